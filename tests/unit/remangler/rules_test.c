/* Hand-checked names for each renaming rule and each variant, and rule-1
 * renames whose expected form is what clang++-19 mangles for the signature
 * written with long long / unsigned long long / signed char. */
#include <stdbool.h>
#include <stddef.h>

#include "remangle_rules.h"
#include "unit_check.h"

#define L32 LONG_WIDTH_32
#define L64 LONG_WIDTH_64
#define SIGNED CHAR_SIGNED
#define UNSIGNED CHAR_UNSIGNED

struct rule_case {
  enum long_width long_width;
  enum char_signedness char_signedness;
  const char *original;
  const char *renamed;      /* rule 1 */
  const char *entry_target; /* rule 2: what the original name points to */
  const char *mixed_entry;  /* rule 3: "" when it adds nothing */
};

static const struct rule_case rule_cases[] = {
    /* The examples of the issue. */
    {L64, SIGNED, "_Z1fl", "_Z1fx", "_Z1fx", ""},
    {L64, SIGNED, "_Z1fm", "_Z1fy", "_Z1fy", ""},
    {L64, SIGNED, "_Z1fc", "_Z1fa", "_Z1fa", ""},
    {L32, SIGNED, "_Z1fl", "_Z1fx", "_Z1fi", ""},
    {L32, SIGNED, "_Z1fm", "_Z1fy", "_Z1fj", ""},
    {L64, UNSIGNED, "_Z1fc", "_Z1fa", "_Z1fh", ""},
    {L32, SIGNED, "_Z1flc", "_Z1fxa", "_Z1fia", "_Z1fxc"},
    /* Rule 3 in each variant: where rules 1 and 2 disagree, and on l64 the
     * char replacement alone. */
    {L64, SIGNED, "_Z1flc", "_Z1fxa", "_Z1fxa", "_Z1fla"},
    {L64, SIGNED, "_Z6vloadnmPKc", "_Z6vloadnyPKa", "_Z6vloadnyPKa", "_Z6vloadnmPKa"},
    {L64, UNSIGNED, "_Z1flc", "_Z1fxa", "_Z1fxh", "_Z1fla"},
    {L32, UNSIGNED, "_Z1flc", "_Z1fxa", "_Z1fih", ""},
    {L32, UNSIGNED, "_Z1fmc", "_Z1fya", "_Z1fjh", ""},
    {L64, UNSIGNED, "_Z1fmhc", "_Z1fyha", "_Z1fyhh", "_Z1fmha"},
    /* Two types that become one give a substitution, in every rule. */
    {L64, SIGNED, "_Z1fPlPx", "_Z1fPxS_", "_Z1fPxS_", ""},
    {L32, SIGNED, "_Z1fPlPx", "_Z1fPxS_", "_Z1fPiPx", ""},
    {L32, SIGNED, "_Z1fPlPi", "_Z1fPxPi", "_Z1fPiS_", ""},
    {L32, SIGNED, "_Z1fPlS_", "_Z1fPxS_", "_Z1fPiS_", ""},
    {L32, SIGNED, "_Z1fPlPcPa", "_Z1fPxPaS0_", "_Z1fPiPaS0_", "_Z1fPxPcPa"},
    {L64, UNSIGNED, "_Z1fPcPaPh", "_Z1fPaS_Ph", "_Z1fPhPaS_", ""},
    /* Vectors. */
    {L64, SIGNED, "_Z1fDv4_l", "_Z1fDv4_x", "_Z1fDv4_x", ""},
    {L32, SIGNED, "_Z1fDv4_l", "_Z1fDv4_x", "_Z1fDv4_i", ""},
    {L32, SIGNED, "_Z1fDv4_lDv4_i", "_Z1fDv4_xDv4_i", "_Z1fDv4_iS_", ""},
    {L64, UNSIGNED, "_Z7mad_satDv2_cS_S_", "_Z7mad_satDv2_aS_S_", "_Z7mad_satDv2_hS_S_", ""},
    /* Address-space-qualified and const pointers of changed types. */
    {L64, SIGNED, "_Z1fPU3AS1Kl", "_Z1fPU3AS1Kx", "_Z1fPU3AS1Kx", ""},
    {L32, SIGNED, "_Z1fPU3AS1Kl", "_Z1fPU3AS1Kx", "_Z1fPU3AS1Ki", ""},
    {L32, SIGNED, "_Z6vload8mPU3AS1Kl", "_Z6vload8yPU3AS1Kx", "_Z6vload8jPU3AS1Ki", ""},
    {L64, UNSIGNED, "_Z1fPU3AS3cPU3AS1Kc", "_Z1fPU3AS3aPU3AS1Ka", "_Z1fPU3AS3hPU3AS1Kh", ""},
    {L32, SIGNED, "_Z1fPU3AS1lPU3AS1Ki", "_Z1fPU3AS1xPU3AS1Ki", "_Z1fPU3AS1iPU3AS1Ki", ""},
    {L32, SIGNED, "_Z1fPU3AS1lPU3AS1i", "_Z1fPU3AS1xPU3AS1i", "_Z1fPU3AS1iS0_", ""},
    /* Vendor qualifiers keep the order they were written in. */
    {L64, SIGNED, "_Z1fPU3AS1U4ExtrKl", "_Z1fPU3AS1U4ExtrKx", "_Z1fPU3AS1U4ExtrKx", ""},
    {L64, SIGNED, "_Z1fPU4ExtrU3AS1Kl", "_Z1fPU4ExtrU3AS1Kx", "_Z1fPU4ExtrU3AS1Kx", ""},
    /* half and _Float16 are left alone. */
    {L32, SIGNED, "_Z1fDhlDF16_", "_Z1fDhxDF16_", "_Z1fDhiDF16_", ""},
    /* Template arguments and the return type a template function carries. */
    {L32, SIGNED, "_Z1gIlET_S0_PS0_", "_Z1gIxET_S0_PS0_", "_Z1gIiET_S0_PS0_", ""},
    /* A vendor suffix (a clone's ".1") is kept as written. */
    {L32, SIGNED, "_Z3fool.cloned", "_Z3foox.cloned", "_Z3fooi.cloned", ""},
    /* A static function's L prefix. */
    {L64, SIGNED, "_ZL6helperPl", "_ZL6helperPx", "_ZL6helperPx", ""},
    /* Names nothing changes. */
    {L32, UNSIGNED, "_Z1fPU3AS1Kf", NULL, NULL, NULL},
    {L32, UNSIGNED, "_Z1fxyah", NULL, NULL, NULL},
};

/* original -> clang++-19's mangling of the signature with rule-1 types. */
static const char *const clang_renames[][2] = {
    {"_Z4f3_0PlPx", "_Z4f3_0PxS_"},
    {"_Z4f4_0PxPl", "_Z4f4_0PxS_"},
    {"_Z4f7_0lPlPKl", "_Z4f7_0xPxPKx"},
    {"_Z5f10_0PU3AS1KlPU3AS3l", "_Z5f10_0PU3AS1KxPU3AS3x"},
    {"_Z5f11_0Dv4_lDv4_x", "_Z5f11_0Dv4_xS_"},
    {"_Z5f12_0PDv4_lPU3AS1S_PDv4_x", "_Z5f12_0PDv4_xPU3AS1S_S0_"},
    {"_Z5f13_0PKcPKa", "_Z5f13_0PKaS0_"},
    {"_Z5f14_0PmPym", "_Z5f14_0PyS_y"},
    {"_Z5f15_0RlRx", "_Z5f15_0RxS_"},
    {"_Z5f16_0PFvlEPFvxE", "_Z5f16_0PFvxES0_"},
    {"_Z5f17_0PFlPcEPFxPaE", "_Z5f17_0PFxPaES1_"},
    {"_Z5f18_0N2ns1EElS0_", "_Z5f18_0N2ns1EExS0_"},
    {"_Z5f19_0N2ns1SIlEENS0_IxEE", "_Z5f19_0N2ns1SIxEES1_"},
    {"_Z5f20_01TIlEPS_IxE", "_Z5f20_01TIxEPS0_"},
    {"_Z5f21_0PDv2_cPDv2_a", "_Z5f21_0PDv2_aS0_"},
    {"_Z5f23_0PU3AS3Dv16_mPU3AS3KS_", "_Z5f23_0PU3AS3Dv16_yPU3AS3KS_"},
    {"_Z5f25_0PVlPVx", "_Z5f25_0PVxS0_"},
    {"_Z1gIcET_S0_PS0_", "_Z1gIaET_S0_PS0_"},
    {"_Z17__spirv_ImageReadIDv2_l14ocl_image2d_roS0_ET_T0_T1_",
     "_Z17__spirv_ImageReadIDv2_x14ocl_image2d_roS0_ET_T0_T1_"},
    {"_Z18__spirv_AtomicIAddPU3AS1lN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEl",
     "_Z18__spirv_AtomicIAddPU3AS1xN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEx"},
    {"_Z29__spirv_AtomicCompareExchangePU3AS3lN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagES5_ll",
     "_Z29__spirv_AtomicCompareExchangePU3AS3xN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagES5_xx"},
    {"_Z3arrPA4_lRA2_cPl", "_Z3arrPA4_xRA2_aPx"},
    {"_Z3selILi3ElET0_S0_", "_Z3selILi3ExET0_S0_"},
    {"_ZN2ns1WIPcE1mES1_PS1_PKS1_", "_ZN2ns1WIPaE1mES1_PS1_PKS1_"},
    {"_ZN2ns1WIlE1mElPlPKl", "_ZN2ns1WIxE1mExPxPKx"},
};

/* Not names this grammar covers, or not well-formed at all. */
static const char *const unparsable_names[] = {
    "_Z", "_Z1", "_Z5abc", "_Z1fPU3AS", "_Z1fS_", "_Z1fPiS0_", "_Z1fDv4", "_Z1fDv_i",
    "_Z1fQ", "_Z1fN1aE", "_Z1fN1aIiEE", "_Z1gIET_", "_ZSt4movev", "_Z1f0", "_Z01fv", "f",
};

static void check_rule_case(const struct rule_case *c) {
  struct remangle_variant variant = {c->long_width, c->char_signedness};
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, &variant);
  enum name_remangle_result result = builtin_name_remangle(&names, c->original, strlen(c->original));
  if (!c->renamed) {
    CHECK(result == NAME_UNCHANGED, "%s: want it unchanged", c->original);
  } else {
    CHECK(result == NAME_RENAMED, "%s: want it renamed", c->original);
    if (result == NAME_RENAMED) {
      CHECK_STR(names.renamed.data, c->renamed, c->original);
      CHECK_STR(names.entry_target.data, c->entry_target, c->original);
      CHECK_STR(names.mixed_entry.length ? names.mixed_entry.data : "", c->mixed_entry,
                c->original);
    }
  }
  builtin_name_remangler_free(&names);
}

/* Rule 1 is the same in every variant; each side also prints back to itself. */
static void check_clang_rename(const char *original, const char *expected) {
  const enum long_width widths[] = {L32, L64};
  const enum char_signedness signednesses[] = {SIGNED, UNSIGNED};
  for (size_t w = 0; w < 2; ++w) {
    for (size_t s = 0; s < 2; ++s) {
      struct remangle_variant variant = {widths[w], signednesses[s]};
      struct builtin_name_remangler names;
      builtin_name_remangler_init(&names, &variant);
      bool renamed = builtin_name_remangle(&names, original, strlen(original)) == NAME_RENAMED;
      CHECK(renamed, "%s: want it renamed", original);
      if (renamed)
        CHECK_STR(names.renamed.data, expected, original);
      CHECK(builtin_name_round_trip(&names, expected, strlen(expected)) &&
                strcmp(names.renamed.data, expected) == 0,
            "%s does not print back to itself", expected);
      builtin_name_remangler_free(&names);
    }
  }
}

int main(void) {
  for (size_t i = 0; i < sizeof rule_cases / sizeof rule_cases[0]; ++i)
    check_rule_case(&rule_cases[i]);
  for (size_t i = 0; i < sizeof clang_renames / sizeof clang_renames[0]; ++i)
    check_clang_rename(clang_renames[i][0], clang_renames[i][1]);
  struct remangle_variant variant = {L64, SIGNED};
  struct builtin_name_remangler names;
  builtin_name_remangler_init(&names, &variant);
  for (size_t i = 0; i < sizeof unparsable_names / sizeof unparsable_names[0]; ++i) {
    const char *name = unparsable_names[i];
    CHECK(builtin_name_remangle(&names, name, strlen(name)) == NAME_UNPARSED,
          "%s: want it rejected", name);
  }
  builtin_name_remangler_free(&names);
  return unit_result("rules_test");
}
