"""The current table of one GPU: where each committed shader stands, built from the raw runs of `tvmgen bench` and
`tvmgen verify` kept in reports/<gpu>/runs/.

reports/<gpu>/current.json holds one row per shader: its timing from the newest bench run that timed it and its
verification from the newest verify run, each with the source sha256 it ran at; current.md is rendered from it.
Both are written by the runs themselves (`--report reports/<gpu>/runs/FILE`: the run's rows merge in as it goes) and
by `tvmgen report --rebuild` (every run replayed in date order through the same merge), never by hand: a replay of
the committed runs must give the committed table, and a test holds it to that.

A measurement taken at a source other than the committed shader's (`generated/<family>/<name>.json`,
`source_sha256`) is kept but marked stale. Reading needs the standard library only (no TVM, no numpy): the GPU
machine and the notebooks use it as they are.
"""
from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath
from typing import Any

# The checkout, as emit.ROOT; not imported from there, which loads every operator (and numpy) to find a folder.
ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
GENERATED = ROOT / "generated"

RUN_KINDS = {"tvmgen bench": "bench", "tvmgen verify": "verify"}
TIMING = ("status", "bound", "time_us", "tflops", "tbps", "of_ceiling", "torch_us", "vs_torch", "torch_variants_us",
          "torch_variants", "dlight_us", "vs_dlight", "copy_us", "of_copy", "timed_sha256", "timed_date", "timed_run")
VERIFY = ("verify", "deterministic", "err_over_tol", "verified_sha256", "verified_date", "verified_run")
COLUMNS = ("shader", "family", "op", "rule") + TIMING + VERIFY + ("stale",)
REBUILD = "tvmgen report --rebuild"


class ReportError(ValueError):
    """A run or a table that cannot be read or does not belong where it was asked to go."""


# -- names ----------------------------------------------------------------------------------------
def slug(gpu: str) -> str:
    """The folder of a GPU under reports/: its name without the vendor, lower case, runs of other characters
    as one '-' ("NVIDIA H200" -> "h200", "NVIDIA GeForce RTX 4090" -> "geforce-rtx-4090")."""
    name = re.sub(r"^\s*nvidia\s+", "", str(gpu), flags=re.I)
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    if not s:
        raise ReportError(f"gpu: {gpu!r} gives no folder name")
    return s


def gpu_dir(gpu: str, root: Path | str = REPORTS) -> Path:
    """reports/<slug>/ for a GPU name or a slug."""
    return Path(root) / slug(gpu)


def gpus(root: Path | str = REPORTS) -> list[str]:
    """The slugs that have a table or runs under root."""
    root = Path(root)
    if not root.is_dir():
        return []
    return sorted(d.name for d in root.iterdir() if (d / "current.json").is_file() or (d / "runs").is_dir())


# -- the committed shaders ------------------------------------------------------------------------
def committed(generated: Path | str = GENERATED) -> dict[str, dict]:
    """name -> {family, op, rule, sha256} of every committed manifest, generated/<family>/<name>.json (the dlight
    peers under generated/peers/ share the names but are not the shaders)."""
    out: dict[str, dict] = {}
    for f in sorted(Path(generated).glob("*/*.json")):
        if f.parent.name == "peers":
            continue
        try:
            m = json.loads(f.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(m, dict) and m.get("name") == f.stem and "source_sha256" in m:
            out[f.stem] = {"family": f.parent.name, "op": m.get("op"), "rule": (m.get("schedule") or {}).get("rule"),
                           "sha256": m["source_sha256"]}
    return out


def _is_committed_path(manifest: str | None, family: str, name: str) -> bool:
    """Whether a run's row came from the committed manifest of `name` rather than another emission of the same
    name (a dlight peer, a variant in a scratch folder). Rows without a path (bench runs from before it recorded
    one) count; generated/<name>.json is the flat layout of the runs before the families."""
    if not manifest:
        return True
    parts = PurePosixPath(str(manifest).replace("\\", "/")).parts
    return parts[-3:] == ("generated", family, f"{name}.json") or parts[-2:] == ("generated", f"{name}.json")


# -- runs -----------------------------------------------------------------------------------------
def read_run(path: Path | str) -> dict:
    """A raw run written by `tvmgen bench --report` or `tvmgen verify --report`."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ReportError(f"{p}: cannot read the run ({e})") from None
    if not isinstance(doc, dict) or doc.get("report") not in RUN_KINDS:
        raise ReportError(f"{p}: not a run of tvmgen bench or tvmgen verify")
    for k in ("gpu", "date"):
        if not doc.get(k):
            raise ReportError(f"{p}: the run has no {k}")
    return doc


def runs(folder: Path | str) -> list[tuple[str, dict]]:
    """(file name, run) of every bench and verify run in `folder`, oldest first; other JSON is data beside them.
    Runs are written atomically, so a file that does not parse is damage to report, not a file to skip."""
    out = []
    for f in sorted(Path(folder).glob("*.json")):
        try:
            doc = json.loads(f.read_text())
        except (OSError, UnicodeDecodeError, ValueError) as e:
            raise ReportError(f"{f}: cannot read it ({e})") from None
        if isinstance(doc, dict) and doc.get("report") in RUN_KINDS:
            out.append((f.name, read_run(f)))
    return sorted(out, key=lambda t: (t[1]["date"], t[0]))


def _run_meta(doc: dict) -> dict:
    c = doc.get("ceilings") or {}
    meta = {"kind": RUN_KINDS[doc["report"]], "date": doc["date"], "gpu": doc["gpu"], "driver": doc.get("driver"),
            "cuda": doc.get("cuda"), "torch": c.get("torch"), "cudnn": c.get("cudnn"),
            "copy_tbps": _sig(c.get("copy_tbps")), "cublas_fp16_tflops": _sig(c.get("cublas_fp16_tflops")),
            "l2_flush": c.get("l2_flush"), "seed": doc.get("seed"),
            "interrupted": bool(doc.get("interrupted") or (doc.get("summary") or {}).get("interrupted"))}
    return {k: v for k, v in meta.items() if v is not None}


def _sig(x: Any, digits: int = 4) -> float | None:
    """Four significant digits: the table is for reading; the run keeps every digit."""
    return None if x is None else float(f"{float(x):.{digits}g}")


def _us(ms: Any) -> float | None:
    return None if ms is None else _sig(float(ms) * 1e3)


def _timing(r: dict, date: str, run: str) -> dict:
    several = len(r.get("torch_variants_ms") or []) > 1
    return {"status": r.get("status"), "bound": r.get("bound"), "time_us": _us(r.get("time_ms")),
            "tflops": _sig(r.get("tflops")), "tbps": _sig(r.get("tbps")), "of_ceiling": _sig(r.get("of_ceiling")),
            "torch_us": _us(r.get("torch_ms")), "vs_torch": _sig(r.get("vs_torch")),
            # each peer variant's time and name where there are several (conv: cuDNN NCHW, channels_last)
            "torch_variants_us": [_us(x) for x in r["torch_variants_ms"]] if several else None,
            "torch_variants": r.get("torch_variants") if several else None,
            "dlight_us": _us(r.get("dlight_ms")), "vs_dlight": _sig(r.get("vs_dlight")),
            "copy_us": _us(r.get("copy_ms")) if r.get("of_copy") is not None else None,
            "of_copy": _sig(r.get("of_copy")), "timed_sha256": r.get("source_sha256"), "timed_date": date,
            "timed_run": run}


def _verification(r: dict, date: str, run: str) -> dict:
    return {"verify": r.get("status"), "deterministic": r.get("deterministic"),
            "err_over_tol": _sig(r.get("worst_ratio"), 3), "verified_sha256": r.get("source_sha256"),
            "verified_date": date, "verified_run": run}


# -- the table ------------------------------------------------------------------------------------
def empty(gpu: str) -> dict:
    return {"gpu": gpu, "runs": {}, "rows": {}}


def merge(table: dict, doc: dict, run: str, shaders: dict[str, dict]) -> dict[str, int]:
    """Fold one run into the table. A bench row replaces the timing columns and a verify row the verification
    columns of its shader, when the run is at least as new as what they hold. Rows of shaders that are not
    committed, or of another emission of a committed name, stay in the run only. Returns counts."""
    if slug(doc["gpu"]) != slug(table["gpu"]):
        raise ReportError(f"{run}: ran on {doc['gpu']}, this table is {table['gpu']}'s")
    kind, date = RUN_KINDS[doc["report"]], doc["date"]
    raw = doc.get("rows") if kind == "bench" else doc.get("results")
    n = {"merged": 0, "not committed": 0, "older": 0}
    for r in raw or []:
        name = r.get("shader") if kind == "bench" else r.get("name")
        c = shaders.get(name)
        if c is None or not _is_committed_path(r.get("manifest"), c["family"], name):
            n["not committed"] += 1
            continue
        row = table["rows"].setdefault(name, {"shader": name})
        held = row.get("timed_date" if kind == "bench" else "verified_date")
        if held is not None and held > date:
            n["older"] += 1
            continue
        row.update(_timing(r, date, run) if kind == "bench" else _verification(r, date, run))
        n["merged"] += 1
    table["runs"][run] = _run_meta(doc)
    return n


def settle(table: dict, shaders: dict[str, dict]) -> dict:
    """The table as it stands against the committed shaders: rows of shaders no longer committed dropped, family,
    op and rule from the committed manifest, `stale` naming the measurements taken at another source, every row
    with every column, runs no row cites dropped."""
    rows = {}
    for name, row in table["rows"].items():
        c = shaders.get(name)
        if c is None:
            continue
        full = {k: row.get(k) for k in COLUMNS}
        full.update(shader=name, family=c["family"], op=c["op"], rule=c["rule"])
        full["stale"] = [what for what, run, sha in (("timing", full["timed_run"], full["timed_sha256"]),
                                                     ("verify", full["verified_run"], full["verified_sha256"]))
                         if run is not None and sha != c["sha256"]]
        rows[name] = full
    cited = {r[k] for r in rows.values() for k in ("timed_run", "verified_run") if r[k]}
    by_date = sorted(table["runs"].items(), key=lambda kv: (kv[1]["date"], kv[0]))
    return {"gpu": table["gpu"], "runs": {k: v for k, v in by_date if k in cited},
            "rows": dict(sorted(rows.items(), key=lambda kv: (kv[1]["family"], kv[0])))}


def replay(folder: Path | str, gpu: str | None = None, generated: Path | str = GENERATED) -> dict:
    """The table of reports/<gpu>/ from its runs alone: every run in runs/, in date order, through merge()."""
    folder = Path(folder)
    done = runs(folder / "runs")
    if gpu is None:
        if not done:
            raise ReportError(f"{folder / 'runs'}: no bench or verify runs to replay")
        gpu = done[-1][1]["gpu"]
    if slug(gpu) != folder.name:
        raise ReportError(f"{folder}: holds the runs of {folder.name}, not of {gpu}")
    shaders = committed(generated)
    table = empty(gpu)
    for name, doc in done:
        merge(table, doc, name, shaders)
    return settle(table, shaders)


def load(gpu: str = "h200", root: Path | str = REPORTS, generated: Path | str = GENERATED) -> dict:
    """The current table of a GPU (a name or its slug), staleness checked against the shaders committed now."""
    path = gpu_dir(gpu, root) / "current.json"
    table = read_table(path)
    return settle({**table, "rows": rows(table)}, committed(generated))


def unverified(table: dict, generated: Path | str = GENERATED) -> list[str]:
    """The committed shaders that `table` (a settled table, `load`) holds no verification of at their committed source:
    never verified on that GPU, or verified at another source. What a GPU session verifies first."""
    have = {n for n, r in rows(table).items() if r.get("verified_run") and "verify" not in r.get("stale", [])}
    return [n for n in committed(generated) if n not in have]


def untimed(table: dict, names: list[str]) -> list[str]:
    """Those of `names` (the bench set) that `table` holds no timing of at their committed source: never timed on
    that GPU, or timed at another source. What a GPU session times after verifying."""
    have = {n for n, r in rows(table).items() if r.get("timed_run") and "timing" not in r.get("stale", [])}
    return [n for n in names if n not in have]


def read_table(path: Path | str) -> dict:
    """current.json as written: {gpu, runs, rows: [row, ...]}."""
    p = Path(path)
    try:
        t = json.loads(p.read_text())
    except FileNotFoundError:
        raise ReportError(f"{p}: no current table (`{REBUILD}` builds it from the runs)") from None
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ReportError(f"{p}: cannot read the table ({e})") from None
    if not isinstance(t, dict) or not {"gpu", "runs", "rows"} <= set(t):
        raise ReportError(f"{p}: not a current table")
    return t


def rows(table: dict) -> dict[str, dict]:
    """shader -> row, whether the table's rows are a list (as stored) or a mapping (as merged)."""
    r = table["rows"]
    return dict(r) if isinstance(r, dict) else {x["shader"]: x for x in r}


def to_json(table: dict) -> str:
    """One row per line: a rerun changes the lines of the shaders it measured, and the diff says which."""
    head = json.dumps({"gpu": table["gpu"], "note": f"written by tvmgen from runs/; regenerate with `{REBUILD}`",
                       "runs": table["runs"]}, indent=1)
    body = ",\n".join(" " + json.dumps(r) for r in rows(table).values())
    return head[:-2] + ',\n "rows": [\n' + body + "\n ]\n}\n"


def write(table: dict, folder: Path | str) -> list[Path]:
    """current.json and current.md, each through a temporary file renamed into place: a run stopped mid-write
    leaves each file whole, old or new (the next write, or a rebuild, brings the two back in step)."""
    from .artifact import write_files

    return write_files(Path(folder), {"current.json": to_json(table), "current.md": markdown(table)})


# -- a run in progress ----------------------------------------------------------------------------
class Recorder:
    """Keeps the current table of the GPU a run is on in step with the run's file: after each write of the file,
    update() merges it again (a row merged twice is the same row), so a stopped run leaves the table as far as the
    file got. Only runs kept in <root>/<gpu>/runs/ merge: those are what a rebuild replays, so the table never
    cites a run it could not be rebuilt from."""

    def __init__(self, run_file: str | Path, gpu: str | None, root: str | Path | None = REPORTS):
        self.run_file, self.folder, self.note, self._shaders = Path(run_file), None, None, None
        if root is None or not gpu:
            return
        try:
            folder = gpu_dir(gpu, root)
            inside = self.run_file.resolve().parent == (folder / "runs").resolve()
        except (ReportError, OSError, RuntimeError) as e:
            self.note = f"current table not updated: {e}"
            return
        if inside:
            self.folder = folder
        else:
            self.note = (f"current table not updated: {self.run_file} is not in {_shown(folder / 'runs')}, the folder "
                         f"that `{REBUILD}` replays")

    def update(self) -> None:
        if self.folder is None:
            return
        try:
            if self._shaders is None:
                self._shaders = committed()
            doc = read_run(self.run_file)
            path = self.folder / "current.json"
            table = read_table(path) if path.exists() else empty(doc["gpu"])
            table = {**table, "rows": rows(table)}
            merge(table, doc, self.run_file.name, self._shaders)
            write(settle(table, self._shaders), self.folder)
        except (ReportError, OSError) as e:
            self.folder, self.note = None, f"current table not updated: {e}"
        except Exception as e:  # noqa: BLE001 - the run's own results matter more than the table
            self.folder, self.note = None, f"current table not updated: {type(e).__name__}: {e}"

    def done(self) -> str | None:
        """The line to print at the end of the run."""
        if self.folder is not None:
            return f"current table: {_shown(self.folder / 'current.md')}"
        return self.note


def _shown(path: Path) -> Path:
    """A path as the user would type it: relative to the working directory when inside it (logs of runs are
    committed, and the machine's own folders mean nothing elsewhere)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return path


# -- reading it -----------------------------------------------------------------------------------
def run(name: str, gpu: str = "h200", root: Path | str = REPORTS) -> dict:
    """A raw run of a GPU by its file name in runs/ (".json" may be left out), as written."""
    name = name if name.endswith(".json") else name + ".json"
    return read_run(gpu_dir(gpu, root) / "runs" / name)


def cited(table: dict, shader: str, what: str = "timing", root: Path | str = REPORTS) -> dict:
    """The raw row behind a shader's timing ("timing") or verification ("verify") in the table: every field its run
    recorded (registers, shared memory, the schedule, the errors, ...), with the run's header under "run"."""
    row = rows(table)[shader]
    name = row["timed_run" if what == "timing" else "verified_run"]
    if name is None:
        raise ReportError(f"{shader}: no {what} on {table['gpu']}")
    doc = run(name, table["gpu"], root)
    key, raw = ("shader", doc["rows"]) if doc["report"] == "tvmgen bench" else ("name", doc["results"])
    r = next(r for r in raw if r.get(key) == shader and _is_committed_path(r.get("manifest"), row["family"], shader))
    return {**r, "run": {**{k: v for k, v in doc.items() if k not in ("rows", "results")}, "file": name}}


def rate(row: dict) -> tuple[float | None, str]:
    """(value, unit) of the row's throughput: TFLOP/s when compute-bound, TB/s when memory-bound."""
    return (row.get("tflops"), "TFLOP/s") if row.get("bound") == "compute" else (row.get("tbps"), "TB/s")


def _f(x: Any, fmt: str = "{:.2f}") -> str:
    return "" if x is None else fmt.format(x)


def _time(us: float | None) -> str:
    return "" if us is None else f"{us:.1f} us" if us < 1000 else f"{us / 1e3:.3f} ms"


def _stem(run: str | None) -> str:
    return "" if not run else run.rsplit(".", 1)[0]


def cells(row: dict) -> list[str]:
    """A row as the table's columns read (markdown and the console)."""
    v, unit = rate(row)
    det = {True: "det.", False: "NOT det.", None: ""}[row.get("deterministic")]
    stale = row.get("stale") or []
    at = lambda what, sha: f"{what} at {sha[:8]}" if sha else f"{what} at an unrecorded source"  # noqa: E731
    marks = [at("timed", row["timed_sha256"]) if "timing" in stale else None,
             at("verified", row["verified_sha256"]) if "verify" in stale else None]
    source = "; ".join(m for m in marks if m)
    return [row["shader"], row.get("rule") or "", row.get("status") or "", _time(row.get("time_us")),
            "" if v is None else f"{v:.3g} {unit}", _f(row.get("of_ceiling")), _vs_torch(row),
            _f(row.get("vs_dlight")), _f(row.get("of_copy")), _stem(row.get("timed_run")),
            " ".join(x for x in (row.get("verify") or "", det) if x), _stem(row.get("verified_run")),
            f"STALE: {source}" if stale else f"current, {(row['timed_sha256'] or row['verified_sha256'] or '')[:8]}"]


def _vs_torch(row: dict) -> str:
    """x torch, and against each peer variant in brackets where there are several (conv: "1.02 (1.93 / 1.02)", cuDNN
    NCHW / channels_last), each named where the run named them (GEMM: "0.97 (cuBLAS 1.00 / torch.compile
    max-autotune 0.97 / Triton tutorial 1.05)")."""
    t, each, names = row.get("time_us"), row.get("torch_variants_us"), row.get("torch_variants")
    if not (t and each):
        return _f(row.get("vs_torch"))
    names = names if names and len(names) == len(each) else [""] * len(each)
    return f"{_f(row.get('vs_torch'))} ({' / '.join(f'{n} {_f(u / t)}'.strip() for n, u in zip(names, each))})"


HEADS = ("shader", "rule", "timed", "time", "rate", "of ceiling", "x torch", "x dlight", "of copy", "timed in",
         "verified", "verified in", "source")


def summary(table: dict) -> str:
    rs = list(rows(table).values())
    timed = [r for r in rs if r.get("timed_run")]
    verified = [r for r in rs if r.get("verified_run")]
    cur = lambda group, what: [r for r in group if what not in r["stale"]]  # noqa: E731
    t_ok, v_ok = cur(timed, "timing"), cur(verified, "verify")
    v_pass = [r for r in v_ok if r["verify"] == "pass" and r["deterministic"]]
    return (f"{len(rs)} shaders. Timed: {len(t_ok)} at the committed source, {len(timed) - len(t_ok)} stale. "
            f"Verified: {len(v_ok)} at the committed source ({len(v_pass)} pass, bitwise deterministic), "
            f"{len(verified) - len(v_ok)} stale.")


def markdown(table: dict) -> str:
    """current.md: the runs the rows come from, with their machine and ceilings, then one table per family."""
    table = {**table, "rows": rows(table)}
    esc = lambda s: str(s).replace("|", "\\|")  # noqa: E731
    out = [f"# {table['gpu']}: where each shader stands", "",
           f"Rendered from [current.json](current.json), which `{REBUILD}` replays from [runs/](runs/) (each shader's "
           "newest timing and newest verification); `tvmgen bench` and `tvmgen verify` with `--report` into runs/ "
           "merge their rows as they go. Not edited by hand. Columns, ceilings and peers: "
           "[../README.md](../README.md). "
           "STALE: measured at a source other than the committed shader's (sha256 of its `.cu`): rerun it.", "",
           summary(table), "", "## Runs", "",
           "| run | date (UTC) | kind | driver | CUDA | torch, cuDNN | copy TB/s | cuBLAS fp16 TFLOP/s | L2 flush "
           "| seed |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for name, m in table["runs"].items():
        kind = m["kind"] + (" (interrupted)" if m.get("interrupted") else "")
        torch = ", ".join(str(x) for x in (m.get("torch"), m.get("cudnn")) if x)
        out.append(f"| [{_stem(name)}](runs/{name}) | {m['date'].replace('T', ' ').replace('+00:00', '')} | {kind} | "
                   f"{m.get('driver') or ''} | {m.get('cuda') or ''} | {torch} | {_f(m.get('copy_tbps'))} | "
                   f"{_f(m.get('cublas_fp16_tflops'), '{:.0f}')} | {m.get('l2_flush') or ''} | {m.get('seed') or ''} |")
    family = None
    for row in table["rows"].values():
        if row["family"] != family:
            family = row["family"]
            out += ["", f"## {family}", "", "| " + " | ".join(HEADS) + " |", "|" + " --- |" * len(HEADS)]
        out.append("| " + " | ".join(esc(c) for c in cells(row)) + " |")
    return "\n".join(out) + "\n"


def print_table(table: dict, file=None) -> None:
    """The table at the console, stale rows in yellow."""
    import sys

    from rich.console import Console
    from rich.table import Table

    file = file or sys.stdout
    t = Table(title=table["gpu"], box=None, header_style="bold")
    for h in ("family",) + HEADS:
        t.add_column(h, no_wrap=True)
    for row in rows(table).values():
        t.add_row(row["family"], *cells(row), style="yellow" if row["stale"] else None)
    con = Console(file=file, width=None if file.isatty() else 400)
    con.print(t)
    con.print(summary(table), markup=False, highlight=False)
