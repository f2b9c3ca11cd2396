#include "assert_message.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

/* The text of a fixed-size field, never read past its end. */
static int field_length(const char *field, size_t capacity) {
  return (int)strnlen(field, capacity);
}

size_t assert_message_format(const struct assert_record *r, char *out, size_t size) {
  int length = snprintf(
      out, size,
      "%.*s:%" PRIu32 ": %.*s: global id: [%" PRIu64 ",%" PRIu64 ",%" PRIu64 "], "
      "local id: [%" PRIu64 ",%" PRIu64 ",%" PRIu64 "] Assertion `%.*s` failed.\n",
      field_length(r->file, sizeof r->file), r->file, (uint32_t)r->line,
      field_length(r->func, sizeof r->func), r->func, (uint64_t)r->global_id[0],
      (uint64_t)r->global_id[1], (uint64_t)r->global_id[2], (uint64_t)r->local_id[0],
      (uint64_t)r->local_id[1], (uint64_t)r->local_id[2],
      field_length(r->expr, sizeof r->expr), r->expr);
  return length < 0 ? 0 : (size_t)length;
}
