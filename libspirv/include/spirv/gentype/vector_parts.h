/* Helpers for gentype bodies (see integern.inc, floatn.inc), expanded where
 * they are used, so they follow the body's current VECSIZE:
 *   SPIRV_VECTOR_OF(short)  short in the shape of GENTYPE (short, short4)
 *   SPIRV_LO(x), SPIRV_HI(x)  the two parts a vector splits into, for
 *                           functions applied part by part: .lo and .hi,
 *                           or .s01 and .s2 for 3-vectors
 *   SPIRV_SPLIT_UNARY(T, f, x), SPIRV_SPLIT_BINARY(T, f, x, y),
 *   SPIRV_SPLIT_TERNARY(T, f, x, y, z)  f applied to the parts, joined
 *                           into a T of GENTYPE's shape
 *   SPIRV_CONVERT(x, T)     x converted element by element to T, a type
 *                           of GENTYPE's shape (a cast for scalars) */
#ifndef SPIRV_GENTYPE_VECTOR_PARTS_H
#define SPIRV_GENTYPE_VECTOR_PARTS_H

#define SPIRV_VECTOR_OF(name) SPIRV_VECTOR_OF_(name, VECSIZE)
#define SPIRV_VECTOR_OF_(name, n) SPIRV_VECTOR_OF__(name, n)
#define SPIRV_VECTOR_OF__(name, n) SPIRV_VECTOR_OF_##n(name)
#define SPIRV_VECTOR_OF_1(name) name
#define SPIRV_VECTOR_OF_2(name) name##2
#define SPIRV_VECTOR_OF_3(name) name##3
#define SPIRV_VECTOR_OF_4(name) name##4
#define SPIRV_VECTOR_OF_8(name) name##8
#define SPIRV_VECTOR_OF_16(name) name##16

#define SPIRV_LO(x) SPIRV_PART_(LO, VECSIZE, x)
#define SPIRV_HI(x) SPIRV_PART_(HI, VECSIZE, x)
#define SPIRV_PART_(part, n, x) SPIRV_PART__(part, n, x)
#define SPIRV_PART__(part, n, x) SPIRV_##part##_##n(x)
#define SPIRV_LO_2(x) (x).lo
#define SPIRV_HI_2(x) (x).hi
#define SPIRV_LO_3(x) (x).s01
#define SPIRV_HI_3(x) (x).s2
#define SPIRV_LO_4(x) (x).lo
#define SPIRV_HI_4(x) (x).hi
#define SPIRV_LO_8(x) (x).lo
#define SPIRV_HI_8(x) (x).hi
#define SPIRV_LO_16(x) (x).lo
#define SPIRV_HI_16(x) (x).hi

#define SPIRV_SPLIT_UNARY(T, f, x) ((T)(f(SPIRV_LO(x)), f(SPIRV_HI(x))))
#define SPIRV_SPLIT_BINARY(T, f, x, y)                                         \
  ((T)(f(SPIRV_LO(x), SPIRV_LO(y)), f(SPIRV_HI(x), SPIRV_HI(y))))
#define SPIRV_SPLIT_TERNARY(T, f, x, y, z)                                     \
  ((T)(f(SPIRV_LO(x), SPIRV_LO(y), SPIRV_LO(z)), f(SPIRV_HI(x), SPIRV_HI(y), SPIRV_HI(z))))

#define SPIRV_CONVERT(x, T) SPIRV_CONVERT_(VECSIZE, x, T)
#define SPIRV_CONVERT_(n, x, T) SPIRV_CONVERT__(n, x, T)
#define SPIRV_CONVERT__(n, x, T) SPIRV_CONVERT_##n(x, T)
#define SPIRV_CONVERT_1(x, T) ((T)(x))
#define SPIRV_CONVERT_2(x, T) __builtin_convertvector(x, T)
#define SPIRV_CONVERT_3(x, T) __builtin_convertvector(x, T)
#define SPIRV_CONVERT_4(x, T) __builtin_convertvector(x, T)
#define SPIRV_CONVERT_8(x, T) __builtin_convertvector(x, T)
#define SPIRV_CONVERT_16(x, T) __builtin_convertvector(x, T)

#endif
