"""Layout transforms (transpose, nchw_to_nhwc, nhwc_to_nchw, hwc_to_whc): shapes and costs, the tile plans, the
vector and pair tiles' sources and PTX, 64-bit indexing, what the committed catalog entries hold, and the scheduled
CUDA kernels themselves run on the CPU (the emitted source compiled by g++ for the CPU emulator, tests/emulator.py),
so that tiles, predicates and bank padding are checked without a GPU. Their cases and bad parameters:
tests/test_registry.py; compiling the catalog: tests/test_catalog.py."""
import re
import shutil

import numpy as np
import pytest
from helpers import check_rules, committed, emulated_mismatches, ptx_of
from tvmgen import hardware, ops
from tvmgen.rules.layout.schedule import (
    bank_conflicts,
    canonical,
    tile_stride,
    tiled_plan,
)

HW = hardware.get("sm_90")  # the expected values below are sm_90's

pytest.importorskip("tvm")


def test_shapes_and_costs():
    t = ops.get("nchw_to_nhwc")
    p = t.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert t.outputs(p)[0].shape == (32, 56, 56, 256)
    assert t.min_bytes(p) == 2 * 2 * 32 * 256 * 56 * 56 and t.flops(p) == 0
    h = ops.get("hwc_to_whc")
    assert h.outputs(h.parse({"shape": "1080x1920x3"}))[0].shape == (1920, 1080, 3)


def test_canonical_forms():
    # NCHW -> NHWC is a batched transpose N x [C, HW]: H and W merge, N stays first.
    groups, q, ext = canonical((32, 256, 56, 56), (0, 2, 3, 1))
    assert groups == [[0], [1, 2], [3]] and q == [0, 2, 1] and ext == [32, 3136, 256]
    assert tiled_plan(ext, q, 4, 32) == (2, 1, None, 32, 32)
    # HWC -> WHC: the channels stay innermost but are short: carried through a tile of pixels.
    groups, q, ext = canonical((1080, 1920, 3), (1, 0, 2))
    assert q == [1, 0, 2] and tiled_plan(ext, q, 4, 32) == (1, 0, 2, 32, 32)
    # Long rows that stay innermost: a copy. Size-1 dims vanish; the identity is one dim.
    assert tiled_plan(*canonical((6, 5, 64), (1, 0, 2))[1:][::-1], 4, 32) is None
    assert canonical((3, 1, 5, 1), (3, 2, 1, 0)) == ([[1], [3]], [1, 0], [5, 3])
    assert canonical((2, 3, 4), (0, 1, 2)) == ([[0, 1, 2]], [0], [24])
    assert canonical((1, 1), (1, 0)) == ([], [], [])
    # A short output row (C = 3 channels) makes the tile tall: 3 x 320.
    assert tiled_plan([32, 3136, 3], [0, 2, 1], 4, 32) == (2, 1, None, 3, 320)


@pytest.mark.parametrize("ta,tb,c,itemsize,want", [(32, 32, 1, 4, 33), (32, 32, 1, 2, 34), (32, 32, 3, 4, 99)])
def test_tile_padding_avoids_bank_conflicts(ta, tb, c, itemsize, want):
    assert bank_conflicts(ta, tb, c, tb * c, itemsize)[0] > 1  # unpadded: column reads conflict
    s = tile_stride(ta, tb, c, itemsize)
    assert s == want and bank_conflicts(ta, tb, c, s, itemsize) == (1, 1)


def test_vector_tile_plan():
    """NCHW -> NHWC (C = 256, HW = 3136): 16-byte tiles of 128-byte rows both ways, two vectors per thread,
    padded to no worse than 2-way conflicts; shapes no vector tile divides, and carried channels, keep the
    scalar tile."""
    from tvmgen.rules.layout.schedule import (
        vec_bank_conflicts,
        vec_tile_stride,
        vector_plan,
    )

    cfg = {"tile": 32, "threads": 0, "vec": 0, "vector": 0, "tile_a": 0, "tile_b": 0}
    ext, q = canonical((32, 256, 56, 56), (0, 2, 3, 1))[2], canonical((32, 256, 56, 56), (0, 2, 3, 1))[1]
    plan = tiled_plan(ext, q, 2, 32)
    assert vector_plan(ext, plan, 2, cfg) == (8, 64, 64, 256, 65)
    assert vector_plan(ext, tiled_plan(ext, q, 4, 32), 4, cfg) == (4, 32, 32, 128, 33)
    assert vector_plan(ext, plan, 2, {**cfg, "tile_a": 32, "threads": 128}) == (8, 32, 64, 128, 66)
    assert vector_plan(ext, plan, 2, {**cfg, "vec": 1}) is None
    # 1823 x 781: no vector tile divides; HWC -> WHC: carried channels
    e2, q2 = canonical((1823, 781), (1, 0))[2], canonical((1823, 781), (1, 0))[1]
    assert vector_plan(e2, tiled_plan(e2, q2, 2, 32), 2, cfg) is None
    e3, q3 = canonical((1080, 1920, 3), (1, 0, 2))[2], canonical((1080, 1920, 3), (1, 0, 2))[1]
    assert vector_plan(e3, tiled_plan(e3, q3, 4, 32), 4, cfg) is None
    # short sides halve to what divides: C = 40 -> 8, HW = 24 -> 8
    e4, q4 = canonical((3, 40, 24, 1), (0, 2, 3, 1))[2], canonical((3, 40, 24, 1), (0, 2, 3, 1))[1]
    assert vector_plan(e4, tiled_plan(e4, q4, 2, 32), 2, cfg)[:3] == (8, 8, 8)
    for ta, tb, it, vec, want in ((32, 64, 2, 8, (1, 1)), (32, 32, 4, 4, (1, 1)), (64, 64, 2, 8, (2, 1))):
        assert vec_bank_conflicts(ta, tb, tb, vec, it, 256)[1] >= 4  # unpadded: 4-way or worse
        assert vec_bank_conflicts(ta, tb, vec_tile_stride(ta, tb, vec, it), vec, it, 256) == want


def test_vector_tile_source(shaders):
    """The committed NCHW -> NHWC of ResNet activations: one 16-byte global load and store per vector, a padded
    shared tile, no bounds checks (whole tiles); vector=1 keeps the scalar tile."""
    from tvmgen import codegen

    s = shaders["nchw_to_nhwc_shape64x256x56x56_float16"]
    body = s.source[s.source.index('extern "C"'):]
    assert s.rule == "transpose" and s.kernels[0].block == (256, 1, 1) and s.kernels[0].grid == (12544, 1, 1)
    assert "*(uint4*)(X_local_ptr + 0) = *(uint4*)(X_ptr" in body and "*(uint4*)(Y_ptr" in body
    assert "X_shared_ptr[4160]" in body and " if (" not in body and "int64_t" not in body
    scalar = codegen.build(ops.get(s.op), s.params, "transpose", {"vector": 1}).source
    assert "uint4" not in scalar[scalar.index('extern "C"'):]


@pytest.mark.parametrize("name,raw,applies", [
    ("nchw_to_nhwc", {"shape": "64x256x56x56", "dtype": "float16"}, True),  # ResNet activations, 103 MB
    ("nhwc_to_nchw", {"shape": "32x56x56x256", "dtype": "float16"}, True),
    ("transpose", {"shape": "1x64x1x128", "perm": "3,1,2,0", "dtype": "float16"}, True),  # 2-D after unit dims
    ("nchw_to_nhwc", {"shape": "64x256x56x56", "dtype": "float32"}, False),  # 4-byte elements: no pairs
    ("nchw_to_nhwc", {"shape": "2x96x7x9", "dtype": "float16"}, False),  # HW = 63: no 64 x 64 tiles
    ("transpose", {"shape": "1823x781", "perm": "1,0", "dtype": "float16"}, False),
    ("transpose", {"shape": "2x64x64x64", "perm": "2,1,0,3", "dtype": "float16"}, False),  # inner dim stays
    ("transpose", {"shape": "64x2x64", "perm": "2,0,1", "dtype": "float16"}, True),  # [64][2x64] -> [2x64][64]
    ("transpose", {"shape": "4x64x3x64", "perm": "0,2,3,1", "dtype": "float16"}, True),  # [4][64][3x64]
    ("transpose", {"shape": "64x64x64", "perm": "2,1,0", "dtype": "float16"}, False),  # not [NB][R][Cc]
])
def test_transpose_pairs_applies_where_it_should(name, raw, applies):
    """transpose_pairs takes fp16 batched 2-D transposes with both sides multiples of 64, and returns None
    elsewhere (the `transpose` rule stays the default everywhere: priority 0)."""
    from tvmgen import codegen, rules
    from tvmgen.ops.base import ParamError

    op = ops.get(name)
    p = op.parse(raw)
    assert rules.chain(op, p, HW)[0].name == "transpose"
    if not applies:
        with pytest.raises(ParamError, match="does not apply"):
            codegen.build(op, p, "transpose_pairs")
        return
    s = codegen.build(op, p, "transpose_pairs", {"tiles": 2})
    body = s.source[s.source.index('extern "C"'):]
    assert s.kernels[0].block == (256, 1, 1) and " if (" not in body
    if shutil.which("nvcc"):
        from tvmgen import nvcc

        ptx = ptx_of(s.source)
        # 16-byte global and shared vectors, 4-byte shared stores (pairs), never a 2-byte shared access
        assert re.search(r"ld\.global\.nc\.v4\.u32", ptx) and re.search(r"st\.global\.v4\.u32", ptx)
        assert re.search(r"ld\.shared\.v4\.u32", ptx) and re.search(r"st\.shared\.u32", ptx)
        assert not re.search(r"(ld|st)\.shared\.(u|b)16", ptx)
        for r in nvcc.resources(s.source).values():
            assert r["spill_stores"] == 0 and r["stack"] == 0 and r["registers"] <= 40, r


def test_transpose_past_2_31_elements_indexes_in_64_bits():
    from tvmgen import codegen

    op = ops.get("nchw_to_nhwc")
    p = op.parse({"shape": "64x256x384x384", "dtype": "float16"})  # 2.4e9 elements
    s = codegen.build(op, p)
    body = s.source[s.source.index('extern "C"'):]
    assert "int64_t" in body and "(int)" not in body and "uint4" in body


# -- the committed catalog entries (tests/test_catalog.py compiles them and checks for spills) -----------------
@pytest.fixture(scope="module")
def shaders():
    return committed("layout")


def test_catalog_entries_use_the_transpose_rule(shaders):
    check_rules(shaders, "transpose", kernels=1)  # one kernel where one suffices


# -- the emitted CUDA, run on the CPU by the emulator (tests/emulator.py) ------------------------------
EMU_CASES = [
    ("transpose", {"shape": "70x45", "perm": "1,0", "dtype": "float16"}),  # odd sizes: predicated tiles
    ("nchw_to_nhwc", {"shape": "2x40x7x9"}),  # batched C x HW, short 40-wide tile side
    ("nchw_to_nhwc", {"shape": "3x64x8x16", "dtype": "float16"}),  # 16-byte tiles 64 x 64, two per image
    ("nhwc_to_nchw", {"shape": "2x4x6x96"}),  # 16-byte tiles, fp32: 8 x 32 (HW = 24: 32 halved to 8)
    ("transpose", {"shape": "3x40x24x16", "perm": "0,2,3,1", "dtype": "float16"}),  # 16-byte tiles 8 x 64
    ("nchw_to_nhwc", {"shape": "2x64x4x16", "dtype": "float16"}, {"tile_a": 32, "tile_b": 32}),  # 64 threads
    ("nchw_to_nhwc", {"shape": "2x64x8x8", "dtype": "float16"}, {"vec": 4}),  # 8-byte vectors
    ("nhwc_to_nchw", {"shape": "2x8x16x128", "dtype": "float16"}, {"order": 1}),  # C tiles fastest over blocks
    ("nchw_to_nhwc", {"shape": "2x128x8x16", "dtype": "float16"}, {"order": 1, "threads": 128}),
    # transpose_pairs (TIRx): fp16 pairs through a swizzled 4-byte shared tile, both directions, 2-D, order 1
    ("nchw_to_nhwc", {"shape": "2x128x8x24", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("nhwc_to_nchw", {"shape": "3x8x8x64", "dtype": "float16"}, {"_rule": "transpose_pairs", "order": 1}),
    ("transpose", {"shape": "192x128", "perm": "1,0", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("transpose", {"shape": "2x64x3x64", "perm": "0,2,3,1", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("nhwc_to_nchw", {"shape": "2x8x8x256", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 4}),
    ("nchw_to_nhwc", {"shape": "1x128x8x32", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2,
                                                                   "along": 1}),  # Cc = 256: pairs along it
    ("nchw_to_nhwc", {"shape": "2x128x16x12", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2}),
    ("nhwc_to_nchw", {"shape": "2x8x16x192", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2,
                                                                   "order": 1}),  # two tiles along Cc
    ("hwc_to_whc", {"shape": "36x70x3", "dtype": "float16"}),  # carried channels
    ("transpose", {"shape": "2x3x5x4x3x7", "perm": "5,3,1,4,0,2"}),  # rank 6
    ("transpose", {"shape": "4x1x6x1x3x64", "perm": "4,1,2,3,0,5", "dtype": "float16"}),  # 16-byte copy
    # bfloat16: 2-byte tiles as float16, bit-exact copies
    ("transpose", {"shape": "70x45", "perm": "1,0", "dtype": "bfloat16"}),
    ("transpose", {"shape": "3x40x24x16", "perm": "0,2,3,1", "dtype": "bfloat16"}),
    ("nchw_to_nhwc", {"shape": "2x128x8x24", "dtype": "bfloat16"}, {"_rule": "transpose_pairs"}),
    ("nhwc_to_nchw", {"shape": "3x8x8x64", "dtype": "bfloat16"}, {"_rule": "transpose_pairs", "order": 1}),
]


def test_scheduled_kernels_on_cpu(emu_root):
    from tvmgen import codegen

    jobs = []
    for name, raw, *cfg in EMU_CASES:  # an optional third item: the transpose rule's knobs
        op = ops.get(name)
        p = op.parse(raw)
        if cfg:  # knobs, and the rule when not `transpose` ("_rule")
            knobs = dict(cfg[0])
            s = codegen.build(op, p, knobs.pop("_rule", "transpose"), knobs)
        else:
            s = codegen.build(op, p)
        assert s.rule != "fallback", s.name
        x = op.sample(p, np.random.default_rng(7))
        jobs.append((op, p, s, x))
    assert emulated_mismatches(emu_root, jobs) == []
