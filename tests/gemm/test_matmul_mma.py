"""matmul_mma: where it applies, what it rejects, and what the emitted tensor-core source contains.

There is no GPU here and the CPU emulator cannot run ldmatrix/mma.sync, so the numbers are checked on
the H200 (`tvmgen verify` against float64 NumPy). Here: the rule's choices without building, then two
builds (each takes ~20-40 s on 2 cores): an aligned GEMM (128-bit cp.async copies, ldmatrix, mma.sync,
nvcc with no spills, HMMA in the SASS when cuobjdump is on the PATH) and an awkward batched trans_b GEMM
where nothing divides the tiles (predicated zero-filling loads and a bounds-checked store).
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from helpers import matmul_params
from tvmgen import codegen, hardware, nvcc
from tvmgen.ops import get
from tvmgen.ops.base import ParamError
from tvmgen.rules import RULES, chain
from tvmgen.rules.lib.mma import smem_bytes

HW = hardware.get("sm_90")  # the expected values below are sm_90's

OP = get("matmul")
RULE = RULES["matmul_mma"]



# -- choices, no build ----------------------------------------------------------------------------
@pytest.mark.parametrize("mnk,kw,preferred", [
    ((4096, 4096, 4096), {}, True),
    ((8192, 8192, 8192), {}, True),
    ((1823, 781, 1000), {}, True),  # N rows misaligned: scalar B loads, register-staged; beats dlight 1.28x
    ((1024, 1024, 1024), {}, True),
    ((64, 4096, 4096), {}, False),  # skinny: matmul_skinny's
    ((16, 4096, 4096), {}, False),
    ((4096, 64, 4096), {}, False),
    ((512, 512, 512), {"batch": 8}, True),
    ((1024, 1024, 1024), {"trans_b": True}, True),
    ((1024, 1024, 1024), {"trans_a": True, "trans_b": True}, True),
    ((4096, 4096, 4096), {"dtype": "float32"}, False),
])
def test_prefer(mnk, kw, preferred):
    p = matmul_params(*mnk, **kw)
    assert RULE.prefer(OP, p, HW) is preferred
    assert (RULE in chain(OP, p, HW)) is preferred


def test_apply_returns_none_for_fp32():
    p = matmul_params(256, 256, 256, "float32")
    assert RULE.apply(codegen.te_module(OP, p), OP, p, RULE.default(OP, p, HW), HW) is None
    assert RULE.valid(OP, p, {}, HW) is not None


@pytest.mark.parametrize("mnk,kw", [((4096, 4096, 4096), {}), ((8192, 8192, 8192), {}), ((1823, 781, 1000), {}),
                                    ((1024, 1024, 1024), {}), ((512, 512, 512), {"batch": 8}),
                                    ((100, 100, 100), {}), ((65, 65, 17), {"trans_a": True, "trans_b": True}),
                                    ((3000, 200, 4096), {})])
def test_default_is_valid(mnk, kw):
    p = matmul_params(*mnk, **kw)
    c = RULE.default(OP, p, HW)
    assert RULE.valid(OP, p, c, HW) is None, c
    assert smem_bytes(c) <= HW.shared_per_block
    if mnk == (4096, 4096, 4096):
        assert (c["bm"], c["bn"], c["bk"], c["wm"], c["wn"]) == (128, 128, 32, 64, 64)
    # the same default outside a build (tuning samples it there): cp.async, not the register-staged fallback
    assert c["async"] == 1


@pytest.mark.parametrize("config,why", [
    ({"bm": 256, "bn": 256, "wm": 32, "wn": 32}, "threads"),  # 64 warps
    ({"wm": 128, "wn": 128}, "registers"),  # 512 accumulators per lane
    ({"bm": 256, "bn": 256, "bk": 64, "stages": 5, "wm": 64, "wn": 128}, "registers"),
    ({"bm": 256, "bn": 256, "bk": 64, "stages": 5, "wm": 128, "wn": 64}, "registers"),
    ({"bm": 128, "bn": 256, "bk": 64, "stages": 5, "async": 1}, "shared memory"),
    ({"wm": 128}, "divide"),  # 128 x 128 block, 128 x 64 warps: fine; bm=64 then is not
    ({"bogus": 1}, "not a knob"),
    ({"bm": 96}, "allows"),
])
def test_valid_rejects(config, why):
    p = matmul_params(4096, 4096, 4096)
    if why == "divide":
        config = {"bm": 64, "wm": 128}
    msg = RULE.valid(OP, p, config, HW)
    assert msg is not None and why in msg, msg


def test_named_invalid_config_raises():
    with pytest.raises(ParamError):
        codegen.build(OP, matmul_params(256, 256, 256), rule="matmul_mma", config={"wm": 128, "wn": 128})


# -- builds ---------------------------------------------------------------------------------------
_BUILT: dict = {}


def build(m, n, k, config=None, **kw):
    key = (m, n, k, tuple(sorted((config or {}).items())), tuple(sorted(kw.items())))
    if key not in _BUILT:  # codegen.build enables cp.async lowering (codegen.PASS_CONFIG)
        _BUILT[key] = codegen.build(OP, matmul_params(m, n, k, **kw), rule="matmul_mma", config=config)
    return _BUILT[key]


def _ptx(source: str) -> str:
    with tempfile.TemporaryDirectory() as d:
        cu = Path(d) / "k.cu"
        cu.write_text(source)
        subprocess.run(["nvcc", "-ptx", "-arch=sm_90", str(cu), "-o", str(Path(d) / "k.ptx")], check=True,
                       capture_output=True)
        return (Path(d) / "k.ptx").read_text()


def _sass(source: str) -> str | None:
    if not shutil.which("cuobjdump"):
        return None
    with tempfile.TemporaryDirectory() as d:
        cu = Path(d) / "k.cu"
        cu.write_text(source)
        subprocess.run(["nvcc", "-cubin", "-arch=sm_90", str(cu), "-o", str(Path(d) / "k.cubin")], check=True,
                       capture_output=True)
        return subprocess.run(["cuobjdump", "-sass", str(Path(d) / "k.cubin")], check=True, capture_output=True,
                              text=True).stdout


ALIGNED = (256, 256, 128)  # a 2 x 2 grid of 128 x 128 tiles, 4 k steps: every pipeline stage runs
ALIGNED_CFG = {"bm": 128, "bn": 128, "bk": 32, "wm": 64, "wn": 64, "stages": 3, "raster": 0}


MMA_TYPE = {"float16": ("f16", "half4"), "bfloat16": ("bf16", "nv_bfloat164")}  # PTX type, 4-wide store type


@pytest.mark.parametrize("dtype", list(MMA_TYPE))
def test_aligned_source(dtype):
    s = build(*ALIGNED, ALIGNED_CFG, dtype=dtype)
    ty, store4 = MMA_TYPE[dtype]
    assert s.rule == "matmul_mma" and s.workspaces == [] and len(s.kernels) == 1
    k = s.kernels[0]
    assert k.block == (32, 4, 1) and k.grid == (4, 1, 1)
    assert 0 < k.dynamic_shared_bytes <= smem_bytes(ALIGNED_CFG)
    src = s.source
    assert f"mma.sync.aligned.m16n8k16.row.col.f32.{ty}.{ty}.f32" in src
    assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in src  # A
    assert "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" in src  # row-major B
    assert "cp.async.cg.shared.global" in src and "cp.async.wait_group" in src
    assert store4 in src  # the 16-bit store of C is 4 wide (8 bytes), cast fused


@pytest.mark.skipif(not nvcc.available(), reason="nvcc not on PATH")
@pytest.mark.parametrize("dtype", list(MMA_TYPE))
def test_aligned_compiles_hmma_128bit(dtype):
    s = build(*ALIGNED, ALIGNED_CFG, dtype=dtype)
    res = nvcc.resources(s.source)
    (r,) = res.values()
    assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, r
    assert r["registers"] <= 255
    ptx = _ptx(s.source)
    assert ptx.count("mma.sync.aligned.m16n8k16") >= 32  # 4 x 4 pieces x 2 halves, per unrolled k16 step
    assert "ldmatrix.sync.aligned.m8n8.x4" in ptx
    assert re.search(r"cp\.async\.cg\.shared\.global(\.L2::\d+B)? \[[^]]+\], \[[^]]+\], 16", ptx)
    sass = _sass(s.source)
    if sass is not None:
        assert "HMMA.16816.F32" + (".BF16" if dtype == "bfloat16" else "") in sass
        assert "LDGSTS.E.BYPASS.128" in sass or "LDG.E.128" in sass


@pytest.mark.skipif(not nvcc.available(), reason="nvcc not on PATH")
def test_awkward_batched_trans_b_predicated():
    """batch 2, B stored [N, K], M = 100, N = 73, K = 41: nothing divides a 64 x 64 x 32 tile, and odd rows
    rule out cp.async (scalar loads, register-staged double buffer) and vector stores."""
    m, n, k = 100, 73, 41
    cfg = {"bm": 64, "bn": 64, "bk": 32, "wm": 32, "wn": 32, "stages": 2, "raster": 0}
    s = build(m, n, k, cfg, batch=2, trans_b=True)
    (kern,) = s.kernels
    assert kern.grid == (2 * 2, 1, 2)  # 2 x 2 tiles, batch on z
    src = s.source
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in src
    assert "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in src  # B [N, K] needs no .trans
    body = src.split("__global__", 2)[2]
    # zero-filling predicated copies for the padded K and M/N edges (cp.async with a predicate, or a
    # conditional load of zero where the rows are too narrow for cp.async) ...
    assert "condval" in body and "cp_async" not in body
    # ... and the store of C sits under a bounds check (the padding is never stored)
    store = body.index("(C_ptr +") if "(C_ptr +" in body else body.index("C_ptr[")
    loop = body.rindex("for (", 0, store)
    assert "if (" in body[loop:store], body[loop:store]
    res = nvcc.resources(src)
    (r,) = res.values()
    assert r["spill_stores"] == 0 and r["spill_loads"] == 0, r


def test_int64_path_passes_whole_copy_offsets(monkeypatch):
    """Past 2^31 elements the cp.async offsets are computed in 64 bits; TVM's copy helper declares them int, which
    wrapped the address (an illegal access on the H200): codegen widens the helper."""
    pytest.importorskip("tvm")
    import tvmgen.ops.tensors as tensors

    monkeypatch.setattr(tensors, "INT64_FROM", 1)  # the int64 path, on a small shape
    s = codegen.build(OP, matmul_params(256, 128, 256), rule="matmul_mma")
    copies = re.findall(r"__device__ void ptx_cp_async\w*\([^)]*\)", s.source)
    assert copies and all("int64_t dst_off" in c and "int64_t src_off" in c for c in copies), copies
