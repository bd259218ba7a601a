"""Schedule rules of batchnorm (TE); the defaults where they apply are the TIRx kernels kernel_flat.py (spatial
inference) and kernel_resident.py (spatial training with the channel resident in shared memory).

* planes (`nchw_planes`, also lrn's; and the Y kernel of `batchnorm_split`): elementwise NCHW work whose other operands
  are per channel: one block per (n, c) plane, vectors along H*W (16 bytes for fp16 batchnorm with 8 | W: through
  registers, see _planes16; stage=1 first copies the plane to shared memory with 16-byte loads).
* thread rows (`batchnorm_thread_stats`): per-activation statistics over N are strided in memory and many; one thread
  owns one statistic and loops over its terms serially, neighbouring threads own neighbouring positions (coalesced);
  every stage runs in that thread (statistics in registers): one kernel.
* a block per statistic (`batchnorm_channel`): spatial training with enough channels to fill the GPU (C >= its SM
  count): one kernel; the block reduces its channel's shifted sum and sum of squares in ONE pass (16-byte loads,
  allreduce ending in __syncthreads), then writes the channel's Y (the second read of X comes partly from L2: the pass
  runs backwards, Y forwards) and its four statistics.
* split reductions (`batchnorm_split`): spatial training with few channels: C statistics over N*H*W. The reduction is
  split into `chunks` pieces (rfactor): one kernel computes partials for (channel, chunk) with a block each, a small
  one combines them; partials live in a global workspace the host allocates (codegen lists it in the manifest).

Every rule here is run, not only compiled, through a CPU emulation of the emitted CUDA (tests/emulator.py). The
TVM 0.27 pitfalls met on the way are handled by helpers of rules/lib that each name theirs: predicates dropped for
a single work item spread over 32 threads (sizes.threads_for), uninitialized rfactor partials for uneven pieces
(te.empty_chunk), non-identifier rfactor buffer names (te.clean_names), float32x8 vectors that do not compile
(sizes.te_lanes).
"""
from __future__ import annotations

from ...ops.base import is_half
from ..base import ScheduleRule
from ..lib.sizes import ceil_div, even_chunks, te_lanes, threads_for, vector_width
from ..lib.te import bind_flat, blocks, clean_names, empty_chunk, one_thread, read_index, unroll_inner


def _planes(sch, block, plane: int, lanes: int, threads: int):
    """An NCHW-shaped elementwise block: one thread block per (n, c) plane; threads stride the plane's H*W
    elements `lanes` at a time (a 16-byte vector access). Per-channel operands are uniform in the block, so
    they are scalar loads, not gathers. `lanes` must divide H*W: the tail predicate then never splits a vector."""
    n, c, h, w = sch.get_loops(block)
    sch.bind(sch.fuse(n, c), "blockIdx.x")
    items = plane // lanes
    rounds = ceil_div(items, threads)
    threads = threads_for(ceil_div(items, rounds), threads)  # balanced: 784 items -> 4 rounds of 224, not 256
    io, v = sch.split(sch.fuse(h, w), factors=[items, lanes])
    _, tx = sch.split(io, factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    if lanes > 1:
        sch.vectorize(v)


STAGE_MAX_BYTES = 24 * 1024  # _planes16's stage: the largest fp16 plane staged in shared memory


def _planes16(sch, block, plane: int, threads: int, unroll: int = 0, stage: int = 0):
    """_planes with 8 fp16 lanes (16-byte loads and stores) for an elementwise fp16 -> fp16 block computed in
    fp32: the 8 inputs go to registers in one uint4 load (cache_read), the math runs as two float4 vectors (a
    float32x8 vector does not compile, see lib.sizes.te_lanes) into a local result, stored back in one uint4 store
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
    items = plane // 8
    rounds = ceil_div(items, threads)
    threads = threads_for(ceil_div(items, rounds), threads)
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
    if stage and plane * 2 <= STAGE_MAX_BYTES:
        xs = sch.cache_read(block, read_index(sch, block, "X"), "shared")
        sch.compute_at(xs, bx)
        sh, sw = sch.get_loops(xs)[-2:]
        swo, sv = sch.split(sw, factors=[None, 8])
        sro, stx = sch.split(sch.fuse(sh, swo), factors=[None, threads])
        sch.bind(stx, "threadIdx.x")
        sch.unroll(sro)
        sch.vectorize(sv)
        src = "X_shared"
    xl = sch.cache_read(block, read_index(sch, block, src), "local")
    sch.compute_at(xl, tx)
    sch.vectorize(sch.get_loops(xl)[-1])


PLANE_MIN = 128  # below this many H*W elements per plane, a flat one-thread-per-element launch fills blocks better


# -- elementwise over planes ------------------------------------------------------------------------
class Planes(ScheduleRule):
    name = "nchw_planes"
    summary = ("NCHW elementwise with per-channel operands (batchnorm inference, lrn): one block per (n, c) plane, "
               "16-byte vectors along H*W; per-channel values are loaded once per thread")
    ops = ("batchnorm", "lrn")
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8], "unroll": [0, 1], "stage": [0, 1]}

    def apply(self, mod, op, p, config, hw):
        """vec 0: batchnorm fp16 with W % 8 == 0 moves 16 bytes per access (_planes16); otherwise 4 lanes.
        unroll, stage (16-byte path only): the thread's rounds unrolled; the plane staged in shared memory (_planes16)."""
        import tvm

        if p.get("training"):
            return None
        n, c, h, w = p["shape"]
        if h * w < PLANE_MIN or n * c > hw.max_grid[0]:
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        if "sq_pad" in b:  # lrn: the padded squares inline into the unrolled window
            sch.compute_inline(b.pop("sq_pad"))
        if set(b) != {"Y"}:
            return None
        if op.name == "batchnorm" and is_half(p["dtype"]) and config["vec"] in (0, 8) and w % 8 == 0:
            _planes16(sch, b["Y"], h * w, config["threads"], config.get("unroll", 0), config.get("stage", 0))
        else:
            _planes(sch, b["Y"], h * w, te_lanes(h * w, config["vec"]), config["threads"])
        return sch.mod


# -- batch normalization ------------------------------------------------------------------------------
class BatchNormThreadStats(ScheduleRule):
    name = "batchnorm_thread_stats"
    summary = ("training, per_activation: one thread per (c, h, w) sums over N twice (mean, variance), writes "
               "its N outputs and its four statistics; one kernel")
    ops = ("batchnorm",)
    space = {"threads": [256, 128, 512], "unroll": [8, 1, 2, 4, 16]}  # 1024 threads x 64 registers: the whole file

    def apply(self, mod, op, p, config, hw):
        import tvm

        if not p["training"] or p["mode"] != "per_activation":
            return None
        _, c_, h_, w_ = p["shape"]
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        # Anchor on the first stage (x_sum: loops unit, c, h, w, rn); every later stage follows it into the thread.
        _, tx = bind_flat(sch, sch.get_loops(b["x_sum"])[:4], threads_for(c_ * h_ * w_, config["threads"]))
        for name in ("sq_sum", "Y", *BN_SMALL):
            sch.reverse_compute_at(b[name], tx)
        for name in ("x_sum", "sq_sum"):
            sch.set_scope(b[name], 0, "local")
        unroll = min(config["unroll"], p["shape"][0])
        for name in ("x_sum", "sq_sum", "Y"):
            unroll_inner(sch, sch.get_loops(b[name])[-1], unroll)
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
        xl = sch.cache_read(st, read_index(sch, st, "X"), "local", consumer_blocks=[st])
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
    xl = sch.cache_read(block, read_index(sch, block, "X"), "local", consumer_blocks=[block])
    sch.compute_at(xl, tx)
    sch.vectorize(sch.get_loops(xl)[-1])


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
    return threads_for(ceil_div(items, rounds * unroll), threads), unroll


class BatchNormChannel(ScheduleRule):
    name = "batchnorm_channel"
    summary = ("training, spatial: ONE kernel, a block per channel: one pass of shifted sum / sum of squares "
               "(vector loads, block allreduce), then the channel's Y (second read of X, mostly from L2) and its "
               "four statistics")
    ops = ("batchnorm",)
    space = {"threads": [1024, 512, 256, 128, 64], "unroll": [4, 1, 2, 8], "vec": [0, 1, 2, 4, 8],
             "load_vec": [0, 1, 2, 4, 8]}

    def prefer(self, op, p, hw):
        """Only when the channels fill the GPU (a block per channel); fewer channels: batchnorm_split."""
        return p["shape"][1] >= hw.sms

    def apply(self, mod, op, p, config, hw):
        import tvm

        if not p["training"] or p["mode"] != "spatial":
            return None
        n, c, h, w = p["shape"]
        m = n * h * w
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        if is_half(p["dtype"]) and config["vec"] in (0, 8) and w % 8 == 0:
            lanes = 8  # Y through registers (_rows16)
        else:
            lanes = te_lanes(w, config["vec"])  # fp32 math in TVM vectors: 4 lanes at most (te_lanes)
        load_lanes = te_lanes(w, config["load_vec"] or vector_width(p["dtype"]))
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
            one_thread(sch, b[name], threads)
        _stats_loads(sch, st, load_lanes, threads, unroll)
        for i in range(2):
            sch.set_scope(st, i, "shared")
        return sch.mod


class BatchNormSplit(ScheduleRule):
    name = "batchnorm_split"
    summary = ("training, spatial: one pass of shifted sum / sum of squares split over `chunks` blocks per "
               "channel (rfactor of the pair, partials in a workspace); a thread per channel combines them and "
               "writes the statistics; Y elementwise. 3 kernels")
    ops = ("batchnorm",)
    space = {"threads": [256, 128, 512, 1024], "chunks": [0, 1, 2, 4, 8, 16, 32, 64, 128, 256],
             "y_threads": [256, 128, 512, 1024], "unroll": [4, 1, 2, 8]}

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and config.get("chunks"):
            why = empty_chunk(self._m(p), config["chunks"])
        return why

    def chunks(self, p, config, hw) -> int:
        """Blocks per channel: enough for ~8 blocks of 256 threads per SM, each thread summing >= 16 terms."""
        if config["chunks"]:
            return config["chunks"]
        _, c, _, _ = p["shape"]
        m = BatchNormSplit._m(p)
        want = ceil_div(8 * hw.sms * 256 // config["threads"], c)
        return even_chunks(m, max(1, min(want, m // (16 * config["threads"]), hw.max_grid[0] // c)))

    @staticmethod
    def _m(p):
        n, _, h, w = p["shape"]
        return n * h * w

    def apply(self, mod, op, p, config, hw):
        import tvm

        if not p["training"] or p["mode"] != "spatial":
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        sch.compute_inline(b["shift"])  # X[0, c, 0, 0]: a loop-invariant load where it is used
        chunks, threads = self.chunks(p, config, hw), config["threads"]
        per_chunk = self._m(p) // chunks
        threads = threads_for(per_chunk, threads)
        y = b["Y"]
        plane = p["shape"][2] * p["shape"][3]
        if plane >= PLANE_MIN:
            _planes(sch, y, plane, te_lanes(plane), config["y_threads"])
        else:
            bind_flat(sch, sch.get_loops(y), threads_for(op.outputs(p)[0].size, config["y_threads"]))
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
        _, ftx = bind_flat(sch, sch.get_loops(st)[:-1], threads_for(p["shape"][1], 256))
        for s_name in BN_SMALL:
            sch.reverse_compute_at(b[s_name], ftx)
        return clean_names(sch.mod)


BN_SMALL = ("running_mean_out", "running_var_out", "saved_mean", "saved_inv_std")
