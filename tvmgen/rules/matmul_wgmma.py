"""fp16 GEMM on Hopper's warpgroup tensor cores (wgmma), rule `matmul_wgmma`: the engine in `wgmma.py`.

matmul: C[M, N] = A[M, K] @ op(B) (B [K, N], or [N, K] with trans_b), batch supported; dense:
Y = act(X[M, K] @ W[N, K]^T + bias) with the bias and activation applied to the fp32 accumulators before the
fp16 store. The shader targets sm_90a (wgmma is an arch-specific instruction), so the chain skips this rule
for any other arch. Needs fp16, A row-major (no trans_a), N % 64 == 0 and K % 64 == 0 (16-byte rows, whole
k steps) and, in the default chain, M > 32 (smaller M is matmul_splitk_mma's); any M past that (the last
tile-row is zero-filled and its stores predicated). Few tiles (M <= 64 at N = 4096) split K over a thread-block
cluster (`splits`, see wgmma.py). Others go to matmul_mma (dense: dlight).

Measured on the H200 (verified, `tvmgen bench`, cuBLAS through torch in the same run, 2026-12-02):
4096^3 192 us = 715 TFLOP/s, 0.94x cuBLAS (matmul_mma: 0.44x); 8192^3 1.70 ms, 0.91x; 4096^3 with
trans_b 0.71x. Variants timed: see the module docstring of `wgmma.py` and generated/reports/README.md.
"""
from __future__ import annotations

from ..ops.base import Operator
from . import register, wgmma
from .base import Rule


# Below this M the 128-row tile is mostly zero-fill: matmul_splitk_mma's 16-row mma.sync tiles do as well
# (M = 16, N = K = 4096: 21.6 us against 21.7 us split over a cluster); at M = 64 wgmma is ahead (22.2 against 25.6).
MIN_M = 32


class MatmulWGMMA(Rule):
    name = "matmul_wgmma"
    summary = "fp16 GEMM with Hopper wgmma from 128B-swizzled shared memory, cp.async pipeline (TIRx, sm_90a)"
    ops = ("matmul", "dense")
    pipeline = "tirx"
    arch = "sm_90a"
    priority = 2  # ahead of matmul_splitk_mma where both take a matmul (32 < M <= 64)
    space = wgmma.SPACE

    def _fits(self, p: dict) -> str | None:
        if p["dtype"] != "float16":
            return "wgmma rule is for float16"
        if p.get("trans_a"):
            return "trans_a: the wgmma rule needs A row-major (K contiguous)"
        return None

    def prefer(self, op: Operator, p: dict) -> bool:
        return p["m"] > MIN_M and self._fits(p) is None and wgmma.config_error(p["n"], p["k"], self.default(op, p)) is None

    def default(self, op: Operator, p: dict) -> dict:
        return wgmma.default_config(p["m"], p["n"], p["k"], p.get("batch", 1), _kmajor(op, p))

    def valid(self, op: Operator, p: dict, config: dict) -> str | None:
        return super().valid(op, p, config) or self._fits(p) or wgmma.config_error(p["n"], p["k"], config)

    def apply(self, mod, op: Operator, p: dict, config: dict, target):
        import tvm

        if self._fits(p) or wgmma.config_error(p["n"], p["k"], config):
            return None
        kernel = dense_kernel if op.name == "dense" else matmul_kernel
        return tvm.IRModule({"main": kernel(p, config)})


register(MatmulWGMMA())


def _kmajor(op: Operator, p: dict) -> bool:
    return op.name == "dense" or bool(p.get("trans_b"))


def dense_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    from ..ops.matmul import _act_te

    M, N, K = p["m"], p["n"], p["k"]
    BK = wgmma.BK

    def a_src(X, bz, m, ks, c):
        return X.ptr_to([m, ks * BK + c * 8])

    def b_src(W, bz, j, ks, c):
        return W.ptr_to([j, ks * BK + c * 8])

    def epi(E, v, col):
        return _act_te(p["activation"], v + T.Cast("float32", E[col]) if p["bias"] else v)

    body = wgmma.gemm_body(M=M, N=N, K=K, batch=1, b_kmajor=True, a_src=a_src, b_src=b_src, epi=epi, **config)

    if p["bias"]:
        @T.prim_func
        def main(X: T.Buffer((M, K), "float16"), W: T.Buffer((N, K), "float16"), bias: T.Buffer((N,), "float16"),
                 Y: T.Buffer((1, M, N), "float16")):
            body(X, W, Y, bias)
    else:
        @T.prim_func
        def main(X: T.Buffer((M, K), "float16"), W: T.Buffer((N, K), "float16"), Y: T.Buffer((1, M, N), "float16")):
            body(X, W, Y, Y)

    return main


def matmul_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    M, N, K, batch = p["m"], p["n"], p["k"], p.get("batch", 1)
    trans_b = bool(p.get("trans_b"))
    # declared with the batch axis even when batch == 1: the same pointer, one indexing
    a_shape, c_shape = (batch, M, K), (batch, M, N)
    b_shape = (batch, N, K) if trans_b else (batch, K, N)
    BK = wgmma.BK

    def a_src(A, bz, m, ks, c):
        return A.ptr_to([bz, m, ks * BK + c * 8])

    def b_src(B, bz, j, ks, c):
        if trans_b:
            return B.ptr_to([bz, j, ks * BK + c * 8])
        return B.ptr_to([bz, ks * BK + j, c * 8])

    body = wgmma.gemm_body(M=M, N=N, K=K, batch=batch, b_kmajor=trans_b, a_src=a_src, b_src=b_src, **config)

    @T.prim_func
    def main(A: T.Buffer(a_shape, "float16"), B: T.Buffer(b_shape, "float16"), C: T.Buffer(c_shape, "float16")):
        body(A, B, C, C)

    return main
