"""Run-time sizes: the range syntax (tvmgen.sizes) and the manifest's expression form (tvmgen.expr)."""
import re

import pytest
from hypothesis import given, strategies as st

from tvmgen import expr, ops, sizes
from tvmgen.ops.base import ParamError


@pytest.mark.parametrize("text, want", [
    ("1..8192@512", sizes.Range(1, 8192, 512)),
    ("1..256", sizes.Range(1, 256, 16)),
    ("8..8", sizes.Range(8, 8, 8)),
    (" 2 .. 64 @ 3 ", sizes.Range(2, 64, 3)),
])
def test_range_syntax(text, want):
    assert sizes.parse_range(text, "m") == want


@pytest.mark.parametrize("text, fragment", [
    ("0..8", "1 <= lo <= hi"),
    ("9..8", "1 <= lo <= hi"),
    ("1..8@9", "opt 9 must lie in 1..8"),
    ("1...8", "written lo..hi"),
    ("a..8", "written lo..hi"),
])
def test_bad_ranges(text, fragment):
    with pytest.raises(ParamError, match=re.escape(fragment)):
        sizes.parse_range(text, "m")


def test_split_names_symbols():
    conv = ops.get("conv2d")
    syms, where = sizes.split(conv, {"input": "1..256@32x56x56x64", "filter": "64x3x3x64", "layout": "NHWC"})
    assert syms == {"n": sizes.Range(1, 256, 32)} and where == {"input": "n"}
    assert sizes.at({"input": "1..256@32x56x56x64"}, where, {"n": 7}) == {"input": "7x56x56x64"}
    syms, where = sizes.split(ops.get("matmul"), {"m": "1..8192@512", "n": "4096", "k": "4096"})
    assert syms == {"m": sizes.Range(1, 8192, 512)} and where == {"m": "m"}


@pytest.mark.parametrize("op, raw, fragment", [
    ("matmul", {"m": "1", "n": "1..64", "k": "4"}, "matmul cannot take n at run time"),
    ("conv2d", {"input": "1x1..8x8x8", "filter": "8x3x3x8"}, "only the leading (batch) dimension"),
    ("cross_entropy", {"n": "8", "c": "1..1000"}, "cross_entropy cannot take c at run time"),
    ("add", {"a": "1..8x4", "b": "1..16x4"}, "every ranged batch must agree"),
])
def test_refused_ranges(op, raw, fragment):
    with pytest.raises(ParamError, match=re.escape(fragment)):
        sizes.split(ops.get(op), raw)


@pytest.mark.parametrize("op, raw, fragment", [
    ("reduce", "shape=8x16 axes=0", "cannot be reduced over"),
    ("argmax", "shape=8x16 axis=0", "cannot be the axis"),
])
def test_runtime_errors(op, raw, fragment):
    o = ops.get(op)
    p = o.parse(dict(kv.split("=") for kv in raw.split()))
    assert fragment in o.runtime_error(p)


def test_verify_sizes_and_points():
    r = sizes.Range(1, 8192, 512)
    assert sizes.verify_sizes(r) == [1, 7, 33, 512, 1000, 8191, 8192]
    assert sizes.verify_sizes(sizes.Range(3, 5, 4)) == [3, 4, 5]
    assert sizes.size_points({"m": r}, {"m": [16, 1]}) == [{"m": 1}, {"m": 16}]
    with pytest.raises(ParamError, match="outside the shader's range"):
        sizes.size_points({"m": r}, {"m": [9000]})
    with pytest.raises(ParamError, match="not a run-time size"):
        sizes.size_points({"m": r}, {"q": [1]})
    assert sizes.parse_size_lists(["m=1,16", "m=64"]) == {"m": [1, 16, 64]}
    with pytest.raises(ParamError, match="written symbol=v1,v2"):
        sizes.parse_size_lists(["m"])


@pytest.mark.parametrize("text, env, value, c", [
    ("ceildiv(m, 128) * 32", {"m": 129}, 64, "(tvmgen_ceildiv(m, 128) * 32)"),
    ("floordiv(m - 1, 4) + 1", {"m": 9}, 3, "(tvmgen_floordiv((m - 1), 4) + 1)"),
    ("max(min(n, 7), 2) * 3", {"n": 100}, 21, "(tvmgen_max(tvmgen_min(n, 7), 2) * 3)"),
    ("4096", {}, 4096, "4096"),
    ("n * 3211264", {"n": 1000}, 3211264000, "(n * 3211264)"),
])
def test_expressions(text, env, value, c):
    e = expr.parse(text)
    assert e.eval(env) == value and e.c() == c
    assert expr.parse(str(e)) == e  # the text written is read back the same


@pytest.mark.parametrize("text, fragment", [
    ("m ** 2", "expected a number"),
    ("__import__('os')", "is not part of an expression"),
    ("pow(m, 2)", "unknown function pow"),
    ("m / 2", "'/' is not part"),
    ("ceildiv(m)", "expected ','"),
    ("", "empty"),
])
def test_bad_expressions(text, fragment):
    with pytest.raises(expr.ExprError, match=re.escape(fragment)):
        expr.parse(text)


def test_unbound_symbol_and_zero_division():
    with pytest.raises(expr.ExprError, match="symbol m has no value"):
        expr.evaluate("m + 1", {})
    with pytest.raises(expr.ExprError, match="division by zero"):
        expr.evaluate("ceildiv(4, m)", {"m": 0})


def test_a_minmax_hook_takes_values_as_they_are():
    """With `minmax` (the torch fake kernel's, for SymInts), a symbol's value is not made an int and min / max go
    through the hook: a value type that only knows + - * // and refuses int() comes out of the expression whole."""
    class Sym:
        def __init__(self, v):
            self.v = v

        def __int__(self):
            raise AssertionError("int() would specialize a SymInt")

        def __add__(self, o):
            return Sym(self.v + (o.v if isinstance(o, Sym) else o))

        __radd__ = __add__

        def __mul__(self, o):
            return Sym(self.v * (o.v if isinstance(o, Sym) else o))

        __rmul__ = __mul__

        def __floordiv__(self, o):
            return Sym(self.v // o)

        def __neg__(self):
            return Sym(-self.v)

    calls = []

    def hook(op, a, b):
        calls.append(op)
        return Sym(min(a.v, b) if op == "min" else max(a.v, b))

    got = expr.parse("min(ceildiv(m, 128) * 32 + 1, 40)").eval({"m": Sym(300)}, hook)
    assert isinstance(got, Sym) and got.v == 40 and calls == ["min"]
    assert expr.parse("min(ceildiv(m, 128) * 32 + 1, 40)").eval({"m": 300}) == 40


ints = st.integers(-10**6, 10**6)


@given(ints, st.integers(1, 10**4))
def test_division_matches_python(a, b):
    env = {"a": a, "b": b}
    assert expr.evaluate("floordiv(a, b)", env) == a // b
    assert expr.evaluate("ceildiv(a, b)", env) == -(-a // b)


def test_tensor_expressions_are_affine():
    op = ops.get("conv2d")
    raw = {"input": "1..64x8x8x16", "filter": "16x3x3x16", "layout": "NHWC", "pad": "1", "dtype": "float16"}
    syms, where = sizes.split(op, raw)
    at = {z: op.inputs(op.parse(sizes.at(raw, where, {"n": z}))) for z in (1, 2, 64)}
    x, w = sizes.tensor_exprs(at, "n")
    assert x["shape"] == ["n", 8, 8, 16] and w["shape"] == [16, 3, 3, 16]
    assert sizes.eval_tensor(x, {"n": 5}).shape == (5, 8, 8, 16)
