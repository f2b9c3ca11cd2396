"""Reading the benchmark CSV (collect_results.sh writes it) for
results_table.py and plot_results.py."""
import csv
import sys

COLUMNS = ["bench", "name", "ours", "reference", "unit", "ratio", "repeats", "min", "median",
           "goal", "status", "detail", "note", "device", "driver"]


def command_line(usage, paths):
    """The file arguments (exactly `paths` of them) and whether --all was
    given; the usage line and exit 1 otherwise."""
    args = sys.argv[1:]
    files = [a for a in args if a != "--all"]
    if len(files) != paths:
        sys.exit(usage)
    return files, "--all" in args


def read_rows(path, tool):
    """The rows of a benchmark CSV as dicts; one line naming the file and the
    problem, and exit 1, when it cannot be read or is not one."""
    try:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError as error:
        sys.exit(f"{tool}: {path}: {error.strerror}")
    except (UnicodeDecodeError, csv.Error):
        sys.exit(f"{tool}: {path}: not a benchmark CSV")
    missing = [c for c in COLUMNS if rows and c not in rows[0]]
    if not rows or missing:
        sys.exit(f"{tool}: {path}: not a benchmark CSV"
                 + (f" (no column {', '.join(missing)})" if missing else " (no rows)"))
    return rows


def summary_rows(rows, show_all):
    """Every row with --all; else the non-detail rows and every failure."""
    return [r for r in rows if show_all or r["detail"] != "1" or r["status"] == "FAIL"]
