#!/usr/bin/env python3
"""Writes libm-cases.json: hard and special arguments for each of CReckonLibm's 17 functions,
with the expected result worked out independently of any libm, by mpmath at 60 digits and
rounded once to the nearest double.

    {"function": [{"args": ["x", ...], "expected": "y", "exact": true?}, ...], ...}

Numbers are Python's shortest round-trip text ("5e-324", "-0.0", "inf", "nan"), so a reader
gets back the very doubles. Tests/ReckonCoreTests/ElementaryFunctionTests.swift requires every
result within 1 ulp of "expected" (the correctly rounded value or a neighbour), and the "exact"
cases (C99 Annex F's special values, results that are exact doubles) to be that very double.
Needs mpmath: .venv/bin/pip install mpmath; then .venv/bin/python Tests/corpus/make-libm-cases.py
"""
import json
import math
import pathlib
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

mp.dps = 60
inf, nan = math.inf, math.nan


def nearest_double(value):
    """value (an mpf) rounded once to the nearest double, ties to even, subnormals included:
    Python's int/int → float conversion is correctly rounded."""
    if mpmath.isinf(value):
        return inf if value > 0 else -inf
    sign, man, exp, _ = value._mpf_
    exact = (-1) ** sign * Fraction(int(man)) * Fraction(2) ** int(exp)
    try:
        return float(exact)
    except OverflowError:
        return inf if exact > 0 else -inf


def lgamma(x):
    return mpmath.loggamma(x) if x > 0 else mpmath.log(abs(mpmath.gamma(x)))


def signed_cbrt(x):
    return mpmath.cbrt(x) if x >= 0 else -mpmath.cbrt(-x)


FUNCTIONS = {
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan,
    "asin": mpmath.asin, "acos": mpmath.acos, "atan": mpmath.atan,
    "atan2": mpmath.atan2,
    "exp": mpmath.exp, "expm1": mpmath.expm1,
    "log": mpmath.log, "log1p": mpmath.log1p, "log10": mpmath.log10, "log2": lambda x: mpmath.log(x, 2),
    "pow": mpmath.power, "hypot": lambda x, y: mpmath.sqrt(x * x + y * y),
    "cbrt": signed_cbrt, "lgamma": lgamma,
}

PI = math.pi
# Hard arguments: near multiples of π/2 (the reduction's cancellation), the table's edges, the
# thresholds where each algorithm changes method, tiny, huge and subnormal values.
TRIG = [0.5, 1.0, -1.0, 2.0, 3.0, 5.0, 10.0, 100.0, -3.5, 0.7853981633974483, 0.7853981633974484,
        PI / 2, PI, -PI, 3 * PI / 2, 2 * PI, 5 * PI / 3, 6.283185307179586, 355.0, 103993.0, 1e6 * PI,
        1647099.0 * PI / 2, 1e10, 1e22, 1e100, 1e300, 2.0 ** 1000, 1.7976931348623157e308,
        6381956970095103 * 2.0 ** 797, 5.319372648326541e255, 2.0 ** -26, 2.0 ** -30, 1e-300,
        5e-324, -2.0 ** -1022, 3.7252902984e-09, 1.0471975511965976, 2.0943951023931957]
CASES = {
    "sin": [(x,) for x in TRIG],
    "cos": [(x,) for x in TRIG],
    "tan": [(x,) for x in TRIG] + [(0.6744,), (0.67434,), (1.5707963267948961,), (-1.5707963267948968,)],
    "asin": [(x,) for x in [0.5, -0.5, 0.49999999999999994, 0.7, -0.9, 0.975, 0.9750000000000001, 0.98, 0.999999,
                            0.9999999999999999, -0.9999999999999999, 1e-10, 2.0 ** -26, 2.0 ** -30, 1e-300, 5e-324, 1.0, -1.0]],
    "acos": [(x,) for x in [0.5, -0.5, 0.49999999999999994, 0.7, -0.7, 0.9, -0.9, 0.999999, -0.999999,
                            0.9999999999999999, -0.9999999999999999, 1e-10, 2.0 ** -57, 1e-300, -1.0]],
    "atan": [(x,) for x in [0.4375, 0.43749999999999994, 0.6875, 1.1875, 2.4375, -2.4375, 0.5, 1.0, 1.5, 2.0, -3.0,
                            1e-10, 2.0 ** -27, 1e10, 2.0 ** 66, 1e300, 5e-324, 0.4166666666666667, 2.4]],
    "atan2": [(5.0, 12.0), (12.0, 5.0), (-5.0, 12.0), (5.0, -12.0), (-5.0, -12.0), (1.0, 1.0), (3.0, 4.0),
              (1.0, 3.0), (0.30780326926680845, 1.2113939585153797), (1867.9733680770873, 672.6395304287033),
              (1e-300, 1e300), (1e300, 1e-300), (1.0, -1e-20), (-1e-20, -1.0), (5e-324, 1.0), (1.0, 5e-324),
              (1e308, -1e308), (0.1, -0.3)],
    "exp": [(x,) for x in [1.0, -1.0, 0.5, 2.0, 10.0, -10.0, 100.0, -100.0, 0.34657359027997264, 0.3465735902799727,
                           1.0397207708399179, 709.782712893384, 709.7, -708.39, -708.4, -740.0, -745.1332191019411,
                           1e-10, -1e-10, 2.0 ** -30, 473.11746810692375, 1e-300]],
    "expm1": [(x,) for x in [1e-10, -1e-10, 2.0 ** -30, 0.1, -0.1, 0.25, -0.25, 0.5, 1.0, -1.0, 2.0, 10.0, 30.0, 40.0, -40.0,
                             56 * math.log(2), 700.0, 709.782712893384, -0.4388152062311621, 1e-300, 5e-324]],
    "log": [(x,) for x in [2.0, 10.0, 0.5, 3.0, 0.1, 1.0000000000000002, 0.9999999999999999, 1.00001, 0.99999,
                           1.0001, 0.7071067811865476, 1.4142135623730951, 1.2779189543940592, 1e-300, 1e300,
                           5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308, 1e22]],
    "log1p": [(x,) for x in [1e-10, -1e-10, 2.0 ** -30, 2.0 ** -54, 1e-300, -0.5, -0.25, -0.2928932188134524,
                             -0.9999999, 0.41421356237309503, 0.5, 1.0, 2.0, 10.0, 1e10, 1e300, 0.61446285564333]],
    "log10": [(x,) for x in [1 / 36, 0.027777777777777776, 2.0, 3.0, 0.1, 0.5, 1.3066885040740317, 1e-300, 1e300,
                             5e-324, 1e22, 0.9999999999999999, 1.0000000000000002, 1.7976931348623157e308]],
    "log2": [(x,) for x in [3.0, 10.0, 0.1, 1.5, 0.75, 1e300, 1e-300, 5e-324, 0.9999999999999999, 1.0000000000000002,
                            1.382596148978844, 1.7976931348623157e308]],
    "pow": [(2.0, 0.5), (2.0, 1.5), (10.0, 308.0), (10.0, -308.0), (10.0, 0.3010299956639812), (1.5, 2.5),
            (123.456, 7.89), (0.5, 1074.0), (2.0, 1023.9999999999999), (2.0, -1074.5), (1.0000000001, 1e10),
            (0.9999999, 1e7), (1e154, 2.0), (3.0011650172340006e+224, 0.9957286355011643), (7.0, -3.0),
            (1e-300, 0.5), (5e-324, 0.5), (1.0000000000000002, 4503599627370496.0), (0.9999999999999999, -1e16),
            (-3.0, 5.0), (-1.5, -7.0), (1.01, 70000.0), (0.99, -70000.0)],
    "hypot": [(1.0, 1.0), (1.0, 2.0), (1e300, 1e300), (1e-300, 1e-300), (5e-324, 5e-324), (1.0, 1e-20), (1e308, 1e308),
              (-9.2195346652713e-06, -1.501316447931456), (0.1, 0.2), (3e-200, 4e-200), (1.7976931348623157e308, 1.0)],
    "cbrt": [(x,) for x in [2.0, 3.0, -2.0, 10.0, 1e300, -1e300, 1e-300, 5e-324, 2.2250738585072014e-308, 1e-10,
                            -0.001, 1.3433721763633677e+91, 1.7976931348623157e308]],
    "lgamma": [(x,) for x in [0.5, 1.5, 2.5, 3.0, 1 + 2.0 ** -30, 1 - 2.0 ** -30, 2 + 1e-9, 2 - 1e-9, 1.4616321449683622,
                              0.1, 0.9, 0.9000000000000001, 1e-10, 1e-300, 5e-324, 3.5, 7.5, 8.0, 10.0, 12.5, 100.0,
                              101.0, 1001.0, 1e6, 1e15, 1e300, 2.55e305, -0.5, -1.5, -2.5, -3.5, -10.3, -100.7, -1e-5,
                              -999999999999999.5, 2.0 ** -70, 2.0 ** -71]],
}

# Exact cases: C99 Annex F's special values, and results that are exact doubles.
EXACT = {
    "sin": [((0.0,), 0.0), ((-0.0,), -0.0), ((inf,), nan), ((-inf,), nan), ((nan,), nan)],
    "cos": [((0.0,), 1.0), ((-0.0,), 1.0), ((inf,), nan), ((nan,), nan)],
    "tan": [((0.0,), 0.0), ((-0.0,), -0.0), ((-inf,), nan), ((nan,), nan)],
    "asin": [((0.0,), 0.0), ((-0.0,), -0.0), ((1.0000000000000002,), nan), ((-2.0,), nan), ((inf,), nan), ((nan,), nan)],
    "acos": [((1.0,), 0.0), ((1.0000000000000002,), nan), ((-inf,), nan), ((nan,), nan)],
    "atan": [((0.0,), 0.0), ((-0.0,), -0.0), ((nan,), nan)],
    "atan2": [((0.0, 1.0), 0.0), ((-0.0, 1.0), -0.0), ((0.0, 0.0), 0.0), ((-0.0, 0.0), -0.0), ((1.0, inf), 0.0),
              ((-1.0, inf), -0.0), ((nan, 1.0), nan), ((1.0, nan), nan)],
    "exp": [((0.0,), 1.0), ((-0.0,), 1.0), ((inf,), inf), ((-inf,), 0.0), ((nan,), nan), ((709.8,), inf),
            ((-746.0,), 0.0), ((1e300,), inf)],
    "expm1": [((0.0,), 0.0), ((-0.0,), -0.0), ((inf,), inf), ((-inf,), -1.0), ((nan,), nan), ((710.0,), inf),
              ((-1000.0,), -1.0)],
    "log": [((1.0,), 0.0), ((0.0,), -inf), ((-0.0,), -inf), ((-1.0,), nan), ((-inf,), nan), ((inf,), inf), ((nan,), nan)],
    "log1p": [((0.0,), 0.0), ((-0.0,), -0.0), ((-1.0,), -inf), ((-2.0,), nan), ((inf,), inf), ((nan,), nan)],
    "log10": [((1.0,), 0.0), ((0.0,), -inf), ((-1.0,), nan), ((inf,), inf), ((nan,), nan)],
    "log2": [((1.0,), 0.0), ((8.0,), 3.0), ((0.5,), -1.0), ((2.0 ** -1074,), -1074.0), ((2.0 ** 1023,), 1023.0),
             ((0.0,), -inf), ((-0.0,), -inf), ((-1.0,), nan), ((inf,), inf), ((nan,), nan)],
    "pow": [((2.0, 10.0), 1024.0), ((-2.0, 3.0), -8.0), ((3.0, 4.0), 81.0), ((2.0, 1023.0), 2.0 ** 1023),
            ((2.0, -1074.0), 5e-324), ((2.0, -1075.0), 0.0), ((2.0, 1024.0), inf), ((10.0, 309.0), inf),
            ((-10.0, 309.0), -inf), ((0.5, 1075.0), 0.0), ((9.0, 0.5), 3.0), ((-2.0, 0.5), nan), ((-8.0, 1 / 3), nan),
            ((0.0, -1.0), inf), ((-0.0, -1.0), -inf), ((-0.0, -2.0), inf), ((-0.0, -0.5), inf), ((0.0, 3.0), 0.0),
            ((-0.0, 3.0), -0.0), ((-0.0, 2.0), 0.0), ((-0.0, 0.5), 0.0), ((-1.0, inf), 1.0), ((-1.0, -inf), 1.0),
            ((1.0, nan), 1.0), ((1.0, inf), 1.0), ((nan, 0.0), 1.0), ((nan, -0.0), 1.0), ((inf, 0.0), 1.0),
            ((0.5, inf), 0.0), ((0.5, -inf), inf), ((2.0, inf), inf), ((2.0, -inf), 0.0), ((-2.0, inf), inf),
            ((-0.5, -inf), inf), ((-inf, 3.0), -inf), ((-inf, -3.0), -0.0), ((-inf, 2.0), inf), ((-inf, -2.0), 0.0),
            ((-inf, 0.5), inf), ((inf, -1.0), 0.0), ((inf, 0.5), inf), ((nan, 1.0), nan), ((2.0, nan), nan),
            ((-1.0, 3.0), -1.0), ((-1.0, 4.0), 1.0), ((-1.0, 1e300), 1.0), ((-1.5, 1e300), inf), ((0.5, 1e300), 0.0),
            ((1.0000000000000002, 1e300), inf), ((-0.5, 2.5), nan)],
    "hypot": [((3.0, 4.0), 5.0), ((-5.0, 12.0), 13.0), ((0.0, 0.0), 0.0), ((-0.0, -0.0), 0.0), ((0.0, -7.0), 7.0),
              ((inf, nan), inf), ((nan, -inf), inf), ((-inf, 1.0), inf), ((nan, 1.0), nan),
              ((1.7976931348623157e308, 1.7976931348623157e308), inf), ((1e300, 1e-300), 1e300)],
    "cbrt": [((0.0,), 0.0), ((-0.0,), -0.0), ((inf,), inf), ((-inf,), -inf), ((nan,), nan), ((27.0,), 3.0),
             ((-8.0,), -2.0)],
    "lgamma": [((1.0,), 0.0), ((2.0,), 0.0), ((0.0,), inf), ((-0.0,), inf), ((-1.0,), inf), ((-2.0,), inf),
               ((-1e10,), inf), ((-2.0 ** 60,), inf), ((inf,), inf), ((-inf,), inf), ((nan,), nan), ((2.6e305,), inf)],
}


def text(x):
    return repr(float(x))


def main():
    out = {}
    for name, fn in FUNCTIONS.items():
        cases = []
        for args in CASES[name]:
            expected = nearest_double(fn(*[mpf(a) for a in args]))
            cases.append({"args": [text(a) for a in args], "expected": text(expected)})
        for args, expected in EXACT[name]:
            cases.append({"args": [text(a) for a in args], "expected": text(expected), "exact": True})
        out[name] = cases
    path = pathlib.Path(__file__).with_name("libm-cases.json")
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"{sum(len(c) for c in out.values())} cases for {len(out)} functions written to {path.name}")


main()
