
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

#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 530)
#include <cuda_fp16.h>
__device__ half max(half a, half b)
{
  return __hgt(__half(a), __half(b)) ? a : b;
}
__device__ half min(half a, half b)
{
  return __hlt(__half(a), __half(b)) ? a : b;
}
#endif // __CUDA_ARCH__ >= 530

// Pack two half values.
static inline __device__ __host__ unsigned
__pack_half2(const half x, const half y) {
  unsigned v0 = *((unsigned short *)&x);
  unsigned v1 = *((unsigned short *)&y);
  return (v1 << 16) | v0;
}

#define CUDA_UNSUPPORTED_HALF_MATH_BINARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x, half y) {   \
  float tmp_x = __half2float(x);                                          \
  float tmp_y = __half2float(y);                                          \
  float result = FP32_MATH_NAME(tmp_x, tmp_y);                            \
  return __float2half(result);                                            \
}

#define CUDA_UNSUPPORTED_HALF_MATH_UNARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x) {          \
  float tmp_x = __half2float(x);                                         \
  float result = FP32_MATH_NAME(tmp_x);                                  \
  return __float2half(result);                                           \
}

// Some fp16 math functions are not supported in cuda_fp16.h,
// so we define them here to make sure the generated CUDA code
// is valid.
#if defined(__CUDA_ARCH__)
#if (__CUDA_ARCH__ >= 530)
CUDA_UNSUPPORTED_HALF_MATH_BINARY(hpow, powf)
#if ((__CUDACC_VER_MAJOR__ < 12) || ((__CUDACC_VER_MAJOR__ == 12) && (__CUDACC_VER_MINOR__ < 8)))
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htanh, tanhf)
#endif
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htan, tanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hatan, atanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(herf, erf)
#else
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hexp, exp)
#endif
#endif

#undef CUDA_UNSUPPORTED_HALF_MATH_BINARY
#undef CUDA_UNSUPPORTED_HALF_MATH_UNARY

template <typename T, typename TVec2>
struct __align__(8) half4_bfloat164 {
  T x, y, z, w;
  __host__ __device__ half4_bfloat164() : x(T(0)), y(T(0)), z(T(0)), w(T(0)) {}
  __host__ __device__ half4_bfloat164(T x, T y, T z, T w) : x(x), y(y), z(z), w(w) {}

};

using half4 = half4_bfloat164<__half, __half2>;
__host__ __device__ half4 make_half4(__half x, __half y, __half z, __half w) {
    return half4(x, y, z, w);
}

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
extern "C" __global__ void __launch_bounds__(1024) dropout_shape64x256x56x56_p0p1_seed1234_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(1024) dropout_shape64x256x56x56_p0p1_seed1234_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int cse_v1 = ((((((int)blockIdx.x) / 784) * 802816) + (((((((int)blockIdx.x) % 784) * 16) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 3136));
  uint64_t pm0_0 = (((uint64_t)((uint)(((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 14) + (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) >> 2)) % 14)))) * (uint64_t)3528531795ULL);
  uint ph0_0 = ((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234);
  uint ph0_1 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2 = ((((uint)(pm0_0 >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)0);
  uint ph0_3 = ((uint)(pm0_0 & (uint64_t)4294967295ULL));
  uint64_t pm1_0 = (((uint64_t)ph0_0) * (uint64_t)3528531795ULL);
  uint64_t pm1_1 = (((uint64_t)ph0_2) * (uint64_t)3449720151ULL);
  uint ph1_0 = ((((uint)(pm1_1 >> (uint64_t)32ULL)) ^ ph0_1) ^ (uint)2654437003);
  uint ph1_1 = ((uint)(pm1_1 & (uint64_t)4294967295ULL));
  uint ph1_2 = ((((uint)(pm1_0 >> (uint64_t)32ULL)) ^ ph0_3) ^ (uint)3144134277);
  uint ph1_3 = ((uint)(pm1_0 & (uint64_t)4294967295ULL));
  uint64_t pm2_0 = (((uint64_t)ph1_0) * (uint64_t)3528531795ULL);
  uint64_t pm2_1 = (((uint64_t)ph1_2) * (uint64_t)3449720151ULL);
  uint ph2_0 = ((((uint)(pm2_1 >> (uint64_t)32ULL)) ^ ph1_1) ^ (uint)1013905476);
  uint ph2_1 = ((uint)(pm2_1 & (uint64_t)4294967295ULL));
  uint ph2_2 = ((((uint)(pm2_0 >> (uint64_t)32ULL)) ^ ph1_3) ^ (uint)1993301258);
  uint ph2_3 = ((uint)(pm2_0 & (uint64_t)4294967295ULL));
  uint64_t pm3_0 = (((uint64_t)ph2_0) * (uint64_t)3528531795ULL);
  uint64_t pm3_1 = (((uint64_t)ph2_2) * (uint64_t)3449720151ULL);
  uint ph3_0 = ((((uint)(pm3_1 >> (uint64_t)32ULL)) ^ ph2_1) ^ (uint)3668341245);
  uint ph3_1 = ((uint)(pm3_1 & (uint64_t)4294967295ULL));
  uint ph3_2 = ((((uint)(pm3_0 >> (uint64_t)32ULL)) ^ ph2_3) ^ (uint)842468239);
  uint ph3_3 = ((uint)(pm3_0 & (uint64_t)4294967295ULL));
  uint64_t pm4_0 = (((uint64_t)ph3_0) * (uint64_t)3528531795ULL);
  uint64_t pm4_1 = (((uint64_t)ph3_2) * (uint64_t)3449720151ULL);
  uint ph4_0 = ((((uint)(pm4_1 >> (uint64_t)32ULL)) ^ ph3_1) ^ (uint)2027809718);
  uint ph4_1 = ((uint)(pm4_1 & (uint64_t)4294967295ULL));
  uint ph4_2 = ((((uint)(pm4_0 >> (uint64_t)32ULL)) ^ ph3_3) ^ (uint)3986602516);
  uint ph4_3 = ((uint)(pm4_0 & (uint64_t)4294967295ULL));
  uint64_t pm5_0 = (((uint64_t)ph4_0) * (uint64_t)3528531795ULL);
  uint64_t pm5_1 = (((uint64_t)ph4_2) * (uint64_t)3449720151ULL);
  uint ph5_0 = ((((uint)(pm5_1 >> (uint64_t)32ULL)) ^ ph4_1) ^ (uint)387278191);
  uint ph5_1 = ((uint)(pm5_1 & (uint64_t)4294967295ULL));
  uint ph5_2 = ((((uint)(pm5_0 >> (uint64_t)32ULL)) ^ ph4_3) ^ (uint)2835769497);
  uint ph5_3 = ((uint)(pm5_0 & (uint64_t)4294967295ULL));
  uint64_t pm6_0 = (((uint64_t)ph5_0) * (uint64_t)3528531795ULL);
  uint64_t pm6_1 = (((uint64_t)ph5_2) * (uint64_t)3449720151ULL);
  uint ph6_0 = ((((uint)(pm6_1 >> (uint64_t)32ULL)) ^ ph5_1) ^ (uint)3041713960);
  uint ph6_1 = ((uint)(pm6_1 & (uint64_t)4294967295ULL));
  uint ph6_2 = ((((uint)(pm6_0 >> (uint64_t)32ULL)) ^ ph5_3) ^ (uint)1684936478);
  uint ph6_3 = ((uint)(pm6_0 & (uint64_t)4294967295ULL));
  uint64_t pm7_0 = (((uint64_t)ph6_0) * (uint64_t)3528531795ULL);
  uint64_t pm7_1 = (((uint64_t)ph6_2) * (uint64_t)3449720151ULL);
  uint ph7_0 = ((((uint)(pm7_1 >> (uint64_t)32ULL)) ^ ph6_1) ^ (uint)1401182433);
  uint ph7_1 = ((uint)(pm7_1 & (uint64_t)4294967295ULL));
  uint ph7_2 = ((((uint)(pm7_0 >> (uint64_t)32ULL)) ^ ph6_3) ^ (uint)534103459);
  uint ph7_3 = ((uint)(pm7_0 & (uint64_t)4294967295ULL));
  uint64_t pm8_0 = (((uint64_t)ph7_0) * (uint64_t)3528531795ULL);
  uint64_t pm8_1 = (((uint64_t)ph7_2) * (uint64_t)3449720151ULL);
  uint ph8_0 = ((((uint)(pm8_1 >> (uint64_t)32ULL)) ^ ph7_1) ^ (uint)4055618202);
  uint ph8_1 = ((uint)(pm8_1 & (uint64_t)4294967295ULL));
  uint ph8_2 = ((((uint)(pm8_0 >> (uint64_t)32ULL)) ^ ph7_3) ^ (uint)3678237736);
  uint ph8_3 = ((uint)(pm8_0 & (uint64_t)4294967295ULL));
  uint64_t pm9_0 = (((uint64_t)ph8_0) * (uint64_t)3528531795ULL);
  uint64_t pm9_1 = (((uint64_t)ph8_2) * (uint64_t)3449720151ULL);
  uint ph9_0 = ((((uint)(pm9_1 >> (uint64_t)32ULL)) ^ ph8_1) ^ (uint)2415086675);
  uint ph9_1 = ((uint)(pm9_1 & (uint64_t)4294967295ULL));
  uint ph9_2 = ((((uint)(pm9_0 >> (uint64_t)32ULL)) ^ ph8_3) ^ (uint)2527404717);
  uint ph9_3 = ((uint)(pm9_0 & (uint64_t)4294967295ULL));
  float condval;
  if (((uchar)((uint)1 <= ((((((int)threadIdx.x) % 4) == 0) ? ph9_0 : (((((int)threadIdx.x) & 3) == 1) ? ph9_1 : (((((int)threadIdx.x) & 3) == 2) ? ph9_2 : ph9_3))) / (uint)429496730))) != (uchar)0) {
    condval = (((float)X_ptr[((((((int)blockIdx.x) / 784) * 802816) + (((((((int)blockIdx.x) % 784) * 16) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 3136))]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  Y_ptr[((((((int)blockIdx.x) / 784) * 802816) + (((((((int)blockIdx.x) % 784) * 16) + (((int)threadIdx.x) >> 6)) / 49) * 3136)) + (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 3136))] = ((half)condval);
}

