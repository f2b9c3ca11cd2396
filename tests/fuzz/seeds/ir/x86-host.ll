; Host code: not a device module.
target triple = "x86_64-unknown-linux-gnu"

define i32 @main() {
  ret i32 0
}
