"""What test files share, since they never import each other: case ids and parameter spellings, a fake CuPy for
the runner, a family's catalog built and compiled, and emulator cases built through codegen. The CPU emulator
itself is tests/emulator.py.
"""
from __future__ import annotations

import shutil
import subprocess
import types
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

import emulator
from tvmgen import ops



# -- case ids and parameters -----------------------------------------------------------------------------------
def case_id(name, raw, *rest):
    """A test id from an operator name, its raw parameters and anything else that tells cases apart."""
    return f"{name}-" + "-".join(f"{k}{v}" for k, v in raw.items()) + ("-" + "-".join(map(str, rest)) if rest else "")


def raw_id(raw):
    """A test id from raw parameters alone."""
    return "-".join(f"{k}{v}" for k, v in raw.items())


def kv(text: str) -> dict:
    """Raw parameters from `key=value key=value` (the command line's spelling)."""
    return dict(a.split("=", 1) for a in text.split())


def nhwc(raw: dict) -> dict:
    """The same convolution in NHWC / KRSC."""
    n, c, h, w = raw["input"].split("x")
    k, cg, r, s = raw["filter"].split("x")
    return {**raw, "input": f"{n}x{h}x{w}x{c}", "filter": f"{k}x{r}x{s}x{cg}", "layout": "NHWC"}


# -- a fake CuPy: the Runner against numpy memory, kernels emulated in Python (test_verify, and its worker
# processes through a generated cupy package) ------------------------------------------------------------------
class FakeCupy:
    """Just enough of CuPy for Runner: each "kernel" is a Python function of the raw argument buffers."""

    class CUDARuntimeError(RuntimeError):
        pass

    class CUDADriverError(RuntimeError):
        pass

    class Array:
        def __init__(self, a):
            self.a = a

        data = property(lambda self: types.SimpleNamespace(owner=self, memset_async=self.memset_async,
                                                           ptr=self.a.ctypes.data))
        flushes = 0

        def memset_async(self, value, nbytes):  # only the L2 flush uses it: count, skip the 256 MB fill
            FakeCupy.Array.flushes += 1

        cleans = 0

        def view(self, dtype):
            return FakeCupy.Array(self.a.view(dtype))

        def max(self):  # only the flush's read pass uses it: count, skip the scan
            FakeCupy.Array.cleans += 1
        nbytes = property(lambda self: self.a.nbytes)

        def fill(self, v):
            self.a.fill(v)

        def set(self, host):
            assert host.flags.c_contiguous and self.a.flags.c_contiguous
            self.a[...] = host

        def __setitem__(self, k, v):
            self.a[k] = v.a if isinstance(v, FakeCupy.Array) else v

        def __getitem__(self, k):  # slices share memory, as CuPy's do (the runner's guard regions)
            return FakeCupy.Array(self.a[k])

        def __ne__(self, v):
            return FakeCupy.Array(self.a != v)

        size = property(lambda self: self.a.size)

        def any(self):
            return self.a.any()

        def nonzero(self):
            return self.a.nonzero()

    def __init__(self, kernels):
        fc = self
        self.kernels, self.fault, self.set_attrs, self.nvrtc_opts, self.launches = kernels, None, [], [], []
        self.uint8, self.uint64, self.__version__ = np.uint8, np.uint64, "fake"
        self.empty = lambda n, dtype: fc.Array(np.empty(n, dtype))
        self.ndarray = lambda shape, dt, memptr, strides: fc.Array(
            np.ndarray(shape, dt, buffer=memptr.owner.a, strides=strides))
        self.asarray = lambda a: fc.Array(np.array(a))
        self.asnumpy = lambda x: x.a.copy()
        self.get_default_memory_pool = lambda: types.SimpleNamespace(free_all_blocks=lambda: None)

        def sync():
            if fc.fault:
                raise fc.CUDARuntimeError(fc.fault)

        class Function:
            def __init__(self, name):
                self.name, self.ptr = name, hash(name)

            def __call__(self, grid, block, args, shared_mem=0):
                fc.launches.append((self.name, grid, block, shared_mem))
                fc.kernels[self.name](*args)

        class Module:
            def load(self, cubin):
                self.src = cubin.decode()

            def get_function(self, name):
                if f" {name}(" not in self.src:
                    raise fc.CUDADriverError("CUDA_ERROR_NOT_FOUND: named symbol not found")
                return Function(name)

        attrs = {"MaxThreadsPerBlock": 1024, "MaxGridDimY": 65535, "MaxSharedMemoryPerBlock": 48 * 1024,
                 "MaxSharedMemoryPerBlockOptin": 227 * 1024, "MultiProcessorCount": 132, "L2CacheSize": 50 << 20}
        nvrtc = types.SimpleNamespace(
            NVRTCError=RuntimeError, getVersion=lambda: (13, 0), getProgramLog=lambda p: "",
            createProgram=lambda src, name, h, i: src, destroyProgram=lambda p: None,
            compileProgram=lambda p, opts: fc.nvrtc_opts.append(list(opts)), getCUBIN=lambda p: p.encode())
        self.cuda = types.SimpleNamespace(
            runtime=types.SimpleNamespace(
                getDeviceCount=lambda: 1, deviceSynchronize=sync, driverGetVersion=lambda: 13000,
                runtimeGetVersion=lambda: 13000, CUDARuntimeError=self.CUDARuntimeError,
                getDeviceProperties=lambda i: {"name": b"Fake H200", "totalGlobalMem": 141 << 30}),
            driver=types.SimpleNamespace(
                CUDADriverError=self.CUDADriverError, funcGetAttribute=lambda a, f: {0: 1024, 4: 32}.get(a, 0),
                funcSetAttribute=lambda f, a, v: fc.set_attrs.append((a, v))),
            Device=lambda: types.SimpleNamespace(id=0, compute_capability="90", attributes=attrs),
            function=types.SimpleNamespace(Module=Module), nvrtc=nvrtc, get_local_runtime_version=lambda: 13000,
            Event=lambda: types.SimpleNamespace(record=lambda: None, synchronize=lambda: None),
            get_elapsed_time=lambda s, e: 0.5)


def as_f32(raw, n=None):
    return raw.a.view(np.float32)[:n]


def add_f32(a, b, c):
    as_f32(c)[:] = as_f32(a) + as_f32(b)


# -- PTX of a source (test_cast, test_dropout) ------------------------------------------------------------------
def ptx_of(source: str) -> str:
    """The PTX nvcc makes of `source` for sm_90."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "k.cu").write_text(source)
        subprocess.run(["nvcc", "-ptx", "-arch=sm_90", "-w", "k.cu", "-o", "k.ptx"], cwd=d, check=True,
                       capture_output=True)
        return (Path(d) / "k.ptx").read_text()


# -- matmul schedules, built once and run by the emulator (test_matmul_schedule, test_matmul_skinny) -------------
_MATMUL: dict = {}


def matmul_params(m, n, k, dtype="float16", **kw) -> dict:
    """matmul's parsed parameters for m x n x k in `dtype` (kw: trans_a, trans_b, batch, ...)."""
    return ops.get("matmul").parse({"m": m, "n": n, "k": k, "dtype": dtype, **kw})


def matmul_shader(rule: str, m, n, k, dtype, kw=None, **config):
    """matmul m x n x k in `dtype` (kw: trans_a, trans_b, batch) built by `rule` with `config`, once per session."""
    kw = kw or {}
    key = (rule, m, n, k, dtype, tuple(sorted(kw.items())), tuple(sorted(config.items())))
    if key not in _MATMUL:
        from tvmgen import codegen

        _MATMUL[key] = codegen.build(ops.get("matmul"), matmul_params(m, n, k, dtype, **kw), rule=rule, config=config)
    return _MATMUL[key]


def check_matmul_emulated(emu_root, s, opt: str = "-O0") -> None:
    """Matmul shader `s` run by the emulator with every access checked (bounds, alignment; -O0: compiling the
    unrolled kernel dominates), each block's threads in ascending and then descending order: both runs give the
    same bits (a missing barrier would make them differ), write every element (C starts as NaN) and are within the
    op's tolerance of the reference."""
    op, p = ops.get("matmul"), s.params
    rng = np.random.default_rng(p["m"] * 10007 + p["n"] * 101 + p["k"])
    a, b = (rng.uniform(-1, 1, t.shape).astype(t.dtype) for t in op.inputs(p))
    prog = emulator.build(emu_root, [s], opt=opt, checked=True)[0]
    fwd, rev = (prog.run({"A": a, "B": b}, order)["C"] for order in (0, 1))
    ref = op.reference(p, {"A": a, "B": b})["C"]
    assert np.array_equal(fwd, rev, equal_nan=True), "result depends on thread order: a missing barrier?"
    assert np.isfinite(fwd).all(), f"{np.count_nonzero(~np.isfinite(fwd))} elements unwritten or read garbage"
    atol, rtol = op.tolerance(p, op.outputs(p)[0])  # the project's verify tolerance
    err = np.abs(fwd.astype(np.float64) - ref)
    bad = err > atol + rtol * np.abs(ref)
    worst = np.unravel_index(err.argmax(), err.shape)
    assert not bad.any(), f"{bad.sum()} elements off, max error {err.max()} at {worst}"


# -- a family's committed catalog (generated/<family>/), read back ---------------------------------------------
def add_artifact(name: str, body: str = "", **fields) -> tuple[dict, str]:
    """A hand-written artifact of `add a=1024 b=1024` in float32 (no TVM): its manifest (before artifact.render)
    and its source, whose kernel holds `body`; `fields` replace the manifest's."""
    src = f'extern "C" __global__ void {name}_kernel(float* A, float* B, float* C) {{ {body}}}\n'
    t = {"shape": [1024], "dtype": "float32"}
    m = {"schema": 1, "name": name, "op": "add", "params": {"a": [1024], "b": [1024], "dtype": "float32"},
         "inputs": [{"name": "A", **t}, {"name": "B", **t}], "outputs": [{"name": "C", **t}], "workspaces": [],
         "kernels": [{"name": f"{name}_kernel", "grid": [4, 1, 1], "block": [256, 1, 1], "dynamic_shared_bytes": 0,
                      "static_shared_bytes": 0,
                      "args": [{"kind": "tensor", "name": n, "dtype": "float32"} for n in "ABC"]}],
         "schedule": {"rule": "elementwise", "config": {}, "origin": "default"},
         "target": {"kind": "cuda", "arch": "sm_90"}, "tvm_version": "0.27.0.post1", "flops": 1024,
         "min_bytes": 12288}
    return {**m, **fields}, src


def arg_tensor(a: dict) -> str:
    """The name a kernel argument goes by: a tensor map (the TMA GEMM's) stands for the tensor it describes."""
    return a["tensor"] if a["kind"] == "tensormap" else a["name"]


def shader_of(manifest: dict, source: str):
    """The codegen.Shader a manifest and its source were written from."""
    from tvmgen.codegen import Kernel, Shader
    from tvmgen.ops.base import TensorSpec

    m = manifest
    kernels = [Kernel(k["name"], tuple(k["grid"]), tuple(k["block"]), k["dynamic_shared_bytes"],
                      k["static_shared_bytes"], k["args"], tuple(k.get("cluster", (1, 1, 1)))) for k in m["kernels"]]
    return Shader(m["name"], m["op"], ops.get(m["op"]).parse(m["params"]), [TensorSpec.from_json(x) for x in m["inputs"]],
                  [TensorSpec.from_json(x) for x in m["outputs"]], m["workspaces"], kernels, source,
                  m["schedule"]["rule"], m["schedule"]["config"], m["schedule"]["origin"], m["target"]["arch"],
                  m["tvm_version"], m["flops"], m["min_bytes"])


def emulated_at(m: dict, src: str, sizes: dict):
    """The emulator's shader of run-time-shape manifest `m` (source `src`) at `sizes` (e.g. {"n": 5}): the variant that
    takes them, its size arguments and tensor maps evaluated, a cluster run as one block (emulator.cluster_as_block)."""
    from tvmgen import expr, runner

    mm = runner.manifest_at(m, sizes)
    def at(a):  # a size argument's value, a tensor map's dims and strides at `sizes`
        if a["kind"] == "size":
            return dict(a, value=expr.evaluate(a.get("expr", a["name"]), sizes))
        if a["kind"] == "tensormap":
            return dict(a, dims=[expr.evaluate(d, sizes) for d in a["dims"]],
                        strides=[expr.evaluate(d, sizes) for d in a["strides"]])
        return a

    for k in mm["kernels"]:  # the arguments' dicts are the manifest's own: copied before a value is set
        k["args"] = [at(a) for a in k["args"]]
    s = replace(shader_of(mm, src), name=f"{mm['name']}@{runner.size_label(sizes)}")  # messages name the size
    return as_block(s)


def as_block(s):
    """Shader `s` as the emulator runs it: a cluster kernel as one block of all its threads
    (emulator.cluster_as_block), any other unchanged."""
    return emulator.cluster_as_block(s) if s.kernels[0].cluster[0] > 1 else s


def emulated_at_jobs(op, m: dict, src: str, symbol: str, values) -> list:
    """emulated_mismatches' jobs for run-time-shape manifest `m`: the shader at `symbol` = each of `values`
    (emulated_at), on the op's sample inputs at that size, seeded by it."""
    jobs = []
    for n in values:
        s = emulated_at(m, src, {symbol: n})
        jobs.append((op, s.params, s, op.sample(s.params, np.random.default_rng(n))))
    return jobs


def committed(family: str) -> dict:
    """Shader name -> the committed shader (shader_of) of each static entry of catalog/<family>.toml, in catalog order.
    The family's tests read what the catalog ships; test_catalog checks that a fresh emission reproduces it."""
    from tvmgen import artifact
    from tvmgen.emit import DEFAULT_CATALOG, GENERATED, entry_name, load_catalog

    from tvmgen.emit import is_ranged

    # the static shaders: the run-time-size ones (schema 2) are checked by tests/test_runtime_sizes_*.py
    names = [entry_name(e) for e in load_catalog(DEFAULT_CATALOG / f"{family}.toml") if not is_ranged(e)]
    return {n: shader_of(*artifact.read(GENERATED / family / f"{n}.json")) for n in names}


def committed_resources(request, shaders: dict) -> dict:
    """nvcc's resources of every kernel of `shaders` (name -> committed Shader): from the builds of the headers' own
    lines (test_headers.build_of, which test_catalog reads for spills) when this session runs those, shared by the
    run's workers so that no shader is compiled twice; else from a compile of these sources alone."""
    from tvmgen import nvcc

    if any(i.path.name in ("test_catalog.py", "test_headers.py") for i in request.session.items):
        from test_headers import build_of
        from tvmgen.emit import shader_path

        return {k: r for name in shaders for k, r in nvcc.parse_resources(build_of(shader_path(name)).log).items()}
    return kernel_resources(shaders)


def check_rules(shaders: dict, expected, kernels: int | None = None) -> None:
    """Each committed entry (name -> Shader) has the rule `expected` gives it: one rule for all, or a dict that names
    every entry and no other (a change in it is a deliberate schedule change); and `kernels` kernels where given."""
    want = expected if isinstance(expected, dict) else dict.fromkeys(shaders, expected)
    assert shaders, "no committed entry"
    assert not set(shaders) ^ set(want), f"expected rules missing for {set(shaders) - set(want)}, stale for {set(want) - set(shaders)}"
    wrong = {n: (s.rule, want[n]) for n, s in shaders.items() if s.rule != want[n]}
    assert not wrong, wrong
    if kernels is not None:
        many = {n: len(s.kernels) for n, s in shaders.items() if len(s.kernels) != kernels}
        assert not many, f"not {kernels} kernel(s): {many}"


def check_registers(request, shaders: dict, most: int, stack_ok: bool = False) -> None:
    """At most `most` registers a thread in every kernel of `shaders` (and no stack frame unless `stack`), read from
    the catalog's own build (committed_resources); test_catalog sees that none spills. Memory-bound kernels keep
    enough warps resident to hide DRAM latency this way (128 registers: 512 threads a SM)."""
    res = committed_resources(request, shaders)
    assert set(res) == {k.name for s in shaders.values() for k in s.kernels}
    bad = [f"{k}: {r['registers']} registers, {r['stack']} bytes of stack" for k, r in res.items()
           if r["registers"] > most or (r["stack"] and not stack_ok)]
    assert not bad, "\n".join(bad)


def check_builds_without_spills(name: str, raw: dict, rule: str | None = None, config: dict | None = None,
                                registers: int = 128):
    """Build `name` `raw` (through `rule` and `config`, or the chain's default) and compile it for its arch: no
    spill, no stack, at most `registers` registers a thread. Returns the Shader."""
    pytest.importorskip("tvm")
    from tvmgen import codegen, nvcc

    op = ops.get(name)
    s = codegen.build(op, op.parse(raw), rule=rule, config=config)
    for k, r in nvcc.resources(s.source, s.arch).items():
        assert r["spill_stores"] == 0 and r["spill_loads"] == 0 and r["stack"] == 0, (k, r)
        assert r["registers"] <= registers, (k, r)
    return s


def index_exprs(source: str, name: str) -> list[str]:
    """The index expression of every `name[...]` in a CUDA source (brackets inside it balanced)."""
    out, i = [], source.find(name + "[")
    while i >= 0:
        start, depth = i + len(name), 0
        for j in range(start, len(source)):
            depth += {"[": 1, "]": -1}.get(source[j], 0)
            if depth == 0:
                out.append(source[start + 1:j])
                break
        i = source.find(name + "[", i + 1)
    return out


def check_wgmma_build(s, rows_guarded: bool) -> None:
    """A wgmma shader (matmul_wgmma, conv_wgmma): one kernel of two warpgroups and the pipeline's shared memory, the
    instructions its plan needs, zero-filled rows only where M or the padding ask, compiled for sm_90a unspilled."""
    from tvmgen import nvcc
    from tvmgen.rules.lib import wgmma

    assert s.rule in ("matmul_wgmma", "conv_wgmma") and s.arch == "sm_90a"
    (k,) = s.kernels
    assert k.block == (256, 1, 1) and k.dynamic_shared_bytes == wgmma.smem_bytes(s.config["bn"], s.config["stages"])
    ptx = wgmma.element(s.params["dtype"])["ptx"]  # the instruction and the paired conversion of the element type
    for needle in ("wgmma.mma_async.sync.aligned.m64n", f".f32.{ptx}.{ptx}", "cp.async.cg.shared.global",
                   "fence.proxy.async.shared::cta", "wgmma.wait_group.sync.aligned", "*(uint4*)",
                   wgmma.pair_conversion(s.params["dtype"])):
        assert needle in s.source, needle
    assert ("? (uint)16 : (uint)0" in s.source) == rows_guarded  # zero-filled rows past M / padding
    res = nvcc.resources(s.source, arch="sm_90a")[k.name]
    assert res["spill_stores"] == 0 and res["spill_loads"] == 0, res
    assert not res["serialized_wgmma"], res  # one wgmma group in flight (depth 1) needs them unserialized


def kernel_resources(shaders: dict) -> dict:
    """nvcc resources of every kernel of `shaders` (name -> Shader); sources with the same arch and preamble are
    compiled together, two units at a time."""
    from tvmgen import nvcc

    groups: dict[tuple, list[str]] = {}
    for s in shaders.values():
        i = s.source.index('extern "C" __global__')
        groups.setdefault((s.arch, s.source[:i]), []).append(s.source[i:])
    with ThreadPoolExecutor(2) as ex:
        parts = list(ex.map(lambda u: nvcc.resources(u[0][1] + "\n".join(u[1]), u[0][0]), groups.items()))
    return {k: v for part in parts for k, v in part.items()}


def emulated_cases(emu_root, cases, prepare=None, **kw) -> dict:
    """Build every (operator name, raw parameters, rule, config) of `cases` for the CPU emulator (tests/emulator.py;
    `prepare`: a rewrite of each shader first, `kw`: the build's options): case_id -> (op, p, program, rule)."""
    from tvmgen import codegen

    built = []
    for name, raw, rule, config in cases:
        op = ops.get(name)
        p = op.parse(raw)
        s = codegen.build(op, p, rule=rule, config=config)
        built.append((op, p, prepare(s) if prepare else s))
    progs = emulator.build(emu_root, [s for _, _, s in built], **kw)
    return {case_id(*c): (op, p, prog, c[2]) for c, (op, p, _), prog in zip(cases, built, progs)}


def emulated_mismatches(emu_root, jobs, both_orders: bool = False, **kw) -> list[str]:
    """Every (op, p, shader, inputs) of `jobs` built for the CPU emulator (`kw`: the build's options) and run on its
    inputs: one line per output that misses the op's tolerance of the reference, none when all match. both_orders: run
    again with each block's threads in descending order, one line per output whose bits differ (a race, or a sum
    whose order depends on the schedule of the threads)."""
    from tvmgen.cpu import compare

    progs = emulator.build(emu_root, [s for _, _, s, _ in jobs], **kw)
    bad = []
    for (op, p, s, x), prog in zip(jobs, progs):
        got = prog.run(x)
        with np.errstate(invalid="ignore"):
            bad += [f"{s.name}: {m}" for m in compare(op, p, got, op.reference(p, x))]
        if both_orders:
            again = prog.run(x, order=1)
            bad += [f"{s.name}: {k} differs with the thread order" for k in got
                    if got[k].tobytes() != again[k].tobytes()]
    return bad


def emulation_jobs(op, raws: list[dict], rule: str) -> list:
    """(op, p, shader, inputs) for each parameter dict of `raws`, built by the chain (asserted to pick `rule`), with
    inputs drawn from the case's index as seed: what emulated_mismatches runs."""
    from tvmgen import codegen

    jobs = []
    for i, raw in enumerate(raws):
        p = op.parse(raw)
        s = codegen.build(op, p)
        assert s.rule == rule, (s.name, s.rule)
        jobs.append((op, p, s, op.sample(p, np.random.default_rng(i))))
    return jobs


def int64_path_outputs(emu_root, monkeypatch, name: str, raw: dict, seed: int = 5):
    """The int64 path that shapes of 2^31 elements or more take (int64 TE shapes, index maps and loops), forced on a
    small shape: (op, p, reference, [the TE's outputs on LLVM, the emitted CUDA's on the emulator]). TVM narrows
    the small loops back to int32 before codegen; the families' huge-shape tests see int64 in the CUDA."""
    import tvmgen.ops.tensors as tensors
    from tvmgen import codegen
    from tvmgen.cpu import run_llvm

    monkeypatch.setattr(tensors, "INT64_FROM", 1)
    op = ops.get(name)
    p = op.parse(raw)
    s = codegen.build(op, p)
    x = op.sample(p, np.random.default_rng(seed))
    return op, p, op.reference(p, x), [run_llvm(op, p, x), emulator.build(emu_root, [s])[0].run(x)]


def catalog_tests(family: str, expected, registers: int, stack_ok: bool = False, kernels: int | None = None):
    """(fixture, rules test, registers test) over a family's committed entries: the fixture `shaders` (committed),
    check_rules(expected, kernels) and, with nvcc, check_registers(registers, stack_ok). A module assigns all three:
    `shaders, test_catalog_rules, test_catalog_registers = catalog_tests("lrn", EXPECTED_RULE, 128)`."""

    @pytest.fixture(scope="module", name="shaders")
    def fixture():
        return committed(family)

    def test_rules(shaders):
        check_rules(shaders, expected, kernels)

    @pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not on PATH")
    @pytest.mark.parametrize("part", ["sample", pytest.param("all", marks=pytest.mark.slow)])
    def test_registers(request, shaders, part):
        # CI: the shaders of test_headers' sample (one a rule); the slow run: the whole family
        if part == "sample":
            from test_headers import sample_manifests

            picked = {m.stem for m in sample_manifests()}
            shaders = {n: s for n, s in shaders.items() if n in picked}
            assert shaders, f"no {family} shader in the sample"
        check_registers(request, shaders, registers, stack_ok)

    return fixture, test_rules, test_registers


def emulator_tests(cases, name: str = "emulated", prepare=None, seed: int = 1, **kw):
    """(fixture, test) for a module: the fixture `name` builds `cases` (emulated_cases) once per module, the test runs
    each case's program on the op's sample inputs (`seed`) against the reference, after checking it got the case's
    rule (None: the default chain's). A module assigns both:
    `emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)`."""

    @pytest.fixture(scope="module", name=name)
    def fixture(emu_root):
        return emulated_cases(emu_root, cases, prepare, **kw)

    @pytest.mark.parametrize("case", [case_id(*c) for c in cases])
    def test(request, case):
        op, p, prog, rule = request.getfixturevalue(name)[case]
        assert rule is None or prog.shader.rule == rule
        emulator.check(op, p, prog, seed)

    return fixture, test
