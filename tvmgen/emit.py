"""emit: operator + parameters -> artifact files, one shader or a whole catalog."""
from __future__ import annotations

import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import artifact, ops
from .ops.base import ParamError

DEFAULT_CATALOG = Path(__file__).resolve().parent.parent / "generated" / "catalog"
GENERATED = DEFAULT_CATALOG.parent
BENCH_SET = GENERATED / "bench.txt"  # the shaders of the speed report, one name per line
PEERS = GENERATED / "peers"  # the same operators under TVM's default schedule (dlight), emitted for bench


def parse_kv(items: list[str], what: str = "parameter") -> dict[str, str]:
    out: dict[str, str] = {}
    for it in items:
        if "=" not in it:
            raise ParamError(f"{it}: a {what} is written key=value")
        k, v = it.split("=", 1)
        if k in out:
            raise ParamError(f"{k}: given twice")
        out[k.strip()] = v.strip()
    return out


def parse_config(text: str | None) -> dict | None:
    if not text:
        return None
    cfg = {}
    for k, v in parse_kv([t for t in text.split(",") if t], "config knob").items():
        try:
            cfg[k] = int(v)
        except ValueError:
            cfg[k] = v
    return cfg


def generate(op_name: str, raw: dict, rule: str | None = None, config: dict | None = None,
             arch: str = "sm_90") -> tuple[dict, str]:
    """Manifest and CUDA source for one shader (imports TVM)."""
    from . import codegen, records

    op = ops.get(op_name)
    p = op.parse(raw)
    origin = "default"
    if rule is None and config is None:
        rec = records.usable(op.name, p, arch)
        if rec is not None:
            rule, config = rec[0]["rule"], rec[0]["config"]
            origin = f"record:{rec[1].name}"
    elif config is not None:
        origin = "config"
    s = codegen.build(op, p, rule=rule, config=config, arch=arch, origin=origin)
    return codegen.to_manifest(s), s.source


def load_catalog(path: Path | str = DEFAULT_CATALOG) -> list[dict]:
    """[[shader]] tables from a .toml file or every .toml of a folder (one per operator family):
    op, params (strings as on the command line), optional schedule and config."""
    p = Path(path)
    files = sorted(p.glob("*.toml")) if p.is_dir() else [p]
    entries: list[dict] = []
    for f in files:
        try:
            data = tomllib.loads(f.read_text())
        except (OSError, tomllib.TOMLDecodeError) as e:
            raise ParamError(f"catalog: cannot read {f} ({e})") from None
        for i, e in enumerate(data.get("shader", [])):
            if "op" not in e:
                raise ParamError(f"catalog: entry {i} of {f} has no op")
            ops.get(e["op"]).parse({k: str(v) for k, v in e.get("params", {}).items()})
            entries.append(e)
    return entries


def read_names(path: Path | str) -> list[str]:
    """Shader names from a text file, one per line; `#` starts a comment."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError as e:
        raise ParamError(f"names: cannot read {path} ({e.strerror})") from None
    return [n for n in (ln.split("#", 1)[0].strip() for ln in lines) if n]


def entry_name(e: dict) -> str:
    op = ops.get(e["op"])
    return op.shader_name(op.parse({k: str(v) for k, v in e.get("params", {}).items()}))


def select(entries: list[dict], names: list[str]) -> list[dict]:
    """The entries named in `names`, in catalog order; a name the catalog lacks is an error."""
    by_name = {entry_name(e): e for e in entries}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise ParamError(f"names: not in the catalog: {', '.join(missing)}")
    keep = set(names)
    return [e for n, e in by_name.items() if n in keep]


def build_error(err: Exception, n: int) -> str:
    """A failed build in one line: the exception's type and the first line of its message (TVM's errors
    go on with pages of TIR)."""
    first = next((ln.strip() for ln in str(err).splitlines() if ln.strip()), "")
    return f"{type(err).__name__}: {first}"[:n] if first else type(err).__name__


def _emit_entry(e: dict) -> tuple[dict | None, str]:
    """(manifest, source), or (None, why) when this entry cannot be built: one bad entry (say, a peer rule that
    does not apply) must not cost the others."""
    try:
        return generate(e["op"], {k: str(v) for k, v in e.get("params", {}).items()}, e.get("schedule"),
                        e.get("config"))
    except Exception as err:  # noqa: BLE001 - reported per entry; TVM raises many kinds
        return None, f"{entry_name(e)}: {build_error(err, 300)}"


def emit_catalog(entries: list[dict], out: Path, jobs: int = 2, progress=None) -> tuple[list[Path], list[str]]:
    """Emit every entry; each shader's files land as soon as it is built, so a stopped run keeps them.
    Returns the files written and one line per entry that failed to build."""
    artifact.check_writable(out)
    written: list[Path] = []
    failed: list[str] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for m, src in pool.map(_emit_entry, entries):
            if m is None:
                failed.append(src)
                continue
            written += artifact.write(out, m, src)
            if progress:
                progress(m["name"])
    return written, failed
