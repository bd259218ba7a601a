
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
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
extern "C" __global__ void __launch_bounds__(128) matmul_m16_n4096_k4096_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ P_acc_ptr);
extern "C" __global__ void __launch_bounds__(256) matmul_m16_n4096_k4096_float16_kernel_1(half* __restrict__ C_ptr, float* __restrict__ P_acc_ptr);
extern "C" __global__ void __launch_bounds__(128) matmul_m16_n4096_k4096_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, float* __restrict__ P_acc_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float P_acc_shared_dyn_warp_ptr[16];
  alignas(64) half A_s_shared_dyn_warp_ptr[512];
  alignas(64) half B_s_shared_dyn_warp_ptr[1024];
  for (int j_0_2_init = 0; j_0_2_init < 2; ++j_0_2_init) {
    for (int i = 0; i < 8; ++i) {
P_acc_shared_dyn_warp_ptr[(j_0_2_init * 8) + i] = 0.0;}
;
  }
  int cse_v1 = (((int)threadIdx.x) >> 3);
  int cse_v2 = (((int)threadIdx.x) & 7);
  int cse_v3 = (((int)threadIdx.y) * 288);
  int cse_v4 = (((int)blockIdx.z) * 4194304);
  int cse_v5 = (((int)threadIdx.y) * 8192);
  int cse_v6 = (((int)threadIdx.x) >> 4);
  int cse_v7 = (((int)blockIdx.x) * 128);
  int cse_v8 = (((int)threadIdx.x) & 15);
  int cse_v9 = (((int)threadIdx.y) * 272);
  int cse_v21 = ((((int)threadIdx.x) >> 3) * 4096);
  int cse_v22 = ((((int)threadIdx.x) & 7) * 8);
  int cse_v23 = ((((int)threadIdx.x) >> 3) * 72);
  int cse_v24 = ((((int)threadIdx.x) >> 4) * 4096);
  int cse_v25 = ((((int)threadIdx.x) & 15) * 8);
  int cse_v26 = ((((int)threadIdx.x) >> 4) * 136);
  int cse_v52 = (((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024));
  int cse_v53 = (((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8));
  int cse_v58 = ((((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024)) + ((((int)threadIdx.x) & 7) * 8));
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)), A_ptr, ((((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024)) + ((((int)threadIdx.x) & 7) * 8)));
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 8; ++ax0_ax1_fused_0) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0 * 1088) + (((int)threadIdx.y) * 272)) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 4608), B_ptr, ((((((((int)blockIdx.z) * 4194304) + (ax0_ax1_fused_0 * 32768)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 1152), A_ptr, (((((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024)) + ((((int)threadIdx.x) & 7) * 8)) + 64));
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 8; ++ax0_ax1_fused_0_1) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_1 * 1088) + (((int)threadIdx.y) * 272)) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 13312), B_ptr, (((((((((int)blockIdx.z) * 4194304) + (ax0_ax1_fused_0_1 * 32768)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 262144));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((int)threadIdx.y) * 288) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)) + 2304), A_ptr, (((((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024)) + ((((int)threadIdx.x) & 7) * 8)) + 128));
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 8; ++ax0_ax1_fused_0_2) {
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, (((((ax0_ax1_fused_0_2 * 1088) + (((int)threadIdx.y) * 272)) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 22016), B_ptr, (((((((((int)blockIdx.z) * 4194304) + (ax0_ax1_fused_0_2 * 32768)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 524288));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v10 = (((int)threadIdx.x) * 8);
  int cse_v12 = (((int)threadIdx.y) * 32);
  int cse_v29 = ((((int)threadIdx.x) >> 4) * 8);
  int cse_v33 = ((((int)threadIdx.x) * 8) + 256);
  int cse_v46 = (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8));
  int cse_v47 = (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8));
  for (int kr_0_0 = 0; kr_0_0 < 13; ++kr_0_0) {
    int cse_v27 = ((kr_0_0 + 3) & 3);
    __syncthreads();
    ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((kr_0_0 + 3) & 3) * 1152) + (((int)threadIdx.y) * 288)) + ((((int)threadIdx.x) >> 3) * 72)) + ((((int)threadIdx.x) & 7) * 8)), A_ptr, ((((((((int)threadIdx.y) * 16384) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.z) * 1024)) + (kr_0_0 * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 192));
    for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 8; ++ax0_ax1_fused_0_3) {
      ptx_cp_async_legacy_cg_16_2_2(buf_dyn_shmem_ptr, ((((((((kr_0_0 + 3) & 3) * 8704) + (ax0_ax1_fused_0_3 * 1088)) + (((int)threadIdx.y) * 272)) + ((((int)threadIdx.x) >> 4) * 136)) + ((((int)threadIdx.x) & 15) * 8)) + 4608), B_ptr, ((((((((((int)blockIdx.z) * 4194304) + (kr_0_0 * 262144)) + (ax0_ax1_fused_0_3 * 32768)) + (((int)threadIdx.y) * 8192)) + ((((int)threadIdx.x) >> 4) * 4096)) + (((int)blockIdx.x) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 786432));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    int cse_v11 = (kr_0_0 & 3);
    int cse_v28 = ((kr_0_0 & 3) * 1152);
    int cse_v30 = ((kr_0_0 & 3) * 8704);
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((kr_0_0 & 3) * 1152)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[3])
      : "r"(addr)
    );
  }
    for (int ax1_0 = 0; ax1_0 < 2; ++ax1_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((kr_0_0 & 3) * 8704) + (((int)threadIdx.y) * 32)) + (ax1_0 * 16)) + 4608)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int kr_0_1 = 0; kr_0_1 < 3; ++kr_0_1) {
      int cse_v31 = ((kr_0_1 + 1) & 1);

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((kr_0_0 & 3) * 1152) + (kr_0_1 * 16)) + 16)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
      for (int ax1_0_1 = 0; ax1_0_1 < 2; ++ax1_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((kr_0_0 & 3) * 8704) + (kr_0_1 * 2176)) + (((int)threadIdx.y) * 32)) + (ax1_0_1 * 16)) + 6784)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 + 1) & 1) * 512) + (ax1_0_1 * 256)) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 + 1) & 1) * 512) + (ax1_0_1 * 256)) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 + 1) & 1) * 512) + (ax1_0_1 * 256)) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 + 1) & 1) * 512) + (ax1_0_1 * 256)) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
      }
      for (int j_0_2 = 0; j_0_2 < 2; ++j_0_2) {
        int cse_v13 = (kr_0_1 & 1);
        int cse_v14 = (j_0_2 * 256);
        int cse_v32 = ((j_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v48 = (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8));
        int cse_v54 = ((((kr_0_1 & 1) * 512) + (j_0_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1 & 1) * 512) + (j_0_2 * 256)) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1 & 1) * 512) + (j_0_2 * 256)) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 & 1) * 512) + (j_0_2 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1 & 1) * 512) + (j_0_2 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2 * 8) + 4)))[3]));
  }
      }
    }
    for (int j_0_2_1 = 0; j_0_2_1 < 2; ++j_0_2_1) {
      int cse_v34 = ((j_0_2_1 * 256) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_1 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_1 * 8) + 4)))[3]));
  }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[1152])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[3])
      : "r"(addr)
    );
  }
  for (int ax1_0_2 = 0; ax1_0_2 < 2; ++ax1_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + (ax1_0_2 * 16)) + 13312)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int kr_0_1_1 = 0; kr_0_1_1 < 3; ++kr_0_1_1) {
    int cse_v35 = ((kr_0_1_1 + 1) & 1);

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((kr_0_1_1 * 16) + 1168)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_1 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    for (int ax1_0_3 = 0; ax1_0_3 < 2; ++ax1_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((kr_0_1_1 * 2176) + (((int)threadIdx.y) * 32)) + (ax1_0_3 * 16)) + 15488)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 + 1) & 1) * 512) + (ax1_0_3 * 256)) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 + 1) & 1) * 512) + (ax1_0_3 * 256)) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 + 1) & 1) * 512) + (ax1_0_3 * 256)) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 + 1) & 1) * 512) + (ax1_0_3 * 256)) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int j_0_2_2 = 0; j_0_2_2 < 2; ++j_0_2_2) {
      int cse_v15 = (kr_0_1_1 & 1);
      int cse_v16 = (j_0_2_2 * 256);
      int cse_v36 = ((j_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v49 = (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8));
      int cse_v55 = ((((kr_0_1_1 & 1) * 512) + (j_0_2_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_1 & 1) * 512) + (j_0_2_2 * 256)) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_1 & 1) * 512) + (j_0_2_2 * 256)) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_2 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_1 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 & 1) * 512) + (j_0_2_2 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_1 & 1) * 512) + (j_0_2_2 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_2 * 8) + 4)))[3]));
  }
    }
  }
  for (int j_0_2_3 = 0; j_0_2_3 < 2; ++j_0_2_3) {
    int cse_v37 = ((j_0_2_3 * 256) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_3 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_3 * 8) + 4)))[3]));
  }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[2304])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[3])
      : "r"(addr)
    );
  }
  for (int ax1_0_4 = 0; ax1_0_4 < 2; ++ax1_0_4) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + (ax1_0_4 * 16)) + 22016)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_4 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_4 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_4 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_4 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int kr_0_1_2 = 0; kr_0_1_2 < 3; ++kr_0_1_2) {
    int cse_v38 = ((kr_0_1_2 + 1) & 1);

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((kr_0_1_2 * 16) + 2320)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_2 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_2 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_2 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_2 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    for (int ax1_0_5 = 0; ax1_0_5 < 2; ++ax1_0_5) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((kr_0_1_2 * 2176) + (((int)threadIdx.y) * 32)) + (ax1_0_5 * 16)) + 24192)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 + 1) & 1) * 512) + (ax1_0_5 * 256)) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 + 1) & 1) * 512) + (ax1_0_5 * 256)) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 + 1) & 1) * 512) + (ax1_0_5 * 256)) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 + 1) & 1) * 512) + (ax1_0_5 * 256)) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int j_0_2_4 = 0; j_0_2_4 < 2; ++j_0_2_4) {
      int cse_v17 = (kr_0_1_2 & 1);
      int cse_v18 = (j_0_2_4 * 256);
      int cse_v39 = ((j_0_2_4 * 256) + (((int)threadIdx.x) * 8));
      int cse_v50 = (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8));
      int cse_v56 = ((((kr_0_1_2 & 1) * 512) + (j_0_2_4 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_2 & 1) * 512) + (j_0_2_4 * 256)) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_2 & 1) * 512) + (j_0_2_4 * 256)) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_4 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_2 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 & 1) * 512) + (j_0_2_4 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_2 & 1) * 512) + (j_0_2_4 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_4 * 8) + 4)))[3]));
  }
    }
  }
  for (int j_0_2_5 = 0; j_0_2_5 < 2; ++j_0_2_5) {
    int cse_v40 = ((j_0_2_5 * 256) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_5 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_5 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_5 * 8) + 4)))[3]));
  }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[3456])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((int)threadIdx.x) * 8)))[3])
      : "r"(addr)
    );
  }
  for (int ax1_0_6 = 0; ax1_0_6 < 2; ++ax1_0_6) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) * 32) + (ax1_0_6 * 16)) + 30720)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_6 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_6 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_6 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((ax1_0_6 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int kr_0_1_3 = 0; kr_0_1_3 < 3; ++kr_0_1_3) {
    int cse_v41 = ((kr_0_1_3 + 1) & 1);

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((kr_0_1_3 * 16) + 3472)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_3 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_3 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_3 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((kr_0_1_3 + 1) & 1) * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    for (int ax1_0_7 = 0; ax1_0_7 < 2; ++ax1_0_7) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((kr_0_1_3 * 2176) + (((int)threadIdx.y) * 32)) + (ax1_0_7 * 16)) + 32896)])) + (((((int)threadIdx.x) & 15) * 136) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 + 1) & 1) * 512) + (ax1_0_7 * 256)) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 + 1) & 1) * 512) + (ax1_0_7 * 256)) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 + 1) & 1) * 512) + (ax1_0_7 * 256)) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 + 1) & 1) * 512) + (ax1_0_7 * 256)) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int j_0_2_6 = 0; j_0_2_6 < 2; ++j_0_2_6) {
      int cse_v19 = (kr_0_1_3 & 1);
      int cse_v20 = (j_0_2_6 * 256);
      int cse_v42 = ((j_0_2_6 * 256) + (((int)threadIdx.x) * 8));
      int cse_v51 = (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8));
      int cse_v57 = ((((kr_0_1_3 & 1) * 512) + (j_0_2_6 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_3 & 1) * 512) + (j_0_2_6 * 256)) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + ((((kr_0_1_3 & 1) * 512) + (j_0_2_6 * 256)) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_6 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + (((kr_0_1_3 & 1) * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 & 1) * 512) + (j_0_2_6 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((((kr_0_1_3 & 1) * 512) + (j_0_2_6 * 256)) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_6 * 8) + 4)))[3]));
  }
    }
  }
  for (int j_0_2_7 = 0; j_0_2_7 < 2; ++j_0_2_7) {
    int cse_v43 = ((j_0_2_7 * 256) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_7 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + (j_0_2_7 * 8)))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[0]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[1]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[2]), "=f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[3])
      : "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[0]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[1]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[2]), "r"(((unsigned *)(A_s_shared_dyn_warp_ptr + ((((int)threadIdx.x) * 8) + 256)))[3]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_7 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_s_shared_dyn_warp_ptr + (((j_0_2_7 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[0]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[1]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[2]), "f"(((float *)(P_acc_shared_dyn_warp_ptr + ((j_0_2_7 * 8) + 4)))[3]));
  }
  }
  __syncthreads();
  for (int ax1_0_8 = 0; ax1_0_8 < 2; ++ax1_0_8) {
    for (int local_id = 0; local_id < 8; ++local_id) {
      ((float*)buf_dyn_shmem_ptr)[(((((((((local_id & 3) >> 1) * 1024) + ((((int)threadIdx.x) >> 2) * 128)) + (((int)threadIdx.y) * 32)) + (ax1_0_8 * 16)) + ((local_id >> 2) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (local_id & 1))] = __shfl_sync(__activemask(), P_acc_shared_dyn_warp_ptr[((ax1_0_8 * 8) + local_id)], ((int)threadIdx.x), 32);
    }
  }
  __syncthreads();
  for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 4; ++ax0_ax1_fused_0_4) {
    int cse_v44 = ((((int)threadIdx.x) & 7) * 4);
    *(float4*)(P_acc_ptr + ((((((((int)blockIdx.z) * 65536) + (ax0_ax1_fused_0_4 * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.y) * 32)) + ((((int)threadIdx.x) & 7) * 4))) = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0_4 * 512) + ((((int)threadIdx.x) >> 3) * 128)) + (((int)threadIdx.y) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
  }
}

extern "C" __global__ void __launch_bounds__(256) matmul_m16_n4096_k4096_float16_kernel_1(half* __restrict__ C_ptr, float* __restrict__ P_acc_ptr) {
  alignas(64) float C_red_local_ptr[1];
  C_red_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v45 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  C_red_local_ptr[0] = (C_red_local_ptr[0] + P_acc_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
  C_red_local_ptr[0] = (C_red_local_ptr[0] + P_acc_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 65536)]);
  C_red_local_ptr[0] = (C_red_local_ptr[0] + P_acc_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 131072)]);
  C_red_local_ptr[0] = (C_red_local_ptr[0] + P_acc_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 196608)]);
  C_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((half)C_red_local_ptr[0]);
}

