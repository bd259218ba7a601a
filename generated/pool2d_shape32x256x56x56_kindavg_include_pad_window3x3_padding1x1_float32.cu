
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float pool_sum_local_ptr[1];
  pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = ((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3));
  int cse_v2 = ((((int)blockIdx.x) * 1024) + ((int)threadIdx.x));
  int cse_v4 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392);
  int cse_v5 = (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56);
  float condval;
  if ((7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) && (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56))) {
    condval = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) - 57)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval);
  float condval_1;
  if (7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) {
    condval_1 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) - 56)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_1);
  float condval_2;
  if ((7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) && ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) < 55)) {
    condval_2 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) - 55)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_2);
  float condval_3;
  if (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56)) {
    condval_3 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) - 1)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_3);
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_ptr[((((int)blockIdx.x) * 1024) + ((int)threadIdx.x))]);
  float condval_4;
  if ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) < 55) {
    condval_4 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 1)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_4);
  float condval_5;
  if (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392) < 385) && (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56))) {
    condval_5 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 55)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_5);
  float condval_6;
  if ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392) < 385) {
    condval_6 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 56)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_6);
  float condval_7;
  if (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392) < 385) && ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) < 55)) {
    condval_7 = X_ptr[(((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 57)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_7);
  Y_ptr[((((int)blockIdx.x) * 1024) + ((int)threadIdx.x))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
  pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v3 = ((((int)blockIdx.x) / 784) * 802816);
  int cse_v6 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392);
  int cse_v7 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56);
  int cse_v12 = (((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816));
  float condval_8;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56))) {
    condval_8 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) - 57)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_8);
  float condval_9;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) {
    condval_9 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) - 56)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_9);
  float condval_10;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) < 55)) {
    condval_10 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) - 55)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_10);
  float condval_11;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56)) {
    condval_11 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) - 1)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_11);
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816))]);
  float condval_12;
  if (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) < 55) {
    condval_12 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) + 1)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_12);
  float condval_13;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392) < 385) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56))) {
    condval_13 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) + 55)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_13);
  float condval_14;
  if (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392) < 385) {
    condval_14 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) + 56)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_14);
  float condval_15;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392) < 385) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) < 55)) {
    condval_15 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816)) + 57)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_15);
  Y_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 802816))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
  pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v8 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392);
  int cse_v9 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56);
  int cse_v13 = (((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816));
  float condval_16;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56))) {
    condval_16 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) - 57)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_16);
  float condval_17;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) {
    condval_17 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) - 56)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_17);
  float condval_18;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) < 55)) {
    condval_18 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) - 55)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_18);
  float condval_19;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56)) {
    condval_19 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) - 1)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_19);
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816))]);
  float condval_20;
  if (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) < 55) {
    condval_20 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) + 1)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_20);
  float condval_21;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392) < 385) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56))) {
    condval_21 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) + 55)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_21);
  float condval_22;
  if (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392) < 385) {
    condval_22 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) + 56)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_22);
  float condval_23;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392) < 385) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) < 55)) {
    condval_23 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816)) + 57)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_23);
  Y_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 802816))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
  pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v10 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392);
  int cse_v11 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56);
  int cse_v14 = (((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816));
  float condval_24;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56))) {
    condval_24 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) - 57)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_24);
  float condval_25;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) {
    condval_25 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) - 56)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_25);
  float condval_26;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) < 55)) {
    condval_26 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) - 55)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_26);
  float condval_27;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56)) {
    condval_27 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) - 1)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_27);
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816))]);
  float condval_28;
  if (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) < 55) {
    condval_28 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) + 1)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_28);
  float condval_29;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392) < 385) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56))) {
    condval_29 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) + 55)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_29);
  float condval_30;
  if (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392) < 385) {
    condval_30 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) + 56)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_30);
  float condval_31;
  if ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392) < 385) && (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) < 55)) {
    condval_31 = X_ptr[((((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816)) + 57)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_31);
  Y_ptr[(((((int)blockIdx.x) / 784) * 802816) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 802816))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
}

