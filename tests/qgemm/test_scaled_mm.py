"""scaled_mm (tvmgen/ops/qgemm.py): fp8 x fp8 summed in float32, scaled per tensor / row / column, bias, activation,
rounded to bfloat16, float16 or float32. The emitted CUDA, run on the CPU emulator (cuda_fp8.h's host conversions),
within the operator's tolerance of the float64 reference, over both fp8 types, every scale granularity and output
type; and the tolerance is tight enough to catch a dropped scale or a skipped bias."""
import numpy as np
import pytest

from helpers import emulated_mismatches, emulation_jobs
from tvmgen import ops

OP = ops.get("scaled_mm")

CASES = [
    {"m": "37", "n": "23", "k": "129"},
    {"m": "17", "n": "40", "k": "64", "b_dtype": "float8_e5m2", "scale_a": "row", "scale_b": "column",
     "out": "float32"},
    {"m": "33", "n": "16", "k": "96", "a_dtype": "float8_e5m2", "bias": "true", "activation": "relu",
     "out": "float16"},
    {"m": "5", "n": "7", "k": "300", "bias": "true", "activation": "gelu_tanh", "scale_b": "column"},
]


def test_on_the_emulator(emu_root):
    assert emulated_mismatches(emu_root, emulation_jobs(OP, CASES, "qgemm_direct")) == []


@pytest.mark.parametrize("spoil", ["scale_a", "bias"])
def test_tolerance_catches_a_lost_term(spoil):
    """The reference with scale_a taken as 1, or without the bias, misses the tolerance."""
    from tvmgen.cpu import compare

    p = OP.parse(CASES[3] | {"scale_a": "row"})
    x = OP.sample(p, np.random.default_rng(0))
    good = OP.reference(p, x)
    bad = dict(x)
    if spoil == "scale_a":
        bad["scale_a"] = np.ones_like(x["scale_a"])
    else:
        bad["bias"] = np.zeros_like(x["bias"])
    assert compare(OP, p, OP.reference(p, bad), good) != []
