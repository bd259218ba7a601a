#!/usr/bin/env bash
# Candidate schedules emitted one folder each, to be timed side by side in one run on the GPU machine (a variants run):
#   scripts/emit_candidates.sh SPEC [OUT=build/candidates/<SPEC's name>]
# SPEC: a candidate a line, `label: <tvmgen emit arguments>` (blank lines and # comments skipped), e.g.
#   ws-bn64: matmul m=1024 n=1024 k=1024 dtype=float16 --schedule matmul_wgmma_ws --config bn=64
# Writes OUT/<label>/ per candidate; a candidate that does not build is reported and the others still are. Then, on the
# GPU machine with OUT carried:
#   tvmgen bench OUT/*/ --vendor-only --no-table --report reports/<gpu>/variants/<date>-<name>.json
# (each row's `manifest` names its folder, so its label; bench verifies each candidate before it times it).
set -uo pipefail
SPEC=$1
OUT=${2:-build/candidates/$(basename "$SPEC" .txt)}
PY=${PYTHON:-python}
status=0
mkdir -p "$OUT"
while IFS= read -r line || [ -n "$line" ]; do
  line=${line%%#*}
  [ -z "${line// /}" ] && continue
  label=${line%%:*}
  label=${label// /}
  args=${line#*:}
  # shellcheck disable=SC2086  # the arguments are words, as on a command line
  if ! $PY -m tvmgen emit $args -o "$OUT/$label" > "$OUT/$label.log" 2>&1; then
    echo "$label: not built: $(tail -1 "$OUT/$label.log")" >&2
    status=1
  fi
done < "$SPEC"
echo "$(find "$OUT" -mindepth 1 -maxdepth 1 -type d | wc -l) candidates in $OUT"
exit $status
