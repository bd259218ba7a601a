"""The C++ host launcher header: include it, compile the .cu beside it, call one function."""
from __future__ import annotations

from . import dtypes, expr
from .hardware import nvcc_arch

C_TYPES = {"float32": "float", "float16": "half", "float64": "double", "int32": "int", "int64": "int64_t",
           "uint8": "uint8_t", "uint32": "unsigned int", "bool": "bool", **dtypes.C_TYPES}  # bf16, fp8, int8 there
ALIGN = 256  # workspace slices start on this boundary, as cudaMalloc's
RANGED_SCHEMA = 2  # artifact.RANGED_SCHEMA (artifact imports this module, not the other way round)
STATIC_SHARED_LIMIT = 48 * 1024  # above it a kernel must opt in to more dynamic shared memory


def ctype(dtype: str) -> str:
    return C_TYPES[dtype]


def _type_includes(m: dict) -> str:
    """cuda_bf16.h / cuda_fp8.h for a launcher with a bfloat16 / fp8 tensor (tvmgen.dtypes.HEADERS), and nothing for
    the others, whose headers stay byte for byte what they were."""
    tensors = list(m.get("inputs") or []) + list(m.get("outputs") or [])
    return "".join(f"\n#include <{h}>" for h in dtypes.headers(t.get("dtype") for t in tensors))


def workspace_layout(workspaces: list[dict]) -> tuple[list[int], int]:
    offsets, total = [], 0
    for w in workspaces:
        offsets.append(total)
        total += -(-w["bytes"] // ALIGN) * ALIGN
    return offsets, total


def _build_text(name: str, arch: str) -> str:
    """The header comment's build lines (tests/test_headers.py runs them as written)."""
    flags = nvcc_arch(arch)
    return f"""// Build: nvcc {flags} -c {name}.cu
//   then link {name}.o into your program; the files that include this header are compiled by nvcc too (<<<>>>).
// In a shared library: nvcc 13 hides kernels from the library's users unless both sides are built with
//   -device-entity-has-hidden-visibility=false, and both must then use one CUDA runtime, the shared one
//   (a kernel launches only through the runtime that registered it):
//   nvcc {flags} -shared -Xcompiler -fPIC -cudart shared -device-entity-has-hidden-visibility=false {name}.cu -o lib{name}.so
//   nvcc {flags} -cudart shared -device-entity-has-hidden-visibility=false main.cu -L. -l{name}"""


def header(m: dict) -> str:
    """The launcher of a manifest: schema 1 (one exact shape) or schema 2 (run-time sizes, ranged_header)."""
    if m.get("schema") == RANGED_SCHEMA:
        return ranged_header(m)
    name = m["name"]
    inputs = {t["name"]: t for t in m["inputs"]}
    outputs = {t["name"]: t for t in m["outputs"]}
    offsets, ws_total = workspace_layout(m["workspaces"])
    ws = {w["name"]: (w, off) for w, off in zip(m["workspaces"], offsets)}

    params = [f"const {ctype(t['dtype'])}* {n}" for n, t in inputs.items()]
    params += [f"{ctype(t['dtype'])}* {n}" for n, t in outputs.items()]
    if ws:
        params.append("void* workspace")
    params.append("cudaStream_t stream")

    decls, body = [], []
    for k in m["kernels"]:
        sig, call = [], []
        for i, a in enumerate(k["args"]):
            if a["kind"] == "scalar":
                sig.append(f"{ctype(a['dtype'])} arg{i}")
                call.append(f"({ctype(a['dtype'])}){a['value']}")
                continue
            c = ctype(a["dtype"])
            sig.append(f"{c}* __restrict__ arg{i}")  # tensor names need not be C identifiers ("Y_red.v0")
            if a["name"] in ws:
                call.append(f"reinterpret_cast<{c}*>(static_cast<char*>(workspace) + {ws[a['name']][1]})")
            else:
                call.append(f"const_cast<{c}*>({a['name']})")
        decls.append(f'extern "C" __global__ void {k["name"]}({", ".join(sig)});')
        smem = k["dynamic_shared_bytes"]
        if smem + k.get("static_shared_bytes", 0) > 48 * 1024:
            body.append(f"  err = cudaFuncSetAttribute({k['name']}, cudaFuncAttributeMaxDynamicSharedMemorySize, {smem});\n"
                        "  if (err != cudaSuccess) return err;")
        g, b = k["grid"], k["block"]
        if k.get("cluster"):  # compiled into the kernel (__cluster_dims__): the plain launch forms them
            body.append("  // {} blocks per thread-block cluster, {}x{}x{}".format(
                k["cluster"][0] * k["cluster"][1] * k["cluster"][2], *k["cluster"]))
        body.append(f"  {k['name']}<<<dim3({g[0]}, {g[1]}, {g[2]}), dim3({b[0]}, {b[1]}, {b[2]}), {smem}, stream>>>(\n"
                    f"      {', '.join(call)});\n"
                    "  err = cudaGetLastError();\n  if (err != cudaSuccess) return err;")
    shapes = "\n".join(f"//   {'in ' if n in inputs else 'out'} {n}: {t['dtype']}[{', '.join(map(str, t['shape']))}]"
                       + (f" strides [{', '.join(map(str, t['strides']))}]" if t.get("strides") else "")
                       for n, t in {**inputs, **outputs}.items())
    params_txt = " ".join(f"{k}={'x'.join(map(str, v)) if isinstance(v, list) else v}" for k, v in m["params"].items())
    return f"""// {name}.cuh: host launcher for {name}.cu, generated by tvmgen. Do not edit.
// {m['op']} {params_txt}
// schedule {m['schedule']['rule']} {m['schedule']['config']}; target {m['target']['arch']}; TVM {m['tvm_version']}
// source sha256 {m['source_sha256']}
{shapes}
{_build_text(name, m["target"]["arch"])}
#pragma once
#include <cstddef>
#include <cstdint>
#include <cuda_runtime.h>
#include <cuda_fp16.h>{_type_includes(m)}

{chr(10).join(decls)}

namespace tvmgen {{

// Bytes of device memory the caller passes as `workspace` (0: the launcher takes none).
constexpr std::size_t {name}_workspace_bytes = {ws_total};

// Launches every kernel of the shader on `stream`, in order. Pointers are device pointers.
inline cudaError_t {name}({", ".join(params)}) {{
  cudaError_t err = cudaSuccess;
{chr(10).join(body)}
  return cudaSuccess;
}}

}}  // namespace tvmgen
"""


# -- schema 2: run-time sizes --------------------------------------------------------------------------
def _c(e) -> str:
    return expr.to_c(e)


def workspace_layout_c(workspaces: list[dict]) -> tuple[list[str], str]:
    """workspace_layout with bytes that are expressions: C++ int64_t expressions of each slice's offset and of
    the total, each slice rounded up to ALIGN."""
    offsets, total = [], "0"
    for w in workspaces:
        offsets.append(_c(total))
        total = f"({total}) + ceildiv({w['bytes']}, {ALIGN}) * {ALIGN}"
    return offsets, _c(total)


def _when_c(when: dict) -> str:
    return " && ".join(f"{s} >= {lo} && {s} <= {hi}" for s, (lo, hi) in when.items())


def _launches(k: dict, ws: dict[str, str], indent: str) -> list[str]:
    """The C++ statements that launch kernel `k` of a variant (ws: workspace name -> its offset's C++)."""
    call = []
    for a in k["args"]:
        if a["kind"] == "scalar":
            call.append(f"({ctype(a['dtype'])}){a['value']}")
        elif a["kind"] == "size":  # a size, or an expression of the sizes, in the kernel's own type
            call.append(f"({ctype(a.get('dtype', 'int64'))})({expr.to_c(a.get('expr', a['name']))})")
        elif a["name"] in ws:
            c = ctype(a["dtype"])
            call.append(f"reinterpret_cast<{c}*>(static_cast<char*>(workspace) + {ws[a['name']]})")
        else:
            call.append(f"const_cast<{ctype(a['dtype'])}*>({a['name']})")
    out = []
    smem = k.get("dynamic_shared_bytes", 0)
    static = k.get("static_shared_bytes", 0)
    if isinstance(smem, int):
        smem_c = str(smem)
        if smem + static > STATIC_SHARED_LIMIT:
            out.append(f"tvmgen_err = cudaFuncSetAttribute({k['name']}, cudaFuncAttributeMaxDynamicSharedMemorySize, "
                       f"{smem});\nif (tvmgen_err != cudaSuccess) return tvmgen_err;")
    else:  # known at run time only: opt in where this size needs it
        smem_c = f"static_cast<std::size_t>({_c(smem)})"
        out.append(f"if ({_c(smem)} + {static} > {STATIC_SHARED_LIMIT}) {{\n"
                   f"  tvmgen_err = cudaFuncSetAttribute({k['name']}, cudaFuncAttributeMaxDynamicSharedMemorySize, "
                   f"static_cast<int>({_c(smem)}));\n  if (tvmgen_err != cudaSuccess) return tvmgen_err;\n}}")
    if k.get("cluster"):
        out.append("// {} blocks per thread-block cluster, {}x{}x{}".format(
            k["cluster"][0] * k["cluster"][1] * k["cluster"][2], *k["cluster"]))
    g = [f"static_cast<unsigned>({_c(x)})" for x in k["grid"]] + ["1"] * (3 - len(k["grid"]))
    b = list(k["block"]) + [1] * (3 - len(k["block"]))
    out.append(f"{k['name']}<<<dim3({', '.join(g)}), dim3({b[0]}, {b[1]}, {b[2]}), {smem_c}, stream>>>(\n"
               f"    {', '.join(call)});\n"
               "tvmgen_err = cudaGetLastError();\nif (tvmgen_err != cudaSuccess) return tvmgen_err;")
    return [indent + line for stmt in out for line in stmt.split("\n")]


def ranged_header(m: dict) -> str:
    """The launcher of a schema-2 manifest: the tensors, then one int64_t per symbol, [workspace,] stream.
    cudaErrorInvalidValue for a size outside its range; else the variant whose `when` holds the sizes launches
    its kernels with grids (and workspace offsets, dynamic shared memory) computed from the sizes."""
    name = m["name"]
    syms = {s: r for s, r in m["symbols"].items()}
    inputs = {t["name"]: t for t in m["inputs"]}
    outputs = {t["name"]: t for t in m["outputs"]}
    has_ws = any(v.get("workspaces") for v in m["variants"])

    params = [f"const {ctype(t['dtype'])}* {n}" for n, t in inputs.items()]
    params += [f"{ctype(t['dtype'])}* {n}" for n, t in outputs.items()]
    params += [f"int64_t {s}" for s in syms]
    if has_ws:
        params.append("void* workspace")
    params.append("cudaStream_t stream")
    size_params = ", ".join(f"int64_t {s}" for s in syms)
    in_range = " || ".join(f"{s} < {r['lo']} || {s} > {r['hi']}" for s, r in syms.items())

    decls, body, ws_body, notes = [], [], [], []
    for i, v in enumerate(m["variants"]):
        offsets, total = workspace_layout_c(v.get("workspaces", []))
        ws = {w["name"]: off for w, off in zip(v.get("workspaces", []), offsets)}
        when = ", ".join(f"{s} {lo}..{hi}" for s, (lo, hi) in v["when"].items())
        notes.append(f"//   {when}: {_how(v)}, {v.get('rule', '?')} {v.get('config', {})}, "
                     f"{len(v['kernels'])} kernel(s)"
                     + (f", workspace {' + '.join(str(w['bytes']) for w in v['workspaces'])} bytes"
                        if v.get("workspaces") else ""))
        for k in v["kernels"]:
            sig = []
            for j, a in enumerate(k["args"]):
                if a["kind"] == "scalar":
                    sig.append(f"{ctype(a['dtype'])} arg{j}")
                elif a["kind"] == "size":
                    sig.append(f"{ctype(a.get('dtype', 'int64'))} arg{j}")
                else:
                    sig.append(f"{ctype(a['dtype'])}* __restrict__ arg{j}")
            decls.append(f'extern "C" __global__ void {k["name"]}({", ".join(sig)});')
        body.append(f"  if ({_when_c(v['when'])}) {{  // variant {i}: {_how(v)}")
        for k in v["kernels"]:
            body.extend(_launches(k, ws, "    "))
        body.append("    return cudaSuccess;\n  }")
        ws_body.append(f"  if ({_when_c(v['when'])}) return static_cast<std::size_t>({total});")
    ranges = "; ".join(f"{s} in {r['lo']}..{r['hi']} (scheduled at {r['opt']})" for s, r in syms.items())
    shapes = "\n".join(f"//   {'in ' if n in inputs else 'out'} {n}: {t['dtype']}[{', '.join(map(str, t['shape']))}]"
                       + (f" strides [{', '.join(map(str, t['strides']))}]" if t.get("strides") else "")
                       for n, t in {**inputs, **outputs}.items())
    params_txt = " ".join(f"{k}={'x'.join(map(str, v)) if isinstance(v, list) else v}" for k, v in m["params"].items())
    ws_doc = ("\n// Bytes of device memory the caller passes as `workspace` at these sizes (0 outside the range).\n"
              if has_ws else "\n// The launcher takes no workspace: this is 0 at every size.\n")
    return f"""// {name}.cuh: host launcher for {name}.cu, generated by tvmgen. Do not edit.
// {m['op']} {params_txt}
// Run-time sizes: {ranges}; a size outside its range: cudaErrorInvalidValue, nothing launched.
// Variants, the one whose sizes hold picked on every call:
{chr(10).join(notes)}
// target {m['target']['arch']}; TVM {m.get('tvm_version')}
// source sha256 {m['source_sha256']}
{shapes}
{_build_text(name, m["target"]["arch"])}
#pragma once
#include <cstddef>
#include <cstdint>
#include <cuda_runtime.h>
#include <cuda_fp16.h>{_type_includes(m)}

{chr(10).join(decls)}

namespace tvmgen {{

{expr.C_HELPERS}{ws_doc}inline std::size_t {name}_workspace_bytes({size_params}) {{
  if ({in_range}) return 0;
{chr(10).join(ws_body)}
  return 0;
}}

// Launches the kernels of the variant that serves these sizes on `stream`, in order. Pointers are device
// pointers holding the tensors at these sizes.
inline cudaError_t {name}({", ".join(params)}) {{
  if ({in_range}) return cudaErrorInvalidValue;
  cudaError_t tvmgen_err = cudaSuccess;
  (void)tvmgen_err;
{chr(10).join(body)}
  return cudaErrorInvalidValue;  // not reached: the variants cover the range
}}

}}  // namespace tvmgen
"""


def _how(v: dict) -> str:
    """How a variant covers its sizes, for the header's comments."""
    return f"chunk {v['chunk']}" if "chunk" in v else "the size as the kernels' bound"

