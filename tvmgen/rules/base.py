"""Schedule rules, in the manner of dlight: a rule either schedules an operator or returns None.

A rule's knob space is data: `space` maps each knob to the values it may take, `default(op, p)` is the
cheap config used when no tuning record matches, and `valid(op, p, config)` rejects configs that break a
hardware or divisibility constraint before anything is built (the message says which).
"""
from __future__ import annotations

from typing import Any

from ..ops.base import Operator

# Hopper (sm_90) launch limits; codegen checks every kernel against them.
MAX_THREADS_PER_BLOCK = 1024
MAX_GRID = (2**31 - 1, 65535, 65535)
MAX_SHARED_BYTES = 227 * 1024  # per block, after cudaFuncSetAttribute
MAX_CLUSTER_BLOCKS = 8  # thread-block cluster size every sm_90 part launches without a non-portable opt-in
DEFAULT_SHARED_BYTES = 48 * 1024  # without the attribute
NUM_SMS = 132  # streaming multiprocessors of an H100 / H200: default tiles aim to fill them


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def aligned_width(width: int, row: int) -> int:
    """Widest power-of-two vector <= width that keeps every row of `row` elements aligned."""
    while width > 1 and row % width:
        width //= 2
    return width


def all_of(conds: list):
    """The TIR conjunction of `conds`; Python True when there are none, so that no predicate is emitted."""
    if not conds:
        return True
    from tvm import tirx

    out = conds[0]
    for c in conds[1:]:
        out = tirx.And(out, c)
    return out


def dtype_bytes(dtype: str) -> int:
    return {"float32": 4, "float16": 2}[dtype]


class Rule:
    name: str = ""
    summary: str = ""
    ops: tuple[str, ...] = ()  # operator names this rule may schedule; () = any
    space: dict[str, list] = {}
    # what `apply` returns: schedulable TIR for TVM's default lowering ("s_tir"), or a TIRx kernel
    pipeline: str = "s_tir"
    arch: str | None = None  # the architecture its code needs (wgmma: "sm_90a"); None = the one asked for
    priority: int = 0  # the chain tries higher first (ties: registration order)

    def default(self, op: Operator, p: dict) -> dict[str, Any]:
        return {k: v[0] for k, v in self.space.items()}

    def prefer(self, op: Operator, p: dict) -> bool:
        """Whether the chain tries this rule by default for these parameters (naming it always does)."""
        return True

    def valid(self, op: Operator, p: dict, config: dict[str, Any]) -> str | None:
        """None when the config can be built, else why not (one line)."""
        for k in config:
            if k not in self.space:
                return f"{k}: not a knob of {self.name} (knobs: {', '.join(self.space) or 'none'})"
        for k, v in config.items():
            if v not in self.space[k]:
                return f"{k}={v}: {self.name} allows {self.space[k]}"
        return None

    def apply(self, mod, op: Operator, p: dict, config: dict[str, Any], target):
        """Schedule `mod` (an IRModule whose function is 'main') in place of a copy; return the
        scheduled IRModule, or None when this rule does not apply to this operator and shape."""
        raise NotImplementedError
