"""The C++ host launcher header: include it, compile the .cu beside it, call one function."""
from __future__ import annotations

from . import dtypes, expr, tensormap
from .hardware import nvcc_arch

C_TYPES = {"float32": "float", "float16": "half", "float64": "double", "int32": "int", "int64": "int64_t",
           "uint8": "uint8_t", "uint32": "unsigned int", "uint64": "uint64_t", "bool": "bool", **dtypes.C_TYPES}  # bf16, fp8, int8 there
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


def _entry_point(short: str, driver: str) -> str:
    """The C++ that looks the driver's `driver` up once through the runtime (no -lcuda), as tvmgen_encode_<short>()."""
    return f"""// The driver's {driver} (its CUDA 12.0 form), looked up once; nullptr when the driver has none.
inline tvmgen_encode_{short}_fn tvmgen_encode_{short}() {{
  static const tvmgen_encode_{short}_fn fn = []() -> tvmgen_encode_{short}_fn {{
    void* p = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
#if CUDART_VERSION >= 12050
    cudaError_t e = cudaGetDriverEntryPointByVersion("{driver}", &p, 12000, cudaEnableDefault, &found);
#else
    cudaError_t e = cudaGetDriverEntryPoint("{driver}", &p, cudaEnableDefault, &found);
#endif
    return e == cudaSuccess && found == cudaDriverEntryPointSuccess ? reinterpret_cast<tvmgen_encode_{short}_fn>(p)
                                                                      : nullptr;
  }}();
  return fn;
}}
"""


# -- TMA tensor maps (tvmgen.tensormap) -------------------------------------------------------------------------
# Encoded by the launcher on every call, over the call's pointers, with the driver's cuTensorMapEncodeTiled (and
# cuTensorMapEncodeIm2col for an im2col map): the runtime hands out their entry points
# (cudaGetDriverEntryPointByVersion), so a program links the CUDA runtime alone, not -lcuda. Guarded: several
# launchers' headers go into one file. The im2col helpers are a block of their own, written only into a header
# that encodes an im2col map: the headers of tiled maps alone stay what they were.
TENSOR_MAP_HELPERS = """\
#ifndef TVMGEN_TENSOR_MAP_HELPERS
#define TVMGEN_TENSOR_MAP_HELPERS
typedef CUresult (*tvmgen_encode_tiled_fn)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*,
                                           const cuuint64_t*, const cuuint32_t*, const cuuint32_t*,
                                           CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion,
                                           CUtensorMapFloatOOBfill);

""" + _entry_point("tiled", "cuTensorMapEncodeTiled") + """
// Encodes `map`, a TMA tensor map over the tensor at device address `address`: dims in elements (innermost first),
// strides in bytes (dims 1..), box and element strides per dimension. cudaErrorInvalidValue when the driver refuses
// it (an address not 16-byte aligned, a size out of its range); cudaErrorSymbolNotFound without a driver that has TMA.
inline cudaError_t tvmgen_encode_tensor_map(CUtensorMap* map, CUtensorMapDataType dtype, const void* address,
                                            std::initializer_list<int64_t> dims, std::initializer_list<int64_t> strides,
                                            std::initializer_list<int64_t> box,
                                            std::initializer_list<int64_t> elem_strides,
                                            CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                            CUtensorMapL2promotion l2_promotion, CUtensorMapFloatOOBfill oob_fill) {
  const std::size_t rank = dims.size();
  if (rank < 1 || rank > 5 || strides.size() + 1 != rank || box.size() != rank || elem_strides.size() != rank)
    return cudaErrorInvalidValue;
  cuuint64_t d[5] = {}, s[5] = {};
  cuuint32_t b[5] = {}, e[5] = {};
  std::size_t i = 0;
  for (int64_t v : dims) {
    if (v < 1) return cudaErrorInvalidValue;  // a size outside its range
    d[i++] = static_cast<cuuint64_t>(v);
  }
  i = 0;
  for (int64_t v : strides) {
    if (v < 1) return cudaErrorInvalidValue;
    s[i++] = static_cast<cuuint64_t>(v);
  }
  i = 0;
  for (int64_t v : box) b[i++] = static_cast<cuuint32_t>(v);
  i = 0;
  for (int64_t v : elem_strides) e[i++] = static_cast<cuuint32_t>(v);
  const tvmgen_encode_tiled_fn encode = tvmgen_encode_tiled();
  if (encode == nullptr) return cudaErrorSymbolNotFound;
  return encode(map, dtype, static_cast<cuuint32_t>(rank), const_cast<void*>(address), d, s, b, e, interleave,
                swizzle, l2_promotion, oob_fill) == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}
#endif
"""


TENSOR_MAP_IM2COL_HELPERS = """\
#ifndef TVMGEN_TENSOR_MAP_IM2COL_HELPERS
#define TVMGEN_TENSOR_MAP_IM2COL_HELPERS
typedef CUresult (*tvmgen_encode_im2col_fn)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*,
                                            const cuuint64_t*, const int*, const int*, cuuint32_t, cuuint32_t,
                                            const cuuint32_t*, CUtensorMapInterleave, CUtensorMapSwizzle,
                                            CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

""" + _entry_point("im2col", "cuTensorMapEncodeIm2col") + """
// Encodes `map`, a TMA im2col map over the tensor at device address `address`: dims in elements (innermost first:
// channels, then the spatial dims W, H[, D], then the images), strides in bytes (dims 1..), the pixel bounding box's
// lower and upper corners (W first), channels a pixel and pixels a column a copy brings, element strides per
// dimension. cudaErrorInvalidValue when the driver refuses it; cudaErrorSymbolNotFound without a driver that has TMA.
inline cudaError_t tvmgen_encode_im2col_map(CUtensorMap* map, CUtensorMapDataType dtype, const void* address,
                                            std::initializer_list<int64_t> dims, std::initializer_list<int64_t> strides,
                                            std::initializer_list<int> lower, std::initializer_list<int> upper,
                                            int channels, int pixels, std::initializer_list<int64_t> elem_strides,
                                            CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle,
                                            CUtensorMapL2promotion l2_promotion, CUtensorMapFloatOOBfill oob_fill) {
  const std::size_t rank = dims.size();
  if (rank < 3 || rank > 5 || strides.size() + 1 != rank || lower.size() + 2 != rank || upper.size() + 2 != rank ||
      elem_strides.size() != rank || channels < 1 || pixels < 1)
    return cudaErrorInvalidValue;
  cuuint64_t d[5] = {}, s[5] = {};
  int lo[3] = {}, hi[3] = {};
  cuuint32_t e[5] = {};
  std::size_t i = 0;
  for (int64_t v : dims) {
    if (v < 1) return cudaErrorInvalidValue;  // a size outside its range
    d[i++] = static_cast<cuuint64_t>(v);
  }
  i = 0;
  for (int64_t v : strides) {
    if (v < 1) return cudaErrorInvalidValue;
    s[i++] = static_cast<cuuint64_t>(v);
  }
  i = 0;
  for (int v : lower) lo[i++] = v;
  i = 0;
  for (int v : upper) hi[i++] = v;
  i = 0;
  for (int64_t v : elem_strides) e[i++] = static_cast<cuuint32_t>(v);
  const tvmgen_encode_im2col_fn encode = tvmgen_encode_im2col();
  if (encode == nullptr) return cudaErrorSymbolNotFound;
  return encode(map, dtype, static_cast<cuuint32_t>(rank), const_cast<void*>(address), d, s, lo, hi,
                static_cast<cuuint32_t>(channels), static_cast<cuuint32_t>(pixels), e, interleave, swizzle,
                l2_promotion, oob_fill) == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}
#endif
"""


def _maps(kernels) -> list[dict]:
    return [a for k in kernels for a in k["args"] if a["kind"] == "tensormap"]


def _map_helpers(kernels) -> str:
    """The helpers a launcher's maps need (empty without maps)."""
    maps = _maps(kernels)
    if not maps:
        return ""
    im2col = any(tensormap.mode(a) == "im2col" for a in maps)
    return TENSOR_MAP_HELPERS + (TENSOR_MAP_IM2COL_HELPERS if im2col else "")


def _map_includes(kernels) -> str:
    """<cuda.h> (CUtensorMap and its enums; a header, no -lcuda) for a launcher that encodes tensor maps."""
    return "\n#include <cuda.h>\n#include <initializer_list>" if _maps(kernels) else ""


def _list_c(values) -> str:
    return "{" + ", ".join(expr.to_c(v) if isinstance(v, str) else str(v) for v in values) + "}"


def _encode_map(a: dict, err: str, ws: dict) -> str:
    """The statements that encode the manifest map `a` into a local CUtensorMap named after it (ws: a workspace's
    name -> the C++ of its offset in `workspace`, for a map over one)."""
    enums = ", ".join(tensormap.c_enum(f, a[f]) for f in tensormap.ENUM_FIELDS)
    ptr = f"static_cast<char*>(workspace) + {ws[a['tensor']]}" if a["tensor"] in ws else a["tensor"]
    head = f"{tensormap.c_data_type(a['dtype'])}, {ptr}, {_list_c(a['dims'])}, {_list_c(a['strides'])}"
    if tensormap.mode(a) == "im2col":
        call = (f"tvmgen_encode_im2col_map(&{a['name']}, {head}, {_list_c(a['lower'])}, {_list_c(a['upper'])},\n"
                f"    {a['channels']}, {a['pixels']}, {_list_c(a['elem_strides'])}, {enums});")
    else:
        call = (f"tvmgen_encode_tensor_map(&{a['name']}, {head}, {_list_c(a['box'])}, {_list_c(a['elem_strides'])},\n"
                f"    {enums});")
    return f"CUtensorMap {a['name']};\n{err} = {call}\nif ({err} != cudaSuccess) return {err};"


def _with_maps(k: dict, stmts: list[str], err: str, ws: dict) -> list[str]:
    """A kernel's launch statements, preceded by the encoding of its tensor maps in a block of their own (two
    kernels may name their maps alike); unchanged for a kernel without maps."""
    maps = _maps([k])
    if not maps:
        return stmts
    inner = [_encode_map(a, err, ws) for a in maps] + stmts
    return [f"{{  // {k['name']}'s TMA tensor maps, encoded over this call's pointers"] + \
        ["  " + line for stmt in inner for line in stmt.split("\n")] + ["}"]


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
        sig, call, stmts = [], [], []
        for i, a in enumerate(k["args"]):
            if a["kind"] == "scalar":
                sig.append(f"{ctype(a['dtype'])} arg{i}")
                call.append(f"({ctype(a['dtype'])}){a['value']}")
                continue
            if a["kind"] == "tensormap":  # by value, encoded before the launch
                sig.append(f"const __grid_constant__ CUtensorMap arg{i}")
                call.append(a["name"])
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
            stmts.append(f"err = cudaFuncSetAttribute({k['name']}, cudaFuncAttributeMaxDynamicSharedMemorySize, {smem});\n"
                         "if (err != cudaSuccess) return err;")
        g, b = k["grid"], k["block"]
        if k.get("cluster"):  # compiled into the kernel (__cluster_dims__): the plain launch forms them
            stmts.append("// {} blocks per thread-block cluster, {}x{}x{}".format(
                k["cluster"][0] * k["cluster"][1] * k["cluster"][2], *k["cluster"]))
        stmts.append(f"{k['name']}<<<dim3({g[0]}, {g[1]}, {g[2]}), dim3({b[0]}, {b[1]}, {b[2]}), {smem}, stream>>>(\n"
                     f"    {', '.join(call)});\n"
                     "err = cudaGetLastError();\nif (err != cudaSuccess) return err;")
        body.extend("  " + line for stmt in _with_maps(k, stmts, "err", {n: off for n, (_, off) in ws.items()})
                    for line in stmt.split("\n"))
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
#include <cuda_fp16.h>{_type_includes(m)}{_map_includes(m["kernels"])}

{chr(10).join(decls)}

namespace tvmgen {{

{_map_helpers(m["kernels"]) + chr(10) if _maps(m["kernels"]) else ""}// Bytes of device memory the caller passes as `workspace` (0: the launcher takes none).
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
        elif a["kind"] == "tensormap":  # encoded before the launch (_with_maps)
            call.append(a["name"])
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
    return [indent + line for stmt in _with_maps(k, out, "tvmgen_err", ws) for line in stmt.split("\n")]


def ranged_header(m: dict) -> str:
    """The launcher of a schema-2 manifest: the tensors, then one int64_t per symbol, [workspace,] stream.
    cudaErrorInvalidValue for a size outside its range; else the variant whose `when` holds the sizes launches
    its kernels with grids (and workspace offsets, dynamic shared memory) computed from the sizes."""
    name = m["name"]
    syms = {s: r for s, r in m["symbols"].items()}
    inputs = {t["name"]: t for t in m["inputs"]}
    outputs = {t["name"]: t for t in m["outputs"]}
    has_ws = any(v.get("workspaces") for v in m["variants"])
    kernels = [k for v in m["variants"] for k in v["kernels"]]

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
                elif a["kind"] == "tensormap":
                    sig.append(f"const __grid_constant__ CUtensorMap arg{j}")
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
#include <cuda_fp16.h>{_type_includes(m)}{_map_includes(kernels)}

{chr(10).join(decls)}

namespace tvmgen {{

{expr.C_HELPERS}{chr(10) + _map_helpers(kernels) if _maps(kernels) else ""}{ws_doc}inline std::size_t {name}_workspace_bytes({size_params}) {{
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

