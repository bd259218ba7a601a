"""conv2d: the NumPy reference against loops from the definition, layouts, costs and names, conv_direct's knobs and
its emitted CUDA run by the CPU emulator, and what the committed catalog entries hold. Its cases and bad parameters:
tests/test_registry.py; compiling the catalog: tests/test_catalog.py."""
import itertools

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import committed, committed_resources, emulated_mismatches, kv, nhwc, raw_id
from tvmgen import hardware, ops
from tvmgen.emit import DEFAULT_CATALOG, entry_params, is_ranged, load_catalog
from tvmgen.ops.conv import geometry

HW = hardware.get("sm_90")  # the expected values below are sm_90's

OP = ops.get("conv2d")
CATALOG = DEFAULT_CATALOG / "conv.toml"


def _naive(p, x):
    """Scalar loops straight from the definition (NCHW / KCRS only): the reference's independent check."""
    g = geometry(p)
    X, W = x["X"].astype(np.float64), x["W"].astype(np.float64)
    (sh, sw), (dh, dw), (t, _, l, _) = g.stride, g.dilation, g.pad
    Y = np.zeros(g.output_shape)
    for n, k, i, j in itertools.product(range(g.n), range(g.k), range(g.p), range(g.q)):
        grp = k // g.kg
        acc = 0.0
        for c, r, s in itertools.product(range(g.cg), range(g.r), range(g.s)):
            h, w = i * sh + r * dh - t, j * sw + s * dw - l
            if 0 <= h < g.h and 0 <= w < g.w:
                fr, fs = (g.r - 1 - r, g.s - 1 - s) if p["mode"] == "convolution" else (r, s)
                acc += X[n, grp * g.cg + c, h, w] * W[k, c, fr, fs]
        if p["bias"]:
            acc += x["B"][k]
        if p["residual"]:
            acc += x["R"][n, k, i, j]
        Y[n, k, i, j] = {"none": acc, "relu": max(acc, 0.0), "sigmoid": 1 / (1 + np.exp(-acc)),
                         "tanh": np.tanh(acc)}[p["activation"]]
    return Y


# the operator's cases (tests/test_registry.py runs them on LLVM) in NCHW / KCRS, but the largest
NAIVE = [kv(c) for c in OP.cases if "layout=" not in c and "algo=" not in c and "37x41" not in c]


@pytest.mark.parametrize("raw", NAIVE, ids=raw_id)
def test_reference_matches_naive_loops(raw):
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(1))
    np.testing.assert_allclose(OP.reference(p, x)["Y"], _naive(p, x), rtol=1e-12, atol=1e-12)


def test_reference_layouts_agree_and_chunks_join(monkeypatch):
    """NHWC = NCHW transposed; splitting the batch into image chunks and the taps into groups changes nothing."""
    import tvmgen.ops.conv as conv

    raw = kv("input=3x80x7x9 filter=8x40x3x3 pad=1 groups=2 stride=1x2 mode=convolution")
    p, q = OP.parse(raw), OP.parse(nhwc(raw))
    x = OP.sample(p, np.random.default_rng(2))
    xq = {"X": x["X"].transpose(0, 2, 3, 1), "W": x["W"].transpose(0, 2, 3, 1)}
    y = OP.reference(p, x)["Y"]
    np.testing.assert_allclose(OP.reference(q, xq)["Y"], y.transpose(0, 2, 3, 1), rtol=1e-12, atol=1e-12)
    monkeypatch.setattr(conv, "REF_CHUNK", 1)  # one image at a time
    np.testing.assert_allclose(OP.reference(p, x)["Y"], y, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(y, _naive(p, x), rtol=1e-12, atol=1e-12)
    raw = kv("input=2x200x5x4 filter=6x100x3x3 pad=1 groups=2")  # 512 // 100 = 5 taps per GEMM: 2 groups
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(3))
    np.testing.assert_allclose(OP.reference(p, x)["Y"], _naive(p, x), rtol=1e-12, atol=1e-12)


def test_classic_shapes_and_values():
    p = OP.parse(kv("input=1x3x10x10 filter=3x3x3x3 stride=1 dilation=2 pad=1"))
    assert OP.outputs(p)[0].shape == (1, 3, 8, 8)
    ones = {"X": np.ones((1, 3, 10, 10), "float32"), "W": np.ones((3, 3, 3, 3), "float32")}
    y = OP.reference(p, ones)["Y"]
    # centre taps all land inside: 3 channels x 9 taps; a corner output loses a row and a column of taps
    assert y[0, 0, 3, 3] == 27 and y[0, 0, 0, 0] == 12
    for raw in ({"input": "1x3x200x200", "filter": "3x3x3x3", "pad": "1"},
                {"input": "1x200x200x3", "filter": "3x3x3x3", "pad": "1", "layout": "NHWC"}):
        p = OP.parse(raw)
        assert OP.outputs(p)[0].shape == ((1, 3, 200, 200) if "layout" not in raw else (1, 200, 200, 3))


def test_costs_and_names():
    p = OP.parse(kv("input=32x64x56x56 filter=64x64x3x3 pad=1 dtype=float16"))
    assert OP.flops(p) == 2 * 32 * 64 * 56 * 56 * 64 * 9
    assert OP.min_bytes(p) == 2 * (32 * 64 * 56 * 56 * 2 + 64 * 64 * 9)
    assert OP.reduction_length(p) == 576
    q = OP.parse(kv("input=32x64x56x56 filter=64x64x3x3 pad=1x1 stride=1,1 bias=1 activation=relu dtype=float16"))
    assert OP.flops(q) == OP.flops(p) + 2 * 32 * 64 * 56 * 56
    assert [t.name for t in OP.inputs(q)] == ["X", "W", "B"] and OP.inputs(q)[2].shape == (64,)
    # equal spellings of one convolution share one name; the canonical form parses back to itself
    assert OP.shader_name(q) == "conv2d_input32x64x56x56_filter64x64x3x3_pad1_bias1_activationrelu_float16"
    r = OP.parse(kv("input=8x32x16x24 filter=48x32x3x3 stride=2x2 pad=0,1,0,1"))
    assert r["pad"] == (0, 1, 0, 1) and r["stride"] == (2,)
    assert OP.parse({k: list(v) if isinstance(v, tuple) else v for k, v in r.items()}) == r
    assert OP.parse(kv("input=1x4x9x9 filter=4x4x3x3 pad=2,2,1,1"))["pad"] == (2, 1)


def test_list_explains_padding():
    from click.testing import CliRunner

    from tvmgen.cli import main

    out = CliRunner().invoke(main, ["list", "conv2d"]).output
    assert "top,bottom,left,right" in out and "pad=1x2" in out and "KRSC" in out and "CUDNN_CONVOLUTION" in out


def test_rule_knobs_are_checked():
    from tvmgen.rules import RULES

    rule = RULES["conv_direct"]
    p = OP.parse(kv("input=32x64x56x56 filter=64x64x3x3 pad=1"))
    assert rule.valid(OP, p, rule.default(OP, p, HW), HW) is None
    assert "threads per block" in rule.valid(OP, p, {"kt": 64, "pt": 32, "qt": 32}, HW)
    assert "accumulators" in rule.valid(OP, p, {"ki": 8, "pi": 8, "qi": 8}, HW)
    assert "shared tiles" in rule.valid(OP, p, {"rc": 64, "kt": 8, "ki": 8, "pt": 1}, HW)
    assert "bogus: not a knob" in rule.valid(OP, p, {"bogus": 1}, HW)


# -- the schedule, run on the CPU by the emulator (tests/emulator.py): indexing, split predicates, halo regions and
# barriers -------------------------------------------------------------------------------------------------------
EMULATED = [  # (parameters, knobs of conv_direct): ragged tiles everywhere, every feature once
    ("input=2x12x9x11 filter=10x12x3x3 pad=0,1,2,1 stride=2x1 bias=true activation=relu dtype=float16", {}),
    ("input=2x9x11x8 filter=16x3x2x1 layout=NHWC groups=8 dilation=2 pad=2x1 mode=convolution activation=sigmoid",
     {}),
    ("input=3x20x9x13 filter=12x20x1x1 stride=2 pad=1 activation=tanh", {"rc": 6, "qv": 2, "kv": 2}),
    ("input=2x18x9x9 filter=18x6x3x3 groups=3 pad=1 dtype=float16", {"stage": 0, "unroll": 0}),
    ("input=2x9x11x12 filter=10x3x3x12 layout=NHWC pad=1 stride=2x1 bias=true residual=true activation=relu "
     "dtype=bfloat16", {}),
    ("input=2x16x9x9 filter=16x1x3x3 groups=16 pad=1 dtype=bfloat16", {}),
]


def test_schedule_runs_correctly_on_cpu_emulation(emu_root):
    """Each EMULATED case built by conv_direct, run by the emulator, against the reference."""
    from tvmgen import codegen

    jobs = []
    for text, config in EMULATED:
        p = OP.parse(kv(text))
        jobs.append((OP, p, codegen.build(OP, p, rule="conv_direct", config=config),
                     OP.sample(p, np.random.default_rng(4))))
    bad = emulated_mismatches(emu_root, jobs)
    assert not bad, "\n".join(bad)


# -- the catalog -------------------------------------------------------------------------------------------
ENTRIES = [e for e in load_catalog(CATALOG) if not is_ranged(e)]  # the run-time batch ones: test_runtime_sizes_*


def _entry_params(e):
    return OP.parse(entry_params(e))


def test_catalog_has_the_required_cases():
    ps = [_entry_params(e) for e in ENTRIES]
    names = {OP.shader_name(p) for p in ps}
    assert len(names) == len(ps)
    want = ["conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float32",
            "conv2d_input1x3x200x200_filter3x3x3x3_pad1_float32",
            "conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_float32",
            "conv2d_input32x64x56x56_filter64x64x3x3_pad1_float16",
            "conv2d_input32x256x14x14_filter256x256x3x3_pad1_float16",
            "conv2d_input32x256x56x56_filter512x256x1x1_stride2_float16",
            "conv2d_input32x64x56x56_filter256x64x1x1_float16",
            "conv2d_input32x144x56x56_filter144x1x3x3_pad1_groups144_float16",
            "conv2d_input32x144x56x56_filter144x1x3x3_stride2_pad1_groups144_float16"]
    assert set(want) <= names
    assert any(len(p["pad"]) == 4 for p in ps) and any(p["mode"] == "convolution" for p in ps)
    assert any(p["bias"] and p["activation"] == "relu" for p in ps)
    assert {p["dtype"] for p in ps} == {"float32", "float16", "bfloat16"}
    # every algorithm on the classic case in both layouts, and on ResNet-50 layers in fp16
    for algo in ("implicit_gemm", "im2col", "winograd"):
        for layout in ("NCHW", "NHWC"):
            assert any(p["algo"] == algo and p["layout"] == layout and geometry(p).h == 200 for p in ps)
    assert {p["algo"] for p in ps if p["dtype"] == "float16" and geometry(p).n == 32} >= {"implicit_gemm",
                                                                                           "winograd"}


def _algo(p) -> str:
    return {"auto": "direct"}.get(p["algo"], p["algo"])


@pytest.fixture(scope="module")
def checked():
    """The committed direct entries, and the fp32 ones of the other algorithms. (The fp16 tensor-core entries take
    20-45 s each to build: test_conv_algos compiles small twins of them, test_conv_wgmma the wgmma ones; the fp16 NHWC
    auto entries are conv_wgmma's and conv_wgmma_ws's.)"""
    from tvmgen import rules

    return {n: s for n, s in committed("conv").items() if (_algo(s.params) == "direct" or s.params["dtype"] == "float32")
            and rules.chain(OP, s.params, HW)[0].name not in ("conv_wgmma", "conv_wgmma_ws")}


def test_catalog_entries_use_their_algorithm(checked):
    """Each checked entry by its algorithm's rule, with its kernel count and workspaces; where a tuning record chose
    the schedule (origin record:...), by a rule of its chain."""
    from tvmgen import rules

    kernels = {"direct": 1, "implicit_gemm": 1, "im2col": 2, "winograd": 4}
    assert len(checked) > 30
    for s in checked.values():
        algo = _algo(s.params)
        if s.origin != "default":
            assert s.origin.startswith("record:") and s.rule in [r.name for r in rules.chain(OP, s.params, HW)]
            continue
        assert s.rule == f"conv_{algo}" and len(s.kernels) == kernels[algo], s.name
        assert sorted(w["name"] for w in s.workspaces) == {"direct": [], "implicit_gemm": [], "im2col": ["col"],
                                                           "winograd": ["M", "U", "V"]}[algo], s.name
        assert {a["name"] for k in s.kernels for a in k.args} == {t.name for t in s.inputs + s.outputs} | {
            w["name"] for w in s.workspaces}, s.name


@needs_nvcc
def test_checked_entries_use_no_stack(request, checked):
    """No local memory in the checked entries' kernels (test_catalog sees that none spills)."""
    res = committed_resources(request, checked)
    assert set(res) == {k.name for s in checked.values() for k in s.kernels}
    bad = [f"{k}: {r}" for k, r in res.items() if r["stack"]]
    assert not bad, "\n".join(bad)


def test_emit_cli_writes_a_catalog_entry(tmp_path):
    pytest.importorskip("tvm")
    from click.testing import CliRunner

    from tvmgen.cli import main

    r = CliRunner().invoke(main, ["emit", "conv2d", "input=1x3x10x10", "filter=3x3x3x3", "pad=1", "dilation=2",
                                  "-o", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert (tmp_path / "conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float32.cu").exists()
