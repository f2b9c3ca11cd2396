/* The formats printf_kernels.cl prints with and printf_test.c formats the
 * expected lines with (CUDA formats device printf on the host, with the C
 * library). */
#define VALUES_FORMAT                                                          \
  "wi %d: int %d long %ld ulong %lu double %.17g float %f %.9g char %c string %s ptr %p " \
  "|%5d|%-8.3f|%08lx|%%\n"
#define GENERIC_FORMAT "generic %d: %s %e\n"
/* Work-items 3, 19, 35 and 51 of 64 (two work-groups of 32) print. */
#define PRINTERS 4
#define PRINTER_EVERY 16
#define PRINTER_OFFSET 3
#define TEXT_SLOT 8
