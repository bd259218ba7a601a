"""Normalization, softmax and pooling: batchnorm, lrn, softmax, cross_entropy, pool2d.

* the TE compute, built for LLVM and run on the CPU, against the float64 NumPy reference;
* bad parameters raise ParamError naming the parameter and the rule;
* every entry of generated/catalog/norm.toml builds through codegen.build (with the schedule rule we expect)
  and compiles with nvcc for sm_90 without spills;
* the emitted CUDA of every schedule rule of tvmgen/rules/norm.py *runs*, on the CPU: a small emulator
  (tests/emulator.py) compiles TVM's CUDA source as C++ (each CUDA thread a ucontext fiber, blocks one after
  another, shared memory shared by the block's fibers, __syncthreads a barrier, warp shuffles exchanged between
  the fibers of a warp) and the outputs are compared with the reference at the operator's tolerance.
"""
import math
import re
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import emulator
from conftest import needs_nvcc
from tvmgen import ops
from tvmgen.emit import DEFAULT_CATALOG, load_catalog
from tvmgen.ops.base import ParamError

CATALOG = load_catalog(DEFAULT_CATALOG / "norm.toml")


def _id(name, raw, *rest):
    return f"{name}-" + "-".join(f"{k}{v}" for k, v in raw.items()) + ("-" + "-".join(map(str, rest)) if rest else "")


# -- math on the CPU --------------------------------------------------------------------------------------
CPU_CASES = [
    ("batchnorm", {"shape": "4x16x7x7"}),
    ("batchnorm", {"shape": "4x16x7x7", "mode": "per_activation", "dtype": "float16"}),
    ("batchnorm", {"shape": "8x64x14x14", "training": "true", "dtype": "float16"}),
    ("batchnorm", {"shape": "3x37x5x9", "training": "true", "epsilon": "1e-3", "factor": "0.3"}),
    ("batchnorm", {"shape": "2x7x3x5", "training": "true", "mode": "per_activation", "dtype": "float16"}),
    ("batchnorm", {"shape": "1x37x1x1", "dtype": "float16"}),
    ("batchnorm", {"shape": "2x10x1x1", "training": "true", "factor": "1"}),
    ("lrn", {"shape": "4x32x14x14"}),
    ("lrn", {"shape": "2x17x7x9", "n": "16", "alpha": "0.5", "beta": "1", "k": "1", "dtype": "float16"}),
    ("lrn", {"shape": "2x9x3x4", "n": "4", "alpha": "0.5", "k": "1"}),
    ("lrn", {"shape": "2x9x12x12", "n": "7", "alpha": "3", "beta": "3", "k": "1"}),
    ("lrn", {"shape": "1x3x1x1", "n": "1", "alpha": "2", "beta": "0.5"}),
    ("softmax", {"shape": "32x1000", "dtype": "float16"}),
    ("softmax", {"shape": "2x16x28x28"}),
    ("softmax", {"shape": "2x16x28x28", "mode": "instance", "algo": "log", "dtype": "float16"}),
    ("softmax", {"shape": "3x7x5x9", "algo": "log", "dtype": "float16"}),
    ("softmax", {"shape": "5x37x1x1", "mode": "instance", "algo": "log"}),
    ("softmax", {"shape": "1x1"}),
    ("softmax", {"shape": "4x5000", "algo": "log"}),
    ("cross_entropy", {"n": "32", "c": "1000", "dtype": "float16"}),
    ("cross_entropy", {"n": "1823", "c": "781"}),
    ("cross_entropy", {"n": "1", "c": "1"}),
    ("cross_entropy", {"n": "7", "c": "5000", "dtype": "float16"}),
    ("pool2d", {"shape": "2x16x28x28", "kind": "max", "window": "3", "stride": "2", "padding": "1", "dtype": "float16"}),
    ("pool2d", {"shape": "2x16x28x28", "kind": "avg_include_pad", "window": "3", "padding": "1"}),
    ("pool2d", {"shape": "2x16x28x28", "kind": "avg_exclude_pad", "window": "2", "stride": "2", "dtype": "float16"}),
    ("pool2d", {"shape": "2x3x11x13", "kind": "max", "window": "2,3", "stride": "3,1", "padding": "1,2",
                "dilation": "2,1"}),
    ("pool2d", {"shape": "2x3x11x13", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "2",
                "dilation": "2"}),
    ("pool2d", {"shape": "2x5x1x1", "kind": "max", "window": "2", "padding": "2", "dilation": "3", "dtype": "float16"}),
    ("pool2d", {"shape": "2x5x1x3", "kind": "avg_exclude_pad", "window": "2", "padding": "2", "dilation": "3"}),
    ("pool2d", {"shape": "3x1x9x1", "kind": "avg_exclude_pad", "window": "3,1", "stride": "2,1", "padding": "1,0"}),
]


@pytest.mark.parametrize("name,raw", CPU_CASES, ids=[_id(*c) for c in CPU_CASES])
def test_compute_matches_reference(name, raw):
    pytest.importorskip("tvm")
    from tvmgen.cpu import compare, run_llvm

    op = ops.get(name)
    p = op.parse(raw)
    x = op.sample(p, np.random.default_rng(0))
    with np.errstate(invalid="ignore"):  # -inf outputs of empty max-pool windows
        assert compare(op, p, run_llvm(op, p, x), op.reference(p, x)) == []


def test_samplers():
    rng = np.random.default_rng(3)
    for name, raw in CPU_CASES:
        op = ops.get(name)
        p = op.parse(raw)
        x = op.sample(p, rng)
        assert [(a.shape, str(a.dtype)) for a in x.values()] == [(t.shape, t.dtype) for t in op.inputs(p)]
        for k, a in x.items():
            if k != "labels":
                assert np.count_nonzero(a) == a.size, f"{name}: zeros in {k}"
        if name == "batchnorm":
            assert (x["running_var"] > 0).all() and (np.abs(x["scale"]) >= 0.5).all()
        if name == "cross_entropy":
            assert x["labels"].dtype == np.int32 and 0 <= x["labels"].min() and x["labels"].max() < p["c"]


def test_batchnorm_sampler_keeps_statistics_well_conditioned():
    op = ops.get("batchnorm")
    for raw in ({"shape": "2x64x3x3", "training": "1", "mode": "per_activation"},
                {"shape": "2x16x1x1", "training": "1"}, {"shape": "3x8x5x5", "training": "1"}):
        p = op.parse(raw)
        X = op.sample(p, np.random.default_rng(0))["X"].astype(np.float64)
        axes = (0, 2, 3) if p["mode"] == "spatial" else (0,)
        assert X.std(axis=axes).min() > 0.4 and np.abs(X).max() < 2


def test_pool_window_entirely_in_padding():
    """Padding 2, window 2, stride 1 over a 1x1 input: windows start at -2, -1, 0, 1; the first and last hold
    no element of X. max gives -inf there, avg_exclude_pad 0, avg_include_pad 0 (a sum of padding / 4)."""
    op = ops.get("pool2d")
    x = {"X": np.full((1, 1, 1, 1), 3.0, "float32")}
    common = {"shape": "1x1x1x1", "window": "2", "padding": "2"}
    p = op.parse({**common, "kind": "max"})
    assert op.outputs(p)[0].shape == (1, 1, 4, 4)
    y = op.reference(p, x)["Y"][0, 0]
    assert y[0, 0] == y[3, 3] == y[0, 1] == -np.inf and y[1, 1] == y[2, 2] == y[1, 2] == 3
    y = op.reference(op.parse({**common, "kind": "avg_exclude_pad"}), x)["Y"][0, 0]
    assert y[0, 0] == y[0, 1] == 0 and y[1, 1] == y[2, 1] == 3
    y = op.reference(op.parse({**common, "kind": "avg_include_pad"}), x)["Y"][0, 0]
    assert y[0, 0] == 0 and y[1, 1] == 0.75


def test_tolerances_are_sane():
    for e in CATALOG:
        op = ops.get(e["op"])
        p = op.parse({k: str(v) for k, v in e["params"].items()})
        for t in op.outputs(p):
            atol, rtol = op.tolerance(p, t)
            assert 0 <= atol < 0.05 and 0 <= rtol < 0.01, (op.shader_name(p), t.name, atol, rtol)


# -- parameter errors ---------------------------------------------------------------------------------------
BAD = [
    ("batchnorm", {"shape": "32x256x56"}, "shape=32x256x56: must be 4-D"),
    ("batchnorm", {"shape": "2x3x4x4", "epsilon": "1e-6"}, "epsilon=1e-06: must be >= 1e-05"),
    ("batchnorm", {"shape": "2x3x4x4", "mode": "channel"}, "mode='channel': must be one of spatial, per_activation"),
    ("batchnorm", {"shape": "2x3x4x4", "factor": "1.5"}, "factor=1.5: must be <= 1"),
    ("batchnorm", {"shape": "1x4x1x1", "training": "true"}, "needs at least 2 values per statistic (got 1)"),
    ("batchnorm", {"shape": "1x4x5x5", "training": "true", "mode": "per_activation"}, "needs at least 2 values"),
    ("batchnorm", {"shape": "2x3x4x4", "training": "maybe"}, "training='maybe': must be true or false"),
    ("lrn", {"shape": "2x3x4x4", "n": "17"}, "n=17: must be <= 16"),
    ("lrn", {"shape": "2x3x4x4", "n": "0"}, "n=0: must be >= 1"),
    ("lrn", {"shape": "2x3x4x4", "beta": "0.001"}, "beta=0.001: must be >= 0.01"),
    ("lrn", {"shape": "2x3x4x4", "k": "0"}, "k=0.0: must be >= 1e-05"),
    ("lrn", {"shape": "2x3"}, "shape=2x3: must be 4-D"),
    ("lrn", {"shape": "2x3x4x4", "alpha": "-1"}, "alpha=-1.0: must be >= 0"),
    ("softmax", {"shape": "2x3x4"}, "shape=2x3x4: must be N x C x H x W or N x C"),
    ("softmax", {"shape": "2x3", "algo": "fast"}, "algo='fast': must be one of accurate, log"),
    ("softmax", {"shape": "2x3", "mode": "spatial"}, "mode='spatial': must be one of channel, instance"),
    ("softmax", {"shape": "0x3"}, "every dimension must be positive"),
    ("cross_entropy", {"n": "0", "c": "10"}, "n=0: must be >= 1"),
    ("cross_entropy", {"n": "4"}, "c: required by cross_entropy"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max"}, "window: required by pool2d"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "min", "window": "2"}, "kind='min': must be one of max, avg_include_pad"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max", "window": "0"}, "window=0x0: every entry must be >= 1"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max", "window": "2", "stride": "1,0"}, "stride=1x0: every entry must be >= 1"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max", "window": "2", "padding": "-1"}, "padding=-1x-1: every entry must be >= 0"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max", "window": "2", "dilation": "0,1"}, "dilation=0x1: every entry"),
    ("pool2d", {"shape": "1x1x5x5", "kind": "max", "window": "1,2,3"}, "window=1,2,3: give one value"),
    ("pool2d", {"shape": "1x1x3x3", "kind": "max", "window": "5"},
     "window=5x5: spans 5 in height (dilation 1) but the padded input has only 3"),
    ("pool2d", {"shape": "1x1x3x3", "kind": "max", "window": "2", "dilation": "3", "padding": "0,2"},
     "spans 4 in height (dilation 3) but the padded input has only 3"),
    ("pool2d", {"shape": "3x3", "kind": "max", "window": "2"}, "shape=3x3: must be 4-D"),
]


@pytest.mark.parametrize("name,raw,msg", BAD, ids=[_id(n, r) for n, r, _ in BAD])
def test_bad_params(name, raw, msg):
    with pytest.raises(ParamError) as e:
        ops.get(name).parse(raw)
    assert msg in str(e.value)


def test_split_rules_refuse_empty_pieces():
    from tvmgen import rules

    op = ops.get("batchnorm")
    p = op.parse({"shape": "2x5x1x1", "training": "1"})
    r = rules.get("batchnorm_split", op)
    assert r.valid(op, p, {**r.default(op, p), "chunks": 2}) is None
    assert "does not divide the 2 terms" in r.valid(op, p, {**r.default(op, p), "chunks": 4})
    op = ops.get("softmax")
    p = op.parse({"shape": "3x9"})
    r = rules.get("softmax_split", op)
    assert "does not divide the 9 terms" in r.valid(op, p, {**r.default(op, p), "chunks": 16})
    assert "does not divide" in r.valid(op, p, {**r.default(op, p), "chunks": 2})


# -- the catalog ------------------------------------------------------------------------------------------
def _parse(e):
    op = ops.get(e["op"])
    return op, op.parse({k: str(v) for k, v in e["params"].items()})


NAMES = [o.shader_name(p) for o, p in map(_parse, CATALOG)]

# The schedule each kind of entry must get (a change here is a deliberate schedule change).
EXPECTED_RULE = {
    "batchnorm_shape32x256x56x56_float32": "batchnorm_flat",
    "batchnorm_shape32x256x56x56_float16": "batchnorm_flat",  # relu's flat layout: 29.6 us, nchw_planes 31.0
    "batchnorm_shape32x256x56x56_training1_float16": "batchnorm_resident",  # 200 KB slice per channel in smem
    "batchnorm_shape32x256x56x56_training1_float32": "batchnorm_resident",  # 401 KB: a cluster of 4, 100 KB each
    "batchnorm_shape32x64x112x112_training1_float16": "batchnorm_split",  # 64 channels: too few blocks alone
    "batchnorm_shape32x256x56x56_training1_modeper_activation_float16": "batchnorm_thread_stats",
    "batchnorm_shape1x37x1x1_float16": "batchnorm_flat",
    "batchnorm_shape4x150x7x9_training1_float16": "batchnorm_resident",
    "batchnorm_shape2x144x5x16_training1_epsilon0p001_float16": "batchnorm_resident",
    "batchnorm_shape2x3x25x16_float16": "batchnorm_flat",
    "lrn_shape2x21x6x8_float16": "lrn_slide",
    "softmax_shape2x300x6x10_float16": "softmax_cols",
    "pool2d_shape2x3x17x16_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_rows",
    "lrn_shape32x256x56x56_float16": "lrn_slide",
    "softmax_shape32x256x56x56_float16": "softmax_cols",
    "softmax_shape32x256x56x56_algolog_float32": "softmax_staged",
    "softmax_shape32x256x56x56_modeinstance_float16": "softmax_split",
    "softmax_shape32x1000_float32": "softmax_block_rows",
    "softmax_shape4x50257_float16": "softmax_block_rows",  # 50257 = 29 x 1733: no even split
    "cross_entropy_n100352_c256_float16": "cross_entropy_rows",
    "pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float16": "pool_rows",
}


@pytest.fixture(scope="module")
def shaders():
    pytest.importorskip("tvm")
    from tvmgen import codegen

    out = {}
    for e, name in zip(CATALOG, NAMES):
        op, p = _parse(e)
        out[name] = codegen.build(op, p, rule=e.get("schedule"), config=e.get("config"))
    return out


def test_catalog_names_unique():
    assert len(set(NAMES)) == len(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_catalog_entry_builds(shaders, name):
    from tvmgen.rules import base as limits

    s = shaders[name]
    assert s.rule == EXPECTED_RULE.get(name, s.rule)
    for k in s.kernels:
        assert 1 <= math.prod(k.block) <= limits.MAX_THREADS_PER_BLOCK
        assert all(1 <= g <= cap for g, cap in zip(k.grid, limits.MAX_GRID))
        assert re.search(r'extern "C" __global__ void (__cluster_dims__\(\d+, \d+, \d+\) )?(__launch_bounds__\(\d+\) )?'
                         + k.name + r"\(", s.source)
    written = {a["name"] for k in s.kernels for a in k.args if a["kind"] == "tensor"}
    assert {t.name for t in s.outputs} <= written
    for w in s.workspaces:
        assert w["name"].isidentifier(), w  # the launcher declares <name>_ptr
        assert w["name"] in written


def test_multi_kernel_manifest(shaders):
    """batchnorm training (spatial) with few channels: one pass of partial (shifted sum, sum of squares) pairs,
    a combine (+ the four statistics), Y; the intermediates are workspaces the host allocates."""
    s = shaders["batchnorm_shape32x64x112x112_training1_float16"]
    assert len(s.kernels) == 3
    assert {w["name"] for w in s.workspaces} == {"stats_v0_rf", "stats_v1_rf", "stats_v0", "stats_v1"}
    assert [sorted(a["name"] for a in k.args if a["name"] in {"Y", "saved_mean", "saved_inv_std"})
            for k in s.kernels] == [[], ["saved_inv_std", "saved_mean"], ["Y"]]
    assert s.kernels[0].grid[0] >= 132, "the partial sums must fill the GPU"


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


@pytest.fixture(scope="module")
def ptxas(shaders):
    """nvcc resources of every catalog kernel; sources with the same preamble are compiled together."""
    from tvmgen import nvcc

    groups: dict[str, list[str]] = {}
    for name, s in shaders.items():
        i = s.source.index('extern "C" __global__')
        groups.setdefault(s.source[:i], []).append(s.source[i:])
    with ThreadPoolExecutor(2) as ex:
        parts = list(ex.map(lambda kv: nvcc.resources(kv[0] + "\n".join(kv[1])), groups.items()))
    return {k: v for part in parts for k, v in part.items()}


@needs_nvcc
@pytest.mark.parametrize("name", NAMES)
def test_catalog_compiles_without_spills(shaders, ptxas, name):
    for k in shaders[name].kernels:
        r = ptxas[k.name]
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0, f"{k.name} spills: {r}"
        assert r["registers"] <= 128, f"{k.name}: {r['registers']} registers"


# -- emitted CUDA, run by the CPU emulator -----------------------------------------------------------------
EMU_CASES = [
    ("pool2d", {"shape": "2x3x11x13", "kind": "max", "window": "2,3", "stride": "3,1", "padding": "1,2",
                "dilation": "2,1", "dtype": "float16"}, "pool_direct", None),
    ("pool2d", {"shape": "2x5x1x3", "kind": "avg_exclude_pad", "window": "2", "padding": "2", "dilation": "3"},
     "pool_direct", None),
    ("pool2d", {"shape": "2x3x17x16", "kind": "max", "window": "3", "stride": "2", "padding": "1", "dtype": "float16"},
     "pool_direct", {"vec": 4, "threads": 64}),  # 432 outputs: 4 per thread strided by 64, a partial 2nd block
    ("pool2d", {"shape": "2x3x17x16", "kind": "avg_exclude_pad", "window": "3", "stride": "2", "padding": "1"},
     "pool_direct", {"vec": 4, "layout": "consecutive"}),  # OW = 8: 4 adjacent outputs, one vector store
    ("batchnorm", {"shape": "2x3x12x12", "dtype": "float16"}, "nchw_planes", None),
    ("batchnorm", {"shape": "2x3x25x16", "dtype": "float16"}, "nchw_planes", None),  # 16-byte path, 50 of 64 threads
    ("batchnorm", {"shape": "2x3x25x16", "dtype": "float16"}, "nchw_planes", {"stage": 1, "unroll": 1}),  # via smem
    ("batchnorm", {"shape": "2x3x25x48", "dtype": "float16"}, "nchw_planes", {"unroll": 1, "threads": 128}),  # 2 x 75 of 96
    ("batchnorm", {"shape": "3x5x7x24", "dtype": "float16"}, "nchw_planes", {"stage": 1, "threads": 128}),
    ("lrn", {"shape": "2x7x11x13", "n": "4", "alpha": "0.5", "k": "1"}, "nchw_planes", None),
    ("lrn", {"shape": "2x17x5x8", "dtype": "float16"}, "lrn_window", None),  # 17 channels: a partial chunk
    ("lrn", {"shape": "3x20x4x6", "n": "7", "alpha": "3", "beta": "0.5", "k": "1", "dtype": "float16"}, "lrn_window",
     {"chunk": 4, "vec": 2}),
    ("batchnorm", {"shape": "2x37x5x3", "training": "1", "mode": "per_activation", "dtype": "float16"},
     "batchnorm_thread_stats", None),
    ("batchnorm", {"shape": "3x5x17x18", "training": "1"}, "batchnorm_split", {"chunks": 2, "threads": 128}),
    ("batchnorm", {"shape": "3x5x17x16", "training": "1", "dtype": "float16"}, "batchnorm_channel",
     {"threads": 64, "unroll": 2}),
    ("batchnorm", {"shape": "2x3x7x9", "training": "1", "epsilon": "1e-3", "factor": "0.3"}, "batchnorm_channel", None),
    ("batchnorm", {"shape": "3x4x1x1", "training": "1", "dtype": "float16"}, "batchnorm_channel", None),
    ("batchnorm", {"shape": "2x5x1x1", "training": "1", "dtype": "float16"}, "batchnorm_split", None),
    ("softmax", {"shape": "3x37x5x7", "algo": "log", "dtype": "float16"}, "softmax_thread_rows", None),
    ("softmax", {"shape": "2x37x13x13", "algo": "log", "dtype": "float16"}, "softmax_tile", None),
    ("softmax", {"shape": "2x5x3x40"}, "softmax_tile", {"groups": 4, "positions": 32}),
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, "softmax_exp_tile", None),
    ("softmax", {"shape": "3x7x5x9", "algo": "log"}, "softmax_exp_tile", {"groups": 8, "positions": 16}),
    ("softmax", {"shape": "3x1008", "algo": "log", "dtype": "float16"}, "softmax_split", {"chunks": 16, "threads": 128}),
    ("softmax", {"shape": "17x7x1x1", "mode": "instance"}, "softmax_block_rows", None),
    ("softmax", {"shape": "3x2000", "dtype": "float16"}, "softmax_block_rows", {"layout": "block"}),
    ("cross_entropy", {"n": "37", "c": "250", "dtype": "float16"}, "cross_entropy_rows", None),
    ("cross_entropy", {"n": "9", "c": "3000"}, "cross_entropy_rows", None),
    ("batchnorm", {"shape": "1x37x1x1", "dtype": "float16"}, "dlight", None),
    # dlight (bench's TVM-default peers) on the new stages: the (sum, sum of squares) pair, the exps
    ("batchnorm", {"shape": "2x5x3x4", "training": "1", "dtype": "float16"}, "dlight", None),
    ("softmax", {"shape": "2x7x3x5", "dtype": "float16"}, "dlight", None),
]


@pytest.fixture(scope="module")
def emulated(emu_root):
    """Build every EMU_CASES shader and compile it for the CPU emulator (two at a time)."""
    from tvmgen import codegen

    built = []
    for name, raw, rule, config in EMU_CASES:
        op = ops.get(name)
        p = op.parse(raw)
        built.append((op, p, codegen.build(op, p, rule=rule, config=config)))
    with ThreadPoolExecutor(2) as ex:
        dirs = list(ex.map(lambda b: emulator.compile_kernel(emu_root, b[2]), built))
    return {_id(*c): (op, p, s, d, c[2]) for c, (op, p, s), d in zip(EMU_CASES, built, dirs)}


@pytest.mark.parametrize("case", [_id(*c) for c in EMU_CASES])
def test_emitted_cuda_runs_correctly(emulated, case):
    op, p, s, d, rule = emulated[case]
    assert s.rule == rule
    emulator.check(op, p, s, d)


def test_emulator_catches_a_broken_shuffle(emulated, tmp_path):
    """The emulator is only worth something if a wrong exchange shows: rebuild the warp-per-row cross-entropy
    with shuffles that return the caller's own value (each row then sums one lane's terms only)."""
    from tvmgen.cpu import compare

    case = next(c for c in EMU_CASES if c[0] == "cross_entropy" and c[1]["c"] == "250")
    op, p, s, d, _ = emulated[_id(*case)]
    (tmp_path / "k.cu").write_text("#define __shfl_down_sync(mask, v, delta, width) (v)\n" + (d / "k.cu").read_text())
    (tmp_path / "main.cpp").write_text((d / "main.cpp").read_text())
    emulator.link(d.parent, tmp_path, "-O0")
    x = op.sample(p, np.random.default_rng(1))
    got = emulator.run(s, tmp_path, x, timeout=60)
    assert compare(op, p, got, op.reference(p, x))
