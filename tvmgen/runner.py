"""Run an emitted shader on the GPU from its files alone: read the artifact, compile the CUDA source,
allocate and poison buffers, launch the kernels in order, read back, time.

This runs where TVM is not installed: it imports numpy, tvmgen.ops and (lazily) CuPy, nothing else.
Compilation drives NVRTC directly instead of `cupy.RawModule`, because RawModule always appends
`-ftz=true`, which flushes fp32 denormals; TVM's own build does not, so results could differ from a
deployment compile. nvcc is the fallback when NVRTC is missing or rejects the source.
"""
from __future__ import annotations

import hashlib
import math
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time as _time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from . import expr, sizes as _sizes, tensormap
from .artifact import ArtifactError
from .dtypes import np_dtype

FLUSH_BYTES = 256 << 20  # > 2x the H200's 60 MB L2; grown to 2x L2 on larger parts
# The flush is a memset and then a read of the whole buffer, so the timed kernel starts from a cold and CLEAN L2.
# A memset alone leaves ~60 MB of dirty lines that the kernel would pay to write back: on the H200 a 51 MB copy
# took 28.2 us after a memset flush and 25.4 us after this one (1 GiB: 4.26 and 4.29 TB/s), see
# reports/h200/profile/2026-12-03-flush.log and reports/README.md. The torch peers (bench.py) are flushed the same way.
FLUSH_KIND = "memset + read (clean)"
DEFAULT_SHARED = 48 * 1024  # dynamic shared memory a kernel may use without opting in

# CUfunction_attribute values (CUDA driver ABI)
ATTR_MAX_THREADS, ATTR_SHARED, ATTR_LOCAL, ATTR_REGS, ATTR_MAX_DYN_SHARED = 0, 1, 3, 4, 8


class GpuUnavailable(RuntimeError):
    """No CUDA library or no device: nothing can run here."""


class CompileError(RuntimeError):
    """Neither NVRTC nor nvcc compiled the source; the message carries the compiler log."""


class LaunchError(RuntimeError):
    """A launch was refused before reaching the GPU (device limits, bad arguments)."""


class CudaFault(RuntimeError):
    """CUDA reported an error during or after a launch; the context may be unusable (sticky error)."""


# -- device -------------------------------------------------------------------------------------
def require_gpu():
    """The cupy module, or GpuUnavailable with one line saying why."""
    try:
        import cupy
    except Exception as e:  # ImportError, or a CUDA library that fails to load
        raise GpuUnavailable(f"CuPy is not importable ({type(e).__name__}: {e}); "
                             "install cupy-cuda13x on the GPU machine") from None
    try:
        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as e:
        raise GpuUnavailable(f"no usable CUDA device ({e})") from None
    if n < 1:
        raise GpuUnavailable("no CUDA device found")
    return cupy


def _cuda_version(v: int) -> str:
    return f"{v // 1000}.{v % 1000 // 10}"


def _driver_release() -> str | None:
    """The NVIDIA kernel driver release (e.g. 580.95.05); the CUDA API only knows its CUDA level."""
    try:
        text = Path("/proc/driver/nvidia/version").read_text()
    except OSError:
        return None
    m = re.search(r"Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)", text)
    return m.group(1) if m else None


def device_info() -> dict[str, Any]:
    cp = require_gpu()
    dev = cp.cuda.Device()
    props = cp.cuda.runtime.getDeviceProperties(dev.id)
    attrs = dev.attributes
    cc = dev.compute_capability
    try:
        runtime = cp.cuda.get_local_runtime_version()
    except Exception:
        runtime = cp.cuda.runtime.runtimeGetVersion()
    try:
        nvrtc = "%d.%d" % cp.cuda.nvrtc.getVersion()
    except Exception:
        nvrtc = None
    name = props.get("name", b"")
    return {
        "gpu": name.decode() if isinstance(name, bytes) else str(name),
        "device_id": dev.id,
        "driver": _driver_release(),
        "driver_cuda": _cuda_version(cp.cuda.runtime.driverGetVersion()),
        "cuda_runtime": _cuda_version(runtime),
        "nvrtc": nvrtc,
        "cupy": cp.__version__,
        "compute_capability": f"{cc[:-1]}.{cc[-1]}",
        "sm_count": attrs.get("MultiProcessorCount"),
        "l2_bytes": attrs.get("L2CacheSize"),
        "memory_bytes": int(props.get("totalGlobalMem", 0)),
        "shared_per_block_optin": attrs.get("MaxSharedMemoryPerBlockOptin"),
    }


def info_task(task: dict) -> dict:
    """Worker handler: {"kind": "info"} -> device_info()."""
    return device_info()


# -- compilation --------------------------------------------------------------------------------
def cuda_include_dir() -> str | None:
    """Toolkit headers: NVRTC needs them for wmma code (crt/mma.h is not in the pip headers)."""
    for root in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if root and Path(root, "include", "cuda_runtime.h").is_file():
            return str(Path(root, "include"))
    return None


def target_arch(cc: str, manifest_arch: str | None) -> str:
    """The device's own sm_XX; keeps the manifest's arch-specific suffix (sm_90a) when it is the same chip."""
    arch = f"sm_{cc}"
    if manifest_arch and re.fullmatch(re.escape(arch) + r"[af]", manifest_arch):
        return manifest_arch
    return arch


def compile_cuda(source: str, arch: str, backend: str | None = None, name: str = "shader") -> tuple[bytes, str]:
    """CUDA source -> (cubin, backend used). backend None tries NVRTC, then nvcc."""
    opts = ["--std=c++17", f"-arch={arch}"]
    inc = cuda_include_dir()
    if inc:
        opts.append(f"-I{inc}")
    errors = []
    for b in ([backend] if backend else ["nvrtc", "nvcc"]):
        try:
            return (_nvrtc if b == "nvrtc" else _nvcc)(source, opts, name), b
        except CompileError as e:
            errors.append(f"{b}: {e}")
    raise CompileError("\n".join(errors))


_CUBINS: dict[tuple, tuple[bytes, str]] = {}  # (source sha, arch, backend) -> (cubin, backend used)
CUBIN_CACHE = 16  # sources kept: verify builds one Runner per size of a run-time-shape shader from one source


def compile_cached(source: str, arch: str, backend: str | None = None, name: str = "shader") -> tuple[bytes, str, bool]:
    """compile_cuda, remembered per process by the source's hash: (cubin, backend, whether it was cached)."""
    key = (hashlib.sha256(source.encode()).hexdigest(), arch, backend)
    if key in _CUBINS:
        _CUBINS[key] = _CUBINS.pop(key)  # most recent last
        return (*_CUBINS[key], True)
    cubin, used = compile_cuda(source, arch, backend, name)
    _CUBINS[key] = (cubin, used)
    while len(_CUBINS) > CUBIN_CACHE:
        _CUBINS.pop(next(iter(_CUBINS)))
    return cubin, used, False


def nvrtc_options(opts: list[str]) -> list[str]:
    """The include paths RawModule would use (CuPy's bundled CCCL first: TVM's NVRTC preamble includes
    <cuda/std/...>), without the -ftz=true it adds."""
    opts = opts + ["--device-as-default-execution-space"]
    try:
        from cupy._core.core import assemble_cupy_compiler_options
        return list(assemble_cupy_compiler_options(tuple(opts)))
    except Exception:  # a CuPy without it, or no headers found: the toolkit's own CCCL then
        inc = cuda_include_dir()
        cccl = Path(inc, "cccl") if inc else None
        return opts + ([f"-I{cccl}"] if cccl and cccl.is_dir() else [])


# NVRTC has no <cuda.h>: a source whose kernels take TMA tensor maps (`const __grid_constant__ CUtensorMap`, a type
# TVM's preamble declares through <cuda.h> outside NVRTC only) gets it from this header, pre-included. 128 opaque
# bytes, aligned as CUDA 13's cuda.h aligns them.
RTC_TENSOR_MAP = ("tvmgen_cutensormap.h", "#pragma once\n"
                  "typedef struct alignas(128) CUtensorMap_st { unsigned long long opaque[16]; } CUtensorMap;\n")


def _nvrtc(source: str, opts: list[str], name: str) -> bytes:
    headers: tuple = ()
    if re.search(r"\bCUtensorMap\b", source):
        headers = (RTC_TENSOR_MAP,)
        opts = opts + [f"--pre-include={RTC_TENSOR_MAP[0]}"]
    try:
        from cupy.cuda import nvrtc
        prog = nvrtc.createProgram(source, name + ".cu", tuple(h[1].encode() for h in headers),
                                   tuple(h[0].encode() for h in headers))
    except Exception as e:  # NVRTC library missing
        raise CompileError(f"NVRTC unavailable ({e})") from None
    try:
        nvrtc.compileProgram(prog, nvrtc_options(opts))
        return nvrtc.getCUBIN(prog)
    except nvrtc.NVRTCError as e:
        raise CompileError(f"{e}\n{nvrtc.getProgramLog(prog).strip()}") from None
    finally:
        nvrtc.destroyProgram(prog)


def _nvcc(source: str, opts: list[str], name: str) -> bytes:
    home = os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH") or "/usr/local/cuda"
    nvcc = shutil.which("nvcc") or (str(Path(home, "bin", "nvcc")) if Path(home, "bin", "nvcc").is_file() else None)
    if not nvcc:
        raise CompileError("nvcc not found (PATH, CUDA_HOME)")
    with tempfile.TemporaryDirectory(prefix="tvmgen-") as d:
        cu, out = Path(d, name + ".cu"), Path(d, name + ".cubin")
        cu.write_text(source)
        r = subprocess.run([nvcc, "-cubin", "-O3", *opts, "-o", str(out), str(cu)],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise CompileError((r.stderr or r.stdout).strip() or f"nvcc exited with {r.returncode}")
        return out.read_bytes()


# -- launch checks ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Limits:
    max_threads: int
    max_block: tuple[int, int, int]
    max_grid: tuple[int, int, int]
    shared_default: int
    shared_optin: int

    @staticmethod
    def hopper() -> "Limits":
        return Limits(1024, (1024, 1024, 64), (2**31 - 1, 65535, 65535), DEFAULT_SHARED, 227 * 1024)

    @staticmethod
    def from_attributes(a: dict) -> "Limits":
        h = Limits.hopper()
        return Limits(a.get("MaxThreadsPerBlock", h.max_threads),
                      tuple(a.get(f"MaxBlockDim{x}", d) for x, d in zip("XYZ", h.max_block)),
                      tuple(a.get(f"MaxGridDim{x}", d) for x, d in zip("XYZ", h.max_grid)),
                      a.get("MaxSharedMemoryPerBlock", h.shared_default),
                      a.get("MaxSharedMemoryPerBlockOptin", h.shared_optin))


def launch_problem(kernel: str, grid, block, static_shared: int, dynamic_shared: int, limits: Limits,
                   func_max_threads: int | None = None, regs: int | None = None) -> str | None:
    """Why this launch cannot run on the device (one line naming the kernel), or None."""
    grid, block = (list(grid) + [1, 1])[:3], (list(block) + [1, 1])[:3]
    for what, dims, lim in (("grid", grid, limits.max_grid), ("block", block, limits.max_block)):
        for axis, d, mx in zip("xyz", dims, lim):
            if not isinstance(d, int) or d < 1:
                return f"kernel {kernel}: {what}.{axis}={d!r} must be a positive integer"
            if d > mx:
                return f"kernel {kernel}: {what}.{axis}={d} exceeds the device limit {mx}"
    threads = math.prod(block)
    if threads > limits.max_threads:
        return f"kernel {kernel}: {threads} threads per block exceed the device limit {limits.max_threads}"
    if func_max_threads is not None and threads > func_max_threads:
        why = f" (it uses {regs} registers per thread)" if regs else ""
        return f"kernel {kernel}: {threads} threads per block, but this kernel can launch at most {func_max_threads}{why}"
    total = static_shared + dynamic_shared
    if dynamic_shared < 0 or total > limits.shared_optin:
        return (f"kernel {kernel}: {static_shared} B static + {dynamic_shared} B dynamic shared memory exceed "
                f"the device limit {limits.shared_optin} B per block")
    return None


# -- buffers ------------------------------------------------------------------------------------
# Every buffer is poisoned with 0xFF bytes: that pattern is a NaN in fp64/fp32/fp16/bf16/fp8 and -1 in
# integers, so an output element the kernels never wrote cannot pass as a plausible value.
POISON = 0xFF
# Every buffer sits between two guard regions filled with CANARY (not the poison: a kernel that copies poison
# past the end is caught too), checked after each run: a kernel that writes rows past `m` (a run-time size's
# last chunk, a bad stride) or before the start fails, naming the tensor, where unguarded it would pass or fault
# somewhere else. The guard after a buffer is as long as the buffer up to GUARD_MAX: a whole chunk written past
# the end lands in it.
CANARY = 0xA5
GUARD_MIN = 64 << 10
GUARD_MAX = 16 << 20
GUARD_ALIGN = 256  # cudaMalloc's alignment, kept for the buffer after the guard before it


def guard_sizes(nbytes: int) -> tuple[int, int]:
    """(bytes before, bytes after) the buffer of `nbytes`: both multiples of GUARD_ALIGN."""
    after = max(GUARD_MIN, min(GUARD_MAX, int(nbytes)))
    after = -(-after // GUARD_ALIGN) * GUARD_ALIGN
    return GUARD_MIN, after


def changed_span(guard) -> tuple[int, int] | None:
    """(first, last) offset of the bytes of a guard (NumPy or CuPy uint8) that are no longer CANARY; None when
    it is untouched."""
    bad = (guard != CANARY).nonzero()[0]
    if bad.size == 0:
        return None
    return int(bad[0]), int(bad[-1])


def size_label(env: dict[str, int] | None) -> str:
    """`m=100` (`m=100,n=3`): how a size point is named in messages and rows."""
    return ",".join(f"{k}={v}" for k, v in (env or {}).items())


def canary_message(name: str, side: str, span: tuple[int, int], guard_len: int, env: dict | None = None) -> str:
    """One line naming the tensor and how far a kernel wrote outside it. side "after": span offsets from the
    buffer's end; "before": offsets into the guard that ends where the buffer starts."""
    first, last = span
    at = f" at size {size_label(env)}" if env else ""
    if side == "after":
        return f"{name}: wrote {last + 1} bytes past its end (the first changed byte at offset {first} past it){at}"
    return (f"{name}: wrote {guard_len - first} bytes before its start (the nearest changed byte "
            f"{guard_len - last} before it){at}")


class CanaryError(RuntimeError):
    """A kernel wrote outside a buffer: a guard region changed."""


def device_dtype(dt) -> np.dtype:
    """The dtype of a buffer's CuPy view: its own, or for a type CuPy lacks (ml_dtypes' bfloat16, fp8) the unsigned
    integer of its width, whose bits the host reinterprets on load and read."""
    dt = np.dtype(dt)
    # ml_dtypes' float8_e5m2 says kind "f" too: only NumPy's own floats are CuPy's
    native = dt.kind in "biu" or dt in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64))
    return dt if native else np.dtype(f"uint{8 * dt.itemsize}")


@dataclass
class Buffer:
    name: str
    dtype: np.dtype
    shape: tuple[int, ...]
    strides: tuple[int, ...] | None  # elements; None = packed
    raw: Any  # cupy uint8 array of the buffer itself (guards excluded): what kernels receive
    view: Any  # cupy array of the logical tensor over raw
    before: Any = None  # cupy uint8 guard ending where raw starts
    after: Any = None  # cupy uint8 guard starting where raw ends


def manifest_at(m: dict, sizes: dict[str, int] | None = None) -> dict:
    """A manifest in the schema-1 form the runner launches: schema 1 as it is (no sizes allowed); schema 2 at
    `sizes` (default: every symbol at its opt), with the variant serving them, tensors, workspaces and grids
    evaluated, size arguments kept for the launch, `sizes` the point, `flops` and `min_bytes` at that size and
    `schedule` the variant's rule and config."""
    from . import ops
    from .ops.base import ParamError

    if not _sizes.is_ranged(m):
        if sizes:
            raise ParamError(f"sizes: {m.get('name')} has no run-time sizes (given {size_label(sizes)})")
        return m
    op = ops.get(m["op"])
    symbols = {s: _sizes.Range.from_json(r) for s, r in m["symbols"].items()}
    env = {s: r.opt for s, r in symbols.items()} if not sizes else {s: int(v) for s, v in sizes.items()}
    _sizes.check_sizes(symbols, env)
    v = _sizes.variant_for(m, env)
    _, where = _sizes.split(op, m["params"])
    raw = _sizes.at(m["params"], where, env)
    p = op.parse(raw)
    ev = lambda x: expr.evaluate(x, env)  # noqa: E731
    workspaces = []
    for w in v.get("workspaces") or []:
        w = dict(w, bytes=ev(w.get("bytes") or 0))
        if w.get("shape") is not None:
            w["shape"] = [ev(d) for d in w["shape"]]
        workspaces.append(w)
    return {"name": m["name"], "op": m["op"], "params": raw, "sizes": env, "symbols": m["symbols"],
            "inputs": [_sizes.eval_tensor(t, env).to_json() for t in m["inputs"]],
            "outputs": [_sizes.eval_tensor(t, env).to_json() for t in m["outputs"]],
            "workspaces": workspaces, "kernels": [_sizes.kernel_at(k, env) for k in v["kernels"]],
            "schedule": {"rule": v.get("rule"), "config": v.get("config"), "origin": v.get("origin")},
            "chunk": v.get("chunk"), "when": v.get("when"),
            "flops": op.flops(p), "min_bytes": op.min_bytes(p),
            **{k: m[k] for k in ("target", "tvm_version", "source", "header", "source_sha256") if k in m}}


class Runner:
    """One shader on the current GPU. run() verifies, time() measures; both from the same buffers.
    A run-time-shape (schema 2) shader runs at one point `sizes` (default: every symbol at its opt): the variant
    serving it, buffers of that size; the source is compiled once per process (compile_cached)."""

    def __init__(self, manifest: dict, source: str, *, backend: str | None = None,
                 sizes: dict[str, int] | None = None):
        from . import ops
        from .ops.base import TensorSpec

        manifest = manifest_at(manifest, sizes)  # bad sizes fail before a GPU is looked for
        cp = self.cp = require_gpu()
        self.manifest = manifest
        self.sizes = manifest.get("sizes") or {}
        self.name = manifest["name"]
        self.op = ops.get(manifest["op"])
        self.params = self.op.parse(manifest["params"])
        self.inputs = [TensorSpec.from_json(d) for d in manifest["inputs"]]
        self.outputs = [TensorSpec.from_json(d) for d in manifest["outputs"]]
        self._check_specs(self.inputs, self.op.inputs(self.params), "input")
        self._check_specs(self.outputs, self.op.outputs(self.params), "output")

        dev = cp.cuda.Device()
        self.compute_capability = dev.compute_capability
        self.limits = Limits.from_attributes(dev.attributes)
        self.l2_bytes = dev.attributes.get("L2CacheSize", 0)
        self.arch = target_arch(self.compute_capability, (manifest.get("target") or {}).get("arch"))
        t0 = _time.perf_counter()
        cubin, self.backend, self.compile_cached = compile_cached(source, self.arch, backend, name=self.name)
        self.compile_s = _time.perf_counter() - t0
        self.module = cp.cuda.function.Module()
        self.module.load(cubin)

        self.buffers: dict[str, Buffer] = {}
        for t in self.inputs + self.outputs:
            self._alloc(t.name, t.dtype, t.shape, t.strides, t.buffer_elems * np_dtype(t.dtype).itemsize)
        for w in manifest.get("workspaces") or []:
            shape = tuple(w.get("shape") or [1])
            nbytes = max(int(w.get("bytes") or 0), math.prod(shape) * np.dtype(w["dtype"]).itemsize)
            self._alloc(w["name"], w["dtype"], shape, None, nbytes)
        self.kernels = [self._prepare(k) for k in manifest["kernels"]]
        self._flush = None

    # -- setup ------------------------------------------------------------------------------
    def _check_specs(self, got, want, what):
        g = [(t.name, tuple(t.shape), t.dtype) for t in got]
        w = [(t.name, tuple(t.shape), t.dtype) for t in want]
        if g != w:
            raise ArtifactError(f"{self.name}: manifest {what}s {g} differ from what operator {self.op.name} "
                                f"declares for these params {w}")

    def _alloc(self, name, dtype, shape, strides, nbytes):
        if name in self.buffers:
            raise ArtifactError(f"{self.name}: two buffers are named {name!r}")
        cp, dt = self.cp, np_dtype(dtype)
        n = max(int(nbytes), 1)
        g0, g1 = guard_sizes(n)
        whole = cp.empty(g0 + n + g1, dtype=cp.uint8)
        whole.fill(CANARY)
        raw = whole[g0:g0 + n]
        bstrides = tuple(s * dt.itemsize for s in strides) if strides is not None else None
        # CuPy has no bfloat16 (ml_dtypes'): the device view holds such a type's bits as the unsigned integer of its
        # width, and load() / read() reinterpret on the host; float16 and float32 views are their own type as before
        view = cp.ndarray(tuple(shape), device_dtype(dt), memptr=raw.data, strides=bstrides)
        self.buffers[name] = Buffer(name, dt, tuple(shape), strides, raw, view, whole[:g0], whole[g0 + n:])

    def _prepare(self, k: dict) -> dict:
        name = k["name"]
        try:
            func = self.module.get_function(name)
        except Exception as e:
            raise ArtifactError(f"kernel {name}: not found in the compiled source ({e})") from None
        drv = self.cp.cuda.driver
        attr = {"max_threads": drv.funcGetAttribute(ATTR_MAX_THREADS, func.ptr),
                "static_shared": drv.funcGetAttribute(ATTR_SHARED, func.ptr),
                "local_bytes": drv.funcGetAttribute(ATTR_LOCAL, func.ptr),
                "regs": drv.funcGetAttribute(ATTR_REGS, func.ptr)}
        dyn = int(k.get("dynamic_shared_bytes") or 0)
        grid, block = tuple((list(k["grid"]) + [1, 1])[:3]), tuple((list(k["block"]) + [1, 1])[:3])
        problem = launch_problem(name, grid, block, attr["static_shared"], dyn, self.limits,
                                 attr["max_threads"], attr["regs"])
        if problem:
            raise LaunchError(problem)
        if attr["static_shared"] + dyn > self.limits.shared_default:
            drv.funcSetAttribute(func.ptr, ATTR_MAX_DYN_SHARED, dyn)
        args = []
        for a in k["args"]:
            if a["kind"] == "tensor":
                buf = self.buffers.get(a["name"])
                if buf is None:
                    raise ArtifactError(f"kernel {name}: argument {a['name']!r} is no input, output or workspace")
                if a.get("dtype") and np.dtype(a["dtype"]) != buf.dtype:
                    raise ArtifactError(f"kernel {name}: argument {a['name']} is {a['dtype']} but the buffer is {buf.dtype}")
                args.append(buf.raw)
            elif a["kind"] == "scalar":
                args.append(np.dtype(a["dtype"]).type(a["value"]))
            elif a["kind"] == "size":  # a run-time size, or an expression of the sizes, in the kernel's own type
                from . import expr

                try:
                    value = expr.evaluate(a.get("expr", a["name"]), self.sizes)
                except expr.ExprError as e:
                    raise ArtifactError(f"kernel {name}: size argument {a['name']!r}: {e}") from None
                args.append(np.dtype(a.get("dtype", "int64")).type(value))
            elif a["kind"] == "tensormap":  # a TMA map over the buffer the tensor arguments get, passed by value
                args.append(self._tensor_map(name, a))
            else:
                raise ArtifactError(f"kernel {name}: unknown argument kind {a['kind']!r}")
        return {"name": name, "func": func, "grid": grid, "block": block, "dynamic_shared": dyn,
                "args": tuple(args), **attr}

    def _tensor_map(self, kernel: str, a: dict):
        """The kernel argument of the manifest map `a`: the CUtensorMap over its tensor's buffer (`raw`, the pointer
        the tensor arguments get), encoded once by the driver (the buffers stay put) as CuPy passes it by value."""
        if a.get("tensor") not in self.buffers:
            raise ArtifactError(f"kernel {kernel}: tensor map {a.get('name')!r} is over {a.get('tensor')!r}, no input, "
                                "output or workspace")
        try:
            return tensormap.Prepared(a, self.sizes).encode(self.buffers[a["tensor"]].raw.data.ptr)
        except (ValueError, RuntimeError, OSError) as e:
            raise ArtifactError(f"kernel {kernel}: tensor map {a['name']}: {e}") from None

    def kernel_report(self) -> list[dict]:
        keys = ("name", "grid", "block", "dynamic_shared", "static_shared", "regs", "local_bytes", "max_threads")
        return [{k: (list(v) if isinstance(v, tuple) else v) for k, v in kr.items() if k in keys} for kr in self.kernels]

    # -- running ----------------------------------------------------------------------------
    def load(self, inputs: dict[str, np.ndarray]) -> None:
        """Copy logical input arrays into their buffers; gaps of strided buffers stay poisoned."""
        names = {t.name for t in self.inputs}
        if set(inputs) != names:
            raise ValueError(f"inputs {sorted(inputs)} differ from the shader's {sorted(names)}")
        for t in self.inputs:
            a, b = np.asarray(inputs[t.name]), self.buffers[t.name]
            if a.shape != b.shape or a.dtype != b.dtype:
                raise ValueError(f"input {t.name}: got {a.dtype}{list(a.shape)}, want {b.dtype}{list(b.shape)}")
            if b.strides is None:
                b.view.set(np.ascontiguousarray(a).view(device_dtype(b.dtype)))
            else:
                b.raw.fill(POISON)
                b.view[...] = self.cp.asarray(a.view(device_dtype(b.dtype)))

    def poison(self) -> None:
        """Outputs and workspaces, before every launch sequence."""
        ins = {t.name for t in self.inputs}
        for b in self.buffers.values():
            if b.name not in ins:
                b.raw.fill(POISON)

    def launch(self, sync_each: bool = False) -> None:
        """Enqueue every kernel in order. sync_each pins a fault on the kernel that caused it."""
        for k in self.kernels:
            try:
                k["func"](k["grid"], k["block"], k["args"], shared_mem=k["dynamic_shared"])
                if sync_each:
                    self.cp.cuda.runtime.deviceSynchronize()
            except self._cuda_errors() as e:
                raise CudaFault(f"kernel {k['name']}: {e}") from None

    def check_guards(self) -> None:
        """CanaryError naming the first buffer a kernel wrote outside of (guards refilled, so a later run is
        checked afresh)."""
        for b in self.buffers.values():
            for side, g in (("before", b.before), ("after", b.after)):
                if g is None or not bool((g != CANARY).any()):
                    continue
                span = changed_span(g)
                g.fill(CANARY)
                raise CanaryError(canary_message(b.name, side, span, int(g.size), self.sizes))

    def read(self) -> dict[str, np.ndarray]:
        out = {t.name: self.cp.asnumpy(self.buffers[t.name].view) for t in self.outputs}
        return {n: a if a.dtype == self.buffers[n].dtype else a.view(self.buffers[n].dtype) for n, a in out.items()}

    def run(self, inputs: dict[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
        """Load inputs (unless None: keep the loaded ones), poison, launch, synchronize, read outputs."""
        if inputs is not None:
            self.load(inputs)
        self.poison()
        self.launch(sync_each=True)
        self.check_guards()
        return self.read()

    def time(self, inputs: dict[str, np.ndarray] | None = None, warmup: int = 3, reps: int | None = None,
             target_s: float = 1.0, flush: bool = True) -> dict[str, Any]:
        """CUDA events around the whole kernel sequence; L2 flushed before each repetition.
        reps None: as many as fit in about target_s, between 10 and 200."""
        cp = self.cp
        if inputs is not None:
            self.load(inputs)
        if flush and self._flush is None:
            self._flush = cp.empty(max(FLUSH_BYTES, 2 * self.l2_bytes), dtype=cp.uint8)
        try:
            for _ in range(max(warmup, 1)):
                self.launch()
            s, e = cp.cuda.Event(), cp.cuda.Event()
            s.record()
            self.launch()
            e.record()
            e.synchronize()
            est = max(cp.cuda.get_elapsed_time(s, e), 1e-3)
            if reps is None:
                reps = int(min(200, max(10, target_s * 1e3 / est)))
            events = [(cp.cuda.Event(), cp.cuda.Event()) for _ in range(reps)]
            for i, (s, e) in enumerate(events):
                if flush:
                    self._flush.data.memset_async(i & 0xFF, self._flush.nbytes)
                    self._flush.view(cp.uint64).max()  # the read that writes the dirty lines back first
                s.record()
                self.launch()
                e.record()
            events[-1][1].synchronize()
            ms = sorted(cp.cuda.get_elapsed_time(s, e) for s, e in events)
        except self._cuda_errors() as e:
            raise CudaFault(f"while timing: {e}") from None
        self.check_guards()
        q = statistics.quantiles(ms, n=4) if len(ms) > 1 else [ms[0]] * 3
        return {"median_ms": statistics.median(ms), "min_ms": ms[0], "max_ms": ms[-1],
                "iqr_ms": q[2] - q[0], "reps": reps, "warmup": warmup, "l2_flushed": flush,
                "l2_flush": FLUSH_KIND if flush else None}

    def _cuda_errors(self):
        cp = self.cp
        return (cp.cuda.runtime.CUDARuntimeError, cp.cuda.driver.CUDADriverError)

    def close(self) -> None:
        """Release device memory now rather than at garbage collection."""
        self.buffers.clear()
        self.kernels = []
        self._flush = None
        self.module = None
