/* A growable, NUL-terminated character buffer for printed names. */
#ifndef REMANGLER_NAME_BUFFER_H
#define REMANGLER_NAME_BUFFER_H

#include <stddef.h>

struct name_buffer {
  char *data;
  size_t length;
  size_t capacity;
};

void name_buffer_init(struct name_buffer *buffer);
void name_buffer_clear(struct name_buffer *buffer);
void name_buffer_free(struct name_buffer *buffer);
void name_buffer_append(struct name_buffer *buffer, const char *text,
                        size_t length);
void name_buffer_append_char(struct name_buffer *buffer, char c);
void name_buffer_append_number(struct name_buffer *buffer, size_t number);

#endif
