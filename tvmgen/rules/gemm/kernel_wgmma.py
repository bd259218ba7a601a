"""fp16 and bf16 GEMM on Hopper's warpgroup tensor cores (wgmma), rule `matmul_wgmma`: the engine in
`rules/lib/wgmma.py`.

matmul: C[M, N] = A[M, K] @ op(B) (B [K, N], or [N, K] with trans_b), batch supported; dense:
Y = act(X[M, K] @ W[N, K]^T + bias) with the bias and activation applied to the fp32 accumulators before the
fp16 (bf16) store. The shader targets sm_90a (wgmma is an arch-specific instruction), so the chain skips this
rule for any other arch. Needs fp16 or bf16, A row-major (no trans_a), N % 64 == 0 and K % 64 == 0 (16-byte rows, whole
k steps; a dense layer's N need only be a multiple of 8, `ragged`) and, in the default chain, M > 32 (smaller M is
matmul_splitk_mma's); any M past that (the last tile-row is zero-filled and its stores predicated). M <= 64 with N
a multiple of 128 (a ragged dense N: of 8) runs swapped (swap=1,
`wgmma.swapped_config`: C^T = B^T A^T, K split over a thread-block cluster); other few-tile shapes split K over a
cluster unswapped (`splits`, see rules/lib/wgmma.py). Others go to matmul_mma (dense: dlight).

On the H200 this is the fastest GEMM of the package: close to cuBLAS at 4096^3 and 8192^3, with or without
trans_b (about twice matmul_mma), and for M = 16 / 64 at N = K = 4096 the swapped form gains clearly over the
unswapped one, though M = 64 stays further from cuBLAS. The variants timed are in rules/lib/wgmma.py's docstrings;
the numbers, and what limits the missed targets, in reports/README.md and reports/h200/current.md.
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import Operator
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..lib import wgmma


# Below this M the 128-row tile is mostly zero-fill; such M is taken only in the swapped form (swap=1, where N is
# whole 128-row tiles: M = 16, N = K = 4096 in one kernel measured faster than matmul_splitk_mma's two), else left
# to matmul_splitk_mma's 16-row mma.sync tiles.
MIN_M = 32


class MatmulWGMMA(KernelRule):
    name = "matmul_wgmma"
    summary = "fp16/bf16 GEMM with Hopper wgmma from 128B-swizzled shared memory, cp.async pipeline (TIRx, sm_90a)"
    ops = ("matmul", "dense")
    needs = frozenset({"wgmma", "cp_async"})
    priority = 2  # ahead of matmul_splitk_mma where both take a matmul (32 < M <= 64)
    symbolic = ("m",)  # M may be a run-time size: the M edge is guarded as for a static M that is no tile multiple
    space = {**wgmma.SPACE, "swap": [0, 1]}

    def _fits(self, p: dict) -> str | None:
        if p["dtype"] not in wgmma.ELEMENTS:
            return f"wgmma rule is for {' or '.join(wgmma.ELEMENTS)}"
        if p.get("trans_a"):
            return "trans_a: the wgmma rule needs A row-major (K contiguous)"
        return None

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        cfg = self.default(op, p, hw)
        return ((p["m"] > MIN_M or cfg.get("swap")) and self._fits(p) is None
                and wgmma.config_error(hw, p["n"], p["k"], cfg, ragged=ragged(op, p)) is None)

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        if wgmma.swap_fits(p["m"], p["n"], p["k"], ragged(op, p)):
            return wgmma.swapped_config(hw, p["m"], p["n"], p["k"], p.get("batch", 1))
        return wgmma.default_config(hw, p["m"], p["n"], p["k"], p.get("batch", 1), _kmajor(op, p))

    def uses(self, op: Operator, p: dict, config: dict, hw: Arch) -> frozenset[str]:
        return wgmma.features(self.needs, config if "splits" in config else self.default(op, p, hw))

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        return (super().valid(op, p, config, hw) or self._fits(p)
                or wgmma.config_error(hw, p["n"], p["k"], config, ragged=ragged(op, p)))

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        if self._fits(p) or wgmma.config_error(hw, p["n"], p["k"], config, ragged=ragged(op, p)):
            return None
        kernel = dense_kernel if op.name == "dense" else matmul_kernel
        return tvm.IRModule({"main": kernel(p, config)})




def _kmajor(op: Operator, p: dict) -> bool:
    return op.name == "dense" or bool(p.get("trans_b"))


def ragged(op: Operator, p: dict) -> bool:
    """A dense layer whose N no 64-column tile divides (N % 8 == 0: 1000 classes): its weight rows past N are
    zero-filled and the columns past N neither stored nor given a bias. Other shapes keep whole tiles (a matmul with
    such an N is matmul_mma's)."""
    return op.name == "dense" and p["n"] % 64 != 0


def dense_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    M, N, K, dt = p["m"], p["n"], p["k"], p["dtype"]
    BK = wgmma.BK

    def a_src(X, bz, m, ks, c):
        return X.ptr_to([m, ks * BK + c * 8])

    def b_src(W, bz, j, ks, c):
        return W.ptr_to([j, ks * BK + c * 8])

    def epi(E, v, col):  # col past N (a ragged tile) is clamped by the engine: gemm_body's e_col / e_row
        return epilogue_te(p["activation"], v + T.Cast("float32", E[col]) if p["bias"] else v)

    body, swap = _body(p, config, a_src, b_src, True, epi)

    if p["bias"]:
        @T.prim_func
        def main(X: T.Buffer((M, K), dt), W: T.Buffer((N, K), dt), bias: T.Buffer((N,), dt),
                 Y: T.Buffer((1, M, N), dt)):
            if swap:
                body(W, X, Y, bias)
            else:
                body(X, W, Y, bias)
    else:
        @T.prim_func
        def main(X: T.Buffer((M, K), dt), W: T.Buffer((N, K), dt), Y: T.Buffer((1, M, N), dt)):
            if swap:
                body(W, X, Y, Y)
            else:
                body(X, W, Y, Y)

    return main


def matmul_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    M, N, K, batch, dt = p["m"], p["n"], p["k"], p.get("batch", 1), p["dtype"]
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

    body, swap = _body(p, config, a_src, b_src, trans_b)

    @T.prim_func
    def main(A: T.Buffer(a_shape, dt), B: T.Buffer(b_shape, dt), C: T.Buffer(c_shape, dt)):
        if swap:
            body(B, A, C, C)
        else:
            body(A, B, C, C)

    return main


def _body(p: dict, config: dict, a_src, b_src, b_kmajor: bool, epi=None):
    """(gemm_body's macro, whether it takes its operands swapped). swap=1 computes C^T = B^T A^T, for small M:
    wgmma's 64-row operand is B (MN-major unless B is K-major), 128 columns of C a tile, and the M rows of C are
    its n (bn = 32 or 64), so no tensor-core row is zero-fill and every stage's copies are mostly B, the bytes
    that must stream from DRAM; C is stored through a transposed staging tile."""
    cfg = dict(config)
    swap = bool(cfg.pop("swap", 0))
    M, N, K, batch, dt = p["m"], p["n"], p["k"], p.get("batch", 1), p["dtype"]
    if not swap:
        return wgmma.gemm_body(M=M, N=N, K=K, batch=batch, b_kmajor=b_kmajor, a_src=a_src, b_src=b_src, epi=epi,
                               dtype=dt, **cfg), False
    return wgmma.gemm_body(M=N, N=M, K=K, batch=batch, b_kmajor=True, a_kmajor=b_kmajor, c_t=True, a_src=b_src,
                           b_src=a_src, epi=epi, dtype=dt, **cfg), True
