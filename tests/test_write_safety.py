"""Nothing lost, nothing half-written: an artifact write killed or failing at any step leaves the complete old
artifact or the complete new one, and the next access leaves no stray file; a failed emit leaves no folder;
TVMGEN_PRINT_SOURCE=0 means off."""
import hashlib
import json
import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import add_artifact
from tvmgen import artifact
from tvmgen.cli import main

NAME = "add_a1024_b1024_float32"
# writes of one artifact call os.replace for: the journal, then the .cu, the .cuh and the manifest last
STEPS = ("journal", ".cu", ".cuh", ".json")


def files_of(version: int, name: str = NAME) -> dict[str, str]:
    """A hand-written artifact of `add a=1024 b=1024` (no TVM), its source and flops telling versions apart."""
    return artifact.render(*add_artifact(name, f"/* version {version} */ ", flops=version, tvm_version="none",
                                         schedule={"rule": "hand", "config": {}, "origin": "test"}))


def state(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def expect(files: dict[str, str]) -> dict[str, str]:
    return {n: hashlib.sha256(t.encode()).hexdigest() for n, t in sorted(files.items())}


KILLER = """
import json, os, sys
from pathlib import Path
from tvmgen import artifact
folder, step, files = Path(sys.argv[1]), int(sys.argv[2]), json.loads(sys.stdin.read())
calls = [0]
real = os.replace
def replace(a, b):
    calls[0] += 1
    if calls[0] == step:
        os._exit(9)  # as a kill: no cleanup, no finally
    real(a, b)
os.replace = replace
artifact.write_files(folder, files)
"""


@pytest.mark.parametrize("step", range(1, len(STEPS) + 1), ids=[f"kill-at-{s}" for s in STEPS])
def test_a_kill_at_any_rename_leaves_the_old_or_the_new_artifact(tmp_path, step):
    old, new = files_of(1), files_of(2)
    artifact.write_files(tmp_path, old)
    r = subprocess.run([sys.executable, "-c", KILLER, str(tmp_path), str(step)], input=json.dumps(new),
                       capture_output=True, text=True)
    assert r.returncode == 9, r.stderr
    assert any(n.startswith(".") for n in os.listdir(tmp_path)), "the kill left nothing to complete"
    found = artifact.find([tmp_path])  # completes what the kill left
    assert found == [tmp_path / f"{NAME}.json"]
    assert state(tmp_path) == expect(old if step == 1 else new)  # the journal commits the write
    m, _ = artifact.read(found[0])
    assert m["flops"] == (1 if step == 1 else 2)
    third = files_of(3)  # and a later write goes through, leaving nothing else
    artifact.write_files(tmp_path, third)
    assert state(tmp_path) == expect(third)


@pytest.mark.parametrize("step", range(1, len(STEPS) + 1), ids=[f"fail-at-{s}" for s in STEPS])
def test_a_failing_rename_leaves_the_old_or_the_new_artifact(tmp_path, monkeypatch, step):
    old, new = files_of(1), files_of(2)
    artifact.write_files(tmp_path, old)
    real, calls = os.replace, []

    def flaky(a, b):
        calls.append(b)
        if len(calls) == step:
            raise OSError(5, "Input/output error")
        real(a, b)

    monkeypatch.setattr(os, "replace", flaky)
    with pytest.raises(artifact.WriteError, match="out: cannot write into") as e:
        artifact.write_files(tmp_path, new)
    assert isinstance(e.value, OSError) and isinstance(e.value, artifact.ArtifactError)
    monkeypatch.setattr(os, "replace", real)
    artifact.find([tmp_path])
    assert state(tmp_path) == expect(old if step == 1 else new)


def test_a_read_completes_an_interrupted_write_and_removes_stray_temporaries(tmp_path):
    artifact.write_files(tmp_path, files_of(1))
    (tmp_path / f".{NAME}.cu.abcd1234.tmp").write_text("half a source")  # an old tvmgen's leftover
    (tmp_path / ".tvmgen.abcd1234.tmp").write_text("half a journal")
    for other in (".notes.tmp", ".data.csv.abcd1234.tmp"):
        (tmp_path / other).write_text("not tvmgen's: kept")
    m, _ = artifact.read(tmp_path / f"{NAME}.json")
    assert m["flops"] == 1
    assert sorted(n for n in os.listdir(tmp_path) if n.startswith(".")) == [".data.csv.abcd1234.tmp", ".notes.tmp"]


def test_an_unreadable_journal_is_an_artifact_error(tmp_path):
    artifact.write_files(tmp_path, files_of(1))
    (tmp_path / ".tvmgen.abcd1234.journal").write_text("{")
    with pytest.raises(artifact.ArtifactError, match="unreadable write journal"):
        artifact.find([tmp_path])
    (tmp_path / ".tvmgen.abcd1234.journal").write_text(json.dumps({"renames": [["../x", "y"]]}))
    with pytest.raises(artifact.ArtifactError, match="only files of its folder"):
        artifact.read(tmp_path / f"{NAME}.json")


def _write_many(args):
    folder, first = args
    for i in range(first, first + 15):
        artifact.write_files(Path(folder), files_of(i, f"add_{i}"))
        artifact.find([folder])  # a reader's recovery running beside the other writer
    return True


def test_writers_and_readers_side_by_side_lose_nothing(tmp_path):
    """tune's build workers write candidates into one folder at once: no recovery takes another's temporaries."""
    with ProcessPoolExecutor(3) as pool:
        assert all(pool.map(_write_many, [(str(tmp_path), 0), (str(tmp_path), 100), (str(tmp_path), 200)]))
    assert len(artifact.find([tmp_path])) == 45
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".")]


def test_check_writable_creates_nothing(tmp_path):
    from tvmgen.ops.base import ParamError

    artifact.check_writable(tmp_path / "a" / "b")
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "f").write_text("")
    with pytest.raises(ParamError, match="is a file"):
        artifact.check_writable(tmp_path / "f")
    with pytest.raises(ParamError, match="cannot create folder"):
        artifact.check_writable(tmp_path / "f" / "sub")


# -- through the command line (TVM builds) --------------------------------------------------------------------
@pytest.mark.parametrize("args", [
    ["add", "a=4", "b=4", "--schedule", "elementwise", "--config", "threads=7"],  # refused after TVM is loaded
    ["add", "a=4", "b=4", "--config", "bogus"],
    ["add", "a=4", "b=4", "--arch", "sm_75"],
    ["matmul", "m=1000000000000", "n=64", "k=64"],
])
def test_a_failed_emit_leaves_no_folder(tmp_path, args):
    pytest.importorskip("tvm")
    out = tmp_path / "new" / "out"
    r = CliRunner().invoke(main, ["emit", *args, "-o", str(out)])
    assert r.exit_code == 2 and r.output.startswith("tvmgen: error:"), r.output
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("value, prints, writes", [("0", False, True), ("1", True, False), ("", False, True)])
def test_print_source_env_0_means_off(tmp_path, monkeypatch, value, prints, writes):
    pytest.importorskip("tvm")
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["emit", "add", "a=4", "b=4"], env={"TVMGEN_PRINT_SOURCE": value})
    assert r.exit_code == 0, r.output
    assert ("__global__" in r.output) == prints
    assert sorted(p.name for p in tmp_path.iterdir()) == (
        ["add_a4_b4_float32.cu", "add_a4_b4_float32.cuh", "add_a4_b4_float32.json"] if writes else [])


def test_a_full_disk_is_one_line_and_keeps_the_old_artifact(tmp_path, monkeypatch):
    pytest.importorskip("tvm")
    r = CliRunner().invoke(main, ["emit", "add", "a=4", "b=4", "-o", str(tmp_path)])
    assert r.exit_code == 0, r.output
    before = state(tmp_path)

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    r = CliRunner().invoke(main, ["emit", "add", "a=4", "b=4", "--config", "threads=128", "-o", str(tmp_path)])
    assert r.exit_code == 2 and r.output == f"tvmgen: error: out: cannot write into {tmp_path} (No space left on device)\n"
    assert state(tmp_path) == before
