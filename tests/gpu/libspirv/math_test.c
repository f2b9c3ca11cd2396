/* libspirv's math builtins on the GPU, each within its OpenCL 3.0 bound
 * (math_functions.c) against MPFR's correctly rounded results: every
 * function for half, float and double over 1M inputs (all 65,536 halves for
 * a half argument), the special values first. Also: the vector forms equal
 * the scalar ones, pointer results reach global, local and private memory,
 * and the device's subnormals are what the plugin reports.
 * One line per function: the largest error in ulps per type, its bound, and
 * where it occurs; then the first mismatches of any failure.
 * usage: gpu_math_test FATBIN [CASES [FUNCTION...]] */
#include "gpu_test.h"
#include "math_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { GROUP = 256, MAX_DETAIL_LINES = 60 };
static int detail_lines;

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Buffers of one batch, in the kernel's argument order (math_kernels.cl). */
struct batch {
  void *data[4];
  size_t sizes[4];
  int count;
  void *x, *y, *z, *k, *r, *r2;
};

static void add_buffer(struct batch *b, void *p, size_t size) {
  b->data[b->count] = p;
  b->sizes[b->count++] = size;
}

static void run_function(struct gpu *g, pi_program program, const struct math_function *f,
                         enum fp_type t, const struct math_case *cases, size_t n,
                         struct math_result *got) {
  size_t es = fp_formats[t].size, vs = n * es, ks = n * sizeof(int32_t);
  struct batch b = {.x = calloc(n, es), .y = calloc(n, es), .z = calloc(n, es),
                    .k = calloc(n, sizeof(int32_t)), .r = calloc(n, es), .r2 = calloc(n, es)};
  int32_t *k = b.k;
  for (size_t i = 0; i < n; i++) {
    fp_store(t, b.x, i, cases[i].x);
    fp_store(t, b.y, i, cases[i].y);
    fp_store(t, b.z, i, cases[i].z);
    k[i] = (int32_t)(uint32_t)cases[i].k;
  }
  add_buffer(&b, b.x, vs);
  switch (f->shape) {
  case SHAPE_X:
    add_buffer(&b, b.r, vs);
    break;
  case SHAPE_XY:
    add_buffer(&b, b.y, vs);
    add_buffer(&b, b.r, vs);
    break;
  case SHAPE_XYZ:
    add_buffer(&b, b.y, vs);
    add_buffer(&b, b.z, vs);
    add_buffer(&b, b.r, vs);
    break;
  case SHAPE_XK:
  case SHAPE_XU:
    add_buffer(&b, b.k, ks);
    add_buffer(&b, b.r, vs);
    break;
  case SHAPE_K_OF_X:
    add_buffer(&b, b.k, ks);
    break;
  case SHAPE_X_PTR:
    add_buffer(&b, b.r, vs);
    add_buffer(&b, b.r2, vs);
    break;
  case SHAPE_X_KPTR:
    add_buffer(&b, b.r, vs);
    add_buffer(&b, b.k, ks);
    break;
  case SHAPE_XY_KPTR:
    add_buffer(&b, b.y, vs);
    add_buffer(&b, b.r, vs);
    add_buffer(&b, b.k, ks);
    break;
  }
  char name[64];
  snprintf(name, sizeof name, "%s_%s", f->name, fp_formats[t].suffix);
  run_on_buffers(g, program, name, n, GROUP, b.count, b.data, b.sizes, 0);
  for (size_t i = 0; i < n; i++) {
    got[i].r = fp_load(t, b.r, i);
    got[i].r2 = fp_load(t, b.r2, i);
    got[i].k = k[i];
  }
  free(b.x), free(b.y), free(b.z), free(b.k), free(b.r), free(b.r2);
}

static int format_case(char *s, size_t size, const struct math_function *f,
                       const struct math_case *c) {
  switch (f->shape) {
  case SHAPE_XY:
  case SHAPE_XY_KPTR:
    return snprintf(s, size, "(%a, %a)", c->x, c->y);
  case SHAPE_XYZ:
    return snprintf(s, size, "(%a, %a, %a)", c->x, c->y, c->z);
  case SHAPE_XK:
  case SHAPE_XU:
    return snprintf(s, size, "(%a, %ld)", c->x, c->k);
  default:
    return snprintf(s, size, "%a", c->x);
  }
}

static void print_failures(const struct math_function *f, enum fp_type t,
                           const struct check_stats *s, const struct math_case *cases,
                           const struct math_result *got) {
  for (int i = 0; i < s->reported && detail_lines < MAX_DETAIL_LINES; i++, detail_lines++) {
    const struct check_failure *fl = &s->first[i];
    const struct math_case *c = &cases[fl->index];
    const struct math_result *r = &got[fl->index];
    char in[160];
    format_case(in, sizeof in, f, c);
    printf("    %s %s%s: expected %a", f->name, fp_formats[t].name, in, fl->expected);
    if (f->shape == SHAPE_X_PTR)
      printf(" and %a, got %a and %a", fl->expected2, r->r, r->r2);
    else if (f->shape == SHAPE_X_KPTR || f->shape == SHAPE_XY_KPTR)
      printf(" and %ld, got %a and %ld", fl->expected_k, r->r, r->k);
    else if (f->shape == SHAPE_K_OF_X)
      printf(" (k %ld), got k %ld", fl->expected_k, r->k);
    else
      printf(", got %a", r->r);
    printf(": %.3g ulp, allowed %.3g\n", fl->error, fl->allowed);
  }
  if (s->failures > (size_t)s->reported)
    printf("    %s %s: %zu failures in all\n", f->name, fp_formats[t].name, s->failures);
}

static const char *bound_text(double bound, char *s, size_t size) {
  if (bound == CR)
    return "cr";
  snprintf(s, size, "%g", bound);
  return s;
}

static bool check_function(struct gpu *g, pi_program program, const struct math_function *f,
                           size_t per_function, const struct check_options options[FP_TYPES],
                           double *reference_seconds) {
  char line[1024];
  int at = snprintf(line, sizeof line, "%s:", f->name);
  bool ok = true;
  for (int t = 0; t < FP_TYPES; t++) {
    if (f->bound[t] == NOT_DEFINED)
      continue;
    size_t n = case_count(f, (enum fp_type)t, per_function);
    struct math_case *cases = malloc(n * sizeof *cases);
    struct math_result *got = calloc(n, sizeof *got);
    generate_cases(f, (enum fp_type)t, cases, n);
    run_function(g, program, f, (enum fp_type)t, cases, n, got);
    struct check_stats s;
    double start = seconds();
    check_batch(f, (enum fp_type)t, cases, got, n, &options[t], &s);
    *reference_seconds += seconds() - start;
    char bound[32];
    at += snprintf(line + at, sizeof line - (size_t)at, " %s %.3g/%s", fp_formats[t].name,
                   s.max_error,
                   bound_text(function_bound(f, (enum fp_type)t, &options[t]), bound, sizeof bound));
    if (f->tolerance)
      at += snprintf(line + at, sizeof line - (size_t)at, " (abs %.2g, %.2f of the bound)",
                     s.max_absolute, s.max_ratio);
    if (s.max_error > 0 && isfinite(s.max_error)) {
      at += snprintf(line + at, sizeof line - (size_t)at, " at ");
      at += format_case(line + at, sizeof line - (size_t)at, f, &cases[s.worst]);
    }
    at += snprintf(line + at, sizeof line - (size_t)at, t + 1 < FP_TYPES ? ";" : "");
    if (s.failures) {
      ok = false;
      print_failures(f, (enum fp_type)t, &s, cases, got);
    }
    free(cases);
    free(got);
  }
  report_case(line, ok, "see the mismatches above");
  return ok;
}

/* nan(code): a quiet NaN for every code, signed and unsigned. */
static void check_nan(struct gpu *g, pi_program program, size_t n) {
  bool ok = true;
  char why[160] = "";
  for (int t = 0; t < FP_TYPES && ok; t++) {
    size_t es = fp_formats[t].size;
    unsigned char *code = malloc(n * es), *r = calloc(n, es), *rs = calloc(n, es);
    uint64_t rng = 7;
    for (size_t i = 0; i < n * es; i++)
      code[i] = (unsigned char)rng_next(&rng);
    char name[32];
    snprintf(name, sizeof name, "nan_%s", fp_formats[t].suffix);
    void *data[] = {code, r, rs};
    size_t sizes[] = {n * es, n * es, n * es};
    run_on_buffers(g, program, name, n, GROUP, 3, data, sizes, 0);
    int bits = (int)es * 8, mantissa = fp_formats[t].precision - 1;
    uint64_t exponent_mask = (((uint64_t)1 << (bits - 1 - mantissa)) - 1) << mantissa;
    uint64_t quiet = (uint64_t)1 << (mantissa - 1);
    for (size_t i = 0; i < n && ok; i++) {
      uint64_t a = 0, b = 0;
      memcpy(&a, r + i * es, es);
      memcpy(&b, rs + i * es, es);
      ok = (a & exponent_mask) == exponent_mask && (a & quiet) && (b & exponent_mask) == exponent_mask &&
           (b & quiet);
      if (!ok)
        snprintf(why, sizeof why, "%s: code %zu gave bits %#llx and %#llx", fp_formats[t].name, i,
                 (unsigned long long)a, (unsigned long long)b);
    }
    free(code), free(r), free(rs);
  }
  report_case("nan: a quiet NaN for every signed and unsigned code, half float double", ok, "%s",
              why);
}

/* Each vector form's components equal the scalar form's, bit for bit:
 * out[j] for the scalars, out[16..17], [20..22], [24..27], [32..39],
 * [48..63] for the vectors (math_kernels.cl). */
static bool vectors_agree(const unsigned char *out, size_t es, char *why, size_t size,
                          const char *kernel) {
  static const int widths[] = {2, 3, 4, 8, 16}, offsets[] = {16, 20, 24, 32, 48};
  for (int w = 0; w < 5; w++)
    for (int j = 0; j < widths[w]; j++)
      if (memcmp(out + (size_t)(offsets[w] + j) * es, out + (size_t)j * es, es) != 0) {
        snprintf(why, size, "%s: component %d of the %d-vector differs from the scalar", kernel,
                 j, widths[w]);
        return false;
      }
  return true;
}

struct vector_kernel {
  const char *name;     /* kernel name before _<type suffix> */
  int inputs;           /* floating-point inputs x, y, z */
  int int_input;        /* an int (or code) input before the results */
  size_t result_size;   /* 0: the type's size */
  size_t result2_size;  /* second result (pointer forms); 0: none, 1: the type's size */
  bool float_only;
};

static void check_vectors(struct gpu *g, pi_program program) {
  static const struct vector_kernel kernels[] = {
      {"vec_sqrt", 1, 0, 0, 0, false},
      {"vec_copysign", 2, 0, 0, 0, false},
      {"vec_fma", 3, 0, 0, 0, false},
      {"vec_ilogb", 1, 0, 4, 0, false},
      {"vec_ldexp", 1, 1, 0, 0, false},
      {"vec_ldexp_uint", 1, 1, 0, 0, false},
      {"vec_nan", 0, 1, 0, 0, false},
      {"vec_nan_signed", 0, 1, 0, 0, false},
      {"vec_native_sqrt", 1, 0, 0, 0, true},
      {"vec_modf_global", 2, 0, 0, 1, false},
      {"vec_modf_local", 2, 0, 0, 1, false},
      {"vec_modf_private", 2, 0, 0, 1, false},
      {"vec_frexp_global", 2, 0, 0, 4, false},
      {"vec_frexp_local", 2, 0, 0, 4, false},
      {"vec_frexp_private", 2, 0, 0, 4, false},
      {"vec_remquo_global", 2, 0, 0, 4, false},
      {"vec_remquo_local", 2, 0, 0, 4, false},
      {"vec_remquo_private", 2, 0, 0, 4, false},
  };
  static const double values[16] = {2.5,  -0.75, 3,   0.1,     1e-3, 100, 0.5,  -7,
                                    1234, 0,     -0., 6.5e-5, 9,    -2,  0.25, 33};
  for (size_t v = 0; v < sizeof kernels / sizeof kernels[0]; v++) {
    const struct vector_kernel *vk = &kernels[v];
    bool ok = true;
    char why[200] = "";
    for (int t = 0; t < FP_TYPES && ok; t++) {
      if (vk->float_only && t != FP_FLOAT)
        continue;
      size_t es = fp_formats[t].size, rs = vk->result_size ? vk->result_size : es;
      size_t r2s = vk->result2_size == 1 ? es : vk->result2_size;
      unsigned char in[3][16 * 8], ints[16 * 8], out[64 * 8] = {0}, out2[64 * 8] = {0};
      for (int a = 0; a < 3; a++)
        for (int i = 0; i < 16; i++)
          fp_store((enum fp_type)t, in[a], (size_t)i, fp_round((enum fp_type)t, values[(i + 5 * a) % 16]));
      for (int i = 0; i < 16; i++) {
        int64_t k = i * 7 - 40;
        memcpy(ints + (size_t)i * (strstr(vk->name, "nan") ? es : 4), &k,
               strstr(vk->name, "nan") ? es : 4);
      }
      void *data[6];
      size_t sizes[6];
      int count = 0;
      for (int a = 0; a < vk->inputs; a++)
        data[count] = in[a], sizes[count++] = 16 * es;
      if (vk->int_input)
        data[count] = ints, sizes[count++] = 16 * (strstr(vk->name, "nan") ? es : 4);
      data[count] = out, sizes[count++] = 64 * rs;
      if (r2s)
        data[count] = out2, sizes[count++] = 64 * r2s;
      char name[64];
      snprintf(name, sizeof name, "%s_%s", vk->name, fp_formats[t].suffix);
      run_on_buffers(g, program, name, 1, 1, count, data, sizes, 0);
      ok = vectors_agree(out, rs, why, sizeof why, name) &&
           (!r2s || vectors_agree(out2, r2s, why, sizeof why, name));
    }
    char line[120];
    snprintf(line, sizeof line, "vector forms equal scalar ones: %s", vk->name + 4);
    report_case(line, ok, "%s", why);
  }
}

static pi_device_fp_config fp_config(struct gpu *g, enum fp_type t) {
  static const pi_device_info params[FP_TYPES] = {PI_DEVICE_INFO_HALF_FP_CONFIG,
                                                  PI_DEVICE_INFO_SINGLE_FP_CONFIG,
                                                  PI_DEVICE_INFO_DOUBLE_FP_CONFIG};
  pi_device_fp_config config = 0;
  PI_CHECK(piDeviceGetInfo(g->device, params[t], sizeof config, &config, NULL));
  return config;
}

/* Where the plugin reports subnormal support, the device must keep
 * subnormals in code the driver compiles; the accuracy check then allows
 * no flushing. */
static void check_denormals(struct gpu *g, pi_program program, struct check_options *options) {
  for (int t = 0; t < FP_TYPES; t++) {
    const struct fp_format *f = &fp_formats[t];
    pi_device_fp_config config = fp_config(g, (enum fp_type)t);
    double normal = ldexp(1, f->emin - 1), subnormal = ldexp(1, f->emin - f->precision);
    double in[4] = {normal, 1.5 * normal, normal, subnormal};
    double expected[3] = {normal / 2, normal / 2, 3 * subnormal};
    unsigned char x[32], r[32] = {0};
    for (int i = 0; i < 4; i++)
      fp_store((enum fp_type)t, x, (size_t)i, in[i]);
    char name[32];
    snprintf(name, sizeof name, "denormals_%s", f->suffix);
    void *data[] = {x, r};
    size_t sizes[] = {4 * f->size, 3 * f->size};
    run_on_buffers(g, program, name, 1, 1, 2, data, sizes, 0);
    bool kept = true;
    for (int i = 0; i < 3; i++)
      kept &= fp_load((enum fp_type)t, r, (size_t)i) == expected[i];
    bool reported = config & PI_FP_DENORM;
    options[t].denormals = reported;
    options[t].sqrt_cr = t == FP_FLOAT && (config & PI_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
    char line[200];
    snprintf(line, sizeof line,
             "%s: the plugin reports fp config %#llx (subnormals %s%s), the device %s them",
             f->name, (unsigned long long)config, reported ? "yes" : "no",
             options[t].sqrt_cr ? ", correctly rounded sqrt" : "", kept ? "keeps" : "flushes");
    report_case(line, kept || !reported, "subnormals flushed though reported");
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FATBIN [CASES [FUNCTION...]]\n", argv[0]);
    return 2;
  }
  size_t per_function = argc > 2 ? strtoul(argv[2], NULL, 0) : (size_t)1 << 20;
  if (per_function < 4096 || per_function % GROUP) {
    fprintf(stderr, "%s: CASES must be a multiple of %d, at least 4096\n", argv[0], GROUP);
    return 2;
  }
  for (int i = 3; i < argc; i++)
    if (!find_math_function(argv[i])) {
      fprintf(stderr, "%s: no math function %s\n", argv[0], argv[i]);
      return 2;
    }
  struct gpu g;
  gpu_open(&g);
  pi_program program = load_program(&g, argv[1]);
  struct check_options options[FP_TYPES];
  int threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
  for (int t = 0; t < FP_TYPES; t++)
    options[t] = (struct check_options){true, false, threads > 0 ? threads : 1};
  check_denormals(&g, program, options);
  check_vectors(&g, program);
  check_nan(&g, program, per_function);
  double start = seconds(), reference = 0;
  for (int i = 0; i < math_function_count; i++) {
    bool wanted = argc <= 3;
    for (int a = 3; a < argc; a++)
      wanted |= strcmp(argv[a], math_functions[i].name) == 0;
    if (wanted)
      check_function(&g, program, &math_functions[i], per_function, options, &reference);
  }
  printf("math: %zu cases a function and type; %.1f s in all, %.1f s of it MPFR on %d threads\n",
         per_function, seconds() - start, reference, threads);
  PI_CHECK(piProgramRelease(program));
  gpu_close(&g);
  return cases_exit_code();
}
