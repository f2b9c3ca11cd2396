/* Two CUDA GPUs in one UR context, through Intel's 2026.2 loader (made to
 * load only our adapter) over the raw UR API: every device enumerated,
 * device USM on each, peer access info for each ordered pair, a kernel on
 * device 0 reading and writing device 1's memory after
 * urUsmP2PEnablePeerAccessExp, USM copies between the devices both ways,
 * device 1's queue waiting on device 0's events, kernels on both devices at
 * once, urUsmP2PDisablePeerAccessExp, and every handle released (the
 * validation variant counts them). Results are checked on the host.
 * Exit 0 all passed, 1 a case failed, 77 fewer than 2 CUDA devices or no
 * runtime files.
 * usage: ur_multi_gpu_test RUNTIME_LIB_DIR UR_KERNELS.fatbin */
#include "ur_check.h"
#include "ur_gpu_launch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEVICES = 8, N = 1 << 22 /* ints: 16 MB, long enough to expose a missed wait */ };

static struct ur_loader ur;
static uint32_t count; /* devices in devices[], at most MAX_DEVICES */
static ur_device_handle_t devices[MAX_DEVICES];
static ur_context_handle_t context;       /* over every device */
static ur_queue_handle_t queues[2];       /* in-order, on devices 0 and 1 */
static ur_program_handle_t program;       /* ur_kernels.fatbin for both devices */
static ur_kernel_handle_t add_one[2];     /* add_one of program, one per device */
static bool peer_enabled;                 /* device 0 reaches device 1's memory */
static int failures;

static void report(const char *name, bool ok) {
  printf("%s %s\n", ok ? "PASS" : "FAIL", name);
  failures += !ok;
}

static int pattern(size_t i) { return (int)(i * 7 + 3); }

static int *pattern_on_host(void) {
  int *host = malloc(N * sizeof *host);
  for (size_t i = 0; host && i < N; ++i)
    host[i] = pattern(i);
  return host;
}

/* data[i] == pattern(i) + plus for every i, else the first that is not. */
static bool pattern_plus(const int *data, int plus, const char *what) {
  for (size_t i = 0; i < N; ++i)
    EXPECT(data[i] == pattern(i) + plus, "%s[%zu] = %d, not %d", what, i, data[i],
           pattern(i) + plus);
  return true;
}

/* add_one of device d's program over N ints at data on queue q. */
static ur_result_t launch_add_one(int d, ur_queue_handle_t q, int *data, ur_event_handle_t *done) {
  const uint64_t n = N;
  const struct ur_gpu_arg args[] = {{UR_GPU_ARG_POINTER, 0, sizeof data, data},
                                    {UR_GPU_ARG_VALUE, 1, sizeof n, &n}};
  const size_t group = 256;
  return ur_gpu_launch(&ur, q, add_one[d], 0, N, &group, 2, args, done);
}

static bool devices_in_context(void) {
  for (uint32_t d = 0; d < count; ++d) {
    ur_device_type_t type = 0;
    char name[256] = "";
    UR_OK(ur.urDeviceGetInfo(devices[d], UR_DEVICE_INFO_TYPE, sizeof type, &type, NULL));
    UR_OK(ur.urDeviceGetInfo(devices[d], UR_DEVICE_INFO_NAME, sizeof name, name, NULL));
    EXPECT(type == UR_DEVICE_TYPE_GPU && name[0], "device %u: type %d, name '%s'", d, (int)type,
           name);
    for (uint32_t k = 0; k < d; ++k)
      EXPECT(devices[k] != devices[d], "devices %u and %u are one handle", k, d);
    printf("  device %u: %s\n", d, name);
  }
  uint32_t in_context = 0;
  UR_OK(ur.urContextGetInfo(context, UR_CONTEXT_INFO_NUM_DEVICES, sizeof in_context, &in_context,
                            NULL));
  EXPECT(in_context == count, "the context has %u devices, not %u", in_context, count);
  return true;
}

/* Device USM on each device: its type and owner, and a fill from that
 * device's queue read back on the host. */
static bool usm_on_each_device(void) {
  enum { INTS = 1 << 18 };
  uint32_t *back = malloc(INTS * sizeof *back);
  EXPECT(back != NULL, "host memory");
  for (uint32_t d = 0; d < 2; ++d) {
    void *ptr = NULL;
    UR_OK(ur.urUSMDeviceAlloc(context, devices[d], NULL, NULL, INTS * sizeof *back, &ptr));
    ur_usm_type_t type = UR_USM_TYPE_UNKNOWN;
    ur_device_handle_t owner = NULL;
    UR_OK(ur.urUSMGetMemAllocInfo(context, ptr, UR_USM_ALLOC_INFO_TYPE, sizeof type, &type, NULL));
    UR_OK(ur.urUSMGetMemAllocInfo(context, ptr, UR_USM_ALLOC_INFO_DEVICE, sizeof owner, &owner,
                                  NULL));
    EXPECT(type == UR_USM_TYPE_DEVICE && owner == devices[d], "device %u: type %d, owner %p", d,
           (int)type, (void *)owner);
    const uint32_t fill = 0xA0B0C000u + d;
    UR_OK(ur.urEnqueueUSMFill(queues[d], ptr, sizeof fill, &fill, INTS * sizeof fill, 0, NULL,
                              NULL));
    UR_OK(ur.urEnqueueUSMMemcpy(queues[d], true, back, ptr, INTS * sizeof *back, 0, NULL, NULL));
    for (size_t i = 0; i < INTS; ++i)
      EXPECT(back[i] == fill, "device %u: element %zu is 0x%x", d, i, back[i]);
    UR_OK(ur.urUSMFree(context, ptr));
  }
  free(back);
  return true;
}

/* Every ordered pair answers access and atomics with an int of 0 or 1. */
static bool peer_info_each_pair(void) {
  for (uint32_t a = 0; a < count; ++a) {
    for (uint32_t b = 0; b < count; ++b) {
      if (a == b)
        continue;
      int access = 7, atomics = 7;
      size_t size = 0;
      UR_OK(ur.urUsmP2PPeerAccessGetInfoExp(devices[a], devices[b],
                                            UR_EXP_PEER_INFO_UR_PEER_ACCESS_SUPPORT,
                                            sizeof access, &access, &size));
      EXPECT(size == sizeof access, "%u -> %u: access answered in %zu bytes", a, b, size);
      UR_OK(ur.urUsmP2PPeerAccessGetInfoExp(devices[a], devices[b],
                                            UR_EXP_PEER_INFO_UR_PEER_ATOMICS_SUPPORT,
                                            sizeof atomics, &atomics, NULL));
      EXPECT(access == 0 || access == 1, "%u -> %u: access %d", a, b, access);
      EXPECT(atomics == 0 || atomics == 1, "%u -> %u: atomics %d", a, b, atomics);
      printf("  %u -> %u: access %d, atomics %d\n", a, b, access, atomics);
    }
  }
  return true;
}

/* urUsmP2PEnablePeerAccessExp(0, 1), then device 0's add_one on device 1's
 * device USM, read back through device 1's queue. A pair the hardware
 * cannot map is said so and left alone. */
static bool kernel_on_peer_memory(void) {
  int access = 0;
  UR_OK(ur.urUsmP2PPeerAccessGetInfoExp(devices[0], devices[1],
                                        UR_EXP_PEER_INFO_UR_PEER_ACCESS_SUPPORT, sizeof access,
                                        &access, NULL));
  if (!access) {
    printf("  device 0 cannot reach device 1's memory: no peer kernel\n");
    return true;
  }
  UR_OK(ur.urUsmP2PEnablePeerAccessExp(devices[0], devices[1]));
  peer_enabled = true;
  int *host = pattern_on_host(), *on1 = NULL;
  EXPECT(host != NULL, "host memory");
  UR_OK(ur.urUSMDeviceAlloc(context, devices[1], NULL, NULL, N * sizeof(int), (void **)&on1));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], true, on1, host, N * sizeof(int), 0, NULL, NULL));
  ur_event_handle_t done = NULL;
  UR_OK(launch_add_one(0, queues[0], on1, &done));
  UR_OK(ur.urEventWait(1, &done));
  UR_OK(ur.urEventRelease(done));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], true, host, on1, N * sizeof(int), 0, NULL, NULL));
  bool ok = pattern_plus(host, 1, "device 1's memory after device 0's kernel");
  free(host);
  UR_OK(ur.urUSMFree(context, on1));
  return ok;
}

/* Device 0's queue copies its memory into device 1's, device 1's queue
 * copies other data back into device 0's; each read on the host. */
static bool usm_copies_both_ways(void) {
  const size_t size = N * sizeof(int);
  int *host = pattern_on_host(), *back = malloc(size), *on0 = NULL, *on1 = NULL;
  EXPECT(host && back, "host memory");
  UR_OK(ur.urUSMDeviceAlloc(context, devices[0], NULL, NULL, size, (void **)&on0));
  UR_OK(ur.urUSMDeviceAlloc(context, devices[1], NULL, NULL, size, (void **)&on1));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], true, on0, host, size, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], true, on1, on0, size, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], true, back, on1, size, 0, NULL, NULL));
  bool ok = pattern_plus(back, 0, "device 0 -> device 1");
  for (size_t i = 0; i < N; ++i)
    host[i] = pattern(i) + 5;
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], true, on1, host, size, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], true, on0, on1, size, 0, NULL, NULL));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], true, back, on0, size, 0, NULL, NULL));
  ok = ok && pattern_plus(back, 5, "device 1 -> device 0");
  UR_OK(ur.urUSMFree(context, on0));
  UR_OK(ur.urUSMFree(context, on1));
  free(host);
  free(back);
  return ok;
}

/* Device 0 fills its memory; device 1's queue copies it over once device
 * 0's event says so and adds one; device 0's queue copies the result back
 * after device 1's event. Nothing but the other queue's events orders them:
 * a missed wait leaves zeros or the unadded pattern. */
static bool queue_waits_on_other_device(void) {
  const size_t size = N * sizeof(int);
  int *host = pattern_on_host(), *back = malloc(size);
  int *on0 = NULL, *on1 = NULL, *on0_again = NULL;
  EXPECT(host && back, "host memory");
  UR_OK(ur.urUSMDeviceAlloc(context, devices[0], NULL, NULL, size, (void **)&on0));
  UR_OK(ur.urUSMDeviceAlloc(context, devices[1], NULL, NULL, size, (void **)&on1));
  UR_OK(ur.urUSMDeviceAlloc(context, devices[0], NULL, NULL, size, (void **)&on0_again));
  const uint8_t zero = 0;
  UR_OK(ur.urEnqueueUSMFill(queues[1], on1, 1, &zero, size, 0, NULL, NULL));
  UR_OK(ur.urQueueFinish(queues[1]));
  ur_event_handle_t filled = NULL, copied = NULL, added = NULL, returned = NULL;
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], false, on0, host, size, 0, NULL, &filled));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[1], false, on1, on0, size, 1, &filled, &copied));
  UR_OK(launch_add_one(1, queues[1], on1, &added)); /* after the copy: the queue is in order */
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], false, on0_again, on1, size, 1, &added, &returned));
  UR_OK(ur.urEnqueueUSMMemcpy(queues[0], true, back, on0_again, size, 1, &returned, NULL));
  bool ok = pattern_plus(back, 1, "device 1's result copied back to device 0");
  ur_event_handle_t all[] = {filled, copied, added, returned};
  UR_OK(ur.urEventWait(4, all));
  for (int i = 0; i < 4; ++i)
    UR_OK(ur.urEventRelease(all[i]));
  UR_OK(ur.urUSMFree(context, on0));
  UR_OK(ur.urUSMFree(context, on1));
  UR_OK(ur.urUSMFree(context, on0_again));
  free(host);
  free(back);
  return ok;
}

/* Both queues get all their launches before either is waited for. */
static bool concurrent_kernels(void) {
  enum { LAUNCHES = 50 };
  const size_t size = N * sizeof(int);
  int *on[2] = {NULL, NULL};
  const uint8_t zero = 0;
  for (int d = 0; d < 2; ++d) {
    UR_OK(ur.urUSMDeviceAlloc(context, devices[d], NULL, NULL, size, (void **)&on[d]));
    UR_OK(ur.urEnqueueUSMFill(queues[d], on[d], 1, &zero, size, 0, NULL, NULL));
  }
  for (int k = 0; k < LAUNCHES; ++k)
    for (int d = 0; d < 2; ++d)
      UR_OK(launch_add_one(d, queues[d], on[d], NULL));
  UR_OK(ur.urQueueFinish(queues[0]));
  UR_OK(ur.urQueueFinish(queues[1]));
  int *back = malloc(size);
  EXPECT(back != NULL, "host memory");
  for (int d = 0; d < 2; ++d) {
    UR_OK(ur.urEnqueueUSMMemcpy(queues[d], true, back, on[d], size, 0, NULL, NULL));
    for (size_t i = 0; i < N; ++i)
      EXPECT(back[i] == LAUNCHES, "device %d: element %zu is %d, not %d", d, i, back[i],
             LAUNCHES);
    UR_OK(ur.urUSMFree(context, on[d]));
  }
  free(back);
  return true;
}

static bool disable_peer_access(void) {
  if (peer_enabled)
    UR_OK(ur.urUsmP2PDisablePeerAccessExp(devices[0], devices[1]));
  return true;
}

/* One program over both devices from the same image given for each (as SYCL
 * gives it for a multi-device context), built, and its add_one for each
 * device; a different image for the second device is refused. */
static bool build_program(const uint8_t *binary, size_t size) {
  uint8_t *copy = malloc(size);
  EXPECT(copy != NULL, "host memory");
  memcpy(copy, binary, size);
  const uint8_t *images[2] = {binary, copy};
  size_t sizes[2] = {size, size};
  ur_result_t r = ur.urProgramCreateWithBinary(context, 2, devices, sizes, images, NULL, &program);
  copy[size / 2] ^= 0x5a;
  ur_program_handle_t mixed = NULL;
  ur_result_t refused =
      ur.urProgramCreateWithBinary(context, 2, devices, sizes, images, NULL, &mixed);
  free(copy);
  UR_OK(r);
  EXPECT(refused == UR_RESULT_ERROR_UNSUPPORTED_FEATURE && mixed == NULL,
         "two different images for one program refused (got %d)", (int)refused);
  UR_OK(ur.urProgramBuild(context, program, NULL));
  for (int d = 0; d < 2; ++d)
    UR_OK(ur.urKernelCreate(program, "add_one", &add_one[d]));
  return true;
}

static bool build_programs(const char *path) {
  FILE *f = fopen(path, "rb");
  EXPECT(f != NULL, "%s to open", path);
  fseek(f, 0, SEEK_END);
  size_t size = (size_t)ftell(f);
  rewind(f);
  uint8_t *binary = malloc(size);
  bool read = binary && fread(binary, 1, size, f) == size;
  fclose(f);
  bool built = read && build_program(binary, size);
  free(binary);
  EXPECT(read, "%s to be read", path);
  return built;
}

static bool release_all(ur_adapter_handle_t adapter) {
  for (int d = 0; d < 2; ++d) {
    if (add_one[d])
      UR_OK(ur.urKernelRelease(add_one[d]));
    UR_OK(ur.urQueueRelease(queues[d]));
  }
  if (program)
    UR_OK(ur.urProgramRelease(program));
  UR_OK(ur.urContextRelease(context));
  for (uint32_t d = 0; d < count; ++d)
    UR_OK(ur.urDeviceRelease(devices[d]));
  UR_OK(ur.urAdapterRelease(adapter));
  UR_OK(ur.urLoaderTearDown());
  return true;
}

/* The adapter's platform and its devices: 0 with at least two, else the
 * exit code. */
static int open_devices(const char *lib_dir, ur_adapter_handle_t *adapter) {
  ur_platform_handle_t platform = NULL;
  int opened = ur_platform_open(&ur, lib_dir, adapter, &platform);
  if (opened != 0)
    return opened;
  uint32_t found = 0;
  if (platform &&
      ur.urDeviceGet(platform, UR_DEVICE_TYPE_GPU, 0, NULL, &found) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: urDeviceGet could not count the devices\n");
    return 1;
  }
  if (found < 2) {
    ur.urAdapterRelease(*adapter);
    ur.urLoaderTearDown();
    printf("SKIPPED: needs 2 CUDA devices, found %u\n", found);
    return 77;
  }
  count = found < MAX_DEVICES ? found : MAX_DEVICES;
  if (ur.urDeviceGet(platform, UR_DEVICE_TYPE_GPU, count, devices, NULL) != UR_RESULT_SUCCESS ||
      ur.urContextCreate(count, devices, NULL, &context) != UR_RESULT_SUCCESS ||
      ur.urQueueCreate(context, devices[0], NULL, &queues[0]) != UR_RESULT_SUCCESS ||
      ur.urQueueCreate(context, devices[1], NULL, &queues[1]) != UR_RESULT_SUCCESS) {
    printf("FAIL setup: no devices, context over %u devices or queues\n", count);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s RUNTIME_LIB_DIR UR_KERNELS.fatbin\n", argv[0]);
    return 2;
  }
  printf("ur_multi_gpu_test: oneAPI %d.%d headers, loader and adapter from %s\n",
         UR_CLIENT_RELEASE / 100, UR_CLIENT_RELEASE % 100, argv[1]);
  ur_adapter_handle_t adapter = NULL;
  int opened = open_devices(argv[1], &adapter);
  if (opened != 0)
    return opened;
  report("every device enumerated, all in one context", devices_in_context());
  report("device USM on each device: type, owner, fill", usm_on_each_device());
  report("peer access and atomics info for each ordered pair", peer_info_each_pair());
  bool built = build_programs(argv[2]);
  report("add_one built for each device", built);
  if (built) {
    report("urUsmP2PEnablePeerAccessExp, then device 0's kernel on device 1's USM",
           kernel_on_peer_memory());
    report("USM copies between the devices both ways", usm_copies_both_ways());
    report("device 1's queue waits on device 0's events and back", queue_waits_on_other_device());
    report("kernels on both devices at once", concurrent_kernels());
  }
  report("urUsmP2PDisablePeerAccessExp", disable_peer_access());
  report("releases and teardown", release_all(adapter));
  printf("ur_multi_gpu_test: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}
