"""batchnorm (inference and training, spatial and per-activation): what is particular to the family.

* the sampler keeps every statistic well conditioned; the split rule refuses empty pieces;
* what each committed entry of catalog/batchnorm.toml holds: the schedule rule we expect, a sane tolerance, named
  workspaces, the training kernels' layout (partial sums in workspaces, or one kernel with the channel's slice in
  shared memory), at most 128 registers a thread;
* the emitted CUDA of the family's schedule rules (tvmgen/rules/batchnorm/schedule.py) *runs*, on the CPU: a small
  emulator (tests/emulator.py) compiles TVM's CUDA source as C++ (each CUDA thread a ucontext fiber, blocks one
  after another, shared memory shared by the block's fibers, __syncthreads a barrier, warp shuffles exchanged
  between the fibers of a warp) and the outputs are compared with the reference at the operator's tolerance.

Its cases and bad parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py. Its TIRx kernel
rules (batchnorm_resident, batchnorm_flat) are test_batchnorm_rules'.
"""
import numpy as np

from helpers import catalog_tests, emulator_tests, kv
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the arch the catalog is emitted for


def test_sampler_keeps_statistics_well_conditioned():
    """Normalization magnifies rounding by 1 / std: in training every statistic's std stays away from zero with |X|
    bounded; the running variance and |scale| stay away from zero (the operator's cases and a few odd shapes)."""
    op = ops.get("batchnorm")
    raws = [kv(c) for c in op.cases] + [{"shape": "2x64x3x3", "training": "1", "mode": "per_activation"},
                                          {"shape": "2x16x1x1", "training": "1"}, {"shape": "3x8x5x5", "training": "1"}]
    for raw in raws:
        p = op.parse(raw)
        x = op.sample(p, np.random.default_rng(0))
        assert (x["running_var"] > 0).all() and (np.abs(x["scale"]) >= 0.5).all(), raw
        if p["training"]:
            X = x["X"].astype(np.float64)
            axes = (0, 2, 3) if p["mode"] == "spatial" else (0,)
            assert X.std(axis=axes).min() > 0.4 and np.abs(X).max() < 2, raw


def test_split_rule_refuses_empty_pieces():
    from tvmgen import rules

    op = ops.get("batchnorm")
    p = op.parse({"shape": "2x5x1x1", "training": "1"})
    r = rules.get("batchnorm_split", op)
    assert r.valid(op, p, {**r.default(op, p, HW), "chunks": 2}, HW) is None
    assert "does not divide the 2 terms" in r.valid(op, p, {**r.default(op, p, HW), "chunks": 4}, HW)


# -- the catalog: the committed shaders (tests/test_catalog.py compiles them) -------------------------------------
# The schedule each entry must get (a change here is a deliberate schedule change).
EXPECTED_RULE = {
    "batchnorm_shape32x256x56x56_float32": "batchnorm_flat",
    "batchnorm_shape32x256x56x56_float16": "batchnorm_flat",  # relu's flat layout: 29.6 us, nchw_planes 31.0
    "batchnorm_shape32x256x56x56_training1_float32": "batchnorm_resident",  # 401 KB: a cluster of 4, 100 KB each
    "batchnorm_shape32x256x56x56_training1_float16": "batchnorm_resident",  # 200 KB slice per channel in smem
    "batchnorm_shape32x256x56x56_training1_modeper_activation_float32": "batchnorm_thread_stats",
    "batchnorm_shape32x256x56x56_training1_modeper_activation_float16": "batchnorm_thread_stats",
    "batchnorm_shape32x64x112x112_training1_float16": "batchnorm_split",  # 64 channels: too few blocks alone
    "batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32": "batchnorm_split",
    "batchnorm_shape1x37x1x1_float16": "batchnorm_flat",
    "batchnorm_shape2x1000x1x1_training1_float32": "batchnorm_resident",
    "batchnorm_shape2x7x3x5_training1_modeper_activation_float16": "batchnorm_thread_stats",
    "batchnorm_shape4x150x7x9_training1_float16": "batchnorm_resident",
    "batchnorm_shape2x144x5x16_training1_epsilon0p001_float16": "batchnorm_resident",
    "batchnorm_shape2x3x25x16_float16": "batchnorm_flat",
    # past 2^31 elements: 64-bit indexing
    "batchnorm_shape64x128x512x512_float16": "nchw_planes",
    "batchnorm_shape64x128x512x512_training1_float16": "batchnorm_split",
    # bfloat16: the rules float16 gets (same bytes)
    "batchnorm_shape32x256x56x56_bfloat16": "batchnorm_flat",
    "batchnorm_shape32x256x56x56_training1_bfloat16": "batchnorm_resident",
}


shaders, test_catalog_rules, test_catalog_registers = catalog_tests("batchnorm", EXPECTED_RULE, 128, stack_ok=True)


def test_multi_kernel_manifest(shaders):
    """batchnorm training (spatial) with few channels: one pass of partial (shifted sum, sum of squares) pairs,
    a combine (+ the four statistics), Y; the intermediates are workspaces the host allocates."""
    s = shaders["batchnorm_shape32x64x112x112_training1_float16"]
    assert len(s.kernels) == 3
    assert {w["name"] for w in s.workspaces} == {"stats_v0_rf", "stats_v1_rf", "stats_v0", "stats_v1"}
    assert [sorted(a["name"] for a in k.args if a["name"] in {"Y", "saved_mean", "saved_inv_std"})
            for k in s.kernels] == [[], ["saved_inv_std", "saved_mean"], ["Y"]]
    assert s.kernels[0].grid[0] >= HW.sms, "the partial sums must fill the GPU"


def test_batchnorm_training_one_kernel(shaders):
    """Enough channels: one kernel, a block per channel. fp16: the channel's slice resident in shared memory
    (batchnorm_resident: X streamed in by 16-byte cp.async, read from DRAM once); fp32 (401 KB per channel, too
    big for a block): batchnorm_resident over a thread-block cluster of 4 (100 KB each, partial sums through
    distributed shared memory; 59.3 us against batchnorm_channel's 74.7 on the H200)."""
    s = shaders["batchnorm_shape32x256x56x56_training1_float16"]
    assert len(s.kernels) == 1 and not s.workspaces
    assert s.kernels[0].grid[0] == 256 and s.kernels[0].dynamic_shared_bytes >= 32 * 56 * 56 * 2
    assert "cp.async.cg.shared.global [%0], [%1], 16;" in s.source
    assert "__syncthreads()" in s.source
    s = shaders["batchnorm_shape32x256x56x56_training1_float32"]
    assert len(s.kernels) == 1 and not s.workspaces
    assert s.kernels[0].grid[0] == 1024 and s.kernels[0].cluster == (4, 1, 1)
    assert s.kernels[0].dynamic_shared_bytes >= 32 * 56 * 56 * 4 // 4
    assert "cp.async.cg.shared.global [%0], [%1], 16;" in s.source and "mapa.u64" in s.source


# -- emitted CUDA, run by the CPU emulator -----------------------------------------------------------------
EMU_CASES = [
    ("batchnorm", {"shape": "2x3x12x12", "dtype": "float16"}, "nchw_planes", None),
    ("batchnorm", {"shape": "2x3x25x16", "dtype": "float16"}, "nchw_planes", None),  # 16-byte path, 50 of 64 threads
    ("batchnorm", {"shape": "2x3x25x16", "dtype": "float16"}, "nchw_planes", {"stage": 1, "unroll": 1}),  # via smem
    # 2 x 75 of 96
    ("batchnorm", {"shape": "2x3x25x48", "dtype": "float16"}, "nchw_planes", {"unroll": 1, "threads": 128}),
    ("batchnorm", {"shape": "3x5x7x24", "dtype": "float16"}, "nchw_planes", {"stage": 1, "threads": 128}),
    ("batchnorm", {"shape": "2x37x5x3", "training": "1", "mode": "per_activation", "dtype": "float16"},
     "batchnorm_thread_stats", None),
    ("batchnorm", {"shape": "3x5x17x18", "training": "1"}, "batchnorm_split", {"chunks": 2, "threads": 128}),
    ("batchnorm", {"shape": "3x5x17x16", "training": "1", "dtype": "float16"}, "batchnorm_channel",
     {"threads": 64, "unroll": 2}),
    ("batchnorm", {"shape": "2x3x7x9", "training": "1", "epsilon": "1e-3", "factor": "0.3"}, "batchnorm_channel", None),
    ("batchnorm", {"shape": "3x4x1x1", "training": "1", "dtype": "float16"}, "batchnorm_channel", None),
    ("batchnorm", {"shape": "2x5x1x1", "training": "1", "dtype": "float16"}, "batchnorm_split", None),
    ("batchnorm", {"shape": "1x37x1x1", "dtype": "float16"}, "dlight", None),
    # dlight (bench's TVM-default peers) on the new stages: the (sum, sum of squares) pair
    ("batchnorm", {"shape": "2x5x3x4", "training": "1", "dtype": "float16"}, "dlight", None),
    # bfloat16: the 16-byte paths of float16 (8 lanes), fp32 statistics
    ("batchnorm", {"shape": "2x3x25x16", "dtype": "bfloat16"}, "nchw_planes", {"stage": 1, "unroll": 1}),
    ("batchnorm", {"shape": "2x37x5x3", "training": "1", "mode": "per_activation", "dtype": "bfloat16"},
     "batchnorm_thread_stats", None),
    ("batchnorm", {"shape": "3x5x17x16", "training": "1", "dtype": "bfloat16"}, "batchnorm_channel",
     {"threads": 64, "unroll": 2}),
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)
