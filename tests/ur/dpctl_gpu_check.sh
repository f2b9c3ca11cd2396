#!/usr/bin/env bash
# Runs dpctl_gpu_check.py with dpctl 0.22.1 over our adapter: on the GPU
# machine with its Python 3.12 and UR_RT/gpu (make_ur_gpu_runtime.sh), else
# with the venv of fetch_ur_runtime.sh (UR_RT/venv). Exit 77 with neither.
# usage: dpctl_gpu_check.sh UR_RT_DIR dpctl_gpu_check.py
set -uo pipefail
rt="${1:?usage: dpctl_gpu_check.sh UR_RT_DIR CHECK.py}"
check="${2:?usage: dpctl_gpu_check.sh UR_RT_DIR CHECK.py}"
site="$rt/gpu/lib/python3.12/site-packages"
if [ -d "$site/dpctl" ] && python3 -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))' 2>/dev/null; then
  PYTHONPATH="$site" exec python3 "$check"
elif [ -x "$rt/venv/bin/python" ]; then
  exec "$rt/venv/bin/python" "$check"
fi
echo "SKIPPED: neither Python 3.12 with $site nor $rt/venv"
exit 77
