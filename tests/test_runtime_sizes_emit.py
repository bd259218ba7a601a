"""Emitting shaders with a run-time size (tvmgen.sizes, tvmgen.chunks, ranged.build_ranged): variants that cover
the range, grids as expressions of the size, chunked sources that nvcc compiles, and the refusals."""
from __future__ import annotations

import json
import math
import subprocess
from pathlib import Path

import pytest

from tvmgen import chunks, codegen, emit, expr, ops, ranged, sizes
from tvmgen.hardware import nvcc_arch
from tvmgen.ops.base import ParamError

from conftest import needs_nvcc

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"


def nvcc_compiles(tmp_path: Path, source: str, arch: str) -> None:
    cu = tmp_path / "ranged.cu"
    cu.write_text(source)
    r = subprocess.run(["nvcc", *nvcc_arch(arch).split(), "-c", str(cu), "-o", str(tmp_path / "ranged.o")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]


# -- chunks: TVM's emitted sources, wrapped and merged -----------------------------------------------
def wrapped(name: str, chunk: int = 4) -> str:
    """A catalog shader's source chunked along `n` as if every tensor varied in its first dimension."""
    base = GENERATED / name
    m = json.loads(base.with_suffix(".json").read_text())
    offsets = {}
    for t in m["inputs"] + m["outputs"]:
        row = 1
        for d in t["shape"][1:]:
            row *= d
        offsets[t["name"]] = chunks.Offset("row", row * (2 if t["dtype"] == "float16" else 4))
    offsets.update({w["name"]: chunks.Offset("chunk", w["bytes"]) for w in m["workspaces"]})
    return chunks.wrap(base.with_suffix(".cu").read_text(), m["kernels"], chunk, "n", offsets)


CATALOG_SOURCES = [
    "gemm/matmul_m64_n4096_k4096_float16",  # a cluster kernel (wgmma, %clusterid.x)
    "conv/conv2d_input32x56x56x64_filter256x1x1x64_layoutNHWC_algoimplicit_gemm_float16",  # wgmma, no cluster
    "softmax/softmax_shape32x256x56x56_modeinstance_float16",  # five kernels, three workspaces
    "gemm/matmul_m1823_n781_k1000_float32",  # two kernels, a workspace
    "batchnorm/batchnorm_shape32x64x112x112_training1_float16",  # float and half `extern __shared__ smem_ptr[]`
    "batchnorm/batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32",
]


def test_wrap_rewrites_block_and_cluster_indices():
    src = wrapped("gemm/matmul_m64_n4096_k4096_float16")
    body = src[src.index("_kernel_chunk("):]
    body = body[:body.index('extern "C" __global__')]
    assert "blockIdx" not in body and "clusterid_x()" not in body
    assert "tvmgen_cid" in body
    head = next(ln for ln in src.splitlines() if ln.startswith('extern "C" __global__'))
    assert "__cluster_dims__(2, 1, 1)" in head and "__launch_bounds__(256)" in head and head.endswith("int64_t n) {")
    # chunks interleaved: blockIdx.x = cluster * chunks + chunk, the two blocks of a cluster kept together
    assert "tvmgen_q = (int64_t)(blockIdx.x / 2u)" in src and "tvmgen_cid = (int)(tvmgen_q / tvmgen_chunks)" in src


def test_wrap_moves_workspaces_by_chunk_and_tensors_by_start():
    src = wrapped("softmax/softmax_shape32x256x56x56_modeinstance_float16")
    assert "(float*)((char*)x_max_rf_ptr + tvmgen_c * (int64_t)4096)" in src
    assert "(half*)((char*)X_ptr + tvmgen_start * (int64_t)1605632)" in src


@pytest.mark.parametrize("bad, what", [
    ("int i = gridDim.x;", "gridDim"),
    ('asm("mov.u32 %0, %ctaid.x;" : "=r"(x));', "%ctaid"),
    ("atomicAdd(Y_ptr, 1.f);", "atomic"),
])
def test_wrap_refuses_what_a_chunk_cannot_rebase(bad, what):
    src = ('extern "C" __global__ void __launch_bounds__(32) k(float* __restrict__ Y_ptr) {\n  int x;\n  '
           f"{bad}\n}}\n")
    kern = {"name": "k", "grid": [4, 1, 1], "args": [{"kind": "tensor", "name": "Y", "dtype": "float32"}]}
    with pytest.raises(chunks.ChunkError, match=what):
        chunks.wrap(src, [kern], 2, "n", {"Y": chunks.Offset("row", 4)})


def test_merge_keeps_one_definition_of_each_helper():
    srcs = [wrapped(n) for n in CATALOG_SOURCES[:3]]
    merged = chunks.merge(srcs, codegen.PREAMBLE)
    assert merged.count(codegen.PREAMBLE) == 1
    assert merged.count("struct __align__(8) half4_bfloat164 {") == 1


@needs_nvcc
@pytest.mark.slow  # nvcc over six large sources: ~30 s
def test_merged_catalog_sources_compile(tmp_path):
    nvcc_compiles(tmp_path, chunks.merge([wrapped(n) for n in CATALOG_SOURCES], codegen.PREAMBLE), "sm_90a")


@needs_nvcc
def test_merged_cluster_and_multikernel_sources_compile(tmp_path):
    srcs = [wrapped(n) for n in ("gemm/matmul_m64_n4096_k4096_float16",
                                 "softmax/softmax_shape32x256x56x56_modeinstance_float16")]
    nvcc_compiles(tmp_path, chunks.merge(srcs, codegen.PREAMBLE), "sm_90a")


# -- build_ranged over real workloads ----------------------------------------------------------------
WORKLOADS = [  # (operator, params); hi kept small: the builds stay quick
    ("matmul", "m=1..64@16 n=256 k=256 dtype=float16"),
    ("dense", "m=3..40@8 n=256 k=128 dtype=float16"),
    ("conv2d", "input=1..8@4x14x14x64 filter=64x3x3x64 layout=NHWC pad=1 dtype=float16"),
    ("activation", "kind=relu shape=1..64@8x1024 dtype=float16"),
    ("softmax", "shape=1..32@8x1000"),
    ("pool2d", "shape=1..8@4x16x28x28 kind=max window=2 stride=2"),
    ("nchw_to_nhwc", "shape=1..8@4x32x14x14 dtype=float16"),
    ("batchnorm", "shape=1..8@4x32x14x14"),
    ("reduce", "shape=1..16@4x32x14x14 axes=2,3 kind=mean"),
    ("matmul", "batch=2..8@4 m=64 n=64 k=64 dtype=float16"),
    ("int_conv2d", "input=1..8@4x9x9x16 filter=24x3x3x16 pad=1 out=int8 scale_w=channel"),
]


@pytest.fixture(scope="module")
def built():
    return {}


def build(built, op_name, text):
    key = (op_name, text)
    if key not in built:
        built[key] = emit.generate(op_name, emit.parse_kv(text.split()))
    return built[key]


@pytest.mark.parametrize("op_name, text", WORKLOADS, ids=[f"{o}-{t.split()[0]}" for o, t in WORKLOADS])
def test_variants_cover_the_range(built, op_name, text):
    m, src = build(built, op_name, text)
    op = ops.get(op_name)
    (s, r), = ((k, sizes.Range.from_json(v)) for k, v in m["symbols"].items())
    assert m["schema"] == 2 and m["name"] == sizes.shader_name(op, emit.parse_kv(text.split()))
    whens = [v["when"][s] for v in m["variants"]]
    assert whens[0][0] == r.lo and whens[-1][1] == r.hi
    assert all(a[1] + 1 == b[0] for a, b in zip(whens, whens[1:]))  # no gap, no overlap
    for v, (lo, hi) in zip(m["variants"], whens):
        if "chunk" not in v:  # the kernels take the size as their bound (tvmgen.symbolic)
            for k in v["kernels"]:
                assert k["name"] in src
                assert any(a["kind"] == "size" and expr.symbols_of(a.get("expr", a["name"])) == {s} for a in k["args"])
                assert all(expr.symbols_of(g) <= {s} for g in k["grid"])
                assert all(expr.evaluate(g, {s: n}) >= 1 for g in k["grid"] for n in (lo, hi))
            continue
        b = v["chunk"]
        assert b & (b - 1) == 0 and b <= lo and b <= r.opt  # a chunk serves sizes >= itself
        for k in v["kernels"]:
            assert k["name"] in src and f"{k['name']}{chunks.SUFFIX}(" in src
            assert k["args"][-1] == {"kind": "size", "name": s, "dtype": "int64"}
            static = k["grid"][0]
            assert expr.symbols_of(static) == {s}
            per_chunk = expr.evaluate(static, {s: b})  # one chunk: the static shader's grid
            for n in (lo, hi, (lo + hi) // 2):
                assert expr.evaluate(static, {s: n}) == -(-n // b) * per_chunk
        for w in v["workspaces"]:
            assert expr.evaluate(w["bytes"], {s: 2 * b}) == 2 * expr.evaluate(w["bytes"], {s: b})
    # the tensors, evaluated at a size, are the operator's at that size
    # (element counts only at 1: matmul with batch 1 drops the batch dimension of its tensors)
    for n in (r.lo, r.hi):
        p = sizes.params_at(op, m["params"], {s: n})
        want = [t.shape for t in op.inputs(p) + op.outputs(p)]
        got = [sizes.eval_tensor(t, {s: n}).shape for t in m["inputs"] + m["outputs"]]
        assert got == want if n > 1 else [math.prod(g) for g in got] == [math.prod(w) for w in want]


@needs_nvcc
@pytest.mark.parametrize("op_name, text", WORKLOADS, ids=[f"{o}-{t.split()[0]}" for o, t in WORKLOADS])
def test_ranged_source_compiles(built, tmp_path, op_name, text):
    m, src = build(built, op_name, text)
    nvcc_compiles(tmp_path, src, m["target"]["arch"])


def test_chunk_sizes():
    r = sizes.Range(1, 8192, 512)
    assert ranged.chunk_sizes(r, 8192) == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]  # a GEMM row of N=4096 fp16
    assert ranged.chunk_sizes(r, 2**20) == [1, 2, 4]  # 4 rows write 4 MiB
    assert ranged.chunk_sizes(sizes.Range(100, 8192, 512), 8192) == [64, 128, 256, 512]
    assert ranged.chunk_sizes(sizes.Range(5, 5, 5), 4) == [4]


def test_shader_names():
    mm = ops.get("matmul")
    assert sizes.shader_name(mm, {"m": "1..8192@512", "n": "4096", "k": "4096", "dtype": "float16"}) == \
        "matmul_m1_8192at512_n4096_k4096_float16"
    assert sizes.shader_name(mm, {"m": "1..8192", "n": "4096", "k": "4096"}) == "matmul_m1_8192_n4096_k4096_float32"
    conv = ops.get("conv2d")
    assert sizes.shader_name(conv, {"input": "1..256@32x56x56x64", "filter": "64x3x3x64", "layout": "NHWC"}) == \
        "conv2d_input1_256at32x56x56x64_filter64x3x3x64_layoutNHWC_float32"


# -- refusals: one line naming the parameter ---------------------------------------------------------
@pytest.mark.parametrize("op_name, text, fragment", [
    ("batchnorm", "shape=1..8x32x14x14 training=1 mode=per_activation", "needs at least 2 values per statistic"),
    ("reduce", "shape=1..8x32x14 axes=0", "axes"),
    ("reduce", "shape=1..8x32x14", "axes"),  # every axis, 0 among them
    ("dropout", "shape=1..8x7x3 p=0.5 seed=1", "shape: a run-time batch needs a multiple of 4 elements per batch row"),
    ("cross_entropy", "n=8 c=1..1000", "cross_entropy cannot take c"),
    ("matmul", "m=1..64 n=64 k=64 batch=2", "m: A varies along dimension 1"),
    ("matmul", "m=1..64 n=64 k=64 trans_a=1", "m: A varies along dimension 1"),
    ("matmul", "m=64..1 n=64 k=64", "lo <= hi"),
    ("matmul", "m=1..64@100 n=64 k=64", "opt 100"),
    ("conv2d", "input=1..8x14..16x14x64 filter=64x3x3x64 layout=NHWC", "leading"),
    ("matmul", "m=1..64 batch=1..4 n=64 k=64", "one run-time size"),
])
def test_refusals(op_name, text, fragment):
    with pytest.raises(ParamError, match=fragment) as e:
        emit.generate(op_name, emit.parse_kv(text.split()))
    assert "\n" not in str(e.value)


def test_cli_emit_and_list(tmp_path):
    from click.testing import CliRunner

    from tvmgen.cli import main

    res = CliRunner().invoke(main, ["emit", "dense", "m=1..8", "n=128", "k=64", "dtype=float16", "-o", str(tmp_path)])
    assert res.exit_code == 0, res.output
    m = json.loads((tmp_path / "dense_m1_8_n128_k64_float16.json").read_text())
    # fp16 dense is matmul_wgmma's, which takes M as its kernels' bound: no chunks
    assert m["schema"] == 2 and all("chunk" not in v for v in m["variants"]) and m["variants"][-1]["when"]["m"][1] == 8
    res = CliRunner().invoke(main, ["list", "matmul"])
    assert "run-time sizes: m=LO..HI@OPT, batch=LO..HI@OPT" in res.output
    res = CliRunner().invoke(main, ["emit", "matmul", "m=1..8", "n=64", "k=64", "batch=2", "-o", str(tmp_path)])
    assert res.exit_code == 2 and "m: A varies along dimension 1" in res.output


def test_catalog_entry_with_a_range(tmp_path):
    cat = tmp_path / "c.toml"
    cat.write_text('[[shader]]\nop = "dense"\nparams = { m = "1..4", n = 128, k = 64, dtype = "float16" }\n')
    entries = emit.load_catalog(cat)
    assert emit.entry_name(entries[0]) == "dense_m1_4_n128_k64_float16"
    written, failed = emit.emit_catalog(entries, tmp_path / "out", jobs=1)
    assert not failed and any(p.name == "dense_m1_4_n128_k64_float16.json" for p in written)
