"""activation, add_tensor, op_tensor: TE math on LLVM vs NumPy, parameter validation, strided layouts, every
catalog entry built and compiled for sm_90, 64-bit indexing past 2^31 elements, and the emitted CUDA itself
run on the CPU (nvcc compiles it as host code, one call per block and thread) against the reference."""
from __future__ import annotations

import json
import re
import subprocess
import types
from pathlib import Path

import numpy as np
import pytest

from conftest import needs_nvcc
from tvmgen import ops
from tvmgen.cpu import compare, lay_out, run_llvm
from tvmgen.emit import DEFAULT_CATALOG, load_catalog
from tvmgen.ops import activation as act
from tvmgen.ops.base import EPS, ParamError

CATALOG = load_catalog(DEFAULT_CATALOG / "activation.toml")
E32 = EPS["float32"]


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse({k: str(v) for k, v in raw.items()})


def _ids(cases):
    return [f"{n}-" + "-".join(f"{k}{v}" for k, v in r.items()) for n, r in cases]


# -- TE compute on LLVM vs the float64 reference ------------------------------------------------------
CASES = [("activation", {"kind": k, "shape": "7x33x65", "dtype": dt}) for k in act.KINDS
         for dt in ("float32", "float16")] + [
    ("activation", {"kind": "clipped_relu", "shape": "1823x781", "ceiling": "0.5", "dtype": "float16"}),
    ("activation", {"kind": "elu", "shape": "100", "alpha": "0.3"}),
    ("activation", {"kind": "leaky_relu", "shape": "3x1x50", "slope": "0.2", "dtype": "float16"}),
    ("activation", {"kind": "swish", "shape": "2x3x4", "beta": "1.702"}),
    ("activation", {"kind": "softplus", "shape": "1000", "beta": "2", "dtype": "float16"}),
    ("activation", {"kind": "relu", "shape": "1"}),
    ("activation", {"kind": "silu", "shape": "2x3x1x5x1x2x1x1x3", "dtype": "float16"}),  # rank 9
    ("activation", {"kind": "relu", "shape": "3x2x2", "x_strides": "5x2x1"}),  # cuDNN's partially packed case
    ("activation", {"kind": "gelu_erf", "shape": "4x6x8", "x_strides": "1x4x24", "dtype": "float16"}),
    ("add_tensor", {"a": "1x16x1x1", "c": "2x16x5x5"}),
    ("add_tensor", {"a": "1x16x1x1", "c": "2x16x5x5", "alpha": "0.5", "beta": "-2", "dtype": "float16"}),
    ("add_tensor", {"a": "2x1x5x1", "c": "2x16x5x8", "beta": "0"}),
    ("add_tensor", {"a": "3x2x2", "c": "3x2x2", "a_strides": "5x2x1", "c_in_strides": "1x3x6"}),
    ("op_tensor", {"kind": "add", "a": "3x2x2", "b": "3x2x2", "a_strides": "5x2x1"}),
    ("op_tensor", {"kind": "sub", "a": "8x1x6", "b": "7x1", "alpha1": "2", "alpha2": "-0.5"}),
    ("op_tensor", {"kind": "mul", "a": "2x16x5x5", "b": "1x16x1x1", "beta": "1", "dtype": "float16"}),
    ("op_tensor", {"kind": "min", "a": "1x16x1x1", "b": "1x1x1x8", "c": "2x16x3x8", "beta": "-1"}),
    ("op_tensor", {"kind": "max", "a": "3", "b": "4x1", "dtype": "float16"}),
    ("op_tensor", {"kind": "mul", "a": "16x32", "b": "16x32", "a_strides": "64x2", "b_strides": "1x16",
                   "beta": "0.5", "c_in_strides": "40x1", "dtype": "float16"}),
]


def _llvm_tolerant(op, p):
    """TVM lowers tanh for LLVM as (1 - e^-2x) / (1 + e^-2x): absolute error ~2 eps32 near 0, not the
    relative 2 ulp of CUDA's tanhf that tolerance() assumes for the GPU. Widen atol for the CPU run only."""
    if p.get("kind") not in ("tanh", "gelu_tanh"):
        return op

    def tol(p_, t):
        atol, rtol = op.tolerance(p_, t)
        return atol + 4 * E32, rtol

    return types.SimpleNamespace(outputs=op.outputs, tolerance=tol)


@pytest.mark.parametrize("name,raw", CASES, ids=_ids(CASES))
def test_compute_matches_reference(name, raw):
    pytest.importorskip("tvm")
    op, p = _parse(name, raw)
    x = op.sample(p, np.random.default_rng(0))
    assert set(x) == {t.name for t in op.inputs(p)}
    assert all(np.count_nonzero(a) == a.size for a in x.values()), "samples must not contain zeros"
    assert compare(_llvm_tolerant(op, p), p, run_llvm(op, p, x), op.reference(p, x)) == []


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


# -- parameters ---------------------------------------------------------------------------------------
BAD = [
    ("activation", {"kind": "relux", "shape": "4"}, "kind='relux': must be one of identity, relu"),
    ("activation", {"kind": "relu", "shape": "4x0"}, "shape=4x0: every dimension must be positive"),
    ("activation", {"kind": "relu", "shape": "4", "ceiling": "3"}, "ceiling=3: only kind=clipped_relu takes it"),
    ("activation", {"kind": "elu", "shape": "4", "slope": "0.1"}, "slope=0.1: only kind=leaky_relu takes it"),
    ("activation", {"kind": "relu", "shape": "4", "beta": "2"}, "beta=2: only kind=swish or kind=softplus"),
    ("activation", {"kind": "clipped_relu", "shape": "4", "ceiling": "-1"}, "ceiling=-1: must be > 0"),
    ("activation", {"kind": "softplus", "shape": "4", "beta": "-1"}, "beta=-1: softplus needs beta > 0"),
    ("activation", {"kind": "elu", "shape": "4", "alpha": "nan"}, "alpha='nan': must be finite"),
    ("activation", {"kind": "relu", "shape": "3x2x2", "x_strides": "2x1"},
     "x_strides=2x1: 2 strides for a shape of rank 3 (3x2x2); give one stride per dim"),
    ("activation", {"kind": "relu", "shape": "3x2x2", "x_strides": "5x0x1"},
     "x_strides=5x0x1: every stride must be positive (got 0)"),
    ("activation", {"kind": "relu", "shape": "3x2x2", "x_strides": "2x2x1"},
     "x_strides=2x2x1: indices (0, 1, 0) and (1, 0, 0) of 3x2x2 both land at offset 2"),
    ("activation", {"kind": "relu", "shape": "3x2x2", "x_strides": "a,b"}, "x_strides='a,b': must be integers"),
    ("activation", {"kind": "relu", "shape": "4", "dtype": "float64"}, "dtype='float64': must be one of"),
    ("activation", {"kind": "relu", "shape": "4", "pad": "1"}, "pad: unknown parameter of activation"),
    ("add_tensor", {"a": "256", "c": "32x256x56x56"},
     "a=256: rank 1 differs from c=32x256x56x56 (rank 4); cudnnAddTensor needs equal ranks"),
    ("add_tensor", {"a": "1x128x1x1", "c": "32x256x56x56"},
     "a=1x128x1x1: dim 1 is 128 but the output (32x256x56x56) has 256 there; each dim must equal the output's or be 1"),
    ("add_tensor", {"a": "1x4", "c": "3x4", "beta": "0", "c_in_strides": "8x1"},
     "c_in_strides: C_in is not read when beta=0"),
    ("add_tensor", {"a": "1x4", "c": "3x4", "c_in_strides": "1x1"},
     "c_in_strides=1x1: indices (0, 1) and (1, 0) of 3x4 both land at offset 1"),
    ("add_tensor", {"a": "2x2", "c": "2x2", "a_strides": "1x1"}, "a_strides=1x1: indices"),
    ("op_tensor", {"kind": "div", "a": "4", "b": "4"}, "kind='div': must be one of add, mul, min, max, sub"),
    ("op_tensor", {"kind": "add", "a": "3", "b": "5x2"}, "b: dim -1 is 2 but a has 3; broadcasting needs"),
    ("op_tensor", {"kind": "add", "a": "3", "b": "4x1", "c": "5x3"},
     "b=4x1: dim 0 is 4 but the output (5x3) has 5 there"),
    ("op_tensor", {"kind": "add", "a": "2x3", "b": "3", "c": "3"}, "a=2x3: rank 2 is over the output's rank 1 (3)"),
    ("op_tensor", {"kind": "add", "a": "3", "b": "3", "c": "0x3"}, "c=0x3: every dimension must be positive"),
    ("op_tensor", {"kind": "add", "a": "3", "b": "3", "c_in_strides": "2"},
     "c_in_strides: C_in is not read when beta=0"),
    ("op_tensor", {"kind": "add", "a": "3x4", "b": "4", "b_strides": "2x1"},
     "b_strides=2x1: 2 strides for a shape of rank 1 (4)"),
    ("op_tensor", {"kind": "add", "a": "3x4", "b": "4"}, None),  # fine
]


@pytest.mark.parametrize("name,raw,msg", BAD, ids=[f"{n}-{m and m[:40]}" for n, _, m in BAD])
def test_bad_params(name, raw, msg):
    op = ops.get(name)
    if msg is None:
        op.parse(raw)
        return
    with pytest.raises(ParamError) as e:
        op.parse(raw)
    assert msg in str(e.value), str(e.value)


@pytest.mark.parametrize("shape,strides,ok", [
    ("3x2x2", "5x2x1", True),      # cuDNN's example: 12 of 15
    ("3x2", "2x3", True),          # not nested, still one offset per index (checked element by element)
    ("2x3x4", "3x1x6", True),      # a permutation of packed
    ("3x1x4", "4x999x1", True),    # a size-1 dim's stride never matters
    ("3x2", "1x2", False),         # offsets 0..4 hit twice
    ("2x2", "1x1", False),
    ("4096x4096", "1x1", False),   # too large for the exact check: rejected, with the rule to follow
])
def test_stride_overlap_rule(shape, strides, ok):
    op = ops.get("activation")
    raw = {"kind": "relu", "shape": shape, "x_strides": strides}
    if ok:
        op.parse(raw)
    else:
        with pytest.raises(ParamError, match="x_strides="):
            op.parse(raw)


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


@pytest.mark.parametrize("entry", CATALOG, ids=lambda e: e["op"] + "-" + "-".join(map(str, e["params"].values())))
def test_manifest_params_parse_back(entry):
    """The runner re-parses a manifest's params (JSON: tuples become lists, defaults included)."""
    op, p = _parse(entry["op"], entry["params"])
    back = json.loads(json.dumps({k: list(v) if isinstance(v, tuple) else v for k, v in p.items()}))
    assert op.parse(back) == p
    assert op.shader_name(op.parse(back)) == op.shader_name(p)


# -- memory-frugal sampling and references --------------------------------------------------------------
def test_chunked_sampling_and_reference(monkeypatch):
    monkeypatch.setattr(act, "CHUNK", 1000)
    rng = np.random.default_rng(0)
    x = act.chunked_uniform(rng, (7, 1001), "float16", -8, 8)
    assert x.dtype == np.float16 and x.shape == (7, 1001) and np.count_nonzero(x) == x.size
    assert -8 <= x.min() and x.max() <= 8  # fp16 rounding may reach the end point
    op, p = _parse("activation", {"kind": "gelu_erf", "shape": "7x1001"})
    y = op.reference(p, {"X": x})["Y"]
    monkeypatch.setattr(act, "CHUNK", 1 << 24)
    np.testing.assert_array_equal(y, op.reference(p, {"X": x})["Y"])
    assert y.dtype == np.float64
    monkeypatch.setattr(act, "CHUNK", 10)  # broadcast operands: chunks along the leading dim
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


# -- catalog: builds, compiles, vectorizes, indexes in 64 bits ----------------------------------------
@pytest.fixture(scope="module")
def shaders():
    pytest.importorskip("tvm")
    from tvmgen import codegen

    out = {}
    for e in CATALOG:
        op, p = _parse(e["op"], e["params"])
        out[op.shader_name(p)] = (op, p, codegen.build(op, p))
    return out


def test_catalog_entries_build(shaders):
    assert len(shaders) == len(CATALOG)
    for name, (op, p, s) in shaders.items():
        assert s.rule == "injective" and len(s.kernels) == 1, name
        k = s.kernels[0]
        args = {a["name"] for a in k.args}
        assert {t.name for t in op.outputs(p)} <= args <= {t.name for t in op.inputs(p) + op.outputs(p)}, name
        assert k.grid[0] * k.block[0] * 8 >= op.outputs(p)[0].size, name  # at most 8 lanes per thread


def test_packed_resnet_entries_use_16_byte_accesses(shaders):
    for name, (op, p, s) in shaders.items():
        t = op.outputs(p)[0]
        if t.shape == (32, 256, 56, 56) and all(i.strides is None for i in op.inputs(p)):
            assert re.search(r"\*\((uint4|float4)\*\)\(" + t.name + r"_ptr", s.source), f"{name}: no 16-byte store"


def test_over_2_31_elements_index_in_64_bits(shaders):
    big = [(n, s) for n, (op, p, s) in shaders.items() if op.outputs(p)[0].size > 2**31]
    assert big, "the catalog needs a shader over 2^31 elements"
    for name, s in big:
        body = s.source[s.source.index('extern "C"'):]
        assert "int64_t" in body and "(int)" not in body and re.search(r"\bint\b", body) is None, name
        k = s.kernels[0]
        assert 1 <= k.grid[0] <= 2**31 - 1 and k.grid[0] * k.block[0] * 8 >= 2**31, name


@needs_nvcc
def test_catalog_compiles_without_spills(shaders):
    """One nvcc run per distinct preamble: each kernel compiled with its own preamble, in a namespace."""
    from tvmgen import nvcc

    groups: dict[str, list[str]] = {}
    for _, _, s in shaders.values():
        cut = s.source.index('extern "C"')
        groups.setdefault(s.source[:cut], []).append(s.source[cut:])
    res = {}
    for pre, bodies in groups.items():
        src = pre + "".join(f"namespace tvmgen_k{i} {{\n{b}\n}}\n" for i, b in enumerate(bodies))
        res.update(nvcc.resources(src))
    for name, (_, _, s) in shaders.items():
        r = res[s.kernels[0].name]
        assert r["spill_stores"] == r["spill_loads"] == 0 and r["stack"] == 0, f"{name}: {r}"
        assert r["registers"] <= 64, f"{name}: {r}"


# -- the emitted CUDA, run on the CPU --------------------------------------------------------------------
_HARNESS = """
#include <cstdio>
#include <cstdlib>
#include <cstdint>
struct tvmgen_dim3 { unsigned x, y, z; };
static tvmgen_dim3 tvmgen_bi, tvmgen_ti;
#define blockIdx tvmgen_bi
#define threadIdx tvmgen_ti
#define __global__
#define __launch_bounds__(n)
#define __fdividef(a, b) ((a) / (b))  /* the fast division (ops/activation.fast_math) is device-only */
"""
_CTYPE = {"float32": "float", "float16": "half"}


def emulate(shaders_inputs, tmp: Path) -> list[dict[str, np.ndarray]]:
    """Run each (shader, inputs) on the CPU: the kernels become host functions called once per (block,
    thread) in order, which is exact for kernels without shared memory or barriers (all of this family).
    Buffers are laid out as the runner does (strided inputs flat, gaps NaN; outputs NaN-poisoned)."""
    groups: dict[str, list[int]] = {}
    for i, (s, _) in enumerate(shaders_inputs):
        groups.setdefault(s.source[:s.source.index('extern "C"')], []).append(i)
    results: list = [None] * len(shaders_inputs)
    for g, (pre, idx) in enumerate(groups.items()):
        parts, cases = [pre, _HARNESS], []
        for i in idx:
            s = shaders_inputs[i][0]
            names = sorted(t.name for t in s.inputs + s.outputs)
            body = s.source[s.source.index('extern "C"'):]
            parts.append(f"namespace k{i} {{\n{body}\n}}\n")
            calls = []
            for k in s.kernels:
                args = ", ".join(f"({_CTYPE[a['dtype']]}*)b[{names.index(a['name'])}]" for a in k.args)
                (gx, gy, gz), (tx, ty, tz) = k.grid, k.block
                calls.append(f"for (unsigned z = 0; z < {gz}; ++z) for (unsigned y = 0; y < {gy}; ++y) "
                             f"for (unsigned x = 0; x < {gx}; ++x) for (unsigned w = 0; w < {tz}; ++w) "
                             f"for (unsigned v = 0; v < {ty}; ++v) for (unsigned u = 0; u < {tx}; ++u) {{ "
                             f"tvmgen_bi = {{x, y, z}}; tvmgen_ti = {{u, v, w}}; k{i}::{k.name}({args}); }}")
            cases.append(f"  case {i}: {{ {' '.join(calls)} break; }}")
        parts.append("int main(int argc, char** argv) {\n  int n = argc - 2; char* b[16]; long sz[16];\n"
                     "  for (int j = 0; j < n; ++j) { FILE* f = fopen(argv[j + 2], \"rb\"); fseek(f, 0, SEEK_END);"
                     " sz[j] = ftell(f); rewind(f);\n    b[j] = (char*)malloc(sz[j]); fread(b[j], 1, sz[j], f);"
                     " fclose(f); }\n"
                     "  switch (atoi(argv[1])) {\n" + "\n".join(cases) + "\n  }\n"
                     "  for (int j = 0; j < n; ++j) { FILE* f = fopen(argv[j + 2], \"wb\"); fwrite(b[j], 1, sz[j], f);"
                     " fclose(f); }\n  return 0;\n}\n")
        (tmp / f"emu{g}.cu").write_text("".join(parts))
        exe = tmp / f"emu{g}"
        r = subprocess.run(["nvcc", "-O1", "-w", "-o", str(exe), str(tmp / f"emu{g}.cu")], capture_output=True,
                           text=True)
        assert r.returncode == 0, r.stderr[-3000:]
        for i in idx:
            s, x = shaders_inputs[i]
            specs = sorted(s.inputs + s.outputs, key=lambda t: t.name)
            files = []
            for t in specs:
                f = tmp / f"{i}_{t.name}.bin"
                buf = lay_out(t, x[t.name]) if t.name in x else np.full(t.buffer_elems, np.nan, t.dtype)
                f.write_bytes(buf.tobytes())
                files.append(str(f))
            r = subprocess.run([str(exe), str(i), *files], capture_output=True, text=True)
            assert r.returncode == 0, f"{s.name}: emulated run failed ({r.returncode}) {r.stderr}"
            results[i] = {t.name: np.frombuffer(Path(f).read_bytes(), t.dtype).reshape(t.shape)
                          for t, f in zip(specs, files) if t in s.outputs}
    return results


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
]


@needs_nvcc
def test_emitted_cuda_runs_correctly_on_the_cpu(shaders, tmp_path):
    pytest.importorskip("tvm")
    from tvmgen import codegen

    todo = [(op, p, s) for op, p, s in shaders.values() if op.outputs(p)[0].size <= 2_000_000]
    for name, raw in EMULATED:
        op, p = _parse(name, raw)
        todo.append((op, p, codegen.build(op, p)))
    items, refs = [], []
    for n, (op, p, s) in enumerate(todo):
        x = op.sample(p, np.random.default_rng(n))
        items.append((s, x))
        refs.append(op.reference(p, x))
    got = emulate(items, tmp_path)
    bad = []
    for (op, p, s), g, r in zip(todo, got, refs):
        # the host's libm (expf, tanhf, erff) stands in for CUDA's; both are within the few ulp tolerance() allows
        bad += [f"{s.name}: {m}" for m in compare(op, p, g, r)]
    assert bad == []


# -- the fast float16 form of sigmoid, silu, swish, gelu_tanh (ops/activation.fast_math) ------------------
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
