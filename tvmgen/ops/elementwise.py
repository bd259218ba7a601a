"""Elementwise operators with NumPy broadcasting."""
from __future__ import annotations

import numpy as np

from . import register
from .base import DTYPE_PARAM, Operator, Param, ParamError, TensorSpec


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


class Add(Operator):
    """C = A + B with NumPy broadcasting. A of shape `a`, B of shape `b`, C of the broadcast shape.

    The classic first shader, vector add of 1024 floats, is `add a=1024 b=1024`.
    """

    def __init__(self):
        super().__init__(
            name="add",
            summary="C = A + B, elementwise with NumPy broadcasting",
            params=(
                Param("a", "shape", "shape of A, e.g. 32x256x56x56"),
                Param("b", "shape", "shape of B; broadcasts against A (equal dims or 1)"),
                DTYPE_PARAM,
            ),
            examples=("add a=1024 b=1024", "add a=32x256x56x56 b=1x256x1x1 dtype=float16"),
        )

    def check(self, p):
        broadcast_shape(p["a"], p["b"])

    def inputs(self, p):
        return [TensorSpec("A", p["a"], p["dtype"]), TensorSpec("B", p["b"], p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("C", broadcast_shape(p["a"], p["b"]), p["dtype"])]

    def compute(self, p):
        from tvm import te

        A = te.placeholder(p["a"], p["dtype"], name="A")
        B = te.placeholder(p["b"], p["dtype"], name="B")
        shape = broadcast_shape(p["a"], p["b"])
        r = len(shape)
        C = te.compute(shape, lambda *i: A[tuple(broadcast_index(p["a"], r, i))] + B[tuple(broadcast_index(p["b"], r, i))],
                       name="C")
        return [A, B, C]

    def reference(self, p, x):
        return {"C": x["A"].astype(np.float64) + x["B"].astype(np.float64)}


register(Add())
