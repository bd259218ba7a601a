"""Property-based checks over every registered operator's parameters (hypothesis): whatever a user types either
parses into tensors an artifact can describe, or is refused with a ParamError (one line on the command line);
never another exception. The build property runs TVM, a second or so per example: few examples, small shapes."""
import math
import re
import tempfile

import numpy as np
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tvmgen import artifact, ops
from tvmgen.ops.base import MAX_TENSOR_BYTES, ParamError

OPS = sorted(ops.REGISTRY)
# derandomized and without an example database: the same examples on every run, nothing written in the checkout
FAST = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
BUILD = settings(max_examples=4, deadline=None, derandomize=True, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def _number(prm, lo_default, hi_default, integer):
    lo = prm.minimum if prm.minimum is not None else lo_default
    hi = prm.maximum if prm.maximum is not None else hi_default
    if integer:
        inside = st.integers(math.ceil(lo), math.floor(hi))
        edges = st.sampled_from([-1, 0, 2**31, 10**13, -(2**40)])
    else:
        inside = st.floats(lo, hi, allow_nan=False)
        edges = st.sampled_from([-1.0, 0.0, 1e30, float("nan"), float("inf")])
    return st.one_of(inside, inside, inside, edges)


def _value(prm, small: bool):
    """A command-line string for one parameter: mostly within its documented range, sometimes past it."""
    if prm.choices is not None:
        return st.one_of(st.sampled_from([str(c) for c in prm.choices]),
                         st.just("bogus") if not small else st.sampled_from([str(c) for c in prm.choices]))
    if prm.kind is bool:
        return st.sampled_from(["0", "1", "true", "false"] + ([] if small else ["maybe"]))
    if prm.kind is int:
        return (_number(prm, 1, 8, True) if not small else st.integers(int(prm.minimum or 0), 4)).map(str)
    if prm.kind is float:
        return (_number(prm, -4.0, 4.0, False) if not small
                else st.floats(prm.minimum if prm.minimum is not None else 0.0,
                               prm.maximum if prm.maximum is not None else 2.0, allow_nan=False)).map(repr)
    if prm.kind == "shape":
        dim = st.integers(1, 8) if small else st.one_of(st.integers(1, 8), st.integers(1, 8), st.sampled_from(
            [0, -2, 2**20, 2**40]))
        return st.lists(dim, min_size=1, max_size=4 if small else 5).map(lambda d: "x".join(map(str, d)))
    if prm.kind == "ints":
        return st.lists(st.integers(-1 if not small else 0, 4), max_size=4).map(lambda d: ",".join(map(str, d)))
    return st.text("abc_", max_size=6)


def raw_params(op, small: bool = False):
    """Raw parameters of `op`: each required one mostly present, each optional one sometimes."""
    fields = {}
    for prm in op.params:
        v = _value(prm, small)
        fields[prm.name] = st.one_of(v, v, v, st.none()) if prm.required and not small else (
            v if prm.required else st.one_of(st.none(), v))
    return st.fixed_dictionaries(fields).map(lambda d: {k: v for k, v in d.items() if v is not None})


@st.composite
def example_like(draw, op):
    """The operator's documented example shrunk: every number of its shapes and sizes replaced by a small one, the
    same number by the same one (a convolution's channels stay equal in its input and filter), its choices drawn,
    its optional parameters sometimes given."""
    ex = dict(kv.split("=", 1) for kv in op.examples[0].split()[1:])
    sized = [prm for prm in op.params if prm.name in ex and (prm.kind == "shape" or prm.kind is int)]
    numbers = sorted({int(x) for prm in sized for x in re.split(r"[x,]", ex[prm.name]) if x})
    small = dict(zip(numbers, draw(st.lists(st.integers(1, 8), min_size=len(numbers), max_size=len(numbers)))))
    raw = {}
    for prm in op.params:
        if prm in sized:
            raw[prm.name] = "x".join(str(small[int(x)]) for x in re.split(r"[x,]", ex[prm.name]) if x)
        elif prm.name in ex:
            raw[prm.name] = draw(_value(prm, small=True)) if prm.choices or prm.kind is bool else ex[prm.name]
        elif not prm.required and draw(st.booleans()):
            raw[prm.name] = draw(_value(prm, small=True))
    return raw


def _check_tensors(op, p):
    specs = op.inputs(p) + op.outputs(p)
    assert specs and op.outputs(p)
    for t in specs:
        assert all(isinstance(d, int) and d >= 1 for d in t.shape), t
        assert t.buffer_elems * np.dtype(t.dtype).itemsize <= MAX_TENSOR_BYTES, t
    assert op.shader_name(p) and op.flops(p) >= 0 and op.min_bytes(p) > 0
    for t in op.outputs(p):
        atol, rtol = op.tolerance(p, t)
        assert atol >= 0 and rtol >= 0


@pytest.mark.parametrize("name", OPS)
@FAST
@given(data=st.data())
def test_parse_accepts_or_refuses_in_one_line(name, data):
    op = ops.get(name)
    raw = data.draw(raw_params(op))
    try:
        p = op.parse(raw)
    except ParamError as e:
        assert str(e) and "\n" not in str(e)
        return
    _check_tensors(op, p)
    assert op.parse(p) == p  # parsed values parse again to themselves (manifests store them)


@pytest.mark.parametrize("name", OPS)
@BUILD
@given(data=st.data())
def test_emit_writes_a_consistent_artifact_or_refuses(name, data):
    pytest.importorskip("tvm")
    from tvmgen.emit import generate

    op = ops.get(name)
    raw = data.draw(st.one_of(example_like(op), example_like(op), raw_params(op, small=True)))
    try:
        m, src = generate(name, raw)
    except ParamError as e:
        assert str(e) and "\n" not in str(e)
        event(f"refused: {str(e).split(':')[0]}")
        return
    event("built")
    p = op.parse(raw)
    with tempfile.TemporaryDirectory() as d:
        artifact.write(d, m, src)
        back, back_src = artifact.read(f"{d}/{m['name']}.json")  # every field checked, source hash too
    assert back_src == src and back["op"] == name
    assert back["inputs"] == [t.to_json() for t in op.inputs(p)]
    assert back["outputs"] == [t.to_json() for t in op.outputs(p)]
    tensors = {t["name"] for t in back["inputs"] + back["outputs"]} | {w["name"] for w in back["workspaces"]}
    for k in back["kernels"]:
        assert {a["name"] for a in k["args"] if a["kind"] == "tensor"} <= tensors
