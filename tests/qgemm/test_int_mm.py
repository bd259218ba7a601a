"""int_mm (tvmgen/ops/qgemm.py): int8 x int8 summed in int32, kept or requantized to int8 / float16 through scales.
Every output is exact, so the emitted CUDA, run on the CPU emulator, must equal the NumPy reference element for
element: over random inputs at odd sizes, and over hand-made sums that sit on the epilogue's edges (ties at .5 both
ways, the saturation bounds, the extreme sums -128 * -128 * K)."""
import numpy as np
import pytest

from helpers import emulated_mismatches, emulation_jobs
from tvmgen import codegen, ops
from tvmgen.ops.base import ParamError
from tvmgen.ops.qgemm import INT_MM_MAX_K, requantize

OP = ops.get("int_mm")

RANDOM = [
    {"m": "37", "n": "23", "k": "129"},
    {"m": "17", "n": "40", "k": "64", "trans_b": "true"},
    {"m": "33", "n": "40", "k": "96", "out": "int8", "scale_a": "row", "scale_b": "column"},
    {"m": "20", "n": "9", "k": "300", "trans_b": "true", "out": "int8"},
    {"m": "33", "n": "17", "k": "96", "out": "float16", "scale_b": "column"},
]


def test_random_inputs_exact_on_the_emulator(emu_root):
    assert emulated_mismatches(emu_root, emulation_jobs(OP, RANDOM, "qgemm_direct")) == []


def edge_inputs(out: str) -> dict:
    """A [8, 2] @ B [2, 8] whose sums are chosen: row i of A is (a_i, 1), column j of B is (1, b_j), so C[i, j] =
    a_i + b_j; with scale 1/2 (a power of two: exact) the requantized values are the sums' halves, .5 ties among
    them, and with the extreme rows (-128, -128) @ (-128, -128) the sum 32768 saturates."""
    a = np.array([-128, -7, -5, -3, -1, 1, 3, 127], dtype=np.int8)
    b = np.array([-128, -2, -1, 0, 1, 2, 127, -128], dtype=np.int8)
    A = np.stack([a, np.ones_like(a)], axis=1)
    A[0, 1] = -128
    B = np.stack([np.ones_like(b), b], axis=0)
    x = {"A": A, "B": B}
    if out != "int32":
        x["scale_a"] = np.array([0.5], np.float32)
        x["scale_b"] = np.array([1.0], np.float32)
    return x


@pytest.mark.parametrize("out", ["int32", "int8", "float16"])
def test_edge_sums_exact_on_the_emulator(emu_root, out):
    p = OP.parse({"m": "8", "n": "8", "k": "2", "out": out})
    x = edge_inputs(out)
    ref = OP.reference(p, x)["C"]
    if out == "int8":  # the edges are there: ties both ways, both saturation bounds
        y = (x["A"].astype(np.int64) @ x["B"].astype(np.int64)) * 0.5
        assert {-2.5, -1.5, 0.5, 1.5}.issubset(set(y.ravel())) and ref.min() == -128 and ref.max() == 127
        assert ref[y == 0.5].tolist() == [0.0] * int((y == 0.5).sum())  # ties to even: 0.5 -> 0, 1.5 -> 2
    assert emulated_mismatches(emu_root, [(OP, p, codegen.build(OP, p), x)]) == []


def test_requantize_is_float32_step_by_step():
    """The reference's epilogue rounds after each float32 product (not one float64 product rounded once): a case
    where the two differ."""
    acc = np.array([[16777217]], np.int64)  # 2^24 + 1: float32 rounds it to 2^24
    got = requantize(acc, np.array([2.0**-17], np.float32), np.array([1.0], np.float32), "int8")
    assert got[0, 0] == 127 and requantize(acc, np.array([2.0**-18]), np.array([1.0]), "int8")[0, 0] == 64


@pytest.mark.parametrize("raw, fragment", [
    ({"m": "1", "n": "1", "k": str(INT_MM_MAX_K + 1)}, f"k={INT_MM_MAX_K + 1}: must be <= {INT_MM_MAX_K}"),
    ({"m": "1", "n": "1", "k": "1", "scale_b": "column"}, "scale_b=column: only with out=int8 or float16"),
])
def test_refused_in_one_line(raw, fragment):
    with pytest.raises(ParamError, match=fragment):
        OP.parse(raw)
