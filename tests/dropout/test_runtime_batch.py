"""dropout with a run-time batch (`shape=1..128@32x256x56x56`): each chunk of rows draws the Philox counters of its
elements in the whole tensor, so the kernels take the first counter as an int64 scalar that the chunk wrapper moves
by row / 4 per row of the chunk's start (Dropout.chunked, chunks.Offset "counter"). Checked here on the committed
catalog entry (its arguments and wrappers; nvcc compiles it) and by running chunked sources on the CPU emulator
(tests/emulator.py), the catalog entry's own source among them, at sizes that take every variant, the overlapping
last chunk and a counter crossing 2^32, against the reference mask of the whole tensor.
"""
import json
import re
import subprocess
from pathlib import Path

import pytest

import emulator
from conftest import needs_nvcc
from helpers import kv
from tvmgen import emit, ops, sizes
from tvmgen.codegen import Kernel, Shader
from tvmgen.hardware import nvcc_arch
from tvmgen.ops.base import ParamError

ROOT = Path(__file__).resolve().parents[2]
CATALOG_ENTRY = ROOT / "generated" / "dropout" / "dropout_shape1_128at32x256x56x56_p0p1_seed1234_float16"


def shader_at(m: dict, source: str, n: int) -> Shader:
    """The variant of a ranged dropout manifest that serves batch n, as a Shader of that size for the emulator:
    grids evaluated at n and the size passed as the int64 scalar it is."""
    env = {"n": n}
    v = sizes.variant_for(m, env)
    kernels = []
    for k in v["kernels"]:
        k = sizes.kernel_at(k, env)
        args = [{"kind": "scalar", "dtype": "int64", "value": n} if a["kind"] == "size" else a for a in k["args"]]
        kernels.append(Kernel(k["name"], tuple(k["grid"]), tuple(k["block"]), k["dynamic_shared_bytes"],
                              k["static_shared_bytes"], args))
    op = ops.get("dropout")
    p = sizes.params_at(op, m["params"], env)
    ins = [sizes.eval_tensor(t, env) for t in m["inputs"]]
    outs = [sizes.eval_tensor(t, env) for t in m["outputs"]]
    return Shader(f"{m['name']}_n{n}", "dropout", p, ins, outs, [], kernels, source, v["rule"], v["config"],
                  v["origin"], m["target"]["arch"], m["tvm_version"], op.flops(p), op.min_bytes(p))


# -- the committed catalog entry ------------------------------------------------------------------------------
def test_catalog_entry_moves_the_counter_with_the_chunk():
    m = json.loads(CATALOG_ENTRY.with_suffix(".json").read_text())
    src = CATALOG_ENTRY.with_suffix(".cu").read_text()
    assert m["schema"] == 2 and m["symbols"] == {"n": {"lo": 1, "hi": 128, "opt": 32}}
    assert [v["chunk"] for v in m["variants"]] == [1, 2, 4]
    row = 256 * 56 * 56
    for v in m["variants"]:
        (k,) = v["kernels"]
        assert k["args"][2:] == [{"kind": "scalar", "name": "offset", "dtype": "int64", "value": 0},
                                 {"kind": "size", "name": "n", "dtype": "int64"}]
        head = f"{k['name']}(half* __restrict__ X_ptr, half* __restrict__ Y_ptr, int64_t offset, int64_t n) {{"
        assert head in src
        # rows move by row * 2 bytes, the first counter by row / 4 (four elements per Philox counter)
        call = re.search(rf"  {k['name']}_chunk\((.*)\);", src).group(1)
        assert f"(int64_t)(offset + tvmgen_start * (int64_t){row // 4})" in call
        assert f"(half*)((char*)Y_ptr + tvmgen_start * (int64_t){row * 2})" in call


@needs_nvcc
def test_catalog_entry_compiles(tmp_path):
    m = json.loads(CATALOG_ENTRY.with_suffix(".json").read_text())
    r = subprocess.run(["nvcc", *nvcc_arch(m["target"]["arch"]).split(), "-c", str(CATALOG_ENTRY.with_suffix(".cu")),
                        "-o", str(tmp_path / "d.o")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]


# -- chunked sources run on the CPU ----------------------------------------------------------------------------
# (parameters, batch sizes): every variant, last chunks that overlap the one before, rows of 12 elements (fp16:
# 8 per thread, so a chunk of one row takes the bound-checked path and larger chunks the vector one), and a
# 64-bit seed with counters that cross 2^32 inside the tensor (the counter's high word in c1)
RUNS = [
    ("shape=1..9@4x3x4 p=0.3 seed=18446744073709551615 offset=4294967270 mask=true dtype=float16", (1, 2, 3, 5, 7, 9)),
    ("shape=2..12@8x36 p=0.5 seed=7 dtype=float32", (2, 3, 6, 11, 12)),
]


CATALOG_SIZES = (3, 5)  # chunks of 2 and of 4 rows, each with an overlapping last chunk (4M elements at 5)


@pytest.fixture(scope="module")
def emulated(emu_root):
    jobs = []
    for text, ns in RUNS:
        m, src = emit.generate("dropout", kv(text))
        jobs += [((text, n), shader_at(m, src, n)) for n in ns]
    m = json.loads(CATALOG_ENTRY.with_suffix(".json").read_text())
    src = CATALOG_ENTRY.with_suffix(".cu").read_text()
    jobs += [(("catalog", n), shader_at(m, src, n)) for n in CATALOG_SIZES]
    progs = emulator.build(emu_root, [s for _, s in jobs])
    return {key: prog for (key, _), prog in zip(jobs, progs)}


@pytest.mark.parametrize("text, n", [(t, n) for t, ns in RUNS for n in ns] + [("catalog", n) for n in CATALOG_SIZES])
def test_chunks_draw_the_whole_tensors_mask(emulated, text, n):
    prog = emulated[(text, n)]
    op = ops.get("dropout")
    emulator.check(op, prog.shader.params, prog, seed=n)


def test_rows_must_hold_whole_counters():
    with pytest.raises(ParamError, match="multiple of 4 elements per batch row, not 21") as e:
        emit.generate("dropout", kv("shape=1..8@4x7x3 p=0.5 seed=1"))
    assert "\n" not in str(e.value)


def test_static_kernels_keep_the_constant_offset():
    """Only the chunks take the counter as an argument: a static shader's kernels have it folded in."""
    pytest.importorskip("tvm")
    from tvmgen import codegen

    op = ops.get("dropout")
    s = codegen.build(op, op.parse(kv("shape=4x3x4 p=0.3 seed=5 offset=1000")))
    assert all(a["kind"] == "tensor" for k in s.kernels for a in k.args)
    assert "int64_t offset" not in s.source
