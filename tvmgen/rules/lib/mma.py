"""The mma.sync GEMM schedule (ldmatrix + mma.sync m16n8k16, fp16 or bf16 operands, fp32 accumulation) that
matmul_mma, matmul_splitk_mma and conv_implicit_gemm's mma engine share: `schedule_mma_gemm` schedules one
GEMM-shaped block in place; `config_error`, `smem_bytes` and `registers_estimate` size and check its configs;
`intrin_group` names the tensor intrinsics of an operand type (the bf16 ones registered here, TVM 0.27 has none).

Tiling (see `schedule_mma_gemm` for what the caller must hand over)
* grid: one block per bm x bn tile of C (blockIdx.x walks the tiles, grouped `raster` tile-rows at a time
  so that the blocks resident together share A and B panels in L2; blockIdx.z walks the batch).
* block: (bm / wm) x (bn / wn) warps (threadIdx.y), 32 lanes (threadIdx.x). Each bk step stages
  A[bm, bk] and B[bk, bn] (in the storage layout of A and B) in dynamic shared memory with 128-bit
  copies, consecutive lanes on consecutive 16-byte vectors; every shared row is padded by 8 fp16
  (16 bytes) so the ldmatrix reads of 8 rows hit 8 distinct 16-byte bank groups (conflict-free).
* pipeline, two kinds:
  - cp.async (async=1, rows 4-byte aligned): `stages` shared buffers in flight (TVM software pipeline,
    commit/wait groups); the copies become cp.async (zero-filling where predicated) only when the build
    runs with tirx.use_async_copy, as `codegen.build` always does; the rules fall back to async=0 outside
    it (`async_copy_enabled`), since synchronous copies in that pipeline stall every warp on its own loads.
  - register-staged (async=0, or rows too narrow for cp.async such as N = 781): two shared buffers; each
    step issues the global loads of step t+1 into registers, multiplies step t, then stores t+1 to shared
    (dlight's order). Where rows are too narrow for wide loads (1823x781x1000) it measured faster than the
    async pipeline on the H200.
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
access is only as wide as the rows keep aligned (`operand_vectors`; N = 781: scalar B loads and C stores).
"""
from __future__ import annotations

from .sizes import aligned_width, ceil_div


SMEM_PAD = 8  # fp16 elements of padding per shared row: 16 bytes, keeps ldmatrix conflict-free and rows 16B-aligned


C_PAD = 4  # fp32 elements of padding per row of the epilogue's shared tile


def uses_async(c: dict, vec_a: int, vec_b: int) -> bool:
    """cp.async copies 4, 8 or 16 bytes: rows too narrow for 2-element vectors (N = 781) cannot use it."""
    return bool(c.get("async", 1)) and min(vec_a, vec_b) >= 2 and c["stages"] > 1


NEEDS = frozenset({"mma_f16", "ldmatrix"})  # what `schedule_mma_gemm`'s code uses in every config


def features(c: dict, vec_a: int, vec_b: int) -> frozenset[str]:
    """The hardware features of `schedule_mma_gemm`'s code for the config `c`: NEEDS, and cp.async when it
    pipelines with it."""
    return NEEDS | ({"cp_async"} if uses_async(c, vec_a, vec_b) else set())


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


def block_threads(c: dict) -> int:
    """One warp per wm x wn warp tile of the bm x bn block tile."""
    return 32 * (c["bm"] // c["wm"]) * (c["bn"] // c["wn"])


def operand_vectors(p: dict) -> tuple[int, int, int]:
    """Widest global accesses (elements) that keep every stored row of a matmul's A and B (8 at most: 16 bytes)
    and of C (4 at most: the epilogue's 8-byte stores) aligned."""
    m, n, k = p["m"], p["n"], p["k"]
    vec_a = aligned_width(8, m if p.get("trans_a") else k)
    vec_b = aligned_width(8, k if p.get("trans_b") else n)
    return vec_a, vec_b, aligned_width(4, n)


def whole_loads(c: dict, vec_a: int, vec_b: int) -> str | None:
    """Why the A or B tile is not a whole number of vector loads per thread (the fetch splits it evenly), or None."""
    threads = block_threads(c)
    for tile, size, vec in (("A", c["bm"] * c["bk"], vec_a), ("B", c["bk"] * c["bn"], vec_b)):
        if size % (threads * vec):
            return f"the {tile} tile ({size} elements) is not a whole number of {vec}-wide loads per thread ({threads})"
    return None


def config_error(p: dict, c: dict, hw) -> str | None:
    """Why `schedule_mma_gemm` cannot run the matmul `p` with the complete config `c` on `hw`, or None: the warp
    tile must divide the block tile; threads and `registers_estimate` must stay within the block and register-file
    limits; each tile must be whole vector loads per thread; the register-staged pipeline holds a whole bk step in
    registers (bk >= 32); the shared buffers must fit a block."""
    bm, bn, bk, wm, wn = (c[x] for x in ("bm", "bn", "bk", "wm", "wn"))
    if bm % wm or bn % wn:
        return f"wm={wm}, wn={wn}: the warp tile must divide the block tile {bm}x{bn}"
    threads = block_threads(c)
    if threads > hw.max_threads_per_block:
        return f"wm={wm}, wn={wn}: {threads} threads per block, over {hw.max_threads_per_block}"
    regs = registers_estimate(c)
    if regs > hw.max_registers_per_thread:
        return f"wm={wm}, wn={wn}: about {regs} registers per thread, over {hw.max_registers_per_thread} (would spill)"
    if regs * threads > 65536:
        return f"wm={wm}, wn={wn}: {threads} threads x ~{regs} registers exceed the 64K register file"
    vec_a, vec_b, _ = operand_vectors(p)
    bad = whole_loads(c, vec_a, vec_b)
    if bad:
        return f"bk={bk}: {bad}"
    use_async = uses_async(c, vec_a, vec_b)
    if not use_async and c["stages"] > 1 and bk < 32:
        return f"bk={bk}: the register-staged pipeline (no cp.async here) needs bk >= 32"
    smem = smem_bytes(c, p.get("trans_a", False), p.get("trans_b", False), use_async)
    if smem > hw.shared_per_block:
        return f"stages={c['stages']}: {smem} bytes of shared memory, over {hw.shared_per_block}"
    return None


def schedule_mma_gemm(sch, block, c: dict, trans_a: bool = False, trans_b: bool = False,
                      vec_a: int = 8, vec_b: int = 8, vec_c: int = 4, pad: bool = True):
    """Schedule ONE GEMM-shaped block onto ldmatrix + mma.sync tensor cores, in place on `sch`.

    Contract (what the caller must hand over)
    * `block`: an SBlockRV of a reduction block whose loops are exactly its iter vars, in the order
      [b..., i, j, k] (zero or more batch axes, then M, N, reduction), e.g. fresh from
      `te.create_prim_func`, or after `sch.reindex` + `transform_block_layout` (implicit-GEMM conv).
    * its body is C[b..., i, j] += float32(A[...]) * float32(B[...]) with an init to 0 (what
      `te.sum(a.astype("float32") * b.astype("float32"))` gives), C float32, A and B float16 or bfloat16
      (MMA_DTYPES: the intrinsics follow A's type, `intrin_group`); reads[0] is A, indexed [b..., i, k] (or [b..., k, i] with trans_a); reads[1] is B, indexed
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
      `config_error` checks it (threads, registers, shared memory, whole loads per thread).
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
    g = intrin_group(str(sch.get(a_w).writes[0].source.dtype), trans_a, trans_b)
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


def async_copy_enabled() -> bool:
    """Whether the build runs with TVM's cp.async lowering (PassContext config tirx.use_async_copy, which
    codegen.build sets). Without it the copies of an async pipeline stay synchronous loads that stall
    each warp: the register-staged pipeline (async=0) is then the better choice."""
    try:
        import tvm

        return bool(tvm.transform.PassContext.current().config.get("tirx.use_async_copy", False))
    except Exception:  # noqa: BLE001  (no TVM: describing, not building)
        return False


# -- the element types of the tensor-core operands ----------------------------------------------------------------
MMA_DTYPES = ("float16", "bfloat16")  # A and B of mma.sync m16n8k16 with fp32 accumulators


def intrin_group(dtype: str, trans_a: bool, trans_b: bool) -> dict[str, str]:
    """The tensor intrinsics (init, load_a, load_b, compute, store) of one m16n16k16 piece with `dtype` operands from
    dynamic shared memory and fp32 accumulators. float16: TVM's own. bfloat16: TVM 0.27 registers none, so its
    ldmatrix loads and mma.sync (`.bf16.bf16` of the same m16n8k16 shape and fragment layouts; ldmatrix moves 16-bit
    words whatever they hold) are registered here (`register_bf16`); fill and store are of the fp32 accumulators,
    the same for both."""
    import tvm.s_tir.tensor_intrin.cuda as ci

    g = ci.get_mma_intrin_group("shared.dyn", "shared.dyn", "float16", "float32", trans_a, trans_b,
                                not_use_mma_store_intrinic=True)
    if dtype == "float16":
        return g
    if dtype != "bfloat16":
        raise ValueError(f"mma.sync engine: operands of {dtype} (it takes {', '.join(MMA_DTYPES)})")
    register_bf16()
    return {**g, "load_a": _ldmatrix_name("a", trans_a), "load_b": _ldmatrix_name("b", trans_b),
            "compute": _mma_name(trans_a, trans_b)}


def _ldmatrix_name(which: str, trans: bool) -> str:
    return f"tvmgen_mma_ldmatrix_bf16_{which}{'_trans' if trans else ''}_dyn"


def _mma_name(trans_a: bool, trans_b: bool) -> str:
    return f"tvmgen_mma_bf16bf16f32{'_trans_a' if trans_a else ''}{'_trans_b' if trans_b else ''}"


_REGISTERED: list[bool] = []


def register_bf16() -> None:
    """Register the bfloat16 ldmatrix and mma.sync intrinsics (once per process): TVM's fp16 m16n8k16 ones
    (tvm.s_tir.tensor_intrin.cuda get_ldmatrix_intrin / get_mma_intrin at k = 16) with the element type bfloat16
    and the instruction's type `bf16`."""
    if _REGISTERED:
        return
    from tvm.s_tir import TensorIntrin

    for trans in (False, True):
        for which in ("a", "b"):
            TensorIntrin.register(_ldmatrix_name(which, trans), *_ldmatrix_bf16(which, trans))
    for ta in (False, True):
        for tb in (False, True):
            TensorIntrin.register(_mma_name(ta, tb), *_mma_bf16(ta, tb))
    _REGISTERED.append(True)


def _ldmatrix_bf16(which: str, transposed: bool):
    """ldmatrix.x4 of a 16 x 16 bf16 tile from dynamic shared memory into the mma fragment layout (TVM's k16 form)."""
    from tvm.runtime import convert
    from tvm.s_tir.tensor_intrin.cuda import (
        shared_16x16_to_ldmatrix_32x8_layout as index_map,
    )
    from tvm.script import tirx as T

    dtype, scope, local = "bfloat16", "shared.dyn", 8
    half = convert(16)
    trans_in_ldmatrix = transposed if which == "a" else not transposed
    if transposed:
        def smem_offset(tx, stride):
            return stride * 8 * (tx // half) + stride * (tx % 8) + 8 * ((tx % half) // 8)
    else:
        def smem_offset(tx, stride):
            return stride * (tx % half) + 8 * (tx // half)

    @T.prim_func(s_tir=True)
    def desc(warp_handle: T.handle, shared_handle: T.handle) -> None:
        shared = T.match_buffer(shared_handle, (16, 16), dtype, align=64, offset_factor=16, scope=scope)
        warp = T.match_buffer(warp_handle, (32, local), dtype, align=64, offset_factor=16, scope="warp")
        with T.sblock("root"):
            T.reads(shared[0:16, 0:16])
            T.writes(warp[0:32, 0:local])
            for ax0, ax1 in T.grid(16, 16):
                with T.sblock("shared_warp"):
                    v0, v1 = T.axis.remap("SS", [ax0, ax1])
                    T.reads(shared[v0, v1])
                    thread_id, local_id = T.meta_var(index_map(v0, v1))
                    T.writes(warp[thread_id, local_id])
                    warp[thread_id, local_id] = shared[v0, v1]

    @T.prim_func(s_tir=True)
    def impl(warp_handle: T.handle, shared_handle: T.handle) -> None:
        s0 = T.int32()
        s1 = T.int32()
        shared = T.match_buffer(shared_handle, (16, 16), dtype, align=64, offset_factor=16, scope=scope,
                                strides=[s0, s1])
        warp = T.match_buffer(warp_handle, (32, local), dtype, align=64, offset_factor=16, scope="warp")
        with T.sblock("root"):
            T.reads(shared[0:16, 0:16])
            T.writes(warp[0:32, 0:local])
            for tx in T.thread_binding(0, 32, "threadIdx.x"):
                T.evaluate(T.ptx_legacy.ldmatrix(trans_in_ldmatrix, 4, ".b16", warp.data,
                                                 warp.elem_offset + convert(local) * tx, shared.access_ptr("r"),
                                                 smem_offset(tx, s0), dtype=dtype))

    return desc, impl


def _mma_bf16(a_transposed: bool, b_transposed: bool):
    """Two mma.sync.m16n8k16.row.col.f32.bf16.bf16.f32 over a 16 x 16 x 16 piece (TVM's fp16 form, bf16 operands)."""
    from tvm.runtime import convert
    from tvm.s_tir.tensor_intrin.cuda import (
        shared_16x16_to_ldmatrix_32x8_layout as index_map,
    )
    from tvm.script import tirx as T
    from tvm.tirx import Cast

    ab, out, local = "bfloat16", "float32", 8
    lc = convert(local)

    def swap_if(i, j, flag):
        return (j, i) if flag else (i, j)

    @T.prim_func(s_tir=True)
    def desc(a: T.handle, b: T.handle, c: T.handle) -> None:
        A = T.match_buffer(a, (32, local), ab, align=64, offset_factor=16, scope="warp")
        B = T.match_buffer(b, (32, local), ab, align=64, offset_factor=16, scope="warp")
        C = T.match_buffer(c, (32, local), out, align=64, offset_factor=16, scope="warp")
        with T.sblock("root"):
            T.reads(C[0:32, 0:local], A[0:32, 0:local], B[0:32, 0:local])
            T.writes(C[0:32, 0:local])
            for i, j, k in T.grid(16, 16, 16):
                with T.sblock("C"):
                    vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                    a_row, a_col = T.meta_var(swap_if(vi, vk, a_transposed))
                    b_row, b_col = T.meta_var(swap_if(vk, vj, b_transposed))
                    tc, lcid = T.meta_var(index_map(vi, vj))
                    ta, la = T.meta_var(index_map(a_row, a_col))
                    tb, lb = T.meta_var(index_map(b_row, b_col))
                    T.reads(C[tc, lcid], A[ta, la], B[tb, lb])
                    T.writes(C[tc, lcid])
                    C[tc, lcid] += Cast(out, A[ta, la]) * Cast(out, B[tb, lb])

    @T.prim_func(s_tir=True)
    def impl(a: T.handle, b: T.handle, c: T.handle) -> None:
        A = T.match_buffer(a, (32, local), ab, align=64, offset_factor=16, scope="warp")
        B = T.match_buffer(b, (32, local), ab, align=64, offset_factor=16, scope="warp")
        C = T.match_buffer(c, (32, local), out, align=64, offset_factor=16, scope="warp")
        with T.sblock("root"):
            T.reads(C[0:32, 0:local], A[0:32, 0:local], B[0:32, 0:local])
            T.writes(C[0:32, 0:local])
            for tx in T.thread_binding(0, 32, "threadIdx.x"):
                T.evaluate(T.ptx_legacy.mma("m16n8k16", "row", "col", "bf16", "bf16", "fp32", A.data,
                                            A.elem_offset + tx * lc, B.data, B.elem_offset + tx * lc, C.data,
                                            C.elem_offset + tx * lc, False, dtype=out))
                T.evaluate(T.ptx_legacy.mma("m16n8k16", "row", "col", "bf16", "bf16", "fp32", A.data,
                                            A.elem_offset + tx * lc, B.data, B.elem_offset + tx * lc + lc // 2,
                                            C.data, C.elem_offset + tx * lc + lc // 2, False, dtype=out))

    return desc, impl
