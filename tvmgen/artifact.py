"""The shader on disk: `<name>.cu`, `<name>.cuh` (host launcher) and `<name>.json` (the manifest).

No TVM here: the GPU side reads artifacts with this module alone.

Writes are all-or-nothing per shader, even across a kill: every file is written to a temporary sibling, then a
journal naming the renames is committed (itself by one rename), then the renames run and the journal goes. A kill
before the journal leaves the old artifact and some temporaries; a kill after it leaves a journal whose temporaries
are complete. Whoever next writes into the folder or reads from it (`write_files`, `read`, `find`) first completes
any journal there and removes the temporaries no journal names, under a lock on the folder, so the folder holds the
whole old artifact or the whole new one and no stray file.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

SCHEMA = 1
MAX_TENSOR_DIMS = 16


class ArtifactError(RuntimeError):
    """An artifact on disk that cannot be trusted: missing file, unknown schema, a field of the wrong type, source
    hash mismatch; or one that could not be written. The message may hold several lines, one per bad file."""


class WriteError(ArtifactError, OSError):
    """An artifact that could not be written (full disk, no permission). Also an OSError, as the failure it wraps:
    callers that catch OSError around a write still do."""


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def error_lines(err: Exception) -> list[str]:
    """Bad input as `tvmgen: error: ...` lines: one per bad file of an ArtifactError (check_all joins them with
    newlines), else one for the whole error (a newline typed into a value is shown escaped)."""
    text = str(err)
    lines = text.splitlines() if isinstance(err, ArtifactError) else [text.replace("\r", "\\r").replace("\n", "\\n")]
    return [f"tvmgen: error: {line}" for line in lines if line.strip()] or [f"tvmgen: error: {type(err).__name__}"]


def first_line(err: Exception, n: int = 200) -> str:
    """An exception in one line of at most `n` characters: its type and the first line of its message (TVM's errors
    go on with pages of TIR)."""
    first = next((ln.strip() for ln in str(err).splitlines() if ln.strip()), "")
    return f"{type(err).__name__}: {first}"[:n] if first else type(err).__name__


def render(manifest: dict, source: str) -> dict[str, str]:
    """File name -> content for one shader. Adds the file names and the source hash to the manifest."""
    from .launcher import header

    name = manifest["name"]
    m = dict(manifest, source=f"{name}.cu", header=f"{name}.cuh", source_sha256=sha256(source))
    return {f"{name}.cu": source, f"{name}.cuh": header(m),
            f"{name}.json": json.dumps(m, indent=1, sort_keys=False) + "\n"}


# -- writing ------------------------------------------------------------------------------------------
def check_writable(out: Path | str, what: str = "out") -> None:
    """ParamError (naming the option `what`) unless `out` is a folder this process could write into, or could
    create. Creates nothing: a command that fails after this check (a bad config, a build error) leaves no empty
    folder behind."""
    from .ops.base import ParamError

    out = Path(out)
    probe = out
    while not probe.exists():
        if probe.is_symlink():  # a dangling link: creating through it would write elsewhere
            raise ParamError(f"{what}: cannot create folder {out} ({probe} is a broken link)")
        if probe.parent == probe:
            break
        probe = probe.parent
    if not probe.is_dir():
        raise ParamError(f"{what}: {out} is a file" if probe == out else
                         f"{what}: cannot create folder {out} ({probe} is a file)")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise ParamError(f"{what}: folder {probe} is not writable")
    try:  # root passes access() where the file system still refuses (sysfs, a read-only mount): try a file
        fd, tmp = tempfile.mkstemp(prefix=".tvmgen-probe.", suffix=".tmp", dir=probe)
        os.close(fd)
        with contextlib.suppress(FileNotFoundError):  # a recovery in that folder may have taken it already
            os.unlink(tmp)
    except OSError as e:
        raise ParamError(f"{what}: folder {probe} is not writable ({e.strerror or e})") from None


# what write_files' tempfile.mkstemp(prefix=".<name>.", suffix=".tmp") names, for the kinds of file it writes: other
# files that look like temporaries are none of tvmgen's business
_TEMP = re.compile(r"^\.(.+\.(cu|cuh|json|md)|tvmgen|tvmgen-probe)\.[a-z0-9_]{8}\.tmp$")
_JOURNAL = re.compile(r"^\.tvmgen\.[a-z0-9_]{8}\.journal$")


@contextlib.contextmanager
def _locked(folder: Path):
    """An exclusive lock on the folder itself (flock on its descriptor): writers and recoveries in one folder take
    turns, so that no recovery removes the temporaries of a write in progress (tune's builds write side by side)."""
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield fd
    finally:
        os.close(fd)  # releases the lock


def _fsync_dir(fd: int) -> None:
    with contextlib.suppress(OSError):  # some file systems refuse fsync on a folder; the renames still happened
        os.fsync(fd)


def _leftovers(folder: Path) -> bool:
    try:
        return any(_TEMP.match(e.name) or _JOURNAL.match(e.name) for e in os.scandir(folder))
    except OSError:
        return False


def _complete(folder: Path) -> None:
    """With the folder locked: finish every journal's renames (its temporaries are whole), then remove the
    temporaries of writes that were cut off before their journal."""
    journals = sorted((e for e in os.scandir(folder) if _JOURNAL.match(e.name)), key=lambda e: e.stat().st_mtime)
    for j in journals:
        try:
            renames = json.loads(Path(j.path).read_text(encoding="utf-8"))["renames"]
            pairs = [(str(t), str(d)) for t, d in renames]
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise ArtifactError(f"{j.path}: an unreadable write journal ({e}); remove it and re-emit") from None
        for tmp, dest in pairs:
            if "/" in tmp + dest or tmp in ("", ".", "..") or dest in ("", ".", ".."):
                raise ArtifactError(f"{j.path}: a write journal may name only files of its folder")
            if (folder / tmp).exists():
                os.replace(folder / tmp, folder / dest)
        os.unlink(j.path)
    for e in os.scandir(folder):
        if _TEMP.match(e.name) and e.is_file(follow_symlinks=False):
            with contextlib.suppress(FileNotFoundError):  # a writability probe, which takes no lock, removed it first
                os.unlink(e.path)


def recover(folder: Path | str) -> None:
    """Complete or clean up writes into `folder` that were interrupted (see the module's docstring)."""
    folder = Path(folder)
    if not folder.is_dir() or not _leftovers(folder):
        return
    try:
        with _locked(folder):
            _complete(folder)
    except OSError as e:
        raise ArtifactError(f"{folder}: cannot complete an interrupted write there ({e.strerror or e})") from None


def _write_locked(out: Path, fd: int, files: dict[str, str]) -> None:
    _complete(out)
    temps: dict[str, str] = {}  # file name -> its temporary's name
    journal = None
    committed = False
    try:
        for fname, text in files.items():
            tfd, tmp = tempfile.mkstemp(prefix=f".{fname}.", suffix=".tmp", dir=out)
            temps[fname] = os.path.basename(tmp)
            with os.fdopen(tfd, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o644)
        order = sorted(temps, key=lambda n: n.endswith(".json"))  # manifest last: it vouches for the rest
        jfd, jtmp = tempfile.mkstemp(prefix=".tvmgen.", suffix=".tmp", dir=out)
        temps[""] = os.path.basename(jtmp)
        with os.fdopen(jfd, "w", encoding="utf-8") as f:
            json.dump({"renames": [[temps[n], n] for n in order]}, f)
            f.flush()
            os.fsync(f.fileno())
        journal = out / (temps[""][:-len(".tmp")] + ".journal")
        os.replace(jtmp, journal)
        committed = True
        _fsync_dir(fd)
        for n in order:
            os.replace(out / temps[n], out / n)
        _fsync_dir(fd)
        os.unlink(journal)
    except BaseException:
        if committed:  # the new files are whole: finish now if the folder lets us, else the next access does
            with contextlib.suppress(OSError, ArtifactError):
                _complete(out)
        else:
            for t in temps.values():
                with contextlib.suppress(OSError):
                    os.unlink(out / t)
        raise


def write_files(out: Path, files: dict[str, str]) -> list[Path]:
    """Write every file of one artifact, all or nothing (see the module's docstring); creates `out` if needed.
    WriteError (an ArtifactError and an OSError) when the folder or the disk refuses."""
    out = Path(out)
    check_writable(out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        with _locked(out) as fd:
            _write_locked(out, fd, files)
    except ArtifactError:
        raise
    except OSError as e:
        raise WriteError(f"out: cannot write into {out} ({e.strerror or e})") from e
    return [out / f for f in files]


def write(out: Path | str, manifest: dict, source: str) -> list[Path]:
    return write_files(Path(out), render(manifest, source))


# -- reading ------------------------------------------------------------------------------------------
def _is_int(v, lo: int | None = None) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and (lo is None or v >= lo)


def _plain_name(v) -> bool:
    return isinstance(v, str) and v not in ("", ".", "..") and "/" not in v and "\\" not in v and "\0" not in v


def _tensor(t, field: str) -> str | None:
    """Why the JSON tensor `t` (a manifest's inputs[i] or outputs[i]) is malformed, or None."""
    from .launcher import C_TYPES

    if not isinstance(t, dict):
        return f"field {field}: a tensor is an object {{name, shape, dtype}}, not {type(t).__name__}"
    if not isinstance(t.get("name"), str) or not t["name"]:
        return f"field {field}.name: a non-empty string"
    shape = t.get("shape")
    if not isinstance(shape, list) or not 1 <= len(shape) <= MAX_TENSOR_DIMS or not all(_is_int(d, 1) for d in shape):
        return f"field {field}.shape: a list of 1 to {MAX_TENSOR_DIMS} positive integers, not {shape!r}"
    if t.get("dtype") not in C_TYPES:
        return f"field {field}.dtype: one of {', '.join(C_TYPES)}, not {t.get('dtype')!r}"
    s = t.get("strides")
    if s is not None and (not isinstance(s, list) or len(s) != len(shape) or not all(_is_int(x, 0) for x in s)):
        return f"field {field}.strides: a list of {len(shape)} non-negative integers, not {s!r}"
    return None


def _kernel(k, field: str, buffers: set[str]) -> str | None:
    """Why the JSON kernel `k` is malformed, or None."""
    from .launcher import C_TYPES

    if not isinstance(k, dict):
        return f"field {field}: a kernel is an object, not {type(k).__name__}"
    if not isinstance(k.get("name"), str) or not re.fullmatch(r"[A-Za-z_]\w*", k["name"]):
        return f"field {field}.name: a C identifier, not {k.get('name')!r}"
    for dim in ("grid", "block"):
        v = k.get(dim)
        if not isinstance(v, list) or not 1 <= len(v) <= 3 or not all(_is_int(x, 1) for x in v):
            return f"field {field}.{dim}: a list of 1 to 3 positive integers, not {v!r}"
    for b in ("dynamic_shared_bytes", "static_shared_bytes"):
        if b in k and not _is_int(k[b], 0):
            return f"field {field}.{b}: a non-negative integer, not {k[b]!r}"
    args = k.get("args")
    if not isinstance(args, list):
        return f"field {field}.args: a list, not {type(args).__name__}"
    for j, a in enumerate(args):
        where = f"{field}.args[{j}]"
        if not isinstance(a, dict):
            return f"field {where}: an object, not {type(a).__name__}"
        if a.get("dtype") is not None and a["dtype"] not in C_TYPES:
            return f"field {where}.dtype: one of {', '.join(C_TYPES)}, not {a['dtype']!r}"
        if a.get("kind") == "tensor":
            if a.get("name") not in buffers:
                return f"field {where}.name: {a.get('name')!r} is no input, output or workspace"
        elif a.get("kind") == "scalar":
            if a.get("dtype") is None or not isinstance(a.get("value"), (int, float)) or isinstance(a["value"], bool):
                return f"field {where}: a scalar argument has a dtype and a numeric value"
        else:
            return f"field {where}.kind: tensor or scalar, not {a.get('kind')!r}"
    return None


def validate(m, path: Path | str = "manifest") -> dict:
    """`m` (a parsed manifest) when every field has the type and range that readers rely on, and its tensors are the
    ones its operator declares for its parameters; else ArtifactError naming the field. No file is read."""
    from . import ops
    from .ops.base import ParamError, TensorSpec

    def bad(why: str) -> ArtifactError:
        return ArtifactError(f"{path}: {why}")

    if not isinstance(m, dict):
        raise bad("a manifest is a JSON object")
    if m.get("schema") != SCHEMA:
        raise bad(f"manifest schema {m.get('schema')!r}, this tvmgen reads schema {SCHEMA}; re-emit the shader "
                  "with this version")
    missing = [k for k in ("name", "op", "params", "inputs", "outputs", "kernels", "source", "source_sha256")
               if k not in m]
    if missing:
        raise bad(f"manifest lacks {', '.join(missing)}")
    if not _plain_name(m["name"]):
        raise bad(f"field name: a file name without folders, not {m['name']!r}")
    for f in ("source", "header"):
        if f in m and not _plain_name(m[f]):
            raise bad(f"field {f}: a file name beside the manifest, not {m[f]!r}")
    if not isinstance(m["source_sha256"], str) or not re.fullmatch(r"[0-9a-fA-F]{64}", m["source_sha256"]):
        raise bad(f"field source_sha256: 64 hex digits, not {m['source_sha256']!r}")
    if not isinstance(m["op"], str):
        raise bad(f"field op: an operator's name, not {m['op']!r}")
    if not isinstance(m["params"], dict):
        raise bad(f"field params: an object of the operator's parameters, not {type(m['params']).__name__}")
    if m["op"] not in ops.REGISTRY:
        raise bad(f"field op: unknown operator {m['op']!r} (see `tvmgen list`)")
    op = ops.get(m["op"])
    try:
        p = op.parse(m["params"])
        want = {"inputs": op.inputs(p), "outputs": op.outputs(p)}
    except ParamError as e:
        raise bad(f"field params: {e}") from None
    names: set[str] = set()
    for f in ("inputs", "outputs"):
        if not isinstance(m[f], list):
            raise bad(f"field {f}: a list of tensors, not {type(m[f]).__name__}")
        for i, t in enumerate(m[f]):
            why = _tensor(t, f"{f}[{i}]")
            if why:
                raise bad(why)
        got = [TensorSpec.from_json(t) for t in m[f]]
        if [(t.name, t.shape, t.dtype) for t in got] != [(t.name, t.shape, t.dtype) for t in want[f]]:
            spell = lambda ts: ", ".join(f"{t.name} {t.dtype}[{'x'.join(map(str, t.shape))}]" for t in ts)  # noqa: E731
            raise bad(f"field {f}: {spell(got) or 'none'}, but {op.name} declares {spell(want[f])} for these params")
        names.update(t.name for t in got)
    ws = m.get("workspaces", [])
    if not isinstance(ws, list):
        raise bad(f"field workspaces: a list, not {type(ws).__name__}")
    for i, w in enumerate(ws):
        from .launcher import C_TYPES

        if not isinstance(w, dict) or not isinstance(w.get("name"), str) or not _is_int(w.get("bytes"), 0):
            raise bad(f"field workspaces[{i}]: an object with a name and a non-negative integer of bytes")
        if w.get("dtype", "uint8") not in C_TYPES:
            raise bad(f"field workspaces[{i}].dtype: one of {', '.join(C_TYPES)}, not {w['dtype']!r}")
        names.add(w["name"])
    if not isinstance(m["kernels"], list) or not m["kernels"]:
        raise bad("field kernels: a non-empty list of kernels")
    for i, k in enumerate(m["kernels"]):
        why = _kernel(k, f"kernels[{i}]", names)
        if why:
            raise bad(why)
    for f, keys in (("schedule", ("rule", "origin")), ("target", ("arch",))):
        v = m.get(f, {})
        if not isinstance(v, dict) or not all(isinstance(v.get(k, ""), str) for k in keys):
            raise bad(f"field {f}: an object whose {', '.join(keys)} are strings, not {v!r}")
    if not isinstance(m.get("schedule", {}).get("config", {}), dict):
        raise bad(f"field schedule.config: an object of knobs, not {m['schedule']['config']!r}")
    for f in ("flops", "min_bytes"):
        if f in m and not (isinstance(m[f], (int, float)) and not isinstance(m[f], bool) and m[f] >= 0):
            raise bad(f"field {f}: a non-negative number, not {m[f]!r}")
    if "tvm_version" in m and not isinstance(m["tvm_version"], (str, type(None))):
        raise bad(f"field tvm_version: a string, not {m['tvm_version']!r}")
    return m


def read(json_path: Path | str) -> tuple[dict, str]:
    """(manifest, CUDA source) of one shader; ArtifactError when unreadable, of another schema, with a field of the
    wrong type, or when the source's sha256 is not the one the manifest recorded."""
    path = Path(json_path)
    recover(path.parent)
    try:
        m = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ArtifactError(f"{path}: cannot read the manifest: {getattr(e, 'strerror', None) or e}") from None
    validate(m, path)
    src = path.parent / m["source"]
    try:
        data = src.read_bytes()
    except OSError as e:
        raise ArtifactError(f"{path}: cannot read its source {src}: {e.strerror or e}") from None
    digest = hashlib.sha256(data).hexdigest()
    if digest != m["source_sha256"].lower():
        raise ArtifactError(f"{src}: sha256 {digest[:16]}... differs from the manifest's "
                            f"{m['source_sha256'][:16]}...: the source was edited or belongs to another "
                            "emission; re-emit the shader")
    try:
        return m, data.decode("utf-8")
    except UnicodeDecodeError:
        raise ArtifactError(f"{src}: not UTF-8 text") from None


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
    """Manifests named directly or found recursively under folders; sorted, without duplicates. Interrupted writes
    in those folders are completed first."""
    found: set[Path] = set()
    for p in map(Path, paths):
        if p.is_dir():
            for folder, _, _ in os.walk(p):
                recover(folder)
            found.update(f for f in p.rglob("*.json") if f.is_file() and is_manifest(f))
        elif p.is_file():
            recover(p.parent)
            found.add(p.with_suffix(".json") if p.suffix in (".cu", ".cuh") else p)
        else:
            raise ArtifactError(f"{p}: no such file or folder")
    return sorted(found, key=str)


def preflight(paths: list[str | Path], report: str | Path | None, peers: str | Path | None = None) -> list[Path] | None:
    """What verify, bench and measure check before a GPU is looked for, so that bad files are reported on any
    machine: the manifests under `paths` (check_all), those under `peers`, the report's folder writable. The
    manifests, or None after printing one `tvmgen: error:` line per problem (the command then exits 2)."""
    from .ops.base import ParamError

    try:
        manifests = check_all(paths)
        if peers:
            check_all([peers], "peer manifests")
        if report:
            check_writable(Path(report).parent, "report")
    except (ArtifactError, ParamError) as e:
        print("\n".join(error_lines(e)), file=sys.stderr)
        return None
    return manifests


def read_text_lines(path: Path | str, param: str, not_text: str) -> list[str]:
    """The lines of a UTF-8 text file the user named with option `param`; ParamError in one line when it cannot be
    read, or `param: <path> <not_text>` when it is not text."""
    from .ops.base import ParamError

    try:
        return Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise ParamError(f"{param}: cannot read {path} ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise ParamError(f"{param}: {path} {not_text}") from None


def check_all(paths: list[str | Path], what: str = "shader manifests") -> list[Path]:
    """The manifests under `paths` (as `find`), each read and checked (as `read`): what verify, bench and measure
    make sure of before they start a GPU worker, so that bad files are reported on any machine. ArtifactError with
    one line per bad file or missing path, or when there is no manifest at all."""
    found: set[Path] = set()
    bad: list[str] = []
    for p in paths:
        try:
            found.update(find([p]))
        except ArtifactError as e:
            bad.append(str(e))
    if not found and not bad:
        raise ArtifactError(f"no {what} (*.json) under {' '.join(map(str, paths)) or 'the given paths'}")
    for f in sorted(found, key=str):
        try:
            read(f)
        except ArtifactError as e:
            bad.append(str(e))
    if bad:
        raise ArtifactError("\n".join(bad))
    return sorted(found, key=str)
