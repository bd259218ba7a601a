"""The library's own C++: the umbrella header (the entry points' declarations), src/tvmgen_kernels.cu (their
definitions: pick a shader, call its launcher) and each shader's wrapper.

Compiling. Each shader is compiled as src/wrap/<shader>.cu: its .cu, byte for byte as emitted, included inside a
namespace of its own, since TVM's preamble defines the same helper functions in every fp16 source (see
wrapper_source). A kernel that two shaders name alike is kept by its owner (planner.py); the others compile it as
<shader>__<kernel>, a #define in their wrapper, and around their header in src/tvmgen_kernels.cu.
"""
from __future__ import annotations

import re
from typing import Any

from .. import __version__
from ..launcher import ctype
from ..ops.base import Operator
from .dispatch import spell_served, values_of
from .model import Entry, Field, Plan, Shader
from .names import DISPATCH, HEADER, MAX_RANK
from .template import fill


def c_int(v: int) -> str:
    """An int literal while it fits in int, else int64_t(v): a bare larger literal's type varies by platform."""
    return str(v) if -2**31 < v < 2**31 else f"int64_t({v})"


def dims_c(dims) -> str:
    return "{" + ", ".join(c_int(d) for d in dims) + "}"


def conditions(sh: Shader, fields: list[Field]) -> tuple[list[str], str | None]:
    """(C++ conditions on `s` that together say `sh` serves it, the C++ of its symbol's value or None): the same
    rule as dispatch.serves."""
    base = values_of(sh, fields)
    conds, lead = [], None
    for f in fields:
        b = base[f.name]
        if f.name not in sh.where:
            conds.append(f"shape_is(s.{f.name}, {dims_c(b)})" if f.kind == "shape" else f"s.{f.name} == {c_int(b)}")
            continue
        if f.kind == "shape":
            conds.append(f"tail_is(s.{f.name}, {dims_c(b[1:])})")
            x = f"s.{f.name}.dim[0]"
        else:
            x = f"s.{f.name}"
        if lead is None:
            r = sh.symbols[sh.where[f.name]]
            conds.append(f"{x} >= {c_int(r.lo)} && {x} <= {c_int(r.hi)}")
            lead = x
        else:
            conds.append(f"{x} == {lead}")
    return conds or ["true"], lead


def _launch_args(sh: Shader, e: Entry, lead: str | None) -> str:
    args = [a for a, _, _ in e.inputs + e.outputs]
    if sh.ranged:
        args.append(lead)
    if sh.has_workspace:
        args.append("workspace")
    return ", ".join(args + ["stream"])


def _ws_c(sh: Shader, lead: str | None) -> str:
    return f"{sh.name}_workspace_bytes({lead})" if sh.ranged else f"{sh.name}_workspace_bytes"


def _signature(e: Entry) -> str:
    ptrs = [f"const {ctype(dt)}* {a}" for a, _, dt in e.inputs] + [f"{ctype(dt)}* {a}" for a, _, dt in e.outputs]
    return f"cudaError_t {e.name}(const {e.struct}& sizes, {', '.join(ptrs)}, void* workspace, cudaStream_t stream)"


def _tensor_doc(t: dict) -> str:
    return f"{t['name']} {t['dtype']}[{', '.join(map(str, t['shape']))}]" + (
        f" strides [{', '.join(map(str, t['strides']))}]" if t.get("strides") else "")


def _non_default(op: Operator, name: str, v: Any) -> bool:
    prm = next(q for q in op.params if q.name == name)
    return prm.required or v != prm.default


def umbrella(pl: Plan) -> str:
    """include/tvmgen/kernels.h."""
    structs, decls = [], []
    done: set[str] = set()
    for e in pl.entries:
        if e.struct not in done:
            done.add(e.struct)
            body = []
            for f in e.fields:
                ty = "Shape" if f.kind == "shape" else "int64_t"
                init = f" = {f.default}" if f.default is not None else ("" if f.kind == "shape" else " = 0")
                body.append(f"  {ty} {f.name}{init};  // {f.doc}")
            structs.append(f"// The sizes of {e.op.name}: {e.op.summary}\nstruct {e.struct} {{\n"
                           + ("\n".join(body) if body else "  // none: every shader of this operator has one shape")
                           + "\n};\n")
        fixed = " ".join(f"{k}={'x'.join(map(str, v)) if isinstance(v, tuple) else v}" for k, v in e.fixed.items()
                         if k == "dtype" or _non_default(e.op, k, v))
        served = []
        for sh in e.shaders:
            r = next(iter(sh.symbols.values()), None)
            how = f"run-time size, scheduled at {r.opt}" if r else "exact shape"
            served.append(f"//   {spell_served(sh, e.fields)}: {sh.name} ({how}, {sh.arch}"
                          + (", workspace" if sh.has_workspace else "") + ")")
            served.append("//     " + ", ".join(_tensor_doc(t) for t in sh.m["inputs"]) + " -> "
                          + ", ".join(_tensor_doc(t) for t in sh.m["outputs"]))
        decls.append(f"""// {e.op.name} {fixed} (other parameters at their defaults)
// Pointers: inputs {', '.join(a for a, _, _ in e.inputs)}; outputs {', '.join(a for a, _, _ in e.outputs)}.
// Served sizes, in dispatch order:
{chr(10).join(served)}
TVMGEN_KERNELS_API {_signature(e)};
TVMGEN_KERNELS_API std::size_t {e.name}_workspace_bytes(const {e.struct}& sizes);
TVMGEN_KERNELS_API const char* {e.name}_shader(const {e.struct}& sizes);
""")
    return fill("include/kernels.h.in", COUNT=str(len(pl.shaders)), TVMGEN=__version__,
                ENTRIES=", ".join(e.name for e in pl.entries), MAX_RANK=str(MAX_RANK), STRUCTS="\n".join(structs),
                DECLS="\n".join(decls))


def dispatch_source(pl: Plan) -> str:
    """src/tvmgen_kernels.cu: every shader's launcher, and the entry points that pick one."""
    includes = []
    for sh in pl.shaders:
        defs = [f"#define {old} {new}" for old, new in sorted(sh.renames.items())]
        undefs = [f"#undef {old}" for old in sorted(sh.renames)]
        includes += defs + [f"#include <{sh.name}.cuh>"] + undefs
    uses_shape = any("shape_is(" in c for e in pl.entries for sh in e.shaders for c in conditions(sh, e.fields)[0])
    uses_tail = any("tail_is(" in c for e in pl.entries for sh in e.shaders for c in conditions(sh, e.fields)[0])
    helpers = []
    if uses_shape:
        helpers.append("""bool shape_is(const Shape& s, std::initializer_list<int64_t> dims) {
  if (s.rank != static_cast<int>(dims.size())) return false;
  int i = 0;
  for (int64_t d : dims)
    if (s.dim[i++] != d) return false;
  return true;
}
""")
    if uses_tail:
        helpers.append("""// a shape whose first dimension is a run-time size: these are its other dimensions
bool tail_is(const Shape& s, std::initializer_list<int64_t> tail) {
  if (s.rank != static_cast<int>(tail.size()) + 1) return false;
  int i = 1;
  for (int64_t d : tail)
    if (s.dim[i++] != d) return false;
  return true;
}
""")
    picks, bodies = [], []
    for e in pl.entries:
        rows, names, ws, calls = [], [], [], []
        for i, sh in enumerate(e.shaders):
            conds, lead = conditions(sh, e.fields)
            rows.append(f"  if ({' && '.join(conds)}) return {i};  // {sh.name}")
            names.append(f'    case {i}: return "{sh.name}";')
            ws.append(f"    case {i}: return {_ws_c(sh, lead)};")
            guard = (f"      if (workspace == nullptr && {_ws_c(sh, lead)} > 0) return cudaErrorInvalidValue;\n"
                     if sh.has_workspace else "")
            calls.append(f"    case {i}:\n{guard}      return {sh.name}({_launch_args(sh, e, lead)});")
        uses_s = any(conditions(sh, e.fields)[0] != ["true"] for sh in e.shaders)
        picks.append(f"""// {e.name}: the index of the shader that serves `s`, in dispatch order (exact shapes
// first); -1: none
int pick_{e.name}(const {e.struct}& s) {{
{"" if uses_s else "  (void)s;" + chr(10)}{chr(10).join(rows)}
  return -1;
}}
""")
        lead_used = any(sh.ranged for sh in e.shaders)
        bodies.append(f"""const char* {e.name}_shader(const {e.struct}& sizes) {{
  switch (pick_{e.name}(sizes)) {{
{chr(10).join(names)}
    default: return nullptr;
  }}
}}

std::size_t {e.name}_workspace_bytes(const {e.struct}& sizes) {{
{"  const " + e.struct + "& s = sizes;" + chr(10) if lead_used else ""}  switch (pick_{e.name}(sizes)) {{
{chr(10).join(ws)}
    default: return 0;
  }}
}}

{_signature(e)} {{
{"  const " + e.struct + "& s = sizes;" + chr(10) if lead_used else ""}  (void)workspace;
  switch (pick_{e.name}(sizes)) {{
{chr(10).join(calls)}
    default: return cudaErrorInvalidValue;
  }}
}}
""")
    return f"""// {DISPATCH}: the entry points of {HEADER}, generated by `tvmgen pack`. Do not edit.
// Each packed shader's launcher (src/<shader>.cuh, generated code: src/ is a SYSTEM include folder, no warnings
// from it) is included here; a kernel that two shaders name alike is renamed around the header of the one that
// does not own it, as in its src/wrap/<shader>.cu.
#include "{HEADER}"

{chr(10).join(includes)}

namespace tvmgen {{
namespace {{

{chr(10).join(helpers)}
{chr(10).join(picks)}
}}  // namespace

{chr(10).join(bodies)}
}}  // namespace tvmgen
"""


_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*(<[^>\n]+>|"[^"\n]+")', re.MULTILINE)


def wrapper_source(sh: Shader) -> str:
    """src/wrap/<shader>.cu, what the library compiles for a shader: its .cu, untouched, inside a namespace of its
    own. TVM's preamble defines functions with external linkage in every fp16 source (max and min of two halves,
    make_half4, ...) and a chunked shader's device functions may share names with another's: in one library
    they would be defined twice. In the namespace each is its own; the kernels, extern "C", keep their names (a
    kernel another shader also names is renamed here, and around this shader's header in src/tvmgen_kernels.cu).
    The headers the source includes come first, outside the namespace (their include guards then keep them out
    of it), and `using ::max; using ::min;` keeps CUDA's overloads beside the preamble's, as they are at global
    scope: the code compiled is the same, only the helper functions' symbols differ."""
    heads = sorted(set(_INCLUDE.findall(sh.source)))
    pre = "".join(f"#if __has_include({h})\n#include {h}\n#endif\n" for h in heads)
    defs = "".join(f"#define {old} {new}\n" for old, new in sorted(sh.renames.items()))
    return f"""// src/wrap/{sh.name}.cu, generated by `tvmgen pack`. Do not edit.
// ../{sh.name}.cu compiled in a namespace of its own (see tvmgen/pack/cpp.py, wrapper_source)
{pre}
namespace tvmgen_shader_{sh.name} {{
using ::max;
using ::min;
{defs}#include "../{sh.name}.cu"
}}  // namespace tvmgen_shader_{sh.name}
"""
