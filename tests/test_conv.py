"""conv2d: parameters, NumPy reference, TE compute on the CPU, and every catalog entry through codegen + nvcc."""
import itertools
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from conftest import needs_nvcc
from tvmgen import ops
from tvmgen.cpu import compare, run_llvm
from tvmgen.emit import load_catalog
from tvmgen.ops.base import ParamError
from tvmgen.ops.conv import geometry

OP = ops.get("conv2d")
CATALOG = Path(__file__).resolve().parent.parent / "generated" / "catalog" / "conv.toml"


def _kv(text: str) -> dict:
    return dict(a.split("=", 1) for a in text.split())


def _nhwc(raw: dict) -> dict:
    """The same convolution in NHWC / KRSC."""
    n, c, h, w = raw["input"].split("x")
    k, cg, r, s = raw["filter"].split("x")
    return {**raw, "input": f"{n}x{h}x{w}x{c}", "filter": f"{k}x{r}x{s}x{cg}", "layout": "NHWC"}


# Small versions of the real layers and the awkward corners; each runs in both layouts below.
CASES = [
    "input=1x3x10x10 filter=3x3x3x3 pad=1 dilation=2",  # classic: effective 5x5 kernel -> 8x8
    "input=1x3x20x20 filter=3x3x3x3 pad=1",  # the 200x200 RGB case, smaller
    "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16",  # ResNet 3x3
    "input=2x16x15x15 filter=20x16x1x1 stride=2",  # ResNet 1x1 stride 2 projection
    "input=2x24x13x13 filter=24x1x3x3 pad=1 groups=24 dtype=float16",  # MobileNet depthwise
    "input=2x24x13x13 filter=24x1x3x3 pad=1 groups=24 stride=2",  # depthwise stride 2
    "input=2x8x9x9 filter=16x1x5x5 pad=2 groups=8",  # depthwise, channel multiplier 2
    "input=2x12x9x9 filter=18x4x3x3 pad=1 groups=3 dtype=float16",  # grouped
    "input=2x8x16x24 filter=12x8x3x3 pad=0,1,0,1 stride=2",  # per-side (TF SAME)
    "input=2x5x11x9 filter=6x5x5x3 pad=2x1 stride=1x2 dilation=1x2 mode=convolution",  # flipped
    "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true activation=relu dtype=float16",
    "input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true activation=sigmoid",
    "input=2x6x7x9 filter=10x6x3x3 activation=tanh dtype=float16",
    "input=1x1x1x1 filter=1x1x1x1",
    "input=1x2x3x3 filter=3x2x3x3 pad=4",  # padding wider than the filter: border outputs read only zeros
    "input=3x5x37x41 filter=7x5x3x3 stride=2 dilation=2 pad=1x2",
    "input=1x7x61x13 filter=5x7x3x1 stride=3x1 pad=0,2,1,0",
]
ALL = [_kv(c) for c in CASES] + [_nhwc(_kv(c)) for c in CASES]


def _id(raw):
    return "-".join(f"{k}{v}" for k, v in raw.items())


@pytest.mark.parametrize("raw", ALL, ids=_id)
def test_compute_matches_reference(raw):
    pytest.importorskip("tvm")
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(0))
    assert all(np.count_nonzero(a) == a.size for a in x.values())
    assert compare(OP, p, run_llvm(OP, p, x), OP.reference(p, x)) == []


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
        Y[n, k, i, j] = {"none": acc, "relu": max(acc, 0.0), "sigmoid": 1 / (1 + np.exp(-acc)),
                         "tanh": np.tanh(acc)}[p["activation"]]
    return Y


@pytest.mark.parametrize("raw", [_kv(c) for c in CASES if "37x41" not in c], ids=_id)
def test_reference_matches_naive_loops(raw):
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(1))
    np.testing.assert_allclose(OP.reference(p, x)["Y"], _naive(p, x), rtol=1e-12, atol=1e-12)


def test_reference_layouts_agree_and_chunks_join(monkeypatch):
    """NHWC = NCHW transposed; splitting the batch into image chunks and the taps into groups changes nothing."""
    import tvmgen.ops.conv as conv

    raw = _kv("input=3x80x7x9 filter=8x40x3x3 pad=1 groups=2 stride=1x2 mode=convolution")
    p, q = OP.parse(raw), OP.parse(_nhwc(raw))
    x = OP.sample(p, np.random.default_rng(2))
    xq = {"X": x["X"].transpose(0, 2, 3, 1), "W": x["W"].transpose(0, 2, 3, 1)}
    y = OP.reference(p, x)["Y"]
    np.testing.assert_allclose(OP.reference(q, xq)["Y"], y.transpose(0, 2, 3, 1), rtol=1e-12, atol=1e-12)
    monkeypatch.setattr(conv, "REF_CHUNK", 1)  # one image at a time
    np.testing.assert_allclose(OP.reference(p, x)["Y"], y, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(y, _naive(p, x), rtol=1e-12, atol=1e-12)
    raw = _kv("input=2x200x5x4 filter=6x100x3x3 pad=1 groups=2")  # 512 // 100 = 5 taps per GEMM: 2 groups
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(3))
    np.testing.assert_allclose(OP.reference(p, x)["Y"], _naive(p, x), rtol=1e-12, atol=1e-12)


def test_classic_shapes_and_values():
    p = OP.parse(_kv("input=1x3x10x10 filter=3x3x3x3 stride=1 dilation=2 pad=1"))
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
    p = OP.parse(_kv("input=32x64x56x56 filter=64x64x3x3 pad=1 dtype=float16"))
    assert OP.flops(p) == 2 * 32 * 64 * 56 * 56 * 64 * 9
    assert OP.min_bytes(p) == 2 * (32 * 64 * 56 * 56 * 2 + 64 * 64 * 9)
    assert OP.reduction_length(p) == 576
    q = OP.parse(_kv("input=32x64x56x56 filter=64x64x3x3 pad=1x1 stride=1,1 bias=1 activation=relu dtype=float16"))
    assert OP.flops(q) == OP.flops(p) + 2 * 32 * 64 * 56 * 56
    assert [t.name for t in OP.inputs(q)] == ["X", "W", "B"] and OP.inputs(q)[2].shape == (64,)
    # equal spellings of one convolution share one name; the canonical form parses back to itself
    assert OP.shader_name(q) == "conv2d_input32x64x56x56_filter64x64x3x3_pad1_bias1_activationrelu_float16"
    r = OP.parse(_kv("input=8x32x16x24 filter=48x32x3x3 stride=2x2 pad=0,1,0,1"))
    assert r["pad"] == (0, 1, 0, 1) and r["stride"] == (2,)
    assert OP.parse({k: list(v) if isinstance(v, tuple) else v for k, v in r.items()}) == r
    assert OP.parse(_kv("input=1x4x9x9 filter=4x4x3x3 pad=2,2,1,1"))["pad"] == (2, 1)


BAD = [
    ("input=1x3x10 filter=3x3x3x3", "input=1x3x10: conv2d takes a 4-d input"),
    ("input=1x3x10x10 filter=3x3x3", "filter=3x3x3: conv2d takes a 4-d filter"),
    ("input=1x6x10x10 filter=4x4x3x3 groups=2", "filter: channels 4 do not match input channels 6 / groups 2"),
    ("input=1x6x10x10 filter=4x3x3x3", "filter: channels 3 do not match input channels 6 / groups 1"),
    ("input=1x6x10x10 filter=4x2x3x3 groups=4", "groups=4: must divide the input channels C=6"),
    ("input=1x6x10x10 filter=4x2x3x3 groups=3", "groups=3: must divide the output channels K=4"),
    ("input=1x6x10x10 filter=6x1x3x3 groups=0", "groups=0: must be >= 1"),
    ("input=1x3x10x10 filter=3x3x3x3 pad=-1", "pad=-1: must be >= 0"),
    ("input=1x3x10x10 filter=3x3x3x3 pad=1,2,3", "pad=1,2,3: give 1 value (all sides), 2 (height x width) or 4"),
    ("input=1x3x10x10 filter=3x3x3x3 stride=0", "stride=0: must be >= 1"),
    ("input=1x3x10x10 filter=3x3x3x3 stride=1x2x3", "stride=1,2,3: give one value or two"),
    ("input=1x3x10x10 filter=3x3x3x3 dilation=0", "dilation=0: must be >= 1"),
    ("input=1x3x10x10 filter=3x3x3x3 stride=a", "stride='a': must be integers"),
    ("input=1x3x4x10 filter=3x3x3x3 dilation=2",
     "filter=3x3x3x3: dilated filter height 5 (R=3, dilation 2) exceeds the padded input height 4 (4 + pad 0+0): "
     "output height would be 0, must be >= 1"),
    ("input=1x3x10x2 filter=3x3x3x3 pad=0,0,0,0", "filter=3x3x3x3: dilated filter width 3"),
    ("input=1x10x2x3 filter=3x3x3x3 layout=NHWC", "filter=3x3x3x3: dilated filter width 3 (S=3, dilation 1)"),
    ("input=1x3x10x10 filter=3x3x3x3 layout=NCWH", "layout='NCWH': must be one of NCHW, NHWC"),
    ("input=1x3x10x10 filter=3x3x3x3 mode=corr", "mode='corr': must be one of cross_correlation, convolution"),
    ("input=1x3x10x10 filter=3x3x3x3 activation=gelu", "activation='gelu': must be one of none, relu, sigmoid, tanh"),
    ("input=1x3x10x10 filter=3x3x3x3 bias=maybe", "bias='maybe': must be true or false"),
    ("input=1x3x10x10", "filter: required by conv2d"),
    ("input=1x3x10x10 filter=3x3x3x3 padding=1", "padding: unknown parameter of conv2d"),
]


@pytest.mark.parametrize("text,message", BAD, ids=[b[0] for b in BAD])
def test_bad_parameters(text, message):
    with pytest.raises(ParamError) as e:
        OP.parse(_kv(text))
    assert message in str(e.value)


def test_list_explains_padding():
    from click.testing import CliRunner

    from tvmgen.cli import main

    out = CliRunner().invoke(main, ["list", "conv2d"]).output
    assert "top,bottom,left,right" in out and "pad=1x2" in out and "KRSC" in out and "CUDNN_CONVOLUTION" in out


def test_rule_knobs_are_checked():
    from tvmgen.rules import RULES

    rule = RULES["conv_direct"]
    p = OP.parse(_kv("input=32x64x56x56 filter=64x64x3x3 pad=1"))
    assert rule.valid(OP, p, rule.default(OP, p)) is None
    assert "threads per block" in rule.valid(OP, p, {"kt": 64, "pt": 32, "qt": 32})
    assert "accumulators" in rule.valid(OP, p, {"ki": 8, "pi": 8, "qi": 8})
    assert "shared tiles" in rule.valid(OP, p, {"rc": 64, "kt": 8, "ki": 8, "pt": 1})
    assert "bogus: not a knob" in rule.valid(OP, p, {"bogus": 1})


# -- the schedule, run on the CPU ----------------------------------------------------------------------------
# No GPU here: nvcc compiles the emitted kernel as a host function, every CUDA thread of a block becomes an OS
# thread, __shared__ arrays become statics shared by the block's threads and __syncthreads() a barrier; blocks
# run one after another. That checks the schedule's indexing, split predicates, halo regions and barriers.
EMU_PRELUDE = r"""
#include <thread>
#include <mutex>
#include <condition_variable>
#include <vector>
#include <string>
#include <cstdio>
#include <cstdlib>
#include <cmath>
struct EmuBarrier {
  int n, count = 0, gen = 0; std::mutex m; std::condition_variable cv;
  explicit EmuBarrier(int n) : n(n) {}
  void wait() { std::unique_lock<std::mutex> l(m); int g = gen;
    if (++count == n) { count = 0; gen++; cv.notify_all(); } else cv.wait(l, [&] { return gen != g; }); }
};
static EmuBarrier* emu_bar;
static thread_local uint3 emu_tid, emu_bid;
#define __syncthreads() emu_bar->wait()
#define threadIdx emu_tid
#define blockIdx emu_bid
#define __expf expf
"""


def emulate(shader, inputs: dict, workdir: Path) -> dict:
    """Outputs of `shader` (a codegen.Shader) run on the CPU with `inputs` (name -> packed array)."""
    import re
    import subprocess

    (k,) = shader.kernels
    i = shader.source.index('extern "C" __global__')
    body = re.sub(r'extern "C" __global__ void (__launch_bounds__\([\d, ]+\) )?', 'extern "C" void ',
                  shader.source[i:])
    body = re.sub(r"__shared__ (alignas\(\d+\) )?", "static ", body)
    specs = {t.name: t for t in shader.inputs + shader.outputs}
    ctype = {"float32": "float", "float16": "half"}
    lines = ["int main(int argc, char** argv) {", "  std::string dir = argv[1];"]
    for j, t in enumerate(specs.values()):
        lines.append(f"  {ctype[t.dtype]}* b{j} = ({ctype[t.dtype]}*)malloc({t.nbytes});")
        if t in shader.inputs:
            lines.append(f'  {{ FILE* f = fopen((dir + "/{t.name}").c_str(), "rb"); fread(b{j}, 1, {t.nbytes}, f); '
                         "fclose(f); }")
    args = ", ".join(f"b{list(specs).index(a['name'])}" for a in k.args)
    nt = k.block[0] * k.block[1] * k.block[2]
    lines += [f"  emu_bar = new EmuBarrier({nt});", "  std::vector<std::thread> ts;",
              f"  for (int t = 0; t < {nt}; ++t) ts.emplace_back([=] {{",
              f"    emu_tid.x = t % {k.block[0]}; emu_tid.y = t / {k.block[0]} % {k.block[1]}; "
              f"emu_tid.z = t / {k.block[0] * k.block[1]};",
              f"    for (unsigned b = 0; b < {k.grid[0] * k.grid[1] * k.grid[2]}u; ++b) {{",
              f"      emu_bid.x = b % {k.grid[0]}; emu_bid.y = b / {k.grid[0]} % {k.grid[1]}; "
              f"emu_bid.z = b / {k.grid[0] * k.grid[1]};",
              f"      {k.name}({args}); emu_bar->wait();", "    }", "  });", "  for (auto& th : ts) th.join();"]
    for t in shader.outputs:
        j = list(specs).index(t.name)
        lines.append(f'  {{ FILE* f = fopen((dir + "/{t.name}").c_str(), "wb"); fwrite(b{j}, 1, {t.nbytes}, f); '
                     "fclose(f); }")
    lines += ["  return 0;", "}"]
    (workdir / "emu.cu").write_text(shader.source[:i] + EMU_PRELUDE + body + "\n".join(lines) + "\n")
    exe = workdir / "emu"
    r = subprocess.run(["nvcc", "-x", "cu", "-std=c++17", "-O1", "-w", str(workdir / "emu.cu"), "-o", str(exe),
                        "-lpthread"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]
    for t in shader.inputs:
        np.ascontiguousarray(inputs[t.name], dtype=t.dtype).tofile(workdir / t.name)
    subprocess.run([str(exe), str(workdir)], check=True, timeout=300)
    return {t.name: np.fromfile(workdir / t.name, dtype=t.dtype).reshape(t.shape) for t in shader.outputs}


EMULATED = [  # (parameters, knobs of conv_direct): ragged tiles everywhere, every feature once
    ("input=2x12x9x11 filter=10x12x3x3 pad=0,1,2,1 stride=2x1 bias=true activation=relu dtype=float16", {}),
    ("input=2x9x11x8 filter=16x3x2x1 layout=NHWC groups=8 dilation=2 pad=2x1 mode=convolution activation=sigmoid",
     {}),
    ("input=3x20x9x13 filter=12x20x1x1 stride=2 pad=1 activation=tanh", {"rc": 6, "qv": 2, "kv": 2}),
    ("input=2x18x9x9 filter=18x6x3x3 groups=3 pad=1 dtype=float16", {"stage": 0, "unroll": 0}),
]


@needs_nvcc
def test_schedule_runs_correctly_on_cpu_emulation(tmp_path):
    """Each EMULATED case built by conv_direct, run by the emulator, against the reference (two at a time)."""
    pytest.importorskip("tvm")
    from tvmgen import codegen

    def one(i):
        text, config = EMULATED[i]
        p = OP.parse(_kv(text))
        s = codegen.build(OP, p, rule="conv_direct", config=config)
        x = OP.sample(p, np.random.default_rng(4))
        (tmp_path / str(i)).mkdir()
        return [f"{text} {config}: {m}" for m in compare(OP, p, emulate(s, x, tmp_path / str(i)), OP.reference(p, x))]

    with ThreadPoolExecutor(2) as pool:
        bad = [m for ms in pool.map(one, range(len(EMULATED))) for m in ms]
    assert not bad, "\n".join(bad)


# -- the catalog -------------------------------------------------------------------------------------------
ENTRIES = load_catalog(CATALOG)


def _entry_params(e):
    return OP.parse({k: str(v) for k, v in e["params"].items()})


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
    assert {p["dtype"] for p in ps} == {"float32", "float16"}
    # every algorithm on the classic case in both layouts, and on ResNet-50 layers in fp16
    for algo in ("implicit_gemm", "im2col", "winograd"):
        for layout in ("NCHW", "NHWC"):
            assert any(p["algo"] == algo and p["layout"] == layout and geometry(p).h == 200 for p in ps)
    assert {p["algo"] for p in ps if p["dtype"] == "float16" and geometry(p).n == 32} >= {"implicit_gemm",
                                                                                           "winograd"}


def _build(e):
    from tvmgen import codegen

    return codegen.build(OP, _entry_params(e), rule=e.get("schedule"), config=e.get("config"))


def _algo(e) -> str:
    return _entry_params(e)["algo"]


@needs_nvcc
def test_catalog_builds_and_compiles_without_spills():
    """Every direct entry: built by conv_direct in a few seconds, one kernel, within the launch limits, no spills.
    The fp32 entries of the other algorithms likewise, by their rule, with their kernel count and workspaces.
    (The fp16 tensor-core entries take 20-45 s each to build: test_conv_algos compiles small twins of them;
    test_catalog compiles the emitted ones.)"""
    pytest.importorskip("tvm")
    import time

    from tvmgen import nvcc

    shaders = []
    kernels = {"direct": 1, "implicit_gemm": 1, "im2col": 2, "winograd": 4}
    from tvmgen import rules

    for e in ENTRIES:
        algo = {"auto": "direct"}.get(_algo(e), _algo(e))
        if algo != "direct" and _entry_params(e)["dtype"] != "float32":
            continue
        if rules.chain(OP, _entry_params(e))[0].name == "conv_wgmma":  # fp16 NHWC auto: test_wgmma, test_catalog
            continue
        t = time.perf_counter()
        s = _build(e)
        took = time.perf_counter() - t
        assert took < 10, f"{s.name}: emission took {took:.1f} s"
        assert s.rule == f"conv_{algo}" and len(s.kernels) == kernels[algo]
        assert sorted(w["name"] for w in s.workspaces) == {"direct": [], "implicit_gemm": [], "im2col": ["col"],
                                                           "winograd": ["M", "U", "V"]}[algo]
        assert {a["name"] for k in s.kernels for a in k.args} == {t.name for t in s.inputs + s.outputs} | {
            w["name"] for w in s.workspaces}
        shaders.append(s)
    # One translation unit per distinct preamble (so per dtype): nvcc's start-up is paid twice, not 38 times,
    # and the two units compile in parallel. ptxas reports each kernel on its own, as in a separate compile.
    units: dict[str, list[str]] = {}
    for s in shaders:
        i = s.source.index('extern "C"')
        units.setdefault(s.source[:i], []).append(s.source[i:])
    with ThreadPoolExecutor(2) as pool:
        res = {}
        for r in pool.map(lambda u: nvcc.resources(u[0] + "".join(u[1])), units.items()):
            res.update(r)
    assert set(res) == {k.name for s in shaders for k in s.kernels}
    bad = [f"{k}: {r}" for k, r in res.items() if r["spill_stores"] or r["spill_loads"] or r["stack"]]
    assert not bad, "\n".join(bad)


def test_emit_cli_writes_a_catalog_entry(tmp_path):
    pytest.importorskip("tvm")
    from click.testing import CliRunner

    from tvmgen.cli import main

    r = CliRunner().invoke(main, ["emit", "conv2d", "input=1x3x10x10", "filter=3x3x3x3", "pad=1", "dilation=2",
                                  "-o", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert (tmp_path / "conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float32.cu").exists()
