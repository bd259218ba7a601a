"""Direct convolution (rule `conv_direct`): output tiles over (channels, rows, columns), the input window and the
filter slice staged in shared memory, padding and epilogue fused: one kernel.

A thread block computes TK output channels x TP output rows x TQ output columns of one image. Each of the three
axes is split [vthreads, threads, inner] (knobs kv/kt/ki, pv/pt/pi, qv/qt/qi), so a thread holds
(kv*ki) x (pv*pi) x (qv*qi) fp32 accumulators in registers; vthreads interleave a thread's outputs at stride
`threads`, which keeps neighbouring threads on neighbouring addresses. NCHW puts columns on the fastest threads
(coalesced output rows), NHWC channels (the filter tile is then transposed in shared memory, K innermost).
The reduction over input channels runs in chunks of `rc`: per chunk the block copies, cooperatively, the input
window its outputs need (rows and columns with the filter's halo, stride and dilation; the TE pad stage is
inlined into this copy, so zero padding costs a predicate) and the TK x rc x R x S filter slice, then every
thread accumulates from shared memory. The epilogue (bias, activation, fp16 rounding) is inlined into the
register write-back. stage=0 drops the shared memory (registers only, global reads through L1); the rule falls
back to it when the tiles do not fit 48 KB or the input window's size would depend on the block (a K tile
straddling channel groups). min_blocks is the second number of __launch_bounds__.

Non-dividing sizes are handled by TIR's split predicates, so any valid convolution gets a correct kernel.
The knobs are data (`space`); `default()` picks a tile from the shape (whole channel groups per K tile,
enough blocks for the GPU). It takes algo=auto and algo=direct; the other algorithms are the rules
conv_implicit_gemm, conv_im2col and conv_winograd (conv2d's `algo` parameter picks one).
"""
from __future__ import annotations

import math

from ...ops.conv import geometry
from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes
from ..lib.tir import min_blocks_per_sm

_VT = [1, 2, 4, 8]  # vthreads per axis
_IN = [1, 2, 4, 8]  # outputs per thread per axis
_TH = list(range(1, 257))  # threads per axis (any count: the fused thread axis need not be a power of two)
MAX_ACCUMULATORS = 64  # fp32 accumulators per thread: more spills on sm_90 with the loads in flight


class ConvDirect(ScheduleRule):
    name = "conv_direct"
    summary = ("direct convolution: (K x P x Q) output tile per block, register tile per thread, input window "
               "and filter slice in shared memory per chunk of input channels, padding and epilogue fused")
    ops = ("conv2d",)
    space = {
        "kt": _TH, "kv": _VT, "ki": _IN,  # output channels: threads, vthreads, per-thread inner
        "pt": _TH, "pv": _VT, "pi": _IN,  # output rows
        "qt": _TH, "qv": _VT, "qi": _IN,  # output columns
        "rc": list(range(1, 65)),  # input channels per shared-memory stage
        "stage": [1, 0],  # 1: input window and filter slice in shared memory; 0: registers only
        "unroll": [256, 0, 64, 512, 1024],  # pragma_auto_unroll_max_step on the thread loop
        # __launch_bounds__(threads, min_blocks); 0 leaves the second number out. With threads alone, ptxas
        # (CUDA 13) sometimes caps registers low and spills a few bytes; a minimum of 2 blocks lets it pick.
        "min_blocks": [2, 1, 0, 3, 4],
    }

    def prefer(self, op, p, hw):
        return p.get("algo", "auto") in ("auto", "direct")

    # -- configuration ------------------------------------------------------------------------
    def default(self, op, p, hw):
        g = geometry(p)
        nhwc = g.layout == "NHWC"
        depthwise = g.cg == 1
        # 64-bit offsets take a register pair each: two blocks' worth of registers (128 a thread) spill there
        c = dict(kt=1, kv=1, ki=1, pt=1, pv=1, pi=1, qt=1, qv=1, qi=1, stage=1, unroll=256,
                 min_blocks=1 if op.wide(p) else 2)
        if not nhwc:
            # columns across threads (coalesced, conflict-free shared reads), rows and channels per thread
            c["qv"] = 2 if g.q >= 32 else 1
            c["qt"] = _fit(math.ceil(g.q / c["qv"]), 32)
            c["pi"] = 2 if g.p >= 4 else 1
            c["pt"] = _fit(math.ceil(g.p / c["pi"]), max(1, 128 // c["qt"]))
            if depthwise:
                c["kt"] = _fit(g.k, max(1, 256 // (c["qt"] * c["pt"])))
            else:
                c["ki"] = 8 if g.k >= 64 else 4 if g.k >= 16 else 1
                c["kt"] = _fit(math.ceil(g.k / c["ki"]), max(1, 256 // (c["qt"] * c["pt"])))
        else:
            # channels across threads (coalesced NHWC output; vthreads interleave a thread's channels),
            # a 2 x 4 spatial register tile per thread
            c["kt"] = _fit(g.k, 32) if g.k <= 32 else 16
            if not depthwise and g.k >= 2 * c["kt"]:
                c["kv"] = 4 if g.k >= 4 * c["kt"] else 2
            c["qi"] = 4 if g.q >= 8 else 2 if g.q >= 2 else 1
            c["pi"] = 2 if g.p >= 4 else 1
            spatial = max(1, 256 // c["kt"])
            c["qt"] = _fit(math.ceil(g.q / c["qi"]), min(8, spatial))
            c["pt"] = _fit(math.ceil(g.p / c["pi"]), max(1, spatial // c["qt"]))
        # enough blocks to fill the GPU (132 SMs, 2 blocks each) before large per-block K tiles: small images
        # and batches (1x1 spatial, batch 2) otherwise end up in a handful of blocks
        while _blocks(g, c) < 2 * hw.sms and (c["ki"] > 1 or c["kv"] > 1 or c["kt"] > 32):
            if c["kv"] > 1:
                c["kv"] //= 2
            elif c["ki"] > 1:
                c["ki"] //= 2
            else:
                c["kt"] = max(32, c["kt"] // 2)
        if g.groups > 1 and g.kg > 1:
            # a K tile of whole groups, or a divisor of a group: the input channels a block needs then form one
            # window of constant size (otherwise it depends on the block, and staging falls back to stage=0)
            c["ki"] = next(i for i in (8, 4, 2, 1) if i <= c["ki"] and g.kg % i == 0)
            c["kv"], c["kt"] = max(((v, t) for v in range(1, c["kv"] + 1) if v in _VT for t in range(1, c["kt"] + 1)
                                    if g.kg % (v * t * c["ki"]) == 0 or (v * t * c["ki"]) % g.kg == 0),
                                   key=lambda vt: (vt[0] * vt[1], vt[1]))
        c["rc"] = _chunk(g.cg, 8 if g.r * g.s > 1 else 16)
        while c["rc"] > 1 and shared_bytes(g, c, _itemsize(p)) > hw.default_shared_per_block:
            c["rc"] //= 2
        while shared_bytes(g, c, _itemsize(p)) > hw.default_shared_per_block and c["pt"] > 1:
            c["pt"] = max(1, c["pt"] // 2)
        if shared_bytes(g, c, _itemsize(p)) > hw.default_shared_per_block:
            c["stage"] = 0
        return c

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why:
            return why
        g = geometry(p)
        cfg = self.fill(op, p, hw, config)
        threads = cfg["kt"] * cfg["pt"] * cfg["qt"]
        if threads > hw.max_threads_per_block:
            return f"kt*pt*qt = {threads} threads per block, over {hw.max_threads_per_block}"
        acc = (cfg["kv"] * cfg["ki"]) * (cfg["pv"] * cfg["pi"]) * (cfg["qv"] * cfg["qi"])
        if acc > MAX_ACCUMULATORS:
            return f"(kv*ki)*(pv*pi)*(qv*qi) = {acc} accumulators per thread, over {MAX_ACCUMULATORS}"
        if cfg["stage"]:
            smem = shared_bytes(g, cfg, _itemsize(p))
            if smem > hw.default_shared_per_block:
                return (f"rc={cfg['rc']}: shared tiles take {smem} bytes, over {hw.default_shared_per_block} "
                        "(lower rc or the tile)")
        return None

    # -- schedule ------------------------------------------------------------------------------
    def apply(self, mod, op, p, config, hw):
        import tvm

        if p.get("algo", "auto") not in ("auto", "direct"):
            return None  # the other algorithms have their own rules (conv_implicit_gemm, conv_im2col, ...)
        g = geometry(p)
        cfg = self.fill(op, p, hw, config)
        sch = tvm.s_tir.Schedule(mod)
        epi = op.has_epilogue(p)
        conv = sch.get_sblock("Y_acc" if epi else "Y")
        nhwc = g.layout == "NHWC"

        loops = sch.get_loops(conv)
        if nhwc:
            n, pp, qq, kk, rr, rs, rc = loops
        else:
            n, kk, pp, qq, rc, rr, rs = loops
        kb, kv, kt, ki = sch.split(kk, [None, cfg["kv"], cfg["kt"], cfg["ki"]])
        pb, pv, pt, pi = sch.split(pp, [None, cfg["pv"], cfg["pt"], cfg["pi"]])
        qb, qv, qt, qi = sch.split(qq, [None, cfg["qv"], cfg["qt"], cfg["qi"]])
        rco, rci = sch.split(rc, [None, cfg["rc"]])
        if nhwc:
            blocks, vthreads, threads, inner = [n, pb, qb, kb], [pv, qv, kv], [pt, qt, kt], [pi, qi, ki]
            red = [rco, rr, rs, rci]
        else:
            blocks, vthreads, threads, inner = [n, kb, pb, qb], [kv, pv, qv], [kt, pt, qt], [ki, pi, qi]
            red = [rco, rci, rr, rs]
        sch.reorder(*blocks, *vthreads, *threads, *red, *inner)
        bx = sch.fuse(*blocks)
        sch.bind(bx, "blockIdx.x")
        for v, tag in zip(vthreads, ("vthread.z", "vthread.y", "vthread.x")):
            sch.bind(v, tag)
        tx = sch.fuse(*threads)
        sch.bind(tx, "threadIdx.x")
        nthreads = cfg["kt"] * cfg["pt"] * cfg["qt"]
        if cfg["unroll"]:
            sch.annotate(tx, ann_key="pragma_auto_unroll_max_step", ann_val=cfg["unroll"])
            sch.annotate(tx, ann_key="pragma_unroll_explicit", ann_val=1)

        # registers -> global write-back, with the epilogue (bias, activation, cast) inlined into it
        l2g = sch.cache_write(conv, 0, "local")
        sch.reverse_compute_at(l2g, tx, preserve_unit_loops=True)
        if epi:
            sch.reverse_compute_inline(sch.get_sblock("Y"))

        if cfg["stage"]:
            smem = 0
            for idx in (0, 1):  # X (or X_pad), then W
                blk = sch.cache_read(conv, idx, "shared")
                nl = len(sch.get_loops(blk))
                sch.compute_at(blk, rco, preserve_unit_loops=True)
                tile = sch.get_loops(blk)[-nl:]
                extents = [sch.get(lp).extent for lp in tile]
                if not all(isinstance(e, tvm.tirx.IntImm) for e in extents):
                    # the window's size depends on the block (a K tile straddling channel groups): no staging
                    return self.apply(mod, op, p, {**cfg, "stage": 0}, hw)
                smem += math.prod(int(e) for e in extents) * _itemsize(p)
                fused = sch.fuse(*tile)
                _, ltx = sch.split(fused, [None, nthreads])
                sch.bind(ltx, "threadIdx.x")
                if idx == 1 and nhwc:  # KRSC filter read across threads along K: put K innermost
                    sch.transform_layout(blk, ("write", 0), lambda k, r, s, c: (r, s, c, k))
            if smem > hw.default_shared_per_block:  # the estimate of valid() was short (grouped K tiles): no staging
                return self.apply(mod, op, p, {**cfg, "stage": 0}, hw)
        if g.staged:
            sch.compute_inline(sch.get_sblock("X_pad"))
        sch.decompose_reduction(conv, rco)
        return min_blocks_per_sm(sch.mod, cfg["min_blocks"])


def shared_bytes(g, cfg: dict, itemsize: int) -> int:
    """Upper bound of the shared memory one block uses: the input window and the filter slice of a chunk."""
    tk = cfg["kv"] * cfg["kt"] * cfg["ki"]
    tp = cfg["pv"] * cfg["pt"] * cfg["pi"]
    tq = cfg["qv"] * cfg["qt"] * cfg["qi"]
    tk, tp, tq = min(tk, g.k), min(tp, g.p), min(tq, g.q)
    rc = min(cfg["rc"], g.cg)
    (fh, fw), (hs, ws) = g.fold, g.staged_hw
    rows = min((tp - 1) * (1 if fh else g.stride[0]) + (g.r - 1) * g.dilation[0] + 1, hs)
    cols = min((tq - 1) * (1 if fw else g.stride[1]) + (g.s - 1) * g.dilation[1] + 1, ws)
    if g.groups == 1:
        chans = rc
    else:  # a K tile spans whole groups; the window covers every channel between its first and last group
        spanned = min(g.groups, (tk - 1) // g.kg + 2)
        chans = min(g.c, (spanned - 1) * g.cg + rc)
    return itemsize * (chans * rows * cols + tk * rc * g.r * g.s)


def _blocks(g, cfg: dict) -> int:
    tk = cfg["kv"] * cfg["kt"] * cfg["ki"]
    tp = cfg["pv"] * cfg["pt"] * cfg["pi"]
    tq = cfg["qv"] * cfg["qt"] * cfg["qi"]
    return g.n * math.ceil(g.k / tk) * math.ceil(g.p / tp) * math.ceil(g.q / tq)


def _itemsize(p: dict) -> int:
    return dtype_bytes(p["dtype"])


def _chunk(extent: int, most: int) -> int:
    """Reduction chunk: all of `extent` when it fits, else its largest divisor in most/2..most, else `most`."""
    if extent <= most:
        return extent
    return next((d for d in range(most, most // 2, -1) if extent % d == 0), most)


def _fit(extent: int, most: int) -> int:
    """Thread count in 1..most covering `extent` with the least idle lanes (ties: more threads)."""
    most = max(1, min(most, extent))
    lo = max(1, most // 2)
    return min(range(lo, most + 1), key=lambda t: (math.ceil(extent / t) * t - extent, -t))


