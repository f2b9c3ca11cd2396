/* Error and gamma functions. */
#include "libdevice_math.h"

LIBDEVICE_UNARY(erf)
LIBDEVICE_UNARY(erfc)
LIBDEVICE_UNARY(tgamma)
LIBDEVICE_UNARY(lgamma)
