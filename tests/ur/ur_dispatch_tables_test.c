/* Every urGet<T>ProcAddrTable getter of this build's release (ur_getters.inc,
 * from its ur_ddi.h), called as the loader calls it: with the table ending
 * where an inaccessible page starts, so a write past the struct (a table
 * laid out for another release) faults. Every slot must be filled; a wrong
 * API version or a NULL table is refused; the tables together are the
 * whole ur_dditable_t. The adapter handle carries ur_face_ddi first, where
 * the loader reads it. */
#include "face.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int failures;
static unsigned char *guarded; /* two pages, the second PROT_NONE */
static size_t page;
static size_t covered;         /* bytes of ur_dditable_t the getters filled */

#define CHECK(cond, ...)                                                                           \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                  \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

/* A table of `size` bytes that ends at the guard page, filled with a pattern
 * no function address has, so a slot the getter skipped shows. */
static void *at_guard(size_t size) {
  void *table = guarded + page - size;
  memset(table, 0xa5, size);
  return table;
}

static bool untouched(const void *table, size_t size) {
  for (size_t i = 0; i < size; i++)
    if (((const unsigned char *)table)[i] != 0xa5)
      return false;
  return true;
}

/* A table is an array of function pointers. */
static void check_slots(const char *getter, const void *table, size_t size) {
  for (size_t i = 0; i < size / sizeof(void *); i++) {
    uintptr_t slot;
    memcpy(&slot, (const unsigned char *)table + i * sizeof slot, sizeof slot);
    CHECK(slot != 0 && slot != (uintptr_t)0xa5a5a5a5a5a5a5a5u, "%s: slot %zu of %zu is not filled",
          getter, i, size / sizeof(void *));
  }
}

#define UR_GETTER(getter, table_type, member)                                                      \
  static void check_##member(void) {                                                               \
    table_type *table = at_guard(sizeof *table);                                                   \
    ur_result_t r = getter(UR_API_VERSION_CURRENT, table);                                         \
    CHECK(r == UR_RESULT_SUCCESS, "%s(CURRENT) returned %d", #getter, (int)r);                     \
    check_slots(#getter, table, sizeof *table);                                                    \
    CHECK(memcmp(table, &ur_face_ddi.member, sizeof *table) == 0,                                  \
          "%s: the table differs from ur_face_ddi." #member, #getter);                             \
    const ur_api_version_t wrong[] = {UR_API_VERSION_0_11, UR_MAKE_VERSION(0, 13),                 \
                                      UR_MAKE_VERSION(1, 0)};                                      \
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {                                  \
      table = at_guard(sizeof *table);                                                             \
      r = getter(wrong[i], table);                                                                 \
      CHECK(r == UR_RESULT_ERROR_UNSUPPORTED_VERSION, "%s(version 0x%x) returned %d", #getter,     \
            (unsigned)wrong[i], (int)r);                                                           \
      CHECK(untouched(table, sizeof *table), "%s(version 0x%x) wrote the table", #getter,          \
            (unsigned)wrong[i]);                                                                   \
    }                                                                                              \
    r = getter(UR_API_VERSION_CURRENT, NULL);                                                      \
    CHECK(r == UR_RESULT_ERROR_INVALID_NULL_POINTER, "%s(CURRENT, NULL) returned %d", #getter,     \
          (int)r);                                                                                 \
    covered += sizeof *table;                                                                      \
  }
#include "ur_getters.inc"
#undef UR_GETTER

/* The loader dispatches a call on a handle through the table at its offset 0. */
static void check_adapter_handle(void) {
  ur_adapter_dditable_t table;
  CHECK(urGetAdapterProcAddrTable(UR_API_VERSION_CURRENT, &table) == UR_RESULT_SUCCESS,
        "urGetAdapterProcAddrTable failed");
  uint32_t count = 0;
  ur_adapter_handle_t adapter = NULL;
  CHECK(table.pfnGet(0, NULL, &count) == UR_RESULT_SUCCESS && count == 1,
        "urAdapterGet counted %u adapters", count);
  CHECK(table.pfnGet(1, &adapter, NULL) == UR_RESULT_SUCCESS && adapter, "urAdapterGet failed");
  if (!adapter)
    return;
  CHECK(*(const void *const *)adapter == &ur_face_ddi,
        "the adapter handle does not start with &ur_face_ddi");
  ur_backend_t backend = UR_BACKEND_UNKNOWN;
  CHECK(table.pfnGetInfo(adapter, UR_ADAPTER_INFO_BACKEND, sizeof backend, &backend, NULL) ==
                UR_RESULT_SUCCESS &&
            backend == UR_BACKEND_CUDA,
        "urAdapterGetInfo(BACKEND) is not CUDA");
  CHECK(table.pfnRelease(adapter) == UR_RESULT_SUCCESS, "urAdapterRelease failed");
}

int main(void) {
  page = (size_t)sysconf(_SC_PAGESIZE);
  guarded = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (guarded == MAP_FAILED || mprotect(guarded + page, page, PROT_NONE) != 0) {
    perror("ur_dispatch_tables_test: guard page");
    return 1;
  }
  int tables = 0;
#define UR_GETTER(getter, table_type, member)                                                      \
  check_##member();                                                                                \
  tables++;
#include "ur_getters.inc"
#undef UR_GETTER
  /* All slots are pointers, so without padding: a table with no getter
   * would leave bytes uncovered. */
  CHECK(covered == sizeof(ur_dditable_t), "the getters cover %zu of ur_dditable_t's %zu bytes",
        covered, sizeof(ur_dditable_t));
  check_adapter_handle();
  printf("ur_dispatch_tables_test: oneAPI %s, %d tables, %zu slots: %s\n", UR_FACE_RELEASE_NAME,
         tables, covered / sizeof(void *), failures ? "FAILED" : "passed");
  return failures != 0;
}
