
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
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ x_max_rf_ptr);
extern "C" __global__ void __launch_bounds__(32) softmax_shape32x256x56x56_modeinstance_float32_kernel_1(float* __restrict__ x_max_ptr, float* __restrict__ x_max_rf_ptr);
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel_2(float* __restrict__ X_ptr, float* __restrict__ x_max_ptr, float* __restrict__ x_max_rf_ptr);
extern "C" __global__ void __launch_bounds__(32) softmax_shape32x256x56x56_modeinstance_float32_kernel_3(float* __restrict__ x_max_rf_ptr, float* __restrict__ x_sum_ptr);
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel_4(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ x_max_ptr, float* __restrict__ x_sum_ptr);
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ x_max_rf_ptr) {
  alignas(64) float in_thread_x_max_rf_ptr[1];
  __shared__ alignas(64) float red_result_ptr[1];
  in_thread_x_max_rf_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
  for (int rc_rh_rw_fused_1_0 = 0; rc_rh_rw_fused_1_0 < 98; ++rc_rh_rw_fused_1_0) {
    in_thread_x_max_rf_ptr[0] = max(in_thread_x_max_rf_ptr[0], X_ptr[(((((int)blockIdx.x) * 25088) + (rc_rh_rw_fused_1_0 * 256)) + ((int)threadIdx.x))]);
  }
  __shared__ alignas(64) float red_buf_staging_ptr[8];
  alignas(64) float t0_ptr[1];
  alignas(64) uint mask_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  alignas(64) float t0_ptr_1[1];
  alignas(64) uint mask_ptr_1[1];
  alignas(64) float red_buf0_ptr_1[1];
  red_buf0_ptr[0] = in_thread_x_max_rf_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
  if ((((int)threadIdx.x) % 32) == 0) {
    red_buf_staging_ptr[(((int)threadIdx.x) >> 5)] = red_buf0_ptr[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) < 8) {
    red_buf0_ptr_1[0] = red_buf_staging_ptr[((int)threadIdx.x)];
  }
  mask_ptr_1[0] = __activemask();
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 4, 32);
  red_buf0_ptr_1[0] = max(red_buf0_ptr_1[0], t0_ptr_1[0]);
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 2, 32);
  red_buf0_ptr_1[0] = max(red_buf0_ptr_1[0], t0_ptr_1[0]);
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 1, 32);
  red_buf0_ptr_1[0] = max(red_buf0_ptr_1[0], t0_ptr_1[0]);
  if (((int)threadIdx.x) == 0) {
    ((volatile float*)red_result_ptr)[0] = red_buf0_ptr_1[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) == 0) {
    x_max_rf_ptr[(((((int)blockIdx.x) & 31) * 32) + (((int)blockIdx.x) >> 5))] = ((volatile float*)red_result_ptr)[0];
  }
}

extern "C" __global__ void __launch_bounds__(32) softmax_shape32x256x56x56_modeinstance_float32_kernel_1(float* __restrict__ x_max_ptr, float* __restrict__ x_max_rf_ptr) {
  for (int rc_rh_rw_fused_0 = 0; rc_rh_rw_fused_0 < 32; ++rc_rh_rw_fused_0) {
    if (rc_rh_rw_fused_0 == 0) {
      x_max_ptr[((int)threadIdx.x)] = -0x1.fffffep+127f/*-3.402823e+38*/;
    }
    x_max_ptr[((int)threadIdx.x)] = max(x_max_ptr[((int)threadIdx.x)], x_max_rf_ptr[((rc_rh_rw_fused_0 * 32) + ((int)threadIdx.x))]);
  }
}

extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel_2(float* __restrict__ X_ptr, float* __restrict__ x_max_ptr, float* __restrict__ x_max_rf_ptr) {
  alignas(64) float in_thread_x_sum_rf_ptr[1];
  __shared__ alignas(64) float red_result_ptr[1];
  in_thread_x_sum_rf_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 5);
  for (int rc2_rh2_rw2_fused_1_0 = 0; rc2_rh2_rw2_fused_1_0 < 98; ++rc2_rh2_rw2_fused_1_0) {
    in_thread_x_sum_rf_ptr[0] = (in_thread_x_sum_rf_ptr[0] + expf((X_ptr[(((((int)blockIdx.x) * 25088) + (rc2_rh2_rw2_fused_1_0 * 256)) + ((int)threadIdx.x))] - x_max_ptr[(((int)blockIdx.x) >> 5)])));
  }
  __shared__ alignas(64) float red_buf_staging_ptr[8];
  alignas(64) float t0_ptr[1];
  alignas(64) uint mask_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  alignas(64) float t0_ptr_1[1];
  alignas(64) uint mask_ptr_1[1];
  alignas(64) float red_buf0_ptr_1[1];
  red_buf0_ptr[0] = in_thread_x_sum_rf_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  if ((((int)threadIdx.x) % 32) == 0) {
    red_buf_staging_ptr[(((int)threadIdx.x) >> 5)] = red_buf0_ptr[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) < 8) {
    red_buf0_ptr_1[0] = red_buf_staging_ptr[((int)threadIdx.x)];
  }
  mask_ptr_1[0] = __activemask();
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 4, 32);
  red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 2, 32);
  red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 1, 32);
  red_buf0_ptr_1[0] = (red_buf0_ptr_1[0] + t0_ptr_1[0]);
  if (((int)threadIdx.x) == 0) {
    ((volatile float*)red_result_ptr)[0] = red_buf0_ptr_1[0];
  }
  __syncthreads();
  if (((int)threadIdx.x) == 0) {
    x_max_rf_ptr[(((((int)blockIdx.x) & 31) * 32) + (((int)blockIdx.x) >> 5))] = ((volatile float*)red_result_ptr)[0];
  }
}

extern "C" __global__ void __launch_bounds__(32) softmax_shape32x256x56x56_modeinstance_float32_kernel_3(float* __restrict__ x_max_rf_ptr, float* __restrict__ x_sum_ptr) {
  for (int rc2_rh2_rw2_fused_0 = 0; rc2_rh2_rw2_fused_0 < 32; ++rc2_rh2_rw2_fused_0) {
    if (rc2_rh2_rw2_fused_0 == 0) {
      x_sum_ptr[((int)threadIdx.x)] = 0x0p+0f/*0.000000e+00*/;
    }
    x_sum_ptr[((int)threadIdx.x)] = (x_sum_ptr[((int)threadIdx.x)] + x_max_rf_ptr[((rc2_rh2_rw2_fused_0 * 32) + ((int)threadIdx.x))]);
  }
}

extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_modeinstance_float32_kernel_4(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ x_max_ptr, float* __restrict__ x_sum_ptr) {
  int cse_v2 = (((int)blockIdx.x) / 784);
  int cse_v3 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  float4 __1;
    float4 __2;
    float4 __3;
      float4 v_ = *(float4*)(X_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)));
      float4 v__1 = make_float4(x_max_ptr[(((int)blockIdx.x) / 784)], x_max_ptr[(((int)blockIdx.x) / 784)], x_max_ptr[(((int)blockIdx.x) / 784)], x_max_ptr[(((int)blockIdx.x) / 784)]);
      __3.x = (v_.x-v__1.x);
      __3.y = (v_.y-v__1.y);
      __3.z = (v_.z-v__1.z);
      __3.w = (v_.w-v__1.w);
    __2.x = expf(__3.x);
    __2.y = expf(__3.y);
    __2.z = expf(__3.z);
    __2.w = expf(__3.w);
    float4 v__2 = make_float4(x_sum_ptr[(((int)blockIdx.x) / 784)], x_sum_ptr[(((int)blockIdx.x) / 784)], x_sum_ptr[(((int)blockIdx.x) / 784)], x_sum_ptr[(((int)blockIdx.x) / 784)]);
    __1.x = (__2.x/v__2.x);
    __1.y = (__2.y/v__2.y);
    __1.z = (__2.z/v__2.z);
    __1.w = (__2.w/v__2.w);
  *(float4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = __1;
}

