"""Writes a SYCL device module whose names no compiler would write.
  hostile_names.py long OUT.ll        kernel and callee named with 1 MiB each
  hostile_names.py unresolved OUT.ll  a call to an undefined 1 MiB name
  hostile_names.py deep OUT.ll        deeply nested and invalid manglings"""
import sys

MIB = 1 << 20
HEADER = 'target triple = "nvptx64-nvidia-cuda"\n'
FOOTER = ('!llvm.module.flags = !{!0}\n!nvvm.annotations = !{!1}\n'
          '!0 = !{i32 1, !"sycl-device", i32 1}\n!1 = !{ptr @%s, !"kernel", i32 1}\n')


def kernel(name, callee, define_callee=True):
    body = (f'define void @{name}(ptr addrspace(1) %out, ptr addrspace(3) %tile) {{\n'
            f'  %v = call i64 @{callee}(i64 1)\n'
            '  store i64 %v, ptr addrspace(1) %out, align 8\n'
            '  store i64 %v, ptr addrspace(3) %tile, align 8\n'
            '  ret void\n}\n')
    if define_callee:
        body += f'define linkonce_odr i64 @{callee}(i64 %x) {{\n  ret i64 %x\n}}\n'
    else:
        body += f'declare i64 @{callee}(i64)\n'
    return body


def substitution(index):
    """S_, S0_, S1_, ..., SZ_, S10_: the Itanium reference to table entry index."""
    if index == 0:
        return 'S_'
    digits, n = '', index - 1
    while True:
        digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[n % 36] + digits
        n //= 36
        if n == 0:
            return 'S' + digits + '_'


def doubling_chain(levels):
    """Pi, then function types each naming the one before twice: the tree
    doubles per level once substitutions are expanded."""
    return 'Pi' + ''.join('Fv%s%sE' % (substitution(i), substitution(i)) for i in range(levels))


def deep_manglings():
    depth = 100000
    names = [
        '_Z1f' + 'P' * depth + 'l',                               # pointers nested 100000 deep
        '_Z1fI' + 'J' * depth + 'l' + 'E' * depth + 'Evl',         # argument packs nested
        '_Z1f' + doubling_chain(40) + 'l',                         # 2^40 nodes expanded
        '_Z1fQl', '_Z', '_Z1', '_Z0v', '_Z1fS_', '_Z1fS9_l', '_Z99999999999999999999fl',
        '_ZN1fE', '_Z1fDv_l', '_Z1fIEvl', '_Z1fPU3AS', '_Z1fL_Zl',
    ]
    text = ''.join(f'define i64 @"{n}"(i64 %x) {{\n  ret i64 %x\n}}\n' for n in names)
    return text + kernel('k', '_Z3absl')


def main():
    mode, out = sys.argv[1], sys.argv[2]
    long_name = '_Z%d%si' % (MIB, 'a' * MIB)
    if mode == 'long':
        text = kernel('k' + 'a' * MIB, long_name) + FOOTER % ('k' + 'a' * MIB)
    elif mode == 'unresolved':
        text = kernel('k', long_name, define_callee=False) + FOOTER % 'k'
    else:
        text = deep_manglings() + FOOTER % 'k'
    with open(out, 'w') as f:
        f.write(HEADER + text)


main()
