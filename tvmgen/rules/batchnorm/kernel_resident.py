"""Batch normalization, training, spatial mode, with each channel resident on chip: rule `batchnorm_resident`.

The op (ops/batchnorm.py, BatchNorm) must read X for the statistics before it can write Y. The one-kernel rule
`batchnorm_channel` reads X twice (once for the shifted sums, then again for Y, partly from L2), so it cannot
pass two thirds of the copy bandwidth (three passes over the bytes where a copy makes two). Here a block owns a
channel and keeps the channel's whole N x H x W slice on chip (fp16 32 x 56 x 56 = 200,704 bytes of dynamic shared
memory), so X leaves DRAM once:

1. load: thread t takes the `lanes`-element vectors t, t + T, t + 2T, ... of the channel (a vector never leaves
   an H*W plane: lanes | H*W, so every vector is one aligned 16-byte load for fp16 x 8). `batch` of them are
   loaded into registers at a time (all their loads issued before the first use: `batch` x 16 bytes in flight per
   thread, T x batch x 16 per SM), then each is stored to shared memory and added to the thread's fp32 shifted
   sums S1 = sum(x - K), S2 = sum((x - K)^2), K = X[0, c, 0, 0] (the op's one-pass form): the arithmetic hides
   under the loads' latency, no second pass over the data for the statistics.
   copy="async" instead streams the slice with cp.async (no registers; `batch` vectors per commit group) and
   sums each group from shared memory once the thread's own copies of it have landed (cp.async.wait_group): no
   barrier is needed, every thread reads back only what it copied.
2. reduce: warp shuffles (xor), one fp32 pair per warp in shared memory, one __syncthreads, then every thread
   adds the warps' pairs in the same fixed order: every thread holds the channel's sums (deterministic).
   mean, var, inv_std exactly as the op's TE; thread 0 writes the four per-channel statistics.
3. normalize: each thread reads back ITS OWN vectors from shared memory (no barrier: nobody else wrote them),
   Y = scale * inv_std * (x - mean) + bias in fp32, one 16-byte store per vector.

Applies when the slice (cluster 1) or a rank's share of it (cluster CL, below) fits: its bytes + the reduction's
256 (+ 16) <= 227 KB (hw.shared_per_block); else None and batchnorm_channel / batchnorm_split take over.
32x256x56x56 fp16: 256 blocks of one channel each, one block per SM (200 KB each), about two waves on 132 SMs.

On the H200 (32x256x56x56 fp16) this runs well ahead of batchnorm_channel, with 512 threads the best count
(896 / 1024 were slower; batch and cp.async against registers made little difference), yet it stays further from
the copy than the bytes predict (the margin a plain relu pays over a copy, and more). Guessed cause: the phases
are synchronized across the SMs (every SM loads its channel, then every SM stores, then the second wave), so DRAM
sees read-only then write-only stretches instead of a copy's mix, plus two reduction gaps per SM. Two answers were
measured; neither gains much, so the guess is not borne out: persist=1 (persist_kernel, the next channel streamed
into each slot as Y frees it) and cluster > 1 (below), no better than the whole slice. The numbers and what is
known of the remaining gap: reports/README.md and reports/h200/current.md.

cluster=CL > 1 (cluster_kernel): the channel is split over a thread-block cluster of CL blocks, rank r holding the
channel's vectors [r * NVR, (r + 1) * NVR) (NVR = ceil(NV / CL); whole images for 32x256x56x56), so a block holds
1/CL of the slice: fp16 32x256x56x56 100 KB at CL=2 (2 blocks per SM), 50 KB at CL=4 (4 per SM), and one block's
Y stores can overlap another block's X loads on the same SM. The blocks' fp32 shifted-sum pairs cross the cluster
through distributed shared memory (barrier.cluster, mapa + ld) and are added in rank order, so every block holds
bit-identical statistics; rank 0 writes them. It also makes slices of up to CL x 227 KB resident: fp32
32x256x56x56 (401 KB a channel) is read from DRAM once, 100 KB a block at CL=4.
Measured on the H200: for fp16 32x256x56x56 no cluster size (2, 4, 8) beats the whole slice beyond noise; for
fp32 32x256x56x56 (the whole slice does not fit) cluster 4 (100 KB, 2 blocks per SM) beats cluster 2 (200 KB, 1 per
SM), and both clearly beat batchnorm_channel (X read twice, the previous default).
So the default cluster=0 (auto_cluster) takes 1 where the whole slice fits (`kernel`, no cluster),
else the smallest cluster in (2, 4, 8) that fits 2 blocks per SM, else the smallest that fits at all.
"""
from __future__ import annotations

import math

from ...hardware import Arch
from ..base import KernelRule
from ..lib.sizes import aligned_width, ceil_div, dtype_bytes, vector_width
from ..lib.tir import all_of

RED_BYTES = 32 * 2 * 4  # one fp32 pair per warp (<= 32 warps)


def smem_bytes(p: dict, cluster: int = 1) -> int:
    """Dynamic shared memory of one block: the whole slice (cluster 1), else one rank's share of the channel's
    vectors (16-byte aligned) + the block's pair read by the cluster."""
    n, _, h, w = p["shape"]
    if cluster == 1:
        return n * h * w * dtype_bytes(p["dtype"]) + RED_BYTES
    lanes = aligned_width(vector_width(p["dtype"]), h * w)
    part = ceil_div(n * h * w // lanes, cluster) * lanes * dtype_bytes(p["dtype"])
    return part + (-part) % 16 + RED_BYTES + 16


def fits(p: dict, hw: Arch, cluster: int = 1) -> bool:
    return p["training"] and p["mode"] == "spatial" and smem_bytes(p, cluster) <= hw.shared_per_block


AUTO_BLOCKS = 2  # where a cluster is needed at all, cluster=0 splits a channel until this many blocks fit per SM


def auto_cluster(p: dict, hw: Arch) -> int:
    """cluster=0 (the default): 1 (`kernel`, no cluster) wherever the whole slice fits one block, since no cluster
    size beat it there (fp16 32x256x56x56 on the H200: 2, 4 or 8 blocks within noise of one); else the
    smallest cluster in (2, 4, 8) whose blocks fit AUTO_BLOCKS per SM (fp32 32x256x56x56: 4, 100 KB a block,
    measured faster than 2); else the smallest that fits at all; else 1 (and the rule does not apply)."""
    if fits(p, hw, 1):
        return 1
    sizes = [cl for cl in (2, 4, 8) if cl <= hw.max_cluster]  # none without thread-block clusters (before sm_90)
    for cl in sizes:
        if smem_bytes(p, cl) + hw.block_reserved_shared <= hw.shared_per_sm // AUTO_BLOCKS:
            return cl
    return next((cl for cl in sizes if fits(p, hw, cl)), 1)


def cluster_of(p: dict, config: dict, hw: Arch) -> int:
    return config.get("cluster", 1) or auto_cluster(p, hw)


def pick_threads(vectors: int, want: int) -> int:
    """`want` (0: up to 1024) threads, a multiple of 32, preferring a count that splits the channel's vectors
    evenly (no predicated last round): 12544 vectors -> 896 threads x 14."""
    cap = want or 1024
    if vectors <= 32:
        return 32
    cap = min(cap, ceil_div(vectors, 32) * 32)
    if want:
        return cap
    rounds = ceil_div(vectors, cap)
    for t in range(cap, cap // 2 - 1, -32):
        if vectors % t == 0:
            return t
    return min(cap, ceil_div(ceil_div(vectors, rounds), 32) * 32)


class BatchNormResident(KernelRule):
    name = "batchnorm_resident"
    summary = ("training, spatial: a block (or a thread-block cluster, partial sums through distributed shared "
               "memory) per channel keeps the channel's N x H x W slice in shared memory: X read from DRAM once "
               "(16-byte loads, shifted sums on the fly), block allreduce, Y from shared memory")
    ops = ("batchnorm",)
    priority = 1
    # threads: 512 (measured best on the H200, ahead of 896 and 1024; fewer threads
    # than vectors x rounds simply predicate the last round); 0 = the largest multiple of 32 <= 1024 that splits the
    # vectors evenly (12544 -> 896 x 14); batch: vectors loaded into
    # registers (or per cp.async group) before they are used; copy: "regs" (ld.global -> registers -> st.shared)
    # or "async" (cp.async straight to shared memory); persist: 1 = min(C, 132) blocks walk the channels, the next
    # channel streamed into each slot as the Y pass frees it (persist_kernel; async only; measured within noise)
    # cluster: CL > 1 splits each channel over a thread-block cluster of CL blocks (cluster_kernel: CL x smaller
    # slices, several blocks per SM, partial sums exchanged through distributed shared memory); 1 = `kernel`;
    # 0 = auto_cluster: 1 where the whole slice fits, else the smallest cluster that fits 2 blocks per SM
    space = {"threads": [512, 0, 1024, 448, 256, 128, 64, 32], "batch": [2, 0, 1, 4, 7, 8, 14, 16],
             "copy": ["async", "regs"],
             "persist": [0, 1], "cluster": [0, 1, 2, 4, 8]}

    def default(self, op, p, hw):
        """The space's first values, with cluster resolved (auto_cluster) so the manifest records the size built."""
        return {**super().default(op, p, hw), "cluster": auto_cluster(p, hw),
                "copy": "async" if hw.has("cp_async") else "regs"}

    def uses(self, op, p, config, hw):
        c = self.fill(op, p, hw, config)
        return frozenset({"cp_async"} if c["copy"] == "async" else ()) | (
            {"cluster"} if cluster_of(p, c, hw) > 1 else set())

    def prefer(self, op, p, hw):
        """Where the slice fits (one block, or a cluster of up to 8 with the default cluster=0: fp32 32x256x56x56
        measured faster that way than with batchnorm_channel on the H200) and the channels fill the GPU (a block or
        cluster per channel, as batchnorm_channel); fewer channels leave SMs idle (32x64x112x112: 64 blocks on 132 SMs):
        batchnorm_split spreads them. Where no cluster fits (fp32 256x256x56x56: 401 KB a block at 8) the chain
        goes on to batchnorm_channel."""
        return fits(p, hw, cluster_of(p, self.default(op, p, hw), hw)) and p["shape"][1] >= hw.sms

    def valid(self, op, p, config, hw):
        why = super().valid(op, p, config, hw)
        cl = cluster_of(p, config, hw)
        if why is None and not fits(p, hw, cl):
            why = (f"shape={'x'.join(map(str, p['shape']))}: the channel slice needs {smem_bytes(p, cl)} bytes of "
                   f"shared memory per block (cluster {cl}), over {hw.shared_per_block} (or not training / spatial)")
        if why is None and cl > hw.max_cluster:
            why = f"cluster={cl}: {hw.name} launches clusters of at most {hw.max_cluster} blocks"
        if why is None and cl > 1 and config.get("persist"):
            why = "persist=1 walks whole channels in one block: cluster must be 1"
        return why

    def build(self, op, p, config, hw):
        import tvm

        cl = cluster_of(p, config, hw)
        if not fits(p, hw, cl):
            return None
        if math.prod(p["shape"]) >= 2**31:
            return None  # int32 indices in the kernel
        if cl > 1:
            return tvm.IRModule({"main": cluster_kernel(p, {**config, "cluster": cl})})
        if config.get("persist") and config.get("copy", "async") == "async" and _async_ok(p):
            return tvm.IRModule({"main": persist_kernel(p, config, hw)})
        return tvm.IRModule({"main": kernel(p, config)})


def _async_ok(p: dict) -> bool:
    n, _, h, w = p["shape"]
    return aligned_width(vector_width(p["dtype"]), h * w) * dtype_bytes(p["dtype"]) in (4, 8, 16)


def _plan(p: dict, config: dict) -> tuple:
    """What both kernels derive alike from the shape and config: (N, C, H, W, dt, HW, M, L, VP, NV, TH, ROUNDS,
    BATCH, GROUPS, EVEN, WARPS, VBYTES, red_off, consts, size, gofs). red_off: the byte offset of the reduction
    pairs after the X slice (16-byte aligned); consts: fp32 (1/M, eps, factor, 1 - factor, M / (M - 1));
    gofs(c, i): the element offset in X / Y of channel c's vector i."""
    from ...ops.tensors import c32

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    HW = H * W
    M = N * HW
    L = aligned_width(vector_width(dt), HW)
    VP = HW // L  # vectors per plane
    NV = N * VP  # vectors per channel
    TH = pick_threads(NV, config.get("threads", 0))
    ROUNDS = ceil_div(NV, TH)
    BATCH = min(config.get("batch", 0) or ROUNDS, ROUNDS)
    red_off = M * dtype_bytes(dt)
    red_off += (-red_off) % 16
    consts = (c32(1.0 / M), c32(p["epsilon"]), c32(p["factor"]), c32(1.0 - p["factor"]), c32(M / (M - 1)))

    def gofs(c, i):
        return (i // VP * C + c) * HW + i % VP * L

    return (N, C, H, W, dt, HW, M, L, VP, NV, TH, ROUNDS, BATCH, ceil_div(ROUNDS, BATCH), NV % TH == 0, TH // 32,
            L * dtype_bytes(dt), red_off, consts, N * C * HW, gofs)


def _sum_macro(T, L, TH, BATCH, ROUNDS, GROUPS, exists):
    """Wait for cp.async group g, then add the thread's vectors of it, read back from shared memory, to its shifted
    sums (no barrier: every thread reads only what it copied)."""
    f32 = "float32"

    @T.macro
    def sum_group(smem, xr, acc, d, st, g, rank, tx):
        T.ptx["cp.async.wait_group"](GROUPS - 1 - g)
        for r in T.unroll(BATCH):
            if g * BATCH + r < ROUNDS:
                if exists(rank, (g * BATCH + r) * TH + tx):
                    for v in T.vectorized(L):
                        xr[r * L + v] = smem[((g * BATCH + r) * TH + tx) * L + v]
                    for v in T.unroll(L):
                        d[0] = T.Cast(f32, xr[r * L + v]) - st[0]
                        acc[0] = acc[0] + d[0]
                        acc[1] = acc[1] + d[0] * d[0]

    return sum_group


def _load_macro(T, dt, L, TH, BATCH, ROUNDS, GROUPS, VBYTES, ASYNC, gofs, exists, gvec):
    """The load phase of `kernel` and `cluster_kernel`: the block's vectors of channel c into shared memory (cp.async,
    or through registers), with the thread's shifted sums acc += (x - st[0]), (x - st[0])^2 on the way.
    exists(rank, i): whether the block's vector i exists (a Python True where it always does); gvec(rank, i): its
    vector index within the channel (rank: the block's rank in its cluster, unused by `kernel`)."""
    f32 = "float32"
    CP = "cp.async.cg.shared.global" if VBYTES == 16 else "cp.async.ca.shared.global"
    sum_group = _sum_macro(T, L, TH, BATCH, ROUNDS, GROUPS, exists)

    @T.macro
    def load(Xf, smem, xr, acc, d, st, c, rank, tx):
        for g in T.unroll(GROUPS):
            if ASYNC:
                for r in T.unroll(BATCH):
                    if g * BATCH + r < ROUNDS:
                        if exists(rank, (g * BATCH + r) * TH + tx):
                            T.ptx[CP](smem.ptr_to([((g * BATCH + r) * TH + tx) * L]),
                                      Xf.ptr_to([gofs(c, gvec(rank, (g * BATCH + r) * TH + tx))]), VBYTES)
                T.ptx["cp.async.commit_group"]()
            else:
                for r in T.unroll(BATCH):
                    if g * BATCH + r < ROUNDS:
                        if exists(rank, (g * BATCH + r) * TH + tx):
                            for v in T.vectorized(L):
                                xr[r * L + v] = Xf[gofs(c, gvec(rank, (g * BATCH + r) * TH + tx)) + v]
                for r in T.unroll(BATCH):
                    if g * BATCH + r < ROUNDS:
                        if exists(rank, (g * BATCH + r) * TH + tx):
                            for v in T.vectorized(L):
                                smem[((g * BATCH + r) * TH + tx) * L + v] = xr[r * L + v]
                            for v in T.unroll(L):
                                d[0] = T.Cast(f32, xr[r * L + v]) - st[0]
                                acc[0] = acc[0] + d[0]
                                acc[1] = acc[1] + d[0] * d[0]
        if ASYNC:
            for g in T.unroll(GROUPS):
                sum_group(smem, xr, acc, d, st, g, rank, tx)

    return load


def stats_macros(T, inv_m, eps, fct, keep, unbias):
    """stats: the op's statistics from the channel's shifted sums acc (S1, S2) and shift st[0]: d[0] = var =
    max(S2/m - (S1/m)^2, 0), st[1] = mean = K + S1/m, st[3] = inv_std = 1 / sqrt(var + eps). write: channel c's
    four statistics outputs (one thread per channel calls it). Both shared by the three kernels."""

    @T.macro
    def stats(acc, d, st):
        d[0] = T.max(acc[1] * inv_m - acc[0] * inv_m * (acc[0] * inv_m), T.float32(0))
        st[1] = st[0] + acc[0] * inv_m
        st[3] = T.float32(1) / T.sqrt(d[0] + eps)

    @T.macro
    def write(running_mean, running_var, running_mean_out, running_var_out, saved_mean, saved_inv_std, d, st, c):
        running_mean_out[0, c, 0, 0] = keep * running_mean[0, c, 0, 0] + fct * st[1]
        running_var_out[0, c, 0, 0] = keep * running_var[0, c, 0, 0] + fct * (d[0] * unbias)
        saved_mean[0, c, 0, 0] = st[1]
        saved_inv_std[0, c, 0, 0] = st[3]

    return stats, write


def allreduce_macros(T, warps: int):
    """(warp_pairs, sum_pairs, allreduce) of the block's fp32 pair acc (S1, S2): warp_pairs reduces each warp by
    xor-shuffles and leaves a pair per warp in `red` (shared), then one barrier; sum_pairs adds the warps' pairs in
    warp order (the same bits in every thread that does it); allreduce is both, in every thread."""

    @T.macro
    def warp_pairs(acc, red, tx):
        for k in T.unroll(5):
            acc[0] = acc[0] + T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), acc[0], 16 >> k, 32, 32)
            acc[1] = acc[1] + T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), acc[1], 16 >> k, 32, 32)
        if tx % 32 == 0:
            red[tx // 32 * 2] = acc[0]
            red[tx // 32 * 2 + 1] = acc[1]
        T.cuda.cta_sync()

    @T.macro
    def sum_pairs(acc, red):
        acc[0] = red[0]
        acc[1] = red[1]
        for k in T.unroll(warps - 1):
            acc[0] = acc[0] + red[k * 2 + 2]
            acc[1] = acc[1] + red[k * 2 + 3]

    @T.macro
    def allreduce(acc, red, tx):
        warp_pairs(acc, red, tx)
        sum_pairs(acc, red)

    return warp_pairs, sum_pairs, allreduce


def cluster_sum_macro(T, cluster: int, at: int):
    """The cluster's pairs, each block's left at red[at] by its thread 0, added in rank order into acc through
    distributed shared memory (mapa + ld; every remote load first, their asm is volatile): the same bits in every
    block. Ends on an arrive whose wait the kernel does last, so no block leaves while another reads its pair."""

    @T.macro
    def cluster_sum(acc, red, rem, got):
        T.ptx["barrier.cluster.arrive"]()  # release: the pair is visible to the cluster after the wait
        T.ptx["barrier.cluster.wait"]()
        for r in T.unroll(cluster):
            T.ptx["mapa.u64"](rem[0], red.ptr_to([at]), T.uint32(r))
            T.ptx["ld.v2.f32"](got[r * 2], got[r * 2 + 1], rem[0])
        T.ptx["barrier.cluster.arrive"]()  # done reading the others' shared memory; waited for at the very end
        acc[0] = got[0]
        acc[1] = got[1]
        for r in T.unroll(cluster - 1):
            acc[0] = acc[0] + got[r * 2 + 2]
            acc[1] = acc[1] + got[r * 2 + 3]

    return cluster_sum


def _store_macro(T, dt, L, TH, ROUNDS, gofs, exists, gvec):
    """The Y pass of `kernel` and `cluster_kernel`: each thread reads back its own vectors from shared memory (no
    barrier: nobody else wrote them) and stores Y = st[2] * (x - st[1]) + st[3] as one vector each."""
    f32 = "float32"

    @T.macro
    def store(Yf, smem, xr, st, c, rank, tx):
        for r in T.unroll(ROUNDS):
            if exists(rank, r * TH + tx):
                for v in T.vectorized(L):
                    xr[v] = smem[(r * TH + tx) * L + v]
                for v in T.unroll(L):
                    xr[L + v] = T.Cast(dt, st[2] * (T.Cast(f32, xr[v]) - st[1]) + st[3])
                for v in T.vectorized(L):
                    Yf[gofs(c, gvec(rank, r * TH + tx)) + v] = xr[L + v]

    return store


def persist_kernel(p: dict, config: dict, hw: Arch):
    """persist=1 (cp.async only): min(C, 132) blocks, one per SM, each walks channels b, b + G, ...: while the Y
    pass of channel c reads a thread's slot back from shared memory, the same thread streams channel c + G's vector
    into that slot (cp.async right after the read; slots are thread-private, so no barrier), so the stores of
    one channel overlap the loads of the next and DRAM sees a copy's mix of reads and writes instead of the
    one-block-per-channel kernel's synchronized read-only and write-only phases. The reduction pairs are double
    buffered by channel parity: one barrier per channel suffices."""
    from tvm.script import tirx as T

    (N, C, H, W, dt, HW, M, L, VP, NV, TH, ROUNDS, BATCH, GROUPS, EVEN, WARPS, VBYTES, RED_OFF,
     (inv_m, eps, fct, keep, unbias), size, gofs) = _plan(p, config)
    CP = "cp.async.cg.shared.global" if VBYTES == 16 else "cp.async.ca.shared.global"
    G = min(C, hw.sms)
    ITERS = ceil_div(C, G)
    SMEM = RED_OFF + 2 * RED_BYTES
    f32 = "float32"
    stats, write = stats_macros(T, inv_m, eps, fct, keep, unbias)
    sum_group = _sum_macro(T, L, TH, BATCH, ROUNDS, GROUPS, lambda rank, i: EVEN or i < NV)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, 1, 1), f32), bias: T.Buffer((1, C, 1, 1), f32),
             running_mean: T.Buffer((1, C, 1, 1), f32), running_var: T.Buffer((1, C, 1, 1), f32),
             Y: T.Buffer((N, C, H, W), dt), running_mean_out: T.Buffer((1, C, 1, 1), f32),
             running_var_out: T.Buffer((1, C, 1, 1), f32), saved_mean: T.Buffer((1, C, 1, 1), f32),
             saved_inv_std: T.Buffer((1, C, 1, 1), f32)):
        T.device_entry()
        b = T.cta_id([G])
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        smem = T.alloc_buffer((SMEM // dtype_bytes(dt),), dt, scope="shared.dyn", align=16)
        red = T.decl_buffer((2 * RED_BYTES // 4,), f32, data=smem.data, elem_offset=RED_OFF // 4, scope="shared.dyn")
        xr = T.alloc_buffer((max(BATCH, 2) * L,), dt, scope="local")
        acc = T.alloc_buffer((2,), f32, scope="local")
        st = T.alloc_buffer((4,), f32, scope="local")
        d = T.alloc_buffer((1,), f32, scope="local")
        for g in T.unroll(GROUPS):  # prologue: channel b
            for r in T.unroll(BATCH):
                if g * BATCH + r < ROUNDS:
                    if EVEN or (g * BATCH + r) * TH + tx < NV:
                        T.ptx[CP](smem.ptr_to([((g * BATCH + r) * TH + tx) * L]),
                                  Xf.ptr_to([gofs(b, (g * BATCH + r) * TH + tx)]), VBYTES)
            T.ptx["cp.async.commit_group"]()
        for it in T.serial(ITERS):
            if b + it * G < C:
                st[0] = T.Cast(f32, Xf[(b + it * G) * HW])
                acc[0] = T.float32(0)
                acc[1] = T.float32(0)
                for g in T.unroll(GROUPS):
                    sum_group(smem, xr, acc, d, st, g, b, tx)
                for k in T.unroll(5):
                    acc[0] = acc[0] + T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), acc[0], 16 >> k, 32, 32)
                    acc[1] = acc[1] + T.tvm_warp_shuffle_xor(T.uint32(0xFFFFFFFF), acc[1], 16 >> k, 32, 32)
                if tx % 32 == 0:
                    red[it % 2 * 64 + tx // 32 * 2] = acc[0]
                    red[it % 2 * 64 + tx // 32 * 2 + 1] = acc[1]
                T.cuda.cta_sync()
                acc[0] = red[it % 2 * 64]
                acc[1] = red[it % 2 * 64 + 1]
                for k in T.unroll(WARPS - 1):
                    acc[0] = acc[0] + red[it % 2 * 64 + k * 2 + 2]
                    acc[1] = acc[1] + red[it % 2 * 64 + k * 2 + 3]
                stats(acc, d, st)
                if tx == 0:
                    write(running_mean, running_var, running_mean_out, running_var_out, saved_mean, saved_inv_std, d,
                          st, b + it * G)
                st[2] = scale[0, b + it * G, 0, 0] * st[3]
                st[3] = bias[0, b + it * G, 0, 0]
                for g in T.unroll(GROUPS):
                    for r in T.unroll(BATCH):
                        if g * BATCH + r < ROUNDS:
                            if EVEN or (g * BATCH + r) * TH + tx < NV:
                                for v in T.vectorized(L):
                                    xr[v] = smem[((g * BATCH + r) * TH + tx) * L + v]
                                for v in T.unroll(L):
                                    xr[L + v] = T.Cast(dt, st[2] * (T.Cast(f32, xr[v]) - st[1]) + st[3])
                                for v in T.vectorized(L):
                                    Yf[gofs(b + it * G, (g * BATCH + r) * TH + tx) + v] = xr[L + v]
                                if b + (it + 1) * G < C:  # the slot is free: the next channel's vector
                                    T.ptx[CP](smem.ptr_to([((g * BATCH + r) * TH + tx) * L]),
                                              Xf.ptr_to([gofs(b + (it + 1) * G, (g * BATCH + r) * TH + tx)]), VBYTES)
                    T.ptx["cp.async.commit_group"]()

    return main


def kernel(p: dict, config: dict):
    from tvm.script import tirx as T

    (N, C, H, W, dt, HW, M, L, VP, NV, TH, ROUNDS, BATCH, GROUPS, EVEN, WARPS, VBYTES, RED_OFF,
     (inv_m, eps, fct, keep, unbias), size, gofs) = _plan(p, config)
    ASYNC = config.get("copy", "regs") == "async" and VBYTES in (4, 8, 16)
    SMEM = RED_OFF + RED_BYTES
    f32 = "float32"
    exists, gvec = (lambda rank, i: EVEN or i < NV), (lambda rank, i: i)
    load = _load_macro(T, dt, L, TH, BATCH, ROUNDS, GROUPS, VBYTES, ASYNC, gofs, exists, gvec)
    store = _store_macro(T, dt, L, TH, ROUNDS, gofs, exists, gvec)
    stats, write = stats_macros(T, inv_m, eps, fct, keep, unbias)
    _, _, allreduce = allreduce_macros(T, WARPS)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, 1, 1), f32), bias: T.Buffer((1, C, 1, 1), f32),
             running_mean: T.Buffer((1, C, 1, 1), f32), running_var: T.Buffer((1, C, 1, 1), f32),
             Y: T.Buffer((N, C, H, W), dt), running_mean_out: T.Buffer((1, C, 1, 1), f32),
             running_var_out: T.Buffer((1, C, 1, 1), f32), saved_mean: T.Buffer((1, C, 1, 1), f32),
             saved_inv_std: T.Buffer((1, C, 1, 1), f32)):
        T.device_entry()
        c = T.cta_id([C])
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        smem = T.alloc_buffer((SMEM // dtype_bytes(dt),), dt, scope="shared.dyn", align=16)
        red = T.decl_buffer((RED_BYTES // 4,), f32, data=smem.data, elem_offset=RED_OFF // 4, scope="shared.dyn")
        xr = T.alloc_buffer((max(BATCH, 2) * L,), dt, scope="local")
        acc = T.alloc_buffer((2,), f32, scope="local")
        st = T.alloc_buffer((4,), f32, scope="local")  # shift K, mean, scale * inv_std, bias
        d = T.alloc_buffer((1,), f32, scope="local")
        st[0] = T.Cast(f32, Xf[c * HW])
        acc[0] = T.float32(0)
        acc[1] = T.float32(0)
        load(Xf, smem, xr, acc, d, st, c, c, tx)
        allreduce(acc, red, tx)
        stats(acc, d, st)
        if tx == 0:
            write(running_mean, running_var, running_mean_out, running_var_out, saved_mean, saved_inv_std, d, st, c)
        st[2] = scale[0, c, 0, 0] * st[3]
        st[3] = bias[0, c, 0, 0]
        store(Yf, smem, xr, st, c, c, tx)

    return main


def cluster_kernel(p: dict, config: dict):
    """cluster = CL > 1: a channel split over a thread-block cluster of CL blocks (`__cluster_dims__(CL, 1, 1)`),
    rank r keeping the channel's vectors [r * NVR, (r + 1) * NVR) (NVR = ceil(NV / CL): whole images for
    32x256x56x56, 100 KB per block at CL = 2, 50 KB at CL = 4), so 2 (4) blocks fit per SM and one block's Y stores
    overlap another's X loads instead of every SM loading, then storing, in step. Each block reduces its own
    shifted sums as `kernel` does (same shift K = X[0, c, 0, 0] in every rank), leaves the pair in its shared
    memory, and after a cluster barrier every thread reads the CL pairs through distributed shared memory
    (mapa + ld, all loads first: the asm is volatile) and adds them in rank order: every block of the cluster holds
    bit-identical statistics (deterministic), rank 0 writes the four per-channel outputs. The barrier that keeps a
    block's shared memory alive while the others read it is split: arrive right after the remote loads, wait at the
    very end, so no block stalls on it before its Y pass."""
    from tvm.script import tirx as T

    (N, C, H, W, dt, HW, M, L, VP, NV, _, _, _, _, _, _, VBYTES, _,
     (inv_m, eps, fct, keep, unbias), size, gofs) = _plan(p, config)
    CL = config["cluster"]
    NVR = ceil_div(NV, CL)  # vectors per rank (the last rank may have fewer)
    TH = pick_threads(NVR, config.get("threads", 0))
    ROUNDS = ceil_div(NVR, TH)
    BATCH = min(config.get("batch", 0) or ROUNDS, ROUNDS)
    GROUPS = ceil_div(ROUNDS, BATCH)
    WARPS = TH // 32
    FULL = NVR % TH == 0  # every round of every thread in the rank's range
    EXACT = NVR * CL == NV  # every rank's range inside the channel
    ASYNC = config.get("copy", "regs") == "async" and VBYTES in (4, 8, 16)
    RED_OFF = NVR * L * dtype_bytes(dt)
    RED_OFF += (-RED_OFF) % 16
    SMEM = RED_OFF + RED_BYTES + 16  # + the block's pair, read by the cluster
    f32 = "float32"

    def ok(rank, li):  # local vector li of this rank exists
        return all_of(([li < NVR] if not FULL else []) + ([rank * NVR + li < NV] if not EXACT else []))

    gvec = lambda rank, i: rank * NVR + i  # noqa: E731
    load = _load_macro(T, dt, L, TH, BATCH, ROUNDS, GROUPS, VBYTES, ASYNC, gofs, ok, gvec)
    store = _store_macro(T, dt, L, TH, ROUNDS, gofs, ok, gvec)
    stats, write = stats_macros(T, inv_m, eps, fct, keep, unbias)
    warp_pairs, sum_pairs, _ = allreduce_macros(T, WARPS)
    cluster_sum = cluster_sum_macro(T, CL, 64)

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, 1, 1), f32), bias: T.Buffer((1, C, 1, 1), f32),
             running_mean: T.Buffer((1, C, 1, 1), f32), running_var: T.Buffer((1, C, 1, 1), f32),
             Y: T.Buffer((N, C, H, W), dt), running_mean_out: T.Buffer((1, C, 1, 1), f32),
             running_var_out: T.Buffer((1, C, 1, 1), f32), saved_mean: T.Buffer((1, C, 1, 1), f32),
             saved_inv_std: T.Buffer((1, C, 1, 1), f32)):
        T.device_entry()
        cid = T.cluster_id([C])
        crank = T.cta_id_in_cluster([CL])
        # read the special registers once (their asm is volatile: every use would re-read them, an S2R each)
        ids = T.alloc_buffer((2,), "int32", scope="local")
        ids[0] = cid
        ids[1] = crank
        c = ids[0]
        rank = ids[1]
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        smem = T.alloc_buffer((SMEM // dtype_bytes(dt),), dt, scope="shared.dyn", align=16)
        red = T.decl_buffer((RED_BYTES // 4 + 4,), f32, data=smem.data, elem_offset=RED_OFF // 4, scope="shared.dyn")
        xr = T.alloc_buffer((max(BATCH, 2) * L,), dt, scope="local")
        acc = T.alloc_buffer((2,), f32, scope="local")
        st = T.alloc_buffer((4,), f32, scope="local")  # shift K, mean, scale * inv_std, bias
        d = T.alloc_buffer((1,), f32, scope="local")
        rem = T.alloc_buffer((1,), "uint64", scope="local")
        got = T.alloc_buffer((2 * CL,), f32, scope="local")
        st[0] = T.Cast(f32, Xf[c * HW])
        acc[0] = T.float32(0)
        acc[1] = T.float32(0)
        load(Xf, smem, xr, acc, d, st, c, rank, tx)
        # block reduction as in `kernel`, then thread 0 leaves the block's pair for the cluster
        warp_pairs(acc, red, tx)
        if tx == 0:
            sum_pairs(acc, red)
            red[64] = acc[0]
            red[65] = acc[1]
        cluster_sum(acc, red, rem, got)
        stats(acc, d, st)
        if rank == 0:
            if tx == 0:
                write(running_mean, running_var, running_mean_out, running_var_out, saved_mean, saved_inv_std, d, st,
                      c)
        st[2] = scale[0, c, 0, 0] * st[3]
        st[3] = bias[0, c, 0, 0]
        store(Yf, smem, xr, st, c, rank, tx)
        T.ptx["barrier.cluster.wait"]()  # no block leaves while another may still read its pair

    return main


