"""Layout transforms and reductions: TE on LLVM vs NumPy, parameter checks, argmax ties and NaN, the
catalog entries building and compiling, and the scheduled CUDA kernels themselves run on the CPU (the
emitted source compiled by g++ against a small CUDA emulation header), so that tiles, predicates,
bank padding and shuffle trees are checked without a GPU."""
import ctypes
import hashlib
import math
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from conftest import needs_nvcc
from tvmgen import ops
from tvmgen.cpu import compare, lay_out, run_llvm
from tvmgen.emit import DEFAULT_CATALOG, load_catalog
from tvmgen.ops.base import ParamError
from tvmgen.rules.transpose import canonical, tile_stride, tiled_plan, _bank_conflicts

pytest.importorskip("tvm")

CPU_CASES = [
    ("transpose", {"shape": "2x3x4x5x6x7", "perm": "5,3,1,4,0,2"}),  # rank 6
    ("transpose", {"shape": "37x41", "perm": "1,0", "dtype": "float16"}),
    ("transpose", {"shape": "9", "perm": "0"}),  # rank 1: identity
    ("transpose", {"shape": "3x1x5x1", "perm": "3,2,1,0"}),  # size-1 dims
    ("nchw_to_nhwc", {"shape": "2x5x7x9"}),
    ("nhwc_to_nchw", {"shape": "2x7x9x5", "dtype": "float16"}),
    ("hwc_to_whc", {"shape": "5x7x3"}),
    ("reduce", {"shape": "3x4x5x6", "kind": "sum", "axes": "1"}),
    ("reduce", {"shape": "3x4x5x6", "kind": "mean", "axes": "2,3", "dtype": "float16"}),
    ("reduce", {"shape": "3x4x5x6", "kind": "max", "axes": "-1,0", "keepdims": "true"}),
    ("reduce", {"shape": "7", "kind": "min"}),  # every axis: shape 1
    ("reduce", {"shape": "37x41", "kind": "sum", "dtype": "float16"}),
    ("reduce", {"shape": "183x78", "kind": "mean", "axes": "0"}),
    ("argmax", {"shape": "13x100"}),
    ("argmin", {"shape": "13x10x7", "axis": "1", "dtype": "float16", "keepdims": "true"}),
    ("argmax", {"shape": "50"}),
    ("one_hot", {"shape": "13", "depth": "10"}),
    ("one_hot", {"shape": "3x4", "depth": "5", "on_value": "0.9", "off_value": "-0.1", "dtype": "float16"}),
]


def _id(name, raw):
    return f"{name}-" + "-".join(f"{k}{v}" for k, v in raw.items())


@pytest.mark.parametrize("name,raw", CPU_CASES, ids=[_id(*c) for c in CPU_CASES])
def test_compute_matches_reference(name, raw):
    op = ops.get(name)
    p = op.parse(raw)
    x = op.sample(p, np.random.default_rng(0))
    got = run_llvm(op, p, x)
    assert [(t.name, t.shape, t.dtype) for t in op.outputs(p)] == [(k, v.shape, str(v.dtype)) for k, v in got.items()]
    assert compare(op, p, got, op.reference(p, x)) == []


@pytest.mark.parametrize("name,raw,message", [
    ("transpose", {"shape": "2x3x4", "perm": "0,1"}, "perm=0,1: has 2 entries but shape 2x3x4 has rank 3"),
    ("transpose", {"shape": "2x3x4", "perm": "0,3,1"}, "perm=0,3,1: entry 3 is out of range 0..2"),
    ("transpose", {"shape": "2x3x4", "perm": "0,-1,1"}, "entry -1 is out of range 0..2"),
    ("transpose", {"shape": "2x3x4", "perm": "1,1,0"}, "perm=1,1,0: 1 appears twice (2 missing)"),
    ("transpose", {"shape": "2x0x4", "perm": "0,1,2"}, "shape=2x0x4: every dimension must be positive"),
    ("nchw_to_nhwc", {"shape": "2x3x4"}, "shape=2x3x4: nchw_to_nhwc needs a rank-4 NCHW shape, got rank 3"),
    ("hwc_to_whc", {"shape": "2x3x4x5"}, "hwc_to_whc needs a rank-3 HWC shape"),
    ("reduce", {"shape": "2x3x4x5", "axes": "0,4"},
     "axes=0,4: axis 4 is out of range for shape 2x3x4x5 (rank 4: -4..3)"),
    ("reduce", {"shape": "2x3x4x5", "axes": "1,-3"}, "axes=1,-3: axis 1 is given twice (as 1 and -3)"),
    ("reduce", {"shape": "2x3", "axes": "1,1"}, "axes=1,1: axis 1 is given twice"),
    ("reduce", {"shape": "2x3", "kind": "prod"}, "kind='prod': must be one of sum, mean, max, min"),
    ("argmax", {"shape": "2x3", "axis": "2"}, "axis=2: axis 2 is out of range for shape 2x3 (rank 2: -2..1)"),
    ("argmin", {"shape": "2x3", "dtype": "int32"}, "dtype='int32': must be one of float32, float16"),
    ("one_hot", {"shape": "8", "depth": "0"}, "depth=0: must be >= 1"),
    ("one_hot", {"shape": "8", "depth": "4", "on_value": "1e5", "dtype": "float16"},
     "on_value=100000: not representable in float16 (|v| <= 65504)"),
])
def test_bad_params(name, raw, message):
    with pytest.raises(ParamError) as e:
        ops.get(name).parse(raw)
    assert message in str(e.value)


def test_shapes_and_costs():
    t = ops.get("nchw_to_nhwc")
    p = t.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert t.outputs(p)[0].shape == (32, 56, 56, 256)
    assert t.min_bytes(p) == 2 * 2 * 32 * 256 * 56 * 56 and t.flops(p) == 0
    h = ops.get("hwc_to_whc")
    assert h.outputs(h.parse({"shape": "1080x1920x3"}))[0].shape == (1920, 1080, 3)
    r = ops.get("reduce")
    p = r.parse({"shape": "32x256x56x56", "kind": "mean", "axes": "2,3"})
    assert r.outputs(p)[0].shape == (32, 256) and r.reduction_length(p) == 3136
    assert r.tolerance(p, r.outputs(p)[0])[0] < r.tolerance(r.parse({**p, "kind": "sum"}), r.outputs(p)[0])[0]
    assert r.outputs(r.parse({"shape": "2x3x4", "keepdims": "1"}))[0].shape == (1, 1, 1)
    assert r.outputs(r.parse({"shape": "2x3x4"}))[0].shape == (1,)
    a = ops.get("argmax")
    p = a.parse({"shape": "256x1000"})
    assert a.outputs(p)[0].dtype == "int32" and a.tolerance(p, a.outputs(p)[0]) == (0.0, 0.0)
    o = ops.get("one_hot")
    p = o.parse({"shape": "256", "depth": "1000"})
    assert o.inputs(p)[0].dtype == "int32" and o.outputs(p)[0].shape == (256, 1000)


def test_canonical_forms():
    # NCHW -> NHWC is a batched transpose N x [C, HW]: H and W merge, N stays first.
    groups, q, ext = canonical((32, 256, 56, 56), (0, 2, 3, 1))
    assert groups == [[0], [1, 2], [3]] and q == [0, 2, 1] and ext == [32, 3136, 256]
    assert tiled_plan(ext, q, 4, 32) == (2, 1, None, 32, 32)
    # HWC -> WHC: the channels stay innermost but are short: carried through a tile of pixels.
    groups, q, ext = canonical((1080, 1920, 3), (1, 0, 2))
    assert q == [1, 0, 2] and tiled_plan(ext, q, 4, 32) == (1, 0, 2, 32, 32)
    # Long rows that stay innermost: a copy. Size-1 dims vanish; the identity is one dim.
    assert tiled_plan(*canonical((6, 5, 64), (1, 0, 2))[1:][::-1], 4, 32) is None
    assert canonical((3, 1, 5, 1), (3, 2, 1, 0)) == ([[1], [3]], [1, 0], [5, 3])
    assert canonical((2, 3, 4), (0, 1, 2)) == ([[0, 1, 2]], [0], [24])
    assert canonical((1, 1), (1, 0)) == ([], [], [])
    # A short output row (C = 3 channels) makes the tile tall: 3 x 320.
    assert tiled_plan([32, 3136, 3], [0, 2, 1], 4, 32) == (2, 1, None, 3, 320)


@pytest.mark.parametrize("ta,tb,c,itemsize,want", [(32, 32, 1, 4, 33), (32, 32, 1, 2, 34), (32, 32, 3, 4, 99)])
def test_tile_padding_avoids_bank_conflicts(ta, tb, c, itemsize, want):
    assert _bank_conflicts(ta, tb, c, tb * c, itemsize)[0] > 1  # unpadded: column reads conflict
    s = tile_stride(ta, tb, c, itemsize)
    assert s == want and _bank_conflicts(ta, tb, c, s, itemsize) == (1, 1)


def test_vector_tile_plan():
    """NCHW -> NHWC (C = 256, HW = 3136): 16-byte tiles of 128-byte rows both ways, two vectors per thread,
    padded to no worse than 2-way conflicts; shapes no vector tile divides, and carried channels, keep the
    scalar tile."""
    from tvmgen.rules.transpose import _vec_bank_conflicts, vec_tile_stride, vector_plan

    cfg = {"tile": 32, "threads": 0, "vec": 0, "vector": 0, "tile_a": 0, "tile_b": 0}
    ext, q = canonical((32, 256, 56, 56), (0, 2, 3, 1))[2], canonical((32, 256, 56, 56), (0, 2, 3, 1))[1]
    plan = tiled_plan(ext, q, 2, 32)
    assert vector_plan(ext, plan, 2, cfg) == (8, 64, 64, 256, 65)
    assert vector_plan(ext, tiled_plan(ext, q, 4, 32), 4, cfg) == (4, 32, 32, 128, 33)
    assert vector_plan(ext, plan, 2, {**cfg, "tile_a": 32, "threads": 128}) == (8, 32, 64, 128, 66)
    assert vector_plan(ext, plan, 2, {**cfg, "vec": 1}) is None
    # 1823 x 781: no vector tile divides; HWC -> WHC: carried channels
    e2, q2 = canonical((1823, 781), (1, 0))[2], canonical((1823, 781), (1, 0))[1]
    assert vector_plan(e2, tiled_plan(e2, q2, 2, 32), 2, cfg) is None
    e3, q3 = canonical((1080, 1920, 3), (1, 0, 2))[2], canonical((1080, 1920, 3), (1, 0, 2))[1]
    assert vector_plan(e3, tiled_plan(e3, q3, 4, 32), 4, cfg) is None
    # short sides halve to what divides: C = 40 -> 8, HW = 24 -> 8
    e4, q4 = canonical((3, 40, 24, 1), (0, 2, 3, 1))[2], canonical((3, 40, 24, 1), (0, 2, 3, 1))[1]
    assert vector_plan(e4, tiled_plan(e4, q4, 2, 32), 2, cfg)[:3] == (8, 8, 8)
    for ta, tb, it, vec, want in ((32, 64, 2, 8, (1, 1)), (32, 32, 4, 4, (1, 1)), (64, 64, 2, 8, (2, 1))):
        assert _vec_bank_conflicts(ta, tb, tb, vec, it, 256)[1] >= 4  # unpadded: 4-way or worse
        assert _vec_bank_conflicts(ta, tb, vec_tile_stride(ta, tb, vec, it), vec, it, 256) == want


def test_vector_tile_source():
    """The emitted NCHW -> NHWC: one 16-byte global load and store per vector, a padded shared tile, no
    bounds checks (whole tiles); vector=1 keeps the scalar tile."""
    from tvmgen import codegen

    op = ops.get("nchw_to_nhwc")
    p = op.parse({"shape": "64x256x56x56", "dtype": "float16"})
    s = codegen.build(op, p)
    body = s.source[s.source.index('extern "C"'):]
    assert s.rule == "transpose" and s.kernels[0].block == (256, 1, 1) and s.kernels[0].grid == (12544, 1, 1)
    assert "*(uint4*)(X_local_ptr + 0) = *(uint4*)(X_ptr" in body and "*(uint4*)(Y_ptr" in body
    assert "X_shared_ptr[4160]" in body and " if (" not in body and "int64_t" not in body
    scalar = codegen.build(op, p, "transpose", {"vector": 1}).source
    assert "uint4" not in scalar[scalar.index('extern "C"'):]


@pytest.mark.parametrize("name,raw,applies", [
    ("nchw_to_nhwc", {"shape": "64x256x56x56", "dtype": "float16"}, True),  # ResNet activations, 103 MB
    ("nhwc_to_nchw", {"shape": "32x56x56x256", "dtype": "float16"}, True),
    ("transpose", {"shape": "1x64x1x128", "perm": "3,1,2,0", "dtype": "float16"}, True),  # 2-D after unit dims
    ("nchw_to_nhwc", {"shape": "64x256x56x56", "dtype": "float32"}, False),  # 4-byte elements: no pairs
    ("nchw_to_nhwc", {"shape": "2x96x7x9", "dtype": "float16"}, False),  # HW = 63: no 64 x 64 tiles
    ("transpose", {"shape": "1823x781", "perm": "1,0", "dtype": "float16"}, False),
    ("transpose", {"shape": "2x64x64x64", "perm": "2,1,0,3", "dtype": "float16"}, False),  # inner dim stays
    ("transpose", {"shape": "64x2x64", "perm": "2,0,1", "dtype": "float16"}, True),  # [64][2x64] -> [2x64][64]
    ("transpose", {"shape": "4x64x3x64", "perm": "0,2,3,1", "dtype": "float16"}, True),  # [4][64][3x64]
    ("transpose", {"shape": "64x64x64", "perm": "2,1,0", "dtype": "float16"}, False),  # not [NB][R][Cc]
])
def test_transpose_pairs_applies_where_it_should(name, raw, applies):
    """transpose_pairs takes fp16 batched 2-D transposes with both sides multiples of 64, and returns None
    elsewhere (the `transpose` rule stays the default everywhere: priority 0)."""
    from tvmgen import codegen
    from tvmgen.ops.base import ParamError

    op = ops.get(name)
    p = op.parse(raw)
    assert codegen.build(op, p).rule == "transpose"
    if not applies:
        with pytest.raises(ParamError, match="does not apply"):
            codegen.build(op, p, "transpose_pairs")
        return
    s = codegen.build(op, p, "transpose_pairs", {"tiles": 2})
    body = s.source[s.source.index('extern "C"'):]
    assert s.kernels[0].block == (256, 1, 1) and " if (" not in body
    if shutil.which("nvcc"):
        from tvmgen import nvcc

        ptx = subprocess.run(["nvcc", "-ptx", "-arch=sm_90", "-w", "-x", "cu", "-", "-o", "-"], input=s.source,
                             capture_output=True, text=True, check=True).stdout
        # 16-byte global and shared vectors, 4-byte shared stores (pairs), never a 2-byte shared access
        assert re.search(r"ld\.global\.nc\.v4\.u32", ptx) and re.search(r"st\.global\.v4\.u32", ptx)
        assert re.search(r"ld\.shared\.v4\.u32", ptx) and re.search(r"st\.shared\.u32", ptx)
        assert not re.search(r"(ld|st)\.shared\.(u|b)16", ptx)
        for r in nvcc.resources(s.source).values():
            assert r["spill_stores"] == 0 and r["stack"] == 0 and r["registers"] <= 40, r


def test_transpose_past_2_31_elements_indexes_in_64_bits():
    from tvmgen import codegen

    op = ops.get("nchw_to_nhwc")
    p = op.parse({"shape": "64x256x384x384", "dtype": "float16"})  # 2.4e9 elements
    s = codegen.build(op, p)
    body = s.source[s.source.index('extern "C"'):]
    assert "int64_t" in body and "(int)" not in body and "uint4" in body


@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_arg_ties_first_index_and_nan(name):
    op = ops.get(name)
    p = op.parse({"shape": "8x300", "dtype": "float16"})
    x = op.sample(p, np.random.default_rng(3))
    v = x["X"].astype(np.float64)
    best = v.max(1) if name == "argmax" else v.min(1)
    assert ((v == best[:, None]).sum(1) > 1).all(), "the sampler must make ties"
    ref = op.reference(p, x)["Y"]
    assert (ref == [np.flatnonzero(row == b)[0] for row, b in zip(v, best)]).all()  # first index
    assert (run_llvm(op, p, x)["Y"] == ref).all()
    # Hand-made rows: all equal, NaNs (the first NaN wins, as NumPy), infinities.
    p = op.parse({"shape": "6x5"})
    inf, nan = np.inf, np.nan
    rows = np.array([[2, 2, 2, 2, 2], [1, nan, 3, nan, 0], [-inf] * 5, [inf] * 5, [0.5, -inf, inf, -inf, inf],
                     [nan] * 5], dtype=np.float32)
    x = {"X": rows}
    got = run_llvm(op, p, x)["Y"]
    assert got.tolist() == op.reference(p, x)["Y"].tolist()
    assert got[1] == 1 and got[5] == 0


def test_one_hot_out_of_range_labels():
    op = ops.get("one_hot")
    p = op.parse({"shape": "6", "depth": "4", "on_value": "2", "off_value": "-1"})
    x = {"L": np.array([0, 3, 4, -1, 2, 100], np.int32)}
    got = run_llvm(op, p, x)["Y"]
    assert (got == op.reference(p, x)["Y"]).all()
    assert (got[[2, 3, 5]] == -1).all() and got[1].tolist() == [-1, -1, -1, 2]


# -- the catalog ----------------------------------------------------------------------------------
CATALOG = load_catalog(DEFAULT_CATALOG / "layout_reduce.toml")


def _shaders():
    from tvmgen import codegen

    out = []
    for e in CATALOG:
        op = ops.get(e["op"])
        p = op.parse({k: str(v) for k, v in e["params"].items()})
        out.append(codegen.build(op, p, e.get("schedule"), e.get("config")))
    return out


@pytest.fixture(scope="module")
def shaders():
    return _shaders()


def test_catalog_builds_with_own_rules(shaders):
    from tvmgen.rules import base as limits

    assert len(shaders) == len(CATALOG) and len({s.name for s in shaders}) == len(shaders)
    for s in shaders:
        assert len(s.kernels) == 1, s.name  # one kernel where one suffices
        k = s.kernels[0]
        assert math.prod(k.block) <= limits.MAX_THREADS_PER_BLOCK and all(1 <= g for g in k.grid)
        want = {"one_hot": {"dlight"}, "reduce": {"reduce_rows", "reduce_cols"}, "argmax": {"reduce_rows"},
                "argmin": {"reduce_rows"}}.get(s.op, {"transpose"})
        assert s.rule in want, (s.name, s.rule)


@needs_nvcc
def test_catalog_compiles_without_spills(shaders):
    from tvmgen import nvcc

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda s: nvcc.resources(s.source), shaders))
    for s, res in zip(shaders, results):
        assert set(res) == {k.name for k in s.kernels}
        for k, r in res.items():
            assert r["spill_stores"] == 0 and r["spill_loads"] == 0, f"{k} spills: {r}"


# -- the emitted CUDA, run on the CPU ------------------------------------------------------------
EMU_HEADER = r"""
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>
typedef _Float16 half;
typedef unsigned int uint;
struct dim3_ { unsigned x, y, z; };
static thread_local dim3_ threadIdx, blockIdx;
static dim3_ blockDim, gridDim;
#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(n)
#define CUDART_INF_F INFINITY
static inline half __float2half_rn(float f) { return (half)f; }
static inline float max(float a, float b) { return std::fmax(a, b); }
static inline float min(float a, float b) { return std::fmin(a, b); }
static inline int max(int a, int b) { return a > b ? a : b; }
static inline int min(int a, int b) { return a < b ? a : b; }
struct half2 { half x, y; }; struct float2 { float x, y; }; struct float4 { float x, y, z, w; };
struct int4 { int x, y, z, w; }; struct uint2 { uint x, y; }; struct uint4 { uint x, y, z, w; };
struct half4 { half x, y, z, w; };
static inline float4 make_float4(float a, float b, float c, float d) { return {a, b, c, d}; }
static inline int4 make_int4(int a, int b, int c, int d) { return {a, b, c, d}; }
static std::barrier<>* g_block;
static std::vector<std::barrier<>*> g_warp;
static uint64_t g_slot[1024];
static thread_local int t_lin;
static inline void __syncthreads() { g_block->arrive_and_wait(); }
static inline void tvm_builtin_cuda_cta_sync() { __syncthreads(); }  // TIRx kernels' barrier
static inline unsigned __activemask() { return 0xffffffffu; }
template <class T> static T shfl(T v, int src) {
  std::barrier<>* w = g_warp[t_lin / 32];
  uint64_t bits = 0; std::memcpy(&bits, &v, sizeof(T));
  g_slot[t_lin] = bits;
  w->arrive_and_wait();
  T r; uint64_t b = g_slot[t_lin / 32 * 32 + src]; std::memcpy(&r, &b, sizeof(T));
  w->arrive_and_wait();
  return r;
}
template <class T> static T __shfl_down_sync(unsigned, T v, int delta, int width = 32) {
  int lane = t_lin % 32, seg = lane / width * width, n = int(blockDim.x * blockDim.y * blockDim.z) - t_lin / 32 * 32;
  int src = lane - seg + delta < width && lane + delta < n ? lane + delta : lane;
  return shfl(v, src);
}
template <class T> static T __shfl_sync(unsigned, T v, int src, int width = 32) {
  return shfl(v, t_lin % 32 / width * width + src % width);
}
extern "C" void emu_launch(void* fn, unsigned gx, unsigned bx, unsigned by, unsigned bz, void** args) {
  typedef void (*F)(void*, void*, void*, void*);
  F f = (F)fn;
  blockDim = {bx, by, bz}; gridDim = {gx, 1, 1};
  int n = bx * by * bz;
  std::barrier<> block(n);
  g_block = &block;
  g_warp.clear();
  for (int w = 0; w * 32 < n; ++w) g_warp.push_back(new std::barrier<>(std::min(32, n - w * 32)));
  std::vector<std::thread> ts;
  for (int t = 0; t < n; ++t)
    ts.emplace_back([=, &block]() {
      t_lin = t;
      threadIdx = {unsigned(t % bx), unsigned(t / bx % by), unsigned(t / (bx * by))};
      for (unsigned x = 0; x < gx; ++x) {
        blockIdx = {x, 0, 0};
        f(args[0], args[1], args[2], args[3]);
        block.arrive_and_wait();  // static "__shared__" arrays are reused by the next block
      }
    });
  for (auto& t : ts) t.join();
  for (auto* w : g_warp) delete w;
}
"""


def emu_compile(shaders, workdir: Path) -> Path:
    """The kernels of emitted sources, each without its CUDA preamble, compiled by g++ with EMU_HEADER
    into one library (kernel names are unique)."""
    bodies = [s.source[s.source.index('extern "C"'):] for s in shaders]
    code = EMU_HEADER + re.sub(r"__shared__ (alignas\(\d+\) )?", r"\1static ", "\n".join(bodies))
    so = workdir / (hashlib.sha256(code.encode()).hexdigest()[:16] + ".so")
    if not so.exists():
        cc = so.with_suffix(".cc")
        cc.write_text(code)
        r = subprocess.run(["g++", "-std=c++20", "-O1", "-shared", "-fPIC", "-w", "-pthread", str(cc), "-o", str(so)],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[-3000:]
    return so


def emulate(shader, so: Path, inputs: dict) -> dict:
    """Run the shader's kernels on the CPU: each CUDA thread an OS thread, one block at a time."""
    lib = ctypes.CDLL(str(so))
    bufs = {t.name: np.ascontiguousarray(lay_out(t, inputs[t.name])) for t in shader.inputs}
    for t in shader.outputs:  # poisoned: NaN for floats, -1 for ints
        bufs[t.name] = np.full(t.buffer_elems * np.dtype(t.dtype).itemsize, 0xFF, np.uint8).view(t.dtype)
    for w in shader.workspaces:
        bufs[w["name"]] = np.zeros(max(1, w["bytes"]), np.uint8)
    for k in shader.kernels:
        assert k.grid[1] == k.grid[2] == 1 and all(a["kind"] == "tensor" for a in k.args)
        ptrs = (ctypes.c_void_p * 4)(*[bufs[a["name"]].ctypes.data for a in k.args])
        fn = ctypes.cast(getattr(lib, k.name), ctypes.c_void_p)
        lib.emu_launch(fn, ctypes.c_uint(k.grid[0]), *map(ctypes.c_uint, k.block), ptrs)
    return {t.name: bufs[t.name].reshape(t.shape) for t in shader.outputs}


EMU_CASES = [
    ("transpose", {"shape": "70x45", "perm": "1,0", "dtype": "float16"}),  # odd sizes: predicated tiles
    ("nchw_to_nhwc", {"shape": "2x40x7x9"}),  # batched C x HW, short 40-wide tile side
    ("nchw_to_nhwc", {"shape": "3x64x8x16", "dtype": "float16"}),  # 16-byte tiles 64 x 64, two per image
    ("nhwc_to_nchw", {"shape": "2x4x6x96"}),  # 16-byte tiles, fp32: 8 x 32 (HW = 24: 32 halved to 8)
    ("transpose", {"shape": "3x40x24x16", "perm": "0,2,3,1", "dtype": "float16"}),  # 16-byte tiles 8 x 64
    ("nchw_to_nhwc", {"shape": "2x64x4x16", "dtype": "float16"}, {"tile_a": 32, "tile_b": 32}),  # 64 threads
    ("nchw_to_nhwc", {"shape": "2x64x8x8", "dtype": "float16"}, {"vec": 4}),  # 8-byte vectors
    ("nhwc_to_nchw", {"shape": "2x8x16x128", "dtype": "float16"}, {"order": 1}),  # C tiles fastest over blocks
    ("nchw_to_nhwc", {"shape": "2x128x8x16", "dtype": "float16"}, {"order": 1, "threads": 128}),
    # transpose_pairs (TIRx): fp16 pairs through a swizzled 4-byte shared tile, both directions, 2-D, order 1
    ("nchw_to_nhwc", {"shape": "2x128x8x24", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("nhwc_to_nchw", {"shape": "3x8x8x64", "dtype": "float16"}, {"_rule": "transpose_pairs", "order": 1}),
    ("transpose", {"shape": "192x128", "perm": "1,0", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("transpose", {"shape": "2x64x3x64", "perm": "0,2,3,1", "dtype": "float16"}, {"_rule": "transpose_pairs"}),
    ("nhwc_to_nchw", {"shape": "2x8x8x256", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 4}),
    ("nchw_to_nhwc", {"shape": "1x128x8x32", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2,
                                                                   "along": 1}),  # Cc = 256: pairs along it
    ("nchw_to_nhwc", {"shape": "2x128x16x12", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2}),
    ("nhwc_to_nchw", {"shape": "2x8x16x192", "dtype": "float16"}, {"_rule": "transpose_pairs", "tiles": 2,
                                                                   "order": 1}),  # two tiles along Cc
    ("hwc_to_whc", {"shape": "36x70x3", "dtype": "float16"}),  # carried channels
    ("transpose", {"shape": "2x3x5x4x3x7", "perm": "5,3,1,4,0,2"}),  # rank 6
    ("transpose", {"shape": "4x1x6x1x3x64", "perm": "4,1,2,3,0,5", "dtype": "float16"}),  # 16-byte copy
    ("reduce", {"shape": "3x8x9x7", "kind": "mean", "axes": "2,3", "dtype": "float16"}),  # rows
    ("reduce", {"shape": "2x300x5x7", "kind": "sum", "axes": "1"}),  # columns, split over threadIdx.y
    ("reduce", {"shape": "37x41", "kind": "max", "axes": "-1", "keepdims": "true"}),
    ("argmax", {"shape": "9x1000", "dtype": "float16"}),  # ties in every row
    ("argmin", {"shape": "3x100x2x5", "axis": "1"}),  # ties, across threadIdx.y
    ("one_hot", {"shape": "25", "depth": "40", "on_value": "0.9", "off_value": "0.0001", "dtype": "float16"}),
]


@pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not on PATH")
def test_scheduled_kernels_on_cpu(tmp_path_factory):
    from tvmgen import codegen

    work = tmp_path_factory.mktemp("emu")
    jobs = []
    for name, raw, *cfg in EMU_CASES:  # an optional third item: the transpose rule's knobs
        op = ops.get(name)
        p = op.parse(raw)
        if cfg:  # knobs, and the rule when not `transpose` ("_rule")
            knobs = dict(cfg[0])
            s = codegen.build(op, p, knobs.pop("_rule", "transpose"), knobs)
        else:
            s = codegen.build(op, p)
        assert s.rule != "fallback", s.name
        x = op.sample(p, np.random.default_rng(7))
        jobs.append((op, p, s, x))

    # NaN and infinities through the shuffle tree: rows of 1000 over 256 threads, columns over threadIdx.y.
    for name, raw in (("argmax", {"shape": "5x1000"}), ("argmin", {"shape": "1000x5", "axis": "0"})):
        op = ops.get(name)
        p = op.parse(raw)
        t = op.sample(p, np.random.default_rng(1))["X"]
        t = t if name == "argmax" else t.T.copy()
        t[0, [700, 300]] = np.nan  # the first NaN wins
        t[1, :] = np.nan
        t[2, :] = -np.inf
        t[2, 999] = np.nan
        t[3, :] = np.inf
        t[4, [513, 17]], t[4, [900, 40]] = 5, -5
        jobs.append((op, p, codegen.build(op, p), {"X": t if name == "argmax" else t.T.copy()}))
    so = emu_compile([j[2] for j in jobs], work)
    bad = []
    for op, p, s, x in jobs:
        b = compare(op, p, emulate(s, so, x), op.reference(p, x))
        if b:
            bad.append((s.name, b))
    assert bad == []
