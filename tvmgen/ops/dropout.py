"""Dropout with a counter-based mask: Philox-4x32-10, the same bits on any GPU and in NumPy."""
from __future__ import annotations

import math

import numpy as np

from .. import philox
from .base import DTYPE_PARAM, EPS, Operator, Param, ParamError, TensorSpec, is_half, tiny
from .tensors import index_dims, index_dtype

MAX_OFFSET = 2**62
# A parameter that no command line can set (parse refuses unknown names): the chunks of a run-time batch are built
# with it, so that the first counter is the kernel's scalar argument `offset`, which each chunk moves to its rows.
OFFSET_ARG = "offset_arg"


class Dropout(Operator):
    """Y = X * mask / (1 - p), and optionally the uint8 mask itself. X, Y, mask all of `shape`.

    The mask (1 = kept) of the element with flat row-major index i is

        u    = word (i mod 4) of Philox-4x32-10(counter, key)
               counter = offset + i div 4 as a 128-bit count: c0 = its low 32 bits, c1 = its high 32 bits,
               c2 = c3 = 0;  key = (seed mod 2^32, seed div 2^32)
        keep = u >= t,  t = round(p * 2^32) (an integer in 0 .. 2^32)

    so P(keep) = (2^32 - t) / 2^32, within 2^-33 of 1 - p; p = 0 keeps everything (Y = X exactly), p = 1
    keeps nothing (Y = 0, no division by zero). A dropped element is +0 whatever X holds there (inf and
    NaN included: Y = mask ? X * s : 0, not X * 0). One Philox call feeds four consecutive elements (as
    cuRAND's curand_uniform4 does), so a call that drops n elements consumes ceil(n / 4) counters: the next
    call on the same seed takes offset += ceil(n / 4) to draw fresh bits. tvmgen.philox is the NumPy twin.
    The kept values are X * s with s = float32(1 / (1 - p)), computed in float32 and rounded to `dtype`
    (cuDNN's and PyTorch's inverted dropout: the expectation of Y is X). cuDNN's cudnnDropoutForward draws
    from its own generator state, so its masks cannot be reproduced elsewhere; this mask is a pure function
    of (seed, offset, i), the same on every GPU, in every schedule and in the NumPy reference.
    """

    def __init__(self):
        super().__init__(
            name="dropout",
            summary="Y = X * mask / (1-p), mask from Philox-4x32-10(seed, offset); optional uint8 mask output",
            params=(
                Param("shape", "shape", "shape of X, Y and mask, e.g. 32x256x56x56"),
                Param("p", float, "drop probability", minimum=0.0, maximum=1.0),
                Param("seed", int, "Philox key, 0 .. 2^64-1 (low word k0, high word k1)"),
                Param("offset", int, "first Philox counter (each counter covers 4 elements), 0 .. 2^62", 0),
                Param("mask", bool, "also write the keep-mask (uint8, 1 = kept) as a second output", False),
                DTYPE_PARAM,
            ),
            examples=("dropout shape=32x256x56x56 p=0.1 seed=1234 dtype=float16",
                      "dropout shape=1823x781 p=0.5 seed=7 offset=1000 mask=true"),
            cases=("shape=2x16x9x9 p=0.1 seed=1234", "shape=2x16x9x9 p=0.5 seed=1234 mask=true dtype=float16",
                   "shape=1823x7 p=0.3 seed=42 offset=1000 mask=true", "shape=1 p=0.5 seed=3 mask=true",
                   "shape=5x1x3 p=0.9 seed=0 dtype=float16",
                   "shape=1001 p=0.25 seed=18446744073709551615 offset=4294967196 mask=true",
                   "shape=333 p=0.2 seed=9 offset=4611686018427387904 mask=true dtype=float16",
                   "shape=64x33 p=0 seed=5 mask=true", "shape=64x33 p=1 seed=5 mask=true dtype=float16",
                   "shape=2x16x9x9 p=0.5 seed=1234 mask=true dtype=bfloat16",
                   "shape=333 p=0.2 seed=9 offset=4611686018427387904 dtype=bfloat16"),
            rejects=(("shape=8 p=1.5 seed=1", "p=1.5: must be <= 1"),
                     ("shape=8 p=-0.1 seed=1", "p=-0.1: must be >= 0"),
                     ("shape=8 p=nan seed=1", "p='nan': must be finite"),
                     ("shape=8 p=0.5 seed=-1", "seed=-1: must be in 0 .. 2^64-1"),
                     ("shape=8 p=0.5 seed=18446744073709551616", "seed=18446744073709551616: must be in 0 .. 2^64-1"),
                     ("shape=8 p=0.5 seed=x", "seed='x': must be an integer"),
                     ("shape=8 p=0.5 seed=1 offset=-4", "offset=-4: must be in 0 .. 2^62"),
                     ("shape=8 p=0.5 seed=1 offset=4611686018427387905", "must be in 0 .. 2^62"),
                     ("shape=8 p=0.5 seed=1 mask=maybe", "mask='maybe': must be true or false"),
                     ("shape=8 p=0.5", "seed: required by dropout"),
                     ("shape=8 p=0.5 seed=1 dtype=int8", "dtype='int8': must be one of")),
        )

    runtime = ("shape",)

    def runtime_error(self, p):
        row = math.prod(p["shape"][1:])
        if row % 4:
            return (f"shape: a run-time batch needs a multiple of 4 elements per batch row, not {row}: a Philox "
                    "counter feeds 4 consecutive elements, so every chunk of rows must start on a counter")
        return None

    def chunked(self, p):
        """A chunk of rows s .. s + B - 1 draws the counters of its elements in the whole tensor: offset +
        s * row / 4 + (its own element index) / 4 (row % 4 == 0, runtime_error). Its kernels take the first counter
        as the int64 scalar `offset`, moved by row / 4 per row of the chunk's start."""
        return {**p, OFFSET_ARG: True}, {"offset": math.prod(p["shape"][1:]) // 4}

    def check(self, p):
        if not 0 <= p["seed"] < 2**64:
            raise ParamError(f"seed={p['seed']}: must be in 0 .. 2^64-1 (a 64-bit Philox key)")
        if not 0 <= p["offset"] <= MAX_OFFSET:
            raise ParamError(f"offset={p['offset']}: must be in 0 .. 2^62")

    # -- tensors -----------------------------------------------------------------------------
    def outputs(self, p):
        out = [TensorSpec("Y", p["shape"], p["dtype"])]
        if p["mask"]:
            out.append(TensorSpec("mask", p["shape"], "uint8"))
        return out

    @staticmethod
    def threshold(p) -> int:
        return philox.keep_threshold(p["p"])

    @staticmethod
    def scale(p) -> float:
        """float32 multiplier of kept values (0 when p = 1: nothing is kept)."""
        return 0.0 if p["p"] >= 1.0 else float(np.float32(1.0 / (1.0 - p["p"])))

    def compute(self, p):
        from tvm import te, tirx

        shape, dt = p["shape"], p["dtype"]
        n = math.prod(shape)
        t = self.threshold(p)
        it = index_dtype(n)
        dims = index_dims(shape, n)
        X = te.placeholder(dims, dt, name="X")
        strides = [tirx.const(math.prod(shape[k + 1:]), it) for k in range(len(shape))]

        def flat(idx):
            return sum(i * s for i, s in zip(idx, strides))

        # Stages: philox[g, w] (uint32, word w of counter offset + g) -> keep[i] (uint8, flat index i)
        # -> [mask, the op's shape] -> Y. keep is 1-D so that a schedule can hand each thread a contiguous
        # run of flat indices whatever the shape. Every stage has one consumer (Y reads mask when mask is
        # an output): the philox expression binds its round variables with Let, and a stage inlined into
        # two consumers would bind them twice.
        off = tirx.Var("offset", "int64") if p.get(OFFSET_ARG) else None
        if 0 < t < 2**32:
            R = philox_te(p, (n + 3) // 4, it, off)
            K = te.compute(index_dims((n,), n), lambda i: (R[i // 4, i % 4] >= tirx.const(t, "uint32")).astype("uint8"),
                           name="keep")
        else:
            K = te.compute(index_dims((n,), n), lambda i: tirx.const(1 if t == 0 else 0, "uint8"), name="keep")
        if p["mask"]:
            M = te.compute(dims, lambda *i: K[flat(i)], name="mask")

            def kept(i):
                return M[i]
        else:
            def kept(i):
                return K[flat(i)]
        # p = 1 keeps nothing: any scale gives zeros; 1 rather than 0 stops TVM folding X * 0 and the
        # select away, which would leave Y a constant that no longer follows the mask's loop
        s = tirx.const(self.scale(p) or 1.0, "float32")
        zero = tirx.const(0.0, "float32")
        Y = te.compute(dims, lambda *i: tirx.Select(kept(i) != tirx.const(0, "uint8"), X[i].astype("float32") * s,
                                                     zero).astype(dt), name="Y")
        scalars = [off] if off is not None else []  # the kernel's run-time first counter, after the tensors
        return ([X, Y, M] if p["mask"] else [X, Y]) + scalars

    def reference(self, p, x):
        m = philox.dropout_mask(p["shape"], p["p"], p["seed"], p["offset"])
        s = 0.0 if p["p"] >= 1.0 else 1.0 / (1.0 - p["p"])
        out = {"Y": np.where(m != 0, x["X"].astype(np.float64) * s, 0.0)}
        if p["mask"]:
            out["mask"] = m.astype(np.float64)
        return out

    # -- costs and checks ----------------------------------------------------------------------
    def flops(self, p):
        return math.prod(p["shape"])  # one multiply per element; the integer Philox work is not counted

    def tolerance(self, p, out):
        """The mask is exact. Y is one float32 product x * float32(1/(1-p)) rounded to dtype: with the
        scale's own rounding that is 2 ulp of fp32 (float32) or 1 ulp of fp16 / bfloat16 (half of it for the
        final rounding, 2^-11 / 2^-8 relative); atol covers results that round into fp16's subnormals (2^-24
        apart; bfloat16's start below float32's smallest normal, base.tiny)."""
        if out.dtype == "uint8":
            return 0.0, 0.0
        if is_half(out.dtype):
            return tiny(out.dtype), EPS[out.dtype]
        return 2.0**-149, 2 * EPS["float32"]


def philox_te(p, groups: int, index_dtype: str = "int32", offset=None):
    """TE tensor philox[g, w] (uint32, shape (groups, 4)): word w of Philox-4x32-10 at counter offset + g;
    `offset`, an int64 TIR variable (a kernel's scalar argument), replaces p["offset"] when given.

    uint32 arithmetic; the 32 x 32 -> 64-bit products are uint64 multiplies, each bound to a variable, whose
    high and low words are taken with a shift and a mask (nvcc then takes both from one IMAD.WIDE.U32:
    13 plain IMADs left per 8 fp16 elements instead of 33; the kernel is close to issue-bound). Rounds are
    chained with Let bindings so the expression stays linear in the round count (without them each word of
    round 10 is a tree of ~900 nodes); the key schedule is folded into constants (the seed is a shader
    parameter)."""
    from tvm import te, tirx

    k0, k1 = philox.split_seed(p["seed"])
    keys = philox.round_keys(k0, k1)
    off = p["offset"]
    u32, u64 = "uint32", "uint64"
    mask32 = tirx.const(0xFFFFFFFF, u64)

    def c32(v):
        return tirx.const(v, u32)

    def words_of(g):
        if offset is not None:  # a run-time first counter: 64 bits, its high word in c1
            ctr = offset.astype(u64) + g.astype(u64)
            return [(ctr & mask32).astype(u32), (ctr >> tirx.const(32, u64)).astype(u32), c32(0), c32(0)]
        if off + groups <= 2**32:  # the counter fits in c0; c1 = 0
            return [c32(off) + g.astype(u32) if off else g.astype(u32), c32(0), c32(0), c32(0)]
        ctr = tirx.const(off, u64) + g.astype(u64)
        return [(ctr & mask32).astype(u32), (ctr >> tirx.const(32, u64)).astype(u32), c32(0), c32(0)]

    def chain(c, w):
        """Nested Lets, round r binding four fresh vars; the body picks word w of the last round."""
        state = list(c)
        binds = []
        for r, (rk0, rk1) in enumerate(keys):
            # each product bound once (a uint64 variable): nvcc then takes both halves from one
            # IMAD.WIDE.U32 instead of recomputing the low word with a second IMAD
            p0, p1 = tirx.Var(f"pm{r}_0", u64), tirx.Var(f"pm{r}_1", u64)
            binds.extend([(p0, state[0].astype(u64) * tirx.const(philox.M0, u64)),
                          (p1, state[2].astype(u64) * tirx.const(philox.M1, u64))])
            # (x & mask32) before narrowing: TVM's bound analysis rejects a uint32 cast of a wider range
            new = [((p1 >> tirx.const(32, u64)).astype(u32) ^ state[1]) ^ c32(rk0),
                   (p1 & mask32).astype(u32),
                   ((p0 >> tirx.const(32, u64)).astype(u32) ^ state[3]) ^ c32(rk1),
                   (p0 & mask32).astype(u32)]
            vs = [tirx.Var(f"ph{r}_{j}", u32) for j in range(4)]
            binds.extend(zip(vs, new))
            state = vs
        body = tirx.Select(w == 0, state[0], tirx.Select(w == 1, state[1], tirx.Select(w == 2, state[2], state[3])))
        for v, e in reversed(binds):
            body = tirx.Let(v, e, body)
        return body

    dims = [tirx.const(groups, index_dtype), tirx.const(4, index_dtype)]
    return te.compute(dims, lambda g, w: chain(words_of(g), w), name="philox")


OPERATORS = (Dropout(),)
