"""tvmgen.runtime: committed shaders called from Python on GPU arrays. Without a GPU, everything before the launch:
loading (a manifest, a folder, a packed library's index), the run-time sizes read off the inputs' shapes, every
check on the arguments and its one-line message, the plan of a call (outputs, workspace, grids, kernel arguments),
and that no TVM is imported. With one (tests marked gpu): calls on torch and CuPy arrays against the operators'
NumPy references, outputs given, side streams, and the torch.library op under torch.compile."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tvmgen import dtypes, ops, peers, runner
from tvmgen import runtime as rt
from tvmgen.cpu import compare
from tvmgen.artifact import ArtifactError
from tvmgen.ops.base import TensorSpec

ROOT = Path(__file__).resolve().parents[1]
GEN = ROOT / "generated"
ADD = GEN / "elementwise/add_a1024_b1024_float32.json"  # schema 1
MM = GEN / "gemm/matmul_m1_2048at256_n1024_k1024_float32.json"  # schema 2, m in 1..2048, a workspace
MM16 = GEN / "gemm/matmul_m1_8192at512_n4096_k4096_float16.json"  # schema 2 on wgmma (sm_90a)
BMM = GEN / "gemm/matmul_m37_n23_k129_batch3_float32.json"
CONV = GEN / "conv/conv2d_input1_256at32x56x56x64_filter64x3x3x64_layoutNHWC_pad1_float16.json"  # n; > 48 KiB smem
BN = GEN / "batchnorm/batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32.json"  # 5 outputs, workspaces
STRIDED = GEN / ("elementwise/op_tensor_kindmul_a16x32_b16x32_betam1p0_a_strides64x2_b_strides1x16_c_in_strides40x1"
                 "_float16.json")
RELU_STRIDED = GEN / "elementwise/activation_kindrelu_shape3x2x2_x_strides5x2x1_float32.json"
DROPOUT = GEN / "dropout/dropout_shape1_128at32x256x56x56_p0p1_seed1234_float16.json"  # a scalar and a size arg


class Dev:
    """A fake GPU array: nothing but a __cuda_array_interface__ (v3). Each gets its own 1 MiB-aligned address unless
    `ptr` is given; `strides` in elements."""
    _next = 1 << 40

    def __init__(self, shape, dtype="float32", strides=None, ptr=None, readonly=False, **extra):
        dt = np.dtype(dtype)
        if ptr is None:
            mib = -(-int(np.prod(shape)) * dt.itemsize // (1 << 20))
            ptr, Dev._next = Dev._next, Dev._next + ((mib + 1) << 20)
        self.__cuda_array_interface__ = {
            "shape": tuple(shape), "typestr": dt.str, "data": (ptr, readonly), "version": 3,
            "strides": tuple(s * dt.itemsize for s in strides) if strides is not None else None, **extra}

    @property
    def ptr(self) -> int:
        return self.__cuda_array_interface__["data"][0]


def mm_args(m: int):
    return Dev((m, 1024)), Dev((1024, 1024))


# -- no TVM, no GPU library -------------------------------------------------------------------------------------
def test_imports_without_tvm_torch_or_cupy():
    code = ("import sys; sys.modules['tvm'] = None\n"
            "import tvmgen.runtime as rt\n"
            f"sh = rt.load({str(MM)!r})\n"
            "class D:\n"
            "    def __init__(s, shape, ptr): s.__cuda_array_interface__ = "
            "{'shape': shape, 'typestr': '<f4', 'data': (ptr, False), 'version': 3}\n"
            "p = sh.plan(D((5, 1024), 1 << 30), D((1024, 1024), 1 << 31))\n"
            "assert p.sizes == {'m': 5}, p.sizes\n"
            "assert sys.modules['tvm'] is None and not any(m.split('.')[0] in ('torch', 'cupy') for m in sys.modules)\n"
            "print('ok')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr


# -- loading ---------------------------------------------------------------------------------------------------
def test_load_a_manifest_its_source_or_a_folder():
    sh = rt.load(ADD)
    assert isinstance(sh, rt.Shader) and sh.name == ADD.stem and sh.input_names == ("A", "B")
    assert sh.output_names == ("C",) and sh.symbols == {}
    assert rt.load(ADD.with_suffix(".cu")).name == sh.name
    lib = rt.load(ADD.parent)
    assert isinstance(lib, rt.Library) and ADD.stem in lib and len(lib) == len(list(ADD.parent.glob("*.json")))
    assert lib[ADD.stem] is getattr(lib, ADD.stem) and lib[ADD.stem].path == ADD
    with pytest.raises(KeyError, match="no such shader"):
        lib["nope"]
    with pytest.raises(AttributeError):
        lib.nope  # noqa: B018
    with pytest.raises(ArtifactError, match="no such file"):
        rt.load(ADD.parent / "missing.json")
    assert "m in 1..2048" in repr(rt.load(MM)) and "A: float32[m, 1024]" in rt.load(MM).signature()


@pytest.mark.parametrize("index", [
    lambda names: [*names],
    lambda names: {"shaders": [{"name": n, "manifest": f"src/{n}.json"} for n in names]},
    lambda names: {"shaders": [f"src/{n}.json" for n in names]},
    lambda names: {"shaders": {n: f"src/{n}.json" for n in names}},
], ids=["names", "objects", "paths", "by-name"])
def test_load_a_packed_library(tmp_path, index):
    src = tmp_path / "mylib" / "src"
    src.mkdir(parents=True)
    for p in (ADD, MM):
        for suffix in (".cu", ".json"):
            shutil.copy(p.with_suffix(suffix), src)
    (tmp_path / "mylib" / "shaders.json").write_text(json.dumps(index([ADD.stem, MM.stem])))
    for where in (tmp_path / "mylib", tmp_path / "mylib" / "shaders.json"):
        lib = rt.load(where)
        assert sorted(lib) == sorted([ADD.stem, MM.stem])
        assert lib[MM.stem].plan(*mm_args(3)).sizes == {"m": 3}


def test_a_packed_index_stays_in_its_folder(tmp_path):
    (tmp_path / "shaders.json").write_text(json.dumps({"shaders": ["../elsewhere.json"]}))
    with pytest.raises(ArtifactError, match="outside the library"):
        rt.load(tmp_path)
    (tmp_path / "shaders.json").write_text(json.dumps({"shaders": ["gone"]}))
    with pytest.raises(ArtifactError, match="gone.json: no such manifest"):
        rt.load(tmp_path)


# -- run-time sizes ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("m", [1, 3, 300, 2048])
def test_sizes_are_read_off_the_inputs(m):
    sh = rt.load(MM)
    plan = sh.plan(*mm_args(m))
    view = runner.manifest_at(sh.manifest, {"m": m})
    assert plan.sizes == {"m": m} and plan.schedule == view["schedule"]
    assert plan.outputs["C"].shape == (m, 1024) and plan.outputs["C"].given is None
    ws = view["workspaces"]  # split K below 2048 rows: a workspace; at 2048 none
    assert plan.workspaces == ({"C.rf": 0} if m < 2048 else {}) and len(ws) == len(plan.workspaces)
    assert plan.workspace_bytes == sum(-(-w["bytes"] // 256) * 256 for w in ws)
    assert [k.name for k in plan.kernels] == [k["name"] for k in view["kernels"]]
    assert [list(k.grid) for k in plan.kernels] == [k["grid"] for k in view["kernels"]]
    first = plan.kernels[0].args
    assert first[:2] == (rt.TensorArg("A"), rt.TensorArg("B"))
    assert first[2] == (rt.WorkspaceArg("C.rf", 0) if ws else rt.TensorArg("C"))
    assert first[-1] == m and first[-1].dtype == np.int64


def test_a_size_outside_its_range_is_refused_naming_symbol_range_and_tensor():
    sh = rt.load(MM)
    for m in (0, 2049):
        with pytest.raises(rt.ArgumentError) as e:
            sh.plan(*mm_args(m))
        msg = str(e.value)
        assert f"m={m}" in msg and "m=1..2048" in msg and "input A" in msg and "\n" not in msg


def test_a_symbol_times_a_constant():
    m = json.loads(MM.read_text())
    m["inputs"][0]["shape"] = ["m * 8", 1024]  # a made-up shape: A holds 8 rows per unit of m
    sh = rt.Shader(m, "")
    assert sh.plan(Dev((40, 1024)), Dev((1024, 1024))).sizes == {"m": 5}
    with pytest.raises(rt.ArgumentError, match=r"input A: dimension 0 is 41, which m \* 8 is at no integer m"):
        sh.plan(Dev((41, 1024)), Dev((1024, 1024)))
    assert sh.solve({"C": (7, 1024)}) == {"m": 7}  # from an output when no input tells


def test_a_leading_batch_and_shared_memory_per_variant():
    sh = rt.load(CONV)
    tiles = lambda n: (n * 3136 + 127) // 128  # noqa: E731
    # n = 2: conv_wgmma, a block a tile; n = 100: conv_wgmma_ws, persistent blocks up to the SMs
    for n, smem, grid in ((2, 98304, tiles(2)), (100, 212992, min(tiles(100), 132))):
        plan = sh.plan(Dev((n, 56, 56, 64), "float16"), Dev((64, 3, 3, 64), "float16"))
        assert plan.sizes == {"n": n} and plan.outputs["Y"].shape == (n, 56, 56, 64)
        k, = plan.kernels
        assert k.dynamic_shared == smem and k.grid == (grid, 1, 1)


def test_tensor_maps_over_workspaces_take_their_slice():
    """An NCHW convolution through NHWC copies (conv_wgmma_ws): the TMA kernel's maps lie over the workspaces of X and
    the filter, each encoded from the call's workspace pointer plus its slice's offset, as the launcher's are (Y is
    written as it lies: no map, no workspace)."""
    sh = rt.load(GEN / "conv/conv2d_input32x512x7x7_filter512x512x3x3_pad1_float16.json")
    plan = sh.plan(Dev((32, 512, 7, 7), "float16"), Dev((512, 512, 3, 3), "float16"))
    maps = [a for k in plan.kernels for a in k.args if isinstance(a, rt.MapArg)]
    assert [(a.name, a.tensor) for a in maps] == [("A_map", "X_nhwc"), ("B_map", "W_krsc")]
    assert [a.offset for a in maps] == [plan.workspaces[a.tensor] for a in maps] and len(set(plan.workspaces)) == 2


def test_scalar_and_size_arguments_in_their_types():
    sh = rt.load(DROPOUT)
    *_, offset, n = sh.plan(Dev((7, 256, 56, 56), "float16")).kernels[0].args
    assert n == 7 and n.dtype == np.int64 and offset.dtype == np.int64


def test_plans_are_kept_per_size():
    sh = rt.load(MM)
    a = sh.plan(*mm_args(5)).point
    assert sh.plan(*mm_args(5)).point is a and sh.plan(*mm_args(6)).point is not a
    for m in range(1, rt.shader.POINTS_KEPT + 3):
        sh.plan(*mm_args(m))
    assert len(sh._points) == rt.shader.POINTS_KEPT


# -- the checks, one line each ------------------------------------------------------------------------------------
def _refusal(sh, *args, **kw) -> str:
    with pytest.raises(rt.ArgumentError) as e:
        sh.plan(*args, **kw)
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith(sh.name + ": ")
    return msg[len(sh.name) + 2:]


def test_dtype_rank_shape_and_layout_are_checked():
    sh = rt.load(MM)
    B = Dev((1024, 1024))
    assert _refusal(sh, Dev((3, 1024), "float16"), B) == "input A: dtype float16, but the shader takes float32"
    assert _refusal(sh, Dev((3, 4, 1024)), B) == ("input A: 3 dimension(s) [3, 4, 1024], but the shader takes 2: "
                                                  "[m, 1024]")
    assert _refusal(sh, Dev((3, 1000)), B) == ("input A: shape [3, 1000], but the shader takes [3, 1024] at m=3 "
                                               "([m, 1024])")
    assert _refusal(sh, Dev((3, 1024)), Dev((1024, 512))) == ("input B: shape [1024, 512], but the shader takes "
                                                              "[1024, 1024] at m=3")
    assert _refusal(sh, Dev((3, 1024), strides=(1, 3)), B) == (
        "input A: strides [1, 3] (in elements), but it must be C-contiguous ([1024, 1]); pass a contiguous copy")
    assert "16-byte boundary" in _refusal(sh, Dev((3, 1024), ptr=(1 << 30) + 4), B)
    assert "masked" in _refusal(sh, Dev((3, 1024), mask=object()), B)
    sh.plan(Dev((1, 1024), strides=(7, 1)), B)  # a dimension of 1: its stride is never used
    add = rt.load(ADD)
    assert _refusal(add, np.zeros(1024, np.float32), Dev((1024,))).startswith("input A: not on a CUDA device")


def test_outputs_given_are_checked_and_kept():
    sh = rt.load(MM)
    A, B = mm_args(3)
    C = Dev((3, 1024))
    for kw in ({"out": (C,)}, {"out": C}, {"out": {"C": C}}, {"C": C}):
        plan = sh.plan(A, B, **kw)
        assert plan.outputs["C"].given.obj is C
    assert sh.plan(A, B, out=(None,)).outputs["C"].given is None
    assert _refusal(sh, A, B, out=Dev((3, 1024), "float16")) == "output C: dtype float16, but the shader takes float32"
    assert _refusal(sh, A, B, out=Dev((4, 1024))).startswith("output C: shape [4, 1024], but the shader takes [3, 10")
    assert _refusal(sh, A, B, out=Dev((3, 1024), readonly=True)).startswith("output C: read-only")
    inside_a = Dev((3, 1024), ptr=A.ptr + 1024)
    assert _refusal(sh, A, B, out=inside_a).startswith("output C: overlaps input A")
    add = rt.load(ADD)  # inputs may share memory: they are only read
    X = Dev((1024,))
    assert add.plan(X, X).inputs["A"].ptr == add.plan(X, X).inputs["B"].ptr


def test_strides_the_manifest_gives():
    sh = rt.load(STRIDED)  # A [16, 32] strides [64, 2]; B strides [1, 16]; C_in strides [40, 1]
    A, B, C_in = Dev((16, 32), "float16", (64, 2)), Dev((16, 32), "float16", (1, 16)), Dev((16, 32), "float16", (40, 1))
    plan = sh.plan(A, B, C_in)
    assert plan.outputs["C"].strides is None and plan.inputs["B"].strides == (1, 16)
    assert _refusal(sh, Dev((16, 32), "float16"), B, C_in) == (
        "input A: strides [32, 1] (in elements), but the shader reads it with strides [64, 2]")


def test_many_outputs_and_workspaces():
    sh = rt.load(BN)
    args = [Dev((3, 37, 5, 9))] + [Dev((1, 37, 1, 1)) for _ in range(4)]
    plan = sh.plan(*args)
    assert list(plan.outputs) == ["Y", "running_mean_out", "running_var_out", "saved_mean", "saved_inv_std"]
    assert plan.outputs["Y"].shape == (3, 37, 5, 9) and plan.outputs["saved_mean"].shape == (1, 37, 1, 1)
    assert plan.workspaces == {"stats_v0_rf": 0, "stats_v1_rf": 256, "stats_v0": 512, "stats_v1": 768}
    assert plan.workspace_bytes == 1024 and len(plan.kernels) == 3
    Y = Dev((3, 37, 5, 9))
    assert sh.plan(*args, out=(Y, None, None, None, None)).outputs["Y"].given.obj is Y
    with pytest.raises(rt.ArgumentTypeError, match=r"out= holds 1 array\(s\), the shader has 5 output\(s\)"):
        sh.plan(*args, out=(Y,))
    with pytest.raises(rt.ArgumentTypeError, match="out= takes a tuple of 5 arrays"):
        sh.plan(*args, out=Y)


def test_binding_errors_are_type_errors():
    sh = rt.load(MM)
    A, B = mm_args(2)
    for call, text in [(lambda: sh.plan(A), "input B missing; it takes matmul_"),
                       (lambda: sh.plan(A, B, B), "takes 2 input(s) (A, B), 3 given"),
                       (lambda: sh.plan(A, B, D=A), "no tensor named 'D' (inputs A, B; outputs C)"),
                       (lambda: sh.plan(A, B, A=A), "input A given twice"),
                       (lambda: sh.plan(A, B, C=A, out=(A,)), "output C given twice"),
                       (lambda: sh.plan(A, [1, 2]), "input B: a builtins.list is no array")]:
        with pytest.raises(TypeError) as e:
            call()
        assert isinstance(e.value, rt.ArgumentError) and text in str(e.value)
    assert sh.plan(B=B, A=A).sizes == {"m": 2}


def test_a_call_checks_everything_before_looking_for_a_gpu():
    sh = rt.load(MM)
    with pytest.raises(rt.ArgumentError):
        sh(*mm_args(5000))
    try:
        runner.require_gpu()
    except runner.GpuUnavailable:
        with pytest.raises(runner.GpuUnavailable):
            sh(*mm_args(5))


def test_torch_cpu_tensors_are_refused():
    torch = pytest.importorskip("torch")
    sh = rt.load(MM)
    msg = _refusal(sh, torch.zeros(3, 1024), Dev((1024, 1024)))
    assert msg == "input A: not on a CUDA device (a torch tensor on cpu); move it with .cuda()"


def test_the_fake_kernel_gives_shapes_and_dtypes():
    torch = pytest.importorskip("torch")
    from tvmgen.runtime import torch_op

    sh = rt.load(MM16)
    y = torch_op._fake(sh, (torch.empty(77, 4096, dtype=torch.float16, device="meta"),
                            torch.empty(4096, 4096, dtype=torch.float16, device="meta")))
    assert y.shape == (77, 4096) and y.dtype == torch.float16 and y.device.type == "meta"
    with pytest.raises(rt.ArgumentError, match="outside the shader's range m=1..8192"):
        torch_op._fake(sh, (torch.empty(9000, 4096, dtype=torch.float16, device="meta"),
                            torch.empty(4096, 4096, dtype=torch.float16, device="meta")))


# -- on the GPU ---------------------------------------------------------------------------------------------------
def _no_gpu() -> str | None:
    try:
        runner.require_gpu()
    except runner.GpuUnavailable as e:
        return str(e)
    return None


NO_GPU = _no_gpu()
needs_gpu = pytest.mark.skipif(NO_GPU is not None, reason=f"needs a GPU: {NO_GPU}")


def _torch():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    return torch


def _on_torch(x: np.ndarray, spec: TensorSpec):
    torch = _torch()
    t = peers.to_torch(x, torch).cuda()  # bfloat16 and fp8 cross as their bits
    if spec.strides is None:
        return t
    buf = torch.full((spec.buffer_elems,), float("nan"), dtype=t.dtype, device="cuda")
    v = buf.as_strided(spec.shape, spec.strides)
    v.copy_(t)
    return v


def _on_cupy(x: np.ndarray, spec: TensorSpec):
    import cupy

    if spec.strides is None:
        return cupy.asarray(x)
    dt = np.dtype(spec.dtype)
    buf = cupy.full(spec.buffer_elems, np.nan, dtype=dt)
    v = cupy.ndarray(spec.shape, dt, memptr=buf.data, strides=tuple(s * dt.itemsize for s in spec.strides))
    v[...] = cupy.asarray(x)
    return v


def _host(a) -> np.ndarray:
    if hasattr(a, "detach"):
        t = a.detach().cpu()
        name = str(t.dtype).removeprefix("torch.")
        if name in dtypes.ML_DTYPES:  # NumPy has it through ml_dtypes only: its bits, viewed as that type
            import torch

            bits = t.view(torch.uint8 if t.element_size() == 1 else torch.int16).numpy()
            return bits.view(dtypes.np_dtype(name))
        return t.numpy()
    import cupy

    return cupy.asnumpy(a)


def run_against_reference(sh, sizes, on_device, seed=0, call=None):
    """Call the shader on fresh inputs at `sizes` and compare every output with the operator's NumPy reference."""
    view = runner.manifest_at(sh.manifest, sizes or None)
    op = ops.get(view["op"])
    p = op.parse(view["params"])
    x = op.sample(p, np.random.default_rng(seed))
    specs = {t["name"]: TensorSpec.from_json(t) for t in view["inputs"]}
    args = [on_device(x[n], specs[n]) for n in sh.input_names]
    out = (call or sh)(*args)
    outs = out if isinstance(out, tuple) else (out,)
    got = {}
    for t, o in zip(view["outputs"], outs):
        assert tuple(o.shape) == tuple(t["shape"])
        got[t["name"]] = _host(o)
    bad = compare(op, p, got, op.reference(p, x))  # the verifier's rule: tolerances, or bit for bit for exact ops
    assert not bad, f"{sh.name} at {sizes}: {bad}"
    return outs


@pytest.mark.gpu
@needs_gpu
@pytest.mark.parametrize("path", [BMM, BN, RELU_STRIDED, STRIDED], ids=lambda p: p.stem[:40])
@pytest.mark.parametrize("lib", ["torch", "cupy"])
def test_gpu_static_shaders_match_numpy(path, lib):
    outs = run_against_reference(rt.load(path), {}, _on_torch if lib == "torch" else _on_cupy)
    assert all(type(o).__module__.split(".")[0] == lib for o in outs)


# bfloat16, fp8 and int8 from torch (CuPy has no bfloat16 or fp8): wgmma bf16, Q/DQ exact, the quantized GEMMs
LOWP = [(GEN / "gemm/matmul_m1_8192at512_n4096_k4096_bfloat16.json", {"m": 77}),
        (GEN / "quant/quantize_shape32x256x56x56_float32_to_float8_e4m3_axis1.json", {}),
        (GEN / "quant/fake_quant_shape32x256x56x56_float16_via_int8_axis1_zp.json", {}),
        (GEN / "quant/dequantize_shape4x256_int8_to_float32_axis0_zp.json", {}),
        (GEN / "qgemm/int_mm_m37_n23_k129_outfloat16_scale_bcolumn.json", {}),
        (GEN / "qgemm/scaled_mm_m33_n17_k96_b_dtypefloat8_e5m2_scale_bcolumn_outfloat32.json", {})]


@pytest.mark.gpu
@needs_gpu
@pytest.mark.parametrize("path, sizes", LOWP, ids=lambda v: v.stem[:40] if isinstance(v, Path) else "")
def test_gpu_bfloat16_fp8_and_int8_from_torch(path, sizes):
    import cupy

    if "bfloat16" in path.stem and cupy.cuda.Device().compute_capability != "90":
        pytest.skip("the bf16 GEMM runs on Hopper's wgmma (sm_90a) only")
    outs = run_against_reference(rt.load(path), sizes, _on_torch)
    assert all(type(o).__module__.split(".")[0] == "torch" for o in outs)


@pytest.mark.gpu
@needs_gpu
@pytest.mark.parametrize("lib", ["torch", "cupy"])
def test_gpu_run_time_sizes_and_a_workspace(lib):
    sh = rt.load(MM)
    for m in (1, 7, 300, 2048, 7):
        run_against_reference(sh, {"m": m}, _on_torch if lib == "torch" else _on_cupy, seed=m)


@pytest.mark.gpu
@needs_gpu
def test_gpu_wgmma_shaders_at_their_sizes():
    import cupy

    if cupy.cuda.Device().compute_capability != "90":
        pytest.skip("the wgmma shaders run on Hopper (sm_90a) only")
    sh = rt.load(MM16)
    for m in (5, 77, 512):
        run_against_reference(sh, {"m": m}, _on_torch, seed=m)
    conv = rt.load(CONV)  # n 1..4 takes 96 KiB of shared memory, 5..256 72 KiB: the opt-in keeps the larger
    for n in (7, 2, 7):
        run_against_reference(conv, {"n": n}, _on_cupy, seed=n)


@pytest.mark.gpu
@needs_gpu
def test_gpu_outputs_given_and_the_current_stream():
    torch = _torch()
    sh = rt.load(ADD)
    a, b = torch.rand(1024, device="cuda"), torch.rand(1024, device="cuda")
    c = torch.full((1024,), float("nan"), device="cuda")
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(3):
            got = sh(a, b, out=(c,))
        also = sh(A=a, B=b)
    s.synchronize()
    assert got is c and torch.equal(c, a + b) and torch.equal(also, a + b)
    import cupy

    x, y = cupy.random.rand(1024, dtype=cupy.float32), cupy.random.rand(1024, dtype=cupy.float32)
    with cupy.cuda.Stream(non_blocking=True) as cs:
        z = sh(x, y)
    cs.synchronize()
    assert isinstance(z, cupy.ndarray) and bool((z == x + y).all())

    class Bare:  # only the interface: outputs come from CuPy
        def __init__(self, a):
            self.a, self.__cuda_array_interface__ = a, a.__cuda_array_interface__

    assert bool((sh(Bare(x), Bare(y)) == x + y).all())


@pytest.mark.gpu
@needs_gpu
def test_gpu_bad_tensors_are_refused_before_a_launch():
    torch = _torch()
    sh = rt.load(ADD)
    a = torch.rand(1025, device="cuda")
    with pytest.raises(rt.ArgumentError, match="16-byte boundary"):
        sh(a[1:], a[:1024])
    with pytest.raises(rt.ArgumentError, match="dtype float64"):
        sh(a[:1024].double(), a[:1024])
    with pytest.raises(rt.ArgumentError, match="not on a CUDA device"):
        sh(a[:1024].cpu(), a[:1024])
    with pytest.raises(rt.ArgumentError, match="C-contiguous"):
        sh(torch.rand(2048, device="cuda")[::2], a[:1024])
    torch.cuda.synchronize()


@pytest.mark.gpu
@needs_gpu
def test_gpu_torch_compile_through_the_custom_op():
    torch = _torch()
    add = rt.register(rt.load(ADD), "tvmgen_test::add")
    assert rt.register(rt.load(ADD), "tvmgen_test::add") is add  # the same shader again: the same op
    with pytest.raises(ValueError, match="already the custom op"):
        rt.register(rt.load(BMM), "tvmgen_test::add")

    @torch.compile(fullgraph=True)
    def f(a, b):
        return torch.ops.tvmgen_test.add(a * 2, b) + 1

    a, b = torch.rand(1024, device="cuda"), torch.rand(1024, device="cuda")
    assert torch.allclose(f(a, b), a * 2 + b + 1)

    mm = rt.register(rt.load(MM), "tvmgen_test::mm")

    @torch.compile(fullgraph=True, dynamic=True)
    def g(x, w):
        return torch.relu(mm(x, w))

    w = torch.randn(1024, 1024, device="cuda")
    for m in (3, 100, 2048):
        x = torch.randn(m, 1024, device="cuda")
        torch.testing.assert_close(g(x, w), torch.relu(x @ w), atol=1e-3, rtol=1e-3)
    bn = rt.register(rt.load(BN), "tvmgen_test::bn")  # five outputs
    run_against_reference(rt.load(BN), {}, _on_torch, call=torch.compile(lambda *a: bn(*a), fullgraph=True))


@pytest.mark.gpu
@needs_gpu
def test_gpu_cuda_graphs():
    torch = _torch()
    sh = rt.load(MM)  # at m=64: split K through a workspace
    w = torch.randn(1024, 1024, device="cuda")
    x = torch.randn(64, 1024, device="cuda")
    y = torch.empty(64, 1024, device="cuda")
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        sh(x, w, out=(y,))  # compiled and loaded before the capture
    torch.cuda.current_stream().wait_stream(s)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        sh(x, w, out=(y,))
    x.copy_(torch.randn(64, 1024, device="cuda"))
    graph.replay()
    torch.testing.assert_close(y, x @ w, atol=1e-3, rtol=1e-3)
    mm = rt.register(sh, "tvmgen_test::mm_graphs")
    h = torch.compile(lambda a, b: mm(a, b) * 2, mode="reduce-overhead", fullgraph=True)
    for _ in range(4):  # warm-up, recording, replays
        x = torch.randn(64, 1024, device="cuda")
        torch.testing.assert_close(h(x, w), (x @ w) * 2, atol=1e-3, rtol=1e-3)
