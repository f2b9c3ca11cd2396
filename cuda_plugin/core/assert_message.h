/* The SYCL assert message from a recoverable-assert record (the layout is
 * libspirv's spirv/assert_record.h). Pure: no driver needed. */
#ifndef CUDA_CORE_ASSERT_MESSAGE_H
#define CUDA_CORE_ASSERT_MESSAGE_H

#include <stddef.h>

#include "spirv/assert_record.h"

/* Writes "<file>:<line>: <func>: global id: [<g0>,<g1>,<g2>], local id:
 * [<l0>,<l1>,<l2>] Assertion `<expr>` failed.\n" into out (always
 * NUL-terminated when size > 0). A text field without its NUL, as a damaged
 * record may hold, is cut at its field's end. Returns the length the whole
 * message needs, as snprintf does. */
size_t assert_message_format(const struct assert_record *record, char *out, size_t size);

#endif
