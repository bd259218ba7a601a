"""Batch normalization, cudnnBatchNormalizationForward{Inference,Training}: per-activation and spatial."""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, default_tolerance, uniform
from .reduce import reducer_f32
from .tensors import c32, f32, nchw, wide_te



BN_MIN_EPSILON = 1e-5  # CUDNN_BN_MIN_EPSILON (cudnn.h of cuDNN 7)


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

    float16 / bfloat16: X and Y are 16-bit; scale, bias and every statistic are float32 (cuDNN's rule for half
    and bfloat16 data); all arithmetic and reductions are fp32.
    """

    runtime = ("shape",)

    def needs_whole(self, p):
        return "training=true: the statistics are over the whole batch" if p["training"] else None

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
            cases=("shape=4x16x7x7", "shape=4x16x7x7 mode=per_activation dtype=float16",
                   "shape=8x64x14x14 training=true dtype=float16",
                   "shape=3x37x5x9 training=true epsilon=1e-3 factor=0.3",
                   "shape=2x7x3x5 training=true mode=per_activation dtype=float16", "shape=1x37x1x1 dtype=float16",
                   "shape=2x10x1x1 training=true factor=1", "shape=4x16x7x7 dtype=bfloat16",
                   "shape=8x64x14x14 training=true dtype=bfloat16",
                   "shape=2x7x3x5 training=true mode=per_activation dtype=bfloat16"),
            rejects=(("shape=32x256x56", "shape=32x256x56: must be 4-D"),
                     ("shape=2x3x4x4 epsilon=1e-6", "epsilon=1e-06: must be >= 1e-05"),
                     ("shape=2x3x4x4 mode=channel", "mode='channel': must be one of spatial, per_activation"),
                     ("shape=2x3x4x4 factor=1.5", "factor=1.5: must be <= 1"),
                     ("shape=1x4x1x1 training=true", "needs at least 2 values per statistic (got 1)"),
                     ("shape=1x4x5x5 training=true mode=per_activation", "needs at least 2 values"),
                     ("shape=2x3x4x4 training=maybe", "training='maybe': must be true or false")),
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
        te = wide_te(self.wide(p))

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
                return (inv * (f32(X[n, c, h, w]) - rmean[i]) + bias[i]).astype(dt)

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
            shift = te.compute(s, lambda _, c, h, w: f32(X[0, c, 0, 0]), name="shift")
            zero = c32(0.0)
            sum2 = te.comm_reducer(lambda u, v: (u[0] + v[0], u[1] + v[1]), lambda t0, t1: (zero, zero),
                                   name="sum_and_squares")
            rn, rh, rw = (te.reduce_axis((0, N), name="rn"), te.reduce_axis((0, H), name="rh"),
                          te.reduce_axis((0, W), name="rw"))

            # The pass runs over the channel backwards (n, h, w reversed; a sum's order is free): Y, written
            # afterwards in forward order, then starts on the data read last, the most likely still in L2.
            def st(_, c, h, w):
                d = reducer_f32(X[N - 1 - rn, c, H - 1 - rh, W - 1 - rw]) - shift[0, c, 0, 0]
                return sum2((d, d * d), axis=[rn, rh, rw])

            s1, s2 = te.compute(s, st, name="stats")

            def mean_of(i):
                return shift[i] + s1[i] * inv_m

            def var_of(i):
                d = s1[i] * inv_m
                return te.max(s2[i] * inv_m - d * d, zero)
        else:
            rn = te.reduce_axis((0, N), name="rn")
            x_sum = te.compute(s, lambda _, c, h, w: te.sum(f32(X[rn, c, h, w]), axis=[rn]), name="x_sum")
            rn2 = te.reduce_axis((0, N), name="rn2")

            def sq(_, c, h, w):
                d = f32(X[rn2, c, h, w]) - x_sum[0, c, h, w] * inv_m
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
            return (scale[i] * inv_std(i) * (f32(X[n, c, h, w]) - mean_of(i)) + bias[i]).astype(dt)

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

    def reference_at(self, p, x, picks):
        """The outputs at the picked elements. Training statistics come from one pass per channel over its own
        slice of X, so that no float64 copy of the whole tensor is made (per-activation mode: None, its
        statistics need every element of every position)."""
        X = x["X"]
        if p["training"] and p["mode"] != "spatial":
            return None
        n, c, h, w = np.unravel_index(picks["Y"], X.shape)
        st = (0, c, 0, 0) if p["mode"] == "spatial" else (0, c, h, w)
        g, b, rm, rv = (x[k].astype(np.float64)[st] for k in ("scale", "bias", "running_mean", "running_var"))
        v = X[n, c, h, w].astype(np.float64)
        if not p["training"]:
            return {"Y": g * (v - rm) / np.sqrt(rv + p["epsilon"]) + b}
        channels = X.shape[1]
        mean, var = np.empty(channels), np.empty(channels)
        for ch in range(channels):
            xs = X[:, ch].astype(np.float64)
            mean[ch] = xs.mean()
            var[ch] = ((xs - mean[ch]) ** 2).mean()
        inv = 1.0 / np.sqrt(var + p["epsilon"])
        f, m = p["factor"], self.count(p)
        whole = {"running_mean_out": (1 - f) * x["running_mean"].reshape(-1).astype(np.float64) + f * mean,
                 "running_var_out": (1 - f) * x["running_var"].reshape(-1).astype(np.float64) + f * var * m / (m - 1),
                 "saved_mean": mean, "saved_inv_std": inv}
        out = {"Y": g * (v - mean[c]) * inv[c] + b}
        out.update({k: whole[k][picks[k]] for k in picks if k in whole})
        return out


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
        X = np.empty(p["shape"], p["dtype"])
        for i in range(n):  # an image at a time (the same draws as one call): no float64 copy of the whole tensor
            X[i] = offset[0] + sign[i] + rng.uniform(-0.25, 0.25, p["shape"][1:])
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
        """Training: mean and variance are fp32 sums of m terms of |x| + |mean| < 4 (the sampler's data). Their
        rounding errors have random signs, so they grow as eps32 * sqrt(m); 16 eps32 * sqrt(m) is four standard
        deviations of it at that magnitude (default_tolerance's eps32 * m worst case would be 2.0 at m = 2^24, loose
        enough to pass a wrong result). Both modes: Y and the statistics go through ~6 more fp32 operations whose
        rounding is magnified by |gamma| * inv_std <= 1.5 * 2.3 (std >= ~0.45, running_var >= 0.5): 64 eps32
        absolute covers it; then the output's rounding (base.rounding: 2 ulp, 1 for bfloat16)."""
        atol, rtol = default_tolerance(out.dtype, 1)
        sums = 16 * math.sqrt(self.count(p)) if p["training"] else 0
        return atol + (64 + sums) * EPS["float32"], rtol


OPERATORS = (BatchNorm(),)
