# lit configuration for the IR, PTX and tool tests. CTest passes
# --param build_dir=<build folder>; tools/run_lit.sh does the same by hand.
import os
import subprocess

import lit.formats

config.name = "sycl-nvptx"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".cl", ".test"]
config.excludes = ["Inputs", "gpu", "unit", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

build_dir = lit_config.params.get("build_dir")
if not build_dir:
    lit_config.fatal("run lit with --param build_dir=<cmake build folder>")
build_dir = os.path.abspath(build_dir)
config.test_exec_root = os.path.join(build_dir, "tests")

# tool paths recorded by CMake (build/tests/tools.cfg: NAME=PATH per line)
tools = {}
with open(os.path.join(build_dir, "tests", "tools.cfg")) as f:
    for line in f:
        name, _, path = line.strip().partition("=")
        if name:
            tools[name] = path

config.environment["PATH"] = os.pathsep.join(
    [os.path.join(build_dir, "bin"), tools["llvm_bin_dir"], tools["cuda_bin_dir"],
     config.environment.get("PATH", os.environ.get("PATH", ""))])

# The sanitizer build (cmake/Sanitizers.cmake): opt-19 is not instrumented,
# so it loads the instrumented pass plugin only with the ASan runtime
# preloaded; opt's own allocations are not ours to leak-check.
opt = tools["opt"]
if tools.get("asan_runtime"):
    opt = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 %s" % (tools["asan_runtime"], opt)
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.environment["LSAN_OPTIONS"] = "suppressions=%s:print_suppressions=0" % os.path.join(
        os.path.dirname(__file__), "fuzz", "lsan.supp")
    config.available_features.add("sanitizer-build")

# A full disk is a 4 KiB tmpfs in a mount namespace of the test's own
# (bad-input/Inputs/on_full_disk.sh): root only; elsewhere such tests report
# UNSUPPORTED and file-size-limit.test still covers the write errors.
def can_mount_tmpfs():
    try:
        return subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


if can_mount_tmpfs():
    config.available_features.add("tmpfs-mount")

source_root = os.path.dirname(config.test_source_root)
clc = os.path.join(build_dir, "lib", "clc")
config.substitutions += [
    ("%clang", tools["clang"]),
    ("%opt", opt),
    ("%llc", tools["llc"]),
    ("%llvm-as", tools["llvm_as"]),
    ("%llvm-dis", tools["llvm_dis"]),
    ("%llvm-link", tools["llvm_link"]),
    ("%ptxas", tools["ptxas"]),
    ("%fatbinary", tools["fatbinary"]),
    ("%libdevice", tools["libdevice"]),
    ("%libclc", tools["libclc"]),
    ("%sycl-nvptx-lower", os.path.join(build_dir, "bin", "sycl-nvptx-lower")),
    ("%sycl-nvptx", os.path.join(build_dir, "bin", "sycl-nvptx")),
    ("%remangler", os.path.join(build_dir, "bin", "libclc-remangler")),
    # the plugin's compile-cache lookup alone (tests/unit/plugin/spirv_program_test.c)
    ("%plugin-cache-lookup", os.path.join(build_dir, "bin", "plugin_spirv_program_test")),
    ("%passes-plugin", os.path.join(build_dir, "lib", "SYCLNVPTXPasses.so")),
    ("%libspirv-l64", os.path.join(clc, "remangled-l64-signed_char.libspirv-nvptx64--nvidiacl.bc")),
    ("%libspirv-l32", os.path.join(clc, "remangled-l32-signed_char.libspirv-nvptx64--nvidiacl.bc")),
    ("%libspirv", os.path.join(clc, "libspirv-nvptx64--nvidiacl.bc")),
    ("%clc_dir", clc),
    # the build's copy: it also holds the generated spirv/conversion_gen.h
    ("%spirv_include", os.path.join(build_dir, "include")),
]

# The SPIR-V translator the build fetched (tools/sycl-nvptx/fetch_llvm_spirv.sh),
# the driver's default: tests make their SPIR-V inputs with it from .ll files.
llvm_spirv = os.path.join(build_dir, "libexec", "llvm-spirv", "bin", "llvm-spirv")
if os.access(llvm_spirv, os.X_OK):
    config.available_features.add("llvm-spirv")
config.substitutions.append(("%llvm-spirv", llvm_spirv))
