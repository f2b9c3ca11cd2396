/* Included first when image-host-model.test compiles the generated image
 * builtins for the host: the asm labels go (the builtins keep their C
 * names), and the NVVM builtins they call become host operations. The
 * surface helpers and the conversions come from image_host_check.c. */
#define __asm(name)
#define __nvvm_ldg_i4(p) (*(p))
#define __nvvm_mul_rn_f(a, b) ((a) * (b))
/* prmt in its default mode: byte i of the result is byte (s >> 4i) & 7 of
 * the pair (b:a), a the low four bytes, its sign spread when bit 3 is set. */
static inline uint host_prmt(uint a, uint b, uint s) {
  ulong pair = (ulong)b << 32 | a;
  uint r = 0;
  for (int i = 0; i < 4; i++) {
    uint n = (s >> (4 * i)) & 15, byte = (uint)(pair >> (8 * (n & 7))) & 0xff;
    if (n & 8)
      byte = byte & 0x80 ? 0xff : 0;
    r |= byte << (8 * i);
  }
  return r;
}
#define __nvvm_prmt(a, b, s) host_prmt(a, b, s)
