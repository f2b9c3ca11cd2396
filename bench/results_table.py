#!/usr/bin/env python3
"""Prints a benchmark CSV (run_benchmarks.sh, run_cpu_benchmarks.sh) as a
markdown table for bench/README.md: the summary rows (per-function detail
rows only with --all; failed rows always), preceded by a line naming the
date (from the file name, <date>-<gpu>.csv), the device and the driver.

usage: results_table.py CSV [--all]"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from bench_csv import command_line, read_rows, summary_rows  # noqa: E402

COLUMNS = ["name", "ours", "reference", "unit", "ratio", "min", "median", "goal", "status"]


def cell(row, column):
    value = row[column]
    if column == "goal" and value:
        return "≥ " + value
    if column == "status" and value in ("below", "FAIL"):
        return f"**{value}**"
    return value.replace("|", "\\|")


def main():
    (path,), show_all = command_line(__doc__.splitlines()[-1], 1)
    rows = read_rows(path, "results_table")
    date = re.match(r"(\d{4}-\d{2}-\d{2})", os.path.basename(path))
    device, driver = rows[0]["device"], rows[0]["driver"]
    print(f"Measured {date.group(1) if date else '(undated)'} on {device or 'an unnamed device'}"
          + (f", driver {driver}" if driver else "") + f" (`{os.path.basename(path)}`).")
    print()
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "|".join(["---"] + ["--:"] * 2 + ["---"] + ["--:"] * 4 + ["---"]) + "|")
    for row in summary_rows(rows, show_all):
        print("| " + " | ".join(cell(row, c) for c in COLUMNS) + " |")


if __name__ == "__main__":
    main()
