"""cast (float32 <-> float16, bit-exact with NumPy) and dropout (Philox-4x32-10 mask): the NumPy Philox
against Random123's known answers, the TE versions on the CPU (LLVM) against NumPy, mask statistics,
parameter errors, every catalog entry built and compiled with nvcc, and the emitted CUDA itself run on
the CPU (each kernel compiled as host C++ by g++ and launched thread by thread) against NumPy.
"""
import math
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from conftest import needs_nvcc
from tvmgen import ops, philox
from tvmgen.ops.base import ParamError
from tvmgen.ops.cast import HALF_EDGES, exact_mismatches, exact_report, float32_edges

CATALOG = Path(__file__).resolve().parent.parent / "generated" / "catalog" / "cast_dropout.toml"


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse(raw)


# -- Philox in NumPy ------------------------------------------------------------------------------
KAT = [  # Random123 kat_vectors: counter (4 words), key (2 words) -> 4 words
    (10, (0, 0, 0, 0), (0, 0), "6627e8d5 e169c58d bc57ac4c 9b00dbd8"),
    (10, (0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, "408f276d 41c83b0e a20bc7c6 6d5451fd"),
    (10, (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     "d16cfe09 94fdcceb 5001e420 24126ea1"),
    (7, (0, 0, 0, 0), (0, 0), "5f6fb709 0d893f64 4f121f81 4f730a48"),
    (7, (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     "4dfccaba 190a87f0 c47362ba b6b5242a"),
]


@pytest.mark.parametrize("rounds,ctr,key,want", KAT)
def test_philox_known_answers(rounds, ctr, key, want):
    got = philox.philox4x32(*ctr, *key, rounds=rounds)
    assert " ".join(f"{int(w):08x}" for w in got) == want


def test_philox_vectorised_equals_scalar():
    ctr = np.array([0, 1, 2**32 - 1, 12345], dtype=np.uint64)
    vec = np.stack(philox.philox4x32(ctr, 7, 0, 0, 0xDEADBEEF, 0x01234567), axis=-1)
    for i, c in enumerate(ctr):
        assert list(vec[i]) == list(philox.philox4x32(int(c), 7, 0, 0, 0xDEADBEEF, 0x01234567))


def test_threshold_and_words_layout():
    assert philox.keep_threshold(0.0) == 0 and philox.keep_threshold(1.0) == 2**32
    assert philox.keep_threshold(0.5) == 2**31
    # element i: word i % 4 of counter offset + i // 4, the counter's high word in c1
    seed, off = 2**64 - 1, 2**32 - 2
    w = philox.dropout_words(16, seed, off)
    for i in range(16):
        c = off + i // 4
        assert w[i] == philox.philox4x32(c & 0xFFFFFFFF, c >> 32, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF)[i % 4]


# -- dropout: TE on the CPU against NumPy ---------------------------------------------------------
DROPOUT_CASES = [
    {"shape": "2x16x9x9", "p": "0.1", "seed": "1234"},
    {"shape": "2x16x9x9", "p": "0.5", "seed": "1234", "mask": "true", "dtype": "float16"},
    {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"},
    {"shape": "1", "p": "0.5", "seed": "3", "mask": "true"},
    {"shape": "5x1x3", "p": "0.9", "seed": "0", "dtype": "float16"},
    {"shape": "1001", "p": "0.25", "seed": str(2**64 - 1), "offset": str(2**32 - 100), "mask": "true"},  # c1: 0 -> 1
    {"shape": "333", "p": "0.2", "seed": "9", "offset": str(2**62), "mask": "true", "dtype": "float16"},
    {"shape": "64x33", "p": "0", "seed": "5", "mask": "true"},
    {"shape": "64x33", "p": "1", "seed": "5", "mask": "true", "dtype": "float16"},
]


def _ids(cases):
    return ["-".join(f"{k}{v}" for k, v in c.items())[:60] for c in cases]


@pytest.mark.parametrize("raw", DROPOUT_CASES, ids=_ids(DROPOUT_CASES))
def test_dropout_llvm_matches_numpy(raw):
    pytest.importorskip("tvm")
    from tvmgen.cpu import compare, run_llvm

    op, p = _parse("dropout", raw)
    x = op.sample(p, np.random.default_rng(0))
    got, ref = run_llvm(op, p, x), op.reference(p, x)
    assert compare(op, p, got, ref) == []
    if p["mask"]:
        assert got["mask"].dtype == np.uint8
        np.testing.assert_array_equal(got["mask"], ref["mask"].astype(np.uint8))
        if p["p"] == 0:
            assert got["mask"].all() and np.array_equal(got["Y"], x["X"])  # the identity, bit for bit
        if p["p"] == 1:
            assert not got["mask"].any() and not got["Y"].any()


def test_philox_te_equals_numpy_across_the_32_bit_counter_boundary():
    tvm = pytest.importorskip("tvm")
    from tvm import te

    from tvmgen.ops.dropout import philox_te

    groups = 300
    for seed, off in [(0, 0), (0x0123456789ABCDEF, 2**32 - 150), (2**64 - 1, 3_000_000_000), (5, 2**62)]:
        R = philox_te({"seed": seed, "offset": off}, groups)
        lib = tvm.compile(tvm.IRModule({"main": te.create_prim_func([R])}), target="llvm")
        out = tvm.runtime.empty((groups, 4), "uint32", tvm.cpu())
        lib["main"](out)
        c = np.arange(groups, dtype=np.uint64) + np.uint64(off)
        words = philox.philox4x32(c & np.uint64(0xFFFFFFFF), c >> np.uint64(32), 0, 0, *philox.split_seed(seed))
        want = np.stack(words, axis=-1)
        np.testing.assert_array_equal(out.numpy(), want)


@pytest.mark.parametrize("p", [0.01, 0.1, 0.5, 0.9])
def test_keep_rate_within_five_sigma(p):
    """2^22 elements through the TE on LLVM: the mask equals NumPy's bit for bit and keeps 1 - p of them
    within 5 standard deviations of a binomial count."""
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, prm = _parse("dropout", {"shape": "1024x4096", "p": str(p), "seed": "20240601", "mask": "true"})
    x = {"X": np.ones(prm["shape"], np.float32)}
    m = run_llvm(op, prm, x)["mask"]
    np.testing.assert_array_equal(m, philox.dropout_mask(prm["shape"], p, 20240601))
    n = m.size
    assert abs(m.sum() / n - (1 - p)) <= 5 * math.sqrt(p * (1 - p) / n)


def test_masks_depend_on_seed_and_offset_only():
    shape = (1 << 16,)
    a = philox.dropout_mask(shape, 0.5, seed=1)
    assert np.array_equal(a, philox.dropout_mask(shape, 0.5, seed=1))
    for other in (philox.dropout_mask(shape, 0.5, seed=2), philox.dropout_mask(shape, 0.5, seed=1 + 2**32),
                  philox.dropout_mask(shape, 0.5, seed=1, offset=1)):
        assert 0.4 < np.mean(a != other) < 0.6  # independent masks differ in half the places
    # offset counts Philox counters, 4 elements each: a later call continues the same stream
    k = 1000
    assert np.array_equal(philox.dropout_mask(shape, 0.5, seed=1, offset=k)[:-4 * k], a[4 * k:])


# -- cast: TE on the CPU against NumPy, bit for bit -----------------------------------------------
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


@pytest.mark.parametrize("shape", ["1823x781", "87"])
def test_float_to_half_rounds_like_numpy_on_llvm(shape):
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, p = _parse("cast", {"shape": shape, "src": "float32", "dst": "float16"})
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


# -- parameters -----------------------------------------------------------------------------------
BAD = [
    ("cast", {"shape": "8", "src": "float32", "dst": "float32"}, "dst=float32: same as src"),
    ("cast", {"shape": "8", "src": "float64", "dst": "float16"}, "src='float64': must be one of float32, float16"),
    ("cast", {"shape": "8", "src": "float32"}, "dst: required by cast"),
    ("cast", {"shape": "8", "src": "float32", "dst": "float16", "dtype": "float16"},
     "dtype: unknown parameter of cast"),
    ("cast", {"shape": "8x0", "src": "float32", "dst": "float16"}, "shape=8x0: every dimension must be positive"),
    ("dropout", {"shape": "8", "p": "1.5", "seed": "1"}, "p=1.5: must be <= 1"),
    ("dropout", {"shape": "8", "p": "-0.1", "seed": "1"}, "p=-0.1: must be >= 0"),
    ("dropout", {"shape": "8", "p": "nan", "seed": "1"}, "p='nan': must be finite"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "-1"}, "seed=-1: must be in 0 .. 2^64-1"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": str(2**64)}, f"seed={2**64}: must be in 0 .. 2^64-1"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "x"}, "seed='x': must be an integer"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "1", "offset": "-4"}, "offset=-4: must be in 0 .. 2^62"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "1", "offset": str(2**62 + 1)}, "must be in 0 .. 2^62"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "1", "mask": "maybe"}, "mask='maybe': must be true or false"),
    ("dropout", {"shape": "8", "p": "0.5"}, "seed: required by dropout"),
    ("dropout", {"shape": "8", "p": "0.5", "seed": "1", "dtype": "int8"}, "dtype='int8': must be one of"),
]


@pytest.mark.parametrize("name,raw,msg", BAD, ids=[m for _, _, m in BAD])
def test_bad_parameters(name, raw, msg):
    with pytest.raises(ParamError, match=re.escape(msg)):
        ops.get(name).parse(raw)


def test_names_costs_and_tolerances():
    op, p = _parse("cast", {"shape": "32x256x56x56", "src": "float16", "dst": "float32"})
    assert op.shader_name(p) == "cast_shape32x256x56x56_float16_to_float32"
    assert op.min_bytes(p) == 32 * 256 * 56 * 56 * 6
    op, p = _parse("dropout", {"shape": "32x256x56x56", "p": "0.1", "seed": "1234", "mask": "1", "dtype": "float16"})
    assert op.shader_name(p) == "dropout_shape32x256x56x56_p0p1_seed1234_mask1_float16"
    assert [t.name for t in op.outputs(p)] == ["Y", "mask"] and op.outputs(p)[1].dtype == "uint8"
    assert op.min_bytes(p) == 32 * 256 * 56 * 56 * 5
    assert op.tolerance(p, op.outputs(p)[1]) == (0.0, 0.0)
    assert op.tolerance(p, op.outputs(p)[0]) == (2.0**-24, 2.0**-10)


# -- every catalog entry: CUDA that nvcc compiles without spills, and that computes the right thing --
def _catalog():
    from tvmgen.emit import load_catalog

    return load_catalog(CATALOG)


def _entry_id(e):
    op = ops.get(e["op"])
    return op.shader_name(op.parse({k: str(v) for k, v in e["params"].items()}))


ENTRIES = _catalog()


@pytest.fixture(scope="module")
def shaders():
    pytest.importorskip("tvm")
    from tvmgen import codegen

    out = {}
    for e in ENTRIES:
        op = ops.get(e["op"])
        p = op.parse({k: str(v) for k, v in e["params"].items()})
        out[op.shader_name(p)] = codegen.build(op, p)
    return out


def test_catalog_uses_the_family_rules(shaders):
    assert len(shaders) == len(ENTRIES) >= 13
    for s in shaders.values():
        assert s.rule == s.op and len(s.kernels) == 1, (s.name, s.rule)
        k = s.kernels[0]
        assert {a["name"] for a in k.args} >= {t.name for t in s.outputs}


@needs_nvcc
@pytest.mark.parametrize("name", [_entry_id(e) for e in ENTRIES])
def test_catalog_entry_compiles_without_spills(shaders, name):
    from tvmgen import nvcc

    s = shaders[name]
    res = nvcc.resources(s.source, s.arch)
    assert set(res) == {k.name for k in s.kernels}
    for k, r in res.items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, f"{k}: {r}"
        assert r["registers"] <= 40, f"{k}: {r}"


@needs_nvcc
def test_one_philox_per_counter_and_16_byte_accesses(shaders):
    """nvcc merges the four unrolled word computations of a counter: 20 wide multiplies per Philox
    call (minus the ones folded on constant words), not 80; the full-size fp16 dropout moves 16 bytes
    per load and store; the rule's mulhi rewrite leaves no 64-bit multiply (mulhi=0 does)."""
    from tvmgen import codegen

    s = shaders["dropout_shape32x256x56x56_p0p5_seed1234_mask1_float16"]
    ptx = _ptx(s.source)
    assert len(re.findall(r"\bmul\.wide\.u32\b", ptx)) <= 2 * 20  # groups = 2 counters per thread
    # mulhi: the products are 32-bit halves, no 64 x 64 multiplies (NVVM's widening of the xors)
    assert not re.search(r"\bmul\.lo\.[su]64\b", ptx)
    assert 0 < len(re.findall(r"\bmul\.hi\.u32\b", ptx)) <= 2 * 20
    old = _ptx(codegen.build(ops.get("dropout"), _parse("dropout", {"shape": "32x256x56x56", "p": "0.5",
                                                                    "seed": "1234", "dtype": "float16"})[1],
                             rule="dropout", config={"mulhi": 0}).source)
    assert re.search(r"\bmul\.lo\.[su]64\b", old)  # what mulhi=1 removes
    assert re.search(r"ld\.global\.nc\.v4\.u32", ptx) and re.search(r"st\.global\.v4\.u32", ptx)
    cast = _ptx(shaders["cast_shape32x256x56x56_float32_to_float16"].source)
    assert "cvt.rn.f16.f32" in cast and re.search(r"st\.global\.v4\.u32", cast)
    assert "cvt.f32.f16" in _ptx(shaders["cast_shape65536_float16_to_float32"].source)


def _ptx(source: str) -> str:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "k.cu").write_text(source)
        subprocess.run(["nvcc", "-ptx", "-arch=sm_90", "-w", "k.cu", "-o", "k.ptx"], cwd=d, check=True,
                       capture_output=True)
        return (Path(d) / "k.ptx").read_text()


# -- the emitted CUDA, run on the CPU ---------------------------------------------------------------
_CTYPE = {"float32": "float", "float16": "half", "uint8": "unsigned char", "int32": "int", "int64": "long long"}


def _cuda_include():
    import os

    nv = shutil.which("nvcc")
    roots = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda",
             str(Path(nv).resolve().parent.parent) if nv else None]
    for r in roots:
        if r and (Path(r) / "include" / "cuda_fp16.h").is_file():
            return Path(r) / "include"
    return None


needs_host_cuda = pytest.mark.skipif(shutil.which("g++") is None or _cuda_include() is None,
                                     reason="needs g++ and the CUDA headers")


def emulate(shader, arrays, workdir: Path) -> dict:
    """Run the shader's kernels on the CPU: the source compiled as host C++ (the kernels as plain functions,
    threadIdx/blockIdx as globals), every thread of every block called in turn. Valid for kernels without
    shared memory or barriers (all of this family's). half arithmetic runs through cuda_fp16's host code
    (round to nearest even in software), so this checks indexing, bounds and vector accesses, not the GPU's
    conversion instructions. Outputs start as 0xFF bytes (NaN / 255) so unwritten elements show."""
    src = re.sub(r'extern "C" __global__ void (__launch_bounds__\(\d+\) )?', "void ", shader.source)
    first = src.index("void " + shader.kernels[0].name)
    src = (src[:first] + "static uint3 emu_threadIdx, emu_blockIdx;\n#define threadIdx emu_threadIdx\n"
           "#define blockIdx emu_blockIdx\n" + src[first:])
    specs = shader.inputs + shader.outputs
    names = [t.name for t in specs]
    main = ["#include <cstdio>\n#include <cstdlib>\nint main(int argc, char** argv) {"]
    for i, t in enumerate(specs):
        nb = t.nbytes
        main.append(f'  char* b{i} = (char*)malloc({nb}); {{ FILE* f = fopen(argv[{i + 1}], "rb"); '
                    f'if (fread(b{i}, 1, {nb}, f) != {nb}) return 1; fclose(f); }}')
    for k in shader.kernels:
        args = ", ".join(f"({_CTYPE[a['dtype']]}*)b{names.index(a['name'])}" for a in k.args)
        (gx, gy, gz), (bx, by, bz) = k.grid, k.block
        main.append(f"  for (unsigned z = 0; z < {gz}; ++z) for (unsigned y = 0; y < {gy}; ++y) "
                    f"for (unsigned x = 0; x < {gx}; ++x)\n  for (unsigned tz = 0; tz < {bz}; ++tz) "
                    f"for (unsigned ty = 0; ty < {by}; ++ty) for (unsigned tx = 0; tx < {bx}; ++tx) {{\n"
                    f"    emu_blockIdx = make_uint3(x, y, z); emu_threadIdx = make_uint3(tx, ty, tz); "
                    f"{k.name}({args}); }}")
    for i, t in enumerate(specs):
        main.append(f'  {{ FILE* f = fopen(argv[{i + 1}], "wb"); fwrite(b{i}, 1, {t.nbytes}, f); fclose(f); }}')
    main.append("  return 0;\n}\n")
    cpp = workdir / "emu.cpp"
    # device intrinsics the emitted kernels call, as host functions (__umulhi: Philox's high product words)
    host = ("static inline unsigned int __umulhi(unsigned int a, unsigned int b) "
            "{ return (unsigned int)(((unsigned long long)a * b) >> 32); }\n")
    cpp.write_text("#include <cuda_runtime.h>\n" + host + src + "\n" + "\n".join(main))
    exe = workdir / "emu"
    r = subprocess.run(["g++", "-O1", "-w", f"-I{_cuda_include()}", "-o", str(exe), str(cpp)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]
    paths = []
    for t in specs:
        a = arrays.get(t.name)
        buf = np.ascontiguousarray(a, dtype=t.dtype) if a is not None else np.full(t.shape, 0xFF, np.uint8).view(
            np.uint8).repeat(np.dtype(t.dtype).itemsize).view(t.dtype).reshape(t.shape)
        path = workdir / f"{t.name}.bin"
        buf.tofile(path)
        paths.append(str(path))
    subprocess.run([str(exe), *paths], check=True, timeout=120)
    return {t.name: np.fromfile(workdir / f"{t.name}.bin", dtype=t.dtype).reshape(t.shape) for t in shader.outputs}


EMULATED = [  # small shapes through the same schedules as the catalog (vector and bound-checked paths)
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"}, None),
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1234", "mask": "true", "dtype": "float16"}, None),
    ("dropout", {"shape": "12x2", "p": "0.5", "seed": "5", "dtype": "float16"}, None),
    ("dropout", {"shape": "10003", "p": "0.2", "seed": str(2**64 - 1), "offset": str(2**32 - 1000),
                 "mask": "true"}, None),
    ("dropout", {"shape": "64x33", "p": "1", "seed": "1", "mask": "true"}, None),
    ("dropout", {"shape": "7x1x16", "p": "0.25", "seed": "77", "mask": "true"},
     ("dropout", {"groups": 2, "threads": 1024})),
    ("dropout", {"shape": "37x29", "p": "0.3", "seed": "99", "mask": "true"}, ("fallback", {})),
    # runs: several strided runs per thread (vector path; bound-checked path when the run does not divide)
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1234", "mask": "true", "dtype": "float16"},
     ("dropout", {"runs": 2})),
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"},
     ("dropout", {"runs": 4, "threads": 128})),
    ("dropout", {"shape": "4x1024", "p": "0.2", "seed": "8", "mask": "true", "dtype": "float16"},
     ("dropout", {"groups": 4, "runs": 2})),  # 16 fp16 per run: two 16-byte vectors each way
    ("dropout", {"shape": "3x1000", "p": "0.2", "seed": "8", "dtype": "float16"}, ("dropout", {"groups": 4})),
    ("dropout", {"shape": "12x2", "p": "0.5", "seed": "5", "dtype": "float16"}, ("dropout", {"mulhi": 0})),
    ("cast", {"shape": "65536", "src": "float16", "dst": "float32"}, None),
    ("cast", {"shape": "1823x78", "src": "float32", "dst": "float16"}, None),
    ("cast", {"shape": "3x1x77", "src": "float16", "dst": "float32"}, None),
]


@needs_host_cuda
@pytest.mark.parametrize("name,raw,pin", EMULATED, ids=[f"{n}-" + "-".join(f"{k}{v}" for k, v in r.items())[:50]
                                                         + (f"-{p[0]}" if p else "") for n, r, p in EMULATED])
def test_emitted_cuda_run_on_cpu(tmp_path, name, raw, pin):
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.cpu import compare

    op, p = _parse(name, raw)
    s = codegen.build(op, p, rule=pin[0] if pin else None, config=pin[1] if pin else None)
    x = op.sample(p, np.random.default_rng(7))
    got, ref = emulate(s, x, tmp_path), op.reference(p, x)
    if name == "cast":
        assert not exact_mismatches(got["Y"], ref["Y"], p["dst"]).any()
    else:
        with np.errstate(invalid="ignore"):
            assert compare(op, p, got, ref) == []


# -- more than 2^31 - 1 elements: int64 loops and indices -------------------------------------------
INT64_CASES = [
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"}),
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1", "mask": "true", "dtype": "float16"}),
    ("cast", {"shape": "181x7", "src": "float32", "dst": "float16"}),
]


@needs_host_cuda
@pytest.mark.parametrize("name,raw", INT64_CASES, ids=[f"{n}-{r['shape']}" for n, r in INT64_CASES])
def test_int64_indexing_path(monkeypatch, tmp_path, name, raw):
    """The int64 path that shapes of 2^31 elements or more take (int64 TE shapes, index maps and loops),
    forced on small shapes: TE on LLVM and the emitted CUDA (run on the CPU) against NumPy. TVM narrows the
    small loops back to int32 before codegen; test_huge_shapes_build_and_compile sees int64 in the CUDA."""
    pytest.importorskip("tvm")
    import tvmgen.ops.cast as cast_module
    from tvmgen import codegen
    from tvmgen.cpu import compare, run_llvm

    monkeypatch.setattr(cast_module, "INT64_FROM", 1)
    op, p = _parse(name, raw)
    s = codegen.build(op, p)
    x = op.sample(p, np.random.default_rng(5))
    ref = op.reference(p, x)
    for got in (run_llvm(op, p, x), emulate(s, x, tmp_path)):
        if name == "cast":
            assert not exact_mismatches(got["Y"], ref["Y"], p["dst"]).any()
        else:
            with np.errstate(invalid="ignore"):
                assert compare(op, p, got, ref) == []


@needs_nvcc
@pytest.mark.parametrize("name,raw", [("dropout", {"shape": "2147483651", "p": "0.5", "seed": "3"}),
                                      ("cast", {"shape": "3x1073741823", "src": "float32", "dst": "float16"})])
def test_huge_shapes_build_and_compile(name, raw):
    pytest.importorskip("tvm")
    from tvmgen import codegen, nvcc

    op, p = _parse(name, raw)
    s = codegen.build(op, p)
    (k,) = s.kernels
    n = math.prod(p["shape"])
    assert k.grid[0] * k.block[0] * (4 if name == "dropout" else 1) >= n
    assert "(int64_t)blockIdx.x" in s.source
    assert all(r["spill_stores"] == 0 for r in nvcc.resources(s.source).values())
