"""int_conv2d (tvmgen/ops/qgemm.py): int8 NHWC convolution summed in int32, kept or requantized to int8 / float16
through the input's scale and per-channel weight scales. Every output is exact, so the emitted CUDA on the CPU emulator
must equal the reference element for element: on CUDA cores (qgemm_direct, the default) over the operator's cases, and
on Hopper's wgmma (qgemm_wgmma, opt-in) in tests/gemm/test_wgmma_emulated.py."""
import numpy as np
import pytest

from helpers import emulated_mismatches, emulation_jobs
from tvmgen import codegen, hardware, ops
from tvmgen.ops.conv import conv2d_reference
from tvmgen.rules import RULES, chain

OP = ops.get("int_conv2d")
HW = hardware.get("sm_90")
CASES = [dict(kv.split("=") for kv in c.split()) for c in OP.cases]


def test_cases_exact_on_the_emulator(emu_root):
    assert emulated_mismatches(emu_root, emulation_jobs(OP, CASES, "qgemm_direct")) == []


def test_reference_is_conv2d_on_the_integers():
    """The sums are conv2d's cross-correlation of the same int8 tensors (exact in float64), requantized as int_mm."""
    p = OP.parse({"input": "2x9x11x16", "filter": "24x3x3x16", "pad": "1", "stride": "2"})
    x = OP.sample(p, np.random.default_rng(3))
    conv = conv2d_reference(OP.conv(p), {"X": x["X"].astype(np.float64), "W": x["W"].astype(np.float64)})
    np.testing.assert_array_equal(OP.reference(p, x)["Y"], conv)
    assert np.abs(conv).max() > 2**16  # sums past int16: the int32 accumulator is needed


@pytest.mark.parametrize("raw, first", [
    ({"input": "32x28x28x128", "filter": "128x3x3x128", "pad": "1"}, "qgemm_direct"),  # wgmma: opt-in
    ({"input": "32x56x56x64", "filter": "64x3x3x64", "pad": "1"}, "qgemm_direct"),
])
def test_default_rule_is_the_cuda_core_baseline(raw, first):
    assert chain(OP, OP.parse(raw), HW)[0].name == first


def test_wgmma_needs_128_channels():
    p = OP.parse({"input": "2x8x8x64", "filter": "64x3x3x64", "pad": "1"})
    rule = RULES["qgemm_wgmma"]
    assert "C a multiple of 128" in rule.valid(OP, p, rule.default(OP, p, HW), HW)
    assert codegen.build(OP, OP.parse({"input": "2x8x8x128", "filter": "64x3x3x128", "pad": "1"}),
                         rule="qgemm_wgmma").rule == "qgemm_wgmma"
