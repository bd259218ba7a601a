"""Launch shaders and their cuBLAS / cuDNN peers for Nsight Compute: each once between cudaProfilerStart/Stop
after a warm-up, so that ncu sees only those launches. Run by hand on the GPU machine from the checkout's root
(no TVM needed: numpy, cupy, torch):

    PEERS="generated/gemm/matmul_m64_n4096_k4096_float16.json ..." PYTHONPATH=. \
    ncu --clock-control none --profile-from-start off --target-processes all --set full \
        -o prof python3 scripts/launch_for_ncu.py generated/<family>/<shader>.json ...
    ncu -i prof.ncu-rep --page raw --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,... \
        > reports/h200/profile/<date>-ncu.csv
    ncu -i prof.ncu-rep --page raw --csv --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active.ratio \
        > reports/h200/profile/<date>-ncu-stalls.csv

The committed CSVs (reports/h200/profile/2026-12-03-ncu*.csv) profiled the shaders as committed on 2026-12-03
10:53 UTC, before the wgmma changes that bench-6 measured.
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
    for i, fn in enumerate(peers.callables(peers.on_gpu(op, p, 1, torch))):
        for _ in range(5):
            fn()
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        fn()
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()
        print("peer", m["name"], i, flush=True)
