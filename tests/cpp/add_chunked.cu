// A run-time-size shader written by hand in the chunked form of tvmgen's schema 2 (C = A + B over rows of 1000
// halves, n rows chosen at run time): variant chunk 1 serves n 1..3 with one kernel; variant chunk 4 serves
// n 4..64 with two kernels through a float workspace of one slice per chunk. The C++ test of the launcher runs it.
#include <cuda_fp16.h>
#include <cstdint>

// -- chunk 1: the static kernel of n = 1, grid 4 -------------------------------------------------------
__device__ __forceinline__ void add_a1x1000_b1x1000_float16_kernel_chunk(
    half* __restrict__ A, half* __restrict__ B, half* __restrict__ C, const uint3 tvmgen_bid) {
  int i = ((int)tvmgen_bid.x) * 256 + ((int)threadIdx.x);
  if (i < 1000) C[i] = __hadd(A[i], B[i]);
}

extern "C" __global__ void __launch_bounds__(256) add_a1x1000_b1x1000_float16_kernel(
    half* __restrict__ A, half* __restrict__ B, half* __restrict__ C, int64_t n) {
  const int64_t c = blockIdx.x / 4;
  const int64_t start = min(c * 1, n - 1);
  add_a1x1000_b1x1000_float16_kernel_chunk(A + start * 1000, B + start * 1000, C + start * 1000,
                                           make_uint3(blockIdx.x % 4, blockIdx.y, blockIdx.z));
}

// -- chunk 4: the static shader of n = 4, two kernels of grid 16 and a workspace T float[4000] ---------------
__device__ __forceinline__ void add_a4x1000_b4x1000_float16_kernel0_chunk(
    half* __restrict__ A, half* __restrict__ B, float* __restrict__ T, const uint3 tvmgen_bid) {
  int i = ((int)tvmgen_bid.x) * 256 + ((int)threadIdx.x);
  if (i < 4000) T[i] = __half2float(A[i]) + __half2float(B[i]);
}

extern "C" __global__ void __launch_bounds__(256) add_a4x1000_b4x1000_float16_kernel0(
    half* __restrict__ A, half* __restrict__ B, float* __restrict__ T, int64_t n) {
  const int64_t c = blockIdx.x / 16;
  const int64_t start = min(c * 4, n - 4);
  // a workspace is offset by the chunk's index, not by its start: chunks never share scratch
  add_a4x1000_b4x1000_float16_kernel0_chunk(A + start * 1000, B + start * 1000, T + c * 4000,
                                            make_uint3(blockIdx.x % 16, blockIdx.y, blockIdx.z));
}

__device__ __forceinline__ void add_a4x1000_b4x1000_float16_kernel1_chunk(
    float* __restrict__ T, half* __restrict__ C, const uint3 tvmgen_bid) {
  int i = ((int)tvmgen_bid.x) * 256 + ((int)threadIdx.x);
  if (i < 4000) C[i] = __float2half_rn(T[i]);
}

extern "C" __global__ void __launch_bounds__(256) add_a4x1000_b4x1000_float16_kernel1(
    float* __restrict__ T, half* __restrict__ C, int64_t n) {
  const int64_t c = blockIdx.x / 16;
  const int64_t start = min(c * 4, n - 4);
  add_a4x1000_b4x1000_float16_kernel1_chunk(T + c * 4000, C + start * 1000,
                                            make_uint3(blockIdx.x % 16, blockIdx.y, blockIdx.z));
}
