/* Writing the answer of a *GetInfo query (either face): the caller's buffer may be NULL
 * (size query only) and must otherwise be large enough. */
#ifndef CUDA_CORE_INFO_REPLY_H
#define CUDA_CORE_INFO_REPLY_H

#include <string.h>

#include "result.h"

static inline core_result info_return(size_t capacity, void *dst, size_t *size_ret, const void *src,
                                      size_t size) {
  if (dst) {
    if (capacity < size)
      return CORE_ERROR_INVALID_VALUE;
    memcpy(dst, src, size);
  }
  if (size_ret)
    *size_ret = size;
  return CORE_SUCCESS;
}

#define INFO_VALUE(type, value)                                                \
  do {                                                                         \
    type info_value_ = (value);                                                \
    return info_return(param_value_size, param_value, param_value_size_ret,    \
                       &info_value_, sizeof info_value_);                      \
  } while (0)

#define INFO_ARRAY(array, count)                                               \
  return info_return(param_value_size, param_value, param_value_size_ret,      \
                     (array), sizeof *(array) * (count))

#define INFO_STRING(text)                                                      \
  do {                                                                         \
    const char *info_text_ = (text);                                           \
    return info_return(param_value_size, param_value, param_value_size_ret,    \
                       info_text_, strlen(info_text_) + 1);                    \
  } while (0)

#endif
