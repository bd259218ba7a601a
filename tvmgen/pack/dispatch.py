"""Which shader an entry launches for which sizes, in Python: the rule the generated C++ compiles (cpp.conditions),
used to refuse overlapping shaders, to write the tests' expected picks and to spell sizes in messages."""
from __future__ import annotations

import json
from typing import Any

from .. import expr, sizes
from ..launcher import workspace_layout
from .model import Entry, Field, Shader


def values_of(sh: Shader, fields: list[Field], x: int | None = None) -> dict[str, Any]:
    """The sizes a shader serves (schema 2: with its symbol at x, default opt) as the entry's fields."""
    out = {}
    for f in fields:
        v = sh.p[f.name]
        v = tuple(int(d) for d in v) if f.kind == "shape" else int(v)
        if f.name in sh.where and x is not None:
            v = (x,) + v[1:] if f.kind == "shape" else x
        out[f.name] = v
    return out


def serves(sh: Shader, fields: list[Field], values: dict[str, Any]) -> bool:
    """Whether shader `sh` serves the sizes `values` (field -> int or tuple): the rule the C++ dispatch compiles."""
    base = values_of(sh, fields)
    lead = None
    for f in fields:
        v, b = values[f.name], base[f.name]
        if f.name not in sh.where:
            if v != b:
                return False
            continue
        if f.kind == "shape":
            if len(v) != len(b) or tuple(v[1:]) != b[1:]:
                return False
            x = v[0]
        else:
            x = v
        if lead is None:
            r = sh.symbols[sh.where[f.name]]
            if not r.lo <= x <= r.hi:
                return False
            lead = x
        elif x != lead:
            return False
    return True


def pick(entry: Entry, values: dict[str, Any]) -> Shader | None:
    """The shader the entry launches for these sizes: the first in dispatch order that serves them."""
    return next((sh for sh in entry.shaders if serves(sh, entry.fields, values)), None)


def symbol_value(sh: Shader, fields: list[Field], values: dict[str, Any]) -> int:
    f = next(f for f in fields if f.name in sh.where)
    v = values[f.name]
    return v[0] if f.kind == "shape" else v


def workspace_bytes(sh: Shader, fields: list[Field], values: dict[str, Any]) -> int:
    """What `<entry>_workspace_bytes` answers when `sh` serves these sizes."""
    if not sh.ranged:
        return workspace_layout(sh.m.get("workspaces", []))[1]
    env = {next(iter(sh.symbols)): symbol_value(sh, fields, values)}
    v = sizes.variant_for(sh.m, env)
    return workspace_layout([{"bytes": expr.evaluate(w["bytes"], env)} for w in v.get("workspaces", [])])[1]


def spell(fields: list[Field], values: dict[str, Any]) -> str:
    return " ".join(f"{f.name}={'x'.join(map(str, values[f.name])) if f.kind == 'shape' else values[f.name]}"
                    for f in fields) or "(no sizes)"


def spell_served(sh: Shader, fields: list[Field]) -> str:
    """The sizes a shader serves, in words: `shape=32x256x56x56`, `m=1..8192 n=4096 k=4096`."""
    base = values_of(sh, fields)
    parts = []
    for f in fields:
        v = base[f.name]
        if f.name in sh.where:
            r = sh.symbols[sh.where[f.name]]
            span = f"{r.lo}..{r.hi}"
            parts.append(f"{f.name}=" + ("x".join([f"({span})", *map(str, v[1:])]) if f.kind == "shape" else span))
        else:
            parts.append(f"{f.name}={'x'.join(map(str, v)) if f.kind == 'shape' else v}")
    return " ".join(parts) or "(no sizes)"


def overlap(a: Shader, b: Shader, fields: list[Field]) -> dict[str, Any] | None:
    """Sizes both run-time-size shaders serve, or None. Each has one symbol: the sizes it serves are its values at
    x in its range; two such lines meet where the fields one fixes give the other's symbol, or on the ranges'
    common part when they vary the same fields, so these candidates settle it."""
    cands = set()
    for s in (a, b):
        r = next(iter(s.symbols.values()))
        cands |= {r.lo, r.hi}
    for s in (a, b):
        for f, v in values_of(s, fields).items():
            if f not in s.where:
                cands.add(v[0] if isinstance(v, tuple) and v else v if isinstance(v, int) else 0)
    ra, rb = next(iter(a.symbols.values())), next(iter(b.symbols.values()))
    cands.add(max(ra.lo, rb.lo))
    for x in sorted(cands):
        if not ra.lo <= x <= ra.hi:
            continue
        va = values_of(a, fields, x)
        if serves(b, fields, va):
            return va
    return None


# -- size points (the tests' dispatch table and golden cases) ---------------------------------------------
def encode(entry: Entry, values: dict[str, Any]) -> list[int]:
    """The sizes as the C++ test reads them: per field, an int, or a shape's rank then its dimensions."""
    out: list[int] = []
    for f in entry.fields:
        v = values[f.name]
        out += [len(v), *v] if f.kind == "shape" else [v]
    return out


def dispatch_points(entry: Entry) -> list[dict[str, Any]]:
    """Sizes to check the compiled dispatch at: each shader's own (schema 2: lo, opt, hi and just outside), and no
    sizes at all (zeros, empty shapes: served by none)."""
    pts = [{f.name: (() if f.kind == "shape" else 0) for f in entry.fields}]
    for sh in entry.shaders:
        if not sh.ranged:
            pts.append(values_of(sh, entry.fields))
            continue
        r = next(iter(sh.symbols.values()))
        pts += [values_of(sh, entry.fields, x) for x in sorted({r.lo, r.opt, r.hi, r.lo - 1, r.hi + 1})]
    out, seen = [], set()
    for pt in pts:
        key = json.dumps(pt, sort_keys=True)
        if key not in seen:
            seen.add(key)
            out.append(pt)
    return out
