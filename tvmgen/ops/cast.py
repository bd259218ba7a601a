"""Floating-point casts between float32, float16 and bfloat16, bit-exact with NumPy and ml_dtypes."""
from __future__ import annotations

import numpy as np

from .base import DTYPES, Operator, Param, ParamError, TensorSpec, slug
from .tensors import index_dims, np_dtype

# bfloat16 is the cast's alone for now: the other operators keep DTYPES (float32, float16).
CAST_DTYPES = DTYPES + ("bfloat16",)
_UINT = {2: np.uint16, 4: np.uint32}  # by itemsize: the bits of a float of that width


class Cast(Operator):
    """Y = X converted from `src` to `dst` (any two of float32, float16, bfloat16), X and Y of `shape`.

    float32 -> float16 rounds to nearest, ties to even (IEEE 754 roundTiesToEven, CUDA's __float2half /
    `cvt.rn.f16.f32`, NumPy's astype): |x| >= 65520 becomes inf, float32 subnormals and |x| <= 2^-25
    become a zero of x's sign, float16 subnormals are kept (no flush to zero). float16 -> float32 is exact.

    bfloat16 (NumPy has none: ml_dtypes.bfloat16, see tensors.np_dtype) is float32's top 16 bits. float32 ->
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
    """

    exact = True  # compare bitwise (NaN as NaN): see exact_mismatches(); tolerance() is (0, 0)

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="cast",
            summary="Y = X converted between float32, float16, bfloat16 (round to nearest even), bit-exact with "
                    "NumPy / ml_dtypes",
            params=(
                Param("shape", "shape", "shape of X and Y, e.g. 32x256x56x56"),
                Param("src", str, "storage type of X", choices=CAST_DTYPES),
                Param("dst", str, "storage type of Y", choices=CAST_DTYPES),
            ),
            examples=("cast shape=65536 src=float16 dst=float32", "cast shape=32x256x56x56 src=float32 dst=float16",
                      "cast shape=32x256x56x56 src=float32 dst=bfloat16"),
            cases=("shape=87 src=float32 dst=float16", "shape=3x1x77 src=float16 dst=float32",
                   "shape=87 src=float32 dst=bfloat16", "shape=3x1x77 src=bfloat16 dst=float16"),
            rejects=(("shape=8 src=float32 dst=float32", "dst=float32: same as src"),
                     ("shape=8 src=float64 dst=float16", "src='float64': must be one of float32, float16, bfloat16"),
                     ("shape=8 src=float32", "dst: required by cast"),
                     ("shape=8 src=float32 dst=float16 dtype=float16", "dtype: unknown parameter of cast"),
                     ("shape=8x0 src=float32 dst=float16", "shape=8x0: every dimension must be positive")),
        )

    def check(self, p):
        if p["src"] == p["dst"]:
            raise ParamError(f"dst={p['dst']}: same as src; a cast converts between two of {', '.join(CAST_DTYPES)}")
        if "bfloat16" in (p["src"], p["dst"]):
            # imports ml_dtypes, which registers the name with NumPy: TensorSpec's np.dtype("bfloat16") then resolves
            np_dtype("bfloat16")

    def inputs(self, p):
        return [TensorSpec("X", p["shape"], p["src"])]

    def outputs(self, p):
        return [TensorSpec("Y", p["shape"], p["dst"])]

    def compute(self, p):
        from tvm import te

        dims = index_dims(p["shape"], int(np.prod(p["shape"])))
        X = te.placeholder(dims, p["src"], name="X")
        Y = te.compute(dims, lambda *i: X[i].astype(p["dst"]), name="Y")
        return [X, Y]

    def reference(self, p, x):
        """float64 holds every float16, bfloat16 and float32 exactly: the reference is NumPy's (ml_dtypes') cast,
        widened. Between float16 and bfloat16 it goes through float32, exact for both, so exactly one rounding."""
        xs, dst = x["X"], np_dtype(p["dst"])
        with np.errstate(over="ignore", invalid="ignore"):  # overflow to inf is the point
            if p["src"] != "float32" and p["dst"] != "float32":
                xs = xs.astype(np.float32)
            return {"Y": xs.astype(dst).astype(np.float64)}

    def tolerance(self, p, out):
        """Zero: the reference is exact (see exact_mismatches for the bitwise rule and NaN)."""
        return 0.0, 0.0

    def shader_name(self, p):
        return f"cast_shape{slug(p['shape'])}_{p['src']}_to_{p['dst']}"

    def sample(self, p, rng):
        n = int(np.prod(p["shape"]))
        if p["src"] == "float16":
            bits = half_patterns(n, rng)
        elif p["src"] == "bfloat16":
            bits = half_patterns(n, rng, BF16_EDGES)
        elif p["dst"] == "bfloat16":
            bits = float_bf16_patterns(n, rng)
        else:
            bits = float_patterns(n, rng)
        return {"X": bits.view(np_dtype(p["src"])).reshape(p["shape"])}


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
