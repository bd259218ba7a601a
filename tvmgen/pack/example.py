"""example/main.cu: a program that calls one packed shader through its entry point, as a user would."""
from __future__ import annotations

from typing import Any

from .. import sizes
from ..launcher import ctype
from ..ops.base import itemsize
from .cpp import c_int, dims_c
from .dispatch import spell, values_of
from .model import Entry, Plan, Shader
from .template import fill


def _example_pick(pl: Plan) -> tuple[Entry, Shader, dict[str, Any], Any]:
    """The entry and sizes the example calls: the shader with the fewest bytes (schema 2: at lo)."""
    best = None
    for e in pl.entries:
        for sh in e.shaders:
            x = next(iter(sh.symbols.values())).lo if sh.ranged else None
            p = sizes.params_at(sh.op, sh.m["params"], {next(iter(sh.symbols)): x}) if sh.ranged else sh.p
            specs = sh.op.inputs(p) + sh.op.outputs(p)
            nbytes = sum(t.buffer_elems * itemsize(t.dtype) for t in specs)
            if best is None or nbytes < best[0]:
                best = (nbytes, e, sh, values_of(sh, e.fields, x), p)
    _, e, sh, vals, p = best
    return e, sh, vals, p


def _init_c(e: Entry, vals: dict[str, Any]) -> str:
    parts = []
    for f in e.fields:
        v = vals[f.name]
        parts.append(dims_c(v) if f.kind == "shape" else c_int(v))
    return "{" + ", ".join(parts) + "}"


def example_source(pl: Plan) -> str:
    e, sh, vals, p = _example_pick(pl)
    specs = {t.name: t for t in sh.op.inputs(p) + sh.op.outputs(p)}
    decls, frees, ptrs = [], [], []
    for a, n, dt in e.inputs + e.outputs:
        c = ctype(dt)
        nbytes = specs[n].buffer_elems * itemsize(dt)
        zero = f"\n  cudaMemset({a}, 0, {nbytes});  // your input data here" if (a, n, dt) in e.inputs else ""
        decls.append(f"  {c}* {a} = nullptr;\n  cudaMalloc(&{a}, {nbytes});{zero}")
        frees.append(f"  cudaFree({a});")
        ptrs.append(a)
    return fill("example/main.cu.in", ENTRY=e.name, SIZES=spell(e.fields, vals), SHADER=sh.name, STRUCT=e.struct,
                INIT=_init_c(e, vals), ALLOCS="\n".join(decls), POINTERS=", ".join(ptrs), FREES="\n".join(frees))
