"""Implicit-GEMM convolution on Hopper's wgmma (rule `conv_wgmma`): the engine in rules/lib/wgmma.py, A gathered.

The convolution as a GEMM, Y[M = N*P*Q, K] = A[M, R*S*C] @ W[K, R*S*C]^T, in NHWC with a KRSC filter:
W is the K-major B operand as it lies in memory, and Y is C row-major. A is never written: the 16-byte
piece (row m, k step ks, chunk c) is 8 channels of one input pixel,
    n = m / (P*Q), p = m / Q % P, q = m % Q;  tap = ks*64 / C, r = tap / S, s = tap % S;
    X[n, p*stride_h - pad_top + r*dil_h, q*stride_w - pad_left + s*dil_w, ks*64 % C + 8c]
so a k step never straddles two taps when C % 64 == 0, and the zero padding is the cp.async zero-fill of
pieces that fall outside the image (nothing is read there). Bias and activation are applied to the fp32
accumulators before the fp16 (bf16) store (the fused epilogue).

Applies to fp16 and bf16, NHWC, groups = 1, C % 64 == 0 and K % 64 == 0, on sm_90a, for algo=implicit_gemm and
algo=auto (the fastest algorithm tvmgen has there); other convolutions keep their rules (conv_implicit_gemm's
mma.sync engine for implicit_gemm, conv_direct for auto).
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import Operator
from ...ops.conv import geometry
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..lib import wgmma


class ConvWGMMA(KernelRule):
    name = "conv_wgmma"
    summary = "implicit GEMM on Hopper wgmma: NHWC input windows gathered by cp.async into swizzled shared memory"
    ops = ("conv2d",)
    needs = frozenset({"wgmma", "cp_async"})
    priority = 1
    space = wgmma.SPACE
    symbolic = ("input",)  # the batch may be a run-time size: GEMM rows N * P * Q, the last tile guarded

    def _fits(self, p: dict) -> str | None:
        if p.get("algo", "auto") not in ("auto", "implicit_gemm"):
            return f"algo={p.get('algo')}: conv_wgmma is an implicit GEMM"
        g = geometry(p)
        if p["dtype"] not in wgmma.ELEMENTS or g.layout != "NHWC" or g.groups != 1:
            return f"conv_wgmma needs {' or '.join(wgmma.ELEMENTS)}, layout NHWC and groups=1"
        if g.c % wgmma.BK or g.k % 64:
            return f"conv_wgmma needs C and K multiples of 64 (got C={g.c}, K={g.k})"
        return None

    def _error(self, p: dict, config: dict, hw: Arch) -> str | None:
        _, n, k = geometry(p).gemm
        return self._fits(p) or wgmma.config_error(hw, n, k, config)

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        return self._fits(p) is None and self._error(p, self.default(op, p, hw), hw) is None

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        m, n, k = geometry(p).gemm
        return wgmma.default_config(hw, m, n, k, b_kmajor=True)

    def uses(self, op: Operator, p: dict, config: dict, hw: Arch) -> frozenset[str]:
        return wgmma.features(self.needs, config if "splits" in config else self.default(op, p, hw))

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        return super().valid(op, p, config, hw) or self._error(p, config, hw)

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        if self._error(p, config, hw):
            return None
        return tvm.IRModule({"main": conv_kernel(p, config)})




def _epilogue(p: dict):
    from tvm.script import tirx as T

    def epi(E, v, col):
        return epilogue_te(p["activation"], v + T.Cast("float32", E[col]) if p["bias"] else v)

    return epi


def conv_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    g = geometry(p)
    M, N, K = g.gemm
    (sh, sw), (dh, dw) = g.stride, g.dilation
    top, left = g.pad[0], g.pad[2]
    flip = p["mode"] == "convolution"
    dt = p["dtype"]
    BK = wgmma.BK

    def pixel(m, ks):  # (n, h, w, channel) of the first element of row m's k step ks
        tap = ks * BK // g.c
        return (m // (g.p * g.q), m // g.q % g.p * sh - top + tap // g.s * dh, m % g.q * sw - left + tap % g.s * dw,
                ks * BK % g.c)

    def a_src(X, bz, m, ks, c):
        n, h, w, ch = pixel(m, ks)
        return X.ptr_to([n, h, w, ch + c * 8])

    def a_ok(bz, m, ks, c):
        _, h, w, _ = pixel(m, ks)
        return T.And(T.And(h >= 0, h < g.h), T.And(w >= 0, w < g.w))

    def b_src(W, bz, j, ks, c):
        tap = ks * BK // g.c
        r, s = tap // g.s, tap % g.s
        if flip:
            r, s = g.r - 1 - r, g.s - 1 - s
        return W.ptr_to([j, r, s, ks * BK % g.c + c * 8])

    body = wgmma.gemm_body(M=M, N=N, K=K, batch=1, b_kmajor=True, a_src=a_src, b_src=b_src,
                           a_ok=a_ok if any(g.pad) else None, epi=_epilogue(p), dtype=p["dtype"], **config)
    x_shape, w_shape, y_shape = g.input_shape, g.filter_shape, (1, M, N)  # Y [N, P, Q, K] is C[M, K]

    if p["bias"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), B: T.Buffer((g.k,), dt), Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, B)
    else:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, Y)

    return main
