
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) half xv_ptr[16];
  alignas(64) half xe_ptr[2];
  alignas(64) half vm_ptr[8];
  alignas(64) float ob_ptr[4];
  alignas(64) half yb_ptr[4];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 7) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8));
  *(uint4*)(xv_ptr + 0) = *(uint4*)(X_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 7) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)));
  *(uint4*)(xv_ptr + 8) = *(uint4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 7) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)) + 56));
  ob_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[0]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[1]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[8]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[9]));
  yb_ptr[0] = ((half)(ob_ptr[0] / 0x1p+2f/*4.000000e+00*/));
  ob_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[2]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[3]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[10]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[11]));
  yb_ptr[1] = ((half)(ob_ptr[1] / 0x1p+2f/*4.000000e+00*/));
  ob_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[4]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[5]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[12]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[13]));
  yb_ptr[2] = ((half)(ob_ptr[2] / 0x1p+2f/*4.000000e+00*/));
  ob_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[6]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[7]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[14]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[15]));
  yb_ptr[3] = ((half)(ob_ptr[3] / 0x1p+2f/*4.000000e+00*/));
  *(half4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(half4*)(yb_ptr + 0);
}

