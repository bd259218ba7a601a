"""fp16 and bf16 GEMM on Hopper as the fastest kernels are built, rule `matmul_wgmma_ws`: TMA loads from a producer
warpgroup through mbarriers, two consumer warpgroups on wgmma, a persistent tile loop, C stored by TMA (the
kernel: rules/lib/wgmma_ws.py).

matmul (B [K, N], or [N, K] with trans_b; batch supported) and dense (Y = act(X @ W^T + bias)). The tensor maps
are built by the launcher from the manifest's description (a kernel argument of kind "tensormap"), so the
shader's user passes pointers as for every other shader. Any M; N and K multiples of 8 (TMA's 16-byte strides):
the copy engine zero-fills what lies past the tensor and clips the stores. M may be a run-time size
(`m=lo..hi@opt --schedule matmul_wgmma_ws`): the maps' M dimension, the tile count and the persistent grid are then
expressions of it, which the launcher evaluates per call. The chain takes it where N and K are at least 1024 and M
at least 512 (no batch): the sizes at which the H200 verified it and timed it ahead of matmul_wgmma. Elsewhere name
it (`--schedule matmul_wgmma_ws`).
"""
from __future__ import annotations

from ...hardware import Arch
from ...ops.base import Operator, ParamError
from ...ops.gemm import epilogue_te
from ..base import KernelRule
from ..lib import wgmma, wgmma_ws


PREFER_FROM = 1024  # the smallest N and K it was timed at ahead of matmul_wgmma
PREFER_FROM_M = 512  # and M (512 x 4096 x 4096: reports/h200/variants/*-gemm-issue20.json)


def kmajor(op: Operator, p: dict) -> bool:
    """B is K-major: a dense weight [N, K], or matmul with trans_b."""
    return op.name == "dense" or bool(p.get("trans_b"))


class MatmulWGMMAWS(KernelRule):
    name = "matmul_wgmma_ws"
    summary = ("fp16/bf16 GEMM: TMA producer warpgroup + two wgmma consumers on mbarriers, persistent tiles, TMA "
               "store (TIRx, sm_90a)")
    ops = ("matmul", "dense")
    needs = frozenset({"wgmma", "tma"})
    priority = 3
    space = wgmma_ws.SPACE
    symbolic = ("m",)  # M may be a run-time size: the maps' M and the tile count are expressions of it

    def _fits(self, p: dict) -> str | None:
        if p["dtype"] not in wgmma.ELEMENTS:
            return f"{self.name} is for {' or '.join(wgmma.ELEMENTS)}"
        if p.get("trans_a"):
            return "trans_a: the TMA GEMM needs A row-major (K contiguous)"
        return None

    def prefer(self, op: Operator, p: dict, hw: Arch) -> bool:
        # where the H200 verified and timed it ahead of matmul_wgmma (512 x 4096 x 4096, 1024^3 to 8192^3, trans_b,
        # bf16, dense + GELU); small M keeps matmul_wgmma's swapped and split kernels
        return (p["m"] >= PREFER_FROM_M and min(p["n"], p["k"]) >= PREFER_FROM and p.get("batch", 1) == 1
                and self._fits(p) is None
                and wgmma_ws.config_error(hw, p["n"], p["k"], self.default(op, p, hw), p["dtype"], kmajor(op, p)) is None)

    def run_time_config(self, op: Operator, p: dict, hw: Arch, config: dict) -> dict:
        if config.get("cluster", wgmma_ws.OPTIONAL["cluster"]) > 1:
            raise ParamError("config: cluster=2 pairs the tile-rows of a static M; a run-time m takes cluster=1")
        if config.get("splits", wgmma_ws.OPTIONAL["splits"]) > 1:
            raise ParamError("config: splits > 1 gives each block one tile of a static M; a run-time m takes 1")
        if config.get("stream_k", wgmma_ws.OPTIONAL["stream_k"]):
            raise ParamError("config: stream_k=1 shares a static M's k steps (its workspace sized by them); a "
                             "run-time m takes 0")
        return config

    def uses(self, op: Operator, p: dict, config: dict, hw: Arch) -> frozenset[str]:
        return wgmma_ws.features(self.needs, config)

    def default(self, op: Operator, p: dict, hw: Arch) -> dict:
        return wgmma_ws.default_config(hw, p["m"], p["n"], p["k"], p.get("batch", 1))

    def fill(self, op: Operator, p: dict, hw: Arch, given: dict) -> dict:
        cfg = super().fill(op, p, hw, given)
        if "stages" not in given:  # as many as fit beside the tile and C's staging the given knobs ask for
            cfg["stages"] = wgmma_ws.stages_for(hw, cfg["bn"], cfg.get("store", "tma"),
                                                cfg.get("c_pieces", wgmma_ws.OPTIONAL["c_pieces"]),
                                                wgmma_ws.cluster_blocks(cfg))
        return cfg

    def valid(self, op: Operator, p: dict, config: dict, hw: Arch) -> str | None:
        cfg = self.fill(op, p, hw, config)
        return (super().valid(op, p, config, hw) or self._fits(p)
                or wgmma_ws.config_error(hw, p["n"], p["k"], cfg, p["dtype"], kmajor(op, p))
                or wgmma_ws.split_error(hw, p["m"], p["n"], p["k"], cfg, p.get("batch", 1))
                or wgmma_ws.stream_k_error(cfg))

    def build(self, op: Operator, p: dict, config: dict, hw: Arch):
        import tvm

        # a whole config as given (a run-time M has no default of its own: the plan took the representative's)
        whole = set(wgmma_ws.SPACE) - set(wgmma_ws.OPTIONAL) <= set(config)
        cfg = config if whole else self.fill(op, p, hw, config)
        if (self._fits(p) or wgmma_ws.config_error(hw, p["n"], p["k"], cfg, p["dtype"], kmajor(op, p))
                or wgmma_ws.stream_k_error(cfg)):
            return None
        kernel = dense_kernel if op.name == "dense" else matmul_kernel
        return tvm.IRModule({"main": kernel(p, cfg, hw)})


def _with_maps(T, body, maps: dict, dt: str, grid: int):
    """A macro `entry(A, B, C, E)`: the host builds the three tensor maps over A, B and C (TVM's form, which
    codegen.tensor_maps reads into the manifest), then the kernel `body` runs on them."""

    @T.macro
    def entry(A, B, C, E):
        A_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", A_map, dt, 3, A.data, *maps["a"])
        B_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", B_map, dt, 3, B.data, *maps["b"])
        C_map: T.let[T.handle("tensormap")] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed("runtime.cuTensorMapEncodeTiled", C_map, dt, 3, C.data, *maps["c"])
        body(A_map, B_map, C_map, C, E, grid)

    return entry


def matmul_kernel(p: dict, config: dict, hw: Arch):
    from tvm.script import tirx as T

    M, N, K, batch, dt = p["m"], p["n"], p["k"], p.get("batch", 1), p["dtype"]
    trans_b = bool(p.get("trans_b"))
    b_shape = (batch, N, K) if trans_b else (batch, K, N)
    body, maps, grid = wgmma_ws.kernel(hw, config, M, N, K, batch, b_kmajor=trans_b, dtype=dt)
    entry = _with_maps(T, body, maps, dt, grid)

    @T.prim_func
    def main(A: T.Buffer((batch, M, K), dt), B: T.Buffer(b_shape, dt), C: T.Buffer((batch, M, N), dt)):
        entry(A, B, C, C)

    return main


def dense_kernel(p: dict, config: dict, hw: Arch):
    from tvm.script import tirx as T

    M, N, K, dt = p["m"], p["n"], p["k"], p["dtype"]

    def epi(E, v, col):
        return epilogue_te(p["activation"], v + T.Cast("float32", E[col]) if p["bias"] else v)

    body, maps, grid = wgmma_ws.kernel(hw, config, M, N, K, 1, b_kmajor=True, dtype=dt, epi=epi)
    entry = _with_maps(T, body, maps, dt, grid)

    if p["bias"]:
        @T.prim_func
        def main(X: T.Buffer((1, M, K), dt), W: T.Buffer((1, N, K), dt), bias: T.Buffer((N,), dt),
                 Y: T.Buffer((1, M, N), dt)):
            entry(X, W, Y, bias)
    else:
        @T.prim_func
        def main(X: T.Buffer((1, M, K), dt), W: T.Buffer((1, N, K), dt), Y: T.Buffer((1, M, N), dt)):
            entry(X, W, Y, Y)

    return main
