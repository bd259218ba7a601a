"""Where shaders come from: one manifest, a folder of them, or a packed library (a folder with a `shaders.json`
index). A library maps shader names to shaders, each read (and checked) the first time it is asked for.

The index lists the packed shaders under "shaders" (or is that list itself); an entry is a manifest's path relative
to the index, a shader's name (its manifest then `src/<name>.json`, else `<name>.json`, beside the index), or an
object with such a path under "manifest", "json" or "path", or a name under "name". `_index_paths` is the one place
that reads it.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from .. import artifact
from ..artifact import ArtifactError
from .shader import Shader

INDEX = "shaders.json"
SOURCES = "src"  # where a packed library keeps its shaders' files


def load(path: str | Path) -> "Shader | Library":
    """A Shader from a manifest (or its .cu / .cuh); a Library from a folder of manifests, a packed library's
    folder or its shaders.json. ArtifactError for a missing or bad file."""
    p = Path(path)
    if p.is_dir():
        return Library.from_index(p / INDEX) if (p / INDEX).is_file() else Library.from_folder(p)
    if p.name == INDEX and p.is_file():
        return Library.from_index(p)
    if not p.exists() and not (p.suffix in (".cu", ".cuh") and p.with_suffix(".json").is_file()):
        raise ArtifactError(f"{p}: no such file or folder")
    return Shader.from_file(p)


class Library(Mapping):
    """Shaders by name: `lib["matmul_..."]`, `lib.matmul_...`, `for name in lib`. Each is read on first use."""

    def __init__(self, paths: dict[str, Path], root: Path | None = None):
        self.root = root
        self._paths = dict(sorted(paths.items()))
        self._shaders: dict[str, Shader] = {}

    @classmethod
    def from_folder(cls, folder: str | Path) -> "Library":
        """Every manifest under `folder` (recursively, as `tvmgen verify` finds them), named by its file."""
        folder = Path(folder)
        paths: dict[str, Path] = {}
        for f in artifact.find([folder]):
            if f.stem in paths:
                raise ArtifactError(f"{folder}: two shaders are named {f.stem} ({paths[f.stem]} and {f})")
            paths[f.stem] = f
        if not paths:
            raise ArtifactError(f"{folder}: no shader manifests (*.json) in it")
        return cls(paths, folder)

    @classmethod
    def from_index(cls, index: str | Path) -> "Library":
        index = Path(index)
        return cls(_index_paths(index), index.parent)

    def __getitem__(self, name: str) -> Shader:
        sh = self._shaders.get(name)
        if sh is None:
            if name not in self._paths:
                raise KeyError(f"{name}: no such shader in {self.root or 'this library'} "
                               f"({len(self._paths)} shaders: `list(lib)` names them)")
            sh = self._shaders[name] = Shader.from_file(self._paths[name])
        return sh

    def __getattr__(self, name: str) -> Shader:
        if name.startswith("_") or name not in self.__dict__.get("_paths", {}):
            raise AttributeError(name)
        return self[name]

    def __iter__(self):
        return iter(self._paths)

    def __len__(self) -> int:
        return len(self._paths)

    def __dir__(self):
        return [*super().__dir__(), *self._paths]

    def path(self, name: str) -> Path:
        return self._paths[name]

    def __repr__(self) -> str:
        return f"<tvmgen.runtime.Library {self.root} ({len(self)} shaders)>"


def _index_paths(index: Path) -> dict[str, Path]:
    """Shader name -> manifest path, from a packed library's index (see the module's docstring)."""
    root = index.parent
    try:
        data = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ArtifactError(f"{index}: cannot read the index: {getattr(e, 'strerror', None) or e}") from None
    entries = data.get("shaders") if isinstance(data, dict) else data
    if isinstance(entries, dict):  # {name: entry}
        entries = [e if isinstance(e, dict) else {"name": n, "manifest": e} for n, e in entries.items()]
    if not isinstance(entries, list):
        raise ArtifactError(f"{index}: an index lists its shaders under \"shaders\"")
    paths: dict[str, Path] = {}
    for i, e in enumerate(entries):
        rel = name = None
        if isinstance(e, str):
            rel, name = (e, None) if e.endswith(".json") else (None, e)
        elif isinstance(e, dict):
            rel = next((e[k] for k in ("manifest", "json", "path") if isinstance(e.get(k), str)), None)
            name = e.get("name") if isinstance(e.get("name"), str) else None
        if rel is None and name is None:
            raise ArtifactError(f"{index}: shaders[{i}]: a manifest's path or a shader's name, not {e!r}")
        if rel is None:
            rel = next((c for c in (f"{SOURCES}/{name}.json", f"{name}.json") if (root / c).is_file()),
                       f"{SOURCES}/{name}.json")
        p = (root / rel).resolve()
        if Path(rel).is_absolute() or not p.is_relative_to(root.resolve()):
            raise ArtifactError(f"{index}: shaders[{i}]: {rel} lies outside the library's folder")
        if not p.is_file():
            raise ArtifactError(f"{index}: shaders[{i}]: {rel}: no such manifest")
        key = name or p.stem
        if key in paths:
            raise ArtifactError(f"{index}: shaders[{i}]: {key} is listed twice")
        paths[key] = p
    return paths
