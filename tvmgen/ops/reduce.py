"""Reductions (sum, mean, max, min over any set of axes), argmax / argmin along one axis, one_hot.

Every reduction accumulates in float32: float16 and bfloat16 inputs are cast in, reduced in fp32, the result cast
out once. Schedules: rules/reduce/schedule.py (`reduce_rows` when the innermost dim is reduced,
`reduce_cols` when it is kept), one kernel each. A reduction to very few outputs (every axis of a large tensor) runs
on as many blocks as outputs: correct, but one block cannot stream a large tensor at full bandwidth.
"""
from __future__ import annotations

import math

import numpy as np

from .base import DTYPE_PARAM, DTYPES, Operator, Param, ParamError, TensorSpec, default_tolerance
from .tensors import fmt_shape, wide_te

INT32_MAX = 2**31 - 1


def normalize_axes(axes: tuple[int, ...], shape: tuple[int, ...], name: str = "axes") -> tuple[int, ...]:
    """Negative axes counted from the end (-1 = last); each in range and given once. () = every axis."""
    rank = len(shape)
    text = ",".join(map(str, axes))
    out = []
    for a in axes:
        if not -rank <= a < rank:
            raise ParamError(f"{name}={text}: axis {a} is out of range for shape {fmt_shape(shape)} "
                             f"(rank {rank}: -{rank}..{rank - 1})")
        n = a % rank
        if n in out:
            first = axes[out.index(n)]
            raise ParamError(f"{name}={text}: axis {n} is given twice" +
                             (f" (as {first} and {a})" if first != a else ""))
        out.append(n)
    return tuple(sorted(out)) if axes else tuple(range(rank))


def reduced_shape(shape, axes, keepdims) -> tuple[int, ...]:
    """keepdims: reduced axes become 1. Otherwise they are dropped; reducing every axis gives shape 1
    (one element, not a rank-0 tensor)."""
    if keepdims:
        return tuple(1 if k in axes else d for k, d in enumerate(shape))
    kept = tuple(d for k, d in enumerate(shape) if k not in axes)
    return kept or (1,)


class Reduce(Operator):
    """Y = kind(X, axis=axes, keepdims=keepdims), kind one of sum, mean, max, min (NumPy's semantics).

    X of shape `shape`; `axes` lists the reduced axes (negatives count from the end; empty = all).
    Y drops the reduced axes (keepdims=false; reducing all of them gives shape 1) or keeps them as 1.
    sum: Y = sum_r X; mean: Y = (sum_r X) * (1/n), n = product of the reduced lengths; max/min: the
    extreme value (exact). Accumulation in float32 for both storage types, cast to dtype at the end.
    cuDNN: cudnnReduceTensor with ADD / AVG / MAX / MIN (which keeps dims: keepdims=true).
    Global average pooling of an NCHW activation is `kind=mean axes=2,3`.
    NaN: not specified for max/min (CUDA's fmaxf/fminf drop a NaN operand; NumPy propagates it); sum
    and mean propagate it. The sampler draws no NaN.
    """

    runtime = ("shape",)

    def runtime_error(self, p):
        if 0 in normalize_axes(p["axes"], p["shape"]):
            return "axes: a run-time batch cannot be reduced over (axis 0); reduce the other axes"
        return None

    def __init__(self):
        super().__init__(
            name="reduce",
            summary="Y = sum|mean|max|min of X over axes (fp32 accumulation), keepdims optional",
            params=(
                Param("shape", "shape", "shape of X, e.g. 32x256x56x56"),
                Param("kind", str, "the reduction", "sum", choices=("sum", "mean", "max", "min")),
                Param("axes", "ints", "reduced axes, e.g. 2,3 or -1 (negatives from the end); empty = all", ()),
                Param("keepdims", bool, "keep reduced axes as size 1", False),
                DTYPE_PARAM,
            ),
            examples=("reduce shape=32x256x56x56 kind=mean axes=2,3", "reduce shape=32x256x56x56 axes=1",
                      "reduce shape=1823x781 kind=max axes=-1 dtype=float16"),
            cases=("shape=3x4x5x6 kind=sum axes=1", "shape=3x4x5x6 kind=mean axes=2,3 dtype=float16",
                   "shape=3x4x5x6 kind=max axes=-1,0 keepdims=true", "shape=7 kind=min",
                   "shape=37x41 kind=sum dtype=float16", "shape=183x78 kind=mean axes=0",
                   "shape=3x4x5x6 kind=mean axes=2,3 dtype=bfloat16", "shape=37x41 kind=max dtype=bfloat16",
                   "shape=183x78 kind=sum axes=0 dtype=bfloat16"),
            rejects=(("shape=2x3x4x5 axes=0,4", "axes=0,4: axis 4 is out of range for shape 2x3x4x5 (rank 4: -4..3)"),
                     ("shape=2x3x4x5 axes=1,-3", "axes=1,-3: axis 1 is given twice (as 1 and -3)"),
                     ("shape=2x3 axes=1,1", "axes=1,1: axis 1 is given twice"),
                     ("shape=2x3 kind=prod", "kind='prod': must be one of sum, mean, max, min")),
        )

    def check(self, p):
        normalize_axes(p["axes"], p["shape"])

    def axes(self, p) -> tuple[int, ...]:
        return normalize_axes(p["axes"], p["shape"])

    def count(self, p) -> int:
        return math.prod(p["shape"][a] for a in self.axes(p))

    def outputs(self, p):
        return [TensorSpec("Y", reduced_shape(p["shape"], self.axes(p), p["keepdims"]), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))

        shape, dt, kind = p["shape"], p["dtype"], p["kind"]
        axes = self.axes(p)
        out_shape = self.outputs(p)[0].shape
        X = te.placeholder(shape, dt, name="X")
        rv = {a: te.reduce_axis((0, shape[a]), name=f"r{a}") for a in axes}

        def index(o):
            if p["keepdims"]:
                return tuple(rv[k] if k in rv else o[k] for k in range(len(shape)))
            it = iter(o)
            return tuple(rv[k] if k in rv else next(it) for k in range(len(shape)))

        def body(*o):
            v = X[index(o)]
            v = v if dt == "float32" else v.astype("float32")
            f = {"sum": te.sum, "mean": te.sum, "max": te.max, "min": te.min}[kind]
            return f(v, axis=[rv[a] for a in axes])

        # Two stages even where the second is a plain copy (float32 sum, max, min): the schedules keep the
        # accumulator in registers and write each output once from the second.
        acc = te.compute(out_shape, body, name="Y_acc")
        scale = 1.0 / self.count(p) if kind == "mean" else None

        def epilogue(*o):
            v = acc[o]
            if scale is not None:
                v = v * np.float32(scale)
            return v if dt == "float32" else v.astype(dt)

        return [X, te.compute(out_shape, epilogue, name="Y")]

    def reference(self, p, x):
        f = {"sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min}[p["kind"]]
        y = f(x["X"].astype(np.float64), axis=self.axes(p), keepdims=p["keepdims"])
        return {"Y": np.reshape(y, self.outputs(p)[0].shape)}

    def reference_at(self, p, x, picks):
        """Each picked output reduces its own slice of X."""
        f = {"sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min}[p["kind"]]
        shape, axes = p["shape"], self.axes(p)
        kept = [a for a in range(len(shape)) if a not in axes]
        where = np.unravel_index(picks["Y"], tuple(shape[a] for a in kept)) if kept else ()
        Xt = np.moveaxis(x["X"], kept + list(axes), range(len(shape)))  # kept dims first: a view
        out = np.empty(picks["Y"].size)
        for i in range(out.size):
            out[i] = f(Xt[tuple(int(w[i]) for w in where)].astype(np.float64))
        return {"Y": out}

    def flops(self, p):
        n = math.prod(p["shape"])
        return n + (self.outputs(p)[0].size if p["kind"] == "mean" else 0)

    def reduction_length(self, p):
        return self.count(p) if p["kind"] in ("sum", "mean") else 1

    def tolerance(self, p, out):
        atol, rtol = default_tolerance(out.dtype, self.reduction_length(p))
        if p["kind"] in ("max", "min"):
            return 0.0, 0.0  # picks one of the inputs: exact
        if p["kind"] == "mean":
            atol /= self.count(p)  # the sum's error bound, divided by n like the sum itself
        return atol, rtol


def reducer_f32(e):
    """float32 of a TE expression fed to a multi-value reducer (te.comm_reducer over a tuple); a bfloat16 by its bits
    (float32's top half, exact) rather than a Cast: TVM 0.27's LLVM lowering leaves a bfloat16 Cast inside such a
    reducer's Let bindings untouched by its bfloat16 legalization, and it becomes an integer-to-float conversion of
    the bits (uitofp), wrong on the CPU. The CUDA gets the same value either way."""
    from tvm import tirx

    if e.dtype == "bfloat16":
        return tirx.reinterpret("float32", tirx.reinterpret("uint16", e).astype("uint32") << tirx.const(16, "uint32"))
    return e if e.dtype == "float32" else e.astype("float32")


def arg_reducer(which: str):
    """(fcombine, fidentity) of argmax / argmin over (index, value) pairs, for te.comm_reducer.

    x wins when its value is strictly better, or equal (NaN == NaN counts as equal) at a lower index,
    or a NaN against a number: a total order, so any reduction tree (serial, shuffles) gives NumPy's
    answer. The identity is (max index, -inf for argmax / +inf for argmin): any element beats it.
    rules/reduce/schedule.py registers the same pair with TVM's reducer registry (register_arg_reducers), which
    cross-thread reduction needs to recognise the pattern: both come from here.
    """
    import tvm
    from tvm.tirx import Select, const

    tirx = tvm.tirx
    worst = float("-inf") if which == "argmax" else float("inf")

    def fcombine(x, y):
        better = x[1] > y[1] if which == "argmax" else x[1] < y[1]
        xn, yn = tirx.isnan(x[1]), tirx.isnan(y[1])
        same = tirx.Or(x[1] == y[1], tirx.And(xn, yn))
        x_wins = tirx.Or(tirx.Or(better, tirx.And(xn, tirx.Not(yn))), tirx.And(same, x[0] < y[0]))
        return Select(x_wins, x[0], y[0]), Select(x_wins, x[1], y[1])

    def fidentity(t0, t1):
        return const(INT32_MAX if str(t0) == "int32" else 2**63 - 1, t0), const(worst, t1)

    return fcombine, fidentity


class ArgReduce(Operator):
    """Y = argmax (or argmin) of X along `axis`: the index of the largest (smallest) element.

    X of shape `shape`; Y drops `axis` (keepdims=false; a rank-1 X gives shape 1) or keeps it as 1.
    Ties: the FIRST (lowest) index wins, as np.argmax / torch.argmax. NaN counts as larger (argmax) or
    smaller (argmin) than every number, so the first NaN of a row wins, as in NumPy.
    Y is int32; it becomes int64 only when the axis is longer than 2^31 - 1 (never for realistic
    tensors). Values compare in float32 (exact for float16 and bfloat16 inputs).
    """

    runtime = ("shape",)

    def runtime_error(self, p):
        if p["axis"] % len(p["shape"]) == 0:
            return "axis: a run-time batch cannot be the axis reduced over (axis 0)"
        return None

    def __init__(self, which: str, cases: tuple, rejects: tuple):
        self.which = which
        super().__init__(
            name=which,
            summary=f"Y = index of the {'largest' if which == 'argmax' else 'smallest'} element along axis "
                    f"(first index on ties), int32",
            params=(
                Param("shape", "shape", "shape of X, e.g. 256x1000"),
                Param("axis", int, "the reduced axis; negatives count from the end", -1),
                Param("keepdims", bool, "keep the reduced axis as size 1", False),
                Param("dtype", str, "storage type of X (Y is int32)", "float32", choices=DTYPES),
            ),
            examples=(f"{which} shape=256x1000", f"{which} shape=32x1000x7x7 axis=1 dtype=float16"),
            cases=cases,
            rejects=rejects,
        )

    def check(self, p):
        normalize_axes((p["axis"],), p["shape"], "axis")

    def axis(self, p) -> int:
        return normalize_axes((p["axis"],), p["shape"], "axis")[0]

    def index_dtype(self, p) -> str:
        return "int32" if p["shape"][self.axis(p)] <= INT32_MAX else "int64"

    def outputs(self, p):
        return [TensorSpec("Y", reduced_shape(p["shape"], (self.axis(p),), p["keepdims"]), self.index_dtype(p))]

    def compute(self, p):
        te = wide_te(self.wide(p))

        shape, ax, it = p["shape"], self.axis(p), self.index_dtype(p)
        out_shape = self.outputs(p)[0].shape
        X = te.placeholder(shape, p["dtype"], name="X")
        fcombine, fidentity = arg_reducer(self.which)
        reducer = te.comm_reducer(fcombine, fidentity, name=self.which)
        k = te.reduce_axis((0, shape[ax]), name="k")

        def body(*o):
            if p["keepdims"]:
                idx = list(o)
                idx[ax] = k
            else:
                idx = list(o[:ax]) + [k] + list(o[ax:])
                if len(shape) == 1:
                    idx = [k]
            v = reducer_f32(X[tuple(idx)])
            return reducer((k.var.astype(it) if it != "int32" else k.var, v), axis=k)

        idx, _val = te.compute(out_shape, body, name="Y_red")
        Y = te.compute(out_shape, lambda *o: idx[o], name="Y")
        return [X, Y]

    def reference(self, p, x):
        f = np.argmax if self.which == "argmax" else np.argmin
        y = f(x["X"].astype(np.float64), axis=self.axis(p), keepdims=p["keepdims"])
        return {"Y": np.reshape(y, self.outputs(p)[0].shape).astype(np.float64)}

    def sample(self, p, rng):
        """Values on a grid of 16 levels (k/8, k = +-1..8, no zero) so that ties are frequent: a row of
        1000 holds about 60 copies of its maximum, and only the first may win."""
        t = self.inputs(p)[0]
        k = rng.integers(1, 9, size=t.shape) * rng.choice(np.array([-1, 1]), size=t.shape)
        return {"X": (k / 8.0).astype(t.dtype)}

    def flops(self, p):
        return math.prod(p["shape"])

    def tolerance(self, p, out):
        return 0.0, 0.0  # an index: exact


class OneHot(Operator):
    """Y[..., d] = on_value if L[...] == d else off_value, for d in 0..depth-1.

    L of shape `shape` (int32 labels, e.g. N), Y of shape shape x depth in dtype. A label outside
    0..depth-1 (negative included) gives a row of off_value, as tf.one_hot (torch.one_hot raises).
    """

    runtime = ("shape",)

    def __init__(self):
        super().__init__(
            name="one_hot",
            summary="Y[..., d] = on_value if L[...] == d else off_value; int32 labels L",
            params=(
                Param("shape", "shape", "shape of the labels L, e.g. 256"),
                Param("depth", int, "number of classes (the new last dim of Y)", minimum=1),
                Param("on_value", float, "value where the label matches", 1.0),
                Param("off_value", float, "value everywhere else", 0.0),
                DTYPE_PARAM,
            ),
            examples=("one_hot shape=256 depth=1000", "one_hot shape=8x7 depth=5 on_value=0.9 off_value=0.025"),
            cases=("shape=13 depth=10", "shape=3x4 depth=5 on_value=0.9 off_value=-0.1 dtype=float16",
                   "shape=3x4 depth=5 on_value=0.9 off_value=-0.1 dtype=bfloat16"),
            rejects=(("shape=8 depth=0", "depth=0: must be >= 1"),
                     ("shape=8 depth=4 on_value=1e5 dtype=float16",
                      "on_value=100000: not representable in float16 (|v| <= 65504)")),
        )

    def check(self, p):
        if p["dtype"] == "float16":
            for k in ("on_value", "off_value"):
                if abs(p[k]) > 65504:
                    raise ParamError(f"{k}={p[k]:g}: not representable in float16 (|v| <= 65504)")
        if math.prod(p["shape"]) * p["depth"] > INT32_MAX:
            raise ParamError(f"depth={p['depth']}: Y would have {math.prod(p['shape']) * p['depth']} elements, "
                             f"more than 2^31 - 1")

    def inputs(self, p):
        return [TensorSpec("L", p["shape"], "int32")]

    def outputs(self, p):
        return [TensorSpec("Y", tuple(p["shape"]) + (p["depth"],), p["dtype"])]

    def compute(self, p):
        te = wide_te(self.wide(p))
        from tvm.tirx import Select, const

        dt = p["dtype"]
        L = te.placeholder(p["shape"], "int32", name="L")
        on, off = const(p["on_value"], dt), const(p["off_value"], dt)
        Y = te.compute(self.outputs(p)[0].shape, lambda *i: Select(L[i[:-1]] == i[-1], on, off), name="Y")
        return [L, Y]

    def reference(self, p, x):
        lab = x["L"].astype(np.int64)[..., None]
        hit = lab == np.arange(p["depth"])
        # through float32 first, as the kernel's constant is a float literal converted to the storage type
        on = float(np.float32(p["on_value"]).astype(p["dtype"]))
        off = float(np.float32(p["off_value"]).astype(p["dtype"]))
        return {"Y": np.where(hit, on, off).astype(np.float64)}

    def sample(self, p, rng):
        """Labels uniform in 0..depth-1 (0 is a label like any other)."""
        return {"L": rng.integers(0, p["depth"], size=p["shape"]).astype(np.int32)}

    def flops(self, p):
        return 0

    def tolerance(self, p, out):
        return 0.0, 0.0  # on_value or off_value, rounded once to dtype by both sides


OPERATORS = (
    Reduce(),
    ArgReduce("argmax", cases=("shape=13x100", "shape=50", "shape=13x100 dtype=bfloat16"),
              rejects=(("shape=2x3 axis=2", "axis=2: axis 2 is out of range for shape 2x3 (rank 2: -2..1)"),)),
    ArgReduce("argmin", cases=("shape=13x10x7 axis=1 dtype=float16 keepdims=true",
                               "shape=13x10x7 axis=1 dtype=bfloat16"),
              rejects=(("shape=2x3 dtype=int32", "dtype='int32': must be one of float32, float16"),)),
    OneHot(),
)
