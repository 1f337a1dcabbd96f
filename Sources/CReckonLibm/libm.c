#include "CReckonLibm.h"

double reckon_hypot(double x, double y) { return __builtin_hypot(x, y); }
double reckon_cbrt(double x) { return __builtin_cbrt(x); }
double reckon_lgamma(double x) { return __builtin_lgamma(x); }
