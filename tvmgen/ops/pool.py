"""2-D pooling (cuDNN's cudnnPoolingForward), NCHW or NHWC."""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, Operator, Param, ParamError, TensorSpec, default_tolerance
from .tensors import c32, wide_te

LAYOUTS = ("NCHW", "NHWC")


def _pair(p: dict, name: str, minimum: int) -> tuple[int, int]:
    v = p[name]
    if len(v) == 1:
        v = (v[0], v[0])
    if len(v) != 2:
        raise ParamError(f"{name}={','.join(map(str, v))}: give one value (both dims) or two (height,width)")
    for x in v:
        if x < minimum:
            raise ParamError(f"{name}={'x'.join(map(str, v))}: every entry must be >= {minimum}")
    return v  # type: ignore[return-value]


class Pool2d(Operator):
    """2-D pooling of X[N, C, H, W] into Y[N, C, OH, OW] (cuDNN's cudnnPoolingForward, NCHW), or with layout=NHWC
    of X[N, H, W, C] into Y[N, OH, OW, C] (channels last, as tensor-core networks lay activations out): the same
    windows over H and W, each channel on its own; only where an element lives changes.

    Window kh x kw, stride sh x sw, zero padding ph x pw on both sides, dilation dh x dw (cuDNN has no
    pooling dilation; it is the usual generalisation, dilation 1 is cuDNN). Output size, as cuDNN:
        OH = (H + 2 ph - dh (kh - 1) - 1) // sh + 1   (likewise OW), which must be >= 1.
    The window of Y[n, c, i, j] holds X[n, c, i sh - ph + a dh, j sw - pw + b dw] for a < kh, b < kw.

    kind=max (CUDNN_POOLING_MAX): the largest element of the window; padding is never a candidate. A
      window lying entirely in the padding has no element: Y = -inf there (the identity of max; PyTorch
      rejects such padding, cuDNN leaves it undefined). NaN inputs are not propagated specially.
    kind=avg_include_pad (CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING): sum of the window's elements / (kh kw).
    kind=avg_exclude_pad (CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING): sum / the number of window
      positions inside X; 0 for a window entirely in the padding.
    float16 / bfloat16 store X and Y in 16 bits; sums are fp32.
    """

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="pool2d",
            summary="2-D max / average pooling (cuDNN's three modes), NCHW or NHWC",
            params=(
                Param("shape", "shape", "X: N x C x H x W (layout NCHW) or N x H x W x C (layout NHWC)"),
                Param("layout", str, "where the channels are: NCHW (planes) or NHWC (channels last)", "NCHW",
                      choices=LAYOUTS),
                Param("kind", str, "max | avg_include_pad | avg_exclude_pad (cuDNN's pooling modes)",
                      choices=("max", "avg_include_pad", "avg_exclude_pad")),
                Param("window", "ints", "window kh,kw (one value: square)"),
                Param("stride", "ints", "stride sh,sw (one value: both)", (1, 1)),
                Param("padding", "ints", "zero padding ph,pw on each side (one value: both)", (0, 0)),
                Param("dilation", "ints", "dilation dh,dw of the window (one value: both)", (1, 1)),
                DTYPE_PARAM,
            ),
            examples=("pool2d shape=32x64x112x112 kind=max window=3 stride=2 padding=1",
                      "pool2d shape=32x2048x7x7 kind=avg_include_pad window=7 dtype=float16"),
            cases=("shape=2x16x28x28 kind=max window=3 stride=2 padding=1 dtype=float16",
                   "shape=2x16x28x28 kind=avg_include_pad window=3 padding=1",
                   "shape=2x16x28x28 kind=avg_exclude_pad window=2 stride=2 dtype=float16",
                   "shape=2x3x11x13 kind=max window=2,3 stride=3,1 padding=1,2 dilation=2,1",
                   "shape=2x3x11x13 kind=avg_exclude_pad window=3 stride=2 padding=2 dilation=2",
                   "shape=2x5x1x1 kind=max window=2 padding=2 dilation=3 dtype=float16",
                   "shape=2x5x1x3 kind=avg_exclude_pad window=2 padding=2 dilation=3",
                   "shape=3x1x9x1 kind=avg_exclude_pad window=3,1 stride=2,1 padding=1,0",
                   "shape=2x28x28x16 layout=NHWC kind=max window=3 stride=2 padding=1 dtype=float16",
                   "shape=2x11x13x3 layout=NHWC kind=avg_exclude_pad window=3 stride=2 padding=2 dilation=2",
                   "shape=2x7x7x24 layout=NHWC kind=avg_include_pad window=7 dtype=float16",
                   "shape=2x1x3x5 layout=NHWC kind=max window=2 padding=2 dilation=3",
                   "shape=2x16x28x28 kind=max window=3 stride=2 padding=1 dtype=bfloat16",
                   "shape=2x16x28x28 kind=avg_exclude_pad window=2 stride=2 dtype=bfloat16",
                   "shape=2x28x28x16 layout=NHWC kind=max window=3 stride=2 padding=1 dtype=bfloat16",
                   "shape=2x7x7x24 layout=NHWC kind=avg_include_pad window=7 dtype=bfloat16"),
            rejects=(("shape=1x1x5x5 kind=max", "window: required by pool2d"),
                     ("shape=1x1x5x5 kind=min window=2", "kind='min': must be one of max, avg_include_pad"),
                     ("shape=1x1x5x5 kind=max window=0", "window=0x0: every entry must be >= 1"),
                     ("shape=1x1x5x5 kind=max window=2 stride=1,0", "stride=1x0: every entry must be >= 1"),
                     ("shape=1x1x5x5 kind=max window=2 padding=-1", "padding=-1x-1: every entry must be >= 0"),
                     ("shape=1x1x5x5 kind=max window=2 dilation=0,1", "dilation=0x1: every entry"),
                     ("shape=1x1x5x5 kind=max window=1,2,3", "window=1,2,3: give one value"),
                     ("shape=1x1x3x3 kind=max window=5",
                      "window=5x5: spans 5 in height (dilation 1) but the padded input has only 3"),
                     ("shape=1x1x3x3 kind=max window=2 dilation=3 padding=0,2",
                      "spans 4 in height (dilation 3) but the padded input has only 3"),
                     ("shape=3x3 kind=max window=2", "shape=3x3: must be 4-D"),
                     ("shape=1x5x5x1 layout=NWHC kind=max window=2", "layout='NWHC': must be one of NCHW, NHWC"),
                     ("shape=1x3x3x8 layout=NHWC kind=max window=5",
                      "window=5x5: spans 5 in height (dilation 1) but the padded input has only 3"),
                     ("shape=3x3x3 layout=NHWC kind=max window=2", "shape=3x3x3: must be 4-D, N x H x W x C")),
        )

    def parse(self, raw):
        p = super().parse(raw)
        for k in ("window", "stride", "padding", "dilation"):  # canonical: always two entries
            p[k] = _pair(p, k, 0)
        return p

    def check(self, p):
        s = p["shape"]
        if len(s) != 4:
            axes = "N x H x W x C" if p["layout"] == "NHWC" else "N x C x H x W"
            raise ParamError(f"shape={'x'.join(map(str, s))}: must be 4-D, {axes} (layout {p['layout']})")
        _pair(p, "window", 1)
        _pair(p, "stride", 1)
        _pair(p, "padding", 0)
        _pair(p, "dilation", 1)
        self.out_hw(p)

    def nchw(self, p) -> tuple[int, int, int, int]:
        """(N, C, H, W) of X, whatever its layout."""
        s = p["shape"]
        return (s[0], s[3], s[1], s[2]) if p.get("layout", "NCHW") == "NHWC" else tuple(s)

    def out_hw(self, p) -> tuple[int, int]:
        _, _, H, W = self.nchw(p)
        (kh, kw), (sh, sw) = _pair(p, "window", 1), _pair(p, "stride", 1)
        (ph, pw), (dh, dw) = _pair(p, "padding", 0), _pair(p, "dilation", 1)
        out = []
        for what, size, k, s, pad, d in (("height", H, kh, sh, ph, dh), ("width", W, kw, sw, pw, dw)):
            span = d * (k - 1) + 1
            if size + 2 * pad < span:
                raise ParamError(f"window={kh}x{kw}: spans {span} in {what} (dilation {d}) but the padded input "
                                 f"has only {size + 2 * pad} ({size} + 2 x padding {pad}): no output")
            out.append((size + 2 * pad - span) // s + 1)
        return out[0], out[1]

    def outputs(self, p):
        n, c, _, _ = self.nchw(p)
        oh, ow = self.out_hw(p)
        shape = (n, oh, ow, c) if p["layout"] == "NHWC" else (n, c, oh, ow)
        return [TensorSpec("Y", shape, p["dtype"])]

    def compute(self, p):
        import tvm
        te = wide_te(self.wide(p))

        _, _, H, W = self.nchw(p)
        dt, kind = p["dtype"], p["kind"]
        (kh, kw), (sh, sw), (ph, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
        nhwc = p["layout"] == "NHWC"
        out_shape = self.outputs(p)[0].shape
        X = te.placeholder(p["shape"], dt, name="X")
        a, b = te.reduce_axis((0, kh), name="ra"), te.reduce_axis((0, kw), name="rb")
        f32 = "float32"
        # Padding enters as the reduction's identity through if_then_else: TVM 0.27's create_prim_func
        # drops the `where` predicate of a TE reduction, so `where=inside` would silently sum the clamped reads.

        def src(n, c, i, j):
            ih, iw = i * sh - ph + a * dh, j * sw - pw + b * dw
            inside = tvm.tirx.all(ih >= 0, ih < H, iw >= 0, iw < W)
            hc, wc = tvm.tirx.max(tvm.tirx.min(ih, H - 1), 0), tvm.tirx.max(tvm.tirx.min(iw, W - 1), 0)
            v = X[n, hc, wc, c] if nhwc else X[n, c, hc, wc]
            return (v.astype(f32) if dt != f32 else v), inside

        def at(f):  # f(n, c, i, j) as a compute body over the output's own index order
            return (lambda n, i, j, c: f(n, c, i, j)) if nhwc else f

        if kind == "max":
            neg_inf = c32(-math.inf)
            vmax = te.comm_reducer(lambda u, v: tvm.tirx.max(u, v), lambda t: neg_inf, name="max_or_ninf")

            def acc(n, c, i, j):
                v, inside = src(n, c, i, j)
                return vmax(tvm.tirx.if_then_else(inside, v, neg_inf), axis=[a, b])

            R = te.compute(out_shape, at(acc), name="pool_max")
            return [X, te.compute(R.shape, lambda *i: R[i].astype(dt), name="Y")]

        def acc(n, c, i, j):
            v, inside = src(n, c, i, j)
            return te.sum(tvm.tirx.if_then_else(inside, v, c32(0.0)), axis=[a, b])

        R = te.compute(out_shape, at(acc), name="pool_sum")
        if kind == "avg_include_pad":
            inv = c32(1.0 / (kh * kw))
            return [X, te.compute(R.shape, lambda *i: (R[i] * inv).astype(dt), name="Y")]

        def count(o, s, pad, d, k, size):  # window positions t < k with 0 <= o*s - pad + t*d < size
            start = o * s - pad
            lo = tvm.tirx.max(tvm.tirx.floordiv(-start + (d - 1), d), 0)
            hi = tvm.tirx.min(tvm.tirx.floordiv(size - 1 - start, d), k - 1)
            return tvm.tirx.max(hi - lo + 1, 0)

        def avg(n, c, i, j):
            cnt = count(i, sh, ph, dh, kh, H) * count(j, sw, pw, dw, kw, W)
            r = R[n, i, j, c] if nhwc else R[n, c, i, j]
            return tvm.tirx.if_then_else(cnt > 0, r / cnt.astype(f32),
                                         c32(0.0)).astype(dt)

        return [X, te.compute(R.shape, at(avg), name="Y")]

    def reference(self, p, x):
        X = x["X"].astype(np.float64)
        if p["layout"] == "NHWC":  # the same windows over a planar view; the result laid back channels last
            X = X.transpose(0, 3, 1, 2)
        N, C, H, W = X.shape
        (kh, kw), (sh, sw), (ph, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
        OH, OW = self.out_hw(p)
        kind = p["kind"]
        Y = np.empty((N, C, OH, OW))
        for i in range(OH):
            rows = [i * sh - ph + t * dh for t in range(kh)]
            rows = [r for r in rows if 0 <= r < H]
            for j in range(OW):
                cols = [j * sw - pw + t * dw for t in range(kw)]
                cols = [c for c in cols if 0 <= c < W]
                win = X[:, :, rows][:, :, :, cols].reshape(N, C, -1)
                if kind == "max":
                    Y[:, :, i, j] = win.max(axis=2) if win.shape[2] else -np.inf
                elif kind == "avg_include_pad":
                    Y[:, :, i, j] = win.sum(axis=2) / (kh * kw)
                else:
                    Y[:, :, i, j] = win.sum(axis=2) / win.shape[2] if win.shape[2] else 0.0
        return {"Y": np.ascontiguousarray(Y.transpose(0, 2, 3, 1)) if p["layout"] == "NHWC" else Y}

    def reference_at(self, p, x, picks):
        X = x["X"]
        N, C, H, W = self.nchw(p)
        nhwc = p["layout"] == "NHWC"
        (kh, kw), (sh, sw), (ph, pw), (dh, dw) = p["window"], p["stride"], p["padding"], p["dilation"]
        if nhwc:
            n, i, j, c = np.unravel_index(picks["Y"], self.outputs(p)[0].shape)
        else:
            n, c, i, j = np.unravel_index(picks["Y"], (N, C) + self.out_hw(p))
        taps = [(a, b) for a in range(kh) for b in range(kw)]
        rows = np.stack([i * sh - ph + a * dh for a, _ in taps], axis=1)  # [picks, taps]
        cols = np.stack([j * sw - pw + b * dw for _, b in taps], axis=1)
        inside = (rows >= 0) & (rows < H) & (cols >= 0) & (cols < W)
        hc, wc = np.clip(rows, 0, H - 1), np.clip(cols, 0, W - 1)
        v = (X[n[:, None], hc, wc, c[:, None]] if nhwc else X[n[:, None], c[:, None], hc, wc]).astype(np.float64)
        if p["kind"] == "max":
            return {"Y": np.where(inside, v, -np.inf).max(axis=1)}
        total = np.where(inside, v, 0.0).sum(axis=1)
        if p["kind"] == "avg_include_pad":
            return {"Y": total / (kh * kw)}
        cnt = inside.sum(axis=1)
        return {"Y": np.where(cnt > 0, total / np.maximum(cnt, 1), 0.0)}

    def flops(self, p):
        kh, kw = p["window"]
        return math.prod(self.outputs(p)[0].shape) * kh * kw

    def tolerance(self, p, out):
        """max: exact (a comparison selects one input element; fp16 -> fp32 -> fp16 is lossless).
        avg: an fp32 sum of kh*kw terms and one division (default_tolerance of kh*kw + 1 terms)."""
        if p["kind"] == "max":
            return 0.0, 0.0
        kh, kw = p["window"]
        return default_tolerance(out.dtype, kh * kw + 1)


OPERATORS = (Pool2d(),)
