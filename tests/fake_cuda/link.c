/* cuLink*: the "linked" image is PTX-like text holding every input, binary
 * inputs with their NUL bytes turned into newlines, so that loading it
 * finds the names of all of them (image.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"

struct CUlinkState_st {
  enum fake_kind kind;
  char *text;
  size_t size;
};

static const char header[] = ".version 9.0\n// linked by the fake CUDA driver\n";

CUresult CUDAAPI cuLinkCreate(unsigned int count, CUjit_option *keys, void **values,
                              CUlinkState *state) {
  (void)count;
  (void)keys;
  (void)values;
  CUcontext c;
  CUresult r = fake_need_context(&c);
  if (r != CUDA_SUCCESS)
    return r;
  if (!state)
    return CUDA_ERROR_INVALID_VALUE;
  CUlinkState s = calloc(1, sizeof *s);
  if (!s || !(s->text = malloc(sizeof header))) {
    free(s);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  s->kind = FAKE_LINK;
  memcpy(s->text, header, sizeof header);
  s->size = sizeof header - 1;
  fake_handle_add(s);
  *state = s;
  return CUDA_SUCCESS;
}

static bool link_ok(CUlinkState s) { return s && fake_handle_is(s, FAKE_LINK); }

/* PTX must say ".version"; binaries must start as their kind does. */
static CUresult check_input(CUjitInputType type, const void *data, size_t size) {
  size_t image = size >= 16 ? fake_image_size(data) : 0;
  switch (type) {
  case CU_JIT_INPUT_PTX:
    return memchr(data, 0, size) && strstr(data, ".version") ? CUDA_SUCCESS
                                                             : CUDA_ERROR_INVALID_PTX;
  case CU_JIT_INPUT_CUBIN:
    return !memcmp(data, "\177ELF", 4) && image ? CUDA_SUCCESS : CUDA_ERROR_INVALID_IMAGE;
  case CU_JIT_INPUT_FATBINARY:
    return image && memcmp(data, "\177ELF", 4) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_IMAGE;
  default:
    return CUDA_SUCCESS;
  }
}

CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size,
                               const char *name, unsigned int count, CUjit_option *keys,
                               void **values) {
  (void)name;
  (void)count;
  (void)keys;
  (void)values;
  if (!link_ok(state))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!data || !size)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult r = check_input(type, data, size);
  if (r != CUDA_SUCCESS)
    return r;
  char *grown = realloc(state->text, state->size + size + 2);
  if (!grown)
    return CUDA_ERROR_OUT_OF_MEMORY;
  state->text = grown;
  for (size_t i = 0; i < size; ++i) {
    char c = ((const char *)data)[i];
    state->text[state->size++] = c ? c : '\n';
  }
  state->text[state->size++] = '\n';
  state->text[state->size] = 0;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path,
                               unsigned int count, CUjit_option *keys, void **values) {
  if (!path)
    return CUDA_ERROR_INVALID_VALUE;
  FILE *f = fopen(path, "rb");
  if (!f)
    return CUDA_ERROR_FILE_NOT_FOUND;
  char *data = NULL;
  size_t size = 0;
  if (fseek(f, 0, SEEK_END) == 0) {
    long end = ftell(f);
    size = end > 0 ? (size_t)end : 0;
    rewind(f);
    data = calloc(1, size + 1);
    if (data && fread(data, 1, size, f) != size)
      size = 0;
  }
  fclose(f);
  CUresult r = data ? cuLinkAddData(state, type, data, size + (type == CU_JIT_INPUT_PTX), path,
                                    count, keys, values)
                    : CUDA_ERROR_OUT_OF_MEMORY;
  free(data);
  return r;
}

CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **image, size_t *size) {
  if (!link_ok(state))
    return CUDA_ERROR_INVALID_HANDLE;
  if (!image || !size)
    return CUDA_ERROR_INVALID_VALUE;
  *image = state->text;
  *size = state->size + 1;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuLinkDestroy(CUlinkState state) {
  if (!link_ok(state))
    return CUDA_ERROR_INVALID_HANDLE;
  fake_handle_remove(state);
  free(state->text);
  free(state);
  return CUDA_SUCCESS;
}
