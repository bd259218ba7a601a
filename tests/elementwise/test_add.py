"""add with a fused activation (`activation=relu`, ...: relu(A + B) in one pass, ResNet-50's residual): parameters and
names (the default leaves every plain-add shader as it was), the float64 reference and tolerances, the rule each form
gets and its 16-byte accesses, the emitted CUDA run on the CPU by the emulator (tests/emulator.py) against the
reference, and the run-time batch. Its cases (TE on LLVM) and bad parameters: tests/test_registry.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import committed, emulated_mismatches, ptx_of
from tvmgen import ops, sizes
from tvmgen.ops import elementwise as ew
from tvmgen.ops.base import EPS

RESNET = {"a": "32x256x56x56", "b": "32x256x56x56", "dtype": "float16"}


def _parse(raw):
    op = ops.get("add")
    return op, op.parse({k: str(v) for k, v in raw.items()})


def test_default_is_the_plain_add():
    op, p = _parse({"a": "4x3", "b": "3"})
    assert p["activation"] == "none"
    assert op.shader_name(p) == "add_a4x3_b3_float32"  # a default-valued parameter stays out of the name
    assert op.shader_name(_parse({"a": "4x3", "b": "3", "activation": "none"})[1]) == "add_a4x3_b3_float32"
    assert op.shader_name(_parse({"a": "4x3", "b": "3", "activation": "relu"})[1]) == "add_a4x3_b3_activationrelu_float32"
    assert op.flops(p) == 12 and op.flops(_parse({"a": "4x3", "b": "3", "activation": "relu"})[1]) == 24


def test_activations_are_the_activation_operators_kinds():
    assert set(ew.ADD_ACTIVATIONS) - {"none"} <= set(ew.KINDS)
    with pytest.raises(ops.ParamError, match="activation='clipped_relu': must be one of none, relu") as e:
        _parse({"a": "3", "b": "3", "activation": "clipped_relu"})
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("kind", [k for k in ew.ADD_ACTIVATIONS if k != "none"])
def test_reference_is_the_activation_of_the_sum(kind):
    """add's reference is the activation operator's reference of A + B (both float64)."""
    op, p = _parse({"a": "5x1x7", "b": "6x1", "activation": kind, "dtype": "float16"})
    x = op.sample(p, np.random.default_rng(0))
    s = x["A"].astype(np.float64) + x["B"].astype(np.float64)
    act = ops.get("activation")
    q = act.parse({"kind": kind, "shape": "5x6x7"})
    np.testing.assert_array_equal(op.reference(p, x)["C"], act.reference(q, {"X": s})["Y"])
    if kind == "relu":
        np.testing.assert_array_equal(op.reference(p, x)["C"], np.maximum(s, 0))


def test_tolerances():
    op, p = _parse(RESNET)
    plain = op.tolerance(p, op.outputs(p)[0])
    op, q = _parse({**RESNET, "activation": "relu"})
    atol, rtol = op.tolerance(q, op.outputs(q)[0])
    # relu of a float32 sum: the sum's rounding (amplified by at most 4) and the fp16 rounding; no looser than add
    assert rtol == EPS["float16"] + 2 * EPS["float32"] and atol == 2.0 ** -24 and (atol, rtol) <= plain
    op, q = _parse({**RESNET, "activation": "gelu_erf", "dtype": "float32"})
    atol, rtol = op.tolerance(q, op.outputs(q)[0])
    assert rtol == pytest.approx(9 * EPS["float32"])  # gelu's 6, the sum's 2, the final rounding's 1
    assert atol == pytest.approx(4 * EPS["float32"])  # gelu's cancellation: 2R eps32, |A + B| < R = 2
    assert op.llvm_tolerance(q, op.outputs(q)[0]) == (atol, rtol)
    op, q = _parse({**RESNET, "activation": "tanh"})
    assert op.llvm_tolerance(q, op.outputs(q)[0])[0] > op.tolerance(q, op.outputs(q)[0])[0]


# -- the schedules ---------------------------------------------------------------------------------------------
def _loads_stores(source: str) -> tuple[int, int]:
    body = source[source.index('extern "C"'):]
    stores = len(re.findall(r"\*\(uint4\*\)\(C_ptr", body))
    return len(re.findall(r"= \*\(uint4\*\)\([AB]_ptr", body)), stores


def test_fused_resnet_add_is_one_pass_of_16_byte_accesses():
    """relu(A + B) at the ResNet size: rule injective (elementwise would vectorize float32 math into 8-lane vectors,
    broken in TVM 0.27), two 16-byte loads and one 16-byte store a thread, the grid of the plain add."""
    pytest.importorskip("tvm")
    from tvmgen import codegen

    op, p = _parse(RESNET)
    plain = codegen.build(op, p)
    op, q = _parse({**RESNET, "activation": "relu"})
    fused = codegen.build(op, q)
    assert plain.rule == "elementwise" and fused.rule == "injective"
    assert len(fused.kernels) == 1 and _loads_stores(fused.source) == (2, 1) == _loads_stores(plain.source)
    assert fused.kernels[0].grid == plain.kernels[0].grid and fused.kernels[0].block == plain.kernels[0].block
    assert "max(" in fused.source and "(float)" in fused.source  # the sum and the relu in float32
    with pytest.raises(ops.ParamError, match="rule elementwise schedules a plain add only"):
        codegen.build(op, q, rule="elementwise")


def test_activation_none_emits_the_same_source():
    pytest.importorskip("tvm")
    from tvmgen import codegen

    op, p = _parse({"a": "8x1x6", "b": "7x1"})
    _, q = _parse({"a": "8x1x6", "b": "7x1", "activation": "none"})
    assert codegen.build(op, p).source == codegen.build(op, q).source


# -- the emitted CUDA, run on the CPU by the emulator ----------------------------------------------------------
EMULATED = [
    {"a": "4x6x8x16", "b": "4x6x8x16", "activation": "relu", "dtype": "float16"},  # the residual, packed
    {"a": "4x6x8x16", "b": "4x6x8x16", "activation": "relu"},
    {"a": "2x16x5x8", "b": "1x16x1x1", "activation": "relu", "dtype": "float16"},  # a broadcast outside the run
    {"a": "3x5x17", "b": "17", "activation": "sigmoid", "dtype": "float16"},  # no vector width divides
    {"a": "8x1x6", "b": "7x1", "activation": "tanh"},  # both operands broadcast
    {"a": "2x3x40", "b": "2x3x40", "activation": "gelu_tanh", "dtype": "float16"},
    {"a": "6x40", "b": "6x1", "activation": "gelu_erf"},
    {"a": "5x24", "b": "5x24", "activation": "silu", "dtype": "float16"},
    # bfloat16: 8-lane 16-byte vectors as float16, the sum and the activation in fp32
    {"a": "4x6x8x16", "b": "4x6x8x16", "activation": "relu", "dtype": "bfloat16"},
    {"a": "3x5x17", "b": "17", "activation": "gelu_tanh", "dtype": "bfloat16"},
]


def test_emitted_cuda_runs_correctly_on_the_cpu(emu_root):
    from tvmgen import codegen

    jobs = []
    for n, raw in enumerate(EMULATED):
        op, p = _parse(raw)
        jobs.append((op, p, codegen.build(op, p), op.sample(p, np.random.default_rng(n))))
    assert all(s.rule == "injective" for _, _, s, _ in jobs)
    # the host's libm (expf, tanhf, erff) stands in for CUDA's; both are within the few ulp tolerance() allows
    assert emulated_mismatches(emu_root, jobs) == []


# -- the run-time batch ----------------------------------------------------------------------------------------
def test_run_time_batch():
    """`add a=1..256@32x56x56x256 b=... activation=relu`: the batch a run-time size, every variant the fused kernel
    (chunks of the static shader), covering 1..256; at any batch the parameters are the fused add's."""
    pytest.importorskip("tvm")
    from tvmgen import emit

    text = "a=1..256@32x56x56x256 b=1..256@32x56x56x256 activation=relu dtype=float16"
    op = ops.get("add")
    raw = emit.parse_kv(text.split())
    assert sizes.shader_name(op, raw) == "add_a1_256at32x56x56x256_b1_256at32x56x56x256_activationrelu_float16"
    p = sizes.params_at(op, raw, {s: 13 for s in sizes.split(op, raw)[0]})
    assert p["a"] == p["b"] == (13, 56, 56, 256) and p["activation"] == "relu"
    m, src = emit.generate("add", raw)
    assert m["schema"] == 2 and m["params"]["activation"] == "relu"
    whens = [w for v in m["variants"] for w in v["when"].values()]
    assert whens[0][0] == 1 and whens[-1][1] == 256 and all(a[1] + 1 == b[0] for a, b in zip(whens, whens[1:]))
    assert all("chunk" in v for v in m["variants"])
    kernels = {k["name"] for v in m["variants"] for k in v["kernels"]}
    assert kernels and all("activationrelu" in k and k in src for k in kernels)
    loads = len(re.findall(r"= \*\(uint4\*\)\([AB]_ptr", src))
    stores = len(re.findall(r"\*\(uint4\*\)\(C_ptr", src))
    assert (loads, stores) == (2 * len(kernels), len(kernels))  # 16-byte accesses in every variant


@needs_nvcc
def test_bfloat16_sum_rounds_once_in_bf16():
    """The committed bf16 residual add sums in bf16 itself (TVM's nv_bfloat16 +, cuda_bf16's __hadd): sm_90's
    add.bf16, the exact sum rounded once, 8 of them per 16-byte vector; no detour through float32 conversions."""
    s = committed("elementwise")["add_a64x256x56x56_b64x256x56x56_bfloat16"]
    ptx = ptx_of(s.source)
    assert len(re.findall(r"\badd(\.rn)?\.bf16\b", ptx)) == 8 and "cvt.f32.bf16" not in ptx
    assert re.search(r"ld\.global(\.\w+)*\.v4\.u32", ptx) and re.search(r"st\.global(\.\w+)*\.v4\.u32", ptx)
