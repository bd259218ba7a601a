"""What every operator declares: typed parameters, tensors, TE compute, NumPy reference, costs.

Nothing here imports TVM: the GPU side (runner, verify, bench) builds operators from a manifest's
parameters to draw inputs and compute references, on machines where TVM is not installed.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

DTYPES = ("float32", "float16")
_REQUIRED = object()


class ParamError(ValueError):
    """Bad user input. The message names the parameter and the rule it broke."""


def shape_of(text: Any, name: str) -> tuple[int, ...]:
    """`32x256x56x56`, `32,256`, `1024` or a sequence -> tuple of positive ints."""
    if isinstance(text, (list, tuple)):
        parts = list(text)
    else:
        s = str(text).strip()
        parts = [p for p in re.split(r"[x,]", s) if p != ""] if s else []
    try:
        dims = tuple(int(p) for p in parts)
    except (TypeError, ValueError):
        raise ParamError(f"{name}={text!r}: a shape is positive integers joined by 'x', e.g. 32x256x56x56")
    if not dims:
        raise ParamError(f"{name}: a shape needs at least one dimension")
    if any(d <= 0 for d in dims):
        raise ParamError(f"{name}={'x'.join(map(str, dims))}: every dimension must be positive")
    return dims


@dataclass(frozen=True)
class Param:
    """One typed parameter. kind: int | float | str | bool | 'shape' | 'ints' (a list of ints, may be empty)."""

    name: str
    kind: Any
    doc: str
    default: Any = _REQUIRED
    choices: tuple | None = None
    minimum: float | None = None  # inclusive
    maximum: float | None = None  # inclusive

    @property
    def required(self) -> bool:
        return self.default is _REQUIRED

    def convert(self, raw: Any) -> Any:
        n = self.name
        if self.kind == "shape":
            v: Any = shape_of(raw, n)
        elif self.kind == "ints":
            s = str(raw).strip() if not isinstance(raw, (list, tuple)) else raw
            try:
                v = tuple(int(p) for p in (re.split(r"[x,]", s) if isinstance(s, str) else s) if str(p) != "")
            except ValueError:
                raise ParamError(f"{n}={raw!r}: must be integers joined by ',', e.g. 0,2,3,1")
        elif self.kind is bool:
            if isinstance(raw, bool):
                v = raw
            elif str(raw).lower() in ("1", "true", "yes", "on"):
                v = True
            elif str(raw).lower() in ("0", "false", "no", "off"):
                v = False
            else:
                raise ParamError(f"{n}={raw!r}: must be true or false")
        elif self.kind is int:
            try:
                v = int(str(raw), 0) if not isinstance(raw, int) or isinstance(raw, bool) else raw
            except ValueError:
                raise ParamError(f"{n}={raw!r}: must be an integer")
        elif self.kind is float:
            try:
                v = float(raw)
            except (TypeError, ValueError):
                raise ParamError(f"{n}={raw!r}: must be a number")
            if not math.isfinite(v):
                raise ParamError(f"{n}={raw!r}: must be finite")
        else:
            v = str(raw)
        if self.choices is not None and v not in self.choices:
            raise ParamError(f"{n}={v!r}: must be one of {', '.join(map(str, self.choices))}")
        if self.minimum is not None and v < self.minimum:
            raise ParamError(f"{n}={v}: must be >= {self.minimum:g}")
        if self.maximum is not None and v > self.maximum:
            raise ParamError(f"{n}={v}: must be <= {self.maximum:g}")
        return v

    def describe(self) -> str:
        kind = {"shape": "shape", "ints": "ints"}.get(self.kind, getattr(self.kind, "__name__", str(self.kind)))
        extra = []
        if self.choices is not None:
            extra.append("one of " + "|".join(map(str, self.choices)))
        if self.minimum is not None:
            extra.append(f">= {self.minimum:g}")
        if self.maximum is not None:
            extra.append(f"<= {self.maximum:g}")
        d = "required" if self.required else f"default {_fmt(self.default)}"
        return f"{self.name} ({kind}, {d}{', ' if extra else ''}{', '.join(extra)}): {self.doc}"


def _fmt(v: Any) -> str:
    if isinstance(v, tuple):
        return "x".join(map(str, v)) if v else "()"
    return str(v)


@dataclass(frozen=True)
class TensorSpec:
    """A kernel argument tensor. strides=None means packed row-major (in elements)."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    strides: tuple[int, ...] | None = None

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    @property
    def buffer_elems(self) -> int:
        """Elements of the underlying buffer, as cuDNN counts them: the largest dim * stride (a float
        a[3][2][2] with strides [5, 2, 1] lives in a buffer of 15 floats, 12 of them used)."""
        if self.strides is None:
            return self.size
        return max(1 + sum((d - 1) * s for d, s in zip(self.shape, self.strides)),
                   max(d * s for d, s in zip(self.shape, self.strides)))

    @property
    def nbytes(self) -> int:
        return self.size * np.dtype(self.dtype).itemsize

    def to_json(self) -> dict:
        d = {"name": self.name, "shape": list(self.shape), "dtype": self.dtype}
        if self.strides is not None:
            d["strides"] = list(self.strides)
        return d

    @staticmethod
    def from_json(d: dict) -> "TensorSpec":
        s = d.get("strides")
        return TensorSpec(d["name"], tuple(d["shape"]), d["dtype"], tuple(s) if s is not None else None)


DTYPE_PARAM = Param("dtype", str, "storage type of inputs and outputs; reductions accumulate in float32",
                    "float32", choices=DTYPES)


@dataclass
class Operator:
    """Base class. Subclasses fill in the class attributes and the methods below."""

    name: str = ""
    summary: str = ""
    params: tuple[Param, ...] = ()
    examples: tuple[str, ...] = field(default_factory=tuple)

    # -- parameters -------------------------------------------------------------------------
    def parse(self, raw: dict[str, Any]) -> dict[str, Any]:
        """Strings from the command line (or JSON values) -> validated, complete parameters."""
        known = {p.name: p for p in self.params}
        for k in raw:
            if k not in known:
                raise ParamError(f"{k}: unknown parameter of {self.name} (it takes: {', '.join(known)})")
        out: dict[str, Any] = {}
        for p in self.params:
            if p.name in raw:
                out[p.name] = p.convert(raw[p.name])
            elif p.required:
                raise ParamError(f"{p.name}: required by {self.name} ({p.doc})")
            else:
                out[p.name] = p.default
        self.check(out)
        return out

    def check(self, p: dict[str, Any]) -> None:
        """Rules that involve several parameters; raise ParamError."""

    # -- tensors ----------------------------------------------------------------------------
    def inputs(self, p: dict) -> list[TensorSpec]:
        raise NotImplementedError

    def outputs(self, p: dict) -> list[TensorSpec]:
        raise NotImplementedError

    def compute(self, p: dict) -> list:
        """TE tensors [*inputs, *outputs] in the order of inputs() then outputs(). Imports TVM."""
        raise NotImplementedError

    def reference(self, p: dict, x: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """float64 results for every output, from the (logical, unstrided) input arrays."""
        raise NotImplementedError

    def sample(self, p: dict, rng: np.random.Generator) -> dict[str, np.ndarray]:
        """Fresh random inputs, never zeros: uniform in [-1, 1) in each input's dtype."""
        return {t.name: uniform(rng, t.shape, t.dtype) for t in self.inputs(p)}

    # -- costs and checks -------------------------------------------------------------------
    def flops(self, p: dict) -> int:
        return sum(t.size for t in self.outputs(p))

    def min_bytes(self, p: dict) -> int:
        return sum(t.nbytes for t in self.inputs(p) + self.outputs(p))

    def reduction_length(self, p: dict) -> int:
        """How many terms feed one output element (sets the tolerance)."""
        return 1

    def tolerance(self, p: dict, out: TensorSpec) -> tuple[float, float]:
        """(atol, rtol) for |got - ref| <= atol + rtol * |ref|, by dtype and reduction length."""
        return default_tolerance(out.dtype, self.reduction_length(p))

    def shader_name(self, p: dict) -> str:
        parts = [self.name]
        for prm in self.params:
            if prm.name == "dtype":
                continue
            v = p[prm.name]
            if not prm.required and v == prm.default:
                continue
            parts.append(f"{prm.name}{_slug(v)}")
        parts.append(p.get("dtype", "float32"))
        return re.sub(r"[^A-Za-z0-9_]", "_", "_".join(parts))


def _slug(v: Any) -> str:
    if isinstance(v, tuple):
        return "x".join(str(x) for x in v) if v else "none"
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, float):
        return repr(v).replace(".", "p").replace("-", "m").replace("+", "")
    return str(v).replace("-", "m")


def uniform(rng: np.random.Generator, shape, dtype: str, lo: float = -1.0, hi: float = 1.0) -> np.ndarray:
    a = rng.uniform(lo, hi, size=shape).astype(dtype)
    a[a == 0] = np.asarray(0.5 * (lo + hi) or hi / 2, dtype)  # exact zeros hide unwritten outputs
    return a


EPS = {"float32": float(np.finfo(np.float32).eps), "float16": float(np.finfo(np.float16).eps),
       "float64": float(np.finfo(np.float64).eps)}


def default_tolerance(dtype: str, reduction: int) -> tuple[float, float]:
    """fp32 accumulation error grows like eps32 * sqrt(n) for random signs; bound it at eps32 * n
    absolute so long reductions with cancellation stay covered. The output's own rounding is 2 ulp
    of its storage type, relative."""
    acc = EPS["float32"]
    rtol = 2 * EPS.get(dtype, acc) + 4 * acc * math.sqrt(reduction)
    atol = acc * reduction + (EPS.get(dtype, acc) if dtype == "float16" else acc)
    return atol, rtol
