"""ResNet-50 v1.5 inference in fp16 on tvmgen shaders: the network, its weights, its shaders, and a command line.

    from tvmgen.models import resnet50
    w = resnet50.random_weights(seed=0)                 # torchvision's state_dict names, float32
    steps = resnet50.layers()                           # 57 operator calls, NHWC fp16, batch 1..256@32
    resnet50.emit("build/resnet50")                     # the 28 distinct shaders (TVM, CPU)
    net = resnet50.Network("build/resnet50", resnet50.fold(w))   # on the GPU: tvmgen.runtime, no TVM
    logits, probs = net.forward(x)

    python -m tvmgen.models.resnet50 emit -o build/resnet50      # the same emission
    python -m tvmgen.models.resnet50 layers --batch 32           # the layer table
    python -m tvmgen.models.resnet50 emit --skip add -o DIR      # residual sums as add steps (73 calls, 31 shaders)

Where things are: resnet50_arch (the architecture and the steps), resnet50_numpy (weights, folding, NumPy forward
passes), resnet50_network (the GPU side), resnet50_torch (the PyTorch model for the comparison). TVM is imported only
by `emit`, inside the build.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from .. import artifact, hardware, ops, sizes
from ..ops.base import ParamError
from .resnet50_arch import (BATCH, CLASSES, DTYPE, IMAGE, SKIP, SKIPS, STAGES, Block, Conv, Step, blocks, convs,
                            features, layers, shader_params)
from .resnet50_network import Network
from .resnet50_numpy import EPS, fold, forward, random_weights, reference, run_steps, sample_images, softmax
from .resnet50_torch import torch_model

__all__ = ["BATCH", "CLASSES", "DTYPE", "EPS", "IMAGE", "SKIP", "SKIPS", "STAGES", "Block", "Conv", "Network", "Step",
           "blocks", "convs", "emit", "features", "fold", "forward", "layers", "random_weights", "reference", "run_steps",
           "sample_images", "shader_params", "softmax", "summary", "torch_model"]


def summary(batch: int = 32, image: int = IMAGE, width: int = 1, classes: int = CLASSES,
            shaders: str = BATCH, skip: str = SKIP) -> list[dict]:
    """One row per step at a given batch size: name, operator, shader (as emitted for the batch range `shaders`),
    output shape, FLOPs and the fewest bytes it must move (the operator's own counts)."""
    rows = []
    for s in layers(shaders, image, width, classes, skip=skip):
        op, p = ops.get(s.op), s.at(batch)
        rows.append({"step": s.name, "op": s.op, "shader": s.shader, "output": op.outputs(p)[0].shape,
                     "flops": op.flops(p), "bytes": op.min_bytes(p)})
    return rows


def _intact(path: Path) -> bool:
    """A shader already emitted there, whole (its source's sha256 is the manifest's) and by this TVM."""
    import tvm

    m = artifact.read_sound(path)
    return m is not None and m.get("tvm_version") == tvm.__version__


def emit(out_dir, batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES, dtype: str = DTYPE,
         arch: str = "sm_90", jobs: int = 2, force: bool = False, progress=None, skip: str = SKIP) -> dict:
    """Emit every distinct shader of the network into out_dir/<family>/ (tvmgen.emit.emit_catalog, what `tvmgen emit
    --catalog` runs). A shader already there, intact and from this TVM, is kept (emission is deterministic); `force`
    re-emits it (after a change to tvmgen's rules, say). Returns {"shaders", "emitted", "kept", "failed", "seconds"}:
    names, and one line per shader that did not build."""
    from .. import emit as em

    t0 = time.time()
    hardware.get(arch)
    out = Path(out_dir)
    todo, kept = [], []
    distinct = shader_params(batch, image, width, classes, dtype, skip)
    for op_name, raw in distinct:
        name = sizes.shader_name(ops.get(op_name), raw) + hardware.name_suffix(arch)
        if not force and _intact(out / ops.family_of(op_name) / f"{name}.json"):
            kept.append(name)
        else:
            todo.append({"op": op_name, "params": raw})
    emitted: list[str] = []

    def done(name):
        emitted.append(name)
        if progress:
            progress(name)

    _, failed = em.emit_catalog(todo, out, jobs, progress=done, arch=arch) if todo else ([], [])
    return {"shaders": len(distinct), "emitted": emitted, "kept": kept, "failed": failed,
            "seconds": time.time() - t0}


def _ints(text: str, name: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ParamError(f"{name}={text!r}: must be an integer") from None


def main(argv: list[str] | None = None) -> int:
    """python -m tvmgen.models.resnet50 emit|layers|cpp [options]"""
    import argparse

    ap = argparse.ArgumentParser(prog="python -m tvmgen.models.resnet50",
                                 description="ResNet-50 v1.5 (NHWC fp16) on tvmgen shaders")
    sub = ap.add_subparsers(dest="cmd", required=True)
    for cmd, what in (("emit", "emit the network's distinct shaders"), ("layers", "print the layer table"),
                      ("cpp", "write the C++ program on the packed library (main.cu, CMakeLists.txt, README.md)")):
        p = sub.add_parser(cmd, help=what)
        p.add_argument("--batch", default=BATCH, help=f"run-time batch range or one size (default {BATCH})")
        p.add_argument("--image", default=str(IMAGE), help=f"input height and width (default {IMAGE})")
        p.add_argument("--width", default="1", help="divisor of every channel count (default 1: the full network)")
        p.add_argument("--classes", default=str(CLASSES), help=f"classifier outputs (default {CLASSES})")
        p.add_argument("--skip", default=SKIP, choices=SKIPS, help="where a block's residual is summed: an add step "
                       f"or the last convolution's epilogue (default {SKIP}: faster at every batch)")
        if cmd == "cpp":
            p.add_argument("-o", "--out", required=True, help="folder for main.cu, CMakeLists.txt and README.md")
        elif cmd == "emit":
            p.add_argument("-o", "--out", required=True, help="folder for the shaders (<family>/<name>.{cu,cuh,json})")
            p.add_argument("--arch", default="sm_90", help="target (default sm_90)")
            p.add_argument("-j", "--jobs", type=int, default=2, help="parallel builds (default 2)")
            p.add_argument("--force", action="store_true", help="re-emit shaders already there")
        else:
            p.add_argument("--at", default="32", help="the batch size the FLOPs and bytes are counted at (default 32)")
    a = ap.parse_args(argv)
    try:
        image, width, classes = _ints(a.image, "image"), _ints(a.width, "width"), _ints(a.classes, "classes")
        if a.cmd == "layers":
            rows = summary(_ints(a.at, "at"), image, width, classes, a.batch, a.skip)
            for r in rows:
                print(f"{r['step']:24s} {r['op']:10s} {'x'.join(map(str, r['output'])):>16s} "
                      f"{r['flops'] / 1e9:9.3f} GFLOP {r['bytes'] / 1e6:9.2f} MB  {r['shader']}")
            print(f"{len(rows)} steps, {len({r['shader'] for r in rows})} distinct shaders, "
                  f"{sum(r['flops'] for r in rows) / 1e9:.1f} GFLOP at batch {a.at}")
            return 0
        if a.cmd == "cpp":
            from .resnet50_cpp import write_program

            files = write_program(a.out, a.batch, image, width, classes, skip=a.skip)
            print(f"wrote {', '.join(str(f) for f in files)}; build: see {files[-1]}")
            return 0
        res = emit(a.out, a.batch, image, width, classes, arch=a.arch, jobs=a.jobs, force=a.force,
                   progress=lambda name: print(f"  emitted {name}", file=sys.stderr, flush=True), skip=a.skip)
    except ParamError as e:
        print(f"resnet50: error: {e}", file=sys.stderr)
        return 2
    print(f"{res['shaders']} shaders in {a.out}: {len(res['emitted'])} emitted, {len(res['kept'])} already there, "
          f"{len(res['failed'])} failed, {res['seconds']:.0f} s")
    for line in res["failed"]:
        print(f"resnet50: not built: {line}", file=sys.stderr)
    return 1 if res["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
