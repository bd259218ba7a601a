
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
extern "C" __global__ void __launch_bounds__(160) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ stats_v0_rf_ptr, float* __restrict__ stats_v1_rf_ptr);
extern "C" __global__ void __launch_bounds__(64) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel_1(float* __restrict__ X_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ stats_v0_ptr, float* __restrict__ stats_v0_rf_ptr, float* __restrict__ stats_v1_ptr, float* __restrict__ stats_v1_rf_ptr);
extern "C" __global__ void __launch_bounds__(256) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel_2(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ scale_ptr, float* __restrict__ stats_v0_ptr, float* __restrict__ stats_v1_ptr);
extern "C" __global__ void __launch_bounds__(160) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ stats_v0_rf_ptr, float* __restrict__ stats_v1_rf_ptr) {
  alignas(64) float in_thread_stats_v0_rf_ptr[1];
  alignas(64) float in_thread_stats_v1_rf_ptr[1];
  __shared__ alignas(64) float red_result_ptr[1];
  __shared__ alignas(64) float red_result_ptr_1[1];
  in_thread_stats_v0_rf_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  in_thread_stats_v1_rf_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  if (((int)threadIdx.x) < 135) {
    int cse_v1 = (((int)blockIdx.x) * 45);
    int cse_v4 = ((((((int)blockIdx.x) * 45) + 3374) - (((int)threadIdx.x) % 45)) - ((((int)threadIdx.x) / 45) * 1665));
    float v_stats_v0_rf = (in_thread_stats_v0_rf_ptr[0] + (X_ptr[((((((int)blockIdx.x) * 45) + 3374) - (((int)threadIdx.x) % 45)) - ((((int)threadIdx.x) / 45) * 1665))] - X_ptr[(((int)blockIdx.x) * 45)]));
    float v_stats_v1_rf = (in_thread_stats_v1_rf_ptr[0] + ((X_ptr[((((((int)blockIdx.x) * 45) + 3374) - (((int)threadIdx.x) % 45)) - ((((int)threadIdx.x) / 45) * 1665))] - X_ptr[(((int)blockIdx.x) * 45)]) * (X_ptr[((((((int)blockIdx.x) * 45) + 3374) - (((int)threadIdx.x) % 45)) - ((((int)threadIdx.x) / 45) * 1665))] - X_ptr[(((int)blockIdx.x) * 45)])));
    in_thread_stats_v0_rf_ptr[0] = v_stats_v0_rf;
    in_thread_stats_v1_rf_ptr[0] = v_stats_v1_rf;
  }
  __shared__ alignas(64) float red_buf_staging_ptr[5];
  __shared__ alignas(64) float red_buf_staging_ptr_1[5];
  alignas(64) float t0_ptr[1];
  alignas(64) float t1_ptr[1];
  alignas(64) uint mask_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  alignas(64) float red_buf1_ptr[1];
  alignas(64) float t0_ptr_1[1];
  alignas(64) float t1_ptr_1[1];
  alignas(64) uint mask_ptr_1[1];
  alignas(64) float red_buf0_ptr_1[1];
  alignas(64) float red_buf1_ptr_1[1];
  red_buf0_ptr[0] = in_thread_stats_v0_rf_ptr[0];
  red_buf1_ptr[0] = in_thread_stats_v1_rf_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 16, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 8, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 4, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 2, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 1, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf1_ptr[0] = (red_buf1_ptr[0] + t1_ptr[0]);
  if ((((int)threadIdx.x) % 32) == 0) {
    red_buf_staging_ptr[(((int)threadIdx.x) >> 5)] = red_buf0_ptr[0];
    red_buf_staging_ptr_1[(((int)threadIdx.x) >> 5)] = red_buf1_ptr[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) < 5) {
    red_buf0_ptr_1[0] = red_buf_staging_ptr[((int)threadIdx.x)];
    red_buf1_ptr_1[0] = red_buf_staging_ptr_1[((int)threadIdx.x)];
  }
  mask_ptr_1[0] = __activemask();
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 4, 32);
  t1_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf1_ptr_1[0], 4, 32);
  if (((int)threadIdx.x) < 1) {
    red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
    red_buf1_ptr_1[0] = (red_buf1_ptr_1[0] + t1_ptr_1[0]);
  }
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 2, 32);
  t1_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf1_ptr_1[0], 2, 32);
  red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
  red_buf1_ptr_1[0] = (red_buf1_ptr_1[0] + t1_ptr_1[0]);
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 1, 32);
  t1_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf1_ptr_1[0], 1, 32);
  red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
  red_buf1_ptr_1[0] = (red_buf1_ptr_1[0] + t1_ptr_1[0]);
  if (((int)threadIdx.x) == 0) {
    ((volatile float*)red_result_ptr)[0] = red_buf0_ptr_1[0];
    ((volatile float*)red_result_ptr_1)[0] = red_buf1_ptr_1[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) == 0) {
    stats_v0_rf_ptr[((int)blockIdx.x)] = ((volatile float*)red_result_ptr)[0];
    stats_v1_rf_ptr[((int)blockIdx.x)] = ((volatile float*)red_result_ptr_1)[0];
  }
}

extern "C" __global__ void __launch_bounds__(64) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel_1(float* __restrict__ X_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ stats_v0_ptr, float* __restrict__ stats_v0_rf_ptr, float* __restrict__ stats_v1_ptr, float* __restrict__ stats_v1_rf_ptr) {
  if (((int)threadIdx.x) < 37) {
    stats_v0_ptr[((int)threadIdx.x)] = 0x0p+0f/*0.000000e+00*/;
    stats_v1_ptr[((int)threadIdx.x)] = 0x0p+0f/*0.000000e+00*/;
    float v_stats_v0 = (stats_v0_ptr[((int)threadIdx.x)] + stats_v0_rf_ptr[((int)threadIdx.x)]);
    float v_stats_v1 = (stats_v1_ptr[((int)threadIdx.x)] + stats_v1_rf_ptr[((int)threadIdx.x)]);
    stats_v0_ptr[((int)threadIdx.x)] = v_stats_v0;
    stats_v1_ptr[((int)threadIdx.x)] = v_stats_v1;
  }
  int cse_v2 = (((int)threadIdx.x) * 45);
  if (((int)threadIdx.x) < 37) {
    running_mean_out_ptr[((int)threadIdx.x)] = ((0x1.666666p-1f/*7.000000e-01*/ * running_mean_ptr[((int)threadIdx.x)]) + (0x1.333334p-2f/*3.000000e-01*/ * (X_ptr[(((int)threadIdx.x) * 45)] + (stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/))));
  }
  if (((int)threadIdx.x) < 37) {
    running_var_out_ptr[((int)threadIdx.x)] = ((0x1.666666p-1f/*7.000000e-01*/ * running_var_ptr[((int)threadIdx.x)]) + (0x1.333334p-2f/*3.000000e-01*/ * (max(((stats_v1_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/) - ((stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/) * (stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/))), 0x0p+0f/*0.000000e+00*/) * 0x1.01e914p+0f/*1.007463e+00*/)));
  }
  if (((int)threadIdx.x) < 37) {
    saved_mean_ptr[((int)threadIdx.x)] = (X_ptr[(((int)threadIdx.x) * 45)] + (stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/));
  }
  if (((int)threadIdx.x) < 37) {
    saved_inv_std_ptr[((int)threadIdx.x)] = (0x1p+0f/*1.000000e+00*/ / sqrtf((max(((stats_v1_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/) - ((stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/) * (stats_v0_ptr[((int)threadIdx.x)] * 0x1.e573acp-8f/*7.407407e-03*/))), 0x0p+0f/*0.000000e+00*/) + 0x1.0624dep-10f/*1.000000e-03*/)));
  }
}

extern "C" __global__ void __launch_bounds__(256) batchnorm_shape3x37x5x9_training1_epsilon0p001_factor0p3_float32_kernel_2(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ scale_ptr, float* __restrict__ stats_v0_ptr, float* __restrict__ stats_v1_ptr) {
  int cse_v3 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 4995) {
    int cse_v5 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45);
    Y_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (((scale_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)] * (0x1p+0f/*1.000000e+00*/ / sqrtf((max(((stats_v1_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)] * 0x1.e573acp-8f/*7.407407e-03*/) - ((stats_v0_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)] * 0x1.e573acp-8f/*7.407407e-03*/) * (stats_v0_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)] * 0x1.e573acp-8f/*7.407407e-03*/))), 0x0p+0f/*0.000000e+00*/) + 0x1.0624dep-10f/*1.000000e-03*/)))) * (X_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] - (X_ptr[(((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45) * 45)] + (stats_v0_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)] * 0x1.e573acp-8f/*7.407407e-03*/)))) + bias_ptr[((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1665) / 45)]);
  }
}

