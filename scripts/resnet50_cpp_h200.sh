#!/usr/bin/env bash
# ResNet-50 from C++ on the packed library, on the GPU machine: pack the emitted set, generate and build the program
# (python -m tvmgen.models.resnet50 cpp), run it at each batch size without and with a CUDA graph on the images and
# weights scripts/resnet50_h200.py uses (random_weights(SEED), sample_images(n, 224, seed=100 + n) in fp16), and
# compare its logits with PyTorch's (fp32 and fp16 torchvision ResNet-50 on those weights).
#   scripts/resnet50_cpp_h200.sh [SHADERS=build/resnet50] [OUT=build/resnet50_cpp_run]
#   env: BATCHES="1 13 32 256" ITERS=50 WARMUP=5 SEED=0 JOBS=16 SKIP=add (or epilogue: as the shaders were emitted)
# Writes OUT/pack/ (the library), OUT/cpp/ (the program), OUT/build/resnet50, OUT/weights/, OUT/x<N>.bin,
# OUT/logits<N>[_graph].bin, OUT/runs.jsonl (the program's JSON line per run) and OUT/cpp_report.json (per batch:
# median ms without and with the graph, errors and top-1 agreement against torch).
set -euo pipefail
SHADERS=${1:-build/resnet50}
OUT=${2:-build/resnet50_cpp_run}
BATCHES=${BATCHES:-"1 13 32 256"}
ITERS=${ITERS:-50}
WARMUP=${WARMUP:-5}
SEED=${SEED:-0}
JOBS=${JOBS:-16}
SKIP=${SKIP:-add}
PY=${PYTHON:-python}
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"

mkdir -p "$OUT"
OUT_ABS=$(cd "$OUT" && pwd)
$PY -m tvmgen pack "$SHADERS" -o "$OUT/pack" --force
$PY -m tvmgen.models.resnet50 cpp -o "$OUT/cpp" --skip "$SKIP"
cmake -S "$OUT/cpp" -B "$OUT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTVMGEN_KERNELS_SOURCE_DIR="$OUT_ABS/pack"
cmake --build "$OUT/build" -j "$JOBS"

$PY - "$OUT" "$SEED" $BATCHES <<'EOF'
import sys
import numpy as np
from tvmgen.models import resnet50, resnet50_cpp
out, seed, batches = sys.argv[1], int(sys.argv[2]), [int(b) for b in sys.argv[3:]]
resnet50_cpp.write_weights(resnet50.fold(resnet50.random_weights(seed)), f"{out}/weights")
for n in batches:
    resnet50.sample_images(n, resnet50.IMAGE, seed=100 + n).astype(np.float16).tofile(f"{out}/x{n}.bin")
EOF

: > "$OUT/runs.jsonl"
for n in $BATCHES; do
  "$OUT/build/resnet50" "$OUT/weights" "$OUT/x$n.bin" "$n" --iters "$ITERS" --warmup "$WARMUP" \
    --out "$OUT/logits$n.bin" | tail -1 >> "$OUT/runs.jsonl"
  "$OUT/build/resnet50" "$OUT/weights" "$OUT/x$n.bin" "$n" --graph --iters "$ITERS" --warmup "$WARMUP" \
    --out "$OUT/logits${n}_graph.bin" | tail -1 >> "$OUT/runs.jsonl"
done

$PY - "$OUT" "$SEED" <<'EOF'
import json
import sys
import numpy as np
import torch
from tvmgen.models import resnet50
out, seed = sys.argv[1], int(sys.argv[2])
w = resnet50.random_weights(seed)
t32 = resnet50.torch_model(w).cuda().eval()
t16 = resnet50.torch_model(w).cuda().half().eval()
runs = [json.loads(line) for line in open(f"{out}/runs.jsonl")]
rep = {}
for r in runs:
    n = r["batch"]
    ours = np.fromfile(r["logits"], dtype=r["logits_dtype"]).reshape(n, -1).astype(np.float64)
    x = torch.from_numpy(np.fromfile(f"{out}/x{n}.bin", np.float16).reshape(n, 224, 224, 3)).cuda()
    x = x.permute(0, 3, 1, 2).contiguous()
    with torch.no_grad():
        ref32 = t32(x.float()).double().cpu().numpy()
        ref16 = t16(x).double().cpu().numpy()
    row = rep.setdefault(str(n), {})
    row["graph_ms" if r["graph"] else "ms"] = r["median_ms"]
    row["max_err_vs_fp32" + ("_graph" if r["graph"] else "")] = float(np.abs(ours - ref32).max())
    row["max_err_torch16_vs_fp32"] = float(np.abs(ref16 - ref32).max())
    row["logit_std"] = float(ref32.std())
    row["top1_vs_fp32" + ("_graph" if r["graph"] else "")] = float((ours.argmax(1) == ref32.argmax(1)).mean())
    row["activation_bytes"] = r["activation_bytes"]
json.dump(rep, open(f"{out}/cpp_report.json", "w"), indent=1)
for n, row in rep.items():
    print(f"batch {n:>3}: {row.get('ms', float('nan')):8.3f} ms, graph {row.get('graph_ms', float('nan')):8.3f} ms; "
          f"max |ours - fp32| {row['max_err_vs_fp32']:.4f} (torch fp16 {row['max_err_torch16_vs_fp32']:.4f}, "
          f"logit std {row['logit_std']:.3f}); top-1 vs fp32 {row['top1_vs_fp32']:.3f}")
EOF
