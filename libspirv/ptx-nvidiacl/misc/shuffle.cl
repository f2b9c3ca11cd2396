/* shuffle(x, mask) and shuffle2(x, y, mask): result[i] is element
 * mask[i] mod n of x (of x then y for shuffle2, n elements in all); OpenCL
 * reads only those low bits of the mask.
 *
 * 8- and 16-bit elements move as bytes with prmt, which picks any four
 * bytes of two 32-bit words: one prmt per pair of input words gathers four
 * result bytes by the low three bits of their byte indices, and byte masks
 * from the higher bits choose between the pairs. Wider elements are picked
 * by a tree of selects on the index bits, on values rather than an array
 * (which LLVM would turn into an indexed load from local memory). Index
 * arithmetic is plain integer code, so a constant mask folds to one prmt per
 * result word, or to moves. */
#include <spirv/spirv.h>

/* Four bytes of table (words 32-bit words, a power of two up to 16), byte k
 * of the result being table byte (idx4 >> 8k) & 0xff. */
static inline __attribute__((always_inline)) uint gather4(const uint *table, uint words,
                                                          uint idx4) {
  uint low3 = idx4 & 0x07070707u;
  uint nibbles = low3 | low3 >> 4; /* index k mod 8 in nibble 2k */
  uint selector = (nibbles & 0xffu) | (nibbles >> 8 & 0xff00u);
  uint level[8];
  uint count = words > 1 ? words / 2 : 1;
  _Pragma("unroll") for (uint k = 0; k < count; k++)
    level[k] = __nvvm_prmt(table[2 * k], words > 1 ? table[2 * k + 1] : 0, selector);
  _Pragma("unroll") for (uint bit = 3; count > 1; bit++, count /= 2) {
    uint upper = (idx4 >> bit & 0x01010101u) * 0xffu; /* 0xff where index bit is set */
    _Pragma("unroll") for (uint k = 0; k < count / 2; k++)
      level[k] = (level[2 * k] & ~upper) | (level[2 * k + 1] & upper);
  }
  return level[0];
}

#define SPIRV_BODY <shuffle.inc>
#include <spirv/gentype/floatn.inc>
#define SPIRV_BODY <shuffle.inc>
#include <spirv/gentype/integern.inc>
