
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

#include <math_constants.h>

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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape2x3x11x13_kindmax_window2x3_stride3x1_padding1x2_dilation2x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape2x3x11x13_kindmax_window2x3_stride3x1_padding1x2_dilation2x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float pool_max_local_ptr[1];
  int cse_v1 = ((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3));
  int cse_v2 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60);
  int cse_v4 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15);
  int cse_v5 = ((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15));
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    pool_max_local_ptr[0] = -CUDART_INF_F;
    float condval;
    if ((15 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60)) && (2 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15))) {
      condval = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) - 15)];
    } else {
      condval = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    float condval_1;
    if (((15 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60)) && (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15))) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15) < 14)) {
      condval_1 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) - 14)];
    } else {
      condval_1 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    float condval_2;
    if ((15 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60)) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15) < 13)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) - 13)];
    } else {
      condval_2 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    float condval_3;
    if (2 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) {
      condval_3 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) + 11)];
    } else {
      condval_3 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_3);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    float condval_4;
    if ((1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15) < 14)) {
      condval_4 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) + 12)];
    } else {
      condval_4 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_4);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    float condval_5;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15) < 13) {
      condval_5 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 15) * 143) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 60) / 15) * 39)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 15)) + 13)];
    } else {
      condval_5 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_5);
  }
  if (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) < 45) {
    Y_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = pool_max_local_ptr[0];
  }
}

