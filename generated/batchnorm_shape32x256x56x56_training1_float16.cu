
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

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}

__forceinline__ __device__ unsigned int tvm_builtin_cuda_cvta_generic_to_shared(void* p) {
    return __cvta_generic_to_shared(p);
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(uint32_t __dst_mem, const void* __src_mem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :  : "r"(__dst_mem), "l"(__src_mem) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_8() {
  asm volatile("cp.async.wait_group 8;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_12() {
  asm volatile("cp.async.wait_group 12;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_11() {
  asm volatile("cp.async.wait_group 11;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_10() {
  asm volatile("cp.async.wait_group 10;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_9() {
  asm volatile("cp.async.wait_group 9;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_6() {
  asm volatile("cp.async.wait_group 6;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_7() {
  asm volatile("cp.async.wait_group 7;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_5() {
  asm volatile("cp.async.wait_group 5;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_4() {
  asm volatile("cp.async.wait_group 4;" :  :  : "memory");
}
extern "C" __global__ void __launch_bounds__(512) batchnorm_shape32x256x56x56_training1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(512) batchnorm_shape32x256x56x56_training1_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int c = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  extern __shared__ __align__(16) half smem_ptr[];
  alignas(64) half xr_ptr[16];
  alignas(64) float acc_ptr[2];
  alignas(64) float st_ptr[4];
  alignas(64) float d_ptr[1];
  int cse_v2 = (((int)blockIdx.x) * 3136);
  st_ptr[0] = ((float)X_ptr[(((int)blockIdx.x) * 3136)]);
  acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v3 = (((int)threadIdx.x) * 8);
  int cse_v30 = ((((((int)threadIdx.x) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + ((((int)threadIdx.x) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((int)threadIdx.x) * 8)]))), (&(X_ptr[((((((int)threadIdx.x) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + ((((int)threadIdx.x) % 392) * 8))])));
  int cse_v4 = ((((int)threadIdx.x) * 8) + 4096);
  int cse_v31 = (((((((int)threadIdx.x) + 512) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 120) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 4096)]))), (&(X_ptr[(((((((int)threadIdx.x) + 512) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 120) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = ((((int)threadIdx.x) * 8) + 8192);
  int cse_v32 = (((((((int)threadIdx.x) + 1024) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 240) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 8192)]))), (&(X_ptr[(((((((int)threadIdx.x) + 1024) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 240) % 392) * 8))])));
  int cse_v6 = ((((int)threadIdx.x) * 8) + 12288);
  int cse_v33 = (((((((int)threadIdx.x) + 1536) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 360) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 12288)]))), (&(X_ptr[(((((((int)threadIdx.x) + 1536) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 360) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = ((((int)threadIdx.x) * 8) + 16384);
  int cse_v34 = (((((((int)threadIdx.x) + 2048) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 88) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 16384)]))), (&(X_ptr[(((((((int)threadIdx.x) + 2048) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 88) % 392) * 8))])));
  int cse_v8 = ((((int)threadIdx.x) * 8) + 20480);
  int cse_v35 = (((((((int)threadIdx.x) + 2560) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 208) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 20480)]))), (&(X_ptr[(((((((int)threadIdx.x) + 2560) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 208) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = ((((int)threadIdx.x) * 8) + 24576);
  int cse_v36 = (((((((int)threadIdx.x) + 3072) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 328) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 24576)]))), (&(X_ptr[(((((((int)threadIdx.x) + 3072) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 328) % 392) * 8))])));
  int cse_v10 = ((((int)threadIdx.x) * 8) + 28672);
  int cse_v37 = (((((((int)threadIdx.x) + 3584) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 56) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 28672)]))), (&(X_ptr[(((((((int)threadIdx.x) + 3584) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 56) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v11 = ((((int)threadIdx.x) * 8) + 32768);
  int cse_v38 = (((((((int)threadIdx.x) + 4096) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 176) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 32768)]))), (&(X_ptr[(((((((int)threadIdx.x) + 4096) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 176) % 392) * 8))])));
  int cse_v12 = ((((int)threadIdx.x) * 8) + 36864);
  int cse_v39 = (((((((int)threadIdx.x) + 4608) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 296) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 36864)]))), (&(X_ptr[(((((((int)threadIdx.x) + 4608) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 296) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v13 = ((((int)threadIdx.x) * 8) + 40960);
  int cse_v40 = (((((((int)threadIdx.x) + 5120) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 24) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 40960)]))), (&(X_ptr[(((((((int)threadIdx.x) + 5120) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 24) % 392) * 8))])));
  int cse_v14 = ((((int)threadIdx.x) * 8) + 45056);
  int cse_v41 = (((((((int)threadIdx.x) + 5632) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 144) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 45056)]))), (&(X_ptr[(((((((int)threadIdx.x) + 5632) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 144) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v15 = ((((int)threadIdx.x) * 8) + 49152);
  int cse_v42 = (((((((int)threadIdx.x) + 6144) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 264) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 49152)]))), (&(X_ptr[(((((((int)threadIdx.x) + 6144) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 264) % 392) * 8))])));
  int cse_v16 = ((((int)threadIdx.x) * 8) + 53248);
  int cse_v43 = (((((((int)threadIdx.x) + 6656) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 384) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 53248)]))), (&(X_ptr[(((((((int)threadIdx.x) + 6656) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 384) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v17 = ((((int)threadIdx.x) * 8) + 57344);
  int cse_v44 = (((((((int)threadIdx.x) + 7168) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 112) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 57344)]))), (&(X_ptr[(((((((int)threadIdx.x) + 7168) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 112) % 392) * 8))])));
  int cse_v18 = ((((int)threadIdx.x) * 8) + 61440);
  int cse_v45 = (((((((int)threadIdx.x) + 7680) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 232) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 61440)]))), (&(X_ptr[(((((((int)threadIdx.x) + 7680) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 232) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v19 = ((((int)threadIdx.x) * 8) + 65536);
  int cse_v46 = (((((((int)threadIdx.x) + 8192) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 352) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 65536)]))), (&(X_ptr[(((((((int)threadIdx.x) + 8192) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 352) % 392) * 8))])));
  int cse_v20 = ((((int)threadIdx.x) * 8) + 69632);
  int cse_v47 = (((((((int)threadIdx.x) + 8704) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 80) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 69632)]))), (&(X_ptr[(((((((int)threadIdx.x) + 8704) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 80) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v21 = ((((int)threadIdx.x) * 8) + 73728);
  int cse_v48 = (((((((int)threadIdx.x) + 9216) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 200) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 73728)]))), (&(X_ptr[(((((((int)threadIdx.x) + 9216) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 200) % 392) * 8))])));
  int cse_v22 = ((((int)threadIdx.x) * 8) + 77824);
  int cse_v49 = (((((((int)threadIdx.x) + 9728) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 320) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 77824)]))), (&(X_ptr[(((((((int)threadIdx.x) + 9728) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 320) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v23 = ((((int)threadIdx.x) * 8) + 81920);
  int cse_v50 = (((((((int)threadIdx.x) + 10240) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 48) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 81920)]))), (&(X_ptr[(((((((int)threadIdx.x) + 10240) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 48) % 392) * 8))])));
  int cse_v24 = ((((int)threadIdx.x) * 8) + 86016);
  int cse_v51 = (((((((int)threadIdx.x) + 10752) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 168) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 86016)]))), (&(X_ptr[(((((((int)threadIdx.x) + 10752) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 168) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v25 = ((((int)threadIdx.x) * 8) + 90112);
  int cse_v52 = (((((((int)threadIdx.x) + 11264) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 288) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 90112)]))), (&(X_ptr[(((((((int)threadIdx.x) + 11264) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 288) % 392) * 8))])));
  int cse_v26 = ((((int)threadIdx.x) * 8) + 94208);
  int cse_v53 = (((((((int)threadIdx.x) + 11776) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 16) % 392) * 8));
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 94208)]))), (&(X_ptr[(((((((int)threadIdx.x) + 11776) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 16) % 392) * 8))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v27 = ((((int)threadIdx.x) * 8) + 98304);
  int cse_v29 = (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8)) + 24888384);
  if (((int)threadIdx.x) < 256) {
    tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 8) + 98304)]))), (&(X_ptr[(((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8)) + 24888384)])));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_12();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + (((int)threadIdx.x) * 8));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 4096));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_11();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 8192));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 12288));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_10();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 16384));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 20480));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_9();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 24576));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 28672));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_8();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 32768));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 36864));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_7();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 40960));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 45056));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_6();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 49152));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 53248));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_5();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 57344));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 61440));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_4();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 65536));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 69632));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 73728));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 77824));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 81920));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 86016));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 90112));
  d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(uint4*)(xr_ptr + 8) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 94208));
  d_ptr[0] = (((float)xr_ptr[8]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[9]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[10]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[11]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[12]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[13]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[14]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (((float)xr_ptr[15]) - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  if (((int)threadIdx.x) < 256) {
    *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 98304));
    d_ptr[0] = (((float)xr_ptr[0]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[1]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[2]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[3]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[4]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[5]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[6]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (((float)xr_ptr[7]) - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  }
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 16, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 16, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 32));
  if ((((int)threadIdx.x) % 32) == 0) {
    int cse_v28 = ((((int)threadIdx.x) >> 5) * 2);
    ((float*)smem_ptr)[(((((int)threadIdx.x) >> 5) * 2) + 50176)] = acc_ptr[0];
    ((float*)smem_ptr)[(((((int)threadIdx.x) >> 5) * 2) + 50177)] = acc_ptr[1];
  }
  tvm_builtin_cuda_cta_sync();
  acc_ptr[0] = ((float*)smem_ptr)[50176];
  acc_ptr[1] = ((float*)smem_ptr)[50177];
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50178]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50179]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50180]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50181]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50182]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50183]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50184]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50185]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50186]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50187]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50188]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50189]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50190]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50191]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50192]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50193]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50194]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50195]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50196]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50197]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50198]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50199]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50200]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50201]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50202]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50203]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50204]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50205]);
  acc_ptr[0] = (acc_ptr[0] + ((float*)smem_ptr)[50206]);
  acc_ptr[1] = (acc_ptr[1] + ((float*)smem_ptr)[50207]);
  d_ptr[0] = max(((acc_ptr[1] * 0x1.4e5e0ap-17f/*9.964923e-06*/) - ((acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/) * (acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/))), 0x0p+0f/*0.000000e+00*/);
  st_ptr[1] = (st_ptr[0] + (acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/));
  st_ptr[3] = (0x1p+0f/*1.000000e+00*/ / sqrtf((d_ptr[0] + 0x1.4f8b58p-17f/*1.000000e-05*/)));
  if (((int)threadIdx.x) == 0) {
    running_mean_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_mean_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * st_ptr[1]));
    running_var_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_var_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * (d_ptr[0] * 0x1.0000a8p+0f/*1.000010e+00*/)));
    saved_mean_ptr[((int)blockIdx.x)] = st_ptr[1];
    saved_inv_std_ptr[((int)blockIdx.x)] = st_ptr[3];
  }
  st_ptr[2] = (scale_ptr[((int)blockIdx.x)] * st_ptr[3]);
  st_ptr[3] = bias_ptr[((int)blockIdx.x)];
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + (((int)threadIdx.x) * 8));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + ((((((int)threadIdx.x) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + ((((int)threadIdx.x) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 4096));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 512) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 120) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 8192));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 1024) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 240) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 12288));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 1536) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 360) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 16384));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 2048) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 88) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 20480));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 2560) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 208) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 24576));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 3072) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 328) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 28672));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 3584) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 56) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 32768));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 4096) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 176) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 36864));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 4608) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 296) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 40960));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 5120) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 24) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 45056));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 5632) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 144) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 49152));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 6144) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 264) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 53248));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 6656) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 384) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 57344));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 7168) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 112) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 61440));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 7680) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 232) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 65536));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 8192) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 352) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 69632));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 8704) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 80) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 73728));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 9216) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 200) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 77824));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 9728) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 320) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 81920));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 10240) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 48) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 86016));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 10752) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 168) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 90112));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 11264) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 288) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 94208));
  xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
  xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
  *(uint4*)(Y_ptr + (((((((int)threadIdx.x) + 11776) / 392) * 802816) + (((int)blockIdx.x) * 3136)) + (((((int)threadIdx.x) + 16) % 392) * 8))) = *(uint4*)(xr_ptr + 8);
  if (((int)threadIdx.x) < 256) {
    *(uint4*)(xr_ptr + 0) = *(uint4*)(smem_ptr + ((((int)threadIdx.x) * 8) + 98304));
    xr_ptr[8] = ((half)((st_ptr[2] * (((float)xr_ptr[0]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[9] = ((half)((st_ptr[2] * (((float)xr_ptr[1]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[10] = ((half)((st_ptr[2] * (((float)xr_ptr[2]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[11] = ((half)((st_ptr[2] * (((float)xr_ptr[3]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[12] = ((half)((st_ptr[2] * (((float)xr_ptr[4]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[13] = ((half)((st_ptr[2] * (((float)xr_ptr[5]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[14] = ((half)((st_ptr[2] * (((float)xr_ptr[6]) - st_ptr[1])) + st_ptr[3]));
    xr_ptr[15] = ((half)((st_ptr[2] * (((float)xr_ptr[7]) - st_ptr[1])) + st_ptr[3]));
    *(uint4*)(Y_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 8)) + 24888384)) = *(uint4*)(xr_ptr + 8);
  }
}

