"""Pooling staged through shared memory: 16-byte loads of the input rows, each input element read once.

`pool_direct` (norm.py) reads X straight from global memory: a thread's window columns are 2 bytes each and,
with stride 2, never 16-byte aligned, so a max-pool 3x3 s2 over 32x256x56x56 fp16 issued 2-byte loads and
reached 0.36 of copy bandwidth on the H200 (41.7 us against a 15.2 us floor for 51.4 MB in, 12.8 MB out).

`pool_staged`: a block owns `tile` output rows of one (n, c) plane (the whole plane when it fits in `smem`
bytes). It first copies the input rows those outputs need (rows (tile - 1) * sh + (kh - 1) * dh + 1, clipped to
the plane; every column the windows reach) into shared memory with `lanes`-wide vector loads along W (8 x fp16
= 16 bytes when 8 divides W; lanes halve until they divide W, so a vector never leaves a row and stays aligned),
then each thread computes `rows` vertically adjacent outputs of one column from shared memory: the window rows
shared by neighbouring outputs (stride < window) are read once per thread (nvcc merges the repeated shared
loads of the unrolled windows), and neighbouring lanes take neighbouring columns, so the shared reads of a warp
are conflict-free for stride <= 2 (fp16: 2 lanes per 4-byte bank word) and the 2-byte stores coalesce.

Cost model for 3x3 s2 over 56x56 fp16 planes: a block per plane stages 6272 bytes (392 uint4 loads), 196
threads of 4 outputs each; 27 shared loads per 4 outputs (the 9 x 3 window column) instead of 36. At ~9 blocks
of 224 threads per SM, ~56 KB of loads are in flight per SM (the H200 needs ~32 KB to cover DRAM latency).

Padding: the copy is predicated to the plane (TVM derives the region of a row tile and guards rows outside
0 .. H - 1); the compute reads the staged rows only under the window's `inside` test (a C ternary), as
ops/pool.py's if_then_else says, so padded taps never touch shared memory outside what was written.
Returns None (pool_direct then schedules it) when even one output row's input rows exceed `smem`.
"""
from __future__ import annotations

from . import register
from .base import MAX_GRID, Rule, ceil_div, dtype_bytes
from .norm import _blocks, _threads_for


def _staged_rows(out_rows: int, stride: int, window: int, dilation: int, size: int) -> int:
    """Input rows that `out_rows` consecutive output rows read (before clipping to the plane)."""
    return min(size, (out_rows - 1) * stride + (window - 1) * dilation + 1)


def _staged_cols(p, ow: int) -> int:
    """Columns of a staged row: from 0 (the first window starts at -pw <= 0, clipped) to the last one read."""
    w = p["shape"][3]
    (_, kw), (_, sw), (_, pw), (_, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
    return min(w, (ow - 1) * sw - pw + (kw - 1) * dw + 1)


class PoolStaged(Rule):
    name = "pool_staged"
    priority = 1  # ahead of the older rule: measured faster on the H200 (generated/reports/README.md)
    summary = ("a block per `tile` output rows of an (n, c) plane: the input rows they read are copied to shared "
               "memory with 16-byte loads along W (each input element read from DRAM once), then a thread computes "
               "`rows` vertically adjacent outputs of one column (the overlapping window rows read once)")
    ops = ("pool2d",)
    space = {"rows": [4, 2, 1, 8], "threads": [256, 128, 512], "tile": [0, 1, 2, 3, 4, 5, 8, 16, 32], "smem": [16384, 8192, 32768],
             "vec": [0, 1, 2, 4, 8]}

    def plan(self, op, p, config) -> tuple[int, int, int] | None:
        """(output rows per block, staged input rows, staged columns), or None when one row does not fit."""
        n, c, h, w = p["shape"]
        (kh, _), (sh, _), (_, _), (dh, _) = p["window"], p["stride"], p["padding"], p["dilation"]
        oh, ow = op.out_hw(p)
        item = dtype_bytes(p["dtype"])
        cols = _staged_cols(p, ow)
        tile = config["tile"] or oh
        tile = min(tile, oh)
        while tile > 1 and _staged_rows(tile, sh, kh, dh, h) * cols * item > config["smem"]:
            tile = ceil_div(tile, 2)
        rows_in = _staged_rows(tile, sh, kh, dh, h)
        if rows_in * cols * item > config["smem"] or n * c * ceil_div(oh, tile) > MAX_GRID[0]:
            return None
        return tile, rows_in, cols

    def apply(self, mod, op, p, config, target):
        plan = self.plan(op, p, config)
        if plan is None:
            return None
        tile, _, cols = plan
        oh, ow = op.out_hw(p)
        if oh * ow < 32:
            return None  # fewer outputs per plane than a warp (global pooling): pool_direct
        # TVM derives the staged region of a row tile through the clamped, predicated row index; for some tile
        # sizes its buffer compaction over-approximates it (56 rows, tile 8: 25 rows staged instead of 17; 57
        # rows, any partial tile: the whole plane). Each candidate tile is lowered far enough to read the shared
        # buffer TVM will allocate, and the first that fits the budget is kept.
        tries = [tile] + [t for t in (16, 8, 4, 2, 1) if t < tile]
        for t in tries:
            smod = self._schedule(mod, op, p, config, t, cols)
            if smod is None:
                return None
            if t == oh or _shared_bytes(smod, "X_shared") <= config["smem"]:
                return smod
        return None

    def _schedule(self, mod, op, p, config, tile, cols):
        import tvm

        _, _, _, w = p["shape"]
        oh, ow = op.out_hw(p)
        sch = tvm.s_tir.Schedule(mod)
        blocks = _blocks(sch)
        red = blocks.get("pool_max") or blocks.get("pool_sum")
        if red is None or len(blocks) != 2 or "Y" not in blocks:
            return None
        y = blocks["Y"]
        rows = max(1, min(config["rows"], tile))
        n, c, i, j = sch.get_loops(y)
        io, ig, iv = sch.split(i, factors=[ceil_div(oh, tile), ceil_div(tile, rows), rows])
        sch.reorder(n, c, io, ig, j, iv)
        bx = sch.fuse(n, c, io)
        sch.bind(bx, "blockIdx.x")
        items = ceil_div(tile, rows) * ow
        rounds = ceil_div(items, config["threads"])
        threads = _threads_for(ceil_div(items, rounds), config["threads"])
        _, tx = sch.split(sch.fuse(ig, j), factors=[None, threads])
        sch.bind(tx, "threadIdx.x")
        sch.unroll(iv)
        sch.compute_at(red, tx, preserve_unit_loops=True)
        sch.set_scope(red, 0, "local")
        for lp in sch.get_loops(red)[-6:]:  # n, c (1), the thread's `rows` outputs, then the window: rows * kh * kw taps
            sch.unroll(lp)
        # the staged rows: X[n, c, rows, 0 .. cols) in shared memory, copied lanes at a time along W
        xs = sch.cache_read(red, 0, "shared")
        sch.compute_at(xs, bx, preserve_unit_loops=True)
        cl = sch.get_loops(xs)[-2:]  # staged rows, staged columns
        lanes = config["vec"] or (16 // dtype_bytes(p["dtype"]))
        while lanes > 1 and (w % lanes or cols % lanes):
            lanes //= 2
        if sch.get(cl[1]).extent.value != cols:
            lanes = 1  # TVM chose another region than the one predicted: stay scalar (always correct)
        co, cv = sch.split(cl[1], factors=[None, lanes])
        cr, ctx = sch.split(sch.fuse(cl[0], co), factors=[None, threads])
        sch.bind(ctx, "threadIdx.x")
        sch.unroll(cr)  # every vector of the thread in flight before the barrier
        if lanes > 1:
            sch.vectorize(cv)
        return sch.mod


def _shared_bytes(mod, name: str) -> int:
    """Bytes of the shared buffer `name` once TVM has compacted it (the first lowering passes, as codegen runs them)."""
    import math

    import tvm

    t = tvm.s_tir.transform
    low = tvm.transform.Sequential([t.LowerCrossThreadReduction(), t.LowerInitBlock(),
                                    t.PlanAndUpdateBufferAllocationLocation(), t.ConvertBlocksToOpaque(),
                                    t.CompactBufferAllocation()])(mod)
    found = []

    def walk(node):
        for b in getattr(node, "alloc_buffers", []) or []:
            if b.name == name:
                found.append(math.prod(int(d) for d in b.shape) * tvm.runtime.DataType(b.dtype).bits // 8)
        for attr in ("body", "block", "then_case", "else_case"):
            child = getattr(node, attr, None)
            if child is not None:
                walk(child)
        for child in getattr(node, "seq", []) or []:
            walk(child)

    walk(low["main"].body)
    return max(found) if found else 0


register(PoolStaged())
