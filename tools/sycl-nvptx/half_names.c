#include "half_names.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct writer {
  char *out;
  size_t size, len;
  bool ok;
};

static void put(struct writer *w, const char *text, size_t n) {
  if (w->len + n >= w->size) {
    w->ok = false;
    return;
  }
  memcpy(w->out + w->len, text, n);
  w->len += n;
}

/* Length of the run at s of characters for which keep() holds. */
static size_t span(const char *s, int (*keep)(int)) {
  size_t n = 0;
  while (s[n] && keep((unsigned char)s[n]))
    n++;
  return n;
}

static int is_seq_id_char(int c) { return isdigit(c) || isupper(c); }

/* The Itanium pieces that may hold the letters D h without being the half
 * type are skipped whole: source names (<length><identifier>), seq-ids of
 * substitutions and template parameters (S<id>_, T<id>_), vector sizes
 * (Dv<n>_), DF<n>_ types and literals (L...E). */
bool half_name_as_float16(const char *name, char *out, size_t size) {
  if (strncmp(name, "_Z", 2) != 0)
    return false;
  struct writer w = {out, size, 0, true};
  bool renamed = false;
  const char *s = name;
  put(&w, s, 2);
  s += 2;
  while (*s && w.ok) {
    size_t n = 1;
    if (isdigit((unsigned char)*s)) {
      char *end;
      unsigned long length = strtoul(s, &end, 10);
      if (strlen(end) < length)
        return false;
      n = (size_t)(end - s) + length;
    } else if ((*s == 'S' || *s == 'T') && (s[1] == '_' || is_seq_id_char((unsigned char)s[1]))) {
      n = 1 + span(s + 1, is_seq_id_char);
      n += s[n] == '_';
    } else if (*s == 'D' && s[1] == 'h') {
      put(&w, "DF16_", 5);
      s += 2;
      renamed = true;
      continue;
    } else if (*s == 'D' && (s[1] == 'v' || s[1] == 'F')) {
      n = 2 + span(s + 2, isdigit);
      n += s[n] == '_';
    } else if (*s == 'L') {
      const char *end = strchr(s, 'E');
      n = end ? (size_t)(end - s) + 1 : strlen(s);
    }
    put(&w, s, n);
    s += n;
  }
  if (!w.ok || !renamed)
    return false;
  out[w.len] = '\0';
  return true;
}

/* The library's builtins: a first source name starting __spirv_ or
 * __clc_, after _Z and its length. */
static bool is_library_builtin(const char *name) {
  if (strncmp(name, "_Z", 2) != 0)
    return false;
  name += 2 + span(name + 2, isdigit);
  return strncmp(name, "__spirv_", 8) == 0 || strncmp(name, "__clc_", 6) == 0;
}

void rename_half_builtins(LLVMModuleRef module) {
  LLVMValueRef next;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = next) {
    next = LLVMGetNextFunction(f);
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    char renamed[1024];
    if (!LLVMIsDeclaration(f) || !is_library_builtin(name) ||
        !half_name_as_float16(name, renamed, sizeof renamed))
      continue;
    LLVMValueRef existing = LLVMGetNamedFunction(module, renamed);
    if (existing && LLVMGlobalGetValueType(existing) == LLVMGlobalGetValueType(f)) {
      LLVMReplaceAllUsesWith(f, existing);
      LLVMDeleteFunction(f);
    } else if (!existing) {
      LLVMSetValueName2(f, renamed, strlen(renamed));
    }
  }
}
