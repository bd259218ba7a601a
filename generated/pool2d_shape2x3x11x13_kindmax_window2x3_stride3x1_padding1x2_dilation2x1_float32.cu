
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
extern "C" __global__ void __launch_bounds__(15) pool2d_shape2x3x11x13_kindmax_window2x3_stride3x1_padding1x2_dilation2x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(15) pool2d_shape2x3x11x13_kindmax_window2x3_stride3x1_padding1x2_dilation2x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  __shared__ alignas(64) float X_shared_ptr[143];
  alignas(64) float pool_max_local_ptr[4];
  int cse_v2 = ((((int)blockIdx.x) * 143) + ((int)threadIdx.x));
  X_shared_ptr[((int)threadIdx.x)] = X_ptr[((((int)blockIdx.x) * 143) + ((int)threadIdx.x))];
  X_shared_ptr[(((int)threadIdx.x) + 15)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 15)];
  X_shared_ptr[(((int)threadIdx.x) + 30)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 30)];
  X_shared_ptr[(((int)threadIdx.x) + 45)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 45)];
  X_shared_ptr[(((int)threadIdx.x) + 60)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 60)];
  X_shared_ptr[(((int)threadIdx.x) + 75)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 75)];
  int cse_v1 = (((int)threadIdx.x) + 90);
  X_shared_ptr[(((int)threadIdx.x) + 90)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 90)];
  X_shared_ptr[(((int)threadIdx.x) + 105)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 105)];
  X_shared_ptr[(((int)threadIdx.x) + 120)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 120)];
  if (((int)threadIdx.x) < 8) {
    X_shared_ptr[(((int)threadIdx.x) + 135)] = X_ptr[(((((int)blockIdx.x) * 143) + ((int)threadIdx.x)) + 135)];
  }
  pool_max_local_ptr[0] = -CUDART_INF_F;
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], -CUDART_INF_F);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], -CUDART_INF_F);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], -CUDART_INF_F);
  __syncthreads();
  float condval;
  if (2 <= ((int)threadIdx.x)) {
    condval = X_shared_ptr[(((int)threadIdx.x) + 11)];
  } else {
    condval = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  float condval_1;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_1 = X_shared_ptr[(((int)threadIdx.x) + 12)];
  } else {
    condval_1 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  float condval_2;
  if (((int)threadIdx.x) < 13) {
    condval_2 = X_shared_ptr[(((int)threadIdx.x) + 13)];
  } else {
    condval_2 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  pool_max_local_ptr[1] = -CUDART_INF_F;
  float condval_3;
  if (2 <= ((int)threadIdx.x)) {
    condval_3 = X_shared_ptr[(((int)threadIdx.x) + 24)];
  } else {
    condval_3 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_3);
  float condval_4;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_4 = X_shared_ptr[(((int)threadIdx.x) + 25)];
  } else {
    condval_4 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_4);
  float condval_5;
  if (((int)threadIdx.x) < 13) {
    condval_5 = X_shared_ptr[(((int)threadIdx.x) + 26)];
  } else {
    condval_5 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_5);
  float condval_6;
  if (2 <= ((int)threadIdx.x)) {
    condval_6 = X_shared_ptr[(((int)threadIdx.x) + 50)];
  } else {
    condval_6 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_6);
  float condval_7;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_7 = X_shared_ptr[(((int)threadIdx.x) + 51)];
  } else {
    condval_7 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_7);
  float condval_8;
  if (((int)threadIdx.x) < 13) {
    condval_8 = X_shared_ptr[(((int)threadIdx.x) + 52)];
  } else {
    condval_8 = -CUDART_INF_F;
  }
  pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_8);
  pool_max_local_ptr[2] = -CUDART_INF_F;
  float condval_9;
  if (2 <= ((int)threadIdx.x)) {
    condval_9 = X_shared_ptr[(((int)threadIdx.x) + 63)];
  } else {
    condval_9 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_9);
  float condval_10;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_10 = X_shared_ptr[(((int)threadIdx.x) + 64)];
  } else {
    condval_10 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_10);
  float condval_11;
  if (((int)threadIdx.x) < 13) {
    condval_11 = X_shared_ptr[(((int)threadIdx.x) + 65)];
  } else {
    condval_11 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_11);
  float condval_12;
  if (2 <= ((int)threadIdx.x)) {
    condval_12 = X_shared_ptr[(((int)threadIdx.x) + 89)];
  } else {
    condval_12 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_12);
  float condval_13;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_13 = X_shared_ptr[(((int)threadIdx.x) + 90)];
  } else {
    condval_13 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_13);
  float condval_14;
  if (((int)threadIdx.x) < 13) {
    condval_14 = X_shared_ptr[(((int)threadIdx.x) + 91)];
  } else {
    condval_14 = -CUDART_INF_F;
  }
  pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_14);
  pool_max_local_ptr[3] = -CUDART_INF_F;
  float condval_15;
  if (2 <= ((int)threadIdx.x)) {
    condval_15 = X_shared_ptr[(((int)threadIdx.x) + 102)];
  } else {
    condval_15 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_15);
  float condval_16;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_16 = X_shared_ptr[(((int)threadIdx.x) + 103)];
  } else {
    condval_16 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_16);
  float condval_17;
  if (((int)threadIdx.x) < 13) {
    condval_17 = X_shared_ptr[(((int)threadIdx.x) + 104)];
  } else {
    condval_17 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_17);
  float condval_18;
  if (2 <= ((int)threadIdx.x)) {
    condval_18 = X_shared_ptr[(((int)threadIdx.x) + 128)];
  } else {
    condval_18 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_18);
  float condval_19;
  if ((1 <= ((int)threadIdx.x)) && (((int)threadIdx.x) < 14)) {
    condval_19 = X_shared_ptr[(((int)threadIdx.x) + 129)];
  } else {
    condval_19 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_19);
  float condval_20;
  if (((int)threadIdx.x) < 13) {
    condval_20 = X_shared_ptr[(((int)threadIdx.x) + 130)];
  } else {
    condval_20 = -CUDART_INF_F;
  }
  pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_20);
  int cse_v3 = ((((int)blockIdx.x) * 60) + ((int)threadIdx.x));
  Y_ptr[((((int)blockIdx.x) * 60) + ((int)threadIdx.x))] = pool_max_local_ptr[0];
  Y_ptr[(((((int)blockIdx.x) * 60) + ((int)threadIdx.x)) + 15)] = pool_max_local_ptr[1];
  Y_ptr[(((((int)blockIdx.x) * 60) + ((int)threadIdx.x)) + 30)] = pool_max_local_ptr[2];
  Y_ptr[(((((int)blockIdx.x) * 60) + ((int)threadIdx.x)) + 45)] = pool_max_local_ptr[3];
}

