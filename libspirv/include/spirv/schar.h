/* signed char is SYCL's int8_t and mangles as a; OpenCL C's char mangles as
 * c. The remangler derives a-names from c-names only together with its long
 * renames (l64 signed: _Z1fcm gives _Z1fay, not _Z1fam), so builtins that
 * take a signed char and a size_t or long are defined for schar as well.
 * Vectors have OpenCL's naming pattern. */
#ifndef SPIRV_SCHAR_H
#define SPIRV_SCHAR_H

typedef signed char schar;
typedef signed char schar2 __attribute__((ext_vector_type(2)));
typedef signed char schar3 __attribute__((ext_vector_type(3)));
typedef signed char schar4 __attribute__((ext_vector_type(4)));
typedef signed char schar8 __attribute__((ext_vector_type(8)));
typedef signed char schar16 __attribute__((ext_vector_type(16)));

#endif
