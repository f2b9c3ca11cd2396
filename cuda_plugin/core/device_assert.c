#include "device_assert.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assert_message.h"
#include "driver.h"
#include "errors.h"

/* A size libspirv and the plugin disagree on means mismatched builds. */
static pi_result find_record(pi_program p, uint32_t i, CUdeviceptr *record) {
  size_t size = 0;
  PI_CHECK(context_enter(&p->context->device_contexts[i]));
  CUresult found = cu.cuModuleGetGlobal(record, &size, p->modules[i], ASSERT_RECORD_SYMBOL);
  if (found == CUDA_ERROR_NOT_FOUND) {
    *record = 0;
    return PI_SUCCESS;
  }
  CU_CHECK(found);
  if (size != sizeof(struct assert_record))
    return pi_fail(PI_ERROR_INVALID_BINARY,
                   "program %p has a %zu-byte " ASSERT_RECORD_SYMBOL ", but this plugin reads "
                   "%zu bytes: rebuild it with the libspirv of this release",
                   (void *)p, size, sizeof(struct assert_record));
  return PI_SUCCESS;
}

pi_result program_find_assert_records(pi_program p) {
  program_forget_assert_records(p);
  for (uint32_t i = 0; i < p->context->num_devices; ++i) {
    CUdeviceptr record = 0;
    PI_CHECK(find_record(p, i, &record));
    if (record && !p->assert_records) {
      p->assert_records = calloc(p->context->num_devices, sizeof *p->assert_records);
      if (!p->assert_records)
        return PI_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (record)
      p->assert_records[i] = record;
  }
  return PI_SUCCESS;
}

void program_forget_assert_records(pi_program p) {
  free(p->assert_records);
  p->assert_records = NULL;
}

/* Record traffic goes through the legacy default stream, which the queues'
 * non-blocking streams never wait for (nor it for them). */
static pi_result read_record(CUdeviceptr record, void *out, size_t size) {
  CU_CHECK(cu.cuMemcpyDtoHAsync(out, record, size, NULL));
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return PI_SUCCESS;
}

static pi_result clear_record(CUdeviceptr record) {
  CU_CHECK(cu.cuMemsetD32Async(record, ASSERT_RECORD_EMPTY, 1, NULL));
  CU_CHECK(cu.cuStreamSynchronize(NULL));
  return PI_SUCCESS;
}

/* The longest message: the three texts, six 20-digit ids, a 10-digit line
 * and under 100 bytes of fixed text. */
enum { MAX_ASSERT_MESSAGE = sizeof(struct assert_record) + 6 * 20 + 10 + 100 };

static pi_result print_assert(pi_program p, const struct assert_record *record) {
  char message[MAX_ASSERT_MESSAGE];
  assert_message_format(record, message, sizeof message);
  fputs(message, stderr);
  fflush(stderr);
  return pi_fail(PI_ERROR_DEVICE_ASSERT, "device-side assert in a kernel of program %p: %.*s",
                 (void *)p, (int)strcspn(message, "\n"), message);
}

/* With the program's assert lock held. */
static pi_result report_locked(pi_program p, CUdeviceptr address) {
  struct assert_record record;
  PI_CHECK(read_record(address, &record.state, sizeof record.state));
  if (record.state != ASSERT_RECORD_COMPLETE)
    return PI_SUCCESS;
  PI_CHECK(read_record(address, &record, sizeof record));
  /* Cleared before printing: a message is printed at most once. */
  PI_CHECK(clear_record(address));
  return print_assert(p, &record);
}

pi_result program_report_assert(pi_program p, uint32_t device_index, atomic_bool *reported) {
  CUdeviceptr address = p->assert_records ? p->assert_records[device_index] : 0;
  if (!address)
    return PI_SUCCESS;
  PI_CHECK(context_enter(&p->context->device_contexts[device_index]));
  pthread_mutex_lock(&p->assert_lock);
  pi_result r;
  if (reported && atomic_load(reported)) {
    r = pi_fail(PI_ERROR_DEVICE_ASSERT,
                "device-side assert in a kernel of program %p (its message is printed above)",
                (void *)p);
  } else {
    r = report_locked(p, address);
    if (reported && r == PI_ERROR_DEVICE_ASSERT)
      atomic_store(reported, true);
  }
  pthread_mutex_unlock(&p->assert_lock);
  return r;
}

static pi_result queue_watch(pi_queue q, pi_program p) {
  for (uint32_t i = 0; i < q->num_assert_programs; ++i)
    if (q->assert_programs[i] == p)
      return PI_SUCCESS;
  if (q->num_assert_programs == q->assert_programs_capacity) {
    uint32_t capacity = q->assert_programs_capacity ? 2 * q->assert_programs_capacity : 4;
    pi_program *grown = realloc(q->assert_programs, capacity * sizeof *grown);
    if (!grown)
      return PI_ERROR_OUT_OF_HOST_MEMORY;
    q->assert_programs = grown;
    q->assert_programs_capacity = capacity;
  }
  program_retain(p);
  q->assert_programs[q->num_assert_programs++] = p;
  return PI_SUCCESS;
}

pi_result assert_watch_launch(pi_queue queue, pi_program program, pi_event event) {
  if (event) {
    program_retain(program);
    event->assert_program = program;
    event->assert_device = queue->device_index;
  }
  pthread_mutex_lock(&queue->assert_lock);
  pi_result r = queue_watch(queue, program);
  pthread_mutex_unlock(&queue->assert_lock);
  return r;
}

pi_result event_report_assert(pi_event event) {
  if (!event->assert_program)
    return PI_SUCCESS;
  return program_report_assert(event->assert_program, event->assert_device, &event->asserted);
}

pi_result queue_report_asserts(pi_queue queue) {
  pthread_mutex_lock(&queue->assert_lock);
  pi_program *programs = queue->assert_programs;
  uint32_t count = queue->num_assert_programs;
  queue->assert_programs = NULL;
  queue->num_assert_programs = queue->assert_programs_capacity = 0;
  pthread_mutex_unlock(&queue->assert_lock);
  pi_result result = PI_SUCCESS;
  for (uint32_t i = 0; i < count; ++i) {
    pi_result r = program_report_assert(programs[i], queue->device_index, NULL);
    if (result == PI_SUCCESS)
      result = r;
    program_release(programs[i]);
  }
  free(programs);
  return result;
}
