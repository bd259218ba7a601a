"""Every registered operator (tvmgen.ops.REGISTRY), by what it declares (ops/base.py: examples, cases, rejects):

* its examples parse, name their shader, build their TE compute and cost something (no LLVM run: real sizes);
* each of its cases (small parameter strings) is sampled as its inputs are declared, with no zeros, and its TE
  compute, built for LLVM and run on the CPU, matches the float64 NumPy reference at the operator's tolerance;
  where the operator computes sampled references (reference_at, which verify uses past a size), they equal the
  whole reference at random elements;
* each of its rejects raises a one-line ParamError that says why.

A new operator is tested here by registering it; its family's folder keeps what is particular to it.
"""
import numpy as np
import pytest

from tvmgen import ops
from tvmgen.cpu import compare, run_llvm
from tvmgen.emit import parse_kv
from tvmgen.ops.base import ParamError

NAMES = sorted(ops.REGISTRY)
EXAMPLES = [(n, e) for n in NAMES for e in ops.REGISTRY[n].examples]
CASES = [(n, c) for n in NAMES for c in ops.REGISTRY[n].cases]
REJECTS = [(n, t, m) for n in NAMES for t, m in ops.REGISTRY[n].rejects]
MOVES_DATA = {"transpose", "nchw_to_nhwc", "nhwc_to_nchw", "hwc_to_whc", "one_hot"}  # no arithmetic: 0 flops


def parse(name: str, text: str) -> tuple:
    """(operator, parameters) of `key=value ...` as the command line writes them."""
    op = ops.get(name)
    return op, op.parse(parse_kv(text.split()))


@pytest.mark.parametrize("name", NAMES)
def test_operator_declares_its_tests(name):
    op = ops.REGISTRY[name]
    assert op.examples and op.cases and op.rejects, f"{name}: every operator brings examples, cases and rejects"
    assert len(set(op.cases)) == len(op.cases) and len({t for t, _ in op.rejects}) == len(op.rejects)


@pytest.mark.parametrize("name,example", EXAMPLES, ids=[e for _, e in EXAMPLES])
def test_example_builds_its_compute(name, example):
    pytest.importorskip("tvm")
    word, _, text = example.partition(" ")
    assert word == name
    op, p = parse(name, text)
    assert op.shader_name(p).startswith(name + "_")
    tensors = op.compute(p)
    assert len(tensors) == len(op.inputs(p)) + len(op.outputs(p))
    for t, spec in zip(tensors[len(op.inputs(p)):], op.outputs(p)):
        assert tuple(int(d) for d in t.shape) == spec.shape and t.dtype == spec.dtype, spec.name
    assert op.min_bytes(p) > 0
    assert op.flops(p) > 0 or (name in MOVES_DATA and op.flops(p) == 0)


@pytest.mark.parametrize("name,case", CASES, ids=[f"{n} {c}" for n, c in CASES])
def test_case_matches_reference_on_llvm(name, case):
    pytest.importorskip("tvm")
    op, p = parse(name, case)
    x = op.sample(p, np.random.default_rng(0))
    assert [(k, a.shape, str(a.dtype)) for k, a in x.items()] == [(t.name, t.shape, t.dtype) for t in op.inputs(p)]
    if not getattr(op, "exact", False):  # an exact operator's sampler draws its edge values, the zeros among them
        for k, a in x.items():
            assert np.dtype(a.dtype).kind != "f" or np.count_nonzero(a) == a.size, f"zeros in {k} hide unwritten outputs"
    got, ref = run_llvm(op, p, x), op.reference(p, x)
    assert [(k, v.shape, str(v.dtype)) for k, v in got.items()] == [(t.name, t.shape, t.dtype) for t in op.outputs(p)]
    with np.errstate(invalid="ignore"):  # -inf outputs (max-pool windows in the padding), NaN casts
        assert compare(op, p, got, ref, op.llvm_tolerance) == []
    rng = np.random.default_rng(1)
    picks = {t.name: np.unique(np.r_[0, t.size - 1, rng.integers(0, t.size, 200)]) for t in op.outputs(p)}
    at = op.reference_at(p, x, picks)
    if at is not None:
        assert set(at) == set(picks)
        for k, v in at.items():
            np.testing.assert_allclose(v, ref[k].reshape(-1)[picks[k]], rtol=1e-12, atol=1e-12, err_msg=k)


@pytest.mark.parametrize("name,text,fragment", REJECTS, ids=[f"{n} {t}" for n, t, _ in REJECTS])
def test_reject_says_why(name, text, fragment):
    with pytest.raises(ParamError) as e:
        parse(name, text)
    assert fragment in str(e.value) and "\n" not in str(e.value), str(e.value)


BF16_FAMILIES = ("elementwise", "softmax", "reduce", "batchnorm", "pool", "lrn", "layout", "dropout")


@pytest.mark.parametrize("name", [n for n in NAMES if ops.family_of(n) in BF16_FAMILIES
                                  and any(prm.name == "dtype" for prm in ops.REGISTRY[n].params)])
def test_bfloat16_offered_and_cased(name):
    """The memory-bound families take bfloat16 wherever they take a dtype, and each such operator runs a bfloat16
    case above (its TE compute on LLVM against the reference)."""
    op = ops.REGISTRY[name]
    (dtype,) = [prm for prm in op.params if prm.name == "dtype"]
    assert "bfloat16" in dtype.choices
    assert any("dtype=bfloat16" in c for c in op.cases), f"{name}: no bfloat16 case"


def test_bfloat16_constants():
    """base.py writes bfloat16's numbers out (no ml_dtypes on the GPU side until a bf16 tensor needs it)."""
    import ml_dtypes

    from tvmgen.ops.base import EPS, is_half, itemsize, rounding, tiny

    fi = ml_dtypes.finfo(ml_dtypes.bfloat16)
    assert EPS["bfloat16"] == float(fi.eps) == 2.0**-7 and tiny("bfloat16") == float(fi.tiny)
    assert itemsize("bfloat16") == np.dtype(ml_dtypes.bfloat16).itemsize == 2 and itemsize("float32") == 4
    assert is_half("bfloat16") and is_half("float16") and not is_half("float32")
    assert rounding("bfloat16") == EPS["bfloat16"] < 0.01 and rounding("float16") == 2 * EPS["float16"]


def test_compare_catches_wrong_result():
    op, p = parse("add", "a=16 b=16")
    x = op.sample(p, np.random.default_rng(1))
    ref = op.reference(p, x)
    got = {"C": ref["C"].astype("float32")}
    assert compare(op, p, got, ref) == []
    got["C"][3] += 1e-3
    assert "1 of 16" in compare(op, p, got, ref)[0]
    got["C"][3] = np.nan
    assert compare(op, p, got, ref)
