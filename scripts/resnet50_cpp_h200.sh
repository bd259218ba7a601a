#!/usr/bin/env bash
# ResNet-50 from C++ on the packed library, on the GPU machine: pack the emitted set, generate and build the program
# (python -m tvmgen.models.resnet50 cpp), run it at each batch size without and with a CUDA graph on the images and
# weights scripts/resnet50_h200.py uses (random_weights(SEED), sample_images(n, 224, seed=100 + n) in fp16), and
# compare its logits with PyTorch's (fp32 and fp16 torchvision ResNet-50 on those weights); then time PyTorch on the
# same images in the same run (eager channels_last and each torch.compile mode of PEERS, CUDA events, median of ITERS).
#   scripts/resnet50_cpp_h200.sh [SHADERS=build/resnet50] [OUT=build/resnet50_cpp_run]
#   env: BATCHES="1 13 32 256" ITERS=50 WARMUP=5 SEED=0 JOBS=16 SKIP=epilogue (or add: as the shaders were emitted)
#        LAYERS="32" (batches timed step by step: OUT/layers<N>.json) PEERS="reduce-overhead default" ("" : none)
# Writes OUT/pack/ (the library), OUT/cpp/ (the program), OUT/build/resnet50, OUT/weights/, OUT/x<N>.bin,
# OUT/logits<N>[_graph].bin, OUT/runs.jsonl (the program's JSON line per run), OUT/cpp_report.json (per batch:
# median ms without and with the graph, errors and top-1 agreement against torch, PyTorch's medians),
# OUT/environment.json, OUT/layers<N>.json and OUT/README.md (scripts/resnet50_cpp_report.py: the tables).
set -euo pipefail
SHADERS=${1:-build/resnet50}
OUT=${2:-build/resnet50_cpp_run}
BATCHES=${BATCHES:-"1 13 32 256"}
ITERS=${ITERS:-50}
WARMUP=${WARMUP:-5}
SEED=${SEED:-0}
JOBS=${JOBS:-16}
SKIP=${SKIP:-epilogue}
LAYERS=${LAYERS-32}
PEERS=${PEERS-"reduce-overhead default"}
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
for n in $LAYERS; do
  "$OUT/build/resnet50" "$OUT/weights" "$OUT/x$n.bin" "$n" --iters "$ITERS" --warmup "$WARMUP" \
    --out "$OUT/logits${n}_layers.bin" --layers "$OUT/layers$n.json" > /dev/null
done

PEERS="$PEERS" $PY - "$OUT" "$SEED" <<'EOF'
import importlib.util
import json
import os
import subprocess
import sys
import time
import numpy as np
import torch
from tvmgen.models import resnet50
def script(name):  # a module of scripts/ (no package), loaded by its path
    spec = importlib.util.spec_from_file_location(name, f"scripts/{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
rh, rc = script("resnet50_h200"), script("resnet50_cpp_report")  # timing helpers; ours(row), as the README counts it
out, seed = sys.argv[1], int(sys.argv[2])
iters, warmup = int(os.environ.get("ITERS", 50)), int(os.environ.get("WARMUP", 5))
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
driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"], capture_output=True,
                        text=True, check=False).stdout.strip().splitlines()[:1]
json.dump({"gpu": torch.cuda.get_device_name(), "driver": "".join(driver), "torch": torch.__version__,
           "cuda": torch.version.cuda,
           "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}, open(f"{out}/environment.json", "w"), indent=1)
for n, row in rep.items():
    print(f"batch {n:>3}: {row.get('ms', float('nan')):8.3f} ms, graph {row.get('graph_ms', float('nan')):8.3f} ms; "
          f"max |ours - fp32| {row['max_err_vs_fp32']:.4f} (torch fp16 {row['max_err_torch16_vs_fp32']:.4f}, "
          f"logit std {row['logit_std']:.3f}); top-1 vs fp32 {row['top1_vs_fp32']:.3f}")

# PyTorch on the same images, in this run: eager channels_last, then each torch.compile mode (a model of its own per
# mode; the first calls of each batch size compile). The report is rewritten after every figure: an interrupted run
# keeps what it timed.
models = {"torch eager channels_last": t16.to(memory_format=torch.channels_last)}
for mode in os.environ.get("PEERS", "").split():
    m = resnet50.torch_model(w).cuda().half().eval().to(memory_format=torch.channels_last)
    models[f"torch.compile {mode}"] = torch.compile(m, mode=mode, dynamic=False)
for name, m in models.items():
    for n, row in rep.items():
        x = torch.from_numpy(np.fromfile(f"{out}/x{n}.bin", np.float16).reshape(int(n), 224, 224, 3)).cuda()
        x = x.permute(0, 3, 1, 2)  # channels_last: NHWC memory, NCHW view
        t0 = time.time()
        try:
            with torch.inference_mode():
                row.setdefault("torch", {})[name] = rh.cuda_time(torch, lambda: m(x), iters, warmup)["median_ms"]
        except Exception as e:  # noqa: BLE001  (reported, the other peers still run)
            row.setdefault("torch", {})[name] = rh.first_line(e)
            print(f"batch {n:>3}: {name} failed: {rh.first_line(e)}", flush=True)
            continue
        print(f"batch {n:>3}: {name:36s} {row['torch'][name]:8.3f} ms  ours {rc.ours(row):.3f} ms: "
              f"{row['torch'][name] / rc.ours(row):.2f}x  ({time.time() - t0:.0f} s)", flush=True)
        json.dump(rep, open(f"{out}/cpp_report.json", "w"), indent=1)
EOF
$PY scripts/resnet50_cpp_report.py "$OUT" > /dev/null  # OUT/README.md: the tables
