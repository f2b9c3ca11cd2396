/* Kernels with a required work-group size (reqd_kernels.cl) run with that
 * size give the results of any other kernel: reductions over 256 and 1000
 * work-items in every work-item, a 4x4x4 work-group's sizes, ids and sum of
 * linear ids; launched with another size, the launch fails instead of
 * running on the wrong constants; the compile work-group size query answers
 * each kernel's size, from the runtime's program metadata where it gives one.
 * usage: gpu_reqd_test FATBIN */
#include "gpu_test.h"

#include <stdlib.h>

enum { GROUPS = 6, MAX_GROUP = 1000 };

/* -16..15: sums of a work-group are exact in float. */
static int input(size_t i) { return (int)(((uint32_t)i * 2654435761u) >> 27) - 16; }

/* One reduction kernel over GROUPS work-groups of group work-items. */
static bool reductions(struct gpu *t, size_t group) {
  char name[32];
  snprintf(name, sizeof name, "reduce%zu", group);
  size_t n = GROUPS * group;
  int *in = malloc(n * sizeof *in), *isum = calloc(n, sizeof *isum);
  float *fsum = calloc(n, sizeof *fsum);
  double *dmax = calloc(n, sizeof *dmax);
  for (size_t i = 0; i < n; i++)
    in[i] = input(i);
  void *data[4] = {in, fsum, isum, dmax};
  size_t sizes[4] = {n * sizeof *in, n * sizeof *fsum, n * sizeof *isum, n * sizeof *dmax};
  run_on_buffers(t, test_program, name, n, group, 4, data, sizes, 0);
  int bad = 0;
  for (size_t g = 0; g < GROUPS; g++) {
    int sum = 0, top = -100;
    for (size_t i = g * group; i < (g + 1) * group; i++) {
      sum += in[i];
      top = in[i] > top ? in[i] : top;
    }
    for (size_t i = g * group; i < (g + 1) * group; i++) {
      if (fsum[i] == (float)sum && isum[i] == sum && dmax[i] == top * 0.5)
        continue;
      if (bad++ < 10)
        printf("  %s item %zu: expected sums %d and max %g, got %g, %d, %g\n", name, i, sum,
               top * 0.5, fsum[i], isum[i], dmax[i]);
    }
  }
  free(in);
  free(fsum);
  free(isum);
  free(dmax);
  return bad == 0;
}

static bool reduce256(struct gpu *t) { return reductions(t, 256); }
static bool reduce1000(struct gpu *t) { return reductions(t, 1000); }

static bool shape(struct gpu *t) {
  size_t global[3] = {8, 8, 4}, local[3] = {4, 4, 4}, n = 8 * 8 * 4;
  uint32_t *out = calloc(7 * n, sizeof *out);
  void *data[1] = {out};
  size_t sizes[1] = {7 * n * sizeof *out};
  run_on_buffers_nd(t, test_program, "shape4x4x4", 3, global, local, 1, data, sizes, 0);
  int bad = 0;
  for (size_t z = 0; z < 4; z++)
    for (size_t y = 0; y < 8; y++)
      for (size_t x = 0; x < 8; x++) {
        const uint32_t *o = out + 7 * (x + 8 * (y + 8 * z));
        uint32_t want[7] = {4, 4, 4, x % 4, y % 4, z % 4, 63 * 64 / 2};
        for (int k = 0; k < 7; k++)
          if (o[k] != want[k] && bad++ < 10)
            printf("  shape4x4x4 item (%zu,%zu,%zu) value %d: expected %u, got %u\n", x, y, z, k,
                   want[k], o[k]);
      }
  free(out);
  return bad == 0;
}

/* A launch in groups of 128 of a kernel that requires 256. */
static bool other_size(struct gpu *t) {
  size_t n = 1024, local = 128;
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(test_program, "reduce256", &kernel));
  pi_mem buffers[4];
  for (pi_uint32 i = 0; i < 4; i++) {
    PI_CHECK(piMemBufferCreate(t->context, PI_MEM_FLAGS_ACCESS_RW, n * sizeof(double), NULL,
                               &buffers[i], NULL));
    PI_CHECK(piextKernelSetArgMemObj(kernel, i, NULL, &buffers[i]));
  }
  pi_result launched = piEnqueueKernelLaunch(t->queue, kernel, 1, NULL, &n, &local, 0, NULL, NULL);
  pi_result finished = piQueueFinish(t->queue);
  for (int i = 0; i < 4; i++)
    PI_CHECK(piMemRelease(buffers[i]));
  PI_CHECK(piKernelRelease(kernel));
  if (launched == PI_SUCCESS)
    printf("  reduce256 launched in groups of 128: launch returned success (finish: %d)\n",
           (int)finished);
  return launched != PI_SUCCESS;
}

static bool compile_size_is(pi_program program, struct gpu *t, const char *name,
                            size_t x, size_t y, size_t z) {
  pi_kernel kernel;
  PI_CHECK(piKernelCreate(program, name, &kernel));
  size_t size[3] = {99, 99, 99};
  PI_CHECK(piKernelGetGroupInfo(kernel, t->device, PI_KERNEL_GROUP_INFO_COMPILE_WORK_GROUP_SIZE,
                                sizeof size, size, NULL));
  PI_CHECK(piKernelRelease(kernel));
  if (size[0] == x && size[1] == y && size[2] == z)
    return true;
  printf("  %s: compile work-group size {%zu,%zu,%zu}, expected {%zu,%zu,%zu}\n", name, size[0],
         size[1], size[2], x, y, z);
  return false;
}

/* What sycl-nvptx recorded beside each .reqntid kernel. */
static bool compile_size(struct gpu *t) {
  bool ok = compile_size_is(test_program, t, "reduce256", 256, 1, 1);
  ok &= compile_size_is(test_program, t, "reduce1000", 1000, 1, 1);
  ok &= compile_size_is(test_program, t, "shape4x4x4", 4, 4, 4);
  return ok & compile_size_is(test_program, t, "any_size", 0, 0, 0);
}

static const char *fatbin_path;

/* A runtime's program metadata ("<kernel>@reqd_work_group_size": a 64-bit
 * length, then the sizes x first) wins over the recorded size. */
static bool compile_size_from_metadata(struct gpu *t) {
  struct {
    uint64_t bits;
    uint32_t sizes[2];
  } value = {64, {32, 2}};
  struct _pi_device_binary_property_struct property = {
      "any_size@reqd_work_group_size", &value, PI_PROPERTY_TYPE_BYTE_ARRAY, sizeof value};
  pi_device_binary_property metadata[] = {&property};
  size_t size;
  unsigned char *image = read_binary(fatbin_path, &size);
  const unsigned char *images[] = {image};
  pi_program program;
  PI_CHECK(piProgramCreateWithBinary(t->context, 1, &t->device, &size, images, 1, metadata,
                                     NULL, &program));
  PI_CHECK(piProgramBuild(program, 1, &t->device, NULL, NULL, NULL));
  bool ok = compile_size_is(program, t, "any_size", 32, 2, 1) &&
            compile_size_is(program, t, "shape4x4x4", 4, 4, 4);
  PI_CHECK(piProgramRelease(program));
  free(image);
  return ok;
}

int main(int argc, char **argv) {
  fatbin_path = argv[argc > 1 ? 1 : 0];
  static const struct named_case cases[] = {
      {"reqd_work_group_size(256): GroupFAdd, GroupIAdd, GroupFMax in every work-item", reduce256},
      {"reqd_work_group_size(1000): the same over a short last warp", reduce1000},
      {"reqd_work_group_size(4,4,4): sizes, local ids, GroupIAdd of linear ids", shape},
      {"reqd_work_group_size(256) launched in groups of 128: the launch fails", other_size},
      {"compile work-group size: {256,1,1}, {1000,1,1}, {4,4,4}, and {0,0,0} without one",
       compile_size},
      {"compile work-group size from the runtime's program metadata", compile_size_from_metadata},
  };
  return run_binary_cases(argc, argv, cases, sizeof cases / sizeof *cases);
}
