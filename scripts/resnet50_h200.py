"""ResNet-50 v1.5 in fp16 on the GPU: the tvmgen network (every layer an emitted shader, called through
tvmgen.runtime) against PyTorch's own ResNet-50 with the same weights, then timed beside PyTorch eager (cuDNN, NCHW
and channels_last) and torch.compile (default and mode="reduce-overhead"), with a per-layer table at one batch size.

    python -m tvmgen.models.resnet50 emit -o build/resnet50                     # on the CPU machine (TVM)
    PYTHONPATH=. python3 scripts/resnet50_h200.py --shaders build/resnet50 --out reports/h200/resnet50

No TVM here: torch (with CUDA), CuPy and NumPy; torchvision is not needed (tvmgen.models.resnet50_torch writes the
model out, with torchvision's state_dict names). Writes into --out: resnet50.json (every figure), README.md (the
tables), resnet50-times.png and resnet50-layers.png. Exit 1 when a check fails (the report is written first).

Checks, per batch size, on sample_images (the same images for every implementation):
* logits: max |ours - torch fp32| <= TOL = max(3 x max |torch fp16 - torch fp32|, 0.05 x std of the fp32 logits):
  our fp16 error at most three times PyTorch's own fp16 error (fp16 rounding grows through 53 layers either way);
* top-1: wherever ours differs from torch fp32, the two classes' fp32 logits are within TOL of each other (a near-tie
  that fp16 may break either way); the agreement rates of ours and of torch fp16 are reported;
* probabilities: our softmax shader's output against the softmax of our own logits, within 2e-3;
* torch fp32 against the independent NumPy float64 forward pass (resnet50.reference) on two images: the PyTorch
  model written out here is torchvision's network.
Timing: CUDA events around each call, after warm-up (first calls compile the shaders, cuDNN's benchmark picks its
algorithms, torch.compile compiles), median of --reps.
"""
from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's tvmgen, installed or not

from tvmgen import artifact  # noqa: E402
from tvmgen.models import resnet50  # noqa: E402

TOL_VS_TORCH16 = 3.0  # our max logit error may be this many times torch fp16's own
TOL_FLOOR = 0.05  # ... or this fraction of the fp32 logits' standard deviation, whichever is larger
PROB_TOL = 2e-3  # |our softmax - softmax(our logits)|: two fp16 roundings of values <= 1
REF_TOL = 1e-3  # |torch fp32 - NumPy float64| / std of the logits (tf32 off)


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shaders", required=True, help="folder of the emitted network (or a packed library)")
    ap.add_argument("--out", required=True, help="folder for the report (created)")
    ap.add_argument("--batches", default="1,13,32,256", help="batch sizes (default 1,13,32,256)")
    ap.add_argument("--skip", default=resnet50.SKIP, choices=resnet50.SKIPS, help="where the shaders sum each block's "
                    "residual (as emitted: resnet50 emit --skip)")
    ap.add_argument("--range", default=resnet50.BATCH, help=f"the batch range the shaders take ({resnet50.BATCH})")
    ap.add_argument("--layer-batch", type=int, default=32, help="batch size of the per-layer table (default 32; 0: "
                    "none this run)")
    ap.add_argument("--reps", type=int, default=30, help="timed repetitions (median; default 30)")
    ap.add_argument("--warmup", type=int, default=5, help="untimed calls first (default 5)")
    ap.add_argument("--seed", type=int, default=0, help="weights' seed (default 0)")
    ap.add_argument("--no-compile", action="store_true", help="leave torch.compile out (it compiles for minutes)")
    ap.add_argument("--merge", action="store_true", help="add to the report already in --out (its other batch sizes "
                    "and per-layer table stay): a run split in parts, e.g. --batches 1,13 then --batches 32,256 --merge")
    return ap.parse_args()


def first_line(e: BaseException) -> str:
    text = next((ln for ln in str(e).splitlines() if ln.strip()), "")
    return f"{type(e).__name__}: {text}"[:300]


def cuda_time(torch, fn, reps: int, warmup: int) -> dict:
    """Median and min of `reps` calls of fn, CUDA events around each call, after `warmup` calls."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    for a, b in zip(starts, ends):
        a.record()
        fn()
        b.record()
    torch.cuda.synchronize()
    ms = sorted(a.elapsed_time(b) for a, b in zip(starts, ends))
    return {"median_ms": float(np.median(ms)), "min_ms": float(ms[0]), "reps": reps}


# -- the same steps in PyTorch (cuDNN), on the network's own buffers --------------------------------------------
def torch_step(torch, F, step, buffers: dict, weights: dict):
    """A function running `step` with PyTorch on the tensors it reads, returning its output as the network lays it
    out (4-D: NHWC). An NHWC tensor is an NCHW one in channels_last (a permuted view, no copy), what cuDNN takes."""
    raw = step.raw
    ins = [weights[t] if t in step.weights else buffers[t] for _, t in step.inputs]
    nchw = lambda t: t.permute(0, 3, 1, 2)  # noqa: E731
    nhwc = lambda t: t.permute(0, 2, 3, 1)  # noqa: E731
    if step.op == "conv2d":
        x, w, b = nchw(ins[0]), ins[1].permute(0, 3, 1, 2), ins[2]  # KRSC -> KCRS, channels_last strides
        stride, pad, relu = int(raw.get("stride", 1)), int(raw.get("pad", 0)), raw["activation"] == "relu"
        if raw.get("residual") == "true":  # skip=epilogue: the block's last conv, its skip and ReLU (cuDNN: 2 calls)
            r = nchw(ins[3])
            return lambda: nhwc(F.relu(F.conv2d(x, w, b, stride, pad).add_(r), inplace=True))
        if relu:
            return lambda: nhwc(F.relu(F.conv2d(x, w, b, stride, pad), inplace=True))
        return lambda: nhwc(F.conv2d(x, w, b, stride, pad))
    if step.op == "pool2d":
        x = nchw(ins[0])
        return lambda: nhwc(F.max_pool2d(x, 3, 2, 1))
    if step.op == "add":  # the residual: the sum, then the block's ReLU fused into the same step
        a, b = ins
        if raw.get("activation", "none") == "relu":
            return lambda: F.relu(a + b)
        return lambda: a + b
    if step.op == "activation":
        x = ins[0]
        return lambda: F.relu(x)
    if step.op == "reduce":
        x = ins[0]
        return lambda: x.mean(dim=(1, 2))
    if step.op == "dense":
        x, w, b = ins
        return lambda: F.linear(x, w, b)
    if step.op == "softmax":
        x = ins[0]
        return lambda: torch.softmax(x, dim=1)
    raise ValueError(f"{step.name}: no PyTorch counterpart for {step.op}")


def torch_folded(torch, F, net, x_nhwc):
    """The network's steps in PyTorch eager (BN folded, channels_last): (logits, probabilities)."""
    t = {"input": x_nhwc}
    for s in net.steps:
        t[s.output] = torch_step(torch, F, s, t, net.weights)()
    return t[net.steps[-2].output], t[net.steps[-1].output]


def torch_layer_times(torch, F, net, batch: int, reps: int, warmup: int) -> list[float]:
    """Median per step of PyTorch's time for the same layer on the same input buffers, the steps run in order as in
    Network.time_layers (events between the calls)."""
    pl = net.plan(batch)
    fns = [torch_step(torch, F, s, pl.buffers, net.weights) for s in net.steps]
    n = len(fns)
    ev = [torch.cuda.Event(enable_timing=True) for _ in range(n + 1)]
    times = np.zeros((reps, n))
    for r in range(warmup + reps):
        ev[0].record()
        for i, f in enumerate(fns):
            f()
            ev[i + 1].record()
        torch.cuda.synchronize()
        if r >= warmup:
            times[r - warmup] = [ev[i].elapsed_time(ev[i + 1]) for i in range(n)]
    return [float(m) for m in np.median(times, axis=0)]


# -- accuracy --------------------------------------------------------------------------------------------------
def compare(ours: np.ndarray, probs: np.ndarray, t16: np.ndarray, t32: np.ndarray) -> dict:
    std = float(t32.std())
    err16 = float(np.abs(t16 - t32).max())
    tol = max(TOL_VS_TORCH16 * err16, TOL_FLOOR * std)
    d = ours - t32
    top_ref, top_ours, top16 = t32.argmax(1), ours.argmax(1), t16.argmax(1)
    rows = np.arange(len(t32))
    margins = t32[rows, top_ref] - t32[rows, top_ours]  # 0 where they agree
    sm = np.exp(ours - ours.max(1, keepdims=True))
    sm /= sm.sum(1, keepdims=True)
    return {
        "logit_std": std, "tol": tol,
        "max_err_ours": float(np.abs(d).max()), "rms_err_ours": float(np.sqrt((d ** 2).mean())),
        "max_err_torch16": err16, "rms_err_torch16": float(np.sqrt(((t16 - t32) ** 2).mean())),
        "max_ours_vs_torch16": float(np.abs(ours - t16).max()),
        "top1_ours_vs_fp32": float((top_ours == top_ref).mean()),
        "top1_torch16_vs_fp32": float((top16 == top_ref).mean()),
        "top1_ours_vs_torch16": float((top_ours == top16).mean()),
        "worst_disagreement_margin": float(margins.max()), "distinct_top1": int(len(set(top_ref.tolist()))),
        "max_prob_err": float(np.abs(probs - sm).max()),
    }


def checks(acc: dict) -> list[str]:
    bad = []
    if not acc["max_err_ours"] <= acc["tol"]:
        bad.append(f"max |ours - torch fp32| = {acc['max_err_ours']:.4g} > tolerance {acc['tol']:.4g}")
    if not acc["worst_disagreement_margin"] <= acc["tol"]:
        bad.append(f"a top-1 disagreement with fp32 logits {acc['worst_disagreement_margin']:.4g} apart "
                   f"(> {acc['tol']:.4g})")
    if not acc["max_prob_err"] <= PROB_TOL:
        bad.append(f"softmax shader off by {acc['max_prob_err']:.3g} (> {PROB_TOL})")
    return bad


# -- the report ------------------------------------------------------------------------------------------------
IMPLS = ["tvmgen (runtime)", "tvmgen (CUDA graph)", "torch eager NCHW", "torch eager channels_last",
         "torch eager channels_last, BN folded", "torch.compile", "torch.compile reduce-overhead"]


def markdown(rep: dict) -> str:
    env = rep["environment"]
    out = [f"# ResNet-50 v1.5 fp16 on {env['gpu']}", "",
           f"{rep['date'][:10]}; torch {env['torch']}, CUDA {env['cuda']}, cuDNN {env['cudnn']}, CuPy {env['cupy']}; "
           f"tvmgen {env['commit'] or '(no git)'}; {rep['shaders']['count']} shaders from `{rep['shaders']['folder']}` "
           f"(batch {rep['shaders']['range']}, one set for every size). Command: `{rep['command']}`.", "",
           "Weights: `resnet50.random_weights(seed)` (torchvision's names; batch-norm statistics measured on sample "
           "images, then disturbed), the same for every implementation; ours has batch norm folded into the "
           "convolutions (bias and ReLU in their epilogue), PyTorch runs its own unfolded eval-mode model.", "",
           "## Accuracy (logits against PyTorch fp32, tf32 off)", "",
           f"Tolerance: max(|ours - fp32|) <= max({TOL_VS_TORCH16:g} x max |torch fp16 - fp32|, {TOL_FLOOR:g} x std of "
           "the fp32 logits); a top-1 disagreement must be a near-tie (fp32 logits within the tolerance).", "",
           "| batch | logit std | tolerance | max err ours | max err torch fp16 | rms ours | rms torch fp16 | "
           "top-1 ours | top-1 torch fp16 | distinct top-1 | softmax err | checks |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for b, r in rep["batches"].items():
        a = r["accuracy"]
        out.append(f"| {b} | {a['logit_std']:.3f} | {a['tol']:.3f} | {a['max_err_ours']:.4f} | {a['max_err_torch16']:.4f} "
                   f"| {a['rms_err_ours']:.4f} | {a['rms_err_torch16']:.4f} | {a['top1_ours_vs_fp32']:.3f} | "
                   f"{a['top1_torch16_vs_fp32']:.3f} | {a['distinct_top1']} | {a['max_prob_err']:.1e} | "
                   f"{'pass' if not r['failures'] else 'FAIL'} |")
    ref = rep.get("numpy_reference")
    if ref:
        out += ["", f"PyTorch fp32 against the NumPy float64 forward pass on {ref['images']} images: max |diff| "
                    f"{ref['max_diff']:.2e} (logit std {ref['logit_std']:.3f})."]
    out += ["", "## Time per batch (median, CUDA events)", "",
            "| batch | " + " | ".join(IMPLS) + " |", "| --- |" + " --- |" * len(IMPLS)]
    for b, r in rep["batches"].items():
        cells = []
        for k in IMPLS:
            t = r["times"].get(k)
            cells.append(f"{t['median_ms']:.3f} ms ({int(b) / t['median_ms'] * 1e3:,.0f}/s)" if t and "median_ms" in t
                         else (t or {}).get("error", "-")[:40])
        out.append(f"| {b} | " + " | ".join(cells) + " |")
    out += ["", "Ratios, each PyTorch time over ours (above 1: ours is faster):", "",
            "| batch | vs " + " | vs ".join(IMPLS[2:]) + " |", "| --- |" + " --- |" * (len(IMPLS) - 2)]
    for b, r in rep["batches"].items():
        ours = min((r["times"][k]["median_ms"] for k in IMPLS[:2] if "median_ms" in r["times"].get(k, {})),
                   default=None)
        cells = [f"{r['times'][k]['median_ms'] / ours:.2f}" if ours and "median_ms" in r["times"].get(k, {}) else "-"
                 for k in IMPLS[2:]]
        out.append(f"| {b} | " + " | ".join(cells) + " |")
    out += ["", "(ours: the faster of the runtime loop and its CUDA graph)", ""]
    lay = rep.get("layers")
    if lay:
        out += [f"## Per layer at batch {lay['batch']}: ours against PyTorch (cuDNN) for the same layer", "",
                "The same steps in order, CUDA events between them (launch gaps included). PyTorch: F.conv2d in "
                "channels_last with the folded weights and bias, then ReLU; max_pool2d; a + b; relu; mean; linear; "
                "softmax.", "", "| op | steps | ours (ms) | torch (ms) | torch / ours |",
                "| --- | --- | --- | --- | --- |"]
        for op, g in lay["by_op"].items():
            out.append(f"| {op} | {g['steps']} | {g['ours_ms']:.3f} | {g['torch_ms']:.3f} | "
                       f"{g['torch_ms'] / g['ours_ms']:.2f} |")
        tot_o = sum(g["ours_ms"] for g in lay["by_op"].values())
        tot_t = sum(g["torch_ms"] for g in lay["by_op"].values())
        out += [f"| all | {len(lay['rows'])} | {tot_o:.3f} | {tot_t:.3f} | {tot_t / tot_o:.2f} |", "",
                "| step | op | output | ours (us) | torch (us) | torch / ours | shader |",
                "| --- | --- | --- | --- | --- | --- | --- |"]
        for r in lay["rows"]:
            out.append(f"| {r['step']} | {r['op']} | {'x'.join(map(str, r['shape']))} | {r['ms'] * 1e3:.1f} | "
                       f"{r['torch_ms'] * 1e3:.1f} | {r['torch_ms'] / r['ms']:.2f} | {r['shader']} |")
    if rep["failures"]:
        out += ["", "## Failed checks", ""] + [f"* {f}" for f in rep["failures"]]
    out += ["", "![time per batch](resnet50-times.png)", "", "![per layer](resnet50-layers.png)", ""]
    return "\n".join(out)


def plots(rep: dict, out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    batches = list(rep["batches"])
    fig, ax = plt.subplots(figsize=(11, 4))
    width = 0.8 / len(IMPLS)
    for i, k in enumerate(IMPLS):
        ts = [rep["batches"][b]["times"].get(k, {}) for b in batches]
        ys = [int(b) / t["median_ms"] * 1e3 if "median_ms" in t else np.nan for b, t in zip(batches, ts)]
        ax.bar(np.arange(len(batches)) + (i - len(IMPLS) / 2 + 0.5) * width, ys, width, label=k)
    ax.set_xticks(range(len(batches)), [f"batch {b}" for b in batches])
    ax.set_ylabel("images / s")
    ax.set_yscale("log")
    ax.set_title(f"ResNet-50 v1.5 fp16 inference, {rep['environment']['gpu']}")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(out / "resnet50-times.png", dpi=120)
    plt.close(fig)
    lay = rep.get("layers")
    if not lay:
        return
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(14, 4), gridspec_kw=dict(width_ratios=[3, 1]))
    x = np.arange(len(lay["rows"]))
    a1.bar(x - 0.2, [r["ms"] * 1e3 for r in lay["rows"]], 0.4, label="tvmgen")
    a1.bar(x + 0.2, [r["torch_ms"] * 1e3 for r in lay["rows"]], 0.4, label="PyTorch (cuDNN)")
    a1.set_xlabel("step (stem, 16 bottlenecks, head)")
    a1.set_ylabel("us")
    a1.set_title(f"per layer at batch {lay['batch']}")
    a1.legend(fontsize=8)
    ops_ = list(lay["by_op"])
    a2.barh(np.arange(len(ops_)) - 0.2, [lay["by_op"][o]["ours_ms"] for o in ops_], 0.4, label="tvmgen")
    a2.barh(np.arange(len(ops_)) + 0.2, [lay["by_op"][o]["torch_ms"] for o in ops_], 0.4, label="PyTorch")
    a2.set_yticks(range(len(ops_)), ops_)
    a2.set_xlabel("ms, summed over the steps")
    fig.tight_layout()
    fig.savefig(out / "resnet50-layers.png", dpi=120)
    plt.close(fig)


def environment(torch) -> dict:
    try:
        import cupy

        cp_version = cupy.__version__
    except ImportError:
        cp_version = "-"
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=Path(__file__).resolve().parents[1]).stdout.strip() or None
    except OSError:
        commit = None
    return {"gpu": torch.cuda.get_device_name(), "capability": list(torch.cuda.get_device_capability()),
            "torch": torch.__version__, "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
            "cupy": cp_version, "python": platform.python_version(), "commit": commit}


def main() -> int:
    args = parse_args()
    import torch
    import torch.nn.functional as F

    if not torch.cuda.is_available():
        print("resnet50_h200: no CUDA device", file=sys.stderr)
        return 2
    torch.backends.cudnn.benchmark = True  # cuDNN picks its fastest algorithm per shape (during warm-up)
    torch.backends.cudnn.allow_tf32 = False  # the fp32 reference stays fp32
    torch.backends.cuda.matmul.allow_tf32 = False
    batches = [int(b) for b in args.batches.split(",") if b.strip()]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rep: dict = {"date": datetime.now(timezone.utc).isoformat(),
                 "command": " ".join([Path(sys.argv[0]).name, *sys.argv[1:]]),
                 "environment": environment(torch), "batches": {}, "failures": []}
    old = out / "resnet50.json"
    if args.merge and old.is_file():  # earlier parts of the run: their batch sizes and per-layer table are kept
        prev = json.loads(old.read_text())
        rep["batches"] = {b: r for b, r in prev.get("batches", {}).items() if int(b) not in batches}
        if prev.get("layers"):
            rep["layers"] = prev["layers"]
        rep["command"] = f"{prev.get('command', '')}; {rep['command']}"

    def save() -> None:  # after each part, so that a run stopped on the way keeps what it measured
        rep["batches"] = dict(sorted(rep["batches"].items(), key=lambda kv: int(kv[0])))
        rep["failures"] = [f for r in rep["batches"].values() for f in r["failures"]] + rep.get("reference_failures", [])
        (out / "resnet50.json").write_text(json.dumps(rep, indent=1) + "\n")
        (out / "README.md").write_text(markdown(rep))

    dev = torch.device("cuda")

    t0 = time.time()
    w = resnet50.random_weights(args.seed)
    folded = resnet50.fold(w)
    print(f"weights: {time.time() - t0:.1f} s", flush=True)
    net = resnet50.Network(args.shaders, folded, batch=args.range, skip=args.skip)
    manifests = sorted(Path(args.shaders).rglob("*.json"))
    rep["shaders"] = {"folder": args.shaders, "range": args.range, "skip": args.skip,
                      "count": len({s.shader for s in net.steps}),
                      "sources": {m.stem: artifact.read(m)[0]["source_sha256"] for m in manifests
                                  if m.stem in {s.shader for s in net.steps}}}
    t32 = resnet50.torch_model(w).to(dev)
    t16 = resnet50.torch_model(w).to(dev).half()
    t16_cl = resnet50.torch_model(w).to(dev).half().to(memory_format=torch.channels_last)
    compiled = {}
    if not args.no_compile:  # each mode on a model of its own (one module compiled twice shares dynamo's cache)
        for name, mode in (("torch.compile", "default"), ("torch.compile reduce-overhead", "reduce-overhead")):
            m = resnet50.torch_model(w).to(dev).half().to(memory_format=torch.channels_last)
            compiled[name] = torch.compile(m, mode=mode, dynamic=False)

    with torch.inference_mode():
        # the PyTorch model written out here against the independent NumPy forward pass
        xs = resnet50.sample_images(2, resnet50.IMAGE, seed=999)
        ref = resnet50.reference(xs, w)
        got = t32(torch.from_numpy(xs).to(dev).permute(0, 3, 1, 2).contiguous()).double().cpu().numpy()
        rep["numpy_reference"] = {"images": 2, "max_diff": float(np.abs(got - ref).max()),
                                  "logit_std": float(ref.std())}
        if not rep["numpy_reference"]["max_diff"] <= REF_TOL * ref.std():
            rep["reference_failures"] = [f"torch fp32 differs from the NumPy reference by "
                                         f"{rep['numpy_reference']['max_diff']:.3g}"]
        print(f"torch fp32 vs NumPy float64: {rep['numpy_reference']['max_diff']:.2e}", flush=True)

        for n in batches:
            print(f"batch {n}:", flush=True)
            r: dict = {"times": {}, "failures": []}
            x = torch.from_numpy(resnet50.sample_images(n, resnet50.IMAGE, seed=100 + n)).to(dev)  # NHWC fp32
            x_nchw = x.permute(0, 3, 1, 2).contiguous()
            x16, x16_nchw = x.half(), x_nchw.half()
            x16_cl = x16_nchw.to(memory_format=torch.channels_last)
            tc = time.time()
            logits, probs = net.forward(x16)  # the first call of a size compiles the shaders (NVRTC) and plans it
            torch.cuda.synchronize()
            print(f"  first forward {time.time() - tc:.1f} s", flush=True)
            ref32 = t32(x_nchw).double().cpu().numpy()
            ref16 = t16(x16_nchw).double().cpu().numpy()
            acc = compare(logits.double().cpu().numpy(), probs.double().cpu().numpy(), ref16, ref32)
            fl, _ = torch_folded(torch, F, net, x16)
            acc["max_ours_vs_torch_folded"] = float((fl.double() - logits.double()).abs().max())
            r["accuracy"] = acc
            r["failures"] = [f"batch {n}: {b}" for b in checks(acc)]
            print(f"  logits: max err ours {acc['max_err_ours']:.4f}, torch fp16 {acc['max_err_torch16']:.4f}, tol "
                  f"{acc['tol']:.4f}; top-1 vs fp32: ours {acc['top1_ours_vs_fp32']:.3f}, torch fp16 "
                  f"{acc['top1_torch16_vs_fp32']:.3f}", flush=True)

            buf = net.plan(n).buffers["input"]
            buf.copy_(x16)  # ours reads its input buffer as it is: no copy inside the timed call
            fns = {"tvmgen (runtime)": lambda: net.forward(buf, copy=False)}
            try:
                replay = net.graph(n)
                fns["tvmgen (CUDA graph)"] = lambda: replay(buf)
            except Exception as e:  # noqa: BLE001  (reported in the table, the run goes on)
                r["times"]["tvmgen (CUDA graph)"] = {"error": first_line(e)}
            fns["torch eager NCHW"] = lambda: t16(x16_nchw)
            fns["torch eager channels_last"] = lambda: t16_cl(x16_cl)
            fns["torch eager channels_last, BN folded"] = lambda: torch_folded(torch, F, net, x16)
            for k, m in compiled.items():
                fns[k] = (lambda m_: lambda: m_(x16_cl))(m)
            for k, fn in fns.items():
                try:
                    tc = time.time()
                    r["times"][k] = cuda_time(torch, fn, args.reps, args.warmup)
                    print(f"  {k:40s} {r['times'][k]['median_ms']:8.3f} ms  ({time.time() - tc:.0f} s)", flush=True)
                except Exception as e:  # noqa: BLE001
                    r["times"][k] = {"error": first_line(e)}
                    print(f"  {k:40s} failed: {first_line(e)}", flush=True)
            rep["batches"][str(n)] = r
            save()

        n = args.layer_batch
        if not n:
            save()
            plots(rep, out)
            return finish(rep, out)
        x = torch.from_numpy(resnet50.sample_images(n, resnet50.IMAGE, seed=100 + n)).to(dev).half()
        rows = net.time_layers(x, reps=args.reps, warmup=args.warmup)
        tt = torch_layer_times(torch, F, net, n, args.reps, args.warmup)
        by_op: dict = {}
        for row, t in zip(rows, tt):
            row["torch_ms"] = t
            g = by_op.setdefault(row["op"], {"steps": 0, "ours_ms": 0.0, "torch_ms": 0.0})
            g["steps"] += 1
            g["ours_ms"] += row["ms"]
            g["torch_ms"] += t
        rep["layers"] = {"batch": n, "rows": rows, "by_op": by_op}

    save()
    plots(rep, out)
    return finish(rep, out)


def finish(rep: dict, out: Path) -> int:
    print(f"report: {out}/README.md, resnet50.json, resnet50-times.png, resnet50-layers.png")
    for f in rep["failures"]:
        print(f"resnet50_h200: FAILED: {f}", file=sys.stderr)
    return 1 if rep["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
