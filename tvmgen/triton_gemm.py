"""The GEMM of Triton's matrix-multiplication tutorial, as a peer of `tvmgen bench` (issue: GEMM speed is held
against the best of cuBLAS, torch.compile max-autotune and this kernel).

The tutorial's algorithm, written here: one program per C tile, the tiles walked in groups of GROUP_M tile-rows
(neighbouring programs share their A and B panels in L2), a K loop of masked loads and `tl.dot` into fp32
accumulators, C cast to the inputs' type and stored masked. Its autotuning list of CUDA configs is `CONFIGS`,
keyed on M, N and K, so the first call of a shape times them all (outside any measurement) and later calls reuse
the winner. Any strides: a transposed B is passed as its view.

Triton is imported on first use only: tvmgen imports without it (the CPU machines), and so does a GPU machine
that has torch but no Triton (the peer is then reported as missing, not failed). TRITON_INTERPRET=1 runs the same
kernel on the CPU with torch's CPU tensors (tests/gemm/test_triton_gemm.py, where Triton is installed).
"""
from __future__ import annotations

from functools import lru_cache

# (BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, num_stages, num_warps): the tutorial's CUDA list for fp16
CONFIGS = [
    (128, 256, 64, 8, 3, 8),
    (64, 256, 32, 8, 4, 4),
    (128, 128, 32, 8, 4, 4),
    (128, 64, 32, 8, 4, 4),
    (64, 128, 32, 8, 4, 4),
    (128, 32, 32, 8, 4, 4),
    (64, 32, 32, 8, 5, 2),
    (32, 64, 32, 8, 5, 2),
]


@lru_cache(maxsize=None)
def kernel(configs: tuple = tuple(CONFIGS)):
    """The Triton kernel autotuned over `configs` (built once per process and list; one config is taken as it is,
    with nothing to time: the CPU interpreter's case)."""
    import triton
    import triton.language as tl

    configs = [triton.Config({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": g}, num_stages=s, num_warps=w)
               for bm, bn, bk, g, s, w in configs]

    @triton.autotune(configs=configs, key=["M", "N", "K"])
    @triton.jit
    def gemm(a_ptr, b_ptr, c_ptr, M, N, K, s_am, s_ak, s_bk, s_bn, s_cm, s_cn,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
        pid = tl.program_id(0)
        tiles_m = tl.cdiv(M, BLOCK_M)
        tiles_n = tl.cdiv(N, BLOCK_N)
        per_group = GROUP_M * tiles_n
        first_m = pid // per_group * GROUP_M
        rows = min(tiles_m - first_m, GROUP_M)  # the last group holds the tile-rows left
        tm = first_m + pid % per_group % rows
        tn = pid % per_group // rows
        # rows and columns past C wrap onto real ones (read, never stored): the loads need no M / N mask
        offs_m = (tm * BLOCK_M + tl.arange(0, BLOCK_M)) % M
        offs_n = (tn * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        offs_k = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + offs_m[:, None] * s_am + offs_k[None, :] * s_ak
        b_ptrs = b_ptr + offs_k[:, None] * s_bk + offs_n[None, :] * s_bn
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            left = K - k * BLOCK_K
            a = tl.load(a_ptrs, mask=offs_k[None, :] < left, other=0.0)
            b = tl.load(b_ptrs, mask=offs_k[:, None] < left, other=0.0)
            acc = tl.dot(a, b, acc)
            a_ptrs += BLOCK_K * s_ak
            b_ptrs += BLOCK_K * s_bk
        cm = tm * BLOCK_M + tl.arange(0, BLOCK_M)
        cn = tn * BLOCK_N + tl.arange(0, BLOCK_N)
        tl.store(c_ptr + cm[:, None] * s_cm + cn[None, :] * s_cn, acc.to(c_ptr.dtype.element_ty),
                 mask=(cm[:, None] < M) & (cn[None, :] < N))

    return gemm


def matmul(a, b, torch, configs: tuple = tuple(CONFIGS)):
    """A zero-argument callable computing a @ b (2-D torch tensors, any strides) into one output tensor, and that
    output. The first call autotunes."""
    import triton

    (m, k), n = a.shape, b.shape[1]
    c = torch.empty((m, n), device=a.device, dtype=a.dtype)
    gemm = kernel(tuple(configs))

    def grid(meta):
        return (triton.cdiv(m, meta["BLOCK_M"]) * triton.cdiv(n, meta["BLOCK_N"]),)

    def run():
        gemm[grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))
        return c

    return run, c
