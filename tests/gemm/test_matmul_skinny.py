"""matmul_skinny (M <= 64): applies where it should, fits the hardware, and computes the right numbers.

The numeric check runs the emitted CUDA on the CPU as test_matmul_schedule.py does (helpers.check_matmul_emulated:
tests/emulator.py with bounds- and alignment-checked arrays, shared memory, outputs and the fp32 split-K workspace
poisoned with NaN, each block run in ascending and descending thread order).
"""
from __future__ import annotations

import re
import shutil

import pytest

from helpers import check_matmul_emulated, matmul_params, matmul_shader
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES, chain

HW = hardware.get("sm_90")  # the expected values below are sm_90's

OP = get("matmul")
RULE = RULES["matmul_skinny"]
NVCC = shutil.which("nvcc")



def build(m, n, k, dtype, kw=None, **config):
    return matmul_shader("matmul_skinny", m, n, k, dtype, kw, **config)


# -- where it applies ----------------------------------------------------------------------------
@pytest.mark.parametrize("kw,expect", [
    ({"m": 16, "n": 4096, "k": 4096, "dtype": "float16"}, True),
    ({"m": 64, "n": 4096, "k": 4096, "dtype": "float16"}, True),
    ({"m": 1, "n": 781, "k": 1000}, True),
    ({"m": 64, "n": 4096, "k": 4096, "dtype": "float16", "trans_a": True}, True),
    ({"m": 65, "n": 4096, "k": 4096, "dtype": "float16"}, False),
    ({"m": 16, "n": 4096, "k": 4096, "trans_b": True}, False),
    ({"m": 16, "n": 512, "k": 512, "batch": 2}, False),
])
def test_prefer_and_apply(kw, expect):
    p = OP.parse(kw)
    assert RULE.prefer(OP, p, HW) is expect
    assert (RULE in chain(OP, p, HW)) is expect
    mod = RULE.apply(codegen.te_module(OP, p), OP, p, RULE.default(OP, p, HW), HW)
    assert (mod is not None) is expect


def test_default_configs_are_valid():
    for m in (1, 2, 3, 7, 16, 33, 64):
        for n, k in ((4096, 4096), (781, 1000), (1, 1), (5, 3), (4096, 11008), (11008, 4096)):
            for dt in ("float32", "float16"):
                p = matmul_params(m, n, k, dt)
                c = RULE.default(OP, p, HW)
                assert RULE.valid(OP, p, c, HW) is None, (m, n, k, dt, c, RULE.valid(OP, p, c, HW))


@pytest.mark.parametrize("config,knob", [
    ({"vec": 8}, "vec"),  # 8 x fp32 is 256 bits
    ({"tn": 128, "tk": 16}, "tn"),  # 2048 threads
    ({"bogus": 1}, "bogus"),
    ({"tk": 32, "tn": 32, "vec": 4}, "tk"),  # 32 x 16 x 128 x 4 = 256 KB of reduction buffer
])
def test_valid_rejects(config, knob):
    why = RULE.valid(OP, matmul_params(16, 4096, 4096, "float32"), config, HW)
    assert why is not None and re.match(r"\w+", why).group(0) == knob, why


def test_invalid_config_raises_through_codegen():
    with pytest.raises(ParamError, match="vec"):
        codegen.build(OP, matmul_params(16, 64, 64, "float32"), rule="matmul_skinny", config={"vec": 3})


# -- nvcc: compiles, no spills -------------------------------------------------------------------
BIG = [(16, 4096, 4096, "float16"), (64, 4096, 4096, "float16"), (16, 4096, 4096, "float32"),
       (1, 781, 1000, "float32"), (37, 781, 1000, "float16")]


@pytest.mark.skipif(NVCC is None, reason="nvcc not on PATH")
@pytest.mark.parametrize("mnk", BIG, ids=lambda s: "x".join(map(str, s)))
def test_nvcc_no_spills(mnk):
    s = build(*mnk)
    res = nvcc.resources(s.source, s.arch)
    assert set(res) == {k.name for k in s.kernels}
    for name, r in res.items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, (name, r)
    main = s.kernels[0]
    assert res[main.name]["smem"] == main.static_shared_bytes


def test_big_shapes_use_wide_loads_and_split_k():
    s = build(16, 4096, 4096, "float16")
    body = s.source[s.source.index('extern "C" __global__'):]
    assert re.search(r"\*\((uint4|uint2|half4)\*\)\(B_local_ptr \+ \d+\) = \*\(\w+\*\)\(B_ptr", body)
    assert s.config["splits"] > 1 and len(s.kernels) == 2
    (ws,) = s.workspaces
    assert ws["dtype"] == "float32" and ws["bytes"] == 4 * s.config["splits"] * 16 * 4096
    blocks = s.kernels[0].grid[0] * s.kernels[0].grid[1]
    assert blocks >= HW.sms, s.kernels[0].grid
    assert "atomic" not in s.source


def test_predicates_on_non_dividing_shapes():
    s = build(37, 781, 1000, "float16")
    body = s.source[s.source.index('extern "C" __global__'):]
    assert "< 781" in body  # N guard on loads and stores
    assert not re.search(r"\(\w+\*\)\(B_ptr \+", body)  # odd N: scalar B loads


# -- the emitted CUDA, run on the CPU (helpers.check_matmul_emulated) --
def check_numerics(m, n, k, dtype, emu_root, kw=None, **config):
    check_matmul_emulated(emu_root, build(m, n, k, dtype, kw, **config))


# Awkward shapes (nothing divides, odd N, K shorter than one step) and the default of the big shapes on
# cut-down sizes; each (shape, config) is one g++ build, so the list stays short.
CASES = [
    ((1, 1, 1, "float32"), {}, {}),
    ((3, 5, 7, "float16"), {}, {}),
    ((16, 264, 136, "float16"), {}, {}),  # vec 8, K not a multiple of the step
    ((37, 71, 300, "float32"), {}, {"splits": 3}),  # odd N (scalar), 3 even K pieces over blocks
    ((16, 256, 256, "float16"), {}, {"tn": 32, "tk": 4, "vec": 8, "ku": 4, "splits": 2}),
    ((64, 128, 64, "float16"), {}, "default-64"),
    ((16, 512, 260, "float16"), {"trans_a": True}, {"splits": 2}),
    ((16, 96, 200, "float32"), {}, {"slab": 0, "stages": 2, "splits": 2}),  # A fetched per step, pipelined
    ((8, 40, 64, "float16"), {}, {"slab": 0, "stages": 1}),
    pytest.param((16, 264, 136, "bfloat16"), {}, {"splits": 2}, marks=pytest.mark.slow),  # bf16: fp32 math
    ((5, 64, 100, "float32"), {}, {"slab": 1, "stages": 1, "tk": 8, "vec": 2}),  # M padded to 8 for the sum
]


@pytest.mark.parametrize("mnk,kw,config", CASES, ids=lambda x: "x".join(map(str, x)) if isinstance(x, tuple) else None)
def test_emulated_numerics(mnk, kw, config, emu_root):
    if config == "default-64":  # the M=64 fp16 4096^2 default, on a cut-down N and K
        config = {k: v for k, v in RULE.default(OP, matmul_params(64, 4096, 4096, "float16"), HW).items() if k != "splits"}
        config["splits"] = 2
    check_numerics(*mnk, emu_root, kw, **config)
