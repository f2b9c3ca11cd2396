/* Any and All read a SPIR-V bool vector as SYCL passes it: signed chars,
 * true where the sign bit is set (-1), as OpenCL's any() and all() do. The
 * components are read as the words they pack into, masked to sign bits; a
 * 3-vector is padded with a false (Any) or true (All) fourth component. */
#include <spirv/spirv.h>

#define SIGNS16 0x8080u
#define SIGNS32 0x80808080u
#define SIGNS64 0x8080808080808080ul

bool _CLC_DEF __spirv_Any(char2 v) { return (__builtin_astype(v, ushort) & SIGNS16) != 0; }
bool _CLC_DEF __spirv_All(char2 v) { return (__builtin_astype(v, ushort) & SIGNS16) == SIGNS16; }

bool _CLC_DEF __spirv_Any(char4 v) { return (__builtin_astype(v, uint) & SIGNS32) != 0; }
bool _CLC_DEF __spirv_All(char4 v) { return (__builtin_astype(v, uint) & SIGNS32) == SIGNS32; }

bool _CLC_DEF __spirv_Any(char3 v) { return __spirv_Any((char4)(v, 0)); }
bool _CLC_DEF __spirv_All(char3 v) { return __spirv_All((char4)(v, -1)); }

bool _CLC_DEF __spirv_Any(char8 v) { return (__builtin_astype(v, ulong) & SIGNS64) != 0; }
bool _CLC_DEF __spirv_All(char8 v) { return (__builtin_astype(v, ulong) & SIGNS64) == SIGNS64; }

bool _CLC_DEF __spirv_Any(char16 v) {
  ulong2 words = __builtin_astype(v, ulong2);
  return ((words.x | words.y) & SIGNS64) != 0;
}
bool _CLC_DEF __spirv_All(char16 v) {
  ulong2 words = __builtin_astype(v, ulong2);
  return (words.x & words.y & SIGNS64) == SIGNS64;
}
