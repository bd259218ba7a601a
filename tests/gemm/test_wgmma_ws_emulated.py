"""The warp-specialized TMA GEMM (rule matmul_wgmma_ws, rules/lib/wgmma_ws.py) runs on the CPU emulator: TMA copies
through the emulator's tensor maps (zero fill past the tensor, the 128B swizzle), the mbarrier pipeline between the
producer warpgroup and the two consumers, wgmma deferred to wait_group, and C stored by TMA (clipped at the edges)
or straight from the registers, against the float64 reference.

The cases cover: N-major and K-major B, M, N and K that are no tile multiple (the copy engine's zero fill and
clipping), 64-, 128-, 192- and 256-column tiles, both stores (the TMA store whole or in pieces), batch, bf16, dense with bias
and GELU, and the persistent loop:
with the grid held to 3 blocks, each block walks several tiles, so the stages' mbarrier phases wrap across tiles and
C's staging is reused after its store. Every case also runs with each block's threads in reverse order: the same
bits, or a race.
"""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

import emulator
from helpers import as_block, emulated_at_jobs, emulated_mismatches
from tvmgen import codegen, ops
from tvmgen.rules.lib import wgmma_ws

W = "matmul_wgmma_ws"


def _mm(m, n, k, dtype="float16", **kw):
    return "matmul", {"m": str(m), "n": str(n), "k": str(k), "dtype": dtype, **{a: str(v) for a, v in kw.items()}}


CASES = [
    (*_mm(200, 200, 200), {"bn": 128, "stages": 3}),  # every edge: rows, columns and k past the tensors
    # (the default tail=shift above: the last tile-row starts at row 72, its first 56 rows the first tile-row's
    # again) tail=fill: rows past M zero-filled by TMA, never stored; one arrival a consumer warp
    (*_mm(200, 200, 200), {"bn": 128, "stages": 3, "tail": "fill", "arrive": "warp"}),
    (*_mm(256, 512, 320, trans_b="true", batch=2), {"bn": 256, "stages": 2}),
    (*_mm(130, 256, 256, "bfloat16"), {"bn": 128, "stages": 4, "store": "direct", "group_m": 1}),
    (*_mm(384, 384, 128, "bfloat16", trans_b="true"), {"bn": 128, "stages": 2, "group_m": 1}),
    (*_mm(200, 320, 256, trans_b="true"), {"bn": 64, "stages": 8}),  # 64-column tiles: one box of B and of C
    # 192-column tiles (the width cuDNN's GEMMs take for N = 512): three boxes of N-major B and of C, the third
    # tile-column past N = 440 clipped; K-major B as one 64 x 192 box
    (*_mm(200, 440, 192), {"bn": 192, "stages": 3}),
    (*_mm(136, 392, 256, trans_b="true"), {"bn": 192, "stages": 4}),
    ("dense", {"m": "150", "n": "200", "k": "192", "bias": "1", "activation": "gelu_tanh", "dtype": "float16"},
     {"bn": 128, "stages": 3}),
    # C staged and stored in pieces (c_pieces), each piece's staging reused once the last one's store has read it,
    # columns past N in the last piece
    (*_mm(200, 448, 192), {"bn": 256, "stages": 4, "c_pieces": 2}),
    # two k steps of wgmma in flight: a stage handed back two steps after it was read
    (*_mm(200, 256, 448, trans_b="true"), {"bn": 128, "stages": 4, "depth": 2}),
    ("dense", {"m": "130", "n": "328", "k": "128", "bias": "1", "activation": "relu", "dtype": "bfloat16"},
     {"bn": 256, "stages": 3, "c_pieces": 4}),
    # B multicast over a cluster of 2 (each block loads half of B into both): N-major B in two boxes, an odd count of
    # tile-rows (the pair's second tile lies past M); K-major B halved by rows, batch; dense in pieces
    (*_mm(300, 256, 320), {"bn": 128, "stages": 3, "cluster": 2}),
    (*_mm(256, 200, 192, trans_b="true", batch=2), {"bn": 64, "stages": 4, "cluster": 2, "group_m": 1}),
    ("dense", {"m": "260", "n": "264", "k": "256", "bias": "1", "activation": "gelu_tanh", "dtype": "bfloat16"},
     {"bn": 256, "stages": 2, "c_pieces": 2, "cluster": 2}),
    # A multicast (share=a): the pair takes two tile-columns of one tile-row, each block loading 64 of A's 128 rows
    # into both; an odd count of tile-columns (the pair's second tile past N), N-major B
    (*_mm(200, 320, 192), {"bn": 64, "stages": 3, "cluster": 2, "share": "a"}),
    # (above, B multicast with the last tile-row shifted: the pair past the odd tile-row computes it again) tail=fill
    (*_mm(300, 256, 320), {"bn": 128, "stages": 3, "cluster": 2, "tail": "fill"}),
]
MULTICAST = -5  # the first multicast case


@pytest.fixture
def few_blocks(monkeypatch):
    """The persistent grid held to 3 blocks, so that each walks several tiles."""
    grid_of = wgmma_ws.grid_of
    monkeypatch.setattr(wgmma_ws, "grid_of", lambda hw, tiles, cluster=1: grid_of(SimpleNamespace(sms=3), tiles, cluster))


def _jobs(cases):
    import numpy as np

    jobs = []
    for i, (name, raw, config) in enumerate(cases):
        op = ops.get(name)
        p = op.parse(raw)
        s = codegen.build(op, p, rule=W, config=config)
        assert s.kernels[0].grid[0] <= 3 and [a["kind"] for a in s.kernels[0].args][:2] == ["tensormap"] * 2
        jobs.append((op, p, as_block(s), op.sample(p, np.random.default_rng(i))))
    return jobs


def test_tma_gemm_computes_the_reference(emu_root, few_blocks):
    assert emulated_mismatches(emu_root, _jobs(CASES), both_orders=True) == []


STREAM_K = [
    # 2 x 4 tiles x 4 k steps over 3 blocks (11, 11, 10): tiles cut between blocks, a batch and N-major B
    (*_mm(200, 256, 256, batch=2), {"bn": 64, "stages": 3, "stream_k": 1}),
    (*_mm(200, 256, 256, batch=2), {"bn": 64, "stages": 3, "stream_k": 1, "tail": "fill", "arrive": "warp"}),
    # one tile's 7 k steps over the 3 blocks, dense with its bias and GELU in the finishing block's epilogue
    ("dense", {"m": "100", "n": "120", "k": "448", "bias": "1", "activation": "gelu_tanh", "dtype": "bfloat16"},
     {"bn": 128, "stages": 4, "stream_k": 1}),
]


def test_stream_k(emu_root, few_blocks):
    """stream_k=1: the blocks share the k steps; the partial sums of a tile cut between blocks are handed on through
    the workspace and added in block order by the block that holds its last steps (in both thread orders the same
    bits)."""
    assert emulated_mismatches(emu_root, _jobs(STREAM_K), both_orders=True) == []


def test_run_time_m(emu_root, few_blocks):
    """M chosen at run time (`--schedule matmul_wgmma_ws` on m=lo..hi@opt): the maps' M dimension, the tile count and
    the grid are expressions of m; each variant at sizes inside it and at its edges, in either thread order."""
    from tvmgen.ranged import build_ranged

    op = ops.get("matmul")
    m, src = build_ranged(op, {"m": "1..300@128", "n": "200", "k": "192", "dtype": "float16", "trans_b": "true"},
                          rule=W)
    assert all(v["rule"] == W and "chunk" not in v for v in m["variants"]), m["variants"]
    maps = [a for a in m["variants"][0]["kernels"][0]["args"] if a["kind"] == "tensormap"]
    assert [mp["dims"][1] for mp in maps] == ["m", 200, "m"]
    # tail=shift (the default): the last tile-row's start min(i * 128, max(m - 128, 0)) is an expression of m
    assert "max((m - 128), 0)" in src
    jobs = emulated_at_jobs(op, m, src, "m", (1, 127, 129, 300))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []
    m, src = build_ranged(op, {"m": "1..300@128", "n": "200", "k": "192", "dtype": "float16", "trans_b": "true"},
                          rule=W, config={"bn": 64, "stages": 3, "group_m": 8, "store": "tma", "tail": "fill"})
    assert "max((m - 128), 0)" not in src
    jobs = emulated_at_jobs(op, m, src, "m", (127, 300))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


def test_run_time_m_walks_groups_of_tile_rows(emu_root, few_blocks):
    """A run-time M's tiles walk groups of group_m tile-rows, the last group the tile-rows left: 2 groups of 2 rows
    and one of 1 at m = 600 (5 tile-rows), a lone short group at m = 129, against the reference; and the order is
    the grouped one (tile t of 5 x 4 with groups of 2: row, column)."""
    from tvmgen.ranged import build_ranged
    from tvmgen.rules.lib import wgmma

    order = [wgmma.raster(t, 4, 2, 5) for t in range(20)]
    assert [tuple(int(v) for v in rc) for rc in order[:9]] == [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2),
                                                               (0, 3), (1, 3), (2, 0)]
    assert [tuple(int(v) for v in rc) for rc in order[16:]] == [(4, 0), (4, 1), (4, 2), (4, 3)]
    assert sorted((int(r), int(c)) for r, c in order) == [(r, c) for r in range(5) for c in range(4)]
    op = ops.get("matmul")
    m, src = build_ranged(op, {"m": "1..640@256", "n": "256", "k": "128", "dtype": "float16"}, rule=W,
                          config={"bn": 64, "stages": 3, "group_m": 2, "store": "tma"})
    jobs = emulated_at_jobs(op, m, src, "m", (129, 600))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


@pytest.mark.parametrize("what,case,old,new", [
    # the consumers hand a stage back before the wgmma that read it has finished (wait_group 1 where it waits)
    ("stage released one group early", 0, r"wgmma\.wait_group\.sync\.aligned 1;", "wgmma.wait_group.sync.aligned 2;"),
    # C's staging rewritten while the last tile's store may still read it
    ("staging reused before its store read it", 0, r'cp\.async\.bulk\.wait_group\.read 0;',
     "cp.async.bulk.wait_group.read 1;"),
    # the same within a tile: the next piece staged while the last piece's store may still read it
    ("piece staged before the last one's store read it", -6, r'cp\.async\.bulk\.wait_group\.read 0;',
     "cp.async.bulk.wait_group.read 1;"),
    # arrive=warp: a stage refilled once one consumer warpgroup's warps are done with it, the other's still reading
    ("empty counts one warpgroup's warps", 1, r"(empty_ptr\[\d\]\)+), \(uint\)8\)", r"\1, (uint)4)"),
    # a multicast stage refilled once this block's consumers are done with it, the other block's still reading
    ("empty counts one block's consumers", MULTICAST, r"\(uint\)16\)", "(uint)8)"),
])
def test_the_emulation_catches_a_broken_pipeline(emu_root, few_blocks, what, case, old, new):
    (op, p, s, x), = _jobs([CASES[case]])
    src, n = re.subn(old, new, s.source)
    assert n, old
    from dataclasses import replace

    prog = emulator.build(emu_root, [replace(s, source=src)])[0]
    with pytest.raises(AssertionError):
        emulator.check(op, p, prog)
