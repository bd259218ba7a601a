"""im2col + GEMM convolution (rule `conv_im2col`, conv2d algo=im2col; cuDNN's CUDNN_CONVOLUTION_FWD_ALGO_GEMM):
two kernels and a workspace.

1. `col` kernel (injective, one thread per element): col[N*P*Q, C*R*S] = the input window of every output pixel,
   zero padding and stride applied, in the filter's own reduction order ((c, r, s) for KCRS, (r, s, c) for
   KRSC, so NHWC reads and writes run along C: coalesced). col is a global workspace of N*P*Q*C*R*S elements
   (115.6 MB for ResNet-50's 3x3 N32 C64 56x56 layer in fp16): R*S times the input.
2. GEMM kernel: Y[N*P*Q, K] = col x W^T, scheduled by conv_implicit_gemm's engines (tensor cores for fp16,
   CUDA cores for fp32) on plain row-major operands, epilogue fused into the store.
Against implicit GEMM it pays the workspace's write and read (2 * R*S * input bytes of traffic) for A tiles that
are contiguous 128-bit loads without index arithmetic or padding predicates; it wins only where the gather is
expensive and R*S is small (1x1 stride 2: the gather is a strided copy of a quarter of the input).
Knobs: conv_implicit_gemm's GEMM knobs, plus `col_threads` (threads per block of the col kernel).
"""
from __future__ import annotations

from ...ops.conv import geometry
from .schedule_implicit_gemm import SPACE, GemmConvRule, conv_vectors, inline_all, schedule_gemm, schedule_injective


class ConvIm2col(GemmConvRule):
    name = "conv_im2col"
    summary = "im2col + GEMM: explicit column workspace col[N*P*Q, C*R*S] (one kernel), then a GEMM kernel"
    ops = ("conv2d",)
    space = {**SPACE, "col_threads": [256, 128, 512, 1024]}
    algo = "im2col"
    extra = {"col_threads": 256}

    def apply(self, mod, op, p, config, hw):
        import tvm

        if p.get("algo") != "im2col":
            return None
        cfg = self._gemm(p, config, hw)
        sch = tvm.s_tir.Schedule(mod)
        inline_all(sch, ["X_pad"])
        block = sch.get_sblock("Y_acc" if op.has_epilogue(p) else "Y")
        vecs, _ = conv_vectors(geometry(p), im2col=True)
        if not schedule_gemm(sch, block, p, cfg, keep=("col",), vecs=vecs):
            if cfg["engine"] == "simt":
                return None
            # the tensor-core tile did not tensorize this shape: the same algorithm on CUDA cores
            return self.apply(mod, op, p, {**config, "engine": "simt"}, hw)
        schedule_injective(sch, "col", config.get("col_threads", 256))
        return sch.mod


