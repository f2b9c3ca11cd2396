/* Included first when image-host-model.test compiles the generated image
 * builtins for the host: the asm labels go (the builtins keep their C
 * names), and the NVVM builtins they call become host operations. The
 * surface helpers and the conversions come from image_host_check.c. */
#define __asm(name)
#define __nvvm_ldg_i4(p) (*(p))
#define __nvvm_mul_rn_f(a, b) ((a) * (b))
