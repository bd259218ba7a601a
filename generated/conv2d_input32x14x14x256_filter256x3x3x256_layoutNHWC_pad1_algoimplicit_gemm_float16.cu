
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
extern "C" __global__ void __launch_bounds__(128) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algoimplicit_gemm_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(128) conv2d_input32x14x14x256_filter256x3x3x256_layoutNHWC_pad1_algoimplicit_gemm_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float Y_acc_reindex_shared_dyn_warp_ptr[32];
  alignas(64) half X_pad_reindex_shared_dyn_warp_ptr[1024];
  alignas(64) half W_reindex_shared_dyn_warp_ptr[1024];
  __shared__ alignas(64) float Y_acc_reindex_shared_dyn_shared_ptr[4096];
  for (int ax1_0_2_init = 0; ax1_0_2_init < 2; ++ax1_0_2_init) {
    for (int ax2_0_2_init = 0; ax2_0_2_init < 2; ++ax2_0_2_init) {
      for (int i = 0; i < 8; ++i) {
Y_acc_reindex_shared_dyn_warp_ptr[((ax1_0_2_init * 16) + (ax2_0_2_init * 8)) + i] = 0.0;}
;
    }
  }
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v2 = (((int)blockIdx.x) & 3);
  int cse_v3 = (((int)threadIdx.x) >> 2);
  int cse_v4 = (((int)threadIdx.y) * 2048);
  int cse_v5 = (((int)threadIdx.x) & 3);
  int cse_v6 = (((int)threadIdx.y) * 320);
  int cse_v7 = (((int)threadIdx.y) * 18432);
  int cse_v23 = ((((int)threadIdx.x) >> 2) * 256);
  int cse_v24 = ((((int)threadIdx.x) & 3) * 8);
  int cse_v25 = ((((int)threadIdx.x) >> 2) * 40);
  int cse_v26 = ((((int)blockIdx.x) & 7) >> 2);
  int cse_v27 = ((((int)threadIdx.x) >> 2) * 2304);
  int cse_v42 = (((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192));
  int cse_v43 = (((((int)blockIdx.x) & 7) >> 2) * 294912);
  int cse_v55 = (((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8));
  int cse_v57 = (((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2));
  int cse_v58 = ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196);
  int cse_v59 = ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14);
  int cse_v60 = ((((((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8));
  ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, (((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)), X_ptr, (((((((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)) - 3840), ((14 <= ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196)) && (1 <= ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14))));
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 4; ++ax0_ax1_fused_0) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 3840), W_ptr, (((((((((int)blockIdx.x) & 7) >> 2) * 294912) + (ax0_ax1_fused_0 * 73728)) + (((int)threadIdx.y) * 18432)) + ((((int)threadIdx.x) >> 2) * 2304)) + ((((int)threadIdx.x) & 3) * 8)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 320) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 1280), X_ptr, (((((((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + ((((int)threadIdx.x) & 3) * 8)) - 3808), ((14 <= ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196)) && (1 <= ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14))));
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 4; ++ax0_ax1_fused_0_1) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_1 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 8960), W_ptr, ((((((((((int)blockIdx.x) & 7) >> 2) * 294912) + (ax0_ax1_fused_0_1 * 73728)) + (((int)threadIdx.y) * 18432)) + ((((int)threadIdx.x) >> 2) * 2304)) + ((((int)threadIdx.x) & 3) * 8)) + 32));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = (((int)threadIdx.x) * 8);
  int cse_v11 = (((int)threadIdx.x) & 15);
  int cse_v12 = (((int)threadIdx.x) >> 4);
  int cse_v13 = (((int)threadIdx.y) * 1280);
  int cse_v14 = (((int)threadIdx.x) & 7);
  int cse_v44 = (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8));
  int cse_v56 = ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8));
  for (int ax3_0_0 = 0; ax3_0_0 < 70; ++ax3_0_0) {
    int cse_v8 = (ax3_0_0 + 2);
    int cse_v30 = ((ax3_0_0 + 2) % 3);
    int cse_v28 = ((ax3_0_0 + 2) / 24);
    int cse_v29 = ((ax3_0_0 + 2) % 24);
    int cse_v61 = ((((ax3_0_0 + 2) % 24) >> 3) + ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14));
    int cse_v62 = (((ax3_0_0 + 2) / 24) + (((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196) / 14));
    __syncthreads();
    ptx_cp_async_legacy_pred_cg_16_2_2(buf_dyn_shmem_ptr, ((((((ax3_0_0 + 2) % 3) * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)), X_ptr, (((((((((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192)) + (((ax3_0_0 + 2) / 24) * 3584)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 2) * 256)) + (((ax3_0_0 + 2) % 24) * 32)) + ((((int)threadIdx.x) & 3) * 8)) - 3840), ((((1 <= (((ax3_0_0 + 2) / 24) + (((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196) / 14))) && ((((ax3_0_0 + 2) / 24) + (((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 196) / 14)) < 15)) && (1 <= ((((ax3_0_0 + 2) % 24) >> 3) + ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14)))) && (((((ax3_0_0 + 2) % 24) >> 3) + ((((((((int)blockIdx.x) >> 3) * 128) + ((((int)blockIdx.x) & 3) * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) % 14)) < 15)));
    for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 4; ++ax0_ax1_fused_0_2) {
      ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((((ax3_0_0 + 2) % 3) * 5120) + (ax0_ax1_fused_0_2 * 1280)) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8)) + 3840), W_ptr, (((((((((((int)blockIdx.x) & 7) >> 2) * 294912) + (ax0_ax1_fused_0_2 * 73728)) + (((int)threadIdx.y) * 18432)) + ((((int)threadIdx.x) >> 2) * 2304)) + (ax3_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 64));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    int cse_v10 = (ax3_0_0 % 3);
    int cse_v31 = ((ax3_0_0 % 3) * 1280);
    int cse_v45 = (((ax3_0_0 % 3) * 5120) + (((int)threadIdx.y) * 1280));
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((ax3_0_0 % 3) * 1280) + (ax0_0 * 640))])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_1 = 0; ax0_0_1 < 2; ++ax0_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 % 3) * 5120) + (((int)threadIdx.y) * 1280)) + (ax0_0_1 * 640)) + 3840)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_1 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_2 = 0; ax0_0_2 < 2; ++ax0_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((ax3_0_0 % 3) * 1280) + (ax0_0_2 * 640)) + 16)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_2 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax0_0_3 = 0; ax0_0_3 < 2; ++ax0_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 % 3) * 5120) + (((int)threadIdx.y) * 1280)) + (ax0_0_3 * 640)) + 3856)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_2 = 0; ax1_0_2 < 2; ++ax1_0_2) {
      for (int ax2_0_2 = 0; ax2_0_2 < 2; ++ax2_0_2) {
        int cse_v15 = (ax2_0_2 * 256);
        int cse_v32 = ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v33 = ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v46 = (((ax1_0_2 * 512) + (ax2_0_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 16) + (ax2_0_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2 * 16) + (ax2_0_2 * 8)) + 4)))[3]));
  }
      }
    }
    for (int ax1_0_2_1 = 0; ax1_0_2_1 < 2; ++ax1_0_2_1) {
      for (int ax2_0_2_1 = 0; ax2_0_2_1 < 2; ++ax2_0_2_1) {
        int cse_v16 = (ax2_0_2_1 * 256);
        int cse_v34 = ((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8));
        int cse_v47 = (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512);
        int cse_v48 = (((ax1_0_2_1 * 512) + (ax2_0_2_1 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_1 * 16) + (ax2_0_2_1 * 8)) + 4)))[3]));
  }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ax0_0_4 = 0; ax0_0_4 < 2; ++ax0_0_4) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((ax0_0_4 * 640) + 1280)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_4 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_5 = 0; ax0_0_5 < 2; ++ax0_0_5) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 1280) + (ax0_0_5 * 640)) + 8960)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_5 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_6 = 0; ax0_0_6 < 2; ++ax0_0_6) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((ax0_0_6 * 640) + 1296)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_6 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_7 = 0; ax0_0_7 < 2; ++ax0_0_7) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 1280) + (ax0_0_7 * 640)) + 8976)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_2_2 = 0; ax1_0_2_2 < 2; ++ax1_0_2_2) {
    for (int ax2_0_2_2 = 0; ax2_0_2_2 < 2; ++ax2_0_2_2) {
      int cse_v17 = (ax2_0_2_2 * 256);
      int cse_v35 = ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v36 = ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v49 = (((ax1_0_2_2 * 512) + (ax2_0_2_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_2 * 16) + (ax2_0_2_2 * 8)) + 4)))[3]));
  }
    }
  }
  for (int ax1_0_2_3 = 0; ax1_0_2_3 < 2; ++ax1_0_2_3) {
    for (int ax2_0_2_3 = 0; ax2_0_2_3 < 2; ++ax2_0_2_3) {
      int cse_v18 = (ax2_0_2_3 * 256);
      int cse_v37 = ((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8));
      int cse_v50 = (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512);
      int cse_v51 = (((ax1_0_2_3 * 512) + (ax2_0_2_3 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_3 * 16) + (ax2_0_2_3 * 8)) + 4)))[3]));
  }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ax0_0_8 = 0; ax0_0_8 < 2; ++ax0_0_8) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((ax0_0_8 * 640) + 2560)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax0_0_8 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_9 = 0; ax0_0_9 < 2; ++ax0_0_9) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 1280) + (ax0_0_9 * 640)) + 14080)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax0_0_9 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_10 = 0; ax0_0_10 < 2; ++ax0_0_10) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((ax0_0_10 * 640) + 2576)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax0_0_10 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax0_0_11 = 0; ax0_0_11 < 2; ++ax0_0_11) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 1280) + (ax0_0_11 * 640)) + 14096)])) + ((((((int)threadIdx.x) >> 4) * 320) + ((((int)threadIdx.x) & 7) * 40)) + (((((int)threadIdx.x) & 15) >> 3) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax0_0_11 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_2_4 = 0; ax1_0_2_4 < 2; ++ax1_0_2_4) {
    for (int ax2_0_2_4 = 0; ax2_0_2_4 < 2; ++ax2_0_2_4) {
      int cse_v19 = (ax2_0_2_4 * 256);
      int cse_v38 = ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8));
      int cse_v39 = ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8));
      int cse_v52 = (((ax1_0_2_4 * 512) + (ax2_0_2_4 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + ((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + ((ax1_0_2_4 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_4 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_4 * 16) + (ax2_0_2_4 * 8)) + 4)))[3]));
  }
    }
  }
  for (int ax1_0_2_5 = 0; ax1_0_2_5 < 2; ++ax1_0_2_5) {
    for (int ax2_0_2_5 = 0; ax2_0_2_5 < 2; ++ax2_0_2_5) {
      int cse_v20 = (ax2_0_2_5 * 256);
      int cse_v40 = ((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8));
      int cse_v53 = (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512);
      int cse_v54 = (((ax1_0_2_5 * 512) + (ax2_0_2_5 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + ((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[0]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[1]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[2]), "=f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[3])
      : "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(X_pad_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(W_reindex_shared_dyn_warp_ptr + (((ax2_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[0]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[1]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[2]), "f"(((float *)(Y_acc_reindex_shared_dyn_warp_ptr + (((ax1_0_2_5 * 16) + (ax2_0_2_5 * 8)) + 4)))[3]));
  }
    }
  }
  int cse_v21 = (((int)threadIdx.y) * 32);
  for (int ax0_0_12 = 0; ax0_0_12 < 2; ++ax0_0_12) {
    for (int ax1_0 = 0; ax1_0 < 2; ++ax1_0) {
      for (int local_id = 0; local_id < 8; ++local_id) {
        Y_acc_reindex_shared_dyn_shared_ptr[((((((((ax0_0_12 * 2048) + (((local_id & 3) >> 1) * 1024)) + ((((int)threadIdx.x) >> 2) * 128)) + (((int)threadIdx.y) * 32)) + (ax1_0 * 16)) + ((local_id >> 2) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (local_id & 1))] = __shfl_sync(__activemask(), Y_acc_reindex_shared_dyn_warp_ptr[(((ax0_0_12 * 16) + (ax1_0 * 8)) + local_id)], ((int)threadIdx.x), 32);
      }
    }
  }
  __syncthreads();
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 8; ++ax0_ax1_fused_0_3) {
    int cse_v22 = (((int)threadIdx.x) >> 3);
    int cse_v41 = ((((int)threadIdx.x) & 7) * 4);
    half4 __1;
    float4 v_ = *(float4*)(Y_acc_reindex_shared_dyn_shared_ptr + ((((ax0_ax1_fused_0_3 * 512) + ((((int)threadIdx.x) >> 3) * 128)) + (((int)threadIdx.y) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
    __1.x = (half)(v_.x);
    __1.y = (half)(v_.y);
    __1.z = (half)(v_.z);
    __1.w = (half)(v_.w);
    *(half4*)(Y_ptr + ((((((((((int)blockIdx.x) >> 3) * 32768) + ((((int)blockIdx.x) & 3) * 8192)) + (ax0_ax1_fused_0_3 * 1024)) + ((((int)threadIdx.x) >> 3) * 256)) + (((((int)blockIdx.x) & 7) >> 2) * 128)) + (((int)threadIdx.y) * 32)) + ((((int)threadIdx.x) & 7) * 4))) = __1;
  }
}

