"""softmax_staged (tvmgen/rules/softmax.py): channel softmax with the X tile staged once, with vector loads.

* where it applies (channel mode over H*W > 1) and where it returns None (instance mode, plain logits);
* the copy is 16-byte (uint4) for fp16 when 8 divides the tile's row and W; __expf only for fp16 outputs by default;
* max and 1 / sum are read from the shared result arrays after a barrier (no volatile reduction-buffer read or
  division per element);
* the emitted CUDA runs correctly in the CPU emulator of tests/test_norm.py (odd C, C not a multiple of the
  channel groups, partial position tiles, log-softmax, fp32), against NumPy;
* it compiles with nvcc for sm_90 without spills.
"""
import subprocess

import numpy as np
import pytest

from conftest import needs_nvcc
from test_norm import CUDA_INCLUDE, EMU_CPP, EMU_H, _emu_compile, _id
from tvmgen import ops

CASES = [
    ("softmax", {"shape": "1x256x2x56", "dtype": "float16"}, None),  # the benchmark's tile: 256 x 56, 2 blocks
    ("softmax", {"shape": "2x20x6x16", "dtype": "float16"}, None),  # 20 channels over 8 groups: a predicate
    ("softmax", {"shape": "2x37x13x13", "dtype": "float16"}, None),  # odd C and W: scalar copies
    ("softmax", {"shape": "2x12x7x8", "dtype": "float16"}, {"positions": 32}),  # 4 x 8 tiles of 7 x 8: partial
    ("softmax", {"shape": "2x12x7x8", "algo": "log", "dtype": "float16"}, {"positions": 32, "groups": 4}),
    ("softmax", {"shape": "3x7x5x9", "algo": "log"}, {"groups": 16}),  # groups > C
    ("softmax", {"shape": "1x16x3x40"}, {"positions": 32, "groups": 2}),  # fp32: 4-lane (16-byte) copies
    ("softmax", {"shape": "2x300x6x10", "dtype": "float16"}, {"fast_exp": "off"}),  # 300 channels: tile shrinks
    ("softmax", {"shape": "2x9x4x8"}, {"groups": 1, "fast_exp": "on"}),  # no cross-thread reduction; __expf in fp32
    ("softmax", {"shape": "2x1x5x5", "dtype": "float16"}, None),  # one channel (Y = 1)
    ("softmax", {"shape": "2x5x45x1", "dtype": "float16"}, {"positions": 32}),  # W = 1: tiles of 32 x 1 over 45 rows
]


def _build(name, raw, config):
    from tvmgen import codegen

    op = ops.get(name)
    p = op.parse(raw)
    return op, p, codegen.build(op, p, rule="softmax_staged", config=config)


def test_applies_where_expected():
    pytest.importorskip("tvm")
    import tvm
    from tvm import te

    from tvmgen import rules

    op = ops.get("softmax")
    r = rules.get("softmax_staged", op)
    for raw in ({"shape": "32x1000"}, {"shape": "32x256x56x56", "mode": "instance"}, {"shape": "4x10x1x1"}):
        p = op.parse(raw)
        mod = tvm.IRModule({"main": te.create_prim_func(op.compute(p))})
        assert r.apply(mod, op, p, r.default(op, p), None) is None, raw
    p = op.parse({"shape": "32x256x56x56", "dtype": "float16"})
    assert r.tile(p, r.default(op, p)) == (1, 56)


def test_benchmark_shape_source():
    pytest.importorskip("tvm")
    _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": "float16"}, None)
    (k,) = s.kernels
    assert k.grid == (1792, 1, 1) and k.block == (56, 8, 1)
    assert "*(uint4*)(X_shared_ptr" in s.source and "= *(uint4*)(X_ptr" in s.source
    assert "__expf(" in s.source and "expf(" not in s.source.replace("__expf(", "")
    body = s.source[s.source.index("for (int c_0"):]  # the Y loop
    assert "volatile" not in body and "x_sum_shared_ptr" in body
    _, _, s = _build("softmax", {"shape": "32x256x56x56"}, None)  # fp32: accurate expf
    assert "__expf(" not in s.source and "expf(" in s.source


@pytest.fixture(scope="module")
def emulated(tmp_path_factory):
    import shutil

    if shutil.which("g++") is None or not (CUDA_INCLUDE / "cuda_fp16.h").is_file():
        pytest.skip("the CUDA emulator needs g++ and the CUDA headers")
    pytest.importorskip("tvm")
    root = tmp_path_factory.mktemp("emu")
    (root / "emu.h").write_text(EMU_H)
    (root / "emu.cpp").write_text(EMU_CPP)
    r = subprocess.run(["g++", "-O1", "-w", "-std=c++17", f"-I{CUDA_INCLUDE}", "-c", str(root / "emu.cpp"), "-o",
                        str(root / "emu.o")], capture_output=True, text=True, errors="replace")
    assert r.returncode == 0, r.stderr[-3000:]
    out = {}
    for name, raw, config in CASES:
        op, p, s = _build(name, raw, config)
        out[_id(name, raw, config)] = (op, p, s, _emu_compile(root, s))
    return out


@pytest.mark.parametrize("case", [_id(*c) for c in CASES])
def test_emitted_cuda_runs_correctly(emulated, case):
    from tvmgen.cpu import compare, lay_out

    op, p, s, d = emulated[case]
    assert s.rule == "softmax_staged"
    x = op.sample(p, np.random.default_rng(1))
    ins = []
    for t in s.inputs:
        f = d / f"in_{t.name}.bin"
        lay_out(t, x[t.name]).tofile(f)
        ins.append(str(f))
    outs = [d / f"out_{t.name}.bin" for t in s.outputs]
    r = subprocess.run([str(d / "run"), *ins, *map(str, outs)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    got = {t.name: np.fromfile(f, dtype=t.dtype).reshape(t.shape) for t, f in zip(s.outputs, outs)}
    assert compare(op, p, got, op.reference(p, x)) == []


@needs_nvcc
@pytest.mark.parametrize("config", [None, {"groups": 4}, {"groups": 16}, {"groups": 1}])
def test_compiles_without_spills(config):
    pytest.importorskip("tvm")
    from tvmgen import nvcc

    for dtype in ("float16", "float32"):
        _, _, s = _build("softmax", {"shape": "32x256x56x56", "dtype": dtype}, config)
        for name, res in nvcc.resources(s.source).items():
            assert res["spill_stores"] == 0 and res["spill_loads"] == 0 and res["stack"] == 0, (name, res)
