"""Integer arithmetic of tiles, vectors and thread counts (no TVM): what every family sizes its work with."""
from __future__ import annotations

import math

VECTOR_BYTES = 16  # the widest global access, one LDG.128 / STG.128
WARP = 32


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def dtype_bytes(dtype: str) -> int:
    return {"float32": 4, "float16": 2, "bfloat16": 2}[dtype]


def vector_width(dtype: str) -> int:
    """Elements of `dtype` in one 16-byte access."""
    return VECTOR_BYTES // dtype_bytes(dtype)


def aligned_width(width: int, row: int) -> int:
    """Widest power-of-two vector <= width that keeps every row of `row` elements aligned."""
    while width > 1 and row % width:
        width //= 2
    return width


def lanes(want: int, itemsize: int, run: int) -> int:
    """Elements per thread of a flat loop: `want`, or by default (0) one 16-byte vector of `itemsize`-byte elements,
    halved until it divides the contiguous `run` (a thread's vector never straddles two runs)."""
    return aligned_width(want or VECTOR_BYTES // itemsize, run)


def warp_threads(work: float, want: int) -> int:
    """`want` threads per block, or fewer when `work` thread items fill fewer: a whole number of warps, at least one
    (unlike `threads_for`, never a partial warp), so that a small tensor does not get one mostly idle block."""
    return min(want, max(32, math.ceil(work / 32) * 32))


def threads_for(work: int, want: int) -> int:
    """`want` threads, or fewer (a multiple of 32) when there is less work than that; exactly `work` below 32.

    The exact count matters: with a single work item split over 32 threads, TVM 0.27 keeps the `thread < 1`
    predicate on the first block only and drops it from blocks moved in by reverse_compute_at (every thread
    then writes, from uninitialized registers), and a cross-thread reduction under that predicate fails to
    lower ("Cannot insert syncs inside condition")."""
    if work < 32:
        return work
    return min(want, ceil_div(work, 32) * 32)


def even_chunks(length: int, want: int) -> int:
    """The largest number of pieces <= want that divides length evenly (1 when none does)."""
    for c in range(max(1, min(want, length)), 0, -1):
        if length % c == 0:
            return c
    return 1


def te_lanes(run: int, vec: int = 0) -> int:
    """Vector width of fp32 math in a TE schedule: 4 lanes (or `vec`), halved until it divides the contiguous run.
    4 lanes are 16 bytes of fp32 but only 8 of fp16: the computes cast fp16 to fp32, and TVM 0.27 renders a
    float32x8 vector as an invalid `make_ulonglong4(8 floats)`, so 8 fp16 lanes of fp32 math do not compile."""
    return aligned_width(vec or 4, run)
