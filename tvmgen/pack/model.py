"""The plan's data: the packed shaders, the entry points that group them, and the size fields an entry takes."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import sizes
from ..ops.base import Operator


@dataclass
class Shader:
    """One packed shader as read from disk: its manifest, source and parsed parameters."""

    path: Path  # its manifest
    m: dict
    source: str
    op: Operator
    p: dict  # parsed parameters (schema 2: at opt)
    where: dict[str, str]  # schema 2: parameter -> symbol
    symbols: dict[str, sizes.Range]
    renames: dict[str, str] = field(default_factory=dict)  # kernel -> the name it is compiled under

    @property
    def name(self) -> str:
        return self.m["name"]

    @property
    def ranged(self) -> bool:
        return bool(self.symbols)

    @property
    def arch(self) -> str:
        return self.m.get("target", {}).get("arch") or "sm_90"

    @property
    def has_workspace(self) -> bool:
        if self.ranged:
            return any(v.get("workspaces") for v in self.m["variants"])
        return bool(self.m.get("workspaces"))

    def dtype(self) -> str:
        return str(self.p.get("dtype") or self.m["outputs"][0]["dtype"])


@dataclass(frozen=True)
class Field:
    """One size an entry point takes: a field of its `<Op>Sizes` struct."""

    name: str  # the parameter's name (a C identifier)
    kind: str  # "int" or "shape"
    default: int | None
    doc: str


@dataclass
class Entry:
    """One entry point of the library and the shaders it dispatches to."""

    name: str
    op: Operator
    fixed: dict[str, Any]  # the parameters the entry does not take (dtype included)
    fields: list[Field]
    inputs: list[tuple[str, str, str]]  # (C argument, tensor name, dtype), in the manifests' order
    outputs: list[tuple[str, str, str]]
    shaders: list[Shader]  # in dispatch order: exact shapes, then run-time ranges

    @property
    def struct(self) -> str:
        return sizes_struct(self.op)


@dataclass
class Plan:
    """Everything a pack is made of, checked: nothing is written until it exists."""

    shaders: list[Shader]
    entries: list[Entry]
    version: str

    def entry_of(self, shader: Shader) -> Entry:
        return next(e for e in self.entries if shader in e.shaders)


def sizes_struct(op: Operator) -> str:
    """`matmul` -> MatmulSizes, `nchw_to_nhwc` -> NchwToNhwcSizes."""
    return "".join(w[:1].upper() + w[1:] for w in op.name.split("_")) + "Sizes"
