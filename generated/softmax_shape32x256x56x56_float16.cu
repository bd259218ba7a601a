
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
__forceinline__ __device__ void tvm_builtin_ptx_rcp_approx_ftz_f32(float& __d, float __value) {
  asm volatile("rcp.approx.ftz.f32 %0, %1;" : "=f"(__d) : "f"(__value));
}
__forceinline__ __device__ void tvm_builtin_ptx_ex2_approx_ftz_f32(float& __d, float __value) {
  asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(__d) : "f"(__value));
}

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) softmax_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) half xr_ptr[64];
  alignas(64) float er_ptr[64];
  alignas(64) float mx_ptr[2];
  alignas(64) float sm_ptr[2];
  __shared__ alignas(64) float rm_ptr[512];
  __shared__ alignas(64) float rs_ptr[512];
  int cse_v3 = ((((int)threadIdx.x) & 31) * 2);
  int cse_v20 = (((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2));
  *(half2*)(xr_ptr + 0) = *(half2*)(X_ptr + (((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)));
  int cse_v21 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 25088);
  *(half2*)(xr_ptr + 2) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 25088));
  int cse_v22 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 50176);
  *(half2*)(xr_ptr + 4) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 50176));
  int cse_v23 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 75264);
  *(half2*)(xr_ptr + 6) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 75264));
  int cse_v24 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 100352);
  *(half2*)(xr_ptr + 8) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 100352));
  int cse_v25 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 125440);
  *(half2*)(xr_ptr + 10) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 125440));
  int cse_v26 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 150528);
  *(half2*)(xr_ptr + 12) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 150528));
  int cse_v27 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 175616);
  *(half2*)(xr_ptr + 14) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 175616));
  int cse_v28 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 200704);
  *(half2*)(xr_ptr + 16) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 200704));
  int cse_v29 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 225792);
  *(half2*)(xr_ptr + 18) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 225792));
  int cse_v30 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 250880);
  *(half2*)(xr_ptr + 20) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 250880));
  int cse_v31 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 275968);
  *(half2*)(xr_ptr + 22) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 275968));
  int cse_v32 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 301056);
  *(half2*)(xr_ptr + 24) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 301056));
  int cse_v33 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 326144);
  *(half2*)(xr_ptr + 26) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 326144));
  int cse_v34 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 351232);
  *(half2*)(xr_ptr + 28) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 351232));
  int cse_v35 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 376320);
  *(half2*)(xr_ptr + 30) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 376320));
  int cse_v36 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 401408);
  *(half2*)(xr_ptr + 32) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 401408));
  int cse_v37 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 426496);
  *(half2*)(xr_ptr + 34) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 426496));
  int cse_v38 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 451584);
  *(half2*)(xr_ptr + 36) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 451584));
  int cse_v39 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 476672);
  *(half2*)(xr_ptr + 38) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 476672));
  int cse_v40 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 501760);
  *(half2*)(xr_ptr + 40) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 501760));
  int cse_v41 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 526848);
  *(half2*)(xr_ptr + 42) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 526848));
  int cse_v42 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 551936);
  *(half2*)(xr_ptr + 44) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 551936));
  int cse_v43 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 577024);
  *(half2*)(xr_ptr + 46) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 577024));
  int cse_v44 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 602112);
  *(half2*)(xr_ptr + 48) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 602112));
  int cse_v45 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 627200);
  *(half2*)(xr_ptr + 50) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 627200));
  int cse_v46 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 652288);
  *(half2*)(xr_ptr + 52) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 652288));
  int cse_v47 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 677376);
  *(half2*)(xr_ptr + 54) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 677376));
  int cse_v48 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 702464);
  *(half2*)(xr_ptr + 56) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 702464));
  int cse_v49 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 727552);
  *(half2*)(xr_ptr + 58) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 727552));
  int cse_v50 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 752640);
  *(half2*)(xr_ptr + 60) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 752640));
  int cse_v51 = ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 777728);
  *(half2*)(xr_ptr + 62) = *(half2*)(X_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 777728));
  mx_ptr[0] = ((float)xr_ptr[0]);
  mx_ptr[1] = ((float)xr_ptr[1]);
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[2]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[3]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[4]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[5]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[6]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[7]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[8]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[9]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[10]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[11]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[12]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[13]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[14]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[15]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[16]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[17]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[18]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[19]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[20]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[21]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[22]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[23]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[24]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[25]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[26]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[27]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[28]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[29]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[30]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[31]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[32]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[33]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[34]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[35]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[36]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[37]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[38]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[39]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[40]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[41]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[42]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[43]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[44]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[45]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[46]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[47]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[48]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[49]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[50]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[51]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[52]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[53]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[54]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[55]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[56]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[57]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[58]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[59]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[60]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[61]));
  mx_ptr[0] = max(mx_ptr[0], ((float)xr_ptr[62]));
  mx_ptr[1] = max(mx_ptr[1], ((float)xr_ptr[63]));
  int cse_v2 = (((int)threadIdx.x) * 2);
  rm_ptr[(((int)threadIdx.x) * 2)] = mx_ptr[0];
  int cse_v4 = ((((int)threadIdx.x) * 2) + 1);
  rm_ptr[((((int)threadIdx.x) * 2) + 1)] = mx_ptr[1];
  tvm_builtin_cuda_cta_sync();
  mx_ptr[0] = rm_ptr[((((int)threadIdx.x) & 31) * 2)];
  int cse_v5 = (((((int)threadIdx.x) & 31) * 2) + 1);
  mx_ptr[1] = rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 1)];
  int cse_v6 = (((((int)threadIdx.x) & 31) * 2) + 64);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 64)]);
  int cse_v7 = (((((int)threadIdx.x) & 31) * 2) + 65);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 65)]);
  int cse_v8 = (((((int)threadIdx.x) & 31) * 2) + 128);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 128)]);
  int cse_v9 = (((((int)threadIdx.x) & 31) * 2) + 129);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 129)]);
  int cse_v10 = (((((int)threadIdx.x) & 31) * 2) + 192);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 192)]);
  int cse_v11 = (((((int)threadIdx.x) & 31) * 2) + 193);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 193)]);
  int cse_v12 = (((((int)threadIdx.x) & 31) * 2) + 256);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 256)]);
  int cse_v13 = (((((int)threadIdx.x) & 31) * 2) + 257);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 257)]);
  int cse_v14 = (((((int)threadIdx.x) & 31) * 2) + 320);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 320)]);
  int cse_v15 = (((((int)threadIdx.x) & 31) * 2) + 321);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 321)]);
  int cse_v16 = (((((int)threadIdx.x) & 31) * 2) + 384);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 384)]);
  int cse_v17 = (((((int)threadIdx.x) & 31) * 2) + 385);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 385)]);
  int cse_v18 = (((((int)threadIdx.x) & 31) * 2) + 448);
  mx_ptr[0] = max(mx_ptr[0], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 448)]);
  int cse_v19 = (((((int)threadIdx.x) & 31) * 2) + 449);
  mx_ptr[1] = max(mx_ptr[1], rm_ptr[(((((int)threadIdx.x) & 31) * 2) + 449)]);
  sm_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  sm_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[0], ((((float)xr_ptr[0]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[0]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[1], ((((float)xr_ptr[1]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[1]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[2], ((((float)xr_ptr[2]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[2]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[3], ((((float)xr_ptr[3]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[3]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[4], ((((float)xr_ptr[4]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[4]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[5], ((((float)xr_ptr[5]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[5]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[6], ((((float)xr_ptr[6]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[6]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[7], ((((float)xr_ptr[7]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[7]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[8], ((((float)xr_ptr[8]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[8]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[9], ((((float)xr_ptr[9]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[9]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[10], ((((float)xr_ptr[10]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[10]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[11], ((((float)xr_ptr[11]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[11]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[12], ((((float)xr_ptr[12]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[12]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[13], ((((float)xr_ptr[13]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[13]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[14], ((((float)xr_ptr[14]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[14]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[15], ((((float)xr_ptr[15]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[15]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[16], ((((float)xr_ptr[16]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[16]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[17], ((((float)xr_ptr[17]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[17]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[18], ((((float)xr_ptr[18]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[18]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[19], ((((float)xr_ptr[19]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[19]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[20], ((((float)xr_ptr[20]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[20]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[21], ((((float)xr_ptr[21]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[21]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[22], ((((float)xr_ptr[22]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[22]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[23], ((((float)xr_ptr[23]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[23]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[24], ((((float)xr_ptr[24]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[24]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[25], ((((float)xr_ptr[25]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[25]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[26], ((((float)xr_ptr[26]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[26]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[27], ((((float)xr_ptr[27]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[27]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[28], ((((float)xr_ptr[28]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[28]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[29], ((((float)xr_ptr[29]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[29]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[30], ((((float)xr_ptr[30]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[30]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[31], ((((float)xr_ptr[31]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[31]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[32], ((((float)xr_ptr[32]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[32]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[33], ((((float)xr_ptr[33]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[33]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[34], ((((float)xr_ptr[34]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[34]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[35], ((((float)xr_ptr[35]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[35]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[36], ((((float)xr_ptr[36]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[36]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[37], ((((float)xr_ptr[37]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[37]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[38], ((((float)xr_ptr[38]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[38]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[39], ((((float)xr_ptr[39]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[39]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[40], ((((float)xr_ptr[40]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[40]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[41], ((((float)xr_ptr[41]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[41]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[42], ((((float)xr_ptr[42]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[42]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[43], ((((float)xr_ptr[43]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[43]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[44], ((((float)xr_ptr[44]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[44]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[45], ((((float)xr_ptr[45]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[45]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[46], ((((float)xr_ptr[46]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[46]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[47], ((((float)xr_ptr[47]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[47]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[48], ((((float)xr_ptr[48]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[48]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[49], ((((float)xr_ptr[49]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[49]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[50], ((((float)xr_ptr[50]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[50]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[51], ((((float)xr_ptr[51]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[51]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[52], ((((float)xr_ptr[52]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[52]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[53], ((((float)xr_ptr[53]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[53]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[54], ((((float)xr_ptr[54]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[54]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[55], ((((float)xr_ptr[55]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[55]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[56], ((((float)xr_ptr[56]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[56]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[57], ((((float)xr_ptr[57]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[57]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[58], ((((float)xr_ptr[58]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[58]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[59], ((((float)xr_ptr[59]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[59]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[60], ((((float)xr_ptr[60]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[60]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[61], ((((float)xr_ptr[61]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[61]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[62], ((((float)xr_ptr[62]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[0] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[0] = (sm_ptr[0] + er_ptr[62]);
  tvm_builtin_ptx_ex2_approx_ftz_f32(er_ptr[63], ((((float)xr_ptr[63]) * 0x1.71547652b82fep+0f/*1.442695e+00*/) - (mx_ptr[1] * 0x1.71547652b82fep+0f/*1.442695e+00*/)));
  sm_ptr[1] = (sm_ptr[1] + er_ptr[63]);
  rs_ptr[(((int)threadIdx.x) * 2)] = sm_ptr[0];
  rs_ptr[((((int)threadIdx.x) * 2) + 1)] = sm_ptr[1];
  tvm_builtin_cuda_cta_sync();
  sm_ptr[0] = rs_ptr[((((int)threadIdx.x) & 31) * 2)];
  sm_ptr[1] = rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 1)];
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 64)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 65)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 128)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 129)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 192)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 193)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 256)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 257)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 320)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 321)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 384)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 385)]);
  sm_ptr[0] = (sm_ptr[0] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 448)]);
  sm_ptr[1] = (sm_ptr[1] + rs_ptr[(((((int)threadIdx.x) & 31) * 2) + 449)]);
  tvm_builtin_ptx_rcp_approx_ftz_f32(sm_ptr[0], sm_ptr[0]);
  tvm_builtin_ptx_rcp_approx_ftz_f32(sm_ptr[1], sm_ptr[1]);
  xr_ptr[0] = ((half)(er_ptr[0] * sm_ptr[0]));
  xr_ptr[1] = ((half)(er_ptr[1] * sm_ptr[1]));
  xr_ptr[2] = ((half)(er_ptr[2] * sm_ptr[0]));
  xr_ptr[3] = ((half)(er_ptr[3] * sm_ptr[1]));
  xr_ptr[4] = ((half)(er_ptr[4] * sm_ptr[0]));
  xr_ptr[5] = ((half)(er_ptr[5] * sm_ptr[1]));
  xr_ptr[6] = ((half)(er_ptr[6] * sm_ptr[0]));
  xr_ptr[7] = ((half)(er_ptr[7] * sm_ptr[1]));
  xr_ptr[8] = ((half)(er_ptr[8] * sm_ptr[0]));
  xr_ptr[9] = ((half)(er_ptr[9] * sm_ptr[1]));
  xr_ptr[10] = ((half)(er_ptr[10] * sm_ptr[0]));
  xr_ptr[11] = ((half)(er_ptr[11] * sm_ptr[1]));
  xr_ptr[12] = ((half)(er_ptr[12] * sm_ptr[0]));
  xr_ptr[13] = ((half)(er_ptr[13] * sm_ptr[1]));
  xr_ptr[14] = ((half)(er_ptr[14] * sm_ptr[0]));
  xr_ptr[15] = ((half)(er_ptr[15] * sm_ptr[1]));
  xr_ptr[16] = ((half)(er_ptr[16] * sm_ptr[0]));
  xr_ptr[17] = ((half)(er_ptr[17] * sm_ptr[1]));
  xr_ptr[18] = ((half)(er_ptr[18] * sm_ptr[0]));
  xr_ptr[19] = ((half)(er_ptr[19] * sm_ptr[1]));
  xr_ptr[20] = ((half)(er_ptr[20] * sm_ptr[0]));
  xr_ptr[21] = ((half)(er_ptr[21] * sm_ptr[1]));
  xr_ptr[22] = ((half)(er_ptr[22] * sm_ptr[0]));
  xr_ptr[23] = ((half)(er_ptr[23] * sm_ptr[1]));
  xr_ptr[24] = ((half)(er_ptr[24] * sm_ptr[0]));
  xr_ptr[25] = ((half)(er_ptr[25] * sm_ptr[1]));
  xr_ptr[26] = ((half)(er_ptr[26] * sm_ptr[0]));
  xr_ptr[27] = ((half)(er_ptr[27] * sm_ptr[1]));
  xr_ptr[28] = ((half)(er_ptr[28] * sm_ptr[0]));
  xr_ptr[29] = ((half)(er_ptr[29] * sm_ptr[1]));
  xr_ptr[30] = ((half)(er_ptr[30] * sm_ptr[0]));
  xr_ptr[31] = ((half)(er_ptr[31] * sm_ptr[1]));
  xr_ptr[32] = ((half)(er_ptr[32] * sm_ptr[0]));
  xr_ptr[33] = ((half)(er_ptr[33] * sm_ptr[1]));
  xr_ptr[34] = ((half)(er_ptr[34] * sm_ptr[0]));
  xr_ptr[35] = ((half)(er_ptr[35] * sm_ptr[1]));
  xr_ptr[36] = ((half)(er_ptr[36] * sm_ptr[0]));
  xr_ptr[37] = ((half)(er_ptr[37] * sm_ptr[1]));
  xr_ptr[38] = ((half)(er_ptr[38] * sm_ptr[0]));
  xr_ptr[39] = ((half)(er_ptr[39] * sm_ptr[1]));
  xr_ptr[40] = ((half)(er_ptr[40] * sm_ptr[0]));
  xr_ptr[41] = ((half)(er_ptr[41] * sm_ptr[1]));
  xr_ptr[42] = ((half)(er_ptr[42] * sm_ptr[0]));
  xr_ptr[43] = ((half)(er_ptr[43] * sm_ptr[1]));
  xr_ptr[44] = ((half)(er_ptr[44] * sm_ptr[0]));
  xr_ptr[45] = ((half)(er_ptr[45] * sm_ptr[1]));
  xr_ptr[46] = ((half)(er_ptr[46] * sm_ptr[0]));
  xr_ptr[47] = ((half)(er_ptr[47] * sm_ptr[1]));
  xr_ptr[48] = ((half)(er_ptr[48] * sm_ptr[0]));
  xr_ptr[49] = ((half)(er_ptr[49] * sm_ptr[1]));
  xr_ptr[50] = ((half)(er_ptr[50] * sm_ptr[0]));
  xr_ptr[51] = ((half)(er_ptr[51] * sm_ptr[1]));
  xr_ptr[52] = ((half)(er_ptr[52] * sm_ptr[0]));
  xr_ptr[53] = ((half)(er_ptr[53] * sm_ptr[1]));
  xr_ptr[54] = ((half)(er_ptr[54] * sm_ptr[0]));
  xr_ptr[55] = ((half)(er_ptr[55] * sm_ptr[1]));
  xr_ptr[56] = ((half)(er_ptr[56] * sm_ptr[0]));
  xr_ptr[57] = ((half)(er_ptr[57] * sm_ptr[1]));
  xr_ptr[58] = ((half)(er_ptr[58] * sm_ptr[0]));
  xr_ptr[59] = ((half)(er_ptr[59] * sm_ptr[1]));
  xr_ptr[60] = ((half)(er_ptr[60] * sm_ptr[0]));
  xr_ptr[61] = ((half)(er_ptr[61] * sm_ptr[1]));
  xr_ptr[62] = ((half)(er_ptr[62] * sm_ptr[0]));
  xr_ptr[63] = ((half)(er_ptr[63] * sm_ptr[1]));
  *(half2*)(Y_ptr + (((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2))) = *(half2*)(xr_ptr + 0);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 25088)) = *(half2*)(xr_ptr + 2);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 50176)) = *(half2*)(xr_ptr + 4);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 75264)) = *(half2*)(xr_ptr + 6);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 100352)) = *(half2*)(xr_ptr + 8);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 125440)) = *(half2*)(xr_ptr + 10);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 150528)) = *(half2*)(xr_ptr + 12);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 175616)) = *(half2*)(xr_ptr + 14);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 200704)) = *(half2*)(xr_ptr + 16);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 225792)) = *(half2*)(xr_ptr + 18);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 250880)) = *(half2*)(xr_ptr + 20);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 275968)) = *(half2*)(xr_ptr + 22);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 301056)) = *(half2*)(xr_ptr + 24);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 326144)) = *(half2*)(xr_ptr + 26);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 351232)) = *(half2*)(xr_ptr + 28);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 376320)) = *(half2*)(xr_ptr + 30);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 401408)) = *(half2*)(xr_ptr + 32);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 426496)) = *(half2*)(xr_ptr + 34);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 451584)) = *(half2*)(xr_ptr + 36);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 476672)) = *(half2*)(xr_ptr + 38);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 501760)) = *(half2*)(xr_ptr + 40);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 526848)) = *(half2*)(xr_ptr + 42);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 551936)) = *(half2*)(xr_ptr + 44);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 577024)) = *(half2*)(xr_ptr + 46);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 602112)) = *(half2*)(xr_ptr + 48);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 627200)) = *(half2*)(xr_ptr + 50);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 652288)) = *(half2*)(xr_ptr + 52);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 677376)) = *(half2*)(xr_ptr + 54);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 702464)) = *(half2*)(xr_ptr + 56);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 727552)) = *(half2*)(xr_ptr + 58);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 752640)) = *(half2*)(xr_ptr + 60);
  *(half2*)(Y_ptr + ((((((((int)blockIdx.x) / 49) * 802816) + ((((int)threadIdx.x) >> 5) * 3136)) + ((((int)blockIdx.x) % 49) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 777728)) = *(half2*)(xr_ptr + 62);
}

