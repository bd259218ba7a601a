"""Schedule rules per operator, chained: the first that applies wins, dlight's defaults end every chain."""
from __future__ import annotations

from ..ops.base import Operator, ParamError
from .base import Rule
from .fallback import DlightDefault, Fallback

RULES: dict[str, Rule] = {}


def register(rule: Rule) -> Rule:
    RULES[rule.name] = rule
    return rule


for _r in (DlightDefault(), Fallback()):
    register(_r)

def _load_all() -> None:
    """Import every rule module of this package; each registers its rules (TVM is imported in apply)."""
    import importlib
    import pkgutil

    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if m.name not in ("base", "fallback"):
            importlib.import_module(f"{__name__}.{m.name}")


_load_all()


def chain(op: Operator, p: dict) -> list[Rule]:
    """Rules to try for `op`, most specific first, ending in dlight's defaults."""
    specific = sorted((r for r in RULES.values() if op.name in r.ops and r.prefer(op, p)), key=lambda r: -r.priority)
    return specific + [RULES["dlight"], RULES["fallback"]]


def get(name: str, op: Operator) -> Rule:
    if name not in RULES:
        raise ParamError(f"schedule: unknown rule {name!r} (known: {', '.join(RULES)})")
    r = RULES[name]
    if r.ops and op.name not in r.ops:
        raise ParamError(f"schedule: rule {name} schedules {', '.join(r.ops)}, not {op.name}")
    return r
