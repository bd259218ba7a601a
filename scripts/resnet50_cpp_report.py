"""The README of a ResNet-50 C++ run: what scripts/resnet50_cpp_h200.sh wrote (cpp_report.json, layers<N>.json) as
tables, each PyTorch peer beside ours and the ratio to the best torch.compile mode.

    python scripts/resnet50_cpp_report.py DIR [--title TEXT] [--compare NAME=OTHER_DIR ...]

DIR/cpp_report.json: per batch, our median ms (the plain loop and its CUDA graph), the logits' errors against PyTorch
fp32 and, where the run timed them, PyTorch's medians on the same images ("torch"). --compare adds a column per other
run of the program (another shader set, e.g. before a change, in the same session on the same GPU). Writes DIR/README.md
and prints it. No GPU needed.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def ours(row: dict) -> float:
    """Our time at a batch: the faster of the loop and its CUDA graph."""
    return min(row.get("ms", float("inf")), row.get("graph_ms", float("inf")))


def best_compiled(row: dict) -> tuple[str, float] | None:
    """The fastest torch.compile mode the run timed at this batch, or None."""
    modes = {k: v for k, v in row.get("torch", {}).items() if k.startswith("torch.compile") and isinstance(v, float)}
    return min(modes.items(), key=lambda kv: kv[1]) if modes else None


def markdown(rep: dict, title: str, compare: dict[str, dict]) -> str:
    peers = sorted({k for r in rep.values() for k in r.get("torch", {})})
    head = ["batch", "ours, loop (ms)", "ours, CUDA graph (ms)", *[f"{k} (ms)" for k in compare],
            *[f"{p} (ms)" for p in peers], "best torch.compile / ours"]
    lines = [f"# {title}", "", "| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for n, r in sorted(rep.items(), key=lambda kv: int(kv[0])):
        best = best_compiled(r)
        cells = [n, f"{r['ms']:.3f}", f"{r['graph_ms']:.3f}",
                 *[f"{ours(c[n]):.3f}" if n in c else "-" for c in compare.values()],
                 *[f"{r['torch'][p]:.3f}" if isinstance(r.get("torch", {}).get(p), float) else "-" for p in peers],
                 f"**{best[1] / ours(r):.2f}x** ({best[0].removeprefix('torch.compile ')})" if best else "-"]
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "Ours: the faster of the loop and the graph" + (" (the compared runs likewise)" if compare else "")
              + "; PyTorch: the fp16 channels_last model on the same images, CUDA events, median.", "",
              "| batch | max \\|ours - torch fp32\\| | max \\|torch fp16 - fp32\\| | logit std | top-1 vs fp32 "
              "| activations |",
              "| --- | --- | --- | --- | --- | --- |"]
    for n, r in sorted(rep.items(), key=lambda kv: int(kv[0])):
        lines.append(f"| {n} | {r['max_err_vs_fp32_graph']:.4f} | {r['max_err_torch16_vs_fp32']:.4f} | "
                     f"{r['logit_std']:.3f} | {r['top1_vs_fp32_graph']:.3f} | {r['activation_bytes'] / 1e6:.0f} MB |")
    return "\n".join(lines) + "\n"


def layer_table(path: Path) -> str:
    """Per operator and the ten slowest steps of a --layers file."""
    d = json.loads(path.read_text())
    steps = d["steps"]
    total = sum(s["median_us"] for s in steps)
    by_op: dict[str, list[float]] = {}
    for s in steps:
        by_op.setdefault(s["op"], []).append(s["median_us"])
    lines = [f"## Per step at batch {d['batch']} (no graph, launch gaps included): {total / 1000:.3f} ms in all", "",
             "| op | steps | us | share |", "| --- | --- | --- | --- |"]
    for op, us in sorted(by_op.items(), key=lambda kv: -sum(kv[1])):
        lines.append(f"| {op} | {len(us)} | {sum(us):.1f} | {sum(us) / total:.1%} |")
    lines += ["", "| slowest steps | op | us |", "| --- | --- | --- |"]
    lines += [f"| {s['step']} | {s['op']} | {s['median_us']:.1f} |"
              for s in sorted(steps, key=lambda s: -s["median_us"])[:10]]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--title", default="ResNet-50 fp16 from C++ on the packed tvmgen library")
    ap.add_argument("--compare", action="append", default=[], metavar="NAME=DIR",
                    help="another run's folder (its cpp_report.json), a column named NAME")
    ap.add_argument("--notes", type=Path, help="a Markdown file appended as it is (the run's GPU, command, context)")
    args = ap.parse_args(argv)
    rep = json.loads((args.dir / "cpp_report.json").read_text())
    compare = {}
    for item in args.compare:
        name, _, other = item.partition("=")
        compare[name] = json.loads((Path(other) / "cpp_report.json").read_text())
    text = markdown(rep, args.title, compare)
    for f in sorted(args.dir.glob("layers*.json"), key=lambda p: int(p.stem.removeprefix("layers"))):
        text += "\n" + layer_table(f)
    env = args.dir / "environment.json"
    if env.is_file():
        e = json.loads(env.read_text())
        text += f"\n{e['gpu']}, driver {e.get('driver', '?')}, torch {e['torch']} (CUDA {e['cuda']}), {e['date']}.\n"
    if args.notes:
        text += "\n" + args.notes.read_text()
    (args.dir / "README.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
