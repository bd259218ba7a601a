
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
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392);
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56);
  int cse_v4 = ((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136));
  float condval;
  if ((7 <= (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392)) && (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56))) {
    condval = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) - 57)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval);
  float condval_1;
  if (7 <= (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392)) {
    condval_1 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) - 56)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_1);
  float condval_2;
  if ((7 <= (((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392)) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56) < 55)) {
    condval_2 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) - 55)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_2);
  float condval_3;
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56)) {
    condval_3 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) - 1)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_3);
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_ptr[((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136))]);
  float condval_4;
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56) < 55) {
    condval_4 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) + 1)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_4);
  float condval_5;
  if (((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392) < 385) && (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56))) {
    condval_5 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) + 55)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_5);
  float condval_6;
  if ((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392) < 385) {
    condval_6 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) + 56)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_6);
  float condval_7;
  if (((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 392) < 385) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 56) < 55)) {
    condval_7 = X_ptr[(((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136)) + 57)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_7);
  Y_ptr[((((((int)blockIdx.x) / 3136) * 802816) + (((((((int)blockIdx.x) % 3136) * 4) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3136))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
}

