// A shader with TMA tensor maps, written by hand for tests/test_tensormap.py: C = A + B over float16 [m, 128], one
// 64 x 64 tile per block, A's and B's tiles loaded by cp.async.bulk.tensor through maps the launcher encodes (rows
// past m arrive as zeros and are not stored). Its manifests: tma_add.manifest.json (m = 256) and
// tma_add_ranged.manifest.json (m a run-time size).
#ifdef __CUDACC_RTC__
#include <cuda/std/cstdint>
using cuda::std::int64_t;
#else
#include <cstdint>
#include <cuda.h>
#endif
#include <cuda_fp16.h>

extern "C" __global__ void __launch_bounds__(128) tma_add_kernel(const __grid_constant__ CUtensorMap A_map,
                                                                 const __grid_constant__ CUtensorMap B_map,
                                                                 half* __restrict__ C, int64_t m) {
  __shared__ alignas(128) half a[64 * 64];
  __shared__ alignas(128) half b[64 * 64];
  __shared__ alignas(8) unsigned long long bar;
  const int col0 = blockIdx.x * 64, row0 = blockIdx.y * 64;
  const unsigned bar_s = static_cast<unsigned>(__cvta_generic_to_shared(&bar));
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(bar_s) : "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(bar_s), "r"(2 * 64 * 64 * 2) : "memory");
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
        ::"r"(static_cast<unsigned>(__cvta_generic_to_shared(a))), "l"(&A_map), "r"(col0), "r"(row0), "r"(bar_s)
        : "memory");
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
        ::"r"(static_cast<unsigned>(__cvta_generic_to_shared(b))), "l"(&B_map), "r"(col0), "r"(row0), "r"(bar_s)
        : "memory");
  }
  asm volatile(
      "{\n"
      ".reg .pred done;\n"
      "wait:\n"
      "mbarrier.try_wait.parity.shared.b64 done, [%0], 0;\n"
      "@!done bra wait;\n"
      "}\n" ::"r"(bar_s) : "memory");
  for (int i = threadIdx.x; i < 64 * 64; i += 128) {
    const int64_t row = row0 + i / 64;
    if (row < m) C[row * 128 + col0 + i % 64] = __hadd(a[i], b[i]);
  }
}
