/* See warp_emulator.h. The primitives are defined under the names
 * emulated_builtins.h maps the NVVM builtins to, and under the names
 * libspirv's group sources call (the work-item builtins, the redux.sync
 * intrinsics, __clc_group_scratch). */
#include "warp_emulator.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

enum { WARP = 32, MAX_ITEMS = 1024, STACK_BYTES = 64 * 1024, MAX_CHANNELS = 64 };

/* The exchanges of one member mask in one warp: each lane's count of them,
 * and the values of the last two (a lane is at most one ahead of another). */
struct channel {
  uint32_t mask;
  uint64_t episode[WARP];
  uint32_t slot[2][WARP];
};

struct warp {
  struct channel channels[MAX_CHANNELS];
  unsigned channel_count;
  uint64_t activemask_calls[WARP];
};

/* A work-item starts on its own stack through its ucontext; after that it
 * and the scheduler switch with _setjmp/_longjmp, which skip the signal
 * mask system calls that make swapcontext slow. */
struct item {
  ucontext_t context;
  jmp_buf resume;
  bool started, done;
};

static struct {
  unsigned local[3], size, group[3], groups[3];
  struct item items[MAX_ITEMS];
  char *stacks;
  struct warp warps[MAX_ITEMS / WARP];
  uint64_t scratch[64];
  unsigned arrived;
  uint64_t generation, progress;
  bool all_so_far, any_so_far, all_result, any_result;
  ucontext_t scheduler;
  jmp_buf scheduler_resume;
  unsigned current;
  bool failed;
  void (*body)(unsigned, void *);
  void *arg;
  int cuda_arch;
  uint64_t rng;
} emu = {.cuda_arch = 900};

static unsigned lane(void) { return emu.current % WARP; }

static unsigned warp_lanes(void) {
  unsigned rest = emu.size - (emu.current & ~(WARP - 1u));
  return rest < WARP ? rest : WARP;
}

static uint32_t first_lanes(unsigned n) { return n >= WARP ? UINT32_MAX : (UINT32_C(1) << n) - 1; }

/* Gives control back to the scheduler; it comes back in a later round. */
static void pause_item(void) {
  if (!_setjmp(emu.items[emu.current].resume))
    _longjmp(emu.scheduler_resume, 1);
}

/* Ends the run: the failing work-item never resumes. */
static void fail(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *format, ...) {
  va_list args;
  va_start(args, format);
  printf("  emulated work-item %u (lane %u): ", emu.current, lane());
  vprintf(format, args);
  putchar('\n');
  va_end(args);
  emu.failed = true;
  for (;;)
    pause_item();
}

static struct channel *channel_of(uint32_t mask) {
  struct warp *w = &emu.warps[emu.current / WARP];
  for (unsigned i = 0; i < w->channel_count; i++)
    if (w->channels[i].mask == mask)
      return &w->channels[i];
  if (w->channel_count == MAX_CHANNELS)
    fail("more than %d member masks in one warp", MAX_CHANNELS);
  struct channel *c = &w->channels[w->channel_count++];
  memset(c, 0, sizeof *c);
  c->mask = mask;
  return c;
}

/* Every lane of mask gives x; returns all of theirs once all have. */
static void exchange(uint32_t mask, uint32_t x, uint32_t values[WARP], const char *what) {
  if (!(mask >> lane() & 1))
    fail("%s with member mask 0x%08x, which lacks the calling lane", what, mask);
  if (mask & ~first_lanes(warp_lanes()))
    fail("%s with member mask 0x%08x in a warp of %u lanes", what, mask, warp_lanes());
  struct channel *c = channel_of(mask);
  uint64_t episode = ++c->episode[lane()];
  c->slot[episode & 1][lane()] = x;
  emu.progress++;
  for (;;) {
    bool all_here = true;
    for (unsigned l = 0; l < WARP; l++)
      all_here &= !(mask >> l & 1) || c->episode[l] >= episode;
    if (all_here)
      break;
    pause_item();
  }
  for (unsigned l = 0; l < WARP; l++)
    values[l] = c->slot[episode & 1][l];
  emu.progress++;
}

int emu_shfl_idx(uint32_t mask, int x, int source, int clamp) {
  uint32_t values[WARP];
  if (clamp != 0x1f)
    fail("shfl.sync with clamp 0x%x (libspirv uses 0x1f)", clamp);
  exchange(mask, (uint32_t)x, values, "shfl.sync");
  if ((unsigned)source >= WARP)
    return x;
  if (!(mask >> source & 1))
    fail("shfl.sync reads lane %d, outside its member mask 0x%08x", source, mask);
  return (int)values[source];
}

/* shfl.sync.bfly: the x of lane (own lane ^ lanes). */
int emu_shfl_bfly(uint32_t mask, int x, int lanes, int clamp) {
  if (clamp != 0x1f)
    fail("shfl.sync.bfly with clamp 0x%x (libspirv uses 0x1f)", clamp);
  return emu_shfl_idx(mask, x, (int)(lane() ^ (unsigned)lanes), clamp);
}

uint32_t emu_ballot(uint32_t mask, bool p) {
  uint32_t values[WARP], bits = 0;
  exchange(mask, p, values, "vote.sync");
  for (unsigned l = 0; l < WARP; l++)
    if (mask >> l & 1 && values[l])
      bits |= UINT32_C(1) << l;
  return bits;
}

bool emu_vote_all(uint32_t mask, bool p) { return emu_ballot(mask, p) == mask; }
bool emu_vote_any(uint32_t mask, bool p) { return emu_ballot(mask, p) != 0; }

/* redux.sync over the lanes of mask. */
#define REDUX(name, T, start, step)                                            \
  T name(T x, uint32_t mask) {                                                 \
    uint32_t values[WARP];                                                     \
    exchange(mask, (uint32_t)x, values, "redux.sync");                         \
    T r = start;                                                               \
    for (unsigned l = 0; l < WARP; l++)                                        \
      if (mask >> l & 1) {                                                     \
        T v = (T)values[l];                                                    \
        r = step;                                                              \
      }                                                                        \
    return r;                                                                  \
  }
REDUX(redux_add, uint32_t, 0, r + v)
REDUX(redux_and, uint32_t, UINT32_MAX, r & v)
REDUX(redux_or, uint32_t, 0, r | v)
REDUX(redux_xor, uint32_t, 0, r ^ v)
REDUX(redux_umin, uint32_t, UINT32_MAX, v < r ? v : r)
REDUX(redux_umax, uint32_t, 0, v > r ? v : r)
REDUX(redux_min, int32_t, INT32_MAX, v < r ? v : r)
REDUX(redux_max, int32_t, INT32_MIN, v > r ? v : r)

/* fns with base 0 and a positive offset: the offset-th set bit. */
uint32_t emu_fns(uint32_t mask, uint32_t base, int offset) {
  if (base != 0 || offset <= 0)
    fail("fns with base %u and offset %d (libspirv uses base 0, offset > 0)", base, offset);
  for (unsigned l = 0; l < WARP; l++)
    if (mask >> l & 1 && --offset == 0)
      return l;
  return UINT32_MAX;
}

static void block_barrier(bool p) {
  uint64_t generation = emu.generation;
  emu.all_so_far &= p;
  emu.any_so_far |= p;
  emu.progress++;
  if (++emu.arrived == emu.size) {
    emu.all_result = emu.all_so_far;
    emu.any_result = emu.any_so_far;
    emu.all_so_far = true;
    emu.any_so_far = false;
    emu.arrived = 0;
    emu.generation++;
  }
  while (emu.generation == generation)
    pause_item();
  emu.progress++;
}

void emu_syncthreads(void) { block_barrier(false); }

int emu_bar_and(int p) {
  block_barrier(p != 0);
  return emu.all_result;
}

int emu_bar_or(int p) {
  block_barrier(p != 0);
  return emu.any_result;
}

uint32_t emu_laneid(void) { return lane(); }
uint32_t emu_lanemask_lt(void) { return (UINT32_C(1) << lane()) - 1; }
uint32_t emu_lanemask_le(void) { return UINT32_MAX >> (WARP - 1 - lane()); }
/* The lanes that reach the same activemask call: once every lane of the
 * warp has reached it or finished, those that reached it (branches
 * reconverge there, and lanes that left the kernel are inactive). */
uint32_t emu_activemask(void) {
  struct warp *w = &emu.warps[emu.current / WARP];
  unsigned first = emu.current & ~(WARP - 1u);
  uint64_t call = ++w->activemask_calls[lane()];
  emu.progress++;
  for (;;) {
    bool all_here = true;
    for (unsigned l = 0; l < warp_lanes(); l++)
      all_here &= emu.items[first + l].done || w->activemask_calls[l] >= call;
    if (all_here)
      break;
    pause_item();
  }
  uint32_t mask = 0;
  for (unsigned l = 0; l < warp_lanes(); l++)
    if (w->activemask_calls[l] >= call)
      mask |= UINT32_C(1) << l;
  emu.progress++;
  return mask;
}
int emu_cuda_arch(void) { return emu.cuda_arch; }
void emu_set_cuda_arch(int arch) { emu.cuda_arch = arch; }

uint64_t *__clc_group_scratch(void) { return emu.scratch; }

void emu_set_grid(const unsigned group[3], const unsigned groups[3]) {
  memcpy(emu.group, group, sizeof emu.group);
  memcpy(emu.groups, groups, sizeof emu.groups);
}

/* The work-item builtins, under their mangled names. */
uint32_t _Z20__spirv_SubgroupSizev(void) { return warp_lanes(); }
uint32_t _Z18__spirv_SubgroupIdv(void) { return emu.current / WARP; }
uint32_t _Z20__spirv_NumSubgroupsv(void) { return (emu.size + WARP - 1) / WARP; }
uint32_t _Z33__spirv_SubgroupLocalInvocationIdv(void) { return lane(); }
size_t _Z23__spirv_WorkgroupSize_xv(void) { return emu.local[0]; }
size_t _Z23__spirv_WorkgroupSize_yv(void) { return emu.local[1]; }
size_t _Z23__spirv_WorkgroupSize_zv(void) { return emu.local[2]; }
size_t _Z27__spirv_LocalInvocationId_xv(void) { return emu.current % emu.local[0]; }
size_t _Z27__spirv_LocalInvocationId_yv(void) { return emu.current / emu.local[0] % emu.local[1]; }
size_t _Z27__spirv_LocalInvocationId_zv(void) { return emu.current / (emu.local[0] * emu.local[1]); }
size_t _Z21__spirv_WorkgroupId_xv(void) { return emu.group[0]; }
size_t _Z21__spirv_WorkgroupId_yv(void) { return emu.group[1]; }
size_t _Z21__spirv_WorkgroupId_zv(void) { return emu.group[2]; }
size_t _Z23__spirv_NumWorkgroups_xv(void) { return emu.groups[0]; }
size_t _Z23__spirv_NumWorkgroups_yv(void) { return emu.groups[1]; }
size_t _Z23__spirv_NumWorkgroups_zv(void) { return emu.groups[2]; }

static void item_main(void) {
  emu.body(emu.current, emu.arg);
  emu.items[emu.current].done = true;
  emu.progress++;
  _longjmp(emu.scheduler_resume, 1);
}

static uint64_t next_random(void) {
  emu.rng ^= emu.rng << 13;
  emu.rng ^= emu.rng >> 7;
  emu.rng ^= emu.rng << 17;
  return emu.rng;
}

/* Runs every unfinished work-item once, in a shuffled order. */
static void run_round(unsigned *order) {
  for (unsigned i = emu.size - 1; i > 0; i--) {
    unsigned j = (unsigned)(next_random() % (i + 1)), t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  for (volatile unsigned i = 0; i < emu.size && !emu.failed; i++) {
    struct item *it = &emu.items[emu.current = order[i]];
    if (it->done || _setjmp(emu.scheduler_resume))
      continue;
    if (it->started)
      _longjmp(it->resume, 1);
    it->started = true;
    swapcontext(&emu.scheduler, &it->context);
  }
}

bool emu_run_group(const unsigned local[3], void (*body)(unsigned, void *), void *arg) {
  memcpy(emu.local, local, sizeof emu.local);
  emu.size = local[0] * local[1] * local[2];
  emu.body = body;
  emu.arg = arg;
  emu.failed = false;
  emu.arrived = 0;
  emu.all_so_far = true;
  emu.any_so_far = false;
  emu.rng = emu.rng ? emu.rng : UINT64_C(88172645463325252);
  memset(emu.scratch, 0xa5, sizeof emu.scratch);
  memset(emu.warps, 0, sizeof emu.warps);
  if (!emu.stacks)
    emu.stacks = malloc((size_t)MAX_ITEMS * STACK_BYTES);
  unsigned order[MAX_ITEMS];
  for (unsigned i = 0; i < emu.size; i++) {
    struct item *it = &emu.items[i];
    it->done = it->started = false;
    getcontext(&it->context);
    it->context.uc_stack.ss_sp = emu.stacks + (size_t)i * STACK_BYTES;
    it->context.uc_stack.ss_size = STACK_BYTES;
    it->context.uc_link = NULL;
    makecontext(&it->context, item_main, 0);
    order[i] = i;
  }
  unsigned unfinished = emu.size;
  while (unfinished && !emu.failed) {
    uint64_t progress = emu.progress;
    run_round(order);
    unfinished = 0;
    for (unsigned i = 0; i < emu.size; i++)
      unfinished += !emu.items[i].done;
    if (unfinished && progress == emu.progress && !emu.failed) {
      printf("  emulated work-group of %u: deadlock, %u work-items wait for ever (%u at the "
             "barrier)\n",
             emu.size, unfinished, emu.arrived);
      emu.failed = true;
    }
  }
  return !emu.failed;
}
