"""Skinny GEMM (M <= 64) on CUDA cores: C[M, N] = A[M, K] @ B[K, N], a memory-bound stream over B.

With M <= 64 the work is reading B (K x N): 4096 x 4096 fp16 is 32 MB, ~7-8 us at the H200's ~4.5 TB/s,
while A (M x K) and C (M x N) are tiny. Tensor-core GEMM tiles (128 x 128) waste most of their M rows, and
dlight's Matmul runs an order of magnitude behind cuBLAS; its GEMV / LowBatchGEMV rules do not apply to a static M.

Layout
* thread: `vec` consecutive columns of B (one 8-byte load for vec = 4 fp16, 16 bytes for vec = 8), for every
  one of the M rows of C: M x vec fp32 accumulators in registers. Per k it loads one vector of B, converts
  it to fp32, and does M x vec FMAs against A[0:M, k], read from shared memory as fp32 (k-major rows of
  M + 4 floats, so one k is M / 4 128-bit broadcast reads: all lanes of a warp share k).
* block: `tn` threads along N (a warp reads one contiguous run of a B row: coalesced) x `tk` threads along K.
  Each thread walks its K range `ku` rows at a time: ku independent loads in flight per thread, and with
  stages=2 the loads of step s+1 are issued before the math of step s (software pipeline, one register
  buffer: no barrier in the main loop for nvcc to stop at).
* A: staged in shared memory as fp32 (the fp16 -> fp32 cast done once per element, in the fetch): with
  slab=1 the block's whole K range at once before the main loop (one barrier in all), with slab=0 one step
  (M x tk ku) at a time (two barriers per step).
* in-block reduction: the tk partial tiles go through shared memory (rfactor over EVEN pieces: K is padded
  to whole steps, the padding reads zeros) and are summed in a fixed order by all threads of the block.
  TVM reuses the A slab's shared memory for them; over 48 KB in sum, the buffers are dynamic shared memory.
* split-K across blocks (`splits` > 1): blockIdx.y takes one of `splits` equal K ranges and writes its
  partial tile to an fp32 workspace [splits, M, N_pad]; a second small kernel sums the pieces in a fixed
  order (deterministic, bit-reproducible; no atomics) and casts. It exists because one block per N slab gives
  N / (tn vec) blocks (32 for N = 4096, tn 32, vec 4): too few for 132 SMs.

Faster for fp16 on the H200 (N = K = 4096): matmul_splitk_mma (tensor cores, split-K), several times over at
M = 64 and a little at M = 16, so it comes first in the chain for small-M fp16 (and matmul_wgmma's swapped form
before it where that applies); this rule stays the default for fp32.

What limits speed: HBM bandwidth for M <= 16 (B once, plus splits x M x N x 8 bytes of workspace traffic);
the FMA issue rate for larger M (M x N x K fp32 FMAs: M = 64 at 4096^2 is 1.07 G FMA, ~32 us at the H200's
67 TFLOP/s of fp32, about twice what cuBLAS takes on tensor cores: CUDA cores cannot reach it there).

Any N, K: N is padded to whole blocks (predicated loads and stores), K to whole steps of every piece
(zero-filled loads), M to a multiple that makes the in-block sum's thread split exact. Vector width drops to
what keeps each B/C row aligned (N odd: scalar). trans_a is supported (A is staged anyway); trans_b (B
[N, K], K contiguous: the inner-reduction GEMV of nn.Linear) and batch are not: prefer() refuses them.

Knobs: tn, tk (threads), vec (elements per B load), ku (rows per thread per step), splits (K pieces across
blocks), slab (A staged once per block), stages (2: next step's B loads before this step's math).
default(): see `MatmulSkinny.default`.
"""
from __future__ import annotations

import math
from typing import Any

from ...hardware import Arch
from ..base import ScheduleRule
from ..lib.sizes import aligned_width, ceil_div, dtype_bytes

MAX_M = 64
MAX_ACCUMULATORS = 128  # fp32 accumulators per thread that fit sm_90's 255 registers with the loads in flight


def applies(p: dict) -> bool:
    """M <= 64, B stored [K, N] (threads stream its rows), no batch."""
    return p["m"] <= MAX_M and not p.get("trans_b", False) and p.get("batch", 1) == 1


def _kpad(k: int, c: dict) -> int:
    """K padded to whole steps in every split: the pieces of both reductions are even."""
    whole = c["tk"] * c["ku"] * c["splits"]
    return ceil_div(k, whole) * whole


def _m_pad(m: int, tk: int, vec: int) -> int:
    """M padded so that the in-block sum's M x (tn vec) outputs split exactly over tk x tn threads."""
    mp = tk // math.gcd(tk, vec)
    return ceil_div(m, mp) * mp


def _smem(p: dict, c: dict) -> int:
    """Shared bytes: the tk partial tiles (tk x M_pad x tn vec fp32) + the A slab (fp32)."""
    m = p["m"]
    v = aligned_width(c["vec"], p["n"])  # the width schedule() uses
    red = c["tk"] * _m_pad(m, c["tk"], v) * c["tn"] * v * 4
    rows = _kpad(p["k"], c) // c["splits"] if c["slab"] else c["tk"] * c["ku"]
    return red + (m + 4 if m % 4 == 0 else m) * rows * 4  # A rows padded by 4 (see schedule)


class MatmulSkinny(ScheduleRule):
    name = "matmul_skinny"
    summary = "skinny GEMM (M <= 64): threads stream B along N, K split over threads (+ blocks), fp32 accum"
    ops = ("matmul",)
    space = {
        "tn": [1, 2, 4, 8, 16, 32, 64, 128],
        "tk": [1, 2, 4, 8, 16, 32],
        "vec": [1, 2, 4, 8],
        "ku": [1, 2, 4, 8, 16],
        "splits": [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64],
        "slab": [0, 1],
        "stages": [1, 2],
    }

    def default(self, op, p: dict, hw) -> dict[str, Any]:
        """vec: 128 bits of B per load, halved until M x vec <= 64 accumulators (M=16 fp16: 4, M=64: 1);
        128 threads = 32 along N (a warp reads one contiguous run of B) x 4 along K; 8 rows per thread
        per step (8 loads in flight, 2 steps with stages=2); splits: K pieces until the grid has about 4
        blocks per SM (4 x 128 threads at <= 128 registers), keeping >= 2 steps per piece; slab=1 (the
        block's whole A range staged once: no barrier in the main loop) when it fits 48 KB with the
        reduction buffer."""
        m, n, k, dt = p["m"], p["n"], p["k"], p["dtype"]
        vec = aligned_width(16 // dtype_bytes(dt), n)
        while vec > 1 and m * vec > 64:
            vec //= 2
        tn = 32
        while tn > 1 and tn * vec >= 2 * max(n, 1):
            tn //= 2
        tk = max(1, 128 // tn)
        ku = 8
        c = {"tn": tn, "tk": tk, "vec": vec, "ku": ku, "splits": 1, "slab": 0, "stages": 2}
        while c["tk"] > 1 and _smem(p, c) > hw.default_shared_per_block:
            c["tk"] //= 2
        while c["ku"] > 1 and c["tk"] * c["ku"] > k:
            c["ku"] //= 2
        while c["tk"] > 1 and c["tk"] * c["ku"] > k:
            c["tk"] //= 2
        blocks = ceil_div(n, tn * vec)
        step = c["tk"] * c["ku"]
        for s in self.space["splits"]:
            if blocks * s > 4 * hw.sms or s * step * 2 > k:
                break
            if _kpad(k, {**c, "splits": s}) - k <= k // 16:  # at most 1/16 of the work on K padding
                c["splits"] = s
        # TVM reuses the A slab's shared memory for the reduction buffer (disjoint lifetimes): the slab
        # costs max(A, reduction); over 48 KB in sum the buffers go to dynamic shared memory.
        red = _smem(p, {**c, "slab": 0}) - (m + 4 if m % 4 == 0 else m) * c["tk"] * c["ku"] * 4
        a_slab = _smem(p, {**c, "slab": 1}) - red
        if max(a_slab, red) <= hw.default_shared_per_block:
            c["slab"] = 1
        return c

    def prefer(self, op, p, hw) -> bool:
        return applies(p)

    def valid(self, op, p: dict, config: dict[str, Any], hw) -> str | None:
        shape = None if applies(p) else "matmul_skinny takes M <= 64, B not transposed, no batch"
        why = super().valid(op, p, config, hw) or shape
        if why:
            return why
        c = self.fill(op, p, hw, config)
        tn, tk, vec, ku, splits = (c[x] for x in ("tn", "tk", "vec", "ku", "splits"))
        m, dt = p["m"], p["dtype"]
        if vec * dtype_bytes(dt) > 16:
            return f"vec={vec}: {vec} x {dt} is wider than a 128-bit access"
        if m * vec > MAX_ACCUMULATORS:
            return f"vec={vec}: M x vec = {m * vec} accumulators per thread would spill (at most {MAX_ACCUMULATORS})"
        if tn * tk > hw.max_threads_per_block:
            return f"tn={tn}, tk={tk}: {tn * tk} threads per block, over {hw.max_threads_per_block}"
        smem = _smem(p, c)
        if smem > hw.shared_per_block:
            what = "slab" if c["slab"] and _smem(p, {**c, "slab": 0}) <= hw.shared_per_block else "tk"
            return f"{what}={c[what]}: {smem} bytes of shared memory (reduction + A), over {hw.shared_per_block}"
        if splits > hw.max_grid[1]:
            return f"splits={splits}: over the grid y limit"
        return None

    def apply(self, mod, op, p, config, hw):
        """`mod` (matmul's own PrimFunc) is rebuilt by `_compute`: the same function (A, B) -> C with the
        same buffers, but with A's fp32 cast as a stage of its own (so shared memory holds fp32) and K
        padded to whole steps with zero terms."""
        if op.name != "matmul" or not applies(p):
            return None
        return schedule(p, self.fill(op, p, hw, config), hw)


def _compute(p: dict, kpad: int):
    """TE of the matmul with A cast to fp32 in its own stage (staged in shared memory as fp32) and K
    padded to `kpad` (zero terms: if_then_else in the operands, never `where`)."""
    from tvm import te, tirx

    m, n, k, dt = p["m"], p["n"], p["k"], p["dtype"]
    ta = p.get("trans_a", False)
    A = te.placeholder((k, m) if ta else (m, k), dt, name="A")
    B = te.placeholder((k, n), dt, name="B")
    Af = te.compute((kpad, m), lambda kk, i: tirx.if_then_else(
        kk < k, (A[kk, i] if ta else A[i, kk]).astype("float32"), tirx.const(0, "float32")), name="A_f32")
    Bp = te.compute((kpad, n), lambda kk, j: tirx.if_then_else(kk < k, B[kk, j], tirx.const(0, dt)), name="B_pad")
    r = te.reduce_axis((0, kpad), name="k")
    acc_name = "C" if dt == "float32" else "C_acc"
    acc = te.compute((m, n), lambda i, j: te.sum(Af[r, i] * Bp[r, j].astype("float32"), axis=r), name=acc_name)
    if dt == "float32":
        return [A, B, acc]
    C = te.compute((m, n), lambda i, j: acc[i, j].astype(dt), name="C")
    return [A, B, C]


def schedule(p: dict, c: dict, hw: Arch):
    """The scheduled IRModule for matmul `p` under config `c` (complete)."""
    import tvm
    from tvm import s_tir, te

    m, n, k, dt = p["m"], p["n"], p["k"], p["dtype"]
    tn, tk, vec, ku, splits = (c[x] for x in ("tn", "tk", "vec", "ku", "splits"))
    vec = aligned_width(vec, n)
    kpad = _kpad(k, c)
    bn = tn * vec
    mod = tvm.IRModule({"main": te.create_prim_func(_compute(p, kpad))})
    sch = s_tir.Schedule(mod)
    acc = sch.get_sblock("C" if dt == "float32" else "C_acc")
    # The in-block sum spreads M x bn outputs over tk x tn threads: that split must be exact (a partial
    # one loses the store guard under cache_write, TVM 0.27), so M is padded when M vec % tk != 0.
    mp = tk // math.gcd(tk, vec)
    mp = mp if m % mp else 1
    if n % bn or mp > 1:
        sch.pad_einsum(acc, [mp, bn, 1])  # padded rows: A reads zero, their stores are predicated off
    i, j, kk = sch.get_loops(acc)
    bx, tx, v = sch.split(j, [None, tn, vec])
    if splits > 1:
        ks, ko, ty, ki = sch.split(kk, [splits, None, tk, ku])
        sch.reorder(bx, ks, i, tx, ko, ty, ki, v)
    else:
        ko, ty, ki = sch.split(kk, [None, tk, ku])
        sch.reorder(bx, i, tx, ko, ty, ki, v)

    # 1. Reductions: over the splits (blocks -> fp32 workspace), then over ty (threads -> shared memory).
    if splits > 1:
        part = sch.rfactor(ks, 0)  # part[s, i, j] = sum over split s; acc = sum_s part (second kernel)
    else:
        part = acc
    part_loops = sch.get_loops(part)
    rf = sch.rfactor(part_loops[-3], 0)  # rf[ty, (s,) i, j]
    *head, i, tx, ko, ty, ki, v = sch.get_loops(rf)  # head: bx (, ks)
    bx = head[0]
    sch.reorder(*head, ty, tx, ko, ki, i, v)
    sch.bind(bx, "blockIdx.x")
    if splits > 1:
        sch.bind(head[1], "blockIdx.y")
    sch.bind(ty, "threadIdx.y")
    sch.bind(tx, "threadIdx.x")
    # over 48 KB: dynamic shared memory (the launcher sets the attribute)
    scope = "shared" if _smem(p, c) <= hw.default_shared_per_block else "shared.dyn"
    sch.set_scope(rf, 0, scope)
    rf_local = sch.cache_write(rf, 0, "local")  # returns the write-back block (local -> shared)
    sch.reverse_compute_at(rf_local, tx, preserve_unit_loops=True)

    # 2. The block's sum over ty, read from shared memory in a fixed order, under the same block loops.
    sch.reverse_compute_at(part, head[-1], preserve_unit_loops=True)
    ploops = sch.get_loops(part)[len(head):]  # ty (reduction), (ks: unit,) i, j
    pty, spatial = ploops[0], ploops[1:]
    sch.reorder(*spatial, pty)
    _, fy, fx = sch.split(sch.fuse(*spatial), [None, tk, tn])
    sch.bind(fy, "threadIdx.y")
    sch.bind(fx, "threadIdx.x")

    # 3. Final: acc = sum_s part (second kernel, fixed order), the cast inlined into its store.
    if splits > 1:
        fbx, fks, fi, ftx, fv = sch.get_loops(acc)  # ks is the reduction
        sch.reorder(fi, fbx, ftx, fv, fks)
        # an exact split: a partial last block would lose the store's guard (TVM 0.27, cache_write)
        total = m * ceil_div(n, bn) * bn
        per = max(d for d in range(1, 257) if total % d == 0)
        gb, gt = sch.split(sch.fuse(fi, fbx, ftx, fv), [None, per])
        sch.bind(gb, "blockIdx.x")
        sch.bind(gt, "threadIdx.x")
        store = sch.cache_write(acc, 0, "local")
        sch.reverse_compute_at(store, gt, preserve_unit_loops=True)
    else:
        store = sch.cache_write(acc, 0, "local")
        sch.reverse_compute_at(store, fx, preserve_unit_loops=True)
    while sch.get_consumers(store):  # C_pad -> C (slice), C_acc -> C (cast)
        sch.reverse_compute_inline(sch.get_consumers(store)[0])

    # 4. Operands: B straight from global into registers (ku vectors per step, issued before the math),
    #    A through shared memory as fp32, k-major, one step (M x tk ku) at a time.
    while True:  # B_pad (K padding), B_pad_pad (N padding) become predicates on the B loads
        pads = [b for b in sch.get_producers(rf) if sch.get(b).name_hint != "A_f32"]  # + A_f32_pad (M)
        if not pads:
            break
        sch.compute_inline(pads[0])
    a_s = sch.get_sblock("A_f32")
    sch.set_scope(a_s, 0, scope)
    sch.compute_at(a_s, head[-1] if c["slab"] else ko, preserve_unit_loops=True)
    ak, ai = sch.get_loops(a_s)[-2:]
    sch.reorder(ai, ak)  # consecutive threads read consecutive k of one row of A
    af, ay, ax = sch.split(sch.fuse(ai, ak), [None, tk, tn])
    sch.bind(ay, "threadIdx.y")
    sch.bind(ax, "threadIdx.x")
    sch.unroll(af)  # every load of the slab in flight at once, then the stores
    # rows of M + 4 floats: lanes storing consecutive k hit 8 bank groups instead of 2 (4-way conflicts
    # rather than 16-way for M = 16), and the float4 reads of a row stay aligned
    aw = aligned_width(4, m)
    if aw == 4:
        sch.storage_align(a_s, 0, axis=0, factor=2 * (m + 4), offset=m + 4)
    b_l = sch.cache_read(rf, 1, "local")
    sch.compute_at(b_l, ko, preserve_unit_loops=True)
    brow, bcol = sch.get_loops(b_l)[-2:]
    sch.unroll(brow)
    if vec > 1:
        sch.vectorize(bcol)
    a_l = sch.cache_read(rf, 0, "local")
    sch.compute_at(a_l, ki, preserve_unit_loops=True)
    acol = sch.get_loops(a_l)[-1]
    ao, av = sch.split(acol, [None, aw])
    sch.unroll(ao)
    if aw > 1:
        sch.vectorize(av)
    for loop in (ki, i, v):
        sch.unroll(loop)
    if c["stages"] == 2:
        # Body of ko becomes [math of step k, loads of step k+1] (+ a prologue): the loads of k+1 go out
        # while k is multiplied (nvcc hoists them into the math: registers, no barrier in between), and
        # one register buffer is enough (the math of k reads it before the loads of k+1 write it).
        if c["slab"]:
            sch.annotate(ko, "software_pipeline_stage", [0, 1])
            sch.annotate(ko, "software_pipeline_order", [1, 0])
        else:
            sch.annotate(ko, "software_pipeline_stage", [0, 0, 1])
            sch.annotate(ko, "software_pipeline_order", [1, 2, 0])
    init = sch.decompose_reduction(rf, ko)
    for loop in sch.get_loops(init)[-2:]:
        sch.unroll(loop)
    wl = sch.get_loops(rf_local)[-2:]
    for loop in wl:
        sch.unroll(loop)
    return sch.mod



