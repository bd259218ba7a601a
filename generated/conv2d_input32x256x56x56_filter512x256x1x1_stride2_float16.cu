
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x256x56x56_filter512x256x1x1_stride2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x256x56x56_filter512x256x1x1_stride2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[16];
  __shared__ alignas(64) half X_pad_shared_ptr[1792];
  __shared__ alignas(64) half W_shared_ptr[512];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)blockIdx.x) % 7);
    int cse_v2 = (((int)threadIdx.x) % 28);
    int cse_v5 = (((int)threadIdx.x) / 56);
    int cse_v7 = (((((int)threadIdx.x) % 56) / 28) * 56);
    for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
      int cse_v169 = (((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2));
      __syncthreads();
      X_pad_shared_ptr[((int)threadIdx.x)] = X_ptr[(((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2))];
      int cse_v3 = (((int)threadIdx.x) + 224);
      X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 6272)];
      int cse_v4 = (((int)threadIdx.x) + 448);
      X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 12544)];
      X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 18816)];
      X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 25088)];
      X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 31360)];
      X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 37632)];
      X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = X_ptr[((((((((((int)blockIdx.x) / 112) * 802816) + (rc_0 * 50176)) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 43904)];
      int cse_v167 = ((((((((int)blockIdx.x) % 112) / 7) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15));
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 112) / 7) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15))];
      W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[(((((((((int)blockIdx.x) % 112) / 7) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 3584)];
      if (((int)threadIdx.x) < 64) {
        W_shared_ptr[(((int)threadIdx.x) + 448)] = W_ptr[(((((((((int)blockIdx.x) % 112) / 7) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 7168)];
      }
      int cse_v6 = ((((int)threadIdx.x) / 56) * 128);
      int cse_v135 = ((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28));
      __syncthreads();
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 56) * 128)])));
      int cse_v136 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 56) * 128)])));
      int cse_v8 = (((((int)threadIdx.x) / 56) * 128) + 16);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 16)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 16)])));
      int cse_v9 = (((((int)threadIdx.x) / 56) * 128) + 32);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 32)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 32)])));
      int cse_v10 = (((((int)threadIdx.x) / 56) * 128) + 48);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 48)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 48)])));
      int cse_v11 = (((((int)threadIdx.x) / 56) * 128) + 64);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 64)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 64)])));
      int cse_v12 = (((((int)threadIdx.x) / 56) * 128) + 80);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 80)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 80)])));
      int cse_v13 = (((((int)threadIdx.x) / 56) * 128) + 96);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 96)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 96)])));
      int cse_v14 = (((((int)threadIdx.x) / 56) * 128) + 112);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 112)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 112)])));
      int cse_v15 = (((((int)threadIdx.x) / 56) * 128) + 1);
      int cse_v137 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 1)])));
      int cse_v138 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 1)])));
      int cse_v16 = (((((int)threadIdx.x) / 56) * 128) + 17);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 17)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 17)])));
      int cse_v17 = (((((int)threadIdx.x) / 56) * 128) + 33);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 33)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 33)])));
      int cse_v18 = (((((int)threadIdx.x) / 56) * 128) + 49);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 49)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 49)])));
      int cse_v19 = (((((int)threadIdx.x) / 56) * 128) + 65);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 65)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 65)])));
      int cse_v20 = (((((int)threadIdx.x) / 56) * 128) + 81);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 81)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 81)])));
      int cse_v21 = (((((int)threadIdx.x) / 56) * 128) + 97);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 97)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 97)])));
      int cse_v22 = (((((int)threadIdx.x) / 56) * 128) + 113);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 112)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 113)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 140)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 113)])));
      int cse_v23 = (((((int)threadIdx.x) / 56) * 128) + 2);
      int cse_v139 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 2)])));
      int cse_v140 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 2)])));
      int cse_v24 = (((((int)threadIdx.x) / 56) * 128) + 18);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 18)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 18)])));
      int cse_v25 = (((((int)threadIdx.x) / 56) * 128) + 34);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 34)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 34)])));
      int cse_v26 = (((((int)threadIdx.x) / 56) * 128) + 50);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 50)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 50)])));
      int cse_v27 = (((((int)threadIdx.x) / 56) * 128) + 66);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 66)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 66)])));
      int cse_v28 = (((((int)threadIdx.x) / 56) * 128) + 82);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 82)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 82)])));
      int cse_v29 = (((((int)threadIdx.x) / 56) * 128) + 98);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 98)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 98)])));
      int cse_v30 = (((((int)threadIdx.x) / 56) * 128) + 114);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 224)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 114)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 252)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 114)])));
      int cse_v31 = (((((int)threadIdx.x) / 56) * 128) + 3);
      int cse_v141 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 3)])));
      int cse_v142 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 3)])));
      int cse_v32 = (((((int)threadIdx.x) / 56) * 128) + 19);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 19)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 19)])));
      int cse_v33 = (((((int)threadIdx.x) / 56) * 128) + 35);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 35)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 35)])));
      int cse_v34 = (((((int)threadIdx.x) / 56) * 128) + 51);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 51)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 51)])));
      int cse_v35 = (((((int)threadIdx.x) / 56) * 128) + 67);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 67)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 67)])));
      int cse_v36 = (((((int)threadIdx.x) / 56) * 128) + 83);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 83)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 83)])));
      int cse_v37 = (((((int)threadIdx.x) / 56) * 128) + 99);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 99)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 99)])));
      int cse_v38 = (((((int)threadIdx.x) / 56) * 128) + 115);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 115)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 115)])));
      int cse_v39 = (((((int)threadIdx.x) / 56) * 128) + 4);
      int cse_v143 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 4)])));
      int cse_v144 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 4)])));
      int cse_v40 = (((((int)threadIdx.x) / 56) * 128) + 20);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 20)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 20)])));
      int cse_v41 = (((((int)threadIdx.x) / 56) * 128) + 36);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 36)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 36)])));
      int cse_v42 = (((((int)threadIdx.x) / 56) * 128) + 52);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 52)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 52)])));
      int cse_v43 = (((((int)threadIdx.x) / 56) * 128) + 68);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 68)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 68)])));
      int cse_v44 = (((((int)threadIdx.x) / 56) * 128) + 84);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 84)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 84)])));
      int cse_v45 = (((((int)threadIdx.x) / 56) * 128) + 100);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 100)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 100)])));
      int cse_v46 = (((((int)threadIdx.x) / 56) * 128) + 116);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 448)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 116)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 476)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 116)])));
      int cse_v47 = (((((int)threadIdx.x) / 56) * 128) + 5);
      int cse_v145 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 5)])));
      int cse_v146 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 5)])));
      int cse_v48 = (((((int)threadIdx.x) / 56) * 128) + 21);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 21)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 21)])));
      int cse_v49 = (((((int)threadIdx.x) / 56) * 128) + 37);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 37)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 37)])));
      int cse_v50 = (((((int)threadIdx.x) / 56) * 128) + 53);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 53)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 53)])));
      int cse_v51 = (((((int)threadIdx.x) / 56) * 128) + 69);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 69)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 69)])));
      int cse_v52 = (((((int)threadIdx.x) / 56) * 128) + 85);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 85)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 85)])));
      int cse_v53 = (((((int)threadIdx.x) / 56) * 128) + 101);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 101)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 101)])));
      int cse_v54 = (((((int)threadIdx.x) / 56) * 128) + 117);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 560)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 117)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 588)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 117)])));
      int cse_v55 = (((((int)threadIdx.x) / 56) * 128) + 6);
      int cse_v147 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 6)])));
      int cse_v148 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 6)])));
      int cse_v56 = (((((int)threadIdx.x) / 56) * 128) + 22);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 22)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 22)])));
      int cse_v57 = (((((int)threadIdx.x) / 56) * 128) + 38);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 38)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 38)])));
      int cse_v58 = (((((int)threadIdx.x) / 56) * 128) + 54);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 54)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 54)])));
      int cse_v59 = (((((int)threadIdx.x) / 56) * 128) + 70);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 70)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 70)])));
      int cse_v60 = (((((int)threadIdx.x) / 56) * 128) + 86);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 86)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 86)])));
      int cse_v61 = (((((int)threadIdx.x) / 56) * 128) + 102);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 102)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 102)])));
      int cse_v62 = (((((int)threadIdx.x) / 56) * 128) + 118);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 672)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 118)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 118)])));
      int cse_v63 = (((((int)threadIdx.x) / 56) * 128) + 7);
      int cse_v149 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 7)])));
      int cse_v150 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 7)])));
      int cse_v64 = (((((int)threadIdx.x) / 56) * 128) + 23);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 23)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 23)])));
      int cse_v65 = (((((int)threadIdx.x) / 56) * 128) + 39);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 39)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 39)])));
      int cse_v66 = (((((int)threadIdx.x) / 56) * 128) + 55);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 55)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 55)])));
      int cse_v67 = (((((int)threadIdx.x) / 56) * 128) + 71);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 71)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 71)])));
      int cse_v68 = (((((int)threadIdx.x) / 56) * 128) + 87);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 87)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 87)])));
      int cse_v69 = (((((int)threadIdx.x) / 56) * 128) + 103);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 103)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 103)])));
      int cse_v70 = (((((int)threadIdx.x) / 56) * 128) + 119);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 784)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 119)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 812)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 119)])));
      int cse_v71 = (((((int)threadIdx.x) / 56) * 128) + 8);
      int cse_v151 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 8)])));
      int cse_v152 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 8)])));
      int cse_v72 = (((((int)threadIdx.x) / 56) * 128) + 24);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 24)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 24)])));
      int cse_v73 = (((((int)threadIdx.x) / 56) * 128) + 40);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 40)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 40)])));
      int cse_v74 = (((((int)threadIdx.x) / 56) * 128) + 56);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 56)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 56)])));
      int cse_v75 = (((((int)threadIdx.x) / 56) * 128) + 72);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 72)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 72)])));
      int cse_v76 = (((((int)threadIdx.x) / 56) * 128) + 88);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 88)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 88)])));
      int cse_v77 = (((((int)threadIdx.x) / 56) * 128) + 104);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 104)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 104)])));
      int cse_v78 = (((((int)threadIdx.x) / 56) * 128) + 120);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 896)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 120)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 120)])));
      int cse_v79 = (((((int)threadIdx.x) / 56) * 128) + 9);
      int cse_v153 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 9)])));
      int cse_v154 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 9)])));
      int cse_v80 = (((((int)threadIdx.x) / 56) * 128) + 25);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 25)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 25)])));
      int cse_v81 = (((((int)threadIdx.x) / 56) * 128) + 41);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 41)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 41)])));
      int cse_v82 = (((((int)threadIdx.x) / 56) * 128) + 57);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 57)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 57)])));
      int cse_v83 = (((((int)threadIdx.x) / 56) * 128) + 73);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 73)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 73)])));
      int cse_v84 = (((((int)threadIdx.x) / 56) * 128) + 89);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 89)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 89)])));
      int cse_v85 = (((((int)threadIdx.x) / 56) * 128) + 105);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 105)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 105)])));
      int cse_v86 = (((((int)threadIdx.x) / 56) * 128) + 121);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1008)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 121)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1036)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 121)])));
      int cse_v87 = (((((int)threadIdx.x) / 56) * 128) + 10);
      int cse_v155 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 10)])));
      int cse_v156 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 10)])));
      int cse_v88 = (((((int)threadIdx.x) / 56) * 128) + 26);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 26)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 26)])));
      int cse_v89 = (((((int)threadIdx.x) / 56) * 128) + 42);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 42)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 42)])));
      int cse_v90 = (((((int)threadIdx.x) / 56) * 128) + 58);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 58)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 58)])));
      int cse_v91 = (((((int)threadIdx.x) / 56) * 128) + 74);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 74)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 74)])));
      int cse_v92 = (((((int)threadIdx.x) / 56) * 128) + 90);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 90)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 90)])));
      int cse_v93 = (((((int)threadIdx.x) / 56) * 128) + 106);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 106)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 106)])));
      int cse_v94 = (((((int)threadIdx.x) / 56) * 128) + 122);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1120)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 122)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 122)])));
      int cse_v95 = (((((int)threadIdx.x) / 56) * 128) + 11);
      int cse_v157 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 11)])));
      int cse_v158 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 11)])));
      int cse_v96 = (((((int)threadIdx.x) / 56) * 128) + 27);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 27)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 27)])));
      int cse_v97 = (((((int)threadIdx.x) / 56) * 128) + 43);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 43)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 43)])));
      int cse_v98 = (((((int)threadIdx.x) / 56) * 128) + 59);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 59)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 59)])));
      int cse_v99 = (((((int)threadIdx.x) / 56) * 128) + 75);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 75)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 75)])));
      int cse_v100 = (((((int)threadIdx.x) / 56) * 128) + 91);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 91)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 91)])));
      int cse_v101 = (((((int)threadIdx.x) / 56) * 128) + 107);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 107)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 107)])));
      int cse_v102 = (((((int)threadIdx.x) / 56) * 128) + 123);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 123)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1260)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 123)])));
      int cse_v103 = (((((int)threadIdx.x) / 56) * 128) + 12);
      int cse_v159 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 12)])));
      int cse_v160 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 12)])));
      int cse_v104 = (((((int)threadIdx.x) / 56) * 128) + 28);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 28)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 28)])));
      int cse_v105 = (((((int)threadIdx.x) / 56) * 128) + 44);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 44)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 44)])));
      int cse_v106 = (((((int)threadIdx.x) / 56) * 128) + 60);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 60)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 60)])));
      int cse_v107 = (((((int)threadIdx.x) / 56) * 128) + 76);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 76)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 76)])));
      int cse_v108 = (((((int)threadIdx.x) / 56) * 128) + 92);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 92)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 92)])));
      int cse_v109 = (((((int)threadIdx.x) / 56) * 128) + 108);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 108)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 108)])));
      int cse_v110 = (((((int)threadIdx.x) / 56) * 128) + 124);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1344)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 124)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 124)])));
      int cse_v111 = (((((int)threadIdx.x) / 56) * 128) + 13);
      int cse_v161 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 13)])));
      int cse_v162 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 13)])));
      int cse_v112 = (((((int)threadIdx.x) / 56) * 128) + 29);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 29)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 29)])));
      int cse_v113 = (((((int)threadIdx.x) / 56) * 128) + 45);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 45)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 45)])));
      int cse_v114 = (((((int)threadIdx.x) / 56) * 128) + 61);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 61)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 61)])));
      int cse_v115 = (((((int)threadIdx.x) / 56) * 128) + 77);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 77)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 77)])));
      int cse_v116 = (((((int)threadIdx.x) / 56) * 128) + 93);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 93)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 93)])));
      int cse_v117 = (((((int)threadIdx.x) / 56) * 128) + 109);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 109)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 109)])));
      int cse_v118 = (((((int)threadIdx.x) / 56) * 128) + 125);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1456)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 125)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1484)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 125)])));
      int cse_v119 = (((((int)threadIdx.x) / 56) * 128) + 14);
      int cse_v163 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 14)])));
      int cse_v164 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 14)])));
      int cse_v120 = (((((int)threadIdx.x) / 56) * 128) + 30);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 30)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 30)])));
      int cse_v121 = (((((int)threadIdx.x) / 56) * 128) + 46);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 46)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 46)])));
      int cse_v122 = (((((int)threadIdx.x) / 56) * 128) + 62);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 62)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 62)])));
      int cse_v123 = (((((int)threadIdx.x) / 56) * 128) + 78);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 78)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 78)])));
      int cse_v124 = (((((int)threadIdx.x) / 56) * 128) + 94);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 94)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 94)])));
      int cse_v125 = (((((int)threadIdx.x) / 56) * 128) + 110);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 110)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 110)])));
      int cse_v126 = (((((int)threadIdx.x) / 56) * 128) + 126);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1568)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 126)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1596)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 126)])));
      int cse_v127 = (((((int)threadIdx.x) / 56) * 128) + 15);
      int cse_v165 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 15)])));
      int cse_v166 = (((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 15)])));
      int cse_v128 = (((((int)threadIdx.x) / 56) * 128) + 31);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 31)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 31)])));
      int cse_v129 = (((((int)threadIdx.x) / 56) * 128) + 47);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 47)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 47)])));
      int cse_v130 = (((((int)threadIdx.x) / 56) * 128) + 63);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 63)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 63)])));
      int cse_v131 = (((((int)threadIdx.x) / 56) * 128) + 79);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 79)])));
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 79)])));
      int cse_v132 = (((((int)threadIdx.x) / 56) * 128) + 95);
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 95)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 95)])));
      int cse_v133 = (((((int)threadIdx.x) / 56) * 128) + 111);
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 111)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 111)])));
      int cse_v134 = (((((int)threadIdx.x) / 56) * 128) + 127);
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1680)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 127)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 56) + (((int)threadIdx.x) % 28)) + 1708)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 128) + 127)])));
    }
    int cse_v168 = ((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28))] = ((half)Y_acc_local_ptr[0]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)Y_acc_local_ptr[1]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 784)] = ((half)Y_acc_local_ptr[2]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 812)] = ((half)Y_acc_local_ptr[3]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 1568)] = ((half)Y_acc_local_ptr[4]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 1596)] = ((half)Y_acc_local_ptr[5]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 2352)] = ((half)Y_acc_local_ptr[6]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 2380)] = ((half)Y_acc_local_ptr[7]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 3136)] = ((half)Y_acc_local_ptr[8]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 3164)] = ((half)Y_acc_local_ptr[9]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 3920)] = ((half)Y_acc_local_ptr[10]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 3948)] = ((half)Y_acc_local_ptr[11]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 4704)] = ((half)Y_acc_local_ptr[12]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 4732)] = ((half)Y_acc_local_ptr[13]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 5488)] = ((half)Y_acc_local_ptr[14]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 56) * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 5516)] = ((half)Y_acc_local_ptr[15]);
  }
}

