"""Which int32 arithmetic of a lowered kernel can leave the int32 range: 32-bit index overflow, found before shipping.

TVM computes an index in int32 unless the operator declared int64 extents, and wraps silently where a product passes
2^31 - 1 (a matmul with 2^32 elements in A declared A as a buffer of 0 elements and indexed it with
`blockIdx.y * 524288`, which faulted on the GPU). Every Add, Sub, Mul and left shift of type int32 in the device
code is bounded here from the loop extents, the launch extents and the values bound before it (interval arithmetic,
bottom up, with the bitwise operators the kernels index with). One whose bound leaves int32 is reported, so that
codegen refuses the parameters instead of emitting a kernel that writes somewhere else.

Only provable overflows are reported: a value read from memory (an index loaded from a tensor, a register array)
is unknown, and an expression over an unknown value is not judged. Guards are not used to narrow ranges, so an
expression computed only where a guard holds can be reported near the limit: such parameters are refused too.
"""
from __future__ import annotations

INT32_MIN, INT32_MAX = -2**31, 2**31 - 1
INF = float("inf")
UNKNOWN = (-INF, INF)

_ARITH = ("Add", "Sub", "Mul", "FloorDiv", "FloorMod", "Div", "Mod", "Min", "Max")
_BITWISE = ("RShift", "LShift", "BitwiseAnd", "BitwiseOr", "BitwiseXor")
_LOGIC = ("LT", "LE", "GT", "GE", "EQ", "NE", "And", "Or", "Not")


def _finite(r) -> bool:
    return r[0] != -INF and r[1] != INF


def _arith(kind: str, a, b):
    if kind == "Add":
        return a[0] + b[0], a[1] + b[1]
    if kind == "Sub":
        return a[0] - b[1], a[1] - b[0]
    if kind == "Mul":
        if not (_finite(a) and _finite(b)):
            return UNKNOWN
        c = (a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1])
        return min(c), max(c)
    if kind == "Min":
        return min(a[0], b[0]), min(a[1], b[1])
    if kind == "Max":
        return max(a[0], b[0]), max(a[1], b[1])
    if kind in ("FloorDiv", "Div"):
        if b[0] <= 0 or not _finite(a):
            return UNKNOWN
        if b[1] == INF:  # a divisor of unknown size shrinks the value towards 0
            return min(a[0] // b[0], 0), max(a[1] // b[0], 0)
        c = (a[0] // b[0], a[0] // b[1], a[1] // b[0], a[1] // b[1])
        return min(c), max(c)
    # FloorMod, Mod
    if b[0] > 0 and a[0] >= 0:
        return 0, min(b[1] - 1, a[1])
    return UNKNOWN


def _bitwise(kind: str, a, b):
    if kind == "RShift" and a[0] >= 0 and b[0] >= 0:
        return (0, a[1] // 2 ** int(b[0])) if a[1] != INF else (0, INF)
    if kind == "LShift" and a[0] >= 0 and b[0] >= 0 and _finite(a) and b[1] != INF:
        return a[0] * 2 ** int(b[0]), a[1] * 2 ** int(b[1])
    if kind == "BitwiseAnd" and (a[0] >= 0 or b[0] >= 0):
        return 0, min(x[1] for x in (a, b) if x[0] >= 0)
    if kind in ("BitwiseOr", "BitwiseXor") and a[0] >= 0 and b[0] >= 0 and _finite(a) and _finite(b):
        return 0, 2 ** max(int(a[1]).bit_length(), int(b[1]).bit_length()) - 1
    return UNKNOWN


class _Bounds:
    """Interval of every integer expression, from the variables bound so far."""

    def __init__(self):
        from tvm.sym import Analyzer

        self.analyzer = Analyzer()
        self.env: dict = {}  # Var -> (lo, hi)
        self.grid: dict[str, float] = {}  # blockIdx.* -> launch extent
        self.overflows: dict[str, tuple] = {}

    def of(self, e):
        import tvm

        kind = type(e).__name__
        if kind == "IntImm":
            return e.value, e.value
        if kind in ("Var", "SizeVar"):
            return self.env[e] if e in self.env else self._analyzer(e)
        if kind in _ARITH:
            r = _arith(kind, self.of(e.a), self.of(e.b))
            self._check(e, kind in ("Add", "Sub", "Mul"), r)
            return r
        if kind in _BITWISE:
            r = _bitwise(kind, self.of(e.a), self.of(e.b))
            self._check(e, kind == "LShift", r)
            return r
        if kind in _LOGIC:
            for c in (getattr(e, "a", None), getattr(e, "b", None)):
                if isinstance(c, tvm.ir.Expr):
                    self.of(c)
            return 0, 1
        if kind in ("Cast", "Broadcast"):
            return self.of(e.value)
        if kind == "Select":
            self.of(e.condition)
            a, b = self.of(e.true_value), self.of(e.false_value)
            return min(a[0], b[0]), max(a[1], b[1])
        if kind == "Ramp":
            base, stride = self.of(e.base), self.of(e.stride)
            n = int(e.lanes) - 1 if isinstance(e.lanes, int) or type(e.lanes).__name__ == "IntImm" else 0
            return base[0] + min(0, stride[0] * n), base[1] + max(0, stride[1] * n)
        if kind == "Let":
            self.env[e.var] = self.of(e.value)
            return self.of(e.body)
        if kind in ("BufferLoad", "TensorLoad"):
            for i in e.indices:
                self.of(i)
            return self._analyzer(e)
        if kind == "Call":
            return self._call(e)
        return self._analyzer(e)

    def _call(self, e):
        import tvm

        args = [self.of(a) if isinstance(a, tvm.ir.Expr) else UNKNOWN for a in e.args]
        op = getattr(e.op, "name", "")
        if op == "tirx.if_then_else" and len(args) == 3:
            return min(args[1][0], args[2][0]), max(args[1][1], args[2][1])
        if op == "tirx.cuda.__shfl_sync" and len(args) >= 2:  # another lane's copy of the value
            return args[1]
        if op == "tirx.cuda.mov_sreg" and len(e.args) == 2:  # special registers the kernels index with
            reg = str(getattr(e.args[1], "value", ""))
            if reg.startswith("clusterid."):
                return 0, self.grid.get("blockIdx." + reg[-1], INF) - 1
            if reg.startswith("cluster_ctaid.") or reg == "cluster_ctarank":
                return 0, 15
        return self._analyzer(e)

    def _analyzer(self, e):
        """TVM's bound where it knows one; the whole range of the type (a value loaded from memory) is unknown."""
        try:
            b = self.analyzer.const_int_bound(e)
        except Exception:  # noqa: BLE001  (a float or handle expression has no integer bound)
            return UNKNOWN
        if b.min_value <= INT32_MIN and b.max_value >= INT32_MAX:
            return UNKNOWN
        return b.min_value, b.max_value

    def _check(self, e, arithmetic: bool, r) -> None:
        if arithmetic and str(getattr(e, "ty", "")) == "int32" and _finite(r) and (r[0] < INT32_MIN or r[1] > INT32_MAX):
            self.overflows.setdefault(str(e), r)


def int32_overflows(func, sizes: dict[str, tuple[int, int]] | None = None) -> dict[str, tuple]:
    """int32 expressions of the device function `func` (lowered TIR) whose value can leave int32: text -> bound.
    `sizes`: the range of each run-time size the kernel takes as a parameter (by name), so that its products are
    bounded at the top of the range."""
    import tvm

    bounds = _Bounds()
    for v in func.params:
        if sizes and v.name in sizes:
            bounds.env[v] = sizes[v.name]

    def expr(e):
        if isinstance(e, tvm.ir.Expr):
            bounds.of(e)

    def stmt(s):
        kind = type(s).__name__
        if kind == "SeqStmt":
            for x in s.seq:
                stmt(x)
        elif kind == "AttrStmt":
            if s.attr_key in ("thread_extent", "virtual_thread"):
                hi = bounds.of(s.value)[1]
                bounds.env[s.node.var] = (0, hi - 1)
                bounds.grid[str(s.node.thread_tag)] = hi
            else:
                expr(s.value)
            stmt(s.body)
        elif kind == "For":
            lo, extent = bounds.of(s.min), bounds.of(s.extent)
            bounds.env[s.loop_var] = (lo[0], lo[1] + extent[1] - 1)
            stmt(s.body)
        elif kind in ("Bind", "LetStmt"):
            bounds.env[s.var] = bounds.of(s.value)
            if kind == "LetStmt":
                stmt(s.body)
        elif kind == "IfThenElse":
            expr(s.condition)
            stmt(s.then_case)
            if s.else_case is not None:
                stmt(s.else_case)
        elif kind == "BufferStore":
            for i in s.indices:
                expr(i)
            expr(s.value)
        elif kind == "While":
            expr(s.condition)
            stmt(s.body)
        else:  # Evaluate, AssertStmt, allocations: their expressions, then their body if they have one
            for attr in ("value", "condition", "extents"):
                v = getattr(s, attr, None)
                if isinstance(v, tvm.ir.Expr):
                    expr(v)
                elif v is not None and not isinstance(v, str) and hasattr(v, "__iter__"):
                    for x in v:
                        expr(x)
            if getattr(s, "body", None) is not None:
                stmt(s.body)

    stmt(func.body)
    return bounds.overflows
