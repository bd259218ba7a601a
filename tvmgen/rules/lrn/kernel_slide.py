"""Cross-channel LRN as a TIRx kernel: rule `lrn_slide`.

`lrn_window` (rules/lrn/schedule.py) walks a chunk of channels per thread with the squares in registers, but TVM
0.27 limits it to 8-byte vectors (fp16 widened to a float32x8 vector does not compile) and the pow form the op's
TE gives (rsqrtf(b) * sqrtf(rsqrtf(b)): sqrtf is IEEE, a multi-instruction sequence with a slow path): on
32x256x56x56 fp16 it stays far from the copy bandwidth, bound by instructions, not bytes.

Here a thread owns `lanes` adjacent H*W positions (one vector: 2 lanes by default on large fp16 tensors, 4 bytes;
up to 16 bytes; lanes | H*W so a vector never leaves a plane) of one image, over a chunk of `chunk` channels (16 by
default):
1. it loads the chunk's channels plus the window's halo (chunk + n - 1 vectors, all issued before the first use;
   halo channels outside 0..C-1 are zeros, not loaded);
2. squares each element once (fp32), and for each output channel sums its window's n squares in the op's order
   (sq[c - lo] + ... + sq[c + hi]): each square is computed once, summed n times;
3. Y = x * base^-beta with base = k + alpha/n * sum, and one 16-byte store per output vector.
   pow: fast=1 (fp16 and bf16 outputs only) and beta = 0.75: r = rsqrt(base), base^-0.75 = r * r * rsqrt(r) (two
   MUFU.RSQ and two multiplies, no IEEE sqrt): within ~8 ulp of fp32, far inside the output's rounding (2 ulp of
   fp16 = 16384 ulp of fp32; 1 ulp of bf16 = 65536). Otherwise the op's own forms (ops/lrn.py neg_pow: rsqrt *
   sqrt(rsqrt) for 0.75).
Consecutive threads take consecutive vectors of a plane (coalesced 16-byte accesses across the warp); the halo is
re-read by the neighbouring chunk's threads (from L2: (chunk + n - 1) / chunk of the L2 traffic, 1x of DRAM).

Speed model (32x256x56x56 fp16, n=5): 102.8 MB of DRAM traffic; ~10 instructions per output (load share,
convert, square, 4 adds, FMA, 2 MUFU + 3 multiplies, convert, store share): 25.7 M x 10 / (132 SMs x 128 lanes x
1.98 GHz) = 7.7 us of issue, well under the bytes' time. Measured on the H200: faster than lrn_window; chunk 8 was
slower than 16; 16-byte lanes slower still (86-101 registers: 2 blocks of 256 per SM are too few to hide the
loads); the op's pow form (fast=0) the slowest, so the pow was the larger cost. With L2 flushed cleanly (memset +
read), 2 lanes (4-byte vectors, 32 registers) beat 4 lanes (64 registers), coming close to a copy of the same
bytes: half the registers let 8 blocks of 256 share an SM, and more warps in flight cover the loads better than
wider vectors do (the numbers: reports/README.md and reports/h200/current.md). Defaults: chunk 16, fast pow,
2 lanes where the grid then fills those 8 block slots on every SM, else 4 (small tensors gain nothing from
occupancy, and ptxas spilled 4 bytes of the 2-lane kernel for a 2x21x6x8 test shape). fp32 keeps lrn_window by
default (not timed).
"""
from __future__ import annotations

import math

from ...ops.base import is_half
from ...ops.lrn import neg_pow
from ...ops.tensors import c32
from ..base import KernelRule
from ..lib.sizes import aligned_width, ceil_div, dtype_bytes, vector_width


OCCUPANCY_BLOCKS = 8  # blocks of 256 threads an SM holds at 32 registers each
REG_BUDGET = 112  # estimated registers per thread (ptxas: 100 for n=5, 8 fp16 lanes, chunk 8; estimate 104)


def regs(p: dict, lanes: int, chunk: int) -> int:
    """Registers a thread needs, roughly: its inputs (chunk + n - 1 vectors, packed), n fp32 squares per lane, 16 more."""
    return (chunk + p["n"] - 1) * lanes * dtype_bytes(p["dtype"]) // 4 + p["n"] * lanes + 16


class LRNSlide(KernelRule):
    name = "lrn_slide"
    summary = ("lrn (TIRx): a thread owns a 16-byte vector of positions over `chunk` channels: chunk + n - 1 vector "
               "loads, each square once, window sums in registers, cheap pow (rsqrt forms), 16-byte stores")
    ops = ("lrn",)
    priority = 1  # ahead of nchw_planes; level with lrn_window, but registered first (prefer: fp16 only)
    # vec: lanes per thread (0: 16 bytes, 8 fp16 / 4 fp32), halved until it divides H*W; fast: 1 = r*r*rsqrt(r) for
    # beta 0.75 with fp16 outputs, 0 = the op's forms. On the H200 (32x256x56x56 fp16) chunk 16 x 2 lanes with 256
    # threads measured best; with 4 lanes 128 threads edged out 256 and 512, still behind 2 lanes; chunk 4, 8 and 32,
    # 16-byte lanes and fast=0 were slower. `default` picks the lanes.
    space = {"chunk": [16, 8, 4, 32], "threads": [256, 128, 512], "vec": [4, 0, 2, 1], "fast": [1, 0]}

    def default(self, op, p, hw):
        """2 lanes where the 2-lane grid fills every SM's 8 block slots of 256 threads (the occupancy that 32
        registers buy is what made 2 lanes faster), else 4 lanes (the 64-register kernel) as before."""
        c = super().default(op, p, hw)
        n, ch, h, w = p["shape"]
        blocks = n * ceil_div(ch, c["chunk"]) * ceil_div(h * w, 2) // c["threads"]
        if is_half(p["dtype"]) and h * w % 2 == 0 and blocks >= OCCUPANCY_BLOCKS * hw.sms:
            c["vec"] = 2
        return c

    def prefer(self, op, p, hw):
        """fp16 (measured faster than lrn_window on the H200) and bf16 (the same bytes and registers; not timed yet);
        fp32 keeps lrn_window until timed."""
        return is_half(p["dtype"])

    def build(self, op, p, config, hw):
        import tvm

        n, c, h, w = p["shape"]
        if math.prod(p["shape"]) >= 2**31:
            return None  # int32 indices in the kernel
        lanes = aligned_width(min(config.get("vec", 0) or vector_width(p["dtype"]), vector_width(p["dtype"])), h * w)
        chunk = min(config["chunk"], c)
        # registers: the chunk's inputs (chunk + n - 1 vectors) and n squares of each lane live at once
        while regs(p, lanes, chunk) > REG_BUDGET and lanes > 1:
            lanes //= 2
        while regs(p, lanes, chunk) > REG_BUDGET and chunk > 1:
            chunk //= 2
        if regs(p, lanes, chunk) > REG_BUDGET:
            return None
        work = n * ceil_div(c, chunk) * (h * w // lanes)
        if ceil_div(work, config["threads"]) > hw.max_grid[0]:
            return None
        return tvm.IRModule({"main": kernel(p, config, lanes, chunk)})


def kernel(p: dict, config: dict, L: int, CH: int):
    from tvm.script import tirx as T

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    HW = H * W
    nw = p["n"]
    lo = (nw - 1) // 2
    VP = HW // L
    NCB = ceil_div(C, CH)
    WORK = N * NCB * VP
    TH = min(config["threads"], max(32, ceil_div(WORK, 32) * 32))
    BLOCKS = ceil_div(WORK, TH)
    TAIL = WORK % TH != 0
    PART = C % CH != 0  # the last chunk is partial
    Q = CH + nw - 1  # padded channels a thread touches
    size = N * C * HW
    k = c32(p["k"])
    a = c32(p["alpha"] / nw)
    fast = bool(config.get("fast", 1)) and is_half(dt) and p["beta"] == 0.75
    f32 = "float32"

    def negpow(base, r):
        if fast:
            return r[0] * r[0] * T.rsqrt(r[0])
        return neg_pow(base, p["beta"])

    @T.macro
    def sqr(sq, xr, cb, q):
        if 0 <= cb * CH + q - lo and cb * CH + q - lo < C:
            for e in T.unroll(L):
                sq[q * L + e] = T.Cast(f32, xr[q * L + e]) * T.Cast(f32, xr[q * L + e])
        else:
            for e in T.unroll(L):
                sq[q * L + e] = T.float32(0)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), Y: T.Buffer((N, C, H, W), dt)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        xr = T.alloc_buffer((Q * L,), dt, scope="local")
        sq = T.alloc_buffer((Q * L,), f32, scope="local")
        yr = T.alloc_buffer((L,), dt, scope="local")
        s = T.alloc_buffer((1,), f32, scope="local")
        r = T.alloc_buffer((1,), f32, scope="local")
        i = T.meta_var(bx * TH + tx)  # work item: (image, chunk, vector), the vector fastest
        v = T.meta_var(i % VP)
        cb = T.meta_var(i // VP % NCB)
        b = T.meta_var(i // (VP * NCB))
        if (not TAIL) or i < WORK:
            for q in T.unroll(Q):  # padded channel q is channel cb * CH + q - lo
                if 0 <= cb * CH + q - lo and cb * CH + q - lo < C:
                    for e in T.vectorized(L):
                        xr[q * L + e] = Xf[(b * C + cb * CH + q - lo) * HW + v * L + e]
            for q in T.unroll(nw - 1):  # the first window's squares; each later step squares one channel
                sqr(sq, xr, cb, q)
            for j in T.unroll(CH):
                sqr(sq, xr, cb, j + nw - 1)
                if (not PART) or cb * CH + j < C:
                    for e in T.unroll(L):
                        s[0] = sq[j * L + e]
                        for t in T.unroll(nw - 1):
                            s[0] = s[0] + sq[(j + t + 1) * L + e]
                        s[0] = k + a * s[0]
                        r[0] = T.rsqrt(s[0])
                        yr[e] = T.Cast(dt, T.Cast(f32, xr[(j + lo) * L + e]) * negpow(s[0], r))
                    for e in T.vectorized(L):
                        Yf[(b * C + cb * CH + j) * HW + v * L + e] = yr[e]

    return main


