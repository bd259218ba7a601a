"""Split-K fp16 (bf16) GEMM on tensor cores for small M: C[M, N] = op(A) @ op(B), M <= 64, N and K large.

Why: for M = 16..64 and N = K = 4096 the work is reading B (K x N fp16, 32 MB: ~9-10 us at the H200's
3.5-4 TB/s) while the FLOPs are few (M = 64: 2.1 GFLOP, ~4 us even at half of mma.sync's rate). On CUDA
cores (matmul_skinny) M = 64 is bound by fp32 FMA issue, several times behind cuBLAS; matmul_mma's
128 x 128 tiles waste half their rows or more and give only N / 128 = 32 blocks for 132 SMs. Here the
block tile is bm x bn with bm as small as M (16, 32 or 64: one mma m16 row of tiles for M = 16), and K is
cut into `splits` EVEN pieces over blockIdx.z, so the grid has tiles x splits blocks (32 x 4 = 128 for
M = 64, 64 x 128 tiles) and every SM streams its share of B through a cp.async pipeline.

Kernels
1. the GEMM of each K piece: `schedule_mma_gemm` of rules/lib/mma.py (ldmatrix + mma.sync m16n8k16, fp32
   accumulators, `stages` cp.async buffers of bm x bk of A and bk x bn of B) on a batched GEMM whose batch
   axis is the piece: P[s, i, j] = sum_kr A[i, s KS + kr] B[s KS + kr, j] (KS = K / splits rounded up to
   whole bk steps; the reindexed operands are inlined into the shared-memory fetch, so the global loads stay
   16-byte along the stored rows). Each block writes its fp32 tile of P, 16-byte stores, into a workspace
   [splits, M_pad, N_pad] (M, N padded to whole tiles: no store guard, aligned rows).
2. the sum: C[i, j] = fp16(sum_s P[s, i, j]), s in a fixed order (deterministic, bit-reproducible, no
   atomics), one output per thread (coalesced 4-byte reads of P; `vec` > 1 waits on codegen, see Knobs).
With splits = 1 there is one kernel: P's epilogue stores C directly (cast and un-padding fused).

Any M, N, K: M and N are padded to whole tiles and K to splits x KS in the reindexed operands
(if_then_else: zero-filling predicated loads, never `where`); padding is never stored to C. The loads are
only as wide as the stored rows keep aligned (aligned_width: K = 1000 gives 8, N = 781 gives 1; cp.async
needs >= 2 elements, else the register-staged pipeline). trans_a / trans_b are supported; batch is not
(prefer() and apply() refuse it).

What limits speed: HBM for B (plus the workspace: splits x M_pad x N_pad x 4 bytes written and read back,
mostly in L2: 4 MB for M = 64, splits = 4), and the second launch. A is re-read from L2 by every N
tile (16 MB of L2 reads for M = 64 with bn = 128).

Knobs: bm, bn, bk (block tile), wm, wn (warp tile), stages (cp.async buffers), splits (K pieces over
blockIdx.z), frag_pipe, async (as matmul_mma), vec (outputs per thread of the sum kernel; only 1 for now:
with every access to P 16 bytes wide TVM retypes the workspace as float32x4, which codegen cannot size yet).
default(): bm = M rounded up to 16/32/64, bn = 128, 4 warps (wm = bm, wn = bn / 4), bk = 64 (32 for K < 256
or when the rows are too narrow for cp.async: the register-staged pipeline holds a whole step in
registers), raised until the A tile is a whole number of 16-byte loads per thread; 4 stages; splits: the
largest of 1, 2, 4, 8, 16 that keeps tiles x splits <= 132 blocks (one per SM) and >= 4 bk steps per piece
(M = 64 and M = 16 at N = K = 4096: 32 tiles x 4 pieces; 8 pieces measured the same, with twice the workspace).
prefer(): fp16, M <= 64, no batch (`prefers`), priority 1: ahead of matmul_skinny, behind matmul_wgmma, whose
swapped form (C^T = B^T A^T, one kernel) takes such M where N is whole 128-column tiles and K whole 64-wide steps
(M = 16, N = K = 4096: measured faster than this rule). This rule keeps the other shapes (N = 1000, ...).

On the H200 at N = K = 4096 this is several times faster than matmul_skinny at M = 64 and a little faster at
M = 16, but short of cuBLAS: B streams well below the HBM rate in every config tried (splits 4-16, tiles 64-256
wide, 54-108 KB in flight per SM), plus the sum kernel, where cuBLAS streams it faster. The numbers:
reports/README.md and reports/h200/current.md.
"""
from __future__ import annotations

from typing import Any

from ..base import ScheduleRule
from ..lib.mma import (MMA_DTYPES, NEEDS, async_copy_enabled, config_error, features, operand_vectors,
                       schedule_mma_gemm, uses_async, whole_loads)
from ..lib.sizes import ceil_div

MAX_M = 64  # prefer() takes M <= 64 (larger M: matmul_mma's tiles are full)


def applies(p: dict) -> bool:
    return p.get("dtype") in MMA_DTYPES and p.get("batch", 1) == 1


def prefers(p: dict) -> bool:
    """Where it beats matmul_skinny on the H200 (fp16, M <= 64, no batch; bf16 alike, the same kernel): what
    prefer() takes."""
    return applies(p) and p["m"] <= MAX_M


def piece(k: int, c: dict) -> int:
    """KS: the K length of one piece, whole bk steps (the last pieces may read zero padding)."""
    return ceil_div(ceil_div(k, c["splits"]), c["bk"]) * c["bk"]


def workspace_bytes(p: dict, c: dict) -> int:
    if c["splits"] == 1:
        return 0
    return 4 * c["splits"] * ceil_div(p["m"], c["bm"]) * c["bm"] * ceil_div(p["n"], c["bn"]) * c["bn"]


class MatmulSplitKMMA(ScheduleRule):
    name = "matmul_splitk_mma"
    summary = "small-M fp16 GEMM on tensor cores (mma.sync), K split over blocks into an fp32 workspace + ordered sum"
    ops = ("matmul",)
    priority = 1  # before matmul_skinny (which also takes M <= 64) once prefer() says yes
    needs = NEEDS
    space = {
        "bm": [16, 32, 64, 128],
        "bn": [32, 64, 128, 256],
        "bk": [16, 32, 64, 128],
        "wm": [16, 32, 64],
        "wn": [16, 32, 64, 128],
        "stages": [1, 2, 3, 4, 5, 6],
        "splits": [1, 2, 3, 4, 6, 8, 12, 16, 24, 32],
        "frag_pipe": [1, 0],
        "async": [1, 0],
        "vec": [1, 2, 4],
    }

    def default(self, op, p: dict, hw) -> dict[str, Any]:
        m, n, k = p["m"], p["n"], p["k"]
        bm = 16 if m <= 16 else 32 if m <= 32 else 64
        bn = 128 if n > 64 else 64 if n > 32 else 32
        bk = 64 if k >= 256 else 32  # >= 32: the register-staged pipeline (no cp.async) needs it
        warps = 4
        wm, wn = bm, max(16, bn // warps)
        c = {"bm": bm, "bn": bn, "bk": bk, "wm": wm, "wn": wn, "stages": 4, "splits": 1, "frag_pipe": 1,
             "async": int(hw.has("cp_async")), "vec": 1}
        # whole 16-byte loads per thread: a 16-row A tile needs bk >= 64 for 128 threads
        va, vb, _ = operand_vectors(p)
        if not uses_async(c, va, vb):
            c["bk"] = 32  # register-staged (rows too narrow for cp.async): a whole step's loads sit in registers
        while whole_loads(c, va, vb) and c["bk"] < 128:
            c["bk"] *= 2
        tiles = ceil_div(m, bm) * ceil_div(n, bn)
        for s in (2, 4, 8, 16):
            if tiles * s > hw.sms or ceil_div(k, s) < 4 * c["bk"]:
                break
            c["splits"] = s
        return c

    def uses(self, op, p, config, hw):
        return features(self.fill(op, p, hw, config), *operand_vectors(p)[:2])

    def prefer(self, op, p, hw) -> bool:
        """fp16, M <= 64: ahead of matmul_skinny (priority 1), which it beats at M = 16 and M = 64 on the H200."""
        return prefers(p)

    def valid(self, op, p: dict, config: dict[str, Any], hw) -> str | None:
        why = super().valid(op, p, config, hw)
        if why:
            return why
        if not applies(p):
            return "matmul_splitk_mma takes fp16 or bf16, no batch"
        c = self.fill(op, p, hw, config)
        why = config_error(p, c, hw)
        if why:
            return why
        bk = c["bk"]
        if c["splits"] > hw.max_grid[2]:
            return f"splits={c['splits']}: over the grid z limit"
        if c["splits"] > ceil_div(p["k"], bk):
            return f"splits={c['splits']}: more pieces than bk={bk} steps of K={p['k']}"
        if c["vec"] > 1 and p["n"] % c["vec"]:
            return f"vec={c['vec']}: does not divide N={p['n']} (the sum kernel's rows)"
        if c["vec"] > 1 and c["splits"] > 1:
            # every access to P then is float4: TVM retypes the workspace as float32x4, which
            # codegen._host_allocations cannot size yet (np.dtype("float32x4"))
            return f"vec={c['vec']}: a vector-typed workspace (float32x{c['vec']}) is not supported by codegen yet"
        return None

    def apply(self, mod, op, p, config, hw):
        if op.name != "matmul" or not applies(p):
            return None
        c = self.fill(op, p, hw, config)
        if not async_copy_enabled():
            c["async"] = 0  # cp.async is lowered only under codegen.PASS_CONFIG
        return schedule(p, c)


def _compute(p: dict, c: dict):
    """TE: the reindexed operands A_s[s, i, kr] (or [s, kr, i] with trans_a), B_s[s, kr, j] (or [s, j, kr]),
    zero outside M, N, K; the per-piece GEMM P_acc[s, M_pad, N_pad] (fp32); C = fp16(sum_s P_acc)."""
    from tvm import te, tirx

    m, n, k, dt = p["m"], p["n"], p["k"], p["dtype"]
    ta, tb = bool(p.get("trans_a")), bool(p.get("trans_b"))
    s_, bm, bn = c["splits"], c["bm"], c["bn"]
    ks = piece(k, c)
    mp, np_ = ceil_div(m, bm) * bm, ceil_div(n, bn) * bn
    A = te.placeholder((k, m) if ta else (m, k), dt, name="A")
    B = te.placeholder((n, k) if tb else (k, n), dt, name="B")
    zero = tirx.const(0, dt)

    def guard(cond, val):
        conds = [x for x in cond if x is not None]
        if not conds:
            return val
        acc = conds[0]
        for x in conds[1:]:
            acc = tirx.all(acc, x)
        return tirx.if_then_else(acc, val, zero)

    def kk_ok(kk):
        return kk < k if s_ * ks > k else None

    def a_val(s, i, kr):
        kk = s * ks + kr
        return guard([kk_ok(kk), i < m if mp > m else None], A[kk, i] if ta else A[i, kk])

    def b_val(s, kr, j):
        kk = s * ks + kr
        return guard([kk_ok(kk), j < n if np_ > n else None], B[j, kk] if tb else B[kk, j])

    if ta:
        As = te.compute((s_, ks, mp), lambda s, kr, i: a_val(s, i, kr), name="A_s")
    else:
        As = te.compute((s_, mp, ks), lambda s, i, kr: a_val(s, i, kr), name="A_s")
    if tb:
        Bs = te.compute((s_, np_, ks), lambda s, j, kr: b_val(s, kr, j), name="B_s")
    else:
        Bs = te.compute((s_, ks, np_), lambda s, kr, j: b_val(s, kr, j), name="B_s")
    r = te.reduce_axis((0, ks), name="kr")

    def a_of(s, i):
        return As[s, r, i] if ta else As[s, i, r]

    def b_of(s, j):
        return Bs[s, j, r] if tb else Bs[s, r, j]

    P = te.compute((s_, mp, np_), lambda s, i, j: te.sum(a_of(s, i).astype("float32") * b_of(s, j).astype("float32"),
                                                         axis=r), name="P_acc")
    if s_ == 1:
        C = te.compute((m, n), lambda i, j: P[0, i, j].astype(dt), name="C")
        return [A, B, C]
    rs = te.reduce_axis((0, s_), name="s")
    red = te.compute((m, n), lambda i, j: te.sum(P[rs, i, j], axis=rs), name="C_red")
    C = te.compute((m, n), lambda i, j: red[i, j].astype(dt), name="C")
    return [A, B, C]


class _Hide:
    """The schedule as schedule_mma_gemm sees it: the sum kernel's block is hidden from get_consumers, so the
    GEMM's epilogue stores P to the workspace instead of trying to inline a reduction into its store."""

    def __init__(self, sch, hidden):
        self._sch, self._hidden = sch, tuple(hidden)

    def __getattr__(self, name):
        return getattr(self._sch, name)

    def get_consumers(self, block):
        return [b for b in self._sch.get_consumers(block) if self._sch.get(b).name_hint not in self._hidden]


def schedule(p: dict, c: dict):
    """The scheduled IRModule for matmul `p` under the complete config `c`."""
    import tvm
    from tvm import s_tir, te

    mod = tvm.IRModule({"main": te.create_prim_func(_compute(p, c))})
    sch = s_tir.Schedule(mod)
    gemm = sch.get_sblock("P_acc")
    va, vb, vc = operand_vectors(p)
    mma = {x: c[x] for x in ("bm", "bn", "bk", "wm", "wn", "stages", "frag_pipe", "async")}
    mma["raster"] = 0
    if c["splits"] == 1:
        schedule_mma_gemm(sch, gemm, mma, bool(p.get("trans_a")), bool(p.get("trans_b")), va, vb, vc, pad=False)
        return sch.mod
    # the workspace rows are N_pad long (whole bn tiles): 16-byte fp32 stores of P
    schedule_mma_gemm(_Hide(sch, ("C_red",)), gemm, mma, bool(p.get("trans_a")), bool(p.get("trans_b")),
                      va, vb, 4, pad=False)
    _sum_pieces(sch, p, c)
    return sch.mod


def _sum_pieces(sch, p: dict, c: dict) -> None:
    """Kernel 2: C[i, j] = fp16(sum over s of P[s, i, j]), s in order; `vec` consecutive outputs per thread.
    The thread split is exact (largest divisor of the output count up to 256 threads per block): a partial
    last block would lose the store guard under cache_write (TVM 0.27)."""
    m, n = p["m"], p["n"]
    vec = c["vec"] if n % c["vec"] == 0 else 1
    red = sch.get_sblock("C_red")
    i, j, rs = sch.get_loops(red)
    if vec > 1:
        jo, jv = sch.split(j, [None, vec])
        sch.reorder(i, jo, rs, jv)
        spatial = sch.fuse(i, jo)
    else:
        sch.reorder(i, j, rs)
        spatial = sch.fuse(i, j)
    total = m * n // vec
    per = max(d for d in range(1, 257) if total % d == 0)
    bx, tx = sch.split(spatial, [None, per])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    out = sch.cache_write(red, 0, "local")
    sch.reverse_compute_at(out, tx, preserve_unit_loops=True)
    while sch.get_consumers(out):  # the fp16 cast
        sch.reverse_compute_inline(sch.get_consumers(out)[0])
    if vec > 1:
        # P read `vec` floats at a time (16 bytes for vec = 4) into registers, then added lane by lane
        ld = sch.cache_read(red, 0, "local")
        sch.compute_at(ld, rs, preserve_unit_loops=True)
        sch.vectorize(sch.get_loops(ld)[-1])
        sch.unroll(sch.get_loops(red)[-1])
    init = sch.decompose_reduction(red, rs)
    if vec > 1:
        sch.vectorize(sch.get_loops(init)[-1])
        sch.vectorize(sch.get_loops(out)[-1])
    sch.unroll(rs)



