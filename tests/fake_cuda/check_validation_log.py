"""usage: check_validation_log.py LOG

Fails (exit 1) on any error or warning of UR's validation layer in LOG, the
output of dpctl_on_fake.py run with UR_LAYER_FULL_VALIDATION and
SYCL_UR_TRACE=2 (each message is printed before the trace line of the call
it belongs to). Reports that are not the adapter's are let through, and
counted:
  - "There are no valid references to handle 0" in urUSM{Device,Shared,Host}
    Alloc with .pool = nullptr: the layer (2025.3 and 2026.2) checks the
    lifetime of the optional pool handle even when it is null;
  - "Retained N reference(s)" to a context whose first record was made in
    DPCTLDeviceMgr_GetCachedContext: dpctl caches one context per device for
    the life of the process and never releases it;
  - "Retained N reference(s)" to a device of such a context (urContextCreate
    names it): SYCL 2025.3 holds the device's first urDeviceGet reference
    as long as a context on it lives."""
import re
import sys

MESSAGE = re.compile(r"<VALIDATION>\[(ERROR|WARNING)\]: (.*)")
CALL = re.compile(r"^\s*<--- (ur\w+)\((.*)")
RETAINED = re.compile(r"Retained \d+ reference\(s\) to handle (0x[0-9a-f]+)")
CONTEXT_CREATE = re.compile(r"\.phDevices = \S+ \{([^}]*)\}.*\.phContext = \S+ \((0x[0-9a-f]+)\)")
USM_ALLOC = {"urUSMDeviceAlloc", "urUSMSharedAlloc", "urUSMHostAlloc"}


def main(path):
    lines = open(path, errors="replace").read().splitlines()
    problems, tolerated, pending = [], 0, []
    retained = []  # (handle, report with its trace)
    context_devices = {}
    i = 0
    while i < len(lines):
        call = CALL.match(lines[i])
        message = MESSAGE.match(lines[i])
        if call:
            if call.group(1) == "urContextCreate" and (made := CONTEXT_CREATE.search(call.group(2))):
                context_devices[made.group(2)] = {d.strip() for d in made.group(1).split(",")}
            for text in pending:
                if (text == "There are no valid references to handle 0"
                        and call.group(1) in USM_ALLOC and ".pool = nullptr" in call.group(2)):
                    tolerated += 1
                else:
                    problems.append(f"in {call.group(1)}: {text}")
            pending = []
        elif message and RETAINED.match(message.group(2)):
            trace = []
            i += 1
            while i < len(lines) and MESSAGE.match(lines[i]) and not \
                    RETAINED.match(MESSAGE.match(lines[i]).group(2)):
                trace.append(lines[i])
                i += 1
            retained.append((RETAINED.match(message.group(2)).group(1),
                             "\n".join([message.group(2)] + trace)))
            continue
        elif message:
            pending.append(message.group(2))
        i += 1
    problems += [f"after the last call: {text}" for text in pending]

    cached = {handle for handle, report in retained if "DPCTLDeviceMgr_GetCachedContext" in report}
    held_devices = set().union(*(context_devices.get(c, set()) for c in cached))
    for handle, report in retained:
        if handle in cached or handle in held_devices:
            tolerated += 1
        else:
            problems.append(report)
    for p in problems:
        print("validation:", p)
    print(f"validation layer: {len(problems)} reports, {tolerated} known ones not the adapter's")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
