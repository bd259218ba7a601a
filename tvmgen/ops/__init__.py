"""Operator registry: name -> Operator, one module per family.

FAMILIES is the project's one vocabulary: each family is `tvmgen/ops/<family>.py` (typed parameters, TE compute,
float64 NumPy reference, costs), `tvmgen/rules/<family>/` (its schedule and kernel rules), `catalog/<family>.toml`
(the shaders committed for it), `generated/<family>/` (those shaders) and `tests/<family>/`. Nothing here imports
TVM: the GPU side builds operators from manifests on machines without it.
"""
from __future__ import annotations

from . import batchnorm, cast, conv, dropout, elementwise, gemm, layout, lrn, pool, qgemm, quant, reduce, softmax
from .base import DTYPES, Operator, Param, ParamError, TensorSpec

_FAMILY_OPS = {"gemm": gemm.OPERATORS, "conv": conv.OPERATORS, "elementwise": elementwise.OPERATORS,
               "cast": cast.OPERATORS, "dropout": dropout.OPERATORS, "batchnorm": batchnorm.OPERATORS,
               "lrn": lrn.OPERATORS, "softmax": softmax.OPERATORS, "pool": pool.OPERATORS, "layout": layout.OPERATORS,
               "reduce": reduce.OPERATORS, "qgemm": qgemm.OPERATORS,
               "quant": quant.OPERATORS}
FAMILIES: tuple[str, ...] = tuple(_FAMILY_OPS)

REGISTRY: dict[str, Operator] = {}
for _family, _ops in _FAMILY_OPS.items():
    for _op in _ops:
        if _op.name in REGISTRY:
            raise RuntimeError(f"operator {_op.name} registered twice")
        _op.family = _family
        REGISTRY[_op.name] = _op


def get(name: str) -> Operator:
    try:
        return REGISTRY[name]
    except KeyError:
        raise ParamError(f"operator: unknown operator {name!r} (known: {', '.join(sorted(REGISTRY))})") from None


def family_of(name: str) -> str:
    """The family of operator `name` (ParamError when there is no such operator)."""
    return get(name).family


__all__ = ["DTYPES", "FAMILIES", "Operator", "Param", "ParamError", "TensorSpec", "REGISTRY", "family_of", "get"]
