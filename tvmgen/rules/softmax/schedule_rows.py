"""Schedule rules of softmax where a row is contiguous or long: the instance mode, channel mode with H*W = 1, and
cross_entropy.

* block rows (`softmax_block_rows`, `cross_entropy_rows`): a row is contiguous; one block (or one warp for short rows)
  owns a row, threads stride along it and combine with warp shuffles (TVM's cross-thread allreduce), the epilogue is
  written by the same threads.
* split reductions (`softmax_split`): few, long rows (instance softmax: N rows of C*H*W). The reduction is split into
  `chunks` pieces (rfactor): one kernel computes partials for (row, chunk) with a block each, a small one combines
  them; partials live in a global workspace the host allocates (codegen lists it in the manifest).
"""
from __future__ import annotations

import math

from ..base import ScheduleRule
from ..lib.sizes import ceil_div, even_chunks, te_lanes, threads_for
from ..lib.te import bind_flat, blocks, clean_names, cross_thread, empty_chunk, one_thread


def _rows_vec(sch, block, length: int, lanes: int, threads: int):
    """An elementwise block over rows of `length` contiguous elements (loops: row, then the row's dims) whose other
    operands are per row: blocks of `threads` x `lanes` elements that never straddle two rows, so the per-row
    values are uniform in a block (scalar loads) and every access is a `lanes`-wide vector."""
    loops = sch.get_loops(block)
    r = sch.fuse(*loops[1:]) if len(loops) > 2 else loops[1]
    io, v = sch.split(r, factors=[length // lanes, lanes])
    bo, tx = sch.split(io, factors=[None, threads_for(length // lanes, threads)])
    sch.bind(sch.fuse(loops[0], bo), "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    if lanes > 1:
        sch.vectorize(v)


def _contiguous_rows(p) -> tuple[int, int] | None:
    """(rows, row length) when softmax reduces contiguous rows (instance mode, or channel mode over N x C)."""
    shape = p["shape"]
    n = shape[0]
    if p["mode"] == "instance":
        return n, math.prod(shape[1:])
    if len(shape) == 2 or shape[2] * shape[3] == 1:
        return n, shape[1]
    return None


class SoftmaxSplit(ScheduleRule):
    name = "softmax_split"
    summary = ("few long contiguous rows (instance mode): max and sum each split over `chunks` blocks per row "
               "(rfactor, workspace partials) then combined per row; Y elementwise. 5 kernels")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "chunks": [0, 2, 4, 8, 16, 32, 64, 128, 256],
             "y_threads": [256, 128, 512, 1024]}

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        rl = _contiguous_rows(p)
        if why is None and rl is not None and config.get("chunks"):
            why = empty_chunk(rl[1], config["chunks"])
        return why

    def chunks(self, rows: int, length: int, config, hw) -> int:
        if config["chunks"]:
            return config["chunks"]
        want = ceil_div(8 * hw.sms * 256 // config["threads"], rows)
        return even_chunks(length, max(1, min(want, length // (16 * config["threads"]), hw.max_grid[0] // rows)))

    def apply(self, mod, op, p, config, hw):
        import tvm

        rl = _contiguous_rows(p)
        if rl is None:
            return None
        rows, length = rl
        chunks = self.chunks(rows, length, config, hw)
        if chunks < 2:
            return None  # enough rows to fill the GPU one block per row: softmax_block_rows
        threads = threads_for(ceil_div(length, chunks), config["threads"])
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        _rows_vec(sch, b["Y"], length, te_lanes(length), config["y_threads"])
        for name in ("x_max", "x_sum"):
            blk = b[name]
            loops = sch.get_loops(blk)  # n, reduction loops
            r = sch.fuse(*loops[1:]) if len(loops) > 2 else loops[1]
            ro, _ = sch.split(r, factors=[chunks, None])
            rf = sch.rfactor(ro, 0)
            rloops = sch.get_loops(rf)
            sch.bind(sch.fuse(*rloops[:-1]), "blockIdx.x")
            _, tx = sch.split(rloops[-1], factors=[None, threads])
            sch.bind(tx, "threadIdx.x")
            bind_flat(sch, sch.get_loops(blk)[:-1], threads_for(rows, 256))
        return clean_names(sch.mod)


def _row_layout(length: int, config) -> tuple[int, int]:
    """(lanes per row, rows per block): the whole block on one row (see the note on warps above); rows
    shorter than the block keep only the threads they need."""
    return threads_for(length, config["threads"]), 1


def _rows_to_blocks(sch, loop, rows: int, per_block: int):
    """Bind a loop over rows: blockIdx.x, and threadIdx.y when a block holds several rows. Returns the
    innermost row loop (the anchor for the per-row stages)."""
    if per_block == 1:
        sch.bind(loop, "blockIdx.x")
        return loop
    per_block = min(per_block, rows)
    bx, ty = sch.split(loop, factors=[None, per_block])
    sch.bind(bx, "blockIdx.x")
    sch.bind(ty, "threadIdx.y")
    return ty


class SoftmaxBlockRows(ScheduleRule):
    name = "softmax_block_rows"
    summary = ("contiguous rows: a warp per row (rows <= 1024 long; several rows per block) or a block per row; "
               "max and sum by shuffle allreduce, then the row's outputs by the same threads; one kernel")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "layout": ["auto", "block"]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        rl = _contiguous_rows(p)
        if rl is None:
            return None
        rows, length = rl
        lanes, per_block = _row_layout(length, config)
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        loops = sch.get_loops(b["Y"])
        anchor = _rows_to_blocks(sch, loops[0], rows, per_block)
        r = sch.fuse(*loops[1:])
        _, tx = sch.split(r, factors=[None, lanes])
        sch.bind(tx, "threadIdx.x")
        for name in ("x_sum", "x_max"):
            sch.compute_at(b[name], anchor, preserve_unit_loops=True)
            cross_thread(sch, b[name], lanes)
            sch.set_scope(b[name], 0, "shared")
        return sch.mod


class CrossEntropyRows(ScheduleRule):
    name = "cross_entropy_rows"
    summary = ("kernel 1: a warp (rows <= 1024 long) or a block per row: max, sum of exps by shuffle allreduce, "
               "the row's loss to a workspace; kernel 2: one block sums the row losses and writes the mean")
    ops = ("cross_entropy",)
    space = {"threads": [256, 128, 512, 1024], "layout": ["auto", "block"], "sum_threads": [1024, 512, 256]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        lanes, per_block = _row_layout(p["c"], config)
        sum_threads = threads_for(p["n"], config["sum_threads"])
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        (n,) = sch.get_loops(b["row_loss"])
        anchor = _rows_to_blocks(sch, n, p["n"], per_block)
        for name in ("row_sum", "row_max"):
            sch.compute_at(b[name], anchor, preserve_unit_loops=True)
            cross_thread(sch, b[name], lanes)
            sch.set_scope(b[name], 0, "shared")
        one_thread(sch, b["row_loss"], lanes)
        unit, _ = sch.get_loops(b["loss_sum"])
        sch.bind(unit, "blockIdx.x")
        cross_thread(sch, b["loss_sum"], sum_threads)
        sch.set_scope(b["loss_sum"], 0, "shared")
        sch.reverse_compute_at(b["loss"], unit)
        one_thread(sch, b["loss"], sum_threads)
        return sch.mod
