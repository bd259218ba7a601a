"""Artifact files: round trip, hash check, atomic writes, header that compiles and links."""
import json
import os
import subprocess
from pathlib import Path

import pytest

from tvmgen import artifact
from conftest import needs_nvcc

pytest.importorskip("tvm")


@pytest.fixture(scope="module")
def vadd():
    from tvmgen.emit import generate

    return generate("add", {"a": "1024", "b": "1024"})


def test_round_trip(tmp_path, vadd):
    m, src = vadd
    files = artifact.write(tmp_path, m, src)
    assert sorted(f.name for f in files) == sorted(f"add_a1024_b1024_float32{e}" for e in (".cu", ".cuh", ".json"))
    back, back_src = artifact.read(tmp_path / "add_a1024_b1024_float32.json")
    assert back_src == src and back["source_sha256"] == artifact.sha256(src)
    assert back["kernels"] == m["kernels"] and back["schema"] == artifact.SCHEMA
    assert not [f for f in os.listdir(tmp_path) if f.startswith(".")], "temporary files left behind"


def test_edited_source_is_rejected(tmp_path, vadd):
    artifact.write(tmp_path, *vadd)
    cu = tmp_path / "add_a1024_b1024_float32.cu"
    cu.write_text(cu.read_text() + "\n// edited\n")
    with pytest.raises(artifact.ArtifactError, match="sha256"):
        artifact.read(tmp_path / "add_a1024_b1024_float32.json")


def test_failed_write_keeps_previous_files(tmp_path, vadd, monkeypatch):
    m, src = vadd
    artifact.write(tmp_path, m, src)
    before = {f.name: f.read_bytes() for f in tmp_path.iterdir()}
    real_replace = os.replace
    calls = []

    def flaky(a, b):
        calls.append(b)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", flaky)
    with pytest.raises(OSError):
        artifact.write(tmp_path, dict(m, flops=1), src + "// new\n")
    monkeypatch.setattr(os, "replace", real_replace)
    assert {f.name: f.read_bytes() for f in tmp_path.iterdir()} == before


def test_manifest_goes_last(tmp_path, vadd, monkeypatch):
    order = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append(Path(b).suffix), real(a, b)))
    artifact.write(tmp_path, *vadd)
    assert order[-1] == ".json"


def test_find(tmp_path, vadd):
    artifact.write(tmp_path / "x" / "y", *vadd)
    (tmp_path / "other.json").write_text(json.dumps({"not": "a manifest"}))
    assert [p.name for p in artifact.find([tmp_path])] == ["add_a1024_b1024_float32.json"]
    with pytest.raises(artifact.ArtifactError, match="no such file"):
        artifact.find([tmp_path / "missing.json"])


@needs_nvcc
def test_header_compiles_and_links(tmp_path):
    """A user's program includes the .cuh, compiles the .cu beside it, and links (no GPU needed)."""
    from tvmgen.emit import generate

    m, src = generate("matmul", {"m": "64", "n": "48", "k": "40", "dtype": "float16"})
    artifact.write(tmp_path, m, src)
    name = m["name"]
    (tmp_path / "main.cu").write_text(f'#include "{name}.cuh"\nint main() {{\n'
                                      f"  half *a = nullptr, *b = nullptr, *c = nullptr;\n"
                                      f"  return (int)tvmgen::{name}(a, b, c, 0);\n}}\n")
    run = lambda *a: subprocess.run(["nvcc", "-arch=sm_90", *a], cwd=tmp_path, capture_output=True, text=True)  # noqa: E731
    for r in (run("-c", f"{name}.cu", "-o", "k.o"), run("-c", "main.cu", "-o", "m.o"), run("k.o", "m.o", "-o", "prog")):
        assert r.returncode == 0, r.stderr
