"""The CPU emulator that runs emitted CUDA for test_norm, test_softmax_rules, test_pool_rules and
test_batchnorm_rules: TVM's CUDA source compiled as C++ by g++, each CUDA thread a ucontext fiber, blocks one
after another, shared memory shared by the block's fibers, __syncthreads a barrier, warp shuffles exchanged
between the fibers of a warp. Buffers start poisoned (0xFF, as the GPU runner leaves them), so an output the
kernel never writes shows up in the comparison with the reference.
"""
import hashlib
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

CUDA_INCLUDE = Path("/usr/local/cuda/include")

EMU_H = r"""
#pragma once
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <functional>
#include <type_traits>
#include <algorithm>
#include <ucontext.h>
#include <cuda.h>
#include <cuda_fp16.h>
#include <vector_types.h>
#include <vector_functions.h>
#include <math_constants.h>
namespace emu {
enum State { READY, AT_SHFL, AT_BAR, DONE };
struct Fiber { ucontext_t ctx; uint3 tid; int lane, state, src; unsigned char slot[16], out[16]; std::vector<char> stack; };
extern Fiber* cur; extern ucontext_t sched; extern uint3 g_bid; extern dim3 g_bdim, g_gdim;
void launch(dim3 grid, dim3 block, std::function<void()> body);
template <class T> T shfl(T v, int src) {
  static_assert(sizeof(T) <= 16, "shuffle of a large type");
  memcpy(cur->slot, &v, sizeof(T)); cur->src = src; cur->state = AT_SHFL;
  swapcontext(&cur->ctx, &sched);
  T r; memcpy(&r, cur->out, sizeof(T)); return r;
}
}  // namespace emu
#undef __shared__
#define __shared__ static
#undef __launch_bounds__
#define __launch_bounds__(...)
#undef __global__
#define __global__
#undef __device__
#define __device__
#undef __forceinline__
#define __forceinline__ inline
#define threadIdx (emu::cur->tid)
#define blockIdx (emu::g_bid)
#define blockDim (emu::g_bdim)
#define gridDim (emu::g_gdim)
inline void __syncthreads() { emu::cur->state = emu::AT_BAR; swapcontext(&emu::cur->ctx, &emu::sched); }
inline void __syncwarp(unsigned = 0xffffffffu) { emu::shfl<int>(0, -1); }
inline unsigned __activemask() { return 0xffffffffu; }
template <class T> T __shfl_sync(unsigned, T v, int s, int w = 32) { int l = emu::cur->lane; return emu::shfl(v, (l / w) * w + s % w); }
template <class T> T __shfl_down_sync(unsigned, T v, unsigned d, int w = 32) { int l = emu::cur->lane; return emu::shfl(v, l % w + (int)d < w ? l + (int)d : -1); }
template <class T> T __shfl_up_sync(unsigned, T v, unsigned d, int w = 32) { int l = emu::cur->lane; return emu::shfl(v, l % w >= (int)d ? l - (int)d : -1); }
template <class T> T __shfl_xor_sync(unsigned, T v, int m, int w = 32) { int l = emu::cur->lane, s = l ^ m; return emu::shfl(v, s / w == l / w ? s : -1); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline float min(float a, float b) { return fminf(a, b); }
inline int max(int a, int b) { return a > b ? a : b; }
inline int min(int a, int b) { return a < b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
extern "C" inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline float __expf(float x) { return expf(x); }
inline float __logf(float x) { return logf(x); }
inline float __fdividef(float a, float b) { return a / b; }
inline float __int_as_float(int x) { float f; memcpy(&f, &x, 4); return f; }
inline float __int_as_float(unsigned x) { float f; memcpy(&f, &x, 4); return f; }
"""

EMU_CPP = r"""
#include "emu.h"
namespace emu {
Fiber* cur = nullptr; ucontext_t sched; uint3 g_bid; dim3 g_bdim, g_gdim;
static std::function<void()>* body_; static std::vector<Fiber> fibers;
static void entry() { (*body_)(); cur->state = DONE; swapcontext(&cur->ctx, &sched); }
void launch(dim3 grid, dim3 block, std::function<void()> body) {
  body_ = &body; g_bdim = block; g_gdim = grid;
  int nt = block.x * block.y * block.z;
  if ((int)fibers.size() < nt) fibers.resize(nt);
  for (auto& f : fibers) if (f.stack.empty()) f.stack.resize(128 * 1024);
  for (unsigned bz = 0; bz < grid.z; ++bz) for (unsigned by = 0; by < grid.y; ++by) for (unsigned bx = 0; bx < grid.x; ++bx) {
    g_bid = make_uint3(bx, by, bz);
    for (int t = 0; t < nt; ++t) {
      Fiber& f = fibers[t];
      f.tid = make_uint3(t % block.x, (t / block.x) % block.y, t / (block.x * block.y)); f.lane = t % 32; f.state = READY;
      getcontext(&f.ctx); f.ctx.uc_stack.ss_sp = f.stack.data(); f.ctx.uc_stack.ss_size = f.stack.size(); f.ctx.uc_link = nullptr;
      makecontext(&f.ctx, entry, 0);
    }
    for (;;) {
      for (int t = 0; t < nt; ++t) if (fibers[t].state == READY) { cur = &fibers[t]; swapcontext(&sched, &cur->ctx); }
      bool any = false;  // every fiber is parked: exchange the warps' shuffles first
      for (int lo = 0; lo < nt; lo += 32) {
        int hi = std::min(nt, lo + 32);
        for (int t = lo; t < hi; ++t) {
          Fiber& f = fibers[t];
          if (f.state != AT_SHFL) continue;
          int s = f.src >= 0 ? lo + f.src : -1;
          memcpy(f.out, (s >= lo && s < hi && fibers[s].state == AT_SHFL ? fibers[s] : f).slot, 16);
        }
        for (int t = lo; t < hi; ++t) if (fibers[t].state == AT_SHFL) { fibers[t].state = READY; any = true; }
      }
      if (any) continue;
      int bar = 0, done = 0;
      for (int t = 0; t < nt; ++t) { bar += fibers[t].state == AT_BAR; done += fibers[t].state == DONE; }
      if (done == nt) break;
      if (bar + done != nt) { fprintf(stderr, "emu: deadlock\n"); exit(3); }
      for (int t = 0; t < nt; ++t) if (fibers[t].state == AT_BAR) fibers[t].state = READY;
    }
  }
}
}  // namespace emu
"""


def build_runtime(root: Path) -> Path:
    """emu.h and emu.o in `root`, which every kernel of a module links against."""
    if shutil.which("g++") is None or not (CUDA_INCLUDE / "cuda_fp16.h").is_file():
        pytest.skip("the CUDA emulator needs g++ and the CUDA headers")
    (root / "emu.h").write_text(EMU_H)
    (root / "emu.cpp").write_text(EMU_CPP)
    r = subprocess.run(["g++", "-O1", "-w", "-std=c++17", f"-I{CUDA_INCLUDE}", "-c", str(root / "emu.cpp"), "-o",
                        str(root / "emu.o")], capture_output=True, text=True, errors="replace")
    assert r.returncode == 0, r.stderr[-3000:]
    return root


def main_source(s) -> str:
    """main(): poisoned buffers (0xFF, as the GPU runner), inputs from files, kernels in manifest order."""
    bufs = [(t.name, t.buffer_elems * np.dtype(t.dtype).itemsize) for t in s.inputs + s.outputs]
    bufs += [(w["name"], w["bytes"]) for w in s.workspaces]
    idx = {n: i for i, (n, _) in enumerate(bufs)}
    ctype = {"int32": "int", "int64": "long long", "float32": "float"}
    lines = ['#include "emu.h"', '#include "k.cu"',
             "struct AnyPtr { void* p; template <class T> operator T*() const { return (T*)p; } };",
             "int main(int argc, char** argv) {",
             "  static long sizes[] = {" + ",".join(str(max(1, b)) for _, b in bufs) + "};",
             f"  std::vector<unsigned char*> B({len(bufs)});",
             f"  for (int i = 0; i < {len(bufs)}; ++i) {{ B[i] = (unsigned char*)malloc(sizes[i] + 64); "
             "memset(B[i], 0xFF, sizes[i]); }",
             f"  for (int i = 0; i < {len(s.inputs)}; ++i) {{ FILE* f = fopen(argv[1 + i], \"rb\"); "
             "if (!f || fread(B[i], 1, sizes[i], f) != (size_t)sizes[i]) return 4; fclose(f); }"]
    for k in s.kernels:
        args = [f"AnyPtr{{B[{idx[a['name']]}]}}" if a["kind"] == "tensor" else f"({ctype[a['dtype']]})({a['value']})"
                for a in k.args]
        lines.append(f"  emu::launch(dim3({','.join(map(str, k.grid))}), dim3({','.join(map(str, k.block))}), "
                     f"[&] {{ {k.name}({', '.join(args)}); }});")
    n_in = len(s.inputs)
    for j in range(len(s.outputs)):
        lines.append(f"  {{ FILE* f = fopen(argv[{1 + n_in + j}], \"wb\"); fwrite(B[{n_in + j}], 1, sizes[{n_in + j}], f);"
                     " fclose(f); }")
    return "\n".join(lines + ["  return 0;", "}"]) + "\n"


def static_shared(src: str) -> str:
    # `__shared__ alignas(64) float x[8]` -> `alignas(64) static float x[8]`: shared by the block's fibers
    return re.sub(r"__shared__ (alignas\(\d+\) )?", r"\1static ", src)


def link(root: Path, d: Path, opt: str = "-O1") -> Path:
    """d/main.cpp (which includes d/k.cu) linked with root's emu.o into d/run."""
    r = subprocess.run(["g++", opt, "-w", "-std=c++17", f"-I{root}", f"-I{d}", f"-I{CUDA_INCLUDE}", "-x", "c++",
                        str(d / "main.cpp"), "-x", "none", str(root / "emu.o"), "-o", str(d / "run")],
                       capture_output=True, text=True, errors="replace")
    assert r.returncode == 0, r.stderr[-3000:]
    return d / "run"


def build(root: Path, d: Path, s, source: str) -> Path:
    """Shader `s` built in `d`, with `source` (its CUDA made emulator C++) as the kernel."""
    (d / "k.cu").write_text(source)
    (d / "main.cpp").write_text(main_source(s))
    link(root, d)
    return d


def compile_kernel(root: Path, s) -> Path:
    d = root / hashlib.sha256(s.source.encode()).hexdigest()[:16]
    d.mkdir(exist_ok=True)
    return build(root, d, s, static_shared(s.source))


def run(s, d: Path, x: dict, timeout: int = 120) -> dict:
    """d/run on the inputs `x` (laid out as the shader's buffers); its outputs as arrays of their shapes."""
    from tvmgen.cpu import lay_out

    ins = []
    for t in s.inputs:
        f = d / f"in_{t.name}.bin"
        lay_out(t, x[t.name]).tofile(f)
        ins.append(str(f))
    outs = [d / f"out_{t.name}.bin" for t in s.outputs]
    r = subprocess.run([str(d / "run"), *ins, *map(str, outs)], capture_output=True, text=True, timeout=timeout)
    assert r.returncode == 0, r.stderr
    return {t.name: np.fromfile(f, dtype=t.dtype).reshape(t.shape) for t, f in zip(s.outputs, outs)}


def check(op, p, s, d: Path, timeout: int = 120):
    """The built shader in `d` on the op's sample inputs (seed 1) matches the reference at the op's tolerance."""
    from tvmgen.cpu import compare

    x = op.sample(p, np.random.default_rng(1))
    got = run(s, d, x, timeout)
    with np.errstate(invalid="ignore"):
        assert compare(op, p, got, op.reference(p, x)) == []
