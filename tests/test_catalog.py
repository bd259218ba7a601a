"""The committed catalog in generated/: every shader present, its manifest sound, its source compiling
without spills, and the generator reproducing it byte for byte."""
import re

import pytest

from conftest import needs_nvcc
from tvmgen import artifact, ops
from tvmgen.emit import GENERATED, entry_name, load_catalog
from tvmgen.rules import base as limits

ENTRIES = load_catalog()


NAMES = [entry_name(e) for e in ENTRIES]


def test_catalog_names_are_unique():
    assert len(set(NAMES)) == len(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_manifest(name):
    m, src = artifact.read(GENERATED / f"{name}.json")
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
        assert all(1 <= g <= cap for g, cap in zip(k["grid"], limits.MAX_GRID))
        assert k["block"][0] * k["block"][1] * k["block"][2] <= limits.MAX_THREADS_PER_BLOCK
        assert all(a["name"] in tensors for a in k["args"] if a["kind"] == "tensor")
    written = {a["name"] for k in m["kernels"] for a in k["args"] if a["kind"] == "tensor"}
    assert {t["name"] for t in m["outputs"]} <= written, "an output no kernel receives"
    assert (GENERATED / m["header"]).exists()


@needs_nvcc
@pytest.mark.parametrize("name", NAMES)
def test_compiles_for_sm90_without_spills(name):
    from tvmgen import nvcc

    m, src = artifact.read(GENERATED / f"{name}.json")
    res = nvcc.resources(src, m["target"]["arch"])
    assert set(res) == {k["name"] for k in m["kernels"]}
    for k, r in res.items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0, f"{k} spills: {r}"


def test_emission_is_deterministic(tmp_path):
    """Re-emit the whole catalog and compare with what is committed: generated/ is up to date."""
    pytest.importorskip("tvm")
    from tvmgen.emit import emit_catalog

    _, failed = emit_catalog(ENTRIES, tmp_path, jobs=2)
    assert not failed
    for name in NAMES:
        for ext in (".cu", ".cuh", ".json"):
            fresh = (tmp_path / f"{name}{ext}").read_bytes()
            committed = (GENERATED / f"{name}{ext}").read_bytes()
            assert fresh == committed, f"{name}{ext} differs from a fresh emission: run `tvmgen emit --catalog`"
