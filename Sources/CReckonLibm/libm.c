#include "CReckonLibm.h"

double reckon_exp(double x) { return __builtin_exp(x); }
double reckon_expm1(double x) { return __builtin_expm1(x); }
double reckon_log(double x) { return __builtin_log(x); }
double reckon_log1p(double x) { return __builtin_log1p(x); }
double reckon_log10(double x) { return __builtin_log10(x); }
double reckon_log2(double x) { return __builtin_log2(x); }
double reckon_pow(double x, double y) { return __builtin_pow(x, y); }
double reckon_hypot(double x, double y) { return __builtin_hypot(x, y); }
double reckon_cbrt(double x) { return __builtin_cbrt(x); }
double reckon_lgamma(double x) { return __builtin_lgamma(x); }
