"""emit: operator + parameters -> artifact files, one shader or a whole catalog."""
from __future__ import annotations

import functools
import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import artifact, ops, sizes
from .ops.base import ParamError

ROOT = Path(__file__).resolve().parent.parent  # the checkout
DEFAULT_CATALOG = ROOT / "catalog"  # what to emit: one <family>.toml per operator family
GENERATED = ROOT / "generated"  # the emitted catalog: generated/<family>/<shader>.{cu,cuh,json}
BENCH_SET = DEFAULT_CATALOG / "bench.txt"  # the shaders of the speed report, one name per line
PEERS = GENERATED / "peers"  # the same operators under TVM's default schedule (dlight), emitted for bench


def parse_kv(items: list[str], what: str = "parameter") -> dict[str, str]:
    out: dict[str, str] = {}
    for it in items:
        if "=" not in it:
            raise ParamError(f"{it}: a {what} is written key=value")
        k, v = it.split("=", 1)
        if not k.strip():
            raise ParamError(f"{it}: a {what} is written key=value, with a name before the '='")
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
    """Manifest and CUDA source for one shader (imports TVM); a schema-2 one (ranged.build_ranged) when a size is
    written as a range, `lo..hi@opt` (tvmgen.sizes)."""
    from . import codegen, hardware, ranged

    op = ops.get(op_name)
    symbols, _, p = sizes.parse_params(op, raw)
    hardware.get(arch)  # an unknown arch is refused before TVM is loaded (seconds)
    if symbols:
        return ranged.build_ranged(op, raw, arch, rule, config,
                                    choose=lambda q: schedule_choice(op, q, rule, config, arch))
    rule, config, origin = schedule_choice(op, p, rule, config, arch)
    s = codegen.build(op, p, rule=rule, config=config, arch=arch, origin=origin)
    return codegen.to_manifest(s), s.source


def schedule_choice(op, p: dict, rule: str | None, config: dict | None, arch: str) -> tuple:
    """(rule, config, origin) of the shader of `p`: as given, else a usable tuning record's, else the chain's."""
    from . import records

    if rule is None and config is None:
        rec = records.usable(op.name, p, arch)
        if rec is not None:
            return rec[0]["rule"], rec[0]["config"], f"record:{rec[1].name}"
        return None, None, "default"
    return rule, config, "config" if config is not None else "default"


def check_params(op, raw: dict) -> dict:
    """The parsed parameters (at the low end of a run-time size's range): a ParamError names any bad one, before
    TVM is loaded. A range's own refusals (op.runtime_error) come here too (sizes.parse_params)."""
    return sizes.parse_params(op, raw)[2]


CATALOG_KEYS = ("op", "params", "schedule", "config")


def in_checkout(path: Path | str) -> Path:
    """`path` as given when it exists; else, when relative, the same path in the checkout: `--only catalog/bench.txt`
    names the checkout's file from any working folder."""
    p = Path(path)
    if not p.exists() and not p.is_absolute() and (ROOT / p).exists():
        return ROOT / p
    return p


def load_catalog(path: Path | str = DEFAULT_CATALOG) -> list[dict]:
    """[[shader]] tables from a .toml file or every .toml of a folder (one per operator family):
    op, params (strings as on the command line), optional schedule and config. Every entry is checked (its
    operator, parameters, rule and knobs' types) before anything is built; a folder without a .toml is refused."""
    from . import rules

    p = Path(path)
    if p.is_dir():
        files = sorted(p.glob("*.toml"))
        if not files:
            raise ParamError(f"catalog: no .toml file in {p}")
    else:
        files = [p]
    entries: list[dict] = []
    for f in files:
        try:
            data = tomllib.loads(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as e:
            raise ParamError(f"catalog: cannot read {f} ({getattr(e, 'strerror', None) or e})") from None
        except tomllib.TOMLDecodeError as e:
            raise ParamError(f"catalog: {f} is not TOML ({e})") from None
        extra = sorted(set(data) - {"shader"})
        if extra:
            raise ParamError(f"catalog: {f}: unknown table {', '.join(extra)} (a catalog holds [[shader]] tables)")
        shaders = data.get("shader", [])
        if not isinstance(shaders, list):
            raise ParamError(f"catalog: {f}: `shader` is an array of tables, written [[shader]]")
        for i, e in enumerate(shaders):
            where = f"catalog: {f} entry {i}"
            if not isinstance(e, dict):
                raise ParamError(f"{where}: a [[shader]] table, not {type(e).__name__}")
            unknown = sorted(set(e) - set(CATALOG_KEYS))
            if unknown:
                raise ParamError(f"{where}: unknown key {', '.join(unknown)} (keys: {', '.join(CATALOG_KEYS)})")
            if not isinstance(e.get("op"), str):
                raise ParamError(f"{where}: op, an operator's name, is {'missing' if 'op' not in e else 'not a string'}")
            if not isinstance(e.get("params", {}), dict):
                raise ParamError(f"{where}: params is a table, e.g. params = {{ m = 64 }}")
            if "config" in e and not isinstance(e["config"], dict):
                raise ParamError(f"{where}: config is a table of knobs, e.g. config = {{ bm = 64 }}")
            if "schedule" in e and not isinstance(e["schedule"], str):
                raise ParamError(f"{where}: schedule is a rule's name")
            try:
                op = ops.get(e["op"])
                check_params(op, entry_params(e))
                if "schedule" in e:
                    rules.get(e["schedule"], op)
            except ParamError as err:
                raise ParamError(f"{where} ({e['op']}): {err}") from None
            entries.append(e)
    return entries


def shader_path(name: str, folder: Path = GENERATED) -> Path:
    """The manifest of the catalog shader `name` under `folder` (<family>/<name>.json), found from its operator."""
    by_name = _catalog_ops()
    if name not in by_name:
        raise ParamError(f"names: {name} is not in the catalog")
    return folder / ops.family_of(by_name[name]) / f"{name}.json"


@functools.cache
def _catalog_ops() -> dict[str, str]:
    """Shader name -> operator, over the checkout's catalog (read once: bench resolves dozens of names)."""
    return {entry_name(e): e["op"] for e in load_catalog()}


def read_names(path: Path | str) -> list[str]:
    """Shader names from a text file, one per line; `#` starts a comment."""
    lines = artifact.read_text_lines(path, "names", "is not a text file of shader names")
    return [n for n in (ln.split("#", 1)[0].strip() for ln in lines) if n]


def entry_params(e: dict) -> dict[str, str]:
    """A catalog entry's parameters as the command line writes them (TOML gives numbers and booleans)."""
    return {k: str(v) for k, v in e.get("params", {}).items()}


def is_ranged(e: dict) -> bool:
    """Whether a catalog entry has a run-time size (`lo..hi@opt`): its shader is a schema-2 manifest."""
    from . import sizes

    return bool(sizes.split(ops.get(e["op"]), entry_params(e))[0])


def entry_name(e: dict) -> str:
    """The shader's name; a run-time size written as a range (`m = "1..8192@512"`) is in it as `m1_8192at512`."""
    return sizes.shader_name(ops.get(e["op"]), entry_params(e))


def select(entries: list[dict], names: list[str]) -> list[dict]:
    """The entries named in `names`, in catalog order; a name the catalog lacks is an error."""
    by_name = {entry_name(e): e for e in entries}
    missing = [n for n in names if n not in by_name]
    if missing:
        raise ParamError(f"names: not in the catalog: {', '.join(missing)}")
    keep = set(names)
    return [e for n, e in by_name.items() if n in keep]


def _emit_entry(e: dict, arch: str = "sm_90") -> tuple[dict | None, str]:
    """(manifest, source), or (None, why) when this entry cannot be built: one bad entry (say, a peer rule that
    does not apply) must not cost the others."""
    try:
        return generate(e["op"], entry_params(e), e.get("schedule"), e.get("config"), arch)
    except Exception as err:  # noqa: BLE001 - reported per entry; TVM raises many kinds
        return None, f"{entry_name(e)}: {artifact.first_line(err, 300)}"


def emit_catalog(entries: list[dict], out: Path, jobs: int = 2, progress=None,
                 arch: str = "sm_90") -> tuple[list[Path], list[str]]:
    """Emit every entry into out/<family>/; each shader's files land as soon as it is built, so a stopped run keeps
    them. Returns the files written and one line per entry that failed to build."""
    artifact.check_writable(out)
    written: list[Path] = []
    failed: list[str] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for m, src in pool.map(_emit_entry, entries, [arch] * len(entries)):
            if m is None:
                failed.append(src)
                continue
            written += artifact.write(out / ops.family_of(m["op"]), m, src)
            if progress:
                progress(m["name"])
    return written, failed
