"""Implicit-GEMM convolution on the TMA GEMM (rule `conv_wgmma_ws`): rules/lib/wgmma_ws.py's warp-specialized,
persistent kernel, A loaded by TMA's im2col mode.

NHWC with a KRSC filter is the GEMM Y[M = N*P*Q, K] = A[M, R*S*C] @ W[K, R*S*C]^T, as in conv_wgmma; here no thread
computes an address. The launcher builds a 4-D im2col map over X (C, W, H, N): one copy brings the 128 x 64 tile of
A for a k step, 64 channels of 128 consecutive output pixels' windows at one filter tap. The copy engine walks the
pixels through the bounding box of window origins (lower corner -pad, upper corner pad_hi - dilation * (taps - 1),
stepped by the stride), from image to image, and zero-fills what falls outside X: the padding, and the rows past
the last image. The tap is the copy's im2col offset (s * dil_w, r * dil_h); the channel chunk its C coordinate.
The filter is B as it lies (K-major [K, R*S*C], a 3-D tiled map), Y is C ([N*P*Q, K], stored by TMA), and the bias
and activation are the epilogue on the fp32 accumulators. A residual R (laid out as Y) comes by TMA into Y's staging
under each tile's k loop and is added after the bias, before the activation.

NCHW where the convolution is a GEMM over the pixels as they lie (`pixel_major`: 1x1, stride 1, no padding,
P*Q % 8 == 0) and the batch is static: image n's Y[n] [K, P*Q] = W [K, C] @ X[n] [C, P*Q], a batched GEMM whose A (the
filter, tiled map over W) is the same for every batch (a_batched=False), B is X's channel planes as they lie (N-major,
a tiled map over X) and C is Y's (TMA-stored); the bias is a vector over the GEMM's rows (epi_row). No copy, no
gather: conv_wgmma's NCHW form at those layers copies A with cp.async from every thread. Any other NCHW convolution
(C % 64 == 0, a static batch, no residual) goes through NHWC copies (conv_wgmma's `nhwc_first` with y_back): X
(a 1x1 at a stride: the pixels it reads, then a 1x1 at stride 1 over them) and a filter of several taps transposed
into workspaces by one kernel, the NHWC kernel's maps over them, Y transposed back from a workspace of its own,
unless store=direct (the default there): the epilogue writes each element of Y where it lies, and the Y workspace
and its copy back go. A TMA store cannot, since a channel plane of the 7x7 and 14x14 layers (49 or 196 pixels) is
no whole number of 16 bytes, the stride a tensor map needs.

Why: conv_wgmma has every thread issue 16-byte cp.async copies and wait at a block barrier each k step; on the few
tiles of ResNet-50's 14x14 and 7x7 layers (M = 1568 or 6272) that left the 3x3 layers at 0.6-0.9x cuDNN, where the
TMA GEMM at the same GEMM shapes ran 1.2-1.35x faster than conv_wgmma (reports/README.md).

Applies to fp16 and bf16 NHWC, groups = 1, C % 64 == 0 (a k step within one tap), K % 8 == 0 (TMA's 16-byte row
strides), strides up to 8 and paddings up to 127 (the map's limits); the batch may be a run-time size. The chain
prefers it ahead of conv_wgmma wherever its tiles fill half the SMs or more and there is no residual (`prefer`);
below that conv_wgmma's K split over a cluster stays. Opt-in, for a static batch: `splits` splits K over a cluster,
each block one tile (an H100 timed it 8% faster at one layer, no faster or slower at the others); `stream_k` shares
the tiles' k steps evenly between one block a SM (slower at each of the six layers an H100 timed); `depth` keeps more
k steps of wgmma in flight (within 3% where timed; reports/README.md). NCHW is preferred where an H100 timed it
faster than conv_wgmma's NCHW forms (`prefer`).
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import Operator, ParamError
from ...ops.conv import geometry
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..lib import wgmma, wgmma_ws
from .kernel_wgmma import copied, copy_error, nhwc_first, pixel_major

MAX_STRIDE = 8  # cuTensorMapEncodeIm2col's element strides
CORNER = 2**7  # its bounding-box corners of a 4-D map lie in [-128, 127]
CONFIG = ("bn", "stages", "group_m", "store", "c_pieces", "splits", "stream_k", "depth", "cluster", "share", "arrive",
          "tail")


class ConvWGMMAWS(KernelRule):
    name = "conv_wgmma_ws"
    summary = ("implicit GEMM on the TMA GEMM: A by TMA's im2col mode from a producer warpgroup, two wgmma "
               "consumers, persistent tiles, TMA store (NHWC; NCHW as a batched GEMM or on NHWC copies; sm_90a)")
    ops = ("conv2d",)
    needs = frozenset({"wgmma", "tma"})
    priority = 2
    # store=direct only for NCHW through copies (`config_problem`), where it writes Y as it lies instead of a copy
    # back; a cluster shares A (two tile-columns of one tile-row), not B: the pair of tile-rows that B multicast takes
    # needs A's rows of both, which one im2col box does not hold
    space = {**{k: wgmma_ws.SPACE[k] for k in CONFIG}, "share": ["a"]}
    symbolic = ("input",)  # the batch may be a run-time size: the maps' N and M, the tile count follow it

    def _fits(self, p: dict) -> str | None:
        if p.get("algo", "auto") not in ("auto", "implicit_gemm"):
            return f"algo={p.get('algo')}: conv_wgmma_ws is an implicit GEMM"
        g = geometry(p)
        if p["dtype"] not in wgmma.ELEMENTS or g.groups != 1:
            return f"conv_wgmma_ws needs {' or '.join(wgmma.ELEMENTS)} and groups=1"
        if batched(g):
            return None  # the batched GEMM over the pixels as they lie
        if g.layout == "NCHW" and (why := copy_error(g) or (p["residual"] and "a residual (R is no NHWC tile)")):
            return (f"conv_wgmma_ws takes NCHW as a batched GEMM where it is one over the pixels as they lie (1x1, "
                    f"stride 1, no padding, P*Q % 8 == 0, a static batch), else through NHWC copies: {why}")
        if g.c % wgmma.BK or g.k % 8:
            return f"conv_wgmma_ws needs C a multiple of {wgmma.BK} and K of 8 (got C={g.c}, K={g.k})"
        if max(g.stride) > MAX_STRIDE:
            return f"stride {g.stride}: the im2col map steps at most {MAX_STRIDE}"
        if not all(-CORNER <= v < CORNER for v in (*lower(g), *upper(g))):
            return f"pad {g.pad}: the im2col map's box corners lie in [-{CORNER}, {CORNER - 1}]"
        return None

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        # An H100 timed it at the 22 NHWC ResNet-50 layer shapes (batch 32) beside conv_wgmma: faster at 19, within
        # 3% at the others. Where conv_wgmma would split K over a cluster (few tiles: small batches) it keeps that.
        # A residual stays on conv_wgmma: alone (L2 flushed) R by TMA ran 1.08-1.31x faster, but in ResNet-50 from
        # C++ the same layers took 2-21% longer, 1.068 against 1.041 ms a batch-32 pass (an H100, A/B in one run,
        # reports/README.md): R's load waits for the last tile's store and is exposed where K is a k step or two.
        # NCHW, the same H100 beside conv_wgmma at the 22 NCHW layers (variants/2026-12-06-nchw-tma.json): the batched
        # GEMM 8-22% faster where K >= 128 and C <= 256 (1x1 C64 -> 256 and C256 -> 128 on 56x56, C128 -> 512 on
        # 28x28), 2-19% slower at K = 64 or C = 512; through copies 2-22% faster (one tie) where the reduction C*R*S
        # is 2048 or more (the 3x3 C512 layers 19-22%: the faster k loop pays for the Y copy), 4-59% slower below.
        # Re-timed with the copies as they are now (Y written as it lies, tiles fitted to the copies' shapes), both
        # rules beside each other at the 15 layers through copies (variants/2026-12-07-nchw-tma-copies.json): 6-24%
        # faster at the five of C*R*S >= 2048, 4-26% slower at nine of the ten below (a tie at the tenth): the line
        # stands.
        g = geometry(p)
        m, n, _, batch = gemm_of(g)
        if self._fits(p) or p["residual"] or -(-m // wgmma.BM) * -(-n // 64) * batch <= hw.sms // 2:
            return False
        if g.layout == "NCHW" and not (g.k >= 128 and g.c <= 256 if batched(g) else g.c * g.r * g.s >= 2048):
            return False
        return self.valid(op, p, {}, hw) is None

    def run_time_config(self, op: Operator, p: dict, hw: Arch, config: dict) -> dict:
        if config.get("splits", 1) > 1:
            raise ParamError("config: splits > 1 gives each block one tile of a static batch; a run-time batch takes 1")
        if config.get("stream_k", 0):
            raise ParamError("config: stream_k=1 shares a static batch's k steps (its workspace sized by them); a "
                             "run-time batch takes 0")
        if config.get("cluster", 1) > 1:
            raise ParamError("config: cluster=2 pairs the tiles of a static batch; a run-time batch takes cluster=1")
        return config

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        g = geometry(p)
        # through the NHWC copies Y is written as it lies: an H100 timed it 3-11% faster than the Y workspace and its
        # copy back at the five NCHW layers where auto takes the copies (variants/2026-12-07-nchw-direct.json)
        store = "direct" if g.layout == "NCHW" and not batched(g) else "tma"
        cfg = wgmma_ws.default_config(hw, *gemm_of(g), store=store)
        return {key: cfg[key] for key in CONFIG if key in cfg}

    def fill(self, op: Operator, p: dict, hw: Arch, given: dict) -> dict:
        cfg = super().fill(op, p, hw, given)
        if "stages" not in given:
            cfg["stages"] = wgmma_ws.stages_for(hw, cfg["bn"], cfg.get("store", "tma"),
                                                cfg.get("c_pieces", wgmma_ws.OPTIONAL["c_pieces"]),
                                                wgmma_ws.cluster_blocks(cfg))
        return cfg

    def uses(self, op: Operator, p: dict, config: dict, hw: Arch) -> frozenset[str]:
        return wgmma_ws.features(self.needs, config)

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        return super().valid(op, p, config, hw) or self.config_problem(p, self.fill(op, p, hw, config), hw)

    def config_problem(self, p: dict, cfg: dict, hw: Arch) -> str | None:
        """Why gemm_ws cannot build this convolution under the whole config `cfg`, or None. A run-time batch takes
        no K split, stream-K or cluster (each pairs or shares the tiles of a known count)."""
        g = geometry(p)
        static = isinstance(g.n, int)
        off = wgmma_ws.OPTIONAL
        by_count = [k for k in ("splits", "stream_k", "cluster") if cfg.get(k, off[k]) != off[k]]
        m, n, k, batch = gemm_of(g)
        return (self._fits(p) or wgmma_ws.config_error(hw, n, k, cfg, p["dtype"], not batched(g))
                or (wgmma_ws.split_error(hw, m, n, k, cfg, batch) if static else None) or wgmma_ws.stream_k_error(cfg)
                or (None if static or not by_count else f"{', '.join(by_count)}: a static batch")
                or (cfg.get("cluster", off["cluster"]) > 1 and cfg.get("share", off["share"]) != "a"
                    and "cluster=2 shares A here (share=a)") or None
                or (p["residual"] and wgmma_ws.residual_error(cfg)) or None
                or (cfg.get("store", "tma") == "direct" and (g.layout != "NCHW" or batched(g))
                    and "store=direct writes an NCHW Y as it lies, where it goes through NHWC copies; elsewhere Y is "
                        "stored by TMA") or None)

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        # a whole config as given (a run-time batch has no default of its own: the plan took the representative's)
        cfg = config if set(self.space) - set(wgmma_ws.OPTIONAL) <= set(config) else self.fill(op, p, hw, config)
        if self.config_problem(p, cfg, hw):
            return None
        return tvm.IRModule({"main": conv_kernel(p, cfg, hw)})


def batched(g) -> bool:
    """NCHW run as the batched GEMM Y[n] = W @ X[n] over the pixels as they lie (else NHWC's, on copies for NCHW)."""
    return g.layout == "NCHW" and pixel_major(g) and isinstance(g.n, int)


def gemm_of(g) -> tuple:
    """(M, N, K, batch) of the GEMM the kernel runs: NHWC's Y [N*P*Q, K] in one (NCHW's copies too), or NCHW's
    Y[n] [K, P*Q] a batch (`batched`)."""
    if batched(g):
        return g.k, g.p * g.q, g.c, g.n
    return (*g.gemm, 1)


def lower(g) -> tuple[int, int]:
    """The im2col bounding box's lower corner (W, H): the first window's origin."""
    return -g.pad[2], -g.pad[0]


def upper(g) -> tuple[int, int]:
    """Its upper corner (W, H): the last window origin lies at W - 1 + upper (cuTensorMapEncodeIm2col's convention),
    so that the box spans W + pad_lo + pad_hi - dilation * (taps - 1) origins, which the stride steps Q (P) times."""
    return g.pad[3] - g.dilation[1] * (g.s - 1), g.pad[1] - g.dilation[0] * (g.r - 1)


def conv_kernel(p: dict, config: dict, hw: Arch):
    from tvm.script import tirx as T

    g = geometry(p)
    M, N, K = g.gemm
    dt = p["dtype"]
    e = 2
    flip = p["mode"] == "convolution"
    dh, dw = g.dilation
    PQ = g.p * g.q
    as_batch = batched(g)
    # NCHW through copies: A's map lies over X's NHWC copy, a sampled one's a 1x1 at stride 1 (conv_wgmma's `copied`)
    ga = copied(g) if g.layout == "NCHW" and not as_batch else g
    sh, sw = ga.stride

    def a_im2col(ks, m0):  # k step ks of rows m0..: (c, w, h, n) of row m0's window origin, the tap's (w, h) offset
        tap = ks * wgmma.BK // g.c
        r, s = tap // g.s, tap % g.s
        if flip:
            r, s = g.r - 1 - r, g.s - 1 - s
        coords = (ks * wgmma.BK % g.c, m0 % g.q * sw - g.pad[2], m0 // g.q % g.p * sh - g.pad[0], m0 // PQ)
        return coords, (T.Cast("uint16", s * dw), T.Cast("uint16", r * dh))

    def epi(E, v, col, r=None):  # r: R's element (residual=true), staged by the kernel
        v = v + T.Cast("float32", E[col]) if p["bias"] else v
        return epilogue_te(p["activation"], v + r if r is not None else v)

    # NCHW through copies with store=direct: the epilogue writes Y [N, K, P, Q] as it lies, no copy back
    y_direct = g.layout == "NCHW" and not as_batch and config.get("store") == "direct"

    def y_at(b, row, col):  # Y's flat index of GEMM row (pixel) `row`, column (channel) `col`
        return (T.Cast("int64", row // PQ) * g.k + col) * PQ + row % PQ

    if as_batch:  # Y[n] [K, P*Q] = W [K, C] @ X[n] [C, P*Q]: one A for the batch, the bias by row
        body, maps, grid = wgmma_ws.kernel(hw, config, *gemm_of(g), b_kmajor=False, dtype=dt, epi=epi,
                                           residual=p["residual"], a_batched=False, epi_row=True)
    else:
        body, maps, grid = wgmma_ws.kernel(hw, config, M, N, K, b_kmajor=True, dtype=dt, epi=epi, a_im2col=a_im2col,
                                           residual=p["residual"], c_at=y_at if y_direct else None)
        a_map = wgmma_ws.im2col_args([g.c, ga.w, ga.h, g.n], [g.c * e, ga.w * g.c * e, ga.h * ga.w * g.c * e],
                                     list(lower(ga)), list(upper(ga)), [1, sw, sh, 1], maps["a_rows"])

    @T.macro
    def entry(X, W, Y, E, R):  # R: the residual (Y stands in where there is none)
        A_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        B_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        if as_batch:
            T.call_packed("runtime.cuTensorMapEncodeTiled", A_map, dt, 3, W.data, *maps["a"])
            T.call_packed("runtime.cuTensorMapEncodeTiled", B_map, dt, 3, X.data, *maps["b"])
        else:
            T.call_packed("runtime.cuTensorMapEncodeIm2col", A_map, dt, 4, X.data, *a_map)
            T.call_packed("runtime.cuTensorMapEncodeTiled", B_map, dt, 3, W.data, *maps["b"])
        C_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", C_map, dt, 3, Y.data, *maps["c"])
        if y_direct:  # Y written element by element at y_at's flat indices (C_map then goes unused)
            Y_1 = T.decl_buffer((g.n * g.k * PQ,), dt, data=Y.data)
            body(A_map, B_map, C_map, Y_1, E, grid)
        elif p["residual"]:
            R_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
            T.call_packed("runtime.cuTensorMapEncodeTiled", R_map, dt, 3, R.data, *maps["r"])
            body(A_map, B_map, C_map, Y, E, grid, R_map)
        else:
            body(A_map, B_map, C_map, Y, E, grid)

    if g.layout == "NCHW" and not as_batch:  # through NHWC copies, Y's copied back (no residual: R is never read)
        nhwc = entry

        @T.macro
        def on_copies(X, W, Y, E):
            nhwc(X, W, Y, E, Y)

        copies = nhwc_first(g, dt, on_copies, y_back=not y_direct)

        @T.macro
        def entry(X, W, Y, E, R):
            copies(X, W, Y, E)

    x_shape, w_shape, y_shape = g.input_shape, g.filter_shape, g.output_shape
    if p["bias"] and p["residual"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), B: T.Buffer((g.k,), dt),
                 R: T.Buffer(y_shape, dt), Y: T.Buffer(y_shape, dt)):
            entry(X, W, Y, B, R)
    elif p["residual"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), R: T.Buffer(y_shape, dt),
                 Y: T.Buffer(y_shape, dt)):
            entry(X, W, Y, Y, R)
    elif p["bias"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), B: T.Buffer((g.k,), dt),
                 Y: T.Buffer(y_shape, dt)):
            entry(X, W, Y, B, Y)
    else:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), Y: T.Buffer(y_shape, dt)):
            entry(X, W, Y, Y, Y)

    return main

