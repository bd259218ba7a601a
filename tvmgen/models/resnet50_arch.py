"""ResNet-50 v1.5 (torchvision's `resnet50`) as data: its convolutions with their batch norms, and the forward pass
as an ordered list of tvmgen operator calls (`Step`s) on NHWC fp16 activations. No TVM, no NumPy arrays here.

v1.5: a bottleneck's stride sits in its 3x3 convolution (v1 put it in the first 1x1). Stages of [3, 4, 6, 3] blocks,
widths 64, 128, 256, 512, expansion 4; the first block of each stage projects its input with a 1x1 convolution and a
batch norm (`downsample`). `width` divides every channel count (width 8: a network of the same depth and wiring, 64x
fewer multiply-adds, that NumPy runs in a blink) and `image` is the input's height and width.

In the steps, batch norm is gone: it is folded into the convolution before it (resnet50_numpy.fold), whose fused
epilogue then adds the bias and, where the network has one, applies the ReLU. The residual sum and its ReLU are one
step, `add activation=relu`: one pass that reads both tensors and writes the block's output (an add, then a separate
ReLU, would read and write the sum once more). The step keeps torchvision's name of the block's last ReLU,
`layerS.B.relu`, as its output is that module's.

skip="epilogue" moves that sum into the block's last convolution (`conv2d residual=true activation=relu`, its
epilogue reads the skip): 16 steps fewer, and a block output's bytes cross memory twice (the skip read, the sum
written) instead of four times (the convolution's write, the add's two reads and its write). The convolution then
takes the block's output name, and the projection (`downsample`) runs before it. skip="epilogue" is the default:
an H100 timed the whole pass from C++ both ways in one run, the epilogue form 1.03x / 1.09x / 1.15x faster at batch
1 / 32 / 256 (reports/h100-80gb-hbm3/resnet50/cpp/skip-forms/). skip="add" is torchvision's structure step for step.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import ops, sizes
from ..ops.base import ParamError

STAGES = ((3, 64, 1), (4, 128, 2), (6, 256, 2), (3, 512, 2))  # (blocks, width, stride of the first block)
EXPANSION = 4
STEM = 64  # channels out of the 7x7 stem convolution
IMAGE = 224
CLASSES = 1000
BATCH = "1..256@32"  # the run-time batch every shader takes: one emitted set serves batch 1, 13, 32 and 256
DTYPE = "float16"
SKIPS = ("add", "epilogue")  # where a block's skip is summed: an add step, or the last convolution's epilogue
SKIP = "epilogue"  # the default


@dataclass(frozen=True)
class Conv:
    """One convolution and the batch norm after it, named as torchvision's state_dict names them."""

    name: str  # "conv1", "layer1.0.conv2", "layer1.0.downsample.0"
    bn: str  # "bn1", "layer1.0.bn2", "layer1.0.downsample.1"
    cin: int
    cout: int
    k: int  # square filter, k x k
    stride: int
    relu: bool  # a ReLU follows the batch norm directly (not so for a block's last conv and its downsample)

    @property
    def pad(self) -> int:
        return self.k // 2


@dataclass(frozen=True)
class Block:
    name: str  # "layer1.0"
    convs: tuple[Conv, Conv, Conv]
    downsample: Conv | None


def check_width(width: int) -> None:
    if not isinstance(width, int) or isinstance(width, bool) or width < 1 or STEM % width:
        raise ParamError(f"width={width!r}: must be a positive divisor of {STEM} (1 is the full network)")


def blocks(width: int = 1) -> list[Block]:
    """The 16 bottleneck blocks, in order."""
    check_width(width)
    out: list[Block] = []
    cin = STEM // width
    for s, (count, base, stride) in enumerate(STAGES, start=1):
        w = base // width
        for b in range(count):
            name = f"layer{s}.{b}"
            st = stride if b == 0 else 1
            convs = (Conv(f"{name}.conv1", f"{name}.bn1", cin, w, 1, 1, True),
                     Conv(f"{name}.conv2", f"{name}.bn2", w, w, 3, st, True),
                     Conv(f"{name}.conv3", f"{name}.bn3", w, w * EXPANSION, 1, 1, False))
            down = None
            if b == 0:  # torchvision projects whenever the shape changes: the first block of every stage
                down = Conv(f"{name}.downsample.0", f"{name}.downsample.1", cin, w * EXPANSION, 1, st, False)
            out.append(Block(name, convs, down))
            cin = w * EXPANSION
    return out


def stem(width: int = 1) -> Conv:
    check_width(width)
    return Conv("conv1", "bn1", 3, STEM // width, 7, 2, True)


def convs(width: int = 1) -> list[Conv]:
    """Every convolution (53 of them) in the order the forward pass runs them."""
    out = [stem(width)]
    for b in blocks(width):
        out += [*b.convs] + ([b.downsample] if b.downsample else [])
    return out


def features(width: int = 1) -> int:
    """Channels into the classifier: 2048 for the full network."""
    return STAGES[-1][1] // width * EXPANSION


def out_size(size: int, k: int, stride: int, pad: int) -> int:
    return (size + 2 * pad - k) // stride + 1


# -- the forward pass as tvmgen operator calls ---------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One operator call of the forward pass. `params` as on tvmgen's command line; `inputs` pairs each input of the
    operator, in its order, with the tensor passed there: an activation (named by the step that wrote it; the
    network's input is "input") or a folded weight ("layer1.0.conv1.W", "fc.W"). The output is named `name`."""

    name: str
    op: str
    params: tuple[tuple[str, str], ...]
    inputs: tuple[tuple[str, str], ...]

    @property
    def raw(self) -> dict[str, str]:
        return dict(self.params)

    @property
    def output(self) -> str:
        return self.name

    @property
    def shader(self) -> str:
        """The shader's name (`tvmgen emit` writes <shader>.json), run-time batch included."""
        return sizes.shader_name(ops.get(self.op), self.raw)

    @property
    def weights(self) -> tuple[str, ...]:
        return tuple(t for _, t in self.inputs if t.endswith((".W", ".B", ".b")))

    @property
    def activations(self) -> tuple[str, ...]:
        return tuple(t for _, t in self.inputs if t not in self.weights)

    def at(self, batch: int) -> dict:
        """The operator's parsed parameters at this batch size (any size inside a run-time range)."""
        op = ops.get(self.op)
        symbols, where = sizes.split(op, self.raw)
        if not symbols:
            p = op.parse(self.raw)
            n = op.outputs(p)[0].shape[0]
            if batch != n:
                raise ParamError(f"batch={batch}: step {self.name} was laid out for batch {n} only")
            return p
        return sizes.params_at(op, self.raw, {s: batch for s in symbols})

    def output_shape(self, batch: int) -> tuple[int, ...]:
        return ops.get(self.op).outputs(self.at(batch))[0].shape


def _step(name: str, op: str, params: dict, inputs: list[tuple[str, str]]) -> Step:
    return Step(name, op, tuple((k, str(v)) for k, v in params.items()), tuple(inputs))


def conv_step(c: Conv, x: str, batch, h: int, dtype: str = DTYPE, skip: tuple[str, str] | None = None) -> Step:
    """conv2d NHWC with the batch norm folded in: bias always, the ReLU fused where the network has one. skip: (the
    step's name, the skip tensor) of a block's last convolution that sums the residual and applies the block's ReLU."""
    params = {"input": f"{batch}x{h}x{h}x{c.cin}", "filter": f"{c.cout}x{c.k}x{c.k}x{c.cin}", "layout": "NHWC"}
    if c.stride != 1:
        params["stride"] = c.stride
    if c.pad:
        params["pad"] = c.pad
    inputs = [("X", x), ("W", f"{c.name}.W"), ("B", f"{c.name}.B")]
    params["bias"] = "true"
    if skip:
        params["residual"] = "true"
        inputs.append(("R", skip[1]))
    params.update(activation="relu" if c.relu or skip else "none", dtype=dtype)
    return _step(skip[0] if skip else c.name, "conv2d", params, inputs)


def layers(batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES, dtype: str = DTYPE,
           skip: str = SKIP) -> list[Step]:
    """The forward pass: stem conv (+ReLU), 3x3/2 max pool, 16 bottlenecks (conv, conv, conv, [downsample],
    add + ReLU; skip="epilogue": conv, conv, [downsample], conv + skip + ReLU), global average pool (`reduce
    kind=mean axes=1,2`), the classifier (`dense`) and `softmax`. `batch` is an integer, or a run-time range written
    `lo..hi@opt` that every step then takes."""
    if skip not in SKIPS:
        raise ParamError(f"skip={skip!r}: must be one of {', '.join(SKIPS)}")
    if not isinstance(image, int) or isinstance(image, bool) or image < 1:
        raise ParamError(f"image={image!r}: must be a positive integer (224 for ImageNet)")
    if not isinstance(classes, int) or isinstance(classes, bool) or classes < 1:
        raise ParamError(f"classes={classes!r}: must be a positive integer")
    if sizes.parse_range(str(batch), "batch") is None:
        try:
            ok = int(str(batch)) >= 1 and not isinstance(batch, bool)
        except ValueError:
            ok = False
        if not ok:
            raise ParamError(f"batch={batch!r}: an integer >= 1 or a run-time range lo..hi@opt, e.g. {BATCH}")
    b = str(batch)
    c = stem(width)
    steps = [conv_step(c, "input", b, image, dtype)]
    h = out_size(image, c.k, c.stride, c.pad)
    steps.append(_step("maxpool", "pool2d", {"shape": f"{b}x{h}x{h}x{c.cout}", "layout": "NHWC", "kind": "max",
                                             "window": 3, "stride": 2, "padding": 1, "dtype": dtype},
                       [("X", "conv1")]))
    h = out_size(h, 3, 2, 1)
    x = "maxpool"
    for blk in blocks(width):
        c1, c2, c3 = blk.convs
        steps.append(conv_step(c1, x, b, h, dtype))
        steps.append(conv_step(c2, c1.name, b, h, dtype))
        h2 = out_size(h, c2.k, c2.stride, c2.pad)
        if skip == "add":
            steps.append(conv_step(c3, c2.name, b, h2, dtype))
        identity = x
        if blk.downsample:
            steps.append(conv_step(blk.downsample, x, b, h, dtype))
            identity = blk.downsample.name
        if skip == "add":
            shape = f"{b}x{h2}x{h2}x{c3.cout}"
            steps.append(_step(f"{blk.name}.relu", "add", {"a": shape, "b": shape, "activation": "relu",
                                                           "dtype": dtype}, [("A", c3.name), ("B", identity)]))
        else:
            steps.append(conv_step(c3, c2.name, b, h2, dtype, skip=(f"{blk.name}.relu", identity)))
        x, h = f"{blk.name}.relu", h2
    f = features(width)
    steps.append(_step("avgpool", "reduce", {"shape": f"{b}x{h}x{h}x{f}", "kind": "mean", "axes": "1,2",
                                             "dtype": dtype}, [("X", x)]))
    steps.append(_step("fc", "dense", {"m": b, "n": classes, "k": f, "bias": "true", "dtype": dtype},
                       [("X", "avgpool"), ("W", "fc.W"), ("bias", "fc.b")]))
    steps.append(_step("softmax", "softmax", {"shape": f"{b}x{classes}", "dtype": dtype}, [("X", "fc")]))
    for s in steps:  # every step parses: a bad batch, image or width is refused here, in one line naming it
        sizes.parse_params(ops.get(s.op), s.raw)
    return steps


def shader_params(batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES,
                  dtype: str = DTYPE, skip: str = SKIP) -> list[tuple[str, dict[str, str]]]:
    """The distinct shaders of the network, (operator, parameters) in first-use order: steps of one shader name
    (the blocks of a stage after its first, a block's last conv and its downsample where they agree) share it."""
    seen: dict[str, tuple[str, dict[str, str]]] = {}
    for s in layers(batch, image, width, classes, dtype, skip):
        seen.setdefault(s.shader, (s.op, s.raw))
    return list(seen.values())


def batches(steps: list) -> tuple[int, int]:
    """(lo, hi) of the batch the steps take: a run-time range, or one size."""
    from .. import ops, sizes

    s = steps[0]
    op = ops.get(s.op)
    symbols, _ = sizes.split(op, s.raw)
    if symbols:
        r = next(iter(symbols.values()))
        return r.lo, r.hi
    n = op.outputs(op.parse(s.raw))[0].shape[0]
    return n, n


def share_buffers(steps: list, keys: dict) -> dict[str, int]:
    """tensor -> buffer index, the one liveness plan of the Python Network and the C++ program. `keys` maps every
    activation (the network's inputs, then each step's outputs in step order; a step's further outputs as
    `OUTPUT#NAME`) to a pool key (equal keys: interchangeable buffers). A network input has a buffer of its own; a
    step's output takes a free buffer of its key, else a new one; a tensor's buffer is freed after its last reader
    has run, except the last two steps' outputs (the logits and probabilities, read by the caller)."""
    produced = {s.output for s in steps}
    where: dict[str, int] = {}
    for name in keys:
        if name not in produced and "#" not in name:
            where[name] = len(where)
    last = {a: i for i, s in enumerate(steps) for a in s.activations}
    results = {s.output for s in steps[-2:]}
    free: dict = {}
    count = len(where)
    for i, s in enumerate(steps):
        for name in (n for n in keys if n == s.output or n.startswith(s.output + "#")):
            got = free.get(keys[name])
            if got and name not in results:
                where[name] = got.pop()
            else:
                where[name], count = count, count + 1
        for a in set(s.activations):
            if last[a] == i and a in produced and a not in results:
                free.setdefault(keys[a], []).append(where[a])
    return where
