"""Winograd convolution (rule `conv_winograd`, conv2d algo=winograd; cuDNN's
CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED): F(2x2, 3x3), four kernels and three workspaces.

Stages (see Conv2d._winograd; T = N * ceil(P/2) * ceil(Q/2) tiles):
1. U[16, K, C] = G g G^T: filter transform, one thread per element (9 taps each).
2. V[16, T, C] = B^T d B: input transform, zero padding fused; one thread per (tile, channel), the 16 entries
   unrolled inside it so the 4x4 window is loaded once (C innermost: coalesced NHWC reads, coalesced writes).
3. M = 16 batched GEMMs over C (fp32 out): conv_implicit_gemm's engines (tensor cores for fp16).
4. Y = A^T M A (+ bias, activation): one thread per output, 16 reads of M through L1/L2.
Multiplies: 16/36 of direct (2.25x fewer); the price is V (16/4 = 4x the input) and M (4x the output, fp32)
through global memory, so it pays off where the GEMM dominates: many channels, small images (C256 14x14).
Knobs: the GEMM knobs of conv_implicit_gemm, plus `threads` (per block of the transform kernels).
"""
from __future__ import annotations

from ...ops.conv import geometry
from ..lib.sizes import aligned_width
from .schedule_implicit_gemm import SPACE, GemmConvRule, gemm_config, schedule_gemm, schedule_injective


class ConvWinograd(GemmConvRule):
    name = "conv_winograd"
    summary = "Winograd F(2x2,3x3): filter + input transforms, 16 batched GEMMs (tensor cores for fp16), output transform"
    ops = ("conv2d",)
    space = {**SPACE, "threads": [256, 128, 512]}
    algo = "winograd"
    extra = {"threads": 256}
    nchw_store_i = False

    def _gemm(self, p, config, hw):
        """16 batched GEMMs over C: tiles x filters (NHWC) or filters x tiles (NCHW)."""
        g = geometry(p)
        th, tw = g.tiles
        nt = g.n * th * tw
        m, n = (g.k, nt) if g.layout == "NCHW" else (nt, g.k)
        return gemm_config(hw, p, m, n, g.c, {k: v for k, v in config.items() if k not in self.extra}, batch=16)

    def apply(self, mod, op, p, config, hw):
        import tvm

        if p.get("algo") != "winograd":
            return None
        cfg = self._gemm(p, config, hw)
        threads = config.get("threads", 256)
        sch = tvm.s_tir.Schedule(mod)
        g = geometry(p)
        th, tw = g.tiles
        # U [16, K, C] and V [16, T, C] rows are C long; M's rows are T (NCHW) or K (NHWC) long
        vecs = (aligned_width(8, g.c), aligned_width(8, g.c),
                aligned_width(4, g.n * th * tw if g.layout == "NCHW" else g.k))
        if not schedule_gemm(sch, sch.get_sblock("M"), p, cfg, keep=("U", "V", "Y_acc", "Y"), vecs=vecs):
            if cfg["engine"] == "simt":
                return None
            # the tensor-core tile did not tensorize this shape: the same algorithm on CUDA cores
            return self.apply(mod, op, p, {**config, "engine": "simt"}, hw)
        epi = op.has_epilogue(p)
        if epi:
            sch.reverse_compute_inline(sch.get_sblock("Y"))
        schedule_injective(sch, "Y_acc" if epi else "Y", threads)
        schedule_injective(sch, "U", threads)
        v = sch.get_sblock("V")
        e, t, c = sch.get_loops(v)
        sch.reorder(t, c, e)
        schedule_injective(sch, "V", threads, unroll_inner=1)
        return sch.mod


