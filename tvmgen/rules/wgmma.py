"""The Hopper GEMM engine shared by matmul_wgmma and conv_wgmma: one TIRx kernel body, written once.

C[M, N] = A[M, K] @ B^T, B given K-major ([N, K], `b_kmajor`) or N-major ([K, N]); fp16 in, fp32
accumulators, an epilogue on the fp32 values, fp16 out. The operators differ only in where a 16-byte piece
of A or B comes from (`a_src` / `b_src`: a matmul row, or an input window of a convolution) and in the
epilogue (`epi`: bias, activation), so those are Python callables that return TIR expressions, and
`gemm_body` returns a TVMScript macro that the operator's own prim_func calls.

Why TIRx: TVM 0.27's schedulable TIR tensorizes to wmma and mma.sync only, whose operands go through
registers (matmul_mma: ~0.45x cuBLAS on the H200). wgmma.mma_async reads A and B straight from shared
memory through 64-bit matrix descriptors, 64 x bn x 16 per warpgroup per instruction, asynchronously; TVM
has it only in the TIRx backend (`T.ptx[...]`, `T.cuda.wgmma.encode_matrix_descriptor`).

The plan (knobs in SPACE)
* block: BM=128 x bn tile of C, 256 threads = 2 warpgroups, each owning 64 rows x bn columns of fp32
  accumulators in registers (bn / 2 per thread).
* k loop: BK = 64 (128 bytes of fp16 = one 128-byte swizzle row). `stages` shared buffers of A[128, 64] and
  B (K-major [bn, 64], or N-major [64, bn] in 64-column blocks) are filled by cp.async, 16 bytes per thread
  per copy, into the 128-byte-swizzled layout the descriptors describe: 16-byte chunk c of a 128-byte row r
  lands at chunk c ^ (r % 8), so both the copies and wgmma's reads are free of bank conflicts. Copies of rows
  past M or of padding are zero-filled (cp.async with src-size 0), never read.
* descriptors (16-byte units): K-major tiles stack their 8-row, 1024-byte swizzle atoms SBO = 1024 bytes
  apart; a k16 slice starts 32 bytes further into the row. N-major B stacks 64-column atoms LBO = 64 * 128
  bytes apart and 8-row groups SBO = 1024 apart; a k16 slice starts 16 rows (2048 bytes) further. (The other
  reading of the ISA, LBO and SBO swapped, was run on the H200 and fails verification.)
* pipeline: per k step every thread waits for its own copies of that step and fences them into the async
  proxy (wgmma reads shared memory through it), one barrier, then it issues the copies for step
  k + stages - 1 - depth and its warpgroup's 4 wgmma (k16 each). `depth` wgmma groups stay in flight
  across the next barrier (1: the tensor cores keep busy while the copies are waited for).
* raster: blocks walk C in groups of `group_m` tile-rows, so that the blocks resident at once share their A
  and B panels in L2.
* epilogue (stage_c=1): each thread applies `epi` to its accumulators, casts to fp16 and writes them to shared
  memory in the wgmma D layout (rows l/4 and l/4 + 8 of its warp's 16, two adjacent columns per 8-column
  slice; rows padded by 16 bytes so the 8 rows a warp writes fall in distinct banks), then the block stores
  C with 16-byte coalesced stores. stage_c=0 stores each fragment pair straight to global memory.

* split-K (splits > 1): the blocks of a thread-block cluster (`__cluster_dims__(splits, 1, 1)` compiled into
  the kernel, so a plain launch forms them) share one C tile, each taking K / splits of the k steps. Each block
  leaves its fp32 accumulators in its own shared memory; after a cluster barrier, block r sums columns
  [r, r + 1) * bn / splits of the tile over all the blocks' partials, reading them through distributed shared
  memory (mapa + ld) in rank order, and stores them. One kernel, no workspace, no atomics: the same sums in the
  same order in every run. For few tiles (small M, a 14x14 convolution) this fills the 132 SMs.

Not used: TMA (its tensor maps are host-side objects that every caller of the .cu would have to build) and
warp specialization (producer warps feeding consumer warpgroups); both are the next steps past this kernel.
"""
from __future__ import annotations

from .base import MAX_SHARED_BYTES, NUM_SMS

BM, BK = 128, 64
THREADS = 256
SPACE = {"bn": [128, 256, 64], "stages": [4, 3, 5, 2], "depth": [1, 0], "group_m": [8, 1, 4, 16], "stage_c": [1, 0],
         "splits": [1, 2, 4, 8]}


# -- shared-memory layout and descriptor fields (plain Python: the kernel and the tests' emulator use them) --
AST = BM * BK  # fp16 elements of one A stage
A_LBO, A_SBO = 1, 1024 // 16  # K-major, 128-byte swizzle: LBO unused; 8-row atoms 1024 bytes apart
A_KSTEP = 32  # bytes from one k16 slice of a K-major row to the next


def _xor(a, b):
    if isinstance(a, int) and isinstance(b, int):
        return a ^ b
    from tvm import tirx

    return tirx.bitwise_xor(a, b)


def a_offset(stage, q: int, stages: int):
    """fp16 element offset in shared memory of A piece q (row q / 8, 16-byte chunk q % 8) of a stage:
    128-byte rows, chunk c of row r at chunk c ^ (r % 8) (the 128-byte swizzle)."""
    return stage % stages * AST + q // 8 * 64 + _xor(q % 8, q // 8 % 8) * 8


def b_offset(stage, q: int, stages: int, bn: int, kmajor: bool):
    """B piece q of a stage, after the A stages. K-major: as A (row q / 8 is a column of C). N-major: k row
    q / (bn / 8), 16-byte chunk q % (bn / 8) of the bn columns, stored in 64-column blocks of BK rows."""
    base = stages * AST + stage % stages * BK * bn
    if kmajor:
        return base + q // 8 * 64 + _xor(q % 8, q // 8 % 8) * 8
    bch = bn // 8
    return base + q % bch // 8 * (BK * 64) + q // bch * 64 + _xor(q % 8, q // bch % 8) * 8


def b_lbo_sbo(kmajor: bool) -> tuple[int, int]:
    """(LBO, SBO) of B's descriptor in 16-byte units. N-major: 64-column blocks BK * 128 bytes apart (LBO),
    8-row groups 1024 bytes apart (SBO). The swapped reading of the ISA fails verification on the H200."""
    return (A_LBO, A_SBO) if kmajor else (BK * 128 // 16, 1024 // 16)


def b_kstep_bytes(kmajor: bool) -> int:
    return A_KSTEP if kmajor else 16 * 128  # N-major: a k16 slice is 16 rows further


def smem_bytes(bn: int, stages: int, splits: int = 1) -> int:
    """The pipeline's stages; with splits, at least the fp32 partial tile and the staged share of C after it."""
    pipe = stages * (BM * BK + BK * bn) * 2
    if splits == 1:
        return pipe
    return max(pipe, BM * bn * 4 + BM * (bn // splits + 8) * 2)


def default_config(m: int, n: int, k: int, batch: int = 1, b_kmajor: bool = False) -> dict:
    """The config measured best on the H200 for each kind of shape (generated/reports/README.md):
    * N-major B (matmul NN): 128 x 256 tiles, 4 stages, one wgmma group in flight, one block per SM, when those
      tiles still fill the 132 SMs (4096^3: 192 us, against 211 us with the next);
    * a K of one or two steps (a 1x1 conv on 64 channels): 128 x 64 tiles, 2 stages: more blocks per SM for a
      kernel bound by its stores (25.9 us, against 29.0 us with 128 x 128 and 32.7 us with 128 x 256);
    * few tiles, as for M <= 64 (M = 64, N = K = 4096: 64 tiles of 128 x 64): K split in 2 over a cluster,
      128 x 64 tiles, 4 stages: 22.2 us against 25.6 us for mma.sync split-K (M = 16: 21.7 against 21.6);
      4 or 8 pieces measured slower (24.9-35 us: the partial sums cross the cluster, 64 KB per block);
    * K-major B with fewer 128 x 128 tiles than SMs (the 14x14 ResNet conv: 98 blocks): 4 stages, one wgmma
      group in flight (27.0 us against 28.3 us): a lone block per SM keeps its tensor cores busy across the
      barrier; with more tiles than SMs the same costs (4096^3 trans_b 282 us against 211 us);
    * else 128 x 128 (or x 64) tiles, 3 stages, none in flight, so that two blocks share an SM and cover each
      other's waits. K-major B too (matmul trans_b, dense, conv): 4096^3 trans_b 211 us against 256 us with
      128 x 256; conv 1x1 stride 2, K = 512: 23.3 us against 25.0 us."""
    tiles_m = -(-m // BM) * batch
    steps = k // BK
    if steps <= 2:
        return {"bn": 64, "stages": 2, "depth": 0, "group_m": 8, "stage_c": 1}
    if n % 64 == 0 and steps % 2 == 0 and tiles_m * (n // 64) <= NUM_SMS // 2:
        return {"bn": 64, "stages": 4, "depth": 0, "group_m": 8, "stage_c": 1, "splits": 2}
    if not b_kmajor and n % 256 == 0 and tiles_m * (n // 256) >= NUM_SMS:
        return {"bn": 256, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    if b_kmajor and n % 128 == 0 and tiles_m * (n // 128) < NUM_SMS:
        return {"bn": 128, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    return {"bn": 128 if n % 128 == 0 else 64, "stages": 3, "depth": 0, "group_m": 8, "stage_c": 1}


def config_error(n: int, k: int, config: dict) -> str | None:
    bn, stages, depth = config["bn"], config["stages"], config["depth"]
    if n % bn or k % BK:
        return f"n and k must be multiples of bn={bn} and {BK} (got n={n}, k={k})"
    if stages - 1 - depth < 1:
        return f"stages={stages} with depth={depth} leaves no stage to prefetch into"
    splits = config.get("splits", 1)
    if k // BK % splits or bn // 8 % splits:
        return (f"splits={splits} must divide the {k // BK} k steps of {BK} and the {bn // 8} 8-column slices of "
                f"bn={bn}")
    if smem_bytes(bn, stages, splits) > MAX_SHARED_BYTES:
        return (f"stages={stages} x bn={bn} (splits={splits}): {smem_bytes(bn, stages, splits)} bytes of shared "
                "memory, over the limit")
    return None


def gemm_body(*, M: int, N: int, K: int, batch: int, b_kmajor: bool, bn: int, stages: int, depth: int,
              group_m: int, stage_c: int, a_src, b_src, a_ok=None, epi=None, splits: int = 1):
    """A TVMScript macro `body(A, B, C, E)` that is a whole kernel: C (declared [batch, M, N]) = A @ B^T.
    a_src(A, bz, m, ks, c): pointer to the 8 fp16 of GEMM row m, k step ks, 16-byte chunk c (0..7);
    a_ok(bz, m, ks, c): whether that piece exists (else zero-filled), None when always;
    b_src(B, bz, j, ks, c): K-major: row j (a column of C), chunk c of k step ks; N-major: k row j of step
    ks, 16-byte chunk c of the tile's bn columns;
    epi(E, v, col): the fp32 value v of column col after the epilogue (None: v itself);
    splits: K cut into that many even pieces, one per block of a thread-block cluster, summed in a fixed order
    through distributed shared memory (see `splitk_epilogue`)."""
    from tvm.script import tirx as T

    S, BN = stages, bn
    BST = BK * BN  # fp16 elements per B stage
    nacc = BN // 2
    SPLIT = splits > 1
    kt_n = K // BK // splits  # k steps of this block's piece
    dist = S - 1 - depth  # prefetch distance in k steps
    tiles_m, tiles_n = -(-M // BM), N // BN
    gm = group_m if tiles_m % group_m == 0 else 1
    a_copies, b_copies = AST // 8 // THREADS, BST // 8 // THREADS
    bch = BN // 8  # 16-byte chunks per N-major B row, and per staged C row
    lbo_b, sbo_b = b_lbo_sbo(b_kmajor)
    b_kstep = b_kstep_bytes(b_kmajor)
    instr = f"wgmma.mma_async.sync.aligned.m64n{BN}k16.f32.f16.f16"
    b_trans = 0 if b_kmajor else 1
    KM = bool(b_kmajor)
    SC = bool(stage_c)
    GUARD = M % BM != 0  # rows past M: zero-filled loads, no stores
    c_row = BN + 8  # staged C row, padded 16 bytes
    c_copies = BM * BN // 8 // THREADS
    if a_ok is None and GUARD:
        a_ok = lambda bz, m, ks, c: m < M  # noqa: E731
    elif a_ok is not None and GUARD:
        inner = a_ok
        a_ok = lambda bz, m, ks, c: T.And(m < M, inner(bz, m, ks, c))  # noqa: E731
    PRED = a_ok is not None
    if epi is None:
        epi = lambda E, v, col: v  # noqa: E731

    def row_ok(r):  # Python True (folded away) when every tile is whole
        return r < M if GUARD else True

    smem_elems = smem_bytes(BN, S, splits) // 2
    JS = BN // 8 // splits  # 8-column slices of the tile each block of a cluster sums and stores
    CST = BM * BN * 2  # fp16 offset of the staged C, past the fp32 partial sums
    cs_row = JS * 8 + 8  # staged C row of a block's columns, padded 16 bytes
    cs_copies = -(-BM * JS // THREADS)

    def red_at(j, h, tx):  # fp16 offset of thread tx's fp32 pair (j, h): pairs of a thread 8 bytes, threads adjacent
        return ((j * 2 + h) * THREADS + tx) * 4

    def split_store_ok(tm, q):  # 16-byte piece q of a block's share of C exists
        conds = ([q < BM * JS] if BM * JS % THREADS else []) + ([tm * BM + q // JS < M] if GUARD else [])
        if not conds:
            return True
        return conds[0] if len(conds) == 1 else T.And(conds[0], conds[1])

    def kglob(rank, step):  # the k step in the whole K of this block's step `step`
        return rank * kt_n + step if SPLIT else step

    def a_slot(st, q):
        return a_offset(st, q, S)

    def b_slot(st, q):
        return b_offset(st, q, S, BN, b_kmajor)

    @T.macro
    def body(A, B, C, E):
        T.device_entry()
        if SPLIT:
            # one flat cluster id: TVM 0.27 launches a 2-D cluster grid flattened but reads %clusterid.y
            cid = T.cluster_id([tiles_m * tiles_n * batch])
            rank = T.cta_id_in_cluster([splits])
            bid = T.meta_var(cid % (tiles_m * tiles_n))
            bz = T.meta_var(cid // (tiles_m * tiles_n))
        else:
            bid, bz = T.cta_id([tiles_m * tiles_n, batch])
            rank = T.meta_var(0)
        tx = T.thread_id([THREADS])
        smem = T.alloc_buffer((smem_elems,), "float16", scope="shared.dyn", align=1024)
        acc = T.alloc_buffer((nacc,), "float32", scope="local")
        desc_a = T.alloc_buffer((1,), "uint64", scope="local")
        desc_b = T.alloc_buffer((1,), "uint64", scope="local")
        tm = T.meta_var(bid // (gm * tiles_n) * gm + bid % (gm * tiles_n) % gm)
        tn = T.meta_var(bid % (gm * tiles_n) // gm)
        wg = T.meta_var(tx // 128)
        for i in T.unroll(nacc):
            acc[i] = T.float32(0)
        T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_a[0]), smem.ptr_to([0]), A_LBO, A_SBO, 3)
        T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_b[0]), smem.ptr_to([S * AST]), lbo_b, sbo_b, 3)
        for step in T.serial(kt_n + dist):
            if step >= dist:  # consume k step `step - dist`
                T.ptx["cp.async.wait_group"](dist - 1)
                T.ptx["fence.proxy.async.shared::cta"]()
            T.cuda.cta_sync()
            if step < kt_n:  # copy k step `step` into stage step % S
                for i in T.unroll(a_copies):
                    if PRED:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([a_slot(step, tx + THREADS * i)]),
                            a_src(A, bz, tm * BM + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8), 16,
                            T.Select(a_ok(bz, tm * BM + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8),
                                     T.uint32(16), T.uint32(0)))
                    else:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([a_slot(step, tx + THREADS * i)]),
                            a_src(A, bz, tm * BM + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8), 16)
                for i in T.unroll(b_copies):
                    if KM:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, tn * BN + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8), 16)
                    else:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, (tx + THREADS * i) // bch, kglob(rank, step), tn * bch + (tx + THREADS * i) % bch), 16)
            T.ptx["cp.async.commit_group"]()
            if step >= dist:
                T.ptx["wgmma.fence.sync.aligned"]()
                for kk in T.unroll(4):
                    T.ptx[instr](
                        *[acc[i] for i in range(nacc)],
                        desc_a[0] + T.uint64(((step - dist) % S * AST * 2 + wg * 64 * 128 + kk * A_KSTEP) // 16),
                        desc_b[0] + T.uint64(((step - dist) % S * BST * 2 + kk * b_kstep) // 16),
                        True, 1, 1, 0, b_trans)
                T.ptx["wgmma.commit_group.sync.aligned"]()
                T.ptx["wgmma.wait_group.sync.aligned"](depth)
        T.ptx["wgmma.wait_group.sync.aligned"](0)
        if SPLIT:
            rem = T.alloc_buffer((1,), "uint64", scope="local")
            part = T.alloc_buffer((2,), "float32", scope="local")
            got = T.alloc_buffer((JS * 2 * splits * 2,), "float32", scope="local")
            T.ptx["cp.async.wait_all"]()
            T.cuda.cta_sync()
            for j in T.unroll(BN // 8):
                for h in T.unroll(2):
                    T.ptx["st.shared.v2.f32"](smem.ptr_to([red_at(j, h, tx)]), acc[j * 4 + h * 2], acc[j * 4 + h * 2 + 1])
            T.cuda.cta_sync()
            T.cuda.cluster_sync()
            # every remote load first (they are asm volatile: a sum between two loads would wait for the first)
            for jj in T.unroll(JS):
                for h in T.unroll(2):
                    for r in T.unroll(splits):
                        T.ptx["mapa.u64"](rem[0], smem.ptr_to([red_at(rank * JS + jj, h, tx)]), T.uint32(r))
                        T.ptx["ld.v2.f32"](got[((jj * 2 + h) * splits + r) * 2], got[((jj * 2 + h) * splits + r) * 2 + 1],
                                           rem[0])
            for jj in T.unroll(JS):
                for h in T.unroll(2):
                    part[0] = T.float32(0)
                    part[1] = T.float32(0)
                    for r in T.unroll(splits):  # a fixed order: the same sums in every run
                        part[0] = part[0] + got[((jj * 2 + h) * splits + r) * 2]
                        part[1] = part[1] + got[((jj * 2 + h) * splits + r) * 2 + 1]
                    for e in T.unroll(2):
                        smem[CST + (wg * 64 + tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8) * cs_row + jj * 8 + tx % 4 * 2 + e] = (
                            T.Cast("float16", epi(E, part[e], tn * BN + (rank * JS + jj) * 8 + tx % 4 * 2 + e)))
            T.cuda.cta_sync()
            for i in T.unroll(cs_copies):
                if split_store_ok(tm, tx + THREADS * i):
                    for v in T.vectorized(8):
                        C[bz, tm * BM + (tx + THREADS * i) // JS, tn * BN + (rank * JS + (tx + THREADS * i) % JS) * 8 + v] = smem[
                            CST + (tx + THREADS * i) // JS * cs_row + (tx + THREADS * i) % JS * 8 + v]
            T.cuda.cluster_sync()  # no block leaves while the others may still read its partial sums
        elif SC:
            T.ptx["cp.async.wait_all"]()
            T.cuda.cta_sync()
            for j in T.unroll(BN // 8):
                for h in T.unroll(2):
                    for e in T.unroll(2):
                        smem[(wg * 64 + tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8) * c_row + j * 8 + tx % 4 * 2 + e] = (
                            T.Cast("float16", epi(E, acc[j * 4 + h * 2 + e], tn * BN + j * 8 + tx % 4 * 2 + e)))
            T.cuda.cta_sync()
            for i in T.unroll(c_copies):
                if row_ok(tm * BM + (tx + THREADS * i) // bch):
                    for v in T.vectorized(8):
                        C[bz, tm * BM + (tx + THREADS * i) // bch, tn * BN + (tx + THREADS * i) % bch * 8 + v] = smem[
                            (tx + THREADS * i) // bch * c_row + (tx + THREADS * i) % bch * 8 + v]
        else:
            for j in T.unroll(BN // 8):
                for h in T.unroll(2):
                    if row_ok(tm * BM + wg * 64 + tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8):
                        for e in T.unroll(2):
                            C[bz, tm * BM + wg * 64 + tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8,
                              tn * BN + j * 8 + tx % 4 * 2 + e] = T.Cast(
                                "float16", epi(E, acc[j * 4 + h * 2 + e], tn * BN + j * 8 + tx % 4 * 2 + e))

    return body
