#include "options.h"

#include <string.h>

/* "--name=value" and "-name=value" both name an option, as with LLVM tools. */
static const char *option_value(const char *arg, const char *name) {
  if (arg[0] != '-')
    return NULL;
  arg += arg[1] == '-' ? 2 : 1;
  size_t length = strlen(name);
  if (strncmp(arg, name, length) != 0 || arg[length] != '=')
    return NULL;
  return arg + length + 1;
}

static bool parse_long_width(const char *value, enum long_width *width) {
  if (strcmp(value, "l32") == 0)
    *width = LONG_WIDTH_32;
  else if (strcmp(value, "l64") == 0)
    *width = LONG_WIDTH_64;
  else
    return false;
  return true;
}

static bool parse_char_signedness(const char *value, enum char_signedness *signedness) {
  if (strcmp(value, "signed") == 0)
    *signedness = CHAR_SIGNED;
  else if (strcmp(value, "unsigned") == 0)
    *signedness = CHAR_UNSIGNED;
  else
    return false;
  return true;
}

static bool is_flag(const char *arg, const char *flag) {
  return strcmp(arg, flag) == 0;
}

/* Checks that the options a run needs are all there. */
static enum options_result check_required(const struct remangler_options *options,
                                          bool has_long_width, bool has_char_signedness,
                                          char *error, size_t error_size) {
  const char *missing = NULL;
  if (!options->input_path)
    missing = "--input-ir=FILE";
  else if (!options->round_trip_check && !has_long_width)
    missing = "--long-width=l32|l64";
  else if (!options->round_trip_check && !has_char_signedness)
    missing = "--char-signedness=signed|unsigned";
  else if (!options->round_trip_check && !options->output_path)
    missing = "-o FILE";
  if (!missing)
    return OPTIONS_RUN;
  snprintf(error, error_size, "missing %s", missing);
  return OPTIONS_ERROR;
}

enum options_result parse_remangler_options(int argc, char **argv,
                                            struct remangler_options *options,
                                            char *error, size_t error_size) {
  memset(options, 0, sizeof *options);
  bool has_long_width = false;
  bool has_char_signedness = false;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    const char *value;
    if (is_flag(arg, "-h") || is_flag(arg, "--help") || is_flag(arg, "-help")) {
      return OPTIONS_HELP;
    } else if ((value = option_value(arg, "long-width"))) {
      if (!parse_long_width(value, &options->variant.long_width)) {
        snprintf(error, error_size, "unknown value '%s' for --long-width (expected l32 or l64)", value);
        return OPTIONS_ERROR;
      }
      has_long_width = true;
    } else if ((value = option_value(arg, "char-signedness"))) {
      if (!parse_char_signedness(value, &options->variant.char_signedness)) {
        snprintf(error, error_size, "unknown value '%s' for --char-signedness (expected signed or unsigned)", value);
        return OPTIONS_ERROR;
      }
      has_char_signedness = true;
    } else if ((value = option_value(arg, "input-ir"))) {
      options->input_path = value;
    } else if (is_flag(arg, "-o")) {
      if (i + 1 == argc) {
        snprintf(error, error_size, "-o needs a file name");
        return OPTIONS_ERROR;
      }
      options->output_path = argv[++i];
    } else if (is_flag(arg, "-S")) {
      options->textual_output = true;
    } else if (is_flag(arg, "-v")) {
      options->verbose = true;
    } else if (is_flag(arg, "-t")) {
      options->round_trip_check = true;
    } else {
      snprintf(error, error_size, "%s '%s'",
               arg[0] == '-' ? "unknown option" : "unexpected argument", arg);
      return OPTIONS_ERROR;
    }
  }
  return check_required(options, has_long_width, has_char_signedness, error, error_size);
}

void print_remangler_usage(FILE *stream) {
  fputs("usage: libclc-remangler --long-width=l32|l64 --char-signedness=signed|unsigned\n"
        "                        --input-ir=IN.bc -o OUT.bc [-S] [-v]\n"
        "       libclc-remangler -t --input-ir=IN.bc [-v]\n"
        "Renames the Itanium-mangled functions of a builtin library for a host ABI.\n"
        "  --long-width        l32: long is 32-bit (Windows); l64: long is 64-bit\n"
        "  --char-signedness   whether the host's char is signed or unsigned\n"
        "  -o FILE             output (\"-\" for stdout)\n"
        "  -S                  write textual IR instead of bitcode\n"
        "  -v                  print each rename, entry point and unparsed name\n"
        "  -t                  rename nothing; fail if a name does not print back to itself\n",
        stream);
}
