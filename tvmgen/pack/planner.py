"""Shaders on disk -> the plan: which entry points the library has and which shaders each dispatches to.

Entry points. The shaders of one operator are grouped by everything the call cannot vary: the dtype, and every
parameter that is not a size (layout, stride, kind, ...). A size is a parameter that writes a tensor's shape (a
`shape` parameter) or an integer one that is a tensor dimension (matmul's m, n, k, batch; cross-entropy's n, c):
the call passes those in `<Op>Sizes`, a struct with one field per size parameter (int64_t, or tvmgen::Shape).
A group's entry is named after the shaders with the sizes taken out of the name (`matmul_trans_b1_float16`,
`cast_float32_to_float16`). It dispatches, in this order: a shader packed for exactly these sizes (schema 1); else
the run-time-size shader (schema 2) whose range holds them; else cudaErrorInvalidValue, nothing launched.
Two shaders that would serve the same sizes of one entry (two exact ones, or two overlapping ranges) are refused.

Two shaders may hold kernels of one name (a chunked run-time-size shader reuses the static shader's): the owner
(the shader whose name starts the kernel's) keeps it, the others compile it as <shader>__<kernel> (cpp.py).

No TVM here: a plan is made from the files on disk (manifests, sources), as `verify` reads them.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .. import artifact, ops, sizes
from ..hardware import get as get_arch
from ..ops.base import Operator, ParamError, slug
from .dispatch import overlap, spell, spell_served, values_of
from .model import Entry, Field, Plan, Shader

# names the generated C++ uses itself: no tensor argument or size field may take them
_RESERVED = {"sizes", "s", "workspace", "stream"}
_CPP_KEYWORDS = set("""alignas alignof and and_eq asm auto bitand bitor bool break case catch char char16_t char32_t
class compl const constexpr const_cast continue decltype default delete do double dynamic_cast else enum explicit
export extern false float for friend goto if inline int long mutable namespace new noexcept not not_eq nullptr
operator or or_eq private protected public register reinterpret_cast return short signed sizeof static static_assert
static_cast struct switch template this thread_local throw true try typedef typeid typename union unsigned using
virtual void volatile wchar_t while xor xor_eq half""".split())


def _ident(name: str, taken: set[str]) -> str:
    """A C++ identifier for a tensor's name, not in `taken`."""
    s = re.sub(r"\W", "_", name) or "t"
    if s[0].isdigit():
        s = "t_" + s
    while s in taken or s in _CPP_KEYWORDS or s in _RESERVED:
        s += "_"
    taken.add(s)
    return s


def _dims(op: Operator, p: dict) -> dict[tuple[str, int], int]:
    return {(t.name, i): d for t in op.inputs(p) + op.outputs(p) for i, d in enumerate(t.shape)}


def is_dimension(op: Operator, raw: dict, name: str, v: int) -> bool:
    """Whether integer parameter `name` (value v) is a tensor dimension: some dimension is v, and is v + 1 and v + 2
    when the parameter is (matmul's k: yes; lrn's window n, dropout's seed, conv's groups: no)."""
    hits = {pos for pos, d in _dims(op, op.parse(raw)).items() if d == v}
    for dv in (1, 2):
        if not hits:
            return False
        try:
            other = _dims(op, op.parse({**raw, name: v + dv}))
        except (ParamError, ValueError, TypeError, KeyError, IndexError):
            return False
        hits = {pos for pos in hits if other.get(pos) == v + dv}
    return bool(hits)


def _raw_at_opt(sh: Shader) -> dict:
    if not sh.ranged:
        return dict(sh.m["params"])
    return sizes.at(sh.m["params"], sh.where, {s: r.opt for s, r in sh.symbols.items()})


def size_params(op: Operator, shaders: list[Shader]) -> list[Field]:
    """The parameters of `op` an entry takes as sizes (see this module's docstring), in the operator's order."""
    out = []
    for prm in op.params:
        if prm.kind == "shape":
            kind = "shape"
        elif prm.kind is int and any(prm.name in sh.where or is_dimension(op, _raw_at_opt(sh), prm.name, sh.p[prm.name])
                                     for sh in shaders):
            kind = "int"
        else:
            continue
        default = None if prm.required or kind == "shape" else int(prm.default)
        out.append(Field(prm.name, kind, default, prm.doc))
    for f in out:
        if not re.fullmatch(r"[A-Za-z_]\w*", f.name) or f.name in _CPP_KEYWORDS or f.name in _RESERVED:
            raise ParamError(f"shaders: {op.name}'s size parameter {f.name!r} is no C++ field name")
    return out


def _part(prm_name: str, v: Any) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", f"{prm_name}{slug(v)}")


def entry_name(op: Operator, p: dict, fields: list[Field]) -> str:
    """The shaders' name (op.shader_name) with the sizes taken out: matmul_m64_n4096_k4096_float16 ->
    matmul_float16. An operator naming its shaders otherwise gets op, its fixed non-default parameters, dtype."""
    name = op.shader_name(p)
    size_names = {f.name for f in fields}
    for prm in op.params:
        if prm.name not in size_names or (not prm.required and p[prm.name] == prm.default):
            continue
        new = re.sub(rf"_{re.escape(_part(prm.name, p[prm.name]))}(?=_|$)", "", name, count=1)
        if new == name:  # not written the usual way: build the name from the fixed parameters
            parts = [op.name] + [_part(q.name, p[q.name]) for q in op.params if q.name not in size_names
                                 and q.name != "dtype" and (q.required or p[q.name] != q.default)]
            return "_".join(parts + [str(p.get("dtype", "float32"))])
        name = new
    return name


def _load(paths: list[str | Path]) -> list[Shader]:
    try:
        manifests = artifact.check_all(paths)
    except artifact.ArtifactError as e:
        raise artifact.ArtifactError("\n".join(f"shaders: {line}" for line in str(e).splitlines())) from None
    seen: dict[str, Path] = {}
    out = []
    for path in manifests:
        m, src = artifact.read(path)
        if m["name"] in seen:
            raise ParamError(f"shaders: {seen[m['name']]} and {path} are both named {m['name']}; a pack holds one "
                             "shader per name (give one of them, e.g. leave generated/peers/ out)")
        seen[m["name"]] = path
        op = ops.get(m["op"])
        try:
            get_arch(m.get("target", {}).get("arch") or "sm_90")
        except ParamError as e:
            raise ParamError(f"shaders: {path}: {e}") from None
        if m.get("schema") == artifact.RANGED_SCHEMA:
            symbols, where = sizes.split(op, m["params"])
            p = sizes.params_at(op, m["params"], {s: r.opt for s, r in symbols.items()})
        else:
            symbols, where, p = {}, {}, op.parse(m["params"])
        out.append(Shader(path, m, src, op, p, where, symbols))
    return sorted(out, key=lambda s: s.name)


def _check_conflicts(e: Entry) -> None:
    exact = [s for s in e.shaders if not s.ranged]
    ranged = [s for s in e.shaders if s.ranged]
    for i, a in enumerate(exact):
        for b in exact[:i]:
            if values_of(a, e.fields) == values_of(b, e.fields):
                raise ParamError(f"shaders: {b.path} and {a.path} both serve {e.name} at "
                                 f"{spell(e.fields, values_of(a, e.fields))}; pack one of them")
    for i, a in enumerate(ranged):
        for b in ranged[:i]:
            both = overlap(a, b, e.fields)
            if both is not None:
                raise ParamError(f"shaders: {b.path} ({spell_served(b, e.fields)}) and {a.path} "
                                 f"({spell_served(a, e.fields)}) both serve {e.name}, e.g. at "
                                 f"{spell(e.fields, both)}; their ranges must not overlap")


def _rename_kernels(shaders: list[Shader]) -> None:
    """Kernel names shared by two shaders: the owner (whose name starts the kernel's) keeps it, the others compile
    it as <shader>__<kernel>."""
    users: dict[str, list[Shader]] = {}
    for sh in shaders:
        for k in {k["name"] for k in artifact.kernels_of(sh.m)}:
            users.setdefault(k, []).append(sh)
    for k, shs in users.items():
        if len(shs) < 2:
            continue
        owners = [s for s in shs if k.startswith(s.name + "_")]
        keep = owners[0] if len(owners) == 1 else None
        for s in shs:
            if s is not keep:
                s.renames[k] = f"{s.name}__{k}"
    final = [s.renames.get(k["name"], k["name"]) for s in shaders for k in
             {k["name"]: k for k in artifact.kernels_of(s.m)}.values()]
    dup = sorted({n for n in final if final.count(n) > 1})
    if dup:
        raise ParamError(f"shaders: kernel {dup[0]} would be defined twice in the library")


def plan(paths: list[str | Path], version: str = "1.0.0") -> Plan:
    """Read and check every shader under `paths`, group them into entries, check that no two serve the same sizes
    of one entry. ParamError / ArtifactError (one line per bad file) for bad input."""
    if not re.fullmatch(r"\d+(\.\d+){0,3}", version):
        raise ParamError(f"version: {version!r} is not a CMake version (1 to 4 integers joined by '.', e.g. 1.0.0)")
    shaders = _load(paths)
    by_op: dict[str, list[Shader]] = {}
    for sh in shaders:
        by_op.setdefault(sh.op.name, []).append(sh)
    groups: dict[tuple, list[Shader]] = {}
    fields_of: dict[str, list[Field]] = {}
    for op_name, shs in by_op.items():
        op = shs[0].op
        fields = size_params(op, shs)
        fields_of[op_name] = fields
        names = {f.name for f in fields}
        for sh in shs:
            fixed = tuple((q.name, repr(sh.p[q.name])) for q in op.params if q.name not in names)
            tensors = tuple((f, tuple((t["name"], t["dtype"]) for t in sh.m[f])) for f in ("inputs", "outputs"))
            groups.setdefault((op_name, fixed, tensors), []).append(sh)
    entries: list[Entry] = []
    taken = {sh.name for sh in shaders} | {sh.name + "_workspace_bytes" for sh in shaders}
    for (op_name, _, _), shs in sorted(groups.items(), key=lambda kv: (kv[0][0], kv[1][0].name)):
        op, fields = shs[0].op, fields_of[op_name]
        name = entry_name(op, shs[0].p, fields)
        base, n = name, 2
        while {name, name + "_workspace_bytes", name + "_shader"} & taken:
            name, n = f"{base}_{n}", n + 1
        taken |= {name, name + "_workspace_bytes", name + "_shader"}
        args: set[str] = set()
        inputs = [(_ident(t["name"], args), t["name"], t["dtype"]) for t in shs[0].m["inputs"]]
        outputs = [(_ident(t["name"], args), t["name"], t["dtype"]) for t in shs[0].m["outputs"]]
        names = {f.name for f in fields}
        fixed = {q.name: shs[0].p[q.name] for q in op.params if q.name not in names}
        order = sorted((s for s in shs if not s.ranged), key=lambda s: s.name) + \
            sorted((s for s in shs if s.ranged), key=lambda s: (next(iter(s.symbols.values())).lo, s.name))
        e = Entry(name, op, fixed, fields, inputs, outputs, order)
        _check_conflicts(e)
        entries.append(e)
    _rename_kernels(shaders)
    return Plan(shaders, entries, version)


def arch_key(arch: str) -> tuple[int, str]:
    """Orders archs by compute capability (sm_90 before sm_90a before sm_100), not as strings."""
    return int(arch[3:].rstrip("a")), arch


def library_arch(pl: Plan) -> str:
    """The CUDA_ARCHITECTURES of the library's own code (the entry points, no kernels): sm_90a when a shader needs
    it, else the lowest arch the shaders name."""
    archs = {sh.arch for sh in pl.shaders}
    if "sm_90a" in archs:
        return "sm_90a"
    return min(archs, key=arch_key)
