"""Schedule rules of pool2d: `pool_direct` (thread rows) and `pool_staged` (input rows staged in shared memory).

`pool_direct`: one thread owns `vec` output positions and loops over their windows in registers; neighbouring threads
own neighbouring positions, so every load of a warp is coalesced. It reads X straight from global memory: a thread's
window columns are 2 bytes each and, with stride 2, never 16-byte aligned.

`pool_staged`: a block owns `tile` output rows of one (n, c) plane (the whole plane when it fits in `smem` bytes). It
first copies the input rows those outputs need (rows (tile - 1) * sh + (kh - 1) * dh + 1, clipped to the plane; every
column the windows reach) into shared memory with `lanes`-wide vector loads along W (8 x fp16 = 16 bytes when 8
divides W; lanes halve until they divide W, so a vector never leaves a row and stays aligned), then each thread
computes `rows` vertically adjacent outputs of one column from shared memory: the window rows shared by neighbouring
outputs (stride < window) are read once per thread (nvcc merges the repeated shared loads of the unrolled windows),
and neighbouring lanes take neighbouring columns, so the shared reads of a warp are conflict-free for stride <= 2
(fp16: 2 lanes per 4-byte bank word) and the 2-byte stores coalesce.

Cost model for 3x3 s2 over 56x56 fp16 planes: a block per plane stages 6272 bytes (392 uint4 loads), 196 threads of 4
outputs each; 27 shared loads per 4 outputs (the 9 x 3 window column) instead of 36. At ~9 blocks of 224 threads per
SM, ~56 KB of loads are in flight per SM (the H200 needs ~32 KB to cover DRAM latency).

Padding: the copy is predicated to the plane (TVM derives the region of a row tile and guards rows outside 0 .. H - 1);
the compute reads the staged rows only under the window's `inside` test (a C ternary), as ops/pool.py's if_then_else
says, so padded taps never touch shared memory outside what was written. Returns None (pool_direct then schedules it)
when even one output row's input rows exceed `smem`. Each block is a load phase, a barrier, then a compute phase:
`pool_rows` (kernel_rows.py), the default where it applies, has neither.
"""
from __future__ import annotations

from ...hardware import Arch
from ..base import ScheduleRule
from ..lib.sizes import ceil_div, dtype_bytes, threads_for
from ..lib.te import bind_flat, blocks


class PoolDirect(ScheduleRule):
    name = "pool_direct"
    summary = ("a thread per `vec` outputs (the windows in registers, unrolled): strided by the block (coalesced "
               "loads, scalar stores) or consecutive in a row (one vector store); one kernel")
    ops = ("pool2d",)
    space = {"threads": [256, 128, 512, 1024, 64], "vec": [0, 1, 2, 4, 8], "layout": ["strided", "consecutive"]}

    def apply(self, mod, op, p, config, hw):
        """Blind to the layout (both layouts below walk the output's own loops), so it schedules NHWC too, where
        neighbouring threads take neighbouring channels of one window position: a warp's every load is contiguous.
        vec outputs per thread (0: 4, or fewer to keep 2 blocks per SM): each thread has vec x kh x kw independent
        loads in flight (one output per thread left the H200 latency-bound: 9 loads and exit, 25k blocks of 256).
        strided: thread t of a block owns outputs t, t + threads, ... (vec of them): every warp load is as
        contiguous as for one output per thread (a stride-2 row: 2 or 3 L1 wavefronts).
        consecutive: vec adjacent outputs of a row (vec halved until it divides OW), one vector store; but a
        warp's load then spans vec x 2 x 32 input columns (4-5 wavefronts per load instruction)."""
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        named = blocks(sch)
        red = named.get("pool_max") or named.get("pool_sum")
        if red is None or "Y" not in named:
            return None
        out = op.outputs(p)[0]
        y = named["Y"]
        vec = config["vec"]
        if not vec:  # 4, fewer when the grid would drop below 2 blocks per SM (global pools: few outputs)
            vec = max(1, min(4, out.size // (config["threads"] * 2 * hw.sms)))
        if config["layout"] == "strided":
            threads = threads_for(out.size, config["threads"])
            vec = max(1, min(vec, ceil_div(out.size, threads)))
            bo, v, tx = sch.split(sch.fuse(*sch.get_loops(y)), factors=[None, vec, threads])
            sch.reorder(bo, tx, v)
            sch.bind(bo, "blockIdx.x")
            sch.bind(tx, "threadIdx.x")
            sch.compute_at(red, v, preserve_unit_loops=True)
            sch.set_scope(red, 0, "local")
            sch.unroll(v)
            for lp in sch.get_loops(red)[-2:]:  # the window: kh * kw terms
                sch.unroll(lp)
            return sch.mod
        ow = out.shape[-1]
        while vec > 1 and ow % vec:
            vec //= 2
        n, c, i, j = sch.get_loops(y)
        jo, jv = sch.split(j, factors=[None, vec])
        _, tx = bind_flat(sch, [n, c, i, jo], threads_for(out.size // vec, config["threads"]))
        sch.compute_at(red, tx, preserve_unit_loops=True)
        sch.set_scope(red, 0, "local")
        if vec > 1:
            sch.vectorize(jv)
        for lp in sch.get_loops(red)[-3:]:  # the vec outputs, then the window loops: vec * kh * kw terms
            sch.unroll(lp)
        return sch.mod


def _staged_rows(out_rows: int, stride: int, window: int, dilation: int, size: int) -> int:
    """Input rows that `out_rows` consecutive output rows read (before clipping to the plane)."""
    return min(size, (out_rows - 1) * stride + (window - 1) * dilation + 1)


def _staged_cols(p, ow: int) -> int:
    """Columns of a staged row: from 0 (the first window starts at -pw <= 0, clipped) to the last one read."""
    w = p["shape"][3]
    (_, kw), (_, sw), (_, pw), (_, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
    return min(w, (ow - 1) * sw - pw + (kw - 1) * dw + 1)


class PoolStaged(ScheduleRule):
    name = "pool_staged"
    priority = 1  # ahead of pool_direct, which it outran on the H200 (reports/README.md)
    summary = ("a block per `tile` output rows of an (n, c) plane: the input rows they read are copied to shared "
               "memory with 16-byte loads along W (each input element read from DRAM once), then a thread computes "
               "`rows` vertically adjacent outputs of one column (the overlapping window rows read once)")
    ops = ("pool2d",)
    space = {"rows": [4, 2, 1, 8], "threads": [256, 128, 512], "tile": [0, 1, 2, 3, 4, 5, 8, 16, 32], "smem": [16384, 8192, 32768],
             "vec": [0, 1, 2, 4, 8]}

    def prefer(self, op, p, hw):
        return p.get("layout", "NCHW") == "NCHW"  # it stages (n, c) planes; NHWC goes to pool_channels or pool_direct

    def valid(self, op, p, config, hw):
        if p.get("layout", "NCHW") != "NCHW":
            return "pool_staged stages (n, c) planes: layout NCHW only (NHWC: pool_channels, pool_direct)"
        return super().valid(op, p, config, hw)

    def plan(self, op, p, config, hw: Arch) -> tuple[int, int, int] | None:
        """(output rows per block, staged input rows, staged columns), or None when one row does not fit or X is not
        planar (NHWC: a block per plane would be a block per strided channel; pool_direct takes it)."""
        if p.get("layout", "NCHW") != "NCHW":
            return None
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
        if rows_in * cols * item > config["smem"] or n * c * ceil_div(oh, tile) > hw.max_grid[0]:
            return None
        return tile, rows_in, cols

    def apply(self, mod, op, p, config, hw):
        plan = self.plan(op, p, config, hw)
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
        named = blocks(sch)
        red = named.get("pool_max") or named.get("pool_sum")
        if red is None or len(named) != 2 or "Y" not in named:
            return None
        y = named["Y"]
        rows = max(1, min(config["rows"], tile))
        n, c, i, j = sch.get_loops(y)
        io, ig, iv = sch.split(i, factors=[ceil_div(oh, tile), ceil_div(tile, rows), rows])
        sch.reorder(n, c, io, ig, j, iv)
        bx = sch.fuse(n, c, io)
        sch.bind(bx, "blockIdx.x")
        items = ceil_div(tile, rows) * ow
        rounds = ceil_div(items, config["threads"])
        threads = threads_for(ceil_div(items, rounds), config["threads"])
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
