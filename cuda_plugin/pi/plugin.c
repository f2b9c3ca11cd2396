/* The plugin's own entry points: initialisation with the PI version
 * handshake and function table, last-error messages, backend options. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "face.h"

/* Bumped with each change of this plugin's behaviour. */
#define PI_CUDA_PLUGIN_VERSION 2

/* The function-table layouts this plugin can fill. PI 15.48 (pi.h's
 * PI_API_TABLE, 162 slots) added piextCommandBufferUpdateKernelLaunch,
 * piextCommandBufferRetainCommand and piextCommandBufferReleaseCommand right
 * after piextEnqueueCommandBuffer; a 15.47 runtime (intel-sycl-rt 2024.2, the
 * last PI-era release) has 159 slots, the later ones three places earlier.
 * 15.46 and older moved entries in the middle of the table (15.46 inserted
 * piextGetGlobalVariablePointer at slot 11), so they are refused. */
enum { PI_MAJOR = 15, OLDEST_MINOR = 47, UPDATE_ENTRIES_MINOR = 48, UPDATE_ENTRIES = 3 };

typedef void (*pi_entry)(void);
#define TABLE_ENTRY(api) (pi_entry)api,
static const pi_entry table_15_48[] = {PI_API_TABLE(TABLE_ENTRY)};
#undef TABLE_ENTRY
enum { SLOTS_15_48 = sizeof table_15_48 / sizeof *table_15_48 };

#define SLOT_OF(api) (offsetof(struct FunctionPointers, api) / sizeof(pi_entry))
_Static_assert(SLOTS_15_48 == 162, "PI 15.48 has 162 function-table slots");
_Static_assert(sizeof(struct FunctionPointers) == SLOTS_15_48 * sizeof(pi_entry),
               "the function table is an array of pointers");
_Static_assert(SLOT_OF(piextCommandBufferUpdateKernelLaunch) ==
                       SLOT_OF(piextEnqueueCommandBuffer) + 1 &&
                   SLOT_OF(piextCommandBufferReleaseCommand) ==
                       SLOT_OF(piextEnqueueCommandBuffer) + UPDATE_ENTRIES,
               "the 15.48 update entries follow piextEnqueueCommandBuffer");

/* "MAJOR.MINOR" from the runtime's PiVersion, which need not be terminated
 * within its 20 bytes. */
static bool parse_pi_version(const char *text, size_t size, long *major, long *minor) {
  char copy[sizeof ((pi_plugin *)0)->PiVersion + 1];
  size_t n = strnlen(text, size < sizeof copy - 1 ? size : sizeof copy - 1);
  memcpy(copy, text, n);
  copy[n] = '\0';
  char *end;
  *major = strtol(copy, &end, 10);
  if (end == copy || *end != '.')
    return false;
  const char *minor_text = end + 1;
  *minor = strtol(minor_text, &end, 10);
  return end != minor_text && *end == '\0' && *major >= 0 && *minor >= 0;
}

/* Writes exactly the caller's slots: its table ends after `slots` entries
 * (followed by other fields of its struct), so nothing past it is touched. */
static void fill_table(pi_plugin *plugin, long minor) {
  size_t gap_at = SLOT_OF(piextCommandBufferUpdateKernelLaunch);
  bool has_update_entries = minor >= UPDATE_ENTRIES_MINOR;
  char *table = (char *)plugin + offsetof(pi_plugin, PiFunctionTable);
  size_t to = 0;
  for (size_t from = 0; from < SLOTS_15_48; ++from) {
    if (!has_update_entries && from >= gap_at && from < gap_at + UPDATE_ENTRIES)
      continue;
    memcpy(table + to * sizeof(pi_entry), &table_15_48[from], sizeof(pi_entry));
    ++to;
  }
}

/* Whether the runtime that initialised the plugin has the 15.48 update
 * entry points: the device then reports command-buffer update support.
 * Programs that call the plugin directly, without piPluginInit, have them. */
static atomic_bool runtime_can_update = true;

bool pi_runtime_can_update_commands(void) { return atomic_load(&runtime_can_update); }

static core_result plugin_init(pi_plugin *plugin) {
  if (!plugin)
    return CORE_ERROR_INVALID_VALUE;
  long major, minor;
  if (!parse_pi_version(plugin->PiVersion, sizeof plugin->PiVersion, &major, &minor))
    return core_fail(CORE_ERROR_INVALID_OPERATION,
                     "pi_cuda: the runtime's PI version \"%.20s\" is not MAJOR.MINOR",
                     plugin->PiVersion);
  if (major != PI_MAJOR || minor < OLDEST_MINOR)
    return core_fail(CORE_ERROR_INVALID_OPERATION,
                     "pi_cuda: the runtime's PI version %ld.%ld is not supported: this "
                     "plugin serves PI %d.%d and later %d.x runtimes",
                     major, minor, PI_MAJOR, OLDEST_MINOR, PI_MAJOR);
  const char *version = _PI_PLUGIN_VERSION_STRING(PI_CUDA_PLUGIN_VERSION);
  _Static_assert(sizeof _PI_PLUGIN_VERSION_STRING(PI_CUDA_PLUGIN_VERSION) <=
                     sizeof plugin->PluginVersion,
                 "the plugin version fits its field");
  strncpy(plugin->PluginVersion, version, sizeof plugin->PluginVersion);
  fill_table(plugin, minor);
  atomic_store(&runtime_can_update, minor >= UPDATE_ENTRIES_MINOR);
  return CORE_SUCCESS;
}

pi_result piPluginInit(pi_plugin *plugin_info) {
  PI_TRACED(plugin_init(plugin_info), "plugin=%p, PiVersion=%.20s", (void *)plugin_info,
            plugin_info ? plugin_info->PiVersion : "");
}

static core_result last_error(char **message) {
  if (!message)
    return CORE_ERROR_INVALID_VALUE;
  return core_get_last_error(message);
}

pi_result piPluginGetLastError(char **message) {
  PI_TRACED(last_error(message), "message=%p", (void *)message);
}

/* Objects are released by their owners; the driver table stays loaded for
 * the life of the process, as unloading libcuda is not safe. */
pi_result piTearDown(void *PluginParameter) {
  PI_TRACED(CORE_SUCCESS, "parameter=%p", PluginParameter);
}

static core_result opaque_data(void **ret) {
  if (!ret)
    return CORE_ERROR_INVALID_VALUE;
  *ret = NULL;
  return core_fail(CORE_ERROR_UNSUPPORTED_FEATURE, "the CUDA plugin has no opaque data");
}

pi_result piextPluginGetOpaqueData(void *opaque_data_param, void **opaque_data_return) {
  PI_TRACED(opaque_data(opaque_data_return), "param=%p", opaque_data_param);
}

/* Front-end options that mean something to the CUDA JIT pass through; the
 * rest are known and map to nothing. */
static core_result backend_option_for(pi_platform platform, const char *frontend,
                                      const char **backend) {
  if (!platform || !frontend || !backend)
    return CORE_ERROR_INVALID_VALUE;
  static const char *const same[] = {"-O0", "-O1", "-O2", "-O3"};
  for (size_t i = 0; i < sizeof same / sizeof *same; ++i) {
    if (strcmp(frontend, same[i]) == 0) {
      *backend = same[i];
      return CORE_SUCCESS;
    }
  }
  if (strcmp(frontend, "-ftarget-compile-fast") == 0 || frontend[0] == '\0') {
    *backend = "";
    return CORE_SUCCESS;
  }
  return CORE_ERROR_INVALID_VALUE;
}

pi_result piPluginGetBackendOption(pi_platform platform, const char *frontend_option,
                                   const char **backend_option) {
  PI_TRACED(backend_option_for(platform, frontend_option, backend_option),
            "platform=%p, option=%s", (void *)platform,
            frontend_option ? frontend_option : "(null)");
}
