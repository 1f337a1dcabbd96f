#pragma STDC FP_CONTRACT OFF
// hypot and cbrt.
//
// Algorithms and constants from fdlibm as kept in FreeBSD's msun (e_hypot.c; s_cbrt.c as
// optimized by Bruce D. Evans):
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
#include "CReckonLibm.h"
#include "libm-internal.h"

double reckon_hypot(double x, double y) {
    int ha = reckon_high(x) & 0x7fffffff, hb = reckon_high(y) & 0x7fffffff;
    double a, b;
    if (hb > ha) {
        a = y;
        b = x;
        int j = ha;
        ha = hb;
        hb = j;
    } else {
        a = x;
        b = y;
    }
    a = reckon_abs(a);
    b = reckon_abs(b);
    if (ha >= 0x7ff00000) { // a is ∞ or NaN: ∞ wins over NaN (C99 F.9.4.3)
        if (reckon_bits(a) == 0x7ff0000000000000ULL) return a;
        if (reckon_bits(b) == 0x7ff0000000000000ULL) return b;
        return a + b;
    }
    if ((ha - hb) > 0x3c00000) return a + b; // a/b > 2^60: b is below a's last bit
    int k = 0;
    if (ha > 0x5f300000) { // a > 2^500: scale both by 2^−600
        ha -= 0x25800000;
        hb -= 0x25800000;
        k += 600;
        a = reckon_with_high(a, (reckon_u32)ha);
        b = reckon_with_high(b, (reckon_u32)hb);
    }
    if (hb < 0x20b00000) { // b < 2^−500
        if (hb <= 0x000fffff) { // b subnormal or 0
            if (b == 0.0) return a;
            b *= 0x1p1022;
            a *= 0x1p1022;
            k -= 1022;
        } else { // scale both by 2^600
            ha += 0x25800000;
            hb += 0x25800000;
            k -= 600;
            a = reckon_with_high(a, (reckon_u32)ha);
            b = reckon_with_high(b, (reckon_u32)hb);
        }
    }
    // a² + b² with an error under √2/2 ulp, so that its square root is within 1 ulp: the squares
    // are formed from 32-bit heads (exact products) plus small corrections.
    double w = a - b, t1, t2;
    if (w > b) {
        t1 = reckon_with_low_zero(a);
        t2 = a - t1;
        w = reckon_sqrt_ieee(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a = a + a;
        double y1 = reckon_with_low_zero(b);
        double y2 = b - y1;
        t1 = reckon_from_words((reckon_u32)(ha + 0x00100000), 0);
        t2 = a - t1;
        w = reckon_sqrt_ieee(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
    }
    if (k != 0) return w * reckon_pow2(k);
    return w;
}

double reckon_cbrt(double x) {
    static const reckon_u32
        B1 = 715094163, // (1023 − 1023/3 − 0.03306235651)·2^20
        B2 = 696219795; // (1023 − 1023/3 − 54/3 − 0.03306235651)·2^20
    // |1/cbrt(r) − P(r)| < 2^−23.5 for |r − 1| < 1/10.
    static const double
        P0 = 1.87595182427177009643,   // 0x3ffe03e6, 0x0f61e692
        P1 = -1.88497979543377169875,  // 0xbffe28e0, 0x92f02420
        P2 = 1.621429720105354466140,  // 0x3ff9f160, 0x4a49d6c2
        P3 = -0.758397934778766047437, // 0xbfe844cb, 0xbee751d9
        P4 = 0.145996192886612446982;  // 0x3fc2b000, 0xd4e4edd7

    reckon_u32 hx = (reckon_u32)reckon_high(x);
    reckon_u32 sign = hx & 0x80000000;
    hx ^= sign;
    if (hx >= 0x7ff00000) return x + x; // NaN, ±∞
    double t;
    // A first guess to 5 bits: dividing the biased exponent-and-significand bits by 3
    // approximates the cube root's (the bias added back in B1 and B2).
    if (hx < 0x00100000) { // 0 or subnormal
        if ((hx | reckon_low(x)) == 0) return x;
        t = x * 0x1p54;
        t = reckon_from_words(sign | ((reckon_u32)(reckon_high(t) & 0x7fffffff) / 3 + B2), 0);
    } else {
        t = reckon_from_words(sign | (hx / 3 + B1), 0);
    }
    // To 23 bits: cbrt(x) = t·cbrt(x/t³) ≈ t·P(t³/x).
    double r = (t * t) * (t / x);
    t = t * ((P0 + r * (P1 + r * P2)) + ((r * r) * r) * (P3 + r * P4));
    // Round t away from zero to 23 bits, so that t² is exact and t exceeds cbrt(x) a little.
    t = reckon_from_bits((reckon_bits(t) + 0x80000000ULL) & 0xffffffffc0000000ULL);
    // One Newton step to 53 bits, error < 0.667 ulp.
    double s = t * t;
    r = x / s;
    double w = t + t;
    r = (r - t) / (w + r);
    return t + t * r;
}
