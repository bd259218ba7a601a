"""Schedule rules of the reduce family (reduce, argmax, argmin).

`reduce_rows`: the innermost dim is reduced: one row of threads per output, each thread striding the reduced elements
(coalesced), then a warp-shuffle tree; short rows share a block (threadIdx.y = output).
`reduce_cols`: the innermost dim is kept (channel sum of NCHW): one thread per output, consecutive threads on
consecutive outputs (coalesced), looping over the reduced elements; when the outputs are too few to fill the GPU,
threadIdx.y splits the reduction too.
dlight's default chain also schedules these correctly, but sends an fp16 channel sum to GeneralReduction (a block per
output reading 256 elements 3136 apart) and cannot schedule argmax across threads (its first-index, NaN-aware combiner
is not a pattern TVM knows; register_arg_reducers teaches it).
"""
from __future__ import annotations

import math

from ..base import ScheduleRule

# -- reductions -------------------------------------------------------------------------------
REDUCE_OPS = ("reduce", "argmax", "argmin")


def reduce_axes(op, p) -> tuple[int, ...]:
    return tuple(op.axes(p)) if hasattr(op, "axes") else (op.axis(p),)


def inner_reduced(shape: tuple[int, ...], axes: tuple[int, ...]) -> bool:
    """Is the innermost dim of size > 1 a reduced one? (then each output's elements come in runs)"""
    for k in reversed(range(len(shape))):
        if shape[k] > 1:
            return k in axes
    return True


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, math.ceil(math.log2(max(1, n))))


_REGISTERED: set[str] = set()


def register_arg_reducers() -> None:
    """Teach TVM's reducer registry the argmax / argmin combiners of ops/reduce.py (first index on
    ties, NaN-aware): rfactor and cross-thread reduction only accept registered patterns. Once per
    process (emission runs in worker processes, each registers for itself)."""
    import ctypes

    import tvm
    import tvm_ffi

    from ...ops.reduce import arg_reducer

    for which in ("argmax", "argmin"):
        if which in _REGISTERED:
            continue
        fcombine, fidentity = arg_reducer(which)

        def combiner(x, y, fcombine=fcombine):
            return list(fcombine(x, y))

        def identity(values, fidentity=fidentity):
            return list(fidentity(str(values[0].ty), str(values[1].ty)))

        # The registry is a C++ static that outlives the interpreter: at exit its destructor would drop the
        # last reference to these Python callbacks after Python has finalized (an abort, "double free").
        # Hold one extra reference to each wrapped function forever, so that destructor never frees them.
        fns = [tvm_ffi.convert(combiner), tvm_ffi.convert(identity)]
        for f in fns:
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(f))
        tvm.get_global_func("s_tir.schedule.RegisterReducer")(2, *fns)
        _REGISTERED.add(which)


def _local(sch, block) -> None:
    """Every buffer the reduction block writes (argmax writes index and value) lives in registers."""
    for i in range(len(sch.get(block).writes)):
        sch.set_scope(block, i, "local")


def _reduction_blocks(sch):
    """(reduction block, epilogue block or None): the reduction compute and the cast/scale/copy after it."""
    blocks = sch.get_child_blocks(sch.get_sblock("root"))
    if len(blocks) not in (1, 2):
        return None
    return blocks[0], (blocks[1] if len(blocks) == 2 else None)


class ReduceRows(ScheduleRule):
    """The reduced elements of one output run along the innermost dim (row sum, spatial mean, argmax
    over classes): a row of threadIdx.x shares one output, each thread strides the row (consecutive
    threads read consecutive elements), then a shuffle/shared-memory tree combines the partials. Short
    rows share a block: threadIdx.y picks the output."""

    name = "reduce_rows"
    summary = "one thread row per output: strided coalesced partial reductions, then a warp-shuffle tree"
    ops = REDUCE_OPS
    space = {"threads": [256, 512, 128, 1024]}

    def apply(self, mod, op, p, config, hw):
        import tvm

        shape = tuple(p["shape"])
        axes = reduce_axes(op, p)
        if not inner_reduced(shape, axes):
            return None
        if op.name != "reduce":
            register_arg_reducers()
        sch = tvm.s_tir.Schedule(mod)
        found = _reduction_blocks(sch)
        if found is None:
            return None
        rb, epi = found
        n_out = op.outputs(p)[0].size
        n_red = math.prod(shape[a] for a in axes)
        loops = sch.get_loops(rb)
        n_s = len(loops) - len(axes)
        s = sch.fuse(*loops[:n_s]) if n_s > 1 else loops[0]
        r = sch.fuse(*loops[n_s:]) if len(axes) > 1 else loops[n_s]
        threads = config["threads"]
        tx = min(threads, max(32, _pow2_at_least(math.ceil(n_red / 4))))
        ty = min(threads // tx, _pow2_at_least(n_out))
        ro, rt = sch.split(r, factors=[None, tx])
        if ty > 1:
            so, st = sch.split(s, factors=[None, ty])
            sch.reorder(so, st, rt, ro)
            sch.bind(st, "threadIdx.y")
        else:
            so = st = s
            sch.reorder(so, rt, ro)
        sch.bind(so, "blockIdx.x")
        sch.bind(rt, "threadIdx.x")
        sch.annotate(ro, ann_key="pragma_auto_unroll_max_step", ann_val=256)
        sch.annotate(ro, ann_key="pragma_unroll_explicit", ann_val=1)
        if epi is not None:
            sch.reverse_compute_at(epi, st)
            _local(sch, rb)
        return sch.mod


class ReduceCols(ScheduleRule):
    """The innermost dim is kept (channel sum of NCHW, a column sum): consecutive threadIdx.x take
    consecutive outputs and each loops over the reduced elements, so every load of a warp is
    coalesced. When there are too few outputs to fill the GPU, threadIdx.y splits the reduction too
    and a shared-memory tree combines the partials."""

    name = "reduce_cols"
    summary = "one thread column per output: coalesced across outputs, reduction split over threadIdx.y if few outputs"
    ops = REDUCE_OPS
    space = {"threads": [256, 512, 128, 1024], "split": [0, 1, 2, 4, 8, 16, 32]}  # split 0: auto

    def apply(self, mod, op, p, config, hw):
        import tvm

        shape = tuple(p["shape"])
        axes = reduce_axes(op, p)
        if inner_reduced(shape, axes):
            return None
        if op.name != "reduce":
            register_arg_reducers()
        sch = tvm.s_tir.Schedule(mod)
        found = _reduction_blocks(sch)
        if found is None or found[1] is None:
            return None  # ops/reduce.py always has the second (write-out) stage; see below why it matters
        rb, epi = found
        n_out = op.outputs(p)[0].size
        n_red = math.prod(shape[a] for a in axes)
        threads = config["threads"]
        ty = config["split"]
        if not ty:
            ty = 1
            while ty < 32 and n_out * ty < hw.sms * hw.max_threads_per_sm and n_red >= 16 * ty:  # fill every SM
                ty *= 2
        ty = min(ty, _pow2_at_least(n_red))
        tx = min(max(32, threads // ty), max(32, _pow2_at_least(n_out)), 1024 // ty)
        loops = sch.get_loops(rb)
        n_s = len(loops) - len(axes)
        s = sch.fuse(*loops[:n_s]) if n_s > 1 else loops[0]
        r = sch.fuse(*loops[n_s:]) if len(axes) > 1 else loops[n_s]
        so, st = sch.split(s, factors=[None, tx])
        sch.bind(so, "blockIdx.x")
        sch.bind(st, "threadIdx.x")
        ro = r
        if ty > 1:
            ro, rt = sch.split(r, factors=[None, ty])
            sch.reorder(so, st, rt, ro)
            sch.bind(rt, "threadIdx.y")
        # The accumulator in registers, written out once by the second stage. (Not cache_write +
        # reverse_compute_at: on TVM 0.27 that drops the predicate of a partial last block and the
        # write-back block stores past the end of Y.)
        sch.reverse_compute_at(epi, st)
        _local(sch, rb)
        sch.annotate(ro, ann_key="pragma_auto_unroll_max_step", ann_val=256)
        sch.annotate(ro, ann_key="pragma_unroll_explicit", ann_val=1)
        return sch.mod
