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
Measured: 24.4 us = 0.62 of copy (4.4x torch): each block is a load phase, a barrier, then a compute phase.

`pool_rows` (a TIRx kernel, see its class), the default for every kind where it applies: no shared memory, no
barrier. A thread loads the input rows of its `rows` output rows as aligned 16-byte vectors straight into
registers (plus the pw edge columns left of its vector) and takes the maxima with __hmax (nvcc fuses them into
3-input VHMNMX) or the fp32 sums in the op's order (bitwise pool_staged's): for 3x3 s2 fp16, 3 x LDG.128 per
thread, 58 SASS instructions per 4 outputs, 25 registers. H200, clean L2 flush: max 18.0-18.2 us, 0.95 of a copy
of the same bytes (17.3 us); avg 3x3 s1 29.2 us (pool_staged 53.8), avg 2x2 s2 17.5 (pool_staged 19.7).
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


# -- pool_rows: a TIRx kernel, 16-byte row loads straight into registers ----------------------------------
def rows_plan(op, p, config) -> dict | None:
    """The layout of pool_rows, or None where it does not apply (then pool_staged / pool_direct)."""
    n, c, h, w = p["shape"]
    (kh, kw), (sh, sw), (ph, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
    if (dh, dw) != (1, 1):
        return None
    oh, ow = op.out_hw(p)
    v = 16 // dtype_bytes(p["dtype"])
    while v > sw and (w % v or v % sw):
        v //= 2
    if w % v or v % sw:
        return None
    q = v // sw  # outputs per thread per row: their windows start in one aligned V-column vector
    tpr = ceil_div(ow, q)  # threads per output row
    left, right = pw, max(0, kw - sw - pw)  # columns read past the vector, each side
    if tpr * v > w or left + right > 4 or left >= v or right >= v:
        return None
    rows = max(1, min(config.get("rows", 1), oh))
    groups = ceil_div(oh, rows)
    total = n * c * groups * tpr
    items = max(1, min(config.get("items", 1), ceil_div(total, 32)))
    threads = min(config.get("threads", 256), ceil_div(ceil_div(total, items), 32) * 32)
    blocks = ceil_div(ceil_div(total, items), threads)
    if blocks > MAX_GRID[0] or n * c * h * w >= 2**31:
        return None
    share = config.get("share", 0)
    overlap = (rows - 1) * sh + kh - rows * sh  # input rows a row group shares with the one before it (kh - sh)
    share_cols, share_rows = share >= 1 and left + right > 0, share >= 2 and overlap > 0 and tpr < 32
    return dict(v=v, q=q, tpr=tpr, left=left, right=right, rows=rows, groups=groups, total=total,
                threads=threads, oh=oh, ow=ow, items=items, blocks=blocks, share_cols=share_cols,
                share_rows=share_rows, overlap=max(0, overlap),
                batch=bool(config.get("batch", 1)) or items > 1 or share_cols or share_rows)


class PoolRows(Rule):
    """Pooling (max, and both averages) as a TIRx kernel: a thread owns `rows` output rows x Q adjacent outputs
    (Q = 16 bytes / item / stride: 4 for 3x3 s2 fp16) of one plane. It loads, for each of the (rows - 1) * sh + kh
    input rows it needs, the aligned 16-byte vector under its windows plus the pw columns left of it (and
    kw - sw - pw right of it), all before any arithmetic; max pooling then takes the vertical max of each column
    (kh - 1 per column) and the horizontal max of each output (kw - 1) with __hmax (exact: nvcc fuses them into
    3-input VHMNMX), averages sum each window in fp32 in the op's order (window row by row, from 0.0: the same
    order, hence the same bits, as pool_staged and the LLVM build of ops/pool.py), and it stores its Q outputs as
    one vector.

    Why (32x256x56x56 fp16, 3x3 s2 p1, 51.4 MB in + 12.8 MB out): pool_staged copies a plane into shared
    memory, waits at a barrier, then reads 27 shared words per 4 outputs (each block a load phase then a compute
    phase). Here nothing is shared through memory: no barrier, each thread's 3 row vectors are in flight at once,
    58 SASS instructions per 4 outputs, 25 registers (2048 threads per SM). What it still pays (SASS read off
    nvcc): the odd input rows are loaded by two threads (row 2i + 1 is the bottom of output row i and the top of
    i + 1): 3 row loads per 2 input rows, 1.5x the L1 / L2 requests of a copy; the pw edge column is a further
    2-byte load per row (the same sectors again). Knobs that cut those requests or batch the loads:
    - `share=1`: the edge columns come from the neighbouring lane (__shfl_up/down_sync of its vector's last /
      first columns); only lane 0 / 31 (whose neighbour is in another warp) loads them, predicated, in the same
      load batch (no second latency).
    - `share=2`: also the kh - sh input rows a row group shares with the group above (row 2i - 1) come from the
      thread TPR lanes back (same column vector, previous row group of the plane, 32-bit shuffles); the first TPR
      lanes of a warp and the first group of a plane load them. 3x3 s2: 2 + 7/32 row loads per thread, not 3.
    - `items`: row groups per thread (grid-stride by the launch size, so a warp instruction stays on adjacent
      groups): more loads in flight per thread, the index math and launch cost amortised.
    - `rows`: output rows per thread (the shared rows loaded once: (rows - 1) * sh + kh loads per rows outputs).
    - `batch`: 1 = every load of every item as one predicated batch (rows that may lie outside the plane load the
      clamped row and become PAD after), needed by items and shuffles; 0 = row by row, a branch around the rows
      that may lie outside the plane (the structure of the max default as first measured). items > 1 or share > 0
      imply 1.
    Shuffles need every lane of a warp: with them the surplus threads of the last warp run a clamped copy of the
    last group and store nothing.

    Measured (H200, 2026-12-03, clean L2 flush; same-bytes copy 17.3 us for 64.2 MB):
    - max 3x3 s2, 32x256x56x56 fp16: default (batch=0) 18.0-18.2 us, 0.95 of the copy, 6.0x torch; in the
      variant run batch=1 18.9, share=2 18.0, share=2 + items=2 17.9, items=2 18.6, share=2 + items=4 19.3
      (80 registers): within the run-to-run spread, so the default stays share=0, items=1. 32x64x112x112:
      batch=1 18.1, share=2 18.0. (Memset flush, earlier: rows 1 / 2 / 4 / 7 22.7 / 24.4 / 26.5 / 25.9.)
    - avg_include_pad 3x3 s1 p1, 32x256x56x56 fp16 (102.8 MB): 29.2 us against pool_staged 53.8 (1.84x), 10.8x
      torch; share=2 34.0 (8 + 6 shuffles and their selects per thread cost more than the loads they save).
    - avg_exclude_pad 2x2 s2 (64.2 MB): 17.5 us, 0.98 of the copy, against pool_staged 19.7; 4.4x torch.
    Padding: rows outside 0 .. H - 1 and columns outside 0 .. W - 1 are -inf for max (never the max; a window
    wholly in padding gives -inf, as ops/pool.py defines) and +0.0 for the sums (as ops/pool.py's if_then_else);
    averages then multiply by 1 / (kh kw) (include_pad) or divide by the window positions inside the plane
    (exclude_pad; 0 for none).
    Applies with dilation 1 where W is a multiple of the vector and the threads of a row fit in W (OW * sw <= W
    roughly); others go to pool_staged."""

    name = "pool_rows"
    priority = 2  # ahead of pool_staged where `prefer` says so
    pipeline = "tirx"
    summary = ("pooling as a TIRx kernel: a thread owns `rows` output rows x 16 bytes of input columns, loads "
               "its input rows as 16-byte vectors (+ the pw edge columns, or those from the neighbouring lane) "
               "into registers, vertical then horizontal __hmax (averages: fp32 sums in the op's order); no "
               "shared memory, no barrier")
    ops = ("pool2d",)
    # rows 7 and 8 (measured 25.9 us, slower than 1, 2, 4) left out: with all 15-17 row loads in flight ptxas
    # either holds rows=7 to 48 registers and spills 8 bytes or gives rows=8 106 registers
    space = {"rows": [1, 2, 4], "threads": [256, 128, 512], "share": [0, 1, 2], "items": [1, 2, 4], "batch": [0, 1]}

    def default(self, op, p):
        """rows=1, 256 threads, share=0, items=1; batch=0 for max (the load structure its measured default has),
        1 for the averages (measured so)."""
        return {"rows": 1, "threads": 256, "share": 0, "items": 1, "batch": 0 if p["kind"] == "max" else 1}

    def prefer(self, op, p):
        """The default for every kind where it applies (measured above; max: 22.7 us against pool_staged 25.1 in
        one run with the older memset flush; the averages 1.84x and 1.13x pool_staged)."""
        return rows_plan(op, p, self.default(op, p)) is not None

    def apply(self, mod, op, p, config, target):
        import tvm

        plan = rows_plan(op, p, config)
        if plan is None:
            return None
        return tvm.IRModule({"main": rows_kernel(p, plan)})


def rows_kernel(p, plan):
    from tvm.script import tirx as T

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    (kh, kw), (sh, sw), (ph, pw), _ = p["window"], p["stride"], p["padding"], p["dilation"]
    V, Q, TPR, LEFT, RIGHT = plan["v"], plan["q"], plan["tpr"], plan["left"], plan["right"]
    R, G, TOTAL, THREADS, OH, OW = plan["rows"], plan["groups"], plan["total"], plan["threads"], plan["oh"], plan["ow"]
    K, BLOCKS = plan["items"], plan["blocks"]
    SCOLS, SROWS, OV = plan["share_cols"], plan["share_rows"], plan["overlap"]
    SHFL = SCOLS or SROWS  # every lane must reach the shuffles: no early exit, surplus threads clamped
    BATCH = plan["batch"]
    GRID = BLOCKS * THREADS  # item k of thread gid is the group gid + k * GRID
    CW = LEFT + V + RIGHT  # columns a thread holds per input row
    RI = (R - 1) * sh + kh  # input rows a thread holds
    GUARD_T = GRID * K != TOTAL
    GUARD_OH = OH % R != 0  # the last row group has output rows past OH
    GUARD_OW = TPR * Q != OW  # the last thread of a row has outputs past OW
    VEC_OUT = OW % Q == 0 and Q > 1  # every thread's Q outputs are one aligned vector
    # input rows of the first / last row group that may fall in the padding (checked at run time only then)
    ROWG = ph > 0 or (G * R - 1) * sh - ph + kh - 1 >= H
    HALF = dt == "float16"
    AVG = p["kind"] != "max"
    EXCLUDE = p["kind"] == "avg_exclude_pad"
    PAD = 0.0 if AVG else float("-inf")  # the padding's value: the identity of the reduction
    LR = max(1, LEFT + RIGHT)
    WT, VW = ("uint32", V // 2) if HALF and V % 2 == 0 else (dt, V)  # the words a row vector moves as
    FULL = 0xFFFFFFFF

    def vmax(a, b):  # max: __hmax for fp16 (nvcc fuses pairs into VHMNMX)
        return T.call_pure_extern(dt, "__hmax", a, b) if HALF else T.max(a, b)

    def f32(x):
        return T.Cast("float32", x) if HALF else x

    def inside(o, s_, pad, k, size):  # window positions t < k with 0 <= o * s - pad + t < size (ops/pool.py)
        return T.max(T.min(size - 1 - (o * s_ - pad), k - 1) - T.max(pad - o * s_, 0) + 1, 0)

    def final(v, i, j):  # the output of the fp32 window sum v at output (i, j)
        if not EXCLUDE:
            return T.Cast(dt, v * T.float32(1.0 / (kh * kw)))
        # the count in fp32: with integers, TVM's simplifier rewrites max(cnt, 1) to cnt inside the cnt > 0
        # branch, then constant-folds that (dead) branch where cnt is 0 (a window wholly in the padding) and
        # stops with "Divide by zero"; it does not reason about fp32 comparisons
        cnt = T.Cast("float32", inside(i, sh, ph, kh, H)) * T.Cast("float32", inside(j, sw, pw, kw, W))
        return T.Cast(dt, T.if_then_else(cnt > T.float32(0.5), v / T.max(cnt, T.float32(1.0)), T.float32(0.0)))

    # OUT[ri]: whether input row ri of some group may lie outside the plane (the first ph rows of the first group,
    # the last rows of the last group)
    # (a TIR condition on the unrolled ri, constant once unrolled)
    LAST_IN = H - 1 - ((G * R - 1) * sh - ph)  # rows ri > LAST_IN of the last group lie below the plane

    def OUT(ri):
        return T.Or(ri < ph, ri > LAST_IN)

    def rowin(r):  # input row r inside the plane (a Python True where no group reaches the padding)
        return T.And(r >= 0, r < H) if ROWG else True

    def clamp(r, ri):  # the plane's nearest row to r (r itself where row ri is always inside)
        return T.Select(OUT(ri), T.max(T.min(r, H - 1), 0), r)

    @T.macro
    def pad(xe, k):  # edge columns start as PAD (what columns outside the plane keep)
        for ri in T.unroll(RI):
            for e in T.unroll(LEFT + RIGHT):
                xe[(k * RI + ri) * LR + e] = T.Cast(dt, T.float32(PAD))

    @T.macro
    def pad_rows(xv, xe, k, g):  # rows outside the plane (loaded from the clamped row) become PAD
        r0 = T.meta_var(g * (R * sh) - ph)
        for ri in T.unroll(RI):
            if T.And(OUT(ri), T.Or(r0 + ri < 0, r0 + ri >= H)):
                for e in T.unroll(V):
                    xv[(k * RI + ri) * V + e] = T.Cast(dt, T.float32(PAD))
                for e in T.unroll(LEFT + RIGHT):
                    xe[(k * RI + ri) * LR + e] = T.Cast(dt, T.float32(PAD))

    @T.macro
    def load_rows(Xf, xv, xe, t, g, plane):
        # batch=0 (one item, no shuffles): row by row, PAD first, then, where the row lies inside the plane, its
        # vector and edge columns (a branch around the rows that may lie outside it)
        r0 = T.meta_var(g * (R * sh) - ph)
        for ri in T.unroll(RI):
            for e in T.unroll(V):
                xv[ri * V + e] = T.Cast(dt, T.float32(PAD))
            for e in T.unroll(LEFT + RIGHT):
                xe[ri * LR + e] = T.Cast(dt, T.float32(PAD))
            if rowin(r0 + ri):
                for e in T.vectorized(V):
                    xv[ri * V + e] = Xf[(plane * H + r0 + ri) * W + t * V + e]
                for e in T.unroll(LEFT):
                    if t * V - LEFT + e >= 0:
                        xe[ri * LR + e] = Xf[(plane * H + r0 + ri) * W + t * V - LEFT + e]
                for e in T.unroll(RIGHT):
                    if t * V + V + e < W:
                        xe[ri * LR + LEFT + e] = Xf[(plane * H + r0 + ri) * W + t * V + V + e]

    # batch=1: the loads of every item and row come before any use, each under its own condition with one load
    # in it, so nvcc predicates them (no branch) and ptxas keeps them in one batch (a branch between two items'
    # loads let it sink the second item's loads below the first item's arithmetic: two latencies per thread).
    @T.macro
    def load_vec(Xf, xv, k, lane, t, g, plane):
        # row ri of item k: xv[(k * RI + ri) * V ...] the aligned vector (columns t * V ...); share=2: the first OV
        # rows come from the thread TPR lanes back unless it is in another warp or another plane (loaded here)
        # rows that may lie outside the plane (OUT) load the nearest row of it, made PAD afterwards (pad_rows):
        # every vector load is unconditional but for share=2's, and no PAD is held before it
        r0 = T.meta_var(g * (R * sh) - ph)  # first input row
        for ri in T.unroll(RI):
            if T.Or(T.Or(lane < TPR, g == 0), ri >= OV) if SROWS else True:
                for e in T.vectorized(V):
                    xv[(k * RI + ri) * V + e] = Xf[(plane * H + clamp(r0 + ri, ri)) * W + t * V + e]

    @T.macro
    def load_edge(Xf, xe, k, lane, t, g, plane):
        # xe[(k * RI + ri) * LR ...]: the LEFT columns before the vector, then the RIGHT columns after it, from the
        # clamped row as the vectors (pad_rows makes rows outside the plane PAD); share=1: from the neighbouring
        # lane, only lane 0 / 31 (or the last thread of a row) loads them
        r0 = T.meta_var(g * (R * sh) - ph)
        for ri in T.unroll(RI):
            for e in T.unroll(LEFT):
                if T.And(t * V - LEFT + e >= 0, lane == 0) if SCOLS else t * V - LEFT + e >= 0:
                    xe[(k * RI + ri) * LR + e] = Xf[(plane * H + clamp(r0 + ri, ri)) * W + t * V - LEFT + e]
            for e in T.unroll(RIGHT):
                if T.And(t * V + V + e < W, T.Or(lane == 31, t == TPR - 1)) if SCOLS else t * V + V + e < W:
                    xe[(k * RI + ri) * LR + LEFT + e] = Xf[(plane * H + clamp(r0 + ri, ri)) * W + t * V + V + e]

    @T.macro
    def share(xv, xw, xe, sv, sw_, k, lane, t, g):
        # every lane runs the shuffles (no branch around them); the value is used where the source lane holds
        # the same input row (share=2: g > 0, lane >= TPR) or the same row's neighbouring vector (share=1)
        if SROWS:
            # a row vector moves as 32-bit words (fp16 pairs): V / 2 shuffles. Bottom shared row first: the source
            # row OV - 1 - j + R sh of the lane TPR back is either one it loaded or (R sh < OV, stride 1) one this
            # loop filled in an earlier step, in every lane at once
            for j in T.unroll(OV):
                for e in T.unroll(VW):
                    sw_[e] = T.cuda.__shfl_up_sync(T.uint32(FULL), xw[(k * RI + OV - 1 - j + R * sh) * VW + e], TPR,
                                                   32)
                for e in T.unroll(VW):
                    if T.And(lane >= TPR, g > 0):
                        xw[(k * RI + OV - 1 - j) * VW + e] = sw_[e]
        if SCOLS:
            for ri in T.unroll(RI):
                for e in T.unroll(LEFT):
                    sv[e] = T.cuda.__shfl_up_sync(T.uint32(FULL), xv[(k * RI + ri) * V + V - LEFT + e], 1, 32)
                for e in T.unroll(RIGHT):
                    sv[LEFT + e] = T.cuda.__shfl_down_sync(T.uint32(FULL), xv[(k * RI + ri) * V + e], 1, 32)
                for e in T.unroll(LEFT):
                    if T.And(t >= 1, lane >= 1):
                        xe[(k * RI + ri) * LR + e] = sv[e]
                for e in T.unroll(RIGHT):
                    if T.And(t < TPR - 1, lane < 31):
                        xe[(k * RI + ri) * LR + LEFT + e] = sv[LEFT + e]

    @T.macro
    def compute(Yf, xv, xe, vm, ob, yb, k, ok, t, g, plane):
        for i in T.unroll(R):
            if AVG:
                # the window's fp32 sum in the op's order (row by row, from 0.0); columns of output q, tap b:
                # LEFT + q * sw - pw + b = q * sw + b of [xe left | xv | xe right]
                for q in T.unroll(Q):
                    ob[q] = T.float32(0.0)
                    for a in T.unroll(kh):
                        for b in T.unroll(kw):
                            if q * sw + b < LEFT:
                                ob[q] = ob[q] + f32(xe[(k * RI + i * sh + a) * LR + q * sw + b])
                            elif q * sw + b < LEFT + V:
                                ob[q] = ob[q] + f32(xv[(k * RI + i * sh + a) * V + q * sw + b - LEFT])
                            else:
                                ob[q] = ob[q] + f32(xe[(k * RI + i * sh + a) * LR + q * sw + b - V])
                    yb[q] = final(ob[q], g * R + i, t * Q + q)
            else:
                # vm: the vertical max of the window rows of output row i, column by column (LEFT, V, RIGHT)
                for e in T.unroll(V):
                    vm[LEFT + e] = xv[(k * RI + i * sh) * V + e]
                    for a in T.unroll(1, kh):
                        vm[LEFT + e] = vmax(vm[LEFT + e], xv[(k * RI + i * sh + a) * V + e])
                for e in T.unroll(LEFT):
                    vm[e] = xe[(k * RI + i * sh) * LR + e]
                    for a in T.unroll(1, kh):
                        vm[e] = vmax(vm[e], xe[(k * RI + i * sh + a) * LR + e])
                for e in T.unroll(RIGHT):
                    vm[LEFT + V + e] = xe[(k * RI + i * sh) * LR + LEFT + e]
                    for a in T.unroll(1, kh):
                        vm[LEFT + V + e] = vmax(vm[LEFT + V + e], xe[(k * RI + i * sh + a) * LR + LEFT + e])
                for q in T.unroll(Q):
                    yb[q] = vm[q * sw]
                    for b in T.unroll(1, kw):
                        yb[q] = vmax(yb[q], vm[q * sw + b])
            if T.And(ok, g * R + i < OH) if GUARD_OH else ok:
                if VEC_OUT:
                    if (t * Q < OW) if GUARD_OW else True:
                        for q in T.vectorized(Q):
                            Yf[(plane * OH + g * R + i) * OW + t * Q + q] = yb[q]
                else:
                    for q in T.unroll(Q):
                        if (t * Q + q < OW) if GUARD_OW else True:
                            Yf[(plane * OH + g * R + i) * OW + t * Q + q] = yb[q]

    def gid(bx, tx, k):  # the row group of item k; clamped to the last one where surplus lanes must still shuffle
        g = bx * THREADS + tx + k * GRID
        return T.min(g, TOTAL - 1) if GUARD_T and SHFL else g

    def live(bx, tx, k):  # item k of this thread is a real group (a Python True where every one is)
        return bx * THREADS + tx + k * GRID < TOTAL if GUARD_T else True

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), Y: T.Buffer((N, C, OH, OW), dt)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([THREADS])
        xv = T.alloc_buffer((K * RI * V,), dt, scope="local")
        xe = T.alloc_buffer((K * RI * LR,), dt, scope="local")
        vm = T.alloc_buffer((CW,), dt, scope="local")
        ob = T.alloc_buffer((Q,), "float32" if AVG else dt, scope="local")  # the outputs (averages: fp32 sums)
        yb = T.alloc_buffer((Q,), dt, scope="local")  # averages: the outputs in dt
        out = T.meta_var(yb if AVG else ob)
        Xf = T.decl_buffer((N * C * H * W,), dt, data=X.data)
        Yf = T.decl_buffer((N * C * OH * OW,), dt, data=Y.data)
        lane = T.meta_var(tx % 32)
        if not BATCH:
            # batch=0 (one item, no shuffles): a surplus thread skips everything; its rows are loaded row by row,
            # a branch around those that may lie outside the plane (the max default as measured)
            if live(bx, tx, 0):
                load_rows(Xf, xv, xe, gid(bx, tx, 0) % TPR, gid(bx, tx, 0) // TPR % G, gid(bx, tx, 0) // (TPR * G))
                compute(Yf, xv, xe, vm, ob, out, 0, True, gid(bx, tx, 0) % TPR, gid(bx, tx, 0) // TPR % G,
                        gid(bx, tx, 0) // (TPR * G))
        else:
            # all loads of all items first (one latency), then the shuffles, then the arithmetic and the stores;
            # without shuffles a surplus item loads nothing (its lane idles), with them it loads the last group again
            for k in T.unroll(K):
                pad(xe, k)
            for k in T.unroll(K):
                if live(bx, tx, k) if not SHFL else True:
                    load_vec(Xf, xv, k, lane, gid(bx, tx, k) % TPR, gid(bx, tx, k) // TPR % G,
                             gid(bx, tx, k) // (TPR * G))
            for k in T.unroll(K):
                if live(bx, tx, k) if not SHFL else True:
                    load_edge(Xf, xe, k, lane, gid(bx, tx, k) % TPR, gid(bx, tx, k) // TPR % G,
                              gid(bx, tx, k) // (TPR * G))
            for k in T.unroll(K):
                pad_rows(xv, xe, k, gid(bx, tx, k) // TPR % G)
            if SHFL:
                sv = T.alloc_buffer((V + LR,), dt, scope="local")
                xw = T.decl_buffer((K * RI * VW,), WT, data=xv.data, scope="local")  # xv as 32-bit words
                sw_ = T.alloc_buffer((VW,), WT, scope="local")
                for k in T.unroll(K):
                    share(xv, xw, xe, sv, sw_, k, lane, gid(bx, tx, k) % TPR, gid(bx, tx, k) // TPR % G)
            for k in T.unroll(K):
                compute(Yf, xv, xe, vm, ob, out, k, live(bx, tx, k), gid(bx, tx, k) % TPR,
                        gid(bx, tx, k) // TPR % G, gid(bx, tx, k) // (TPR * G))

    return main


register(PoolRows())
register(PoolStaged())
