"""Layout transforms: permutations of a tensor's dimensions (NumPy's transpose), and named conveniences.

All of them are pure data movement: Y = np.transpose(X, perm), packed row-major in and out, the values
copied bit for bit (any dtype of the list; no arithmetic, so the tolerance is exact). cuDNN's peer is
cudnnTransformTensor with the output strides of the permuted layout.

Schedule: rules/transpose.py (tiled through shared memory when the innermost dimension moves, a
vectorized copy when it stays).
"""
from __future__ import annotations

import numpy as np

from . import register
from .base import DTYPE_PARAM, Operator, Param, ParamError, TensorSpec


def _dims(shape) -> str:
    return "x".join(map(str, shape))


def check_perm(perm: tuple[int, ...], shape: tuple[int, ...], name: str = "perm") -> None:
    """perm must list each of 0..rank-1 exactly once (ParamError naming the entry that is wrong)."""
    rank = len(shape)
    text = ",".join(map(str, perm)) if perm else "()"
    if len(perm) != rank:
        raise ParamError(f"{name}={text}: has {len(perm)} entries but shape {_dims(shape)} has rank {rank}; "
                         f"a permutation lists each of 0..{rank - 1} once")
    for v in perm:
        if not 0 <= v < rank:
            raise ParamError(f"{name}={text}: entry {v} is out of range 0..{rank - 1} (rank {rank})")
    seen = set()
    for v in perm:
        if v in seen:
            missing = sorted(set(range(rank)) - set(perm))
            raise ParamError(f"{name}={text}: {v} appears twice ({', '.join(map(str, missing))} missing); "
                             f"a permutation lists each of 0..{rank - 1} once")
        seen.add(v)


class LayoutOp(Operator):
    """Base of the permutation operators: X of shape `shape`, Y[o_0..o_{r-1}] = X[i] with i[perm[k]] = o_k,
    i.e. Y = np.transpose(X, perm) and Y.shape[k] = shape[perm[k]]."""

    rank: int | None = None  # the rank a named layout needs (None: any)
    layout: str = ""  # the input layout's letters, for messages

    def perm(self, p: dict) -> tuple[int, ...]:
        raise NotImplementedError

    def check(self, p):
        if self.rank is not None and len(p["shape"]) != self.rank:
            raise ParamError(f"shape={_dims(p['shape'])}: {self.name} needs a rank-{self.rank} {self.layout} "
                             f"shape, got rank {len(p['shape'])}")

    def out_shape(self, p) -> tuple[int, ...]:
        return tuple(p["shape"][k] for k in self.perm(p))

    def inputs(self, p):
        return [TensorSpec("X", p["shape"], p["dtype"])]

    def outputs(self, p):
        return [TensorSpec("Y", self.out_shape(p), p["dtype"])]

    def compute(self, p):
        from tvm import te

        from .activation import needs_int64, te_dims

        perm = self.perm(p)
        inv = [perm.index(k) for k in range(len(perm))]  # input dim k is output dim inv[k]
        wide = needs_int64(self.inputs(p))  # past 2^31 elements: int64 loops and addresses
        X = te.placeholder(te_dims(p["shape"], wide), p["dtype"], name="X")
        Y = te.compute(te_dims(self.out_shape(p), wide), lambda *o: X[tuple(o[inv[k]] for k in range(len(inv)))],
                       name="Y")
        return [X, Y]

    def reference(self, p, x):
        return {"Y": np.transpose(x["X"].astype(np.float64), self.perm(p))}

    def flops(self, p):
        return 0  # pure data movement

    def tolerance(self, p, out):
        return 0.0, 0.0  # a copy: every value must come through bit for bit


class Transpose(LayoutOp):
    """Y = np.transpose(X, perm) for any rank: X of shape `shape` (d_0 x ... x d_{r-1}), Y of shape
    d_perm[0] x ... x d_perm[r-1], Y[o] = X[i] with i[perm[k]] = o[k]. Rank 1 with perm=0 is a copy.
    """

    def __init__(self):
        super().__init__(
            name="transpose",
            summary="Y = np.transpose(X, perm): permute the dimensions of a tensor of any rank",
            params=(
                Param("shape", "shape", "shape of X, e.g. 32x256x56x56"),
                Param("perm", "ints", "output dim k is input dim perm[k]; a permutation of 0..rank-1, e.g. 0,2,3,1"),
                DTYPE_PARAM,
            ),
            examples=("transpose shape=32x256x56x56 perm=0,2,3,1 dtype=float16",
                      "transpose shape=1823x781 perm=1,0", "transpose shape=2x3x4x5x6x7 perm=5,3,1,4,0,2"),
        )

    def check(self, p):
        check_perm(p["perm"], p["shape"])

    def perm(self, p):
        return tuple(p["perm"])


class NchwToNhwc(LayoutOp):
    """NCHW -> NHWC: X[N, C, H, W], Y[N, H, W, C] = X[n, c, h, w] (transpose perm=0,2,3,1)."""

    rank, layout = 4, "NCHW"

    def __init__(self):
        super().__init__(
            name="nchw_to_nhwc",
            summary="Y[N,H,W,C] = X[N,C,H,W]: channels-first to channels-last",
            params=(Param("shape", "shape", "NCHW shape of X, e.g. 32x256x56x56"), DTYPE_PARAM),
            examples=("nchw_to_nhwc shape=32x256x56x56 dtype=float16",),
        )

    def perm(self, p):
        return (0, 2, 3, 1)


class NhwcToNchw(LayoutOp):
    """NHWC -> NCHW: X[N, H, W, C], Y[N, C, H, W] = X[n, h, w, c] (transpose perm=0,3,1,2)."""

    rank, layout = 4, "NHWC"

    def __init__(self):
        super().__init__(
            name="nhwc_to_nchw",
            summary="Y[N,C,H,W] = X[N,H,W,C]: channels-last to channels-first",
            params=(Param("shape", "shape", "NHWC shape of X, e.g. 32x56x56x256"), DTYPE_PARAM),
            examples=("nhwc_to_nchw shape=32x56x56x256 dtype=float16",),
        )

    def perm(self, p):
        return (0, 3, 1, 2)


class HwcToWhc(LayoutOp):
    """HWC -> WHC: an image as image libraries give it, X[H, W, C] (row-major pixels, channels
    interleaved), to Y[W, H, C] = X[h, w, c] as a network expecting width-major input wants it
    (transpose perm=1,0,2: the two spatial dims swap, each pixel's C channels stay together)."""

    rank, layout = 3, "HWC"

    def __init__(self):
        super().__init__(
            name="hwc_to_whc",
            summary="Y[W,H,C] = X[H,W,C]: swap an image's spatial dims, channels stay interleaved",
            params=(Param("shape", "shape", "HWC shape of X, e.g. 1080x1920x3"), DTYPE_PARAM),
            examples=("hwc_to_whc shape=1080x1920x3",),
        )

    def perm(self, p):
        return (1, 0, 2)


for _op in (Transpose(), NchwToNhwc(), NhwcToNchw(), HwcToWhc()):
    register(_op)
