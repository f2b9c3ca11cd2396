/* Kernels for printf_test.c: several work-items print every kind of
 * argument, with a constant format and with a generic one. */
#include "printf_format.h"

kernel void print_values(global const long *longs, global const double *doubles,
                         global const float *floats, global const char *chars,
                         global const char *text, global const char *generic_format,
                         global ulong *pointers, global int *results) {
  size_t i = __spirv_GlobalInvocationId_x();
  if (i % PRINTER_EVERY != PRINTER_OFFSET)
    return;
  size_t k = i / PRINTER_EVERY;
  ulong *pointer = (ulong *)(pointers + k);
  pointers[k] = (ulong)pointer;
  results[2 * k] = __spirv_ocl_printf(
      VALUES_FORMAT, (int)i, -7 * (int)k - 1, longs[k], 0xfffffffffffffff0ul - k, doubles[k],
      floats[k], floats[k], chars[k], (const char *)(text + k * TEXT_SLOT), (void *)pointer,
      (int)k * 11, doubles[k], (ulong)longs[k] & 0xffffffu);
  char name[6] = {'p', 'r', 'i', 'v', '0' + (char)k, 0};
  results[2 * k + 1] =
      __spirv_ocl_printf((const char *)generic_format, (int)k, name, doubles[k]);
}
