/* Several GPUs in one PI context: every device enumerated, USM on each,
 * peer access, copies between devices ordered by events of the other
 * device's queue, concurrent kernels, and one program built for all. The
 * cases that need two devices print "SKIP name: needs 2 CUDA devices" on a
 * machine with one; the others run there too.
 * usage: plugin_multi_gpu KERNELS.fatbin */
#include "gpu_test.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_DEVICES = 8, N = 1 << 22 /* ints: 16 MB, long enough to expose a missed wait */ };

struct multi {
  pi_platform platform;
  pi_uint32 count;
  pi_device devices[MAX_DEVICES];
  pi_context context;
  pi_queue queues[MAX_DEVICES]; /* in-order, one per device */
  pi_program program;           /* kernels.cl, built for every device */
};

static pi_kernel add_one_on_usm(struct multi *m, int *data, uint64_t n) {
  pi_kernel kernel = make_kernel(m->program, "add_one");
  if (kernel && (piextKernelSetArgPointer(kernel, 0, sizeof data, &data) != PI_SUCCESS ||
                 piKernelSetArg(kernel, 1, sizeof n, &n) != PI_SUCCESS)) {
    piKernelRelease(kernel);
    return NULL;
  }
  return kernel;
}

/* add_one over n ints at data on queue q, after the wait list; the kernel is
 * kept in *kernel (released by the caller once the queue is done). */
static bool launch_add_one(struct multi *m, pi_queue q, int *data, uint64_t n, pi_uint32 waits,
                           const pi_event *wait_list, pi_event *done, pi_kernel *kernel) {
  *kernel = add_one_on_usm(m, data, n);
  EXPECT(*kernel != NULL);
  size_t global = (n + 255) / 256 * 256, local = 256;
  OK(piEnqueueKernelLaunch(q, *kernel, 1, NULL, &global, &local, waits, wait_list, done));
  return true;
}

static bool release_kernels(pi_kernel *kernels, int count) {
  for (int i = 0; i < count; ++i)
    OK(piKernelRelease(kernels[i]));
  return true;
}

static bool all_equal(const int *data, size_t n, int (*expected)(size_t), const char *what) {
  for (size_t i = 0; i < n; ++i) {
    if (data[i] != expected(i)) {
      printf("  %s[%zu] = %d, expected %d\n", what, i, data[i], expected(i));
      return false;
    }
  }
  return true;
}

static int pattern(size_t i) { return (int)(i * 7 + 3); }
static int pattern_plus_one(size_t i) { return pattern(i) + 1; }
static int pattern_plus_two(size_t i) { return pattern(i) + 2; }

static int *pattern_on_host(void) {
  int *host = malloc(N * sizeof *host);
  for (size_t i = 0; host && i < N; ++i)
    host[i] = pattern(i);
  return host;
}

static bool every_device_enumerated(struct multi *m) {
  pi_uint32 count = 0;
  OK(piDevicesGet(m->platform, PI_DEVICE_TYPE_ALL, 0, NULL, &count));
  EXPECT(count >= 1 && (count == m->count || (count > MAX_DEVICES && m->count == MAX_DEVICES)));
  for (pi_uint32 i = 0; i < m->count; ++i) {
    pi_device_type type = 0;
    char name[256] = "";
    OK(piDeviceGetInfo(m->devices[i], PI_DEVICE_INFO_TYPE, sizeof type, &type, NULL));
    OK(piDeviceGetInfo(m->devices[i], PI_DEVICE_INFO_NAME, sizeof name, name, NULL));
    EXPECT(type == PI_DEVICE_TYPE_GPU && name[0]);
    for (pi_uint32 k = 0; k < i; ++k)
      EXPECT(m->devices[k] != m->devices[i]);
    printf("  device %u: %s\n", i, name);
  }
  pi_uint32 in_context = 0;
  OK(piContextGetInfo(m->context, PI_CONTEXT_INFO_NUM_DEVICES, sizeof in_context, &in_context,
                      NULL));
  EXPECT(in_context == m->count);
  return true;
}

/* Each kind of allocation on each device: its type and owner as asked, and
 * a memset from that device's queue read back on the host. */
static bool usm_on_each_device(struct multi *m) {
  enum { SIZE = 1 << 20 };
  for (pi_uint32 d = 0; d < m->count; ++d) {
    void *ptr[3] = {NULL, NULL, NULL};
    OK(piextUSMDeviceAlloc(&ptr[0], m->context, m->devices[d], NULL, SIZE, 0));
    OK(piextUSMSharedAlloc(&ptr[1], m->context, m->devices[d], NULL, SIZE, 0));
    OK(piextUSMHostAlloc(&ptr[2], m->context, NULL, SIZE, 0));
    const pi_usm_type types[3] = {PI_MEM_TYPE_DEVICE, PI_MEM_TYPE_SHARED, PI_MEM_TYPE_HOST};
    unsigned char *back = malloc(SIZE);
    EXPECT(back != NULL);
    for (int k = 0; k < 3; ++k) {
      pi_usm_type type = PI_MEM_TYPE_UNKNOWN;
      pi_device owner = NULL;
      OK(piextUSMGetMemAllocInfo(m->context, ptr[k], PI_MEM_ALLOC_TYPE, sizeof type, &type, NULL));
      OK(piextUSMGetMemAllocInfo(m->context, ptr[k], PI_MEM_ALLOC_DEVICE, sizeof owner, &owner,
                                 NULL));
      EXPECT(type == types[k]);
      if (k != 1) /* a shared allocation's owner is wherever its pages are */
        EXPECT(owner == (k == 2 ? NULL : m->devices[d]));
      OK(piextUSMEnqueueMemset(m->queues[d], ptr[k], 0x40 + k, SIZE, 0, NULL, NULL));
      OK(piextUSMEnqueueMemcpy(m->queues[d], PI_TRUE, back, ptr[k], SIZE, 0, NULL, NULL));
      for (size_t i = 0; i < SIZE; ++i)
        if (back[i] != 0x40 + k) {
          printf("  device %u, allocation %d: byte %zu is 0x%x\n", d, k, i, back[i]);
          free(back);
          return false;
        }
    }
    free(back);
    for (int k = 0; k < 3; ++k)
      OK(piextUSMFree(m->context, ptr[k]));
  }
  return true;
}

/* Every ordered pair answers both questions with 0 or 1. */
static bool peer_info_each_pair(struct multi *m) {
  for (pi_uint32 a = 0; a < m->count; ++a) {
    for (pi_uint32 b = 0; b < m->count; ++b) {
      if (a == b)
        continue;
      pi_uint32 access = 7, atomics = 7;
      size_t size = 0;
      OK(piextPeerAccessGetInfo(m->devices[a], m->devices[b], PI_PEER_ACCESS_SUPPORTED,
                                sizeof access, &access, &size));
      EXPECT(size == sizeof access);
      OK(piextPeerAccessGetInfo(m->devices[a], m->devices[b], PI_PEER_ATOMICS_SUPPORTED,
                                sizeof atomics, &atomics, NULL));
      EXPECT(access <= 1 && atomics <= 1);
      printf("  %u -> %u: access %u, atomics %u\n", a, b, access, atomics);
    }
  }
  return true;
}

static bool peer_supported(struct multi *m, pi_uint32 a, pi_uint32 b) {
  pi_uint32 access = 0;
  return piextPeerAccessGetInfo(m->devices[a], m->devices[b], PI_PEER_ACCESS_SUPPORTED,
                                sizeof access, &access, NULL) == PI_SUCCESS &&
         access;
}

/* Device 0's kernel adds one to device 1's memory, then device 1's kernel to
 * device 0's: each reads and writes its peer's device USM. Enabling twice
 * and disabling twice succeed. */
static bool kernel_on_peer_memory(struct multi *m) {
  bool supported = peer_supported(m, 0, 1) && peer_supported(m, 1, 0);
  if (!supported)
    printf("  devices 0 and 1 cannot reach each other's memory: disable only\n");
  if (supported) {
    for (int twice = 0; twice < 2; ++twice) {
      OK(piextEnablePeerAccess(m->devices[0], m->devices[1]));
      OK(piextEnablePeerAccess(m->devices[1], m->devices[0]));
    }
    int *host = pattern_on_host();
    int *on[2] = {NULL, NULL};
    EXPECT(host != NULL);
    for (int d = 0; d < 2; ++d) {
      OK(piextUSMDeviceAlloc((void **)&on[d], m->context, m->devices[d], NULL, N * sizeof(int),
                             0));
      OK(piextUSMEnqueueMemcpy(m->queues[d], PI_TRUE, on[d], host, N * sizeof(int), 0, NULL,
                               NULL));
    }
    pi_kernel kernels[3];
    EXPECT(launch_add_one(m, m->queues[0], on[1], N, 0, NULL, NULL, &kernels[0]));
    EXPECT(launch_add_one(m, m->queues[1], on[0], N, 0, NULL, NULL, &kernels[1]));
    EXPECT(launch_add_one(m, m->queues[1], on[0], N, 0, NULL, NULL, &kernels[2]));
    OK(piQueueFinish(m->queues[0]));
    OK(piQueueFinish(m->queues[1]));
    EXPECT(release_kernels(kernels, 3));
    OK(piextUSMEnqueueMemcpy(m->queues[1], PI_TRUE, host, on[1], N * sizeof(int), 0, NULL,
                             NULL));
    bool ok = all_equal(host, N, pattern_plus_one, "device 1 memory after device 0's kernel");
    OK(piextUSMEnqueueMemcpy(m->queues[0], PI_TRUE, host, on[0], N * sizeof(int), 0, NULL,
                             NULL));
    ok = ok && all_equal(host, N, pattern_plus_two, "device 0 memory after device 1's kernels");
    free(host);
    OK(piextUSMFree(m->context, on[0]));
    OK(piextUSMFree(m->context, on[1]));
    EXPECT(ok);
  }
  for (int twice = 0; twice < 2; ++twice) {
    OK(piextDisablePeerAccess(m->devices[0], m->devices[1]));
    OK(piextDisablePeerAccess(m->devices[1], m->devices[0]));
  }
  return true;
}

/* Device 0 fills its memory; device 1 copies it over once device 0's event
 * says so, adds one, and device 0 copies the result back after device 1's
 * event: both directions, each ordered only by the other queue's event. */
static bool usm_copies_between_devices(struct multi *m) {
  int *host = pattern_on_host(), *back = malloc(N * sizeof(int));
  int *on0 = NULL, *on1 = NULL, *on0_again = NULL;
  EXPECT(host && back);
  const size_t size = N * sizeof(int);
  OK(piextUSMDeviceAlloc((void **)&on0, m->context, m->devices[0], NULL, size, 0));
  OK(piextUSMDeviceAlloc((void **)&on1, m->context, m->devices[1], NULL, size, 0));
  OK(piextUSMDeviceAlloc((void **)&on0_again, m->context, m->devices[0], NULL, size, 0));
  OK(piextUSMEnqueueMemset(m->queues[1], on1, 0, size, 0, NULL, NULL));
  OK(piQueueFinish(m->queues[1]));
  pi_event filled, copied, added, returned;
  OK(piextUSMEnqueueMemcpy(m->queues[0], PI_FALSE, on0, host, size, 0, NULL, &filled));
  OK(piextUSMEnqueueMemcpy(m->queues[1], PI_FALSE, on1, on0, size, 1, &filled, &copied));
  pi_kernel kernel;
  EXPECT(launch_add_one(m, m->queues[1], on1, N, 1, &copied, &added, &kernel));
  OK(piextUSMEnqueueMemcpy(m->queues[0], PI_FALSE, on0_again, on1, size, 1, &added, &returned));
  OK(piextUSMEnqueueMemcpy(m->queues[0], PI_TRUE, back, on0_again, size, 1, &returned, NULL));
  bool ok = all_equal(back, N, pattern_plus_one, "device 1's result copied back to device 0");
  pi_event all[] = {filled, copied, added, returned};
  OK(piEventsWait(4, all));
  for (int i = 0; i < 4; ++i)
    OK(piEventRelease(all[i]));
  EXPECT(release_kernels(&kernel, 1));
  OK(piextUSMFree(m->context, on0));
  OK(piextUSMFree(m->context, on1));
  OK(piextUSMFree(m->context, on0_again));
  free(host);
  free(back);
  return ok;
}

/* Buffers of the context, used from both devices' queues: device 0 writes
 * one, device 1 copies it into another after device 0's event and adds one
 * there, device 0 reads that after device 1's event. */
static bool buffer_copies_between_queues(struct multi *m) {
  const size_t size = N * sizeof(int);
  int *host = pattern_on_host(), *back = malloc(size);
  EXPECT(host && back);
  pi_mem a, b;
  OK(piMemBufferCreate(m->context, PI_MEM_FLAGS_ACCESS_RW, size, NULL, &a, NULL));
  OK(piMemBufferCreate(m->context, PI_MEM_FLAGS_ACCESS_RW, size, NULL, &b, NULL));
  pi_event written, copied, added;
  OK(piEnqueueMemBufferWrite(m->queues[0], a, PI_FALSE, 0, size, host, 0, NULL, &written));
  OK(piEnqueueMemBufferCopy(m->queues[1], a, b, 0, 0, size, 1, &written, &copied));
  pi_kernel kernel = make_kernel(m->program, "add_one");
  EXPECT(kernel != NULL);
  uint64_t n = N;
  OK(piextKernelSetArgMemObj(kernel, 0, NULL, &b));
  OK(piKernelSetArg(kernel, 1, sizeof n, &n));
  size_t global = N, local = 256;
  OK(piEnqueueKernelLaunch(m->queues[1], kernel, 1, NULL, &global, &local, 1, &copied, &added));
  OK(piEnqueueMemBufferRead(m->queues[0], b, PI_TRUE, 0, size, back, 1, &added, NULL));
  bool ok = all_equal(back, N, pattern_plus_one, "buffer after device 1's copy and kernel");
  pi_event all[] = {written, copied, added};
  OK(piEventsWait(3, all));
  for (int i = 0; i < 3; ++i)
    OK(piEventRelease(all[i]));
  OK(piKernelRelease(kernel));
  OK(piMemRelease(a));
  OK(piMemRelease(b));
  free(host);
  free(back);
  return ok;
}

/* Both queues get all their launches before either is waited for. */
static bool concurrent_kernels(struct multi *m) {
  enum { LAUNCHES = 50 };
  int *on[2] = {NULL, NULL};
  const size_t size = N * sizeof(int);
  for (int d = 0; d < 2; ++d) {
    OK(piextUSMDeviceAlloc((void **)&on[d], m->context, m->devices[d], NULL, size, 0));
    OK(piextUSMEnqueueMemset(m->queues[d], on[d], 0, size, 0, NULL, NULL));
  }
  pi_kernel kernels[2];
  size_t global = N, local = 256;
  for (int d = 0; d < 2; ++d) {
    kernels[d] = add_one_on_usm(m, on[d], N);
    EXPECT(kernels[d] != NULL);
  }
  for (int k = 0; k < LAUNCHES; ++k)
    for (int d = 0; d < 2; ++d)
      OK(piEnqueueKernelLaunch(m->queues[d], kernels[d], 1, NULL, &global, &local, 0, NULL,
                               NULL));
  OK(piQueueFinish(m->queues[0]));
  OK(piQueueFinish(m->queues[1]));
  EXPECT(release_kernels(kernels, 2));
  int *back = malloc(size);
  EXPECT(back != NULL);
  bool ok = true;
  for (int d = 0; ok && d < 2; ++d) {
    OK(piextUSMEnqueueMemcpy(m->queues[d], PI_TRUE, back, on[d], size, 0, NULL, NULL));
    for (size_t i = 0; ok && i < N; ++i)
      if (back[i] != LAUNCHES) {
        printf("  device %d: element %zu is %d, expected %d\n", d, i, back[i], LAUNCHES);
        ok = false;
      }
  }
  free(back);
  OK(piextUSMFree(m->context, on[0]));
  OK(piextUSMFree(m->context, on[1]));
  return ok;
}

/* vector_add of the one program on each device's own memory. */
static bool one_program_for_all(struct multi *m) {
  pi_uint32 built_for = 0;
  OK(piProgramGetInfo(m->program, PI_PROGRAM_INFO_NUM_DEVICES, sizeof built_for, &built_for,
                      NULL));
  EXPECT(built_for == m->count);
  enum { ELEMENTS = 1 << 16 };
  float *host = malloc(3 * ELEMENTS * sizeof(float));
  EXPECT(host != NULL);
  for (pi_uint32 d = 0; d < m->count; ++d) {
    float *a = NULL, *b = NULL, *c = NULL;
    const size_t size = ELEMENTS * sizeof(float);
    OK(piextUSMDeviceAlloc((void **)&a, m->context, m->devices[d], NULL, size, 0));
    OK(piextUSMDeviceAlloc((void **)&b, m->context, m->devices[d], NULL, size, 0));
    OK(piextUSMDeviceAlloc((void **)&c, m->context, m->devices[d], NULL, size, 0));
    for (int i = 0; i < ELEMENTS; ++i) {
      host[i] = (float)i;
      host[ELEMENTS + i] = (float)(d + 1) * 0.5f;
    }
    OK(piextUSMEnqueueMemcpy(m->queues[d], PI_FALSE, a, host, size, 0, NULL, NULL));
    OK(piextUSMEnqueueMemcpy(m->queues[d], PI_FALSE, b, host + ELEMENTS, size, 0, NULL, NULL));
    pi_kernel kernel = make_kernel(m->program, "vector_add");
    EXPECT(kernel != NULL);
    uint64_t n = ELEMENTS;
    OK(piextKernelSetArgPointer(kernel, 0, sizeof a, &a));
    OK(piextKernelSetArgPointer(kernel, 1, sizeof b, &b));
    OK(piextKernelSetArgPointer(kernel, 2, sizeof c, &c));
    OK(piKernelSetArg(kernel, 3, sizeof n, &n));
    size_t global = ELEMENTS, local = 128;
    OK(piEnqueueKernelLaunch(m->queues[d], kernel, 1, NULL, &global, &local, 0, NULL, NULL));
    float *out = host + 2 * ELEMENTS;
    OK(piextUSMEnqueueMemcpy(m->queues[d], PI_TRUE, out, c, size, 0, NULL, NULL));
    OK(piQueueFinish(m->queues[d]));
    OK(piKernelRelease(kernel));
    for (int i = 0; i < ELEMENTS; ++i)
      if (out[i] != (float)i + (float)(d + 1) * 0.5f) {
        printf("  device %u: c[%d] = %g\n", d, i, out[i]);
        free(host);
        return false;
      }
    OK(piextUSMFree(m->context, a));
    OK(piextUSMFree(m->context, b));
    OK(piextUSMFree(m->context, c));
  }
  free(host);
  return true;
}

static void open_all(struct multi *m, const char *fatbin) {
  struct gpu g;
  gpu_open(&g); /* exits 77 without a CUDA device */
  m->platform = g.platform;
  gpu_close(&g);
  PI_CHECK(piDevicesGet(m->platform, PI_DEVICE_TYPE_GPU, MAX_DEVICES, m->devices, &m->count));
  if (m->count > MAX_DEVICES)
    m->count = MAX_DEVICES;
  PI_CHECK(piContextCreate(NULL, m->count, m->devices, NULL, NULL, &m->context));
  for (pi_uint32 d = 0; d < m->count; ++d)
    PI_CHECK(piQueueCreate(m->context, m->devices[d], 0, &m->queues[d]));
  size_t size = 0;
  unsigned char *image = read_binary(fatbin, &size);
  if (!image)
    exit(1);
  const unsigned char *binaries[MAX_DEVICES];
  size_t sizes[MAX_DEVICES];
  for (pi_uint32 d = 0; d < m->count; ++d) {
    binaries[d] = image;
    sizes[d] = size;
  }
  PI_CHECK(piProgramCreateWithBinary(m->context, m->count, m->devices, sizes, binaries, 0, NULL,
                                     NULL, &m->program));
  PI_CHECK(piProgramBuild(m->program, m->count, m->devices, "", NULL, NULL));
  free(image);
}

static void close_all(struct multi *m) {
  PI_CHECK(piProgramRelease(m->program));
  for (pi_uint32 d = 0; d < m->count; ++d)
    PI_CHECK(piQueueRelease(m->queues[d]));
  PI_CHECK(piContextRelease(m->context));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  static const struct {
    const char *name;
    bool (*run)(struct multi *m);
    bool needs_two;
  } cases[] = {
      {"every device of the platform enumerated, all in one context", every_device_enumerated,
       false},
      {"device, shared and host USM on each device of the context", usm_on_each_device, false},
      {"kernels on each device from one program built for all", one_program_for_all, false},
      {"peer access info for each ordered pair of devices", peer_info_each_pair, true},
      {"a kernel on each device reads and writes the other's device USM (peer access)",
       kernel_on_peer_memory, true},
      {"USM copies between devices both ways, ordered by the other queue's events",
       usm_copies_between_devices, true},
      {"buffer copies and kernels on two devices' queues, ordered by events",
       buffer_copies_between_queues, true},
      {"concurrent kernels on both devices", concurrent_kernels, true},
  };
  struct multi m;
  memset(&m, 0, sizeof m);
  open_all(&m, argv[1]);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
    if (cases[i].needs_two && m.count < 2) {
      printf("SKIP %s: needs 2 CUDA devices\n", cases[i].name);
      continue;
    }
    report_case(cases[i].name, cases[i].run(&m), "(%u devices)", m.count);
  }
  close_all(&m);
  return cases_exit_code();
}
