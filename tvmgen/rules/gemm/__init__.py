"""Rules of the gemm family (matmul, dense): CUDA-core tiles, mma.sync tensor cores, skinny and split-K for small
M, and Hopper wgmma."""
from .kernel_wgmma import MatmulWGMMA
from .schedule_mma import MatmulMMA
from .schedule_skinny import MatmulSkinny
from .schedule_splitk_mma import MatmulSplitKMMA
from .schedule_tiled import MatmulTiled

RULES = (MatmulMMA(), MatmulSkinny(), MatmulSplitKMMA(), MatmulTiled(), MatmulWGMMA())
