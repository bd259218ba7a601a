"""Rules of the conv family (conv2d): direct, implicit GEMM (mma.sync or CUDA cores), im2col with a workspace,
Winograd F(2x2, 3x3), and implicit GEMM on Hopper wgmma (NHWC and NCHW; NHWC also on the TMA GEMM)."""
from .kernel_wgmma import ConvWGMMA
from .kernel_wgmma_ws import ConvWGMMAWS
from .schedule_direct import ConvDirect
from .schedule_im2col import ConvIm2col
from .schedule_implicit_gemm import ConvImplicitGemm
from .schedule_winograd import ConvWinograd

RULES = (ConvDirect(), ConvImplicitGemm(), ConvIm2col(), ConvWGMMA(), ConvWGMMAWS(), ConvWinograd())
