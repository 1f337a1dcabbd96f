#pragma STDC FP_CONTRACT OFF
// asin, acos, atan and atan2: fdlibm's rational and polynomial approximations, with π/2 and
// the table's arctangents carried as head + tail so the final sums lose nothing.
//
// Algorithms and coefficients from fdlibm as kept in FreeBSD's msun (e_asin.c, e_acos.c,
// s_atan.c, e_atan2.c):
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

static const double
    pi = 3.14159265358979311600e+00,      // 0x400921FB, 0x54442D18
    pi_lo = 1.2246467991473531772e-16,    // 0x3CA1A626, 0x33145C07
    pio2_hi = 1.57079632679489655800e+00, // 0x3FF921FB, 0x54442D18
    pio2_lo = 6.12323399573676603587e-17, // 0x3C91A626, 0x33145C07
    pio4_hi = 7.85398163397448278999e-01; // 0x3FE921FB, 0x54442D18

// (asin(x) − x)/x³ as R(x²) = p/q on [0, 0.5], error < 2^−58.75.
static double asin_rational(double t) {
    static const double
        pS0 = 1.66666666666666657415e-01,  // 0x3FC55555, 0x55555555
        pS1 = -3.25565818622400915405e-01, // 0xBFD4D612, 0x03EB6F7D
        pS2 = 2.01212532134862925881e-01,  // 0x3FC9C155, 0x0E884455
        pS3 = -4.00555345006794114027e-02, // 0xBFA48228, 0xB5688F3B
        pS4 = 7.91534994289814532176e-04,  // 0x3F49EFE0, 0x7501B288
        pS5 = 3.47933107596021167570e-05,  // 0x3F023DE1, 0x0DFDF709
        qS1 = -2.40339491173441421878e+00, // 0xC0033A27, 0x1C8A2D4B
        qS2 = 2.02094576023350569471e+00,  // 0x40002AE5, 0x9C598AC8
        qS3 = -6.88283971605453293030e-01, // 0xBFE6066C, 0x1B8D0159
        qS4 = 7.70381505559019352791e-02;  // 0x3FB3B8C5, 0xB12E9282
    double p = t * (pS0 + t * (pS1 + t * (pS2 + t * (pS3 + t * (pS4 + t * pS5)))));
    double q = 1.0 + t * (qS1 + t * (qS2 + t * (qS3 + t * qS4)));
    return p / q;
}

double reckon_asin(double x) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) {
        if (((ix - 0x3ff00000) | reckon_low(x)) == 0) return x * pio2_hi + x * pio2_lo;
        return (x - x) / (x - x); // |x| > 1 or NaN
    }
    if (ix < 0x3fe00000) { // |x| < 0.5
        if (ix < 0x3e500000) return x; // |x| < 2^−26: asin x = x to the last bit
        return x + x * asin_rational(x * x);
    }
    // asin(x) = π/2 − 2·asin(√((1 − x)/2)) for 0.5 ≤ |x| < 1.
    double t = (1.0 - reckon_abs(x)) * 0.5;
    double r = asin_rational(t);
    double s = reckon_sqrt_ieee(t);
    if (ix >= 0x3FEF3333) { // |x| > 0.975
        t = pio2_hi - (2.0 * (s + s * r) - pio2_lo);
    } else {
        // s = f + c with f its 32-bit head, so 2f is exact and c carries what sqrt rounded away.
        double f = reckon_with_low_zero(s);
        double c = (t - f * f) / (s + f);
        double p = 2.0 * s * r - (pio2_lo - 2.0 * c);
        double q = pio4_hi - 2.0 * f;
        t = pio4_hi - (p - q);
    }
    return hx > 0 ? t : -t;
}

double reckon_acos(double x) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) {
        if (((ix - 0x3ff00000) | reckon_low(x)) == 0) return hx > 0 ? 0.0 : pi + 2.0 * pio2_lo;
        return (x - x) / (x - x); // |x| > 1 or NaN
    }
    if (ix < 0x3fe00000) { // |x| < 0.5: π/2 − asin x
        if (ix <= 0x3c600000) return pio2_hi + pio2_lo; // |x| < 2^−57
        return pio2_hi - (x - (pio2_lo - x * asin_rational(x * x)));
    }
    if (hx < 0) { // x < −0.5: π − 2·asin(√((1 + x)/2))
        double z = (1.0 + x) * 0.5;
        double s = reckon_sqrt_ieee(z);
        double w = asin_rational(z) * s - pio2_lo;
        return pi - 2.0 * (s + w);
    }
    // x > 0.5: 2·asin(√((1 − x)/2)), the square root as 32-bit head f plus correction c.
    double z = (1.0 - x) * 0.5;
    double s = reckon_sqrt_ieee(z);
    double f = reckon_with_low_zero(s);
    double c = (z - f * f) / (s + f);
    double w = asin_rational(z) * s + c;
    return 2.0 * (f + w);
}

// atan of 0.5, 1, 1.5 and ∞ as head + tail.
static const double atan_hi[] = {
    4.63647609000806093515e-01, // 0x3FDDAC67, 0x0561BB4F
    7.85398163397448278999e-01, // 0x3FE921FB, 0x54442D18
    9.82793723247329054082e-01, // 0x3FEF730B, 0xD281F69B
    1.57079632679489655800e+00, // 0x3FF921FB, 0x54442D18
};
static const double atan_lo[] = {
    2.26987774529616870924e-17, // 0x3C7A2B7F, 0x222F65E2
    3.06161699786838301793e-17, // 0x3C81A626, 0x33145C07
    1.39033110312309984516e-17, // 0x3C700788, 0x7AF0CBBD
    6.12323399573676603587e-17, // 0x3C91A626, 0x33145C07
};
// (x − atan x)/x³ on [0, 7/16] as a degree-20 polynomial in x².
static const double aT[] = {
    3.33333333333329318027e-01,  // 0x3FD55555, 0x5555550D
    -1.99999999998764832476e-01, // 0xBFC99999, 0x9998EBC4
    1.42857142725034663711e-01,  // 0x3FC24924, 0x920083FF
    -1.11111104054623557880e-01, // 0xBFBC71C6, 0xFE231671
    9.09088713343650656196e-02,  // 0x3FB745CD, 0xC54C206E
    -7.69187620504482999495e-02, // 0xBFB3B0F2, 0xAF749A6D
    6.66107313738753120669e-02,  // 0x3FB10D66, 0xA0D03D51
    -5.83357013379057348645e-02, // 0xBFADDE2D, 0x52DEFD9A
    4.97687799461593236017e-02,  // 0x3FA97B4B, 0x24760DEB
    -3.65315727442169155270e-02, // 0xBFA2B444, 0x2C6A6C2F
    1.62858201153657823623e-02,  // 0x3F90AD3A, 0xE322DA11
};

// atan(x + dx) as hi + lo, for |x| < 2^66 and |dx| ≤ ½ulp(x): fdlibm's atan with the sum
// left unrounded, and dx added through the derivative 1/(1 + x²).
static reckon_dd atan_dd(double x, double dx) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff, id;
    double c = dx / (1.0 + x * x);
    if (ix < 0x3fdc0000) { // |x| < 7/16
        if (ix < 0x3e400000) return reckon_fast_two_sum(x, c); // |x| < 2^−27: x³/3 is below x's last bit
        id = -1;
    } else {
        // Reduce to |t| < 7/16 around the nearest of 0.5, 1, 1.5 and ∞.
        x = reckon_abs(x);
        if (ix < 0x3ff30000) {
            if (ix < 0x3fe60000) {
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else {
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) {
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else {
            id = 3;
            x = -1.0 / x;
        }
    }
    double z = x * x, w = z * z;
    double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0) return reckon_fast_two_sum(x, c - x * (s1 + s2));
    reckon_dd r = reckon_fast_two_sum(atan_hi[id], -(((x * (s1 + s2) - atan_lo[id]) - c) - x));
    return hx < 0 ? (reckon_dd){-r.hi, -r.lo} : r;
}

double reckon_atan(double x) {
    int ix = reckon_high(x) & 0x7fffffff;
    if (ix >= 0x44100000) { // |x| ≥ 2^66, or NaN
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && reckon_low(x) != 0)) return x + x;
        return x > 0 ? atan_hi[3] + atan_lo[3] : -atan_hi[3] - atan_lo[3];
    }
    if (ix < 0x3e400000) return x; // |x| < 2^−27: atan x = x to the last bit, ±0 kept
    return atan_dd(x, 0.0).hi;
}

double reckon_atan2(double y, double x) {
    reckon_u64 bx = reckon_bits(x), by = reckon_bits(y);
    if ((bx & 0x7fffffffffffffffULL) > 0x7ff0000000000000ULL
        || (by & 0x7fffffffffffffffULL) > 0x7ff0000000000000ULL)
        return x + y;
    int hx = reckon_high(x), ix = hx & 0x7fffffff;
    int hy = reckon_high(y), iy = hy & 0x7fffffff;
    if (bx == 0x3ff0000000000000ULL) return reckon_atan(y);
    int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2·sign(x) + sign(y)

    if ((by & 0x7fffffffffffffffULL) == 0) {
        switch (m) {
        case 0:
        case 1: return y; // atan2(±0, +anything) = ±0
        case 2: return pi; // atan2(+0, −anything) = π
        default: return -pi; // atan2(−0, −anything) = −π
        }
    }
    if ((bx & 0x7fffffffffffffffULL) == 0) return hy < 0 ? -pio2_hi : pio2_hi;
    if (ix == 0x7ff00000) {
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0: return pio4_hi;
            case 1: return -pio4_hi;
            case 2: return 3.0 * pio4_hi;
            default: return -3.0 * pio4_hi;
            }
        }
        switch (m) {
        case 0: return 0.0;
        case 1: return -0.0;
        case 2: return pi;
        default: return -pi;
        }
    }
    if (iy == 0x7ff00000) return hy < 0 ? -pio2_hi : pio2_hi;

    int k = (iy - ix) >> 20;
    if (k > 60) { // |y/x| > 2^60
        double z = pio2_hi + 0.5 * pi_lo;
        return m & 1 ? -z : z;
    }
    if (hx < 0 && k < -60) return m & 1 ? -pi : pi; // 0 > |y|/x > −2^−60
    // atan|y/x| with the quotient's rounding error q_lo passed on, and the angle kept as
    // hi + lo until the last step, so that π − angle is rounded only once.
    double ay = reckon_abs(y), ax = reckon_abs(x);
    double q = ay / ax, q_lo = 0.0;
    if (ix > 0x03000000 && ix < 0x7c000000 && iy > 0x03000000) { // no overflow or subnormal tail
        reckon_dd p = reckon_two_prod(q, ax);
        q_lo = ((ay - p.hi) - p.lo) / ax;
    }
    reckon_dd z = atan_dd(q, q_lo);
    switch (m) {
    case 0: return z.hi + z.lo;
    case 1: return -(z.hi + z.lo);
    default: {
        reckon_dd d = reckon_two_sum(pi, -z.hi);
        double angle = d.hi + ((d.lo - z.lo) + pi_lo);
        return m == 2 ? angle : -angle;
    }
    }
}
