"""Schedule helpers for TVM's schedulable TIR that several families' schedule rules share.

Each names the TVM 0.27 behaviour it works around where there is one.
"""
from __future__ import annotations

from typing import Any


def bind_flat(sch, loops, threads: int):
    """Fuse `loops`, split into [blocks, threads], bind; return (bx, tx)."""
    f = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    bx, tx = sch.split(f, factors=[None, threads])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    return bx, tx


def bind_vectors(sch, loop, lanes_loop, vec: int, threads: int):
    """Split `loop` (one iteration per thread's vector, `lanes_loop` its `vec` lanes) into [blocks, threads], bind,
    and vectorize the lanes: a thread's `vec` consecutive elements become one load and one store."""
    bx, tx = bind_flat(sch, [loop], threads)
    if vec > 1:
        sch.vectorize(lanes_loop)
    return bx, tx


def schedule_lanes(sch, block, vec: int, threads: int, unrolled: bool = False):
    """The module of `sch` with the elementwise `block` (one output of a packed shape) as one fused loop over
    [blocks, threads, vec], a thread's `vec` consecutive lanes vectorized (one load, one store); `unrolled` (lanes TVM
    cannot vectorize: fp8 conversions, rounding selects) splits it [blocks, vec, threads] and unrolls the lanes, so
    that each unrolled step still reads and writes consecutive elements across the warp."""
    loops = sch.get_loops(block)
    fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    if unrolled and vec > 1:
        rest, v, t = sch.split(fused, factors=[None, vec, threads])
        sch.bind(rest, "blockIdx.x")
        sch.bind(t, "threadIdx.x")
        sch.unroll(v)
        return sch.mod
    rest, v = sch.split(fused, factors=[None, vec])
    bind_vectors(sch, rest, v, vec, threads)
    return sch.mod


def blocks(sch) -> dict[str, Any]:
    return {sch.get(b).name_hint: b for b in sch.get_child_blocks(sch.get_sblock("root"))}


def clean_names(mod):
    """rfactor names its buffer `x_sum.rf`; a workspace name must be a C identifier (the launcher declares
    `<name>_ptr`). TVMScript prints such names sanitized (x_sum_rf), so a print/parse round trip renames them;
    the round trip is structurally exact."""
    import tvm

    names = [b.name for b in mod["main"].body.block.alloc_buffers]
    if all(n.isidentifier() for n in names):
        return mod
    return tvm.script.from_source(mod.script())


def n_reduce(sch, block) -> int:
    import tvm

    return sum(iv.iter_type == tvm.tirx.IterVar.CommReduce for iv in sch.get(block).iter_vars)


def cross_thread(sch, block, threads: int):
    """Fuse the block's reduction loops (its innermost ones, as TE creates them), split by `threads` and bind the
    inner part to threadIdx.x: TVM lowers that to an in-thread loop plus a warp-shuffle allreduce."""
    red = sch.get_loops(block)[-n_reduce(sch, block):]
    r = sch.fuse(*red) if len(red) > 1 else red[0]
    _, tx = sch.split(r, factors=[None, threads])
    sch.bind(tx, "threadIdx.x")
    return tx


def unroll_inner(sch, loop, factor: int):
    """Split a serial loop by `factor` and unroll the inner part: a thread walking a strided row then has
    `factor` independent loads in flight instead of one (memory-level parallelism for thread-per-row work)."""
    if factor > 1:
        _, inner = sch.split(loop, factors=[None, factor])
        sch.unroll(inner)


def empty_chunk(length: int, chunks: int) -> str | None:
    """rfactor over `chunks` pieces must split the terms evenly: with uneven pieces TVM 0.27 leaves the
    partials' cross-thread reduction unlowered, every thread doing a racy read-modify-write of the same
    global partial (seen on the H200: wrong batchnorm statistics), and an empty last piece would never be
    initialized. Such configs are refused."""
    if length % chunks:
        return (f"chunks={chunks}: does not divide the {length} terms; uneven pieces make TVM 0.27 emit a racy "
                "partial-sum kernel")
    return None


def read_index(sch, block, name: str) -> int:
    for i, r in enumerate(sch.get(block).reads):
        buf = getattr(r, "buffer", None) or getattr(r, "source", None)
        if buf is not None and buf.name == name:
            return i
    raise KeyError(name)


def one_thread(sch, block, threads: int):
    """Give a block with no loop of its own (a per-row scalar) a unit loop run by thread 0 of `threads`."""
    u = sch.add_unit_loop(block)
    _, t = sch.split(u, factors=[None, threads])
    sch.bind(t, "threadIdx.x")

