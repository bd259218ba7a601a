"""Implicit-GEMM convolution on Hopper's wgmma (rule `conv_wgmma`): the engine in rules/lib/wgmma.py, A gathered.

The convolution as a GEMM, Y[M = N*P*Q, K] = A[M, R*S*C] @ W[K, R*S*C]^T, in NHWC with a KRSC filter:
W is the K-major B operand as it lies in memory, and Y is C row-major. A is never written: the 16-byte
piece (row m, k step ks, chunk c) is 8 channels of one input pixel,
    n = m / (P*Q), p = m / Q % P, q = m % Q;  tap = ks*64 / C, r = tap / S, s = tap % S;
    X[n, p*stride_h - pad_top + r*dil_h, q*stride_w - pad_left + s*dil_w, ks*64 % C + 8c]
so a k step never straddles two taps when C % 64 == 0, and the zero padding is the cp.async zero-fill of
pieces that fall outside the image (nothing is read there). Bias and activation are applied to the fp32
accumulators before the fp16 (bf16) store (the fused epilogue).

NCHW with a KCRS filter (`nchw_operands`): the reduction runs in the filter's own (c, r, s) order, so B is the
filter's rows as they lie (cp.async, K-major). A's 8 elements of a piece lie H*W or a tap apart, so each thread
gathers its 32 (one pixel, 32 consecutive (c, r, s)) into registers with predicated plain loads, issues the step
before, and stores them into the same swizzled slots while the tensor cores run (gemm_body's a_elem), each load at a
constant offset from its pixel's window origin, which the thread computes once (`row_gather`). The k loop turns
in groups of R*S steps (gemm_body's k_unroll), in which every element's channel offset and tap are constants: one
load at an immediate offset each, behind one of R*S padding predicates. A 1x1 convolution at stride 1 whose planes
hold whole 8-byte pieces (P*Q % 4 == 0) is a GEMM over the pixels as they lie: A is copied by cp.async too,
MN-major, 16 bytes a copy where P*Q % 8 == 0 and 8 where not (14x14's 196 pixels). The output tile is staged
transposed and stored channel by channel along the pixels, Y[n, k, p, q], 16 bytes at a time when P*Q % 8 == 0 (8
when P*Q % 4 == 0). No split-K cluster. The copy form (`nchw_copy=1`, `nhwc_first`) transposes X (a
1x1 at a stride: only the pixels it reads) and a filter of several taps into NHWC workspaces first, then runs the
NHWC kernel with its own config. `auto`'s pick for NCHW: the H200 timed the gather 3x to 9x faster than the
CUDA-core kernels where both ran (3x3 C64 56x56: 41.7 us against 333), and an H100 timed both forms at the 22 NCHW
ResNet-50 layers: the default is the faster at each (`copies_first`).

C % 64 != 0 (`gathered`: the 3-channel stem), either layout: the reduction is C*R*S in the filter's own order,
zero-padded to whole k steps, and both operands are gathered through registers (a filter row of 147 elements does
not start on 16 bytes); `auto` takes it (ResNet-50's stem: 2.1x cuDNN on an H100). residual=true: the epilogue adds
R at each accumulator's element (NHWC, staged store: R's tile first copied into shared memory by 16-byte loads).

Applies to fp16 and bf16, groups = 1 and K % 64 == 0, on sm_90a, for algo=implicit_gemm and algo=auto (the fastest
algorithm tvmgen has there); other convolutions keep their rules
(conv_implicit_gemm's mma.sync engine for implicit_gemm, conv_direct for auto).
"""
from __future__ import annotations

import dataclasses
import math

from ...hardware import Arch
from ...ops.base import Operator
from ...ops.conv import geometry
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..lib import wgmma
from ..lib.tir import multiple_of


class ConvWGMMA(KernelRule):
    name = "conv_wgmma"
    summary = ("implicit GEMM on Hopper wgmma: NHWC input windows gathered by cp.async into swizzled shared memory "
               "(NCHW: through registers)")
    ops = ("conv2d",)
    needs = frozenset({"wgmma", "cp_async"})
    priority = 1
    # nchw_copy=1 (NCHW only): X (and a filter of more than one tap) transposed into NHWC / KRSC workspaces by a
    # kernel of their own, then the NHWC implicit GEMM with cp.async, Y stored NCHW; 0 gathers through registers.
    # a_regs: where A is gathered through registers, the k steps of them in flight (gemm_body's a_regs)
    space = {**wgmma.SPACE, "nchw_copy": [0, 1], "a_regs": [1, 2, 3, 4]}
    symbolic = ("input",)  # the batch may be a run-time size: GEMM rows N * P * Q, the last tile guarded

    def _fits(self, p: dict) -> str | None:
        if p.get("algo", "auto") not in ("auto", "implicit_gemm"):
            return f"algo={p.get('algo')}: conv_wgmma is an implicit GEMM"
        g = geometry(p)
        if p["dtype"] not in wgmma.ELEMENTS or g.groups != 1:
            return f"conv_wgmma needs {' or '.join(wgmma.ELEMENTS)} and groups=1"
        if g.k % 64:
            return f"conv_wgmma needs K a multiple of 64 (got K={g.k})"
        return None

    def _error(self, p: dict, config: dict, hw: Arch) -> str | None:
        g = geometry(p)
        if g.layout == "NCHW" and config.get("splits", 1) > 1:
            return f"layout NCHW: splits=1 (the split's store is NHWC's), got splits={config['splits']}"
        if g.layout == "NCHW" and not config.get("stage_c", 1):
            return "layout NCHW: stage_c=1 (Y is stored in NCHW order from the C tile staged in shared memory)"
        if gathered(g) and config.get("splits", 1) > 1:
            return f"C={g.c}: splits=1 (the filter is gathered where C % 64 != 0), got splits={config['splits']}"
        if config.get("nchw_copy") and (why := copy_error(g)):
            return why
        if (regs := config.get("a_regs", 1)) > 1:
            if not register_gathered(g, config):
                return f"a_regs={regs}: A gathered through registers (C % 64 != 0, or NCHW not copied nor pixel-major)"
            if regs > (dist := config["stages"] - 1 - config["depth"]):
                return f"a_regs={regs}: at most the prefetch distance stages - 1 - depth = {dist}"
        return self._fits(p) or wgmma.config_error(hw, g.k, reduction(g), config)

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        # NCHW is chosen: the H200 timed the gather 3x to 9x faster than conv_direct (and dlight) where both ran, and
        # the copy form is taken where the H100 timed it faster still. C % 64 != 0 (both operands gathered through
        # registers) too: the H100 timed ResNet-50's stem at 2.1x (NHWC) and 2.3x (NCHW) cuDNN, where conv_direct ran
        # at 0.55x on the H200
        return self._fits(p) is None and self._error(p, self.default(op, p, hw), hw) is None

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        g = geometry(p)
        m, n, k = g.gemm
        copy = copies_first(g)
        if register_gathered(g, {"nchw_copy": copy}):
            return nchw_config(hw, m, n)
        cfg = wgmma.default_config(hw, m, n, k, b_kmajor=True)
        if g.layout == "NCHW" and cfg.get("splits", 1) > 1:  # no split for NCHW: the deep unsplit tile instead
            cfg = {"bn": cfg["bn"], "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
        # the copy form runs the NHWC kernel on the copies: that kernel's own config
        return {**cfg, "nchw_copy": 1} if copy else cfg

    def run_time_config(self, op: Operator, p: dict, hw: Arch, config: dict) -> dict:
        # the copy form's workspaces are sized by the batch: by default a run-time batch keeps the register gather
        if config.get("nchw_copy") and config == self.default(op, p, hw):
            return nchw_config(hw, *geometry(p).gemm[:2])
        return config

    def uses(self, op: Operator, p: dict, config: dict, hw: Arch) -> frozenset[str]:
        return wgmma.features(self.needs, config if "splits" in config else self.default(op, p, hw))

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        return super().valid(op, p, config, hw) or self._error(p, config, hw)

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        if self._error(p, config, hw):
            return None
        return tvm.IRModule({"main": conv_kernel(p, config)})




def gathered(g) -> bool:
    """Channels that do not fill whole k steps (C % 64 != 0, the 3-channel stem): the reduction is C*R*S in the
    filter's own order, zero-padded to a multiple of 64, and both operands are gathered element by element through
    registers (a filter row of C*R*S elements need not start on a 16-byte boundary)."""
    return g.c % wgmma.BK != 0


def register_gathered(g, config: dict) -> bool:
    """Whether A is gathered element by element through registers (gemm_body's a_elem) under this config."""
    return gathered(g) or (g.layout == "NCHW" and not pixel_piece(g) and not config.get("nchw_copy"))


def reduction(g) -> int:
    """The GEMM's reduction length as the kernel runs it: C*R*S, padded to whole k steps where gathered."""
    k = g.cg * g.r * g.s
    return -(-k // wgmma.BK) * wgmma.BK if gathered(g) else k


def nchw_config(hw: Arch, m: int, n: int) -> dict:
    """The default where A is gathered (NCHW, or C % 64 != 0; an estimate, not yet measured on the H200): 128 x 128
    tiles (x 64 where K is not a multiple of 128), 4 stages, one wgmma group in flight while the next step's
    registers are stored; K is not split."""
    bn = 128 if n % 128 == 0 else 64
    return {"bn": bn, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}


def _epilogue(p: dict, g):
    """epi_rc of the convolution: E is (B, R), the bias and the residual (Y stands in for one the kernel does not
    take, never read). R is read at the output element the accumulator becomes: Y[0, row, col]
    of NHWC's [1, M, K] view, or the flat NCHW index nchw_operands' c_index gives."""
    from tvm.script import tirx as T

    c_index = nchw_operands(g, False)["c_index"] if g.layout == "NCHW" else None

    def epi(E, v, row, col, staged=None):  # staged: R's element as gemm_body's stage_e read it
        bias, res = E
        if p["bias"]:
            v = v + T.Cast("float32", bias[col])
        if p["residual"]:
            v = v + (staged if staged is not None else
                     T.Cast("float32", res[c_index(row, col)] if c_index else res[0, row, col]))
        return epilogue_te(p["activation"], v)

    return epi


def conv_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    g = geometry(p)
    M, N, K = g.gemm
    dt = p["dtype"]
    flip = p["mode"] == "convolution"
    config = dict(config)
    copy = config.pop("nchw_copy", 0)
    if g.layout == "NCHW":
        operands = nchw_operands(g, flip)
        y_shape = g.output_shape
        r_shape = (g.n * g.k * g.p * g.q,)  # read through c_index, as Y is stored
        if copy:  # the NHWC operands over the workspaces; Y still stored through c_index
            operands = {**{k: operands[k] for k in ("c_index", "c_elems", "c_vec")},
                        **dict(zip(("a_src", "a_ok", "b_src"), nhwc_operands(copied(g), flip)))}
    else:
        operands = (gathered_operands(g, flip, config) if gathered(g) else
                    dict(zip(("a_src", "a_ok", "b_src"), nhwc_operands(g, flip))))
        y_shape = r_shape = (1, M, N)  # Y [N, P, Q, K] is C[M, K]
    # NHWC's R is laid out as C: its tile is staged with coalesced loads (gemm_body's stage_e)
    stage_e = (lambda E: E[1]) if p["residual"] and g.layout == "NHWC" else None
    body = wgmma.gemm_body(M=M, N=N, K=reduction(g), batch=1, b_kmajor=True, epi_rc=_epilogue(p, g), dtype=dt,
                           stage_e=stage_e, **operands, **config)
    x_shape, w_shape = g.input_shape, g.filter_shape
    if copy:
        body = nhwc_first(g, dt, body)
    elif "a_row" in operands:
        body = flat_input(g, dt, body)

    if p["bias"] and p["residual"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), B: T.Buffer((g.k,), dt),
                 R: T.Buffer(r_shape, dt), Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, (B, R))
    elif p["residual"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), R: T.Buffer(r_shape, dt),
                 Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, (Y, R))
    elif p["bias"]:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), B: T.Buffer((g.k,), dt), Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, (B, Y))
    else:
        @T.prim_func
        def main(X: T.Buffer(x_shape, dt), W: T.Buffer(w_shape, dt), Y: T.Buffer(y_shape, dt)):
            body(X, W, Y, (Y, Y))

    return main


COPY_THREADS = 256
COPY_ELEMENTS = 4096  # about a copy block's tile: 16 loads in flight a thread, 8 KB of shared memory


def copy_tile(rows: int, cols: int) -> tuple[int, int, int]:
    """(tr, tc, pad): a copy block's tile of tr rows x tc columns of src [rows, cols], and the elements each of its
    rows is padded by in shared memory. Narrow sources (a filter's 9 taps, a 7x7 plane's 49 pixels) take whole rows,
    tr of them, so that the block reads one contiguous run and every lane has work (a 32 x 32 tile of 9 columns left
    23 of 32 lanes idle over 576 bytes a block); wider ones 64 x 64. The rows are padded to an odd number of 4-byte
    words (2-byte elements) so that a warp reading a column of the tile hits 32 banks."""
    tc = cols if cols <= 64 else 64
    tr = 32
    while tr * 2 * tc <= COPY_ELEMENTS and tr < rows:
        tr *= 2
    return tr, tc, (2 - tc % 4) % 4


def transpose_tiles(dt: str, batch: int, rows: int, cols: int, plane: int | None = None, src_col=None):
    """((tiles, batch), shared elements, a macro `one(src, dst, bid, bz, tile)`): src viewed [batch, rows, cols] (flat)
    written as dst [batch, cols, rows] (flat), tile `bid` of batch `bz` a block: it stages its tile (`copy_tile`) in
    shared memory, read along src's rows and written along dst's, both coalesced, each thread's loads of the tile in
    flight together; edges guarded. plane, src_col: src's rows hold `plane` elements, of which column c is element
    src_col(c) (a strided 1x1 convolution's copy takes the pixels its stride reads); by default the cols as they
    lie."""
    from tvm.script import tirx as T

    plane = cols if plane is None else plane
    at = src_col or (lambda c: c)
    tr, tc, pad = copy_tile(rows, cols)
    nr, nc = -(-rows // tr), -(-cols // tc)
    per = -(-tr * tc // COPY_THREADS)  # a thread's elements of the tile

    @T.macro
    def one(src, dst, bid, bz, tile):
        tx = T.thread_id([COPY_THREADS])
        row0, col0 = T.meta_var(bid // nc * tr), T.meta_var(bid % nc * tc)  # the tile's corner in src
        for i in T.unroll(per):
            e = T.meta_var(tx + COPY_THREADS * i)  # along src's rows
            r, c = T.meta_var(e // tc), T.meta_var(e % tc)
            if e < tr * tc and row0 + r < rows and col0 + c < cols:
                tile[r * (tc + pad) + c] = src[(bz * rows + row0 + r) * plane + at(col0 + c)]
        T.cuda.cta_sync()
        for i in T.unroll(per):
            e = T.meta_var(tx + COPY_THREADS * i)  # along dst's rows
            r, c = T.meta_var(e % tr), T.meta_var(e // tr)
            if e < tr * tc and col0 + c < cols and row0 + r < rows:
                dst[(bz * cols + col0 + c) * rows + row0 + r] = tile[r * (tc + pad) + c]

    return (nr * nc, batch), tr * (tc + pad), one


def transpose_kernel(dt: str, *shape, **where):
    """A macro `copy(src, dst)`: one kernel of `transpose_tiles(dt, *shape, **where)`, a block a tile."""
    from tvm.script import tirx as T

    (tiles, batch), shared, one = transpose_tiles(dt, *shape, **where)

    @T.macro
    def copy(src, dst):
        with T.attr({"tirx.device_entry": T.bool(True)}):
            bid, bz = T.cta_id([tiles, batch])
            tile = T.alloc_buffer((shared,), dt, scope="shared")
            one(src, dst, bid, bz, tile)

    return copy


def transpose_pair(dt: str, first: tuple, second: tuple):
    """A macro `copy(src_a, dst_a, src_b, dst_b)`: two transposes (`transpose_tiles`' shapes: (batch, rows, cols,
    plane, src_col)) in one kernel, the first's blocks then the second's: X's copy and the filter's share a launch,
    and neither waits for the other's tail."""
    from tvm.script import tirx as T

    (ta, ba), sa, one_a = transpose_tiles(dt, *first)
    (tb, bb), sb, one_b = transpose_tiles(dt, *second)

    @T.macro
    def copy(src_a, dst_a, src_b, dst_b):
        with T.attr({"tirx.device_entry": T.bool(True)}):
            b = T.cta_id([ta * ba + tb * bb])
            tile = T.alloc_buffer((max(sa, sb),), dt, scope="shared")
            if b < ta * ba:
                one_a(src_a, dst_a, b % ta, b // ta, tile)
            else:
                one_b(src_b, dst_b, (b - ta * ba) % tb, (b - ta * ba) // tb, tile)

    return copy


def sampled(g) -> bool:
    """A 1x1 convolution without padding at a stride over 1: its NHWC copy (`nhwc_first`) holds only the P x Q
    pixels the stride reads, a quarter of X's at stride 2 (the copy's writes, and X's rows the stride skips unread)."""
    return g.r == g.s == 1 and not any(g.pad) and g.stride != (1, 1)


def copied(g):
    """The geometry of the NHWC convolution `nhwc_first` runs over its copy of X: over a sampled copy a 1x1 at stride
    1 of the P x Q pixels; else g."""
    return dataclasses.replace(g, h=g.p, w=g.q, stride=(1, 1)) if sampled(g) else g


def nhwc_first(g, dt: str, body, y_back: bool = False):
    """nchw_copy=1: a macro `(X, W, Y, E)` that copies X [N, C, H, W] into an NHWC workspace (of the pixels the
    stride reads where `sampled`: `body` is then built for `copied(g)`) and (R*S > 1) the KCRS filter into a KRSC
    one, both in one kernel (`transpose_pair`), then runs `body` (the NHWC implicit GEMM whose output goes through
    NCHW's c_index) on them: two streaming passes over X instead of the register gather. y_back: `body` writes an
    NHWC workspace of Y instead (conv_wgmma_ws's TMA store), which a copy of its own transposes into Y [N, K, P, Q]."""
    from tvm.script import tirx as T

    hw, taps, pq = g.h * g.w, g.r * g.s, g.p * g.q
    (sh, sw), gx = g.stride, copied(g)
    x_shape = ((g.n, g.c, pq, hw, lambda c: c // g.q * sh * g.w + c % g.q * sw) if sampled(g)
               else (g.n, g.c, hw, None, None))
    # the copies in: X, and a filter of several taps in the same launch
    copy_in = (transpose_kernel(dt, *x_shape) if taps == 1
               else transpose_pair(dt, x_shape, (g.k, g.c, taps, None, None)))
    y_copy = transpose_kernel(dt, g.n, pq, g.k) if y_back else None
    nhwc_x, krsc = (g.n, gx.h, gx.w, g.c), (g.k, g.r, g.s, g.c)
    x_elems, w_elems = g.n * g.c * hw, g.k * g.c * taps

    # the flat views are named after the tensors they view (X_1 is X), as the manifest binds kernel arguments by name
    @T.macro
    def copies(X, W, Y, E):  # X copied into NHWC (the filter, R*S > 1, into KRSC in the same kernel), then body
        X_nhwc = T.alloc_buffer(nhwc_x, dt, scope="global")
        X_1 = T.decl_buffer((x_elems,), dt, data=X.data)
        X_nhwc_1 = T.decl_buffer((g.n * g.c * gx.h * gx.w,), dt, data=X_nhwc.data)
        if taps > 1:
            W_krsc = T.alloc_buffer(krsc, dt, scope="global")
            W_1 = T.decl_buffer((w_elems,), dt, data=W.data)
            W_krsc_1 = T.decl_buffer((w_elems,), dt, data=W_krsc.data)
            copy_in(X_1, X_nhwc_1, W_1, W_krsc_1)
            body(X_nhwc, W_krsc, Y, E)
        else:  # a 1x1 filter: KCRS and KRSC are the same bytes
            copy_in(X_1, X_nhwc_1)
            W_1 = T.decl_buffer(krsc, dt, data=W.data)
            body(X_nhwc, W_1, Y, E)

    @T.macro
    def run(X, W, Y, E):
        if y_copy is None:
            copies(X, W, Y, E)
        else:
            Y_nhwc = T.alloc_buffer((g.n, g.p, g.q, g.k), dt, scope="global")
            copies(X, W, Y_nhwc, E)
            Y_nhwc_1 = T.decl_buffer((g.n * pq * g.k,), dt, data=Y_nhwc.data)
            Y_1 = T.decl_buffer((g.n * pq * g.k,), dt, data=Y.data)
            y_copy(Y_nhwc_1, Y_1)

    return run


def flat_input(g, dt: str, body):
    """A macro `(X, W, Y, E)` that runs `body` on X viewed flat (gathered_operands' a_elem reads it at offsets from a
    window's origin)."""
    from tvm.script import tirx as T

    @T.macro
    def run(X, W, Y, E):
        X_1 = T.decl_buffer((g.n * g.h * g.w * g.c,), dt, data=X.data)  # named after X, as nhwc_first's views
        body(X_1, W, Y, E)

    return run


def window(g, m, r, s):
    """(n, h, w): the input pixel that output pixel m (of the N*P*Q) reads at filter tap (r, s); h and w lie outside
    the image where it reads the padding."""
    (sh, sw), (dh, dw) = g.stride, g.dilation
    return m // (g.p * g.q), m // g.q % g.p * sh - g.pad[0] + r * dh, m % g.q * sw - g.pad[2] + s * dw


def inside(g, h, w):
    from tvm.script import tirx as T

    return T.And(T.And(h >= 0, h < g.h), T.And(w >= 0, w < g.w))


def nhwc_operands(g, flip: bool, step: int = wgmma.BK, piece: int = 8):
    """(a_src, a_ok, b_src) of an NHWC convolution with a KRSC filter (this rule's, and int_conv2d's on the 8-bit
    engine): a k step is `step` channels of one tap (C % step == 0), a piece `piece` of them; the pieces outside the
    image are zero-filled (a_ok None without padding); flip: the filter's taps reversed (mode=convolution)."""
    def pixel(m, ks):  # (n, h, w, channel) of the first element of row m's k step ks
        tap = ks * step // g.c
        return (*window(g, m, tap // g.s, tap % g.s), ks * step % g.c)

    def a_src(X, bz, m, ks, c):
        n, h, w, ch = pixel(m, ks)
        return X.ptr_to([n, h, w, ch + c * piece])

    def a_ok(bz, m, ks, c):
        _, h, w, _ = pixel(m, ks)
        return inside(g, h, w)

    def b_src(W, bz, j, ks, c):
        tap = ks * step // g.c
        r, s = tap // g.s, tap % g.s
        if flip:
            r, s = g.r - 1 - r, g.s - 1 - s
        return W.ptr_to([j, r, s, ks * step % g.c + c * piece])

    return a_src, a_ok if any(g.pad) else None, b_src


def copy_error(g) -> str | None:
    """Why the copy form (nchw_copy=1) cannot serve this convolution, or None."""
    if g.layout != "NCHW" or gathered(g) or not isinstance(g.n, int):
        return "nchw_copy=1: an NCHW convolution with C % 64 == 0 and a static batch (workspaces)"
    if max(g.n * g.c * g.h * g.w, g.n * g.k * g.p * g.q) >= 2**31:
        return "nchw_copy=1: tensors under 2^31 elements (the copy kernels index in int32)"
    return None


def copies_first(g) -> bool:
    """Whether NCHW takes the copy form (nchw_copy=1) by default: where it can (copy_error) and the convolution is no
    GEMM over the pixels as they lie in 8- or 16-byte pieces (every 3x3 layer, every 1x1 layer at a stride, and every
    1x1 layer whose output planes P*Q are not a multiple of 4: 7x7's 49). Measured at the 22 NCHW ResNet-50 layers on
    an H100, the copy form beside the register gather: this picks the faster at each
    (reports/h100-80gb-hbm3/variants/2026-12-05-nchw-copy-vs-gather.json) but at the 1x1 layer at stride 2 onto a 28x28
    output, which gathered faster while its copy moved the whole of X: the copy now holds only the pixels the stride
    reads (`sampled`), a quarter of X's written and half its rows read. The 1x1 layers on 14x14 (196 pixels a plane)
    read X's planes in 8-byte pieces: 1.2-1.5x faster than through the copy on an H100
    (reports/h100-80gb-hbm3/variants/2026-12-07-nchw-pieces8.json)."""
    return copy_error(g) is None and not pixel_piece(g)


def pixel_major(g, piece: int = 8) -> bool:
    """An NCHW convolution that is a GEMM over pixels as they lie: 1x1, stride 1, no padding, whole k steps of
    channels, and whole pieces of `piece` pixels (P*Q % piece == 0) in every channel plane: 8 (16 bytes, what TMA and
    the 16-byte cp.async need) or 4 (8 bytes: conv_wgmma's cp.async of 8-byte pieces, for 14x14's 196 pixels)."""
    return (g.layout == "NCHW" and g.r == g.s == 1 and g.stride == (1, 1) and not any(g.pad)
            and g.p * g.q % piece == 0 and not gathered(g))


def pixel_piece(g) -> int:
    """The pixels of conv_wgmma's cp.async pieces of A where NCHW is a GEMM over the pixels as they lie
    (`pixel_major`): 8 (16 bytes) where the planes hold whole 16-byte pieces, 4 (8 bytes) where only 8-byte ones
    (14x14's 196 pixels); 0 where neither (7x7's 49: A gathered or copied)."""
    return math.gcd(g.p * g.q, 8) if pixel_major(g, 4) else 0


def gathered_operands(g, flip: bool, config: dict) -> dict:
    """gemm_body's operands for an NHWC convolution with C % 64 != 0: the reduction runs over f = (r, s, c) as a KRSC
    filter row lies, zero past C*R*S; element f of pixel m is X[n, p*sh - pad + r*dh, q*sw - pad + s*dw, c] and of
    filter row j is W[j, r, s, c] (the tap flipped for mode=convolution), both gathered through registers. Where the
    padded reduction is at most 16 steps the k loop turns once, its pipeline's drain included (the turns are the steps
    plus `config`'s prefetch distance), so that each element's tap and channel in A are constants (B's element depends
    on the thread: computed, on a few hundred bytes that stay in L1)."""
    from tvm.script import tirx as T

    crs = g.c * g.r * g.s
    BK = wgmma.BK
    steps = reduction(g) // BK

    def split(f):  # (r, s, c) of reduction index f
        return f // g.c // g.s, f // g.c % g.s, f % g.c

    a_row, a_elem = row_gather(g, split)

    def b_elem(W, bz, j, ks, e):
        f = ks * BK + e
        r, s, c = split(f)
        if flip:
            r, s = g.r - 1 - r, g.s - 1 - s
        return T.if_then_else(f < crs, W[j, r, s, c], T.Cast(W.dtype, 0))

    turns = steps + config["stages"] - 1 - config["depth"]
    return {"a_src": None, "b_src": None, "a_elem": a_elem, "a_row": a_row, "b_elem": b_elem,
            "k_unroll": turns if steps <= 16 else 1}


def row_gather(g, tap_of):
    """(a_row, a_elem) of a register-gathered A read from X viewed flat (`flat_input`), either layout: a_row gives
    GEMM row m's window origin (its flat offset, in 64 bits, and its first input row and column), computed once per
    thread; element f is then the load at the constant offset of its (r, s, c) = tap_of(f) (the input's tap and
    channel) from that origin, behind the tests that it lies inside the image, inside the reduction C*R*S (`gathered`)
    and in a row of the GEMM (the last tile's rows past M, where M is not whole tiles)."""
    from tvm.script import tirx as T

    (dh, dw), nhwc = g.dilation, g.layout == "NHWC"
    M, crs = g.n * g.p * g.q, g.c * g.r * g.s

    def within(t, origin, before, last, size):
        # origin + t in [0, size), where the origin (of a window: output row or column times the stride, less the
        # padding before) is at least -before and at most last - before: each side is tested only where the tap
        # offset t can cross it, so that an interior tap of the unrolled loop folds to no test at all
        return T.And(T.Or(t >= before, origin + t >= 0), T.Or(t + last - before < size, origin + t < size))

    def a_row(X, bz, m):
        n, h0, w0 = window(g, m, 0, 0)
        n = T.Cast("int64", n)
        return ((n * g.h + h0) * g.w + w0) * g.c if nhwc else (n * g.c * g.h + h0) * g.w + w0, h0, w0

    def a_elem(X, bz, m, ks, e, row):
        f = ks * wgmma.BK + e
        r, s, c = tap_of(f)
        ok = T.And(within(r * dh, row[1], g.pad[0], (g.p - 1) * g.stride[0], g.h),
                   within(s * dw, row[2], g.pad[2], (g.q - 1) * g.stride[1], g.w))
        if gathered(g):
            ok = T.And(f < crs, ok)
        if not multiple_of(M, wgmma.BM):
            ok = T.And(m < M, ok)
        off = (r * dh * g.w + s * dw) * g.c + c if nhwc else (c * g.h + r * dh) * g.w + s * dw
        return T.if_then_else(ok, X[row[0] + off], T.Cast(X.dtype, 0))

    return a_row, a_elem


def nchw_operands(g, flip: bool) -> dict:
    """gemm_body's operands for an NCHW input and KCRS filter, and the output stored as Y[n, k, p, q].
    pixel_major (a 1x1 convolution at stride 1): A is X's channel planes as they lie, MN-major (k row c, 8 pixels a
    piece, or 4 where the planes hold no whole 16 bytes), B the [K, C] filter K-major, both copied by cp.async.
    Else the reduction runs in the filter's own order, f = (c, r, s) flattened, so B is the filter's rows as they lie
    (cp.async, K-major); A is gathered element by element (a piece's 8 elements lie H*W or a tap apart): element f of
    pixel m is X[n, c, p*sh - pad + r*dh, q*sw - pad + s*dw] (the tap flipped for mode=convolution). The k loop turns
    in groups of R*S steps (k_unroll), so that within each the channel offset and tap of every element are constants:
    one predicated load at an immediate offset each. C % 64 != 0 (`gathered`): the reduction is padded to whole k
    steps and B is gathered too."""
    from tvm.script import tirx as T

    taps, pq = g.r * g.s, g.p * g.q
    crs = g.c * taps
    BK = wgmma.BK

    def c_index(m, n):
        return m // pq * (g.k * pq) + n * pq + m % pq

    # Y's planes of P*Q pixels: 16-byte stores where they hold whole pieces, else 8-byte ones (14x14's 196), pairs or
    # single elements along the pixels, a warp's side by side (8 elements a thread, 16 bytes apart, had taken the 14x14
    # and 7x7 layers 2-3x longer: 1x1 C256 -> 1024 on 14x14, 54.9 -> 20.7 us on an H100)
    out = {"c_index": c_index, "c_elems": g.n * g.k * pq, "c_vec": math.gcd(pq, 8)}
    if piece := pixel_piece(g):  # a piece never straddles two planes: P*Q % piece == 0

        def a_src(X, bz, c, ks, at):  # `piece` pixels (piece `at` of the flat N*P*Q) of channel ks * BK + c
            return X.ptr_to([at * piece // pq, ks * BK + c, at * piece % pq // g.w, at * piece % g.w])

        def b_src(W, bz, j, ks, c):
            return W.ptr_to([j, ks * BK + c * 8, 0, 0])

        return {**out, "a_src": a_src, "b_src": b_src, "a_kmajor": False, "a_piece": piece}

    def tap_of(f):  # the input's tap and channel of reduction index f = (c, r, s) (the filter's tap flipped)
        r, s = f % taps // g.s, f % g.s
        return (g.r - 1 - r, g.s - 1 - s, f // taps) if flip else (r, s, f // taps)

    a_row, a_elem = row_gather(g, tap_of)

    def b_src(W, bz, j, ks, c):  # 8 consecutive elements of filter row j in its (c, r, s) order
        f = ks * BK + c * 8
        return W.ptr_to([j, f // taps, f % taps // g.s, f % g.s])

    def b_elem(W, bz, j, ks, e):  # gathered: rows of C*R*S elements need not start on 16 bytes
        f = ks * BK + e
        return T.if_then_else(f < crs, W[j, f // taps, f % taps // g.s, f % g.s], T.Cast(W.dtype, 0))

    if gathered(g):
        return {**out, "a_src": None, "b_src": None, "a_elem": a_elem, "a_row": a_row, "b_elem": b_elem,
                "k_unroll": taps}
    return {**out, "a_src": None, "b_src": b_src, "a_elem": a_elem, "a_row": a_row, "k_unroll": taps}
