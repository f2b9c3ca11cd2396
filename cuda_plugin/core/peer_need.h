/* Who needs one device's kernels to reach another's memory: the contexts
 * spanning both (their buffers live on the first device) and the user's
 * explicit enable. CUDA maps a pair once; it stays mapped while anyone needs
 * it, so a user's disable cannot pull a context's buffers from under it. */
#ifndef CUDA_CORE_PEER_NEED_H
#define CUDA_CORE_PEER_NEED_H

#include <stdbool.h>

struct peer_need {
  unsigned contexts; /* live contexts over both devices */
  bool user;         /* enabled by piextEnablePeerAccess */
};

enum peer_change { PEER_KEEP, PEER_MAP, PEER_UNMAP };

/* The change to make when a context starts or stops needing the pair. */
enum peer_change peer_need_context(struct peer_need *need, bool starts);
/* The change to make when the user enables or disables the pair. */
enum peer_change peer_need_user(struct peer_need *need, bool enable);

#endif
