#!/usr/bin/env bash
# Turns the benchmarks' RESULT rows into a CSV (one row per measurement) and
# prints the summary table: every row that is not a per-function detail, and
# every FAIL. Exit 1 when a row failed its check, else 0 (a ratio below its
# goal is reported, not a failure). The CSV is written whole or not at all.
# usage: collect_results.sh ROWS CSV
#   ROWS: lines "<bench>\tRESULT\t<name>\t<ours>\t<reference>\t<unit>\t<ratio>
#         \t<repeats>\t<min>\t<median>\t<goal>\t<status>\t<detail>\t<note>"
#         (bench/common/bench.h) and "<bench>\tDEVICE\t<name>\t<driver>"
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: collect_results.sh ROWS CSV" >&2; exit 2; }
rows="$1" csv="$2"
[ -r "$rows" ] || { echo "collect_results: cannot read $rows" >&2; exit 2; }
mkdir -p "$(dirname "$csv")"
awk -F'\t' -v csv="$csv.tmp" -v csv_name="$csv" '
function quote(s) {
  if (s ~ /[",]/) { gsub(/"/, "\"\"", s); return "\"" s "\"" }
  return s
}
$2 == "DEVICE" { if (device == "") { device = $3; driver = $4 } next }
$2 == "RESULT" {
  n++
  bench[n] = $1
  for (i = 1; i <= 12; i++) field[n, i] = $(i + 2)
  if (length($3) > width) width = length($3)
}
END {
  print "bench,name,ours,reference,unit,ratio,repeats,min,median,goal,status,detail,note,device,driver" > csv
  for (r = 1; r <= n; r++) {
    line = quote(bench[r])
    for (i = 1; i <= 12; i++) line = line "," quote(field[r, i])
    print line "," quote(device) "," quote(driver) > csv
  }
  close(csv)
  if (width > 60) width = 60
  if (width < 4) width = 4
  printf "\n%s%s\n", (device == "" ? "(no device line)" : device), (driver == "" ? "" : ", driver " driver)
  format = "%-" width "s %10s %10s %-9s %7s %7s %7s %7s  %s\n"
  printf format, "name", "ours", "reference", "unit", "ratio", "min", "median", "goal", "status"
  for (r = 1; r <= n; r++) {
    status = field[r, 10]
    count[status]++
    if (field[r, 11] == 1 && status != "FAIL") continue
    name = substr(field[r, 1], 1, width)
    if (status == "FAIL" || status == "missing") {
      printf format, name, "", "", field[r, 4], "", "", "", "", status
      printf "%" width "s  %s\n", "", field[r, 12]
      continue
    }
    goal = field[r, 9] == "" ? "" : ">=" field[r, 9]
    printf format, name, field[r, 2], field[r, 3], field[r, 4], field[r, 5], field[r, 7], field[r, 8], goal, status
  }
  printf "\nbenchmarks: %d rows: %d ok, %d below goal, %d FAIL, %d missing; %s\n", n, count["ok"], count["below"], count["FAIL"], count["missing"], csv_name
  exit count["FAIL"] > 0
}' "$rows" && status=0 || status=$?
if [ -f "$csv.tmp" ]; then
  mv "$csv.tmp" "$csv"
fi
exit $status
