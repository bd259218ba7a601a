"""The project as a whole: every file rendered, shaders.json and the README, written all or nothing."""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

from .. import __version__, artifact
from ..ops.base import ParamError
from .cmake import cmake_lists, example_cmake, package_config, tests_cmake
from .cpp import dispatch_source, umbrella, wrapper_source
from .dispatch import spell_served
from .example import example_source
from .model import Plan
from .names import CMAKE_MINIMUM, DISPATCH, EXPORT_NAME, HEADER, INDEX, INDEX_SCHEMA, PROJECT
from .planner import library_arch, plan
from .template import fill
from .testprog import dispatch_table, run_packed_source


def index(pl: Plan) -> dict:
    """shaders.json: what was packed, and how each entry dispatches."""
    entries = []
    for e in pl.entries:
        entries.append({
            "name": e.name, "op": e.op.name, "struct": e.struct,
            "fixed": {k: list(v) if isinstance(v, tuple) else v for k, v in e.fixed.items()},
            "sizes": [{"name": f.name, "kind": f.kind, **({"default": f.default} if f.default is not None else {})}
                      for f in e.fields],
            "inputs": [{"arg": a, "name": n, "dtype": dt} for a, n, dt in e.inputs],
            "outputs": [{"arg": a, "name": n, "dtype": dt} for a, n, dt in e.outputs],
            "shaders": [sh.name for sh in e.shaders]})
    shaders = []
    for sh in pl.shaders:
        d = {"name": sh.name, "entry": pl.entry_of(sh).name, "op": sh.op.name, "dtype": sh.dtype(),
             "schema": sh.m["schema"], "params": sh.m["params"], "arch": sh.arch,
             "manifest": f"src/{sh.name}.json", "source_sha256": sh.m["source_sha256"]}
        if sh.ranged:
            d["symbols"] = sh.m["symbols"]
        if sh.renames:
            d["kernel_renames"] = dict(sorted(sh.renames.items()))
        shaders.append(d)
    return {"tvmgen_pack": INDEX_SCHEMA, "tvmgen": __version__, "project": PROJECT, "version": pl.version,
            "target": f"tvmgen::{EXPORT_NAME}", "header": HEADER, "library_arch": library_arch(pl),
            "entries": entries, "shaders": shaders}


def readme(pl: Plan) -> str:
    rows = "\n".join(f"| `tvmgen::{e.name}` | `{e.struct}` | " + "<br>".join(
        f"{spell_served(sh, e.fields)}: `{sh.name}`" for sh in e.shaders) + " |" for e in pl.entries)
    return fill("README.md.in", PROJECT=PROJECT, COUNT=str(len(pl.shaders)), TVMGEN=__version__,
                EXPORT_NAME=EXPORT_NAME, HEADER=HEADER, CMAKE_MINIMUM=CMAKE_MINIMUM, ROWS=rows)


def render(pl: Plan) -> dict[str, str]:
    """Every file of the project: path (relative, '/'-separated) -> text."""
    files: dict[str, str] = {
        "CMakeLists.txt": cmake_lists(pl),
        f"cmake/{PROJECT}Config.cmake.in": package_config(),
        f"include/{HEADER}": umbrella(pl),
        f"src/{DISPATCH}": dispatch_source(pl),
        INDEX: json.dumps(index(pl), indent=1) + "\n",
        "README.md": readme(pl),
        "tests/CMakeLists.txt": tests_cmake(pl),
        "tests/run_packed.cu": run_packed_source(pl),
        "tests/dispatch.txt": dispatch_table(pl),
        "example/CMakeLists.txt": example_cmake(pl),
        "example/main.cu": example_source(pl),
    }
    for sh in pl.shaders:
        for fname, text in artifact.render(sh.m, sh.source).items():
            files[f"src/{fname}"] = text
        files[f"src/wrap/{sh.name}.cu"] = wrapper_source(sh)
    return files


def write_tree(out: Path, files: dict[str, str], force: bool = False) -> None:
    """Write `files` as the folder `out`, all or nothing: into a temporary sibling, renamed into place at the end
    (an existing `out` is replaced only with `force`)."""
    out = Path(out)
    artifact.check_writable(out, "out")
    if out.exists() and any(out.iterdir()) and not force:
        raise ParamError(f"out: {out} exists and is not empty; give --force to replace it")
    parent = out.absolute().parent
    parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=parent))
    old = None
    try:
        # mkdtemp makes the folder 0o700: give it the mode mkdir would (reading the umask means setting it)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o777 & ~umask)
        for rel, text in files.items():
            p = tmp / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            with open(p, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        if out.exists() or out.is_symlink():
            old = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".old", dir=parent))
            os.rename(out, old / "old")
        try:
            os.rename(tmp, out)
        except BaseException:
            if old is not None:
                os.rename(old / "old", out)
            raise
    except OSError as e:
        raise artifact.WriteError(f"out: cannot write {out} ({e.strerror or e})") from e
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)


def pack(paths: list[str | Path], out: Path | str, force: bool = False, version: str = "1.0.0") -> Plan:
    """`tvmgen pack`: check every shader and the plan before anything is written; then write the project."""
    if not paths:
        raise ParamError("shaders: give at least one manifest or folder of shaders")
    out = Path(out)
    artifact.check_writable(out, "out")
    pl = plan(paths, version)
    files = render(pl)
    write_tree(out, files, force)
    return pl


def summary(pl: Plan, out: Path | str) -> list[str]:
    lines = [f"{out}: {len(pl.shaders)} shaders, {len(pl.entries)} entry points in {HEADER}"]
    for e in pl.entries:
        lines.append(f"  tvmgen::{e.name}({e.struct}, ...): {', '.join(sh.name for sh in e.shaders)}")
    lines.append(f"next: cmake -S {out} -B build -G Ninja && cmake --build build && ctest --test-dir build")
    return lines

