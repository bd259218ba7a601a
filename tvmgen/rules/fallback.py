"""dlight's default GPU rules as the last link of every chain: any operator gets a correct schedule.

They declare no `needs`: dlight reads the target itself and uses tensor cores (wmma) only where it has them.
"""
from __future__ import annotations

from .base import ScheduleRule


class DlightDefault(ScheduleRule):
    name = "dlight"
    summary = "TVM's default GPU schedule rules (dlight): Matmul, GEMV, Reduction, GeneralReduction, Fallback"
    space: dict = {}

    def apply(self, mod, op, p, config, hw):
        from tvm.s_tir import dlight as dl

        g = dl.gpu
        with hw.target():
            return dl.ApplyDefaultSchedule(
                g.Matmul(), g.GEMV(), g.LowBatchGEMV(), g.Reduction(), g.GeneralReduction(), g.Transpose(),
                g.Fallback(),
            )(mod)


class Fallback(ScheduleRule):
    name = "fallback"
    summary = "dlight's Fallback alone: one thread per output element, always applies"
    space: dict = {}

    def apply(self, mod, op, p, config, hw):
        from tvm.s_tir import dlight as dl

        with hw.target():
            return dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
