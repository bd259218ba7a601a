"""Run-time sizes: a dimension written `lo..hi@opt` is chosen when the shader runs, not when it is emitted.

No TVM here: the GPU side reads schema-2 manifests with this module, `expr` and the operators alone.

Syntax. An integer parameter that an operator lists in `runtime` (GEMM's `m`, matmul's `batch`, cross-entropy's
`n`) may be written `lo..hi` or `lo..hi@opt`; a shape parameter may have its leading (batch) dimension written
so: `input=1..256@32x56x56x64`. The symbol is the parameter's name for an integer parameter and `n` for the
leading dimension of a shape (two shapes with a ranged batch share it, and must give the same range). `opt` is the
size the schedule is chosen and tuned for; omitted, it is `default_opt`.

The schema-2 manifest (schema 1, one exact shape, stays readable):
* `params`: as written, ranges included (`"m": "1..8192@512"`).
* `symbols`: `{name: {"lo", "hi", "opt"}}`, in the order the launcher takes them.
* `inputs`, `outputs`: tensors whose shape (and strides) entries are integers or expressions of the symbols
  (`tvmgen.expr`: + - * floordiv ceildiv min max).
* `variants`: one per sub-range, each `{"when": {symbol: [lo, hi]}, "chunk", "rule", "config", "origin",
  "workspaces", "kernels"}`, covering the range without overlap in ascending order. `chunk` B: the static
  shader of size B run in ceildiv(n, B) chunks (tvmgen.chunks); no `chunk`: kernels that take the size as their
  bound (guarded loads and stores), built by a rule that accepts a symbolic size (`Rule.symbolic`). A kernel's `grid` and a
  workspace's `bytes` are expressions; an argument `{"kind": "size", "name": symbol, "dtype": "int64"}` passes the
  size to the kernel. The launcher and the runner pick the variant whose `when` holds the sizes.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from . import expr
from .ops.base import Operator, ParamError, TensorSpec

SCHEMA = 2
_RANGE = re.compile(r"^\s*(\d+)\s*\.\.\s*(\d+)\s*(?:@\s*(\d+))?\s*$")
BATCH = "n"  # the symbol of a shape parameter's leading dimension
ODD_SIZES = (1, 7, 33, 1000)  # verify's sizes inside every range, beside lo, opt, hi and hi - 1


@dataclass(frozen=True)
class Range:
    lo: int
    hi: int
    opt: int

    def to_json(self) -> dict:
        return {"lo": self.lo, "hi": self.hi, "opt": self.opt}

    @staticmethod
    def from_json(d: dict) -> "Range":
        return Range(int(d["lo"]), int(d["hi"]), int(d["opt"]))

    def text(self) -> str:
        return f"{self.lo}..{self.hi}@{self.opt}"


def default_opt(lo: int, hi: int) -> int:
    """The power of two nearest the geometric middle of the range (32 for 1..1024), kept inside it: the size most
    sizes of a log-spread workload are nearest to."""
    mid = 2 ** round(math.log2(math.sqrt(lo * hi)))
    return min(hi, max(lo, mid))


def parse_range(text: str, name: str) -> Range | None:
    """`lo..hi[@opt]` -> Range; None when `text` is not written as a range; ParamError for a bad one."""
    m = _RANGE.match(str(text))
    if not m:
        if ".." in str(text):
            raise ParamError(f"{name}={text!r}: a run-time size is written lo..hi or lo..hi@opt, e.g. 1..8192@512")
        return None
    lo, hi = int(m.group(1)), int(m.group(2))
    if lo < 1 or hi < lo:
        raise ParamError(f"{name}={text}: a run-time size needs 1 <= lo <= hi")
    opt = int(m.group(3)) if m.group(3) else default_opt(lo, hi)
    if not lo <= opt <= hi:
        raise ParamError(f"{name}={text}: opt {opt} must lie in {lo}..{hi}")
    return Range(lo, hi, opt)


def split(op: Operator, raw: dict[str, Any]) -> tuple[dict[str, Range], dict[str, str]]:
    """(symbols, where): the ranges written in `raw` and, for each parameter holding one, its symbol. Empty when
    every size is fixed. ParamError for a range on a parameter the operator cannot take at run time."""
    kinds = {p.name: p.kind for p in op.params}
    symbols: dict[str, Range] = {}
    where: dict[str, str] = {}
    for k, v in raw.items():
        if k not in kinds or isinstance(v, (bool, int, float, list, tuple)):
            continue
        text = str(v)
        if ".." not in text:
            continue
        if kinds[k] == "shape":
            head, _, rest = text.partition("x")
            if any(".." in part for part in rest.split("x")):
                raise ParamError(f"{k}={text}: only the leading (batch) dimension of a shape can be a run-time size")
            r, s = parse_range(head, k), BATCH
        else:
            r, s = parse_range(text, k), k
        if k not in getattr(op, "runtime", ()):
            takes = ", ".join(op.runtime) if getattr(op, "runtime", ()) else "none"
            raise ParamError(f"{k}={text}: {op.name} cannot take {k} at run time (run-time parameters: {takes})")
        if s in symbols and symbols[s] != r:
            raise ParamError(f"{k}={text}: symbol {s} is already {symbols[s].text()}; every ranged batch must agree")
        symbols[s], where[k] = r, s
    return symbols, where


def parse_params(op: Operator, raw: dict[str, Any]) -> tuple[dict[str, Range], dict[str, str], dict]:
    """(symbols, where, parameters): `split`, and the operator's parsed parameters, at the low end of the range when
    there is one. ParamError for any bad one, before TVM is loaded: more than one run-time size, or a range these
    parameters refuse (op.runtime_error, named by its parameter)."""
    symbols, where = split(op, raw)
    if not symbols:
        return symbols, where, op.parse(raw)
    p = op.parse(at(raw, where, {s: r.lo for s, r in symbols.items()}))
    if len(symbols) > 1:
        raise ParamError(f"{', '.join(where)}: a shader takes one run-time size ({len(symbols)} given)")
    why = op.runtime_error(p)
    if why:
        param = next(iter(where))
        raise ParamError(why if why.split(":", 1)[0].split("=", 1)[0] in raw else f"{param}: {why}")
    return symbols, where, p


def at(raw: dict[str, Any], where: dict[str, str], sizes: dict[str, int]) -> dict[str, Any]:
    """`raw` with each range replaced by its symbol's size: the parameters of one exact shape."""
    out = dict(raw)
    for k, s in where.items():
        _, sep, rest = str(raw[k]).partition("x")
        out[k] = f"{sizes[s]}{sep}{rest}"
    return out


def params_at(op: Operator, params: dict[str, Any], sizes: dict[str, int]) -> dict:
    """The operator's parsed parameters of a schema-2 manifest's `params` at `sizes`."""
    symbols, where = split(op, params)
    check_sizes(symbols, sizes)
    return op.parse(at(params, where, sizes))


def check_sizes(symbols: dict[str, Range], sizes: dict[str, int]) -> None:
    """ParamError unless `sizes` gives every symbol a value inside its range, and nothing else."""
    for s in sizes:
        if s not in symbols:
            raise ParamError(f"sizes: {s} is not a run-time size of this shader ({', '.join(symbols) or 'none'})")
    for s, r in symbols.items():
        if s not in sizes:
            raise ParamError(f"sizes: {s} needs a value in {r.lo}..{r.hi}")
        v = sizes[s]
        if isinstance(v, bool) or not isinstance(v, int) or not r.lo <= v <= r.hi:
            raise ParamError(f"sizes: {s}={v} is outside the shader's range {r.lo}..{r.hi}")


def verify_sizes(r: Range) -> list[int]:
    """Where verify runs a range by default: lo, opt, hi, hi - 1 and the odd sizes inside it."""
    return sorted({r.lo, r.opt, r.hi, max(r.lo, r.hi - 1), *(s for s in ODD_SIZES if r.lo <= s <= r.hi)})


def parse_size_lists(items: list[str]) -> dict[str, list[int]]:
    """`--sizes m=1,16,64` (repeatable) -> {"m": [1, 16, 64]}."""
    out: dict[str, list[int]] = {}
    for it in items:
        k, eq, v = it.partition("=")
        if not eq or not k.strip():
            raise ParamError(f"sizes: {it!r} is written symbol=v1,v2,..., e.g. m=1,16,64")
        try:
            vals = [int(x) for x in v.split(",") if x.strip()]
        except ValueError:
            raise ParamError(f"sizes: {it!r}: the sizes are integers separated by ','") from None
        if not vals:
            raise ParamError(f"sizes: {it!r} lists no size")
        out.setdefault(k.strip(), []).extend(vals)
    return out


def size_points(symbols: dict[str, Range], chosen: dict[str, list[int]] | None) -> list[dict[str, int]]:
    """Every combination of sizes to run: `chosen` where given (each checked against its range), else
    verify_sizes per symbol."""
    lists = {}
    for s, r in symbols.items():
        vals = (chosen or {}).get(s) or verify_sizes(r)
        for v in vals:
            check_sizes({s: r}, {s: v})
        lists[s] = sorted(set(vals))
    for s in chosen or {}:
        if s not in symbols:
            raise ParamError(f"sizes: {s} is not a run-time size of this shader ({', '.join(symbols) or 'none'})")
    points: list[dict[str, int]] = [{}]
    for s, vals in lists.items():
        points = [{**pt, s: v} for pt in points for v in vals]
    return points


# -- tensors as expressions of the symbols ------------------------------------------------------------
def affine(values: list[tuple[int, int]], s: str) -> str | int:
    """The expression a*s + b through the points (size, value); an int when the value does not depend on s."""
    (x0, y0), (x1, y1) = values[0], values[1]
    if y0 == y1:
        return y0
    a, rem = divmod(y1 - y0, x1 - x0)
    if rem:
        raise ParamError(f"a tensor dimension is not linear in {s}")
    b = y0 - a * x0
    e = expr.product(expr.sym(s), a)
    if b:
        e = expr.Expr("+" if b > 0 else "-", (e, expr.const(abs(b))))
    return str(e)


def tensor_exprs(specs_at: dict[int, list[TensorSpec]], s: str) -> list[dict]:
    """JSON tensors whose shapes and strides are expressions of symbol `s`, from the operator's tensors at two or
    more sizes (`specs_at`: size -> tensors); every size given must agree with the expressions."""
    sizes = sorted(specs_at)
    base = specs_at[sizes[0]]
    out = []
    for i, t in enumerate(base):
        d = t.to_json()
        for key in ("shape", "strides"):
            if d.get(key) is None:
                continue
            col = []
            for j in range(len(d[key])):
                pts = [(z, (getattr(specs_at[z][i], key))[j]) for z in sizes]
                e = affine(pts[:2], s) if len(pts) > 1 else pts[0][1]
                for z, v in pts:
                    if expr.evaluate(e, {s: z}) != v:
                        raise ParamError(f"{t.name}.{key}[{j}] is not linear in {s}")
                col.append(e)
            d[key] = col
        out.append(d)
    return out


def eval_tensor(t: dict, env: dict[str, int]) -> TensorSpec:
    """A schema-2 JSON tensor at these sizes."""
    shape = tuple(expr.evaluate(x, env) for x in t["shape"])
    strides = t.get("strides")
    return TensorSpec(t["name"], shape, t["dtype"],
                      tuple(expr.evaluate(x, env) for x in strides) if strides is not None else None)


def variant_for(m: dict, env: dict[str, int]) -> dict:
    """The variant of a schema-2 manifest whose `when` holds these sizes."""
    for v in m["variants"]:
        if all(lo <= env[s] <= hi for s, (lo, hi) in v["when"].items()):
            return v
    raise ParamError(f"sizes: no variant of {m['name']} serves {env}")


def kernel_at(k: dict, env: dict[str, int]) -> dict:
    """A schema-2 kernel with its grid, shared memory and tensor maps' sizes evaluated: the schema-1 form the runner
    launches."""
    from . import tensormap

    out = dict(k)
    out["grid"] = [expr.evaluate(g, env) for g in k["grid"]]
    out["dynamic_shared_bytes"] = expr.evaluate(k.get("dynamic_shared_bytes", 0), env)
    if any(a.get("kind") == "tensormap" for a in k.get("args", ())):
        out["args"] = [tensormap.at(a, env) if a.get("kind") == "tensormap" else a for a in k["args"]]
    return out


def is_ranged(m: dict) -> bool:
    return m.get("schema") == SCHEMA


# -- names ---------------------------------------------------------------------------------------------
_PROBES = (7919, 7907)  # two sizes of four digits: where the two names differ is where the size is written


def range_slug(r: Range) -> str:
    """How a shader's name writes a range: `1_8192`, with `at512` after it when opt is not the default one."""
    return f"{r.lo}_{r.hi}" + (f"at{r.opt}" if r.opt != default_opt(r.lo, r.hi) else "")


def shader_name(op: Operator, raw: dict[str, Any]) -> str:
    """The name of a shader with run-time sizes: the operator's name of the parameters with each ranged size written
    as range_slug (`matmul_m1_8192at512_n4096_k4096_float16`); the plain name when nothing is ranged."""
    symbols, where = split(op, raw)
    if not symbols:
        return op.shader_name(op.parse(raw))
    a, b = (op.shader_name(op.parse(at(raw, where, {s: z for s in symbols}))) for z in _PROBES)
    if len(a) != len(b):
        raise ParamError(f"{', '.join(where)}: cannot place the run-time size in the shader's name")
    # one symbol per shader (ranged.build_ranged), written in one or more places
    slug_ = range_slug(next(iter(symbols.values())))
    out, i = [], 0
    while i < len(a):
        if a[i:i + 4] == str(_PROBES[0]) and b[i:i + 4] == str(_PROBES[1]):
            out.append(slug_)
            i += 4
        else:
            out.append(a[i])
            i += 1
    return "".join(out)
