
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

#include <mma.h>

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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}

__forceinline__ __device__ void ptx_cp_async_legacy_cg_16_2_2(void* dst, int dst_off, void* src, int src_off) {
  uint8_t* dst_p = (uint8_t*)dst + dst_off * 2;
  uint8_t* src_p = (uint8_t*)src + src_off * 2;
  unsigned int dst_addr = __cvta_generic_to_shared(dst_p);
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;"
    :: "r"(dst_addr), "l"(src_p), "n"(16));
}

__forceinline__ __device__ void ptx_cp_async_legacy_pred_cg_16_2_2(void* dst, int dst_off, void* src, int src_off, int predicate) {
  uint8_t* dst_p = (uint8_t*)dst + dst_off * 2;
  uint8_t* src_p = (uint8_t*)src + src_off * 2;
  unsigned int dst_addr = __cvta_generic_to_shared(dst_p);
  __asm__ __volatile__(
    "{\n"
    " .reg .pred p;\n"
    " setp.eq.u32 p, %3, 1;\n"
    " @p cp.async.cg.shared.global [%0], [%1], %2;\n"
    " @!p st.shared.v4.u32 [%0], {%4, %4, %4, %4};\n"
    "}\n"
    :: "r"(dst_addr), "l"(src_p), "n"(16), "r"(predicate), "r"(0)
  );
}
extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel(half* __restrict__ V_ptr, half* __restrict__ X_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_1(half* __restrict__ U_ptr, half* __restrict__ W_ptr);
extern "C" __global__ void __launch_bounds__(128) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_2(float* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_3(float* __restrict__ M_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel(half* __restrict__ V_ptr, half* __restrict__ X_ptr) {
  int cse_v1 = (((int)blockIdx.x) % 49);
  int cse_v2 = (((int)blockIdx.x) % 7);
  int cse_v31 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v75 = ((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x));
  int cse_v77 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3328);
  int cse_v78 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3328);
  int cse_v79 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840);
  float condval;
  if ((7 <= (((int)blockIdx.x) % 49)) && (1 <= (((int)blockIdx.x) % 7))) {
    condval = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3840)]);
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_1;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_1 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3328)]);
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_2;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_2 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3328)]);
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((half)(((condval + (condval_1 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_2)) + ((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)])) * -0x1p+0f/*-1.000000e+00*/)));
  int cse_v80 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3584);
  int cse_v81 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584);
  float condval_3;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_3 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3584)]);
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_4;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_4 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3328)]);
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 401408)] = ((half)(((condval_3 + condval_4) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)]))) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)]))));
  float condval_5;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_5 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3584)]);
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_6;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_6 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3328)]);
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 802816)] = ((half)((((condval_5 * -0x1p+0f/*-1.000000e+00*/) + condval_6) + ((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)])) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)]))));
  int cse_v82 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 4096);
  float condval_7;
  if (7 <= (((int)blockIdx.x) % 49)) {
    condval_7 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3584)]);
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_8;
  if ((7 <= (((int)blockIdx.x) % 49)) && ((((int)blockIdx.x) % 7) < 6)) {
    condval_8 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 3072)]);
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_9;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_9 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 4096)]);
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 1204224)] = ((half)(((condval_7 + (condval_8 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)]))) + ((-0x1p+0f/*-1.000000e+00*/ * condval_9) * -0x1p+0f/*-1.000000e+00*/)));
  int cse_v83 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 256);
  int cse_v84 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256);
  float condval_10;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_10 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 256)]);
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_11;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_11 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3328)]);
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 1605632)] = ((half)(((condval_10 + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)]) * -0x1p+0f/*-1.000000e+00*/)) + condval_11) + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)]) * -0x1p+0f/*-1.000000e+00*/)));
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 2007040)] = ((half)(((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)])) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)])) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)])));
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 2408448)] = ((half)((((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) * -0x1p+0f/*-1.000000e+00*/) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)])) + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)]) * -0x1p+0f/*-1.000000e+00*/)) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)])));
  int cse_v85 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 512);
  float condval_12;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_12 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 512)]);
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_13;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_13 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 4096)]);
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 2809856)] = ((half)(((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) + (condval_12 * -0x1p+0f/*-1.000000e+00*/)) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)])) + (condval_13 * -0x1p+0f/*-1.000000e+00*/)));
  float condval_14;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_14 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 256)]);
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_15;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_15 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3328)]);
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 3211264)] = ((half)((((-0x1p+0f/*-1.000000e+00*/ * condval_14) + ((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)])) * -0x1p+0f/*-1.000000e+00*/)) + condval_15) + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)]) * -0x1p+0f/*-1.000000e+00*/)));
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 3612672)] = ((half)((((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))])) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)]))) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)])) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)])));
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 4014080)] = ((half)(((((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))])) * -0x1p+0f/*-1.000000e+00*/) + (-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)]))) + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)]) * -0x1p+0f/*-1.000000e+00*/)) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3840)])));
  float condval_16;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_16 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 512)]);
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_17;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_17 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 4096)]);
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 4415488)] = ((half)((((-0x1p+0f/*-1.000000e+00*/ * ((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))])) + ((-0x1p+0f/*-1.000000e+00*/ * condval_16) * -0x1p+0f/*-1.000000e+00*/)) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 3584)])) + (condval_17 * -0x1p+0f/*-1.000000e+00*/)));
  int cse_v86 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7424);
  float condval_18;
  if (1 <= (((int)blockIdx.x) % 7)) {
    condval_18 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) - 256)]);
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_19;
  if (((((int)blockIdx.x) % 49) < 42) && (1 <= (((int)blockIdx.x) % 7))) {
    condval_19 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 6912)]);
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_20;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_20 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7424)]);
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 4816896)] = ((half)(((condval_18 + (((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)]) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_19)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_20) * -0x1p+0f/*-1.000000e+00*/)));
  int cse_v87 = (((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7168);
  float condval_21;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_21 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7168)]);
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_22;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_22 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7424)]);
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 5218304)] = ((half)(((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)])) + (-0x1p+0f/*-1.000000e+00*/ * condval_21)) + (-0x1p+0f/*-1.000000e+00*/ * condval_22)));
  float condval_23;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_23 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7168)]);
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_24;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_24 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7424)]);
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 5619712)] = ((half)((((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) * -0x1p+0f/*-1.000000e+00*/) + ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 256)])) + ((-0x1p+0f/*-1.000000e+00*/ * condval_23) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_24)));
  float condval_25;
  if ((((int)blockIdx.x) % 7) < 6) {
    condval_25 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 512)]);
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_26;
  if ((((int)blockIdx.x) % 49) < 42) {
    condval_26 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7168)]);
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  float condval_27;
  if (((((int)blockIdx.x) % 49) < 42) && ((((int)blockIdx.x) % 7) < 6)) {
    condval_27 = ((float)X_ptr[(((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x)) + 7680)]);
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 6021120)] = ((half)(((((float)X_ptr[((((((int)blockIdx.x) / 7) * 7168) + ((((int)blockIdx.x) % 7) * 512)) + ((int)threadIdx.x))]) + (condval_25 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_26)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_27) * -0x1p+0f/*-1.000000e+00*/)));
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_1(half* __restrict__ U_ptr, half* __restrict__ W_ptr) {
  int cse_v3 = (((int)blockIdx.x) >> 10);
  float cse_v4 = ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v5 = (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
  int cse_v32 = ((((int)blockIdx.x) & 1023) >> 8);
  float cse_v33 = ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
  float cse_v34 = (((((int)blockIdx.x) >> 10) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
  float cse_v55 = (((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  int cse_v56 = (((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x));
  float cse_v57 = ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  float cse_v58 = ((((((int)blockIdx.x) & 1023) >> 8) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
  float cse_v59 = (((((int)blockIdx.x) >> 10) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
  U_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((half)(((((((((((((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[(((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x))])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 256)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 512)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)blockIdx.x) >> 10) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 768)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)blockIdx.x) >> 10) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 1024)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)blockIdx.x) >> 10) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 1280)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)blockIdx.x) >> 10) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 1536)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)blockIdx.x) >> 10) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 1792)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)blockIdx.x) >> 10) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)blockIdx.x) >> 10) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)blockIdx.x) >> 10) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * ((float)W_ptr[((((((int)blockIdx.x) & 255) * 2304) + ((int)threadIdx.x)) + 2048)])) * ((((((int)blockIdx.x) & 1023) >> 8) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)blockIdx.x) & 1023) >> 8) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))));
}

extern "C" __global__ void __launch_bounds__(128) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_2(float* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float M_reindex_pad_shared_dyn_warp_ptr[128];
  alignas(64) half V_reindex_pad_shared_dyn_warp_ptr[2048];
  alignas(64) half U_reindex_shared_dyn_warp_ptr[2048];
  for (int ax1_0_2_init = 0; ax1_0_2_init < 4; ++ax1_0_2_init) {
    for (int ax2_0_2_init = 0; ax2_0_2_init < 4; ++ax2_0_2_init) {
      for (int i = 0; i < 8; ++i) {
M_reindex_pad_shared_dyn_warp_ptr[((ax1_0_2_init * 32) + (ax2_0_2_init * 8)) + i] = 0.0;}
;
    }
  }
  int cse_v6 = (((int)blockIdx.x) >> 1);
  int cse_v7 = (((int)threadIdx.y) * 2048);
  int cse_v8 = (((int)threadIdx.x) >> 2);
  int cse_v9 = (((int)threadIdx.x) & 3);
  int cse_v10 = (((int)threadIdx.y) * 320);
  int cse_v11 = (((int)blockIdx.x) & 1);
  int cse_v35 = ((((int)blockIdx.x) >> 1) * 4);
  int cse_v36 = ((((int)threadIdx.x) >> 2) * 256);
  int cse_v37 = ((((int)threadIdx.x) & 3) * 8);
  int cse_v38 = ((((int)threadIdx.x) >> 2) * 40);
  int cse_v60 = ((((int)blockIdx.z) * 401408) + ((((int)blockIdx.x) >> 1) * 32768));
  int cse_v61 = ((((int)blockIdx.z) * 65536) + ((((int)blockIdx.x) & 1) * 32768));
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 4; ++ax0_ax1_fused_0) {
    ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 15360), V_ptr, ((((((((int)blockIdx.z) * 401408) + ((((int)blockIdx.x) >> 1) * 32768)) + (ax0_ax1_fused_0 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)), ((((((int)blockIdx.x) >> 1) * 4) + ax0_ax1_fused_0) < 49));
  }
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 4; ++ax0_ax1_fused_0_1) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((ax0_ax1_fused_0_1 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)), U_ptr, ((((((((int)blockIdx.z) * 65536) + ((((int)blockIdx.x) & 1) * 32768)) + (ax0_ax1_fused_0_1 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 4; ++ax0_ax1_fused_0_2) {
    ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_2 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 20480), V_ptr, (((((((((int)blockIdx.z) * 401408) + ((((int)blockIdx.x) >> 1) * 32768)) + (ax0_ax1_fused_0_2 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)) + 32), ((((((int)blockIdx.x) >> 1) * 4) + ax0_ax1_fused_0_2) < 49));
  }
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 4; ++ax0_ax1_fused_0_3) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_3 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 5120), U_ptr, (((((((((int)blockIdx.z) * 65536) + ((((int)blockIdx.x) & 1) * 32768)) + (ax0_ax1_fused_0_3 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)) + 32));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v13 = (((int)threadIdx.x) * 8);
  int cse_v14 = (((int)threadIdx.y) >> 1);
  int cse_v15 = (((int)threadIdx.x) & 15);
  int cse_v16 = (((int)threadIdx.x) >> 4);
  int cse_v17 = (((int)threadIdx.y) & 1);
  int cse_v40 = ((((int)threadIdx.y) >> 1) * 2560);
  int cse_v41 = ((((int)threadIdx.y) & 1) * 2560);
  int cse_v64 = (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8));
  int cse_v76 = ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8));
  for (int ax3_0_0 = 0; ax3_0_0 < 6; ++ax3_0_0) {
    int cse_v12 = (ax3_0_0 * 32);
    int cse_v62 = (((ax3_0_0 + 2) % 3) * 5120);
    __syncthreads();
    for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 4; ++ax0_ax1_fused_0_4) {
      ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, ((((((((ax3_0_0 + 2) % 3) * 5120) + (ax0_ax1_fused_0_4 * 1280)) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 15360), V_ptr, ((((((((((int)blockIdx.z) * 401408) + ((((int)blockIdx.x) >> 1) * 32768)) + (ax0_ax1_fused_0_4 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + (ax3_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 64), ((((((int)blockIdx.x) >> 1) * 4) + ax0_ax1_fused_0_4) < 49));
    }
    for (int ax0_ax1_fused_0_5 = 0; ax0_ax1_fused_0_5 < 4; ++ax0_ax1_fused_0_5) {
      ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((((ax3_0_0 + 2) % 3) * 5120) + (ax0_ax1_fused_0_5 * 1280)) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)), U_ptr, ((((((((((int)blockIdx.z) * 65536) + ((((int)blockIdx.x) & 1) * 32768)) + (ax0_ax1_fused_0_5 * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + (ax3_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 64));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    int cse_v39 = ((ax3_0_0 % 3) * 5120);
    int cse_v63 = (((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) >> 1) * 2560));
    int cse_v65 = (((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) & 1) * 2560));
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ax0_0 = 0; ax0_0 < 4; ++ax0_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) >> 1) * 2560)) + (ax0_0 * 640)) + 15360)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_1 = 0; ax0_0_1 < 4; ++ax0_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) & 1) * 2560)) + (ax0_0_1 * 640))])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_2 = 0; ax0_0_2 < 4; ++ax0_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) >> 1) * 2560)) + (ax0_0_2 * 640)) + 15376)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_3 = 0; ax0_0_3 < 4; ++ax0_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 % 3) * 5120) + ((((int)threadIdx.y) & 1) * 2560)) + (ax0_0_3 * 640)) + 16)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_2 = 0; ax1_0_2 < 4; ++ax1_0_2) {
      for (int ax2_0_2 = 0; ax2_0_2 < 4; ++ax2_0_2) {
        int cse_v18 = (ax2_0_2 * 256);
        int cse_v42 = ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v43 = ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v66 = (((ax1_0_2 * 1024) + (ax2_0_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 32) + (ax2_0_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2 * 32) + (ax2_0_2 * 8)) + 4)))[3]));
  }
      }
    }
    for (int ax1_0_2_1 = 0; ax1_0_2_1 < 4; ++ax1_0_2_1) {
      for (int ax2_0_2_1 = 0; ax2_0_2_1 < 4; ++ax2_0_2_1) {
        int cse_v19 = (ax2_0_2_1 * 256);
        int cse_v44 = ((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8));
        int cse_v67 = (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024);
        int cse_v68 = (((ax1_0_2_1 * 1024) + (ax2_0_2_1 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_1 * 32) + (ax2_0_2_1 * 8)) + 4)))[3]));
  }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ax0_0_4 = 0; ax0_0_4 < 4; ++ax0_0_4) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 2560) + (ax0_0_4 * 640)) + 15360)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_5 = 0; ax0_0_5 < 4; ++ax0_0_5) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 1) * 2560) + (ax0_0_5 * 640))])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_6 = 0; ax0_0_6 < 4; ++ax0_0_6) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 2560) + (ax0_0_6 * 640)) + 15376)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_7 = 0; ax0_0_7 < 4; ++ax0_0_7) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 2560) + (ax0_0_7 * 640)) + 16)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_2_2 = 0; ax1_0_2_2 < 4; ++ax1_0_2_2) {
    for (int ax2_0_2_2 = 0; ax2_0_2_2 < 4; ++ax2_0_2_2) {
      int cse_v20 = (ax2_0_2_2 * 256);
      int cse_v45 = ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v46 = ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v69 = (((ax1_0_2_2 * 1024) + (ax2_0_2_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_2 * 32) + (ax2_0_2_2 * 8)) + 4)))[3]));
  }
    }
  }
  for (int ax1_0_2_3 = 0; ax1_0_2_3 < 4; ++ax1_0_2_3) {
    for (int ax2_0_2_3 = 0; ax2_0_2_3 < 4; ++ax2_0_2_3) {
      int cse_v21 = (ax2_0_2_3 * 256);
      int cse_v47 = ((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8));
      int cse_v70 = (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024);
      int cse_v71 = (((ax1_0_2_3 * 1024) + (ax2_0_2_3 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_3 * 32) + (ax2_0_2_3 * 8)) + 4)))[3]));
  }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ax0_0_8 = 0; ax0_0_8 < 4; ++ax0_0_8) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 2560) + (ax0_0_8 * 640)) + 20480)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_9 = 0; ax0_0_9 < 4; ++ax0_0_9) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 2560) + (ax0_0_9 * 640)) + 5120)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_10 = 0; ax0_0_10 < 4; ++ax0_0_10) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 2560) + (ax0_0_10 * 640)) + 20496)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_11 = 0; ax0_0_11 < 4; ++ax0_0_11) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 2560) + (ax0_0_11 * 640)) + 5136)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "=r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_2_4 = 0; ax1_0_2_4 < 4; ++ax1_0_2_4) {
    for (int ax2_0_2_4 = 0; ax2_0_2_4 < 4; ++ax2_0_2_4) {
      int cse_v22 = (ax2_0_2_4 * 256);
      int cse_v48 = ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8));
      int cse_v49 = ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8));
      int cse_v72 = (((ax1_0_2_4 * 1024) + (ax2_0_2_4 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_4 * 32) + (ax2_0_2_4 * 8)) + 4)))[3]));
  }
    }
  }
  for (int ax1_0_2_5 = 0; ax1_0_2_5 < 4; ++ax1_0_2_5) {
    for (int ax2_0_2_5 = 0; ax2_0_2_5 < 4; ++ax2_0_2_5) {
      int cse_v23 = (ax2_0_2_5 * 256);
      int cse_v50 = ((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8));
      int cse_v73 = (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024);
      int cse_v74 = (((ax1_0_2_5 * 1024) + (ax2_0_2_5 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + ((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[0]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[1]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[2]), "=f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[3])
      : "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[0]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[1]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[2]), "r"(((unsigned *)(V_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1024)))[3]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[0]), "r"(((unsigned *)(U_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 1028)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[0]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[1]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[2]), "f"(((float *)(M_reindex_pad_shared_dyn_warp_ptr + (((ax1_0_2_5 * 32) + (ax2_0_2_5 * 8)) + 4)))[3]));
  }
    }
  }
  int cse_v51 = ((((int)threadIdx.y) >> 1) * 8192);
  int cse_v52 = ((((int)threadIdx.y) & 1) * 64);
  __syncthreads();
  for (int ax0_0_12 = 0; ax0_0_12 < 4; ++ax0_0_12) {
    for (int ax1_0 = 0; ax1_0 < 4; ++ax1_0) {
      for (int local_id = 0; local_id < 8; ++local_id) {
        ((float*)buf_dyn_shmem_ptr)[((((((((((((int)threadIdx.y) >> 1) * 8192) + (ax0_0_12 * 2048)) + (((local_id & 3) >> 1) * 1024)) + ((((int)threadIdx.x) >> 2) * 128)) + ((((int)threadIdx.y) & 1) * 64)) + (ax1_0 * 16)) + ((local_id >> 2) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (local_id & 1))] = __shfl_sync(__activemask(), M_reindex_pad_shared_dyn_warp_ptr[(((ax0_0_12 * 32) + (ax1_0 * 8)) + local_id)], ((int)threadIdx.x), 32);
      }
    }
  }
  __syncthreads();
  for (int ax0_ax1_fused_0_6 = 0; ax0_ax1_fused_0_6 < 32; ++ax0_ax1_fused_0_6) {
    if (((((((int)blockIdx.x) >> 1) * 4) + ((((int)threadIdx.y) >> 1) * 2)) + (ax0_ax1_fused_0_6 >> 4)) < 49) {
      int cse_v53 = ((((int)threadIdx.x) & 15) * 4);
      *(float4*)(M_ptr + ((((((((((int)blockIdx.z) * 401408) + ((((int)blockIdx.x) >> 1) * 32768)) + ((((int)threadIdx.y) >> 1) * 16384)) + (ax0_ax1_fused_0_6 * 512)) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)blockIdx.x) & 1) * 128)) + ((((int)threadIdx.y) & 1) * 64)) + ((((int)threadIdx.x) & 15) * 4))) = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) >> 1) * 8192) + (ax0_ax1_fused_0_6 * 256)) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.y) & 1) * 64)) + ((((int)threadIdx.x) & 15) * 4)));
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algowinograd_float16_kernel_3(float* __restrict__ M_ptr, half* __restrict__ Y_ptr) {
  float cse_v24 = ((((((int)blockIdx.x) % 28) / 14) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
  int cse_v25 = (((int)blockIdx.x) & 1);
  float cse_v26 = (((((int)blockIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v27 = (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
  float cse_v28 = (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
  float cse_v29 = ((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
  float cse_v30 = ((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
  int cse_v54 = ((((int)blockIdx.x) % 28) / 14);
  int cse_v88 = ((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x));
  Y_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((half)(((((((((((((((((((((((int)blockIdx.x) % 28) / 14) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x))]) * (((((int)blockIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)) + (((((((int)blockIdx.x) % 28) / 14) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 401408)])) + ((((((((int)blockIdx.x) % 28) / 14) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 802816)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((int)blockIdx.x) % 28) / 14) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 1204224)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 1605632)] * (((((int)blockIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 2007040)]) + (M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 2408448)] * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + (M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 2809856)] * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 3211264)]) * (((((int)blockIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 3612672)])) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 4014080)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 4415488)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 4816896)]) * (((((int)blockIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 5218304)])) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 5619712)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((int)blockIdx.x) % 28) / 14) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) / 28) * 1792) + (((((int)blockIdx.x) % 14) >> 1) * 256)) + ((int)threadIdx.x)) + 6021120)]) * (((((int)blockIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))));
}

