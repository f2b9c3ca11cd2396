#!/bin/sh
# on_full_disk.sh DIR COMMAND...: runs COMMAND with a full file system at DIR
# (a 4 KiB tmpfs, filled, in a mount namespace of its own, so nothing else
# sees it; needs root), then prints "left:" and what is in DIR, and exits
# with COMMAND's status.
dir=$1
shift
exec unshare -m sh -c '
  dir=$1; shift
  mount -t tmpfs -o size=4k tmpfs "$dir" || exit 125
  head -c 4096 /dev/zero > "$dir/filler" 2>/dev/null
  "$@"
  status=$?
  echo "left:" $(ls -A "$dir")
  exit $status' sh "$dir" "$@"
