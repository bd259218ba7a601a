"""Floating-point casts between float32 and float16, bit-exact with NumPy."""
from __future__ import annotations

import numpy as np

from .base import DTYPES, Operator, Param, ParamError, TensorSpec, slug
from .tensors import index_dims

_UINT = {"float16": np.uint16, "float32": np.uint32}


class Cast(Operator):
    """Y = X converted from `src` to `dst` (float32 <-> float16), X and Y of `shape`.

    float32 -> float16 rounds to nearest, ties to even (IEEE 754 roundTiesToEven, CUDA's __float2half /
    `cvt.rn.f16.f32`, NumPy's astype): |x| >= 65520 becomes inf, float32 subnormals and |x| <= 2^-25
    become a zero of x's sign, float16 subnormals are kept (no flush to zero). float16 -> float32 is exact.
    The operator has no `dtype` parameter: `src` and `dst` name the two storage types, and the shader is
    called cast_shape<shape>_<src>_to_<dst>.

    Checking (`exact = True`): a cast's reference is exact, so every output must equal NumPy's bit for bit
    (signed zeros, infinities, subnormals included), except NaN: where the reference is NaN, any NaN is
    accepted, whatever its sign and payload. NumPy keeps NaN payloads as they are (it even keeps a signalling
    NaN signalling: fp16 0x7c01 -> fp32 0x7f802000), LLVM sets the quiet bit (fp32 0x7f800001 -> fp16
    0x7e00 where NumPy gives 0x7c01) and PTX's cvt need not preserve payloads (it may return a canonical
    NaN), so NaN bits are not part of the contract. `exact_mismatches()` implements the rule and
    `exact_report()` returns it with the keys of tvmgen.verify.compare.
    """

    exact = True  # compare bitwise (NaN as NaN): see exact_mismatches(); tolerance() is (0, 0)

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="cast",
            summary="Y = X converted float32 <-> float16 (round to nearest even), bit-exact with NumPy",
            params=(
                Param("shape", "shape", "shape of X and Y, e.g. 32x256x56x56"),
                Param("src", str, "storage type of X", choices=DTYPES),
                Param("dst", str, "storage type of Y", choices=DTYPES),
            ),
            examples=("cast shape=65536 src=float16 dst=float32", "cast shape=32x256x56x56 src=float32 dst=float16"),
            cases=("shape=87 src=float32 dst=float16", "shape=3x1x77 src=float16 dst=float32"),
            rejects=(("shape=8 src=float32 dst=float32", "dst=float32: same as src"),
                     ("shape=8 src=float64 dst=float16", "src='float64': must be one of float32, float16"),
                     ("shape=8 src=float32", "dst: required by cast"),
                     ("shape=8 src=float32 dst=float16 dtype=float16", "dtype: unknown parameter of cast"),
                     ("shape=8x0 src=float32 dst=float16", "shape=8x0: every dimension must be positive")),
        )

    def check(self, p):
        if p["src"] == p["dst"]:
            raise ParamError(f"dst={p['dst']}: same as src; a cast converts float32 to float16 or back")

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
        """float64 holds every float16 and float32 exactly: the reference is NumPy's cast, widened."""
        with np.errstate(over="ignore", invalid="ignore"):  # overflow to inf is the point
            return {"Y": x["X"].astype(p["dst"]).astype(np.float64)}

    def tolerance(self, p, out):
        """Zero: the reference is exact (see exact_mismatches for the bitwise rule and NaN)."""
        return 0.0, 0.0

    def shader_name(self, p):
        return f"cast_shape{slug(p['shape'])}_{p['src']}_to_{p['dst']}"

    def sample(self, p, rng):
        n = int(np.prod(p["shape"]))
        bits = half_patterns(n, rng) if p["src"] == "float16" else float_patterns(n, rng)
        return {"X": bits.view(p["src"]).reshape(p["shape"])}


def exact_mismatches(got: np.ndarray, ref: np.ndarray, dtype: str) -> np.ndarray:
    """Boolean array, True where `got` (in `dtype`) breaks the exact-cast rule against the float64 `ref`:
    bits differ from ref rounded to dtype (exact for a cast's reference), or ref is NaN and got is not."""
    g = np.asarray(got).astype(dtype, copy=False)
    r = np.asarray(ref).astype(dtype)
    u = _UINT[dtype]
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
        gb = int(got.astype(dtype)[tuple(w["index"])].view(_UINT[dtype]))
        rb = int(ref.astype(dtype)[tuple(w["index"])].view(_UINT[dtype]))
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


def half_patterns(n: int, rng: np.random.Generator) -> np.ndarray:
    """n float16 bit patterns (uint16). n >= 65536: all 65536 patterns in order, then random ones;
    fewer: the edge cases first, then distinct random patterns."""
    every = np.arange(65536, dtype=np.uint16)
    if n >= 65536:
        return np.concatenate([every, rng.integers(0, 65536, n - 65536, dtype=np.uint16)])
    rest = np.setdiff1d(every, HALF_EDGES)
    pick = np.concatenate([HALF_EDGES, rng.permutation(rest)])
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


OPERATORS = (Cast(),)
