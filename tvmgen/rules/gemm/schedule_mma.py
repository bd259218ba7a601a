"""fp16 and bf16 GEMM on tensor cores with ldmatrix + mma.sync (m16n8k16, fp32 accumulation), as a TVM schedule:
rule `matmul_mma`.

C[M, N] = op(A) @ op(B): fp16 (bf16) in, fp32 accumulate, fp16 (bf16) out; trans_a / trans_b and batch supported.
The schedule itself (tiling, pipelines, epilogue) is `schedule_mma_gemm` in rules/lib/mma.py, which split-K and the
implicit-GEMM convolution reuse; this rule picks its config and hands it the matmul's block.

What limits speed: mma.sync is Hopper's pre-wgmma tensor-core path; it reaches about half of cuBLAS on the H200
(several times dlight's wmma kernel; the numbers: reports/README.md and reports/h200/current.md). Operands go
through registers: per k16 step a 64 x 64 warp tile reads 4 KB of shared memory with ldmatrix for 32
HMMA.16816, i.e. at the tensor peak the shared-memory port would be as busy as the tensor cores (8 warps of
64 x 32 measured slower for that reason), and 128 fp32 accumulators + fragments take ~205 registers, so only 2
blocks (8 warps) fit per SM to hide latency. wgmma (operands straight from shared memory, 64 x 256 per
warpgroup) and TMA are what cuBLAS uses to reach twice this; TVM's s_tir schedules cannot emit them, so
matmul_wgmma (rules/gemm/kernel_wgmma.py) writes them as a TIRx kernel and takes the shapes it can.

Knobs: bm, bn (block tile), bk (k step), wm, wn (warp tile), stages (shared buffers in flight with
cp.async; 1 = no pipelining), raster (tile-rows per L2 group; 0 = plain row-major grid), frag_pipe
(double-buffer the ldmatrix fragments), async (1: cp.async pipeline where possible, 0: register-staged).
"""
from __future__ import annotations

from typing import Any

from ..base import ScheduleRule
from ..lib.mma import MMA_DTYPES, NEEDS, async_copy_enabled, config_error, features, operand_vectors, schedule_mma_gemm
from ..lib.sizes import ceil_div


def _supported(p: dict) -> bool:
    return p.get("dtype") in MMA_DTYPES


class MatmulMMA(ScheduleRule):
    name = "matmul_mma"
    summary = "fp16/bf16 tensor-core GEMM: ldmatrix + mma.sync.m16n8k16, cp.async multi-stage pipeline, fused cast"
    ops = ("matmul",)
    needs = NEEDS
    space = {
        "bm": [32, 64, 128, 256],
        "bn": [32, 64, 128, 256],
        "bk": [16, 32, 64],
        "wm": [16, 32, 64, 128],
        "wn": [16, 32, 64, 128],
        "stages": [1, 2, 3, 4, 5],
        "raster": [0, 2, 4, 8, 16],
        "frag_pipe": [1, 0],
        "async": [1, 0],
    }

    def default(self, op, p: dict, hw) -> dict[str, Any]:
        """128 x 128 x 32 tiles, 4 warps of 64 x 64, 4 cp.async stages (the best measured at 4096^3 and
        8192^3 on the H200). Smaller problems halve the tile (N side first) until the grid has at least one
        block per SM; where cp.async is impossible (rows not 4-byte aligned, N = 781) the register-staged
        pipeline wants more blocks in flight: at least two per SM (1823x781x1000 -> 64 x 64 tiles, measured
        faster than dlight's wmma kernel)."""
        m, n = p["m"], p["n"]
        batch = p.get("batch", 1)
        vec_a, vec_b, _ = operand_vectors(p)
        want = hw.sms if min(vec_a, vec_b) >= 2 else 2 * hw.sms
        bm, bn = 128, 128
        while batch * ceil_div(m, bm) * ceil_div(n, bn) < want and max(bm, bn) > 64:
            if bn >= bm:
                bn //= 2
            else:
                bm //= 2
        wm, wn = 64, 64
        while (bm // wm) * (bn // wn) < 4 and max(wm, wn) > 32:  # at least 4 warps per block
            if wm >= wn:
                wm //= 2
            else:
                wn //= 2
        wm, wn = min(wm, bm), min(wn, bn)
        tiles_m = ceil_div(m, bm)
        raster = next((r for r in (8, 4, 2) if tiles_m % r == 0 and tiles_m > r), 0)
        return {"bm": bm, "bn": bn, "bk": 32, "wm": wm, "wn": wn, "stages": 4, "raster": raster, "frag_pipe": 1,
                "async": int(hw.has("cp_async"))}

    def uses(self, op, p, config, hw):
        return features(self.fill(op, p, hw, config), *operand_vectors(p)[:2])

    def prefer(self, op, p, hw) -> bool:
        """fp16 or bf16 with min(M, N) > 64 (M <= 64 goes to matmul_splitk_mma or the swapped wgmma). Faster on
        the H200 than dlight's wmma kernel (the alternative in the chain) at every shape tried: square,
        1823x781x1000, batched; trans_a runs well below trans_b."""
        return _supported(p) and min(p["m"], p["n"]) > 64

    def valid(self, op, p: dict, config: dict[str, Any], hw) -> str | None:
        why = super().valid(op, p, config, hw)
        if why:
            return why
        if not _supported(p):
            return f"dtype={p.get('dtype')}: matmul_mma takes {' or '.join(MMA_DTYPES)}"
        c = self.fill(op, p, hw, config)
        why = config_error(p, c, hw)
        if why:
            return why
        grid = ceil_div(p["m"], c["bm"]) * ceil_div(p["n"], c["bn"])
        if grid > hw.max_grid[0]:
            return f"{grid} blocks, over the grid x limit"
        if p.get("batch", 1) > hw.max_grid[2]:
            return f"batch={p['batch']}: over the grid z limit {hw.max_grid[2]}"
        return None

    def apply(self, mod, op, p, config, hw):
        if not _supported(p):
            return None
        from tvm import s_tir

        c = self.fill(op, p, hw, config)
        if not async_copy_enabled():
            c["async"] = 0  # cp.async is lowered only under codegen.PASS_CONFIG
        sch = s_tir.Schedule(mod)
        try:
            block = sch.get_sblock("C_acc")
        except Exception:  # noqa: BLE001  (no such block)
            return None
        vec_a, vec_b, vec_c = operand_vectors(p)
        schedule_mma_gemm(sch, block, c, bool(p.get("trans_a")), bool(p.get("trans_b")), vec_a, vec_b, vec_c)
        return sch.mod
