/* The oneAPI release that built an ELF library ("2026.2"), read from the
 * Intel compiler's mark in its .comment section; false if it has none. */
#ifndef UR_CUDA_HOST_RELEASE_H
#define UR_CUDA_HOST_RELEASE_H

#include <stdbool.h>
#include <stddef.h>

bool host_release_of(const char *path, char *release, size_t release_size);

#endif
