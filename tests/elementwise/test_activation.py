"""activation, add_tensor, op_tensor: strided inputs reading only their elements, buffer and tensor lists, chunked
sampling and references, reference values, tolerances, the fast float16 forms, what the committed catalog entries
hold (rule, lanes, 16-byte accesses, 64-bit indexing, registers), and the emitted CUDA itself run on the CPU by the
emulator (tests/emulator.py) against the reference. Their cases and bad parameters: tests/test_registry.py;
compiling the catalog: tests/test_catalog.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import check_registers, committed, emulated_mismatches
from tvmgen import ops
from tvmgen.cpu import compare, lay_out, run_llvm
from tvmgen.ops import elementwise as act
from tvmgen.ops import tensors
from tvmgen.ops.base import EPS

E32 = EPS["float32"]


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse({k: str(v) for k, v in raw.items()})


# -- strided buffers and tensor lists (tests/test_registry.py runs the operators' cases on LLVM) ---------------
def test_strided_input_reads_only_its_elements():
    """The gaps of a strided buffer hold NaN (cpu.lay_out): any read of a gap would show in the output."""
    pytest.importorskip("tvm")
    op, p = _parse("activation", {"kind": "identity", "shape": "3x2x2", "x_strides": "5x2x1"})
    (xs,) = op.inputs(p)
    assert xs.buffer_elems == 15 and xs.strides == (5, 2, 1)
    x = op.sample(p, np.random.default_rng(3))
    buf = lay_out(xs, x["X"])
    assert np.isnan(buf).sum() == 3
    np.testing.assert_array_equal(run_llvm(op, p, x)["Y"], x["X"])


def test_buffer_and_tensor_lists():
    op, p = _parse("op_tensor", {"kind": "add", "a": "3", "b": "4x1"})
    assert [t.name for t in op.inputs(p)] == ["A", "B"]  # beta = 0: no C_in
    op, p = _parse("op_tensor", {"kind": "add", "a": "3", "b": "4x1", "beta": "1", "c_in_strides": "8x1"})
    assert [(t.name, t.shape, t.strides, t.buffer_elems) for t in op.inputs(p)][2] == ("C_in", (4, 3), (8, 1), 32)
    op, p = _parse("add_tensor", {"a": "1x4", "c": "3x4", "beta": "0"})
    assert [t.name for t in op.inputs(p)] == ["A"]
    op, p = _parse("add_tensor", {"a": "1x4", "c": "3x4"})
    assert [t.name for t in op.inputs(p)] == ["A", "C_in"] and [t.name for t in op.outputs(p)] == ["C"]
    assert op.min_bytes(p) == 4 * (4 + 12 + 12)


# -- memory-frugal sampling and references --------------------------------------------------------------
def test_chunked_sampling_and_reference(monkeypatch):
    from tvmgen.ops import base

    whole = base.uniform(np.random.default_rng(0), (7, 1001), "float16", -8, 8)
    monkeypatch.setattr(tensors, "CHUNK", 1000)
    monkeypatch.setattr(base, "CHUNK", 1000)
    rng = np.random.default_rng(0)
    x = base.uniform(rng, (7, 1001), "float16", -8, 8)
    assert np.array_equal(x, whole)  # drawn in chunks: the same values as one draw
    assert x.dtype == np.float16 and x.shape == (7, 1001) and np.count_nonzero(x) == x.size
    assert -8 <= x.min() and x.max() <= 8  # fp16 rounding may reach the end point
    op, p = _parse("activation", {"kind": "gelu_erf", "shape": "7x1001"})
    y = op.reference(p, {"X": x})["Y"]
    monkeypatch.setattr(tensors, "CHUNK", 1 << 24)
    np.testing.assert_array_equal(y, op.reference(p, {"X": x})["Y"])
    assert y.dtype == np.float64
    monkeypatch.setattr(tensors, "CHUNK", 10)  # broadcast operands: chunks along the leading dim
    op, p = _parse("op_tensor", {"kind": "mul", "a": "1x16x1x1", "b": "3x16x2x2", "beta": "1"})
    x = op.sample(p, rng)
    want = x["A"].astype(np.float64) * x["B"] + x["C_in"]
    np.testing.assert_allclose(op.reference(p, x)["C"], want, rtol=0, atol=0)


def test_reference_values():
    x = np.array([-3.0, -0.5, 0.25, 2.0], np.float32)

    def y(kind, **kw):
        op, p = _parse("activation", {"kind": kind, "shape": "4", **kw})
        return op.reference(p, {"X": x})["Y"]

    import math

    gelu = [0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(np.float64)]
    np.testing.assert_allclose(y("gelu_erf"), gelu, rtol=1e-15)
    np.testing.assert_allclose(y("softplus"), np.log1p(np.exp(x.astype(np.float64))), rtol=1e-15)
    np.testing.assert_allclose(y("clipped_relu", ceiling=1), [0, 0, 0.25, 1])
    np.testing.assert_allclose(y("elu", alpha=2), [2 * np.expm1(-3.0), 2 * np.expm1(-0.5), 0.25, 2.0])
    xd = x.astype(np.float64)
    np.testing.assert_allclose(y("swish", beta=2), xd / (1 + np.exp(-2.0 * xd)), rtol=1e-15)


def test_erf_without_scipy(monkeypatch):
    import sys

    x = np.array([[-3.0, -0.5], [0.25, -0.5]])
    want = act._erf(x)
    monkeypatch.setitem(sys.modules, "scipy.special", None)  # import fails: math.erf on distinct values
    np.testing.assert_allclose(act._erf(x), want, rtol=1e-15)


def test_tolerances_follow_the_function():
    tol = {}
    for k in act.KINDS:
        for dt in ("float32", "float16"):
            op, p = _parse("activation", {"kind": k, "shape": "4", "dtype": dt})
            tol[k, dt] = op.tolerance(p, op.outputs(p)[0])
    assert tol["relu", "float32"][1] == E32 and tol["relu", "float32"][0] < 1e-37  # exact in fp32
    assert tol["relu", "float16"] == (2.0 ** -24, EPS["float16"])
    assert tol["gelu_erf", "float32"][0] > 1e-6  # cancellation of 1 + erf for x < 0
    assert tol["sigmoid", "float32"][1] == pytest.approx(5 * E32)


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
@pytest.fixture(scope="module")
def shaders():
    """name -> (op, parameters, committed shader) of each entry but add's (rules/elementwise/schedule_add.py:
    its cases run in tests/test_registry.py, its entries compile in tests/test_catalog.py)."""
    return {n: (ops.get(s.op), s.params, s) for n, s in committed("elementwise").items() if s.op != "add"}


def test_catalog_entries_use_the_injective_rule(shaders):
    assert shaders
    for name, (op, p, s) in shaders.items():
        assert s.rule == "injective" and len(s.kernels) == 1, name
        k = s.kernels[0]
        assert {a["name"] for a in k.args} <= {t.name for t in op.inputs(p) + op.outputs(p)}, name
        assert k.grid[0] * k.block[0] * 8 >= op.outputs(p)[0].size, name  # at most 8 lanes per thread


def test_packed_resnet_entries_use_16_byte_accesses(shaders):
    matched = 0
    for name, (op, p, s) in shaders.items():
        t = op.outputs(p)[0]
        if t.shape == (32, 256, 56, 56) and all(i.strides is None for i in op.inputs(p)):
            matched += 1
            assert re.search(r"\*\((uint4|float4)\*\)\(" + t.name + r"_ptr", s.source), f"{name}: no 16-byte store"
    # 24 activations (12 kinds x 2 dtypes) and 2 bfloat16 ones, 3 add_tensor, 5 op_tensor: without them the loop
    # above checks nothing
    assert matched == 34, f"{matched} packed 32x256x56x56 entries, want 34"


def test_over_2_31_elements_index_in_64_bits(shaders):
    big = [(n, s) for n, (op, p, s) in shaders.items() if op.outputs(p)[0].size > 2**31]
    assert big, "the catalog needs a shader over 2^31 elements"
    for name, s in big:
        body = s.source[s.source.index('extern "C"'):]
        assert "int64_t" in body and "(int)" not in body and re.search(r"\bint\b", body) is None, name
        k = s.kernels[0]
        assert 1 <= k.grid[0] <= 2**31 - 1 and k.grid[0] * k.block[0] * 8 >= 2**31, name


@needs_nvcc
def test_catalog_kernels_use_few_registers_and_no_stack(request, shaders):
    check_registers(request, {n: s for n, (_, _, s) in shaders.items()}, 64)


# -- the emitted CUDA, run on the CPU by the emulator (tests/emulator.py) ----------------------------------------
# Schedules beyond the catalog: vector widths that do and do not divide, pitched and transposed strides,
# broadcasts inside and outside the vector run, the bounds guard of a partial last block.
EMULATED = [
    ("activation", {"kind": "tanh", "shape": "4x1x24", "dtype": "float16"}),
    ("activation", {"kind": "relu", "shape": "4x6x8", "x_strides": "64x8x1", "dtype": "float16"}),  # pitched rows
    ("activation", {"kind": "relu", "shape": "4x6x8", "x_strides": "80x10x1", "dtype": "float16"}),  # unaligned
    ("activation", {"kind": "elu", "shape": "4x6x8", "x_strides": "96x16x1", "alpha": "0.3"}),
    ("activation", {"kind": "leaky_relu", "shape": "4x6x8", "x_strides": "1x4x24"}),  # column-major
    ("activation", {"kind": "relu", "shape": "2x3x4x5x1x2x3x1x8", "dtype": "float16"}),
    ("add_tensor", {"a": "1x16x1x1", "c": "2x16x5x8", "dtype": "float16", "alpha": "0.5", "beta": "2"}),
    ("add_tensor", {"a": "2x1x5x1", "c": "2x16x5x8", "alpha": "-1.5", "beta": "0.25"}),
    ("add_tensor", {"a": "1x8x1x1", "c": "2x8x4x8", "c_in_strides": "512x64x16x1", "dtype": "float16"}),
    ("op_tensor", {"kind": "mul", "a": "2x16x5x8", "b": "1x16x1x1", "dtype": "float16"}),
    ("op_tensor", {"kind": "min", "a": "1x16x1x1", "b": "1x1x1x8", "c": "2x16x3x8", "dtype": "float16",
                   "beta": "-1"}),
    ("op_tensor", {"kind": "add", "a": "5x8", "b": "2x3x5x8", "dtype": "float16", "beta": "1",
                   "c_in_strides": "480x160x32x1"}),
    # the fast float16 forms (exp2f, __fdividef), packed and strided
    ("activation", {"kind": "silu", "shape": "3x5x17", "dtype": "float16"}),
    ("activation", {"kind": "swish", "shape": "4x6x8", "beta": "1.702", "x_strides": "64x8x1", "dtype": "float16"}),
    ("activation", {"kind": "gelu_tanh", "shape": "2x3x40", "dtype": "float16"}),
    # bfloat16: 16-bit storage, every function in fp32 (no fast forms); plain add adds in bf16 (__hadd, one rounding)
    ("activation", {"kind": "tanh", "shape": "4x1x24", "dtype": "bfloat16"}),
    ("activation", {"kind": "silu", "shape": "3x5x17", "dtype": "bfloat16"}),
    ("activation", {"kind": "relu", "shape": "4x6x8", "x_strides": "80x10x1", "dtype": "bfloat16"}),
    ("add_tensor", {"a": "1x16x1x1", "c": "2x16x5x8", "dtype": "bfloat16", "alpha": "0.5", "beta": "2"}),
    ("op_tensor", {"kind": "min", "a": "1x16x1x1", "b": "1x1x1x8", "c": "2x16x3x8", "dtype": "bfloat16",
                   "beta": "-1"}),
    ("add", {"a": "4x6x8x16", "b": "4x6x8x16", "dtype": "bfloat16"}),
    ("add", {"a": "2x16x5x8", "b": "1x16x1x1", "dtype": "bfloat16"}),
]


def test_emitted_cuda_runs_correctly_on_the_cpu(shaders, emu_root):
    from tvmgen import codegen

    todo = [(op, p, s) for op, p, s in shaders.values() if op.outputs(p)[0].size <= 2_000_000]
    for name, raw in EMULATED:
        op, p = _parse(name, raw)
        todo.append((op, p, codegen.build(op, p)))
    jobs = [(op, p, s, op.sample(p, np.random.default_rng(n))) for n, (op, p, s) in enumerate(todo)]
    # the host's libm (expf, tanhf, erff) stands in for CUDA's; both are within the few ulp tolerance() allows
    assert emulated_mismatches(emu_root, jobs) == []


# -- the fast float16 form of sigmoid, silu, swish, gelu_tanh (ops/elementwise.fast_math) ------------------
FAST_CASES = [("gelu_tanh", {}), ("sigmoid", {}), ("silu", {}), ("swish", {"beta": "1.702"})]


@pytest.mark.parametrize("kind,extra", FAST_CASES, ids=[k for k, _ in FAST_CASES])
def test_fast_form_only_for_float16(kind, extra):
    """float16: exp2f and __fdividef (no tanhf, no IEEE division); float32 and fast=0: the accurate form."""
    pytest.importorskip("tvm")
    from tvmgen import codegen

    def body(dt, config=None):
        op, p = _parse("activation", {"kind": kind, "shape": "4x1000", "dtype": dt, **extra})
        s = codegen.build(op, p, "injective" if config else None, config)
        return s.source[s.source.index('extern "C"'):]

    fast = body("float16")
    assert "__fdividef" in fast and "exp2f" in fast and "tanhf" not in fast and "expf(" not in fast
    for slow in (body("float32"), body("float16", {"fast": 0})):
        assert "__fdividef" not in slow and "exp2f" not in slow


def test_fast_form_tolerance():
    """The fast form's extra float32 error (FAST_EXTRA_ULP) is added for float16 FAST_KINDS only, and stays
    far below the float16 rounding it is compared with."""
    for k in act.KINDS:
        for dt in ("float16", "float32"):
            op, p = _parse("activation", {"kind": k, "shape": "4", "dtype": dt})
            rtol = op.tolerance(p, op.outputs(p)[0])[1]
            base = EPS[dt] + E32 * {"sigmoid": 4, "silu": 5, "swish": 5, "gelu_tanh": 6}.get(k, 0)
            if k in act.FAST_KINDS:
                assert rtol == pytest.approx(base + (act.FAST_EXTRA_ULP * E32 if dt == "float16" else 0))
    assert act.FAST_EXTRA_ULP * E32 < EPS["float16"] / 40


def _fast_f32(kind, x, beta=1.0):
    """The fast form as CUDA evaluates it, in float32 NumPy: exp2 of the folded argument, then __fdividef
    (x * (1 / y); 0 for 2^126 < |y| < 2^128, as the CUDA guide documents)."""
    f = np.float32
    with np.errstate(all="ignore"):
        if kind == "gelu_tanh":
            k1 = -2.0 * act.SQRT_2_OVER_PI * act.LOG2E
            z2 = x * (f(k1) + f(k1 * act.GELU_C) * (x * x))
            a = x
        else:
            z2 = x * f(-(beta if kind == "swish" else 1.0) * act.LOG2E)
            a = np.ones_like(x) if kind == "sigmoid" else x
        y = f(1) + np.exp2(z2)
        q = a * (f(1) / y)
        return np.where((np.abs(y) > f(2.0 ** 126)) & np.isfinite(y), f(0) * a, q).astype(np.float32)


@pytest.mark.parametrize("kind,extra", FAST_CASES, ids=[k for k, _ in FAST_CASES])
def test_fast_form_on_every_half_value(kind, extra):
    """All 65536 float16 inputs (infinities, NaNs, subnormals, +-65504) through the fast formula within
    tolerance(): the limits (x / inf = -0, inf / 1 = inf, -inf gives NaN like the reference) hold."""
    op, p = _parse("activation", {"kind": kind, "shape": "65536", "dtype": "float16", **extra})
    x = np.arange(65536, dtype=np.uint16).view(np.float16)
    got = _fast_f32(kind, x.astype(np.float32), p["beta"]).astype(np.float16)
    ref = op.reference(p, {"X": x})["Y"]
    assert compare(op, p, {"Y": got}, {"Y": ref}) == []
