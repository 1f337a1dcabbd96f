# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Expressions.
for body in [
    {"expression": "2x^2 - 3x + 1", "set": ["x=3"]}, {"expression": "1+2*3"}, {"expression": "2^3^2"}, {"expression": "-2^2"},
    {"expression": "sqrt(16) + sin(0)"}, {"expression": "1/0"}, {"expression": "sqrt(-1)"}, {"expression": "ln(0)"},
    {"expression": "x + y", "set": ["x=1", "y=2"]}, {"expression": "x"}, {"expression": "x", "set": ["x"]},
    {"expression": "x", "set": ["1x=2"]}, {"expression": "x", "set": ["x=abc"]}, {"expression": "if(1 < 2, 3, 4)"},
    {"expression": "pi * e"}, {"expression": "(1"}, {"expression": "1 +"}, {"expression": "1e308 * 10"},
    {"expression": "0.1 + 0.2"}, {"expression": "2(3)"}, {"expression": "1.7976931348623157e308"}, {"expression": ""},
    {"expression": "atan(1) * 4"}, {"expression": "abs(-3) + floor(2.5)"}, {"expression": "1" + "+1" * 600},
]:
    add("eval", body)
