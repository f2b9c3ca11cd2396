/* Modules and their functions and globals, as found by image.c in the
 * bytes of an image: names only, as a fake driver runs no code. */
#ifndef FAKE_CUDA_MODULE_H
#define FAKE_CUDA_MODULE_H

#include "fake.h"

struct fake_param {
  size_t offset, size;
};

struct CUfunc_st {
  enum fake_kind kind;
  CUmodule module;
  char *name;
  size_t param_count; /* known from PTX; 0 from a binary */
  struct fake_param *params;
  int max_dynamic_shared, carveout;
};

struct fake_global {
  char *name;
  size_t size;
  void *buffer; /* zeroed device memory, made on the first query */
};

struct CUmod_st {
  enum fake_kind kind;
  size_t function_count, global_count;
  struct CUfunc_st **functions;
  struct fake_global *globals;
};

/* The size of the image at `image`: a fatbin or ELF header's, or the
 * length of PTX text holding ".version"; 0 for anything else. */
size_t fake_image_size(const void *image);

/* Adds to m the kernels (".entry NAME", an ELF ".text.NAME") and PTX
 * globals (".global ... NAME[N]") named in the bytes; false when out of
 * memory. */
bool fake_image_scan(CUmodule m, const char *bytes, size_t size);

void fake_module_free(CUmodule m);

#endif
