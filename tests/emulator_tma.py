"""Hopper's asynchronous copies and barriers in the CPU emulator (tests/emulator.py): TMA (cp.async.bulk.tensor) loads
and stores through the emulator's own tensor maps, mbarriers with their transaction counts, named barriers
(bar.sync / bar.arrive), the bulk groups of the TMA store, elect.sync, and the no-op setmaxnreg, fences and
tensor-map prefetches.

A tensor map is what the harness encodes from the manifest's "tensormap" argument (`tensor_map`): in the 128 opaque
bytes of a CUtensorMap, the tensor's pointer, rank, dims, byte strides, box, element size, swizzle and out-of-bounds
fill, checked as cuTensorMapEncodeTiled checks them, and that the map stays inside the tensor's buffer. An im2col map
("mode": "im2col", `tensor_map_im2col`) holds, for the box, the channels a pixel and pixels a column, the corners of
the bounding box of window origins (W, H, D) and the element strides that step through it, checked as
cuTensorMapEncodeIm2col checks them.

A TMA load writes shared memory where it is issued: the box at the coordinates (innermost first) densely, box[0]
innermost, elements past the tensor's dims zero-filled (NaN with the NaN fill), each 16-byte chunk moved by the
swizzle (128B: address bits 4-6 ^= bits 7-9; 64B: 4-5 ^= 7-8; 32B: 4 ^= 7), then completes the whole box's bytes on
its mbarrier. An im2col load (a convolution's A) writes `pixels` rows of `channels` elements, swizzled alike: row i
is the window origin i steps on from the coordinates (c, w, h, n), along W by its element stride, back to the
bounding box's lower corner past its upper one (dim - 1 + upper) and on to the next H, then image; its channels c..
read at that origin moved by the copy's offsets (the filter tap), zero (NaN) outside the tensor, as past the last
image. The producer runs ahead as far as its barriers let it, so a consumer that reads a stage before waiting
for it, or that hands a stage back while a deferred wgmma (tests/emulator_wgmma.py) still reads it, sees other data.
A TMA store is deferred like a wgmma: it joins the thread's open bulk group, and cp.async.bulk.wait_group{.read} N
runs every committed group but the N newest (reading shared memory then, writing only the elements inside the
tensor); a thread that exits with a store not waited for fails the run (the block's shared memory goes away).

An mbarrier is 8 bytes of shared memory holding a tag and an index into the block's table of (count, pending
arrivals, transaction bytes, completed phases), as the PTX ISA has it: arrive takes one (or n) pending arrival,
expect_tx adds bytes, a copy's complete_tx takes them (the count may go negative while a copy lands first), and the
phase completes when both reach zero. try_wait.parity P (the wait loop TVM emits) returns when the phase of parity P
has completed, i.e. when the current phase's parity is not P; else the fiber parks and the completion wakes it. An
arrive that completes a phase someone waits for yields to them (the producer refills a stage the moment the last
consumer hands it back, so a consumer that still reads it after its arrive reads the refill). An arrive on a
barrier never initialised, or more arrivals than its count in one phase, fails the run; so does a block whose
fibers all wait with nothing left to run: the deadlock message names each barrier, parity and what it lacks.
A named barrier (bar.sync / barrier.sync id, count; bar.arrive) completes when count threads have arrived; id 0 with
the whole block is __syncthreads.

A thread-block cluster runs as one block (emulator.cluster_as_block), each rank's dynamic shared memory a piece of
one array: the kernel tells the geometry (`cluster_th` threads a rank, `cluster_dyn` bytes between pieces) as it
starts. A multicast TMA load (.multicast::cluster, ctaMask) then writes the box into each masked rank's piece at the
issuing rank's offset and completes its bytes on the mbarrier at that offset there; named barriers are per rank,
as they are per block on the GPU. A multicast load outside such a run fails it.
"""
from __future__ import annotations

import re

HEADER = r"""
#undef __grid_constant__
#define __grid_constant__
namespace emu {
// the emulator's CUtensorMap: what `tensor_map` encodes into the 128 opaque bytes
struct TensorMap {
  uint32_t magic; uint8_t rank, esize, swizzle, oob; unsigned char* base; const char* name;
  int64_t dims[5], strides[5];  // strides[0]: the element size
  union {  // a map is one or the other: both would not fit the 128 bytes
    uint16_t box[5];
    // im2col: `pixels` rows of `channels` elements; the bounding box of window origins in W, H, D
    struct { uint16_t channels, pixels; int16_t lower[3], upper[3]; } im2col;
  };
  uint8_t is_im2col, es[5];  // es: the element (traversal) strides
};
static_assert(sizeof(TensorMap) <= sizeof(CUtensorMap), "the emulator's tensor map outgrows a CUtensorMap");
// v: dims[rank], strides[rank - 1] (bytes), box[rank], element strides[rank]
CUtensorMap tensor_map(void* base, long bytes, const char* name, int esize, int rank, const long* v, int interleave,
                       int swizzle, int oob);
// v: dims[rank], strides[rank - 1] (bytes), lower[rank - 2], upper[rank - 2] (W first), channels, pixels, element
// strides[rank]
CUtensorMap tensor_map_im2col(void* base, long bytes, const char* name, int esize, int rank, const long* v,
                              int interleave, int swizzle, int oob);
void mbar_init(uintptr_t bar, unsigned count);
void mbar_arrive(uintptr_t bar, unsigned count);
void mbar_expect_tx(uintptr_t bar, unsigned bytes);
void mbar_arrive_expect_tx(uintptr_t bar, unsigned bytes);
void mbar_complete_tx(uintptr_t bar, unsigned bytes);
void mbar_wait(uintptr_t bar, unsigned parity);
void tma_load(uintptr_t dst, const void* map, int rank, const int* coords, uintptr_t bar);
void tma_load_multicast(uintptr_t dst, const void* map, int rank, const int* coords, uintptr_t bar, unsigned mask);
// offsets: rank - 2 of them (W first), the filter tap that moves every window origin
void tma_load_im2col(uintptr_t dst, const void* map, int rank, const int* coords, const int* offsets, uintptr_t bar);
void tma_load_im2col_multicast(uintptr_t dst, const void* map, int rank, const int* coords, const int* offsets,
                               uintptr_t bar, unsigned mask);
extern int cluster_th; extern long cluster_dyn;  // a cluster run as one block: threads a rank, bytes between pieces
void tma_store(const void* map, int rank, const int* coords, uintptr_t src);
void bulk_load(uintptr_t dst, const void* src, unsigned bytes, uintptr_t bar);
void bulk_commit();
void bulk_wait(int n);
void named_bar(unsigned id, int count, bool wait);  // count < 0: the whole block
inline unsigned elect() { return cur->lane == 0; }
// a stream-K launch's id (%gridid) and its flags: blocks run one after another, so the flag a finishing block waits
// for was set by a block before it, or never (then the wait fails the run instead of spinning)
static const uint64_t GRID_ID = 0x600d1d5eedull;
uint64_t acquire_u64(const void* flag);
// the scheduler's side: a block starts, a thread exits, a fiber's wait in words (deadlock)
void tma_reset(int threads);
void tma_exit();
void describe_wait(const Fiber& f, char* out, size_t n);
}  // namespace emu
"""

SOURCE = r"""
namespace emu {
static const uint32_t MAP_MAGIC = 0x544d4150u;  // "TMAP"
static const uint64_t MBAR_TAG = 0x4d42415200000000ull;  // "MBAR" above the index in the table
struct Mbar { uintptr_t addr; unsigned count, pending; long tx, phase; };  // phase: phases completed
struct NBar { int count, arrived; long gen; };
struct StoreOp { TensorMap map; int c[5]; uintptr_t src; };
struct BulkQueue { std::vector<StoreOp> open; std::vector<std::vector<StoreOp>> closed; };
static std::vector<Mbar> mbars;
static NBar nbars[16 * 16];  // per rank of a cluster run as one block
int cluster_th = 0; long cluster_dyn = 0;
static std::vector<BulkQueue> bulk;
static int block_threads() { return g_bdim.x * g_bdim.y * g_bdim.z; }
static int self() { return cur->tid.x + g_bdim.x * (cur->tid.y + g_bdim.y * cur->tid.z); }

[[noreturn]] static void failf(const char* fmt, ...) {
  char m[1024]; va_list ap; va_start(ap, fmt); vsnprintf(m, sizeof m, fmt, ap); va_end(ap); fail(m);
}
uint64_t acquire_u64(const void* flag) {
  uint64_t v = *(const volatile uint64_t*)flag;
  if (v != GRID_ID) failf("a stream-K flag waited for is not set: its block has not run before this one (%llx)",
                          (unsigned long long)v);
  return v;
}
void tma_reset(int threads) {
  mbars.clear();
  cluster_th = 0; cluster_dyn = 0;
  for (auto& b : nbars) b = NBar{0, 0, 0};
  if ((int)bulk.size() < threads) bulk.resize(threads);
  for (auto& q : bulk) { q.open.clear(); q.closed.clear(); }
}
// "name[i]" (8-byte elements) or "name + k bytes" of a shared address, "<where> (not shared memory)" if none holds it
static void where(uintptr_t a, char* out, size_t n) {
  const SharedArray* s = shared_at(a, 1);
  if (!s) { snprintf(out, n, "address %#lx (not in shared memory)", (unsigned long)a); return; }
  long off = (long)(a - (uintptr_t)s->p);
  if (off % 8 == 0) snprintf(out, n, "%s[%ld]", s->name, off / 8);
  else snprintf(out, n, "%s + %ld bytes", s->name, off);
}
static Mbar& mbar(uintptr_t a, const char* what) {
  char w[160];
  if (a % 8 || !shared_at(a, 8)) {
    where(a, w, sizeof w); failf("%s: mbarrier %s is not 8 aligned bytes of shared memory", what, w);
  }
  uint64_t v; memcpy(&v, (void*)a, 8);
  uint64_t i = v & 0xffffffffull;
  if ((v & ~0xffffffffull) != MBAR_TAG || i >= mbars.size() || mbars[i].addr != a) {
    where(a, w, sizeof w); failf("%s on mbarrier %s, never initialised (mbarrier.init) or overwritten since", what, w);
  }
  return mbars[i];
}
void mbar_init(uintptr_t a, unsigned count) {
  char w[160];
  where(a, w, sizeof w);
  if (a % 8 || !shared_at(a, 8)) failf("mbarrier.init: %s is not 8 aligned bytes of shared memory", w);
  if (count < 1 || count >= (1u << 20)) failf("mbarrier.init of %s: count %u not in 1..2^20-1", w, count);
  uint64_t v; memcpy(&v, (void*)a, 8);
  uint64_t i = v & 0xffffffffull;
  if (!((v & ~0xffffffffull) == MBAR_TAG && i < mbars.size() && mbars[i].addr == a)) {  // not re-initialised: a new one
    i = mbars.size(); mbars.push_back({});
  }
  mbars[i] = Mbar{a, count, count, 0, 0};
  v = MBAR_TAG | i; memcpy((void*)a, &v, 8);
}
// the phase completed when nothing is pending: who waits for it goes on (true if anyone did)
static bool complete_if_done(Mbar& b) {
  if (b.pending || b.tx) return false;
  long parity = b.phase & 1;
  b.phase++; b.pending = b.count;
  bool woke = false;
  int nt = block_threads();
  for (int t = 0; t < nt; ++t) {
    Fiber& f = fibers[t];
    if (f.state == AT_MBAR && f.wait_addr == b.addr && f.wait_arg == parity) { f.state = READY; woke = true; }
  }
  return woke;
}
void mbar_arrive(uintptr_t a, unsigned n) {
  Mbar& b = mbar(a, "mbarrier.arrive");
  if (n > b.pending) {
    char w[160]; where(a, w, sizeof w);
    failf("mbarrier.arrive on %s: more arrivals than its count %u in one phase (phase %ld, %ld transaction bytes "
          "outstanding)", w, b.count, b.phase, b.tx);
  }
  b.pending -= n;
  // the arrive that releases a waiter (a producer waiting for its stage) lets it run first: a thread that still
  // reads what it handed back reads what the producer put there since
  if (complete_if_done(b) && fibered) { cur->state = READY; swapcontext(&cur->ctx, &sched); }
}
void mbar_expect_tx(uintptr_t a, unsigned bytes) { mbar(a, "mbarrier.expect_tx").tx += bytes; }
void mbar_arrive_expect_tx(uintptr_t a, unsigned bytes) { mbar_expect_tx(a, bytes); mbar_arrive(a, 1); }
void mbar_complete_tx(uintptr_t a, unsigned bytes) {
  Mbar& b = mbar(a, "complete_tx");
  b.tx -= bytes;
  complete_if_done(b);
}
void mbar_wait(uintptr_t a, unsigned parity) {
  Mbar& b = mbar(a, "mbarrier.try_wait");
  if ((b.phase & 1) != (long)(parity & 1)) return;  // the phase of that parity has completed
  if (!fibered) fail("an mbarrier wait in a kernel run without fibers");
  cur->state = AT_MBAR; cur->wait_addr = a; cur->wait_arg = parity & 1;
  swapcontext(&cur->ctx, &sched);
}
void named_bar(unsigned id, int count, bool wait) {
  int nt = cluster_th ? cluster_th : block_threads();  // a rank's threads where a cluster runs as one block
  if (count < 0) count = nt;
  if (id >= 16) failf("named barrier %u: ids are 0..15", id);
  if (count <= 0 || count % 32 || count > ((nt + 31) / 32) * 32)
    failf("named barrier %u: %d threads, not a multiple of 32 in 32..%d", id, count, nt);
  if (id == 0 && count >= nt && wait && !cluster_th) { __syncthreads(); return; }
  unsigned key = id + 16 * (cluster_th ? self() / cluster_th : 0);
  NBar& b = nbars[key];
  if (b.arrived && b.count != count)
    failf("named barrier %u: %d threads expected here, %d by the %d threads already arrived", id, count, b.count,
          b.arrived);
  b.count = count;
  if (++b.arrived == count) {
    b.arrived = 0; b.gen++;
    for (int t = 0; t < block_threads(); ++t)
      if (fibers[t].state == AT_NBAR && fibers[t].wait_addr == key) fibers[t].state = READY;
    return;
  }
  if (!wait) return;
  if (!fibered) fail("a named barrier in a kernel run without fibers");
  cur->state = AT_NBAR; cur->wait_addr = key; cur->wait_arg = b.gen;
  swapcontext(&cur->ctx, &sched);
}

// what both encodings check and hold: the tensor (dims, byte strides inside its buffer) and the copy's enums
static TensorMap encoded(void* base, long bytes, const char* name, int esize, int rank, const long* dims,
                         const long* strides, int interleave, int swizzle, int oob) {
  TensorMap m; memset(&m, 0, sizeof m);
  if ((uintptr_t)base % 16) failf("tensor map %s: the tensor's address is not 16-byte aligned", name);
  if (interleave) failf("tensor map %s: interleave %d is not emulated", name, interleave);
  if (swizzle < 0 || swizzle > 3) failf("tensor map %s: swizzle %d is not emulated (0..3)", name, swizzle);
  if (oob < 0 || oob > 1) failf("tensor map %s: oob fill %d outside 0..1", name, oob);
  m.magic = MAP_MAGIC; m.rank = rank; m.esize = esize; m.swizzle = swizzle; m.oob = oob;
  m.base = (unsigned char*)base; m.name = name;
  long reach = esize;
  for (int d = 0; d < rank; ++d) {
    if (dims[d] < 1 || dims[d] > (1l << 32)) failf("tensor map %s: dims[%d] = %ld outside 1..2^32", name, d, dims[d]);
    long s = d ? strides[d - 1] : esize;
    if (d && (s % 16 || s <= 0 || s >= (1l << 40)))
      failf("tensor map %s: strides[%d] = %ld bytes, not a multiple of 16 below 2^40", name, d - 1, s);
    m.dims[d] = dims[d]; m.strides[d] = s;
    reach += (dims[d] - 1) * s;
  }
  if (reach > bytes) failf("tensor map %s reaches %ld bytes into a tensor of %ld", name, reach, bytes);
  return m;
}
// the inner box (a box row, or a pixel's channels) as the copy engine takes it
static void check_inner(const char* name, long inner, int swizzle) {
  if (inner % 16) failf("tensor map %s: the inner box is %ld bytes, not a multiple of 16", name, inner);
  if (swizzle && inner > (16l << swizzle))
    failf("tensor map %s: the inner box is %ld bytes, over the %ld bytes its swizzle spans", name, inner,
          16l << swizzle);
}
CUtensorMap tensor_map(void* base, long bytes, const char* name, int esize, int rank, const long* v, int interleave,
                       int swizzle, int oob) {
  const long *dims = v, *strides = v + rank, *box = v + 2 * rank - 1, *es = v + 3 * rank - 1;
  if (rank < 1 || rank > 5) failf("tensor map %s: rank %d outside 1..5", name, rank);
  TensorMap m = encoded(base, bytes, name, esize, rank, dims, strides, interleave, swizzle, oob);
  for (int d = 0; d < rank; ++d) {
    if (box[d] < 1 || box[d] > 256) failf("tensor map %s: box[%d] = %ld outside 1..256", name, d, box[d]);
    if (d && es[d] != 1) failf("tensor map %s: element stride %ld (dim %d) is not emulated", name, es[d], d);
    m.box[d] = box[d]; m.es[d] = 1;
  }
  check_inner(name, box[0] * esize, swizzle);
  CUtensorMap out; memset(&out, 0, sizeof out); memcpy(&out, &m, sizeof m);
  return out;
}
CUtensorMap tensor_map_im2col(void* base, long bytes, const char* name, int esize, int rank, const long* v,
                              int interleave, int swizzle, int oob) {
  if (rank < 3 || rank > 5) failf("im2col tensor map %s: rank %d outside 3..5", name, rank);
  const long *dims = v, *strides = v + rank, *lower = v + 2 * rank - 1, *upper = v + 3 * rank - 3;
  long channels = v[4 * rank - 5], pixels = v[4 * rank - 4];
  const long* es = v + 4 * rank - 3;
  TensorMap m = encoded(base, bytes, name, esize, rank, dims, strides, interleave, swizzle, oob);
  m.is_im2col = 1;
  long lim = 1l << (rank == 3 ? 15 : rank == 4 ? 7 : 4);  // the corners' precision shrinks as their count grows
  for (int d = 0; d < rank - 2; ++d) {
    for (long c : {lower[d], upper[d]})
      if (c < -lim || c >= lim)
        failf("im2col tensor map %s: a corner of %ld (dim %d) outside %ld..%ld for rank %d", name, c, d + 1, -lim,
              lim - 1, rank);
    if (dims[d + 1] + upper[d] - lower[d] < 1)
      failf("im2col tensor map %s: the bounding box of dim %d, %ld..%ld, is empty", name, d + 1, lower[d],
            dims[d + 1] - 1 + upper[d]);
    m.im2col.lower[d] = lower[d]; m.im2col.upper[d] = upper[d];
  }
  if (channels < 1 || channels > 256)
    failf("im2col tensor map %s: %ld channels a pixel, outside 1..256", name, channels);
  if (pixels < 1 || pixels > 1024) failf("im2col tensor map %s: %ld pixels a column, outside 1..1024", name, pixels);
  check_inner(name, channels * esize, swizzle);
  for (int d = 0; d < rank; ++d) {
    if (es[d] < 1 || es[d] > 8)
      failf("im2col tensor map %s: element stride %ld (dim %d) outside 1..8", name, es[d], d);
    // dim 0's is ignored without interleave; the images' is no convolution's
    if (d == rank - 1 && es[d] != 1)
      failf("im2col tensor map %s: element stride %ld of N is not emulated", name, es[d]);
    m.es[d] = es[d];
  }
  m.im2col.channels = channels; m.im2col.pixels = pixels;
  CUtensorMap out; memset(&out, 0, sizeof out); memcpy(&out, &m, sizeof m);
  return out;
}
static const TensorMap& map_of(const void* p, int rank, const char* what, bool im2col = false) {
  const TensorMap& m = *(const TensorMap*)p;
  if (m.magic != MAP_MAGIC) failf("%s through a pointer that is no tensor map", what);
  if (m.rank != rank) failf("%s: a %dd copy through tensor map %s of rank %d", what, rank, m.name, m.rank);
  if (m.is_im2col != im2col)
    failf("%s through %s, %s", what, m.name, m.is_im2col ? "an im2col map (cuTensorMapEncodeIm2col)" : "a tiled map");
  return m;
}
static uintptr_t swizzled(uintptr_t a, int s) { return s ? a ^ (((a >> 7) & ((1u << s) - 1)) << 4) : a; }
static long box_bytes(const TensorMap& m) {
  if (m.is_im2col) return (long)m.esize * m.im2col.channels * m.im2col.pixels;
  long n = m.esize;
  for (int d = 0; d < m.rank; ++d) n *= m.box[d];
  return n;
}
// the shared-memory end of a copy: inside one shared array, 128-byte aligned
static void check_smem(const TensorMap& m, uintptr_t a, const char* what) {
  char w[160];
  if (!shared_at(a, box_bytes(m))) {
    where(a, w, sizeof w);
    failf("%s through %s: the %ld-byte box at %s is not inside one shared array", what, m.name, box_bytes(m), w);
  }
  if (a % 128) {
    where(a, w, sizeof w); failf("%s through %s: shared memory %s is not 128-byte aligned", what, m.name, w);
  }
}
// f(shared byte offset before the swizzle, inside the tensor, global byte offset) for each element of the box at c
template <class F> static void each_element(const TensorMap& m, const int* c, F f) {
  long n = box_bytes(m) / m.esize;
  for (long i = 0; i < n; ++i) {
    long r = i, g = 0; bool in = true;
    for (int d = 0; d < m.rank; ++d) {
      long k = (long)c[d] + r % m.box[d]; r /= m.box[d];
      in = in && k >= 0 && k < (long)m.dims[d];
      g += k * m.strides[d];
    }
    f(i * m.esize, in, g);
  }
}
void tma_load(uintptr_t dst, const void* p, int rank, const int* c, uintptr_t bar) {
  const TensorMap& m = map_of(p, rank, "TMA load");
  check_smem(m, dst, "TMA load");
  mbar(bar, "TMA load's complete_tx");
  each_element(m, c, [&](long s, bool in, long g) {
    void* to = (void*)swizzled(dst + s, m.swizzle);
    if (in) memcpy(to, m.base + g, m.esize);
    else memset(to, m.oob ? 0xFF : 0, m.esize);  // all ones: a NaN
  });
  mbar_complete_tx(bar, (unsigned)box_bytes(m));
}
void tma_load_multicast(uintptr_t dst, const void* p, int rank, const int* c, uintptr_t bar, unsigned mask) {
  if (!cluster_th) fail("TMA multicast (.multicast::cluster) outside a thread-block cluster");
  int me = self() / cluster_th, n = block_threads() / cluster_th;
  if (!mask || mask >> n) failf("TMA multicast: ctaMask %#x does not name ranks of a cluster of %d", mask, n);
  for (int r = 0; r < n; ++r)
    if (mask >> r & 1) tma_load(dst + (r - me) * cluster_dyn, p, rank, c, bar + (r - me) * cluster_dyn);
}
// the im2col load into the same offset of each named rank's shared memory, its bytes on that rank's barrier
void tma_load_im2col_multicast(uintptr_t dst, const void* p, int rank, const int* c, const int* off, uintptr_t bar,
                               unsigned mask) {
  if (!cluster_th) fail("TMA multicast (.multicast::cluster) outside a thread-block cluster");
  int me = self() / cluster_th, n = block_threads() / cluster_th;
  if (!mask || mask >> n) failf("TMA multicast: ctaMask %#x does not name ranks of a cluster of %d", mask, n);
  for (int r = 0; r < n; ++r)
    if (mask >> r & 1) tma_load_im2col(dst + (r - me) * cluster_dyn, p, rank, c, off, bar + (r - me) * cluster_dyn);
}
// row i: the window origin i steps on through the bounding box (the module's docstring), moved by the filter tap
void tma_load_im2col(uintptr_t dst, const void* p, int rank, const int* c, const int* off, uintptr_t bar) {
  const TensorMap& m = map_of(p, rank, "TMA im2col load", true);
  check_smem(m, dst, "TMA im2col load");
  mbar(bar, "TMA im2col load's complete_tx");
  long at[5], row = (long)m.im2col.channels * m.esize;
  for (int d = 0; d < rank; ++d) at[d] = c[d];
  for (long i = 0; i < m.im2col.pixels; ++i) {
    for (int d = 1; i && d < rank; ++d) {
      if (d == rank - 1) { at[d] += 1; break; }
      at[d] += m.es[d];
      if (at[d] <= m.dims[d] - 1 + m.im2col.upper[d - 1]) break;
      at[d] = m.im2col.lower[d - 1];
    }
    long g = 0; bool in = true;
    for (int d = 1; d < rank; ++d) {
      long k = at[d] + (d < rank - 1 ? off[d - 1] : 0);
      in = in && k >= 0 && k < m.dims[d];
      g += k * m.strides[d];
    }
    for (long j = 0; j < m.im2col.channels; ++j) {
      long k = at[0] + j;
      void* to = (void*)swizzled(dst + i * row + j * m.esize, m.swizzle);
      if (in && k >= 0 && k < m.dims[0]) memcpy(to, m.base + g + k * m.esize, m.esize);
      else memset(to, m.oob ? 0xFF : 0, m.esize);
    }
  }
  mbar_complete_tx(bar, (unsigned)box_bytes(m));
}
void bulk_load(uintptr_t dst, const void* src, unsigned bytes, uintptr_t bar) {
  char w[160];
  if (dst % 16 || bytes % 16 || !shared_at(dst, bytes)) {
    where(dst, w, sizeof w);
    failf("bulk copy of %u bytes to %s: not 16-byte aligned bytes of one shared array", bytes, w);
  }
  mbar(bar, "bulk copy's complete_tx");
  memcpy((void*)dst, src, bytes);
  mbar_complete_tx(bar, bytes);
}
void tma_store(const void* p, int rank, const int* c, uintptr_t src) {
  const TensorMap& m = map_of(p, rank, "TMA store");
  check_smem(m, src, "TMA store");
  StoreOp op; op.map = m; op.src = src;
  for (int d = 0; d < 5; ++d) op.c[d] = d < rank ? c[d] : 0;
  bulk[self()].open.push_back(op);
}
static void run_store(const StoreOp& op) {
  const TensorMap& m = op.map;
  each_element(m, op.c, [&](long s, bool in, long g) {
    if (in) memcpy(m.base + g, (const void*)swizzled(op.src + s, m.swizzle), m.esize);
  });
}
void bulk_commit() {
  BulkQueue& q = bulk[self()];
  q.closed.push_back(std::move(q.open)); q.open.clear();
}
void bulk_wait(int n) {
  BulkQueue& q = bulk[self()];
  while ((int)q.closed.size() > n) {
    for (const StoreOp& op : q.closed.front()) run_store(op);
    q.closed.erase(q.closed.begin());
  }
}
void tma_exit() {
  BulkQueue& q = bulk[self()];
  if (!q.open.empty()) fail("a TMA store never committed (cp.async.bulk.commit_group) when the thread exited");
  if (!q.closed.empty()) fail("a TMA store not waited for (cp.async.bulk.wait_group) when the thread exited");
}
void describe_wait(const Fiber& f, char* out, size_t n) {
  switch (f.state) {
    case DONE: snprintf(out, n, "exited"); return;
    case AT_BAR: snprintf(out, n, "at __syncthreads"); return;
    case AT_SHFL: snprintf(out, n, "at a warp shuffle"); return;
    case AT_NBAR: {
      const NBar& b = nbars[f.wait_addr];
      snprintf(out, n, "at named barrier %lu (%d of %d threads arrived)", (unsigned long)f.wait_addr, b.arrived,
               b.count);
      return;
    }
    case AT_MBAR: {
      char w[160], tx[96] = "";
      where(f.wait_addr, w, sizeof w);
      const Mbar& b = mbar(f.wait_addr, "deadlock report");
      if (b.tx > 0) snprintf(tx, sizeof tx, ", %ld transaction bytes not landed", b.tx);
      if (b.tx < 0) snprintf(tx, sizeof tx, ", %ld bytes landed more than expect_tx announced", -b.tx);
      snprintf(out, n, "waiting on mbarrier %s for parity %ld (its phase %ld awaits %u of %u arrivals%s)", w,
               f.wait_arg, b.phase, b.pending, b.count, tx);
      return;
    }
  }
  snprintf(out, n, "running");
}
}  // namespace emu
"""

# -- the PTX of the helpers, rewritten ---------------------------------------------------------------------------
_ASM_START = re.compile(r"\basm(?:\s+volatile)?\s*\(")


def _split(s: str, sep: str) -> list[str]:
    """`s` cut at each `sep` outside string literals and brackets."""
    parts, cur, depth, i = [], [], 0, 0
    while i < len(s):
        ch = s[i]
        if ch == '"':
            j = i + 1
            while s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            cur.append(s[i:j + 1])
            i = j + 1
            continue
        depth += (ch in "([{") - (ch in ")]}")
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    return parts + ["".join(cur)]


def _asm_statements(src: str):
    """(start, end, text, operand expressions in %-order) of each `asm volatile("..." : outs : ins : clobbers);`."""
    for m in _ASM_START.finditer(src):
        i, depth = m.end(), 1
        while depth:  # to the asm's closing parenthesis, past string literals
            if src[i] == '"':
                i += 1
                while src[i] != '"':
                    i += 2 if src[i] == "\\" else 1
            else:
                depth += (src[i] == "(") - (src[i] == ")")
            i += 1
        parts = _split(src[m.end():i - 1], ":")
        text = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', parts[0])).replace("\\n", "\n").replace('\\"', '"')
        ops = []
        for sec in parts[1:3]:  # the outputs, then the inputs
            for o in _split(sec, ","):
                if om := re.fullmatch(r'\s*"[^"]*"\s*\((.*)\)\s*', o, re.S):
                    ops.append(om[1].strip())
        yield m.start(), src.index(";", i) + 1, text, ops


_SPACE = r"(?:\.shared(?:::cta|::cluster)?)?"  # the state space of an mbarrier operand, as the helpers spell it
_OP = r"(%\d+|\d+)"  # an operand or an immediate
_G2S = (r"cp\.async\.bulk\.tensor\.(\d)d\.shared::cluster\.global(?:\.tile)?\.mbarrier::complete_tx::bytes"
        r"(\.multicast::cluster)?(?:\.L2::cache_hint)? \[(%\d+)\], \[(%\d+), \{([^}]*)\}\], \[(%\d+)\]"
        r"(?:, (%\d+))?.*;")  # the ctaMask operand where multicast
_IM2COL = (r"cp\.async\.bulk\.tensor\.([345])d\.shared::cluster\.global\.im2col\.mbarrier::complete_tx::bytes"
           r"(\.multicast::cluster)?(?:\.L2::cache_hint)? \[(%\d+)\], \[(%\d+), \{([^}]*)\}\], \[(%\d+)\], "
           r"\{([^}]*)\}(?:, (%\d+))?.*;")  # the tap offsets; the ctaMask operand where multicast
_S2G = (r"cp\.async\.bulk\.tensor\.(\d)d\.global\.shared::cta(?:\.tile)?\.bulk_group(?:\.L2::cache_hint)? "
        r"\[(%\d+), \{([^}]*)\}\], \[(%\d+)\].*;")
_BULK_G2S = (r"cp\.async\.bulk\.shared::cluster\.global\.mbarrier::complete_tx::bytes(?:\.L2::cache_hint)? "
             r"\[(%\d+)\], \[(%\d+)\], " + _OP + r", \[(%\d+)\].*;")
_NO_OPS = (r"setmaxnreg\.(?:inc|dec)\.sync\.aligned\.u32 \d+;|fence\.mbarrier_init\.release\.cluster;|fence\.acq_rel\.gpu;|"
           r"fence\.proxy\.async(?:\.shared::cta|\.shared::cluster|\.global)?;|prefetch\.tensormap \[%\d+\];")


def _translate(text: str, ops: list[str]) -> tuple[str, list[str]] | None:
    """The C++ that does what the asm `text` does, with the operand expressions that hold shared addresses; None: not
    a form of this module's."""
    t = " ".join(text.split())
    pm = re.fullmatch(r"\{ \.reg \.pred (\w+); setp\.ne\.b32 \1, %(\d+), 0; @\1 (.*;) \}", t)
    if pm:  # the predicated form (pred=)
        got = _translate(pm[3], ops)
        return None if got is None else (f"if ({ops[int(pm[2])]}) {{ {got[0]} }}", got[1])

    def o(k):
        return f"({ops[int(k[1:])]})" if k.startswith("%") else k

    def addr(*ks):
        return [ops[int(k[1:])] for k in ks]

    def coords(cs):
        return ", ".join(o(c.strip()) for c in cs.split(","))

    if m := re.fullmatch(r"mbarrier\.init" + _SPACE + r"\.b64 \[(%\d+)\], " + _OP + ";", t):
        return f"emu::mbar_init((uintptr_t){o(m[1])}, {o(m[2])});", addr(m[1])
    if m := re.fullmatch(r"mbarrier\.arrive(\.expect_tx)?(?:\.release\.(?:cta|cluster))?" + _SPACE +
                         r"\.b64 (_|%\d+), \[(%\d+)\](?:, " + _OP + ")?;", t):
        state = "" if m[2] == "_" else f"{o(m[2])} = 0; "  # the phase token: no use here
        if m[1]:
            return f"{state}emu::mbar_arrive_expect_tx((uintptr_t){o(m[3])}, {o(m[4])});", addr(m[3])
        return f"{state}emu::mbar_arrive((uintptr_t){o(m[3])}, {o(m[4]) if m[4] else 1});", addr(m[3])
    if m := re.fullmatch(r"mbarrier\.(expect_tx|complete_tx)(?:\.relaxed\.(?:cta|cluster))?" + _SPACE +
                         r"\.b64 \[(%\d+)\], " + _OP + ";", t):
        return f"emu::mbar_{m[1]}((uintptr_t){o(m[2])}, {o(m[3])});", addr(m[2])
    if "bra" in t and (m := re.search(r"mbarrier\.try_wait\.parity[\w.:]* \w+, \[(%\d+)\], " + _OP, t)):
        return f"emu::mbar_wait((uintptr_t){o(m[1])}, {o(m[2])});", addr(m[1])  # the loop until it succeeds
    if m := re.fullmatch(_G2S, t):
        if m[2]:
            return (f"{{ int emu_c[] = {{{coords(m[5])}}}; emu::tma_load_multicast((uintptr_t){o(m[3])}, {o(m[4])}, "
                    f"{m[1]}, emu_c, (uintptr_t){o(m[6])}, {o(m[7])}); }}", addr(m[3], m[6]))
        return (f"{{ int emu_c[] = {{{coords(m[5])}}}; emu::tma_load((uintptr_t){o(m[3])}, {o(m[4])}, {m[1]}, emu_c, "
                f"(uintptr_t){o(m[6])}); }}", addr(m[3], m[6]))
    if m := re.fullmatch(_IM2COL, t):
        head = f"{{ int emu_c[] = {{{coords(m[5])}}}; int emu_o[] = {{{coords(m[7])}}}; "
        if m[2]:
            return (head + f"emu::tma_load_im2col_multicast((uintptr_t){o(m[3])}, {o(m[4])}, {m[1]}, emu_c, emu_o, "
                    f"(uintptr_t){o(m[6])}, {o(m[8])}); }}", addr(m[3], m[6]))
        return (head + f"emu::tma_load_im2col((uintptr_t){o(m[3])}, {o(m[4])}, {m[1]}, emu_c, emu_o, "
                f"(uintptr_t){o(m[6])}); }}", addr(m[3], m[6]))
    if m := re.fullmatch(_S2G, t):
        return (f"{{ int emu_c[] = {{{coords(m[3])}}}; emu::tma_store({o(m[2])}, {m[1]}, emu_c, "
                f"(uintptr_t){o(m[4])}); }}", addr(m[4]))
    if m := re.fullmatch(_BULK_G2S, t):
        return (f"emu::bulk_load((uintptr_t){o(m[1])}, (const void*){o(m[2])}, {o(m[3])}, (uintptr_t){o(m[4])});",
                addr(m[1], m[4]))
    if t == "cp.async.bulk.commit_group;":
        return "emu::bulk_commit();", []
    if m := re.fullmatch(r"cp\.async\.bulk\.wait_group(?:\.read)? " + _OP + ";", t):
        return f"emu::bulk_wait({o(m[1])});", []
    if m := re.fullmatch(r"(?:bar|barrier)\.(sync|arrive)(?:\.aligned)? " + _OP + "(?:, " + _OP + ")?;", t):
        return f"emu::named_bar({o(m[2])}, {o(m[3]) if m[3] else -1}, {'true' if m[1] == 'sync' else 'false'});", []
    if re.fullmatch(_NO_OPS, t):
        return ";", []
    # a stream-K block's flags in global memory: the blocks run one after another, so a flag waited for is set
    if m := re.fullmatch(r"ld\.acquire\.gpu\.global\.u64 (%\d+), \[(%\d+)\];", t):
        return f"{o(m[1])} = emu::acquire_u64((const void*){o(m[2])});", []
    if m := re.fullmatch(r"st\.relaxed\.gpu\.global\.u64 \[(%\d+)\], (%\d+);", t):
        return f"*(uint64_t*){o(m[1])} = {o(m[2])};", []
    if m := re.fullmatch(r"mov\.u64 (%\d+), %%gridid;", t):
        return f"{o(m[1])} = emu::GRID_ID;", []
    if m := re.search(r"elect\.sync _\|%?%(\w+), %\d+; @%?%\1 mov\.s32 (%\d+), 1;", t):
        return f"{o(m[2])} = emu::elect();", []
    return None


def preamble(src: str) -> str:
    """The TMA, mbarrier and named-barrier PTX of a source's helpers as the emulator's C++ (calls into emu::), shared
    addresses widened to pointers (a helper's `uint32_t __mbar` takes the whole address)."""
    out, last, wide = [], 0, set()
    for start, end, text, ops in _asm_statements(src):
        got = _translate(text, ops)
        if got is None:
            continue
        out += [src[last:start], got[0]]
        last = end
        wide.update(n.strip() for n in got[1] if re.fullmatch(r"\s*\w+\s*", n))
    src = "".join(out) + src[last:]
    for n in sorted(wide):
        src = re.sub(r"\b(?:uint32_t|unsigned int|unsigned) %s\b" % re.escape(n), f"uintptr_t {n}", src)
        # the wait loop's helper takes a generic pointer and converts it: the emulator keeps the pointer
        src = re.sub(r"uintptr_t %s = __cvta_generic_to_shared\((\w+)\);" % re.escape(n),
                     r"uintptr_t %s = (uintptr_t)(\1);" % n, src)
    return re.sub(r"unsigned int tvm_builtin_cuda_cvta_generic_to_shared\(void\* p\) \{\s*"
                  r"return __cvta_generic_to_shared\(p\);",
                  "uintptr_t tvm_builtin_cuda_cvta_generic_to_shared(void* p) { return (uintptr_t)p;", src)
