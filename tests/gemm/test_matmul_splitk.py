"""matmul_splitk_mma (small-M fp16 GEMM on tensor cores, K split over blocks): where it applies, what it rejects,
the split-K math on the CPU, and what the emitted source contains.

The CPU emulator cannot run ldmatrix / mma.sync, so the scheduled kernels are checked on the H200 (`tvmgen
verify`). Here the rule's TE (the reindexed, zero-padded operands, the per-piece GEMM into the workspace and
the ordered sum) is built for LLVM, unscheduled, and compared with NumPy on awkward shapes: that is the
index arithmetic every schedule of it inherits. Then three builds (~15-25 s each on 2 cores): the M = 64
and M = 16 defaults (cp.async 16-byte copies, ldmatrix, mma.sync, fp32 workspace, ordered sum kernel, nvcc
with no spills) and 37 x 781 x 1000 (nothing divides, odd N: predicated scalar loads, register-staged).
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from helpers import matmul_params
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES
from tvmgen.rules.gemm import schedule_splitk_mma as sk

HW = hardware.get("sm_90")  # the expected values below are sm_90's

OP = get("matmul")
RULE = RULES["matmul_splitk_mma"]



# -- choices, no build ----------------------------------------------------------------------------
@pytest.mark.parametrize("kw,applies", [
    ({"m": 64, "n": 4096, "k": 4096}, True),
    ({"m": 16, "n": 4096, "k": 4096}, True),
    ({"m": 37, "n": 781, "k": 1000, "trans_a": True, "trans_b": True}, True),
    ({"m": 1823, "n": 781, "k": 1000}, True),  # any M: the tiles just repeat along M
    ({"m": 64, "n": 4096, "k": 4096, "dtype": "float32"}, False),
    ({"m": 37, "n": 781, "k": 1000, "trans_b": True, "dtype": "bfloat16"}, True),
    ({"m": 16, "n": 512, "k": 512, "batch": 2}, False),
])
def test_applies(kw, applies):
    p = OP.parse({"dtype": "float16", **kw})
    mod = RULE.apply(codegen.te_module(OP, p), OP, p, RULE.default(OP, p, HW), HW) \
        if not applies else None  # the applying case is built below (slow); here only the refusals
    assert mod is None
    assert (RULE.valid(OP, p, {}, HW) is None) is applies, RULE.valid(OP, p, {}, HW)
    assert sk.prefers(p) is (applies and p["m"] <= 64)  # the proposed default chain
    assert RULE.prefer(OP, p, HW) is sk.prefers(p)  # the default for fp16 M <= 64


@pytest.mark.parametrize("mnk", [(64, 4096, 4096), (16, 4096, 4096), (32, 4096, 4096), (1, 1, 1), (3, 5, 7),
                                 (37, 781, 1000), (64, 11008, 4096), (16, 4096, 11008), (1823, 781, 1000),
                                 (17, 100, 5000)])
@pytest.mark.parametrize("kw", [{}, {"trans_a": True}, {"trans_b": True}], ids=["nn", "ta", "tb"])
def test_default_is_valid(mnk, kw):
    p = matmul_params(*mnk, **kw)
    c = RULE.default(OP, p, HW)
    assert RULE.valid(OP, p, c, HW) is None, (c, RULE.valid(OP, p, c, HW))
    assert c["bm"] >= min(64, mnk[0]) or c["bm"] == 16
    if mnk == (64, 4096, 4096):
        assert (c["bm"], c["bn"], c["bk"], c["splits"]) == (64, 128, 64, 4)
    if mnk == (16, 4096, 4096):
        assert (c["bm"], c["bn"], c["bk"], c["splits"]) == (16, 128, 64, 4)
    tiles = -(-mnk[0] // c["bm"]) * -(-mnk[1] // c["bn"])
    assert tiles * c["splits"] <= HW.sms or c["splits"] == 1


@pytest.mark.parametrize("config,why", [
    ({"wm": 32, "bm": 16}, "wm"),  # warp tile larger than the block tile
    ({"bm": 16, "wm": 16, "bk": 16}, "bk"),  # 16 x 16 A tile: not one 16-byte load per thread of 4 warps
    ({"bn": 256, "wn": 128, "bm": 64, "wm": 64}, "wm"),  # 64 x 128 warp tiles: 256 accumulators per lane
    ({"stages": 6, "bn": 256, "wn": 64, "bm": 64, "wm": 32, "bk": 128}, "stages"),  # over 227 KB of shared memory
    ({"splits": 32, "bk": 128}, "splits"),  # 32 pieces of 4096 would need 4096 / 32 >= 128: fine; K = 1000 not
    ({"bogus": 1}, "bogus"),
])
def test_valid_rejects(config, why):
    k = 1000 if why == "splits" else 4096
    msg = RULE.valid(OP, matmul_params(64, 4096, k), config, HW)
    assert msg is not None and msg.startswith(why), msg


def test_named_invalid_config_raises():
    with pytest.raises(ParamError):
        codegen.build(OP, matmul_params(64, 256, 256), rule="matmul_splitk_mma", config={"wm": 64, "bm": 32})


# -- the split-K math on the CPU (the rule's TE, unscheduled, built for LLVM) ----------------------------
@pytest.mark.parametrize("mnk,kw,config", [
    ((37, 71, 300), {}, {"splits": 3, "bm": 32, "bn": 32, "bk": 32}),  # nothing divides; K pieces of 128 + padding
    ((16, 64, 256), {}, {"splits": 4, "bm": 16, "bn": 64, "bk": 64}),  # whole tiles, no padding at all
    ((5, 40, 100), {"trans_a": True}, {"splits": 2, "bm": 16, "bn": 32, "bk": 32}),
    ((20, 33, 70), {"trans_b": True}, {"splits": 2, "bm": 32, "bn": 64, "bk": 32}),
    ((9, 24, 50), {"trans_a": True, "trans_b": True}, {"splits": 1, "bm": 16, "bn": 32, "bk": 32}),
], ids=["awkward-s3", "whole-s4", "ta-s2", "tb-s2", "tatb-s1"])
def test_split_k_te_matches_numpy(mnk, kw, config):
    import tvm

    p = matmul_params(*mnk, **kw)
    c = {**RULE.default(OP, p, HW), **config}
    mod = tvm.IRModule({"main": __import__("tvm").te.create_prim_func(sk._compute(p, c))})
    lib = tvm.compile(mod, target="llvm")
    rng = np.random.default_rng(sum(mnk))
    a = rng.uniform(-1, 1, OP.inputs(p)[0].shape).astype("float16")
    b = rng.uniform(-1, 1, OP.inputs(p)[1].shape).astype("float16")
    out = tvm.runtime.empty(OP.outputs(p)[0].shape, "float16", tvm.cpu())
    lib["main"](tvm.runtime.tensor(a, tvm.cpu()), tvm.runtime.tensor(b, tvm.cpu()), out)
    ref = OP.reference(p, {"A": a, "B": b})["C"]
    atol, rtol = OP.tolerance(p, OP.outputs(p)[0])
    err = np.abs(out.numpy().astype(np.float64) - ref)
    assert not (err > atol + rtol * np.abs(ref)).any(), err.max()


# -- builds ---------------------------------------------------------------------------------------
_BUILT: dict = {}


def build(m, n, k, config=None, **kw):
    key = (m, n, k, tuple(sorted((config or {}).items())), tuple(sorted(kw.items())))
    if key not in _BUILT:  # codegen.build enables cp.async lowering (codegen.PASS_CONFIG)
        _BUILT[key] = codegen.build(OP, matmul_params(m, n, k, **kw), rule="matmul_splitk_mma", config=config)
    return _BUILT[key]


def _body(src: str, i: int) -> str:
    """The body of the i-th kernel definition."""
    return src.split('extern "C" __global__')[1:][len(src.split('extern "C" __global__')[1:]) // 2 + i]


@pytest.mark.parametrize("m,dtype", [pytest.param(16, "float16", marks=pytest.mark.slow),  # 80 s on 2 cores
                                     pytest.param(64, "float16", marks=pytest.mark.slow),
                                     pytest.param(16, "bfloat16", marks=pytest.mark.slow)])
def test_big_default_source(m, dtype):
    s = build(m, 4096, 4096, dtype=dtype)
    c = s.config
    assert s.rule == "matmul_splitk_mma" and len(s.kernels) == 2
    gemm, red = s.kernels
    assert gemm.grid == (4096 // c["bn"], 1, c["splits"]) and gemm.block == (32, 4, 1)
    assert gemm.grid[0] * gemm.grid[2] == 128  # one block on 128 of the 132 SMs
    (ws,) = s.workspaces
    assert ws["dtype"] == "float32" and ws["bytes"] == sk.workspace_bytes(s.params, c) == 4 * c["splits"] * m * 4096
    src = s.source
    ty = {"float16": "f16", "bfloat16": "bf16"}[dtype]
    assert f"mma.sync.aligned.m16n8k16.row.col.f32.{ty}.{ty}.f32" in src
    assert "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" in src
    assert "cp.async.cg.shared.global" in src and "cp_async_legacy_cg_16" in src  # 16-byte copies
    assert "atomic" not in src
    g = _body(src, 0)
    assert re.search(r"\*\(float4\*\)\(P_acc_ptr \+", g)  # 16-byte stores of the fp32 partial tiles
    r = _body(src, 1)
    n_adds = len(re.findall(r"P_acc_ptr\[", r)) + len(re.findall(r"\(P_acc_ptr \+", r))
    assert n_adds >= c["splits"]  # the pieces are summed unrolled, in order s = 0, 1, ...
    if nvcc.available():
        res = nvcc.resources(src, s.arch)
        assert set(res) == {k.name for k in s.kernels}
        for name, rr in res.items():
            assert rr["spill_stores"] == 0 and rr["spill_loads"] == 0 and rr["stack"] == 0, (name, rr)
        assert res[gemm.name]["registers"] <= 168, res  # two blocks of 128 threads per SM, with room


def test_awkward_predicated():
    """37 x 781 x 1000: M padded to 64, N (odd) to 896, K to whole bk = 32 steps in each piece: scalar B loads
    (no cp.async: register-staged, bk 32 to bound the registers), zero-filling predicates on M, N and K, the
    padding never stored to C."""
    s = build(37, 781, 1000)
    c = s.config
    assert c["splits"] > 1 and c["bk"] == 32 and len(s.kernels) == 2
    (ws,) = s.workspaces
    assert ws["bytes"] == 4 * c["splits"] * 64 * 896
    g = _body(s.source, 0)
    assert "< 37" in g and "< 781" in g
    # the K guard depends on the piece (blockIdx.z), in units of the load width
    assert re.search(r"if \([^{]*blockIdx\.z[^{]*< \d+", g)
    assert "cp_async" not in g
    r = _body(s.source, 1)
    assert s.kernels[1].grid[0] * s.kernels[1].block[0] == 37 * 781  # one output per thread, exactly
    if nvcc.available():
        for name, rr in nvcc.resources(s.source, s.arch).items():
            assert rr["spill_stores"] == 0 and rr["stack"] == 0, (name, rr)
    assert "C_ptr[" in r


def test_one_piece_is_one_kernel():
    """splits = 1: no workspace, no sum kernel; the fp16 cast and the un-padding go into the GEMM's store, which
    stays under a bounds check (M = 20 padded to 32: the padded rows are never stored)."""
    s = build(20, 264, 256, {"splits": 1})
    assert len(s.kernels) == 1 and s.workspaces == []
    body = _body(s.source, 0)
    store = body.index("(C_ptr +") if "(C_ptr +" in body else body.index("C_ptr[")
    guard = body[body.rindex("for (", 0, store):store]
    assert "if (" in guard and "< 5)" in guard  # 20 rows = 5 row groups of 4 per warp pass
    if nvcc.available():
        (r,) = nvcc.resources(s.source, s.arch).values()
        assert r["spill_stores"] == 0 and r["stack"] == 0, r
