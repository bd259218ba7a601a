
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
extern "C" __global__ void __launch_bounds__(96, 2) conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(96, 2) conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[2];
  __shared__ alignas(64) half X_pad_shared_ptr[432];
  __shared__ alignas(64) half W_shared_ptr[81];
  Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 12);
  int cse_v2 = (((int)threadIdx.x) / 12);
  int cse_v6 = (((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12));
  half condval;
  if (((12 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) - 11)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v4 = ((((int)threadIdx.x) + 96) / 144);
  int cse_v7 = (((((int)threadIdx.x) / 12) + 8) % 12);
  half condval_1;
  if ((((1 <= (((((int)threadIdx.x) / 12) + 8) % 12)) && ((((((int)threadIdx.x) / 12) + 8) % 12) < 11)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_1 = X_ptr[((((((((int)threadIdx.x) + 96) / 144) * 100) + ((((((int)threadIdx.x) / 12) + 8) % 12) * 10)) + (((int)threadIdx.x) % 12)) - 11)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 96) / 144) * 144) + ((((((int)threadIdx.x) / 12) + 8) % 12) * 12)) + (((int)threadIdx.x) % 12))] = condval_1;
  half condval_2;
  if (((((int)threadIdx.x) < 84) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_2 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 129)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 192)] = condval_2;
  half condval_3;
  if (((12 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_3 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 189)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 288)] = condval_3;
  if (((int)threadIdx.x) < 48) {
    half condval_4;
    if (((((int)threadIdx.x) < 36) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
      condval_4 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 269)];
    } else {
      condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 384)] = condval_4;
  }
  if (((int)threadIdx.x) < 81) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((int)threadIdx.x)];
  }
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v5 = ((((int)threadIdx.x) >> 5) * 27);
  int cse_v35 = ((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7));
  __syncthreads();
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7))]) * ((float)W_shared_ptr[((((int)threadIdx.x) >> 5) * 27)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 12)]) * ((float)W_shared_ptr[((((int)threadIdx.x) >> 5) * 27)])));
  int cse_v8 = (((((int)threadIdx.x) >> 5) * 27) + 1);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 2)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 1)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 14)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 1)])));
  int cse_v9 = (((((int)threadIdx.x) >> 5) * 27) + 2);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 4)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 2)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 16)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 2)])));
  int cse_v10 = (((((int)threadIdx.x) >> 5) * 27) + 3);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 24)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 3)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 36)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 3)])));
  int cse_v11 = (((((int)threadIdx.x) >> 5) * 27) + 4);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 26)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 4)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 38)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 4)])));
  int cse_v12 = (((((int)threadIdx.x) >> 5) * 27) + 5);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 5)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 40)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 5)])));
  int cse_v13 = (((((int)threadIdx.x) >> 5) * 27) + 6);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 48)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 6)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 60)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 6)])));
  int cse_v14 = (((((int)threadIdx.x) >> 5) * 27) + 7);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 50)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 7)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 62)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 7)])));
  int cse_v15 = (((((int)threadIdx.x) >> 5) * 27) + 8);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 52)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 8)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 64)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 8)])));
  int cse_v16 = (((((int)threadIdx.x) >> 5) * 27) + 9);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 144)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 9)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 156)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 9)])));
  int cse_v17 = (((((int)threadIdx.x) >> 5) * 27) + 10);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 146)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 10)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 158)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 10)])));
  int cse_v18 = (((((int)threadIdx.x) >> 5) * 27) + 11);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 148)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 11)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 160)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 11)])));
  int cse_v19 = (((((int)threadIdx.x) >> 5) * 27) + 12);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 168)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 12)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 180)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 12)])));
  int cse_v20 = (((((int)threadIdx.x) >> 5) * 27) + 13);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 170)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 13)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 182)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 13)])));
  int cse_v21 = (((((int)threadIdx.x) >> 5) * 27) + 14);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 172)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 14)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 184)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 14)])));
  int cse_v22 = (((((int)threadIdx.x) >> 5) * 27) + 15);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 192)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 15)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 204)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 15)])));
  int cse_v23 = (((((int)threadIdx.x) >> 5) * 27) + 16);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 194)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 16)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 206)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 16)])));
  int cse_v24 = (((((int)threadIdx.x) >> 5) * 27) + 17);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 196)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 17)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 208)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 17)])));
  int cse_v25 = (((((int)threadIdx.x) >> 5) * 27) + 18);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 288)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 18)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 300)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 18)])));
  int cse_v26 = (((((int)threadIdx.x) >> 5) * 27) + 19);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 290)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 19)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 302)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 19)])));
  int cse_v27 = (((((int)threadIdx.x) >> 5) * 27) + 20);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 292)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 20)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 304)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 20)])));
  int cse_v28 = (((((int)threadIdx.x) >> 5) * 27) + 21);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 312)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 21)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 324)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 21)])));
  int cse_v29 = (((((int)threadIdx.x) >> 5) * 27) + 22);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 314)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 22)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 326)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 22)])));
  int cse_v30 = (((((int)threadIdx.x) >> 5) * 27) + 23);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 316)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 23)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 328)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 23)])));
  int cse_v31 = (((((int)threadIdx.x) >> 5) * 27) + 24);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 336)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 24)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 348)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 24)])));
  int cse_v32 = (((((int)threadIdx.x) >> 5) * 27) + 25);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 338)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 25)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 350)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 25)])));
  int cse_v33 = (((((int)threadIdx.x) >> 5) * 27) + 26);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 340)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 26)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 352)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 26)])));
  int cse_v34 = (((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7));
  Y_ptr[(((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7))] = ((half)Y_acc_local_ptr[0]);
  Y_ptr[((((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7)) + 8)] = ((half)Y_acc_local_ptr[1]);
}

