"""ResNet-50 on the GPU, every layer a tvmgen shader called through tvmgen.runtime (no TVM: emitted shaders, CuPy to
launch them, PyTorch for the tensors).

    net = Network("build/resnet50", resnet50.fold(weights))      # a folder of emitted shaders or a packed library
    logits, probs = net.forward(x)                                # x: torch CUDA [N, 224, 224, 3] (or NCHW), fp16

A batch size's first call plans it: the activations are allocated once, a buffer handed on to a later step as soon as
the last step reading it has run (a pool keyed by shape), and each step's call is checked and planned once
(`Shader.plan`); later calls of that size copy the input in and launch the planned steps (`Shader.run`), nothing else.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .. import hardware, ops
from ..ops.base import ParamError
from .resnet50_arch import BATCH, CLASSES, DTYPE, IMAGE, SKIP, batches, layers, share_buffers


@dataclass
class BatchPlan:
    """One batch size, planned: the buffers (activations by name, the input's included) and each step's call."""

    batch: int
    buffers: dict = field(default_factory=dict)
    calls: list = field(default_factory=list)  # (step, shader, runtime Plan), in order
    allocated_bytes: int = 0


class Network:
    """The folded network of resnet50_arch.layers(batch, image, width, classes, dtype, skip) on the shaders in `shaders` (the
    folder `emit` wrote, or a packed library), with the folded weights `folded` (resnet50_numpy.fold) uploaded once.
    `batch` is what the shaders were emitted for: a run-time range (one set serves every size in it) or one size."""

    def __init__(self, shaders, folded: dict, batch=BATCH, image: int = IMAGE, width: int = 1,
                 classes: int = CLASSES, dtype: str = DTYPE, arch: str = "sm_90", device: int | None = None,
                 skip: str = SKIP):
        import torch

        from .. import runtime

        self.steps = layers(batch, image, width, classes, dtype, skip)
        self.image, self.dtype = image, dtype
        lib = runtime.load(shaders)
        if isinstance(lib, runtime.Shader):
            raise ParamError(f"shaders: {shaders} is one shader; give the folder the network's shaders were emitted "
                             "into (or a packed library)")
        suffix = hardware.name_suffix(arch)
        missing = sorted({s.shader + suffix for s in self.steps} - set(lib))
        if missing:
            raise ParamError(f"shaders: {len(missing)} of the network's shaders are not in {shaders} (first: "
                             f"{missing[0]}); emit them: python -m tvmgen.models.resnet50 emit -o {shaders} "
                             f"--batch {batch} --image {image}")
        self.shaders = {s.name: lib[s.shader + suffix] for s in self.steps}
        self.device = torch.device("cuda", device if device is not None else torch.cuda.current_device())
        lo = batches(self.steps)[0]
        self.weights = {}
        for s in self.steps:  # each weight checked against the tensor its operator declares, then uploaded once
            specs = {t.name: t for t in ops.get(s.op).inputs(s.at(lo))}
            for slot, name in s.inputs:
                if name not in s.weights or name in self.weights:
                    continue
                if name not in folded:
                    raise ParamError(f"folded: {name} is missing (resnet50.fold makes it)")
                a, t = np.asarray(folded[name]), specs[slot]
                if a.shape != t.shape or a.dtype != np.dtype(t.dtype):
                    raise ParamError(f"folded: {name} is {a.dtype}{list(a.shape)}, step {s.name} takes "
                                     f"{t.dtype}{list(t.shape)}")
                self.weights[name] = torch.from_numpy(np.ascontiguousarray(a)).to(self.device)
        self._plans: dict[int, BatchPlan] = {}

    # -- planning ---------------------------------------------------------------------------------------------
    def plan(self, batch: int) -> BatchPlan:
        """The buffers and calls of one batch size (made on first use, then kept)."""
        got = self._plans.get(batch)
        if got is not None:
            return got
        import torch

        lo, hi = batches(self.steps)
        if not lo <= batch <= hi:
            raise ParamError(f"batch={batch}: the shaders serve batch {lo}..{hi}")
        pl = BatchPlan(batch)
        specs = {"input": ((batch, self.image, self.image, 3), self.dtype)}
        for s in self.steps:
            t = ops.get(s.op).outputs(s.at(batch))[0]
            specs[s.output] = (tuple(t.shape), t.dtype)
        where = share_buffers(self.steps, specs)
        owned: dict[int, object] = {}
        for name, b in where.items():
            if b not in owned:
                shape, dtype = specs[name]
                owned[b] = torch.empty(shape, dtype=getattr(torch, dtype), device=self.device)
                if name != "input":
                    pl.allocated_bytes += owned[b].numel() * owned[b].element_size()
            pl.buffers[name] = owned[b]
        for s in self.steps:
            args = [self.weights[t] if t in s.weights else pl.buffers[t] for _, t in s.inputs]
            sh = self.shaders[s.name]
            pl.calls.append((s, sh, sh.plan(*args, out=(pl.buffers[s.output],))))  # every check once, here
        self._plans[batch] = pl
        return pl

    def _load(self, x):
        """The plan of x's batch size, x copied into its input buffer (NCHW permuted, dtype converted, in the one
        copy)."""
        import torch

        if not isinstance(x, torch.Tensor) or x.device.type != "cuda":
            raise ParamError("x: a torch CUDA tensor [N, H, W, 3] (NHWC) or [N, 3, H, W] (NCHW)")
        if x.dim() == 4 and x.shape[-1] != 3 and x.shape[1] == 3:
            x = x.permute(0, 2, 3, 1)  # NCHW -> NHWC view; the copy below lays it out
        if x.dim() != 4 or tuple(x.shape[1:]) != (self.image, self.image, 3):
            raise ParamError(f"x: shape {list(x.shape)}, the network takes [N, {self.image}, {self.image}, 3] "
                             f"(or [N, 3, {self.image}, {self.image}])")
        pl = self.plan(x.shape[0])
        if x.data_ptr() != pl.buffers["input"].data_ptr():  # given the plan's own input buffer: nothing to copy
            pl.buffers["input"].copy_(x)
        return pl

    # -- running ----------------------------------------------------------------------------------------------
    def forward(self, x, copy: bool = True):
        """(logits [N, classes], probabilities [N, classes]) for images x, on torch's current stream. copy=False
        returns the plan's own buffers, which the next call of the same batch size overwrites."""
        pl = self._load(x)
        for _, sh, p in pl.calls:
            sh.run(p)
        logits, probs = pl.buffers[self.steps[-2].output], pl.buffers[self.steps[-1].output]
        return (logits.clone(), probs.clone()) if copy else (logits, probs)

    __call__ = forward

    def time_layers(self, x, reps: int = 20, warmup: int = 3) -> list[dict]:
        """Per step: the median over `reps` forward passes of the time between CUDA events recorded before and after
        its call (the gaps between launches included, so the steps add up to the pass)."""
        import torch

        pl = self._load(x)
        n = len(pl.calls)
        events = [torch.cuda.Event(enable_timing=True) for _ in range(n + 1)]
        times = np.zeros((reps, n))
        for r in range(warmup + reps):
            events[0].record()
            for i, (_, sh, p) in enumerate(pl.calls):
                sh.run(p)
                events[i + 1].record()
            torch.cuda.synchronize()
            if r >= warmup:
                times[r - warmup] = [events[i].elapsed_time(events[i + 1]) for i in range(n)]
        med = np.median(times, axis=0)
        return [{"step": s.name, "op": s.op, "shader": sh.name, "ms": float(m),
                 "shape": list(pl.buffers[s.output].shape)} for (s, sh, _), m in zip(pl.calls, med)]

    def graph(self, batch: int):
        """A CUDA graph of the whole pass at this batch size (torch.cuda.graph around the planned launches, which go
        to torch's current stream): a function of x that copies x in, replays, and returns (logits, probs), the
        plan's buffers (overwritten by the next replay)."""
        import torch

        pl = self.plan(batch)
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):  # warm-up off the capture: modules compiled and loaded, shared memory set
            for _, sh, p in pl.calls:
                sh.run(p)
        torch.cuda.current_stream().wait_stream(side)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            for _, sh, p in pl.calls:
                sh.run(p)
        logits, probs = pl.buffers[self.steps[-2].output], pl.buffers[self.steps[-1].output]

        def replay(x):
            if x.shape[0] != batch:
                raise ParamError(f"x: batch {x.shape[0]}, this graph was captured at batch {batch}")
            self._load(x)
            g.replay()
            return logits, probs

        return replay
