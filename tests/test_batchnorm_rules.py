"""batchnorm_resident (tvmgen/rules/batchnorm_resident.py): a TIRx kernel, a block per channel with the channel's
slice in dynamic shared memory.

* where it applies (training, spatial, the slice fits in 227 KB) and where it returns None / is not preferred;
* the source compiles with nvcc for sm_90 with no spills (32x256x56x56 and awkward shapes);
* the emitted CUDA runs on the CPU in the emulator of tests/emulator.py (dynamic shared memory becomes a static
  array, cp.async a memcpy: each thread reads back only what it copied itself, so a synchronous copy is exact) and
  matches the float64 reference at the op's tolerance: 16-byte vectors, 8-byte cp.async (H*W % 4), scalar fallback
  (odd H*W), predicated last rounds, float32, a non-default epsilon / factor.
"""
import re

import pytest

import emulator
from conftest import needs_nvcc
from tvmgen import ops

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
    assert chain(op, p)[0] is rule
    s = codegen.build(op, p)
    assert s.rule == RULE and len(s.kernels) == 1
    k = s.kernels[0]
    assert k.grid == (256, 1, 1) and k.block == (512, 1, 1)  # 12544 16-byte vectors: 512 threads x 24.5
    assert k.dynamic_shared_bytes >= 32 * 56 * 56 * 2
    # fp32: 401 KB per channel fits a cluster of 4 blocks (100 KB each, cluster=0 picks it): the default there too
    op, p32 = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float32"})
    assert chain(op, p32)[0] is rule
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
        assert rule.apply(None, op, p, rule.default(op, p), None) is None
        assert rule not in chain(op, p)
    # fits, but too few channels to fill the GPU: not preferred (batchnorm_split), still buildable by name
    op, p = _p({"shape": "32x64x56x56", "training": "true", "dtype": "float16"})
    assert rule not in chain(op, p)
    assert rule.valid(op, p, rule.default(op, p)) is None


def test_refuses_what_does_not_fit():
    rule = __import__("tvmgen.rules", fromlist=["RULES"]).RULES[RULE]
    op, p = _p({"shape": "32x256x56x56", "training": "true", "dtype": "float32"})
    assert "shared memory" in rule.valid(op, p, {**rule.default(op, p), "cluster": 1})
    assert rule.valid(op, p, rule.default(op, p)) is None  # cluster=0: 4
    op, p = _p({"shape": "256x256x56x56", "training": "true", "dtype": "float32"})
    assert "shared memory" in rule.valid(op, p, rule.default(op, p))
    assert rule.apply(None, op, p, rule.default(op, p), None) is None
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import chain

    assert rule not in chain(op, p) and codegen.build(op, p).rule == "batchnorm_channel"  # the fallback


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
BN, LRN = "batchnorm", "lrn"
EMU_CASES = [
    (BN, {"shape": "3x5x17x16", "training": "1", "dtype": "float16"}, RULE, None),  # 102 vectors, 128 threads: a tail
    # 200 vectors over 32 threads: 7 rounds (the last partial) in 4 groups of 2 (the last one short)
    (BN, {"shape": "4x3x25x16", "training": "1", "dtype": "float16"}, RULE, {"threads": 32, "batch": 2}),
    (BN, {"shape": "5x3x25x16", "training": "1", "dtype": "float16"}, RULE, {"copy": "regs", "batch": 4, "threads": 32}),
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
    # lrn_slide: 16-byte vectors and a partial last chunk (17 channels), halos at both ends, n even / odd / 1,
    # the fast pow (fp16, beta 0.75) and the op's forms, a tail of threads, float32, odd H*W (scalar)
    (LRN, {"shape": "2x17x5x8", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "3x20x4x6", "n": "4", "alpha": "0.5", "k": "1", "dtype": "float16"}, "lrn_slide",
     {"chunk": 4, "threads": 128}),
    (LRN, {"shape": "2x9x12x12", "n": "7", "alpha": "3", "beta": "3", "k": "1"}, "lrn_slide", {"chunk": 16}),
    (LRN, {"shape": "2x17x7x9", "n": "16", "alpha": "0.5", "beta": "1", "k": "1", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "1x3x1x1", "n": "1", "alpha": "2", "beta": "0.5"}, "lrn_slide", None),
    (LRN, {"shape": "2x11x8x8", "dtype": "float16"}, "lrn_slide", {"fast": 0, "vec": 4}),
    (LRN, {"shape": "2x11x8x8", "alpha": "1"}, "lrn_slide", {"chunk": 32}),
    # batchnorm_flat (inference): rounds with a tail, 8-byte vectors (H*W % 4), scalars (odd H*W), cache hints
    (BN, {"shape": "3x5x17x16", "dtype": "float16"}, "batchnorm_flat", {"rounds": 4, "threads": 128}),
    (BN, {"shape": "2x3x6x6", "dtype": "float16", "epsilon": "1e-3"}, "batchnorm_flat", {"rounds": 2}),
    (BN, {"shape": "3x37x5x9"}, "batchnorm_flat", {"rounds": 8}),
    (BN, {"shape": "1x37x1x1", "dtype": "float16"}, "batchnorm_flat", None),
    (BN, {"shape": "3x5x17x16", "dtype": "float16"}, "batchnorm_flat", {"rounds": 2, "hint": 1}),
]


def _emu_source(s) -> str:
    """The kernel as the emulator's C++: dynamic shared memory a static array of the launch's size; cp.async a
    synchronous memcpy (its waits and commits vanish); the shared-window address a plain pointer."""
    src = s.source
    dyn = max(k.dynamic_shared_bytes for k in s.kernels)
    src = re.sub(r"extern __shared__ __align__\((\d+)\) (\w+) (\w+)\[\];",
                 lambda m: f"alignas({m[1]}) static {m[2]} {m[3]}[({dyn} + sizeof({m[2]}) - 1) / sizeof({m[2]})];", src)
    src = re.sub(r'asm volatile\("cp\.async\.c[ag]\.shared\.global \[%0\], \[%1\], (\d+);"[^;]*;',
                 r"memcpy((void*)__dst_mem, __src_mem, \1);", src)
    src = re.sub(r'asm volatile\("cp\.async\.(wait_group \d+|commit_group|wait_all);"[^;]*;', ";", src)
    src = src.replace("uint32_t __dst_mem", "uintptr_t __dst_mem")
    # batchnorm_flat hint=1: 16-byte loads and stores with cache hints
    src = re.sub(r'asm volatile\("ld\.global[\w.:]*\.v4\.u32 \{%0, %1, %2, %3\}, \[%4\];"[^;]*;',
                 "{ uint32_t t[4]; memcpy(t, __addr, 16); __d0 = t[0]; __d1 = t[1]; __d2 = t[2]; __d3 = t[3]; }", src)
    src = re.sub(r'asm volatile\("st\.global[\w.:]*\.v4\.u32 \[%0\], \{%1, %2, %3, %4\}\;"[^;]*;',
                 "{ uint32_t t[4] = {__value0, __value1, __value2, __value3}; memcpy((void*)__addr, t, 16); }", src)
    src = re.sub(r"unsigned int tvm_builtin_cuda_cvta_generic_to_shared\(void\* p\) \{\s*return __cvta_generic_to_shared\(p\);",
                 "uintptr_t tvm_builtin_cuda_cvta_generic_to_shared(void* p) { return (uintptr_t)p;", src)
    assert "asm" not in src.split('extern "C"', 1)[1], "an instruction the emulator does not know"
    return emulator.static_shared(src)


def _check_emulated(emu_root, tmp_path, op, p, s):
    """Build shader `s` against the CUDA emulator, run it on the op's sample inputs and compare with the reference."""
    emulator.build(emu_root, tmp_path, s, _emu_source(s))
    emulator.check(op, p, s, tmp_path, timeout=300)


@pytest.mark.parametrize("name,raw,rule,config", EMU_CASES,
                         ids=[f"{n}-{rl}-" + "-".join(map(str, r.values())) + f"-{c}" for n, r, rl, c in EMU_CASES])
def test_emitted_cuda_runs_correctly(emu_root, tmp_path, name, raw, rule, config):
    from tvmgen import codegen

    op = ops.get(name)
    p = op.parse(raw)
    s = codegen.build(op, p, rule=rule, config=config)
    assert s.rule == rule
    _check_emulated(emu_root, tmp_path, op, p, s)


# -- lrn_slide and batchnorm_flat: where they apply, what they emit ----------------------------------------------
def test_lrn_slide_applies_and_fits_its_registers():
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES, chain
    from tvmgen.rules.lrn_slide import REG_BUDGET, regs

    lrn = ops.get("lrn")
    p = lrn.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert chain(lrn, p)[0] is RULES["lrn_slide"]
    s = codegen.build(lrn, p)
    # 32 images x 16 chunks of 16 channels x 1568 two-lane vectors = 3136 blocks of 256
    assert s.rule == "lrn_slide" and s.kernels[0].block == (256, 1, 1) and s.kernels[0].grid == (3136, 1, 1)
    assert "*(half2*)(xr_ptr" in s.source  # 4-byte loads: 32 registers, 8 blocks per SM (faster than 8-byte on the H200)
    small = lrn.parse({"shape": "2x21x6x8", "dtype": "float16"})
    assert RULES["lrn_slide"].default(lrn, small)["vec"] == 4  # too few blocks to fill the SMs: the 8-byte kernel
    body = s.source.split('extern "C" __global__', 1)[1].replace("rsqrtf(", "")
    assert "sqrtf(" not in body and "powf" not in body  # fp16, beta 0.75: r * r * rsqrt(r), no IEEE sqrt
    # float32: not the default (untimed); named, it keeps the op's own pow form (no fp16 rounding to hide more ulp)
    p32 = lrn.parse({"shape": "4x32x14x14"})
    assert RULES["lrn_slide"] not in chain(lrn, p32)
    s32 = codegen.build(lrn, p32, rule="lrn_slide")
    assert "sqrtf(" in s32.source.split('extern "C" __global__', 1)[1].replace("rsqrtf(", "")
    # a wide window: lanes (then the chunk) shrink until the registers fit
    rule = RULES["lrn_slide"]
    for raw in ({"shape": "8x96x56x56", "n": "16", "dtype": "float16"}, {"shape": "2x64x8x8", "n": "16"}):
        p = lrn.parse(raw)
        assert regs(p, 8 if p["dtype"] == "float16" else 4, 8) > REG_BUDGET
        assert rule.apply(None, lrn, p, rule.default(lrn, p), None) is not None


def test_batchnorm_flat_applies_to_inference_only():
    pytest.importorskip("tvm")
    from tvmgen.rules import RULES, chain

    rule = RULES["batchnorm_flat"]
    for raw in ({"shape": "32x256x56x56", "dtype": "float16"}, {"shape": "1x37x1x1"}):
        op, p = _p(raw)
        assert chain(op, p)[0] is rule
    for raw in ({"shape": "32x256x56x56", "training": "true", "dtype": "float16"},
                {"shape": "4x16x7x7", "mode": "per_activation"}):
        op, p = _p(raw)
        assert rule.apply(None, op, p, rule.default(op, p), None) is None


@needs_nvcc
@pytest.mark.parametrize("name,raw,rule,config", [
    (LRN, {"shape": "32x256x56x56", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "32x256x56x56", "dtype": "float16"}, "lrn_slide", {"vec": 4, "chunk": 16}),
    (LRN, {"shape": "8x96x56x56", "n": "16", "dtype": "float16"}, "lrn_slide", None),
    (LRN, {"shape": "8x96x55x55", "n": "5"}, "lrn_slide", {"chunk": 32}),
    (BN, {"shape": "32x256x56x56", "dtype": "float16"}, "batchnorm_flat", {"rounds": 8, "hint": 1}),
    (BN, {"shape": "32x256x56x56"}, "batchnorm_flat", {"rounds": 4}),
])
def test_tirx_rules_compile_without_spills(name, raw, rule, config):
    pytest.importorskip("tvm")
    from tvmgen import codegen, nvcc

    op = ops.get(name)
    s = codegen.build(op, op.parse(raw), rule=rule, config=config)
    for k, r in nvcc.resources(s.source).items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, (k, r)
        assert r["registers"] <= 128, (k, r)


# -- batchnorm_resident cluster > 1: a channel over a thread-block cluster, partial sums through DSMEM ----------
def test_cluster_applies_and_halves_the_slice():
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES
    from tvmgen.rules.batchnorm_resident import smem_bytes

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
    assert rule.apply(None, op, p32, {**rule.default(op, p32), "cluster": 1}, None) is None
    for cl in (2, 4):
        assert rule.valid(op, p32, {**rule.default(op, p32), "cluster": cl}) is None
        assert rule.apply(None, op, p32, {**rule.default(op, p32), "cluster": cl}, None) is not None
    # 128x256x56x56 fp16 (802 KB a channel): a cluster of 2 leaves 401 KB a block, too much; 4 leave 200 KB
    op, pbig = _p({"shape": "128x256x56x56", "training": "true", "dtype": "float16"})
    assert "shared memory" in rule.valid(op, pbig, {**rule.default(op, pbig), "cluster": 2})
    assert rule.valid(op, pbig, {**rule.default(op, pbig), "cluster": 4}) is None
    # persist walks whole channels: not with a cluster
    assert "cluster" in rule.valid(op, p, {**rule.default(op, p), "cluster": 2, "persist": 1})


def test_cluster_auto_splits_only_what_does_not_fit():
    """cluster=0 (the default): 1 where the whole slice fits (no split measured faster: fp16 32x256x56x56 30.4 us
    alone, 30.1-32.4 over 2-8 blocks), else the smallest cluster with 2 blocks per SM (fp32 32x256x56x56: 4,
    59.3 us against 61.2 at 2 and batchnorm_channel's 74.7), else the smallest that fits."""
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules.batchnorm_resident import auto_cluster

    for raw, cl in ((("32x256x56x56", "float16"), 1), (("32x256x56x56", "float32"), 4), (("8x144x28x28", "float16"), 1),
                    (("4x150x7x9", "float16"), 1), (("64x256x56x56", "float16"), 4), (("128x256x56x56", "float16"), 8),
                    (("64x256x56x56", "float32"), 8), (("16x256x56x56", "float32"), 1),
                    (("40x256x56x56", "float32"), 8),  # 490 KB: 2 per SM at 8 (61 KB), 4 leaves 122 KB
                    (("256x256x56x56", "float32"), 1)):  # fits nothing: the rule does not apply
        op, p = _p({"shape": raw[0], "training": "1", "dtype": raw[1]})
        assert auto_cluster(p) == cl, raw
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
        blocks = min(228 * 1024 // (k.dynamic_shared_bytes + 1024), 2048 // k.block[0], 32)
        assert r["registers"] * k.block[0] * blocks <= 65536, (name, r, blocks)


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


def _cluster_emu(s):
    """The cluster kernel for the emulator: a cluster becomes ONE block of CL x TH threads (rank = thread / TH), so
    the cluster barrier is a block barrier, each rank's dynamic shared memory a DYN-byte piece of one static array,
    mapa an offset between pieces and the remote ld a memcpy."""
    k = s.kernels[0]
    cl, th = k.cluster[0], k.block[0]
    dyn = (k.dynamic_shared_bytes + 15) // 16 * 16
    src = re.sub(r"__cluster_dims__\(\d+, 1, 1\) ", "", s.source)
    head, body = src.split('extern "C"', 1)
    body = body.replace("threadIdx.x", "emu_tx()")
    body = body.replace("tvm_builtin_ptx_fetch_register_clusterid_x()", "((int)blockIdx.x)")
    body = body.replace("tvm_builtin_cluster_ctaid_x()", "emu_rank()")
    body = body.replace("tvm_builtin_ptx_mapa_u64(", "emu_mapa(")
    body = body.replace("tvm_builtin_ptx_ld_vec_v2_f32(", "emu_ld_v2(")
    body = body.replace("tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive()", "((void)0)")
    body = body.replace("tvm_builtin_ptx_barrier_cluster_wait_cluster_wait()", "__syncthreads()")
    body, n = re.subn(r"extern __shared__ __align__\(\d+\) (\w+) (\w+)\[\];",
                      r"\1* \2 = (\1*)(emu_smem + emu_rank() * EMU_DYN);", body)
    assert n == 1
    prelude = (f"static const unsigned EMU_TH = {th}; static const long EMU_DYN = {dyn};\n"
               f"alignas(16) static unsigned char emu_smem[{cl} * EMU_DYN];\n"
               "inline unsigned emu_tx() { return emu::cur->tid.x % EMU_TH; }\n"
               "inline unsigned emu_rank() { return emu::cur->tid.x / EMU_TH; }\n"
               "inline void emu_mapa(uint64_t& d, const void* a, uint32_t r) {\n"
               "  d = (uint64_t)(uintptr_t)((const unsigned char*)a + ((long)r - (long)emu_rank()) * EMU_DYN); }\n"
               "inline void emu_ld_v2(float& a, float& b, const void* p) {\n"
               "  memcpy(&a, p, 4); memcpy(&b, (const char*)p + 4, 4); }\n")
    import dataclasses
    import types

    one = types.SimpleNamespace(source=head + prelude + 'extern "C"' + body, inputs=s.inputs, outputs=s.outputs,
                                workspaces=s.workspaces,
                                kernels=[dataclasses.replace(k, grid=(k.grid[0] // cl, 1, 1), block=(cl * th, 1, 1),
                                                             cluster=(1, 1, 1))])
    return one


@pytest.mark.parametrize("raw,config", CLUSTER_CASES,
                         ids=["-".join(map(str, r.values())) + f"-{c}" for r, c in CLUSTER_CASES])
def test_cluster_emitted_cuda_runs_correctly(emu_root, tmp_path, raw, config):
    from tvmgen import codegen

    op = ops.get(BN)
    p = op.parse(raw)
    s = codegen.build(op, p, rule=RULE, config=config)
    assert s.rule == RULE and s.kernels[0].cluster == (config["cluster"], 1, 1)
    one = _cluster_emu(s)
    _check_emulated(emu_root, tmp_path, op, p, one)
