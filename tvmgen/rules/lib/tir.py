"""TIR expressions and attributes that schedule primitives cannot express, shared by several rules."""
from __future__ import annotations



def ratio_f32(T, a, b):
    """fp32 a / b rounded once from the double: the op's own constant (ops.tensors.c32) when both are known, else the
    same rounding at run time, so a kernel that takes a size as an argument computes what the static one bakes in."""
    from ...ops.tensors import c32

    if isinstance(a, int) and isinstance(b, int):
        return c32(a / b)
    num = T.float64(float(a)) if isinstance(a, int) else T.Cast("float64", a)
    return T.Cast("float32", num / T.Cast("float64", b))


def neg_inf(T, dtype: str):
    """-inf of `dtype` as a TIR constant. TVM 0.27 prints a bfloat16 infinity constant as
    __float2bfloat16_rn(-inff), which does not compile: bf16's -inf is written as its bits."""
    if dtype == "bfloat16":
        return T.reinterpret(dtype, T.uint16(0xFF80))
    return T.Cast(dtype, T.float32(float("-inf")))


def hmax(T, dtype: str, a, b):
    """max(a, b) of `dtype`: __hmax for fp16 and bf16 (exact; nvcc fuses pairs into VHMNMX), else max."""
    from ...ops.base import is_half

    return T.call_pure_extern(dtype, "__hmax", a, b) if is_half(dtype) else T.max(a, b)


def multiple_of(x, d: int) -> bool:
    """Whether `x` (an int, or a TIR expression of run-time sizes) is a multiple of d for every value of its sizes:
    a batch of 112x112 images is always whole 128-row tiles, and a kernel that knows it needs no row guard."""
    if isinstance(x, int):
        return x % d == 0
    from tvm import tirx
    from tvm.sym import Analyzer

    return bool(Analyzer().can_prove_equal(tirx.floormod(x, d), 0))


def all_of(conds: list):
    """The TIR conjunction of `conds`; Python True when there are none, so that no predicate is emitted."""
    if not conds:
        return True
    from tvm import tirx

    out = conds[0]
    for c in conds[1:]:
        out = tirx.And(out, c)
    return out


def min_blocks_per_sm(mod, blocks: int):
    """__launch_bounds__(threads, blocks) on the first kernel of `mod`: TVM 0.27's CUDA codegen reads the bound from
    an AttrStmt tirx.launch_bounds_min_blocks_per_sm inside the kernel, which schedule annotations cannot express,
    so it is put here around the body of the first blockIdx-bound loop. ptxas then keeps the registers under
    65536 / (threads x blocks) and, the other way round, may use that many (it capped a 128-thread GEMM at 128
    registers and spilled where 170 fit 3 blocks per SM). blocks=0 leaves the module as it is."""
    import tvm
    from tvm import s_tir, tirx

    if not blocks:
        return mod
    func = mod["main"]
    realize = func.body
    root = realize.block

    def wrap(stmt, done):
        if isinstance(stmt, tirx.SeqStmt):
            return tirx.SeqStmt([wrap(x, done) for x in stmt.seq])
        if (isinstance(stmt, tirx.For) and stmt.thread_binding is not None and not done
                and str(stmt.thread_binding.thread_tag).startswith("blockIdx")):
            done.append(stmt)
            body = tirx.AttrStmt(tvm.tirx.IntImm("int32", 0), "tirx.launch_bounds_min_blocks_per_sm",
                                 tvm.tirx.IntImm("int32", blocks), stmt.body)
            return tirx.For(stmt.loop_var, stmt.min, stmt.extent, stmt.kind, body, stmt.thread_binding,
                            stmt.annotations)
        return stmt

    done: list = []
    body = wrap(root.body, done)
    if not done:
        return mod
    root = s_tir.SBlock(root.iter_vars, root.reads, root.writes, root.name_hint, body, root.init,
                        root.alloc_buffers, root.match_buffers, root.annotations)
    return tvm.IRModule({"main": func.with_body(s_tir.SBlockRealize(realize.iter_values, realize.predicate, root))})
