"""Tensor arithmetic with cuDNN's blending: cudnnAddTensor and cudnnOpTensor."""
from __future__ import annotations

import math

import numpy as np

from . import register
from .activation import (check_strides, chunked_map, chunked_uniform, fmt_shape, load, needs_int64, placeholder,
                         spec, strides_param, te_dims)
from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError

OP_KINDS = ("add", "mul", "min", "max", "sub")


def _tolerance(dtype: str, magnitude: float, k_rel: float) -> tuple[float, float]:
    """Blended sums cancel: the float32 evaluation of alpha*A + beta*C (and the op_tensor terms) is off by
    at most about one rounding of each term, so the absolute error is 2 eps32 times the sum of the terms'
    magnitudes (`magnitude`, with inputs in [-1, 1)); k_rel eps32 covers rounding of a product that does
    not cancel; eps(dtype) and 2^-24 cover the final rounding to the storage type (normal, subnormal fp16)."""
    e32 = EPS["float32"]
    tiny = 2.0 ** -24 if dtype == "float16" else float(np.finfo(np.float32).tiny)
    return tiny + 2 * e32 * magnitude, EPS[dtype] + k_rel * e32


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


class AddTensor(Operator):
    """cudnnAddTensor: C = alpha * A + beta * C_in, A broadcast over C.

    A has shape `a`, C has shape `c`, of the same rank; each dim of A equals C's or is 1 (a per-channel bias
    is a=1x256x1x1 over c=32x256x56x56). cuDNN reads and writes C in place; here the C read (`C_in`, shape `c`)
    and the C written (`C`, packed, shape `c`) are separate buffers, which the runner allocates distinct, so
    the kernel is verified as written without depending on aliasing. As in cuDNN, beta = 0 means C's old
    values are not read at all: then C_in is not an input. A and C_in may be strided (`a_strides`,
    `c_in_strides`). float16 is storage only: arithmetic is float32.
    """

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
        )

    def check(self, p):
        _check_over("a", p["a"], p["c"], "c", same_rank=True)
        check_strides("a_strides", p["a"], p["a_strides"])
        if p["c_in_strides"] and p["beta"] == 0:
            raise ParamError("c_in_strides: C_in is not read when beta=0 (it is no input); drop c_in_strides "
                             "or give beta != 0")
        check_strides("c_in_strides", p["c"], p["c_in_strides"])

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
        return {t.name: chunked_uniform(rng, t.shape, t.dtype) for t in self.inputs(p)}

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
        )

    def out_shape(self, p) -> tuple[int, ...]:
        if p["c"]:
            return p["c"]
        from .elementwise import broadcast_shape

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
        if p["c_in_strides"] and p["beta"] == 0:
            raise ParamError("c_in_strides: C_in is not read when beta=0 (it is no input); drop c_in_strides "
                             "or give beta != 0")
        check_strides("c_in_strides", c, p["c_in_strides"])

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
        return {t.name: chunked_uniform(rng, t.shape, t.dtype) for t in self.inputs(p)}

    def flops(self, p):
        return (3 if p["beta"] == 0 else 5) * math.prod(self.out_shape(p))

    def tolerance(self, p, out):
        """Terms |alpha1 A|, |alpha2 B| (or their product for mul) and |beta C_in|, inputs in [-1, 1):
        see _tolerance. min/max are exact on the scaled operands."""
        a1, a2, b = abs(p["alpha1"]), abs(p["alpha2"]), abs(p["beta"])
        mag = (a1 * a2 if p["kind"] == "mul" else a1 + a2) + b
        return _tolerance(out.dtype, mag, 3)


register(AddTensor())
register(OpTensor())
