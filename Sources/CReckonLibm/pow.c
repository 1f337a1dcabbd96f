#pragma STDC FP_CONTRACT OFF
// pow: fdlibm's e_pow.c. log2|x| in extra precision (head with 29 trailing zero bits + tail),
// times y as a simulated double-double product, then 2^(that) by exp's rational kernel.
//
// Algorithm and coefficients from fdlibm as kept in FreeBSD's msun (e_pow.c):
//
// ====================================================
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
#include "CReckonLibm.h"
#include "libm-internal.h"

static const double
    bp[] = {1.0, 1.5},
    dp_h[] = {0.0, 5.84962487220764160156e-01}, // 0x3FE2B803, 0x40000000: log2(1.5) head
    dp_l[] = {0.0, 1.35003920212974897128e-08}, // 0x3E4CFDEB, 0x43CFD006: log2(1.5) tail
    two53 = 9007199254740992.0,
    huge = 1.0e300,
    tiny = 1.0e-300,
    // (3/2)·(log(x) − 2s − (2/3)·s³) in s² for s = (x − 1)/(x + 1)
    L1 = 5.99999999999994648725e-01, // 0x3FE33333, 0x33333303
    L2 = 4.28571428578550184252e-01, // 0x3FDB6DB6, 0xDB6FABFF
    L3 = 3.33333329818377432918e-01, // 0x3FD55555, 0x518F264D
    L4 = 2.72728123808534006489e-01, // 0x3FD17460, 0xA91D4101
    L5 = 2.30660745775561754067e-01, // 0x3FCD864A, 0x93C9DB65
    L6 = 2.06975017800338417784e-01, // 0x3FCA7E28, 0x4A454EEF
    // exp's kernel (exp-log.c)
    P1 = 1.66666666666666019037e-01,  // 0x3FC55555, 0x5555553E
    P2 = -2.77777777770155933842e-03, // 0xBF66C16C, 0x16BEBD93
    P3 = 6.61375632143793436117e-05,  // 0x3F11566A, 0xAF25DE2C
    P4 = -1.65339022054652515390e-06, // 0xBEBBBD41, 0xC5D26BF1
    P5 = 4.13813679705723846039e-08,  // 0x3E663769, 0x72BEA4D0
    lg2 = 6.93147180559945286227e-01,   // 0x3FE62E42, 0xFEFA39EF
    lg2_h = 6.93147182464599609375e-01, // 0x3FE62E43, 0x00000000
    lg2_l = -1.90465429995776804525e-09, // 0xBE205C61, 0x0CA86C39
    ovt = 8.0085662595372944372e-17, // −(1024 − log2(largest double + ½ulp))
    cp = 9.61796693925975554329e-01,    // 0x3FEEC709, 0xDC3A03FD: 2/(3·ln2)
    cp_h = 9.61796700954437255859e-01,  // 0x3FEEC709, 0xE0000000: (float)cp
    cp_l = -7.02846165095275826516e-09, // 0xBE3E2FE0, 0x145B01F5: cp − cp_h
    ivln2 = 1.44269504088896338700e+00,   // 0x3FF71547, 0x652B82FE: 1/ln2
    ivln2_h = 1.44269502162933349609e+00, // 0x3FF71547, 0x60000000: 24 bits of 1/ln2
    ivln2_l = 1.92596299112661746887e-08; // 0x3E54AE0B, 0xF85DDF44: 1/ln2 − ivln2_h

double reckon_pow(double x, double y) {
    int hx = reckon_high(x), hy = reckon_high(y);
    reckon_u32 lx = reckon_low(x), ly = reckon_low(y);
    int ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;

    if ((iy | ly) == 0) return 1.0; // x^±0 = 1, even for NaN x
    if (hx == 0x3ff00000 && lx == 0) return 1.0; // 1^y = 1, even for NaN y
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000
        || (iy == 0x7ff00000 && ly != 0))
        return x + y;

    // For x < 0: 0 when y is not an integer, 1 when it is odd, 2 when even.
    int yisint = 0;
    if (hx < 0) {
        if (iy >= 0x43400000) {
            yisint = 2; // |y| ≥ 2^53: even
        } else if (iy >= 0x3ff00000) {
            int e = (iy >> 20) - 0x3ff;
            if (e > 20) {
                reckon_u32 j = ly >> (52 - e);
                if ((j << (52 - e)) == ly) yisint = 2 - (int)(j & 1);
            } else if (ly == 0) {
                reckon_u32 j = (reckon_u32)iy >> (20 - e);
                if ((j << (20 - e)) == (reckon_u32)iy) yisint = 2 - (int)(j & 1);
            }
        }
    }

    if (ly == 0) {
        if (iy == 0x7ff00000) { // y = ±∞
            if (((ix - 0x3ff00000) | lx) == 0) return 1.0; // (−1)^±∞ = 1
            if (ix >= 0x3ff00000) return hy >= 0 ? y : 0.0; // |x| > 1
            return hy < 0 ? -y : 0.0; // |x| < 1
        }
        if (iy == 0x3ff00000) return hy < 0 ? 1.0 / x : x; // y = ±1
        if (hy == 0x40000000) return x * x; // y = 2
        if (hy == 0x3fe00000 && hx >= 0) return reckon_sqrt_ieee(x); // y = 0.5, x ≥ +0
    }

    double ax = reckon_abs(x);
    if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) { // x = ±0, ±∞, ±1
        double z = hy < 0 ? 1.0 / ax : ax;
        if (hx < 0) {
            if (((ix - 0x3ff00000) | yisint) == 0) z = (z - z) / (z - z); // (−1)^non-integer
            else if (yisint == 1) z = -z;
        }
        return z;
    }

    if (hx < 0 && yisint == 0) return (x - x) / (x - x); // negative^non-integer
    double sign = hx < 0 && yisint == 1 ? -1.0 : 1.0;

    double t1, t2;
    if (iy > 0x41e00000) { // |y| > 2^31
        if (iy > 0x43f00000) { // |y| > 2^64: overflows or underflows whatever x
            if (ix <= 0x3fefffff) return hy < 0 ? huge * huge : tiny * tiny;
            return hy > 0 ? huge * huge : tiny * tiny;
        }
        if (ix < 0x3fefffff) return hy < 0 ? sign * huge * huge : sign * tiny * tiny;
        if (ix > 0x3ff00000) return hy > 0 ? sign * huge * huge : sign * tiny * tiny;
        // |1 − x| ≤ 2^−20: log2(x) by its series in t = x − 1, which has 20 trailing zeros.
        double t = ax - 1.0;
        double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
        double u = ivln2_h * t;
        double v = t * ivln2_l - w * ivln2;
        t1 = reckon_with_low_zero(u + v);
        t2 = v - (t1 - u);
    } else {
        int n = 0;
        if (ix < 0x00100000) { // subnormal x
            ax *= two53;
            n -= 53;
            ix = reckon_high(ax);
        }
        n += (ix >> 20) - 0x3ff;
        int j = ix & 0x000fffff;
        // |x| = 2^n·ax with ax in [1, √3), split at √(3/2) around 1 or 1.5.
        int k;
        ix = j | 0x3ff00000;
        if (j <= 0x3988E) {
            k = 0;
        } else if (j < 0xBB67A) {
            k = 1;
        } else {
            k = 0;
            n += 1;
            ix -= 0x00100000;
        }
        ax = reckon_with_high(ax, (reckon_u32)ix);

        // ss = s_h + s_l = (ax − bp)/(ax + bp), s_h with 32 trailing zeros.
        double u = ax - bp[k];
        double v = 1.0 / (ax + bp[k]);
        double ss = u * v;
        double s_h = reckon_with_low_zero(ss);
        double t_h = reckon_from_words((reckon_u32)(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)), 0);
        double t_l = ax - (t_h - bp[k]);
        double s_l = v * ((u - s_h * t_h) - s_h * t_l);
        // log(ax) = 2s + (2/3)s³ + s^5·L(s²), scaled by 3/2.
        double s2 = ss * ss;
        double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
        r += s_l * (s_h + ss);
        s2 = s_h * s_h;
        t_h = reckon_with_low_zero(3.0 + s2 + r);
        t_l = r - ((t_h - 3.0) - s2);
        u = s_h * t_h;
        v = s_l * t_h + t_l * ss;
        double p_h = reckon_with_low_zero(u + v);
        double p_l = v - (p_h - u);
        // log2(ax) = n + dp + (2/(3·ln2))·(ss + …) as t1 + t2.
        double z_h = cp_h * p_h;
        double z_l = cp_l * p_h + p_l * cp + dp_l[k];
        double t = (double)n;
        t1 = reckon_with_low_zero(((z_h + z_l) + dp_h[k]) + t);
        t2 = z_l - (((t1 - t) - dp_h[k]) - z_h);
    }

    // y·log2|x| = p_h + p_l, with y split so y1·t1 is exact.
    double y1 = reckon_with_low_zero(y);
    double p_l = (y - y1) * t1 + y * t2;
    double p_h = y1 * t1;
    double z = p_l + p_h;
    int j = reckon_high(z);
    int i = (int)reckon_low(z);
    if (j >= 0x40900000) { // z ≥ 1024
        if (((j - 0x40900000) | i) != 0) return sign * huge * huge;
        if (p_l + ovt > z - p_h) return sign * huge * huge;
    } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z ≤ −1075
        if (((j - (int)0xc090cc00) | i) != 0) return sign * tiny * tiny;
        if (p_l <= z - p_h) return sign * tiny * tiny;
    }

    // 2^(p_h + p_l) = 2^n·2^(p_h + p_l − n), n the nearest integer when |z| > 0.5.
    i = j & 0x7fffffff;
    int k = (i >> 20) - 0x3ff;
    int n = 0;
    if (i > 0x3fe00000) {
        n = j + (0x00100000 >> (k + 1));
        k = ((n & 0x7fffffff) >> 20) - 0x3ff;
        double t = reckon_from_words((reckon_u32)(n & ~(0x000fffff >> k)), 0);
        n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
        if (j < 0) n = -n;
        p_h -= t;
    }
    double t = reckon_with_low_zero(p_l + p_h);
    double u = t * lg2_h;
    double v = (p_l - (t - p_h)) * lg2 + t * lg2_l;
    z = u + v;
    double w = v - (z - u);
    t = z * z;
    t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    double r = (z * t1) / (t1 - 2.0) - (w + z * w);
    z = 1.0 - (r - z);
    j = reckon_high(z) + (int)((reckon_u32)n << 20);
    if ((j >> 20) <= 0) z = reckon_scalbn(z, n); // subnormal result
    else z = reckon_with_high(z, (reckon_u32)j);
    return sign * z;
}
