"""Schedule rules of the layout-and-reduction family (ops/layout.py, ops/reduce.py).

`transpose` (the permutation operators): the permutation is first brought to canonical form: size-1
dims dropped, and runs of dims that stay adjacent and in order in both layouts merged (NCHW->NHWC is
then the batched 2-D transpose N x [C, HW] -> N x [HW, C]). Both buffers and the block are rewritten to
that canonical shape (transform_layout / transform_block_layout: the kernel sees flat pointers, so
the buffers' nominal shapes do not matter), then:
  * copy: the innermost canonical dim stays innermost and its rows are >= 32 bytes (or rank <= 1):
    a flat copy, each thread moving `vec` consecutive elements of a row (16-byte accesses);
  * tiled: the innermost dim moves (or stays but with rows under 32 bytes, like an image's 3
    channels, which then travel with their pixel: the "carried" dim). A tile of Ta x Tb (default
    32 x 32, reshaped up to 1 x 1024 when one side is short) of the two dims that are innermost in
    the output (a) and in the input (b) is read into shared memory coalesced along b, and written out
    coalesced along a. The shared tile's rows are padded (33 elements per 32 for fp32, 34 for fp16,
    99 per 96 for 3 carried channels: tile_stride picks the padding with no bank conflicts). One block
    per tile, the remaining dims folded into blockIdx.x; sizes no tile divides are predicated.
  * vector tile (the default where it applies, vector_plan): no carried dim, and tiles of whole 16-byte vectors
    that divide both moving dims (NCHW -> NHWC with C = 256, HW = 3136: 64 x 64 fp16, 32 x 32 fp32).
    16-byte global loads and stores on both sides through registers, scalar shared accesses on a padded
    tile (vec_tile_stride), two vectors per thread: 0.89 of copy bandwidth on the H200 at 103 MB, against
    0.68 for the scalar tile (2-byte global accesses, 8 bytes in flight per thread).
    Knob `order`: 0 (default) lists the tiles along the output's inner dim fastest across blockIdx
    (neighbouring blocks write whole output rows), 1 those along the input's inner dim (neighbouring
    blocks read whole input rows) (H200: 55.0 vs 55.1 us NHWC -> NCHW, 54.4 vs 54.5
    NCHW -> NHWC: no difference). 128 threads (4 vectors each way) 55.9 us NHWC -> NCHW.
  dlight's Transpose rule handles 2-D only, with 16 x 8 tiles (32-byte rows); this one any rank.

`reduce_rows` (reduce, argmax, argmin): the innermost dim is reduced: one row of threads per output,
each thread striding the reduced elements (coalesced), then a warp-shuffle tree; short rows share a
block (threadIdx.y = output).
`reduce_cols` (same ops): the innermost dim is kept (channel sum of NCHW): one thread per output,
consecutive threads on consecutive outputs (coalesced), looping over the reduced elements; when the
outputs are too few to fill the GPU, threadIdx.y splits the reduction too.
dlight's default chain also schedules these correctly, but sends an fp16 channel sum to
GeneralReduction (a block per output reading 256 elements 3136 apart) and cannot schedule argmax
across threads (its first-index, NaN-aware combiner is not a pattern TVM knows; register_arg_reducers
teaches it).
"""
from __future__ import annotations

import math

from . import register
from .base import Rule

LAYOUT_OPS = ("transpose", "nchw_to_nhwc", "nhwc_to_nchw", "hwc_to_whc")


def canonical(shape: tuple[int, ...], perm: tuple[int, ...]):
    """Canonical form of Y = transpose(X, perm).

    Returns (groups, q, extents): groups[j] lists the output positions merged into canonical output
    dim j (in output order, size-1 dims dropped), q[j] is that dim's position in the canonical input,
    extents[j] its length. A copy has q == [0, 1, ..., m-1] (then m <= 1).
    """
    nonunit_in = [k for k in range(len(shape)) if shape[k] > 1]
    rank_in = {k: i for i, k in enumerate(nonunit_in)}
    groups: list[dict] = []
    for pos, k in enumerate(perm):
        if shape[k] == 1:
            continue
        r = rank_in[k]
        if groups and groups[-1]["last"] + 1 == r:
            groups[-1]["pos"].append(pos)
            groups[-1]["last"] = r
        else:
            groups.append({"pos": [pos], "first": r, "last": r})
    order = sorted(range(len(groups)), key=lambda g: groups[g]["first"])
    q = [0] * len(groups)
    for i, g in enumerate(order):
        q[g] = i
    extents = [math.prod(shape[perm[pos]] for pos in g["pos"]) for g in groups]
    return [g["pos"] for g in groups], q, extents


def _linear(idx, dims, sizes):
    """Row-major linear index of idx[d] for d in dims (sizes[d] the extents)."""
    e = 0
    for d in dims:
        e = e * sizes[d] + idx[d] if not isinstance(e, int) or e != 0 else idx[d]
    return e


def tiled_plan(extents: list[int], q: list[int], itemsize: int, tile: int):
    """For the canonical transpose: None for a flat copy, else (a, b, carried, Ta, Tb): a = canonical dim
    innermost in the output, b = the one innermost in the input (among the moving dims), carried = the
    innermost dim when it stays innermost but is short (< 32 bytes), Ta x Tb the tile."""
    m = len(extents)
    if m <= 1:
        return None
    carried = None
    moving = list(range(m))
    if q[m - 1] == m - 1:
        if extents[m - 1] * itemsize >= 32:
            return None
        carried = m - 1
        moving = moving[:-1]
    a = moving[-1]
    b = max(moving, key=lambda j: q[j])
    assert a != b, (extents, q)
    ea, eb = extents[a], extents[b]
    ta, tb = min(ea, tile), min(eb, tile)
    budget = tile * tile
    if carried is not None and budget * extents[carried] * itemsize > 40 * 1024:
        return None  # the tile would not fit in 48 KB of static shared memory: copy rows instead
    if ta < tile:  # a short output row: make the tile taller along b
        tb = min(eb, max(tile, budget // ta // 32 * 32))
    elif tb < tile:
        ta = min(ea, max(tile, budget // tb // 32 * 32))
    return a, b, carried, ta, tb


def _bank_conflicts(ta: int, tb: int, c: int, stride: int, itemsize: int) -> tuple[int, int]:
    """Worst n-way bank conflict of a warp (first 8 warps) reading the tile out (lanes walk carried, then
    a, then b) and writing it in (lanes walk carried, then b, then a), the a-row stride `stride` elements."""
    worst = [1, 1]
    n = ta * tb * c
    for stage, inner in enumerate((ta, tb)):
        for w in range(0, min(n, 256), 32):
            banks: dict[int, set] = {}
            for t in range(w, min(n, w + 32)):
                o, rem = divmod(t, inner * c)
                i, k = divmod(rem, c)
                ai, bi = (i, o) if stage == 0 else (o, i)
                word = (ai * stride + bi * c + k) * itemsize // 4
                banks.setdefault(word % 32, set()).add(word)
            worst[stage] = max(worst[stage], max(len(v) for v in banks.values()))
    return worst[0], worst[1]


def tile_stride(ta: int, tb: int, c: int, itemsize: int) -> int:
    """Row stride (elements) of the shared tile [a][b][carried]: the padding of at most 64 elements
    with the fewest bank conflicts, reads first (33 for a 32 x 32 fp32 tile, 34 for fp16, 99 for an
    image's 3 channels), the smallest such."""
    base = tb * c
    return min(range(base, base + 65), key=lambda s: (_bank_conflicts(ta, tb, c, s, itemsize), s))


def vector_plan(extents: list[int], plan, itemsize: int, config: dict):
    """The 16-byte tile path: (vec, Ta, Tb, threads, stride) or None where it does not apply.

    Applies to a plain transpose (no carried dim) whose two moving dims a (innermost in the output) and b
    (innermost in the input) are divided by tiles that are whole vectors: Ta along a and Tb along b, 128
    bytes each by default (64 x 64 fp16, 32 x 32 fp32), each halved (down to one vector) until it divides
    its extent. Each thread loads `vec` consecutive elements of an input row with one 16-byte load, the tile
    sits in shared memory with rows padded to `stride` elements (at most 2-way bank conflicts for the scalar
    shared stores and loads: vec_tile_stride), and each thread stores `vec` consecutive elements of an output row
    with one 16-byte store; by default two vectors each way per thread (threads = Ta Tb / vec / 2).
    Measured on the H200, NCHW -> NHWC fp16 64x256x56x56 (103 MB): 128-byte rows both ways and two vectors
    per thread 0.88 of copy bandwidth; one vector per thread 0.83-0.85; 64-byte input rows 0.83, 32-byte
    0.65; the scalar 32 x 32 tile 0.68."""
    a, b, carried, _, _ = plan
    if carried is not None:
        return None
    vec = min(config.get("vec") or 16 // itemsize, 16 // itemsize)
    if vec < 2:
        return None
    ea, eb = extents[a], extents[b]
    ta = config.get("tile_a") or 128 // itemsize
    tb = config.get("tile_b") or 128 // itemsize
    while ta > vec and ea % ta:
        ta //= 2
    while tb > vec and eb % tb:
        tb //= 2
    if ea % ta or eb % tb or ta % vec or tb % vec:
        return None
    threads = min(config["threads"] or max(32, ta * tb // vec // 2), max(32, ta * tb // vec))
    return vec, ta, tb, threads, vec_tile_stride(ta, tb, vec, itemsize, threads)


def _vec_bank_conflicts(ta: int, tb: int, stride: int, vec: int, itemsize: int, threads: int) -> tuple[int, int]:
    """Worst n-way bank conflict of one scalar shared access of a warp in the vector tile (first 8 warps):
    filling (lane t holds the vector t % (Tb/vec) of row a = t / (Tb/vec), element k of it is written) and
    draining (lane t reads element k of the vector t % (Ta/vec) along a, at b = t / (Ta/vec))."""
    worst = [1, 1]
    n = ta * tb // vec
    for stage, chunks in enumerate((tb // vec, ta // vec)):
        for w in range(0, min(n, threads, 256), 32):
            for k in range(vec):
                banks: dict[int, set] = {}
                for t in range(w, min(n, w + 32)):
                    o, c = divmod(t, chunks)
                    ai, bi = (o, c * vec + k) if stage == 0 else (c * vec + k, o)
                    word = (ai * stride + bi) * itemsize // 4
                    banks.setdefault(word % 32, set()).add(word)
                worst[stage] = max(worst[stage], max(len(v) for v in banks.values()))
    return worst[0], worst[1]


def vec_tile_stride(ta: int, tb: int, vec: int, itemsize: int, threads: int = 256) -> int:
    """Row stride (elements) of the vector tile [a][b]: the padding (at most 64) with the fewest bank
    conflicts, the smallest such (fp16 64 x 64: 65, 2-way on the fill, none on the drain; fp16 32 x 64: 66
    and fp32 32 x 32: 33, none)."""
    return min(range(tb, tb + 65),
               key=lambda s: (max(_vec_bank_conflicts(ta, tb, s, vec, itemsize, threads)), s))


def _vector_tile(sch, blk, loops, m, q, a, b, vec, ta, tb, threads, stride, order=0):
    """Schedule the canonical transpose Y (loops in output order) as 16-byte tiles (see vector_plan).

    Register staging on both sides, made before the loops are split (TVM 0.27 drops bounds guards of
    stages made after; here every tile is whole anyway): Y is computed into registers and copied out by a
    vectorized store; X comes into registers by a vectorized load and goes to the shared tile by scalar
    stores (16-byte shared stores would force a stride that is a multiple of 8 elements: 8-way conflicts on
    the column reads)."""
    yl = sch.cache_write(blk, 0, "local")  # blk computes Y_local; yl copies it to Y
    loops = sch.get_loops(yl)
    others = [loops[j] for j in range(m) if j not in (a, b)]
    bo, bi = sch.split(loops[b], factors=[None, tb])
    ao, ai = sch.split(loops[a], factors=[None, ta])
    aio, av = sch.split(ai, factors=[None, vec])
    tiles = (bo, ao) if order == 0 else (ao, bo)  # the last is the fastest-moving blockIdx component
    sch.reorder(*others, *tiles, bi, aio, av)
    outer = sch.fuse(*others, *tiles)
    sch.bind(outer, "blockIdx.x")
    _, tx = sch.split(sch.fuse(bi, aio), factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    sch.vectorize(av)
    sch.compute_at(blk, tx)
    sch.unroll(sch.get_loops(blk)[-1])
    xs = sch.cache_read(blk, 0, "shared")
    sch.compute_at(xs, outer)
    *rows, col = sch.get_loops(xs)[1:]  # the tile in input order: b (innermost in X) last
    co, v = sch.split(col, factors=[None, vec])
    _, tx = sch.split(sch.fuse(*rows, co), factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    xl = sch.cache_read(xs, 0, "local")
    sch.compute_at(xl, tx)
    sch.vectorize(sch.get_loops(xl)[-1])
    sch.unroll(v)
    if stride != tb:
        sch.storage_align(xs, 0, q[a], factor=stride, offset=0)
    return sch.mod


class TiledTranspose(Rule):
    name = "transpose"
    summary = "permutation: canonical dims, shared-memory tile (padded, coalesced both ways) or 16-byte vector copy"
    ops = LAYOUT_OPS
    # tile: the scalar tile's side; vec 0: widest (16 bytes); vector 0: the 16-byte tile path where its
    # tiles divide the shape (1 forces the scalar tile), whose sides are tile_a along the output's
    # innermost dim and tile_b along the input's (0: 128 bytes each, 64 x 64 fp16, 32 x 32 fp32)
    # threads 0: 256 for the scalar tile and the copy, two vectors per thread for the 16-byte tile
    space = {"tile": [32, 64, 16], "threads": [0, 256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8],
             "vector": [0, 1], "tile_a": [0, 16, 32, 64, 128, 256], "tile_b": [0, 16, 32, 64, 128],
             "order": [0, 1]}

    def apply(self, mod, op, p, config, target):
        import tvm
        from tvm.tirx import IndexMap

        perm = tuple(op.perm(p))
        shape = tuple(p["shape"])
        itemsize = 2 if p["dtype"] == "float16" else 4
        groups, q, extents = canonical(shape, perm)
        m = len(groups)
        sch = tvm.s_tir.Schedule(mod)
        blk = sch.get_sblock("Y")
        out_shape = [shape[k] for k in perm]
        if m >= 1:
            in_groups = [None] * m  # the input dims of canonical input dim q[j], in input order
            for j, g in enumerate(groups):
                in_groups[q[j]] = [perm[pos] for pos in g]

            def x_map(*i):
                return tuple(_linear(i, g, shape) for g in in_groups)

            def y_map(*o):
                return tuple(_linear(o, g, out_shape) for g in groups)

        else:  # every dim is 1: one element

            def x_map(*i):
                return (i[0],)

            y_map = x_map
            extents = [1]
        rank = len(shape)
        from ..ops.activation import needs_int64

        idx = "int64" if needs_int64(op.inputs(p)) else "int32"  # as ops/layout.py declares the loops
        sch.transform_layout(blk, ("read", 0), IndexMap.from_func(x_map, ndim=rank, index_dtype=idx))
        sch.transform_layout(blk, ("write", 0), IndexMap.from_func(y_map, ndim=rank, index_dtype=idx))
        sch.transform_block_layout(blk, IndexMap.from_func(y_map, ndim=rank, index_dtype=idx))
        plan = tiled_plan(extents, q, itemsize, config["tile"])
        loops = sch.get_loops(blk)
        threads = config["threads"] or 256
        if plan is None:
            vec = min(config["vec"] or 16 // itemsize, 16 // itemsize)  # at most 16 bytes per access
            while vec > 1 and extents[-1] % vec:
                vec //= 2
            total = math.prod(extents)
            fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
            fo, v = sch.split(fused, factors=[None, vec])
            threads = min(threads, max(32, math.ceil(total / vec / 32) * 32))
            bx, tx = sch.split(fo, factors=[None, threads])
            sch.bind(bx, "blockIdx.x")
            sch.bind(tx, "threadIdx.x")
            if vec > 1:
                sch.vectorize(v)
            return sch.mod

        a, b, carried, ta, tb = plan
        vplan = None if config.get("vector", 0) == 1 else vector_plan(extents, plan, itemsize, config)
        if vplan is not None:
            return _vector_tile(sch, blk, loops, m, q, a, b, *vplan, order=config.get("order", 0))
        c_len = extents[carried] if carried is not None else 1
        tile_elems = ta * tb * c_len
        threads = min(threads, max(32, math.ceil(tile_elems / 32) * 32))
        others = [loops[j] for j in range(m) if j not in (a, b, carried)]
        bo, bi = sch.split(loops[b], factors=[None, tb])
        ao, ai = sch.split(loops[a], factors=[None, ta])
        inner = [bi, ai] + ([loops[carried]] if carried is not None else [])
        sch.reorder(*others, bo, ao, *inner)
        outer = sch.fuse(*others, bo, ao)
        sch.bind(outer, "blockIdx.x")
        f = sch.fuse(*inner)
        _, tx = sch.split(f, factors=[None, threads])
        sch.bind(tx, "threadIdx.x")

        xs = sch.cache_read(blk, 0, "shared")
        sch.compute_at(xs, outer)
        cl = sch.get_loops(xs)[1:]
        f = sch.fuse(*cl) if len(cl) > 1 else cl[0]
        _, tx = sch.split(f, factors=[None, threads])
        sch.bind(tx, "threadIdx.x")
        # The shared tile is [.., a, .., b, (carried)] in input order (canonical input dim q[a] is a).
        stride = tile_stride(ta, tb, c_len, itemsize)
        if stride != tb * c_len:
            sch.storage_align(xs, 0, q[a], factor=stride, offset=0)
        return sch.mod


register(TiledTranspose())


def pairs_plan(op, p: dict):
    """(NB, Cc, R) when the permutation is a batched 2-D transpose X[NB][R][Cc] -> Y[NB][Cc][R] of a 2-byte
    dtype whose R and Cc divide by 64 (NCHW <-> NHWC with C = 256 and H*W = 3136), else None."""
    if p["dtype"] not in ("float16", "bfloat16"):
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


class PairedTranspose(Rule):
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

    Measured on the H200 (2026-12-03, us, against the `transpose` rule's 16-byte tile in the same batch):
    NCHW -> NHWC 64x256x56x56 fp16 54.9 (tiles 2: 55.0) vs 54.5; NHWC -> NCHW 55.7 (tiles 2: 54.9) vs 55.1;
    at 32x256x56x56 29.8 vs 30.5 and 30.4 vs 31.2. A third fewer instructions and no bank conflicts buy
    nothing at 103 MB: both kernels sit at 0.87-0.89 of copy, where every tile shape, block order and
    per-thread vector count tried lands (the limit is the DRAM side of 128-byte strided segments, not
    the SM). Not the default (priority 0): only with --schedule transpose_pairs."""

    name = "transpose_pairs"
    summary = "fp16 NCHW <-> NHWC: 64 x 64 tiles, element pairs as 4-byte words in a swizzled shared tile (TIRx)"
    ops = LAYOUT_OPS
    pipeline = "tirx"
    space = {"order": [0, 1], "tiles": [1, 2, 4], "along": [0, 1]}

    def apply(self, mod, op, p, config, target):
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


register(PairedTranspose())


# -- reductions -------------------------------------------------------------------------------
REDUCE_OPS = ("reduce", "argmax", "argmin")


def reduce_axes(op, p) -> tuple[int, ...]:
    return tuple(op.axes(p)) if hasattr(op, "axes") else (op.axis(p),)


def inner_reduced(shape: tuple[int, ...], axes: tuple[int, ...]) -> bool:
    """Is the innermost dim of size > 1 a reduced one? (then each output's elements come in runs)"""
    for k in reversed(range(len(shape))):
        if shape[k] > 1:
            return k in axes
    return True


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, math.ceil(math.log2(max(1, n))))


_REGISTERED: set[str] = set()


def register_arg_reducers() -> None:
    """Teach TVM's reducer registry the argmax / argmin combiners of ops/reduce.py (first index on
    ties, NaN-aware): rfactor and cross-thread reduction only accept registered patterns. Once per
    process (emission runs in worker processes, each registers for itself)."""
    import ctypes

    import tvm
    import tvm_ffi

    from ..ops.reduce import arg_reducer

    for which in ("argmax", "argmin"):
        if which in _REGISTERED:
            continue
        fcombine, fidentity = arg_reducer(which)

        def combiner(x, y, fcombine=fcombine):
            return list(fcombine(x, y))

        def identity(values, fidentity=fidentity):
            return list(fidentity(str(values[0].ty), str(values[1].ty)))

        # The registry is a C++ static that outlives the interpreter: at exit its destructor would drop the
        # last reference to these Python callbacks after Python has finalized (an abort, "double free").
        # Hold one extra reference to each wrapped function forever, so that destructor never frees them.
        fns = [tvm_ffi.convert(combiner), tvm_ffi.convert(identity)]
        for f in fns:
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(f))
        tvm.get_global_func("s_tir.schedule.RegisterReducer")(2, *fns)
        _REGISTERED.add(which)


def _local(sch, block) -> None:
    """Every buffer the reduction block writes (argmax writes index and value) lives in registers."""
    for i in range(len(sch.get(block).writes)):
        sch.set_scope(block, i, "local")


def _reduction_blocks(sch):
    """(reduction block, epilogue block or None): the reduction compute and the cast/scale/copy after it."""
    blocks = sch.get_child_blocks(sch.get_sblock("root"))
    if len(blocks) not in (1, 2):
        return None
    return blocks[0], (blocks[1] if len(blocks) == 2 else None)


class ReduceRows(Rule):
    """The reduced elements of one output run along the innermost dim (row sum, spatial mean, argmax
    over classes): a row of threadIdx.x shares one output, each thread strides the row (consecutive
    threads read consecutive elements), then a shuffle/shared-memory tree combines the partials. Short
    rows share a block: threadIdx.y picks the output."""

    name = "reduce_rows"
    summary = "one thread row per output: strided coalesced partial reductions, then a warp-shuffle tree"
    ops = REDUCE_OPS
    space = {"threads": [256, 512, 128, 1024]}

    def apply(self, mod, op, p, config, target):
        import tvm

        shape = tuple(p["shape"])
        axes = reduce_axes(op, p)
        if not inner_reduced(shape, axes):
            return None
        if op.name != "reduce":
            register_arg_reducers()
        sch = tvm.s_tir.Schedule(mod)
        found = _reduction_blocks(sch)
        if found is None:
            return None
        rb, epi = found
        n_out = op.outputs(p)[0].size
        n_red = math.prod(shape[a] for a in axes)
        loops = sch.get_loops(rb)
        n_s = len(loops) - len(axes)
        s = sch.fuse(*loops[:n_s]) if n_s > 1 else loops[0]
        r = sch.fuse(*loops[n_s:]) if len(axes) > 1 else loops[n_s]
        threads = config["threads"]
        tx = min(threads, max(32, _pow2_at_least(math.ceil(n_red / 4))))
        ty = min(threads // tx, _pow2_at_least(n_out))
        ro, rt = sch.split(r, factors=[None, tx])
        if ty > 1:
            so, st = sch.split(s, factors=[None, ty])
            sch.reorder(so, st, rt, ro)
            sch.bind(st, "threadIdx.y")
        else:
            so = st = s
            sch.reorder(so, rt, ro)
        sch.bind(so, "blockIdx.x")
        sch.bind(rt, "threadIdx.x")
        sch.annotate(ro, ann_key="pragma_auto_unroll_max_step", ann_val=256)
        sch.annotate(ro, ann_key="pragma_unroll_explicit", ann_val=1)
        if epi is not None:
            sch.reverse_compute_at(epi, st)
            _local(sch, rb)
        return sch.mod


class ReduceCols(Rule):
    """The innermost dim is kept (channel sum of NCHW, a column sum): consecutive threadIdx.x take
    consecutive outputs and each loops over the reduced elements, so every load of a warp is
    coalesced. When there are too few outputs to fill the GPU, threadIdx.y splits the reduction too
    and a shared-memory tree combines the partials."""

    name = "reduce_cols"
    summary = "one thread column per output: coalesced across outputs, reduction split over threadIdx.y if few outputs"
    ops = REDUCE_OPS
    space = {"threads": [256, 512, 128, 1024], "split": [0, 1, 2, 4, 8, 16, 32]}  # split 0: auto

    WANT_THREADS = 132 * 2048  # H200: 132 SMs x 2048 resident threads

    def apply(self, mod, op, p, config, target):
        import tvm

        shape = tuple(p["shape"])
        axes = reduce_axes(op, p)
        if inner_reduced(shape, axes):
            return None
        if op.name != "reduce":
            register_arg_reducers()
        sch = tvm.s_tir.Schedule(mod)
        found = _reduction_blocks(sch)
        if found is None or found[1] is None:
            return None  # ops/reduce.py always has the second (write-out) stage; see below why it matters
        rb, epi = found
        n_out = op.outputs(p)[0].size
        n_red = math.prod(shape[a] for a in axes)
        threads = config["threads"]
        ty = config["split"]
        if not ty:
            ty = 1
            while ty < 32 and n_out * ty < self.WANT_THREADS and n_red >= 16 * ty:
                ty *= 2
        ty = min(ty, _pow2_at_least(n_red))
        tx = min(max(32, threads // ty), max(32, _pow2_at_least(n_out)), 1024 // ty)
        loops = sch.get_loops(rb)
        n_s = len(loops) - len(axes)
        s = sch.fuse(*loops[:n_s]) if n_s > 1 else loops[0]
        r = sch.fuse(*loops[n_s:]) if len(axes) > 1 else loops[n_s]
        so, st = sch.split(s, factors=[None, tx])
        sch.bind(so, "blockIdx.x")
        sch.bind(st, "threadIdx.x")
        ro = r
        if ty > 1:
            ro, rt = sch.split(r, factors=[None, ty])
            sch.reorder(so, st, rt, ro)
            sch.bind(rt, "threadIdx.y")
        # The accumulator in registers, written out once by the second stage. (Not cache_write +
        # reverse_compute_at: on TVM 0.27 that drops the predicate of a partial last block and the
        # write-back block stores past the end of Y.)
        sch.reverse_compute_at(epi, st)
        _local(sch, rb)
        sch.annotate(ro, ann_key="pragma_auto_unroll_max_step", ann_val=256)
        sch.annotate(ro, ann_key="pragma_unroll_explicit", ann_val=1)
        return sch.mod


register(ReduceRows())
register(ReduceCols())

