"""Which kernels cuBLAS / cuDNN run for a workload, and how long each takes: the names encode the peer's tile, stages
and cluster (e.g. nvjet_sm90_hsh_320x128_64x3_1x2_h_bz_coopB_NNT: 320 x 128 tiles, k 64, 3 stages, clusters of
1 x 2), so they say which shape of kernel a missed target is up against. Run on the GPU machine from the checkout's
root (no TVM needed: numpy and torch):

    PYTHONPATH=. python scripts/peer_kernels.py SPEC [OUT.json]

SPEC: a workload a line, `label: <op> key=value ...` (blank lines and # comments skipped), as scripts/candidates/
writes them without the schedule, e.g. `g1024: matmul m=1024 n=1024 k=1024 dtype=float16`. Each peer variant (a conv:
NCHW, then channels_last) is warmed up with cudnn.benchmark, then run ITERS times under torch.profiler; a row per
variant and kernel: name, grid, block, registers, shared memory, median microseconds of a call.
"""
import json
import os
import shlex
import statistics
import sys

from tvmgen import ops, peers

ITERS = int(os.environ.get("ITERS", "20"))


def workloads(spec: str):
    """(label, op name, raw parameters) per line of a spec."""
    for line in open(spec):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        label, args = line.split(":", 1)
        words = shlex.split(args)
        yield label.strip(), words[0], dict(w.split("=", 1) for w in words[1:] if not w.startswith("--"))


def kernels(fn, torch) -> list[dict]:
    from torch.profiler import ProfilerActivity, profile

    for _ in range(5):
        fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(ITERS):
            fn()
        torch.cuda.synchronize()
    path = f"/tmp/peer_kernels_{os.getpid()}.json"
    prof.export_chrome_trace(path)
    seen: dict[str, dict] = {}
    for ev in json.load(open(path)).get("traceEvents", []):
        if ev.get("cat") != "kernel":
            continue
        a = ev.get("args", {})
        row = seen.setdefault(ev["name"], {"kernel": ev["name"], "grid": a.get("grid"), "block": a.get("block"),
                                           "registers": a.get("registers per thread"),
                                           "smem": a.get("shared memory"), "us": []})
        row["us"].append(ev.get("dur", 0))
    return [{**r, "calls": len(r["us"]) / ITERS, "us": statistics.median(r["us"])} for r in seen.values()]


def main(spec: str, out: str | None) -> None:
    import torch  # the GPU machine's; the spec's parsing (workloads) needs none

    torch.backends.cudnn.benchmark = True
    rows = []
    for label, name, raw in workloads(spec):
        op = ops.get(name)
        for i, fn in enumerate(peers.callables(peers.on_gpu(op, op.parse(raw), 1, torch))):
            for r in kernels(fn, torch):
                rows.append({"label": label, "variant": i, **r})
                print(f"{label:14} {i} {r['us']:8.1f} us  grid {r.get('grid')} block {r.get('block')}  {r['kernel'][:110]}",
                      flush=True)
    if out:
        json.dump({"gpu": torch.cuda.get_device_name(), "torch": torch.__version__, "rows": rows}, open(out, "w"),
                  indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
