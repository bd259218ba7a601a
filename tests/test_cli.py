"""The command line as a user types it: list, emit, show, and every kind of bad input."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("tvm")


def tvmgen(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "tvmgen", *args], capture_output=True, text=True, cwd=cwd)


def test_list_shows_every_operator_and_its_parameters():
    from tvmgen import ops

    r = tvmgen("list")
    assert r.returncode == 0
    for name, op in ops.REGISTRY.items():
        assert f"{name}:" in r.stdout
        for prm in op.params:
            assert f"    {prm.name} (" in r.stdout


def test_emit_then_show(tmp_path):
    r = tvmgen("emit", "add", "a=1024", "b=1024", "-o", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "add_a1024_b1024_float32.cu", "add_a1024_b1024_float32.cuh", "add_a1024_b1024_float32.json"]
    s = tvmgen("show", str(tmp_path))
    assert s.returncode == 0 and "kernel 0: add_a1024_b1024_float32_kernel grid" in s.stdout


def test_print_source_only_prints(tmp_path):
    r = tvmgen("emit", "add", "a=4", "b=4", "--print-source", cwd=tmp_path)
    assert r.returncode == 0 and '__global__ void' in r.stdout and "add_a4_b4_float32_kernel" in r.stdout
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args,needle", [
    (["conv9d", "x=1"], "operator: unknown operator 'conv9d'"),
    (["matmul", "m=4", "n=4"], "k: required"),
    (["matmul", "m=4", "n=4", "k=4", "q=1"], "q: unknown parameter"),
    (["matmul", "m=0", "n=4", "k=4"], "m=0: must be >= 1"),
    (["matmul", "m=-3", "n=4", "k=4"], "m=-3: must be >= 1"),
    (["matmul", "m=x", "n=4", "k=4"], "m='x': must be an integer"),
    (["matmul", "m=4", "n=4", "k=4", "dtype=float64"], "dtype='float64': must be one of float32, float16, bfloat16"),
    (["add", "a=3x4", "b=5"], "b: dim -1 is 5 but a has 4"),
    (["add", "a=3x0", "b=3"], "a=3x0: every dimension must be positive"),
    (["add", "a=3", "b"], "b: a parameter is written key=value"),
    (["add", "a=3", "b=3", "a=4"], "a: given twice"),
    (["add", "a=3", "b=3", "--schedule", "nope"], "schedule: unknown rule 'nope'"),
    (["add", "a=3", "b=3", "--schedule", "elementwise", "--config", "threads=7"], "threads=7"),
    (["add", "a=3", "b=3", "--config", "threads=128", "--config", "threads=256"], "threads: given twice"),
])
def test_bad_input_one_line_exit_2_nothing_written(tmp_path, args, needle):
    out = tmp_path / "out"
    r = tvmgen("emit", *args, "-o", str(out))
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert needle in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "Traceback" not in r.stderr
    assert not out.exists() or list(out.iterdir()) == []


def test_unwritable_output_folder(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = tvmgen("emit", "add", "a=4", "b=4", "-o", str(blocker / "sub"))
    assert r.returncode == 2 and "out: cannot create folder" in r.stderr


def test_emit_catalog_only_named_shaders_as_dlight_peers(tmp_path):
    (tmp_path / "cat.toml").write_text('[[shader]]\nop = "add"\nparams = { a = "64", b = "64" }\n'
                                       '[[shader]]\nop = "add"\nparams = { a = "8x8", b = "8" }\n')
    (tmp_path / "names.txt").write_text("# the bench set\nadd_a8x8_b8_float32  # broadcast\n")
    out = tmp_path / "peers"
    r = tvmgen("emit", "--catalog", str(tmp_path / "cat.toml"), "--only", str(tmp_path / "names.txt"),
               "--schedule", "dlight", "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert [p.name for p in out.iterdir()] == ["elementwise"]  # a catalog lands in OUT/<family>/
    out = out / "elementwise"
    assert sorted(p.name for p in out.iterdir()) == ["add_a8x8_b8_float32.cu", "add_a8x8_b8_float32.cuh",
                                                     "add_a8x8_b8_float32.json"]
    assert '"rule": "dlight"' in (out / "add_a8x8_b8_float32.json").read_text()
    (tmp_path / "names.txt").write_text("add_a9_b9_float32\n")
    r = tvmgen("emit", "--catalog", str(tmp_path / "cat.toml"), "--only", str(tmp_path / "names.txt"),
               "-o", str(tmp_path / "x"))
    assert r.returncode == 2 and "names: not in the catalog: add_a9_b9_float32" in r.stderr


def test_bench_set_names_committed_shaders():
    from tvmgen import emit as em

    names = em.read_names(em.BENCH_SET)
    assert names and len(set(names)) == len(names)
    assert em.select(em.load_catalog(), names)  # every name is a catalog entry (else ParamError)
    for n in names:
        assert em.shader_path(n).exists(), n
    for peer in em.PEERS.glob("*/*.json"):  # a peer where dlight builds one (it has no fp16 max-pool reducer)
        assert peer.stem in names and '"rule": "dlight"' in peer.read_text(), peer.name
        assert peer.parent.name == em.shader_path(peer.stem).parent.name, peer  # peers/<family>/


def test_bench_next_names_committed_shaders_not_yet_in_the_set():
    """catalog/bench_next.txt: the rows awaiting their first H200 timing (`tvmgen bench --only`), each a committed
    catalog shader and none already in bench.txt (which must be timed in the committed table)."""
    from tvmgen import emit as em

    names = em.read_names(em.ROOT / "catalog" / "bench_next.txt")
    assert names and len(set(names)) == len(names)
    assert not set(names) & set(em.read_names(em.BENCH_SET))
    assert em.select(em.load_catalog(), names)
    for n in names:
        assert em.shader_path(n).exists(), n


@pytest.mark.parametrize("args, line", [
    (("bench", "generated/gemm", "--only", "catalog/bench_next.txt"),
     "only: names the catalog's shaders to time; give it or PATHS, not both"),
    (("verify", "generated/gemm", "--only", "catalog/bench_next.txt"),
     "only: names the catalog's shaders to verify; give it or PATHS, not both"),
    (("verify",), "paths: give the shaders to verify (files or folders), or --only FILE"),
    (("report", "--unverified", "--check"), "report: give one of --rebuild, --check, --unverified and --untimed"),
])
def test_only_or_paths(args, line):
    r = tvmgen(*args)
    assert r.returncode == 2 and line in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_report_unverified_names_catalog_shaders(tmp_path):
    """What `tvmgen report --unverified` prints, `tvmgen verify --only` takes: catalog names, one a line."""
    from tvmgen import emit as em

    r = tvmgen("report", "--gpu", "h200", "--unverified")
    assert r.returncode == 0, r.stderr
    names = r.stdout.split()
    assert len(set(names)) == len(names) and all(em.shader_path(n).exists() for n in names)


def test_emit_catalog_reports_an_entry_that_cannot_build_and_keeps_the_rest(tmp_path):
    # dlight has no cross-thread reducer for an fp16 max: that entry fails, the add still lands
    (tmp_path / "cat.toml").write_text(
        '[[shader]]\nop = "add"\nparams = { a = "64", b = "64" }\n[[shader]]\nop = "pool2d"\n'
        'params = { shape = "1x2x8x8", kind = "max", window = "3x3", stride = "2x2", padding = "1x1", dtype = "float16" }\n')
    r = tvmgen("emit", "--catalog", str(tmp_path / "cat.toml"), "--schedule", "dlight", "-o", str(tmp_path / "o"))
    assert r.returncode == 1
    assert "not built: pool2d_shape1x2x8x8_kindmax" in r.stderr and "No matched reducer" in r.stderr
    assert "Traceback" not in r.stderr
    assert [p.name for p in (tmp_path / "o").iterdir()] == ["elementwise"]
    assert sorted(p.name for p in (tmp_path / "o" / "elementwise").iterdir()) == [
        "add_a64_b64_float32.cu", "add_a64_b64_float32.cuh", "add_a64_b64_float32.json"]


def test_config_repeated_adds_knobs(tmp_path):
    r = tvmgen("emit", "matmul", "m=64", "n=64", "k=64", "--schedule", "matmul_tiled", "--config", "bm=32",
               "--config", "bn=32", "-o", str(tmp_path))
    assert r.returncode == 0, r.stderr
    m = (tmp_path / "matmul_m64_n64_k64_float32.json").read_text()
    assert '"bm": 32' in m and '"bn": 32' in m


def test_config_without_schedule_goes_to_the_rule_the_chain_picks(tmp_path):
    r = tvmgen("emit", "add", "a=4096", "b=4096", "--config", "threads=128", "-o", str(tmp_path))
    assert r.returncode == 0, r.stderr
    m = (tmp_path / "add_a4096_b4096_float32.json").read_text()
    assert '"threads": 128' in m and '"origin": "config"' in m


@pytest.mark.parametrize("flops, nbytes, of_copy", [(1 << 20, 100 << 20, 0.8), (2 * 4096**3, 3 * 2 * 4096**2, None)])
def test_bench_row_compares_memory_bound_work_with_a_copy_of_the_same_bytes(flops, nbytes, of_copy):
    from tvmgen.bench import _row

    m = {"name": "x", "source_sha256": "0", "op": "add", "flops": flops, "min_bytes": nbytes,
         "schedule": {"rule": "r", "config": {}}}
    r = {"ours": {"status": "pass", "time_ms": 0.025}, "torch_ms": 0.05, "copy_ms": 0.02}
    row = _row(m, r, {"copy_tbps": 4.0, "cublas_fp16_tflops": 700.0})
    assert row["of_copy"] == pytest.approx(of_copy) if of_copy else row["of_copy"] is None
    assert row["vs_torch"] == pytest.approx(2.0) and row["copy_ms"] == 0.02


@pytest.mark.parametrize("how", ["ctrl-c", "sigterm"])
def test_bench_interrupted_keeps_finished_rows_and_writes_the_report(tmp_path, monkeypatch, how):
    # `timeout` sends SIGTERM: the run stops at the shader in flight, as on Ctrl-C, with its table and report
    from tvmgen import bench, emit

    class FakeWorker:
        calls, killed = 0, False

        def call(self, task, timeout):
            if task["handler"].endswith("ceilings_task"):
                return {"copy_tbps": 4.0, "cublas_fp16_tflops": 700.0}
            self.calls += 1
            if self.calls == 2:
                if how == "sigterm":
                    os.kill(os.getpid(), signal.SIGTERM)  # the bench's handler raises KeyboardInterrupt right here
                    return {"ours": {"status": "pass", "time_ms": 0.01}, "torch_ms": None}  # reached only if not
                raise KeyboardInterrupt
            return {"ours": {"status": "pass", "time_ms": 0.01, "kernels": [{"regs": 10}]}, "torch_ms": 0.02,
                    "copy_ms": 0.01}

        def kill(self):
            self.killed = True

        def close(self):
            pass

    seen = []
    old = signal.signal(signal.SIGTERM, lambda *a: seen.append(a))  # a SIGTERM the bench failed to catch lands here
    try:
        fw = FakeWorker()
        monkeypatch.setattr(bench, "start_for", lambda command, timeout: (fw, {"gpu": "fake"}))
        names = ["add_a1024_b1024_float32", "add_a8x1x6_b7x1_float32", "add_a1823x781_b781_float16"]
        rc = bench.bench_command([str(emit.shader_path(n)) for n in names], None, str(tmp_path / "b.json"),
                                 seed=1, timeout=10)
    finally:
        signal.signal(signal.SIGTERM, old)
    assert rc == 130 and fw.killed and not seen
    doc = json.loads((tmp_path / "b.json").read_text())
    assert doc["interrupted"] is True and [r["shader"] for r in doc["rows"]] == names[:1]
    assert (tmp_path / "b.csv").exists()
    pytest.importorskip("matplotlib")
    assert (tmp_path / "b.png").exists()


def test_verify_interrupted_reports_no_error_for_the_shader_it_stopped(tmp_path, monkeypatch):
    # the interrupted run kills its worker mid-shader: that shader is left out (not run to the end), not an error
    from tvmgen import emit, verify
    from tvmgen.gpuworker import WorkerError

    class FakeWorker:
        calls, killed = 0, False

        def call(self, task, timeout):
            self.calls += 1
            if self.calls == 2:
                os.kill(os.getpid(), signal.SIGTERM)  # as `timeout` does; the main thread then kills this worker
                while not self.killed:
                    time.sleep(0.01)
                raise WorkerError("the worker died during the task (killed by signal 9)")
            return {**verify.error_result(Path(task["manifest"]), 1, ""), "status": "pass", "deterministic": True}

        def kill(self):
            self.killed = True

        def close(self):
            pass

    fw = FakeWorker()
    monkeypatch.setattr(verify, "start_for", lambda command, timeout: (fw, {"gpu": "fake"}))
    names = ["add_a1024_b1024_float32", "add_a8x1x6_b7x1_float32", "add_a1823x781_b781_float16"]
    rc = verify.verify_command([str(emit.shader_path(n)) for n in names], 1, str(tmp_path / "v.json"), timeout=10,
                               table_root=None)
    assert rc == 130 and fw.killed
    doc = json.loads((tmp_path / "v.json").read_text())
    assert doc["summary"]["interrupted"] is True
    assert [r["status"] for r in doc["results"]] == ["pass"]
