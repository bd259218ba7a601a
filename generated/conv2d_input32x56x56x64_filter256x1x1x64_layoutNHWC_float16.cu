
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x64_filter256x1x1x64_layoutNHWC_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x64_filter256x1x1x64_layoutNHWC_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[32];
  __shared__ alignas(64) half X_shared_ptr[1792];
  __shared__ alignas(64) half W_shared_ptr[1024];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)blockIdx.x) >> 3);
    int cse_v4 = (((int)threadIdx.x) & 15);
    int cse_v5 = (((int)blockIdx.x) & 3);
    int cse_v6 = (((int)threadIdx.x) / 112);
    int cse_v7 = ((((int)blockIdx.x) & 7) >> 2);
    int cse_v9 = ((((int)threadIdx.x) % 112) >> 4);
    for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) >> 4);
      int cse_v3 = (rc_0 * 16);
      int cse_v8 = ((((int)threadIdx.x) >> 4) * 64);
      int cse_v24 = ((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15));
      __syncthreads();
      X_shared_ptr[((int)threadIdx.x)] = X_ptr[((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15))];
      X_shared_ptr[(((int)threadIdx.x) + 224)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 896)];
      X_shared_ptr[(((int)threadIdx.x) + 448)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 3584)];
      X_shared_ptr[(((int)threadIdx.x) + 672)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 4480)];
      X_shared_ptr[(((int)threadIdx.x) + 896)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 7168)];
      X_shared_ptr[(((int)threadIdx.x) + 1120)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 8064)];
      X_shared_ptr[(((int)threadIdx.x) + 1344)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 10752)];
      X_shared_ptr[(((int)threadIdx.x) + 1568)] = X_ptr[(((((((((int)blockIdx.x) >> 3) * 14336) + (((((int)blockIdx.x) & 7) >> 2) * 1792)) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 11648)];
      int cse_v11 = (((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4));
      int cse_v15 = (((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15));
      W_shared_ptr[(((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4))] = W_ptr[(((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15))];
      W_shared_ptr[((((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4)) + 14)] = W_ptr[((((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 896)];
      W_shared_ptr[((((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4)) + 28)] = W_ptr[((((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 1792)];
      W_shared_ptr[((((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4)) + 42)] = W_ptr[((((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 2688)];
      if (((int)threadIdx.x) < 128) {
        W_shared_ptr[((((((int)threadIdx.x) & 15) * 64) + (((int)threadIdx.x) >> 4)) + 56)] = W_ptr[((((((((int)blockIdx.x) & 3) * 4096) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 3584)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 16; ++rc_1) {
        int cse_v10 = ((rc_1 * 64) + (((int)threadIdx.x) & 15));
        int cse_v16 = ((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_shared_ptr[((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        int cse_v12 = (((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_shared_ptr[((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        int cse_v13 = (((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_shared_ptr[((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        int cse_v14 = (((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48);
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_shared_ptr[((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v17 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 16);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 16)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 16)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 16)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 16)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v18 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 32);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 32)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 32)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 32)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 32)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v19 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 48);
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 48)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 48)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 48)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 48)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v20 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 448);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 448)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 448)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 448)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 448)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v21 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 464);
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 464)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 464)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 464)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 464)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v22 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 480);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 480)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 480)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 480)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 480)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
        int cse_v23 = (((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 496);
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 496)]) * ((float)W_shared_ptr[((rc_1 * 64) + (((int)threadIdx.x) & 15))])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 496)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 16)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 496)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 32)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_shared_ptr[(((((((int)threadIdx.x) / 112) * 896) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + rc_1) + 496)]) * ((float)W_shared_ptr[(((rc_1 * 64) + (((int)threadIdx.x) & 15)) + 48)])));
      }
    }
    int cse_v25 = (((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15));
    Y_ptr[(((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15))] = ((half)Y_acc_local_ptr[0]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 16)] = ((half)Y_acc_local_ptr[8]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 32)] = ((half)Y_acc_local_ptr[16]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 48)] = ((half)Y_acc_local_ptr[24]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 256)] = ((half)Y_acc_local_ptr[1]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 272)] = ((half)Y_acc_local_ptr[9]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 288)] = ((half)Y_acc_local_ptr[17]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 304)] = ((half)Y_acc_local_ptr[25]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 512)] = ((half)Y_acc_local_ptr[2]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 528)] = ((half)Y_acc_local_ptr[10]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 544)] = ((half)Y_acc_local_ptr[18]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 560)] = ((half)Y_acc_local_ptr[26]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 768)] = ((half)Y_acc_local_ptr[3]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 784)] = ((half)Y_acc_local_ptr[11]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 800)] = ((half)Y_acc_local_ptr[19]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 816)] = ((half)Y_acc_local_ptr[27]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14336)] = ((half)Y_acc_local_ptr[4]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14352)] = ((half)Y_acc_local_ptr[12]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14368)] = ((half)Y_acc_local_ptr[20]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14384)] = ((half)Y_acc_local_ptr[28]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14592)] = ((half)Y_acc_local_ptr[5]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14608)] = ((half)Y_acc_local_ptr[13]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14624)] = ((half)Y_acc_local_ptr[21]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14640)] = ((half)Y_acc_local_ptr[29]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14848)] = ((half)Y_acc_local_ptr[6]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14864)] = ((half)Y_acc_local_ptr[14]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14880)] = ((half)Y_acc_local_ptr[22]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 14896)] = ((half)Y_acc_local_ptr[30]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 15104)] = ((half)Y_acc_local_ptr[7]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 15120)] = ((half)Y_acc_local_ptr[15]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 15136)] = ((half)Y_acc_local_ptr[23]);
    Y_ptr[((((((((((int)blockIdx.x) >> 3) * 57344) + ((((int)threadIdx.x) / 112) * 28672)) + (((((int)blockIdx.x) & 7) >> 2) * 7168)) + (((((int)threadIdx.x) % 112) >> 4) * 1024)) + ((((int)blockIdx.x) & 3) * 64)) + (((int)threadIdx.x) & 15)) + 15152)] = ((half)Y_acc_local_ptr[31]);
  }
}

