/* libspirv's group collectives, compiled for the host, run on the warp
 * emulator against the GPU tests' references (tests/gpu/libspirv/
 * group_check.c): every Group* and GroupNonUniform* reduction and scan for
 * every scalar type, at both scopes, on sm_75's shuffles and sm_90's
 * redux.sync, over work-groups with full and short last warps; votes,
 * ballots and broadcasts. What this cannot show (real shfl.sync timing,
 * the GPU's rounding) the GPU tests check. */
#include "group_check.h"
#include "warp_emulator.h"

#include <stdio.h>
#include <string.h>

typedef void (*generic_fn)(void);

/* X(kind, C type, mangling, ...) per element type. */
#define SIGNED_KINDS(X, ...)                                                   \
  X(K_CHAR, signed char, c, __VA_ARGS__) X(K_SHORT, short, s, __VA_ARGS__)     \
  X(K_INT, int, i, __VA_ARGS__) X(K_LONG, long, l, __VA_ARGS__)
#define UNSIGNED_KINDS(X, ...)                                                 \
  X(K_UCHAR, unsigned char, h, __VA_ARGS__) X(K_USHORT, unsigned short, t, __VA_ARGS__) \
  X(K_UINT, unsigned, j, __VA_ARGS__) X(K_ULONG, unsigned long, m, __VA_ARGS__)
#define INT_KINDS(X, ...) SIGNED_KINDS(X, __VA_ARGS__) UNSIGNED_KINDS(X, __VA_ARGS__)
#define FLOAT_KINDS(X, ...)                                                    \
  X(K_HALF, _Float16, DF16_, __VA_ARGS__) X(K_FLOAT, float, f, __VA_ARGS__)    \
  X(K_DOUBLE, double, d, __VA_ARGS__)

/* The Group<NAME> overload and the GroupNonUniform<NU_NAME> template
 * instances, 3 and 4 arguments. */
#define UNIFORM(LEN, NAME, M) _Z##LEN##__spirv_Group##NAME##jj##M
#define NU(LEN, NAME, M, REST) _Z##LEN##__spirv_GroupNonUniform##NAME##I##M##ET_N5__spv5Scope4FlagEjS0_##REST
#define DECLARE(K, T, M, LEN, NAME, NU_LEN, NU_NAME, ...)                      \
  T UNIFORM(LEN, NAME, M)(unsigned, unsigned, T);                              \
  T NU(NU_LEN, NU_NAME, M, )(unsigned, unsigned, T);                           \
  T NU(NU_LEN, NU_NAME, M, j)(unsigned, unsigned, T, unsigned);
#define ENTRY(K, T, M, LEN, NAME, NU_LEN, NU_NAME, combine, style)             \
  {#NAME " " #T, K, combine, style, (generic_fn)UNIFORM(LEN, NAME, M),         \
   (generic_fn)NU(NU_LEN, NU_NAME, M, ), (generic_fn)NU(NU_LEN, NU_NAME, M, j)},

#define FAMILIES(X)                                                            \
  INT_KINDS(X, 17, IAdd, 27, IAdd, C_ADD, S_WRAPPING)                          \
  INT_KINDS(X, 20, IMulKHR, 27, IMul, C_MUL, S_ODD)                            \
  FLOAT_KINDS(X, 17, FAdd, 27, FAdd, C_ADD, S_ROUNDING)                        \
  FLOAT_KINDS(X, 20, FMulKHR, 27, FMul, C_MUL, S_NEAR_ONE)                     \
  SIGNED_KINDS(X, 17, SMin, 27, SMin, C_MIN, S_WRAPPING)                       \
  SIGNED_KINDS(X, 17, SMax, 27, SMax, C_MAX, S_WRAPPING)                       \
  UNSIGNED_KINDS(X, 17, UMin, 27, UMin, C_MIN, S_WRAPPING)                     \
  UNSIGNED_KINDS(X, 17, UMax, 27, UMax, C_MAX, S_WRAPPING)                     \
  FLOAT_KINDS(X, 17, FMin, 27, FMin, C_MIN, S_SPREAD)                          \
  FLOAT_KINDS(X, 17, FMax, 27, FMax, C_MAX, S_SPREAD)                          \
  INT_KINDS(X, 26, BitwiseAndKHR, 33, BitwiseAnd, C_AND, S_MOSTLY_ONES)        \
  INT_KINDS(X, 25, BitwiseOrKHR, 32, BitwiseOr, C_OR, S_SPARSE_BITS)           \
  INT_KINDS(X, 26, BitwiseXorKHR, 33, BitwiseXor, C_XOR, S_WRAPPING)

FAMILIES(DECLARE)
_Bool UNIFORM(26, LogicalAndKHR, b)(unsigned, unsigned, _Bool);
_Bool UNIFORM(25, LogicalOrKHR, b)(unsigned, unsigned, _Bool);
_Bool UNIFORM(26, LogicalXorKHR, b)(unsigned, unsigned, _Bool);
_Bool NU(33, LogicalAnd, b, )(unsigned, unsigned, _Bool);
_Bool NU(33, LogicalAnd, b, j)(unsigned, unsigned, _Bool, unsigned);
_Bool NU(32, LogicalOr, b, )(unsigned, unsigned, _Bool);
_Bool NU(32, LogicalOr, b, j)(unsigned, unsigned, _Bool, unsigned);

struct family_case {
  const char *name;
  enum kind kind;
  enum combine combine;
  enum style style;
  generic_fn uniform, non_uniform, clustered;
};

static const struct family_case cases[] = {
    FAMILIES(ENTRY)
    {"LogicalAndKHR bool", K_BOOL, C_AND, S_MOSTLY_ONES, (generic_fn)UNIFORM(26, LogicalAndKHR, b),
     (generic_fn)NU(33, LogicalAnd, b, ), (generic_fn)NU(33, LogicalAnd, b, j)},
    {"LogicalOrKHR bool", K_BOOL, C_OR, S_SPARSE_BITS, (generic_fn)UNIFORM(25, LogicalOrKHR, b),
     (generic_fn)NU(32, LogicalOr, b, ), (generic_fn)NU(32, LogicalOr, b, j)},
    {"LogicalXorKHR bool", K_BOOL, C_XOR, S_WRAPPING, (generic_fn)UNIFORM(26, LogicalXorKHR, b),
     NULL, NULL},
};

#define CALL_CASE(K, T, M, ...)                                                \
  case K: {                                                                    \
    T in, out;                                                                 \
    memcpy(&in, &x, sizeof in);                                                \
    out = cluster ? ((T(*)(unsigned, unsigned, T, unsigned))f)(scope, op, in, cluster) \
                  : ((T(*)(unsigned, unsigned, T))f)(scope, op, in);           \
    memcpy(&r, &out, sizeof out);                                              \
    return r;                                                                  \
  }

/* f(scope, op, x) or, with a cluster size, f(scope, op, x, cluster). */
static value call(enum kind k, generic_fn f, unsigned scope, unsigned op, value x,
                  unsigned cluster) {
  value r = 0;
  switch (k) {
    INT_KINDS(CALL_CASE)
    FLOAT_KINDS(CALL_CASE)
    CALL_CASE(K_BOOL, _Bool, b)
  }
  return r;
}

struct run {
  const struct family_case *c;
  unsigned scope, op, cluster;
  const value *x, *x2;
  value *out, *out2, *out3;
  uint32_t *masks;
};

static void uniform_item(unsigned id, void *arg) {
  struct run *r = arg;
  r->out[id] = call(r->c->kind, r->c->uniform, r->scope, r->op, r->x[id], 0);
  r->out2[id] = call(r->c->kind, r->c->uniform, r->scope, r->op, r->x2[id], 0);
}

static void non_uniform_item(unsigned id, void *arg) {
  struct run *r = arg;
  r->out[id] = call(r->c->kind, r->c->non_uniform, SCOPE_WORKGROUP, r->op, r->x[id], 0);
  if (!r->masks[id])
    return;
  r->out2[id] = call(r->c->kind, r->c->non_uniform, SCOPE_SUBGROUP, r->op, r->x[id], 0);
  r->out3[id] = call(r->c->kind, r->c->clustered, SCOPE_SUBGROUP, OP_CLUSTERED, r->x[id],
                     r->cluster);
}

static const char *const op_names[] = {"reduce", "inclusive scan", "exclusive scan"};

static void compare(struct mismatches *m, const char *what, const struct shape *s, enum kind k,
                    size_t id, value x, value want, value got) {
  if (got == want)
    return;
  char in_text[64], want_text[64], got_text[64];
  format_value(k, x, in_text, sizeof in_text);
  format_value(k, want, want_text, sizeof want_text);
  format_value(k, got, got_text, sizeof got_text);
  mismatch(m, "%s, %s: local linear id %zu: input %s, expected %s, got %s", s->name, what, id,
           in_text, want_text, got_text);
}

static void make_values(const struct family_case *c, size_t n, uint64_t seed, value *x) {
  for (size_t i = 0; i < n; i++)
    x[i] = make_value(c->kind, c->style, &seed, i);
}

static void check_uniform(const struct family_case *c, const struct shape *s, int arch,
                          struct mismatches *m) {
  size_t n = s->local[0] * s->local[1] * s->local[2];
  value x[MAX_GROUP], x2[MAX_GROUP], out[MAX_GROUP], out2[MAX_GROUP], want[MAX_GROUP];
  make_values(c, n, 0x9e3779b97f4a7c15u ^ n, x);
  make_values(c, n, 0x2545f4914f6cdd1du ^ n, x2);
  for (unsigned scope = SCOPE_WORKGROUP; scope <= SCOPE_SUBGROUP; scope++)
    for (unsigned op = OP_REDUCE; op <= OP_EXCLUSIVE; op++) {
      struct run r = {c, scope, op, 0, x, x2, out, out2, NULL, NULL};
      char what[96];
      snprintf(what, sizeof what, "sm_%d, %s %s", arch / 10,
               scope == SCOPE_WORKGROUP ? "work-group" : "sub-group", op_names[op]);
      if (!emu_run_group((const unsigned[]){(unsigned)s->local[0], (unsigned)s->local[1],
                                            (unsigned)s->local[2]},
                         uniform_item, &r)) {
        mismatch(m, "%s, %s: the emulated work-group failed", s->name, what);
        continue;
      }
      for (int call_index = 0; call_index < 2; call_index++) {
        const value *in = call_index ? x2 : x, *got = call_index ? out2 : out;
        group_reference(c->kind, c->combine, (int)scope, op, in, n, want, false);
        for (size_t i = 0; i < n; i++)
          compare(m, what, s, c->kind, i, in[i], want[i], got[i]);
      }
    }
}

static void check_non_uniform(const struct family_case *c, const struct shape *s, int arch,
                              struct mismatches *m) {
  static const unsigned clusters[] = {4, 16, 2};
  size_t n = s->local[0] * s->local[1] * s->local[2];
  value x[MAX_GROUP], out[MAX_GROUP], out2[MAX_GROUP], out3[MAX_GROUP], want[MAX_GROUP];
  uint32_t masks[MAX_GROUP];
  make_values(c, n, 0x5851f42d4c957f2du ^ n, x);
  for (size_t first = 0; first < n; first += WARP) {
    uint32_t mask = 0;
    for (unsigned lane = 0; lane < WARP && first + lane < n; lane++)
      mask |= (uint32_t)takes_part(first / WARP, lane) << lane;
    for (unsigned lane = 0; lane < WARP && first + lane < n; lane++)
      masks[first + lane] = mask >> lane & 1 ? mask : 0;
  }
  for (unsigned op = OP_REDUCE; op <= OP_EXCLUSIVE; op++) {
    struct run r = {c, SCOPE_SUBGROUP, op, clusters[op], x, NULL, out, out2, out3, masks};
    char what[96];
    snprintf(what, sizeof what, "sm_%d, non-uniform %s (cluster %u)", arch / 10, op_names[op],
             clusters[op]);
    if (!emu_run_group((const unsigned[]){(unsigned)s->local[0], (unsigned)s->local[1],
                                          (unsigned)s->local[2]},
                       non_uniform_item, &r)) {
      mismatch(m, "%s, %s: the emulated work-group failed", s->name, what);
      continue;
    }
    group_reference(c->kind, c->combine, SCOPE_WORKGROUP, op, x, n, want, false);
    for (size_t i = 0; i < n; i++)
      compare(m, what, s, c->kind, i, x[i], want[i], out[i]);
    for (size_t i = 0; i < n; i++) {
      if (!masks[i])
        continue;
      const value *warp_x = x + (i & ~(size_t)(WARP - 1));
      unsigned lane = i % WARP;
      compare(m, what, s, c->kind, i, x[i],
              non_uniform_reference(c->kind, c->combine, op, warp_x, masks[i], lane, WARP),
              out2[i]);
      compare(m, what, s, c->kind, i, x[i],
              non_uniform_reference(c->kind, c->combine, OP_CLUSTERED, warp_x, masks[i], lane,
                                    clusters[op]),
              out3[i]);
    }
  }
}

typedef unsigned uint4v __attribute__((vector_size(16)));
typedef unsigned long ulong2v __attribute__((vector_size(16)));
_Bool _Z16__spirv_GroupAlljb(unsigned, _Bool);
_Bool _Z16__spirv_GroupAnyjb(unsigned, _Bool);
_Bool _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(unsigned, _Bool);
_Bool _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(unsigned, _Bool);
uint4v _Z29__spirv_GroupNonUniformBallotjb(unsigned, _Bool);
unsigned _Z37__spirv_GroupNonUniformBallotBitCountN5__spv5Scope4FlagEiDv4_j(unsigned, int, uint4v);
int _Z36__spirv_GroupNonUniformBallotFindLSBN5__spv5Scope4FlagEDv4_j(unsigned, uint4v);
float _Z22__spirv_GroupBroadcastjfj(unsigned, float, unsigned);
double _Z22__spirv_GroupBroadcastjdDv2_m(unsigned, double, ulong2v);
int _Z22__spirv_GroupBroadcastjiDv3_j(unsigned, int, uint4v);
_Bool _Z22__spirv_GroupBroadcastjbh(unsigned, _Bool, unsigned char);
long _Z22__spirv_GroupBroadcastjla(unsigned, long, signed char);
int _Z32__spirv_GroupNonUniformBroadcastIijET_N5__spv5Scope4FlagES0_T0_(unsigned, int, unsigned);
float _Z32__spirv_GroupNonUniformBroadcastIfjET_N5__spv5Scope4FlagES0_T0_(unsigned, float,
                                                                          unsigned);
double _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(unsigned, double,
                                                                         unsigned);

struct vote_run {
  const bool *p;
  const int32_t *v;
  const struct vote_ids *ids;
  const uint32_t *masks;
  value (*out)[VOTE_OUTPUTS];
};

static value bits_of(const void *x, size_t size) {
  value v = 0;
  memcpy(&v, x, size);
  return v;
}

/* What group_vote_kernels.cl does, in C (the outputs group_check.h lists). */
static void vote_item(unsigned id, void *arg) {
  struct vote_run *r = arg;
  bool p = r->p[id];
  int v = r->v[id];
  const struct vote_ids *ids = r->ids;
  value *o = r->out[id];
  memset(o, 0, sizeof *r->out);
  o[0] = _Z16__spirv_GroupAlljb(SCOPE_WORKGROUP, p);
  o[1] = _Z16__spirv_GroupAnyjb(SCOPE_WORKGROUP, p);
  o[2] = _Z16__spirv_GroupAlljb(SCOPE_SUBGROUP, p);
  o[3] = _Z16__spirv_GroupAnyjb(SCOPE_SUBGROUP, p);
  o[4] = _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(SCOPE_WORKGROUP, p);
  o[5] = _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(SCOPE_WORKGROUP, p);
  float f = _Z22__spirv_GroupBroadcastjfj(SCOPE_WORKGROUP, (float)v, ids->x);
  o[6] = bits_of(&f, sizeof f);
  double d = _Z22__spirv_GroupBroadcastjdDv2_m(SCOPE_WORKGROUP, (double)v,
                                               (ulong2v){ids->xy[0], ids->xy[1]});
  o[7] = bits_of(&d, sizeof d);
  o[8] = (uint32_t)_Z22__spirv_GroupBroadcastjiDv3_j(
      SCOPE_WORKGROUP, v, (uint4v){ids->xyz[0], ids->xyz[1], ids->xyz[2], 0});
  o[9] = _Z22__spirv_GroupBroadcastjbh(SCOPE_SUBGROUP, p, (unsigned char)ids->lane);
  o[10] = (uint64_t)_Z22__spirv_GroupBroadcastjla(SCOPE_WORKGROUP, (long)v * 3,
                                                  (signed char)ids->small);
  f = _Z32__spirv_GroupNonUniformBroadcastIfjET_N5__spv5Scope4FlagES0_T0_(SCOPE_WORKGROUP,
                                                                          (float)v, ids->linear);
  o[11] = bits_of(&f, sizeof f);
  if (!r->masks[id])
    return;
  uint32_t mask = _Z29__spirv_GroupNonUniformBallotjb(SCOPE_SUBGROUP, true)[0];
  uint4v ballot = _Z29__spirv_GroupNonUniformBallotjb(SCOPE_SUBGROUP, p);
  o[12] = mask;
  o[13] = ballot[0];
  o[14] = ballot[1] | ballot[2] | ballot[3];
  for (int op = 0; op < 3; op++)
    o[15 + op] = _Z37__spirv_GroupNonUniformBallotBitCountN5__spv5Scope4FlagEiDv4_j(SCOPE_SUBGROUP,
                                                                                   op, ballot);
  o[18] = (uint32_t)_Z36__spirv_GroupNonUniformBallotFindLSBN5__spv5Scope4FlagEDv4_j(
      SCOPE_SUBGROUP, ballot);
  o[19] = _Z26__spirv_GroupNonUniformAllN5__spv5Scope4FlagEb(SCOPE_SUBGROUP, p);
  o[20] = _Z26__spirv_GroupNonUniformAnyN5__spv5Scope4FlagEb(SCOPE_SUBGROUP, p);
  o[21] = (uint32_t)_Z32__spirv_GroupNonUniformBroadcastIijET_N5__spv5Scope4FlagES0_T0_(
      SCOPE_SUBGROUP, v, (unsigned)__builtin_ctz(mask));
  unsigned lane = id % WARP, count = (unsigned)__builtin_popcount(mask);
  unsigned rank = (unsigned)__builtin_popcount(mask & ((1u << lane) - 1));
  unsigned position = (rank * 7 + 3) % count, source = 0;
  for (unsigned l = 0, seen = 0; l < WARP; l++)
    if (mask >> l & 1 && seen++ == position)
      source = l;
  d = _Z30__spirv_GroupNonUniformShuffleIdjET_N5__spv5Scope4FlagES0_T0_(SCOPE_SUBGROUP, (double)v,
                                                                        source);
  o[22] = bits_of(&d, sizeof d);
}

static bool check_votes(const struct shape *s) {
  size_t n = s->local[0] * s->local[1] * s->local[2];
  static bool p[MAX_GROUP];
  static int32_t v[MAX_GROUP];
  static uint32_t masks[MAX_GROUP];
  static value got[MAX_GROUP][VOTE_OUTPUTS], want[MAX_GROUP][VOTE_OUTPUTS];
  struct vote_ids ids;
  vote_ids_for(s, &ids);
  for (size_t i = 0; i < n; i++) {
    uint32_t mask = 0;
    for (unsigned l = 0; l < WARP && (i & ~(size_t)(WARP - 1)) + l < n; l++)
      mask |= (uint32_t)takes_part(i / WARP, l) << l;
    masks[i] = mask >> (i % WARP) & 1 ? mask : 0;
  }
  struct mismatches m = {"votes and broadcasts", 0};
  uint64_t rng = 0x123456789u ^ n;
  for (int predicates = 0; predicates < 4; predicates++) {
    for (size_t i = 0; i < n; i++) {
      v[i] = (int32_t)make_value(K_INT, S_WRAPPING, &rng, i);
      p[i] = predicates == 0 || (predicates == 2 && i != n / 2) ||
             (predicates == 3 && make_value(K_BOOL, S_WRAPPING, &rng, i));
    }
    struct vote_run r = {p, v, &ids, masks, got};
    if (!emu_run_group((const unsigned[]){(unsigned)s->local[0], (unsigned)s->local[1],
                                          (unsigned)s->local[2]},
                       vote_item, &r)) {
      mismatch(&m, "%s: the emulated work-group failed", s->name);
      continue;
    }
    vote_reference(s->local, p, v, &ids, want);
    for (size_t i = 0; i < n; i++)
      for (int o = 0; o < VOTE_OUTPUTS; o++)
        if (got[i][o] != want[i][o])
          mismatch(&m, "%s, predicates %d, output %d: local linear id %zu: expected 0x%llx, got 0x%llx",
                   s->name, predicates, o, i, (unsigned long long)want[i][o],
                   (unsigned long long)got[i][o]);
  }
  return m.count == 0;
}

/* Whether sm_80's redux.sync can reduce this case (else sm_75 and sm_90
 * run the same code). */
static bool has_redux_path(const struct family_case *c) {
  return kind_size(c->kind) <= 4 && c->kind != K_HALF && c->kind != K_FLOAT && c->combine != C_MUL;
}

/* The shapes over 96 work-items take most of the time: they run for the
 * first type of each family and for the 8-byte types, whose work-group
 * reductions combine sub-group results in chunks of 4 instead of 8. */
static bool runs_large_shapes(const struct family_case *c) {
  return c == cases || c[-1].combine != c->combine || c->kind == K_LONG || c->kind == K_DOUBLE;
}

int main(void) {
  int failed = 0;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const struct family_case *c = &cases[i];
    struct mismatches m = {c->name, 0};
    for (int arch = has_redux_path(c) ? 750 : 900; arch <= 900; arch += 150) {
      emu_set_cuda_arch(arch);
      for (size_t s = 0; s < shape_count; s++) {
        if (shapes[s].local[0] * shapes[s].local[1] * shapes[s].local[2] > 96 &&
            !runs_large_shapes(c))
          continue;
        check_uniform(c, &shapes[s], arch, &m);
        if (c->non_uniform)
          check_non_uniform(c, &shapes[s], arch, &m);
      }
    }
    printf("%s %s", m.count ? "FAIL" : "PASS", c->name);
    if (m.count)
      printf(": %d results differ", m.count);
    putchar('\n');
    failed += m.count != 0;
  }
  bool votes = true;
  for (size_t s = 0; s < shape_count; s++)
    votes &= check_votes(&shapes[s]);
  printf("%s votes, ballots and broadcasts\n", votes ? "PASS" : "FAIL");
  return failed || !votes ? 1 : 0;
}
