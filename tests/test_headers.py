"""The launcher headers' build lines work as written. Each catalog header's `Build:` line (generated/, not the peers)
is run literally in a folder of its own, with -Werror all-warnings added and -Xptxas -v, whose resource report
tests/test_catalog.py reads for spills: each shader is compiled once for both. CI (`-m "not slow"`) compiles a sample,
one shader per schedule rule and manifest schema (`sample_manifests`); the whole catalog, about twice CI's time on two
cores, is the slow test. A shader built into a shared library with the header's lines links into a program that
launches it through the header."""
from __future__ import annotations

import fcntl
import functools
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest

from conftest import needs_nvcc
from tvmgen import artifact, hardware
from tvmgen.emit import GENERATED, PEERS

JOBS = 2  # the machine's cores
CHECKS = ["-Werror", "all-warnings", "-Xptxas", "-v"]
LIBRARY_SHADER = GENERATED / "gemm" / "matmul_m1024_n1024_k1024_float16.json"  # sm_90a: the -gencode form


def build_line(cuh: str) -> list[str]:
    """The header's `// Build: nvcc ...` command."""
    found = re.search(r"^// Build: (nvcc .*)$", cuh, re.M)
    assert found, "the header has no Build: line"
    return shlex.split(found.group(1))


def library_lines(cuh: str) -> list[list[str]]:
    """The header's shared-library commands: the library's, then the program's."""
    return [shlex.split(c) for c in re.findall(r"^//   (nvcc .*)$", cuh, re.M)]


def catalog_manifests() -> list[Path]:
    return [p for p in artifact.find([GENERATED]) if PEERS not in p.parents]


@functools.cache
def sample_manifests() -> frozenset[Path]:
    """One catalog shader per (schedule rule, manifest schema), the first in catalog order, and the library test's:
    every rule's emitted code compiled in CI."""
    seen, out = set(), {LIBRARY_SHADER}
    for m in catalog_manifests():
        man = json.loads(m.read_text())
        rules = [man["schedule"]["rule"]] if "schedule" in man else sorted({v["rule"] for v in man["variants"]})
        key = (tuple(rules), man["schema"])
        if key not in seen:
            seen.add(key)
            out.add(m)
    return frozenset(out)


def build_of(manifest: Path) -> Build:
    """One catalog shader's Build, shared with the other workers of the run."""
    return _build_once(manifest, _shared_folder())


@dataclass
class Build:
    cmd: list[str]
    returncode: int
    log: str  # nvcc's output, ptxas's -v report included


def _build(manifest: Path) -> Build:
    cmd = build_line(manifest.with_suffix(".cuh").read_text()) + CHECKS
    with tempfile.TemporaryDirectory(prefix="tvmgen-header-") as d:
        shutil.copy(manifest.with_suffix(".cu"), d)
        r = subprocess.run(cmd, cwd=d, capture_output=True, text=True)
    return Build(cmd, r.returncode, r.stdout + r.stderr)


def _shared_folder() -> Path | None:
    """A folder the pytest-xdist workers of one run share (None without xdist), so that each catalog shader is
    compiled once in the run, not once per worker."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if not run:
        return None
    d = Path(tempfile.gettempdir()) / f"tvmgen-header-builds-{run}"
    d.mkdir(exist_ok=True)
    return d


def _build_once(manifest: Path, shared: Path | None) -> Build:
    """_build, or with workers sharing `shared`: the first to lock the shader builds it, the others read its Build."""
    if shared is None:
        return _build(manifest)
    with open(shared / f"{manifest.stem}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = shared / f"{manifest.stem}.json"
        if done.exists():
            return Build(**json.loads(done.read_text()))
        b = _build(manifest)
        tmp = done.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(b)))
        tmp.rename(done)
        return b


@functools.cache
def catalog_builds() -> tuple[dict[str, Build], float]:
    """Every catalog shader built by its header's line (shader name -> Build), and the wall time it took. Under
    pytest-xdist the second worker walks the list from the other end, so the two share the compiles."""
    manifests = catalog_manifests()
    shared = _shared_folder()
    order = manifests[::-1] if os.environ.get("PYTEST_XDIST_WORKER", "gw0") != "gw0" else manifests
    start = time.monotonic()
    with ThreadPoolExecutor(JOBS) as pool:
        builds = dict(zip((m.stem for m in order), pool.map(lambda m: _build_once(m, shared), order)))
    return builds, time.monotonic() - start


def test_build_lines_name_the_manifests_arch():
    for m in catalog_manifests():
        manifest, _ = artifact.read(m)
        flags = hardware.nvcc_arch(manifest["target"]["arch"]).split()
        assert build_line(m.with_suffix(".cuh").read_text()) == ["nvcc", *flags, "-c", f"{m.stem}.cu"], m.stem


def test_every_source_starts_with_the_preamble():
    """The pragmas that silence TVM's benign diagnostics head every emitted source, the peers' too."""
    from tvmgen.codegen import PREAMBLE

    for m in artifact.find([GENERATED]):
        assert m.with_suffix(".cu").read_text().startswith(PREAMBLE), m


@needs_nvcc
def test_sampled_build_lines_compile_without_a_warning():
    sample = sorted(sample_manifests())
    assert len(sample) > 40
    failed = {m.stem: b.log.strip()[-1500:] for m in sample if (b := build_of(m)).returncode}
    assert not failed, f"{len(failed)} of {len(sample)} failed: {failed}"


@needs_nvcc
@pytest.mark.slow
def test_every_build_line_compiles_without_a_warning():
    builds, wall = catalog_builds()
    print(f"{len(builds)} headers' Build lines compiled in {wall:.0f} s by {JOBS} workers")
    assert len(builds) == len(catalog_manifests())
    failed = {name: b.log.strip()[-1500:] for name, b in builds.items() if b.returncode}
    assert not failed, f"{len(failed)} of {len(builds)} failed: {failed}"


@needs_nvcc
def test_a_shared_library_links_into_a_program_through_the_header(tmp_path):
    manifest, _ = artifact.read(LIBRARY_SHADER)
    name = manifest["name"]
    for ext in (".cu", ".cuh"):
        shutil.copy(LIBRARY_SHADER.with_suffix(ext), tmp_path)
    pointers = len(manifest["inputs"]) + len(manifest["outputs"]) + bool(manifest["workspaces"])
    (tmp_path / "main.cu").write_text(
        f'#include "{name}.cuh"\n\n'
        f"int main() {{ return tvmgen::{name}({', '.join(['nullptr'] * pointers)}, 0) == cudaSuccess ? 0 : 1; }}\n")
    lines = library_lines((tmp_path / f"{name}.cuh").read_text())
    assert len(lines) == 2 and f"lib{name}.so" in lines[0] and "main.cu" in lines[1]
    for cmd in lines:
        r = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True)
        assert r.returncode == 0, f"{shlex.join(cmd)}:\n{r.stderr[-3000:]}"
    assert (tmp_path / f"lib{name}.so").is_file() and (tmp_path / "a.out").is_file()
    linked = subprocess.run(["ldd", "a.out"], cwd=tmp_path, capture_output=True, text=True,
                            env={**os.environ, "LD_LIBRARY_PATH": str(tmp_path)}).stdout
    assert f"lib{name}.so" in linked and "libcudart.so" in linked


@needs_nvcc
def test_a_tensor_map_shaders_build_line(tmp_path):
    """A shader whose launcher encodes TMA tensor maps (tests/cpp/tma_add, written by hand; tests/test_tensormap.py
    builds a program through its header and runs it on the GPU) compiles by its header's line as written."""
    cpp = Path(__file__).parent / "cpp"
    m = json.loads((cpp / "tma_add.manifest.json").read_text())
    artifact.write(tmp_path, m, (cpp / "tma_add.cu").read_text())
    b = _build(tmp_path / f"{m['name']}.json")
    assert b.returncode == 0, f"{shlex.join(b.cmd)}:\n{b.log[-3000:]}"
