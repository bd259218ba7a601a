"""The Hopper GEMM engine shared by matmul_wgmma, conv_wgmma and qgemm_wgmma: one TIRx kernel body, written once.

C[M, N] = A[M, K] @ B^T, B given K-major ([N, K], `b_kmajor`) or N-major ([K, N]); fp16 or bf16 in (`ELEMENTS`:
the same 2-byte layouts, another instruction and conversion), fp32 accumulators, an epilogue on the fp32 values,
fp16 or bf16 out. The operators differ only in where a 16-byte piece of A or B comes from (`a_src` / `b_src`: a
matmul row, or an input window of a convolution) and in the epilogue (`epi`: bias, activation), so those are Python
callables that return TIR expressions, and `gemm_body` returns a TVMScript macro that the operator's own prim_func
calls. The quantized GEMMs (rules/qgemm/kernel_wgmma.py) run it on 1-byte operands (`ELEMENTS_8BIT`: s8 into int32
accumulators, e4m3 / e5m2 into fp32 ones, k32, both K-major) in the same shared-memory bytes, with int32, fp32 or
int8 results stored from the registers and fp8's per-step promotion (`promote`).

Why TIRx: TVM 0.27's schedulable TIR tensorizes to wmma and mma.sync only, whose operands go through
registers (matmul_mma reaches about half of cuBLAS on the H200). wgmma.mma_async reads A and B straight from shared
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

* epilogue conversion: the accumulators leave as fp16 pairs (cvt.rn.f16x2.f32; bf16: cvt.rn.bf16x2.f32). A lone
  cvt.rn.f16.f32 of an accumulator register, anywhere in the kernel, makes ptxas serialize every wgmma (its warning
  C7514, "non wgmma instructions reading accumulator registers"): each waits for the one before, and depth=1
  overlaps nothing. Found in the SASS (a WARPGROUP.DEPBAR after every HGMMA) and by compiling variants; pairs remove
  it. On the H200 that made the 14x14 ResNet conv clearly faster and left 4096^3 unchanged (two warpgroups per SM
  had covered each other's waits).
  `nvcc.resources` reports the warning, and the build tests assert its absence.
* swapped (c_t, matmul_wgmma's swap=1, for small M): the product is run as C^T = B^T A^T. wgmma's 64-row A is B^T
  (a_kmajor False: B's k rows are MN-major and copied as the N-major B tiles are; the descriptor sets tnspA), the
  n of the instruction is M (bn 32 or 64), C is staged transposed and stored with 16-byte rows along N. For M = 16
  or 64 no tensor-core row is padding and the stages hold mostly B, the bytes that must stream from DRAM.

* register-staged A (a_elem, the NCHW convolution): where the 8 elements of a piece are not 16 contiguous bytes,
  each thread gathers its share of a stage (row tx % 128, 32 consecutive k: one branch per warpgroup, so that each
  element's k is a constant) into registers with plain loads before the step's wgmma are issued and stores them, 16
  bytes at a time, into the same swizzled slots after: the loads' latency runs under the tensor cores, and the stage
  written is the one whose last reader finished before the barrier (the emulator runs wgmma as late as wait_group
  allows, so an early overwrite shows as a wrong result). k_unroll turns the k loop in groups, so that an element's
  index arithmetic that repeats with the step (a convolution's taps) folds to constants.
* c_index: the staged tile is stored through an index map (NCHW: each channel's BM pixels), transposed in shared
  memory as the swapped product's C^T is.

Not used here: TMA and warp specialization (a producer warpgroup feeding consumer warpgroups through mbarriers):
rules/lib/wgmma_ws.py is that kernel, on the same shared-memory layout, its tensor maps built by the launcher.
"""
from __future__ import annotations

import math

from ...hardware import Arch
from .tir import all_of, multiple_of

BM, BK = 128, 64
THREADS = 256

# The element types wgmma multiplies here, one row each: the PTX type name (of the instruction and of the
# epilogue's paired conversion), bytes per element, the k of one instruction and the accumulator's type.
# Shared-memory offsets below count 2-byte units whatever the type: a k step is one 128-byte swizzle row of each
# operand row (BK = 64 elements of 2 bytes, `k_step(dtype)` = 128 of 1 byte), so the copies, the swizzle and the
# descriptors are the same bytes for both widths, and the 4 instructions of a k step start 32 bytes apart (k16 x 2
# bytes, k32 x 1 byte).
ELEMENTS = {
    "float16": {"ptx": "f16", "bytes": 2, "k": 16, "acc": "float32"},
    "bfloat16": {"ptx": "bf16", "bytes": 2, "k": 16, "acc": "float32"},
}
# 1-byte types (the quantized GEMMs'): wgmma reads them K-major only (it transposes 16-bit types alone), so B is
# [N, K] and there is no N-major B and no swapped small-M form from an N-major B. s8 sums in s32, which rides the
# instruction's u32 carrier registers, and takes n <= 224 (`MAX_N`); fp8 (A and B each e4m3 or e5m2) sums in f32.
# Neither has the 16-bit types' transpose immediates; s8 has no scale immediates either (`wgmma_tail`).
ELEMENTS_8BIT = {
    "int8": {"ptx": "s8", "bytes": 1, "k": 32, "acc": "int32"},
    "float8_e4m3fn": {"ptx": "e4m3", "bytes": 1, "k": 32, "acc": "float32"},
    "float8_e5m2": {"ptx": "e5m2", "bytes": 1, "k": 32, "acc": "float32"},
}
MAX_N = {"int32": 224, "float32": 256}  # wgmma's largest n by accumulator (PTX ISA, wgmma matrix shapes)


EVERY_ELEMENT = {**ELEMENTS, **ELEMENTS_8BIT}


def element(dtype: str) -> dict:
    """ELEMENTS' (or ELEMENTS_8BIT's) row of `dtype`; a KeyError names the types the engine takes."""
    if dtype not in EVERY_ELEMENT:
        raise KeyError(f"wgmma engine: no element type {dtype!r} (it takes {', '.join(EVERY_ELEMENT)})")
    return EVERY_ELEMENT[dtype]


def k_step(dtype: str = "float16") -> int:
    """Elements of K in one k step: one 128-byte swizzle row (BK for 2-byte types, 128 for 1-byte ones)."""
    return 128 // element(dtype)["bytes"]


def instruction(bn: int, dtype: str = "float16", b_dtype: str | None = None) -> str:
    """The wgmma of one warpgroup's 64 x bn x k step, A of `dtype` and B of `b_dtype` (default: the same) from shared
    memory, into the accumulator type of A's row (f32, or s32 for s8)."""
    a, b = element(dtype), element(b_dtype or dtype)
    acc = "s32" if a["acc"] == "int32" else "f32"
    return f"wgmma.mma_async.sync.aligned.m64n{bn}k{a['k']}.{acc}.{a['ptx']}.{b['ptx']}"


def wgmma_tail(dtype: str, a_trans: int, b_trans: int) -> tuple:
    """The instruction's operands after the descriptors: scale-d (accumulate), then the scale immediates (not s8)
    and the transpose immediates (16-bit types only)."""
    e = element(dtype)
    if e["bytes"] == 2:
        return (True, 1, 1, a_trans, b_trans)
    return (True,) if e["acc"] == "int32" else (True, 1, 1)


def pair_conversion(dtype: str = "float16") -> str:
    """The conversion of two fp32 accumulators into one 32-bit register of `dtype` pairs (round to nearest even)."""
    return f"cvt.rn.{element(dtype)['ptx']}x2.f32"


SPACE = {"bn": [128, 256, 64, 32], "stages": [4, 3, 5, 2, 6, 8], "depth": [1, 0], "group_m": [8, 1, 4, 16],
         "stage_c": [1, 0], "splits": [1, 2, 4, 8]}


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


def _mn_major(q, width: int):
    """fp16 offset of piece q of an MN-major tile of BK k rows x `width` columns: k row q / (width / 8), 16-byte
    chunk q % (width / 8), stored in 64-column blocks of BK rows (128-byte rows, swizzled as A's)."""
    bch = width // 8
    return q % bch // 8 * (BK * 64) + q // bch * 64 + _xor(q % 8, q // bch % 8) * 8


def a_offset_mn(stage, q, stages: int):
    """A piece q of a stage when A is MN-major (the swapped product's A is B^T: k rows of BM columns)."""
    return stage % stages * AST + _mn_major(q, BM)


def b_offset(stage, q: int, stages: int, bn: int, kmajor: bool):
    """B piece q of a stage, after the A stages. K-major: as A (row q / 8 is a column of C). N-major: k row
    q / (bn / 8), 16-byte chunk q % (bn / 8) of the bn columns, stored in 64-column blocks of BK rows."""
    base = stages * AST + stage % stages * BK * bn
    if kmajor:
        return base + q // 8 * 64 + _xor(q % 8, q // 8 % 8) * 8
    return base + _mn_major(q, bn)


def b_lbo_sbo(kmajor: bool) -> tuple[int, int]:
    """(LBO, SBO) of B's descriptor in 16-byte units. N-major: 64-column blocks BK * 128 bytes apart (LBO),
    8-row groups 1024 bytes apart (SBO). The swapped reading of the ISA fails verification on the H200."""
    return (A_LBO, A_SBO) if kmajor else (BK * 128 // 16, 1024 // 16)


def b_kstep_bytes(kmajor: bool) -> int:
    return A_KSTEP if kmajor else 16 * 128  # N-major: a k16 slice is 16 rows further


def features(needs: frozenset[str], config: dict) -> frozenset[str]:
    """A wgmma rule's `needs`, and thread-block clusters where K is split (splits > 1)."""
    return needs | ({"cluster"} if config.get("splits", 1) > 1 else set())


def smem_bytes(bn: int, stages: int, splits: int = 1, c_t: bool = False) -> int:
    """The pipeline's stages; with splits, at least the fp32 partial tile and the staged share of C after it
    (c_t: the share is bn / splits rows of C, BM columns each)."""
    pipe = stages * (BM * BK + BK * bn) * 2
    if splits == 1:
        return pipe
    share = bn // splits
    return max(pipe, BM * bn * 4 + (share * (BM + 8) if c_t else BM * (share + 8)) * 2)


def default_config(hw: Arch, m: int, n: int, k: int, batch: int = 1, b_kmajor: bool = False) -> dict:
    """The config measured best on the H200 for each kind of shape (after the C7514 fix, see `gemm_body`; the
    numbers: reports/README.md and reports/h200/current.md):
    * a K of one or two steps (a 1x1 conv on 64 channels): 128 x 64 tiles, 2 stages: more blocks per SM for a
      kernel bound by its stores (faster than 128 x 128, which beat 128 x 256);
    * few tiles (at most 66 of 128 x 64): K split over a cluster, 128 x 64 tiles, 4 stages (small M goes to
      `swapped_config` first, where it applies); 2 ways, or 4 or 8 where the tiles still fit the SMs once so split
      (split_for): ResNet-50 at batch 1 took 0.422 -> 0.327 ms on the H200 from that;
    * long K (>= 1024) with enough 128 x 256 tiles to fill the 132 SMs: 128 x 256, 4 stages, one wgmma group in
      flight, one block per SM: close to cuBLAS at 4096^3 with N-major B; with K-major B (trans_b) faster than
      128 x 128 x 3 stages;
    * K-major B with fewer 128 x 128 tiles than SMs (the 14x14 ResNet conv: 98 blocks): 4 stages, one group in
      flight, close to cuDNN;
    * else 128 x 128 (or x 64) tiles. Fewer tiles than SMs (one block per SM whatever the stages): 4 stages, one
      group in flight (faster at 1024^3 and batch 8 x 512^3). More: 3 stages and none, so that two blocks share an
      SM and cover each other's waits (faster than 4 stages and one in flight for dense 1024 x 4096 x 1024 + GELU
      and the 1x1 stride-2 conv)."""
    tiles_m = -(-m // BM) * batch
    steps = k // BK
    if steps <= 2:
        return {"bn": 64, "stages": 2, "depth": 0, "group_m": 8, "stage_c": 1}
    if n % 64 == 0 and steps % 2 == 0 and tiles_m * (n // 64) <= hw.sms // 2:
        splits = split_for(hw, tiles_m * (n // 64), steps)
        return {"bn": 64, "stages": 4, "depth": 0, "group_m": 8, "stage_c": 1, "splits": splits}
    if n % 256 == 0 and tiles_m * (n // 256) >= hw.sms and (k >= 1024 or not b_kmajor):
        return {"bn": 256, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    if b_kmajor and n % 128 == 0 and tiles_m * (n // 128) < hw.sms:
        return {"bn": 128, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    bn = 128 if n % 128 == 0 else 64
    deep = tiles_m * (n // bn) < hw.sms  # one block per SM whatever the stages: let it overlap its own wgmma
    return {"bn": bn, "stages": 4 if deep else 3, "depth": int(deep), "group_m": 8, "stage_c": 1}


def split_for(hw: Arch, tiles: int, steps: int) -> int:
    """K's split over a cluster for `tiles` 128 x 64 tiles of `steps` k steps: the most blocks (2, 4 or 8 a tile) that
    still fit the SMs once, each piece at least 4 k steps and an even share of them."""
    return max(s for s in (2, 4, 8) if s == 2 or (s <= hw.max_cluster and tiles * s <= hw.sms and steps % s == 0
                                                     and steps // s >= 4))


def raster(t, tiles_n: int, gm: int, tiles_m=None) -> tuple:
    """(tile-row, tile-column) of the t-th tile of C when the tiles are walked in groups of `gm` tile-rows, column
    after column inside a group: the tiles in flight at once share their A and B panels in L2. With `tiles_m` (a
    count gm need not divide, a run-time one included) the last group holds the tile-rows left, as Triton's grouped
    ordering does; without it gm must divide the tile-rows."""
    if tiles_m is None:
        return t // (gm * tiles_n) * gm + t % (gm * tiles_n) % gm, t % (gm * tiles_n) // gm
    from tvm import tirx

    per = gm * tiles_n
    first = t // per * gm
    rows = tirx.min(tiles_m - first, gm)  # the group's tile-rows: gm, or the last group's fewer
    return first + t % per % rows, t % per // rows


SWAP_MAX_M = 64  # above this the 128-row tiles of the unswapped kernel are mostly real rows


def swap_fits(m: int, n: int, k: int, ragged: bool = False) -> bool:
    """ragged: N need only be a multiple of 8 (K-major B: the rows past N zero-filled, not stored)."""
    return m <= SWAP_MAX_M and (n % BM == 0 or ragged and n % 8 == 0) and k % BK == 0


def swapped_config(hw: Arch, m: int, n: int, k: int, batch: int = 1) -> dict:
    """matmul_wgmma's small-M form (swap=1: C^T = B^T A^T, the M rows of C are wgmma's n), as measured on the
    H200 at N = K = 4096:
    * bn: 32 for M <= 32 (M = 16 runs as n32, half of it zero-filled: tensor work is not what limits), else 64;
    * K split over a cluster of `splits` blocks, as many as keep the grid within the 132 SMs. About 30 clusters of
      4 fit the SMs at one block each, so 32 tiles x 4 would run in two waves (slower for M = 64, with 6 or 8
      stages): a split of 4 is taken only where its blocks fit two per SM with at least 5 stages (bn 32: 20 KB a
      stage; M = 16: faster than matmul_splitk_mma's two kernels); else 2, with 6 stages (M = 64: faster than the
      unswapped 128-row tile that is half zero-fill);
    * one wgmma group in flight."""
    bn = 32 if m <= 32 else 64
    tiles = -(-n // BM) * -(-m // bn) * batch
    steps = k // BK

    def ok(s):
        return tiles * s <= hw.sms and steps % s == 0 and steps // s >= 4 and bn // 8 % s == 0

    if ok(4) and smem_bytes(bn, 5, 4, True) <= hw.shared_per_block // 2:  # 5 stages, two blocks per SM
        return {"bn": bn, "stages": 5, "depth": 1, "group_m": 8, "stage_c": 1, "splits": 4, "swap": 1}
    splits = 2 if ok(2) else 1
    stages = max(st for st in (3, 4, 5, 6) if smem_bytes(bn, st, splits, True) <= hw.shared_per_block)
    stages = max(3, min(stages, steps // splits + 1))  # no more stages than the piece has k steps to fill
    return {"bn": bn, "stages": stages, "depth": 1, "group_m": 8, "stage_c": 1, "splits": splits, "swap": 1}


def config_error(hw: Arch, n: int, k: int, config: dict, dtype: str = "float16", ragged: bool = False) -> str | None:
    """None when gemm_body builds this config for a product with n columns and a reduction of k of `dtype`, else why
    not. swap=1 (matmul_wgmma's small-M form, C^T = B^T A^T): bn tiles M instead, and n must fill whole 128-row
    tiles. ragged (a K-major B): n need only be a multiple of 8, the last tile's columns past n guarded."""
    bn, stages, depth = config["bn"], config["stages"], config["depth"]
    swap = config.get("swap", 0)
    kb = k_step(dtype)
    whole = n % 8 == 0 if ragged else n % (BM if swap else bn) == 0
    if swap and (not whole or k % kb):
        return (f"swap=1: n and k must be multiples of {8 if ragged else BM} and {kb} (got n={n}, k={k})")
    if not swap and (not whole or k % kb):
        return f"n and k must be multiples of {8 if ragged else f'bn={bn}'} and {kb} (got n={n}, k={k})"
    acc = element(dtype)["acc"]
    if bn > MAX_N[acc]:
        return f"bn={bn}: wgmma with {acc} accumulators takes n <= {MAX_N[acc]}"
    if not swap and bn < 64:
        return f"bn={bn} needs swap=1 (unswapped, B's tile is whole 64-column blocks)"
    if stages - 1 - depth < 1:
        return f"stages={stages} with depth={depth} leaves no stage to prefetch into"
    splits = config.get("splits", 1)
    if splits > hw.max_cluster:
        return (f"splits={splits}: K split over a cluster of {splits} blocks; {hw.name} launches clusters of at most "
                f"{hw.max_cluster}")
    if k // kb % splits or bn // 8 % splits:
        return (f"splits={splits} must divide the {k // kb} k steps of {kb} and the {bn // 8} 8-column slices of "
                f"bn={bn}")
    if smem_bytes(bn, stages, splits, bool(swap)) > hw.shared_per_block:
        return (f"stages={stages} x bn={bn} (splits={splits}): {smem_bytes(bn, stages, splits, bool(swap))} bytes of "
                "shared memory, over the limit")
    return None


class RowRegs:
    """gemm_body's registers of a_row, as a_elem reads them: [0] the offset (int64, so that offsets from it never
    wrap), [1] and [2] the two int32 coordinates."""

    def __init__(self, off, ij):
        self.off, self.ij = off, ij

    def __getitem__(self, i: int):
        return self.off[0] if i == 0 else self.ij[i - 1]


def gemm_body(*, M: int, N: int, K: int, batch: int, b_kmajor: bool, bn: int, stages: int, depth: int,
              group_m: int, stage_c: int, a_src, b_src, a_ok=None, epi=None, splits: int = 1,
              a_kmajor: bool = True, c_t: bool = False, dtype: str = "float16", b_dtype: str | None = None,
              out_dtype: str | None = None, epi_rc=None, promote: int = 0, a_elem=None,
              c_index=None, c_elems: int = 0, c_vec: int = 1, k_unroll: int = 1, b_elem=None, stage_e=None,
              a_regs: int = 1, a_row=None, a_piece: int = 8):
    """A TVMScript macro `body(A, B, C, E)` that is a whole kernel: C (declared [batch, M, N]) = A @ B^T.
    a_src(A, bz, m, ks, c): pointer to the 8 fp16 of GEMM row m, k step ks, 16-byte chunk c (0..7);
    with a_kmajor False (A given MN-major, [K, M]) the a_piece elements of k row m of step ks, piece c of the M axis
    (where M % BM != 0, pieces past M are zero-filled: M % a_piece == 0 then);
    a_ok(bz, m, ks, c): whether that piece exists (else zero-filled), None when always;
    b_src(B, bz, j, ks, c): K-major: row j (a column of C), chunk c of k step ks; N-major: k row j of step
    ks, 16-byte chunk c of the tile's bn columns;
    epi(E, v, col): the fp32 value v of column col after the epilogue (None: v itself); for rows and columns past C
    (computed, not stored) epi and epi_rc are given C's last row and column, so what they read stays in bounds;
    splits: K cut into that many even pieces, one per block of a thread-block cluster, summed in a fixed order
    through distributed shared memory (see `splitk_epilogue`);
    c_t: C declared [batch, N, M] and stored transposed (the swapped small-M product, `swapped`): B's rows past N
    are zero-filled and not stored, and epi's column is the row of this product (rows past M, M % 8 == 0: zero-filled
    and not stored);
    dtype: the element type of A, B and C (an ELEMENTS key; "pieces" above are 16 bytes, 8 elements);
    1-byte types (ELEMENTS_8BIT, both operands K-major, no split, no c_t): a piece is 16 elements and a k step 128;
    b_dtype: B's type when it differs from A's (fp8: e4m3 x e5m2); out_dtype: C's type when it differs from A's:
    2 bytes (fp16, bf16) leave as converted pairs, staged (stage_c=1) or not; 4 bytes (int32, float32) as pairs of
    32-bit words and 1 byte (int8, from a float32 already rounded and clamped by the epilogue) as pairs of bytes,
    both stored straight from the registers (stage_c=0);
    epi_rc(E, v, row, col): the epilogue given the row too (per-row scales, a residual), in place of epi (not with
    c_t); v is the accumulator as the element's row has it (float32, or int32 for s8);
    promote: fp8 only: each k step's 4 wgmma sum into fresh registers (scale-d 0 first), which are then added to the
    float32 accumulators. fp8 wgmma adds at a reduced precision (about 14 significant bits where float32 has 24,
    per DeepSeek-V3's report), so summing K of them in the tensor core loses what the operator's float32 sum
    keeps; cuBLASLt promotes so too unless asked for fast accumulation. Twice the accumulator registers (bn <= 128),
    and each k step's wgmma waited for (depth=0);
    a_elem(A, bz, m, ks, e, row): in place of a_src, the value of element e (0..BK-1) of k step ks of GEMM row m, zero
    where there is none: A is gathered element by element into registers and stored to the same swizzled slots (the
    register-staged A above), for an A whose 8 elements of a piece do not lie 16 contiguous bytes apart (an NCHW
    convolution's input windows);
    b_elem(B, bz, j, ks, e): in place of b_src (K-major B), the value of element e of k step ks of B's row j, zero
    where there is none: B gathered into registers as A is with a_elem (each thread its 16-byte pieces of the stage,
    as the copies would take them), for rows that do not lie on 16-byte boundaries (a filter with C*R*S % 8 != 0);
    k_unroll: the k loop's turns in groups of this many (1: one loop), each group unrolled;
    c_index(m, n): C is a flat buffer of c_elems elements and element (m, n) of the product goes to C[c_index(m, n)]
    (an NCHW output: n is a channel, m a pixel), staged transposed and stored along m, c_vec elements a store: 8 (16
    bytes) where the 8 rows of an aligned piece lie side by side in C, 4 or 2 where each aligned 4 or 2 rows do, else
    1; below 8 a warp's stores cover consecutive m of one channel, so that they land side by side;
    stage_e(E): a tensor laid out as C ([batch, M, N]) that epi_rc reads once per element (a residual). Under the
    staged store (stage_c=1, or split; not c_t, no c_index) its tile (split: the block's columns of it) is first
    copied into C's staging with coalesced 16-byte loads, and epi_rc is called with the element (float32) as a fifth
    argument, which it adds in place of reading the tensor: read at the accumulators' layout, each thread would load 2
    bytes at a time from 8 rows (ResNet-50's residual 1x1 convolutions at 56x56 took twice the time of the same
    convolution without R);
    a_regs: with a_elem, the k steps whose gathered registers are in flight at once (at most the prefetch distance
    stages - 1 - depth): step s is loaded in turn s and stored into its stage in turn s + a_regs - 1, so a turn's store
    waits on loads issued a_regs - 1 turns before (1: the same turn's, one load latency exposed per k step; with the
    whole reduction in flight, the 3-channel stem's few steps wait about once);
    a_row(A, bz, m): given with a_elem, the 3 integers about GEMM row m that a_elem reads (a window's flat offset and
    its first input row and column), computed once per thread before the k loop into registers; a_elem takes them as
    `row` (RowRegs: row[0], row[1], row[2]), so each element is a load at a constant offset from them behind a test of
    constants, where its own index arithmetic took ~15 instructions (the division by the output width included);
    a_piece: the elements of an MN-major A's cp.async, 8 (16 bytes) or 4 (8 bytes: for rows that lie only on 8-byte
    boundaries, an NCHW input's 14x14 planes of 196 pixels)."""
    from tvm.script import tirx as T

    S, BN = stages, bn
    BST = BK * BN  # 2-byte units per B stage
    nacc = BN // 2
    SPLIT = splits > 1
    elem = element(dtype)
    kt_n = K // (BK * 2 // elem["bytes"]) // splits  # k steps of this block's piece
    dist = S - 1 - depth  # prefetch distance in k steps
    SYM_M, SYM_N = not isinstance(M, int), not isinstance(N, int)  # a run-time size (tvmgen.symbolic): a TIR var
    SYM = SYM_M or SYM_N
    tiles_m = (M + BM - 1) // BM if SYM_M else -(-M // BM)
    tiles_n = (N + BN - 1) // BN if SYM_N else -(-N // BN)
    gm = group_m if not SYM_M and tiles_m % group_m == 0 else 1
    a_copies, b_copies = AST // 8 // THREADS, BST // 8 // THREADS
    bch = BN // 8  # 16-byte chunks per N-major B row, and per staged C row
    lbo_b, sbo_b = b_lbo_sbo(b_kmajor)
    b_kstep = b_kstep_bytes(b_kmajor)
    out = out_dtype or dtype
    out_bytes = 1 if out == "int8" else 4 if out in ("int32", "float32") else 2
    instr = instruction(BN, dtype, b_dtype)
    k_instrs = BK * 2 // (elem["k"] * elem["bytes"])  # wgmma per warpgroup per k step
    b_trans = 0 if b_kmajor else 1
    KM, AKM, CT = bool(b_kmajor), bool(a_kmajor), bool(c_t)
    tail = wgmma_tail(dtype, 0 if AKM else 1, b_trans)
    PROMOTE = bool(promote)
    assert not PROMOTE or (elem["bytes"] == 1 and elem["acc"] == "float32" and depth == 0), "promote: fp8, depth=0"
    assert elem["bytes"] == 2 or (KM and AKM and not CT and splits == 1), "1-byte types: K-major, unsplit, unswapped"
    assert out_bytes == 2 or not stage_c, f"out={out}: stored from the registers (stage_c=0)"
    cvt = pair_conversion(out) if out_bytes == 2 else None
    # the buffer's type: A's for 16-bit types; with 1-byte operands C's when C is staged through it (2 bytes),
    # else any 2-byte type (the offsets count 2-byte units)
    smem_t = dtype if elem["bytes"] == 2 else out if out_bytes == 2 else "uint16"
    # s8's accumulators are the instruction's u32 carriers, read as int32 by the epilogue
    acc_t = "uint32" if elem["acc"] == "int32" else "float32"
    lbo_a, sbo_a = (A_LBO, A_SBO) if AKM else b_lbo_sbo(False)
    a_kstep = A_KSTEP if AKM else b_kstep_bytes(False)
    ach = BM // 8  # 16-byte chunks per MN-major A row
    apr = BM // a_piece  # copies per MN-major A row
    assert a_piece == 8 or (not AKM and a_piece == 4 and elem["bytes"] == 2), "a_piece 4: MN-major 16-bit A"
    a_copy = "cp.async.cg.shared.global" if a_piece == 8 else "cp.async.ca.shared.global"  # .cg: 16 bytes only
    # B rows past N zero-filled (K-major B), their columns of C not stored: c_t's M rows (a run-time M), or a
    # ragged N (N % 8 == 0, a dense layer of 1000 classes)
    NGUARD = not multiple_of(N, BN)
    ct_row = BM + 8  # staged row of transposed C, padded 16 bytes
    SC = bool(stage_c)
    GUARD = not multiple_of(M, BM)  # rows past M: zero-filled loads, no stores
    c_row = BN + 8  # staged C row, padded 16 bytes
    c_copies = BM * BN // 8 // THREADS
    assert AKM or a_ok is None, "MN-major A: rows past M are the only pieces zero-filled"
    if a_ok is None and GUARD and AKM:
        a_ok = lambda bz, m, ks, c: m < M  # noqa: E731
    elif a_ok is not None and GUARD:
        inner = a_ok
        a_ok = lambda bz, m, ks, c: T.And(m < M, inner(bz, m, ks, c))  # noqa: E731
    PRED = a_ok is not None
    A_REG, C_IDX, B_REG = a_elem is not None, c_index is not None, b_elem is not None
    assert not NGUARD or KM, "columns past N: B K-major (its rows zero-filled)"
    assert not B_REG or (A_REG and KM and not SPLIT), "register-staged B: with register-staged A, K-major, unsplit"
    assert not A_REG or (elem["bytes"] == 2 and AKM and not CT and not PROMOTE), "register-staged A: 16-bit, K-major"
    assert not C_IDX or (SC and not SPLIT and not CT and out_bytes == 2), "c_index: staged, unsplit, 16-bit out"
    a_per = BM * BK // THREADS  # elements of an A stage a thread gathers
    assert THREADS == 2 * BM  # A's gather: a branch per warpgroup
    RD = a_regs
    assert RD == 1 or (A_REG and RD <= dist), "a_regs > 1: register-staged A, at most the prefetch distance"
    assert (a_row is None) == (a_elem is None), "a_elem comes with its a_row"
    # each turn's register slot (step % RD) a constant: whole groups of RD turns unrolled, or every turn
    KU = k_unroll if RD == 1 or k_unroll >= kt_n + dist else k_unroll * RD // math.gcd(k_unroll, RD)
    a_slot_elems = a_per + (b_copies * 8 if B_REG else 0)  # one step's gathered registers
    assert not (CT and epi_rc is not None), "c_t applies epi (column only): epi_rc would be skipped"
    STAGE_E = stage_e is not None and (SC or SPLIT) and not CT and not C_IDX
    assert not STAGE_E or not NGUARD, "stage_e: whole column tiles (its pieces are read unclamped)"
    epi_given = epi or (lambda E, v, col: v)
    rc_given = epi_rc or (lambda E, v, row, col: epi_given(E, v, col))

    # rows and columns past C are computed but never stored: what the epilogue reads for them (a bias, per-row
    # scales, a residual) is read at C's last row or column, inside the tensors it reads
    def e_row(r):
        return T.min(r, M - 1) if GUARD else r

    def e_col(c):
        return T.min(c, N - 1) if NGUARD else c

    def epi(E, v, col):  # used under c_t only, where col is a row of C
        return epi_given(E, v, e_row(col))

    def epi_rc(E, v, row, col):
        return rc_given(E, v, e_row(row), e_col(col))

    def acc_at(acc, i):  # accumulator i as the epilogue takes it
        return T.reinterpret("int32", acc[i]) if acc_t == "uint32" else acc[i]

    def c_at(E, acc, j, h, e, tm, tn, tx, smem=None):  # the epilogue's value of pair (j, h)'s element e (not c_t)
        v = acc_at(acc, j * 4 + h * 2 + e)
        row, col = tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2 + e
        if STAGE_E and smem is not None:  # E's element, staged where this pair of C goes (read before overwritten)
            return rc_given(E, v, e_row(row), col,
                            T.Cast("float32", smem[d_row(tx, h) * c_row + j * 8 + tx % 4 * 2 + e]))
        return epi_rc(E, v, row, col)

    def bits32(v):  # an int32 or float32 result as the 32-bit word stored
        return T.reinterpret("uint32", v)

    def byte_of(v):  # an int8 result (a float32 already rounded and clamped), as the low byte of a uint32
        return T.Cast("uint32", T.Cast("int32", v)) & T.uint32(0xFF)

    def row_ok(r):  # Python True (folded away) when every tile is whole
        return r < M if GUARD else True

    def d_row(tx, h):  # row in the tile of a thread's accumulators (wgmma's D layout)
        return tx // 128 * 64 + tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8

    smem_elems = smem_bytes(BN, S, splits, CT) // 2
    JS = BN // 8 // splits  # 8-column slices of the tile each block of a cluster sums and stores
    CST = BM * BN * 2  # fp16 offset of the staged C, past the fp32 partial sums
    cs_row = JS * 8 + 8  # staged C row of a block's columns, padded 16 bytes
    cs_copies = -(-BM * JS // THREADS)
    cst_copies = -(-JS * 8 * ach // THREADS)  # c_t: JS * 8 rows of C, BM columns

    def red_at(j, h, tx):  # fp16 offset of thread tx's fp32 pair (j, h): pairs of a thread 8 bytes, threads adjacent
        return ((j * 2 + h) * THREADS + tx) * 4

    def piece_in(r, c):  # the conditions that the piece of C at GEMM row r, column c exists (c_t: its first row)
        return ([r < M] if GUARD else []) + ([c < N] if NGUARD else [])

    def piece_ok(r, c):  # Python True (folded away) when every tile is whole
        return all_of(piece_in(r, c))

    @T.macro
    def stage_e_tile(E, smem, base, pitch, width, col0, copies, bz, tm, tx):
        # E's rows of this tile, `width` 16-byte pieces from column col0 on, into the staging rows of `pitch`
        # elements at `base`: 16-byte loads, piece q of the tile by thread q % THREADS; rows past M read the last row
        Es = T.meta_var(stage_e(E))
        for i in T.unroll(copies):
            if BM * width % THREADS == 0 or tx + THREADS * i < BM * width:
                for v in T.vectorized(8):
                    smem[base + (tx + THREADS * i) // width * pitch + (tx + THREADS * i) % width * 8 + v] = Es[
                        bz, e_row(tm * BM + (tx + THREADS * i) // width), col0 + (tx + THREADS * i) % width * 8 + v]

    def split_store_ok(tm, tn, rank, q):  # 16-byte piece q of a block's share of C exists
        return all_of(([q < BM * JS] if BM * JS % THREADS else [])
                      + piece_in(tm * BM + q // JS, tn * BN + (rank * JS + q % JS) * 8))

    def split_store_ok_t(tm, tn, rank, q):  # c_t: piece q of the block's JS * 8 rows of C
        return all_of(([q < JS * 8 * ach] if JS * 8 * ach % THREADS else [])
                      + piece_in(tm * BM + q % ach * 8, tn * BN + rank * JS * 8 + q // ach))

    def kglob(rank, step):  # the k step in the whole K of this block's step `step`
        return rank * kt_n + step if SPLIT else step

    def a_slot(st, q):
        return a_offset(st, q, S) if AKM else a_offset_mn(st, q, S)

    def b_slot(st, q):
        return b_offset(st, q, S, BN, b_kmajor)

    @T.macro
    def store_regs(smem, areg, ks, base, tx):  # a step's gathered registers from areg[base:] into stage ks % S
        for cc in T.unroll(a_per // 8):
            for v in T.vectorized(8):
                smem[a_slot(ks, tx % BM * 8 + tx // BM * (a_per // 8) + cc) + v] = areg[base + cc * 8 + v]
        if B_REG:
            for i in T.unroll(b_copies):
                for v in T.vectorized(8):
                    smem[b_slot(ks, tx + THREADS * i) + v] = areg[base + a_per + i * 8 + v]

    @T.macro
    def k_iteration(A, B, smem, acc, step_acc, desc_a, desc_b, areg, packed, step, tm, tn, bz, rank, tx, wg, sub,
                    arow):
        # one turn of the pipeline: consume k step `step - dist`, copy k step `step` (sub: the turn in its unrolled
        # group, so that sub % RD is its register slot)
        if step >= dist:  # consume k step `step - dist`
            T.ptx["cp.async.wait_group"](dist - 1)
            T.ptx["fence.proxy.async.shared::cta"]()
        T.cuda.cta_sync()
        if step < kt_n:  # copy k step `step` into stage step % S
            if A_REG:  # gathered into registers now, stored once this step's wgmma are issued
                # a branch per warpgroup (uniform in a warp), so that each element's place in the k step is a constant
                if tx // BM == 0:
                    for i in T.unroll(a_per):
                        areg[sub % RD * a_slot_elems + i] = a_elem(A, bz, tm * BM + tx % BM, kglob(rank, step), i,
                                                                   arow)
                else:
                    for i in T.unroll(a_per):
                        areg[sub % RD * a_slot_elems + i] = a_elem(A, bz, tm * BM + tx % BM, kglob(rank, step),
                                                                   a_per + i, arow)
            if not A_REG:
                if not AKM:
                    for i in T.unroll(a_copies * 8 // a_piece):
                        # MN-major: piece p of the stage is k row p / apr, the a_piece elements at piece p % apr of the
                        # tile's M (8-byte pieces: the two halves of a 16-byte slot, a warp's 32 side by side)
                        pc = T.meta_var(tx + THREADS * i)
                        at = T.meta_var(tm * apr + pc % apr)  # the piece along the whole M
                        dst = T.meta_var(smem.ptr_to([a_slot(step, pc * a_piece // 8) + pc * a_piece % 8]))
                        src = T.meta_var(a_src(A, bz, pc // apr, kglob(rank, step), at))
                        if GUARD:  # pieces past M zero-filled (M % a_piece == 0 then)
                            T.ptx[a_copy](dst, src, a_piece * 2,
                                          T.Select(at * a_piece < M, T.uint32(a_piece * 2), T.uint32(0)))
                        else:
                            T.ptx[a_copy](dst, src, a_piece * 2)
                else:
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
            if B_REG:
                for i in T.unroll(b_copies):
                    for v in T.unroll(8):
                        areg[sub % RD * a_slot_elems + a_per + i * 8 + v] = b_elem(
                            B, bz, tn * BN + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8 * 8 + v)
            else:
                for i in T.unroll(b_copies):
                    if KM and NGUARD:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, tn * BN + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8), 16,
                            T.Select(tn * BN + (tx + THREADS * i) // 8 < N, T.uint32(16), T.uint32(0)))
                    elif KM:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, tn * BN + (tx + THREADS * i) // 8, kglob(rank, step), (tx + THREADS * i) % 8), 16)
                    else:
                        T.ptx["cp.async.cg.shared.global"](
                            smem.ptr_to([b_slot(step, tx + THREADS * i)]),
                            b_src(B, bz, (tx + THREADS * i) // bch, kglob(rank, step), tn * bch + (tx + THREADS * i) % bch), 16)
        T.ptx["cp.async.commit_group"]()
        if PROMOTE and step >= dist:
            T.ptx["wgmma.fence.sync.aligned"]()
            for kk in T.unroll(k_instrs):
                T.ptx[instr](
                    *[step_acc[i] for i in range(nacc)],
                    desc_a[0] + T.uint64(((step - dist) % S * AST * 2 + wg * 64 * 128 + kk * a_kstep) // 16),
                    desc_b[0] + T.uint64(((step - dist) % S * BST * 2 + kk * b_kstep) // 16),
                    kk > 0, 1, 1)
            T.ptx["wgmma.commit_group.sync.aligned"]()
            T.ptx["wgmma.wait_group.sync.aligned"](0)
            for i in T.unroll(nacc):
                acc[i] = acc[i] + step_acc[i]
        elif step >= dist:
            T.ptx["wgmma.fence.sync.aligned"]()
            for kk in T.unroll(k_instrs):
                T.ptx[instr](
                    *[acc[i] for i in range(nacc)],
                    desc_a[0] + T.uint64(((step - dist) % S * AST * 2 + wg * 64 * 128 + kk * a_kstep) // 16),
                    desc_b[0] + T.uint64(((step - dist) % S * BST * 2 + kk * b_kstep) // 16),
                    *tail)
            T.ptx["wgmma.commit_group.sync.aligned"]()
            if not A_REG:
                T.ptx["wgmma.wait_group.sync.aligned"](depth)
        if A_REG:
            # k step step - RD + 1's registers (loaded RD - 1 turns ago) land in its stage while the tensor cores run
            # the step just issued (that stage's last reader, k step step - RD + 1 - S, finished before the barrier
            # above)
            if step >= RD - 1 and step - (RD - 1) < kt_n:
                store_regs(smem, areg, step - (RD - 1), (sub + 1) % RD * a_slot_elems, tx)
        if A_REG and step >= dist:
            T.ptx["wgmma.wait_group.sync.aligned"](depth)

    @T.macro
    def body(A, B, C, E):
        T.device_entry()
        if SPLIT:
            # one flat cluster id: TVM 0.27 launches a 2-D cluster grid flattened but reads %clusterid.y
            cid = T.cluster_id([tiles_m * tiles_n * batch])
            rank = T.cta_id_in_cluster([splits])
            bid = T.meta_var(cid % (tiles_m * tiles_n) if not SYM or batch > 1 else cid)
            bz = T.meta_var(cid // (tiles_m * tiles_n) if not SYM or batch > 1 else 0)
        else:
            bid, bz = T.cta_id([tiles_m * tiles_n, batch])
            rank = T.meta_var(0)
        tx = T.thread_id([THREADS])
        smem = T.alloc_buffer((smem_elems,), smem_t, scope="shared.dyn", align=1024)
        acc = T.alloc_buffer((nacc,), acc_t, scope="local")
        if PROMOTE:
            step_acc = T.alloc_buffer((nacc,), "float32", scope="local")
        else:
            step_acc = T.meta_var(None)  # k_iteration's argument, unused
        desc_a = T.alloc_buffer((1,), "uint64", scope="local")
        desc_b = T.alloc_buffer((1,), "uint64", scope="local")
        # C leaves the accumulators as pairs (cvt.rn.f16x2.f32, high half first): a lone cvt.rn.f16.f32 reading an
        # accumulator makes ptxas serialize every wgmma of the kernel (C7514, "non wgmma instructions reading
        # accumulator registers"), which loses depth=1's overlap; the paired conversion does not
        packed = T.alloc_buffer((1,), "uint32", scope="local")
        if A_REG:
            areg = T.alloc_buffer((RD * a_slot_elems,), dtype, scope="local")
        else:
            areg = T.meta_var(None)
        if C_IDX:
            Cf = T.decl_buffer((c_elems,), out, data=C.data)
        if SYM and not SYM_N and tiles_n == 1:
            # one tile column: every raster is the identity, and the tile row stays the block index the analyzer
            # knows is non-negative (through a local buffer, the gather's floor divisions by the output width each
            # grow a sign fix: the register-gathered stem at a run-time batch took 185 us at batch 32 on an H100 with
            # them, 164 without; the row guard multiple_of drops took it to the static kernel's 102)
            tm = T.meta_var(bid)
            tn = T.meta_var(0)
        elif SYM:
            # a run-time size: the tile is found once per block and with constant divisors (a division by the size
            # inside the k loop, next to the volatile cluster-id read, cost the small-M kernel 3x)
            tmn = T.alloc_buffer((2,), "int32", scope="local")
            if SYM_N:
                tmn[0] = bid % tiles_m
                tmn[1] = bid // tiles_m
            elif group_m > 1:
                # groups of group_m tile-rows, as the static raster (blocks resident together share A and B panels
                # in L2); the last group holds the rows left, tiles_m % group_m of them
                if bid // (group_m * tiles_n) < tiles_m // group_m:
                    tmn[0] = bid // (group_m * tiles_n) * group_m + bid % group_m
                    tmn[1] = bid % (group_m * tiles_n) // group_m
                else:
                    tmn[0] = tiles_m // group_m * group_m + (bid - tiles_m // group_m * group_m * tiles_n) % (tiles_m % group_m)
                    tmn[1] = (bid - tiles_m // group_m * group_m * tiles_n) // (tiles_m % group_m)
            else:
                tmn[0] = bid // tiles_n
                tmn[1] = bid % tiles_n
            # max(., 0) tells the analyzer what a load from the buffer cannot: the tile is non-negative, so the
            # gather's floor divisions need no sign fix
            tm = T.meta_var(T.max(tmn[0], 0))
            tn = T.meta_var(T.max(tmn[1], 0))
        else:
            tm = T.meta_var(raster(bid, tiles_n, gm)[0])
            tn = T.meta_var(raster(bid, tiles_n, gm)[1])
        wg = T.meta_var(tx // 128)
        for i in T.unroll(nacc):
            acc[i] = T.uint32(0) if acc_t == "uint32" else T.float32(0)
        T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_a[0]), smem.ptr_to([0]), lbo_a, sbo_a, 3)
        T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_b[0]), smem.ptr_to([S * AST]), lbo_b, sbo_b, 3)
        if A_REG:
            row_vals = T.meta_var(a_row(A, bz, tm * BM + tx % BM))
            row_off = T.alloc_buffer((1,), "int64", scope="local")
            row_ij = T.alloc_buffer((2,), "int32", scope="local")
            row_off[0] = T.Cast("int64", row_vals[0])
            row_ij[0] = row_vals[1]
            row_ij[1] = row_vals[2]
            arow = T.meta_var(RowRegs(row_off, row_ij))
        else:
            arow = T.meta_var(None)
        if KU == 1:
            for step in T.serial(kt_n + dist):
                k_iteration(A, B, smem, acc, step_acc, desc_a, desc_b, areg, packed, step, tm, tn, bz, rank, tx,
                            wg, 0, arow)
        else:  # the turns in groups of KU, so that `step % KU` is a constant in each (a_elem's index arithmetic)
            for step_o in T.serial((kt_n + dist + KU - 1) // KU):
                for sub in T.unroll(KU):
                    if step_o * KU + sub < kt_n + dist:
                        k_iteration(A, B, smem, acc, step_acc, desc_a, desc_b, areg, packed, step_o * KU + sub,
                                    tm, tn, bz, rank, tx, wg, sub, arow)
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
            if STAGE_E:  # E's share of this block's columns into C's staging, where the sums will be written
                stage_e_tile(E, smem, CST, cs_row, JS, tn * BN + rank * JS * 8, cs_copies, bz, tm, tx)
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
                        if CT:
                            smem[CST + (jj * 8 + tx % 4 * 2 + e) * ct_row + d_row(tx, h)] = (
                                T.Cast(dtype, epi(E, part[e], tm * BM + d_row(tx, h))))
                        elif STAGE_E:  # E's element read where the sum goes, before it is overwritten
                            slot = T.meta_var(CST + d_row(tx, h) * cs_row + jj * 8 + tx % 4 * 2 + e)
                            smem[slot] = T.Cast(dtype, rc_given(E, part[e], e_row(tm * BM + d_row(tx, h)),
                                                                tn * BN + (rank * JS + jj) * 8 + tx % 4 * 2 + e,
                                                                T.Cast("float32", smem[slot])))
                        else:
                            smem[CST + d_row(tx, h) * cs_row + jj * 8 + tx % 4 * 2 + e] = (
                                T.Cast(dtype, epi_rc(E, part[e], tm * BM + d_row(tx, h),
                                                     tn * BN + (rank * JS + jj) * 8 + tx % 4 * 2 + e)))
            T.cuda.cta_sync()
            if CT:
                for i in T.unroll(cst_copies):
                    if split_store_ok_t(tm, tn, rank, tx + THREADS * i):
                        for v in T.vectorized(8):
                            C[bz, tn * BN + rank * JS * 8 + (tx + THREADS * i) // ach, tm * BM + (tx + THREADS * i) % ach * 8 + v] = smem[
                                CST + (tx + THREADS * i) // ach * ct_row + (tx + THREADS * i) % ach * 8 + v]
            else:
                for i in T.unroll(cs_copies):
                    if split_store_ok(tm, tn, rank, tx + THREADS * i):
                        for v in T.vectorized(8):
                            C[bz, tm * BM + (tx + THREADS * i) // JS, tn * BN + (rank * JS + (tx + THREADS * i) % JS) * 8 + v] = smem[
                                CST + (tx + THREADS * i) // JS * cs_row + (tx + THREADS * i) % JS * 8 + v]
            T.cuda.cluster_sync()  # no block leaves while the others may still read its partial sums
        elif SC:
            T.ptx["cp.async.wait_all"]()
            T.cuda.cta_sync()
            if STAGE_E:  # E's tile into C's staging, as C will leave it
                stage_e_tile(E, smem, 0, c_row, bch, tn * BN, c_copies, bz, tm, tx)
                T.cuda.cta_sync()
            for j in T.unroll(BN // 8):
                for h in T.unroll(2):
                    if CT or C_IDX:  # the pair lands in two rows of the staged C^T
                        if CT:
                            T.ptx[cvt](packed[0], epi(E, acc[j * 4 + h * 2 + 1], tm * BM + d_row(tx, h)),
                                       epi(E, acc[j * 4 + h * 2], tm * BM + d_row(tx, h)))
                        else:
                            T.ptx[cvt](packed[0], c_at(E, acc, j, h, 1, tm, tn, tx), c_at(E, acc, j, h, 0, tm, tn, tx))
                        T.ptx["st.shared.b16"](smem.ptr_to([(j * 8 + tx % 4 * 2) * ct_row + d_row(tx, h)]),
                                               T.Cast("uint16", packed[0] & T.uint32(0xFFFF)))
                        T.ptx["st.shared.b16"](smem.ptr_to([(j * 8 + tx % 4 * 2 + 1) * ct_row + d_row(tx, h)]),
                                               T.Cast("uint16", packed[0] >> T.uint32(16)))
                    else:
                        T.ptx[cvt](packed[0], c_at(E, acc, j, h, 1, tm, tn, tx, smem),
                                   c_at(E, acc, j, h, 0, tm, tn, tx, smem))
                        T.ptx["st.shared.b32"](smem.ptr_to([d_row(tx, h) * c_row + j * 8 + tx % 4 * 2]), packed[0])
            T.cuda.cta_sync()
            for i in T.unroll(c_copies):
                if C_IDX:  # row n of the staged C^T: BM consecutive m of channel n
                    if c_vec == 8:
                        if row_ok(tm * BM + (tx + THREADS * i) % ach * 8):
                            for v in T.vectorized(8):
                                Cf[c_index(tm * BM + (tx + THREADS * i) % ach * 8, tn * BN + (tx + THREADS * i) // ach) + v] = smem[
                                    (tx + THREADS * i) // ach * ct_row + (tx + THREADS * i) % ach * 8 + v]
                    else:  # c_vec elements from f = (tx + THREADS * j) * c_vec on: a warp's stores side by side
                        for u in T.unroll(8 // c_vec):
                            f = T.meta_var((tx + THREADS * (i * (8 // c_vec) + u)) * c_vec)
                            if row_ok(tm * BM + f % BM):
                                for v in T.vectorized(c_vec):
                                    Cf[c_index(tm * BM + f % BM, tn * BN + f // BM) + v] = smem[f // BM * ct_row + f % BM + v]
                elif CT:
                    if piece_ok(tm * BM + (tx + THREADS * i) % ach * 8, tn * BN + (tx + THREADS * i) // ach):
                        for v in T.vectorized(8):
                            C[bz, tn * BN + (tx + THREADS * i) // ach, tm * BM + (tx + THREADS * i) % ach * 8 + v] = smem[
                                (tx + THREADS * i) // ach * ct_row + (tx + THREADS * i) % ach * 8 + v]
                elif piece_ok(tm * BM + (tx + THREADS * i) // bch, tn * BN + (tx + THREADS * i) % bch * 8):
                    for v in T.vectorized(8):
                        C[bz, tm * BM + (tx + THREADS * i) // bch, tn * BN + (tx + THREADS * i) % bch * 8 + v] = smem[
                            (tx + THREADS * i) // bch * c_row + (tx + THREADS * i) % bch * 8 + v]
        else:
            for j in T.unroll(BN // 8):
                for h in T.unroll(2):
                    if CT:
                        T.ptx[cvt](packed[0], epi(E, acc[j * 4 + h * 2 + 1], tm * BM + d_row(tx, h)),
                                   epi(E, acc[j * 4 + h * 2], tm * BM + d_row(tx, h)))
                        if piece_ok(tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2):
                            T.ptx["st.global.b16"](C.ptr_to([bz, tn * BN + j * 8 + tx % 4 * 2, tm * BM + d_row(tx, h)]),
                                                   T.Cast("uint16", packed[0] & T.uint32(0xFFFF)))
                        if piece_ok(tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2 + 1):
                            T.ptx["st.global.b16"](C.ptr_to([bz, tn * BN + j * 8 + tx % 4 * 2 + 1, tm * BM + d_row(tx, h)]),
                                                   T.Cast("uint16", packed[0] >> T.uint32(16)))
                    elif piece_ok(tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2):
                        if out_bytes == 2:
                            T.ptx[cvt](packed[0], c_at(E, acc, j, h, 1, tm, tn, tx), c_at(E, acc, j, h, 0, tm, tn, tx))
                            T.ptx["st.global.b32"](C.ptr_to([bz, tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2]), packed[0])
                        elif out_bytes == 4:
                            T.ptx["st.global.v2.b32"](C.ptr_to([bz, tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2]),
                                                      bits32(c_at(E, acc, j, h, 0, tm, tn, tx)),
                                                      bits32(c_at(E, acc, j, h, 1, tm, tn, tx)))
                        else:
                            T.ptx["st.global.b16"](C.ptr_to([bz, tm * BM + d_row(tx, h), tn * BN + j * 8 + tx % 4 * 2]),
                                                   T.Cast("uint16", byte_of(c_at(E, acc, j, h, 0, tm, tn, tx))
                                                          | byte_of(c_at(E, acc, j, h, 1, tm, tn, tx)) << T.uint32(8)))

    return body
