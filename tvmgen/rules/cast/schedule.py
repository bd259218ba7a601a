"""Schedule of `cast`: X and Y share one shape, so the whole tensor is one contiguous loop: fused, split [blocks,
threads, vec] and the vec lanes vectorized (vec by default fills one 16-byte store: 8 into fp16 or bf16, two 16-byte
loads of fp32; 4 into fp32, an 8-byte load of fp16 or bf16; the widest power of two dividing the size, down to 1 for odd
sizes).

The default is sized by the store, not the load: fp16 -> fp32 with 8 lanes stores 32 contiguous bytes per thread as
two 16-byte stores and ran measurably slower on the H200 than with 4; fp32 -> fp16 with 8 lanes loads two 16-byte
vectors (ulonglong4) and runs close to a copy.
"""
from __future__ import annotations

import math

from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes, lanes, warp_threads
from ..lib.te import bind_vectors


class CastRule(ScheduleRule):
    name = "cast"
    summary = "one fused loop, `vec` consecutive elements per thread as one vector load and store"
    ops = ("cast",)
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8]}  # vec 0: widest dividing the size

    def apply(self, mod, op, p, config, hw):
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blk = sch.get_sblock("Y")
        loops = sch.get_loops(blk)
        size = math.prod(p["shape"])
        vec = lanes(config["vec"], dtype_bytes(p["dst"]), size)  # sized by the store (see above)
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]  # X and Y share the shape: all contiguous
        rest, v = sch.split(fused, factors=[None, vec])
        bind_vectors(sch, rest, v, vec, warp_threads(size / vec, config["threads"]))
        return sch.mod
