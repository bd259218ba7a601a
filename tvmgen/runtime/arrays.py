"""The arrays a shader is called on, read without importing a library the caller has not imported: PyTorch tensors
(their own attributes), CuPy arrays, anything with `__cuda_array_interface__` (Numba, ...) and, through CuPy or
PyTorch, anything else with `__dlpack__`. Each becomes an ArrayInfo: pointer, shape, strides in elements, dtype,
device; the rules a shader puts on them are checked in shader.py.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import numpy as np

ALIGNMENT = 16  # bytes: the widest access in emitted kernels (float4 / uint4 loads, 16-byte cp.async)
TORCH, CUPY, CAI = "torch", "cupy", "cuda_array_interface"
_DLPACK_CUDA = 2  # DLDeviceType kDLCUDA


class ArgumentError(ValueError):
    """A call's argument breaks one of the shader's rules; the message is one line naming the argument and the rule."""


class ArgumentTypeError(ArgumentError, TypeError):
    """An argument that is no GPU array, or a call with an input missing, given twice or unknown."""


@dataclass(slots=True)
class ArrayInfo:
    """One array as the shader sees it."""

    obj: Any  # what the caller passed (a DLPack-only object: the CuPy or torch array made from it)
    library: str  # TORCH, CUPY or CAI
    ptr: int  # the address of element [0, 0, ...]
    shape: tuple[int, ...]
    strides: tuple[int, ...]  # in elements
    dtype: str  # numpy's name: float32, float16, ... (torch's bfloat16 stays "bfloat16")
    itemsize: int
    device: int | None  # None: a bare __cuda_array_interface__, whose device the driver tells at launch
    readonly: bool = False
    stream: int | None = None  # __cuda_array_interface__'s stream the data is ready on (None: ready)

    def span(self) -> tuple[int, int]:
        """[first byte, one past the last byte] this array's elements can touch."""
        lo = hi = 0
        for d, s in zip(self.shape, self.strides):
            ext = (d - 1) * s * self.itemsize
            lo, hi = (lo + ext, hi) if ext < 0 else (lo, hi + ext)
        return self.ptr + lo, self.ptr + hi + self.itemsize


def c_strides(shape) -> tuple[int, ...]:
    """Row-major strides, in elements."""
    out, acc = [], 1
    for d in reversed(tuple(shape)):
        out.append(acc)
        acc *= d
    return tuple(reversed(out))


def describe(x: Any, what: str) -> ArrayInfo:
    """`x` as an ArrayInfo; ArgumentError (`what`: e.g. "input A") when it is not in CUDA memory or no array."""
    torch = sys.modules.get("torch")
    if torch is not None and isinstance(x, torch.Tensor):
        return _torch(x, what)
    cupy = sys.modules.get("cupy")
    if cupy is not None and isinstance(x, cupy.ndarray):
        return _cupy(x, what)
    cai = getattr(x, "__cuda_array_interface__", None)
    if cai is not None:
        return _cai(x, cai, what)
    if isinstance(x, np.ndarray):
        raise ArgumentError(f"{what}: not on a CUDA device (a numpy.ndarray is host memory); copy it to the GPU "
                            "first (cupy.asarray, torch.as_tensor(..., device='cuda'))")
    if hasattr(x, "__dlpack__") and hasattr(x, "__dlpack_device__"):
        return _dlpack(x, what)
    raise ArgumentTypeError(f"{what}: a {type(x).__module__}.{type(x).__qualname__} is no array (a torch tensor, a "
                            "CuPy array or an object with __cuda_array_interface__ is)")


def _torch(t, what: str) -> ArrayInfo:
    dev = t.device
    if dev.type != "cuda":
        raise ArgumentError(f"{what}: not on a CUDA device (a torch tensor on {dev}); move it with .cuda()")
    if t.layout != sys.modules["torch"].strided:
        raise ArgumentError(f"{what}: a torch tensor of layout {t.layout}; pass a dense (strided) one")
    dt = _TORCH_NAMES.get(t.dtype)
    if dt is None:
        dt = _TORCH_NAMES[t.dtype] = str(t.dtype).removeprefix("torch.")
    return ArrayInfo(t, TORCH, t.data_ptr(), tuple(t.shape), t.stride(), dt, t.element_size(),
                     dev.index if dev.index is not None else _torch_current())


_TORCH_NAMES: dict = {}  # torch.float16 -> "float16"


def _torch_current() -> int:
    import torch

    return torch.cuda.current_device()


def _cupy(a, what: str) -> ArrayInfo:
    size = a.itemsize
    if any(s % size for s in a.strides):
        raise ArgumentError(f"{what}: strides {list(a.strides)} bytes are not whole {a.dtype} elements")
    return ArrayInfo(a, CUPY, a.data.ptr, tuple(a.shape), tuple(s // size for s in a.strides), a.dtype.name, size,
                     a.device.id)


def _cai(x, cai: dict, what: str) -> ArrayInfo:
    try:
        shape = tuple(int(d) for d in cai["shape"])
        dt = np.dtype(cai["typestr"])
        ptr, readonly = cai["data"]
    except (KeyError, TypeError, ValueError) as e:
        raise ArgumentTypeError(f"{what}: an unreadable __cuda_array_interface__ ({type(e).__name__}: {e})") from None
    if cai.get("mask") is not None:
        raise ArgumentError(f"{what}: a masked array (__cuda_array_interface__ mask); pass one without a mask")
    strides = cai.get("strides")
    if strides is None:
        el = c_strides(shape)
    else:
        if any(int(s) % dt.itemsize for s in strides):
            raise ArgumentError(f"{what}: strides {list(strides)} bytes are not whole {dt.name} elements")
        el = tuple(int(s) // dt.itemsize for s in strides)
    stream = cai.get("stream")
    return ArrayInfo(x, CAI, int(ptr or 0), shape, el, dt.name, dt.itemsize, None, bool(readonly),
                     int(stream) if stream is not None else None)


def _dlpack(x, what: str) -> ArrayInfo:
    try:
        kind, _ = x.__dlpack_device__()
    except Exception as e:
        raise ArgumentTypeError(f"{what}: __dlpack_device__ failed ({type(e).__name__}: {e})") from None
    if int(kind) != _DLPACK_CUDA:
        raise ArgumentError(f"{what}: not on a CUDA device (DLPack device type {int(kind)}, CUDA is {_DLPACK_CUDA})")
    for name in (CUPY, TORCH):  # CuPy first: the runtime needs it anyway, torch may be absent
        try:
            lib = __import__(name)
        except ImportError:
            continue
        return describe(lib.from_dlpack(x), what)
    raise ArgumentError(f"{what}: a DLPack array needs CuPy or PyTorch to be read, and neither is importable")


# -- allocation, streams ------------------------------------------------------------------------------------------
def empty(library: str, shape, dtype: str, strides, device: int, nbytes: int | None = None):
    """A new array of `library` (CAI: CuPy) on `device`, the current one; `strides` in elements or None
    (row-major), then `nbytes` the buffer's size."""
    if library == TORCH:
        import torch

        dt = getattr(torch, dtype)
        dev = torch.device("cuda", device)
        if strides is None:
            return torch.empty(tuple(shape), dtype=dt, device=dev)
        return torch.empty_strided(tuple(shape), tuple(strides), dtype=dt, device=dev)
    import cupy  # on the current device, which the call has checked is `device`

    if strides is None:
        return cupy.empty(tuple(shape), dtype=dtype)
    dt = np.dtype(dtype)
    raw = cupy.empty(max(int(nbytes or 0), dt.itemsize), dtype=cupy.uint8)
    return cupy.ndarray(tuple(shape), dt, memptr=raw.data, strides=tuple(s * dt.itemsize for s in strides))


def raw_bytes(library: str, nbytes: int, device: int):
    """(array, its pointer): `nbytes` of device memory from `library`'s allocator (workspaces)."""
    if library == TORCH:
        import torch

        t = torch.empty(max(nbytes, 1), dtype=torch.uint8, device=torch.device("cuda", device))
        return t, t.data_ptr()
    import cupy

    a = cupy.empty(max(nbytes, 1), dtype=cupy.uint8)
    return a, a.data.ptr


def current_device(library: str) -> int:
    if library == TORCH:
        import torch

        return torch.cuda.current_device()
    import cupy

    return cupy.cuda.runtime.getDevice()


def current_stream(library: str, device: int) -> int:
    """The caller's current stream on `device`: torch's for torch tensors, CuPy's otherwise."""
    if library == TORCH:
        import torch

        return torch.cuda.current_stream(device).cuda_stream
    import cupy

    return cupy.cuda.get_current_stream().ptr
