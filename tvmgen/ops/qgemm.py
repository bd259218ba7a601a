"""Quantized GEMM: int_mm, int8 x int8 with an int32 accumulator (torch._int_mm, cuBLASLt's s8 GEMM), its result
kept as int32 or requantized through scales to int8 or float16; scaled_mm, fp8 x fp8 with a float32 accumulator,
scaled per tensor, row or column, with a bias and an activation (torch._scaled_mm, cuBLASLt's fp8 GEMM); int_conv2d,
int_mm's sums and epilogue over a convolution's input windows (TensorRT's int8 convolution, the implicit GEMM)."""
from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from .base import EPS, Operator, Param, ParamError, TensorSpec, default_tolerance
from .gemm import ACTIVATIONS, epilogue_np, epilogue_te

INT_MM_OUT = ("int32", "int8", "float16")
# |A B| <= K * 128 * 128 = K 2^14 must fit int32: K <= (2^31 - 1) / 2^14
INT_MM_MAX_K = (2**31 - 1) // 2**14


class IntMatmul(Operator):
    """C[M, N] = A[M, K] @ B[K, N] over int8, summed exactly in int32; B stored [N, K] with trans_b.

    out=int32 returns the sums, as torch._int_mm does. out=int8 or float16 requantizes them in the same kernel:
        y = float32(acc) * scale_a[i] * scale_b[j]      (float32, rounded after each product, left to right)
        int8:    C = saturate(round_half_even(y))  to [-128, 127]
        float16: C = float16(y), rounded to nearest even (overflow to inf, as a cuBLASLt fp16 output)
    scale_a is per row of A (`scale_a=row`, M values) or one value (`tensor`); scale_b per column of C (`column`,
    N values) or one value. A quantized model folds its output scale into them: scale_a * scale_b / scale_out.
    Every step is exact or one IEEE rounding, so the result is compared for equality with NumPy's float32 (a
    product of two int8 is exact in int32, and K <= 131071 keeps every sum in range; float32(acc) is exact up to 2^24
    and rounds the same way on both sides past it). FLOPs (integer ops) = 2 M N K.
    """

    runtime = ("m",)

    def __init__(self):
        super().__init__(
            name="int_mm",
            summary="C[M,N] = A @ B over int8 with an int32 accumulator (torch._int_mm), optionally requantized to "
                    "int8 or float16 through per-row / per-column scales",
            params=(
                Param("m", int, "rows of A and C", minimum=1),
                Param("n", int, "columns of C", minimum=1),
                Param("k", int, f"reduction length (at most {INT_MM_MAX_K}: the int32 sum of int8 products)",
                      minimum=1, maximum=INT_MM_MAX_K),
                Param("trans_b", bool, "B is stored [N, K] (cuBLASLt's fast int8 layout) instead of [K, N]", False),
                Param("out", str, "C's type: int32 (the sums), or requantized through scales to int8 or float16",
                      "int32", choices=INT_MM_OUT),
                Param("scale_a", str, "with out=int8|float16: one scale for A (tensor) or one per row (row)",
                      "tensor", choices=("tensor", "row")),
                Param("scale_b", str, "with out=int8|float16: one scale for B (tensor) or one per column (column)",
                      "tensor", choices=("tensor", "column")),
            ),
            examples=("int_mm m=4096 n=4096 k=4096", "int_mm m=1024 n=4096 k=4096 trans_b=true out=int8 scale_a=row "
                      "scale_b=column", "int_mm m=512 n=4096 k=4096 out=float16"),
            cases=("m=37 n=23 k=129", "m=1 n=1 k=1", "m=17 n=9 k=65 trans_b=true",
                   "m=33 n=40 k=96 out=int8 scale_a=row scale_b=column",
                   "m=33 n=40 k=96 trans_b=true out=float16 scale_b=column", "m=5 n=7 k=300 out=int8"),
            rejects=(("m=1 n=1 k=131072", "k=131072: must be <= 131071"),
                     ("m=1 n=1 k=1 scale_a=row", "scale_a=row: only with out=int8 or float16"),
                     ("m=1 n=1 k=1 out=float32", "out='float32': must be one of int32, int8, float16"),
                     ("m=1 n=1 k=1 dtype=int8", "dtype: unknown parameter of int_mm")),
        )

    def check(self, p):
        if p["out"] == "int32":
            for s, default in (("scale_a", "tensor"), ("scale_b", "tensor")):
                if p[s] != default:
                    raise ParamError(f"{s}={p[s]}: only with out=int8 or float16 (out=int32 returns the sums)")

    def _shape_b(self, p):
        return (p["n"], p["k"]) if p["trans_b"] else (p["k"], p["n"])

    def inputs(self, p):
        ts = [TensorSpec("A", (p["m"], p["k"]), "int8"), TensorSpec("B", self._shape_b(p), "int8")]
        if p["out"] != "int32":
            ts += [TensorSpec("scale_a", (p["m"] if p["scale_a"] == "row" else 1,), "float32"),
                   TensorSpec("scale_b", (p["n"] if p["scale_b"] == "column" else 1,), "float32")]
        return ts

    def outputs(self, p):
        return [TensorSpec("C", (p["m"], p["n"]), p["out"])]

    def compute(self, p):
        from tvm import te, tirx

        A = te.placeholder((p["m"], p["k"]), "int8", name="A")
        B = te.placeholder(self._shape_b(p), "int8", name="B")
        k = te.reduce_axis((0, p["k"]), name="k")
        tb = p["trans_b"]
        acc = te.compute((p["m"], p["n"]), lambda i, j: te.sum(
            A[i, k].astype("int32") * (B[j, k] if tb else B[k, j]).astype("int32"), axis=k),
            name="C" if p["out"] == "int32" else "C_acc")
        if p["out"] == "int32":
            return [A, B, acc]
        sa = te.placeholder(self.inputs(p)[2].shape, "float32", name="scale_a")
        sb = te.placeholder(self.inputs(p)[3].shape, "float32", name="scale_b")
        row, col = p["scale_a"] == "row", p["scale_b"] == "column"

        def requant(i, j):
            y = acc[i, j].astype("float32") * sa[i if row else 0] * sb[j if col else 0]
            if p["out"] == "float16":
                return y.astype("float16")
            r = tirx.nearbyint(y)  # round half to even (nearbyintf in the current mode), as NumPy's rint
            return tirx.max(tirx.min(r, tirx.const(127.0, "float32")), tirx.const(-128.0, "float32")).astype("int8")

        C = te.compute((p["m"], p["n"]), requant, name="C")
        return [A, B, sa, sb, C]

    def reference(self, p, x):
        # in float64 through BLAS, exactly: every product and partial sum is an integer below 2^53 (|term| <= 2^14,
        # K <= 131071); NumPy's int64 matmul has no BLAS and took minutes at 8192^3 (the H200's verify timed out)
        a = x["A"].astype(np.float64)
        b = x["B"].astype(np.float64)
        acc = np.rint(a @ (b.T if p["trans_b"] else b)).astype(np.int64)
        if p["out"] == "int32":
            return {"C": acc.astype(np.float64)}
        return {"C": requantize(acc, x["scale_a"], x["scale_b"], p["out"]).astype(np.float64)}

    def sample(self, p, rng):
        """int8 over the whole range, -128 included (never all zeros). Positive scales as a quantized model has
        them, an octave either side of 0.13 K^-1/4 each, so that requantized results spread over [-128, 127] and
        saturate at both ends (a sum's spread is about 5500 sqrt(K)); every other scale a power of two, so that
        exact .5 ties occur (one scale per tensor: a power of two)."""
        return self.sample_int8(self.inputs(p), p["k"], rng)

    @staticmethod
    def sample_int8(inputs, k: int, rng) -> dict:
        """The two int8 operands, then the float32 scales, of a sum of k products (sample's draw)."""
        x = {t.name: rng.integers(-128, 128, t.shape, dtype=np.int8) for t in inputs[:2]}
        for t in inputs[2:]:
            e = rng.uniform(-1.0, 1.0, t.shape) - math.log2(k) / 4 - 2.9
            e[::2] = np.round(e[::2])
            x[t.name] = np.exp2(e).astype(np.float32)
        return x

    def tolerance(self, p, out):
        """Zero: every output is exact (see the class docstring); +0 and -0 compare equal."""
        return 0.0, 0.0

    def reduction_length(self, p):
        return p["k"]

    def flops(self, p):
        return 2 * p["m"] * p["n"] * p["k"]

    def shader_name(self, p):
        name = super().shader_name(p)
        return name.removesuffix("_float32")  # the types are in the name already (int8 in, `out`)


def requantize(acc: np.ndarray, scale_a: np.ndarray, scale_b: np.ndarray, out: str) -> np.ndarray:
    """int_mm's epilogue in NumPy's float32, operation for operation: float32(acc) * scale_a[i] * scale_b[j],
    then round half to even and saturate to int8, or round to float16."""
    y = acc.astype(np.float32) * scale_a.astype(np.float32)[:, None] * scale_b.astype(np.float32)[None, :]
    if out == "float16":
        with np.errstate(over="ignore"):
            return y.astype(np.float16)
    return np.clip(np.rint(y), -128, 127).astype(np.int8)


FP8 = tuple(dtypes.FLOAT8)  # the command line's spellings: float8_e4m3, float8_e5m2
SCALED_MM_OUT = ("bfloat16", "float16", "float32")
SCALE_RANGE = (0.5, 2.0)
FP8_SUM_ERROR = 3 * 2.0 ** -13  # x sqrt(K): the fp8 tensor core's sum (ScaledMatmul.tolerance)


def ml_finfo(dt: np.dtype):
    """finfo of an ml_dtypes type (NumPy's finfo does not take them)."""
    import ml_dtypes

    return ml_dtypes.finfo(dt)  # sample()'s scales, which tolerance() is sized for


class ScaledMatmul(Operator):
    """D[M, N] = act(scale_a[i] scale_b[j] (A[M, K] @ B[N, K]^T) + bias[N]) over fp8, summed in float32.

    torch._scaled_mm's contract (cuBLASLt's fp8 GEMM): A row-major [M, K], B given as [N, K] (K contiguous: the
    "column-major B" fp8 tensor cores read), each e4m3 or e5m2; scales float32, one per tensor or one per row of A
    (`scale_a=row`) and per column of D (`scale_b=column`); the sum in float32, then scaled (scale_a first), the bias
    (`bias=true`: N values of `out`'s type, float32 for float32) added, the activation applied in float32, and one
    rounding to `out` (bfloat16, float16 or float32).

    Tolerance: a product of two fp8 values is exact in float32, so the error is the float32 sum's (matmul's bound for
    K, with inputs in [-1, 1)) times the scales' largest product, then the activation's and the output's rounding.
    FLOPs = 2 M N K.
    """

    runtime = ("m",)

    def __init__(self):
        super().__init__(
            name="scaled_mm",
            summary="D = act(scale_a scale_b (A @ B^T) + bias) over fp8 (e4m3 / e5m2) with a float32 sum, per-tensor "
                    "or row/column scales (torch._scaled_mm)",
            params=(
                Param("m", int, "rows of A and D", minimum=1),
                Param("n", int, "rows of B, columns of D", minimum=1),
                Param("k", int, "reduction length: columns of A and B", minimum=1),
                Param("a_dtype", str, "A's fp8 type", "float8_e4m3", choices=FP8),
                Param("b_dtype", str, "B's fp8 type", "float8_e4m3", choices=FP8),
                Param("scale_a", str, "one scale for A (tensor) or one per row (row)", "tensor",
                      choices=("tensor", "row")),
                Param("scale_b", str, "one scale for B (tensor) or one per column of D (column)", "tensor",
                      choices=("tensor", "column")),
                Param("bias", bool, "add bias[N] (in out's type) after the scales", False),
                Param("activation", str, "applied in float32 before the store", "none", choices=ACTIVATIONS),
                Param("out", str, "D's type", "bfloat16", choices=SCALED_MM_OUT),
            ),
            examples=("scaled_mm m=4096 n=4096 k=4096", "scaled_mm m=4096 n=4096 k=4096 scale_a=row scale_b=column",
                      "scaled_mm m=512 n=4096 k=4096 bias=true activation=gelu_tanh out=float16"),
            cases=("m=37 n=23 k=129", "m=17 n=40 k=64 b_dtype=float8_e5m2 scale_a=row scale_b=column out=float32",
                   "m=33 n=16 k=96 a_dtype=float8_e5m2 bias=true activation=relu out=float16",
                   "m=5 n=7 k=300 bias=true activation=gelu_tanh scale_b=column"),
            rejects=(("m=1 n=1 k=1 a_dtype=int8", "a_dtype='int8': must be one of float8_e4m3, float8_e5m2"),
                     ("m=1 n=1 k=1 out=float8_e4m3", "out='float8_e4m3': must be one of bfloat16, float16, float32"),
                     ("m=1 n=1 k=1 trans_b=true", "trans_b: unknown parameter of scaled_mm")),
        )

    def inputs(self, p):
        ts = [TensorSpec("A", (p["m"], p["k"]), dtypes.storage(p["a_dtype"])),
              TensorSpec("B", (p["n"], p["k"]), dtypes.storage(p["b_dtype"])),
              TensorSpec("scale_a", (p["m"] if p["scale_a"] == "row" else 1,), "float32"),
              TensorSpec("scale_b", (p["n"] if p["scale_b"] == "column" else 1,), "float32")]
        if p["bias"]:
            ts.append(TensorSpec("bias", (p["n"],), p["out"]))
        return ts

    def outputs(self, p):
        return [TensorSpec("D", (p["m"], p["n"]), p["out"])]

    def compute(self, p):
        from tvm import te

        ins = self.inputs(p)
        A, B, sa, sb = (te.placeholder(t.shape, t.dtype, name=t.name) for t in ins[:4])
        k = te.reduce_axis((0, p["k"]), name="k")
        acc = te.compute((p["m"], p["n"]), lambda i, j: te.sum(
            A[i, k].astype("float32") * B[j, k].astype("float32"), axis=k), name="D_acc")
        row, col = p["scale_a"] == "row", p["scale_b"] == "column"
        bias = te.placeholder((p["n"],), p["out"], name="bias") if p["bias"] else None

        def epilogue(i, j):
            y = acc[i, j] * sa[i if row else 0] * sb[j if col else 0]
            if bias is not None:
                y = y + bias[j].astype("float32")
            y = epilogue_te(p["activation"], y)
            return y if p["out"] == "float32" else y.astype(p["out"])

        D = te.compute((p["m"], p["n"]), epilogue, name="D")
        return [A, B, sa, sb, *([bias] if bias is not None else []), D]

    def reference(self, p, x):
        y = x["A"].astype(np.float64) @ x["B"].astype(np.float64).T
        y = y * x["scale_a"].astype(np.float64)[:, None] * x["scale_b"].astype(np.float64)[None, :]
        if p["bias"]:
            y = y + x["bias"].astype(np.float64)
        return {"D": epilogue_np(p["activation"], y)}

    def sample(self, p, rng):
        """A and B: uniform in [-1, 1) rounded to their fp8 type, kept to normal values (|x| >= 2^-6 for e4m3, 2^-14
        for e5m2; smaller ones take the smallest normal's magnitude): TVM's LLVM lowering, which the operator's TE
        check runs on, widens fp8 subnormals wrongly (0x01 of e4m3 to 0.0088 instead of 2^-9); the cast operator
        covers subnormals on the GPU. Scales in [0.5, 2); bias in [-1, 1)."""
        x = {}
        for t in self.inputs(p)[:2]:
            dt = dtypes.np_dtype(t.dtype)
            tiny = float(ml_finfo(dt).smallest_normal)
            v = rng.uniform(-1.0, 1.0, t.shape)
            v = np.where(np.abs(v) < tiny, np.copysign(tiny, v), v)
            x[t.name] = v.astype(np.float32).astype(dt)
        for t in self.inputs(p)[2:4]:
            x[t.name] = rng.uniform(*SCALE_RANGE, t.shape).astype(np.float32)
        if p["bias"]:
            x["bias"] = rng.uniform(-1.0, 1.0, (p["n"],)).astype(np.float32).astype(dtypes.np_dtype(p["out"]))
        return x

    def tolerance(self, p, out):
        """matmul's bound for K in float32 (exact products), plus the fp8 tensor core's own sum, both times the largest
        product of two sampled scales (4); plus the rounding of the scaling and bias (3 eps32, relative) and of the
        output (out's eps, relative).

        The tensor core (wgmma, and cuBLASLt's fp8 GEMM alike) sums each k32 instruction's products into its running
        sum aligned to the largest exponent among them and truncated 13 bits below it; the kernel promotes that sum
        to float32 every 128 terms, as cuBLASLt does without fast accumulation. That model reproduces the H200's
        results (scaled_mm 4096^3: the worst element, -0.1748 against the float64 -0.1403, to one bf16 ulp); its
        errors grow like sqrt(K) (random signs across the K / 32 instructions): 3 x 2^-13 sqrt(K) bounds them with
        a margin of about 3 over the worst of 16.8M elements at K = 4096. A kernel that drops one instruction or
        misplaces a tile errs by whole products (sqrt(32) / 3 and more), far above it."""
        atol, rtol = default_tolerance("float32", p["k"])
        big = SCALE_RANGE[1] ** 2
        tensor_core = FP8_SUM_ERROR * math.sqrt(p["k"])
        return (big * (atol + tensor_core) + (EPS[out.dtype] if out.dtype != "float32" else 0.0),
                rtol + 3 * EPS["float32"] + EPS[out.dtype])

    def reduction_length(self, p):
        return p["k"]

    def flops(self, p):
        return 2 * p["m"] * p["n"] * p["k"]

    def shader_name(self, p):
        return super().shader_name(p).removesuffix("_float32")  # `out` names D's type


class IntConv2d(Operator):
    """Y[N, P, Q, K] = sum over (r, s, c) of X[n, p*sh - pad_top + r*dh, q*sw - pad_left + s*dw, c] * W[k, r, s, c]
    over int8, summed exactly in int32: conv2d's cross-correlation (NHWC input, KRSC filter, zero padding, one group)
    with int_mm's arithmetic, the convolution a quantized network runs (TensorRT's int8 convolution; symmetric
    quantization, so the padding is 0).

    out=int32 returns the sums. out=int8 or float16 requantizes them in the same kernel, as int_mm does:
        y = float32(acc) * scale_x[0] * scale_w[k]      (float32, rounded after each product, left to right)
        int8: saturate(round_half_even(y)) to [-128, 127];  float16: float16(y), rounded to nearest even
    scale_x is the input's one scale; scale_w one per output channel (`scale_w=channel`, the per-channel weight
    quantization) or one value. Every output is exact, compared for equality (C R S <= 131071 keeps the sums in
    int32). FLOPs (integer ops) = 2 N P Q K C R S.
    """

    runtime = ("input",)

    def __init__(self):
        super().__init__(
            name="int_conv2d",
            summary="2-D convolution over int8 with an int32 accumulator (NHWC, stride, pad, dilation), optionally "
                    "requantized to int8 or float16 through the input's and per-channel weight scales",
            params=(
                Param("input", "shape", "input shape NxHxWxC (NHWC), e.g. 32x28x28x128"),
                Param("filter", "shape", "filter shape KxRxSxC (KRSC), e.g. 128x3x3x128"),
                Param("stride", "ints", "one value, or height x width, e.g. 2 or 2x1", (1,)),
                Param("pad", "ints", "zero padding: 1 value (all sides), 2 (height x width) or 4 "
                      "(top,bottom,left,right)", (0,)),
                Param("dilation", "ints", "filter dilation: one value, or height x width", (1,)),
                Param("out", str, "Y's type: int32 (the sums), or requantized through scales to int8 or float16",
                      "int32", choices=INT_MM_OUT),
                Param("scale_w", str, "with out=int8|float16: one scale for the filter (tensor) or one per output "
                      "channel (channel)", "tensor", choices=("tensor", "channel")),
            ),
            examples=("int_conv2d input=32x28x28x128 filter=128x3x3x128 pad=1",
                      "int_conv2d input=32x56x56x256 filter=512x1x1x256 stride=2 out=int8 scale_w=channel"),
            cases=("input=2x9x11x16 filter=24x3x3x16 pad=1", "input=1x1x1x1 filter=1x1x1x1",
                   "input=2x15x13x8 filter=16x1x1x8 stride=2 out=int8 scale_w=channel",
                   "input=1x11x9x5 filter=6x5x3x5 pad=2x1 stride=1x2 dilation=1x2 out=float16",
                   "input=3x8x8x32 filter=16x3x3x32 pad=0,1,0,1 stride=2 out=int8"),
            rejects=(("input=1x8x8x16 filter=8x3x3x8", "filter: channels 8 do not match input channels 16"),
                     ("input=1x8x8 filter=8x3x3x8", "input=1x8x8: int_conv2d takes a 4-d input"),
                     ("input=1x8x8x8 filter=8x3x3x8 scale_w=channel",
                      "scale_w=channel: only with out=int8 or float16"),
                     ("input=1x2x2x8 filter=8x3x3x8", "output height would be 0, must be >= 1"),
                     ("input=1x8x8x16384 filter=8x3x3x16384",
                      "filter: C R S = 147456 products a sum, over int32's 131071")),
        )

    @staticmethod
    def conv(p: dict) -> dict:
        """conv2d's parameters of the same convolution (its geometry, its checks, its float64 reference)."""
        return {**p, "layout": "NHWC", "groups": 1, "mode": "cross_correlation", "bias": False, "activation": "none",
                "algo": "auto", "dtype": "float16"}

    def parse(self, raw):
        from .conv import canonical

        p = super().parse(raw)
        for k in ("stride", "pad", "dilation"):
            p[k] = canonical(p[k])
        return p

    def check(self, p):
        from .conv import OPERATORS as CONV, geometry

        try:
            CONV[0].check(self.conv(p))
        except ParamError as e:
            raise ParamError(str(e).replace("conv2d takes", "int_conv2d takes")) from None
        g = geometry(self.conv(p))
        if g.c * g.r * g.s > INT_MM_MAX_K:
            raise ParamError(f"filter: C R S = {g.c * g.r * g.s} products a sum, over int32's {INT_MM_MAX_K}")
        if p["out"] == "int32" and p["scale_w"] != "tensor":
            raise ParamError(f"scale_w={p['scale_w']}: only with out=int8 or float16 (out=int32 returns the sums)")

    def geometry(self, p):
        from .conv import geometry

        return geometry(self.conv(p))

    def inputs(self, p):
        g = self.geometry(p)
        ts = [TensorSpec("X", g.input_shape, "int8"), TensorSpec("W", g.filter_shape, "int8")]
        if p["out"] != "int32":
            ts += [TensorSpec("scale_x", (1,), "float32"),
                   TensorSpec("scale_w", (g.k if p["scale_w"] == "channel" else 1,), "float32")]
        return ts

    def outputs(self, p):
        return [TensorSpec("Y", self.geometry(p).output_shape, p["out"])]

    def compute(self, p):
        from tvm import te, tirx

        g = self.geometry(p)
        X = te.placeholder(g.input_shape, "int8", name="X")
        W = te.placeholder(g.filter_shape, "int8", name="W")
        t, _, l, _ = g.pad
        (sh, sw), (dh, dw) = g.stride, g.dilation
        if g.padded:
            hp, wp = g.padded_hw
            Xp = te.compute((g.n, hp, wp, g.c), lambda n, h, w, c: tirx.if_then_else(
                tirx.all(h >= t, h < t + g.h, w >= l, w < l + g.w), X[n, h - t, w - l, c], tirx.const(0, "int8")),
                name="X_pad")
            t = l = 0
        else:
            Xp = X
        r, s, c = (te.reduce_axis((0, e), name=nm) for e, nm in ((g.r, "r"), (g.s, "s"), (g.c, "c")))
        acc = te.compute(g.output_shape, lambda n, pp, qq, k: te.sum(
            Xp[n, pp * sh + r * dh - t, qq * sw + s * dw - l, c].astype("int32") * W[k, r, s, c].astype("int32"),
            axis=[r, s, c]), name="Y" if p["out"] == "int32" else "Y_acc")
        if p["out"] == "int32":
            return [X, W, acc]
        sx = te.placeholder((1,), "float32", name="scale_x")
        sw_ = te.placeholder(self.inputs(p)[3].shape, "float32", name="scale_w")
        chan = p["scale_w"] == "channel"

        def requant(n, pp, qq, k):
            y = acc[n, pp, qq, k].astype("float32") * sx[0] * sw_[k if chan else 0]
            if p["out"] == "float16":
                return y.astype("float16")
            v = tirx.nearbyint(y)
            return tirx.max(tirx.min(v, tirx.const(127.0, "float32")), tirx.const(-128.0, "float32")).astype("int8")

        return [X, W, sx, sw_, te.compute(g.output_shape, requant, name="Y")]

    def reference(self, p, x):
        from .conv import conv2d_reference

        g = self.geometry(p)
        # float64 sums of int8 products are exact (each |term| <= 2^14, |sum| < 2^31 << 2^53)
        acc = conv2d_reference(self.conv(p), {"X": x["X"], "W": x["W"]}).astype(np.int64)
        if p["out"] == "int32":
            return {"Y": acc.astype(np.float64)}
        y = requantize(acc.reshape(-1, g.k), x["scale_x"], x["scale_w"], p["out"])
        return {"Y": y.reshape(g.output_shape).astype(np.float64)}

    def sample(self, p, rng):
        """As int_mm's: int8 over the whole range, scales an octave either side of 0.13 (C R S)^-1/4, every other a
        power of two (exact .5 ties)."""
        return IntMatmul.sample_int8(self.inputs(p), self.reduction_length(p), rng)

    def tolerance(self, p, out):
        """Zero: every output is exact (see the class docstring)."""
        return 0.0, 0.0

    def reduction_length(self, p):
        g = self.geometry(p)
        return g.c * g.r * g.s

    def flops(self, p):
        g = self.geometry(p)
        return 2 * g.n * g.p * g.q * g.k * g.c * g.r * g.s

    def shader_name(self, p):
        return super().shader_name(p).removesuffix("_float32")


OPERATORS = (IntMatmul(), ScaledMatmul(), IntConv2d())
