"""Storage types beyond float32 and float16: one table for their names on the command line, in TVM and NumPy
(manifests), in CUDA C, and the header that declares the C type.

fp8 is spelled `float8_e4m3` and `float8_e5m2` on the command line (in parameters and shader names). TVM 0.27 and
ml_dtypes call the first `float8_e4m3fn` (e4m3 "finite": no infinity, one NaN pattern per sign, 0x7f / 0xff, so its
largest finite value is 448), and that storage name is what a TensorSpec, a TE placeholder and a manifest hold. TVM's
CUDA code generator prints them as cuda_fp8.h's `__nv_fp8_e4m3` / `__nv_fp8_e5m2` (and `__nv_fp8x4_*` for 4 lanes).

Nothing here imports NumPy's extension types: `np_dtype` imports ml_dtypes only when asked for one of its types, so
a machine without it (the GPU runner's, for float32 and float16 shaders) never needs it.
"""
from __future__ import annotations

FLOAT8 = {"float8_e4m3": "float8_e4m3fn", "float8_e5m2": "float8_e5m2"}  # command line -> storage (TVM, ml_dtypes)
ML_DTYPES = frozenset({"bfloat16", *FLOAT8.values()})  # storage types NumPy has only through ml_dtypes
C_TYPES = {"bfloat16": "__nv_bfloat16", "float8_e4m3fn": "__nv_fp8_e4m3", "float8_e5m2": "__nv_fp8_e5m2",
           "int8": "int8_t"}
HEADERS = {"bfloat16": "cuda_bf16.h", "float8_e4m3fn": "cuda_fp8.h", "float8_e5m2": "cuda_fp8.h"}
# Largest finite value: where a saturating conversion clips, and (with FP8_OVERFLOW) where a non-saturating one stops
FINITE_MAX = {"float8_e4m3fn": 448.0, "float8_e5m2": 57344.0, "float16": 65504.0}
# Half an ulp above FINITE_MAX: round to nearest even takes |x| past it (e4m3: > 464, as 448's significand 1.110 is
# even; e5m2: >= 61440, as 57344's 1.11 is odd) out of the finite range, to NaN (e4m3fn) or infinity (e5m2)
FP8_OVERFLOW = {"float8_e4m3fn": 464.0, "float8_e5m2": 61440.0}


def storage(name: str) -> str:
    """The storage name (TVM's, NumPy's, a manifest's) of a type spelled `name` on the command line."""
    return FLOAT8.get(str(name), str(name))


def spelling(name: str) -> str:
    """The command line's spelling of a storage type (the inverse of `storage`)."""
    for k, v in FLOAT8.items():
        if v == name:
            return k
    return name


def is_float8(name: str) -> bool:
    return storage(name) in FLOAT8.values()


def np_dtype(name):
    """The NumPy dtype of a type by either spelling; ml_dtypes' (bfloat16, fp8) imported only when asked for."""
    import numpy as np

    s = storage(name)
    if s in ML_DTYPES:
        import ml_dtypes

        return np.dtype(getattr(ml_dtypes, s))
    return np.dtype(s)


def c_type(name: str) -> str | None:
    """cuda_fp16.h / cuda_bf16.h / cuda_fp8.h's C type of `name`, None for the types C_TYPES does not hold."""
    return C_TYPES.get(storage(name))


def headers(names) -> list[str]:
    """The CUDA headers that declare the C types of `names` (storage types), each once, in a fixed order."""
    return sorted({HEADERS[n] for n in names if n in HEADERS})
