
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
extern "C" __global__ void __launch_bounds__(480) softmax_shape2x300x6x10_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(480) softmax_shape2x300x6x10_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  __shared__ alignas(64) half X_shared_ptr[18000];
  alignas(64) float in_thread_x_max_shared_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr[480];
  __shared__ alignas(64) float x_max_shared_ptr[60];
  alignas(64) float in_thread_x_sum_shared_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr_1[480];
  __shared__ alignas(64) float x_sum_shared_ptr[60];
  int cse_v1 = (((int)blockIdx.x) * 18000);
  for (int ax0_ax1_ax2_ax3_0_fused_0_0 = 0; ax0_ax1_ax2_ax3_0_fused_0_0 < 2; ++ax0_ax1_ax2_ax3_0_fused_0_0) {
    int cse_v2 = (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360);
    int cse_v3 = (((int)threadIdx.y) * 120);
    int cse_v4 = (((int)threadIdx.x) * 2);
    int cse_v9 = (((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2));
    int cse_v10 = ((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2));
    *(half2*)(X_shared_ptr + (((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2))) = *(half2*)(X_ptr + ((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)));
    *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 960)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 960));
    int cse_v8 = ((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1));
    if (((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 67) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 1920)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 1920));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 63) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 2880)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 2880));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 59) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 3840)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 3840));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 55) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 4800)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 4800));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 51) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 5760)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 5760));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 47) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 6720)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 6720));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 43) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 7680)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 7680));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 39) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 8640)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 8640));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 35) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 9600)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 9600));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 31) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 10560)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 10560));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 27) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 11520)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 11520));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 23) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 12480)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 12480));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 19) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 13440)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 13440));
    }
    if ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 64) + (((int)threadIdx.y) >> 1)) < 15) && (ax0_ax1_ax2_ax3_0_fused_0_0 < 1)) {
      *(half2*)(X_shared_ptr + ((((ax0_ax1_ax2_ax3_0_fused_0_0 * 15360) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 14400)) = *(half2*)(X_ptr + (((((((int)blockIdx.x) * 18000) + (ax0_ax1_ax2_ax3_0_fused_0_0 * 15360)) + (((int)threadIdx.y) * 120)) + (((int)threadIdx.x) * 2)) + 14400));
    }
  }
  in_thread_x_max_shared_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
  int cse_v5 = (((int)threadIdx.y) >> 2);
  int cse_v6 = (((int)threadIdx.y) * 60);
  __syncthreads();
  for (int ax3_0 = 0; ax3_0 < 38; ++ax3_0) {
    if (((ax3_0 * 2) + (((int)threadIdx.y) >> 2)) < 75) {
      in_thread_x_max_shared_ptr[0] = max(in_thread_x_max_shared_ptr[0], ((float)X_shared_ptr[(((ax3_0 * 480) + (((int)threadIdx.y) * 60)) + ((int)threadIdx.x))]));
    }
  }
  __syncthreads();
  ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = in_thread_x_max_shared_ptr[0];
  __syncthreads();
  if (((int)threadIdx.y) < 4) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 4)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 2) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 2)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 1) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = max(((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))], ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 1)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) == 0) {
    x_max_shared_ptr[((int)threadIdx.x)] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 8)];
  }
  in_thread_x_sum_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  __syncthreads();
  for (int ax3_0_1 = 0; ax3_0_1 < 38; ++ax3_0_1) {
    if (((ax3_0_1 * 2) + (((int)threadIdx.y) >> 2)) < 75) {
      in_thread_x_sum_shared_ptr[0] = (in_thread_x_sum_shared_ptr[0] + __expf((((float)X_shared_ptr[(((ax3_0_1 * 480) + (((int)threadIdx.y) * 60)) + ((int)threadIdx.x))]) - x_max_shared_ptr[((int)threadIdx.x)])));
    }
  }
  __syncthreads();
  ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = in_thread_x_sum_shared_ptr[0];
  __syncthreads();
  if (((int)threadIdx.y) < 4) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 4)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 2) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 2)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 1) {
    ((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr_1)[((((int)threadIdx.x) * 8) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr_1)[(((((int)threadIdx.x) * 8) + ((int)threadIdx.y)) + 1)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) == 0) {
    x_sum_shared_ptr[((int)threadIdx.x)] = ((volatile float*)red_buf0_ptr_1)[(((int)threadIdx.x) * 8)];
  }
  __syncthreads();
  for (int c_0 = 0; c_0 < 38; ++c_0) {
    if (((c_0 * 2) + (((int)threadIdx.y) >> 2)) < 75) {
      int cse_v7 = (c_0 * 480);
      Y_ptr[((((((int)blockIdx.x) * 18000) + (c_0 * 480)) + (((int)threadIdx.y) * 60)) + ((int)threadIdx.x))] = ((half)(__expf((((float)X_shared_ptr[(((c_0 * 480) + (((int)threadIdx.y) * 60)) + ((int)threadIdx.x))]) - x_max_shared_ptr[((int)threadIdx.x)])) * (0x1p+0f/*1.000000e+00*/ / x_sum_shared_ptr[((int)threadIdx.x)])));
    }
  }
}

