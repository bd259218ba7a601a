"""ResNet-50 in NumPy: random weights with non-trivial batch-norm statistics, test images, batch norm folded into the
convolutions, an independent float64 forward pass of the unfolded network, and the folded network run layer by layer
through each tvmgen operator's own float64 reference. No TVM here.
"""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from .. import ops
from ..ops.base import ParamError
from .resnet50_arch import CLASSES, DTYPE, IMAGE, Conv, Step, blocks, check_width, convs, features, stem

EPS = 1e-5  # torch.nn.BatchNorm2d's default
CALIBRATION = 4  # images the batch-norm statistics are measured on, at least
CALIBRATION_SAMPLES = 256  # ... and enough of them for this many pixels per channel in the last stage
GAMMA = (0.5, 1.5)  # uniform range of the batch-norm scales
BETA = 0.2  # standard deviation of the batch-norm shifts
MEAN_SHIFT = 0.5  # running_mean = measured mean + MEAN_SHIFT * measured std * N(0, 1)
VAR_RATIO = 2.0  # running_var = measured var * r, log r uniform in [-log VAR_RATIO, log VAR_RATIO]


# -- test images -------------------------------------------------------------------------------------------------
def sample_images(n: int, image: int = IMAGE, seed: int = 0) -> np.ndarray:
    """float32 NHWC [n, image, image, 3] of about unit scale, each image its own: a per-image colour offset and
    contrast over a coarse 4x4 pattern plus pixel noise. Pure noise would give every image nearly the same pooled
    features, so the classifier's top-1 would hardly depend on the input."""
    rng = np.random.default_rng(seed)
    coarse = rng.standard_normal((n, 4, 4, 3))
    idx = np.arange(image) * 4 // image
    pattern = coarse[:, idx][:, :, idx]
    x = pattern + 0.5 * rng.standard_normal((n, image, image, 3))
    x = x * rng.uniform(0.5, 1.5, (n, 1, 1, 1)) + 0.5 * rng.standard_normal((n, 1, 1, 3))
    return x.astype(np.float32)


# -- the unfolded forward pass, float64 (or float32 for calibration) ------------------------------------------------
def conv_nhwc(x: np.ndarray, w: np.ndarray, stride: int, pad: int) -> np.ndarray:
    """Cross-correlation of NHWC `x` with an OIHW (torch) filter `w`: the windows as a strided view, one tensordot
    (a BLAS GEMM over C*R*S) per call."""
    k = w.shape[2]
    xp = np.pad(x, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    win = np.lib.stride_tricks.sliding_window_view(xp, (k, k), axis=(1, 2))[:, ::stride, ::stride]  # N P Q C R S
    return np.tensordot(win, w, axes=([3, 4, 5], [1, 2, 3]))  # N P Q K


def max_pool_nhwc(x: np.ndarray, k: int = 3, stride: int = 2, pad: int = 1) -> np.ndarray:
    xp = np.pad(x, ((0, 0), (pad, pad), (pad, pad), (0, 0)), constant_values=-np.inf)  # padding never wins
    win = np.lib.stride_tricks.sliding_window_view(xp, (k, k), axis=(1, 2))[:, ::stride, ::stride]
    return win.max(axis=(4, 5))


def batch_norm(y: np.ndarray, weights: dict, name: str, eps: float = EPS) -> np.ndarray:
    """Inference batch norm over the last (channel) axis, from the running statistics."""
    g, b, m, v = (np.asarray(weights[f"{name}.{k}"], y.dtype) for k in ("weight", "bias", "running_mean", "running_var"))
    return (y - m) / np.sqrt(v + eps) * g + b  # in y's precision: float32 statistics would round sqrt(v + eps)


def forward(x: np.ndarray, weights: dict, dtype=np.float64, bn: Callable | None = None,
            eps: float = EPS) -> dict[str, np.ndarray]:
    """The unfolded network on NHWC `x`: {"features": pooled [N, C], "logits": [N, classes]} in `dtype`.
    `bn(conv, y)` replaces the batch norm after `conv` (random_weights measures the statistics through it)."""
    width = _width_of(weights)
    norm = bn or (lambda c, y: batch_norm(y, weights, c.bn, eps))

    def cbr(c: Conv, t: np.ndarray) -> np.ndarray:
        y = norm(c, conv_nhwc(t, weights[f"{c.name}.weight"].astype(dtype), c.stride, c.pad))
        return np.maximum(y, 0) if c.relu else y

    t = max_pool_nhwc(cbr(stem(width), x.astype(dtype)))
    for blk in blocks(width):
        c1, c2, c3 = blk.convs
        y = cbr(c3, cbr(c2, cbr(c1, t)))
        t = np.maximum(y + (cbr(blk.downsample, t) if blk.downsample else t), 0)
    f = t.mean(axis=(1, 2))
    if "fc.weight" not in weights:
        return {"features": f}
    return {"features": f, "logits": f @ weights["fc.weight"].astype(dtype).T + weights["fc.bias"].astype(dtype)}


def reference(x: np.ndarray, weights: dict, eps: float = EPS) -> np.ndarray:
    """float64 logits [N, classes] of the unfolded network (explicit batch norm) on NHWC images `x` [N, H, W, 3]:
    what the folded tvmgen network is checked against."""
    if x.ndim != 4 or x.shape[-1] != 3:
        raise ParamError(f"x: images are NHWC [N, H, W, 3], got shape {list(x.shape)}")
    return forward(x, weights, np.float64, eps=eps)["logits"]


def softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _width_of(weights: dict) -> int:
    w = weights.get("conv1.weight")
    if w is None or w.ndim != 4 or w.shape[1:] != (3, 7, 7) or stem(1).cout % w.shape[0]:
        raise ParamError("weights: conv1.weight must be [64 / width, 3, 7, 7] (torchvision's names and OIHW layout)")
    width = stem(1).cout // w.shape[0]
    check_width(width)
    return width


# -- random weights ---------------------------------------------------------------------------------------------
def random_weights(seed: int = 0, width: int = 1, classes: int = CLASSES, image: int = IMAGE,
                   calibration: int | None = None) -> dict[str, np.ndarray]:
    """float32 weights named exactly as torchvision's resnet50().state_dict() (without num_batches_tracked).

    Convolutions: He-normal (std sqrt(2 / fan_in)). Batch norms: gamma uniform in GAMMA, beta normal (std BETA), and
    running statistics as training would have left them, then disturbed: each batch norm's input is measured on
    `calibration` sample_images of size `image` (mean and variance per channel; by default CALIBRATION images, more
    where the last stage has fewer than CALIBRATION_SAMPLES pixels per channel), and the running mean is that mean
    shifted by MEAN_SHIFT standard deviations times N(0, 1), the running variance that variance times a factor in
    [1 / VAR_RATIO, VAR_RATIO]. Measured layer by layer, through the disturbed statistics of the layers before, they
    keep the activations of order one through all 53 convolutions (the largest anywhere, at 224 x 224: tens; fp16
    goes to 65504), where statistics unrelated to the activations would normalize nothing and let the scale drift
    layer by layer; yet no mean is 0, no variance or scale 1. The classifier: normal weights divided by the spread
    of the pooled features between the calibration images, its bias removing their mean, so that top-1 follows the
    input (random features otherwise give most images one class).
    """
    check_width(width)
    rng = np.random.default_rng(seed)
    w: dict[str, np.ndarray] = {}
    for c in convs(width):
        fan_in = c.cin * c.k * c.k
        w[f"{c.name}.weight"] = (rng.standard_normal((c.cout, c.cin, c.k, c.k)) * math.sqrt(2 / fan_in)).astype(
            np.float32)
        w[f"{c.bn}.weight"] = rng.uniform(*GAMMA, c.cout).astype(np.float32)
        w[f"{c.bn}.bias"] = (BETA * rng.standard_normal(c.cout)).astype(np.float32)

    def measure(c: Conv, y: np.ndarray) -> np.ndarray:
        m, v = y.mean(axis=(0, 1, 2)), y.var(axis=(0, 1, 2))
        w[f"{c.bn}.running_mean"] = (m + MEAN_SHIFT * np.sqrt(v) * rng.standard_normal(m.size)).astype(np.float32)
        w[f"{c.bn}.running_var"] = (v * np.exp(rng.uniform(-1, 1, v.size) * math.log(VAR_RATIO))).astype(np.float32)
        return batch_norm(y, w, c.bn)

    if calibration is None:
        last = image
        for k, st, pad in ((7, 2, 3), (3, 2, 1), (3, 2, 1), (3, 2, 1), (3, 2, 1)):  # stem, max pool, stages 2-4
            last = (last + 2 * pad - k) // st + 1
        calibration = max(CALIBRATION, -(-CALIBRATION_SAMPLES // (last * last)))
    x = sample_images(calibration, image, seed=seed + 1)
    f = forward(x, w, np.float32, bn=measure)["features"].astype(np.float64)
    k = features(width)
    spread = math.sqrt(max(f.var(axis=0).mean(), 1e-12 * (f ** 2).mean(), 1e-30))  # across images, per feature
    fc = rng.standard_normal((classes, k)) / math.sqrt(k) / spread
    w["fc.weight"] = fc.astype(np.float32)
    w["fc.bias"] = (-(fc @ f.mean(axis=0)) + 0.1 * rng.standard_normal(classes)).astype(np.float32)
    return w


# -- folding --------------------------------------------------------------------------------------------------
def fold(weights: dict, eps: float = EPS, dtype: str = DTYPE) -> dict[str, np.ndarray]:
    """Batch norm folded into each convolution, as a framework's graph optimizer does for inference:
        W' = W * gamma / sqrt(var + eps),   b' = beta - mean * gamma / sqrt(var + eps)
    Filters go from torch's OIHW to the KRSC that conv2d layout=NHWC takes, biases to the dtype of that operator's
    bias tensor B, both read off conv2d's TensorSpecs at `dtype` (the classifier's off dense's). Returns
    {"<conv>.W", "<conv>.B", "fc.W", "fc.b"}: the weight tensors the steps of resnet50_arch.layers name."""
    width = _width_of(weights)
    conv_op, dense_op = ops.get("conv2d"), ops.get("dense")
    out: dict[str, np.ndarray] = {}
    for c in convs(width):
        keys = [f"{c.name}.weight"] + [f"{c.bn}.{s}" for s in ("weight", "bias", "running_mean", "running_var")]
        missing = [k for k in keys if k not in weights]
        if missing:
            raise ParamError(f"weights: {missing[0]} is missing (torchvision's state_dict names)")
        wt = np.asarray(weights[keys[0]], np.float64)
        if wt.shape != (c.cout, c.cin, c.k, c.k):
            raise ParamError(f"weights: {keys[0]} is {list(wt.shape)}, the network needs {[c.cout, c.cin, c.k, c.k]}")
        g, b, m, v = (np.asarray(weights[k], np.float64) for k in keys[1:])
        if (v + eps <= 0).any():
            raise ParamError(f"weights: {c.bn}.running_var + eps must be positive")
        scale = g / np.sqrt(v + eps)
        p = conv_op.parse({"input": f"1x{c.k}x{c.k}x{c.cin}", "filter": f"{c.cout}x{c.k}x{c.k}x{c.cin}",
                           "layout": "NHWC", "pad": c.pad, "bias": "true", "dtype": dtype})
        spec = {t.name: t for t in conv_op.inputs(p)}
        out[f"{c.name}.W"] = np.ascontiguousarray((wt * scale[:, None, None, None]).transpose(0, 2, 3, 1)).astype(
            spec["W"].dtype)
        out[f"{c.name}.B"] = (b - m * scale).astype(spec["B"].dtype)
        assert out[f"{c.name}.W"].shape == spec["W"].shape  # KRSC, as the operator declares it
    fw, fb = weights.get("fc.weight"), weights.get("fc.bias")
    if fw is None or fb is None:
        raise ParamError(f"weights: fc.{'weight' if fw is None else 'bias'} is missing")
    p = dense_op.parse({"m": 1, "n": fw.shape[0], "k": fw.shape[1], "bias": "true", "dtype": dtype})
    spec = {t.name: t for t in dense_op.inputs(p)}
    if fw.shape[1] != features(width):
        raise ParamError(f"weights: fc.weight is {list(fw.shape)}, the network needs [classes, {features(width)}]")
    out["fc.W"] = np.ascontiguousarray(fw).astype(spec["W"].dtype)
    out["fc.b"] = np.asarray(fb).astype(spec["bias"].dtype)
    return out


# -- the folded network through the operators' references -------------------------------------------------------
def run_steps(steps: list[Step], x: np.ndarray, folded: dict, storage: str | None = None,
              keep: bool = False) -> dict[str, np.ndarray]:
    """The folded network on NHWC `x`, step by step, each by its tvmgen operator's float64 `reference` on the inputs
    its step names. `storage` ("float16"): each activation is rounded to it before the next step reads it, as the
    shaders store them (None: float64 throughout). Returns the last two outputs ("fc": the logits, "softmax"), or
    every activation with `keep`."""
    t: dict[str, np.ndarray] = {"input": x if storage is None else x.astype(storage)}
    last_use = {name: i for i, s in enumerate(steps) for name in s.activations}
    results = (steps[-2].output, steps[-1].output)  # logits and probabilities
    for i, s in enumerate(steps):
        op = ops.get(s.op)
        n = t[s.activations[0]].shape[0]
        ins = {k: (folded[v] if v in s.weights else t[v]) for k, v in s.inputs}
        y = op.reference(s.at(n), ins)[op.outputs(s.at(n))[0].name]
        t[s.output] = y if storage is None else y.astype(storage)
        if not keep:  # dropped after their last reader: the float64 activations of batch 256 would not fit
            for name in s.activations:
                if last_use[name] == i and name not in results:
                    del t[name]
    return t if keep else {r: t[r] for r in results}
