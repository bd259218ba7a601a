"""Each operator's TE compute, built for LLVM and run on the CPU, against its float64 NumPy reference."""
import numpy as np
import pytest

from tvmgen import ops
from tvmgen.cpu import compare, run_llvm

pytest.importorskip("tvm")

CASES = [
    ("add", {"a": "1024", "b": "1024"}),
    ("add", {"a": "2x16x5x5", "b": "1x16x1x1", "dtype": "float16"}),
    ("add", {"a": "8x1x6", "b": "7x1"}),
    ("add", {"a": "3", "b": "4x1"}),
    ("add", {"a": "2x3x1x5x1x2x1x1x3", "b": "3x4x5x1x2x1x2x3"}),  # rank 9
    ("matmul", {"m": "37", "n": "23", "k": "129"}),
    ("matmul", {"m": "1", "n": "1", "k": "1"}),
    ("matmul", {"m": "64", "n": "48", "k": "300", "dtype": "float16"}),
]


@pytest.mark.parametrize("name,raw", CASES, ids=[f"{n}-" + "-".join(f"{k}{v}" for k, v in r.items()) for n, r in CASES])
def test_compute_matches_reference(name, raw):
    op = ops.get(name)
    p = op.parse(raw)
    x = op.sample(p, np.random.default_rng(0))
    assert all(np.count_nonzero(a) == a.size for a in x.values()), "samples must not contain zeros"
    assert compare(op, p, run_llvm(op, p, x), op.reference(p, x)) == []


def test_compare_catches_wrong_result():
    op = ops.get("add")
    p = op.parse({"a": "16", "b": "16"})
    x = op.sample(p, np.random.default_rng(1))
    ref = op.reference(p, x)
    got = {"C": ref["C"].astype("float32")}
    assert compare(op, p, got, ref) == []
    got["C"][3] += 1e-3
    assert "1 of 16" in compare(op, p, got, ref)[0]
    got["C"][3] = np.nan
    assert compare(op, p, got, ref)
