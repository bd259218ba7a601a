"""Activations (cudnnActivationForward and the common rest), plus the helpers the injective operators share:
strided-input validation, strided/broadcast loads in TE, 64-bit index shapes, memory-frugal sampling and
references for tensors of billions of elements."""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from . import register
from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec

# -- shared helpers (also used by optensor.py and rules/injective.py) ------------------------------
INT32_SAFE = 2**31 - 2**20  # above this many elements (or buffer elements) index arithmetic is int64:
#                             the margin covers a grid rounded up to whole blocks of threads x lanes
OVERLAP_EXACT_LIMIT = 1 << 22  # strided layouts that are not nested are checked element by element up to this size
CHUNK = 1 << 24  # elements per chunk in sampling and references


def fmt_shape(s: tuple[int, ...]) -> str:
    return "x".join(map(str, s))


def strides_param(tensor: str, what: str = "") -> Param:
    return Param(f"{tensor.lower()}_strides", "ints",
                 f"strides of {tensor} in elements, one per dim of its shape (e.g. 5x2x1: a partially packed "
                 f"tensor in a flat buffer); empty: packed row-major{what}", ())


def check_strides(pname: str, shape: tuple[int, ...], strides: tuple[int, ...]) -> None:
    """cuDNN-style strides: one positive stride per dim, and no two logical indices at one offset."""
    if not strides:
        return
    txt = fmt_shape(strides)
    if len(strides) != len(shape):
        raise ParamError(f"{pname}={txt}: {len(strides)} strides for a shape of rank {len(shape)} "
                         f"({fmt_shape(shape)}); give one stride per dim")
    bad = [s for s in strides if s <= 0]
    if bad:
        raise ParamError(f"{pname}={txt}: every stride must be positive (got {bad[0]})")
    # Sufficient condition: ordered by stride, each dim steps past the whole span of the dims below it.
    span, nested = 1, True
    for s, d in sorted((s, d) for d, s in zip(shape, strides) if d > 1):
        if s < span:
            nested = False
            break
        span += (d - 1) * s
    if nested:
        return
    size = math.prod(shape)
    if size > OVERLAP_EXACT_LIMIT:
        raise ParamError(f"{pname}={txt}: cannot show that the {size} elements of {fmt_shape(shape)} map to "
                         "distinct offsets; order the dims by stride so that each stride is at least the span "
                         "(1 + sum of (dim - 1) x stride) of the dims with smaller strides")
    off = np.zeros((), np.int64)
    for d, s in zip(shape, strides):
        off = off[..., None] + np.arange(d, dtype=np.int64) * s
    flat = off.ravel()
    order = np.argsort(flat, kind="stable")
    dup = np.nonzero(flat[order][1:] == flat[order][:-1])[0]
    if dup.size:
        i, j = order[dup[0]], order[dup[0] + 1]
        ii, jj = np.unravel_index(i, shape), np.unravel_index(j, shape)
        raise ParamError(f"{pname}={txt}: indices {tuple(map(int, ii))} and {tuple(map(int, jj))} of "
                         f"{fmt_shape(shape)} both land at offset {int(flat[i])}; a tensor's elements must not "
                         "overlap")


def spec(name: str, shape: tuple[int, ...], dtype: str, strides: tuple[int, ...] = ()) -> TensorSpec:
    return TensorSpec(name, tuple(shape), dtype, tuple(strides) if strides else None)


def needs_int64(specs: list[TensorSpec]) -> bool:
    return any(max(t.size, t.buffer_elems) > INT32_SAFE for t in specs)


def te_dims(shape: tuple[int, ...], wide: bool) -> tuple:
    """Shape for te.placeholder / te.compute: int64 extents when `wide`, so every loop variable and
    every address is computed in 64 bits (TVM 0.27 then emits int64_t index arithmetic)."""
    if not wide:
        return tuple(shape)
    from tvm import tirx

    return tuple(tirx.IntImm("int64", int(d)) for d in shape)


def placeholder(t: TensorSpec, wide: bool):
    """A packed tensor, or a strided one as the flat 1-D buffer of `buffer_elems` elements the runner lays out."""
    from tvm import te

    shape = (t.buffer_elems,) if t.strides is not None else t.shape
    return te.placeholder(te_dims(shape, wide), t.dtype, name=t.name)


def load(buf, t: TensorSpec, idx, wide: bool):
    """Read `t` (logical shape t.shape, right-aligned against the output index `idx`, size-1 dims
    broadcast) from its placeholder `buf`, as float32."""
    from tvm import tirx

    it = "int64" if wide else "int32"
    off = len(idx) - len(t.shape)
    sub = [tirx.const(0, it) if d == 1 else idx[off + k] for k, d in enumerate(t.shape)]
    if t.strides is None:
        v = buf[tuple(sub)]
    else:
        addr = tirx.const(0, it)
        for k, (d, s) in enumerate(zip(t.shape, t.strides)):
            if d != 1:
                addr = addr + sub[k] * tirx.const(s, it)
        v = buf[addr]
    return v if t.dtype == "float32" else v.astype("float32")


def chunked_uniform(rng: np.random.Generator, shape, dtype: str, lo: float = -1.0, hi: float = 1.0) -> np.ndarray:
    """uniform() without a float64 temporary of the whole tensor: fills in chunks; never exact zeros."""
    n = math.prod(shape)
    out = np.empty(n, dtype)
    fill = np.asarray(0.5 * (lo + hi) or hi / 2, dtype)
    for s in range(0, n, CHUNK):
        a = rng.uniform(lo, hi, size=min(CHUNK, n - s)).astype(dtype)
        a[a == 0] = fill
        out[s:s + a.size] = a
    return out.reshape(shape)


def chunked_map(f: Callable[..., np.ndarray], out_shape, *xs: np.ndarray) -> np.ndarray:
    """float64 result of the elementwise `f` over arrays that broadcast to `out_shape`, computed chunk by
    chunk so that float64 temporaries stay small: the only full-size float64 array is the result."""
    out_shape = tuple(out_shape)
    out = np.empty(out_shape, np.float64)
    if all(x.shape == out_shape for x in xs):  # flat chunks over the packed arrays
        flat, fx = out.reshape(-1), [np.ascontiguousarray(x).reshape(-1) for x in xs]
        for s in range(0, flat.size, CHUNK):
            flat[s:s + CHUNK] = f(*(x[s:s + CHUNK].astype(np.float64) for x in fx))
        return out
    bx = [np.broadcast_to(x, out_shape) for x in xs]  # views, no copies
    step = max(1, CHUNK // max(1, math.prod(out_shape[1:])))
    for s in range(0, out_shape[0], step):
        out[s:s + step] = f(*(x[s:s + step].astype(np.float64) for x in bx))
    return out


def _erf(x: np.ndarray) -> np.ndarray:
    """float64 erf: SciPy's when installed, else libm's through math.erf (on the distinct values only)."""
    try:
        from scipy.special import erf

        return erf(x)
    except ImportError:
        u, inv = np.unique(x, return_inverse=True)
        return np.frompyfunc(math.erf, 1, 1)(u).astype(np.float64)[inv].reshape(x.shape)


# -- activation -------------------------------------------------------------------------------------
KINDS = ("identity", "relu", "sigmoid", "tanh", "clipped_relu", "elu", "swish", "silu", "leaky_relu",
         "gelu_erf", "gelu_tanh", "softplus")
# which kinds take which coefficient (the others must leave it at its default)
COEF = {"ceiling": ("clipped_relu",), "alpha": ("elu",), "slope": ("leaky_relu",), "beta": ("swish", "softplus")}
SQRT_HALF = math.sqrt(0.5)
SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
GELU_C = 0.044715


# Kinds of the form a / (1 + exp(z)) that have a fast CUDA form for float16 storage (see fast_math).
FAST_KINDS = ("sigmoid", "silu", "swish", "gelu_tanh")
LOG2E = 1.0 / math.log(2.0)
# float32 ulps of relative error the fast form may add, float16 outputs only: exp(z) as exp2f(z log2 e)
# (2 ulp, CUDA C Programming Guide) and the division as __fdividef (2 ulp); the relative error of
# a / (1 + e) is at most that of e plus the division's. The argument (log2 e folded into its constants,
# ~3 ulp of rounding) costs |z| x 3 ulp more, which matters only while the output is a normal float16:
# |a| e^-z >= 2^-14 with |a| <= 65504 means z <= 21 (63 ulp); past that the output is a float16 subnormal
# or 0 and the error (< 2^-14 x 266 ulp = 2e-9) is far inside atol's 2^-24. 89 ulp covers 2 + 63 + 2.
FAST_EXTRA_ULP = 2 + 89 + 2


def fast_math(p: dict) -> bool:
    """Whether `p` may be evaluated in the fast CUDA form (exp2f with log2 e folded in, __fdividef): float16
    storage only, where the final rounding (2^-11 relative) is over 40x the fast form's extra float32 error
    (<= FAST_EXTRA_ULP = 93 ulp = 1.1e-5); float32 outputs keep the accurate functions (expf, tanhf, IEEE
    division) their tolerance assumes."""
    return p.get("kind") in FAST_KINDS and p.get("dtype") == "float16"


def _formula_f32(kind: str, p: dict, x, fast: bool = False):
    """TE float32 expression of the activation of x (a float32 TE expression). `fast` (CUDA only: LLVM has no
    __fdividef): FAST_KINDS as a / (1 + exp2(z2)), z2 = z log2 e folded into the constants, divided by
    __fdividef."""
    from tvm import tirx

    def c(v):
        return tirx.const(v, "float32")

    zero, one, half = c(0.0), c(1.0), c(0.5)

    def fast_ratio(a, z2):
        """a / (1 + 2^z2) with exact limits (a / inf = 0, a / 1 = a): exp2f (MUFU.EX2) and __fdividef
        (MUFU.RCP and a product)."""
        return tirx.call_pure_extern("float32", "__fdividef", a, one + tirx.exp2(z2))

    if kind == "identity":
        return x
    if kind == "relu":
        return tirx.max(x, zero)
    if kind == "clipped_relu":
        return tirx.min(tirx.max(x, zero), c(p["ceiling"]))
    if kind == "sigmoid":
        return fast_ratio(one, x * c(-LOG2E)) if fast else tirx.sigmoid(x)
    if kind == "tanh":
        return tirx.tanh(x)
    if kind == "elu":
        return tirx.Select(x > zero, x, c(p["alpha"]) * (tirx.exp(x) - one))
    if kind == "leaky_relu":
        return tirx.Select(x > zero, x, c(p["slope"]) * x)
    if kind == "silu":
        return fast_ratio(x, x * c(-LOG2E)) if fast else x * tirx.sigmoid(x)
    if kind == "swish":
        if fast:
            return fast_ratio(x, x * c(-p["beta"] * LOG2E))
        z = x if p["beta"] == 1.0 else c(p["beta"]) * x
        return x * tirx.sigmoid(z)
    if kind == "gelu_erf":
        return half * x * (one + tirx.erf(x * c(SQRT_HALF)))
    if kind == "gelu_tanh":
        if fast:
            # x/2 (1 + tanh(u)) = x sigmoid(2u) = x / (1 + exp(-2u)), with -2u log2 e = x (k1 + k2 x^2):
            # three operations, one MUFU.EX2 and one MUFU.RCP instead of tanhf's branchy ~20 instructions
            # (the kernel was issue-bound: 0.80 of copy bandwidth, 0.90 with this form); no cancellation of
            # 1 + tanh(u) for x < 0. Limits: x -> -inf gives x / inf = -0 (as the reference), x = -inf NaN
            # (as -inf * 0 is), x = +inf gives inf.
            k1 = -2.0 * SQRT_2_OVER_PI * LOG2E
            return fast_ratio(x, x * (c(k1) + c(k1 * GELU_C) * (x * x)))
        return half * x * (one + tirx.tanh(c(SQRT_2_OVER_PI) * (x + c(GELU_C) * x * x * x)))
    if kind == "softplus":  # stable: max(z, 0) + log1p(exp(-|z|)), z = beta x, divided by beta
        b = p["beta"]
        z = x if b == 1.0 else c(b) * x
        sp = tirx.max(z, zero) + tirx.log1p(tirx.exp(zero - tirx.abs(z)))
        return sp if b == 1.0 else sp / c(b)
    raise ParamError(f"kind={kind!r}: must be one of {', '.join(KINDS)}")


def _formula_f64(kind: str, p: dict) -> Callable[[np.ndarray], np.ndarray]:
    def sigmoid(z):
        e = np.exp(-np.abs(z))  # no overflow for either sign
        return np.where(z >= 0, 1.0 / (1.0 + e), e / (1.0 + e))

    def softplus(z):
        return np.maximum(z, 0.0) + np.log1p(np.exp(-np.abs(z)))

    return {
        "identity": lambda x: x,
        "relu": lambda x: np.maximum(x, 0.0),
        "clipped_relu": lambda x: np.minimum(np.maximum(x, 0.0), p["ceiling"]),
        "sigmoid": sigmoid,
        "tanh": np.tanh,
        "elu": lambda x: np.where(x > 0, x, p["alpha"] * np.expm1(np.minimum(x, 0.0))),
        "leaky_relu": lambda x: np.where(x > 0, x, p["slope"] * x),
        "silu": lambda x: x * sigmoid(x),
        "swish": lambda x: x * sigmoid(p["beta"] * x),
        "gelu_erf": lambda x: 0.5 * x * (1.0 + _erf(x * SQRT_HALF)),
        "gelu_tanh": lambda x: 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + GELU_C * x ** 3))),
        "softplus": lambda x: softplus(p["beta"] * x) / p["beta"],
    }[kind]


class Activation(Operator):
    """Y = f(X), elementwise, for f in cuDNN's activation modes and the common rest.

    X and Y have shape `shape` (any rank >= 1); Y is packed, X may be strided (`x_strides`: a partially
    packed tensor in a flat buffer of `buffer_elems` elements, as cudnnSetTensorNdDescriptor allows).
    float16 is storage only: x is widened to float32, f is evaluated in float32, the result is rounded.

      identity      f(x) = x                          (CUDNN_ACTIVATION_IDENTITY)
      relu          max(x, 0)                         (CUDNN_ACTIVATION_RELU)
      sigmoid       1 / (1 + exp(-x))                 (CUDNN_ACTIVATION_SIGMOID)
      tanh          tanh(x)                           (CUDNN_ACTIVATION_TANH)
      clipped_relu  min(max(x, 0), ceiling)           (CUDNN_ACTIVATION_CLIPPED_RELU, coef = ceiling)
      elu           x > 0 ? x : alpha (exp(x) - 1)    (CUDNN_ACTIVATION_ELU, coef = alpha)
      swish         x sigmoid(beta x)                 (CUDNN_ACTIVATION_SWISH, swish_beta = beta)
      silu          x sigmoid(x)                      (swish with beta 1)
      leaky_relu    x > 0 ? x : slope x
      gelu_erf      x/2 (1 + erf(x / sqrt 2))         (exact GELU)
      gelu_tanh     x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
      softplus      log(1 + exp(beta x)) / beta       (evaluated as max(z,0) + log1p(exp(-|z|)), z = beta x)

    Indexing is 64-bit whenever the element count (or X's buffer) passes 2^31 - 2^20, so tensors of more
    than 2^31 elements work (cuDNN stops at 2^31).
    """

    def __init__(self):
        super().__init__(
            name="activation",
            summary="Y = f(X) elementwise: relu, sigmoid, tanh, clipped_relu, elu, swish/silu, leaky_relu, gelu, "
                    "softplus, identity",
            params=(
                Param("kind", str, "the activation function", choices=KINDS),
                Param("shape", "shape", "shape of X and Y, any rank >= 1, e.g. 32x256x56x56"),
                Param("ceiling", float, "clipped_relu: the upper clip (cuDNN's coef)", 6.0),
                Param("alpha", float, "elu: the scale of the negative branch (cuDNN's coef)", 1.0),
                Param("slope", float, "leaky_relu: the slope for x <= 0", 0.01),
                Param("beta", float, "swish: sigmoid(beta x) (cuDNN's swish_beta); softplus: sharpness", 1.0),
                strides_param("X"),
                DTYPE_PARAM,
            ),
            examples=("activation kind=relu shape=32x256x56x56 dtype=float16",
                      "activation kind=gelu_tanh shape=1823x781",
                      "activation kind=relu shape=3x2x2 x_strides=5x2x1"),
        )

    def check(self, p):
        defaults = {q.name: q.default for q in self.params}
        for coef, kinds in COEF.items():
            if p[coef] != defaults[coef] and p["kind"] not in kinds:
                raise ParamError(f"{coef}={p[coef]:g}: only kind={' or kind='.join(kinds)} takes it, "
                                 f"not kind={p['kind']}")
        if p["kind"] == "clipped_relu" and p["ceiling"] <= 0:
            raise ParamError(f"ceiling={p['ceiling']:g}: must be > 0")
        if p["kind"] == "softplus" and p["beta"] <= 0:
            raise ParamError(f"beta={p['beta']:g}: softplus needs beta > 0")
        if p["kind"] == "swish" and p["beta"] == 0:
            raise ParamError("beta=0: swish needs beta != 0 (beta 0 is x/2, not an activation)")
        check_strides("x_strides", p["shape"], p["x_strides"])

    def inputs(self, p):
        return [spec("X", p["shape"], p["dtype"], p["x_strides"])]

    def outputs(self, p):
        return [spec("Y", p["shape"], p["dtype"])]

    def compute(self, p, fast: bool = False):
        """`fast` (CUDA schedules only, where fast_math(p)): the fast-intrinsic form of FAST_KINDS."""
        from tvm import te

        (xs,), (ys,) = self.inputs(p), self.outputs(p)
        wide = needs_int64([xs, ys])
        X = placeholder(xs, wide)
        fast = fast and fast_math(p)
        Y = te.compute(te_dims(ys.shape, wide),
                       lambda *i: _formula_f32(p["kind"], p, load(X, xs, i, wide), fast).astype(p["dtype"]),
                       name="Y")
        return [X, Y]

    def reference(self, p, x):
        return {"Y": chunked_map(_formula_f64(p["kind"], p), p["shape"], x["X"])}

    def sample_range(self, p) -> float:
        """Inputs are uniform in [-R, R): both tails of every function (saturation of sigmoid/tanh, the
        clip of clipped_relu, the negative branch of elu/gelu/softplus) get exercised."""
        if p["kind"] == "clipped_relu":
            return max(8.0, 1.5 * p["ceiling"])
        return 8.0

    def sample(self, p, rng):
        r = self.sample_range(p)
        return {"X": chunked_uniform(rng, p["shape"], p["dtype"], -r, r)}

    def flops(self, p):
        return math.prod(p["shape"])

    def tolerance(self, p, out):
        """|got - ref| <= atol + rtol |ref|, with
           rtol = eps(dtype) + k_rel eps32,   atol = tiny(dtype) + k_abs eps32.
        eps(dtype) covers the final rounding to the storage type (<= 1/2 ulp, plus a few fp32 ulps of
        double rounding: together under 1 ulp = eps |y|); tiny(dtype) covers that rounding where y is
        subnormal (fp16: 2^-24). k_rel, k_abs are the float32 evaluation errors, from the maximum errors CUDA
        documents (CUDA C Programming Guide, single-precision functions, no fast-math): expf 2 ulp, tanhf 2,
        erff 2, log1pf 1, IEEE + - * / 1/2 ulp each; fp32 constants (slope, alpha, 1/sqrt2, ...) are off by
        <= 1/2 ulp; inputs lie in [-R, R) (sample_range):
          identity, relu, clipped_relu  exact in fp32 (copies, max, min): k = 0
          leaky_relu                    one product: k_rel 1
          tanh                          tanhf: k_rel 3
          sigmoid                       1/(1 + expf(-x)): 2 + 1/2 + 1/2 -> k_rel 4
          silu, swish                   x sigmoid(beta x): 4 + 1, plus (beta != 1) the rounding of beta x
                                        amplified by |beta x| (sigmoid's condition number) -> 5 + |beta| R / 2
          elu                           alpha (expf(x) - 1) cancels near 0: absolute 3 alpha eps32, k_rel 2
          gelu_erf, gelu_tanh           1 + erf (1 + tanh) cancels for x < 0: absolute (|x|/2)(3 eps32)
                                        -> k_abs 2R, k_rel 6 (argument rounding, cubic term)
          softplus                      expf 2 + log1pf 1 + add, divide -> k_rel 5 (+ |beta| R / 2, as swish)
        float16 sigmoid, silu, swish, gelu_tanh (fast_math: CUDA schedules may use exp2f and __fdividef):
        k_rel + FAST_EXTRA_ULP (93 ulp = 1.1e-5, 1/40 of the float16 rounding, 2^-11).
        """
        k = p["kind"]
        r = self.sample_range(p)
        amp = 0.0 if p["beta"] == 1.0 else abs(p["beta"]) * r / 2  # beta x rounded, times |beta x|
        k_rel, k_abs = {
            "identity": (0, 0), "relu": (0, 0), "clipped_relu": (0, 0), "leaky_relu": (1, 0), "tanh": (3, 0),
            "sigmoid": (4, 0), "silu": (5, 0), "swish": (5 + amp, 0), "elu": (2, 3 * abs(p["alpha"])),
            "gelu_erf": (6, 2 * r), "gelu_tanh": (6, 2 * r), "softplus": (5 + amp, 0),
        }[k]
        if fast_math(p):
            k_rel += FAST_EXTRA_ULP
        e32 = EPS["float32"]
        tiny = 2.0 ** -24 if out.dtype == "float16" else float(np.finfo(np.float32).tiny)
        return tiny + k_abs * e32, EPS[out.dtype] + k_rel * e32


register(Activation())
