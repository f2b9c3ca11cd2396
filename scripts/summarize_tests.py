"""Prints the one summary line of a test run over one or more build folders'
results (each RESULTS folder holds CTest's ctest.xml and lit's lit-*.xml):
each lit test counts once, every other CTest entry once. Exits 1 when
anything failed or nothing ran.
usage: summarize_tests.py RESULTS..."""
import glob
import os
import sys
import xml.etree.ElementTree as ET


def count(cases):
    passed = failed = skipped = 0
    for case in cases:
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is not None or case.get("status") in ("notrun", "disabled"):
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def count_results(results, totals):
    ctest = ET.parse(os.path.join(results, "ctest.xml")).getroot()
    lit_suites = set()
    for path in glob.glob(os.path.join(results, "lit-*.xml")):
        lit_suites.add(os.path.basename(path)[:-4])
        for i, n in enumerate(count(ET.parse(path).getroot().iter("testcase"))):
            totals[i] += n
    # A lit suite that crashed before writing its file still counts as failed.
    others = [c for c in ctest.iter("testcase") if c.get("name") not in lit_suites]
    for i, n in enumerate(count(others)):
        totals[i] += n


def main(result_folders):
    totals = [0, 0, 0]
    for results in result_folders:
        count_results(results, totals)
    passed, failed, skipped = totals
    print(f"tests: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
