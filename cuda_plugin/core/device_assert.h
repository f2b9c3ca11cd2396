/* Recoverable device asserts (sycl-nvptx --assert=recoverable): a failing
 * work-item fills the program's record (ASSERT_RECORD_SYMBOL) and returns;
 * after each kernel of that program completes, the plugin reads the record,
 * prints the SYCL message once on stderr, clears it, and reports
 * CORE_ERROR_DEVICE_ASSERT. Programs without the record, the usual case, never
 * reach any of this. */
#ifndef CUDA_CORE_DEVICE_ASSERT_H
#define CUDA_CORE_DEVICE_ASSERT_H

#include "objects.h"

/* After the program's modules loaded: finds each one's record, leaving
 * program->assert_records NULL when there is none. */
core_result program_find_assert_records(core_program program);
void program_forget_assert_records(core_program program);

/* After a kernel of `program` completed on context device `device_index`:
 * when the record holds an assert, clears it, prints the message and
 * returns CORE_ERROR_DEVICE_ASSERT. `reported`, when not NULL, marks whom it
 * was reported to (an event): once set, the answer stays the assert error. */
core_result program_report_assert(core_program program, uint32_t device_index,
                                  atomic_bool *reported);

/* At the launch of a kernel of a program with a record: the event (when
 * there is one) and the queue remember the program. */
core_result assert_watch_launch(core_queue queue, core_program program, core_event event);

/* After the event's command completed. */
core_result event_report_assert(core_event event);

/* After the queue drained: reports for every watched program, then forgets them. */
core_result queue_report_asserts(core_queue queue);

#endif
