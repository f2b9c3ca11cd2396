/* Loading Intel's SYCL runtime and dpctl 0.17 by dlopen, and the few C++ ABI
 * facts this C client relies on (x86-64 System V, Itanium C++ ABI, libstdc++
 * with the C++11 string ABI, as both libraries are built). */
#include "sycl_rt.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define COUNT_ENTRY(ret, name, params) +1
enum { RESOLVED_BY_NAME = 0 DPCTL_FUNCTIONS(COUNT_ENTRY) PLUGIN_FUNCTIONS(COUNT_ENTRY) };
#undef COUNT_ENTRY

/* sycl::_V1::detail::make_kernel(unsigned long, sycl::_V1::context const&,
 * sycl::_V1::backend), exported by libsycl.so.7: what the header template
 * make_kernel<backend::ext_oneapi_cuda>(CUfunction, context) calls. */
static const char make_kernel_name[] = "_ZN4sycl3_V16detail11make_kernelEmRKNS0_7contextENS0_7backendE";
/* DPCTL_DPCTLBackendTypeToSyclBackend(DPCTLSyclBackendType) and the reverse. */
static const char dpctl_to_sycl_name[] = "_Z35DPCTL_DPCTLBackendTypeToSyclBackend20DPCTLSyclBackendType";
static const char sycl_to_dpctl_name[] = "_Z35DPCTL_SyclBackendToDPCTLBackendTypeN4sycl3_V17backendE";

size_t sycl_rt_symbol_count(void) {
  return RESOLVED_BY_NAME + 4;
}

static bool open_library(void **handle, const char *dir, const char *file, bool *missing,
                         char *why, size_t why_size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  if (access(path, R_OK) != 0) {
    *missing = true;
    snprintf(why, why_size, "%s is missing", path);
    return false;
  }
  /* RTLD_GLOBAL: libDPCTLSyclInterface.so.0's NEEDED libsycl.so.7 and
   * libintlc.so.5 then bind to these copies (its RPATH names no usable folder). */
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

bool sycl_rt_open(struct sycl_rt *rt, const char *dir, bool *missing, char *why,
                  size_t why_size) {
  memset(rt, 0, sizeof *rt);
  *missing = false;
  /* libpi_cuda.so is opened by the path libsycl.so.7 uses (its own folder),
   * so both reach one plugin object: one platform, one set of devices. */
  if (!open_library(&rt->libintlc, dir, "libintlc.so.5", missing, why, why_size) ||
      !open_library(&rt->libsycl, dir, "libsycl.so.7", missing, why, why_size) ||
      !open_library(&rt->dpctl, dir, "libDPCTLSyclInterface.so.0", missing, why, why_size) ||
      !open_library(&rt->plugin, dir, "libpi_cuda.so", missing, why, why_size))
    return false;
#define RESOLVE_IN(library, name)                                              \
  if (!resolve(rt->library, #name, (void **)&rt->name, why, why_size))         \
    return false;
#define RESOLVE_DPCTL(ret, name, params) RESOLVE_IN(dpctl, name)
#define RESOLVE_PLUGIN(ret, name, params) RESOLVE_IN(plugin, name)
  DPCTL_FUNCTIONS(RESOLVE_DPCTL)
  PLUGIN_FUNCTIONS(RESOLVE_PLUGIN)
#undef RESOLVE_DPCTL
#undef RESOLVE_PLUGIN
#undef RESOLVE_IN
  return resolve(rt->libsycl, make_kernel_name, (void **)&rt->make_kernel, why, why_size) &&
         resolve(rt->libsycl, "_Znwm", (void **)&rt->operator_new, why, why_size) &&
         resolve(rt->dpctl, dpctl_to_sycl_name, (void **)&rt->dpctl_backend_to_sycl, why,
                 why_size) &&
         resolve(rt->dpctl, sycl_to_dpctl_name, (void **)&rt->sycl_backend_to_dpctl, why,
                 why_size);
}

/* sycl::kernel is one std::shared_ptr<kernel_impl>: 16 bytes (dpctl 0.17's
 * DPCTLKernel_Copy allocates 16 for one). It is not trivially copyable, so
 * make_kernel returns it through a hidden result pointer passed first (and
 * returns that pointer); the reference parameter is the context's address;
 * sycl::backend is an enum class of underlying type char. dpctl deletes a
 * DPCTLSyclKernelRef with `delete`, hence libstdc++'s operator new here. */
enum { SYCL_KERNEL_SIZE = 16 };

DPCTLSyclKernelRef sycl_rt_make_kernel(struct sycl_rt *rt, DPCTLSyclContextRef context,
                                       uintptr_t cu_function) {
  void *kernel = rt->operator_new(SYCL_KERNEL_SIZE);
  rt->make_kernel(kernel, cu_function, context, (char)SYCL_BACKEND_EXT_ONEAPI_CUDA);
  return (DPCTLSyclKernelRef)kernel;
}

/* dpctl calls error_handler(std::exception const&, char const *file,
 * char const *function, int line, error_level) and an overload taking a
 * std::string const& through its GOT, so this executable's definitions
 * (exported: -rdynamic) take their place. A C++ exception entered with
 * std::exception's layout: its vtable pointer first, what() the third
 * virtual slot (after the complete and deleting destructors). A C++11
 * std::string: its data pointer first, then its length. If the runtime
 * throws from make_kernel instead, the process ends (C cannot catch it). */
static _Thread_local char last_error[2048];
static _Thread_local bool has_error;

static void keep_error(const char *text, size_t length, const char *function) {
  snprintf(last_error, sizeof last_error, "%.*s (in %s)", (int)length, text,
           function ? function : "?");
  has_error = true;
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
