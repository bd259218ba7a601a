"""tune's build phase across runs: a stopped build resumes, an earlier seed's candidates are not measured, the
summary prints numbers and names only files that exist, and a run without a GPU says where its candidates are."""
import importlib.util
import json
import os
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from tvmgen import artifact, rules
from tvmgen import tune as tn
from tvmgen.cli import main

pytest.importorskip("tvm")

RAW = {"m": "72", "n": "48", "k": "40"}
ARGS = ["matmul", "m=72", "n=48", "k=40"]


class FakeWorker:
    """The GPU worker's stand-in: every candidate passes, in a time taken from its name."""

    def __init__(self):
        self.calls = []

    def start(self):
        return {"gpu": "Fake H200", "driver": "999.1"}

    def call(self, task, timeout):
        name = os.path.basename(task["manifest"])[:-5]
        self.calls.append(name)
        return {"status": "pass", "time_ms": int(name[-8:], 16) / 2**32, "message": ""}

    def close(self):
        pass


def _listed(folder):
    return sorted(c["candidate"] for c in json.loads((folder / "tune.json").read_text())["candidates"] if c["built"])


def test_a_stopped_build_resumes_and_keeps_what_was_built(tmp_path, monkeypatch):
    first = tn.build_candidates("matmul", RAW, tmp_path, trials=3, seed=0, jobs=2, progress=False)
    assert first["built"] == 3 and first["reused"] == 0
    names = _listed(tmp_path)
    lost = names[0]
    for ext in (".cu", ".cuh", ".json"):  # stopped before this one was written
        (tmp_path / f"{lost}{ext}").unlink()
    kept = {n: (tmp_path / f"{n}.cu").stat().st_mtime_ns for n in names[1:]}
    again = tn.build_candidates("matmul", RAW, tmp_path, trials=3, seed=0, jobs=2, progress=False)
    assert again["built"] == 3 and again["reused"] == 2 and _listed(tmp_path) == names
    assert {n: (tmp_path / f"{n}.cu").stat().st_mtime_ns for n in names[1:]} == kept  # not rebuilt
    artifact.read(tmp_path / f"{lost}.json")
    (tmp_path / f"{names[1]}.cu").write_text("// edited\n")  # a damaged candidate is rebuilt, not trusted
    third = tn.build_candidates("matmul", RAW, tmp_path, trials=3, seed=0, jobs=2, progress=False)
    assert third["reused"] == 2 and artifact.read(tmp_path / f"{names[1]}.json")


def test_measure_takes_only_the_latest_runs_candidates(tmp_path):
    from tvmgen.measure import measure_command

    tn.build_candidates("matmul", RAW, tmp_path, trials=4, seed=0, jobs=2, progress=False)
    old = set(_listed(tmp_path))
    tn.build_candidates("matmul", RAW, tmp_path, trials=4, seed=1, jobs=2, progress=False)
    new = _listed(tmp_path)
    assert old - set(new), "the seeds drew the same candidates: nothing stale to leave out"
    assert len(artifact.find([tmp_path])) > len(new)  # the earlier seed's candidates are still on disk
    w = FakeWorker()
    assert measure_command(str(tmp_path), str(tmp_path / "results.jsonl"), worker=w, progress=False) == 0
    assert sorted(w.calls) == new


def test_summary_prints_numbers_and_names_failures_only_when_written(tmp_path, monkeypatch):
    info = tn.build_candidates("matmul", RAW, tmp_path, trials=8, seed=0, jobs=2, progress=False)
    lines = tn.summary_lines(info, tmp_path)
    assert lines[0] == "8 candidates built, 0 failed" and not (tmp_path / "build_failures.jsonl").exists()
    assert len(lines) > 2 and all(re.search(r"\d", ln) for ln in lines[2:])
    assert not any(re.search(r"\bN\b", ln) for ln in lines), lines  # numbers, not their blanked form
    # a rule whose valid config fails to build: its failure is written, and named with its folder
    monkeypatch.setattr(type(rules.RULES["matmul_tiled"]), "apply", lambda *a: None)
    out = tmp_path / "again"
    info = tn.build_candidates("matmul", {**RAW, "trans_a": "true"}, out, trials=2, jobs=2, progress=False)
    line = tn.summary_lines(info, out)[0]
    assert info["failed"] == 1 and line.endswith(f"1 failed (see {out / 'build_failures.jsonl'})")
    assert (out / "build_failures.jsonl").exists()
    monkeypatch.undo()
    info = tn.build_candidates("matmul", {**RAW, "trans_a": "true"}, out, trials=2, jobs=2, progress=False)
    assert info["failed"] == 0 and not (out / "build_failures.jsonl").exists()  # the earlier run's failure is gone


def test_cli_summary_names_the_folder(tmp_path):
    r = CliRunner().invoke(main, ["tune", *ARGS, "--trials", "2", "--build-only", "-o", str(tmp_path / "c")])
    assert r.exit_code == 0, r.output
    assert "2 candidates built, 0 failed\n" in r.output and "build_failures" not in r.output
    assert f"tvmgen measure {tmp_path / 'c'} -o results.jsonl" in r.output


def test_without_gpu_says_where_the_candidates_are(tmp_path):
    if importlib.util.find_spec("cupy") is not None:
        pytest.skip("CuPy is importable here: the no-GPU path is not what runs")
    out = tmp_path / "c"
    r = subprocess.run([sys.executable, "-m", "tvmgen", "tune", "add", "a=64", "b=64", "--trials", "2", "-o", str(out)],
                       capture_output=True, text=True, env={**os.environ, "CUDA_VISIBLE_DEVICES": ""})
    assert r.returncode == 2 and "no GPU" in r.stderr
    assert f"stay in {out}" in r.stderr and f"tvmgen measure {out} -o {out / 'results.jsonl'}" in r.stderr
    assert f"--import {out / 'results.jsonl'}" in r.stderr and "Traceback" not in r.stderr
    assert len(artifact.find([out])) >= 2
