"""TMA tensor maps: the `CUtensorMap` a kernel that loads with cp.async.bulk.tensor takes by value
(`const __grid_constant__ CUtensorMap A_map`), built on the host by the driver's cuTensorMapEncodeTiled.

A manifest describes each map where it sits in a kernel's arguments (tvmgen.codegen.tensor_maps writes it):
`{"kind": "tensormap", "name", "tensor", "dtype", "dims", "strides", "box", "elem_strides", "interleave",
"swizzle", "l2_promotion", "oob_fill"}`: globalDim in elements (innermost first), globalStrides in bytes of dims
1..rank-1, boxDim, elementStrides, and the four enums as cuTensorMapEncodeTiled's numbers; `tensor` names the input
or output whose pointer is globalAddress. In a schema-2 manifest a dims or strides entry may be an expression of the
run-time sizes (tvmgen.expr). Whoever launches builds the same map from it: the launcher header (launcher.py, through
the runtime's cudaGetDriverEntryPointByVersion, no -lcuda), the GPU runner and tvmgen.runtime (here, with ctypes on
libcuda). The tables and `encode_args` need no GPU; only `Prepared.encode` calls the driver.
"""
from __future__ import annotations

import ctypes
import re
from typing import Any, Callable

from . import expr
from .ops.base import itemsize

MAP_BYTES = 128  # sizeof(CUtensorMap)
MAP_ALIGN = 128  # cuTensorMapEncodeTiled wants its output 64-byte aligned; CUDA 13's cuda.h declares alignas(128)
MAX_RANK = 5
MAX_DIM = 2**32
MAX_STRIDE = 2**40  # strides are below it
STRIDE_ALIGN = 16  # bytes; 32 with 32-byte interleave
MAX_BOX = 256
MAX_ELEM_STRIDE = 8
GLOBAL_ALIGN = 16  # globalAddress, bytes; 32 with 32-byte interleave

# CUtensorMapDataType (cuda.h): a manifest dtype's map type. One-byte types other than uint8 (int8, fp8, bool) are
# read as UINT8, as CUTLASS maps fp8: TMA copies bytes, the kernel reinterprets them.
DATA_TYPE_NUMBERS = {"UINT8": 0, "UINT16": 1, "UINT32": 2, "INT32": 3, "UINT64": 4, "INT64": 5, "FLOAT16": 6,
                     "FLOAT32": 7, "FLOAT64": 8, "BFLOAT16": 9}
DATA_TYPES = {"float16": "FLOAT16", "bfloat16": "BFLOAT16", "float32": "FLOAT32", "float64": "FLOAT64",
              "int32": "INT32", "int64": "INT64", "uint32": "UINT32", "uint8": "UINT8", "int8": "UINT8",
              "bool": "UINT8", "float8_e4m3fn": "UINT8", "float8_e5m2": "UINT8"}
FLOAT_TYPES = frozenset({"FLOAT16", "BFLOAT16", "FLOAT32", "FLOAT64"})  # the NaN out-of-bounds fill needs one

# the four enums, by number: their cuda.h names are CU_TENSOR_MAP_<PREFIX>_<name>
ENUMS = {
    "interleave": ("INTERLEAVE", ("NONE", "16B", "32B")),
    "swizzle": ("SWIZZLE", ("NONE", "32B", "64B", "128B")),  # Hopper's; the 128B_ATOM_* modes are Blackwell's
    "l2_promotion": ("L2_PROMOTION", ("NONE", "L2_64B", "L2_128B", "L2_256B")),
    "oob_fill": ("FLOAT_OOB_FILL", ("NONE", "NAN_REQUEST_ZERO_FMA")),
}
ENUM_FIELDS = tuple(ENUMS)  # codegen.TENSOR_MAP_FIELDS, in cuTensorMapEncodeTiled's order
SWIZZLE_SPAN = (0, 32, 64, 128)  # bytes a swizzle mode permutes within: the inner box may span at most that
FIELDS = ("name", "tensor", "dtype", "dims", "strides", "box", "elem_strides", *ENUM_FIELDS)


def data_type(dtype: str) -> int:
    """cuTensorMapEncodeTiled's tensorDataType for a manifest dtype."""
    return DATA_TYPE_NUMBERS[DATA_TYPES[dtype]]


def c_data_type(dtype: str) -> str:
    return f"CU_TENSOR_MAP_DATA_TYPE_{DATA_TYPES[dtype]}"


def c_enum(field: str, number: int) -> str:
    """The cuda.h name of an enum field's number: c_enum("swizzle", 3) == "CU_TENSOR_MAP_SWIZZLE_128B"."""
    prefix, names = ENUMS[field]
    return f"CU_TENSOR_MAP_{prefix}_{names[number]}"


def reach(dims: list[int], strides: list[int], dtype: str) -> int:
    """Bytes from the map's first element to one past its last (no interleave): what the tensor's buffer must hold."""
    return dims[0] * itemsize(dtype) + sum((d - 1) * s for d, s in zip(dims[1:], strides))


def at(a: dict, env: dict[str, int]) -> dict:
    """A manifest map with its dims and strides evaluated at the run-time sizes `env` (schema 2's to schema 1's)."""
    return dict(a, dims=[expr.evaluate(d, env) for d in a["dims"]],
                strides=[expr.evaluate(s, env) for s in a["strides"]])


def problem(a: dict, tensor: dict | None, symbols: set[str] | None = None) -> str | None:
    """Why the manifest map `a` (a kernel argument of kind "tensormap") is malformed, as `<field>: <rule>` (the
    caller prefixes where it is), or None. `tensor`: the input or output it names (None: there is none);
    `symbols`: schema 2's, whose expressions a dims or strides entry may be."""
    def num(v, lo, hi):
        return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi

    def size_expr(v):
        return expr.is_expr(v, symbols)

    missing = [f for f in FIELDS if f not in a]
    if missing:
        return f": a tensor map lacks {', '.join(missing)}"
    if not isinstance(a["name"], str) or not re.fullmatch(r"[A-Za-z_]\w*", a["name"]):
        return f".name: a C identifier, not {a['name']!r}"
    if tensor is None:
        return f".tensor: {a['tensor']!r} is no input or output"
    if a["dtype"] not in DATA_TYPES:
        return f".dtype: one of {', '.join(DATA_TYPES)}, not {a['dtype']!r}"
    if a["dtype"] != tensor["dtype"]:
        return f".dtype: {a['dtype']}, but {a['tensor']} is {tensor['dtype']}"
    exprs = "" if symbols is None else " or expressions of the symbols"
    dims = a["dims"]
    if not isinstance(dims, list) or not 1 <= len(dims) <= MAX_RANK or not all(
            num(d, 1, MAX_DIM) or size_expr(d) for d in dims):
        return f".dims: a list of 1 to {MAX_RANK} integers in 1..2^32{exprs}, not {dims!r}"
    rank = len(dims)
    il = a["interleave"]
    step = 32 if il == 2 else STRIDE_ALIGN
    st = a["strides"]
    if not isinstance(st, list) or len(st) != rank - 1 or not all(
            (num(s, 1, MAX_STRIDE - 1) and s % step == 0) or size_expr(s) for s in st):
        return (f".strides: a list of {rank - 1} byte strides, multiples of {step} below 2^40{exprs} (dims 1.."
                f"{rank - 1}), not {st!r}")
    for f, top in (("box", MAX_BOX), ("elem_strides", MAX_ELEM_STRIDE)):
        if not isinstance(a[f], list) or len(a[f]) != rank or not all(num(x, 1, top) for x in a[f]):
            return f".{f}: a list of {rank} integers in 1..{top}, one per dimension, not {a[f]!r}"
    for f, (prefix, names) in ENUMS.items():
        if not num(a[f], 0, len(names) - 1):
            spelled = ", ".join(f"{i} {n}" for i, n in enumerate(names))
            return f".{f}: a CU_TENSOR_MAP_{prefix} number ({spelled}), not {a[f]!r}"
    inner = a["box"][0] * itemsize(a["dtype"])
    if il != 0 and rank < 3:
        return f".interleave: an interleaved map has rank 3 or more, not {rank}"
    if il == 2 and a["swizzle"] != 1:
        return f".swizzle: a 32-byte interleaved map swizzles 32B (1), not {a['swizzle']}"
    if il == 0 and inner % 16:
        return f".box: the inner box is {inner} bytes ({a['box'][0]} x {a['dtype']}), not a multiple of 16"
    if il == 0 and a["swizzle"] and inner > SWIZZLE_SPAN[a["swizzle"]]:
        return (f".box: the inner box is {inner} bytes ({a['box'][0]} x {a['dtype']}), over the "
                f"{SWIZZLE_SPAN[a['swizzle']]} bytes that swizzle {names_of('swizzle', a['swizzle'])} spans")
    if a["oob_fill"] and DATA_TYPES[a["dtype"]] not in FLOAT_TYPES:
        return f".oob_fill: the NaN fill needs a floating-point map, not {a['dtype']}"
    return None


def names_of(field: str, number: int) -> str:
    return ENUMS[field][1][number]


def encode_args(a: dict, address: int, env: dict[str, int] | None = None) -> tuple:
    """cuTensorMapEncodeTiled's arguments after the map itself, for the manifest map `a` over the tensor at device
    address `address` (the run-time sizes `env` evaluate schema 2's expressions): (data type, rank, address, dims,
    strides, box, elem_strides, interleave, swizzle, l2 promotion, oob fill), the arrays as tuples of ints.
    ValueError naming the entry when an evaluated size is out of range (the caller names the map)."""
    env = env or {}
    dims = tuple(expr.evaluate(d, env) for d in a["dims"])
    strides = tuple(expr.evaluate(s, env) for s in a["strides"])
    bad = [f"dims[{i}] = {d}" for i, d in enumerate(dims) if not 1 <= d <= MAX_DIM]
    bad += [f"strides[{i}] = {s}" for i, s in enumerate(strides) if not 1 <= s < MAX_STRIDE]
    if bad:
        at_ = ", ".join(f"{k}={v}" for k, v in env.items())
        raise ValueError(", ".join(bad) + (f" at {at_}" if at_ else ""))
    return (data_type(a["dtype"]), len(dims), int(address), dims, strides, tuple(a["box"]),
            tuple(a["elem_strides"]), *(int(a[f]) for f in ENUM_FIELDS))


# -- the driver call -----------------------------------------------------------------------------------------
ENCODE_TILED = ctypes.CFUNCTYPE(
    ctypes.c_int,  # CUresult
    ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,  # map, data type, rank, global address
    ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),  # dims, strides
    ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32),  # box, element strides
    ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int)  # interleave, swizzle, l2 promotion, oob fill
_DRIVER: list = []  # the driver's cuTensorMapEncodeTiled, once loaded
_SCRATCH = ctypes.c_char * (MAP_BYTES + MAP_ALIGN)  # room for one map at an aligned offset


def driver_encoder() -> Callable:
    """libcuda's cuTensorMapEncodeTiled (loaded once per process); OSError when there is no driver."""
    if not _DRIVER:
        lib = ctypes.CDLL("libcuda.so.1")
        _DRIVER.append(ENCODE_TILED(("cuTensorMapEncodeTiled", lib)))
    return _DRIVER[0]


def map_dtype():
    """The NumPy dtype of one CUtensorMap: 128 opaque bytes. A size-one array of it is what CuPy passes by value."""
    import numpy as np

    return np.dtype({"names": ["opaque"], "formats": [("<u8", (MAP_BYTES // 8,))], "itemsize": MAP_BYTES})


class Prepared:
    """One manifest map at one set of sizes, its arrays marshalled once: `encode(address)` builds the map over the
    tensor at that address (a call's pointer), ~6 us with the driver, or gives the last one again when the address
    is the last call's. `fn`: the encoder (default the driver's; tests pass one)."""

    __slots__ = ("name", "tensor", "fixed", "dims", "strides", "box", "elem", "enums", "fn", "_dtype", "_last")

    def __init__(self, a: dict, env: dict[str, int] | None = None, fn: Callable | None = None):
        dt, rank, _, dims, strides, box, elem, *enums = encode_args(a, 0, env)
        self.name, self.tensor = a["name"], a["tensor"]
        self.fixed = (dt, rank)
        self.dims = (ctypes.c_uint64 * rank)(*dims)
        self.strides = (ctypes.c_uint64 * max(rank - 1, 1))(*strides)  # rank 1: never read, never NULL
        self.box = (ctypes.c_uint32 * rank)(*box)
        self.elem = (ctypes.c_uint32 * rank)(*elem)
        self.enums = tuple(enums)
        self.fn = fn
        self._dtype = map_dtype()
        self._last: tuple = (None, None)  # (address, map): a call on the same pointer as the last reuses its map

    def encode(self, address: int) -> Any:
        """The map over `address`: a size-one NumPy array of one 128-byte record, 128-byte aligned, which CuPy's
        kernel call passes by value. RuntimeError with the CUresult when the driver refuses it (an address not
        16-byte aligned, a size it rejects); the caller names the kernel and the map."""
        import numpy as np

        last = self._last
        if last[0] == address:  # read only, by CuPy's launch as by the driver's
            return last[1]
        raw = _SCRATCH()  # zeroed; a fresh one per call (a call may run beside another)
        at = ctypes.addressof(raw)
        off = -at % MAP_ALIGN
        fn = self.fn or driver_encoder()
        r = fn(at + off, self.fixed[0], self.fixed[1], address, self.dims, self.strides, self.box, self.elem,
               *self.enums)
        if r != 0:
            raise RuntimeError(f"cuTensorMapEncodeTiled refused it (CUresult {r}; {self.tensor} at {address:#x})")
        out = np.frombuffer(raw, self._dtype, 1, off)  # holds `raw`
        out.flags.writeable = False
        self._last = (address, out)
        return out
