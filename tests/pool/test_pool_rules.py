"""pool_staged and pool_rows (tvmgen/rules/pool/schedule.py, kernel_rows.py).

* where they apply (pool_staged: every plane whose staged rows fit its shared-memory budget; pool_rows: dilation 1,
  aligned vectors) and where they give way (return None: pool_staged / pool_direct then schedules the op);
* pool_staged's copy is 16-byte (uint4) for fp16 when 8 divides W, narrower otherwise, and TVM keeps the row guard
  of a row tile (padding above / below the plane is never read from global memory);
* the emitted CUDA runs correctly in the CPU emulator of tests/emulator.py (odd H and W, partial row tiles,
  padding, dilation, windows entirely in the padding, all three pooling kinds; pool_rows with its warp shuffles,
  several groups per thread and both load structures), against NumPy;
* pool_rows' averages are bitwise pool_staged's (same summation order), so making it their default changed no bit;
* both compile with nvcc for sm_90 without spills.
"""
import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import case_id, emulated_cases, emulator_tests
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the expected values below are sm_90's

MAXPOOL = {"kind": "max", "window": "3", "stride": "2", "padding": "1", "dtype": "float16"}

CASES = [
    # ResNet-50's stem max-pool on its activation, and the benchmark's 32x256x56x56 (whole planes, 16-byte copies)
    ("pool2d", {"shape": "1x2x56x56", **MAXPOOL}, None),  # the benchmark's plane and launch geometry, 2 blocks
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, None),
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"rows": 2, "threads": 128}),
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"rows": 8}),
    # row tiles: 57 rows (odd), 4 output rows per block (9 staged rows, guarded at the top and bottom), a
    # partial last tile (29 = 7 x 4 + 1), 8-lane copies of 64 columns
    ("pool2d", {"shape": "1x2x57x64", **MAXPOOL}, {"tile": 4}),
    ("pool2d", {"shape": "1x2x57x64", **MAXPOOL}, {"tile": 5, "rows": 2}),
    # odd W: scalar copies; window 2x3, stride 3x1, padding 1x2, dilation 2x1
    ("pool2d", {"shape": "2x3x11x13", "kind": "max", "window": "2,3", "stride": "3,1", "padding": "1,2",
                "dilation": "2,1", "dtype": "float16"}, {"tile": 2}),
    # W % 8 == 4: 4-lane copies; average pooling (both kinds), fp32 (4 lanes = 16 bytes)
    ("pool2d", {"shape": "1x2x9x12", "kind": "avg_include_pad", "window": "3", "stride": "1", "padding": "1",
                "dtype": "float16"}, {"tile": 3}),
    ("pool2d", {"shape": "2x3x20x24", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1"},
     {"rows": 2}),
    # windows entirely in the padding (rows of -inf outputs), a 1-row plane; partial row tiles of 2 over 5 rows
    ("pool2d", {"shape": "2x5x1x40", "kind": "max", "window": "2", "padding": "2", "dilation": "3", "dtype": "float16"},
     None),
    ("pool2d", {"shape": "3x1x9x40", "kind": "avg_exclude_pad", "window": "3,1", "stride": "2,1", "padding": "1,0"},
     {"tile": 2}),
    ("pool2d", {"shape": "2x5x1x40", "kind": "max", "window": "2", "padding": "2", "dilation": "3",
                "dtype": "bfloat16"}, None),
]


# pool_rows (TIRx): a thread per `rows` output rows x one 16-byte input vector, rows loaded into registers
ROWS_CASES = [
    ("pool2d", {"shape": "1x2x56x56", **MAXPOOL}, None),  # the benchmark's plane: 7 threads x 4 outputs per row
    ("pool2d", {"shape": "1x2x56x56", **MAXPOOL}, {"rows": 4}),  # 4 output rows (9 input rows) per thread
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"rows": 4}),  # OH = 9: a partial row group, bottom rows past H
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"rows": 1, "threads": 128}),
    ("pool2d", {"shape": "1x2x57x64", **MAXPOOL}, {"rows": 4}),
    ("pool2d", {"shape": "2x3x16x24", "kind": "max", "window": "3", "stride": "1", "padding": "1", "dtype": "float16"},
     {"rows": 2}),  # stride 1: 8 outputs per thread, a column on each side
    ("pool2d", {"shape": "2x3x20x24", **MAXPOOL, "dtype": "float32"}, None),  # fp32: 4-lane vectors, 2 outputs
    ("pool2d", {"shape": "1x3x9x40", "kind": "max", "window": "2", "stride": "2", "dtype": "float16"},
     {"rows": 4}),  # no padding, no edge columns
    ("pool2d", {"shape": "2x3x5x16", "kind": "max", "window": "2", "stride": "2", "padding": "2,0",
                "dtype": "float16"}, None),  # output row 0 wholly in the padding: -inf
    ("pool2d", {"shape": "2x3x10x16", "kind": "max", "window": "3", "stride": "2", "dtype": "float16"},
     {"rows": 2}),  # OW = 7: the last thread's 4th output is past OW (scalar stores), a column right of the vector
    # averages: fp32 sums; include_pad divides by kh * kw, exclude_pad by the window positions inside the plane
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_include_pad", "window": "3", "stride": "1", "padding": "1",
                "dtype": "float16"}, None),
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, {"rows": 2}),
    ("pool2d", {"shape": "2x3x10x16", "kind": "avg_exclude_pad", "window": "2", "stride": "2"}, None),  # fp32
    ("pool2d", {"shape": "2x3x5x16", "kind": "avg_exclude_pad", "window": "2", "stride": "2", "padding": "2,0",
                "dtype": "float16"}, None),  # output row 0 wholly in the padding: 0
    ("pool2d", {"shape": "3x1x9x1", "kind": "avg_exclude_pad", "window": "3,1", "stride": "2,1", "padding": "1,0",
                "dtype": "float16"}, None),  # W = 1: one-column "vectors" (the catalog's awkward case)
    # share=1 / 2: edge columns (and the overlapping top rows) through warp shuffles; items: groups per thread
    ("pool2d", {"shape": "1x2x56x56", **MAXPOOL}, {"share": 2}),  # 392 groups: 12.25 warps, surplus lanes clamped
    ("pool2d", {"shape": "1x2x56x56", **MAXPOOL}, {"share": 1, "items": 2, "threads": 128}),
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"share": 2, "rows": 4}),  # partial row group, rows past H
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"share": 2, "items": 4}),  # TPR = 2: planes change inside a warp
    ("pool2d", {"shape": "1x2x57x64", **MAXPOOL}, {"share": 2, "rows": 2, "items": 2}),
    ("pool2d", {"shape": "2x3x16x24", "kind": "max", "window": "3", "stride": "1", "padding": "1", "dtype": "float16"},
     {"share": 2}),  # stride 1: columns on both sides, 2 shared rows
    ("pool2d", {"shape": "2x3x10x16", "kind": "max", "window": "3", "stride": "2", "dtype": "float16"},
     {"share": 2}),  # a right edge column past the last thread's vector (loaded, not shuffled)
    ("pool2d", {"shape": "2x3x20x24", **MAXPOOL, "dtype": "float32"}, {"share": 2, "items": 2}),
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_include_pad", "window": "3", "stride": "1", "padding": "1",
                "dtype": "float16"}, {"share": 2, "items": 2}),
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, {"share": 2}),
    ("pool2d", {"shape": "1x4x56x56", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, {"share": 1}),
    # batch=1 for max (the averages' default): clamped rows made -inf after the loads, top and bottom
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL}, {"rows": 4, "batch": 1}),
    ("pool2d", {"shape": "2x3x5x16", "kind": "max", "window": "2", "stride": "2", "padding": "2,0",
                "dtype": "float16"}, {"batch": 1}),  # output row 0 wholly in the padding: -inf
    # batch=0 for averages (max's default structure)
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, {"batch": 0}),
    # bfloat16: pairs as 32-bit words and __hmax as float16; -inf written as its bits (batch 0 and 1, shuffles)
    ("pool2d", {"shape": "2x3x5x16", "kind": "max", "window": "2", "stride": "2", "padding": "2,0",
                "dtype": "bfloat16"}, None),
    ("pool2d", {"shape": "2x3x17x16", **MAXPOOL, "dtype": "bfloat16"}, {"share": 2, "rows": 4, "batch": 1}),
    ("pool2d", {"shape": "2x3x9x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1",
                "dtype": "bfloat16"}, {"rows": 2}),
]


def _build(name, raw, config, rule="pool_staged"):
    from tvmgen import codegen

    op = ops.get(name)
    p = op.parse(raw)
    return op, p, codegen.build(op, p, rule=rule, config=config)


def test_rows_applies_and_gives_way():
    pytest.importorskip("tvm")
    from tvmgen import rules
    from tvmgen.rules.pool.kernel_rows import rows_plan

    op = ops.get("pool2d")
    r = rules.get("pool_rows", op)
    p = op.parse({"shape": "32x256x56x56", **MAXPOOL})
    got = rows_plan(op, p, r.default(op, p, HW), HW)
    assert (got["v"], got["q"], got["tpr"], got["left"], got["right"], got["rows"]) == (8, 4, 7, 1, 0, 1)
    assert rows_plan(op, p, {"rows": 4, "threads": 256}, HW)["rows"] == 4
    # the default chain: pool_rows for every kind (measured faster than pool_staged on the H200); max keeps the
    # load structure it was measured with (batch=0), the averages the one they were measured with (batch=1)
    assert rules.chain(op, p, HW)[0].name == "pool_rows" and r.default(op, p, HW)["batch"] == 0
    assert not got["batch"] and rows_plan(op, p, {**r.default(op, p, HW), "share": 2}, HW)["batch"]  # shuffles: batch
    assert rows_plan(op, p, {**r.default(op, p, HW), "items": 2}, HW)["batch"]
    for kind, window, stride, pad in (("avg_include_pad", "3", "1", "1"), ("avg_exclude_pad", "2", "2", "0")):
        p = op.parse({"shape": "32x256x56x56", "kind": kind, "window": window, "stride": stride, "padding": pad})
        assert rows_plan(op, p, r.default(op, p, HW), HW) is not None and rules.chain(op, p, HW)[0].name == "pool_rows"
        assert r.default(op, p, HW)["batch"] == 1
    for raw in ({"shape": "8x2048x7x7", "kind": "avg_include_pad", "window": "7"},  # OW = 1 < W / 8: pool_staged
                {"shape": "2x3x11x13", "kind": "max", "window": "2,3", "stride": "3,1", "padding": "1,2",
                 "dilation": "2,1"},  # dilation
                {"shape": "2x3x11x13", **MAXPOOL},  # W = 13: no aligned vector of 2 columns
                {"shape": "2x5x1x40", "kind": "max", "window": "2", "padding": "2", "dtype": "float16"}):  # OW > W / 2
        p = op.parse(raw)
        assert r.build(op, p, r.default(op, p, HW), HW) is None, raw


def test_rows_source():
    pytest.importorskip("tvm")
    _, _, s = _build("pool2d", {"shape": "32x256x56x56", **MAXPOOL}, {"rows": 4}, rule="pool_rows")
    (k,) = s.kernels
    assert k.grid == (1568, 1, 1) and k.block == (256, 1, 1) and k.static_shared_bytes == 0
    assert s.source.count("= *(uint4*)(X_ptr") == 9 and "__syncthreads" not in s.source
    assert s.source.count("*(half4*)(Y_ptr") == 4 and "__hmax(" in s.source
    _, _, s = _build("pool2d", {"shape": "32x256x56x56", **MAXPOOL}, None, rule=None)  # the default: rows=1
    (k,) = s.kernels
    assert s.rule == "pool_rows" and k.grid == (6272, 1, 1)
    assert s.source.count("= *(uint4*)(X_ptr") == 3 and s.source.count("*(half4*)(Y_ptr") == 1
    # share=2: the top row as 4 32-bit words from 7 lanes back, the left edge column of the 3 rows from 1 lane back
    _, _, s = _build("pool2d", {"shape": "32x256x56x56", **MAXPOOL}, {"share": 2}, rule="pool_rows")
    assert s.source.count("__shfl_up_sync((uint)4294967295, ((uint*)xv_ptr)[") == 4
    assert s.source.count("__shfl_up_sync((uint)4294967295, xv_ptr[") == 3
    # the averages' default: 8 outputs per thread for stride 1, one 16-byte store
    _, _, s = _build("pool2d", {"shape": "32x256x56x56", "kind": "avg_include_pad", "window": "3", "padding": "1",
                                "dtype": "float16"}, None, rule=None)
    assert s.rule == "pool_rows" and s.source.count("*(uint4*)(Y_ptr") == 1 and "__shfl_up_sync((" not in s.source


def test_applies_and_gives_way():
    pytest.importorskip("tvm")
    from tvmgen import rules

    op = ops.get("pool2d")
    r = rules.get("pool_staged", op)
    p = op.parse({"shape": "32x256x56x56", **MAXPOOL})
    assert r.plan(op, p, r.default(op, p, HW), HW) == (28, 56, 56)  # a whole 56 x 56 plane: 6272 bytes
    p = op.parse({"shape": "32x64x112x112", **MAXPOOL})
    tile, rows_in, cols = r.plan(op, p, r.default(op, p, HW), HW)
    assert rows_in * cols * 2 <= 16384 and tile >= 16
    p = op.parse({"shape": "1x1x3x20000", **MAXPOOL})  # one row of 40 KB: does not fit
    assert r.plan(op, p, r.default(op, p, HW), HW) is None
    import tvm
    from tvm import te

    for raw in ({"shape": "8x2048x7x7", "kind": "avg_include_pad", "window": "7"},  # global pooling: 1 output per plane
                {"shape": "1x1x3x20000", **MAXPOOL}):
        p = op.parse(raw)
        mod = tvm.IRModule({"main": te.create_prim_func(op.compute(p))})
        assert r.apply(mod, op, p, r.default(op, p, HW), HW) is None, raw


def test_row_tiles_stay_within_the_shared_budget():
    """TVM over-approximates the staged rows of some row tiles (56 rows, tile 8: 25 rows instead of 17); the rule
    lowers each candidate far enough to see the real buffer and keeps the first tile that fits `smem`."""
    pytest.importorskip("tvm")
    for dtype, item in (("float16", 2), ("float32", 4)):
        _, _, s = _build("pool2d", {"shape": "32x64x112x112", **MAXPOOL, "dtype": dtype}, None)
        assert 0 < s.kernels[0].static_shared_bytes <= 16384
        assert s.kernels[0].static_shared_bytes % (112 * item) == 0


def test_copy_is_16_bytes_and_guarded():
    pytest.importorskip("tvm")
    _, _, s = _build("pool2d", {"shape": "32x256x56x56", **MAXPOOL}, None)
    (k,) = s.kernels
    assert k.grid == (8192, 1, 1) and k.static_shared_bytes == 56 * 56 * 2
    assert "*(uint4*)(X_shared_ptr" in s.source and "= *(uint4*)(X_ptr" in s.source
    assert s.source.count("__syncthreads()") == 1
    _, _, s = _build("pool2d", {"shape": "1x2x57x64", **MAXPOOL}, {"tile": 4})
    assert "*(uint4*)(X_shared_ptr" in s.source
    copy = s.source[s.source.index("X_shared_ptr["):s.source.index("__syncthreads")]
    assert "if (" in copy, "the staged rows of a tile must be guarded against rows -1 and H"


# averages: pool_rows sums each window in the op's order from 0.0, as pool_staged does, so switching the default
# between them changes no bit
SAME_BITS = [
    ("pool2d", {"shape": "1x4x56x56", "kind": kind, "window": "3", "stride": "2", "padding": "1", "dtype": "float16"},
     config) for kind in ("avg_include_pad", "avg_exclude_pad") for config in (None, {"share": 2, "items": 2})
] + [
    ("pool2d", {"shape": "2x3x17x24", "kind": "avg_exclude_pad", "window": "3", "stride": "1,2", "padding": "1",
                "dtype": "float16"}, {"share": 2}),  # stride 1 down: 2 shared rows
    ("pool2d", {"shape": "2x3x20x24", "kind": "avg_include_pad", "window": "3", "stride": "2", "padding": "1"}, None),
]


@pytest.fixture(scope="module")
def same_bits(emu_root):
    """Each SAME_BITS case built by both rules (pool_staged at its default config)."""
    return emulated_cases(emu_root, [(n, r, rule, c if rule == "pool_rows" else None) for n, r, c in SAME_BITS
                                     for rule in ("pool_rows", "pool_staged")])


@pytest.mark.parametrize("name,raw,config", SAME_BITS, ids=[case_id(*c) for c in SAME_BITS])
def test_rows_averages_are_bitwise_pool_staged(same_bits, name, raw, config):
    op, p, rows, _ = same_bits[case_id(name, raw, "pool_rows", config)]
    _, _, staged, _ = same_bits[case_id(name, raw, "pool_staged", None)]
    assert rows.shader.rule == "pool_rows" and staged.shader.rule == "pool_staged"
    rng = np.random.default_rng(7)
    x = op.sample(p, rng)
    X = x["X"]
    # small terms beside +-8192 that cancel: an fp32 sum in another order (columns first, as pool_rows summed
    # before) gives other fp16 outputs in ~15% of the windows; -0.0 where a sum of zeros keeps its sign
    X = (X * np.exp2(rng.integers(-14, 0, X.shape))).astype(X.dtype)
    big = rng.random(X.shape) < 0.4
    X[big] = rng.choice([-8192.0, 8192.0], int(big.sum())).astype(X.dtype)
    X.flat[::17] = -0.0
    x = {"X": X}
    a, b = rows.run(x)["Y"], staged.run(x)["Y"]
    assert a.tobytes() == b.tobytes()


EMU_CASES = [(n, r, "pool_staged", c) for n, r, c in CASES] + [(n, r, "pool_rows", c) for n, r, c in ROWS_CASES]
emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"rows": 4}, {"rows": 2}, {"rows": 4, "threads": 128},
                                    {"share": 2, "items": 2}, {"share": 2, "rows": 2, "items": 2},
                                    {"batch": 1}, {"rows": 4, "batch": 1}])
def test_rows_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for shape, dtype in (("32x256x56x56", "float16"), ("32x64x112x112", "float16"), ("32x256x56x56", "float32")):
        _, _, s = _build("pool2d", {"shape": shape, **MAXPOOL, "dtype": dtype}, config, rule="pool_rows")
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and res["stack"] == 0, (name, res)
            assert res["registers"] <= 96, (name, res)


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"rows": 2}, {"rows": 8}, {"tile": 8}])
def test_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for shape in ("32x256x56x56", "32x64x112x112"):
        _, _, s = _build("pool2d", {"shape": shape, **MAXPOOL}, config)
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0, (name, res)
            assert res["registers"] <= 64, (name, res)
