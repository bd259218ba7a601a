"""dropout (Philox-4x32-10 mask): the NumPy Philox against Random123's known answers, the TE Philox on LLVM against
NumPy across the 32-bit counter boundary, p = 0 and p = 1 exactly, mask statistics, names and costs, what the
committed catalog entries hold (rule, registers, Philox and memory instructions), and the emitted CUDA itself run on
the CPU by the emulator (tests/emulator.py) against NumPy. Its cases and bad parameters: tests/test_registry.py;
compiling the catalog: tests/test_catalog.py.
"""
import math
import re

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import catalog_tests, check_builds_without_spills, emulator_tests, int64_path_outputs, ptx_of
from tvmgen import ops, philox


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
@pytest.mark.parametrize("drop", ["0", "1"])
def test_edge_probabilities_are_exact_on_llvm(drop):
    """p = 0 is the identity bit for bit, p = 1 zeros everything: no scale of 1 / (1 - p) rounds either."""
    pytest.importorskip("tvm")
    from tvmgen.cpu import run_llvm

    op, p = _parse("dropout", {"shape": "64x33", "p": drop, "seed": "5", "mask": "true"})
    x = op.sample(p, np.random.default_rng(0))
    got = run_llvm(op, p, x)
    if drop == "0":
        assert got["mask"].all() and np.array_equal(got["Y"], x["X"])
    else:
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


# -- names, costs and tolerances ------------------------------------------------------------------
def test_names_costs_and_tolerances():
    op, p = _parse("dropout", {"shape": "32x256x56x56", "p": "0.1", "seed": "1234", "mask": "1", "dtype": "float16"})
    assert op.shader_name(p) == "dropout_shape32x256x56x56_p0p1_seed1234_mask1_float16"
    assert [t.name for t in op.outputs(p)] == ["Y", "mask"] and op.outputs(p)[1].dtype == "uint8"
    assert op.min_bytes(p) == 32 * 256 * 56 * 56 * 5
    assert op.tolerance(p, op.outputs(p)[1]) == (0.0, 0.0)
    assert op.tolerance(p, op.outputs(p)[0]) == (2.0**-24, 2.0**-10)


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
shaders, test_catalog_rules, test_catalog_registers = catalog_tests("dropout", "dropout", 40, kernels=1)


@needs_nvcc
def test_one_philox_per_counter_and_16_byte_accesses(shaders):
    """nvcc merges the four unrolled word computations of a counter: 20 wide multiplies per Philox
    call (minus the ones folded on constant words), not 80; the full-size fp16 dropout moves 16 bytes
    per load and store; the rule's mulhi rewrite leaves no 64-bit multiply (mulhi=0 does)."""
    from tvmgen import codegen

    s = shaders["dropout_shape32x256x56x56_p0p5_seed1234_mask1_float16"]
    ptx = ptx_of(s.source)
    assert len(re.findall(r"\bmul\.wide\.u32\b", ptx)) <= 2 * 20  # groups = 2 counters per thread
    # mulhi: the products are 32-bit halves, no 64 x 64 multiplies (NVVM's widening of the xors)
    assert not re.search(r"\bmul\.lo\.[su]64\b", ptx)
    assert 0 < len(re.findall(r"\bmul\.hi\.u32\b", ptx)) <= 2 * 20
    old = ptx_of(codegen.build(ops.get("dropout"), _parse("dropout", {"shape": "32x256x56x56", "p": "0.5",
                                                                       "seed": "1234", "dtype": "float16"})[1],
                                rule="dropout", config={"mulhi": 0}).source)
    assert re.search(r"\bmul\.lo\.[su]64\b", old)  # what mulhi=1 removes
    assert re.search(r"ld\.global\.nc\.v4\.u32", ptx) and re.search(r"st\.global\.v4\.u32", ptx)


# -- the emitted CUDA, run on the CPU by the emulator (tests/emulator.py) ------------------------------
EMU_CASES = [  # small shapes through the same schedules as the catalog (vector and bound-checked paths)
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"}, None, None),
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1234", "mask": "true", "dtype": "float16"}, None, None),
    ("dropout", {"shape": "12x2", "p": "0.5", "seed": "5", "dtype": "float16"}, None, None),
    ("dropout", {"shape": "10003", "p": "0.2", "seed": str(2**64 - 1), "offset": str(2**32 - 1000),
                 "mask": "true"}, None, None),
    ("dropout", {"shape": "64x33", "p": "1", "seed": "1", "mask": "true"}, None, None),
    ("dropout", {"shape": "7x1x16", "p": "0.25", "seed": "77", "mask": "true"},
     "dropout", {"groups": 2, "threads": 1024}),
    ("dropout", {"shape": "37x29", "p": "0.3", "seed": "99", "mask": "true"}, "fallback", {}),
    # runs: several strided runs per thread (vector path; bound-checked path when the run does not divide)
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1234", "mask": "true", "dtype": "float16"},
     "dropout", {"runs": 2}),
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"},
     "dropout", {"runs": 4, "threads": 128}),
    ("dropout", {"shape": "4x1024", "p": "0.2", "seed": "8", "mask": "true", "dtype": "float16"},
     "dropout", {"groups": 4, "runs": 2}),  # 16 fp16 per run: two 16-byte vectors each way
    ("dropout", {"shape": "3x1000", "p": "0.2", "seed": "8", "dtype": "float16"}, "dropout", {"groups": 4}),
    ("dropout", {"shape": "12x2", "p": "0.5", "seed": "5", "dtype": "float16"}, "dropout", {"mulhi": 0}),
    # bfloat16: x * mask * 1/(1-p) rounded to bf16, 8 per 16-byte vector
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1234", "mask": "true", "dtype": "bfloat16"}, None, None),
    ("dropout", {"shape": "12x2", "p": "0.5", "seed": "5", "dtype": "bfloat16"}, None, None),
]

emulated, test_emitted_cuda_run_on_cpu = emulator_tests(EMU_CASES, seed=7)


# -- more than 2^31 - 1 elements: int64 loops and indices -------------------------------------------
INT64_CASES = [
    ("dropout", {"shape": "1823x7", "p": "0.3", "seed": "42", "offset": "1000", "mask": "true"}),
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1", "mask": "true", "dtype": "float16"}),
    ("dropout", {"shape": "16x56x56", "p": "0.1", "seed": "1", "mask": "true", "dtype": "bfloat16"}),
]


@pytest.mark.parametrize("name,raw", INT64_CASES,
                         ids=[f"{n}-{r['shape']}-{r.get('dtype', 'float32')}" for n, r in INT64_CASES])
def test_int64_indexing_path(emu_root, monkeypatch, name, raw):
    """TE on LLVM and the emitted CUDA (emulated) on the int64 path (helpers.int64_path_outputs) against NumPy."""
    from tvmgen.cpu import compare

    op, p, ref, outs = int64_path_outputs(emu_root, monkeypatch, name, raw)
    for got in outs:
        with np.errstate(invalid="ignore"):
            assert compare(op, p, got, ref) == []


@needs_nvcc
@pytest.mark.parametrize("name,raw", [("dropout", {"shape": "2147483651", "p": "0.5", "seed": "3"})])
def test_huge_shapes_build_and_compile(name, raw):
    """Past 2^31 elements: a thread per 4 element(s), 64-bit offsets, compiled without spills."""
    (k,) = check_builds_without_spills(name, raw, registers=255).kernels
    assert k.grid[0] * k.block[0] * 4 >= math.prod(_parse(name, raw)[1]["shape"])
