/* LLVM 19 ends a rotated loop with
 *     setp.eq.s32 %p, %r, 0;  @%p bra $EXIT;  bra.uni $LOOP;  $EXIT:
 * (its NVPTX backend cannot reverse a branch condition, so branch folding
 * never turns it around), where nvcc ends it with
 *     setp.ne.s32 %p, %r, 0;  @%p bra $LOOP;
 * ptxas unrolls and pipelines only the latter: a CSR SpMV row loop LLVM
 * unrolled twice stays at 11 loads in the SASS either way round if the
 * branch is only negated (`@!%p bra $LOOP`), and gets 47 with the comparison
 * inverted (nvcc's gets 89 of its own 4x loop). So the comparison is
 * inverted where the predicate serves this branch alone; elsewhere the
 * branch is negated, which is still one branch fewer. Only back edges are
 * rewritten (the jump's label is above it in the function): turned around,
 * the forward branches over a jump in libdevice's powf cost the float pow
 * family 1-10% on an H100. The rewrite is textual, on the PTX LLVM prints,
 * line by line. */
#include "ptx_branches.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct span {
  const char *start;
  size_t len;
};

struct line {
  struct span text;     /* without its '\n' */
  bool dropped;         /* the unconditional branch, gone */
  const char *replaced; /* the line's new text (in the output's scratch), or NULL */
  size_t replaced_len;
};

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '$' || c == '%';
}

static const char *skip_blanks(const char *p, const char *end) {
  while (p < end && is_blank(*p))
    p++;
  return p;
}

static const char *line_end(struct span l) { return l.start + l.len; }

/* A name (label or register) at p: its span, and p moved past it. */
static bool take_name(const char **p, const char *end, struct span *name) {
  const char *start = *p;
  while (*p < end && is_name_char(**p))
    (*p)++;
  *name = (struct span){start, (size_t)(*p - start)};
  return name->len > 0;
}

static bool same(struct span a, struct span b) {
  return a.len == b.len && memcmp(a.start, b.start, a.len) == 0;
}

/* Nothing but blanks and an optional // comment from p to end. */
static bool only_comment_left(const char *p, const char *end) {
  p = skip_blanks(p, end);
  return p == end || (end - p >= 2 && p[0] == '/' && p[1] == '/');
}

/* A blank line, or one holding only a // comment. */
static bool is_skippable(struct span l) { return only_comment_left(l.start, line_end(l)); }

/* "bra" or "bra.uni", blanks, the target label, ';': *p moves past the label. */
static bool take_branch(const char **p, const char *end, struct span *target) {
  const char *q = *p;
  if (end - q < 3 || memcmp(q, "bra", 3) != 0)
    return false;
  q += 3;
  if (end - q >= 4 && memcmp(q, ".uni", 4) == 0)
    q += 4;
  const char *after_opcode = q;
  q = skip_blanks(q, end);
  if (q == after_opcode || !take_name(&q, end, target))
    return false;
  const char *semicolon = skip_blanks(q, end);
  if (semicolon == end || *semicolon != ';' || !only_comment_left(semicolon + 1, end))
    return false;
  *p = q;
  return true;
}

/* "@%p bra X;" or "@!%p bra X;". */
struct conditional {
  const char *at; /* the '@' */
  bool negated;
  struct span predicate, target;
};

static bool parse_conditional(struct span l, struct conditional *c) {
  const char *end = line_end(l), *p = skip_blanks(l.start, end);
  if (p == end || *p != '@')
    return false;
  c->at = p++;
  c->negated = p < end && *p == '!';
  if (c->negated)
    p++;
  if (!take_name(&p, end, &c->predicate))
    return false;
  const char *after_predicate = p;
  p = skip_blanks(p, end);
  return p != after_predicate && take_branch(&p, end, &c->target);
}

static bool parse_unconditional(struct span l, struct span *target) {
  const char *p = skip_blanks(l.start, line_end(l));
  return take_branch(&p, line_end(l), target);
}

static bool is_label(struct span l, struct span name) {
  const char *p = skip_blanks(l.start, line_end(l));
  struct span found;
  return take_name(&p, line_end(l), &found) && same(found, name) && p < line_end(l) && *p == ':';
}

/* A line that ends a straight run of instructions: a label, a branch, a
 * brace. Searching back for a predicate's definition stops there. */
static bool ends_block(struct span l) {
  const char *end = line_end(l), *p = skip_blanks(l.start, end);
  struct span name;
  if (p < end && (*p == '{' || *p == '}'))
    return true;
  const char *q = p;
  if (take_name(&q, end, &name) && q < end && *q == ':')
    return true;
  if (p < end && *p == '@') {
    while (p < end && !is_blank(*p))
      p++;
    p = skip_blanks(p, end);
  }
  return end - p >= 3 && memcmp(p, "bra", 3) == 0;
}

/* The predicate as a whole register name in l, from the start. */
static unsigned count_uses(struct span l, struct span reg) {
  unsigned n = 0;
  const char *end = line_end(l);
  for (const char *p = l.start; p + reg.len <= end; p++) {
    if (memcmp(p, reg.start, reg.len) == 0 && (p == l.start || !is_name_char(p[-1])) &&
        (p + reg.len == end || !is_name_char(p[reg.len]))) {
      n++;
      p += reg.len - 1;
    }
  }
  return n;
}

static bool is_function_brace(struct span l, char brace) { return l.len >= 1 && l.start[0] == brace; }

/* Whether reg appears in the function around line `at` (between its braces,
 * which LLVM prints in column 0) no more often than `uses` times. */
static bool used_only(const struct line *lines, size_t count, size_t at, struct span reg,
                      unsigned uses) {
  size_t first = at, last = at;
  while (first > 0 && !is_function_brace(lines[first - 1].text, '{'))
    first--;
  while (last + 1 < count && !is_function_brace(lines[last + 1].text, '}'))
    last++;
  if (first == 0 || last + 1 == count)
    return false;
  unsigned n = 0;
  for (size_t i = first; i <= last && n <= uses; i++)
    n += count_uses(lines[i].text, reg);
  return n == uses;
}

/* The comparison of "setp.CMP[.ftz].TYPE %p, a, b;" turned around:
 * !(a < b) is a >= b for integers, a >= b or unordered (geu) for floats. */
static const char *inverse_comparison(struct span cmp, bool is_float) {
  static const char *const integer[][2] = {{"eq", "ne"}, {"lt", "ge"}, {"le", "gt"},
                                           {"lo", "hs"}, {"ls", "hi"}};
  static const char *const floating[][2] = {{"eq", "neu"}, {"ne", "equ"}, {"lt", "geu"},
                                            {"le", "gtu"}, {"gt", "leu"}, {"ge", "ltu"},
                                            {"num", "nan"}};
  const char *const(*table)[2] = is_float ? floating : integer;
  size_t n = is_float ? sizeof floating / sizeof floating[0] : sizeof integer / sizeof integer[0];
  for (size_t i = 0; i < n; i++)
    for (int side = 0; side < 2; side++)
      if (strlen(table[i][side]) == cmp.len && memcmp(table[i][side], cmp.start, cmp.len) == 0)
        return table[i][!side];
  return NULL;
}

/* "setp.CMP[.ftz].TYPE PRED, a, b;" defining pred: where CMP lies and what
 * it becomes. Not a setp with a boolean operation (.and/.or/.xor) or a
 * second destination (p|q). */
static bool parse_setp(struct span l, struct span pred, struct span *cmp, const char **inverse) {
  const char *end = line_end(l), *p = skip_blanks(l.start, end);
  if (end - p < 5 || memcmp(p, "setp.", 5) != 0)
    return false;
  p += 5;
  cmp->start = p;
  while (p < end && *p != '.' && !is_blank(*p))
    p++;
  cmp->len = (size_t)(p - cmp->start);
  bool is_float = false;
  while (p < end && *p == '.') {
    const char *part = ++p;
    while (p < end && *p != '.' && !is_blank(*p))
      p++;
    size_t len = (size_t)(p - part);
    if ((len == 3 && memcmp(part, "and", 3) == 0) || (len == 2 && memcmp(part, "or", 2) == 0) ||
        (len == 3 && memcmp(part, "xor", 3) == 0))
      return false;
    is_float = is_float || part[0] == 'f' || (len >= 2 && memcmp(part, "bf", 2) == 0);
  }
  struct span dest;
  p = skip_blanks(p, end);
  if (!take_name(&p, end, &dest) || !same(dest, pred) || p == end || *p != ',')
    return false;
  *inverse = inverse_comparison(*cmp, is_float);
  return *inverse != NULL;
}

/* The setp that defines pred for the branch on line `at`, in the same
 * straight run of instructions, with nothing between reading pred. */
static bool find_setp(const struct line *lines, size_t at, struct span pred, size_t *setp,
                      struct span *cmp, const char **inverse) {
  for (size_t i = at; i-- > 0;) {
    struct span l = lines[i].text;
    if (ends_block(l))
      return false;
    if (count_uses(l, pred) == 0)
      continue;
    *setp = i;
    return parse_setp(l, pred, cmp, inverse);
  }
  return false;
}

static char *append(char *out, const char *start, size_t len) {
  memcpy(out, start, len);
  return out + len;
}

/* Writes line text with the span `old` replaced by `new` into *scratch. */
static void replace_in(struct line *line, struct span old, const char *new, size_t new_len,
                       char **scratch) {
  char *out = *scratch;
  line->replaced = out;
  out = append(out, line->text.start, (size_t)(old.start - line->text.start));
  out = append(out, new, new_len);
  out = append(out, old.start + old.len, (size_t)(line_end(line->text) - (old.start + old.len)));
  line->replaced_len = (size_t)(out - line->replaced);
  *scratch = out;
}

/* Whether label is defined above line `at` in its function: a jump there is
 * a loop's back edge. */
static bool label_above(const struct line *lines, size_t at, struct span label) {
  for (size_t i = at; i-- > 0 && !is_function_brace(lines[i].text, '{');)
    if (is_label(lines[i].text, label))
      return true;
  return false;
}

static size_t split_lines(const char *ptx, size_t len, struct line *lines) {
  size_t count = 0;
  const char *p = ptx, *end = ptx + len;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *stop = nl ? nl : end;
    lines[count++] = (struct line){.text = {p, (size_t)(stop - p)}};
    p = nl ? nl + 1 : end;
  }
  return count;
}

static size_t next_instruction(const struct line *lines, size_t count, size_t i) {
  for (i++; i < count && is_skippable(lines[i].text); i++)
    ;
  return i;
}

/* A rewrite writes the conditional branch with the other label and at
 * most one character more, and the setp with a comparison name at most one
 * longer, and drops the unconditional branch, which is longer than its
 * label by five at least: neither the scratch space for rewritten lines
 * nor the output needs more than the text's size. */
char *invert_branches_over_jumps(const char *ptx, size_t len, size_t *out_len,
                                 unsigned *rewrites) {
  size_t max_lines = 1;
  for (size_t i = 0; i < len; i++)
    max_lines += ptx[i] == '\n';
  struct line *lines = calloc(max_lines, sizeof *lines);
  char *scratch_start = malloc(len + 1);
  char *result = malloc(len + 1);
  if (!lines || !scratch_start || !result) {
    free(lines);
    free(scratch_start);
    free(result);
    return NULL;
  }
  char *scratch = scratch_start;
  size_t count = split_lines(ptx, len, lines);
  *rewrites = 0;
  for (size_t i = 0; i < count; i++) {
    struct conditional cond;
    struct span jump_target;
    if (!parse_conditional(lines[i].text, &cond))
      continue;
    size_t jump = next_instruction(lines, count, i);
    size_t label = next_instruction(lines, count, jump);
    if (label >= count || !parse_unconditional(lines[jump].text, &jump_target) ||
        !is_label(lines[label].text, cond.target) || !label_above(lines, i, jump_target))
      continue;
    /* The target, and the predicate: "@!%p" becomes "@%p"; "@%p" keeps its
     * sign if its setp can be turned around, else becomes "@!%p". */
    struct span target_and_before = {cond.at + 1, (size_t)(cond.target.start + cond.target.len - cond.at - 1)};
    char branch[512];
    size_t setp;
    struct span cmp;
    const char *inverse;
    bool invert_setp = !cond.negated && find_setp(lines, i, cond.predicate, &setp, &cmp, &inverse) &&
                       used_only(lines, count, i, cond.predicate, 2);
    size_t n = 0;
    if (!cond.negated && !invert_setp)
      branch[n++] = '!';
    const char *rest = cond.negated ? cond.at + 2 : cond.at + 1;
    size_t rest_len = (size_t)(cond.target.start - rest);
    if (n + rest_len + jump_target.len > sizeof branch)
      continue;
    memcpy(branch + n, rest, rest_len);
    n += rest_len;
    memcpy(branch + n, jump_target.start, jump_target.len);
    n += jump_target.len;
    if (invert_setp)
      replace_in(&lines[setp], cmp, inverse, strlen(inverse), &scratch);
    replace_in(&lines[i], target_and_before, branch, n, &scratch);
    lines[jump].dropped = true;
    (*rewrites)++;
    i = label - 1;
  }
  char *out = result;
  for (size_t i = 0; i < count; i++) {
    if (lines[i].dropped)
      continue;
    if (lines[i].replaced)
      out = append(out, lines[i].replaced, lines[i].replaced_len);
    else
      out = append(out, lines[i].text.start, lines[i].text.len);
    if (line_end(lines[i].text) < ptx + len)
      *out++ = '\n';
  }
  *out = '\0';
  *out_len = (size_t)(out - result);
  free(lines);
  free(scratch_start);
  return result;
}
