/* __spirv_ocl_rotate: v rotated left by i modulo the width (PTX shf for 32
 * bits). */
#include <spirv/spirv.h>

#define SPIRV_BODY "rotate.inc"
#include <spirv/gentype/integern.inc>
