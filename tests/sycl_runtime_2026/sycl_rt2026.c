/* Loading Intel's SYCL runtime 2026.2 and dpctl 0.22.1 by dlopen, and the
 * few C++ ABI facts this C client relies on (x86-64 System V, Itanium C++
 * ABI, libstdc++ with the C++11 string ABI, as both libraries are built). */
#include "sycl_rt2026.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define COUNT_ENTRY(ret, name, params) +1
enum { RESOLVED_BY_NAME = 0 DPCTL_FUNCTIONS(COUNT_ENTRY) };
#undef COUNT_ENTRY

/* sycl::_V1::detail::make_kernel_bundle(unsigned long native,
 * sycl::_V1::context const&, bool keep_ownership, sycl::_V1::bundle_state,
 * sycl::_V1::backend), returning std::shared_ptr<detail::kernel_bundle_impl>:
 * what the header template make_kernel_bundle<Backend, State> calls. */
static const char make_kernel_bundle_name[] =
    "_ZN4sycl3_V16detail18make_kernel_bundleEmRKNS0_7contextEbNS0_12bundle_stateENS0_7backendE";
/* sycl::_V1::detail::make_kernel(sycl::_V1::context const&,
 * sycl::_V1::kernel_bundle<bundle_state::executable> const&, unsigned long
 * native, bool keep_ownership, sycl::_V1::backend). */
static const char make_kernel_name[] =
    "_ZN4sycl3_V16detail11make_kernelERKNS0_7contextERKNS0_13kernel_bundleILNS0_12bundle_"
    "stateE2EEEmbNS0_7backendE";
/* DPCTL_DPCTLBackendTypeToSyclBackend(DPCTLSyclBackendType) and the reverse. */
static const char dpctl_to_sycl_name[] =
    "_Z35DPCTL_DPCTLBackendTypeToSyclBackend20DPCTLSyclBackendType";
static const char sycl_to_dpctl_name[] =
    "_Z35DPCTL_SyclBackendToDPCTLBackendTypeN4sycl3_V17backendE";

size_t sycl_rt_symbol_count(void) {
  return RESOLVED_BY_NAME + 5;
}

void sycl_rt_lib_dir(const char *runtime_dir, char *dir, size_t dir_size) {
  snprintf(dir, dir_size, "%s/lib", runtime_dir);
}

static bool open_library(void **handle, const char *path, bool *missing, char *why,
                         size_t why_size) {
  if (access(path, R_OK) != 0) {
    *missing = true;
    snprintf(why, why_size, "%s is missing", path);
    return false;
  }
  /* RTLD_GLOBAL: dpctl's NEEDED libsycl.so.9 then binds to this copy. */
  *handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
  if (!*handle)
    snprintf(why, why_size, "cannot load %s: %s", path, dlerror());
  return *handle != NULL;
}

static bool resolve(void *library, const char *name, void **slot, char *why, size_t why_size) {
  *slot = dlsym(library, name);
  if (!*slot)
    snprintf(why, why_size, "%s is not exported: %s", name, dlerror());
  return *slot != NULL;
}

bool sycl_rt_open(struct sycl_rt *rt, const char *runtime_dir, bool *missing, char *why,
                  size_t why_size) {
  memset(rt, 0, sizeof *rt);
  *missing = false;
  char libsycl[4096], dpctl[4096];
  snprintf(libsycl, sizeof libsycl, "%s/lib/libsycl.so.9", runtime_dir);
  snprintf(dpctl, sizeof dpctl,
           "%s/lib/python3.12/site-packages/dpctl/libDPCTLSyclInterface.so", runtime_dir);
  if (!open_library(&rt->libsycl, libsycl, missing, why, why_size) ||
      !open_library(&rt->dpctl, dpctl, missing, why, why_size))
    return false;
#define RESOLVE_DPCTL(ret, name, params)                                       \
  if (!resolve(rt->dpctl, #name, (void **)&rt->name, why, why_size))           \
    return false;
  DPCTL_FUNCTIONS(RESOLVE_DPCTL)
#undef RESOLVE_DPCTL
  return resolve(rt->libsycl, make_kernel_bundle_name, (void **)&rt->make_kernel_bundle, why,
                 why_size) &&
         resolve(rt->libsycl, make_kernel_name, (void **)&rt->make_kernel, why, why_size) &&
         resolve(rt->libsycl, "_Znwm", (void **)&rt->operator_new, why, why_size) &&
         resolve(rt->dpctl, dpctl_to_sycl_name, (void **)&rt->dpctl_backend_to_sycl, why,
                 why_size) &&
         resolve(rt->dpctl, sycl_to_dpctl_name, (void **)&rt->sycl_backend_to_dpctl, why,
                 why_size);
}

/* sycl::kernel_bundle<State> is kernel_bundle_plain (one
 * std::shared_ptr<kernel_bundle_impl>) plus an empty base: 16 bytes, laid
 * out as the shared_ptr make_kernel_bundle returns, which the header
 * template wraps as is (createSyclObjFromImpl). A shared_ptr is not
 * trivially copyable, so it comes back through a hidden result pointer
 * passed first (and returned); a reference parameter is the object's
 * address; bool and the char enums go in registers as their values.
 * dpctl deletes a DPCTLSyclKernelBundleRef or DPCTLSyclKernelRef with
 * `delete`, hence libstdc++'s operator new for them. sycl::kernel is one
 * std::shared_ptr<kernel_impl>, 16 bytes too. sycl_rt2026_check measures
 * all three sizes through dpctl's Copy functions. If the runtime throws
 * from these functions the process ends (C cannot catch it). */
enum { SYCL_BUNDLE_SIZE = 16, SYCL_KERNEL_SIZE = 16 };

DPCTLSyclKernelBundleRef sycl_rt_make_bundle(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                             uintptr_t cu_module) {
  void *bundle = rt->operator_new(SYCL_BUNDLE_SIZE);
  rt->make_kernel_bundle(bundle, cu_module, context, true, (char)SYCL_BUNDLE_STATE_EXECUTABLE,
                         (char)SYCL_BACKEND_EXT_ONEAPI_CUDA);
  return (DPCTLSyclKernelBundleRef)bundle;
}

DPCTLSyclKernelRef sycl_rt_make_kernel(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                       DPCTLSyclKernelBundleRef bundle, uintptr_t cu_function) {
  void *kernel = rt->operator_new(SYCL_KERNEL_SIZE);
  rt->make_kernel(kernel, context, bundle, cu_function, true, (char)SYCL_BACKEND_EXT_ONEAPI_CUDA);
  return (DPCTLSyclKernelRef)kernel;
}

/* dpctl 0.22.1 calls error_handler(std::exception const&, char const *file,
 * char const *function, int line, error_level) and an overload taking a
 * std::string const& through its GOT, so this executable's definitions
 * (exported: -rdynamic) take their place. A C++ exception entered with
 * std::exception's layout: its vtable pointer first, what() the third
 * virtual slot (after the complete and deleting destructors). A C++11
 * std::string: its data pointer first, then its length. */
static _Thread_local char last_error[2048];
static _Thread_local bool has_error;
static unsigned error_count;

static void keep_error(const char *text, size_t length, const char *function) {
  snprintf(last_error, sizeof last_error, "%.*s (in %s)", (int)length, text,
           function ? function : "?");
  has_error = true;
  __atomic_add_fetch(&error_count, 1, __ATOMIC_RELAXED);
}

void _Z13error_handlerRKSt9exceptionPKcS3_i11error_level(const void *exception,
                                                        const char *file,
                                                        const char *function, int line,
                                                        int level);
void _Z13error_handlerRKSt9exceptionPKcS3_i11error_level(const void *exception,
                                                        const char *file,
                                                        const char *function, int line,
                                                        int level) {
  (void)file, (void)line, (void)level;
  typedef const char *(*what_fn)(const void *);
  what_fn const *vtable = *(what_fn const *const *)exception;
  const char *what = vtable[2](exception);
  keep_error(what, strlen(what), function);
}

void _Z13error_handlerRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEPKcS8_i11error_level(
    const void *message, const char *file, const char *function, int line, int level);
void _Z13error_handlerRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEPKcS8_i11error_level(
    const void *message, const char *file, const char *function, int line, int level) {
  (void)file, (void)line, (void)level;
  const struct {
    const char *data;
    size_t length;
  } *text = message;
  keep_error(text->data, text->length, function);
}

const char *sycl_rt_take_error(void) {
  if (!has_error)
    return NULL;
  has_error = false;
  return last_error;
}

unsigned sycl_rt_error_count(void) {
  return __atomic_load_n(&error_count, __ATOMIC_RELAXED);
}
