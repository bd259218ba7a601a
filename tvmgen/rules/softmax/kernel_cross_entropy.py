"""Mean cross-entropy with the batch a run-time size: rule `cross_entropy_cluster`.

`cross_entropy_rows` writes each row's loss to a workspace of N floats and sums them in a second kernel: both sized by
N in Python. This kernel takes N as an argument (`symbolic`) and needs no workspace: ONE thread-block cluster of
`cluster` blocks. Warp w of rank r takes rows (i * CL + r) * W + w, i = 0, 1, ...: the row's max and sum of exps as
warp xor-butterflies over `lanes`-wide vector loads, then loss = log(sum) + max - x[label]; lane 0 adds its rows in
order, the block adds its warps in order, rank 0 adds the ranks in order through distributed shared memory and
writes the mean. Every sum's order is fixed by N: the same bits on every run. One cluster is 8 SMs of the GPU,
which bounds its bandwidth: a classifier's head (N x 1000) is a few hundred KB, where the launch dominates.
"""
from __future__ import annotations

from ..base import KernelRule
from ..lib.sizes import aligned_width, vector_width
from ..lib.tir import ratio_f32


class CrossEntropyCluster(KernelRule):
    name = "cross_entropy_cluster"
    summary = ("one thread-block cluster, a warp per row (vector loads, xor butterflies), row losses added in "
               "an order fixed by N, ranks through distributed shared memory; any batch (a run-time N), no workspace")
    ops = ("cross_entropy",)
    symbolic = ("n",)
    space = {"threads": [512, 256, 1024], "cluster": [8, 4, 2, 1]}

    def uses(self, op, p, config, hw):
        return frozenset({"cluster"} if self.fill(op, p, hw, config)["cluster"] > 1 else ())

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and config.get("cluster", 1) > hw.max_cluster:
            why = f"cluster={config['cluster']}: {hw.name} launches clusters of at most {hw.max_cluster} blocks"
        return why

    def build(self, op, p, config, hw):
        import tvm

        return tvm.IRModule({"main": kernel(p, self.fill(op, p, hw, config))})


def kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    N, C, dt = p["n"], p["c"], p["dtype"]
    V = aligned_width(vector_width(dt), C)  # a row's vectors stay aligned: V | C
    VC = C // V  # vectors per row
    TH, CL = config["threads"], config["cluster"]
    WARPS = TH // 32
    ROWS = CL * WARPS  # rows in flight at once
    ITERS = (N + ROWS - 1) // ROWS if not isinstance(N, int) else -(-N // ROWS)
    inv_n = ratio_f32(T, 1, N)
    f32 = "float32"
    NEG = T.float32(-3.4028234663852886e38)

    @T.prim_func
    def main(logits: T.Buffer((N, C), dt), labels: T.Buffer((N,), "int32"), loss: T.Buffer((1,), dt)):
        T.device_entry()
        if CL > 1:
            T.cluster_id([1])
            crank = T.cta_id_in_cluster([CL])
        else:
            T.cta_id([1])
            crank = T.meta_var(0)
        ids = T.alloc_buffer((1,), "int32", scope="local")
        ids[0] = crank
        rank = ids[0]
        tx = T.thread_id([TH])
        Lf = T.decl_buffer((N * C,), dt, data=logits.data)
        red = T.alloc_buffer((WARPS + 2,), f32, scope="shared.dyn", align=16)  # dynamic: mapa reads it
        xv = T.alloc_buffer((V,), dt, scope="local")
        s = T.alloc_buffer((4,), f32, scope="local")  # max, sum, the thread's total, a temporary
        rem = T.alloc_buffer((1,), "uint64", scope="local")
        got = T.alloc_buffer((CL * 2,), f32, scope="local")
        s[2] = T.float32(0)
        for i in T.serial(ITERS):
            if (i * CL + rank) * WARPS + tx // 32 < N:
                s[0] = NEG
                for j in T.serial((VC + 31) // 32):
                    if j * 32 + tx % 32 < VC:
                        for v in T.vectorized(V):
                            xv[v] = Lf[((i * CL + rank) * WARPS + tx // 32) * C + (j * 32 + tx % 32) * V + v]
                        for v in T.unroll(V):
                            s[0] = T.max(s[0], T.Cast(f32, xv[v]))
                for k in T.unroll(5):
                    s[0] = T.max(s[0], T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), s[0], 16 >> k, 32, 32))
                s[1] = T.float32(0)
                for j in T.serial((VC + 31) // 32):
                    if j * 32 + tx % 32 < VC:
                        for v in T.vectorized(V):
                            xv[v] = Lf[((i * CL + rank) * WARPS + tx // 32) * C + (j * 32 + tx % 32) * V + v]
                        for v in T.unroll(V):
                            s[1] = s[1] + T.exp(T.Cast(f32, xv[v]) - s[0])
                for k in T.unroll(5):
                    s[1] = s[1] + T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), s[1], 16 >> k, 32, 32)
                s[3] = T.log(s[1]) + s[0] - T.Cast(f32, Lf[((i * CL + rank) * WARPS + tx // 32) * C + T.max(
                    T.min(labels[(i * CL + rank) * WARPS + tx // 32], C - 1), 0)])
                s[2] = s[2] + s[3]
        if tx % 32 == 0:
            red[tx // 32] = s[2]
        T.cuda.cta_sync()
        if tx == 0:
            s[2] = red[0]
            for w in T.unroll(WARPS - 1):
                s[2] = s[2] + red[w + 1]
            red[WARPS] = s[2]
        if CL > 1:
            T.ptx["barrier.cluster.arrive"]()
            T.ptx["barrier.cluster.wait"]()
            if rank == 0:
                if tx == 0:
                    for r in T.unroll(CL):  # every remote load first (asm volatile), then the sum in rank order
                        T.ptx["mapa.u64"](rem[0], red.ptr_to([WARPS]), T.uint32(r))
                        T.ptx["ld.v2.f32"](got[r * 2], got[r * 2 + 1], rem[0])
                    s[2] = got[0]
                    for r in T.unroll(CL - 1):
                        s[2] = s[2] + got[r * 2 + 2]
                    loss[0] = T.Cast(dt, s[2] * inv_n)
            T.ptx["barrier.cluster.arrive"]()
            T.ptx["barrier.cluster.wait"]()  # no block leaves while rank 0 may still read its total
        else:
            if tx == 0:
                loss[0] = T.Cast(dt, s[2] * inv_n)

    return main
