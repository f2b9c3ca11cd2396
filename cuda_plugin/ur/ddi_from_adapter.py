#!/usr/bin/env python3
"""Writes a release's ur_ddi.h from facts in that release's own binaries.

  ddi_from_adapter.py [--loader LOADER_SO] [--reserved TABLE:INDEX]...
                      ADAPTER_SO UR_API_H OUT_UR_DDI_H

oneAPI 2025.3's intel-sycl-rt wheel ships ur_api.h but no ur_ddi.h (the
dispatch table structs). The table layout -- which functions, in which
order, in which table -- is read from an adapter built by Intel for that
release (libur_adapter_level_zero.so.0 of intel-cmplr-lib-ur): each exported
getter urGet<T>ProcAddrTable(version, table) stores every entry point at its
slot, so its machine code gives slot offset -> function, and the (unstripped)
symbol table names the function. Stores are followed with a small register
model over objdump's AT&T listing: `lea sym(%rip),%reg` then
`mov %reg,OFF(%table)`, 16-byte stores built with movq/punpcklqdq, loads of a
pointer from a relocated word (GOT or a static const table in .data.rel.ro)
and block copies (rep movsq, memcpy) from such a table, read through the
relocation entries. The parameter types of each function come from that
release's ur_api.h (`UR_APIEXPORT ur_result_t UR_APICALL urName(...)`).

A gap in a table's slot offsets, a store whose value cannot be resolved, a
slot whose function is not a ur_api.h function, or a function that does not
carry its table's prefix stops the script: nothing is guessed.

With --loader, the same reading is done on the release's loader
(libur_loader.so.0, whose getters fill every slot with its own ur_loader::
functions) and the two layouts must agree table by table, slot by slot.

The output has the shape gen_ddi.py reads: ur_pfn<Name>_t typedefs, one
ur_<t>_dditable_t per table in slot order, one urGet<T>ProcAddrTable
declaration per getter and ur_dditable_t with every table. It includes
"ur_api.h" from its own folder.
"""
import bisect
import pathlib
import re
import struct
import subprocess
import sys

from top_level import split_top_level

# Table order of ur_dditable_t in the 2026 headers; tables not listed here
# follow in getter order (the order only matters inside our own adapter).
CANONICAL_ORDER = [
    "Adapter", "Platform", "Context", "Event", "EventExp", "Program", "ProgramExp",
    "Kernel", "Queue", "QueueExp", "Sampler", "Mem", "PhysicalMem", "Enqueue",
    "EnqueueExp", "USM", "USMExp", "BindlessImagesExp", "CommandBufferExp",
    "GraphExp", "IPCExp", "MemoryExportExp", "UsmP2PExp", "VirtualMem", "Device",
    "DeviceExp",
]


class Fail(Exception):
    pass


def fail(msg):
    raise Fail(msg)


# --------------------------------------------------------------------------
# ELF64 little-endian reading: sections, symbols, relocations, bytes.

class Elf:
    def __init__(self, path):
        self.path = str(path)
        data = pathlib.Path(path).read_bytes()
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            fail(f"{path}: not a 64-bit little-endian ELF file")
        if struct.unpack_from("<H", data, 18)[0] != 62:
            fail(f"{path}: not an x86-64 ELF file")
        self.data = data
        shoff, = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
        self.sections = []
        for i in range(shnum):
            (name, stype, flags, addr, off, size, link, info, align,
             entsize) = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
            self.sections.append(dict(name=name, type=stype, flags=flags, addr=addr, off=off,
                                      size=size, link=link, entsize=entsize))
        strtab = self.sections[shstrndx]
        for s in self.sections:
            s["name"] = self._str(strtab["off"], s["name"])
        self.symbols = {}      # table index -> list of (name, value, size, type, shndx)
        self.by_addr = {}      # address -> set of defined function/object names
        self.dynsym = []
        for idx, s in enumerate(self.sections):
            if s["type"] in (2, 11):  # SHT_SYMTAB, SHT_DYNSYM
                syms = []
                strs = self.sections[s["link"]]["off"]
                for j in range(s["size"] // 24):
                    name, info, other, shndx, value, size = struct.unpack_from(
                        "<IBBHQQ", data, s["off"] + j * 24)
                    entry = (self._str(strs, name), value, size, info & 0xF, shndx)
                    syms.append(entry)
                    if entry[0] and shndx != 0 and entry[3] in (1, 2):  # OBJECT, FUNC
                        self.by_addr.setdefault(value, set()).add(entry[0].split("@")[0])
                self.symbols[idx] = syms
                if s["type"] == 11:
                    self.dynsym = syms
        if not any(s["type"] == 2 for s in self.sections):
            fail(f"{path}: stripped (no .symtab): slot functions cannot be named")
        self.relocs = {}       # address -> (type, symbol name or None, addend)
        for s in self.sections:
            if s["type"] == 4:  # SHT_RELA
                syms = self.symbols.get(s["link"], [])
                for j in range(s["size"] // 24):
                    offset, info, addend = struct.unpack_from("<QQq", data, s["off"] + j * 24)
                    rtype, symi = info & 0xFFFFFFFF, info >> 32
                    sym = syms[symi] if symi and symi < len(syms) else None
                    self.relocs[offset] = (rtype, sym, addend)
        self._func_starts = sorted(a for a in self.by_addr)

    def _str(self, base, off):
        end = self.data.index(b"\0", base + off)
        return self.data[base + off:end].decode()

    def read_word(self, addr):
        for s in self.sections:
            if s["addr"] and s["addr"] <= addr < s["addr"] + s["size"]:
                if s["type"] == 8:  # NOBITS
                    return 0
                return struct.unpack_from("<Q", self.data, s["off"] + addr - s["addr"])[0]
        fail(f"{self.path}: address {addr:#x} is in no section")

    def word_value(self, addr):
        """What the dynamic linker leaves in the 8-byte word at addr:
        ('addr', A) for a local address, ('sym', NAME) for an import."""
        r = self.relocs.get(addr)
        if r is None:
            v = self.read_word(addr)
            return ("addr", v) if v else None
        rtype, sym, addend = r
        if rtype == 8:  # R_X86_64_RELATIVE
            return ("addr", addend)
        if rtype in (1, 6, 7) and sym is not None:  # 64, GLOB_DAT, JUMP_SLOT
            name, value, _, _, shndx = sym
            if shndx != 0 and value:
                return ("addr", value + addend)
            if addend:
                fail(f"{self.path}: word at {addr:#x} is {name}+{addend}")
            return ("sym", name.split("@")[0])
        fail(f"{self.path}: word at {addr:#x} has relocation type {rtype}")

    def names_at(self, addr):
        return self.by_addr.get(addr, set())

    def exported_getters(self):
        out = {}
        for name, value, size, stype, shndx in self.dynsym:
            m = re.fullmatch(r"urGet(\w+)ProcAddrTable", name.split("@")[0])
            if m and stype == 2 and shndx != 0 and value:
                out[m.group(1)] = (value, size)
        return out


# --------------------------------------------------------------------------
# The register model over one getter's instructions.

REG64 = {}
for base in ("ax", "bx", "cx", "dx", "si", "di", "bp", "sp"):
    for alias in ("r" + base, "e" + base, base):
        REG64[alias] = "r" + base
for low, r in (("al", "rax"), ("bl", "rbx"), ("cl", "rcx"), ("dl", "rdx"),
               ("sil", "rsi"), ("dil", "rdi"), ("bpl", "rbp"), ("spl", "rsp")):
    REG64[low] = r
for n in range(8, 16):
    for suffix in ("", "d", "w", "b"):
        REG64[f"r{n}{suffix}"] = f"r{n}"
CALLER_SAVED = {"rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"}
VEC_RE = re.compile(r"%([xyz])mm(\d+)")  # the register file: by number, 8-byte words
WIDTH = {"x": 2, "y": 4, "z": 8}
LINE_RE = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*?)\s*$")
MEM_RE = re.compile(r"^(-?0x[0-9a-f]+|-?\d+)?\(%(\w+)(?:,%(\w+),(\d))?\)$")
TARGET_RE = re.compile(r"#\s*([0-9a-f]+)\b")


def split_operands(text):
    return split_top_level(text.split("#")[0])


def reg_of(op):
    if op.startswith("%") and op[1:] in REG64:
        return REG64[op[1:]]
    return None


def mem_of(op):
    m = MEM_RE.match(op)
    if not m:
        return None
    disp = int(m.group(1), 0) if m.group(1) else 0
    return disp, m.group(2), m.group(3)


class Model:
    """Values: ('addr', A) an address in the file, ('mem', A) the word at A,
    ('imm', N), ('sym', NAME) an imported symbol's address, None unknown."""

    def __init__(self, elf, strict):
        self.elf, self.strict = elf, strict
        self.regs = {}
        self.vecs = {}
        self.bases = {"rsi"}          # registers holding the table pointer
        self.slots = {}               # offset -> value
        self.touched = set()          # every offset stored to, known value or not

    def resolve(self, value):
        if value is None:
            return None
        kind, v = value
        if kind == "mem":
            return self.elf.word_value(v)
        if kind in ("addr", "sym"):
            return value
        return None

    def store(self, off, value, where):
        self.touched.add(off)
        resolved = self.resolve(value)
        if resolved is None:
            if self.strict:
                fail(f"{self.elf.path}: {where}: stores a value that is not a known address "
                     f"at table offset {off:#x}")
            return
        old = self.slots.get(off)
        if old is not None and old != resolved:
            fail(f"{self.elf.path}: {where}: table offset {off:#x} is stored twice with "
                 f"different functions")
        self.slots[off] = resolved

    def set_reg(self, reg, value, base=False):
        self.regs[reg] = value
        if base:
            self.bases.add(reg)
        else:
            self.bases.discard(reg)

    def table_mem(self, op):
        m = mem_of(op)
        if m and m[1] in REG64 and REG64[m[1]] in self.bases and m[2] is None:
            return m[0]
        return None

    def step(self, addr, mnem, rest):
        where = f"{addr}: {mnem} {rest}"
        ops = split_operands(rest)
        target = TARGET_RE.search(rest)
        rip_addr = int(target.group(1), 16) if target and "(%rip)" in rest else None
        if mnem.startswith("ret") or mnem.startswith("j") or mnem in ("endbr64", "nop", "nopl",
                                                                       "nopw", "cs", "int3"):
            return
        if mnem in ("push", "pushq", "cmp", "cmpl", "cmpq", "cmpb", "test", "testl", "testq",
                    "testb") or mnem.startswith("cmp") and not mnem.startswith("cmov"):
            return
        if mnem in ("call", "callq"):
            if "memcpy" in rest or "memmove" in rest:
                self.block_copy(self.regs.get("rdi"), "rdi" in self.bases, self.regs.get("rsi"),
                                self.regs.get("rdx"), 1, where)
            for r in CALLER_SAVED:
                self.regs.pop(r, None)
                self.bases.discard(r)
            self.vecs.clear()
            return
        if mnem.startswith("rep") and rest.startswith("movs"):
            unit = {"q": 8, "l": 4, "w": 2, "b": 1}[rest.split()[0][-1]]
            self.block_copy(self.regs.get("rdi"), "rdi" in self.bases, self.regs.get("rsi"),
                            self.regs.get("rcx"), unit, where)
            for r in ("rcx", "rsi", "rdi"):
                self.regs.pop(r, None)
                self.bases.discard(r)
            return
        if len(ops) == 2:
            src, dst = ops
            # a store into the table
            off = self.table_mem(dst)
            if off is not None:
                if mnem in ("mov", "movq") and reg_of(src):
                    self.store(off, self.regs.get(reg_of(src)), where)
                    return
                vec = VEC_RE.fullmatch(src)
                if vec and mnem in ("movups", "movaps", "movdqu", "movdqa", "vmovups", "vmovaps",
                                    "vmovdqu", "vmovdqa", "vmovdqu64", "vmovdqa64", "movq",
                                    "vmovq", "movlps", "movhps", "movsd", "vmovsd"):
                    words = self.vecs.get(vec.group(2))
                    n = WIDTH[vec.group(1)]
                    if mnem in ("movq", "vmovq", "movlps", "movsd", "vmovsd"):
                        n = 1
                    if mnem == "movhps":
                        words = (words or [None, None])[1:]
                        n = 1
                    for i in range(n):
                        w = words[i] if words and i < len(words) else None
                        self.store(off + 8 * i, w, where)
                    return
                if mnem in ("movq", "mov") and src.startswith("$"):
                    if int(src[1:], 0) == 0 and not self.strict:
                        return
                    fail(f"{self.elf.path}: {where}: stores a constant into the table")
                fail(f"{self.elf.path}: {where}: a store into the table this script does not "
                     f"understand")
            dreg = reg_of(dst)
            sreg = reg_of(src)
            dvec = VEC_RE.fullmatch(dst)
            svec = VEC_RE.fullmatch(src)
            if mnem == "lea" and dreg:
                if rip_addr is not None:
                    self.set_reg(dreg, ("addr", rip_addr))
                else:
                    m = mem_of(src)
                    if m and m[2] is None and REG64.get(m[1]) in self.bases and m[0] == 0:
                        self.set_reg(dreg, None, base=True)
                    else:
                        self.set_reg(dreg, None)
                return
            if mnem in ("mov", "movq", "movl") and dreg:
                if sreg:
                    if dst[1:] == dreg:  # a 64-bit copy
                        self.set_reg(dreg, self.regs.get(sreg), base=sreg in self.bases)
                    else:
                        self.set_reg(dreg, None)
                    return
                if src.startswith("$"):
                    self.set_reg(dreg, ("imm", int(src[1:], 0)))
                    return
                if rip_addr is not None and mnem in ("mov", "movq"):
                    self.set_reg(dreg, ("mem", rip_addr))
                    return
                self.set_reg(dreg, None)
                return
            if dvec:
                name = dvec.group(2)
                if mnem in ("movq", "vmovq") and sreg:
                    self.vecs[name] = [self.regs.get(sreg), ("imm", 0)]
                    return
                if rip_addr is not None and mnem in ("movups", "movaps", "movdqu", "movdqa",
                                                     "vmovups", "vmovaps", "vmovdqu", "vmovdqa",
                                                     "movq", "vmovq"):
                    n = WIDTH[dvec.group(1)]
                    if mnem in ("movq", "vmovq"):
                        n = 1
                    self.vecs[name] = [("mem", rip_addr + 8 * i) for i in range(n)]
                    return
                if mnem == "punpcklqdq" and svec:
                    a = self.vecs.get(name) or [None, None]
                    b = self.vecs.get(svec.group(2)) or [None, None]
                    self.vecs[name] = [a[0], b[0]]
                    return
                if mnem in ("movhps", "pinsrq") and rip_addr is not None:
                    a = self.vecs.get(name) or [None, None]
                    self.vecs[name] = [a[0], ("mem", rip_addr)]
                    return
                if mnem in ("movdqa", "movaps", "movups", "movdqu") and svec:
                    self.vecs[name] = list(self.vecs.get(svec.group(2)) or [])
                    return
                self.vecs.pop(name, None)
                return
            if dreg:
                self.set_reg(dreg, None)
            return
        if len(ops) == 3 and VEC_RE.fullmatch(ops[2]):
            # AVX three-operand forms: vpunpcklqdq b,a,dst ; vmovq reg? ; vpinsrq $1,reg,a,dst
            name = VEC_RE.fullmatch(ops[2]).group(2)
            if mnem == "vpunpcklqdq" and VEC_RE.fullmatch(ops[0]) and VEC_RE.fullmatch(ops[1]):
                a = self.vecs.get(VEC_RE.fullmatch(ops[1]).group(2)) or [None, None]
                b = self.vecs.get(VEC_RE.fullmatch(ops[0]).group(2)) or [None, None]
                self.vecs[name] = [a[0], b[0]]
                return
            self.vecs.pop(name, None)
            return
        if len(ops) == 4 and mnem == "vpinsrq" and ops[0] == "$0x1" and reg_of(ops[1]):
            a = self.vecs.get(VEC_RE.fullmatch(ops[2]).group(2)) or [None, None]
            self.vecs[VEC_RE.fullmatch(ops[3]).group(2)] = [a[0], self.regs.get(reg_of(ops[1]))]
            return
        if len(ops) == 4 and mnem in ("vinserti128", "vinsertf128") and ops[0] == "$0x1" \
                and all(VEC_RE.fullmatch(o) for o in ops[1:]):
            low = (self.vecs.get(VEC_RE.fullmatch(ops[2]).group(2)) or [None, None])[:2]
            high = (self.vecs.get(VEC_RE.fullmatch(ops[1]).group(2)) or [None, None])[:2]
            self.vecs[VEC_RE.fullmatch(ops[3]).group(2)] = low + [None] * (2 - len(low)) + high
            return
        if ops:
            dreg = reg_of(ops[-1])
            if dreg:
                self.set_reg(dreg, None)
            dvec = VEC_RE.fullmatch(ops[-1])
            if dvec:
                self.vecs.pop(dvec.group(2), None)
            if self.table_mem(ops[-1]) is not None and self.strict:
                fail(f"{self.elf.path}: {where}: writes into the table in a way this script "
                     f"does not understand")

    def block_copy(self, dst, dst_is_table, src, count, unit, where):
        if not dst_is_table:
            return
        if src is None or src[0] != "addr" or count is None or count[0] != "imm":
            if self.strict:
                fail(f"{self.elf.path}: {where}: copies into the table from an unknown place")
            return
        nbytes = count[1] * unit
        if nbytes % 8:
            fail(f"{self.elf.path}: {where}: copies {nbytes} bytes into the table")
        for i in range(nbytes // 8):
            self.store(8 * i, ("mem", src[1] + 8 * i), where)


def disassemble(elf, start, size):
    out = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", "-M", "att", "-w",
         f"--start-address={start:#x}", f"--stop-address={start + size:#x}", elf.path],
        check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        m = LINE_RE.match(line)
        if m and not line.rstrip().endswith(">:"):
            yield m.group(1), m.group(2), m.group(3)


def read_tables(elf, strict):
    """{table: {offset: ('addr', A) or ('sym', NAME)}} for every exported getter."""
    tables = {}
    for table, (start, size) in sorted(elf.exported_getters().items()):
        if not size:
            fail(f"{elf.path}: urGet{table}ProcAddrTable has no size in the symbol table")
        model = Model(elf, strict)
        for addr, mnem, rest in disassemble(elf, start, size):
            model.step(addr, mnem, rest)
        if not model.slots:
            fail(f"{elf.path}: urGet{table}ProcAddrTable stores nothing this script can read")
        tables[table] = model
    return tables


LOADER_SLOT_RE = re.compile(r"^(0x[0-9a-f]+)\(%(r\w+)\)$")


def loader_record(elf):
    """Where the loader keeps each adapter's tables: its getters call the
    adapter's getter with `lea OFF(%rec),%rsi` (OFF: the table's offset in the
    loader's per-adapter record, which holds one ur_dditable_t) and step to the
    next record with `add $STRIDE,%rec`. Returns ({table: OFF}, STRIDE), or
    None where a getter does not look like that."""
    offsets, strides = {}, set()
    for table, (start, size) in elf.exported_getters().items():
        off = stride = None
        for _, mnem, rest in disassemble(elf, start, size):
            ops = split_operands(rest)
            if mnem == "lea" and len(ops) == 2 and ops[1] == "%rsi" and off is None:
                m = LOADER_SLOT_RE.match(ops[0])
                if m and m.group(2) != "rip":
                    off = int(m.group(1), 16)
            if mnem == "add" and len(ops) == 2 and ops[0].startswith("$") and stride is None:
                stride = int(ops[0][1:], 0)
        if off is None or stride is None:
            return None
        offsets[table] = off
        strides.add(stride)
    if len(strides) != 1:
        return None
    return offsets, strides.pop()


def check_record(tables, record, loader):
    """The loader's record offsets must step by each table's size, in one order."""
    offsets, stride = record
    if set(offsets) != set(tables):
        fail(f"{loader}: its getters are for other tables than the adapter's")
    ordered = sorted(tables, key=offsets.get)
    ends = [offsets[t] for t in ordered[1:]] + [stride]
    for table, end in zip(ordered, ends):
        size = 8 * len(tables[table])
        room = end - offsets[table]
        last = table == ordered[-1]
        if room != size and not (last and room > size):
            fail(f"{loader}: keeps {room // 8} slots for table {table} in its per-adapter "
                 f"ur_dditable_t, the adapter's getter fills {len(tables[table])}")
    return ordered


# --------------------------------------------------------------------------
# Names.

def source_name(symbol):
    """The unqualified function name of a C or Itanium-mangled symbol."""
    if not symbol.startswith("_Z"):
        return symbol
    s = symbol[2:]
    if s.startswith("N"):
        s = s[1:]
        while s and s[0] in "rVKRO":
            s = s[1:]
        last = None
        while s and s[0].isdigit():
            m = re.match(r"(\d+)", s)
            n = int(m.group(1))
            last = s[len(m.group(1)):len(m.group(1)) + n]
            s = s[len(m.group(1)) + n:]
        return last
    m = re.match(r"L?(\d+)", s)
    if m:
        return s[m.end():m.end() + int(m.group(1))]
    return None


def function_of(elf, value, api, where):
    kind, v = value
    if kind == "sym":
        candidates = {v}
    else:
        candidates = elf.names_at(v)
        if not candidates:
            fail(f"{elf.path}: {where}: no symbol at {v:#x}")
    names = {source_name(c) for c in candidates}
    known = {n for n in names if n in api}
    if len(known) == 1:
        return known.pop()
    if not known:
        fail(f"{elf.path}: {where}: {', '.join(sorted(candidates))} is not a function of "
             f"this release's ur_api.h")
    fail(f"{elf.path}: {where}: the address {v:#x} carries several UR functions "
         f"({', '.join(sorted(known))}; identical code folded?)")


def layout(elf, api, strict=True, reserved=()):
    """{table: [function, or None for a reserved slot, ...]} in slot order.

    A slot no store fills is an error unless (table, index) is in reserved.
    In the lenient reading (strict=False, for the loader) stores of values
    that cannot be resolved still count for the table's extent, so a slot
    inside the table that no known function fills shows up as None."""
    result = {}
    for table, model in read_tables(elf, strict).items():
        slots = model.slots
        extent = max(model.touched | set(slots)) + 8
        odd = sorted(o for o in model.touched | set(slots) if o % 8)
        if odd:
            fail(f"{elf.path}: urGet{table}ProcAddrTable stores at unaligned offsets "
                 + ", ".join(hex(o) for o in odd))
        functions = []
        for o in range(0, extent, 8):
            where = f"urGet{table}ProcAddrTable slot {o // 8} (offset {o:#x})"
            if o in slots:
                functions.append(function_of(elf, slots[o], api, where))
            elif not strict or (table, o // 8) in reserved:
                functions.append(None)
            else:
                fail(f"{elf.path}: {where} is left unset while later slots are filled: "
                     f"the function there cannot be named without guessing (if the "
                     f"release's loader leaves it unset too, pass --reserved "
                     f"{table}:{o // 8} to keep it as an unnamed pointer)")
        for table_slot in reserved:
            if strict and table_slot[0] == table and functions[table_slot[1]:table_slot[1] + 1] \
                    not in ([None],):
                fail(f"{elf.path}: --reserved {table_slot[0]}:{table_slot[1]} names a slot "
                     f"that is filled or outside the table")
        named = [f for f in functions if f]
        dup = {f for f in named if named.count(f) > 1}
        if dup:
            fail(f"{elf.path}: urGet{table}ProcAddrTable has {', '.join(sorted(dup))} "
                 f"in more than one slot")
        result[table] = functions
    if strict:
        for t, i in reserved:
            if t not in result:
                fail(f"{elf.path}: --reserved {t}:{i}: no urGet{t}ProcAddrTable")
    return result


def snake(table):
    parts = re.findall(r"P2P|[A-Z]{2,}(?=[A-Z][a-z]|$)|[A-Z][a-z]+|[A-Z]+|\d+", table)
    if "".join(parts) != table:
        fail(f"cannot name the struct of table {table}")
    return "_".join(p.lower() for p in parts)


def member(table, function):
    prefix = "ur" + (table[:-3] if table.endswith("Exp") else table)
    if not function.startswith(prefix) or len(function) == len(prefix):
        fail(f"{function} is in table {table} but does not start with {prefix}")
    return "pfn" + function[len(prefix):]


# --------------------------------------------------------------------------
# ur_api.h.

DECL_RE = re.compile(r"UR_APIEXPORT\s+ur_result_t\s+UR_APICALL\s+(ur\w+)\s*\((.*?)\)\s*;", re.S)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def param_type(param, function):
    if param == "void":
        return None
    if "(" in param or "[" in param:
        fail(f"ur_api.h: {function}: parameter '{param}' needs a declarator this script "
             f"does not rewrite")
    m = re.fullmatch(r"(.*?[\s*])\s*([A-Za-z_]\w*)", param)
    if not m or not m.group(1).strip():
        fail(f"ur_api.h: {function}: cannot split '{param}' into type and name")
    return " ".join(m.group(1).split())


def read_api(path):
    text = strip_comments(pathlib.Path(path).read_text())
    api = {}
    for name, params in DECL_RE.findall(text):
        types = [t for t in (param_type(p, name) for p in split_top_level(params)) if t]
        api[name] = types
    if not api:
        fail(f"{path}: no `UR_APIEXPORT ur_result_t UR_APICALL ur...(` declarations")
    return api


# --------------------------------------------------------------------------
# Output.

def order(tables, loader_order=None):
    if loader_order:
        return loader_order
    known = [t for t in CANONICAL_ORDER if t in tables]
    return known + [t for t in sorted(tables) if t not in CANONICAL_ORDER]


def render(tables, api, adapter_name, loader_order=None):
    out = ["/*",
           f" * ur_ddi.h synthesized by ddi_from_adapter.py from {adapter_name}'s",
           " * urGet<T>ProcAddrTable getters (slot order) and this folder's ur_api.h",
           " * (parameter types). Do not edit.",
           " */",
           "#ifndef UR_DDI_H_INCLUDED",
           "#define UR_DDI_H_INCLUDED",
           "#if defined(__cplusplus)",
           "#pragma once",
           "#endif",
           "#include \"ur_api.h\"",
           "",
           "#if defined(__cplusplus)",
           "extern \"C\" {",
           "#endif",
           ""]
    for table in order(tables, loader_order):
        t = snake(table)
        for function in filter(None, tables[table]):
            params = ", ".join(api[function]) or "void"
            out += [f"/// @brief Function-pointer for {function}",
                    f"typedef ur_result_t(UR_APICALL *ur_pfn{function[2:]}_t)({params});", ""]
        out.append(f"/// @brief Table of {table} functions pointers")
        out.append(f"typedef struct ur_{t}_dditable_t {{")
        for index, function in enumerate(tables[table]):
            if function is None:
                out.append(f"  void *pfnReserved{index}; /* unset by the release's adapter "
                           "and loader */")
                continue
            out.append(f"  ur_pfn{function[2:]}_t {member(table, function)};")
        out += [f"}} ur_{t}_dditable_t;", "",
                f"/// @brief Exported function for filling application's {table} table",
                f"UR_DLLEXPORT ur_result_t UR_APICALL urGet{table}ProcAddrTable("
                f"ur_api_version_t version, ur_{t}_dditable_t *pDdiTable);", "",
                f"/// @brief Function-pointer for urGet{table}ProcAddrTable",
                f"typedef ur_result_t(UR_APICALL *ur_pfnGet{table}ProcAddrTable_t)("
                f"ur_api_version_t, ur_{t}_dditable_t *);", ""]
    out.append("/// @brief Container for all DDI tables")
    out.append("typedef struct ur_dditable_t {")
    for table in order(tables, loader_order):
        out.append(f"  ur_{snake(table)}_dditable_t {table};")
    out += ["} ur_dditable_t;", "",
            "#if defined(__cplusplus)", "} // extern \"C\"", "#endif", "",
            "#endif // UR_DDI_H_INCLUDED", ""]
    return "\n".join(out)


def compare(a, b, a_name, b_name):
    """Differences between two layouts, one line each."""
    lines = []
    for table in sorted(set(a) | set(b)):
        if table not in a or table not in b:
            lines.append(f"table {table}: only in {a_name if table in a else b_name}")
            continue
        if a[table] != b[table]:
            for i in range(max(len(a[table]), len(b[table]))):
                x = a[table][i] if i < len(a[table]) else "(past the end)"
                y = b[table][i] if i < len(b[table]) else "(past the end)"
                if x != y:
                    lines.append(f"table {table} slot {i}: {a_name} {x}, {b_name} {y}")
    return lines


def main(argv):
    args = list(argv)
    loader = None
    reserved = set()
    while args and args[0] in ("--loader", "--reserved") and len(args) > 1:
        if args[0] == "--loader":
            loader = args[1]
        else:
            m = re.fullmatch(r"(\w+):(\d+)", args[1])
            if not m:
                print(f"ddi_from_adapter.py: --reserved wants TABLE:INDEX, not {args[1]}",
                      file=sys.stderr)
                return 2
            reserved.add((m.group(1), int(m.group(2))))
        args = args[2:]
    if len(args) != 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    adapter_so, api_h, out_h = args
    try:
        api = read_api(api_h)
        elf = Elf(adapter_so)
        tables = layout(elf, api, reserved=reserved)
        for table, functions in tables.items():
            for function in filter(None, functions):
                member(table, function)
        for table in tables:
            snake(table)
        loader_order = None
        if loader:
            loader_elf = Elf(loader)
            theirs = layout(loader_elf, api, strict=False)
            diff = compare(tables, theirs, "adapter", "loader")
            if diff:
                fail(f"{adapter_so} and {loader} disagree on the table layout:\n  "
                     + "\n  ".join(diff))
            record = loader_record(loader_elf)
            if record is None:
                print(f"ddi_from_adapter.py: note: {loader}: per-adapter table record not "
                      f"recognized; table sizes not checked against it", file=sys.stderr)
            else:
                loader_order = check_record(tables, record, loader)
        text = render(tables, api, pathlib.Path(adapter_so).name, loader_order)
    except (Fail, subprocess.CalledProcessError, OSError) as e:
        print(f"ddi_from_adapter.py: {e}", file=sys.stderr)
        return 1
    pathlib.Path(out_h).parent.mkdir(parents=True, exist_ok=True)
    tmp = pathlib.Path(str(out_h) + ".tmp")
    tmp.write_text(text)
    tmp.replace(out_h)
    print(f"ddi_from_adapter.py: {len(tables)} tables, "
          f"{sum(len(f) for f in tables.values())} slots"
          + (f" ({len(reserved)} reserved)" if reserved else "")
          + f" from {pathlib.Path(adapter_so).name}"
          + (f", agreed by {pathlib.Path(loader).name}" if loader else "")
          + (" (tables in its ur_dditable_t order)" if loader and loader_order else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
