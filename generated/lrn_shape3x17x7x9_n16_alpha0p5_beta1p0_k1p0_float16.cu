
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
extern "C" __global__ void __launch_bounds__(256) lrn_shape3x17x7x9_n16_alpha0p5_beta1p0_k1p0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) lrn_shape3x17x7x9_n16_alpha0p5_beta1p0_k1p0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) half xr_ptr[31];
  alignas(64) float sq_ptr[31];
  alignas(64) half yr_ptr[1];
  alignas(64) float s_ptr[1];
  alignas(64) float r_ptr[1];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 378) {
    int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126);
    int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63);
    int cse_v4 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63);
    int cse_v5 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071);
    int cse_v22 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63));
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[0] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 441)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[1] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 378)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[2] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 315)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[3] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 252)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[4] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 189)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[5] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 126)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      xr_ptr[6] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) - 63)];
    }
    xr_ptr[7] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))];
    int cse_v6 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63));
    int cse_v7 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[8] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)];
    }
    int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[9] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)];
    }
    int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[10] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)];
    }
    int cse_v10 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[11] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)];
    }
    int cse_v11 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[12] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)];
    }
    int cse_v12 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[13] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)];
    }
    int cse_v13 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[14] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)];
    }
    int cse_v14 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[15] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504)];
    }
    int cse_v15 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[16] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567)];
    }
    int cse_v16 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[17] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630)];
    }
    int cse_v17 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[18] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693)];
    }
    int cse_v18 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[19] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756)];
    }
    int cse_v19 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[20] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819)];
    }
    int cse_v20 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[21] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882)];
    }
    int cse_v21 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945);
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[22] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945)];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      xr_ptr[23] = X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 1008)];
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[0] = (((float)xr_ptr[0]) * ((float)xr_ptr[0]));
    } else {
      sq_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[1] = (((float)xr_ptr[1]) * ((float)xr_ptr[1]));
    } else {
      sq_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[2] = (((float)xr_ptr[2]) * ((float)xr_ptr[2]));
    } else {
      sq_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[3] = (((float)xr_ptr[3]) * ((float)xr_ptr[3]));
    } else {
      sq_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[4] = (((float)xr_ptr[4]) * ((float)xr_ptr[4]));
    } else {
      sq_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[5] = (((float)xr_ptr[5]) * ((float)xr_ptr[5]));
    } else {
      sq_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) == 1) {
      sq_ptr[6] = (((float)xr_ptr[6]) * ((float)xr_ptr[6]));
    } else {
      sq_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    }
    sq_ptr[7] = (((float)xr_ptr[7]) * ((float)xr_ptr[7]));
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[8] = (((float)xr_ptr[8]) * ((float)xr_ptr[8]));
    } else {
      sq_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[9] = (((float)xr_ptr[9]) * ((float)xr_ptr[9]));
    } else {
      sq_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[10] = (((float)xr_ptr[10]) * ((float)xr_ptr[10]));
    } else {
      sq_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[11] = (((float)xr_ptr[11]) * ((float)xr_ptr[11]));
    } else {
      sq_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[12] = (((float)xr_ptr[12]) * ((float)xr_ptr[12]));
    } else {
      sq_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[13] = (((float)xr_ptr[13]) * ((float)xr_ptr[13]));
    } else {
      sq_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[14] = (((float)xr_ptr[14]) * ((float)xr_ptr[14]));
    } else {
      sq_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[15] = (((float)xr_ptr[15]) * ((float)xr_ptr[15]));
    } else {
      sq_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    }
    s_ptr[0] = sq_ptr[0];
    s_ptr[0] = (s_ptr[0] + sq_ptr[1]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[2]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[3]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
    s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
    s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
    r_ptr[0] = rsqrtf(s_ptr[0]);
    yr_ptr[0] = ((half)(((float)xr_ptr[7]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
    Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) / 63) * 1008)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63))] = yr_ptr[0];
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[16] = (((float)xr_ptr[16]) * ((float)xr_ptr[16]));
    } else {
      sq_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[1];
      s_ptr[0] = (s_ptr[0] + sq_ptr[2]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[3]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[8]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 63)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[17] = (((float)xr_ptr[17]) * ((float)xr_ptr[17]));
    } else {
      sq_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[2];
      s_ptr[0] = (s_ptr[0] + sq_ptr[3]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[9]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 126)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[18] = (((float)xr_ptr[18]) * ((float)xr_ptr[18]));
    } else {
      sq_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[3];
      s_ptr[0] = (s_ptr[0] + sq_ptr[4]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[10]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 189)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[19] = (((float)xr_ptr[19]) * ((float)xr_ptr[19]));
    } else {
      sq_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[4];
      s_ptr[0] = (s_ptr[0] + sq_ptr[5]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[11]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 252)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[20] = (((float)xr_ptr[20]) * ((float)xr_ptr[20]));
    } else {
      sq_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[5];
      s_ptr[0] = (s_ptr[0] + sq_ptr[6]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[12]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 315)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[21] = (((float)xr_ptr[21]) * ((float)xr_ptr[21]));
    } else {
      sq_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[6];
      s_ptr[0] = (s_ptr[0] + sq_ptr[7]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[13]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 378)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[22] = (((float)xr_ptr[22]) * ((float)xr_ptr[22]));
    } else {
      sq_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[7];
      s_ptr[0] = (s_ptr[0] + sq_ptr[8]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[14]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 441)] = yr_ptr[0];
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      sq_ptr[23] = (((float)xr_ptr[23]) * ((float)xr_ptr[23]));
    } else {
      sq_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[8];
      s_ptr[0] = (s_ptr[0] + sq_ptr[9]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[15]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 504)] = yr_ptr[0];
    }
    sq_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[9];
      s_ptr[0] = (s_ptr[0] + sq_ptr[10]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[16]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 567)] = yr_ptr[0];
    }
    sq_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[10];
      s_ptr[0] = (s_ptr[0] + sq_ptr[11]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[17]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 630)] = yr_ptr[0];
    }
    sq_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[11];
      s_ptr[0] = (s_ptr[0] + sq_ptr[12]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[18]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 693)] = yr_ptr[0];
    }
    sq_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[12];
      s_ptr[0] = (s_ptr[0] + sq_ptr[13]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[19]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 756)] = yr_ptr[0];
    }
    sq_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[13];
      s_ptr[0] = (s_ptr[0] + sq_ptr[14]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[20]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 819)] = yr_ptr[0];
    }
    sq_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[14];
      s_ptr[0] = (s_ptr[0] + sq_ptr[15]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[21]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 882)] = yr_ptr[0];
    }
    sq_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 126) < 63) {
      s_ptr[0] = sq_ptr[15];
      s_ptr[0] = (s_ptr[0] + sq_ptr[16]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[17]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[18]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[19]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[20]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[21]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[22]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[23]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[24]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[25]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[26]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[27]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[28]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[29]);
      s_ptr[0] = (s_ptr[0] + sq_ptr[30]);
      s_ptr[0] = (0x1p+0f/*1.000000e+00*/ + (0x1p-5f/*3.125000e-02*/ * s_ptr[0]));
      r_ptr[0] = rsqrtf(s_ptr[0]);
      yr_ptr[0] = ((half)(((float)xr_ptr[22]) * (0x1p+0f/*1.000000e+00*/ / s_ptr[0])));
      Y_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 126) * 1071) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 63)) + 945)] = yr_ptr[0];
    }
  }
}

