"""Matrix multiplication."""
from __future__ import annotations

import numpy as np

from . import register
from .base import DTYPE_PARAM, Operator, Param, TensorSpec


class Matmul(Operator):
    """C[M, N] = A[M, K] @ B[K, N].

    float32: fp32 in, fp32 accumulate, fp32 out. float16: fp16 in, fp32 accumulate, fp16 out.
    FLOPs = 2 M N K.
    """

    def __init__(self):
        super().__init__(
            name="matmul",
            summary="C[M,N] = A[M,K] @ B[K,N]; fp16 accumulates in fp32",
            params=(
                Param("m", int, "rows of A and C", minimum=1),
                Param("n", int, "columns of B and C", minimum=1),
                Param("k", int, "columns of A, rows of B (reduction length)", minimum=1),
                DTYPE_PARAM,
            ),
            examples=("matmul m=1024 n=1024 k=1024 dtype=float16", "matmul m=1823 n=781 k=1000"),
        )

    def inputs(self, p):
        return [TensorSpec("A", (p["m"], p["k"]), p["dtype"]), TensorSpec("B", (p["k"], p["n"]), p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("C", (p["m"], p["n"]), p["dtype"])]

    def compute(self, p):
        from tvm import te

        dt = p["dtype"]
        A = te.placeholder((p["m"], p["k"]), dt, name="A")
        B = te.placeholder((p["k"], p["n"]), dt, name="B")
        k = te.reduce_axis((0, p["k"]), name="k")
        if dt == "float32":
            C = te.compute((p["m"], p["n"]), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
            return [A, B, C]
        acc = te.compute((p["m"], p["n"]),
                         lambda i, j: te.sum(A[i, k].astype("float32") * B[k, j].astype("float32"), axis=k),
                         name="C_acc")
        C = te.compute((p["m"], p["n"]), lambda i, j: acc[i, j].astype(dt), name="C")
        return [A, B, C]

    def reference(self, p, x):
        return {"C": x["A"].astype(np.float64) @ x["B"].astype(np.float64)}

    def flops(self, p):
        return 2 * p["m"] * p["n"] * p["k"]

    def reduction_length(self, p):
        return p["k"]


register(Matmul())
