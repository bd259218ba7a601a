"""fp16 GEMM on tensor cores with ldmatrix + mma.sync (m16n8k16, fp32 accumulation), as a TVM schedule.

C[M, N] = op(A) @ op(B): fp16 in, fp32 accumulate, fp16 out; trans_a / trans_b and batch supported.

Tiling (see `schedule_mma_gemm`, the reusable part)
* grid: one block per bm x bn tile of C (blockIdx.x walks the tiles, grouped `raster` tile-rows at a time
  so that the blocks resident together share A and B panels in L2; blockIdx.z walks the batch).
* block: (bm / wm) x (bn / wn) warps (threadIdx.y), 32 lanes (threadIdx.x). Each bk step stages
  A[bm, bk] and B[bk, bn] (in the storage layout of A and B) in dynamic shared memory with 128-bit
  copies, consecutive lanes on consecutive 16-byte vectors; every shared row is padded by 8 fp16
  (16 bytes) so the ldmatrix reads of 8 rows hit 8 distinct 16-byte bank groups (conflict-free).
* pipeline, two kinds:
  - cp.async (async=1, rows 4-byte aligned): `stages` shared buffers in flight (TVM software pipeline,
    commit/wait groups); the copies become cp.async (zero-filling where predicated) only when the build
    runs with tirx.use_async_copy, as `codegen.build` always does; `apply()` falls back to async=0 outside
    it, since synchronous copies in that pipeline stall every warp on its own loads.
  - register-staged (async=0, or rows too narrow for cp.async such as N = 781): two shared buffers; each
    step issues the global loads of step t+1 into registers, multiplies step t, then stores t+1 to shared
    (dlight's order). 1823x781x1000 runs 34 us this way against 42-54 us through the async pipeline.
* warp: a wm x wn tile of C, i.e. (wm/16) x (wn/16) m16n16 pieces of fp32 accumulators in registers
  (wm * wn / 32 floats per lane: 128 for 64 x 64). Per 16-wide k step the warp loads wm/16 A fragments
  and wn/16 B fragments with ldmatrix.x4 (.trans for a row-major B) and issues 2 (wm/16)(wn/16)
  mma.sync.m16n8k16; the fragment loads of step k+1 are software-pipelined against the mma of step k
  (frag_pipe).
* epilogue: the accumulators go to shared memory (fp32, per warp), then each warp writes its tile to
  global memory 4 elements per lane (8-byte stores), the fp32 -> fp16 cast (and whatever elementwise
  consumers the block had) fused into that store. No fp32 workspace.

Any M, N, K: `pad_einsum` pads the iteration space to whole tiles; the padding turns into zero-filling
predicates on the loads and into a bounds predicate on the store: padding is never stored. Each global
access is only as wide as the rows keep aligned (N = 781: scalar B loads and C stores).

Measured on the H200 (verified against NumPy, `tvmgen bench`, cuBLAS 750-770 TFLOP/s in the same runs):
4096^3 397 us = 346 TFLOP/s (0.46x cuBLAS, 4.3x dlight's wmma); 8192^3 3.15 ms = 349 TFLOP/s (0.45x);
1823x781x1000 34 us (1.40x cuBLAS, 1.28x dlight); batch 8 x 512^3 16.5 us (0.6x cuBLAS, 2x dlight).
What limits speed: mma.sync is Hopper's pre-wgmma tensor-core path. Operands go through registers: per
k16 step a 64 x 64 warp tile reads 4 KB of shared memory with ldmatrix for 32 HMMA.16816, i.e. at the
tensor peak the shared-memory port would be as busy as the tensor cores (8 warps of 64 x 32 measured
25% slower for that reason), and 128 fp32 accumulators + fragments take ~205 registers, so only 2 blocks
(8 warps) fit per SM to hide latency. wgmma (operands straight from shared memory, 64 x 256 per
warpgroup) and TMA are what cuBLAS uses to reach 2x this; TVM's s_tir schedules cannot emit them.

Knobs: bm, bn (block tile), bk (k step), wm, wn (warp tile), stages (shared buffers in flight with
cp.async; 1 = no pipelining), raster (tile-rows per L2 group; 0 = plain row-major grid), frag_pipe
(double-buffer the ldmatrix fragments), async (1: cp.async pipeline where possible, 0: register-staged).
"""
from __future__ import annotations

from typing import Any

from .base import MAX_GRID, MAX_SHARED_BYTES, MAX_THREADS_PER_BLOCK, NUM_SMS, Rule, aligned_width, ceil_div

MAX_REGS = 255
SMEM_PAD = 8  # fp16 elements of padding per shared row: 16 bytes, keeps ldmatrix conflict-free and rows 16B-aligned
C_PAD = 4  # fp32 elements of padding per row of the epilogue's shared tile


def _supported(p: dict) -> bool:
    return p.get("dtype") == "float16"


def uses_async(c: dict, vec_a: int, vec_b: int) -> bool:
    """cp.async copies 4, 8 or 16 bytes: rows too narrow for 2-element vectors (N = 781) cannot use it."""
    return bool(c.get("async", 1)) and min(vec_a, vec_b) >= 2 and c["stages"] > 1


def smem_bytes(c: dict, trans_a: bool = False, trans_b: bool = False, use_async: bool = True) -> int:
    """Dynamic shared memory of one block: the pipelined A/B tiles (`stages` buffers with cp.async, two
    when register-staged), or the epilogue's fp32 C tile if larger (TVM merges the allocations: their
    lifetimes do not overlap)."""
    bm, bn, bk = c["bm"], c["bn"], c["bk"]
    stages = c["stages"] if use_async else min(c["stages"], 2)
    a = (bk * (bm + SMEM_PAD)) if trans_a else (bm * (bk + SMEM_PAD))
    b = (bn * (bk + SMEM_PAD)) if trans_b else (bk * (bn + SMEM_PAD))
    ab = max(stages, 1) * (a + b) * 2
    cc = bm * (bn + C_PAD) * 4
    return max(ab, cc)


def registers_estimate(c: dict) -> int:
    """Registers per lane: accumulators (wm wn / 32) + two sets of A/B fragments (double-buffered
    ldmatrix: 4 regs per 16x16 piece) + ~40 for addresses and loop state."""
    acc = c["wm"] * c["wn"] // 32
    frag = 2 * 4 * (c["wm"] // 16 + c["wn"] // 16)
    return acc + frag + 40


def schedule_mma_gemm(sch, block, c: dict, trans_a: bool = False, trans_b: bool = False,
                      vec_a: int = 8, vec_b: int = 8, vec_c: int = 4, pad: bool = True):
    """Schedule ONE GEMM-shaped block onto ldmatrix + mma.sync tensor cores, in place on `sch`.

    Contract (what the caller must hand over)
    * `block`: an SBlockRV of a reduction block whose loops are exactly its iter vars, in the order
      [b..., i, j, k] (zero or more batch axes, then M, N, reduction), e.g. fresh from
      `te.create_prim_func`, or after `sch.reindex` + `transform_block_layout` (implicit-GEMM conv).
    * its body is C[b..., i, j] += float32(A[...]) * float32(B[...]) with an init to 0 (what
      `te.sum(a.astype("float32") * b.astype("float32"))` gives), C float32, A and B float16;
      reads[0] is A, indexed [b..., i, k] (or [b..., k, i] with trans_a); reads[1] is B, indexed
      [b..., k, j] (or [b..., j, k] with trans_b). A/B may be intermediate buffers (reindex outputs)
      whose producers are injective: they are inlined into the shared-memory fetch (an im2col
      gather becomes the fetch's address arithmetic; give vec_a/vec_b that the gather keeps contiguous).
    * consumers of C must be elementwise on C's index (cast, bias, activation, un-padding): they are
      inlined into the epilogue's global store.
    * vec_a / vec_b: widest global load (elements, power of two, <= 8) that keeps every row of the
      stored A / B aligned (e.g. 8 needs the row length % 8 == 0); vec_c likewise for C's rows (<= 4).
      cp.async needs vec >= 2 (4 bytes), c["async"] = 1 and a build under tirx.use_async_copy
      (`codegen.PASS_CONFIG`; `async_copy_enabled()` says whether it is on);
      otherwise the fetch is register-staged (two shared buffers, loads issued one step ahead).
    * `c`: a complete config of MatmulMMA (bm, bn, bk, wm, wn, stages, raster, frag_pipe, async);
      `MatmulMMA.valid` checks it (threads, registers, shared memory, whole loads per thread).
    * pad=True pads non-dividing extents with `pad_einsum` (predicated loads/stores); with pad=False the
      caller guarantees M % bm == N % bn == K % bk == 0 (after its own padding).

    Result: blockIdx.x = tile (grouped raster), blockIdx.z = batch (fused), threadIdx.y = warp,
    threadIdx.x = lane; dynamic shared memory at most `smem_bytes(c, trans_a, trans_b, uses_async(...))`.
    Builds take 20-60 s on 2 cores (tensorize); one kernel, no workspace.
    """
    import tvm.s_tir.tensor_intrin.cuda as ci  # registers the intrinsics

    bm, bn, bk, wm, wn, stages, raster = (c[x] for x in ("bm", "bn", "bk", "wm", "wn", "stages", "raster"))
    warps_m, warps_n = bm // wm, bn // wn
    nwarps = warps_m * warps_n

    loops = sch.get_loops(block)
    nb = len(loops) - 3
    dom = [int(iv.dom.extent) for iv in sch.get(block).iter_vars]
    m, n, k = dom[-3:]
    if pad and (m % bm or n % bn or k % bk):
        sch.pad_einsum(block, [1] * nb + [bm, bn, bk])
        loops = sch.get_loops(block)
    m_pad = ceil_div(m, bm) * bm
    batch_loops, (i, j, kk) = loops[:-3], loops[-3:]

    # 1. 16 x 16 x 16 tensor-core pieces; the outer block iterates over pieces.
    i, i_tc = sch.split(i, [None, 16])
    j, j_tc = sch.split(j, [None, 16])
    kk, k_tc = sch.split(kk, [None, 16])
    sch.reorder(i, j, kk, i_tc, j_tc, k_tc)
    inner = block
    outer = sch.blockize(i_tc)

    # 2. pieces -> (block tile, warp, piece in warp); k -> (bk step, 16-piece in step).
    i0, i1, i2 = sch.split(i, [None, warps_m, wm // 16])
    j0, j1, j2 = sch.split(j, [None, warps_n, wn // 16])
    k0, k1 = sch.split(kk, [None, bk // 16])
    tiles_m = m_pad // bm
    if raster and raster < tiles_m and tiles_m % raster == 0:
        # Grouped raster: consecutive blocks walk `raster` tile-rows, then the next tile-column.
        io, ig = sch.split(i0, [None, raster])
        sch.reorder(*batch_loops, io, j0, ig, i1, j1, k0, k1, i2, j2)
        bx = sch.fuse(io, j0, ig)
    else:
        sch.reorder(*batch_loops, i0, j0, i1, j1, k0, k1, i2, j2)
        bx = sch.fuse(i0, j0)
    sch.bind(bx, "blockIdx.x")
    if batch_loops:
        sch.bind(sch.fuse(*batch_loops) if len(batch_loops) > 1 else batch_loops[0], "blockIdx.z")
    ty = sch.fuse(i1, j1)
    sch.bind(ty, "threadIdx.y")

    # 3. Global -> shared tiles (storage layout of the operand), 128-bit where the rows allow.
    def fetch(index: int, vec: int):
        s = sch.cache_read(outer, index, "shared.dyn")
        sch.compute_at(s, k0)
        fused = sch.fuse(*sch.get_loops(s)[-2:])
        _, a, b, v = sch.split(fused, [None, nwarps, 32, vec])
        sch.bind(a, "threadIdx.y")
        sch.bind(b, "threadIdx.x")
        if vec > 1:
            sch.vectorize(v)
        # row stride = row + SMEM_PAD (rows are multiples of 16 elements): 16 extra bytes per row
        sch.storage_align(s, 0, axis=-2, factor=32, offset=SMEM_PAD)
        while sch.get_producers(s):
            sch.compute_inline(sch.get_producers(s)[0])
        if not use_async:
            # register-staged: global -> registers (issued one step ahead) -> shared (after the math)
            sch.annotate(s, "tirx.manifest_shared_memory_local_stage", 1)
        return s

    # cp.async moves 4, 8 or 16 bytes: rows too narrow for 2-element vectors (N = 781) fall back to
    # register-staged double buffering, as does async=0.
    use_async = uses_async(c, vec_a, vec_b)
    fetch(0, vec_a)
    fetch(1, vec_b)

    # 4. Shared -> warp fragments (ldmatrix), accumulators in warp registers, epilogue through shared.
    a_w = sch.cache_read(outer, 0, "warp")
    b_w = sch.cache_read(outer, 1, "warp")
    sch.compute_at(a_w, k1)
    sch.compute_at(b_w, k1)
    c_s = sch.cache_write(outer, 0, "shared.dyn")
    c_w = sch.cache_write(outer, 0, "warp")
    sch.reverse_compute_at(c_w, ty)
    sch.reverse_compute_at(c_s, ty)
    ci_, cj_ = sch.get_loops(c_w)[-2:]
    cio, cii = sch.split(ci_, [None, 16])
    cjo, cji = sch.split(cj_, [None, 16])
    sch.reorder(cio, cjo, cii, cji)
    sch.storage_align(c_w, 0, axis=-2, factor=32, offset=C_PAD)
    init = sch.decompose_reduction(outer, k0)

    def tile(blk):
        a, b = sch.get_loops(blk)[-2:]
        a0, a1 = sch.split(a, [None, 16])
        b0, b1 = sch.split(b, [None, 16])
        sch.reorder(a0, b0, a1, b1)
        return a1

    la, lb = tile(a_w), tile(b_w)

    def frag(*idx):  # [b..., r, q] -> [b..., r/16, q/16, lane, register] (the mma fragment layout)
        *lead, r, q = idx
        return (*lead, r // 16, q // 16, *ci.shared_16x16_to_ldmatrix_32x8_layout(r % 16, q % 16))

    sch.transform_layout(a_w, ("write", 0), frag)
    sch.transform_layout(b_w, ("write", 0), frag)
    sch.transform_layout(c_w, ("read", 0), frag)
    g = ci.get_mma_intrin_group("shared.dyn", "shared.dyn", "float16", "float32", trans_a, trans_b,
                                not_use_mma_store_intrinic=True)
    sch.tensorize(la, g["load_a"])
    sch.tensorize(lb, g["load_b"])
    sch.tensorize(sch.get_loops(inner)[-3], g["compute"])
    sch.tensorize(sch.get_loops(sch.get_child_blocks(init)[0])[-2], g["init"])
    sch.tensorize(sch.get_loops(c_w)[-2], g["store"])

    # 5. Epilogue: shared fp32 -> global, consumers (cast, un-pad) inlined, vec_c per lane.
    while sch.get_consumers(c_s):
        sch.reverse_compute_inline(sch.get_consumers(c_s)[0])
    fused = sch.fuse(*sch.get_loops(c_s)[-2:])
    _, lane, v = sch.split(fused, [None, 32, vec_c])
    sch.bind(lane, "threadIdx.x")
    if vec_c > 1:
        sch.vectorize(v)

    # 6. Software pipeline. k0's body: [A fetch, B fetch, k1 loop]; the k1 loop, itself pipelined
    # (fragment loads of k16 step t+1 against the mma of step t), expands into prologue, body, epilogue.
    frag_pipe = bool(c.get("frag_pipe", 1)) and bk // 16 > 1
    if frag_pipe or not use_async:
        sch.annotate(k1, "software_pipeline_stage", [0, 0, 1])
        sch.annotate(k1, "software_pipeline_order", [0, 1, 2])
    if use_async:
        # `stages` shared buffers; cp.async groups of step t+stages-1 fly while step t is multiplied
        s = stages - 1
        n = 5 if frag_pipe else 3
        sch.annotate(k0, "software_pipeline_stage", [0, 0] + [s] * (n - 2))
        sch.annotate(k0, "software_pipeline_order", list(range(n)))
        sch.annotate(k0, "software_pipeline_async_stages", [0])
    elif stages > 1:
        # k0's body: [A g->r, A r->s, B g->r, B r->s, k1 prologue, k1 body, k1 epilogue]: two shared
        # buffers; per step: global loads of t+1 into registers, mma of t, stores of t+1 to shared,
        # first fragments of t+1, last mma of t (dlight's order).
        sch.annotate(k0, "software_pipeline_stage", [0, 0, 0, 0, 0, 1, 1])
        sch.annotate(k0, "software_pipeline_order", [0, 3, 1, 4, 5, 2, 6])
    return sch


class MatmulMMA(Rule):
    name = "matmul_mma"
    summary = "fp16 tensor-core GEMM: ldmatrix + mma.sync.m16n8k16, cp.async multi-stage pipeline, fused cast"
    ops = ("matmul",)
    space = {
        "bm": [32, 64, 128, 256],
        "bn": [32, 64, 128, 256],
        "bk": [16, 32, 64],
        "wm": [16, 32, 64, 128],
        "wn": [16, 32, 64, 128],
        "stages": [1, 2, 3, 4, 5],
        "raster": [0, 2, 4, 8, 16],
        "frag_pipe": [1, 0],
        "async": [1, 0],
    }

    def default(self, op, p: dict) -> dict[str, Any]:
        """128 x 128 x 32 tiles, 4 warps of 64 x 64, 4 cp.async stages (the best measured at 4096^3 and
        8192^3 on the H200: 346 / 349 TFLOP/s). Smaller problems halve the tile (N side first) until the grid
        has at least one block per SM; where cp.async is impossible (rows not 4-byte aligned, N = 781) the
        register-staged pipeline wants more blocks in flight: at least two per SM (1823x781x1000 -> 64 x 64
        tiles, 34 us against 44 us for dlight's wmma kernel)."""
        m, n = p["m"], p["n"]
        batch = p.get("batch", 1)
        vec_a, vec_b, _ = _vectors(p)
        want = NUM_SMS if min(vec_a, vec_b) >= 2 else 2 * NUM_SMS
        bm, bn = 128, 128
        while batch * ceil_div(m, bm) * ceil_div(n, bn) < want and max(bm, bn) > 64:
            if bn >= bm:
                bn //= 2
            else:
                bm //= 2
        wm, wn = 64, 64
        while (bm // wm) * (bn // wn) < 4 and max(wm, wn) > 32:  # at least 4 warps per block
            if wm >= wn:
                wm //= 2
            else:
                wn //= 2
        wm, wn = min(wm, bm), min(wn, bn)
        tiles_m = ceil_div(m, bm)
        raster = next((r for r in (8, 4, 2) if tiles_m % r == 0 and tiles_m > r), 0)
        return {"bm": bm, "bn": bn, "bk": 32, "wm": wm, "wn": wn, "stages": 4, "raster": raster, "frag_pipe": 1,
                "async": 1}

    def prefer(self, op, p) -> bool:
        """fp16 with min(M, N) > 64 (smaller M or N belongs to matmul_skinny). Measured on the H200 against
        dlight's wmma kernel (the alternative in the chain): 4.3x at 4096^3, 3.5x at 1024^3, 1.29x at
        1823x781x1000, 2x at batch 8 x 512^3; trans_b 309 TFLOP/s and trans_a 118 TFLOP/s (1024^3)."""
        return _supported(p) and min(p["m"], p["n"]) > 64

    def valid(self, op, p: dict, config: dict[str, Any]) -> str | None:
        why = super().valid(op, p, config)
        if why:
            return why
        if not _supported(p):
            return f"dtype={p.get('dtype')}: matmul_mma is fp16 only"
        c = {**self.default(op, p), **config}
        bm, bn, bk, wm, wn = (c[x] for x in ("bm", "bn", "bk", "wm", "wn"))
        if bm % wm or bn % wn:
            return f"wm={wm}, wn={wn}: the warp tile must divide the block tile {bm}x{bn}"
        threads = 32 * (bm // wm) * (bn // wn)
        if threads > MAX_THREADS_PER_BLOCK:
            return f"{threads} threads per block, over {MAX_THREADS_PER_BLOCK}"
        regs = registers_estimate(c)
        if regs > MAX_REGS:
            return f"wm={wm}, wn={wn}: about {regs} registers per thread, over {MAX_REGS} (would spill)"
        if regs * threads > 65536:
            return f"{threads} threads x ~{regs} registers exceed the 64K register file"
        ta, tb = p.get("trans_a", False), p.get("trans_b", False)
        vec_a, vec_b, _ = _vectors(p)
        for tile, (rows, row), vec in (("A", (bk, bm) if ta else (bm, bk), vec_a),
                                       ("B", (bn, bk) if tb else (bk, bn), vec_b)):
            if (rows * row) % (threads * vec):
                return (f"the {tile} tile ({rows}x{row}) is not a whole number of {vec}-wide loads per thread "
                        f"({threads} threads): change bk or the tiles")
        use_async = uses_async(c, vec_a, vec_b)
        if not use_async and c["stages"] > 1 and bk < 32:
            return f"bk={bk}: the register-staged pipeline (no cp.async here) needs bk >= 32"
        smem = smem_bytes(c, ta, tb, use_async)
        if smem > MAX_SHARED_BYTES:
            return f"stages={c['stages']}: {smem} bytes of shared memory, over {MAX_SHARED_BYTES}"
        grid = ceil_div(p["m"], bm) * ceil_div(p["n"], bn)
        if grid > MAX_GRID[0]:
            return f"{grid} blocks, over the grid x limit"
        if p.get("batch", 1) > MAX_GRID[2]:
            return f"batch={p['batch']}: over the grid z limit {MAX_GRID[2]}"
        return None

    def apply(self, mod, op, p, config, target):
        if not _supported(p):
            return None
        from tvm import s_tir

        c = {**self.default(op, p), **config}
        if not async_copy_enabled():
            c["async"] = 0  # cp.async is lowered only under codegen.PASS_CONFIG
        sch = s_tir.Schedule(mod)
        try:
            block = sch.get_sblock("C_acc")
        except Exception:  # noqa: BLE001  (no such block)
            return None
        vec_a, vec_b, vec_c = _vectors(p)
        schedule_mma_gemm(sch, block, c, bool(p.get("trans_a")), bool(p.get("trans_b")), vec_a, vec_b, vec_c)
        return sch.mod


def async_copy_enabled() -> bool:
    """Whether the build runs with TVM's cp.async lowering (PassContext config tirx.use_async_copy, which
    codegen.build sets). Without it the copies of an async pipeline stay synchronous loads that stall
    each warp: the register-staged pipeline (async=0) is then the better choice."""
    try:
        import tvm

        return bool(tvm.transform.PassContext.current().config.get("tirx.use_async_copy", False))
    except Exception:  # noqa: BLE001  (no TVM: describing, not building)
        return False


def _vectors(p: dict) -> tuple[int, int, int]:
    """Global access widths (elements) that keep every row of A, B (as stored) and C aligned."""
    m, n, k = p["m"], p["n"], p["k"]
    vec_a = aligned_width(8, m if p.get("trans_a") else k)
    vec_b = aligned_width(8, k if p.get("trans_b") else n)
    vec_c = aligned_width(4, n)
    return vec_a, vec_b, vec_c


from . import register  # noqa: E402  (the package defines register before importing this module)

register(MatmulMMA())
