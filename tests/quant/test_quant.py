"""quantize, dequantize, fake_quant (TensorRT Q/DQ, int8 and fp8, per tensor and per channel): the emitted CUDA run
by the CPU emulator against the NumPy reference bit for bit, the reference's own rules on the values that decide
them (ties to even, saturation, NaN, -0, subnormals), that the samplers exercise what tells a true division from a
multiply by the reciprocal, names, costs and rejects. LLVM runs of each operator's int8 `cases`: tests/test_registry.py
(TVM's LLVM fp8 casts are not ml_dtypes': tests/cast/test_fp8.py).
"""
import math

import numpy as np
import pytest

from conftest import needs_nvcc
import emulator
from helpers import (catalog_tests, check_builds_without_spills, emulator_tests, int64_path_outputs, ptx_of,
                     shader_of)
from tvmgen import ops
from tvmgen.ops.cast import exact_mismatches
from tvmgen.ops.quant import FP8_EDGES, INT8_EDGES, sample_scales
from tvmgen.dtypes import np_dtype


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse(raw)


# -- the emitted CUDA on the emulator --------------------------------------------------------------------
EMU_CASES = [
    ("quantize", {"shape": "4x37x9"}, None, None),  # per tensor, an odd size: the unrolled tail
    ("quantize", {"shape": "2x16x7x7", "axis": "1", "zero_point": "true", "dtype": "float16"}, None, None),
    ("quantize", {"shape": "64x6", "axis": "1", "dtype": "bfloat16"}, None, None),  # channels across a thread's lanes
    ("quantize", {"shape": "3x16x33", "axis": "1", "qtype": "float8_e4m3"}, None, None),
    ("quantize", {"shape": "8192", "qtype": "float8_e5m2", "dtype": "float16"}, None, None),
    ("dequantize", {"shape": "4x256", "axis": "0", "zero_point": "true"}, None, None),  # every int8 per row
    ("dequantize", {"shape": "2x16x7x7", "axis": "1", "zero_point": "true", "dtype": "float16"}, None, None),
    ("dequantize", {"shape": "256", "qtype": "float8_e4m3"}, None, None),  # every e4m3 pattern
    ("dequantize", {"shape": "2x256x3", "axis": "2", "qtype": "float8_e5m2", "dtype": "bfloat16"}, None, None),
    ("fake_quant", {"shape": "4x37x9"}, None, None),
    ("fake_quant", {"shape": "2x16x7x7", "axis": "1", "zero_point": "true", "dtype": "float16"}, None, None),
    ("fake_quant", {"shape": "3x16x33", "axis": "1", "qtype": "float8_e4m3", "dtype": "bfloat16"}, None, None),
    ("fake_quant", {"shape": "8192", "qtype": "float8_e5m2"}, None, None),
]

emulated, test_emitted_cuda_matches_numpy_bitwise = emulator_tests(EMU_CASES, seed=11)


# -- the reference's rules ------------------------------------------------------------------------------------
def test_int8_rounding_saturation_and_nan():
    """Round half to even, then the zero point, then the clip; NaN -> 0; +-inf saturate; -0 survives fake_quant."""
    levels = np.array([0.5, 1.5, 2.5, -0.5, -2.5, 126.5, 127.5, -128.5, -129.0, np.nan, np.inf, -np.inf, -0.3, 1e-40],
                      np.float32)
    x = {"X": levels * np.float32(0.25), "S": np.float32([0.25])}
    op, p = _parse("quantize", {"shape": str(levels.size)})
    assert op.reference(p, x)["Q"].tolist() == [0, 2, 2, 0, -2, 126, 127, -128, -128, 0, 127, -128, 0, 0]
    op, p = _parse("fake_quant", {"shape": str(levels.size)})
    y = op.reference(p, x)["Y"]
    assert y[:9].tolist() == [0, 0.5, 0.5, 0, -0.5, 31.5, 31.75, -32, -32] and y[9] == 0
    assert np.signbit(y[3]) and np.signbit(y[12]) and not np.signbit(y[13])  # rint(-0.5) = -0: kept by * scale
    op, p = _parse("quantize", {"shape": "4", "zero_point": "true"})
    q = op.reference(p, {"X": np.float32([100, -100, np.nan, 2.5]), "S": np.float32([1]), "Z": np.int8([-100])})["Q"]
    assert q.tolist() == [0, -128, 0, -98]  # the zero point before the clip; NaN -> 0 (not the zero point)


@pytest.mark.parametrize("qtype,top", [("float8_e4m3", 448.0), ("float8_e5m2", 57344.0)])
def test_fp8_quantize_saturates_and_keeps_nan(qtype, top):
    op, p = _parse("quantize", {"shape": "6", "qtype": qtype})
    q = op.reference(p, {"X": np.float32([1e30, -np.inf, np.nan, 2.0**-30, 3.0, -0.0]), "S": np.float32([2.0])})["Q"]
    assert q[0] == top and q[1] == -top and np.isnan(q[2]) and q[3] == 0 and q[4] == 1.5 and np.signbit(q[5])


def test_dequantize_formula():
    op, p = _parse("dequantize", {"shape": "2x3", "axis": "1", "zero_point": "true", "dtype": "float16"})
    y = op.reference(p, {"Q": np.int8([[-128, 0, 127], [5, 5, 5]]), "S": np.float32([0.5, 1e-3, 3]),
                         "Z": np.int8([-128, 0, 127])})["Y"]
    assert y.tolist() == [[0.0, 0.0, 0.0], [66.5, float(np.float16(np.float32(5) * np.float32(1e-3))), -366.0]]


@pytest.mark.parametrize("name,raw", [c[:2] for c in EMU_CASES if c[0] != "dequantize"])
def test_samples_hold_ties_saturation_and_nan(name, raw):
    """Every emulated case's sample holds what the bitwise check must see: exact ties k + 0.5 and saturation (int8),
    values past the finite range (fp8), NaN (int8 makes it 0, fp8 keeps it). A float32 per-tensor sample also tells
    a true division from a multiply by the reciprocal (one more rounding): the quantized values differ somewhere, so
    the emulated check of those cases would catch a kernel that multiplied (it does: changing the compute to
    x * (1 / s) fails them)."""
    op, p = _parse(name, raw)
    x = op.sample(p, np.random.default_rng(11))
    ref = op.reference(p, x)
    s = op._bcast(p, x["S"])
    xf = x["X"].astype(np.float32)
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        v_div = xf / s
        v_mul = (xf * (np.float32(1) / s).astype(np.float32)).astype(np.float32)
        if p["qtype"] == "int8":
            assert (np.abs(v_div) > 128).sum() > 10 and (np.abs(v_div - np.floor(v_div)) == 0.5).sum() > 10
            differ = np.rint(v_div) != np.rint(v_mul)
        else:
            top = {"float8_e4m3": 448, "float8_e5m2": 57344}[p["qtype"]]
            assert (np.abs(v_div) > top).sum() > 10
            dt = np_dtype(p["qtype"])
            q_div, q_mul = (np.clip(v, -top, top).astype(dt).view(np.uint8) for v in (v_div, v_mul))
            differ = q_div != q_mul
    if p["dtype"] == "float32" and p["axis"] < 0:
        assert differ.sum() > 0
    out = next(iter(ref.values()))
    assert np.isnan(out).any() == (p["qtype"] != "int8")


def test_sample_scales_and_edges():
    rng = np.random.default_rng(0)
    s = sample_scales(64, rng)
    assert s.dtype == np.float32 and (s > 0).all() and np.isfinite(s).all()
    assert len(np.unique(s)) > 20
    op, p = _parse("quantize", {"shape": "2x64x5", "axis": "1"})
    x = op.sample(p, rng)
    assert x["S"].shape == (64,) and x["X"].dtype == np.float32
    assert np.isnan(x["X"]).sum() == 1 and np.isinf(x["X"]).sum() == 2
    assert INT8_EDGES.dtype == FP8_EDGES.dtype == np.float32
    op, p = _parse("dequantize", {"shape": "300", "qtype": "float8_e5m2"})
    q = op.sample(p, rng)["Q"]
    assert q.dtype == np_dtype("float8_e5m2") and np.array_equal(q.view(np.uint8)[:256], np.arange(256))


def test_names_costs_and_tensors():
    op, p = _parse("quantize", {"shape": "32x256x56x56", "axis": "1", "qtype": "float8_e4m3"})
    assert op.shader_name(p) == "quantize_shape32x256x56x56_float32_to_float8_e4m3_axis1"
    assert [(t.name, t.shape, t.dtype) for t in op.inputs(p) + op.outputs(p)] == [
        ("X", (32, 256, 56, 56), "float32"), ("S", (256,), "float32"), ("Q", (32, 256, 56, 56), "float8_e4m3fn")]
    n = 32 * 256 * 56 * 56
    assert op.min_bytes(p) == n * 5 + 256 * 4 and op.flops(p) == n
    op, p = _parse("dequantize", {"shape": "8x4", "zero_point": "true", "dtype": "bfloat16"})
    assert op.shader_name(p) == "dequantize_shape8x4_int8_to_bfloat16_zp"
    assert [t.name for t in op.inputs(p)] == ["Q", "S", "Z"] and op.inputs(p)[2].shape == (1,)
    op, p = _parse("fake_quant", {"shape": "8x4", "dtype": "float16", "qtype": "float8_e5m2"})
    assert op.shader_name(p) == "fake_quant_shape8x4_float16_via_float8_e5m2"
    assert op.exact and op.tolerance(p, op.outputs(p)[0]) == (0.0, 0.0)
    assert "axis=0" in op.runtime_error(op.parse({"shape": "8x4", "axis": "0"}))


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
shaders, test_catalog_rules, test_catalog_registers = catalog_tests("quant", "quant", 64, kernels=1)


@needs_nvcc
def test_division_rounding_and_conversions_in_ptx(shaders):
    """sm_90 PTX of the committed shaders: a true IEEE division (div.rn.f32, not a reciprocal), round half to even
    (cvt.rni), and fp8 through the hardware's saturating conversions."""
    q8 = ptx_of(shaders["quantize_shape32x256x56x56_float32_to_int8"].source)
    assert "div.rn.f32" in q8 and "cvt.rni.f32.f32" in q8 and "rcp." not in q8
    f8 = ptx_of(shaders["quantize_shape32x256x56x56_float32_to_float8_e4m3_axis1"].source)
    assert "div.rn.f32" in f8 and "cvt.rn.satfinite.e4m3x2.f32" in f8
    d8 = ptx_of(shaders["dequantize_shape32x256x56x56_float8_e4m3_to_float16_axis1"].source)
    assert "cvt.rn.f16x2.e4m3x2" in d8


# -- run-time batch: chunks of the static kernels, the scales not moved with them ------------------------------
RANGED = [("quantize", {"shape": "1..9@2x6x5x3", "axis": "1", "qtype": "float8_e4m3"}, (1, 4, 9)),
          ("fake_quant", {"shape": "1..9@2x6x5x3", "axis": "2", "zero_point": "true", "dtype": "float16"}, (1, 9)),
          ("dequantize", {"shape": "1..9@2x37", "dtype": "bfloat16"}, (3, 9))]


def test_runtime_batch_emulated_at_several_sizes(emu_root):
    """A run-time-size shader (variants over chunks) run by the emulator at sizes across its range, each against
    the reference of that size, bit for bit: S (and Z) are per channel, shared by every chunk."""
    from tvmgen import expr, runner
    from tvmgen.cpu import compare
    from tvmgen.ranged import build_ranged

    jobs = []
    for name, raw, ns in RANGED:
        m, src = build_ranged(ops.get(name), raw)
        for n in ns:
            mm = runner.manifest_at(m, {"n": n})
            for k in mm["kernels"]:
                k["args"] = [dict(a, value=expr.evaluate(a.get("expr", a["name"]), {"n": n}))
                             if a["kind"] == "size" else a for a in k["args"]]
            jobs.append((name, n, shader_of(mm, src)))
    progs = emulator.build(emu_root, [s for _, _, s in jobs])  # (the checked build has no pointer arithmetic)
    bad = []
    for (name, n, s), prog in zip(jobs, progs):
        op = ops.get(name)
        x = op.sample(s.params, np.random.default_rng(n))
        bad += [f"{s.name} n={n}: {b}" for b in compare(op, s.params, prog.run(x), op.reference(s.params, x))]
    assert bad == [] and len(jobs) == 7


# -- more than 2^31 - 1 elements: int64 loops and indices --------------------------------------------------------
@pytest.mark.parametrize("name,raw", [("quantize", {"shape": "13x7x11", "axis": "1", "zero_point": "true"}),
                                      ("fake_quant", {"shape": "181x7", "dtype": "float16"})])
def test_int64_indexing_path(emu_root, monkeypatch, name, raw):
    """TE on LLVM and the emitted CUDA (emulated) on the int64 path (helpers.int64_path_outputs) against NumPy, bit
    for bit: the channel index of a per-channel scale computed in 64 bits too."""
    op, p, ref, outs = int64_path_outputs(emu_root, monkeypatch, name, raw)
    out = op.outputs(p)[0]
    for got in outs:
        assert not exact_mismatches(got[out.name], ref[out.name], out.dtype).any()


@needs_nvcc
@pytest.mark.parametrize("name,raw", [("quantize", {"shape": "3x1073741823x1", "axis": "2"}),
                                      ("fake_quant", {"shape": "3x1073741823", "qtype": "float8_e4m3"})])
def test_huge_shapes_build_and_compile(name, raw):
    """Past 2^31 elements (an odd count: one element per thread), 64-bit offsets, a thread for every element,
    compiled without spills."""
    (k,) = check_builds_without_spills(name, raw, registers=255).kernels
    n = math.prod(ops.get(name).parse(raw)["shape"])
    assert k.grid[0] * k.block[0] >= n
