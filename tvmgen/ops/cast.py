"""Floating-point casts between float32, float16, bfloat16 and fp8 (e4m3, e5m2), bit-exact with NumPy and ml_dtypes."""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..dtypes import np_dtype
from .base import DTYPES, Operator, Param, ParamError, TensorSpec, slug
from .tensors import index_dims

FLOAT8 = tuple(dtypes.FLOAT8)  # command-line spellings: float8_e4m3, float8_e5m2 (the cast's and quant's alone)
# float32, float16, bfloat16 (every storage type the operators take) and fp8
CAST_DTYPES = DTYPES + FLOAT8
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32}  # by itemsize: the bits of a float of that width


class Cast(Operator):
    """Y = X converted from `src` to `dst` (any two of float32, float16, bfloat16, float8_e4m3, float8_e5m2, not
    both fp8), X and Y of `shape`.

    float32 -> float16 rounds to nearest, ties to even (IEEE 754 roundTiesToEven, CUDA's __float2half /
    `cvt.rn.f16.f32`, NumPy's astype): |x| >= 65520 becomes inf, float32 subnormals and |x| <= 2^-25
    become a zero of x's sign, float16 subnormals are kept (no flush to zero). float16 -> float32 is exact.

    bfloat16 (NumPy has none: ml_dtypes.bfloat16, see tvmgen.dtypes) is float32's top 16 bits. float32 ->
    bfloat16 rounds to nearest even like ml_dtypes' astype and CUDA's __float2bfloat16_rn (`cvt.rn.bf16.f32`):
    |x| >= 0x1.ffp127 (halfway above the largest bfloat16) becomes inf, subnormals are kept (same exponent range).
    bfloat16 -> float32 is exact. float16 -> bfloat16 is float16 -> float32 (exact) -> bfloat16 (one rounding of
    the significand to 8 bits; float16's exponents always fit), and bfloat16 -> float16 is bfloat16 -> float32
    (exact) -> float16 (one rounding): ml_dtypes' direct astype equals both on all 65536 patterns (tests/cast),
    and nvcc fuses each into one `cvt.rn.f16.bf16` / `cvt.rn.bf16.f16`, a single rounding too.

    The operator has no `dtype` parameter: `src` and `dst` name the two storage types, and the shader is
    called cast_shape<shape>_<src>_to_<dst>.

    Checking (`exact = True`): a cast's reference is exact, so every output must equal NumPy's bit for bit
    (signed zeros, infinities, subnormals included), except NaN: where the reference is NaN, any NaN is
    accepted, whatever its sign and payload. NumPy keeps NaN payloads as they are (it even keeps a signalling
    NaN signalling: fp16 0x7c01 -> fp32 0x7f802000), LLVM sets the quiet bit (fp32 0x7f800001 -> fp16
    0x7e00 where NumPy gives 0x7c01) and PTX's cvt need not preserve payloads (it may return a canonical
    NaN; cuda_bf16.h's host __float2bfloat16 returns 0x7fff for every NaN, where ml_dtypes keeps the payload and
    sets the quiet bit), so NaN bits are not part of the contract. `exact_mismatches()` implements the rule and
    `exact_report()` returns it with the keys of tvmgen.verify.compare.

    fp8 (`float8_e4m3`, `float8_e5m2`: ml_dtypes' float8_e4m3fn and float8_e5m2, cuda_fp8.h's __nv_fp8_e4m3 and
    __nv_fp8_e5m2; see tvmgen.dtypes). Widening fp8 into float32, float16 or bfloat16 is exact (every fp8 value,
    subnormals included, is one of theirs). Narrowing into fp8 rounds to nearest even, once, from the exact value
    (float16 and bfloat16 go through float32, exactly), and `saturate` says what happens past the finite range:
    * saturate=false (the default, `__NV_NOSAT`): ml_dtypes' astype and torch's `.to(torch.float8_*)`: |x| past
      half an ulp above the largest finite value (e4m3: > 464, e5m2: >= 61440) and +-inf become NaN in e4m3 (which
      has no infinity) and +-inf in e5m2. It is the default because a cast elsewhere in this operator never hides
      an overflow (float32 -> float16 gives inf), and because it is the plain conversion of NumPy and torch.
    * saturate=true (`__NV_SATFINITE`, PTX's `cvt.rn.satfinite`, cuda_fp8.h's __nv_fp8_e4m3(float) constructors,
      TensorRT's and the quantize operator's fp8 output): those values, infinities included, become the largest
      finite value of their sign (+-448, +-57344). The reference is a clip to [-max, max] before ml_dtypes' cast,
      which is the same function: rounding is monotone, so every |x| > max rounds to max or past it, and a clip keeps
      NaN (NaN stays NaN under satfinite). Only an fp8 `dst` takes it.
    The device code: saturating, TVM's own cast (cuda_fp8.h's constructors: `cvt.rn.satfinite.e4m3x2.f32` /
    `.f16x2` on sm_89 and later, 4 elements per thread as __nv_fp8x4); not saturating, the same conversion with the
    overflow chosen first by comparing |x| with the threshold above (cuda_fp8.h's own __NV_NOSAT path is a software
    conversion through double; the select costs two compares). TVM's LLVM lowering of fp8 casts is not ml_dtypes'
    (it flushes subnormals and mis-rounds overflow), so fp8 casts are checked on the emulated CUDA, not on LLVM.
    fp8 to fp8 is refused (cast through float16: exact, then one rounding).
    """

    exact = True  # compare bitwise (NaN as NaN): see exact_mismatches(); tolerance() is (0, 0)

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="cast",
            summary="Y = X converted between float32, float16, bfloat16, float8_e4m3, float8_e5m2 (round to nearest "
                    "even; fp8 saturating or not), bit-exact with NumPy / ml_dtypes",
            params=(
                Param("shape", "shape", "shape of X and Y, e.g. 32x256x56x56"),
                Param("src", str, "storage type of X", choices=CAST_DTYPES),
                Param("dst", str, "storage type of Y", choices=CAST_DTYPES),
                Param("saturate", bool, "fp8 dst only: past the finite range give +-max (cuda_fp8.h __NV_SATFINITE) "
                      "instead of NaN (e4m3) / inf (e5m2) (__NV_NOSAT, NumPy's and torch's cast)", False),
            ),
            examples=("cast shape=65536 src=float16 dst=float32", "cast shape=32x256x56x56 src=float32 dst=float16",
                      "cast shape=32x256x56x56 src=float32 dst=bfloat16",
                      "cast shape=32x256x56x56 src=float32 dst=float8_e4m3 saturate=true",
                      "cast shape=65536 src=float8_e5m2 dst=float16"),
            cases=("shape=87 src=float32 dst=float16", "shape=3x1x77 src=float16 dst=float32",
                   "shape=87 src=float32 dst=bfloat16", "shape=3x1x77 src=bfloat16 dst=float16"),
            rejects=(("shape=8 src=float32 dst=float32", "dst=float32: same as src"),
                     ("shape=8 src=float64 dst=float16", "src='float64': must be one of float32, float16, bfloat16"),
                     ("shape=8 src=float32 dst=float16 saturate=true", "saturate=true: only an fp8 dst saturates"),
                     ("shape=8 src=float8_e4m3 dst=float8_e5m2", "dst=float8_e5m2: fp8 to fp8 is not a cast here"),
                     ("shape=8 src=float32", "dst: required by cast"),
                     ("shape=8 src=float32 dst=float16 dtype=float16", "dtype: unknown parameter of cast"),
                     ("shape=8x0 src=float32 dst=float16", "shape=8x0: every dimension must be positive")),
        )

    def check(self, p):
        if p["src"] == p["dst"]:
            raise ParamError(f"dst={p['dst']}: same as src; a cast converts between two of {', '.join(CAST_DTYPES)}")
        if p["saturate"] and not dtypes.is_float8(p["dst"]):
            raise ParamError(f"saturate=true: only an fp8 dst saturates ({', '.join(FLOAT8)}); dst={p['dst']} "
                             "overflows to inf")
        if dtypes.is_float8(p["src"]) and dtypes.is_float8(p["dst"]):
            raise ParamError(f"dst={p['dst']}: fp8 to fp8 is not a cast here; cast src={p['src']} to float16 "
                             "(exact), then float16 to the other fp8")

    def inputs(self, p):
        return [TensorSpec("X", p["shape"], dtypes.storage(p["src"]))]

    def outputs(self, p):
        return [TensorSpec("Y", p["shape"], dtypes.storage(p["dst"]))]

    def compute(self, p):
        from tvm import te

        dims = index_dims(p["shape"], int(np.prod(p["shape"])))
        src, dst = dtypes.storage(p["src"]), dtypes.storage(p["dst"])
        X = te.placeholder(dims, src, name="X")
        if dtypes.is_float8(dst) and not p["saturate"]:
            Y = te.compute(dims, lambda *i: fp8_nosat(X[i], dst), name="Y")
        else:
            Y = te.compute(dims, lambda *i: X[i].astype(dst), name="Y")
        return [X, Y]

    def reference(self, p, x):
        """float64 holds every float16, bfloat16 and float32 exactly: the reference is NumPy's (ml_dtypes') cast,
        widened. Between float16 and bfloat16 it goes through float32, exact for both, so exactly one rounding."""
        xs, dst = x["X"], np_dtype(p["dst"])
        with np.errstate(over="ignore", invalid="ignore"):  # overflow to inf is the point
            if p["src"] != "float32" and p["dst"] != "float32":
                xs = xs.astype(np.float32)
            if p["saturate"]:  # see the class's docstring: the same function as cvt.rn.satfinite
                m = dtypes.FINITE_MAX[dtypes.storage(p["dst"])]
                xs = np.clip(xs, np.float32(-m), np.float32(m))
            return {"Y": xs.astype(dst).astype(np.float64)}

    def tolerance(self, p, out):
        """Zero: the reference is exact (see exact_mismatches for the bitwise rule and NaN)."""
        return 0.0, 0.0

    def shader_name(self, p):
        return f"cast_shape{slug(p['shape'])}_{p['src']}_to_{p['dst']}" + ("_saturate" if p["saturate"] else "")

    def sample(self, p, rng):
        n = int(np.prod(p["shape"]))
        if dtypes.is_float8(p["src"]):
            bits = byte_patterns(n, rng)
        elif p["src"] == "float32" and dtypes.is_float8(p["dst"]):
            bits = float_fp8_patterns(n, rng, dtypes.storage(p["dst"]))
        elif p["src"] == "float16":
            bits = half_patterns(n, rng)
        elif p["src"] == "bfloat16":
            bits = half_patterns(n, rng, BF16_EDGES)
        elif p["dst"] == "bfloat16":
            bits = float_bf16_patterns(n, rng)
        else:
            bits = float_patterns(n, rng)
        return {"X": bits.view(np_dtype(p["src"])).reshape(p["shape"])}


def fp8_nosat(x, dst: str):
    """TIR: `x` (float32, float16 or bfloat16) converted to the fp8 type `dst` (storage name) without saturation:
    TVM's cast saturates (cuda_fp8.h's constructors), so the values it would clip are chosen first. e4m3 has no
    infinity: past the threshold (and +-inf) a float32 NaN goes into the cast, which keeps NaN. e5m2: +-inf."""
    from tvm import tirx

    xf = x if x.dtype == "float32" else x.astype("float32")
    thr = tirx.const(dtypes.FP8_OVERFLOW[dst], "float32")
    if dst == "float8_e4m3fn":
        nan = tirx.reinterpret("float32", tirx.const(0x7FC00000, "uint32"))
        return tirx.Select(tirx.abs(xf) > thr, nan, xf).astype(dst)
    pos_inf, neg_inf = (tirx.reinterpret(dst, tirx.const(b, "uint8")) for b in (0x7C, 0xFC))
    return tirx.Select(xf >= thr, pos_inf, tirx.Select(xf <= -thr, neg_inf, x.astype(dst)))


def exact_mismatches(got: np.ndarray, ref: np.ndarray, dtype: str) -> np.ndarray:
    """Boolean array, True where `got` (in `dtype`) breaks the exact-cast rule against the float64 `ref`:
    bits differ from ref rounded to dtype (exact for a cast's reference), or ref is NaN and got is not."""
    dt = np_dtype(dtype)
    g = np.asarray(got).astype(dt, copy=False)
    r = np.asarray(ref).astype(dt)
    u = _UINT[dt.itemsize]
    rnan = np.isnan(r)
    return np.where(rnan, ~np.isnan(g), g.view(u) != r.view(u))


def exact_report(got: np.ndarray, ref: np.ndarray, dtype: str) -> dict:
    """exact_mismatches as a report with the keys of tvmgen.verify.compare (ok, count, atol, rtol, bad,
    nan, max_abs, max_rel, worst_ratio, worst, message), for a runner that checks `op.exact`."""
    got = np.asarray(got)
    ref = np.asarray(ref, dtype=np.float64)
    out = {"ok": False, "count": int(ref.size), "atol": 0.0, "rtol": 0.0}
    if got.shape != ref.shape:
        out["message"] = f"shape {list(got.shape)}, want {list(ref.shape)}"
        return out
    bad = exact_mismatches(got, ref, dtype)
    g = got.astype(np.float64)
    both = np.isfinite(g) & np.isfinite(ref)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        diff = np.where(both, np.abs(g - ref), 0.0)
        rel = np.where(both & (diff > 0), diff / np.abs(ref), 0.0)
    n_bad = int(bad.sum())
    out.update(ok=n_bad == 0, bad=n_bad, nan=int(np.isnan(g).sum()),
               max_abs=float(diff.max()) if ref.size else None, max_rel=float(rel.max()) if ref.size else None,
               worst_ratio=float("inf") if n_bad else 0.0)
    if ref.size:
        idx = np.unravel_index(int(np.argmax(bad)), ref.shape)
        out["worst"] = {"index": [int(i) for i in idx], "got": float(g[idx]), "want": float(ref[idx])}
    if n_bad:
        w = out["worst"]
        dt = np_dtype(dtype)
        gb = int(got.astype(dt)[tuple(w["index"])].view(_UINT[dt.itemsize]))
        rb = int(ref.astype(dt)[tuple(w["index"])].view(_UINT[dt.itemsize]))
        out["message"] = (f"{n_bad} of {ref.size} elements not bit-exact; first at {w['index']}: got {w['got']!r} "
                          f"(0x{gb:x}), want {w['want']!r} (0x{rb:x})")
    return out


# -- samplers -------------------------------------------------------------------------------------
HALF_EDGES = np.array([
    0x0000, 0x8000,  # +-0
    0x0001, 0x8001, 0x0002, 0x03FF, 0x83FF,  # subnormals: smallest, largest
    0x0400, 0x8400, 0x0401,  # smallest normals
    0x3C00, 0xBC00, 0x3BFF, 0x3C01, 0x3555,  # around 1, 1/3
    0x7BFF, 0xFBFF, 0x7BFE,  # +-65504, the largest finite
    0x7C00, 0xFC00,  # +-inf
    0x7C01, 0x7D00, 0x7DFF, 0xFC01,  # signalling NaNs (payloads)
    0x7E00, 0xFE00, 0x7E01, 0x7FFF, 0xFFFF,  # quiet NaNs (payloads)
], dtype=np.uint16)


BF16_EDGES = np.array([
    0x0000, 0x8000,  # +-0
    0x0001, 0x8001, 0x007F, 0x807F,  # subnormals: smallest, largest
    0x0080, 0x8080, 0x0081,  # smallest normals
    0x3F80, 0xBF80, 0x3F7F, 0x3F81, 0x3EAB,  # around 1, 1/3
    0x7F7F, 0xFF7F,  # +-largest finite
    0x477F, 0x4780, 0x477F + 0x10, 0x3380, 0x3300, 0x3340, 0x33C0, 0x3880, 0x387F,  # float16's overflow, 2^-24, 2^-25
    0x7F80, 0xFF80,  # +-inf
    0x7F81, 0x7FBF, 0xFF81,  # signalling NaNs (payloads)
    0x7FC0, 0xFFC0, 0x7FC1, 0x7FFF, 0xFFFF,  # quiet NaNs (payloads)
], dtype=np.uint16)


def byte_patterns(n: int, rng: np.random.Generator) -> np.ndarray:
    """n fp8 bit patterns (uint8): all 256 in order (NaNs, infinities, subnormals, zeros of both signs), repeated
    and then random ones when n > 256; fewer: the first n."""
    every = np.arange(256, dtype=np.uint8)
    if n <= 256:
        return every[:n].copy()
    return np.concatenate([every, rng.integers(0, 256, n - 256, dtype=np.uint8)])


def float32_fp8_edges(dst: str) -> np.ndarray:
    """float32 bit patterns at every boundary of float32 -> fp8 `dst` (storage name): every finite fp8 value, every
    midpoint between neighbours (the ties, both parities) and the float32 values one ulp either side of each, the
    overflow threshold and past it, the smallest subnormal's half (a tie with zero), float32 subnormals, infinities
    and NaN payloads; both signs."""
    dt = np_dtype(dst)
    v = np.arange(128, dtype=np.uint8).view(dt).astype(np.float32)
    v = np.unique(v[np.isfinite(v)])  # 0 .. max, ascending
    top = np.float32(2 * dtypes.FP8_OVERFLOW[dst] - dtypes.FINITE_MAX[dst])  # the value above max, were there one
    mid = ((v + np.r_[v[1:], top]) * np.float32(0.5)).astype(np.float32)  # exact: 4 or 5 significant bits
    up, down = np.float32(np.inf), np.float32(0)
    pos = np.concatenate([v, mid, np.nextafter(mid, up), np.nextafter(mid, down),
                          np.float32([float(np.finfo(np.float32).smallest_subnormal), 2.0**-126, 1e30, top,
                                      np.finfo(np.float32).max, np.inf])]).astype(np.float32).view(np.uint32)
    nans = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800001, 0x7FBFFFFF, 0x7FFFFFFF], dtype=np.uint32)
    return np.concatenate([pos, pos | np.uint32(0x80000000), nans])


def float_fp8_patterns(n: int, rng: np.random.Generator, dst: str) -> np.ndarray:
    """n float32 bit patterns (uint32) for float32 -> fp8 `dst`: the edge cases, then values with exponents across
    fp8's range and a little past it (2^-20 .. 2^17) and random significands (60%), ties nudged by -1, 0 or +1 ulp
    (20%), and random 32-bit patterns (20%); random signs."""
    edges = float32_fp8_edges(dst)
    if n <= edges.size:
        return edges[:n].copy()
    m = n - edges.size
    n_tie, n_any = m // 5, m // 5
    n_range = m - n_tie - n_any
    e = rng.integers(127 - 20, 127 + 18, n_range, dtype=np.uint32)
    ranged = (e << np.uint32(23)) | rng.integers(0, 1 << 23, n_range, dtype=np.uint32)
    ties = rng.choice(edges[: (edges.size - 6) // 2], n_tie)  # the positive edges: values, ties, neighbours
    ties = ties + (rng.integers(0, 3, n_tie, dtype=np.uint32) - np.uint32(1))
    signed = np.concatenate([ranged, ties])
    signed |= rng.integers(0, 2, signed.size, dtype=np.uint32) << np.uint32(31)
    anybits = rng.integers(0, 2**32, n_any, dtype=np.uint64).astype(np.uint32)
    return np.concatenate([edges, signed, anybits])


def half_patterns(n: int, rng: np.random.Generator, edges: np.ndarray = HALF_EDGES) -> np.ndarray:
    """n 16-bit float patterns (uint16; `edges` picks the type's: HALF_EDGES or BF16_EDGES). n >= 65536: all
    65536 patterns in order, then random ones; fewer: the edge cases first, then distinct random patterns."""
    every = np.arange(65536, dtype=np.uint16)
    if n >= 65536:
        return np.concatenate([every, rng.integers(0, 65536, n - 65536, dtype=np.uint16)])
    rest = np.setdiff1d(every, edges)
    pick = np.concatenate([edges, rng.permutation(rest)])
    return pick[:n].copy()


def _f32(values) -> np.ndarray:
    return np.asarray(values, dtype=np.float32).view(np.uint32)


def float32_edges() -> np.ndarray:
    """float32 bit patterns at every boundary of the float32 -> float16 conversion."""
    f = np.float32
    up, down = np.float32(np.inf), np.float32(0)
    nxt = np.nextafter
    vals = [
        0.0, 65504.0, nxt(f(65504), up), nxt(f(65520), down), 65520.0, nxt(f(65520), up), 65536.0, 1e5,
        float(np.finfo(np.float32).max), np.inf,
        # fp16 subnormal range and the rounding into it
        2.0**-24, 2.0**-25, nxt(f(2.0**-25), up), nxt(f(2.0**-25), down), 3 * 2.0**-25, 5 * 2.0**-25,
        2.0**-26, 1023 * 2.0**-24, 2.0**-14 - 2.0**-25, nxt(f(2.0**-14 - 2.0**-25), down), 2.0**-14,
        2.0**-14 + 2.0**-25, 2.0**-14 + 3 * 2.0**-25,
        # float32 subnormals and smallest normal: all become zeros
        float(np.finfo(np.float32).smallest_subnormal), 2.0**-127, 2.0**-126,
        # ties between neighbouring fp16 values, and the float32 values either side of them
        1.0, 1 + 2.0**-11, nxt(f(1 + 2.0**-11), up), nxt(f(1 + 2.0**-11), down), 1 + 3 * 2.0**-11,
        nxt(f(1 + 3 * 2.0**-11), down), 2049.0, 2051.0, 65504.0 - 16, 65504.0 - 8, 0.1, 1 / 3,
    ]
    pos = _f32(vals)
    nans = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800001, 0x7FA00000, 0x7FBFFFFF, 0x7FFFFFFF,
                     0xFFFFFFFF, 0x7F802000, 0x7FC02000, 0x7F8FE000], dtype=np.uint32)
    return np.concatenate([pos, pos | np.uint32(0x80000000), nans])


def float_patterns(n: int, rng: np.random.Generator) -> np.ndarray:
    """n float32 bit patterns (uint32): the edge cases, then runs of exact float16 values (20%), exact
    ties between float16 neighbours nudged by -1, 0 or +1 float32 ulp (20%), random values with exponents
    across float16's range, 2^-27 .. 2^16 (50%), and random 32-bit patterns (10%); random signs."""
    edges = float32_edges()
    if n <= edges.size:
        return edges[:n].copy()
    m = n - edges.size
    n_exact, n_tie, n_any = m // 5, m // 5, m // 10
    n_range = m - n_exact - n_tie - n_any
    h = rng.integers(0, 0x7C00, n_exact + n_tie, dtype=np.uint16)  # finite non-negative fp16 patterns
    exact = h[:n_exact].view(np.float16).astype(np.float32).view(np.uint32)
    lo = h[n_exact:].view(np.float16).astype(np.float32)
    hi = (h[n_exact:] + np.uint16(1)).view(np.float16).astype(np.float32)
    hi[np.isinf(hi)] = 65536.0  # the neighbour above 65504 as if the exponent went on
    tie = ((lo + hi) * np.float32(0.5)).view(np.uint32)  # 12 significant bits: exact in float32
    tie = tie + (rng.integers(0, 3, n_tie, dtype=np.uint32) - np.uint32(1))  # -1, 0, +1 ulp (mod 2^32; ties > 0)
    e = rng.integers(127 - 27, 127 + 17, n_range, dtype=np.uint32)
    ranged = (e << np.uint32(23)) | rng.integers(0, 1 << 23, n_range, dtype=np.uint32)
    signed = np.concatenate([exact, tie, ranged])
    signed |= rng.integers(0, 2, signed.size, dtype=np.uint32) << np.uint32(31)
    anybits = rng.integers(0, 2**32, n_any, dtype=np.uint64).astype(np.uint32)
    return np.concatenate([edges, signed, anybits])


def float32_bf16_edges() -> np.ndarray:
    """float32 bit patterns at every boundary of the float32 -> bfloat16 conversion (bfloat16 keeps float32's top
    16 bits, so a tie has low half 0x8000): ties to even both ways and an ulp either side, the overflow threshold
    0x7f7f8000 (halfway above the largest bfloat16: rounds to inf, one below does not), float32 subnormals (kept,
    and rounded into bfloat16 subnormals), carries into the exponent, infinities and NaN payloads."""
    hi = np.array([0x3F80, 0x3F81, 0x3F7F, 0x0000, 0x0001, 0x007F, 0x0080, 0x7F7E, 0x7F7F, 0x4780, 0x3EAA],
                  dtype=np.uint32) << np.uint32(16)
    low = np.array([0x0000, 0x0001, 0x7FFF, 0x8000, 0x8001, 0xFFFF], dtype=np.uint32)
    pos = (hi[:, None] | low[None, :]).reshape(-1)
    pos = np.concatenate([pos, np.array([0x7F800000, 0x00000001, 0x00008000, 0x00018000, 0x007FFFFF, 0x007F8000,
                                         0x7F7F7FFF, 0x7F7F8000, 0x7F7FFFFF], dtype=np.uint32)])
    nans = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800001, 0x7F808000, 0x7F810000, 0x7FBFFFFF,
                     0x7FFFFFFF, 0xFFFFFFFF, 0x7FC08000, 0x7F80FFFF], dtype=np.uint32)
    return np.concatenate([pos, pos | np.uint32(0x80000000), nans])


def float_bf16_patterns(n: int, rng: np.random.Generator) -> np.ndarray:
    """n float32 bit patterns (uint32) for float32 -> bfloat16: the edge cases, then exact bfloat16 values (20%),
    exact ties (low half 0x8000) nudged by -1, 0 or +1 ulp (40%; the low half decides the rounding, so ties are
    the interesting class), and random 32-bit patterns (40%: every exponent, subnormals and NaNs included)."""
    edges = float32_bf16_edges()
    if n <= edges.size:
        return edges[:n].copy()
    m = n - edges.size
    n_exact, n_tie = m // 5, 2 * m // 5
    n_any = m - n_exact - n_tie
    top = rng.integers(0, 1 << 16, n_exact + n_tie, dtype=np.uint32) << np.uint32(16)  # any sign, NaN tops included
    exact = top[:n_exact]
    tie = (top[n_exact:] | np.uint32(0x8000)) + (rng.integers(0, 3, n_tie, dtype=np.uint32) - np.uint32(1))
    anybits = rng.integers(0, 2**32, n_any, dtype=np.uint64).astype(np.uint32)
    return np.concatenate([edges, exact, tie, anybits])


OPERATORS = (Cast(),)
