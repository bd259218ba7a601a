"""Chunked kernels: a static shader's kernels rewritten so that one launch covers a run-time size in chunks.

Text work on TVM's CUDA source, no TVM here. A variant of a run-time-size shader is the static shader built at chunk
size B; each of its kernels `K(params) { body }` becomes a device function `K_chunk(params, bid[, cid]) { body' }`
(body' reads the block index from `bid` instead of `blockIdx`) and a new kernel `K(params, int64_t n)` whose
block index picks the chunk c (blockIdx.x = (static block or cluster) * chunks + c, each cluster's blocks kept
together): it calls K_chunk with every pointer moved to the chunk's rows. The chunk starts at
min(c * B, n - B): the last chunk overlaps the one before it (it recomputes some rows, with the same values), so no
thread ever touches memory past n rows; that needs n >= B, which the variant's range guarantees. Workspaces are
moved by c (not by the start): every chunk has its own scratch.

`merge` joins the sources of several variants into one: TVM's sources repeat their includes and `__device__`
helpers, and C++ refuses a second definition of a struct or a function.
"""
from __future__ import annotations

import re
from dataclasses import dataclass



class ChunkError(RuntimeError):
    """A kernel this module cannot chunk (codegen passes it on as a CodegenError)."""

SUFFIX = "_chunk"
_KERNEL_HEAD = r'extern "C" __global__ void (?P<cluster>__cluster_dims__\([^)]*\) )?(?P<bounds>__launch_bounds__\([^)]*\) )?'
# what a chunk cannot rebase: the grid's extent, and cluster or block indices read through PTX registers
_FORBIDDEN = re.compile(r"\bgridDim\b|%nctaid|%ctaid|%nclusterid|%clusterid|clusterid_[yz]\b|\batomic\w*\(")
_CLUSTER_ID = "tvm_builtin_ptx_fetch_register_clusterid_x()"
_DYN_SHARED = re.compile(r"extern (?:__shared__|__attribute__\(\(shared\)\))[^;]*?\b(\w+)\s*\[\s*\]\s*;")
_BID = "TVMGEN_BLOCKIDX"  # the wrappers' own blockIdx while wrapping: any other left is one a helper reads


@dataclass(frozen=True)
class Offset:
    """How the wrapper moves one kernel argument: `per` bytes for each unit of the size ("row": by the chunk's first
    row) or for each chunk ("chunk": a workspace); "counter": a scalar argument (dropout's first Philox counter)
    grows by `per` for each unit of the size, as a row pointer does; per 0, or kind "none", leaves it (weights,
    scalars)."""

    kind: str  # "row" | "chunk" | "counter" | "none"
    per: int = 0


# -- top-level segments ------------------------------------------------------------------------------
def _strip_strings(line: str) -> str:
    """The line without string/char literals and // comments: braces in inline PTX must not count."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(?:\\.|[^'\\])*'", "''", line)
    return line.split("//", 1)[0]


def segments(source: str) -> list[str]:
    """The source cut into top-level pieces (a preprocessor block, a struct, a function, a declaration), each with
    the comments and blank lines before it. Cuts fall where both the #if nesting and the brace depth are zero."""
    out: list[str] = []
    cur: list[str] = []
    depth_pp = depth = 0
    cont = False  # a preprocessor line continued with a backslash
    in_comment = False
    for line in source.splitlines(keepends=True):
        cur.append(line)
        s = line.strip()
        if in_comment:
            in_comment = "*/" not in s
            continue
        if cont:
            cont = s.endswith("\\")
        elif s.startswith("#"):
            word = s[1:].strip().split(" ", 1)[0].split("(", 1)[0]
            if word in ("if", "ifdef", "ifndef"):
                depth_pp += 1
            elif word == "endif":
                depth_pp -= 1
            cont = s.endswith("\\")
        else:
            if s.startswith("/*") and "*/" not in s:
                in_comment = True
                continue
            code = _strip_strings(line)
            depth += code.count("{") - code.count("}")
            if not s or s.startswith("//") or s.startswith("/*"):
                continue  # comments and blank lines join the next piece
            if depth == 0 and depth_pp == 0 and not code.rstrip().endswith((";", "}")) and not cont:
                continue  # a declaration spread over lines (`__device__ half\nname(...) {`)
        if depth == 0 and depth_pp == 0 and not cont:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def _key(seg: str) -> str:
    """A piece without its comments and spacing: two equal keys are the same definition."""
    lines = [ln.strip() for ln in seg.splitlines()]
    return "\n".join(ln for ln in lines if ln and not ln.startswith("//"))


def merge(sources: list[str], preamble: str = "") -> str:
    """One source from several: `preamble` once (removed from the head of each source), then every top-level piece
    the first time it appears."""
    seen: set[str] = set()
    parts = [preamble]
    for src in sources:
        if preamble and src.startswith(preamble):
            src = src[len(preamble):]
        for seg in segments(src):
            k = _key(seg)
            if k and k in seen:
                continue
            seen.add(k)
            parts.append(seg)
    return "".join(parts)


# -- the wrapper ---------------------------------------------------------------------------------------
def _close(text: str, i: int, open_: str, close: str) -> int:
    """Index just past the bracket that closes the one at text[i] (string literals skipped)."""
    depth, j, n = 0, i, len(text)
    while j < n:
        ch = text[j]
        if ch == '"':
            j += 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
        elif ch == open_:
            depth += 1
        elif ch == close:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise ChunkError(f"unbalanced {open_}{close} in the kernel source")


def _params(text: str) -> list[tuple[str, str]]:
    """`half* __restrict__ A_ptr, int n` -> [("half*", "A_ptr"), ("int", "n")]: the type as a cast writes it."""
    out = []
    for p in (x.strip() for x in text.split(",")):
        if not p:
            continue
        m = re.fullmatch(r"(.*?)([A-Za-z_]\w*)", p, re.S)
        if not m:
            raise ChunkError(f"cannot read kernel parameter {p!r}")
        ty = re.sub(r"\s+", " ", m.group(1).replace("__restrict__", "")).strip()
        out.append((ty, m.group(2)))
    return out


def _wrap_kernel(source: str, name: str, grid_x: int, cluster_x: int, chunk: int, symbol: str,
                offsets: list[Offset]) -> str:
    """`source` with kernel `name` chunked along `symbol` (see the module's docstring): its static grid's x was
    `grid_x`, its launch is now ceildiv(symbol, chunk) * grid_x blocks along x. `offsets`: one per kernel parameter."""
    if grid_x % cluster_x:
        raise ChunkError(f"{name}: cluster x {cluster_x} does not divide grid x {grid_x}")
    head = re.compile(_KERNEL_HEAD + re.escape(name) + r"\(")
    found = list(head.finditer(source))
    if not found:
        raise ChunkError(f"{name}: kernel not found in the source")
    out, pos, done = [], 0, False
    for m in found:
        p_open = m.end() - 1
        p_close = _close(source, p_open, "(", ")")
        rest = source[p_close:].lstrip()
        out.append(source[pos:m.start()])
        if rest.startswith(";"):  # TVM's forward declaration: the wrapper is defined in its place
            pos = source.index(";", p_close) + 1
            continue
        if done:
            raise ChunkError(f"{name}: defined twice in the source")
        b_open = source.index("{", p_close)
        b_close = _close(source, b_open, "{", "}")
        params_text = source[p_open + 1:p_close - 1]
        body = source[b_open:b_close]
        out.append(_wrapped(name, m.group("cluster") or "", m.group("bounds") or "", params_text, body,
                            grid_x, cluster_x, chunk, symbol, offsets))
        pos, done = b_close, True
    out.append(source[pos:])
    if not done:
        raise ChunkError(f"{name}: kernel not defined in the source")
    return "".join(out)


def _wrapped(name, cluster, bounds, params_text, body, grid_x, cluster_x, chunk, symbol, offsets) -> str:
    bad = _FORBIDDEN.search(body)
    if bad:
        raise ChunkError(f"{name}: reads {bad.group(0)}, which a chunked launch cannot rebase")
    params = _params(params_text)
    if len(params) != len(offsets):
        raise ChunkError(f"{name}: {len(params)} parameters in the source, {len(offsets)} in the launch")
    clustered = cluster_x > 1 or _CLUSTER_ID in body
    body = re.sub(r"\bblockIdx\.", "tvmgen_bid.", body).replace(_CLUSTER_ID, "tvmgen_cid")
    # One translation unit refuses two `extern __shared__` arrays of one name and different types (the merged
    # variants of an fp16 shader declare `float smem_ptr[]` and `half smem_ptr[]`): each kernel gets its own name.
    for arr in set(_DYN_SHARED.findall(body)):
        body = re.sub(rf"\b{arr}\b", f"{arr}_{name}", body)
    extra = ", const uint3 tvmgen_bid" + (", const int tvmgen_cid" if clustered else "")
    fn = f"__device__ __forceinline__ void {name}{SUFFIX}({params_text}{extra}) {body}\n\n"
    args = []
    for (ty, pname), off in zip(params, offsets):
        if off.kind == "none" or off.per == 0:
            args.append(pname)
            continue
        if off.kind == "counter":
            if "*" in ty:
                raise ChunkError(f"{name}: parameter {pname} is a pointer, not the scalar counter it should be")
            args.append(f"({ty})({pname} + tvmgen_start * (int64_t){off.per})")
            continue
        by = "tvmgen_start" if off.kind == "row" else "tvmgen_c"
        if "*" not in ty:
            raise ChunkError(f"{name}: parameter {pname} is not a pointer and cannot move with the chunk")
        args.append(f"({ty})((char*){pname} + {by} * (int64_t){off.per})")
    call_extra = ", tvmgen_bid" + (", tvmgen_cid" if clustered else "")
    if symbol in {n for _, n in params}:
        raise ChunkError(f"{name}: a parameter is named {symbol}, the run-time size's name")
    sep = ", " if params_text.strip() else ""
    # The chunks of one static block (or cluster) are adjacent in the launch: blocks that run together read the same
    # rows of a shared operand (a GEMM's B, a convolution's filter), which then stream from DRAM once, not per chunk.
    wrapper = (
        f'extern "C" __global__ void {cluster}{bounds}{name}({params_text}{sep}int64_t {symbol}) {{\n'
        f"  // chunks of {chunk} along {symbol}; the last one overlaps the one before, ending at {symbol}\n"
        f"  const int64_t tvmgen_chunks = ({symbol} + {chunk - 1}) / {chunk};\n"
        f"  const int64_t tvmgen_q = (int64_t)({_BID}.x / {cluster_x}u);\n"
        f"  const int64_t tvmgen_c = tvmgen_q % tvmgen_chunks;\n"
        f"  const int tvmgen_cid = (int)(tvmgen_q / tvmgen_chunks);\n"
        f"  const unsigned tvmgen_x = (unsigned)tvmgen_cid * {cluster_x}u + {_BID}.x % {cluster_x}u;\n"
        f"  const int64_t tvmgen_start = tvmgen_c * {chunk} < {symbol} - {chunk} ? tvmgen_c * {chunk} : {symbol} - {chunk};\n"
        f"  const uint3 tvmgen_bid = make_uint3(tvmgen_x, {_BID}.y, {_BID}.z);\n"
        f"  {name}{SUFFIX}({', '.join(args)}{call_extra});\n"
        f"}}"
    )
    return fn + wrapper


def wrap(source: str, kernels: list[dict], chunk: int, symbol: str, offsets: dict[str, Offset]) -> str:
    """Every kernel of a static shader's source chunked: `kernels` as the manifest writes them (static grids),
    `offsets` by tensor, workspace or named scalar argument (absent: not moved)."""
    for k in kernels:
        offs = [offsets.get(a["name"], Offset("none")) if a["kind"] in ("tensor", "scalar") and "name" in a
                else Offset("none") for a in k["args"]]
        source = _wrap_kernel(source, k["name"], int(k["grid"][0]), int(k.get("cluster", [1])[0]), chunk, symbol,
                             offs)
    if re.search(r"\bblockIdx\b", source):
        raise ChunkError("a function other than the kernels reads blockIdx, which a chunked launch cannot rebase")
    return source.replace(_BID, "blockIdx")
