"""pool2d (max, average with and without padding; strides, padding, dilation): what is particular to the family.

* the reference on windows that lie entirely in the padding;
* layout=NHWC: the NCHW pooling of the same tensor, laid out channels last (reference and sampled reference), a
  run-time batch, and the rules: pool_rows and pool_staged (planar) decline it, pool_direct schedules it;
* what each committed entry of catalog/pool.toml holds: the schedule rule we expect, a sane tolerance, at most 128
  registers a thread;
* the emitted CUDA of pool_direct *runs*, on the CPU: a small emulator (tests/emulator.py) compiles TVM's CUDA
  source as C++ (each CUDA thread a ucontext fiber, blocks one after another, shared memory shared by the block's
  fibers, __syncthreads a barrier) and the outputs are compared with the reference at the operator's tolerance.

Its cases and bad parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py. pool_staged and
pool_rows: test_pool_rules.
"""
import numpy as np
import pytest

from helpers import catalog_tests, emulated_at_jobs, emulated_mismatches, emulator_tests
from tvmgen import ops, sizes


def test_pool_window_entirely_in_padding():
    """Padding 2, window 2, stride 1 over a 1x1 input: windows start at -2, -1, 0, 1; the first and last hold
    no element of X. max gives -inf there, avg_exclude_pad 0, avg_include_pad 0 (a sum of padding / 4)."""
    op = ops.get("pool2d")
    x = {"X": np.full((1, 1, 1, 1), 3.0, "float32")}
    common = {"shape": "1x1x1x1", "window": "2", "padding": "2"}
    p = op.parse({**common, "kind": "max"})
    assert op.outputs(p)[0].shape == (1, 1, 4, 4)
    y = op.reference(p, x)["Y"][0, 0]
    assert y[0, 0] == y[3, 3] == y[0, 1] == -np.inf and y[1, 1] == y[2, 2] == y[1, 2] == 3
    y = op.reference(op.parse({**common, "kind": "avg_exclude_pad"}), x)["Y"][0, 0]
    assert y[0, 0] == y[0, 1] == 0 and y[1, 1] == y[2, 1] == 3
    y = op.reference(op.parse({**common, "kind": "avg_include_pad"}), x)["Y"][0, 0]
    assert y[0, 0] == 0 and y[1, 1] == 0.75


@pytest.mark.parametrize("kind,extra", [("max", {"stride": "2", "padding": "1"}),
                                        ("avg_include_pad", {"padding": "1"}),
                                        ("avg_exclude_pad", {"stride": "2", "padding": "2", "dilation": "2,1"})])
def test_nhwc_is_the_nchw_pooling_laid_out_channels_last(kind, extra):
    op = ops.get("pool2d")
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 5, 9, 11)).astype("float32")  # N C H W
    common = {"kind": kind, "window": "3", **extra}
    p = op.parse({**common, "shape": "2x5x9x11"})
    q = op.parse({**common, "shape": "2x9x11x5", "layout": "NHWC"})
    want = op.reference(p, {"X": x})["Y"].transpose(0, 2, 3, 1)
    xq = {"X": np.ascontiguousarray(x.transpose(0, 2, 3, 1))}
    got = op.reference(q, xq)["Y"]
    assert op.outputs(q)[0].shape == got.shape == want.shape
    assert np.array_equal(got, want)
    picks = rng.choice(got.size, 50, replace=False)
    assert np.array_equal(op.reference_at(q, xq, {"Y": picks})["Y"], got.reshape(-1)[picks])
    assert op.shader_name(q) == op.shader_name(p).replace("shape2x5x9x11", "shape2x9x11x5_layoutNHWC")


def test_nhwc_takes_a_run_time_batch():
    op = ops.get("pool2d")
    raw = {"shape": "1..256@32x112x112x64", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2",
           "padding": "1", "dtype": "float16"}
    symbols, where, _ = sizes.parse_params(op, raw)
    assert where == {"shape": "n"} and symbols["n"].text() == "1..256@32"
    assert op.outputs(sizes.params_at(op, raw, {"n": 13}))[0].shape == (13, 56, 56, 64)
    assert sizes.shader_name(op, raw) == (
        "pool2d_shape1_256at32x112x112x64_layoutNHWC_kindmax_window3x3_stride2x2_padding1x1_float16")


def test_planar_rules_decline_nhwc():
    """pool_rows' 16-byte vectors and pool_staged's planes run along W, contiguous only in NCHW: both decline
    NHWC (None), and the chain goes on to pool_channels (max, 16-byte vectors of channels), else pool_direct, which
    walks the output's own loops."""
    from tvmgen import hardware, rules
    from tvmgen.rules import get as get_rule
    from tvmgen.rules.pool.kernel_rows import rows_plan

    op, hw = ops.get("pool2d"), hardware.get("sm_90")
    p = op.parse({"shape": "32x112x112x64", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2",
                  "padding": "1", "dtype": "float16"})
    rows = get_rule("pool_rows", op)
    assert rows_plan(op, p, rows.default(op, p, hw), hw) is None and not rows.prefer(op, p, hw)
    staged = get_rule("pool_staged", op)
    assert staged.plan(op, p, staged.default(op, p, hw), hw) is None and not staged.prefer(op, p, hw)
    for r in (rows, staged):  # named explicitly, each says why in one line
        assert "layout NCHW only" in r.valid(op, p, r.default(op, p, hw), hw)
    assert rules.first_valid(op, p, hw)[0].name == "pool_channels"  # 16 bytes of channels a thread
    pytest.importorskip("tvm")
    from tvmgen import codegen

    small = op.parse({"shape": "2x17x16x8", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2",
                      "padding": "1", "dtype": "float16"})
    assert codegen.build(op, small).rule == "pool_channels"
    base = {"layout": "NHWC", "kind": "max", "window": "3", "stride": "2", "padding": "1", "dtype": "float16"}
    # C x item not whole 16-byte vectors; an average
    for other in ({"shape": "2x17x16x3"}, {"shape": "2x17x16x8", "kind": "avg_include_pad"}):
        q = op.parse({**base, **other})
        assert codegen.build(op, q).rule == "pool_direct"
        assert "pool_channels: " in get_rule("pool_channels", op).valid(op, q, {}, hw)
    huge = op.parse({**base, "shape": "64x512x512x128"})  # 2^31 elements: int32 indices would wrap
    assert "indexes in int32" in get_rule("pool_channels", op).valid(op, huge, {}, hw)
    assert rules.first_valid(op, huge, hw)[0].name == "pool_direct"


# -- the catalog: the committed shaders (tests/test_catalog.py compiles them) -------------------------------------
# The schedule each entry must get (a change here is a deliberate schedule change).
EXPECTED_RULE = {
    "pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float32": "pool_rows",
    "pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_rows",
    "pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32": "pool_rows",
    "pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float16": "pool_rows",
    "pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float32": "pool_rows",
    "pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float16": "pool_rows",
    "pool2d_shape32x64x112x112_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_rows",
    "pool2d_shape32x2048x7x7_kindavg_include_pad_window7x7_float16": "pool_direct",
    "pool2d_shape2x3x17x16_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_rows",
    "pool2d_shape2x3x11x13_kindmax_window2x3_stride3x1_padding1x2_dilation2x1_float32": "pool_staged",
    "pool2d_shape2x5x1x1_kindmax_window2x2_padding2x2_dilation3x3_float16": "pool_direct",
    "pool2d_shape2x5x1x3_kindavg_exclude_pad_window2x2_padding2x2_dilation3x3_float32": "pool_direct",
    "pool2d_shape3x1x9x1_kindavg_exclude_pad_window3x1_stride2x1_padding1x0_float16": "pool_rows",
    # past 2^31 elements: 64-bit indexing
    "pool2d_shape64x128x512x512_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_staged",
    # bfloat16: the rules float16 gets (same bytes)
    "pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_bfloat16": "pool_rows",
    "pool2d_shape32x2048x7x7_kindavg_include_pad_window7x7_bfloat16": "pool_direct",
}


shaders, test_catalog_rules, test_catalog_registers = catalog_tests("pool", EXPECTED_RULE, 128, stack_ok=True)


# -- emitted CUDA, run by the CPU emulator -----------------------------------------------------------------
EMU_CASES = [
    ("pool2d", {"shape": "2x3x11x13", "kind": "max", "window": "2,3", "stride": "3,1", "padding": "1,2",
                "dilation": "2,1", "dtype": "float16"}, "pool_direct", None),
    ("pool2d", {"shape": "2x5x1x3", "kind": "avg_exclude_pad", "window": "2", "padding": "2", "dilation": "3"},
     "pool_direct", None),
    ("pool2d", {"shape": "2x3x17x16", "kind": "max", "window": "3", "stride": "2", "padding": "1", "dtype": "float16"},
     "pool_direct", {"vec": 4, "threads": 64}),  # 432 outputs: 4 per thread strided by 64, a partial 2nd block
    ("pool2d", {"shape": "2x3x17x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1"},
     "pool_direct", {"vec": 4, "layout": "consecutive"}),  # OW = 8: 4 adjacent outputs, one vector store
    # NHWC: pool_direct's default (the chain's: test_planar_rules_decline_nhwc), and 4 adjacent channels per thread
    ("pool2d", {"shape": "2x17x16x3", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, "pool_direct", None),
    ("pool2d", {"shape": "2x11x13x8", "layout": "NHWC", "kind": "avg_exclude_pad", "window": "3", "stride": "2",
                "padding": "2", "dilation": "2"}, "pool_direct", {"vec": 4, "layout": "consecutive"}),
    ("pool2d", {"shape": "2x17x16x3", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2", "padding": "1",
                "dtype": "bfloat16"}, "pool_direct", None),
    ("pool2d", {"shape": "2x7x7x24", "layout": "NHWC", "kind": "avg_include_pad", "window": "7", "dtype": "bfloat16"},
     "pool_direct", None),
    # pool_channels: 16 bytes of channels a thread (a partial last block; windows in the padding; fp32's 4-lane vectors)
    ("pool2d", {"shape": "2x17x16x16", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2", "padding": "1",
                "dtype": "float16"}, "pool_channels", {"threads": 128}),
    ("pool2d", {"shape": "2x9x11x8", "layout": "NHWC", "kind": "max", "window": "2,3", "stride": "3,1",
                "padding": "1,2", "dilation": "2,1", "dtype": "bfloat16"}, "pool_channels", None),
    ("pool2d", {"shape": "1x7x7x12", "layout": "NHWC", "kind": "max", "window": "3", "stride": "2", "padding": "1"},
     "pool_channels", None),
    ("pool2d", {"shape": "2x1x3x8", "layout": "NHWC", "kind": "max", "window": "2", "padding": "2", "dilation": "3",
                "dtype": "float16"}, "pool_channels", None),  # windows wholly in the padding: -inf
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


def test_pool_channels_takes_a_run_time_batch(emu_root):
    """One kernel, the batch its argument (symbolic), run by the emulator at several batches: a partial last block
    at each, in either thread order."""
    pytest.importorskip("tvm")
    from tvmgen.ranged import build_ranged

    op = ops.get("pool2d")
    m, src = build_ranged(op, {"shape": "1..9@4x9x10x24", "layout": "NHWC", "kind": "max", "window": "3",
                               "stride": "2", "padding": "1", "dtype": "float16"})
    (v,) = m["variants"]
    assert v["rule"] == "pool_channels" and "chunk" not in v
    assert emulated_mismatches(emu_root, emulated_at_jobs(op, m, src, "n", (1, 4, 9)), both_orders=True,
                               checked=True) == []
