#!/usr/bin/env python3
"""The plugin's layering: no file of the CUDA core includes pi.h or the UR headers, directly or
through a header, and the core's headers include each other without a cycle.

    layering_test.py CORE_DIR [INCLUDE_DIR ...]   check the core
    layering_test.py --self-test                  check the checker on made-up trees

Quoted includes are followed through CORE_DIR and the INCLUDE_DIRs the core is
built with; anything else (cuda.h, libc) is outside the core and not read."""
import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
ABI_HEADERS = {'pi.h', 'ur_api.h', 'ur_ddi.h'}


def resolve(name, here, dirs):
    for d in [here] + dirs:
        path = os.path.join(d, name)
        if os.path.isfile(path):
            return os.path.normpath(path)
    return None


def includes(path, dirs):
    """(written name, resolved path or None) for each include of path."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for quote, name in INCLUDE.findall(text):
        found = resolve(name, os.path.dirname(path), dirs) if quote == '"' else None
        yield name, found


def check(core, dirs):
    core = os.path.normpath(core)
    search = [core] + dirs
    sources = sorted(os.path.join(core, f) for f in os.listdir(core) if f.endswith(('.c', '.h')))
    errors = []
    for source in sources:
        seen, chain = set(), [(source, [os.path.basename(source)])]
        while chain:
            path, via = chain.pop()
            if path in seen:
                continue
            seen.add(path)
            for name, found in includes(path, search):
                if os.path.basename(name) in ABI_HEADERS:
                    errors.append('%s includes %s (via %s): the core knows no ABI'
                                  % (source, name, ' -> '.join(via)))
                elif found:
                    chain.append((found, via + [name]))
    headers = [s for s in sources if s.endswith('.h')]
    graph = {h: [f for _, f in includes(h, search) if f and os.path.dirname(f) == core]
             for h in headers}
    state = {}

    def visit(node, stack):
        state[node] = 'open'
        for nxt in graph.get(node, []):
            if state.get(nxt) == 'open':
                cycle = stack[stack.index(nxt):] + [nxt]
                errors.append('include cycle: ' + ' -> '.join(os.path.basename(c) for c in cycle))
            elif nxt not in state:
                visit(nxt, stack + [nxt])
        state[node] = 'done'

    for h in headers:
        if h not in state:
            visit(h, [h])
    return errors


def self_test():
    cases = {
        'clean': ({'a.h': '#include "b.h"\n', 'b.h': '#include <cuda.h>\n',
                   'a.c': '#include "a.h"\n'}, 0),
        'direct': ({'a.c': '#include "pi.h"\n'}, 1),
        'UR header': ({'a.c': '#include <unified-runtime/ur_ddi.h>\n'}, 1),
        'through a header': ({'a.h': '#include "b.h"\n', 'b.h': '#include <pi.h>\n',
                              'a.c': '#include "a.h"\n'}, 3),
        'cycle': ({'a.h': '#include "b.h"\n', 'b.h': '#include "a.h"\n'}, 1),
    }
    failed = 0
    for name, (files, expected) in cases.items():
        with tempfile.TemporaryDirectory() as d:
            for f, text in files.items():
                with open(os.path.join(d, f), 'w', encoding='utf-8') as out:
                    out.write(text)
            errors = check(d, [])
        if (len(errors) > 0) != (expected > 0):
            print('self-test %s: expected %s, got %s' % (name, expected, errors))
            failed += 1
    print('layering self-test: %d of %d cases wrong' % (failed, len(cases)))
    return 1 if failed else 0


def main(argv):
    if argv[1:] == ['--self-test']:
        return self_test()
    errors = check(argv[1], [os.path.normpath(d) for d in argv[2:]])
    for e in errors:
        print(e)
    print('layering: %d problems in %s' % (len(errors), argv[1]))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
