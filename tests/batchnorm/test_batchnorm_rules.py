"""batchnorm_resident (tvmgen/rules/batchnorm/kernel_resident.py): a TIRx kernel, a block per channel with the
channel's slice in dynamic shared memory; and batchnorm_flat (kernel_flat.py), the inference kernel.

* where it applies (training, spatial, the slice fits in 227 KB) and where it returns None / is not preferred;
* the source compiles with nvcc for sm_90 with no spills (32x256x56x56 and awkward shapes);
* the emitted CUDA runs on the CPU in the emulator of tests/emulator.py (dynamic shared memory becomes a static
  array, cp.async a memcpy: each thread reads back only what it copied itself, so a synchronous copy is exact; a
  cluster becomes one block) and matches the float64 reference at the op's tolerance: 16-byte vectors, 8-byte
  cp.async (H*W % 4), scalar fallback (odd H*W), predicated last rounds, float32, a non-default epsilon / factor.
"""
import pytest

import emulator
from conftest import needs_nvcc
from helpers import check_builds_without_spills, emulator_tests
from tvmgen import hardware, ops

HW = hardware.get("sm_90")  # the expected values below are sm_90's

RULE = "batchnorm_resident"


def _p(raw):
    op = ops.get("batchnorm")
    return op, op.parse(raw)


def test_applies_where_the_slice_fits():
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES, chain

    rule = RULES[RULE]
    op, p = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float16"})
    assert chain(op, p, HW)[0] is rule
    s = codegen.build(op, p)
    assert s.rule == RULE and len(s.kernels) == 1
    k = s.kernels[0]
    assert k.grid == (256, 1, 1) and k.block == (512, 1, 1)  # 12544 16-byte vectors: 512 threads x 24.5
    assert k.dynamic_shared_bytes >= 32 * 56 * 56 * 2
    # fp32: 401 KB per channel fits a cluster of 4 blocks (100 KB each, cluster=0 picks it): the default there too
    op, p32 = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float32"})
    assert chain(op, p32, HW)[0] is rule
    s = codegen.build(op, p32)
    assert s.rule == RULE and len(s.kernels) == 1
    k = s.kernels[0]
    assert k.cluster == (4, 1, 1) and k.grid == (1024, 1, 1) and k.block == (512, 1, 1)
    assert k.dynamic_shared_bytes == 32 * 56 * 56 * 4 // 4 + 256 + 16
    # fp32 256x256x56x56: 401 KB a block even at cluster 8, does not fit; inference and per_activation are not
    # this rule's
    for raw in ({"shape": "256x256x56x56", "training": "true", "dtype": "float32"},
                {"shape": "32x256x56x56", "dtype": "float16"},
                {"shape": "4x16x7x7", "training": "true", "mode": "per_activation"}):
        op, p = _p(raw)
        assert rule.build(op, p, rule.default(op, p, HW), HW) is None
        assert rule not in chain(op, p, HW)
    # fits, but too few channels to fill the GPU: not preferred (batchnorm_split), still buildable by name
    op, p = _p({"shape": "32x64x56x56", "training": "true", "dtype": "float16"})
    assert rule not in chain(op, p, HW)
    assert rule.valid(op, p, rule.default(op, p, HW), HW) is None


def test_refuses_what_does_not_fit():
    rule = __import__("tvmgen.rules", fromlist=["RULES"]).RULES[RULE]
    op, p = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float32"})
    assert "shared memory" in rule.valid(op, p, {**rule.default(op, p, HW), "cluster": 1}, HW)
    assert rule.valid(op, p, rule.default(op, p, HW), HW) is None  # cluster=0: 4
    op, p = _p({"shape": "256x256x56x56", "training": "true", "dtype": "float32"})
    assert "shared memory" in rule.valid(op, p, rule.default(op, p, HW), HW)
    assert rule.build(op, p, rule.default(op, p, HW), HW) is None
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import chain

    assert rule not in chain(op, p, HW) and codegen.build(op, p).rule == "batchnorm_channel"  # the fallback


@needs_nvcc
@pytest.mark.parametrize("raw,config", [
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, None),
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, {"copy": "regs", "batch": 0}),
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, {"threads": 1024}),
    ({"shape": "4x150x7x9", "training": "true", "dtype": "float16"}, None),
    ({"shape": "16x256x28x28", "training": "true", "dtype": "float32"}, None),
])
def test_compiles_without_spills(raw, config):
    _built_without_spills(raw, config)


def _built_without_spills(raw, config):
    """Build the rule's shader, assert ptxas spilled nothing; (shader, {kernel: resources}) for further checks."""
    pytest.importorskip("tvm")
    from tvmgen import codegen, nvcc

    op, p = _p(raw)
    s = codegen.build(op, p, rule=RULE, config=config)
    res = nvcc.resources(s.source)
    for name, r in res.items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, (name, r)
    return s, res


# -- the emitted CUDA, run by the CPU emulator (tests/emulator.py) ----------------------------------------------
BN = "batchnorm"
EMU_CASES = [
    (BN, {"shape": "3x5x17x16", "training": "1", "dtype": "float16"}, RULE, None),  # 102 vectors, 128 threads: a tail
    # 200 vectors over 32 threads: 7 rounds (the last partial) in 4 groups of 2 (the last one short)
    (BN, {"shape": "4x3x25x16", "training": "1", "dtype": "float16"}, RULE, {"threads": 32, "batch": 2}),
    (BN, {"shape": "5x3x25x16", "training": "1", "dtype": "float16"}, RULE,
     {"copy": "regs", "batch": 4, "threads": 32}),
    (BN, {"shape": "4x3x25x16", "training": "1", "dtype": "float16"}, RULE, {"threads": 64, "batch": 1}),
    (BN, {"shape": "2x3x6x6", "training": "1", "dtype": "float16", "epsilon": "1e-3", "factor": "0.3"}, RULE, None),
    (BN, {"shape": "4x150x7x9", "training": "1", "dtype": "float16"}, RULE, None),  # odd H*W: scalar, registers
    (BN, {"shape": "3x37x5x9", "training": "1", "epsilon": "1e-3", "factor": "0.3"}, RULE, None),  # float32, 4-byte
    (BN, {"shape": "2x6x4x8", "training": "1"}, RULE, {"batch": 0}),  # float32 16-byte vectors
    (BN, {"shape": "3x4x1x1", "training": "1", "dtype": "float16"}, RULE, None),
    # persist=1: 132 blocks walk 140-150 channels, the next channel streamed into each slot as Y frees it
    (BN, {"shape": "2x150x4x8", "training": "1", "dtype": "float16"}, RULE, {"persist": 1}),
    (BN, {"shape": "4x140x8x16", "training": "1", "dtype": "float16"}, RULE, {"persist": 1, "threads": 32, "batch": 1}),
    (BN, {"shape": "5x140x5x16", "training": "1", "dtype": "float16", "factor": "0.3"}, RULE,
     {"persist": 1, "threads": 32, "batch": 2}),  # 50 vectors over 32 threads: a partial second round
    (BN, {"shape": "2x140x3x4", "training": "1", "epsilon": "1e-3"}, RULE, {"persist": 1}),  # float32
    # batchnorm_flat (inference): rounds with a tail, 8-byte vectors (H*W % 4), scalars (odd H*W), cache hints
    (BN, {"shape": "3x5x17x16", "dtype": "float16"}, "batchnorm_flat", {"rounds": 4, "threads": 128}),
    (BN, {"shape": "2x3x6x6", "dtype": "float16", "epsilon": "1e-3"}, "batchnorm_flat", {"rounds": 2}),
    (BN, {"shape": "3x37x5x9"}, "batchnorm_flat", {"rounds": 8}),
    (BN, {"shape": "1x37x1x1", "dtype": "float16"}, "batchnorm_flat", None),
    (BN, {"shape": "3x5x17x16", "dtype": "float16"}, "batchnorm_flat", {"rounds": 2, "hint": 1}),
    # bfloat16: 16-byte vectors of 8, odd H*W scalars
    (BN, {"shape": "3x5x17x16", "training": "1", "dtype": "bfloat16"}, RULE, None),
    (BN, {"shape": "4x150x7x9", "training": "1", "dtype": "bfloat16"}, RULE, None),
    (BN, {"shape": "3x5x17x16", "dtype": "bfloat16"}, "batchnorm_flat", {"rounds": 4, "threads": 128}),
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)


# -- batchnorm_flat: where it applies, what it emits ------------------------------------------------------------
def test_batchnorm_flat_applies_to_inference_only():
    pytest.importorskip("tvm")
    from tvmgen.rules import RULES, chain

    rule = RULES["batchnorm_flat"]
    for raw in ({"shape": "32x256x56x56", "dtype": "float16"}, {"shape": "1x37x1x1"}):
        op, p = _p(raw)
        assert chain(op, p, HW)[0] is rule
    for raw in ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"},
                {"shape": "4x16x7x7", "mode": "per_activation"}):
        op, p = _p(raw)
        assert rule.build(op, p, rule.default(op, p, HW), HW) is None


@needs_nvcc
@pytest.mark.parametrize("name,raw,rule,config", [
    (BN, {"shape": "32x256x56x56", "dtype": "float16"}, "batchnorm_flat", {"rounds": 8, "hint": 1}),
    (BN, {"shape": "32x256x56x56"}, "batchnorm_flat", {"rounds": 4}),
])
def test_tirx_rules_compile_without_spills(name, raw, rule, config):
    check_builds_without_spills(name, raw, rule, config)


# -- batchnorm_resident cluster > 1: a channel over a thread-block cluster, partial sums through DSMEM ----------
def test_cluster_applies_and_halves_the_slice():
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES
    from tvmgen.rules.batchnorm.kernel_resident import smem_bytes

    rule = RULES[RULE]
    op, p = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float16"})
    for cl, block in ((2, 512), (4, 448)):
        s = codegen.build(op, p, rule=RULE, config={"cluster": cl, "threads": block})
        k = s.kernels[0]
        assert k.cluster == (cl, 1, 1) and k.grid == (256 * cl, 1, 1) and k.block == (block, 1, 1)
        assert k.dynamic_shared_bytes == smem_bytes(p, cl) < 2 * 200960 // (2 * cl) + 512  # 2 (4) blocks per SM
        assert f"__cluster_dims__({cl}, 1, 1)" in s.source and "mapa.u64" in s.source
    # cluster 1 keeps today's kernel: no cluster, the whole slice
    k = codegen.build(op, p, rule=RULE, config={"cluster": 1}).kernels[0]
    assert k.cluster == (1, 1, 1) and k.grid == (256, 1, 1) and "__cluster_dims__" not in codegen.build(op, p).source
    # fp32 32x256x56x56 (401 KB per channel): a cluster of 2 (200 KB) or 4 fits; alone it does not
    op, p32 = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float32"})
    assert rule.build(op, p32, {**rule.default(op, p32, HW), "cluster": 1}, HW) is None
    for cl in (2, 4):
        assert rule.valid(op, p32, {**rule.default(op, p32, HW), "cluster": cl}, HW) is None
        assert rule.build(op, p32, {**rule.default(op, p32, HW), "cluster": cl}, HW) is not None
    # 128x256x56x56 fp16 (802 KB a channel): a cluster of 2 leaves 401 KB a block, too much; 4 leave 200 KB
    op, pbig = _p({"shape": "128x256x56x56", "training": "true", "dtype": "float16"})
    assert "shared memory" in rule.valid(op, pbig, {**rule.default(op, pbig, HW), "cluster": 2}, HW)
    assert rule.valid(op, pbig, {**rule.default(op, pbig, HW), "cluster": 4}, HW) is None
    # persist walks whole channels: not with a cluster
    assert "cluster" in rule.valid(op, p, {**rule.default(op, p, HW), "cluster": 2, "persist": 1}, HW)


def test_cluster_auto_splits_only_what_does_not_fit():
    """cluster=0 (the default): 1 where the whole slice fits (no split measured faster: fp16 32x256x56x56 30.4 us
    alone, 30.1-32.4 over 2-8 blocks), else the smallest cluster with 2 blocks per SM (fp32 32x256x56x56: 4,
    59.3 us against 61.2 at 2 and batchnorm_channel's 74.7), else the smallest that fits."""
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules.batchnorm.kernel_resident import auto_cluster

    for raw, cl in ((("32x256x56x56", "float16"), 1), (("32x256x56x56", "float32"), 4), (("8x144x28x28", "float16"), 1),
                    (("4x150x7x9", "float16"), 1), (("64x256x56x56", "float16"), 4), (("128x256x56x56", "float16"), 8),
                    (("64x256x56x56", "float32"), 8), (("16x256x56x56", "float32"), 1),
                    (("40x256x56x56", "float32"), 8),  # 490 KB: 2 per SM at 8 (61 KB), 4 leaves 122 KB
                    (("256x256x56x56", "float32"), 1)):  # fits nothing: the rule does not apply
        op, p = _p({"shape": raw[0], "training": "1", "dtype": raw[1]})
        assert auto_cluster(p, HW) == cl, raw
    # cluster=0 builds what the cluster it picks builds; today's kernel where it picks 1
    for raw, cl in ((("32x256x56x56", "float16"), 1), (("32x256x56x56", "float32"), 4),
                    (("8x144x28x28", "float16"), 1)):
        op, p = _p({"shape": raw[0], "training": "1", "dtype": raw[1]})
        a = codegen.build(op, p, rule=RULE, config={"cluster": 0}).source
        assert a == codegen.build(op, p, rule=RULE, config={"cluster": cl}).source


@needs_nvcc
@pytest.mark.parametrize("raw,config", [
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, {"cluster": 2}),
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, {"cluster": 2, "copy": "regs"}),
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"}, {"cluster": 4, "threads": 512}),
    ({"shape": "32x256x56x56", "training": "true", "dtype": "float32"}, {"cluster": 4}),
    ({"shape": "8x64x28x28", "training": "true", "dtype": "float16"}, {"cluster": 2}),
    ({"shape": "4x150x7x9", "training": "true", "dtype": "float16"}, {"cluster": 4}),  # scalars, ranks uneven
])
def test_cluster_compiles_without_spills(raw, config):
    s, res = _built_without_spills(raw, config)
    for name, r in res.items():
        # registers do not cut the blocks per SM below what shared memory and the thread limit allow (the point of
        # the smaller slices: 2 blocks per SM at 32x256x56x56 fp16 cluster 2, 4 at cluster 4)
        k = s.kernels[0]
        blocks = min(HW.blocks_per_sm(k.dynamic_shared_bytes), HW.max_threads_per_sm // k.block[0], 32)
        assert r["registers"] * k.block[0] * blocks <= HW.registers_per_sm, (name, r, blocks)


CLUSTER_CASES = [
    ({"shape": "3x5x17x16", "training": "1", "dtype": "float16"}, {"cluster": 2}),  # 51 vectors a rank, 64 threads
    # 50 vectors a rank over 32 threads: 2 rounds (the last partial), 16-byte cp.async
    ({"shape": "4x3x25x16", "training": "1", "dtype": "float16"}, {"cluster": 4, "threads": 32, "batch": 1}),
    ({"shape": "5x3x25x16", "training": "1", "dtype": "float16"},
     {"cluster": 2, "copy": "regs", "batch": 4, "threads": 32}),
    ({"shape": "2x3x6x6", "training": "1", "dtype": "float16", "epsilon": "1e-3", "factor": "0.3"},
     {"cluster": 2}),  # 8-byte cp.async
    ({"shape": "3x5x7x7", "training": "1", "dtype": "float16"}, {"cluster": 4}),  # odd H*W: scalars; 147 = 37+37+37+36
    ({"shape": "3x37x5x9", "training": "1", "epsilon": "1e-3", "factor": "0.3"}, {"cluster": 2}),  # float32, 4-byte
    ({"shape": "2x6x4x8", "training": "1"}, {"cluster": 4, "batch": 0}),  # float32 16-byte vectors
    ({"shape": "3x4x1x1", "training": "1", "dtype": "float16"}, {"cluster": 4}),  # 3 vectors: the last rank has none
    ({"shape": "8x64x28x28", "training": "1", "dtype": "float16"}, {"cluster": 2, "threads": 128}),  # 392 a rank, tail
    ({"shape": "2x8x56x56", "training": "1", "dtype": "float16"}, {"cluster": 4, "threads": 256}),  # 3136-vector slice
]


def _as_block(s):
    assert s.rule == RULE and s.kernels[0].cluster == (s.config["cluster"], 1, 1) != (1, 1, 1)
    return emulator.cluster_as_block(s)


emulated_clusters, test_cluster_emitted_cuda_runs_correctly = emulator_tests(
    [(BN, raw, RULE, config) for raw, config in CLUSTER_CASES], "emulated_clusters", _as_block)
