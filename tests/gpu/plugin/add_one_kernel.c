#include "add_one_kernel.h"

pi_kernel add_one_kernel(pi_mem m, uint64_t n) {
  pi_kernel k = make_kernel(test_program, "add_one");
  if (k && (piextKernelSetArgMemObj(k, 0, NULL, &m) != PI_SUCCESS ||
            piKernelSetArg(k, 1, sizeof n, &n) != PI_SUCCESS))
    return NULL;
  return k;
}
