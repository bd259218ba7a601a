
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
extern "C" __global__ void __launch_bounds__(252, 2) conv2d_input3x5x37x41_filter7x5x3x3_stride2_pad1x2_dilation2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(252, 2) conv2d_input3x5x37x41_filter7x5x3x3_stride2_pad1x2_dilation2_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[2];
  __shared__ alignas(64) half X_pad_shared_ptr[3375];
  __shared__ alignas(64) half W_shared_ptr[180];
  int cse_v1 = (((int)threadIdx.x) / 63);
  int cse_v15 = ((((int)blockIdx.x) % 6) / 3);
  int cse_v26 = (((((int)blockIdx.x) % 6) / 3) * 4);
  int cse_v76 = ((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63));
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) % 3);
  int cse_v3 = (((int)threadIdx.x) / 45);
  int cse_v4 = (((int)threadIdx.x) % 45);
  int cse_v5 = (((int)blockIdx.x) / 6);
  int cse_v16 = ((((int)blockIdx.x) % 3) * 12);
  int cse_v17 = ((((int)blockIdx.x) / 6) * 7585);
  int cse_v18 = ((((int)blockIdx.x) % 3) * 492);
  int cse_v27 = (((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492));
  half condval;
  if (((1 <= (((((int)blockIdx.x) % 3) * 12) + (((int)threadIdx.x) / 45))) && (2 <= (((int)threadIdx.x) % 45))) && ((((int)threadIdx.x) % 45) < 43)) {
    condval = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + ((((int)threadIdx.x) / 45) * 41)) + (((int)threadIdx.x) % 45)) - 43)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v6 = (((int)threadIdx.x) + 252);
  int cse_v19 = ((((int)threadIdx.x) + 27) % 45);
  half condval_1;
  if ((2 <= ((((int)threadIdx.x) + 27) % 45)) && (((((int)threadIdx.x) + 27) % 45) < 43)) {
    condval_1 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 252) / 45) * 41)) + ((((int)threadIdx.x) + 27) % 45)) - 43)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 252)] = condval_1;
  int cse_v7 = (((int)threadIdx.x) / 9);
  int cse_v8 = (((int)threadIdx.x) + 504);
  int cse_v20 = ((((int)blockIdx.x) % 3) * 6);
  int cse_v21 = ((((int)threadIdx.x) + 9) % 45);
  int cse_v28 = (((((int)threadIdx.x) / 9) + 56) % 75);
  int cse_v77 = ((((((int)threadIdx.x) / 9) + 56) % 75) / 5);
  half condval_2;
  if ((((1 <= (((((int)blockIdx.x) % 3) * 12) + ((((((int)threadIdx.x) / 9) + 56) % 75) / 5))) && ((((((int)blockIdx.x) % 3) * 6) + ((((((int)threadIdx.x) / 9) + 56) % 75) / 10)) < 19)) && (2 <= ((((int)threadIdx.x) + 9) % 45))) && (((((int)threadIdx.x) + 9) % 45) < 43)) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) / 6) * 7585) + (((((int)threadIdx.x) + 504) / 675) * 1517)) + ((((int)blockIdx.x) % 3) * 492)) + (((((((int)threadIdx.x) / 9) + 56) % 75) / 5) * 41)) + ((((int)threadIdx.x) + 9) % 45)) - 43)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 504)] = condval_2;
  int cse_v22 = ((((int)threadIdx.x) + 36) % 45);
  half condval_3;
  if ((2 <= ((((int)threadIdx.x) + 36) % 45)) && (((((int)threadIdx.x) + 36) % 45) < 43)) {
    condval_3 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 81) / 45) * 41)) + ((((int)threadIdx.x) + 36) % 45)) + 1474)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 756)] = condval_3;
  int cse_v23 = ((((int)threadIdx.x) + 18) % 45);
  half condval_4;
  if ((2 <= ((((int)threadIdx.x) + 18) % 45)) && (((((int)threadIdx.x) + 18) % 45) < 43)) {
    condval_4 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 333) / 45) * 41)) + ((((int)threadIdx.x) + 18) % 45)) + 1474)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1008)] = condval_4;
  int cse_v9 = (((int)threadIdx.x) + 1260);
  int cse_v29 = (((((int)threadIdx.x) / 45) + 13) % 15);
  half condval_5;
  if ((((1 <= (((((int)blockIdx.x) % 3) * 12) + (((((int)threadIdx.x) / 45) + 13) % 15))) && ((((((int)blockIdx.x) % 3) * 6) + ((((((int)threadIdx.x) / 45) + 13) % 15) >> 1)) < 19)) && (2 <= (((int)threadIdx.x) % 45))) && ((((int)threadIdx.x) % 45) < 43)) {
    condval_5 = X_ptr[(((((((((int)blockIdx.x) / 6) * 7585) + (((((int)threadIdx.x) + 1260) / 675) * 1517)) + ((((int)blockIdx.x) % 3) * 492)) + ((((((int)threadIdx.x) / 45) + 13) % 15) * 41)) + (((int)threadIdx.x) % 45)) - 43)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1260)] = condval_5;
  half condval_6;
  if ((2 <= ((((int)threadIdx.x) + 27) % 45)) && (((((int)threadIdx.x) + 27) % 45) < 43)) {
    condval_6 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 162) / 45) * 41)) + ((((int)threadIdx.x) + 27) % 45)) + 2991)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1512)] = condval_6;
  int cse_v10 = (((int)threadIdx.x) + 414);
  half condval_7;
  if ((((((((int)blockIdx.x) % 3) * 6) + ((((int)threadIdx.x) + 414) / 90)) < 19) && (2 <= ((((int)threadIdx.x) + 9) % 45))) && (((((int)threadIdx.x) + 9) % 45) < 43)) {
    condval_7 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 414) / 45) * 41)) + ((((int)threadIdx.x) + 9) % 45)) + 2991)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1764)] = condval_7;
  int cse_v11 = (((int)threadIdx.x) + 2016);
  int cse_v30 = (((((int)threadIdx.x) / 9) + 74) % 75);
  int cse_v78 = ((((((int)threadIdx.x) / 9) + 74) % 75) / 5);
  half condval_8;
  if ((((1 <= (((((int)blockIdx.x) % 3) * 12) + ((((((int)threadIdx.x) / 9) + 74) % 75) / 5))) && ((((((int)blockIdx.x) % 3) * 6) + ((((((int)threadIdx.x) / 9) + 74) % 75) / 10)) < 19)) && (2 <= ((((int)threadIdx.x) + 36) % 45))) && (((((int)threadIdx.x) + 36) % 45) < 43)) {
    condval_8 = X_ptr[(((((((((int)blockIdx.x) / 6) * 7585) + (((((int)threadIdx.x) + 2016) / 675) * 1517)) + ((((int)blockIdx.x) % 3) * 492)) + (((((((int)threadIdx.x) / 9) + 74) % 75) / 5) * 41)) + ((((int)threadIdx.x) + 36) % 45)) - 43)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = condval_8;
  half condval_9;
  if ((2 <= ((((int)threadIdx.x) + 18) % 45)) && (((((int)threadIdx.x) + 18) % 45) < 43)) {
    condval_9 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 243) / 45) * 41)) + ((((int)threadIdx.x) + 18) % 45)) + 4508)];
  } else {
    condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 2268)] = condval_9;
  int cse_v12 = (((int)threadIdx.x) + 2520);
  int cse_v31 = (((((int)threadIdx.x) / 45) + 11) % 15);
  half condval_10;
  if ((((1 <= (((((int)blockIdx.x) % 3) * 12) + (((((int)threadIdx.x) / 45) + 11) % 15))) && ((((((int)blockIdx.x) % 3) * 6) + ((((((int)threadIdx.x) / 45) + 11) % 15) >> 1)) < 19)) && (2 <= (((int)threadIdx.x) % 45))) && ((((int)threadIdx.x) % 45) < 43)) {
    condval_10 = X_ptr[(((((((((int)blockIdx.x) / 6) * 7585) + (((((int)threadIdx.x) + 2520) / 675) * 1517)) + ((((int)blockIdx.x) % 3) * 492)) + ((((((int)threadIdx.x) / 45) + 11) % 15) * 41)) + (((int)threadIdx.x) % 45)) - 43)];
  } else {
    condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 2520)] = condval_10;
  half condval_11;
  if ((2 <= ((((int)threadIdx.x) + 27) % 45)) && (((((int)threadIdx.x) + 27) % 45) < 43)) {
    condval_11 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 72) / 45) * 41)) + ((((int)threadIdx.x) + 27) % 45)) + 6025)];
  } else {
    condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 2772)] = condval_11;
  half condval_12;
  if ((2 <= ((((int)threadIdx.x) + 9) % 45)) && (((((int)threadIdx.x) + 9) % 45) < 43)) {
    condval_12 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 324) / 45) * 41)) + ((((int)threadIdx.x) + 9) % 45)) + 6025)];
  } else {
    condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 3024)] = condval_12;
  if (((int)threadIdx.x) < 99) {
    int cse_v13 = (((int)threadIdx.x) + 576);
    half condval_13;
    if ((((((((int)blockIdx.x) % 3) * 6) + ((((int)threadIdx.x) + 576) / 90)) < 19) && (2 <= ((((int)threadIdx.x) + 36) % 45))) && (((((int)threadIdx.x) + 36) % 45) < 43)) {
      condval_13 = X_ptr[((((((((int)blockIdx.x) / 6) * 7585) + ((((int)blockIdx.x) % 3) * 492)) + (((((int)threadIdx.x) + 576) / 45) * 41)) + ((((int)threadIdx.x) + 36) % 45)) + 6025)];
    } else {
      condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3276)] = condval_13;
  }
  if ((((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 45)) < 7) && (((int)threadIdx.x) < 180)) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) % 6) / 3) * 180) + ((int)threadIdx.x))];
  }
  int cse_v14 = (((int)threadIdx.x) % 21);
  int cse_v24 = ((((int)threadIdx.x) % 63) / 21);
  int cse_v25 = ((((int)threadIdx.x) / 63) * 45);
  int cse_v79 = ((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2));
  __syncthreads();
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2))]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 63) * 45)])));
  }
  int cse_v80 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 90);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 90)]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 63) * 45)])));
  }
  int cse_v32 = (((((int)threadIdx.x) / 63) * 45) + 1);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 1)])));
  }
  int cse_v81 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 92);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 92)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 1)])));
  }
  int cse_v33 = (((((int)threadIdx.x) / 63) * 45) + 2);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 4)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 2)])));
  }
  int cse_v82 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 94);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 94)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 2)])));
  }
  int cse_v34 = (((((int)threadIdx.x) / 63) * 45) + 3);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 90)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 3)])));
  }
  int cse_v83 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 180);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 180)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 3)])));
  }
  int cse_v35 = (((((int)threadIdx.x) / 63) * 45) + 4);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 92)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 4)])));
  }
  int cse_v84 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 182);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 182)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 4)])));
  }
  int cse_v36 = (((((int)threadIdx.x) / 63) * 45) + 5);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 94)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 5)])));
  }
  int cse_v85 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 184);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 184)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 5)])));
  }
  int cse_v37 = (((((int)threadIdx.x) / 63) * 45) + 6);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 180)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 6)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 270)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 6)])));
  }
  int cse_v38 = (((((int)threadIdx.x) / 63) * 45) + 7);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 182)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 7)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 272)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 7)])));
  }
  int cse_v39 = (((((int)threadIdx.x) / 63) * 45) + 8);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 184)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 8)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 274)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 8)])));
  }
  int cse_v40 = (((((int)threadIdx.x) / 63) * 45) + 9);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 675)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 9)])));
  }
  int cse_v86 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 765);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 765)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 9)])));
  }
  int cse_v41 = (((((int)threadIdx.x) / 63) * 45) + 10);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 677)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 10)])));
  }
  int cse_v87 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 767);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 767)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 10)])));
  }
  int cse_v42 = (((((int)threadIdx.x) / 63) * 45) + 11);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 679)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 11)])));
  }
  int cse_v88 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 769);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 769)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 11)])));
  }
  int cse_v43 = (((((int)threadIdx.x) / 63) * 45) + 12);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 765)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 12)])));
  }
  int cse_v89 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 855);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 855)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 12)])));
  }
  int cse_v44 = (((((int)threadIdx.x) / 63) * 45) + 13);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 767)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 13)])));
  }
  int cse_v90 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 857);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 857)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 13)])));
  }
  int cse_v45 = (((((int)threadIdx.x) / 63) * 45) + 14);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 769)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 14)])));
  }
  int cse_v91 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 859);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 859)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 14)])));
  }
  int cse_v46 = (((((int)threadIdx.x) / 63) * 45) + 15);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 855)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 15)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 945)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 15)])));
  }
  int cse_v47 = (((((int)threadIdx.x) / 63) * 45) + 16);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 857)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 16)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 947)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 16)])));
  }
  int cse_v48 = (((((int)threadIdx.x) / 63) * 45) + 17);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 859)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 17)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 949)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 17)])));
  }
  int cse_v49 = (((((int)threadIdx.x) / 63) * 45) + 18);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1350)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 18)])));
  }
  int cse_v92 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1440);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1440)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 18)])));
  }
  int cse_v50 = (((((int)threadIdx.x) / 63) * 45) + 19);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1352)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 19)])));
  }
  int cse_v93 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1442);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1442)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 19)])));
  }
  int cse_v51 = (((((int)threadIdx.x) / 63) * 45) + 20);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1354)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 20)])));
  }
  int cse_v94 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1444);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1444)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 20)])));
  }
  int cse_v52 = (((((int)threadIdx.x) / 63) * 45) + 21);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1440)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 21)])));
  }
  int cse_v95 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1530);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1530)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 21)])));
  }
  int cse_v53 = (((((int)threadIdx.x) / 63) * 45) + 22);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1442)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 22)])));
  }
  int cse_v96 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1532);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1532)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 22)])));
  }
  int cse_v54 = (((((int)threadIdx.x) / 63) * 45) + 23);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1444)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 23)])));
  }
  int cse_v97 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1534);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1534)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 23)])));
  }
  int cse_v55 = (((((int)threadIdx.x) / 63) * 45) + 24);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1530)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 24)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1620)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 24)])));
  }
  int cse_v56 = (((((int)threadIdx.x) / 63) * 45) + 25);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1532)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 25)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1622)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 25)])));
  }
  int cse_v57 = (((((int)threadIdx.x) / 63) * 45) + 26);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1534)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 26)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 1624)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 26)])));
  }
  int cse_v58 = (((((int)threadIdx.x) / 63) * 45) + 27);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2025)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 27)])));
  }
  int cse_v98 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2115);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2115)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 27)])));
  }
  int cse_v59 = (((((int)threadIdx.x) / 63) * 45) + 28);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2027)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 28)])));
  }
  int cse_v99 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2117);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2117)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 28)])));
  }
  int cse_v60 = (((((int)threadIdx.x) / 63) * 45) + 29);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2029)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 29)])));
  }
  int cse_v100 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2119);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2119)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 29)])));
  }
  int cse_v61 = (((((int)threadIdx.x) / 63) * 45) + 30);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2115)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 30)])));
  }
  int cse_v101 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2205);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2205)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 30)])));
  }
  int cse_v62 = (((((int)threadIdx.x) / 63) * 45) + 31);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2117)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 31)])));
  }
  int cse_v102 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2207);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2207)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 31)])));
  }
  int cse_v63 = (((((int)threadIdx.x) / 63) * 45) + 32);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2119)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 32)])));
  }
  int cse_v103 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2209);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2209)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 32)])));
  }
  int cse_v64 = (((((int)threadIdx.x) / 63) * 45) + 33);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2205)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 33)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2295)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 33)])));
  }
  int cse_v65 = (((((int)threadIdx.x) / 63) * 45) + 34);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2207)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 34)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2297)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 34)])));
  }
  int cse_v66 = (((((int)threadIdx.x) / 63) * 45) + 35);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2209)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 35)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2299)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 35)])));
  }
  int cse_v67 = (((((int)threadIdx.x) / 63) * 45) + 36);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2700)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 36)])));
  }
  int cse_v104 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2790);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2790)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 36)])));
  }
  int cse_v68 = (((((int)threadIdx.x) / 63) * 45) + 37);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2702)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 37)])));
  }
  int cse_v105 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2792);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2792)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 37)])));
  }
  int cse_v69 = (((((int)threadIdx.x) / 63) * 45) + 38);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2704)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 38)])));
  }
  int cse_v106 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2794);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2794)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 38)])));
  }
  int cse_v70 = (((((int)threadIdx.x) / 63) * 45) + 39);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2790)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 39)])));
  }
  int cse_v107 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2880);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2880)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 39)])));
  }
  int cse_v71 = (((((int)threadIdx.x) / 63) * 45) + 40);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2792)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 40)])));
  }
  int cse_v108 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2882);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2882)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 40)])));
  }
  int cse_v72 = (((((int)threadIdx.x) / 63) * 45) + 41);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2794)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 41)])));
  }
  int cse_v109 = (((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2884);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2884)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 41)])));
  }
  int cse_v73 = (((((int)threadIdx.x) / 63) * 45) + 42);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2880)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 42)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2970)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 42)])));
  }
  int cse_v74 = (((((int)threadIdx.x) / 63) * 45) + 43);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2882)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 43)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2972)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 43)])));
  }
  int cse_v75 = (((((int)threadIdx.x) / 63) * 45) + 44);
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2884)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 44)])));
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 63) / 21) * 180) + ((((int)threadIdx.x) % 21) * 2)) + 2974)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 63) * 45) + 44)])));
  }
  int cse_v110 = (((((((((int)blockIdx.x) / 6) * 2646) + (((((int)blockIdx.x) % 6) / 3) * 1512)) + ((((int)threadIdx.x) / 63) * 378)) + ((((int)blockIdx.x) % 3) * 126)) + (((((int)threadIdx.x) % 63) / 21) * 42)) + (((int)threadIdx.x) % 21));
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_ptr[(((((((((int)blockIdx.x) / 6) * 2646) + (((((int)blockIdx.x) % 6) / 3) * 1512)) + ((((int)threadIdx.x) / 63) * 378)) + ((((int)blockIdx.x) % 3) * 126)) + (((((int)threadIdx.x) % 63) / 21) * 42)) + (((int)threadIdx.x) % 21))] = ((half)Y_acc_local_ptr[0]);
  }
  if (((((((int)blockIdx.x) % 6) / 3) * 4) + (((int)threadIdx.x) / 63)) < 7) {
    Y_ptr[((((((((((int)blockIdx.x) / 6) * 2646) + (((((int)blockIdx.x) % 6) / 3) * 1512)) + ((((int)threadIdx.x) / 63) * 378)) + ((((int)blockIdx.x) % 3) * 126)) + (((((int)threadIdx.x) % 63) / 21) * 42)) + (((int)threadIdx.x) % 21)) + 21)] = ((half)Y_acc_local_ptr[1]);
  }
}

