// A SYCL host program with no compiler behind it: it registers one spir64
// SPIR-V image (a bare module header) for the kernel "door_probe_kernel",
// laid out for the libsycl it is built against, then asks for an
// executable kernel bundle of it on the first GPU. Prints the device's
// backend and the outcome; what the runtime called is for the caller's
// trace to say (door_check.sh). Built with g++ on the runtime's headers.
#define SYCL_DISABLE_FSYCL_SYCLHPP_WARNING
#include <sycl/sycl.hpp>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

struct offload_entry { // the legacy 32-byte entry, as dpctl's images have
  void *address;
  const char *name;
  size_t size;
  int32_t flags;
  int32_t reserved;
};

// sycl_device_binary_struct: version 2 with the manifest pointers (.so.8),
// version 3 without them (.so.9).
struct device_binary {
  uint16_t version;
  uint8_t kind;
  uint8_t format;
  const char *target;
  const char *compile_options;
  const char *link_options;
#if __LIBSYCL_MAJOR_VERSION < 9
  const unsigned char *manifest_start;
  const unsigned char *manifest_end;
#endif
  const unsigned char *image_start;
  const unsigned char *image_end;
  offload_entry *entries_begin;
  offload_entry *entries_end;
  void *property_sets_begin;
  void *property_sets_end;
};

struct device_binaries {
  uint16_t version;
  uint16_t count;
  device_binary *binaries;
  void *host_entries_begin;
  void *host_entries_end;
};

// Magic, version 1.0, generator 0, id bound 1, schema 0.
const uint32_t spirv_header[] = {0x07230203u, 0x00010000u, 0u, 1u, 0u};
char kernel_name[] = "door_probe_kernel";
offload_entry entry = {nullptr, kernel_name, 0, 0, 0};
const auto *image = reinterpret_cast<const unsigned char *>(spirv_header);
device_binary binary = {__LIBSYCL_MAJOR_VERSION < 9 ? 2 : 3, 4 /* SYCL */, 0 /* none */,
                        "spir64", "", "",
#if __LIBSYCL_MAJOR_VERSION < 9
                        nullptr, nullptr,
#endif
                        image, image + sizeof spirv_header, &entry, &entry + 1,
                        nullptr, nullptr};
device_binaries binaries = {1, 1, &binary, nullptr, nullptr};

} // namespace

extern "C" void __sycl_register_lib(device_binaries *);
extern "C" void __sycl_unregister_lib(device_binaries *);

int main() {
  __sycl_register_lib(&binaries);
  sycl::device device{sycl::gpu_selector_v};
  std::printf("bundle probe: backend %s\n",
              device.get_backend() == sycl::backend::ext_oneapi_cuda ? "cuda" : "other");
  std::vector<sycl::kernel_id> ids;
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    if (std::strcmp(id.get_name(), kernel_name) == 0)
      ids.push_back(id);
  std::printf("bundle probe: %zu kernel id named %s\n", ids.size(), kernel_name);
  try {
    sycl::context context{device};
    sycl::get_kernel_bundle<sycl::bundle_state::executable>(context, {device}, ids);
    std::printf("bundle probe: built\n");
  } catch (const sycl::exception &e) {
    std::printf("bundle probe: failed: %s\n", e.what());
  }
  std::fflush(stdout);
  __sycl_unregister_lib(&binaries);
}
