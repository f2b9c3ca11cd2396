/* Programs from fatbin, cubin and PTX; build options and the build log;
 * compile and link; program info.
 * usage: plugin_program KERNELS.fatbin KERNELS.cubin KERNELS.ptx EXTRA.ptx */
#include <stdlib.h>
#include <string.h>

#include "gpu_test.h"

static const char *paths[4];

enum { N = 4096 };

/* Runs vector_add from `program` and checks c = a + b. */
static bool run_vector_add(struct gpu *g, pi_program program) {
  pi_kernel k = make_kernel(program, "vector_add");
  EXPECT(k != NULL);
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 2.0f * (float)i;
  }
  pi_mem ma, mb, mc;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof a, NULL, &ma, NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof b, NULL, &mb, NULL));
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_ACCESS_RW, sizeof c, NULL, &mc, NULL));
  OK(piEnqueueMemBufferWrite(g->queue, ma, PI_FALSE, 0, sizeof a, a, 0, NULL, NULL));
  OK(piEnqueueMemBufferWrite(g->queue, mb, PI_FALSE, 0, sizeof b, b, 0, NULL, NULL));
  uint64_t n = N;
  OK(piextKernelSetArgMemObj(k, 0, NULL, &ma));
  OK(piextKernelSetArgMemObj(k, 1, NULL, &mb));
  OK(piextKernelSetArgMemObj(k, 2, NULL, &mc));
  OK(piKernelSetArg(k, 3, sizeof n, &n));
  size_t global = N, local = 128;
  pi_event done;
  OK(piEnqueueKernelLaunch(g->queue, k, 1, NULL, &global, &local, 0, NULL, &done));
  OK(piEventsWait(1, &done));
  OK(piEnqueueMemBufferRead(g->queue, mc, PI_TRUE, 0, sizeof c, c, 0, NULL, NULL));
  for (int i = 0; i < N; ++i)
    EXPECT(c[i] == 3.0f * (float)i);
  OK(piEventRelease(done));
  OK(piMemRelease(ma));
  OK(piMemRelease(mb));
  OK(piMemRelease(mc));
  OK(piKernelRelease(k));
  return true;
}

static bool from_image(struct gpu *g, const char *path, const char *options) {
  pi_program p = build_program_file(g, path, options);
  EXPECT(p != NULL);
  bool ok = run_vector_add(g, p);
  OK(piProgramRelease(p));
  return ok;
}

static bool from_fatbin(struct gpu *g) { return from_image(g, paths[0], ""); }
static bool from_cubin(struct gpu *g) { return from_image(g, paths[1], NULL); }
static bool from_ptx(struct gpu *g) { return from_image(g, paths[2], "-O3"); }

static bool build_options_and_log(struct gpu *g) {
  pi_program p = build_program_file(g, paths[2], "-cl-fast-relaxed-math --maxrregcount=32 -O2");
  EXPECT(p != NULL);
  char log[4096], options[256];
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_LOG, sizeof log, log, NULL));
  EXPECT(strstr(log, "options ignored: -cl-fast-relaxed-math") != NULL);
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_OPTIONS, sizeof options,
                           options, NULL));
  EXPECT(strstr(options, "--maxrregcount=32") != NULL);
  pi_kernel k = make_kernel(p, "local_big");
  EXPECT(k != NULL);
  pi_uint32 regs = 0;
  OK(piKernelGetGroupInfo(k, g->device, PI_KERNEL_GROUP_INFO_NUM_REGS, sizeof regs, &regs,
                          NULL));
  EXPECT(regs > 0 && regs <= 32);
  pi_program_build_status status;
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_STATUS, sizeof status, &status,
                           NULL));
  EXPECT(status == PI_PROGRAM_BUILD_STATUS_SUCCESS);
  EXPECT_PI(PI_ERROR_INVALID_BUILD_OPTIONS,
            piProgramBuild(p, 1, &g->device, "-O9", NULL, NULL));
  OK(piKernelRelease(k));
  OK(piProgramRelease(p));
  return true;
}

static bool bad_images(struct gpu *g) {
  static const char broken_ptx[] = ".version 8.0\n.target sm_75\n.address_size 64\n"
                                   ".visible .entry broken() { this is not ptx; }\n";
  const unsigned char *binary = (const unsigned char *)broken_ptx;
  size_t size = sizeof broken_ptx - 1;
  pi_program p;
  OK(piProgramCreateWithBinary(g->context, 1, &g->device, &size, &binary, 0, NULL, NULL, &p));
  EXPECT_PI(PI_ERROR_BUILD_PROGRAM_FAILURE, piProgramBuild(p, 1, &g->device, "", NULL, NULL));
  char log[4096] = "";
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_LOG, sizeof log, log, NULL));
  printf("  build log: %.120s\n", log);
  EXPECT(strlen(log) > 0);
  pi_program_build_status status;
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_STATUS, sizeof status, &status,
                           NULL));
  EXPECT(status == PI_PROGRAM_BUILD_STATUS_ERROR);
  pi_kernel k;
  EXPECT_PI(PI_ERROR_INVALID_PROGRAM_EXECUTABLE, piKernelCreate(p, "broken", &k));
  OK(piProgramRelease(p));
  /* SPIR-V is taken; with the cache only (SYCL_NVPTX_DRIVER=off) and no
   * entry for it, its build fails with a log that says what to run. */
  static const unsigned char spirv[] = {0x03, 0x02, 0x23, 0x07, 0, 0, 1, 0};
  const unsigned char *spirv_binary = spirv;
  size = sizeof spirv;
  setenv("SYCL_NVPTX_DRIVER", "off", 1);
  OK(piProgramCreateWithBinary(g->context, 1, &g->device, &size, &spirv_binary, 0, NULL, NULL,
                               &p));
  EXPECT_PI(PI_ERROR_BUILD_PROGRAM_FAILURE, piProgramBuild(p, 1, &g->device, "", NULL, NULL));
  unsetenv("SYCL_NVPTX_DRIVER");
  OK(piProgramGetBuildInfo(p, g->device, PI_PROGRAM_BUILD_INFO_LOG, sizeof log, log, NULL));
  printf("  SPIR-V build log: %.200s\n", log);
  EXPECT(strstr(log, "sycl-nvptx --precompile") != NULL);
  OK(piProgramRelease(p));
  static const unsigned char neither[] = {0xde, 0xad, 0xbe, 0xef, 0, 0, 1, 0};
  const unsigned char *neither_binary = neither;
  size = sizeof neither;
  EXPECT_PI(PI_ERROR_INVALID_BINARY, piProgramCreateWithBinary(g->context, 1, &g->device,
                                                               &size, &neither_binary, 0, NULL,
                                                               NULL, &p));
  return true;
}

static bool compile_and_link(struct gpu *g) {
  pi_program inputs[2];
  for (int i = 0; i < 2; ++i) {
    size_t size = 0;
    unsigned char *data = read_binary(paths[2 + i], &size);
    EXPECT(data != NULL);
    OK(piProgramCreate(g->context, data, size, &inputs[i]));
    free(data);
    OK(piProgramCompile(inputs[i], 1, &g->device, "-O3", 0, NULL, NULL, NULL, NULL));
  }
  pi_program linked;
  OK(piProgramLink(g->context, 1, &g->device, "-O3", 2, inputs, NULL, NULL, &linked));
  pi_program_binary_type type;
  OK(piProgramGetBuildInfo(linked, g->device, PI_PROGRAM_BUILD_INFO_BINARY_TYPE, sizeof type,
                           &type, NULL));
  EXPECT(type == PI_PROGRAM_BINARY_TYPE_EXECUTABLE);
  EXPECT(run_vector_add(g, linked));
  pi_kernel scale = make_kernel(linked, "scale");
  EXPECT(scale != NULL);
  float data[256], factor = 0.5f;
  for (int i = 0; i < 256; ++i)
    data[i] = (float)i;
  pi_mem m;
  OK(piMemBufferCreate(g->context, PI_MEM_FLAGS_HOST_PTR_COPY, sizeof data, data, &m, NULL));
  OK(piextKernelSetArgMemObj(scale, 0, NULL, &m));
  OK(piKernelSetArg(scale, 1, sizeof factor, &factor));
  size_t global = 256;
  OK(piEnqueueKernelLaunch(g->queue, scale, 1, NULL, &global, NULL, 0, NULL, NULL));
  OK(piEnqueueMemBufferRead(g->queue, m, PI_TRUE, 0, sizeof data, data, 0, NULL, NULL));
  for (int i = 0; i < 256; ++i)
    EXPECT(data[i] == 0.5f * (float)i);
  OK(piMemRelease(m));
  OK(piKernelRelease(scale));
  OK(piProgramRelease(linked));
  OK(piProgramRelease(inputs[0]));
  OK(piProgramRelease(inputs[1]));
  return true;
}

static bool program_info(struct gpu *g) {
  pi_program p = build_program_file(g, paths[0], NULL);
  EXPECT(p != NULL);
  size_t size = 0;
  OK(piProgramGetInfo(p, PI_PROGRAM_INFO_BINARY_SIZES, sizeof size, &size, NULL));
  EXPECT(size > 1000);
  unsigned char *copy = malloc(size);
  unsigned char *binaries[1] = {copy};
  OK(piProgramGetInfo(p, PI_PROGRAM_INFO_BINARIES, sizeof binaries, binaries, NULL));
  EXPECT(memcmp(copy, "\x50\xed\x55\xba", 4) == 0);
  free(copy);
  char names[1024] = "";
  pi_result r = piProgramGetInfo(p, PI_PROGRAM_INFO_KERNEL_NAMES, sizeof names, names, NULL);
  EXPECT(r == PI_SUCCESS || r == PI_ERROR_INVALID_PROGRAM_EXECUTABLE);
  if (r == PI_SUCCESS) {
    printf("  kernels: %s\n", names);
    EXPECT(strstr(names, "vector_add") != NULL && strstr(names, "local_pair") != NULL);
  }
  pi_kernel k;
  EXPECT_PI(PI_ERROR_INVALID_KERNEL_NAME, piKernelCreate(p, "no_such_kernel", &k));
  OK(piProgramRelease(p));
  return true;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: plugin_program KERNELS.fatbin KERNELS.cubin KERNELS.ptx "
                    "EXTRA.ptx\n");
    return 2;
  }
  for (int i = 0; i < 4; ++i)
    paths[i] = argv[i + 1];
  struct gpu g;
  gpu_open(&g);
  const struct named_case cases[] = {
      {"program from fatbin", from_fatbin},
      {"program from cubin", from_cubin},
      {"program from PTX", from_ptx},
      {"build options and build log", build_options_and_log},
      {"broken PTX and SPIR-V are refused", bad_images},
      {"compile and link two PTX programs", compile_and_link},
      {"program info", program_info},
  };
  int rc = run_cases(&g, cases, sizeof cases / sizeof *cases);
  gpu_close(&g);
  return rc;
}
