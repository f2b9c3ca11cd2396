/* Included before every libspirv math file compiled for the host model:
 * the PTX approximation builtins become host functions (host_shims.c) that
 * have the errors CUDA documents for the instructions. */
#define __nvvm_sin_approx_f host_sin_approx
#define __nvvm_sin_approx_ftz_f host_sin_approx_ftz
#define __nvvm_cos_approx_f host_cos_approx
#define __nvvm_cos_approx_ftz_f host_cos_approx_ftz
#define __nvvm_ex2_approx_f host_ex2_approx
#define __nvvm_ex2_approx_ftz_f host_ex2_approx_ftz
#define __nvvm_lg2_approx_f host_lg2_approx
#define __nvvm_lg2_approx_ftz_f host_lg2_approx_ftz
#define __nvvm_rcp_approx_ftz_f host_rcp_approx_ftz
#define __nvvm_rcp_approx_ftz_d host_rcp_approx_ftz_d
#define __nvvm_rsqrt_approx_f host_rsqrt_approx
#define __nvvm_rsqrt_approx_ftz_f host_rsqrt_approx_ftz
#define __nvvm_sqrt_approx_f host_sqrt_approx
#define __nvvm_sqrt_approx_ftz_f host_sqrt_approx_ftz
#define __nvvm_div_approx_f host_div_approx
#define __nvvm_div_approx_ftz_f host_div_approx_ftz
float host_sin_approx(float);
float host_sin_approx_ftz(float);
float host_cos_approx(float);
float host_cos_approx_ftz(float);
float host_ex2_approx(float);
float host_ex2_approx_ftz(float);
float host_lg2_approx(float);
float host_lg2_approx_ftz(float);
float host_rcp_approx_ftz(float);
double host_rcp_approx_ftz_d(double);
float host_rsqrt_approx(float);
float host_rsqrt_approx_ftz(float);
float host_sqrt_approx(float);
float host_sqrt_approx_ftz(float);
float host_div_approx(float, float);
float host_div_approx_ftz(float, float);
