"""Schedules for the normalization, softmax and pooling family (memory-bound reductions).

Shapes of work that recur:

* thread rows (`pool_direct`, `softmax_thread_rows`, `batchnorm_thread_stats`): the reduced elements of one
  output (a pooling window, a channel column of softmax, a per-activation statistic over N) are strided in
  memory, and there are many of them. One thread owns one output position and loops over its terms
  serially; neighbouring threads own neighbouring positions, so every load of a warp is coalesced. All the
  op's stages run in that thread (statistics live in registers): one kernel.
* tiles (`softmax_tile`, channel softmax with H*W > 1): like thread rows, but a block first stages a tile of
  positions x all channels in shared memory, so the three passes (max, sum, write) read X from DRAM once;
  threadIdx.y splits the channels of each reduction.
* block rows (`softmax_block_rows`, `cross_entropy_rows`): a row is contiguous; one block (or one warp for
  short rows) owns a row, threads stride along it and combine with warp shuffles (TVM's cross-thread
  allreduce), the epilogue is written by the same threads.
* split reductions (`batchnorm_split`, `softmax_split`): few, long rows (spatial BN with few channels: C statistics
  over N*H*W; instance softmax: N rows of C*H*W). The reduction is split into `chunks` pieces (rfactor): one kernel
  computes partials for (row, chunk) with a block each, a small one combines them; partials live in a global
  workspace the host allocates (codegen lists it in the manifest).
* a block per statistic (`batchnorm_channel`): spatial BN training with enough channels to fill the GPU (C >= 132):
  one kernel; the block reduces its channel's shifted sum and sum of squares in ONE pass (16-byte loads, allreduce
  ending in __syncthreads), then writes the channel's Y (the second read of X comes partly from L2: the pass runs
  backwards, Y forwards) and its four statistics.
* planes (`nchw_planes`, and the Y kernel of `batchnorm_split`): elementwise NCHW work whose other operands are per
  channel (batchnorm inference, lrn's channel window): one block per (n, c) plane, vectors along H*W (16 bytes
  for fp16 batchnorm with 8 | W: through registers, see _planes16).
* channel walks (`lrn_window`): a thread owns a (n, h, w-vector) column and `chunk` channels; the window's squares
  stay in registers (each computed once per chunk plus the halo).
* exp tiles (`softmax_exp_tile`): like tiles, but X is read for the max, re-read (from L2) for exp(x - max), which
  stays in shared memory as fp32 for the sum and Y: one exp per element.

Staged through shared memory with 16-byte loads (X read once): `pool_staged` (rules/pool.py) and `softmax_staged`
(rules/softmax.py); `nchw_planes` stage=1 does the same for batchnorm inference's planes.

Written directly as TIRx kernels (explicit threads, dynamic shared memory, cp.async), where the schedule primitives
could not say it: `batchnorm_resident` (rules/batchnorm_resident.py: spatial BN training with the channel's whole
slice resident in shared memory, X read from DRAM once; the default where it fits and C >= 132), `lrn_slide`
(rules/lrn_slide.py: a vector of positions over 16 channels per thread, each square once, an rsqrt-only pow; the
fp16 default) and `batchnorm_flat` (rules/batchnorm_flat.py: inference in relu's flat layout; the default for
spatial inference). `nchw_planes`, `batchnorm_channel` and `lrn_window` remain the fallbacks and the named options.

Every rule here was run (not only compiled) through a CPU emulation of the emitted CUDA: see tests/test_norm.py.
TVM 0.27 pitfalls met on the way, each handled where noted: predicates dropped for a single work item spread
over 32 threads (_threads_for), uninitialized rfactor partials for empty pieces (_empty_chunk), non-identifier
rfactor buffer names (_clean_names), float32x8 vectors that do not compile (_lanes), TVM's half4 vectors that
the rsqrt/sqrt calls scalarize (lrn_window: Y through registers), and two allreduce-lowering traps that the
emulator cannot see, both races on the GPU (SoftmaxExpTile.apply explains them and how they are avoided).
"""
from __future__ import annotations

import math
from typing import Any

from . import register
from .base import MAX_GRID, NUM_SMS, Rule, ceil_div



def _threads_for(work: int, want: int) -> int:
    """`want` threads, or fewer (a multiple of 32) when there is less work than that; exactly `work` below 32.

    The exact count matters: with a single work item split over 32 threads, TVM 0.27 keeps the `thread < 1`
    predicate on the first block only and drops it from blocks moved in by reverse_compute_at (every thread
    then writes, from uninitialized registers), and a cross-thread reduction under that predicate fails to
    lower ("Cannot insert syncs inside condition")."""
    if work < 32:
        return work
    return min(want, ceil_div(work, 32) * 32)


def _bind_flat(sch, loops, threads: int):
    """Fuse `loops`, split into [blocks, threads], bind; return (bx, tx)."""
    f = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    bx, tx = sch.split(f, factors=[None, threads])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    return bx, tx


def _blocks(sch) -> dict[str, Any]:
    return {sch.get(b).name_hint: b for b in sch.get_child_blocks(sch.get_sblock("root"))}


def _clean_names(mod):
    """rfactor names its buffer `x_sum.rf`; a workspace name must be a C identifier (the launcher declares
    `<name>_ptr`). TVMScript prints such names sanitized (x_sum_rf), so a print/parse round trip renames them;
    the round trip is structurally exact."""
    import tvm

    names = [b.name for b in mod["main"].body.block.alloc_buffers]
    if all(n.isidentifier() for n in names):
        return mod
    return tvm.script.from_source(mod.script())


def _n_reduce(sch, block) -> int:
    import tvm

    return sum(iv.iter_type == tvm.tirx.IterVar.CommReduce for iv in sch.get(block).iter_vars)


def _cross_thread(sch, block, threads: int):
    """Fuse the block's reduction loops (its innermost ones, as TE creates them), split by `threads` and bind the
    inner part to threadIdx.x: TVM lowers that to an in-thread loop plus a warp-shuffle allreduce."""
    red = sch.get_loops(block)[-_n_reduce(sch, block):]
    r = sch.fuse(*red) if len(red) > 1 else red[0]
    _, tx = sch.split(r, factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    return tx


def _unroll_inner(sch, loop, factor: int):
    """Split a serial loop by `factor` and unroll the inner part: a thread walking a strided row then has
    `factor` independent loads in flight instead of one (memory-level parallelism for thread-per-row work)."""
    if factor > 1:
        _, inner = sch.split(loop, factors=[None, factor])
        sch.unroll(inner)


def _lanes(dtype: str, run: int, vec: int = 0) -> int:
    """Vector width: 4 lanes (or `vec`), halved until it divides the contiguous run. 4 lanes are 16 bytes of
    fp32 but only 8 of fp16: the computes cast fp16 to fp32 and TVM 0.27 renders a float32x8 vector as an
    invalid `make_ulonglong4(8 floats)`, so 8 fp16 lanes do not compile."""
    want = vec or 4
    while want > 1 and run % want:
        want //= 2
    return want


def _planes(sch, block, hw: int, lanes: int, threads: int):
    """An NCHW-shaped elementwise block: one thread block per (n, c) plane; threads stride the plane's H*W
    elements `lanes` at a time (a 16-byte vector access). Per-channel operands are uniform in the block, so
    they are scalar loads, not gathers. `lanes` must divide H*W: the tail predicate then never splits a vector."""
    n, c, h, w = sch.get_loops(block)
    sch.bind(sch.fuse(n, c), "blockIdx.x")
    items = hw // lanes
    rounds = ceil_div(items, threads)
    threads = _threads_for(ceil_div(items, rounds), threads)  # balanced: 784 items -> 4 rounds of 224, not 256
    io, v = sch.split(sch.fuse(h, w), factors=[items, lanes])
    _, tx = sch.split(io, factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    if lanes > 1:
        sch.vectorize(v)


STAGE_MAX_BYTES = 24 * 1024  # _planes16's stage: the largest fp16 plane staged in shared memory


def _planes16(sch, block, hw: int, threads: int, unroll: int = 0, stage: int = 0):
    """_planes with 8 fp16 lanes (16-byte loads and stores) for an elementwise fp16 -> fp16 block computed in
    fp32: the 8 inputs go to registers in one uint4 load (cache_read), the math runs as two float4 vectors (a
    float32x8 vector does not compile, see _lanes) into a local result, stored back in one uint4 store
    (cache_write: the write-back block is the anchor and the compute moves under its thread loop, so the
    tail predicate stays on the store). 8 must divide W: the vector stays in a row, so the local copies are
    exactly 8 elements (a vector across rows makes TVM over-approximate the region).
    unroll: the thread's rounds (H*W / 8 / threads of them, each a 16-byte load, the math, a 16-byte store) are
    unrolled, so that nvcc issues every load of the thread before the first store: `rounds` x 16 bytes in flight
    per thread instead of 16 (a 56 x 56 plane: 2 rounds of 224 threads). ptxas keeps a predicated last round's
    load after the previous store, though.
    stage: the plane is first copied to shared memory (16-byte loads, every round unrolled: ptxas issues all the
    thread's global loads before its shared stores, whatever the predicates), then each round reads its 8 inputs
    back with one 16-byte shared load: H*W*2 bytes of shared memory per block (6272 for 56 x 56); planes over
    STAGE_MAX_BYTES are not staged (a 56 x 56 plane's 6 KB lets 9 blocks of 224 threads share an SM)."""
    wb = sch.cache_write(block, 0, "local")
    n, c, h, w = sch.get_loops(wb)
    bx = sch.fuse(n, c)
    sch.bind(bx, "blockIdx.x")
    items = hw // 8
    rounds = ceil_div(items, threads)
    threads = _threads_for(ceil_div(items, rounds), threads)
    wo, v = sch.split(w, factors=[None, 8])
    ro, tx = sch.split(sch.fuse(h, wo), factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    sch.vectorize(v)
    if unroll:
        sch.unroll(ro)
    sch.compute_at(block, tx)
    _, v4 = sch.split(sch.get_loops(block)[-1], factors=[None, 4])
    sch.vectorize(v4)
    src = "X"
    if stage and hw * 2 <= STAGE_MAX_BYTES:
        xs = sch.cache_read(block, _read_index(sch, block, "X"), "shared")
        sch.compute_at(xs, bx)
        sh, sw = sch.get_loops(xs)[-2:]
        swo, sv = sch.split(sw, factors=[None, 8])
        sro, stx = sch.split(sch.fuse(sh, swo), factors=[None, threads])
        sch.bind(stx, "threadIdx.x")
        sch.unroll(sro)
        sch.vectorize(sv)
        src = "X_shared"
    xl = sch.cache_read(block, _read_index(sch, block, src), "local")
    sch.compute_at(xl, tx)
    sch.vectorize(sch.get_loops(xl)[-1])


def _rows_vec(sch, block, length: int, lanes: int, threads: int):
    """An elementwise block over rows of `length` contiguous elements (loops: row, then the row's dims) whose other
    operands are per row: blocks of `threads` x `lanes` elements that never straddle two rows, so the per-row
    values are uniform in a block (scalar loads) and every access is a `lanes`-wide vector."""
    loops = sch.get_loops(block)
    r = sch.fuse(*loops[1:]) if len(loops) > 2 else loops[1]
    io, v = sch.split(r, factors=[length // lanes, lanes])
    bo, tx = sch.split(io, factors=[None, _threads_for(length // lanes, threads)])
    sch.bind(sch.fuse(loops[0], bo), "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    if lanes > 1:
        sch.vectorize(v)


PLANE_MIN = 128  # below this many H*W elements per plane, a flat one-thread-per-element launch fills blocks better


def _empty_chunk(length: int, chunks: int) -> str | None:
    """rfactor over `chunks` pieces must split the terms evenly: with uneven pieces TVM 0.27 leaves the
    partials' cross-thread reduction unlowered, every thread doing a racy read-modify-write of the same
    global partial (seen on the H200: wrong batchnorm statistics), and an empty last piece would never be
    initialized. Such configs are refused."""
    if length % chunks:
        return (f"chunks={chunks}: does not divide the {length} terms; uneven pieces make TVM 0.27 emit a racy "
                "partial-sum kernel")
    return None


def _even_chunks(length: int, want: int) -> int:
    """The largest number of pieces <= want that divides length evenly (1 when none does)."""
    for c in range(max(1, min(want, length)), 0, -1):
        if length % c == 0:
            return c
    return 1


# -- elementwise over planes ------------------------------------------------------------------------
class Planes(Rule):
    name = "nchw_planes"
    summary = ("NCHW elementwise with per-channel operands (batchnorm inference, lrn): one block per (n, c) plane, "
               "16-byte vectors along H*W; per-channel values are loaded once per thread")
    ops = ("batchnorm", "lrn")
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8], "unroll": [0, 1], "stage": [0, 1]}

    def apply(self, mod, op, p, config, target):
        """vec 0: batchnorm fp16 with W % 8 == 0 moves 16 bytes per access (_planes16); otherwise 4 lanes.
        unroll, stage (16-byte path only): the thread's rounds unrolled; the plane staged in shared memory (_planes16)."""
        import tvm

        if p.get("training"):
            return None
        n, c, h, w = p["shape"]
        if h * w < PLANE_MIN or n * c > MAX_GRID[0]:
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        if "sq_pad" in b:  # lrn: the padded squares inline into the unrolled window
            sch.compute_inline(b.pop("sq_pad"))
        if set(b) != {"Y"}:
            return None
        if op.name == "batchnorm" and p["dtype"] == "float16" and config["vec"] in (0, 8) and w % 8 == 0:
            _planes16(sch, b["Y"], h * w, config["threads"], config.get("unroll", 0), config.get("stage", 0))
        else:
            _planes(sch, b["Y"], h * w, _lanes(p["dtype"], h * w, config["vec"]), config["threads"])
        return sch.mod


class LRNWindow(Rule):
    name = "lrn_window"
    summary = ("lrn: a thread walks `chunk` channels of one (n, h, w-vector) column: the chunk's squares plus the "
               "window's halo (chunk + n - 1 of them) are computed once into registers, each output sums n of "
               "them; loads are `vec`-lane vectors along W, coalesced over (h, w) by the warp")
    ops = ("lrn",)
    space = {"chunk": [8, 16, 32, 4], "threads": [256, 128, 512], "vec": [0, 1, 2, 4]}

    def apply(self, mod, op, p, config, target):
        import tvm

        n, c, h, w = p["shape"]
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        if set(b) != {"sq_pad", "Y"}:
            return None
        lanes = _lanes(p["dtype"], w, config["vec"])
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
        _, tx = _bind_flat(sch, [ln, co, lh, wo], _threads_for(cols, config["threads"]))
        sch.unroll(ci)
        if lanes > 1:
            sch.vectorize(wv)
        sch.compute_at(y, tx, preserve_unit_loops=True)
        for lp in sch.get_loops(y)[-4:]:
            sch.unroll(lp)
        if lanes > 1:
            xl = sch.cache_read(y, _read_index(sch, y, "X"), "local", consumer_blocks=[y])
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


# -- pooling ----------------------------------------------------------------------------------------
class PoolDirect(Rule):
    name = "pool_direct"
    summary = ("a thread per `vec` outputs (the windows in registers, unrolled): strided by the block (coalesced "
               "loads, scalar stores) or consecutive in a row (one vector store); one kernel")
    ops = ("pool2d",)
    space = {"threads": [256, 128, 512, 1024, 64], "vec": [0, 1, 2, 4, 8], "layout": ["strided", "consecutive"]}

    def apply(self, mod, op, p, config, target):
        """vec outputs per thread (0: 4, or fewer to keep 2 blocks per SM): each thread has vec x kh x kw independent loads in flight (one output
        per thread left the H200 latency-bound: 9 loads and exit, 25k blocks of 256).
        strided: thread t of a block owns outputs t, t + threads, ... (vec of them): every warp load is as
        contiguous as for one output per thread (a stride-2 row: 2 or 3 L1 wavefronts).
        consecutive: vec adjacent outputs of a row (vec halved until it divides OW), one vector store; but a
        warp's load then spans vec x 2 x 32 input columns (4-5 wavefronts per load instruction)."""
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blocks = _blocks(sch)
        red = blocks.get("pool_max") or blocks.get("pool_sum")
        if red is None or "Y" not in blocks:
            return None
        out = op.outputs(p)[0]
        y = blocks["Y"]
        vec = config["vec"]
        if not vec:  # 4, fewer when the grid would drop below 2 blocks per SM (global pools: few outputs)
            vec = max(1, min(4, out.size // (config["threads"] * 2 * NUM_SMS)))
        if config["layout"] == "strided":
            threads = _threads_for(out.size, config["threads"])
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
        _, tx = _bind_flat(sch, [n, c, i, jo], _threads_for(out.size // vec, config["threads"]))
        sch.compute_at(red, tx, preserve_unit_loops=True)
        sch.set_scope(red, 0, "local")
        if vec > 1:
            sch.vectorize(jv)
        for lp in sch.get_loops(red)[-3:]:  # the vec outputs, then the window loops: vec * kh * kw terms
            sch.unroll(lp)
        return sch.mod


# -- batch normalization ------------------------------------------------------------------------------
class BatchNormThreadStats(Rule):
    name = "batchnorm_thread_stats"
    summary = ("training, per_activation: one thread per (c, h, w) sums over N twice (mean, variance), writes "
               "its N outputs and its four statistics; one kernel")
    ops = ("batchnorm",)
    space = {"threads": [256, 128, 512], "unroll": [8, 1, 2, 4, 16]}  # 1024 threads x 64 registers: the whole file

    def apply(self, mod, op, p, config, target):
        import tvm

        if not p["training"] or p["mode"] != "per_activation":
            return None
        _, c_, h_, w_ = p["shape"]
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        # Anchor on the first stage (x_sum: loops unit, c, h, w, rn); every later stage follows it into the thread.
        _, tx = _bind_flat(sch, sch.get_loops(b["x_sum"])[:4], _threads_for(c_ * h_ * w_, config["threads"]))
        for name in ("sq_sum", "Y", *BN_SMALL):
            sch.reverse_compute_at(b[name], tx)
        for name in ("x_sum", "sq_sum"):
            sch.set_scope(b[name], 0, "local")
        unroll = min(config["unroll"], p["shape"][0])
        for name in ("x_sum", "sq_sum", "Y"):
            _unroll_inner(sch, sch.get_loops(b[name])[-1], unroll)
        return sch.mod


def _stats_loads(sch, st, lanes: int, threads: int, unroll: int):
    """The one-pass statistics block `st` (loops: spatial ones already bound by the caller, then the reduction
    n, h, w) reduced by `threads` threads of a block: each thread takes `lanes` contiguous terms of a W row
    (one vector load into registers: 16 bytes for fp16 x 8) `unroll` times per step, strided by threads so
    that every warp load is contiguous; then TVM's shuffle + shared allreduce (ends in __syncthreads).
    lanes divides W, so the vector never leaves the row and the local copy is exactly `lanes` elements."""
    rn, rh, rw = sch.get_loops(st)[-3:]
    rwo, rv = sch.split(rw, factors=[None, lanes])
    ro, ru, rt = sch.split(sch.fuse(rn, rh, rwo), factors=[None, unroll, threads])
    sch.reorder(ro, rt, ru)
    sch.bind(rt, "threadIdx.x")
    if unroll > 1:
        sch.unroll(ru)
    if lanes > 1:
        xl = sch.cache_read(st, _read_index(sch, st, "X"), "local", consumer_blocks=[st])
        sch.compute_at(xl, ru, preserve_unit_loops=True)
        sch.vectorize(sch.get_loops(xl)[-1])


def _rows_split(sch, loops, lanes: int, threads: int):
    """Elementwise loops (..., h, w) of one block: w split by `lanes` (a vector inside a row), the rest fused
    and strided over `threads`. Returns (outer, thread, vector) loops."""
    wo, wv = sch.split(loops[-1], factors=[None, lanes])
    o, t = sch.split(sch.fuse(*loops[:-1], wo), factors=[None, threads])
    sch.bind(t, "threadIdx.x")
    if lanes > 1:
        sch.vectorize(wv)
    return o, t, wv


def _rows16(sch, block, bx, threads: int):
    """An elementwise fp16 -> fp16 block already under a blockIdx loop, with loops (..., h, w) and 8 | W:
    8 outputs per thread through registers (as _planes16: one 16-byte load of X, two float4 computations,
    one 16-byte store). The write-back block is the anchor; the compute moves under its thread loop."""
    wb = sch.cache_write(block, 0, "local")
    sch.reverse_compute_at(wb, bx, preserve_unit_loops=True)  # cache_write puts it at the root
    loops = sch.get_loops(wb)[1:]
    wo, v = sch.split(loops[-1], factors=[None, 8])
    _, tx = sch.split(sch.fuse(*loops[:-1], wo), factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    sch.vectorize(v)
    sch.compute_at(block, tx)
    _, v4 = sch.split(sch.get_loops(block)[-1], factors=[None, 4])
    sch.vectorize(v4)
    xl = sch.cache_read(block, _read_index(sch, block, "X"), "local", consumer_blocks=[block])
    sch.compute_at(xl, tx)
    sch.vectorize(sch.get_loops(xl)[-1])


def _read_index(sch, block, name: str) -> int:
    for i, r in enumerate(sch.get(block).reads):
        buf = getattr(r, "buffer", None) or getattr(r, "source", None)
        if buf is not None and buf.name == name:
            return i
    raise KeyError(name)


def _fit(m: int, lanes: int, threads: int, unroll: int) -> tuple[int, int]:
    """(threads, unroll) for a block reducing m terms `lanes` at a time: threads a multiple of 32 (at most
    `threads`), preferring a count whose threads x lanes x unroll divides m (no predicate), else the balanced
    count; unroll lowered until every thread has at least that many vectors."""
    items = ceil_div(m, lanes)
    unroll = max(1, min(unroll, ceil_div(items, max(1, min(threads, items)))))
    if items < 32:
        return items, 1
    for t in range(threads, threads // 2 - 1, -32):
        if items % (t * unroll) == 0:
            return t, unroll
    rounds = ceil_div(items, threads * unroll)
    return _threads_for(ceil_div(items, rounds * unroll), threads), unroll


class BatchNormChannel(Rule):
    name = "batchnorm_channel"
    summary = ("training, spatial: ONE kernel, a block per channel: one pass of shifted sum / sum of squares "
               "(vector loads, block allreduce), then the channel's Y (second read of X, mostly from L2) and its "
               "four statistics")
    ops = ("batchnorm",)
    space = {"threads": [1024, 512, 256, 128, 64], "unroll": [4, 1, 2, 8], "vec": [0, 1, 2, 4, 8],
             "load_vec": [0, 1, 2, 4, 8]}

    def prefer(self, op, p):
        """Only when the channels fill the GPU (a block per channel); fewer channels: batchnorm_split."""
        return p["shape"][1] >= NUM_SMS

    def apply(self, mod, op, p, config, target):
        import tvm

        if not p["training"] or p["mode"] != "spatial":
            return None
        n, c, h, w = p["shape"]
        m = n * h * w
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        if p["dtype"] == "float16" and config["vec"] in (0, 8) and w % 8 == 0:
            lanes = 8  # Y through registers (_rows16)
        else:
            lanes = _lanes(p["dtype"], w, config["vec"])  # fp32 math in TVM vectors: 4 lanes at most (_lanes)
        load_lanes = _lanes(p["dtype"], w, config["load_vec"] or (8 if p["dtype"] == "float16" else 4))
        threads, unroll = _fit(m, load_lanes, config["threads"], config["unroll"])
        # Anchor: the shift K = X[0, c, 0, 0] (its c loop becomes blockIdx.x; every thread keeps K in a register,
        # one broadcast load), then the statistics, Y and the four small outputs follow into the block.
        sh = b["shift"]
        bx = sch.fuse(*sch.get_loops(sh))
        sch.bind(bx, "blockIdx.x")
        sch.set_scope(sh, 0, "local")
        st = b["stats"]
        sch.reverse_compute_at(st, bx, preserve_unit_loops=True)  # unit loops kept: n, h, w stay three loops
        sch.reverse_compute_at(b["Y"], bx, preserve_unit_loops=True)
        if lanes == 8:  # 16-byte Y: the 8 inputs in one load, fp32 math as two float4, one 16-byte store
            _rows16(sch, b["Y"], bx, threads)
        else:
            _rows_split(sch, sch.get_loops(b["Y"])[1:], lanes, threads)
        for name in BN_SMALL:
            sch.reverse_compute_at(b[name], bx)
            _one_thread(sch, b[name], threads)
        _stats_loads(sch, st, load_lanes, threads, unroll)
        for i in range(2):
            sch.set_scope(st, i, "shared")
        return sch.mod


class BatchNormSplit(Rule):
    name = "batchnorm_split"
    summary = ("training, spatial: one pass of shifted sum / sum of squares split over `chunks` blocks per "
               "channel (rfactor of the pair, partials in a workspace); a thread per channel combines them and "
               "writes the statistics; Y elementwise. 3 kernels")
    ops = ("batchnorm",)
    space = {"threads": [256, 128, 512, 1024], "chunks": [0, 1, 2, 4, 8, 16, 32, 64, 128, 256],
             "y_threads": [256, 128, 512, 1024], "unroll": [4, 1, 2, 8]}

    def valid(self, op, p, config):
        why = super().valid(op, p, config)
        if why is None and config.get("chunks"):
            why = _empty_chunk(self._m(p), config["chunks"])
        return why

    def chunks(self, p, config) -> int:
        """Blocks per channel: enough for ~8 blocks of 256 threads per SM, each thread summing >= 16 terms."""
        if config["chunks"]:
            return config["chunks"]
        _, c, _, _ = p["shape"]
        m = BatchNormSplit._m(p)
        want = ceil_div(8 * NUM_SMS * 256 // config["threads"], c)
        return _even_chunks(m, max(1, min(want, m // (16 * config["threads"]), MAX_GRID[0] // c)))

    @staticmethod
    def _m(p):
        n, _, h, w = p["shape"]
        return n * h * w

    def apply(self, mod, op, p, config, target):
        import tvm

        if not p["training"] or p["mode"] != "spatial":
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        sch.compute_inline(b["shift"])  # X[0, c, 0, 0]: a loop-invariant load where it is used
        chunks, threads = self.chunks(p, config), config["threads"]
        per_chunk = self._m(p) // chunks
        threads = _threads_for(per_chunk, threads)
        y = b["Y"]
        hw = p["shape"][2] * p["shape"][3]
        if hw >= PLANE_MIN:
            _planes(sch, y, hw, _lanes(p["dtype"], hw), config["y_threads"])
        else:
            _bind_flat(sch, sch.get_loops(y), _threads_for(op.outputs(p)[0].size, config["y_threads"]))
        st = b["stats"]
        loops = sch.get_loops(st)  # unit, c, unit, unit, n, h, w
        ro, _ = sch.split(sch.fuse(*loops[4:]), factors=[chunks, None])
        rf = sch.rfactor(ro, 0)  # partial pairs [chunk, 1, C, 1, 1]: a global workspace
        rloops = sch.get_loops(rf)
        sch.bind(sch.fuse(*rloops[:-1]), "blockIdx.x")
        unroll = max(1, min(config["unroll"], per_chunk // threads))
        if unroll > 1 and per_chunk % (threads * unroll) == 0:
            ro2, ru, rt = sch.split(rloops[-1], factors=[None, unroll, threads])
            sch.reorder(ro2, rt, ru)
            sch.unroll(ru)
        else:
            _, rt = sch.split(rloops[-1], factors=[None, threads])
        sch.bind(rt, "threadIdx.x")
        # combine: one thread per channel, serial over the chunks, then the channel's statistics
        _, ftx = _bind_flat(sch, sch.get_loops(st)[:-1], _threads_for(p["shape"][1], 256))
        for s_name in BN_SMALL:
            sch.reverse_compute_at(b[s_name], ftx)
        return _clean_names(sch.mod)


# -- softmax ----------------------------------------------------------------------------------------
class SoftmaxThreadRows(Rule):
    name = "softmax_thread_rows"
    summary = ("channel mode with H*W > 1: one thread per (n, h, w) loops over C three times (max, sum, write), "
               "`unroll` channels at a time")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "unroll": [8, 1, 2, 4, 16]}

    def apply(self, mod, op, p, config, target):
        import tvm

        shape = p["shape"]
        if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        _inline_exp(sch, b)
        n, c, h, w = sch.get_loops(b["Y"])
        sch.reorder(n, h, w, c)
        _, tx = _bind_flat(sch, [n, h, w], _threads_for(shape[0] * shape[2] * shape[3], config["threads"]))
        for name in ("x_sum", "x_max"):
            sch.compute_at(b[name], tx, preserve_unit_loops=True)
            sch.set_scope(b[name], 0, "local")
        unroll = min(config["unroll"], shape[1])
        for name in ("x_max", "x_sum", "Y"):
            _unroll_inner(sch, sch.get_loops(b[name])[-1], unroll)
        return sch.mod


BN_SMALL = ("running_mean_out", "running_var_out", "saved_mean", "saved_inv_std")


def _divisor_at_most(n: int, cap: int) -> int:
    return max(d for d in range(1, min(n, cap) + 1) if n % d == 0)


def _spatial_tile(h: int, w: int, cap: int = 64) -> tuple[int, int]:
    """(th, tw): a th x tw tile of positions, at most `cap`, dividing H and W where that does not shrink it
    by more than half (no tail predicates), rows as wide as possible (contiguous along W)."""
    if w <= cap:
        tw = w  # whole rows: full 32-byte sectors
    else:
        limit = min(cap, 32)
        tw = _divisor_at_most(w, limit)
        if 2 * tw < limit:
            tw = limit
    room = max(1, cap // tw)
    th = _divisor_at_most(h, room)
    if 2 * th < min(h, room):
        th = min(h, room)
    return th, tw


class SoftmaxTile(Rule):
    name = "softmax_tile"
    summary = ("channel mode with H*W > 1: a block stages a th x tw tile of positions over all C channels in "
               "shared memory (X read from DRAM once, coalesced), threadIdx.y splits C into `groups` for the max "
               "and the sum (shared-memory allreduce), then the same threads write Y")
    ops = ("softmax",)
    space = {"groups": [8, 4, 16], "positions": [64, 32]}

    def apply(self, mod, op, p, config, target):
        import tvm

        from .softmax import channel_tile, stage_tile, tile_blocks

        c_ = p["shape"][1]
        groups = min(config["groups"], c_)
        item = 2 if p["dtype"] == "float16" else 4
        caps = [cap for cap in sorted({config["positions"], 32, 16}, reverse=True) if cap <= config["positions"]]
        # the tile, max, sum, allreduce buffer in static shared memory (48 KB at most)
        t = channel_tile(p, caps, lambda th, tw: c_ * th * tw * item + (2 + groups) * th * tw * 4)
        if t is None:
            return None  # not channel mode over positions, or too many channels to stage: softmax_thread_rows
        th, tw = t
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        _inline_exp(sch, b)
        xs = stage_tile(sch, b, *tile_blocks(sch, b, th, tw), groups)
        loops = sch.get_loops(xs)  # bx, n (1), c, h (th), w (tw)
        _, cty, ctx = sch.split(sch.fuse(*loops[1:]), factors=[None, groups, th * tw])
        sch.bind(cty, "threadIdx.y")
        sch.bind(ctx, "threadIdx.x")
        return sch.mod


def _inline_exp(sch, b: dict) -> None:
    """Channel softmax's x_exp stage (exp(x - max)) inlined into its consumers: exp evaluated where used."""
    if "x_exp" in b:
        sch.compute_inline(b.pop("x_exp"))


class SoftmaxExpTile(Rule):
    name = "softmax_exp_tile"
    summary = ("channel mode with H*W > 1: a block owns a th x tw tile of positions over all C channels; pass 1 "
               "reads X for the max (threadIdx.y splits C into `groups`, shared allreduce), pass 2 re-reads the "
               "tile (from L2: the block's 16-28 KB were just read) and keeps exp(x - max) in shared memory (fp32) "
               "for the sum, pass 3 writes Y = exp * (1 / sum) from shared memory: one exp per element, no division")
    ops = ("softmax",)
    space = {"groups": [15, 7, 31, 17, 16, 8], "positions": [32, 64, 16]}

    def apply(self, mod, op, p, config, target):
        import tvm

        from .softmax import channel_tile, tile_blocks

        c_ = p["shape"][1]
        # groups odd: TVM's allreduce over threadIdx.y keeps its buffer as red_buf[tx * groups + ty], and every
        # thread reads the result back from red_buf[tx * groups] inside the exp and Y loops; an even stride
        # (16) puts a warp's 28 positions on 2 banks (a 14-way conflict on every read), an odd one on 28.
        groups = min(config["groups"], c_)
        caps = [cap for cap in (config["positions"], 32, 16, 8, 4, 2, 1) if cap <= config["positions"]]
        # exps, max, sum, allreduce buffers
        t = channel_tile(p, caps, lambda th, tw: c_ * th * tw * 4 + 2 * (2 + groups) * th * tw * 4, 1024 // groups)
        if t is None:
            return None  # not channel mode over positions, or too many channels to stage: softmax_thread_rows
        th, tw = t
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        if "x_exp" not in b:
            return None
        # Every stage is attached under the position's threadIdx.x loop: max and sum are then per-thread
        # (local) results of an allreduce over threadIdx.y, which TVM's lowering hands to every thread after a
        # __syncthreads. (Attached at the block loop with shared results, the final `if (threadIdx.y == 0)
        # write` of the allreduce got no barrier before the other threads read it: ThreadSync runs before
        # LowerThreadAllreduce and sees each position written and read by the same thread.)
        # Beware a stage computed in place from such a local result (a `1 / sum` stage was tried): StorageRewrite
        # gives it the result's storage, which the allreduce lowering then maps onto the shared reduction
        # buffer, and every thread of the group rewrites that one word (a race). Y divides inline instead.
        _, c, hi, wi = tile_blocks(sch, b, th, tw, channels_inner=True)
        tx = sch.fuse(hi, wi)
        sch.bind(tx, "threadIdx.x")
        co, ty = sch.split(c, factors=[None, groups])
        sch.reorder(ty, co)
        sch.bind(ty, "threadIdx.y")
        for name in ("x_sum", "x_exp", "x_max"):
            blk = b[name]
            sch.compute_at(blk, tx, preserve_unit_loops=True)
            loops = sch.get_loops(blk)  # bx, tx, then: n, c, h, w (x_exp) / n, h, w, rc (x_max, x_sum)
            if name == "x_exp":
                sch.set_scope(blk, 0, "shared")  # a [C x positions] fp32 tile: each thread its own column
                _, rty = sch.split(loops[3], factors=[None, groups])
            else:
                sch.set_scope(blk, 0, "local")
                _, rty = sch.split(loops[-1], factors=[None, groups])
            sch.bind(rty, "threadIdx.y")
        return sch.mod


def _contiguous_rows(p) -> tuple[int, int] | None:
    """(rows, row length) when softmax reduces contiguous rows (instance mode, or channel mode over N x C)."""
    shape = p["shape"]
    n = shape[0]
    if p["mode"] == "instance":
        return n, math.prod(shape[1:])
    if len(shape) == 2 or shape[2] * shape[3] == 1:
        return n, shape[1]
    return None


def _one_thread(sch, block, threads: int):
    """Give a block with no loop of its own (a per-row scalar) a unit loop run by thread 0 of `threads`."""
    u = sch.add_unit_loop(block)
    _, t = sch.split(u, factors=[None, threads])
    sch.bind(t, "threadIdx.x")


class SoftmaxSplit(Rule):
    name = "softmax_split"
    summary = ("few long contiguous rows (instance mode): max and sum each split over `chunks` blocks per row "
               "(rfactor, workspace partials) then combined per row; Y elementwise. 5 kernels")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "chunks": [0, 2, 4, 8, 16, 32, 64, 128, 256],
             "y_threads": [256, 128, 512, 1024]}

    def valid(self, op, p, config):
        why = super().valid(op, p, config)
        rl = _contiguous_rows(p)
        if why is None and rl is not None and config.get("chunks"):
            why = _empty_chunk(rl[1], config["chunks"])
        return why

    def chunks(self, rows: int, length: int, config) -> int:
        if config["chunks"]:
            return config["chunks"]
        want = ceil_div(8 * NUM_SMS * 256 // config["threads"], rows)
        return _even_chunks(length, max(1, min(want, length // (16 * config["threads"]), MAX_GRID[0] // rows)))

    def apply(self, mod, op, p, config, target):
        import tvm

        rl = _contiguous_rows(p)
        if rl is None:
            return None
        rows, length = rl
        chunks = self.chunks(rows, length, config)
        if chunks < 2:
            return None  # enough rows to fill the GPU one block per row: softmax_block_rows
        threads = _threads_for(ceil_div(length, chunks), config["threads"])
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        _rows_vec(sch, b["Y"], length, _lanes(p["dtype"], length), config["y_threads"])
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
            _bind_flat(sch, sch.get_loops(blk)[:-1], _threads_for(rows, 256))
        return _clean_names(sch.mod)


# A warp per row is off: TVM 0.27 writes the row's reduction to shared memory from lane 0 and has the other
# lanes read it with no __syncwarp between (a race the H200 showed: cross_entropy fp32 gave inf). "auto"
# means a block per row, whose allreduce ends in __syncthreads.


def _row_layout(length: int, config) -> tuple[int, int]:
    """(lanes per row, rows per block): the whole block on one row (see the note on warps above); rows
    shorter than the block keep only the threads they need."""
    return _threads_for(length, config["threads"]), 1


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


class SoftmaxBlockRows(Rule):
    name = "softmax_block_rows"
    summary = ("contiguous rows: a warp per row (rows <= 1024 long; several rows per block) or a block per row; "
               "max and sum by shuffle allreduce, then the row's outputs by the same threads; one kernel")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "layout": ["auto", "block"]}

    def apply(self, mod, op, p, config, target):
        import tvm

        rl = _contiguous_rows(p)
        if rl is None:
            return None
        rows, length = rl
        lanes, per_block = _row_layout(length, config)
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        loops = sch.get_loops(b["Y"])
        anchor = _rows_to_blocks(sch, loops[0], rows, per_block)
        r = sch.fuse(*loops[1:])
        _, tx = sch.split(r, factors=[None, lanes])
        sch.bind(tx, "threadIdx.x")
        for name in ("x_sum", "x_max"):
            sch.compute_at(b[name], anchor, preserve_unit_loops=True)
            _cross_thread(sch, b[name], lanes)
            sch.set_scope(b[name], 0, "shared")
        return sch.mod


class CrossEntropyRows(Rule):
    name = "cross_entropy_rows"
    summary = ("kernel 1: a warp (rows <= 1024 long) or a block per row: max, sum of exps by shuffle allreduce, "
               "the row's loss to a workspace; kernel 2: one block sums the row losses and writes the mean")
    ops = ("cross_entropy",)
    space = {"threads": [256, 128, 512, 1024], "layout": ["auto", "block"], "sum_threads": [1024, 512, 256]}

    def apply(self, mod, op, p, config, target):
        import tvm

        lanes, per_block = _row_layout(p["c"], config)
        sum_threads = _threads_for(p["n"], config["sum_threads"])
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        (n,) = sch.get_loops(b["row_loss"])
        anchor = _rows_to_blocks(sch, n, p["n"], per_block)
        for name in ("row_sum", "row_max"):
            sch.compute_at(b[name], anchor, preserve_unit_loops=True)
            _cross_thread(sch, b[name], lanes)
            sch.set_scope(b[name], 0, "shared")
        _one_thread(sch, b["row_loss"], lanes)
        unit, _ = sch.get_loops(b["loss_sum"])
        sch.bind(unit, "blockIdx.x")
        _cross_thread(sch, b["loss_sum"], sum_threads)
        sch.set_scope(b["loss_sum"], 0, "shared")
        sch.reverse_compute_at(b["loss"], unit)
        _one_thread(sch, b["loss"], sum_threads)
        return sch.mod


register(PoolDirect())
register(LRNWindow())
register(Planes())
register(BatchNormThreadStats())
register(BatchNormChannel())
register(BatchNormSplit())
register(SoftmaxExpTile())
register(SoftmaxTile())
register(SoftmaxThreadRows())
register(SoftmaxSplit())
register(SoftmaxBlockRows())
register(CrossEntropyRows())
