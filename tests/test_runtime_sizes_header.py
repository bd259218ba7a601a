"""The schema-2 launcher from C++: scripts/cpp_sizes_test.py's program (it calls the header of
tests/cpp/add_chunked.* at several sizes, checks results, canaries and cudaErrorInvalidValue outside the range) is
generated, compiled and linked here with nvcc; scripts/run_cpp_sizes.sh runs it on a GPU machine."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest
from conftest import needs_nvcc

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "tests" / "cpp" / "add_chunked.manifest.json"


def script():
    spec = importlib.util.spec_from_file_location("cpp_sizes_test", ROOT / "scripts" / "cpp_sizes_test.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@needs_nvcc
def test_the_cpp_test_program_builds(tmp_path):
    cpp = script()
    assert cpp.main([str(EXAMPLE), "--dir", str(tmp_path), "--build-only"]) == 0
    m, _ = cpp.load(EXAMPLE, None)
    folder = tmp_path / m["name"]
    assert (folder / cpp.PROGRAM).is_file()
    main = (folder / "main.cu").read_text()
    assert f"tvmgen::{m['name']}(d_A, d_B, d_C, n, d_ws, 0)" in main
    assert "n=0 (outside 1..64)" in main and "n=65 (outside 1..64)" in main


def test_the_program_checks_every_dispatch_edge():
    cpp = script()
    m, _ = cpp.load(EXAMPLE, None)
    assert [p["n"] for p in cpp.default_points(m)] == [1, 2, 3, 4, 5, 7, 33, 63, 64]


def test_the_data_match_the_operator(tmp_path):
    cpp = script()
    m, _ = cpp.load(EXAMPLE, None)
    cpp.write_cases(m, [{"n": 3}, {"n": 5}], tmp_path)
    assert (tmp_path / "cases.txt").read_text() == "case0 3\ncase1 5\n"
    a = np.fromfile(tmp_path / "case1" / "A.bin", np.float16)
    b = np.fromfile(tmp_path / "case1" / "B.bin", np.float16)
    c = np.fromfile(tmp_path / "case1" / "C.ref", np.float64)
    assert a.size == b.size == c.size == 5000
    np.testing.assert_allclose(c, a.astype(np.float64) + b.astype(np.float64))
    assert len((tmp_path / "case0" / "tolerance.txt").read_text().split()) == 2


def test_a_strided_tensor_is_laid_out_in_its_buffer():
    cpp = script()
    from tvmgen.ops.base import TensorSpec

    t = TensorSpec("X", (3, 2, 2), "float32", (5, 2, 1))
    buf = cpp._layout(np.arange(12, dtype=np.float32).reshape(3, 2, 2), t, np.full(t.buffer_elems, -1, np.float32))
    assert buf.tolist() == [0, 1, 2, 3, -1, 4, 5, 6, 7, -1, 8, 9, 10, 11, -1]


@pytest.mark.parametrize("flip", [False, True])
def test_two_symbols_tile_their_box(flip):
    """The coverage check of several symbols: disjoint boxes as large as the whole (a hand-made manifest of
    matmul with m and batch ranged would need kernels; the check itself is tried here)."""
    from tvmgen import artifact, sizes

    ranges = {"m": sizes.Range(1, 8, 2), "batch": sizes.Range(1, 4, 2)}
    whens = [{"m": [1, 3], "batch": [1, 4]}, {"m": [4, 8], "batch": [1, 4]}]
    bad = artifact.ArtifactError
    if not flip:
        artifact._check_coverage(whens, ranges, bad)
    else:
        whens[1]["batch"] = [1, 3]
        with pytest.raises(artifact.ArtifactError, match="leave sizes of the range unserved"):
            artifact._check_coverage(whens, ranges, bad)
    json.dumps(whens)
