"""`tvmgen bench`: time shaders from their files beside their peers, in one run on one GPU.

Per shader: our kernel (verified first, then timed: CUDA events, warm-up, L2 flushed, median), TVM's
default schedule (dlight) for the same operator when its artifact is given (`--peers DIR`, emitted with
`tvmgen emit --catalog --schedule dlight`), and the vendor library through PyTorch when importable; a static fp16 /
bf16 GEMM of at least 4096 a side also beside torch.compile max-autotune and the Triton tutorial's kernel
(peers.EXTRA), the fastest of them its peer and each kept by name.
Ceilings measured in the same run: device copy bandwidth and the cuBLAS fp16 GEMM rate.
Everything GPU-side runs in the isolated worker (a faulting kernel costs its row, not the run).
A report written into reports/<gpu>/runs/ also updates that GPU's current table (tvmgen.reports): the rows merge in
as they are written, timing columns only.
"""
from __future__ import annotations

import csv
import datetime as _dt
import json
import statistics
import sys
from pathlib import Path
from typing import Any

import numpy as np

from . import reports
from .artifact import (ArtifactError, error_lines, preflight, find as find_manifests,
                       read as read_artifact, write_files)
from .gpuworker import WorkerError, jsonable, start_for, terminate_as_interrupt
from .runner import FLUSH_BYTES, FLUSH_KIND


# -- inside the worker --------------------------------------------------------------------------
def _time_torch(fn, torch, reps: int = 50, warmup: int = 5) -> float:
    """Median ms of fn() with CUDA events and a 256 MB L2 flush before each repetition, clean as the runner's
    (runner.FLUSH_KIND: a memset, then a read, so no dirty line is left for fn to write back)."""
    flush = torch.empty(FLUSH_BYTES, dtype=torch.uint8, device="cuda")
    words = flush.view(torch.int64)
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(reps):
        flush.zero_()
        words.max()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e))
    return statistics.median(times)


def ceilings_task(task: dict) -> dict:
    """Copy bandwidth (bytes read + written) and cuBLAS fp16 GEMM rate, measured here and now."""
    try:
        import torch
    except ImportError:
        return {"copy_tbps": None, "cublas_fp16_tflops": None, "note": "torch not importable"}
    n = 1 << 30
    a = torch.empty(n, dtype=torch.uint8, device="cuda").random_(0, 255)
    b = torch.empty_like(a)
    copy_ms = _time_torch(lambda: b.copy_(a), torch, reps=20)
    m = 8192
    x = torch.randn(m, m, dtype=torch.float16, device="cuda")
    y = torch.randn(m, m, dtype=torch.float16, device="cuda")
    mm_ms = _time_torch(lambda: torch.matmul(x, y), torch, reps=20)
    return {"copy_tbps": 2 * n / copy_ms / 1e9, "cublas_fp16_tflops": 2 * m**3 / mm_ms / 1e9,
            "torch": torch.__version__, "cudnn": torch.backends.cudnn.version(), "l2_flush": FLUSH_KIND}


def _copy_ms(nbytes: int, torch) -> float:
    """A device copy moving `nbytes` in all (nbytes / 2 read, nbytes / 2 written), timed as the peers are.
    The 1 GiB copy of the ceilings is the roof; this one is what a one-pass kernel of the same size can reach
    (kernel launch, ramp and tail, and an L2 as large as the data weigh more at 51 MB than at 1 GiB)."""
    half = max(nbytes // 2, 1)
    a = torch.empty(half, dtype=torch.uint8, device="cuda").random_(0, 255)
    b = torch.empty_like(a)
    return _time_torch(lambda: b.copy_(a), torch, reps=30)


def _torch_peer_ms(op, p: dict, seed: int, torch, extra: bool = False) -> dict:
    """{"torch_ms": the fastest torch peer's median ms, "torch_note": why there is none or what is missing,
    "torch_variants_ms": every variant's ms, "torch_variants": their names where known} for the operator at
    parameters `p`; extra: with peers.EXTRA's (GEMM: torch.compile max-autotune, the Triton tutorial kernel)."""
    from . import peers

    fns = peers.on_gpu(op, p, seed, torch, extra=extra)
    if not fns:
        return {"torch_ms": None, "torch_note": f"no torch peer for {op.name} with these parameters",
                "torch_variants_ms": [], "torch_variants": None}
    # several variants (conv: NCHW and channels_last): the fastest is the peer a user would pick; each is kept, since
    # a target may name one (an NCHW convolution against cuDNN's NCHW and its channels_last)
    times = [_time_torch(fn, torch) for fn in peers.callables(fns)]
    notes = getattr(fns, "notes", None)
    return {"torch_ms": min(times), "torch_note": "; ".join(notes) if notes else None, "torch_variants_ms": times,
            "torch_variants": getattr(fns, "names", None)}


def bench_sizes_task(task: dict, m: dict) -> dict:
    """A run-time-shape shader: verify + time ours at every size point (verify_shader), then per size the torch
    peer and a copy of the same bytes, at that size's parameters. {"ours", "per_size": [{size, torch_ms,
    torch_note, copy_ms}]} in the order of ours["sizes"]."""
    from . import ops
    from .gpuworker import phase
    from .runner import manifest_at
    from .verify import verify_shader

    seed = int(task["seed"])
    ours = verify_shader(task["manifest"], seed, runs=1, timing=True, time_budget_s=1.0, sizes=task.get("sizes"))
    out: dict[str, Any] = {"ours": ours, "per_size": []}
    try:
        import torch
    except ImportError:
        torch = None
    op = ops.get(m["op"])
    for sub in ours.get("sizes") or []:
        one = {"size": sub["size"], "torch_ms": None, "torch_note": None, "copy_ms": None}
        out["per_size"].append(one)
        if torch is None:
            one["torch_note"] = "torch not importable"
            continue
        phase("gpu")  # each size restarts the worker's clock
        try:
            view = manifest_at(m, sub["size"])
            one["copy_ms"] = _copy_ms(int(view["min_bytes"]), torch)
            peer = _torch_peer_ms(op, op.parse(view["params"]), sub["seed"], torch)
            one["torch_ms"], one["torch_note"] = peer["torch_ms"], peer["torch_note"]
        except Exception as e:  # a peer that fails costs its cell, not the shader's other sizes
            one["torch_note"] = f"{type(e).__name__}: {e}"
    return out


def bench_task(task: dict) -> dict:
    """{"manifest", "peer"?, "seed", "sizes"?}: verify + time ours, verify + time the dlight peer, time torch.
    A run-time-shape shader: bench_sizes_task."""
    from . import ops
    from .sizes import is_ranged
    from .verify import verify_shader

    seed = int(task["seed"])
    m, _ = read_artifact(task["manifest"])
    if is_ranged(m):
        return bench_sizes_task(task, m)
    ours = verify_shader(task["manifest"], seed, runs=1, timing=True, time_budget_s=1.0)
    out: dict[str, Any] = {"ours": ours, "dlight": None, "torch_ms": None, "torch_note": None, "copy_ms": None}
    if task.get("peer"):
        out["dlight"] = verify_shader(task["peer"], seed, runs=1, timing=True, time_budget_s=1.0)
    try:
        import torch
    except ImportError:
        out["torch_note"] = "torch not importable"
        return out
    out["copy_ms"] = _copy_ms(int(m["min_bytes"]), torch)
    op = ops.get(m["op"])
    # a static shader is timed against the extra peers too (a run-time size's sweep would autotune at each size),
    # unless the run asks for the vendor library alone (candidates of one shape: one autotuning each would cost minutes)
    out.update(_torch_peer_ms(op, op.parse(m["params"]), seed, torch, extra=task.get("extra_peers", True)))
    return out


# -- the command --------------------------------------------------------------------------------
def _peer_index(folder: str | None) -> dict[tuple, Path]:
    """(op, params) -> manifest of the dlight artifact for the same operator."""
    if not folder:
        return {}
    idx = {}
    for f in find_manifests([folder]):
        m, _ = read_artifact(f)
        idx[(m["op"], json.dumps(m["params"], sort_keys=True))] = f
    return idx


def _row(m: dict, r: dict, ceil: dict) -> dict:
    ours = r["ours"]
    t = ours.get("time_ms")
    flops, nbytes = m["flops"], m["min_bytes"]
    # An operator is compute-bound when its intensity beats the machine balance (fp16 tensor-core rate).
    bal = (ceil.get("cublas_fp16_tflops") or 700) / (ceil.get("copy_tbps") or 4.0)
    compute = flops / max(nbytes, 1) > bal
    row = {"shader": m["name"], "source_sha256": m["source_sha256"], "op": m["op"], "status": ours["status"], "time_ms": t,
           "tflops": flops / t / 1e9 if t else None, "tbps": nbytes / t / 1e9 if t else None,
           "bound": "compute" if compute else "memory", "flops": flops, "min_bytes": nbytes,
           "torch_ms": r.get("torch_ms"), "dlight_ms": (r.get("dlight") or {}).get("time_ms"),
           "dlight_status": (r.get("dlight") or {}).get("status"),
           "regs": [k.get("regs") for k in ours.get("kernels", [])],
           "smem": [k.get("static_shared", 0) + k.get("dynamic_shared", 0) for k in ours.get("kernels", [])],
           "workspace_bytes": sum(w["bytes"] for w in m.get("workspaces", [])), "message": ours.get("message"),
           "schedule": m["schedule"], "rule": m["schedule"]["rule"], "tvm_version": m.get("tvm_version")}
    row["copy_ms"] = r.get("copy_ms")
    row["torch_variants_ms"] = r.get("torch_variants_ms") or []  # conv: [NCHW, channels_last] (peers.py)
    row["torch_variants"] = r.get("torch_variants")  # their names where the peer gave them (GEMM: cuBLAS, ...)
    row["torch_note"] = r.get("torch_note")
    row["of_copy"] = r["copy_ms"] / t if t and r.get("copy_ms") and not compute else None
    row["vs_torch"] = r["torch_ms"] / t if t and r.get("torch_ms") else None
    row["vs_dlight"] = row["dlight_ms"] / t if t and row["dlight_ms"] else None
    if t:
        row["of_ceiling"] = (row["tflops"] / ceil["cublas_fp16_tflops"] if compute and ceil.get("cublas_fp16_tflops")
                             else row["tbps"] / ceil["copy_tbps"] if not compute and ceil.get("copy_tbps") else None)
    return row


def size_rows(m: dict, r: dict, ceil: dict) -> list[dict]:
    """The rows of a run-time-shape shader: one per size, named `<shader>@m=16`, each as a static shader's row
    at that size (flops, bytes and the variant's rule there) with `ranged` (the shader) and `size`. The row at
    opt is named by the shader alone: it is the shader's row of the speed report's table (tvmgen.reports)."""
    from .runner import manifest_at, size_label

    ours = r.get("ours") or {}
    subs = ours.get("sizes") or []
    if not subs:  # the shader failed before any size ran: one row says why
        return [{"shader": m["name"], "ranged": m["name"], "size": None, "source_sha256": m.get("source_sha256"),
                 "op": m["op"], "status": ours.get("status", "error"), "time_ms": None, "tflops": None, "tbps": None,
                 "bound": None, "flops": None, "min_bytes": None, "torch_ms": None, "dlight_ms": None, "regs": [],
                 "smem": [], "workspace_bytes": None, "message": ours.get("message"), "schedule": None, "rule": "-",
                 "tvm_version": m.get("tvm_version"), "vs_torch": None}]
    per = r.get("per_size") or [{} for _ in subs]
    rows = []
    for sub, peer in zip(subs, per):
        view = manifest_at(m, sub["size"])
        one = {"ours": {"status": sub["status"], "time_ms": sub.get("time_ms"), "message": sub.get("message"),
                        "kernels": sub.get("kernels") or []},
               "torch_ms": peer.get("torch_ms"), "copy_ms": peer.get("copy_ms"), "dlight": None}
        row = _row(view, one, ceil)
        at_opt = sub["size"] == {k: v["opt"] for k, v in m["symbols"].items()}
        row.update(shader=m["name"] if at_opt else f"{m['name']}@{size_label(sub['size'])}", ranged=m["name"],
                   size=sub["size"],
                   chunk=view.get("chunk"), torch_note=peer.get("torch_note"))
        rows.append(row)
    return rows


def bench_command(paths: list[str], peers: str | None, report: str | None, seed: int, timeout: float,
                  table_root: str | Path | None = reports.REPORTS, sizes: dict[str, list[int]] | None = None,
                  plot: bool = False, extra_peers: bool = True) -> int:
    """The `tvmgen bench` command; returns the exit status. With a report kept in <table_root>/<gpu>/runs/, its rows
    also merge into that GPU's current table as they are written (table_root None: never)."""
    from .ops.base import ParamError

    from .sizes import is_ranged
    from .verify import check_chosen

    manifests = preflight(paths, report, peers)  # bad files are reported on any machine, exit 2
    if manifests is None:
        return 2
    try:
        check_chosen(manifests, sizes)
        peer_idx = _peer_index(peers)
    except (ArtifactError, ParamError) as e:
        print("\n".join(error_lines(e)), file=sys.stderr)
        return 2
    worker, info = start_for("bench", timeout)
    if worker is None:
        return info
    ceil: dict = {}
    rows: list[dict] = []
    interrupted = False
    table = reports.Recorder(report, info.get("gpu"), table_root) if report else None
    try:
        with terminate_as_interrupt():
            try:
                ceil = worker.call({"handler": "tvmgen.bench:ceilings_task"}, timeout=timeout)
            except WorkerError as e:
                ceil = {"copy_tbps": None, "cublas_fp16_tflops": None, "note": f"ceilings not measured: {e}"}
            try:
                from tqdm import tqdm
                it = tqdm(manifests, desc="bench", unit="shader", file=sys.stderr)
            except ImportError:
                it = manifests
            for f in it:
                m, _ = read_artifact(f)
                peer = peer_idx.get((m["op"], json.dumps(m["params"], sort_keys=True)))
                task = {"handler": "tvmgen.bench:bench_task", "manifest": str(f), "peer": str(peer) if peer else None,
                        "seed": seed, "sizes": sizes, "extra_peers": extra_peers}
                try:
                    r = worker.call(task, timeout=timeout)
                except WorkerError as e:
                    r = {"ours": {"status": "error", "message": str(e)}, "torch_ms": None}
                # the path lets the current table tell the committed shader from a peer or variant of its name
                got = size_rows(m, r, ceil) if is_ranged(m) else [_row(m, r, ceil)]
                rows += [dict(row, manifest=str(f)) for row in got]
                if report:
                    write_report(report, info, ceil, rows)
                    table.update()
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: the rows so far are the run's result
        interrupted = True
        worker.kill()  # it may be deep in a long kernel; do not wait for it
    worker.close()
    print_table(rows, ceil, info)
    if report:
        write_report(report, info, ceil, rows, plot=True, interrupted=interrupted)
        if plot:
            png = Path(report).with_name(Path(report).stem + "-sizes.png")
            if size_plot(png, rows, info.get("gpu") or "GPU"):
                print(f"tvmgen bench: time against size in {png}", file=sys.stderr)
        table.update()
        if table.done():
            print(f"tvmgen bench: {table.done()}", file=sys.stderr)
    if interrupted:
        print(f"tvmgen bench: interrupted after {len(rows)} of {len(manifests)} shaders", file=sys.stderr)
        return 130
    return 0 if all(r["status"] == "pass" for r in rows) else 1


def size_series(rows: list[dict]) -> dict[str, dict[str, list]]:
    """Per run-time-shape shader, its sizes (the first symbol's value) and our and the torch peer's times in
    ms (None where not measured), in size order: what size_plot draws."""
    out: dict[str, dict[str, list]] = {}
    for r in rows:
        if not r.get("ranged") or not r.get("size"):
            continue
        s = out.setdefault(r["ranged"], {"size": [], "ours_ms": [], "torch_ms": []})
        s["size"].append(next(iter(r["size"].values())))
        s["ours_ms"].append(r.get("time_ms"))
        s["torch_ms"].append(r.get("torch_ms"))
    for s in out.values():
        order = sorted(range(len(s["size"])), key=s["size"].__getitem__)
        for k in s:
            s[k] = [s[k][i] for i in order]
    return out


def size_plot(path: Path, rows: list[dict], gpu: str) -> bool:
    """Time against size, log-log, ours and the torch peer, one panel per run-time-shape shader. False when
    there is nothing to draw or no matplotlib."""
    series = size_series(rows)
    if not series:
        return False
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    n = len(series)
    cols = min(n, 3)
    fig, axes = plt.subplots((n + cols - 1) // cols, cols, figsize=(5 * cols, 4 * ((n + cols - 1) // cols)),
                             squeeze=False)
    for ax, (name, s) in zip(axes.flat, series.items()):
        for key, label, style in (("ours_ms", "tvmgen", "o-"), ("torch_ms", "torch", "s--")):
            pts = [(x, y * 1e3) for x, y in zip(s["size"], s[key]) if y]
            if pts:
                ax.loglog(*zip(*pts), style, label=label)
        ax.set_title(name[:60], fontsize=7)
        ax.set_xlabel("size")
        ax.set_ylabel("time (us)")
        ax.legend(fontsize=7)
    for ax in list(axes.flat)[n:]:
        ax.set_visible(False)
    fig.suptitle(f"time against size on {gpu}")
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)
    return True


def write_report(path: str, info: dict, ceil: dict, rows: list[dict], plot: bool = False,
                 interrupted: bool = False) -> None:
    """JSON with the machine and the ceilings, CSV beside it, and a roofline PNG at the end (also when the run
    was interrupted: then the JSON says so)."""
    p = Path(path)
    doc = {"report": "tvmgen bench", "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
           "gpu": info.get("gpu"), "driver": info.get("driver"), "cuda": info.get("cuda_runtime"),
           "tvm_version": next((r["tvm_version"] for r in rows if r.get("tvm_version")), None),
           "ceilings": ceil, "rows": rows}
    if interrupted:
        doc["interrupted"] = True
    write_files(p.parent, {p.name: json.dumps(jsonable(doc), indent=1) + "\n"})
    with open(p.with_suffix(".csv"), "w", newline="") as fh:
        cols = ["shader", "rule", "status", "time_ms", "tflops", "tbps", "of_ceiling", "of_copy", "torch_ms", "vs_torch",
                "dlight_ms",
                "vs_dlight", "regs", "smem", "workspace_bytes"]
        w = csv.DictWriter(fh, cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    if plot:
        roofline(p.with_suffix(".png"), ceil, rows, info.get("gpu") or "GPU")


def roofline(path: Path, ceil: dict, rows: list[dict], gpu: str) -> None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    bw, peak = ceil.get("copy_tbps"), ceil.get("cublas_fp16_tflops")
    if not bw or not peak:
        return
    fig, ax = plt.subplots(figsize=(12, 5.5))
    xs = np.logspace(-2, 4, 200)
    ax.loglog(xs, np.minimum(peak, bw * xs), "k-", label=f"roof: {bw:.2f} TB/s copy, {peak:.0f} TFLOP/s cuBLAS fp16")
    for r in rows:
        if r.get("time_ms") and r["flops"]:
            ax.loglog(r["flops"] / r["min_bytes"], r["tflops"], "o", label=r["shader"][:48])
    ax.set_xlabel("arithmetic intensity (FLOP / minimum byte)")
    ax.set_ylabel("TFLOP/s")
    ax.set_title(f"tvmgen shaders on {gpu}")
    ax.legend(fontsize=5, loc="upper left", bbox_to_anchor=(1.01, 1.0))  # outside: points stay visible
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)


def print_table(rows: list[dict], ceil: dict, info: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    f = lambda v, s="{:.3g}": "-" if v is None else s.format(v)  # noqa: E731
    t = Table(title=f"{info.get('gpu')}: copy {f(ceil.get('copy_tbps'))} TB/s, cuBLAS fp16 "
                    f"{f(ceil.get('cublas_fp16_tflops'))} TFLOP/s", box=None)
    for h in ("shader", "schedule", "status", "time", "TFLOP/s", "TB/s", "of ceiling", "of copy", "x torch", "x dlight",
              "regs", "smem B", "workspace B"):
        t.add_column(h, no_wrap=True)
    for r in rows:
        t.add_row(r["shader"], r["rule"], r["status"], f(r["time_ms"] and r["time_ms"] * 1e3, "{:.1f} us"), f(r.get("tflops")),
                  f(r.get("tbps")), f(r.get("of_ceiling"), "{:.2f}"), f(r.get("of_copy"), "{:.2f}"),
                  f(r.get("vs_torch"), "{:.2f}"),
                  f(r.get("vs_dlight"), "{:.2f}"), ",".join(map(str, r["regs"])), ",".join(map(str, r["smem"])),
                  f(r.get("workspace_bytes"), "{:,}"))
    Console(width=None if sys.stdout.isatty() else 220).print(t)
    print("x torch / x dlight: the peer's time over ours (above 1: we are faster). of ceiling: of the 1 GiB copy rate\n"
          "(memory-bound) or of cuBLAS fp16 8192^3 (compute-bound); of copy: a copy moving the same bytes, its time\n"
          "over ours. L2 is flushed clean before every repetition of ours and of the peers.")
