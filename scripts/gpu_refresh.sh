#!/usr/bin/env bash
# A GPU's table brought up to date with the committed sources in one session on the GPU machine (no TVM there):
#   1. verify what the table holds no verification of at the committed source (tvmgen report --unverified);
#   2. time the bench set's rows it holds no timing of at the committed source (tvmgen report --untimed), then the
#      rows awaiting their first timing (catalog/bench_next.txt);
#   3. with NETWORK given (the folder `python -m tvmgen.models.resnet50 emit -o build/resnet50` wrote on a CPU
#      machine): verify its residual-epilogue shaders and its stem (the forms changed last) at a size inside each
#      variant's range, then ResNet-50 from C++
#      (scripts/resnet50_cpp_h200.sh) at BATCHES with per-step tables at LAYERS;
#   4. with CANDIDATES given (folders scripts/emit_candidates.sh wrote on a CPU machine, a folder per candidate in
#      each): time each set's candidates side by side (bench verifies each first), OUT/variants-<set>.json.
#   scripts/gpu_refresh.sh [GPU=h200] [NETWORK=] [OUT=build/gpu_refresh]
#   env: STEPS="verify bench bench-next network" (those to run: a session with a limit per command takes them in
#        several calls), SIZES (the catalog's run-time sizes to run at, e.g. "n=1,7,32"; default: each shader's own
#        points; a symbol no listed shader has is refused), NET_SIZES="n=1,3,5,17,32,255", JOBS=8,
#        BATCHES="1 32 256", LAYERS="1 32 256", DATE (default: today, UTC), CANDIDATES="" (e.g.
#        "build/candidates/gemm-multicast build/candidates/stem-a-regs build/candidates/gemm-issue20"; the step is
#        named "candidates")
# Runs land in reports/<GPU>/runs/<DATE>-{verify,bench,bench-next}.json and update the table there; the network's
# in OUT (verify-network.json, cpp/). Copy them back, commit the runs, `tvmgen report --rebuild`. A step that fails
# is reported and the next one still runs; the exit status is the first failure's.
set -uo pipefail
GPU=${1:-h200}
NETWORK=${2:-}
OUT=${3:-build/gpu_refresh}
DATE=${DATE:-$(date -u +%Y-%m-%d)}
SIZES=${SIZES:-}
STEPS=${STEPS:-"verify bench bench-next network candidates"}
CANDIDATES=${CANDIDATES:-}
export BATCHES=${BATCHES:-"1 32 256"} LAYERS=${LAYERS-"1 32 256"}
NET_SIZES=${NET_SIZES:-"n=1,3,5,17,32,255"}
JOBS=${JOBS:-8}
PY=${PYTHON:-python}
RUNS=reports/$GPU/runs
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$OUT"
status=0
step() {  # step NAME CMD...: run it when STEPS names it, note a failure, go on
  case " $STEPS " in *" $1 "*) ;; *) echo "== $1: not in STEPS"; return 0 ;; esac
  echo "== $1"
  shift
  "$@" || { rc=$?; echo "== failed ($rc): $*"; [ "$status" -ne 0 ] || status=$rc; }
}

$PY -m tvmgen report --gpu "$GPU" --unverified > "$OUT/unverified.txt"
$PY -m tvmgen report --gpu "$GPU" --untimed > "$OUT/untimed.txt"
echo "$(wc -l < "$OUT/unverified.txt") to verify, $(wc -l < "$OUT/untimed.txt") bench rows to time"
if [ -s "$OUT/unverified.txt" ]; then
  step verify $PY -m tvmgen verify --only "$OUT/unverified.txt" -j "$JOBS" ${SIZES:+--sizes "$SIZES"} \
    --report "$RUNS/$DATE-verify.json"
fi
if [ -s "$OUT/untimed.txt" ]; then
  step bench $PY -m tvmgen bench --only "$OUT/untimed.txt" ${SIZES:+--sizes "$SIZES"} --report "$RUNS/$DATE-bench.json"
fi
step bench-next $PY -m tvmgen bench --only catalog/bench_next.txt ${SIZES:+--sizes "$SIZES"} \
  --report "$RUNS/$DATE-bench-next.json"

if [ -n "$NETWORK" ]; then
  mkdir -p "$OUT/network"
  cp "$NETWORK"/conv/*residual1* "$NETWORK"/conv/*x3_filter64x7x7x3* "$OUT/network/"
  step network $PY -m tvmgen verify "$OUT/network" -j 4 --sizes "$NET_SIZES" \
    --report "$OUT/verify-network.json" --no-table
  step network bash scripts/resnet50_cpp_h200.sh "$NETWORK" "$OUT/cpp"
fi
for set in $CANDIDATES; do
  step candidates $PY -m tvmgen bench "$set"/*/ --vendor-only --no-table --report "$OUT/variants-$(basename "$set").json"
done
exit $status
