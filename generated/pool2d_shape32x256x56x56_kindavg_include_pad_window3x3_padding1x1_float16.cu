
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) half xv_ptr[24];
  alignas(64) half xe_ptr[6];
  alignas(64) half vm_ptr[10];
  alignas(64) float ob_ptr[8];
  alignas(64) half yb_ptr[8];
  xe_ptr[0] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  xe_ptr[1] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  xe_ptr[2] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  xe_ptr[3] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  xe_ptr[4] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  xe_ptr[5] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392);
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7);
  int cse_v5 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136);
  int cse_v6 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7);
  int cse_v7 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8);
  int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8));
  *(uint4*)(xv_ptr + 0) = *(uint4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)));
  int cse_v4 = ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8));
  *(uint4*)(xv_ptr + 8) = *(uint4*)(X_ptr + ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8)));
  int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8));
  *(uint4*)(xv_ptr + 16) = *(uint4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)));
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7)) {
    xe_ptr[0] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) < 6) {
    xe_ptr[1] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)) + 8)];
  }
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7)) {
    xe_ptr[2] = X_ptr[(((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) < 6) {
    xe_ptr[3] = X_ptr[(((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8)) + 8)];
  }
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7)) {
    xe_ptr[4] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) < 6) {
    xe_ptr[5] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 392) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 7) * 8)) + 8)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) < 7) {
    xv_ptr[0] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[1] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[2] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[3] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[4] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[5] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[6] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[7] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xe_ptr[0] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xe_ptr[1] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 392) / 7) == 55) {
    xv_ptr[16] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[17] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[18] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[19] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[20] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[21] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[22] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xv_ptr[23] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xe_ptr[4] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    xe_ptr[5] = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  ob_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[0] = (ob_ptr[0] + ((float)xe_ptr[0]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[0]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[1]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xe_ptr[2]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[8]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[9]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xe_ptr[4]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[16]));
  ob_ptr[0] = (ob_ptr[0] + ((float)xv_ptr[17]));
  yb_ptr[0] = ((half)(ob_ptr[0] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[0]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[1]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[2]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[8]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[9]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[10]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[16]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[17]));
  ob_ptr[1] = (ob_ptr[1] + ((float)xv_ptr[18]));
  yb_ptr[1] = ((half)(ob_ptr[1] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[1]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[2]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[3]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[9]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[10]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[11]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[17]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[18]));
  ob_ptr[2] = (ob_ptr[2] + ((float)xv_ptr[19]));
  yb_ptr[2] = ((half)(ob_ptr[2] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[2]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[3]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[4]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[10]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[11]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[12]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[18]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[19]));
  ob_ptr[3] = (ob_ptr[3] + ((float)xv_ptr[20]));
  yb_ptr[3] = ((half)(ob_ptr[3] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[3]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[4]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[5]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[11]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[12]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[13]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[19]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[20]));
  ob_ptr[4] = (ob_ptr[4] + ((float)xv_ptr[21]));
  yb_ptr[4] = ((half)(ob_ptr[4] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[4]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[5]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[6]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[12]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[13]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[14]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[20]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[21]));
  ob_ptr[5] = (ob_ptr[5] + ((float)xv_ptr[22]));
  yb_ptr[5] = ((half)(ob_ptr[5] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[5]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[6]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[7]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[13]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[14]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[15]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[21]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[22]));
  ob_ptr[6] = (ob_ptr[6] + ((float)xv_ptr[23]));
  yb_ptr[6] = ((half)(ob_ptr[6] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  ob_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[6]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[7]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xe_ptr[1]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[14]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[15]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xe_ptr[3]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[22]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xv_ptr[23]));
  ob_ptr[7] = (ob_ptr[7] + ((float)xe_ptr[5]));
  yb_ptr[7] = ((half)(ob_ptr[7] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/));
  *(uint4*)(Y_ptr + ((((int)blockIdx.x) * 2048) + (((int)threadIdx.x) * 8))) = *(uint4*)(yb_ptr + 0);
}

