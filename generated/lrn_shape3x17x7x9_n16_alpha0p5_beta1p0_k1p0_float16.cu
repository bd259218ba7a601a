
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
extern "C" __global__ void __launch_bounds__(256) lrn_shape3x17x7x9_n16_alpha0p5_beta1p0_k1p0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) lrn_shape3x17x7x9_n16_alpha0p5_beta1p0_k1p0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float sq_pad_local_ptr[23];
  alignas(64) half Y_local_ptr[8];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189);
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63);
  int cse_v4 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071);
  int cse_v13 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63));
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v14 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 441);
    float condval;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 441)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 441)]));
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[0] = condval;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v15 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 378);
    float condval_1;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_1 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 378)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 378)]));
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[1] = condval_1;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v16 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 315);
    float condval_2;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_2 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 315)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 315)]));
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[2] = condval_2;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v17 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 252);
    float condval_3;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_3 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 252)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 252)]));
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[3] = condval_3;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v18 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 189);
    float condval_4;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_4 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 189)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 189)]));
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[4] = condval_4;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v19 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 126);
    float condval_5;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_5 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 126)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 126)]));
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[5] = condval_5;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v20 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 63);
    float condval_6;
    if (62 < (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189)) {
      condval_6 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 63)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 63)]));
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[6] = condval_6;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    sq_pad_local_ptr[7] = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))]));
  }
  int cse_v21 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_7;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_7 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)]));
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[8] = condval_7;
  }
  int cse_v22 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_8;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_8 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)]));
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[9] = condval_8;
  }
  int cse_v23 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_9;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_9 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)]));
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[10] = condval_9;
  }
  int cse_v24 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_10;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_10 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)]));
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[11] = condval_10;
  }
  int cse_v25 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_11;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_11 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)]));
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[12] = condval_11;
  }
  int cse_v26 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_12;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_12 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)]));
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[13] = condval_12;
  }
  int cse_v27 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    float condval_13;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_13 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)]));
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[14] = condval_13;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    int cse_v28 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504);
    float condval_14;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) {
      condval_14 = (((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504)]) * ((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504)]));
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[15] = condval_14;
  }
  int cse_v5 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63));
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v6 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567);
    float condval_15;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_15 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567)]));
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[16] = condval_15;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v7 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630);
    float condval_16;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_16 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630)]));
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[17] = condval_16;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693);
    float condval_17;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_17 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693)]));
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[18] = condval_17;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756);
    float condval_18;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_18 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756)]));
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[19] = condval_18;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v10 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819);
    float condval_19;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_19 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819)]));
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[20] = condval_19;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v11 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882);
    float condval_20;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_20 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882)]));
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[21] = condval_20;
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    int cse_v12 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945);
    float condval_21;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 63) {
      condval_21 = (((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945)]) * ((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945)]));
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    sq_pad_local_ptr[22] = condval_21;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    Y_local_ptr[0] = ((half)(((float)X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[0] + sq_pad_local_ptr[1]) + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5]) + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[1] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[1] + sq_pad_local_ptr[2]) + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5]) + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[2] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[2] + sq_pad_local_ptr[3]) + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5]) + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[3] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[3] + sq_pad_local_ptr[4]) + sq_pad_local_ptr[5]) + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[18]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[4] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[4] + sq_pad_local_ptr[5]) + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[19]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[5] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[5] + sq_pad_local_ptr[6]) + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[20]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[6] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[6] + sq_pad_local_ptr[7]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[21]))))));
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 504) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126)) {
    Y_local_ptr[7] = ((half)(((float)X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)]) * (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * (((((((((((((((sq_pad_local_ptr[7] + sq_pad_local_ptr[8]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[22]))))));
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567) {
    Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))] = Y_local_ptr[0];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)] = Y_local_ptr[1];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)] = Y_local_ptr[2];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)] = Y_local_ptr[3];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)] = Y_local_ptr[4];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)] = Y_local_ptr[5];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)] = Y_local_ptr[6];
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) < 126) && (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 567)) {
    Y_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 189) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 189) / 63) * 504)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)] = Y_local_ptr[7];
  }
}

