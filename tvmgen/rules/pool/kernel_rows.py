"""`pool_rows`, a TIRx kernel and the default for every kind of pooling where it applies: no shared memory, no
barrier. A thread loads the input rows of its `rows` output rows as aligned 16-byte vectors straight into registers
(plus the pw edge columns left of its vector) and takes the maxima with __hmax (nvcc fuses them into 3-input VHMNMX)
or the fp32 sums in the op's order (bitwise pool_staged's): for 3x3 s2 fp16, 3 x LDG.128 per thread, 58 SASS
instructions per 4 outputs, 25 registers.
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import is_half
from ..base import KernelRule
from ..lib.sizes import ceil_div, dtype_bytes
from ..lib.tir import hmax, neg_inf

# -- pool_rows: a TIRx kernel, 16-byte row loads straight into registers ----------------------------------
def rows_plan(op, p, config, hw: Arch) -> dict | None:
    """The layout of pool_rows, or None where it does not apply (then pool_staged / pool_direct)."""
    if p.get("layout", "NCHW") != "NCHW":
        return None  # its 16-byte vectors run along W, contiguous only in planes (NHWC: pool_channels, pool_direct)
    n, c, h, w = p["shape"]
    (kh, kw), (sh, sw), (_, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
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
    if blocks > hw.max_grid[0] or n * c * h * w >= 2**31:
        return None
    share = config.get("share", 0)
    overlap = (rows - 1) * sh + kh - rows * sh  # input rows a row group shares with the one before it (kh - sh)
    share_cols, share_rows = share >= 1 and left + right > 0, share >= 2 and overlap > 0 and tpr < 32
    return dict(v=v, q=q, tpr=tpr, left=left, right=right, rows=rows, groups=groups, total=total,
                threads=threads, oh=oh, ow=ow, items=items, blocks=blocks, share_cols=share_cols,
                share_rows=share_rows, overlap=max(0, overlap),
                batch=bool(config.get("batch", 1)) or items > 1 or share_cols or share_rows)


class PoolRows(KernelRule):
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

    Measured on the H200 (L2 flushed; the numbers: reports/README.md and reports/h200/current.md):
    - max 3x3 s2, 32x256x56x56 fp16: the default (batch=0) runs close to a copy of the same bytes; batch=1,
      share=2 and items=2 / 4 (80 registers with share=2) all land within the run-to-run spread of it, so the
      default stays share=0, items=1; 32x64x112x112 likewise. rows 2 and 4 were slower than 1.
    - avg_include_pad 3x3 s1 p1, 32x256x56x56 fp16 (102.8 MB): well ahead of pool_staged; share=2 slower (8 + 6
      shuffles and their selects per thread cost more than the loads they save).
    - avg_exclude_pad 2x2 s2 (64.2 MB): close to the copy, ahead of pool_staged.
    Padding: rows outside 0 .. H - 1 and columns outside 0 .. W - 1 are -inf for max (never the max; a window
    wholly in padding gives -inf, as ops/pool.py defines) and +0.0 for the sums (as ops/pool.py's if_then_else);
    averages then multiply by 1 / (kh kw) (include_pad) or divide by the window positions inside the plane
    (exclude_pad; 0 for none).
    Applies with dilation 1 where W is a multiple of the vector and the threads of a row fit in W (OW * sw <= W
    roughly); others go to pool_staged."""

    name = "pool_rows"
    priority = 2  # ahead of pool_staged where `prefer` says so
    summary = ("pooling as a TIRx kernel: a thread owns `rows` output rows x 16 bytes of input columns, loads "
               "its input rows as 16-byte vectors (+ the pw edge columns, or those from the neighbouring lane) "
               "into registers, vertical then horizontal __hmax (averages: fp32 sums in the op's order); no "
               "shared memory, no barrier")
    ops = ("pool2d",)
    # rows 7 and 8 (measured slower than 1, 2, 4) left out: with all 15-17 row loads in flight ptxas
    # either holds rows=7 to 48 registers and spills 8 bytes or gives rows=8 106 registers
    space = {"rows": [1, 2, 4], "threads": [256, 128, 512], "share": [0, 1, 2], "items": [1, 2, 4], "batch": [0, 1]}

    def default(self, op, p, hw):
        """rows=1, 256 threads, share=0, items=1; batch=0 for max (the load structure its measured default has),
        1 for the averages (measured so)."""
        return {"rows": 1, "threads": 256, "share": 0, "items": 1, "batch": 0 if p["kind"] == "max" else 1}

    def valid(self, op, p, config, hw):
        if p.get("layout", "NCHW") != "NCHW":
            return "pool_rows loads 16-byte vectors along W: layout NCHW only (NHWC: pool_channels, pool_direct)"
        return super().valid(op, p, config, hw)

    def prefer(self, op, p, hw):
        """The default for every kind where it applies: measured faster than pool_staged for max and both
        averages (see the class docstring)."""
        return rows_plan(op, p, self.default(op, p, hw), hw) is not None

    def build(self, op, p, config, hw):
        import tvm

        plan = rows_plan(op, p, config, hw)
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
    HALF = is_half(dt)  # 16-bit storage: pairs move as 32-bit words, the max is __hmax
    AVG = p["kind"] != "max"
    EXCLUDE = p["kind"] == "avg_exclude_pad"
    PAD = 0.0 if AVG else float("-inf")  # the padding's value: the identity of the reduction

    def pad_value():
        return T.Cast(dt, T.float32(PAD)) if AVG else neg_inf(T, dt)
    LR = max(1, LEFT + RIGHT)
    WT, VW = ("uint32", V // 2) if HALF and V % 2 == 0 else (dt, V)  # the words a row vector moves as
    FULL = 0xFFFFFFFF

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
                xe[(k * RI + ri) * LR + e] = pad_value()

    @T.macro
    def pad_rows(xv, xe, k, g):  # rows outside the plane (loaded from the clamped row) become PAD
        r0 = T.meta_var(g * (R * sh) - ph)
        for ri in T.unroll(RI):
            if T.And(OUT(ri), T.Or(r0 + ri < 0, r0 + ri >= H)):
                for e in T.unroll(V):
                    xv[(k * RI + ri) * V + e] = pad_value()
                for e in T.unroll(LEFT + RIGHT):
                    xe[(k * RI + ri) * LR + e] = pad_value()

    @T.macro
    def load_rows(Xf, xv, xe, t, g, plane):
        # batch=0 (one item, no shuffles): row by row, PAD first, then, where the row lies inside the plane, its
        # vector and edge columns (a branch around the rows that may lie outside it)
        r0 = T.meta_var(g * (R * sh) - ph)
        for ri in T.unroll(RI):
            for e in T.unroll(V):
                xv[ri * V + e] = pad_value()
            for e in T.unroll(LEFT + RIGHT):
                xe[ri * LR + e] = pad_value()
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
                        vm[LEFT + e] = hmax(T, dt, vm[LEFT + e], xv[(k * RI + i * sh + a) * V + e])
                for e in T.unroll(LEFT):
                    vm[e] = xe[(k * RI + i * sh) * LR + e]
                    for a in T.unroll(1, kh):
                        vm[e] = hmax(T, dt, vm[e], xe[(k * RI + i * sh + a) * LR + e])
                for e in T.unroll(RIGHT):
                    vm[LEFT + V + e] = xe[(k * RI + i * sh) * LR + LEFT + e]
                    for a in T.unroll(1, kh):
                        vm[LEFT + V + e] = hmax(T, dt, vm[LEFT + V + e], xe[(k * RI + i * sh + a) * LR + LEFT + e])
                for q in T.unroll(Q):
                    yb[q] = vm[q * sw]
                    for b in T.unroll(1, kw):
                        yb[q] = hmax(T, dt, yb[q], vm[q * sw + b])
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
