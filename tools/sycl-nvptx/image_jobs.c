#include "image_jobs.h"

#include "diag.h"
#include "spirv_input.h"
#include "sycl_binary.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

struct job {
  const struct sycl_binary *binary;
  size_t image;
  char name[280]; /* <stem>_<index> */
  pid_t pid;
};

struct cause {
  char text[240];
  int count;
};

/* A child's exit status for an image with no kernel (spirv_input.h). */
#define EXIT_NO_KERNEL 3

struct run {
  const struct driver_options *opts;
  compile_fn compile;
  char outdir[PATH_MAX / 2];  /* -o without its trailing slashes */
  char scratch[PATH_MAX / 2]; /* the images and their logs while they compile */
  struct cause *causes;
  int cause_count, ok, failed, without_kernel;
};

static bool write_file(const char *path, const unsigned char *data, size_t size) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  bool ok = fd >= 0;
  while (ok && size > 0) {
    ssize_t put = write(fd, data, size);
    ok = put > 0;
    data += ok ? put : 0, size -= ok ? (size_t)put : 0;
  }
  if (fd >= 0 && close(fd) != 0)
    ok = false;
  if (!ok)
    diag_error("%s: cannot write: %s", path, strerror(errno));
  return ok;
}

static void job_path(const struct run *run, const struct job *job, const char *ext, char *buf) {
  snprintf(buf, PATH_MAX, "%s/%s.%s", run->scratch, job->name, ext);
}

/* In the child: the image as a file, the usual pipeline on it, errors in
 * the log. Never returns. */
static void run_child(const struct run *run, const struct job *job) {
  char spv[PATH_MAX], log[PATH_MAX], output[PATH_MAX];
  job_path(run, job, "spv", spv);
  job_path(run, job, "log", log);
  int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0 || dup2(fd, STDERR_FILENO) < 0)
    _exit(125);
  const struct spirv_image *image = &job->binary->images[job->image];
  if (!write_file(spv, job->binary->section + image->offset, image->size))
    _exit(1);
  snprintf(output, sizeof output, "%s/%s.%s", run->outdir, job->name,
           output_kind_extension(run->opts->output_kind));
  struct driver_options one = *run->opts;
  one.inputs[0] = spv;
  one.input_count = 1;
  one.output = output;
  one.output_folder = false;
  bool ok = run->compile(&one);
  unlink(spv);
  fflush(NULL);
  _exit(ok ? 0 : spirv_input_had_no_kernel() ? EXIT_NO_KERNEL : 1);
}

/* Drops "and N more; " from "(and N more; is the builtin ...)": the first
 * unresolved symbol names the cause. */
static void drop_more_count(char *cause) {
  char *at = strstr(cause, "(and ");
  if (!at)
    return;
  char *p = at + 5;
  while (*p >= '0' && *p <= '9')
    p++;
  if (p > at + 5 && strncmp(p, " more; ", 7) == 0)
    memmove(at + 1, p + 7, strlen(p + 7) + 1);
}

/* A failure's cause without what names one image: the input, quoted names
 * and the count of further unresolved symbols, so that images failing alike
 * count together. */
static void cause_of(const char *line, const char *spv, char *cause, size_t size) {
  static const char prefix[] = "sycl-nvptx: error: ";
  if (strncmp(line, prefix, sizeof prefix - 1) == 0)
    line += sizeof prefix - 1;
  size_t spv_len = strlen(spv);
  if (strncmp(line, spv, spv_len) == 0 && strncmp(line + spv_len, ": ", 2) == 0)
    line += spv_len + 2;
  size_t out = 0;
  bool quoted = false;
  for (; *line && out + 4 < size; line++) {
    if (*line == '\'' && !quoted) {
      memcpy(cause + out, "'...", 4), out += 4;
      quoted = true;
    } else if (*line == '\'') {
      cause[out++] = '\'';
      quoted = false;
    } else if (!quoted) {
      cause[out++] = *line;
    }
  }
  cause[out] = '\0';
  drop_more_count(cause);
}

static void count_cause(struct run *run, const char *text) {
  for (int i = 0; i < run->cause_count; i++) {
    if (strcmp(run->causes[i].text, text) == 0) {
      run->causes[i].count++;
      return;
    }
  }
  struct cause *grown = realloc(run->causes, (size_t)(run->cause_count + 1) * sizeof *grown);
  if (!grown)
    return;
  run->causes = grown;
  struct cause *cause = &run->causes[run->cause_count++];
  snprintf(cause->text, sizeof cause->text, "%s", text);
  cause->count = 1;
}

/* Echoes the child's errors (all it said, with -v), naming the image by its
 * binary and index, and counts the first one's cause. */
static void report_failure(struct run *run, const struct job *job, int status) {
  char spv[PATH_MAX], log[PATH_MAX], line[4096], cause[240] = "";
  job_path(run, job, "spv", spv);
  job_path(run, job, "log", log);
  FILE *f = fopen(log, "r");
  bool named = false;
  while (f && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    char *at = strstr(line, spv);
    bool error = strstr(line, "error: ") != NULL;
    if (!error && !run->opts->verbose)
      continue;
    if (at)
      fprintf(stderr, "%.*s%s: image %zu%s\n", (int)(at - line), line, job->binary->path,
              job->image, at + strlen(spv));
    else
      fprintf(stderr, "%s\n", line);
    named = named || error;
    if (error && !cause[0])
      cause_of(line, spv, cause, sizeof cause);
  }
  if (f)
    fclose(f);
  if (!cause[0] && WIFSIGNALED(status))
    snprintf(cause, sizeof cause, "the compiler was killed by signal %d", WTERMSIG(status));
  else if (!cause[0])
    snprintf(cause, sizeof cause, "the compiler failed (exit code %d) without a message",
             WEXITSTATUS(status));
  if (!named)
    diag_error("%s: image %zu: %s", job->binary->path, job->image, cause);
  count_cause(run, cause);
  run->failed++;
}

static void finish(struct run *run, struct job *job, int status) {
  char log[PATH_MAX];
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    run->ok++;
  else if (WIFEXITED(status) && WEXITSTATUS(status) == EXIT_NO_KERNEL)
    run->without_kernel++;
  else
    report_failure(run, job, status);
  job_path(run, job, "log", log);
  unlink(log);
  job_path(run, job, "spv", log);
  unlink(log);
  job->pid = 0;
}

/* Waits for one child and settles its job. */
static void reap_one(struct run *run, struct job *jobs, size_t count) {
  int status;
  pid_t pid;
  while ((pid = wait(&status)) < 0 && errno == EINTR)
    ;
  for (size_t i = 0; pid > 0 && i < count; i++)
    if (jobs[i].pid == pid)
      finish(run, &jobs[i], status);
}

static void start(struct run *run, struct job *job) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGTERM, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    run_child(run, job);
  }
  job->pid = pid;
  if (job->pid < 0) {
    diag_error("%s: image %zu: cannot start its compile: %s", job->binary->path, job->image,
               strerror(errno));
    job->pid = 0;
    count_cause(run, "cannot start a compile (fork failed)");
    run->failed++;
  }
}

/* The jobs, for a SIGTERM or SIGINT sent to the driver alone (by timeout or
 * a test harness): the compiles it started stop with it. */
static struct job *signalled_jobs;
static size_t signalled_count;

static void stop_compiles(int sig) {
  for (size_t i = 0; i < signalled_count; i++)
    if (signalled_jobs[i].pid > 0)
      kill(signalled_jobs[i].pid, SIGTERM);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void run_jobs(struct run *run, struct job *jobs, size_t count) {
  signalled_jobs = jobs;
  signalled_count = count;
  signal(SIGTERM, stop_compiles);
  signal(SIGINT, stop_compiles);
  int running = 0;
  for (size_t next = 0; next < count || running > 0;) {
    if (next < count && running < run->opts->jobs) {
      start(run, &jobs[next++]);
      running += jobs[next - 1].pid > 0;
      continue;
    }
    reap_one(run, jobs, count);
    running--;
  }
  signal(SIGTERM, SIG_DFL);
  signal(SIGINT, SIG_DFL);
}

/* --emit=spv: the images themselves, no compile. */
static void extract(struct run *run, const struct job *jobs, size_t count) {
  for (size_t i = 0; i < count; i++) {
    const struct spirv_image *image = &jobs[i].binary->images[jobs[i].image];
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s.spv", run->outdir, jobs[i].name);
    if (write_file(path, jobs[i].binary->section + image->offset, image->size))
      run->ok++;
    else
      run->failed++, count_cause(run, "cannot write the image");
  }
}

static int by_count(const void *a, const void *b) {
  const struct cause *x = a, *y = b;
  return x->count != y->count ? y->count - x->count : strcmp(x->text, y->text);
}

static void print_summary(struct run *run, size_t binaries) {
  printf("sycl-nvptx: %d images of %zu SYCL binaries: %d ok, %d failed",
         run->ok + run->failed + run->without_kernel, binaries, run->ok, run->failed);
  if (run->without_kernel)
    printf("; %d without a kernel (nothing to compile)", run->without_kernel);
  printf("\n");
  if (run->cause_count > 0) /* causes is NULL without a failure */
    qsort(run->causes, (size_t)run->cause_count, sizeof *run->causes, by_count);
  for (int i = 0; i < run->cause_count; i++)
    printf("%8d  %s\n", run->causes[i].count, run->causes[i].text);
  fflush(stdout);
}

/* The jobs: every --every-th image of each binary, in order. */
static struct job *list_jobs(const struct sycl_binary *binaries, int binary_count, int every,
                             size_t *count) {
  size_t total = 0;
  for (int b = 0; b < binary_count; b++)
    total += binaries[b].image_count;
  struct job *jobs = calloc(total ? total : 1, sizeof *jobs);
  *count = 0;
  for (int b = 0; jobs && b < binary_count; b++) {
    for (size_t i = 0; i < binaries[b].image_count; i += (size_t)every) {
      struct job *job = &jobs[(*count)++];
      *job = (struct job){.binary = &binaries[b], .image = i};
      snprintf(job->name, sizeof job->name, "%s_%05zu", binaries[b].stem, i);
    }
  }
  return jobs;
}

/* Output names come from the binaries' stems: two alike would collide. */
static bool stems_distinct(const struct sycl_binary *binaries, int count) {
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < i; j++) {
      if (strcmp(binaries[i].stem, binaries[j].stem) == 0) {
        diag_error("%s: its images would be named like those of %s (%s_NNNNN): compile them "
                   "into another folder", binaries[i].path, binaries[j].path, binaries[i].stem);
        return false;
      }
    }
  }
  return true;
}

static bool make_folders(struct run *run) {
  snprintf(run->outdir, sizeof run->outdir, "%s", run->opts->output);
  for (size_t len = strlen(run->outdir); len > 1 && run->outdir[len - 1] == '/'; len--)
    run->outdir[len - 1] = '\0';
  if (mkdir(run->outdir, 0777) != 0 && errno != EEXIST) {
    diag_error("%s: cannot create the output folder: %s", run->opts->output, strerror(errno));
    return false;
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(run->scratch, sizeof run->scratch, "%s/sycl-nvptx-images-XXXXXX",
           tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(run->scratch)) {
    diag_error("%s: cannot create a temporary folder: %s", run->scratch, strerror(errno));
    return false;
  }
  return true;
}

bool compile_sycl_binaries(const struct driver_options *opts, compile_fn compile) {
  struct run run = {.opts = opts, .compile = compile};
  struct sycl_binary binaries[MAX_INPUTS];
  int read = 0;
  bool ok = true;
  for (int i = 0; i < opts->input_count; i++) {
    if (sycl_binary_read(opts->inputs[i], &binaries[read]))
      read++;
    else
      ok = false;
  }
  size_t count = 0;
  struct job *jobs = NULL;
  if (ok && stems_distinct(binaries, read) && make_folders(&run)) {
    jobs = list_jobs(binaries, read, opts->every, &count);
    if (opts->output_kind == OUTPUT_SPV)
      extract(&run, jobs, count);
    else
      run_jobs(&run, jobs, count);
    rmdir(run.scratch);
    print_summary(&run, (size_t)read);
    ok = run.failed == 0;
  } else {
    ok = false;
  }
  free(jobs);
  free(run.causes);
  for (int i = 0; i < read; i++)
    sycl_binary_free(&binaries[i]);
  return ok;
}
