"""The TIRx kernels of channel softmax: `softmax_warp` and `softmax_cols` (see their classes).

`softmax_warp`: no shared memory at all. A warp owns 8 consecutive positions, its lanes hold all C channels of them
in registers (C = 256: 8 x 16-byte loads per lane), the max and the sum are warp butterflies, the exps stay in
registers, Y leaves as 16-byte stores: ~10 lane instructions per element instead of ~25 for softmax_staged, and every
warp runs on its own (no barrier phases), 40 warps per SM.

`channel_macros` are the phases the two kernels share around their own cross-thread reductions: the load and a
thread's max, its exps and sum, the normalization and the store.
"""
from __future__ import annotations

from ...ops.base import is_half
from ..base import KernelRule
from ..lib.sizes import ceil_div, dtype_bytes

# -- softmax_warp: a TIRx kernel, a warp per 8 positions, X held in registers ------------------------------
L2E = 1.4426950408889634  # log2(e): exp(x - m) = 2^(x * L2E - m * L2E), one FFMA before ex2


LN2 = 0.6931471805599453


def warp_plan(p, config) -> tuple[int, int, int, int] | str:
    """(V positions per lane, K channels per lane, warps per block, split), or why softmax_warp does not
    apply. V: the widest vector (16 bytes: 8 fp16 / 4 fp32, halved) that divides H*W, so that every channel's run
    of V positions is one aligned vector; K = ceil(C / (32 / split)): a warp covers `split` position vectors,
    32 / split lanes each."""
    shape = p["shape"]
    if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
        return NOT_CHANNEL
    n, c, h, w = shape
    item = dtype_bytes(p["dtype"])
    v = 16 // item
    while v > 1 and (h * w) % v:
        v //= 2
    split = config["split"]
    if n * (h * w // v) % split:
        split = 1  # the two position vectors of a warp must both exist (its shuffles need every lane)
    k = ceil_div(c, 32 // split)
    return (_too_big(k * v * item, n * c * h * w, f"split={split}: {k} channels x {v} positions per lane")
            or (v, k, config["warps"], split))


WARP_MAX_X_REGS = 64  # 32-bit registers of X per lane (C = 256 fp16: 8 x 16 bytes = 32)
NOT_CHANNEL = "mode=channel over a 4-D shape with H*W > 1 only"


def _too_big(x_bytes: int, elements: int, what: str) -> str | None:
    """Why a plan holding x_bytes of X per lane over `elements` cannot be built (softmax_staged takes those)."""
    if x_bytes > 4 * WARP_MAX_X_REGS:
        return f"{what}: {x_bytes} bytes of X per lane, over the {4 * WARP_MAX_X_REGS} the registers hold"
    if elements >= 2**31:
        return f"{elements} elements: the kernel indexes in int32"
    return None


class ChannelKernelRule(KernelRule):
    """What softmax_warp and softmax_cols share as rules: a `plan` of the kernel's sizes (a line saying why where it
    does not apply) that `kernel` is built from; the default only for fp16 accurate softmax, the case they were
    measured on (log-softmax and fp32 were timed less or not at all)."""

    ops = ("softmax",)

    def plan(self, p: dict, config: dict) -> tuple | str:
        raise NotImplementedError

    def kernel(self, p: dict, *plan):
        raise NotImplementedError

    def prefer(self, op, p, hw):
        return (is_half(p["dtype"]) and p["algo"] == "accurate"
                and not isinstance(self.plan(p, self.default(op, p, hw)), str))

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        plan = why or self.plan(p, self.fill(op, p, hw, config))
        return plan if isinstance(plan, str) else None

    def build(self, op, p, config, hw):
        import tvm

        plan = self.plan(p, config)
        if isinstance(plan, str):
            return None
        return tvm.IRModule({"main": self.kernel(p, *plan)})


class SoftmaxWarp(ChannelKernelRule):
    """Channel softmax (N x C x H x W, over C) as a TIRx kernel: a warp owns V (8 for fp16) consecutive positions
    of one n; lane l holds channels l, l + 32, ... (K = ceil(C / 32) of them) of those positions in registers,
    loaded as K 16-byte vectors. No shared memory and no barrier: the max and the sum are butterfly shuffles
    (5 per position), the exps stay in registers between the sum and Y, Y leaves as K 16-byte stores.

    Why (32x256x56x56 fp16, a memory-bound 102.8 MB): softmax_staged staged a [256 x 56] tile in shared
    memory, then read it back three times with 2-byte loads (the max, the sum, Y), and its allreduce went
    through shared memory with 5 barriers; ~25 SASS instructions per element and 4 blocks per SM in lock-step
    phases (load, reduce, store) left it near half the copy bandwidth. Here, per element: one HADD2.F32 (fp16 ->
    fp32), one FMNMX, one FFMA (x * log2e - max * log2e), one MUFU.EX2 (ex2.approx.ftz: 2 ulp, no denormal fix-up,
    which fp16 outputs never need), one FADD, one FMUL by 1 / sum (rcp.approx), half an F2FP pack: ~10 instructions
    per element per lane (0.31 warp instructions per element against ~1 the memory rate allows), 48 registers,
    each warp independent (40 warps per SM, 4 KB of loads in flight each).
    Precision: the exp's argument x * log2e - m * log2e is one FFMA rounding (|arg| * 2^-24 relative in the
    exp); the m * log2e rounding is common to a row and cancels in exp / sum.
    Memory: a lane's 16 bytes are half a 32-byte sector; the other half is the neighbouring warp's (the same
    block, the same moment: L1/L2 serve it, DRAM reads each byte once).
    Applies where H*W > 1 and C <= 32 * (register budget); others go to softmax_staged. The default only where the
    H200 measured it ahead of softmax_staged (fp16, accurate, 32x256x56x56); split=1 was twice as slow as split=2,
    and log-softmax and fp32 were timed only with split=1."""

    name = "softmax_warp"
    priority = 2  # ahead of softmax_staged where `prefer` says it was measured faster
    summary = ("channel softmax as a TIRx kernel: a warp per 8 positions (16-byte vectors), lanes over channels, X "
               "and the exps in registers, max and sum by warp shuffles, ex2.approx with log2e folded into one FFMA; "
               "no shared memory, no barrier")
    space = {"warps": [4, 8, 16, 2], "split": [2, 1]}

    def plan(self, p, config):
        return warp_plan(p, config)

    def kernel(self, p, *plan):
        return warp_kernel(p, *plan)


# the lowest finite value of each storage type: an absent channel's stand-in, never the max (-inf would make
# x - max NaN in a row of absent channels' positions)
LOWEST = {"float16": -65504.0, "bfloat16": -3.3895313892515355e38, "float32": -3.4028234663852886e38}


def channel_macros(V: int, K: int, P: int, dt: str, log: bool, guard: bool, chan, inside):
    """The phases that warp_kernel and cols_kernel share around their own cross-thread reductions (warp shuffles;
    shared memory): a thread holds K channels x V consecutive positions of X in registers (xr), each channel's V
    positions one vector at `base` (the thread's (n, 0, first position)) + channel * P.
    chan(k, j): the thread's k-th channel, j being its channel slot (warp_kernel: the lane; cols_kernel: the warp);
    inside(ch, ok): whether channel ch exists and the thread's positions do (ok); `guard`: whether inside can be
    false at all (where it cannot, no predicate is emitted).
    load_max: xr, then mx = the thread's max per position (absent channels hold the lowest value: never the max).
    exp_sum: er = exp(x - mx), sm = the thread's sum. store, once mx and sm hold the max and sum over all C: Y."""
    from tvm.script import tirx as T

    LOW = LOWEST[dt]

    @T.macro
    def load_max(Xf, xr, mx, base, j, ok):
        for k in T.unroll(K):
            if guard:
                for e in T.unroll(V):
                    xr[k * V + e] = T.Cast(dt, T.float32(LOW))
                if inside(chan(k, j), ok):
                    for e in T.vectorized(V):
                        xr[k * V + e] = Xf[base + chan(k, j) * P + e]
            else:
                for e in T.vectorized(V):
                    xr[k * V + e] = Xf[base + chan(k, j) * P + e]
        for e in T.unroll(V):
            mx[e] = T.Cast("float32", xr[e])
        for k in T.unroll(1, K):
            for e in T.unroll(V):
                mx[e] = T.max(mx[e], T.Cast("float32", xr[k * V + e]))

    @T.macro
    def exp_sum(xr, er, mx, sm):
        for e in T.unroll(V):
            sm[e] = T.float32(0)
        for k in T.unroll(K):
            for e in T.unroll(V):
                T.ptx["ex2.approx.ftz.f32"](
                    er[k * V + e], T.Cast("float32", xr[k * V + e]) * T.float32(L2E) - mx[e] * T.float32(L2E))
                sm[e] = sm[e] + er[k * V + e]

    @T.macro
    def store(Yf, xr, er, mx, sm, base, j, ok):
        if log:
            for e in T.unroll(V):  # log(sum) = lg2(sum) * ln 2; Y = x - (max + log(sum))
                T.ptx["lg2.approx.ftz.f32"](sm[e], sm[e])
                mx[e] = mx[e] + sm[e] * T.float32(LN2)
            for k in T.unroll(K):
                for e in T.unroll(V):
                    xr[k * V + e] = T.Cast(dt, T.Cast("float32", xr[k * V + e]) - mx[e])
        else:
            for e in T.unroll(V):
                T.ptx["rcp.approx.ftz.f32"](sm[e], sm[e])
            for k in T.unroll(K):
                for e in T.unroll(V):
                    xr[k * V + e] = T.Cast(dt, er[k * V + e] * sm[e])
        for k in T.unroll(K):
            if guard:
                if inside(chan(k, j), ok):
                    for e in T.vectorized(V):
                        Yf[base + chan(k, j) * P + e] = xr[k * V + e]
            else:
                for e in T.vectorized(V):
                    Yf[base + chan(k, j) * P + e] = xr[k * V + e]

    return load_max, exp_sum, store


def warp_kernel(p, V: int, K: int, warps: int, split: int):
    from tvm.script import tirx as T

    N, C, H, Wd = p["shape"]
    dt = p["dtype"]
    P = H * Wd
    nv = P // V
    LV = 32 // split  # lanes per position vector
    LEVELS = LV.bit_length() - 1  # butterfly steps over those lanes
    total = N * nv
    blocks = ceil_div(total, warps * split)
    GUARD_W = total % (warps * split) != 0  # the last block has position vectors past the last one
    # the last channel step has lanes past C (C % LV): they hold the lowest value and store nothing
    load_max, exp_sum, store = channel_macros(V, K, P, dt, p["algo"] == "log", C % LV != 0,
                                              lambda k, lane: k * LV + lane, lambda ch, ok: ch < C)

    @T.macro
    def body(Xf, Yf, xr, er, mx, sm, base, lane):
        load_max(Xf, xr, mx, base, lane, True)  # True: main skips the position vectors past the last (GUARD_W)
        for s in T.unroll(LEVELS):
            for e in T.unroll(V):
                mx[e] = T.max(mx[e], T.cuda.__shfl_xor_sync(T.uint32(0xFFFFFFFF), mx[e], 1 << s, LV))
        exp_sum(xr, er, mx, sm)
        for s in T.unroll(LEVELS):
            for e in T.unroll(V):
                sm[e] = sm[e] + T.cuda.__shfl_xor_sync(T.uint32(0xFFFFFFFF), sm[e], 1 << s, LV)
        store(Yf, xr, er, mx, sm, base, lane, True)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, Wd), dt), Y: T.Buffer((N, C, H, Wd), dt)):
        T.device_entry()
        bx = T.cta_id([blocks])
        tx = T.thread_id([warps * 32])
        xr = T.alloc_buffer((K * V,), dt, scope="local")
        er = T.alloc_buffer((K * V,), "float32", scope="local")
        mx = T.alloc_buffer((V,), "float32", scope="local")
        sm = T.alloc_buffer((V,), "float32", scope="local")
        Xf = T.decl_buffer((N * C * P,), dt, data=X.data)
        Yf = T.decl_buffer((N * C * P,), dt, data=Y.data)
        wv = T.meta_var(bx * warps * split + tx // LV)  # this lane's position vector
        lane = T.meta_var(tx % LV)
        base = T.meta_var(wv // nv * C * P + wv % nv * V)  # (n, 0, position vector)
        if GUARD_W:
            if wv < total:
                body(Xf, Yf, xr, er, mx, sm, base, lane)
        else:
            body(Xf, Yf, xr, er, mx, sm, base, lane)

    return main


# -- softmax_cols: lanes along positions (coalesced), warps over channel groups -----------------------------
def cols_plan(p, config) -> tuple[int, int, int] | str:
    """(VP positions per lane, K channels per warp, G warps = channel groups), or why softmax_cols does not
    apply. VP (config `vec`, halved) divides H*W so that a lane's positions are one aligned vector."""
    shape = p["shape"]
    if p["mode"] != "channel" or len(shape) != 4 or shape[2] * shape[3] == 1:
        return NOT_CHANNEL
    n, c, h, w = shape
    item = dtype_bytes(p["dtype"])
    vp = config["vec"]
    while vp > 1 and (h * w) % vp:
        vp //= 2
    g = min(config["warps"], c)
    k = ceil_div(c, g)
    return _too_big(k * vp * item, n * c * h * w, f"warps={g}, vec={vp}: {k} channels x {vp} positions per lane") \
        or (vp, k, g)


class SoftmaxCols(ChannelKernelRule):
    """Channel softmax as a TIRx kernel whose every load and store is coalesced: lane l of a block owns positions
    VP*l .. VP*l + VP - 1 of a 32*VP-position chunk of one n (a warp instruction: 32*VP*item contiguous bytes of
    one channel plane: one 128-byte line for VP = 2 fp16); warp w owns channels w, w + G, ... (K = C / G), X in
    registers. The max and the sum of a position are partial per warp, combined through shared memory (a [G, 32*VP]
    fp32 array each, one barrier each); the exps stay in registers (fp32) between the sum and Y.

    Why: softmax_warp's lanes run over channels, so each of its 16-byte accesses lands on its own 128-byte line
    (6272 bytes apart): on the H200 its split=1 (32 lines per warp instruction) took twice as long as split=2 (16
    lines): the load/store path pays per line, not per byte. Measured on the H200 (32x256x56x56 fp16): warps=8,
    vec=2 clearly ahead of softmax_warp; warps=16 slower, and vec=4 (98 registers) slower still (the numbers:
    reports/README.md and reports/h200/current.md). The default where softmax_warp's measured case lies (fp16,
    accurate); log-softmax and fp32 were not timed."""

    name = "softmax_cols"
    priority = 3  # ahead of softmax_warp where `prefer` says it was measured faster
    summary = ("channel softmax as a TIRx kernel: lanes along positions (coalesced vector loads/stores), warps over "
               "channel groups, X and the exps in registers, max / sum partials combined in shared memory")
    space = {"warps": [8, 16, 4], "vec": [2, 4, 8]}

    def plan(self, p, config):
        return cols_plan(p, config)

    def kernel(self, p, *plan):
        return cols_kernel(p, *plan)


def cols_kernel(p, VP: int, K: int, G: int):
    from tvm.script import tirx as T

    N, C, H, Wd = p["shape"]
    dt = p["dtype"]
    P = H * Wd
    CH = 32 * VP  # positions per block
    chunks = ceil_div(P, CH)
    blocks = N * chunks
    GUARD_P = P % CH != 0  # the last chunk of a plane has lanes past P (they load nothing, store nothing)
    load_max, exp_sum, store = channel_macros(VP, K, P, dt, p["algo"] == "log", C % G != 0 or GUARD_P,
                                              lambda k, w: k * G + w, lambda ch, ok: T.And(ch < C, ok))

    @T.macro
    def body(Xf, Yf, xr, er, mx, sm, rm, rs, base, w, lane, ok):
        load_max(Xf, xr, mx, base, w, ok)
        for e in T.unroll(VP):
            rm[w * CH + lane * VP + e] = mx[e]
        T.cuda.cta_sync()
        for e in T.unroll(VP):
            mx[e] = rm[lane * VP + e]
        for j in T.unroll(1, G):
            for e in T.unroll(VP):
                mx[e] = T.max(mx[e], rm[j * CH + lane * VP + e])
        exp_sum(xr, er, mx, sm)
        for e in T.unroll(VP):
            rs[w * CH + lane * VP + e] = sm[e]
        T.cuda.cta_sync()
        for e in T.unroll(VP):
            sm[e] = rs[lane * VP + e]
        for j in T.unroll(1, G):
            for e in T.unroll(VP):
                sm[e] = sm[e] + rs[j * CH + lane * VP + e]
        store(Yf, xr, er, mx, sm, base, w, ok)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, Wd), dt), Y: T.Buffer((N, C, H, Wd), dt)):
        T.device_entry()
        bx = T.cta_id([blocks])
        tx = T.thread_id([G * 32])
        xr = T.alloc_buffer((K * VP,), dt, scope="local")
        er = T.alloc_buffer((K * VP,), "float32", scope="local")
        mx = T.alloc_buffer((VP,), "float32", scope="local")
        sm = T.alloc_buffer((VP,), "float32", scope="local")
        rm = T.alloc_buffer((G * CH,), "float32", scope="shared")
        rs = T.alloc_buffer((G * CH,), "float32", scope="shared")
        Xf = T.decl_buffer((N * C * P,), dt, data=X.data)
        Yf = T.decl_buffer((N * C * P,), dt, data=Y.data)
        pos = T.meta_var(bx % chunks * CH + tx % 32 * VP)  # the lane's first position in the plane
        body(Xf, Yf, xr, er, mx, sm, rm, rs, bx // chunks * C * P + pos, tx // 32, tx % 32, pos < P)

    return main
