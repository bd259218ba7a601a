"""The committed catalog in generated/<family>/: every shader present, its manifest sound, its source compiling
without spills, and the generator reproducing it byte for byte."""
import re

import pytest

from conftest import needs_nvcc
from helpers import arg_tensor
from tvmgen import artifact, hardware, ops
from tvmgen import sizes
from tvmgen.emit import GENERATED, entry_name, entry_params, is_ranged, load_catalog

ENTRIES = load_catalog()
STATIC = [entry_name(e) for e in ENTRIES if not is_ranged(e)]
RANGED = [entry_name(e) for e in ENTRIES if is_ranged(e)]  # run-time sizes: schema 2 (tests/test_runtime_sizes_*)


NAMES = [entry_name(e) for e in ENTRIES]
FOLDER = {entry_name(e): GENERATED / ops.family_of(e["op"]) for e in ENTRIES}  # generated/<family>/


def test_catalog_names_are_unique():
    assert len(set(NAMES)) == len(NAMES)


@pytest.mark.parametrize("name", STATIC)
def test_manifest(name):
    m, src = artifact.read(FOLDER[name] / f"{name}.json")
    hw = hardware.get(m["target"]["arch"])
    op = ops.get(m["op"])
    p = op.parse(m["params"])
    assert m["name"] == name == op.shader_name(p)
    assert [t["name"] for t in m["inputs"]] == [t.name for t in op.inputs(p)]
    assert [tuple(t["shape"]) for t in m["outputs"]] == [t.shape for t in op.outputs(p)]
    assert m["flops"] == op.flops(p) and m["min_bytes"] == op.min_bytes(p)
    tensors = {t["name"] for t in m["inputs"] + m["outputs"] + m["workspaces"]}
    assert m["kernels"]
    for k in m["kernels"]:
        attrs = r"(__cluster_dims__\([\d, ]+\) )?(__launch_bounds__\([\d, ]+\) )?"
        assert re.search(r'extern "C" __global__ void ' + attrs + k["name"] + r"\(", src)
        assert all(1 <= g <= cap for g, cap in zip(k["grid"], hw.max_grid))
        assert k["block"][0] * k["block"][1] * k["block"][2] <= hw.max_threads_per_block
        assert all(a["name"] in tensors for a in k["args"] if a["kind"] == "tensor")
        assert all(a["tensor"] in tensors for a in k["args"] if a["kind"] == "tensormap")
    # a kernel receives a tensor as a pointer, or as the TMA tensor map the launcher builds over it
    written = {arg_tensor(a) for k in m["kernels"] for a in k["args"] if a["kind"] in ("tensor", "tensormap")}
    assert {t["name"] for t in m["outputs"]} <= written, "an output no kernel receives"
    assert {w["name"] for w in m["workspaces"]} <= written, "a workspace no kernel receives"
    assert (FOLDER[name] / m["header"]).exists()


@pytest.mark.parametrize("name", RANGED)
def test_ranged_manifest(name):
    """artifact.read checks a schema-2 manifest whole (its tensors against the operator at lo, opt and hi, the
    variants covering the range); here: its name, and every kernel defined in its source."""
    m, src = artifact.read(FOLDER[name] / f"{name}.json")
    assert m["schema"] == 2 and m["name"] == name == sizes.shader_name(ops.get(m["op"]), m["params"])
    for k in artifact.kernels_of(m):
        attrs = r"(__cluster_dims__\([\d, ]+\) )?(__launch_bounds__\([\d, ]+\) )?"
        assert re.search(r'extern "C" __global__ void ' + attrs + k["name"] + r"\(", src)
    assert (FOLDER[name] / m["header"]).exists()


NORMALIZED = {"batchnorm", "lrn", "softmax", "pool"}  # families whose outputs are of order 1 whatever the size


def test_tolerances_would_fail_a_wrong_result():
    """Each output of order 1 has a tolerance tight enough that verify fails a wrong result: a loose bound (an eps * n
    worst case over 2^24 terms, say) would pass anything."""
    loose = []
    for e in (e for e in ENTRIES if ops.family_of(e["op"]) in NORMALIZED and not is_ranged(e)):
        op = ops.get(e["op"])
        p = op.parse(entry_params(e))
        loose += [(entry_name(e), t.name, *op.tolerance(p, t)) for t in op.outputs(p)
                  if not (0 <= op.tolerance(p, t)[0] < 0.05 and 0 <= op.tolerance(p, t)[1] < 0.01)]
    assert not loose, loose


def _sampled(name: str):
    """CI compiles test_headers' sample; the other shaders are the slow run's."""
    from test_headers import sample_manifests

    sampled = FOLDER[name] / f"{name}.json" in sample_manifests()
    return pytest.param(name, marks=() if sampled else pytest.mark.slow)


@needs_nvcc
@pytest.mark.parametrize("name", [_sampled(n) for n in NAMES])
def test_compiles_for_sm90_without_spills(name):
    """Read from the build of the header's own line (tests/test_headers.py), which compiles each shader of the
    catalog once, in parallel, for both files."""
    from test_headers import build_of
    from tvmgen import nvcc

    m, _ = artifact.read(FOLDER[name] / f"{name}.json")
    build = build_of(FOLDER[name] / f"{name}.json")
    assert build.returncode == 0, build.log[-3000:]
    res = nvcc.parse_resources(build.log)
    assert set(res) == {k["name"] for k in artifact.kernels_of(m)}
    for k, r in res.items():
        if k in KNOWN_SPILLS:
            assert r["spill_stores"] <= KNOWN_SPILLS[k], f"{k} spills more than it did: {r}"
            continue
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0, f"{k} spills: {r}"
        assert not r["setmaxnreg_ignored"], f"{k}: ptxas ignores its setmaxnreg (C7508)"


# The one chunked kernel that spills, as verified on the H200: the schedule of m=2048 (128 registers at two blocks per
# SM) run in chunks of 256 rows, where the chunk's block index takes registers that blockIdx did not (tvmgen.chunks).
KNOWN_SPILLS = {"matmul_m256_n1024_k1024_float32_kernel_wide": 16}


def test_emission_is_deterministic(tmp_path):
    """Re-emit the whole catalog and compare with what is committed: generated/ is up to date."""
    pytest.importorskip("tvm")
    from tvmgen.emit import emit_catalog

    _, failed = emit_catalog(ENTRIES, tmp_path, jobs=2)
    assert not failed
    for name in NAMES:
        for ext in (".cu", ".cuh", ".json"):
            fresh = (tmp_path / FOLDER[name].name / f"{name}{ext}").read_bytes()
            committed = (FOLDER[name] / f"{name}{ext}").read_bytes()
            assert fresh == committed, f"{name}{ext} differs from a fresh emission: run `tvmgen emit --catalog`"
