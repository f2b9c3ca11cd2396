/* Kernels for conversion_ext_test.c: GenericCastToPtrExplicit on pointers
 * into global, local and private memory, and the bfloat16 and TF32
 * conversions. */
#define ID __spirv_GlobalInvocationId_x()
#define ITEMS 64

/* For work-item i, out[i * 12 ..]: for each of its pointers into global,
 * local and private memory, whether ToGlobal, ToLocal and ToPrivate give
 * non-null, then the int read through the matching cast. */
kernel void generic_cast(global int *out, global int *data) {
  local int shared[ITEMS];
  int private_ints[4];
  int i = (int)ID;
  shared[i] = 1000 + i;
  private_ints[i % 4] = 2000 + i;
  void *pointers[3] = {data + i, shared + i, private_ints + i % 4};
  for (int k = 0; k < 3; k++) {
    out[i * 12 + 3 * k] = __spirv_GenericCastToPtrExplicit_ToGlobal(pointers[k], 5) != 0;
    out[i * 12 + 3 * k + 1] = __spirv_GenericCastToPtrExplicit_ToLocal(pointers[k], 4) != 0;
    out[i * 12 + 3 * k + 2] = __spirv_GenericCastToPtrExplicit_ToPrivate(pointers[k], 7) != 0;
  }
  out[i * 12 + 9] = *(global int *)__spirv_GenericCastToPtrExplicit_ToGlobal(pointers[0], 5);
  out[i * 12 + 10] = *(local int *)__spirv_GenericCastToPtrExplicit_ToLocal(pointers[1], 4);
  out[i * 12 + 11] = *(private int *)__spirv_GenericCastToPtrExplicit_ToPrivate(pointers[2], 7);
}

kernel void to_bf16(global ushort *out, global const float *in) {
  out[ID] = __spirv_ConvertFToBF16INTEL(in[ID]);
}

kernel void from_bf16(global float *out, global const ushort *in) {
  out[ID] = __spirv_ConvertBF16ToFINTEL(in[ID]);
}

kernel void to_tf32(global float *out, global const float *in) {
  out[ID] = __spirv_RoundFToTF32INTEL(in[ID]);
}
