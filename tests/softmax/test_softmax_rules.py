"""softmax_staged (rules/softmax/schedule.py): channel softmax with the X tile staged once, with vector loads.

* where it applies (channel mode over H*W > 1) and where it returns None (instance mode, plain logits);
* the copy is 16-byte (uint4) for fp16 when 8 divides the tile's row and W; __expf only for fp16 outputs by default;
* max and 1 / sum are read from the shared result arrays after a barrier (no volatile reduction-buffer read or
  division per element);
* the emitted CUDA runs correctly in the CPU emulator of tests/emulator.py (odd C, C not a multiple of the
  channel groups, partial position tiles, log-softmax, fp32), against NumPy;
* it compiles with nvcc for sm_90 without spills.
"""
import pytest

from conftest import needs_nvcc
from helpers import emulator_tests
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the expected values below are sm_90's

CASES = [
    ("softmax", {"shape": "1x256x2x56", "dtype": "float16"}, None),  # the benchmark's tile: 256 x 56, 2 blocks
    ("softmax", {"shape": "2x20x6x16", "dtype": "float16"}, None),  # 20 channels over 8 groups: a predicate
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, None),  # odd C and W: scalar copies
    ("softmax", {"shape": "2x12x7x8", "dtype": "float16"}, {"positions": 32}),  # 4 x 8 tiles of 7 x 8: partial
    ("softmax", {"shape": "2x12x7x8", "algo": "log", "dtype": "float16"}, {"positions": 32, "groups": 4}),
    ("softmax", {"shape": "3x7x5x9", "algo": "log"}, {"groups": 16}),  # groups > C
    ("softmax", {"shape": "1x16x3x40"}, {"positions": 32, "groups": 2}),  # fp32: 4-lane (16-byte) copies
    ("softmax", {"shape": "2x300x6x10", "dtype": "float16"}, {"fast_exp": "off"}),  # 300 channels: tile shrinks
    ("softmax", {"shape": "2x9x4x8"}, {"groups": 1, "fast_exp": "on"}),  # no cross-thread reduction; __expf in fp32
    ("softmax", {"shape": "2x1x5x5", "dtype": "float16"}, None),  # one channel (Y = 1)
    ("softmax", {"shape": "2x5x45x1", "dtype": "float16"}, {"positions": 32}),  # W = 1: tiles of 32 x 1 over 45 rows
]


def _build(name, raw, config, rule="softmax_staged"):
    from tvmgen import codegen

    op = ops.get(name)
    p = op.parse(raw)
    return op, p, codegen.build(op, p, rule=rule, config=config)


# softmax_warp (TIRx): a warp per V positions, lanes over channels (K = ceil(C / 32) per lane), shuffles
WARP_CASES = [
    ("softmax", {"shape": "2x256x2x56", "dtype": "float16"}, None),  # the default (split 2) on the benchmark's C
    ("softmax", {"shape": "2x256x2x56", "dtype": "float16"}, {"warps": 8, "split": 1}),  # 32 lanes per vector
    ("softmax", {"shape": "2x256x2x56", "algo": "log", "dtype": "float16"}, {"split": 1}),
    ("softmax", {"shape": "2x256x2x56", "dtype": "float16"}, {"warps": 4, "split": 1}),  # 28 vectors, 7 whole blocks
    ("softmax", {"shape": "2x40x2x8", "dtype": "float16"}, {"warps": 2, "split": 2}),  # 16 lanes per vector, C % 16
    ("softmax", {"shape": "3x40x2x8", "algo": "log", "dtype": "float16"}, {"warps": 2, "split": 2}),  # a half block
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, {"split": 1}),  # C % 32 (lanes past C), H*W odd: V = 1
    ("softmax", {"shape": "3x7x5x9", "algo": "log", "dtype": "float16"}, {"warps": 4, "split": 1}),  # C < 32
    ("softmax", {"shape": "2x300x6x10", "dtype": "float16"}, {"warps": 2, "split": 1}),  # K = 10, H*W = 60: V = 4
    ("softmax", {"shape": "2x300x6x10", "dtype": "float16"}, None),  # the catalog's: split 2, K = 19, C % 16
    ("softmax", {"shape": "1x64x3x12"}, {"split": 1}),  # fp32: 4-position (16-byte) vectors, 2 channel steps
    ("softmax", {"shape": "2x33x2x3", "algo": "log"}, {"warps": 16, "split": 1}),  # fp32, V = 2, a channel past 32
    ("softmax", {"shape": "2x1x5x5", "dtype": "float16"}, None),  # one channel (Y = 1)
    ("softmax", {"shape": "3x40x2x8", "algo": "log", "dtype": "bfloat16"}, {"warps": 2, "split": 2}),
    ("softmax", {"shape": "2x37x13x13", "dtype": "bfloat16"}, {"split": 1}),  # absent lanes hold bf16's lowest
]


# softmax_cols (TIRx): lanes along positions (coalesced), warps over channel groups, partials in shared memory
COLS_CASES = [
    ("softmax", {"shape": "2x256x2x56", "dtype": "float16"}, None),  # 112 positions: a whole and a partial chunk
    ("softmax", {"shape": "2x256x2x56", "dtype": "float16"}, {"warps": 16, "vec": 4}),
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, None),  # C % 8, H*W odd: 1 position per lane
    ("softmax", {"shape": "2x40x4x8", "algo": "log", "dtype": "float16"}, {"warps": 4, "vec": 4}),
    ("softmax", {"shape": "1x64x3x12"}, {"vec": 4}),  # fp32: 16-byte vectors
    ("softmax", {"shape": "2x5x2x64", "dtype": "float16"}, {"warps": 16}),  # fewer channels than warps
    ("softmax", {"shape": "2x256x2x56", "dtype": "bfloat16"}, None),
]


def test_applies_where_expected():
    pytest.importorskip("tvm")
    import tvm
    from tvm import te

    from tvmgen import rules

    op = ops.get("softmax")
    r = rules.get("softmax_staged", op)
    for raw in ({"shape": "32x1000"}, {"shape": "32x256x56x56", "mode": "instance"}, {"shape": "4x10x1x1"}):
        p = op.parse(raw)
        mod = tvm.IRModule({"main": te.create_prim_func(op.compute(p))})
        assert r.apply(mod, op, p, r.default(op, p, HW), HW) is None, raw
    p = op.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert r.tile(p, r.default(op, p, HW), HW) == (1, 56)


def test_benchmark_shape_source():
    pytest.importorskip("tvm")
    _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": "float16"}, None)
    (k,) = s.kernels
    assert k.grid == (1792, 1, 1) and k.block == (56, 8, 1)
    assert "*(uint4*)(X_shared_ptr" in s.source and "= *(uint4*)(X_ptr" in s.source
    assert "__expf(" in s.source and "expf(" not in s.source.replace("__expf(", "")
    body = s.source[s.source.index("for (int c_0"):]  # the Y loop
    assert "volatile" not in body and "x_sum_shared_ptr" in body
    _, _, s = _build("softmax", {"shape": "32x256x56x56"}, None)  # fp32: accurate expf
    assert "__expf(" not in s.source and "expf(" in s.source


EMU_CASES = ([(n, r, "softmax_staged", c) for n, r, c in CASES] + [(n, r, "softmax_warp", c) for n, r, c in WARP_CASES]
             + [(n, r, "softmax_cols", c) for n, r, c in COLS_CASES])
emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"groups": 4}, {"groups": 16}, {"groups": 1}])
def test_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for dtype in ("float16", "float32"):
        _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": dtype}, config)
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and res["stack"] == 0, (name, res)


def test_warp_applies_where_expected():
    pytest.importorskip("tvm")
    from tvmgen import rules
    from tvmgen.rules.softmax.kernel import warp_plan

    op = ops.get("softmax")
    r = rules.get("softmax_warp", op)
    for raw in ({"shape": "32x1000"}, {"shape": "32x256x56x56", "mode": "instance"}, {"shape": "4x10x1x1"},
                {"shape": "2x2048x4x4", "dtype": "float16"}):  # 64 channels x 8 positions per lane: too many registers
        p = op.parse(raw)
        assert r.build(op, p, r.default(op, p, HW), HW) is None, raw
    p = op.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert warp_plan(p, r.default(op, p, HW)) == (8, 16, 4, 2)  # 8 positions x 16 channels per lane, 4 warps, split 2
    assert warp_plan(p, {"warps": 8, "split": 1}) == (8, 8, 8, 1)
    assert warp_plan(op.parse({"shape": "32x256x56x56"}), {"warps": 8, "split": 1}) == (4, 8, 8, 1)  # fp32: 4 x 4 B
    # the default chain: fp16 accurate (measured faster) -> softmax_cols, then softmax_warp; fp32 and log-softmax
    # stay softmax_staged
    assert [r.name for r in rules.chain(op, p, HW)[:2]] == ["softmax_cols", "softmax_warp"]
    for raw in ({"shape": "32x256x56x56"}, {"shape": "32x256x56x56", "algo": "log", "dtype": "float16"}):
        assert rules.chain(op, op.parse(raw), HW)[0].name == "softmax_staged", raw
    assert warp_plan(op.parse({"shape": "2x37x13x13"}), {"warps": 8, "split": 2}) == (1, 3, 8, 2)  # 338 vectors
    assert warp_plan(op.parse({"shape": "1x37x13x13"}), {"warps": 8, "split": 2}) == (1, 2, 8, 1)  # 169: odd, split 1


def test_warp_benchmark_shape_source():
    pytest.importorskip("tvm")
    _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": "float16"}, {"warps": 8, "split": 1},
                     rule="softmax_warp")
    (k,) = s.kernels
    assert k.grid == (1568, 1, 1) and k.block == (256, 1, 1) and k.static_shared_bytes == 0
    assert s.source.count("= *(uint4*)(X_ptr") == 8 and s.source.count("*(uint4*)(Y_ptr") == 8
    assert "__syncthreads" not in s.source and "__shared__" not in s.source
    assert s.source.count("__shfl_xor_sync(") == 2 * 5 * 8  # max and sum: 5 butterfly steps x 8 positions
    assert "ex2.approx.ftz.f32" in s.source and "rcp.approx.ftz.f32" in s.source
    _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": "float16"}, None, rule="softmax_warp")
    assert s.rule == "softmax_warp"
    (k,) = s.kernels
    assert k.grid == (1568, 1, 1) and k.block == (128, 1, 1)  # 4 warps x 2 position vectors
    assert s.source.count("= *(uint4*)(X_ptr") == 16 and s.source.count("*(uint4*)(Y_ptr") == 16
    assert s.source.count("__shfl_xor_sync(") == 2 * 4 * 8 and ", 16)" in s.source  # 16-lane butterflies


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"warps": 16, "split": 1}, {"warps": 4, "split": 2}])
def test_warp_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for raw in ({"shape": "32x256x56x56", "dtype": "float16"}, {"shape": "32x256x56x56"},
                {"shape": "32x256x56x56", "algo": "log", "dtype": "float16"},
                {"shape": "2x300x6x10", "dtype": "float16"}):
        _, _, s = _build("softmax", raw, config, rule="softmax_warp")
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and res["stack"] == 0, (name, res)
            assert res["registers"] <= 168, (name, res)  # split=2: 16 channels x 8 positions per lane


def test_cols_plan_and_source():
    pytest.importorskip("tvm")
    from tvmgen import rules
    from tvmgen.rules.softmax.kernel import cols_plan

    op = ops.get("softmax")
    r = rules.get("softmax_cols", op)
    p = op.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert cols_plan(p, r.default(op, p, HW)) == (2, 32, 8) and r.prefer(op, p, HW)  # the default: 30.1 us on the H200
    for raw in ({"shape": "32x1000"}, {"shape": "32x256x56x56", "mode": "instance"}, {"shape": "4x10x1x1"}):
        p = op.parse(raw)
        assert r.build(op, p, r.default(op, p, HW), HW) is None, raw
    _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": "float16"}, {"warps": 16}, rule="softmax_cols")
    (k,) = s.kernels
    assert k.grid == (1568, 1, 1) and k.block == (512, 1, 1) and k.static_shared_bytes == 2 * 16 * 64 * 4
    assert s.source.count("__syncthreads()") == 1 and s.source.count("tvm_builtin_cuda_cta_sync();") == 2
    assert s.source.count("= *(uint1*)(X_ptr") + s.source.count("= *(half2*)(X_ptr") == 16


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"warps": 16, "vec": 2}, {"warps": 16, "vec": 4}])
def test_cols_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for raw in ({"shape": "32x256x56x56", "dtype": "float16"}, {"shape": "32x256x56x56"},
                {"shape": "32x256x56x56", "algo": "log", "dtype": "float16"}):
        _, _, s = _build("softmax", raw, config, rule="softmax_cols")
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and res["stack"] == 0, (name, res)
