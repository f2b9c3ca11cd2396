/* The plugin's own entry points: initialisation with the PI version
 * handshake and function table, last-error messages, backend options. */
#include <string.h>

#include "errors.h"
#include "trace.h"

/* Bumped with each change of this plugin's behaviour. */
#define PI_CUDA_PLUGIN_VERSION 1

static const char supported_version[] = _PI_H_VERSION_STRING;

static pi_result plugin_init(pi_plugin *plugin) {
  if (!plugin)
    return PI_ERROR_INVALID_VALUE;
  /* A runtime whose PI major version is older than ours cannot use us. */
  _PI_PLUGIN_VERSION_CHECK(plugin->PiVersion, supported_version)
  const char *version = _PI_PLUGIN_VERSION_STRING(PI_CUDA_PLUGIN_VERSION);
  if (strlen(version) >= sizeof plugin->PluginVersion)
    return PI_ERROR_INVALID_VALUE;
  strncpy(plugin->PluginVersion, version, sizeof plugin->PluginVersion);
#define FILL_ENTRY(api) plugin->PiFunctionTable.api = api;
  PI_API_TABLE(FILL_ENTRY)
#undef FILL_ENTRY
  return PI_SUCCESS;
}

pi_result piPluginInit(pi_plugin *plugin_info) {
  PI_TRACED(plugin_init(plugin_info), "plugin=%p, PiVersion=%.20s", (void *)plugin_info,
            plugin_info ? plugin_info->PiVersion : "");
}

static pi_result last_error(char **message) {
  if (!message)
    return PI_ERROR_INVALID_VALUE;
  return pi_get_last_error(message);
}

pi_result piPluginGetLastError(char **message) {
  PI_TRACED(last_error(message), "message=%p", (void *)message);
}

/* Objects are released by their owners; the driver table stays loaded for
 * the life of the process, as unloading libcuda is not safe. */
pi_result piTearDown(void *PluginParameter) {
  PI_TRACED(PI_SUCCESS, "parameter=%p", PluginParameter);
}

static pi_result opaque_data(void **ret) {
  if (!ret)
    return PI_ERROR_INVALID_VALUE;
  *ret = NULL;
  return pi_fail(PI_ERROR_UNSUPPORTED_FEATURE, "the CUDA plugin has no opaque data");
}

pi_result piextPluginGetOpaqueData(void *opaque_data_param, void **opaque_data_return) {
  PI_TRACED(opaque_data(opaque_data_return), "param=%p", opaque_data_param);
}

/* Front-end options that mean something to the CUDA JIT pass through; the
 * rest are known and map to nothing. */
static pi_result backend_option_for(pi_platform platform, const char *frontend,
                                const char **backend) {
  if (!platform || !frontend || !backend)
    return PI_ERROR_INVALID_VALUE;
  static const char *const same[] = {"-O0", "-O1", "-O2", "-O3"};
  for (size_t i = 0; i < sizeof same / sizeof *same; ++i) {
    if (strcmp(frontend, same[i]) == 0) {
      *backend = same[i];
      return PI_SUCCESS;
    }
  }
  if (strcmp(frontend, "-ftarget-compile-fast") == 0 || frontend[0] == '\0') {
    *backend = "";
    return PI_SUCCESS;
  }
  return PI_ERROR_INVALID_VALUE;
}

pi_result piPluginGetBackendOption(pi_platform platform, const char *frontend_option,
                                   const char **backend_option) {
  PI_TRACED(backend_option_for(platform, frontend_option, backend_option),
            "platform=%p, option=%s", (void *)platform,
            frontend_option ? frontend_option : "(null)");
}
