"""conv_wgmma, the implicit-GEMM convolution on the Hopper wgmma engine (rules/lib/wgmma.py, whose layout and
configs tests/gemm/test_wgmma.py checks, with its split-K cluster builds for both operators): where it applies, what it refuses, and builds that nvcc compiles for
sm_90a without spills, with the instructions the plan needs. Numbers: tests/gemm/test_wgmma_emulated.py on the CPU
emulator, `tvmgen verify` on the H200.
"""
from __future__ import annotations

import re

import pytest

from conftest import needs_nvcc
from helpers import check_wgmma_build, index_exprs
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.ops.conv import geometry
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib import wgmma

HW = hardware.get("sm_90")  # the expected values below are sm_90's

CONV = get("conv2d")


def conv(inp, filt, dtype="float16", **kw):
    return CONV.parse({"input": inp, "filter": filt, "layout": "NHWC", "dtype": dtype, **kw})


def nchw(inp, filt, dtype="float16", **kw):
    return CONV.parse({"input": inp, "filter": filt, "dtype": dtype, **kw})


@pytest.mark.parametrize("p,first", [
    (conv("32x56x56x64", "64x3x3x64", pad=(1,)), "conv_wgmma_ws"),  # algo=auto: the TMA GEMM where tiles are many
    (conv("1x7x7x512", "512x3x3x512", pad=(1,)), "conv_wgmma"),  # few tiles: K split over a cluster
    (nchw("32x64x56x56", "64x64x3x3", pad=(1,)), "conv_wgmma"),  # NCHW: the copy form (3x3)
    (nchw("32x3x224x224", "64x3x7x7", stride=(2,), pad=(3,)), "conv_wgmma"),  # NCHW, C = 3: both gathered
    (nchw("8x32x28x28", "32x32x3x3", pad=(1,)), "conv_direct"),  # K % 64 != 0
    (nchw("32x64x56x56", "64x64x3x3", "float32", pad=(1,)), "conv_direct"),
    (conv("32x56x56x256", "512x1x1x256", stride=(2,), algo="implicit_gemm"), "conv_wgmma_ws"),
    (conv("32x56x56x256", "512x1x1x256", stride=(2,), residual=True), "conv_wgmma"),  # the residual epilogue
    (conv("32x56x56x3", "64x7x7x3", stride=(2,), pad=(3,)), "conv_wgmma"),  # C = 3: the stem, both gathered
    (nchw("8x3x32x32", "48x3x3x3", pad=(1,)), "conv_direct"),  # C = 3 and K % 64 != 0
    (conv("32x56x56x64", "64x3x3x64", pad=(1,), algo="winograd"), "conv_winograd"),
    (conv("32x56x56x64", "64x3x3x64", pad=(1,), algo="direct"), "conv_direct"),
    (conv("32x56x56x64", "64x3x3x64", "bfloat16", pad=(1,)), "conv_wgmma_ws"),
    (conv("32x56x56x64", "256x1x1x64", "bfloat16"), "conv_wgmma_ws"),
    (conv("32x56x56x64", "64x3x3x64", "bfloat16", pad=(1,), algo="implicit_gemm"), "conv_wgmma_ws"),
    (conv("32x56x56x3", "64x7x7x3", "bfloat16", stride=(2,), pad=(3,), algo="implicit_gemm"), "conv_wgmma"),
])
def test_chain_first(p, first):
    assert chain(CONV, p, HW)[0].name == first


def test_conv_refusals():
    rule = RULES["conv_wgmma"]
    assert "K a multiple of 64" in rule.valid(CONV, conv("1x8x8x64", "48x3x3x64"), wgmma.default_config(HW, 64, 48, 64),
                                              HW)
    small = conv("1x8x8x32", "64x3x3x32")  # C % 64 != 0: gathered, so never split
    assert rule.valid(CONV, small, rule.default(CONV, small, HW), HW) is None
    assert "C=32: splits=1 (the filter is gathered" in rule.valid(CONV, small, {**rule.default(CONV, small, HW), "splits": 2,
                                                                          "bn": 64, "depth": 0}, HW)
    p = nchw("1x64x8x8", "64x64x3x3")
    assert rule.valid(CONV, p, rule.default(CONV, p, HW), HW) is None
    # NCHW stores its output through the staged C^T: no split-K cluster (the split's store is NHWC's)
    assert "layout NCHW: splits=1" in rule.valid(CONV, p, {**rule.default(CONV, p, HW), "splits": 2, "bn": 64,
                                                          "stages": 4, "depth": 0}, HW)
    for copy in (0, 1):  # Y leaves through the staged tile in NCHW order, whichever way A arrives
        assert "layout NCHW: stage_c=1" in rule.valid(CONV, p, {**rule.default(CONV, p, HW), "stage_c": 0,
                                                                "nchw_copy": copy}, HW)
    # a_regs: only where A goes through registers, and never past the prefetch distance (a step stored after the turn
    # that consumes it: a race the emulator, running wgmma at their wait, would not show)
    stem = conv("2x56x56x3", "64x7x7x3", stride=(2,), pad=(3,))
    assert rule.valid(CONV, stem, {**rule.default(CONV, stem, HW), "a_regs": 3, "depth": 0}, HW) is None
    assert "a_regs=3: at most the prefetch distance stages - 1 - depth = 2" in rule.valid(
        CONV, stem, {**rule.default(CONV, stem, HW), "a_regs": 3}, HW)
    for q, cfg in ((conv("1x8x8x64", "64x3x3x64"), {}), (p, {"nchw_copy": 1})):
        assert "a_regs=2: A gathered through registers" in rule.valid(
            CONV, q, {**rule.default(CONV, q, HW), **cfg, "a_regs": 2}, HW)


@pytest.mark.parametrize("p,copy,first", [
    (nchw("32x64x56x56", "64x64x3x3", pad=(1,)), 1, "conv_wgmma"),  # 3x3: the copy form
    # a reduction C*R*S of 2048 or more: conv_wgmma_ws's copies first (an H100 timed them faster there)
    (nchw("32x256x14x14", "256x256x3x3", "bfloat16", pad=(1,), algo="implicit_gemm"), 1, "conv_wgmma_ws"),
    (nchw("32x1024x14x14", "256x1024x1x1"), 0, "conv_wgmma"),  # 1x1, 196 pixels a plane: X read in 8-byte pieces
    (nchw("32x512x7x7", "2048x512x1x1"), 1, "conv_wgmma"),  # 1x1, 49 pixels a plane: no whole 8-byte pieces
    # 1x1 on 56x56: a GEMM over the pixels as they lie, the gather (conv_wgmma_ws's batched GEMM is slower at K = 64)
    (nchw("32x256x56x56", "64x256x1x1"), 0, "conv_wgmma"),
    # a 1x1 at stride 2, onto 28x28 or 14x14: the copy of the pixels the stride reads
    (nchw("32x256x56x56", "512x256x1x1", stride=(2,)), 1, "conv_wgmma"),
    (nchw("32x512x28x28", "1024x512x1x1", stride=(2,)), 1, "conv_wgmma"),
    (nchw("1x64x8x8", "64x64x3x3", pad=(1,)), 1, "conv_wgmma"),
])
def test_nchw_form_is_chosen(p, copy, first):
    """NCHW is conv_wgmma by default (auto and implicit_gemm) but where conv_wgmma_ws was timed faster: the register
    gather where A's pieces are whole 8- or 16-byte runs of pixels (a 1x1 unpadded layer at stride 1 with P*Q % 4 == 0),
    else the copy form with the NHWC kernel's own config; the choice the H100 timed faster at each of the 22 NCHW
    ResNet-50 layers."""
    rule = RULES["conv_wgmma"]
    cfg = rule.default(CONV, p, HW)
    assert rule.valid(CONV, p, cfg, HW) is None
    assert chain(CONV, p, HW)[0].name == first and cfg.get("nchw_copy", 0) == copy
    if copy:  # the NHWC kernel behind the copy: its config is the NHWC twin's
        g = geometry(p)
        twin = RULES["conv_wgmma"].default(CONV, conv(f"{g.n}x{g.h}x{g.w}x{g.c}", f"{g.k}x{g.r}x{g.s}x{g.c}",
                                                      p["dtype"], stride=g.stride, pad=g.pad), HW)
        assert {k: v for k, v in cfg.items() if k != "nchw_copy"} == twin or twin.get("splits", 1) > 1


def test_nchw_run_time_batch_gathers():
    """A run-time batch keeps the register gather: the copy form's workspaces are sized by the batch."""
    from tvmgen.ranged import build_ranged

    m, _ = build_ranged(CONV, {"input": "1..64@32x64x56x56", "filter": "64x64x3x3", "pad": "1", "dtype": "float16"})
    assert all(v["rule"] == "conv_wgmma" and not v["config"].get("nchw_copy") for v in m["variants"]), m["variants"]


@needs_nvcc
@pytest.mark.parametrize("p,rows_guarded", [
    (conv("2x9x11x64", "128x3x3x64", pad=(1,), stride=(2,), bias=True, residual=True, activation="relu",
          mode="convolution"), True),
    (conv("2x9x11x64", "128x3x3x64", "bfloat16", pad=(1,), stride=(2,), bias=True, activation="relu",
          mode="convolution"), True),
])
def test_build(p, rows_guarded):
    s = codegen.build(CONV, p)
    assert s.rule == "conv_wgmma"
    check_wgmma_build(s, rows_guarded)
    if p["residual"]:
        # R is staged by 16-byte loads (one tile: block 0 is the grid), and the rows past M (computed, never stored)
        # read the last row, in bounds
        assert not index_exprs(s.source, "R_ptr")
        reads = re.findall(r"\*\(uint4\*\)\(R_ptr \+ (.*?)\);", s.source)
        g = geometry(p)
        assert reads and s.kernels[0].grid[0] == 1
        ends = [eval(r.replace("((int)threadIdx.x)", "t"), {"t": t, "min": min}) + 8 for r in reads for t in range(256)]
        assert max(ends) == g.gemm[0] * g.gemm[1], (max(ends), g.gemm)


@needs_nvcc
@pytest.mark.parametrize("p", [
    conv("32x224x224x3", "64x7x7x3", stride=(2,), pad=(3,), bias=True, residual=True, activation="relu"),
    nchw("32x3x224x224", "64x3x7x7", "bfloat16", stride=(2,), pad=(3,)),
])
def test_build_gathered(p):
    """C % 64 != 0 (the 3-channel stem): both operands gathered through registers, the reduction of 147 padded to 3
    k steps and unrolled whole; unspilled, the wgmma unserialized; auto's pick (the H100 timed it at 2.1x cuDNN)."""
    assert chain(CONV, p, HW)[0].name == "conv_wgmma"
    s = codegen.build(CONV, p, rule="conv_wgmma")
    (k,) = s.kernels
    body = s.source[s.source.index('extern "C" __global__'):]
    assert "tvm_builtin_ptx_cp_async_cg" not in body and "areg_ptr[" in body and "step_o" not in body
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and not res["serialized_wgmma"], res


@needs_nvcc
@pytest.mark.parametrize("p,taps,pixels", [
    (nchw("32x256x14x14", "256x256x3x3", pad=(1,), bias=True, residual=True), 9, 14 * 14),
    (nchw("32x1024x14x14", "2048x1024x1x1", stride=(2,)), 1, 7 * 7),  # only the pixels the stride reads copied
])
def test_build_nchw_copy(p, taps, pixels):
    """nchw_copy=1: X transposed into an NHWC workspace (and a filter of several taps into a KRSC one) by one tiled copy
    kernel, then the NHWC implicit GEMM by cp.async storing Y as NCHW; every kernel unspilled."""
    s = codegen.build(CONV, p, rule="conv_wgmma", config={"nchw_copy": 1})
    assert len(s.kernels) == 2 and len(s.workspaces) == (2 if taps > 1 else 1)
    n, c, _, _ = p["input"]
    assert s.workspaces[0]["bytes"] == n * c * pixels * 2
    gemm = s.source[s.source.index(f'{s.kernels[-1].name}('):]
    assert "tvm_builtin_ptx_cp_async_cg" in gemm and "areg_ptr[" not in gemm  # A copied, not gathered
    for k, r in nvcc.resources(s.source, arch="sm_90a").items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and not r["serialized_wgmma"], (k, r)
    assert "nchw_copy=1: an NCHW" in RULES["conv_wgmma"].valid(
        CONV, conv("1x8x8x64", "64x3x3x64"), {**RULES["conv_wgmma"].default(CONV, p, HW), "nchw_copy": 1}, HW)


@needs_nvcc
@pytest.mark.parametrize("p,copied", [
    (nchw("32x64x56x56", "64x64x3x3", pad=(1,), bias=True, activation="relu"), False),
    (nchw("32x512x7x7", "512x512x3x3", "bfloat16", pad=(1,)), False),
    (nchw("32x64x56x56", "256x64x1x1"), True),  # 1x1 at stride 1: X's planes as they lie, by cp.async
    (nchw("32x256x14x14", "1024x256x1x1"), True),  # P*Q % 8 == 4: 8-byte pieces
    (nchw("32x512x7x7", "2048x512x1x1"), False),  # P*Q odd: gathered
])
def test_build_nchw(p, copied):
    """NCHW's register gather (nchw_copy=0): the filter's rows by cp.async; the input too where the convolution is a
    GEMM over the pixels as they lie (8-byte pieces where a plane holds no whole 16-byte ones), else gathered through
    registers, the k loop turning in groups of R*S steps;
    16-byte stores of the staged output where P*Q % 8 == 0, 8-byte ones where P*Q % 4 == 0, pairs where it is even;
    unspilled and with the wgmma unserialized."""
    s = codegen.build(CONV, p, rule="conv_wgmma", config={"nchw_copy": 0})
    (k,) = s.kernels
    body = s.source[s.source.index('extern "C" __global__'):]
    assert "tvm_builtin_ptx_cp_async_cg" in body
    assert ("areg_ptr[" not in body) == copied  # the gathered elements
    pq = p["input"][2] * p["input"][3]
    assert ("async_ca_shared_global_8" in body) == (copied and pq % 8 != 0)  # X's 8-byte pieces
    assert "step_o" in body or p["filter"][2] * p["filter"][3] == 1  # the k loop in groups of R*S turns
    vec = {8: "uint4", 4: "half4", 2: "half2"}.get(max(v for v in (8, 4, 2, 1) if pq % v == 0))
    assert set(re.findall(r"\*\((\w+)\*\)\(Y_ptr", body)) == ({vec} if vec else set())  # Y's vector stores
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and not res["serialized_wgmma"], res
