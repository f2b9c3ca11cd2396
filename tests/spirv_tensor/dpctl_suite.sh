#!/usr/bin/env bash
# On the GPU machine: dpctl 0.21.1's own tests on cuda:gpu through Intel's
# 2025.3 runtime, our UR adapter and the door, every kernel from the compile
# cache (SYCL_NVPTX_DRIVER=off: no compiler there). Bundle from
# make_dpctl_suite_bundle.sh. Runs the tests in pytest's order, each with a
# 120 s limit, for at most SECONDS; after a lost CUDA context it starts again
# after that test. OUT gets NAME.log (pytest -v), NAME.todo (what is left)
# and NAME.lost, and the counts of tests by their last result are printed.
# usage: dpctl_suite.sh BUNDLE OUT NAME SECONDS [NODE_IDS_FILE]
set -uo pipefail
bundle="$(cd "$1" && pwd)" out="$(cd "$2" && pwd)" name=$3 end=$((SECONDS + $4)) ids=${5:-}
[ -d "$bundle/rt" ] || { mkdir -p "$bundle/rt" && tar -C "$bundle/rt" -xJf "$bundle/rt.tar.xz"; }
# The cache's parts (make_dpctl_suite_bundle.sh), each unpacked once: a
# bundle too large for one carry arrives over several calls.
mkdir -p "$bundle/cache"
for part in "$bundle"/cache.*.tar.xz; do
  [ -e "$part" ] && [ ! -e "$bundle/cache/.${part##*/}.done" ] &&
    tar -C "$bundle/cache" -xJf "$part" && touch "$bundle/cache/.${part##*/}.done"
done
site="$bundle/rt/lib/python3.12/site-packages"
export LD_PRELOAD="$bundle/libsycl_spirv_door.so" SYCL_NVPTX_CACHE_DIR="$bundle/cache" SYCL_NVPTX_DRIVER=off \
  ONEAPI_DEVICE_SELECTOR=cuda:gpu PYTHONPATH="$bundle:$site" DPCTL_LOST_LOG="$out/$name.lost"
cd "$site" || exit 1
python3 -c "import dpctl; print(dpctl.get_devices())"
if [ -n "$ids" ]; then
  cp "$ids" "$out/$name.todo"
else
  python3 -m pytest -p no:cacheprovider --collect-only -q dpctl/tests 2>/dev/null | grep '::' >"$out/$name.todo"
fi
while [ -s "$out/$name.todo" ] && [ $((end - SECONDS)) -gt 20 ]; do
  timeout -k 5 $((end - SECONDS)) python3 -m pytest -p no:cacheprovider -p dpctl_lost_context --timeout=120 \
    -v --tb=line -o console_output_style=classic "@$out/$name.todo" >>"$out/$name.log" 2>&1
  echo "pytest exit $?" >>"$out/$name.log"
  python3 - "$out/$name.log" "$out/$name.todo" <<'PY'
import re, sys
log, todo = sys.argv[1], sys.argv[2]
done = {m.group(1) for m in re.finditer(r"^(\S+::.*?) (PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS)( \(.*\))?\s*$",
                                        open(log).read(), re.M)}
left = [t for t in open(todo).read().splitlines() if t and t not in done]
open(todo, "w").write("".join(t + "\n" for t in left))
PY
done
python3 - "$out/$name.log" <<'PY'
import collections, re, sys
last = {m.group(1): m.group(2) for m in re.finditer(
    r"^(\S+::.*?) (PASSED|FAILED|SKIPPED|ERROR|XFAIL|XPASS)( \(.*\))?\s*$", open(sys.argv[1]).read(), re.M)}
counts = collections.Counter(last.values())
print(", ".join(f"{s} {counts[s]}" for s in ("PASSED", "FAILED", "SKIPPED", "ERROR", "XFAIL", "XPASS")))
PY
echo "not run $(wc -l <"$out/$name.todo"), lost contexts $(cat "$out/$name.lost" 2>/dev/null | wc -l)"
