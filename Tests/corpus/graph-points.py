#!/usr/bin/env python3
"""The expected points of Tests/ReckonCoreTests/GraphPointsTests.swift, worked with mpmath.

Each root, turn and intersection is the true one of the expression with its numbers read as
doubles, found at 200 bits and rounded once to the nearest double; each y is the exact value
at that double, rounded once. Run: python3 Tests/corpus/graph-points.py
"""
from mpmath import mp, mpf, findroot, diff, sin, cos, exp, log, sqrt, cosh, pi

mp.prec = 200


def show(label, x, f):
    xd = float(x)
    y = f(mpf(xd))
    print(f"{label}: x = {xd!r}  y = {float(y)!r}")


def cubic(x):
    return x**3 - 6 * x**2 + 11 * x - 6


for r in (1, 2, 3):
    show("cubic root", findroot(cubic, mpf(r) + mpf("0.1")), cubic)
for t in (2 - sqrt(3) / 3, 2 + sqrt(3) / 3):
    show("cubic turn", findroot(lambda x: diff(cubic, x), t + mpf("0.01")), cubic)

for k in range(-2, 3):
    show("sin root", k * pi, sin)
for k in (-3, -1, 1, 3):
    show("sin turn", k * pi / 2, sin)

dottie = lambda x: cos(x) - x
show("cos(x) - x root", findroot(dottie, mpf("0.7")), dottie)

gap = lambda x: exp(x) - (x + 2)
for g in ("-1.8", "1.1"):
    show("exp(x) meets x + 2", findroot(gap, mpf(g)), exp)

touch = lambda x: sin(x) + 1
show("sin(x) + 1 touches", -pi / 2, touch)

c2 = lambda x: cosh(x) - 2
for g in ("-1.3", "1.3"):
    show("cosh(x) - 2 root", findroot(c2, mpf(g)), c2)

ln_gap = lambda x: log(x) - mpf(float(mpf(1) / 2)) * x + mpf(float(mpf("0.3")))

# ln x meets x − 2 twice.
ln_gap = lambda x: log(x) - (x - 2)
for g in ("0.15", "3.1"):
    show("ln(x) meets x - 2", findroot(ln_gap, mpf(g)), log)

# (x + 3)(x + 1)(x − 0.5)(x − 2)(x − 4) written out: its roots are doubles, its terms cancel.
quintic = lambda x: x**5 - mpf("2.5") * x**4 - 12 * x**3 + mpf("20.5") * x**2 + 17 * x - 12
for r in (-3, -1, 0.5, 2, 4):
    print("quintic at", r, "=", quintic(mpf(r)))
dq = lambda x: diff(quintic, x)
for g in ("-2.2", "-0.2", "1.2", "3.3"):
    show("quintic turn", findroot(dq, mpf(g)), quintic)
