# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Quadratic: the kinds, cancellation, overflow, the exact form, refusals.
for a, b, c in [
    (1, -3, 2), (1, 2, 1), (1, 0, 1), (0, 2, -4), (0, 0, 0), (0, 0, 5), (1, 0, 0), (2, -4, 2),
    (1, -0.2, 0.01), (1, -0.2, 0.0099), (1e300, 3e300, 2e300), (1e-300, 1, 1e-300), (3e300, 1e300, 3e300),
    (1, 1e8, 1), (1, -1e154, 1), (-1, 0, 4), (0.1, 0.2, 0.3), (1, 1, 1), (4, 4, 1), (1, -2, -3),
    ("1e-320", 1, 1), ("5e-324", 0, 0), ("1.7976931348623157e308", 0, -1), (-2.5, 7.25, "-3"),
    ("1", "−3", "2"), (" 1 ", "-3 ", " 2"), ("1_0", 1, 1), ("1e999", 1, 1), ("1e-400", 1, 1), ("nan", 1, 1),
    ("inf", 1, 1), ("x", 1, 1), ("", 1, 1), ("0x10", 1, 1), ("1.2.3", 1, 1), (".5", "5.", "1e0"), ("+1", "-1e+0", "0"),
]:
    add("quadratic", {"a": a, "b": b, "c": c})
    add("quadratic/curve", {"a": a, "b": b, "c": c})
add("quadratic", '{"a": 1, "b": 2}')
add("quadratic", '{"a": true, "b": 1, "c": 1}')
add("quadratic", '{"a": [1], "b": 1, "c": 1}')
add("quadratic", '{"a": 1e400, "b": 1, "c": 1}')
add("quadratic", '{"a": 12345678901234567890123, "b": 1, "c": 1}')
