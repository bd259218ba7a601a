"""Quantization with TensorRT's Q/DQ semantics: quantize, dequantize and fake_quant (both in one pass), to int8 or
fp8, per tensor or per channel, bit-exact with NumPy (ml_dtypes for bfloat16 and fp8)."""
from __future__ import annotations

import math

import numpy as np

from .. import dtypes
from ..dtypes import np_dtype
from .base import Operator, Param, ParamError, TensorSpec, slug
from .tensors import index_dims, index_dtype

FLOAT_DTYPES = ("float32", "float16", "bfloat16")  # the unquantized side
QTYPES = ("int8", "float8_e4m3", "float8_e5m2")  # the quantized side (command-line spellings, tvmgen.dtypes)
INT8_MIN, INT8_MAX = -128.0, 127.0


class Quant(Operator):
    """Quantization as TensorRT's QuantizeLinear / DequantizeLinear nodes compute it (and ONNX's, with a zero point):

        quantize    q = saturate(round_half_even(x / scale) + zero_point)   int8
                    q = saturate_to_finite(x / scale), rounded to nearest even into fp8 (`cvt.rn.satfinite`)
        dequantize  y = (q - zero_point) * scale, rounded to `dtype`
        fake_quant  y = dequantize(quantize(x)): one pass, q never stored (float32 in registers)

    All arithmetic is float32, exactly as written: x converted to float32 (exact from float16 and bfloat16), divided
    by the scale with a true IEEE division (x * (1 / scale) rounds differently for many x: a reciprocal is a second
    rounding), rounded half to even (rintf / nearbyintf: 2.5 -> 2, -0.5 -> -0), the zero point added (exact: both
    are small integers), clipped to [-128, 127] and converted (exact). For fp8 x / scale is converted once, round
    to nearest even, and values past the finite range (+-inf too) become +-448 (e4m3) or +-57344 (e5m2), the cast
    operator's saturate=true. dequantize's (q - zero_point) is exact in float32, the product by the scale one
    rounding, the conversion to float16 / bfloat16 a second (as TensorRT does: DQ's output is float32, then cast).
    The NumPy reference performs the same float32 operations (np.float32 division, np.rint, np.clip, ml_dtypes' cast
    after a clip), so every output is compared bit for bit (`exact`, the cast's rule: NaN as NaN, bits otherwise).

    Inputs: X (or Q), then S, the scale: a float32 tensor of 1 element (axis=-1, per tensor) or of the channel
    count (axis=k: one scale per index of X's dim k, TensorRT's per-channel Q/DQ). Scales are positive and finite
    (as TensorRT requires; a zero or negative scale is not checked on the device: it yields what IEEE says).
    zero_point=true adds Z after S: an int8 tensor of S's shape (ONNX's asymmetric int8; TensorRT requires zero, and
    leaving it out is exactly that). fp8 has no zero point.

    NaN: int8 quantize maps NaN to 0 (what PTX's saturating `cvt.rni.sat.s8.f32` does; chosen so, explicitly: the
    float clamp fmaxf/fminf alone would give -128), before the zero point is subtracted again by a dequantize;
    fp8 keeps NaN (e4m3: 0x7f / 0xff). +-inf saturates (int8: 127 / -128; fp8: +-max). A subnormal x / scale
    rounds to 0 in int8 and is kept in fp8 down to fp8's own subnormals (no flush to zero anywhere).
    """

    exact = True  # compare bitwise (see tvmgen.ops.cast.exact_mismatches); tolerance() is (0, 0)
    runtime = ("shape",)
    kind = ""  # quantize | dequantize | fake_quant

    def __init__(self, kind: str, summary: str, examples: tuple[str, ...], cases: tuple[str, ...],
                 rejects: tuple[tuple[str, str], ...]):
        self.kind = kind
        super().__init__(
            name=kind, summary=summary,
            params=(
                Param("shape", "shape", "shape of the tensor, e.g. 32x256x56x56"),
                Param("dtype", str, "the unquantized side's storage type (quantize's X, dequantize's Y, fake_quant's "
                      "X and Y); the arithmetic is float32", "float32", choices=FLOAT_DTYPES),
                Param("qtype", str, "the quantized type: int8 (round half to even, saturate to [-128, 127]) or fp8 "
                      "(round to nearest even, saturate to +-max)", "int8", choices=QTYPES),
                Param("axis", int, "per-channel: the dim of the shape that S (and Z) index, one scale per channel; "
                      "-1: one scale for the whole tensor", -1, minimum=-1),
                Param("zero_point", bool, "int8 only: take Z, an int8 zero point per scale (ONNX); false: zero "
                      "(TensorRT)", False),
            ),
            examples=examples, cases=cases, rejects=rejects,
        )

    # -- parameters ----------------------------------------------------------------------------------
    def check(self, p):
        rank = len(p["shape"])
        if p["axis"] >= rank:
            raise ParamError(f"axis={p['axis']}: shape {slug(p['shape'])} has {rank} dims; give 0..{rank - 1}, or -1 "
                             "for one scale for the whole tensor")
        if p["zero_point"] and p["qtype"] != "int8":
            raise ParamError(f"zero_point=true: only int8 takes a zero point; qtype={p['qtype']} is symmetric "
                             "(TensorRT and ONNX fp8 quantization have none)")

    def runtime_error(self, p):
        if p["axis"] == 0:
            return ("axis=0: the scales would run along the run-time dim; per-channel scales index a fixed dim "
                    "(use axis >= 1)")
        return None

    def channels(self, p) -> int:
        return 1 if p["axis"] < 0 else p["shape"][p["axis"]]

    # -- tensors ---------------------------------------------------------------------------------------
    def _params_in(self, p) -> list[TensorSpec]:
        c = (self.channels(p),)
        return [TensorSpec("S", c, "float32")] + ([TensorSpec("Z", c, "int8")] if p["zero_point"] else [])

    def inputs(self, p):
        if self.kind == "dequantize":
            return [TensorSpec("Q", p["shape"], dtypes.storage(p["qtype"]))] + self._params_in(p)
        return [TensorSpec("X", p["shape"], p["dtype"])] + self._params_in(p)

    def outputs(self, p):
        if self.kind == "quantize":
            return [TensorSpec("Q", p["shape"], dtypes.storage(p["qtype"]))]
        return [TensorSpec("Y", p["shape"], p["dtype"])]

    def shader_name(self, p):
        d, q = p["dtype"], p["qtype"]
        mid = {"quantize": f"{d}_to_{q}", "dequantize": f"{q}_to_{d}", "fake_quant": f"{d}_via_{q}"}[self.kind]
        tail = (f"_axis{p['axis']}" if p["axis"] >= 0 else "") + ("_zp" if p["zero_point"] else "")
        return f"{self.name}_shape{slug(p['shape'])}_{mid}{tail}"

    # -- the compute ---------------------------------------------------------------------------------------
    def compute(self, p):
        from tvm import te, tirx

        n = math.prod(p["shape"])
        dims = index_dims(p["shape"], n)
        specs = self.inputs(p)
        A = te.placeholder(dims, specs[0].dtype, name=specs[0].name)
        S = te.placeholder(index_dims((self.channels(p),), n), "float32", name="S")
        Z = te.placeholder(index_dims((self.channels(p),), n), "int8", name="Z") if p["zero_point"] else None
        zero = tirx.const(0, index_dtype(n))
        qt = dtypes.storage(p["qtype"])
        out = self.outputs(p)[0]

        def at(i):
            return i[p["axis"]] if p["axis"] >= 0 else zero

        def f(*i):
            c = at(i)
            s = S[c]
            zf = Z[c].astype("float32") if Z is not None else None
            if self.kind == "dequantize":
                qf = A[i].astype("float32")
                return ((qf - zf) * s if zf is not None else qf * s).astype(out.dtype)
            xf = A[i] if A.dtype == "float32" else A[i].astype("float32")
            if qt == "int8":
                r = int8_levels(xf / s, zf)
                if self.kind == "quantize":
                    return r.astype("int8")
                return ((r - zf) * s if zf is not None else r * s).astype(out.dtype)
            q = (xf / s).astype(qt)  # TVM's cast into fp8 saturates (cuda_fp8.h: __NV_SATFINITE)
            if self.kind == "quantize":
                return q
            return (q.astype("float32") * s).astype(out.dtype)

        Y = te.compute(dims, f, name=out.name)
        return [A, S] + ([Z] if Z is not None else []) + [Y]

    # -- the reference -------------------------------------------------------------------------------------
    def _bcast(self, p, a: np.ndarray) -> np.ndarray:
        """S or Z shaped to broadcast against the tensor along `axis`."""
        if p["axis"] < 0:
            return a.reshape(())
        shape = [1] * len(p["shape"])
        shape[p["axis"]] = -1
        return a.reshape(shape)

    def reference(self, p, x):
        """The same float32 operations as the kernel (see the class docstring), the result widened to float64."""
        s = self._bcast(p, np.asarray(x["S"], np.float32))
        zf = self._bcast(p, np.asarray(x["Z"]).astype(np.float32)) if p["zero_point"] else None
        out = self.outputs(p)[0]
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            if self.kind == "dequantize":
                qf = x["Q"].astype(np.float32)
                y = (qf - zf) * s if zf is not None else qf * s
                return {"Y": y.astype(np.float32).astype(np_dtype(out.dtype)).astype(np.float64)}
            v = (x["X"].astype(np.float32) / s).astype(np.float32)
            if p["qtype"] == "int8":
                r = np.rint(v)
                if zf is not None:
                    r = r + zf
                r = np.where(np.isnan(r), np.float32(0), np.clip(r, np.float32(INT8_MIN), np.float32(INT8_MAX)))
                r = r.astype(np.float32)
                if self.kind == "quantize":
                    return {"Q": r.astype(np.int8).astype(np.float64)}
                y = (r - zf) * s if zf is not None else r * s
            else:
                m = np.float32(dtypes.FINITE_MAX[dtypes.storage(p["qtype"])])
                q = np.clip(v, -m, m).astype(np_dtype(p["qtype"]))
                if self.kind == "quantize":
                    return {"Q": q.astype(np.float64)}
                y = q.astype(np.float32) * s
            return {"Y": y.astype(np.float32).astype(np_dtype(out.dtype)).astype(np.float64)}

    def tolerance(self, p, out):
        """Zero: the reference performs the kernel's own float32 operations."""
        return 0.0, 0.0

    def flops(self, p):
        return math.prod(p["shape"])

    # -- inputs --------------------------------------------------------------------------------------------
    def sample(self, p, rng):
        c = self.channels(p)
        s = sample_scales(c, rng)
        z = sample_zero_points(c, rng) if p["zero_point"] else None
        x = {}
        if self.kind == "dequantize":
            n = math.prod(p["shape"])
            b = rng.integers(0, 256, n, dtype=np.uint8)
            b[: min(n, 256)] = np.arange(min(n, 256), dtype=np.uint8)  # every pattern first (NaN, inf, -0 in fp8)
            x["Q"] = b.view(np_dtype(p["qtype"])).reshape(p["shape"])
        else:
            sb = self._bcast(p, s)
            levels = sample_levels(p["shape"], p["qtype"], rng)
            with np.errstate(over="ignore", invalid="ignore"):
                x["X"] = (levels * sb).astype(np.float32).astype(np_dtype(p["dtype"]))
        x["S"] = s
        if z is not None:
            x["Z"] = z
        return x


def int8_levels(v, zf):
    """TIR: the int8 level of the float32 `v` = x / scale, as float32: round half to even, + zero point, clip to
    [-128, 127], NaN -> 0."""
    from tvm import tirx

    r = tirx.nearbyint(v)
    if zf is not None:
        r = r + zf
    clipped = tirx.max(tirx.min(r, tirx.const(INT8_MAX, "float32")), tirx.const(INT8_MIN, "float32"))
    return tirx.Select(tirx.isnan(r), tirx.const(0.0, "float32"), clipped)


def sample_scales(c: int, rng: np.random.Generator) -> np.ndarray:
    """c positive float32 scales in [2^-10, 4): random ones (x / s rounds, and a multiply by the reciprocal rounds
    differently for some x: the sampler's ties k + 0.5 times s mostly divide back to exact ties, and those that do
    not are where the two disagree), and for c > 1 every other one short (a few significant bits: 0.09375,
    0.75 * 2^-k), whose ties stay exact in float16 too."""
    short = np.float32(rng.choice([0.75, 1.0, 1.5, 1.25], c)) * np.float32(2.0) ** rng.integers(-10, 2, c)
    wide = np.float32(2.0) ** rng.uniform(-10, 2, c).astype(np.float32)
    pick = np.arange(c) % 2 == 1
    return np.where(pick, short, wide).astype(np.float32)


def sample_zero_points(c: int, rng: np.random.Generator) -> np.ndarray:
    """c int8 zero points: mostly small, with the extremes -128 and 127 among them when there are channels enough."""
    z = rng.integers(-20, 21, c).astype(np.int8)
    if c >= 4:
        z[1], z[3] = -128, 127
    return z


INT8_EDGES = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 126.5, 127.0, 127.5, 128.0,
                       -127.5, -128.0, -128.5, -129.0, 1e30, -1e30, 1e-40, -1e-40], np.float32)
FP8_EDGES = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 448.0, 464.0, 465.0, -464.0, 57344.0, 61440.0, -61440.0, 1e30,
                      2.0**-9, 2.0**-10, 1.5 * 2.0**-10, 2.0**-16, 2.0**-17, 3 * 2.0**-17, 1e-40], np.float32)


def sample_levels(shape, qtype: str, rng: np.random.Generator) -> np.ndarray:
    """x / scale for the sampler (the sampler multiplies by the scale): the edge cases (NaN, +-inf, zeros, ties at
    .5, the saturation bounds, subnormals), then int8: 40% exact ties k + 0.5 in [-140, 140) (exact x / s with a
    short scale), 20% integers, 40% uniform in [-160, 160); fp8: values log-uniform in 2^-18 .. 2^17 with random
    signs (subnormals, normals, past the finite range) and 20% fp8 values' midpoints (ties). No accidental zeros."""
    n = math.prod(shape)
    edges = INT8_EDGES if qtype == "int8" else FP8_EDGES
    m = max(0, n - edges.size)
    if qtype == "int8":
        k = rng.integers(-140, 140, m).astype(np.float32)
        kind = rng.integers(0, 5, m)
        v = np.where(kind < 2, k + np.float32(0.5), np.where(kind == 2, k, rng.uniform(-160, 160, m)))
    else:
        v = np.float32(2.0) ** rng.uniform(-18, 17, m) * rng.choice([-1.0, 1.0], m)
        f8 = rng.integers(0, 128, m, dtype=np.uint8).view(np_dtype(qtype)).astype(np.float32)
        f8n = (rng.integers(0, 127, m, dtype=np.uint8) + np.uint8(1)).view(np_dtype(qtype)).astype(np.float32)
        ties = np.where(np.isfinite(f8) & np.isfinite(f8n), (f8 + f8n) * np.float32(0.5), np.float32(1.0))
        v = np.where(rng.random(m) < 0.2, ties, v)
    v = np.where(v == 0, np.float32(0.25), v).astype(np.float32)
    return np.concatenate([edges, v])[:n].reshape(shape)


OPERATORS = (
    Quant("quantize", "Q = saturate(round_half_even(X / S) + Z) into int8, or X / S saturated and rounded into fp8; "
                      "per tensor or per channel (TensorRT Q), bit-exact with NumPy",
          examples=("quantize shape=32x256x56x56", "quantize shape=32x256x56x56 axis=1 qtype=float8_e4m3",
                    "quantize shape=4096x4096 axis=0 zero_point=true dtype=float16"),
          cases=("shape=3x37x5", "shape=2x8x3x3 axis=1 zero_point=true", "shape=64x6 axis=1 dtype=bfloat16",
                 "shape=5x7 dtype=float16 zero_point=true"),
          rejects=(("shape=8x4 axis=2", "axis=2: shape 8x4 has 2 dims"),
                   ("shape=8 qtype=float8_e4m3 zero_point=true", "zero_point=true: only int8 takes a zero point"),
                   ("shape=8 qtype=uint8", "qtype='uint8': must be one of int8, float8_e4m3, float8_e5m2"),
                   ("shape=8 dtype=float64", "dtype='float64': must be one of float32, float16, bfloat16"),
                   ("shape=8 axis=-2", "axis=-2: must be >= -1"))),
    Quant("dequantize", "Y = (Q - Z) * S from int8 or fp8, per tensor or per channel, rounded to dtype (TensorRT DQ), "
                        "bit-exact with NumPy",
          examples=("dequantize shape=32x256x56x56", "dequantize shape=32x256x56x56 axis=1 qtype=float8_e5m2 "
                                                     "dtype=float16"),
          cases=("shape=3x37x5", "shape=2x8x3x3 axis=1 zero_point=true dtype=float16",
                 "shape=300 dtype=bfloat16 zero_point=true"),
          rejects=(("shape=8 qtype=float8_e5m2 zero_point=true", "zero_point=true: only int8 takes a zero point"),
                   ("shape=8x4 axis=3", "axis=3: shape 8x4 has 2 dims"))),
    Quant("fake_quant", "Y = dequantize(quantize(X)) in one pass (int8 or fp8, per tensor or per channel), X and Y "
                        "float32 / float16 / bfloat16, bit-exact with NumPy",
          examples=("fake_quant shape=32x256x56x56", "fake_quant shape=32x256x56x56 axis=1 qtype=float8_e4m3 "
                                                     "dtype=bfloat16"),
          cases=("shape=3x37x5", "shape=2x8x3x3 axis=1 zero_point=true dtype=float16",
                 "shape=9x33 axis=0 dtype=bfloat16"),
          rejects=(("shape=8 qtype=float8_e4m3 zero_point=true", "zero_point=true: only int8 takes a zero point"),
                   ("shape=8 dtype=int8", "dtype='int8': must be one of float32, float16, bfloat16"))),
)
