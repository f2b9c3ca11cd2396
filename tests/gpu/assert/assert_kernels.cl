/* Kernels for the device-assert GPU tests. gpu_assert_test.c checks the
 * line numbers of the asserts below: keep them where they are. */

kernel void assert_one(global const int *in) {
  assert(in[__spirv_GlobalInvocationId_x()] != 13);
}

kernel void assert_every(global int *out) {
  assert(__spirv_GlobalInvocationId_x() > (1ul << 40));
}

/* Work-item 0 fails and would then release the others, which wait forever
 * otherwise: native mode must report without hanging. */
kernel void assert_then_release(global volatile int *flag) {
  if (__spirv_GlobalInvocationId_x() == 0) {
    assert(flag[1] == 1);
    flag[0] = 1;
  } else {
    while (flag[0] == 0)
      ;
  }
}

kernel void fill(global int *out) {
  out[__spirv_GlobalInvocationId_x()] = (int)__spirv_GlobalInvocationId_x();
}
