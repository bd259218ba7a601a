"""One emitted shader, callable on GPU arrays: `C = sh(A, B)`.

A call is planned first (`Shader.plan`, no GPU needed): the arguments bound to the manifest's tensors, the run-time
sizes read off their shapes, every rule checked (device, dtype, shape, strides, alignment, outputs apart from the
inputs), then the variant, grids, workspace layout and kernel arguments at those sizes. Running it allocates the
outputs not given and the workspace with the first array's library, and launches the kernels on that library's
current stream, compiled once per process and device by the runner's NVRTC path (runner.compile_cached).
"""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Any, Callable

import numpy as np

from .. import artifact, expr, runner
from .. import sizes as _sizes
from ..artifact import ArtifactError
from .arrays import (ALIGNMENT, CAI, CUPY, TORCH, ArgumentError, ArgumentTypeError, current_device, current_stream,
                     describe, empty, raw_bytes)
from .plan import POINTS_KEPT, MapArg, OutputPlan, Plan, Point, Spec, TensorArg, WorkspaceArg, affine


class _Stream:
    """What CuPy's Function takes as a stream: anything with .ptr."""
    __slots__ = ("ptr",)

    def __init__(self, ptr: int):
        self.ptr = ptr


def _ptr(obj) -> int:
    return obj.data_ptr() if hasattr(obj, "data_ptr") else obj.data.ptr


_CUPY = None


def _cupy():
    """runner.require_gpu(), asked once per process once it succeeds."""
    global _CUPY
    if _CUPY is None:
        _CUPY = runner.require_gpu()
    return _CUPY



class Shader:
    """An emitted shader (schema 1 or 2), callable on GPU arrays. `Shader.from_file` (or `tvmgen.runtime.load`)
    reads and checks its files; the constructor trusts the manifest it is given."""

    def __init__(self, manifest: dict, source: str, path: str | Path | None = None):
        self.manifest, self.source = manifest, source
        self.path = Path(path) if path is not None else None
        self.name: str = manifest["name"]
        self.symbols = ({s: _sizes.Range.from_json(r) for s, r in manifest["symbols"].items()}
                        if _sizes.is_ranged(manifest) else {})
        specs = []
        for kind, key in (("input", "inputs"), ("output", "outputs")):
            for t in manifest[key]:
                shape = tuple(expr.parse(d) for d in t["shape"])
                st = t.get("strides")
                specs.append(Spec(t["name"], kind, t["dtype"], shape,
                                  tuple(expr.parse(x) for x in st) if st is not None else None,
                                  tuple(affine(d) for d in shape)))
        self._specs = {s.name: s for s in specs}
        self.input_names = tuple(s.name for s in specs if s.kind == "input")
        self.output_names = tuple(s.name for s in specs if s.kind == "output")
        self._points: OrderedDict[tuple, Point] = OrderedDict()
        self._loaded: dict[int, dict] = {}  # device -> {"module", "limits", "functions", "dyn"}

    @classmethod
    def from_file(cls, path: str | Path) -> "Shader":
        """The shader of a manifest (or of its .cu / .cuh), read and checked as `tvmgen verify` does."""
        p = Path(path)
        if p.suffix in (".cu", ".cuh"):
            p = p.with_suffix(".json")
        m, src = artifact.read(p)
        return cls(m, src, p)

    def __repr__(self) -> str:
        return f"<tvmgen.runtime.Shader {self.signature()}>"

    def signature(self) -> str:
        """`name(A: float16[m, 4096], B: ...) -> C: float16[m, 4096]; m in 1..8192`."""
        t = lambda n: f"{n}: {self._specs[n].dtype}{self._specs[n].text()}"  # noqa: E731
        outs = ", ".join(map(t, self.output_names))
        outs = outs if len(self.output_names) == 1 else f"({outs})"
        text = f"{self.name}({', '.join(map(t, self.input_names))}) -> {outs}"
        return text + "".join(f"; {s} in {r.lo}..{r.hi}" for s, r in self.symbols.items())

    # -- planning -------------------------------------------------------------------------------------------
    def _bind(self, args: tuple, named: dict, out) -> tuple[dict, dict]:
        ins, outs = self.input_names, self.output_names
        if len(args) > len(ins):
            raise ArgumentTypeError(f"{self.name}: takes {len(ins)} input(s) ({', '.join(ins)}), {len(args)} given; "
                                    "pass outputs as out=")
        bound = dict(zip(ins, args))
        given: dict = {}
        for k, v in named.items():
            if k in bound:
                raise ArgumentTypeError(f"{self.name}: input {k} given twice (by position and by name)")
            if k in ins:
                bound[k] = v
            elif k in outs:
                given[k] = v
            else:
                raise ArgumentTypeError(f"{self.name}: no tensor named {k!r} (inputs {', '.join(ins)}; outputs "
                                        f"{', '.join(outs)})")
        missing = [n for n in ins if n not in bound]
        if missing:
            raise ArgumentTypeError(f"{self.name}: input {', '.join(missing)} missing; it takes {self.signature()}")
        if out is not None:
            if isinstance(out, dict):
                pairs = list(out.items())
                bad = [k for k in out if k not in outs]
                if bad:
                    raise ArgumentTypeError(f"{self.name}: out= names {', '.join(map(str, bad))}, which are no "
                                            f"outputs (outputs: {', '.join(outs)})")
            elif isinstance(out, (tuple, list)):
                if len(out) != len(outs):
                    raise ArgumentTypeError(f"{self.name}: out= holds {len(out)} array(s), the shader has "
                                            f"{len(outs)} output(s) ({', '.join(outs)})")
                pairs = list(zip(outs, out))
            elif len(outs) == 1:
                pairs = [(outs[0], out)]
            else:
                raise ArgumentTypeError(f"{self.name}: out= takes a tuple of {len(outs)} arrays "
                                        f"({', '.join(outs)}), or None for one to be allocated")
            for k, v in pairs:
                if v is None:
                    continue
                if k in given:
                    raise ArgumentTypeError(f"{self.name}: output {k} given twice (by name and in out=)")
                given[k] = v
        return {n: bound[n] for n in ins}, {n: given[n] for n in outs if n in given}

    def solve(self, shapes: dict[str, tuple], symbolic: Callable | None = None) -> dict[str, Any]:
        """The run-time sizes, read off the shapes of named tensors (inputs first): each symbol from the first
        dimension written s or a*s + b. ArgumentError naming the tensor when a size is no integer or is outside
        its range. `symbolic(d, a, b, s, r, what, j)` handles a dimension that is no int (a torch SymInt)."""
        env: dict[str, Any] = {}
        for s, r in self.symbols.items():
            hit = next(((n, j, aff) for n in (*self.input_names, *self.output_names) if n in shapes
                        for j, aff in enumerate(self._specs[n].affine) if aff and aff[0] == s), None)
            if hit is None:
                raise ArgumentError(f"{self.name}: cannot tell the size {s} from the arguments given "
                                    "(no tensor of theirs has a dimension of it)")
            n, j, (_, a, b) = hit
            spec, d = self._specs[n], shapes[n][j]
            what = f"{spec.kind} {n}"
            if not isinstance(d, (int, np.integer)):
                env[s] = symbolic(d, a, b, s, r, what, j)
                continue
            v, rem = divmod(int(d) - b, a)
            if rem or spec.shape[j].eval({s: v}) != d:
                raise ArgumentError(f"{self.name}: {what}: dimension {j} is {d}, which {spec.shape[j]} is at no "
                                    f"integer {s}")
            if not r.lo <= v <= r.hi:
                raise ArgumentError(f"{self.name}: {what}: dimension {j} gives {s}={v}, outside the shader's range "
                                    f"{s}={r.lo}..{r.hi}")
            env[s] = v
        return env

    def _point(self, sizes: dict[str, int]) -> Point:
        key = tuple(sizes.items())
        pt = self._points.get(key)
        if pt is None:
            pt = self._points[key] = Point(self, sizes)
            while len(self._points) > POINTS_KEPT:
                self._points.popitem(last=False)
        else:
            self._points.move_to_end(key)
        return pt

    def plan(self, *args, out=None, **named) -> Plan:
        """Check a call and say what it would do, without a GPU; ArgumentError (a ValueError; ArgumentTypeError,
        also a TypeError, for no array or a bad binding) in one line naming the argument and the rule."""
        ins, outs = self._bind(args, named, out)
        arrays = [("input", n, describe(v, f"{self.name}: input {n}")) for n, v in ins.items()]
        arrays += [("output", n, describe(v, f"{self.name}: output {n}")) for n, v in outs.items()]
        for kind, n, a in arrays:
            spec = self._specs[n]
            if a.dtype != spec.dtype:
                raise ArgumentError(f"{self.name}: {kind} {n}: dtype {a.dtype}, but the shader takes {spec.dtype}")
            if len(a.shape) != len(spec.shape):
                raise ArgumentError(f"{self.name}: {kind} {n}: {len(a.shape)} dimension(s) {list(a.shape)}, but "
                                    f"the shader takes {len(spec.shape)}: {spec.text()}")
        sizes = self.solve({n: a.shape for _, n, a in arrays}) if self.symbols else {}
        pt = self._point(sizes)
        for kind, n, a in arrays:
            t, want = pt.tensors[n], pt.strides[n]
            if a.shape != t.shape:
                at = f" at {runner.size_label(sizes)}" if sizes else ""
                written = f" ({self._specs[n].text()})" if any(self._specs[n].affine) else ""
                raise ArgumentError(f"{self.name}: {kind} {n}: shape {list(a.shape)}, but the shader takes "
                                    f"{list(t.shape)}{at}{written}")
            if a.strides != want and any(d > 1 and s != w for d, s, w in zip(a.shape, a.strides, want)):
                rule = (f"the shader reads it with strides {list(want)}" if t.strides is not None else
                        f"it must be C-contiguous ({list(want)}); pass a contiguous copy")
                raise ArgumentError(f"{self.name}: {kind} {n}: strides {list(a.strides)} (in elements), but {rule}")
            if a.ptr % ALIGNMENT:
                raise ArgumentError(f"{self.name}: {kind} {n}: its data pointer is {a.ptr % ALIGNMENT} bytes past a "
                                    f"{ALIGNMENT}-byte boundary; the kernels need it aligned (pass a fresh copy, "
                                    "e.g. .clone())")
            if a.readonly and kind == "output":
                raise ArgumentError(f"{self.name}: output {n}: read-only (its __cuda_array_interface__ says so)")
        if outs:  # an output must not share memory with an input or another output
            spans = [(kind, n, a.span()) for kind, n, a in arrays]
            for i, (kind, n, (lo, hi)) in enumerate(spans):
                for kind2, n2, (lo2, hi2) in spans[:i] if kind == "output" else ():
                    if lo < hi2 and lo2 < hi:
                        raise ArgumentError(f"{self.name}: output {n}: overlaps {kind2} {n2}; an output shares "
                                            "memory with no input or other output")
        devices = {a.device for _, _, a in arrays if a.device is not None}
        if len(devices) > 1:
            raise ArgumentError(f"{self.name}: the arrays are on devices {sorted(devices)}; put them on one")
        lib = next((a.library for _, _, a in arrays if a.library != CAI), CAI if arrays else None)
        device = devices.pop() if devices else None
        if device is not None:
            cur = current_device(TORCH if lib == TORCH else CUPY)
            if device != cur:
                kind, n, a = next(x for x in arrays if x[2].device == device)
                raise ArgumentError(f"{self.name}: {kind} {n}: on cuda:{device}, but the current device is "
                                    f"cuda:{cur}; call it under torch.cuda.device({device}) or "
                                    f"cupy.cuda.Device({device})")
        given = {n: a for kind, n, a in arrays if kind == "output"}
        outputs = {t.name: OutputPlan(t.name, t.shape, t.dtype, t.strides, pt.nbytes[t.name], given.get(t.name))
                   for t in pt.outputs}
        return Plan(self.name, sizes, lib, device, {n: a for kind, n, a in arrays if kind == "input"},
                    outputs, pt.ws_bytes, pt.workspaces, pt.kernels, pt.schedule, pt)

    # -- running --------------------------------------------------------------------------------------------
    def __call__(self, *args, out=None, **named):
        """Run the shader on GPU arrays (inputs by position or name; outputs by name or out=, else allocated):
        the output, or a tuple of the outputs, in the manifest's order."""
        return self.run(self.plan(*args, out=out, **named))

    def run(self, plan: Plan):
        """Launch a plan on the current stream of its arrays' library; the outputs."""
        cp = _cupy()
        lib = TORCH if plan.library == TORCH else CUPY
        everything = [*plan.inputs.values(), *(o.given for o in plan.outputs.values() if o.given)]
        device = plan.device
        if device is None:
            device = cp.cuda.runtime.getDevice()
            for a in everything:
                at = cp.cuda.runtime.pointerGetAttributes(a.ptr).device
                if at != device:
                    raise ArgumentError(f"{self.name}: the array at {a.ptr:#x} is on cuda:{at}, but the current "
                                        f"device is cuda:{device}")
        stream = current_stream(lib, device)
        for a in everything:  # __cuda_array_interface__ v3: wait for the producer's stream
            if a.stream is not None and a.stream != stream:
                rt = cp.cuda.runtime
                ev = rt.eventCreateWithFlags(rt.eventDisableTiming)
                rt.eventRecord(ev, a.stream)
                rt.streamWaitEvent(stream, ev)
                rt.eventDestroy(ev)
        ptrs = {n: a.ptr for n, a in plan.inputs.items()}
        results = []
        for o in plan.outputs.values():
            obj = o.given.obj if o.given else empty(lib, o.shape, o.dtype, o.strides, device, o.nbytes)
            ptrs[o.name] = o.given.ptr if o.given else _ptr(obj)
            results.append(obj)
        # the workspace: the library's caching allocator, per call (stream-ordered: freed once the kernels are
        # enqueued, it is reused only by later work on this stream). A buffer kept across calls would outlive a CUDA
        # graph's capture untracked (torch's graph trees refuse that) or be freed under a graph that still uses it.
        keep, ws = raw_bytes(lib, plan.workspace_bytes, device) if plan.workspace_bytes else (None, 0)
        s = _Stream(stream)
        errors = (cp.cuda.driver.CUDADriverError, cp.cuda.runtime.CUDARuntimeError)
        for name, func, grid, block, dyn, base, fill, maps in self._ready(plan.point, device):
            a = list(base)
            for pos, tensor, off in fill:
                a[pos] = np.uint64((ptrs[tensor] if tensor is not None else ws) + off)
            for pos, m in maps:  # TMA tensor maps hold the pointer: encoded anew for this call's
                try:
                    a[pos] = m.prepared.encode(ptrs[m.tensor] if m.offset is None else ws + m.offset)
                except (RuntimeError, OSError) as e:
                    raise runner.LaunchError(f"{self.name}: kernel {name}: tensor map {m.name}: {e}") from None
            try:
                func(grid, block, tuple(a), shared_mem=dyn, stream=s)
            except errors as e:
                raise runner.CudaFault(f"{self.name}: kernel {name}: {e}") from None
        del keep
        return results[0] if len(results) == 1 else tuple(results)

    def _module(self, device: int) -> dict:
        mod = self._loaded.get(device)
        if mod is None:
            cp = _cupy()
            dev = cp.cuda.Device(device)
            arch = runner.target_arch(dev.compute_capability, (self.manifest.get("target") or {}).get("arch"))
            cubin, _, _ = runner.compile_cached(self.source, arch, name=self.name)
            module = cp.cuda.function.Module()
            module.load(cubin)
            mod = self._loaded[device] = {"module": module, "limits": runner.Limits.from_attributes(dev.attributes),
                                          "functions": {}, "dyn": {}}
        return mod

    def _ready(self, pt: Point, device: int) -> list:
        """Per kernel of a point: (name, function, grid, block, dynamic shared, arguments with the pointers left
        out, where the pointers go, where the tensor maps go); the launch checked against the device's limits, shared
        memory opted into."""
        recs = pt.ready.get(device)
        if recs is not None:
            return recs
        mod = self._module(device)
        drv = _cupy().cuda.driver
        recs = []
        for k in pt.kernels:
            got = mod["functions"].get(k.name)
            if got is None:
                try:
                    f = mod["module"].get_function(k.name)
                except Exception as e:
                    raise ArtifactError(f"{self.name}: kernel {k.name}: not in the compiled source ({e})") from None
                attrs = {a: drv.funcGetAttribute(code, f.ptr) for a, code in (
                    ("max_threads", runner.ATTR_MAX_THREADS), ("static", runner.ATTR_SHARED),
                    ("regs", runner.ATTR_REGS))}
                got = mod["functions"][k.name] = (f, attrs)
            f, attrs = got
            problem = runner.launch_problem(k.name, k.grid, k.block, attrs["static"], k.dynamic_shared,
                                            mod["limits"], attrs["max_threads"], attrs["regs"])
            if problem:
                raise runner.LaunchError(f"{self.name}: {problem}")
            if attrs["static"] + k.dynamic_shared > mod["limits"].shared_default \
                    and mod["dyn"].get(k.name, 0) < k.dynamic_shared:  # the largest any size needs, kept
                drv.funcSetAttribute(f.ptr, runner.ATTR_MAX_DYN_SHARED, k.dynamic_shared)
                mod["dyn"][k.name] = k.dynamic_shared
            base, fill, maps = [], [], []
            for i, a in enumerate(k.args):
                if isinstance(a, TensorArg):
                    fill.append((i, a.name, 0))
                elif isinstance(a, WorkspaceArg):
                    fill.append((i, None, a.offset))
                elif isinstance(a, MapArg):
                    maps.append((i, a))
                base.append(None if isinstance(a, (TensorArg, WorkspaceArg, MapArg)) else a)
            recs.append((k.name, f, k.grid, k.block, k.dynamic_shared, tuple(base), tuple(fill), tuple(maps)))
        pt.ready[device] = recs
        return recs

    def release(self) -> None:
        """Drop the loaded modules and the plans kept per size."""
        self._loaded.clear()
        self._points.clear()
