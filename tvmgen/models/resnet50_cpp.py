"""ResNet-50 as a C++ program on the packed library (`tvmgen pack`): main.cu and its CMakeLists.txt, generated from
resnet50_arch.layers() (any step list: each step's operator, parameters and tensors), and the weights file it reads.

    write_weights(fold(random_weights(0)), "weights/")       # weights/weights.bin + weights/weights.txt
    write_program("cpp/")                                    # cpp/main.cu, cpp/CMakeLists.txt, cpp/README.md
    resnet50 weights/ input.bin 13 [--graph] [--iters K] [--warmup W] [--out logits.bin]

The program calls, for each step, the library's entry point for its operator and fixed parameters (the name and the
`<Op>Sizes` fields are worked out as `tvmgen pack` works them out: tvmgen.pack.size_params, entry_name), the sizes
filled from the batch size given on the command line. Activations are allocated once per run, pooled as
resnet50_network.Network pools them (a buffer is handed to a later step of the same shape once its last reader has
run; the logits and probabilities are never handed on); the pooling is planned here, in Python, since it does not
depend on the batch size. One workspace, the largest any step asks for, serves every step (they run in order on one
stream). Weights: one file of raw little-endian tensors, each at a multiple of 256 bytes, and a text index, one line
per tensor: `name dtype offset bytes d0xd1x...`. No TVM here.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .. import ops, sizes
from ..launcher import ctype
from ..ops.base import ParamError
from ..pack import Shader, entry_name, size_params
from .resnet50_arch import BATCH, CLASSES, DTYPE, IMAGE, SKIP, Step, batches, layers, share_buffers
from .resnet50_cpp_main import MAIN_CU

WEIGHTS_BIN = "weights.bin"
WEIGHTS_INDEX = "weights.txt"
ALIGN = 256  # each tensor's offset in weights.bin: the device copy keeps every pointer 256-byte aligned


# -- weights ----------------------------------------------------------------------------------------------------
def write_weights(folded: dict, folder) -> Path:
    """The folded weights (resnet50_numpy.fold) as FOLDER/weights.bin (raw little-endian, each tensor at a multiple
    of 256 bytes) and FOLDER/weights.txt (`name dtype offset bytes d0xd1x...` a line). Returns the folder."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    lines, offset = [], 0
    with open(out / WEIGHTS_BIN, "wb") as f:
        for name, a in folded.items():
            a = np.ascontiguousarray(a)
            if not name or any(c.isspace() for c in name):
                raise ParamError(f"folded: tensor name {name!r} must be non-empty without spaces")
            pad = -offset % ALIGN
            f.write(b"\0" * pad)
            offset += pad
            data = a.astype(a.dtype.newbyteorder("<")).tobytes()
            f.write(data)
            lines.append(f"{name} {a.dtype.name} {offset} {len(data)} {'x'.join(map(str, a.shape)) or '1'}")
            offset += len(data)
    (out / WEIGHTS_INDEX).write_text("\n".join(lines) + "\n")
    return out


def read_weights(folder) -> dict[str, np.ndarray]:
    """What write_weights wrote, as {name: array}."""
    folder = Path(folder)
    blob = (folder / WEIGHTS_BIN).read_bytes()
    out = {}
    for line in (folder / WEIGHTS_INDEX).read_text().splitlines():
        name, dtype, offset, nbytes, shape = line.split()
        dims = tuple(int(d) for d in shape.split("x"))
        dt = np.dtype(dtype).newbyteorder("<")
        a = np.frombuffer(blob, dt, int(nbytes) // dt.itemsize, int(offset))
        out[name] = a.reshape(dims).astype(np.dtype(dtype))
    return out


# -- the steps as entry-point calls -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Call:
    """One step as the program calls it: the entry point, its Sizes struct and fields (C++ expressions of the batch
    `n`), and the tensors passed (inputs then outputs) as (name, C type, per-image shape expressions)."""

    step: Step
    entry: str
    struct: str
    fields: tuple[tuple[str, str], ...]  # (field, C++ expression)
    inputs: tuple[tuple[str, str], ...]  # (tensor, C type)
    outputs: tuple[tuple[str, str], ...]


def _linear(values: dict[int, int], what: str) -> str:
    """A C++ expression of `n` through the points {batch: value}: a constant, or a * n + b."""
    (b0, v0), *rest = sorted(values.items())
    if not rest:
        return str(v0)
    b1, v1 = rest[-1]
    a, r = divmod(v1 - v0, b1 - b0)
    c = v0 - a * b0
    if r or any(a * b + c != v for b, v in values.items()):
        raise ParamError(f"{what}: does not grow linearly with the batch size; the program cannot size it")
    if a == 0:
        return str(c)
    term = "n" if a == 1 else f"{a} * n"
    return term if c == 0 else f"{term} + {c}" if c > 0 else f"{term} - {-c}"


def _probe(lo: int, hi: int) -> list[int]:
    return sorted({lo, hi, (lo + hi) // 2})


def _shader_of(s: Step) -> Shader:
    """A stand-in for the packed shader of step s (no manifest needed): what the pack planner reads of one."""
    op = ops.get(s.op)
    symbols, where = sizes.split(op, s.raw)
    p = sizes.params_at(op, s.raw, {k: r.opt for k, r in symbols.items()}) if symbols else op.parse(s.raw)
    return Shader(Path(f"{s.shader}.json"), {"name": s.shader, "params": dict(s.raw)}, "", op, p, where, symbols)


def calls(steps: list[Step]) -> list[Call]:
    """Each step as an entry-point call. The entry's fields are those `tvmgen pack` gives the operator when packing
    the network's own shaders (a pack holding other shaders of the operator may take more sizes: re-generate)."""
    lo, hi = batches(steps)
    probes = _probe(lo, hi)
    by_op: dict[str, list[Shader]] = {}
    for s in steps:
        group = by_op.setdefault(s.op, [])
        if all(sh.name != s.shader for sh in group):
            group.append(_shader_of(s))
    fields_of = {name: size_params(shs[0].op, shs) for name, shs in by_op.items()}
    out = []
    for s in steps:
        op, fields = ops.get(s.op), fields_of[s.op]
        at = {b: s.at(b) for b in probes}
        exprs = []
        for f in fields:
            if f.kind == "shape":
                dims = [tuple(int(d) for d in at[b][f.name]) for b in probes]
                if len({len(d) for d in dims}) != 1:
                    raise ParamError(f"step {s.name}: {f.name}'s rank changes with the batch size")
                parts = [_linear({b: d[i] for b, d in zip(probes, dims)}, f"step {s.name}: {f.name}[{i}]")
                         for i in range(len(dims[0]))]
                exprs.append((f.name, "tvmgen::Shape{" + ", ".join(parts) + "}"))
            else:
                exprs.append((f.name, _linear({b: int(at[b][f.name]) for b in probes}, f"step {s.name}: {f.name}")))
        p = at[probes[0]]
        slots = dict(s.inputs)
        specs_in = op.inputs(p)
        missing = [t.name for t in specs_in if t.name not in slots]
        if missing:
            raise ParamError(f"step {s.name}: {s.op} takes input {missing[0]}, the step passes none")
        outs = op.outputs(p)
        names = [s.output] + [f"{s.output}#{t.name}" for t in outs[1:]]
        out.append(Call(s, entry_name(op, _shader_of(s).p, fields), _struct(op), tuple(exprs),
                        tuple((slots[t.name], ctype(t.dtype)) for t in specs_in),
                        tuple((nm, ctype(t.dtype)) for nm, t in zip(names, outs))))
    return out


def _struct(op) -> str:
    return "".join(w[:1].upper() + w[1:] for w in op.name.split("_")) + "Sizes"


def _tensor_bytes(steps: list[Step], lo: int, hi: int) -> dict[str, tuple[str, str]]:
    """Every activation (the network's input and each step's outputs): (C++ bytes expression of n, pool key)."""
    probes = _probe(lo, hi)
    out: dict[str, tuple[str, str]] = {}
    for s in steps:
        op = ops.get(s.op)
        ins = {b: {t.name: t for t in op.inputs(s.at(b))} for b in probes}
        for slot, name in s.inputs:
            if name in s.activations and name not in out and not any(name == t.output for t in steps):
                out[name] = _bytes_of({b: ins[b][slot] for b in probes}, f"tensor {name}")
        outs = {b: op.outputs(s.at(b)) for b in probes}
        for i in range(len(outs[probes[0]])):
            name = s.output if i == 0 else f"{s.output}#{outs[probes[0]][i].name}"
            out[name] = _bytes_of({b: outs[b][i] for b in probes}, f"tensor {name}")
    return out


def _bytes_of(specs: dict, what: str) -> tuple[str, str]:
    size = _linear({b: int(np.prod(t.shape)) * np.dtype(t.dtype).itemsize for b, t in specs.items()}, what)
    t = next(iter(specs.values()))
    key = _linear({b: 0 for b in specs}, what) + "|" + t.dtype + "|" + "x".join(
        _linear({b: sp.shape[i] for b, sp in specs.items()}, what) for i in range(len(t.shape)))
    return size, key


def pool(steps: list[Step], lo: int, hi: int) -> tuple[list[str], dict[str, int]]:
    """(each buffer's bytes as a C++ expression of n, tensor -> buffer): resnet50_arch.share_buffers over the
    tensors' shapes and dtypes as expressions of n, the plan Network.plan makes for one batch size."""
    sized = _tensor_bytes(steps, lo, hi)
    where = share_buffers(steps, {name: key for name, (_, key) in sized.items()})
    buffers = [""] * (max(where.values()) + 1)
    for name, b in where.items():
        buffers[b] = buffers[b] or sized[name][0]
    return buffers, where


# -- the program ------------------------------------------------------------------------------------------------
def weight_specs(steps: list[Step], lo: int) -> dict[str, tuple[str, tuple[int, ...]]]:
    """Every weight the steps read: name -> (dtype, shape), as each step's operator declares the tensor."""
    out = {}
    for s in steps:
        specs = {t.name: t for t in ops.get(s.op).inputs(s.at(lo))}
        for slot, name in s.inputs:
            if name in s.weights and name not in out:
                out[name] = (specs[slot].dtype, tuple(specs[slot].shape))
    return out


def program(batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES, dtype: str = DTYPE,
            skip: str = SKIP) -> str:
    """main.cu for the network of resnet50_arch.layers(batch, image, width, classes, dtype, skip)."""
    steps = layers(batch, image, width, classes, dtype, skip)
    lo, hi = batches(steps)
    cs = calls(steps)
    buffers, where = pool(steps, lo, hi)
    wspecs = weight_specs(steps, lo)
    widx = {name: i for i, name in enumerate(wspecs)}
    inputs = [n for n in where if n not in {s.output for s in steps}]
    if inputs != ["input"]:
        raise ParamError(f"steps: the network must read one input tensor named 'input', not {inputs}")
    wtable = "\n".join(f'    {{"{n}", "{dt}", {{{", ".join(map(str, sh))}}}}},' for n, (dt, sh) in wspecs.items())
    sizes_fns, calls_c, ws_c, check_c = [], [], [], []
    for i, c in enumerate(cs):
        body = "".join(f"  s.{f} = {e};\n" for f, e in c.fields)
        sizes_fns.append(f"// {c.step.name}: {c.step.op} {' '.join(f'{k}={v}' for k, v in c.step.params)}\n"
                         f"tvmgen::{c.struct} sizes_{i}(int64_t n) {{\n  tvmgen::{c.struct} s;\n"
                         + (body if c.fields else "  (void)n;\n") + "  return s;\n}\n")
        args = []
        for name, ct in c.inputs:
            if name in widx:
                args.append(f"static_cast<const {ct}*>(w[{widx[name]}])")
            else:
                args.append(f"static_cast<const {ct}*>(buf[{where[name]}])")
        args += [f"static_cast<{ct}*>(buf[{where[name]}])" for name, ct in c.outputs]
        calls_c.append(f"  err = tvmgen::{c.entry}(sizes_{i}(n), {', '.join(args)}, ws, stream);\n"
                       f'  if (err == cudaSuccess && marks) err = cudaEventRecord(marks[{i}], stream);\n'
                       f'  if (err != cudaSuccess) {{ *failed = "{c.step.name}"; return err; }}')
        ws_c.append(f"  m = std::max(m, tvmgen::{c.entry}_workspace_bytes(sizes_{i}(n)));")
        check_c.append(f'  if (!tvmgen::{c.entry}_shader(sizes_{i}(n))) return "{c.step.name} ({c.entry})";')
    logits = steps[-2]
    text = MAIN_CU
    subs = {
        "@STEPS@": str(len(steps)), "@BATCH@": str(batch), "@IMAGE@": str(image), "@WIDTH@": str(width),
        "@CLASSES@": str(classes), "@DTYPE@": dtype, "@LO@": str(lo), "@HI@": str(hi),
        "@NWEIGHTS@": str(len(wspecs)), "@WEIGHTS@": wtable, "@NBUFFERS@": str(len(buffers)),
        "@BUFFER_BYTES@": "\n".join(f"    case {i}: return {b};" for i, b in enumerate(buffers)),
        "@INPUT_BUF@": str(where["input"]), "@INPUT_BYTES@": buffers[where["input"]],
        "@LOGITS_BUF@": str(where[logits.output]), "@LOGITS_NAME@": logits.name,
        "@LOGITS_DTYPE@": ops.get(logits.op).outputs(logits.at(lo))[0].dtype,
        "@LOGITS_BYTES@": _tensor_bytes(steps, lo, hi)[logits.output][0],
        "@SIZES@": "\n".join(sizes_fns), "@CALLS@": "\n".join(calls_c), "@WORKSPACE@": "\n".join(ws_c),
        "@CHECKS@": "\n".join(check_c),
        "@STEP_NAMES@": "\n".join(f'  {{"{c.step.name}", "{c.step.op}"}},' for c in cs),
    }
    for k, v in subs.items():
        text = text.replace(k, v)
    return text


def cmake_lists() -> str:
    return """# The ResNet-50 program on a packed tvmgen library, generated by `python -m tvmgen.models.resnet50 cpp`.
#   cmake -S . -B build -DTVMGEN_KERNELS_SOURCE_DIR=<the pack>     (add_subdirectory: the library built here)
#   cmake -S . -B build -DCMAKE_PREFIX_PATH=<install prefix>        (find_package: an installed pack)
cmake_minimum_required(VERSION 3.24)  # CUDA_ARCHITECTURES 90a
project(tvmgen_resnet50 LANGUAGES CXX CUDA)
set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CUDA_STANDARD 17)
set(CMAKE_CUDA_STANDARD_REQUIRED ON)

set(TVMGEN_KERNELS_SOURCE_DIR "" CACHE PATH "The packed project's folder, to build it here (empty: find_package)")
if(TVMGEN_KERNELS_SOURCE_DIR)
  set(TVMGEN_KERNELS_BUILD_TESTS OFF CACHE BOOL "")
  set(TVMGEN_KERNELS_INSTALL OFF CACHE BOOL "")
  add_subdirectory("${TVMGEN_KERNELS_SOURCE_DIR}" tvmgen_kernels)
else()
  find_package(tvmgen_kernels CONFIG REQUIRED)
endif()

add_executable(resnet50 main.cu)
target_link_libraries(resnet50 PRIVATE tvmgen::kernels)
set_target_properties(resnet50 PROPERTIES CUDA_ARCHITECTURES 90a CUDA_RUNTIME_LIBRARY Shared)
"""


def readme(batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES, skip: str = SKIP) -> str:
    opts = "" if (image, width, classes) == (IMAGE, 1, CLASSES) else \
        f" --image {image} --width {width} --classes {classes}"
    opts += "" if skip == SKIP else f" --skip {skip}"
    return f"""# ResNet-50 in C++ on the packed tvmgen library

Generated by `python -m tvmgen.models.resnet50 cpp{opts} --batch {batch}`: `main.cu` calls the packed library's entry
points step by step (resnet50_arch.layers), for any batch size in {batch}, from one emitted and packed set.

## Build
```
python -m tvmgen.models.resnet50 emit{opts} --batch {batch} -o build/resnet50        # the shaders (TVM, CPU)
tvmgen pack build/resnet50 -o build/resnet50_pack                                  # the library's CMake project
cmake -S THIS_FOLDER -B build/resnet50_cpp -G Ninja -DTVMGEN_KERNELS_SOURCE_DIR=$PWD/build/resnet50_pack
cmake --build build/resnet50_cpp
```
(or `cmake --install` the pack and configure with `-DCMAKE_PREFIX_PATH=<prefix>`: find_package(tvmgen_kernels)).

## Run
```
python -c "from tvmgen.models import resnet50, resnet50_cpp as c; \\
  c.write_weights(resnet50.fold(resnet50.random_weights(0{f', width={width}, classes={classes}, image={image}' if opts else ''})), 'weights')"
python -c "from tvmgen.models import resnet50; resnet50.sample_images(13, {image}).astype('float16').tofile('x13.bin')"
build/resnet50_cpp/resnet50 weights x13.bin 13 --graph --iters 50 --out logits13.bin
```
Arguments: `WEIGHTS_DIR INPUT.bin N [--graph] [--iters K] [--warmup W] [--out LOGITS.bin] [--layers FILE.json]`.
INPUT.bin: N x {image} x {image} x 3 fp16 (NHWC), raw little-endian. WEIGHTS_DIR: weights.bin and weights.txt as
`resnet50_cpp.write_weights(fold(w), dir)` writes them. The program allocates the activations once (pooled by
shape, as the Python Network pools them) and one workspace, runs W untimed passes, then times K passes with CUDA
events (the input copy not included) and prints the median; `--graph` captures the pass in a CUDA graph and times
its replays. It writes the logits (the `fc` step's output, N x {classes}, fp16) to LOGITS.bin and, last, one JSON line:
`{{"batch": N, "graph": true, "iters": K, "median_ms": ..., "min_ms": ..., "max_ms": ..., "logits": "..."}}`.
`--layers FILE.json` then times K more passes (no graph) with an event after every step and writes each step's median
(us, launch gaps included) as `{{"batch": N, "iters": K, "steps": [{{"step": ..., "op": ..., "median_us": ...}}]}}`.
Any failing call exits 1 naming the step (`resnet50: error: step layer1.0.conv2: ...`); bad arguments exit 2.
"""


def write_program(out_dir, batch=BATCH, image: int = IMAGE, width: int = 1, classes: int = CLASSES,
                  dtype: str = DTYPE, skip: str = SKIP) -> list[Path]:
    """OUT/main.cu, OUT/CMakeLists.txt and OUT/README.md. Returns their paths."""
    out = Path(out_dir)
    text = program(batch, image, width, classes, dtype, skip)
    out.mkdir(parents=True, exist_ok=True)
    files = {"main.cu": text, "CMakeLists.txt": cmake_lists(), "README.md": readme(batch, image, width, classes, skip)}
    for name, body in files.items():
        (out / name).write_text(body)
    return [out / n for n in files]
