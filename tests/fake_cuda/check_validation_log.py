"""usage: check_validation_log.py LOG

Fails (exit 1) on any error or warning of UR's validation layer in LOG, the
output of dpctl_on_fake.py run with UR_LAYER_FULL_VALIDATION and
SYCL_UR_TRACE=2 (each message is printed before the trace line of the call
it belongs to). Two reports that are not the adapter's are let through,
and counted:
  - "There are no valid references to handle 0" in urUSM{Device,Shared,Host}
    Alloc with .pool = nullptr: the 2026.2 layer checks the lifetime of the
    optional pool handle even when it is null;
  - "Retained N reference(s)" to a context whose first record was made in
    DPCTLDeviceMgr_GetCachedContext: dpctl caches one context per device for
    the life of the process and never releases it."""
import re
import sys

MESSAGE = re.compile(r"<VALIDATION>\[(ERROR|WARNING)\]: (.*)")
CALL = re.compile(r"^\s*<--- (ur\w+)\((.*)")
USM_ALLOC = {"urUSMDeviceAlloc", "urUSMSharedAlloc", "urUSMHostAlloc"}


def main(path):
    lines = open(path, errors="replace").read().splitlines()
    problems, tolerated, pending = [], 0, []
    i = 0
    while i < len(lines):
        call = CALL.match(lines[i])
        message = MESSAGE.match(lines[i])
        if call:
            for text in pending:
                if (text == "There are no valid references to handle 0"
                        and call.group(1) in USM_ALLOC and ".pool = nullptr" in call.group(2)):
                    tolerated += 1
                else:
                    problems.append(f"in {call.group(1)}: {text}")
            pending = []
        elif message and message.group(2).startswith("Retained "):
            trace = []
            i += 1
            while i < len(lines) and MESSAGE.match(lines[i]) and not \
                    MESSAGE.match(lines[i]).group(2).startswith("Retained "):
                trace.append(lines[i])
                i += 1
            if any("DPCTLDeviceMgr_GetCachedContext" in t for t in trace):
                tolerated += 1
            else:
                problems.append(message.group(2) + "\n" + "\n".join(trace))
            continue
        elif message:
            pending.append(message.group(2))
        i += 1
    problems += [f"after the last call: {text}" for text in pending]
    for p in problems:
        print("validation:", p)
    print(f"validation layer: {len(problems)} reports, {tolerated} known ones not the adapter's")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
