"""conv2d algorithms (algo=direct | implicit_gemm | im2col | winograd): each one's TE against the float64 NumPy
reference on the CPU (LLVM), refusals, rule selection, the CUDA-core schedules run by the CPU emulator (several
kernels and workspaces), and nvcc resource checks of each rule's source."""
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from conftest import needs_nvcc
from helpers import emulated_mismatches, kv, nhwc, raw_id
from tvmgen import hardware, ops
from tvmgen.cpu import compare, run_llvm
from tvmgen.ops.base import ParamError

HW = hardware.get("sm_90")  # the expected values below are sm_90's

OP = ops.get("conv2d")
ALGOS = ("direct", "implicit_gemm", "im2col", "winograd")


# groups=1 cases every algorithm takes (3x3 stride 1 ones Winograd too): small real layers and awkward corners
GEMM_CASES = [
    "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16",  # ResNet 3x3, small
    "input=2x16x15x15 filter=20x16x1x1 stride=2 dtype=float16",  # ResNet 1x1 stride 2 projection
    "input=1x3x20x20 filter=3x3x3x3 pad=1",  # the classic 200x200 RGB case, smaller
    "input=2x5x11x9 filter=6x5x5x3 pad=2x1 stride=1x2 dilation=1x2 mode=convolution",  # flipped, dilated
    "input=2x8x16x24 filter=12x8x3x3 pad=0,1,0,1 stride=2 bias=true activation=relu",  # TF SAME
    "input=3x5x37x41 filter=7x5x3x3 stride=2 dilation=2 pad=1x2 dtype=float16",
    "input=1x1x1x1 filter=1x1x1x1",
]
WINO_CASES = [
    "input=2x16x9x9 filter=24x16x3x3 pad=1 dtype=float16",  # odd P, Q: the last tiles are half outside
    "input=1x3x20x20 filter=3x3x3x3 pad=1",
    "input=2x5x11x8 filter=6x5x3x3 pad=0,2,1,0 mode=convolution bias=true activation=sigmoid",
    "input=2x6x7x9 filter=10x6x3x3 bias=true activation=tanh dtype=float16",  # no padding
    "input=1x2x3x3 filter=3x2x3x3 pad=4",  # tiles of zeros only
    "input=1x64x6x6 filter=8x64x3x3 pad=1 dtype=float16",  # 64 channels: the fp16 transform rounding adds up
]


def _cases(algo):
    """Every case in NCHW, the first three in NHWC too."""
    raws = [kv(c) for c in (WINO_CASES if algo == "winograd" else GEMM_CASES)]
    return [{**r, "algo": algo} for r in raws + [nhwc(r) for r in raws[:3]]]


# implicit_gemm's TE is the direct convolution's (test_conv checks it on every case): one case for the record
ALL = _cases("im2col") + _cases("winograd") + [{**kv(GEMM_CASES[3]), "algo": "implicit_gemm"}]


@pytest.mark.parametrize("raw", ALL, ids=raw_id)
def test_compute_matches_reference(raw):
    pytest.importorskip("tvm")
    p = OP.parse(raw)
    x = OP.sample(p, np.random.default_rng(0))
    assert compare(OP, p, run_llvm(OP, p, x), OP.reference(p, x)) == []


def test_winograd_fp16_tolerance_is_needed_and_not_loose():
    """fp16 Winograd: the error is larger than direct convolution's tolerance allows (rounding U and V) and well
    inside the widened one (which is justified from the transforms' growth, not fitted)."""
    pytest.importorskip("tvm")
    from tvmgen.ops.base import default_tolerance

    p = OP.parse(kv("input=1x128x8x8 filter=16x128x3x3 pad=1 dtype=float16 algo=winograd"))
    x = OP.sample(p, np.random.default_rng(5))
    y = run_llvm(OP, p, x)["Y"].astype(np.float64)
    ref = OP.reference(p, x)["Y"]
    err = np.abs(y - ref)
    atol, rtol = OP.tolerance(p, OP.outputs(p)[0])
    a0, r0 = default_tolerance("float16", OP.reduction_length(p))
    assert (err > a0 + r0 * np.abs(ref)).any()  # direct convolution's tolerance would fail it
    assert err.max() < atol / 4
    assert OP.tolerance(OP.parse(kv("input=1x128x8x8 filter=16x128x3x3 pad=1 dtype=float16")),
                        OP.outputs(p)[0]) == default_tolerance("float16", OP.reduction_length(p))


REFUSED = [
    ("input=1x8x9x9 filter=8x8x1x1 algo=winograd", "algo=winograd: needs a 3x3 filter with stride 1 and dilation 1 "
     "(got 1x1)"),
    ("input=1x8x9x9 filter=8x8x3x3 stride=2 algo=winograd", "(got stride 2)"),
    ("input=1x8x9x9 filter=8x8x3x3 dilation=1x2 algo=winograd", "(got dilation 1x2)"),
    ("input=1x8x9x9 filter=8x8x5x3 stride=2x1 algo=winograd", "(got 5x3, stride 2x1)"),
    ("input=1x8x9x9 filter=8x4x3x3 groups=2 algo=implicit_gemm", "algo=implicit_gemm: needs groups=1 (got groups=2"),
    ("input=1x8x9x9 filter=8x1x3x3 groups=8 algo=im2col", "algo=im2col: needs groups=1 (got groups=8"),
    ("input=1x8x9x9 filter=8x1x3x3 groups=8 pad=1 algo=winograd", "algo=winograd: needs groups=1"),
    ("input=1x8x9x9 filter=8x8x3x3 algo=fft", "algo='fft': must be one of auto, direct, implicit_gemm, im2col, "
     "winograd"),
]


@pytest.mark.parametrize("text,message", REFUSED, ids=[r[0] for r in REFUSED])
def test_refused_combinations(text, message):
    with pytest.raises(ParamError) as e:
        OP.parse(kv(text))
    assert message in str(e.value)


def test_algo_is_named_only_when_not_default():
    p = OP.parse(kv("input=1x3x200x200 filter=3x3x3x3 pad=1"))
    assert OP.shader_name(p) == "conv2d_input1x3x200x200_filter3x3x3x3_pad1_float32"
    q = OP.parse(kv("input=1x3x200x200 filter=3x3x3x3 pad=1 algo=winograd"))
    assert OP.shader_name(q) == "conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32"
    for a in ALGOS:  # the math, and so the reference, does not depend on the algorithm
        r = OP.parse({**kv("input=1x3x9x9 filter=3x3x3x3 pad=1"), "algo": a})
        x = OP.sample(r, np.random.default_rng(0))
        np.testing.assert_array_equal(OP.reference(r, x)["Y"], OP.reference(p | {"input": (1, 3, 9, 9)}, x)["Y"])


def test_each_rule_applies_to_its_algo_only():
    """The chain picks conv_<algo> (direct for auto); naming another algorithm's rule is refused."""
    pytest.importorskip("tvm")
    from tvmgen import codegen
    from tvmgen.rules import RULES, chain

    for algo, rule in (("auto", "conv_direct"), ("direct", "conv_direct"), ("implicit_gemm", "conv_implicit_gemm"),
                       ("im2col", "conv_im2col"), ("winograd", "conv_winograd")):
        p = OP.parse({**kv("input=1x3x12x12 filter=4x3x3x3 pad=1"), "algo": algo})
        assert chain(OP, p, HW)[0].name == rule
        mine = [r.name for r in chain(OP, p, HW) if r.name.startswith("conv_")]
        assert mine == [rule]
        for other in ("conv_direct", "conv_implicit_gemm", "conv_im2col", "conv_winograd"):
            if other != rule:
                mod = codegen.te_module(OP, p)
                r = RULES[other]
                assert r.apply(mod, OP, p, r.default(OP, p, HW), HW) is None
    p = OP.parse(kv("input=1x3x12x12 filter=4x3x3x3 pad=1 algo=im2col"))
    with pytest.raises(ParamError, match="rule conv_direct does not apply"):
        codegen.build(OP, p, rule="conv_direct")


def test_knobs_are_checked():
    from tvmgen.rules import RULES

    p16 = OP.parse(kv("input=32x56x56x64 filter=64x3x3x64 layout=NHWC pad=1 dtype=float16 algo=implicit_gemm"))
    p32 = OP.parse(kv("input=32x56x56x64 filter=64x3x3x64 layout=NHWC pad=1 algo=implicit_gemm"))
    r = RULES["conv_implicit_gemm"]
    d = r.default(OP, p16, HW)
    assert d["engine"] == "mma" and d["bn"] == 64 and d["c_static"] == 1  # the N tile fits K=64 filters exactly
    assert r.valid(OP, p16, d, HW) is None
    assert r.default(OP, p32, HW)["engine"] == "simt"
    assert "tensor cores need dtype=float16" in r.valid(OP, p32, {"engine": "mma"}, HW)
    assert "tensor cores need dtype=float16" in r.valid(OP, p32, {"engine": "tc"}, HW)
    assert "warp tile must divide" in r.valid(OP, p16, {"bm": 64, "warp_m": 128}, HW)
    assert "over the 48 KB of static shared memory" in r.valid(OP, p16, {"bm": 128, "bn": 128, "c_static": 1}, HW)
    assert "warps per block" in r.valid(OP, p16, {"engine": "tc", "wm": 8, "wn": 8}, HW)
    assert "shared memory" in r.valid(OP, p16, {"engine": "tc", "wm": 8, "fm": 4, "wn": 4, "fn": 4, "kc": 8}, HW)
    # Winograd's 16 batched GEMMs count as blocks: L2 keeps 128-row tiles (the single GEMM would get 32)
    w = RULES["conv_winograd"].default(OP, p16 | {"input": (32, 14, 14, 256), "filter": (256, 3, 3, 256),
                                                  "algo": "winograd"}, HW)
    assert (w["bm"], w["bn"]) == (128, 128)
    assert "bogus: not a knob" in r.valid(OP, p16, {"bogus": 1}, HW)
    assert "threads per block" in RULES["conv_im2col"].valid(OP, p32 | {"algo": "im2col"},
                                                            {"engine": "simt", "ti": 256, "tj": 64}, HW)


# -- CUDA-core schedules, run on the CPU by the emulator (tests/emulator.py): several kernels, workspaces -----------
EMULATED = [  # CUDA-core (simt) GEMMs: ragged tiles, both layouts, epilogues, every algorithm
    ("input=2x12x9x11 filter=10x12x3x3 pad=0,1,2,1 stride=2x1 bias=true residual=true activation=relu "
     "algo=implicit_gemm", {}),
    ("input=2x9x11x5 filter=7x3x3x5 layout=NHWC pad=1 stride=2 activation=tanh algo=im2col",
     {"ti": 8, "tj": 4, "mi": 2, "col_threads": 128}),
    ("input=2x6x7x9 filter=10x6x3x3 pad=1 bias=true residual=true activation=sigmoid algo=winograd", {}),
    ("input=2x9x7x5 filter=6x3x3x5 layout=NHWC pad=0,2,1,0 mode=convolution algo=winograd", {"mi": 2, "kc": 2}),
    ("input=2x9x11x5 filter=7x3x3x5 layout=NHWC pad=1 stride=2 bias=true residual=true activation=relu "
     "dtype=bfloat16 algo=im2col",
     {"engine": "simt"}),  # bf16 storage, fp32 math on CUDA cores
]


def test_cuda_core_schedules_run_correctly_on_cpu_emulation(emu_root):
    from tvmgen import codegen

    jobs = []
    for text, config in EMULATED:
        p = OP.parse(kv(text))
        s = codegen.build(OP, p, rule=f"conv_{p['algo']}", config=config)
        assert s.config["engine"] == "simt"
        if p["algo"] != "implicit_gemm":
            assert s.workspaces and len(s.kernels) == (2 if p["algo"] == "im2col" else 4)
        jobs.append((OP, p, s, OP.sample(p, np.random.default_rng(4))))
    bad = emulated_mismatches(emu_root, jobs)
    assert not bad, "\n".join(bad)


# -- nvcc: every rule's source compiles, no spills ------------------------------------------------------------
COMPILED = [  # (params, knobs): the tensor-core (mma) GEMM as implicit GEMM (NCHW: trans_a, scalar stores, fused
    # epilogue) and inside Winograd (its U, V and output transform kept as kernels of their own); im2col's GEMM is
    # Winograd's case (a kept producer), the wmma engine is checked on the emitted candidates
    ("input=2x32x12x12 filter=64x32x3x3 pad=1 dtype=float16 algo=implicit_gemm bias=true residual=true "
     "activation=relu", {}),
    ("input=2x12x12x32 filter=64x3x3x32 layout=NHWC pad=1 dtype=float16 algo=winograd", {}),
    ("input=2x32x12x12 filter=64x32x3x3 pad=1 dtype=bfloat16 algo=implicit_gemm bias=true activation=relu", {}),
]


@needs_nvcc
@pytest.mark.slow  # CI compiles one catalog shader per rule (test_headers' sample)
def test_rules_compile_without_spills():
    pytest.importorskip("tvm")
    from tvmgen import codegen, nvcc

    def one(case):
        text, config = case
        p = OP.parse(kv(text))
        s = codegen.build(OP, p, rule=f"conv_{p['algo']}", config=config)
        eng = s.config["engine"]
        assert eng == config.get("engine", "mma")
        assert ("wmma::mma_sync" if eng == "tc" else "mma.sync.aligned.m16n8k16") in s.source
        res = nvcc.resources(s.source)
        assert set(res) == {k.name for k in s.kernels}
        return [f"{text}: {k}: {r}" for k, r in res.items() if r["spill_stores"] or r["spill_loads"] or r["stack"]]

    with ThreadPoolExecutor(2) as pool:
        bad = [m for ms in pool.map(one, COMPILED) for m in ms]
    assert not bad, "\n".join(bad)
