"""qgemm_wgmma: int_mm (s8) and scaled_mm (e4m3 / e5m2) on the Hopper wgmma engine (rules/lib/wgmma.py), 1-byte
operands, k32.

Numbers: the CPU emulator runs these kernels against the reference (tests/gemm/test_wgmma_emulated.py: int_mm bit
for bit, scaled_mm within tolerance) and the H200 verifies them. Here: (1) the copies
fill every byte of a stage once, (2) reading the stage back the way wgmma reads a K-major 128-byte-swizzled 8-bit
operand through its descriptors (the byte-granular k32 slices, 32 bytes apart) gives back the A and B tiles, and a
wrong LBO/SBO or no swizzle does not, (3) where the rule applies and what it refuses, (4) builds that nvcc compiles
for sm_90a without spills or serialized wgmma, with the s8 / fp8 instruction and the operator's epilogue."""
from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import needs_nvcc

from tvmgen import artifact, codegen, hardware, nvcc
from tvmgen.emit import GENERATED, entry_name, load_catalog
from tvmgen.ops import get
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib import wgmma

HW = hardware.get("sm_90")
INT_MM, SCALED_MM = get("int_mm"), get("scaled_mm")
RULE = RULES["qgemm_wgmma"]
EIGHT_BIT = list(wgmma.ELEMENTS_8BIT)


def _swizzle128(byte_addr: int) -> int:
    """The 128-byte swizzle on a shared-memory byte address (1024-byte aligned base): bits 4-6 ^= bits 7-9."""
    return byte_addr ^ (((byte_addr >> 7) & 7) << 4)


def _fill(stage: int, stages: int, bn: int, rng):
    """Shared memory (bytes) after the copies of one stage of 1-byte A [128, 128] and K-major B [bn, 128], and the
    tiles: piece q is row q / 8, 16-byte chunk q % 8 (16 elements of K), at the engine's 2-byte offset."""
    ks = wgmma.k_step("int8")
    a = rng.integers(0, 256, size=(wgmma.BM, ks))
    b = rng.integers(0, 256, size=(bn, ks))
    smem = np.full(wgmma.smem_bytes(bn, stages), -1, dtype=np.int64)
    for tile, offset in ((a, lambda q: wgmma.a_offset(stage, q, stages)),
                         (b, lambda q: wgmma.b_offset(stage, q, stages, bn, True))):
        for q in range(tile.size // 16):
            at = offset(q) * 2
            assert (smem[at:at + 16] == -1).all(), "two pieces share a slot"
            smem[at:at + 16] = tile[q // 8, q % 8 * 16:q % 8 * 16 + 16]
    return smem, a, b


def _read_kmajor8(smem, start: int, lbo: int, sbo: int, rows: int, k: int = 32, swizzle: bool = True):
    """[rows, k] as wgmma reads a K-major SW128 operand of 1-byte elements: 8-row atoms SBO bytes apart, 128-byte
    rows, one byte per element (LBO is unused by the swizzled K-major layout: passed to show it)."""
    out = np.empty((rows, k), dtype=np.int64)
    for r in range(rows):
        for e in range(k):
            addr = start + r // 8 * sbo + r % 8 * 128 + e
            out[r, e] = smem[_swizzle128(addr) if swizzle else addr]
    return out


@pytest.mark.parametrize("dtype", EIGHT_BIT)
def test_element_rows(dtype):
    """A 1-byte k step is one 128-byte swizzle row of 128 elements, 4 instructions of k32 starting A_KSTEP bytes
    apart, as the 2-byte types' 4 x k16."""
    e = wgmma.element(dtype)
    assert wgmma.k_step(dtype) * e["bytes"] == 128 and e["k"] * e["bytes"] == wgmma.A_KSTEP
    assert wgmma.k_step(dtype) // e["k"] == wgmma.BK // wgmma.element("float16")["k"]
    acc = "s32" if dtype == "int8" else "f32"
    assert wgmma.instruction(128, dtype).endswith(f"m64n128k32.{acc}.{e['ptx']}.{e['ptx']}")
    assert len(wgmma.wgmma_tail(dtype, 0, 0)) == (1 if dtype == "int8" else 3)  # no transpose immediates


def test_mixed_fp8_instruction():
    assert wgmma.instruction(64, "float8_e5m2", "float8_e4m3fn") == "wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e4m3"


@pytest.mark.parametrize("bn,stage", [(64, 0), (128, 1), (192, 2), (256, 1)])
def test_stage_filled_once_and_read_back(bn, stage):
    stages = 3
    smem, a, b = _fill(stage, stages, bn, np.random.default_rng(bn + stage))
    a_base = stage * wgmma.AST * 2  # bytes, as the kernel's descriptor offsets count them
    b_base = (stages * wgmma.AST + stage * wgmma.BK * bn) * 2
    assert (smem[a_base:a_base + a.size] != -1).all() and (smem[b_base:b_base + b.size] != -1).all()
    lbo, sbo = wgmma.A_LBO * 16, wgmma.A_SBO * 16
    assert wgmma.b_lbo_sbo(True) == (wgmma.A_LBO, wgmma.A_SBO)
    for kk in range(wgmma.k_step("int8") // 32):
        for wg in range(2):  # each warpgroup's 64 rows of A
            got = _read_kmajor8(smem, a_base + wg * 64 * 128 + kk * wgmma.A_KSTEP, lbo, sbo, 64)
            np.testing.assert_array_equal(got, a[wg * 64:wg * 64 + 64, kk * 32:kk * 32 + 32])
        got = _read_kmajor8(smem, b_base + kk * wgmma.A_KSTEP, lbo, sbo, bn)
        np.testing.assert_array_equal(got, b[:, kk * 32:kk * 32 + 32])


@pytest.mark.parametrize("wrong", ["sbo_as_lbo", "no_swizzle", "k16_step"])
def test_wrong_layouts_do_not_read_back(wrong):
    """The read-back catches a wrong atom stride, a missing swizzle, and a slice step of 2-byte k16 (64 bytes)."""
    smem, a, _ = _fill(0, 3, 128, np.random.default_rng(7))
    sbo = 16 if wrong == "sbo_as_lbo" else wgmma.A_SBO * 16
    kk = 1
    step = 64 if wrong == "k16_step" else wgmma.A_KSTEP
    got = _read_kmajor8(smem, kk * step, wgmma.A_LBO * 16, sbo, 64, swizzle=wrong != "no_swizzle")
    assert not np.array_equal(got, a[:64, kk * 32:kk * 32 + 32])


# -- where the rule applies ---------------------------------------------------------------------------
def _int_mm(m, n, k, **kw):
    return INT_MM.parse({"m": m, "n": n, "k": k, "trans_b": "true", **{a: str(v) for a, v in kw.items()}})


def _scaled_mm(m, n, k, **kw):
    return SCALED_MM.parse({"m": m, "n": n, "k": k, **{a: str(v) for a, v in kw.items()}})


@pytest.mark.parametrize("op,p", [(INT_MM, _int_mm(4096, 4096, 4096)), (SCALED_MM, _scaled_mm(4096, 4096, 4096))])
def test_opt_in(op, p):
    """Not in the default chain until the H200 verifies it; named, it builds."""
    assert RULE not in chain(op, p, HW) and chain(op, p, HW)[0].name == "qgemm_direct"
    assert RULE.valid(op, p, RULE.default(op, p, HW), HW) is None


@pytest.mark.parametrize("op,p,config,why", [
    (INT_MM, INT_MM.parse({"m": 256, "n": 256, "k": 256}), {}, "trans_b=false"),
    (INT_MM, _int_mm(256, 256, 200), {}, "multiples of bn=64 and 128"),
    (INT_MM, _int_mm(256, 200, 256), {}, "multiples of bn=64 and 128"),
    (INT_MM, _int_mm(1024, 1024, 1024), {"bn": 256}, "n <= 224"),
    (INT_MM, _int_mm(1024, 1024, 1024), {"stage_c": 1}, "out=int32 is stored from the registers"),
    (INT_MM, _int_mm(1024, 1024, 1024, out="int8"), {"stage_c": 1}, "out=int8 is stored from the registers"),
    (SCALED_MM, _scaled_mm(1024, 1024, 1024, out="float32"), {"stage_c": 1}, "out=float32"),
    (SCALED_MM, _scaled_mm(1024, 1024, 1024), {"bn": 96}, "allows"),
    (INT_MM, _int_mm(1024, 1024, 1024), {"stages": 2, "depth": 1}, "prefetch"),
    (SCALED_MM, _scaled_mm(65536, 65536, 1024), {}, "32 bits"),
    (INT_MM, _int_mm(1024, 1024, 1024), {"promote": 1}, "sums exactly in int32"),
    (SCALED_MM, _scaled_mm(1024, 1024, 1024), {"bn": 256}, "bn <= 128"),
    (SCALED_MM, _scaled_mm(1024, 1024, 1024), {"depth": 1}, "depth=0"),
])
def test_refusals(op, p, config, why):
    cfg = {**RULE.default(op, p, HW), **config}
    got = RULE.valid(op, p, cfg, HW)
    assert got is not None and why in got, got
    assert RULE.build(op, p, cfg, HW) is None


def test_other_arch_refused():
    got = RULE.valid(INT_MM, _int_mm(256, 256, 256), RULE.default(INT_MM, _int_mm(256, 256, 256), HW),
                     hardware.get("sm_80"))
    assert "which sm_80 lacks" in got


# -- builds -------------------------------------------------------------------------------------------
def _epilogue_needles(op, p) -> list[str]:
    """What the operator's epilogue leaves in the source: the float32 products, each rounded on its own (int_mm's
    requantization is exact step by step), nearbyint for int8, the paired round-to-nearest-even conversions."""
    out = p["out"]
    needles = []
    if op is INT_MM and out != "int32":
        needles.append("__fmul_rn(__fmul_rn(((float)")
    if out == "int8":
        needles.append("nearbyintf")
    if out in ("float16", "bfloat16"):
        needles.append(wgmma.pair_conversion(out))
    if out in ("int32", "float32"):
        needles.append("st.global.v2.b32")
    if op is SCALED_MM and p["bias"]:
        needles.append("bias_ptr[")
    return needles


def _promotes(source: str, nacc: int) -> bool:
    """Each k step's fp8 sum into fresh registers (scale-d false on the first wgmma) added to the float32 ones."""
    return "(bool)0);" in source and all(f"acc_ptr[{i}] = (acc_ptr[{i}] + step_acc_ptr[{i}]);" in source
                                         for i in range(nacc))


def check_build(op, p, config=None):
    s = codegen.build(op, p, rule="qgemm_wgmma", config=config)
    (k,) = s.kernels
    cfg = s.config
    a = "int8" if op is INT_MM else p["a_dtype"].replace("e4m3", "e4m3fn")
    b = "int8" if op is INT_MM else p["b_dtype"].replace("e4m3", "e4m3fn")
    assert s.arch == "sm_90a" and k.block == (256, 1, 1)
    assert k.dynamic_shared_bytes == wgmma.smem_bytes(cfg["bn"], cfg["stages"])
    assert k.grid[0] == -(-p["m"] // wgmma.BM) * (p["n"] // cfg["bn"])
    assert set(re.findall(r"wgmma\.mma_async\.sync\.aligned\.\S+", s.source)) == {wgmma.instruction(cfg["bn"], a, b)}
    for needle in ["cp.async.cg.shared.global", "fence.proxy.async.shared::cta", *_epilogue_needles(op, p)]:
        assert needle in s.source, needle
    assert ("? (uint)16 : (uint)0" in s.source) == (p["m"] % wgmma.BM != 0)  # rows past M zero-filled
    assert _promotes(s.source, cfg["bn"] // 2) == bool(cfg["promote"])
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and not res["serialized_wgmma"], res
    return s


@needs_nvcc
@pytest.mark.parametrize("op,p,config", [
    (INT_MM, _int_mm(333, 256, 384, out="int8", scale_a="row", scale_b="column"), None),
    (SCALED_MM, _scaled_mm(200, 256, 256, a_dtype="float8_e5m2", bias="true", activation="gelu_tanh",
                           out="float16", scale_a="row"), None),
    pytest.param(INT_MM, _int_mm(4096, 4096, 4096), None, marks=pytest.mark.slow),
    pytest.param(INT_MM, _int_mm(256, 512, 512, out="float16", scale_b="column"), {"bn": 128, "stage_c": 0},
                 marks=pytest.mark.slow),
    pytest.param(INT_MM, _int_mm(256, 192, 256), {"bn": 192}, marks=pytest.mark.slow),
    pytest.param(SCALED_MM, _scaled_mm(4096, 4096, 4096), None, marks=pytest.mark.slow),
    pytest.param(SCALED_MM, _scaled_mm(256, 128, 256, b_dtype="float8_e5m2", scale_b="column", out="float32"),
                 None, marks=pytest.mark.slow),
    pytest.param(SCALED_MM, _scaled_mm(256, 512, 512), {"bn": 256, "depth": 1, "promote": 0, "stages": 3},
                 marks=pytest.mark.slow),  # fast accumulation: the sum in the tensor core
])
def test_build(op, p, config):
    s = check_build(op, p, config)
    if config is None:  # by default fp8 promotes each k step's sum (the operator's float32 sum); s8 is exact
        assert s.config["promote"] == (op is SCALED_MM)


WGMMA_ENTRIES = [entry_name(e) for e in load_catalog() if e.get("schedule") == "qgemm_wgmma"]


@pytest.mark.parametrize("name", WGMMA_ENTRIES)
def test_committed_entries_on_wgmma(name):
    m, src = artifact.read(GENERATED / "qgemm" / f"{name}.json")
    assert m["schedule"]["rule"] == "qgemm_wgmma" and m["target"]["arch"] == "sm_90a"
    ty = "f32.e4m3.e4m3" if m["op"] == "scaled_mm" else "s32.s8.s8"
    assert f"k32.{ty}" in src


def test_catalog_pins_the_sizes_torch_is_timed_at():
    assert set(WGMMA_ENTRIES) >= {"int_mm_m4096_n4096_k4096_trans_b1", "int_mm_m8192_n8192_k8192_trans_b1",
                                  "scaled_mm_m4096_n4096_k4096", "scaled_mm_m8192_n8192_k8192",
                                  "scaled_mm_m4096_n4096_k4096_scale_arow_scale_bcolumn"}
