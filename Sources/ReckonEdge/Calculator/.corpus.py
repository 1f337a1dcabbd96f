# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
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
