"""Operator registry: name -> Operator. Importing this package registers every family."""
from __future__ import annotations

from .base import DTYPES, Operator, Param, ParamError, TensorSpec

REGISTRY: dict[str, Operator] = {}


def register(op: Operator) -> Operator:
    if op.name in REGISTRY:
        raise RuntimeError(f"operator {op.name} registered twice")
    REGISTRY[op.name] = op
    return op


def get(name: str) -> Operator:
    try:
        return REGISTRY[name]
    except KeyError:
        raise ParamError(f"operator: unknown operator {name!r} (known: {', '.join(sorted(REGISTRY))})") from None


def _load_all() -> None:
    """Import every module of this package: each registers its operators (no TVM import at load)."""
    import importlib
    import pkgutil

    for m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if m.name != "base":
            importlib.import_module(f"{__name__}.{m.name}")


_load_all()

__all__ = ["DTYPES", "Operator", "Param", "ParamError", "TensorSpec", "REGISTRY", "get", "register"]
