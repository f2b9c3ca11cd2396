/* piContextCreate's properties as a PI runtime sends them for CUDA:
 * {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 0 or 1, 0} is accepted (the call
 * goes on to check the devices), anything else is refused with a message.
 * No driver is needed: properties are checked before the devices. */
#include <pi.h>
#include <string.h>

#include "check.h"

/* A handle of no kind: a call that gets past the properties refuses it. */
static unsigned char not_a_device[64];

static pi_result create(const pi_context_properties *properties) {
  pi_device device = (pi_device)not_a_device;
  pi_context context = NULL;
  return piContextCreate(properties, 1, &device, NULL, NULL, &context);
}

static void refused(const pi_context_properties *properties, const char *expected) {
  CHECK_EQ(create(properties), PI_ERROR_INVALID_VALUE);
  char *message = NULL;
  piPluginGetLastError(&message);
  printf("refused: %s\n", message ? message : "(none)");
  CHECK(message && strstr(message, expected) != NULL);
}

int main(void) {
  const pi_context_properties primary[] = {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 1, 0};
  const pi_context_properties not_primary[] = {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 0,
                                               0};
  const pi_context_properties empty[] = {0};
  CHECK_EQ(__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 0xFF02);
  CHECK_EQ(create(primary), PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(create(not_primary), PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(create(empty), PI_ERROR_INVALID_DEVICE);
  CHECK_EQ(create(NULL), PI_ERROR_INVALID_DEVICE);

  const pi_context_properties unknown[] = {0x1084, 1, 0};
  refused(unknown, "context property 0x1084 is not supported");
  const pi_context_properties bad_value[] = {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 2, 0};
  refused(bad_value, "is 2, not 0 or 1");
  const pi_context_properties unknown_after[] = {__SYCL_PI_CONTEXT_PROPERTIES_CUDA_PRIMARY, 1,
                                                 0x7777, 0, 0};
  refused(unknown_after, "0x7777");
  return check_report("context_properties_test");
}
