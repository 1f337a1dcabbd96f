#!/usr/bin/env python3
"""Writes Tests/corpus/graph-points.json: families of curves with the points mpmath finds, each x
the double nearest the true one (200 bits, rounded once), for GraphPointsCorpusTests.

- polynomials of degree 3 to 6 written out, their coefficients doubles (so their roots are not
  the round numbers they were made from, and their terms cancel near them);
- sin(a x + b) and cos(a x + b), a and b doubles;
- exp(a x) meeting the line b x + c;
- multiple roots: (x − r)^k (x − s), odd k crossing, even k touching.
The expression's numbers are written as Python's repr of their doubles, which Reckon reads back
exactly. Run: python3 Tests/corpus/make-graph-points.py
"""
import json
import random
from pathlib import Path

from mpmath import mp, mpf, polyroots, sin, cos, exp, pi, findroot, floor, ceil

mp.prec = 200
random.seed(35)
LOW, HIGH, SAMPLES = -5.0, 5.0, 400
cases = []


def nearest(values, low=LOW, high=HIGH):
    return sorted({float(v) for v in values if low <= v <= high})


def num(x):
    return repr(float(x))


def polynomial():
    degree = random.randint(3, 6)
    while True:
        roots = sorted(round(random.uniform(-4, 4), 2) for _ in range(degree))
        if all(b - a >= 0.4 for a, b in zip(roots, roots[1:])):
            break
    coefficients = [mpf(1)]
    for r in roots:
        coefficients = [a - mpf(r) * b for a, b in zip(coefficients + [mpf(0)], [mpf(0)] + coefficients)]
    doubles = [float(c) for c in coefficients]
    terms = []
    for power, c in zip(range(degree, -1, -1), doubles):
        if c == 0:
            continue
        factor = "" if power == 0 else ("x" if power == 1 else f"x^{power}")
        terms.append(f"{num(c)}*{factor}" if factor else num(c))
    expression = " + ".join(terms).replace("+ -", "- ")
    exact = [mpf(c) for c in doubles]
    real = [r.real for r in polyroots(exact, maxsteps=400, extraprec=600) if abs(r.imag) < mpf(10) ** -40]
    slope = [c * p for c, p in zip(exact[:-1], range(degree, 0, -1))]
    turns = [r.real for r in polyroots(slope, maxsteps=400, extraprec=600) if abs(r.imag) < mpf(10) ** -40]
    cases.append({"family": "polynomial", "expressions": [expression], "roots": nearest(real), "turns": nearest(turns)})


def wave(name, f):
    a = round(random.uniform(0.5, 3), 3)
    b = round(random.uniform(-2, 2), 3)
    A, B = mpf(a), mpf(b)
    # sin: zeros at kπ, turns at (k + ½)π; cos the other way round.
    zero, turn = (0, mpf(1) / 2) if name == "sin" else (mpf(1) / 2, 0)
    ks = range(int(floor((A * LOW + B) / pi)) - 1, int(ceil((A * HIGH + B) / pi)) + 2)
    roots = [((k + zero) * pi - B) / A for k in ks]
    turns = [((k + turn) * pi - B) / A for k in ks]
    cases.append({"family": name, "expressions": [f"{name}({num(a)}*x + {num(b)})"], "roots": nearest(roots), "turns": nearest(turns)})


def meeting():
    a = round(random.uniform(0.3, 1.2), 3)
    b = round(random.uniform(-2, 2), 3)
    c = round(random.uniform(0.5, 3), 3)
    A, B, C = mpf(a), mpf(b), mpf(c)
    gap = lambda x: exp(A * x) - (B * x + C)
    xs = [LOW + (HIGH - LOW) * i / 4000 for i in range(4001)]
    found = []
    for u, v in zip(xs, xs[1:]):
        if (gap(mpf(u)) < 0) != (gap(mpf(v)) < 0):
            found.append(findroot(gap, (mpf(u), mpf(v)), solver="anderson"))
    cases.append({"family": "exp-line", "expressions": [f"exp({num(a)}*x)", f"{num(b)}*x + {num(c)}"], "meetings": nearest(found)})


def multiple():
    r = round(random.uniform(-3, 0), 2)
    s = round(random.uniform(0.5, 3), 2)
    k = random.randint(2, 5)
    expression = f"(x - {num(r)})^{k}*(x - {num(s)})"
    roots = [mpf(r), mpf(s)] if k % 2 == 1 else [mpf(s)]
    touches = [mpf(r)] if k % 2 == 0 else []
    cases.append({"family": "multiple", "expressions": [expression], "roots": nearest(roots), "touches": nearest(touches)})


for _ in range(30):
    polynomial()
for _ in range(10):
    wave("sin", sin)
    wave("cos", cos)
for _ in range(10):
    meeting()
for _ in range(10):
    multiple()
document = {"from": LOW, "to": HIGH, "samples": SAMPLES, "cases": cases}
out = Path(__file__).with_name("graph-points.json")
out.write_text(json.dumps(document, indent=1) + "\n")
print(f"{len(cases)} curves written to {out.name}")
