"""Matrix multiplication: matmul (NN/NT/TN/TT, batched) and dense (Linear layer with a fused epilogue)."""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, default_tolerance, uniform
from .tensors import wide_te


class Matmul(Operator):
    """C[M, N] = op(A) @ op(B), batched: C[b, M, N] = op(A[b]) @ op(B[b]) when batch > 1.

    Storage (row-major; the cuBLAS/cuDNN "T" means the operand is stored transposed):
      A: [M, K], or [K, M] with trans_a      B: [K, N], or [N, K] with trans_b
      batch > 1 prepends a batch dimension to A, B and C ([batch, ...]); batch = 1 keeps them 2-D.
    float32: fp32 in, fp32 accumulate, fp32 out. float16 / bfloat16: 16-bit in, products and sums in fp32 (a
    product of two bf16 or fp16 is exact in fp32), one rounding to the 16-bit type at the end.
    FLOPs = 2 batch M N K.

    Tolerance (base.default_tolerance with the output type's eps, reduction length K): the fp32 sums' error
    eps32 * K + eps32 absolute, plus 2 ulp of the output type relative: 2 eps16 = 2^-9 for float16, 2 eps_bf16 =
    2^-6 for bfloat16 (eps 2^-7: 8 significant bits), and 4 eps32 sqrt(K).
    """

    runtime = ("m", "batch")

    def __init__(self):
        super().__init__(
            name="matmul",
            summary="C[M,N] = op(A) @ op(B), op = transpose when trans_a/trans_b, optional batch; fp16 and bf16 "
                    "accumulate in fp32",
            params=(
                Param("m", int, "rows of C", minimum=1),
                Param("n", int, "columns of C", minimum=1),
                Param("k", int, "reduction length", minimum=1),
                Param("trans_a", bool, "A is stored [K, M] (transposed) instead of [M, K]", False),
                Param("trans_b", bool, "B is stored [N, K] (transposed) instead of [K, N]", False),
                Param("batch", int, "independent matmuls; > 1 prepends a batch dim to A, B and C", 1, minimum=1),
                DTYPE_PARAM,
            ),
            examples=("matmul m=1024 n=1024 k=1024 dtype=float16", "matmul m=1823 n=781 k=1000",
                      "matmul m=1024 n=1024 k=1024 trans_b=true",
                      "matmul m=512 n=512 k=512 batch=8 dtype=float16"),
            cases=("m=37 n=23 k=129", "m=1 n=1 k=1", "m=64 n=48 k=300 dtype=float16",
                   "m=37 n=23 k=129 trans_a=False trans_b=False dtype=float32",
                   "m=37 n=23 k=129 trans_a=False trans_b=False dtype=float16",
                   "m=37 n=23 k=129 trans_a=False trans_b=True dtype=float32",
                   "m=37 n=23 k=129 trans_a=False trans_b=True dtype=float16",
                   "m=37 n=23 k=129 trans_a=True trans_b=False dtype=float32",
                   "m=37 n=23 k=129 trans_a=True trans_b=False dtype=float16",
                   "m=37 n=23 k=129 trans_a=True trans_b=True dtype=float32",
                   "m=37 n=23 k=129 trans_a=True trans_b=True dtype=float16", "m=1 n=1 k=1 trans_a=True trans_b=True",
                   "m=37 n=23 k=129 batch=3", "m=17 n=9 k=65 batch=5 dtype=float16",
                   "m=7 n=13 k=31 batch=2 trans_a=True trans_b=True dtype=float16",
                   "m=1 n=5 k=300 batch=4 trans_b=True", "m=64 n=48 k=300 dtype=bfloat16",
                   "m=37 n=23 k=129 trans_a=True trans_b=True dtype=bfloat16",
                   "m=17 n=9 k=65 batch=5 trans_b=True dtype=bfloat16"),
            rejects=(("m=0 n=1 k=1", "m=0: must be >= 1"),
                     ("m=1 n=1 k=1 batch=0", "batch=0: must be >= 1"),
                     ("m=1 n=1 k=1 trans_a=maybe", "trans_a='maybe': must be true or false"),
                     ("m=1 n=1 k=1 dtype=float64", "dtype='float64': must be one of"),
                     ("m=1 n=1", "k: required by matmul"),
                     ("m=1 n=1 k=1 transpose=1", "transpose: unknown parameter of matmul")),
        )

    def _lead(self, p) -> tuple[int, ...]:
        return (p["batch"],) if p["batch"] > 1 else ()

    def _shape_a(self, p):
        return self._lead(p) + ((p["k"], p["m"]) if p["trans_a"] else (p["m"], p["k"]))

    def _shape_b(self, p):
        return self._lead(p) + ((p["n"], p["k"]) if p["trans_b"] else (p["k"], p["n"]))

    def inputs(self, p):
        return [TensorSpec("A", self._shape_a(p), p["dtype"]), TensorSpec("B", self._shape_b(p), p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("C", self._lead(p) + (p["m"], p["n"]), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))

        dt = p["dtype"]
        A = te.placeholder(self._shape_a(p), dt, name="A")
        B = te.placeholder(self._shape_b(p), dt, name="B")
        k = te.reduce_axis((0, p["k"]), name="k")
        ta, tb = p["trans_a"], p["trans_b"]

        def a(b, i):
            return A[(*b, k, i) if ta else (*b, i, k)]

        def bb(b, j):
            return B[(*b, j, k) if tb else (*b, k, j)]

        shape = self._lead(p) + (p["m"], p["n"])
        if dt == "float32":
            C = te.compute(shape, lambda *ix: te.sum(a(ix[:-2], ix[-2]) * bb(ix[:-2], ix[-1]), axis=k), name="C")
            return [A, B, C]
        acc = te.compute(shape, lambda *ix: te.sum(a(ix[:-2], ix[-2]).astype("float32")
                                                    * bb(ix[:-2], ix[-1]).astype("float32"), axis=k),
                         name="C_acc")
        C = te.compute(shape, lambda *ix: acc[ix].astype(dt), name="C")
        return [A, B, C]

    def reference(self, p, x):
        a, b = x["A"].astype(np.float64), x["B"].astype(np.float64)
        if p["trans_a"]:
            a = np.swapaxes(a, -1, -2)
        if p["trans_b"]:
            b = np.swapaxes(b, -1, -2)
        return {"C": a @ b}

    def reference_at(self, p, x, picks):
        lead = self._lead(p)
        *b, i, j = np.unravel_index(picks["C"], lead + (p["m"], p["n"]))
        bi = tuple(b)
        rows = x["A"][bi + (slice(None), i)] if p["trans_a"] else x["A"][bi + (i,)]  # [picks, K]
        cols = x["B"][bi + (j,)] if p["trans_b"] else x["B"][bi + (slice(None), j)]
        if p["trans_a"]:
            rows = np.moveaxis(rows, 0, -1) if not lead else rows
        if not p["trans_b"]:
            cols = np.moveaxis(cols, 0, -1) if not lead else cols
        return {"C": np.einsum("sk,sk->s", rows.astype(np.float64), cols.astype(np.float64))}

    def flops(self, p):
        return 2 * p["batch"] * p["m"] * p["n"] * p["k"]

    def reduction_length(self, p):
        return p["k"]


# -- dense: Linear layer with bias and activation fused into the GEMM's epilogue ----------------
ACTIVATIONS = ("none", "relu", "gelu_tanh", "sigmoid", "tanh")
SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
GELU_C = 0.044715


def epilogue_te(kind: str, x):
    """float32 TE expression of activation `kind` of x (a float32 TE expression)."""
    from tvm import tirx

    def c(v):
        return tirx.const(v, "float32")

    if kind == "none":
        return x
    if kind == "relu":
        return tirx.max(x, c(0.0))
    if kind == "sigmoid":
        return tirx.sigmoid(x)
    if kind == "tanh":
        return tirx.tanh(x)
    if kind == "gelu_tanh":
        return c(0.5) * x * (c(1.0) + tirx.tanh(c(SQRT_2_OVER_PI) * (x + c(GELU_C) * x * x * x)))
    raise ParamError(f"activation={kind!r}: must be one of {', '.join(ACTIVATIONS)}")


def epilogue_np(kind: str, x: np.ndarray) -> np.ndarray:
    if kind == "none":
        return x
    if kind == "relu":
        return np.maximum(x, 0.0)
    if kind == "sigmoid":
        return 0.5 * (1.0 + np.tanh(0.5 * x))  # = 1 / (1 + exp(-x)), without overflow
    if kind == "tanh":
        return np.tanh(x)
    if kind == "gelu_tanh":
        return 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + GELU_C * x ** 3)))
    raise ParamError(f"activation={kind!r}: must be one of {', '.join(ACTIVATIONS)}")


class Dense(Operator):
    """Y[M, N] = act(X[M, K] @ W[N, K]^T + bias[N]): PyTorch's nn.Linear layout (W is [out, in]).

    act: none | relu | gelu_tanh (x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))) | sigmoid | tanh.
    bias=false drops the bias input. The bias add and the activation are computed in fp32 on the fp32
    accumulator and fused into the GEMM's store (one kernel). float16 / bfloat16: 16-bit storage, fp32 math, one
    rounding at the store; the tolerance is matmul's (see Matmul) for the output type.
    FLOPs = 2 M N K (+ M N for the bias).
    """

    runtime = ("m",)

    def __init__(self):
        super().__init__(
            name="dense",
            summary="Y = act(X[M,K] @ W[N,K]^T + bias[N]) (nn.Linear), bias + activation fused in the GEMM",
            params=(
                Param("m", int, "rows of X and Y (tokens / batch)", minimum=1),
                Param("n", int, "output features: rows of W, columns of Y", minimum=1),
                Param("k", int, "input features: columns of X and W (reduction length)", minimum=1),
                Param("bias", bool, "add bias[N] before the activation", True),
                Param("activation", str, "epilogue activation", "none", choices=ACTIVATIONS),
                DTYPE_PARAM,
            ),
            examples=("dense m=64 n=4096 k=4096 activation=relu dtype=float16",
                      "dense m=1823 n=781 k=1000 activation=gelu_tanh"),
            cases=("m=19 n=33 k=70 activation=none dtype=float32", "m=19 n=33 k=70 activation=none dtype=float16",
                   "m=19 n=33 k=70 activation=relu dtype=float32", "m=19 n=33 k=70 activation=relu dtype=float16",
                   "m=19 n=33 k=70 activation=gelu_tanh dtype=float32",
                   "m=19 n=33 k=70 activation=gelu_tanh dtype=float16",
                   "m=19 n=33 k=70 activation=sigmoid dtype=float32", "m=19 n=33 k=70 activation=sigmoid dtype=float16",
                   "m=19 n=33 k=70 activation=tanh dtype=float32", "m=19 n=33 k=70 activation=tanh dtype=float16",
                   "m=1 n=1 k=1 bias=False", "m=5 n=65 k=1000 bias=False activation=gelu_tanh dtype=float16",
                   "m=64 n=48 k=513 activation=relu dtype=float16",
                   "m=19 n=33 k=70 activation=gelu_tanh dtype=bfloat16",
                   "m=5 n=65 k=1000 bias=False activation=sigmoid dtype=bfloat16"),
            rejects=(("m=1 n=1 k=1 activation=swish", "activation='swish': must be one of"),
                     ("m=1 n=-4 k=1", "n=-4: must be >= 1"),
                     ("m=1 n=1 k=1 bias=2", "bias='2': must be true or false"),
                     ("m=1 n=1 k=x", "k='x': must be an integer")),
        )

    def inputs(self, p):
        dt = p["dtype"]
        t = [TensorSpec("X", (p["m"], p["k"]), dt), TensorSpec("W", (p["n"], p["k"]), dt)]
        if p["bias"]:
            t.append(TensorSpec("bias", (p["n"],), dt))
        return t

    def outputs(self, p):
        return [TensorSpec("Y", (p["m"], p["n"]), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))

        dt = p["dtype"]
        X = te.placeholder((p["m"], p["k"]), dt, name="X")
        W = te.placeholder((p["n"], p["k"]), dt, name="W")
        k = te.reduce_axis((0, p["k"]), name="k")
        shape = (p["m"], p["n"])
        f32 = dt == "float32"
        acc = te.compute(shape, lambda i, j: te.sum(
            (X[i, k] * W[j, k]) if f32 else (X[i, k].astype("float32") * W[j, k].astype("float32")), axis=k),
            name="Y_acc")
        ins = [X, W]
        if p["bias"]:
            bias = te.placeholder((p["n"],), dt, name="bias")
            ins.append(bias)

            def pre(i, j):
                return acc[i, j] + (bias[j] if f32 else bias[j].astype("float32"))
        else:
            def pre(i, j):
                return acc[i, j]
        if f32:
            Y = te.compute(shape, lambda i, j: epilogue_te(p["activation"], pre(i, j)), name="Y")
        else:
            Y = te.compute(shape, lambda i, j: epilogue_te(p["activation"], pre(i, j)).astype(dt), name="Y")
        return [*ins, Y]

    def reference(self, p, x):
        y = x["X"].astype(np.float64) @ x["W"].astype(np.float64).T
        if p["bias"]:
            y = y + x["bias"].astype(np.float64)
        return {"Y": epilogue_np(p["activation"], y)}

    def sample(self, p, rng):
        """X and bias uniform in [-1, 1); W uniform in [-a, a), a = min(1, 3 / sqrt(K)), so that the
        pre-activations have about unit variance (sqrt(K) |a| / 3): the nonlinear middle of sigmoid,
        tanh and gelu gets exercised at any K instead of only their saturated tails."""
        dt = p["dtype"]
        a = min(1.0, 3.0 / math.sqrt(p["k"]))
        x = {"X": uniform(rng, (p["m"], p["k"]), dt), "W": uniform(rng, (p["n"], p["k"]), dt, -a, a)}
        if p["bias"]:
            x["bias"] = uniform(rng, (p["n"],), dt)
        return x

    def flops(self, p):
        return 2 * p["m"] * p["n"] * p["k"] + (p["m"] * p["n"] if p["bias"] else 0)

    def reduction_length(self, p):
        return p["k"] + int(p["bias"])

    def tolerance(self, p, out):
        """The matmul tolerance of the pre-activation (K + bias terms), carried through the activation
        (|f'| <= 1.13 for gelu_tanh, <= 1 for the others: x1.2), plus the fp32 evaluation of f itself
        (tanhf/expf 2 ulp + a few roundings: 6 eps32 relative; gelu's 1 + tanh cancels for x < 0:
        3 eps32 |x| / 2 absolute, |x| <= K + 1 bounds it)."""
        atol, rtol = default_tolerance(out.dtype, self.reduction_length(p))
        if p["activation"] in ("none", "relu"):
            return atol, rtol
        e = EPS["float32"]
        return 1.2 * atol + 1.5 * e * self.reduction_length(p), 1.2 * rtol + 6 * e


OPERATORS = (Matmul(), Dense())
