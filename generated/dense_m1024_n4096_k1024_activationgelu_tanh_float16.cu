
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
extern "C" __global__ void __launch_bounds__(512) dense_m1024_n4096_k1024_activationgelu_tanh_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr, half* __restrict__ bias_ptr);
extern "C" __global__ void __launch_bounds__(512) dense_m1024_n4096_k1024_activationgelu_tanh_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr, half* __restrict__ bias_ptr) {
  extern __shared__ __align__(64) uchar buf_dyn_shmem_ptr[];
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[4];
  alignas(64) half4 X_reindex_shared_dyn_local_ptr[4];
  alignas(64) half4 W_reindex_shared_dyn_local_ptr[4];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> X_reindex_shared_dyn_wmma_matrix_a_ptr[4];
  nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> W_reindex_shared_dyn_wmma_matrix_b_ptr[4];
  for (int ax1_0_3_init = 0; ax1_0_3_init < 2; ++ax1_0_3_init) {
    for (int ax2_0_3_init = 0; ax2_0_3_init < 2; ++ax2_0_3_init) {
      nvcuda::wmma::fill_fragment(Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_init * 2) + ax2_0_3_init)], 0x0p+0f/*0.000000e+00*/);
    }
  }
  int cse_v1 = (((int)blockIdx.x) * 131072);
  int cse_v2 = (((int)threadIdx.y) * 2048);
  int cse_v3 = (((int)threadIdx.x) >> 4);
  int cse_v13 = ((((int)threadIdx.x) >> 4) * 1024);
  int cse_v14 = ((((int)threadIdx.x) & 15) * 4);
  for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 4; ++ax0_ax1_fused_0) {
    X_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0] = *(half4*)(X_ptr + (((((((int)blockIdx.x) * 131072) + (ax0_ax1_fused_0 * 32768)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 4) * 1024)) + ((((int)threadIdx.x) & 15) * 4)));
  }
  int cse_v4 = (((int)blockIdx.y) * 131072);
  for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 4; ++ax0_ax1_fused_0_1) {
    W_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_1] = *(half4*)(W_ptr + (((((((int)blockIdx.y) * 131072) + (ax0_ax1_fused_0_1 * 32768)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 4) * 1024)) + ((((int)threadIdx.x) & 15) * 4)));
  }
  int cse_v5 = (((int)threadIdx.y) * 144);
  int cse_v15 = ((((int)threadIdx.x) >> 4) * 72);
  for (int ax0_ax1_fused_0_2 = 0; ax0_ax1_fused_0_2 < 4; ++ax0_ax1_fused_0_2) {
    *(half4*)(((half*)buf_dyn_shmem_ptr) + (((((ax0_ax1_fused_0_2 * 2304) + (((int)threadIdx.y) * 144)) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)) + 18432)) = X_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_2];
  }
  for (int ax0_ax1_fused_0_3 = 0; ax0_ax1_fused_0_3 < 4; ++ax0_ax1_fused_0_3) {
    *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((ax0_ax1_fused_0_3 * 2304) + (((int)threadIdx.y) * 144)) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4))) = W_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_3];
  }
  int cse_v6 = (((int)threadIdx.y) & 3);
  int cse_v16 = ((((int)threadIdx.y) & 3) * 2304);
  __syncthreads();
  nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 2304) + 18432)])), 72);
  nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) & 3) * 2304) + 19584)])), 72);
  int cse_v7 = (((int)threadIdx.y) >> 2);
  int cse_v17 = ((((int)threadIdx.y) >> 2) * 2304);
  nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((int)threadIdx.y) >> 2) * 2304)])), 72);
  nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((int)threadIdx.y) >> 2) * 2304) + 1152)])), 72);
  for (int ax3_0_0 = 0; ax3_0_0 < 15; ++ax3_0_0) {
    int cse_v8 = (ax3_0_0 * 64);
    for (int ax0_ax1_fused_0_4 = 0; ax0_ax1_fused_0_4 < 4; ++ax0_ax1_fused_0_4) {
      X_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_4] = *(half4*)(X_ptr + (((((((((int)blockIdx.x) * 131072) + (ax0_ax1_fused_0_4 * 32768)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 4) * 1024)) + (ax3_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 64));
    }
    for (int ax0_ax1_fused_0_5 = 0; ax0_ax1_fused_0_5 < 4; ++ax0_ax1_fused_0_5) {
      W_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_5] = *(half4*)(W_ptr + (((((((((int)blockIdx.y) * 131072) + (ax0_ax1_fused_0_5 * 32768)) + (((int)threadIdx.y) * 2048)) + ((((int)threadIdx.x) >> 4) * 1024)) + (ax3_0_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 64));
    }
    for (int ax3_0_1 = 0; ax3_0_1 < 3; ++ax3_0_1) {
      int cse_v9 = (ax3_0_1 * 16);
      int cse_v18 = ((ax3_0_0 & 1) * 9216);
      int cse_v28 = (((ax3_0_1 + 1) & 1) * 2);
      int cse_v33 = ((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304)) + (ax3_0_1 * 16));
      nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[(((ax3_0_1 + 1) & 1) * 2)], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304)) + (ax3_0_1 * 16)) + 18448)])), 72);
      int cse_v34 = ((((ax3_0_1 + 1) & 1) * 2) + 1);
      nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[((((ax3_0_1 + 1) & 1) * 2) + 1)], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304)) + (ax3_0_1 * 16)) + 19600)])), 72);
      int cse_v35 = ((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304)) + (ax3_0_1 * 16));
      nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[(((ax3_0_1 + 1) & 1) * 2)], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304)) + (ax3_0_1 * 16)) + 16)])), 72);
      nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[((((ax3_0_1 + 1) & 1) * 2) + 1)], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304)) + (ax3_0_1 * 16)) + 1168)])), 72);
      for (int ax1_0_3 = 0; ax1_0_3 < 2; ++ax1_0_3) {
        for (int ax2_0_3 = 0; ax2_0_3 < 2; ++ax2_0_3) {
          int cse_v19 = ((ax1_0_3 * 2) + ax2_0_3);
          int cse_v20 = ((ax3_0_1 & 1) * 2);
          nvcuda::wmma::mma_sync(Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3 * 2) + ax2_0_3)], X_reindex_shared_dyn_wmma_matrix_a_ptr[(((ax3_0_1 & 1) * 2) + ax1_0_3)], W_reindex_shared_dyn_wmma_matrix_b_ptr[(((ax3_0_1 & 1) * 2) + ax2_0_3)], Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3 * 2) + ax2_0_3)]);
        }
      }
    }
    int cse_v29 = (((ax3_0_0 + 1) & 1) * 9216);
    __syncthreads();
    for (int ax0_ax1_fused_0_6 = 0; ax0_ax1_fused_0_6 < 4; ++ax0_ax1_fused_0_6) {
      *(half4*)(((half*)buf_dyn_shmem_ptr) + ((((((((ax3_0_0 + 1) & 1) * 9216) + (ax0_ax1_fused_0_6 * 2304)) + (((int)threadIdx.y) * 144)) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4)) + 18432)) = X_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_6];
    }
    for (int ax0_ax1_fused_0_7 = 0; ax0_ax1_fused_0_7 < 4; ++ax0_ax1_fused_0_7) {
      *(half4*)(((half*)buf_dyn_shmem_ptr) + (((((((ax3_0_0 + 1) & 1) * 9216) + (ax0_ax1_fused_0_7 * 2304)) + (((int)threadIdx.y) * 144)) + ((((int)threadIdx.x) >> 4) * 72)) + ((((int)threadIdx.x) & 15) * 4))) = W_reindex_shared_dyn_local_ptr[ax0_ax1_fused_0_7];
    }
    int cse_v36 = ((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304));
    __syncthreads();
    nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304)) + 18432)])), 72);
    nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) & 3) * 2304)) + 19584)])), 72);
    int cse_v37 = ((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304));
    nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[0], (&(((half*)buf_dyn_shmem_ptr)[((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304))])), 72);
    nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[1], (&(((half*)buf_dyn_shmem_ptr)[(((((ax3_0_0 + 1) & 1) * 9216) + ((((int)threadIdx.y) >> 2) * 2304)) + 1152)])), 72);
    for (int ax1_0_3_1 = 0; ax1_0_3_1 < 2; ++ax1_0_3_1) {
      for (int ax2_0_3_1 = 0; ax2_0_3_1 < 2; ++ax2_0_3_1) {
        int cse_v21 = ((ax1_0_3_1 * 2) + ax2_0_3_1);
        nvcuda::wmma::mma_sync(Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_1 * 2) + ax2_0_3_1)], X_reindex_shared_dyn_wmma_matrix_a_ptr[(ax1_0_3_1 + 2)], W_reindex_shared_dyn_wmma_matrix_b_ptr[(ax2_0_3_1 + 2)], Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_1 * 2) + ax2_0_3_1)]);
      }
    }
  }
  for (int ax3_0_1_1 = 0; ax3_0_1_1 < 3; ++ax3_0_1_1) {
    int cse_v10 = (ax3_0_1_1 * 16);
    int cse_v30 = (((ax3_0_1_1 + 1) & 1) * 2);
    int cse_v31 = (((((int)threadIdx.y) & 3) * 2304) + (ax3_0_1_1 * 16));
    nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[(((ax3_0_1_1 + 1) & 1) * 2)], (&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 3) * 2304) + (ax3_0_1_1 * 16)) + 27664)])), 72);
    int cse_v38 = ((((ax3_0_1_1 + 1) & 1) * 2) + 1);
    nvcuda::wmma::load_matrix_sync(X_reindex_shared_dyn_wmma_matrix_a_ptr[((((ax3_0_1_1 + 1) & 1) * 2) + 1)], (&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) & 3) * 2304) + (ax3_0_1_1 * 16)) + 28816)])), 72);
    int cse_v32 = (((((int)threadIdx.y) >> 2) * 2304) + (ax3_0_1_1 * 16));
    nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[(((ax3_0_1_1 + 1) & 1) * 2)], (&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 2) * 2304) + (ax3_0_1_1 * 16)) + 9232)])), 72);
    nvcuda::wmma::load_matrix_sync(W_reindex_shared_dyn_wmma_matrix_b_ptr[((((ax3_0_1_1 + 1) & 1) * 2) + 1)], (&(((half*)buf_dyn_shmem_ptr)[((((((int)threadIdx.y) >> 2) * 2304) + (ax3_0_1_1 * 16)) + 10384)])), 72);
    for (int ax1_0_3_2 = 0; ax1_0_3_2 < 2; ++ax1_0_3_2) {
      for (int ax2_0_3_2 = 0; ax2_0_3_2 < 2; ++ax2_0_3_2) {
        int cse_v22 = ((ax1_0_3_2 * 2) + ax2_0_3_2);
        int cse_v23 = ((ax3_0_1_1 & 1) * 2);
        nvcuda::wmma::mma_sync(Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_2 * 2) + ax2_0_3_2)], X_reindex_shared_dyn_wmma_matrix_a_ptr[(((ax3_0_1_1 & 1) * 2) + ax1_0_3_2)], W_reindex_shared_dyn_wmma_matrix_b_ptr[(((ax3_0_1_1 & 1) * 2) + ax2_0_3_2)], Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_2 * 2) + ax2_0_3_2)]);
      }
    }
  }
  for (int ax1_0_3_3 = 0; ax1_0_3_3 < 2; ++ax1_0_3_3) {
    for (int ax2_0_3_3 = 0; ax2_0_3_3 < 2; ++ax2_0_3_3) {
      int cse_v24 = ((ax1_0_3_3 * 2) + ax2_0_3_3);
      nvcuda::wmma::mma_sync(Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_3 * 2) + ax2_0_3_3)], X_reindex_shared_dyn_wmma_matrix_a_ptr[(ax1_0_3_3 + 2)], W_reindex_shared_dyn_wmma_matrix_b_ptr[(ax2_0_3_3 + 2)], Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax1_0_3_3 * 2) + ax2_0_3_3)]);
    }
  }
  int cse_v25 = ((((int)threadIdx.y) & 3) * 4096);
  int cse_v26 = ((((int)threadIdx.y) >> 2) * 32);
  __syncthreads();
  for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {
    for (int ax1_0 = 0; ax1_0 < 2; ++ax1_0) {
      nvcuda::wmma::store_matrix_sync((&(((float*)buf_dyn_shmem_ptr)[(((((((int)threadIdx.y) & 3) * 4096) + (ax0_0 * 2048)) + ((((int)threadIdx.y) >> 2) * 32)) + (ax1_0 * 16))])), Y_acc_reindex_shared_dyn_wmma_accumulator_ptr[((ax0_0 * 2) + ax1_0)], 128, nvcuda::wmma::mem_row_major);
    }
  }
  __syncthreads();
  for (int ax0_ax1_fused_0_8 = 0; ax0_ax1_fused_0_8 < 8; ++ax0_ax1_fused_0_8) {
    int cse_v11 = (((int)threadIdx.x) >> 3);
    int cse_v12 = (((int)blockIdx.y) * 128);
    int cse_v27 = ((((int)threadIdx.x) & 7) * 4);
    int cse_v39 = (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4));
    int cse_v40 = ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4));
    half4 __1;
    float4 __2;
      float4 __3;
        float4 v_ = make_float4(0x1p-1f/*5.000000e-01*/, 0x1p-1f/*5.000000e-01*/, 0x1p-1f/*5.000000e-01*/, 0x1p-1f/*5.000000e-01*/);
        float4 __4;
          float4 v__1 = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
          float4 __5;
          half4 v__2 = *(half4*)(bias_ptr + (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
          __5.x = (float)(v__2.x);
          __5.y = (float)(v__2.y);
          __5.z = (float)(v__2.z);
          __5.w = (float)(v__2.w);
          __4.x = (v__1.x+__5.x);
          __4.y = (v__1.y+__5.y);
          __4.z = (v__1.z+__5.z);
          __4.w = (v__1.w+__5.w);
        __3.x = (v_.x*__4.x);
        __3.y = (v_.y*__4.y);
        __3.z = (v_.z*__4.z);
        __3.w = (v_.w*__4.w);
      float4 __6;
        float4 v__3 = make_float4(0x1p+0f/*1.000000e+00*/, 0x1p+0f/*1.000000e+00*/, 0x1p+0f/*1.000000e+00*/, 0x1p+0f/*1.000000e+00*/);
        float4 __7;
        float4 __8;
          float4 v__4 = make_float4(0x1.9884533d43651p-1f/*7.978846e-01*/, 0x1.9884533d43651p-1f/*7.978846e-01*/, 0x1.9884533d43651p-1f/*7.978846e-01*/, 0x1.9884533d43651p-1f/*7.978846e-01*/);
          float4 __9;
            float4 __10;
              float4 v__5 = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
              float4 __11;
              half4 v__6 = *(half4*)(bias_ptr + (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
              __11.x = (float)(v__6.x);
              __11.y = (float)(v__6.y);
              __11.z = (float)(v__6.z);
              __11.w = (float)(v__6.w);
              __10.x = (v__5.x+__11.x);
              __10.y = (v__5.y+__11.y);
              __10.z = (v__5.z+__11.z);
              __10.w = (v__5.w+__11.w);
            float4 __12;
              float4 __13;
                float4 __14;
                  float4 v__7 = make_float4(0x1.6e4e26d4801f7p-5f/*4.471500e-02*/, 0x1.6e4e26d4801f7p-5f/*4.471500e-02*/, 0x1.6e4e26d4801f7p-5f/*4.471500e-02*/, 0x1.6e4e26d4801f7p-5f/*4.471500e-02*/);
                  float4 __15;
                    float4 v__8 = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                    float4 __16;
                    half4 v__9 = *(half4*)(bias_ptr + (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                    __16.x = (float)(v__9.x);
                    __16.y = (float)(v__9.y);
                    __16.z = (float)(v__9.z);
                    __16.w = (float)(v__9.w);
                    __15.x = (v__8.x+__16.x);
                    __15.y = (v__8.y+__16.y);
                    __15.z = (v__8.z+__16.z);
                    __15.w = (v__8.w+__16.w);
                  __14.x = (v__7.x*__15.x);
                  __14.y = (v__7.y*__15.y);
                  __14.z = (v__7.z*__15.z);
                  __14.w = (v__7.w*__15.w);
                float4 __17;
                  float4 v__10 = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                  float4 __18;
                  half4 v__11 = *(half4*)(bias_ptr + (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                  __18.x = (float)(v__11.x);
                  __18.y = (float)(v__11.y);
                  __18.z = (float)(v__11.z);
                  __18.w = (float)(v__11.w);
                  __17.x = (v__10.x+__18.x);
                  __17.y = (v__10.y+__18.y);
                  __17.z = (v__10.z+__18.z);
                  __17.w = (v__10.w+__18.w);
                __13.x = (__14.x*__17.x);
                __13.y = (__14.y*__17.y);
                __13.z = (__14.z*__17.z);
                __13.w = (__14.w*__17.w);
              float4 __19;
                float4 v__12 = *(float4*)(((float*)buf_dyn_shmem_ptr) + ((((((((int)threadIdx.y) & 3) * 4096) + (ax0_ax1_fused_0_8 * 512)) + ((((int)threadIdx.x) >> 3) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                float4 __20;
                half4 v__13 = *(half4*)(bias_ptr + (((((int)blockIdx.y) * 128) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
                __20.x = (float)(v__13.x);
                __20.y = (float)(v__13.y);
                __20.z = (float)(v__13.z);
                __20.w = (float)(v__13.w);
                __19.x = (v__12.x+__20.x);
                __19.y = (v__12.y+__20.y);
                __19.z = (v__12.z+__20.z);
                __19.w = (v__12.w+__20.w);
              __12.x = (__13.x*__19.x);
              __12.y = (__13.y*__19.y);
              __12.z = (__13.z*__19.z);
              __12.w = (__13.w*__19.w);
            __9.x = (__10.x+__12.x);
            __9.y = (__10.y+__12.y);
            __9.z = (__10.z+__12.z);
            __9.w = (__10.w+__12.w);
          __8.x = (v__4.x*__9.x);
          __8.y = (v__4.y*__9.y);
          __8.z = (v__4.z*__9.z);
          __8.w = (v__4.w*__9.w);
        __7.x = tanhf(__8.x);
        __7.y = tanhf(__8.y);
        __7.z = tanhf(__8.z);
        __7.w = tanhf(__8.w);
        __6.x = (v__3.x+__7.x);
        __6.y = (v__3.y+__7.y);
        __6.z = (v__3.z+__7.z);
        __6.w = (v__3.w+__7.w);
      __2.x = (__3.x*__6.x);
      __2.y = (__3.y*__6.y);
      __2.z = (__3.z*__6.z);
      __2.w = (__3.w*__6.w);
    __1.x = (half)(__2.x);
    __1.y = (half)(__2.y);
    __1.z = (half)(__2.z);
    __1.w = (half)(__2.w);
    *(half4*)(Y_ptr + (((((((((int)blockIdx.x) * 524288) + ((((int)threadIdx.y) & 3) * 131072)) + (ax0_ax1_fused_0_8 * 16384)) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)blockIdx.y) * 128)) + ((((int)threadIdx.y) >> 2) * 32)) + ((((int)threadIdx.x) & 7) * 4))) = __1;
  }
}

