"""tvmgen verify without a GPU: comparison, artifacts, seeds, discovery, the worker's isolation, and the
exit status when there is no GPU."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from helpers import FakeCupy, add_f32, as_f32
from tvmgen import runner, verify
from tvmgen.gpuworker import Worker, WorkerError, jsonable
from tvmgen.artifact import ArtifactError, find as find_manifests, read as read_artifact
from tvmgen.runner import Limits, launch_problem

ROOT = Path(__file__).resolve().parents[1]
N = 1024
ADD_SRC = """extern "C" __global__ void add_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1024) C[i] = A[i] + B[i];
}
"""


def make_artifact(folder: Path, name: str, source: str = ADD_SRC, kernels: list | None = None, **extra) -> Path:
    """A schema-1 artifact for `add a=1024 b=1024`, written by hand."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.cu").write_text(source)
    t = {"shape": [N], "dtype": "float32"}
    m = {"schema": 1, "name": name, "op": "add", "params": {"a": [N], "b": [N], "dtype": "float32"},
         "inputs": [{"name": "A", **t}, {"name": "B", **t}], "outputs": [{"name": "C", **t}], "workspaces": [],
         "kernels": kernels or [{"name": "add_kernel", "grid": [4, 1, 1], "block": [256, 1, 1],
                                 "dynamic_shared_bytes": 0, "static_shared_bytes": 0,
                                 "args": [{"kind": "tensor", "name": n, "dtype": "float32"} for n in "ABC"]}],
         "schedule": {"rule": "hand", "config": {}, "origin": "test"}, "target": {"kind": "cuda", "arch": "sm_90"},
         "source": f"{name}.cu", "source_sha256": hashlib.sha256(source.encode()).hexdigest(), "header": f"{name}.cuh",
         "flops": N, "min_bytes": 3 * 4 * N, **extra}
    (folder / f"{name}.json").write_text(json.dumps(m, indent=1))
    return folder / f"{name}.json"


# -- comparison ---------------------------------------------------------------------------------
def test_compare_exact_passes():
    ref = np.linspace(-1, 1, 100)
    c = verify.compare(ref.astype(np.float32), ref, 1e-6, 1e-6)
    assert c["ok"] and c["bad"] == 0 and c["nan"] == 0 and c["max_abs"] < 1e-6


def test_compare_nan_fails_even_with_huge_tolerance():
    ref = np.ones(10)
    got = np.ones(10, np.float32)
    got[3] = np.nan
    c = verify.compare(got, ref, 1e30, 1e30)
    assert not c["ok"] and c["nan"] == 1 and c["bad"] == 1
    assert c["worst"]["index"] == [3] and "NaN" in c["message"]


def test_compare_tolerance_boundary_is_inclusive():
    ref = np.array([1.0, -2.0])
    atol, rtol = 0.25, 0.25  # allowed: 0.5 and 0.75, exact in binary
    assert verify.compare(np.array([1.5, -2.75]), ref, atol, rtol)["ok"]
    assert verify.compare(np.array([0.5, -1.25]), ref, atol, rtol)["ok"]
    over = verify.compare(np.array([np.nextafter(1.5, 2.0), -2.0]), ref, atol, rtol)
    assert not over["ok"] and over["bad"] == 1 and over["worst"]["index"] == [0]
    assert over["worst_ratio"] > 1.0


def test_compare_wrong_result_fails():
    rng = np.random.default_rng(0)
    a, b = rng.uniform(-1, 1, 256), rng.uniform(-1, 1, 256)
    c = verify.compare((a - b).astype(np.float32), a + b, 1e-5, 1e-5)
    assert not c["ok"] and c["bad"] > 200 and "out of tolerance" in c["message"]


def test_compare_shape_mismatch_fails():
    c = verify.compare(np.zeros((2, 3)), np.zeros((3, 2)), 1, 1)
    assert not c["ok"] and "shape" in c["message"]


def test_compare_rel_error_uses_tiny_not_zero():
    c = verify.compare(np.array([1e-3], np.float16), np.array([0.0]), 1e-2, 0.0)
    assert c["ok"] and np.isfinite(c["max_rel"])


def test_compare_float16_infinity_fails():
    c = verify.compare(np.array([np.inf, 1.0], np.float16), np.array([1.0, 1.0]), 1e-2, 1e-2)
    assert not c["ok"] and c["bad"] == 1 and c["nan"] == 0


def test_run_digests_are_bitwise():
    nan = np.array([np.nan], np.float32)
    assert verify.digest({"Y": nan}) == verify.digest({"Y": nan.copy()})
    assert verify.digest({"Y": np.array([0.0], np.float32)}) != verify.digest({"Y": np.array([-0.0], np.float32)})
    assert verify.digest({"Y": np.arange(6.0).reshape(2, 3)[:, ::2]}) == verify.digest({"Y": np.array([[0.0, 2], [3, 5]])})


def test_sample_indices_cover_the_ends_and_every_2_31_boundary():
    size = 5 * 2**30 + 7
    idx = verify.sample_indices(size, seed=3)
    assert idx[0] == 0 and idx[-1] == size - 1 and (np.diff(idx) > 0).all()
    for b in (2**31, 2**32):
        assert {b - 1, b, b + 1} <= set(idx[(idx >= b - 2) & (idx <= b + 2)].tolist())
    assert len(idx) < 2 * verify.SAMPLE_RANDOM
    assert np.array_equal(idx, verify.sample_indices(size, seed=3))  # deterministic: --seed replays it


def test_large_outputs_are_checked_on_a_sample_of_the_reference(monkeypatch):
    """Past SAMPLE_FROM elements the reference is computed only at the picked elements, and those are exactly
    the whole reference's values there."""
    from tvmgen import ops

    monkeypatch.setattr(verify, "SAMPLE_FROM", 100)
    op = ops.get("softmax")
    p = op.parse({"shape": "37x29"})
    x = op.sample(p, np.random.default_rng(0))
    ref, picks = verify.references(op, p, x, seed=1)
    assert set(picks) == {"Y"} and picks["Y"][0] == 0 and picks["Y"][-1] == 37 * 29 - 1
    assert np.allclose(ref["Y"], op.reference(p, x)["Y"].reshape(-1)[picks["Y"]], rtol=1e-13, atol=0)
    monkeypatch.setattr(verify, "SAMPLE_FROM", 37 * 29)
    assert verify.references(op, p, x, seed=1)[1] is None  # small enough: the whole reference


def test_poison_bytes_are_nan_in_every_float_type():
    from tvmgen import dtypes

    for name in ("float16", "float32", "float64", "bfloat16", "float8_e4m3", "float8_e5m2"):
        dt = dtypes.np_dtype(name)  # ml_dtypes' for bfloat16 and fp8: 0xff is NaN in each (e4m3fn's one NaN too)
        assert np.isnan(np.full(dt.itemsize, runner.POISON, np.uint8).view(dt).astype(np.float32)).all(), name


# -- seeds --------------------------------------------------------------------------------------
def test_derive_seed_is_deterministic_and_distinct():
    s = verify.derive_seed(1234, "matmul_m1024_n1024_k1024_float16")
    assert s == verify.derive_seed(1234, "matmul_m1024_n1024_k1024_float16")
    assert s != verify.derive_seed(1235, "matmul_m1024_n1024_k1024_float16")
    assert s != verify.derive_seed(1234, "matmul_m1024_n1024_k1024_float32")
    assert 0 <= s < 2**63
    other = subprocess.run([sys.executable, "-c", "from tvmgen.verify import derive_seed; "
                            "print(derive_seed(1234, 'matmul_m1024_n1024_k1024_float16'))"],
                           capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert int(other.stdout) == s  # not Python's per-process salted hash()


def test_same_seed_same_inputs():
    from tvmgen import ops
    op = ops.get("add")
    p = op.parse({"a": [64], "b": [64]})
    x1 = op.sample(p, np.random.default_rng(verify.derive_seed(7, "x")))
    x2 = op.sample(p, np.random.default_rng(verify.derive_seed(7, "x")))
    assert all(np.array_equal(x1[k], x2[k]) for k in x1)


# -- artifacts ----------------------------------------------------------------------------------
def test_read_artifact(tmp_path):
    m, src = read_artifact(make_artifact(tmp_path, "add_ok"))
    assert m["name"] == "add_ok" and src == ADD_SRC


def test_read_artifact_hash_mismatch(tmp_path):
    path = make_artifact(tmp_path, "add_tampered")
    (tmp_path / "add_tampered.cu").write_text(ADD_SRC.replace("+", "-"))
    with pytest.raises(ArtifactError, match="sha256"):
        read_artifact(path)


def test_read_artifact_wrong_schema(tmp_path):
    path = make_artifact(tmp_path, "add_v2", schema=2)
    with pytest.raises(ArtifactError, match="schema 2"):
        read_artifact(path)


def test_read_artifact_missing_source_and_bad_json(tmp_path):
    path = make_artifact(tmp_path, "add_nosrc")
    (tmp_path / "add_nosrc.cu").unlink()
    with pytest.raises(ArtifactError, match="cannot read its source"):
        read_artifact(path)
    (tmp_path / "broken.json").write_text("{")
    with pytest.raises(ArtifactError, match="cannot read the manifest"):
        read_artifact(tmp_path / "broken.json")


def test_find_manifests(tmp_path):
    b = make_artifact(tmp_path / "z" / "deep", "b_shader")
    a = make_artifact(tmp_path / "a", "a_shader")
    (tmp_path / "report.json").write_text(json.dumps({"results": []}))  # not a manifest: skipped
    (tmp_path / "notes.json").write_text("not json")
    assert find_manifests([tmp_path]) == [a, b]
    assert find_manifests([b, tmp_path]) == [a, b]  # no duplicates
    assert find_manifests([tmp_path / "report.json"]) == [tmp_path / "report.json"]  # named: taken as given
    with pytest.raises(ArtifactError):
        find_manifests([tmp_path / "nope"])


# -- launch limits ------------------------------------------------------------------------------
def test_launch_problem():
    h = Limits.hopper()
    assert launch_problem("k", (8, 8, 1), (32, 16, 1), 0, 73728, h) is None
    assert "grid.y=70000" in launch_problem("mm_kernel", (1, 70000, 1), (32, 1, 1), 0, 0, h)
    assert "mm_kernel" in launch_problem("mm_kernel", (1, 70000, 1), (32, 1, 1), 0, 0, h)
    assert "grid.x=0" in launch_problem("k", (0, 1, 1), (32, 1, 1), 0, 0, h)
    assert "block.z=128" in launch_problem("k", (1, 1, 1), (1, 1, 128), 0, 0, h)
    assert "2048 threads" in launch_problem("k", (1, 1, 1), (64, 32, 1), 0, 0, h)
    assert "registers" in launch_problem("k", (1, 1, 1), (512, 1, 1), 0, 0, h, func_max_threads=256, regs=128)
    assert "shared memory" in launch_problem("k", (1, 1, 1), (32, 1, 1), 1024, 227 * 1024, h)


# -- the worker, without a GPU --------------------------------------------------------------------
HANDLERS = '''
import os, sys, time
def echo(task):
    print("stray output that must not break the protocol")
    return {"status": "pass", "payload": task["payload"], "pid": os.getpid()}
def boom(task):
    raise KeyError("boom")
def crash(task):
    print("about to die", file=sys.stderr, flush=True)
    os._exit(7)
def hang(task):
    time.sleep(600)
def slow_host(task):  # a long reference, then quick kernels: not a hang
    from tvmgen.gpuworker import phase
    phase("host")
    time.sleep(task["host_s"])
    phase("gpu")
    return {"status": "pass"}
'''


@pytest.fixture
def cpu_worker(tmp_path):
    (tmp_path / "test_handlers.py").write_text(HANDLERS)
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    with Worker(gpu=False, startup_timeout=60, env=env) as w:
        w.start()
        yield w


def _task(fn, **kw):
    return {"kind": "test", "handler": f"test_handlers:{fn}", **kw}


def test_worker_runs_tasks_and_survives_exceptions(cpu_worker):
    r1 = cpu_worker.call(_task("echo", payload=[1, 2]), timeout=30)
    assert r1["payload"] == [1, 2]
    r2 = cpu_worker.call(_task("boom"), timeout=30)
    assert r2["status"] == "error" and "KeyError" in r2["message"]
    r3 = cpu_worker.call(_task("echo", payload=3), timeout=30)
    assert r3["pid"] == r1["pid"] and cpu_worker.starts == 1  # reused while healthy
    r4 = cpu_worker.call({"kind": "no-such-kind"}, timeout=30)
    assert r4["status"] == "error" and "no handler" in r4["message"]


def test_worker_crash_is_reported_and_restarted(cpu_worker):
    with pytest.raises(WorkerError, match="exit status 7.*about to die"):
        cpu_worker.call(_task("crash"), timeout=30)
    assert cpu_worker.call(_task("echo", payload=1), timeout=30)["payload"] == 1
    assert cpu_worker.starts == 2


def test_worker_timeout_kills_and_restarts(cpu_worker):
    with pytest.raises(WorkerError, match="timed out after 1 s"):
        cpu_worker.call(_task("hang"), timeout=1)
    assert not cpu_worker.alive
    assert cpu_worker.call(_task("echo", payload=2), timeout=30)["payload"] == 2


def test_host_work_is_not_a_hang(cpu_worker):
    """Only the GPU phases run against the task's timeout: a reference that takes longer passes, and one that
    outlasts the host limit is reported as host-side work, not as a kernel that never ends."""
    assert cpu_worker.call(_task("slow_host", host_s=2), timeout=1)["status"] == "pass"
    with pytest.raises(WorkerError, match="host-side work .* took over 1 s") as e:
        cpu_worker.call(_task("slow_host", host_s=30), timeout=30, host_timeout=1)
    assert "never ends" not in str(e.value)


def test_jsonable():
    assert jsonable({"a": np.float32(1.5), "b": (1, np.int64(2)), "c": float("nan"), "d": np.arange(2)}) == \
        {"a": 1.5, "b": [1, 2], "c": "nan", "d": [0, 1]}


# -- no GPU ---------------------------------------------------------------------------------------
FAKE_CUPY = {
    "missing": "raise ImportError('test: cupy is not installed')\n",
    "no device": textwrap.dedent("""
        class _Runtime:
            @staticmethod
            def getDeviceCount():
                raise RuntimeError('cudaErrorNoDevice: no CUDA-capable device is detected')
        class cuda:
            runtime = _Runtime
        """),
}


@pytest.mark.parametrize("case", sorted(FAKE_CUPY))
def test_no_gpu_exits_2_with_one_line(tmp_path, case):
    fake = tmp_path / "fake"
    (fake / "cupy").mkdir(parents=True)
    (fake / "cupy" / "__init__.py").write_text(FAKE_CUPY[case])
    make_artifact(tmp_path / "shaders", "add_a")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(fake)])}
    p = subprocess.run([sys.executable, "-m", "tvmgen.verify", str(tmp_path / "shaders")],
                       capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert p.returncode == 2, p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tvmgen verify: no GPU:"), p.stderr
    assert "Traceback" not in p.stderr and p.stdout == ""


@pytest.mark.skipif(importlib.util.find_spec("cupy") is None, reason="needs CuPy installed")
def test_no_visible_device_exits_2(tmp_path):
    make_artifact(tmp_path, "add_a")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CUDA_VISIBLE_DEVICES": ""}
    p = subprocess.run([sys.executable, "-m", "tvmgen.verify", str(tmp_path)], capture_output=True, text=True,
                       env=env, timeout=120)
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1, p.stderr


def test_verify_command_no_gpu_in_process(tmp_path, monkeypatch, capsys):
    fake = tmp_path / "fake"
    (fake / "cupy").mkdir(parents=True)
    (fake / "cupy" / "__init__.py").write_text(FAKE_CUPY["missing"])
    monkeypatch.setenv("PYTHONPATH", str(fake))
    make_artifact(tmp_path / "s", "add_a")
    assert verify.verify_command([str(tmp_path / "s")], seed=1, report=None, timeout=60) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no GPU" in err[0]


def test_verify_command_path_errors(tmp_path, capsys):
    assert verify.verify_command([str(tmp_path / "nope")], None, None, 10) == 2
    assert verify.verify_command([str(tmp_path)], None, None, 10) == 2
    err = capsys.readouterr().err
    assert "no such file or folder" in err and "no shader manifests" in err


# -- the shader pipeline up to the GPU ------------------------------------------------------------
def test_verify_shader_reports_missing_gpu_as_error(tmp_path, monkeypatch):
    def no_gpu():
        raise runner.GpuUnavailable("test")
    monkeypatch.setattr(runner, "require_gpu", no_gpu)
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=3)
    assert r["status"] == "error" and "GpuUnavailable: test" in r["message"] and r["op"] == "add"


def test_verify_shader_reports_artifact_errors(tmp_path):
    path = make_artifact(tmp_path, "add_a")
    (tmp_path / "add_a.cu").write_text("// edited\n" + ADD_SRC)
    r = verify.verify_shader(path, seed=3)
    assert r["status"] == "error" and "sha256" in r["message"] and "traceback" not in r


# -- report and table ---------------------------------------------------------------------------
def _results():
    ok = {"name": "add_ok", "status": "pass", "max_abs_err": 1e-7, "max_rel_err": 2e-7, "worst_ratio": 0.01,
          "tolerance": {"C": [1e-6, 1e-6]}, "deterministic": True, "time_ms": 0.004, "message": ""}
    bad = {"name": "add_bad", "status": "fail", "max_abs_err": float("inf"), "max_rel_err": None,
           "worst_ratio": float("inf"), "tolerance": {"C": [1e-6, 1e-6]}, "deterministic": False, "time_ms": 2.5,
           "message": "C: 12 of 1024 elements out of tolerance"}
    err = verify.error_result(Path("x/add_err.json"), 5, "timed out after 1 s")
    return [ok, bad, err]


def test_write_report_is_valid_json(tmp_path):
    header = verify.report_header({"gpu": "Test GPU", "compute_capability": "9.0"}, 42, 120.0)
    out = tmp_path / "r.json"
    verify.write_report(out, header, _results(), total=4)
    doc = json.loads(out.read_text())  # strict: no NaN/Infinity tokens
    assert doc["seed"] == 42 and doc["gpu"] == "Test GPU" and doc["hostname"] and doc["date"].endswith("+00:00")
    assert doc["summary"] == {"pass": 1, "fail": 1, "error": 1, "total": 4, "finished": 3, "interrupted": False}
    assert doc["results"][1]["max_abs_err"] == "inf"
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]  # no temporary left behind


def test_print_table(capsys):
    res = _results()
    verify.print_table(res, verify.summarize(res, 4), 42, {"gpu": "Test GPU"})
    out = capsys.readouterr().out
    assert "add_ok" in out and "add_bad" in out and "timed out" in out
    assert "4 shaders: 1 pass, 1 fail, 1 error, 1 not run" in out and "seed 42" in out


# -- the Runner against a fake CuPy (helpers.FakeCupy: numpy memory, kernels emulated in Python) -----------
@pytest.fixture
def fake_gpu(monkeypatch):
    def install(**kernels):
        fc = FakeCupy(kernels)
        monkeypatch.setattr(runner, "_CUBINS", {})  # each fake compiles afresh: no cubin of another test's fake
        monkeypatch.setitem(sys.modules, "cupy", fc)
        monkeypatch.setitem(sys.modules, "cupy.cuda", fc.cuda)
        return fc
    return install


def test_fake_gpu_add_passes(tmp_path, fake_gpu):
    fc = fake_gpu(add_kernel=add_f32)
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=1)
    assert r["status"] == "pass", r["message"]
    assert r["deterministic"] is True and r["time_ms"] == 0.5 and r["timing"]["l2_flushed"]
    assert FakeCupy.Array.flushes >= r["timing"]["reps"] == 200  # 0.5 ms each: as many as fit in 1 s, at most 200
    assert FakeCupy.Array.cleans == FakeCupy.Array.flushes  # every memset is followed by the read that cleans L2
    assert r["timing"]["l2_flush"] == "memset + read (clean)"
    assert r["compile"]["backend"] == "nvrtc" and r["compile"]["arch"] == "sm_90"
    opts = fc.nvrtc_opts[0]
    assert "-arch=sm_90" in opts and "--std=c++17" in opts and not any("ftz" in o for o in opts)
    assert r["kernels"][0]["regs"] == 32 and r["tflops"] > 0
    assert json.loads(json.dumps(jsonable(r)))["name"] == "add_a"


def test_fake_gpu_unwritten_outputs_are_nan(tmp_path, fake_gpu):
    def half(a, b, c):
        as_f32(c, 512)[:] = (as_f32(a) + as_f32(b))[:512]
    fake_gpu(add_kernel=half)
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=1)
    assert r["status"] == "fail" and r["errors"]["C"]["nan"] == 512 and "512 NaN" in r["message"]


def test_fake_gpu_outputs_poisoned_before_every_run(tmp_path, fake_gpu):
    calls = []

    def once(a, b, c):  # a kernel that only works the first time
        if not calls:
            add_f32(a, b, c)
        calls.append(1)
    fake_gpu(add_kernel=once)
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=1, timing=False)
    assert r["status"] == "pass" and r["deterministic"] is False and r["time_ms"] is None


def test_fake_gpu_strides_workspaces_scalars_and_order(tmp_path, fake_gpu):
    src = 'extern "C" __global__ void k1(float* A, float* B, float* W) {}\nextern "C" __global__ void k2(float* W, float* C, int n) {}\n'
    seen = {}

    def k1(a, b, w):
        seen["gaps_poisoned"] = np.isnan(as_f32(a)[1::2]).all()
        as_f32(w, N)[:] = as_f32(a)[::2] + as_f32(b)

    def k2(w, c, n):
        seen["n"] = n
        as_f32(c)[:n] = as_f32(w, n)
    fc = fake_gpu(k1=k1, k2=k2)
    t = lambda *names: [{"kind": "tensor", "name": x, "dtype": "float32"} for x in names]  # noqa: E731
    kernels = [{"name": "k1", "grid": [4], "block": [256], "dynamic_shared_bytes": 65536, "args": t("A", "B", "W")},
               {"name": "k2", "grid": [4], "block": [256], "dynamic_shared_bytes": 0,
                "args": t("W", "C") + [{"kind": "scalar", "dtype": "int32", "value": N}]}]
    path = make_artifact(tmp_path, "add_strided", src, kernels,
                         inputs=[{"name": "A", "shape": [N], "dtype": "float32", "strides": [2]},
                                 {"name": "B", "shape": [N], "dtype": "float32"}],
                         workspaces=[{"name": "W", "shape": [N], "dtype": "float32", "bytes": 4 * N}])
    r = verify.verify_shader(path, seed=2, timing=False)
    assert r["status"] == "pass", r["message"]
    assert seen["gaps_poisoned"] and seen["n"] == N and type(seen["n"]) is np.int32
    assert [x[0] for x in fc.launches[:2]] == ["k1", "k2"] and fc.launches[0][3] == 65536
    assert fc.set_attrs == [(8, 65536)]  # opted in to > 48 KB of dynamic shared memory, k1 only


def test_fake_gpu_launch_limits_and_faults(tmp_path, fake_gpu):
    fc = fake_gpu(add_kernel=add_f32)
    k = json.loads(make_artifact(tmp_path, "tmp").read_text())["kernels"]
    k[0]["grid"] = [1, 70000, 1]
    r = verify.verify_shader(make_artifact(tmp_path, "add_biggrid", kernels=k), seed=1)
    assert r["status"] == "error" and "LaunchError: kernel add_kernel: grid.y=70000" in r["message"]

    def bad(a, b, c):
        fc.fault = "cudaErrorIllegalAddress: an illegal memory access was encountered"
    fc.kernels["add_kernel"] = bad
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=1)
    assert r["status"] == "error" and "CudaFault: kernel add_kernel: cudaErrorIllegalAddress" in r["message"]


def test_fake_gpu_manifest_must_match_operator(tmp_path, fake_gpu):
    fake_gpu(add_kernel=add_f32)
    path = make_artifact(tmp_path, "add_a", outputs=[{"name": "C", "shape": [N, 1], "dtype": "float32"}])
    r = verify.verify_shader(path, seed=1)
    assert r["status"] == "error" and "ArtifactError" in r["message"] and "declares" in r["message"]


def test_fake_gpu_device_info(fake_gpu):
    fake_gpu()
    info = runner.device_info()
    assert info["gpu"] == "Fake H200" and info["compute_capability"] == "9.0" and info["sm_count"] == 132
    assert info["cuda_runtime"] == "13.0" and info["nvrtc"] == "13.0"


FAKE_GPU_PACKAGE = '''
import sys, time
sys.path.insert(0, {tests!r})
from helpers import FakeCupy, add_f32

def bad(a, b, c):
    fc.fault = "cudaErrorIllegalAddress: an illegal memory access was encountered"  # sticky, as on a GPU

def hang(a, b, c):
    time.sleep(600)

fc = FakeCupy({{"add_kernel": add_f32, "bad_kernel": bad, "hang_kernel": hang}})
sys.modules["cupy"], sys.modules["cupy.cuda"] = fc, fc.cuda
'''


def test_verify_command_end_to_end_with_fake_gpu(tmp_path, monkeypatch, capsys):
    """Parent, worker processes, fault and hang isolation, report and table, with CuPy faked in the workers."""
    fake = tmp_path / "fake"
    (fake / "cupy").mkdir(parents=True)
    (fake / "cupy" / "__init__.py").write_text(FAKE_GPU_PACKAGE.format(tests=str(Path(__file__).parent)))
    monkeypatch.setenv("PYTHONPATH", str(fake))
    s = tmp_path / "shaders"
    for name, kernel in [("a_fault", "bad_kernel"), ("b_good", "add_kernel"), ("c_hang", "hang_kernel"),
                         ("d_good", "add_kernel")]:
        src = ADD_SRC.replace("add_kernel", kernel)
        make_artifact(s, name, src, [{"name": kernel, "grid": [4], "block": [256], "dynamic_shared_bytes": 0,
                                      "args": [{"kind": "tensor", "name": n, "dtype": "float32"} for n in "ABC"]}])
    report = tmp_path / "out" / "report.json"
    rc = verify.verify_command([str(s)], seed=99, report=str(report), timeout=3)
    out, err = capsys.readouterr()
    doc = json.loads(report.read_text())
    status = {r["name"]: (r["status"], r["message"]) for r in doc["results"]}
    assert rc == 1
    assert status["a_fault"][0] == "error" and "cudaErrorIllegalAddress" in status["a_fault"][1]
    assert status["b_good"] == ("pass", "")
    assert status["c_hang"][0] == "error" and "timed out after 3 s" in status["c_hang"][1]
    assert status["d_good"] == ("pass", "")
    assert doc["gpu"] == "Fake H200" and doc["seed"] == 99 and doc["tvmgen_version"]
    assert doc["summary"] == {"pass": 2, "fail": 0, "error": 2, "total": 4, "finished": 4, "interrupted": False}
    assert "4 shaders: 2 pass, 0 fail, 2 error" in out and "seed 99" in out
    assert "[4/4] d_good: pass" in err and "--seed 99" in err
    # the same seed draws the same inputs for a shader whatever else is in the run
    rc2 = verify.verify_command([str(s / "b_good.json")], seed=99, report=str(tmp_path / "r2.json"), timeout=30)
    r2 = json.loads((tmp_path / "r2.json").read_text())["results"][0]
    assert rc2 == 0 and r2["seed"] == next(r["seed"] for r in doc["results"] if r["name"] == "b_good")
    assert r2["max_abs_err"] == next(r["max_abs_err"] for r in doc["results"] if r["name"] == "b_good")


def test_compare_in_slices_matches_whole():
    rng = np.random.default_rng(5)
    ref = rng.standard_normal((37, 29))
    got = (ref + rng.standard_normal(ref.shape) * 1e-7).astype(np.float32)
    got[3, 4] += 1e-2
    whole, sliced = verify.compare(got, ref, 1e-6, 1e-6), verify.compare(got, ref, 1e-6, 1e-6, chunk=100)
    assert whole == sliced and whole["bad"] == 1 and whole["worst"]["index"] == [3, 4]


def test_compare_expected_nan_and_inf_must_match():
    ref = np.array([np.nan, np.inf, -np.inf, 1.0])
    assert verify.compare(np.array([np.nan, np.inf, -np.inf, 1.0], np.float16), ref, 0, 0)["ok"]
    for wrong in ([1.0, np.inf, -np.inf, 1.0], [np.nan, 65504, -np.inf, 1.0], [np.nan, np.inf, np.inf, 1.0],
                  [np.nan, np.inf, -np.inf, np.nan]):
        r = verify.compare(np.array(wrong, np.float16), ref, 0, 0)
        assert not r["ok"] and r["bad"] == 1, wrong
