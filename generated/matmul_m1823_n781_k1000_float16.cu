
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
extern "C" __global__ void __launch_bounds__(128) matmul_m1823_n781_k1000_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(128) matmul_m1823_n781_k1000_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  alignas(64) float C_acc_pad_shared_dyn_warp_ptr[32];
  alignas(64) uint4 A_pad_shared_dyn_local_ptr[2];
  alignas(64) half B_pad_shared_dyn_local_ptr[16];
  alignas(64) half A_pad_shared_dyn_warp_ptr[1024];
  alignas(64) half B_pad_shared_dyn_warp_ptr[1024];
  for (int i0_0_2_init = 0; i0_0_2_init < 2; ++i0_0_2_init) {
    for (int i1_0_2_init = 0; i1_0_2_init < 2; ++i1_0_2_init) {
      for (int i = 0; i < 8; ++i) {
C_acc_pad_shared_dyn_warp_ptr[((i0_0_2_init * 16) + (i1_0_2_init * 8)) + i] = 0.0;}
;
    }
  }
  int cse_v1 = (((int)blockIdx.x) / 13);
  int cse_v2 = (((int)threadIdx.y) * 8);
  int cse_v3 = (((int)threadIdx.x) >> 2);
  int cse_v4 = (((int)threadIdx.y) * 8000);
  int cse_v5 = (((int)threadIdx.x) & 3);
  int cse_v15 = ((((int)blockIdx.x) / 13) * 64);
  int cse_v16 = ((((int)blockIdx.x) / 13) * 64000);
  int cse_v17 = ((((int)threadIdx.x) >> 2) * 1000);
  int cse_v18 = ((((int)threadIdx.x) & 3) * 8);
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 2; ++ax0_ax1_fused_0) {
    uint4 condval;
    if ((((((((int)blockIdx.x) / 13) * 64) + (ax0_ax1_fused_0 * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) < 1823) {
      condval = *(uint4*)(A_ptr + ((((((((int)blockIdx.x) / 13) * 64000) + (ax0_ax1_fused_0 * 32000)) + (((int)threadIdx.y) * 8000)) + ((((int)threadIdx.x) >> 2) * 1000)) + ((((int)threadIdx.x) & 3) * 8)));
    } else {
      condval = make_uint4(__pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)));
    }
    A_pad_shared_dyn_local_ptr[ax0_ax1_fused_0] = condval;
  }
  int cse_v6 = (((int)threadIdx.y) >> 1);
  int cse_v19 = ((((int)blockIdx.x) % 13) * 64);
  int cse_v20 = ((((int)threadIdx.y) & 1) * 32);
  int cse_v21 = ((((int)threadIdx.y) >> 1) * 781);
  int cse_v41 = ((((((int)blockIdx.x) % 13) * 64) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x));
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 16; ++ax0_ax1_fused_0_1) {
    half condval_1;
    if (((((((int)blockIdx.x) % 13) * 64) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) < 781) {
      condval_1 = B_ptr[(((((ax0_ax1_fused_0_1 * 1562) + ((((int)threadIdx.y) >> 1) * 781)) + ((((int)blockIdx.x) % 13) * 64)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x))];
    } else {
      condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    B_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_1] = condval_1;
  }
  int cse_v7 = (((int)threadIdx.y) * 320);
  int cse_v22 = ((((int)threadIdx.x) >> 2) * 40);
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 2; ++ax0_ax1_fused_0_2) {
    *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0_2 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = A_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_2];
  }
  int cse_v23 = ((((int)threadIdx.y) >> 1) * 72);
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 16; ++ax0_ax1_fused_0_3) {
    ((half*)buf_dyn_shmem_ptr)[(((((ax0_ax1_fused_0_3 * 144) + ((((int)threadIdx.y) >> 1) * 72)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) + 2560)] = B_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_3];
  }
  int cse_v8 = (((int)threadIdx.x) * 8);
  int cse_v9 = (((int)threadIdx.x) & 15);
  int cse_v24 = ((((int)threadIdx.y) >> 1) * 1280);
  int cse_v25 = ((((int)threadIdx.x) >> 4) * 8);
  int cse_v33 = (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8));
  __syncthreads();
  for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 1280) + (ax0_0 * 640))])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  int cse_v34 = (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8));
  for (int ax1_0 = 0; ax1_0 < 2; ++ax1_0) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 32) + (ax1_0 * 16)) + 2560)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
  }
  for (int k_0_0 = 0; k_0_0 < 31; ++k_0_0) {
    int cse_v10 = (k_0_0 * 4);
    for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 2; ++ax0_ax1_fused_0_4) {
      uint4 condval_2;
      if (((((((((int)blockIdx.x) / 13) * 64) + (ax0_ax1_fused_0_4 * 32)) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) < 1823) && (((k_0_0 * 4) + (((int)threadIdx.x) & 3)) < 121)) {
        condval_2 = *(uint4*)(A_ptr + ((((((((((int)blockIdx.x) / 13) * 64000) + (ax0_ax1_fused_0_4 * 32000)) + (((int)threadIdx.y) * 8000)) + ((((int)threadIdx.x) >> 2) * 1000)) + (k_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)) + 32));
      } else {
        condval_2 = make_uint4(__pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)), __pack_half2(__float2half_rn(0x0p+0f/*0.000000e+00*/), __float2half_rn(0x0p+0f/*0.000000e+00*/)));
      }
      A_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_4] = condval_2;
    }
    for (int ax0_ax1_fused_0_5 = 0; ax0_ax1_fused_0_5 < 16; ++ax0_ax1_fused_0_5) {
      half condval_3;
      if ((((k_0_0 * 4) + (ax0_ax1_fused_0_5 >> 2)) < 121) && (((((((int)blockIdx.x) % 13) * 64) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) < 781)) {
        condval_3 = B_ptr[(((((((k_0_0 * 24992) + (ax0_ax1_fused_0_5 * 1562)) + ((((int)threadIdx.y) >> 1) * 781)) + ((((int)blockIdx.x) % 13) * 64)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) + 24992)];
      } else {
        condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      B_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_5] = condval_3;
    }
    for (int ax0_0_1 = 0; ax0_0_1 < 2; ++ax0_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 1280) + (ax0_0_1 * 640)) + 16)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_1 = 0; ax1_0_1 < 2; ++ax1_0_1) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 32) + (ax1_0_1 * 16)) + 3712)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
    }
    for (int i0_0_2 = 0; i0_0_2 < 2; ++i0_0_2) {
      for (int i1_0_2 = 0; i1_0_2 < 2; ++i1_0_2) {
        int cse_v11 = (i1_0_2 * 256);
        int cse_v26 = ((i0_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v27 = ((i1_0_2 * 256) + (((int)threadIdx.x) * 8));
        int cse_v35 = (((i0_0_2 * 512) + (i1_0_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((i1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((i1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2 * 16) + (i1_0_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2 * 16) + (i1_0_2 * 8)) + 4)))[3]));
  }
      }
    }
    __syncthreads();
    for (int ax0_ax1_fused_0_6 = 0; ax0_ax1_fused_0_6 < 2; ++ax0_ax1_fused_0_6) {
      *(uint4*)(((half*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0_6 * 1280) + (((int)threadIdx.y) * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = A_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_6];
    }
    for (int ax0_ax1_fused_0_7 = 0; ax0_ax1_fused_0_7 < 16; ++ax0_ax1_fused_0_7) {
      ((half*)buf_dyn_shmem_ptr)[(((((ax0_ax1_fused_0_7 * 144) + ((((int)threadIdx.y) >> 1) * 72)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) + 2560)] = B_pad_shared_dyn_local_ptr[ax0_ax1_fused_0_7];
    }
    __syncthreads();
    for (int ax0_0_2 = 0; ax0_0_2 < 2; ++ax0_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 1) * 1280) + (ax0_0_2 * 640))])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((ax0_0_2 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int ax1_0_2 = 0; ax1_0_2 < 2; ++ax1_0_2) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 32) + (ax1_0_2 * 16)) + 2560)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((ax1_0_2 * 256) + (((int)threadIdx.x) * 8))))[3])
      : "r"(addr)
    );
  }
    }
    for (int i0_0_2_1 = 0; i0_0_2_1 < 2; ++i0_0_2_1) {
      for (int i1_0_2_1 = 0; i1_0_2_1 < 2; ++i1_0_2_1) {
        int cse_v12 = (i1_0_2_1 * 256);
        int cse_v28 = ((i1_0_2_1 * 256) + (((int)threadIdx.x) * 8));
        int cse_v36 = (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512);
        int cse_v37 = (((i0_0_2_1 * 512) + (i1_0_2_1 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_1 * 16) + (i1_0_2_1 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_1 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_1 * 16) + (i1_0_2_1 * 8)) + 4)))[3]));
  }
      }
    }
  }
  for (int ax0_0_3 = 0; ax0_0_3 < 2; ++ax0_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 1) * 1280) + (ax0_0_3 * 640)) + 16)])) + (((((int)threadIdx.x) & 15) * 40) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((ax0_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int ax1_0_3 = 0; ax1_0_3 < 2; ++ax1_0_3) {

  {
    unsigned int addr = __cvta_generic_to_shared((&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 1) * 32) + (ax1_0_3 * 16)) + 3712)])) + (((((int)threadIdx.x) & 15) * 72) + ((((int)threadIdx.x) >> 4) * 8)));
    __asm__ __volatile__(
      "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"
      "{%0, %1, %2, %3}, [%4];\n"
      : "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "=r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((ax1_0_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3])
      : "r"(addr)
    );
  }
  }
  for (int i0_0_2_2 = 0; i0_0_2_2 < 2; ++i0_0_2_2) {
    for (int i1_0_2_2 = 0; i1_0_2_2 < 2; ++i1_0_2_2) {
      int cse_v13 = (i1_0_2_2 * 256);
      int cse_v29 = ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v30 = ((i1_0_2_2 * 256) + (((int)threadIdx.x) * 8));
      int cse_v38 = (((i0_0_2_2 * 512) + (i1_0_2_2 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((i1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + ((i1_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 16) + (i1_0_2_2 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + ((i0_0_2_2 * 256) + (((int)threadIdx.x) * 8))))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_2 * 256) + (((int)threadIdx.x) * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_2 * 16) + (i1_0_2_2 * 8)) + 4)))[3]));
  }
    }
  }
  for (int i0_0_2_3 = 0; i0_0_2_3 < 2; ++i0_0_2_3) {
    for (int i1_0_2_3 = 0; i1_0_2_3 < 2; ++i1_0_2_3) {
      int cse_v14 = (i1_0_2_3 * 256);
      int cse_v31 = ((i1_0_2_3 * 256) + (((int)threadIdx.x) * 8));
      int cse_v39 = (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512);
      int cse_v40 = (((i0_0_2_3 * 512) + (i1_0_2_3 * 256)) + (((int)threadIdx.x) * 8));

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + ((i0_0_2_3 * 16) + (i1_0_2_3 * 8))))[3]));
  }

  {
    __asm__ __volatile__(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
      :  "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[0]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[1]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[2]), "=f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[3])
      : "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[0]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[1]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[2]), "r"(((unsigned *)(A_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 512)))[3]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[0]), "r"(((unsigned *)(B_pad_shared_dyn_warp_ptr + (((i1_0_2_3 * 256) + (((int)threadIdx.x) * 8)) + 516)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[0]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[1]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[2]), "f"(((float *)(C_acc_pad_shared_dyn_warp_ptr + (((i0_0_2_3 * 16) + (i1_0_2_3 * 8)) + 4)))[3]));
  }
    }
  }
  int cse_v32 = ((((int)threadIdx.y) >> 1) * 2048);
  __syncthreads();
  for (int ax0_0_4 = 0; ax0_0_4 < 2; ++ax0_0_4) {
    for (int ax1_0_4 = 0; ax1_0_4 < 2; ++ax1_0_4) {
      for (int local_id = 0; local_id < 8; ++local_id) {
        ((float*)buf_dyn_shmem_ptr)[((((((((((((int)threadIdx.y) >> 1) * 2048) + (ax0_0_4 * 1024)) + (((local_id & 3) >> 1) * 512)) + ((((int)threadIdx.x) >> 2) * 64)) + ((((int)threadIdx.y) & 1) * 32)) + (ax1_0_4 * 16)) + ((local_id >> 2) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (local_id & 1))] = __shfl_sync(__activemask(), C_acc_pad_shared_dyn_warp_ptr[(((ax0_0_4 * 16) + (ax1_0_4 * 8)) + local_id)], ((int)threadIdx.x), 32);
      }
    }
  }
  __syncthreads();
  for (int ax0_ax1_fused_0_8 = 0; ax0_ax1_fused_0_8 < 32; ++ax0_ax1_fused_0_8) {
    if ((((((((int)blockIdx.x) / 13) * 64) + ((((int)threadIdx.y) >> 1) * 32)) + ax0_ax1_fused_0_8) < 1823) && (((((((int)blockIdx.x) % 13) * 64) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x)) < 781)) {
      C_ptr[(((((((((int)blockIdx.x) / 13) * 49984) + ((((int)threadIdx.y) >> 1) * 24992)) + (ax0_ax1_fused_0_8 * 781)) + ((((int)blockIdx.x) % 13) * 64)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x))] = ((half)((float*)buf_dyn_shmem_ptr)[(((((((int)threadIdx.y) >> 1) * 2048) + (ax0_ax1_fused_0_8 * 64)) + ((((int)threadIdx.y) & 1) * 32)) + ((int)threadIdx.x))]);
    }
  }
}

