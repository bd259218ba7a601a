"""Philox-4x32-10 in NumPy: the counter-based generator of Random123, cuRAND and Triton.

Salmon, Moraes, Dror, Shaw, "Parallel Random Numbers: As Easy as 1, 2, 3" (SC'11). One call maps a
128-bit counter (c0, c1, c2, c3) and a 64-bit key (k0, k1), all little-endian 32-bit words, to four
32-bit words. A round is

    hi0:lo0 = 0xD2511F53 * c0        hi1:lo1 = 0xCD9E8D57 * c2       (32 x 32 -> 64 bit)
    (c0, c1, c2, c3) = (hi1 ^ c1 ^ k0, lo1, hi0 ^ c3 ^ k1, lo0)

and the key is bumped by (0x9E3779B9, 0xBB67AE85) (mod 2^32) between rounds. This module is the bit-exact
reference of the TE version in tvmgen.ops.dropout; both are checked against Random123's known answers.

Pure NumPy (no TVM): the GPU side imports it to draw the reference dropout mask.
"""
from __future__ import annotations

import numpy as np

M0, M1 = 0xD2511F53, 0xCD9E8D57  # round multipliers
W0, W1 = 0x9E3779B9, 0xBB67AE85  # key schedule (golden ratio, sqrt(3) - 1)
ROUNDS = 10
MASK32 = 0xFFFFFFFF


def round_keys(k0: int, k1: int, rounds: int = ROUNDS) -> list[tuple[int, int]]:
    """The key of each round: (k0 + r * W0, k1 + r * W1) mod 2^32, r = 0 .. rounds-1."""
    return [((k0 + r * W0) & MASK32, (k1 + r * W1) & MASK32) for r in range(rounds)]


def split_seed(seed: int) -> tuple[int, int]:
    """A 64-bit seed -> key (k0, k1) = (low word, high word), as Triton splits it."""
    if not 0 <= seed < 2**64:
        raise ValueError(f"seed={seed}: must be in 0 .. 2^64-1")
    return seed & MASK32, seed >> 32


def philox4x32(c0, c1, c2, c3, k0: int, k1: int, rounds: int = ROUNDS) -> tuple[np.ndarray, ...]:
    """Philox-4x32-`rounds` of counters given as arrays (or ints) of 32-bit words; key (k0, k1) scalars.
    Returns the four output words as uint32 arrays of the broadcast shape of the counters."""
    c = [np.asarray(v, dtype=np.uint64) & np.uint64(MASK32) for v in (c0, c1, c2, c3)]
    c = list(np.broadcast_arrays(*c))
    c = [np.array(v, dtype=np.uint64) for v in c]  # own, writable copies
    m0, m1, lo = np.uint64(M0), np.uint64(M1), np.uint64(MASK32)
    s32 = np.uint64(32)
    for rk0, rk1 in round_keys(k0, k1, rounds):
        p0 = c[0] * m0  # < 2^64: exact in uint64
        p1 = c[2] * m1
        c = [(p1 >> s32) ^ c[1] ^ np.uint64(rk0), p1 & lo, (p0 >> s32) ^ c[3] ^ np.uint64(rk1), p0 & lo]
    return tuple(v.astype(np.uint32) for v in c)


def keep_threshold(p: float) -> int:
    """Integer threshold of dropout with drop probability p: keep a uniform 32-bit word u iff u >= t,
    t = round(p * 2^32) in 0 .. 2^32 (exact: p * 2^32 is a float64 scaling by a power of two). The keep
    probability is (2^32 - t) / 2^32, within 2^-33 of 1 - p; p = 0 keeps all, p = 1 keeps none."""
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"p={p}: must be in [0, 1]")
    return min(2**32, int(np.floor(p * 2.0**32 + 0.5)))


def dropout_words(n: int, seed: int, offset: int = 0) -> np.ndarray:
    """The 32-bit random word of each of n elements (flat row-major index i) of a dropout call:
    word (i mod 4) of Philox-4x32-10 at counter offset + i div 4 (a 64-bit count: c0 its low word,
    c1 its high word, c2 = c3 = 0) with key = split_seed(seed)."""
    if offset < 0 or offset + (n + 3) // 4 > 2**64:
        raise ValueError(f"offset={offset}: must be >= 0 and leave room for {(n + 3) // 4} counters below 2^64")
    groups = (n + 3) // 4
    ctr = np.arange(groups, dtype=np.uint64) + np.uint64(offset)  # wraps only past 2^64 (excluded above)
    k0, k1 = split_seed(seed)
    w = philox4x32(ctr & np.uint64(MASK32), ctr >> np.uint64(32), 0, 0, k0, k1)
    return np.stack(w, axis=-1).reshape(-1)[:n]


def dropout_mask(shape, p: float, seed: int, offset: int = 0) -> np.ndarray:
    """uint8 keep-mask (1 = kept) of a dropout call on a tensor of `shape`."""
    n = int(np.prod(shape, dtype=np.int64))
    t = keep_threshold(p)
    if t == 0:
        return np.ones(shape, np.uint8)
    if t >= 2**32:
        return np.zeros(shape, np.uint8)
    return (dropout_words(n, seed, offset) >= np.uint32(t)).astype(np.uint8).reshape(shape)
