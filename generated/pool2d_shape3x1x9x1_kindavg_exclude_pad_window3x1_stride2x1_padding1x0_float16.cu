
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
extern "C" __global__ void __launch_bounds__(32) pool2d_shape3x1x9x1_kindavg_exclude_pad_window3x1_stride2x1_padding1x0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(32) pool2d_shape3x1x9x1_kindavg_exclude_pad_window3x1_stride2x1_padding1x0_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, 0, 0, 32);
  int bx = 0;
  int tx = ((int)threadIdx.x);
  alignas(64) half xv_ptr[3];
  alignas(64) half xe_ptr[3];
  alignas(64) half vm_ptr[1];
  alignas(64) float ob_ptr[1];
  alignas(64) half yb_ptr[1];
  int cse_v1 = (((int)threadIdx.x) % 5);
  int cse_v3 = ((((int)threadIdx.x) % 5) * 2);
  if (((int)threadIdx.x) < 15) {
    int cse_v2 = ((((int)threadIdx.x) / 5) * 9);
    xv_ptr[0] = X_ptr[(((((int)threadIdx.x) / 5) * 9) + max((((((int)threadIdx.x) % 5) * 2) - 1), 0))];
    xv_ptr[1] = X_ptr[(((((int)threadIdx.x) / 5) * 9) + ((((int)threadIdx.x) % 5) * 2))];
    xv_ptr[2] = X_ptr[(((((int)threadIdx.x) / 5) * 9) + min((((((int)threadIdx.x) % 5) * 2) + 1), 8))];
  }
  if (((int)threadIdx.x) < 15) {
  }
  if ((((int)threadIdx.x) % 5) < 1) {
    xv_ptr[0] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  if (((((int)threadIdx.x) % 5) * 2) == 8) {
    xv_ptr[2] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  ob_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[0]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[1]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[2]));
  float cse_v4 = ((float)((10 - max(((((int)threadIdx.x) % 5) * 2), 7)) - max((1 - ((((int)threadIdx.x) % 5) * 2)), 0)));
  float condval;
  if (0x1p-1f/*5.000000e-01*/ < ((float)((10 - max(((((int)threadIdx.x) % 5) * 2), 7)) - max((1 - ((((int)threadIdx.x) % 5) * 2)), 0)))) {
    condval = (ob_ptr[0] / max(((float)((10 - max(((((int)threadIdx.x) % 5) * 2), 7)) - max((1 - ((((int)threadIdx.x) % 5) * 2)), 0))), 0x1p+0f/*1.000000e+00*/));
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  yb_ptr[0] = ((half)condval);
  if (((int)threadIdx.x) < 15) {
    Y_ptr[((int)threadIdx.x)] = yb_ptr[0];
  }
}

