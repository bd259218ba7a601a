"""The warp-specialized TMA GEMM (rule matmul_wgmma_ws, rules/lib/wgmma_ws.py) without a GPU: the tiles TMA writes
are the engine's layout that the descriptors read, the manifest describes the tensor maps the launcher builds, the
rule refuses what the kernel cannot serve, and nvcc compiles it for sm_90a unspilled with wgmma unserialized.
What it computes: tests/gemm/test_wgmma_ws_emulated.py (the CPU emulator) and the H200 (`tvmgen verify`).
"""
from __future__ import annotations

import re
import shutil

import pytest

from helpers import matmul_params
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib import wgmma, wgmma_ws

HW = hardware.get("sm_90")
MATMUL = get("matmul")
RULE = RULES["matmul_wgmma_ws"]
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not on PATH")


def _tma_128b(box_row: int, chunk: int) -> int:
    """The 16-byte chunk a TMA load with the 128B swizzle writes chunk `chunk` of box row `box_row` to (128-byte box
    rows from a 1024-byte-aligned base: address bits 4-6 ^= bits 7-9)."""
    byte = box_row * 128 + chunk * 16
    return (byte ^ ((byte >> 7) & 7) << 4) // 16


def test_tma_writes_a_where_the_engine_copies_it():
    # A [128 rows, 64 k] is one box: piece q of the engine is row q / 8, chunk q % 8
    for q in range(wgmma.AST // 8):
        assert wgmma.a_offset(0, q, 1) // 8 == _tma_128b(q // 8, q % 8)


@pytest.mark.parametrize("bn", [128, 256])
@pytest.mark.parametrize("kmajor", [False, True])
def test_tma_writes_b_where_the_engine_copies_it(bn, kmajor):
    # K-major: one box of bn rows; N-major: bn / 64 boxes of [64 k rows, 64 columns], 64 * 64 elements apart
    base = wgmma.b_offset(0, 0, 1, bn, kmajor)
    for q in range(wgmma.BK * bn // 8):
        got = (wgmma.b_offset(0, q, 1, bn, kmajor) - base) // 8
        if kmajor:
            assert got == _tma_128b(q // 8, q % 8)
        else:
            row, chunk = q // (bn // 8), q % (bn // 8)
            assert got == chunk // 8 * 512 + _tma_128b(row, chunk % 8)


def test_c_staging_is_the_store_boxes_layout():
    for row in range(64):
        for col in range(0, 256, 8):
            off = wgmma_ws.staged_c(row, col)
            assert off % 8 == 0 and off // 8 == col // 64 * 512 + _tma_128b(row, col % 64 // 8)


@pytest.mark.parametrize("p,first", [
    (matmul_params(4096, 4096, 4096), "matmul_wgmma_ws"),
    (matmul_params(1024, 1024, 1024), "matmul_wgmma_ws"),  # the smallest N and K the H200 timed it at
    (matmul_params(512, 4096, 4096), "matmul_wgmma_ws"),  # and the smallest M
    (matmul_params(256, 4096, 4096), "matmul_wgmma"),
    (matmul_params(1024, 512, 4096), "matmul_wgmma"),
    (matmul_params(4096, 4096, 4096, batch=2), "matmul_wgmma"),
])
def test_chain_takes_it_where_the_h200_timed_it(p, first):
    assert chain(MATMUL, p, HW)[0].name == first
    assert RULE.valid(MATMUL, p, {}, HW) is None  # a user may still name it anywhere


@pytest.mark.parametrize("p,config,why", [
    (matmul_params(256, 256, 256, "float32"), {}, "float16 or bfloat16"),
    (matmul_params(256, 256, 256, trans_a=True), {}, "trans_a"),
    (matmul_params(256, 260, 256), {}, "multiples of 8"),
    (matmul_params(4096, 4096, 4096), {"bn": 256, "stages": 4}, "shared memory"),
    (matmul_params(4096, 4096, 4096), {"bn": 96}, "allows"),
    # B multicast: each block of the pair loads whole 64-column boxes of N-major B, so two of them
    (matmul_params(4096, 4096, 4096), {"bn": 64, "cluster": 2}, "bn >= 128"),
    (matmul_params(4096, 4096, 4096), {"bn": 256, "stages": 4, "cluster": 2}, "shared memory"),
    (matmul_params(4096, 4096, 4096), {"bn": 256, "splits": 2}, "512 tiles x 2 blocks, over the 132 SMs"),
    (matmul_params(1024, 1024, 1024), {"bn": 128, "splits": 2, "cluster": 2}, "with cluster=1"),
])
def test_refusals(p, config, why):
    assert why in RULE.valid(MATMUL, p, config, HW)


@pytest.mark.parametrize("config,why", [
    ({"cluster": 2}, "cluster=2 pairs the tile-rows of a static M"),
    ({"bn": 128, "splits": 2}, "splits > 1 gives each block one tile of a static M"),
])
def test_clusters_need_a_static_m(config, why):
    """The pairs of tile-rows a cluster takes, and a split's one tile a block, are counted at emit time; a run-time M
    is refused, not built wrong."""
    from tvmgen.ranged import build_ranged

    with pytest.raises(ParamError, match=why):
        build_ranged(MATMUL, {"m": "1..4096@512", "n": "4096", "k": "4096", "dtype": "float16"},
                     rule="matmul_wgmma_ws", config=config)


@pytest.mark.parametrize("m,n,k,want", [
    (4096, 4096, 4096, {"bn": 256, "stages": 3, "group_m": 8, "store": "tma"}),
    (1024, 1024, 1024, {"bn": 64, "stages": 8, "group_m": 8, "store": "tma"}),  # 128 tiles of 128 x 64: one wave
    (2048, 1024, 1024, {"bn": 128, "stages": 6, "group_m": 8, "store": "tma"}),  # 256 of those: two waves
])
def test_default_config(m, n, k, want):
    assert wgmma_ws.default_config(HW, m, n, k) == want


@pytest.mark.parametrize("m,given,stages", [
    (512, {"bn": 256}, 3),  # the default's 6 stages of 128 x 128 tiles would not fit beside a 128 x 256 tile
    (8192, {"c_pieces": 2}, 4),  # half of C's staging: a stage more
    (8192, {"c_pieces": 2, "stages": 3}, 3),  # stages given: kept
])
def test_given_knobs_rederive_the_stages(m, given, stages):
    """`--config` knobs over the default: the stages follow the tile and staging they ask for, as the default's do."""
    op = get("matmul")
    p = op.parse({"m": str(m), "n": "4096", "k": "4096", "dtype": "float16"})
    cfg = RULES["matmul_wgmma_ws"].fill(op, p, HW, given)
    assert {**cfg, **given} == cfg and cfg["stages"] == stages
    assert codegen.build(op, p, rule="matmul_wgmma_ws", config=given).config == cfg


@pytest.mark.parametrize("raw,maps", [
    # N-major B: boxes of 64 columns; K-major (trans_b): one box of bn rows; C stored in [64, 64] boxes
    ({"trans_b": False}, {"A": ([200, 1000, 2], [64, 128, 1]), "B": ([512, 200, 2], [64, 64, 1]),
                          "C": ([512, 1000, 2], [64, 64, 1])}),
    ({"trans_b": True}, {"A": ([200, 1000, 2], [64, 128, 1]), "B": ([200, 512, 2], [64, 256, 1]),
                         "C": ([512, 1000, 2], [64, 64, 1])}),
])
def test_manifest_describes_the_maps(raw, maps):
    p = matmul_params(1000, 512, 200, batch=2, **raw)
    s = codegen.build(MATMUL, p, rule="matmul_wgmma_ws", config={"bn": 256, "stages": 3})
    (k,) = s.kernels
    got = {a["tensor"]: (a["dims"], a["box"]) for a in k.args if a["kind"] == "tensormap"}
    assert got == maps and [a["kind"] for a in k.args] == ["tensormap"] * 3
    for a in k.args:
        assert a["swizzle"] == 3 and a["dtype"] == "float16" and all(st % 16 == 0 for st in a["strides"])
    assert k.block == (384, 1, 1) and k.grid == (min(8 * 2 * 2, HW.sms), 1, 1)
    assert k.dynamic_shared_bytes == wgmma_ws.smem_bytes(256, 3, "tma")
    # each map's descriptor prefetched once, before the first copy waits for it
    assert re.findall(r"prefetch_tensormap\(.*?&\((\w+)\)", s.source) == ["A_map", "B_map", "C_map"]


@pytest.mark.parametrize("trans_b,b_box", [(False, [64, 64, 1]), (True, [64, 128, 1])])
def test_multicast_launch(trans_b, b_box):
    """cluster=2: clusters of two blocks, a pair of tile-rows each (4 pairs x 2 tile-columns x batch 2 = 16 clusters);
    K-major B's box is half the tile's rows (each block loads its half for both); the barriers after C's staging."""
    p = matmul_params(1000, 512, 200, batch=2, trans_b=trans_b)
    s = codegen.build(MATMUL, p, rule="matmul_wgmma_ws", config={"bn": 256, "stages": 3, "cluster": 2})
    (k,) = s.kernels
    assert k.cluster == (2, 1, 1) and k.grid == (2 * 16, 1, 1)
    assert [a["box"] for a in k.args if a["kind"] == "tensormap"][1] == b_box
    assert k.dynamic_shared_bytes == wgmma_ws.smem_bytes(256, 3, "tma", cluster=2) == wgmma_ws.smem_bytes(256, 3, "tma") + 48
    # the other block's barrier reached through its 32-bit shared::cluster address and arrived on with release at the
    # CTA's scope, as CUTLASS's ClusterBarrier does (.release.cluster fenced at cluster scope each stage: 1.5-3x slower)
    assert ".multicast::cluster" in s.source and "mapa.shared::cluster.u32" in s.source
    assert "mbarrier.arrive.shared::cluster.b64" in s.source and "mbarrier.arrive.release.cluster" not in s.source


@pytest.mark.parametrize("trans_b", [False, True])
def test_share_a_launch(trans_b):
    """cluster=2 share=a: the pair takes two tile-columns of a tile-row (8 tile-rows x 1 pair x batch 2 = 16
    clusters), A's box half the tile's rows, B's whole."""
    p = matmul_params(1000, 512, 200, batch=2, trans_b=trans_b)
    s = codegen.build(MATMUL, p, rule="matmul_wgmma_ws", config={"bn": 256, "stages": 3, "cluster": 2, "share": "a"})
    (k,) = s.kernels
    boxes = [a["box"] for a in k.args if a["kind"] == "tensormap"]
    assert k.cluster == (2, 1, 1) and k.grid == (2 * 16, 1, 1)
    assert boxes[0] == [64, 64, 1] and boxes[1] == ([64, 256, 1] if trans_b else [64, 64, 1])


@needs_nvcc
@pytest.mark.parametrize("p,config", [
    (matmul_params(4096, 4096, 4096), {}),
    (matmul_params(4096, 4096, 4096, "bfloat16", trans_b=True), {}),
    (matmul_params(1000, 1000, 1000), {"bn": 256, "stages": 4, "store": "direct"}),
    (matmul_params(4096, 4096, 4096), {"cluster": 2, "c_pieces": 2}),
    (matmul_params(1024, 1024, 1024), {}),  # 128 x 64 tiles: no setmaxnreg, which ptxas would ignore there (C7508)
])
def test_compiles_unspilled(p, config):
    s = codegen.build(MATMUL, p, rule="matmul_wgmma_ws", config=config)
    for needle in ("cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes",
                   "mbarrier.try_wait.parity", "const __grid_constant__ CUtensorMap A_map"):
        assert needle in s.source, needle
    bn = {**wgmma_ws.default_config(HW, p["m"], p["n"], p["k"]), **config}["bn"]
    assert ("setmaxnreg.inc" in s.source) == (bn >= wgmma_ws.REALLOCATE_FROM_BN)
    res = nvcc.resources(s.source, arch="sm_90a")[s.kernels[0].name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0, res
    assert not res["serialized_wgmma"] and not res["setmaxnreg_ignored"], res
