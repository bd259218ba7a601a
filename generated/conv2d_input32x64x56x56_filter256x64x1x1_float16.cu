
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter256x64x1x1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter256x64x1x1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[32];
  __shared__ alignas(64) half X_shared_ptr[7168];
  __shared__ alignas(64) half W_shared_ptr[256];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    int cse_v2 = (((int)threadIdx.x) % 28);
    int cse_v3 = (((int)threadIdx.x) / 112);
    int cse_v4 = ((((int)blockIdx.x) % 7) * 448);
    int cse_v5 = (((((int)threadIdx.x) % 112) / 28) * 112);
    for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
      int cse_v14 = (((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x));
      __syncthreads();
      X_shared_ptr[((int)threadIdx.x)] = X_ptr[(((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x))];
      int cse_v1 = (((int)threadIdx.x) + 224);
      X_shared_ptr[(((int)threadIdx.x) + 224)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 224)];
      X_shared_ptr[(((int)threadIdx.x) + 448)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 3136)];
      X_shared_ptr[(((int)threadIdx.x) + 672)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 3360)];
      X_shared_ptr[(((int)threadIdx.x) + 896)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 6272)];
      X_shared_ptr[(((int)threadIdx.x) + 1120)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 6496)];
      X_shared_ptr[(((int)threadIdx.x) + 1344)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 9408)];
      X_shared_ptr[(((int)threadIdx.x) + 1568)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 9632)];
      X_shared_ptr[(((int)threadIdx.x) + 1792)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 12544)];
      X_shared_ptr[(((int)threadIdx.x) + 2016)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 12768)];
      X_shared_ptr[(((int)threadIdx.x) + 2240)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 15680)];
      X_shared_ptr[(((int)threadIdx.x) + 2464)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 15904)];
      X_shared_ptr[(((int)threadIdx.x) + 2688)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 18816)];
      X_shared_ptr[(((int)threadIdx.x) + 2912)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 19040)];
      X_shared_ptr[(((int)threadIdx.x) + 3136)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 21952)];
      X_shared_ptr[(((int)threadIdx.x) + 3360)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 22176)];
      X_shared_ptr[(((int)threadIdx.x) + 3584)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 25088)];
      X_shared_ptr[(((int)threadIdx.x) + 3808)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 25312)];
      X_shared_ptr[(((int)threadIdx.x) + 4032)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 28224)];
      X_shared_ptr[(((int)threadIdx.x) + 4256)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 28448)];
      X_shared_ptr[(((int)threadIdx.x) + 4480)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 31360)];
      X_shared_ptr[(((int)threadIdx.x) + 4704)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 31584)];
      X_shared_ptr[(((int)threadIdx.x) + 4928)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 34496)];
      X_shared_ptr[(((int)threadIdx.x) + 5152)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 34720)];
      X_shared_ptr[(((int)threadIdx.x) + 5376)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 37632)];
      X_shared_ptr[(((int)threadIdx.x) + 5600)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 37856)];
      X_shared_ptr[(((int)threadIdx.x) + 5824)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 40768)];
      X_shared_ptr[(((int)threadIdx.x) + 6048)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 40992)];
      X_shared_ptr[(((int)threadIdx.x) + 6272)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 43904)];
      X_shared_ptr[(((int)threadIdx.x) + 6496)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 44128)];
      X_shared_ptr[(((int)threadIdx.x) + 6720)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 47040)];
      X_shared_ptr[(((int)threadIdx.x) + 6944)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 47264)];
      int cse_v16 = ((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15));
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15))];
      if (((int)threadIdx.x) < 32) {
        W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[(((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 896)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 16; ++rc_1) {
        int cse_v6 = (((((int)threadIdx.x) / 112) * 128) + rc_1);
        int cse_v15 = (((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)])));
        int cse_v17 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)])));
        int cse_v18 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)])));
        int cse_v19 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)])));
        int cse_v7 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)])));
        int cse_v8 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)])));
        int cse_v9 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)])));
        int cse_v10 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)])));
        int cse_v11 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)])));
        int cse_v12 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)])));
        int cse_v13 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)])));
      }
    }
    int cse_v20 = ((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] = ((half)Y_acc_local_ptr[0]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)Y_acc_local_ptr[16]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = ((half)Y_acc_local_ptr[1]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = ((half)Y_acc_local_ptr[17]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3136)] = ((half)Y_acc_local_ptr[2]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3164)] = ((half)Y_acc_local_ptr[18]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3192)] = ((half)Y_acc_local_ptr[3]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3220)] = ((half)Y_acc_local_ptr[19]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6272)] = ((half)Y_acc_local_ptr[4]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6300)] = ((half)Y_acc_local_ptr[20]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6328)] = ((half)Y_acc_local_ptr[5]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6356)] = ((half)Y_acc_local_ptr[21]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9408)] = ((half)Y_acc_local_ptr[6]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9436)] = ((half)Y_acc_local_ptr[22]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9464)] = ((half)Y_acc_local_ptr[7]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9492)] = ((half)Y_acc_local_ptr[23]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12544)] = ((half)Y_acc_local_ptr[8]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12572)] = ((half)Y_acc_local_ptr[24]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12600)] = ((half)Y_acc_local_ptr[9]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12628)] = ((half)Y_acc_local_ptr[25]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15680)] = ((half)Y_acc_local_ptr[10]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15708)] = ((half)Y_acc_local_ptr[26]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15736)] = ((half)Y_acc_local_ptr[11]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15764)] = ((half)Y_acc_local_ptr[27]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18816)] = ((half)Y_acc_local_ptr[12]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18844)] = ((half)Y_acc_local_ptr[28]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18872)] = ((half)Y_acc_local_ptr[13]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18900)] = ((half)Y_acc_local_ptr[29]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21952)] = ((half)Y_acc_local_ptr[14]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21980)] = ((half)Y_acc_local_ptr[30]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22008)] = ((half)Y_acc_local_ptr[15]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22036)] = ((half)Y_acc_local_ptr[31]);
  }
}

