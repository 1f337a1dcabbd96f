#!/usr/bin/env python3
"""Writes api-requests.jsonl: requests for every tool, hard cases and errors, one JSON object a
line, {"tool": name, "body": the request body as text}. The body is text so that malformed
JSON is in the corpus too.

Tests/ReckonWasmTests and Tests/browser/test_core.py send each request to the native API and to
the wasm module and require the same status and the same bytes. Nothing random: every request
that would draw a seed gives one. Run it again after adding cases: python3 make-corpus.py
(`--check`, a step of scripts/test, exits 1 when the committed file is not what it writes).
"""
import json
import pathlib
import sys

cases = []


def add(tool, body):
    case = {"tool": tool, "body": body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)}
    if isinstance(body, dict) and heavy(tool, body):
        case["heavy"] = True
    cases.append(case)


def heavy(tool, body):
    """Requests with seconds of work in an interpreter (WasmKit in a debug build): swift test
    runs the others, the browser test runs them all."""
    if tool == "primes":
        return body.get("count") is True or str(body.get("pageSize", "")) not in ("", "1", "10", "1e1", "0") \
            or body.get("lo") in (1e9,) or len(str(body.get("hi", ""))) > 12
    if tool == "dice":
        return "trials" in body or any(big in str(body.get("pool")) for big in ("100d", "1000d", "10d100"))
    if tool == "calc":
        return len(str(body.get("keys", ""))) > 1000
    if tool == "plot":
        return int(body.get("points", 400)) > 50
    return False


# The tools a POST answers, as the OpenAPI document lists them (OpenAPITests holds it equal to the
# registry, Tool.all, both ways): a new tool gets these cases without an edit here.
DOCUMENT = json.loads((pathlib.Path(__file__).parents[2] / "Sources/ReckonServer/Resources/openapi.json").read_text())
POST_TOOLS = [path.removeprefix("/api/") for path, operations in DOCUMENT["paths"].items()
              if "post" in operations and not path.startswith("/api/jobs")]
# The tools a GET answers: the document's other GET paths, less the server's own (its base part:
# this document, the jobs, a served catalog's file).
BASE = json.loads((pathlib.Path(__file__).parents[2] / "Sources/ReckonServer/.openapi.json").read_text())
GET_TOOLS = [path.removeprefix("/api/") for path, operations in DOCUMENT["paths"].items()
             if "get" in operations and "post" not in operations and path not in BASE["paths"]]

# Request shapes every tool shares: not JSON, not an object, unknown keys, wrong types.
for tool in POST_TOOLS:
    add(tool, "")
    add(tool, "{")
    add(tool, "[1,2]")
    add(tool, '{"nonsense": 1}')
    add(tool, "null")
add("nothing-here", "{}")
add("api/quadratic", "{}")
add("tip", '{"bill": 1} trailing')
add("tip", '{"bill": "1", "bill": "2"}')
add("tip", '{"bill": "1", "party": 2, "party": 2}')
add("ceiling", '{"path": "a", "inputs": {"x": 1, "x": 2}}')
# Text that hides characters: control characters and bidirectional overrides are refused.
add("emotion", {"name": "a\u0000b", "eyes": "open", "mouth": "smile"})
add("emotion", {"name": "\u202eyppah", "eyes": "open", "mouth": "smile"})
add("decide", {"options": ["tea", "co\u001b[2Jffee"]})
add("eval", {"expression": "1 +\t2"})
add("calc", {"keys": "1 + 2 \u2066="})
add("emotion", {"name": "Grumpy – 😀 Ünïcode", "eyes": "open", "mouth": "smile"})
add("tip", '{"bill": 1' + " " * 70000 + "}")
add("tip", '{"bill": "\\u0031\\u0030"}')
add("tip", '{"bill": "1\\n"}')

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

# Triangle: every pair kind, the limits, refusals.
for given in [
    {"a": 3, "b": 4}, {"a": 5, "c": 13}, {"b": 8, "c": 17}, {"a": 1, "alpha": 30}, {"c": 10, "beta": 60},
    {"area": 6, "perimeter": 12}, {"h": 2.4, "c": 5}, {"h": 2.4, "a": 3}, {"area": 24, "c": 10}, {"perimeter": 30, "alpha": 22.5},
    {"alpha": 30, "beta": 60}, {"a": 5, "c": 4}, {"a": 1}, {"a": 1, "b": 1, "c": 1}, {"alpha": 90, "a": 1},
    {"area": 1e300, "a": 1e-300}, {"a": 1e200, "b": 1e200}, {"a": 1e-200, "b": 1e-200}, {"c": 5, "h": 2.5},
    {"c": 5, "h": 2.6}, {"a": -1, "b": 2}, {"a": "x", "b": 2}, {"area": 0, "c": 1}, {"perimeter": 1, "h": 1},
    {"beta": 45, "area": 50}, {"alpha": "1e-10", "c": 1}, {"a": 3, "b": 4, "unknown": 1}, {},
]:
    add("triangle", given)

# Primes: lists, pages, counts by each method, the top of the range, the direct limit, refusals.
for body in [
    {"lo": 0, "hi": 100}, {"lo": 0, "hi": 1}, {"lo": 2, "hi": 2}, {"lo": 14, "hi": 16}, {"lo": 1e9, "hi": "1000000100"},
    {"lo": 0, "hi": 1000, "pageSize": 10}, {"lo": 0, "hi": 1000, "pageSize": 1}, {"lo": 0, "hi": 1e6, "pageSize": 100000},
    {"lo": "18446744073709551000", "hi": "18446744073709551615"}, {"lo": "18446744073709551557", "hi": "18446744073709551615"},
    {"lo": 0, "hi": 1e9, "count": True}, {"lo": 0, "hi": 1e10, "count": True}, {"lo": 1e12, "hi": 1000000010000, "count": True},
    {"lo": 0, "hi": 100, "count": True}, {"lo": 4294967000, "hi": 4294968000, "count": True},
    {"lo": "18446744073709000000", "hi": "18446744073709551615", "count": True},
    {"lo": 0, "hi": "18446744073709551615", "count": True}, {"lo": 1e15, "hi": 1.1e15, "count": True},
    {"lo": 20, "hi": 10}, {"lo": -5, "hi": 10}, {"lo": 1.5, "hi": 10}, {"lo": "18446744073709551616", "hi": 1},
    {"lo": 0, "hi": 10, "pageSize": 0}, {"lo": 0, "hi": 10, "pageSize": 100001}, {"lo": 0, "hi": 10, "count": "yes"},
    {"lo": 0}, {"lo": "1e3", "hi": "2e3", "pageSize": "1e1"}, {"lo": "1_000", "hi": "1_100"}, {"lo": "", "hi": 1},
]:
    add("primes", body)

# Dice: exact distributions, simulations with seeds, limits, notation errors.
for body in [
    {"pool": "2d6", "exact": True}, {"pool": "3d6+2d20", "exact": True}, {"pool": "1d4-2", "exact": True},
    {"pool": "d20", "exact": True}, {"pool": "100d20", "exact": True}, {"pool": "1000d20", "exact": True},
    {"pool": "1d1", "exact": True}, {"pool": "3D6 + 2", "exact": True}, {"pool": "10d100", "exact": True},
    {"pool": "3d6", "trials": 10000, "seed": 1}, {"pool": "3d6+2d20", "trials": "1e5", "seed": 42},
    {"pool": "1000d20", "trials": 100, "seed": "18446744073709551615"}, {"pool": "1d2", "trials": 1, "seed": 0},
    {"pool": "2d6", "trials": 1048577, "seed": 9}, {"pool": "3d6x", "exact": True}, {"pool": "", "exact": True},
    {"pool": "0d6", "exact": True}, {"pool": "1d0", "exact": True}, {"pool": "4d6kh3", "exact": True},
    {"pool": "2d6", "exact": True, "trials": 10}, {"pool": "2d6"}, {"pool": "2d6", "exact": True, "seed": 1},
    {"pool": "2d6", "trials": 0, "seed": 1}, {"pool": "2d6", "trials": 1.5, "seed": 1}, {"pool": "2d6", "trials": "abc", "seed": 1},
    {"pool": "2d6", "trials": "1e11", "seed": 1}, {"pool": "1000d20", "trials": "2e6", "seed": 1},
    {"pool": "2d6", "exact": "true"}, {"pool": 26, "exact": True}, {"pool": "99999d99999", "exact": True},
    # The notation beyond plain sums, exact and simulated, and its refusals.
    {"pool": "4d6kh3", "exact": True}, {"pool": "2d20kl1+5", "exact": True}, {"pool": "10d10!", "exact": True},
    {"pool": "5d10>=7f1", "exact": True}, {"pool": "2d6*10", "exact": True}, {"pool": "max(d6,d8)-min(dF,d%)", "exact": True},
    {"pool": "4d6r1!kh3", "trials": 5000, "seed": 3}, {"pool": "3d6rr1+d{1,1,2}", "trials": 2000, "seed": 4},
    {"pool": "1000d6kh500", "exact": True}, {"pool": "4d6kh5", "exact": True}, {"pool": "d20/(d3-2)", "exact": True},
]:
    add("dice", body)

# Tip: rounding to the cent, splits, locales' forms, refusals.
for body in [
    {"bill": "81.79", "tip": 20, "party": 2}, {"bill": 100}, {"bill": "0"}, {"bill": "0.01", "tip": 15, "party": 3},
    {"bill": "$12.50"}, {"bill": "1,234.56", "tip": 10}, {"bill": "12,50"}, {"bill": "10", "tip": 12},
    {"bill": "10", "tip": 40, "party": 10}, {"bill": "10", "party": 11}, {"bill": "10", "party": 0}, {"bill": "-1"},
    {"bill": "1e3"}, {"bill": "99999999999.99"}, {"bill": "1000000000000"}, {"bill": "abc"}, {"bill": "10.005"},
    {"bill": 33.33, "tip": 5, "party": 7}, {"bill": "7", "tip": "15", "party": "4"}, {"bill": "10", "tip": -5},
]:
    add("tip", body)

# Decide: seeded answers, the defaults, refusals.
for body in [
    {"seed": 1}, {"seed": 2}, {"options": ["pizza", "sushi", "tacos"], "seed": 7}, {"options": ["only"], "seed": 3},
    {"options": ["a", " "], "seed": 1}, {"options": [], "seed": 5}, {"options": ["ä", "日本", "🙂"], "seed": 11},
    {"options": ["x"] * 3, "seed": 1}, {"options": "pizza", "seed": 1}, {"options": [1, 2], "seed": 1},
    {"options": ["a", "b"], "seed": -1}, {"options": ["a", "b"], "seed": "18446744073709551615"},
]:
    add("decide", body)

# Calculator: the spec's sequences, errors, trace.
for keys in [
    "2 + 3 × 4 =", "123456789 + 987654321 =", "9 + M = √ 7 →M + 14 =", "1 ÷ 3 =", "1 ÷ 0 =", "5 ± =", "C", "AC",
    "2 xʸ 10 =", "π", "e", "0.1 + 0.2 =", "1 - 0.9 =", "50 %", "200 + 10 % =", "2 x² x² x² x² x² x²", "1/x", "0 1/x",
    "3 sin", "1 ln", "0 ln", "1 eˣ", "100 log", "7 undo", "12 del", "999999999 × 999999999 =", "1e5", "2 + + 3 =",
    "3 = = =", "2 + 3 × 4 = =", "M", "5 →M M × M =", "1 ÷ 3 × 3 =", "√", "4 √ √", "-5 =", "- 5 =", "bogus", "",
]:
    add("calc", {"keys": keys})
# The scientific keys: degrees (exact cases), parentheses, the register, 2nd, EE, x!, roots and
# logarithms, num:, Rand from a seed (every rand request gives one), errors of num: and the seed.
for keys in [
    "30 sin", "45 tan", "90 tan", "180 sin", "0.5 asin", "rad 30 sin", "rad deg 60 cos", "( 2 + 3 ) × 4 =",
    "2 × ( 3 + 4", "1 + 2 + ( 3 × 4 xʸ 2 = =", "5 )", "5 m+ 3 m- AC mr", "2nd 0.5 sin", "2nd 8 ln 2 =",
    "2nd 10 10ˣ", "3 x³", "27 ∛", "8 yroot 3 =", "8 logy 2 =", "2 y^x 3 =", "0.5 x!", "170 x!", "171 x!",
    "1 sinh", "2nd 0.5 tanh", "2 EE 3 ± =", "num:-1.5e-7 × 2 =", "num:abc", "num:1e999", "M sin", "M x!",
    "( 2 + 3 ) × 4 = m+ 2nd rad",
]:
    add("calc", {"keys": keys})
add("calc", {"keys": "rand + rand =", "seed": "1"})
add("calc", {"keys": "rand", "seed": 42})
add("calc", {"keys": "rand", "seed": "-1"})
add("calc", {"keys": "rad 2nd ( 1 + 2", "trace": True})
add("calc", {"keys": "1 + 2 =", "trace": True})
add("calc", {"keys": "9 + M = √ 7 →M", "trace": True})
add("calc", {"keys": "1 + 2", "trace": "yes"})
add("calc", {"keys": " ".join(["1"] * 10001)})

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

# Ceiling: every leaf once, rooms, waste, switches, refusals.
leaves = [
    "regal/1200x600", "regal/1200x1200", "regal/600x600", "regal/600x600-hd", "premium/1200x600", "premium/1200x1200",
    "premium/600x600", "premium/600x600-hd", "corporate/1200x1200", "corporate/1350x1350", "corporate/1500x1500",
    "oneway/24mm/1200x400", "oneway/24mm/1350x450", "oneway/32mm/1200x400", "oneway/32mm/1350x450", "seismic/1200x600",
    "seismic/600x600", "concealed/600-furring", "concealed/450-furring", "klik/1200x600", "klik/1200x1200", "klik/600x600",
    "klik/600x600-hd",
]
for index, leaf in enumerate(leaves):
    add("ceiling", {"path": leaf, "set": [f"area={37.5 + index * 11}", "drop=0.6"]})
for body in [
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6", "troffer=yes", "loa=yes", "aircon=yes", "spare=5"]},
    {"path": "regal/1200x600", "rooms": ["5x4", "3.5x2.25"], "set": ["drop=1"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6"], "waste": 10},
    {"path": "regal/1200x600", "set": ["area=100"]}, {"path": "regal/1200x600", "set": ["area=0", "drop=0.6"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=11"]}, {"path": "regal/1200x600", "set": ["aera=100"]},
    {"path": "regal/1200x600", "rooms": ["3xx"], "set": ["drop=1"]}, {"path": "regal", "set": ["area=1"]},
    {"path": "nowhere/1", "set": ["area=1"]}, {"path": "", "set": []}, {"path": "regal/1200x600", "set": ["area=1e9", "drop=1"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6", "troffer=maybe"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6"], "waste": -1},
    {"path": "concealed/600-furring", "set": ["area=250", "c-spline=yes"]},
]:
    add("ceiling", body)

# Faces and emotions.
for body in [
    {}, {"mouth": "smile"}, {"eyes": "closed", "mouth": "frown"}, {"actions": ["happier", "happier", "toggle-eyes"]},
    {"mouth": "smile", "actions": ["happier"]}, {"mouth": "frown", "actions": ["sadder"]}, {"actions": ["squint", "toggle-eyes"]},
    {"eyes": "wide"}, {"mouth": "grimace"}, {"actions": ["jump"]}, {"actions": "happier"}, {"eyes": 1},
]:
    add("face", body)
for body in [
    {"name": "Sad", "eyes": "closed", "mouth": "frown"}, {"name": "Happy", "eyes": "open", "mouth": "smile"},
    {"name": "", "eyes": "open", "mouth": "smile"}, {"name": " ", "eyes": "open", "mouth": "smile"},
    {"name": "x" * 200, "eyes": "open", "mouth": "smile"}, {"name": "Émotion 🙂", "eyes": "squinting", "mouth": "grin"},
    {"name": "Worried", "eyes": "open"}, {"name": "Odd", "eyes": "open", "mouth": "smirk"}, {"name": "Bad", "eyes": "x", "mouth": "smile"},
]:
    add("emotion", body)
for tool in GET_TOOLS:
    add(tool, "")

# What the screens ask while something is typed: the chooser's pool, a graph's variable, where a
# list's row lies, the rooms' area. (calc/press holds a calculator between calls: the module's
# alone, tested in Tests/ReckonEdgeTests and Tests/node.)
for body in [
    {"pool": "3d6+2d20+1d4-2"}, {"pool": "2d6", "faces": 20, "change": 1}, {"pool": "1d6+2", "faces": 6, "change": -1},
    {"pool": "", "faces": 4, "change": 1}, {"pool": "2d6", "trials": "1e6"}, {"pool": "1000d6", "faces": 4, "change": 1},
    {"pool": "3d6x"}, {"pool": ""}, {"pool": "2d6", "change": 1}, {"pool": "2d6", "faces": 1, "change": 1},
    {"pool": "2d6", "faces": 6, "change": "many"}, {"pool": "d6 + D6 - 3"}, {"pool": "2d6", "trials": "-1"},
    {"pool": "1000d20", "trials": "1e10"}, {"pool": "2d6-1d4"}, {"pool": "4d6kh3", "faces": 6, "change": 1},
]:
    add("dice/parse", body)
for expression in ["sqrt(9 + M)", "sin(x) + M", "2", "M * M - 1", "t", "sin(", "", "x" * 1001]:
    add("plot/variable", {"expression": expression})
for text in [
    "rent = 1200\ngroceries: 84.20\n\n# Trip\n2 * 3\nsum\n1/0\nhello world\nrent / 3\nprev * 2\ntotal: sum",
    "x = 2\r\nx^10\r\nprev - 24", "0.1 + 0.2\nsqrt(2)\n1e308 * 10\nsin(pi)", "sum = 3\npi = 3\nsqrt = 2\nwords\nprev + 1",
    "cost: 1 +\nRoom 101\nNote: buy milk\n\t  \n#", "", "1\u0007", "1\u202e2", "\n" * 1000, "\n" * 999,
    "#" * 50001, "#" * 50000, "1+" * 500 + "1\n2", "x = 3\nx == 3\nx = x + 1\nx", "π/2\ne^1\nfactorial(170)\nmax(1, 2, 3)",
]:
    add("notes", {"text": text})
add("notes", {"text": 5})
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
for body in [
    {"lo": 1000000, "hi": 1000100, "fraction": 0.25}, {"lo": 1000000, "hi": 1000100, "fraction": 0},
    {"lo": 1000000, "hi": 1000100, "fraction": 1}, {"lo": 0, "hi": "1e12", "fraction": 0.5}, {"lo": 0, "hi": 10, "fraction": 0.5},
    {"lo": 2, "hi": "18446744073709551615", "fraction": 0.999}, {"lo": 5, "hi": 5, "fraction": 0.5}, {"lo": 10, "hi": 5, "fraction": 0.5},
    {"lo": 1, "hi": 5, "fraction": 2}, {"lo": 1, "hi": 5, "fraction": "nan"}, {"lo": 1, "hi": 5},
]:
    add("primes/locate", body)
for body in [
    {"lo": 10, "hi": 20, "goto": "15"}, {"lo": 10, "hi": 20, "goto": "10"}, {"lo": 10, "hi": 20, "goto": "20"},
    {"lo": 10, "hi": 20, "goto": "21"}, {"lo": 10, "hi": 20, "goto": "9"}, {"lo": 10, "hi": 20, "goto": "1.5e1"},
    {"lo": 0, "hi": "1e12", "goto": "1e9"}, {"lo": 10, "hi": 20, "goto": "abc"}, {"lo": 10, "hi": 20, "goto": " "},
    {"lo": 10, "hi": 20, "goto": "-15"}, {"lo": 20, "hi": 10, "goto": "15"}, {"lo": 0, "hi": "18446744073709551615", "goto": "18446744073709551616"},
]:
    add("primes/goto", body)
for rooms in [["5x4", "3 x 2.5"], [], ["5x"], ["0.05x4"], ["1000x1000"], ["2,5x4"], ["5×4"], ["5x4"] * 101, "5x4"]:
    add("ceiling/rooms", {"rooms": rooms})

out = pathlib.Path(__file__).with_name("api-requests.jsonl")
text = "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)
if sys.argv[1:] == ["--check"]:
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        sys.exit(f"Tests/corpus/{out.name} is not what make-corpus.py writes: run python3 Tests/corpus/make-corpus.py")
else:
    out.write_text(text, encoding="utf-8")
    print(f"{len(cases)} requests written to {out.name}")
