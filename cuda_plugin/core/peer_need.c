#include "peer_need.h"

static bool needed(const struct peer_need *need) { return need->contexts > 0 || need->user; }

/* Mapping again is harmless (the caller takes "already enabled" as done), so
 * every new need asks for it: the driver's state may have been changed by
 * code outside the plugin. Unmapping happens only when the last need goes. */
static enum peer_change after(const struct peer_need *need, bool added) {
  if (added)
    return PEER_MAP;
  return needed(need) ? PEER_KEEP : PEER_UNMAP;
}

enum peer_change peer_need_context(struct peer_need *need, bool starts) {
  if (starts)
    need->contexts++;
  else if (need->contexts > 0)
    need->contexts--;
  else
    return PEER_KEEP;
  return after(need, starts);
}

enum peer_change peer_need_user(struct peer_need *need, bool enable) {
  need->user = enable;
  return after(need, enable);
}
