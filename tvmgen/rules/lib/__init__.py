"""Building blocks that several families' rules share: no rule is registered here.

sizes: tile, vector and thread arithmetic; te: helpers for schedule rules (TVM's schedulable TIR); tir: TIR
expressions and attributes; mma: the mma.sync GEMM schedule (gemm and conv); wgmma: the Hopper GEMM engine (a
TIRx kernel body, gemm and conv).
"""
