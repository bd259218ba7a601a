"""Tuned configs in `schedules/`: one JSON file per (operator, params, arch), human-readable.

`emit` uses a matching record's rule and config; without one it uses the rule chain's default.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from . import ops
from .ops.base import ParamError

SCHEDULES_DIR = Path(os.environ.get("TVMGEN_SCHEDULES", Path(__file__).resolve().parent.parent / "schedules"))


def key(op: str, params: dict, arch: str) -> dict:
    return {"op": op, "params": {k: list(v) if isinstance(v, tuple) else v for k, v in params.items()}, "arch": arch}


def canonical(op: str, params: dict) -> dict | None:
    """Parameters as JSON stores them, parsed again so that a parameter added since they were written takes
    its default (conv2d's algo); None when they no longer parse."""
    try:
        return json.loads(json.dumps(key(op, ops.get(op).parse(params), "")["params"]))
    except (KeyError, TypeError, ParamError):
        return None


def stale(rec: dict, p: dict | None = None) -> list[str]:
    """Knobs the record's rule has now that its config does not set: it was tuned over a smaller space, and the
    rule's default for those knobs may not be what was measured (nor better than the new default). Given the
    parameters `p`, only the knobs the rule's default sets for them count: one it leaves unset builds the same
    kernel with or without the record (conv_wgmma's `splits` and `nchw_copy` where its default has neither), so a
    record without it, from a candidate emitted with `--config`, is still the kernel measured."""
    from .rules import RULES

    rule = RULES.get(rec.get("rule", ""))
    missing = [] if rule is None else [k for k in rule.space if k not in rec.get("config", {})]
    if not missing or p is None:
        return missing
    from . import hardware, ops

    default = rule.default(ops.get(rec["op"]), p, hardware.get(rec["arch"]))
    return [k for k in missing if k in default]


def read(path: Path) -> dict:
    """One record of the schedules folder, its fields of the types `emit` relies on; else a ParamError that names
    the file (a broken record would otherwise stop every emit, or be passed over without a word)."""
    try:
        rec = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ParamError(f"schedules: {path} is not a tuning record ({getattr(e, 'strerror', None) or e}); "
                         "remove it, or import it again with `tvmgen tune ... --import`") from None
    types = {"op": str, "arch": str, "params": dict, "rule": str, "config": dict, "time_ms": (int, float)}
    wrong = [k for k, t in types.items() if not isinstance(rec, dict) or not isinstance(rec.get(k), t)
             or isinstance(rec.get(k), bool)]
    if wrong:
        raise ParamError(f"schedules: {path} is not a tuning record (wrong or missing: {', '.join(wrong)}); remove "
                         "it, or import it again with `tvmgen tune ... --import`")
    return rec


def lookup(op: str, params: dict, arch: str, folder: Path | None = None) -> tuple[dict, Path] | None:
    """The best record for exactly these parameters and arch, or None."""
    folder = folder or SCHEDULES_DIR
    want_params = canonical(op, params)
    best = None
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        rec = read(f)
        if rec.get("op") != op or rec.get("arch") != arch:
            continue
        if canonical(op, rec.get("params", {})) == want_params and (best is None or rec["time_ms"] < best[0]["time_ms"]):
            best = (rec, f)
    return best


def usable(op: str, params: dict, arch: str, folder: Path | None = None) -> tuple[dict, Path] | None:
    """The record `emit` builds from: the best one, unless it is stale (then the rule's default: re-tune to
    refresh it)."""
    rec = lookup(op, params, arch, folder)
    return None if rec is None or stale(rec[0], params) else rec
