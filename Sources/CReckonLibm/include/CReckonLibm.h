// The C library's elementary functions for ReckonCore.
//
// Embedded Swift has no Glibc/WASILibc overlay, so ReckonCore reaches libm through these
// wrappers. They are declared without any system header so the same module compiles for
// wasm32-unknown-none-wasm without a sysroot; the definitions call the compiler builtins,
// which lower to glibc's libm natively and to wasi-libc's in the wasm build.
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
