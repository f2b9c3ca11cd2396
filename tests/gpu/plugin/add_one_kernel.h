/* add_one(m, n) from kernels.cl, built into test_program. */
#ifndef PLUGIN_ADD_ONE_KERNEL_H
#define PLUGIN_ADD_ONE_KERNEL_H

#include "gpu_test.h"

/* The kernel with its arguments set, or NULL (with a message). */
pi_kernel add_one_kernel(pi_mem m, uint64_t n);

#endif
