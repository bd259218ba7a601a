"""`pool_channels`, a TIRx kernel: max pooling of NHWC, 16 bytes of channels a thread.

In NHWC a window position's channels lie side by side, so a thread that owns V channels (V x item = 16 bytes: 8 of
fp16 / bf16, 4 of fp32) of one output pixel loads each of its kh x kw taps as one aligned 16-byte vector, every load
before any maximum, takes the maxima (__hmax for 16-bit types, exact) and stores one vector. Neighbouring threads own
neighbouring vectors of a pixel, then neighbouring pixels: a warp's loads of one tap are whole 16-byte pieces of a
few pixels. pool_direct (the fallback) moves 2 bytes a load there. Taps in the padding are skipped (-inf, never the
maximum; a window wholly in the padding gives -inf, as ops/pool.py defines).

The batch may be a run-time size (`symbolic`): one kernel serves every batch of a range, the last block guarded.
Averages stay with pool_direct: their fp32 sums are kept in the op's order there.
"""
from __future__ import annotations

from ...hardware import Arch
from ..base import KernelRule
from ..lib.sizes import dtype_bytes
from ..lib.tir import hmax, neg_inf


def channels_error(op, p: dict) -> str | None:
    """Why pool_channels cannot serve these parameters, or None."""
    if p.get("layout", "NCHW") != "NHWC" or p["kind"] != "max":
        return "pool_channels: max pooling of NHWC only (NCHW: pool_rows; averages: pool_direct)"
    if p["shape"][3] * dtype_bytes(p["dtype"]) % 16:
        return "pool_channels: C x item a multiple of 16 bytes (a thread's channels are one 16-byte vector)"
    # its indices are int32 (a run-time batch: codegen.build_symbolic refuses a range whose top would overflow them)
    if isinstance(p["shape"][0], int) and op.wide(p):
        return "pool_channels indexes in int32: tensors under 2^31 elements (pool_direct takes larger ones)"
    return None


class PoolChannels(KernelRule):
    name = "pool_channels"
    priority = 2  # ahead of pool_direct where it applies
    summary = ("NHWC max pooling as a TIRx kernel: a thread per 16 bytes of channels of an output pixel, its kh x kw "
               "taps loaded as 16-byte vectors before any __hmax, one vector store; any batch (a run-time N)")
    ops = ("pool2d",)
    symbolic = ("shape",)
    space = {"threads": [256, 128, 512]}

    def prefer(self, op, p, hw: Arch):
        return channels_error(op, p) is None

    def valid(self, op, p, config, hw: Arch):
        return channels_error(op, p) or super().valid(op, p, config, hw)

    def build(self, op, p, config, hw: Arch):
        import tvm

        if channels_error(op, p):
            return None
        return tvm.IRModule({"main": channels_kernel(op, p, self.fill(op, p, hw, config)["threads"])})


def channels_kernel(op, p: dict, threads: int):
    from tvm.script import tirx as T

    N, H, W, C = p["shape"]
    dt = p["dtype"]
    (kh, kw), (sh, sw), (ph, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
    OH, OW = op.out_hw(p)
    V = 16 // dtype_bytes(dt)
    CV = C // V
    TOTAL = N * OH * OW * CV  # threads with an output vector (an expression of N when N is a run-time size)
    BLOCKS = (TOTAL + threads - 1) // threads
    GUARD = not isinstance(TOTAL, int) or TOTAL % threads != 0
    TAPS = kh * kw

    def inside(o, s_, pad, t, d, size):  # input index o * s - pad + t * d inside 0 .. size - 1
        i = o * s_ - pad + t * d
        return T.And(i >= 0, i < size)

    @T.prim_func
    def main(X: T.Buffer((N, H, W, C), dt), Y: T.Buffer((N, OH, OW, C), dt)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([threads])
        xv = T.alloc_buffer((TAPS * V,), dt, scope="local")
        acc = T.alloc_buffer((V,), dt, scope="local")
        if not GUARD or bx * threads + tx < TOTAL:
            g = T.meta_var(bx * threads + tx)
            cv = T.meta_var(g % CV)
            ow = T.meta_var(g // CV % OW)
            oh = T.meta_var(g // (CV * OW) % OH)
            n = T.meta_var(g // (CV * OW * OH))
            for r in T.unroll(kh):  # every tap's vector in flight before the first maximum
                for s in T.unroll(kw):
                    if inside(oh, sh, ph, r, dh, H) and inside(ow, sw, pw, s, dw, W):
                        for v in T.vectorized(V):
                            xv[(r * kw + s) * V + v] = X[n, oh * sh - ph + r * dh, ow * sw - pw + s * dw, cv * V + v]
                    else:
                        for v in T.vectorized(V):
                            xv[(r * kw + s) * V + v] = neg_inf(T, dt)
            for v in T.unroll(V):
                acc[v] = xv[v]
            for t in T.unroll(TAPS - 1):
                for v in T.unroll(V):
                    acc[v] = hmax(T, dt, acc[v], xv[(t + 1) * V + v])
            for v in T.vectorized(V):
                Y[n, oh, ow, cv * V + v] = acc[v]

    return main
