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
    # Percentages and units (docs/units.md): conversions, derived units, temperatures, errors.
    {"expression": "20% of 80"}, {"expression": "80 + 15%"}, {"expression": "80 − 20%"}, {"expression": "2 of 5"},
    {"expression": "3 ft + 2 in to cm"}, {"expression": "60 mph in km/h"}, {"expression": "5 kg * 9.81 m/s^2 to N"},
    {"expression": "100 °F to °C"}, {"expression": "30 °C - 50 °F"}, {"expression": "2 * 10 °C + 5 °C"},
    {"expression": "30 mpg to L/100km"}, {"expression": "1 GiB to MB"}, {"expression": "sin(30 deg)"},
    {"expression": "1 m + 1 s"}, {"expression": "3 kilometr"}, {"expression": "2 m to"}, {"expression": "2 m to km/"},
    {"expression": "ln(3 m)"}, {"expression": "(2 m)^0.5"}, {"expression": "x² + x⁻¹", "set": ["x=2"]},
    {"expression": "1200 EUR / 3"}, {"expression": "1200 EUR to USD"}, {"expression": "1 m^61"},
    # The deepest evaluations the limits allow: 499 operations in a row, and 100 levels of nesting.
    {"expression": "1" + "+1" * 499}, {"expression": "1 m" + "+1 m" * 196 + " to km"},
    {"expression": "(" * 99 + "2 m" + ")" * 99 + " to ft"},
]:
    add("eval", body)
