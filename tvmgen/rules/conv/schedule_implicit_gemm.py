"""Implicit-GEMM convolution (rule `conv_implicit_gemm`, conv2d algo=implicit_gemm; cuDNN's
CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM): the convolution is a GEMM
    C[M = N*P*Q, N' = K] = A[M, C*R*S] x B[K, C*R*S]^T
whose A matrix is never written: each block gathers its A tile (input windows, zero padding and stride folded
into the gather) straight from X into shared memory.

The TE compute is the direct convolution's. `normalize()` turns its reduction block into GEMM form with
`sch.reindex` + `transform_layout` (dlight's recipe: every loop is classified by the tensors that use it,
S (all three) / I (A and C) / J (B and C) / K (reduction); iterators of one kind fuse into one axis), so the
block reads A_reindex[S, I, K], B_reindex[S, J, K] and writes C_reindex[S, I, J]; the reindex stages are then
inlined into the shared-memory fetches (and, for C, into the store), so no copy of A, B or C is made.

Three GEMM engines (knob `engine`), shared with conv_im2col and conv_winograd:
* `mma` (default for fp16 and bf16 when M, N, K >= 16): `schedule_mma_gemm` (rules/lib/mma.py), ldmatrix +
  mma.sync m16n8k16 with fp32 accumulators, a bm x bn block tile of (bm/warp_m) x (bn/warp_n) warps, bk-deep k steps through `stages`
  software-pipelined shared tiles (rows padded: conflict-free ldmatrix), C through shared memory to a store with
  the epilogue fused. The operands' global loads are as wide as the layout keeps contiguous and aligned
  (`conv_vectors`): NHWC gathers 128 bits along C inside a filter tap; NCHW lays A out [K, pixels] (trans_a) so
  a warp loads along a row of pixels (128-bit only for 1x1 stride-1 unpadded, 2-byte elsewhere: the window start
  is misaligned), and stores Y scalar (its fastest axis, pixels, is the GEMM's M, but the store runs along N).
  Blocks that must stay kernels of their own (im2col's col, Winograd's U, V and output transform) are hidden
  from its producer/consumer inlining (`_Keep`). Default tile: 128 x 128 (N <= 64: 128 x N), M halved until
  the grid fills the SMs twice (L2 3x3 C256 14x14: M = 6272 gets 32 x 128).
* `tc`: fp16 (only) on tensor cores through wmma (dlight's MatmulTensorization with its tile as knobs): wm x wn warps of
  fm x fn 16x16 fragments, kc*16-deep k steps, double-buffered dynamic shared memory, C staged in static shared
  memory (in shared.dyn, TVM's allocation merging lets it alias the A tile and lowering fails); `store_i` runs
  the final store along pixels (NCHW). Kept for comparison: dlight's default runs far behind cuBLAS.
* `simt`: CUDA cores (fp32, or tiny GEMMs): a (ti*mi) x (tj*mj) tile of C per block, ti x tj threads with
  mi x mj accumulators each (strided by the block: vthreads), kc-long k steps through shared memory.
All pad the GEMM to whole tiles with `pad_einsum` (the padding turns into predicates, never into memory).
What limits speed: no wgmma/TMA (Hopper's fast path, which cuDNN uses; the `mma` engine's copies are cp.async
where the gathers are 16 bytes wide); NCHW's gathers and strided stores; small M (L2) leaves blocks few or tiles thin.
"""
from __future__ import annotations

import math

from ...hardware import Arch
from ...ops.conv import geometry
from ..base import ScheduleRule
from ..lib.mma import MMA_DTYPES, registers_estimate, schedule_mma_gemm, smem_bytes
from ..lib.mma import NEEDS as MMA_NEEDS
from ..lib.sizes import aligned_width

WARP = 32
STATIC_SHARED_BYTES = 48 * 1024  # the most static __shared__ a kernel may declare


# -- shared helpers (conv_im2col and conv_winograd import these) -----------------------------------------------
def normalize(sch, block):
    """Reindex `block` (a reduction C += A * B) into C[S, I, J] += A[S, I, K] * B[S, J, K]. Returns the
    reindex blocks (a, b, c) or None when the block is not GEMM-like."""
    from tvm.s_tir.dlight.gpu.matmul import get_index_map

    if get_index_map(sch.get(block)) is None:
        return None
    ra = sch.reindex(block, ("read", 0))
    rb = sch.reindex(block, ("read", 1))
    rc = sch.reindex(block, ("write", 0))
    mm, am, bm, cm = get_index_map(sch.get(block))
    sch.transform_layout(ra, ("write", 0), am)
    sch.transform_layout(rb, ("write", 0), bm)
    sch.transform_layout(rc, ("read", 0), cm)
    sch.transform_block_layout(block, mm)
    return ra, rb, rc


def gemm_extents(sch, block) -> tuple[int, int, int, int]:
    """(S, I, J, K) extents of a normalized block."""
    return tuple(int(sch.get(lp).extent) for lp in sch.get_loops(block))  # type: ignore[return-value]


def inline_all(sch, names) -> None:
    for nm in names:
        try:
            sch.compute_inline(sch.get_sblock(nm))
        except Exception:  # noqa: BLE001 - absent block
            pass


def inline_producers(sch, blk, keep=()) -> None:
    """Inline every spatial producer chain of `blk` (reindex copies, X_pad), except blocks named in keep; a
    reduction or a workspace producer cannot be inlined and stays."""
    from tvm.s_tir.dlight.gpu.matmul import _collect_producers

    _inline_all_of(sch, lambda: _collect_producers(sch, blk), sch.compute_inline, keep)


def inline_consumers(sch, blk, keep=()) -> None:
    """Reverse-inline consumer chains of `blk` (C's reindex copy, the epilogue) except blocks named in keep; a
    gather (Winograd's output transform) cannot be inlined and stays a kernel."""
    _inline_all_of(sch, lambda: sch.get_consumers(blk), sch.reverse_compute_inline, keep)


def _inline_all_of(sch, neighbours, inline, keep) -> None:
    """Inline the blocks `neighbours()` lists, one at a time, asking again after each success (inlining one
    exposes the next of its chain), until none that is not in `keep` can be."""
    changed = True
    while changed:
        changed = False
        for nb in neighbours():
            if sch.get(nb).name_hint in keep:
                continue
            try:
                inline(nb)
                changed = True
                break
            except Exception:  # noqa: BLE001 - not inlinable: it stays
                continue


def schedule_tc(sch, block, cfg: dict, keep=()) -> bool:
    """Tensor-core (wmma) schedule of a normalized fp16 GEMM block; producers other than `keep` are inlined
    into the shared fetches and the consumers (reindex of C, epilogue) into the store. False if it failed."""
    import tvm.s_tir.tensor_intrin.cuda  # noqa: F401  (registers the intrinsics)
    from tvm.s_tir.tensor_intrin.cuda import get_wmma_intrin_group

    wm, wn, fm, fn, kc, vec = (cfg[k] for k in ("wm", "wn", "fm", "fn", "kc", "vec"))
    nwarps = wm * wn
    sch.pad_einsum(block, [1, 16 * wm * fm, 16 * wn * fn, 16 * kc])
    batch, i, j, k = sch.get_loops(block)
    i, ii = sch.split(i, factors=[None, 16])
    j, ji = sch.split(j, factors=[None, 16])
    k, ki = sch.split(k, factors=[None, 16])
    sch.reorder(i, j, k, ii, ji, ki)
    inner = block
    outer = sch.blockize(ii)
    i0, i1, i2 = sch.split(i, factors=[None, wm, fm])
    j0, j1, j2 = sch.split(j, factors=[None, wn, fn])
    k0, k1 = sch.split(k, factors=[None, kc])
    if cfg.get("pipeline", 1):
        sch.annotate(k0, "software_pipeline_order", [0, 3, 1, 4, 5, 2, 6])
        sch.annotate(k0, "software_pipeline_stage", [0, 0, 0, 0, 0, 1, 1])
        sch.annotate(k1, "software_pipeline_order", [0, 1, 2])
        sch.annotate(k1, "software_pipeline_stage", [0, 0, 1])
    sch.reorder(i0, j0, i1, j1, k0, k1, i2, j2)
    bx = sch.fuse(i0, j0) if cfg.get("swizzle", 0) == 0 else sch.fuse(j0, i0)
    ty = sch.fuse(i1, j1)
    sch.bind(batch, "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    sch.bind(ty, "threadIdx.y")

    def fetch(idx):
        blk = sch.cache_read(outer, idx, "shared.dyn")
        sch.compute_at(blk, k0)
        fused = sch.fuse(*sch.get_loops(blk)[-2:])
        _, f1, f2, f3 = sch.split(fused, factors=[None, nwarps, WARP, vec])
        sch.bind(f2, "threadIdx.x")
        sch.bind(f1, "threadIdx.y")
        if vec > 1:
            sch.vectorize(f3)
        sch.storage_align(blk, 0, axis=-2, factor=16, offset=8)
        if cfg.get("pipeline", 1):
            sch.annotate(blk, "tirx.manifest_shared_memory_local_stage", 1)
            sch.annotate(blk, "double_buffer_scope", 0)
        return blk

    a_s = fetch(0)
    b_s = fetch(1)
    inline_producers(sch, a_s, keep)
    inline_producers(sch, b_s, keep)
    a_f = sch.cache_read(outer, 0, "wmma.matrix_a")
    b_f = sch.cache_read(outer, 1, "wmma.matrix_b")
    sch.compute_at(a_f, k1)
    sch.compute_at(b_f, k1)
    # C's staging tile in static shared memory: in shared.dyn, TVM's allocation merging lets it reuse the A
    # tile's bytes whenever it fits there, and lowering then fails ("tvm_access_ptr element type must match")
    c_s = sch.cache_write(outer, 0, "shared")
    sch.storage_align(c_s, 0, -2, 16, 4)
    store = sch.cache_write(outer, 0, "wmma.accumulator")
    sch.reverse_compute_at(store, ty)
    sch.reverse_compute_at(c_s, ty)
    si, sj = sch.get_loops(store)[-2:]
    si0, si1 = sch.split(si, factors=[None, 16])
    sj0, sj1 = sch.split(sj, factors=[None, 16])
    sch.reorder(si0, sj0, si1, sj1)
    init = sch.decompose_reduction(outer, k0)
    init_inner = sch.get_child_blocks(init)[0]
    group = get_wmma_intrin_group(load_scope="shared.dyn", store_scope="shared", in_dtype="float16",
                                  out_dtype="float32", trans_b=True)
    try:
        for frag, intrin in ((a_f, "load_a"), (b_f, "load_b")):
            fi, fj = sch.get_loops(frag)[-2:]
            fi0, fi1 = sch.split(fi, factors=[None, 16])
            fj0, fj1 = sch.split(fj, factors=[None, 16])
            sch.reorder(fi0, fj0, fi1, fj1)
            sch.unroll(fi0)
            sch.unroll(fj0)
            sch.tensorize(fi1, group[intrin])
        sch.tensorize(sch.get_loops(init_inner)[-2], group["init"])
        sch.tensorize(sch.get_loops(store)[-2], group["store"])
        sch.tensorize(sch.get_loops(inner)[-3], group["compute"])
    except Exception:  # noqa: BLE001 - this shape does not tensorize
        return False
    # consumers: C's reindex copy, then the epilogue, into the shared -> global store
    inline_consumers(sch, c_s, keep)
    ci, cj = sch.get_loops(c_s)[-2:]
    if cfg.get("store_i", 0):  # NCHW: output pixels (I) are the contiguous axis of Y: run threads along them
        sch.reorder(cj, ci)
        ci, cj = cj, ci
    fused = sch.fuse(ci, cj)
    _, f1, f2 = sch.split(fused, factors=[None, WARP, cfg.get("svec", 4)])
    sch.bind(f1, "threadIdx.x")
    if cfg.get("svec", 4) > 1:
        sch.vectorize(f2)
    return True


def schedule_simt(sch, block, cfg: dict, keep=()) -> None:
    """CUDA-core tiled GEMM of a normalized block (any dtype): per block a (ti*mi) x (tj*mj) tile of C,
    ti x tj threads, mi x mj accumulators each (strided by the block: vthreads), kc-long k steps through shared
    memory. Consumers (C's reindex, epilogue) are inlined into the register write-back."""
    ti, tj, mi, mj, kc = (cfg[k] for k in ("ti", "tj", "mi", "mj", "kc"))
    sch.pad_einsum(block, [1, ti * mi, tj * mj, kc])
    batch, i, j, k = sch.get_loops(block)
    i0, iv, i1 = sch.split(i, factors=[None, mi, ti])
    j0, jv, j1 = sch.split(j, factors=[None, mj, tj])
    k0, k1 = sch.split(k, factors=[None, kc])
    sch.reorder(batch, i0, j0, iv, jv, i1, j1, k0, k1)
    bx = sch.fuse(batch, i0, j0)
    sch.bind(bx, "blockIdx.x")
    sch.bind(iv, "vthread.y")
    sch.bind(jv, "vthread.x")
    tx = sch.fuse(i1, j1)
    sch.bind(tx, "threadIdx.x")
    sch.annotate(tx, ann_key="pragma_auto_unroll_max_step", ann_val=256)
    sch.annotate(tx, ann_key="pragma_unroll_explicit", ann_val=1)
    l2g = sch.cache_write(block, 0, "local")
    sch.reverse_compute_at(l2g, tx, preserve_unit_loops=True)
    for idx in (0, 1):
        blk = sch.cache_read(block, idx, "shared")
        sch.compute_at(blk, k0, preserve_unit_loops=True)
        fused = sch.fuse(*sch.get_loops(blk)[-2:])
        _, f = sch.split(fused, factors=[None, ti * tj])
        sch.bind(f, "threadIdx.x")
        inline_producers(sch, blk, keep)
    inline_consumers(sch, l2g, keep)
    sch.decompose_reduction(block, k0)


def schedule_injective(sch, name: str, threads: int = 256, unroll_inner: int = 0) -> None:
    """One thread per element of a spatial stage (its own kernel); the innermost `unroll_inner` extent stays
    inside the thread (unrolled: Winograd's 16 transform entries share one tile's loads)."""
    blk = sch.get_sblock(name)
    loops = sch.get_loops(blk)
    if unroll_inner:
        *outer, last = loops
        fused = sch.fuse(*outer) if len(outer) > 1 else outer[0]
        sch.unroll(last)
    else:
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    b, t = sch.split(fused, factors=[None, threads])
    sch.bind(b, "blockIdx.x")
    sch.bind(t, "threadIdx.x")


def tc_smem(cfg: dict) -> int:
    """Dynamic shared memory of schedule_tc: double-buffered A and B tiles (rows padded by 8 halves) and the
    fp32 C staging tile (rows padded by 4)."""
    bm, bn, bk = 16 * cfg["wm"] * cfg["fm"], 16 * cfg["wn"] * cfg["fn"], 16 * cfg["kc"]
    stages = 2 if cfg.get("pipeline", 1) else 1
    return stages * (bm + bn) * (bk + 8) * 2 + bm * (bn + 4) * 4


def tc_default(hw: Arch, m: int, n: int, k: int) -> dict:
    """wmma tile for an M x N x K GEMM: N (filters) decides the warp columns (up to 2 warps x 4 fragments = 128),
    128-row blocks (4 warps x 2 fragments) halved until the grid fills the SMs twice and C's fp32 staging
    tile fits 48 KB of static shared memory; 64-deep k steps (less for short reductions)."""
    wn, fn = (1, 1) if n <= 16 else (1, 2) if n <= 32 else (2, 2) if n <= 64 else (2, 4)
    wm, fm = 4, 2
    while wm > 1 and math.ceil(m / (16 * wm * fm)) * math.ceil(n / (16 * wn * fn)) < 2 * hw.sms:
        wm //= 2
    while wm > 1 and (16 * wm * fm) * (16 * wn * fn) * 4 > STATIC_SHARED_BYTES:  # C's static staging tile
        wm //= 2
    kc = 4 if k >= 64 else 2 if k >= 32 else 1
    return dict(engine="tc", wm=wm, wn=wn, fm=fm, fn=fn, kc=kc, vec=8, svec=4, store_i=0, pipeline=1, swizzle=0)


def simt_default(hw: Arch, m: int, n: int, k: int) -> dict:
    """CUDA-core tile: 256 threads, up to 16 along N (filters) and the rest along M, neither over the next power
    of two of its extent (K=3 filters get 4, a 3-row M gets 4); 4x4 (2x2) accumulators per thread while the
    grid still fills the GPU twice over."""
    def pow2(v, most):
        t = 1
        while t < min(v, most):
            t *= 2
        return t

    tj = pow2(n, 16)
    ti = pow2(m, 256 // tj)
    tj = pow2(n, 256 // ti)
    mj = 4 if n >= 4 * tj else 2 if n >= 2 * tj else 1
    mi = 4 if m >= 4 * ti * 2 * hw.sms else 2 if m >= 2 * ti * hw.sms else 1
    return dict(engine="simt", ti=ti, tj=tj, mi=mi, mj=mj, kc=8 if k >= 8 else k)


SPACE = {
    # auto: mma (ldmatrix + mma.sync) for fp16 and bf16 when every GEMM extent is >= 16, else CUDA cores (simt);
    # tc: dlight-style wmma
    "engine": ["auto", "mma", "tc", "simt"],
    # mma engine (matmul_mma's knobs): block tile, k step, warp tile, pipeline stages, grouped raster
    "bm": [32, 64, 128, 256], "bn": [32, 64, 128, 256], "bk": [16, 32, 64],
    "warp_m": [16, 32, 64, 128], "warp_n": [16, 32, 64, 128], "stages": [1, 2, 3, 4, 5], "raster": [0, 2, 4, 8, 16],
    # C's fp32 staging tile in static shared memory (1; fits when bm*bn*4 <= 48 KB) or merged into the dynamic
    # allocation (0: TVM then fails to lower some tiles, "tvm_access_ptr element type must match")
    "c_static": [0, 1],
    "wm": [1, 2, 4, 8], "wn": [1, 2, 4, 8],  # warps per block along M (pixels) and N (filters)
    "fm": [1, 2, 4], "fn": [1, 2, 4],  # 16x16 fragments per warp along M and N
    "vec": [8, 4, 2, 1],  # fp16 lanes of a global -> shared load (8 = 128 bits)
    "svec": [4, 2, 1],  # lanes of the shared -> global store of C
    "store_i": [0, 1],  # tc: C's shared -> global store along J (NHWC: filters contiguous) or I (NCHW: pixels)
    "pipeline": [1, 0],  # software pipelining (double-buffered shared tiles)
    "swizzle": [0, 1],  # block order: 0 M-major (A tile reused across N), 1 N-major
    "ti": [1, 2, 4, 8, 16, 32, 64, 128, 256], "tj": [1, 2, 4, 8, 16, 32, 64],  # SIMT threads along M, N
    "mi": [1, 2, 4, 8], "mj": [1, 2, 4, 8],  # SIMT accumulators per thread along M, N
    "kc": list(range(1, 65)),  # tc: 16-deep k steps per stage; simt: k steps per stage
}


def gemm_config(hw: Arch, p: dict, m: int, n: int, k: int, config: dict, batch: int = 1) -> dict:
    """Defaults of the engine picked by `engine` (auto: mma for fp16 and bf16 when every GEMM extent is >= 16)."""
    eng = config.get("engine", "auto")
    if eng == "auto":
        mma = p["dtype"] in MMA_DTYPES and min(m, n, k) >= 16 and all(hw.has(f) for f in MMA_NEEDS | {"cp_async"})
        eng = "mma" if mma else "simt"
    base = mma_default(hw, m, n, k, batch) if eng == "mma" else {"tc": tc_default, "simt": simt_default}[eng](hw, m, n, k)
    return {**base, **{kk: v for kk, v in config.items() if kk != "engine"}, "engine": eng}


def gemm_features(cfg: dict) -> frozenset[str]:
    """The hardware features of the engine's code: mma, ldmatrix + mma.sync and, when it pipelines, cp.async (the
    rows may yet turn out too narrow for it: counted anyway); tc, wmma (mma.sync underneath); simt, none."""
    if cfg["engine"] == "mma":
        return MMA_NEEDS | ({"cp_async"} if cfg["stages"] > 1 else set())
    return frozenset({"mma_f16"}) if cfg["engine"] == "tc" else frozenset()


def gemm_valid(hw: Arch, p: dict, cfg: dict) -> str | None:
    if cfg["engine"] == "mma":
        if p["dtype"] not in MMA_DTYPES:
            return f"engine=mma: tensor cores need dtype={' or '.join(MMA_DTYPES)} (fp32 takes engine=simt)"
        c = {"bm": cfg["bm"], "bn": cfg["bn"], "bk": cfg["bk"], "wm": cfg["warp_m"], "wn": cfg["warp_n"],
             "stages": cfg["stages"]}
        if c["bm"] % c["wm"] or c["bn"] % c["wn"]:
            return f"warp_m={c['wm']}, warp_n={c['wn']}: the warp tile must divide the block tile {c['bm']}x{c['bn']}"
        threads = 32 * (c["bm"] // c["wm"]) * (c["bn"] // c["wn"])
        if threads > hw.max_threads_per_block:
            return f"{threads} threads per block, over {hw.max_threads_per_block}"
        if registers_estimate(c) > hw.max_registers_per_thread:
            return f"warp tile {c['wm']}x{c['wn']}: about {registers_estimate(c)} registers per thread (would spill)"
        if cfg.get("c_static", 0) and c["bm"] * c["bn"] * 4 > STATIC_SHARED_BYTES:
            return f"c_static=1: the {c['bm']}x{c['bn']} fp32 C tile is over the 48 KB of static shared memory"
        if smem_bytes(c, False, True) > hw.shared_per_block:
            return f"stages={c['stages']}: {smem_bytes(c, False, True)} bytes of shared memory, over {hw.shared_per_block}"
        return None
    if cfg["engine"] == "tc":
        if p["dtype"] != "float16":
            return "engine=tc: tensor cores need dtype=float16 (fp32 takes engine=simt)"
        warps = cfg["wm"] * cfg["wn"]
        if warps * WARP > hw.max_threads_per_block:
            return f"wm*wn = {warps} warps per block, over {hw.max_threads_per_block // WARP}"
        cbytes = 16 * cfg["wm"] * cfg["fm"] * 16 * cfg["wn"] * cfg["fn"] * 4
        if cbytes > STATIC_SHARED_BYTES:
            return f"the fp32 C tile takes {cbytes} bytes of static shared memory, over {STATIC_SHARED_BYTES}"
        if tc_smem(cfg) > hw.shared_per_block:
            return f"tiles take {tc_smem(cfg)} bytes of shared memory, over {hw.shared_per_block}"
    else:
        if cfg["ti"] * cfg["tj"] > hw.max_threads_per_block:
            return f"ti*tj = {cfg['ti'] * cfg['tj']} threads per block, over {hw.max_threads_per_block}"
        if cfg["mi"] * cfg["mj"] > 64:
            return f"mi*mj = {cfg['mi'] * cfg['mj']} accumulators per thread, over 64"
    return None


class _Keep:
    """The schedule as `schedule_mma_gemm` sees it: blocks named in `keep` (im2col's col, Winograd's
    U, V and output transform) are hidden from get_producers / get_consumers, so that function's inlining of
    every producer into the shared fetch and every consumer into the store leaves those stages kernels of their
    own. Everything else goes straight to the real schedule."""

    def __init__(self, sch, keep):
        self._sch, self._keep = sch, tuple(keep)

    def __getattr__(self, name):
        return getattr(self._sch, name)

    def _visible(self, blocks):
        return [b for b in blocks if self._sch.get(b).name_hint not in self._keep]

    def get_producers(self, block):
        return self._visible(self._sch.get_producers(block))

    def get_consumers(self, block):
        return self._visible(self._sch.get_consumers(block))


def mma_default(hw: Arch, m: int, n: int, k: int, batch: int = 1) -> dict:
    """matmul_mma's tile for a batch of M x N x K GEMMs: 128 x 128 (64 or 32 where M or N is that small), shrunk
    along M until the grid fills the SMs twice; 64 x 64 warp tiles, halved to keep >= 4 warps; bk 32,
    3 stages; C staged in static shared memory when it fits 48 KB."""
    bn = 128 if n > 64 else 64 if n > 32 else 32
    bm = 128 if m > 64 else 64 if m > 32 else 32
    while bm > 32 and batch * math.ceil(m / bm) * math.ceil(n / bn) < 2 * hw.sms:
        bm //= 2
    warp_m, warp_n = min(64, bm), min(64, bn) if bn >= 64 else bn
    if (bm // warp_m) * (bn // warp_n) < 4 and warp_m > 32:
        warp_m //= 2
    if (bm // warp_m) * (bn // warp_n) < 4 and warp_n > 32:
        warp_n //= 2
    tiles_m = math.ceil(m / bm)
    raster = next((r for r in (8, 4, 2) if tiles_m % r == 0 and tiles_m > r), 0)
    return dict(engine="mma", bm=bm, bn=bn, bk=32 if k >= 32 else 16, warp_m=warp_m, warp_n=warp_n, stages=3,
                raster=raster, c_static=int(bm * bn * 4 <= STATIC_SHARED_BYTES))


def schedule_mma(sch, block, cfg: dict, vecs: tuple[int, int, int], keep=(), trans_a: bool = False) -> bool:
    """The normalized block on matmul_mma's ldmatrix + mma.sync schedule (B is [S, J, K]: trans_b). trans_a
    re-lays A's reindex as [S, K, I] (NCHW 1x1 convolutions: pixels contiguous)."""
    c = {"bm": cfg["bm"], "bn": cfg["bn"], "bk": cfg["bk"], "wm": cfg["warp_m"], "wn": cfg["warp_n"],
         "stages": cfg["stages"], "raster": cfg["raster"]}
    name = sch.get(block).name_hint + "_reindex_shared.dyn"
    try:
        schedule_mma_gemm(_Keep(sch, keep), block, c, trans_a, True, *vecs)
    except Exception:  # noqa: BLE001 - not tensorizable with this tile
        return False
    if cfg.get("c_static", 0):
        # C's fp32 staging tile into static shared memory: left in shared.dyn, TVM's merging of dynamic shared
        # allocations lets it alias the fp16 A/B tiles for some tiles, and lowering then fails ("tvm_access_ptr
        # element type must match the source buffer")
        import re

        base = name[:-len("_reindex_shared.dyn")]  # pad_einsum names it <block>_reindex_pad_shared.dyn
        found = re.search(r'T\.sblock\("(' + re.escape(base) + r'_reindex(_pad)?_shared\.dyn_warp_o)"\)',
                          sch.mod.script())
        if found is None:
            return False
        sch.set_scope(sch.get_sblock(found.group(1)), 0, "shared")
    return True


def schedule_gemm(sch, block, p: dict, cfg: dict, keep=(), vecs=(1, 1, 1), trans_a: bool = False) -> bool:
    """Normalize `block` and schedule it with cfg's engine. False when the block is not GEMM-like or the
    tensor-core tiling failed (the caller then returns None). vecs: (A, B, C) global access widths for the
    mma engine, which the caller derives from the layouts (what stays contiguous and aligned)."""
    norm = normalize(sch, block)
    if norm is None:
        return False
    if cfg["engine"] == "mma":
        if trans_a:
            sch.transform_layout(norm[0], ("write", 0), lambda s_, i, k: (s_, k, i))
        return schedule_mma(sch, block, cfg, vecs, keep, trans_a)
    if cfg["engine"] == "tc":
        # one load width for both operands; A has no transposed layout here, so a trans_a (NCHW) A is a gather
        # along channels: scalar (TVM's 8-lane fp16 gathers do not compile)
        vec = min(cfg["vec"], 1 if trans_a else vecs[0], vecs[1])
        return schedule_tc(sch, block, {**cfg, "vec": vec}, keep)
    schedule_simt(sch, block, cfg, keep)
    return True


class GemmConvRule(ScheduleRule):
    """What the three GEMM-based conv algorithms share: the GEMM knobs (`SPACE`) plus their own (`extra`, with
    defaults), applied when conv2d's algo names them."""
    algo = ""
    extra: dict = {}
    nchw_store_i = True  # wmma engine on NCHW: store along pixels (Y's fastest axis)

    def prefer(self, op, p, hw):
        return p.get("algo") == self.algo

    def _gemm(self, p, config, hw):
        """The GEMM engine's complete config for this convolution (the rule's own knobs left out)."""
        return gemm_config(hw, p, *geometry(p).gemm, {k: v for k, v in config.items() if k not in self.extra})

    def default(self, op, p, hw):
        cfg = {**self._gemm(p, {}, hw), **self.extra}
        if self.nchw_store_i and cfg["engine"] == "tc" and geometry(p).layout == "NCHW":
            cfg["store_i"] = 1
        return cfg

    def uses(self, op, p, config, hw):
        return gemm_features(self._gemm(p, config, hw))

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)  # knob names and values
        if why:
            return why
        if p.get("algo") != self.algo:  # apply() would return None: say why before anything is built
            return f"algo={p.get('algo', 'auto')}: {self.name} runs algo={self.algo} only"
        return gemm_valid(hw, p, self._gemm(p, config, hw))


class ConvImplicitGemm(GemmConvRule):
    name = "conv_implicit_gemm"
    summary = ("implicit GEMM: conv as [N*P*Q] x [K] over C*R*S, A tiles gathered from the input into shared "
               "memory; fp16 on tensor cores (ldmatrix + mma.sync; wmma as engine=tc), fp32 on CUDA cores; epilogue fused")
    ops = ("conv2d",)
    space = SPACE
    algo = "implicit_gemm"

    def apply(self, mod, op, p, config, hw):
        import tvm

        if p.get("algo") != "implicit_gemm":
            return None
        g = geometry(p)
        cfg = self._gemm(p, config, hw)
        sch = tvm.s_tir.Schedule(mod)
        block = sch.get_sblock("Y_acc" if op.has_epilogue(p) else "Y")
        vecs, trans_a = conv_vectors(g)
        if not schedule_gemm(sch, block, p, cfg, vecs=vecs, trans_a=trans_a):
            if cfg["engine"] == "simt":
                return None
            # the tensor-core tile did not tensorize this shape: the same algorithm on CUDA cores
            return self.apply(mod, op, p, {**config, "engine": "simt"}, hw)
        return sch.mod


def conv_vectors(g, im2col: bool = False) -> tuple[tuple[int, int, int], bool]:
    """((vec_a, vec_b, vec_c), trans_a) of the conv GEMM for the mma engine.
    A: NHWC runs along C inside a tap (8 lanes when C % 8 == 0: 128-bit loads); NCHW is laid out [K, pixels]
    (trans_a) so a warp's loads run along a row of pixels, 128-bit only for 1x1 stride-1 unpadded convolutions
    (elsewhere the window start is misaligned: 2-byte loads, still coalesced); im2col's col rows are C*R*S long.
    B: W is [K, C*R*S] in both layouts (NCHW with R*S > 1: scalar, see below). C: NHWC stores run along K;
    NCHW's are strided (scalar)."""
    _, n, kd = g.gemm
    nhwc = g.layout == "NHWC"
    if im2col:
        vec_a, trans_a = aligned_width(8, kd), False
    elif nhwc:
        vec_a, trans_a = aligned_width(8, g.cg), False
    else:
        plain = g.r == g.s == 1 and g.stride == (1, 1) and not g.padded
        vec_a, trans_a = (aligned_width(8, g.p * g.q) if plain else 1), True
    # KCRS rows are contiguous too, but TVM cannot prove a vector of (c, r, s) contiguous across taps and emits
    # an invalid 8-lane gather (make_longlong4 with 8 arguments): scalar loads of W for NCHW filters with taps
    vec_b = aligned_width(8, kd) if nhwc or g.r * g.s == 1 else 1
    return (vec_a, vec_b, aligned_width(4, n) if nhwc else 1), trans_a


