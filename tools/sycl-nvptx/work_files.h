/* Intermediate files (a private temporary folder, or the current folder with
 * --save-temps) and the output, which appears only when every step worked. */
#ifndef SYCL_NVPTX_WORK_FILES_H
#define SYCL_NVPTX_WORK_FILES_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

struct work_files {
  char dir[PATH_MAX];
  char stem[NAME_MAX];
  bool keep;
  char output[PATH_MAX];
  char partial_output[PATH_MAX];
};

bool work_files_open(struct work_files *wf, const char *first_input, const char *output,
                     bool save_temps);
/* <dir>/<stem>.<suffix>, e.g. "vector_add.sm_75.ptx". */
void work_file_path(const struct work_files *wf, const char *suffix, char *buf, unsigned size);
/* Writes size bytes to path (created or truncated); false after an error
 * naming path, or the output it will become, and the reason (a full disk, a
 * file size limit). */
bool write_whole_file(const struct work_files *wf, const char *path, const char *data,
                      size_t size);
/* Moves the partial output into place. */
bool work_files_commit(struct work_files *wf);
/* Removes the partial output and, unless kept, the temporary folder. */
void work_files_close(struct work_files *wf);

#endif
