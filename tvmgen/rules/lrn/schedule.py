"""`lrn_window`, the schedule rule of lrn: a channel walk. A thread owns a (n, h, w-vector) column and `chunk`
channels; the window's squares stay in registers (each computed once per chunk plus the halo). TVM's half4 vectors
are scalarized by the rsqrt/sqrt calls, so Y goes through registers.

The fp16 default is the TIRx kernel `lrn_slide` (kernel_slide.py); batchnorm's `nchw_planes` (one block per (n, c)
plane) also takes lrn.
"""
from __future__ import annotations

from ..base import ScheduleRule
from ..lib.sizes import ceil_div, te_lanes, threads_for
from ..lib.te import bind_flat, blocks, read_index

class LRNWindow(ScheduleRule):
    name = "lrn_window"
    summary = ("lrn: a thread walks `chunk` channels of one (n, h, w-vector) column: the chunk's squares plus the "
               "window's halo (chunk + n - 1 of them) are computed once into registers, each output sums n of "
               "them; loads are `vec`-lane vectors along W, coalesced over (h, w) by the warp")
    ops = ("lrn",)
    priority = 1  # before batchnorm's nchw_planes, which also takes lrn (after lrn_slide, registered first)
    space = {"chunk": [8, 16, 32, 4], "threads": [256, 128, 512], "vec": [0, 1, 2, 4]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        n, c, h, w = p["shape"]
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        if set(b) != {"sq_pad", "Y"}:
            return None
        lanes = te_lanes(w, config["vec"])
        chunk = min(config["chunk"], c)
        # TVM does not vectorize Y (rsqrtf/sqrtf calls scalarize the loop: 2-byte stores), so Y goes through
        # registers: computed into a local [chunk x lanes] tile, stored by a vectorized copy (the write-back
        # block is the anchor of the loop nest); X at the outputs is read by a vectorized local copy too.
        y = b["Y"]
        wb = sch.cache_write(y, 0, "local")
        ln, lc, lh, lw = sch.get_loops(wb)
        co, ci = sch.split(lc, factors=[None, chunk])
        wo, wv = sch.split(lw, factors=[None, lanes])
        sch.reorder(ln, co, lh, wo, ci, wv)
        cols = n * ceil_div(c, chunk) * h * (w // lanes)
        _, tx = bind_flat(sch, [ln, co, lh, wo], threads_for(cols, config["threads"]))
        sch.unroll(ci)
        if lanes > 1:
            sch.vectorize(wv)
        sch.compute_at(y, tx, preserve_unit_loops=True)
        for lp in sch.get_loops(y)[-4:]:
            sch.unroll(lp)
        if lanes > 1:
            xl = sch.cache_read(y, read_index(sch, y, "X"), "local", consumer_blocks=[y])
            sch.compute_at(xl, tx, preserve_unit_loops=True)
            xloops = sch.get_loops(xl)
            sch.unroll(xloops[-3])
            sch.vectorize(xloops[-1])
        sq = b["sq_pad"]
        sch.compute_at(sq, tx, preserve_unit_loops=True)
        sch.set_scope(sq, 0, "local")
        loops = sch.get_loops(sq)  # ..., b (1), channels (chunk + n - 1), h (1), w (lanes)
        sch.unroll(loops[-3])
        if lanes > 1:
            sch.vectorize(loops[-1])
        return sch.mod
