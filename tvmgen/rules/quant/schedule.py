"""Schedule of `quantize`, `dequantize`, `fake_quant`: elementwise over one shape, so the whole tensor is one
contiguous loop, fused and split [blocks, threads, vec], the vec lanes vectorized: by default one 16-byte access of
the float side per thread (4 float32 or 8 float16 / bfloat16 lanes), at most 4 lanes (`four_lanes`) with fp8
(cuda_fp8.h's __nv_fp8x4: TVM 0.27 prints 8 fp8 lanes as a uint2 <-> uint4 value conversion, which is not an element
conversion) and in int8 dequantize (8 int8 lanes become a longlong4 made of 8 values, which nvcc refuses). The scale
(and zero point) is a tensor of 1 or C elements that stays in L1: per tensor TVM loads it once; per channel each
lane loads its own (TVM does not see that a thread's lanes share a channel).

int8 quantize and fake_quant are not vectorized (`unrolled`): TVM 0.27 leaves a loop of scalars where a lane calls
nearbyintf or converts float to int8, and a Select whose condition reads memory (the NaN test) becomes an if / else
per element. Their `vec` elements per thread are unrolled instead, split [blocks, vec, threads], so that each
unrolled step reads and writes consecutive elements across the warp (coalesced scalar accesses, not a thread's 4
strided ones).
"""
from __future__ import annotations

import math

from ... import dtypes
from ..base import ScheduleRule
from ..lib.sizes import lanes, warp_threads
from ..lib.te import schedule_lanes

FP8_LANES = 4


class QuantRule(ScheduleRule):
    name = "quant"
    summary = "one fused loop, `vec` consecutive elements per thread as one vector load and store"
    ops = ("quantize", "dequantize", "fake_quant")
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8]}  # vec 0: 16 bytes of the float side

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and config.get("vec", 0) > FP8_LANES and four_lanes(op, p):
            return f"vec={config['vec']}: {p['qtype']} {op.name} takes at most {FP8_LANES} lanes (see rules/quant)"
        return why

    def apply(self, mod, op, p, config, hw):
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blk = sch.get_sblock(op.outputs(p)[0].name)
        size = math.prod(p["shape"])
        want = config["vec"] or (FP8_LANES if four_lanes(op, p) else 0)
        vec = lanes(want, dtypes.np_dtype(p["dtype"]).itemsize, size)
        return schedule_lanes(sch, blk, vec, warp_threads(size / vec, config["threads"]), unrolled(op, p))


def unrolled(op, p: dict) -> bool:
    """int8 quantize and fake_quant: lanes unrolled in coalesced steps, not vectorized (see the module's docstring)."""
    return p["qtype"] == "int8" and op.name != "dequantize"


def four_lanes(op, p: dict) -> bool:
    """At most 4 lanes: fp8 (__nv_fp8x4), and int8 dequantize (TVM 0.27 widens 8 int8 lanes through a longlong4
    built from 8 values, which nvcc refuses; 4 lanes are one 4-byte load, converted element by element)."""
    return dtypes.is_float8(p["qtype"]) or (p["qtype"] == "int8" and op.name == "dequantize")
