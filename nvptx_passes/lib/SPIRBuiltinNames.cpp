//===- SPIRBuiltinNames.cpp - The translator's builtin names, ours ----------===//
//
// Two differences, both seen in dpctl 0.21.1's kernels translated by
// dpcpp-llvm-spirv 2024.2.0 and checked against `llvm-nm` of the remangled
// libspirv (remangled-l64-signed_char.libspirv-nvptx64--nvidiacl.bc):
//  - group operations: the translator passes Scope and GroupOperation as
//    int (`i`, SPIR-V's 32-bit ids), the library declares them unsigned
//    (`j`): _Z17__spirv_GroupIAddiii -> _Z17__spirv_GroupIAddjji;
//  - half: the translator mangles it `Dh` (OpenCL C's half), the library
//    `DF16_` (_Float16): _Z16__spirv_ocl_fabsDh -> _Z16__spirv_ocl_fabsDF16_;
//  - pointers: the translator qualifies them with SPIR's address space
//    numbers, the library with NVPTX's (generic unqualified: AtomicIAddPiiii;
//    constant U3AS4: ocl_printfPU3AS4Kcz): PU3AS4 -> P, PU3AS2 -> PU3AS4.
// The other builtins (BuiltIn* reads, ControlBarrieriii, Atomic*PU3AS1liil,
// IsNan, ocl_mad...) the library defines under the translator's names.
//
//===----------------------------------------------------------------------===//

#include "SPIRBuiltinNames.h"
#include "SPIRAddressSpaces.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace sycl_nvptx {

namespace {
/// A group instruction and how many enum operands (Scope, then
/// GroupOperation) lead its parameters.
struct GroupInstruction {
  StringLiteral Name;
  unsigned EnumOperands;
};
} // namespace

/// SPIR-V spec 3.52.21 "Group and Subgroup Instructions" (OpGroupAll to
/// OpGroupSMax), 3.52.24 "Non-Uniform Instructions" and
/// SPV_KHR_uniform_group_instructions (the *KHR ones).
static constexpr GroupInstruction GroupInstructions[] = {
    {"__spirv_GroupAll", 1},           {"__spirv_GroupAny", 1},
    {"__spirv_GroupBroadcast", 1},     {"__spirv_GroupIAdd", 2},
    {"__spirv_GroupFAdd", 2},          {"__spirv_GroupFMin", 2},
    {"__spirv_GroupUMin", 2},          {"__spirv_GroupSMin", 2},
    {"__spirv_GroupFMax", 2},          {"__spirv_GroupUMax", 2},
    {"__spirv_GroupSMax", 2},          {"__spirv_GroupIMulKHR", 2},
    {"__spirv_GroupFMulKHR", 2},       {"__spirv_GroupBitwiseAndKHR", 2},
    {"__spirv_GroupBitwiseOrKHR", 2},  {"__spirv_GroupBitwiseXorKHR", 2},
    {"__spirv_GroupLogicalAndKHR", 2}, {"__spirv_GroupLogicalOrKHR", 2},
    {"__spirv_GroupLogicalXorKHR", 2},
    {"__spirv_GroupNonUniformElect", 1},
    {"__spirv_GroupNonUniformAll", 1},
    {"__spirv_GroupNonUniformAny", 1},
    {"__spirv_GroupNonUniformAllEqual", 1},
    {"__spirv_GroupNonUniformBroadcast", 1},
    {"__spirv_GroupNonUniformBroadcastFirst", 1},
    {"__spirv_GroupNonUniformBallot", 1},
    {"__spirv_GroupNonUniformInverseBallot", 1},
    {"__spirv_GroupNonUniformBallotBitExtract", 1},
    {"__spirv_GroupNonUniformBallotBitCount", 2},
    {"__spirv_GroupNonUniformBallotFindLSB", 1},
    {"__spirv_GroupNonUniformBallotFindMSB", 1},
    {"__spirv_GroupNonUniformShuffle", 1},
    {"__spirv_GroupNonUniformShuffleXor", 1},
    {"__spirv_GroupNonUniformShuffleUp", 1},
    {"__spirv_GroupNonUniformShuffleDown", 1},
    {"__spirv_GroupNonUniformIAdd", 2},
    {"__spirv_GroupNonUniformFAdd", 2},
    {"__spirv_GroupNonUniformIMul", 2},
    {"__spirv_GroupNonUniformFMul", 2},
    {"__spirv_GroupNonUniformSMin", 2},
    {"__spirv_GroupNonUniformUMin", 2},
    {"__spirv_GroupNonUniformFMin", 2},
    {"__spirv_GroupNonUniformSMax", 2},
    {"__spirv_GroupNonUniformUMax", 2},
    {"__spirv_GroupNonUniformFMax", 2},
    {"__spirv_GroupNonUniformBitwiseAnd", 2},
    {"__spirv_GroupNonUniformBitwiseOr", 2},
    {"__spirv_GroupNonUniformBitwiseXor", 2},
    {"__spirv_GroupNonUniformLogicalAnd", 2},
    {"__spirv_GroupNonUniformLogicalOr", 2},
    {"__spirv_GroupNonUniformLogicalXor", 2},
    {"__spirv_GroupNonUniformQuadBroadcast", 1},
    {"__spirv_GroupNonUniformQuadSwap", 1},
};

static unsigned leadingGroupEnumOperands(StringRef Builtin) {
  for (const GroupInstruction &G : GroupInstructions)
    if (G.Name == Builtin)
      return G.EnumOperands;
  return 0;
}

/// Params with every Dh (half) spelled DF16_ and pointers' address spaces
/// (U3AS<n>) numbered as NVPTX does, generic unqualified. The Itanium pieces that may
/// hold the letters D h without being half are skipped whole: source names
/// (<length><identifier>), substitutions and template parameters (S_, T_),
/// vector sizes (Dv<n>_) and DF<n>_ types.
static std::string libspirvParams(StringRef Params) {
  std::string Out;
  while (!Params.empty()) {
    size_t N = 1;
    if (isDigit(Params[0])) {
      size_t Digits = Params.find_if_not(isDigit);
      unsigned Length = 0;
      Params.substr(0, Digits).getAsInteger(10, Length);
      N = std::min(Params.size(), Digits + Length);
    } else if (Params.starts_with("U3AS") && Params.size() > 4 &&
               isDigit(Params[4])) {
      if (unsigned AS = nvptxAddressSpace(Params[4] - '0'))
        Out += "U3AS" + std::to_string(AS);
      Params = Params.drop_front(5);
      continue;
    } else if (Params.starts_with("Dh")) {
      Out += "DF16_";
      Params = Params.drop_front(2);
      continue;
    } else if (Params.starts_with("Dv") || Params.starts_with("DF") ||
               Params[0] == 'S' || Params[0] == 'T') {
      N = Params.find('_', 1);
      N = N == StringRef::npos ? Params.size() : N + 1;
    }
    Out += Params.take_front(N);
    Params = Params.drop_front(N);
  }
  return Out;
}

std::optional<std::string> libspirvBuiltinName(StringRef Name) {
  StringRef Rest = Name;
  unsigned Length = 0;
  if (!Rest.consume_front("_Z") || Rest.consumeInteger(10, Length) ||
      Length > Rest.size())
    return std::nullopt;
  StringRef Builtin = Rest.take_front(Length);
  if (!Builtin.starts_with("__spirv_"))
    return std::nullopt;

  std::string Params = Rest.drop_front(Length).str();
  unsigned Enums = leadingGroupEnumOperands(Builtin);
  if (Enums && StringRef(Params).starts_with(std::string(Enums, 'i')))
    Params.replace(0, Enums, std::string(Enums, 'j'));
  Params = libspirvParams(Params);

  std::string Renamed;
  raw_string_ostream(Renamed) << "_Z" << Length << Builtin << Params;
  if (Renamed == Name)
    return std::nullopt;
  return Renamed;
}

} // namespace sycl_nvptx
