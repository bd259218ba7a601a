"""Helpers several operator families share: strided tensors (validation, TE loads), 64-bit index shapes, float32
TIR constants, and sampling and references that stay frugal for tensors of billions of elements."""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from .base import CHUNK, Param, ParamError, TensorSpec


# -- strided and broadcast tensors, 64-bit indices ---------------------------------------------------
OVERLAP_EXACT_LIMIT = 1 << 22  # strided layouts that are not nested are checked element by element up to this size


def fmt_shape(s: tuple[int, ...]) -> str:
    return "x".join(map(str, s))


def strides_param(tensor: str, what: str = "") -> Param:
    return Param(f"{tensor.lower()}_strides", "ints",
                 f"strides of {tensor} in elements, one per dim of its shape (e.g. 5x2x1: a partially packed "
                 f"tensor in a flat buffer); empty: packed row-major{what}", ())


def check_strides(pname: str, shape: tuple[int, ...], strides: tuple[int, ...]) -> None:
    """cuDNN-style strides: one positive stride per dim, and no two logical indices at one offset."""
    if not strides:
        return
    txt = fmt_shape(strides)
    if len(strides) != len(shape):
        raise ParamError(f"{pname}={txt}: {len(strides)} strides for a shape of rank {len(shape)} "
                         f"({fmt_shape(shape)}); give one stride per dim")
    bad = [s for s in strides if s <= 0]
    if bad:
        raise ParamError(f"{pname}={txt}: every stride must be positive (got {bad[0]})")
    # Sufficient condition: ordered by stride, each dim steps past the whole span of the dims below it.
    span, nested = 1, True
    for s, d in sorted((s, d) for d, s in zip(shape, strides) if d > 1):
        if s < span:
            nested = False
            break
        span += (d - 1) * s
    if nested:
        return
    size = math.prod(shape)
    if size > OVERLAP_EXACT_LIMIT:
        raise ParamError(f"{pname}={txt}: cannot show that the {size} elements of {fmt_shape(shape)} map to "
                         "distinct offsets; order the dims by stride so that each stride is at least the span "
                         "(1 + sum of (dim - 1) x stride) of the dims with smaller strides")
    off = np.zeros((), np.int64)
    for d, s in zip(shape, strides):
        off = off[..., None] + np.arange(d, dtype=np.int64) * s
    flat = off.ravel()
    order = np.argsort(flat, kind="stable")
    dup = np.nonzero(flat[order][1:] == flat[order][:-1])[0]
    if dup.size:
        i, j = order[dup[0]], order[dup[0] + 1]
        ii, jj = np.unravel_index(i, shape), np.unravel_index(j, shape)
        raise ParamError(f"{pname}={txt}: indices {tuple(map(int, ii))} and {tuple(map(int, jj))} of "
                         f"{fmt_shape(shape)} both land at offset {int(flat[i])}; a tensor's elements must not "
                         "overlap")


def spec(name: str, shape: tuple[int, ...], dtype: str, strides: tuple[int, ...] = ()) -> TensorSpec:
    return TensorSpec(name, tuple(shape), dtype, tuple(strides) if strides else None)


def te_dims(shape: tuple[int, ...], wide: bool) -> tuple:
    """Shape for te.placeholder / te.compute: int64 extents when `wide`, so every loop variable and
    every address is computed in 64 bits (TVM 0.27 then emits int64_t index arithmetic)."""
    if not wide:
        return tuple(shape)
    from tvm import tirx

    return tuple(tirx.IntImm("int64", int(d)) for d in shape)


class _WideTE:
    """tvm.te with every extent it is given declared int64: placeholders, computes and reduction axes."""

    def __init__(self, te):
        self._te = te

    def __getattr__(self, name):
        return getattr(self._te, name)

    def placeholder(self, shape, dtype, name):
        return self._te.placeholder(te_dims(tuple(shape), True), dtype, name=name)

    def compute(self, shape, fcompute, name, **kw):
        return self._te.compute(te_dims(tuple(shape), True), fcompute, name=name, **kw)

    def reduce_axis(self, dom, name):
        return self._te.reduce_axis(te_dims(tuple(dom), True), name=name)


def wide_te(wide: bool):
    """`tvm.te` for an operator's compute: as it is, or (`wide`, a tensor past 32-bit indices) one that declares
    every extent int64, so that TVM computes each loop variable and address in 64 bits."""
    from tvm import te

    return _WideTE(te) if wide else te


def placeholder(t: TensorSpec, wide: bool):
    """A packed tensor, or a strided one as the flat 1-D buffer of `buffer_elems` elements the runner lays out."""
    from tvm import te

    shape = (t.buffer_elems,) if t.strides is not None else t.shape
    return te.placeholder(te_dims(shape, wide), t.dtype, name=t.name)


def load(buf, t: TensorSpec, idx, wide: bool):
    """Read `t` (logical shape t.shape, right-aligned against the output index `idx`, size-1 dims
    broadcast) from its placeholder `buf`, as float32."""
    from tvm import tirx

    it = "int64" if wide else "int32"
    off = len(idx) - len(t.shape)
    sub = [tirx.const(0, it) if d == 1 else idx[off + k] for k, d in enumerate(t.shape)]
    if t.strides is None:
        v = buf[tuple(sub)]
    else:
        addr = tirx.const(0, it)
        for k, (d, s) in enumerate(zip(t.shape, t.strides)):
            if d != 1:
                addr = addr + sub[k] * tirx.const(s, it)
        v = buf[addr]
    return v if t.dtype == "float32" else v.astype("float32")


def chunked_map(f: Callable[..., np.ndarray], out_shape, *xs: np.ndarray) -> np.ndarray:
    """float64 result of the elementwise `f` over arrays that broadcast to `out_shape`, computed chunk by
    chunk so that float64 temporaries stay small: the only full-size float64 array is the result."""
    out_shape = tuple(out_shape)
    out = np.empty(out_shape, np.float64)
    if all(x.shape == out_shape for x in xs):  # flat chunks over the packed arrays
        flat, fx = out.reshape(-1), [np.ascontiguousarray(x).reshape(-1) for x in xs]
        for s in range(0, flat.size, CHUNK):
            flat[s:s + CHUNK] = f(*(x[s:s + CHUNK].astype(np.float64) for x in fx))
        return out
    bx = [np.broadcast_to(x, out_shape) for x in xs]  # views, no copies
    step = max(1, CHUNK // max(1, math.prod(out_shape[1:])))
    for s in range(0, out_shape[0], step):
        out[s:s + step] = f(*(x[s:s + step].astype(np.float64) for x in bx))
    return out


def c32(v: float):
    """A float32 TIR constant holding v rounded to float32 (TVM keeps the double otherwise and prints a
    literal nvcc warns about and rounds itself)."""
    import tvm

    return tvm.tirx.const(float(np.float32(v)), "float32")


def nchw(p: dict, name: str = "shape") -> tuple[int, int, int, int]:
    s = p[name]
    if len(s) != 4:
        raise ParamError(f"{name}={'x'.join(map(str, s))}: must be 4-D, N x C x H x W")
    return s


def f32(e):
    return e.astype("float32") if e.dtype != "float32" else e


INT64_FROM = 2**31  # element count from which cast and dropout index in int64 (tests lower it to exercise that path)


def index_dtype(n: int) -> str:
    """int32 indexing overflows past 2^31 - 1 elements (a fused loop over 3 x 2^30 elements, say)."""
    return "int64" if n >= INT64_FROM else "int32"


def index_dims(shape, n: int) -> list:
    """A shape for te.placeholder/te.compute whose loop variables have index_dtype(n)."""
    from tvm import tirx

    return [tirx.const(d, index_dtype(n)) for d in shape]
