
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float pool_max_local_ptr[1];
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v1 = (((int)threadIdx.x) >> 2);
  int cse_v2 = (((int)blockIdx.x) / 196);
  int cse_v3 = ((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2));
  int cse_v4 = ((((int)blockIdx.x) * 1024) + ((int)threadIdx.x));
  int cse_v5 = ((((int)blockIdx.x) / 196) * 802816);
  int cse_v7 = (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) % 196);
  int cse_v8 = (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28);
  int cse_v18 = ((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2));
  float condval;
  if ((7 <= (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) % 196)) && (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28))) {
    condval = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) - 57)];
  } else {
    condval = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  float condval_1;
  if (7 <= (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) % 196)) {
    condval_1 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) - 56)];
  } else {
    condval_1 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  float condval_2;
  if (7 <= (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) % 196)) {
    condval_2 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) - 55)];
  } else {
    condval_2 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  float condval_3;
  if (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28)) {
    condval_3 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) - 1)];
  } else {
    condval_3 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_3);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2))]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) + 1)]);
  float condval_4;
  if (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28)) {
    condval_4 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) + 55)];
  } else {
    condval_4 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_4);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) + 56)]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 256) + (((int)threadIdx.x) >> 2)) / 7) * 112)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 28) * 2)) + 57)]);
  Y_ptr[((((int)blockIdx.x) * 1024) + ((int)threadIdx.x))] = pool_max_local_ptr[0];
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v9 = (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64);
  int cse_v12 = ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 196);
  int cse_v13 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28);
  int cse_v19 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2));
  float condval_5;
  if ((7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 196)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28))) {
    condval_5 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) - 57)];
  } else {
    condval_5 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_5);
  float condval_6;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 196)) {
    condval_6 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) - 56)];
  } else {
    condval_6 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_6);
  float condval_7;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 196)) {
    condval_7 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) - 55)];
  } else {
    condval_7 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_7);
  float condval_8;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28)) {
    condval_8 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) - 1)];
  } else {
    condval_8 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_8);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2))]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) + 1)]);
  float condval_9;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28)) {
    condval_9 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) + 55)];
  } else {
    condval_9 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_9);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) + 56)]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 64) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 4) % 28) * 2)) + 57)]);
  int cse_v6 = ((((int)blockIdx.x) / 196) * 200704);
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 200704))] = pool_max_local_ptr[0];
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v10 = (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128);
  int cse_v14 = ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 196);
  int cse_v15 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28);
  int cse_v20 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2));
  float condval_10;
  if ((7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 196)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28))) {
    condval_10 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) - 57)];
  } else {
    condval_10 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_10);
  float condval_11;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 196)) {
    condval_11 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) - 56)];
  } else {
    condval_11 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_11);
  float condval_12;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 196)) {
    condval_12 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) - 55)];
  } else {
    condval_12 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_12);
  float condval_13;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28)) {
    condval_13 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) - 1)];
  } else {
    condval_13 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_13);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2))]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) + 1)]);
  float condval_14;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28)) {
    condval_14 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) + 55)];
  } else {
    condval_14 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_14);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) + 56)]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 128) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 28) * 2)) + 57)]);
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 200704))] = pool_max_local_ptr[0];
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v11 = (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192);
  int cse_v16 = ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 196);
  int cse_v17 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28);
  int cse_v21 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2));
  float condval_15;
  if ((7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 196)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28))) {
    condval_15 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) - 57)];
  } else {
    condval_15 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_15);
  float condval_16;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 196)) {
    condval_16 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) - 56)];
  } else {
    condval_16 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_16);
  float condval_17;
  if (7 <= ((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 196)) {
    condval_17 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) - 55)];
  } else {
    condval_17 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_17);
  float condval_18;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28)) {
    condval_18 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) - 1)];
  } else {
    condval_18 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_18);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2))]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) + 1)]);
  float condval_19;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28)) {
    condval_19 = X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) + 55)];
  } else {
    condval_19 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_19);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) + 56)]);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) + 192) % 50176) / 7) * 112)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 12) % 28) * 2)) + 57)]);
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 200704))] = pool_max_local_ptr[0];
}

