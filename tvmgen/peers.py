"""The vendor-library peer of each operator, through PyTorch (cuBLAS, cuDNN), for side-by-side timing.

A peer takes the operator's parameters and the inputs as torch tensors on the GPU and returns a
zero-argument callable that does the same work. Operators with no peer here are benchmarked alone.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from . import dtypes

PEERS: dict[str, Callable] = {}
EXTRA: dict[str, Callable] = {}  # op -> peers timed beside PEERS' where the bench asks (make(..., extra=True))


class Variants(list):
    """Several peers of one operator (the bench takes the fastest and keeps each): `names` says which is which,
    `notes` why a peer that was asked for is missing."""

    def __init__(self, fns, names=None, notes=None):
        super().__init__(fns)
        self.names = list(names) if names is not None else None
        self.notes = list(notes or [])


def torch_dtype(name: str, torch):
    """The torch dtype of a storage type name, by either spelling (float8_e4m3 is torch's float8_e4m3fn)."""
    return getattr(torch, dtypes.storage(name))


def to_torch(a: np.ndarray, torch):
    """A NumPy array as a torch tensor on the CPU. torch.from_numpy does not take ml_dtypes' types (bfloat16, fp8):
    such an array goes over as its bits (an unsigned integer of its width) and is viewed as torch's type of the same
    name, the same layout."""
    a = np.ascontiguousarray(a)
    if a.dtype.name in dtypes.ML_DTYPES:
        bits = {1: np.uint8, 2: np.uint16}[a.dtype.itemsize]
        return torch.from_numpy(a.view(bits)).view(getattr(torch, a.dtype.name))
    return torch.from_numpy(a)


def peer(op_name: str, table: dict | None = None):
    def deco(fn):
        (PEERS if table is None else table)[op_name] = fn
        return fn
    return deco


@peer("add")
def _add(p, x, torch):
    a, b = x["A"], x["B"]
    out = torch.empty(torch.broadcast_shapes(a.shape, b.shape), dtype=a.dtype, device=a.device)
    return lambda: torch.add(a, b, out=out)


@peer("matmul")
def _matmul(p, x, torch):
    a, b = x["A"], x["B"]
    if p.get("trans_a"):
        a = a.transpose(-1, -2)  # a view: cuBLAS takes the transposed operand as it is stored
    if p.get("trans_b"):
        b = b.transpose(-1, -2)
    return lambda: torch.matmul(a, b)


GEMM_PEERS_FROM = 4096  # the sizes issue 20 holds to the best of the three (each peer autotunes first)


@peer("matmul", EXTRA)
def _matmul_compilers(p, x, torch) -> dict:
    """torch.compile max-autotune (its Triton templates and cuBLAS, the fastest kept) and the Triton tutorial's
    kernel (tvmgen.triton_gemm), for a 2-D fp16 / bf16 matmul of at least GEMM_PEERS_FROM a side: name -> callable,
    each autotuned here (outside the timing) and checked against cuBLAS once. Without CUDA graphs: each is timed as
    one launch between L2 flushes, as cuBLAS and our kernels are. A peer that cannot run or disagrees with cuBLAS
    raises, and the bench notes it."""
    if (p["dtype"] not in ("float16", "bfloat16") or p.get("batch", 1) != 1 or p.get("trans_a")
            or min(p["m"], p["n"], p["k"]) < GEMM_PEERS_FROM):
        return {}
    a, b = x["A"], x["B"].transpose(-1, -2) if p.get("trans_b") else x["B"]
    ref = torch.matmul(a, b)

    def compiled():
        def mm(a, b):  # a Python frame for dynamo to trace
            return a @ b

        fn = torch.compile(mm, mode="max-autotune-no-cudagraphs", dynamic=False)
        return lambda: fn(a, b)

    def tutorial():
        from . import triton_gemm

        return triton_gemm.matmul(a, b, torch)[0]

    def checked(make_fn):
        def build():
            fn = make_fn()
            err = (fn().float() - ref.float()).abs().max().item()
            bound = 0.02 * ref.float().abs().max().item() + 1e-3
            if not err <= bound:
                raise ValueError(f"differs from cuBLAS by {err:.3g} (bound {bound:.3g})")
            return fn
        return build

    return {"torch.compile max-autotune": checked(compiled), "Triton tutorial": checked(tutorial)}


def gemm_activation(kind: str, torch):
    """torch's form of a GEMM epilogue's activation (ops/gemm.py ACTIVATIONS), applied after the product."""
    F = torch.nn.functional
    return {"none": lambda y: y, "relu": F.relu, "sigmoid": torch.sigmoid, "tanh": torch.tanh,
            "gelu_tanh": lambda y: F.gelu(y, approximate="tanh")}[kind]


@peer("int_mm")
def _int_mm(p, x, torch):
    """torch._int_mm (cuBLASLt's s8 GEMM), B as a column-major view with trans_b (its fast layout); the requantizing
    epilogue in torch after it. None where torch._int_mm refuses the sizes (M > 16, N and K multiples of 8)."""
    if p["m"] <= 16 or p["n"] % 8 or p["k"] % 8:
        return None
    a, b = x["A"], (x["B"].t() if p["trans_b"] else x["B"])
    if p["out"] == "int32":
        return lambda: torch._int_mm(a, b)
    sa, sb = x["scale_a"].reshape(-1, 1), x["scale_b"].reshape(1, -1)
    if p["out"] == "float16":
        return lambda: (torch._int_mm(a, b).float() * sa * sb).half()
    return lambda: (torch._int_mm(a, b).float() * sa * sb).round().clamp(-128, 127).to(torch.int8)


@peer("scaled_mm")
def _scaled_mm(p, x, torch):
    """torch._scaled_mm (cuBLASLt's fp8 GEMM): B [N, K] as the column-major [K, N] view it takes, scales per tensor
    or row-wise (both), bias fused; the activation after it. None where it refuses: e5m2 x e5m2, N or K not a multiple
    of 16, one of the two scales row-wise without the other, row-wise scales with an output other than bfloat16."""
    rowwise = (p["scale_a"] == "row", p["scale_b"] == "column")
    both_e5m2 = p["a_dtype"] == p["b_dtype"] == "float8_e5m2"
    if both_e5m2 or p["n"] % 16 or p["k"] % 16 or len(set(rowwise)) > 1 or (rowwise[0] and p["out"] != "bfloat16"):
        return None
    a, b = x["A"], x["B"].t()
    sa = x["scale_a"].reshape(-1, 1) if rowwise[0] else x["scale_a"].reshape(())
    sb = x["scale_b"].reshape(1, -1) if rowwise[1] else x["scale_b"].reshape(())
    act = gemm_activation(p["activation"], torch)
    out = torch_dtype(p["out"], torch)
    return lambda: act(torch._scaled_mm(a, b, scale_a=sa, scale_b=sb, bias=x.get("bias"), out_dtype=out))


def _quant_terms(p, x, torch):
    """(scale, zero point) shaped to broadcast along `axis` (one value per tensor with axis -1), and the fp8 bound."""
    shape = [1] * len(p["shape"])
    if p["axis"] >= 0:
        shape[p["axis"]] = -1
    s = x["S"].reshape(shape)
    z = x["Z"].reshape(shape).float() if "Z" in x else 0.0
    return s, z, dtypes.FINITE_MAX.get(dtypes.storage(p["qtype"]))


def _quantized(p, x, torch, s, z, bound):
    """torch's Q in float32: round half to even (torch.round) and clamp for int8; clamp and convert for fp8."""
    y = x.float() / s
    if bound is None:
        return torch.clamp(torch.round(y) + z, -128, 127)
    return y.clamp(-bound, bound).to(torch_dtype(p["qtype"], torch))


@peer("quantize")
def _quantize(p, x, torch):
    s, z, bound = _quant_terms(p, x, torch)
    if bound is None:
        return lambda: _quantized(p, x["X"], torch, s, z, bound).to(torch.int8)
    return lambda: _quantized(p, x["X"], torch, s, z, bound)


@peer("dequantize")
def _dequantize(p, x, torch):
    s, z, _ = _quant_terms(p, x, torch)
    out = torch_dtype(p["dtype"], torch)
    return lambda: ((x["Q"].float() - z) * s).to(out)


@peer("fake_quant")
def _fake_quant(p, x, torch):
    s, z, bound = _quant_terms(p, x, torch)
    out = torch_dtype(p["dtype"], torch)
    return lambda: ((_quantized(p, x["X"], torch, s, z, bound).float() - z) * s).to(out)


@peer("dense")
def _dense(p, x, torch):
    act = gemm_activation(p["activation"], torch)
    return lambda: act(torch.nn.functional.linear(x["X"], x["W"], x.get("bias")))


VENDOR = {"matmul": "cuBLAS", "dense": "cuBLAS", "conv2d": "cuDNN"}  # the library behind torch's call


def make(op_name: str, p: dict, inputs: dict, torch, extra: bool = False) -> Callable | list[Callable] | None:
    """A callable running the peer (or a list of variants to take the fastest of), or None when the
    operator has no peer for these parameters. extra: with EXTRA's peers for the operator too, as Variants named
    after each (the vendor library's first); one that fails to build is left out with its reason in `notes`."""
    f = PEERS.get(op_name)
    if f is None:
        return None
    torch.backends.cuda.matmul.allow_tf32 = False  # fp32 GEMM is compared with SGEMM, not tf32
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    base = f(p, inputs, torch)
    more = EXTRA[op_name](p, inputs, torch) if extra and op_name in EXTRA and base is not None else {}
    if not more:
        return base
    assert callable(base), f"{op_name}: extra peers join a single vendor call"
    fns, names, notes = [base], [VENDOR.get(op_name, "torch")], []
    for name, build in more.items():
        try:
            fns.append(build())
            names.append(name)
        except Exception as e:  # a missing or wrong peer costs its column, not the vendor's
            notes.append(f"{name}: {type(e).__name__}: {e}")
    return Variants(fns, names, notes)



def on_gpu(op, p: dict, seed: int, torch, extra: bool = False) -> Callable | list[Callable] | None:
    """`make` over the operator's inputs drawn by op.sample from `seed`, moved to the GPU: the peer as make returns
    it (the bench times it, the profiling scripts name its kernels)."""
    x = {k: to_torch(v, torch).cuda() for k, v in op.sample(p, np.random.default_rng(seed)).items()}
    return make(op.name, p, x, torch, extra=extra)


def callables(fns) -> list[Callable]:
    """make's result as a list of its variants (none where the operator has no peer)."""
    return [] if not fns else fns if isinstance(fns, list) else [fns]

# -- the operator library's peers (packed tensors only: a strided input has no torch peer) ---------------
def _packed(p) -> bool:
    return not any(k.endswith("_strides") and v for k, v in p.items())


def _pair(v):
    v = tuple(v) if isinstance(v, (list, tuple)) else (v,)
    return v * 2 if len(v) == 1 else v


@peer("activation")
def _activation(p, x, torch):
    if not _packed(p):
        return None
    F = torch.nn.functional
    k, t = p["kind"], x["X"]
    fns = {"identity": lambda: t.clone(), "relu": lambda: F.relu(t), "sigmoid": lambda: torch.sigmoid(t),
           "tanh": lambda: torch.tanh(t), "clipped_relu": lambda: F.hardtanh(t, 0.0, p["ceiling"]),
           "elu": lambda: F.elu(t, p["alpha"]), "silu": lambda: F.silu(t), "swish": lambda: t * torch.sigmoid(p["beta"] * t),
           "leaky_relu": lambda: F.leaky_relu(t, p["slope"]), "gelu_erf": lambda: F.gelu(t),
           "gelu_tanh": lambda: F.gelu(t, approximate="tanh"), "softplus": lambda: F.softplus(t, p["beta"])}
    return fns.get(k)


@peer("op_tensor")
def _op_tensor(p, x, torch):
    if not _packed(p) or "C_in" in x:
        return None
    a, b, a1, a2 = x["A"], x["B"], p["alpha1"], p["alpha2"]
    f = {"add": torch.add, "mul": torch.mul, "min": torch.minimum, "max": torch.maximum, "sub": torch.sub}[p["kind"]]
    if a1 == 1 and a2 == 1:
        return lambda: f(a, b)
    return lambda: f(a * a1, b * a2)


@peer("add_tensor")
def _add_tensor(p, x, torch):
    if not _packed(p):
        return None
    a, c = x["A"], x.get("C_in")
    if c is None:
        return lambda: (a * p["alpha"]).expand(tuple(p["c"])).contiguous()
    return lambda: torch.add(c * p["beta"], a, alpha=p["alpha"])


@peer("cast")
def _cast(p, x, torch):
    dt = torch_dtype(p["dst"], torch)
    return lambda: x["X"].to(dt)


@peer("dropout")
def _dropout(p, x, torch):  # same work, torch's own generator: compared for speed only
    return lambda: torch.nn.functional.dropout(x["X"], p["p"], training=True)


def _permute(perm):
    return lambda p, x, torch: (lambda: x["X"].permute(*perm).contiguous())


PEERS["nchw_to_nhwc"] = _permute((0, 2, 3, 1))
PEERS["nhwc_to_nchw"] = _permute((0, 3, 1, 2))
PEERS["hwc_to_whc"] = _permute((1, 0, 2))
PEERS["transpose"] = lambda p, x, torch: (lambda: x["X"].permute(*p["perm"]).contiguous())


@peer("reduce")
def _reduce(p, x, torch):
    t, axes, keep = x["X"], tuple(p["axes"]) or tuple(range(len(p["shape"]))), p["keepdims"]
    f = {"sum": lambda: torch.sum(t, axes, keepdim=keep, dtype=torch.float32),
         "mean": lambda: torch.mean(t, axes, keepdim=keep, dtype=torch.float32),
         "max": lambda: torch.amax(t, axes, keepdim=keep), "min": lambda: torch.amin(t, axes, keepdim=keep)}
    return f[p["kind"]]


@peer("softmax")
def _softmax(p, x, torch):
    t = x["X"]
    f = torch.log_softmax if p["algo"] == "log" else torch.softmax
    if p["mode"] == "channel":
        return lambda: f(t, dim=1)
    return lambda: f(t.reshape(t.shape[0], -1), dim=1)


@peer("batchnorm")
def _batchnorm(p, x, torch):
    if p["mode"] != "spatial":
        return None
    X = x["X"]
    c = X.shape[1]
    rm, rv = x["running_mean"].reshape(c).clone(), x["running_var"].reshape(c).clone()
    w, b = x["scale"].reshape(c), x["bias"].reshape(c)
    return lambda: torch.nn.functional.batch_norm(X, rm, rv, w, b, training=p["training"], momentum=p["factor"],
                                                  eps=p["epsilon"])


@peer("lrn")
def _lrn(p, x, torch):
    return lambda: torch.nn.functional.local_response_norm(x["X"], p["n"], p["alpha"], p["beta"], p["k"])


@peer("pool2d")
def _pool(p, x, torch):
    F, t = torch.nn.functional, x["X"]
    win, st, pad, dil = _pair(p["window"]), _pair(p["stride"]), _pair(p["padding"]), _pair(p["dilation"])
    if any(2 * pd > w for pd, w in zip(pad, win)):
        return None  # torch refuses padding over half the window
    if p["kind"] == "max":
        return lambda: F.max_pool2d(t, win, st, pad, dil)
    if dil != (1, 1):
        return None
    return lambda: F.avg_pool2d(t, win, st, pad, count_include_pad=p["kind"] == "avg_include_pad")


@peer("conv2d")
def _conv2d(p, x, torch):
    """cuDNN through torch with cudnn.benchmark, in NCHW and in channels_last (in that order: the bench keeps both,
    and its peer is the faster, as a user would pick). residual=true: the convolution's output plus R in place, then
    the activation (PyTorch has no fused call for it; cudnnConvolutionBiasActivationForward is not exposed)."""
    from .ops.conv import geometry

    g = geometry(p)
    if g.pad[0] != g.pad[1] or g.pad[2] != g.pad[3] or p["mode"] != "cross_correlation":
        return None
    X, W, R = x["X"], x["W"], x.get("R")
    if p["layout"] == "NHWC":
        X = X.permute(0, 3, 1, 2)
        W = W.permute(0, 3, 1, 2)
        R = R.permute(0, 3, 1, 2) if R is not None else None
    bias = x.get("B")
    act = {"none": lambda y: y, "relu": torch.relu, "sigmoid": torch.sigmoid, "tanh": torch.tanh}[p["activation"]]
    pad = (g.pad[0], g.pad[2])

    def variant(fmt):
        xx, ww = X.contiguous(memory_format=fmt), W.contiguous(memory_format=fmt)
        b = bias.reshape(-1) if bias is not None else None
        if R is not None:
            rr = R.contiguous(memory_format=fmt)
            return lambda: act(torch.nn.functional.conv2d(xx, ww, b, g.stride, pad, g.dilation, g.groups).add_(rr))
        return lambda: act(torch.nn.functional.conv2d(xx, ww, b, g.stride, pad, g.dilation, g.groups))

    return [variant(torch.contiguous_format), variant(torch.channels_last)]
