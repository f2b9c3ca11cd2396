/* Values, operations and the reference orders of the group collective
 * tests (see group_check.h). */
#include "group_check.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t kind_size(enum kind k) {
  static const size_t sizes[] = {1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8, 1};
  return sizes[k];
}

static bool is_signed(enum kind k) {
  return k == K_CHAR || k == K_SHORT || k == K_INT || k == K_LONG;
}

static bool is_float(enum kind k) { return k == K_HALF || k == K_FLOAT || k == K_DOUBLE; }

static value truncated(enum kind k, uint64_t bits) {
  size_t size = kind_size(k);
  return size == 8 ? bits : bits & ((UINT64_C(1) << (8 * size)) - 1);
}

static int64_t as_signed(enum kind k, value v) {
  unsigned shift = 64 - 8 * (unsigned)kind_size(k);
  return (int64_t)(v << shift) >> shift;
}

static _Float16 as_half(value v) {
  uint16_t bits = (uint16_t)v;
  _Float16 h;
  memcpy(&h, &bits, sizeof h);
  return h;
}

static float as_float(value v) {
  uint32_t bits = (uint32_t)v;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static double as_double(value v) {
  double d;
  memcpy(&d, &v, sizeof d);
  return d;
}

/* A double as the value of a float kind, rounded to nearest. */
static value from_double(enum kind k, double d) {
  if (k == K_DOUBLE) {
    value v;
    memcpy(&v, &d, sizeof v);
    return v;
  }
  if (k == K_FLOAT) {
    float f = (float)d;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
  }
  _Float16 h = (_Float16)d;
  uint16_t bits;
  memcpy(&bits, &h, sizeof bits);
  return bits;
}

static double to_double(enum kind k, value v) {
  return k == K_DOUBLE ? as_double(v) : k == K_FLOAT ? (double)as_float(v) : (double)as_half(v);
}

/* Float steps as libspirv takes them: each rounds once; half ones in float
 * first, which rounds the half result correctly. */
static value combine_float(enum kind k, enum combine c, value a, value b) {
  if (k == K_DOUBLE) {
    double x = as_double(a), y = as_double(b);
    double r = c == C_ADD ? x + y : c == C_MUL ? x * y : c == C_MIN ? fmin(x, y) : fmax(x, y);
    return from_double(k, r);
  }
  float x = k == K_FLOAT ? as_float(a) : (float)as_half(a);
  float y = k == K_FLOAT ? as_float(b) : (float)as_half(b);
  float r = c == C_ADD ? x + y : c == C_MUL ? x * y : c == C_MIN ? fminf(x, y) : fmaxf(x, y);
  if (k == K_FLOAT)
    return from_double(k, r);
  _Float16 h = (_Float16)r;
  uint16_t bits;
  memcpy(&bits, &h, sizeof bits);
  return bits;
}

value combine(enum kind k, enum combine c, value a, value b) {
  if (is_float(k))
    return combine_float(k, c, a, b);
  switch (c) {
  case C_ADD:
    return truncated(k, a + b);
  case C_MUL:
    return truncated(k, a * b);
  case C_AND:
    return a & b;
  case C_OR:
    return a | b;
  case C_XOR:
    return a ^ b;
  case C_MIN:
    return is_signed(k) ? (as_signed(k, a) < as_signed(k, b) ? a : b) : (a < b ? a : b);
  case C_MAX:
    return is_signed(k) ? (as_signed(k, a) > as_signed(k, b) ? a : b) : (a > b ? a : b);
  }
  return 0;
}

value identity(enum kind k, enum combine c) {
  value all_ones = k == K_BOOL ? 1 : truncated(k, ~UINT64_C(0));
  value top_bit = UINT64_C(1) << (8 * kind_size(k) - 1);
  switch (c) {
  case C_ADD:
  case C_OR:
  case C_XOR:
    return 0;
  case C_AND:
    return all_ones;
  case C_MUL:
    return is_float(k) ? from_double(k, 1.0) : 1;
  case C_MIN:
    return is_float(k) ? from_double(k, INFINITY) : is_signed(k) ? top_bit - 1 : all_ones;
  case C_MAX:
    return is_float(k) ? from_double(k, -INFINITY) : is_signed(k) ? top_bit : 0;
  }
  return 0;
}

static uint64_t next_random(uint64_t *state) {
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * UINT64_C(2685821657736338717);
}

/* Uniform in [0, 1) with 53 bits. */
static double random_unit(uint64_t *rng) { return (double)(next_random(rng) >> 11) * 0x1p-53; }

static double random_sign(uint64_t *rng) { return next_random(rng) & 1 ? -1.0 : 1.0; }

/* sign * [1, 2) * 2^e with e in [low, high]. */
static double random_magnitude(uint64_t *rng, int low, int high) {
  int e = low + (int)(next_random(rng) % (uint64_t)(high - low + 1));
  return random_sign(rng) * ldexp(1.0 + random_unit(rng), e);
}

static value make_float(enum kind k, enum style s, uint64_t *rng, size_t position) {
  int wide = k == K_HALF ? 0 : k == K_FLOAT ? 1 : 2;
  switch (s) {
  case S_EXACT_SUM: {
    static const int64_t bound[] = {2, 1000, 1000000000};
    return from_double(k, (double)((int64_t)(next_random(rng) % (uint64_t)(2 * bound[wide] + 1)) -
                                   bound[wide]));
  }
  case S_ROUNDING: {
    static const int low[] = {-8, -20, -60}, high[] = {4, 20, 60};
    return from_double(k, random_magnitude(rng, low[wide], high[wide]));
  }
  case S_EXACT_PRODUCT:
    return from_double(k, random_sign(rng) * (position % 2 ? 0.5 : 2.0));
  case S_NEAR_ONE:
    return from_double(k, 1.0 + (2 * random_unit(rng) - 1) * 0x1p-6);
  default:
    return from_double(k, random_magnitude(rng, -10, 10));
  }
}

value make_value(enum kind k, enum style s, uint64_t *rng, size_t position) {
  if (is_float(k))
    return make_float(k, s, rng, position);
  uint64_t r = next_random(rng);
  bool now_and_then = (r >> 60) == 0; /* 1 in 16 */
  if (k == K_BOOL)
    return s == S_MOSTLY_ONES ? !now_and_then : s == S_SPARSE_BITS ? now_and_then : r & 1;
  value bit = UINT64_C(1) << (next_random(rng) % (8 * kind_size(k)));
  switch (s) {
  case S_ODD:
    return truncated(k, r | 1);
  case S_MOSTLY_ONES:
    return truncated(k, now_and_then ? ~bit : ~UINT64_C(0));
  case S_SPARSE_BITS:
    return now_and_then ? bit : 0;
  default:
    return truncated(k, r);
  }
}

void format_value(enum kind k, value v, char *buf, size_t size) {
  if (is_float(k))
    snprintf(buf, size, "%a (%.17g)", to_double(k, v), to_double(k, v));
  else if (k == K_BOOL)
    snprintf(buf, size, "%s", v ? "true" : "false");
  else if (is_signed(k))
    snprintf(buf, size, "%lld (0x%llx)", (long long)as_signed(k, v), (unsigned long long)v);
  else
    snprintf(buf, size, "%llu (0x%llx)", (unsigned long long)v, (unsigned long long)v);
}

value load_value(enum kind k, const void *base, size_t index) {
  value v = 0;
  memcpy(&v, (const char *)base + index * kind_size(k), kind_size(k));
  return v;
}

void store_value(enum kind k, void *base, size_t index, value v) {
  memcpy((char *)base + index * kind_size(k), &v, kind_size(k));
}

/* The reduction tree: at step 1, 2, 4, ... position p (a multiple of
 * twice the step) takes op(p, p + step) when p + step < n. */
static value tree(enum kind k, enum combine c, const value *x, size_t n) {
  value t[MAX_GROUP];
  memcpy(t, x, n * sizeof *t);
  for (size_t step = 1; step < n; step *= 2)
    for (size_t p = 0; p + step < n; p += 2 * step)
      t[p] = combine(k, c, t[p], t[p + step]);
  return t[0];
}

/* Hillis-Steele, in place: at step 1, 2, 4, ... every p >= step takes
 * op(p - step, p) of the values before the step. */
static void scan(enum kind k, enum combine c, value *x, size_t n) {
  for (size_t step = 1; step < n; step *= 2)
    for (size_t p = n - 1; p >= step; p--)
      x[p] = combine(k, c, x[p - step], x[p]);
}

static void naive_reference(enum kind k, enum combine c, enum group_op op, const value *x,
                            size_t n, value *out) {
  value acc = x[0];
  for (size_t i = 1; i < n; i++)
    acc = combine(k, c, acc, x[i]);
  value prefix = identity(k, c);
  for (size_t i = 0; i < n; i++) {
    value with = i ? combine(k, c, prefix, x[i]) : x[i];
    out[i] = op == OP_REDUCE ? acc : op == OP_INCLUSIVE ? with : prefix;
    prefix = with;
  }
}

static void subgroup_reference(enum kind k, enum combine c, enum group_op op, const value *x,
                               size_t n, value *out) {
  if (op == OP_REDUCE) {
    value all = tree(k, c, x, n);
    for (size_t i = 0; i < n; i++)
      out[i] = all;
    return;
  }
  value inclusive[WARP];
  memcpy(inclusive, x, n * sizeof *inclusive);
  scan(k, c, inclusive, n);
  for (size_t i = 0; i < n; i++)
    out[i] = op == OP_INCLUSIVE ? inclusive[i] : i ? inclusive[i - 1] : identity(k, c);
}

void group_reference(enum kind k, enum combine c, int scope, enum group_op op, const value *x,
                     size_t n, value *out, bool naive) {
  size_t warps = (n + WARP - 1) / WARP;
  if (scope == SCOPE_SUBGROUP || warps == 1 || naive) {
    size_t segment = scope == SCOPE_SUBGROUP ? WARP : n;
    for (size_t b = 0; b < n; b += segment) {
      size_t len = n - b < segment ? n - b : segment;
      if (naive)
        naive_reference(k, c, op, x + b, len, out + b);
      else
        subgroup_reference(k, c, op, x + b, len, out + b);
    }
    return;
  }
  value totals[WARP] = {0}, inclusive[MAX_GROUP];
  memcpy(inclusive, x, n * sizeof *inclusive);
  for (size_t w = 0; w < warps; w++) {
    size_t b = w * WARP, len = n - b < WARP ? n - b : WARP;
    if (op == OP_REDUCE) {
      totals[w] = tree(k, c, x + b, len);
    } else {
      scan(k, c, inclusive + b, len);
      totals[w] = inclusive[b + len - 1];
    }
  }
  if (op == OP_REDUCE) {
    value all = tree(k, c, totals, warps);
    for (size_t i = 0; i < n; i++)
      out[i] = all;
    return;
  }
  scan(k, c, totals, warps - 1);
  for (size_t i = 0; i < n; i++) {
    size_t w = i / WARP, lane = i % WARP;
    if (op == OP_INCLUSIVE)
      out[i] = w ? combine(k, c, totals[w - 1], inclusive[i]) : inclusive[i];
    else if (lane == 0)
      out[i] = w ? totals[w - 1] : identity(k, c);
    else
      out[i] = w ? combine(k, c, totals[w - 1], inclusive[i - 1]) : inclusive[i - 1];
  }
}

value non_uniform_reference(enum kind k, enum combine c, enum group_op op, const value *x,
                            uint32_t mask, unsigned lane, unsigned cluster_size) {
  if (op == OP_CLUSTERED && cluster_size < WARP) {
    unsigned first = lane & ~(cluster_size - 1);
    mask &= ((UINT32_C(1) << cluster_size) - 1) << first;
  }
  value v[WARP];
  size_t count = 0, rank = 0;
  for (unsigned l = 0; l < WARP; l++) {
    if (!(mask >> l & 1))
      continue;
    if (l == lane)
      rank = count;
    v[count++] = x[l];
  }
  if (op == OP_REDUCE || op == OP_CLUSTERED)
    return tree(k, c, v, count);
  scan(k, c, v, count);
  return op == OP_INCLUSIVE ? v[rank] : rank ? v[rank - 1] : identity(k, c);
}

bool takes_part(size_t subgroup, unsigned lane) {
  switch (subgroup % 4) {
  case 0:
    return true;
  case 1:
    return lane < 20;
  case 2:
    return lane % 3 != 1;
  default:
    return lane >= 5 && lane < 25;
  }
}

/* 96 fills its warps, 35 and 27 end with a short one, as 1000 does; 224,
 * 256 and 640 (7, 8 and 20 full warps) take a work-group reduction's
 * paths over 8-slot chunks of sub-group results (a short chunk, a full one,
 * and four chunks of which the last two are short and empty); the dry runs
 * on the warp emulator (tests/unit/libspirv) stop at 128 work-items a
 * work-group, for time. */
#ifndef GROUP_TEST_MAX_ITEMS
#define GROUP_TEST_MAX_ITEMS 1024
#endif
const struct shape shapes[] = {
    {"1-D 96", 1, {192, 1, 1}, {96, 1, 1}},      {"2-D 8x12", 2, {16, 12, 1}, {8, 12, 1}},
    {"3-D 4x4x4", 3, {8, 4, 4}, {4, 4, 4}},      {"2-D 5x7", 2, {10, 7, 1}, {5, 7, 1}},
    {"3-D 3x3x3", 3, {6, 3, 3}, {3, 3, 3}},
#if GROUP_TEST_MAX_ITEMS >= 1024
    {"1-D 1024", 1, {2048, 1, 1}, {1024, 1, 1}}, {"1-D 1000", 1, {2000, 1, 1}, {1000, 1, 1}},
    {"1-D 224", 1, {448, 1, 1}, {224, 1, 1}},    {"1-D 256", 1, {512, 1, 1}, {256, 1, 1}},
    {"1-D 640", 1, {1280, 1, 1}, {640, 1, 1}},
#endif
};
const size_t shape_count = sizeof shapes / sizeof shapes[0];

void layout_of(const struct shape *s, struct layout *l) {
  const size_t *gs = s->global, *ls = s->local;
  l->items = gs[0] * gs[1] * gs[2];
  l->group_size = ls[0] * ls[1] * ls[2];
  l->groups = l->items / l->group_size;
  l->of = malloc(l->items * sizeof *l->of);
  size_t groups_x = gs[0] / ls[0], groups_y = gs[1] / ls[1];
  for (size_t i = 0; i < l->items; i++) {
    size_t x = i % gs[0], y = i / gs[0] % gs[1], z = i / (gs[0] * gs[1]);
    size_t group = x / ls[0] + (y / ls[1] + z / ls[2] * groups_y) * groups_x;
    size_t local = x % ls[0] + (y % ls[1] + z % ls[2] * ls[1]) * ls[0];
    l->of[group * l->group_size + local] = i;
  }
}

void layout_free(struct layout *l) { free(l->of); }

void format_local_id(const struct shape *s, size_t item, char *buf, size_t size) {
  const size_t *gs = s->global, *ls = s->local;
  size_t x = item % gs[0], y = item / gs[0] % gs[1], z = item / (gs[0] * gs[1]);
  snprintf(buf, size, "(%zu,%zu,%zu)", x % ls[0], y % ls[1], z % ls[2]);
}

void mismatch(struct mismatches *m, const char *format, ...) {
  if (m->count++ >= 10)
    return;
  printf("  %s: ", m->case_name);
  va_list args;
  va_start(args, format);
  vprintf(format, args);
  va_end(args);
  putchar('\n');
}

void vote_ids_for(const struct shape *s, struct vote_ids *ids) {
  const size_t *l = s->local;
  size_t n = l[0] * l[1] * l[2];
  ids->x = (unsigned)l[0] - 1;
  ids->small = ids->x < 100 ? ids->x : 100;
  ids->xy[0] = (unsigned)l[0] / 2;
  ids->xy[1] = (unsigned)l[1] - 1;
  ids->xyz[0] = (unsigned)l[0] - 1;
  ids->xyz[1] = (unsigned)l[1] / 2;
  ids->xyz[2] = (unsigned)l[2] - 1;
  ids->lane = 2;
  ids->linear = (unsigned)(n - 1 - n / 3);
}

void vote_reference(const size_t local[3], const bool *p, const int32_t *v,
                    const struct vote_ids *ids, value (*out)[VOTE_OUTPUTS]) {
  size_t n = local[0] * local[1] * local[2];
  bool all = true, any = false;
  for (size_t i = 0; i < n; i++) {
    all &= p[i];
    any |= p[i];
  }
  size_t from_xy = ids->xy[0] + ids->xy[1] * local[0];
  size_t from_xyz = ids->xyz[0] + (ids->xyz[1] + ids->xyz[2] * local[1]) * local[0];
  for (size_t i = 0; i < n; i++) {
    size_t first = i & ~(size_t)(WARP - 1), lanes = n - first < WARP ? n - first : WARP;
    unsigned lane = i % WARP;
    bool warp_all = true, warp_any = false;
    uint32_t mask = 0, ballot = 0;
    for (unsigned l = 0; l < lanes; l++) {
      warp_all &= p[first + l];
      warp_any |= p[first + l];
      if (takes_part(first / WARP, l)) {
        mask |= UINT32_C(1) << l;
        ballot |= (uint32_t)p[first + l] << l;
      }
    }
    value *o = out[i];
    memset(o, 0, sizeof *out);
    o[0] = all;
    o[1] = any;
    o[2] = warp_all;
    o[3] = warp_any;
    o[4] = all;
    o[5] = any;
    o[6] = from_double(K_FLOAT, (float)v[ids->x]);
    o[7] = from_double(K_DOUBLE, v[from_xy]);
    o[8] = (uint32_t)v[from_xyz];
    o[9] = p[first + ids->lane];
    o[10] = (uint64_t)((int64_t)v[ids->small] * 3);
    o[11] = from_double(K_FLOAT, (float)v[ids->linear]);
    if (!(mask >> lane & 1))
      continue;
    unsigned below = (unsigned)__builtin_popcount(ballot & ((UINT32_C(1) << lane) - 1));
    unsigned count = (unsigned)__builtin_popcount(mask);
    unsigned rank = (unsigned)__builtin_popcount(mask & ((UINT32_C(1) << lane) - 1));
    unsigned position = (rank * 7 + 3) % count, source = 0;
    for (unsigned l = 0, seen = 0; l < WARP; l++)
      if (mask >> l & 1 && seen++ == position)
        source = l;
    o[12] = mask;
    o[13] = ballot;
    o[15] = (unsigned)__builtin_popcount(ballot);
    o[16] = below + p[i];
    o[17] = below;
    o[18] = ballot ? (uint32_t)__builtin_ctz(ballot) : UINT32_MAX;
    o[19] = (ballot == mask);
    o[20] = (ballot != 0);
    o[21] = (uint32_t)v[first + (unsigned)__builtin_ctz(mask)];
    o[22] = from_double(K_DOUBLE, v[first + source]);
  }
}
