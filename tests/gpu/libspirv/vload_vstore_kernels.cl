/* Kernels for vload_vstore_test.c, one work-group of ITEMS work-items.
 * Work-item i uses the offset offsets[i] (a value the compiler cannot see,
 * so private arrays live in local memory) for its loads, and i for its
 * stores. The plain forms run on p + 1, an address aligned only to the
 * element; the vloada/vstorea forms on p itself, aligned to the vector.
 * Results go to `out`, one region per case (see the *_REGION lists in the
 * test); stores land in regions the host filled with a sentinel, so writes
 * outside the n elements show. */
/* This file pastes half into half2..half16 and builtin names through macro
 * arguments, which the driver's half-is-_Float16 macro would expand first. */
#undef half
#define ITEMS 32
#define GID __spirv_GlobalInvocationId_x()
#define BARRIER() __spirv_ControlBarrier(2, 2, 0x110) /* work-group, SeqCst | workgroup memory */
#define TABLE_SIZE 65 /* 1 + 4 * 16: offsets 0..3 of the widest vector after p + 1 */

/* value(j) = (T)(3 * j + 1): what the host fills `in` with and what the
 * constant tables hold (exact in half for j < 682). */
#define V(T, j) ((T)(3 * (j) + 1))
#define V8(T, j) V(T, j), V(T, j + 1), V(T, j + 2), V(T, j + 3), V(T, j + 4), V(T, j + 5), \
                 V(T, j + 6), V(T, j + 7)
#define TABLE(T, NAME)                                                         \
  constant T table_##NAME[TABLE_SIZE] = {V8(T, 0),  V8(T, 8),  V8(T, 16), V8(T, 24), \
                                         V8(T, 32), V8(T, 40), V8(T, 48), V8(T, 56), \
                                         V(T, 64)};

#define TYPES(M)                                                               \
  M(char, char) M(uchar, uchar) M(short, short) M(ushort, ushort) M(int, int)  \
  M(uint, uint) M(long, long) M(ulong, ulong) M(_Float16, half) M(float, float) \
  M(double, double)
#define WIDTHS(M, T, NAME) M(T, NAME, 2) M(T, NAME, 3) M(T, NAME, 4) M(T, NAME, 8) M(T, NAME, 16)

TYPES(TABLE)

/* Region size for width N: ITEMS vectors of 2N + 1 elements (the private
 * windows), more than the ITEMS * N + 1 the others need. */
#define REGION(N) (ITEMS * (2 * (N) + 1))
#define PUT(region, N, r)                                                      \
  for (int c = 0; c < N; c++)                                                  \
    out[(region) * REGION(N) + i * N + c] = r[c];

/* Copies region `region` of out into the local array, once every
 * work-item is done with it, or back. */
#define TO_LOCAL(loc, region, N)                                               \
  BARRIER();                                                                   \
  for (int k = i; k < REGION(N); k += ITEMS)                                   \
    loc[k] = out[(region) * REGION(N) + k];                                    \
  BARRIER();
#define FROM_LOCAL(loc, region, N)                                             \
  BARRIER();                                                                   \
  for (int k = i; k < REGION(N); k += ITEMS)                                   \
    out[(region) * REGION(N) + k] = loc[k];

/* Loads: 0 global, 1 constant, 2 local, 3 generic to global, 4 generic to
 * local, 5 private. Stores of the global load's vector: 6 global, 7 local,
 * 8 generic to global, 9 generic to local, 10 private (work-item i's
 * window of 2N + 1 at i * (2N + 1), stored at offset o % 2 after + 1). */
#define VLOADN_KERNEL(T, NAME, N)                                              \
  kernel void vloadn_##NAME##N(global T *out, global const T *in,              \
                               global const uint *offsets) {                   \
    local T loc[REGION(N)];                                                    \
    int i = (int)GID;                                                          \
    uint o = offsets[i];                                                       \
    NAME##N r = __spirv_ocl_vloadn_R##NAME##N(o, in + 1);                      \
    PUT(0, N, r)                                                               \
    NAME##N rc = __spirv_ocl_vloadn_R##NAME##N(o % 4, table_##NAME + 1);       \
    PUT(1, N, rc)                                                              \
    for (int k = i; k < REGION(N); k += ITEMS)                                 \
      loc[k] = in[k];                                                          \
    BARRIER();                                                                 \
    NAME##N rl = __spirv_ocl_vloadn_R##NAME##N(o, loc + 1);                    \
    PUT(2, N, rl)                                                              \
    NAME##N rg = __spirv_ocl_vloadn_R##NAME##N(o, (const T *)(in + 1));        \
    PUT(3, N, rg)                                                              \
    NAME##N rgl = __spirv_ocl_vloadn_R##NAME##N(o, (const T *)(loc + 1));      \
    PUT(4, N, rgl)                                                             \
    T priv[2 * N + 1];                                                         \
    for (int k = 0; k < 2 * N + 1; k++)                                        \
      priv[k] = in[o * N + k];                                                 \
    NAME##N rp = __spirv_ocl_vloadn_R##NAME##N(o % 2, priv + 1);               \
    PUT(5, N, rp)                                                              \
    __spirv_ocl_vstoren(r, i, out + 6 * REGION(N) + 1);                        \
    TO_LOCAL(loc, 7, N)                                                        \
    __spirv_ocl_vstoren(r, i, loc + 1);                                        \
    FROM_LOCAL(loc, 7, N)                                                      \
    __spirv_ocl_vstoren(r, i, (T *)(out + 8 * REGION(N) + 1));                 \
    TO_LOCAL(loc, 9, N)                                                        \
    __spirv_ocl_vstoren(r, i, (T *)(loc + 1));                                 \
    FROM_LOCAL(loc, 9, N)                                                      \
    global T *window = out + 10 * REGION(N) + i * (2 * N + 1);                \
    for (int k = 0; k < 2 * N + 1; k++)                                        \
      priv[k] = window[k];                                                     \
    __spirv_ocl_vstoren(r, o % 2, priv + 1);                                   \
    for (int k = 0; k < 2 * N + 1; k++)                                        \
      window[k] = priv[k];                                                     \
  }
#define VLOADN_ALL_WIDTHS(T, NAME) WIDTHS(VLOADN_KERNEL, T, NAME)
TYPES(VLOADN_ALL_WIDTHS)

/* The half loads for width N (1: vload_half) into floats. Regions of
 * ITEMS * N floats: 0 global, 1 global aligned, 2 constant, 3 constant
 * aligned, 4 local, 5 local aligned, 6 generic to global, 7 generic to
 * local aligned, 8 private, 9 private aligned. The aligned forms read
 * SLOT halves apart (4 for 3); scalars have none. */
#define HALF_REGION (ITEMS * (2 * 16 + 2))
constant _Float16 half_table[TABLE_SIZE] __attribute__((aligned(32))) = {
    V8(_Float16, 0),  V8(_Float16, 8),  V8(_Float16, 16), V8(_Float16, 24), V8(_Float16, 32),
    V8(_Float16, 40), V8(_Float16, 48), V8(_Float16, 56), V(_Float16, 64)};

#define FPUT(region, N, r)                                                     \
  for (int c = 0; c < N; c++)                                                  \
    out[(region) * ITEMS * N + i * N + c] = ((float *)&r)[c];
#define ALIGNED_LOADS(N)                                                       \
  r = __spirv_ocl_vloada_halfn_Rfloat##N(o, in);                               \
  FPUT(1, N, r)                                                                \
  r = __spirv_ocl_vloada_halfn_Rfloat##N(o % 4, half_table);                   \
  FPUT(3, N, r)                                                                \
  r = __spirv_ocl_vloada_halfn_Rfloat##N(o, loc);                              \
  FPUT(5, N, r)                                                                \
  r = __spirv_ocl_vloada_halfn_Rfloat##N(o, (const _Float16 *)loc);            \
  FPUT(7, N, r)                                                                \
  r = __spirv_ocl_vloada_halfn_Rfloat##N(o % 2, priv);                         \
  FPUT(9, N, r)
#define HALF_LOADS(N, FLOATN, LOAD, SLOT, ALIGNED)                             \
  kernel void vload_half##N(global float *out, global const _Float16 *in,       \
                            global const uint *offsets) {                      \
    local _Float16 loc[HALF_REGION] __attribute__((aligned(32)));              \
    int i = (int)GID;                                                          \
    uint o = offsets[i];                                                       \
    for (int k = i; k < HALF_REGION; k += ITEMS)                               \
      loc[k] = in[k];                                                          \
    BARRIER();                                                                 \
    _Float16 priv[2 * 16 + 2] __attribute__((aligned(32)));                    \
    for (int k = 0; k < 2 * SLOT + 2; k++)                                     \
      priv[k] = in[o * SLOT + k];                                              \
    FLOATN r = LOAD(o, in + 1);                                                \
    FPUT(0, N, r)                                                              \
    r = LOAD(o % 4, half_table + 1);                                           \
    FPUT(2, N, r)                                                              \
    r = LOAD(o, loc + 1);                                                      \
    FPUT(4, N, r)                                                              \
    r = LOAD(o, (const _Float16 *)(in + 1));                                   \
    FPUT(6, N, r)                                                              \
    r = LOAD(o % 2, priv + 1);                                                 \
    FPUT(8, N, r)                                                              \
    ALIGNED                                                                    \
  }
HALF_LOADS(1, float, __spirv_ocl_vload_half, 1, )
HALF_LOADS(2, float2, __spirv_ocl_vload_halfn_Rfloat2, 2, ALIGNED_LOADS(2))
HALF_LOADS(3, float3, __spirv_ocl_vload_halfn_Rfloat3, 4, ALIGNED_LOADS(3))
HALF_LOADS(4, float4, __spirv_ocl_vload_halfn_Rfloat4, 4, ALIGNED_LOADS(4))
HALF_LOADS(8, float8, __spirv_ocl_vload_halfn_Rfloat8, 8, ALIGNED_LOADS(8))
HALF_LOADS(16, float16, __spirv_ocl_vload_halfn_Rfloat16, 16, ALIGNED_LOADS(16))

/* The half stores of vals[i * N ..] (float or double) by work-item i, into
 * regions of HALF_REGION halves the host filled with a sentinel: 0 global,
 * 1-4 global with _r modes 0-3 (RTE, RTZ, RTP, RTN), 5 global aligned, 6-9
 * global aligned with modes 0-3, 10 local RTZ, 11 local aligned RTP,
 * 12 generic to global RTN, 13 generic to local aligned, 14 private RTP and
 * 15 private aligned RTN (work-item i's window of 2 * SLOT + 2 halves at
 * i * (2 * SLOT + 2), stored at offset o % 2). */
#define HALF_TO_LOCAL(region)                                                  \
  BARRIER();                                                                   \
  for (int k = i; k < HALF_REGION; k += ITEMS)                                 \
    loc[k] = out[(region) * HALF_REGION + k];                                  \
  BARRIER();
#define HALF_FROM_LOCAL(region)                                                \
  BARRIER();                                                                   \
  for (int k = i; k < HALF_REGION; k += ITEMS)                                 \
    out[(region) * HALF_REGION + k] = loc[k];
#define IN_PRIVATE(region, SLOT, STORE)                                        \
  {                                                                            \
    global _Float16 *window = out + (region) * HALF_REGION + i * (2 * SLOT + 2); \
    for (int k = 0; k < 2 * SLOT + 2; k++)                                     \
      priv[k] = window[k];                                                     \
    STORE;                                                                     \
    for (int k = 0; k < 2 * SLOT + 2; k++)                                     \
      window[k] = priv[k];                                                     \
  }
#define ALIGNED_STORES(SLOT)                                                   \
  __spirv_ocl_vstorea_halfn(v, i, out + 5 * HALF_REGION);                      \
  for (uint m = 0; m < 4; m++)                                                 \
    __spirv_ocl_vstorea_halfn_r(v, i, out + (6 + m) * HALF_REGION, m);          \
  HALF_TO_LOCAL(11)                                                            \
  __spirv_ocl_vstorea_halfn_r(v, i, loc, 2u);                                  \
  HALF_FROM_LOCAL(11)                                                          \
  HALF_TO_LOCAL(13)                                                            \
  __spirv_ocl_vstorea_halfn(v, i, (_Float16 *)loc);                            \
  HALF_FROM_LOCAL(13)                                                          \
  IN_PRIVATE(15, SLOT, __spirv_ocl_vstorea_halfn_r(v, o % 2, priv, 3u))
#define HALF_STORES(F, N, FN, GET, STORE, STORE_R, SLOT, ALIGNED)              \
  kernel void vstore_half_##F##N(global _Float16 *out, global const F *vals,    \
                                 global const uint *offsets) {                 \
    local _Float16 loc[HALF_REGION] __attribute__((aligned(32)));              \
    _Float16 priv[2 * 16 + 2] __attribute__((aligned(32)));                    \
    int i = (int)GID;                                                          \
    uint o = offsets[i];                                                       \
    FN v = GET;                                                                \
    STORE(v, i, out + 1);                                                      \
    for (uint m = 0; m < 4; m++)                                               \
      STORE_R(v, i, out + (1 + m) * HALF_REGION + 1, m);                       \
    HALF_TO_LOCAL(10)                                                          \
    STORE_R(v, i, loc + 1, 1u);                                                \
    HALF_FROM_LOCAL(10)                                                        \
    STORE_R(v, i, (_Float16 *)(out + 12 * HALF_REGION + 1), 3u);               \
    IN_PRIVATE(14, SLOT, STORE_R(v, o % 2, priv + 1, 2u))                      \
    ALIGNED                                                                    \
  }
#define HALF_STORES_VECTOR(F, N, SLOT)                                         \
  HALF_STORES(F, N, F##N, __spirv_ocl_vloadn_R##F##N(i, vals), __spirv_ocl_vstore_halfn, \
              __spirv_ocl_vstore_halfn_r, SLOT, ALIGNED_STORES(SLOT))
#define HALF_STORES_ALL(F)                                                     \
  HALF_STORES(F, 1, F, vals[i], __spirv_ocl_vstore_half, __spirv_ocl_vstore_half_r, 1, ) \
  HALF_STORES_VECTOR(F, 2, 2)                                                  \
  HALF_STORES_VECTOR(F, 3, 4)                                                  \
  HALF_STORES_VECTOR(F, 4, 4)                                                  \
  HALF_STORES_VECTOR(F, 8, 8)                                                  \
  HALF_STORES_VECTOR(F, 16, 16)
HALF_STORES_ALL(float)
HALF_STORES_ALL(double)
