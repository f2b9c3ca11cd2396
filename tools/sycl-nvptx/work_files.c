#include "work_files.h"

#include "diag.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void input_stem(const char *input, char *stem, size_t size) {
  char copy[PATH_MAX];
  snprintf(copy, sizeof copy, "%s", input);
  snprintf(stem, size, "%s", basename(copy));
  char *dot = strrchr(stem, '.');
  if (dot && dot != stem)
    *dot = '\0';
}

bool work_files_open(struct work_files *wf, const char *first_input, const char *output,
                     bool save_temps) {
  *wf = (struct work_files){.keep = save_temps};
  input_stem(first_input, wf->stem, sizeof wf->stem);
  snprintf(wf->output, sizeof wf->output, "%s", output);
  snprintf(wf->partial_output, sizeof wf->partial_output, "%s.partial-%ld", output,
           (long)getpid());
  /* Fail before any work when the output cannot be written at all. */
  int probe = open(wf->partial_output, O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (probe < 0) {
    diag_error("%s: cannot write: %s", output, strerror(errno));
    return false;
  }
  close(probe);
  if (save_temps) {
    snprintf(wf->dir, sizeof wf->dir, ".");
    return true;
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(wf->dir, sizeof wf->dir, "%s/sycl-nvptx-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(wf->dir)) {
    diag_error("cannot create a temporary folder in %s: %s", tmp && *tmp ? tmp : "/tmp",
               strerror(errno));
    wf->dir[0] = '\0';
    unlink(wf->partial_output);
    return false;
  }
  return true;
}

void work_file_path(const struct work_files *wf, const char *suffix, char *buf, unsigned size) {
  snprintf(buf, size, "%s/%s.%s", wf->dir, wf->stem, suffix);
}

bool write_whole_file(const struct work_files *wf, const char *path, const char *data,
                      size_t size) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  bool ok = fd >= 0;
  while (ok && size > 0) {
    ssize_t written = write(fd, data, size);
    if (written < 0 && errno == EINTR)
      continue;
    ok = written > 0;
    if (ok) {
      data += written;
      size -= (size_t)written;
    }
  }
  /* close reports what a network or full file system held back until then. */
  if (fd >= 0 && close(fd) != 0)
    ok = false;
  if (!ok)
    diag_error("%s: cannot write: %s",
               strcmp(path, wf->partial_output) == 0 ? wf->output : path,
               errno ? strerror(errno) : "short write");
  return ok;
}

bool work_files_commit(struct work_files *wf) {
  if (rename(wf->partial_output, wf->output) != 0) {
    diag_error("%s: cannot write: %s", wf->output, strerror(errno));
    return false;
  }
  return true;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw) {
  (void)sb, (void)flag, (void)ftw;
  return remove(path);
}

void work_files_close(struct work_files *wf) {
  unlink(wf->partial_output);
  if (!wf->keep && wf->dir[0])
    nftw(wf->dir, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
}
