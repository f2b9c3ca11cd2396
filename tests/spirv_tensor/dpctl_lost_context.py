# pytest plugin for dpctl_suite.sh: a kernel that faults leaves CUDA unusable
# in that process, so every later test would fail. Stop the session at the
# first lost context; dpctl_suite.sh records the test and starts again after it.
import os

import pytest

MARKS = ("UR_RESULT_ERROR_DEVICE_LOST", "UR_RESULT_ERROR_IN_EVENT_LIST_EXEC_STATUS")


def pytest_runtest_logreport(report):
    if report.failed and any(mark in report.longreprtext for mark in MARKS):
        with open(os.environ["DPCTL_LOST_LOG"], "a") as log:
            log.write(report.nodeid + "\n")
        pytest.exit("lost CUDA context", returncode=3)
