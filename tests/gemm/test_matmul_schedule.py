"""matmul_tiled: builds, fits the hardware, rejects bad configs, and computes the right numbers.

There is no GPU here, so the numeric check runs the emitted CUDA source itself on the CPU: the kernel
is compiled with g++ by the CPU emulator (tests/emulator.py, checked: helpers.check_matmul_emulated), which runs
every thread of a block as a fiber, switching at __syncthreads, and checks each global, shared and local array
access for bounds and alignment (a misaligned float4/uint4 access or one byte past a tensor fails the test).
Shared memory and C start as NaN bytes, so a read of unwritten shared data or an unwritten output
element shows up as NaN. Each block runs twice, threads in ascending then descending order between
barriers; both results must agree bit for bit (a missing barrier would make them differ).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from helpers import check_matmul_emulated, matmul_params, matmul_shader
from tvmgen import codegen, hardware
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES

HW = hardware.get("sm_90")

OP = get("matmul")
RULE = RULES["matmul_tiled"]
DTYPES = ("float32", "float16")
# The sizes the lead asked for, and the awkward ones: nothing divides, odd K, single rows/columns.
BIG = [(1024, 1024, 1024), (4096, 4096, 4096), (1823, 781, 1000), (16, 4096, 4096), (64, 4096, 4096),
       (1, 1, 1), (7, 5, 3)]



def build(m, n, k, dtype, kw=None, **config):
    """kw: the layout parameters (trans_a, trans_b, batch)."""
    return matmul_shader("matmul_tiled", m, n, k, dtype, kw, **config)


# -- builds, one kernel, no workspace -----------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("mnk", BIG, ids=lambda s: "x".join(map(str, s)))
def test_builds_one_kernel(mnk, dtype):
    s = build(*mnk, dtype)
    assert s.rule == "matmul_tiled"
    c = s.config
    # one kernel, no workspace (fp16: the fp32 accumulator never leaves registers), unless the default
    # splits K (fp32 grids under two 128 x 128 tiles per SM): then the sum kernel and its workspace
    assert len(s.kernels) == 1 + (c["splits"] > 1), [k.name for k in s.kernels]
    assert len(s.workspaces) == (c["splits"] > 1)
    k = s.kernels[0]
    assert k.block == (c["bn"] // c["tn"], c["bm"] // c["tm"], 1)
    assert k.grid == (-(-mnk[1] // c["bn"]), -(-mnk[0] // c["bm"]), c["splits"])
    assert "__syncthreads" in s.source


def test_default_configs_are_valid():
    for m, n, k in BIG + [(2, 3, 4), (100, 100, 100), (4096, 16, 4096), (1, 4096, 4096), (8192, 8192, 128)]:
        for dt in DTYPES:
            p = matmul_params(m, n, k, dt)
            c = RULE.default(OP, p, HW)
            assert RULE.valid(OP, p, c, HW) is None, (m, n, k, dt, c)


def test_default_large():
    p = matmul_params(4096, 4096, 4096, "float32")
    c = RULE.default(OP, p, HW)
    assert (c["bm"], c["bn"], c["bk"], c["tm"], c["tn"], c["vec"], c["prefetch"]) == (128, 128, 16, 8, 8, 4, 1)
    c16 = RULE.default(OP, matmul_params(4096, 4096, 4096, "float16"), HW)
    assert (c16["bm"], c16["bn"], c16["bk"], c16["vec"]) == (128, 128, 16, 8)
    assert RULE.default(OP, matmul_params(16, 4096, 4096, "float32"), HW)["bm"] == 16  # small M shrinks the tile


# -- vectorization where the layout allows it ------------------------------------------------------
def _kernel_body(src):
    return src[src.index('extern "C" __global__'):]


@pytest.mark.parametrize("dtype,vector", [("float32", "float4"), ("float16", "uint4")])
def test_vector_loads_and_stores_when_aligned(dtype, vector):
    body = _kernel_body(build(4096, 4096, 4096, dtype).source)
    assert re.search(rf"\*\({vector}\*\)\(A_ptr \+", body), "A tile loads are not 128-bit"
    assert re.search(rf"\*\({vector}\*\)\(B_ptr \+", body), "B tile loads are not 128-bit"
    assert re.search(r"\*\(\w+\*\)\(C_ptr \+", body), "C stores are not vectorized"


@pytest.mark.parametrize("dtype", DTYPES)
def test_no_vector_access_on_misaligned_rows(dtype):
    # N = 781 is odd: a row of B or C can start at any element, so B and C are accessed one by one;
    # K = 1000 keeps A rows aligned, so A stays vectorized.
    body = _kernel_body(build(1823, 781, 1000, dtype).source)
    assert not re.search(r"\(\w+\*\)\(B_ptr \+", body)
    assert not re.search(r"\(\w+\*\)\(C_ptr \+", body)
    assert re.search(r"\(\w+\*\)\(A_ptr \+", body)
    body = _kernel_body(build(64, 64, 63, dtype).source)  # odd K: scalar A
    assert not re.search(r"\(\w+\*\)\(A_ptr \+", body)


# -- nvcc: compiles for sm_90, no spills ------------------------------------------------------
NVCC = shutil.which("nvcc")


def ptxas(source: str) -> dict:
    with tempfile.TemporaryDirectory() as d:
        cu = Path(d, "k.cu")
        cu.write_text(source)
        cmd = [NVCC, "-cubin", "-arch=sm_90", "-Xptxas", "-v", "-w", str(cu), "-o", str(Path(d, "k.cubin"))]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    log = out.stderr
    regs = re.search(r"Used (\d+) registers", log)
    spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", log)
    stack = re.search(r"(\d+) bytes stack frame", log)
    smem = re.search(r"(\d+) bytes smem", log)
    return {"registers": int(regs.group(1)), "spill_stores": int(spill.group(1)), "spill_loads": int(spill.group(2)),
            "stack": int(stack.group(1)), "smem": int(smem.group(1)) if smem else 0, "log": log}


@pytest.mark.skipif(NVCC is None, reason="nvcc not on PATH")
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("mnk", BIG, ids=lambda s: "x".join(map(str, s)))
def test_nvcc_no_spills(mnk, dtype):
    s = build(*mnk, dtype)
    r = ptxas(s.source)
    assert r["spill_stores"] == 0 and r["spill_loads"] == 0, r["log"]
    assert r["stack"] == 0, r["log"]  # no local-memory arrays either
    assert r["registers"] <= 255
    assert r["smem"] == s.kernels[0].static_shared_bytes
    if mnk == (4096, 4096, 4096):  # the 128x128 tile: two blocks of 256 threads per SM need <= 128 registers
        assert r["registers"] <= 128, r["log"]


# -- valid(): rejections name the knob --------------------------------------------------------
@pytest.mark.parametrize("dtype,config,knob", [
    ("float32", {"bogus": 1}, "bogus"),
    ("float32", {"bm": 96}, "bm"),  # not in the space
    ("float32", {"bm": 256, "bn": 256, "tm": 2, "tn": 2}, "tm"),  # 128 x 128 threads
    ("float32", {"bm": 128, "tm": 16, "tn": 16}, "tm"),  # 256 accumulators per thread
    ("float32", {"vec": 8}, "vec"),  # 8 x float32 is 256 bits
    ("float32", {"bk": 2}, "vec"),  # A tile rows of 2 elements cannot hold a 4-wide load
    ("float32", {"bm": 128, "bn": 128, "bk": 4, "tm": 8, "tn": 8}, "vec"),  # 512 elements, 256 threads x 4
    ("float32", {"bm": 128, "bn": 128, "bk": 128}, "bk"),  # 256 KB of shared memory
    ("float32", {"pad": 2}, "pad"),  # not in the space
    ("float16", {"pad": 4}, "pad"),  # k-major A read 8 halves at a time: rows must stay 16-byte aligned
    ("float16", {"bm": 16, "tm": 1, "bk": 8, "vec": 8}, "vec"),  # A tile 16x8 = 128 halves for 256 threads
])
def test_valid_rejects(dtype, config, knob):
    p = matmul_params(1024, 1024, 1024, dtype)
    why = RULE.valid(OP, p, config, HW)
    assert why is not None and re.match(r"\w+", why).group(0) == knob, why
    assert "\n" not in why


def test_valid_rejects_grid():
    why = RULE.valid(OP, matmul_params(10**7, 16, 16, "float32"), {"bm": 16, "tm": 1}, HW)
    assert why and why.startswith("bm=16"), why


def test_valid_accepts():
    p = matmul_params(1024, 1024, 1024, "float16")
    for config in CONFIGS + [{"vec": 8}, {"vec": 2}, {"stages": 1, "pad": 8}, {"bm": 64, "bn": 64, "tm": 4, "tn": 4}]:
        assert RULE.valid(OP, p, config, HW) is None, config


def test_invalid_config_raises_through_codegen():
    with pytest.raises(ParamError, match="tm"):
        codegen.build(OP, matmul_params(64, 64, 64, "float32"), rule="matmul_tiled", config={"tm": 3})


def test_not_a_matmul_returns_none():
    import tvm
    from tvm import te

    from tvmgen.rules.gemm.schedule_tiled import schedule

    a = te.placeholder((16, 16), "float32", name="A")
    b = te.compute((16, 16), lambda i, j: a[i, j] * 2.0, name="B")
    mod = tvm.IRModule({"main": te.create_prim_func([a, b])})
    p = matmul_params(16, 16, 16, "float32")
    assert RULE.apply(mod, OP, p, {}, HW) is None
    assert schedule(mod, p, RULE.default(OP, p, HW)) is None


def test_well_formed():
    from tvm.s_tir.analysis import verify_well_formed

    for m, n, k, dt in [(1823, 781, 1000, "float32"), (7, 5, 3, "float16"), (64, 64, 64, "float16")]:
        p = matmul_params(m, n, k, dt)
        mod = RULE.apply(codegen.te_module(OP, p), OP, p, RULE.default(OP, p, HW), HW)
        assert verify_well_formed(mod)


# -- the emitted CUDA, run on the CPU (helpers.check_matmul_emulated) ----------------------------------------
def check_numerics(m, n, k, dtype, emu_root, opt="-O0", kw=None, **config):
    check_matmul_emulated(emu_root, build(m, n, k, dtype, kw, **config), opt)


# Shapes that no tile divides, degenerate ones, and one per small-tile default.
AWKWARD = [(1, 1, 1), (7, 5, 3), (1, 37, 19), (33, 1, 7), (37, 45, 19), (130, 75, 33), (65, 130, 40),
           (129, 257, 16), (16, 264, 136)]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("mnk", AWKWARD, ids=lambda s: "x".join(map(str, s)))
def test_emulated_numerics(mnk, dtype, emu_root):
    check_numerics(*mnk, dtype, emu_root)


# Non-default configs: single buffering, A not transposed, padding, other tiles and widths.
CONFIGS = [
    {"stages": 1},
    {"transpose_a": 0, "pad": 0},
    {"transpose_a": 0, "pad": 8},
    {"bm": 32, "bn": 64, "bk": 16, "tm": 4, "tn": 4, "vec": 2},
    {"bm": 64, "bn": 32, "bk": 8, "tm": 8, "tn": 2, "vec": 1},
    {"prefetch": 1},
    {"prefetch": 1, "stages": 1},
    {"prefetch": 1, "transpose_a": 0, "pad": 0},
    {"bm": 64, "bn": 64, "bk": 16, "tm": 8, "tn": 8, "prefetch": 1},
]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: ",".join(f"{k}{v}" for k, v in c.items()))
def test_emulated_numerics_configs(config, dtype, emu_root):
    p = matmul_params(100, 72, 44, dtype)
    assert RULE.valid(OP, p, config, HW) is None, RULE.valid(OP, p, config, HW)
    check_numerics(100, 72, 44, dtype, emu_root, **config)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("mnk", BIG[:5], ids=lambda s: "x".join(map(str, s)))
def test_emulated_numerics_default_of(mnk, dtype, emu_root):
    """The default config of each big shape, run on a shape cut down to two blocks per side (not whole tiles:
    M odd, N a multiple of 8 so B and C stay vectorized under the predicates, K not a multiple of bk)."""
    m, n, k = mnk
    c = RULE.default(OP, matmul_params(m, n, k, dtype), HW)
    small = (min(m, 2 * c["bm"] - 1), min(n, 2 * c["bn"] - 8), min(k, 3 * c["bk"] - 8))
    check_numerics(*small, dtype, emu_root, **c)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("mnk", [(256, 256, 32), (200, 136, 20)], ids=lambda s: "x".join(map(str, s)))
def test_emulated_numerics_large_tile(mnk, dtype, emu_root):
    """The 128x128 default of big matrices (2x2 vthread chunks, k-major A, padding), aligned and not."""
    config = RULE.default(OP, matmul_params(4096, 4096, 4096, dtype), HW)
    assert config["bm"] == config["bn"] == 128
    check_numerics(*mnk, dtype, emu_root, **config)


@pytest.mark.skipif(not os.environ.get("TVMGEN_SLOW"), reason="set TVMGEN_SLOW=1 (about a minute)")
@pytest.mark.parametrize("dtype", DTYPES)
def test_emulated_numerics_large(dtype, emu_root):
    check_numerics(1823, 781, 1000, dtype, emu_root, opt="-O2")


# Transposed operands and batches: the operand stored the other way round is transposed on its way into
# shared memory; batch goes to blockIdx.z. Awkward sizes (nothing divides, odd rows: scalar accesses) and
# the default of the 1024^3 catalog shapes on a cut-down size.
LAYOUTS = [
    ((37, 45, 19, "float32"), {"trans_a": True}, {}),
    ((37, 45, 19, "float16"), {"trans_b": True}, {}),
    ((130, 75, 33, "float32"), {"trans_a": True, "trans_b": True}, {}),
    ((37, 23, 129, "float16"), {"batch": 3}, {}),
    ((200, 136, 40, "float32"), {"trans_a": True}, "default-1024"),
    ((200, 136, 40, "float32"), {"trans_b": True}, "default-1024"),
    ((129, 72, 24, "float16"), {"trans_a": True, "trans_b": True, "batch": 2}, "default-1024"),
    ((100, 72, 44, "float32"), {"trans_b": True}, {"transpose_a": 0, "pad": 0}),
    ((130, 75, 33, "float32"), {"trans_a": True, "trans_b": True}, {"prefetch": 1}),
    ((37, 23, 129, "float16"), {"trans_b": True, "batch": 3}, {"prefetch": 1}),
    ((37, 45, 19, "bfloat16"), {"trans_a": True, "trans_b": True}, {}),  # bf16 on CUDA cores: fp32 math, one rounding
]


@pytest.mark.parametrize("mnk,kw,config", LAYOUTS,
                         ids=lambda x: "x".join(map(str, x)) if isinstance(x, tuple) else None)
def test_emulated_numerics_layouts(mnk, kw, config, emu_root):
    *shape, dtype = mnk
    if config == "default-1024":
        config = RULE.default(OP, matmul_params(1024, 1024, 1024, dtype, **kw), HW)
    p = matmul_params(*shape, dtype, **kw)
    assert RULE.valid(OP, p, config, HW) is None, RULE.valid(OP, p, config, HW)
    check_numerics(*shape, dtype, emu_root, kw=kw, **config)


@pytest.mark.parametrize("kw", [{"trans_a": True}, {"trans_b": True}, {"trans_a": True, "trans_b": True},
                                {"batch": 8}], ids=lambda d: ",".join(d))
def test_transposed_and_batched_fp32_prefer_this_rule(kw):
    p = matmul_params(1024, 1024, 1024, "float32", **kw)
    assert RULE.prefer(OP, p, HW)
    s = build(1024, 1024, 1024, "float32", kw)
    c = s.config
    assert s.rule == "matmul_tiled" and len(s.kernels) == 1 + (c["splits"] > 1)
    body = _kernel_body(s.source)
    assert re.search(r"\*\(float4\*\)\(A_ptr \+", body) and re.search(r"\*\(float4\*\)\(B_ptr \+", body)
    assert s.kernels[0].grid[2] == kw.get("batch", 1) * c["splits"]
    if NVCC:
        r = ptxas(s.source)
        threads = s.kernels[0].block[0] * s.kernels[0].block[1]
        regs = HW.registers_per_sm
        budget = regs // (threads * max(c["min_blocks"], regs // (threads * 128)))  # 128 without a bound
        assert r["spill_stores"] == 0 and r["stack"] == 0 and r["registers"] <= budget, r["log"]


# Split-K over blocks: even K pieces into an fp32 workspace, summed in a fixed order by a second kernel.
SPLITS = [
    ((130, 75, 33, "float32"), {}, {"splits": 2}),
    ((37, 23, 129, "float16"), {"batch": 3}, {"splits": 3}),
    ((37, 23, 129, "bfloat16"), {"batch": 3}, {"splits": 3}),
    ((200, 77, 100, "float32"), {"trans_b": True}, {"splits": 2, "bm": 128, "bn": 64, "tm": 8, "tn": 4}),
    ((255, 120, 72, "float32"), {}, {"splits": 2, "bm": 128, "bn": 64, "bk": 16, "tm": 8, "tn": 8, "prefetch": 1}),
]


@pytest.mark.parametrize("mnk,kw,config", SPLITS,
                         ids=lambda x: "x".join(map(str, x)) if isinstance(x, tuple) else None)
def test_emulated_numerics_split_k(mnk, kw, config, emu_root):
    *shape, dtype = mnk
    p = matmul_params(*shape, dtype, **kw)
    assert RULE.valid(OP, p, config, HW) is None, RULE.valid(OP, p, config, HW)
    s = build(*shape, dtype, kw, **config)
    assert len(s.kernels) == 2 and len(s.workspaces) == 1
    check_numerics(*shape, dtype, emu_root, kw=kw, **config)


def test_split_k_structure():
    s = build(1823, 781, 1000, "float32", None, splits=2)
    (ws,) = s.workspaces
    c = s.config
    mp, np_ = -(-1823 // c["bm"]) * c["bm"], -(-781 // c["bn"]) * c["bn"]
    assert ws["dtype"] == "float32" and ws["bytes"] == 4 * 2 * mp * np_
    main, final = s.kernels
    assert main.grid == (-(-781 // c["bn"]), -(-1823 // c["bm"]), 2)
    assert "atomic" not in s.source
    body = _kernel_body(s.source)
    assert re.search(r"\*\(float4\*\)\(C_pad_rf_ptr \+", body) or re.search(r"\*\(float4\*\)\(\w+rf\w*_ptr \+", body)
    if NVCC:
        r = ptxas(s.source)
        assert r["spill_stores"] == 0 and r["stack"] == 0, r["log"]


# Register prefetch: the global loads of step k+1 are issued before the math of step k (into a few registers
# per thread), and stored to shared memory after it.
@pytest.mark.parametrize("mnk,config", [
    ((1823, 781, 1000), {"bm": 128, "bn": 64, "bk": 8, "tm": 8, "tn": 8, "splits": 2, "prefetch": 1}),
    ((1823, 781, 1000), {"bm": 64, "bn": 64, "bk": 16, "tm": 8, "tn": 8, "prefetch": 1}),
    ((4096, 4096, 4096), {"prefetch": 1}),
], ids=lambda x: "x".join(map(str, x)) if isinstance(x, tuple) else None)
def test_prefetch_structure(mnk, config):
    s = build(*mnk, "float32", None, **config)
    c = s.config
    body = _kernel_body(s.source)
    loop = body[body.index("for (int k_"):]
    first_load = re.search(r"\bA_ptr\b", loop).start()
    first_fma = re.search(r"C_\w*local_ptr\[\d+\] = \(C_\w*local_ptr", loop).start()
    assert first_load < first_fma, "the loads of step k+1 must be issued before the math of step k"
    assert loop.count("__syncthreads", 0, first_fma) == 2  # before the shared stores, and before the math
    # the staging registers hold one thread's share of a tile: no array indexed by the thread
    threads = (c["bm"] // c["tm"]) * (c["bn"] // c["tn"])
    share = max(c["bm"], c["bn"]) * c["bk"] // threads
    for ty, size in re.findall(r"(float4?) \w+_shared_local_ptr\[(\d+)\]", body):
        assert int(size) * (4 if ty == "float4" else 1) <= share, (ty, size)
    if NVCC:
        r = ptxas(s.source)
        assert r["spill_stores"] == 0 and r["stack"] == 0, r["log"]
        if threads == 256:  # two blocks per SM
            assert r["registers"] <= 128, r["log"]


# -- the fp32 default by grid size (wave model fitted on the H200) ----------------------------------
def test_fp32_default_by_grid():
    big = RULE.default(OP, matmul_params(4096, 4096, 4096, "float32"), HW)
    assert (big["bm"], big["bn"], big["tm"], big["tn"], big["bk"], big["splits"], big["prefetch"]) == \
        (128, 128, 8, 8, 16, 1, 1)
    mid = RULE.default(OP, matmul_params(1823, 781, 1000, "float32"), HW)  # 195 tiles of 128 x 64: 1.5 per SM
    assert (mid["bm"], mid["bn"], mid["tm"], mid["tn"], mid["bk"], mid["splits"], mid["prefetch"]) == \
        (128, 64, 8, 8, 16, 2, 1)
    for shape in [(200, 136, 40), (100, 100, 100), (37, 23, 129)]:  # small: the 16 x 16-thread tiles
        c = RULE.default(OP, matmul_params(*shape, "float32"), HW)
        assert c["prefetch"] == 0 and c["splits"] == 1 and (c["bm"] // c["tm"]) * (c["bn"] // c["tn"]) == 256
    assert RULE.default(OP, matmul_params(1823, 781, 1000, "float16"), HW)["prefetch"] == 0  # fp16: unchanged


def test_wave_model_orders_the_measured_configs():
    """model_us() against the H200 (128 x 64 tiles, 8x8 per thread, bk 16, prefetch): 1823x781x1000 splits 2
    85.7 us beat splits 1 (two 128 x 64 tiles on most SMs) by far; 1024^3 splits 2 (bk 8) 63.2 us."""
    from tvmgen.rules.gemm.schedule_tiled import model_us

    p = matmul_params(1823, 781, 1000, "float32")
    us = {s: model_us(HW, p, 128, 64, 16, 128, s, 3) for s in (1, 2, 3, 4)}
    assert min(us, key=us.get) == 2 and abs(us[2] - 85.7) < 5 and us[1] > 100
    p = matmul_params(1024, 1024, 1024, "float32")  # splits 2: 64.3 us, 3: 59.3-62.1, 4: 74.5 (4 blocks, 3 resident)
    us = {s: model_us(HW, p, 128, 64, 16, 128, s, 3) for s in (2, 3, 4)}
    assert us[3] < us[2] < us[4] and abs(us[2] - 64.3) < 5 and abs(us[3] - 60) < 5
    assert abs(model_us(HW, matmul_params(4096, 4096, 4096, "float32"), 128, 128, 16, 256, 1, 2) - 2791) < 150
    assert RULE.default(OP, p, HW)["splits"] == 3
    big = RULE.default(OP, matmul_params(2048, 2048, 2048, "float32"), HW)  # 256 tiles of 128 x 128: 2 per SM on most
    assert (big["bm"], big["bn"], big["splits"]) == (128, 128, 1)


@pytest.mark.parametrize("kw", [{}, {"trans_a": True}, {"trans_b": True}, {"trans_a": True, "trans_b": True},
                                {"batch": 4}], ids=lambda d: ",".join(d) or "nn")
def test_fp32_defaults_valid_over_shapes(kw):
    for m, n, k in [(128, 64, 64), (1823, 781, 1000), (1024, 1024, 1024), (2048, 2048, 2048), (8192, 64, 4096),
                    (129, 65, 65), (3000, 100, 127), (4096, 4096, 4096), (8192, 8192, 128), (127, 4096, 4096)]:
        p = matmul_params(m, n, k, "float32", **kw)
        c = RULE.default(OP, p, HW)
        assert RULE.valid(OP, p, c, HW) is None, (m, n, k, kw, c)


def test_min_blocks_launch_bounds():
    """The fp32 plans bound the GEMM kernel's registers by the blocks per SM they count on; the sum kernel of
    split-K keeps a plain bound. Without it ptxas capped a 128-thread kernel at 128 registers and spilled."""
    s = build(1823, 781, 1000, "float32")
    assert s.config["min_blocks"] == 3 and s.config["splits"] == 2
    main, final = s.kernels
    assert f"__launch_bounds__(128, 3) {main.name}(" in s.source
    assert f"__launch_bounds__({final.block[0]}) {final.name}(" in s.source
    s = build(4096, 4096, 4096, "float32")
    assert f"__launch_bounds__(256, 2) {s.kernels[0].name}(" in s.source
    assert "__launch_bounds__(256) " in build(200, 136, 40, "float32").source  # small default: none
    # a bound too tight for the tile is capped (here a 128 x 128 tile overriding the 1024^3 default's 128 x 64)
    s = build(1024, 1024, 1024, "float32", None, bm=128, bn=128, tm=8, tn=8, min_blocks=4)
    assert f"__launch_bounds__(256, 2) {s.kernels[0].name}(" in s.source
