"""Verify emitted shaders on the GPU against NumPy: `python -m tvmgen.verify PATH... [--seed N]
[--report FILE] [--timeout S]` (also `tvmgen verify`).

Per shader: fresh random inputs from a sub-seed of the run's seed, a float64 reference, outputs
poisoned before each of several runs, every element within atol + rtol*|ref|, bitwise determinism
across the runs, then a timing. Each shader runs in a worker process (tvmgen.gpuworker), so that a
fault or a hang costs that shader an "error" and the run goes on.
A report written into reports/<gpu>/runs/ also updates that GPU's current table (tvmgen.reports): the rows merge
in as they are written, verification columns only.
Exit status: 0 all pass, 1 any fail or error, 2 bad input (a manifest, a path, an option; checked on any machine) or
no GPU / no CUDA library, 130 interrupted.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import hashlib
import json
import os
import secrets
import socket
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

import numpy as np

from . import reports
from .gpuworker import Worker, WorkerError, jsonable, short, start_for, terminate_as_interrupt
from .artifact import ArtifactError, preflight, read as read_artifact, write_files
from .runner import CanaryError, CompileError, CudaFault, GpuUnavailable, LaunchError, size_label

DEFAULT_TIMEOUT = 120.0
HEAVY_BYTES = 4 << 30  # shaders moving more than this run one at a time beside the others (host memory)
RUNS = 3


# -- seeds --------------------------------------------------------------------------------------
def random_seed() -> int:
    return secrets.randbits(32)  # short enough to type back with --seed


def derive_seed(seed: int, name: str) -> int:
    """The shader's own seed: stable across processes and machines (unlike hash()), distinct per name,
    so a shader draws the same inputs with a given --seed whatever else is in the run."""
    return int.from_bytes(hashlib.sha256(f"{seed}/{name}".encode()).digest()[:8], "little") >> 1


# -- comparison ---------------------------------------------------------------------------------
def compare(got: np.ndarray, ref: np.ndarray, atol: float, rtol: float, chunk: int = 1 << 24) -> dict[str, Any]:
    """Elementwise |got - ref| <= atol + rtol*|ref|. A NaN in got fails unless the reference is NaN there
    too; an infinite reference must be matched exactly (casts, overflow). max_rel is against
    max(|ref|, tiny), tiny the smallest normal of got's type. Works in slices, so tensors past 2^31
    elements need no full-size float64 temporaries."""
    got, ref = np.asarray(got), np.asarray(ref)
    out: dict[str, Any] = {"ok": False, "count": int(ref.size), "atol": float(atol), "rtol": float(rtol)}
    if got.shape != ref.shape:
        out["message"] = f"shape {list(got.shape)}, want {list(ref.shape)}"
        return out
    tiny = np.finfo(got.dtype).tiny if np.issubdtype(got.dtype, np.floating) else np.finfo(np.float64).tiny
    gf, rf = got.reshape(-1), ref.reshape(-1)
    n_bad = n_nan = 0
    max_abs = max_rel = None
    worst_ratio, worst = (0.0 if ref.size else 0.0), None
    for lo in range(0, ref.size, chunk):
        g = gf[lo:lo + chunk].astype(np.float64)
        r = rf[lo:lo + chunk].astype(np.float64)
        special = ~np.isfinite(r)
        same_special = special & ((g == r) | (np.isnan(g) & np.isnan(r)))
        nan = np.isnan(g) & ~same_special
        with np.errstate(invalid="ignore", divide="ignore"):
            diff = np.where(special, 0.0, np.abs(g - r))
            allowed = atol + rtol * np.abs(np.where(special, 0.0, r))
            bad = np.where(special, ~same_special, ~(diff <= allowed))  # NaN compares False: bad
            rel = diff / np.maximum(np.abs(np.where(special, 1.0, r)), tiny)
            ratio = np.where(bad & (special | nan), np.inf,
                             np.where(allowed > 0, diff / allowed, np.where(diff == 0, 0.0, np.inf)))
        n_bad += int(bad.sum())
        n_nan += int(nan.sum())
        ok_vals = ~nan & ~special
        if ok_vals.any():
            ma, mr = float(diff[ok_vals].max()), float(rel[ok_vals].max())
            max_abs = ma if max_abs is None else max(max_abs, ma)
            max_rel = mr if max_rel is None else max(max_rel, mr)
        i = int(np.argmax(ratio))
        if worst is None or ratio[i] > worst_ratio:
            worst_ratio, worst = float(ratio[i]), lo + i
    out.update(ok=n_bad == 0, bad=n_bad, nan=n_nan, max_abs=max_abs, max_rel=max_rel, worst_ratio=worst_ratio)
    if ref.size:
        idx = np.unravel_index(worst, ref.shape)
        out["worst"] = {"index": [int(i) for i in idx], "got": float(got[idx]), "want": float(ref[idx])}
    if n_bad:
        w = out["worst"]
        out["message"] = (f"{n_bad} of {ref.size} elements out of tolerance" + (f" ({n_nan} NaN)" if n_nan else "")
                          + f"; worst at {w['index']}: got {w['got']:.6g}, want {w['want']:.6g}")
    return out


def digest(outputs: dict[str, np.ndarray]) -> str:
    """sha256 of every output's bytes: runs compare bitwise without keeping each run's copy of the outputs."""
    h = hashlib.sha256()
    for name in sorted(outputs):
        h.update(np.ascontiguousarray(outputs[name]).view(np.uint8).reshape(-1).data)
    return h.hexdigest()


SAMPLE_FROM = 1 << 26  # an output past this many elements is checked on a sample: its whole float64 reference
#                        would cost minutes and tens of GB of host memory (2^31 elements: 16 GB)
SAMPLE_EDGE = 4096  # elements checked at each end, and on each side of every multiple of 2^31 (where int32 wraps)
SAMPLE_RANDOM = 1 << 16  # elements drawn anywhere


def sample_indices(size: int, seed: int) -> np.ndarray:
    """The flat indices a sampled check compares, sorted and unique: the first and last SAMPLE_EDGE elements,
    SAMPLE_EDGE either side of each multiple of 2^31 inside the tensor, and SAMPLE_RANDOM drawn from `seed`."""
    parts = [np.arange(min(SAMPLE_EDGE, size)), np.arange(max(0, size - SAMPLE_EDGE), size)]
    parts += [np.arange(b - SAMPLE_EDGE, min(b + SAMPLE_EDGE, size)) for b in range(1 << 31, size, 1 << 31)]
    parts.append(np.random.default_rng(seed).integers(0, size, SAMPLE_RANDOM))
    return np.unique(np.concatenate(parts))


def references(op, p: dict, x: dict[str, np.ndarray], seed: int):
    """(reference, picks): the whole float64 reference and picks None, or, where an output is past SAMPLE_FROM
    elements and the operator computes references at chosen elements, those values and the flat indices they
    are at (every element of the small outputs)."""
    outs = op.outputs(p)
    if max(t.size for t in outs) > SAMPLE_FROM:
        picks = {t.name: sample_indices(t.size, seed) if t.size > SAMPLE_FROM else np.arange(t.size) for t in outs}
        ref = op.reference_at(p, x, picks)
        if ref is not None:
            return ref, picks
    return op.reference(p, x), None


# -- one shader (inside the worker) -------------------------------------------------------------
_SHADER_ERRORS = (ArtifactError, CompileError, LaunchError, CudaFault, GpuUnavailable, CanaryError)


def verify_shader(manifest_path: str | os.PathLike, seed: int, runs: int = RUNS, timing: bool = True,
                  time_budget_s: float = 0.2, sizes: dict[str, list[int]] | None = None) -> dict:
    """Verify one shader in this process (the worker calls this). Never raises for the shader's own
    faults: they come back as status "error" with the message. The worker is told which phase it is in, so that
    only time spent in the kernels can be called a hang (inputs and references of billions of elements take
    minutes on the host). A run-time-shape (schema 2) shader runs at every point of sizes.size_points (`sizes`:
    the lists chosen with --sizes), each with fresh inputs; its row passes when every size passes and lists the
    sizes' results under `sizes`."""
    from .gpuworker import phase
    from .ops.base import ParamError
    from .sizes import is_ranged

    path = Path(manifest_path)
    r: dict[str, Any] = {"name": path.stem, "manifest": str(path), "op": None, "status": "error", "seed": seed,
                         "errors": {}, "tolerance": {}, "max_abs_err": None, "max_rel_err": None,
                         "worst_ratio": None, "deterministic": None, "time_ms": None, "message": ""}
    try:
        phase("host")
        m, source = read_artifact(path)
        r["name"], r["op"] = m["name"], m["op"]
        r["source_sha256"] = m["source_sha256"]  # ties this result to the exact source that ran
        if is_ranged(m):
            return verify_ranged(r, m, source, seed, runs, timing, time_budget_s, sizes)
        verify_at(r, m, source, seed, runs, timing, time_budget_s)
    except (*_SHADER_ERRORS, ParamError) as e:
        r["status"], r["message"] = ("fail" if isinstance(e, CanaryError) else "error"), f"{type(e).__name__}: {e}"
    except Exception as e:  # unexpected: keep the traceback for whoever reads the report
        r["status"], r["message"] = "error", f"{type(e).__name__}: {e}"
        r["traceback"] = traceback.format_exc()
    return r


def verify_at(r: dict, m: dict, source: str, seed: int, runs: int, timing: bool, time_budget_s: float,
              sizes: dict[str, int] | None = None) -> None:
    """Check the shader at one size (schema 1: its only one) and fill `r` in: inputs from `seed`, outputs
    poisoned and compared, the guards past every buffer checked (runner.CanaryError), `runs` runs compared
    bitwise, a timing. Raises the runner's errors."""
    from . import ops
    from .gpuworker import phase
    from .runner import Runner, manifest_at

    runner = None
    try:
        phase("host")
        view = manifest_at(m, sizes)
        op = ops.get(m["op"])
        p = op.parse(view["params"])
        x = op.sample(p, np.random.default_rng(seed))
        ref, picks = references(op, p, x, seed)
        if picks is not None:
            r["sampled"] = {n: int(v.size) for n, v in picks.items()}
        phase("gpu")
        runner = Runner(m, source, sizes=sizes)
        r["compile"] = {"backend": runner.backend, "arch": runner.arch, "seconds": round(runner.compile_s, 3)}
        r["kernels"] = runner.kernel_report()
        out = runner.run(x)
        phase("host")
        first = digest(out)
        msgs = []
        for spec in runner.outputs:
            got = out[spec.name] if picks is None else out[spec.name].reshape(-1)[picks[spec.name]]
            atol, rtol = op.tolerance(p, spec)
            if getattr(op, "exact", False):  # casts: bit for bit with NumPy, any NaN where NumPy has NaN
                from .ops.cast import exact_report
                c = exact_report(got, ref[spec.name], spec.dtype)
            else:
                c = compare(got, ref[spec.name], atol, rtol)
            r["errors"][spec.name] = c
            r["tolerance"][spec.name] = [atol, rtol]
            if not c["ok"]:
                msgs.append(f"{spec.name}: {c['message']}")
        del out, ref
        worst = max(r["errors"].values(), key=lambda c: c.get("worst_ratio") or 0.0)
        r["max_abs_err"], r["max_rel_err"], r["worst_ratio"] = worst.get("max_abs"), worst.get("max_rel"), worst.get("worst_ratio")
        same = True
        for _ in range(max(runs, 1) - 1):  # inputs reloaded: only the kernels can differ
            phase("gpu")
            again = runner.run(x)
            phase("host")
            same = same and digest(again) == first
            del again
        r["deterministic"] = same
        r["status"] = "pass" if not msgs else "fail"
        r["message"] = "; ".join(msgs)
        if timing:
            phase("gpu")
            t = runner.time(target_s=time_budget_s)  # verify: a glance; bench asks for more
            r["time_ms"], r["timing"] = t["median_ms"], t
            sec = t["median_ms"] * 1e-3
            if view.get("flops") and sec > 0:
                r["tflops"] = view["flops"] / sec / 1e12
            if view.get("min_bytes") and sec > 0:
                r["tbps"] = view["min_bytes"] / sec / 1e12
    finally:
        if runner is not None:
            runner.close()


SIZE_KEYS = ("size", "status", "worst_ratio", "max_abs_err", "max_rel_err", "deterministic", "time_ms", "message",
             "seed", "chunk", "rule", "tolerance", "tflops", "tbps", "kernels", "compile", "sampled")


def verify_ranged(r: dict, m: dict, source: str, seed: int, runs: int, timing: bool, time_budget_s: float,
                  chosen: dict[str, list[int]] | None) -> dict:
    """A schema-2 shader at every size point, each with inputs from its own sub-seed; `r` gets one entry per
    point under `sizes` and the summary (ranged_summary). A fault (the CUDA context may be unusable) ends the
    run: the sizes after it are reported not run."""
    from .ops.base import ParamError
    from .runner import manifest_at
    from .sizes import Range

    symbols = {s: Range.from_json(v) for s, v in m["symbols"].items()}
    r["symbols"] = m["symbols"]
    points = points_for(m, chosen)
    subs, dead = [], None
    for env in points:
        label = size_label(env)
        sub: dict[str, Any] = {"size": env, "status": "error", "seed": derive_seed(seed, label), "errors": {},
                               "tolerance": {}, "worst_ratio": None, "deterministic": None, "time_ms": None,
                               "message": ""}
        if dead:
            sub["message"] = f"not run: {dead}"
            subs.append(sub)
            continue
        try:
            view = manifest_at(m, env)
            sub["chunk"], sub["rule"] = view.get("chunk"), view["schedule"]["rule"]
            verify_at(sub, m, source, sub["seed"], runs, timing, time_budget_s, env)
        except (*_SHADER_ERRORS, ParamError) as e:
            sub["status"] = "fail" if isinstance(e, CanaryError) else "error"
            sub["message"] = f"{type(e).__name__}: {e}"
            if isinstance(e, (CudaFault, GpuUnavailable)):
                dead = f"{label} faulted"
        except Exception as e:
            sub["status"], sub["message"] = "error", f"{type(e).__name__}: {e}"
            sub["traceback"] = traceback.format_exc()
        subs.append({k: sub[k] for k in (*SIZE_KEYS, "traceback") if k in sub})
    r.update(ranged_summary(subs, {s: v.opt for s, v in symbols.items()}))
    if subs and subs[0].get("compile"):
        r["compile"] = subs[0]["compile"]
    return r


def points_for(m: dict, chosen: dict[str, list[int]] | None) -> list[dict[str, int]]:
    """The size points verify runs a schema-2 shader at: the chosen lists of the symbols it has (another
    shader of the run may have the others), sizes.verify_sizes for the rest. ParamError naming the shader for a
    chosen size outside its range."""
    from .ops.base import ParamError
    from .sizes import Range, size_points

    symbols = {s: Range.from_json(v) for s, v in m["symbols"].items()}
    mine = {s: v for s, v in (chosen or {}).items() if s in symbols}
    try:
        return size_points(symbols, mine)
    except ParamError as e:
        raise ParamError(f"{e} ({m.get('name')})") from None


def ranged_summary(subs: list[dict], opt: dict[str, int]) -> dict:
    """The row of a run-time-shape shader from its sizes' results: pass only when every size passed (error when
    any errored, else fail), the worst error ratio and largest errors over the sizes, deterministic when every
    size was, the time at opt (when opt was run), and the non-passing sizes' messages."""
    def top(key):
        vals = [s.get(key) for s in subs if s.get(key) is not None]
        return max(vals, key=float) if vals else None

    status = ("error" if any(s["status"] == "error" for s in subs) else
              "fail" if any(s["status"] == "fail" for s in subs) else "pass") if subs else "error"
    dets = [s.get("deterministic") for s in subs]
    det = False if False in dets else (None if None in dets else True)
    at_opt = next((s for s in subs if s["size"] == opt), None)
    worst = max((s for s in subs if s.get("worst_ratio") is not None), key=lambda s: float(s["worst_ratio"]),
                default=None)
    msgs = [f"@{size_label(s['size'])}: {s['message']}" for s in subs if s["status"] != "pass" and s.get("message")]
    return {"status": status, "worst_ratio": top("worst_ratio"), "max_abs_err": top("max_abs_err"),
            "max_rel_err": top("max_rel_err"), "deterministic": det,
            "time_ms": at_opt.get("time_ms") if at_opt else None,
            "tolerance": worst.get("tolerance", {}) if worst else {},
            "message": "; ".join(msgs) if msgs else ("" if subs else "no size to run"), "sizes": subs}


def verify_task(task: dict) -> dict:
    """Worker handler: {"kind": "verify", "manifest": path, "seed": int, "runs"?: int, "time"?: bool,
    "sizes"?: {symbol: [sizes]}}."""
    return verify_shader(task["manifest"], int(task["seed"]), int(task.get("runs", RUNS)), bool(task.get("time", True)),
                         sizes=task.get("sizes"))


def error_result(path: Path, seed: int, message: str) -> dict:
    """What a shader gets when its worker died or timed out."""
    return {"name": path.stem, "manifest": str(path), "op": None, "status": "error", "seed": seed, "errors": {},
            "tolerance": {}, "max_abs_err": None, "max_rel_err": None, "worst_ratio": None,
            "deterministic": None, "time_ms": None, "message": message}


# -- report -------------------------------------------------------------------------------------
def tvmgen_version() -> str | None:
    try:
        from importlib.metadata import version
        return version("tvmgen")
    except Exception:
        pass
    try:
        import tvmgen
        return getattr(tvmgen, "__version__", None)
    except Exception:
        return None


def report_header(info: dict, seed: int, timeout: float) -> dict:
    return {"report": "tvmgen verify", "version": 1,
            "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            "hostname": socket.gethostname(), "seed": seed, "tvmgen_version": tvmgen_version(),
            "gpu": info.get("gpu"), "driver": info.get("driver"), "cuda": info.get("cuda_runtime"),
            "compute_capability": info.get("compute_capability"), "device": info, "timeout_s": timeout}


def summarize(results: list[dict], total: int) -> dict:
    n = {s: sum(r["status"] == s for r in results) for s in ("pass", "fail", "error")}
    return {**n, "total": total, "finished": len(results)}


def write_report(path: str | os.PathLike, header: dict, results: list[dict], total: int, interrupted: bool = False) -> None:
    """Atomic: a reader, or a run killed mid-write, sees the previous complete report or this one."""
    path = Path(path)
    doc = {**header, "summary": {**summarize(results, total), "interrupted": interrupted}, "results": results}
    write_files(path.parent, {path.name: json.dumps(jsonable(doc), indent=1) + "\n"})


# -- console ------------------------------------------------------------------------------------
def _g(x, fmt="{:.2e}") -> str:
    if x is None:
        return "-"
    try:
        return fmt.format(float(x))
    except (TypeError, ValueError):
        return str(x)  # "inf" / "nan" after JSON


def _tol(r: dict) -> str:
    t = list(r.get("tolerance", {}).values())
    if not t:
        return "-"
    atol, rtol = max(t, key=lambda v: v[0] + v[1])  # the loosest output; one output is the common case
    return f"{atol:.1e} / {rtol:.1e}"


def _time(ms) -> str:
    return "-" if ms is None else (f"{ms * 1e3:.1f} us" if ms < 1 else f"{ms:.3f} ms")


def _det(r: dict) -> str:
    return {True: "yes", False: "NO", None: "-"}[r.get("deterministic")]


def table_rows(results: list[dict]) -> list[tuple]:
    """The console table's rows: one per shader, then one per size of a run-time-shape shader ("  @m=7")."""
    def cols(name, r):
        return (name, r["status"], _g(r.get("max_abs_err")), _g(r.get("max_rel_err")), _tol(r),
                _g(r.get("worst_ratio"), "{:.3f}"), _det(r), _time(r.get("time_ms")))
    rows = []
    for r in results:
        rows.append(cols(r["name"], r))
        rows += [cols(f"  @{size_label(s['size'])}", s) for s in r.get("sizes") or []]
    return rows


def print_table(results: list[dict], summary: dict, seed: int, info: dict, file=None) -> None:
    file = file or sys.stdout
    line = (f"{summary['total']} shaders: {summary['pass']} pass, {summary['fail']} fail, {summary['error']} error"
            + (f", {summary['total'] - summary['finished']} not run" if summary["finished"] < summary["total"] else "")
            + f"  (seed {seed}, {info.get('gpu') or 'GPU'})")
    rows = table_rows(results)
    heads = ("shader", "status", "max abs err", "max rel err", "atol / rtol", "err/tol", "determ.", "time")
    notes = [f"{r['name']}: {short(r['message'])}" for r in results if r["status"] != "pass" and r.get("message")]
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        w = [max(len(str(c)) for c in col) for col in zip(heads, *rows)]
        for row in (heads, *rows):
            print("  ".join(str(c).ljust(n) for c, n in zip(row, w)), file=file)
        for n in notes:
            print(n, file=file)
        print(line, file=file)
        return
    # Captured output (a log, a remote run) gets the table's natural width instead of 80 columns.
    con = Console(file=file, width=None if file.isatty() else 1000)
    table = Table(box=None, header_style="bold")
    for h in heads:
        table.add_column(h, no_wrap=True)
    for row in rows:
        colour = {"pass": "green", "fail": "red", "error": "magenta"}[row[1]]
        table.add_row(row[0], f"[{colour}]{row[1]}[/]", *row[2:])
    con.print(table)
    for n in notes:
        con.print(n, markup=False, highlight=False)
    con.print(line, style="bold", markup=False, highlight=False)


class _Progress:
    """A bar on stderr at a terminal; one line per shader otherwise (logs, captured output)."""

    def __init__(self, total: int):
        self.total, self.done, self.bar = total, 0, None
        if sys.stderr.isatty():
            try:
                from rich.console import Console
                from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
                self.bar = Progress(TextColumn("verify"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                                    TextColumn("{task.description}"), console=Console(stderr=True), transient=True)
                self.task = self.bar.add_task("", total=total)
                self.bar.start()
            except ImportError:
                self.bar = None

    def start(self, name: str) -> None:
        if self.bar:
            self.bar.update(self.task, description=name)

    def finish(self, r: dict) -> None:
        self.done += 1
        line = f"[{self.done}/{self.total}] {r['name']}: {r['status']}" + (
            f" {_time(r['time_ms'])}" if r.get("time_ms") is not None else "") + (
            f" ({short(r['message'], 160)})" if r["status"] != "pass" and r.get("message") else "")
        if self.bar:
            self.bar.advance(self.task)
            self.bar.console.print(line, markup=False, highlight=False)
        else:
            print(line, file=sys.stderr, flush=True)

    def stop(self) -> None:
        if self.bar:
            self.bar.stop()


# -- command ------------------------------------------------------------------------------------
def _moves(path: Path) -> int:
    """The bytes a shader's manifest says it moves at least (0 when unreadable: the worker reports why)."""
    try:
        return int(json.loads(Path(path).read_text()).get("min_bytes") or 0)
    except (OSError, ValueError, TypeError, AttributeError):
        return 0


def check_chosen(manifests: list[Path], chosen: dict[str, list[int]] | None) -> None:
    """ParamError (one line) unless every size chosen with --sizes names a run-time size of some shader given and
    lies in the range of every shader that has that symbol; checked before a GPU is looked for."""
    from .ops.base import ParamError
    from .sizes import is_ranged

    if not chosen:
        return
    seen: set[str] = set()
    for path in manifests:
        try:
            m = json.loads(Path(path).read_text())
        except (OSError, ValueError):
            continue  # preflight has judged the file already
        if isinstance(m, dict) and is_ranged(m):
            seen |= set(m.get("symbols") or {})
            points_for(m, chosen)
    if not seen:
        raise ParamError("sizes: none of the shaders given has run-time sizes")
    for s in chosen:
        if s not in seen:
            raise ParamError(f"sizes: {s} is not a run-time size of any shader given (they have: {', '.join(sorted(seen))})")


def verify_command(paths: list[str], seed: int | None, report: str | None, timeout: float = DEFAULT_TIMEOUT,
                   *, runs: int = RUNS, timing: bool = True, jobs: int = 1,
                   table_root: str | Path | None = reports.REPORTS, sizes: dict[str, list[int]] | None = None) -> int:
    """The `tvmgen verify` command; returns the exit status. jobs > 1 runs that many workers side by side
    (references on the CPU dominate a large catalog); their timings then share the GPU. With a report kept in
    <table_root>/<gpu>/runs/, its rows also merge into that GPU's current table as they are written (table_root
    None: never)."""
    def fail(msg: str, code: int) -> int:
        print(f"tvmgen verify: {msg}", file=sys.stderr)
        return code

    from .ops.base import ParamError

    manifests = preflight(paths, report)  # bad files are reported on any machine, exit 2
    if manifests is None:
        return 2
    try:
        check_chosen(manifests, sizes)
    except ParamError as e:
        return fail(str(e), 2)
    seed = random_seed() if seed is None else int(seed)

    worker, info = start_for("verify", timeout)
    if worker is None:
        return info

    print(f"verifying {len(manifests)} shader(s) on {info.get('gpu')}, seed {seed} (repeat with --seed {seed})",
          file=sys.stderr, flush=True)
    header = report_header(info, seed, timeout)
    results: list[dict] = []
    if report:
        try:  # fail now rather than after the first shader
            Path(report).parent.mkdir(parents=True, exist_ok=True)
            write_report(report, header, results, len(manifests))
        except OSError as e:
            worker.close()
            return fail(f"cannot write the report {report}: {e}", 1)
    table = reports.Recorder(report, info.get("gpu"), table_root) if report else None
    interrupted = False
    progress = _Progress(len(manifests))
    lock = threading.Lock()
    workers = [worker] + [Worker(startup_timeout=max(timeout, 60.0)) for _ in range(max(jobs, 1) - 1)]
    heavy = {p for p in manifests if _moves(p) > HEAVY_BYTES}
    todo = sorted(manifests, key=lambda p: p not in heavy)  # the long ones first, so the others fill in beside them
    one_heavy = threading.Semaphore(1)  # one at a time: each holds tens of GB of host memory

    def take() -> Path | None:
        """The next shader this worker may start (None: none now, a heavy one waits for the one running)."""
        for i, path in enumerate(todo):
            if path not in heavy or one_heavy.acquire(blocking=False):
                return todo.pop(i)
        return None

    def drain(w: Worker) -> None:
        while True:
            with lock:
                if not todo or interrupted:
                    return
                path = take()
                if path is not None:
                    progress.start(path.stem)
            if path is None:
                time.sleep(0.2)
                continue
            try:
                _verify_one(w, path)
            finally:
                if path in heavy:
                    one_heavy.release()

    def _verify_one(w: Worker, path: Path) -> None:
        sub = derive_seed(seed, path.stem)
        task = {"kind": "verify", "manifest": str(path.resolve()), "seed": sub, "runs": runs, "time": timing,
                "sizes": sizes}
        try:
            r = w.call(task, timeout)
            r["manifest"] = str(path)
        except (WorkerError, GpuUnavailable) as e:
            if interrupted:  # the run killed its worker: the shader did not finish, it did not fail
                return
            r = error_result(path, sub, str(e))
        with lock:
            results.append(r)
            progress.finish(r)
            if report:
                write_report(report, header, results, len(manifests))
                table.update()

    threads = [threading.Thread(target=drain, args=(w,), daemon=True) for w in workers]
    try:
        with terminate_as_interrupt():  # SIGTERM (e.g. from `timeout`) stops the run as Ctrl-C does
            for t in threads:
                t.start()
            for t in threads:
                while t.is_alive():
                    t.join(0.5)
    except KeyboardInterrupt:
        interrupted = True
        for w in workers:
            w.kill()  # it may be deep in a long kernel; do not wait for it
    finally:
        progress.stop()
        for w in workers:
            w.close()
    order = {str(p): i for i, p in enumerate(manifests)}
    results.sort(key=lambda r: order.get(r["manifest"], len(order)))
    if report:
        write_report(report, header, results, len(manifests), interrupted)
        table.update()
        if table.done():
            print(f"tvmgen verify: {table.done()}", file=sys.stderr)
    summary = summarize(results, len(manifests))
    print_table(results, summary, seed, info)
    if interrupted:
        return 130
    return 0 if summary["pass"] == len(manifests) else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tvmgen.verify", description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", metavar="PATH", help="manifests (*.json) or folders searched recursively")
    ap.add_argument("--seed", type=int, default=None, help="seed of the random inputs (default: random, printed)")
    ap.add_argument("--report", default=None, metavar="FILE", help="write a JSON report, updated after each shader")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="S",
                    help=f"seconds allowed per shader, compile and reference included (default {DEFAULT_TIMEOUT:g})")
    ap.add_argument("--runs", type=int, default=RUNS, help="runs compared for determinism (default 3)")
    ap.add_argument("--no-time", action="store_true", help="skip the timing")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="workers side by side (default 1)")
    ap.add_argument("--table-dir", default=str(reports.REPORTS), metavar="DIR",
                    help="reports folder whose <gpu>/current.json takes the rows of a report kept in its <gpu>/runs/")
    ap.add_argument("--no-table", action="store_true", help="leave the current table alone")
    ap.add_argument("--sizes", action="append", default=[], metavar="SYM=V1,V2",
                    help="sizes of run-time-shape shaders to verify at, e.g. m=1,7,512 (repeatable; default: lo, "
                         "opt, hi, hi - 1 and odd sizes inside each range)")
    a = ap.parse_args(argv)
    from .ops.base import ParamError
    from .sizes import parse_size_lists
    try:
        chosen = parse_size_lists(a.sizes) if a.sizes else None
    except ParamError as e:
        print(f"tvmgen verify: {e}", file=sys.stderr)
        return 2
    return verify_command(a.paths, a.seed, a.report, a.timeout, runs=a.runs, timing=not a.no_time, jobs=a.jobs,
                          table_root=None if a.no_table else a.table_dir, sizes=chosen)


if __name__ == "__main__":
    sys.exit(main())
