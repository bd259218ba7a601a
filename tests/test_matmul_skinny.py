"""matmul_skinny (M <= 64): applies where it should, fits the hardware, and computes the right numbers.

The numeric check runs the emitted CUDA on the CPU with the emulator of test_matmul_schedule.py (every
thread a fiber, __syncthreads switches fibers, bounds- and alignment-checked arrays, shared memory and
outputs poisoned with NaN, each block run in ascending and descending thread order), extended here to
several kernels launched in order and to the fp32 split-K workspace (poisoned with NaN too).
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tvmgen import codegen, nvcc  # noqa: E402
from tvmgen.ops import get  # noqa: E402
from tvmgen.ops.base import ParamError  # noqa: E402
from tvmgen.rules import RULES, chain  # noqa: E402

_spec = importlib.util.spec_from_file_location("_mm_sched", Path(__file__).with_name("test_matmul_schedule.py"))
_mm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mm)

OP = get("matmul")
RULE = RULES["matmul_skinny"]
GXX = shutil.which("g++")
NVCC = shutil.which("nvcc")


def params(m, n, k, dtype, **kw):
    return OP.parse({"m": m, "n": n, "k": k, "dtype": dtype, **kw})


_BUILT: dict = {}


def build(m, n, k, dtype, kw=None, **config):
    kw = kw or {}
    key = (m, n, k, dtype, tuple(sorted(kw.items())), tuple(sorted(config.items())))
    if key not in _BUILT:
        _BUILT[key] = codegen.build(OP, params(m, n, k, dtype, **kw), rule="matmul_skinny", config=config)
    return _BUILT[key]


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
    assert RULE.prefer(OP, p) is expect
    assert (RULE in chain(OP, p)) is expect
    mod = RULE.apply(codegen.te_module(OP, p), OP, p, RULE.default(OP, p), codegen.cuda_target())
    assert (mod is not None) is expect


def test_default_configs_are_valid():
    for m in (1, 2, 3, 7, 16, 33, 64):
        for n, k in ((4096, 4096), (781, 1000), (1, 1), (5, 3), (4096, 11008), (11008, 4096)):
            for dt in ("float32", "float16"):
                p = params(m, n, k, dt)
                c = RULE.default(OP, p)
                assert RULE.valid(OP, p, c) is None, (m, n, k, dt, c, RULE.valid(OP, p, c))


@pytest.mark.parametrize("config,knob", [
    ({"vec": 8}, "vec"),  # 8 x fp32 is 256 bits
    ({"tn": 128, "tk": 16}, "tn"),  # 2048 threads
    ({"bogus": 1}, "bogus"),
    ({"tk": 32, "tn": 32, "vec": 4}, "tk"),  # 32 x 16 x 128 x 4 = 256 KB of reduction buffer
])
def test_valid_rejects(config, knob):
    why = RULE.valid(OP, params(16, 4096, 4096, "float32"), config)
    assert why is not None and re.match(r"\w+", why).group(0) == knob, why


def test_invalid_config_raises_through_codegen():
    with pytest.raises(ParamError, match="vec"):
        codegen.build(OP, params(16, 64, 64, "float32"), rule="matmul_skinny", config={"vec": 3})


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
    assert blocks >= 132, s.kernels[0].grid
    assert "atomic" not in s.source


def test_predicates_on_non_dividing_shapes():
    s = build(37, 781, 1000, "float16")
    body = s.source[s.source.index('extern "C" __global__'):]
    assert "< 781" in body  # N guard on loads and stores
    assert not re.search(r"\(\w+\*\)\(B_ptr \+", body)  # odd N: scalar B loads


# -- the emitted CUDA, run on the CPU (the multi-kernel emulator of test_matmul_schedule.py) ---------
def check_numerics(m, n, k, dtype, tmp_path, kw=None, **config):
    kw = kw or {}
    s = build(m, n, k, dtype, kw, **config)
    p = s.params
    rng = np.random.default_rng(m * 10007 + n * 101 + k)
    a = rng.uniform(-1, 1, (k, m) if p["trans_a"] else (m, k)).astype(dtype)
    b = rng.uniform(-1, 1, (k, n)).astype(dtype)
    fwd, rev = _mm.emulate_all(s, a, b, tmp_path)
    ref = OP.reference(p, {"A": a, "B": b})["C"]
    assert np.array_equal(fwd, rev, equal_nan=True), "result depends on thread order: a missing barrier?"
    assert np.isfinite(fwd).all(), f"{np.count_nonzero(~np.isfinite(fwd))} elements unwritten or read garbage"
    atol, rtol = OP.tolerance(p, OP.outputs(p)[0])
    err = np.abs(fwd.astype(np.float64) - ref)
    bad = err > atol + rtol * np.abs(ref)
    assert not bad.any(), f"{bad.sum()} elements off, max error {err.max()}"


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
    ((5, 64, 100, "float32"), {}, {"slab": 1, "stages": 1, "tk": 8, "vec": 2}),  # M padded to 8 for the sum
]


@pytest.mark.skipif(GXX is None, reason="g++ not on PATH")
@pytest.mark.parametrize("mnk,kw,config", CASES, ids=lambda x: "x".join(map(str, x)) if isinstance(x, tuple) else None)
def test_emulated_numerics(mnk, kw, config, tmp_path):
    if config == "default-64":  # the M=64 fp16 4096^2 default, on a cut-down N and K
        config = {k: v for k, v in RULE.default(OP, params(64, 4096, 4096, "float16")).items() if k != "splits"}
        config["splits"] = 2
    check_numerics(*mnk, tmp_path, kw, **config)
