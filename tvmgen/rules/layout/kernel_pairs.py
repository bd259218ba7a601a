"""`transpose_pairs`: a TIRx kernel for the batched 2-D transposes of 2-byte types (NCHW <-> NHWC), see its class."""
from __future__ import annotations

from ...ops.base import is_half
from ..base import KernelRule
from .schedule import LAYOUT_OPS, canonical


def pairs_plan(op, p: dict):
    """(NB, Cc, R) when the permutation is a batched 2-D transpose X[NB][R][Cc] -> Y[NB][Cc][R] of a 2-byte
    dtype whose R and Cc divide by 64 (NCHW <-> NHWC with C = 256 and H*W = 3136), else None."""
    if not is_half(p["dtype"]):
        return None
    _, q, extents = canonical(tuple(p["shape"]), tuple(op.perm(p)))
    if q == [1, 0]:
        nb, (cc, r) = 1, extents
    elif q == [0, 2, 1]:
        nb, cc, r = extents
    else:
        return None
    if cc % 64 or r % 64 or nb * (cc // 64) * (r // 64) >= 2**31 or nb * cc * r >= 2**31:
        return None
    return nb, cc, r


class PairedTranspose(KernelRule):
    """fp16 batched 2-D transpose X[NB][R][Cc] -> Y[NB][Cc][R] (NCHW <-> NHWC) in 64 x 64 tiles, TIRx.

    The `transpose` rule's vector tile moves each element through shared memory alone (16 two-byte stores
    and 16 two-byte loads per thread, conflicts up to 2-way). Here thread (p, s) of 256 loads two 16-byte
    vectors, rows 2p and 2p + 1 of the tile at columns 8s..8s+7 (a warp: 4 row pairs x 128 bytes, coalesced),
    and pairs them: word k = (X[2p][8s+k], X[2p+1][8s+k]) is two consecutive elements of output row 8s+k
    (one byte permute each). The tile is 64 output rows of 32 such words; a thread stores its 8 words with
    4-byte stores at column p ^ 4s (an XOR swizzle of whole 16-byte chunks: the 32 threads of a warp hit 32
    banks), and after one barrier reads back 16-byte chunks (eight threads read one output row's 128 bytes:
    chunk q ^ s sits in distinct banks), stored as 16-byte vectors. Per thread: 2 global loads, 8 shared
    stores, 2 shared loads, 2 global stores, against 2 + 16 + 16 + 2. order: as the `transpose` rule's knob
    (0: tiles along R, the output's inner dim, fastest across blockIdx); tiles 2: two neighbouring tiles
    per block (4 loads in flight per thread, 16 KB of shared memory).

    Measured on the H200 against the `transpose` rule's 16-byte tile in the same batch, both directions, at
    64x256x56x56 and 32x256x56x56 fp16: within noise of it (tiles 2 too). A third fewer instructions and no
    bank conflicts buy nothing: both kernels sit a little under the copy bandwidth, where every tile shape,
    block order and per-thread vector count tried lands (the limit is the DRAM side of 128-byte strided
    segments, not the SM; reports/README.md). Not the default (priority 0): only with --schedule
    transpose_pairs."""

    name = "transpose_pairs"
    summary = "fp16 NCHW <-> NHWC: 64 x 64 tiles, element pairs as 4-byte words in a swizzled shared tile (TIRx)"
    ops = LAYOUT_OPS
    space = {"order": [0, 1], "tiles": [1, 2, 4], "along": [0, 1]}

    def build(self, op, p, config, hw):
        import tvm

        plan = pairs_plan(op, p)
        if plan is None:
            return None
        return tvm.IRModule({"main": pairs_kernel(op, p, *plan, config.get("order", 0), config.get("tiles", 1),
                                                  config.get("along", 0))})


def pairs_kernel(op, p: dict, NB: int, CC: int, R: int, order: int = 0, tiles: int = 1, along: int = 0):
    from tvm.script import tirx as T

    dt = p["dtype"]
    in_shape = tuple(p["shape"])
    out_shape = tuple(op.out_shape(p))
    TR, TC = R // 64, CC // 64
    # tiles > 1: a block moves that many neighbouring tiles (along R, or along Cc with along=1, where they
    # divide; else along the other side), all the thread's loads issued before the first shared store
    U = tiles if tiles > 1 and (TR % tiles == 0 or TC % tiles == 0) else 1
    ALONG_R = U > 1 and TR % U == 0 and (along == 0 or TC % U != 0)
    BR, BC = (TR // U, TC) if ALONG_R else (TR, TC // U)  # block grid over the tile pairs
    BLOCKS = NB * BR * BC
    WORDS = NB * R * CC // 2
    u32 = "uint32"
    LO, HI = T.uint32(0xFFFF), T.uint32(0xFFFF0000)

    @T.prim_func
    def main(X: T.Buffer(in_shape, dt), Y: T.Buffer(out_shape, dt)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([256])
        Xw = T.decl_buffer((WORDS,), u32, data=X.data)
        Yw = T.decl_buffer((WORDS,), u32, data=Y.data)
        S = T.alloc_buffer((U * 64 * 32,), u32, scope="shared", align=16)
        xr = T.alloc_buffer((U * 8,), u32, scope="local")
        yr = T.alloc_buffer((8,), u32, scope="local")
        br = T.meta_var(bx % BR if order == 0 else bx // BC % BR)  # block index along R
        bc = T.meta_var(bx // BR % BC if order == 0 else bx % BC)  # along Cc
        n = T.meta_var(bx // (BR * BC))
        pr = T.meta_var(tx // 8)
        sc = T.meta_var(tx % 8)
        for u in T.unroll(U):  # rows 2 pr + h of tile u, columns 8 sc .. 8 sc + 7 (4 words)
            for h in T.unroll(2):
                for j in T.vectorized(4):
                    xr[u * 8 + h * 4 + j] = Xw[((n * R + (br * U + u if ALONG_R else br) * 64 + pr * 2 + h) * CC
                                                + (bc if ALONG_R else bc * U + u) * 64 + sc * 8) // 2 + j]
        for u in T.unroll(U):
            for j in T.unroll(4):  # output rows 8 sc + 2j (low halves) and 8 sc + 2j + 1 (high halves)
                yr[2 * j] = (xr[u * 8 + j] & LO) | (xr[u * 8 + 4 + j] << T.uint32(16))
                yr[2 * j + 1] = (xr[u * 8 + j] >> T.uint32(16)) | (xr[u * 8 + 4 + j] & HI)
            for k in T.unroll(8):
                S[u * 2048 + (sc * 8 + k) * 32 + T.bitwise_xor(pr, sc * 4)] = yr[k]
        T.cuda.cta_sync()
        for u in T.unroll(U):
            for it in T.unroll(2):  # output row e = 32 it + tx / 8 of tile u, words 4 sc .. 4 sc + 3
                for i in T.vectorized(4):
                    yr[it * 4 + i] = S[u * 2048 + (it * 32 + tx // 8) * 32
                                       + T.bitwise_xor(sc, (it * 32 + tx // 8) // 8) * 4 + i]
            for it in T.unroll(2):
                for i in T.vectorized(4):
                    Yw[((n * CC + (bc if ALONG_R else bc * U + u) * 64 + it * 32 + tx // 8) * R
                        + (br * U + u if ALONG_R else br) * 64 + sc * 8) // 2 + i] = yr[it * 4 + i]

    return main
