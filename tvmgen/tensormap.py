"""TMA tensor maps: the `CUtensorMap` a kernel that loads with cp.async.bulk.tensor takes by value
(`const __grid_constant__ CUtensorMap A_map`), built on the host by the driver's cuTensorMapEncodeTiled, or
cuTensorMapEncodeIm2col for a convolution's im2col loads.

A manifest describes each map where it sits in a kernel's arguments (tvmgen.codegen.tensor_maps writes it):
`{"kind": "tensormap", "name", "tensor", "dtype", "dims", "strides", "box", "elem_strides", "interleave",
"swizzle", "l2_promotion", "oob_fill"}`: globalDim in elements (innermost first), globalStrides in bytes of dims
1..rank-1, boxDim, elementStrides, and the four enums as cuTensorMapEncodeTiled's numbers; `tensor` names the input
or output whose pointer is globalAddress. An im2col map says so, `"mode": "im2col"` (a map without it is tiled,
and a tiled map is written without it, as before there were two), and has no box: instead "lower" and "upper", the
pixel bounding box's corners (rank - 2 offsets each, innermost spatial dim first: W, H[, D]), "channels" a pixel
and "pixels" a column, cuTensorMapEncodeIm2col's pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel and
pixelsPerColumn. In a schema-2 manifest a dims or strides entry may be an expression of the run-time sizes
(tvmgen.expr). Whoever launches builds the same map from it: the launcher header (launcher.py, through the runtime's
cudaGetDriverEntryPointByVersion, no -lcuda), the GPU runner and tvmgen.runtime (here, with ctypes on libcuda). The
tables and `encode_args` need no GPU; only `Prepared.encode` calls the driver.
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
MAX_CHANNELS = 256  # an im2col map's channels a pixel
MAX_PIXELS = 1024  # and pixels a column
CORNER_BITS = {3: 16, 4: 8, 5: 5}  # rank -> bits of a signed im2col corner offset (fewer the more dims share them)
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
IM2COL_FIELDS = ("name", "tensor", "dtype", "dims", "strides", "lower", "upper", "channels", "pixels", "elem_strides",
                 *ENUM_FIELDS)
# mode -> (the driver function that encodes it, its manifest fields, its least rank)
MODES = {"tiled": ("cuTensorMapEncodeTiled", FIELDS, 1), "im2col": ("cuTensorMapEncodeIm2col", IM2COL_FIELDS, 3)}


def mode(a: dict) -> str:
    """A manifest map's mode, "tiled" or "im2col": a map that names none is tiled."""
    return a.get("mode", "tiled")


def corner_range(rank: int) -> tuple[int, int]:
    """The least and greatest im2col corner offset of a map of `rank`."""
    half = 2 ** (CORNER_BITS[rank] - 1)
    return -half, half - 1


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
    """Why the manifest map `a` (a kernel argument of kind "tensormap", tiled or im2col) is malformed, as
    `<field>: <rule>` (the caller prefixes where it is), or None. `tensor`: the input, output or workspace it names (None:
    there is none); `symbols`: schema 2's, whose expressions a dims or strides entry may be."""
    def num(v, lo, hi):
        return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi

    def size_expr(v):
        return expr.is_expr(v, symbols)

    if not isinstance(mode(a), str) or mode(a) not in MODES:
        return f".mode: {' or '.join(map(repr, MODES))} (none: tiled), not {a['mode']!r}"
    im2col = mode(a) == "im2col"
    _, fields, least = MODES[mode(a)]
    missing = [f for f in fields if f not in a]
    if missing:
        return f": {'an im2col' if im2col else 'a'} tensor map lacks {', '.join(missing)}"
    if not isinstance(a["name"], str) or not re.fullmatch(r"[A-Za-z_]\w*", a["name"]):
        return f".name: a C identifier, not {a['name']!r}"
    if tensor is None:
        return f".tensor: {a['tensor']!r} is no input, output or workspace"
    if a["dtype"] not in DATA_TYPES:
        return f".dtype: one of {', '.join(DATA_TYPES)}, not {a['dtype']!r}"
    if a["dtype"] != tensor["dtype"]:
        return f".dtype: {a['dtype']}, but {a['tensor']} is {tensor['dtype']}"
    exprs = "" if symbols is None else " or expressions of the symbols"
    dims = a["dims"]
    if not isinstance(dims, list) or not least <= len(dims) <= MAX_RANK or not all(
            num(d, 1, MAX_DIM) or size_expr(d) for d in dims):
        return f".dims: a list of {least} to {MAX_RANK} integers in 1..2^32{exprs}, not {dims!r}"
    rank = len(dims)
    il = a["interleave"]
    step = 32 if il == 2 else STRIDE_ALIGN
    st = a["strides"]
    if not isinstance(st, list) or len(st) != rank - 1 or not all(
            (num(s, 1, MAX_STRIDE - 1) and s % step == 0) or size_expr(s) for s in st):
        return (f".strides: a list of {rank - 1} byte strides, multiples of {step} below 2^40{exprs} (dims 1.."
                f"{rank - 1}), not {st!r}")
    if im2col:
        lo, hi = corner_range(rank)
        for f in ("lower", "upper"):
            if not isinstance(a[f], list) or len(a[f]) != rank - 2 or not all(num(x, lo, hi) for x in a[f]):
                return (f".{f}: a list of {rank - 2} integers in {lo}..{hi} (a rank-{rank} map's corner, W first), "
                        f"not {a[f]!r}")
        for f, top in (("channels", MAX_CHANNELS), ("pixels", MAX_PIXELS)):
            if not num(a[f], 1, top):
                return f".{f}: an integer in 1..{top}, not {a[f]!r}"
    per_dim = (("box", MAX_BOX),) * (not im2col) + (("elem_strides", MAX_ELEM_STRIDE),)
    for f, top in per_dim:
        if not isinstance(a[f], list) or len(a[f]) != rank or not all(num(x, 1, top) for x in a[f]):
            return f".{f}: a list of {rank} integers in 1..{top}, one per dimension, not {a[f]!r}"
    for f, (prefix, names) in ENUMS.items():
        if not num(a[f], 0, len(names) - 1):
            spelled = ", ".join(f"{i} {n}" for i, n in enumerate(names))
            return f".{f}: a CU_TENSOR_MAP_{prefix} number ({spelled}), not {a[f]!r}"
    if il != 0 and rank < 3:
        return f".interleave: an interleaved map has rank 3 or more, not {rank}"
    if il == 2 and a["swizzle"] != 1:
        return f".swizzle: a 32-byte interleaved map swizzles 32B (1), not {a['swizzle']}"
    # the bytes a copy moves innermost: the inner box, or an im2col map's channels of one pixel
    f, n = ("channels", a["channels"]) if im2col else ("box", a["box"][0])
    inner = n * itemsize(a["dtype"])
    what = f"the {'channels of a pixel are' if im2col else 'inner box is'} {inner} bytes ({n} x {a['dtype']})"
    if il == 0 and inner % 16:
        return f".{f}: {what}, not a multiple of 16"
    if il == 0 and a["swizzle"] and inner > SWIZZLE_SPAN[a["swizzle"]]:
        return (f".{f}: {what}, over the {SWIZZLE_SPAN[a['swizzle']]} bytes that swizzle "
                f"{names_of('swizzle', a['swizzle'])} spans")
    if a["oob_fill"] and DATA_TYPES[a["dtype"]] not in FLOAT_TYPES:
        return f".oob_fill: the NaN fill needs a floating-point map, not {a['dtype']}"
    return None


def names_of(field: str, number: int) -> str:
    return ENUMS[field][1][number]


def encode_args(a: dict, address: int, env: dict[str, int] | None = None) -> tuple:
    """The driver's arguments after the map itself, for the manifest map `a` over the tensor at device address
    `address` (the run-time sizes `env` evaluate schema 2's expressions), in its encoder's order: (data type, rank,
    address, dims, strides, box, elem_strides, interleave, swizzle, l2 promotion, oob fill) for
    cuTensorMapEncodeTiled, (data type, rank, address, dims, strides, lower, upper, channels, pixels, elem_strides,
    the four enums) for cuTensorMapEncodeIm2col; the arrays as tuples of ints. ValueError naming the entry when an
    evaluated size is out of range (the caller names the map)."""
    env = env or {}
    dims = tuple(expr.evaluate(d, env) for d in a["dims"])
    strides = tuple(expr.evaluate(s, env) for s in a["strides"])
    bad = [f"dims[{i}] = {d}" for i, d in enumerate(dims) if not 1 <= d <= MAX_DIM]
    bad += [f"strides[{i}] = {s}" for i, s in enumerate(strides) if not 1 <= s < MAX_STRIDE]
    if bad:
        at_ = ", ".join(f"{k}={v}" for k, v in env.items())
        raise ValueError(", ".join(bad) + (f" at {at_}" if at_ else ""))
    if mode(a) == "im2col":
        shape = (tuple(a["lower"]), tuple(a["upper"]), int(a["channels"]), int(a["pixels"]))
    else:
        shape = (tuple(a["box"]),)
    return (data_type(a["dtype"]), len(dims), int(address), dims, strides, *shape, tuple(a["elem_strides"]),
            *(int(a[f]) for f in ENUM_FIELDS))


# -- the driver call -----------------------------------------------------------------------------------------
ENCODE_TILED = ctypes.CFUNCTYPE(
    ctypes.c_int,  # CUresult
    ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,  # map, data type, rank, global address
    ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),  # dims, strides
    ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32),  # box, element strides
    ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int)  # interleave, swizzle, l2 promotion, oob fill
ENCODE_IM2COL = ctypes.CFUNCTYPE(
    ctypes.c_int,  # CUresult
    ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,  # map, data type, rank, global address
    ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),  # dims, strides
    ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),  # the pixel box's lower and upper corners
    ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32),  # channels, pixels, element strides
    ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int)  # interleave, swizzle, l2 promotion, oob fill
PROTOTYPES = {"tiled": ENCODE_TILED, "im2col": ENCODE_IM2COL}
_DRIVER: dict[str, Callable] = {}  # mode -> the driver's encoder, once loaded
_SCRATCH = ctypes.c_char * (MAP_BYTES + MAP_ALIGN)  # room for one map at an aligned offset


def _driver(which: str) -> Callable:
    if which not in _DRIVER:
        lib = ctypes.CDLL("libcuda.so.1")
        _DRIVER[which] = PROTOTYPES[which]((MODES[which][0], lib))
    return _DRIVER[which]


def driver_encoder() -> Callable:
    """libcuda's cuTensorMapEncodeTiled (loaded once per process); OSError when there is no driver."""
    return _driver("tiled")


def driver_im2col_encoder() -> Callable:
    """libcuda's cuTensorMapEncodeIm2col (loaded once per process); OSError when there is no driver."""
    return _driver("im2col")


def map_dtype():
    """The NumPy dtype of one CUtensorMap: 128 opaque bytes. A size-one array of it is what CuPy passes by value."""
    import numpy as np

    return np.dtype({"names": ["opaque"], "formats": [("<u8", (MAP_BYTES // 8,))], "itemsize": MAP_BYTES})


class Prepared:
    """One manifest map at one set of sizes, its arrays marshalled once: `encode(address)` builds the map over the
    tensor at that address (a call's pointer), ~6 us with the driver, or gives the last one again when the address
    is the last call's. `fn`: the encoder of the map's mode, called as the driver's (default the driver's
    cuTensorMapEncodeTiled or cuTensorMapEncodeIm2col; tests pass one)."""

    __slots__ = ("name", "tensor", "mode", "fixed", "dims", "strides", "shape", "elem", "enums", "fn", "_dtype",
                 "_last")

    def __init__(self, a: dict, env: dict[str, int] | None = None, fn: Callable | None = None):
        args, n = encode_args(a, 0, env), len(ENUM_FIELDS)
        dt, rank, _, dims, strides, *shape, elem = args[:-n]
        self.name, self.tensor, self.mode = a["name"], a["tensor"], mode(a)
        self.fixed = (dt, rank)
        self.dims = (ctypes.c_uint64 * rank)(*dims)
        self.strides = (ctypes.c_uint64 * max(rank - 1, 1))(*strides)  # rank 1: never read, never NULL
        if self.mode == "im2col":  # the corners, channels, pixels
            lower, upper, channels, pixels = shape
            self.shape = ((ctypes.c_int * (rank - 2))(*lower), (ctypes.c_int * (rank - 2))(*upper), channels, pixels)
        else:  # the box
            self.shape = ((ctypes.c_uint32 * rank)(*shape[0]),)
        self.elem = (ctypes.c_uint32 * rank)(*elem)
        self.enums = args[-n:]
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
        fn = self.fn or (driver_im2col_encoder if self.mode == "im2col" else driver_encoder)()
        r = fn(at + off, self.fixed[0], self.fixed[1], address, self.dims, self.strides, *self.shape, self.elem,
               *self.enums)
        if r != 0:
            raise RuntimeError(f"{MODES[self.mode][0]} refused it (CUresult {r}; {self.tensor} at {address:#x})")
        out = np.frombuffer(raw, self._dtype, 1, off)  # holds `raw`
        out.flags.writeable = False
        self._last = (address, out)
        return out
