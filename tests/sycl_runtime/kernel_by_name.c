/* Calls into libsycl.so.7's kernel-id and kernel-bundle functions from C,
 * under the same ABI as sycl_rt.c (x86-64 System V, Itanium C++ ABI,
 * libstdc++ with the C++11 string ABI). Each fact relied on is stated where
 * it is used. */
#include "kernel_by_name.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* sycl::device, sycl::kernel_id, sycl::kernel and kernel_bundle_plain are
 * each one std::shared_ptr to their impl: the object pointer, then the
 * control block (16 bytes, see sycl_rt.c). They are not trivially
 * copyable, so a function returning one writes it through a hidden result
 * pointer passed first. */
struct shared_ptr {
  void *object;
  struct shared_count *control;
};

/* libstdc++'s _Sp_counted_base: a vtable (complete and deleting
 * destructors, then _M_dispose, _M_destroy), the use count, the weak count.
 * Dropping the last use disposes of the object; the last weak reference,
 * which all uses hold together, then frees the block: _M_release. */
struct shared_count {
  void (*const *vtable)(struct shared_count *);
  int uses, weak;
};
enum { DISPOSE_SLOT = 2, DESTROY_SLOT = 3 };

static void release_shared(struct shared_ptr *p) {
  struct shared_count *c = p->control;
  if (c && __atomic_fetch_sub(&c->uses, 1, __ATOMIC_ACQ_REL) == 1) {
    c->vtable[DISPOSE_SLOT](c);
    if (__atomic_fetch_sub(&c->weak, 1, __ATOMIC_ACQ_REL) == 1)
      c->vtable[DESTROY_SLOT](c);
  }
  *p = (struct shared_ptr){0};
}

/* std::__cxx11::string: data pointer, length, then 16 bytes of local
 * buffer or the capacity. Passed by value it is non-trivial, so the caller
 * passes the address of a copy it owns and destroys. */
struct cxx_string {
  const char *data;
  size_t length;
  size_t capacity;
  size_t unused;
};

/* std::vector: begin, end, end of storage. */
struct cxx_vector {
  const void *begin, *end, *end_of_storage;
};

enum { BUNDLE_STATE_EXECUTABLE = 2 }; /* sycl::bundle_state, a char enum */

/* sycl::_V1::detail::get_kernel_id_impl(std::string): passes the string on
 * to ProgramManager::getSYCLKernelID(std::string const&) and never takes
 * its buffer, so the name here stays the caller's. */
static void *(*get_kernel_id_impl)(struct shared_ptr *result, struct cxx_string *name);
/* get_kernel_bundle_impl(context const&, std::vector<device> const&,
 * std::vector<kernel_id> const&, bundle_state): shared_ptr<kernel_bundle_impl>. */
static void *(*get_kernel_bundle_impl)(struct shared_ptr *result, const void *context,
                                       const struct cxx_vector *devices,
                                       const struct cxx_vector *kernel_ids, char state);
/* kernel_bundle_plain::get_kernel(kernel_id const&) const: a sycl::kernel. */
static void *(*bundle_get_kernel)(void *result, const struct shared_ptr *bundle,
                                  const struct shared_ptr *kernel_id);
/* sycl::kernel::getNative() const: the plugin's native handle, an integer. */
static uintptr_t (*kernel_get_native)(const void *kernel);

static const char get_kernel_id_name[] =
    "_ZN4sycl3_V16detail18get_kernel_id_implENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE";
static const char get_kernel_bundle_name[] = "_ZN4sycl3_V16detail22get_kernel_bundle_implERKNS0_"
                                             "7contextERKSt6vectorINS0_6deviceESaIS6_EERKS5_"
                                             "INS0_9kernel_idESaISB_EENS0_12bundle_stateE";
static const char bundle_get_kernel_name[] =
    "_ZNK4sycl3_V16detail19kernel_bundle_plain10get_kernelERKNS0_9kernel_idE";
static const char kernel_get_native_name[] = "_ZNK4sycl3_V16kernel9getNativeEv";

bool kernel_by_name_open(struct sycl_rt *rt, char *why, size_t why_size) {
  const struct {
    const char *name;
    void **slot;
  } wanted[] = {{get_kernel_id_name, (void **)&get_kernel_id_impl},
                {get_kernel_bundle_name, (void **)&get_kernel_bundle_impl},
                {bundle_get_kernel_name, (void **)&bundle_get_kernel},
                {kernel_get_native_name, (void **)&kernel_get_native}};
  for (size_t i = 0; i < sizeof wanted / sizeof wanted[0]; ++i) {
    *wanted[i].slot = dlsym(rt->libsycl, wanted[i].name);
    if (!*wanted[i].slot) {
      snprintf(why, why_size, "libsycl.so.7 does not export %s", wanted[i].name);
      return false;
    }
  }
  return true;
}

enum { SYCL_OBJECT_SIZE = 16 };

DPCTLSyclKernelRef kernel_by_name(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                  DPCTLSyclDeviceRef device, const char *name) {
  size_t length = strlen(name);
  struct cxx_string text = {name, length, length, 0};
  struct shared_ptr kernel_id = {0}, bundle = {0};
  get_kernel_id_impl(&kernel_id, &text);
  const char *device_end = (const char *)device + SYCL_OBJECT_SIZE;
  const struct cxx_vector devices = {device, device_end, device_end};
  const struct cxx_vector ids = {&kernel_id, &kernel_id + 1, &kernel_id + 1};
  get_kernel_bundle_impl(&bundle, context, &devices, &ids, BUNDLE_STATE_EXECUTABLE);
  /* dpctl deletes a DPCTLSyclKernelRef with `delete`: libstdc++'s new. */
  void *kernel = rt->operator_new(SYCL_OBJECT_SIZE);
  bundle_get_kernel(kernel, &bundle, &kernel_id);
  /* The kernel keeps its bundle's program; these two references go. */
  release_shared(&bundle);
  release_shared(&kernel_id);
  return (DPCTLSyclKernelRef)kernel;
}

uintptr_t kernel_native_handle(DPCTLSyclKernelRef kernel) { return kernel_get_native(kernel); }
