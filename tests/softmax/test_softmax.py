"""softmax (channel and instance modes, log-softmax) and cross_entropy: what is particular to the family.

* the cross-entropy sampler's labels, the split rule's refusal of empty pieces;
* what each committed entry of catalog/softmax.toml holds: the schedule rule we expect, a sane tolerance, named
  workspaces, at most 128 registers a thread;
* the emitted CUDA of the family's TE schedule rules (tvmgen/rules/softmax/schedule*.py) *runs*, on the CPU: a small
  emulator (tests/emulator.py) compiles TVM's CUDA source as C++ (each CUDA thread a ucontext fiber, blocks one
  after another, shared memory shared by the block's fibers, __syncthreads a barrier, warp shuffles exchanged
  between the fibers of a warp) and the outputs are compared with the reference at the operator's tolerance;
  a broken shuffle must fail that comparison.

Its cases and bad parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py. The rest of
softmax's rules: test_softmax_rules.
"""
import numpy as np

import emulator
from helpers import case_id, catalog_tests, emulator_tests, kv
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the arch the catalog is emitted for


def test_cross_entropy_labels_are_classes():
    """Labels index a row of logits: int32 in 0 .. c - 1, on each of the operator's cases."""
    op = ops.get("cross_entropy")
    for case in op.cases:
        p = op.parse(kv(case))
        labels = op.sample(p, np.random.default_rng(3))["labels"]
        assert labels.dtype == np.int32 and 0 <= labels.min() and labels.max() < p["c"], case


def test_split_rule_refuses_empty_pieces():
    from tvmgen import rules

    op = ops.get("softmax")
    p = op.parse({"shape": "3x9"})
    r = rules.get("softmax_split", op)
    assert "does not divide the 9 terms" in r.valid(op, p, {**r.default(op, p, HW), "chunks": 16}, HW)
    assert "does not divide" in r.valid(op, p, {**r.default(op, p, HW), "chunks": 2}, HW)


# -- the catalog: the committed shaders (tests/test_catalog.py compiles them) -------------------------------------
# The schedule each entry must get (a change here is a deliberate schedule change).
EXPECTED_RULE = {
    "softmax_shape32x256x56x56_float32": "softmax_staged",
    "softmax_shape32x256x56x56_float16": "softmax_cols",
    "softmax_shape32x256x56x56_algolog_float32": "softmax_staged",
    "softmax_shape32x256x56x56_algolog_float16": "softmax_staged",
    "softmax_shape32x256x56x56_modeinstance_float32": "softmax_split",
    "softmax_shape32x256x56x56_modeinstance_float16": "softmax_split",
    "softmax_shape32x1000_float32": "softmax_block_rows",
    "softmax_shape32x1000_algolog_float16": "softmax_block_rows",
    "softmax_shape1823x781_float16": "softmax_block_rows",
    "softmax_shape1x1_float32": "softmax_block_rows",
    "softmax_shape5x37x1x1_algolog_modeinstance_float32": "softmax_block_rows",
    "softmax_shape3x7x5x9_algolog_float16": "softmax_staged",
    "softmax_shape4x50257_float16": "softmax_block_rows",  # 50257 = 29 x 1733: no even split
    "softmax_shape2x300x6x10_float16": "softmax_cols",
    "cross_entropy_n100352_c256_float32": "cross_entropy_rows",
    "cross_entropy_n100352_c256_float16": "cross_entropy_rows",
    "cross_entropy_n32_c1000_float32": "cross_entropy_rows",
    "cross_entropy_n32_c1000_float16": "cross_entropy_rows",
    "cross_entropy_n7_c50257_float16": "cross_entropy_rows",
    "cross_entropy_n1_c1_float32": "cross_entropy_rows",
    "cross_entropy_n1823_c781_float32": "cross_entropy_rows",
    # past 2^31 elements: 64-bit indexing
    "softmax_shape65536x40000_float32": "softmax_block_rows",
    # bfloat16: the rules float16 gets (same bytes)
    "softmax_shape32x256x56x56_bfloat16": "softmax_cols",
    "cross_entropy_n32_c1000_bfloat16": "cross_entropy_rows",
}


shaders, test_catalog_rules, test_catalog_registers = catalog_tests("softmax", EXPECTED_RULE, 128, stack_ok=True)


# -- emitted CUDA, run by the CPU emulator -----------------------------------------------------------------
EMU_CASES = [
    ("softmax", {"shape": "3x37x5x7", "algo": "log", "dtype": "float16"}, "softmax_thread_rows", None),
    ("softmax", {"shape": "2x37x13x13", "algo": "log", "dtype": "float16"}, "softmax_tile", None),
    ("softmax", {"shape": "2x5x3x40"}, "softmax_tile", {"groups": 4, "positions": 32}),
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, "softmax_exp_tile", None),
    ("softmax", {"shape": "3x7x5x9", "algo": "log"}, "softmax_exp_tile", {"groups": 8, "positions": 16}),
    ("softmax", {"shape": "3x1008", "algo": "log", "dtype": "float16"}, "softmax_split",
     {"chunks": 16, "threads": 128}),
    ("softmax", {"shape": "17x7x1x1", "mode": "instance"}, "softmax_block_rows", None),
    ("softmax", {"shape": "3x2000", "dtype": "float16"}, "softmax_block_rows", {"layout": "block"}),
    ("cross_entropy", {"n": "37", "c": "250", "dtype": "float16"}, "cross_entropy_rows", None),
    ("cross_entropy", {"n": "9", "c": "3000"}, "cross_entropy_rows", None),
    # dlight (bench's TVM-default peers) on the new stages: the exps
    ("softmax", {"shape": "2x7x3x5", "dtype": "float16"}, "dlight", None),
    # bfloat16 (__expf by default, as float16)
    ("softmax", {"shape": "3x37x5x7", "algo": "log", "dtype": "bfloat16"}, "softmax_thread_rows", None),
    ("softmax", {"shape": "2x37x13x13", "dtype": "bfloat16"}, "softmax_exp_tile", None),
    ("softmax", {"shape": "3x1008", "algo": "log", "dtype": "bfloat16"}, "softmax_split",
     {"chunks": 16, "threads": 128}),
    ("softmax", {"shape": "3x2000", "dtype": "bfloat16"}, "softmax_block_rows", {"layout": "block"}),
    ("cross_entropy", {"n": "37", "c": "250", "dtype": "bfloat16"}, "cross_entropy_rows", None),
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


def test_emulator_catches_a_broken_shuffle(emulated, emu_root):
    """The emulator is only worth something if a wrong exchange shows: rebuild the warp-per-row cross-entropy
    with shuffles that return the caller's own value (each row then sums one lane's terms only)."""
    import dataclasses

    from tvmgen.cpu import compare

    case = next(c for c in EMU_CASES if c[0] == "cross_entropy" and c[1]["c"] == "250")
    op, p, prog, _ = emulated[case_id(*case)]
    s = prog.shader
    broken = dataclasses.replace(s, source="#define __shfl_down_sync(mask, v, delta, width) (v)\n" + s.source)
    x = op.sample(p, np.random.default_rng(1))
    got = emulator.build(emu_root, [broken], opt="-O0")[0].run(x, timeout=60)
    assert compare(op, p, got, op.reference(p, x))
