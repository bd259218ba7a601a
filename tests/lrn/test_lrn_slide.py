"""lrn_slide (tvmgen/rules/lrn/kernel_slide.py): a TIRx kernel that slides lrn's window of squares along the
channels, registers only.

* where it applies (fp16 by default; float32 only when named) and how it fits its registers;
* the source compiles with nvcc for sm_90 with no spills;
* the emitted CUDA runs on the CPU in the emulator of tests/emulator.py and matches the
  float64 reference at the op's tolerance.
"""
import pytest

from conftest import needs_nvcc
from helpers import check_builds_without_spills, emulator_tests
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the expected values below are sm_90's

LRN = "lrn"


# -- the emitted CUDA, run by the CPU emulator (tests/emulator.py) ----------------------------------------------
EMU_CASES = [
    # 16-byte vectors and a partial last chunk (17 channels), halos at both ends, n even / odd / 1, the fast pow
    # (fp16, beta 0.75) and the op's forms, a tail of threads, float32, odd H*W (scalar)
    (LRN, {"shape": "2x17x5x8", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "3x20x4x6", "n": "4", "alpha": "0.5", "k": "1", "dtype": "float16"}, "lrn_slide",
     {"chunk": 4, "threads": 128}),
    (LRN, {"shape": "2x9x12x12", "n": "7", "alpha": "3", "beta": "3", "k": "1"}, "lrn_slide", {"chunk": 16}),
    (LRN, {"shape": "2x17x7x9", "n": "16", "alpha": "0.5", "beta": "1", "k": "1", "dtype": "float16"}, "lrn_slide",
     None),
    (LRN, {"shape": "1x3x1x1", "n": "1", "alpha": "2", "beta": "0.5"}, "lrn_slide", None),
    (LRN, {"shape": "2x11x8x8", "dtype": "float16"}, "lrn_slide", {"fast": 0, "vec": 4}),
    (LRN, {"shape": "2x11x8x8", "alpha": "1"}, "lrn_slide", {"chunk": 32}),
    (LRN, {"shape": "2x17x5x8", "dtype": "bfloat16"}, "lrn_slide", None),  # the fast pow, as float16
    (LRN, {"shape": "2x11x8x8", "dtype": "bfloat16"}, "lrn_slide", {"fast": 0, "vec": 4}),
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


# -- where it applies, what it emits -----------------------------------------------------------------------------
def test_lrn_slide_applies_and_fits_its_registers():
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES, chain
    from tvmgen.rules.lrn.kernel_slide import REG_BUDGET, regs

    lrn = ops.get("lrn")
    p = lrn.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert chain(lrn, p, HW)[0] is RULES["lrn_slide"]
    s = codegen.build(lrn, p)
    # 32 images x 16 chunks of 16 channels x 1568 two-lane vectors = 3136 blocks of 256
    assert s.rule == "lrn_slide" and s.kernels[0].block == (256, 1, 1) and s.kernels[0].grid == (3136, 1, 1)
    # 4-byte loads: 32 registers, 8 blocks per SM (faster than 8-byte on the H200)
    assert "*(half2*)(xr_ptr" in s.source
    small = lrn.parse({"shape": "2x21x6x8", "dtype": "float16"})
    assert RULES["lrn_slide"].default(lrn, small, HW)["vec"] == 4  # too few blocks to fill the SMs: the 8-byte kernel
    body = s.source.split('extern "C" __global__', 1)[1].replace("rsqrtf(", "")
    assert "sqrtf(" not in body and "powf" not in body  # fp16, beta 0.75: r * r * rsqrt(r), no IEEE sqrt
    # float32: not the default (untimed); named, it keeps the op's own pow form (no fp16 rounding to hide more ulp)
    p32 = lrn.parse({"shape": "4x32x14x14"})
    assert RULES["lrn_slide"] not in chain(lrn, p32, HW)
    s32 = codegen.build(lrn, p32, rule="lrn_slide")
    assert "sqrtf(" in s32.source.split('extern "C" __global__', 1)[1].replace("rsqrtf(", "")
    # a wide window: lanes (then the chunk) shrink until the registers fit
    rule = RULES["lrn_slide"]
    for raw in ({"shape": "8x96x56x56", "n": "16", "dtype": "float16"}, {"shape": "2x64x8x8", "n": "16"}):
        p = lrn.parse(raw)
        assert regs(p, 8 if p["dtype"] == "float16" else 4, 8) > REG_BUDGET
        assert rule.build(lrn, p, rule.default(lrn, p, HW), HW) is not None


@needs_nvcc
@pytest.mark.parametrize("name,raw,rule,config", [
    (LRN, {"shape": "32x256x56x56", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "32x256x56x56", "dtype": "float16"}, "lrn_slide", {"vec": 4, "chunk": 16}),
    (LRN, {"shape": "8x96x56x56", "n": "16", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "8x96x55x55", "n": "5"}, "lrn_slide", {"chunk": 32}),
])
def test_tirx_rules_compile_without_spills(name, raw, rule, config):
    check_builds_without_spills(name, raw, rule, config)
