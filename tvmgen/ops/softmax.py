"""Softmax and log-softmax (cuDNN's cudnnSoftmaxForward) and the cross-entropy loss."""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, default_tolerance, itemsize, uniform
from .tensors import c32, f32, wide_te

# __expf / __logf-class functions are within a few ulp of the exact result (CUDA Programming Guide, Appendix
# "Mathematical Functions": expf 2 ulp, logf 1 ulp); an argument error of d becomes a relative error of d in exp.
MATH_ULP = 4


def _dims(shape: tuple[int, ...]) -> tuple[int, int, int, int]:
    return (shape[0], shape[1], 1, 1) if len(shape) == 2 else shape  # type: ignore[return-value]


# Half the absolute error an output near zero may have: the smallest subnormal of float32 and float16. bfloat16 has
# float32's exponent range, but its schedules take exp as ex2.approx.ftz (__expf), which flushes results below 2^-126
# (x - max < -87) to zero: those outputs, bfloat16 subnormals, may read 0.
SMALLEST_SUBNORMAL = {"float32": 2.0**-149, "float16": 2.0**-24, "bfloat16": 2.0**-127}


class Softmax(Operator):
    """Softmax over the channels of X (cuDNN's cudnnSoftmaxForward), X and Y of shape N x C x H x W, or
    N x C for plain logits (read as N x C x 1 x 1).

    mode=channel (CUDNN_SOFTMAX_MODE_CHANNEL): over C, separately for every (n, h, w).
    mode=instance (CUDNN_SOFTMAX_MODE_INSTANCE): over C*H*W, separately for every n.
    algo=accurate (CUDNN_SOFTMAX_ACCURATE): Y = exp(X - max) / sum(exp(X - max)).
    algo=log (CUDNN_SOFTMAX_LOG): Y = X - max - log(sum(exp(X - max))), the log-softmax.
    The max and the sum are over the mode's set. float16 / bfloat16 store X and Y in 16 bits; max, exp, sum and
    log are fp32.
    cuDNN's alpha/beta blending is not modelled (alpha = 1, beta = 0).
    """

    runtime = ("shape",)

    def runtime_error(self, p):
        if len(p["shape"]) == 1:
            return "shape: a 1-D softmax normalizes over its only axis, which cannot be a run-time size"
        return None

    def __init__(self):
        super().__init__(
            name="softmax",
            summary="softmax / log-softmax over channels (cuDNN modes channel and instance)",
            params=(
                Param("shape", "shape", "X and Y: N x C x H x W, or N x C"),
                Param("algo", str, "accurate: max-subtracted softmax; log: log-softmax", "accurate",
                      choices=("accurate", "log")),
                Param("mode", str, "channel: over C per (n, h, w); instance: over C*H*W per n", "channel",
                      choices=("channel", "instance")),
                DTYPE_PARAM,
            ),
            examples=("softmax shape=32x1000", "softmax shape=32x256x56x56 algo=log dtype=float16",
                      "softmax shape=32x256x56x56 mode=instance"),
            cases=("shape=32x1000 dtype=float16", "shape=2x16x28x28",
                   "shape=2x16x28x28 mode=instance algo=log dtype=float16", "shape=3x7x5x9 algo=log dtype=float16",
                   "shape=5x37x1x1 mode=instance algo=log", "shape=1x1", "shape=4x5000 algo=log",
                   "shape=32x1000 dtype=bfloat16", "shape=2x16x28x28 mode=instance algo=log dtype=bfloat16",
                   "shape=3x7x5x9 dtype=bfloat16"),
            rejects=(("shape=2x3x4", "shape=2x3x4: must be N x C x H x W or N x C"),
                     ("shape=2x3 algo=fast", "algo='fast': must be one of accurate, log"),
                     ("shape=2x3 mode=spatial", "mode='spatial': must be one of channel, instance"),
                     ("shape=0x3", "every dimension must be positive")),
        )

    def check(self, p):
        s = p["shape"]
        if len(s) not in (2, 4):
            raise ParamError(f"shape={'x'.join(map(str, s))}: must be N x C x H x W or N x C")

    def row_length(self, p) -> int:
        _, c, h, w = _dims(p["shape"])
        return c if p["mode"] == "channel" else c * h * w

    def compute(self, p):
        te = wide_te(self.wide(p))

        shape, dt = p["shape"], p["dtype"]
        N, C, H, W = _dims(shape)
        X = te.placeholder(shape, dt, name="X")
        four = len(shape) == 4

        def x(n, c, h, w):
            return f32(X[n, c, h, w] if four else X[n, c])

        if p["mode"] == "channel":
            stat = (N, H, W) if four else (N,)

            def at(n, c, h, w):  # statistic of element (n, c, h, w)
                return (n, h, w) if four else (n,)

            def reduce_max(*s):
                rc = te.reduce_axis((0, C), name="rc")
                return te.max(x(s[0], rc, *(s[1:] if four else (0, 0))), axis=rc)

            def reduce_sum(*s):
                rc = te.reduce_axis((0, C), name="rc2")
                el = x(s[0], rc, *(s[1:] if four else (0, 0)))
                return te.sum(te.exp(el - x_max[s]), axis=rc)
        else:
            stat = (N,)

            def at(n, c, h, w):
                return (n,)

            def _axes(tag):
                return [te.reduce_axis((0, C), name="rc" + tag)] + (
                    [te.reduce_axis((0, H), name="rh" + tag), te.reduce_axis((0, W), name="rw" + tag)]
                    if four else [])

            def reduce_max(n):
                ax = _axes("")
                return te.max(x(n, *ax) if four else x(n, ax[0], 0, 0), axis=ax)

            def reduce_sum(n):
                ax = _axes("2")
                el = x(n, *ax) if four else x(n, ax[0], 0, 0)
                return te.sum(te.exp(el - x_max[n]), axis=ax)

        x_max = te.compute(stat, reduce_max, name="x_max")
        if p["mode"] == "channel" and four:
            # Channel softmax of an activation: the exponentials are a stage of their own, so that a schedule
            # can keep a tile of them (fp32, shared memory) between the sum and Y and evaluate each exp once;
            # inlined, this is exp(x - max) / sum as below. Y multiplies by 1 / sum (one rounding more than a
            # division, inside the tolerance's MATH_ULP).
            ex = te.compute(shape, lambda n, c, h, w: te.exp(x(n, c, h, w) - x_max[n, h, w]), name="x_exp")
            rc = te.reduce_axis((0, C), name="rc2")
            x_sum = te.compute(stat, lambda n, h, w: te.sum(ex[n, rc, h, w], axis=rc), name="x_sum")

            def y4(n, c, h, w):
                if p["algo"] == "log":
                    return (x(n, c, h, w) - x_max[n, h, w] - te.log(x_sum[n, h, w])).astype(dt)
                return (ex[n, c, h, w] * (c32(1.0) / x_sum[n, h, w])).astype(dt)

            return [X, te.compute(shape, y4, name="Y")]
        x_sum = te.compute(stat, reduce_sum, name="x_sum")

        def y(*i):
            n, c, h, w = i if four else (i[0], i[1], 0, 0)
            s = at(n, c, h, w)
            d = x(n, c, h, w) - x_max[s]
            if p["algo"] == "log":
                return (d - te.log(x_sum[s])).astype(dt)
            return (te.exp(d) / x_sum[s]).astype(dt)

        return [X, te.compute(shape, y, name="Y")]

    def reference(self, p, x):
        X = x["X"].astype(np.float64)
        X4 = X.reshape(_dims(X.shape))
        axes = (1,) if p["mode"] == "channel" else (1, 2, 3)
        d = X4 - X4.max(axis=axes, keepdims=True)
        lse = np.log(np.exp(d).sum(axis=axes, keepdims=True))
        Y = d - lse if p["algo"] == "log" else np.exp(d - lse)
        return {"Y": Y.reshape(X.shape)}

    def reference_at(self, p, x, picks):
        """Only the rows (channel columns, or instances) that hold a picked element, a block of them at a time so
        that the float64 temporaries stay near 2^24 elements (65536 picks of 65536 x 40000 touch 41000 rows)."""
        X4 = x["X"].reshape(_dims(x["X"].shape))
        n, c, h, w = np.unravel_index(picks["Y"], X4.shape)
        out = np.empty(picks["Y"].size)
        if p["mode"] == "channel":
            groups, members = np.unique(np.stack([n, h, w]), axis=1, return_inverse=True)
            sel, count, length = c, groups.shape[1], X4.shape[1]
        else:
            groups, members = np.unique(n, return_inverse=True)
            sel, count, length = np.ravel_multi_index((c, h, w), X4.shape[1:]), groups.size, math.prod(X4.shape[1:])
        members = members.reshape(-1)
        step = max(1, (1 << 24) // length)
        for lo in range(0, count, step):
            if p["mode"] == "channel":
                g = groups[:, lo:lo + step]
                rows = X4[g[0], :, g[1], g[2]].astype(np.float64)  # [groups, C]
            else:
                rows = X4[groups[lo:lo + step]].reshape(-1, length).astype(np.float64)  # [instances, C*H*W]
            d = rows - rows.max(axis=1, keepdims=True)
            lse = np.log(np.exp(d).sum(axis=1, keepdims=True))
            y = d - lse if p["algo"] == "log" else np.exp(d - lse)
            at = (members >= lo) & (members < lo + step)
            out[at] = y[members[at] - lo, sel[at]]
        return {"Y": out}

    def flops(self, p):
        return 5 * math.prod(p["shape"])  # max, subtract, exp, sum, divide (or subtract)

    def min_bytes(self, p):
        return 2 * math.prod(p["shape"]) * itemsize(p["dtype"])

    def tolerance(self, p, out):
        """accurate: the error is relative (outputs are as small as exp(-range) / len, so an absolute bound
        would hide everything): exp and the division are a few ulp (MATH_ULP eps32), the fp32 sum of len
        terms in (0, 1] is eps32 * sqrt(len) relative (default_tolerance's rtol) and scales a whole row alike,
        then the output rounds (base.rounding: 2 ulp, 1 for bfloat16); atol is two of the dtype's smallest
        subnormals, for fp16 outputs that underflow (bfloat16: SMALLEST_SUBNORMAL). log: Y = d - log(sum) is
        absolute-error bound: eps32 * (|d| + log(sum)) for the subtraction and log's ulp, |Y| <= input range (2 for
        the sampler) + log(len); bfloat16's rounding (2^-7) dominates its rtol."""
        _, rtol = default_tolerance(out.dtype, self.row_length(p))
        rtol += MATH_ULP * EPS["float32"]
        if p["algo"] == "log":
            return (MATH_ULP + 2) * EPS["float32"] * (4 + math.log(self.row_length(p))), rtol
        return 2 * SMALLEST_SUBNORMAL[out.dtype], rtol


class CrossEntropy(Operator):
    """Mean softmax cross-entropy of logits against integer class labels:

        loss[0] = 1/N * sum_n ( log(sum_c exp(logits[n, c] - max_n)) + max_n - logits[n, labels[n]] )

    i.e. the mean over n of -log_softmax(logits)[n, labels[n]] (PyTorch's cross_entropy with
    reduction='mean', no weights, no ignore index). logits: N x C in dtype; labels: N int32, each in
    0 .. C - 1; loss: a 1-element tensor in dtype. float16 and bfloat16 compute every step in fp32.
    Labels outside 0 .. C - 1 are not checked at run time and give an undefined loss (this kernel clamps
    the index into the row so it never reads outside logits, but the value means nothing).
    """

    runtime = ("n",)

    def needs_whole(self, p):
        return "the loss is a mean over every row"

    def __init__(self):
        super().__init__(
            name="cross_entropy",
            summary="mean softmax cross-entropy of logits [N, C] with int32 labels [N]",
            params=(
                Param("n", int, "rows (batch): logits are n x c, labels n", minimum=1),
                Param("c", int, "classes", minimum=1),
                DTYPE_PARAM,
            ),
            examples=("cross_entropy n=32 c=1000", "cross_entropy n=100352 c=256 dtype=float16"),
            cases=("n=32 c=1000 dtype=float16", "n=1823 c=781", "n=1 c=1", "n=7 c=5000 dtype=float16",
                   "n=32 c=1000 dtype=bfloat16"),
            rejects=(("n=0 c=10", "n=0: must be >= 1"),
                     ("n=4", "c: required by cross_entropy")),
        )

    def inputs(self, p):
        return [TensorSpec("logits", (p["n"], p["c"]), p["dtype"]), TensorSpec("labels", (p["n"],), "int32")]

    def outputs(self, p):
        return [TensorSpec("loss", (1,), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))

        N, C, dt = p["n"], p["c"], p["dtype"]
        L = te.placeholder((N, C), dt, name="logits")
        lab = te.placeholder((N,), "int32", name="labels")
        rc = te.reduce_axis((0, C), name="rc")
        row_max = te.compute((N,), lambda n: te.max(f32(L[n, rc]), axis=rc), name="row_max")
        rc2 = te.reduce_axis((0, C), name="rc2")
        row_sum = te.compute((N,), lambda n: te.sum(te.exp(f32(L[n, rc2]) - row_max[n]), axis=rc2), name="row_sum")

        def row_loss(n):
            j = te.max(te.min(lab[n], C - 1), 0)
            return te.log(row_sum[n]) + row_max[n] - f32(L[n, j])

        rl = te.compute((N,), row_loss, name="row_loss")
        rn = te.reduce_axis((0, N), name="rn")
        total = te.compute((1,), lambda _: te.sum(rl[rn], axis=rn), name="loss_sum")
        loss = te.compute((1,), lambda i: (total[i] * c32(1.0 / N)).astype(dt), name="loss")
        return [L, lab, loss]

    def reference(self, p, x):
        L = x["logits"].astype(np.float64)
        m = L.max(axis=1)
        lse = np.log(np.exp(L - m[:, None]).sum(axis=1)) + m
        picked = L[np.arange(p["n"]), x["labels"].astype(np.int64)]
        return {"loss": np.array([np.mean(lse - picked)])}

    def sample(self, p, rng):
        """logits uniform in [-1, 1) (never 0); labels uniform over 0 .. c - 1 (0 is a valid label)."""
        return {"logits": uniform(rng, (p["n"], p["c"]), p["dtype"]),
                "labels": rng.integers(0, p["c"], size=p["n"], dtype=np.int32)}

    def flops(self, p):
        return 4 * p["n"] * p["c"] + 3 * p["n"]

    def tolerance(self, p, out):
        """Each row: fp32 sum of c exps (eps32 * c, exp a few ulp) then a log, giving an absolute error of
        eps32 * (c + MATH_ULP) in the row loss (~log(c) + 2 in size); the mean over n averages these
        errors, the sum over n adds eps32 * n relative."""
        atol, rtol = default_tolerance(out.dtype, p["c"] + MATH_ULP)
        return atol, rtol + 4 * EPS["float32"] * math.sqrt(p["n"])


OPERATORS = (Softmax(), CrossEntropy())
