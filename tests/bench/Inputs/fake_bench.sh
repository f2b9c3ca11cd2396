#!/usr/bin/env bash
# Stands in for a benchmark program in run_benchmarks.sh's tests: prints what
# a bench.h program prints in each MODE. Not a measurement.
# usage: fake_bench.sh good|fail|crash|silent|nodevice
device() { printf 'DEVICE\tFAKE GPU (not measured)\tfake driver 1.0\n'; }
case "$1" in
  good)
    device
    echo "some human-readable line"
    printf 'RESULT\tfake copy, float\t3000\t2990\tGB/s\t1.0033\t15\t0.9950\t1.0010\t0.99\tok\t0\tnote with, a comma\n'
    printf 'RESULT\tfake dot\t1500\t1600\tGB/s\t0.9375\t15\t0.9100\t0.9300\t0.97\tbelow\t0\t\n'
    printf 'RESULT\tfake sin float\t100\t95\tGeval/s\t1.0526\t9\t1.0100\t1.0400\t0.95\tok\t1\tnvcc: sinf\n'
    printf 'RESULT\tfake sinpi float\t\t\tGeval/s\t\t\t\t\t0.95\tmissing\t1\tnot in libspirv yet\n'
    ;;
  fail)
    device
    echo "  [3] expected 1, got 2"
    echo "FAIL fake triad: 1 of 4 elements wrong"
    printf 'RESULT\tfake triad\t\t\tGB/s\t\t\t\t\t0.99\tFAIL\t0\t1 of 4 elements wrong\n'
    printf 'RESULT\tfake cos float\t\t\tGeval/s\t\t\t\t\t0.95\tFAIL\t1\tsums differ\n'
    exit 1
    ;;
  crash)
    device
    printf 'RESULT\tfake add\t10\t10\tGB/s\t1.0000\t3\t1.0000\t1.0000\t0.99\tok\t0\t\n'
    kill -SEGV $$
    ;;
  silent) echo "nothing to report" ;;
  nodevice)
    echo "SKIPPED: no CUDA device"
    exit 77
    ;;
esac
