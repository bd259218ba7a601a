"""conv_wgmma_ws, the implicit-GEMM convolution on the TMA GEMM (rules/conv/kernel_wgmma_ws.py), runs on the CPU
emulator: A by TMA's im2col mode (tests/emulator_tma.py walks each copy's window origins through the map's bounding
box, zero-filling the padding and the rows past the last image), the filter and Y through tiled maps, the producer
and consumers of rules/lib/wgmma_ws.py, against the float64 reference at the operator's tolerance.

The cases cover: 3x3 with padding at stride 1 and 2, asymmetric padding (TF's SAME at stride 2), dilation, 1x1 at
stride 1 and 2, C of two k steps a tap (the copy's C coordinate), K that is no tile multiple, bias with relu, bf16,
mode=convolution (the taps flipped), the rule's own config, a residual (with and without the bias), and the persistent loop: with the grid held to 3 blocks,
a block walks several tiles, the second tile-row starting mid-image. Every case also runs with each block's threads
in reverse order: the same bits, or a race.
"""
from __future__ import annotations

import re
from dataclasses import replace
from types import SimpleNamespace

import numpy as np
import pytest

import emulator
from helpers import as_block, emulated_mismatches
from tvmgen import codegen, ops
from tvmgen.rules.lib import wgmma_ws

W = "conv_wgmma_ws"
CONV = ops.get("conv2d")


def _conv(inp, filt, config, dtype="float16", **kw):
    raw = {"input": inp, "filter": filt, "layout": "NHWC", "dtype": dtype, **{k: str(v) for k, v in kw.items()}}
    return raw, config


CASES = [
    _conv("2x7x7x64", "64x3x3x64", {"bn": 64, "stages": 3}, pad=1),  # rows 98.. of the tile past the last image
    _conv("2x5x5x128", "128x3x3x128", {"bn": 128, "stages": 4}, pad=1),  # two k steps a tap
    # 147 rows, 2 x 2 tiles for 3 blocks: the second tile-row from output pixel 30 of image 2
    _conv("3x13x13x64", "128x3x3x64", {"bn": 64, "stages": 3}, pad=1, stride=2),
    # TF's SAME: the bounding box's lower and upper corners differ
    _conv("2x8x8x64", "64x3x3x64", {"bn": 64, "stages": 2}, pad="0,1,0,1", stride=2),
    _conv("2x9x8x64", "64x3x3x64", {"bn": 64, "stages": 3}, pad=2, dilation=2),
    _conv("2x7x7x128", "64x1x1x128", {}),  # the rule's own config
    _conv("2x9x9x64", "64x1x1x64", {"bn": 64, "stages": 2}, stride=2),
    # K = 96 in a 128-column tile: the columns past it neither read from the filter nor stored
    _conv("2x5x5x64", "96x3x3x64", {"bn": 128, "stages": 3}, pad=1, bias="true", activation="relu"),
    _conv("2x6x5x64", "64x3x3x64", {"bn": 64, "stages": 3}, "bfloat16", pad=1),
    _conv("2x7x7x64", "64x3x3x64", {"bn": 64, "stages": 3}, pad=1, mode="convolution"),
    # a residual: R's tile by TMA into Y's staging under the k loop, a block's tiles in turn (the barrier's phase)
    _conv("3x13x13x64", "128x1x1x64", {"bn": 64, "stages": 3}, residual="true"),
    _conv("2x5x5x64", "96x3x3x64", {"bn": 128, "stages": 3}, pad=1, bias="true", residual="true", activation="relu"),
    # depth: 2 and 3 k steps of wgmma in flight (a stage handed back that many steps later; tiles of 9 and 2 steps)
    _conv("2x7x7x64", "64x3x3x64", {"bn": 64, "stages": 4, "depth": 2}, pad=1),
    _conv("3x7x7x128", "64x1x1x128", {"bn": 64, "stages": 5, "depth": 3}),
    # tail=fill (the default shift moves the second of two tile-rows, 147 rows, to start at row 19): rows past M
    # zero-filled; one arrival a consumer warp; with a residual the tail is always zero-filled (R may be Y itself)
    _conv("3x13x13x64", "128x3x3x64", {"bn": 64, "stages": 3, "tail": "fill", "arrive": "warp"}, pad=1, stride=2),
    _conv("3x13x13x64", "128x1x1x64", {"bn": 64, "stages": 3, "tail": "fill"}, residual="true"),
]


@pytest.fixture
def few_blocks(monkeypatch):
    """The persistent grid held to 3 blocks, so that each walks several tiles."""
    grid_of = wgmma_ws.grid_of
    monkeypatch.setattr(wgmma_ws, "grid_of",
                        lambda hw, tiles, cluster=1: grid_of(SimpleNamespace(sms=3), tiles, cluster))


def _jobs(cases):
    jobs = []
    for i, (raw, config) in enumerate(cases):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        (k,) = s.kernels
        maps = [a.get("mode", "tiled") for a in k.args if a["kind"] == "tensormap"]
        assert k.grid[0] <= 3 and maps == ["im2col", "tiled", "tiled"] + ["tiled"] * p["residual"]
        jobs.append((CONV, p, s, CONV.sample(p, np.random.default_rng(i))))
    return jobs


def test_conv_computes_the_reference(emu_root, few_blocks):
    assert emulated_mismatches(emu_root, _jobs(CASES), both_orders=True) == []


def test_the_emulation_catches_transposed_taps(emu_root, few_blocks):
    """The copy's offsets swapped (the filter's column as the row offset and back): the windows move the wrong way."""
    (op, p, s, x), = _jobs(CASES[:1])
    src, n = re.subn(r"\(\(ushort\)\(ks % 3\)\), \(\(ushort\)\(ks / 3\)\)", "((ushort)(ks / 3)), ((ushort)(ks % 3))",
                     s.source)
    assert n
    prog = emulator.build(emu_root, [replace(s, source=src)])[0]
    with pytest.raises(AssertionError):
        emulator.check(op, p, prog)


SPLIT_CASES = [
    _conv("2x7x7x128", "128x3x3x128", {"bn": 128, "stages": 3, "splits": 2}, pad=1),
    # 147 rows: two tile-rows, a cluster each, the second from row 19 (shifted to end at M) or, filled, from output
    # pixel 30 of image 2
    _conv("3x7x7x128", "128x3x3x128", {"bn": 128, "stages": 4, "splits": 2}, pad=1, stride=1),
    _conv("3x7x7x128", "128x3x3x128", {"bn": 128, "stages": 4, "splits": 2, "tail": "fill"}, pad=1, stride=1),
    # four pieces of 9 k steps, each block summing and storing one 64-column box of a 128 x 256 tile
    _conv("2x5x5x256", "256x3x3x256", {"bn": 256, "stages": 3, "splits": 4}, pad=1, bias="true", activation="relu"),
]


def test_split_k_sums_the_pieces(emu_root):
    """K split over a cluster (splits > 1): each block's partial sums through distributed shared memory, summed in
    rank order by the block that stores each share of the tile; in both thread orders the same bits."""
    jobs = []
    for i, (raw, config) in enumerate(SPLIT_CASES):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        (k,) = s.kernels
        assert k.cluster == (config["splits"], 1, 1) and k.grid[0] % config["splits"] == 0
        jobs.append((CONV, p, as_block(s), CONV.sample(p, np.random.default_rng(100 + i))))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


SK = {"bn": 64, "stages": 3, "stream_k": 1}
STREAM_K_CASES = [
    _conv("2x7x7x64", "64x3x3x64", SK, pad=1),  # one tile's 9 k steps over the 3 blocks: two hand on, one finishes
    # 4 tiles x 9 steps, 12 a block: each block finishes one tile and hands on the first steps of the next
    _conv("3x13x13x64", "128x3x3x64", SK, pad=1, stride=2),
    # 5 steps over 3 blocks (2, 2, 1): the middle block's steps lie inside the tile, handed on too
    _conv("2x7x7x320", "64x1x1x320", SK),
    _conv("2x5x5x64", "96x3x3x64", {**SK, "bn": 128}, pad=1, bias="true", residual="true", activation="relu"),
    _conv("3x13x13x64", "128x3x3x64", {**SK, "stages": 4, "depth": 3}, pad=1, stride=2),
    _conv("3x13x13x64", "128x3x3x64", {**SK, "tail": "fill", "arrive": "warp"}, pad=1, stride=2),
    # 450 rows, 4 tile-rows in a group of 4 (the tiles in turn down each column): the last two tile-rows' tiles are
    # cut at different k steps, so their sums of the rows they would share differ in the last bits; stream-K fills
    # the last tile-row instead of shifting it over the one before
    _conv("2x15x15x64", "128x3x3x64", {**SK, "group_m": 4}, pad=1),
]


def test_stream_k_shares_the_k_steps(emu_root, few_blocks):
    """stream_k=1: the blocks share the tiles' k steps evenly; a block hands on the first steps of its last tile
    through the workspace (its flag set to the launch's id) and finishes the last steps of its first, adding the
    earlier blocks' partials in block order; in both thread orders the same bits."""
    jobs = _jobs(STREAM_K_CASES)
    assert all(len(s.workspaces) == 2 for _, _, s, _ in jobs)
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


SHARE_A_CASES = [
    # a cluster of 2 shares A: two tile-columns of one tile-row, each block's producer loads 64 of the 128 pixels'
    # windows (a 64-pixel im2col box) into both blocks; 147 rows: the second tile-row from row 19 (or, filled, from
    # output pixel 30 of image 2)
    _conv("3x7x7x128", "128x3x3x128", {"bn": 64, "stages": 3, "cluster": 2, "share": "a"}, pad=1),
    # 3 tile-columns of 64: the second pair's second tile lies past K (loaded zero-filled, never stored); stride 2
    _conv("2x9x9x64", "192x3x3x64", {"bn": 64, "stages": 4, "cluster": 2, "share": "a"}, pad=1, stride=2),
    _conv("3x7x7x128", "128x3x3x128", {"bn": 64, "stages": 3, "cluster": 2, "share": "a", "tail": "fill"}, pad=1),
]


def test_clusters_share_a(emu_root, few_blocks):
    """cluster=2, share=a: the pair's producers each multicast half of the im2col A tile into both blocks; a stage is
    refilled once both blocks' consumers released it (in both thread orders the same bits)."""
    jobs = []
    for i, (raw, config) in enumerate(SHARE_A_CASES):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        (k,) = s.kernels
        assert k.cluster == (2, 1, 1) and next(a for a in k.args if a["kind"] == "tensormap")["pixels"] == 64
        jobs.append((CONV, p, as_block(s), CONV.sample(p, np.random.default_rng(200 + i))))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


NCHW_CASES = [
    # 192 output channels: two tile-rows of the filter, the second shifted to start at row 64; P*Q = 24 pixels in a
    # 64-column tile; 3 images over 3 blocks; the bias and relu by row (output channel)
    _conv("3x128x4x6", "192x128x1x1", {"bn": 64, "stages": 3}, layout="NCHW", bias="true", activation="relu"),
    # the rule's own config; a residual laid out as Y, bf16
    _conv("2x64x8x10", "128x64x1x1", {}, "bfloat16", layout="NCHW", residual="true"),
]


def test_nchw_is_a_batched_gemm(emu_root, few_blocks):
    """NCHW at a 1x1 stride-1 convolution: Y[n] = W @ X[n], the filter's map read at batch 0 for every image, X's and
    Y's channel planes as they lie (tiled maps over them), in both thread orders the same bits."""
    jobs = []
    for i, (raw, config) in enumerate(NCHW_CASES):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        (k,) = s.kernels
        maps = [(a["tensor"], a["dims"]) for a in k.args if a["kind"] == "tensormap"]
        n, c, h, w = p["input"]
        assert k.grid[0] <= 3 and maps[:3] == [("W", [c, p["filter"][0], 1]), ("X", [h * w, c, n]),
                                                ("Y", [h * w, p["filter"][0], n])]
        jobs.append((CONV, p, s, CONV.sample(p, np.random.default_rng(300 + i))))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


COPY_CASES = [
    # X and the 3x3 filter copied into NHWC / KRSC workspaces, the TMA kernel's maps over them, Y stored by TMA into
    # a workspace and copied back (store=tma; the default there writes Y as it lies)
    _conv("2x64x7x7", "64x64x3x3", {"bn": 64, "stages": 3, "store": "tma"}, layout="NCHW", pad=1, bias="true",
          activation="relu"),
    # 1x1 at stride 2: the filter as it lies (KCRS is KRSC), X's copy read at every other pixel
    _conv("3x128x9x9", "64x128x1x1", {"store": "tma"}, layout="NCHW", stride=2),
]


def test_nchw_through_copies(emu_root, few_blocks):
    """NCHW where it is no GEMM over the pixels as they lie: the copies and the TMA kernel over workspaces (tensor
    maps over them), in both thread orders the same bits."""
    jobs = []
    for i, (raw, config) in enumerate(COPY_CASES):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        maps = [a["tensor"] for k in s.kernels for a in k.args if a["kind"] == "tensormap"]
        assert maps == ["X_nhwc", "W_krsc" if p["filter"][2] > 1 else "W", "Y_nhwc"]
        assert {a["name"] for a in s.kernels[-1].args} == {"Y_nhwc", "Y"}  # the last kernel copies Y back
        jobs.append((CONV, p, s, CONV.sample(p, np.random.default_rng(400 + i))))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []


DIRECT_CASES = [
    # 49 pixels an image: a consumer's 64 rows span two or three images' channel planes
    _conv("3x64x7x7", "64x64x3x3", {"bn": 64, "stages": 3, "store": "direct"}, layout="NCHW", pad=1, bias="true",
          activation="relu"),
    # 1x1 at stride 2, K = 192 on 128-column tiles: the second tile-column's last 64 channels lie past K
    _conv("3x128x9x9", "192x128x1x1", {"bn": 128, "stages": 3, "store": "direct"}, layout="NCHW", stride=2),
    # the copies' edges: X's 100-pixel planes in a whole and a part tile of 64 columns; the filter's 192 channels of
    # 9 taps in one tile of 256 rows, 64 of them past C
    _conv("1x192x10x10", "64x192x3x3", {"bn": 64, "stages": 3, "store": "direct"}, layout="NCHW", pad=1),
]


def test_nchw_written_as_it_lies(emu_root, few_blocks):
    """store=direct through copies: the epilogue writes each element of Y [N, K, P, Q] where it lies, no Y workspace
    and no copy back (in both thread orders the same bits)."""
    jobs = []
    for i, (raw, config) in enumerate(DIRECT_CASES):
        p = CONV.parse(raw)
        s = codegen.build(CONV, p, rule=W, config=config)
        assert [w["name"] for w in s.workspaces] == ["X_nhwc"] + (["W_krsc"] if p["filter"][2] > 1 else [])
        assert "Y" in {a["name"] for a in s.kernels[-1].args} and "cp.async.bulk.tensor.3d.global" not in s.source
        jobs.append((CONV, p, s, CONV.sample(p, np.random.default_rng(500 + i))))
    assert emulated_mismatches(emu_root, jobs, both_orders=True) == []
