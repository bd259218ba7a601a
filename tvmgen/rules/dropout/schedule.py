"""Schedule of `dropout`: one thread owns `groups` consecutive Philox counters, i.e. 4 * groups consecutive elements.

keep's flat loop is split [blocks, threads, 4 * groups] and bound; the Philox stage is computed at the thread (its
groups x 4 words in registers, every loop unrolled: one Philox-4x32-10 per counter, its four words feeding four
elements); keep lives in registers too; Y and mask (flattened to 1-D blocks so that a thread's run of flat indices is
one region whatever the shape) are computed at the thread. When the element count divides by the run, X is loaded and
Y and mask stored as vectors through registers (fp32 groups=1: 4 x 4 B; fp16 groups=2: 8 x 2 B; 16-byte accesses, the
mask 4 or 8 bytes); otherwise every element is unrolled with its own bound check. Y reads the mask from registers, not
back from memory. `runs` > 1 gives a thread several such runs, `threads` runs apart (coalesced per run), each computed
inside one unrolled iteration, so that all its loads are in flight before the Philox work.

The kernel is close to issue-bound (~18 SASS instructions per fp16 element against ~1 for a copy): `mulhi` (default)
rewrites the Philox products as __umulhi + a 32-bit multiply (_umulhi_products), 171 -> 146 instructions per 8 fp16
elements; the generator and its values are unchanged. The variants measured (runs, groups, threads) and the current
speed are in reports/README.md and reports/h200/current.md.
"""
from __future__ import annotations

import math

from ...ops.base import is_half
from ...ops.tensors import index_dtype
from ..base import ScheduleRule
from ..lib.sizes import warp_threads
from ..lib.te import read_index

class DropoutRule(ScheduleRule):
    name = "dropout"
    summary = "Philox per thread in registers, 4*groups consecutive elements per thread, vectorized I/O"
    ops = ("dropout",)
    # groups 0: 2 for fp16 and bf16, else 1 (4 fp16: two 16-byte vectors each way per thread); mulhi 1: Philox's
    # 32 x 32 -> 64-bit products as __umulhi + a 32-bit multiply (see _umulhi_products), 0: as the op wrote them
    # runs: a thread's runs of 4 * groups elements, `threads` runs apart (more bytes in flight per thread)
    space = {"threads": [256, 128, 512, 1024], "groups": [0, 1, 2, 4], "mulhi": [1, 0], "runs": [1, 2, 4]}

    def run(self, p: dict, config: dict) -> int:
        g = config["groups"] or (2 if is_half(p["dtype"]) else 1)
        return 4 * g

    def apply(self, mod, op, p, config, hw):
        import tvm

        if config.get("mulhi", 1):
            mod = tvm.IRModule({"main": _umulhi_products(mod["main"])})
        sch = tvm.s_tir.Schedule(mod)
        names = {sch.get(b).name_hint: b for b in sch.get_child_blocks(sch.get_sblock("root"))}
        if "keep" not in names or "Y" not in names:
            return None
        n = math.prod(p["shape"])
        run = self.run(p, config)
        y, mask = names["Y"], names.get("mask")
        rank = len(p["shape"])
        if rank > 1:
            # The whole problem as 1-D: blocks iterate over the flat index and the kernel's buffers are
            # flat, so one thread's run of flat indices is one contiguous region whatever the shape.
            strides = [math.prod(p["shape"][k + 1:]) for k in range(rank)]
            flat = tvm.tirx.IndexMap.from_func(lambda *i: [sum(x * s for x, s in zip(i, strides))], ndim=rank,
                                                index_dtype=index_dtype(n))
            if _reads(sch, y, "X"):  # p = 1 writes zeros without reading X
                sch.transform_layout(y, ("read", read_index(sch, y, "X")), flat)
            sch.transform_layout(y, ("write", 0), flat)
            sch.transform_block_layout(y, flat)
            if mask is not None:
                sch.transform_layout(mask, ("write", 0), flat)
                sch.transform_block_layout(mask, flat)
        keep = names["keep"]
        (loop,) = sch.get_loops(keep)
        runs = config.get("runs", 1)
        threads = warp_threads(n / run / runs, config["threads"])
        bx, r, tx, v = sch.split(loop, factors=[None, runs, threads, run])
        sch.reorder(bx, tx, r, v)
        sch.bind(bx, "blockIdx.x")
        sch.bind(tx, "threadIdx.x")
        sch.unroll(r)
        at = r  # everything of one run is computed inside the run's (unrolled) iteration
        sch.set_scope(keep, 0, "local")
        sch.unroll(v)
        if "philox" in names:
            ph = names["philox"]
            sch.compute_at(ph, at)
            sch.set_scope(ph, 0, "local")
            for lp in sch.get_loops(ph)[3:]:
                sch.unroll(lp)
        # A thread's run is whole (no bound check inside it) when the run length divides n: then the
        # global accesses are vector copies through registers (TVM's vector arithmetic on 8 lanes of
        # float32 does not compile); otherwise every element is unrolled with its own bound check.
        vectorize = n % run == 0
        if mask is not None:
            sch.reverse_compute_at(mask, at)
        sch.reverse_compute_at(y, at)
        stores = []
        if mask is not None:
            # mask is computed into registers, which Y reads; a copy stage stores it
            stores.append(sch.cache_write(mask, 0, "local", consumer_blocks=[y]))
        loads = []
        if vectorize:
            if _reads(sch, y, "X"):
                loads.append(sch.cache_read(y, read_index(sch, y, "X"), "local"))
                sch.compute_at(loads[0], at)
            stores.append(sch.cache_write(y, 0, "local"))
        for b in stores:
            sch.reverse_compute_at(b, at)
        if vectorize:
            for b in loads + stores:
                # at most 16 bytes per vector (wider fp16/fp32 vectors do not compile on TVM 0.27)
                lanes = 16 // _itemsize(sch, b)
                last = sch.get_loops(b)[-1]
                if run > lanes:
                    outer, last = sch.split(last, factors=[None, lanes])
                    sch.unroll(outer)
                sch.vectorize(last)
            inner = [y] + ([mask] if mask is not None else [])
        else:
            inner = [y] + ([mask] if mask is not None else []) + stores
        for b in inner:
            sch.unroll(sch.get_loops(b)[-1])
        return sch.mod


def _itemsize(sch, block) -> int:
    """Bytes per element of the buffer a copy block writes."""
    import tvm

    return tvm.runtime.DataType(str(sch.get(block).writes[0].source.dtype)).bits // 8


def _umulhi_products(func):
    """Rewrite the Philox rounds' 64-bit products as 32-bit halves: a Let-bound p = u64(x) * C (x uint32,
    C < 2^32) whose uses are u32(p >> 32) and u32(p & 0xFFFFFFFF) becomes __umulhi(x, C) and x * C in
    uint32, and its binding is dropped. Same values; NVVM otherwise widens the rounds' xors to 64 bits and
    multiplies 64 x 64 (mul.lo.s64), which ptxas lowers to IMAD.WIDE.U32 plus an add of the zero high
    word: 171 SASS instructions per thread (8 fp16 elements) before, 146 after (sm_90, nvcc 13.0)."""
    import tvm_ffi
    from tvm import tirx

    prods = {}

    def find(e):
        v = e.value
        if (str(e.var.ty) == "uint64" and isinstance(v, tirx.Mul) and isinstance(v.b, tirx.IntImm)
                and 0 <= int(v.b.value) < 2**32 and isinstance(v.a, tirx.Cast) and str(v.a.value.ty) == "uint32"):
            prods[e.var] = (v.a.value, int(v.b.value))
        return e

    tvm_ffi.structural_map(func, (tirx.Let, find))
    if not prods:
        return func

    def halves(e):
        v = e.value
        if str(e.ty) != "uint32" or not isinstance(v, (tirx.RShift, tirx.BitwiseAnd)) or v.a not in prods:
            return e
        x, c = prods[v.a]
        if isinstance(v, tirx.RShift) and isinstance(v.b, tirx.IntImm) and int(v.b.value) == 32:
            return tirx.call_pure_extern("uint32", "__umulhi", x, tirx.const(c, "uint32"))
        if isinstance(v, tirx.BitwiseAnd) and isinstance(v.b, tirx.IntImm) and int(v.b.value) == 0xFFFFFFFF:
            return x * tirx.const(c, "uint32")
        return e

    def used(var, expr) -> bool:
        hits = []
        tvm_ffi.structural_walk(expr, (tirx.Var, lambda v: hits.append(1) if v.same_as(var) else None))
        return bool(hits)

    def unbind(e):  # post-order: the product's binding goes once its body no longer reads it
        return e.body if e.var in prods and not used(e.var, e.body) else e

    return tvm_ffi.structural_map(func, [(tirx.Cast, halves), (tirx.Let, unbind)])


def _reads(sch, block, buffer_name: str) -> bool:
    return any(r.source.name == buffer_name for r in sch.get(block).reads)
