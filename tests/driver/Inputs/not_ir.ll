this is not LLVM IR
