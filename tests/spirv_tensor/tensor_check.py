"""dpctl.tensor on the CUDA GPU against NumPy: every kernel it runs is one of
dpctl's own spir64 SPIR-V images, reaching our adapter through the door and
made PTX by the compile cache (tests/spirv_tensor/README.md).

usage: python tensor_check.py [N]      (N elements, default 10**6)
Prints one PASS/FAIL line per operation and dtype; exit 1 on any FAIL,
77 when there is no cuda:gpu device.
"""
import sys
import warnings

import numpy as np

import dpctl

warnings.simplefilter("ignore", DeprecationWarning)
import dpctl.tensor as dpt  # noqa: E402  (after the warning filter)

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10**6
DTYPES = ("f4", "f8", "i4", "i8")
failures = 0


def report(name, dtype, ok, detail=""):
    global failures
    failures += not ok
    print(f"{'PASS' if ok else 'FAIL'} {name} {dtype}{': ' + detail if detail else ''}", flush=True)


def close(got, want, dtype, rtol=None):
    got = np.asarray(got)
    if np.dtype(dtype).kind == "f":
        tol = rtol if rtol is not None else (2e-5 if dtype == "f4" else 1e-12)
        ok = got.shape == np.shape(want) and np.allclose(got, want, rtol=tol, atol=tol, equal_nan=True)
    else:
        ok = got.shape == np.shape(want) and np.array_equal(got, want)
    if ok:
        return True, ""
    diff = np.argwhere(~np.isclose(got, want, equal_nan=True)) if got.shape == np.shape(want) else []
    where = tuple(diff[0]) if len(diff) else None
    return False, (f"first difference at {where}: {got[where]} vs {np.asarray(want)[where]}"
                   if where is not None else f"shape {got.shape} vs {np.shape(want)}")


def check(name, dtype, run, want, rtol=None):
    try:
        got = dpt.asnumpy(run())
    except Exception as error:  # a failed kernel is this operation's result
        report(name, dtype, False, f"{type(error).__name__}: {error}")
        return
    report(name, dtype, *close(got, want, dtype, rtol))


def host_data(dtype, rng):
    if np.dtype(dtype).kind == "f":
        return rng.uniform(0.5, 4.0, N).astype(dtype), rng.uniform(0.5, 4.0, N).astype(dtype)
    return rng.integers(-1000, 1000, N).astype(dtype), rng.integers(1, 1000, N).astype(dtype)


def main():
    try:
        queue = dpctl.SyclQueue("cuda:gpu")
    except Exception as error:
        print(f"SKIPPED: no cuda:gpu device ({error})")
        return 77
    print(f"tensor_check: {queue.sycl_device.name} as {queue.sycl_device.filter_string}, N = {N}")
    rng = np.random.default_rng(20261126)
    for dtype in DTYPES:
        a, b = host_data(dtype, rng)
        x = dpt.asarray(a, sycl_queue=queue)
        y = dpt.asarray(b, sycl_queue=queue)
        fp = np.dtype(dtype).kind == "f"
        check("asarray", dtype, lambda: x, a)
        check("arange", dtype, lambda: dpt.arange(N, dtype=dtype, sycl_queue=queue),
              np.arange(N, dtype=dtype))
        check("zeros", dtype, lambda: dpt.zeros(N, dtype=dtype, sycl_queue=queue),
              np.zeros(N, dtype=dtype))
        other = "i4" if fp else "f8"
        check(f"astype to {other}", dtype, lambda: dpt.astype(x, other), a.astype(other))
        check("add", dtype, lambda: x + y, a + b)
        check("multiply", dtype, lambda: x * y, a * b)
        check("less", dtype, lambda: x < y, a < b)
        check("equal", dtype, lambda: x == y, a == b)
        if fp:
            for fn in ("sin", "exp", "log", "sqrt"):
                check(fn, dtype, lambda fn=fn: getattr(dpt, fn)(x), getattr(np, fn)(a),
                      rtol=1e-5 if dtype == "f4" else 1e-12)
        sum_tol = 1e-4 if dtype == "f4" else None
        check("sum", dtype, lambda: dpt.sum(x), np.sum(a, dtype=a.dtype), rtol=sum_tol)
        check("max", dtype, lambda: dpt.max(x), np.max(a))
        check("argmax", dtype, lambda: dpt.argmax(x), np.argmax(a))
        if fp:
            check("mean", dtype, lambda: dpt.mean(x), np.mean(a), rtol=sum_tol)
            check("std", dtype, lambda: dpt.std(x), np.std(a), rtol=1e-3 if dtype == "f4" else 1e-9)
        check("cumulative_sum", dtype, lambda: dpt.cumulative_sum(x), np.cumsum(a, dtype=a.dtype),
              rtol=1e-3 if dtype == "f4" else None)
        check("sort", dtype, lambda: dpt.sort(x), np.sort(a, kind="stable"))
        check("argsort", dtype, lambda: dpt.argsort(x, stable=True), np.argsort(a, kind="stable"))
        side = 256
        m, k = a[: side * side].reshape(side, side), b[: side * side].reshape(side, side)
        if not fp:
            m, k = m % 16, k % 16
        check("matmul", dtype,
              lambda: dpt.matmul(dpt.asarray(m, sycl_queue=queue), dpt.asarray(k, sycl_queue=queue)),
              m @ k, rtol=1e-4 if dtype == "f4" else None)
    print(f"tensor_check: {'FAILED' if failures else 'passed'} ({failures} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
