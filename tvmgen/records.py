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


def stale(rec: dict) -> list[str]:
    """Knobs the record's rule has now that its config does not set: it was tuned over a smaller space, and the
    rule's default for those knobs may not be what was measured (nor better than the new default)."""
    from .rules import RULES

    rule = RULES.get(rec.get("rule", ""))
    return [] if rule is None else [k for k in rule.space if k not in rec.get("config", {})]


def lookup(op: str, params: dict, arch: str, folder: Path | None = None) -> tuple[dict, Path] | None:
    """The best record for exactly these parameters and arch, or None."""
    folder = folder or SCHEDULES_DIR
    want_params = canonical(op, params)
    best = None
    for f in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            rec = json.loads(f.read_text())
        except ValueError:
            continue
        if rec.get("op") != op or rec.get("arch") != arch:
            continue
        if canonical(op, rec.get("params", {})) == want_params and (best is None or rec["time_ms"] < best[0]["time_ms"]):
            best = (rec, f)
    return best


def usable(op: str, params: dict, arch: str, folder: Path | None = None) -> tuple[dict, Path] | None:
    """The record `emit` builds from: the best one, unless it is stale (then the rule's default: re-tune to
    refresh it)."""
    rec = lookup(op, params, arch, folder)
    return None if rec is None or stale(rec[0]) else rec
