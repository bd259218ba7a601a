"""conv_wgmma_ws, the implicit-GEMM convolution on the TMA GEMM (rules/lib/wgmma_ws.py) with A loaded by TMA's
im2col mode: what it refuses, the im2col map the manifest describes (corners, strides, the tap offsets), and builds
that nvcc compiles for sm_90a unspilled with the wgmma unserialized. Numbers: test_conv_wgmma_ws_emulated.py on the
CPU emulator, `tvmgen verify` on the GPU.
"""
from __future__ import annotations

import pytest

from conftest import needs_nvcc
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.rules import RULES, chain
from tvmgen.rules.conv.kernel_wgmma_ws import lower, upper
from tvmgen.rules.lib import wgmma_ws
from tvmgen.ops.conv import geometry

HW = hardware.get("sm_90")
CONV = get("conv2d")
RULE = RULES["conv_wgmma_ws"]


def conv(inp, filt, dtype="float16", **kw):
    return CONV.parse({"input": inp, "filter": filt, "layout": "NHWC", "dtype": dtype, **kw})


@pytest.mark.parametrize("p,why", [
    # NCHW where it is no GEMM over the pixels as they lie goes through NHWC copies: not with a residual (R is NCHW),
    # nor where a k step would straddle two taps
    (CONV.parse({"input": "32x64x7x7", "filter": "64x64x3x3", "dtype": "float16", "pad": (1,), "residual": True}),
     "a residual (R is no NHWC tile)"),
    (CONV.parse({"input": "32x32x7x7", "filter": "64x32x1x1", "dtype": "float16"}), "C % 64 == 0 and a static batch"),
    (conv("32x56x56x3", "64x7x7x3", stride=(2,), pad=(3,)), "C a multiple of 64"),
    (conv("8x7x7x64", "60x1x1x64"), "K of 8"),
    (conv("8x7x7x64", "64x1x1x64", "float32"), "float16 or bfloat16"),
    (conv("8x7x7x64", "64x3x3x64", pad=(1,), algo="winograd"), "algo=winograd"),
    (conv("8x40x40x64", "64x1x1x64", stride=(9,)), "the im2col map steps at most 8"),
    (conv("8x400x400x64", "64x3x3x64", pad=(130,)), "box corners lie in [-128, 127]"),
])
def test_refusals(p, why):
    assert why in RULE.valid(CONV, p, {}, HW)


@pytest.mark.parametrize("p,config,why", [
    (conv("32x14x14x1024", "512x1x1x1024"), {"bn": 128, "splits": 2}, "196 tiles x 2 blocks, over the 132 SMs"),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"bn": 64, "splits": 2}, "64-column boxes of bn=64"),
    (conv("32x7x7x64", "512x3x3x64", pad=(1,)), {"bn": 128, "splits": 2}, "must divide the 9 k steps"),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"bn": 128, "splits": 2, "c_pieces": 2}, "c_pieces=1"),
    (conv("8x7x7x512", "512x1x1x512", residual=True), {"bn": 128, "splits": 2}, "a residual is loaded into C's whole"),
    (conv("32x7x7x512", "2048x1x1x512", residual=True), {"bn": 256, "c_pieces": 2}, "a residual is loaded into C's whole"),
    (conv("8x7x7x512", "512x1x1x512"), {"bn": 128, "splits": 2, "stream_k": 1}, "stream_k=1: with cluster=1, splits=1"),
    (conv("8x7x7x512", "512x1x1x512"), {"bn": 128, "stages": 3, "depth": 3}, "depth=3: 1 up to stages - 1"),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"cluster": 2, "share": "b"}, "share=b: conv_wgmma_ws allows ['a']"),
    # Y written as it lies only where an NCHW Y would otherwise be copied back; NHWC's and the batched GEMM's by TMA
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"store": "direct"}, "store=direct writes an NCHW Y"),
    (CONV.parse({"input": "32x64x56x56", "filter": "256x64x1x1", "dtype": "float16"}), {"store": "direct"},
     "store=direct writes an NCHW Y"),
])
def test_split_refusals(p, config, why):
    """K split over a cluster gives each block one tile and one even piece of K, its share of C whole boxes; a
    residual takes C's whole staging; stream-K shares the k steps of unsplit tiles; depth leaves a stage to load; a
    cluster shares A (B's pair of tile-rows would need two im2col boxes); store=direct is NCHW's through copies."""
    assert why in RULE.valid(CONV, p, config, HW)
    assert RULE.build(CONV, p, RULE.fill(CONV, p, HW, config), HW) is None


@pytest.mark.parametrize("inp,residual,first", [
    ("32x7x7x512", False, "conv_wgmma_ws"),  # 13 tile-rows x 8 column tiles of 64: more than half the SMs
    ("8x7x7x512", False, "conv_wgmma"),  # 4 x 8: conv_wgmma splits K over a cluster
    ("32x7x7x512", True, "conv_wgmma"),  # a residual: conv_wgmma (in the network the faster)
])
def test_prefer(inp, residual, first):
    """The chain takes it where its tiles fill at least half the SMs and there is no residual; below, conv_wgmma's
    K split; with a residual, conv_wgmma."""
    p = conv(inp, "512x3x3x512", pad=(1,), residual=residual)
    assert RULE.valid(CONV, p, {}, HW) is None
    assert chain(CONV, p, HW)[0].name == first


@pytest.mark.parametrize("p,store", [
    # NCHW through the NHWC copies: Y written as it lies (faster than its workspace and copy back where timed)
    (CONV.parse({"input": "32x512x7x7", "filter": "512x512x3x3", "pad": (1,), "dtype": "float16"}), "direct"),
    (CONV.parse({"input": "32x2048x7x7", "filter": "512x2048x1x1", "dtype": "float16"}), "direct"),
    # NCHW as the batched GEMM over the pixels as they lie, and NHWC: Y's rows stored by TMA
    (CONV.parse({"input": "32x64x56x56", "filter": "256x64x1x1", "dtype": "float16"}), "tma"),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), "tma"),
])
def test_default_store(p, store):
    cfg = RULE.default(CONV, p, HW)
    assert cfg["store"] == store and RULE.valid(CONV, p, cfg, HW) is None
    assert cfg["stages"] == wgmma_ws.stages_for(HW, cfg["bn"], store)


@pytest.mark.parametrize("p", [
    conv("32x7x7x512", "512x3x3x512", pad=(1,)),
    conv("32x14x14x512", "512x3x3x512", stride=(2,), pad=(1,)),
    conv("32x14x14x1024", "2048x1x1x1024", stride=(2,)),
    conv("2x9x11x64", "128x3x5x64", pad=(2, 1, 0, 3), dilation=(2, 1)),
])
def test_im2col_map(p):
    """The bounding box of window origins spans Q (P) origins at the stride: W + pad_lo + pad_hi - dilation *
    (taps - 1) origins from the lower corner, stepped by the stride, as cuTensorMapEncodeIm2col counts them."""
    g = geometry(p)
    (lo_w, lo_h), (hi_w, hi_h) = lower(g), upper(g)
    assert len(range(lo_w, g.w + hi_w, g.stride[1])) == g.q and len(range(lo_h, g.h + hi_h, g.stride[0])) == g.p
    s = codegen.build(CONV, p, rule="conv_wgmma_ws")
    (k,) = s.kernels
    a, b, c = (x for x in k.args if x["kind"] == "tensormap")
    assert a == {**a, "mode": "im2col", "tensor": "X", "dims": [g.c, g.w, g.h, g.n], "lower": [lo_w, lo_h],
                 "upper": [hi_w, hi_h], "channels": 64, "pixels": 128, "elem_strides": [1, g.stride[1], g.stride[0], 1]}
    assert "box" not in a and "mode" not in b and "mode" not in c
    assert (b["tensor"], b["dims"][:2], c["tensor"], c["dims"][:2]) == ("W", [g.r * g.s * g.c, g.k], "Y", [g.k, g.n * g.p * g.q])
    assert ".im2col.mbarrier::complete_tx::bytes" in s.source


@needs_nvcc
@pytest.mark.parametrize("p,config", [
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {}),
    (conv("32x14x14x256", "256x3x3x256", pad=(1,), bias=True, activation="relu"), {}),
    (conv("32x14x14x512", "512x3x3x512", "bfloat16", stride=(2,), pad=(1,)), {"bn": 256}),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"bn": 256, "splits": 4}),
    (conv("32x56x56x64", "256x1x1x64", bias=True, residual=True, activation="relu"), {}),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"stream_k": 1}),
    (conv("32x7x7x512", "2048x1x1x512", bias=True, residual=True, activation="relu"), {"bn": 128, "stream_k": 1}),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"depth": 3}),
    (conv("32x7x7x512", "512x3x3x512", pad=(1,)), {"cluster": 2, "share": "a"}),
])
def test_compiles_unspilled(p, config):
    """The defaults, a K split, a residual, stream-K, more wgmma in flight and A shared by a cluster, as nvcc
    compiles them for sm_90a."""
    s = codegen.build(CONV, p, rule="conv_wgmma_ws", config=config)
    res = nvcc.resources(s.source, arch="sm_90a")[s.kernels[0].name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0, res
    assert not res["serialized_wgmma"] and not res["setmaxnreg_ignored"], res
