/* Peer access without a driver: who keeps a pair of devices mapped
 * (peer_need.c), and the PI entry points on bad handles, devices of
 * different platforms and the same device twice, which never reach CUDA. */
#include <string.h>

#include "check.h"
#include "face.h" /* PI's handle types as the face defines them */
#include "peer_need.h"

static void user_alone(void) {
  struct peer_need need = {0};
  CHECK_EQ(peer_need_user(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_user(&need, true), PEER_MAP); /* again: "already enabled" is success */
  CHECK_EQ(peer_need_user(&need, false), PEER_UNMAP);
  CHECK_EQ(peer_need_user(&need, false), PEER_UNMAP); /* "not enabled" is success */
  CHECK(!need.user && need.contexts == 0);
}

/* A context's buffers keep the pair mapped through the user's disable. */
static void contexts_and_user(void) {
  struct peer_need need = {0};
  CHECK_EQ(peer_need_context(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_context(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_user(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_user(&need, false), PEER_KEEP);
  CHECK_EQ(peer_need_context(&need, false), PEER_KEEP);
  CHECK_EQ(peer_need_context(&need, false), PEER_UNMAP);
  CHECK_EQ(need.contexts, 0);
  /* A stray release changes nothing. */
  CHECK_EQ(peer_need_context(&need, false), PEER_KEEP);
  CHECK_EQ(need.contexts, 0);
  /* The user's enable outlives the last context. */
  CHECK_EQ(peer_need_user(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_context(&need, true), PEER_MAP);
  CHECK_EQ(peer_need_context(&need, false), PEER_KEEP);
  CHECK_EQ(peer_need_user(&need, false), PEER_UNMAP);
}

static unsigned char not_an_object[256] = {1, 2, 3, 4};

static void entry_points(void) {
  static struct cuda_platform platforms[2];
  static struct cuda_device devices[3];
  for (int p = 0; p < 2; ++p)
    platforms[p] = (struct cuda_platform){.magic = MAGIC_PLATFORM, .num_devices = 2 - p};
  platforms[0].devices = &devices[0];
  platforms[1].devices = &devices[2];
  for (int d = 0; d < 3; ++d)
    devices[d] = (struct cuda_device){.magic = MAGIC_DEVICE, .platform = &platforms[d / 2]};
  pi_device a = (pi_device)&devices[0], b = (pi_device)&devices[1];
  pi_device elsewhere = (pi_device)&devices[2];
  pi_device bad = (pi_device)not_an_object;
  pi_result (*const toggles[])(pi_device, pi_device) = {piextEnablePeerAccess,
                                                         piextDisablePeerAccess};
  for (int t = 0; t < 2; ++t) {
    CHECK_EQ(toggles[t](NULL, b), PI_ERROR_INVALID_DEVICE);
    CHECK_EQ(toggles[t](a, NULL), PI_ERROR_INVALID_DEVICE);
    CHECK_EQ(toggles[t](bad, b), PI_ERROR_INVALID_DEVICE);
    CHECK_EQ(toggles[t](a, bad), PI_ERROR_INVALID_DEVICE);
    CHECK_EQ(toggles[t](a, elsewhere), PI_ERROR_INVALID_DEVICE);
    /* A device reaches its own memory: nothing to map. */
    CHECK_EQ(toggles[t](a, a), PI_SUCCESS);
    CHECK_EQ(toggles[t](a, a), PI_SUCCESS);
  }
  pi_uint32 value = 7;
  size_t size = 0;
  CHECK_EQ(piextPeerAccessGetInfo(a, a, PI_PEER_ACCESS_SUPPORTED, sizeof value, &value, &size),
           PI_SUCCESS);
  CHECK_EQ(value, 0);
  CHECK_EQ(size, sizeof value);
  value = 7;
  CHECK_EQ(piextPeerAccessGetInfo(b, b, PI_PEER_ATOMICS_SUPPORTED, sizeof value, &value, NULL),
           PI_SUCCESS);
  CHECK_EQ(value, 0);
  CHECK_EQ(piextPeerAccessGetInfo(a, a, (pi_peer_attr)99, sizeof value, &value, NULL),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextPeerAccessGetInfo(a, a, PI_PEER_ACCESS_SUPPORTED, 1, &value, NULL),
           PI_ERROR_INVALID_VALUE);
  CHECK_EQ(piextPeerAccessGetInfo(bad, a, PI_PEER_ACCESS_SUPPORTED, sizeof value, &value, NULL),
           PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(piextPeerAccessGetInfo(a, NULL, PI_PEER_ACCESS_SUPPORTED, sizeof value, &value, NULL),
           PI_ERROR_INVALID_DEVICE);
}

int main(void) {
  user_alone();
  contexts_and_user();
  entry_points();
  return check_report("plugin_peer_access_test");
}
