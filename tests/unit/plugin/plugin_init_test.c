/* piPluginInit against the runtime's own struct sizes: each caller's
 * function table ends exactly at a PROT_NONE guard page, so a write past
 * the caller's table faults. Each case runs in a child process, so a fault
 * is reported as a failure of that case (PI 15.47 runtimes allocate a
 * 159-slot table; before the fix the plugin wrote 162 slots into it). */
#include <pi.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"

typedef void (*entry)(void);

/* Fills a byte the plugin never writes, to see which slots it wrote. */
#define UNTOUCHED 0xA5

/* Where the slots start, relative to the struct (PiVersion[20],
 * PluginVersion[20], Targets). */
static const size_t table_offset = offsetof(pi_plugin, PiFunctionTable);

/* A caller struct of `slots` slots whose table ends at a guard page. */
static pi_plugin *guarded_plugin(size_t slots, const char *version) {
  long page = sysconf(_SC_PAGESIZE);
  unsigned char *map = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED || mprotect(map + page, (size_t)page, PROT_NONE) != 0) {
    perror("mmap/mprotect");
    exit(2);
  }
  size_t size = table_offset + slots * sizeof(entry);
  unsigned char *start = map + page - size;
  memset(start, UNTOUCHED, size);
  pi_plugin *plugin = (pi_plugin *)start;
  memset(plugin->PiVersion, 0, sizeof plugin->PiVersion);
  memcpy(plugin->PiVersion, version, strnlen(version, sizeof plugin->PiVersion));
  return plugin;
}

static entry slot(const pi_plugin *plugin, size_t i) {
  entry e;
  memcpy(&e, (const char *)plugin + table_offset + i * sizeof e, sizeof e);
  return e;
}

static bool slot_untouched(const pi_plugin *plugin, size_t i) {
  const unsigned char *p = (const unsigned char *)plugin + table_offset + i * sizeof(entry);
  for (size_t b = 0; b < sizeof(entry); ++b)
    if (p[b] != UNTOUCHED)
      return false;
  return true;
}

#define E(fn) ((entry)(fn))

/* 15.48 and later: pi.h's 162 slots in order. */
static void check_15_48_slots(const pi_plugin *p) {
  CHECK(slot(p, 0) == E(piPlatformsGet));
  CHECK(slot(p, 11) == E(piextGetGlobalVariablePointer));
  CHECK(slot(p, 78) == E(piEnqueueKernelLaunch));
  CHECK(slot(p, 139) == E(piextEnqueueCommandBuffer));
  CHECK(slot(p, 140) == E(piextCommandBufferUpdateKernelLaunch));
  CHECK(slot(p, 141) == E(piextCommandBufferRetainCommand));
  CHECK(slot(p, 142) == E(piextCommandBufferReleaseCommand));
  CHECK(slot(p, 143) == E(piextUSMPitchedAlloc));
  CHECK(slot(p, 161) == E(piextSignalExternalSemaphore));
  for (size_t i = 0; i < 162; ++i)
    CHECK(slot(p, i) != NULL && !slot_untouched(p, i));
}

static void case_15_47(void) {
  pi_plugin *p = guarded_plugin(159, "15.47");
  CHECK_EQ(piPluginInit(p), PI_SUCCESS);
  CHECK(strcmp(p->PluginVersion, "15.48.2") == 0);
  CHECK(slot(p, 0) == E(piPlatformsGet));
  CHECK(slot(p, 78) == E(piEnqueueKernelLaunch));
  CHECK(slot(p, 139) == E(piextEnqueueCommandBuffer));
  /* The three 15.48 entries are absent: the rest moves up three places. */
  CHECK(slot(p, 140) == E(piextUSMPitchedAlloc));
  CHECK(slot(p, 141) == E(piextMemUnsampledImageHandleDestroy));
  CHECK(slot(p, 157) == E(piextWaitExternalSemaphore));
  CHECK(slot(p, 158) == E(piextSignalExternalSemaphore));
  for (size_t i = 0; i < 159; ++i)
    CHECK(slot(p, i) != NULL && !slot_untouched(p, i));
}

static void case_15_48(void) {
  pi_plugin *p = guarded_plugin(162, "15.48");
  CHECK_EQ(piPluginInit(p), PI_SUCCESS);
  check_15_48_slots(p);
}

/* A later 15.x table is longer; the plugin fills the 15.48 slots only. */
static void case_15_52(void) {
  pi_plugin *p = guarded_plugin(170, "15.52");
  CHECK_EQ(piPluginInit(p), PI_SUCCESS);
  check_15_48_slots(p);
  for (size_t i = 162; i < 170; ++i)
    CHECK(slot_untouched(p, i));
}

/* Refused versions: an error that names the version, and no slot written
 * (the table here is one slot long, so any write past it faults too). */
static void refused(const char *version) {
  pi_plugin *p = guarded_plugin(1, version);
  CHECK_EQ(piPluginInit(p), PI_ERROR_INVALID_OPERATION);
  CHECK(slot_untouched(p, 0));
  char *message = NULL;
  CHECK_EQ(piPluginGetLastError(&message), PI_ERROR_INVALID_OPERATION);
  printf("  %-22s refused: %s\n", version, message ? message : "(none)");
  CHECK(message && strstr(message, "PI version") != NULL);
}

static void case_refused(void) {
  refused("14.42");
  refused("15.46");
  refused("16.0");
  refused("15");
  refused("fifteen");
  refused("");
  refused("15.47.1");
}

/* PiVersion is 20 bytes with no terminator inside: read no further. */
static void case_unterminated(void) {
  pi_plugin *p = guarded_plugin(159, "00000000000000015.47");
  CHECK_EQ(piPluginInit(p), PI_SUCCESS);
  CHECK(slot(p, 158) == E(piextSignalExternalSemaphore));
}

static void run(const char *name, void (*body)(void)) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid < 0) {
    perror("fork");
    exit(2);
  }
  if (pid == 0) {
    check_failures = 0; /* count this case's failures only */
    body();
    fflush(stdout);
    _exit(check_failures ? 1 : 0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFSIGNALED(status)) {
    printf("FAIL %s: piPluginInit wrote past the caller's struct (%s)\n", name,
           strsignal(WTERMSIG(status)));
    check_failures++;
  } else if (WEXITSTATUS(status) != 0) {
    printf("FAIL %s: wrong table (lines above)\n", name);
    check_failures++;
  } else {
    printf("ok %s\n", name);
  }
}

int main(void) {
  run("PI 15.47 table (159 slots)", case_15_47);
  run("PI 15.48 table (162 slots)", case_15_48);
  run("PI 15.52 table (170 slots)", case_15_52);
  run("PI 15.47 in 20 unterminated bytes", case_unterminated);
  run("refused versions", case_refused);
  return check_report("plugin_init_test");
}
