"""`transpose`: the schedule rule of the layout family (transpose, nchw_to_nhwc, nhwc_to_nchw, hwc_to_whc).

The permutation is first brought to canonical form: size-1 dims dropped, and runs of dims that stay adjacent and in
order in both layouts merged (NCHW->NHWC is then the batched 2-D transpose N x [C, HW] -> N x [HW, C]). Both buffers
and the block are rewritten to that canonical shape (transform_layout / transform_block_layout: the kernel sees flat
pointers, so the buffers' nominal shapes do not matter), then:
  * copy: the innermost canonical dim stays innermost and its rows are >= 32 bytes (or rank <= 1): a flat copy, each
    thread moving `vec` consecutive elements of a row (16-byte accesses);
  * tiled: the innermost dim moves (or stays but with rows under 32 bytes, like an image's 3 channels, which then
    travel with their pixel: the "carried" dim). A tile of Ta x Tb (default 32 x 32, reshaped up to 1 x 1024 when one
    side is short) of the two dims that are innermost in the output (a) and in the input (b) is read into shared
    memory coalesced along b, and written out coalesced along a. The shared tile's rows are padded (33 elements per
    32 for fp32, 34 for fp16, 99 per 96 for 3 carried channels: tile_stride picks the padding with no bank
    conflicts). One block per tile, the remaining dims folded into blockIdx.x; sizes no tile divides are predicated.
  * vector tile (the default where it applies, vector_plan): no carried dim, and tiles of whole 16-byte vectors that
    divide both moving dims (NCHW -> NHWC with C = 256, HW = 3136: 64 x 64 fp16, 32 x 32 fp32). 16-byte global loads
    and stores on both sides through registers, scalar shared accesses on a padded tile (vec_tile_stride), two
    vectors per thread, against 2-byte global accesses (8 bytes in flight per thread) for the scalar tile.
    Knob `order`: 0 (default) lists the tiles along the output's inner dim fastest across blockIdx (neighbouring
    blocks write whole output rows), 1 those along the input's inner dim (neighbouring blocks read whole input rows);
    the two measured alike.
dlight's Transpose rule handles 2-D only, with 16 x 8 tiles (32-byte rows); this one any rank.
"""
from __future__ import annotations

import math

from ...ops.base import needs_int64
from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes, lanes, warp_threads
from ..lib.te import bind_vectors

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


def bank_conflicts(ta: int, tb: int, c: int, stride: int, itemsize: int) -> tuple[int, int]:
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
    return min(range(base, base + 65), key=lambda s: (bank_conflicts(ta, tb, c, s, itemsize), s))


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
    per thread came closest to the copy bandwidth; one vector per thread and 64-byte input rows a little less,
    32-byte input rows and the scalar 32 x 32 tile far less (reports/README.md has the numbers)."""
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


def vec_bank_conflicts(ta: int, tb: int, stride: int, vec: int, itemsize: int, threads: int) -> tuple[int, int]:
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
               key=lambda s: (max(vec_bank_conflicts(ta, tb, s, vec, itemsize, threads)), s))


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


class TiledTranspose(ScheduleRule):
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

    def apply(self, mod, op, p, config, hw):
        import tvm
        from tvm.tirx import IndexMap

        perm = tuple(op.perm(p))
        shape = tuple(p["shape"])
        itemsize = dtype_bytes(p["dtype"])
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
        idx = "int64" if needs_int64(op.inputs(p)) else "int32"  # as ops/layout.py declares the loops
        sch.transform_layout(blk, ("read", 0), IndexMap.from_func(x_map, ndim=rank, index_dtype=idx))
        sch.transform_layout(blk, ("write", 0), IndexMap.from_func(y_map, ndim=rank, index_dtype=idx))
        sch.transform_block_layout(blk, IndexMap.from_func(y_map, ndim=rank, index_dtype=idx))
        plan = tiled_plan(extents, q, itemsize, config["tile"])
        loops = sch.get_loops(blk)
        threads = config["threads"] or 256
        if plan is None:
            vec = lanes(min(config["vec"], 16 // itemsize), itemsize, extents[-1])  # at most 16 bytes per access
            fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
            fo, v = sch.split(fused, factors=[None, vec])
            bind_vectors(sch, fo, v, vec, warp_threads(math.prod(extents) / vec, threads))
            return sch.mod

        a, b, carried, ta, tb = plan
        vplan = None if config.get("vector", 0) == 1 else vector_plan(extents, plan, itemsize, config)
        if vplan is not None:
            return _vector_tile(sch, blk, loops, m, q, a, b, *vplan, order=config.get("order", 0))
        c_len = extents[carried] if carried is not None else 1
        tile_elems = ta * tb * c_len
        threads = warp_threads(tile_elems, threads)
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
