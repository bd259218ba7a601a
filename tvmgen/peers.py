"""The vendor-library peer of each operator, through PyTorch (cuBLAS, cuDNN), for side-by-side timing.

A peer takes the operator's parameters and the inputs as torch tensors on the GPU and returns a
zero-argument callable that does the same work. Operators with no peer here are benchmarked alone.
"""
from __future__ import annotations

from typing import Callable

PEERS: dict[str, Callable] = {}


def peer(op_name: str):
    def deco(fn):
        PEERS[op_name] = fn
        return fn
    return deco


@peer("add")
def _add(p, x, torch):
    a, b = x["A"], x["B"]
    out = torch.empty(torch.broadcast_shapes(a.shape, b.shape), dtype=a.dtype, device=a.device)
    return lambda: torch.add(a, b, out=out)


@peer("matmul")
def _matmul(p, x, torch):
    a, b = x["A"], x["B"]
    out = torch.empty((p["m"], p["n"]), dtype=a.dtype, device=a.device)
    return lambda: torch.matmul(a, b, out=out)


def make(op_name: str, p: dict, inputs: dict, torch) -> Callable | None:
    """A callable running the peer, or None when the operator has none."""
    f = PEERS.get(op_name)
    if f is None:
        return None
    torch.backends.cuda.matmul.allow_tf32 = False  # fp32 GEMM is compared with SGEMM, not tf32
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    return f(p, inputs, torch)
