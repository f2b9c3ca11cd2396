/* UR's USM migration and advice flags checked and read for the core. */
#ifndef UR_CUDA_USM_FLAGS_H
#define UR_CUDA_USM_FLAGS_H

#include "face.h"

/* Which way a prefetch goes; flags naming no one direction are
 * CORE_ERROR_INVALID_VALUE. */
core_result ur_migration_to_host(ur_usm_migration_flags_t flags, bool *to_host);
/* The core's usm_advice bits; bits UR does not define are CORE_ERROR_INVALID_VALUE. */
core_result ur_usm_advice(ur_usm_advice_flags_t advice, unsigned *core_advice);

#endif
