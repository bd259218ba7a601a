
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
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  __shared__ alignas(64) half X_shared_ptr[3136];
  alignas(64) float pool_max_local_ptr[4];
  int cse_v1 = (((int)threadIdx.x) * 8);
  int cse_v4 = ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8));
  *(uint4*)(X_shared_ptr + (((int)threadIdx.x) * 8)) = *(uint4*)(X_ptr + ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8)));
  if (((int)threadIdx.x) < 168) {
    *(uint4*)(X_shared_ptr + ((((int)threadIdx.x) * 8) + 1792)) = *(uint4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8)) + 1792));
  }
  int cse_v2 = (((int)threadIdx.x) % 28);
  int cse_v3 = (((int)threadIdx.x) / 28);
  int cse_v5 = (((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2));
  __syncthreads();
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[0] = -CUDART_INF_F;
    float condval;
    if ((28 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 28))) {
      condval = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) - 57)]);
    } else {
      condval = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  }
  if (((int)threadIdx.x) < 196) {
    float condval_1;
    if (28 <= ((int)threadIdx.x)) {
      condval_1 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) - 56)]);
    } else {
      condval_1 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  }
  if (((int)threadIdx.x) < 196) {
    float condval_2;
    if (28 <= ((int)threadIdx.x)) {
      condval_2 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) - 55)]);
    } else {
      condval_2 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  }
  if (((int)threadIdx.x) < 196) {
    float condval_3;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_3 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) - 1)]);
    } else {
      condval_3 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_3);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_shared_ptr[(((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2))]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 1)]));
  }
  int cse_v6 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 55);
  if (((int)threadIdx.x) < 196) {
    float condval_4;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_4 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 55)]);
    } else {
      condval_4 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_4);
  }
  int cse_v7 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 56);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 56)]));
  }
  int cse_v8 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 57);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 57)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = -CUDART_INF_F;
    float condval_5;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_5 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 55)]);
    } else {
      condval_5 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_5);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 56)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 57)]));
  }
  if (((int)threadIdx.x) < 196) {
    float condval_6;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_6 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 111)]);
    } else {
      condval_6 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_6);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 112)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 113)]));
  }
  int cse_v9 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 167);
  if (((int)threadIdx.x) < 196) {
    float condval_7;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_7 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 167)]);
    } else {
      condval_7 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_7);
  }
  int cse_v10 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 168);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 168)]));
  }
  int cse_v11 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 169);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 169)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = -CUDART_INF_F;
    float condval_8;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_8 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 167)]);
    } else {
      condval_8 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_8);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 168)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 169)]));
  }
  if (((int)threadIdx.x) < 196) {
    float condval_9;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_9 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 223)]);
    } else {
      condval_9 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_9);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 224)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 225)]));
  }
  int cse_v12 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 279);
  if (((int)threadIdx.x) < 196) {
    float condval_10;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_10 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 279)]);
    } else {
      condval_10 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_10);
  }
  int cse_v13 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 280);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 280)]));
  }
  int cse_v14 = ((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 281);
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 281)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = -CUDART_INF_F;
    float condval_11;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_11 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 279)]);
    } else {
      condval_11 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_11);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 280)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 281)]));
  }
  if (((int)threadIdx.x) < 196) {
    float condval_12;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_12 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 335)]);
    } else {
      condval_12 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_12);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 336)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 337)]));
  }
  if (((int)threadIdx.x) < 196) {
    float condval_13;
    if (1 <= (((int)threadIdx.x) % 28)) {
      condval_13 = ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 391)]);
    } else {
      condval_13 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_13);
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 392)]));
  }
  if (((int)threadIdx.x) < 196) {
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], ((float)X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 393)]));
  }
  int cse_v15 = (((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28));
  if (((int)threadIdx.x) < 196) {
    Y_ptr[(((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28))] = ((half)pool_max_local_ptr[0]);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)pool_max_local_ptr[1]);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = ((half)pool_max_local_ptr[2]);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = ((half)pool_max_local_ptr[3]);
  }
}

