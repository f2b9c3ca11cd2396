/* The block read and write cases of block_io_test.c, shared by its kernels
 * (OpenCL C) and the host: every element type and width the extension
 * allows, as M(T, SIGNED, BYTES, W, SUFFIX): element T (spelled SIGNED in
 * the read's name, BYTES wide), W components, SUFFIX the vector type's
 * width (empty for a scalar). */
#ifndef BLOCK_IO_CASES_H
#define BLOCK_IO_CASES_H

#define BLOCK_IO_WIDTHS(M, T, SIGNED, BYTES)                                   \
  M(T, SIGNED, BYTES, 1, ) M(T, SIGNED, BYTES, 2, 2) M(T, SIGNED, BYTES, 4, 4) \
  M(T, SIGNED, BYTES, 8, 8)

/* 16 components only for 8-bit elements. */
#define BLOCK_IO_CASES(M)                                                      \
  BLOCK_IO_WIDTHS(M, uchar, char, 1) M(uchar, char, 1, 16, 16)                 \
  BLOCK_IO_WIDTHS(M, ushort, short, 2)                                         \
  BLOCK_IO_WIDTHS(M, uint, int, 4)                                             \
  BLOCK_IO_WIDTHS(M, ulong, long, 8)

#endif
