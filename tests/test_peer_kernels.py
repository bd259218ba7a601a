"""scripts/peer_kernels.py's specs: every workload line names an operator and parameters it accepts, so that a GPU
session spent on it does not stop at a typo (the profiling itself needs the GPU machine's torch)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tvmgen import ops

ROOT = Path(__file__).resolve().parent.parent
SPECS = sorted((ROOT / "scripts").glob("peer_kernels_*.txt"))


def _script():
    spec = importlib.util.spec_from_file_location("peer_kernels", ROOT / "scripts" / "peer_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("spec", SPECS, ids=lambda p: p.name)
def test_every_workload_parses(spec):
    rows = list(_script().workloads(str(spec)))
    assert rows and len({label for label, _, _ in rows}) == len(rows), "labels must be unique"
    for label, name, raw in rows:
        ops.get(name).parse(raw)


def test_comments_and_blank_lines_skipped(tmp_path):
    spec = tmp_path / "spec.txt"
    spec.write_text("# a comment\n\ng: matmul m=2 n=8 k=8 dtype=float16  # trailing\n")
    assert list(_script().workloads(str(spec))) == [("g", "matmul", {"m": "2", "n": "8", "k": "8", "dtype": "float16"})]
