"""TMA tensor maps (tvmgen.tensormap): a kernel argument of kind "tensormap", checked field by field, encoded by the
launcher header (built with nvcc and linked without -lcuda), by the GPU runner and by tvmgen.runtime. The shader is
tests/cpp/tma_add.*, written by hand: C = A + B over float16 [m, 128], A and B loaded by TMA; its manifests give
m = 256 (schema 1) and m in 1..512 (schema 2, the maps' dims an expression of it). Without a GPU: the checks, the
header's text and build, the encoder's arguments through ctypes to a fake driver, the runner end to end on the fake
CuPy, the runtime's plan. With one (marked gpu): the runner, the runtime and the header's program against NumPy.
An im2col map (cuTensorMapEncodeIm2col) is checked, encoded and written into a header the same ways, on CONV, a
convolution's manifest as conv_wgmma_ws emits it over a kernel that does nothing (tests/conv test what it computes)."""
from __future__ import annotations

import copy
import ctypes
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conftest import needs_nvcc
from tvmgen import artifact, launcher, ops, runner, tensormap
from tvmgen import runtime as rt
from tvmgen.cpu import compare
from tvmgen.hardware import nvcc_arch

CPP = Path(__file__).parent / "cpp"
SRC = (CPP / "tma_add.cu").read_text()
STATIC, RANGED = "tma_add", "tma_add_ranged"
WERROR = ["-Werror", "all-warnings", "-Xcompiler=-Wall,-Wextra"]


def manifest(which: str) -> dict:
    """The shader's manifest as `tvmgen emit` would write it (file names and source hash added)."""
    raw = json.loads((CPP / f"{which}.manifest.json").read_text())
    return json.loads(artifact.render(raw, SRC)[f"{raw['name']}.json"])


def kernel0(m: dict) -> dict:
    return (m["kernels"] if "kernels" in m else m["variants"][0]["kernels"])[0]


IM2COL = {"kind": "tensormap", "mode": "im2col", "name": "A_map", "tensor": "X", "dtype": "float16",
          "dims": [512, 7, 7, 32], "strides": [1024, 7168, 50176], "lower": [-1, -1], "upper": [-1, -1],
          "channels": 64, "pixels": 128, "elem_strides": [1, 1, 1, 1], "interleave": 0, "swizzle": 3,
          "l2_promotion": 2, "oob_fill": 0}
X = {"name": "X", "shape": [32, 7, 7, 512], "dtype": "float16"}
CONV_SRC = """#include <cuda.h>
extern "C" __global__ void conv_kernel(const __grid_constant__ CUtensorMap A_map,
                                       const __grid_constant__ CUtensorMap B_map,
                                       const __grid_constant__ CUtensorMap C_map) {}
"""


def conv_manifest() -> dict:
    """A 3x3 convolution of X [32, 7, 7, 512] (NHWC, pad 1) as conv_wgmma_ws emits it: A by the im2col map IM2COL,
    the filter and Y by tiled maps; its kernel is CONV_SRC's."""
    def tiled(name, tensor, dims, strides):
        return {"kind": "tensormap", "name": name, "tensor": tensor, "dtype": "float16", "dims": dims,
                "strides": strides, "box": [64, 64, 1], "elem_strides": [1, 1, 1], "interleave": 0, "swizzle": 3,
                "l2_promotion": 2, "oob_fill": 0}

    params = {"input": [32, 7, 7, 512], "filter": [512, 3, 3, 512], "layout": "NHWC", "pad": [1], "dtype": "float16"}
    raw = {"schema": 1, "name": "conv_im2col", "op": "conv2d", "params": params,
           "inputs": [X, {"name": "W", "shape": [512, 3, 3, 512], "dtype": "float16"}],
           "outputs": [dict(X, name="Y")], "workspaces": [],
           "kernels": [{"name": "conv_kernel", "grid": [104, 1, 1], "block": [384, 1, 1],
                        "dynamic_shared_bytes": 212992,
                        "args": [IM2COL, tiled("B_map", "W", [4608, 512, 1], [9216, 4718592]),
                                 tiled("C_map", "Y", [512, 1568, 1], [1024, 1605632])]}],
           "schedule": {"rule": "conv_wgmma_ws", "config": {}, "origin": "default"},
           "target": {"kind": "cuda", "arch": "sm_90a"}, "tvm_version": None}
    return json.loads(artifact.render(raw, CONV_SRC)["conv_im2col.json"])


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """Both shaders written as `tvmgen emit` does."""
    d = tmp_path_factory.mktemp("tma")
    for which in (STATIC, RANGED):
        m = manifest(which)
        artifact.write(d, m, SRC)
    artifact.write(d, conv_manifest(), CONV_SRC)
    return d


# -- the manifest ------------------------------------------------------------------------------------------------
def test_the_manifests_are_sound(folder):
    assert len(artifact.check_all([folder])) == 3


def _with(which: str, where: str, value) -> dict:
    """The manifest with the field at `where` (dots, integers index lists; relative to the first kernel's first
    argument, A_map, unless it starts with '/') set, or removed when value is ...."""
    m = copy.deepcopy(manifest(which))
    if where.startswith("/"):
        d, path = m, where[1:]
    else:
        d, path = kernel0(m)["args"][0], where
    *head, last = [int(k) if k.isdigit() else k for k in path.split(".")]
    for k in head:
        d = d[k]
    if value is ...:
        del d[last]
    else:
        d[last] = value
    return m


S1, S2 = "field kernels[0].args[0]", "field variants[0].kernels[0].args[0]"
BAD = [
    (STATIC, "box", ..., f"{S1}: a tensor map lacks box"),
    (STATIC, "kind", "texture", f"{S1}.kind: tensor, scalar or tensormap, not 'texture'"),
    (STATIC, "name", "2x", f"{S1}.name: a C identifier, not '2x'"),
    (STATIC, "name", "C", f"{S1}.name: 'C' is also a tensor's, a symbol's, another map's or the launcher's own"),
    (STATIC, "name", "B_map", "field kernels[0].args[1].name: 'B_map' is also a tensor's, a symbol's, another map's"),
    (STATIC, "name", "stream", f"{S1}.name: 'stream' is also"),
    (STATIC, "tensor", "Q", f"{S1}.tensor: 'Q' is no input, output or workspace"),
    (STATIC, "dtype", "float32", f"{S1}.dtype: float32, but A is float16"),
    (STATIC, "dims", [128, 256, 1, 1, 1, 1], f"{S1}.dims: a list of 1 to 5 integers in 1..2^32, not"),
    (STATIC, "dims", [128, "n"], f"{S1}.dims: a list of 1 to 5 integers in 1..2^32, not [128, 'n']"),
    (STATIC, "dims", [128, 0], f"{S1}.dims"),
    (STATIC, "strides", [250], f"{S1}.strides: a list of 1 byte strides, multiples of 16 below 2^40 (dims 1..1)"),
    (STATIC, "strides", [], f"{S1}.strides: a list of 1 byte strides"),
    (STATIC, "box", [64, 300], f"{S1}.box: a list of 2 integers in 1..256, one per dimension, not [64, 300]"),
    (STATIC, "box", [4, 64], f"{S1}.box: the inner box is 8 bytes (4 x float16), not a multiple of 16"),
    (STATIC, "elem_strides", [1, 9], f"{S1}.elem_strides: a list of 2 integers in 1..8"),
    (STATIC, "swizzle", 4, f"{S1}.swizzle: a CU_TENSOR_MAP_SWIZZLE number (0 NONE, 1 32B, 2 64B, 3 128B), not 4"),
    (STATIC, "swizzle", 1, f"{S1}.box: the inner box is 128 bytes (64 x float16), over the 32 bytes that swizzle "
                           "32B spans"),
    (STATIC, "l2_promotion", True, f"{S1}.l2_promotion: a CU_TENSOR_MAP_L2_PROMOTION number"),
    (STATIC, "interleave", 1, f"{S1}.interleave: an interleaved map has rank 3 or more, not 2"),
    (STATIC, "dims", [128, 512], f"{S1}: tensor map A_map spans 131072 bytes of A, whose buffer holds 65536"),
    (RANGED, "name", "n", f"{S2}.name: 'n' is also a tensor's, a symbol's"),
    (RANGED, "dims", [128, "q"], f"{S2}.dims: a list of 1 to 5 integers in 1..2^32 or expressions of the symbols"),
    (RANGED, "dims", [128, "n - 1"], f"{S2}.dims[1]: 'n - 1' is 0 at n=1"),
    (RANGED, "dims", [128, "2 * n"], f"{S2}: tensor map A_map spans 512 bytes of A at n=1, whose buffer holds 256"),
    (RANGED, "/variants.0.chunk", 1, "field variants[0].kernels[0]: a chunked variant moves its kernels' pointers"),
]


@pytest.mark.parametrize("which,where,value,message", BAD, ids=[f"{w}-{p}={v!r}"[:50] for w, p, v, _ in BAD])
def test_a_bad_map_is_named_in_one_line(which, where, value, message):
    with pytest.raises(artifact.ArtifactError) as e:
        artifact.validate(_with(which, where, value), "x.json")
    text = str(e.value)
    assert "\n" not in text and text.startswith("x.json: ") and message in text, text


BAD_IM2COL = [  # (fields changed, message)
    ({"mode": "col2im"}, ".mode: 'tiled' or 'im2col' (none: tiled), not 'col2im'"),
    ({"mode": ...}, ": a tensor map lacks box"),
    ({"lower": ..., "pixels": ...}, ": an im2col tensor map lacks lower, pixels"),
    ({"dims": [512, 7], "strides": [1024]}, ".dims: a list of 3 to 5 integers in 1..2^32, not [512, 7]"),
    ({"strides": [1024, 7168]}, ".strides: a list of 3 byte strides, multiples of 16 below 2^40 (dims 1..3)"),
    ({"lower": [-1]}, ".lower: a list of 2 integers in -128..127 (a rank-4 map's corner, W first), not [-1]"),
    ({"upper": [-1, 128]}, ".upper: a list of 2 integers in -128..127 (a rank-4 map's corner, W first), not [-1, 128]"),
    ({"lower": [-1, True]}, ".lower: a list of 2 integers in -128..127"),
    ({"dims": [512, 7, 32], "strides": [1024, 7168], "lower": [-2**15 - 1], "upper": [0], "elem_strides": [1, 1, 1]},
     ".lower: a list of 1 integers in -32768..32767 (a rank-3 map's corner, W first), not [-32769]"),
    ({"dims": [512, 7, 7, 7, 32], "strides": [1024, 7168, 50176, 351232], "lower": [-1, -1, -17], "upper": [0, 0, 0],
      "elem_strides": [1] * 5}, ".lower: a list of 3 integers in -16..15 (a rank-5 map's corner, W first)"),
    ({"channels": 0}, ".channels: an integer in 1..256, not 0"),
    ({"channels": 512}, ".channels: an integer in 1..256, not 512"),
    ({"channels": 4}, ".channels: the channels of a pixel are 8 bytes (4 x float16), not a multiple of 16"),
    ({"channels": 128}, ".channels: the channels of a pixel are 256 bytes (128 x float16), over the 128 bytes that "
                        "swizzle 128B spans"),
    ({"channels": 64, "swizzle": 2}, ".channels: the channels of a pixel are 128 bytes (64 x float16), over the 64"),
    ({"pixels": 0}, ".pixels: an integer in 1..1024, not 0"),
    ({"pixels": 1025}, ".pixels: an integer in 1..1024, not 1025"),
    ({"elem_strides": [1, 1, 9, 1]}, ".elem_strides: a list of 4 integers in 1..8, one per dimension"),
    ({"elem_strides": [1, 1, 1]}, ".elem_strides: a list of 4 integers in 1..8"),
    ({"swizzle": 4}, ".swizzle: a CU_TENSOR_MAP_SWIZZLE number (0 NONE, 1 32B, 2 64B, 3 128B), not 4"),
    ({"dtype": "bfloat16"}, ".dtype: bfloat16, but X is float16"),
    ({"tensor": "Q"}, ".tensor: 'Q' is no input, output or workspace"),
]


def _im2col(**changes) -> dict:
    a = dict(IM2COL, **{k: v for k, v in changes.items() if v is not ...})
    return {k: v for k, v in a.items() if changes.get(k, 0) is not ...}


def test_an_im2col_map_is_sound():
    assert tensormap.problem(IM2COL, X) is None
    assert tensormap.problem(_im2col(dims=[512, 7, 7, "n"]), X, {"n"}) is None  # run-time sizes, as a tiled map's


@pytest.mark.parametrize("changes,message", [
    ({"pixels": 0}, "field kernels[0].args[0].pixels: an integer in 1..1024, not 0"),
    ({"dims": [512, 7, 7, 64]}, "field kernels[0].args[0]: tensor map A_map spans 3211264 bytes of X, whose buffer "
                                "holds 1605632"),
])
def test_a_manifests_bad_im2col_map_is_named_where_it_sits(changes, message):
    m = conv_manifest()
    m["kernels"][0]["args"][0] = _im2col(**changes)
    with pytest.raises(artifact.ArtifactError, match=f"^x.json: {re.escape(message)}$"):
        artifact.validate(m, "x.json")


@pytest.mark.parametrize("changes,message", BAD_IM2COL, ids=[repr(c)[:40] for c, _ in BAD_IM2COL])
def test_a_bad_im2col_field_is_named_in_one_line(changes, message):
    text = tensormap.problem(_im2col(**changes), None if changes.get("tensor") else X)
    assert text is not None and "\n" not in text and text.startswith(message), text


def test_the_enums_are_cuda_hs():
    """The numbers the manifest holds and the names the header writes are cuda.h's."""
    inc = runner.cuda_include_dir()
    if inc is None or not Path(inc, "cuda.h").is_file():
        pytest.skip("no CUDA toolkit headers (CUDA_HOME, /usr/local/cuda)")
    text = Path(inc, "cuda.h").read_text()

    def enum(typedef: str) -> dict[str, int]:
        body = re.search(r"typedef enum \w+ \{([^}]*)\}\s*" + typedef + ";", text).group(1)
        names = [re.match(r"\s*(\w+)", ln).group(1) for ln in body.split(",") if ln.strip()]
        return {n: i for i, n in enumerate(names)}  # each list counts up from 0, none skips

    types = enum("CUtensorMapDataType")
    assert {f"CU_TENSOR_MAP_DATA_TYPE_{k}": v for k, v in tensormap.DATA_TYPE_NUMBERS.items()}.items() <= types.items()
    for field, typedef in (("interleave", "CUtensorMapInterleave"), ("swizzle", "CUtensorMapSwizzle"),
                           ("l2_promotion", "CUtensorMapL2promotion"), ("oob_fill", "CUtensorMapFloatOOBfill")):
        names = enum(typedef)
        for i in range(len(tensormap.ENUMS[field][1])):
            assert names[tensormap.c_enum(field, i)] == i


# -- the launcher header -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("which,dims", [(STATIC, "{128, 256}"), (RANGED, "{128, n}")])
def test_the_header_encodes_each_map_before_the_launch(which, dims):
    m = manifest(which)
    h = launcher.header(m)
    assert ("tma_add_kernel(const __grid_constant__ CUtensorMap arg0, const __grid_constant__ CUtensorMap arg1, "
            "half* __restrict__ arg2, int64_t arg3);") in h
    assert h.count("#include <cuda.h>") == 1 and h.count("#define TVMGEN_TENSOR_MAP_HELPERS") == 1
    assert "cudaGetDriverEntryPointByVersion(\"cuTensorMapEncodeTiled\"" in h and "-lcuda" not in h
    for t in "AB":
        assert (f"tvmgen_encode_tensor_map(&{t}_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, {t}, {dims}, {{256}}, {{64, 64}}, "
                "{1, 1},\n") in h
    assert "CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);" in h
    launch = h.index("tma_add_kernel<<<")
    assert h.rindex("tvmgen_encode_tensor_map(&B_map", 0, launch) < launch
    assert "    A_map, B_map, const_cast<half*>(C), (int64_t" in h[launch:]


def test_the_header_encodes_an_im2col_map_by_its_own_call():
    h = launcher.header(conv_manifest())
    assert [h.count(f"#define TVMGEN_TENSOR_MAP{b}_HELPERS") for b in ("", "_IM2COL")] == [1, 1]
    assert 'cudaGetDriverEntryPointByVersion("cuTensorMapEncodeIm2col", &p, 12000,' in h and "-lcuda" not in h
    assert ("tvmgen_encode_im2col_map(&A_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, X, {512, 7, 7, 32}, "
            "{1024, 7168, 50176}, {-1, -1}, {-1, -1},\n        64, 128, {1, 1, 1, 1}, CU_TENSOR_MAP_INTERLEAVE_NONE, "
            "CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);") in h
    assert "tvmgen_encode_tensor_map(&B_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, W, {4608, 512, 1}," in h
    assert "TVMGEN_TENSOR_MAP_IM2COL_HELPERS" not in launcher.header(manifest(STATIC))  # tiled maps' headers as before


def test_a_ranged_header_writes_an_im2col_maps_sizes_in_c():
    m = manifest(RANGED)
    a = kernel0(m)["args"][0]
    kernel0(m)["args"][0] = dict(IM2COL, tensor="A", dims=[16, 4, 2, "n"], strides=[32, 128, 256], lower=[0, 0],
                                 upper=[0, 0], channels=8, swizzle=0, name=a["name"])
    h = launcher.ranged_header(m)
    assert "tvmgen_encode_im2col_map(&A_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, A, {16, 4, 2, n}, {32, 128, 256}," in h
    assert h.count("#define TVMGEN_TENSOR_MAP_IM2COL_HELPERS") == 1


MAIN = r"""#include <cstdio>
#include <vector>
#include "%(static)s.cuh"
#include "%(ranged)s.cuh"

// C = A + B through both launchers, each element checked; a misaligned pointer and a size outside the range are
// refused with cudaErrorInvalidValue. 0: all right; 2: no GPU; 1: a wrong element or error code
static int run(int m, bool ranged, int skew) {
  const size_t n = static_cast<size_t>(m) * 128;
  std::vector<__half> a(n), b(n), c(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = __float2half(static_cast<float>(i %% 7));
    b[i] = __float2half(static_cast<float>(i %% 5) * 0.5f);
  }
  __half *A, *B, *C;
  if (cudaMalloc(&A, (n + 8) * 2) || cudaMalloc(&B, n * 2) || cudaMalloc(&C, n * 2)) return 1;
  cudaMemcpy(A + skew, a.data(), n * 2, cudaMemcpyHostToDevice);
  cudaMemcpy(B, b.data(), n * 2, cudaMemcpyHostToDevice);
  cudaMemset(C, 0xff, n * 2);
  cudaError_t e = ranged ? tvmgen::%(ranged)s(A + skew, B, C, m, 0) : tvmgen::%(static)s(A + skew, B, C, 0);
  int bad = 0;
  if (skew) {
    bad = e != cudaErrorInvalidValue;
  } else if (e != cudaSuccess || cudaDeviceSynchronize() != cudaSuccess) {
    bad = 1;
  } else {
    cudaMemcpy(c.data(), C, n * 2, cudaMemcpyDeviceToHost);
    for (size_t i = 0; i < n; ++i) bad += __half2float(c[i]) != __half2float(a[i]) + __half2float(b[i]);
  }
  printf("m=%%d ranged=%%d skew=%%d: %%s, %%d wrong\n", m, ranged, skew, cudaGetErrorString(e), bad);
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  return bad ? 1 : 0;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) return 2;
  int bad = run(256, false, 0) + run(256, false, 1);
  for (int m : {1, 77, 512}) bad += run(m, true, 0);
  bad += tvmgen::%(ranged)s(nullptr, nullptr, nullptr, 513, 0) != cudaErrorInvalidValue;
  return bad ? 1 : 0;
}
"""


@pytest.fixture(scope="module")
def program(folder, tmp_path_factory) -> Path:
    """A program that includes both headers (one file: the helpers are defined once) and launches the shader
    through them, built as a user would, warnings as errors, linked with the CUDA runtime alone."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not on PATH")
    d = tmp_path_factory.mktemp("tma_program")
    names = {w: manifest(w)["name"] for w in (STATIC, RANGED)}
    for f in folder.iterdir():
        shutil.copy(f, d)
    (d / "main.cu").write_text(MAIN % {"static": names[STATIC], "ranged": names[RANGED]})
    flags = nvcc_arch(manifest(STATIC)["target"]["arch"]).split()
    for cmd in ([*flags, *WERROR, "-c", "main.cu"], [*flags, *WERROR, "-c", f"{names[STATIC]}.cu"],
                [*flags, "main.o", f"{names[STATIC]}.o", "-o", "main"]):
        r = subprocess.run(["nvcc", *cmd], cwd=d, capture_output=True, text=True)
        assert r.returncode == 0, f"nvcc {' '.join(cmd)}:\n{r.stderr[-3000:]}"
    return d / "main"


@needs_nvcc
def test_the_header_builds_and_links_without_libcuda(program):
    if shutil.which("ldd"):
        libs = subprocess.run(["ldd", program], capture_output=True, text=True).stdout
        assert "libcuda.so" not in libs


CONV_MAIN = r"""#include <cstdio>
#include "%(static)s.cuh"
#include "conv_im2col.cuh"

// The convolution's launcher encodes its three maps (the im2col one among them) over real buffers and launches a
// kernel that does nothing; a misaligned X is refused. 0: all right; 2: no GPU; 1: a wrong error code
int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) return 2;
  const size_t x = 32 * 7 * 7 * 512, w = 512 * 3 * 3 * 512;
  __half *X, *W, *Y;
  if (cudaMalloc(&X, (x + 8) * 2) || cudaMalloc(&W, w * 2) || cudaMalloc(&Y, x * 2)) return 1;
  const cudaError_t fine = tvmgen::conv_im2col(X, W, Y, 0), skewed = tvmgen::conv_im2col(X + 1, W, Y, 0);
  const cudaError_t done = cudaDeviceSynchronize();
  printf("aligned: %%s; misaligned: %%s; synchronize: %%s\n", cudaGetErrorString(fine), cudaGetErrorString(skewed),
         cudaGetErrorString(done));
  return fine == cudaSuccess && skewed == cudaErrorInvalidValue && done == cudaSuccess ? 0 : 1;
}
"""


@pytest.fixture(scope="module")
def conv_program(folder, tmp_path_factory) -> Path:
    """A program that includes a tiled map's header beside the convolution's (each helper block defined once) and
    launches the convolution, built as `program` is."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not on PATH")
    d = tmp_path_factory.mktemp("im2col_program")
    static = manifest(STATIC)["name"]
    for f in folder.iterdir():
        shutil.copy(f, d)
    (d / "main.cu").write_text(CONV_MAIN % {"static": static})
    flags = nvcc_arch(conv_manifest()["target"]["arch"]).split()
    for cmd in ([*flags, *WERROR, "-c", "main.cu"], [*flags, *WERROR, "-c", "conv_im2col.cu"],
                [*flags, "main.o", "conv_im2col.o", "-o", "main"]):
        r = subprocess.run(["nvcc", *cmd], cwd=d, capture_output=True, text=True)
        assert r.returncode == 0, f"nvcc {' '.join(cmd)}:\n{r.stderr[-3000:]}"
    return d / "main"


@needs_nvcc
def test_an_im2col_header_builds_beside_a_tiled_one_without_libcuda(conv_program):
    if shutil.which("ldd"):
        assert "libcuda.so" not in subprocess.run(["ldd", conv_program], capture_output=True, text=True).stdout


# -- the encoding, through ctypes ----------------------------------------------------------------------------------
@pytest.mark.parametrize("which,env,rows", [(STATIC, None, 256), (RANGED, {"n": 77}, 77)])
def test_the_encoder_gets_the_manifests_numbers(which, env, rows):
    a = kernel0(manifest(which))["args"][0]
    assert tensormap.encode_args(a, 0x7f0000001000, env) == (
        6, 2, 0x7f0000001000, (128, rows), (256,), (64, 64), (1, 1), 0, 0, 2, 0)


@pytest.mark.parametrize("dims,env,images", [([512, 7, 7, 32], None, 32), ([512, 7, 7, "n"], {"n": 5}, 5)])
def test_the_im2col_encoder_gets_the_manifests_numbers_in_the_drivers_order(dims, env, images):
    assert tensormap.encode_args(dict(IM2COL, dims=dims), 0x7f0000001000, env) == (
        6, 4, 0x7f0000001000, (512, 7, 7, images), (1024, 7168, 50176), (-1, -1), (-1, -1), 64, 128, (1, 1, 1, 1),
        0, 3, 2, 0)


def test_an_evaluated_size_out_of_range_is_named():
    a = kernel0(manifest(RANGED))["args"][0]
    with pytest.raises(ValueError, match=r"^dims\[1\] = 0 at n=0$"):
        tensormap.encode_args(a, 0, {"n": 0})


class FakeDriver:
    """cuTensorMapEncodeTiled (or, mode "im2col", cuTensorMapEncodeIm2col) as a ctypes callback: checks the map's
    alignment (the driver wants 64 bytes), keeps the words it was given in `calls`, [address, type, rank, dims...,
    strides..., box... (im2col: lower..., upper..., channels, pixels), elem strides..., enums...], writes as many as
    fit into the map, and refuses an address that is not 16-byte aligned, as the driver does
    (CUDA_ERROR_INVALID_VALUE)."""

    def __init__(self, mode: str = "tiled"):
        self.mode, self.calls = mode, []
        self.fn = tensormap.PROTOTYPES[mode](self._encode)

    def _encode(self, out, dt, rank, address, dims, strides, *rest):
        if out % 64 or address % 16:
            return 1
        if self.mode == "im2col":
            lower, upper, channels, pixels, elem, *enums = rest
            shape = [*lower[:rank - 2], *upper[:rank - 2], channels, pixels]
        else:
            box, elem, *enums = rest
            shape = box[:rank]
        words = [address, dt, rank, *dims[:rank], *strides[:rank - 1], *shape, *elem[:rank], *enums]
        self.calls.append(words)
        kept = words[:tensormap.MAP_BYTES // 8]
        (ctypes.c_int64 * len(kept)).from_address(out)[:] = kept
        return 0

    @staticmethod
    def read(m) -> dict:
        """What a map FakeDriver wrote holds."""
        w = [int(x) for x in np.asarray(m).view(np.uint64)]
        rank = w[2]
        return {"address": w[0], "type": w[1], "dims": w[3:3 + rank], "strides": w[3 + rank:2 + 2 * rank]}


def test_a_prepared_map_passes_every_argument_and_comes_back_by_value():
    a = kernel0(manifest(RANGED))["args"][1]
    prep = tensormap.Prepared(a, {"n": 300}, FakeDriver().fn)
    m = prep.encode(0x7f0000002000)
    assert m.shape == (1,) and m.dtype.itemsize == 128 and m.ctypes.data % 128 == 0  # CuPy passes it by value
    words = np.asarray(m).view(np.uint64)
    assert list(words) == [0x7f0000002000, 6, 2, 128, 300, 256, 64, 64, 1, 1, 0, 0, 2, 0, 0, 0]
    assert prep.encode(0x7f0000002000) is m  # the last call's pointer again: its map again
    with pytest.raises(RuntimeError, match=r"refused it \(CUresult 1; B at 0x7f0000002002\)"):
        prep.encode(0x7f0000002002)


def test_a_prepared_im2col_map_calls_its_encoder_with_the_drivers_arguments():
    fake = FakeDriver("im2col")
    prep = tensormap.Prepared(dict(IM2COL, dims=[512, 7, 7, "n"], lower=[-3, -2], upper=[1, 2]), {"n": 9}, fake.fn)
    m = prep.encode(0x7f0000004000)
    assert prep.mode == "im2col" and m.ctypes.data % 128 == 0
    assert fake.calls == [[0x7f0000004000, 6, 4, 512, 7, 7, 9, 1024, 7168, 50176, -3, -2, 1, 2, 64, 128, 1, 1, 1, 1,
                           0, 3, 2, 0]]
    assert FakeDriver.read(m)["dims"] == [512, 7, 7, 9]
    with pytest.raises(RuntimeError, match=r"^cuTensorMapEncodeIm2col refused it \(CUresult 1; X at 0x7f0000004008\)"):
        prep.encode(0x7f0000004008)


def test_each_mode_takes_its_drivers_encoder(monkeypatch):
    fakes = {mode: FakeDriver(mode) for mode in tensormap.MODES}
    monkeypatch.setattr(tensormap, "driver_encoder", lambda: fakes["tiled"].fn)
    monkeypatch.setattr(tensormap, "driver_im2col_encoder", lambda: fakes["im2col"].fn)
    for a in conv_manifest()["kernels"][0]["args"]:
        tensormap.Prepared(a).encode(0x7f0000008000)
    assert [len(f.calls) for f in fakes.values()] == [2, 1]


def run_against_numpy(r: runner.Runner) -> None:
    """Run the runner's shader on fresh inputs and compare C with the operator's reference (the verifier's rule)."""
    op = ops.get("add")
    p = op.parse(r.manifest["params"])
    x = op.sample(p, np.random.default_rng(7))
    assert not compare(op, p, r.run(x), op.reference(p, x))


# -- the GPU runner on the fake CuPy -------------------------------------------------------------------------------
def tma_add_emulated(a_map, b_map, c, m):
    """The kernel in NumPy, reading A and B where their maps say (the address the runner encoded)."""
    loads = []
    for t in (a_map, b_map):
        f = FakeDriver.read(t)
        rows, cols = f["dims"][1], f["dims"][0]
        buf = (ctypes.c_uint16 * (rows * cols)).from_address(f["address"])
        loads.append(np.ctypeslib.as_array(buf).view(np.float16).reshape(rows, cols))
    a, b = loads
    c.a.view(np.float16)[:int(m) * 128] = (a[:int(m)] + b[:int(m)]).reshape(-1)


@pytest.fixture
def fake_gpu(monkeypatch):
    from helpers import FakeCupy

    fc = FakeCupy({"tma_add_kernel": tma_add_emulated})
    monkeypatch.setattr(runner, "_CUBINS", {})  # the fake's "cubins" stay out of the real GPU tests' way
    monkeypatch.setitem(sys.modules, "cupy", fc)
    monkeypatch.setitem(sys.modules, "cupy.cuda", fc.cuda)
    monkeypatch.setattr(tensormap, "driver_encoder", lambda fake=FakeDriver(): fake.fn)
    monkeypatch.setattr(tensormap, "driver_im2col_encoder", lambda fake=FakeDriver("im2col"): fake.fn)
    return fc


@pytest.mark.parametrize("which,size", [(STATIC, None), (RANGED, 1), (RANGED, 77), (RANGED, 512)])
def test_the_runner_encodes_its_buffers_maps(fake_gpu, which, size):
    r = runner.Runner(manifest(which), SRC, sizes={"n": size} if size else None)
    run_against_numpy(r)
    maps = [FakeDriver.read(a) for a in r.kernels[0]["args"][:2]]
    assert [m["address"] for m in maps] == [r.buffers[t].raw.data.ptr for t in "AB"]
    assert maps[0]["dims"] == [128, size or 256]


def test_the_runner_encodes_an_im2col_map_over_its_buffer(fake_gpu):
    fake_gpu.kernels["conv_kernel"] = lambda *maps: None
    r = runner.Runner(conv_manifest(), CONV_SRC)
    maps = [FakeDriver.read(a) for a in r.kernels[0]["args"]]
    assert [m["address"] for m in maps] == [r.buffers[t].raw.data.ptr for t in "XWY"]
    assert [m["dims"] for m in maps] == [[512, 7, 7, 32], [4608, 512, 1], [512, 1568, 1]]


def test_nvrtc_gets_the_type_cuda_h_gives_nvcc(fake_gpu):
    """NVRTC has no <cuda.h>: a source that names CUtensorMap gets it from a header the runner pre-includes."""
    runner.compile_cuda(SRC, "sm_90a", "nvrtc")
    runner.compile_cuda('extern "C" __global__ void k() {}', "sm_90a", "nvrtc")
    assert [f"--pre-include={runner.RTC_TENSOR_MAP[0]}" in o for o in fake_gpu.nvrtc_opts] == [True, False]


def test_a_map_the_driver_refuses_names_kernel_and_map(fake_gpu, monkeypatch):
    monkeypatch.setattr(tensormap, "driver_encoder", lambda: tensormap.ENCODE_TILED(lambda *a: 1))
    with pytest.raises(artifact.ArtifactError, match=r"^kernel tma_add_kernel: tensor map A_map: cuTensorMapEncodeTiled "
                                                     r"refused it \(CUresult 1; A at 0x"):
        runner.Runner(manifest(STATIC), SRC)


# -- tvmgen.runtime --------------------------------------------------------------------------------------------------
class Dev:
    """A fake GPU array: a __cuda_array_interface__ alone (an int shape: rows of 128)."""

    def __init__(self, shape, ptr):
        shape = (shape, 128) if isinstance(shape, int) else tuple(shape)
        self.__cuda_array_interface__ = {"shape": shape, "typestr": "<f2", "data": (ptr, False),
                                         "version": 3, "strides": None}


@pytest.mark.parametrize("which,rows,grid", [(STATIC, 256, (2, 4, 1)), (RANGED, 77, (2, 2, 1))])
def test_the_runtime_plans_a_map_per_tensor_at_the_calls_size(folder, which, rows, grid):
    sh = rt.load(folder / f"{manifest(which)['name']}.json")
    k, = sh.plan(Dev(rows, 1 << 40), Dev(rows, 2 << 40)).kernels
    a_map, b_map, c, m = k.args
    assert (a_map.name, a_map.tensor, b_map.tensor, c) == ("A_map", "A", "B", rt.TensorArg("C"))
    assert k.grid == grid and m == rows and list(b_map.prepared.dims) == [128, rows]


def test_the_runtime_plans_an_im2col_map(folder):
    sh = rt.load(folder / "conv_im2col.json")
    k, = sh.plan(Dev(X["shape"], 1 << 40), Dev([512, 3, 3, 512], 2 << 40)).kernels
    a_map, b_map, c_map = k.args
    assert (a_map.tensor, a_map.prepared.mode, b_map.prepared.mode) == ("X", "im2col", "tiled")
    lower, upper, channels, pixels = a_map.prepared.shape
    assert (list(lower), list(upper), channels, pixels) == ([-1, -1], [-1, -1], 64, 128)


# -- on the GPU --------------------------------------------------------------------------------------------------------
def _no_gpu() -> str | None:
    try:
        runner.require_gpu()
    except runner.GpuUnavailable as e:
        return str(e)
    return None


NO_GPU = _no_gpu()
needs_gpu = pytest.mark.skipif(NO_GPU is not None, reason=f"needs a GPU: {NO_GPU}")


@pytest.mark.parametrize("which,size", [(STATIC, None), (RANGED, 1), (RANGED, 77), (RANGED, 512)])
@pytest.mark.gpu
@needs_gpu
def test_gpu_runner(which, size):
    r = runner.Runner(manifest(which), SRC, sizes={"n": size} if size else None)
    run_against_numpy(r)
    r.close()


@pytest.mark.gpu
@needs_gpu
def test_gpu_runtime_encodes_each_calls_pointers(folder):
    import cupy

    op = ops.get("add")
    for which, sizes in ((STATIC, [256]), (RANGED, [1, 77, 512, 77])):
        sh = rt.load(folder / f"{manifest(which)['name']}.json")
        for m in sizes:  # the same size twice: the kept plan, new arrays (the maps encoded over them)
            p = op.parse({"a": [m, 128], "b": [m, 128], "dtype": "float16"})
            x = op.sample(p, np.random.default_rng(m))
            c = sh(cupy.asarray(x["A"]), cupy.asarray(x["B"]))
            assert not compare(op, p, {"C": cupy.asnumpy(c)}, op.reference(p, x)), (which, m)


@pytest.mark.gpu
@needs_gpu
def test_gpu_header_program(program):
    r = subprocess.run([program], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.gpu
@needs_gpu
def test_gpu_the_driver_takes_the_headers_im2col_map(conv_program):
    r = subprocess.run([conv_program], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
