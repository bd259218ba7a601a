"""Variants whose kernels take the run-time size as their bound: built by a rule that accepts a symbolic size.

A rule lists in `symbolic` the parameters its `build` accepts as a TIR variable (matmul_wgmma: `m`; conv_wgmma: the
batch of `input`). Its kernel then guards the rows past the size (zero-filled loads, predicated stores) and TVM
passes the size to the kernel as a scalar parameter; the launch extents are expressions of it. Against chunks
(tvmgen.chunks) nothing is computed twice and no sub-range needs n >= B: the swapped small-M GEMM serves every M up to
32 in one pass at the cost of M = 32.

The range is cut at powers of two; each piece's schedule is the one the chain (or a tuning record) picks at its top
end, and neighbouring pieces with the same schedule are one variant.
"""
from __future__ import annotations

from . import expr, hardware
from .ops.base import Operator, ParamError


def rule_for(op: Operator, p: dict, hw, choose, symbolic: str | None = None):
    """(rule object, config, origin) the chain or a record picks for the exact parameters `p`; `symbolic`: the
    chain's first rule that takes that parameter as a run-time size instead of its first rule."""
    from . import rules

    rule_name, config, origin = choose(p)
    if rule_name is None:
        found = rules.first_valid(op, p, hw, config, symbolic)
        return (*found, origin) if found else None
    rule = rules.get(rule_name, op)
    cfg = dict(rule.default(op, p, hw))
    cfg.update(config or {})
    return rule, cfg, origin


def pieces(lo: int, hi: int, opt: int) -> list[tuple[int, int, int]]:
    """(lo, hi, the size the schedule is chosen at) of each power-of-two piece of lo..hi; opt picks its own piece's."""
    out, a = [], lo
    while a <= hi:
        top = min(hi, 1 << max(a - 1, 1).bit_length()) if a > 1 else min(hi, 1)
        top = max(top, a)
        out.append((a, top, opt if a <= opt <= top else top))
        a = top + 1
    return out


def plan(op: Operator, raw: dict, where: dict, s: str, r, arch: str, choose) -> list[dict] | None:
    """[{lo, hi, rule, config, origin}] when one symbolic-capable rule serves every piece of the range, else None.
    Where chunks cannot serve the operator (op.needs_whole: an output depends on the whole size) each piece takes
    the chain's first rule that accepts the size, ahead of faster ones that do not."""
    from . import sizes

    hw = hardware.get(arch)
    param = next(iter(where))
    out: list[dict] = []
    for lo, hi, at in pieces(r.lo, r.hi, r.opt):
        p = op.parse(sizes.at(raw, where, {s: at}))
        found = rule_for(op, p, hw, choose, param if op.needs_whole(p) else None)
        if found is None or param not in getattr(found[0], "symbolic", ()):
            return None
        rule, cfg, origin = found
        cfg = rule.run_time_config(op, p, hw, cfg)
        if out and out[-1]["rule"] is rule and out[-1]["config"] == cfg:
            out[-1]["hi"] = hi
            continue
        out.append({"lo": lo, "hi": hi, "at": at, "rule": rule, "config": cfg, "origin": origin})
    return out


def tir_text(e, names: set[str], lets: dict | None = None) -> str:
    """A launch extent of TIR as an expression of the manifest's form (tvmgen.expr); `lets`: the host code's bound
    variables (TVM names common subexpressions, `cse_v1 = n * 196 + 127`), by name."""
    lets = lets or {}
    rec = lambda x: tir_text(x, names, lets)  # noqa: E731
    kind = type(e).__name__
    if kind == "IntImm":
        return str(e.value) if e.value >= 0 else f"(0 - {-e.value})"
    if kind in ("Var", "SizeVar"):
        if e.name not in names and e.name in lets:
            return f"({rec(lets[e.name])})"
        if e.name not in names:
            raise ParamError(f"launch extent reads {e.name}, which is no run-time size")
        return e.name
    if kind == "Cast":
        return rec(e.value)
    if kind == "Mul" and type(e.a).__name__ == "FloorDiv" and type(e.a.b).__name__ == "IntImm" \
            and e.a.b.value < 0 and type(e.b).__name__ == "IntImm" and e.b.value < 0:
        # TVM writes ceildiv(x, c) * d as floordiv(x, -c) * -d
        return f"ceildiv({rec(e.a.a)}, {-e.a.b.value}) * {-e.b.value}"
    ops = {"Add": "+", "Sub": "-", "Mul": "*"}
    if kind in ops:
        return f"({rec(e.a)} {ops[kind]} {rec(e.b)})"
    fn = {"FloorDiv": "floordiv", "Min": "min", "Max": "max"}.get(kind)
    if fn:
        return f"{fn}({rec(e.a)}, {rec(e.b)})"
    raise ParamError(f"launch extent {e} is not of the manifest's expression form")


def tidy(text: str) -> str | int:
    """The expression re-written by tvmgen.expr (minimal parentheses); an int when it is a constant."""
    e = expr.parse(text)
    return e.value if e.op == "int" else str(e)
