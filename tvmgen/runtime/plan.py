"""What a call does, worked out before anything launches: the manifest's tensors as expressions of the run-time
sizes (and where each size can be read off), and the shader at one set of sizes (variant, grids, workspace layout,
kernel arguments), kept per shader for the sizes last used.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .. import expr, launcher, runner, tensormap
from ..artifact import ArtifactError
from ..ops.base import TensorSpec, itemsize
from .arrays import ArrayInfo, c_strides

POINTS_KEPT = 64  # sizes whose plan (variant, grids, arguments) a shader keeps, most recent first


@dataclass(frozen=True)
class TensorArg:
    """A kernel argument: the pointer of an input or output."""
    name: str


@dataclass(frozen=True)
class WorkspaceArg:
    """A kernel argument: a slice of the call's one workspace buffer (laid out as the .cuh launcher does)."""
    name: str
    offset: int


@dataclass(frozen=True)
class MapArg:
    """A kernel argument: a TMA tensor map over an input or output (or, `offset` given, the workspace's slice at that
    offset), encoded per call from its pointer (by value)."""
    name: str
    tensor: str
    prepared: Any = field(repr=False, compare=False)  # tensormap.Prepared: the map at this point's sizes
    offset: int | None = None


@dataclass(frozen=True)
class KernelPlan:
    name: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared: int
    args: tuple  # TensorArg | WorkspaceArg | MapArg | a numpy scalar (scalar and size arguments, in the kernel's type)


@dataclass(slots=True)
class OutputPlan:
    name: str
    shape: tuple[int, ...]
    dtype: str
    strides: tuple[int, ...] | None  # elements; None: row-major
    nbytes: int  # bytes of the buffer it lives in
    given: ArrayInfo | None  # None: allocated by the call


@dataclass(slots=True)
class Plan:
    """What a call does, checked but not run: `Shader.plan(*arrays)`."""
    shader: str
    sizes: dict[str, int]
    library: str | None  # of the first array: outputs and the workspace are allocated with it (CAI: CuPy)
    device: int | None  # None: only bare __cuda_array_interface__ arrays, whose device the driver tells at launch
    inputs: dict[str, ArrayInfo]
    outputs: dict[str, OutputPlan]
    workspace_bytes: int
    workspaces: dict[str, int]  # name -> byte offset in the workspace
    kernels: tuple[KernelPlan, ...]
    schedule: dict | None = None
    point: Any = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class Spec:
    """A manifest tensor: its shape and strides as expressions, and for each dimension that is a*s + b of one
    symbol s, (s, a, b): where the symbol can be read off."""
    name: str
    kind: str  # "input" | "output"
    dtype: str
    shape: tuple[expr.Expr, ...]
    strides: tuple[expr.Expr, ...] | None
    affine: tuple[tuple[str, int, int] | None, ...]

    def text(self) -> str:
        return f"[{', '.join(map(str, self.shape))}]"


def affine(e: expr.Expr) -> tuple[str, int, int] | None:
    syms = e.symbols()
    if len(syms) != 1:
        return None
    s, = syms
    try:
        b = e.eval({s: 0})
        a = e.eval({s: 1}) - b
        if a == 0 or any(e.eval({s: x}) != a * x + b for x in (2, 7, 1000)):
            return None  # ceildiv, min, max: not read off
    except expr.ExprError:
        return None
    return s, a, b


class Point:
    """The shader at one set of sizes: tensors, workspace layout, kernels; and per device their launch records."""

    def __init__(self, sh: "shader.Shader", sizes: dict[str, int]):  # noqa: F821 (shader imports this module)
        m = runner.manifest_at(sh.manifest, sizes or None)
        self.sizes = dict(sizes)
        self.schedule = m.get("schedule")
        self.tensors = {t["name"]: TensorSpec.from_json(t) for t in m["inputs"] + m["outputs"]}
        self.outputs = [TensorSpec.from_json(t) for t in m["outputs"]]
        self.nbytes = {t.name: t.buffer_elems * itemsize(t.dtype) for t in self.outputs}
        # the strides each tensor must have: the manifest's, else row-major
        self.strides = {n: t.strides if t.strides is not None else c_strides(t.shape) for n, t in self.tensors.items()}
        wss = m.get("workspaces") or []
        offsets, self.ws_bytes = launcher.workspace_layout([{**w, "bytes": int(w.get("bytes") or 0)} for w in wss])
        self.workspaces = {w["name"]: off for w, off in zip(wss, offsets)}
        kernels = []
        for k in m["kernels"]:
            args: list = []
            for a in k["args"]:
                kind, name = a.get("kind"), a.get("name")
                if kind == "tensor" and name in self.workspaces:
                    args.append(WorkspaceArg(name, self.workspaces[name]))
                elif kind == "tensor":
                    t = self.tensors.get(name)
                    if t is None:
                        raise ArtifactError(f"{sh.name}: kernel {k['name']}: argument {name!r} is no input, output "
                                            "or workspace")
                    if a.get("dtype") and a["dtype"] != t.dtype:
                        raise ArtifactError(f"{sh.name}: kernel {k['name']}: argument {name} is {a['dtype']} but "
                                            f"the tensor is {t.dtype}")
                    args.append(TensorArg(name))
                elif kind == "scalar":
                    args.append(np.dtype(a["dtype"]).type(a["value"]))
                elif kind == "size":
                    args.append(np.dtype(a.get("dtype", "int64")).type(expr.evaluate(a.get("expr", name), sizes)))
                elif kind == "tensormap":
                    if a.get("tensor") not in self.tensors and a.get("tensor") not in self.workspaces:
                        raise ArtifactError(f"{sh.name}: kernel {k['name']}: tensor map {name!r} is over "
                                            f"{a.get('tensor')!r}, no input, output or workspace")
                    try:
                        args.append(MapArg(name, a["tensor"], tensormap.Prepared(a, sizes),
                                           self.workspaces.get(a["tensor"])))
                    except ValueError as e:
                        raise ArtifactError(f"{sh.name}: kernel {k['name']}: tensor map {name}: {e}") from None
                else:
                    raise ArtifactError(f"{sh.name}: kernel {k['name']}: unknown argument kind {kind!r}")
            kernels.append(KernelPlan(k["name"], tuple((list(k["grid"]) + [1, 1])[:3]),
                                      tuple((list(k["block"]) + [1, 1])[:3]), int(k.get("dynamic_shared_bytes") or 0),
                                      tuple(args)))
        self.kernels = tuple(kernels)
        self.ready: dict[int, list] = {}  # device -> launch records (Shader._ready)
