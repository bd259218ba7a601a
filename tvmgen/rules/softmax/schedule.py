"""Schedule rules of channel softmax (softmax over C of N x C x H x W) that keep a position's channels together.

* thread rows (`softmax_thread_rows`): one thread owns one (n, h, w) position and loops over C serially (max, sum,
  write); neighbouring threads own neighbouring positions, so every load of a warp is coalesced.
* tiles (`softmax_tile`): like thread rows, but a block first stages a tile of positions x all channels in shared
  memory, so the three passes read X from DRAM once; threadIdx.y splits the channels of each reduction.
* exp tiles (`softmax_exp_tile`): like tiles, but X is read for the max, re-read (from L2) for exp(x - max), which
  stays in shared memory as fp32 for the sum and Y: one exp per element. Two allreduce-lowering traps that the CPU
  emulator cannot see, both races on the GPU, are avoided as its apply() explains.
* staged (`softmax_staged`): a block owns a th x tw tile of positions (a whole W row when it fits: 56 positions = 112
  contiguous bytes per channel) over all C channels. It copies that X tile into shared memory with `lanes`-wide vector
  loads along W (8 x fp16 = 16 bytes when 8 divides tw and W), then thread (tx = position, ty = channel group,
  channels ty, ty + groups, ...) reduces its channels of the position from shared memory: the max, then the sum of
  exp(x - max), each an allreduce over threadIdx.y whose result goes to a shared [positions] array (thread ty = 0
  writes it, a __syncthreads follows: the structure of softmax_tile), then the same threads write Y (a warp: 32
  consecutive positions of one channel, coalesced 2-byte stores). The max and 1 / sum are plain shared loads that
  nvcc hoists out of the channel loops (the exp_tile structure re-reads them through TVM's volatile reduction buffer,
  with an IEEE division, for every element).

Instruction budget: memory-bound at 4.23 TB/s leaves ~20 warp instructions per element on the H200 (132 SMs x 4
issues per clock). The exp is evaluated twice in softmax_staged (the sum, then Y: keeping 256 exps per position needs
57 KB of fp32 per 56 positions); CUDA's accurate expf is ~10 instructions, __expf 2 (ex2.approx and a multiply).
`fast_exp` "auto" uses __expf where the output is fp16 or bf16: its error, 2 + 1.2 |x - max| ulp of fp32, is far below
fp16's rounding for every x - max whose exp is representable in fp16 (> -17.4), and 1/300 of bf16's (2^-8) down to
x - max = -87, past which __expf flushes to zero (ops/softmax.py's atol for bf16); fp32 outputs keep expf ("on" forces
__expf, "off" keeps expf).

`channel_tile`, `tile_blocks` and `stage_tile` are the prologue that softmax_tile, softmax_exp_tile and softmax_staged
share: which tile of positions fits, Y cut into a block per tile, and (the two staged rules) the thread layout with max
/ sum in shared arrays and X's tile cached in shared memory. The TIRx kernels (kernel.py) need no shared memory.
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import is_half
from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes, threads_for
from ..lib.te import bind_flat, blocks, unroll_inner

# -- softmax ----------------------------------------------------------------------------------------
class SoftmaxThreadRows(ScheduleRule):
    name = "softmax_thread_rows"
    summary = ("channel mode with H*W > 1: one thread per (n, h, w) loops over C three times (max, sum, write), "
               "`unroll` channels at a time")
    ops = ("softmax",)
    space = {"threads": [256, 128, 512, 1024], "unroll": [8, 1, 2, 4, 16]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        shape = p["shape"]
        if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
            return None
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        _inline_exp(sch, b)
        n, c, h, w = sch.get_loops(b["Y"])
        sch.reorder(n, h, w, c)
        _, tx = bind_flat(sch, [n, h, w], threads_for(shape[0] * shape[2] * shape[3], config["threads"]))
        for name in ("x_sum", "x_max"):
            sch.compute_at(b[name], tx, preserve_unit_loops=True)
            sch.set_scope(b[name], 0, "local")
        unroll = min(config["unroll"], shape[1])
        for name in ("x_max", "x_sum", "Y"):
            unroll_inner(sch, sch.get_loops(b[name])[-1], unroll)
        return sch.mod


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


class SoftmaxTile(ScheduleRule):
    name = "softmax_tile"
    summary = ("channel mode with H*W > 1: a block stages a th x tw tile of positions over all C channels in "
               "shared memory (X read from DRAM once, coalesced), threadIdx.y splits C into `groups` for the max "
               "and the sum (shared-memory allreduce), then the same threads write Y")
    ops = ("softmax",)
    space = {"groups": [8, 4, 16], "positions": [64, 32]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        c_ = p["shape"][1]
        groups = min(config["groups"], c_)
        item = dtype_bytes(p["dtype"])
        caps = [cap for cap in sorted({config["positions"], 32, 16}, reverse=True) if cap <= config["positions"]]
        # the tile, max, sum, allreduce buffer in static shared memory (48 KB at most)
        t = channel_tile(p, caps, lambda th, tw: c_ * th * tw * item + (2 + groups) * th * tw * 4, hw)
        if t is None:
            return None  # not channel mode over positions, or too many channels to stage: softmax_thread_rows
        th, tw = t
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
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


class SoftmaxExpTile(ScheduleRule):
    name = "softmax_exp_tile"
    summary = ("channel mode with H*W > 1: a block owns a th x tw tile of positions over all C channels; pass 1 "
               "reads X for the max (threadIdx.y splits C into `groups`, shared allreduce), pass 2 re-reads the "
               "tile (from L2: the block's 16-28 KB were just read) and keeps exp(x - max) in shared memory (fp32) "
               "for the sum, pass 3 writes Y = exp * (1 / sum) from shared memory: one exp per element, no division")
    ops = ("softmax",)
    space = {"groups": [15, 7, 31, 17, 16, 8], "positions": [32, 64, 16]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        c_ = p["shape"][1]
        # groups odd: TVM's allreduce over threadIdx.y keeps its buffer as red_buf[tx * groups + ty], and every
        # thread reads the result back from red_buf[tx * groups] inside the exp and Y loops; an even stride
        # (16) puts a warp's 28 positions on 2 banks (a 14-way conflict on every read), an odd one on 28.
        groups = min(config["groups"], c_)
        caps = [cap for cap in (config["positions"], 32, 16, 8, 4, 2, 1) if cap <= config["positions"]]
        # exps, max, sum, allreduce buffers
        t = channel_tile(p, caps, lambda th, tw: c_ * th * tw * 4 + 2 * (2 + groups) * th * tw * 4, hw, 1024 // groups)
        if t is None:
            return None  # not channel mode over positions, or too many channels to stage: softmax_thread_rows
        th, tw = t
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
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


COPY_UNROLL = 16  # vectors of the X tile a thread loads before the barrier (unrolled), at most


def _fast_exp(mod):
    """The exps of `mod` as CUDA's __expf (a TVMScript round trip: `T.exp(` only names the exp intrinsic)."""
    import tvm

    text = mod.script()
    if "T.exp(" not in text:
        return mod
    return tvm.script.from_source(text.replace("T.exp(", 'T.call_pure_extern("float32", "__expf", '))


def channel_tile(p, caps, staged_bytes, hw: Arch, max_positions: int | None = None) -> tuple[int, int] | None:
    """The prologue the three tile rules of this module share (softmax_tile, softmax_exp_tile, softmax_staged):
    None unless channel softmax of a 4-D activation with H*W > 1; else the first th x tw tile of positions
    (`_spatial_tile` of each cap of `caps`, in order) whose `staged_bytes(th, tw)` fit 48 KB of static shared
    memory and, when `max_positions` is given, th * tw <= max_positions (the block's threads: positions x groups
    <= 1024). None when no cap fits (too many channels to stage: softmax_thread_rows)."""
    shape = p["shape"]
    if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
        return None
    _, _, h, w = shape
    for cap in caps:
        th, tw = _spatial_tile(h, w, cap)
        if staged_bytes(th, tw) <= hw.default_shared_per_block and (max_positions is None or th * tw <= max_positions):
            return th, tw
    return None


def tile_blocks(sch, b: dict, th: int, tw: int, channels_inner: bool = False):
    """Y's (n, c, h, w) loops cut into th x tw position tiles, a block per (n, tile) bound to blockIdx.x:
    returns (bx, c, hi, wi). The channel loop goes outside the tile's positions (the staged rules: threads over
    positions, channels looped) or, with `channels_inner`, inside them (softmax_exp_tile)."""
    n, c, h, w = sch.get_loops(b["Y"])
    ho, hi = sch.split(h, factors=[None, th])
    wo, wi = sch.split(w, factors=[None, tw])
    if channels_inner:
        sch.reorder(n, ho, wo, hi, wi, c)
    else:
        sch.reorder(n, ho, wo, c, hi, wi)
    bx = sch.fuse(n, ho, wo)
    sch.bind(bx, "blockIdx.x")
    return bx, c, hi, wi


def stage_tile(sch, b: dict, bx, c, hi, wi, groups: int):
    """softmax_tile's and softmax_staged's block (after `tile_blocks`): Y's threads are threadIdx.x = position of
    the tile, threadIdx.y = channel group (channels ty, ty + groups, ...); x_max and x_sum per position in shared
    arrays, each an allreduce over threadIdx.y; X's [C, th, tw] tile cached in shared memory for all three.
    Returns the cache block (its copy loops are the caller's)."""
    co, ty = sch.split(c, factors=[None, groups])
    tx = sch.fuse(hi, wi)
    sch.reorder(ty, tx, co)
    sch.bind(ty, "threadIdx.y")
    sch.bind(tx, "threadIdx.x")
    for name in ("x_sum", "x_max"):
        blk = b[name]
        sch.compute_at(blk, bx, preserve_unit_loops=True)
        loops = sch.get_loops(blk)  # bx, n (1), h (th), w (tw), rc
        sch.bind(sch.fuse(*loops[1:-1]), "threadIdx.x")
        _, rty = sch.split(loops[-1], factors=[None, groups])
        sch.bind(rty, "threadIdx.y")
        sch.set_scope(blk, 0, "shared")
    xs = sch.cache_read(b["x_max"], 0, "shared", consumer_blocks=[b["x_max"], b["x_sum"], b["Y"]])
    sch.compute_at(xs, bx, preserve_unit_loops=True)
    return xs


class SoftmaxStaged(ScheduleRule):
    name = "softmax_staged"
    priority = 1  # ahead of the thread-row and tile rules above: it outran them on the H200
    summary = ("channel softmax, H*W > 1: a block stages a tile of positions x all C channels in shared memory with "
               "16-byte loads along W (X read once), threads (position, channel group) reduce max and sum over "
               "threadIdx.y into shared arrays, then write Y; __expf for fp16 outputs (`fast_exp`)")
    ops = ("softmax",)
    space = {"groups": [8, 4, 16, 2, 1], "positions": [64, 32, 128], "fast_exp": ["auto", "off", "on"],
             "vec": [0, 1, 2, 4, 8]}

    def tile(self, p, config, hw: Arch) -> tuple[int, int] | None:
        """(th, tw): the largest tile of at most `positions` whose C channels (and the reduction buffers) fit in
        48 KB of static shared memory."""
        c = p["shape"][1]
        item = dtype_bytes(p["dtype"])
        groups = min(config["groups"], c)
        caps = []
        cap = config["positions"]
        while cap >= 1:
            caps.append(cap)
            cap //= 2
        # X tile, max / sum + allreduce buffers
        return channel_tile(p, caps, lambda th, tw: c * th * tw * item + 2 * (1 + groups) * th * tw * 4, hw,
                            1024 // groups)

    def apply(self, mod, op, p, config, hw):
        import tvm

        t = self.tile(p, config, hw)
        if t is None:
            return None
        th, tw = t
        _, c_, _, w_ = p["shape"]
        groups = min(config["groups"], c_)
        if config["fast_exp"] == "on" or (config["fast_exp"] == "auto" and is_half(p["dtype"])):
            mod = _fast_exp(mod)
        sch = tvm.s_tir.Schedule(mod)
        b = blocks(sch)
        _inline_exp(sch, b)
        xs = stage_tile(sch, b, *tile_blocks(sch, b, th, tw), groups)
        # the X tile: [C, th, tw] in shared memory, copied `lanes` at a time along W by all the block's threads
        loops = sch.get_loops(xs)  # bx, n (1), c, h (th), w (tw)
        lanes = config["vec"] or (16 // dtype_bytes(p["dtype"]))
        while lanes > 1 and (tw % lanes or w_ % lanes):
            lanes //= 2
        if sch.get(loops[-1]).extent.value != tw:
            lanes = 1
        wv_o, wv = sch.split(loops[-1], factors=[None, lanes])
        f = sch.fuse(*loops[1:-1], wv_o)
        fo, cty, ctx = sch.split(f, factors=[None, groups, th * tw])
        sch.bind(cty, "threadIdx.y")
        sch.bind(ctx, "threadIdx.x")
        if sch.get(fo).extent.value > COPY_UNROLL:  # at most COPY_UNROLL vectors in flight per thread (registers)
            _, fo = sch.split(fo, factors=[None, COPY_UNROLL])
        sch.unroll(fo)
        if lanes > 1:
            sch.vectorize(wv)
        return sch.mod
