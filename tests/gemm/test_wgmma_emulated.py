"""The wgmma engine's kernels run on the CPU emulator (tests/emulator_wgmma.py executes wgmma.mma_async through its
descriptors): every form of rules/lib/wgmma.py, for each operator on it (matmul / dense, conv2d, int_mm, scaled_mm),
against the float64 reference at the operator's tolerance (int_mm bit for bit).

The cases cover the engine's branches: K-major and N-major B, rows past M (zero-filled, not stored), 128 / 256 / 64
column tiles, the staged and the direct store, one wgmma group in flight, the swapped small-M product (MN-major A,
C stored transposed) split or not, split-K over a cluster (emulated as one block), a convolution's gathered windows
with padding, stride and dilation (NHWC by cp.async, NCHW through registers with its output stored channel-major),
and the 8-bit operands with each epilogue (int32, int8 requantized, fp8 promoted
per k step or summed in the tensor core). And the emulation can fail: a kernel that reads its accumulators one
group too early, or reads B through the other transpose, is caught.
"""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

import emulator
from helpers import as_block, emulated_at_jobs, emulated_mismatches, emulator_tests
from tvmgen import codegen, hardware, ops
from tvmgen.rules import RULES

HW = hardware.get("sm_90")
W = "matmul_wgmma"


def _mm(m, n, k, dtype="float16", **kw):
    return "matmul", {"m": m, "n": n, "k": k, "dtype": dtype, **kw}


def _cfg(name, raw, rule, config):
    """The rule's default for these parameters with `config` over it (None: the rule's own choice)."""
    if config is None:
        return None
    op = ops.get(name)
    return {**RULES[rule].default(op, op.parse(raw), HW), **config}


def _case(name, raw, rule, config=None):
    raw = {k: str(v) for k, v in raw.items()}
    return name, raw, rule, _cfg(name, raw, rule, config)


CASES = [
    _case(*_mm(333, 384, 192, batch=2, trans_b="true"), W),  # rows past M, K-major B, 4 stages, depth 1
    _case(*_mm(333, 384, 192, "bfloat16", batch=2, trans_b="true"), W),
    _case(*_mm(256, 256, 512), W, {"bn": 128, "stages": 3, "depth": 1, "group_m": 1, "splits": 1}),  # N-major B
    _case(*_mm(256, 512, 256), W, {"bn": 256, "stages": 4, "depth": 1, "splits": 1}),
    _case(*_mm(200, 256, 256, trans_b="true"), W, {"bn": 128, "stages": 3, "depth": 0, "stage_c": 0, "splits": 1}),
    _case(*_mm(20, 256, 640, trans_b="true"), W, {"bn": 32, "splits": 1, "stages": 3, "stage_c": 0, "swap": 1}),
    _case(*_mm(40, 384, 512, batch=2), W, {"bn": 64, "splits": 1, "stages": 4, "swap": 1}),
    _case(*_mm(16, 256, 1024), W),  # swapped, K split in 4 over a cluster
    _case(*_mm(200, 256, 256, batch=3, trans_b="true"), W, {"splits": 2, "bn": 64, "stages": 3, "depth": 0}),
    _case(*_mm(200, 256, 256, "bfloat16", batch=3), W, {"splits": 2, "bn": 64, "stages": 3, "depth": 0}),
    _case("dense", {"m": 16, "n": 256, "k": 256, "bias": 1, "activation": "gelu_tanh", "dtype": "float16"}, W),
    # a ragged dense N (328 = 41 x 8, no 64-column tile divides it): weight rows past N zero-filled, columns past N
    # neither stored nor biased; swapped (split over a cluster, or stored from the registers) and unswapped (staged,
    # direct, split)
    _case("dense", {"m": 20, "n": 328, "k": 512, "bias": 1, "activation": "relu", "dtype": "float16"}, W),
    _case("dense", {"m": 40, "n": 328, "k": 256, "bias": 1, "dtype": "float16"}, W,
          {"bn": 64, "splits": 1, "stages": 3, "stage_c": 0, "swap": 1}),
    _case("dense", {"m": 200, "n": 328, "k": 256, "bias": 1, "dtype": "bfloat16"}, W),
    _case("dense", {"m": 200, "n": 328, "k": 256, "bias": 1, "dtype": "float16"}, W,
          {"bn": 128, "stages": 3, "depth": 0, "stage_c": 0, "splits": 1}),
    _case("dense", {"m": 130, "n": 200, "k": 512, "dtype": "float16"}, W,
          {"bn": 64, "stages": 3, "depth": 0, "splits": 2}),
    # residual=true: the skip R read at each accumulator's row and column (split: by the block summing the column)
    _case("conv2d", {"input": "2x9x11x128", "filter": "64x3x3x128", "layout": "NHWC", "dtype": "float16", "pad": 1,
                     "stride": 2, "dilation": 2, "bias": "true", "residual": "true", "activation": "relu",
                     "algo": "implicit_gemm"},
          "conv_wgmma", {"splits": 2, "bn": 64, "stages": 3, "depth": 0}),
    _case("conv2d", {"input": "2x8x8x64", "filter": "128x3x3x64", "layout": "NHWC", "dtype": "bfloat16", "pad": 1,
                     "residual": "true", "activation": "relu"}, "conv_wgmma"),
    # unsplit and staged: R's tile copied into C's staging first (stage_e), rows past M read at the last row
    _case("conv2d", {"input": "3x9x11x64", "filter": "256x1x1x64", "layout": "NHWC", "dtype": "float16",
                     "bias": "true", "residual": "true", "activation": "relu"}, "conv_wgmma"),
    _case("conv2d", {"input": "2x9x9x128", "filter": "128x3x3x128", "layout": "NHWC", "dtype": "bfloat16", "pad": 1,
                     "residual": "true"}, "conv_wgmma", {"bn": 128, "stages": 3, "depth": 1, "splits": 1}),
    # NCHW: input windows gathered through registers (the k loop in groups of R*S turns), the KCRS filter copied as it
    # lies, the output stored as Y[n, k, p, q]
    # (16 bytes at a time where P*Q % 8 == 0, element by element where not)
    _case("conv2d", {"input": "2x64x8x8", "filter": "128x64x3x3", "pad": 1, "bias": "true", "residual": "true",
                     "activation": "relu", "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma"),
    _case("conv2d", {"input": "3x64x7x7", "filter": "64x64x3x3", "pad": 1, "dtype": "bfloat16",
                     "algo": "implicit_gemm"}, "conv_wgmma"),
    _case("conv2d", {"input": "3x128x9x11", "filter": "64x128x3x3", "pad": 1, "stride": 2, "dilation": 2,
                     "mode": "convolution", "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma",
          {"bn": 64, "stages": 2, "depth": 0}),
    _case("conv2d", {"input": "2x128x15x15", "filter": "128x128x1x1", "stride": 2, "bias": "true",
                     "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma", {"nchw_copy": 0}),
    # NCHW 1x1 at stride 1: A is X's channel planes by cp.async, MN-major; pixels past M zero-filled
    _case("conv2d", {"input": "3x64x8x8", "filter": "128x64x1x1", "bias": "true", "activation": "relu",
                     "dtype": "bfloat16", "algo": "implicit_gemm"}, "conv_wgmma"),
    _case("conv2d", {"input": "1x128x16x16", "filter": "256x128x1x1", "dtype": "float16", "algo": "implicit_gemm"},
          "conv_wgmma", {"bn": 256, "stages": 3, "depth": 1}),
    # planes of P*Q % 8 == 4 pixels (14x14's 196): 8-byte pieces, rows past M zero-filled
    _case("conv2d", {"input": "2x64x6x6", "filter": "128x64x1x1", "bias": "true", "residual": "true",
                     "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma", {"nchw_copy": 0}),
    _case("conv2d", {"input": "1x128x14x14", "filter": "64x128x1x1", "dtype": "bfloat16", "algo": "implicit_gemm"},
          "conv_wgmma", {"nchw_copy": 0, "bn": 64}),
    # NCHW by nchw_copy=1: X (and a filter of several taps) transposed into NHWC / KRSC workspaces by kernels of
    # their own, then the NHWC implicit GEMM, Y stored NCHW (P*Q odd: element by element; even: in pairs, the last
    # tile's rows past M unstored)
    _case("conv2d", {"input": "2x64x10x10", "filter": "64x64x3x3", "pad": 1, "dtype": "float16",
                     "algo": "implicit_gemm"}, "conv_wgmma", {"nchw_copy": 1, "bn": 64}),
    _case("conv2d", {"input": "2x64x9x9", "filter": "128x64x3x3", "pad": 1, "bias": "true", "residual": "true",
                     "activation": "relu", "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma",
          {"nchw_copy": 1}),
    _case("conv2d", {"input": "2x128x15x15", "filter": "64x128x1x1", "stride": 2, "dtype": "bfloat16",
                     "algo": "implicit_gemm"}, "conv_wgmma", {"nchw_copy": 1, "bn": 64}),
    # C % 64 != 0: both operands gathered through registers, the reduction C*R*S zero-padded to whole k steps (the
    # 3-channel stem; a flipped filter over 14 steps; NCHW)
    _case("conv2d", {"input": "2x19x17x3", "filter": "64x7x7x3", "layout": "NHWC", "dtype": "float16", "pad": 3,
                     "stride": 2, "bias": "true", "activation": "relu", "algo": "implicit_gemm"}, "conv_wgmma"),
    _case("conv2d", {"input": "1x6x7x96", "filter": "128x3x3x96", "layout": "NHWC", "dtype": "bfloat16", "pad": 1,
                     "mode": "convolution", "algo": "implicit_gemm"}, "conv_wgmma"),
    _case("conv2d", {"input": "2x3x10x9", "filter": "64x3x3x3", "dtype": "float16", "pad": 1, "stride": 2,
                     "residual": "true", "algo": "implicit_gemm"}, "conv_wgmma"),
    # a_regs: the gathered registers of several k steps in flight (the stem's whole reduction; 3x3 NCHW turning in
    # groups of 18, the lcm of its 9 taps and 2 slots; a 1x1 at stride 2 in pairs)
    _case("conv2d", {"input": "2x19x17x3", "filter": "64x7x7x3", "layout": "NHWC", "dtype": "float16", "pad": 3,
                     "stride": 2, "bias": "true", "activation": "relu", "algo": "implicit_gemm"}, "conv_wgmma",
          {"a_regs": 3, "depth": 0}),
    _case("conv2d", {"input": "3x64x7x7", "filter": "64x64x3x3", "pad": 1, "dtype": "float16",
                     "algo": "implicit_gemm"}, "conv_wgmma", {"a_regs": 2, "bn": 64, "nchw_copy": 0}),
    _case("conv2d", {"input": "2x128x15x15", "filter": "128x128x1x1", "stride": 2, "bias": "true",
                     "dtype": "float16", "algo": "implicit_gemm"}, "conv_wgmma",
          {"a_regs": 2, "stages": 3, "depth": 0, "nchw_copy": 0}),
    _case("int_mm", {"m": 333, "n": 256, "k": 384, "trans_b": "true", "out": "int8", "scale_a": "row",
                     "scale_b": "column"}, "qgemm_wgmma"),
    _case("int_mm", {"m": 256, "n": 256, "k": 256, "trans_b": "true"}, "qgemm_wgmma"),
    # int8 convolution: the NHWC windows of 128 channels gathered by cp.async, pieces outside the image zero-filled
    _case("int_conv2d", {"input": "2x9x11x128", "filter": "128x3x3x128", "pad": 1}, "qgemm_wgmma"),
    _case("int_conv2d", {"input": "2x8x8x256", "filter": "128x1x1x256", "stride": 2, "out": "int8",
                         "scale_w": "channel"}, "qgemm_wgmma"),
    _case("int_conv2d", {"input": "2x7x7x128", "filter": "256x3x3x128", "pad": 1, "dilation": 2, "out": "float16",
                         "scale_w": "channel"}, "qgemm_wgmma"),
    _case("scaled_mm", {"m": 200, "n": 256, "k": 256, "a_dtype": "float8_e5m2", "bias": "true",
                        "activation": "gelu_tanh", "out": "float16", "scale_a": "row"}, "qgemm_wgmma"),
    _case("scaled_mm", {"m": 256, "n": 128, "k": 256, "b_dtype": "float8_e5m2", "scale_b": "column",
                        "out": "float32"}, "qgemm_wgmma"),
    _case("scaled_mm", {"m": 256, "n": 256, "k": 512}, "qgemm_wgmma", {"bn": 256, "depth": 1, "promote": 0,
                                                                         "stages": 3}),
]


emulated, test_wgmma_kernels_compute_the_reference = emulator_tests(CASES, prepare=as_block)


RANGED = [  # M chosen at run time: the swapped form up to 64 rows (n32, then n64), then 128-row tiles split over a cluster
    ("matmul", {"m": "1..300@64", "n": "256", "k": "256", "dtype": "bfloat16"}, (1, 20, 33, 64, 65, 300)),
    ("matmul", {"m": "1..300@64", "n": "256", "k": "256", "dtype": "float16", "trans_b": "true"}, (1, 64, 129)),
    ("dense", {"m": "1..300@64", "n": "136", "k": "256", "bias": "true", "dtype": "float16"}, (1, 33, 64, 65, 300)),
]


def test_run_time_m_at_every_variant(emu_root):
    """The kernels that take M as an argument (the symbolic tile count, the guarded last tile), at sizes in each
    variant's range and at their edges, against the reference, the same bits in either thread order."""
    from tvmgen.ranged import build_ranged

    jobs = []
    for name, raw, ms in RANGED:
        op = ops.get(name)
        m, src = build_ranged(op, raw)
        assert all(v["rule"] == W and "chunk" not in v for v in m["variants"]), m["variants"]
        jobs += emulated_at_jobs(op, m, src, "m", ms)
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


CONV_RANGED = [({"input": "1..5@2x64x7x7", "filter": "64x64x3x3", "pad": "1", "dtype": "float16"}, (1, 3, 5)),
               ({"input": "1..4@2x64x8x8", "filter": "128x64x1x1", "bias": "true", "dtype": "bfloat16"}, (1, 3)),
               # 36-pixel planes: X read in 8-byte pieces, the last tile's rows past the batch's M zero-filled
               ({"input": "1..5@2x64x6x6", "filter": "128x64x1x1", "dtype": "float16"}, (1, 3, 5)),
               # the stem's gather from registers of each row's window origin, rows past the batch's M not read
               ({"input": "1..5@2x19x17x3", "filter": "64x7x7x3", "layout": "NHWC", "stride": "2", "pad": "3",
                 "bias": "true", "activation": "relu", "dtype": "float16"}, (1, 3, 5))]


def test_conv_run_time_batch_takes_the_size(emu_root, monkeypatch):
    """Once NCHW is conv_wgmma's by default (after the H200 has verified it), a run-time batch is the kernels' bound
    (no chunks), gathered and copied forms alike, and they compute the reference at every batch (the 3-channel stem's
    too)."""
    from tvmgen.ranged import build_ranged
    from tvmgen.rules.conv.kernel_wgmma import ConvWGMMA

    rule = RULES["conv_wgmma"]
    monkeypatch.setattr(ConvWGMMA, "prefer", lambda self, op, p, hw: self.valid(op, p, self.default(op, p, hw), hw)
                        is None)
    op = ops.get("conv2d")
    jobs = []
    for raw, ns in CONV_RANGED:
        m, src = build_ranged(op, raw)
        assert [(v["rule"], "chunk" in v) for v in m["variants"]] == [(rule.name, False)], m["variants"]
        jobs += emulated_at_jobs(op, m, src, "n", ns)
    assert emulated_mismatches(emu_root, jobs) == []


def _broken(case, old: str, new: str):
    """CASES' `case` built with `old` replaced by `new` in its source (the change must apply)."""
    name, raw, rule, config = case
    op = ops.get(name)
    s = codegen.build(op, op.parse(raw), rule=rule, config=config)
    src, n = re.subn(old, new, s.source)
    assert n, old
    return replace(s, source=src)


@pytest.mark.parametrize("what,old,new", [
    # the accumulators read with the last wgmma group still in flight (wait_group 1 where 0 is needed)
    ("wait one group short", r'wgmma\.wait_group\.sync\.aligned 0;', "wgmma.wait_group.sync.aligned 1;"),
    # B read K-major although the copies laid it out N-major (tnspB 0 for 1)
    ("B read with the wrong transpose", r"ps0, 1, 1, 0, 1; \}", "ps0, 1, 1, 0, 0; }"),
])
def test_the_emulation_catches_a_broken_kernel(emu_root, what, old, new):
    case = CASES[2]  # N-major B, one group in flight
    s = _broken(case, old, new)
    op = ops.get(case[0])
    prog = emulator.build(emu_root, [s])[0]
    with pytest.raises(AssertionError):
        emulator.check(op, op.parse(case[1]), prog)
