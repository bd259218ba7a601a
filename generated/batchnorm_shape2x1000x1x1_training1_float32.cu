
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

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
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
extern "C" __global__ void __launch_bounds__(2) batchnorm_shape2x1000x1x1_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(2) batchnorm_shape2x1000x1x1_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr) {
  alignas(64) float shift_local_ptr[1];
  alignas(64) float in_thread_stats_v0_shared_ptr[1];
  alignas(64) float in_thread_stats_v1_shared_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  alignas(64) float red_buf1_ptr[1];
  __shared__ alignas(64) float stats_v0_shared_ptr[1];
  __shared__ alignas(64) float stats_v1_shared_ptr[1];
  shift_local_ptr[0] = X_ptr[((int)blockIdx.x)];
  in_thread_stats_v0_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  in_thread_stats_v1_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 1000);
  int cse_v2 = ((((int)blockIdx.x) + 1000) - (((int)threadIdx.x) * 1000));
  float v_stats_v0 = (in_thread_stats_v0_shared_ptr[0] + (X_ptr[((((int)blockIdx.x) + 1000) - (((int)threadIdx.x) * 1000))] - shift_local_ptr[0]));
  float v_stats_v1 = (in_thread_stats_v1_shared_ptr[0] + ((X_ptr[((((int)blockIdx.x) + 1000) - (((int)threadIdx.x) * 1000))] - shift_local_ptr[0]) * (X_ptr[((((int)blockIdx.x) + 1000) - (((int)threadIdx.x) * 1000))] - shift_local_ptr[0])));
  in_thread_stats_v0_shared_ptr[0] = v_stats_v0;
  in_thread_stats_v1_shared_ptr[0] = v_stats_v1;
  alignas(64) float t0_ptr[1];
  alignas(64) float t1_ptr[1];
  alignas(64) uint mask_ptr[1];
  red_buf0_ptr[0] = in_thread_stats_v0_shared_ptr[0];
  red_buf1_ptr[0] = in_thread_stats_v1_shared_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 1, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  red_buf0_ptr[0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[0], 0, 32);
  red_buf1_ptr[0] = __shfl_sync(mask_ptr[0], red_buf1_ptr[0], 0, 32);
  if (((int)threadIdx.x) == 0) {
    stats_v0_shared_ptr[0] = red_buf0_ptr[0];
    stats_v1_shared_ptr[0] = red_buf1_ptr[0];
  }
  int cse_v3 = ((((int)threadIdx.x) * 1000) + ((int)blockIdx.x));
  __syncthreads();
  Y_ptr[((((int)threadIdx.x) * 1000) + ((int)blockIdx.x))] = (((scale_ptr[((int)blockIdx.x)] * (0x1p+0f/*1.000000e+00*/ / sqrtf((max(((stats_v1_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) - ((stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) * (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/))), 0x0p+0f/*0.000000e+00*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((int)threadIdx.x) * 1000) + ((int)blockIdx.x))] - (shift_local_ptr[0] + (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/)))) + bias_ptr[((int)blockIdx.x)]);
  if (((int)threadIdx.x) < 1) {
    running_mean_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_mean_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * (shift_local_ptr[0] + (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/))));
  }
  if (((int)threadIdx.x) < 1) {
    running_var_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_var_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * (max(((stats_v1_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) - ((stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) * (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/))), 0x0p+0f/*0.000000e+00*/) * 0x1p+1f/*2.000000e+00*/)));
  }
  if (((int)threadIdx.x) < 1) {
    saved_mean_ptr[((int)blockIdx.x)] = (shift_local_ptr[0] + (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/));
  }
  if (((int)threadIdx.x) < 1) {
    saved_inv_std_ptr[((int)blockIdx.x)] = (0x1p+0f/*1.000000e+00*/ / sqrtf((max(((stats_v1_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) - ((stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/) * (stats_v0_shared_ptr[0] * 0x1p-1f/*5.000000e-01*/))), 0x0p+0f/*0.000000e+00*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)));
  }
}

