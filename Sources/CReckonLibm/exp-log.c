#pragma STDC FP_CONTRACT OFF
// exp, expm1, log, log1p, log10 and log2: fdlibm's table-free reductions (x = k·ln 2 + r for
// the exponentials, x = 2^k·(1 + f) for the logarithms) and its Remez approximations.
//
// Algorithms and coefficients from fdlibm as kept in FreeBSD's msun (e_exp.c, s_expm1.c,
// e_log.c, s_log1p.c, e_log10.c, e_log2.c, k_log.h):
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
#include "CReckonLibm.h"
#include "libm-internal.h"

static const double
    ln2_hi = 6.93147180369123816490e-01, // 0x3fe62e42, 0xfee00000: k·ln2_hi exact for |k| < 2000
    ln2_lo = 1.90821492927058770002e-10, // 0x3dea39ef, 0x35793c76
    inv_ln2 = 1.44269504088896338700e+00, // 0x3ff71547, 0x652b82fe
    o_threshold = 7.09782712893383973096e+02, // 0x40862E42, 0xFEFA39EF: exp overflows above
    u_threshold = -7.45133219101941108420e+02, // 0xc0874910, 0xD52D3051: exp underflows below
    two54 = 1.80143985094819840000e+16;

// ---- exp -------------------------------------------------------------------------------------

// x = k·ln2 + (hi − lo) for |x| > ln2/2 (`hx`: x's high word without the sign), the reduction
// exp and expm1 share; returns k (k·ln2_hi is exact: ln2_hi ends in zero bits).
static int reduce_by_ln2(double x, int hx, int negative, double *hi, double *lo) {
    if (hx < 0x3FF0A2B2) { // |x| < 1.5·ln2
        *hi = negative ? x + ln2_hi : x - ln2_hi;
        *lo = negative ? -ln2_lo : ln2_lo;
        return negative ? -1 : 1;
    }
    int k = (int)(inv_ln2 * x + (negative ? -0.5 : 0.5));
    double t = k;
    *hi = x - t * ln2_hi;
    *lo = t * ln2_lo;
    return k;
}

// r·(e^r + 1)/(e^r − 1) = 2 + P1·r² + … + P5·r^10 on [0, 0.34658], error < 2^−59.
static const double
    P1 = 1.66666666666666019037e-01,  // 0x3FC55555, 0x5555553E
    P2 = -2.77777777770155933842e-03, // 0xBF66C16C, 0x16BEBD93
    P3 = 6.61375632143793436117e-05,  // 0x3F11566A, 0xAF25DE2C
    P4 = -1.65339022054652515390e-06, // 0xBEBBBD41, 0xC5D26BF1
    P5 = 4.13813679705723846039e-08;  // 0x3E663769, 0x72BEA4D0

double reckon_exp(double x) {
    int hx = reckon_high(x), negative = hx < 0, k = 0;
    double hi = 0.0, lo = 0.0;
    hx &= 0x7fffffff;

    if (hx >= 0x40862E42) { // |x| ≥ 709.78, or not finite
        if (hx >= 0x7ff00000) {
            if (((hx & 0xfffff) | reckon_low(x)) != 0) return x + x; // NaN
            return negative ? 0.0 : x;
        }
        if (x > o_threshold) return 0x1p1023 * 0x1p1023;
        if (x < u_threshold) return 0x1p-1000 * 0x1p-1000;
    }

    // x = k·ln2 + (hi − lo), |hi − lo| ≤ ln2/2.
    if (hx > 0x3fd62e42) { // |x| > ln2/2
        k = reduce_by_ln2(x, hx, negative, &hi, &lo);
        x = hi - lo;
    } else if (hx < 0x3e300000) { // |x| < 2^−28
        return 1.0 + x;
    }

    // e^r = 1 + r + r·c/(2 − c), c = r − (P1·r² + … + P5·r^10).
    double t = x * x;
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
    double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021) {
        if (k == 1024) return y * 2.0 * 0x1p1023;
        return y * reckon_pow2(k);
    }
    // A subnormal result: scale in two steps so it is rounded once, at the last.
    return y * reckon_pow2(k + 1000) * 0x1p-1000;
}

// ---- expm1 -----------------------------------------------------------------------------------

// R1(r²) ≈ 6/r·((e^r + 1)/(e^r − 1) − 2/r) on [0, 0.347], error < 2^−61; Qn scaled by 2^n
// because the argument is r²/2.
static const double
    Q1 = -3.33333333333331316428e-02, // BFA11111 111110F4
    Q2 = 1.58730158725481460165e-03,  // 3F5A01A0 19FE5585
    Q3 = -7.93650757867487942473e-05, // BF14CE19 9EAADBB7
    Q4 = 4.00821782732936239552e-06,  // 3ED0CFCA 86E65239
    Q5 = -2.01099218183624371326e-07; // BE8AFDB7 6E09C32D

double reckon_expm1(double x) {
    int hx = reckon_high(x), negative = hx < 0, k;
    double hi, lo, c = 0.0;
    hx &= 0x7fffffff;

    if (hx >= 0x4043687A) { // |x| ≥ 56·ln2, or not finite
        if (hx >= 0x40862E42) {
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | reckon_low(x)) != 0) return x + x; // NaN
                return negative ? -1.0 : x;
            }
            if (x > o_threshold) return 0x1p1023 * 0x1p1023;
        }
        if (negative) return -1.0; // e^x < 2^−56: e^x − 1 rounds to −1
    }

    // x = k·ln2 + r, with c the rounding error of r.
    if (hx > 0x3fd62e42) { // |x| > ln2/2
        k = reduce_by_ln2(x, hx, negative, &hi, &lo);
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3c900000) { // |x| < 2^−54
        return x;
    } else {
        k = 0;
    }

    double hfx = 0.5 * x;
    double hxs = x * hfx;
    double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    double t = 3.0 - r1 * hfx;
    double e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0) return x - (x * e - hxs);
    // expm1(r + c) ≈ expm1(r) + c + r·c, folded into e; then 2^k·(1 + expm1 r) − 1 in the
    // order that keeps the most bits for each size of k.
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1) return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25) return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    if (k <= -2 || k > 56) {
        double y = 1.0 - (e - x);
        y = k == 1024 ? y * 2.0 * 0x1p1023 : y * reckon_pow2(k);
        return y - 1.0;
    }
    double twopk = reckon_pow2(k);
    if (k < 20) {
        double one_minus = reckon_from_words((reckon_u32)(0x3ff00000 - (0x200000 >> k)), 0); // 1 − 2^−k
        return (one_minus - (e - x)) * twopk;
    }
    double two_minus_k = reckon_from_words((reckon_u32)((0x3ff - k) << 20), 0);
    return ((x - (e + two_minus_k)) + 1.0) * twopk;
}

// ---- The logarithms --------------------------------------------------------------------------

// log(1 + f) = 2s + s·R(s²), s = f/(2 + f), on [0, 0.1716]; R's error < 2^−58.45.
static const double
    Lg1 = 6.666666666666735130e-01, // 3FE55555 55555593
    Lg2 = 3.999999999940941908e-01, // 3FD99999 9997FA04
    Lg3 = 2.857142874366239149e-01, // 3FD24924 94229359
    Lg4 = 2.222219843214978396e-01, // 3FCC71C5 1D8E78AF
    Lg5 = 1.818357216161805012e-01, // 3FC74664 96CB03DE
    Lg6 = 1.531383769920937332e-01, // 3FC39A09 D078C69F
    Lg7 = 1.479819860511658591e-01; // 3FC2F112 DF3E5244

static inline double log_R(double s) {
    double z = s * s, w = z * z;
    double t1 = w * (Lg2 + w * (Lg4 + w * Lg6));
    double t2 = z * (Lg1 + w * (Lg3 + w * (Lg5 + w * Lg7)));
    return t2 + t1;
}

// For x > 0 finite (subnormals included): x = 2^k·(1 + f) with √2/2 < 1 + f < √2.
static inline double log_reduce(double x, int *k) {
    int e = 0;
    if (reckon_high(x) < 0x00100000) { // subnormal: scale into the normal range first
        e = -54;
        x *= two54;
    }
    reckon_u32 hx = (reckon_u32)reckon_high(x);
    // Offsetting the exponent by the bits of √2/2 puts the cut at √2 rather than 2.
    hx += 0x3ff00000 - 0x3fe6a09e;
    *k = e + (int)(hx >> 20) - 0x3ff;
    hx = (hx & 0x000fffff) + 0x3fe6a09e;
    return reckon_with_high(x, hx) - 1.0;
}

// The special cases every logarithm shares; 1 when x needs computing.
static inline int log_special(double x, double *result) {
    reckon_u64 b = reckon_bits(x);
    if ((b & 0x7fffffffffffffffULL) == 0) {
        *result = -1.0 / 0.0; // log(±0) = −∞
        return 0;
    }
    if (b >> 63) {
        *result = (x - x) / 0.0; // log(negative) = NaN
        return 0;
    }
    if (b >= 0x7ff0000000000000ULL) {
        *result = x + x; // +∞ or NaN
        return 0;
    }
    return 1;
}

double reckon_log(double x) {
    double special;
    if (!log_special(x, &special)) return special;
    int k;
    double f = log_reduce(x, &k);
    double dk = k;
    double hfsq = 0.5 * f * f;
    double s = f / (2.0 + f);
    double R = log_R(s);
    // log(1 + f) = f − (hfsq − s·(hfsq + R)), with k·ln2 added head to head and tail to tail.
    return dk * ln2_hi - ((hfsq - (s * (hfsq + R) + dk * ln2_lo)) - f);
}

reckon_dd reckon_log_dd(double x) {
    int k;
    double f = log_reduce(x, &k);
    // s = f/(2 + f) as s + s_lo: d is 2 + f exactly, and f − s·d is exact by Sterbenz.
    reckon_dd d = reckon_fast_two_sum(2.0, f);
    double s = f / d.hi;
    reckon_dd sd = reckon_two_prod(s, d.hi);
    double s_lo = (((f - sd.hi) - sd.lo) - s * d.lo) / d.hi;
    // log(1 + f) = 2s + s·R(s²), where s·R is under 1% of 2s, so its rounding hardly counts.
    reckon_dd l = reckon_fast_two_sum(2.0 * s, 2.0 * s_lo + s * log_R(s));
    double dk = k;
    return reckon_dd_add(reckon_fast_two_sum(dk * ln2_hi, dk * ln2_lo), l);
}

// hi + lo = log(1 + f), hi with 32 trailing zero bits so that products with the heads of
// 1/ln10 and 1/ln2 are exact (Bruce Evans's scheme for log10 and log2).
static inline void log1p_split(double f, double *hi, double *lo) {
    double hfsq = 0.5 * f * f;
    double s = f / (2.0 + f);
    double R = log_R(s);
    *hi = reckon_with_low_zero(f - hfsq);
    *lo = f - *hi - hfsq + s * (hfsq + R);
}

double reckon_log10(double x) {
    static const double
        ivln10hi = 4.34294481878168880939e-01,  // 0x3fdbcb7b, 0x15200000
        ivln10lo = 2.50829467116452752298e-11,  // 0x3dbb9438, 0xca9aadd5
        log10_2hi = 3.01029995663611771306e-01, // 0x3FD34413, 0x509F6000
        log10_2lo = 3.69423907715893078616e-13; // 0x3D59FEF3, 0x11F12B36
    double special;
    if (!log_special(x, &special)) return special;
    int k;
    double f = log_reduce(x, &k), hi, lo;
    log1p_split(f, &hi, &lo);
    double dk = k;
    double y = dk * log10_2hi;
    double val_hi = hi * ivln10hi;
    double val_lo = dk * log10_2lo + (lo + hi) * ivln10lo + lo * ivln10hi;
    // The two large terms added exactly (Fast2Sum: |y| ≥ |val_hi| whenever y ≠ 0).
    double w = y + val_hi;
    val_lo += (y - w) + val_hi;
    return val_lo + w;
}

double reckon_log2(double x) {
    static const double
        ivln2hi = 1.44269504072144627571e+00, // 0x3ff71547, 0x65200000
        ivln2lo = 1.67517131648865118353e-10; // 0x3de705fc, 0x2eefa200
    double special;
    if (!log_special(x, &special)) return special;
    int k;
    double f = log_reduce(x, &k), hi, lo;
    log1p_split(f, &hi, &lo);
    double y = k;
    double val_hi = hi * ivln2hi;
    double val_lo = (lo + hi) * ivln2lo + lo * ivln2hi;
    double w = y + val_hi;
    val_lo += (y - w) + val_hi;
    return val_lo + w;
}

double reckon_log1p(double x) {
    int hx = reckon_high(x), ax = hx & 0x7fffffff, k = 1, hu = 0;
    double f = 0.0, c = 0.0;

    if (hx < 0x3FDA827A) { // 1 + x < √2
        if (ax >= 0x3ff00000) { // x ≤ −1
            if (x == -1.0) return -1.0 / 0.0;
            return (x - x) / (x - x);
        }
        if (ax < 0x3e200000) { // |x| < 2^−29
            if (ax < 0x3c900000) return x; // |x| < 2^−54
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int)0xbfd2bec4) { // √2/2 ≤ 1 + x < √2: f = x exactly
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7ff00000) return x + x;
    if (k != 0) {
        double u;
        if (hx < 0x43400000) {
            // u = 1 + x rounded; c/u is what log(1 + x) − log(u) needs back.
            u = 1.0 + x;
            hu = reckon_high(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);
            c /= u;
        } else {
            u = x;
            hu = reckon_high(u);
            k = (hu >> 20) - 1023;
            c = 0;
        }
        hu &= 0x000fffff;
        // Must cut at a bound no looser than the k = 0 case's above, which skips c.
        if (hu < 0x6a09e) {
            u = reckon_with_high(u, (reckon_u32)(hu | 0x3ff00000));
        } else {
            k += 1;
            u = reckon_with_high(u, (reckon_u32)(hu | 0x3fe00000));
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    double hfsq = 0.5 * f * f;
    if (hu == 0) { // |f| < 2^−20
        if (f == 0.0) {
            if (k == 0) return 0.0;
            c += k * ln2_lo;
            return k * ln2_hi + c;
        }
        double R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0) return f - R;
        return k * ln2_hi - ((R - (k * ln2_lo + c)) - f);
    }
    double s = f / (2.0 + f);
    double R = log_R(s);
    if (k == 0) return f - (hfsq - s * (hfsq + R));
    return k * ln2_hi - ((hfsq - (s * (hfsq + R) + (k * ln2_lo + c))) - f);
}
