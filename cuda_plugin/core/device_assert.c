#include "device_assert.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assert_message.h"
#include "driver.h"
#include "errors.h"

/* A size libspirv and the plugin disagree on means mismatched builds. */
static core_result find_record(core_program p, uint32_t i, CUdeviceptr *record) {
  size_t size = 0;
  CORE_CHECK(context_enter(&p->context->device_contexts[i]));
  CUresult found = cu.cuModuleGetGlobal(record, &size, p->modules[i], ASSERT_RECORD_SYMBOL);
  if (found == CUDA_ERROR_NOT_FOUND) {
    *record = 0;
    return CORE_SUCCESS;
  }
  CU_CHECK(found);
  if (size != sizeof(struct assert_record))
    return core_fail(CORE_ERROR_INVALID_BINARY,
                     "program %p has a %zu-byte " ASSERT_RECORD_SYMBOL ", but this plugin reads "
                     "%zu bytes: rebuild it with the libspirv of this release",
                     (void *)p, size, sizeof(struct assert_record));
  return CORE_SUCCESS;
}

core_result program_find_assert_records(core_program p) {
  program_forget_assert_records(p);
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    CUdeviceptr record = 0;
    CORE_CHECK(find_record(p, i, &record));
    if (record && !p->assert_records) {
      p->assert_records = calloc(p->context->num_devices, sizeof *p->assert_records);
      if (!p->assert_records)
        return CORE_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (record)
      p->assert_records[i] = record;
  }
  return CORE_SUCCESS;
}

void program_forget_assert_records(core_program p) {
  free(p->assert_records);
  p->assert_records = NULL;
}

/* Record traffic goes through the legacy default stream, which the queues'
 * non-blocking streams never wait for (nor it for them). */
static core_result read_record(CUdeviceptr record, void *out, size_t size) {
  CU_CHECK(cu.cuMemcpyDtoHAsync(out, record, size, NULL));
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return CORE_SUCCESS;
}

static core_result clear_record(CUdeviceptr record) {
  CU_CHECK(cu.cuMemsetD32Async(record, ASSERT_RECORD_EMPTY, 1, NULL));
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return CORE_SUCCESS;
}

/* The longest message: the three texts, six 20-digit ids, a 10-digit line
 * and under 100 bytes of fixed text. */
enum { MAX_ASSERT_MESSAGE = sizeof(struct assert_record) + 6 * 20 + 10 + 100 };

static core_result print_assert(core_program p, const struct assert_record *record) {
  char message[MAX_ASSERT_MESSAGE];
  assert_message_format(record, message, sizeof message);
  fputs(message, stderr);
  fflush(stderr);
  return core_fail(CORE_ERROR_DEVICE_ASSERT, "device-side assert in a kernel of program %p: %.*s",
                   (void *)p, (int)strcspn(message, "\n"), message);
}

/* With the program's assert lock held. */
static core_result report_locked(core_program p, CUdeviceptr address) {
  struct assert_record record;
  CORE_CHECK(read_record(address, &record.state, sizeof record.state));
  if (record.state != ASSERT_RECORD_COMPLETE)
    return CORE_SUCCESS;
  CORE_CHECK(read_record(address, &record, sizeof record));
  /* Cleared before printing: a message is printed at most once. */
  CORE_CHECK(clear_record(address));
  return print_assert(p, &record);
}

core_result program_report_assert(core_program p, uint32_t device_index, atomic_bool *reported) {
  CUdeviceptr address = p->assert_records ? p->assert_records[device_index] : 0;
  if (!address)
    return CORE_SUCCESS;
  CORE_CHECK(context_enter(&p->context->device_contexts[device_index]));
  pthread_mutex_lock(&p->assert_lock);
  core_result r;
  if (reported && atomic_load(reported)) {
    r = core_fail(CORE_ERROR_DEVICE_ASSERT,
                  "device-side assert in a kernel of program %p (its message is printed above)",
                  (void *)p);
  } else {
    r = report_locked(p, address);
    if (reported && r == CORE_ERROR_DEVICE_ASSERT)
      atomic_store(reported, true);
  }
  pthread_mutex_unlock(&p->assert_lock);
  return r;
}

static core_result queue_watch(core_queue q, core_program p) {
  for (uint32_t i = 0; i < q->num_assert_programs; ++i)
    if (q->assert_programs[i] == p)
      return CORE_SUCCESS;
  if (q->num_assert_programs == q->assert_programs_capacity) {
    uint32_t capacity = q->assert_programs_capacity ? 2 * q->assert_programs_capacity : 4;
    core_program *grown = realloc(q->assert_programs, capacity * sizeof *grown);
    if (!grown)
      return CORE_ERROR_OUT_OF_HOST_MEMORY;
    q->assert_programs = grown;
    q->assert_programs_capacity = capacity;
  }
  program_retain(p);
  q->assert_programs[q->num_assert_programs++] = p;
  return CORE_SUCCESS;
}

core_result assert_watch_launch(core_queue queue, core_program program, core_event event) {
  if (event) {
    program_retain(program);
    event->assert_program = program;
    event->assert_device = queue->device_index;
  }
  pthread_mutex_lock(&queue->assert_lock);
  core_result r = queue_watch(queue, program);
  pthread_mutex_unlock(&queue->assert_lock);
  return r;
}

core_result event_report_assert(core_event event) {
  if (!event->assert_program)
    return CORE_SUCCESS;
  return program_report_assert(event->assert_program, event->assert_device, &event->asserted);
}

core_result queue_report_asserts(core_queue queue) {
  pthread_mutex_lock(&queue->assert_lock);
  core_program *programs = queue->assert_programs;
  uint32_t count = queue->num_assert_programs;
  queue->assert_programs = NULL;
  queue->num_assert_programs = queue->assert_programs_capacity = 0;
  pthread_mutex_unlock(&queue->assert_lock);
  core_result result = CORE_SUCCESS;
  for (uint32_t i = 0; i < count; ++i) {
    core_result r = program_report_assert(programs[i], queue->device_index, NULL);
    if (result == CORE_SUCCESS)
      result = r;
    program_release(programs[i]);
  }
  free(programs);
  return result;
}
