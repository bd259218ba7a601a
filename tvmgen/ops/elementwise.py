"""Elementwise operators: NumPy-broadcast add, cuDNN's blended tensor arithmetic (cudnnAddTensor,
cudnnOpTensor), and activations (cudnnActivationForward and the common rest)."""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, needs_int64, tiny, uniform
from .tensors import (check_strides, chunked_map, fmt_shape, load, placeholder, spec,
                      strides_param, te_dims, wide_te)


def broadcast_shape(a: tuple[int, ...], b: tuple[int, ...], names=("a", "b")) -> tuple[int, ...]:
    """NumPy's rule: align from the right; each pair of dims is equal or one of them is 1."""
    n = max(len(a), len(b))
    pa, pb = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    out = []
    for i, (x, y) in enumerate(zip(pa, pb)):
        if x != y and x != 1 and y != 1:
            raise ParamError(f"{names[1]}: dim {i - n} is {y} but {names[0]} has {x}; broadcasting needs "
                             f"equal dims or a 1 ({'x'.join(map(str, a))} vs {'x'.join(map(str, b))})")
        out.append(max(x, y))
    return tuple(out)


def broadcast_index(src: tuple[int, ...], out_rank: int, idx):
    """Index expressions into a tensor of shape `src` broadcast to rank `out_rank`."""
    off = out_rank - len(src)
    return [0 if d == 1 else idx[off + i] for i, d in enumerate(src)]


# The activations `add` fuses: the activation operator's kinds that take no coefficient (its formulas, formula_f32 and
# formula_f64, are reused as they are); `none` is the plain sum. clipped_relu, elu, leaky_relu, swish and softplus
# would each need their coefficient as a parameter of add too: a residual block ends in relu, so they are left out.
ADD_ACTIVATIONS = ("none", "relu", "sigmoid", "tanh", "silu", "gelu_erf", "gelu_tanh")


class Add(Operator):
    """C = f(A + B) with NumPy broadcasting. A of shape `a`, B of shape `b`, C of the broadcast shape.

    The classic first shader, vector add of 1024 floats, is `add a=1024 b=1024`. `activation` (default none) fuses an
    activation into the same pass, as a residual block's `relu(conv3 + identity)`: one read of A and B and one write of
    C instead of an add and an activation (three passes over the tensor instead of five). With an activation, A + B
    and f are evaluated in float32 (the activation operator's formulas), then rounded to `dtype`; without one, the
    sum is computed in `dtype` as it always was (the committed plain-add shaders stay byte-for-byte the same).
    bfloat16's plain sum is CUDA's bf16 add (__hadd: the exact sum rounded once to bf16); LLVM adds in float32 and
    rounds that to bf16, the same bits (float32's 24 bits are over 2 x 8 + 2, so rounding twice equals rounding once).
    """

    runtime = ("a", "b")

    def __init__(self):
        super().__init__(
            name="add",
            summary="C = A + B, elementwise with NumPy broadcasting, optionally activated (relu(A + B), ...)",
            params=(
                Param("a", "shape", "shape of A, e.g. 32x256x56x56"),
                Param("b", "shape", "shape of B; broadcasts against A (equal dims or 1)"),
                Param("activation", str, "applied to A + B in float32 before the store (as `activation kind=...`)",
                      "none", choices=ADD_ACTIVATIONS),
                DTYPE_PARAM,
            ),
            examples=("add a=1024 b=1024", "add a=32x256x56x56 b=1x256x1x1 dtype=float16",
                      "add a=32x56x56x256 b=32x56x56x256 activation=relu dtype=float16"),
            cases=("a=1024 b=1024", "a=2x16x5x5 b=1x16x1x1 dtype=float16", "a=8x1x6 b=7x1", "a=3 b=4x1",
                   "a=2x3x1x5x1x2x1x1x3 b=3x4x5x1x2x1x2x3",
                   "a=2x5x5x16 b=2x5x5x16 activation=relu dtype=float16", "a=2x5x5x16 b=2x5x5x16 activation=relu",
                   "a=8x1x6 b=7x1 activation=sigmoid", "a=3x4 b=4 activation=tanh dtype=float16",
                   "a=7x33 b=7x33 activation=silu dtype=float16", "a=7x1 b=33 activation=gelu_erf",
                   "a=1x16x1x1 b=2x16x5x5 activation=gelu_tanh dtype=float16",
                   "a=2x16x5x5 b=1x16x1x1 dtype=bfloat16", "a=2x5x5x16 b=2x5x5x16 activation=relu dtype=bfloat16",
                   "a=7x33 b=7x33 activation=silu dtype=bfloat16", "a=3x4 b=4 activation=gelu_tanh dtype=bfloat16"),
            rejects=(("a=3 b=5", "b: dim -1 is 5 but a has 3; broadcasting needs equal dims or a 1"),
                     ("a=3 b=4x3 dtype=float64", "dtype='float64': must be one of float32, float16"),
                     ("a=3 b=3 activation=elu",
                      "activation='elu': must be one of none, relu, sigmoid, tanh, silu, gelu_erf, gelu_tanh"),
                     ("a=3 b=3 kind=relu", "kind: unknown parameter of add")),
        )

    def check(self, p):
        broadcast_shape(p["a"], p["b"])

    def inputs(self, p):
        return [TensorSpec("A", p["a"], p["dtype"]), TensorSpec("B", p["b"], p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("C", broadcast_shape(p["a"], p["b"]), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))

        A = te.placeholder(p["a"], p["dtype"], name="A")
        B = te.placeholder(p["b"], p["dtype"], name="B")
        shape = broadcast_shape(p["a"], p["b"])
        r = len(shape)
        kind = p["activation"]

        def f(*i):
            a, b = A[tuple(broadcast_index(p["a"], r, i))], B[tuple(broadcast_index(p["b"], r, i))]
            if kind == "none":  # the sum in the storage type, as the committed shaders have it
                return a + b
            s = a.astype("float32") + b.astype("float32")
            return formula_f32(kind, p, s).astype(p["dtype"])

        C = te.compute(shape, f, name="C")
        return [A, B, C]

    def reference(self, p, x):
        s = x["A"].astype(np.float64) + x["B"].astype(np.float64)
        return {"C": s if p["activation"] == "none" else formula_f64(p["activation"], p)(s)}

    def flops(self, p):
        """One add per element, and one more for the activation (as the activation operator counts it)."""
        return (1 if p["activation"] == "none" else 2) * math.prod(self.outputs(p)[0].shape)

    def tolerance(self, p, out):
        """Plain add: the default (one rounding of the sum). With an activation f: the activation operator's bounds
        for f (formula_error) over inputs |A + B| < 2, plus the rounding of the float32 sum (1/2 ulp) amplified by
        f's condition number |s f'(s) / f(s)|, at most 4 for |s| < 2 (gelu's at s = -2: 3.7): k_rel + 2."""
        if p["activation"] == "none":
            return super().tolerance(p, out)
        k_rel, k_abs = formula_error(p["activation"], {}, 2.0)
        return _bounds(out.dtype, k_abs, k_rel + 2)

    def llvm_tolerance(self, p, out):
        atol, rtol = self.tolerance(p, out)
        return (atol + LLVM_TANH_ATOL, rtol) if p["activation"] in LLVM_TANH_KINDS else (atol, rtol)


OP_KINDS = ("add", "mul", "min", "max", "sub")


def _tolerance(dtype: str, magnitude: float, k_rel: float) -> tuple[float, float]:
    """Blended sums cancel: the float32 evaluation of alpha*A + beta*C (and the op_tensor terms) is off by
    at most about one rounding of each term, so the absolute error is 2 eps32 times the sum of the terms'
    magnitudes (`magnitude`, with inputs in [-1, 1)); k_rel eps32 covers rounding of a product that does
    not cancel; eps(dtype) and tiny(dtype) cover the final rounding to the storage type (normal, subnormal)."""
    return _bounds(dtype, 2 * magnitude, k_rel)


def _bounds(dtype: str, k_abs: float, k_rel: float) -> tuple[float, float]:
    """(atol, rtol) = (tiny(dtype) + k_abs eps32, eps(dtype) + k_rel eps32): float32 evaluation errors of k_abs
    and k_rel units, plus the final rounding to the storage type (tiny(dtype) where the result is subnormal)."""
    e32 = EPS["float32"]
    return tiny(dtype) + k_abs * e32, EPS[dtype] + k_rel * e32


def _check_over(pname: str, shape: tuple[int, ...], c: tuple[int, ...], cname: str, same_rank: bool) -> None:
    if same_rank and len(shape) != len(c):
        raise ParamError(f"{pname}={fmt_shape(shape)}: rank {len(shape)} differs from {cname}={fmt_shape(c)} "
                         f"(rank {len(c)}); cudnnAddTensor needs equal ranks (write size-1 dims)")
    if len(shape) > len(c):
        raise ParamError(f"{pname}={fmt_shape(shape)}: rank {len(shape)} is over the output's rank {len(c)} "
                         f"({fmt_shape(c)})")
    off = len(c) - len(shape)
    for k, d in enumerate(shape):
        if d != 1 and d != c[off + k]:
            raise ParamError(f"{pname}={fmt_shape(shape)}: dim {k} is {d} but the output ({fmt_shape(c)}) has "
                             f"{c[off + k]} there; each dim must equal the output's or be 1")


def _check_c_in(p: dict, c: tuple[int, ...]) -> None:
    """C_in's strides: only a C_in that is read (beta != 0) may have them, one per dim of C."""
    if p["c_in_strides"] and p["beta"] == 0:
        raise ParamError("c_in_strides: C_in is not read when beta=0 (it is no input); drop c_in_strides "
                         "or give beta != 0")
    check_strides("c_in_strides", c, p["c_in_strides"])


class AddTensor(Operator):
    """cudnnAddTensor: C = alpha * A + beta * C_in, A broadcast over C.

    A has shape `a`, C has shape `c`, of the same rank; each dim of A equals C's or is 1 (a per-channel bias
    is a=1x256x1x1 over c=32x256x56x56). cuDNN reads and writes C in place; here the C read (`C_in`, shape `c`)
    and the C written (`C`, packed, shape `c`) are separate buffers, which the runner allocates distinct, so
    the kernel is verified as written without depending on aliasing. As in cuDNN, beta = 0 means C's old
    values are not read at all: then C_in is not an input. A and C_in may be strided (`a_strides`,
    `c_in_strides`). float16 is storage only: arithmetic is float32.
    """

    runtime = ("a", "c")

    def __init__(self):
        super().__init__(
            name="add_tensor",
            summary="C = alpha*A + beta*C_in with A broadcast over C (cudnnAddTensor; C_in, C separate buffers)",
            params=(
                Param("a", "shape", "shape of A: same rank as c, each dim equal to c's or 1, e.g. 1x256x1x1"),
                Param("c", "shape", "shape of C_in and C, e.g. 32x256x56x56"),
                Param("alpha", float, "scale of A", 1.0),
                Param("beta", float, "scale of C's previous value C_in; 0: C_in is not read (not an input)", 1.0),
                strides_param("A"),
                strides_param("C_in", "; only with beta != 0"),
                DTYPE_PARAM,
            ),
            examples=("add_tensor a=1x256x1x1 c=32x256x56x56 dtype=float16",
                      "add_tensor a=3x2x2 c=3x2x2 a_strides=5x2x1 alpha=0.5 beta=2"),
            cases=("a=1x16x1x1 c=2x16x5x5", "a=1x16x1x1 c=2x16x5x5 alpha=0.5 beta=-2 dtype=float16",
                   "a=2x1x5x1 c=2x16x5x8 beta=0", "a=3x2x2 c=3x2x2 a_strides=5x2x1 c_in_strides=1x3x6",
                   "a=1x16x1x1 c=2x16x5x5 alpha=0.5 beta=-2 dtype=bfloat16"),
            rejects=(("a=256 c=32x256x56x56",
                      "a=256: rank 1 differs from c=32x256x56x56 (rank 4); cudnnAddTensor needs equal ranks"),
                     ("a=1x128x1x1 c=32x256x56x56",
                      "a=1x128x1x1: dim 1 is 128 but the output (32x256x56x56) has 256 there; each dim must equal the output's or be 1"),
                     ("a=1x4 c=3x4 beta=0 c_in_strides=8x1", "c_in_strides: C_in is not read when beta=0"),
                     ("a=1x4 c=3x4 c_in_strides=1x1",
                      "c_in_strides=1x1: indices (0, 1) and (1, 0) of 3x4 both land at offset 1"),
                     ("a=2x2 c=2x2 a_strides=1x1", "a_strides=1x1: indices")),
        )

    def check(self, p):
        _check_over("a", p["a"], p["c"], "c", same_rank=True)
        check_strides("a_strides", p["a"], p["a_strides"])
        _check_c_in(p, p["c"])

    def inputs(self, p):
        ts = [spec("A", p["a"], p["dtype"], p["a_strides"])]
        if p["beta"] != 0:
            ts.append(spec("C_in", p["c"], p["dtype"], p["c_in_strides"]))
        return ts

    def outputs(self, p):
        return [spec("C", p["c"], p["dtype"])]

    def compute(self, p):
        from tvm import te, tirx

        ins, (cs,) = self.inputs(p), self.outputs(p)
        wide = needs_int64(ins + [cs])
        phs = [placeholder(t, wide) for t in ins]

        def f(*i):
            v = tirx.const(p["alpha"], "float32") * load(phs[0], ins[0], i, wide)
            if p["beta"] != 0:
                v = v + tirx.const(p["beta"], "float32") * load(phs[1], ins[1], i, wide)
            return v.astype(p["dtype"])

        return [*phs, te.compute(te_dims(cs.shape, wide), f, name="C")]

    def reference(self, p, x):
        if p["beta"] == 0:
            return {"C": chunked_map(lambda a: p["alpha"] * a, p["c"], x["A"])}
        return {"C": chunked_map(lambda a, c: p["alpha"] * a + p["beta"] * c, p["c"], x["A"], x["C_in"])}

    def sample(self, p, rng):
        return {t.name: uniform(rng, t.shape, t.dtype) for t in self.inputs(p)}

    def flops(self, p):
        return (3 if p["beta"] != 0 else 1) * math.prod(p["c"])

    def tolerance(self, p, out):
        """Two products and a sum, inputs in [-1, 1): see _tolerance."""
        return _tolerance(out.dtype, abs(p["alpha"]) + abs(p["beta"]), 2)


class OpTensor(Operator):
    """cudnnOpTensor: C = op(alpha1 * A, alpha2 * B) + beta * C_in, op in add, mul, min, max, sub.

    A (shape `a`) and B (shape `b`) broadcast into C's shape by NumPy's rules (right-aligned; each dim equal
    to C's or 1); `c` defaults to the broadcast shape of a and b and may be larger (both operands broadcast).
    beta = 0 (the default) means C's old values are not read: C_in is then not an input at all; with beta != 0
    C_in (shape `c`) is a separate buffer from the output C (cuDNN updates C in place). A, B, C_in may be
    strided. float16 is storage only: arithmetic is float32 (cuDNN's compute type for half tensors).
    """

    runtime = ("a", "b", "c")

    def __init__(self):
        super().__init__(
            name="op_tensor",
            summary="C = op(alpha1*A, alpha2*B) + beta*C_in, op add|mul|min|max|sub, NumPy broadcasting "
                    "(cudnnOpTensor)",
            params=(
                Param("kind", str, "the binary operation", choices=OP_KINDS),
                Param("a", "shape", "shape of A; broadcasts into c"),
                Param("b", "shape", "shape of B; broadcasts into c"),
                Param("c", "ints", "shape of C, e.g. 32x256x56x56; empty (the default): the broadcast shape of a and b",
                      ()),
                Param("alpha1", float, "scale of A", 1.0),
                Param("alpha2", float, "scale of B", 1.0),
                Param("beta", float, "scale of C's previous value C_in; 0: C_in is not an input", 0.0),
                strides_param("A"),
                strides_param("B"),
                strides_param("C_in", "; only with beta != 0"),
                DTYPE_PARAM,
            ),
            examples=("op_tensor kind=mul a=32x256x56x56 b=1x256x1x1 dtype=float16",
                      "op_tensor kind=add a=3x2x2 b=3x2x2 a_strides=5x2x1"),
            cases=("kind=add a=3x2x2 b=3x2x2 a_strides=5x2x1", "kind=sub a=8x1x6 b=7x1 alpha1=2 alpha2=-0.5",
                   "kind=mul a=2x16x5x5 b=1x16x1x1 beta=1 dtype=float16",
                   "kind=min a=1x16x1x1 b=1x1x1x8 c=2x16x3x8 beta=-1", "kind=max a=3 b=4x1 dtype=float16",
                   "kind=mul a=16x32 b=16x32 a_strides=64x2 b_strides=1x16 beta=0.5 c_in_strides=40x1 dtype=float16",
                   "kind=add a=3x4 b=4", "kind=mul a=2x16x5x5 b=1x16x1x1 beta=1 dtype=bfloat16",
                   "kind=max a=3 b=4x1 dtype=bfloat16", "kind=sub a=16x32 b=16x32 b_strides=1x16 dtype=bfloat16"),
            rejects=(("kind=div a=4 b=4", "kind='div': must be one of add, mul, min, max, sub"),
                     ("kind=add a=3 b=5x2", "b: dim -1 is 2 but a has 3; broadcasting needs"),
                     ("kind=add a=3 b=4x1 c=5x3", "b=4x1: dim 0 is 4 but the output (5x3) has 5 there"),
                     ("kind=add a=2x3 b=3 c=3", "a=2x3: rank 2 is over the output's rank 1 (3)"),
                     ("kind=add a=3 b=3 c=0x3", "c=0x3: every dimension must be positive"),
                     ("kind=add a=3 b=3 c_in_strides=2", "c_in_strides: C_in is not read when beta=0"),
                     ("kind=add a=3x4 b=4 b_strides=2x1", "b_strides=2x1: 2 strides for a shape of rank 1 (4)")),
        )

    def out_shape(self, p) -> tuple[int, ...]:
        if p["c"]:
            return p["c"]
        return broadcast_shape(p["a"], p["b"])

    def check(self, p):
        if any(d <= 0 for d in p["c"]):
            raise ParamError(f"c={fmt_shape(p['c'])}: every dimension must be positive")
        c = self.out_shape(p)
        if p["c"]:
            _check_over("a", p["a"], c, "c", same_rank=False)
            _check_over("b", p["b"], c, "c", same_rank=False)
        check_strides("a_strides", p["a"], p["a_strides"])
        check_strides("b_strides", p["b"], p["b_strides"])
        _check_c_in(p, c)

    def inputs(self, p):
        ts = [spec("A", p["a"], p["dtype"], p["a_strides"]), spec("B", p["b"], p["dtype"], p["b_strides"])]
        if p["beta"] != 0:
            ts.append(spec("C_in", self.out_shape(p), p["dtype"], p["c_in_strides"]))
        return ts

    def outputs(self, p):
        return [spec("C", self.out_shape(p), p["dtype"])]

    def compute(self, p):
        from tvm import te, tirx

        ins, (cs,) = self.inputs(p), self.outputs(p)
        wide = needs_int64(ins + [cs])
        phs = [placeholder(t, wide) for t in ins]
        k = p["kind"]

        def scaled(j, i, s):
            v = load(phs[j], ins[j], i, wide)
            return v if s == 1.0 else tirx.const(s, "float32") * v

        def f(*i):
            a, b = scaled(0, i, p["alpha1"]), scaled(1, i, p["alpha2"])
            v = {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b,
                 "min": lambda: tirx.min(a, b), "max": lambda: tirx.max(a, b)}[k]()
            if p["beta"] != 0:
                v = v + tirx.const(p["beta"], "float32") * load(phs[2], ins[2], i, wide)
            return v.astype(p["dtype"])

        return [*phs, te.compute(te_dims(cs.shape, wide), f, name="C")]

    def reference(self, p, x):
        fn = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "min": np.minimum, "max": np.maximum}[p["kind"]]
        a1, a2, beta = p["alpha1"], p["alpha2"], p["beta"]
        c = self.out_shape(p)
        if beta == 0:
            return {"C": chunked_map(lambda a, b: fn(a1 * a, a2 * b), c, x["A"], x["B"])}
        return {"C": chunked_map(lambda a, b, ci: fn(a1 * a, a2 * b) + beta * ci, c, x["A"], x["B"], x["C_in"])}

    def sample(self, p, rng):
        return {t.name: uniform(rng, t.shape, t.dtype) for t in self.inputs(p)}

    def flops(self, p):
        return (3 if p["beta"] == 0 else 5) * math.prod(self.out_shape(p))

    def tolerance(self, p, out):
        """Terms |alpha1 A|, |alpha2 B| (or their product for mul) and |beta C_in|, inputs in [-1, 1):
        see _tolerance. min/max are exact on the scaled operands."""
        a1, a2, b = abs(p["alpha1"]), abs(p["alpha2"]), abs(p["beta"])
        mag = (a1 * a2 if p["kind"] == "mul" else a1 + a2) + b
        return _tolerance(out.dtype, mag, 3)


def _erf(x: np.ndarray) -> np.ndarray:
    """float64 erf: SciPy's when installed, else libm's through math.erf (on the distinct values only)."""
    try:
        from scipy.special import erf

        return erf(x)
    except ImportError:
        u, inv = np.unique(x, return_inverse=True)
        return np.frompyfunc(math.erf, 1, 1)(u).astype(np.float64)[inv].reshape(x.shape)


# -- activation -------------------------------------------------------------------------------------
KINDS = ("identity", "relu", "sigmoid", "tanh", "clipped_relu", "elu", "swish", "silu", "leaky_relu",
         "gelu_erf", "gelu_tanh", "softplus")


# which kinds take which coefficient (the others must leave it at its default)
COEF = {"ceiling": ("clipped_relu",), "alpha": ("elu",), "slope": ("leaky_relu",), "beta": ("swish", "softplus")}


SQRT_HALF = math.sqrt(0.5)


SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)


GELU_C = 0.044715


# Kinds of the form a / (1 + exp(z)) that have a fast CUDA form for float16 storage (see fast_math).
FAST_KINDS = ("sigmoid", "silu", "swish", "gelu_tanh")


LOG2E = 1.0 / math.log(2.0)


# float32 ulps of relative error the fast form may add, float16 outputs only: exp(z) as exp2f(z log2 e)
# (2 ulp, CUDA C Programming Guide) and the division as __fdividef (2 ulp); the relative error of
# a / (1 + e) is at most that of e plus the division's. The argument (log2 e folded into its constants,
# ~3 ulp of rounding) costs |z| x 3 ulp more, which matters only while the output is a normal float16:
# |a| e^-z >= 2^-14 with |a| <= 65504 means z <= 21 (63 ulp); past that the output is a float16 subnormal
# or 0 and the error (< 2^-14 x 266 ulp = 2e-9) is far inside atol's 2^-24. 89 ulp covers 2 + 63 + 2.
FAST_EXTRA_ULP = 2 + 89 + 2


def fast_math(p: dict) -> bool:
    """Whether `p` may be evaluated in the fast CUDA form (exp2f with log2 e folded in, __fdividef): float16
    storage only, where the final rounding (2^-11 relative) is over 40x the fast form's extra float32 error
    (<= FAST_EXTRA_ULP = 93 ulp = 1.1e-5); float32 outputs keep the accurate functions (expf, tanhf, IEEE
    division) their tolerance assumes. bfloat16 outputs keep them too: with float32's range, a / (1 + e) of a
    divisor in (2^126, 2^128), which __fdividef returns as 0, is a bfloat16 of its own (silu near x = -88 gives
    5e-37), not the zero it always rounds to in float16."""
    return p.get("kind") in FAST_KINDS and p.get("dtype") == "float16"


def formula_f32(kind: str, p: dict, x, fast: bool = False):
    """TE float32 expression of the activation of x (a float32 TE expression). `fast` (CUDA only: LLVM has no
    __fdividef): FAST_KINDS as a / (1 + exp2(z2)), z2 = z log2 e folded into the constants, divided by
    __fdividef."""
    from tvm import tirx

    def c(v):
        return tirx.const(v, "float32")

    zero, one, half = c(0.0), c(1.0), c(0.5)

    def fast_ratio(a, z2):
        """a / (1 + 2^z2) with exact limits (a / inf = 0, a / 1 = a): exp2f (MUFU.EX2) and __fdividef
        (MUFU.RCP and a product)."""
        return tirx.call_pure_extern("float32", "__fdividef", a, one + tirx.exp2(z2))

    if kind == "identity":
        return x
    if kind == "relu":
        return tirx.max(x, zero)
    if kind == "clipped_relu":
        return tirx.min(tirx.max(x, zero), c(p["ceiling"]))
    if kind == "sigmoid":
        return fast_ratio(one, x * c(-LOG2E)) if fast else tirx.sigmoid(x)
    if kind == "tanh":
        return tirx.tanh(x)
    if kind == "elu":
        return tirx.Select(x > zero, x, c(p["alpha"]) * (tirx.exp(x) - one))
    if kind == "leaky_relu":
        return tirx.Select(x > zero, x, c(p["slope"]) * x)
    if kind == "silu":
        return fast_ratio(x, x * c(-LOG2E)) if fast else x * tirx.sigmoid(x)
    if kind == "swish":
        if fast:
            return fast_ratio(x, x * c(-p["beta"] * LOG2E))
        z = x if p["beta"] == 1.0 else c(p["beta"]) * x
        return x * tirx.sigmoid(z)
    if kind == "gelu_erf":
        return half * x * (one + tirx.erf(x * c(SQRT_HALF)))
    if kind == "gelu_tanh":
        if fast:
            # x/2 (1 + tanh(u)) = x sigmoid(2u) = x / (1 + exp(-2u)), with -2u log2 e = x (k1 + k2 x^2):
            # three operations, one MUFU.EX2 and one MUFU.RCP instead of tanhf's branchy ~20 instructions
            # (the kernel was issue-bound; this form measured clearly faster on the H200); no cancellation of
            # 1 + tanh(u) for x < 0. Limits: x -> -inf gives x / inf = -0 (as the reference), x = -inf NaN
            # (as -inf * 0 is), x = +inf gives inf.
            k1 = -2.0 * SQRT_2_OVER_PI * LOG2E
            return fast_ratio(x, x * (c(k1) + c(k1 * GELU_C) * (x * x)))
        return half * x * (one + tirx.tanh(c(SQRT_2_OVER_PI) * (x + c(GELU_C) * x * x * x)))
    if kind == "softplus":  # stable: max(z, 0) + log1p(exp(-|z|)), z = beta x, divided by beta
        b = p["beta"]
        z = x if b == 1.0 else c(b) * x
        sp = tirx.max(z, zero) + tirx.log1p(tirx.exp(zero - tirx.abs(z)))
        return sp if b == 1.0 else sp / c(b)
    raise ParamError(f"kind={kind!r}: must be one of {', '.join(KINDS)}")


def formula_f64(kind: str, p: dict) -> Callable[[np.ndarray], np.ndarray]:
    def sigmoid(z):
        e = np.exp(-np.abs(z))  # no overflow for either sign
        return np.where(z >= 0, 1.0 / (1.0 + e), e / (1.0 + e))

    def softplus(z):
        return np.maximum(z, 0.0) + np.log1p(np.exp(-np.abs(z)))

    return {
        "identity": lambda x: x,
        "relu": lambda x: np.maximum(x, 0.0),
        "clipped_relu": lambda x: np.minimum(np.maximum(x, 0.0), p["ceiling"]),
        "sigmoid": sigmoid,
        "tanh": np.tanh,
        "elu": lambda x: np.where(x > 0, x, p["alpha"] * np.expm1(np.minimum(x, 0.0))),
        "leaky_relu": lambda x: np.where(x > 0, x, p["slope"] * x),
        "silu": lambda x: x * sigmoid(x),
        "swish": lambda x: x * sigmoid(p["beta"] * x),
        "gelu_erf": lambda x: 0.5 * x * (1.0 + _erf(x * SQRT_HALF)),
        "gelu_tanh": lambda x: 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + GELU_C * x ** 3))),
        "softplus": lambda x: softplus(p["beta"] * x) / p["beta"],
    }[kind]


def formula_error(kind: str, p: dict, r: float) -> tuple[float, float]:
    """(k_rel, k_abs): the float32 evaluation error of formula_f32's accurate form of `kind` over inputs in [-r, r),
    in units of eps32 (relative, absolute); `p` gives the coefficients (missing ones: their defaults, 1.0). The
    derivation is in Activation.tolerance."""
    beta, alpha = p.get("beta", 1.0), p.get("alpha", 1.0)
    amp = 0.0 if beta == 1.0 else abs(beta) * r / 2  # beta x rounded, times |beta x|
    return {
        "identity": (0, 0), "relu": (0, 0), "clipped_relu": (0, 0), "leaky_relu": (1, 0), "tanh": (3, 0),
        "sigmoid": (4, 0), "silu": (5, 0), "swish": (5 + amp, 0), "elu": (2, 3 * abs(alpha)),
        "gelu_erf": (6, 2 * r), "gelu_tanh": (6, 2 * r), "softplus": (5 + amp, 0),
    }[kind]


# TVM lowers tanh for LLVM as (1 - e^-2x) / (1 + e^-2x): absolute error ~2 eps32 near 0, not the relative 2 ulp of
# CUDA's tanhf that the tolerances assume for the GPU; the CPU runs of these kinds get this much more atol.
LLVM_TANH_KINDS = ("tanh", "gelu_tanh")


LLVM_TANH_ATOL = 4 * EPS["float32"]


class Activation(Operator):
    """Y = f(X), elementwise, for f in cuDNN's activation modes and the common rest.

    X and Y have shape `shape` (any rank >= 1); Y is packed, X may be strided (`x_strides`: a partially
    packed tensor in a flat buffer of `buffer_elems` elements, as cudnnSetTensorNdDescriptor allows).
    float16 and bfloat16 are storage only: x is widened to float32, f is evaluated in float32, the result is
    rounded once to the storage type.

      identity      f(x) = x                          (CUDNN_ACTIVATION_IDENTITY)
      relu          max(x, 0)                         (CUDNN_ACTIVATION_RELU)
      sigmoid       1 / (1 + exp(-x))                 (CUDNN_ACTIVATION_SIGMOID)
      tanh          tanh(x)                           (CUDNN_ACTIVATION_TANH)
      clipped_relu  min(max(x, 0), ceiling)           (CUDNN_ACTIVATION_CLIPPED_RELU, coef = ceiling)
      elu           x > 0 ? x : alpha (exp(x) - 1)    (CUDNN_ACTIVATION_ELU, coef = alpha)
      swish         x sigmoid(beta x)                 (CUDNN_ACTIVATION_SWISH, swish_beta = beta)
      silu          x sigmoid(x)                      (swish with beta 1)
      leaky_relu    x > 0 ? x : slope x
      gelu_erf      x/2 (1 + erf(x / sqrt 2))         (exact GELU)
      gelu_tanh     x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
      softplus      log(1 + exp(beta x)) / beta       (evaluated as max(z,0) + log1p(exp(-|z|)), z = beta x)

    Indexing is 64-bit whenever the element count (or X's buffer) passes 2^31 - 2^20, so tensors of more
    than 2^31 elements work (cuDNN stops at 2^31).
    """

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="activation",
            summary="Y = f(X) elementwise: relu, sigmoid, tanh, clipped_relu, elu, swish/silu, leaky_relu, gelu, "
                    "softplus, identity",
            params=(
                Param("kind", str, "the activation function", choices=KINDS),
                Param("shape", "shape", "shape of X and Y, any rank >= 1, e.g. 32x256x56x56"),
                Param("ceiling", float, "clipped_relu: the upper clip (cuDNN's coef)", 6.0),
                Param("alpha", float, "elu: the scale of the negative branch (cuDNN's coef)", 1.0),
                Param("slope", float, "leaky_relu: the slope for x <= 0", 0.01),
                Param("beta", float, "swish: sigmoid(beta x) (cuDNN's swish_beta); softplus: sharpness", 1.0),
                strides_param("X"),
                DTYPE_PARAM,
            ),
            examples=("activation kind=relu shape=32x256x56x56 dtype=float16",
                      "activation kind=gelu_tanh shape=1823x781",
                      "activation kind=relu shape=3x2x2 x_strides=5x2x1"),
            cases=("kind=identity shape=7x33x65 dtype=float32", "kind=identity shape=7x33x65 dtype=float16",
                   "kind=relu shape=7x33x65 dtype=float32", "kind=relu shape=7x33x65 dtype=float16",
                   "kind=sigmoid shape=7x33x65 dtype=float32", "kind=sigmoid shape=7x33x65 dtype=float16",
                   "kind=tanh shape=7x33x65 dtype=float32", "kind=tanh shape=7x33x65 dtype=float16",
                   "kind=clipped_relu shape=7x33x65 dtype=float32", "kind=clipped_relu shape=7x33x65 dtype=float16",
                   "kind=elu shape=7x33x65 dtype=float32", "kind=elu shape=7x33x65 dtype=float16",
                   "kind=swish shape=7x33x65 dtype=float32", "kind=swish shape=7x33x65 dtype=float16",
                   "kind=silu shape=7x33x65 dtype=float32", "kind=silu shape=7x33x65 dtype=float16",
                   "kind=leaky_relu shape=7x33x65 dtype=float32", "kind=leaky_relu shape=7x33x65 dtype=float16",
                   "kind=gelu_erf shape=7x33x65 dtype=float32", "kind=gelu_erf shape=7x33x65 dtype=float16",
                   "kind=gelu_tanh shape=7x33x65 dtype=float32", "kind=gelu_tanh shape=7x33x65 dtype=float16",
                   "kind=softplus shape=7x33x65 dtype=float32", "kind=softplus shape=7x33x65 dtype=float16",
                   "kind=clipped_relu shape=1823x781 ceiling=0.5 dtype=float16", "kind=elu shape=100 alpha=0.3",
                   "kind=leaky_relu shape=3x1x50 slope=0.2 dtype=float16", "kind=swish shape=2x3x4 beta=1.702",
                   "kind=softplus shape=1000 beta=2 dtype=float16", "kind=relu shape=1",
                   "kind=silu shape=2x3x1x5x1x2x1x1x3 dtype=float16", "kind=relu shape=3x2x2 x_strides=5x2x1",
                   "kind=gelu_erf shape=4x6x8 x_strides=1x4x24 dtype=float16",
                   # strides that do not nest yet never overlap, packed ones permuted, any stride on a size-1 dim
                   "kind=relu shape=3x2 x_strides=2x3", "kind=relu shape=2x3x4 x_strides=3x1x6",
                   "kind=relu shape=3x1x4 x_strides=4x999x1",
                   *(f"kind={k} shape=7x33x65 dtype=bfloat16" for k in KINDS),
                   "kind=gelu_erf shape=4x6x8 x_strides=1x4x24 dtype=bfloat16"),
            rejects=(("kind=relux shape=4", "kind='relux': must be one of identity, relu"),
                     ("kind=relu shape=4x0", "shape=4x0: every dimension must be positive"),
                     ("kind=relu shape=4 ceiling=3", "ceiling=3: only kind=clipped_relu takes it"),
                     ("kind=elu shape=4 slope=0.1", "slope=0.1: only kind=leaky_relu takes it"),
                     ("kind=relu shape=4 beta=2", "beta=2: only kind=swish or kind=softplus"),
                     ("kind=clipped_relu shape=4 ceiling=-1", "ceiling=-1: must be > 0"),
                     ("kind=softplus shape=4 beta=-1", "beta=-1: softplus needs beta > 0"),
                     ("kind=elu shape=4 alpha=nan", "alpha='nan': must be finite"),
                     ("kind=relu shape=3x2x2 x_strides=2x1",
                      "x_strides=2x1: 2 strides for a shape of rank 3 (3x2x2); give one stride per dim"),
                     ("kind=relu shape=3x2x2 x_strides=5x0x1",
                      "x_strides=5x0x1: every stride must be positive (got 0)"),
                     ("kind=relu shape=3x2x2 x_strides=2x2x1",
                      "x_strides=2x2x1: indices (0, 1, 0) and (1, 0, 0) of 3x2x2 both land at offset 2"),
                     ("kind=relu shape=3x2 x_strides=1x2",
                      "x_strides=1x2: indices (0, 1) and (2, 0) of 3x2 both land at offset 2"),
                     ("kind=relu shape=2x2 x_strides=1x1",
                      "x_strides=1x1: indices (0, 1) and (1, 0) of 2x2 both land at offset 1"),
                     ("kind=relu shape=4096x4096 x_strides=1x1",  # too many elements to check one by one
                      "x_strides=1x1: cannot show that the 16777216 elements of 4096x4096 map to distinct offsets"),
                     ("kind=relu shape=3x2x2 x_strides=a,b", "x_strides='a,b': must be integers"),
                     ("kind=relu shape=4 dtype=float64", "dtype='float64': must be one of"),
                     ("kind=relu shape=4 pad=1", "pad: unknown parameter of activation")),
        )

    def check(self, p):
        defaults = {q.name: q.default for q in self.params}
        for coef, kinds in COEF.items():
            if p[coef] != defaults[coef] and p["kind"] not in kinds:
                raise ParamError(f"{coef}={p[coef]:g}: only kind={' or kind='.join(kinds)} takes it, "
                                 f"not kind={p['kind']}")
        if p["kind"] == "clipped_relu" and p["ceiling"] <= 0:
            raise ParamError(f"ceiling={p['ceiling']:g}: must be > 0")
        if p["kind"] == "softplus" and p["beta"] <= 0:
            raise ParamError(f"beta={p['beta']:g}: softplus needs beta > 0")
        if p["kind"] == "swish" and p["beta"] == 0:
            raise ParamError("beta=0: swish needs beta != 0 (beta 0 is x/2, not an activation)")
        check_strides("x_strides", p["shape"], p["x_strides"])

    def inputs(self, p):
        return [spec("X", p["shape"], p["dtype"], p["x_strides"])]

    def outputs(self, p):
        return [spec("Y", p["shape"], p["dtype"])]

    def compute(self, p, fast: bool = False):
        """`fast` (CUDA schedules only, where fast_math(p)): the fast-intrinsic form of FAST_KINDS."""
        from tvm import te

        (xs,), (ys,) = self.inputs(p), self.outputs(p)
        wide = needs_int64([xs, ys])
        X = placeholder(xs, wide)
        fast = fast and fast_math(p)
        Y = te.compute(te_dims(ys.shape, wide),
                       lambda *i: formula_f32(p["kind"], p, load(X, xs, i, wide), fast).astype(p["dtype"]),
                       name="Y")
        return [X, Y]

    def reference(self, p, x):
        return {"Y": chunked_map(formula_f64(p["kind"], p), p["shape"], x["X"])}

    def reference_at(self, p, x, picks):
        return {"Y": formula_f64(p["kind"], p)(x["X"].reshape(-1)[picks["Y"]].astype(np.float64))}

    def sample_range(self, p) -> float:
        """Inputs are uniform in [-R, R): both tails of every function (saturation of sigmoid/tanh, the
        clip of clipped_relu, the negative branch of elu/gelu/softplus) get exercised."""
        if p["kind"] == "clipped_relu":
            return max(8.0, 1.5 * p["ceiling"])
        return 8.0

    def sample(self, p, rng):
        r = self.sample_range(p)
        return {"X": uniform(rng, p["shape"], p["dtype"], -r, r)}

    def flops(self, p):
        return math.prod(p["shape"])

    def tolerance(self, p, out):
        """|got - ref| <= atol + rtol |ref|, with
           rtol = eps(dtype) + k_rel eps32,   atol = tiny(dtype) + k_abs eps32.
        eps(dtype) covers the final rounding to the storage type (<= 1/2 ulp, plus a few fp32 ulps of
        double rounding: together under 1 ulp = eps |y|); tiny(dtype) covers that rounding where y is
        subnormal (fp16: 2^-24; bfloat16 has float32's range: 2^-126). bfloat16 (8 significant bits) rounds
        at eps = 2^-7, so its rtol is that rounding plus the same float32 terms. k_rel, k_abs are the float32
        evaluation errors, from the maximum errors CUDA documents (CUDA C Programming Guide, single-precision
        functions, no fast-math): expf 2 ulp, tanhf 2, erff 2, log1pf 1, IEEE + - * / 1/2 ulp each; fp32 constants (slope, alpha, 1/sqrt2, ...) are off by
        <= 1/2 ulp; inputs lie in [-R, R) (sample_range):
          identity, relu, clipped_relu  exact in fp32 (copies, max, min): k = 0
          leaky_relu                    one product: k_rel 1
          tanh                          tanhf: k_rel 3
          sigmoid                       1/(1 + expf(-x)): 2 + 1/2 + 1/2 -> k_rel 4
          silu, swish                   x sigmoid(beta x): 4 + 1, plus (beta != 1) the rounding of beta x
                                        amplified by |beta x| (sigmoid's condition number) -> 5 + |beta| R / 2
          elu                           alpha (expf(x) - 1) cancels near 0: absolute 3 alpha eps32, k_rel 2
          gelu_erf, gelu_tanh           1 + erf (1 + tanh) cancels for x < 0: absolute (|x|/2)(3 eps32)
                                        -> k_abs 2R, k_rel 6 (argument rounding, cubic term)
          softplus                      expf 2 + log1pf 1 + add, divide -> k_rel 5 (+ |beta| R / 2, as swish)
        float16 sigmoid, silu, swish, gelu_tanh (fast_math: CUDA schedules may use exp2f and __fdividef):
        k_rel + FAST_EXTRA_ULP (93 ulp = 1.1e-5, 1/40 of the float16 rounding, 2^-11).
        """
        k_rel, k_abs = formula_error(p["kind"], p, self.sample_range(p))
        if fast_math(p):
            k_rel += FAST_EXTRA_ULP
        return _bounds(out.dtype, k_abs, k_rel)

    def llvm_tolerance(self, p, out):
        """TVM lowers tanh for LLVM as (1 - e^-2x) / (1 + e^-2x): absolute error ~2 eps32 near 0, not the relative
        2 ulp of CUDA's tanhf that tolerance() assumes for the GPU."""
        atol, rtol = self.tolerance(p, out)
        return (atol + LLVM_TANH_ATOL, rtol) if p["kind"] in LLVM_TANH_KINDS else (atol, rtol)


OPERATORS = (Add(), AddTensor(), OpTensor(), Activation())
