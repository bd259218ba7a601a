"""emit: operator + parameters -> artifact files, one shader or a whole catalog."""
from __future__ import annotations

import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import artifact, ops
from .ops.base import ParamError

DEFAULT_CATALOG = Path(__file__).resolve().parent.parent / "generated" / "catalog"
GENERATED = DEFAULT_CATALOG.parent


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
        rec = records.lookup(op.name, p, arch)
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


def _emit_entry(e: dict) -> tuple[dict, str]:
    return generate(e["op"], {k: str(v) for k, v in e.get("params", {}).items()}, e.get("schedule"),
                    e.get("config"))


def emit_catalog(entries: list[dict], out: Path, jobs: int = 2, progress=None) -> list[Path]:
    """Emit every entry; each shader's files land as soon as it is built, so a stopped run keeps them."""
    artifact.check_writable(out)
    written: list[Path] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for m, src in pool.map(_emit_entry, entries):
            written += artifact.write(out, m, src)
            if progress:
                progress(m["name"])
    return written
