"""The one CPU emulator of emitted CUDA in the tests: TVM's CUDA source compiled as C++ by g++ against the CUDA
headers (half arithmetic through cuda_fp16's host code), each CUDA thread a ucontext fiber, blocks one after
another, shared memory a static array shared by the block's fibers, __syncthreads a barrier, warp shuffles
exchanged between the fibers of a warp. Buffers, workspaces and shared memory start poisoned (0xFF bytes: NaN,
255, -1; shared memory again before every block), so an output the kernel never writes, or a read of what no
thread wrote, shows up in the comparison with the reference.

What it takes beyond plain CUDA C++, rewritten from the source: dynamic shared memory (a static array of the
launch's size), cp.async (a synchronous memcpy: a thread reads back only what it copied itself), the 16-byte
ld/st.global with cache hints, the approximate ex2 / rcp / lg2 of the TIRx kernels (libm), a thread-block
cluster (cluster_as_block: one block of all its threads), Hopper's wgmma with the stores and conversions its
kernels use (tests/emulator_wgmma.py: each thread computes its own accumulators from shared memory through the
descriptors, as late as wait_group allows), and Hopper's TMA with its mbarriers and named barriers
(tests/emulator_tma.py: the harness encodes each "tensormap" argument of the manifest as the emulator's own
CUtensorMap, tiled or im2col; a TMA load writes shared memory where it is issued, swizzled and zero-filled, and
completes its bytes on the mbarrier; a TMA store runs at its bulk wait_group). A thread that waits on an mbarrier's phase or a named
barrier parks until it completes, so a warp-specialized producer runs ahead as far as its barriers let it (a
consumer that reads a stage it did not wait for, or that the producer refills, reads other data), and a block
whose threads all wait for what none of them can give fails as a deadlock that names what each waits for. A
kernel with no barrier, shuffle or cluster in it runs its threads as plain calls, without fibers.

Options of a build: `checked` turns every kernel argument, shared and local array into a pointer that checks each
access for bounds and alignment (a misaligned vector or a byte past a tensor fails the run; local arrays are
poisoned too, and a barrier that only some threads reach fails); a run's `order` 1 runs each block's threads in
descending order between barriers (a result that changes with it has a race). Several shaders build into one
executable, one per preamble, compiled two at a time.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import emulator_tma
import emulator_wgmma


def cuda_include() -> Path | None:
    nv = shutil.which("nvcc")
    roots = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda",
             str(Path(nv).resolve().parent.parent) if nv else None]
    for r in roots:
        if r and (Path(r) / "include" / "cuda_fp16.h").is_file():
            return Path(r) / "include"
    return None


CUDA_INCLUDE = cuda_include()

EMU_H = r"""
#pragma once
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstdarg>
#include <string>
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
enum State { READY, AT_SHFL, AT_BAR, AT_MBAR, AT_NBAR, DONE };
// wait_addr, wait_arg: the mbarrier and parity (AT_MBAR), the named barrier's id and generation (AT_NBAR)
struct Fiber { ucontext_t ctx; uint3 tid; int lane, state, src; unsigned char slot[16], out[16]; char* stack;
               uintptr_t wait_addr; long wait_arg; };
extern Fiber* cur; extern ucontext_t sched; extern uint3 g_bid; extern dim3 g_bdim, g_gdim;
extern int order; extern bool fibered, strict;
void launch(dim3 grid, dim3 block, std::function<void()> body, bool fibers);
[[noreturn]] void fail(const char* what);
struct Shared { Shared(void* p, size_t n, const char* name = "shared memory"); };  // poisoned before every block
struct SharedArray { unsigned char* p; size_t n; const char* name; };
const SharedArray* shared_at(uintptr_t a, long bytes);  // the shared array that holds [a, a + bytes), or null
template <class T> T shfl(T v, int src) {
  static_assert(sizeof(T) <= 16, "shuffle of a large type");
  if (!fibered) fail("a shuffle in a kernel run without fibers");
  memcpy(cur->slot, &v, sizeof(T)); cur->src = src; cur->state = AT_SHFL;
  swapcontext(&cur->ctx, &sched);
  T r; memcpy(&r, cur->out, sizeof(T)); return r;
}
[[noreturn]] void bad_access(const char* what, const char* name, long off, long size, long bytes);
// A checked pointer: element offset `off` into an array of n elements.
template <class T> struct Ptr {
  T* base; long n, off; const char* name;
  Ptr(T* b, long n_, const char* nm, long o = 0) : base(b), n(n_), off(o), name(nm) {}
  Ptr operator+(long i) const { return Ptr(base, n, name, off + i); }
  Ptr operator-(long i) const { return Ptr(base, n, name, off - i); }
  void check(long byte_off, long bytes, long align) const {
    long size = n * (long)sizeof(T);
    if (byte_off < 0 || byte_off + bytes > size) bad_access("out of bounds", name, byte_off, size, bytes);
    if ((reinterpret_cast<uintptr_t>(base) + byte_off) % align) bad_access("misaligned", name, byte_off, size, bytes);
  }
  T& operator[](long i) const { check((off + i) * (long)sizeof(T), sizeof(T), alignof(T)); return base[off + i]; }
  T& operator*() const { return (*this)[0]; }
  template <class U> explicit operator U*() const {
    check(off * (long)sizeof(T), sizeof(U), alignof(U)); return reinterpret_cast<U*>(base + off);
  }
};
}  // namespace emu
#undef __shared__
#define __shared__ static
#undef __launch_bounds__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
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
inline void __syncthreads() {
  if (!emu::fibered) emu::fail("a barrier in a kernel run without fibers");
  emu::cur->state = emu::AT_BAR; swapcontext(&emu::cur->ctx, &emu::sched);
}
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
inline float __fmul_rn(float a, float b) { return a * b; }  // ISO C++ (-std=c++17): no contraction
inline float __int_as_float(int x) { float f; memcpy(&f, &x, 4); return f; }
inline float __int_as_float(unsigned x) { float f; memcpy(&f, &x, 4); return f; }
inline unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
""" + emulator_wgmma.HEADER + emulator_tma.HEADER

EMU_CPP = r"""
#include "emu.h"
namespace emu {
Fiber* cur = nullptr; ucontext_t sched; uint3 g_bid; dim3 g_bdim, g_gdim;
int order = 0; bool fibered = false, strict = false;
static std::function<void()>* body_; static std::vector<Fiber> fibers;
static std::vector<SharedArray>& shared() { static std::vector<SharedArray> s; return s; }
Shared::Shared(void* p, size_t n, const char* name) { memset(p, 0xFF, n); shared().push_back({(unsigned char*)p, n, name}); }
const SharedArray* shared_at(uintptr_t a, long bytes) {
  for (auto& s : shared())
    if (a >= (uintptr_t)s.p && bytes >= 0 && a + bytes <= (uintptr_t)s.p + s.n) return &s;
  return nullptr;
}
void fail(const char* what) {
  if (cur) fprintf(stderr, "emu: %s; block (%u,%u,%u) thread (%u,%u,%u)\n", what, g_bid.x, g_bid.y, g_bid.z,
                   cur->tid.x, cur->tid.y, cur->tid.z);
  else fprintf(stderr, "emu: %s; block (%u,%u,%u)\n", what, g_bid.x, g_bid.y, g_bid.z);
  exit(3);
}
void bad_access(const char* what, const char* name, long off, long size, long bytes) {
  char m[256];
  snprintf(m, sizeof m, "%s: %s byte offset %ld (+%ld bytes), array has %ld bytes", what, name, off, bytes, size);
  fail(m);
}
static void entry() { (*body_)(); tma_exit(); cur->state = DONE; swapcontext(&cur->ctx, &sched); }
// every fiber parked and none can go on: what each waits for, consecutive threads that wait alike in one line
[[noreturn]] static void deadlock(int nt) {
  std::string m = "deadlock: ";
  char d[512], prev[512] = "";
  int from = -1;
  auto flush = [&](int to) {
    char r[64];
    if (to - 1 > from) snprintf(r, sizeof r, "threads %d-%d: ", from, to - 1); else snprintf(r, sizeof r, "thread %d: ", from);
    m += std::string(from ? "; " : "") + r + prev;
  };
  for (int t = 0; t < nt; ++t) {
    describe_wait(fibers[t], d, sizeof d);
    if (from >= 0 && strcmp(d, prev) == 0) continue;
    if (from >= 0) flush(t);
    from = t; strcpy(prev, d);
  }
  flush(nt);
  cur = nullptr;  // no one thread's fault
  fail(m.c_str());
}
static void start_block(int nt, dim3 block) {
  for (auto& s : shared()) memset(s.p, 0xFF, s.n);
  wgmma_reset(nt);
  tma_reset(nt);
  for (int t = 0; t < nt; ++t) {
    Fiber& f = fibers[t];
    f.tid = make_uint3(t % block.x, (t / block.x) % block.y, t / (block.x * block.y)); f.lane = t % 32; f.state = READY;
  }
}
void launch(dim3 grid, dim3 block, std::function<void()> body, bool use_fibers) {
  body_ = &body; g_bdim = block; g_gdim = grid; fibered = use_fibers;
  int nt = block.x * block.y * block.z;
  if ((int)fibers.size() < nt) fibers.resize(nt);
  const size_t stack = 256 * 1024;
  if (use_fibers) for (auto& f : fibers) if (!f.stack) f.stack = (char*)malloc(stack);
  for (unsigned bz = 0; bz < grid.z; ++bz) for (unsigned by = 0; by < grid.y; ++by) for (unsigned bx = 0; bx < grid.x; ++bx) {
    g_bid = make_uint3(bx, by, bz);
    start_block(nt, block);
    if (!use_fibers) {
      for (int i = 0; i < nt; ++i) { cur = &fibers[order ? nt - 1 - i : i]; body(); tma_exit(); }
      continue;
    }
    for (int t = 0; t < nt; ++t) {
      Fiber& f = fibers[t];
      getcontext(&f.ctx); f.ctx.uc_stack.ss_sp = f.stack; f.ctx.uc_stack.ss_size = stack; f.ctx.uc_link = nullptr;
      makecontext(&f.ctx, entry, 0);
    }
    for (;;) {
      for (int i = 0; i < nt; ++i) {
        int t = order ? nt - 1 - i : i;
        if (fibers[t].state == READY) { cur = &fibers[t]; swapcontext(&sched, &cur->ctx); }
      }
      bool woken = false;  // by an mbarrier's phase or a named barrier completed after their turn in this round
      for (int t = 0; t < nt; ++t) woken = woken || fibers[t].state == READY;
      if (woken) continue;
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
      if (bar + done != nt) deadlock(nt);
      if (strict && done) fail("__syncthreads reached by some threads of the block only");
      for (int t = 0; t < nt; ++t) if (fibers[t].state == AT_BAR) fibers[t].state = READY;
    }
  }
}
}  // namespace emu
""" + emulator_wgmma.SOURCE + emulator_tma.SOURCE


def build_runtime(root: Path) -> Path:
    """emu.h and emu.o in `root`, which every program built there links against."""
    if shutil.which("g++") is None or CUDA_INCLUDE is None:
        pytest.skip("the CUDA emulator needs g++ and the CUDA headers")
    (root / "emu.h").write_text(EMU_H)
    (root / "emu.cpp").write_text(EMU_CPP)
    _gxx(["-O1", "-c", str(root / "emu.cpp"), "-o", str(root / "emu.o")], root)
    return root


def _header(root: Path, opt: str) -> Path:
    """A folder with emu.h precompiled for `opt` (g++ takes the .gch only for the options it was made with): the
    CUDA headers are parsed once, not once per program."""
    d = root / f"pch{opt}"
    if not (d / "emu.h.gch").exists():
        d.mkdir(exist_ok=True)
        (d / "emu.h").write_text(EMU_H)
        _gxx([opt, "-x", "c++-header", str(d / "emu.h"), "-o", str(d / "emu.h.gch.tmp")], d)
        (d / "emu.h.gch.tmp").rename(d / "emu.h.gch")
    return d


def _gxx(args: list[str], include: Path) -> None:
    r = subprocess.run(["g++", "-w", "-std=c++17", f"-I{include}", f"-I{CUDA_INCLUDE}", *args], capture_output=True,
                       text=True, errors="replace")
    assert r.returncode == 0, r.stderr[-3000:]


# -- the source, made emulator C++ ----------------------------------------------------------------------------
_SYNC = re.compile(r"__syncthreads|__syncwarp|__shfl|cta_sync|barrier|cluster|ptx_bar_|warpgroup_sync|async_bulk|elect_one")


def split(source: str) -> tuple[str, str]:
    """(preamble, kernels): the kernels start at the first `extern "C"`."""
    i = source.index('extern "C"')
    return source[:i], source[i:]


def _ptx(src: str) -> str:
    """The PTX of a source's helper functions as the emulator's C++: wgmma and its stores (emulator_wgmma), TMA,
    mbarriers and named barriers (emulator_tma), the approximate math, cp.async and the 16-byte loads and stores."""
    src = emulator_tma.preamble(emulator_wgmma.preamble(src))
    for ins, c in (("ex2", "exp2f"), ("rcp", "1.0f / "), ("lg2", "log2f")):
        src = re.sub(r'asm volatile\("%s\.approx\.ftz\.f32 %%0, %%1;" : "=f"\(__d\) : "f"\(__value\)\);' % ins,
                     "__d = %s(__value);" % c, src)
    src = re.sub(r'asm volatile\("cp\.async\.c[ag]\.shared\.global \[%0\], \[%1\], (\d+);"[^;]*;',
                 r"memcpy((void*)__dst_mem, __src_mem, \1);", src)
    src = re.sub(r'asm volatile\("cp\.async\.(wait_group \d+|commit_group|wait_all);"[^;]*;', ";", src)
    src = src.replace("uint32_t __dst_mem", "uintptr_t __dst_mem")
    src = re.sub(r'asm volatile\("ld\.global[\w.:]*\.v4\.u32 \{%0, %1, %2, %3\}, \[%4\];"[^;]*;',
                 "{ uint32_t t[4]; memcpy(t, __addr, 16); __d0 = t[0]; __d1 = t[1]; __d2 = t[2]; __d3 = t[3]; }", src)
    return re.sub(r'asm volatile\("st\.global[\w.:]*\.v4\.u32 \[%0\], \{%1, %2, %3, %4\}\;"[^;]*;',
                  "{ uint32_t t[4] = {__value0, __value1, __value2, __value3}; memcpy((void*)__addr, t, 16); }", src)


def kernel_source(s, checked: bool = False) -> str:
    """The kernels of shader `s` (after its preamble) as the emulator's C++, `extern "C"` dropped so that they can
    live in a namespace of their own."""
    # a run-time-shape source defines each variant's PTX helpers before its kernel: rewritten here as in the preamble
    body = _ptx(split(s.source)[1].replace('extern "C" ', ""))
    dyn = max(k.dynamic_shared_bytes for k in s.kernels)
    body = re.sub(r"extern __shared__ __align__\((\d+)\) (\w+) (\w+)\[\];",
                  lambda m: emulator_wgmma.dynamic_shared(
                      f"__shared__ alignas({m[1]}) {m[2]} {m[3]}[({dyn} + sizeof({m[2]}) - 1) / sizeof({m[2]})];", m[3], dyn),
                  body)
    body = re.sub(r'asm volatile\("cp\.async\.c[ag]\.shared\.global \[%0\], \[%1\], (\d+);"[^;]*;',
                  r"memcpy((void*)__dst_mem, __src_mem, \1);", body)
    if checked:
        body = re.sub(r"(\w+)\* __restrict__ (\w+)", r"emu::Ptr<\1> \2", body)
        body = re.sub(r"(?m)^(\s+)alignas\((\d+)\) ([\w ]+?) (\w+)\[(\d+)\];",
                      r'\1alignas(\2) \3 \4_mem[\5]; memset(\4_mem, 0xFF, sizeof(\4_mem)); '
                      r'emu::Ptr<\3> \4(\4_mem, \5, "\4");', body)
        shared = (r'\1static \2 \3_mem[\4]; static emu::Shared \3_emu(\3_mem, sizeof(\3_mem), "\3"); '
                  r'emu::Ptr<\2> \3(\3_mem, (long)(sizeof(\3_mem) / sizeof(\2)), "\3");')
    else:
        shared = r'\1static \2 \3[\4]; static emu::Shared \3_emu(\3, sizeof(\3), "\3");'
    body = re.sub(r"__shared__ (alignas\(\d+\) )?([\w ]+?) (\w+)\[([^\]]+)\];", shared, body)
    return re.sub(r"__shared__ (alignas\(\d+\) )?", r"\1static ", body)


def preamble_source(s) -> str:
    """The shader's preamble as the emulator's C++: its inline PTX helpers in plain C (the kernels call them)."""
    return _ptx(split(s.source)[0])


def cluster_as_block(s):
    """A cluster kernel (one kernel, clusters along x) for the emulator: a cluster becomes ONE block of CL x TH
    threads (rank = thread / TH), so the cluster barrier is a block barrier, each rank's dynamic shared memory a
    DYN-byte piece of one static array, mapa an offset between pieces and the remote ld a memcpy. The source's other
    kernels (a run-time-shape source holds one per variant) are rewritten alike and never run."""
    (k,) = s.kernels
    cl, th = k.cluster[0], k.block[0]
    dyn = (k.dynamic_shared_bytes + 1023) // 1024 * 1024  # pieces aligned as wgmma's swizzle needs
    head, body = split(re.sub(r"__cluster_dims__\(\d+, 1, 1\) ", "", s.source))
    for old, new in (("threadIdx.x", "emu_tx()"), ("tvm_builtin_ptx_fetch_register_clusterid_x()", "((int)blockIdx.x)"),
                     ("tvm_builtin_cluster_ctaid_x()", "emu_rank()"), ("tvm_builtin_ptx_mapa_u64(", "emu_mapa("),
                     ("tvm_builtin_ptx_mapa_u32_shared__cluster_u32(", "emu_mapa("),
                     ("tvm_builtin_ptx_ld_vec_v2_f32(", "emu_ld_v2("),
                     ("tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive()", "((void)0)"),
                     ("tvm_builtin_ptx_barrier_cluster_wait_cluster_wait()", "__syncthreads()"),
                     ("tvm_builtin_cuda_cluster_sync()", "__syncthreads()")):
        # calls only: a definition (`void name(`, `int32_t name(`: a word and a space before) keeps its name
        body = re.sub(r"(?<!\w )" + re.escape(old), lambda _, new=new: new, body)
    # a 32-bit shared::cluster address from mapa: the emulator's shared addresses are whole pointers
    for name in set(re.findall(r"emu_mapa\((\w+)\[0\], tvm_builtin_cuda_cvta_generic_to_shared", body)):
        body = re.sub(r"\b(?:uint|uint32_t|unsigned int) %s\[" % name, f"uintptr_t {name}[", body)
    body, n = re.subn(r"extern __shared__ __align__\(\d+\) (\w+) (\w+)\[\];",
                      r"\1* \2 = (\1*)(emu_smem + emu_rank() * EMU_DYN); emu::set_dyn_smem(\2, EMU_DYN); "
                      r"emu::cluster_th = EMU_TH; emu::cluster_dyn = EMU_DYN;", body)
    assert n >= 1
    prelude = (f"static const unsigned EMU_TH = {th}; static const long EMU_DYN = {dyn};\n"
               f"alignas(1024) static unsigned char emu_smem[{cl} * EMU_DYN];\n"
               "static emu::Shared emu_smem_poison(emu_smem, sizeof(emu_smem), \"cluster shared memory\");\n"
               "inline unsigned emu_tx() { return emu::cur->tid.x % EMU_TH; }\n"
               "inline unsigned emu_rank() { return emu::cur->tid.x / EMU_TH; }\n"
               "inline void emu_mapa(uint64_t& d, const void* a, uint32_t r) {\n"
               "  d = (uint64_t)(uintptr_t)((const unsigned char*)a + ((long)r - (long)emu_rank()) * EMU_DYN); }\n"
               "inline void emu_mapa(uintptr_t& d, uintptr_t a, uint32_t r) {\n"
               "  d = a + ((long)r - (long)emu_rank()) * EMU_DYN; }\n"
               "inline void emu_ld_v2(float& a, float& b, const void* p) {\n"
               "  memcpy(&a, p, 4); memcpy(&b, (const char*)p + 4, 4); }\n")
    one = replace(k, grid=(k.grid[0] // cl, 1, 1), block=(cl * th, 1, 1), cluster=(1, 1, 1), dynamic_shared_bytes=0)
    return replace(s, source=head + prelude + body, kernels=[one])


# -- programs: shaders built into executables ---------------------------------------------------------------
_CTYPE = {"int32": "int", "int64": "long long", "float32": "float"}


def _tensor_map(var: str, a: dict, j: int) -> str:
    """The statement that encodes manifest tensor map `a` over buffer B[j] as CUtensorMap `var` (emulator_tma's
    encoding, tiled or im2col as its "mode" says; a run-time-shape manifest's map evaluated at its size first, as
    helpers.emulated_at does)."""
    from tvmgen.ops.base import itemsize

    if a.get("mode", "tiled") == "im2col":
        encode = "tensor_map_im2col"
        v = [*a["dims"], *a["strides"], *a["lower"], *a["upper"], a["channels"], a["pixels"], *a["elem_strides"]]
    else:
        encode = "tensor_map"
        v = [*a["dims"], *a["strides"], *a["box"], *a["elem_strides"]]
    if not all(isinstance(x, int) for x in v):
        raise ValueError(f"tensor map {a['name']}: dims or strides {a['dims']} {a['strides']} are expressions; "
                         "evaluate them at a size first")
    return (f"  static const long {var}_v[] = {{{', '.join(map(str, v))}}};\n"
            f"  CUtensorMap {var} = emu::{encode}(B[{j}], sizes[{j}], \"{a['name']}\", {itemsize(a['dtype'])}, "
            f"{len(a['dims'])}, {var}_v, {a['interleave']}, {a['swizzle']}, {a['oob_fill']});")


def _runner(i: int, s) -> str:
    """run<i>(files): shader s's buffers (poisoned, inputs read from files), its kernels in manifest order, its
    outputs written to the files after the inputs'."""
    bufs = [(t.name, t.buffer_elems * np.dtype(t.dtype).itemsize) for t in s.inputs + s.outputs]
    bufs += [(w["name"], w["bytes"]) for w in s.workspaces]
    idx = {n: j for j, (n, _) in enumerate(bufs)}
    fibers = "true" if _SYNC.search(split(s.source)[1]) else "false"
    lines = [f"static int run{i}(char** files) {{",
             "  static long sizes[] = {" + ",".join(str(max(1, b)) for _, b in bufs) + "};",
             "  static const char* names[] = {" + ",".join(f'"{n}"' for n, _ in bufs) + "};",
             f"  std::vector<unsigned char*> B({len(bufs)});",
             f"  for (int i = 0; i < {len(bufs)}; ++i) {{ B[i] = (unsigned char*)aligned_alloc(256, "
             "(sizes[i] + 64 + 255) / 256 * 256); memset(B[i], 0xFF, sizes[i]); }",
             f"  for (int i = 0; i < {len(s.inputs)}; ++i) {{ FILE* f = fopen(files[i], \"rb\"); "
             "if (!f || fread(B[i], 1, sizes[i], f) != (size_t)sizes[i]) return 4; fclose(f); }"]
    for n, k in enumerate(s.kernels):
        args = []
        for a in k.args:
            if a["kind"] == "tensor":
                j = idx[a["name"]]
                args.append(f"AnyPtr{{B[{j}], sizes[{j}], names[{j}]}}")
            elif a["kind"] == "tensormap":
                lines.append(_tensor_map(f"m{n}_{len(args)}", a, idx[a["tensor"]]))
                args.append(f"m{n}_{len(args)}")
            else:
                args.append(f"({_CTYPE[a['dtype']]})({a['value']})")
        lines.append(f"  emu::launch(dim3({','.join(map(str, k.grid))}), dim3({','.join(map(str, k.block))}), "
                     f"[&] {{ s{i}::{k.name}({', '.join(args)}); }}, {fibers});")
    n_in = len(s.inputs)
    for j in range(len(s.outputs)):
        lines.append(f"  {{ FILE* f = fopen(files[{n_in + j}], \"wb\"); fwrite(B[{n_in + j}], 1, sizes[{n_in + j}], f);"
                     " fclose(f); }")
    return "\n".join(lines + ["  return 0;", "}"])


def program_source(shaders, checked: bool = False) -> str:
    """One executable's C++: the shaders (which share one preamble) each in a namespace, and a main that runs
    shader argv[1] in thread order argv[2] on the files after them."""
    parts = ['#include "emu.h"', preamble_source(shaders[0])]
    parts += [f"namespace s{i} {{\n{kernel_source(s, checked)}\n}}" for i, s in enumerate(shaders)]
    parts.append("struct AnyPtr { void* p; long bytes; const char* name;\n"
                 "  template <class T> operator T*() const { return (T*)p; }\n"
                 "  template <class T> operator emu::Ptr<T>() const { return emu::Ptr<T>((T*)p, bytes / (long)sizeof(T),"
                 " name); } };")
    parts += [_runner(i, s) for i, s in enumerate(shaders)]
    cases = "\n".join(f"    case {i}: return run{i}(argv + 3);" for i in range(len(shaders)))
    parts.append("int main(int argc, char** argv) {\n  emu::order = atoi(argv[2]);\n"
                 f"  emu::strict = {'true' if checked else 'false'};\n"
                 f"  switch (atoi(argv[1])) {{\n{cases}\n  }}\n  return 5;\n}}\n")
    return "\n".join(parts)


@dataclass
class Program:
    """Shader `shader`, built into executable `exe` as its shader number `index`."""

    shader: Any
    exe: Path
    index: int

    def run(self, x: dict, order: int = 0, timeout: int = 300) -> dict:
        """The outputs, as arrays of their shapes, of the shader run on inputs `x` (laid out as its buffers)."""
        from tvmgen.cpu import lay_out

        s = self.shader
        with tempfile.TemporaryDirectory(dir=self.exe.parent) as d:
            ins = []
            for t in s.inputs:
                f = Path(d) / f"in_{t.name}.bin"
                lay_out(t, x[t.name]).tofile(f)
                ins.append(str(f))
            outs = [Path(d) / f"out_{t.name}.bin" for t in s.outputs]
            r = subprocess.run([str(self.exe), str(self.index), str(order), *ins, *map(str, outs)],
                               capture_output=True, text=True, timeout=timeout)
            assert r.returncode == 0, f"{s.name}: emulated run failed ({r.returncode}) {r.stderr[-3000:]}"
            return {t.name: np.fromfile(f, dtype=t.dtype).reshape(t.shape) for t, f in zip(s.outputs, outs)}


def build(root: Path, shaders, opt: str = "-O1", checked: bool = False, jobs: int = 2) -> list[Program]:
    """Every shader of `shaders` built against the runtime in `root` (build_runtime; the emu_root fixture): those
    with one preamble share an executable, split in two where that keeps both cores busy. Compiled `jobs` at a
    time; an executable already built from the same source is reused."""
    groups: dict[str, list[int]] = {}
    for i, s in enumerate(shaders):
        groups.setdefault(split(s.source)[0], []).append(i)
    per = max(1, -(-len(shaders) // jobs)) if len(groups) < jobs else len(shaders)
    units = [idx[j:j + per] for idx in groups.values() for j in range(0, len(idx), per)]

    header = _header(root, opt)

    def compile_unit(idx):
        code = program_source([shaders[i] for i in idx], checked)
        d = root / hashlib.sha256((opt + code).encode()).hexdigest()[:16]
        exe = d / "run"
        if not exe.exists():
            d.mkdir(exist_ok=True)
            (d / "main.cpp").write_text(code)
            _gxx([opt, str(d / "main.cpp"), str(root / "emu.o"), "-o", str(d / "run.tmp")], header)
            (d / "run.tmp").rename(exe)
        return exe

    with ThreadPoolExecutor(jobs) as ex:
        exes = list(ex.map(compile_unit, units))
    out: list = [None] * len(shaders)
    for idx, exe in zip(units, exes):
        for n, i in enumerate(idx):
            out[i] = Program(shaders[i], exe, n)
    return out


def check(op, p, prog: Program, seed: int = 1, timeout: int = 300) -> None:
    """The program on the op's sample inputs (`seed`) matches the reference at the op's tolerance."""
    from tvmgen.cpu import compare

    x = op.sample(p, np.random.default_rng(seed))
    got = prog.run(x, timeout=timeout)
    with np.errstate(invalid="ignore"):
        assert compare(op, p, got, op.reference(p, x)) == []
