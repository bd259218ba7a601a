"""Normalization: batch normalization and local response normalization (cuDNN semantics, NCHW)."""
from __future__ import annotations

import math

import numpy as np

from . import register
from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, default_tolerance, uniform

BN_MIN_EPSILON = 1e-5  # CUDNN_BN_MIN_EPSILON (cudnn.h of cuDNN 7)
LRN_MIN_N, LRN_MAX_N = 1, 16  # CUDNN_LRN_MIN_N, CUDNN_LRN_MAX_N
LRN_MIN_K, LRN_MIN_BETA = 1e-5, 0.01  # CUDNN_LRN_MIN_K, CUDNN_LRN_MIN_BETA


def c32(v: float):
    """A float32 TIR constant holding v rounded to float32 (TVM keeps the double otherwise and prints a
    literal nvcc warns about and rounds itself)."""
    import tvm

    return tvm.tirx.const(float(np.float32(v)), "float32")


def nchw(p: dict, name: str = "shape") -> tuple[int, int, int, int]:
    s = p[name]
    if len(s) != 4:
        raise ParamError(f"{name}={'x'.join(map(str, s))}: must be 4-D, N x C x H x W")
    return s


def _f32(e):
    return e.astype("float32") if e.dtype != "float32" else e


class BatchNorm(Operator):
    """Batch normalization of X[N, C, H, W] (cuDNN's cudnnBatchNormalizationForward{Inference,Training}).

    mode=spatial: one statistic per channel, over N, H, W (m = N*H*W terms); parameter and statistic
    tensors are 1 x C x 1 x 1.  mode=per_activation: one statistic per (c, h, w), over N (m = N terms);
    parameter and statistic tensors are 1 x C x H x W.

    Inference (training=false): inputs X, scale (gamma), bias (beta), running_mean, running_var;
      Y = scale * (X - running_mean) / sqrt(running_var + epsilon) + bias.
    Training (training=true): the same inputs; with mean = sum(X) / m and var = sum((X - mean)^2) / m
    (biased, two passes) over the statistic's terms,
      Y = scale * (X - mean) / sqrt(var + epsilon) + bias,
      running_mean_out = (1 - factor) * running_mean + factor * mean,
      running_var_out = (1 - factor) * running_var + factor * var * m / (m - 1)   (unbiased, as cuDNN),
      saved_mean = mean, saved_inv_std = 1 / sqrt(var + epsilon)   (cuDNN's resultSaveInvVariance).
    cuDNN updates the running statistics in place; here they are separate tensors: running_mean and
    running_var are read, running_mean_out and running_var_out written (copy back to update in place).
    Training needs m >= 2 (the unbiased variance divides by m - 1).

    float16: X and Y are fp16; scale, bias and every statistic are float32 (cuDNN's rule for half data);
    all arithmetic and reductions are fp32.
    """

    def __init__(self):
        super().__init__(
            name="batchnorm",
            summary="batch normalization (cuDNN), NCHW; inference or training forward",
            params=(
                Param("shape", "shape", "X and Y: N x C x H x W"),
                Param("training", bool, "false: normalize with running statistics; true: with batch statistics, "
                      "and update the running ones", False),
                Param("mode", str, "spatial: statistics per channel over N,H,W; per_activation: per (c,h,w) over N",
                      "spatial", choices=("spatial", "per_activation")),
                Param("epsilon", float, "added to the variance (cuDNN requires >= CUDNN_BN_MIN_EPSILON)", 1e-5,
                      minimum=BN_MIN_EPSILON),
                Param("factor", float, "training: exponential average factor of the running statistics", 0.1,
                      minimum=0.0, maximum=1.0),
                DTYPE_PARAM,
            ),
            examples=("batchnorm shape=32x256x56x56 dtype=float16",
                      "batchnorm shape=32x256x56x56 training=true factor=0.1"),
        )

    def check(self, p):
        n, c, h, w = nchw(p)
        if p["training"] and self.count(p) < 2:
            raise ParamError(f"shape={n}x{c}x{h}x{w}: training with mode={p['mode']} needs at least 2 values "
                             f"per statistic (got {self.count(p)}); the unbiased variance divides by m - 1")

    # -- helpers ----------------------------------------------------------------------------------
    def count(self, p) -> int:
        n, _, h, w = p["shape"]
        return n * h * w if p["mode"] == "spatial" else n

    def stat_shape(self, p) -> tuple[int, ...]:
        _, c, h, w = p["shape"]
        return (1, c, 1, 1) if p["mode"] == "spatial" else (1, c, h, w)

    def inputs(self, p):
        s = self.stat_shape(p)
        return [TensorSpec("X", p["shape"], p["dtype"])] + [
            TensorSpec(nm, s, "float32") for nm in ("scale", "bias", "running_mean", "running_var")]

    def outputs(self, p):
        out = [TensorSpec("Y", p["shape"], p["dtype"])]
        if p["training"]:
            s = self.stat_shape(p)
            out += [TensorSpec(nm, s, "float32")
                    for nm in ("running_mean_out", "running_var_out", "saved_mean", "saved_inv_std")]
        return out

    # -- TE ---------------------------------------------------------------------------------------
    def compute(self, p):
        from tvm import te

        N, C, H, W = p["shape"]
        dt, spatial = p["dtype"], p["mode"] == "spatial"
        s = self.stat_shape(p)
        X = te.placeholder(p["shape"], dt, name="X")
        scale, bias, rmean, rvar = (te.placeholder(s, "float32", name=nm)
                                    for nm in ("scale", "bias", "running_mean", "running_var"))
        eps = c32(p["epsilon"])

        def sidx(c, h, w):  # index of a statistic for element (., c, h, w)
            return (0, c, 0, 0) if spatial else (0, c, h, w)

        if not p["training"]:
            def y(n, c, h, w):
                i = sidx(c, h, w)
                inv = scale[i] / te.sqrt(rvar[i] + eps)
                return (inv * (_f32(X[n, c, h, w]) - rmean[i]) + bias[i]).astype(dt)

            return [X, scale, bias, rmean, rvar, te.compute(p["shape"], y, name="Y")]

        m = self.count(p)
        inv_m = c32(1.0 / m)
        f = c32(p["factor"])
        keep = c32(1.0 - p["factor"])
        unbias = c32(m / (m - 1))
        if spatial:
            # One pass: shifted sums S1 = sum(x - K), S2 = sum((x - K)^2) with K = X[0, c, 0, 0], a sample of
            # the channel, so var = S2/m - (S1/m)^2 cancels only as much as (mean - K)^2 exceeds var (a few
            # times for any sample of the channel's distribution, not mean^2/var as unshifted sums would).
            # x - K of two fp16 (or fp32 of similar size) values is exact or 1 rounding in fp32.
            shift = te.compute(s, lambda _, c, h, w: _f32(X[0, c, 0, 0]), name="shift")
            zero = c32(0.0)
            sum2 = te.comm_reducer(lambda u, v: (u[0] + v[0], u[1] + v[1]), lambda t0, t1: (zero, zero),
                                   name="sum_and_squares")
            rn, rh, rw = (te.reduce_axis((0, N), name="rn"), te.reduce_axis((0, H), name="rh"),
                          te.reduce_axis((0, W), name="rw"))

            # The pass runs over the channel backwards (n, h, w reversed; a sum's order is free): Y, written
            # afterwards in forward order, then starts on the data read last, the most likely still in L2.
            def st(_, c, h, w):
                d = _f32(X[N - 1 - rn, c, H - 1 - rh, W - 1 - rw]) - shift[0, c, 0, 0]
                return sum2((d, d * d), axis=[rn, rh, rw])

            s1, s2 = te.compute(s, st, name="stats")

            def mean_of(i):
                return shift[i] + s1[i] * inv_m

            def var_of(i):
                d = s1[i] * inv_m
                return te.max(s2[i] * inv_m - d * d, zero)
        else:
            rn = te.reduce_axis((0, N), name="rn")
            x_sum = te.compute(s, lambda _, c, h, w: te.sum(_f32(X[rn, c, h, w]), axis=[rn]), name="x_sum")
            rn2 = te.reduce_axis((0, N), name="rn2")

            def sq(_, c, h, w):
                d = _f32(X[rn2, c, h, w]) - x_sum[0, c, h, w] * inv_m
                return te.sum(d * d, axis=[rn2])

            sq_sum = te.compute(s, sq, name="sq_sum")

            def mean_of(i):
                return x_sum[i] * inv_m

            def var_of(i):
                return sq_sum[i] * inv_m

        def inv_std(i):
            return c32(1.0) / te.sqrt(var_of(i) + eps)

        def y(n, c, h, w):
            i = sidx(c, h, w)
            return (scale[i] * inv_std(i) * (_f32(X[n, c, h, w]) - mean_of(i)) + bias[i]).astype(dt)

        Y = te.compute(p["shape"], y, name="Y")
        rm_out = te.compute(s, lambda *i: keep * rmean[i] + f * mean_of(i), name="running_mean_out")
        rv_out = te.compute(s, lambda *i: keep * rvar[i] + f * (var_of(i) * unbias), name="running_var_out")
        saved_mean = te.compute(s, lambda *i: mean_of(i), name="saved_mean")
        saved_inv = te.compute(s, lambda *i: inv_std(i), name="saved_inv_std")
        return [X, scale, bias, rmean, rvar, Y, rm_out, rv_out, saved_mean, saved_inv]

    # -- reference --------------------------------------------------------------------------------
    def reference(self, p, x):
        X = x["X"].astype(np.float64)
        g, b, rm, rv = (x[k].astype(np.float64) for k in ("scale", "bias", "running_mean", "running_var"))
        eps = p["epsilon"]
        if not p["training"]:
            return {"Y": g * (X - rm) / np.sqrt(rv + eps) + b}
        axes = (0, 2, 3) if p["mode"] == "spatial" else (0,)
        m = self.count(p)
        mean = X.mean(axis=axes, keepdims=True)
        var = ((X - mean) ** 2).mean(axis=axes, keepdims=True)
        inv = 1.0 / np.sqrt(var + eps)
        f = p["factor"]
        return {"Y": g * (X - mean) * inv + b,
                "running_mean_out": (1 - f) * rm + f * mean,
                "running_var_out": (1 - f) * rv + f * var * m / (m - 1),
                "saved_mean": mean, "saved_inv_std": inv}

    def sample(self, p, rng):
        """Every statistic well conditioned, so that a fixed tolerance holds (normalization magnifies rounding
        by 1/std): X = offset + 0.75 * s + 0.25 * u, with offset uniform in [-1, 1) per statistic, s = +-1
        split evenly (random order) over the statistic's m terms and u uniform in [-1, 1): |X| < 2 and each
        statistic's std >= ~0.45 for any m >= 2. bias and running_mean uniform in [-1, 1); scale: |gamma| in
        [0.5, 1.5) with a random sign; running_var in [0.5, 1.5) (positive). Nothing is exactly zero."""
        n, c, h, w = p["shape"]
        st = self.stat_shape(p)
        offset = rng.uniform(-1.0, 1.0, st)
        red = (n, 1, h, w) if p["mode"] == "spatial" else (n, 1, 1, 1)  # terms of one statistic
        m = math.prod(red)
        sign = np.where(rng.permutation(m) < (m + 1) // 2, 0.75, -0.75).reshape(red)
        X = (offset + sign + rng.uniform(-0.25, 0.25, p["shape"])).astype(p["dtype"])
        X[X == 0] = 0.125
        d = {"X": X}
        for nm in ("bias", "running_mean"):
            d[nm] = uniform(rng, st, "float32")
        d["scale"] = (rng.uniform(0.5, 1.5, st) * rng.choice([-1.0, 1.0], st)).astype("float32")
        d["running_var"] = rng.uniform(0.5, 1.5, st).astype("float32")
        return {t.name: d[t.name] for t in self.inputs(p)}

    # -- costs and tolerance ----------------------------------------------------------------------
    def flops(self, p):
        size = math.prod(p["shape"])
        if not p["training"]:
            return 2 * size  # one multiply-add per element once scale/sqrt are folded per statistic
        return 7 * size  # sum (1), centre + square + sum (3), centre + multiply-add (3)

    def tolerance(self, p, out):
        """Training: mean and variance are fp32 sums of m terms (default_tolerance's eps32 * m absolute bound).
        Both modes: Y and the statistics go through ~6 more fp32 operations whose rounding (relative to
        |x| + |mean| < 4) is magnified by |gamma| * inv_std <= 1.5 * 2.3 for the sampler's data (std >= ~0.45,
        running_var >= 0.5): 64 eps32 absolute covers it; then the output's rounding (2 ulp of its dtype)."""
        atol, rtol = default_tolerance(out.dtype, self.count(p) if p["training"] else 1)
        return atol + 64 * EPS["float32"], rtol


def _neg_pow(base, beta: float):
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
    beta=0.75, k=2. float16 stores X and Y in fp16 and computes in fp32.
    """

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
        )

    def check(self, p):
        nchw(p)

    def window(self, p) -> tuple[int, int]:
        """(channels before c, channels after c) in the window."""
        return (p["n"] - 1) // 2, p["n"] // 2

    def inputs(self, p):
        return [TensorSpec("X", p["shape"], p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("Y", p["shape"], p["dtype"])]

    def compute(self, p):
        import tvm
        from tvm import te

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
            v = _f32(X[b, tvm.tirx.max(tvm.tirx.min(ch, C - 1), 0), h, w])
            return tvm.tirx.if_then_else(tvm.tirx.all(ch >= 0, ch < C), v * v, zero)

        sq_pad = te.compute((N, C + p["n"] - 1, H, W), sq, name="sq_pad")

        def y(n, c, h, w):
            s = sq_pad[n, c, h, w]
            for j in range(1, p["n"]):
                s = s + sq_pad[n, c + j, h, w]
            return (_f32(X[n, c, h, w]) * _neg_pow(k + a * s, p["beta"])).astype(dt)

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
        return 2 * math.prod(p["shape"]) * np.dtype(p["dtype"]).itemsize

    def tolerance(self, p, out):
        """Relative: the base k + alpha/n * (sum of n positive squares) carries (n + 2) eps32 of relative error,
        which powf multiplies by beta; powf itself and the division add a few ulp (8 eps32 for both); then the
        output rounds (2 ulp of its dtype). atol: default_tolerance's for n terms, for outputs near zero."""
        atol, _ = default_tolerance(out.dtype, p["n"])
        eps = EPS["float32"]
        return atol, 2 * EPS[out.dtype] + (p["beta"] * (p["n"] + 2) + 8) * eps

    def sample(self, p, rng):
        return {"X": uniform(rng, p["shape"], p["dtype"])}


register(BatchNorm())
register(LRN())
