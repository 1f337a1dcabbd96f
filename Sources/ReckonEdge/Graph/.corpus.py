# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Plots.
for body in [
    {"expression": "x^2", "from": -2, "to": 2, "points": 5}, {"expression": "1/x", "from": -1, "to": 1, "points": 11},
    {"expression": "sqrt(x)", "from": -1, "to": 1, "points": 9}, {"expression": "sin(x)", "from": 0, "to": 6.283185307179586, "points": 7},
    {"expression": "floor(x)", "from": 0, "to": 3, "points": 13}, {"expression": "t^2", "variable": "t", "from": 0, "to": 1, "points": 3},
    {"expression": "x", "from": 1, "to": 1}, {"expression": "x", "from": 2, "to": 1}, {"expression": "x", "from": 0, "to": 1, "points": 1},
    {"expression": "x", "from": 0, "to": 1, "points": 4001}, {"expression": "y", "from": 0, "to": 1}, {"expression": "x", "from": "-1e308", "to": "1e308"},
    {"expression": "tan(x)", "from": -3, "to": 3, "points": 50}, {"expression": "x", "from": 0, "to": 1},
]:
    add("plot", body)
# Their points of interest: exact roots where the doubles cancel, turns, kinks, touches, poles and
# jumps refused, functions with no ball rule, a curve with too many roots, and one whose exact
# work runs out (the doubles then decide; the same in the module as on the server).
for expression, low, high in [
    ("x^3 - 6x^2 + 11x - 6", 0.5, 3.7), ("sin(x)", -7, 7), ("cos(x) - x", 0, 2), ("exp(x) - x - 2", -3, 3),
    ("x^2", -1, 2), ("sin(x) + 1", -3, 0), ("(x - 0.1)^5", -1, 2.5), ("abs(x) - 1", -2, 2), ("tan(x)", -2, 2),
    ("floor(x) - 0.5", -2, 2), ("1/x^2", -1, 1), ("cosh(x) - 2", -2, 2), ("factorial(x) - 3", -0.5, 4),
    ("ln(x) - x + 2", 0.01, 5), ("sin(100x)", -100, 100), ("+".join(["atan(sin(x))"] * 75), -40, 40),
]:
    add("plot", {"expression": expression, "from": low, "to": high, "points": 400})
# Several functions: their meetings, the limits on their number and length, and the conflicts.
for body in [
    {"expressions": ["exp(x)", "x + 2"], "from": -3, "to": 3, "points": 400},
    {"expressions": ["x", "1 - x", "x^2"], "from": -1, "to": 1, "points": 5},
    {"expressions": ["sin(x)", "cos(x)", "tan(x)", "x/4"], "from": -7, "to": 7, "points": 600},
    {"expressions": ["x"] * 8, "from": 0, "to": 1, "points": 3}, {"expressions": ["x"] * 9, "from": 0, "to": 1},
    {"expressions": [], "from": 0, "to": 1}, {"expressions": ["x", "y"], "from": 0, "to": 1},
    {"expressions": ["x", "sin("], "from": 0, "to": 1}, {"expressions": ["x" * 500, "x" * 501], "from": 0, "to": 1},
    {"expressions": ["x" * 500, "x" * 500], "from": 0, "to": 1, "points": 2},
    {"expression": "x", "expressions": ["x"], "from": 0, "to": 1}, {"expressions": "x", "from": 0, "to": 1},
    {"from": 0, "to": 1}, {"expressions": [3, "x"], "from": 0, "to": 1, "points": 2},
    {"expressions": ["+".join(["sin(x)"] * 20)] * 7 + ["x/100"], "from": -40, "to": 40, "points": 4000},
]:
    add("plot", body)

# Sliders' values (parameters), and functions each in its own variable (the program in M).
for body in [
    {"expression": "a sin(b x)", "parameters": {"a": 2, "b": "3"}, "from": 0, "to": 3, "points": 50},
    {"expressions": ["sqrt(9 + M)", "x", "k x^2"], "parameters": {"k": -0.5}, "from": -4, "to": 7, "points": 100},
    {"expression": "sqrt(9 + M)", "from": 0, "to": 7, "points": 3}, {"expression": "a x", "from": 0, "to": 1},
    {"expression": "a x", "parameters": {"a": "1e999"}, "from": 0, "to": 1}, {"expression": "a x", "parameters": {"a": True}, "from": 0, "to": 1},
    {"expression": "a x", "parameters": {"sin": 1}, "from": 0, "to": 1}, {"expression": "a x", "parameters": ["a"], "from": 0, "to": 1},
    {"expression": "x", "parameters": {f"p{i}": i for i in range(17)}, "from": 0, "to": 1},
    {"expression": "x + M", "variable": "x", "parameters": {"M": 1, "x": 5}, "from": 0, "to": 1, "points": 2},
    {"expressions": ["a sin(x)", "cos(a x)"], "parameters": {"a": 2}, "from": -7, "to": 7, "points": 300, "pointsOfInterest": False},
    {"expression": "x", "from": 0, "to": 1, "pointsOfInterest": "no"},
    {"expressions": ["x", "x^2 + y^2 = 1"], "from": 0, "to": 1}, {"expression": "y = x / 2", "from": -1, "to": 1, "points": 5},
]:
    add("plot", body)

# Equations in x and y (plot/implicit): crossings at corners and inside cells, an oval, poles and
# jumps, sliders, and the refusals.
for body in [
    {"equation": "x^2 + y^2 = 25", "from": -6, "to": 6, "bottom": -6, "top": 6, "columns": 24, "rows": 24},
    {"equation": "x^2 - y^2 = 0", "from": -1, "to": 1, "bottom": -1, "top": 1, "columns": 40, "rows": 40},
    {"equation": "y^2 = x^2 (x + 1)", "from": -2, "to": 2, "bottom": -2, "top": 2, "columns": 41, "rows": 41},
    {"equation": "y^2 = x^3 - x", "from": -2, "to": 3, "bottom": -4, "top": 4, "columns": 50, "rows": 80},
    {"equation": "1/x = y", "from": -1, "to": 1, "bottom": -3, "top": 3, "columns": 8, "rows": 8},
    {"equation": "floor(x) = y + 0.5", "from": -2, "to": 2, "bottom": -3, "top": 3, "columns": 40, "rows": 60},
    {"equation": "x^2 / a + y^2 = 1", "parameters": {"a": 4}, "from": -3, "to": 3, "bottom": -2, "top": 2},
    {"equation": "sin(x) sin(y) = 0.1", "from": -7, "to": 7, "bottom": -7, "top": 7, "columns": 70, "rows": 70},
    {"equation": "x^2 + y^2", "from": -1, "to": 1, "bottom": -1, "top": 1}, {"equation": "x < y", "from": -1, "to": 1, "bottom": -1, "top": 1},
    {"equation": "x = y z", "from": -1, "to": 1, "bottom": -1, "top": 1}, {"equation": "x = y", "from": -1, "to": 1, "bottom": 1, "top": 1},
    {"equation": "x = y", "from": -1, "to": 1, "bottom": -1, "top": 1, "columns": 201, "rows": 200},
    {"equation": "x = y", "from": -1, "to": 1, "bottom": -1, "top": 1, "columns": 1}, {"equation": "x = y", "from": 0, "to": 1},
]:
    add("plot/implicit", body)

# A graph's variable (plot/variable), an axis's ticks (plot/ticks).
for expression in ["sqrt(9 + M)", "sin(x) + M", "2", "M * M - 1", "t", "sin(", "", "x" * 1001, "a sin(b x) + a - pi e", "y = k x", "x^2 + y^2 = r^2", "M + y = 3"]:
    add("plot/variable", {"expression": expression})
for body in [
    {"from": -1, "to": 1, "spacing": 0.3}, {"from": 0, "to": 0.3, "spacing": 0.1}, {"from": 0, "to": "2e8", "spacing": "4e7"},
    {"from": 0, "to": "3e-5", "spacing": "1e-5"}, {"from": 9999990, "to": 10000010, "spacing": 10},
    {"from": 0, "to": 2000000, "spacing": 100000, "perCharacter": 20000}, {"from": 3, "to": 3, "spacing": 1},
    {"from": "1e15", "to": 1000000000000004, "spacing": 0.1}, {"from": 0, "to": 999, "spacing": 1},
    {"from": 0, "to": 1000, "spacing": 1}, {"from": 1, "to": 0, "spacing": 1}, {"from": 0, "to": 1, "spacing": 0},
    {"from": "-1e308", "to": "1e308", "spacing": 1}, {"from": 0, "to": 1, "spacing": 1, "perCharacter": -1},
    {"from": "1e300", "to": "1.000000000000999e300", "spacing": "1e285", "perCharacter": "5e283"},
]:
    add("plot/ticks", body)
