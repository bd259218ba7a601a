
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x128x56x56_filter128x4x3x3_pad1_groups32_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x128x56x56_filter128x4x3x3_pad1_groups32_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[16];
  __shared__ alignas(64) half X_pad_shared_ptr[4640];
  __shared__ alignas(64) half W_shared_ptr[288];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)blockIdx.x) % 7);
    int cse_v2 = (((int)threadIdx.x) / 58);
    int cse_v3 = (((int)threadIdx.x) % 58);
    int cse_v17 = ((((int)blockIdx.x) % 7) * 8);
    int cse_v18 = ((((int)blockIdx.x) / 7) * 25088);
    int cse_v19 = ((((int)blockIdx.x) % 7) * 448);
    int cse_v46 = (((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448));
    __syncthreads();
    half condval;
    if (((1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) / 58))) && (1 <= (((int)threadIdx.x) % 58))) && ((((int)threadIdx.x) % 58) < 57)) {
      condval = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + ((((int)threadIdx.x) / 58) * 56)) + (((int)threadIdx.x) % 58)) - 57)];
    } else {
      condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v4 = (((int)threadIdx.x) + 224);
    int cse_v20 = ((((int)threadIdx.x) + 50) % 58);
    half condval_1;
    if ((1 <= ((((int)threadIdx.x) + 50) % 58)) && (((((int)threadIdx.x) + 50) % 58) < 57)) {
      condval_1 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 224) / 58) * 56)) + ((((int)threadIdx.x) + 50) % 58)) - 57)];
    } else {
      condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
    int cse_v5 = (((int)threadIdx.x) >> 1);
    int cse_v6 = (((int)threadIdx.x) + 448);
    int cse_v21 = ((((int)threadIdx.x) + 42) % 58);
    int cse_v48 = ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29);
    int cse_v91 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29));
    half condval_2;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 42) % 58))) && (((((int)threadIdx.x) + 42) % 58) < 57)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 448) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 224) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 42) % 58)) - 57)];
    } else {
      condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
    int cse_v22 = ((((int)threadIdx.x) + 34) % 58);
    half condval_3;
    if ((1 <= ((((int)threadIdx.x) + 34) % 58)) && (((((int)threadIdx.x) + 34) % 58) < 57)) {
      condval_3 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 92) / 58) * 56)) + ((((int)threadIdx.x) + 34) % 58)) + 3079)];
    } else {
      condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
    int cse_v23 = ((((int)threadIdx.x) + 316) / 58);
    int cse_v24 = ((((int)threadIdx.x) + 26) % 58);
    half condval_4;
    if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 316) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 26) % 58))) && (((((int)threadIdx.x) + 26) % 58) < 57)) {
      condval_4 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 316) / 58) * 56)) + ((((int)threadIdx.x) + 26) % 58)) + 3079)];
    } else {
      condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
    int cse_v7 = (((int)threadIdx.x) + 1120);
    int cse_v25 = ((((int)threadIdx.x) + 18) % 58);
    int cse_v49 = ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29);
    int cse_v92 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29));
    half condval_5;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 18) % 58))) && (((((int)threadIdx.x) + 18) % 58) < 57)) {
      condval_5 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 1120) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 270) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 18) % 58)) - 57)];
    } else {
      condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
    int cse_v26 = ((((int)threadIdx.x) + 10) % 58);
    half condval_6;
    if ((1 <= ((((int)threadIdx.x) + 10) % 58)) && (((((int)threadIdx.x) + 10) % 58) < 57)) {
      condval_6 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 184) / 58) * 56)) + ((((int)threadIdx.x) + 10) % 58)) + 6215)];
    } else {
      condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
    int cse_v8 = (((int)threadIdx.x) + 1568);
    int cse_v27 = ((((int)threadIdx.x) + 2) % 58);
    int cse_v50 = ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29);
    int cse_v93 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29));
    half condval_7;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 2) % 58))) && (((((int)threadIdx.x) + 2) % 58) < 57)) {
      condval_7 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 1568) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 204) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 2) % 58)) - 57)];
    } else {
      condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_7;
    int cse_v9 = (((int)threadIdx.x) + 52);
    int cse_v28 = ((((int)threadIdx.x) + 52) / 58);
    int cse_v29 = ((((int)threadIdx.x) + 52) % 58);
    half condval_8;
    if (((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 52) / 58))) && (1 <= ((((int)threadIdx.x) + 52) % 58))) && (((((int)threadIdx.x) + 52) % 58) < 57)) {
      condval_8 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 52) / 58) * 56)) + ((((int)threadIdx.x) + 52) % 58)) + 9351)];
    } else {
      condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_8;
    int cse_v30 = ((((int)threadIdx.x) + 44) % 58);
    half condval_9;
    if ((1 <= ((((int)threadIdx.x) + 44) % 58)) && (((((int)threadIdx.x) + 44) % 58) < 57)) {
      condval_9 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 276) / 58) * 56)) + ((((int)threadIdx.x) + 44) % 58)) + 9351)];
    } else {
      condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = condval_9;
    int cse_v10 = (((int)threadIdx.x) + 2240);
    int cse_v31 = ((((int)threadIdx.x) + 36) % 58);
    int cse_v51 = ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29);
    int cse_v94 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29));
    half condval_10;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 36) % 58))) && (((((int)threadIdx.x) + 36) % 58) < 57)) {
      condval_10 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 2240) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 250) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 36) % 58)) - 57)];
    } else {
      condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2240)] = condval_10;
    int cse_v32 = ((((int)threadIdx.x) + 28) % 58);
    half condval_11;
    if ((1 <= ((((int)threadIdx.x) + 28) % 58)) && (((((int)threadIdx.x) + 28) % 58) < 57)) {
      condval_11 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 144) / 58) * 56)) + ((((int)threadIdx.x) + 28) % 58)) + 12487)];
    } else {
      condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_11;
    int cse_v11 = (((int)threadIdx.x) + 2688);
    int cse_v33 = ((((int)threadIdx.x) + 20) % 58);
    int cse_v52 = ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29);
    int cse_v95 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29));
    half condval_12;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 20) % 58))) && (((((int)threadIdx.x) + 20) % 58) < 57)) {
      condval_12 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 2688) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 184) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 20) % 58)) - 57)];
    } else {
      condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_12;
    int cse_v12 = (((int)threadIdx.x) + 12);
    int cse_v34 = ((((int)threadIdx.x) + 12) / 58);
    int cse_v35 = ((((int)threadIdx.x) + 12) % 58);
    half condval_13;
    if (((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 12) / 58))) && (1 <= ((((int)threadIdx.x) + 12) % 58))) && (((((int)threadIdx.x) + 12) % 58) < 57)) {
      condval_13 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 12) / 58) * 56)) + ((((int)threadIdx.x) + 12) % 58)) + 15623)];
    } else {
      condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2912)] = condval_13;
    int cse_v36 = ((((int)threadIdx.x) + 4) % 58);
    half condval_14;
    if ((1 <= ((((int)threadIdx.x) + 4) % 58)) && (((((int)threadIdx.x) + 4) % 58) < 57)) {
      condval_14 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 236) / 58) * 56)) + ((((int)threadIdx.x) + 4) % 58)) + 15623)];
    } else {
      condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3136)] = condval_14;
    int cse_v13 = (((int)threadIdx.x) + 3360);
    int cse_v37 = ((((int)threadIdx.x) + 54) % 58);
    int cse_v53 = ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29);
    int cse_v96 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29));
    half condval_15;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 54) % 58))) && (((((int)threadIdx.x) + 54) % 58) < 57)) {
      condval_15 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 3360) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 230) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 54) % 58)) - 57)];
    } else {
      condval_15 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3360)] = condval_15;
    int cse_v38 = ((((int)threadIdx.x) + 46) % 58);
    half condval_16;
    if ((1 <= ((((int)threadIdx.x) + 46) % 58)) && (((((int)threadIdx.x) + 46) % 58) < 57)) {
      condval_16 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 104) / 58) * 56)) + ((((int)threadIdx.x) + 46) % 58)) + 18759)];
    } else {
      condval_16 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3584)] = condval_16;
    int cse_v39 = ((((int)threadIdx.x) + 328) / 58);
    int cse_v40 = ((((int)threadIdx.x) + 38) % 58);
    half condval_17;
    if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 328) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 38) % 58))) && (((((int)threadIdx.x) + 38) % 58) < 57)) {
      condval_17 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 328) / 58) * 56)) + ((((int)threadIdx.x) + 38) % 58)) + 18759)];
    } else {
      condval_17 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3808)] = condval_17;
    int cse_v14 = (((int)threadIdx.x) + 4032);
    int cse_v41 = ((((int)threadIdx.x) + 30) % 58);
    int cse_v54 = ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29);
    int cse_v97 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29));
    half condval_18;
    if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 30) % 58))) && (((((int)threadIdx.x) + 30) % 58) < 57)) {
      condval_18 = X_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + (((((int)threadIdx.x) + 4032) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 276) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 30) % 58)) - 57)];
    } else {
      condval_18 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4032)] = condval_18;
    int cse_v42 = ((((int)threadIdx.x) + 22) % 58);
    half condval_19;
    if ((1 <= ((((int)threadIdx.x) + 22) % 58)) && (((((int)threadIdx.x) + 22) % 58) < 57)) {
      condval_19 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 196) / 58) * 56)) + ((((int)threadIdx.x) + 22) % 58)) + 21895)];
    } else {
      condval_19 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4256)] = condval_19;
    if (((int)threadIdx.x) < 160) {
      int cse_v43 = ((((int)threadIdx.x) + 420) / 58);
      int cse_v44 = ((((int)threadIdx.x) + 14) % 58);
      half condval_20;
      if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 420) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 14) % 58))) && (((((int)threadIdx.x) + 14) % 58) < 57)) {
        condval_20 = X_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 420) / 58) * 56)) + ((((int)threadIdx.x) + 14) % 58)) + 21895)];
      } else {
        condval_20 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 4480)] = condval_20;
    }
    int cse_v55 = ((((((int)blockIdx.x) % 112) / 7) * 288) + ((int)threadIdx.x));
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) % 112) / 7) * 288) + ((int)threadIdx.x))];
    if (((int)threadIdx.x) < 64) {
      W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[(((((((int)blockIdx.x) % 112) / 7) * 288) + ((int)threadIdx.x)) + 224)];
    }
    int cse_v15 = (((int)threadIdx.x) / 112);
    int cse_v16 = (((int)threadIdx.x) % 28);
    int cse_v45 = ((((int)threadIdx.x) % 112) / 28);
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      int cse_v47 = (((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9));
      int cse_v98 = (((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28));
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9))])));
      int cse_v99 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9))])));
      int cse_v100 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9))])));
      int cse_v101 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9))])));
      int cse_v56 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 36);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 36)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 36)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 36)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 36)])));
      int cse_v57 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 72);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 72)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 72)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 72)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 72)])));
      int cse_v58 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 108);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 108)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 108)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 108)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 108)])));
      int cse_v59 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 1);
      int cse_v102 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 1)])));
      int cse_v103 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 1)])));
      int cse_v104 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 1)])));
      int cse_v105 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 1)])));
      int cse_v60 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 37);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 37)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 37)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 37)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 37)])));
      int cse_v61 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 73);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 73)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 73)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 73)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 73)])));
      int cse_v62 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 109);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 109)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 109)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 109)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 109)])));
      int cse_v63 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 2);
      int cse_v106 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 2)])));
      int cse_v107 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30);
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 2)])));
      int cse_v108 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 2)])));
      int cse_v109 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 2)])));
      int cse_v64 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 38);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 38)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 38)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 38)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 38)])));
      int cse_v65 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 74);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 74)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 74)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 74)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 74)])));
      int cse_v66 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 110);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 110)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 110)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 110)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 110)])));
      int cse_v67 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 3);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 3)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 3)])));
      int cse_v110 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 3)])));
      int cse_v111 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 3)])));
      int cse_v68 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 39);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 39)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 39)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 39)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 39)])));
      int cse_v69 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 75);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 75)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 75)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 75)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 75)])));
      int cse_v70 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 111);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 111)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 111)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 111)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 111)])));
      int cse_v71 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 4);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 4)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 4)])));
      int cse_v112 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 4)])));
      int cse_v113 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 4)])));
      int cse_v72 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 40);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 40)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 40)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 40)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 40)])));
      int cse_v73 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 76);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 76)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 76)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 76)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 76)])));
      int cse_v74 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 112);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 112)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 112)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 112)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 112)])));
      int cse_v75 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 5);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 5)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 5)])));
      int cse_v114 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 5)])));
      int cse_v115 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 5)])));
      int cse_v76 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 41);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 41)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 41)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 41)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 41)])));
      int cse_v77 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 77);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 77)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 77)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 77)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 77)])));
      int cse_v78 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 113);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 113)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 113)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 113)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 113)])));
      int cse_v79 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 6);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 6)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 6)])));
      int cse_v116 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 6)])));
      int cse_v117 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 6)])));
      int cse_v80 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 42);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 42)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 42)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 42)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 42)])));
      int cse_v81 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 78);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 78)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 78)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 78)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 78)])));
      int cse_v82 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 114);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 114)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 114)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 114)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 114)])));
      int cse_v83 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 7);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 7)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 7)])));
      int cse_v118 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 7)])));
      int cse_v119 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 7)])));
      int cse_v84 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 43);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 43)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 43)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 43)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 43)])));
      int cse_v85 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 79);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 79)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 79)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 79)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 79)])));
      int cse_v86 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 115);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 115)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 115)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 115)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 115)])));
      int cse_v87 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 8);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 8)])));
      Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 8)])));
      int cse_v120 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 8)])));
      int cse_v121 = ((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204);
      Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 8)])));
      int cse_v88 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 44);
      Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 44)])));
      Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 44)])));
      Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 44)])));
      Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 44)])));
      int cse_v89 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 80);
      Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 80)])));
      Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 80)])));
      Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 80)])));
      Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 80)])));
      int cse_v90 = ((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 116);
      Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 116)])));
      Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 116)])));
      Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 116)])));
      Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 2320) + (rc_1 * 580)) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 144) + (rc_1 * 9)) + 116)])));
    }
    int cse_v122 = ((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] = ((half)Y_acc_local_ptr[0]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)Y_acc_local_ptr[8]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = ((half)Y_acc_local_ptr[1]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = ((half)Y_acc_local_ptr[9]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3136)] = ((half)Y_acc_local_ptr[2]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3164)] = ((half)Y_acc_local_ptr[10]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3192)] = ((half)Y_acc_local_ptr[3]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3220)] = ((half)Y_acc_local_ptr[11]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6272)] = ((half)Y_acc_local_ptr[4]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6300)] = ((half)Y_acc_local_ptr[12]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6328)] = ((half)Y_acc_local_ptr[5]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6356)] = ((half)Y_acc_local_ptr[13]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9408)] = ((half)Y_acc_local_ptr[6]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9436)] = ((half)Y_acc_local_ptr[14]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9464)] = ((half)Y_acc_local_ptr[7]);
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 25088) + ((((int)threadIdx.x) / 112) * 12544)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9492)] = ((half)Y_acc_local_ptr[15]);
  }
}

