"""Layout transforms: permutations of a tensor's dimensions (NumPy's transpose), and named conveniences.

All of them are pure data movement: Y = np.transpose(X, perm), packed row-major in and out, the values
copied bit for bit (any dtype of the list; no arithmetic, so the tolerance is exact). cuDNN's peer is
cudnnTransformTensor with the output strides of the permuted layout.

Schedule: rules/layout/ (tiled through shared memory when the innermost dimension moves, a vectorized copy
when it stays; `transpose_pairs`, a TIRx kernel for fp16 NCHW <-> NHWC, when named).
"""
from __future__ import annotations

import numpy as np

from .base import DTYPE_PARAM, Operator, Param, ParamError, TensorSpec, needs_int64
from .tensors import fmt_shape, te_dims


def check_perm(perm: tuple[int, ...], shape: tuple[int, ...], name: str = "perm") -> None:
    """perm must list each of 0..rank-1 exactly once (ParamError naming the entry that is wrong)."""
    rank = len(shape)
    text = ",".join(map(str, perm)) if perm else "()"
    if len(perm) != rank:
        raise ParamError(f"{name}={text}: has {len(perm)} entries but shape {fmt_shape(shape)} has rank {rank}; "
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

    runtime = ("shape",)

    def perm(self, p: dict) -> tuple[int, ...]:
        raise NotImplementedError

    def check(self, p):
        if self.rank is not None and len(p["shape"]) != self.rank:
            raise ParamError(f"shape={fmt_shape(p['shape'])}: {self.name} needs a rank-{self.rank} {self.layout} "
                             f"shape, got rank {len(p['shape'])}")

    def out_shape(self, p) -> tuple[int, ...]:
        return tuple(p["shape"][k] for k in self.perm(p))

    def outputs(self, p):
        return [TensorSpec("Y", self.out_shape(p), p["dtype"])]

    def compute(self, p):
        from tvm import te

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
            cases=("shape=2x3x4x5x6x7 perm=5,3,1,4,0,2", "shape=37x41 perm=1,0 dtype=float16", "shape=9 perm=0",
                   "shape=3x1x5x1 perm=3,2,1,0", "shape=37x41 perm=1,0 dtype=bfloat16",
                   "shape=2x3x4x5 perm=0,2,3,1 dtype=bfloat16"),
            rejects=(("shape=2x3x4 perm=0,1", "perm=0,1: has 2 entries but shape 2x3x4 has rank 3"),
                     ("shape=2x3x4 perm=0,3,1", "perm=0,3,1: entry 3 is out of range 0..2"),
                     ("shape=2x3x4 perm=0,-1,1", "entry -1 is out of range 0..2"),
                     ("shape=2x3x4 perm=1,1,0", "perm=1,1,0: 1 appears twice (2 missing)"),
                     ("shape=2x0x4 perm=0,1,2", "shape=2x0x4: every dimension must be positive")),
        )

    def check(self, p):
        check_perm(p["perm"], p["shape"])

    def perm(self, p):
        return tuple(p["perm"])


class NamedLayout(LayoutOp):
    """A fixed permutation under its own name; a subclass gives `layout` (the input's letters) and `fixed`."""

    fixed: tuple[int, ...] = ()

    def __init__(self, name: str, summary: str, shape: str, example: str, cases: tuple, rejects: tuple):
        self.rank = len(self.fixed)
        super().__init__(name=name, summary=summary,
                         params=(Param("shape", "shape", f"{self.layout} shape of X, e.g. {shape}"), DTYPE_PARAM),
                         examples=(example,), cases=cases, rejects=rejects)

    def perm(self, p):
        return self.fixed


class NchwToNhwc(NamedLayout):
    """NCHW -> NHWC: X[N, C, H, W], Y[N, H, W, C] = X[n, c, h, w] (transpose perm=0,2,3,1)."""

    layout, fixed = "NCHW", (0, 2, 3, 1)


class NhwcToNchw(NamedLayout):
    """NHWC -> NCHW: X[N, H, W, C], Y[N, C, H, W] = X[n, h, w, c] (transpose perm=0,3,1,2)."""

    layout, fixed = "NHWC", (0, 3, 1, 2)


class HwcToWhc(NamedLayout):
    """HWC -> WHC: an image as image libraries give it, X[H, W, C] (row-major pixels, channels
    interleaved), to Y[W, H, C] = X[h, w, c] as a network expecting width-major input wants it
    (transpose perm=1,0,2: the two spatial dims swap, each pixel's C channels stay together)."""

    layout, fixed = "HWC", (1, 0, 2)


OPERATORS = (
    Transpose(),
    NchwToNhwc("nchw_to_nhwc", "Y[N,H,W,C] = X[N,C,H,W]: channels-first to channels-last", "32x256x56x56",
               "nchw_to_nhwc shape=32x256x56x56 dtype=float16",
               cases=("shape=2x5x7x9", "shape=2x5x7x9 dtype=bfloat16"),
               rejects=(("shape=2x3x4", "shape=2x3x4: nchw_to_nhwc needs a rank-4 NCHW shape, got rank 3"),)),
    NhwcToNchw("nhwc_to_nchw", "Y[N,C,H,W] = X[N,H,W,C]: channels-last to channels-first", "32x56x56x256",
               "nhwc_to_nchw shape=32x56x56x256 dtype=float16",
               cases=("shape=2x7x9x5 dtype=float16", "shape=2x7x9x5 dtype=bfloat16"),
               rejects=(("shape=2x3x4", "shape=2x3x4: nhwc_to_nchw needs a rank-4 NHWC shape, got rank 3"),)),
    HwcToWhc("hwc_to_whc", "Y[W,H,C] = X[H,W,C]: swap an image's spatial dims, channels stay interleaved",
             "1080x1920x3", "hwc_to_whc shape=1080x1920x3", cases=("shape=5x7x3", "shape=5x7x3 dtype=bfloat16"),
             rejects=(("shape=2x3x4x5", "hwc_to_whc needs a rank-3 HWC shape"),)),
)
