"""Schedule rules of the quantized GEMM family (tvmgen/ops/qgemm.py)."""
from . import kernel_wgmma, schedule_direct

RULES = schedule_direct.RULES + kernel_wgmma.RULES

__all__ = ["RULES"]
