"""Vectorized elementwise schedule: the output loops fused and split as [blocks, threads, lanes].

Each thread handles `vec` consecutive outputs, so loads and stores of packed operands become 16-byte
accesses (4 x fp32 or 8 x fp16). The lanes stay inside the innermost "run" of dimensions over which every
operand is either contiguous or constant (broadcast), so a broadcast operand is one scalar load per thread
rather than a gather (TVM 0.27 emits an fp16 vector gather that does not compile).
"""
from __future__ import annotations

import math

from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes, lanes, warp_threads
from ..lib.te import bind_vectors


class Elementwise(ScheduleRule):
    name = "elementwise"
    summary = "fused injective loop, vectorized 16-byte lanes, one output element group per thread"
    ops = ("add",)
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8]}  # vec 0: widest that divides

    def prefer(self, op, p, hw):
        """Plain add only: with a fused activation the math is float32 on float16 storage, and vectorizing it makes
        8-lane fp32 vectors that TVM 0.27 emits as broken CUDA (make_ulonglong4 of 8 floats); `injective` stages
        that form through registers instead."""
        return p.get("activation", "none") == "none"

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and not self.prefer(op, p, hw):
            return f"activation={p['activation']}: rule elementwise schedules a plain add only (use injective)"
        return why

    def apply(self, mod, op, p, config, hw):
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blocks = sch.get_child_blocks(sch.get_sblock("root")) if _has_root(sch) else []
        if len(blocks) != 1:
            return None
        blk = blocks[0]
        if any(sch.get(lp).kind != tvm.tirx.ForKind.SERIAL for lp in sch.get_loops(blk)):
            return None
        out = op.outputs(p)[0]
        loops = sch.get_loops(blk)
        if len(loops) != len(out.shape):
            return None
        r = inner_run(out.shape, [t.shape for t in op.inputs(p)])
        vec = lanes(config["vec"], dtype_bytes(out.dtype), math.prod(out.shape[len(out.shape) - r:]))
        outer, inner = loops[:len(loops) - r], loops[len(loops) - r:]
        inner = sch.fuse(*inner) if len(inner) > 1 else inner[0]
        io, v = sch.split(inner, factors=[None, vec])
        fused = sch.fuse(*outer, io) if outer else io
        bind_vectors(sch, fused, v, vec, warp_threads(out.size / vec, config["threads"]))
        return sch.mod


def inner_run(out: tuple[int, ...], ins: list[tuple[int, ...]]) -> int:
    """How many innermost output dims share each operand's access pattern (contiguous or broadcast)."""
    def status(shape, i):  # i counts from the innermost dim, 0-based
        k = len(shape) - 1 - i
        return k >= 0 and shape[k] == out[len(out) - 1 - i] and shape[k] != 1

    first = [status(s, 0) for s in ins]
    r = 1
    while r < len(out) and [status(s, r) for s in ins] == first:
        r += 1
    return r


def _has_root(sch) -> bool:
    try:
        sch.get_sblock("root")
        return True
    except Exception:  # noqa: BLE001  (TVM raises its own error type; no root block means not ours)
        return False


