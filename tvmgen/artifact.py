"""The shader on disk: `<name>.cu`, `<name>.cuh` (host launcher) and `<name>.json` (the manifest).

No TVM here: the GPU side reads artifacts with this module alone. Writes are atomic per file and the
manifest goes last, so a failed emit leaves the previous good artifact in place and no partial file.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

SCHEMA = 1


class ArtifactError(RuntimeError):
    """An artifact on disk that cannot be trusted: missing file, unknown schema, source hash mismatch."""


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def render(manifest: dict, source: str) -> dict[str, str]:
    """File name -> content for one shader. Adds the file names and the source hash to the manifest."""
    from .launcher import header

    name = manifest["name"]
    m = dict(manifest, source=f"{name}.cu", header=f"{name}.cuh", source_sha256=sha256(source))
    return {f"{name}.cu": source, f"{name}.cuh": header(m),
            f"{name}.json": json.dumps(m, indent=1, sort_keys=False) + "\n"}


def check_writable(out: Path) -> None:
    from .ops.base import ParamError

    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ParamError(f"out: cannot create folder {out} ({e.strerror})") from None
    if not out.is_dir() or not os.access(out, os.W_OK | os.X_OK):
        raise ParamError(f"out: folder {out} is not writable")


def write_files(out: Path, files: dict[str, str]) -> list[Path]:
    """Write every file to a temporary sibling first; rename into place only when all were written."""
    check_writable(out)
    temps: list[tuple[str, str]] = []
    try:
        for fname, text in files.items():
            fd, tmp = tempfile.mkstemp(prefix=f".{fname}.", suffix=".tmp", dir=out)
            temps.append((tmp, fname))
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
        order = sorted(temps, key=lambda t: t[1].endswith(".json"))  # manifest last: it vouches for the rest
        for tmp, fname in order:
            os.chmod(tmp, 0o644)
            os.replace(tmp, out / fname)
    finally:
        for tmp, _ in temps:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return [out / f for f in files]


def write(out: Path | str, manifest: dict, source: str) -> list[Path]:
    return write_files(Path(out), render(manifest, source))


def read(json_path: Path | str) -> tuple[dict, str]:
    """(manifest, CUDA source) of one shader; ArtifactError when unreadable, of another schema, or
    when the source's sha256 is not the one the manifest recorded."""
    path = Path(json_path)
    try:
        m = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ArtifactError(f"{path}: cannot read the manifest: {e}") from None
    if not isinstance(m, dict):
        raise ArtifactError(f"{path}: a manifest is a JSON object")
    if m.get("schema") != SCHEMA:
        raise ArtifactError(f"{path}: manifest schema {m.get('schema')!r}, this tvmgen reads schema {SCHEMA}; "
                            "re-emit the shader with this version")
    missing = [k for k in ("name", "op", "params", "inputs", "outputs", "kernels", "source", "source_sha256")
               if k not in m]
    if missing:
        raise ArtifactError(f"{path}: manifest lacks {', '.join(missing)}")
    src = path.parent / m["source"]
    try:
        data = src.read_bytes()
    except OSError as e:
        raise ArtifactError(f"{path}: cannot read its source {src}: {e.strerror or e}") from None
    digest = hashlib.sha256(data).hexdigest()
    if digest != str(m["source_sha256"]).lower():
        raise ArtifactError(f"{src}: sha256 {digest[:16]}... differs from the manifest's "
                            f"{str(m['source_sha256'])[:16]}...: the source was edited or belongs to another "
                            "emission; re-emit the shader")
    return m, data.decode("utf-8")


def is_manifest(path: Path) -> bool:
    """A JSON file found in a folder is a manifest when its source sits next to it or it lists kernels;
    this skips reports and other JSON kept beside the shaders."""
    if path.with_suffix(".cu").is_file():
        return True
    try:
        m = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    return isinstance(m, dict) and "kernels" in m and "source" in m


def find(paths: list[str | Path]) -> list[Path]:
    """Manifests named directly or found recursively under folders; sorted, without duplicates."""
    found: set[Path] = set()
    for p in map(Path, paths):
        if p.is_dir():
            found.update(f for f in p.rglob("*.json") if f.is_file() and is_manifest(f))
        elif p.is_file():
            found.add(p.with_suffix(".json") if p.suffix in (".cu", ".cuh") else p)
        else:
            raise ArtifactError(f"{p}: no such file or folder")
    return sorted(found, key=str)
