"""What every operator declares: typed parameters, tensors, TE compute, NumPy reference, costs.

Nothing here imports TVM: the GPU side (runner, verify, bench) builds operators from a manifest's
parameters to draw inputs and compute references, on machines where TVM is not installed.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .. import dtypes

DTYPES = ("float32", "float16", "bfloat16")
HALF_DTYPES = ("float16", "bfloat16")  # 16-bit storage types: the operators compute in float32, round once to them
MAX_TENSOR_BYTES = 2**40  # no GPU holds a tensor this large; refused before TVM spends minutes lowering it
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
            except (TypeError, ValueError):
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
        return self.size * itemsize(self.dtype)

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
    # Small parameter strings as on the command line ("shape=2x16x28x28 kind=max window=3"): tests/test_registry.py
    # runs each one's TE compute on the CPU (LLVM) against the reference, so that registering an operator tests it.
    cases: tuple[str, ...] = field(default_factory=tuple)
    # (parameter string, a fragment of the one-line ParamError it must raise), checked the same way.
    rejects: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    family: str = ""  # set by the registry (tvmgen.ops): the module that holds the operator
    # Parameters that may be run-time sizes (`lo..hi@opt`, tvmgen.sizes): an integer one, or a shape's leading
    # dimension. Listing one promises that the outputs' slices along it depend only on the inputs' same slices,
    # unless `needs_whole` says otherwise.
    runtime = ()  # a class attribute, not a dataclass field: each operator class sets its own

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
        for t in self.inputs(out) + self.outputs(out):
            if t.dtype in dtypes.ML_DTYPES:  # imports ml_dtypes, which registers its names: np.dtype(t.dtype) resolves
                dtypes.np_dtype(t.dtype)
            nbytes = t.buffer_elems * itemsize(t.dtype)
            if nbytes > MAX_TENSOR_BYTES:
                raise ParamError(f"{t.name}: tensor {t.dtype}[{'x'.join(map(str, t.shape))}] of {self.name} takes "
                                 f"{nbytes:,} bytes, above the limit of 2^40 ({MAX_TENSOR_BYTES:,})")
        return out

    def check(self, p: dict[str, Any]) -> None:
        """Rules that involve several parameters; raise ParamError."""

    def runtime_error(self, p: dict[str, Any]) -> str | None:
        """Why these parameters cannot have their `runtime` dimension chosen at run time (one line), or None."""
        return None

    def needs_whole(self, p: dict[str, Any]) -> str | None:
        """Why an output depends on the whole run-time dimension (a statistic or a mean over the batch), or None.
        Such an operator breaks `runtime`'s promise of independent slices: it is never run in chunks, only by a
        rule whose kernels take the size as their bound (Rule.symbolic)."""
        return None

    def chunked(self, p: dict[str, Any]) -> tuple[dict[str, Any], dict[str, int]]:
        """For a run-time size run in chunks (tvmgen.chunks): (the parameters a chunk's static kernels are built with,
        {scalar kernel argument: how much it grows per unit of the size at the chunk's start}). By default
        (p, {}): a chunk differs from the static shader only by where its tensors start."""
        return p, {}

    # -- tensors ----------------------------------------------------------------------------
    def inputs(self, p: dict) -> list[TensorSpec]:
        """The tensors read, in the kernel's argument order; by default one, X of p["shape"] and p["dtype"]."""
        return [TensorSpec("X", p["shape"], p["dtype"])]

    def outputs(self, p: dict) -> list[TensorSpec]:
        """The tensors written, after the inputs; by default one, Y of X's shape and dtype."""
        return [TensorSpec("Y", p["shape"], p["dtype"])]

    def compute(self, p: dict) -> list:
        """TE tensors [*inputs, *outputs] in the order of inputs() then outputs(). Imports TVM."""
        raise NotImplementedError

    def reference(self, p: dict, x: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """float64 results for every output, from the (logical, unstrided) input arrays."""
        raise NotImplementedError

    def reference_at(self, p: dict, x: dict[str, np.ndarray], picks: dict[str, np.ndarray]) -> dict[str, np.ndarray] | None:
        """float64 values of outputs at some of their elements, without the whole reference: `picks` maps an
        output's name to flat (row-major) indices into its logical shape. verify checks outputs past a size on
        such a sample (the first and last elements, those around 2^31, and random ones). None: this operator
        computes only whole references."""
        return None

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

    def llvm_tolerance(self, p: dict, out: TensorSpec) -> tuple[float, float]:
        """(atol, rtol) for the TE compute run on the CPU (tvmgen.cpu.run_llvm): tolerance(), unless TVM's LLVM
        lowering of a function is less accurate than CUDA's."""
        return self.tolerance(p, out)

    def wide(self, p: dict) -> bool:
        """Whether a tensor of these parameters is too large for 32-bit indices: the TE compute then declares
        int64 extents (tensors.te_dims), so that TVM computes every loop variable and address in 64 bits."""
        return needs_int64(self.inputs(p) + self.outputs(p))

    def shader_name(self, p: dict) -> str:
        parts = [self.name]
        for prm in self.params:
            if prm.name == "dtype":
                continue
            v = p[prm.name]
            if not prm.required and v == prm.default:
                continue
            parts.append(f"{prm.name}{slug(v)}")
        parts.append(p.get("dtype", "float32"))
        return re.sub(r"[^A-Za-z0-9_]", "_", "_".join(parts))


INT32_SAFE = 2**31 - 2**20  # above this many elements (or buffer elements) index arithmetic is int64: the margin
#                             covers a grid rounded up to whole blocks of threads x lanes


def needs_int64(specs: list[TensorSpec]) -> bool:
    return any(max(t.size, t.buffer_elems) > INT32_SAFE for t in specs)


def slug(v: Any) -> str:
    if isinstance(v, tuple):
        return "x".join(str(x) for x in v) if v else "none"
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, float):
        return repr(v).replace(".", "p").replace("-", "m").replace("+", "")
    return str(v).replace("-", "m")


CHUNK = 1 << 24  # elements per chunk in sampling and references: no full-size float64 temporary


def uniform(rng: np.random.Generator, shape, dtype: str, lo: float = -1.0, hi: float = 1.0) -> np.ndarray:
    """Uniform in [lo, hi) in `dtype`, never exactly zero (zeros hide unwritten outputs). Drawn in chunks, which
    gives the same values as one draw: a tensor of billions of elements needs no float64 copy of itself."""
    n = math.prod(shape)
    out = np.empty(n, dtype)
    fill = np.asarray(0.5 * (lo + hi) or hi / 2, dtype)
    for s in range(0, n, CHUNK):
        a = rng.uniform(lo, hi, size=min(CHUNK, n - s)).astype(dtype)
        a[a == 0] = fill
        out[s:s + a.size] = a
    return out.reshape(shape)


# bfloat16's eps is 2^-7 (8 significant bits: ml_dtypes.finfo(ml_dtypes.bfloat16).eps), written out so that this
# module needs no ml_dtypes (the GPU side may lack it until it meets a bfloat16 tensor)
EPS = {"float32": float(np.finfo(np.float32).eps), "float16": float(np.finfo(np.float16).eps), "bfloat16": 2.0**-7,
       "float64": float(np.finfo(np.float64).eps)}


def is_half(dtype: str) -> bool:
    """Whether `dtype` is a 16-bit storage type (float16, bfloat16), computed on in float32."""
    return dtype in HALF_DTYPES


def itemsize(dtype: str) -> int:
    """Bytes of one element, bfloat16 and fp8 (either spelling) included without importing ml_dtypes."""
    if is_half(dtype):
        return 2
    return 1 if dtypes.is_float8(dtype) else np.dtype(dtype).itemsize


def tiny(dtype: str) -> float:
    """Absolute error bound of rounding a result near zero to `dtype`: float16's subnormal spacing 2^-24 (its
    normals stop at 2^-14); bfloat16 has float32's exponent range, so float32's smallest normal 2^-126 bounds both."""
    return 2.0**-24 if dtype == "float16" else float(np.finfo(np.float32).tiny)


def rounding(dtype: str) -> float:
    """Relative error allowed for an output's final rounding to `dtype`: 2 ulp (2 eps) of float32 and float16, 1 ulp
    of bfloat16 (2^-7: still twice the half ulp that rounding to nearest costs, and under the 1% past which a
    tolerance would pass a wrong result of order 1)."""
    e = EPS.get(dtype, EPS["float32"])
    return e if dtype == "bfloat16" else 2 * e


def default_tolerance(dtype: str, reduction: int) -> tuple[float, float]:
    """fp32 accumulation error grows like eps32 * sqrt(n) for random signs; bound it at eps32 * n
    absolute so long reductions with cancellation stay covered. The output's own rounding is `rounding(dtype)`,
    relative: float32 2^-22, float16 2^-9, bfloat16 (8 significant bits) 2^-7. float16 adds its eps absolute for
    results in its subnormal range; bfloat16's range is float32's, so eps32 suffices."""
    acc = EPS["float32"]
    rtol = rounding(dtype) + 4 * acc * math.sqrt(reduction)
    atol = acc * reduction + (EPS.get(dtype, acc) if dtype == "float16" else acc)
    return atol, rtol
