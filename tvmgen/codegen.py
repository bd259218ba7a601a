"""Operator + schedule -> Shader: CUDA source plus every launch, read from the lowered TIR.

The launch configuration is not in the CUDA source; TVM's host code carries it. We lower once, split host
from device, read each `call_ffi_kernel` of the host function (pointer args, then the extents named by
its `launch_params`), and generate only the device code: the host side is ours (the .cuh launcher).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .ops.base import Operator, ParamError, TensorSpec
from .rules import base as limits


class CodegenError(RuntimeError):
    """The schedule produced something we cannot ship (a launch over the device limits, say)."""


@dataclass
class Kernel:
    name: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    static_shared_bytes: int
    args: list[dict]
    # blocks per thread-block cluster (compiled into the source as __cluster_dims__, so a plain launch of
    # `grid` blocks forms the clusters); (1, 1, 1): none
    cluster: tuple[int, int, int] = (1, 1, 1)

    def to_json(self) -> dict:
        j = {"name": self.name, "grid": list(self.grid), "block": list(self.block),
             "dynamic_shared_bytes": self.dynamic_shared_bytes,
             "static_shared_bytes": self.static_shared_bytes, "args": self.args}
        if self.cluster != (1, 1, 1):
            j["cluster"] = list(self.cluster)
        return j


@dataclass
class Shader:
    name: str
    op: str
    params: dict
    inputs: list[TensorSpec]
    outputs: list[TensorSpec]
    workspaces: list[dict]
    kernels: list[Kernel]
    source: str
    rule: str
    config: dict
    origin: str
    arch: str
    tvm_version: str
    flops: int
    min_bytes: int
    extra: dict = field(default_factory=dict)


def cuda_target(arch: str = "sm_90"):
    import tvm

    return tvm.target.Target({"kind": "cuda", "arch": arch})


def te_module(op: Operator, p: dict):
    import tvm
    from tvm import te

    f = te.create_prim_func(op.compute(p))
    return tvm.IRModule({"main": f})


def schedule(op: Operator, p: dict, rule_name: str | None, config: dict | None, target):
    """Apply the named rule (or the first of the chain that applies). Returns (mod, rule, config)."""
    from . import rules

    if config and not rule_name:  # knobs belong to one rule: the one the chain would pick first
        rule_name = rules.chain(op, p)[0].name
    candidates = [rules.get(rule_name, op)] if rule_name else rules.chain(op, p)
    for rule in candidates:
        if rule.arch and not rule.arch.startswith(str(target.arch)):
            if rule_name:
                raise ParamError(f"schedule: rule {rule_name} needs arch {rule.arch}, not {target.arch}")
            continue
        cfg = dict(rule.default(op, p))
        if config and rule_name:
            cfg.update(config)
        why = rule.valid(op, p, cfg)
        if why is not None:
            if rule_name:
                raise ParamError(f"config: {why}")
            continue
        mod = rule.apply(te_module(op, p), op, p, cfg, target)
        if mod is not None:
            return mod, rule, cfg
        if rule_name:
            raise ParamError(f"schedule: rule {rule_name} does not apply to {op.name} with these parameters")
    raise CodegenError(f"no schedule rule applies to {op.name}")  # unreachable: fallback always applies


# Async copies (cp.async) are lowered only under this pass config; rules that do not ask for them
# emit the same source with or without it.
PASS_CONFIG = {"tirx.use_async_copy": True}


def build(op: Operator, p: dict, rule: str | None = None, config: dict | None = None,
          arch: str = "sm_90", origin: str = "default") -> Shader:
    import tvm

    with tvm.transform.PassContext(config=PASS_CONFIG):
        return _build(op, p, rule, config, arch, origin)


def _build(op, p, rule, config, arch, origin) -> Shader:
    import tvm
    from tvm.tirx.build import codegen_build, split_host_device_mods
    from tvm.tirx.compilation_pipeline import get_tir_pipeline

    name = op.shader_name(p)
    target = cuda_target(arch)
    mod, rule_obj, cfg = schedule(op, p, rule, config, target)
    if rule_obj.arch:
        arch, target = rule_obj.arch, cuda_target(rule_obj.arch)
    func = mod["main"].with_attr("global_symbol", name)
    mod = tvm.IRModule({name: func})
    mod = tvm.tirx.transform.BindTarget(target.with_host("llvm"))(mod)
    pipe, _finalize_host, finalize_device = get_tir_pipeline(rule_obj.pipeline)
    host, devs = split_host_device_mods(pipe(mod))
    if len(devs) != 1:
        raise CodegenError(f"{name}: expected one device module, got {len(devs)}")
    (dev_target, dev_mod), = devs.items()
    dev_mod = finalize_device()(dev_mod)
    source = codegen_build(dev_mod, dev_target).inspect_source()

    tensors = {t.name: t for t in op.inputs(p) + op.outputs(p)}
    host_fn = host[name]
    workspaces = _host_allocations(host_fn.body)
    known = {**{n: t.dtype for n, t in tensors.items()}, **{w["name"]: w["dtype"] for w in workspaces}}
    static_smem = {g.name_hint: _shared_bytes(f.body) for g, f in dev_mod.functions.items()}
    kernels = [_kernel(call, known, static_smem) for call in _ffi_calls(host_fn.body)]
    if not kernels:
        raise CodegenError(f"{name}: the lowered module launches no kernel")
    for k in kernels:
        check_launch(k)
    source = _with_cluster_dims(source, kernels)
    return Shader(
        name=name, op=op.name, params=p, inputs=op.inputs(p), outputs=op.outputs(p), workspaces=workspaces,
        kernels=kernels, source=source, rule=rule_obj.name, config=cfg, origin=origin, arch=arch,
        tvm_version=tvm.__version__, flops=op.flops(p), min_bytes=op.min_bytes(p),
    )


def check_launch(k: Kernel) -> None:
    threads = k.block[0] * k.block[1] * k.block[2]
    if threads > limits.MAX_THREADS_PER_BLOCK:
        raise CodegenError(f"{k.name}: block {k.block} has {threads} threads, over the limit of "
                           f"{limits.MAX_THREADS_PER_BLOCK}")
    for axis, (g, cap) in enumerate(zip(k.grid, limits.MAX_GRID)):
        if not 1 <= g <= cap:
            raise CodegenError(f"{k.name}: grid {'xyz'[axis]} = {g}, outside 1..{cap}")
    size = k.cluster[0] * k.cluster[1] * k.cluster[2]
    if size > limits.MAX_CLUSTER_BLOCKS or any(g % c for g, c in zip(k.grid, k.cluster)):
        raise CodegenError(f"{k.name}: cluster {k.cluster} must divide grid {k.grid} and hold at most "
                           f"{limits.MAX_CLUSTER_BLOCKS} blocks (the portable cluster size)")
    smem = k.dynamic_shared_bytes + k.static_shared_bytes
    if smem > limits.MAX_SHARED_BYTES:
        raise CodegenError(f"{k.name}: {smem} bytes of shared memory per block, over the {limits.MAX_SHARED_BYTES} "
                           "the device allows")


# -- reading the lowered TIR ----------------------------------------------------------------
_CHILDREN = ("body", "seq", "then_case", "else_case", "block")


def _walk(node, visit):
    visit(node)
    for attr in _CHILDREN:
        child = getattr(node, attr, None)
        if child is None:
            continue
        if type(node).__name__ == "SeqStmt" and attr == "seq":
            for c in child:
                _walk(c, visit)
        else:
            _walk(child, visit)


def _host_allocations(body) -> list[dict]:
    """Global buffers the host allocates between kernels: the shader's workspaces."""
    found: list[dict] = []

    def visit(n):
        if type(n).__name__ == "AllocBuffer" and n.buffer.scope() == "global":
            b = n.buffer
            shape = [int(s) for s in b.shape]
            dtype, lanes = _scalar_dtype(str(b.dtype))
            if lanes > 1:  # a workspace TVM retyped as vectors (float32x4): declared as its scalars
                shape = shape[:-1] + [shape[-1] * lanes] if shape else [lanes]
            nbytes = int(np.prod(shape)) * np.dtype(dtype).itemsize
            found.append({"name": b.name, "shape": shape, "dtype": dtype, "bytes": nbytes})

    _walk(body, visit)
    return found


def _scalar_dtype(dtype: str) -> tuple[str, int]:
    """("float32", 4) for "float32x4"; (dtype, 1) for a scalar type."""
    m = re.fullmatch(r"([a-z]+\d+)x(\d+)", dtype)
    return (m.group(1), int(m.group(2))) if m else (dtype, 1)


def _shared_bytes(body) -> int:
    total = 0

    def visit(n):
        nonlocal total
        if type(n).__name__ == "AllocBuffer" and n.buffer.scope() == "shared":
            b = n.buffer
            lanes = 1
            dt = str(b.dtype)
            m = re.fullmatch(r"([a-z]+\d+)x(\d+)", dt)
            if m:
                dt, lanes = m.group(1), int(m.group(2))
            total += int(np.prod([int(s) for s in b.shape])) * np.dtype(dt).itemsize * lanes

    _walk(body, visit)
    return total


def _ffi_calls(body) -> list:
    calls = []

    def visit(n):
        if type(n).__name__ == "Evaluate":
            c = n.value
            if type(c).__name__ == "Call" and getattr(c.op, "name", "") == "tirx.call_ffi_kernel":
                calls.append(c)

    _walk(body, visit)
    return calls


def _kernel(call, known: dict[str, str], static_smem: dict[str, int]) -> Kernel:
    import tvm

    tags = [str(t) for t in call.attrs["launch_params"]] if hasattr(call, "attrs") and call.attrs else None
    if tags is None:
        raise CodegenError("call_ffi_kernel without launch_params")
    kname = str(call.args[0].value)
    n_launch = len(tags)
    pos, launch = list(call.args[1:len(call.args) - n_launch]), list(call.args[len(call.args) - n_launch:])
    grid, block, cluster, dyn = [1, 1, 1], [1, 1, 1], [1, 1, 1], 0
    for tag, v in zip(tags, launch):
        if not isinstance(v, tvm.tirx.IntImm):
            raise CodegenError(f"{kname}: launch extent {tag} is not a constant ({v})")
        v = int(v)
        if tag.startswith("blockIdx."):
            grid["xyz".index(tag[-1])] = v
        elif tag.startswith("threadIdx."):
            block["xyz".index(tag[-1])] = v
        elif tag.startswith("clusterCtaIdx."):
            cluster["xyz".index(tag[-1])] = v
        elif tag == "tirx.use_dyn_shared_memory":
            dyn = v
        else:
            raise CodegenError(f"{kname}: unknown launch parameter {tag}")
    args = []
    for a in pos:
        if isinstance(a, tvm.tirx.IntImm) or isinstance(a, tvm.tirx.FloatImm):
            args.append({"kind": "scalar", "dtype": str(a.dtype), "value": a.value})
            continue
        if type(a).__name__ == "Call" and getattr(a.op, "name", "") == "tirx.buffer_data":
            a = a.args[0]
        name = getattr(a, "name", None) or getattr(a, "name_hint", None)
        base = _tensor_name(str(name), known) if name else None
        if base is None:
            raise CodegenError(f"{kname}: cannot bind kernel argument {a} to a tensor or workspace")
        args.append({"kind": "tensor", "name": base, "dtype": known[base]})
    return Kernel(kname, tuple(grid), tuple(block), dyn, static_smem.get(kname, 0), args, tuple(cluster))


def _with_cluster_dims(source: str, kernels: list[Kernel]) -> str:
    """TVM passes a cluster shape as a launch attribute; compiled into the kernel instead, any plain launch
    (<<<>>>, cuLaunchKernel, the runner's) forms the clusters."""
    for k in kernels:
        if k.cluster != (1, 1, 1):
            dims = "__cluster_dims__({}, {}, {}) ".format(*k.cluster)
            source, n = re.subn(rf"(extern \"C\" __global__ void )(__launch_bounds__\(\d+\) )?({re.escape(k.name)}\()",
                                lambda m: m.group(1) + dims + (m.group(2) or "") + m.group(3), source)
            if not n:
                raise CodegenError(f"{k.name}: cannot find the kernel in the source to give it its cluster shape")
    return source


def _tensor_name(var: str, known: dict[str, str]) -> str | None:
    """Host code renames buffers (`X` -> `X_1`) and data vars; strip those suffixes back."""
    for cand in (var, re.sub(r"_\d+$", "", var), re.sub(r"(_data|_ptr)?(_\d+)?$", "", var)):
        if cand in known:
            return cand
    return None


def to_manifest(s: Shader) -> dict[str, Any]:
    return {
        "schema": 1,
        "name": s.name,
        "op": s.op,
        "params": {k: list(v) if isinstance(v, tuple) else v for k, v in s.params.items()},
        "inputs": [t.to_json() for t in s.inputs],
        "outputs": [t.to_json() for t in s.outputs],
        "workspaces": s.workspaces,
        "kernels": [k.to_json() for k in s.kernels],
        "schedule": {"rule": s.rule, "config": s.config, "origin": s.origin},
        "target": {"kind": "cuda", "arch": s.arch},
        "tvm_version": s.tvm_version,
        "flops": s.flops,
        "min_bytes": s.min_bytes,
        **s.extra,
    }
