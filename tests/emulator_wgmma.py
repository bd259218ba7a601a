"""Hopper's warpgroup instructions in the CPU emulator (tests/emulator.py): wgmma.mma_async from shared memory
through 64-bit matrix descriptors, its fence / commit / wait, and the PTX the wgmma kernels store with (st.shared,
st.global, the paired conversions cvt.rn.{f16,bf16}x2.f32, cp.async's zero-fill form).

wgmma is emulated per thread: a thread's accumulators are rows w*16 + l/4 (+ 8) and columns j*8 + 2*(l%4) (+ 1) of
its warpgroup's 64 x n tile (w its warp in the warpgroup, l its lane), so each thread computes its own from shared
memory with no exchange between fibers. A and B are read through their descriptors as the PTX ISA's canonical
layouts with the 128-byte swizzle (the only swizzle the kernels use; any other fails the run): K-major, 128-byte rows
8 to an atom of SBO bytes; MN-major (tnspA / tnspB, 2-byte types), 64-element rows of one k, 8-k groups SBO apart,
64-column blocks LBO apart; the swizzle XORs address bits 4-6 with bits 7-9 of the offset into the dynamic shared
memory (1024-byte aligned, as on the GPU).

An instruction is not run where it is issued: a thread's wgmma join its open group, commit_group closes the group and
wait_group N runs every closed group but the N newest, in order. So the emulated kernel reads shared memory and
accumulators as late as the hardware may, and a kernel that refills a stage, or reads an accumulator, before waiting
for the wgmma that use them computes a wrong result here (a race on the GPU). Sums: products exact, each
instruction's k terms summed in double and added to the float32 accumulator (int32 for s8, wrapping); the hardware's
narrower fp8 sums are not modelled.
"""
from __future__ import annotations

import re

HEADER = r"""
namespace emu {
// the calling thread's dynamic shared memory (its block's, or its rank's piece of a cluster emulated as one block):
// descriptor addresses count from it
void set_dyn_smem(void* base, long bytes);
unsigned char* dyn_smem();
void wgmma(void** d, int n, int k, char acc, char at, char bt, int ta, int tb, uint64_t da, uint64_t db, unsigned sd);
void wgmma_commit();
void wgmma_wait(int n);
void wgmma_reset(int threads);
inline uint16_t f2bf(float f) {  // round to nearest even, NaN kept quiet
  uint32_t u; memcpy(&u, &f, 4);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x40);
  return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1)) >> 16);
}
inline uint32_t cvt_f16x2(float hi, float lo) {
  __half a = __float2half_rn(hi), b = __float2half_rn(lo); uint16_t x, y; memcpy(&x, &a, 2); memcpy(&y, &b, 2);
  return ((uint32_t)x << 16) | y;
}
inline uint32_t cvt_bf16x2(float hi, float lo) { return ((uint32_t)f2bf(hi) << 16) | f2bf(lo); }
}  // namespace emu
"""

SOURCE = r"""
namespace emu {
struct WgOp { int n, k, ta, tb; char acc, at, bt; uint64_t da, db; unsigned sd; void* d[128]; };
struct WgQueue { unsigned char* smem = nullptr; long bytes = 0; std::vector<WgOp> open; std::vector<std::vector<WgOp>> closed; };
static std::vector<WgQueue> wgq;
static int thread_index() { return cur->tid.x + g_bdim.x * (cur->tid.y + g_bdim.y * cur->tid.z); }
void wgmma_reset(int threads) {
  if ((int)wgq.size() < threads) wgq.resize(threads);
  for (auto& q : wgq) { q.smem = nullptr; q.open.clear(); q.closed.clear(); }
}
void set_dyn_smem(void* base, long bytes) { wgq[thread_index()].smem = (unsigned char*)base; wgq[thread_index()].bytes = bytes; }
unsigned char* dyn_smem() {
  unsigned char* p = wgq[thread_index()].smem;
  if (!p) fail("wgmma descriptor without dynamic shared memory");
  return p;
}
static double element(char t, const unsigned char* p) {
  switch (t) {
    case 'h': { __half h; memcpy(&h, p, 2); return (double)__half2float(h); }
    case 'b': { uint16_t b; memcpy(&b, p, 2); uint32_t u = (uint32_t)b << 16; float f; memcpy(&f, &u, 4); return f; }
    case 's': return (double)(int8_t)*p;
    case '4': {  // e4m3fn: no infinities, S.1111.111 is NaN
      int s = *p >> 7, e = (*p >> 3) & 15, m = *p & 7;
      if (e == 15 && m == 7) return NAN;
      double v = e ? ldexp(1.0 + m / 8.0, e - 7) : ldexp(m / 8.0, -6);
      return s ? -v : v;
    }
    case '5': {  // e5m2: IEEE-like
      int s = *p >> 7, e = (*p >> 2) & 31, m = *p & 3;
      double v = e == 31 ? (m ? NAN : INFINITY) : e ? ldexp(1.0 + m / 4.0, e - 15) : ldexp(m / 4.0, -14);
      return s ? -v : v;
    }
  }
  fail("wgmma: unknown element type");
}
// byte offset into the dynamic shared memory of element (i along M or N, kk along K) of a descriptor's operand
static long operand_offset(uint64_t desc, int trans, int bytes, int i, int kk, long size) {
  long start = (long)(desc & 0x3fff) << 4, lbo = (long)((desc >> 16) & 0x3fff) << 4;
  long sbo = (long)((desc >> 32) & 0x3fff) << 4;
  if ((desc >> 62) != 1 || ((desc >> 49) & 7)) fail("wgmma: a descriptor other than 128-byte swizzle, base offset 0");
  long a = trans ? start + i / 64 * lbo + kk / 8 * sbo + kk % 8 * 128 + i % 64 * bytes
                 : start + i / 8 * sbo + i % 8 * 128 + kk * bytes;
  a ^= ((a >> 7) & 7) << 4;
  if (a < 0 || a + bytes > size) fail("wgmma: an operand read past the dynamic shared memory");
  return a;
}
static void run(const WgOp& op, int t) {
  unsigned char* smem = wgq[t].smem;
  int w = t % 128 / 32, l = t % 32;
  int ab = op.at == 'h' || op.at == 'b' ? 2 : 1, bb = op.bt == 'h' || op.bt == 'b' ? 2 : 1;
  for (int j = 0; j < op.n / 8; ++j) for (int h = 0; h < 2; ++h) for (int e = 0; e < 2; ++e) {
    int row = w * 16 + l / 4 + h * 8, col = j * 8 + l % 4 * 2 + e;
    double s = 0;
    for (int kk = 0; kk < op.k; ++kk)
      s += element(op.at, smem + operand_offset(op.da, op.ta, ab, row, kk, wgq[t].bytes)) *
           element(op.bt, smem + operand_offset(op.db, op.tb, bb, col, kk, wgq[t].bytes));
    void* d = op.d[j * 4 + h * 2 + e];
    if (op.acc == 's') {
      uint32_t acc; memcpy(&acc, d, 4);
      acc = (op.sd ? acc : 0u) + (uint32_t)(int64_t)s;
      memcpy(d, &acc, 4);
    } else {
      float acc; memcpy(&acc, d, 4);
      acc = (op.sd ? acc : 0.0f) + (float)s;
      memcpy(d, &acc, 4);
    }
  }
}
void wgmma(void** d, int n, int k, char acc, char at, char bt, int ta, int tb, uint64_t da, uint64_t db, unsigned sd) {
  dyn_smem();
  WgOp op{n, k, ta, tb, acc, at, bt, da, db, sd, {}};
  memcpy(op.d, d, sizeof(void*) * (n / 2));
  wgq[thread_index()].open.push_back(op);
}
void wgmma_commit() {
  WgQueue& q = wgq[thread_index()];
  q.closed.push_back(std::move(q.open)); q.open.clear();
}
void wgmma_wait(int n) {
  WgQueue& q = wgq[thread_index()];
  int t = thread_index();
  while ((int)q.closed.size() > n) {
    for (const WgOp& op : q.closed.front()) run(op, t);
    q.closed.erase(q.closed.begin());
  }
}
}  // namespace emu
"""

_TYPES = {"f16": "h", "bf16": "b", "s8": "s", "e4m3": "4", "e5m2": "5"}
_WGMMA = re.compile(
    r'asm volatile\("\{ \.reg \.pred ps0; setp\.ne\.b32 ps0, %\d+, 0; wgmma\.mma_async\.sync\.aligned\.'
    r'm64n(\d+)k(\d+)\.(f32|s32)\.(\w+)\.(\w+) \{[^}]*\}, %\d+, %\d+, ps0((?:, \d)*); \}" : ([^:]*) : '
    r'"l"\((\w+)\), "l"\((\w+)\), "r"\((\w+)\)\);')


def _wgmma(m: re.Match) -> str:
    n, k, acc, at, bt, imm, outs, da, db, sd = m.groups()
    imm = [int(v) for v in re.findall(r"\d", imm)]
    scales, trans = (imm[:2], imm[2:]) if imm else ([1, 1], [])
    if scales != [1, 1]:
        raise ValueError("emulator: wgmma with a negated operand (scale-a / scale-b -1) is not emulated")
    ta, tb = trans or [0, 0]
    regs = re.findall(r'"\+[fr]"\((\w+)\)', outs)
    assert len(regs) == int(n) // 2, (n, len(regs))
    ptrs = ", ".join(f"&{r}" for r in regs)
    return (f"{{ void* emu_d[] = {{{ptrs}}}; emu::wgmma(emu_d, {n}, {k}, '{acc[0]}', '{_TYPES[at]}', "
            f"'{_TYPES[bt]}', {ta}, {tb}, {da}, {db}, {sd}); }}")


# thread-block cluster PTX: emulator.cluster_as_block replaces the calls of a cluster kernel it runs; a kernel compiled
# beside the one that runs (a run-time-shape source holds one per variant) keeps them, made to fail if ever reached
_CLUSTER = re.compile(r'asm(?: volatile)?\("((?:mov\.u32 %0, %+cluster|barrier\.cluster|mapa|ld\.v2)[^"]*)"[^;]*;')


def preamble(src: str) -> str:
    """The warpgroup and store PTX of a shader's preamble as the emulator's C++ (the rest: emulator.preamble_source)."""
    src = _WGMMA.sub(_wgmma, src)
    src = _CLUSTER.sub(lambda m: f'emu::fail("cluster PTX outside cluster_as_block: {m[1].split()[0]}");', src)
    src = src.replace("uint32_t start_address = __cvta_generic_to_shared(addr);",
                      "uint32_t start_address = (uint32_t)((unsigned char*)addr - emu::dyn_smem());")
    src = src.replace("uint32_t __addr", "uintptr_t __addr")
    for pat, rep in (
            (r'asm volatile\("wgmma\.fence\.sync\.aligned;"[^;]*;', ";"),
            (r'asm volatile\("fence\.proxy\.async\.shared::cta;"[^;]*;', ";"),
            (r'asm volatile\("wgmma\.commit_group\.sync\.aligned;"[^;]*;', "emu::wgmma_commit();"),
            (r'asm volatile\("wgmma\.wait_group\.sync\.aligned (\d+);"[^;]*;', r"emu::wgmma_wait(\1);"),
            (r'asm volatile\("cp\.async\.c[ag]\.shared\.global \[%0\], \[%1\], (\d+), %2;"[^;]*;',
             r"{ memset((void*)__dst_mem, 0, \1); if (__src_size) memcpy((void*)__dst_mem, __src_mem, __src_size); }"),
            (r'asm volatile\("st\.(?:shared|global)\.b32 \[%0\], %1;"[^;]*;', "memcpy((void*)__addr, &__value, 4);"),
            (r'asm volatile\("st\.(?:shared|global)\.b16 \[%0\], %1;"[^;]*;', "memcpy((void*)__addr, &__value, 2);"),
            (r'asm volatile\("st\.(?:vec\.)?(?:shared|global)\.v2\.(?:f32|b32) \[%0\], \{%1, %2\};"[^;]*;',
             "memcpy((void*)__addr, &__value0, 4); memcpy((char*)__addr + 4, &__value1, 4);"),
            (r'asm volatile\("cvt\.rn\.f16x2\.f32 %0, %1, %2;"[^;]*;', "__d = emu::cvt_f16x2(__a, __b);"),
            (r'asm volatile\("cvt\.rn\.bf16x2\.f32 %0, %1, %2;"[^;]*;', "__d = emu::cvt_bf16x2(__a, __b);")):
        src = re.sub(pat, rep, src)
    return src


def dynamic_shared(decl: str, name: str, nbytes) -> str:
    """`decl` (the emulator's declaration of the dynamic shared array `name`, `nbytes` long) followed by the statement
    that makes it the base of the descriptors' addresses."""
    return f"{decl} emu::set_dyn_smem(&{name}[0], {nbytes});"
