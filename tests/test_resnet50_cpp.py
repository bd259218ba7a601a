"""The ResNet-50 C++ program (tvmgen.models.resnet50_cpp), on the CPU:

* the weights file round-trips: read back, it is fold()'s output, every tensor 256-byte aligned;
* the buffer pool never hands a step an output buffer it reads, and sizes every buffer for what it holds;
* on the tiny network's shaders (emitted by TVM, about 10 s, and packed): every call's entry point and Sizes fields
  are the packed library's, and main.cu compiles against the packed header (nvcc -c, no link: a few seconds);
* slow: the whole program built with CMake on the tiny pack (the library's shaders compiled, linked);
* the committed reports of its GPU runs quote their own JSON (scripts/resnet50_cpp_report.py's tables).
The run on the GPU is scripts/resnet50_cpp_h200.sh.
"""
import importlib.util
import json
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from tvmgen import ops, pack
from tvmgen.models import resnet50, resnet50_cpp

TINY = {"width": 8, "image": 32, "classes": 10}
ROOT = Path(__file__).resolve().parents[1]


def test_write_weights_round_trips(tmp_path):
    folded = resnet50.fold(resnet50.random_weights(0, **TINY))
    resnet50_cpp.write_weights(folded, tmp_path / "w")
    back = resnet50_cpp.read_weights(tmp_path / "w")
    assert list(back) == list(folded)
    for k, v in folded.items():
        assert back[k].dtype == v.dtype and back[k].shape == v.shape and np.array_equal(back[k], v), k
    for line in (tmp_path / "w" / resnet50_cpp.WEIGHTS_INDEX).read_text().splitlines():
        name, _, offset, nbytes, _ = line.split()
        assert int(offset) % 256 == 0 and int(nbytes) == folded[name].nbytes
    need = resnet50_cpp.weight_specs(resnet50.layers(**TINY), 1)
    assert all(folded[n].dtype == np.dtype(dt) and folded[n].shape == sh for n, (dt, sh) in need.items())


def test_pool_never_aliases_a_step_and_fits_each_tensor():
    steps = resnet50.layers(**TINY)
    buffers, where = resnet50_cpp.pool(steps, 1, 256)
    assert len(buffers) < len(steps)  # reused
    for s in steps:
        assert where[s.output] not in {where[a] for a in s.activations}, s.name
    # liveness: tensors sharing a buffer are never alive at once (from the step writing one to its last reader)
    born = {"input": -1, **{s.output: i for i, s in enumerate(steps)}}
    dies = {a: i for i, s in enumerate(steps) for a in s.activations}
    live = {t: (born[t], dies.get(t, len(steps))) for t in born}
    for t, u in ((t, u) for t in live for u in live if t < u and where[t] == where[u]):
        assert live[t][1] <= live[u][0] or live[u][1] <= live[t][0], (t, u, live[t], live[u])
    for n in (1, 13, 256):
        cap = [eval(b, {"n": n}) for b in buffers]  # "a * n + b" expressions
        for s in steps:
            t = ops.get(s.op).outputs(s.at(n))[0]
            assert cap[where[s.output]] >= int(np.prod(t.shape)) * np.dtype(t.dtype).itemsize, s.name
        assert cap[where["input"]] == n * 32 * 32 * 3 * 2
    results = {steps[-2].output, steps[-1].output}
    assert len({where[r] for r in results}) == 2
    assert not {where[r] for r in results} & {where[s.output] for s in steps if s.output not in results}


def test_cli_writes_the_program(tmp_path):
    opts = [x for k, v in TINY.items() for x in (f"--{k}", str(v))]
    assert resnet50.main(["cpp", "-o", str(tmp_path / "p"), *opts]) == 0
    assert sorted(p.name for p in (tmp_path / "p").iterdir()) == ["CMakeLists.txt", "README.md", "main.cu"]
    text = (tmp_path / "p" / "main.cu").read_text()
    assert "@" not in text.replace("1..256@32", "") and "cudaStreamBeginCapture" in text
    assert text.count("&& marks) err = cudaEventRecord") == len(resnet50.layers(**TINY))  # --layers: an event per step
    assert "CUDA_ARCHITECTURES 90a" in (tmp_path / "p" / "CMakeLists.txt").read_text()
    assert resnet50.main(["cpp", "-o", str(tmp_path / "q"), "--width", "3"]) == 2


@pytest.fixture(scope="module")
def tiny_pack(tmp_path_factory):
    pytest.importorskip("tvm")
    d = tmp_path_factory.mktemp("rn")
    for skip in resnet50.SKIPS:  # one folder serves both: the fused form adds its 4 residual convolutions
        res = resnet50.emit(d / "shaders", jobs=2, skip=skip, **TINY)
        assert not res["failed"], res["failed"]
        resnet50_cpp.write_program(d / f"cpp_{skip}", skip=skip, **TINY)
    pack.pack([d / "shaders"], d / "pack")
    return d


@pytest.mark.parametrize("skip", resnet50.SKIPS)
def test_calls_are_the_packed_entry_points(tiny_pack, skip):
    pl = pack.plan([tiny_pack / "shaders"])
    entries = {e.name: e for e in pl.entries}
    steps = resnet50.layers(**TINY, skip=skip)
    for c in resnet50_cpp.calls(steps):
        e = entries.get(c.entry)
        assert e is not None, (c.step.name, c.entry, sorted(entries))
        assert e.struct == c.struct and [f.name for f in e.fields] == [f for f, _ in c.fields], c.step.name
        assert len(e.inputs) == len(c.inputs) and len(e.outputs) == len(c.outputs), c.step.name
        values = {f: (tuple(eval(x, {"n": 13}) for x in v.removeprefix("tvmgen::Shape{").rstrip("}").split(", "))
                      if v.startswith("tvmgen::Shape") else eval(v, {"n": 13})) for f, v in c.fields}
        assert pack.pick(e, values) is not None, (c.step.name, values)


@pytest.mark.parametrize("skip", resnet50.SKIPS)
def test_main_compiles_against_the_packed_header(tiny_pack, skip):
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc")
    r = subprocess.run([nvcc, "-std=c++17", "-arch=sm_90a", "-Werror", "all-warnings", "-I",
                        str(tiny_pack / "pack" / "include"), "-c", str(tiny_pack / f"cpp_{skip}" / "main.cu"), "-o",
                        str(tiny_pack / f"main_{skip}.o")], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr[-3000:]


@pytest.mark.slow
def test_program_builds_with_cmake_on_the_tiny_pack(tiny_pack):
    if shutil.which("nvcc") is None or shutil.which("cmake") is None:
        pytest.skip("no nvcc or cmake")
    build = tiny_pack / "build"
    gen = ["-G", "Ninja"] if shutil.which("ninja") else []
    for cmd in (["cmake", "-S", str(tiny_pack / "cpp_add"), "-B", str(build), *gen,
                 f"-DTVMGEN_KERNELS_SOURCE_DIR={tiny_pack / 'pack'}"], ["cmake", "--build", str(build), "-j", "2"]):
        r = subprocess.run(cmd, capture_output=True, text=True, check=False)
        assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    exe = build / "resnet50"
    assert exe.exists()
    r = subprocess.run([str(exe), "w", "x.bin", "300"], capture_output=True, text=True, check=False)  # no GPU needed: refused
    assert r.returncode == 2 and "N=300" in r.stderr and r.stderr.count("\n") == 1, r.stderr


def test_committed_cpp_reports_are_their_runs_tables():
    """Each committed README of a C++ run (scripts/resnet50_cpp_report.py) states the ratios and errors its
    cpp_report.json gives: the figures the text quotes are the run's, not typed in."""
    spec = importlib.util.spec_from_file_location("resnet50_cpp_report", ROOT / "scripts" / "resnet50_cpp_report.py")
    rc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rc)
    runs = sorted((ROOT / "reports").glob("*/resnet50/cpp/**/cpp_report.json"))
    assert runs
    for path in runs:
        readme = path.with_name("README.md")
        if not readme.is_file():
            continue
        text, rep = readme.read_text(), json.loads(path.read_text())
        table = rc.markdown(rep, text.splitlines()[0].removeprefix("# "), {})
        errors = table[table.index("| batch | max"):]
        assert errors in text, path  # the accuracy table, row for row
        for n, row in rep.items():
            best = rc.best_compiled(row)
            if best:
                assert f"| {n} | {row['ms']:.3f} | {row['graph_ms']:.3f} |" in text and \
                    f"**{best[1] / rc.ours(row):.2f}x** ({best[0].removeprefix('torch.compile ')})" in text, (path, n)
