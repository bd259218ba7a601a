"""cast (float32 <-> float16, bit-exact with NumPy): every half pattern and a wide sample of float32 roundings on
LLVM against NumPy bit for bit, the samplers' edge values, the exactness rule, names and costs, what the committed
catalog entries hold (rule, registers, conversion instructions), and the emitted CUDA itself run on the CPU by the
emulator (tests/emulator.py) against NumPy. Its cases and bad parameters: tests/test_registry.py; compiling the
catalog: tests/test_catalog.py.
"""
import math
import re

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import catalog_tests, check_builds_without_spills, emulator_tests, int64_path_outputs, ptx_of
from tvmgen import ops
from tvmgen.ops.cast import HALF_EDGES, exact_mismatches, exact_report, float32_edges


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse(raw)


# -- TE on the CPU against NumPy, bit for bit ------------------------------------------------------
def test_every_half_pattern_widens_exactly_on_llvm():
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, p = _parse("cast", {"shape": "65536", "src": "float16", "dst": "float32"})
    x = op.sample(p, np.random.default_rng(0))
    assert np.array_equal(x["X"].view(np.uint16), np.arange(65536, dtype=np.uint16))
    y = run_llvm(op, p, x)["Y"]
    # LLVM keeps NaN payloads here, so the whole table is bitwise NumPy's
    assert np.array_equal(y.view(np.uint32), x["X"].astype(np.float32).view(np.uint32))
    assert not exact_mismatches(y, op.reference(p, x)["Y"], "float32").any()


def test_float_to_half_rounds_like_numpy_on_llvm():
    """1.4 million float32 patterns (the sampler's ties nudged by an ulp, subnormals, overflow; see
    test_cast_samplers), far more rounding classes than an operator case of tests/test_registry.py holds."""
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, p = _parse("cast", {"shape": "1823x781", "src": "float32", "dst": "float16"})
    x = op.sample(p, np.random.default_rng(1))
    y = run_llvm(op, p, x)["Y"]
    ref = op.reference(p, x)["Y"]
    assert not exact_mismatches(y, ref, "float16").any()
    xs = x["X"].reshape(-1)
    finite = ~np.isnan(xs)
    with np.errstate(over="ignore"):
        assert np.array_equal(y.reshape(-1).view(np.uint16)[finite], xs[finite].astype(np.float16).view(np.uint16))


def test_cast_samplers():
    rng = np.random.default_rng(0)
    op, p = _parse("cast", {"shape": "3x65536", "src": "float16", "dst": "float32"})
    b = op.sample(p, rng)["X"].reshape(-1).view(np.uint16)
    assert np.array_equal(b[:65536], np.arange(65536, dtype=np.uint16))  # all patterns, then random ones
    assert len(np.unique(b[65536:])) > 50000  # 2 x 65536 draws: 65536 (1 - e^-2) ~ 56700 distinct
    op, p = _parse("cast", {"shape": "40", "src": "float16", "dst": "float32"})
    b = op.sample(p, rng)["X"].view(np.uint16)
    assert set(HALF_EDGES) <= set(b) and len(set(b)) == 40
    op, p = _parse("cast", {"shape": "100000", "src": "float32", "dst": "float16"})
    f = op.sample(p, rng)["X"]
    bits = f.view(np.uint32)
    assert set(float32_edges()) <= set(bits)
    with np.errstate(over="ignore"):
        h = f.astype(np.float16)
    for value in (65504.0, np.inf, -np.inf, 0.0):
        assert (h == value).any()
    assert np.signbit(h[h == 0]).any() and (~np.signbit(h[h == 0])).any()  # both zeros
    assert ((np.abs(h) > 0) & (np.abs(h) < 2.0**-14)).sum() > 100  # fp16 subnormals
    with np.errstate(invalid="ignore"):
        ties = (f.astype(np.float64) != h.astype(np.float64)) & np.isfinite(h)
    assert ties.sum() > 10000  # most values actually round
    e = np.frexp(np.abs(f[np.isfinite(f) & (f != 0)]))[1]
    assert e.min() < -25 and e.max() > 16  # exponents across (and beyond) fp16's range


def test_exact_rule():
    ref = np.array([0.0, -0.0, np.inf, np.nan, 1.5, 2.0**-24])
    good = np.array([0.0, -0.0, np.inf, -np.nan, 1.5, 2.0**-24], np.float16)
    assert not exact_mismatches(good, ref, "float16").any()
    payload = good.copy()
    payload.view(np.uint16)[3] = 0x7C01  # another NaN: accepted
    assert not exact_mismatches(payload, ref, "float16").any()
    for i, v in [(0, -0.0), (1, 0.0), (2, 65504.0), (3, 0.0), (4, 1.5009765625)]:
        bad = good.copy()
        bad[i] = v
        assert exact_mismatches(bad, ref, "float16").tolist() == [j == i for j in range(6)]
    assert exact_report(payload, ref, "float16")["ok"]
    r = exact_report(np.array([0.0, 0.0, np.inf, np.nan, 1.5, 2.0**-24], np.float16), ref, "float16")
    assert not r["ok"] and r["bad"] == 1 and "got 0.0 (0x0), want -0.0 (0x8000)" in r["message"]
    assert ops.get("cast").exact is True
    op, p = _parse("cast", {"shape": "8", "src": "float32", "dst": "float16"})
    assert op.tolerance(p, op.outputs(p)[0]) == (0.0, 0.0)


# -- names and costs ------------------------------------------------------------------------------------
def test_names_and_costs():
    op, p = _parse("cast", {"shape": "32x256x56x56", "src": "float16", "dst": "float32"})
    assert op.shader_name(p) == "cast_shape32x256x56x56_float16_to_float32"
    assert op.min_bytes(p) == 32 * 256 * 56 * 56 * 6


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
shaders, test_catalog_rules, test_catalog_registers = catalog_tests("cast", "cast", 40, kernels=1)


@needs_nvcc
def test_conversions_and_16_byte_stores(shaders):
    """The full-size narrowing cast converts with cvt.rn and stores 16 bytes at a time; the widening one converts
    with cvt.f32.f16."""
    cast = ptx_of(shaders["cast_shape32x256x56x56_float32_to_float16"].source)
    assert "cvt.rn.f16.f32" in cast and re.search(r"st\.global\.v4\.u32", cast)
    assert "cvt.f32.f16" in ptx_of(shaders["cast_shape65536_float16_to_float32"].source)


# -- the emitted CUDA, run on the CPU by the emulator (tests/emulator.py) ------------------------------
EMU_CASES = [  # small shapes through the same schedules as the catalog (vector and bound-checked paths)
    ("cast", {"shape": "65536", "src": "float16", "dst": "float32"}, None, None),
    ("cast", {"shape": "1823x78", "src": "float32", "dst": "float16"}, None, None),
    ("cast", {"shape": "3x1x77", "src": "float16", "dst": "float32"}, None, None),
]

emulated, test_emitted_cuda_run_on_cpu = emulator_tests(EMU_CASES, seed=7)


# -- more than 2^31 - 1 elements: int64 loops and indices -------------------------------------------
INT64_CASES = [
    ("cast", {"shape": "181x7", "src": "float32", "dst": "float16"}),
]


@pytest.mark.parametrize("name,raw", INT64_CASES, ids=[f"{n}-{r['shape']}" for n, r in INT64_CASES])
def test_int64_indexing_path(emu_root, monkeypatch, name, raw):
    """TE on LLVM and the emitted CUDA (emulated) on the int64 path (helpers.int64_path_outputs) against NumPy."""
    _, p, ref, outs = int64_path_outputs(emu_root, monkeypatch, name, raw)
    for got in outs:
        assert not exact_mismatches(got["Y"], ref["Y"], p["dst"]).any()


@needs_nvcc
@pytest.mark.parametrize("name,raw", [("cast", {"shape": "3x1073741823", "src": "float32", "dst": "float16"})])
def test_huge_shapes_build_and_compile(name, raw):
    """Past 2^31 elements: a thread per 1 element(s), 64-bit offsets, compiled without spills."""
    (k,) = check_builds_without_spills(name, raw, registers=255).kernels
    assert k.grid[0] * k.block[0] * 1 >= math.prod(_parse(name, raw)[1]["shape"])
