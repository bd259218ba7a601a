"""Rules of the gemm family (matmul, dense): CUDA-core tiles, mma.sync tensor cores, skinny and split-K for small
M, and Hopper wgmma (cp.async, and TMA warp-specialized)."""
from .kernel_wgmma import MatmulWGMMA
from .kernel_wgmma_ws import MatmulWGMMAWS
from .schedule_mma import MatmulMMA
from .schedule_skinny import MatmulSkinny
from .schedule_splitk_mma import MatmulSplitKMMA
from .schedule_tiled import MatmulTiled

RULES = (MatmulMMA(), MatmulSkinny(), MatmulSplitKMMA(), MatmulTiled(), MatmulWGMMA(), MatmulWGMMAWS())
