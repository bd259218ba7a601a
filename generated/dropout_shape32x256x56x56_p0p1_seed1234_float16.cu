
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
extern "C" __global__ void __launch_bounds__(256) dropout_shape32x256x56x56_p0p1_seed1234_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) dropout_shape32x256x56x56_p0p1_seed1234_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) uint philox_local_ptr[8];
  alignas(64) uchar keep_local_ptr[8];
  alignas(64) half X_local_ptr[8];
  uint cse_v2 = ((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234);
  uint ph0_1 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2 = ((__umulhi(((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3 = (((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))) * (uint)3528531795);
  uint ph1_0 = ((__umulhi(ph0_2, (uint)3449720151) ^ ph0_1) ^ (uint)2654437003);
  uint ph1_1 = (ph0_2 * (uint)3449720151);
  uint ph1_2 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3) ^ (uint)3144134277);
  uint ph1_3 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0 = ((__umulhi(ph1_2, (uint)3449720151) ^ ph1_1) ^ (uint)1013905476);
  uint ph2_1 = (ph1_2 * (uint)3449720151);
  uint ph2_2 = ((__umulhi(ph1_0, (uint)3528531795) ^ ph1_3) ^ (uint)1993301258);
  uint ph2_3 = (ph1_0 * (uint)3528531795);
  uint ph3_0 = ((__umulhi(ph2_2, (uint)3449720151) ^ ph2_1) ^ (uint)3668341245);
  uint ph3_1 = (ph2_2 * (uint)3449720151);
  uint ph3_2 = ((__umulhi(ph2_0, (uint)3528531795) ^ ph2_3) ^ (uint)842468239);
  uint ph3_3 = (ph2_0 * (uint)3528531795);
  uint ph4_0 = ((__umulhi(ph3_2, (uint)3449720151) ^ ph3_1) ^ (uint)2027809718);
  uint ph4_1 = (ph3_2 * (uint)3449720151);
  uint ph4_2 = ((__umulhi(ph3_0, (uint)3528531795) ^ ph3_3) ^ (uint)3986602516);
  uint ph4_3 = (ph3_0 * (uint)3528531795);
  uint ph5_0 = ((__umulhi(ph4_2, (uint)3449720151) ^ ph4_1) ^ (uint)387278191);
  uint ph5_1 = (ph4_2 * (uint)3449720151);
  uint ph5_2 = ((__umulhi(ph4_0, (uint)3528531795) ^ ph4_3) ^ (uint)2835769497);
  uint ph5_3 = (ph4_0 * (uint)3528531795);
  uint ph6_0 = ((__umulhi(ph5_2, (uint)3449720151) ^ ph5_1) ^ (uint)3041713960);
  uint ph6_1 = (ph5_2 * (uint)3449720151);
  uint ph6_2 = ((__umulhi(ph5_0, (uint)3528531795) ^ ph5_3) ^ (uint)1684936478);
  uint ph6_3 = (ph5_0 * (uint)3528531795);
  uint ph7_0 = ((__umulhi(ph6_2, (uint)3449720151) ^ ph6_1) ^ (uint)1401182433);
  uint ph7_1 = (ph6_2 * (uint)3449720151);
  uint ph7_2 = ((__umulhi(ph6_0, (uint)3528531795) ^ ph6_3) ^ (uint)534103459);
  uint ph7_3 = (ph6_0 * (uint)3528531795);
  uint ph8_0 = ((__umulhi(ph7_2, (uint)3449720151) ^ ph7_1) ^ (uint)4055618202);
  uint ph8_1 = (ph7_2 * (uint)3449720151);
  uint ph8_2 = ((__umulhi(ph7_0, (uint)3528531795) ^ ph7_3) ^ (uint)3678237736);
  uint ph8_3 = (ph7_0 * (uint)3528531795);
  uint ph9_0 = ((__umulhi(ph8_2, (uint)3449720151) ^ ph8_1) ^ (uint)2415086675);
  uint ph9_1 = (ph8_2 * (uint)3449720151);
  uint ph9_2 = ((__umulhi(ph8_0, (uint)3528531795) ^ ph8_3) ^ (uint)2527404717);
  uint ph9_3 = (ph8_0 * (uint)3528531795);
  philox_local_ptr[0] = ph9_0;
  uint ph0_1_1 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_1 = ((__umulhi(((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_1 = (((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))) * (uint)3528531795);
  uint ph1_0_1 = ((__umulhi(ph0_2_1, (uint)3449720151) ^ ph0_1_1) ^ (uint)2654437003);
  uint ph1_1_1 = (ph0_2_1 * (uint)3449720151);
  uint ph1_2_1 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_1) ^ (uint)3144134277);
  uint ph1_3_1 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_1 = ((__umulhi(ph1_2_1, (uint)3449720151) ^ ph1_1_1) ^ (uint)1013905476);
  uint ph2_1_1 = (ph1_2_1 * (uint)3449720151);
  uint ph2_2_1 = ((__umulhi(ph1_0_1, (uint)3528531795) ^ ph1_3_1) ^ (uint)1993301258);
  uint ph2_3_1 = (ph1_0_1 * (uint)3528531795);
  uint ph3_0_1 = ((__umulhi(ph2_2_1, (uint)3449720151) ^ ph2_1_1) ^ (uint)3668341245);
  uint ph3_1_1 = (ph2_2_1 * (uint)3449720151);
  uint ph3_2_1 = ((__umulhi(ph2_0_1, (uint)3528531795) ^ ph2_3_1) ^ (uint)842468239);
  uint ph3_3_1 = (ph2_0_1 * (uint)3528531795);
  uint ph4_0_1 = ((__umulhi(ph3_2_1, (uint)3449720151) ^ ph3_1_1) ^ (uint)2027809718);
  uint ph4_1_1 = (ph3_2_1 * (uint)3449720151);
  uint ph4_2_1 = ((__umulhi(ph3_0_1, (uint)3528531795) ^ ph3_3_1) ^ (uint)3986602516);
  uint ph4_3_1 = (ph3_0_1 * (uint)3528531795);
  uint ph5_0_1 = ((__umulhi(ph4_2_1, (uint)3449720151) ^ ph4_1_1) ^ (uint)387278191);
  uint ph5_1_1 = (ph4_2_1 * (uint)3449720151);
  uint ph5_2_1 = ((__umulhi(ph4_0_1, (uint)3528531795) ^ ph4_3_1) ^ (uint)2835769497);
  uint ph5_3_1 = (ph4_0_1 * (uint)3528531795);
  uint ph6_0_1 = ((__umulhi(ph5_2_1, (uint)3449720151) ^ ph5_1_1) ^ (uint)3041713960);
  uint ph6_1_1 = (ph5_2_1 * (uint)3449720151);
  uint ph6_2_1 = ((__umulhi(ph5_0_1, (uint)3528531795) ^ ph5_3_1) ^ (uint)1684936478);
  uint ph6_3_1 = (ph5_0_1 * (uint)3528531795);
  uint ph7_0_1 = ((__umulhi(ph6_2_1, (uint)3449720151) ^ ph6_1_1) ^ (uint)1401182433);
  uint ph7_1_1 = (ph6_2_1 * (uint)3449720151);
  uint ph7_2_1 = ((__umulhi(ph6_0_1, (uint)3528531795) ^ ph6_3_1) ^ (uint)534103459);
  uint ph7_3_1 = (ph6_0_1 * (uint)3528531795);
  uint ph8_0_1 = ((__umulhi(ph7_2_1, (uint)3449720151) ^ ph7_1_1) ^ (uint)4055618202);
  uint ph8_1_1 = (ph7_2_1 * (uint)3449720151);
  uint ph8_2_1 = ((__umulhi(ph7_0_1, (uint)3528531795) ^ ph7_3_1) ^ (uint)3678237736);
  uint ph8_3_1 = (ph7_0_1 * (uint)3528531795);
  uint ph9_0_1 = ((__umulhi(ph8_2_1, (uint)3449720151) ^ ph8_1_1) ^ (uint)2415086675);
  uint ph9_1_1 = (ph8_2_1 * (uint)3449720151);
  uint ph9_2_1 = ((__umulhi(ph8_0_1, (uint)3528531795) ^ ph8_3_1) ^ (uint)2527404717);
  uint ph9_3_1 = (ph8_0_1 * (uint)3528531795);
  philox_local_ptr[1] = ph9_1_1;
  uint ph0_1_2 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_2 = ((__umulhi(((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_2 = (((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))) * (uint)3528531795);
  uint ph1_0_2 = ((__umulhi(ph0_2_2, (uint)3449720151) ^ ph0_1_2) ^ (uint)2654437003);
  uint ph1_1_2 = (ph0_2_2 * (uint)3449720151);
  uint ph1_2_2 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_2) ^ (uint)3144134277);
  uint ph1_3_2 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_2 = ((__umulhi(ph1_2_2, (uint)3449720151) ^ ph1_1_2) ^ (uint)1013905476);
  uint ph2_1_2 = (ph1_2_2 * (uint)3449720151);
  uint ph2_2_2 = ((__umulhi(ph1_0_2, (uint)3528531795) ^ ph1_3_2) ^ (uint)1993301258);
  uint ph2_3_2 = (ph1_0_2 * (uint)3528531795);
  uint ph3_0_2 = ((__umulhi(ph2_2_2, (uint)3449720151) ^ ph2_1_2) ^ (uint)3668341245);
  uint ph3_1_2 = (ph2_2_2 * (uint)3449720151);
  uint ph3_2_2 = ((__umulhi(ph2_0_2, (uint)3528531795) ^ ph2_3_2) ^ (uint)842468239);
  uint ph3_3_2 = (ph2_0_2 * (uint)3528531795);
  uint ph4_0_2 = ((__umulhi(ph3_2_2, (uint)3449720151) ^ ph3_1_2) ^ (uint)2027809718);
  uint ph4_1_2 = (ph3_2_2 * (uint)3449720151);
  uint ph4_2_2 = ((__umulhi(ph3_0_2, (uint)3528531795) ^ ph3_3_2) ^ (uint)3986602516);
  uint ph4_3_2 = (ph3_0_2 * (uint)3528531795);
  uint ph5_0_2 = ((__umulhi(ph4_2_2, (uint)3449720151) ^ ph4_1_2) ^ (uint)387278191);
  uint ph5_1_2 = (ph4_2_2 * (uint)3449720151);
  uint ph5_2_2 = ((__umulhi(ph4_0_2, (uint)3528531795) ^ ph4_3_2) ^ (uint)2835769497);
  uint ph5_3_2 = (ph4_0_2 * (uint)3528531795);
  uint ph6_0_2 = ((__umulhi(ph5_2_2, (uint)3449720151) ^ ph5_1_2) ^ (uint)3041713960);
  uint ph6_1_2 = (ph5_2_2 * (uint)3449720151);
  uint ph6_2_2 = ((__umulhi(ph5_0_2, (uint)3528531795) ^ ph5_3_2) ^ (uint)1684936478);
  uint ph6_3_2 = (ph5_0_2 * (uint)3528531795);
  uint ph7_0_2 = ((__umulhi(ph6_2_2, (uint)3449720151) ^ ph6_1_2) ^ (uint)1401182433);
  uint ph7_1_2 = (ph6_2_2 * (uint)3449720151);
  uint ph7_2_2 = ((__umulhi(ph6_0_2, (uint)3528531795) ^ ph6_3_2) ^ (uint)534103459);
  uint ph7_3_2 = (ph6_0_2 * (uint)3528531795);
  uint ph8_0_2 = ((__umulhi(ph7_2_2, (uint)3449720151) ^ ph7_1_2) ^ (uint)4055618202);
  uint ph8_1_2 = (ph7_2_2 * (uint)3449720151);
  uint ph8_2_2 = ((__umulhi(ph7_0_2, (uint)3528531795) ^ ph7_3_2) ^ (uint)3678237736);
  uint ph8_3_2 = (ph7_0_2 * (uint)3528531795);
  uint ph9_0_2 = ((__umulhi(ph8_2_2, (uint)3449720151) ^ ph8_1_2) ^ (uint)2415086675);
  uint ph9_1_2 = (ph8_2_2 * (uint)3449720151);
  uint ph9_2_2 = ((__umulhi(ph8_0_2, (uint)3528531795) ^ ph8_3_2) ^ (uint)2527404717);
  uint ph9_3_2 = (ph8_0_2 * (uint)3528531795);
  philox_local_ptr[2] = ph9_2_2;
  uint ph0_1_3 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_3 = ((__umulhi(((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_3 = (((uint)((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))) * (uint)3528531795);
  uint ph1_0_3 = ((__umulhi(ph0_2_3, (uint)3449720151) ^ ph0_1_3) ^ (uint)2654437003);
  uint ph1_1_3 = (ph0_2_3 * (uint)3449720151);
  uint ph1_2_3 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_3) ^ (uint)3144134277);
  uint ph1_3_3 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_3 = ((__umulhi(ph1_2_3, (uint)3449720151) ^ ph1_1_3) ^ (uint)1013905476);
  uint ph2_1_3 = (ph1_2_3 * (uint)3449720151);
  uint ph2_2_3 = ((__umulhi(ph1_0_3, (uint)3528531795) ^ ph1_3_3) ^ (uint)1993301258);
  uint ph2_3_3 = (ph1_0_3 * (uint)3528531795);
  uint ph3_0_3 = ((__umulhi(ph2_2_3, (uint)3449720151) ^ ph2_1_3) ^ (uint)3668341245);
  uint ph3_1_3 = (ph2_2_3 * (uint)3449720151);
  uint ph3_2_3 = ((__umulhi(ph2_0_3, (uint)3528531795) ^ ph2_3_3) ^ (uint)842468239);
  uint ph3_3_3 = (ph2_0_3 * (uint)3528531795);
  uint ph4_0_3 = ((__umulhi(ph3_2_3, (uint)3449720151) ^ ph3_1_3) ^ (uint)2027809718);
  uint ph4_1_3 = (ph3_2_3 * (uint)3449720151);
  uint ph4_2_3 = ((__umulhi(ph3_0_3, (uint)3528531795) ^ ph3_3_3) ^ (uint)3986602516);
  uint ph4_3_3 = (ph3_0_3 * (uint)3528531795);
  uint ph5_0_3 = ((__umulhi(ph4_2_3, (uint)3449720151) ^ ph4_1_3) ^ (uint)387278191);
  uint ph5_1_3 = (ph4_2_3 * (uint)3449720151);
  uint ph5_2_3 = ((__umulhi(ph4_0_3, (uint)3528531795) ^ ph4_3_3) ^ (uint)2835769497);
  uint ph5_3_3 = (ph4_0_3 * (uint)3528531795);
  uint ph6_0_3 = ((__umulhi(ph5_2_3, (uint)3449720151) ^ ph5_1_3) ^ (uint)3041713960);
  uint ph6_1_3 = (ph5_2_3 * (uint)3449720151);
  uint ph6_2_3 = ((__umulhi(ph5_0_3, (uint)3528531795) ^ ph5_3_3) ^ (uint)1684936478);
  uint ph6_3_3 = (ph5_0_3 * (uint)3528531795);
  uint ph7_0_3 = ((__umulhi(ph6_2_3, (uint)3449720151) ^ ph6_1_3) ^ (uint)1401182433);
  uint ph7_1_3 = (ph6_2_3 * (uint)3449720151);
  uint ph7_2_3 = ((__umulhi(ph6_0_3, (uint)3528531795) ^ ph6_3_3) ^ (uint)534103459);
  uint ph7_3_3 = (ph6_0_3 * (uint)3528531795);
  uint ph8_0_3 = ((__umulhi(ph7_2_3, (uint)3449720151) ^ ph7_1_3) ^ (uint)4055618202);
  uint ph8_1_3 = (ph7_2_3 * (uint)3449720151);
  uint ph8_2_3 = ((__umulhi(ph7_0_3, (uint)3528531795) ^ ph7_3_3) ^ (uint)3678237736);
  uint ph8_3_3 = (ph7_0_3 * (uint)3528531795);
  uint ph9_0_3 = ((__umulhi(ph8_2_3, (uint)3449720151) ^ ph8_1_3) ^ (uint)2415086675);
  uint ph9_1_3 = (ph8_2_3 * (uint)3449720151);
  uint ph9_2_3 = ((__umulhi(ph8_0_3, (uint)3528531795) ^ ph8_3_3) ^ (uint)2527404717);
  uint ph9_3_3 = (ph8_0_3 * (uint)3528531795);
  philox_local_ptr[3] = ph9_3_3;
  uint ph0_1_4 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_4 = ((__umulhi(((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_4 = (((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)) * (uint)3528531795);
  uint ph1_0_4 = ((__umulhi(ph0_2_4, (uint)3449720151) ^ ph0_1_4) ^ (uint)2654437003);
  uint ph1_1_4 = (ph0_2_4 * (uint)3449720151);
  uint ph1_2_4 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_4) ^ (uint)3144134277);
  uint ph1_3_4 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_4 = ((__umulhi(ph1_2_4, (uint)3449720151) ^ ph1_1_4) ^ (uint)1013905476);
  uint ph2_1_4 = (ph1_2_4 * (uint)3449720151);
  uint ph2_2_4 = ((__umulhi(ph1_0_4, (uint)3528531795) ^ ph1_3_4) ^ (uint)1993301258);
  uint ph2_3_4 = (ph1_0_4 * (uint)3528531795);
  uint ph3_0_4 = ((__umulhi(ph2_2_4, (uint)3449720151) ^ ph2_1_4) ^ (uint)3668341245);
  uint ph3_1_4 = (ph2_2_4 * (uint)3449720151);
  uint ph3_2_4 = ((__umulhi(ph2_0_4, (uint)3528531795) ^ ph2_3_4) ^ (uint)842468239);
  uint ph3_3_4 = (ph2_0_4 * (uint)3528531795);
  uint ph4_0_4 = ((__umulhi(ph3_2_4, (uint)3449720151) ^ ph3_1_4) ^ (uint)2027809718);
  uint ph4_1_4 = (ph3_2_4 * (uint)3449720151);
  uint ph4_2_4 = ((__umulhi(ph3_0_4, (uint)3528531795) ^ ph3_3_4) ^ (uint)3986602516);
  uint ph4_3_4 = (ph3_0_4 * (uint)3528531795);
  uint ph5_0_4 = ((__umulhi(ph4_2_4, (uint)3449720151) ^ ph4_1_4) ^ (uint)387278191);
  uint ph5_1_4 = (ph4_2_4 * (uint)3449720151);
  uint ph5_2_4 = ((__umulhi(ph4_0_4, (uint)3528531795) ^ ph4_3_4) ^ (uint)2835769497);
  uint ph5_3_4 = (ph4_0_4 * (uint)3528531795);
  uint ph6_0_4 = ((__umulhi(ph5_2_4, (uint)3449720151) ^ ph5_1_4) ^ (uint)3041713960);
  uint ph6_1_4 = (ph5_2_4 * (uint)3449720151);
  uint ph6_2_4 = ((__umulhi(ph5_0_4, (uint)3528531795) ^ ph5_3_4) ^ (uint)1684936478);
  uint ph6_3_4 = (ph5_0_4 * (uint)3528531795);
  uint ph7_0_4 = ((__umulhi(ph6_2_4, (uint)3449720151) ^ ph6_1_4) ^ (uint)1401182433);
  uint ph7_1_4 = (ph6_2_4 * (uint)3449720151);
  uint ph7_2_4 = ((__umulhi(ph6_0_4, (uint)3528531795) ^ ph6_3_4) ^ (uint)534103459);
  uint ph7_3_4 = (ph6_0_4 * (uint)3528531795);
  uint ph8_0_4 = ((__umulhi(ph7_2_4, (uint)3449720151) ^ ph7_1_4) ^ (uint)4055618202);
  uint ph8_1_4 = (ph7_2_4 * (uint)3449720151);
  uint ph8_2_4 = ((__umulhi(ph7_0_4, (uint)3528531795) ^ ph7_3_4) ^ (uint)3678237736);
  uint ph8_3_4 = (ph7_0_4 * (uint)3528531795);
  uint ph9_0_4 = ((__umulhi(ph8_2_4, (uint)3449720151) ^ ph8_1_4) ^ (uint)2415086675);
  uint ph9_1_4 = (ph8_2_4 * (uint)3449720151);
  uint ph9_2_4 = ((__umulhi(ph8_0_4, (uint)3528531795) ^ ph8_3_4) ^ (uint)2527404717);
  uint ph9_3_4 = (ph8_0_4 * (uint)3528531795);
  philox_local_ptr[4] = ph9_0_4;
  uint ph0_1_5 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_5 = ((__umulhi(((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_5 = (((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)) * (uint)3528531795);
  uint ph1_0_5 = ((__umulhi(ph0_2_5, (uint)3449720151) ^ ph0_1_5) ^ (uint)2654437003);
  uint ph1_1_5 = (ph0_2_5 * (uint)3449720151);
  uint ph1_2_5 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_5) ^ (uint)3144134277);
  uint ph1_3_5 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_5 = ((__umulhi(ph1_2_5, (uint)3449720151) ^ ph1_1_5) ^ (uint)1013905476);
  uint ph2_1_5 = (ph1_2_5 * (uint)3449720151);
  uint ph2_2_5 = ((__umulhi(ph1_0_5, (uint)3528531795) ^ ph1_3_5) ^ (uint)1993301258);
  uint ph2_3_5 = (ph1_0_5 * (uint)3528531795);
  uint ph3_0_5 = ((__umulhi(ph2_2_5, (uint)3449720151) ^ ph2_1_5) ^ (uint)3668341245);
  uint ph3_1_5 = (ph2_2_5 * (uint)3449720151);
  uint ph3_2_5 = ((__umulhi(ph2_0_5, (uint)3528531795) ^ ph2_3_5) ^ (uint)842468239);
  uint ph3_3_5 = (ph2_0_5 * (uint)3528531795);
  uint ph4_0_5 = ((__umulhi(ph3_2_5, (uint)3449720151) ^ ph3_1_5) ^ (uint)2027809718);
  uint ph4_1_5 = (ph3_2_5 * (uint)3449720151);
  uint ph4_2_5 = ((__umulhi(ph3_0_5, (uint)3528531795) ^ ph3_3_5) ^ (uint)3986602516);
  uint ph4_3_5 = (ph3_0_5 * (uint)3528531795);
  uint ph5_0_5 = ((__umulhi(ph4_2_5, (uint)3449720151) ^ ph4_1_5) ^ (uint)387278191);
  uint ph5_1_5 = (ph4_2_5 * (uint)3449720151);
  uint ph5_2_5 = ((__umulhi(ph4_0_5, (uint)3528531795) ^ ph4_3_5) ^ (uint)2835769497);
  uint ph5_3_5 = (ph4_0_5 * (uint)3528531795);
  uint ph6_0_5 = ((__umulhi(ph5_2_5, (uint)3449720151) ^ ph5_1_5) ^ (uint)3041713960);
  uint ph6_1_5 = (ph5_2_5 * (uint)3449720151);
  uint ph6_2_5 = ((__umulhi(ph5_0_5, (uint)3528531795) ^ ph5_3_5) ^ (uint)1684936478);
  uint ph6_3_5 = (ph5_0_5 * (uint)3528531795);
  uint ph7_0_5 = ((__umulhi(ph6_2_5, (uint)3449720151) ^ ph6_1_5) ^ (uint)1401182433);
  uint ph7_1_5 = (ph6_2_5 * (uint)3449720151);
  uint ph7_2_5 = ((__umulhi(ph6_0_5, (uint)3528531795) ^ ph6_3_5) ^ (uint)534103459);
  uint ph7_3_5 = (ph6_0_5 * (uint)3528531795);
  uint ph8_0_5 = ((__umulhi(ph7_2_5, (uint)3449720151) ^ ph7_1_5) ^ (uint)4055618202);
  uint ph8_1_5 = (ph7_2_5 * (uint)3449720151);
  uint ph8_2_5 = ((__umulhi(ph7_0_5, (uint)3528531795) ^ ph7_3_5) ^ (uint)3678237736);
  uint ph8_3_5 = (ph7_0_5 * (uint)3528531795);
  uint ph9_0_5 = ((__umulhi(ph8_2_5, (uint)3449720151) ^ ph8_1_5) ^ (uint)2415086675);
  uint ph9_1_5 = (ph8_2_5 * (uint)3449720151);
  uint ph9_2_5 = ((__umulhi(ph8_0_5, (uint)3528531795) ^ ph8_3_5) ^ (uint)2527404717);
  uint ph9_3_5 = (ph8_0_5 * (uint)3528531795);
  philox_local_ptr[5] = ph9_1_5;
  uint ph0_1_6 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_6 = ((__umulhi(((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_6 = (((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)) * (uint)3528531795);
  uint ph1_0_6 = ((__umulhi(ph0_2_6, (uint)3449720151) ^ ph0_1_6) ^ (uint)2654437003);
  uint ph1_1_6 = (ph0_2_6 * (uint)3449720151);
  uint ph1_2_6 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_6) ^ (uint)3144134277);
  uint ph1_3_6 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_6 = ((__umulhi(ph1_2_6, (uint)3449720151) ^ ph1_1_6) ^ (uint)1013905476);
  uint ph2_1_6 = (ph1_2_6 * (uint)3449720151);
  uint ph2_2_6 = ((__umulhi(ph1_0_6, (uint)3528531795) ^ ph1_3_6) ^ (uint)1993301258);
  uint ph2_3_6 = (ph1_0_6 * (uint)3528531795);
  uint ph3_0_6 = ((__umulhi(ph2_2_6, (uint)3449720151) ^ ph2_1_6) ^ (uint)3668341245);
  uint ph3_1_6 = (ph2_2_6 * (uint)3449720151);
  uint ph3_2_6 = ((__umulhi(ph2_0_6, (uint)3528531795) ^ ph2_3_6) ^ (uint)842468239);
  uint ph3_3_6 = (ph2_0_6 * (uint)3528531795);
  uint ph4_0_6 = ((__umulhi(ph3_2_6, (uint)3449720151) ^ ph3_1_6) ^ (uint)2027809718);
  uint ph4_1_6 = (ph3_2_6 * (uint)3449720151);
  uint ph4_2_6 = ((__umulhi(ph3_0_6, (uint)3528531795) ^ ph3_3_6) ^ (uint)3986602516);
  uint ph4_3_6 = (ph3_0_6 * (uint)3528531795);
  uint ph5_0_6 = ((__umulhi(ph4_2_6, (uint)3449720151) ^ ph4_1_6) ^ (uint)387278191);
  uint ph5_1_6 = (ph4_2_6 * (uint)3449720151);
  uint ph5_2_6 = ((__umulhi(ph4_0_6, (uint)3528531795) ^ ph4_3_6) ^ (uint)2835769497);
  uint ph5_3_6 = (ph4_0_6 * (uint)3528531795);
  uint ph6_0_6 = ((__umulhi(ph5_2_6, (uint)3449720151) ^ ph5_1_6) ^ (uint)3041713960);
  uint ph6_1_6 = (ph5_2_6 * (uint)3449720151);
  uint ph6_2_6 = ((__umulhi(ph5_0_6, (uint)3528531795) ^ ph5_3_6) ^ (uint)1684936478);
  uint ph6_3_6 = (ph5_0_6 * (uint)3528531795);
  uint ph7_0_6 = ((__umulhi(ph6_2_6, (uint)3449720151) ^ ph6_1_6) ^ (uint)1401182433);
  uint ph7_1_6 = (ph6_2_6 * (uint)3449720151);
  uint ph7_2_6 = ((__umulhi(ph6_0_6, (uint)3528531795) ^ ph6_3_6) ^ (uint)534103459);
  uint ph7_3_6 = (ph6_0_6 * (uint)3528531795);
  uint ph8_0_6 = ((__umulhi(ph7_2_6, (uint)3449720151) ^ ph7_1_6) ^ (uint)4055618202);
  uint ph8_1_6 = (ph7_2_6 * (uint)3449720151);
  uint ph8_2_6 = ((__umulhi(ph7_0_6, (uint)3528531795) ^ ph7_3_6) ^ (uint)3678237736);
  uint ph8_3_6 = (ph7_0_6 * (uint)3528531795);
  uint ph9_0_6 = ((__umulhi(ph8_2_6, (uint)3449720151) ^ ph8_1_6) ^ (uint)2415086675);
  uint ph9_1_6 = (ph8_2_6 * (uint)3449720151);
  uint ph9_2_6 = ((__umulhi(ph8_0_6, (uint)3528531795) ^ ph8_3_6) ^ (uint)2527404717);
  uint ph9_3_6 = (ph8_0_6 * (uint)3528531795);
  philox_local_ptr[6] = ph9_2_6;
  uint ph0_1_7 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
  uint ph0_2_7 = ((__umulhi(((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)), (uint)3528531795) ^ (uint)0) ^ (uint)0);
  uint ph0_3_7 = (((uint)(((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) + 1)) * (uint)3528531795);
  uint ph1_0_7 = ((__umulhi(ph0_2_7, (uint)3449720151) ^ ph0_1_7) ^ (uint)2654437003);
  uint ph1_1_7 = (ph0_2_7 * (uint)3449720151);
  uint ph1_2_7 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234), (uint)3528531795) ^ ph0_3_7) ^ (uint)3144134277);
  uint ph1_3_7 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ (uint)0) ^ (uint)1234) * (uint)3528531795);
  uint ph2_0_7 = ((__umulhi(ph1_2_7, (uint)3449720151) ^ ph1_1_7) ^ (uint)1013905476);
  uint ph2_1_7 = (ph1_2_7 * (uint)3449720151);
  uint ph2_2_7 = ((__umulhi(ph1_0_7, (uint)3528531795) ^ ph1_3_7) ^ (uint)1993301258);
  uint ph2_3_7 = (ph1_0_7 * (uint)3528531795);
  uint ph3_0_7 = ((__umulhi(ph2_2_7, (uint)3449720151) ^ ph2_1_7) ^ (uint)3668341245);
  uint ph3_1_7 = (ph2_2_7 * (uint)3449720151);
  uint ph3_2_7 = ((__umulhi(ph2_0_7, (uint)3528531795) ^ ph2_3_7) ^ (uint)842468239);
  uint ph3_3_7 = (ph2_0_7 * (uint)3528531795);
  uint ph4_0_7 = ((__umulhi(ph3_2_7, (uint)3449720151) ^ ph3_1_7) ^ (uint)2027809718);
  uint ph4_1_7 = (ph3_2_7 * (uint)3449720151);
  uint ph4_2_7 = ((__umulhi(ph3_0_7, (uint)3528531795) ^ ph3_3_7) ^ (uint)3986602516);
  uint ph4_3_7 = (ph3_0_7 * (uint)3528531795);
  uint ph5_0_7 = ((__umulhi(ph4_2_7, (uint)3449720151) ^ ph4_1_7) ^ (uint)387278191);
  uint ph5_1_7 = (ph4_2_7 * (uint)3449720151);
  uint ph5_2_7 = ((__umulhi(ph4_0_7, (uint)3528531795) ^ ph4_3_7) ^ (uint)2835769497);
  uint ph5_3_7 = (ph4_0_7 * (uint)3528531795);
  uint ph6_0_7 = ((__umulhi(ph5_2_7, (uint)3449720151) ^ ph5_1_7) ^ (uint)3041713960);
  uint ph6_1_7 = (ph5_2_7 * (uint)3449720151);
  uint ph6_2_7 = ((__umulhi(ph5_0_7, (uint)3528531795) ^ ph5_3_7) ^ (uint)1684936478);
  uint ph6_3_7 = (ph5_0_7 * (uint)3528531795);
  uint ph7_0_7 = ((__umulhi(ph6_2_7, (uint)3449720151) ^ ph6_1_7) ^ (uint)1401182433);
  uint ph7_1_7 = (ph6_2_7 * (uint)3449720151);
  uint ph7_2_7 = ((__umulhi(ph6_0_7, (uint)3528531795) ^ ph6_3_7) ^ (uint)534103459);
  uint ph7_3_7 = (ph6_0_7 * (uint)3528531795);
  uint ph8_0_7 = ((__umulhi(ph7_2_7, (uint)3449720151) ^ ph7_1_7) ^ (uint)4055618202);
  uint ph8_1_7 = (ph7_2_7 * (uint)3449720151);
  uint ph8_2_7 = ((__umulhi(ph7_0_7, (uint)3528531795) ^ ph7_3_7) ^ (uint)3678237736);
  uint ph8_3_7 = (ph7_0_7 * (uint)3528531795);
  uint ph9_0_7 = ((__umulhi(ph8_2_7, (uint)3449720151) ^ ph8_1_7) ^ (uint)2415086675);
  uint ph9_1_7 = (ph8_2_7 * (uint)3449720151);
  uint ph9_2_7 = ((__umulhi(ph8_0_7, (uint)3528531795) ^ ph8_3_7) ^ (uint)2527404717);
  uint ph9_3_7 = (ph8_0_7 * (uint)3528531795);
  philox_local_ptr[7] = ph9_3_7;
  keep_local_ptr[0] = ((uchar)((uint)1 <= (philox_local_ptr[0] / (uint)429496730)));
  keep_local_ptr[1] = ((uchar)((uint)1 <= (philox_local_ptr[1] / (uint)429496730)));
  keep_local_ptr[2] = ((uchar)((uint)1 <= (philox_local_ptr[2] / (uint)429496730)));
  keep_local_ptr[3] = ((uchar)((uint)1 <= (philox_local_ptr[3] / (uint)429496730)));
  keep_local_ptr[4] = ((uchar)((uint)1 <= (philox_local_ptr[4] / (uint)429496730)));
  keep_local_ptr[5] = ((uchar)((uint)1 <= (philox_local_ptr[5] / (uint)429496730)));
  keep_local_ptr[6] = ((uchar)((uint)1 <= (philox_local_ptr[6] / (uint)429496730)));
  keep_local_ptr[7] = ((uchar)((uint)1 <= (philox_local_ptr[7] / (uint)429496730)));
  int cse_v1 = ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8));
  *(uint4*)(X_local_ptr + 0) = *(uint4*)(X_ptr + ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8)));
  float condval;
  if (keep_local_ptr[0] != (uchar)0) {
    condval = (((float)X_local_ptr[0]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[0] = ((half)condval);
  float condval_1;
  if (keep_local_ptr[1] != (uchar)0) {
    condval_1 = (((float)X_local_ptr[1]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[1] = ((half)condval_1);
  float condval_2;
  if (keep_local_ptr[2] != (uchar)0) {
    condval_2 = (((float)X_local_ptr[2]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[2] = ((half)condval_2);
  float condval_3;
  if (keep_local_ptr[3] != (uchar)0) {
    condval_3 = (((float)X_local_ptr[3]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[3] = ((half)condval_3);
  float condval_4;
  if (keep_local_ptr[4] != (uchar)0) {
    condval_4 = (((float)X_local_ptr[4]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[4] = ((half)condval_4);
  float condval_5;
  if (keep_local_ptr[5] != (uchar)0) {
    condval_5 = (((float)X_local_ptr[5]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[5] = ((half)condval_5);
  float condval_6;
  if (keep_local_ptr[6] != (uchar)0) {
    condval_6 = (((float)X_local_ptr[6]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[6] = ((half)condval_6);
  float condval_7;
  if (keep_local_ptr[7] != (uchar)0) {
    condval_7 = (((float)X_local_ptr[7]) * 0x1.1c71c8p+0f/*1.111111e+00*/);
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[7] = ((half)condval_7);
  *(uint4*)(Y_ptr + ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8))) = *(uint4*)(X_local_ptr + 0);
}

