"""Shaders whose size is chosen at run time (`lo..hi@opt`, tvmgen.sizes): the variants of a schema-2 manifest.

`build_ranged` takes one of two ways. Where the chain's rule accepts the size as a TIR variable (`Rule.symbolic`,
tvmgen.symbolic), each variant's kernels take the size as their bound (codegen.build_symbolic). Elsewhere a variant is
the static shader built at a chunk size, its kernels rewritten to run ceildiv(n, chunk) chunks (tvmgen.chunks).
"""
from __future__ import annotations

import re

import numpy as np

from . import chunks, expr, hardware, rules, sizes, symbolic
from .codegen import PREAMBLE, CodegenError, Kernel, Shader, build, build_symbolic
from .ops.base import Operator, ParamError

OUT_BYTES_PER_CHUNK = 4 * 2**20  # the largest chunk writes at least this much: a launch of it fills the GPU


def chunk_sizes(r, out_bytes_per_unit: int) -> list[int]:
    """The variants' chunks for range `r`: powers of two up to Bmax = the largest power of two <= opt, or the
    smallest one whose chunk writes OUT_BYTES_PER_CHUNK if that is less; the smallest chunk is <= lo (a chunk B
    serves sizes >= B only)."""
    bmax = 1
    while bmax * 2 <= r.opt and bmax * max(out_bytes_per_unit, 1) < OUT_BYTES_PER_CHUNK:
        bmax *= 2
    b = 1
    while b * 2 <= min(r.lo, bmax):
        b *= 2
    out = []
    while b <= bmax:
        out.append(b)
        b *= 2
    return out


def _varying(op: Operator, raw: dict, where: dict, s: str, param: str, lo: int = 1) -> dict[str, int]:
    """Bytes per unit of the size for each tensor (0 for one that does not depend on it); ParamError for a tensor
    that varies along a dimension other than its first. Read at sizes 2 and 3: at 1 some operators drop the
    leading dimension (matmul with batch 1), which leaves the bytes in place; that is checked at 1 when the range
    starts there (batch-norm training per activation starts at 2)."""
    two, three = (op.inputs(q) + op.outputs(q) for q in (op.parse(sizes.at(raw, where, {s: z})) for z in PROBES[1:]))
    one = op.inputs(q := op.parse(sizes.at(raw, where, {s: 1}))) + op.outputs(q) if lo == 1 else two
    per = {}
    for t1, a, b in zip(one, two, three):
        if len(a.shape) != len(b.shape):
            raise ParamError(f"{param}: {a.name} changes rank with {s}; only a leading dimension can vary")
        for d, (x, y) in enumerate(zip(a.shape, b.shape)):
            if x != y and d > 0:
                raise ParamError(f"{param}: {a.name} varies along dimension {d} with {s}; only a leading dimension "
                                 "can be a run-time size")
        if (a.strides or b.strides) and (a.strides or ())[1:] != (b.strides or ())[1:]:
            raise ParamError(f"{param}: the strides of {a.name} change with {s}; only a leading dimension can vary")
        elems = b.buffer_elems - a.buffer_elems
        if len(t1.shape) != len(a.shape) and lo == 1:
            raise ParamError(f"{param}: at {s}=1 {op.name}'s {a.name} drops its leading dimension, which a run-time "
                             f"{s} keeps: start the range at 2, or emit {s}=1 as its own shader")
        if lo == 1 and t1.buffer_elems != (elems or a.buffer_elems):
            raise ParamError(f"{param}: {a.name} at {s}=1 is not one slice of it at {s}=2")
        per[a.name] = elems * np.dtype(a.dtype).itemsize
    return per


PROBES = (1, 2, 3)


def build_ranged(op: Operator, raw: dict, arch: str = "sm_90", rule: str | None = None, config: dict | None = None,
                 choose=None) -> tuple[dict, str]:
    """(schema-2 manifest, source) of a shader whose size `lo..hi@opt` is chosen at run time: the variants of
    symbolic.plan when the chain's rule takes the size as a variable (and no rule is named), else one variant per
    chunk size (chunk_sizes), the static shader built at that size with its kernels chunked (tvmgen.chunks).
    `choose(p)` -> (rule, config, origin) picks each variant's schedule (emit consults the tuning records);
    by default `rule` and `config` as given."""
    import tvm

    symbols, where, p_lo = sizes.parse_params(op, raw)
    if not symbols:
        raise ParamError("params: no run-time size (lo..hi@opt) is written")
    (s, r), = symbols.items()
    param = next(iter(where))
    per = _varying(op, raw, where, s, param, r.lo)
    outs = {t.name for t in op.outputs(p_lo)}
    chunk_list = chunk_sizes(r, sum(per[n] for n in outs))
    hw = hardware.get(arch)
    choose = choose or (lambda p: (rule, config, "config" if config is not None else "default"))
    variants, sources, code_arches = [], [], []
    # a rule that takes the size as its kernels' bound serves the range without chunks (symbolic.py)
    whole = op.needs_whole(p_lo)  # no chunks then: only a rule that takes the size serves it
    # a named rule runs in chunks, unless its kernels take tensor maps (which a chunk cannot move): then the size as
    # its kernels' bound, where it takes that (the TMA GEMM)
    named = rules.get(rule, op) if rule else None
    takes = named is None or whole or ("tma" in named.needs and param in named.symbolic)
    sym_plan = symbolic.plan(op, raw, where, s, r, arch, choose) if takes else None
    if whole and not sym_plan:
        raise ParamError(f"{param}: {whole}, so only a kernel that takes {s} at run time can compute it, and no rule "
                         f"of {op.name}{' (' + rule + ')' if rule else ''} does on {arch}")
    plan = [(b, None) for b in chunk_list] if not sym_plan else []
    wide = _wide_choice(op, raw, where, s, r, chunk_list[-1], hw, choose) if not sym_plan else None
    if wide is not None:  # the largest chunk twice: its own schedule up to 2B - 1, the schedule of hi past that
        plan.append((chunk_list[-1], wide))
    if sym_plan:
        variants, sources, code_arches = _symbolic_variants(op, raw, where, s, r, sym_plan, arch)
    for i, (b, forced) in enumerate(plan):
        p = op.parse(sizes.at(raw, where, {s: b}))
        rule_b, config_b, origin = forced or choose(p)
        p_chunk, counters = op.chunked(p)  # scalar arguments that move with the chunk (dropout's counter)
        sh = build(op, p_chunk, rule=rule_b, config=config_b, arch=arch, origin=origin)
        if forced:
            sh = _renamed(sh, "_wide")
        if any(a["kind"] == "tensormap" for k in sh.kernels for a in k.args):  # artifact.py refuses them too
            raise CodegenError(f"{sh.name} ({sh.rule}): its kernels take TMA tensor maps, which a chunked launch "
                               "cannot move with the chunk; only a rule that takes the size as its kernels' bound "
                               "serves a range with them")
        for o in outs:
            users = [k.name for k in sh.kernels if any(a["name"] == o for a in k.args)]
            if len(users) > 1:  # a later kernel would re-read rows the overlapping last chunk already rewrote
                raise CodegenError(f"{sh.name}: output {o} is passed to {len(users)} kernels; a chunked launch "
                                   "needs each output written by one kernel")
        offsets = {n: chunks.Offset("row", v) for n, v in per.items() if v}
        offsets.update({w["name"]: chunks.Offset("chunk", w["bytes"]) for w in sh.workspaces})
        offsets.update({n: chunks.Offset("counter", v) for n, v in counters.items()})
        try:
            sources.append(chunks.wrap(sh.source, [k.to_json() for k in sh.kernels], b, s, offsets))
        except chunks.ChunkError as err:
            raise CodegenError(f"{sh.name} ({sh.rule}): {err}") from None
        n_chunks = expr.Expr("ceildiv", (expr.sym(s), expr.const(b))) if b > 1 else expr.sym(s)
        kernels = []
        for k in sh.kernels:
            blocks = -(-r.hi // b) * k.grid[0]
            if blocks > hw.max_grid[0]:
                raise ParamError(f"{param}: {s}={r.hi} needs {blocks:,} blocks along x in {k.name}, over the limit "
                                 f"of {hw.max_grid[0]:,}; lower hi")
            j = k.to_json()
            j["grid"] = [str(expr.product(n_chunks, k.grid[0])), k.grid[1], k.grid[2]]
            j["args"] = k.args + [{"kind": "size", "name": s, "dtype": "int64"}]
            kernels.append(j)
        hi_b = (plan[i + 1][0] if plan[i + 1][1] is None else 2 * b) - 1 if i + 1 < len(plan) else r.hi
        lo_b = 2 * b if forced else b
        variants.append({
            "when": {s: [max(r.lo, lo_b), min(hi_b, r.hi)]}, "chunk": b, "rule": sh.rule, "config": sh.config,
            "origin": sh.origin,
            "workspaces": [{"name": w["name"], "dtype": w["dtype"], "bytes": str(expr.product(n_chunks, w["bytes"]))}
                           for w in sh.workspaces],
            "kernels": kernels,
        })
        code_arches.append(sh.arch)
    specs = {z: op.inputs(q) + op.outputs(q)
             for z, q in ((z, op.parse(sizes.at(raw, where, {s: z}))) for z in sorted({2, 3, max(2, r.hi)}))}
    tensors = sizes.tensor_exprs(specs, s)
    n_in = len(op.inputs(p_lo))
    params = {k: list(v) if isinstance(v, tuple) else v for k, v in p_lo.items()}
    for k in where:
        _, sep, rest = str(raw[k]).partition("x")
        params[k] = r.text() + sep + rest
    manifest = {
        "schema": sizes.SCHEMA, "name": sizes.shader_name(op, raw) + hardware.name_suffix(arch), "op": op.name,
        "params": params, "symbols": {s: r.to_json()},
        "inputs": tensors[:n_in], "outputs": tensors[n_in:], "variants": variants,
        "target": {"kind": "cuda", "arch": max(code_arches, key=lambda a: a.endswith("a"))},
        "tvm_version": tvm.__version__,
    }
    return manifest, chunks.merge(sources, PREAMBLE)


def _wide_choice(op, raw, where, s, r, b, hw, choose):
    """(rule, config, origin) for the sizes far past the largest chunk `b`: the schedule the chain picks at `hi`, run
    in chunks of b. The schedule chosen at b itself suits few chunks (a GEMM of 512 rows splits K to fill the SMs,
    which many chunks only slow); None when it is the same, when hi < 2b, or when a rule or record was asked for."""
    if r.hi < 2 * b:
        return None
    p_b = op.parse(sizes.at(raw, where, {s: b}))
    if choose(p_b)[:2] != (None, None):
        return None
    found = rules.first_valid(op, op.parse(sizes.at(raw, where, {s: r.hi})), hw)
    if found is None or found[0].valid(op, p_b, found[1], hw) is not None:
        return None
    rule, cfg = found
    first = rules.chain(op, p_b, hw)[0]
    if first.name == rule.name and dict(first.default(op, p_b, hw)) == cfg:
        return None
    return rule.name, cfg, "default"


def _renamed(sh: Shader, suffix: str) -> Shader:
    """`sh` with every kernel renamed (name + suffix) in its source and launches: two variants built at one size
    with different schedules would otherwise define the same kernel twice."""
    source = sh.source
    kernels = []
    for k in sh.kernels:
        source = re.sub(rf"\b{re.escape(k.name)}\b", k.name + suffix, source)
        kernels.append(Kernel(k.name + suffix, k.grid, k.block, k.dynamic_shared_bytes, k.static_shared_bytes, k.args,
                              k.cluster))
    return Shader(**{**sh.__dict__, "source": source, "kernels": kernels})


def _symbolic_variants(op, raw, where, s, r, plan, arch):
    """(variants, sources, code arches) of symbolic.plan's pieces: each built once with the size a TIR variable."""
    import tvm

    base = sizes.shader_name(op, raw) + hardware.name_suffix(arch)
    hw = hardware.get(arch)
    variants, sources, code_arches = [], [], []
    for i, piece in enumerate(plan):
        p_rep = op.parse(sizes.at(raw, where, {s: piece["at"]}))
        p_sym = dict(p_rep)
        var = tvm.tirx.Var(s, "int32")
        k = next(iter(where))
        p_sym[k] = (var, *p_rep[k][1:]) if isinstance(p_rep[k], tuple) else var
        kernels, workspaces, source, code_arch = build_symbolic(
            op, p_rep, p_sym, piece["rule"], piece["config"], arch, f"{base}_v{i}", s, (piece["lo"], piece["hi"]))
        for kj in kernels:
            for z in (piece["lo"], piece["hi"]):
                grid = [expr.evaluate(g, {s: z}) for g in kj["grid"]]
                cluster = kj.get("cluster", [1, 1, 1])
                if any(not 1 <= g <= cap for g, cap in zip(grid, hw.max_grid)) or any(g % c for g, c in zip(grid, cluster)):
                    raise CodegenError(f"{kj['name']}: grid {grid} at {s}={z} is outside the limits or not whole clusters")
        variants.append({"when": {s: [piece["lo"], piece["hi"]]}, "rule": piece["rule"].name, "config": piece["config"],
                         "origin": piece["origin"], "workspaces": workspaces, "kernels": kernels})
        sources.append(source)
        code_arches.append(code_arch)
    return variants, sources, code_arches
