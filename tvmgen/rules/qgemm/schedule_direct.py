"""Schedule of `int_mm`, `scaled_mm` and `int_conv2d` on CUDA cores: one thread per element of C (of Y, whose output
pixels are the rows and channels the columns, the padding read in place), `tile` x `tile` threads per block,
the sum (int32, or float32 for fp8) in a register and the epilogue (scales, bias, activation, rounding) inlined into
the store.

The correctness baseline of the quantized GEMMs: int_mm's outputs are exact and checked bit for bit on the CPU
emulator, scaled_mm's within matmul's float32 bound. Its speed is far from the tensor cores' (no dp4a, no shared
memory: each thread reads its row of A and its column of B through L1/L2). The tensor-core kernels that
torch._int_mm's and torch._scaled_mm's speed needs are qgemm_wgmma's (kernel_wgmma.py: s8 and e4m3 / e5m2 wgmma, k32),
opt-in until the H200 has verified them.
"""
from __future__ import annotations

from ..base import ScheduleRule


class QuantizedGemmDirect(ScheduleRule):
    name = "qgemm_direct"
    summary = "one thread per output element, the sum in a register, the epilogue inlined into the store"
    ops = ("int_mm", "scaled_mm", "int_conv2d")
    space = {"tile": [8, 16, 32], "unroll": [1, 4, 8]}

    def default(self, op, p, hw):
        return {"tile": 16, "unroll": 4}

    def apply(self, mod, op, p, config, hw):
        import tvm

        t, u = config["tile"], config["unroll"]
        sch = tvm.s_tir.Schedule(mod)
        if op.name == "int_conv2d" and op.geometry(p).padded:
            sch.compute_inline(sch.get_sblock("X_pad"))  # the padding read in place, 0 outside the image
        acc = sum_block(sch)
        loops = sch.get_loops(acc)
        if op.name == "int_conv2d":  # the output pixels (n, p, q) are the GEMM's rows, K its columns
            i, j, k = sch.fuse(*loops[:3]), loops[3], loops[-1]
        else:
            i, j, k = loops
        if op.name == "int_conv2d":
            # no more threads along an axis than it has elements: with one output pixel (a 1x1 image at batch 1, the
            # three pixel loops fused into one of extent 1) TVM dropped the threadIdx.y guard of the store, and the
            # threads past the pixel stored their unset sums over it
            ti_n, tj_n = _threads(sch, i, t), _threads(sch, j, t)
        else:
            ti_n = tj_n = t
        bi, ti = sch.split(i, [None, ti_n])
        bj, tj = sch.split(j, [None, tj_n])
        sch.reorder(bi, bj, ti, tj, k)
        sch.bind(bi, "blockIdx.y")
        sch.bind(bj, "blockIdx.x")
        sch.bind(ti, "threadIdx.y")
        sch.bind(tj, "threadIdx.x")
        store = sch.cache_write(acc, 0, "local")  # the sum in a register; C written once
        sch.reverse_compute_at(store, tj, preserve_unit_loops=True)
        for consumer in sch.get_consumers(store):  # the epilogue, in the same store
            sch.reverse_compute_inline(consumer)
        inner = op.geometry(p).c if op.name == "int_conv2d" else p["k"]  # the innermost reduction loop, unrolled
        if u > 1 and inner % u == 0:
            _, ku = sch.split(k, [None, u])
            sch.unroll(ku)
        return sch.mod


def _threads(sch, loop, t: int) -> int:
    """`t`, or the loop's extent where that is a constant below it."""
    n = sch.get(loop).extent
    return min(t, int(n)) if isinstance(n, int) or type(n).__name__ == "IntImm" else t


def sum_block(sch):
    """The one block with a reduction axis: the GEMM's sum (C, C_acc or D_acc)."""
    blocks = [b for b in sch.get_child_blocks(sch.get_sblock("root"))
              if any(int(iv.iter_type) == 2 for iv in sch.get(b).iter_vars)]
    assert len(blocks) == 1, f"expected one sum, got {len(blocks)}"
    return blocks[0]


RULES = (QuantizedGemmDirect(),)
