#!/usr/bin/env bash
# Runs dpctl_gpu_check.py with the dpctl of RELEASE (2026.2 by default:
# dpctl 0.22.1; 2025.3: dpctl 0.21.1) over our adapter for it: on the GPU
# machine with its Python 3.12 and UR_RT/gpu (make_ur_gpu_runtime.sh), else
# with the venv of fetch_ur_runtime.sh. The check is told the folder that
# libsycl, the loader and our adapter must come from. Exit 77 with neither.
# usage: dpctl_gpu_check.sh UR_RT_DIR dpctl_gpu_check.py [RELEASE]
set -uo pipefail
rt="${1:?usage: dpctl_gpu_check.sh UR_RT_DIR CHECK.py [RELEASE]}"
check="${2:?usage: dpctl_gpu_check.sh UR_RT_DIR CHECK.py [RELEASE]}"
release="${3:-2026.2}"
case "$release" in
  2026.2) lib="$rt/gpu/lib" venv="$rt/venv" ;;
  2025.3) lib="$rt/gpu/2025.3/lib" venv="$rt/venv-2025.3" ;;
  *) echo "dpctl_gpu_check: no dpctl runtime known for oneAPI $release" >&2; exit 2 ;;
esac
site="$lib/python3.12/site-packages"
if [ -d "$site/dpctl" ] && python3 -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))' 2>/dev/null; then
  PYTHONPATH="$site" exec python3 "$check" "$lib"
elif [ -x "$venv/bin/python" ]; then
  exec "$venv/bin/python" "$check" "$venv/lib"
fi
echo "SKIPPED: neither Python 3.12 with $site nor $venv"
exit 77
