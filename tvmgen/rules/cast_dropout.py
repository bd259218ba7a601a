"""Schedules for `cast` and `dropout`: flat, coalesced, 16-byte vectorized where the size allows.

cast: X and Y share one shape, so the whole tensor is one contiguous loop: fused, split [blocks, threads,
    vec] and the vec lanes vectorized (vec by default fills one 16-byte store: 8 into fp16, two 16-byte
    loads of fp32; 4 into fp32, an 8-byte load of fp16; the widest power of two dividing the size, down to
    1 for odd sizes).

dropout: one thread owns `groups` consecutive Philox counters, i.e. 4 * groups consecutive elements.
    keep's flat loop is split [blocks, threads, 4 * groups] and bound; the Philox stage is computed at the
    thread (its groups x 4 words in registers, every loop unrolled: one Philox-4x32-10 per counter, its four
    words feeding four elements); keep lives in registers too; Y and mask (flattened to 1-D blocks so that
    a thread's run of flat indices is one region whatever the shape) are computed at the thread. When the
    element count divides by the run, X is loaded and Y and mask stored as vectors through registers
    (fp32 groups=1: 4 x 4 B; fp16 groups=2: 8 x 2 B; 16-byte accesses, the mask 4 or 8 bytes); otherwise
    every element is unrolled with its own bound check. Y reads the mask from registers, not back from
    memory.
"""
from __future__ import annotations

import math

from ..ops.cast import index_dtype
from . import register
from .base import Rule


class CastRule(Rule):
    name = "cast"
    summary = "one fused loop, `vec` consecutive elements per thread as one vector load and store"
    ops = ("cast",)
    space = {"threads": [256, 128, 512, 1024], "vec": [0, 1, 2, 4, 8]}  # vec 0: widest dividing the size

    def lanes(self, size: int, config: dict, dst_itemsize: int = 2) -> int:
        """By default one 16-byte store per thread: 8 lanes into fp16, 4 into fp32 (the fp16 -> fp32 cast
        then loads 8 bytes; with 8 lanes each thread stored 32 contiguous bytes as two 16-byte stores, which
        ran at 0.84 of copy bandwidth on the H200 against 0.92 with 4 lanes; fp32 -> fp16 with 8 lanes loads
        two 16-byte vectors, ulonglong4, and ran at 0.94); halved until it divides the element count."""
        want = config["vec"] or 16 // dst_itemsize
        while want > 1 and size % want:
            want //= 2
        return want

    def apply(self, mod, op, p, config, target):
        import tvm

        sch = tvm.s_tir.Schedule(mod)
        blk = sch.get_sblock("Y")
        loops = sch.get_loops(blk)
        size = math.prod(p["shape"])
        vec = self.lanes(size, config, 4 if p["dst"] == "float32" else 2)
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]  # X and Y share the shape: all contiguous
        rest, v = sch.split(fused, factors=[None, vec])
        threads = min(config["threads"], max(32, math.ceil(size / vec / 32) * 32))
        bx, tx = sch.split(rest, factors=[None, threads])
        sch.bind(bx, "blockIdx.x")
        sch.bind(tx, "threadIdx.x")
        if vec > 1:
            sch.vectorize(v)
        return sch.mod


class DropoutRule(Rule):
    name = "dropout"
    summary = "Philox per thread in registers, 4*groups consecutive elements per thread, vectorized I/O"
    ops = ("dropout",)
    space = {"threads": [256, 128, 512, 1024], "groups": [0, 1, 2]}  # groups 0: 2 for fp16, else 1

    def run(self, p: dict, config: dict) -> int:
        g = config["groups"] or (2 if p["dtype"] == "float16" else 1)
        return 4 * g

    def apply(self, mod, op, p, config, target):
        import tvm

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
                sch.transform_layout(y, ("read", _read_index(sch, y, "X")), flat)
            sch.transform_layout(y, ("write", 0), flat)
            sch.transform_block_layout(y, flat)
            if mask is not None:
                sch.transform_layout(mask, ("write", 0), flat)
                sch.transform_block_layout(mask, flat)
        keep = names["keep"]
        (loop,) = sch.get_loops(keep)
        threads = min(config["threads"], max(32, math.ceil(n / run / 32) * 32))
        bx, tx, v = sch.split(loop, factors=[None, threads, run])
        sch.bind(bx, "blockIdx.x")
        sch.bind(tx, "threadIdx.x")
        sch.set_scope(keep, 0, "local")
        sch.unroll(v)
        if "philox" in names:
            ph = names["philox"]
            sch.compute_at(ph, tx)
            sch.set_scope(ph, 0, "local")
            for lp in sch.get_loops(ph)[2:]:
                sch.unroll(lp)
        # A thread's run is whole (no bound check inside it) when the run length divides n: then the
        # global accesses are vector copies through registers (TVM's vector arithmetic on 8 lanes of
        # float32 does not compile); otherwise every element is unrolled with its own bound check.
        vectorize = n % run == 0
        if mask is not None:
            sch.reverse_compute_at(mask, tx)
        sch.reverse_compute_at(y, tx)
        stores = []
        if mask is not None:
            # mask is computed into registers, which Y reads; a copy stage stores it
            stores.append(sch.cache_write(mask, 0, "local", consumer_blocks=[y]))
        loads = []
        if vectorize:
            if _reads(sch, y, "X"):
                loads.append(sch.cache_read(y, _read_index(sch, y, "X"), "local"))
                sch.compute_at(loads[0], tx)
            stores.append(sch.cache_write(y, 0, "local"))
        for b in stores:
            sch.reverse_compute_at(b, tx)
        if vectorize:
            for b in loads + stores:
                sch.vectorize(sch.get_loops(b)[-1])
            inner = [y] + ([mask] if mask is not None else [])
        else:
            inner = [y] + ([mask] if mask is not None else []) + stores
        for b in inner:
            sch.unroll(sch.get_loops(b)[-1])
        return sch.mod


def _reads(sch, block, buffer_name: str) -> bool:
    return any(r.source.name == buffer_name for r in sch.get(block).reads)


def _read_index(sch, block, buffer_name: str) -> int:
    for i, r in enumerate(sch.get(block).reads):
        if r.source.name == buffer_name:
            return i
    raise KeyError(buffer_name)


register(CastRule())
register(DropoutRule())
