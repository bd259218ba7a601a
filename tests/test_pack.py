"""`tvmgen pack`: shaders -> a CMake project (tvmgen/pack/) and its golden data (tvmgen/golden.py).

The plan (entries, sizes, dispatch, kernel renames) and the refusals need nothing but the manifests; the whole
committed catalog packs. With cmake, ninja and nvcc, a pack of three small shaders (an fp16 reduction, exact and
run-time size, whose kernels share a name; cross-entropy with a workspace), and a fourth whose launcher encodes TMA
tensor maps (tests/cpp/tma_add, without -lcuda), is built as CMake would for a user:
static with -Werror on the library's own code, its dispatch test run (no GPU needed), installed and found by the
example through find_package; then shared, through add_subdirectory, exporting the entry points only. Compile and
link only: the golden run is ctest on the GPU machine.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tvmgen import artifact, golden, ops, pack
from tvmgen.emit import GENERATED, PEERS

REDUCE = GENERATED / "reduce" / "reduce_shape32x256x56x56_kindmean_axes2x3_float16.json"
REDUCE_RANGED = GENERATED / "reduce" / "reduce_shape1_128at32x256x56x56_kindmean_axes2x3_float16.json"
XENT = GENERATED / "softmax" / "cross_entropy_n32_c1000_float16.json"
SMALL = [REDUCE, REDUCE_RANGED, XENT]
TOOLS = ("nvcc", "cmake", "ninja")
WERROR = "-Werror all-warnings -Xcompiler=-Wall,-Wextra"  # the library's own code (the shaders' is -w)


def tvmgen(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "tvmgen", *map(str, args)], capture_output=True, text=True,
                          check=False, cwd=cwd)


def copy_as(manifest: Path, folder: Path, name: str | None = None) -> Path:
    """The shader written anew into `folder`, under another name if given (its kernels keep theirs)."""
    m, source = artifact.read(manifest)
    if name:
        m = dict(m, name=name)
    artifact.write(folder, m, source)
    return folder / f"{m['name']}.json"


# -- the plan --------------------------------------------------------------------------------------------
def test_entries_dispatch_exact_shapes_first_then_ranges():
    pl = pack.plan(SMALL)
    assert [e.name for e in pl.entries] == ["cross_entropy_float16", "reduce_kindmean_axes2x3_float16"]
    xent, red = pl.entries
    assert [(f.name, f.kind) for f in xent.fields] == [("n", "int"), ("c", "int")]
    assert [(f.name, f.kind) for f in red.fields] == [("shape", "shape")]
    assert [sh.name for sh in red.shaders] == [REDUCE.stem, REDUCE_RANGED.stem]
    def at(n):
        return {"shape": (n, 256, 56, 56)}

    assert pack.pick(red, at(32)).name == REDUCE.stem  # inside the range, but the exact shape wins
    assert pack.pick(red, at(31)).name == pack.pick(red, at(1)).name == REDUCE_RANGED.stem
    assert pack.pick(red, at(129)) is None and pack.pick(red, {"shape": (32, 256, 56)}) is None
    assert pack.pick(xent, {"n": 32, "c": 1000}).name == XENT.stem and pack.pick(xent, {"n": 32, "c": 999}) is None
    assert pack.workspace_bytes(xent.shaders[0], xent.fields, {"n": 32, "c": 1000}) == 256
    # the chunked shader reuses the exact shader's kernel name: the exact one (its owner) keeps it
    kernel = f"{REDUCE.stem}_kernel"
    assert pl.shaders[1].name == REDUCE_RANGED.stem
    assert pl.shaders[1].renames == {kernel: f"{REDUCE_RANGED.stem}__{kernel}"}
    assert pl.shaders[2].renames == {}
    files = pack.render(pl)
    assert f"#define {kernel} {REDUCE_RANGED.stem}__{kernel}" in files[f"src/wrap/{REDUCE_RANGED.stem}.cu"]
    assert f"#include <{REDUCE_RANGED.stem}.cuh>" in files[f"src/{pack.DISPATCH}"]
    for sh in pl.shaders:  # the shaders go in as emitted: src/ is a folder of shaders itself
        assert files[f"src/{sh.name}.cu"] == sh.source
    table = files["tests/dispatch.txt"].splitlines()
    assert f"reduce_kindmean_axes2x3_float16 {REDUCE.stem} 0 5 4 32 256 56 56" in table
    assert "reduce_kindmean_axes2x3_float16 - 0 5 4 129 256 56 56" in table
    assert f"cross_entropy_float16 {XENT.stem} 256 2 32 1000" in table


def test_sizes_are_the_shape_and_dimension_parameters():
    mm = pack.plan([GENERATED / "gemm" / f"{n}.json" for n in (
        "matmul_m1024_n1024_k1024_float16", "matmul_m512_n512_k512_batch8_float16",
        "matmul_m512_n512_k512_batch2_64at8_float16", "matmul_m4096_n4096_k4096_trans_b1_float16")])
    assert [e.name for e in mm.entries] == ["matmul_float16", "matmul_trans_b1_float16"]
    assert [f.name for f in mm.entries[0].fields] == ["m", "n", "k", "batch"]  # trans_a, trans_b, dtype: fixed
    assert mm.entries[0].fields[-1].default == 1
    e = mm.entries[0]
    assert pack.pick(e, {"m": 512, "n": 512, "k": 512, "batch": 8}).name == "matmul_m512_n512_k512_batch8_float16"
    assert pack.pick(e, {"m": 512, "n": 512, "k": 512, "batch": 9}).name == "matmul_m512_n512_k512_batch2_64at8_float16"
    assert pack.pick(e, {"m": 1024, "n": 1024, "k": 1024, "batch": 1}).name == "matmul_m1024_n1024_k1024_float16"
    conv = pack.plan([GENERATED / "conv" / "conv2d_input32x64x56x56_filter64x64x3x3_pad1_float16.json"])
    assert conv.entries[0].name == "conv2d_pad1_float16"  # stride, pad, groups, layout: fixed per entry
    assert [f.name for f in conv.entries[0].fields] == ["input", "filter"]
    cast = pack.plan([GENERATED / "cast" / "cast_shape1823x781_float32_to_float16.json",
                      GENERATED / "cast" / "cast_shape32x256x56x56_float32_to_float16.json"])
    assert [e.name for e in cast.entries] == ["cast_float32_to_float16"] and len(cast.entries[0].shaders) == 2
    lrn = ops.get("lrn")  # lrn's n is a window, dropout's seed a seed: not tensor dimensions
    assert not pack.is_dimension(lrn, {"shape": "2x8x4x4", "n": 5}, "n", 5)
    assert not pack.is_dimension(ops.get("dropout"), {"shape": "8x8", "p": 0.5, "seed": 8}, "seed", 8)


def test_the_whole_catalog_packs():
    """Every committed shader (not the peers, which share their names) in one plan: no two serve the same sizes of
    an entry, every entry name is unique, each shader serves its own sizes (or an exact one inside its range does),
    and every file of the project renders."""
    folders = [p for p in sorted(GENERATED.iterdir()) if p.is_dir() and p != PEERS]
    pl = pack.plan(folders)
    assert len(pl.shaders) == len([m for m in artifact.find(folders)])
    assert len({e.name for e in pl.entries}) == len(pl.entries)
    for e in pl.entries:
        for sh in e.shaders:
            if not sh.ranged:
                assert pack.pick(e, pack.values_of(sh, e.fields)) is sh, sh.name
                continue
            r = next(iter(sh.symbols.values()))
            for x in (r.lo, r.opt, r.hi):
                got = pack.pick(e, pack.values_of(sh, e.fields, x))
                assert got is sh or not got.ranged, (sh.name, x, got and got.name)
    files = pack.render(pl)
    assert len([f for f in files if f.startswith("src/wrap/")]) == len(pl.shaders)


# -- refusals ----------------------------------------------------------------------------------------------
@pytest.fixture
def bad_inputs(tmp_path):
    src = tmp_path / "in"
    (src / "notes.json").parent.mkdir(parents=True)
    (src / "notes.json").write_text("not json\n")
    (src / "empty").mkdir()
    twin_a, twin_b = copy_as(XENT, src / "a"), copy_as(XENT, src / "b")
    copy = copy_as(XENT, src / "c", "cross_entropy_copy")
    ranged = copy_as(REDUCE_RANGED, src / "d", "reduce_ranged_copy")
    edited = copy_as(REDUCE, src / "e")
    edited.with_suffix(".cu").write_text(edited.with_suffix(".cu").read_text() + "// edited\n")
    return {"twins": [twin_a, twin_b], "copy": copy, "ranged": ranged, "edited": edited, "src": src}


@pytest.mark.parametrize("case,needle", [
    ("missing", "shaders: {src}/nope: no such file or folder"),
    ("not a manifest", "shaders: {src}/notes.json: cannot read the manifest"),
    ("no manifests", "shaders: no shader manifests (*.json) under {src}/empty"),
    ("edited", "differs from the manifest's"),
    ("twins", "are both named cross_entropy_n32_c1000_float16; a pack holds one shader per name"),
    ("same sizes", "both serve cross_entropy_float16 at n=32 c=1000; pack one of them"),
    ("overlapping ranges", "both serve reduce_kindmean_axes2x3_float16, e.g. at shape=1x256x56x56; their ranges"),
    ("no out", "pack: Missing option '-o' / '--out'"),
    ("bad version", "version: 'one' is not a CMake version"),
])
def test_bad_input_one_line_exit_2_nothing_written(tmp_path, bad_inputs, case, needle):
    src = bad_inputs["src"]
    args = {"missing": [src / "nope"], "not a manifest": [src / "notes.json"], "no manifests": [src / "empty"],
            "edited": [bad_inputs["edited"]], "twins": bad_inputs["twins"], "same sizes": [XENT, bad_inputs["copy"]],
            "overlapping ranges": [REDUCE_RANGED, bad_inputs["ranged"]], "no out": [XENT],
            "bad version": [XENT, "--version", "one"]}[case]
    out = tmp_path / "out" / "mylib"
    r = tvmgen("pack", *args, *([] if case == "no out" else ["-o", out]))
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tvmgen: error: "), r.stderr
    assert needle.format(src=src) in lines[0], lines[0]
    assert not (tmp_path / "out").exists()


def test_an_existing_folder_is_replaced_only_with_force(tmp_path):
    out = tmp_path / "mylib"
    out.mkdir()
    (out / "mine.txt").write_text("keep me\n")
    r = tvmgen("pack", XENT, "-o", out)
    assert r.returncode == 2 and "out: " in r.stderr and "give --force" in r.stderr
    assert sorted(p.name for p in out.iterdir()) == ["mine.txt"]
    r = tvmgen("pack", XENT, "-o", out, "--force")
    assert r.returncode == 0, r.stderr
    assert not (out / "mine.txt").exists() and (out / "include" / "tvmgen" / "kernels.h").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mylib"]  # no temporary left beside it
    assert "tvmgen::cross_entropy_float16(CrossEntropySizes, ...): cross_entropy_n32_c1000_float16" in r.stdout


# -- golden data ---------------------------------------------------------------------------------------------
def test_golden_cases_hold_the_references(tmp_path):
    lib = tmp_path / "mylib"
    pack.pack(SMALL, lib)
    assert golden.main([str(lib), "-o", str(tmp_path / "g"), "--only", XENT.stem, REDUCE_RANGED.stem,
                        "--sizes", "n=1,2"]) == 0
    cases = (tmp_path / "g" / REDUCE_RANGED.stem / "cases.txt").read_text().splitlines()
    assert cases == [f"case0 reduce_kindmean_axes2x3_float16 {REDUCE_RANGED.stem} 5 4 1 256 56 56",
                     f"case1 reduce_kindmean_axes2x3_float16 {REDUCE_RANGED.stem} 5 4 2 256 56 56"]
    case = tmp_path / "g" / XENT.stem / "case0"
    op = ops.get("cross_entropy")
    p = op.parse({"n": 32, "c": 1000, "dtype": "float16"})
    x = {"logits": np.fromfile(case / "logits.bin", np.float16).reshape(32, 1000),
         "labels": np.fromfile(case / "labels.bin", np.int32)}
    np.testing.assert_array_equal(np.fromfile(case / "loss.ref", np.float64), op.reference(p, x)["loss"].reshape(-1))
    name, elems, atol, rtol, indexed, exact = (case / "outputs.txt").read_text().split()
    assert (name, elems, indexed, exact) == ("loss", "1", "0", "0")
    assert (float(atol), float(rtol)) == op.tolerance(p, op.outputs(p)[0])
    # the default sizes of a range: lo, opt, hi, and a neighbour of opt, which the exact shader takes
    pl = pack.plan([lib / "src"])
    sh = next(s for s in pl.shaders if s.name == REDUCE_RANGED.stem)
    assert golden.served_points(pl, sh) == [{"n": 1}, {"n": 32}, {"n": 31}, {"n": 128}]
    assert golden.main([str(lib), "-o", str(tmp_path / "g"), "--sizes", "n=0"]) == 2


# -- the CMake project, built --------------------------------------------------------------------------------
def _run(cmd, cwd=None):
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, cwd=cwd, check=False)
    assert r.returncode == 0, f"$ {' '.join(map(str, cmd))}\n{(r.stdout + r.stderr)[-6000:]}"
    return r.stdout


def tma_shader(folder: Path) -> Path:
    """tests/cpp/tma_add (C = A + B, A and B loaded by TMA through tensor maps its launcher encodes), written as
    `tvmgen emit` would."""
    cpp = Path(__file__).parent / "cpp"
    m = json.loads((cpp / "tma_add.manifest.json").read_text())
    artifact.write(folder, m, (cpp / "tma_add.cu").read_text())
    return folder / f"{m['name']}.json"


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS), reason=f"needs {', '.join(TOOLS)} on PATH")
def test_the_project_builds_installs_and_links(tmp_path):
    lib = tmp_path / "mylib"
    tma = tma_shader(tmp_path / "tma")  # its launcher encodes TMA maps: the library still links the runtime alone
    pack.pack(SMALL + [tma], lib)
    flags = [f"-DCMAKE_CUDA_FLAGS={WERROR}", "-DCMAKE_CXX_FLAGS=-Wall -Wextra -Werror"]
    # static: the library, the test program, its dispatch test on this machine, installed
    build, prefix = tmp_path / "build", tmp_path / "prefix"
    _run(["cmake", "-S", lib, "-B", build, "-G", "Ninja", *flags])
    _run(["cmake", "--build", build])
    out = _run(["ctest", "--test-dir", build, "-R", "dispatch", "--output-on-failure"])
    assert "100% tests passed" in out
    assert not re.search(r"(-lcuda|libcuda\.so)\b", (build / "build.ninja").read_text())  # the runtime alone
    listed = _run(["ctest", "--test-dir", build, "-N"])
    for sh in SMALL:
        assert f"tvmgen_kernels.golden.{sh.stem}" in listed and f"tvmgen_kernels.run.{sh.stem}" in listed
    _run(["cmake", "--install", build, "--prefix", prefix])
    assert (prefix / "include" / "tvmgen" / "kernels.h").is_file()
    config = next(prefix.glob("lib*/cmake/tvmgen_kernels/tvmgen_kernelsConfig.cmake"))
    assert (config.parent / "tvmgen_kernelsConfigVersion.cmake").is_file()
    # the example, against the installed package
    ex = tmp_path / "example"
    _run(["cmake", "-S", lib / "example", "-B", ex, "-G", "Ninja", f"-DCMAKE_PREFIX_PATH={prefix}", *flags])
    _run(["cmake", "--build", ex])
    assert (ex / "example").is_file()
    # shared, through add_subdirectory: the example links against the library's exported entry points
    sh_ex = tmp_path / "example-shared"
    _run(["cmake", "-S", lib / "example", "-B", sh_ex, "-G", "Ninja", f"-DTVMGEN_KERNELS_SOURCE_DIR={lib}",
          "-DBUILD_SHARED_LIBS=ON", *flags])
    _run(["cmake", "--build", sh_ex])
    so = next((sh_ex / "tvmgen_kernels").glob("libtvmgen_kernels.so*"))
    if shutil.which("nm"):
        exported = _run(["nm", "-D", "--defined-only", "-C", so])
        for e in ("cross_entropy_float16", "reduce_kindmean_axes2x3_float16", "add_float16"):
            for fn in (e, f"{e}_workspace_bytes", f"{e}_shader"):
                assert f"tvmgen::{fn}(" in exported, fn
        assert "_kernel" not in exported and "tvmgen_shader_" not in exported  # kernels and helpers stay inside
    if os.environ.get("TVMGEN_PACK_KEEP"):  # to look at the builds
        shutil.copytree(tmp_path, os.environ["TVMGEN_PACK_KEEP"], dirs_exist_ok=True)
