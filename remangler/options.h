/* The command line of libclc-remangler. */
#ifndef REMANGLER_OPTIONS_H
#define REMANGLER_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "remangle_rules.h"

struct remangler_options {
  struct remangle_variant variant;
  const char *input_path;
  const char *output_path; /* "-" is stdout */
  bool textual_output;     /* -S */
  bool verbose;            /* -v */
  bool round_trip_check;   /* -t */
};

enum options_result { OPTIONS_RUN, OPTIONS_HELP, OPTIONS_ERROR };

/* On OPTIONS_ERROR, error holds a one-line description of the mistake. */
enum options_result parse_remangler_options(int argc, char **argv,
                                            struct remangler_options *options,
                                            char *error, size_t error_size);

void print_remangler_usage(FILE *stream);

#endif
