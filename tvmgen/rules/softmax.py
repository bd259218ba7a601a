"""Channel softmax over an activation (N x C x H x W, softmax over C) with X read from DRAM once, in 16-byte vectors.

Where the earlier rules (norm.py) lose time on 32x256x56x56 fp16 (floor: 51.4 MB in + 51.4 MB out = 24.3 us at the
H200's 4.23 TB/s copy rate):
* `softmax_exp_tile` (62.8 us) reads X twice (the max pass, then the exp pass from L2) with 2-byte loads, and a
  tile of 1 x 28 positions makes each channel's run 56 bytes;
* `softmax_tile` (57.7 us) stages X in shared memory once, but with 2-byte loads.

`softmax_staged`: a block owns a th x tw tile of positions (a whole W row when it fits: 56 positions = 112
contiguous bytes per channel) over all C channels. It copies that X tile into shared memory with `lanes`-wide
vector loads along W (8 x fp16 = 16 bytes when 8 divides tw and W), then thread (tx = position, ty = channel
group, channels ty, ty + groups, ...) reduces its channels of the position from shared memory: the max, then the
sum of exp(x - max), each an allreduce over threadIdx.y whose result goes to a shared [positions] array (thread
ty = 0 writes it, a __syncthreads follows: the structure of softmax_tile, verified on the H200), then the same
threads write Y (a warp: 32 consecutive positions of one channel, coalesced 2-byte stores). The max and 1 / sum
are plain shared loads that nvcc hoists out of the channel loops (the exp_tile structure re-reads them through
TVM's volatile reduction buffer, with an IEEE division, for every element).

Instruction budget: memory-bound at 4.23 TB/s leaves ~20 warp instructions per element on the H200 (132 SMs x 4
issues per clock). The exp is evaluated twice (the sum, then Y: keeping 256 exps per position needs 57 KB of
fp32 per 56 positions); CUDA's accurate expf is ~10 instructions, __expf 2 (ex2.approx and a multiply). `fast_exp`
"auto" uses __expf where the output is fp16: its error, 2 + 1.2 |x - max| ulp of fp32, is far below fp16's
rounding for every x - max whose exp is representable in fp16 (> -17.4); fp32 outputs keep expf ("on" forces
__expf, "off" keeps expf).
"""
from __future__ import annotations

from . import register
from .base import DEFAULT_SHARED_BYTES, Rule, ceil_div, dtype_bytes
from .norm import _blocks, _inline_exp, _spatial_tile


COPY_UNROLL = 16  # vectors of the X tile a thread loads before the barrier (unrolled), at most


def _fast_exp(mod):
    """The exps of `mod` as CUDA's __expf (a TVMScript round trip: `T.exp(` only names the exp intrinsic)."""
    import tvm

    text = mod.script()
    if "T.exp(" not in text:
        return mod
    return tvm.script.from_source(text.replace("T.exp(", 'T.call_pure_extern("float32", "__expf", '))


class SoftmaxStaged(Rule):
    name = "softmax_staged"
    priority = 1  # ahead of the older rule: measured faster on the H200 (generated/reports/README.md)
    summary = ("channel softmax, H*W > 1: a block stages a tile of positions x all C channels in shared memory with "
               "16-byte loads along W (X read once), threads (position, channel group) reduce max and sum over "
               "threadIdx.y into shared arrays, then write Y; __expf for fp16 outputs (`fast_exp`)")
    ops = ("softmax",)
    space = {"groups": [8, 4, 16, 2, 1], "positions": [64, 32, 128], "fast_exp": ["auto", "off", "on"],
             "vec": [0, 1, 2, 4, 8]}

    def tile(self, p, config) -> tuple[int, int] | None:
        """(th, tw): the largest tile of at most `positions` whose C channels (and the reduction buffers) fit in
        48 KB of static shared memory."""
        _, c, h, w = p["shape"]
        item = dtype_bytes(p["dtype"])
        groups = min(config["groups"], c)
        cap = config["positions"]
        while cap >= 1:
            th, tw = _spatial_tile(h, w, cap)
            staged = c * th * tw * item + 2 * (1 + groups) * th * tw * 4  # X tile, max / sum + allreduce buffers
            if staged <= DEFAULT_SHARED_BYTES and th * tw * groups <= 1024:
                return th, tw
            cap //= 2
        return None

    def apply(self, mod, op, p, config, target):
        import tvm

        shape = p["shape"]
        if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
            return None
        _, c_, h_, w_ = shape
        t = self.tile(p, config)
        if t is None:
            return None
        th, tw = t
        groups = min(config["groups"], c_)
        if config["fast_exp"] == "on" or (config["fast_exp"] == "auto" and p["dtype"] == "float16"):
            mod = _fast_exp(mod)
        sch = tvm.s_tir.Schedule(mod)
        b = _blocks(sch)
        _inline_exp(sch, b)
        y = b["Y"]
        n, c, h, w = sch.get_loops(y)
        ho, hi = sch.split(h, factors=[None, th])
        wo, wi = sch.split(w, factors=[None, tw])
        sch.reorder(n, ho, wo, c, hi, wi)
        bx = sch.fuse(n, ho, wo)
        sch.bind(bx, "blockIdx.x")
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
        # the X tile: [C, th, tw] in shared memory, copied `lanes` at a time along W by all the block's threads
        xs = sch.cache_read(b["x_max"], 0, "shared", consumer_blocks=[b["x_max"], b["x_sum"], y])
        sch.compute_at(xs, bx, preserve_unit_loops=True)
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


register(SoftmaxStaged())
