"""Run-time sizes of operators whose outputs depend on the whole size (Operator.needs_whole): batch-norm training
(statistics over the batch) and cross-entropy (a mean over the rows). They are never chunked: only a rule whose kernel
takes the size (batchnorm_stream, cross_entropy_cluster) builds them, and the emulated kernels must match the float64
reference at every size, the same bits in either thread order (the sums' order is fixed by the size alone)."""
import pytest

from helpers import emulated_at_jobs, emulated_mismatches
from tvmgen import ops
from tvmgen.ops.base import ParamError

pytest.importorskip("tvm")

BN_SPATIAL = {"shape": "1..9@4x6x5x7", "training": "true", "dtype": "float16"}
BN_ACTIVATION = {"shape": "2..9@4x3x2x5", "training": "true", "mode": "per_activation", "dtype": "float16"}
CE = {"n": "1..300@64", "c": "1000", "dtype": "float16"}


def _ranged(op_name, raw, rule=None, config=None):
    from tvmgen.ranged import build_ranged

    return build_ranged(ops.get(op_name), raw, rule=rule, config=config)


@pytest.mark.parametrize("op_name, raw, rule", [("batchnorm", BN_SPATIAL, "batchnorm_stream"),
                                                ("batchnorm", BN_ACTIVATION, "batchnorm_stream"),
                                                ("cross_entropy", CE, "cross_entropy_cluster")])
def test_one_variant_by_the_rule_that_takes_the_size(op_name, raw, rule):
    m, _ = _ranged(op_name, raw)
    (v,) = m["variants"]
    assert v["rule"] == rule and "chunk" not in v and not v["workspaces"]
    assert any(a["kind"] == "size" and a["name"] == "n" for k in v["kernels"] for a in k["args"])


def test_a_rule_that_cannot_take_the_size_is_refused():
    with pytest.raises(ParamError, match="the statistics are over the whole batch.*batchnorm_split"):
        _ranged("batchnorm", BN_SPATIAL, rule="batchnorm_split")
    with pytest.raises(ParamError, match="mean over every row"):
        _ranged("cross_entropy", CE, rule="cross_entropy_rows")


CASES = [  # (op, raw, config, sizes): clusters of 8 and 1, several rounds of a small block, odd planes
    ("batchnorm", BN_SPATIAL, None, (1, 5, 9)),
    ("batchnorm", {**BN_SPATIAL, "shape": "1..9@4x6x4x4", "dtype": "float32"},
     {"threads": 128, "unroll": 2, "cluster": 1}, (1, 9)),
    ("batchnorm", {**BN_SPATIAL, "shape": "1..40@4x3x3x3"}, {"threads": 128, "unroll": 1, "cluster": 2}, (3, 40)),
    ("batchnorm", BN_ACTIVATION, None, (2, 9)),
    ("cross_entropy", CE, None, (1, 300)),
    ("cross_entropy", {"n": "1..50", "c": "7"}, {"threads": 256, "cluster": 1}, (2, 50)),
    # bfloat16: 16-bit storage like float16, the same kernels
    ("batchnorm", {**BN_SPATIAL, "dtype": "bfloat16"}, None, (1, 9)),
    ("cross_entropy", {**CE, "dtype": "bfloat16"}, None, (1, 300)),
]


def test_emulated_at_every_size_and_deterministic(emu_root):
    jobs = []
    for op_name, raw, config, ns in CASES:
        op = ops.get(op_name)
        m, src = _ranged(op_name, raw, rule=None if config is None else m_rule(op_name), config=config)
        jobs += emulated_at_jobs(op, m, src, "n", ns)
    assert emulated_mismatches(emu_root, jobs, both_orders=True, checked=True) == []


def m_rule(op_name: str) -> str:
    return {"batchnorm": "batchnorm_stream", "cross_entropy": "cross_entropy_cluster"}[op_name]


def test_needs_whole_says_why():
    bn = ops.get("batchnorm")
    assert "whole batch" in bn.needs_whole(bn.parse({"shape": "8x16x4x4", "training": "true"}))
    assert bn.needs_whole(bn.parse({"shape": "8x16x4x4"})) is None  # inference: slices are independent, chunks serve
    ce = ops.get("cross_entropy")
    assert "mean over every row" in ce.needs_whole(ce.parse({"n": "8", "c": "10"}))
