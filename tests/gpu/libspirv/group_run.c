/* Runners of the group collective tests: each case's kernel over every
 * shape, checked against group_check.c's references (see group_run.h). */
#include "group_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const op_names[] = {"reduce", "inclusive scan", "exclusive scan", "clustered"};

static const char *const style_names[] = {
    "integers over their range", "odd integers", "mostly ones", "sparse bits", "exact sums",
    "values that round by order", "exact products", "products that round by order",
    "spread values"};

static const char *scope_name(int scope) {
  return scope == SCOPE_WORKGROUP ? "work-group" : "sub-group";
}

/* A seed per case, shape and input, so that every run sees the same values. */
static uint64_t seed(const char *name, size_t shape, size_t input) {
  uint64_t h = UINT64_C(1469598103934665603);
  for (const char *c = name; *c; c++)
    h = (h ^ (unsigned char)*c) * UINT64_C(1099511628211);
  return (h ^ (shape * 131 + input + 1)) | 1;
}

static size_t stride_of(int vecsize) { return vecsize == 3 ? 4 : (size_t)vecsize; }

/* Test values for every work-item and component; position is the local
 * linear id, which the exact-product values alternate on. */
static void *make_input(const struct layout *l, enum kind k, enum style s, int vecsize,
                        uint64_t rng) {
  size_t stride = stride_of(vecsize);
  void *data = calloc(l->items * stride, kind_size(k));
  for (size_t g = 0; g < l->groups; g++)
    for (size_t local = 0; local < l->group_size; local++)
      for (int c = 0; c < vecsize; c++)
        store_value(k, data, l->of[g * l->group_size + local] * stride + (size_t)c,
                    make_value(k, s, &rng, local));
  return data;
}

/* Whether values of this style round differently in another order. */
static bool order_sensitive(enum style s) { return s == S_ROUNDING || s == S_NEAR_ONE; }

struct check {
  const struct shape *shape;
  const struct layout *layout;
  enum kind kind;
  enum combine combine;
  size_t stride;
  struct mismatches *m;
};

/* Compares the outputs of one work-group; returns how many outputs a naive
 * left-to-right order would have given differently. */
static size_t check_group(const struct check *ch, size_t group, int scope, enum group_op op,
                          const void *in, const void *out, size_t out_base, int component,
                          const char *call) {
  const struct layout *l = ch->layout;
  const size_t *items = l->of + group * l->group_size;
  value x[MAX_GROUP], expected[MAX_GROUP], naive[MAX_GROUP];
  for (size_t i = 0; i < l->group_size; i++)
    x[i] = load_value(ch->kind, in, items[i] * ch->stride + (size_t)component);
  group_reference(ch->kind, ch->combine, scope, op, x, l->group_size, expected, false);
  group_reference(ch->kind, ch->combine, scope, op, x, l->group_size, naive, true);
  size_t differs = 0;
  for (size_t i = 0; i < l->group_size; i++) {
    differs += naive[i] != expected[i];
    value got = load_value(ch->kind, out, (out_base + items[i]) * ch->stride + (size_t)component);
    if (got == expected[i])
      continue;
    char in_text[64], want[64], have[64], id[32];
    format_value(ch->kind, x[i], in_text, sizeof in_text);
    format_value(ch->kind, expected[i], want, sizeof want);
    format_value(ch->kind, got, have, sizeof have);
    format_local_id(ch->shape, items[i], id, sizeof id);
    mismatch(ch->m, "%s, %s %s, %s, component %d: work-group %zu, local id %s: input %s, "
             "expected %s, got %s", ch->shape->name, scope_name(scope), op_names[op], call,
             component, group, id, in_text, want, have);
  }
  return differs;
}

static void *launch_buffer(size_t bytes) { return calloc(1, bytes); }

static void run_uniform_case(struct gpu *g, pi_program p, const struct group_case *c) {
  char name[128];
  snprintf(name, sizeof name, "%s (%s)", c->kernel, style_names[c->style]);
  struct mismatches m = {name, 0};
  size_t stride = stride_of(c->vecsize), esize = kind_size(c->kind), naive_differs = 0;
  static const int scopes[] = {SCOPE_WORKGROUP, SCOPE_SUBGROUP};
  for (size_t s = 0; s < shape_count; s++) {
    struct layout l;
    layout_of(&shapes[s], &l);
    size_t n = l.items, bytes = n * stride * esize;
    void *in = make_input(&l, c->kind, c->style, c->vecsize, seed(c->kernel, s, 0));
    void *in2 = make_input(&l, c->kind, c->style, c->vecsize, seed(c->kernel, s, 1));
    void *out = launch_buffer(2 * bytes);
    struct check ch = {&shapes[s], &l, c->kind, c->combine, stride, &m};
    for (int sc = 0; sc < 2; sc++)
      for (enum group_op op = OP_REDUCE; op <= OP_EXCLUSIVE; op++) {
        pi_uint32 how[2] = {(pi_uint32)scopes[sc], op};
        void *data[] = {how, in, in2, out};
        size_t sizes[] = {sizeof how, bytes, bytes, 2 * bytes};
        run_on_buffers_nd(g, p, c->kernel, shapes[s].dims, shapes[s].global, shapes[s].local, 4,
                          data, sizes, 0);
        for (size_t group = 0; group < l.groups; group++)
          for (int comp = 0; comp < c->vecsize; comp++) {
            naive_differs += check_group(&ch, group, scopes[sc], op, in, out, 0, comp,
                                         "first call");
            naive_differs += check_group(&ch, group, scopes[sc], op, in2, out, n, comp,
                                         "second call");
          }
      }
    free(in);
    free(in2);
    free(out);
    layout_free(&l);
  }
  if (order_sensitive(c->style) && naive_differs == 0)
    mismatch(&m, "the test values round alike in every order, so they test no order");
  report_case(name, m.count == 0, "%d results differ from the documented order", m.count);
}

static void check_subgroups(const struct check *ch, const struct group_case *c,
                            const void *in, const void *out, const uint32_t *masks,
                            enum group_op op, unsigned cluster, int comp) {
  const struct layout *l = ch->layout;
  size_t n = l->items;
  for (size_t group = 0; group < l->groups; group++) {
    const size_t *items = l->of + group * l->group_size;
    for (size_t first = 0; first < l->group_size; first += WARP) {
      size_t lanes = l->group_size - first < WARP ? l->group_size - first : WARP;
      value x[WARP] = {0};
      for (size_t lane = 0; lane < lanes; lane++)
        x[lane] = load_value(ch->kind, in, items[first + lane] * ch->stride + (size_t)comp);
      for (unsigned lane = 0; lane < lanes; lane++) {
        size_t item = items[first + lane];
        uint32_t mask = masks[item];
        char id[32];
        format_local_id(ch->shape, item, id, sizeof id);
        if (takes_part(first / WARP, lane) != (mask != 0) || (mask && !(mask >> lane & 1))) {
          mismatch(ch->m, "%s: work-group %zu, local id %s: ballot 0x%08x", ch->shape->name,
                   group, id, mask);
          continue;
        }
        if (!mask)
          continue;
        value want[2], got[2];
        want[0] = non_uniform_reference(ch->kind, ch->combine, op, x, mask, lane, WARP);
        want[1] = non_uniform_reference(ch->kind, ch->combine, OP_CLUSTERED, x, mask, lane, cluster);
        for (int which = 0; which < (c->vecsize > 1 ? 1 : 2); which++) {
          got[which] = load_value(ch->kind, out, ((size_t)(1 + which) * n + item) * ch->stride +
                                                     (size_t)comp);
          if (got[which] == want[which])
            continue;
          char in_text[64], want_text[64], got_text[64];
          format_value(ch->kind, x[lane], in_text, sizeof in_text);
          format_value(ch->kind, want[which], want_text, sizeof want_text);
          format_value(ch->kind, got[which], got_text, sizeof got_text);
          mismatch(ch->m, "%s, sub-group %s (cluster %u), ballot 0x%08x, component %d: "
                   "work-group %zu, local id %s: input %s, expected %s, got %s",
                   ch->shape->name, which ? op_names[OP_CLUSTERED] : op_names[op],
                   which ? cluster : WARP, mask, comp, group, id, in_text, want_text, got_text);
        }
      }
    }
  }
}

static void run_non_uniform_case(struct gpu *g, pi_program p, const struct group_case *c) {
  char name[128];
  snprintf(name, sizeof name, "%s (%s)", c->kernel, style_names[c->style]);
  struct mismatches m = {name, 0};
  size_t stride = stride_of(c->vecsize), esize = kind_size(c->kind);
  static const pi_uint32 launches[3][2] = {{OP_REDUCE, 4}, {OP_INCLUSIVE, 16}, {OP_EXCLUSIVE, 2}};
  for (size_t s = 0; s < shape_count; s++) {
    struct layout l;
    layout_of(&shapes[s], &l);
    size_t n = l.items;
    for (int t = 0; t < 3; t++) {
      void *in = make_input(&l, c->kind, c->style, c->vecsize, seed(c->kernel, s, (size_t)t));
      void *out = launch_buffer(3 * n * stride * esize);
      uint32_t *masks = launch_buffer(n * sizeof *masks);
      pi_uint32 how[2] = {launches[t][0], launches[t][1]};
      void *data[] = {how, in, out, masks};
      size_t sizes[] = {sizeof how, n * stride * esize, 3 * n * stride * esize, n * sizeof *masks};
      run_on_buffers_nd(g, p, c->kernel, shapes[s].dims, shapes[s].global, shapes[s].local, 4,
                        data, sizes, 0);
      struct check ch = {&shapes[s], &l, c->kind, c->combine, stride, &m};
      for (int comp = 0; comp < c->vecsize; comp++) {
        for (size_t group = 0; group < l.groups; group++)
          check_group(&ch, group, SCOPE_WORKGROUP, launches[t][0], in, out, 0, comp,
                      "all work-items");
        check_subgroups(&ch, c, in, out, masks, launches[t][0], launches[t][1], comp);
      }
      free(in);
      free(out);
      free(masks);
    }
    layout_free(&l);
  }
  report_case(name, m.count == 0, "%d results differ from the documented order", m.count);
}

int group_test_main(int argc, char **argv, void (*run)(struct gpu *, pi_program, const void *),
                     const void *cases, size_t case_size, size_t count) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FATBIN\n", argv[0]);
    return 2;
  }
  struct gpu g;
  gpu_open(&g);
  pi_program p = load_program(&g, argv[1]);
  for (size_t i = 0; i < count; i++)
    run(&g, p, case_size ? (const char *)cases + i * case_size : cases);
  PI_CHECK(piProgramRelease(p));
  gpu_close(&g);
  return cases_exit_code();
}

static void run_uniform(struct gpu *g, pi_program p, const void *c) { run_uniform_case(g, p, c); }

static void run_non_uniform(struct gpu *g, pi_program p, const void *c) {
  run_non_uniform_case(g, p, c);
}

int uniform_test_main(int argc, char **argv, const struct group_case *cases, size_t count) {
  return group_test_main(argc, argv, run_uniform, cases, sizeof *cases, count);
}

int non_uniform_test_main(int argc, char **argv, const struct group_case *cases,
                          size_t count) {
  return group_test_main(argc, argv, run_non_uniform, cases, sizeof *cases, count);
}
