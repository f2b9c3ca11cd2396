/* Votes, ballots and broadcasts on the GPU (group_vote_kernels.cl): GroupAll
 * and GroupAny over work-groups and sub-groups, their non-uniform forms,
 * ballots with bit counts and lowest bit, GroupBroadcast from 1-, 2- and
 * 3-D local ids and from a lane, GroupNonUniformBroadcast and Shuffle over
 * the lanes taking part; every work-group shape, with predicates all true,
 * all false, all but one, and random. Exact.
 * usage: gpu_group_vote_test FATBIN */
#include "group_run.h"

#include <stdlib.h>
#include <string.h>

static const char *const predicate_names[] = {"all true", "all false", "all but one",
                                              "random"};

static void check_shape(struct gpu *g, pi_program p, const struct shape *s,
                        struct mismatches *m) {
  struct layout l;
  layout_of(s, &l);
  struct vote_ids ids;
  vote_ids_for(s, &ids);
  pi_uint32 id_list[] = {ids.x,      ids.small,  ids.xy[0], ids.xy[1], ids.xyz[0],
                         ids.xyz[1], ids.xyz[2], ids.lane,  ids.linear};
  uint8_t *predicates = malloc(l.items);
  int32_t *values = malloc(l.items * sizeof *values);
  value *out = malloc(l.items * VOTE_OUTPUTS * sizeof *out);
  bool group_p[MAX_GROUP];
  int32_t group_v[MAX_GROUP];
  static value want[MAX_GROUP][VOTE_OUTPUTS];
  uint64_t rng = 0x243f6a8885a308d3u ^ l.items;
  for (int kind = 0; kind < 4; kind++) {
    for (size_t i = 0; i < l.items; i++) {
      values[i] = (int32_t)make_value(K_INT, S_WRAPPING, &rng, i);
      predicates[i] = kind == 0 || (kind == 2 && i % l.group_size != l.group_size / 2) ||
                      (kind == 3 && make_value(K_BOOL, S_WRAPPING, &rng, i));
    }
    memset(out, 0, l.items * VOTE_OUTPUTS * sizeof *out);
    void *data[] = {predicates, values, id_list, out};
    size_t sizes[] = {l.items, l.items * sizeof *values, sizeof id_list,
                      l.items * VOTE_OUTPUTS * sizeof *out};
    run_on_buffers_nd(g, p, "votes", s->dims, s->global, s->local, 4, data, sizes, 0);
    for (size_t group = 0; group < l.groups; group++) {
      const size_t *items = l.of + group * l.group_size;
      for (size_t i = 0; i < l.group_size; i++) {
        group_p[i] = predicates[items[i]];
        group_v[i] = values[items[i]];
      }
      vote_reference(s->local, group_p, group_v, &ids, want);
      for (size_t i = 0; i < l.group_size; i++)
        for (int o = 0; o < VOTE_OUTPUTS; o++) {
          value got = out[items[i] * VOTE_OUTPUTS + (size_t)o];
          if (got == want[i][o])
            continue;
          char id[32];
          format_local_id(s, items[i], id, sizeof id);
          mismatch(m, "%s, predicates %s, output %d (group_check.h): work-group %zu, local id %s: "
                   "predicate %d, value %d, expected 0x%llx, got 0x%llx", s->name,
                   predicate_names[kind], o, group, id, group_p[i], group_v[i],
                   (unsigned long long)want[i][o], (unsigned long long)got);
        }
    }
  }
  free(predicates);
  free(values);
  free(out);
  layout_free(&l);
}

static void check_votes(struct gpu *g, pi_program p, const void *unused) {
  (void)unused;
  struct mismatches m = {"votes", 0};
  for (size_t s = 0; s < shape_count; s++)
    check_shape(g, p, &shapes[s], &m);
  report_case("votes, ballots and broadcasts", m.count == 0, "%d outputs differ", m.count);
}

int main(int argc, char **argv) { return group_test_main(argc, argv, check_votes, NULL, 0, 1); }
