"""reports/h200/runtime/README.md from the run-time-size runs beside it: per size our time, the peer's and the ratio;
each shader at its opt against the static shader of that size; verify at every size.

    python scripts/runtime_sizes_report.py [reports/h200/runtime]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's tvmgen, installed or not

TARGETS = {"matmul": 0.9, "conv2d": 0.9}  # x the vendor library at every size (issue: GEMM M sweep, conv batch)


def load(folder: Path, pattern: str) -> list[dict]:
    rows = []
    for f in sorted(folder.glob(pattern)):
        d = json.loads(f.read_text())
        rows += [dict(r, _run=f.name, _date=d.get("date", "")[:10]) for r in d.get("rows", [])]
    return rows


def us(ms) -> str:
    return f"{ms * 1e3:.1f}" if ms else "-"


def sweep_table(rows: list[dict]) -> list[str]:
    # chunk: the variant ran chunks of that many (tvmgen.chunks); bound: kernels that take the size (tvmgen.symbolic)
    out = ["| shader | size | chunk | ours (us) | peer (us) | peer / ours | of a copy | verified |",
           "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in rows:
        size = ", ".join(f"{k}={v}" for k, v in r["size"].items())
        ratio = f"{r['vs_torch']:.2f}" if r.get("vs_torch") else "-"
        copy = f"{r['of_copy']:.2f}" if r.get("of_copy") else "-"  # memory-bound: a copy of the same bytes over ours
        out.append(f"| {r['ranged']} | {size} | {r.get('chunk') or 'bound'} | {us(r['time_ms'])} | {us(r.get('torch_ms'))} | "
                   f"{ratio} | {copy} | {r['status']} |")
    return out


def opt_table(ranged: list[dict], static: list[dict], opts: dict[str, dict]) -> list[str]:
    by_name = {r["shader"]: r for r in static}
    out = ["| shader | opt | run-time shape (us) | static at opt (us) | static / run-time |", "| --- | --- | --- | --- | --- |"]
    within = 0
    for r in ranged:
        opt = opts.get(r["ranged"])
        if opt is None or r["size"] != opt["size"] or opt["static"] not in by_name:
            continue
        s = by_name[opt["static"]]
        size = ", ".join(f"{k}={v}" for k, v in r["size"].items())
        out.append(f"| {r['ranged']} | {size} | {us(r['time_ms'])} | {us(s['time_ms'])} | {s['time_ms'] / r['time_ms']:.2f} |")
        within += s["time_ms"] / r["time_ms"] >= 0.95
    return out + ["", f"{within} of {len(out) - 2} within 5% of the static shader."]


def static_names(folder: Path, ranged: list[dict]) -> dict[str, dict]:
    """Ranged shader -> its opt size and the static shader's name at that size (from the manifests in generated/)."""
    from tvmgen import ops, sizes

    root = folder.resolve().parents[2]
    out = {}
    for r in ranged:
        m = json.loads((root / r["manifest"]).read_text())
        op = ops.get(m["op"])
        syms, where = sizes.split(op, m["params"])
        opt = {s: rg.opt for s, rg in syms.items()}
        out[r["ranged"]] = {"size": opt, "static": op.shader_name(op.parse(sizes.at(m["params"], where, opt)))}
    return out


def committed_sha(folder: Path) -> dict[str, str]:
    """Shader name -> the sha256 of its committed source (generated/), to keep only rows that ran it."""
    root = folder.resolve().parents[2]
    out = {}
    for f in (root / "generated").glob("*/*.json"):
        m = json.loads(f.read_text())
        out[m["name"]] = m["source_sha256"]
    return out


def verify_results(folder: Path, sha: dict[str, str]) -> tuple[dict, list[dict]]:
    """(header of the newest verify run, one result per run-time-size shader: the newest that ran its committed
    source)."""
    runs = sorted(folder.glob("*-runtime-verify*.json"))
    best: dict[str, dict] = {}
    head = None
    for f in runs:
        d = json.loads(f.read_text())
        head = head or d
        for r in d["results"]:
            if r.get("source_sha256") == sha.get(r["name"]):
                best[r["name"]] = r
    return head, [best[n] for n in sorted(best)]


def compare_chunked(folder: Path, ranged: list[dict]) -> list[str]:
    """The same sweeps run earlier in chunks of static shaders (`chunked/`), beside the kernels that take the size."""
    old = {(r["ranged"], json.dumps(r["size"])): r for r in load(folder / "chunked", "*.json") if r.get("ranged")}
    out = ["| shader | size | chunks: peer / ours | size as bound: peer / ours |", "| --- | --- | --- | --- |"]
    for r in ranged:
        o = old.get((r["ranged"], json.dumps(r["size"])))
        if o and o.get("vs_torch") and r.get("vs_torch"):
            size = ", ".join(f"{k}={v}" for k, v in r["size"].items())
            out.append(f"| {r['ranged']} | {size} | {o['vs_torch']:.2f} | {r['vs_torch']:.2f} |")
    return out


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "reports/h200/runtime")
    sha = committed_sha(folder)
    sweeps = load(folder, "*-runtime-*.json")
    ranged = [r for r in sweeps if r.get("ranged") and r.get("source_sha256") == sha.get(r["ranged"])]
    stale = sum(1 for r in sweeps if r.get("ranged") and r not in ranged)
    static = [r for r in load(folder, "*-runtime-static-bench*.json") if r.get("source_sha256") == sha.get(r["shader"], r.get("source_sha256"))]
    verify, results = verify_results(folder, sha)
    lines = ["# Run-time sizes on the H200", "",
             "Written by `python scripts/runtime_sizes_report.py` from the runs in this folder (how to reproduce them:",
             "[reports/README.md](../../README.md#run-time-sizes)). Times are medians of CUDA events with L2 flushed clean;",
             "the peer is cuBLAS / cuDNN (channels_last or NCHW, the faster) / PyTorch through torch, timed in the same run.",
             "", f"GPU {verify['gpu']}, driver {verify['driver']}, CUDA {verify['cuda']}, runs of {verify['date'][:10]}.", "",
             "## Verified at every size", "",
             f"`tvmgen verify` ran each of the {len(results)} run-time-shape shaders of the catalog at its "
             "range's lo, opt, hi, hi - 1 and the odd sizes 1, 7, 33, 1000 inside it: fresh inputs per size, outputs "
             "poisoned, 64 KiB canaries before and after every buffer, a second run compared bit for bit, each at the "
             f"committed source (its sha256). Result: {sum(r['status'] == 'pass' for r in results)} of {len(results)} "
             "pass.", "",
             "| shader | sizes | worst err/tol | deterministic |", "| --- | --- | --- | --- |"]
    for r in results:
        pts = ", ".join(str(next(iter(s["size"].values()))) for s in r.get("sizes", []))
        det = all(s.get("deterministic") for s in r.get("sizes", []))
        lines.append(f"| {r['name']} | {pts} | {r['worst_ratio']:.3f} | {'yes' if det else 'no'} |")
    gemm = [r for r in ranged if r["op"] == "matmul" and r["ranged"].startswith("matmul_m1_8192")]
    conv = [r for r in ranged if r["op"] == "conv2d" and "NHWC" in r["ranged"]]
    other = [r for r in ranged if r not in gemm and r not in conv]
    opts = static_names(folder, ranged)
    for title, rows, target in (("fp16 GEMM, N = K = 4096, M at run time (target: >= 0.9x cuBLAS at every M)", gemm, 0.9),
                                ("ResNet-50 convolutions, NHWC fp16, batch at run time (target: >= 0.9x cuDNN)", conv, 0.9),
                                ("Memory-bound and other shaders with a run-time batch", other, None)):
        met = [r for r in rows if r.get("vs_torch") and target and r["vs_torch"] >= target]
        lines += ["", f"## {title}", ""] + sweep_table(rows)
        if target:
            lines += ["", f"{len(met)} of {len(rows)} sizes meet the target."]
    lines += ["", "![GEMM: time against M](2026-12-04-runtime-gemm-sweep-sizes.png)",
              "![conv: time against batch](2026-12-04-runtime-conv-sweep-sizes.png)",
              "", "## Chunks of static shaders, or kernels that take the size as their bound", "",
              "The GEMM and the NHWC convolutions now take the size as their kernels' bound (tvmgen/symbolic.py); the "
              "same sweeps run earlier the same day with those shaders built from chunks of static ones (`chunked/`):",
              ""] + compare_chunked(folder, gemm + conv) + [
              "", f"Rows of runs at an earlier source, left out of the tables above: {stale}.",
              "", "## At opt: the run-time-shape shader against the static shader of that size", "",
              "The static shaders were emitted from the same parameters with the range replaced by its opt and timed in "
              "runs of the same session (`*-runtime-static-bench*.json`; each pair is not from one run, so a few "
              "percent either way is run-to-run spread).", ""] + opt_table(ranged, static, opts)
    (folder / "README.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
