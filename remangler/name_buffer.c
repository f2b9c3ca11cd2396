#include "name_buffer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void name_buffer_init(struct name_buffer *buffer) {
  buffer->data = NULL;
  buffer->length = 0;
  buffer->capacity = 0;
}

void name_buffer_clear(struct name_buffer *buffer) {
  buffer->length = 0;
  if (buffer->data)
    buffer->data[0] = '\0';
}

void name_buffer_free(struct name_buffer *buffer) {
  free(buffer->data);
  name_buffer_init(buffer);
}

static void name_buffer_reserve(struct name_buffer *buffer, size_t extra) {
  if (buffer->length + extra + 1 <= buffer->capacity)
    return;
  size_t capacity = buffer->capacity ? buffer->capacity : 128;
  while (capacity < buffer->length + extra + 1)
    capacity *= 2;
  char *data = realloc(buffer->data, capacity);
  if (!data) {
    fputs("libclc-remangler: out of memory\n", stderr);
    abort();
  }
  buffer->data = data;
  buffer->capacity = capacity;
}

void name_buffer_append(struct name_buffer *buffer, const char *text,
                        size_t length) {
  name_buffer_reserve(buffer, length);
  memcpy(buffer->data + buffer->length, text, length);
  buffer->length += length;
  buffer->data[buffer->length] = '\0';
}

void name_buffer_append_char(struct name_buffer *buffer, char c) {
  name_buffer_append(buffer, &c, 1);
}

void name_buffer_append_number(struct name_buffer *buffer, size_t number) {
  char digits[24];
  int length = snprintf(digits, sizeof digits, "%zu", number);
  name_buffer_append(buffer, digits, (size_t)length);
}
