"""Integer expressions of run-time sizes, as a schema-2 manifest writes them: `ceildiv(m, 128) * 32`.

A small, closed form: integers, symbol names, + - *, and the functions floordiv, ceildiv, min and max of two
arguments, with parentheses. Parsed here by a recursive descent (never by Python's eval), evaluated on Python's
integers, and written out as C++ for the launcher header, where every value is an int64_t.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

FUNCS = ("floordiv", "ceildiv", "min", "max")
_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_]\w*)|(.))")


class ExprError(ValueError):
    """Text that is not an expression of this form, or one that cannot be evaluated (an unbound symbol)."""


@dataclass(frozen=True)
class Expr:
    op: str  # "int", "sym", "+", "-", "*", or one of FUNCS
    args: tuple = ()
    value: int | str | None = None

    # -- evaluation -------------------------------------------------------------------------------
    def eval(self, env: dict[str, int], minmax=None) -> int:
        """The value at the sizes `env`. `minmax(op, a, b)` evaluates min and max instead of Python's: given it, the
        symbols' values are taken as they are, not made ints, and no division is checked for zero, so that values
        that are not ints (torch SymInts under torch.compile, whose comparisons would specialize them) go through."""
        if self.op == "int":
            return self.value
        if self.op == "sym":
            if self.value not in env:
                raise ExprError(f"symbol {self.value} has no value (known: {', '.join(sorted(env)) or 'none'})")
            return int(env[self.value]) if minmax is None else env[self.value]
        a, b = (x.eval(env, minmax) for x in self.args)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op in ("floordiv", "ceildiv"):
            if minmax is None and b == 0:
                raise ExprError(f"{self}: division by zero")
            return a // b if self.op == "floordiv" else -(-a // b)
        if minmax is not None:
            return minmax(self.op, a, b)
        return min(a, b) if self.op == "min" else max(a, b)

    def symbols(self) -> set[str]:
        if self.op == "sym":
            return {self.value}
        return set().union(*(a.symbols() for a in self.args)) if self.args else set()

    # -- writing ----------------------------------------------------------------------------------
    def __str__(self) -> str:
        return self._text(0)

    def _text(self, outer: int) -> str:
        if self.op in ("int", "sym"):
            return str(self.value)
        if self.op in FUNCS:
            return f"{self.op}({self.args[0]._text(0)}, {self.args[1]._text(0)})"
        prec = _PREC[self.op]
        # left-associative: the right operand of - (and of *, for safety) binds tighter
        text = f"{self.args[0]._text(prec)} {self.op} {self.args[1]._text(prec + 1)}"
        return f"({text})" if prec < outer else text

    def c(self) -> str:
        """C++ over int64_t symbols: the launcher header's form (tvmgen_ceildiv etc. are defined there)."""
        if self.op == "int":
            return f"int64_t({self.value})" if self.value > 2**31 - 1 else str(self.value)
        if self.op == "sym":
            return str(self.value)
        if self.op in FUNCS:
            return f"tvmgen_{self.op}({self.args[0].c()}, {self.args[1].c()})"
        return f"({self.args[0].c()} {self.op} {self.args[1].c()})"


_PREC = {"+": 1, "-": 1, "*": 2}
# C++ helpers for the FUNCS, emitted once in every schema-2 header (floor division rounds toward -inf as Python's)
C_HELPERS = """\
#ifndef TVMGEN_EXPR_HELPERS
#define TVMGEN_EXPR_HELPERS
inline int64_t tvmgen_floordiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
inline int64_t tvmgen_ceildiv(int64_t a, int64_t b) { return -tvmgen_floordiv(-a, b); }
inline int64_t tvmgen_min(int64_t a, int64_t b) { return a < b ? a : b; }
inline int64_t tvmgen_max(int64_t a, int64_t b) { return a > b ? a : b; }
#endif
"""


def const(v: int) -> Expr:
    return Expr("int", value=int(v))


def sym(name: str) -> Expr:
    return Expr("sym", value=name)


def parse(text: str | int) -> Expr:
    """An Expr from its text (or an int); ExprError naming what is wrong."""
    if isinstance(text, bool) or not isinstance(text, (str, int)):
        raise ExprError(f"{text!r}: an expression is an integer or a string")
    if isinstance(text, int):
        return const(text)
    toks = _tokens(text)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else ("end", None)

    def take(kind=None, val=None):
        nonlocal pos
        t = peek()
        if (kind and t[0] != kind) or (val is not None and t[1] != val):
            want = repr(val) if val is not None else kind
            raise ExprError(f"{text!r}: expected {want} at {t[1] if t[0] != 'end' else 'the end'}")
        pos += 1
        return t

    def expr():
        e = term()
        while peek() in (("op", "+"), ("op", "-")):
            o = take()[1]
            e = Expr(o, (e, term()))
        return e

    def term():
        e = atom()
        while peek() == ("op", "*"):
            take()
            e = Expr("*", (e, atom()))
        return e

    def atom():
        k, v = peek()
        if k == "int":
            take()
            return const(v)
        if k == "name":
            take()
            if peek() == ("op", "("):
                if v not in FUNCS:
                    raise ExprError(f"{text!r}: unknown function {v} (functions: {', '.join(FUNCS)})")
                take("op", "(")
                a = expr()
                take("op", ",")
                b = expr()
                take("op", ")")
                return Expr(v, (a, b))
            if v in FUNCS:
                raise ExprError(f"{text!r}: {v} is a function, written {v}(a, b)")
            return sym(v)
        if (k, v) == ("op", "("):
            take()
            e = expr()
            take("op", ")")
            return e
        raise ExprError(f"{text!r}: expected a number, a symbol or '(' at {v if k != 'end' else 'the end'}")

    e = expr()
    if pos != len(toks):
        raise ExprError(f"{text!r}: unexpected {toks[pos][1]!r}")
    return e


def _tokens(text: str) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for m in _TOKEN.finditer(text):
        num, name, other = m.groups()
        if num is not None:
            out.append(("int", int(num)))
        elif name is not None:
            out.append(("name", name))
        elif other is not None and other.strip():
            if other not in "+-*(),":
                raise ExprError(f"{text!r}: {other!r} is not part of an expression (+ - * and {', '.join(FUNCS)})")
            out.append(("op", other))
    if not out:
        raise ExprError(f"{text!r}: an empty expression")
    return out


def evaluate(text: str | int, env: dict[str, int]) -> int:
    return parse(text).eval(env)


def to_c(text: str | int) -> str:
    return parse(text).c()


def symbols_of(text: str | int) -> set[str]:
    return parse(text).symbols()


def product(*factors: Expr | int) -> Expr:
    """factors multiplied, with constants folded (the form codegen writes shapes and grids in)."""
    k, rest = 1, []
    for f in factors:
        f = const(f) if isinstance(f, int) else f
        if f.op == "int":
            k *= f.value
        else:
            rest.append(f)
    if k == 0 or not rest:
        return const(k)
    e = rest[0]
    for f in rest[1:]:
        e = Expr("*", (e, f))
    return e if k == 1 else Expr("*", (e, const(k)))


def is_expr(v, symbols: set[str] | None) -> bool:
    """`v` is an expression string over `symbols` only; never where `symbols` is None (a schema-1 manifest)."""
    if symbols is None or not isinstance(v, str):
        return False
    try:
        return symbols_of(v) <= symbols
    except ExprError:
        return False
