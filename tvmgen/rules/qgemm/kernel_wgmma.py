"""int_mm and scaled_mm on Hopper's wgmma (rule `qgemm_wgmma`): the engine of rules/lib/wgmma.py with 1-byte operands.

int8 x int8 runs `wgmma.mma_async ... k32.s32.s8.s8` into int32 accumulators, fp8 x fp8 `k32.f32.e4m3.e4m3` (any
pairing of e4m3 and e5m2) into float32 ones. A k step is one 128-byte swizzle row: 128 elements of K, so K must be a
multiple of 128 and N of the tile's bn; M is any (the last tile-row zero-filled, its stores predicated). 8-bit wgmma
reads both operands K-major, so int_mm takes B stored [N, K] (trans_b=true) only; scaled_mm's B is [N, K] always.

The epilogue is the operator's own formula on the accumulators, in the registers:
* int_mm out=int32: the sums, stored as pairs of 32-bit words;
* int_mm out=int8 / float16: float32(acc) * scale_a[i] * scale_b[j], each product rounded (__fmul_rn, so that no
  compiler contracts or reorders them), then nearbyint and a clamp to [-128, 127] (int8, stored as byte pairs) or
  the paired round-to-nearest-even conversion to fp16: bit for bit the operator's float32 steps;
* scaled_mm: acc * scale_a * scale_b, + bias, the activation (ops/gemm.py's epilogue_te), then bf16 / fp16 pairs
  (staged through shared memory for 16-byte stores, stage_c=1) or float32 pairs.
fp8's sum: wgmma adds fp8 products at less than float32's precision, so by default each k step (4 instructions,
K = 128) sums into fresh registers that are then added to the float32 accumulators (`promote`, as cuBLASLt without
fast accumulation); promote=0 (fast accumulation, the whole sum in the tensor core) is a knob for tuning only.

Opt-in for now (prefer() is False): the default chain keeps qgemm_direct, whose numerics the CPU emulator checks,
until the H200 has verified this kernel (`--schedule qgemm_wgmma` picks it).
"""
from __future__ import annotations

from ... import dtypes
from ...hardware import Arch
from ...ops.base import Operator
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..conv.kernel_wgmma import nhwc_operands
from ..lib import wgmma

OUT_BYTES = {"int8": 1, "float16": 2, "bfloat16": 2, "int32": 4, "float32": 4}


def operand_types(op: Operator, p: dict) -> tuple[str, str, str]:
    """(A's, B's, C's storage type) of an int_mm, int_conv2d or scaled_mm."""
    if op.name in ("int_mm", "int_conv2d"):
        return "int8", "int8", p["out"]
    return dtypes.storage(p["a_dtype"]), dtypes.storage(p["b_dtype"]), p["out"]


def gemm_sizes(op: Operator, p: dict) -> tuple[int, int, int]:
    """(M, N, K) of the product: int_conv2d's is its implicit GEMM, N*P*Q pixels x K filters over R*S*C."""
    return op.geometry(p).gemm if op.name == "int_conv2d" else (p["m"], p["n"], p["k"])


class QuantizedGemmWGMMA(KernelRule):
    name = "qgemm_wgmma"
    summary = ("int8 / fp8 GEMM (and int8 convolution, its windows gathered) on Hopper wgmma (k32, K-major A and B), "
               "the scales' epilogue in registers (TIRx, sm_90a)")
    ops = ("int_mm", "scaled_mm", "int_conv2d")
    needs = frozenset({"wgmma", "cp_async"})
    priority = 1
    space = {"bn": [128, 256, 64, 192], "stages": [4, 3, 5, 2, 6, 8], "depth": [1, 0], "group_m": [8, 1, 4, 16],
             "stage_c": [1, 0], "promote": [1, 0]}

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        return False  # opt-in until verified on the H200

    def _fits(self, op: Operator, p: dict) -> str | None:
        if op.name == "int_mm" and not p["trans_b"]:
            return "trans_b=false: qgemm_wgmma needs B stored [N, K] (8-bit wgmma reads K-major operands only)"
        if op.name == "int_conv2d" and op.geometry(p).c % 128:
            return (f"input: qgemm_wgmma needs C a multiple of 128 (a k step is 128 channels of one tap; "
                    f"got C={op.geometry(p).c})")
        return None

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        a, _, out = operand_types(op, p)
        m, n, k = gemm_sizes(op, p)
        # default_config counts k steps of 64 elements; a 1-byte k step is 128
        cfg = wgmma.default_config(hw, m, n, k // 2, b_kmajor=True)
        cfg.pop("splits", None)
        if cfg["bn"] > wgmma.MAX_N[wgmma.element(a)["acc"]]:
            cfg["bn"] = 128
        cfg["stage_c"] = int(OUT_BYTES[out] == 2)
        # fp8: each k step's sum promoted into the float32 accumulators (the operator's float32 sum, as cuBLASLt
        # without fast accumulation): two sets of accumulators, so at most 128 columns, each step waited for
        cfg["promote"] = int(wgmma.element(a)["acc"] == "float32")
        if cfg["promote"]:
            cfg["bn"], cfg["depth"] = min(cfg["bn"], 128), 0
        return cfg

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        err = super().valid(op, p, config, hw) or self._fits(op, p)
        if err:
            return err
        cfg = self.fill(op, p, hw, config)
        a, _, out = operand_types(op, p)
        m, n, k = gemm_sizes(op, p)
        big = max(t.size for t in op.inputs(p) + op.outputs(p))
        if max(m * k, n * k, m * n, big) >= 2**31:
            return f"m={m} n={n} k={k}: qgemm_wgmma indexes its tensors in 32 bits"
        if cfg["stage_c"] and OUT_BYTES[out] != 2:
            return f"stage_c=1: out={out} is stored from the registers (qgemm_wgmma stages 2-byte outputs only)"
        if cfg["promote"] and wgmma.element(a)["acc"] != "float32":
            return f"promote=1: {a} sums exactly in int32 (promotion is fp8's)"
        if cfg["promote"] and (cfg["bn"] > 128 or cfg["depth"]):
            return (f"promote=1 (bn={cfg['bn']}, depth={cfg['depth']}): two sets of accumulators need bn <= 128, and "
                    "each k step is waited for (depth=0)")
        return wgmma.config_error(hw, n, k, cfg, a)

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        if self.valid(op, p, config, hw):
            return None
        return tvm.IRModule({"main": qgemm_kernel(op, p, self.fill(op, p, hw, config))})


def qgemm_kernel(op: Operator, p: dict, config: dict):
    from tvm.script import tirx as T

    M, N, K = gemm_sizes(op, p)
    a_t, b_t, out = operand_types(op, p)
    KS = wgmma.k_step(a_t)
    PIECE = 16  # 1-byte elements in a 16-byte piece
    CONV = op.name == "int_conv2d"
    if CONV:  # int_mm's scales: one for the input (a "tensor" scale_a), one per channel = column of the product
        ROW, COL = False, p["scale_w"] == "channel"
    else:
        ROW, COL = p["scale_a"] == "row", p["scale_b"] == "column"
    sa_n, sb_n = (M if ROW else 1), (N if COL else 1)
    BIAS = op.name == "scaled_mm" and p["bias"]
    if CONV:  # the NHWC windows, 128 channels of one tap a k step, as conv_wgmma gathers its 64
        a_src, a_ok, b_src = nhwc_operands(op.geometry(p), False, KS, PIECE)
    else:
        a_ok = None

        def a_src(A, bz, m, ks, c):
            return A.ptr_to([m, ks * KS + c * PIECE])

        def b_src(B, bz, j, ks, c):
            return B.ptr_to([j, ks * KS + c * PIECE])

    def mul(x, y):  # one float32 product, rounded as written (no contraction into a later add)
        return T.call_pure_extern("float32", "__fmul_rn", x, y)

    def scaled(E, v, row, col):
        return mul(mul(T.Cast("float32", v), E[0][row if ROW else 0]), E[1][col if COL else 0])

    def int_epi(E, v, row, col):
        if out == "int32":
            return v
        y = scaled(E, v, row, col)
        if out == "float16":
            return y  # the pair conversion rounds to nearest even, as float16(y)
        return T.max(T.min(T.nearbyint(y), T.float32(127.0)), T.float32(-128.0))

    def fp8_epi(E, v, row, col):
        y = scaled(E, v, row, col)
        if BIAS:
            y = y + T.Cast("float32", E[2][col])
        return epilogue_te(p["activation"], y)

    body = wgmma.gemm_body(M=M, N=N, K=K, batch=1, b_kmajor=True, a_src=a_src, b_src=b_src, a_ok=a_ok, dtype=a_t,
                           b_dtype=b_t, out_dtype=out, epi_rc=fp8_epi if op.name == "scaled_mm" else int_epi, **config)

    if CONV:
        g = op.geometry(p)
        if out == "int32":
            @T.prim_func
            def main(X: T.Buffer(g.input_shape, a_t), W: T.Buffer(g.filter_shape, b_t), Y: T.Buffer((1, M, N), out)):
                body(X, W, Y, Y)
        else:
            @T.prim_func
            def main(X: T.Buffer(g.input_shape, a_t), W: T.Buffer(g.filter_shape, b_t),
                     scale_x: T.Buffer((1,), "float32"), scale_w: T.Buffer((sb_n,), "float32"),
                     Y: T.Buffer((1, M, N), out)):
                body(X, W, Y, (scale_x, scale_w))
    elif op.name == "int_mm" and out == "int32":
        @T.prim_func
        def main(A: T.Buffer((M, K), a_t), B: T.Buffer((N, K), b_t), C: T.Buffer((1, M, N), out)):
            body(A, B, C, C)
    elif op.name == "int_mm":
        @T.prim_func
        def main(A: T.Buffer((M, K), a_t), B: T.Buffer((N, K), b_t), scale_a: T.Buffer((sa_n,), "float32"),
                 scale_b: T.Buffer((sb_n,), "float32"), C: T.Buffer((1, M, N), out)):
            body(A, B, C, (scale_a, scale_b))
    elif BIAS:
        @T.prim_func
        def main(A: T.Buffer((M, K), a_t), B: T.Buffer((N, K), b_t), scale_a: T.Buffer((sa_n,), "float32"),
                 scale_b: T.Buffer((sb_n,), "float32"), bias: T.Buffer((N,), out), D: T.Buffer((1, M, N), out)):
            body(A, B, D, (scale_a, scale_b, bias))
    else:
        @T.prim_func
        def main(A: T.Buffer((M, K), a_t), B: T.Buffer((N, K), b_t), scale_a: T.Buffer((sa_n,), "float32"),
                 scale_b: T.Buffer((sb_n,), "float32"), D: T.Buffer((1, M, N), out)):
            body(A, B, D, (scale_a, scale_b))

    return main


RULES = (QuantizedGemmWGMMA(),)
