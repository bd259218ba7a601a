
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
extern "C" __global__ void __launch_bounds__(256) lrn_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) lrn_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) half xr_ptr[40];
  alignas(64) float sq_ptr[40];
  alignas(64) half yr_ptr[2];
  alignas(64) float s_ptr[1];
  alignas(64) float r_ptr[1];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x));
  int cse_v3 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2));
  if (1568 <= (((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x))) {
    *(half2*)(xr_ptr + 0) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) - 6272));
  }
  if (1568 <= (((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x))) {
    *(half2*)(xr_ptr + 2) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) - 3136));
  }
  *(half2*)(xr_ptr + 4) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)));
  int cse_v4 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 3136);
  *(half2*)(xr_ptr + 6) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 3136));
  int cse_v5 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 6272);
  *(half2*)(xr_ptr + 8) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 6272));
  int cse_v6 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 9408);
  *(half2*)(xr_ptr + 10) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 9408));
  int cse_v7 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 12544);
  *(half2*)(xr_ptr + 12) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 12544));
  int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 15680);
  *(half2*)(xr_ptr + 14) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 15680));
  int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 18816);
  *(half2*)(xr_ptr + 16) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 18816));
  int cse_v10 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 21952);
  *(half2*)(xr_ptr + 18) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 21952));
  int cse_v11 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 25088);
  *(half2*)(xr_ptr + 20) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 25088));
  int cse_v12 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 28224);
  *(half2*)(xr_ptr + 22) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 28224));
  int cse_v13 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 31360);
  *(half2*)(xr_ptr + 24) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 31360));
  int cse_v14 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 34496);
  *(half2*)(xr_ptr + 26) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 34496));
  int cse_v15 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 37632);
  *(half2*)(xr_ptr + 28) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 37632));
  int cse_v16 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 40768);
  *(half2*)(xr_ptr + 30) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 40768));
  int cse_v17 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 43904);
  *(half2*)(xr_ptr + 32) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 43904));
  int cse_v18 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 47040);
  *(half2*)(xr_ptr + 34) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 47040));
  if ((((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x)) < 23520) {
    *(half2*)(xr_ptr + 36) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 50176));
  }
  if ((((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x)) < 23520) {
    *(half2*)(xr_ptr + 38) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 53312));
  }
  if (1568 <= (((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x))) {
    sq_ptr[0] = (((float)xr_ptr[0]) * ((float)xr_ptr[0]));
    sq_ptr[1] = (((float)xr_ptr[1]) * ((float)xr_ptr[1]));
  } else {
    sq_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  if (1568 <= (((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x))) {
    sq_ptr[2] = (((float)xr_ptr[2]) * ((float)xr_ptr[2]));
    sq_ptr[3] = (((float)xr_ptr[3]) * ((float)xr_ptr[3]));
  } else {
    sq_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  }
  sq_ptr[4] = (((float)xr_ptr[4]) * ((float)xr_ptr[4]));
  sq_ptr[5] = (((float)xr_ptr[5]) * ((float)xr_ptr[5]));
  sq_ptr[6] = (((float)xr_ptr[6]) * ((float)xr_ptr[6]));
  sq_ptr[7] = (((float)xr_ptr[7]) * ((float)xr_ptr[7]));
  sq_ptr[8] = (((float)xr_ptr[8]) * ((float)xr_ptr[8]));
  sq_ptr[9] = (((float)xr_ptr[9]) * ((float)xr_ptr[9]));
  s_ptr[0] = sq_ptr[0];
  s_ptr[0] = (s_ptr[0] + sq_ptr[2]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[4]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[1];
  s_ptr[0] = (s_ptr[0] + sq_ptr[3]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[5]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2))) = *(half2*)(yr_ptr + 0);
  sq_ptr[10] = (((float)xr_ptr[10]) * ((float)xr_ptr[10]));
  sq_ptr[11] = (((float)xr_ptr[11]) * ((float)xr_ptr[11]));
  s_ptr[0] = sq_ptr[2];
  s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[6]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[3];
  s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[7]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 3136)) = *(half2*)(yr_ptr + 0);
  sq_ptr[12] = (((float)xr_ptr[12]) * ((float)xr_ptr[12]));
  sq_ptr[13] = (((float)xr_ptr[13]) * ((float)xr_ptr[13]));
  s_ptr[0] = sq_ptr[4];
  s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[8]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[5];
  s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[9]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 6272)) = *(half2*)(yr_ptr + 0);
  sq_ptr[14] = (((float)xr_ptr[14]) * ((float)xr_ptr[14]));
  sq_ptr[15] = (((float)xr_ptr[15]) * ((float)xr_ptr[15]));
  s_ptr[0] = sq_ptr[6];
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[10]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[7];
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[11]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 9408)) = *(half2*)(yr_ptr + 0);
  sq_ptr[16] = (((float)xr_ptr[16]) * ((float)xr_ptr[16]));
  sq_ptr[17] = (((float)xr_ptr[17]) * ((float)xr_ptr[17]));
  s_ptr[0] = sq_ptr[8];
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[12]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[9];
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[13]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 12544)) = *(half2*)(yr_ptr + 0);
  sq_ptr[18] = (((float)xr_ptr[18]) * ((float)xr_ptr[18]));
  sq_ptr[19] = (((float)xr_ptr[19]) * ((float)xr_ptr[19]));
  s_ptr[0] = sq_ptr[10];
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[14]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[11];
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[15]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 15680)) = *(half2*)(yr_ptr + 0);
  sq_ptr[20] = (((float)xr_ptr[20]) * ((float)xr_ptr[20]));
  sq_ptr[21] = (((float)xr_ptr[21]) * ((float)xr_ptr[21]));
  s_ptr[0] = sq_ptr[12];
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[16]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[13];
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[17]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 18816)) = *(half2*)(yr_ptr + 0);
  sq_ptr[22] = (((float)xr_ptr[22]) * ((float)xr_ptr[22]));
  sq_ptr[23] = (((float)xr_ptr[23]) * ((float)xr_ptr[23]));
  s_ptr[0] = sq_ptr[14];
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[18]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[15];
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[19]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 21952)) = *(half2*)(yr_ptr + 0);
  sq_ptr[24] = (((float)xr_ptr[24]) * ((float)xr_ptr[24]));
  sq_ptr[25] = (((float)xr_ptr[25]) * ((float)xr_ptr[25]));
  s_ptr[0] = sq_ptr[16];
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[20]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[17];
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[21]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 25088)) = *(half2*)(yr_ptr + 0);
  sq_ptr[26] = (((float)xr_ptr[26]) * ((float)xr_ptr[26]));
  sq_ptr[27] = (((float)xr_ptr[27]) * ((float)xr_ptr[27]));
  s_ptr[0] = sq_ptr[18];
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[22]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[19];
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[23]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 28224)) = *(half2*)(yr_ptr + 0);
  sq_ptr[28] = (((float)xr_ptr[28]) * ((float)xr_ptr[28]));
  sq_ptr[29] = (((float)xr_ptr[29]) * ((float)xr_ptr[29]));
  s_ptr[0] = sq_ptr[20];
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[24]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[21];
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[25]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 31360)) = *(half2*)(yr_ptr + 0);
  sq_ptr[30] = (((float)xr_ptr[30]) * ((float)xr_ptr[30]));
  sq_ptr[31] = (((float)xr_ptr[31]) * ((float)xr_ptr[31]));
  s_ptr[0] = sq_ptr[22];
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[26]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[23];
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[27]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 34496)) = *(half2*)(yr_ptr + 0);
  sq_ptr[32] = (((float)xr_ptr[32]) * ((float)xr_ptr[32]));
  sq_ptr[33] = (((float)xr_ptr[33]) * ((float)xr_ptr[33]));
  s_ptr[0] = sq_ptr[24];
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[28]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[25];
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[29]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 37632)) = *(half2*)(yr_ptr + 0);
  sq_ptr[34] = (((float)xr_ptr[34]) * ((float)xr_ptr[34]));
  sq_ptr[35] = (((float)xr_ptr[35]) * ((float)xr_ptr[35]));
  s_ptr[0] = sq_ptr[26];
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[30]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[27];
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[31]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 40768)) = *(half2*)(yr_ptr + 0);
  if ((((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x)) < 23520) {
    sq_ptr[36] = (((float)xr_ptr[36]) * ((float)xr_ptr[36]));
    sq_ptr[37] = (((float)xr_ptr[37]) * ((float)xr_ptr[37]));
  } else {
    sq_ptr[36] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  }
  s_ptr[0] = sq_ptr[28];
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[32]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[29];
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[33]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 43904)) = *(half2*)(yr_ptr + 0);
  if ((((((int)blockIdx.x) % 98) * 256) + ((int)threadIdx.x)) < 23520) {
    sq_ptr[38] = (((float)xr_ptr[38]) * ((float)xr_ptr[38]));
    sq_ptr[39] = (((float)xr_ptr[39]) * ((float)xr_ptr[39]));
  } else {
    sq_ptr[38] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  }
  s_ptr[0] = sq_ptr[30];
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[38]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[34]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[31];
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[39]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[35]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 1568) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 1568) * 2)) + 47040)) = *(half2*)(yr_ptr + 0);
}

