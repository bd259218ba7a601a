"""Golden inputs and outputs for a packed library's test program (`tvmgen pack`, tests/run_packed.cu).

    python -m tvmgen.golden mylib/ -o golden/ [--only SHADER ...] [--seed 0] [--sizes n=1,7]

No TVM here, no GPU: the operators' NumPy references (tvmgen.ops) and the packed manifests (mylib/src/*.json). For
every packed shader, at its one shape or (run-time sizes) at its range's lo, opt and hi (or --sizes; a size the
entry point serves with another shader, an exact shape at opt, gains a neighbour this one serves), one case:
fresh random inputs from the operator's `sample`, the float64 reference, the operator's tolerance. Written as
OUT/<shader>/cases.txt, one line per case: `<case> <entry> <shader the entry must pick> <count> <sizes...>` (the
sizes as tests/dispatch.txt writes them), and per case OUT/<shader>/<case>/:
  <input>.bin      the input's buffer, in its dtype (strided inputs: at their strides, zeros between)
  <output>.ref     float64 reference values: of every element (packed outputs), or of the elements at the
  <output>.idx     int64 buffer offsets listed here (strided outputs, and outputs past verify.SAMPLE_FROM elements,
                   checked on verify's sample of them, as `tvmgen verify` does)
  outputs.txt      per output: name, buffer elements, atol, rtol, indexed (0/1), exact (0/1: bit for bit, casts)
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import numpy as np

from . import artifact, pack, sizes
from .ops.base import ParamError, TensorSpec
from .verify import derive_seed, references


def points(sh: pack.Shader, chosen: dict[str, list[int]] | None = None) -> list[dict[str, int]]:
    """The sizes a shader is checked at: {} for its one exact shape; for a range (one symbol per shader), lo, opt
    and hi, or the sizes chosen for its symbol (ParamError for one outside the range)."""
    if not sh.ranged:
        return [{}]
    (s, r), = sh.symbols.items()
    vals = sorted(set((chosen or {}).get(s) or (r.lo, r.opt, r.hi)))
    for v in vals:
        sizes.check_sizes(sh.symbols, {s: v})
    return [{s: v} for v in vals]


def served_points(pl: pack.Plan, sh: pack.Shader, chosen: dict[str, list[int]] | None = None) -> list[dict[str, int]]:
    """`points`, where a size the entry serves with another shader (an exact shape inside the range, e.g. at opt)
    gains its nearest neighbour inside the range that this shader serves, so that each range is run at as many
    sizes through the entry point."""
    pts = points(sh, chosen)
    if not sh.ranged or chosen:
        return pts
    entry = pl.entry_of(sh)
    (s, r), = sh.symbols.items()
    out = []
    for env in pts:
        out.append(env)
        if pack.pick(entry, pack.values_of(sh, entry.fields, env[s])) is not sh:
            near = (x for d in range(1, 4) for x in (env[s] - d, env[s] + d) if r.lo <= x <= r.hi)
            alt = next((x for x in near if pack.pick(entry, pack.values_of(sh, entry.fields, x)) is sh), None)
            if alt is not None and {s: alt} not in pts:
                out.append({s: alt})
    return out


def _layout(a: np.ndarray, t: TensorSpec) -> np.ndarray:
    """The logical array `a` as its flat buffer (at the tensor's strides, zeros between; packed when it has none)."""
    if t.strides is None:
        return np.ascontiguousarray(a, t.dtype).reshape(-1)
    buf = np.zeros(t.buffer_elems, t.dtype)
    view = np.lib.stride_tricks.as_strided(buf, t.shape, tuple(s * buf.itemsize for s in t.strides))
    view[...] = a
    return buf


def offsets(t: TensorSpec, flat: np.ndarray) -> np.ndarray:
    """Buffer offsets (elements) of the logical row-major indices `flat` of tensor `t`."""
    if t.strides is None:
        return flat.astype(np.int64)
    idx = np.unravel_index(flat, t.shape)
    return sum(i.astype(np.int64) * s for i, s in zip(idx, t.strides)).astype(np.int64)


def write_case(sh: pack.Shader, env: dict[str, int], folder: Path, seed: int) -> None:
    op = sh.op
    p = sizes.params_at(op, sh.m["params"], env) if sh.ranged else sh.p
    folder.mkdir(parents=True, exist_ok=True)
    x = op.sample(p, np.random.default_rng(seed))
    for t in op.inputs(p):
        _layout(np.asarray(x[t.name]).astype(t.dtype, copy=False), t).tofile(folder / f"{t.name}.bin")
    ref, picks = references(op, p, x, seed)
    lines = []
    for t in op.outputs(p):
        r = np.asarray(ref[t.name], np.float64).reshape(-1)
        indexed = picks is not None or t.strides is not None
        if indexed:
            flat = picks[t.name] if picks is not None else np.arange(t.size)
            offsets(t, np.asarray(flat)).tofile(folder / f"{t.name}.idx")
        r.tofile(folder / f"{t.name}.ref")
        atol, rtol = op.tolerance(p, t)
        exact = int(bool(getattr(op, "exact", False)))
        lines.append(f"{t.name} {t.buffer_elems} {float(atol)!r} {float(rtol)!r} {int(indexed)} {exact}")
    (folder / "outputs.txt").write_text("\n".join(lines) + "\n")


def write_shader(pl: pack.Plan, sh: pack.Shader, out: Path, seed: int, envs: list[dict[str, int]], log=print) -> Path:
    """The cases of one shader at these sizes (served_points) into OUT/<shader>/ (replaced whole)."""
    entry = pl.entry_of(sh)
    folder = out / sh.name
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    lines = []
    for i, env in enumerate(envs):
        values = pack.values_of(sh, entry.fields, next(iter(env.values())) if env else None)
        want = pack.pick(entry, values)
        case = f"case{i}"
        write_case(sh, env, folder / case, derive_seed(seed, f"{sh.name}/{case}"))
        enc = pack.encode(entry, values)
        lines.append(" ".join([case, entry.name, want.name if want else "-", str(len(enc)), *map(str, enc)]))
        log(f"{sh.name} {case}: {pack.spell(entry.fields, values)} -> {want.name if want else 'none'}")
    (folder / "cases.txt").write_text("\n".join(lines) + "\n")
    return folder


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tvmgen.golden", description=__doc__.split("\n\n")[0])
    ap.add_argument("library", type=Path, help="a folder `tvmgen pack` wrote")
    ap.add_argument("-o", "--out", type=Path, required=True, help="folder for the golden data (one per shader)")
    ap.add_argument("--only", nargs="+", default=None, metavar="SHADER", help="these shaders only")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sizes", action="append", default=[], metavar="SYM=V1,V2",
                    help="run-time sizes to write cases at (default: lo, opt, hi of each range)")
    a = ap.parse_args(argv)
    try:
        src = a.library / "src"
        if not (a.library / pack.INDEX).is_file() or not src.is_dir():
            raise ParamError(f"library: {a.library} is not a folder `tvmgen pack` wrote (no {pack.INDEX}, src/)")
        pl = pack.plan([src])
        names = {sh.name for sh in pl.shaders}
        unknown = sorted(set(a.only or ()) - names)
        if unknown:
            raise ParamError(f"only: {', '.join(unknown)} not packed in {a.library}")
        chosen = sizes.parse_size_lists(a.sizes) if a.sizes else None
        todo = [(sh, served_points(pl, sh, chosen)) for sh in pl.shaders if a.only is None or sh.name in a.only]
        for sh, envs in todo:
            write_shader(pl, sh, a.out, a.seed, envs)
    except (ParamError, artifact.ArtifactError) as e:
        for line in artifact.error_lines(e):
            print(line, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
