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
import math
import os
import re
import sys
import tempfile
from pathlib import Path

from . import expr

SCHEMA = 1  # one exact shape; what static shaders are written in
RANGED_SCHEMA = 2  # run-time sizes (tvmgen.sizes): read and written beside schema 1
SCHEMAS = (SCHEMA, RANGED_SCHEMA)
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


def _tensor(t, field: str, symbols: set[str] | None = None) -> str | None:
    """Why the JSON tensor `t` (a manifest's inputs[i] or outputs[i]) is malformed, or None. With `symbols`
    (schema 2), a shape or stride entry may also be an expression of them."""
    from .launcher import C_TYPES

    if not isinstance(t, dict):
        return f"field {field}: a tensor is an object {{name, shape, dtype}}, not {type(t).__name__}"
    if not isinstance(t.get("name"), str) or not t["name"]:
        return f"field {field}.name: a non-empty string"
    shape = t.get("shape")
    kind = "positive integers" if symbols is None else "positive integers or expressions of the symbols"
    if not isinstance(shape, list) or not 1 <= len(shape) <= MAX_TENSOR_DIMS or not all(
            _is_int(d, 1) or expr.is_expr(d, symbols) for d in shape):
        return f"field {field}.shape: a list of 1 to {MAX_TENSOR_DIMS} {kind}, not {shape!r}"
    if t.get("dtype") not in C_TYPES:
        return f"field {field}.dtype: one of {', '.join(C_TYPES)}, not {t.get('dtype')!r}"
    s = t.get("strides")
    if s is not None and (not isinstance(s, list) or len(s) != len(shape) or not all(
            _is_int(x, 0) or expr.is_expr(x, symbols) for x in s)):
        kind = "non-negative integers" if symbols is None else "non-negative integers or expressions of the symbols"
        return f"field {field}.strides: a list of {len(shape)} {kind}, not {s!r}"
    return None


# what a launcher names itself: a tensor map's local variable must not hide them
LAUNCHER_NAMES = frozenset({"workspace", "stream", "err", "tvmgen_err"})


def _kernel(k, field: str, buffers: set[str], symbols: set[str] | None = None,
            tensors: dict[str, dict] | None = None) -> str | None:
    """Why the JSON kernel `k` is malformed, or None. With `symbols` (schema 2), a grid entry and the dynamic
    shared bytes may also be expressions of them, and a `size` argument passes one of them. A `tensormap`
    argument (tvmgen.tensormap) is a TMA map over one of `tensors` (the inputs and outputs, by name)."""
    from . import tensormap
    from .launcher import C_TYPES

    if not isinstance(k, dict):
        return f"field {field}: a kernel is an object, not {type(k).__name__}"
    if not isinstance(k.get("name"), str) or not re.fullmatch(r"[A-Za-z_]\w*", k["name"]):
        return f"field {field}.name: a C identifier, not {k.get('name')!r}"
    for dim in ("grid", "block"):
        v = k.get(dim)
        ok = (lambda x: _is_int(x, 1) or expr.is_expr(x, symbols)) if dim == "grid" else (lambda x: _is_int(x, 1))
        if not isinstance(v, list) or not 1 <= len(v) <= 3 or not all(ok(x) for x in v):
            kind = "positive integers" if symbols is None or dim == "block" else \
                "positive integers or expressions of the symbols"
            return f"field {field}.{dim}: a list of 1 to 3 {kind}, not {v!r}"
    for b in ("dynamic_shared_bytes", "static_shared_bytes"):
        if b in k and not (_is_int(k[b], 0) or (b == "dynamic_shared_bytes" and expr.is_expr(k[b], symbols))):
            return f"field {field}.{b}: a non-negative integer, not {k[b]!r}"
    args = k.get("args")
    if not isinstance(args, list):
        return f"field {field}.args: a list, not {type(args).__name__}"
    map_names: set[str] = set()
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
        elif a.get("kind") == "size" and symbols is not None:

            text = a.get("expr", a.get("name"))
            try:
                used = expr.symbols_of(text) if isinstance(text, (str, int)) else {None}
            except expr.ExprError as e:
                return f"field {where}.expr: {e}"
            if not used <= set(symbols):
                return f"field {where}.name: {a.get('name')!r} is no symbol ({', '.join(sorted(symbols))})"
            if a.get("dtype") not in ("int32", "int64"):
                return f"field {where}.dtype: a size argument is int32 or int64, not {a.get('dtype')!r}"
        elif a.get("kind") == "tensormap":
            why = tensormap.problem(a, (tensors or {}).get(a.get("tensor")), symbols)
            if why:
                return f"field {where}{why}"
            taken = set(tensors or {}) | set(symbols or ()) | LAUNCHER_NAMES
            if a["name"] in taken or a["name"] in map_names:
                return (f"field {where}.name: {a['name']!r} is also a tensor's, a symbol's, another map's or the "
                        "launcher's own name")
            map_names.add(a["name"])
        else:
            kinds = "tensor, scalar or tensormap" if symbols is None else "tensor, scalar, size or tensormap"
            return f"field {where}.kind: {kinds}, not {a.get('kind')!r}"
    return None


def workspace_tensor(w: dict) -> dict:
    """A manifest workspace as the flat tensor of its dtype that a tensor map over it sees."""
    from .ops.base import itemsize

    dtype = w.get("dtype", "uint8")
    return {"name": w["name"], "dtype": dtype, "shape": [max(1, w["bytes"] // itemsize(dtype))]}


def _map_reach(k: dict, field: str, tensors: dict[str, dict], env: dict[str, int] | None = None) -> str | None:
    """Why a tensor map of kernel `k` reaches past the buffer of its tensor (at the sizes `env`, schema 2), or None:
    TMA would read or write outside it."""
    from . import sizes, tensormap
    from .ops.base import TensorSpec, itemsize

    for j, a in enumerate(k["args"]):
        if a.get("kind") != "tensormap" or a["interleave"]:
            continue
        t = tensors[a["tensor"]]
        spec = sizes.eval_tensor(t, env) if env is not None else TensorSpec.from_json(t)
        m = tensormap.at(a, env) if env is not None else a
        at = "".join(f", {s}={v}" for s, v in (env or {}).items())[2:]
        low = next(((f, i, x) for f in ("dims", "strides") for i, x in enumerate(m[f]) if x < 1), None)
        if low:
            f, i, x = low
            return f"field {field}.args[{j}].{f}[{i}]: {a[f][i]!r} is {x} at {at}"
        need, have = tensormap.reach(m["dims"], m["strides"], a["dtype"]), spec.buffer_elems * itemsize(spec.dtype)
        if need > have:
            return (f"field {field}.args[{j}]: tensor map {a['name']} spans {need} bytes of {a['tensor']}"
                    + (f" at {at}" if at else "") + f", whose buffer holds {have}")
    return None


def _identity(m: dict, bad):
    """The fields every schema shares: file names, source hash, operator, params (an object); the operator."""
    from . import ops

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
    return ops.get(m["op"])


def validate(m, path: Path | str = "manifest") -> dict:
    """`m` (a parsed manifest) when every field has the type and range that readers rely on, and its tensors are the
    ones its operator declares for its parameters; else ArtifactError naming the field. No file is read."""
    from .ops.base import ParamError, TensorSpec

    def bad(why: str) -> ArtifactError:
        return ArtifactError(f"{path}: {why}")

    if not isinstance(m, dict):
        raise bad("a manifest is a JSON object")
    if m.get("schema") not in SCHEMAS:
        raise bad(f"manifest schema {m.get('schema')!r}, this tvmgen reads schema {SCHEMA} or {RANGED_SCHEMA}; "
                  "re-emit the shader with this version")
    if m["schema"] == RANGED_SCHEMA:
        return _validate_ranged(m, bad)
    missing = [k for k in ("name", "op", "params", "inputs", "outputs", "kernels", "source", "source_sha256")
               if k not in m]
    if missing:
        raise bad(f"manifest lacks {', '.join(missing)}")
    op = _identity(m, bad)
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
    tensors = {t["name"]: t for t in m["inputs"] + m["outputs"]}
    tensors.update({w["name"]: workspace_tensor(w) for w in ws})  # a map may lie over a workspace too
    for i, k in enumerate(m["kernels"]):
        why = _kernel(k, f"kernels[{i}]", names, tensors=tensors) or _map_reach(k, f"kernels[{i}]", tensors)
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


def _spell(ts) -> str:
    return ", ".join(f"{t.name} {t.dtype}[{'x'.join(map(str, t.shape))}]" for t in ts) or "none"


def _validate_ranged(m: dict, bad) -> dict:
    """validate for schema 2 (run-time sizes, tvmgen.sizes): the symbols are the params' ranges; the tensors'
    expressions give the operator's tensors at lo, opt and hi; the variants cover each range in ascending order,
    without gap or overlap; each variant's kernels and workspaces are checked as schema 1's, their grids and
    bytes being expressions of the symbols that stay positive over the sizes the variant serves."""
    from . import sizes
    from .launcher import C_TYPES
    from .ops.base import ParamError

    missing = [k for k in ("name", "op", "params", "symbols", "inputs", "outputs", "variants", "source",
                           "source_sha256") if k not in m]
    if missing:
        raise bad(f"manifest of schema 2 lacks {', '.join(missing)}")
    op = _identity(m, bad)
    syms = m["symbols"]
    if not isinstance(syms, dict) or not syms:
        raise bad(f"field symbols: an object {{name: {{lo, hi, opt}}}} naming at least one run-time size, not {syms!r}")
    ranges: dict[str, sizes.Range] = {}
    for s, r in syms.items():
        if not re.fullmatch(r"[A-Za-z_]\w*", s) or s in expr.FUNCS or s in ("workspace", "stream"):
            raise bad(f"field symbols: {s!r} is not a C identifier free for the launcher's argument")
        if not isinstance(r, dict) or not all(_is_int(r.get(k), 1) for k in ("lo", "hi", "opt")) \
                or not r["lo"] <= r["opt"] <= r["hi"]:
            raise bad(f"field symbols.{s}: {{lo, hi, opt}}, integers with 1 <= lo <= opt <= hi, not {r!r}")
        ranges[s] = sizes.Range.from_json(r)
    try:
        declared, _ = sizes.split(op, m["params"])
    except ParamError as e:
        raise bad(f"field params: {e}") from None
    if declared != ranges:
        spell = lambda d: ", ".join(f"{s}={r.text()}" for s, r in d.items()) or "none"
        raise bad(f"field symbols: {spell(ranges)}, but the params give {spell(declared)}")
    known = set(ranges)
    names: set[str] = set()
    for f in ("inputs", "outputs"):
        if not isinstance(m[f], list):
            raise bad(f"field {f}: a list of tensors, not {type(m[f]).__name__}")
        for i, t in enumerate(m[f]):
            why = _tensor(t, f"{f}[{i}]", known)
            if why:
                raise bad(why)
            if t["name"] in known:
                raise bad(f"field {f}[{i}].name: {t['name']!r} is also a symbol's name")
        names.update(t["name"] for t in m[f])
    tensors = {t["name"]: t for t in m["inputs"] + m["outputs"]}
    for point in ("lo", "opt", "hi"):
        env = {s: getattr(r, point) for s, r in ranges.items()}
        at = ", ".join(f"{s}={v}" for s, v in env.items())
        try:
            p = sizes.params_at(op, m["params"], env)
            want = {"inputs": op.inputs(p), "outputs": op.outputs(p)}
        except ParamError as e:
            raise bad(f"field params at {at}: {e}") from None
        for f in ("inputs", "outputs"):
            got = [sizes.eval_tensor(t, env) for t in m[f]]
            if [(t.name, t.shape, t.dtype) for t in got] != [(t.name, t.shape, t.dtype) for t in want[f]]:
                raise bad(f"field {f}: {_spell(got)} at {at}, but {op.name} declares {_spell(want[f])} there")
    vs = m["variants"]
    if not isinstance(vs, list) or not vs:
        raise bad("field variants: a non-empty list of variants")
    kernel_names: dict[str, int] = {}
    for i, v in enumerate(vs):
        fld = f"variants[{i}]"
        if not isinstance(v, dict):
            raise bad(f"field {fld}: a variant is an object, not {type(v).__name__}")
        miss = [k for k in ("when", "kernels") if k not in v]
        if miss:
            raise bad(f"field {fld}: lacks {', '.join(miss)}")
        when = v["when"]
        if not isinstance(when, dict) or set(when) != known:
            raise bad(f"field {fld}.when: an object giving [lo, hi] for each of {', '.join(ranges)}, not {when!r}")
        for s, span in when.items():
            r = ranges[s]
            if not isinstance(span, list) or len(span) != 2 or not all(_is_int(x) for x in span) \
                    or not r.lo <= span[0] <= span[1] <= r.hi:
                raise bad(f"field {fld}.when.{s}: [lo, hi] inside {r.lo}..{r.hi}, not {span!r}")
        if "chunk" not in v:  # the kernels take the size as their bound: no chunks
            pass
        elif not _is_int(v["chunk"], 1):
            raise bad(f"field {fld}.chunk: a positive integer, not {v['chunk']!r}")
        elif len(when) == 1 and v["chunk"] > next(iter(when.values()))[0]:
            raise bad(f"field {fld}.chunk: {v['chunk']} is above the smallest size the variant serves "
                      f"({next(iter(when.values()))[0]}); the last chunk overlaps the one before it, so n >= chunk")
        for k in ("rule", "origin"):
            if not isinstance(v.get(k, ""), str):
                raise bad(f"field {fld}.{k}: a string, not {v[k]!r}")
        if not isinstance(v.get("config", {}), dict):
            raise bad(f"field {fld}.config: an object of knobs, not {v['config']!r}")
        ws = v.get("workspaces", [])
        if not isinstance(ws, list):
            raise bad(f"field {fld}.workspaces: a list, not {type(ws).__name__}")
        buffers = set(names)
        for j, w in enumerate(ws):
            if not isinstance(w, dict) or not isinstance(w.get("name"), str) or not (
                    _is_int(w.get("bytes"), 0) or expr.is_expr(w.get("bytes"), known)):
                raise bad(f"field {fld}.workspaces[{j}]: an object with a name and bytes, a non-negative integer "
                          "or an expression of the symbols")
            if w.get("dtype", "uint8") not in C_TYPES:
                raise bad(f"field {fld}.workspaces[{j}].dtype: one of {', '.join(C_TYPES)}, not {w['dtype']!r}")
            buffers.add(w["name"])
        if not isinstance(v["kernels"], list) or not v["kernels"]:
            raise bad(f"field {fld}.kernels: a non-empty list of kernels")
        for j, k in enumerate(v["kernels"]):
            why = _kernel(k, f"{fld}.kernels[{j}]", buffers, known, tensors)
            if why:
                raise bad(why)
            if "chunk" in v and any(a.get("kind") == "tensormap" for a in k["args"]):
                raise bad(f"field {fld}.kernels[{j}]: a chunked variant moves its kernels' pointers per chunk, "
                          "which a tensor map cannot follow; a kernel with tensor maps takes the size as its bound")
            if k["name"] in kernel_names:
                raise bad(f"field {fld}.kernels[{j}].name: {k['name']} is also a kernel of "
                          f"variants[{kernel_names[k['name']]}]; kernel names are unique in a shader")
            kernel_names[k["name"]] = i
        # the expressions at the corners of the sizes served (each is monotone in practice: sums and products)
        corners: list[dict[str, int]] = [{}]
        for s, (lo, hi) in when.items():
            corners = [{**c, s: x} for c in corners for x in sorted({lo, hi})]
        for env in corners:
            at = ", ".join(f"{s}={x}" for s, x in env.items())
            for j, k in enumerate(v["kernels"]):
                for d, g in enumerate(k["grid"]):
                    val = expr.evaluate(g, env)
                    top = 2**31 - 1 if d == 0 else 65535
                    if not 1 <= val <= top:
                        raise bad(f"field {fld}.kernels[{j}].grid[{d}]: {g!r} is {val} at {at}, outside 1..{top}")
                smem = expr.evaluate(k.get("dynamic_shared_bytes", 0), env)
                if smem < 0:
                    raise bad(f"field {fld}.kernels[{j}].dynamic_shared_bytes: {k['dynamic_shared_bytes']!r} is "
                              f"{smem} at {at}")
                why = _map_reach(k, f"{fld}.kernels[{j}]", tensors, env)
                if why:
                    raise bad(why)
            for j, w in enumerate(ws):
                if expr.evaluate(w["bytes"], env) < 0:
                    raise bad(f"field {fld}.workspaces[{j}].bytes: {w['bytes']!r} is negative at {at}")
    _check_coverage([v["when"] for v in vs], ranges, bad)
    v = m.get("target", {})
    if not isinstance(v, dict) or not isinstance(v.get("arch", ""), str):
        raise bad(f"field target: an object whose arch is a string, not {v!r}")
    if "tvm_version" in m and not isinstance(m["tvm_version"], (str, type(None))):
        raise bad(f"field tvm_version: a string, not {m['tvm_version']!r}")
    return m


def _check_coverage(whens: list[dict], ranges: dict, bad) -> None:
    """The variants' `when` boxes tile the symbols' ranges: ascending (by their lower corners), disjoint, and
    together as large as the whole (disjoint boxes inside it with its volume cover it)."""
    lows = [tuple(w[s][0] for s in ranges) for w in whens]
    for i in range(1, len(whens)):
        if lows[i] <= lows[i - 1]:
            raise bad(f"field variants[{i}].when: {whens[i]} comes before variants[{i - 1}]'s {whens[i - 1]}; "
                      "variants go in ascending order of size")
    if len(ranges) == 1:  # the usual case, with the exact gap or overlap named
        (s, r), = ranges.items()
        nxt = r.lo
        for i, w in enumerate(whens):
            lo, hi = w[s]
            if lo != nxt:
                raise bad(f"field variants[{i}].when.{s}: starts at {lo}, but the sizes before it end at {nxt - 1} "
                          f"({'a gap' if lo > nxt else 'an overlap'}); the variants cover {r.lo}..{r.hi} once")
            nxt = hi + 1
        if nxt != r.hi + 1:
            raise bad(f"field variants: they end at {s}={nxt - 1}, short of the range's hi {r.hi}")
        return
    for i in range(len(whens)):
        for j in range(i):
            if all(whens[i][s][0] <= whens[j][s][1] and whens[j][s][0] <= whens[i][s][1] for s in ranges):
                raise bad(f"field variants[{i}].when: overlaps variants[{j}]'s; the variants serve each size once")
    vol = lambda box: math.prod(b - a + 1 for a, b in box)
    if sum(vol(w.values()) for w in whens) != vol((r.lo, r.hi) for r in ranges.values()):
        raise bad("field variants: their `when`s leave sizes of the range unserved")


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


def read_sound(path: Path) -> dict | None:
    """The manifest at `path` when its files are there and pass `read` (a shader a stopped run left whole), else
    None: what a run that skips work already done asks."""
    if not Path(path).is_file():
        return None
    try:
        return read(path)[0]
    except ArtifactError:
        return None


def is_manifest(path: Path) -> bool:
    """A JSON file found in a folder is a manifest when its source sits next to it or it lists kernels (schema 1)
    or variants (schema 2); this skips reports and other JSON kept beside the shaders."""
    if path.with_suffix(".cu").is_file():
        return True
    try:
        m = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    return isinstance(m, dict) and ("kernels" in m or "variants" in m) and "source" in m


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


def kernels_of(m: dict) -> list[dict]:
    """Every kernel of a manifest: schema 1's list, or the kernels of every variant of schema 2."""
    return m["kernels"] if "kernels" in m else [k for v in m["variants"] for k in v["kernels"]]
