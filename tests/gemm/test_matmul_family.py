"""matmul (NN/NT/TN/TT, batched) and dense (nn.Linear + fused bias/activation): the reference's layouts and
epilogues, shader names of the old entries unchanged, the rule chain by dtype, layout and shape, and what each
committed entry of catalog/gemm.toml holds (its kernels, workspaces and instructions). Their cases and bad
parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py."""
from __future__ import annotations

import re

import numpy as np
import pytest

from helpers import arg_tensor, committed, emulator_tests, kv
from tvmgen import hardware, ops
from tvmgen.cpu import compare
from tvmgen.emit import DEFAULT_CATALOG, is_ranged, load_catalog

HW = hardware.get("sm_90")  # the expected values below are sm_90's

CATALOG = [e for e in load_catalog(DEFAULT_CATALOG / "gemm.toml") if not is_ranged(e)]  # static shaders


def _parse(name, raw):
    op = ops.get(name)
    return op, op.parse({k: str(v) for k, v in raw.items()})


# -- the reference and the tolerance (tests/test_registry.py runs the operators' cases on LLVM) ----------------
def test_layouts_and_reference():
    op, p = _parse("matmul", {"m": 3, "n": 4, "k": 5, "trans_a": True, "trans_b": True, "batch": 2})
    assert [t.shape for t in op.inputs(p) + op.outputs(p)] == [(2, 5, 3), (2, 4, 5), (2, 3, 4)]
    x = op.sample(p, np.random.default_rng(1))
    want = np.einsum("bki,bjk->bij", x["A"].astype(np.float64), x["B"].astype(np.float64))
    np.testing.assert_allclose(op.reference(p, x)["C"], want)
    assert op.flops(p) == 2 * 2 * 3 * 4 * 5
    op, p = _parse("dense", {"m": 3, "n": 4, "k": 5, "activation": "sigmoid"})
    assert [(t.name, t.shape) for t in op.inputs(p) + op.outputs(p)] == [
        ("X", (3, 5)), ("W", (4, 5)), ("bias", (4,)), ("Y", (3, 4))]
    x = op.sample(p, np.random.default_rng(2))
    z = x["X"].astype(np.float64) @ x["W"].astype(np.float64).T + x["bias"]
    np.testing.assert_allclose(op.reference(p, x)["Y"], 1 / (1 + np.exp(-z)), rtol=1e-12)
    _, p = _parse("dense", {"m": 3, "n": 4, "k": 5, "bias": False})
    assert [t.name for t in op.inputs(p)] == ["X", "W"]


def test_compare_catches_a_wrong_epilogue():
    """A missing bias or activation must fail the tolerance: it is not loose enough to hide the epilogue."""
    op, p = _parse("dense", {"m": 8, "n": 16, "k": 4096, "activation": "gelu_tanh", "dtype": "float16"})
    x = op.sample(p, np.random.default_rng(3))
    ref = op.reference(p, x)
    z = x["X"].astype(np.float64) @ x["W"].astype(np.float64).T
    assert compare(op, p, {"Y": ref["Y"].astype("float16")}, ref) == []
    assert compare(op, p, {"Y": z.astype("float16")}, ref)  # no bias, no activation
    assert compare(op, p, {"Y": (z + x["bias"]).astype("float16")}, ref)  # no activation


def test_old_shader_names_unchanged():
    op, p = _parse("matmul", {"m": 1024, "n": 1024, "k": 1024, "dtype": "float16"})
    assert op.shader_name(p) == "matmul_m1024_n1024_k1024_float16"
    assert p == {"m": 1024, "n": 1024, "k": 1024, "trans_a": False, "trans_b": False, "batch": 1,
                 "dtype": "float16"}
    assert [(t.name, t.shape) for t in op.inputs(p) + op.outputs(p)] == [
        ("A", (1024, 1024)), ("B", (1024, 1024)), ("C", (1024, 1024))]
    _, p = _parse("matmul", {"m": 8, "n": 8, "k": 8, "trans_b": True, "batch": 2})
    assert op.shader_name(p) == "matmul_m8_n8_k8_trans_b1_batch2_float32"


@pytest.mark.parametrize("half", ["float16", "bfloat16"])
def test_rule_chain_by_dtype_layout_and_shape(half):
    """fp32 in any layout: matmul_tiled; fp16 (bf16 alike) with M over 32, N and K multiples of 64, A not transposed:
    matmul_wgmma (Hopper); other fp16 with M and N over 64: matmul_mma (tensor cores); fp16 M <= 64 otherwise:
    matmul_splitk_mma; fp32 M <= 64, NN or TN: matmul_skinny; what no rule of ours takes goes to dlight."""
    from tvmgen import rules

    op = ops.get("matmul")

    def first(**kw):
        return rules.chain(op, op.parse({"m": 64, "n": 64, "k": 64, **kw}), HW)[0].name

    for extra in ({}, {"trans_a": "1"}, {"trans_b": "1"}, {"batch": "2"}):
        assert first(m=128, **extra) == "matmul_tiled"
    assert first(trans_a="1") == "matmul_skinny"  # M <= 64 in fp32 too
    assert [r.name for r in rules.chain(op, op.parse({"m": 64, "n": 64, "k": 64, "trans_b": "1"}), HW)] == [
        "matmul_tiled", "dlight", "fallback"]
    assert first(m=128, n=128, dtype=half, trans_b="1", batch="2") == "matmul_wgmma"
    assert first(m=128, n=128, dtype=half, trans_a="1") == "matmul_mma"
    assert first(m=128, n=100, dtype=half) == "matmul_mma"
    assert first(m=16, n=4096, k=4096, dtype=half) == "matmul_wgmma"  # swapped: C^T = B^T A^T
    assert first(m=16, n=1000, k=4096, dtype=half) == "matmul_splitk_mma"  # N not whole 128-row tiles
    assert first(dtype=half, trans_b="1") == "matmul_wgmma"  # M = N = 64 with B transposed
    assert first(m=32, dtype=half, trans_b="1") == "matmul_splitk_mma"
    assert first(dtype=half, trans_a="1") == "matmul_splitk_mma"
    tiled = rules.RULES["matmul_tiled"]
    p16 = op.parse({"m": 256, "n": 256, "k": 256, "dtype": half})
    assert not tiled.prefer(op, p16, HW)


# -- dense on dlight's CUDA-core schedule (what takes a 16-bit dense that no tensor-core rule does), emulated --------
DENSE_EMULATED = [("dense", kv("m=19 n=33 k=70 activation=gelu_tanh dtype=bfloat16"), "dlight", None)]
dense_emulated, test_dense_on_dlight_runs_correctly = emulator_tests(DENSE_EMULATED, name="dense_emulated", seed=5)


# -- catalog: the committed shaders (tests/test_catalog.py compiles them), one kernel (epilogue fused) ------------
@pytest.fixture(scope="module")
def shaders():
    return committed("gemm")


def _two_pass(s) -> bool:
    """Split-K schedules sum their even pieces in a second kernel, from an fp32 workspace (matmul_wgmma sums them
    across a thread-block cluster, in the one kernel)."""
    return s.rule == "matmul_skinny" or (s.config.get("splits", 1) > 1 and s.rule != "matmul_wgmma")


def test_catalog_entries(shaders):
    assert len(shaders) == len(CATALOG)
    for name, s in shaders.items():
        op, p = ops.get(s.op), s.params
        two = _two_pass(s)
        assert len(s.kernels) == (2 if two else 1), (name, [k.name for k in s.kernels])  # epilogue fused
        assert [w["dtype"] for w in s.workspaces] == (["float32"] if two else []), name
        args = {arg_tensor(a) for k in s.kernels for a in k.args}
        assert args == {t.name for t in op.inputs(p) + op.outputs(p)} | {w["name"] for w in s.workspaces}, name
        defined = set(re.findall(r'extern "C" __global__ void (?:__cluster_dims__\([\d, ]+\) )?'
                                 r'(?:__launch_bounds__\(\d+(?:, \d+)?\) )?(\w+)\(', s.source))
        assert defined == {k.name for k in s.kernels}, (name, defined)
        if s.rule == "matmul_mma":
            assert "mma.sync" in s.source and "ldmatrix" in s.source, name
        elif s.rule in ("matmul_wgmma", "matmul_wgmma_ws"):
            assert "wgmma.mma_async" in s.source and s.arch == "sm_90a", name
        elif s.rule == "dlight":  # dlight's Matmul tensorizes fp16 (wmma) only when M, N and K are all over 64
            wmma = p["dtype"] == "float16" and min(p["m"], p["n"], p["k"]) > 64
            assert ("nvcuda::wmma" in s.source) == wmma, name
