"""cast (float32 <-> float16 <-> bfloat16, bit-exact with NumPy and ml_dtypes): every half pattern and a wide sample of float32 roundings on
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
from helpers import case_id, catalog_tests, check_builds_without_spills, emulator_tests, int64_path_outputs, ptx_of
from tvmgen import ops
from tvmgen.ops.cast import (BF16_EDGES, HALF_EDGES, exact_mismatches, exact_report, float32_bf16_edges, float32_edges)
from tvmgen.dtypes import np_dtype


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
    # bfloat16: every 16-bit pattern of the source for the three 16-bit-source casts, and for float32 -> bfloat16
    # the edge cases, 2^18 exact values and nudged ties, and random 32-bit patterns (float_bf16_patterns)
    ("cast", {"shape": "65536", "src": "bfloat16", "dst": "float32"}, None, None),
    ("cast", {"shape": "65536", "src": "bfloat16", "dst": "float16"}, None, None),
    ("cast", {"shape": "65536", "src": "float16", "dst": "bfloat16"}, None, None),
    ("cast", {"shape": "1024x1024", "src": "float32", "dst": "bfloat16"}, None, None),
    ("cast", {"shape": "3x1x77", "src": "float32", "dst": "bfloat16"}, None, None),  # odd size: 1 lane, bound checks
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


# -- bfloat16: the reference (ml_dtypes) and the emitted CUDA against it, bit for bit ---------------------------
BF16 = np_dtype("bfloat16")
ALL16 = np.arange(65536, dtype=np.uint16)


def _bits(a):
    return a.view(np.uint16 if a.dtype.itemsize == 2 else np.uint32)


def test_bf16_reference_is_one_rounding_through_float32():
    """ml_dtypes' direct bfloat16 <-> float16 casts equal float32 then one rounding on all 65536 patterns each way
    (NaN as NaN), which is what the reference computes and what the device does (cvt.rn.f16.bf16 / cvt.rn.bf16.f16
    are single roundings of the exact float32 value)."""
    with np.errstate(over="ignore", invalid="ignore"):
        for src, dst in ((BF16, np.float16), (np.float16, BF16)):
            x = ALL16.view(src)
            direct, two = x.astype(dst), x.astype(np.float32).astype(dst)
            nan = np.isnan(direct.astype(np.float32))
            assert np.array_equal(nan, np.isnan(two.astype(np.float32)))
            assert np.array_equal(_bits(direct)[~nan], _bits(two)[~nan])
    op, p = _parse("cast", {"shape": "65536", "src": "bfloat16", "dst": "float16"})
    x = op.sample(p, np.random.default_rng(0))
    assert np.array_equal(x["X"].view(np.uint16), ALL16)
    assert x["X"].dtype == BF16


@pytest.mark.parametrize("src,dst,shape", [("float32", "bfloat16", "1024x1024"), ("float16", "bfloat16", "65536"),
                                           ("bfloat16", "float16", "65536"), ("bfloat16", "float32", "65536")])
def test_bf16_casts_on_llvm(src, dst, shape):
    """TE on LLVM against ml_dtypes, bit for bit on every non-NaN input. Narrowing a NaN into bfloat16, TVM's LLVM
    lowering rounds the bits as if they were a number (fp32 0x7f800001 -> 0x7f80, inf; 0x7fffffff -> 0x8000, -0):
    LLVM is not what ships (the CUDA uses cuda_bf16.h, which does keep NaN: see the emulated test), so this pins
    the difference rather than hiding it; a CPU check of such inputs would fail the exact rule."""
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, p = _parse("cast", {"shape": shape, "src": src, "dst": dst})
    x = op.sample(p, np.random.default_rng(1))
    y = run_llvm(op, p, x)["Y"].reshape(-1)
    xs = x["X"].reshape(-1)
    bad = exact_mismatches(y, op.reference(p, x)["Y"].reshape(-1), dst)
    xnan = np.isnan(xs.astype(np.float32))
    assert not bad[~xnan].any()
    if dst == "bfloat16":
        assert bad[xnan].any() and not np.isnan(y[bad].astype(np.float32)).any()  # TVM's NaN -> inf / zero
    else:
        assert not bad.any()


def _emulated_bits(emulated, raw, seed=7):
    op, p, prog, _ = emulated[case_id("cast", raw, None, None)]
    x = op.sample(p, np.random.default_rng(seed))
    return x["X"].reshape(-1), prog.run(x)["Y"].reshape(-1)


@pytest.mark.parametrize("src,dst", [("bfloat16", "float32"), ("bfloat16", "float16"), ("float16", "bfloat16"),
                                     ("float32", "bfloat16")])
def test_emitted_bf16_casts_match_ml_dtypes_bitwise(emulated, src, dst):
    """The emitted CUDA run by the emulator (host-side cuda_bf16.h / cuda_fp16.h conversions) against ml_dtypes bit
    for bit on every non-NaN input; a NaN input gives a NaN (bfloat16's canonical 0x7fff from __float2bfloat16,
    where ml_dtypes keeps the payload and sets the quiet bit: NaN bits are outside the exact rule)."""
    shape = "1024x1024" if src == "float32" else "65536"
    x, y = _emulated_bits(emulated, {"shape": shape, "src": src, "dst": dst})
    assert y.dtype == np_dtype(dst)
    with np.errstate(over="ignore", invalid="ignore"):
        want = (x if "float32" in (src, dst) else x.astype(np.float32)).astype(np_dtype(dst))
    xnan = np.isnan(x.astype(np.float32))
    assert np.array_equal(_bits(y)[~xnan], _bits(want)[~xnan])
    assert np.isnan(y[xnan].astype(np.float32)).all()
    if dst == "bfloat16":
        assert set(_bits(y)[xnan].tolist()) == {0x7FFF}  # cuda_bf16's canonical NaN, sign dropped
    if src == "float32":  # the sample holds what the issue asks for: ties both ways, subnormals, overflow, NaN
        b = x.view(np.uint32)
        assert set(float32_bf16_edges().tolist()) <= set(b.tolist())
        assert ((b & 0xFFFF) == 0x8000).sum() > 50000 and xnan.sum() > 1000
        yb = _bits(y)
        assert (yb[b == 0x7F7F8000] == 0x7F80).all() and (yb[b == 0x7F7F7FFF] == 0x7F7F).all()  # overflow edge
        assert (yb[b == 0x3F808000] == 0x3F80).all() and (yb[b == 0x3F818000] == 0x3F82).all()  # ties to even
        assert (yb[b == 0x00018000] == 0x0002).all()  # a subnormal tie, kept (no flush to zero)


def test_bf16_samplers():
    rng = np.random.default_rng(0)
    op, p = _parse("cast", {"shape": "40", "src": "bfloat16", "dst": "float32"})
    b = op.sample(p, rng)["X"].view(np.uint16)
    assert set(BF16_EDGES) <= set(b) and len(set(b)) == 40
    op, p = _parse("cast", {"shape": "100000", "src": "float32", "dst": "bfloat16"})
    f = op.sample(p, rng)["X"]
    assert f.dtype == np.float32 and set(float32_bf16_edges()) <= set(f.view(np.uint32))
    op, p = _parse("cast", {"shape": "100000", "src": "float32", "dst": "float16"})  # unchanged: float16's sampler
    assert set(float32_edges()) <= set(op.sample(p, rng)["X"].view(np.uint32))


def test_bf16_exact_rule_and_names():
    ref = np.array([0.0, -0.0, np.inf, np.nan, 1.5, 2.0**-133])
    good = np.array([0.0, -0.0, np.inf, np.nan, 1.5, 2.0**-133]).astype(BF16)
    assert not exact_mismatches(good, ref, "bfloat16").any()
    canon = good.copy()
    canon.view(np.uint16)[3] = 0x7FFF
    assert exact_report(canon, ref, "bfloat16")["ok"]
    bad = good.copy()
    bad.view(np.uint16)[5] = 0  # a flushed subnormal
    r = exact_report(bad, ref, "bfloat16")
    assert not r["ok"] and r["bad"] == 1 and "(0x0), want" in r["message"] and "(0x1)" in r["message"]
    op, p = _parse("cast", {"shape": "32x256x56x56", "src": "float32", "dst": "bfloat16"})
    assert op.shader_name(p) == "cast_shape32x256x56x56_float32_to_bfloat16"
    assert op.min_bytes(p) == 32 * 256 * 56 * 56 * 6
    from tvmgen.ops.base import ParamError

    with pytest.raises(ParamError, match="^dst=bfloat16: same as src"):
        op.parse({"shape": "8", "src": "bfloat16", "dst": "bfloat16"})


@needs_nvcc
def test_bf16_conversions_in_ptx(shaders):
    """sm_90 PTX of the committed bfloat16 shaders: one hardware conversion per element, round to nearest even
    (the float16 <-> bfloat16 casts are written through float by cuda_bf16.h and fused by nvcc into one cvt)."""
    want = {"cast_shape32x256x56x56_float32_to_bfloat16": "cvt.rn.bf16.f32",
            "cast_shape32x256x56x56_bfloat16_to_float32": "cvt.f32.bf16",
            "cast_shape32x256x56x56_bfloat16_to_float16": "cvt.rn.f16.bf16",
            "cast_shape32x256x56x56_float16_to_bfloat16": "cvt.rn.bf16.f16"}
    for name, cvt in want.items():
        ptx = ptx_of(shaders[name].source)
        assert cvt in ptx, name
        assert re.search(r"st\.global\.v4\.u32", ptx) or name.endswith("to_float32"), name
