"""A shader as a torch.library custom op, so that a model calling it still compiles (`torch.compile(fullgraph=True)`
traces the op through its fake kernel: output shapes and dtypes from the manifest, the run-time sizes read off the
fake inputs, symbolic ones included). PyTorch is imported here only when an op is registered.
"""
from __future__ import annotations

import inspect
import keyword

from .arrays import ArgumentError

_OPS: dict[str, tuple] = {}  # op name -> (shader, custom op): torch refuses to define one name twice


def register(shader, name: str):
    """Define the custom op `name` ("mylib::matmul") that runs `shader`: inputs in the manifest's order (by position
    or by name), new outputs returned (one tensor, or a tuple). The op (torch.ops.mylib.matmul too). Registering
    the same shader under the same name again gives the same op; another shader under that name: ValueError."""
    import torch

    if name in _OPS:
        sh, op = _OPS[name]
        if sh is shader or (sh.name == shader.name and
                            sh.manifest.get("source_sha256") == shader.manifest.get("source_sha256")):
            return op
        raise ValueError(f"{name}: already the custom op of shader {sh.name}")
    ns, sep, short = name.partition("::")
    if not sep or not ns.isidentifier() or not short.isidentifier():
        raise ValueError(f"{name!r}: a custom op is named namespace::name, e.g. mylib::matmul")
    params = _params(shader.input_names)
    n_out = len(shader.output_names)
    ret = "Tensor" if n_out == 1 else "(" + ", ".join(["Tensor"] * n_out) + ")"
    schema = "(" + ", ".join(f"Tensor {p}" for p in params) + ") -> " + ret

    def impl(*args):
        dev = args[0].device if args else None
        if dev is not None and dev.type == "cuda" and dev.index != torch.cuda.current_device():
            with torch.cuda.device(dev):
                return shader(*args)
        return shader(*args)

    def fake(*args):
        return _fake(shader, args)

    sig = inspect.Signature([inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=torch.Tensor)
                             for p in params])
    impl.__signature__ = fake.__signature__ = sig
    impl.__name__ = fake.__name__ = short
    op = torch.library.custom_op(name, impl, mutates_args=(), schema=schema)
    op.register_fake(fake)
    _OPS[name] = (shader, op)
    return op


def _params(names) -> list[str]:
    """The schema's argument names: the tensors' own where they are plain identifiers."""
    out: list[str] = []
    for i, n in enumerate(names):
        ok = n.isidentifier() and not keyword.iskeyword(n) and n not in ("self", "out", "Tensor") and n not in out
        out.append(n if ok else f"arg{i}")
    return out


def _fake(sh: "Shader", args):
    import torch

    shapes = {}
    for n, a in zip(sh.input_names, args):
        spec = sh._specs[n]
        dt = str(a.dtype).removeprefix("torch.")
        if dt != spec.dtype:
            raise ArgumentError(f"{sh.name}: input {n}: dtype {dt}, but the shader takes {spec.dtype}")
        if a.dim() != len(spec.shape):
            raise ArgumentError(f"{sh.name}: input {n}: {a.dim()} dimension(s), but the shader takes "
                                f"{len(spec.shape)}: {spec.text()}")
        shapes[n] = tuple(a.shape)
    env = sh.solve(shapes, symbolic=_symbolic)
    device = args[0].device if args else torch.device("cuda")
    outs = []
    for n in sh.output_names:
        spec = sh._specs[n]
        shape = [e.eval(env, sym_minmax) for e in spec.shape]
        dt = getattr(torch, spec.dtype)
        if spec.strides is None:
            outs.append(torch.empty(shape, dtype=dt, device=device))
        else:
            outs.append(torch.empty_strided(shape, [e.eval(env, sym_minmax) for e in spec.strides], dtype=dt, device=device))
    return outs[0] if len(outs) == 1 else tuple(outs)


def sym_minmax(op: str, a, b):
    """min / max of sizes that may be torch SymInts (expr.Expr.eval's `minmax`): torch.sym_min / sym_max for those."""
    if isinstance(a, int) and isinstance(b, int):
        return min(a, b) if op == "min" else max(a, b)
    import torch

    return torch.sym_min(a, b) if op == "min" else torch.sym_max(a, b)


def _symbolic(d, a: int, b: int, s: str, r, what: str, j: int):
    """A run-time size from a symbolic dimension d = a*s + b: checked as the plain path does, by torch._check
    (a guard or a deferred assert, not a specialization)."""
    import torch

    v = d if (a, b) == (1, 0) else (d - b) // a
    if (a, b) != (1, 0):
        torch._check(v * a + b == d, lambda: f"{what}: dimension {j} is no {a}*{s}+{b}")
    torch._check(v >= r.lo, lambda: f"{what}: dimension {j} gives {s} below the shader's range {s}={r.lo}..{r.hi}")
    torch._check(v <= r.hi, lambda: f"{what}: dimension {j} gives {s} above the shader's range {s}={r.lo}..{r.hi}")
    return v
