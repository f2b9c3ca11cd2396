#define _POSIX_C_SOURCE 200809L
#include "bitcode_io.h"

#include "bitcode_probe.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>

struct diagnostic_capture {
  char *message; /* the first error LLVM reported, owned by LLVM */
};

/* Without a handler LLVM prints the error and exits; keep it for our own
 * one-line message instead. */
static void capture_diagnostic(LLVMDiagnosticInfoRef info, void *context) {
  struct diagnostic_capture *capture = context;
  if (LLVMGetDiagInfoSeverity(info) != LLVMDSError || capture->message)
    return;
  capture->message = LLVMGetDiagInfoDescription(info);
}

/* Raw bitcode starts with "BC" 0xC0DE, the wrapper format with 0x0B17C0DE. */
static bool has_bitcode_magic(const unsigned char *bytes, size_t size) {
  static const unsigned char raw[] = {'B', 'C', 0xC0, 0xDE};
  static const unsigned char wrapper[] = {0xDE, 0xC0, 0x17, 0x0B};
  return size >= 4 && (memcmp(bytes, raw, 4) == 0 || memcmp(bytes, wrapper, 4) == 0);
}

static LLVMModuleRef parse_bitcode(LLVMContextRef context, LLVMMemoryBufferRef buffer,
                                   char *error, size_t error_size) {
  struct diagnostic_capture capture = {NULL};
  LLVMDiagnosticHandler previous = LLVMContextGetDiagnosticHandler(context);
  void *previous_context = LLVMContextGetDiagnosticContext(context);
  LLVMContextSetDiagnosticHandler(context, capture_diagnostic, &capture);
  LLVMModuleRef module = NULL;
  if (LLVMParseBitcodeInContext2(context, buffer, &module)) {
    snprintf(error, error_size, "invalid or truncated bitcode (%s)",
             capture.message ? capture.message : "no reason given");
    module = NULL;
  }
  if (capture.message)
    LLVMDisposeMessage(capture.message);
  LLVMContextSetDiagnosticHandler(context, previous, previous_context);
  return module;
}

/* Renaming relies on LLVM's rules holding; the verifier's first line says
 * which one does not. */
static bool verify_module(LLVMModuleRef module, char *error, size_t error_size) {
  char *message = NULL;
  if (!LLVMVerifyModule(module, LLVMReturnStatusAction, &message)) {
    LLVMDisposeMessage(message);
    return true;
  }
  snprintf(error, error_size, "invalid module (%.*s)", (int)strcspn(message, "\n"), message);
  LLVMDisposeMessage(message);
  return false;
}

LLVMModuleRef read_bitcode_module(LLVMContextRef context, const char *path,
                                  char *error, size_t error_size) {
  LLVMMemoryBufferRef buffer = NULL;
  char *message = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buffer, &message)) {
    snprintf(error, error_size, "cannot read the file (%s)", message);
    LLVMDisposeMessage(message);
    return NULL;
  }
  LLVMModuleRef module = NULL;
  size_t size = LLVMGetBufferSize(buffer);
  if (size == 0)
    snprintf(error, error_size, "the file is empty");
  else if (!has_bitcode_magic((const unsigned char *)LLVMGetBufferStart(buffer), size))
    snprintf(error, error_size, "not an LLVM bitcode file");
  else if (bitcode_reader_survives(LLVMGetBufferStart(buffer), size, error, error_size))
    module = parse_bitcode(context, buffer, error, error_size);
  LLVMDisposeMemoryBuffer(buffer);
  if (module && !verify_module(module, error, error_size)) {
    LLVMDisposeModule(module);
    module = NULL;
  }
  return module;
}

static bool write_all(int fd, const char *data, size_t size) {
  while (size > 0) {
    ssize_t written = write(fd, data, size);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    data += written;
    size -= (size_t)written;
  }
  return true;
}

/* Through memory: LLVM's own file writer reports a full disk as a fatal
 * error, leaving the temporary file behind. */
static bool write_module_to_fd(LLVMModuleRef module, int fd, bool textual) {
  if (!textual) {
    LLVMMemoryBufferRef bitcode = LLVMWriteBitcodeToMemoryBuffer(module);
    bool written = write_all(fd, LLVMGetBufferStart(bitcode), LLVMGetBufferSize(bitcode));
    LLVMDisposeMemoryBuffer(bitcode);
    return written;
  }
  char *text = LLVMPrintModuleToString(module);
  bool written = write_all(fd, text, strlen(text));
  LLVMDisposeMessage(text);
  return written;
}

/* mkstemp makes the file 0600; give it the mode a plain create would. */
static void set_default_file_mode(int fd) {
  mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
}

bool write_module(LLVMModuleRef module, const char *path, bool textual,
                  char *error, size_t error_size) {
  if (strcmp(path, "-") == 0) {
    fflush(stdout);
    if (write_module_to_fd(module, STDOUT_FILENO, textual))
      return true;
    snprintf(error, error_size, "cannot write to stdout (%s)", strerror(errno));
    return false;
  }
  size_t temp_size = strlen(path) + sizeof ".tmp-XXXXXX";
  char *temp_path = malloc(temp_size);
  if (!temp_path) {
    snprintf(error, error_size, "out of memory");
    return false;
  }
  snprintf(temp_path, temp_size, "%s.tmp-XXXXXX", path);
  int fd = mkstemp(temp_path);
  bool written = fd >= 0;
  if (written) {
    set_default_file_mode(fd);
    written = write_module_to_fd(module, fd, textual);
    written = close(fd) == 0 && written;
    written = written && rename(temp_path, path) == 0;
  }
  if (!written) {
    snprintf(error, error_size, "cannot write the output (%s)", strerror(errno));
    if (fd >= 0)
      unlink(temp_path);
  }
  free(temp_path);
  return written;
}
