/* UR's USM migration and advice flags in the core's words, for queue
 * commands and command-buffer appends alike. */
#include "usm_flags.h"

core_result ur_migration_to_host(ur_usm_migration_flags_t flags, bool *to_host) {
#if UR_FACE_RELEASE >= 202600
  const ur_usm_migration_flags_t both =
      UR_USM_MIGRATION_FLAG_HOST_TO_DEVICE | UR_USM_MIGRATION_FLAG_DEVICE_TO_HOST;
  if ((flags & ~both) || flags == both)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM migration flags 0x%x name no one direction",
                     (unsigned)flags);
  *to_host = flags & UR_USM_MIGRATION_FLAG_DEVICE_TO_HOST;
#else
  /* 2025.3 knows one direction: to the queue's device. */
  if (flags & UR_USM_MIGRATION_FLAGS_MASK)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM migration flags 0x%x", (unsigned)flags);
  *to_host = false;
#endif
  return CORE_SUCCESS;
}

/* DEFAULT undoes every setting. The hints CUDA has no advice for (atomics,
 * caching, coherence) change nothing. */
static const struct {
  ur_usm_advice_flags_t ur;
  enum usm_advice core;
} advice_map[] = {
    {UR_USM_ADVICE_FLAG_DEFAULT, ADVISE_RESET},
    {UR_USM_ADVICE_FLAG_SET_READ_MOSTLY, ADVISE_SET_READ_MOSTLY},
    {UR_USM_ADVICE_FLAG_CLEAR_READ_MOSTLY, ADVISE_UNSET_READ_MOSTLY},
    {UR_USM_ADVICE_FLAG_SET_PREFERRED_LOCATION, ADVISE_SET_PREFERRED_LOCATION},
    {UR_USM_ADVICE_FLAG_CLEAR_PREFERRED_LOCATION, ADVISE_UNSET_PREFERRED_LOCATION},
    {UR_USM_ADVICE_FLAG_SET_ACCESSED_BY_DEVICE, ADVISE_SET_ACCESSED_BY},
    {UR_USM_ADVICE_FLAG_CLEAR_ACCESSED_BY_DEVICE, ADVISE_UNSET_ACCESSED_BY},
    {UR_USM_ADVICE_FLAG_SET_ACCESSED_BY_HOST, ADVISE_SET_ACCESSED_BY_HOST},
    {UR_USM_ADVICE_FLAG_CLEAR_ACCESSED_BY_HOST, ADVISE_UNSET_ACCESSED_BY_HOST},
    {UR_USM_ADVICE_FLAG_SET_PREFERRED_LOCATION_HOST, ADVISE_SET_PREFERRED_LOCATION_HOST},
    {UR_USM_ADVICE_FLAG_CLEAR_PREFERRED_LOCATION_HOST, ADVISE_UNSET_PREFERRED_LOCATION_HOST},
};
enum { ADVICE_COUNT = sizeof advice_map / sizeof advice_map[0] };

core_result ur_usm_advice(ur_usm_advice_flags_t advice, unsigned *core_advice) {
  if (advice & UR_USM_ADVICE_FLAGS_MASK)
    return core_fail(CORE_ERROR_INVALID_VALUE, "USM advice 0x%x has bits UR does not define",
                     (unsigned)advice);
  *core_advice = 0;
  for (unsigned i = 0; i < ADVICE_COUNT; ++i)
    if (advice & advice_map[i].ur)
      *core_advice |= (unsigned)advice_map[i].core;
  return CORE_SUCCESS;
}
