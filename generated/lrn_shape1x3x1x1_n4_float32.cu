
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
extern "C" __global__ void lrn_shape1x3x1x1_n4_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void lrn_shape1x3x1x1_n4_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float sq_pad_local_ptr[6];
  alignas(64) float Y_local_ptr[3];
  sq_pad_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  sq_pad_local_ptr[1] = (X_ptr[0] * X_ptr[0]);
  sq_pad_local_ptr[2] = (X_ptr[1] * X_ptr[1]);
  sq_pad_local_ptr[3] = (X_ptr[2] * X_ptr[2]);
  sq_pad_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  sq_pad_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[0] = (X_ptr[0] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[0] + sq_pad_local_ptr[1]) + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[0] + sq_pad_local_ptr[1]) + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3])))))));
  Y_local_ptr[1] = (X_ptr[1] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[1] + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[1] + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4])))))));
  Y_local_ptr[2] = (X_ptr[2] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[2] + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.a36e2ep-16f/*2.500000e-05*/ * (((sq_pad_local_ptr[2] + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5])))))));
  Y_ptr[0] = Y_local_ptr[0];
  Y_ptr[1] = Y_local_ptr[1];
  Y_ptr[2] = Y_local_ptr[2];
}

