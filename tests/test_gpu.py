"""tvmgen verify on a real GPU: every shader under generated/ passes, and hand-written artifacts prove the
checks and the isolation (a faulting kernel, a hanging kernel, a launch over the limits)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tvmgen import verify
from tvmgen.gpuworker import Worker
from tvmgen.artifact import find as find_manifests
from tvmgen.runner import GpuUnavailable, require_gpu

ROOT = Path(__file__).resolve().parents[1]
GENERATED = ROOT / "generated"


def _no_gpu() -> str | None:
    try:
        require_gpu()
    except GpuUnavailable as e:
        return str(e)
    return None


NO_GPU = _no_gpu()
pytestmark = [pytest.mark.gpu, pytest.mark.skipif(NO_GPU is not None, reason=f"needs a GPU: {NO_GPU}")]

N = 1024
ADD = """extern "C" __global__ void add_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1024) C[i] = %s;
}
"""
GOOD = ADD % "A[i] + B[i]"
WRONG = ADD % "A[i] - B[i]"
PARTIAL = ADD.replace("i < 1024", "i < 512") % "A[i] + B[i]"
FAULT = """extern "C" __global__ void add_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  ((float*)0x10)[threadIdx.x] = A[threadIdx.x];
}
"""
HANG = """extern "C" __global__ void add_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  while (*(volatile float*)A != 42.0f) { }  // A[0] is in [-1, 1): never
  if (i < 1024) C[i] = A[i] + B[i];
}
"""
BROKEN = 'extern "C" __global__ void add_kernel(float* A, float* B, float* C) { undefined_name = 1; }\n'
SHARED_64K = """extern "C" __global__ void add_kernel(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C) {
  extern __shared__ float s[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x + 16000] = A[i] + B[i];  // past 48 KB
  __syncthreads();
  if (i < 1024) C[i] = s[threadIdx.x + 16000];
}
"""
STRIDED = """extern "C" __global__ void k1(float* __restrict__ A, float* __restrict__ B, float* __restrict__ W) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 1024) W[i] = A[2 * i] + B[i];
}
extern "C" __global__ void k2(float* __restrict__ W, float* __restrict__ C, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) C[i] = W[i];
}
"""
# TVM's NVRTC preamble includes <cuda/std/...> and wmma needs crt/mma.h: both need the include paths.
WMMA = """#ifdef __CUDACC_RTC__
#include <cuda/std/cstdint>
#else
#include <cstdint>
#endif
#include <cuda_fp16.h>
#include <mma.h>
extern "C" __global__ void mm16_kernel(half* __restrict__ A, half* __restrict__ B, half* __restrict__ C) {
  using namespace nvcuda;
  __shared__ __align__(32) float out[256];
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(a, A, 16);
  wmma::load_matrix_sync(b, B, 16);
  wmma::mma_sync(acc, a, b, acc);
  wmma::store_matrix_sync(out, acc, 16, wmma::mem_row_major);
  __syncwarp();
  for (int i = threadIdx.x; i < 256; i += 32) C[i] = __float2half(out[i]);
}
"""


def _tensors(*names, dtype="float32"):
    return [{"kind": "tensor", "name": n, "dtype": dtype} for n in names]


def add_kernel(**kw) -> dict:
    return {"name": "add_kernel", "grid": [4, 1, 1], "block": [256, 1, 1], "dynamic_shared_bytes": 0,
            "static_shared_bytes": 0, "args": _tensors("A", "B", "C"), **kw}


def make_artifact(folder: Path, name: str, source: str, kernels: list | None = None, **extra) -> Path:
    """A schema-1 artifact written by hand; `add a=1024 b=1024` unless extra says otherwise."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.cu").write_text(source)
    t = {"shape": [N], "dtype": "float32"}
    m = {"schema": 1, "name": name, "op": "add", "params": {"a": [N], "b": [N], "dtype": "float32"},
         "inputs": [{"name": "A", **t}, {"name": "B", **t}], "outputs": [{"name": "C", **t}], "workspaces": [],
         "kernels": kernels or [add_kernel()], "schedule": {"rule": "hand", "config": {}, "origin": "test"},
         "target": {"kind": "cuda", "arch": "sm_90"}, "tvm_version": None, "source": f"{name}.cu",
         "source_sha256": hashlib.sha256(source.encode()).hexdigest(), "header": f"{name}.cuh",
         "flops": N, "min_bytes": 12 * N, **extra}
    (folder / f"{name}.json").write_text(json.dumps(m, indent=1))
    return folder / f"{name}.json"


def run_verify(paths, tmp_path, timeout=60.0) -> tuple[int, dict]:
    """The command as the CLI runs it; (exit status, results by shader name)."""
    report = tmp_path / "report.json"
    rc = verify.verify_command([str(p) for p in paths], seed=1234, report=str(report), timeout=timeout)
    doc = json.loads(report.read_text())
    return rc, {r["name"]: r for r in doc["results"]}


@pytest.fixture(scope="module")
def worker():
    with Worker() as w:
        w.start()
        yield w


# -- every emitted shader -----------------------------------------------------------------------
def test_every_generated_shader_passes(tmp_path):
    """The catalog as `tvmgen verify generated/ -j 8` checks it: references on the CPU dominate, so
    eight workers share the GPU. TVMGEN_GPU_REPORT keeps the JSON report."""
    import os

    if not find_manifests([GENERATED]):
        pytest.skip("generated/ is empty")
    report = os.environ.get("TVMGEN_GPU_REPORT") or str(tmp_path / "report.json")
    rc = verify.verify_command([str(GENERATED)], seed=None, report=report, timeout=300, jobs=8)
    doc = json.loads(Path(report).read_text())
    bad = [f"{r['name']}: {r['status']} {r['message'][:200]}" for r in doc["results"] if r["status"] != "pass"]
    assert rc == 0 and not bad, "\n".join(bad)
    assert len(doc["results"]) == len(find_manifests([GENERATED]))


# -- hand-written artifacts -----------------------------------------------------------------------
def test_good_shader_passes(tmp_path):
    rc, res = run_verify([make_artifact(tmp_path, "add_good", GOOD)], tmp_path)
    r = res["add_good"]
    assert rc == 0 and r["status"] == "pass" and r["deterministic"] is True
    assert r["time_ms"] > 0 and r["compile"]["backend"] == "nvrtc"


def test_wrong_and_partial_results_fail(tmp_path):
    rc, res = run_verify([make_artifact(tmp_path, "add_wrong", WRONG), make_artifact(tmp_path, "add_partial", PARTIAL)],
                         tmp_path)
    assert rc == 1
    assert res["add_wrong"]["status"] == "fail"
    assert res["add_partial"]["status"] == "fail" and res["add_partial"]["errors"]["C"]["nan"] == 512


def test_fault_is_isolated(tmp_path):
    rc, res = run_verify([make_artifact(tmp_path, "a_fault", FAULT), make_artifact(tmp_path, "b_good", GOOD)], tmp_path)
    assert rc == 1
    assert res["a_fault"]["status"] == "error" and "CudaFault: kernel add_kernel" in res["a_fault"]["message"]
    assert res["b_good"]["status"] == "pass", res["b_good"]["message"]


def test_hang_times_out_and_run_goes_on(tmp_path):
    rc, res = run_verify([make_artifact(tmp_path, "a_hang", HANG), make_artifact(tmp_path, "b_good", GOOD)], tmp_path,
                         timeout=20)
    assert rc == 1
    assert res["a_hang"]["status"] == "error" and "timed out" in res["a_hang"]["message"]
    assert res["b_good"]["status"] == "pass", res["b_good"]["message"]


def test_launch_over_limits_is_refused_without_restart(tmp_path, worker):
    starts = worker.starts
    path = make_artifact(tmp_path, "add_biggrid", GOOD, [add_kernel(grid=[1, 70000, 1])])
    r = worker.call({"kind": "verify", "manifest": str(path), "seed": 1}, timeout=60)
    assert r["status"] == "error" and "grid.y=70000" in r["message"]
    assert worker.alive and worker.starts == starts


def test_compile_error_is_reported(tmp_path, worker):
    r = worker.call({"kind": "verify", "manifest": str(make_artifact(tmp_path, "add_broken", BROKEN)), "seed": 1},
                    timeout=120)
    assert r["status"] == "error" and "CompileError" in r["message"] and "undefined_name" in r["message"]


def test_over_48k_dynamic_shared_memory(tmp_path, worker):
    path = make_artifact(tmp_path, "add_shm", SHARED_64K, [add_kernel(dynamic_shared_bytes=65536)])
    r = worker.call({"kind": "verify", "manifest": str(path), "seed": 1}, timeout=60)
    assert r["status"] == "pass", r["message"]


def test_strided_input_workspace_scalar_two_kernels(tmp_path, worker):
    kernels = [{"name": "k1", "grid": [4], "block": [256], "dynamic_shared_bytes": 0, "args": _tensors("A", "B", "W")},
               {"name": "k2", "grid": [4], "block": [256], "dynamic_shared_bytes": 0,
                "args": _tensors("W", "C") + [{"kind": "scalar", "dtype": "int32", "value": N}]}]
    path = make_artifact(tmp_path, "add_strided", STRIDED, kernels,
                         inputs=[{"name": "A", "shape": [N], "dtype": "float32", "strides": [2]},
                                 {"name": "B", "shape": [N], "dtype": "float32"}],
                         workspaces=[{"name": "W", "shape": [N], "dtype": "float32", "bytes": 4 * N}])
    r = worker.call({"kind": "verify", "manifest": str(path), "seed": 1}, timeout=60)
    assert r["status"] == "pass", r["message"]


def test_wmma_fp16_through_nvrtc(tmp_path, worker):
    h = {"shape": [16, 16], "dtype": "float16"}
    path = make_artifact(tmp_path, "matmul_m16_n16_k16_float16", WMMA,
                         [{"name": "mm16_kernel", "grid": [1], "block": [32], "dynamic_shared_bytes": 0,
                           "args": _tensors("A", "B", "C", dtype="float16")}],
                         op="matmul", params={"m": 16, "n": 16, "k": 16, "dtype": "float16"},
                         inputs=[{"name": "A", **h}, {"name": "B", **h}], outputs=[{"name": "C", **h}])
    r = worker.call({"kind": "verify", "manifest": str(path), "seed": 1}, timeout=120)
    assert r["status"] == "pass", r["message"]
    assert r["compile"]["backend"] == "nvrtc"  # not rescued by the nvcc fallback


def test_device_info(worker):
    info = worker.call({"kind": "info"}, timeout=60)
    assert info["gpu"] and info["compute_capability"] and info["sm_count"] > 0
