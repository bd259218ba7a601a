"""conv_wgmma, the implicit-GEMM convolution on the Hopper wgmma engine (rules/lib/wgmma.py, whose layout and
configs tests/gemm/test_wgmma.py checks, with its split-K cluster builds for both operators): where it applies, what it refuses, and builds that nvcc compiles for
sm_90a without spills, with the instructions the plan needs. No GPU here: numbers are checked on the H200.
"""
from __future__ import annotations

import pytest

from conftest import needs_nvcc
from helpers import check_wgmma_build
from tvmgen import codegen, hardware
from tvmgen.ops import get
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib import wgmma

HW = hardware.get("sm_90")  # the expected values below are sm_90's

CONV = get("conv2d")


def conv(inp, filt, dtype="float16", **kw):
    return CONV.parse({"input": inp, "filter": filt, "layout": "NHWC", "dtype": dtype, **kw})


@pytest.mark.parametrize("p,first", [
    (conv("32x56x56x64", "64x3x3x64", pad=(1,)), "conv_wgmma"),  # algo=auto
    (conv("32x56x56x256", "512x1x1x256", stride=(2,), algo="implicit_gemm"), "conv_wgmma"),
    (conv("32x56x56x3", "64x7x7x3", stride=(2,), pad=(3,)), "conv_direct"),  # C = 3
    (conv("32x56x56x64", "64x3x3x64", pad=(1,), algo="winograd"), "conv_winograd"),
    (conv("32x56x56x64", "64x3x3x64", pad=(1,), algo="direct"), "conv_direct"),
    (conv("32x56x56x64", "64x3x3x64", "bfloat16", pad=(1,)), "conv_wgmma"),
    (conv("32x56x56x64", "256x1x1x64", "bfloat16"), "conv_wgmma"),
    (conv("32x56x56x64", "64x3x3x64", "bfloat16", pad=(1,), algo="implicit_gemm"), "conv_wgmma"),
    (conv("32x56x56x3", "64x7x7x3", "bfloat16", stride=(2,), pad=(3,), algo="implicit_gemm"), "conv_implicit_gemm"),
])
def test_chain_first(p, first):
    assert chain(CONV, p, HW)[0].name == first


def test_conv_refusals():
    rule = RULES["conv_wgmma"]
    assert "multiples of 64" in rule.valid(CONV, conv("1x8x8x32", "64x3x3x32"), wgmma.default_config(HW, 64, 64, 64),
                                           HW)
    p = CONV.parse({"input": "1x64x8x8", "filter": "64x64x3x3", "dtype": "float16"})  # NCHW
    assert "NHWC" in rule.valid(CONV, p, wgmma.default_config(HW, 64, 64, 576), HW)


@needs_nvcc
@pytest.mark.parametrize("p,rows_guarded", [
    (conv("2x9x11x64", "128x3x3x64", pad=(1,), stride=(2,), bias=True, activation="relu", mode="convolution"), True),
    (conv("2x9x11x64", "128x3x3x64", "bfloat16", pad=(1,), stride=(2,), bias=True, activation="relu",
          mode="convolution"), True),
])
def test_build(p, rows_guarded):
    s = codegen.build(CONV, p)
    assert s.rule == "conv_wgmma"
    check_wgmma_build(s, rows_guarded)
