
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
  alignas(64) half xr_ptr[80];
  alignas(64) float sq_ptr[80];
  alignas(64) half yr_ptr[4];
  alignas(64) float s_ptr[1];
  alignas(64) float r_ptr[1];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x));
  int cse_v3 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4));
  if (784 <= (((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x))) {
    *(half4*)(xr_ptr + 0) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 6272));
  }
  if (784 <= (((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x))) {
    *(half4*)(xr_ptr + 4) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 3136));
  }
  *(half4*)(xr_ptr + 8) = *(half4*)(X_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)));
  int cse_v4 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136);
  *(half4*)(xr_ptr + 12) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136));
  int cse_v5 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272);
  *(half4*)(xr_ptr + 16) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272));
  int cse_v6 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408);
  *(half4*)(xr_ptr + 20) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408));
  int cse_v7 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544);
  *(half4*)(xr_ptr + 24) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544));
  int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680);
  *(half4*)(xr_ptr + 28) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680));
  int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816);
  *(half4*)(xr_ptr + 32) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816));
  int cse_v10 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952);
  *(half4*)(xr_ptr + 36) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952));
  int cse_v11 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 25088);
  *(half4*)(xr_ptr + 40) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 25088));
  int cse_v12 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 28224);
  *(half4*)(xr_ptr + 44) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 28224));
  int cse_v13 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 31360);
  *(half4*)(xr_ptr + 48) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 31360));
  int cse_v14 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 34496);
  *(half4*)(xr_ptr + 52) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 34496));
  int cse_v15 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 37632);
  *(half4*)(xr_ptr + 56) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 37632));
  int cse_v16 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 40768);
  *(half4*)(xr_ptr + 60) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 40768));
  int cse_v17 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 43904);
  *(half4*)(xr_ptr + 64) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 43904));
  int cse_v18 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 47040);
  *(half4*)(xr_ptr + 68) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 47040));
  if ((((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x)) < 11760) {
    *(half4*)(xr_ptr + 72) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 50176));
  }
  if ((((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x)) < 11760) {
    *(half4*)(xr_ptr + 76) = *(half4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 53312));
  }
  if (784 <= (((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x))) {
    sq_ptr[0] = (((float)xr_ptr[0]) * ((float)xr_ptr[0]));
    sq_ptr[1] = (((float)xr_ptr[1]) * ((float)xr_ptr[1]));
    sq_ptr[2] = (((float)xr_ptr[2]) * ((float)xr_ptr[2]));
    sq_ptr[3] = (((float)xr_ptr[3]) * ((float)xr_ptr[3]));
  } else {
    sq_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  }
  if (784 <= (((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x))) {
    sq_ptr[4] = (((float)xr_ptr[4]) * ((float)xr_ptr[4]));
    sq_ptr[5] = (((float)xr_ptr[5]) * ((float)xr_ptr[5]));
    sq_ptr[6] = (((float)xr_ptr[6]) * ((float)xr_ptr[6]));
    sq_ptr[7] = (((float)xr_ptr[7]) * ((float)xr_ptr[7]));
  } else {
    sq_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  }
  sq_ptr[8] = (((float)xr_ptr[8]) * ((float)xr_ptr[8]));
  sq_ptr[9] = (((float)xr_ptr[9]) * ((float)xr_ptr[9]));
  sq_ptr[10] = (((float)xr_ptr[10]) * ((float)xr_ptr[10]));
  sq_ptr[11] = (((float)xr_ptr[11]) * ((float)xr_ptr[11]));
  sq_ptr[12] = (((float)xr_ptr[12]) * ((float)xr_ptr[12]));
  sq_ptr[13] = (((float)xr_ptr[13]) * ((float)xr_ptr[13]));
  sq_ptr[14] = (((float)xr_ptr[14]) * ((float)xr_ptr[14]));
  sq_ptr[15] = (((float)xr_ptr[15]) * ((float)xr_ptr[15]));
  sq_ptr[16] = (((float)xr_ptr[16]) * ((float)xr_ptr[16]));
  sq_ptr[17] = (((float)xr_ptr[17]) * ((float)xr_ptr[17]));
  sq_ptr[18] = (((float)xr_ptr[18]) * ((float)xr_ptr[18]));
  sq_ptr[19] = (((float)xr_ptr[19]) * ((float)xr_ptr[19]));
  s_ptr[0] = sq_ptr[0];
  s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[8]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[1];
  s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[9]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[2];
  s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[10]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[3];
  s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[11]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4))) = *(half4*)(yr_ptr + 0);
  sq_ptr[20] = (((float)xr_ptr[20]) * ((float)xr_ptr[20]));
  sq_ptr[21] = (((float)xr_ptr[21]) * ((float)xr_ptr[21]));
  sq_ptr[22] = (((float)xr_ptr[22]) * ((float)xr_ptr[22]));
  sq_ptr[23] = (((float)xr_ptr[23]) * ((float)xr_ptr[23]));
  s_ptr[0] = sq_ptr[4];
  s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[12]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[5];
  s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[13]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[6];
  s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[14]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[7];
  s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[15]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136)) = *(half4*)(yr_ptr + 0);
  sq_ptr[24] = (((float)xr_ptr[24]) * ((float)xr_ptr[24]));
  sq_ptr[25] = (((float)xr_ptr[25]) * ((float)xr_ptr[25]));
  sq_ptr[26] = (((float)xr_ptr[26]) * ((float)xr_ptr[26]));
  sq_ptr[27] = (((float)xr_ptr[27]) * ((float)xr_ptr[27]));
  s_ptr[0] = sq_ptr[8];
  s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[16]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[9];
  s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[17]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[10];
  s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[18]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[11];
  s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[19]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272)) = *(half4*)(yr_ptr + 0);
  sq_ptr[28] = (((float)xr_ptr[28]) * ((float)xr_ptr[28]));
  sq_ptr[29] = (((float)xr_ptr[29]) * ((float)xr_ptr[29]));
  sq_ptr[30] = (((float)xr_ptr[30]) * ((float)xr_ptr[30]));
  sq_ptr[31] = (((float)xr_ptr[31]) * ((float)xr_ptr[31]));
  s_ptr[0] = sq_ptr[12];
  s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[20]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[13];
  s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[21]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[14];
  s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[22]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[15];
  s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[23]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408)) = *(half4*)(yr_ptr + 0);
  sq_ptr[32] = (((float)xr_ptr[32]) * ((float)xr_ptr[32]));
  sq_ptr[33] = (((float)xr_ptr[33]) * ((float)xr_ptr[33]));
  sq_ptr[34] = (((float)xr_ptr[34]) * ((float)xr_ptr[34]));
  sq_ptr[35] = (((float)xr_ptr[35]) * ((float)xr_ptr[35]));
  s_ptr[0] = sq_ptr[16];
  s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[24]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[17];
  s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[25]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[18];
  s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[26]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[19];
  s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[27]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544)) = *(half4*)(yr_ptr + 0);
  sq_ptr[36] = (((float)xr_ptr[36]) * ((float)xr_ptr[36]));
  sq_ptr[37] = (((float)xr_ptr[37]) * ((float)xr_ptr[37]));
  sq_ptr[38] = (((float)xr_ptr[38]) * ((float)xr_ptr[38]));
  sq_ptr[39] = (((float)xr_ptr[39]) * ((float)xr_ptr[39]));
  s_ptr[0] = sq_ptr[20];
  s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[28]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[21];
  s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[29]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[22];
  s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[38]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[30]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[23];
  s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[39]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[31]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680)) = *(half4*)(yr_ptr + 0);
  sq_ptr[40] = (((float)xr_ptr[40]) * ((float)xr_ptr[40]));
  sq_ptr[41] = (((float)xr_ptr[41]) * ((float)xr_ptr[41]));
  sq_ptr[42] = (((float)xr_ptr[42]) * ((float)xr_ptr[42]));
  sq_ptr[43] = (((float)xr_ptr[43]) * ((float)xr_ptr[43]));
  s_ptr[0] = sq_ptr[24];
  s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[40]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[32]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[25];
  s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[41]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[33]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[26];
  s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[38]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[42]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[34]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[27];
  s_ptr[0] = (s_ptr[0] + sq_ptr[31]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[39]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[43]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[35]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816)) = *(half4*)(yr_ptr + 0);
  sq_ptr[44] = (((float)xr_ptr[44]) * ((float)xr_ptr[44]));
  sq_ptr[45] = (((float)xr_ptr[45]) * ((float)xr_ptr[45]));
  sq_ptr[46] = (((float)xr_ptr[46]) * ((float)xr_ptr[46]));
  sq_ptr[47] = (((float)xr_ptr[47]) * ((float)xr_ptr[47]));
  s_ptr[0] = sq_ptr[28];
  s_ptr[0] = (s_ptr[0] + sq_ptr[32]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[40]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[44]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[36]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[29];
  s_ptr[0] = (s_ptr[0] + sq_ptr[33]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[41]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[45]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[37]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[30];
  s_ptr[0] = (s_ptr[0] + sq_ptr[34]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[38]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[42]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[46]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[38]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[31];
  s_ptr[0] = (s_ptr[0] + sq_ptr[35]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[39]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[43]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[47]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[39]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952)) = *(half4*)(yr_ptr + 0);
  sq_ptr[48] = (((float)xr_ptr[48]) * ((float)xr_ptr[48]));
  sq_ptr[49] = (((float)xr_ptr[49]) * ((float)xr_ptr[49]));
  sq_ptr[50] = (((float)xr_ptr[50]) * ((float)xr_ptr[50]));
  sq_ptr[51] = (((float)xr_ptr[51]) * ((float)xr_ptr[51]));
  s_ptr[0] = sq_ptr[32];
  s_ptr[0] = (s_ptr[0] + sq_ptr[36]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[40]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[44]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[48]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[40]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[33];
  s_ptr[0] = (s_ptr[0] + sq_ptr[37]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[41]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[45]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[49]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[41]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[34];
  s_ptr[0] = (s_ptr[0] + sq_ptr[38]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[42]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[46]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[50]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[42]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[35];
  s_ptr[0] = (s_ptr[0] + sq_ptr[39]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[43]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[47]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[51]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[43]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 25088)) = *(half4*)(yr_ptr + 0);
  sq_ptr[52] = (((float)xr_ptr[52]) * ((float)xr_ptr[52]));
  sq_ptr[53] = (((float)xr_ptr[53]) * ((float)xr_ptr[53]));
  sq_ptr[54] = (((float)xr_ptr[54]) * ((float)xr_ptr[54]));
  sq_ptr[55] = (((float)xr_ptr[55]) * ((float)xr_ptr[55]));
  s_ptr[0] = sq_ptr[36];
  s_ptr[0] = (s_ptr[0] + sq_ptr[40]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[44]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[48]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[52]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[44]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[37];
  s_ptr[0] = (s_ptr[0] + sq_ptr[41]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[45]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[49]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[53]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[45]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[38];
  s_ptr[0] = (s_ptr[0] + sq_ptr[42]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[46]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[50]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[54]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[46]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[39];
  s_ptr[0] = (s_ptr[0] + sq_ptr[43]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[47]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[51]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[55]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[47]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 28224)) = *(half4*)(yr_ptr + 0);
  sq_ptr[56] = (((float)xr_ptr[56]) * ((float)xr_ptr[56]));
  sq_ptr[57] = (((float)xr_ptr[57]) * ((float)xr_ptr[57]));
  sq_ptr[58] = (((float)xr_ptr[58]) * ((float)xr_ptr[58]));
  sq_ptr[59] = (((float)xr_ptr[59]) * ((float)xr_ptr[59]));
  s_ptr[0] = sq_ptr[40];
  s_ptr[0] = (s_ptr[0] + sq_ptr[44]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[48]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[52]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[56]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[48]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[41];
  s_ptr[0] = (s_ptr[0] + sq_ptr[45]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[49]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[53]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[57]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[49]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[42];
  s_ptr[0] = (s_ptr[0] + sq_ptr[46]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[50]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[54]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[58]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[50]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[43];
  s_ptr[0] = (s_ptr[0] + sq_ptr[47]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[51]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[55]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[59]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[51]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 31360)) = *(half4*)(yr_ptr + 0);
  sq_ptr[60] = (((float)xr_ptr[60]) * ((float)xr_ptr[60]));
  sq_ptr[61] = (((float)xr_ptr[61]) * ((float)xr_ptr[61]));
  sq_ptr[62] = (((float)xr_ptr[62]) * ((float)xr_ptr[62]));
  sq_ptr[63] = (((float)xr_ptr[63]) * ((float)xr_ptr[63]));
  s_ptr[0] = sq_ptr[44];
  s_ptr[0] = (s_ptr[0] + sq_ptr[48]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[52]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[56]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[60]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[52]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[45];
  s_ptr[0] = (s_ptr[0] + sq_ptr[49]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[53]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[57]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[61]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[53]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[46];
  s_ptr[0] = (s_ptr[0] + sq_ptr[50]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[54]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[58]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[62]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[54]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[47];
  s_ptr[0] = (s_ptr[0] + sq_ptr[51]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[55]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[59]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[63]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[55]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 34496)) = *(half4*)(yr_ptr + 0);
  sq_ptr[64] = (((float)xr_ptr[64]) * ((float)xr_ptr[64]));
  sq_ptr[65] = (((float)xr_ptr[65]) * ((float)xr_ptr[65]));
  sq_ptr[66] = (((float)xr_ptr[66]) * ((float)xr_ptr[66]));
  sq_ptr[67] = (((float)xr_ptr[67]) * ((float)xr_ptr[67]));
  s_ptr[0] = sq_ptr[48];
  s_ptr[0] = (s_ptr[0] + sq_ptr[52]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[56]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[60]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[64]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[56]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[49];
  s_ptr[0] = (s_ptr[0] + sq_ptr[53]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[57]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[61]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[65]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[57]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[50];
  s_ptr[0] = (s_ptr[0] + sq_ptr[54]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[58]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[62]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[66]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[58]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[51];
  s_ptr[0] = (s_ptr[0] + sq_ptr[55]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[59]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[63]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[67]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[59]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 37632)) = *(half4*)(yr_ptr + 0);
  sq_ptr[68] = (((float)xr_ptr[68]) * ((float)xr_ptr[68]));
  sq_ptr[69] = (((float)xr_ptr[69]) * ((float)xr_ptr[69]));
  sq_ptr[70] = (((float)xr_ptr[70]) * ((float)xr_ptr[70]));
  sq_ptr[71] = (((float)xr_ptr[71]) * ((float)xr_ptr[71]));
  s_ptr[0] = sq_ptr[52];
  s_ptr[0] = (s_ptr[0] + sq_ptr[56]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[60]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[64]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[68]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[60]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[53];
  s_ptr[0] = (s_ptr[0] + sq_ptr[57]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[61]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[65]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[69]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[61]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[54];
  s_ptr[0] = (s_ptr[0] + sq_ptr[58]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[62]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[66]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[70]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[62]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[55];
  s_ptr[0] = (s_ptr[0] + sq_ptr[59]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[63]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[67]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[71]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[63]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 40768)) = *(half4*)(yr_ptr + 0);
  if ((((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x)) < 11760) {
    sq_ptr[72] = (((float)xr_ptr[72]) * ((float)xr_ptr[72]));
    sq_ptr[73] = (((float)xr_ptr[73]) * ((float)xr_ptr[73]));
    sq_ptr[74] = (((float)xr_ptr[74]) * ((float)xr_ptr[74]));
    sq_ptr[75] = (((float)xr_ptr[75]) * ((float)xr_ptr[75]));
  } else {
    sq_ptr[72] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[73] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[74] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[75] = 0x0p+0f/*0.000000e+00*/;
  }
  s_ptr[0] = sq_ptr[56];
  s_ptr[0] = (s_ptr[0] + sq_ptr[60]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[64]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[68]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[72]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[64]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[57];
  s_ptr[0] = (s_ptr[0] + sq_ptr[61]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[65]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[69]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[73]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[65]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[58];
  s_ptr[0] = (s_ptr[0] + sq_ptr[62]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[66]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[70]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[74]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[66]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[59];
  s_ptr[0] = (s_ptr[0] + sq_ptr[63]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[67]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[71]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[75]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[67]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 43904)) = *(half4*)(yr_ptr + 0);
  if ((((((int)blockIdx.x) % 49) * 256) + ((int)threadIdx.x)) < 11760) {
    sq_ptr[76] = (((float)xr_ptr[76]) * ((float)xr_ptr[76]));
    sq_ptr[77] = (((float)xr_ptr[77]) * ((float)xr_ptr[77]));
    sq_ptr[78] = (((float)xr_ptr[78]) * ((float)xr_ptr[78]));
    sq_ptr[79] = (((float)xr_ptr[79]) * ((float)xr_ptr[79]));
  } else {
    sq_ptr[76] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[77] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[78] = 0x0p+0f/*0.000000e+00*/;
    sq_ptr[79] = 0x0p+0f/*0.000000e+00*/;
  }
  s_ptr[0] = sq_ptr[60];
  s_ptr[0] = (s_ptr[0] + sq_ptr[64]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[68]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[72]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[76]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[0] = ((half)(((float)xr_ptr[68]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[61];
  s_ptr[0] = (s_ptr[0] + sq_ptr[65]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[69]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[73]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[77]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[1] = ((half)(((float)xr_ptr[69]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[62];
  s_ptr[0] = (s_ptr[0] + sq_ptr[66]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[70]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[74]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[78]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[2] = ((half)(((float)xr_ptr[70]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  s_ptr[0] = sq_ptr[63];
  s_ptr[0] = (s_ptr[0] + sq_ptr[67]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[71]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[75]);
  s_ptr[0] = (s_ptr[0] + sq_ptr[79]);
  s_ptr[0] = (0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * s_ptr[0]));
  r_ptr[0] = rsqrtf(s_ptr[0]);
  yr_ptr[3] = ((half)(((float)xr_ptr[71]) * ((r_ptr[0] * r_ptr[0]) * rsqrtf(r_ptr[0]))));
  *(half4*)(Y_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 50176) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 47040)) = *(half4*)(yr_ptr + 0);
}

