
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(224) softmax_shape32x256x56x56_algolog_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) softmax_shape32x256x56x56_algolog_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  __shared__ alignas(64) float X_shared_ptr[7168];
  alignas(64) float in_thread_x_max_shared_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr[224];
  __shared__ alignas(64) float x_max_shared_ptr[28];
  alignas(64) float in_thread_x_sum_shared_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr_1[224];
  __shared__ alignas(64) float x_sum_shared_ptr[28];
  int cse_v2 = ((((int)blockIdx.x) / 112) * 802816);
  int cse_v3 = ((((int)blockIdx.x) % 112) * 28);
  int cse_v4 = ((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4));
  int cse_v5 = ((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4));
  *(float4*)(X_shared_ptr + ((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4))) = *(float4*)(X_ptr + ((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 896)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 100352));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 1792)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 200704));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 2688)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 301056));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 3584)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 401408));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 4480)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 501760));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 5376)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 602112));
  *(float4*)(X_shared_ptr + (((((int)threadIdx.y) * 112) + (((int)threadIdx.x) * 4)) + 6272)) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 112) * 802816) + (((int)threadIdx.y) * 12544)) + ((((int)threadIdx.x) / 7) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((((int)threadIdx.x) % 7) * 4)) + 702464));
  in_thread_x_max_shared_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
  int cse_v1 = (((int)threadIdx.y) * 28);
  __syncthreads();
  for (int ax3_0 = 0; ax3_0 < 32; ++ax3_0) {
    in_thread_x_max_shared_ptr[0] = max(in_thread_x_max_shared_ptr[0], X_shared_ptr[(((ax3_0 * 224) + (((int)threadIdx.y) * 28)) + ((int)threadIdx.x))]);
  }
  __syncthreads();
  ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = in_thread_x_max_shared_ptr[0];
  __syncthreads();
  if (((int)threadIdx.y) < 4) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 4)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 2) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 2)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 1) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 1)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) == 0) {
    x_max_shared_ptr[((int)threadIdx.x)] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 8)];
  }
  in_thread_x_sum_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  __syncthreads();
  for (int ax3_0_1 = 0; ax3_0_1 < 32; ++ax3_0_1) {
    in_thread_x_sum_shared_ptr[0] = (in_thread_x_sum_shared_ptr[0] + expf((X_shared_ptr[(((ax3_0_1 * 224) + (((int)threadIdx.y) * 28)) + ((int)threadIdx.x))] - x_max_shared_ptr[((int)threadIdx.x)])));
  }
  __syncthreads();
  ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = in_thread_x_sum_shared_ptr[0];
  __syncthreads();
  if (((int)threadIdx.y) < 4) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 4)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 2) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 2)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 1) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 1)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) == 0) {
    x_sum_shared_ptr[((int)threadIdx.x)] = ((volatile float*)red_buf0_ptr_1)[(((int)threadIdx.x) * 8)];
  }
  __syncthreads();
  for (int c_0 = 0; c_0 < 32; ++c_0) {
    Y_ptr[((((((((int)blockIdx.x) / 112) * 802816) + (c_0 * 25088)) + (((int)threadIdx.y) * 3136)) + ((((int)blockIdx.x) % 112) * 28)) + ((int)threadIdx.x))] = ((X_shared_ptr[(((c_0 * 224) + (((int)threadIdx.y) * 28)) + ((int)threadIdx.x))] - x_max_shared_ptr[((int)threadIdx.x)]) - logf(x_sum_shared_ptr[((int)threadIdx.x)]));
  }
}

