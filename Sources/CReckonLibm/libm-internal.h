// Shared by the elementary functions' files: bit access to doubles and the trigonometric kernels.
//
// Nothing here may come from a system header (the wasm build has no sysroot), and nothing may
// depend on the host: doubles only, no `long double` (80-bit on x86, software 128-bit on wasm),
// so the same source gives the same bits natively and in the wasm module.
#ifndef CRECKONLIBM_INTERNAL_H
#define CRECKONLIBM_INTERNAL_H

typedef unsigned long long reckon_u64;
typedef unsigned int reckon_u32;

#define RECKON_HIDDEN __attribute__((visibility("hidden")))

typedef union {
    double value;
    reckon_u64 bits;
} reckon_double_bits;

static inline reckon_u64 reckon_bits(double x) {
    reckon_double_bits u = {x};
    return u.bits;
}

static inline double reckon_from_bits(reckon_u64 bits) {
    reckon_double_bits u;
    u.bits = bits;
    return u.value;
}

// The high word (sign, exponent, top 20 bits of the significand) as fdlibm's thresholds read it.
static inline int reckon_high(double x) { return (int)(reckon_u32)(reckon_bits(x) >> 32); }

static inline reckon_u32 reckon_low(double x) { return (reckon_u32)reckon_bits(x); }

static inline double reckon_from_words(reckon_u32 high, reckon_u32 low) {
    return reckon_from_bits((reckon_u64)high << 32 | low);
}

static inline double reckon_with_high(double x, reckon_u32 high) {
    return reckon_from_words(high, reckon_low(x));
}

// x with its low 32 bits cleared: a head whose products with short numbers are exact.
static inline double reckon_with_low_zero(double x) {
    return reckon_from_bits(reckon_bits(x) & 0xffffffff00000000ULL);
}

static inline double reckon_abs(double x) {
    return reckon_from_bits(reckon_bits(x) & 0x7fffffffffffffffULL);
}

// 2^k for −1022 ≤ k ≤ 1023, exactly.
static inline double reckon_pow2(int k) { return reckon_from_bits((reckon_u64)(0x3ff + k) << 52); }

// The IEEE square root, correctly rounded on every target (sqrtsd natively, f64.sqrt in wasm).
static inline double reckon_sqrt_ieee(double x) { return __builtin_sqrt(x); }

// ---- Double-double arithmetic: a value as hi + lo, |lo| ≤ ½ulp(hi) --------------------------
//
// Error-free transformations that need no FMA (Knuth's sum, Dekker's product), so they give
// the same bits on every target: for the final steps of functions whose last rounding must be
// the only significant one.

typedef struct {
    double hi, lo;
} reckon_dd;

// a + b exactly, for |a| ≥ |b| (or a = 0).
static inline reckon_dd reckon_fast_two_sum(double a, double b) {
    double s = a + b;
    reckon_dd r = {s, b - (s - a)};
    return r;
}

// a + b exactly, whatever their sizes.
static inline reckon_dd reckon_two_sum(double a, double b) {
    double s = a + b, bb = s - a;
    reckon_dd r = {s, (a - (s - bb)) + (b - bb)};
    return r;
}

// a·b as hi + lo to within 2^−105 relative (Dekker's product), for any finite a, b whose
// product neither overflows nor has a subnormal tail. The halves come from masking rather
// than Veltkamp's split, which would overflow above 2^996; the low halves then have 27 bits,
// so only their product (2^−104 of the whole) is rounded.
static inline reckon_dd reckon_two_prod(double a, double b) {
    double ah = reckon_from_bits(reckon_bits(a) & 0xfffffffff8000000ULL), al = a - ah;
    double bh = reckon_from_bits(reckon_bits(b) & 0xfffffffff8000000ULL), bl = b - bh;
    double p = a * b;
    reckon_dd r = {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
    return r;
}

static inline reckon_dd reckon_dd_add(reckon_dd a, reckon_dd b) {
    reckon_dd s = reckon_two_sum(a.hi, b.hi);
    return reckon_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}

static inline reckon_dd reckon_dd_mul(reckon_dd a, reckon_dd b) {
    reckon_dd p = reckon_two_prod(a.hi, b.hi);
    return reckon_fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

static inline reckon_dd reckon_dd_div(reckon_dd a, reckon_dd b) {
    double q = a.hi / b.hi;
    reckon_dd p = reckon_two_prod(q, b.hi);
    double rest = (((a.hi - p.hi) - p.lo) + a.lo - q * b.lo) / b.hi;
    return reckon_fast_two_sum(q, rest);
}

// log(x) as hi + lo with a relative error near 2^−57, for x > 0 finite (subnormals included).
RECKON_HIDDEN reckon_dd reckon_log_dd(double x);

// x·2^n, rounded once even when the result is subnormal.
RECKON_HIDDEN double reckon_scalbn(double x, int n);

// ⌊x⌋ for |x| < 2^52, exactly.
RECKON_HIDDEN double reckon_floor_small(double x);

// The reduced argument of sin, cos and tan: x − n·π/2 as y[0] + y[1], returning n.
RECKON_HIDDEN int reckon_rem_pio2(double x, double y[2]);

// The kernels on [−π/4, π/4] with a tail y of the argument (fdlibm's __kernel_sin/cos/tan).
RECKON_HIDDEN double reckon_kernel_sin(double x, double y, int y_is_zero);
RECKON_HIDDEN double reckon_kernel_cos(double x, double y);
// sin(x + y) and cos(x + y) as hi + lo, hi the kernels' results: relative error near 2^−55.
RECKON_HIDDEN reckon_dd reckon_kernel_sin_dd(double x, double y);
RECKON_HIDDEN reckon_dd reckon_kernel_cos_dd(double x, double y);
RECKON_HIDDEN double reckon_kernel_tan(double x, double y, int k);

#endif
