"""The Hopper wgmma engine (rules/lib/wgmma.py) and matmul_wgmma: where it applies, its shared-memory layout, and
what the emitted source contains (conv_wgmma, on the same engine: tests/conv/test_conv_wgmma.py).

Numbers: the CPU emulator runs the engine's kernels (tests/gemm/test_wgmma_emulated.py) and the H200 verifies them
(`tvmgen verify`). Here: (1) the copies fill every slot of a stage exactly once; (2) reading those
slots back the way wgmma reads through its matrix descriptors (the canonical layouts of the PTX ISA, with
the 128-byte swizzle applied to the byte address) gives back the A and B tiles, for the descriptor fields
the kernel uses, and does not for the swapped LBO/SBO (which fails on the H200 too); (3) the rules' choices;
(4) builds that nvcc compiles for sm_90a without spills, with the instructions the plan needs.
"""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from helpers import check_wgmma_build, index_exprs, matmul_params
from tvmgen import artifact, codegen, hardware, nvcc
from tvmgen.emit import GENERATED
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib import wgmma

HW = hardware.get("sm_90")  # the expected values below are sm_90's

MATMUL = get("matmul")
CONV = get("conv2d")
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not on PATH")


# -- the layout, emulated ------------------------------------------------------------------------------
def _swizzle128(byte_addr: int) -> int:
    """The 128-byte swizzle on a shared-memory byte address (from a 1024-byte aligned base): bits 4-6 ^= bits 7-9."""
    return byte_addr ^ (((byte_addr >> 7) & 7) << 4)


def _fill(stages: int, bn: int, kmajor: bool, rng):
    """Shared memory after the copies of stage 1, and the A [128, 64] and B tiles they copied."""
    a = rng.integers(1, 30000, size=(wgmma.BM, wgmma.BK))
    b = rng.integers(1, 30000, size=(bn, wgmma.BK) if kmajor else (wgmma.BK, bn))
    smem = np.full(stages * (wgmma.AST + wgmma.BK * bn), -1, dtype=np.int64)
    for q in range(wgmma.AST // 8):
        off = wgmma.a_offset(1, q, stages)
        assert (smem[off:off + 8] == -1).all(), "two A pieces share a slot"
        smem[off:off + 8] = a[q // 8, q % 8 * 8:q % 8 * 8 + 8]
    for q in range(wgmma.BK * bn // 8):
        off = wgmma.b_offset(1, q, stages, bn, kmajor)
        assert (smem[off:off + 8] == -1).all(), "two B pieces share a slot"
        if kmajor:
            smem[off:off + 8] = b[q // 8, q % 8 * 8:q % 8 * 8 + 8]
        else:
            bch = bn // 8
            smem[off:off + 8] = b[q // bch, q % bch * 8:q % bch * 8 + 8]
    return smem, a, b


def _read_kmajor(smem, start: int, sbo: int, rows: int):
    """[rows, 16] as wgmma reads a K-major SW128 operand: 8-row atoms SBO apart, 128-byte rows."""
    out = np.empty((rows, 16), dtype=np.int64)
    for r in range(rows):
        for k in range(16):
            out[r, k] = smem[_swizzle128(start + r // 8 * sbo + r % 8 * 128 + k * 2) // 2]
    return out


def _read_nmajor(smem, start: int, lbo: int, sbo: int, cols: int):
    """[16, cols] as wgmma reads an MN-major SW128 operand: 64-column atoms LBO apart, 8-row groups SBO apart."""
    out = np.empty((16, cols), dtype=np.int64)
    for k in range(16):
        for n in range(cols):
            out[k, n] = smem[_swizzle128(start + n // 64 * lbo + k // 8 * sbo + k % 8 * 128 + n % 64 * 2) // 2]
    return out


@pytest.mark.parametrize("bn,kmajor", [(64, True), (128, False), (256, False), (128, True), (256, True)])
def test_descriptors_read_back_the_tiles(bn, kmajor):
    stages = 3
    smem, a, b = _fill(stages, bn, kmajor, np.random.default_rng(bn))
    assert (smem[wgmma.AST:2 * wgmma.AST] != -1).all()  # stage 1 of A fully written
    a_base = 1 * wgmma.AST * 2
    b_base = (stages * wgmma.AST + 1 * wgmma.BK * bn) * 2
    lbo, sbo = wgmma.b_lbo_sbo(kmajor)
    for kk in range(4):
        for wg in range(2):  # each warpgroup's 64 rows of A
            got = _read_kmajor(smem, a_base + wg * 64 * 128 + kk * wgmma.A_KSTEP, wgmma.A_SBO * 16, 64)
            np.testing.assert_array_equal(got, a[wg * 64:wg * 64 + 64, kk * 16:kk * 16 + 16])
        start = b_base + kk * wgmma.b_kstep_bytes(kmajor)
        if kmajor:
            np.testing.assert_array_equal(_read_kmajor(smem, start, sbo * 16, bn), b[:, kk * 16:kk * 16 + 16])
        else:
            np.testing.assert_array_equal(_read_nmajor(smem, start, lbo * 16, sbo * 16, bn), b[kk * 16:kk * 16 + 16])


@pytest.mark.parametrize("stage", [0, 2])
def test_swapped_product_reads_b_as_mn_major_a(stage):
    """swap=1: wgmma's A operand is B^T, copied from B's k rows (MN-major); each warpgroup reads its 64 columns."""
    stages = 3
    b = np.random.default_rng(stage).integers(1, 30000, size=(wgmma.BK, wgmma.BM))  # a k step of 128 columns of C
    smem = np.full(stages * wgmma.AST, -1, dtype=np.int64)
    for q in range(wgmma.AST // 8):
        off = wgmma.a_offset_mn(stage, q, stages)
        assert (smem[off:off + 8] == -1).all(), "two pieces share a slot"
        smem[off:off + 8] = b[q // 16, q % 16 * 8:q % 16 * 8 + 8]
    lbo, sbo = wgmma.b_lbo_sbo(False)
    for kk in range(4):
        for wg in range(2):
            start = stage * wgmma.AST * 2 + wg * 64 * 128 + kk * wgmma.b_kstep_bytes(False)
            np.testing.assert_array_equal(_read_nmajor(smem, start, lbo * 16, sbo * 16, 64),
                                          b[kk * 16:kk * 16 + 16, wg * 64:wg * 64 + 64])


def test_swapped_nmajor_fields_do_not_read_back():
    smem, _, b = _fill(3, 128, False, np.random.default_rng(0))
    lbo, sbo = wgmma.b_lbo_sbo(False)
    start = (3 * wgmma.AST + wgmma.BK * 128) * 2
    assert not np.array_equal(_read_nmajor(smem, start, sbo * 16, lbo * 16, 128), b[:16])


@pytest.mark.parametrize("dtype", list(wgmma.ELEMENTS))
def test_element_table_fills_the_swizzle_row(dtype):
    """The layouts above count 2-byte elements: a type in ELEMENTS must fill the 128-byte swizzle row with BK of them
    and cover a k step with whole instructions, named for its PTX type (a 1-byte type breaks the first: k32, 128
    elements a row, the offsets redone in bytes)."""
    e = wgmma.element(dtype)
    assert e["bytes"] * wgmma.BK == 128 and wgmma.BK % e["k"] == 0
    assert wgmma.instruction(256, dtype) == f"wgmma.mma_async.sync.aligned.m64n256k{e['k']}.f32.{e['ptx']}.{e['ptx']}"
    assert wgmma.pair_conversion(dtype) == f"cvt.rn.{e['ptx']}x2.f32"
    with pytest.raises(KeyError, match="no element type 'float32'"):
        wgmma.element("float32")


# -- choices ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("p,first", [
    (matmul_params(4096, 4096, 4096), "matmul_wgmma_ws"),  # N and K >= 1024, M >= 512: the TMA GEMM
    (matmul_params(8192, 8192, 8192), "matmul_wgmma_ws"),
    (matmul_params(4096, 4096, 4096, trans_b=True), "matmul_wgmma_ws"),
    (matmul_params(1024, 1024, 1024), "matmul_wgmma_ws"),
    (matmul_params(1024, 1024, 1024, batch=2), "matmul_wgmma"),  # batched: not timed on the TMA GEMM
    (matmul_params(512, 512, 512, batch=8), "matmul_wgmma"),
    (matmul_params(1000, 1024, 4096), "matmul_wgmma_ws"),  # any M: the copy engine zero-fills and clips the last tile-row
    (matmul_params(256, 1024, 4096), "matmul_wgmma"),
    (matmul_params(64, 4096, 4096), "matmul_wgmma"),  # split over a cluster
    (matmul_params(16, 4096, 4096), "matmul_wgmma"),  # swapped: the 16 rows of C are wgmma's n
    (matmul_params(16, 1000, 4096), "matmul_splitk_mma"),  # N not whole 128-row tiles: no swap, and 128-row tiles are zero-fill
    (matmul_params(1823, 781, 1000), "matmul_mma"),  # N and K not whole tiles
    (matmul_params(1024, 1024, 1024, trans_a=True), "matmul_mma"),
    (matmul_params(4096, 4096, 4096, "float32"), "matmul_tiled"),
    (matmul_params(4096, 4096, 4096, "bfloat16"), "matmul_wgmma_ws"),
    (matmul_params(512, 4096, 4096, "bfloat16"), "matmul_wgmma_ws"),
    (matmul_params(256, 4096, 4096, "bfloat16"), "matmul_wgmma"),
    (matmul_params(16, 4096, 4096, "bfloat16"), "matmul_wgmma"),
    (matmul_params(16, 1000, 4096, "bfloat16"), "matmul_splitk_mma"),
    (matmul_params(1823, 781, 1000, "bfloat16"), "matmul_mma"),
])
def test_chain_first(p, first):
    assert chain(MATMUL, p, HW)[0].name == first


@pytest.mark.parametrize("m,swap", [(32, 1), (256, 0)])
def test_ragged_dense_reads_its_bias_in_bounds(m, swap):
    """A dense layer of 1000 classes (no 64-column tile divides N) goes to matmul_wgmma, swapped at small M; the
    columns past N are computed but never stored, and their epilogue reads the bias at column N - 1, not past it
    (TVM drops the clamp from the reads whose column provably stays below N: before the fix no read had one)."""
    dense = get("dense")
    p = dense.parse({"m": m, "n": 1000, "k": 2048, "dtype": "float16"})
    assert chain(dense, p, HW)[0].name == "matmul_wgmma"
    s = codegen.build(dense, p)
    assert s.config.get("swap", 0) == swap
    reads = index_exprs(s.source, "bias_ptr")
    assert any("min(" in r and "999" in r for r in reads), reads[:2]


def test_other_arch_skips_wgmma():
    p = matmul_params(256, 256, 256)
    _, rule, _ = codegen.schedule(MATMUL, p, None, None, hardware.get("sm_80"))
    assert rule.name != "matmul_wgmma"
    with pytest.raises(ParamError, match="needs wgmma, which sm_80 lacks"):
        codegen.schedule(MATMUL, p, "matmul_wgmma", None, hardware.get("sm_80"))


@pytest.mark.parametrize("config,why", [
    ({"bn": 256, "stages": 5}, "shared memory"),
    ({"stages": 2, "depth": 1}, "prefetch"),
    ({"bn": 96}, "allows"),
])
def test_invalid_configs(config, why):
    p = matmul_params(1024, 1024, 1024)
    cfg = {**RULES["matmul_wgmma"].default(MATMUL, p, HW), **config}
    assert why in RULES["matmul_wgmma"].valid(MATMUL, p, cfg, HW)


@pytest.mark.parametrize("p,why", [
    (matmul_params(256, 256, 256, "float32"), "float16 or bfloat16"),
    (matmul_params(256, 256, 256, trans_a=True), "trans_a"),
    (matmul_params(256, 200, 256), "multiples"),
])
def test_matmul_refusals(p, why):
    rule = RULES["matmul_wgmma"]
    assert why in rule.valid(MATMUL, p, wgmma.default_config(HW, 256, 256, 256), HW)
    assert rule.build(MATMUL, p, wgmma.default_config(HW, 256, 256, 256), HW) is None


# -- builds -------------------------------------------------------------------------------------------
@needs_nvcc
@pytest.mark.parametrize("op,p,rows_guarded", [
    (MATMUL, matmul_params(4096, 4096, 4096), False),
    (MATMUL, matmul_params(333, 384, 192, batch=2, trans_b=True), True),
    (MATMUL, matmul_params(4096, 4096, 4096, "bfloat16"), False),
    (MATMUL, matmul_params(333, 384, 192, "bfloat16", batch=2, trans_b=True), True),
])
def test_build(op, p, rows_guarded):
    s = codegen.build(op, p, rule="matmul_wgmma")
    check_wgmma_build(s, rows_guarded)


@needs_nvcc
@pytest.mark.parametrize("op,p,config,trans", [
    (MATMUL, matmul_params(16, 4096, 4096), None, "1_1_1_0"),  # the default: n32, K in 4 over a cluster
    (MATMUL, matmul_params(20, 256, 640, trans_b=True), {"bn": 32, "splits": 1, "stages": 3, "depth": 1, "stage_c": 0}, "1_1_0_0"),
    (MATMUL, matmul_params(40, 384, 512, batch=2), {"bn": 64, "splits": 1, "stages": 4, "depth": 1, "stage_c": 1}, "1_1_1_0"),
    (get("dense"), get("dense").parse({"m": 16, "n": 1024, "k": 1024, "bias": 1, "activation": "gelu_tanh",
                                       "dtype": "float16"}), None, "1_1_0_0"),
    (MATMUL, matmul_params(16, 4096, 4096, "bfloat16"), None, "1_1_1_0"),
    (get("dense"), get("dense").parse({"m": 16, "n": 1024, "k": 1024, "bias": 1, "activation": "gelu_tanh",
                                       "dtype": "bfloat16"}), None, "1_1_0_0"),
])
def test_build_swapped(op, p, config, trans):
    cfg = None if config is None else {**RULES["matmul_wgmma"].default(op, p, HW), **config}
    s = codegen.build(op, p, rule="matmul_wgmma", config=cfg)
    assert s.config["swap"] == 1
    (k,) = s.kernels
    bn, splits = s.config["bn"], s.config.get("splits", 1)
    ty = wgmma.element(p["dtype"])["ptx"]
    assert f"m64n{bn}k16_f32_{ty}_{ty}_{trans}(" in s.source  # B^T MN-major (tnspA) unless B is K-major
    assert (wgmma.pair_conversion(p["dtype"]) in s.source) == (splits == 1)  # split: the summed partials are cast
    assert k.dynamic_shared_bytes == wgmma.smem_bytes(bn, s.config["stages"], splits, True)
    assert k.grid[0] * k.grid[1] == p["n"] // wgmma.BM * -(-p["m"] // bn) * p.get("batch", 1) * splits
    assert ("? (uint)16 : (uint)0" in s.source) == (p["m"] % bn != 0)  # A's rows past M zero-filled
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and not res["serialized_wgmma"], res


# -- split-K over a thread-block cluster ----------------------------------------------------------------
@pytest.mark.parametrize("p,config,why", [
    (matmul_params(1024, 1024, 192), {"splits": 2}, "splits=2 must divide the 3 k steps"),
    (matmul_params(1024, 1024, 1024), {"splits": 8, "bn": 64, "stages": 2, "depth": 0, "group_m": 8}, None),
    (matmul_params(1024, 1024, 1024), {"splits": 3}, "allows"),
])
def test_split_configs(p, config, why):
    rule = RULES["matmul_wgmma"]
    got = rule.valid(MATMUL, p, {**rule.default(MATMUL, p, HW), **config}, HW)
    assert (got is None) if why is None else (why in got), got


@needs_nvcc
@pytest.mark.parametrize("op,p,config,grid", [
    (MATMUL, matmul_params(16, 4096, 4096), {"splits": 8, "bn": 128, "stages": 3, "depth": 0}, 32 * 8),
    (MATMUL, matmul_params(200, 256, 256, batch=3, trans_b=True), {"splits": 2, "bn": 64, "stages": 3, "depth": 0}, 8 * 3 * 2),
    (MATMUL, matmul_params(200, 256, 256, "bfloat16", batch=3), {"splits": 2, "bn": 64, "stages": 3, "depth": 0},
     8 * 3 * 2),
    (CONV, CONV.parse({"input": "2x9x11x128", "filter": "64x3x3x128", "layout": "NHWC", "dtype": "float16", "pad": "1",
                       "stride": "2", "dilation": "2", "bias": "true", "activation": "relu", "algo": "implicit_gemm"}),
     {"splits": 2, "bn": 64, "stages": 3, "depth": 0}, 1 * 2),
])
def test_build_split(op, p, config, grid):
    s = codegen.build(op, p, rule="matmul_wgmma" if op is MATMUL else "conv_wgmma", config=config)
    (k,) = s.kernels
    splits = config["splits"]
    # one flat grid of whole clusters, the cluster shape compiled into the kernel
    assert k.grid == (grid, 1, 1) and k.cluster == (splits, 1, 1)
    assert f"__cluster_dims__({splits}, 1, 1) __launch_bounds__(256) {k.name}(" in s.source
    assert "clusterid.y" not in s.source  # TVM launches 2-D cluster grids flattened
    assert k.to_json()["cluster"] == [splits, 1, 1]
    for needle in ("barrier.cluster.arrive", "mapa.u64", "ld.v2.f32", "st.shared.v2.f32"):
        assert needle in s.source, needle
    assert k.dynamic_shared_bytes == wgmma.smem_bytes(config["bn"], config["stages"], splits)
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and not res["serialized_wgmma"], res


@pytest.mark.parametrize("path", ["gemm/matmul_m1_8192at512_n4096_k4096_bfloat16",
                                  "conv/conv2d_input1_256at32x56x56x64_filter64x3x3x64_layoutNHWC_pad1_bfloat16"])
def test_committed_bf16_ranges_take_the_size_on_wgmma(path):
    """The run-time-size bf16 shaders of the catalog: every variant on the wgmma engine (cp.async or TMA) with the
    size as its kernels' argument (no chunks), bf16 instructions and conversions only."""
    m, src = artifact.read(GENERATED / f"{path}.json")
    for v in m["variants"]:
        assert v["rule"] in ("matmul_wgmma", "matmul_wgmma_ws", "conv_wgmma", "conv_wgmma_ws") and "chunk" not in v, v
        assert all(any(a["kind"] == "size" for a in k["args"]) for k in v["kernels"]), v
    assert ".f32.bf16.bf16" in src and "cvt.rn.bf16x2.f32" in src
    assert ".f32.f16.f16" not in src and "cvt.rn.f16x2.f32" not in src


def test_unsplit_manifest_has_no_cluster():
    k = codegen.Kernel("k", (1, 1, 1), (32, 1, 1), 0, 0, [])
    assert "cluster" not in k.to_json()


@pytest.mark.parametrize("args,want", [
    ((4096, 4096, 4096), {"bn": 256, "stages": 4, "depth": 1}),
    ((4096, 4096, 4096, 1, True), {"bn": 256, "stages": 4, "depth": 1}),  # trans_b: long K, enough big tiles
    ((1024, 1024, 1024), {"bn": 128, "stages": 4, "depth": 1}),
    ((25088, 512, 256, 1, True), {"bn": 128, "stages": 3, "depth": 0}),  # conv 1x1 stride 2: two blocks per SM
    ((1024, 4096, 1024, 1, True), {"bn": 128, "stages": 3, "depth": 0}),  # dense: 256 tiles, two blocks per SM
    ((64, 4096, 4096), {"bn": 64, "stages": 4, "splits": 2}),  # 64 tiles: K in 2 over a cluster
    # ResNet-50 at batch 1 (wgmma.split_for): as many pieces of K as still fit the SMs once, each of 4+ k steps
    ((49, 512, 4608, 1, True), {"bn": 64, "stages": 4, "splits": 8}),  # 3x3 C512 7x7: 8 tiles, 72 steps
    ((49, 2048, 1024, 1, True), {"bn": 64, "stages": 4, "splits": 4}),  # 1x1 C1024 -> 2048: 32 tiles x 4 = 128
    ((196, 256, 2304, 1, True), {"bn": 64, "stages": 4, "splits": 4}),  # 3x3 C256 14x14: 36 steps, not 8 pieces
    ((6272, 256, 2304, 1, True), {"bn": 128, "stages": 4, "depth": 1}),  # 14x14 conv: 98 tiles < 132 SMs
    ((100352, 256, 64, 1, True), {"bn": 64, "stages": 2}),  # one k step
])
def test_default_config(args, want):
    got = wgmma.default_config(HW, *args)
    assert {k: got.get(k, 1) for k in want} == want, got
    assert wgmma.config_error(HW, args[1], args[2], got) is None


@pytest.mark.parametrize("m,n,k,want", [
    (16, 4096, 4096, {"bn": 32, "splits": 4, "stages": 5}),  # clusters of 4 fit two per SM: one wave
    (64, 4096, 4096, {"bn": 64, "splits": 2, "stages": 6}),  # 24 KB stages: clusters of 2, deeper
    (64, 512, 256, {"bn": 64, "splits": 1, "stages": 5}),  # 4 k steps: no split, no deeper than they fill
])
def test_swapped_config(m, n, k, want):
    got = wgmma.swapped_config(HW, m, n, k)
    assert {key: got[key] for key in want} == want and got["swap"] == 1, got
    assert wgmma.config_error(HW, n, k, got) is None


@pytest.mark.parametrize("grid,cluster,ok", [((256, 1, 1), (8, 1, 1), True), ((12, 1, 1), (8, 1, 1), False),
                                             ((32, 1, 1), (16, 1, 1), False)])
def test_cluster_launch_checked(grid, cluster, ok):
    k = codegen.Kernel("k", grid, (128, 1, 1), 0, 0, [], cluster)
    if ok:
        codegen.check_launch(k, HW)
    else:
        with pytest.raises(codegen.CodegenError, match="cluster"):
            codegen.check_launch(k, HW)
