#!/usr/bin/env bash
# The C++ test of run-time-size launchers, on a GPU machine from the checkout's root: builds a program that calls
# each shader's .cuh at several sizes (scripts/cpp_sizes_test.py) and runs it. The hand-written example
# (tests/cpp/add_chunked.*) always; each schema-2 manifest given as an argument too. Prints PASS or FAIL per
# shader and ends with PASS only when all pass.
#   scripts/run_cpp_sizes.sh [out/<shader>.json ...]
set -u
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
status=0
for m in tests/cpp/add_chunked.manifest.json "$@"; do
  echo "== $m"
  python3 scripts/cpp_sizes_test.py "$m" --dir build/cpp_sizes || status=1
done
if [ "$status" = 0 ]; then echo "PASS: every shader"; else echo "FAIL: see above"; fi
exit "$status"
