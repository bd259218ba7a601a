"""Run an operator's unscheduled TE compute on the CPU (LLVM): checks the math without a GPU."""
from __future__ import annotations

import numpy as np

from .ops.base import Operator, TensorSpec


def run_llvm(op: Operator, p: dict, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    import tvm
    from tvm import te

    tensors = op.compute(p)
    lib = tvm.compile(tvm.IRModule({"main": te.create_prim_func(tensors)}), target="llvm")
    dev = tvm.cpu()
    args = [tvm.runtime.tensor(lay_out(t, inputs[t.name]), dev) for t in op.inputs(p)]
    outs = [tvm.runtime.empty(t.shape, t.dtype, dev) for t in op.outputs(p)]
    lib["main"](*args, *outs)
    return {t.name: o.numpy() for t, o in zip(op.outputs(p), outs)}


def lay_out(t: TensorSpec, logical: np.ndarray, fill: float = np.nan) -> np.ndarray:
    """The buffer a kernel sees: packed, or for a strided spec a flat array of `buffer_elems` elements
    (its TE placeholder is 1-D) with the logical values at their strided offsets and `fill` in the gaps."""
    if t.strides is None:
        return np.ascontiguousarray(logical, dtype=t.dtype)
    flat = np.full(t.buffer_elems, fill, dtype=t.dtype) if np.dtype(t.dtype).kind == "f" else \
        np.zeros(t.buffer_elems, dtype=t.dtype)
    item = flat.itemsize
    view = np.lib.stride_tricks.as_strided(flat, t.shape, [s * item for s in t.strides])
    view[...] = logical
    return flat


def compare(op: Operator, p: dict, got: dict[str, np.ndarray], ref: dict[str, np.ndarray],
            tolerance=None) -> list[str]:
    """One line per output that misses the operator's tolerance (`tolerance(p, spec)`, default op.tolerance);
    empty when all pass. The rule is the GPU verifier's (tvmgen.verify), bit for bit for an `exact` operator, so a
    CPU check and a GPU check cannot disagree on what passes."""
    from .verify import compare as compare_arrays

    bad = []
    for t in op.outputs(p):
        atol, rtol = (tolerance or op.tolerance)(p, t)
        if getattr(op, "exact", False):
            from .ops.cast import exact_report
            c = exact_report(got[t.name], ref[t.name], t.dtype)
        else:
            c = compare_arrays(got[t.name], ref[t.name], atol, rtol)
        if not c["ok"]:
            bad.append(f"{t.name}: {c['message']} (atol {atol:.3g}, rtol {rtol:.3g})")
    return bad
