#pragma STDC FP_CONTRACT OFF
// lgamma: fdlibm's e_lgamma_r.c. Approximations on [0.9, 2) around 1, the minimum and 2,
// a rational one on [2, 3) reached by the recurrence up to 8, Stirling's series beyond, and
// the reflection formula for negative x.
//
// Algorithm and coefficients from fdlibm as kept in FreeBSD's msun (e_lgamma_r.c):
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

// Coefficient tables (here and in pow.c) share their layout, not their values: data, not copies.
static const double
    pi = 3.14159265358979311600e+00, // 0x400921FB, 0x54442D18
    // lgamma(2 + s) − s/2 ≈ s·(a0 + a1·s + … ) on [−0.27, 0.27] around 2 (and 1, by log)
    a0 = 7.72156649015328655494e-02,  // 0x3FB3C467, 0xE37DB0C8
    a1 = 3.22467033424113591611e-01,  // 0x3FD4A34C, 0xC4A60FAD
    a2 = 6.73523010531292681824e-02,  // 0x3FB13E00, 0x1A5562A7
    a3 = 2.05808084325167332806e-02,  // 0x3F951322, 0xAC92547B
    a4 = 7.38555086081402883957e-03,  // 0x3F7E404F, 0xB68FEFE8
    a5 = 2.89051383673415629091e-03,  // 0x3F67ADD8, 0xCCB7926B
    a6 = 1.19270763183362067845e-03,  // 0x3F538A94, 0x116F3F5D
    a7 = 5.10069792153511336608e-04,  // 0x3F40B6C6, 0x89B99C00
    a8 = 2.20862790713908385557e-04,  // 0x3F2CF2EC, 0xED10E54D
    a9 = 1.08011567247583939954e-04,  // 0x3F1C5088, 0x987DFB07
    a10 = 2.52144565451257326939e-05, // 0x3EFA7074, 0x428CFA52
    a11 = 4.48640949618915160150e-05, // 0x3F07858E, 0x90A45837
    // around the minimum tc: lgamma(tc + z) = tf + z²·T(z), tf carried as tf − tt
    tc = 1.46163214496836224576e+00,  // 0x3FF762D8, 0x6356BE3F
    tf = -1.21486290535849611461e-01, // 0xBFBF19B9, 0xBCC38A42
    tt = -3.63867699703950536541e-18, // 0xBC50C7CA, 0xA48A971F
    t0 = 4.83836122723810047042e-01,  // 0x3FDEF72B, 0xC8EE38A2
    t1 = -1.47587722994593911752e-01, // 0xBFC2E427, 0x8DC6C509
    t2 = 6.46249402391333854778e-02,  // 0x3FB08B42, 0x94D5419B
    t3 = -3.27885410759859649565e-02, // 0xBFA0C9A8, 0xDF35B713
    t4 = 1.79706750811820387126e-02,  // 0x3F9266E7, 0x970AF9EC
    t5 = -1.03142241298341437450e-02, // 0xBF851F9F, 0xBA91EC6A
    t6 = 6.10053870246291332635e-03,  // 0x3F78FCE0, 0xE370E344
    t7 = -3.68452016781138256760e-03, // 0xBF6E2EFF, 0xB3E914D7
    t8 = 2.25964780900612472250e-03,  // 0x3F6282D3, 0x2E15C915
    t9 = -1.40346469989232843813e-03, // 0xBF56FE8E, 0xBF2D1AF1
    t10 = 8.81081882437654011382e-04, // 0x3F4CDF0C, 0xEF61A8E9
    t11 = -5.38595305356740546715e-04, // 0xBF41A610, 0x9C73E0EC
    t12 = 3.15632070903625950361e-04, // 0x3F34AF6D, 0x6C0EBBF7
    t13 = -3.12754168375120860518e-04, // 0xBF347F24, 0xECC38C38
    t14 = 3.35529192635519073543e-04, // 0x3F35FD3E, 0xE8C2D3F4
    // around 1: lgamma(1 + y) + y/2 ≈ U(y)/V(y)
    u0 = -7.72156649015328655494e-02, // 0xBFB3C467, 0xE37DB0C8
    u1 = 6.32827064025093366517e-01,  // 0x3FE4401E, 0x8B005DFF
    u2 = 1.45492250137234768737e+00,  // 0x3FF7475C, 0xD119BD6F
    u3 = 9.77717527963372745603e-01,  // 0x3FEF4976, 0x44EA8450
    u4 = 2.28963728064692451092e-01,  // 0x3FCD4EAE, 0xF6010924
    u5 = 1.33810918536787660377e-02,  // 0x3F8B678B, 0xBF2BAB09
    v1 = 2.45597793713041134822e+00,  // 0x4003A5D7, 0xC2BD619C
    v2 = 2.12848976379893395361e+00,  // 0x40010725, 0xA42B18F5
    v3 = 7.69285150456672783825e-01,  // 0x3FE89DFB, 0xE45050AF
    v4 = 1.04222645593369134254e-01,  // 0x3FBAAE55, 0xD6537C88
    v5 = 3.21709242282423911810e-03,  // 0x3F6A5ABB, 0x57D0CF61
    // on [2, 3): lgamma(2 + s) = s/2 + S(s)/R(s), error < 2^−61.71
    s0 = -7.72156649015328655494e-02, // 0xBFB3C467, 0xE37DB0C8
    s1 = 2.14982415960608852501e-01,  // 0x3FCB848B, 0x36E20878
    s2 = 3.25778796408930981787e-01,  // 0x3FD4D98F, 0x4F139F59
    s3 = 1.46350472652464452805e-01,  // 0x3FC2BB9C, 0xBEE5F2F7
    s4 = 2.66422703033638609560e-02,  // 0x3F9B481C, 0x7E939961
    s5 = 1.84028451407337715652e-03,  // 0x3F5E26B6, 0x7368F239
    s6 = 3.19475326584100867617e-05,  // 0x3F00BFEC, 0xDD17E945
    r1 = 1.39200533467621045958e+00,  // 0x3FF645A7, 0x62C4AB74
    r2 = 7.21935547567138069525e-01,  // 0x3FE71A18, 0x93D3DCDC
    r3 = 1.71933865632803078993e-01,  // 0x3FC601ED, 0xCCFBDF27
    r4 = 1.86459191715652901344e-02,  // 0x3F9317EA, 0x742ED475
    r5 = 7.77942496381893596434e-04,  // 0x3F497DDA, 0xCA41A95B
    r6 = 7.32668430744625636189e-06,  // 0x3EDEBAF7, 0xA5B38140
    // x ≥ 8: lgamma(x) − (x − 1/2)·(log x − 1) ≈ W(1/x), error < 2^−58.74
    w0 = 4.18938533204672725052e-01,  // 0x3FDACFE3, 0x90C97D69
    w1 = 8.33333333333329678849e-02,  // 0x3FB55555, 0x5555553B
    w2 = -2.77777777728775536470e-03, // 0xBF66C16C, 0x16B02E5C
    w3 = 7.93650558643019558500e-04,  // 0x3F4A019F, 0x98CF38B6
    w4 = -5.95187557450339963135e-04, // 0xBF4380CB, 0x8C0FE741
    w5 = 8.36339918996282139126e-04,  // 0x3F4B67BA, 0x4CDAD5D1
    w6 = -1.63092934096575273989e-03; // 0xBF5AB89D, 0x0B9E43E4

static const double pi_lo = 1.2246467991473531772e-16; // 0x3CA1A626, 0x33145C07: π − pi

// c[0] + y·(c[1] + y·(… + y·c[n−1])) with every step in double-double.
static reckon_dd horner_dd(double y, const double *c, int n) {
    reckon_dd acc = {c[n - 1], 0.0};
    for (int i = n - 2; i >= 0; i--) {
        reckon_dd t = reckon_two_prod(acc.hi, y);
        reckon_dd sum = reckon_two_sum(c[i], t.hi);
        acc = reckon_fast_two_sum(sum.hi, sum.lo + (t.lo + acc.lo * y));
    }
    return acc;
}

// lgamma(2 + y) for 0 ≤ y < 1: y/2 + y·S(y)/R(y), in double-double since the quotient is up to
// a third of the result.
static reckon_dd lgamma_2_to_3(double y) {
    static const double S[] = {s0, s1, s2, s3, s4, s5, s6}, R[] = {1.0, r1, r2, r3, r4, r5, r6};
    reckon_dd p = horner_dd(y, S, 7);
    p = reckon_dd_mul(p, (reckon_dd){y, 0.0});
    reckon_dd q = reckon_dd_div(p, horner_dd(y, R, 7));
    return reckon_dd_add((reckon_dd){0.5 * y, 0.0}, q);
}

// fdlibm's three approximations near 1 and 2, each rewritten as one polynomial (or quotient)
// in the offset y and evaluated in double-double, so that only the last rounding counts.

// lgamma(2 − y) for |y| ≤ 0.27: a0·y + a1·y² + … + a11·y^12 − y/2.
static reckon_dd lgamma_2_minus(double y) {
    static const double A[] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11};
    reckon_dd p = reckon_dd_mul(horner_dd(y, A, 12), (reckon_dd){y, 0.0});
    return reckon_dd_add(p, (reckon_dd){-0.5 * y, 0.0});
}

// lgamma(tc + y) for −0.23 ≤ y ≤ 0.27: tf + y²·(t0 + t1·y + … + t14·y^14), tf to 106 bits.
static reckon_dd lgamma_tc_plus(double y) {
    static const double T[] = {t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14};
    reckon_dd p = reckon_dd_mul(horner_dd(y, T, 15), reckon_two_prod(y, y));
    return reckon_dd_add((reckon_dd){tf, -tt}, p);
}

// lgamma(1 + y) for −0.27 ≤ y ≤ 0.23: y·U(y)/V(y) − y/2.
static reckon_dd lgamma_1_plus(double y) {
    static const double U[] = {u0, u1, u2, u3, u4, u5}, V[] = {1.0, v1, v2, v3, v4, v5};
    reckon_dd p = reckon_dd_mul(horner_dd(y, U, 6), (reckon_dd){y, 0.0});
    p = reckon_dd_div(p, horner_dd(y, V, 6));
    return reckon_dd_add(p, (reckon_dd){-0.5 * y, 0.0});
}

// lgamma(x) for 2^−70 ≤ x < ∞, as hi + lo.
static reckon_dd lgamma_positive(double x) {
    int ix = reckon_high(x);
    if ((ix == 0x3ff00000 || ix == 0x40000000) && reckon_low(x) == 0) return (reckon_dd){0.0, 0.0};
    if (ix <= 0x3feccccc) { // x ≤ 0.9: lgamma(x) = lgamma(x + 1) − log(x)
        reckon_dd l = reckon_log_dd(x), g;
        if (ix >= 0x3FE76944) g = lgamma_2_minus(1.0 - x);
        else if (ix >= 0x3FCDA661) g = lgamma_tc_plus(x - (tc - 1.0));
        else g = lgamma_1_plus(x);
        return reckon_dd_add((reckon_dd){-l.hi, -l.lo}, g);
    }
    if (ix < 0x40000000) { // 0.9 < x < 2; every offset below is exact (Sterbenz)
        if (ix >= 0x3FFBB4C3) return lgamma_2_minus(2.0 - x); // [1.7316, 2)
        if (ix >= 0x3FF3B4C4) return lgamma_tc_plus(x - tc);  // [1.2316, 1.7316)
        return lgamma_1_plus(x - 1.0);                        // (0.9, 1.2316)
    }
    if (ix < 0x40200000) { // 2 ≤ x < 8: down to [2, 3) by lgamma(1 + s) = log(s) + lgamma(s)
        int i = (int)x;
        double y = x - (double)i;
        reckon_dd r = lgamma_2_to_3(y);
        if (i == 2) return r;
        reckon_dd z = reckon_two_sum(y, (double)(i - 1));
        for (int j = i - 2; j >= 2; j--) z = reckon_dd_mul(z, reckon_two_sum(y, (double)j));
        reckon_dd log_z = reckon_dd_add(reckon_log_dd(z.hi), (reckon_dd){z.lo / z.hi, 0.0});
        return reckon_dd_add(log_z, r);
    }
    // x ≥ 8: Stirling, lgamma(x) = (x − 1/2)·(log x − 1) + W(1/x), the product in
    // double-double since it carries the whole result.
    double z = 1.0 / x, y = z * z;
    double w = w0 + z * (w1 + y * (w2 + y * (w3 + y * (w4 + y * (w5 + y * w6)))));
    reckon_dd l = reckon_dd_add(reckon_log_dd(x), (reckon_dd){-1.0, 0.0});
    reckon_dd xm = reckon_two_sum(x, -0.5);
    reckon_dd p = reckon_two_prod(xm.hi, l.hi);
    // From x ≈ 2.6e305 lgamma exceeds the largest double (w > 0 only adds to it).
    if (p.hi > 0x1.fffffffffffffp1023) return (reckon_dd){p.hi, 0.0};
    p = reckon_fast_two_sum(p.hi, p.lo + (xm.hi * l.lo + xm.lo * l.hi));
    return reckon_dd_add(p, (reckon_dd){w, 0.0});
}

// sin(π·x) for x > 0 not an integer, as hi + lo: x is reduced modulo 2 exactly, and π·x is
// formed in double-double before the kernels.
static reckon_dd sin_pi(double x) {
    x = 2.0 * (x * 0.5 - reckon_floor_small(x * 0.5));
    int n = (int)(x * 4.0);
    n = (n + 1) / 2;
    x -= n * 0.5;
    reckon_dd px = reckon_two_prod(x, pi);
    px = reckon_fast_two_sum(px.hi, px.lo + x * pi_lo);
    reckon_dd t;
    switch (n) {
    case 1: return reckon_kernel_cos_dd(px.hi, px.lo);
    case 2: return reckon_kernel_sin_dd(-px.hi, -px.lo);
    case 3: t = reckon_kernel_cos_dd(px.hi, px.lo); return (reckon_dd){-t.hi, -t.lo};
    default: return reckon_kernel_sin_dd(px.hi, px.lo); // n = 0 or 4
    }
}

double reckon_lgamma(double x) {
    int hx = reckon_high(x), ix = hx & 0x7fffffff;
    if (ix >= 0x7ff00000) return x * x; // ±∞ → +∞, NaN
    if (ix < (1023 - 70) << 20) return -reckon_log(reckon_abs(x)); // |x| < 2^−70 (0 included)
    if (hx >= 0) {
        reckon_dd r = lgamma_positive(x);
        return r.hi + r.lo;
    }
    // Reflection: lgamma(x) = log(π/|x·sin(πx)|) − lgamma(−x), every term in double-double.
    x = -x;
    if (ix >= 0x43300000) return 1.0 / 0.0; // |x| ≥ 2^52: a negative integer
    reckon_dd t = sin_pi(x);
    if (t.hi == 0.0) return 1.0 / 0.0; // a negative integer
    if (t.hi < 0.0) t = (reckon_dd){-t.hi, -t.lo};
    reckon_dd log_pi = reckon_dd_add(reckon_log_dd(pi), (reckon_dd){pi_lo / pi, 0.0});
    reckon_dd log_t = reckon_dd_add(reckon_log_dd(t.hi), (reckon_dd){t.lo / t.hi, 0.0});
    reckon_dd log_x = reckon_log_dd(x);
    reckon_dd r = lgamma_positive(x);
    reckon_dd sum = reckon_dd_add(log_pi, (reckon_dd){-log_t.hi, -log_t.lo});
    sum = reckon_dd_add(sum, (reckon_dd){-log_x.hi, -log_x.lo});
    sum = reckon_dd_add(sum, (reckon_dd){-r.hi, -r.lo});
    return sum.hi + sum.lo;
}
