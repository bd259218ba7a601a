"""Local response normalization across channels, cudnnLRNCrossChannelForward."""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, EPS, Operator, Param, default_tolerance, itemsize, rounding, uniform
from .tensors import c32, f32, nchw, wide_te



LRN_MIN_N, LRN_MAX_N = 1, 16  # CUDNN_LRN_MIN_N, CUDNN_LRN_MAX_N


LRN_MIN_K, LRN_MIN_BETA = 1e-5, 0.01  # CUDNN_LRN_MIN_K, CUDNN_LRN_MIN_BETA


def neg_pow(base, beta: float):
    """base ** -beta for base >= k > 0. powf is a long software routine (the LRN kernel was bound by it);
    the exponents in common use have short forms on the SFU: 0.75 (the default): rsqrt(b) * sqrt(rsqrt(b)),
    0.5: rsqrt(b), 1: 1 / b; each within a few ulp (rsqrtf 2 ulp, sqrtf and the division exact-rounded), inside
    LRN.tolerance's 8 eps32 for the pow and the division. Other exponents keep 1 / powf."""
    from tvm import te

    if beta == 0.75:
        r = te.rsqrt(base)
        return r * te.sqrt(r)
    if beta == 0.5:
        return te.rsqrt(base)
    if beta == 1.0:
        return c32(1.0) / base
    return c32(1.0) / te.power(base, c32(beta))


class LRN(Operator):
    """Local response normalization across channels (cuDNN's cudnnLRNCrossChannelForward, mode
    CUDNN_LRN_CROSS_CHANNEL_DIM1), X and Y of shape N x C x H x W:

        Y[n, c, h, w] = X[n, c, h, w] / (k + alpha / n_win * sum_{j} X[n, j, h, w]^2) ^ beta

    with the window j = c - floor((n_win - 1) / 2) .. c + floor(n_win / 2), clipped to 0 .. C - 1 (terms
    outside the channels count as zero; the divisor stays n_win). Parameters and their ranges follow
    cuDNN: n_win 1..16 (CUDNN_LRN_MIN_N..MAX_N), k >= 1e-5, beta >= 0.01; defaults n=5, alpha=1e-4,
    beta=0.75, k=2. float16 / bfloat16 store X and Y in 16 bits and compute in fp32.
    """

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="lrn",
            summary="cross-channel local response normalization (cuDNN), NCHW",
            params=(
                Param("shape", "shape", "X and Y: N x C x H x W"),
                Param("n", int, "window width in channels (lrnN)", 5, minimum=LRN_MIN_N, maximum=LRN_MAX_N),
                Param("alpha", float, "scale of the sum of squares (lrnAlpha; divided by n); >= 0 keeps the base "
                      ">= k > 0", 1e-4, minimum=0.0),
                Param("beta", float, "exponent (lrnBeta)", 0.75, minimum=LRN_MIN_BETA),
                Param("k", float, "additive constant (lrnK)", 2.0, minimum=LRN_MIN_K),
                DTYPE_PARAM,
            ),
            examples=("lrn shape=32x256x56x56 dtype=float16", "lrn shape=8x96x55x55 n=5 alpha=1e-4 beta=0.75 k=2"),
            cases=("shape=4x32x14x14", "shape=2x17x7x9 n=16 alpha=0.5 beta=1 k=1 dtype=float16",
                   "shape=2x9x3x4 n=4 alpha=0.5 k=1", "shape=2x9x12x12 n=7 alpha=3 beta=3 k=1",
                   "shape=1x3x1x1 n=1 alpha=2 beta=0.5", "shape=4x32x14x14 dtype=bfloat16",
                   "shape=2x17x7x9 n=16 alpha=0.5 beta=1 k=1 dtype=bfloat16"),
            rejects=(("shape=2x3x4x4 n=17", "n=17: must be <= 16"),
                     ("shape=2x3x4x4 n=0", "n=0: must be >= 1"),
                     ("shape=2x3x4x4 beta=0.001", "beta=0.001: must be >= 0.01"),
                     ("shape=2x3x4x4 k=0", "k=0.0: must be >= 1e-05"),
                     ("shape=2x3", "shape=2x3: must be 4-D"),
                     ("shape=2x3x4x4 alpha=-1", "alpha=-1.0: must be >= 0")),
        )

    def check(self, p):
        nchw(p)

    def window(self, p) -> tuple[int, int]:
        """(channels before c, channels after c) in the window."""
        return (p["n"] - 1) // 2, p["n"] // 2

    def compute(self, p):
        import tvm
        te = wide_te(self.wide(p))

        N, C, H, W = p["shape"]
        dt = p["dtype"]
        lo, _ = self.window(p)
        X = te.placeholder(p["shape"], dt, name="X")
        k = c32(p["k"])
        a = c32(p["alpha"] / p["n"])
        zero = c32(0.0)

        # Squares on channels padded by the window (lo before, n - 1 - lo after; zeros there): the window
        # sum of channel c is then sq_pad[c .. c + n - 1] with no clamping, so a schedule can keep a run of
        # channels' squares in registers and slide along C (each square computed once per run; a compact
        # region for compute_at). Inlined, it is the plain unrolled window: one thread per output.
        def sq(b, cp, h, w):
            ch = cp - lo
            v = f32(X[b, tvm.tirx.max(tvm.tirx.min(ch, C - 1), 0), h, w])
            return tvm.tirx.if_then_else(tvm.tirx.all(ch >= 0, ch < C), v * v, zero)

        sq_pad = te.compute((N, C + p["n"] - 1, H, W), sq, name="sq_pad")

        def y(n, c, h, w):
            s = sq_pad[n, c, h, w]
            for j in range(1, p["n"]):
                s = s + sq_pad[n, c + j, h, w]
            return (f32(X[n, c, h, w]) * neg_pow(k + a * s, p["beta"])).astype(dt)

        return [X, te.compute(p["shape"], y, name="Y")]

    def reference(self, p, x):
        X = x["X"].astype(np.float64)
        C = X.shape[1]
        lo, hi = self.window(p)
        sq = X * X
        S = np.zeros_like(X)
        for c in range(C):
            S[:, c] = sq[:, max(0, c - lo):min(C, c + hi + 1)].sum(axis=1)
        return {"Y": X / (p["k"] + p["alpha"] / p["n"] * S) ** p["beta"]}

    def flops(self, p):
        return math.prod(p["shape"]) * (2 * p["n"] + 4)

    def min_bytes(self, p):
        return 2 * math.prod(p["shape"]) * itemsize(p["dtype"])

    def tolerance(self, p, out):
        """Relative: the base k + alpha/n * (sum of n positive squares) carries (n + 2) eps32 of relative error,
        which powf multiplies by beta; powf itself and the division add a few ulp (8 eps32 for both); then the
        output rounds (base.rounding: 2 ulp of float32 / float16, 1 of bfloat16). atol: default_tolerance's for n
        terms, for outputs near zero."""
        atol, _ = default_tolerance(out.dtype, p["n"])
        eps = EPS["float32"]
        return atol, rounding(out.dtype) + (p["beta"] * (p["n"] + 2) + 8) * eps

    def sample(self, p, rng):
        return {"X": uniform(rng, p["shape"], p["dtype"])}


OPERATORS = (LRN(),)
