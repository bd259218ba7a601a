"""Batch normalization, training, with the batch a run-time size: rule `batchnorm_stream` (both modes).

The faster training rules size their work by N in Python: `batchnorm_resident` keeps a channel's N x H x W slice in
shared memory (unrolled rounds, a slice that must fit), `batchnorm_split` cuts the reduction into chunks of a known
length. Neither can take N as a kernel argument. This rule can (`symbolic`): its loops run to N, nothing is
unrolled by it, so one kernel serves every batch of a range, and the statistics are the whole batch's, summed in an
order fixed by N alone (bitwise the same on every run of the same N; no atomics).

* spatial: a block (or a thread-block cluster of `cluster` blocks) per channel. Pass 1 streams the channel's
  vectors (thread t of rank r: vectors ((j * U + u) * CL + r) * T + t, U of them loaded before any is used) into
  the op's shifted sums S1 = sum(x - K), S2 = sum((x - K)^2), K = X[0, c, 0, 0]; warp xor-shuffles, the warps' pairs
  added in warp order, then (cluster) the ranks' pairs through distributed shared memory in rank order. Pass 2
  reads X again (much of it from L2) and writes Y. Three passes over the bytes where a copy makes two, against the
  resident rule's two: the price of not sizing the slice.
* per_activation: a thread per (c, h, w), serial over n: the sum, then the centred sum of squares (the op's
  two-pass form), then Y. Coalesced across the threads of a warp.
"""
from __future__ import annotations

from ...hardware import Arch
from ..base import KernelRule
from ..lib.sizes import aligned_width, ceil_div, vector_width
from ..lib.tir import ratio_f32
from .kernel_resident import allreduce_macros, cluster_sum_macro, stats_macros


def default_cluster(channels: int, hw: Arch) -> int:
    """Blocks per channel: the smallest cluster in (1, 2, 4, 8) that gives two blocks per SM, as far as clusters go."""
    for cl in (1, 2, 4, 8):
        if cl > hw.max_cluster:
            return cl // 2
        if channels * cl >= 2 * hw.sms:
            return cl
    return 8


class BatchNormStream(KernelRule):
    name = "batchnorm_stream"
    summary = ("training, both modes, any batch (a run-time N): spatial a block or cluster per channel streaming "
               "its vectors twice (shifted sums, then Y), per_activation a thread per statistic serial over n; "
               "sums in an order fixed by N")
    ops = ("batchnorm",)
    symbolic = ("shape",)
    # threads per block; unroll: vectors loaded before any is used; cluster: blocks per channel (spatial), 0 = the
    # smallest that gives two blocks per SM (default_cluster)
    space = {"threads": [512, 256, 1024, 128], "unroll": [4, 1, 2, 8], "cluster": [0, 1, 2, 4, 8]}

    def prefer(self, op, p, hw):
        return p["training"]

    def default(self, op, p, hw):
        d = super().default(op, p, hw)
        return {**d, "cluster": default_cluster(p["shape"][1], hw) if p["mode"] == "spatial" else 1}

    def uses(self, op, p, config, hw):
        cl = config.get("cluster") or self.default(op, p, hw)["cluster"]
        return frozenset({"cluster"} if cl > 1 else ())

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        if why is None and not p["training"]:
            why = "batchnorm_stream computes training statistics (training=true)"
        if why is None and p["mode"] != "spatial" and config.get("cluster", 1) > 1:
            why = "cluster: per_activation runs a thread per statistic, without clusters"
        return why

    def build(self, op, p, config, hw):
        import tvm

        if not p["training"]:
            return None
        cfg = self.fill(op, p, hw, config)
        if p["mode"] == "spatial":
            return tvm.IRModule({"main": spatial_kernel(p, {**cfg, "cluster": cfg["cluster"] or 1})})
        return tvm.IRModule({"main": activation_kernel(p, cfg)})


def spatial_kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    from ...ops.tensors import c32

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    HW = H * W
    L = aligned_width(vector_width(dt), HW)
    VP = HW // L  # vectors per plane
    NV = N * VP  # vectors per channel (an expression of N when N is a run-time size)
    TH, U, CL = config["threads"], config["unroll"], config["cluster"]
    WARPS = TH // 32
    STEP = U * CL * TH  # vectors per round of the whole channel
    ROUNDS = (NV + STEP - 1) // STEP if not isinstance(NV, int) else ceil_div(NV, STEP)
    M = N * HW
    size = N * C * HW
    inv_m, unbias = ratio_f32(T, 1, M), ratio_f32(T, M, M - 1)
    stats, write = stats_macros(T, inv_m, c32(p["epsilon"]), c32(p["factor"]), c32(1.0 - p["factor"]), unbias)
    f32 = "float32"

    def gofs(i):  # element offset in X / Y of the channel's vector i (c added by the caller); i >= 0, so truncated
        return T.truncdiv(i, VP) * C * HW + T.truncmod(i, VP) * L  # division needs no floor's sign fix-up

    _, _, allreduce = allreduce_macros(T, WARPS)
    cluster_sum = cluster_sum_macro(T, CL, WARPS * 2)

    @T.macro
    def load_round(Xf, xr, c, rank, tx, j):  # the thread's U vectors of round j, all loads before any use
        for u in T.unroll(U):
            if ((j * U + u) * CL + rank) * TH + tx < NV:
                for v in T.vectorized(L):
                    xr[u * L + v] = Xf[c * HW + gofs(((j * U + u) * CL + rank) * TH + tx) + v]

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, 1, 1), f32), bias: T.Buffer((1, C, 1, 1), f32),
             running_mean: T.Buffer((1, C, 1, 1), f32), running_var: T.Buffer((1, C, 1, 1), f32),
             Y: T.Buffer((N, C, H, W), dt), running_mean_out: T.Buffer((1, C, 1, 1), f32),
             running_var_out: T.Buffer((1, C, 1, 1), f32), saved_mean: T.Buffer((1, C, 1, 1), f32),
             saved_inv_std: T.Buffer((1, C, 1, 1), f32)):
        T.device_entry()
        if CL > 1:
            cid = T.cluster_id([C])
            crank = T.cta_id_in_cluster([CL])
        else:
            cid = T.cta_id([C])
            crank = T.meta_var(0)
        ids = T.alloc_buffer((2,), "int32", scope="local")  # the special registers read once
        ids[0] = cid
        ids[1] = crank
        c = ids[0]
        rank = ids[1]
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        red = T.alloc_buffer((WARPS * 2 + 2,), f32, scope="shared.dyn", align=16)  # dynamic: mapa reads it
        xr = T.alloc_buffer((U * L,), dt, scope="local")
        acc = T.alloc_buffer((2,), f32, scope="local")
        st = T.alloc_buffer((4,), f32, scope="local")  # shift K, mean, scale * inv_std, bias
        d = T.alloc_buffer((1,), f32, scope="local")
        rem = T.alloc_buffer((1,), "uint64", scope="local")
        got = T.alloc_buffer((2 * CL,), f32, scope="local")
        st[0] = T.Cast(f32, Xf[c * HW])
        acc[0] = T.float32(0)
        acc[1] = T.float32(0)
        for j in T.serial(ROUNDS):
            load_round(Xf, xr, c, rank, tx, j)
            for u in T.unroll(U):
                if ((j * U + u) * CL + rank) * TH + tx < NV:
                    for v in T.unroll(L):
                        d[0] = T.Cast(f32, xr[u * L + v]) - st[0]
                        acc[0] = acc[0] + d[0]
                        acc[1] = acc[1] + d[0] * d[0]
        allreduce(acc, red, tx)
        if CL > 1:
            if tx == 0:
                red[WARPS * 2] = acc[0]
                red[WARPS * 2 + 1] = acc[1]
            cluster_sum(acc, red, rem, got)
        stats(acc, d, st)
        if rank == 0:
            if tx == 0:
                write(running_mean, running_var, running_mean_out, running_var_out, saved_mean, saved_inv_std, d, st,
                      c)
        st[2] = scale[0, c, 0, 0] * st[3]
        st[3] = bias[0, c, 0, 0]
        for j in T.serial(ROUNDS):
            load_round(Xf, xr, c, rank, tx, j)
            for u in T.unroll(U):
                if ((j * U + u) * CL + rank) * TH + tx < NV:
                    for v in T.unroll(L):
                        xr[u * L + v] = T.Cast(dt, st[2] * (T.Cast(f32, xr[u * L + v]) - st[1]) + st[3])
                    for v in T.vectorized(L):
                        Yf[c * HW + gofs(((j * U + u) * CL + rank) * TH + tx) + v] = xr[u * L + v]
        if CL > 1:
            T.ptx["barrier.cluster.wait"]()  # no block leaves while another may still read its pair

    return main


def activation_kernel(p: dict, config: dict):
    """per_activation: thread j of the grid owns statistic j = (c, h, w), serial over n in three passes."""
    from tvm.script import tirx as T

    from ...ops.tensors import c32

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    CHW = C * H * W
    TH = min(config["threads"], ceil_div(CHW, 32) * 32)
    BLOCKS = ceil_div(CHW, TH)
    size = N * CHW
    inv_m, unbias = ratio_f32(T, 1, N), ratio_f32(T, N, N - 1)
    eps, fct, keep = c32(p["epsilon"]), c32(p["factor"]), c32(1.0 - p["factor"])
    f32 = "float32"

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, H, W), f32), bias: T.Buffer((1, C, H, W), f32),
             running_mean: T.Buffer((1, C, H, W), f32), running_var: T.Buffer((1, C, H, W), f32),
             Y: T.Buffer((N, C, H, W), dt), running_mean_out: T.Buffer((1, C, H, W), f32),
             running_var_out: T.Buffer((1, C, H, W), f32), saved_mean: T.Buffer((1, C, H, W), f32),
             saved_inv_std: T.Buffer((1, C, H, W), f32)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        g = T.decl_buffer((CHW,), f32, data=scale.data)
        b = T.decl_buffer((CHW,), f32, data=bias.data)
        rm = T.decl_buffer((CHW,), f32, data=running_mean.data)
        rv = T.decl_buffer((CHW,), f32, data=running_var.data)
        rm_out = T.decl_buffer((CHW,), f32, data=running_mean_out.data)
        rv_out = T.decl_buffer((CHW,), f32, data=running_var_out.data)
        mean_out = T.decl_buffer((CHW,), f32, data=saved_mean.data)
        inv_out = T.decl_buffer((CHW,), f32, data=saved_inv_std.data)
        s = T.alloc_buffer((4,), f32, scope="local")  # sum, mean, centred sum of squares, inv_std
        if bx * TH + tx < CHW:
            s[0] = T.float32(0)
            for n in T.serial(N):
                s[0] = s[0] + T.Cast(f32, Xf[n * CHW + bx * TH + tx])
            s[1] = s[0] * inv_m
            s[2] = T.float32(0)
            for n in T.serial(N):
                s[0] = T.Cast(f32, Xf[n * CHW + bx * TH + tx]) - s[1]
                s[2] = s[2] + s[0] * s[0]
            s[2] = s[2] * inv_m
            s[3] = T.float32(1) / T.sqrt(s[2] + eps)
            s[0] = g[bx * TH + tx] * s[3]
            for n in T.serial(N):
                Yf[n * CHW + bx * TH + tx] = T.Cast(
                    dt, s[0] * (T.Cast(f32, Xf[n * CHW + bx * TH + tx]) - s[1]) + b[bx * TH + tx])
            rm_out[bx * TH + tx] = keep * rm[bx * TH + tx] + fct * s[1]
            rv_out[bx * TH + tx] = keep * rv[bx * TH + tx] + fct * (s[2] * unbias)
            mean_out[bx * TH + tx] = s[1]
            inv_out[bx * TH + tx] = s[3]

    return main
