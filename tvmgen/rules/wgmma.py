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

Not used: TMA (its tensor maps are host-side objects that every caller of the .cu would have to build) and
warp specialization (producer warps feeding consumer warpgroups); both are the next steps past this kernel.
"""
from __future__ import annotations

from .base import MAX_SHARED_BYTES, NUM_SMS

BM, BK = 128, 64
THREADS = 256
SPACE = {"bn": [128, 256, 64], "stages": [4, 3, 5, 2], "depth": [1, 0], "group_m": [8, 1, 4, 16], "stage_c": [1, 0]}


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


def smem_bytes(bn: int, stages: int) -> int:
    return stages * (BM * BK + BK * bn) * 2


def default_config(m: int, n: int, k: int, batch: int = 1, b_kmajor: bool = False) -> dict:
    """The config measured best on the H200 for each kind of shape (generated/reports/README.md):
    * N-major B (matmul NN): 128 x 256 tiles, 4 stages, one wgmma group in flight, one block per SM, when those
      tiles still fill the 132 SMs (4096^3: 192 us, against 211 us with the next);
    * else 128 x 128 (or x 64) tiles, 3 stages, none in flight, so that two blocks share an SM and cover each
      other's waits. K-major B too (matmul trans_b, dense, conv): 4096^3 trans_b 211 us against 256 us with
      128 x 256; conv 1x1 stride 2, K = 512: 23.3 us against 25.0 us;
    * a K of one or two steps (a 1x1 conv on 64 channels): 128 x 64 tiles, 2 stages: more blocks per SM for a
      kernel bound by its stores (25.9 us, against 29.0 us with 128 x 128 and 32.7 us with 128 x 256)."""
    tiles_m = -(-m // BM) * batch
    steps = k // BK
    if steps <= 2:
        return {"bn": 64, "stages": 2, "depth": 0, "group_m": 8, "stage_c": 1}
    if not b_kmajor and n % 256 == 0 and tiles_m * (n // 256) >= NUM_SMS:
        return {"bn": 256, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    return {"bn": 128 if n % 128 == 0 else 64, "stages": 3, "depth": 0, "group_m": 8, "stage_c": 1}


def config_error(n: int, k: int, config: dict) -> str | None:
    bn, stages, depth = config["bn"], config["stages"], config["depth"]
    if n % bn or k % BK:
        return f"n and k must be multiples of bn={bn} and {BK} (got n={n}, k={k})"
    if stages - 1 - depth < 1:
        return f"stages={stages} with depth={depth} leaves no stage to prefetch into"
    if smem_bytes(bn, stages) > MAX_SHARED_BYTES:
        return f"stages={stages} x bn={bn}: {smem_bytes(bn, stages)} bytes of shared memory, over the limit"
    return None


def gemm_body(*, M: int, N: int, K: int, batch: int, b_kmajor: bool, bn: int, stages: int, depth: int,
              group_m: int, stage_c: int, a_src, b_src, a_ok=None, epi=None):
    """A TVMScript macro `body(A, B, C, E)` that is a whole kernel: C (declared [batch, M, N]) = A @ B^T.
    a_src(A, bz, m, ks, c): pointer to the 8 fp16 of GEMM row m, k step ks, 16-byte chunk c (0..7);
    a_ok(bz, m, ks, c): whether that piece exists (else zero-filled), None when always;
    b_src(B, bz, j, ks, c): K-major: row j (a column of C), chunk c of k step ks; N-major: k row j of step
    ks, 16-byte chunk c of the tile's bn columns;
    epi(E, v, col): the fp32 value v of column col after the epilogue (None: v itself)."""
    from tvm.script import tirx as T

    S, BN = stages, bn
    BST = BK * BN  # fp16 elements per B stage
    nacc = BN // 2
    kt_n = K // BK
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

    def a_slot(st, q):
        return a_offset(st, q, S)

    def b_slot(st, q):
        return b_offset(st, q, S, BN, b_kmajor)

    @T.macro
    def body(A, B, C, E):
        T.device_entry()
        bid, bz = T.cta_id([tiles_m * tiles_n, batch])
        tx = T.thread_id([THREADS])
        smem = T.alloc_buffer((S * (AST + BST),), "float16", scope="shared.dyn", align=1024)
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
                            a_src(A, bz, tm * BM + (tx + THREADS * i) // 8, step, (tx + THREADS * i) % 8), 16,
                            T.Select(a_ok(bz, tm * BM + (tx + THREADS * i) // 8, step, (tx + THREADS * i) % 8),
                                     T.uint32(16), T.uint32(0)))
                    else:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([a_slot(step, tx + THREADS * i)]),
                            a_src(A, bz, tm * BM + (tx + THREADS * i) // 8, step, (tx + THREADS * i) % 8), 16)
                for i in T.unroll(b_copies):
                    if KM:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, tn * BN + (tx + THREADS * i) // 8, step, (tx + THREADS * i) % 8), 16)
                    else:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, (tx + THREADS * i) // bch, step, tn * bch + (tx + THREADS * i) % bch), 16)
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
        if SC:
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
