/* sin, cos, tan, their inverses and the hyperbolic family. */
#include "libdevice_math.h"

LIBDEVICE_UNARY(sin)
LIBDEVICE_UNARY(cos)
LIBDEVICE_UNARY(tan)
LIBDEVICE_UNARY(asin)
LIBDEVICE_UNARY(acos)
LIBDEVICE_UNARY(atan)
LIBDEVICE_BINARY(atan2)
LIBDEVICE_UNARY(sinh)
LIBDEVICE_UNARY(cosh)
LIBDEVICE_UNARY(tanh)
LIBDEVICE_UNARY(asinh)
LIBDEVICE_UNARY(acosh)
LIBDEVICE_UNARY(atanh)
