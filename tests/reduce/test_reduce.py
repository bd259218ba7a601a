"""Reductions (reduce, argmax, argmin) and one_hot: shapes, costs and tolerances, argmax ties and NaN, out-of-range
labels, the rule each committed catalog entry uses, and the scheduled CUDA kernels themselves run on the CPU (the
emitted source compiled by g++ for the CPU emulator, tests/emulator.py), so that predicates and shuffle trees are
checked without a GPU. Their cases and bad parameters: tests/test_registry.py; compiling the catalog:
tests/test_catalog.py."""
import numpy as np
import pytest
from helpers import committed, emulated_mismatches
from tvmgen import ops
from tvmgen.cpu import run_llvm

pytest.importorskip("tvm")


def test_shapes_and_costs():
    r = ops.get("reduce")
    p = r.parse({"shape": "32x256x56x56", "kind": "mean", "axes": "2,3"})
    assert r.outputs(p)[0].shape == (32, 256) and r.reduction_length(p) == 3136
    assert r.tolerance(p, r.outputs(p)[0])[0] < r.tolerance(r.parse({**p, "kind": "sum"}), r.outputs(p)[0])[0]
    assert r.outputs(r.parse({"shape": "2x3x4", "keepdims": "1"}))[0].shape == (1, 1, 1)
    assert r.outputs(r.parse({"shape": "2x3x4"}))[0].shape == (1,)
    a = ops.get("argmax")
    p = a.parse({"shape": "256x1000"})
    assert a.outputs(p)[0].dtype == "int32" and a.tolerance(p, a.outputs(p)[0]) == (0.0, 0.0)
    o = ops.get("one_hot")
    p = o.parse({"shape": "256", "depth": "1000"})
    assert o.inputs(p)[0].dtype == "int32" and o.outputs(p)[0].shape == (256, 1000)


@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_arg_ties_first_index_and_nan(name):
    op = ops.get(name)
    p = op.parse({"shape": "8x300", "dtype": "float16"})
    x = op.sample(p, np.random.default_rng(3))
    v = x["X"].astype(np.float64)
    best = v.max(1) if name == "argmax" else v.min(1)
    assert ((v == best[:, None]).sum(1) > 1).all(), "the sampler must make ties"
    ref = op.reference(p, x)["Y"]
    assert (ref == [np.flatnonzero(row == b)[0] for row, b in zip(v, best)]).all()  # first index
    assert (run_llvm(op, p, x)["Y"] == ref).all()
    # Hand-made rows: all equal, NaNs (the first NaN wins, as NumPy), infinities.
    p = op.parse({"shape": "6x5"})
    inf, nan = np.inf, np.nan
    rows = np.array([[2, 2, 2, 2, 2], [1, nan, 3, nan, 0], [-inf] * 5, [inf] * 5, [0.5, -inf, inf, -inf, inf],
                     [nan] * 5], dtype=np.float32)
    x = {"X": rows}
    got = run_llvm(op, p, x)["Y"]
    assert got.tolist() == op.reference(p, x)["Y"].tolist()
    assert got[1] == 1 and got[5] == 0


def test_one_hot_out_of_range_labels():
    op = ops.get("one_hot")
    p = op.parse({"shape": "6", "depth": "4", "on_value": "2", "off_value": "-1"})
    x = {"L": np.array([0, 3, 4, -1, 2, 100], np.int32)}
    got = run_llvm(op, p, x)["Y"]
    assert (got == op.reference(p, x)["Y"]).all()
    assert (got[[2, 3, 5]] == -1).all() and got[1].tolist() == [-1, -1, -1, 2]


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
@pytest.fixture(scope="module")
def shaders():
    return committed("reduce")


def test_catalog_entries_use_their_rules(shaders):
    want = {"one_hot": {"dlight"}, "reduce": {"reduce_rows", "reduce_cols"}, "argmax": {"reduce_rows"},
            "argmin": {"reduce_rows"}}
    assert shaders
    for s in shaders.values():
        assert s.rule in want[s.op] and len(s.kernels) == 1, (s.name, s.rule)  # one kernel where one suffices


# -- the emitted CUDA, run on the CPU by the emulator (tests/emulator.py) ------------------------------
EMU_CASES = [
    ("reduce", {"shape": "3x8x9x7", "kind": "mean", "axes": "2,3", "dtype": "float16"}),  # rows
    ("reduce", {"shape": "2x300x5x7", "kind": "sum", "axes": "1"}),  # columns, split over threadIdx.y
    ("reduce", {"shape": "37x41", "kind": "max", "axes": "-1", "keepdims": "true"}),
    ("argmax", {"shape": "9x1000", "dtype": "float16"}),  # ties in every row
    ("argmin", {"shape": "3x100x2x5", "axis": "1"}),  # ties, across threadIdx.y
    ("one_hot", {"shape": "25", "depth": "40", "on_value": "0.9", "off_value": "0.0001", "dtype": "float16"}),
    # bfloat16 in, fp32 accumulation
    ("reduce", {"shape": "3x8x9x7", "kind": "mean", "axes": "2,3", "dtype": "bfloat16"}),
    ("reduce", {"shape": "2x300x5x7", "kind": "sum", "axes": "1", "dtype": "bfloat16"}),
    ("argmax", {"shape": "9x1000", "dtype": "bfloat16"}),
    ("argmin", {"shape": "3x100x2x5", "axis": "1", "dtype": "bfloat16"}),
]


def test_scheduled_kernels_on_cpu(emu_root):
    from tvmgen import codegen

    jobs = []
    for name, raw in EMU_CASES:
        op = ops.get(name)
        p = op.parse(raw)
        s = codegen.build(op, p)
        assert s.rule != "fallback", s.name
        x = op.sample(p, np.random.default_rng(7))
        jobs.append((op, p, s, x))

    # NaN and infinities through the shuffle tree: rows of 1000 over 256 threads, columns over threadIdx.y.
    for name, raw in (("argmax", {"shape": "5x1000"}), ("argmin", {"shape": "1000x5", "axis": "0"})):
        op = ops.get(name)
        p = op.parse(raw)
        t = op.sample(p, np.random.default_rng(1))["X"]
        t = t if name == "argmax" else t.T.copy()
        t[0, [700, 300]] = np.nan  # the first NaN wins
        t[1, :] = np.nan
        t[2, :] = -np.inf
        t[2, 999] = np.nan
        t[3, :] = np.inf
        t[4, [513, 17]], t[4, [900, 40]] = 5, -5
        jobs.append((op, p, codegen.build(op, p), {"X": t if name == "argmax" else t.T.copy()}))
    assert emulated_mismatches(emu_root, jobs) == []
