"""pool2d (max, average with and without padding; strides, padding, dilation): what is particular to the family.

* the reference on windows that lie entirely in the padding;
* what each committed entry of catalog/pool.toml holds: the schedule rule we expect, a sane tolerance, at most 128
  registers a thread;
* the emitted CUDA of pool_direct *runs*, on the CPU: a small emulator (tests/emulator.py) compiles TVM's CUDA
  source as C++ (each CUDA thread a ucontext fiber, blocks one after another, shared memory shared by the block's
  fibers, __syncthreads a barrier) and the outputs are compared with the reference at the operator's tolerance.

Its cases and bad parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py. pool_staged and
pool_rows: test_pool_rules.
"""
import numpy as np

from helpers import catalog_tests, emulator_tests
from tvmgen import ops


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
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)
