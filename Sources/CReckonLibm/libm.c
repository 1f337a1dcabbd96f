#include "CReckonLibm.h"

double reckon_lgamma(double x) { return __builtin_lgamma(x); }
