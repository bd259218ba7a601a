"""Schedule rules, one folder per operator family (the families of `tvmgen.ops`), chained per operator: the first
that applies wins, and dlight's defaults end every chain.

In a family's folder, `schedule*.py` holds `ScheduleRule`s (they schedule the operator's TE module) and
`kernel*.py` holds `KernelRule`s (they write a TIRx kernel). `lib/` holds what several families build with.
Each family's `RULES` lists its rules in the order the chain breaks priority ties.
"""
from __future__ import annotations

from ..hardware import Arch
from ..ops import FAMILIES
from ..ops.base import Operator, ParamError
from . import batchnorm, cast, conv, dropout, elementwise, gemm, layout, lrn, pool, qgemm, quant, reduce, softmax
from .base import KernelRule, Rule, ScheduleRule
from .fallback import DlightDefault, Fallback

_FAMILY_RULES = {"gemm": gemm.RULES, "conv": conv.RULES, "elementwise": elementwise.RULES, "cast": cast.RULES,
                 "dropout": dropout.RULES, "batchnorm": batchnorm.RULES, "lrn": lrn.RULES, "softmax": softmax.RULES,
                 "pool": pool.RULES, "layout": layout.RULES, "reduce": reduce.RULES, "qgemm": qgemm.RULES,
                 "quant": quant.RULES}
assert tuple(_FAMILY_RULES) == FAMILIES, "a family without its rules folder, or one out of the vocabulary's order"

FALLBACKS = (DlightDefault(), Fallback())
RULES: dict[str, Rule] = {}
FAMILY_OF: dict[str, str] = {}  # rule name -> the family whose folder holds it
for _family, _rules in (("", FALLBACKS), *_FAMILY_RULES.items()):
    for _r in _rules:
        if _r.name in RULES:
            raise RuntimeError(f"rule {_r.name} registered twice")
        RULES[_r.name] = _r
        FAMILY_OF[_r.name] = _family


def chain(op: Operator, p: dict, hw: Arch) -> list[Rule]:
    """Rules to try for `op` on `hw`, most specific first, ending in dlight's defaults. A rule whose code needs what
    `hw` lacks (wgmma on anything but Hopper) is left out."""
    specific = sorted((r for r in RULES.values() if op.name in r.ops and all(hw.has(f) for f in r.needs)
                       and r.prefer(op, p, hw)), key=lambda r: -r.priority)
    return specific + list(FALLBACKS)


def first_valid(op: Operator, p: dict, hw: Arch, config: dict | None = None,
                symbolic: str | None = None) -> tuple[Rule, dict] | None:
    """(rule, config) that emit uses without a record: the first rule of the chain whose default (with `config`'s
    knobs over it) is valid for `p`; None when none is. `symbolic`: only rules that take that parameter as a
    run-time size (Rule.symbolic)."""
    for r in chain(op, p, hw):
        if symbolic is not None and symbolic not in r.symbolic:
            continue
        cfg = r.fill(op, p, hw, config or {})
        if r.valid(op, p, cfg, hw) is None:
            return r, cfg
    return None


def get(name: str, op: Operator) -> Rule:
    if name not in RULES:
        raise ParamError(f"schedule: unknown rule {name!r} (known: {', '.join(RULES)})")
    r = RULES[name]
    if r.ops and op.name not in r.ops:
        raise ParamError(f"schedule: rule {name} schedules {', '.join(r.ops)}, not {op.name}")
    return r


__all__ = ["RULES", "FAMILY_OF", "FALLBACKS", "KernelRule", "Rule", "ScheduleRule", "chain", "first_valid", "get"]
