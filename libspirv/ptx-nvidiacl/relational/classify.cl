/* IsNan, IsInf, IsFinite, IsNormal, SignBitSet. float and double use PTX's
 * testp (testp.ll) where a plain comparison would take two or three
 * instructions; half tests its bits; vectors test each component. */
#include <spirv/spirv.h>

bool __libspirv_testp_infinite_f32(float x) __attribute__((const));
bool __libspirv_testp_finite_f32(float x) __attribute__((const));
bool __libspirv_testp_normal_f32(float x) __attribute__((const));
bool __libspirv_testp_infinite_f64(double x) __attribute__((const));
bool __libspirv_testp_finite_f64(double x) __attribute__((const));
bool __libspirv_testp_normal_f64(double x) __attribute__((const));

#define SPIRV_BODY <classify.inc>
#include <spirv/gentype/floatn.inc>
