
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
extern "C" __global__ void __launch_bounds__(128) pool2d_shape32x64x112x112_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(128) pool2d_shape32x64x112x112_kindmax_window3x3_stride2x2_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  __shared__ alignas(64) half X_shared_ptr[2800];
  alignas(64) float pool_max_local_ptr[4];
  int cse_v1 = (((int)blockIdx.x) % 7);
  int cse_v2 = (((int)threadIdx.x) * 8);
  int cse_v5 = ((((int)blockIdx.x) % 7) * 16);
  int cse_v6 = ((((int)blockIdx.x) * 1792) + (((int)threadIdx.x) * 8));
  int cse_v7 = ((((int)blockIdx.x) % 7) * 1792);
  int cse_v9 = (((((int)blockIdx.x) % 7) * 1792) + (((int)threadIdx.x) * 8));
  int cse_v16 = (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112);
  if (1 <= (((((int)blockIdx.x) % 7) * 16) + (((int)threadIdx.x) / 14))) {
    *(uint4*)(X_shared_ptr + (((((((int)blockIdx.x) % 7) * 1792) + (((int)threadIdx.x) * 8)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112)) - 112)) = *(uint4*)(X_ptr + (((((int)blockIdx.x) * 1792) + (((int)threadIdx.x) * 8)) - 112));
  }
  if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) + 128) / 14)) < 113) {
    *(uint4*)(X_shared_ptr + (((((((int)blockIdx.x) % 7) * 1792) + (((int)threadIdx.x) * 8)) + 912) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))) = *(uint4*)(X_ptr + (((((int)blockIdx.x) * 1792) + (((int)threadIdx.x) * 8)) + 912));
  }
  if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) + 256) / 14)) < 113) && (((int)threadIdx.x) < 94)) {
    *(uint4*)(X_shared_ptr + (((((((int)blockIdx.x) % 7) * 1792) + (((int)threadIdx.x) * 8)) + 1936) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))) = *(uint4*)(X_ptr + (((((int)blockIdx.x) * 1792) + (((int)threadIdx.x) * 8)) + 1936));
  }
  int cse_v3 = (((int)threadIdx.x) / 56);
  int cse_v4 = (((int)threadIdx.x) % 56);
  int cse_v8 = ((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7));
  int cse_v10 = (((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8));
  int cse_v14 = ((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2));
  int cse_v17 = (((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  __syncthreads();
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    pool_max_local_ptr[0] = -CUDART_INF_F;
    float condval;
    if ((1 < (((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8))) && (1 <= (((int)threadIdx.x) % 56))) {
      condval = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112)) - 113)]);
    } else {
      condval = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_1;
    if (1 < (((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8))) {
      condval_1 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112)) - 112)]);
    } else {
      condval_1 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_1);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_2;
    if (1 < (((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8))) {
      condval_2 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112)) - 111)]);
    } else {
      condval_2 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_2);
  }
  int cse_v11 = (((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) / 56));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_3;
    if (((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) / 56)) < 14) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_3 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112)) - 1)]);
    } else {
      condval_3 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_3);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_4;
    if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) / 56)) < 14) {
      condval_4 = ((float)X_shared_ptr[(((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_4 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_4);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_5;
    if ((((((int)blockIdx.x) % 7) * 2) + (((int)threadIdx.x) / 56)) < 14) {
      condval_5 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 1) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_5 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_5);
  }
  int cse_v18 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 111) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_6;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_6 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 111) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_6 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_6);
  }
  int cse_v19 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 112) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_7;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) {
      condval_7 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 112) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_7 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_7);
  }
  int cse_v20 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 113) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_8;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) {
      condval_8 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 113) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_8 = -CUDART_INF_F;
    }
    pool_max_local_ptr[0] = max(pool_max_local_ptr[0], condval_8);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    pool_max_local_ptr[1] = -CUDART_INF_F;
    float condval_9;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_9 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 111) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_9 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_9);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_10;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) {
      condval_10 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 112) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_10 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_10);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_11;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 111) {
      condval_11 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 113) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_11 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_11);
  }
  int cse_v12 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_12;
    if (((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 55) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_12 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 223) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_12 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_12);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_13;
    if ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 55) {
      condval_13 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 224) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_13 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_13);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_14;
    if ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 55) {
      condval_14 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 225) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_14 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_14);
  }
  int cse_v21 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 335) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_15;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_15 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 335) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_15 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_15);
  }
  int cse_v22 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 336) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_16;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) {
      condval_16 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 336) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_16 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_16);
  }
  int cse_v23 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 337) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_17;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) {
      condval_17 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 337) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_17 = -CUDART_INF_F;
    }
    pool_max_local_ptr[1] = max(pool_max_local_ptr[1], condval_17);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    pool_max_local_ptr[2] = -CUDART_INF_F;
    float condval_18;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_18 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 335) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_18 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_18);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_19;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) {
      condval_19 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 336) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_19 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_19);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_20;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 109) {
      condval_20 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 337) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_20 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_20);
  }
  int cse_v13 = (((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) / 56) * 2));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_21;
    if (((((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) / 56) * 2)) < 27) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_21 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 447) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_21 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_21);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_22;
    if ((((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) / 56) * 2)) < 27) {
      condval_22 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 448) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_22 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_22);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_23;
    if ((((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) / 56) * 2)) < 27) {
      condval_23 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 449) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_23 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_23);
  }
  int cse_v24 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 559) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_24;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_24 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 559) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_24 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_24);
  }
  int cse_v25 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 560) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_25;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) {
      condval_25 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 560) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_25 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_25);
  }
  int cse_v26 = ((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 561) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112));
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_26;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) {
      condval_26 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 561) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_26 = -CUDART_INF_F;
    }
    pool_max_local_ptr[2] = max(pool_max_local_ptr[2], condval_26);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    pool_max_local_ptr[3] = -CUDART_INF_F;
    float condval_27;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_27 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 559) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_27 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_27);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_28;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) {
      condval_28 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 560) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_28 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_28);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_29;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 107) {
      condval_29 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 561) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_29 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_29);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_30;
    if (((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 53) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_30 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 671) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_30 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_30);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_31;
    if ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 53) {
      condval_31 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 672) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_31 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_31);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_32;
    if ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) / 56) * 4)) < 53) {
      condval_32 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 673) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_32 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_32);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_33;
    if (((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 105) && (1 <= (((int)threadIdx.x) % 56))) {
      condval_33 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 783) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_33 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_33);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_34;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 105) {
      condval_34 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 784) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_34 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_34);
  }
  if (((((int)threadIdx.x) / 112) + (((int)blockIdx.x) % 7)) < 7) {
    float condval_35;
    if ((((((int)blockIdx.x) % 7) * 16) + ((((int)threadIdx.x) / 56) * 8)) < 105) {
      condval_35 = ((float)X_shared_ptr[((((((((int)blockIdx.x) % 7) * 1792) + ((((int)threadIdx.x) / 56) * 896)) + ((((int)threadIdx.x) % 56) * 2)) + 785) - (max(0, (((((int)blockIdx.x) % 7) * 16) - 1)) * 112))]);
    } else {
      condval_35 = -CUDART_INF_F;
    }
    pool_max_local_ptr[3] = max(pool_max_local_ptr[3], condval_35);
  }
  int cse_v15 = (((((int)blockIdx.x) * 448) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56));
  if (((int)threadIdx.x) < 112) {
    Y_ptr[(((((int)blockIdx.x) * 448) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56))] = ((half)pool_max_local_ptr[0]);
  }
  if (((int)threadIdx.x) < 112) {
    Y_ptr[((((((int)blockIdx.x) * 448) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56)] = ((half)pool_max_local_ptr[1]);
  }
  if (((int)threadIdx.x) < 112) {
    Y_ptr[((((((int)blockIdx.x) * 448) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112)] = ((half)pool_max_local_ptr[2]);
  }
  if (((int)threadIdx.x) < 112) {
    Y_ptr[((((((int)blockIdx.x) * 448) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 168)] = ((half)pool_max_local_ptr[3]);
  }
}

