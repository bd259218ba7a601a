"""Hand-written shared-memory GEMM on CUDA cores: the classic SGEMM shader as a TVM schedule.

C[M, N] = op(A) @ op(B), batched or not; fp32 in/out, or fp16 in/out with fp32 accumulation.

Layouts: A [M, K] or [K, M] (trans_a), B [K, N] or [N, K] (trans_b), batch > 1 -> blockIdx.z. Each operand is
fetched into shared memory along its stored rows (128-bit loads where the stored rows keep them aligned)
and transposed on the way in when its stored layout is not the one the math wants (A k-major with
transpose_a=1, B always [bk, bn]); `pad` then also pads the transposed B rows against bank conflicts.

Tiling
* grid: one block per bm x bn tile of C (blockIdx.x walks N, blockIdx.y walks M).
* block: (bm/tm) x (bn/tn) threads. Each k step stages A[bm, bk] and B[bk, bn] in shared memory, fetched
  by all threads with `vec`-element global loads (128 bits at most), consecutive threads on consecutive
  vectors. stages=2 pipelines the k loop (TVM software pipeline) with one shared buffer per operand:
  prefetch=0 gives [barrier; math of step k; barrier; global loads of step k+1 stored straight to shared
  memory], so each step waits a full L2 round trip that only another resident block can hide (PTX read:
  the ld.global come after the FMAs, nvcc does not move them across the barrier).
* prefetch=1 (with stages=2) stages each operand global -> registers -> shared memory: the body becomes
  [barrier; registers -> shared (step k); global -> registers (step k+1); barrier; math of step k], so the
  loads of step k+1 are in flight during the math of step k. The staging registers are one thread's share
  of the tiles ((bm + bn) bk / threads values), in unrolled loops. On the H200 it pays with 8x8 per thread
  (1823x781x1000 split 2, 4096^3 with bk 16) but not with the 8x4 tiles of 256 threads (1024^3: slower), whose
  limit is elsewhere (shared-memory reads per FMA).
* thread: a tm x tn tile of fp32 accumulators in registers, made of 128-bit chunks (4 fp32 / 8 fp16)
  strided by the block (vthreads), so that a warp reads contiguous 128-bit words of B and broadcasts of A
  from shared memory, through per-k register caches. transpose_a=1 keeps the A tile k-major in shared
  memory so a thread's tm values of A are vector reads too (nvcc merges 16-bit shared loads poorly);
  `pad` elements per shared row of A make those transposed stores conflict-free (pad=4 for fp32).
* epilogue: C is stored straight from the registers, vector-wide where aligned; for fp16 the
  fp32 -> fp16 cast is inlined into that store: one kernel, no fp32 workspace.

Any M, N, K: `pad_einsum` pads the iteration space to whole tiles. The padding is never stored in global
memory: it turns into predicates on the loads (zero fill) and on the stores. Each global access is only
as wide as its rows keep aligned (A rows are K long, B and C rows N long), so N=781 gives scalar B loads and
C stores: no vector access is misaligned or runs past the end of a tensor.

Split-K (`splits` > 1): K is cut into EVEN pieces (padded to splits x bk), blockIdx.z takes a piece (times the
batch), each block stores its fp32 tile unpredicated and 128-bit wide into a workspace
[splits, (batch,) M_pad, N_pad], and a second kernel sums the pieces in a fixed order (deterministic, no
atomics) and stores C with the guards and the fp16 cast. It is for grids that leave SMs idle or unevenly
loaded: 1823 x 781 gives 195 tiles of 128 x 64 (1.5 per SM), 390 with splits=2 (3 per SM, one wave); the
price is the workspace round trip (each piece writes 4 M_pad N_pad bytes, the sum kernel reads them back)
and a second launch. Measured on the H200 (1823 x 781 x 1000 fp32, 128 x 64 tiles of 8x8 threads with prefetch
and bk 16): splits 2 (the default) beats unsplit (2 tiles on most SMs), splits 3 and 4, and bk 32; the old 8x4
tiles of 256 threads were slower split or not. The rest of the gap to cuBLAS is about the split's cost (12.8 MB
of workspace written and read, a second launch) and the rate of 12 warps per SM (3 blocks of 128 threads); the
numbers: reports/README.md and reports/h200/current.md.

Knobs: bm, bn, bk (block tile), tm, tn (thread tile), vec (widest global access, elements), stages (1, 2),
transpose_a (0, 1), pad (elements), splits (K pieces over blocks), prefetch (0, 1: register-staged loads),
min_blocks (the second number of the GEMM kernel's __launch_bounds__, 0 = none).
default(): fp32 matrices of at least 128 x 64 take 8x8 per thread, bk 16, prefetch, and the tile and split that
the wave model model_us() predicts fastest (_fp32_plan: 128 x 128 tiles of 256 threads, 2 per SM, for 4096^3;
128 x 64 tiles of 128 threads, 3 per SM, split 2 for 1823 x 781 x 1000, split 3 for 1024^3). Smaller ones and fp16:
16 x 16 threads, the block covering the matrix rounded up to a power of two (at most 128 x 128), the larger
side halved until the grid about fills the 132 SMs, bk 8 (fp32) / 16 (fp16), stages 2, k-major A, no split,
no prefetch. prefer(): fp32, any layout (fp16 goes to tensor cores by default).
"""
from __future__ import annotations

from typing import Any

from ..base import ScheduleRule
from ...hardware import Arch
from ..lib.sizes import aligned_width, ceil_div, dtype_bytes, vector_width
from ..lib.tir import min_blocks_per_sm

THREADS = 256  # default block: 16 x 16 threads
MAX_ACCUMULATORS = 128  # tm * tn above this cannot stay in sm_90's 255 registers


class MatmulTiled(ScheduleRule):
    name = "matmul_tiled"
    summary = "shared-memory tiled GEMM on CUDA cores: bm x bn x bk block tile, tm x tn register tile"
    ops = ("matmul",)
    space = {
        "bm": [1, 2, 4, 8, 16, 32, 64, 128, 256],
        "bn": [1, 2, 4, 8, 16, 32, 64, 128, 256],
        "bk": [1, 2, 4, 8, 16, 32, 64, 128],
        "tm": [1, 2, 4, 8, 16],
        "tn": [1, 2, 4, 8, 16],
        "vec": [1, 2, 4, 8],
        "stages": [1, 2],
        "transpose_a": [0, 1],
        "pad": [0, 4, 8, 16],
        "splits": [1, 2, 3, 4, 6, 8],
        "prefetch": [0, 1],
        "min_blocks": [0, 1, 2, 3, 4],
    }

    def default(self, op, p: dict, hw) -> dict[str, Any]:
        m, n, dt = p["m"], p["n"], p["dtype"]
        vec = vector_width(dt)
        # The block tile covers the matrix rounded up to a power of two: at most 128, at least 16.
        bm = min(128, max(16, 1 << (m - 1).bit_length()))
        bn = min(128, max(16, 1 << (n - 1).bit_length()))
        # Too few blocks leave SMs idle: halve the larger side (down to 32) until the grid about fills them.
        while -(-m // bm) * -(-n // bn) < hw.sms * 9 // 10 and max(bm, bn) > 32:
            if bm > bn:
                bm //= 2
            else:
                bn //= 2
        tm, tn = bm // 16, bn // 16  # 16 x 16 threads
        # bk: the smallest step that gives every thread one whole vector of A and one of B per step.
        bk = 8 if dt == "float32" else 16
        while bk < 128 and min(bm, bn) * bk < THREADS * vec:
            bk *= 2
        # A k-major in shared memory once a thread reads 4 or more rows of it per k; then 4 elements of
        # padding per shared row make the transposed stores conflict-free, where the thread's vector
        # reads of A (min(tm, 128 bits) wide) stay aligned.
        transpose = int(tm >= 4)
        pad = 4 if transpose and min(tm, vec) <= 4 else 0
        c = {"bm": bm, "bn": bn, "bk": bk, "tm": tm, "tn": tn, "vec": vec, "stages": 2, "splits": 1,
             "transpose_a": transpose, "pad": pad, "prefetch": 0, "min_blocks": 0}
        if dt == "float32":
            c.update(_fp32_plan(p, hw) or {})
        return c

    def prefer(self, op, p, hw) -> bool:
        # fp16 goes to tensor cores by default: on the H200, dlight's wmma kernel beat this CUDA-core one
        # several times over at 4096^3 and 1823x781x1000; name this rule to get it anyway.
        return p["dtype"] == "float32"

    def valid(self, op, p: dict, config: dict[str, Any], hw) -> str | None:
        why = super().valid(op, p, config, hw)
        if why:
            return why
        c = self.fill(op, p, hw, config)
        bm, bn, bk, tm, tn, vec, pad = (c[x] for x in ("bm", "bn", "bk", "tm", "tn", "vec", "pad"))
        dt = p["dtype"]
        if vec > vector_width(dt):
            return f"vec={vec}: {vec} x {dt} is wider than a 128-bit access (at most {vector_width(dt)})"
        if bm % tm:
            return f"tm={tm}: does not divide bm={bm}"
        if bn % tn:
            return f"tn={tn}: does not divide bn={bn}"
        if tm * tn > MAX_ACCUMULATORS:
            return f"tm={tm}, tn={tn}: {tm * tn} accumulators per thread would spill (at most {MAX_ACCUMULATORS})"
        threads = (bm // tm) * (bn // tn)
        if threads > hw.max_threads_per_block:
            return f"tm={tm}, tn={tn}: {threads} threads per block, over {hw.max_threads_per_block}"
        ta, tb = p.get("trans_a", False), p.get("trans_b", False)
        tiles = (("A",) + ((bk, bm) if ta else (bm, bk)), ("B",) + ((bn, bk) if tb else (bk, bn)))
        for tile, rows, row in tiles:  # as stored in global memory: the rows of the cooperative loads
            if row % vec:
                return f"vec={vec}: does not divide the rows of the {tile} tile ({rows}x{row})"
            if (rows * row) % (threads * vec):
                return (f"vec={vec}: the {tile} tile ({rows}x{row}) is not a whole number of {vec}-wide loads "
                        f"per thread ({threads} threads); change bk, vec or the tiles")
        align = min(vector_width(dt), tm) if c["transpose_a"] else vec  # widest shared access to an A row
        if tb:  # B padded too: a thread reads min(tn, 128 bits) along a row of it
            align = max(align, min(vector_width(dt), tn))
        if pad % align:
            return f"pad={pad}: must be a multiple of {align} to keep the vector accesses to shared A aligned"
        # One buffer per tile, also with stages=2 (TVM's pipeline keeps one: see schedule()).
        smem = (((bm + pad) * bk if c["transpose_a"] else bm * (bk + pad)) + bk * (bn + (pad if tb else 0))) \
            * dtype_bytes(dt)
        if smem > hw.default_shared_per_block:
            return f"bk={bk}: {smem} bytes of shared memory, over the {hw.default_shared_per_block} static limit"
        if -(-p["m"] // bm) > hw.max_grid[1]:
            return f"bm={bm}: {-(-p['m'] // bm)} row blocks, over the grid y limit of {hw.max_grid[1]}"
        if p.get("batch", 1) * c["splits"] > hw.max_grid[2]:
            return f"splits={c['splits']}: batch x splits = {p.get('batch', 1) * c['splits']} blocks along z, " \
                f"over the grid z limit of {hw.max_grid[2]}"
        return None

    def apply(self, mod, op, p, config, hw):
        c = self.fill(op, p, hw, config)
        out = schedule(mod, p, c)
        if out is not None and c.get("min_blocks", 0):
            out = min_blocks_per_sm(out, min_blocks(c))
        return out


# fp32 wave model, fitted to H200 timings (1823x781x1000, 1024^3, 4096^3 with splits 1-4, within ~5%): an SM
# running 8x8-per-thread tiles with register prefetch and bk 16 does RATE_FMA FMAs per microsecond once it holds
# 16 warps, fewer with fewer warps (barriers and L2 latency left uncovered): rate x (warps / 16) ** WARP_EXP.
RATE_FMA = 0.19e6  # FMA / us / SM: 4096^3's measured rate spread over 132 SMs
WARP_EXP = 0.35
SPLIT_US = 3.0  # the second kernel's launch and ramp
WORKSPACE_BYTES_PER_US = 4.0e6  # the split-K workspace is written once and read once
MID_BLOCKS_PER_SM = 3  # blocks of 128 threads per SM: __launch_bounds__(128, 3), up to 168 registers


def model_us(hw: Arch, p: dict, bm: int, bn: int, bk: int, threads: int, splits: int, fit: int) -> float:
    """Predicted time of an 8x8-per-thread config: the busiest SM's blocks, run `fit` at a time (registers),
    each round at the rate of the warps it holds, plus split-K's cost (workspace written and read once, and
    the second launch)."""
    m, n, k, batch = p["m"], p["n"], p["k"], p.get("batch", 1)
    per_sm = ceil_div(ceil_div(m, bm) * ceil_div(n, bn) * batch * splits, hw.sms)
    block = bm * bn * ceil_div(k, splits * bk) * bk  # FMAs
    us = 0.0
    while per_sm > 0:
        now = min(per_sm, fit)
        us += now * block / (RATE_FMA * min(1.0, now * threads / 32 / 16) ** WARP_EXP)
        per_sm -= now
    if splits > 1:
        ws = splits * batch * ceil_div(m, bm) * bm * ceil_div(n, bn) * bn * 4
        us += 2 * ws / WORKSPACE_BYTES_PER_US + SPLIT_US
    return us


def _fp32_plan(p: dict, hw: Arch) -> dict | None:
    """The fp32 config for matrices of at least 128 x 64 (smaller ones keep the 16 x 16-thread default): 8 x 8
    accumulators per thread, bk 16, register prefetch, and the tile and K split that model_us() predicts
    fastest among 128 x 128 tiles of 256 threads (2 blocks per SM) and 128 x 64 tiles of 128 threads (3 per
    SM) with 1 to 4 K pieces; the fewest pieces within 5% of the best win (each piece costs workspace).
    It picks 4096^3 -> 128 x 128; 1823 x 781 x 1000 -> 128 x 64, splits 2 (390 blocks, 3 per SM); 1024^3 ->
    128 x 64, splits 3: each measured faster on the H200 than the old default, within about a tenth of cuBLAS
    (ahead of it at 1024^3)."""
    m, n, k, batch = p["m"], p["n"], p["k"], p.get("batch", 1)
    if m < 128 or n < 64 or k < 64:
        return None
    plan = {"bk": 16, "tm": 8, "tn": 8, "stages": 2, "prefetch": 1, "transpose_a": 1, "pad": 4}
    options = [(model_us(hw, p, 128, 128, 16, 256, 1, 2), 1, {"bm": 128, "bn": 128, "splits": 1, "min_blocks": 2})]
    for splits in (1, 2, 3, 4):
        if batch * splits > hw.max_grid[2] or (splits > 1 and k < splits * 64):
            break
        options.append((model_us(hw, p, 128, 64, 16, 128, splits, MID_BLOCKS_PER_SM), splits,
                        {"bm": 128, "bn": 64, "splits": splits, "min_blocks": MID_BLOCKS_PER_SM}))
    fastest = min(us for us, _, _ in options)
    near = [(splits, us, tile) for us, splits, tile in options if us <= 1.05 * fastest]
    return {**plan, **min(near, key=lambda x: x[:2])[2]}


def _find_matmul(sch):
    """The block C[i, j] += A[i, k] * B[k, j] ("C_acc" for fp16, "C" for fp32), or None."""
    for name in ("C_acc", "C"):
        try:
            blk = sch.get_sblock(name)
        except Exception:  # noqa: BLE001  (no such block: TVM raises its own error types)
            continue
        stmt = sch.get(blk)
        kinds = [int(iv.iter_type) for iv in stmt.iter_vars]  # 0 data-parallel, 2 reduction
        if kinds in ([0, 0, 2], [0, 0, 0, 2]) and len(stmt.reads) == 2 and len(stmt.writes) == 1 \
                and stmt.init is not None:
            return blk
    return None


def schedule(mod, p: dict, c: dict):
    """The scheduled IRModule for matmul `p` under config `c` (complete), or None if `mod` is no matmul."""
    from tvm import s_tir

    m, n, k, dt = p["m"], p["n"], p["k"], p["dtype"]
    ta, tb, batched = p.get("trans_a", False), p.get("trans_b", False), p.get("batch", 1) > 1
    bm, bn, bk, tm, tn, vec = (c[x] for x in ("bm", "bn", "bk", "tm", "tn", "vec"))
    sch = s_tir.Schedule(mod)
    main = _find_matmul(sch)
    if main is None:
        return None
    if len(sch.get(main).iter_vars) != 3 + batched:
        return None
    nty, ntx = bm // tm, bn // tn
    ci, cj = min(vector_width(dt), tm), min(vector_width(dt), tn)  # 128-bit chunks of the register tile
    vec_a = aligned_width(vec, m if ta else k)  # A rows are K long ([M, K]) or M long ([K, M])
    vec_b = aligned_width(vec, k if tb else n)  # B rows are N long ([K, N]) or K long ([N, K])
    splits = c.get("splits", 1)
    # C rows are N long; with splits the tiles go to a workspace padded to whole tiles (rows N_pad long)
    vec_c = aligned_width(min(vec, cj), n if splits == 1 else -(-n // bn) * bn)

    # 1. Pad the iteration space to whole tiles; the pad blocks become predicates below.
    if m % bm or n % bn or k % (bk * splits):
        sch.pad_einsum(main, ([1] if batched else []) + [bm, bn, bk * splits])

    # 1b. Split-K over blocks: `splits` EVEN pieces of K (rfactor), each block writes its fp32 partial tile
    #     to a workspace [splits, (batch,) M_pad, N_pad]; a second kernel sums the pieces in a fixed order
    #     (deterministic) and stores C. For grids too small for the 132 SMs (1823 x 781: 105-195 tiles).
    final = None
    if splits > 1:
        *bl, i, j, kk = sch.get_loops(main)
        ks, _ = sch.split(kk, [splits, None])
        final = main
        main = sch.rfactor(ks, 0)
        *bl, i, j, ks, kr = sch.get_loops(main)
        sch.reorder(ks, *bl, i, j, kr)
        if bl:
            sch.fuse(ks, *bl)

    # 2. i -> (block, chunk, thread, row in chunk), j likewise, k -> (step, k in step); batch -> blockIdx.z.
    *bz, i, j, kk = sch.get_loops(main)
    by, vy, ty, yi = sch.split(i, [None, tm // ci, nty, ci])
    bx, vx, tx, xi = sch.split(j, [None, tn // cj, ntx, cj])
    ko, ki = sch.split(kk, [None, bk])
    sch.reorder(*bz, by, bx, vy, vx, ty, tx, ko, ki, yi, xi)
    if bz:
        sch.bind(bz[0], "blockIdx.z")
    sch.bind(by, "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    sch.bind(vy, "vthread.y")
    sch.bind(vx, "vthread.x")
    sch.bind(ty, "threadIdx.y")
    sch.bind(tx, "threadIdx.x")

    # 3. Accumulate in registers; the thread stores its tile, the un-padding and fp16 cast inlined.
    store = sch.cache_write(main, 0, "local")
    sch.reverse_compute_at(store, tx, preserve_unit_loops=True)
    while final is None and sch.get_consumers(store):  # C_pad -> C (slice), C_acc -> C (cast)
        sch.reverse_compute_inline(sch.get_consumers(store)[0])
    if final is not None:
        _sum_pieces(sch, final)

    # 4. Shared tiles, fetched cooperatively; the pad producer becomes the zero-fill predicate.
    def fetch(index: int, width: int, transpose: bool, tile: tuple[int, int]):
        """Stage operand `index` in shared memory in its global layout, then transpose it if asked."""
        smem = sch.cache_read(main, index, "shared")
        sch.compute_at(smem, ko, preserve_unit_loops=True)
        # consecutive threads take consecutive vectors: each warp-wide load is one contiguous run
        piece, a, b, v = sch.split(sch.fuse(*sch.get_loops(smem)[-2:]), [None, nty, ntx, width])
        sch.bind(a, "threadIdx.y")
        sch.bind(b, "threadIdx.x")
        sch.vectorize(v)
        if c.get("prefetch", 0):  # the staging registers are indexed by the piece: keep them registers
            sch.unroll(piece)
        for producer in sch.get_producers(smem):
            sch.compute_inline(producer)
        if c.get("prefetch", 0):
            # global -> registers (the block above) -> shared (a copy block on the same threads, in the same
            # order, so each thread stores what it loaded). The registers are indexed by the thread's own
            # piece (f // per) and lane (f % width) only: local memory is private to the thread, so the map
            # need not be injective over the tile (TVM's check would keep the thread index in it and leave
            # a dynamically indexed array in local memory).
            load, smem = smem, sch.cache_write(smem, 0, "local")  # the new block copies registers to shared
            rows, row = tile
            per = nty * ntx * width

            def regs(*ix):
                f = (ix[-2] % rows) * row + ix[-1] % row  # the element's place in the tile, row-major
                return (f // per, f % width)
            sch.transform_layout(load, ("write", 0), regs, assume_injective_transform=True)
            piece, a, b, v = sch.split(sch.fuse(*sch.get_loops(smem)[-2:]), [None, nty, ntx, width])
            sch.bind(a, "threadIdx.y")
            sch.bind(b, "threadIdx.x")
            sch.vectorize(v)
            sch.unroll(piece)
        if transpose:
            sch.transform_layout(smem, ("write", 0), lambda *ix: (*ix[:-2], ix[-1], ix[-2]))
        return smem

    # Shared A is k-major ([bk, bm]) with transpose_a=1, else m-major; shared B is always [bk, bn].
    # An operand stored the other way round in global memory (trans_a / trans_b) is transposed on the
    # way into shared memory: the global loads stay contiguous along the stored rows.
    a_s = fetch(0, vec_a, bool(c["transpose_a"]) != ta, (bk, bm) if ta else (bm, bk))
    b_s = fetch(1, vec_b, tb, (bn, bk) if tb else (bk, bn))
    axis = int(batched)  # the row axis of the shared tile
    if c["pad"]:  # row stride = row + pad, as stride % (2 (row + pad)) == row + pad
        row = (bm if c["transpose_a"] else bk) + c["pad"]
        sch.storage_align(a_s, 0, axis=axis, factor=2 * row, offset=row)
        if tb:  # B transposed on its way in: the same padding against bank conflicts
            sch.storage_align(b_s, 0, axis=axis, factor=2 * (bn + c["pad"]), offset=bn + c["pad"])
    if c["stages"] == 2:
        # One shared buffer per operand, a prologue for step 0, two barriers per step (TVM's sync pass; a
        # doubled shared buffer, tried with stages [0, 1, 0, 1, 2], kept both barriers, so it is not offered).
        # cp.async via software_pipeline_async_stages is broken on TVM 0.27 here (not offered).
        if c.get("prefetch", 0):
            # [A -> regs, regs -> A_shared, B -> regs, regs -> B_shared, math] becomes
            # [bar; shared stores of step k; global loads of step k+1 into registers; bar; math of step k]
            sch.annotate(ko, "software_pipeline_stage", [0, 1, 0, 1, 1])
            sch.annotate(ko, "software_pipeline_order", [2, 0, 3, 1, 4])
        else:
            # [fetch A, fetch B, math] becomes [bar; math of step k; bar; fetch of step k+1]: the loads of k+1
            # are issued after the math of k (nvcc does not move them across the barrier) and waited on at once
            sch.annotate(ko, "software_pipeline_stage", [0, 0, 1])
            sch.annotate(ko, "software_pipeline_order", [1, 2, 0])

    # 5. Per-k register caches: tm values of A, tn of B, vector loads where contiguous in shared memory.
    for index, contiguous in ((0, c["transpose_a"]), (1, True)):
        reg = sch.cache_read(main, index, "local")
        sch.compute_at(reg, ki, preserve_unit_loops=True)
        *rest, last = sch.get_loops(reg)[-2:]
        if contiguous:
            sch.vectorize(last)
        for loop in rest if contiguous else rest + [last]:
            sch.unroll(loop)

    # 6. Unroll the thread's inner loops; store C in vec_c-wide pieces.
    for loop in (ki, yi, xi):
        sch.unroll(loop)
    rows, cols = sch.get_loops(store)[-2:]
    outer, v = sch.split(cols, [None, vec_c])
    if vec_c > 1:
        sch.vectorize(v)
    sch.unroll(rows)
    sch.unroll(outer)
    init = sch.decompose_reduction(main, ko)
    for loop in sch.get_loops(init)[-2:]:
        sch.unroll(loop)
    return sch.mod


def min_blocks(c: dict) -> int:
    """The second number of the GEMM kernel's __launch_bounds__: the knob, capped so that each thread keeps
    registers for its accumulators plus ~40 (a config that overrides the default's tile may inherit a bound
    made for smaller blocks)."""
    threads = (c["bm"] // c["tm"]) * (c["bn"] // c["tn"])
    fit = max(1, min(2048 // threads, 65536 // (threads * min(255, c["tm"] * c["tn"] + 40))))
    return min(c.get("min_blocks", 0), fit)


def _sum_pieces(sch, final) -> None:
    """The second kernel of split-K: C[(b,) i, j] = sum over s of part[s, (b,) i, j], s in order; one output
    per thread, the un-padding and fp16 cast inlined into its store. The thread split is exact (a partial
    last block would lose the store guard under cache_write, TVM 0.27)."""
    *spatial, ks = sch.get_loops(final)
    total = 1
    for loop in spatial:
        total *= int(sch.get(loop).extent)
    per = max(d for d in range(1, 257) if total % d == 0)
    gb, gt = sch.split(sch.fuse(*spatial), [None, per])
    sch.bind(gb, "blockIdx.x")
    sch.bind(gt, "threadIdx.x")
    out = sch.cache_write(final, 0, "local")
    sch.reverse_compute_at(out, gt, preserve_unit_loops=True)
    while sch.get_consumers(out):
        sch.reverse_compute_inline(sch.get_consumers(out)[0])
    sch.unroll(ks)



