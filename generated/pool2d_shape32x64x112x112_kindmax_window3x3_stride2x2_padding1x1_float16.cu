
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x64x112x112_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x64x112x112_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float pool_max_local_ptr[1];
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v1 = (((int)threadIdx.x) >> 3);
  int cse_v2 = (((int)blockIdx.x) / 196);
  int cse_v3 = ((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3));
  int cse_v4 = ((((int)blockIdx.x) * 1024) + ((int)threadIdx.x));
  int cse_v5 = ((((int)blockIdx.x) / 196) * 802816);
  int cse_v7 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392);
  int cse_v8 = (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56);
  int cse_v18 = ((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2));
  float condval;
  if ((7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) && (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56))) {
    condval = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) - 113)]);
  } else {
    condval = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  float condval_1;
  if (7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) {
    condval_1 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) - 112)]);
  } else {
    condval_1 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  float condval_2;
  if (7 <= (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 392)) {
    condval_2 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) - 111)]);
  } else {
    condval_2 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  float condval_3;
  if (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56)) {
    condval_3 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) - 1)]);
  } else {
    condval_3 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_3);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2))]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) + 1)]));
  float condval_4;
  if (1 <= (((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56)) {
    condval_4 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) + 111)]);
  } else {
    condval_4 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_4);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) + 112)]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + (((((((int)blockIdx.x) % 196) * 128) + (((int)threadIdx.x) >> 3)) / 7) * 224)) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) % 56) * 2)) + 113)]));
  Y_ptr[((((int)blockIdx.x) * 1024) + ((int)threadIdx.x))] = ((half)pool_max_local_ptr[0]);
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v9 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32);
  int cse_v12 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392);
  int cse_v13 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56);
  int cse_v19 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2));
  float condval_5;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56))) {
    condval_5 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) - 113)]);
  } else {
    condval_5 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_5);
  float condval_6;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) {
    condval_6 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) - 112)]);
  } else {
    condval_6 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_6);
  float condval_7;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 392)) {
    condval_7 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) - 111)]);
  } else {
    condval_7 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_7);
  float condval_8;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56)) {
    condval_8 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) - 1)]);
  } else {
    condval_8 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_8);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2))]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) + 1)]));
  float condval_9;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56)) {
    condval_9 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) + 111)]);
  } else {
    condval_9 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_9);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) + 112)]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 32) % 56) * 2)) + 113)]));
  int cse_v6 = ((((int)blockIdx.x) / 196) * 200704);
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 256) % 200704))] = ((half)pool_max_local_ptr[0]);
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v10 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64);
  int cse_v14 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392);
  int cse_v15 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56);
  int cse_v20 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2));
  float condval_10;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56))) {
    condval_10 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) - 113)]);
  } else {
    condval_10 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_10);
  float condval_11;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) {
    condval_11 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) - 112)]);
  } else {
    condval_11 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_11);
  float condval_12;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 392)) {
    condval_12 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) - 111)]);
  } else {
    condval_12 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_12);
  float condval_13;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56)) {
    condval_13 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) - 1)]);
  } else {
    condval_13 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_13);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2))]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) + 1)]));
  float condval_14;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56)) {
    condval_14 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) + 111)]);
  } else {
    condval_14 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_14);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) + 112)]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 8) % 56) * 2)) + 113)]));
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 512) % 200704))] = ((half)pool_max_local_ptr[0]);
  pool_max_local_ptr[0] = -CUDART_INF_F;
  int cse_v11 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96);
  int cse_v16 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392);
  int cse_v17 = ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56);
  int cse_v21 = ((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2));
  float condval_15;
  if ((7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) && (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56))) {
    condval_15 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) - 113)]);
  } else {
    condval_15 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_15);
  float condval_16;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) {
    condval_16 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) - 112)]);
  } else {
    condval_16 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_16);
  float condval_17;
  if (7 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 392)) {
    condval_17 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) - 111)]);
  } else {
    condval_17 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_17);
  float condval_18;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56)) {
    condval_18 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) - 1)]);
  } else {
    condval_18 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_18);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2))]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) + 1)]));
  float condval_19;
  if (1 <= ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56)) {
    condval_19 = ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) + 111)]);
  } else {
    condval_19 = -CUDART_INF_F;
  }
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_19);
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) + 112)]));
  pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_ptr[(((((((int)blockIdx.x) / 196) * 802816) + ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 25088) / 7) * 224)) + (((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 40) % 56) * 2)) + 113)]));
  Y_ptr[(((((int)blockIdx.x) / 196) * 200704) + ((((((int)blockIdx.x) * 1024) + ((int)threadIdx.x)) + 768) % 200704))] = ((half)pool_max_local_ptr[0]);
}

