"""Injective schedule for activation, add_tensor, op_tensor and add with a fused activation: one loop over the
flattened output, split as [blocks, threads, lanes], with 16-byte loads and stores staged through registers.

The lanes stay inside the innermost "run" of output dims over which every input is either contiguous or
constant (broadcast), as in schedule_add.py (rule `elementwise`). Unlike that rule, the arithmetic is not vectorized:
TVM 0.27 emits broken CUDA for fp32 vectors of 8 lanes (an fp16 tensor widened to float32 becomes a
`make_ulonglong4` of 8 floats) and for fp16 vector gathers. Instead each thread
  1. copies its `vec` contiguous elements of every input that allows it into registers (one 16-byte load:
     a vectorized cache_read),
  2. computes the `vec` results one by one (an unrolled loop, scalar code: expf, tanhf, ... per element),
     reading broadcast and strided inputs directly (scalar loads; a broadcast operand is one address),
  3. stores the `vec` results with one 16-byte store (a vectorized cache_write).
A strided input gets the vector load only where its innermost dims are packed over a length that `vec`
divides and every other stride is a multiple of `vec` (16-byte alignment); otherwise it is read element by
element. Sizes no vector width divides (1823x781) run one element per thread.

Before splitting, packed buffers are made 1-D (transform_layout) and the block iterates over the flat output
index, or over (leading dims, packed segment) when a strided input's segment is shorter than the run
(transform_block_layout): the cache buffers' regions then come out exact. Multi-dimensional cache buffers
get unbounded regions from TVM 0.27, and a cache_write made after the split copies back past the output's
end without the bounds guard, so the staging blocks are created before the split.

Shapes past 2^31 elements are declared with int64 extents by the operators, so the loop, the thread index
and every address are int64. The grid is ceil(elements / (threads x vec)) blocks: 2^31 - 1 blocks of 256
threads x 1 lane cover 2^39 elements, far past any H200 buffer, so no grid-stride loop is needed (and
codegen checks every launch against the limits anyway).
"""
from __future__ import annotations

import math

from ...ops.elementwise import fast_math
from ..base import ScheduleRule
from ..lib.sizes import dtype_bytes, lanes, warp_threads

OPS = ("activation", "add_tensor", "op_tensor", "add")  # add: only with a fused activation (prefer)


def _aligned(shape, strides, rank):
    pad = rank - len(shape)
    return (1,) * pad + tuple(shape), ((0,) * pad + tuple(strides)) if strides is not None else None


def run_length(out: tuple[int, ...], ins: list[tuple[int, ...]]) -> int:
    """Innermost output dims sharing every input's pattern (contiguous 'c' or broadcast 'b'); output dims of
    size 1 are neutral and never end the run."""
    rank = len(out)
    al = [_aligned(s, None, rank)[0] for s in ins]
    sig, r = None, 0
    for k in range(rank - 1, -1, -1):
        if out[k] != 1:
            pat = tuple("b" if a[k] == 1 else "c" for a in al)
            if sig is None:
                sig = pat
            elif pat != sig:
                break
        r += 1
    return r


def vector_loadable(t, out: tuple[int, ...], run: int, vec: int) -> int | None:
    """Whether input spec `t` can be read as one aligned vector of `vec` elements per thread, and if so over
    how many innermost output dims its addresses stay contiguous (a packed input: the whole run).
    It must be contiguous (not broadcast) over the run; a strided input must be packed over its innermost
    dims for a length L that `vec` divides (a thread's lanes never leave one packed segment) and have every
    other stride a multiple of `vec` (each segment starts 16-byte aligned)."""
    rank = len(out)
    shape, strides = _aligned(t.shape, t.strides, rank)
    if any(shape[k] == 1 and out[k] != 1 for k in range(rank - run, rank)):
        return None  # broadcast across the run: a scalar
    if t.strides is None:
        return run
    expect, k = 1, rank - 1
    while k >= 0 and (shape[k] == 1 or strides[k] == expect):
        expect *= shape[k]
        k -= 1
    if expect % vec or any(strides[j] % vec for j in range(k + 1) if shape[j] != 1):
        return None
    return min(run, rank - 1 - k)


class Injective(ScheduleRule):
    name = "injective"
    summary = "fused loop, 16-byte register-staged loads/stores, scalar math per element; broadcast/strided aware"
    ops = OPS
    # vec 0: widest 16-byte lanes; fast 1: float16 sigmoid/silu/swish/gelu_tanh with exp2f and __fdividef
    # (ops/elementwise.py fast_math; ignored elsewhere), 0: the accurate forms (expf, tanhf, IEEE division)
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8], "fast": [1, 0]}

    def prefer(self, op, p, hw):
        """add with an activation: the float32 math after float16 loads is what `elementwise` cannot vectorize
        (the fp32 vectors of 8 lanes above); a plain add stays with `elementwise`, which adds in the storage type."""
        return op.name != "add" or p["activation"] != "none"

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and config.get("vec"):
            item = dtype_bytes(op.outputs(p)[0].dtype)
            if config["vec"] * item > 16:
                return f"vec={config['vec']}: {config['vec']} x {item} bytes is over a 16-byte access"
        return why

    def apply(self, mod, op, p, config, hw):
        import tvm

        if op.name == "activation" and config.get("fast", 1):
            if fast_math(p):  # the same computation with CUDA's fast intrinsics (a compute-bound kernel else)
                from tvm import te

                mod = tvm.IRModule({"main": te.create_prim_func(op.compute(p, fast=True))})
        sch = tvm.s_tir.Schedule(mod)
        try:
            blocks = sch.get_child_blocks(sch.get_sblock("root"))
        except Exception:  # noqa: BLE001  (no root block: not a TE-made function)
            return None
        if len(blocks) != 1:
            return None
        blk = blocks[0]
        out = op.outputs(p)[0]
        ins = op.inputs(p)
        loops = sch.get_loops(blk)
        if len(loops) != len(out.shape) or any(sch.get(lp).kind != tvm.tirx.ForKind.SERIAL for lp in loops):
            return None
        wide = any(str(sch.get(lp).extent.ty) == "int64" for lp in loops)
        rank = len(out.shape)
        run = run_length(out.shape, [t.shape for t in ins])
        vec = lanes(config["vec"], dtype_bytes(out.dtype), math.prod(out.shape[rank - run:]))
        loaded = {}
        if vec > 1:
            for t in ins:
                m = vector_loadable(t, out.shape, run, vec)
                if m is not None:
                    loaded[t.name] = m
        seg = min([run, *loaded.values()])  # innermost dims every vector stays inside of
        # Flat indices: packed buffers become 1-D (strided ones already are) and the block iterates over
        # (outer dims, the `seg` innermost dims) flattened, so each thread's lanes are an affine range.
        for t in ins:  # (an input scaled by 0 is not read at all)
            if t.strides is None and len(t.shape) > 1 and t.name in _reads(sch, blk):
                sch.transform_layout(blk, ("read", _reads(sch, blk).index(t.name)), _flat(t.shape, wide))
        if rank > 1:
            sch.transform_layout(blk, ("write", 0), _flat(out.shape, wide))
            sch.transform_block_layout(blk, _flat(out.shape, wide, seg if 0 < seg < rank and vec > 1 else rank))
        # Register staging before the split (see the module docstring).
        crs, cw = [], None
        if vec > 1:
            for t in ins:
                reads = _reads(sch, blk)
                if t.name in loaded and t.name in reads:
                    crs.append(sch.cache_read(blk, reads.index(t.name), "local"))
            cw = sch.cache_write(blk, 0, "local")
        loops = sch.get_loops(blk)
        threads = warp_threads(out.size / vec, config["threads"])
        if len(loops) == 2:
            o, r = loops
            ro, v = sch.split(r, factors=[None, vec])
            bx, tx = sch.split(sch.fuse(o, ro), factors=[None, threads])
        else:
            bx, tx, v = sch.split(loops[0], factors=[None, threads, vec])
        sch.bind(bx, "blockIdx.x")
        sch.bind(tx, "threadIdx.x")
        if vec == 1:
            return sch.mod
        for cr in crs:
            sch.compute_at(cr, tx)
            sch.vectorize(sch.get_loops(cr)[-1])
        sch.reverse_compute_at(cw, tx)
        sch.vectorize(sch.get_loops(cw)[-1])
        sch.unroll(v)
        return sch.mod


def _reads(sch, blk) -> list[str]:
    return [str(r.source.name) for r in sch.get(blk).reads]


def _flat(shape: tuple[int, ...], wide: bool, inner: int | None = None):
    """IndexMap of a packed row-major tensor onto its flat offset (size-1 dims drop out); with `inner`, onto
    two indices instead: the flat offset of the leading dims and that of the `inner` trailing dims."""
    from tvm.tirx import IndexMap

    rank = len(shape)
    split = rank if inner is None or inner >= rank else rank - inner

    def flat(idx, dims):
        e, acc = None, 1
        for i, d in reversed(list(zip(idx, dims))):
            if d != 1:
                term = i if acc == 1 else i * acc
                e = term if e is None else term + e
            acc *= d
        return e if e is not None else idx[0] * 0

    def f(*i):
        if split == rank:
            return [flat(i, shape)]
        return [flat(i[:split], shape[:split]), flat(i[split:], shape[split:])]

    return IndexMap.from_func(f, ndim=rank, index_dtype="int64" if wide else "int32")


