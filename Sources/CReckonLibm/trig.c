#pragma STDC FP_CONTRACT OFF
// sin, cos and tan: fdlibm's argument reduction (Cody–Waite for |x| < 2^20·π/2, Payne–Hanek
// beyond) and its kernel polynomials on [−π/4, π/4].
//
// Algorithms and coefficients from fdlibm as kept in FreeBSD's msun (e_rem_pio2.c,
// k_rem_pio2.c, k_sin.c, k_cos.c, k_tan.c, s_sin.c, s_cos.c, s_tan.c):
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
// Copyright 2004 Sun Microsystems, Inc. All Rights Reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================
//
// Optimized by Bruce D. Evans.
#include "CReckonLibm.h"
#include "libm-internal.h"

// ---- Payne–Hanek: x·2/π for huge x, with 2/π to 1584 bits ------------------------------------

// The bits of 2/π after the binary point, 24 to an entry: entry i is bits 24i to 24i+23. 66
// entries cover every double exponent with room for the recomputation below.
static const int two_over_pi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
    0x73A8C9, 0x60E27B, 0xC08C6B,
};

// π/2 cut into 24-bit pieces.
static const double pi_over_2_pieces[] = {
    1.57079625129699707031e+00, // 0x3FF921FB, 0x40000000
    7.54978941586159635335e-08, // 0x3E74442D, 0x00000000
    5.39030252995776476554e-15, // 0x3CF84698, 0x80000000
    3.28200341580791294123e-22, // 0x3B78CC51, 0x60000000
    1.27065575308067607349e-29, // 0x39F01B83, 0x80000000
};

static const double two24 = 1.67772160000000000000e+07, twon24 = 5.96046447753906250000e-08;

// fdlibm's __kernel_rem_pio2 for double precision (prec 1): x[0..nx) are 24-bit pieces of the
// argument, x[0] scaled by 2^e0. Only the bits of 2/π that matter modulo 8 are multiplied, so
// the work does not grow with the exponent. Returns n mod 8 and y[0] + y[1] = x − n·π/2.
static int rem_pio2_large(const double *x, double *y, int e0, int nx) {
    enum { jk = 4, jp = 4 };
    int iq[20], jz, jx, jv, n, q0, ih, carry, i, j, k;
    double f[20], q[20], fq[20], z, fw;

    jx = nx - 1;
    jv = (e0 - 3) / 24;
    if (jv < 0) jv = 0;
    q0 = e0 - 24 * (jv + 1);

    for (i = 0, j = jv - jx; i <= jx + jk; i++, j++) f[i] = j < 0 ? 0.0 : (double)two_over_pi[j];
    for (i = 0; i <= jk; i++) {
        for (j = 0, fw = 0.0; j <= jx; j++) fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }
    jz = jk;

recompute:
    // Distill q[] into 24-bit integers iq[], most significant first.
    for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
        fw = (double)(int)(twon24 * z);
        iq[i] = (int)(z - two24 * fw);
        z = q[j - 1] + fw;
    }

    // The integer part modulo 8 is n; the fraction decides the sign of the remainder.
    z = reckon_scalbn(z, q0);
    z -= 8.0 * reckon_floor_small(z * 0.125);
    n = (int)z;
    z -= (double)n;
    ih = 0;
    if (q0 > 0) {
        i = iq[jz - 1] >> (24 - q0);
        n += i;
        iq[jz - 1] -= i << (24 - q0);
        ih = iq[jz - 1] >> (23 - q0);
    } else if (q0 == 0) {
        ih = iq[jz - 1] >> 23;
    } else if (z >= 0.5) {
        ih = 2;
    }

    if (ih > 0) { // fraction ≥ 1/2: take 1 − fraction and round n up
        n += 1;
        carry = 0;
        for (i = 0; i < jz; i++) {
            j = iq[i];
            if (carry == 0) {
                if (j != 0) {
                    carry = 1;
                    iq[i] = 0x1000000 - j;
                }
            } else {
                iq[i] = 0xffffff - j;
            }
        }
        if (q0 == 1) iq[jz - 1] &= 0x7fffff;
        else if (q0 == 2) iq[jz - 1] &= 0x3fffff;
        if (ih == 2) {
            z = 1.0 - z;
            if (carry != 0) z -= reckon_scalbn(1.0, q0);
        }
    }

    // All the bits computed cancelled: take more terms of 2/π.
    if (z == 0.0) {
        j = 0;
        for (i = jz - 1; i >= jk; i--) j |= iq[i];
        if (j == 0) {
            for (k = 1; iq[jk - k] == 0; k++) {}
            for (i = jz + 1; i <= jz + k; i++) {
                f[jx + i] = (double)two_over_pi[jv + i];
                for (j = 0, fw = 0.0; j <= jx; j++) fw += x[j] * f[jx + i - j];
                q[i] = fw;
            }
            jz += k;
            goto recompute;
        }
    }

    // Drop zero chunks, or split z back into 24-bit chunks.
    if (z == 0.0) {
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else {
        z = reckon_scalbn(z, -q0);
        if (z >= two24) {
            fw = (double)(int)(twon24 * z);
            iq[jz] = (int)(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int)fw;
        } else {
            iq[jz] = (int)z;
        }
    }

    fw = reckon_scalbn(1.0, q0);
    for (i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= twon24;
    }

    // The fraction times π/2.
    for (i = jz; i >= 0; i--) {
        for (fw = 0.0, k = 0; k <= jp && k <= jz - i; k++) fw += pi_over_2_pieces[k] * q[i + k];
        fq[jz - i] = fw;
    }

    fw = 0.0;
    for (i = jz; i >= 0; i--) fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (i = 1; i <= jz; i++) fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

// ---- Cody–Waite for |x| < 2^20·π/2, Payne–Hanek beyond ----------------------------------------

static const double
    inv_pio2 = 6.36619772367581382433e-01, // 0x3FE45F30, 0x6DC9C883: 53 bits of 2/π
    pio2_1 = 1.57079632673412561417e+00,   // 0x3FF921FB, 0x54400000: first 33 bits of π/2
    pio2_1t = 6.07710050650619224932e-11,  // 0x3DD0B461, 0x1A626331: π/2 − pio2_1
    pio2_2 = 6.07710050630396597660e-11,   // 0x3DD0B461, 0x1A600000: second 33 bits
    pio2_2t = 2.02226624879595063154e-21,  // 0x3BA3198A, 0x2E037073: π/2 − (pio2_1 + pio2_2)
    pio2_3 = 2.02226624871116645580e-21,   // 0x3BA3198A, 0x2E000000: third 33 bits
    pio2_3t = 8.47842766036889956997e-32;  // 0x397B839A, 0x252049C1: π/2 − (pio2_1 + … + pio2_3)

int reckon_rem_pio2(double x, double y[2]) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff;

    if (ix < 0x413921fb) {
        // Round-to-nearest x·2/π by the 1.5·2^52 trick; n·pio2_1 is exact, and each further
        // 33 bits of π/2 are subtracted only if cancellation ate into the remainder.
        double fn = x * inv_pio2 + 0x1.8p52;
        fn = fn - 0x1.8p52;
        int n = (int)fn;
        double r = x - fn * pio2_1;
        double w = fn * pio2_1t;
        int j = ix >> 20;
        y[0] = r - w;
        if (j - ((reckon_high(y[0]) >> 20) & 0x7ff) > 16) {
            double t = r;
            w = fn * pio2_2;
            r = t - w;
            w = fn * pio2_2t - ((t - r) - w);
            y[0] = r - w;
            if (j - ((reckon_high(y[0]) >> 20) & 0x7ff) > 49) {
                t = r;
                w = fn * pio2_3;
                r = t - w;
                w = fn * pio2_3t - ((t - r) - w);
                y[0] = r - w;
            }
        }
        y[1] = (r - y[0]) - w;
        return n;
    }
    if (ix >= 0x7ff00000) {
        y[0] = y[1] = x - x;
        return 0;
    }
    // |x| as three 24-bit pieces scaled by 2^e0.
    int e0 = (ix >> 20) - 1046;
    double z = reckon_from_words((reckon_u32)(ix - (e0 << 20)), reckon_low(x));
    double tx[3], ty[2];
    for (int i = 0; i < 2; i++) {
        tx[i] = (double)(int)z;
        z = (z - tx[i]) * two24;
    }
    tx[2] = z;
    int nx = 3;
    while (tx[nx - 1] == 0.0) nx--;
    int n = rem_pio2_large(tx, ty, e0, nx);
    if (hx < 0) {
        y[0] = -ty[0];
        y[1] = -ty[1];
        return -n;
    }
    y[0] = ty[0];
    y[1] = ty[1];
    return n;
}

// ---- Kernels on [−π/4, π/4] ------------------------------------------------------------------

// sin(x)/x − 1 on [0, π/4] by a degree-12 even polynomial, error < 2^−58.
static const double
    S1 = -1.66666666666666324348e-01, // 0xBFC55555, 0x55555549
    S2 = 8.33333333332248946124e-03,  // 0x3F811111, 0x1110F8A6
    S3 = -1.98412698298579493134e-04, // 0xBF2A01A0, 0x19C161D5
    S4 = 2.75573137070700676789e-06,  // 0x3EC71DE3, 0x57B1FE7D
    S5 = -2.50507602534068634195e-08, // 0xBE5AE5E6, 0x8A2B9CEB
    S6 = 1.58969099521155010221e-10;  // 0x3DE5D93A, 0x5ACFD57C

double reckon_kernel_sin(double x, double y, int y_is_zero) {
    if (!y_is_zero) return reckon_kernel_sin_dd(x, y).hi;
    double z = x * x, w = z * z;
    double r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
    return x + z * x * (S1 + z * r);
}

reckon_dd reckon_kernel_sin_dd(double x, double y) {
    double z = x * x, w = z * z;
    double r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
    double v = z * x;
    // sin(x + y) ≈ sin(x) + (1 − x²/2)·y; the tail is under a tenth of x.
    return reckon_fast_two_sum(x, -((z * (0.5 * y - v * r) - y) - v * S1));
}

// cos(x) − (1 − x²/2) on [0, π/4] by a degree-14 polynomial, error < 2^−58.
static const double
    C1 = 4.16666666666666019037e-02,  // 0x3FA55555, 0x5555554C
    C2 = -1.38888888888741095749e-03, // 0xBF56C16C, 0x16C15177
    C3 = 2.48015872894767294178e-05,  // 0x3EFA01A0, 0x19CB1590
    C4 = -2.75573143513906633035e-07, // 0xBE927E4F, 0x809C52AD
    C5 = 2.08757232129817482790e-09,  // 0x3E21EE9E, 0xBDB4B1C4
    C6 = -1.13596475577881948265e-11; // 0xBDA8FAE9, 0xBE8838D4

double reckon_kernel_cos(double x, double y) { return reckon_kernel_cos_dd(x, y).hi; }

reckon_dd reckon_kernel_cos_dd(double x, double y) {
    double z = x * x, w = z * z;
    double r = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6));
    double hz = 0.5 * z;
    w = 1.0 - hz;
    // 1 − x²/2 = w + ((1 − w) − hz) exactly; cos(x + y) ≈ cos(x) − x·y.
    return reckon_fast_two_sum(w, ((1.0 - w) - hz) + (z * r - x * y));
}

// tan(x)/x − 1 on [0, 0.67434] by a degree-26 even polynomial, error < 2^−59.2.
static const double T[] = {
    3.33333333333334091986e-01,  // 3FD55555, 55555563
    1.33333333333201242699e-01,  // 3FC11111, 1110FE7A
    5.39682539762260521377e-02,  // 3FABA1BA, 1BB341FE
    2.18694882948595424599e-02,  // 3F9664F4, 8406D637
    8.86323982359930005737e-03,  // 3F8226E3, E96E8493
    3.59207910759131235356e-03,  // 3F6D6D22, C9560328
    1.45620945432529025516e-03,  // 3F57DBC8, FEE08315
    5.88041240820264096874e-04,  // 3F4344D8, F2F26501
    2.46463134818469906812e-04,  // 3F3026F7, 1A8D1068
    7.81794442939557092300e-05,  // 3F147E88, A03792A6
    7.14072491382608190305e-05,  // 3F12B80F, 32F0A7E9
    -1.85586374855275456654e-05, // BEF375CB, DB605373
    2.59073051863633712884e-05,  // 3EFB2A70, 74BF7AD4
};
static const double pio4 = 7.85398163397448278999e-01, // 3FE921FB, 54442D18
    pio4lo = 3.06161699786838301793e-17;               // 3C81A626, 33145C07

// tan(x + y) for k = 1, −1/tan(x + y) for k = −1.
double reckon_kernel_tan(double x, double y, int k) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff;
    int big = ix >= 0x3FE59428; // |x| ≥ 0.6744: use tan(π/4 − x) = (1 − tan x)/(1 + tan x)
    if (big) {
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        x = (pio4 - x) + (pio4lo - y);
        y = 0.0;
    }
    double z = x * x, w = z * z;
    // x^5·(T1 + x²·T2 + …) split into odd and even powers of x² for a shorter dependency chain.
    double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    double s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (big) {
        v = (double)k;
        return (double)(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (k == 1) return w;
    // −1/(x + r) to well under an ulp: split w and its reciprocal into 32-bit heads.
    double head = reckon_with_low_zero(w);
    v = r - (head - x);
    double a = -1.0 / w;
    double t = reckon_with_low_zero(a);
    s = 1.0 + t * head;
    return t + a * (s + t * v);
}

// ---- sin, cos, tan ---------------------------------------------------------------------------

double reckon_sin(double x) {
    int ix = reckon_high(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) {
        if (ix < 0x3e500000) return x; // |x| < 2^−26: sin x = x to the last bit
        return reckon_kernel_sin(x, 0.0, 1);
    }
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    switch (reckon_rem_pio2(x, y) & 3) {
    case 0: return reckon_kernel_sin(y[0], y[1], 0);
    case 1: return reckon_kernel_cos(y[0], y[1]);
    case 2: return -reckon_kernel_sin(y[0], y[1], 0);
    default: return -reckon_kernel_cos(y[0], y[1]);
    }
}

double reckon_cos(double x) {
    int ix = reckon_high(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) {
        if (ix < 0x3e46a09e) return 1.0; // |x| < 2^−27·√2: cos x rounds to 1
        return reckon_kernel_cos(x, 0.0);
    }
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    switch (reckon_rem_pio2(x, y) & 3) {
    case 0: return reckon_kernel_cos(y[0], y[1]);
    case 1: return -reckon_kernel_sin(y[0], y[1], 0);
    case 2: return -reckon_kernel_cos(y[0], y[1]);
    default: return reckon_kernel_sin(y[0], y[1], 0);
    }
}

double reckon_tan(double x) {
    int ix = reckon_high(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) {
        if (ix < 0x3e400000) return x; // |x| < 2^−27: tan x = x to the last bit
        return reckon_kernel_tan(x, 0.0, 1);
    }
    if (ix >= 0x7ff00000) return x - x;
    double y[2];
    int n = reckon_rem_pio2(x, y);
    return reckon_kernel_tan(y[0], y[1], 1 - ((n & 1) << 1));
}

// ---- Helpers shared with the other files -----------------------------------------------------

double reckon_scalbn(double x, int n) {
    // Scale in at most three exact steps; the last multiplication is the only rounding, and
    // stepping down via 2^−1022·2^53 keeps a subnormal result from being rounded twice.
    if (n > 1023) {
        x *= 0x1p1023;
        n -= 1023;
        if (n > 1023) {
            x *= 0x1p1023;
            n -= 1023;
            if (n > 1023) n = 1023;
        }
    } else if (n < -1022) {
        x *= 0x1p-1022 * 0x1p53;
        n += 1022 - 53;
        if (n < -1022) {
            x *= 0x1p-1022 * 0x1p53;
            n += 1022 - 53;
            if (n < -1022) n = -1022;
        }
    }
    return x * reckon_from_bits((reckon_u64)(0x3ff + n) << 52);
}

double reckon_floor_small(double x) {
    // Adding and removing 2^52 rounds to an integer (exact for |x| < 2^52); step down if up.
    double t = x < 0 ? (x - 0x1p52) + 0x1p52 : (x + 0x1p52) - 0x1p52;
    return t > x ? t - 1.0 : t;
}
