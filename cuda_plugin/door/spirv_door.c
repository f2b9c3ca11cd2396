/* libsycl_spirv_door.so: preloaded before libsycl (LD_PRELOAD), it stands in
 * for __sycl_register_lib so that every spir64 SPIR-V image of a program is
 * registered with an nvptx64, native-format twin holding the same bytes.
 * Intel's runtime then offers the twin to a CUDA device like any CUDA image
 * and passes its SPIR-V to the adapter's urProgramCreateWithBinary, where
 * the device stays a cuda device. Why: libsycl drops spir64 images for a
 * CUDA device (doesImageTargetMatchDevice) and refuses SPIR-V programs on
 * it (createURProgram); see cuda_plugin/docs/spirv-door.md. */
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device_binaries.h"

#define DOOR_EXPORT __attribute__((visibility("default")))

typedef void (*register_fn)(struct device_binaries *);

struct libsycl {
  register_fn register_lib;
  register_fn unregister_lib;
  struct binary_layout layout; /* record_size 0: forward as they are */
};

/* The descriptors registered in their widened copies, to unregister the
 * copy that the runtime knows. */
struct registered {
  struct device_binaries *original;
  struct device_binaries *copy;
  struct registered *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct registered *registry;

static int tracing(void) {
  const char *v = getenv("SPIRV_DOOR_TRACE");
  return v && *v && strcmp(v, "0") != 0;
}

static int find_libsycl_path(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct binary_layout layout;
  if (!info->dlpi_name || !binary_layout_for(info->dlpi_name, &layout))
    return 0;
  *(const char **)data = info->dlpi_name;
  return 1;
}

/* The libsycl already loaded by the program that registers: dpctl's
 * extension modules are dlopened RTLD_LOCAL, so RTLD_NEXT cannot see it.
 * Any other library that defines the pair gets the descriptors unchanged. */
static int open_libsycl(struct libsycl *out) {
  const char *path = NULL;
  dl_iterate_phdr(find_libsycl_path, &path);
  void *handle = path ? dlopen(path, RTLD_LAZY | RTLD_NOLOAD) : RTLD_NEXT;
  if (handle) {
    out->register_lib = (register_fn)dlsym(handle, "__sycl_register_lib");
    out->unregister_lib = (register_fn)dlsym(handle, "__sycl_unregister_lib");
  }
  if (!handle || !out->register_lib || !out->unregister_lib) {
    fprintf(stderr, "spirv-door: %s defines no __sycl_register_lib/__sycl_unregister_lib: "
            "device images not registered\n", path ? path : "no loaded library");
    return 0;
  }
  if (path)
    binary_layout_for(path, &out->layout);
  else
    fprintf(stderr, "spirv-door: no libsycl.so.7, .8 or .9 is loaded: device images "
            "registered without nvptx64 twins\n");
  return 1;
}

static const struct libsycl *the_libsycl(void) {
  static struct libsycl libsycl;
  static int state; /* 0: not looked for, 1: found, -1: missing */
  if (state == 0)
    state = open_libsycl(&libsycl) ? 1 : -1;
  return state == 1 ? &libsycl : NULL;
}

static void remember(struct device_binaries *original, struct device_binaries *copy) {
  struct registered *r = malloc(sizeof *r);
  if (!r) {
    fprintf(stderr, "spirv-door: out of memory; the twins of %p stay registered\n",
            (void *)original);
    return;
  }
  *r = (struct registered){original, copy, registry};
  registry = r;
}

static struct device_binaries *forget(struct device_binaries *original) {
  for (struct registered **p = &registry; *p; p = &(*p)->next) {
    if ((*p)->original == original) {
      struct registered *r = *p;
      struct device_binaries *copy = r->copy;
      *p = r->next;
      free(r);
      return copy;
    }
  }
  return NULL;
}

DOOR_EXPORT void __sycl_register_lib(struct device_binaries *desc) {
  pthread_mutex_lock(&lock);
  const struct libsycl *libsycl = the_libsycl();
  pthread_mutex_unlock(&lock);
  if (!libsycl)
    return;
  struct widen_counts counts;
  int widen = desc && libsycl->layout.record_size;
  struct device_binaries *copy =
      widen ? widen_with_nvptx_twins(desc, &libsycl->layout, &counts) : NULL;
  if (widen && tracing())
    fprintf(stderr, "spirv-door: %s: %u images, %u spir64 SPIR-V images given an nvptx64 twin%s\n",
            libsycl->layout.libsycl, counts.images, counts.twinned,
            counts.compressed ? ", some spir64 images compressed (left alone)" : "");
  if (widen && counts.foreign)
    fprintf(stderr, "spirv-door: %s: %u of %u device images have a version other than %u..%u: "
            "registered without nvptx64 twins\n", libsycl->layout.libsycl, counts.foreign,
            counts.images, libsycl->layout.min_version, libsycl->layout.max_version);
  if (!copy) {
    libsycl->register_lib(desc);
    return;
  }
  pthread_mutex_lock(&lock);
  remember(desc, copy);
  pthread_mutex_unlock(&lock);
  libsycl->register_lib(copy);
}

DOOR_EXPORT void __sycl_unregister_lib(struct device_binaries *desc) {
  pthread_mutex_lock(&lock);
  const struct libsycl *libsycl = the_libsycl();
  struct device_binaries *copy = forget(desc);
  pthread_mutex_unlock(&lock);
  if (!libsycl)
    return;
  libsycl->unregister_lib(copy ? copy : desc);
  free_widened(copy);
}
