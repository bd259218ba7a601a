"""The two kinds of schedule rule, in the manner of dlight: a rule either produces a module or returns None.

* `ScheduleRule` schedules the operator's TE module (`apply(mod, ...)`): TVM's schedulable TIR, lowered by TVM's
  default pipeline. Its files are named `schedule*.py` in a family's folder.
* `KernelRule` writes its own TIRx kernel from the parameters (`build(...)`): explicit threads, shared memory and
  PTX where the schedule primitives cannot say it. Its files are named `kernel*.py`.

A rule's knob space is data: `space` maps each knob to the values it may take, `default(op, p, hw)` is the cheap
config used when no tuning record matches, and `valid(op, p, config, hw)` rejects configs that break a hardware
or divisibility constraint before anything is built (the message says which). `hw` is the target's
`hardware.Arch`: SM count and limits come from it, never from a constant for one chip.
"""
from __future__ import annotations

from typing import Any

from ..hardware import Arch
from ..ops.base import Operator


class Rule:
    name: str = ""
    summary: str = ""
    ops: tuple[str, ...] = ()  # operator names this rule may schedule; () = any
    space: dict[str, list] = {}
    # hardware.FEATURES the emitted code uses whatever the config (plain CUDA of sm_80: none); the chain leaves the
    # rule out on targets without them. What a config adds (a cluster, cp.async) is `uses`, checked by `valid`.
    needs: frozenset[str] = frozenset()
    priority: int = 0  # the chain tries higher first (ties: registration order)
    # parameters `build` accepts as a TIR variable (a run-time size, tvmgen.symbolic): the kernels then guard the
    # rows past it and take it as a parameter. A shape parameter's entry means its leading dimension.
    symbolic: tuple[str, ...] = ()
    pipeline: str = ""  # TVM's lowering pipeline for what the rule returns

    def default(self, op: Operator, p: dict, hw: Arch) -> dict[str, Any]:
        return {k: v[0] for k, v in self.space.items()}

    def fill(self, op: Operator, p: dict, hw: Arch, given: dict[str, Any]) -> dict[str, Any]:
        """The config a user's knobs ask for (`--config`): `given` over the default for these parameters. A rule
        whose other knobs follow from the given ones (how many stages fit beside a wider tile) re-derives them."""
        return {**self.default(op, p, hw), **given}

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        """Whether the chain tries this rule by default for these parameters (naming it always does)."""
        return True

    def run_time_config(self, op: Operator, p: dict, hw: Arch, config: dict[str, Any]) -> dict[str, Any]:
        """The config to build with where a `symbolic` parameter is a run-time size, `config` having been chosen at
        a representative size `p` (tvmgen.symbolic.plan): unchanged unless a default cannot take a run-time size."""
        return config

    def uses(self, op: Operator, p: dict, config: dict[str, Any], hw: Arch) -> frozenset[str]:
        """The hardware.FEATURES of the code this config builds (`config` may leave knobs at their defaults):
        `needs`, plus what only some configs use."""
        return self.needs

    def valid(self, op: Operator, p: dict, config: dict[str, Any], hw: Arch) -> str | None:
        """None when the config can be built, else why not (one line)."""
        for k in config:
            if k not in self.space:
                return f"{k}: not a knob of {self.name} (knobs: {', '.join(self.space) or 'none'})"
        for k, v in config.items():
            if v not in self.space[k]:
                return f"{k}={v}: {self.name} allows {self.space[k]}"
        lacks = sorted(f for f in self.uses(op, p, config, hw) if not hw.has(f))
        if lacks:
            return f"{self.name} with this config uses {', '.join(lacks)}, which {hw.name} lacks"
        return None


class ScheduleRule(Rule):
    """Schedules the operator's TE module."""

    pipeline = "s_tir"

    def apply(self, mod, op: Operator, p: dict, config: dict[str, Any], hw: Arch):
        """Schedule `mod` (an IRModule whose function is 'main', the operator's TE compute); return the scheduled
        IRModule, or None when this rule does not apply to this operator and shape."""
        raise NotImplementedError


class KernelRule(Rule):
    """Builds its own TIRx kernel from the parameters (the operator's TE compute is its specification)."""

    pipeline = "tirx"

    def build(self, op: Operator, p: dict, config: dict[str, Any], hw: Arch):
        """An IRModule whose function 'main' takes the operator's inputs then outputs, or None when this rule does
        not apply to this operator and shape."""
        raise NotImplementedError
