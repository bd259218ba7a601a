"""Schedule of `cast`: X and Y share one shape, so the whole tensor is one contiguous loop: fused, split [blocks,
threads, vec] and the vec lanes vectorized (vec by default fills one 16-byte store: 8 into fp16 or bf16, two 16-byte
loads of fp32; 4 into fp32, an 8-byte load of fp16 or bf16; the widest power of two dividing the size, down to 1 for odd
sizes).

The default is sized by the store, not the load: fp16 -> fp32 with 8 lanes stores 32 contiguous bytes per thread as
two 16-byte stores and ran measurably slower on the H200 than with 4; fp32 -> fp16 with 8 lanes loads two 16-byte
vectors (ulonglong4) and runs close to a copy.

fp8: at most 4 lanes, cuda_fp8.h's __nv_fp8x4 (TVM 0.27 prints 8 fp8 lanes as a uint2 <-> uint4 value conversion,
which is not a conversion of the elements), so fp32 <-> fp8 moves one 16-byte fp32 vector and 4 fp8 bytes per
thread. The non-saturating cast into e5m2 selects fp8 infinities, and TVM widens a vector of fp8 constants through
the saturating float -> fp8 constructor (inf becomes 57344): its `vec` elements per thread are not vectorized but
unrolled, split [blocks, vec, threads] so that each unrolled step still reads and writes consecutive elements across
the warp. So is fp8 -> bfloat16: TVM's preamble widens __nv_fp8x4 into bfloat16 x4 through a conversion to
__nv_bfloat162 that cuda_fp8.h does not declare (nvcc refuses it); one element at a time it is cuda_fp8.h's own
__nv_fp8_e*::operator __nv_bfloat16.
"""
from __future__ import annotations

import math

from ... import dtypes
from ..base import ScheduleRule
from ..lib.sizes import lanes, warp_threads
from ..lib.te import schedule_lanes

FP8_LANES = 4


class CastRule(ScheduleRule):
    name = "cast"
    summary = "one fused loop, `vec` consecutive elements per thread as one vector load and store"
    ops = ("cast",)
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8]}  # vec 0: widest dividing the size

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and config.get("vec", 0) > FP8_LANES and fp8(p):
            return f"vec={config['vec']}: an fp8 cast takes at most {FP8_LANES} lanes (cuda_fp8.h's __nv_fp8x4)"
        return why

    def apply(self, mod, op, p, config, hw):
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blk = sch.get_sblock("Y")
        size = math.prod(p["shape"])
        want = config["vec"] or (FP8_LANES if fp8(p) else 0)
        vec = lanes(want, dtypes.np_dtype(p["dst"]).itemsize, size)  # sized by the store (see above)
        # X and Y share the shape: the whole tensor is contiguous
        return schedule_lanes(sch, blk, vec, warp_threads(size / vec, config["threads"]), scalar_lanes(p))


def fp8(p: dict) -> bool:
    return dtypes.is_float8(p["src"]) or dtypes.is_float8(p["dst"])


def scalar_lanes(p: dict) -> bool:
    """Whether the cast's lanes are unrolled rather than vectorized (see the module's docstring)."""
    nosat_e5m2 = dtypes.storage(p["dst"]) == "float8_e5m2" and not p.get("saturate")
    return nosat_e5m2 or (dtypes.is_float8(p["src"]) and p["dst"] == "bfloat16")
