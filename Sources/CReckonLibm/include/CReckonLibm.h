// Reckon's own elementary functions for ReckonCore.
//
// Embedded Swift has no Glibc/WASILibc overlay, and glibc (natively) and wasi-libc (in the
// wasm module) round some results differently in the last bit; so these are implemented here
// in plain C (fdlibm's algorithms, see the .c files), compiled from the same source for both,
// and give the same bits on both. No system header: the wasm build has no sysroot.
//
// Accuracy: within 1 ulp of the exact value, as fdlibm guarantees (0.88 ulp the most seen over
// 100,000 random arguments each), with one exception: lgamma, finished in double-double, is
// within 0.6 ulp for x > 0 and within 1 ulp for x < 0 where |lgamma(x)| ≥ 1/4, but near its
// zeros at x ≈ −2.457, −2.747, −3.144, … its error is absolute, below 2^−54. Special values
// (±0, ±∞, NaN, subnormals) as C99 Annex F says; lgamma is +∞ at 0 and the negative integers,
// and its sign is not reported.
#ifndef CRECKONLIBM_H
#define CRECKONLIBM_H

double reckon_sin(double x);
double reckon_cos(double x);
double reckon_tan(double x);
double reckon_asin(double x);
double reckon_acos(double x);
double reckon_atan(double x);
double reckon_atan2(double y, double x);
double reckon_exp(double x);
double reckon_expm1(double x);
double reckon_log(double x);
double reckon_log1p(double x);
double reckon_log10(double x);
double reckon_log2(double x);
double reckon_pow(double x, double y);
double reckon_hypot(double x, double y);
double reckon_cbrt(double x);
double reckon_lgamma(double x);

#endif
