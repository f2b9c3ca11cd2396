#!/usr/bin/env python3
"""Plots a benchmark CSV (run_benchmarks.sh, run_cpu_benchmarks.sh) as a PNG:
one horizontal bar per row with its ratio (ours over the reference as
performance: right of 1 is ours faster) and a black tick at its goal; bars
below their goal are orange, failed rows are labelled FAIL without a bar.
Per-function detail rows are left out unless --all. Needs matplotlib
(scripts/setup.sh --bench installs it from PyPI).

usage: plot_results.py CSV PNG [--all]"""
import math
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from bench_csv import command_line, read_rows, summary_rows  # noqa: E402


def main():
    (source, target), show_all = command_line(__doc__.splitlines()[-1], 2)
    rows = [r for r in summary_rows(read_rows(source, "plot_results"), show_all)
            if r["status"] != "missing"]
    if not rows:
        sys.exit(f"plot_results: {source}: no rows to plot")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    height = 1.6 + 0.32 * len(rows)
    fig, ax = plt.subplots(figsize=(10, height))
    figures = [float(r[c]) for r in rows for c in ("ratio", "goal") if r[c]] + [1.0]
    right = max(figures + [1.2]) * 1.12
    # Ratios and goals sit near 1: start the axis just below the smallest.
    left = max(0.0, math.floor(min(figures) * 0.95 * 10) / 10)
    for y, row in enumerate(rows):
        if row["status"] == "FAIL" or not row["ratio"]:
            ax.text(left + (right - left) * 0.01, y, "FAIL", va="center", color="red",
                    fontweight="bold")
            continue
        ratio = float(row["ratio"])
        goal = float(row["goal"]) if row["goal"] else None
        below = goal is not None and ratio < goal
        ax.barh(y, ratio - left, left=left, color="tab:orange" if below else "tab:green",
                height=0.7)
        ax.text(max(ratio, goal or 0) + (right - left) * 0.01, y, f"{ratio:.3f}", va="center",
                fontsize=8)
        if goal is not None:
            ax.plot([goal, goal], [y - 0.45, y + 0.45], color="black", linewidth=1.5)
    ax.axvline(1.0, color="gray", linestyle="--", linewidth=0.8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r["name"] for r in rows], fontsize=8)
    ax.set_ylim(len(rows) - 0.4, -0.6)
    ax.set_xlim(left, right)
    ax.set_xlabel("ratio: ours / reference performance (> 1: ours faster); black tick: goal")
    device, driver = rows[0]["device"], rows[0]["driver"]
    # Two lines: with the long row names on the left, one line runs off the figure.
    ax.set_title(f"{os.path.basename(source)}\n{device}" + (f", driver {driver}" if driver else ""),
                 fontsize=10)
    fig.tight_layout()
    fig.savefig(target, dpi=110)


if __name__ == "__main__":
    main()
