"""Profile shaders and their cuBLAS / cuDNN peers with Nsight Compute: each launched once between
cudaProfilerStart/Stop after a warm-up, so that ncu sees only those launches. How the committed CSVs were made
(H200, 2026-12-03 10:53 UTC; the shaders as committed then, i.e. before this stop's wgmma changes):

    PEERS="generated/matmul_m64_n4096_k4096_float16.json ..." \
    ncu --clock-control none --profile-from-start off --target-processes all --set full \
        -o prof python3 2026-12-03-h200-ncu.py generated/<shader>.json ...
    ncu -i prof.ncu-rep --page raw --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,... > *-ncu.csv
    ncu -i prof.ncu-rep --page raw --csv --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active.ratio \
        > *-ncu-stalls.csv
"""
import os
import sys

import numpy as np
import cupy as cp

from tvmgen import ops, peers
from tvmgen.artifact import read as read_artifact
from tvmgen.runner import Runner

for path in sys.argv[1:]:
    m, src = read_artifact(path)
    op = ops.get(m["op"])
    p = op.parse(m["params"])
    r = Runner(m, src)
    r.load(op.sample(p, np.random.default_rng(1)))
    r.poison()
    for _ in range(3):
        r.launch()
    cp.cuda.runtime.deviceSynchronize()
    cp.cuda.runtime.profilerStart()
    r.launch()
    cp.cuda.runtime.deviceSynchronize()
    cp.cuda.runtime.profilerStop()
    print("ours", m["name"], [k["name"] for k in m["kernels"]], flush=True)
    r.close()

import torch  # noqa: E402

torch.backends.cudnn.benchmark = True
for path in os.environ.get("PEERS", "").split():
    m, _ = read_artifact(path)
    op = ops.get(m["op"])
    p = op.parse(m["params"])
    x = {k: torch.from_numpy(np.ascontiguousarray(v)).cuda() for k, v in op.sample(p, np.random.default_rng(1)).items()}
    fns = peers.make(op.name, p, x, torch)
    for i, fn in enumerate(fns if isinstance(fns, list) else [fns]):
        for _ in range(5):
            fn()
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        fn()
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()
        print("peer", m["name"], i, flush=True)
