"""Batch normalization inference (spatial) as a flat TIRx kernel: rule `batchnorm_flat`.

`nchw_planes` (rules/batchnorm/schedule.py) runs a block per (n, c) plane and was measured slower on the H200 than
a plain elementwise kernel of the same bytes (relu, rule `injective`: 256 threads x one 16-byte vector each), staged
through shared memory or not. This rule takes relu's shape of work and adds only what batch norm needs:

* thread t of block b handles the `lanes`-element vectors (b * rounds + r) * threads + t, r < rounds (one
  16-byte load and store each; lanes | H*W so a vector never leaves a plane). All the thread's loads, X and the
  four per-channel parameters of each vector (c = vector // (H*W / lanes) % C; the same for the whole warp almost
  always, L1 broadcasts), are issued before the first store: rounds x 16 bytes in flight per thread.
* Y = scale / sqrt(var + eps) * (x - mean) + bias in fp32, exactly the op's expression.
* hint=1: X loaded with ld.global.nc.L1::no_allocate (read-only path, no L1 allocation: the data is used once)
  and Y stored with st.global.cs (streaming: evict first from L2), so that the stream does not displace lines
  other blocks still need. hint=0: plain loads and stores.

Applies to inference, spatial mode. On the H200 (32x256x56x56 fp16) rounds=1 measured ahead of nchw_planes and
level with relu; rounds=2 / 4 were no faster, and the cache hints cost time in every variant, so hint=0 is the
default. The numbers: reports/README.md and reports/h200/current.md.
"""
from __future__ import annotations

import math

from ..base import KernelRule
from ..lib.sizes import aligned_width, ceil_div, dtype_bytes, vector_width


class BatchNormFlat(KernelRule):
    name = "batchnorm_flat"
    summary = ("inference, spatial (TIRx): relu's flat layout, `rounds` 16-byte vectors per thread, all loads "
               "(X and the vector's per-channel parameters) before the first store")
    ops = ("batchnorm",)
    priority = 1  # ahead of nchw_planes, which it replaced as the default for spatial inference
    space = {"threads": [256, 128, 512, 1024], "rounds": [1, 2, 4, 8], "hint": [0, 1]}

    def prefer(self, op, p, hw):
        return not p["training"] and p["mode"] == "spatial"

    def valid(self, op, p, config, hw):
        return super().valid(op, p, config, hw) or _error(p, self.fill(op, p, hw, config), hw)

    def build(self, op, p, config, hw):
        import tvm

        if _error(p, config, hw):
            return None
        n, c, h, w = p["shape"]
        return tvm.IRModule({"main": kernel(p, config, aligned_width(vector_width(p["dtype"]), h * w))})


def _error(p: dict, config: dict, hw) -> str | None:
    """Why batchnorm_flat cannot build this config, or None."""
    if p["training"] or p["mode"] != "spatial":
        return "batchnorm_flat: spatial inference only"
    n, c, h, w = p["shape"]
    if math.prod(p["shape"]) >= 2**31:
        return f"shape={p['shape']}: batchnorm_flat indexes in int32"
    lanes = aligned_width(vector_width(p["dtype"]), h * w)
    per = config["threads"] * config["rounds"]  # vectors a block loads
    blocks = ceil_div(n * c * h * w // lanes, per)
    if blocks > hw.max_grid[0]:
        return f"threads x rounds = {per}: {blocks} blocks, over the grid's {hw.max_grid[0]}"
    if config.get("hint") and lanes * dtype_bytes(p["dtype"]) != 16:
        return f"hint=1: H*W={h * w} leaves {lanes * dtype_bytes(p['dtype'])}-byte vectors, not 16"
    return None


def kernel(p: dict, config: dict, L: int):
    from tvm.script import tirx as T

    from ...ops.tensors import c32

    N, C, H, W = p["shape"]
    dt = p["dtype"]
    HW = H * W
    VP = HW // L
    NV = N * C * VP
    R = config["rounds"]
    TH = min(config["threads"], max(32, ceil_div(NV, 32) * 32))
    BLOCKS = ceil_div(NV, TH * R)
    EVEN = NV % (TH * R) == 0
    size = N * C * HW
    eps = c32(p["epsilon"])
    f32 = "float32"
    HINT = bool(config.get("hint", 0))

    @T.prim_func
    def main(X: T.Buffer((N, C, H, W), dt), scale: T.Buffer((1, C, 1, 1), f32), bias: T.Buffer((1, C, 1, 1), f32),
             running_mean: T.Buffer((1, C, 1, 1), f32), running_var: T.Buffer((1, C, 1, 1), f32),
             Y: T.Buffer((N, C, H, W), dt)):
        T.device_entry()
        bx = T.cta_id([BLOCKS])
        tx = T.thread_id([TH])
        Xf = T.decl_buffer((size,), dt, data=X.data)
        Yf = T.decl_buffer((size,), dt, data=Y.data)
        sf = T.decl_buffer((C,), f32, data=scale.data)
        bf = T.decl_buffer((C,), f32, data=bias.data)
        mf = T.decl_buffer((C,), f32, data=running_mean.data)
        vf = T.decl_buffer((C,), f32, data=running_var.data)
        xu = T.alloc_buffer((R * 4,), "uint32", scope="local")
        xr = T.decl_buffer((R * L,), dt, data=xu.data, scope="local")
        pr = T.alloc_buffer((R * 4,), f32, scope="local")
        yu = T.alloc_buffer((4,), "uint32", scope="local")
        yr = T.decl_buffer((L,), dt, data=yu.data, scope="local")
        for r in T.unroll(R):
            if EVEN or (bx * R + r) * TH + tx < NV:
                if HINT:
                    T.ptx["ld.global.nc.L1::no_allocate.v4.u32"](
                        xu[r * 4], xu[r * 4 + 1], xu[r * 4 + 2], xu[r * 4 + 3], Xf.ptr_to([((bx * R + r) * TH + tx) * L]))
                else:
                    for e in T.vectorized(L):
                        xr[r * L + e] = Xf[((bx * R + r) * TH + tx) * L + e]
                pr[r * 4] = sf[((bx * R + r) * TH + tx) // VP % C]
                pr[r * 4 + 1] = vf[((bx * R + r) * TH + tx) // VP % C]
                pr[r * 4 + 2] = mf[((bx * R + r) * TH + tx) // VP % C]
                pr[r * 4 + 3] = bf[((bx * R + r) * TH + tx) // VP % C]
        for r in T.unroll(R):
            if EVEN or (bx * R + r) * TH + tx < NV:
                pr[r * 4] = pr[r * 4] / T.sqrt(pr[r * 4 + 1] + eps)
                for e in T.unroll(L):
                    yr[e] = T.Cast(dt, pr[r * 4] * (T.Cast(f32, xr[r * L + e]) - pr[r * 4 + 2]) + pr[r * 4 + 3])
                if HINT:
                    T.ptx["st.global.cs.v4.u32"](Yf.ptr_to([((bx * R + r) * TH + tx) * L]), yu[0], yu[1], yu[2], yu[3])
                else:
                    for e in T.vectorized(L):
                        Yf[((bx * R + r) * TH + tx) * L + e] = yr[e]

    return main


