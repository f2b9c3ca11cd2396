; Names no C++ compiler would write: one skips a substitution, one is not in
; the grammar. _Z1fPiS_ is the canonical form of the first.
define void @_Z1fPiPi(ptr %a, ptr %b) {
  ret void
}

define void @_Z1gQ() {
  ret void
}

define void @_Z1fPiS_(ptr %a, ptr %b) {
  ret void
}
