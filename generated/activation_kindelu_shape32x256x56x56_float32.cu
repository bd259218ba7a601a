
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
extern "C" __global__ void __launch_bounds__(256) activation_kindelu_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) activation_kindelu_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float X_local_ptr[4];
  int cse_v1 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  *(float4*)(X_local_ptr + 0) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)));
  float condval;
  if (0x0p+0f/*0.000000e+00*/ < X_local_ptr[0]) {
    condval = X_local_ptr[0];
  } else {
    condval = (expf(X_local_ptr[0]) - 0x1p+0f/*1.000000e+00*/);
  }
  X_local_ptr[0] = condval;
  float condval_1;
  if (0x0p+0f/*0.000000e+00*/ < X_local_ptr[1]) {
    condval_1 = X_local_ptr[1];
  } else {
    condval_1 = (expf(X_local_ptr[1]) - 0x1p+0f/*1.000000e+00*/);
  }
  X_local_ptr[1] = condval_1;
  float condval_2;
  if (0x0p+0f/*0.000000e+00*/ < X_local_ptr[2]) {
    condval_2 = X_local_ptr[2];
  } else {
    condval_2 = (expf(X_local_ptr[2]) - 0x1p+0f/*1.000000e+00*/);
  }
  X_local_ptr[2] = condval_2;
  float condval_3;
  if (0x0p+0f/*0.000000e+00*/ < X_local_ptr[3]) {
    condval_3 = X_local_ptr[3];
  } else {
    condval_3 = (expf(X_local_ptr[3]) - 0x1p+0f/*1.000000e+00*/);
  }
  X_local_ptr[3] = condval_3;
  *(float4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(float4*)(X_local_ptr + 0);
}

