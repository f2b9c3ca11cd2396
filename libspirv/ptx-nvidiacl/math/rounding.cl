/* Rounding, absolute value, sign and remainders. */
#include "libdevice_math.h"

LIBDEVICE_UNARY(ceil)
LIBDEVICE_UNARY(floor)
LIBDEVICE_UNARY(trunc)
LIBDEVICE_UNARY(round)
LIBDEVICE_UNARY(rint)
LIBDEVICE_UNARY(fabs)
LIBDEVICE_BINARY(copysign)
LIBDEVICE_BINARY(fmod)
LIBDEVICE_BINARY(remainder)
LIBDEVICE_BINARY(fmin)
LIBDEVICE_BINARY(fmax)
LIBDEVICE_BINARY(fdim)
LIBDEVICE_TERNARY(fma)
