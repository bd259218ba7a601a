"""`tvmgen measure DIR -o results.jsonl`: the GPU half of tuning. No TVM: artifacts, NumPy and CuPy only.

Each candidate of DIR (from `tvmgen tune --build-only -o DIR`) is verified and timed once in the isolated
worker (a kernel that faults or hangs costs its trial, not the run). One JSON line per trial, appended and
flushed as soon as it is known: {candidate, op, params, arch, rule, config, status, time_ms, message,
workspace_bytes, shared_bytes, gpu, driver, date, tvm_version}. A fast kernel with wrong results is a failed
trial (status "fail"); only "pass" trials are ever picked. Candidates already in the results file are
skipped, so a killed run is resumed by running the same command again. With DIR/tune.json, only the candidates it
lists are measured (an earlier seed's left in DIR are not), and every manifest is checked before a GPU is looked for.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import sys
from pathlib import Path

from .artifact import ArtifactError, check_all, check_writable, error_lines, find as find_manifests
from .gpuworker import Worker, WorkerError, jsonable, start_for
from .ops.base import ParamError

TIME_BUDGET_S = 0.5


def measure_task(task: dict) -> dict:
    """Worker handler: verify once and time one candidate."""
    from .verify import verify_shader

    r = verify_shader(task["manifest"], int(task["seed"]), runs=1, timing=True,
                      time_budget_s=float(task.get("time_budget_s", TIME_BUDGET_S)))
    return {"status": r["status"], "time_ms": r.get("time_ms"), "message": r.get("message", "")}


def done_candidates(results: Path) -> set[str]:
    """Candidates that already have a trial in the results file (a truncated last line does not count)."""
    done = set()
    try:
        text = results.read_text(encoding="utf-8")
    except FileNotFoundError:
        return done
    except (OSError, UnicodeDecodeError) as e:
        raise ArtifactError(f"{results}: not a results file this command appends to "
                            f"({getattr(e, 'strerror', None) or 'not UTF-8 text'})") from None
    for line in text.splitlines():
        try:
            t = json.loads(line)
        except ValueError:
            continue
        if isinstance(t, dict) and t.get("candidate"):
            done.add(t["candidate"])
    return done


def _append(results: Path, rec: dict) -> None:
    results.parent.mkdir(parents=True, exist_ok=True)
    with open(results, "a+b") as f:
        f.seek(0, os.SEEK_END)
        if f.tell():  # a killed run may have left half a line: start ours on a fresh one
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                f.write(b"\n")
        f.write((json.dumps(jsonable(rec)) + "\n").encode())
        f.flush()
        os.fsync(f.fileno())


def _trial(manifest: dict, path: Path, result: dict, info: dict) -> dict:
    from .runner import manifest_at

    # a run-time-shape candidate is described by its variant at opt (verify_shader ran it at every size; its
    # time is the one at opt)
    params, manifest = manifest.get("params"), manifest_at(manifest)  # the params as written: the range
    sched = manifest.get("schedule") or {}
    kernels = manifest.get("kernels") or []
    return {
        "candidate": manifest.get("name", path.stem), "op": manifest.get("op"), "params": params,
        "arch": (manifest.get("target") or {}).get("arch"), "rule": sched.get("rule"), "config": sched.get("config"),
        "status": result.get("status", "error"), "time_ms": result.get("time_ms"),
        "message": result.get("message", ""),
        "workspace_bytes": sum(int(w.get("bytes", 0)) for w in manifest.get("workspaces") or []),
        "shared_bytes": max((int(k.get("static_shared_bytes", 0)) + int(k.get("dynamic_shared_bytes", 0))
                             for k in kernels), default=0),
        "gpu": info.get("gpu"), "driver": info.get("driver"),
        "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "tvm_version": manifest.get("tvm_version"),
    }


def listed_candidates(folder: Path) -> list[Path]:
    """The manifests to measure in `folder`: with a tune.json (what `tvmgen tune --build-only` writes), the
    candidates it lists as built, so that candidates an earlier run (another seed) left beside them are not
    measured; without one, every manifest under the folder."""
    index = folder / "tune.json"
    if not index.exists():
        return find_manifests([folder])
    try:
        info = json.loads(index.read_text(encoding="utf-8"))
        names = [c["candidate"] for c in info["candidates"] if c.get("built", True)]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ArtifactError(f"{index}: not the list of candidates `tvmgen tune --build-only` writes ({e}); "
                            "rebuild them or remove it") from None
    if not all(isinstance(n, str) and n and "/" not in n for n in names):
        raise ArtifactError(f"{index}: candidates are named by plain file names")
    if not names:
        raise ArtifactError(f"{index}: none of its candidates was built (see {folder / 'build_failures.jsonl'})")
    find_manifests([folder])  # completes an interrupted write there
    return sorted(folder / f"{n}.json" for n in set(names))


def measure_command(folder: str, results: str, seed: int = 0, timeout: float = 120.0,
                    time_budget_s: float = TIME_BUDGET_S, worker: Worker | None = None,
                    progress: bool = True) -> int:
    """Exit status: 0 done, 1 the worker could not start, 2 bad input or no GPU."""

    out = Path(results)
    try:  # every file checked before a GPU is looked for: bad files are reported on any machine
        paths = listed_candidates(Path(folder))
        check_all(paths or [folder], "candidate manifests")
        check_writable(out.parent, "out")
        done = done_candidates(out)
    except (ArtifactError, ParamError) as e:
        for line in error_lines(e):
            print(line, file=sys.stderr)
        return 2
    manifests = [(p, json.loads(p.read_text())) for p in paths]
    todo = [(p, m) for p, m in manifests if m.get("name", p.stem) not in done]
    if not todo:
        print(f"all {len(manifests)} candidates already measured in {out}", file=sys.stderr)
        return 0
    worker, info = start_for("measure", timeout, worker)
    if worker is None:
        return info
    others = len(find_manifests([folder])) - len(paths)
    if others > 0:
        print(f"measuring the {len(paths)} candidates {Path(folder) / 'tune.json'} lists; {others} other manifests "
              f"in {folder} (an earlier run's) are left out", file=sys.stderr)
    bar = None
    if progress:
        try:
            from tqdm import tqdm
            bar = tqdm(total=len(manifests), initial=len(manifests) - len(todo), desc="measure", unit="cand",
                       file=sys.stderr)
        except ImportError:
            pass
    best, counts = None, {"pass": 0, "fail": 0, "error": 0}
    try:
        for p, m in todo:
            try:
                r = worker.call({"handler": "tvmgen.measure:measure_task", "manifest": str(p), "seed": seed,
                                 "time_budget_s": time_budget_s}, timeout=timeout)
            except WorkerError as e:
                r = {"status": "error", "time_ms": None, "message": str(e)}
            rec = _trial(m, p, r, info)
            _append(out, rec)
            counts[rec["status"]] = counts.get(rec["status"], 0) + 1
            if rec["status"] == "pass" and rec["time_ms"] and (best is None or rec["time_ms"] < best["time_ms"]):
                best = rec
            if bar:
                bar.update()
                bar.set_postfix_str(f"best {best['time_ms']:.4g} ms" if best else "best -")
    finally:
        if bar:
            bar.close()
        worker.close()
    print(f"{sum(counts.values())} trials ({counts['pass']} pass, {counts['fail']} fail, {counts['error']} error) "
          f"appended to {out}" + (f"; best this run {best['candidate']} {best['time_ms']:.4g} ms" if best else ""),
          file=sys.stderr)
    return 0
