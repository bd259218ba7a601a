"""2-D convolution (cuDNN's cudnnConvolutionForward, plus a fused bias + activation epilogue)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .base import DTYPE_PARAM, Operator, Param, ParamError, TensorSpec
from .gemm import epilogue_np
from .tensors import wide_te

LAYOUTS = ("NCHW", "NHWC")
MODES = ("cross_correlation", "convolution")
ACTIVATIONS = ("none", "relu", "sigmoid", "tanh")
# cuDNN's cudnnConvolutionFwdAlgo_t, the ones tvmgen has: each is its own schedule rule (conv_<algo>)
ALGOS = ("auto", "direct", "implicit_gemm", "im2col", "winograd")
# Winograd F(2x2, 3x3) (Lavin & Gray 2015): Y = A^T [(G g G^T) * (B^T d B)] A on 4x4 input tiles, 2x2 outputs
WINO_M, WINO_R = 2, 3
WINO_ALPHA = WINO_M + WINO_R - 1  # 4
WINO_BT = ((1, 0, -1, 0), (0, 1, 1, 0), (0, -1, 1, 0), (0, 1, 0, -1))  # B^T, 4 x 4
WINO_G = ((1, 0, 0), (0.5, 0.5, 0.5), (0.5, -0.5, 0.5), (0, 0, 1))  # G, 4 x 3
WINO_AT = ((1, 1, 1, 0), (0, 1, -1, -1))  # A^T, 2 x 4


@dataclass(frozen=True)
class Geometry:
    """Every size of one convolution, read off validated parameters."""

    layout: str
    n: int
    c: int
    h: int
    w: int
    k: int
    r: int
    s: int
    groups: int
    stride: tuple[int, int]  # (height, width)
    dilation: tuple[int, int]  # (height, width)
    pad: tuple[int, int, int, int]  # (top, bottom, left, right)
    p: int  # output height
    q: int  # output width

    @property
    def cg(self) -> int:
        """Input channels per group (the filter's channel dim)."""
        return self.c // self.groups

    @property
    def kg(self) -> int:
        """Output channels per group."""
        return self.k // self.groups

    @property
    def padded(self) -> bool:
        return any(self.pad)

    @property
    def input_shape(self) -> tuple[int, int, int, int]:
        return (self.n, self.c, self.h, self.w) if self.layout == "NCHW" else (self.n, self.h, self.w, self.c)

    @property
    def filter_shape(self) -> tuple[int, int, int, int]:
        return (self.k, self.cg, self.r, self.s) if self.layout == "NCHW" else (self.k, self.r, self.s, self.cg)

    @property
    def output_shape(self) -> tuple[int, int, int, int]:
        return (self.n, self.k, self.p, self.q) if self.layout == "NCHW" else (self.n, self.p, self.q, self.k)

    @property
    def gemm(self) -> tuple[int, int, int]:
        """(M, N, K) of the convolution seen as a GEMM: N*P*Q output pixels x K filters over C/groups*R*S."""
        return self.n * self.p * self.q, self.k, self.cg * self.r * self.s

    @property
    def tiles(self) -> tuple[int, int]:
        """Winograd F(2x2, 3x3): 2x2 output tiles per image, (rows, columns)."""
        return -(-self.p // WINO_M), -(-self.q // WINO_M)

    @property
    def padded_hw(self) -> tuple[int, int]:
        t, b, l, r = self.pad
        return self.h + t + b, self.w + l + r

    @property
    def fold(self) -> tuple[bool, bool]:
        """(height, width): a 1-tap filter axis with stride > 1 reads every stride-th input row (column) only,
        so the input stage gathers just those: it is P (Q) long instead of the padded size."""
        return self.r == 1 and self.stride[0] > 1, self.s == 1 and self.stride[1] > 1

    @property
    def staged(self) -> bool:
        """Whether the compute has an input stage `X_pad` (zero padding and/or the strided gather of `fold`)."""
        return self.padded or any(self.fold)

    @property
    def staged_hw(self) -> tuple[int, int]:
        hp, wp = self.padded_hw
        fh, fw = self.fold
        return (self.p if fh else hp), (self.q if fw else wp)


def _sum(terms):
    """Sum of TIR expressions without Python's int 0 start."""
    terms = iter(terms)
    total = next(terms)
    for t in terms:
        total = total + t
    return total


def out_size(size: int, lo: int, hi: int, k: int, stride: int, dilation: int) -> int:
    """floor((in + pad_lo + pad_hi - dilation * (k - 1) - 1) / stride) + 1 (may be < 1: caller rejects)."""
    return (size + lo + hi - dilation * (k - 1) - 1) // stride + 1


def _pair(v: tuple[int, ...]) -> tuple[int, int]:
    return (v[0], v[0]) if len(v) == 1 else (v[0], v[1])


def _sides(v: tuple[int, ...]) -> tuple[int, int, int, int]:
    if len(v) == 1:
        return (v[0],) * 4
    if len(v) == 2:
        return (v[0], v[0], v[1], v[1])
    return tuple(v)  # type: ignore[return-value]


def geometry(p: dict) -> Geometry:
    """Sizes of a parameter dict that `Conv2d.check` accepted."""
    layout = p["layout"]
    x, f = p["input"], p["filter"]
    if layout == "NCHW":
        n, c, h, w = x
        k, _, r, s = f
    else:
        n, h, w, c = x
        k, r, s, _ = f
    stride, dil, pad = _pair(p["stride"]), _pair(p["dilation"]), _sides(p["pad"])
    return Geometry(layout, n, c, h, w, k, r, s, p["groups"], stride, dil, pad,
                    out_size(h, pad[0], pad[1], r, stride[0], dil[0]),
                    out_size(w, pad[2], pad[3], s, stride[1], dil[1]))


def canonical(v: tuple[int, ...]) -> tuple[int, ...]:
    """Shortest spelling: 1x1 -> 1, 1,1,2,2 -> 1x2, 3,3,3,3 -> 3 (so equal convolutions share a name)."""
    if len(v) == 4 and v[0] == v[1] and v[2] == v[3]:
        v = (v[0], v[2])
    if len(v) == 2 and v[0] == v[1]:
        v = (v[0],)
    return v


class Conv2d(Operator):
    """2-D convolution with cuDNN's semantics and an optional fused bias + activation epilogue.

    Layouts (cuDNN's names):
      NCHW: input X[N, C, H, W], filter W[K, C/groups, R, S] (KCRS), output Y[N, K, P, Q]
      NHWC: input X[N, H, W, C], filter W[K, R, S, C/groups] (KRSC), output Y[N, P, Q, K]
    bias: B[K] (bias=true). Group g = k // (K/groups) reads input channels g*C/groups .. (g+1)*C/groups - 1;
    groups == C == K is depthwise.

    cross_correlation (cuDNN's CUDNN_CROSS_CORRELATION, what every framework calls conv):
      Y[n,k,p,q] = act(B[k] + sum_{c,r,s} X[n, g*C/groups + c, p*sh + r*dh - pad_top, q*sw + s*dw - pad_left]
                                          * W[k, c, r, s])
    convolution (CUDNN_CONVOLUTION): the same with the filter flipped, W[k, c, R-1-r, S-1-s].
    Input positions outside the image read 0 (zero padding).
    P = floor((H + pad_top + pad_bottom - dh*(R-1) - 1) / sh) + 1, Q likewise with W, pad_left/right, dw, S, sw;
    a configuration with P or Q < 1 is rejected.

    pad syntax: pad=1 (all four sides), pad=1x2 or 1,2 (height x width: top = bottom = 1, left = right = 2,
    cuDNN's pad_h/pad_w), pad=0,1,0,1 (four values: top,bottom,left,right; asymmetric, as TF's SAME needs).
    stride and dilation: one value for both axes, or height x width (stride=2 or stride=2x1).

    residual: R, the output's shape (residual=true), added after the bias and before the activation:
      Y = act(conv + B + R), cuDNN's cudnnConvolutionBiasActivationForward with its z (alpha1 = alpha2 = 1). A
      residual block's last convolution takes its skip there, so the sum is never written and read back (a separate
      add reads the convolution's output and the skip and writes the sum: twice the output's bytes more).
    activation: none, relu = max(x, 0), sigmoid = 1 / (1 + exp(-x)), tanh; applied after the bias (and residual).
    float32: fp32 throughout. float16 / bfloat16: 16-bit storage, products and sums in fp32, bias and activation in
    fp32, one rounding to the storage type at the end; the tolerance is base.default_tolerance with that type's eps
    (bfloat16: 2^-7) over the reduction length C/groups R S (+ 1 with the bias, + 1 with the residual).
    algo=winograd refuses bfloat16: it rounds its transformed operands to the storage type, which with bf16's 8
    bits would cost the accuracy the other algorithms keep.
    FLOPs = 2 N K P Q (C/groups) R S, plus N K P Q each for the bias, the residual and an activation.

    algo (cuDNN's cudnnConvolutionFwdAlgo_t; each is its own schedule rule, and the math, hence the reference,
    is the same for all): auto = implicit_gemm on Hopper's wgmma where that applies (rule conv_wgmma: fp16/bf16, NHWC
    or NCHW (its input windows gathered through registers), groups=1, C and K multiples of 64, sm_90a), else direct
    (conv_wgmma builds C % 64 != 0 too, such as the 3-channel stem, gathering both operands: opt-in with --schedule
    conv_wgmma until the H200 has timed it); direct (rule conv_direct: one kernel, CUDA cores, any
    convolution); implicit_gemm (the convolution as the GEMM [N*P*Q] x [K] over C*R*S, A gathered from X tile by
    tile; conv_wgmma where it applies, else conv_implicit_gemm: fp16/bf16 on mma.sync tensor cores; groups=1); im2col (conv_im2col: the TE adds
    col[N*P*Q, C*R*S], a global workspace, then the GEMM reads it; groups=1); winograd (conv_winograd:
    F(2x2, 3x3) with workspaces U, V, M; 3x3, stride 1, dilation 1, groups=1; fp16 has a wider tolerance).
    Combinations an algorithm cannot do are refused with a ParamError naming it.
    """

    runtime = ("input",)

    def __init__(self):
        super().__init__(
            name="conv2d",
            summary="2-D convolution (NCHW/NHWC, stride, pad, dilation, groups), fused bias + activation",
            params=(
                Param("input", "shape", "input shape: NxCxHxW for layout NCHW, NxHxWxC for NHWC, e.g. 32x64x56x56"),
                Param("filter", "shape", "filter shape: KxC/groupsxRxS (KCRS) for layout NCHW, "
                      "KxRxSxC/groups (KRSC) for NHWC, e.g. 64x64x3x3"),
                Param("layout", str, "tensor layout of input and output (the filter follows: KCRS or KRSC)",
                      "NCHW", choices=LAYOUTS),
                Param("stride", "ints", "one value, or height x width, e.g. 2 or 2x1", (1,)),
                Param("pad", "ints", "zero padding: 1 value (all sides), 2 (height x width, e.g. 1x2) or 4 "
                      "(top,bottom,left,right, e.g. 0,1,0,1)", (0,)),
                Param("dilation", "ints", "filter dilation: one value, or height x width", (1,)),
                Param("groups", int, "channel groups: divides C and K; groups = C = K is depthwise", 1, minimum=1),
                Param("mode", str, "cross_correlation (cuDNN's default; what frameworks call conv) or "
                      "convolution (filter flipped in R and S)", "cross_correlation", choices=MODES),
                Param("bias", bool, "add B[K] to every output (fused epilogue)", False),
                Param("residual", bool, "add R (the output's shape) after the bias, before the activation (fused "
                      "epilogue: a residual block's skip; cuDNN's z)", False),
                Param("activation", str, "applied after the bias and residual (fused epilogue)", "none",
                      choices=ACTIVATIONS),
                Param("algo", str, "algorithm (cuDNN's cudnnConvolutionFwdAlgo_t): auto (implicit_gemm on wgmma "
                      "for fp16/bf16 NHWC with C and K multiples of 64, else direct), direct (one kernel, CUDA cores), implicit_gemm (the conv as a GEMM [N*P*Q] x [K] over C*R*S, "
                      "fp16/bf16 on tensor cores; groups=1), im2col (an explicit column workspace, then a GEMM; "
                      "groups=1), winograd (F(2x2,3x3): transforms + 16 batched GEMMs; 3x3, stride 1, "
                      "dilation 1, groups=1)", "auto", choices=ALGOS),
                DTYPE_PARAM,
            ),
            examples=(
                "conv2d input=32x64x56x56 filter=64x64x3x3 pad=1 dtype=float16",
                "conv2d input=32x56x56x144 filter=144x3x3x1 layout=NHWC pad=1 groups=144",
                "conv2d input=1x3x10x10 filter=3x3x3x3 pad=1 dilation=2",
                "conv2d input=8x32x17x23 filter=48x32x3x3 pad=0,1,0,1 stride=2 bias=true activation=relu",
                "conv2d input=32x56x56x64 filter=64x3x3x64 layout=NHWC pad=1 dtype=float16 algo=implicit_gemm",
                "conv2d input=32x256x14x14 filter=256x256x3x3 pad=1 dtype=float16 algo=winograd",
            ),
            cases=("input=1x3x10x10 filter=3x3x3x3 pad=1 dilation=2", "input=1x3x20x20 filter=3x3x3x3 pad=1",
                   "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16", "input=2x16x15x15 filter=20x16x1x1 stride=2",
                   "input=2x24x13x13 filter=24x1x3x3 pad=1 groups=24 dtype=float16",
                   "input=2x24x13x13 filter=24x1x3x3 pad=1 groups=24 stride=2",
                   "input=2x8x9x9 filter=16x1x5x5 pad=2 groups=8",
                   "input=2x12x9x9 filter=18x4x3x3 pad=1 groups=3 dtype=float16",
                   "input=2x8x16x24 filter=12x8x3x3 pad=0,1,0,1 stride=2",
                   "input=2x5x11x9 filter=6x5x5x3 pad=2x1 stride=1x2 dilation=1x2 mode=convolution",
                   "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true activation=relu dtype=float16",
                   "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true activation=sigmoid",
                   "input=2x6x7x9 filter=10x6x3x3 activation=tanh dtype=float16", "input=1x1x1x1 filter=1x1x1x1",
                   "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true residual=true activation=relu",
                   "input=2x7x9x6 filter=10x3x3x6 pad=1 residual=true activation=sigmoid dtype=float16 layout=NHWC",
                   "input=2x9x9x16 filter=24x3x3x16 pad=1 bias=true residual=true layout=NHWC algo=winograd",
                   "input=2x16x9x9 filter=24x16x3x3 pad=1 residual=true dtype=float16 algo=im2col",
                   "input=1x2x3x3 filter=3x2x3x3 pad=4", "input=3x5x37x41 filter=7x5x3x3 stride=2 dilation=2 pad=1x2",
                   "input=1x7x61x13 filter=5x7x3x1 stride=3x1 pad=0,2,1,0",
                   "input=1x10x10x3 filter=3x3x3x3 pad=1 dilation=2 layout=NHWC",
                   "input=1x20x20x3 filter=3x3x3x3 pad=1 layout=NHWC",
                   "input=2x9x9x16 filter=24x3x3x16 pad=1 dtype=float16 layout=NHWC",
                   "input=2x15x15x16 filter=20x1x1x16 stride=2 layout=NHWC",
                   "input=2x13x13x24 filter=24x3x3x1 pad=1 groups=24 dtype=float16 layout=NHWC",
                   "input=2x13x13x24 filter=24x3x3x1 pad=1 groups=24 stride=2 layout=NHWC",
                   "input=2x9x9x8 filter=16x5x5x1 pad=2 groups=8 layout=NHWC",
                   "input=2x9x9x12 filter=18x3x3x4 pad=1 groups=3 dtype=float16 layout=NHWC",
                   "input=2x16x24x8 filter=12x3x3x8 pad=0,1,0,1 stride=2 layout=NHWC",
                   "input=2x11x9x5 filter=6x5x3x5 pad=2x1 stride=1x2 dilation=1x2 mode=convolution layout=NHWC",
                   "input=2x7x9x6 filter=10x3x3x6 pad=1 bias=true activation=relu dtype=float16 layout=NHWC",
                   "input=2x7x9x6 filter=10x3x3x6 pad=1 bias=true activation=sigmoid layout=NHWC",
                   "input=2x7x9x6 filter=10x3x3x6 activation=tanh dtype=float16 layout=NHWC",
                   "input=1x1x1x1 filter=1x1x1x1 layout=NHWC", "input=1x3x3x2 filter=3x3x3x2 pad=4 layout=NHWC",
                   "input=3x37x41x5 filter=7x3x3x5 stride=2 dilation=2 pad=1x2 layout=NHWC",
                   "input=1x61x13x7 filter=5x3x1x7 stride=3x1 pad=0,2,1,0 layout=NHWC",
                   "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16 algo=im2col",
                   "input=2x16x15x15 filter=20x16x1x1 stride=2 dtype=float16 algo=im2col",
                   "input=1x3x20x20 filter=3x3x3x3 pad=1 algo=im2col",
                   "input=2x5x11x9 filter=6x5x5x3 pad=2x1 stride=1x2 dilation=1x2 mode=convolution algo=im2col",
                   "input=2x8x16x24 filter=12x8x3x3 pad=0,1,0,1 stride=2 bias=true activation=relu algo=im2col",
                   "input=3x5x37x41 filter=7x5x3x3 stride=2 dilation=2 pad=1x2 dtype=float16 algo=im2col",
                   "input=1x1x1x1 filter=1x1x1x1 algo=im2col",
                   "input=2x9x9x16 filter=24x3x3x16 pad=1 dtype=float16 layout=NHWC algo=im2col",
                   "input=2x15x15x16 filter=20x1x1x16 stride=2 dtype=float16 layout=NHWC algo=im2col",
                   "input=1x20x20x3 filter=3x3x3x3 pad=1 layout=NHWC algo=im2col",
                   "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16 algo=winograd",
                   "input=1x3x20x20 filter=3x3x3x3 pad=1 algo=winograd",
                   "input=2x5x11x8 filter=6x5x3x3 pad=0,2,1,0 mode=convolution bias=true activation=sigmoid algo=winograd",
                   "input=2x6x7x9 filter=10x6x3x3 bias=true activation=tanh dtype=float16 algo=winograd",
                   "input=1x2x3x3 filter=3x2x3x3 pad=4 algo=winograd",
                   "input=1x64x6x6 filter=8x64x3x3 pad=1 dtype=float16 algo=winograd",
                   "input=2x9x9x16 filter=24x3x3x16 pad=1 dtype=float16 layout=NHWC algo=winograd",
                   "input=1x20x20x3 filter=3x3x3x3 pad=1 layout=NHWC algo=winograd",
                   "input=2x11x8x5 filter=6x3x3x5 pad=0,2,1,0 mode=convolution bias=true activation=sigmoid layout=NHWC algo=winograd",
                   "input=2x5x11x9 filter=6x5x5x3 pad=2x1 stride=1x2 dilation=1x2 mode=convolution algo=implicit_gemm",
                   "input=2x9x9x16 filter=24x3x3x16 pad=1 dtype=bfloat16 layout=NHWC",
                   "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true activation=relu dtype=bfloat16",
                   "input=2x13x13x24 filter=24x3x3x1 pad=1 groups=24 dtype=bfloat16 layout=NHWC",
                   "input=2x15x15x16 filter=20x1x1x16 stride=2 bias=true activation=tanh dtype=bfloat16 layout=NHWC "
                   "algo=im2col"),
            rejects=(("input=1x3x10 filter=3x3x3x3", "input=1x3x10: conv2d takes a 4-d input"),
                     ("input=1x3x10x10 filter=3x3x3", "filter=3x3x3: conv2d takes a 4-d filter"),
                     ("input=1x6x10x10 filter=4x4x3x3 groups=2",
                      "filter: channels 4 do not match input channels 6 / groups 2"),
                     ("input=1x6x10x10 filter=4x3x3x3", "filter: channels 3 do not match input channels 6 / groups 1"),
                     ("input=1x6x10x10 filter=4x2x3x3 groups=4", "groups=4: must divide the input channels C=6"),
                     ("input=1x6x10x10 filter=4x2x3x3 groups=3", "groups=3: must divide the output channels K=4"),
                     ("input=1x6x10x10 filter=6x1x3x3 groups=0", "groups=0: must be >= 1"),
                     ("input=1x3x10x10 filter=3x3x3x3 pad=-1", "pad=-1: must be >= 0"),
                     ("input=1x3x10x10 filter=3x3x3x3 pad=1,2,3",
                      "pad=1,2,3: give 1 value (all sides), 2 (height x width) or 4"),
                     ("input=1x3x10x10 filter=3x3x3x3 stride=0", "stride=0: must be >= 1"),
                     ("input=1x3x10x10 filter=3x3x3x3 stride=1x2x3", "stride=1,2,3: give one value or two"),
                     ("input=1x3x10x10 filter=3x3x3x3 dilation=0", "dilation=0: must be >= 1"),
                     ("input=1x3x10x10 filter=3x3x3x3 stride=a", "stride='a': must be integers"),
                     ("input=1x3x4x10 filter=3x3x3x3 dilation=2",
                      "filter=3x3x3x3: dilated filter height 5 (R=3, dilation 2) exceeds the padded input height 4 (4 + pad 0+0): output height would be 0, must be >= 1"),
                     ("input=1x3x10x2 filter=3x3x3x3 pad=0,0,0,0", "filter=3x3x3x3: dilated filter width 3"),
                     ("input=1x10x2x3 filter=3x3x3x3 layout=NHWC",
                      "filter=3x3x3x3: dilated filter width 3 (S=3, dilation 1)"),
                     ("input=1x3x10x10 filter=3x3x3x3 layout=NCWH", "layout='NCWH': must be one of NCHW, NHWC"),
                     ("input=1x3x10x10 filter=3x3x3x3 mode=corr",
                      "mode='corr': must be one of cross_correlation, convolution"),
                     ("input=1x3x10x10 filter=3x3x3x3 activation=gelu",
                      "activation='gelu': must be one of none, relu, sigmoid, tanh"),
                     ("input=1x3x10x10 filter=3x3x3x3 bias=maybe", "bias='maybe': must be true or false"),
                     ("input=1x3x10x10", "filter: required by conv2d"),
                     ("input=1x3x10x10 filter=3x3x3x3 padding=1", "padding: unknown parameter of conv2d"),
                     ("input=1x8x9x9 filter=8x8x1x1 algo=winograd",
                      "algo=winograd: needs a 3x3 filter with stride 1 and dilation 1 (got 1x1)"),
                     ("input=1x8x9x9 filter=8x8x3x3 stride=2 algo=winograd", "(got stride 2)"),
                     ("input=1x8x9x9 filter=8x8x3x3 dilation=1x2 algo=winograd", "(got dilation 1x2)"),
                     ("input=1x8x9x9 filter=8x8x5x3 stride=2x1 algo=winograd", "(got 5x3, stride 2x1)"),
                     ("input=1x8x9x9 filter=8x4x3x3 groups=2 algo=implicit_gemm",
                      "algo=implicit_gemm: needs groups=1 (got groups=2"),
                     ("input=1x8x9x9 filter=8x1x3x3 groups=8 algo=im2col", "algo=im2col: needs groups=1 (got groups=8"),
                     ("input=1x8x9x9 filter=8x1x3x3 groups=8 pad=1 algo=winograd", "algo=winograd: needs groups=1"),
                     ("input=1x8x9x9 filter=8x8x3x3 pad=1 dtype=bfloat16 algo=winograd",
                      "dtype=bfloat16: algo=winograd takes float32 or float16"),
                     ("input=1x8x9x9 filter=8x8x3x3 algo=fft",
                      "algo='fft': must be one of auto, direct, implicit_gemm, im2col, winograd")),
        )

    # -- parameters -------------------------------------------------------------------------
    def parse(self, raw):
        p = super().parse(raw)
        for k in ("stride", "pad", "dilation"):
            p[k] = canonical(p[k])
        return p

    def check(self, p):
        layout = p["layout"]
        x, f = p["input"], p["filter"]
        axes = "NxCxHxW" if layout == "NCHW" else "NxHxWxC"
        faxes = "KxC/groupsxRxS" if layout == "NCHW" else "KxRxSxC/groups"
        if len(x) != 4:
            raise ParamError(f"input={'x'.join(map(str, x))}: conv2d takes a 4-d input ({axes} for layout {layout})")
        if len(f) != 4:
            raise ParamError(f"filter={'x'.join(map(str, f))}: conv2d takes a 4-d filter ({faxes} for layout "
                             f"{layout})")
        for name, n_ok, what in (("stride", (1, 2), "one value or two (height x width)"),
                                 ("dilation", (1, 2), "one value or two (height x width)"),
                                 ("pad", (1, 2, 4), "1 value (all sides), 2 (height x width) or 4 "
                                  "(top,bottom,left,right)")):
            v = p[name]
            if len(v) not in n_ok:
                raise ParamError(f"{name}={','.join(map(str, v)) or '(empty)'}: give {what}")
            lo = 0 if name == "pad" else 1
            for e in v:
                if e < lo:
                    raise ParamError(f"{name}={e}: must be >= {lo}")
        c = x[1] if layout == "NCHW" else x[3]
        k = f[0]
        fc = f[1] if layout == "NCHW" else f[3]
        g = p["groups"]
        if c % g:
            raise ParamError(f"groups={g}: must divide the input channels C={c}")
        if k % g:
            raise ParamError(f"groups={g}: must divide the output channels K={k} (the filter's first dim)")
        if fc != c // g:
            raise ParamError(f"filter: channels {fc} do not match input channels {c} / groups {g}")
        geo = geometry(p)
        t, b, l, r = geo.pad
        for axis, size, lo, hi, kk, d, outn in (("height", geo.h, t, b, geo.r, geo.dilation[0], geo.p),
                                                ("width", geo.w, l, r, geo.s, geo.dilation[1], geo.q)):
            if outn < 1:
                kname = "R" if axis == "height" else "S"
                raise ParamError(
                    f"filter={'x'.join(map(str, f))}: dilated filter {axis} {d * (kk - 1) + 1} ({kname}={kk}, "
                    f"dilation {d}) exceeds the padded input {axis} {size + lo + hi} ({size} + pad {lo}+{hi}): "
                    f"output {axis} would be {outn}, must be >= 1")
        algo = p.get("algo", "auto")
        if algo in ("implicit_gemm", "im2col", "winograd") and g > 1:
            raise ParamError(f"algo={algo}: needs groups=1 (got groups={g}; grouped and depthwise convolutions "
                             "take algo=direct)")
        if algo == "winograd":
            if p["dtype"] == "bfloat16":
                raise ParamError("dtype=bfloat16: algo=winograd takes float32 or float16 (it rounds its transformed "
                                 "operands to the storage type: 8 bits of bf16 there); take algo=implicit_gemm")
            if (geo.r, geo.s) != (3, 3) or geo.stride != (1, 1) or geo.dilation != (1, 1):
                got = []
                if (geo.r, geo.s) != (3, 3):
                    got.append(f"{geo.r}x{geo.s}")
                if geo.stride != (1, 1):
                    got.append(f"stride {'x'.join(map(str, canonical(geo.stride)))}")
                if geo.dilation != (1, 1):
                    got.append(f"dilation {'x'.join(map(str, canonical(geo.dilation)))}")
                raise ParamError(f"algo=winograd: needs a 3x3 filter with stride 1 and dilation 1 "
                                 f"(got {', '.join(got)})")

    # -- tensors ----------------------------------------------------------------------------
    def inputs(self, p):
        g = geometry(p)
        t = [TensorSpec("X", g.input_shape, p["dtype"]), TensorSpec("W", g.filter_shape, p["dtype"])]
        if p["bias"]:
            t.append(TensorSpec("B", (g.k,), p["dtype"]))
        if p["residual"]:
            t.append(TensorSpec("R", g.output_shape, p["dtype"]))
        return t

    def outputs(self, p):
        return [TensorSpec("Y", geometry(p).output_shape, p["dtype"])]

    def has_epilogue(self, p) -> bool:
        """True when the reduction writes an fp32 stage `Y_acc` that an elementwise stage `Y` finishes."""
        return p["dtype"] != "float32" or p["bias"] or p["residual"] or p["activation"] != "none"

    def compute(self, p):
        from tvm import tirx

        te = wide_te(self.wide(p))

        g = geometry(p)
        dt = p["dtype"]
        nchw = g.layout == "NCHW"
        X = te.placeholder(g.input_shape, dt, name="X")
        Wt = te.placeholder(g.filter_shape, dt, name="W")
        B = te.placeholder((g.k,), dt, name="B") if p["bias"] else None
        t, b, l, r = g.pad
        (sh, sw), (dh, dw) = g.stride, g.dilation
        fh, fw = g.fold
        if g.staged:  # X_pad: zero padding, and for 1-tap axes with stride only the rows/columns read
            hs, ws = g.staged_hw
            zero = tirx.const(0, dt)

            def src(h, w):
                return (h * sh if fh else h) - t, (w * sw if fw else w) - l

            def load(n, c, h, w):
                hh, ww = src(h, w)
                v = X[n, c, hh, ww] if nchw else X[n, hh, ww, c]
                if not g.padded:
                    return v
                return tirx.if_then_else(tirx.all(hh >= 0, hh < g.h, ww >= 0, ww < g.w), v, zero)

            if nchw:
                Xp = te.compute((g.n, g.c, hs, ws), lambda n, c, h, w: load(n, c, h, w), name="X_pad")
            else:
                Xp = te.compute((g.n, hs, ws, g.c), lambda n, h, w, c: load(n, c, h, w), name="X_pad")
        else:
            Xp = X
        rc = te.reduce_axis((0, g.cg), name="rc")
        rr = te.reduce_axis((0, g.r), name="rr")
        rs = te.reduce_axis((0, g.s), name="rs")
        ih, iw = (1 if fh else sh), (1 if fw else sw)  # strides into X_pad
        flip = p["mode"] == "convolution"
        acc = "float32"

        def cast(v):
            return v if dt == acc else v.astype(acc)

        def chan(k):
            if g.groups == 1:
                return rc
            grp = k if g.kg == 1 else k // g.kg
            return grp if g.cg == 1 else grp * g.cg + rc

        def taps():
            return (g.r - 1 - rr, g.s - 1 - rs) if flip else (rr, rs)

        algo = p.get("algo", "auto")
        if algo == "winograd":
            return self._winograd(p, g, X, Wt, B)
        if algo == "im2col":
            # col[N*P*Q, C*R*S] (K index in the filter's own order: (c, r, s) for KCRS, (r, s, c) for KRSC), a
            # global workspace; the GEMM then reads it as a plain row-major matrix
            m_, _, kd = g.gemm
            pq = g.p * g.q

            def col_body(m, j):
                n, pp, qq = m // pq, m // g.q % g.p, m % g.q
                if nchw:
                    c, r_, s_ = j // (g.r * g.s), j // g.s % g.r, j % g.s
                    return Xp[n, c, pp * ih + r_ * dh, qq * iw + s_ * dw]
                r_, s_, c = j // (g.s * g.cg), j // g.cg % g.s, j % g.cg
                return Xp[n, pp * ih + r_ * dh, qq * iw + s_ * dw, c]

            col = te.compute((m_, kd), col_body, name="col")

            def row(n, pp, qq):
                return (n * g.p + pp) * g.q + qq

            if nchw:
                def body(n, k, pp, qq):
                    fr, fs = taps()
                    return te.sum(cast(col[row(n, pp, qq), (rc * g.r + rr) * g.s + rs]) * cast(Wt[k, rc, fr, fs]),
                                  axis=[rc, rr, rs])
            else:
                def body(n, pp, qq, k):
                    fr, fs = taps()
                    return te.sum(cast(col[row(n, pp, qq), (rr * g.s + rs) * g.cg + rc]) * cast(Wt[k, fr, fs, rc]),
                                  axis=[rr, rs, rc])
            return self._finish(p, g, X, Wt, B, body)

        if nchw:
            def body(n, k, pp, qq):
                fr, fs = taps()
                return te.sum(cast(Xp[n, chan(k), pp * ih + rr * dh, qq * iw + rs * dw]) * cast(Wt[k, rc, fr, fs]),
                              axis=[rc, rr, rs])
        else:
            def body(n, pp, qq, k):
                fr, fs = taps()
                return te.sum(cast(Xp[n, pp * ih + rr * dh, qq * iw + rs * dw, chan(k)]) * cast(Wt[k, fr, fs, rc]),
                              axis=[rr, rs, rc])

        return self._finish(p, g, X, Wt, B, body)

    def _finish(self, p, g, X, Wt, B, body):
        """Y = body (fp32, no bias, no activation), else Y_acc = body (fp32) and Y = epilogue(Y_acc)."""
        from tvm import tirx

        te = wide_te(self.wide(p))

        dt, acc = p["dtype"], "float32"
        kaxis = 1 if g.layout == "NCHW" else 3
        if not self.has_epilogue(p):
            Y = te.compute(g.output_shape, body, name="Y")
            return [X, Wt, Y]
        Yacc = te.compute(g.output_shape, body, name="Y_acc")

        R = te.placeholder(g.output_shape, dt, name="R") if p["residual"] else None

        def epilogue(*i):
            v = Yacc[i]
            if B is not None:
                b = B[i[kaxis]]
                v = v + (b if dt == acc else b.astype(acc))
            if R is not None:
                v = v + (R[i] if dt == acc else R[i].astype(acc))
            act = p["activation"]
            if act == "relu":
                v = tirx.max(v, tirx.const(0, acc))
            elif act == "sigmoid":
                v = te.sigmoid(v)
            elif act == "tanh":
                v = te.tanh(v)
            return v if dt == acc else v.astype(dt)

        Y = te.compute(g.output_shape, epilogue, name="Y")
        return [t for t in (X, Wt, B, R) if t is not None] + [Y]

    def _winograd(self, p, g, X, Wt, B):
        """Winograd F(2x2, 3x3) as four stages, three of them global workspaces (T = N * ceil(P/2) * ceil(Q/2)
        tiles of 2x2 outputs, each reading a 4x4 input window with stride 2):
          U[16, K, C]  = G g G^T      filter transform (fp32 math, stored in dtype: tensor-core operand)
          V[16, T, C]  = B^T d B      input transform, zero padding fused (stored in dtype)
          M[16, K, T]  = sum_c U V    16 batched GEMMs, fp32 (the only stage with C in its reduction)
          Y[.., p, q]  = A^T M A      output transform, then bias + activation
        C is innermost in U and V so both GEMM operands are K-contiguous (the layout tensor cores read).
        2.25x fewer multiplies than direct; the price is the traffic of V and M through global memory."""
        from tvm import tirx

        te = wide_te(self.wide(p))

        dt, acc = p["dtype"], "float32"
        nchw = g.layout == "NCHW"
        al = WINO_ALPHA
        th, tw = g.tiles
        nt = g.n * th * tw
        t_, _, l_, _ = g.pad
        flip = p["mode"] == "convolution"

        def const(mat, i, j):
            e = tirx.const(0.0, acc)
            for a, row in enumerate(mat):
                for b, v in enumerate(row):
                    if v:
                        e = tirx.Select(tirx.all(i == a, j == b), tirx.const(float(v), acc), e)
            return e

        def f32(v):
            return v if dt == acc else v.astype(acc)

        def wv(k, c, r, s):
            if flip:
                r, s = 2 - r, 2 - s
            return f32(Wt[k, c, r, s] if nchw else Wt[k, r, s, c])

        def to_dt(v):
            return v if dt == acc else v.astype(dt)

        # each transform is a spatial stage: an explicit sum over the taps, the matrix entries selected by the
        # output's position (constants once the schedule unrolls it; nvcc folds the selects)
        U = te.compute((al * al, g.k, g.c), lambda e, k, c: to_dt(_sum(
            const(WINO_G, e // al, r) * wv(k, c, r, s) * const(WINO_G, e % al, s)
            for r in range(3) for s in range(3))), name="U")

        def d(t, c, a, b):
            n, ti, tj = t // (th * tw), t // tw % th, t % tw
            hh, ww = ti * WINO_M + a - t_, tj * WINO_M + b - l_
            v = X[n, c, hh, ww] if nchw else X[n, hh, ww, c]
            return tirx.if_then_else(tirx.all(hh >= 0, hh < g.h, ww >= 0, ww < g.w), f32(v), tirx.const(0.0, acc))

        V = te.compute((al * al, nt, g.c), lambda e, t, c: to_dt(_sum(
            const(WINO_BT, e // al, a) * d(t, c, a, b) * const(WINO_BT, e % al, b)
            for a in range(al) for b in range(al))), name="V")
        rc = te.reduce_axis((0, g.c), name="rc")
        # M keeps the output's fast axis innermost: tiles (t) for NCHW, filters (k) for NHWC; the GEMM's A operand
        # is the one sharing M's row axis (U for NCHW, V for NHWC)
        if nchw:
            M = te.compute((al * al, g.k, nt), lambda e, k, t: te.sum(f32(U[e, k, rc]) * f32(V[e, t, rc]), axis=[rc]),
                           name="M")
        else:
            M = te.compute((al * al, nt, g.k), lambda e, t, k: te.sum(f32(V[e, t, rc]) * f32(U[e, k, rc]), axis=[rc]),
                           name="M")

        def out(n, k, pp, qq):
            t = (n * th + pp // WINO_M) * tw + qq // WINO_M
            return _sum(const(WINO_AT, pp % WINO_M, a) * (M[a * al + b, k, t] if nchw else M[a * al + b, t, k])
                        * const(WINO_AT, qq % WINO_M, b) for a in range(al) for b in range(al))

        body = out if nchw else (lambda n, pp, qq, k: out(n, k, pp, qq))
        return self._finish(p, g, X, Wt, B, body)

    def reference(self, p, x):
        return {"Y": conv2d_reference(p, x)}

    def reference_at(self, p, x, picks):
        return {"Y": conv2d_reference_at(p, x, picks["Y"])}

    def tolerance(self, p, out):
        """Every algorithm computes the same convolution, checked against the same float64 reference. fp16
        Winograd alone widens atol: it rounds its transformed operands U (|U| <= 2.25 max|W|, G's rows sum to 1.5
        in magnitude) and V (|V| <= 4 max|X|, two +-1 per row of B^T) to fp16 for the tensor cores, up to
        9 eps16 of error per product (instead of none); C independent products per M entry and the 9 M entries an
        output sums grow it as 3 sqrt(C), and uniform rounding errors have rms 1/sqrt(3) of their bound:
        atol += 16 eps16 sqrt(C) (measured on the CPU: about 2 eps16 sqrt(C) for uniform inputs)."""
        atol, rtol = super().tolerance(p, out)
        if p.get("algo") == "winograd" and p["dtype"] == "float16":
            atol += 16 * float(np.finfo(np.float16).eps) * math.sqrt(geometry(p).cg)
        return atol, rtol

    # -- costs --------------------------------------------------------------------------------
    def flops(self, p):
        g = geometry(p)
        outs = g.n * g.k * g.p * g.q
        epilogue = int(p["bias"]) + int(p["residual"]) + int(p["activation"] != "none")
        return 2 * outs * g.cg * g.r * g.s + outs * epilogue

    def reduction_length(self, p):
        g = geometry(p)
        return g.cg * g.r * g.s + int(p["bias"]) + int(p["residual"])


REF_CHUNK = 1 << 22  # float64 elements per temporary of the reference (32 MB)


def conv2d_reference_at(p: dict, x: dict[str, np.ndarray], picks: np.ndarray) -> np.ndarray:
    """float64 outputs at flat indices `picks` of Y, each the dot product of its input window with its filter
    (zero padding outside the image), in batches of outputs: the sampled check of convolutions too large for
    the whole reference."""
    g = geometry(p)
    nchw = g.layout == "NCHW"
    W = x["W"] if nchw else x["W"].transpose(0, 3, 1, 2)  # K, C/groups, R, S
    if p["mode"] == "convolution":
        W = W[:, :, ::-1, ::-1]
    X = x["X"]
    t, _, l, _ = g.pad
    (sh, sw), (dh, dw) = g.stride, g.dilation
    out = np.empty(picks.size)
    for lo in range(0, picks.size, 4096):
        idx = np.unravel_index(picks[lo:lo + 4096], g.output_shape)
        n, k, pp, qq = idx if nchw else (idx[0], idx[3], idx[1], idx[2])
        chans = (k // g.kg)[:, None] * g.cg + np.arange(g.cg)  # [outputs, C/groups]
        acc = np.zeros(n.size)
        for i in range(g.r):
            for j in range(g.s):
                h, w = pp * sh - t + i * dh, qq * sw - l + j * dw
                inside = (h >= 0) & (h < g.h) & (w >= 0) & (w < g.w)
                hc, wc = np.clip(h, 0, g.h - 1)[:, None], np.clip(w, 0, g.w - 1)[:, None]
                v = X[n[:, None], chans, hc, wc] if nchw else X[n[:, None], hc, wc, chans]
                acc += np.where(inside, (v.astype(np.float64) * W[k, :, i, j].astype(np.float64)).sum(axis=1), 0.0)
        if p["bias"]:
            acc += x["B"][k].astype(np.float64)
        if p.get("residual"):
            acc += x["R"].reshape(-1)[picks[lo:lo + 4096]].astype(np.float64)
        out[lo:lo + acc.size] = acc
    return epilogue_np(p["activation"], out)


def conv2d_reference(p: dict, x: dict[str, np.ndarray]) -> np.ndarray:
    """float64 NumPy, im2col in slices: for a chunk of images and a group of filter taps (r, s), gather the
    strided input windows into an (N*P*Q, taps*C/groups) matrix and multiply it with the filter slice (one BLAS
    GEMM, batched over groups). Chunks keep every temporary under ~32 MB, whatever the batch."""
    g = geometry(p)
    nchw = g.layout == "NCHW"
    Wt = x["W"].astype(np.float64)
    if nchw:  # work in NHWC / KRSC: channels last makes the gathered windows GEMM operands
        Wt = Wt.transpose(0, 2, 3, 1)
    if p["mode"] == "convolution":
        Wt = Wt[:, ::-1, ::-1, :]
    t, _, l, _ = g.pad
    hp, wp = g.padded_hw
    (sh, sw), (dh, dw) = g.stride, g.dilation
    G, cg, kg, P, Q = g.groups, g.cg, g.kg, g.p, g.q
    Wg = Wt.reshape(G, kg, g.r, g.s, cg)
    taps = [(i, j) for i in range(g.r) for j in range(g.s)]
    per = max(1, min(len(taps), 512 // cg))  # taps gathered at once
    nb = max(1, REF_CHUNK // max(P * Q * max(G * per * cg, g.k), hp * wp * g.c))  # images at once
    y = np.empty(g.output_shape)
    bias = x["B"].astype(np.float64) if p["bias"] else None
    for n0 in range(0, g.n, nb):
        xs = x["X"][n0:n0 + nb]
        nn = xs.shape[0]
        xb = np.zeros((nn, hp, wp, g.c))
        xb[:, t:t + g.h, l:l + g.w, :] = xs.transpose(0, 2, 3, 1) if nchw else xs
        m = nn * P * Q
        acc = np.zeros((G, m, kg))
        for t0 in range(0, len(taps), per):
            tt = taps[t0:t0 + per]
            cols = np.stack([xb[:, i * dh:i * dh + sh * (P - 1) + 1:sh, j * dw:j * dw + sw * (Q - 1) + 1:sw, :]
                             .reshape(m, G, cg) for i, j in tt], axis=2)  # m, G, taps, cg
            wsel = np.stack([Wg[:, :, i, j, :] for i, j in tt], axis=2)  # G, kg, taps, cg
            cols = cols.reshape(m, G, len(tt) * cg)
            wsel = wsel.reshape(G, kg, len(tt) * cg)
            if G == 1:
                acc[0] += cols[:, 0, :] @ wsel[0].T
            else:
                acc += np.matmul(cols.transpose(1, 0, 2), wsel.transpose(0, 2, 1))
        out = acc.transpose(1, 0, 2).reshape(nn, P, Q, g.k)
        if bias is not None:
            out += bias
        y[n0:n0 + nb] = out.transpose(0, 3, 1, 2) if nchw else out
    if p.get("residual"):  # int_conv2d shares this reference and has none
        y += x["R"]
    return epilogue_np(p["activation"], y)


OPERATORS = (Conv2d(),)
