
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
extern "C" __global__ void __launch_bounds__(144, 2) conv2d_input5x19x13x12_filter18x3x3x4_layoutNHWC_pad1_groups3_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(144, 2) conv2d_input5x19x13x12_filter18x3x3x4_layoutNHWC_pad1_groups3_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[8];
  __shared__ alignas(64) half X_pad_shared_ptr[1080];
  __shared__ alignas(64) half W_shared_ptr[648];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)threadIdx.x) % 72);
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    }
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v2 = (((int)blockIdx.x) % 5);
    int cse_v3 = (((int)threadIdx.x) / 72);
    int cse_v20 = (((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72));
    if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
      Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v4 = (((int)blockIdx.x) / 5);
    int cse_v21 = (((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624));
    int cse_v37 = ((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + ((int)threadIdx.x));
    __syncthreads();
    half condval;
    if ((1 <= (((int)blockIdx.x) % 5)) && (12 <= ((int)threadIdx.x))) {
      condval = X_ptr[(((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + ((int)threadIdx.x)) - 168)];
    } else {
      condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v5 = (((int)threadIdx.x) + 144);
    int cse_v6 = (((int)threadIdx.x) / 12);
    int cse_v7 = (((int)threadIdx.x) % 12);
    int cse_v13 = ((((int)blockIdx.x) % 5) * 4);
    int cse_v14 = ((((int)threadIdx.x) + 144) / 180);
    int cse_v22 = (((((int)threadIdx.x) / 12) + 12) % 15);
    int cse_v38 = ((((((int)threadIdx.x) / 12) + 12) % 15) * 12);
    half condval_1;
    if (((1 <= (((((int)blockIdx.x) % 5) * 4) + ((((int)threadIdx.x) + 144) / 180))) && (1 <= (((((int)threadIdx.x) / 12) + 12) % 15))) && ((((((int)threadIdx.x) / 12) + 12) % 15) < 14)) {
      condval_1 = X_ptr[(((((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + (((((int)threadIdx.x) + 144) / 180) * 156)) + ((((((int)threadIdx.x) / 12) + 12) % 15) * 12)) + (((int)threadIdx.x) % 12)) - 168)];
    } else {
      condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((((((int)threadIdx.x) + 144) / 180) * 180) + ((((((int)threadIdx.x) / 12) + 12) % 15) * 12)) + (((int)threadIdx.x) % 12))] = condval_1;
    int cse_v8 = (((int)threadIdx.x) + 288);
    int cse_v15 = ((((int)threadIdx.x) + 288) / 180);
    int cse_v23 = (((((int)threadIdx.x) / 12) + 9) % 15);
    int cse_v39 = ((((((int)threadIdx.x) / 12) + 9) % 15) * 12);
    half condval_2;
    if ((1 <= (((((int)threadIdx.x) / 12) + 9) % 15)) && ((((((int)threadIdx.x) / 12) + 9) % 15) < 14)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + (((((int)threadIdx.x) + 288) / 180) * 156)) + ((((((int)threadIdx.x) / 12) + 9) % 15) * 12)) + (((int)threadIdx.x) % 12)) - 168)];
    } else {
      condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((((((int)threadIdx.x) + 288) / 180) * 180) + ((((((int)threadIdx.x) / 12) + 9) % 15) * 12)) + (((int)threadIdx.x) % 12))] = condval_2;
    int cse_v9 = (((int)threadIdx.x) + 432);
    int cse_v16 = ((((int)threadIdx.x) + 432) / 180);
    int cse_v24 = (((((int)threadIdx.x) / 12) + 6) % 15);
    int cse_v40 = ((((((int)threadIdx.x) / 12) + 6) % 15) * 12);
    half condval_3;
    if ((1 <= (((((int)threadIdx.x) / 12) + 6) % 15)) && ((((((int)threadIdx.x) / 12) + 6) % 15) < 14)) {
      condval_3 = X_ptr[(((((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + (((((int)threadIdx.x) + 432) / 180) * 156)) + ((((((int)threadIdx.x) / 12) + 6) % 15) * 12)) + (((int)threadIdx.x) % 12)) - 168)];
    } else {
      condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((((((int)threadIdx.x) + 432) / 180) * 180) + ((((((int)threadIdx.x) / 12) + 6) % 15) * 12)) + (((int)threadIdx.x) % 12))] = condval_3;
    int cse_v10 = (((int)threadIdx.x) + 576);
    half condval_4;
    if (((int)threadIdx.x) < 132) {
      condval_4 = X_ptr[(((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + ((int)threadIdx.x)) + 336)];
    } else {
      condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 576)] = condval_4;
    half condval_5;
    if (((((int)blockIdx.x) % 5) < 4) && (12 <= ((int)threadIdx.x))) {
      condval_5 = X_ptr[(((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + ((int)threadIdx.x)) + 456)];
    } else {
      condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 720)] = condval_5;
    int cse_v17 = ((((int)threadIdx.x) + 864) / 180);
    if ((((((int)blockIdx.x) % 5) * 4) + ((((int)threadIdx.x) + 864) / 180)) < 21) {
      half condval_6;
      if ((((((int)blockIdx.x) % 5) < 4) && (1 <= (((((int)threadIdx.x) / 12) + 12) % 15))) && ((((((int)threadIdx.x) / 12) + 12) % 15) < 14)) {
        condval_6 = X_ptr[(((((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + (((((int)threadIdx.x) + 864) / 180) * 156)) + ((((((int)threadIdx.x) / 12) + 12) % 15) * 12)) + (((int)threadIdx.x) % 12)) - 168)];
      } else {
        condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 864) / 180) * 180) + ((((((int)threadIdx.x) / 12) + 12) % 15) * 12)) + (((int)threadIdx.x) % 12))] = condval_6;
    }
    int cse_v11 = (((int)threadIdx.x) / 36);
    if (((((((int)blockIdx.x) % 5) * 4) + ((((((int)threadIdx.x) / 36) + 28) % 30) / 5)) < 21) && (((int)threadIdx.x) < 72)) {
      half condval_7;
      if (((((int)blockIdx.x) % 5) < 4) && (((int)threadIdx.x) < 60)) {
        condval_7 = X_ptr[(((((((int)blockIdx.x) / 5) * 2964) + ((((int)blockIdx.x) % 5) * 624)) + ((int)threadIdx.x)) + 720)];
      } else {
        condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1008)] = condval_7;
    }
    int cse_v25 = (((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36));
    W_shared_ptr[(((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36))] = W_ptr[((int)threadIdx.x)];
    W_shared_ptr[((((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36)) + 4)] = W_ptr[(((int)threadIdx.x) + 144)];
    W_shared_ptr[((((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36)) + 8)] = W_ptr[(((int)threadIdx.x) + 288)];
    W_shared_ptr[((((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36)) + 12)] = W_ptr[(((int)threadIdx.x) + 432)];
    if (((int)threadIdx.x) < 72) {
      W_shared_ptr[((((((int)threadIdx.x) % 36) * 18) + (((int)threadIdx.x) / 36)) + 16)] = W_ptr[(((int)threadIdx.x) + 576)];
    }
    int cse_v12 = (((int)threadIdx.x) % 18);
    int cse_v18 = ((((int)threadIdx.x) % 72) / 18);
    __syncthreads();
    for (int rr = 0; rr < 3; ++rr) {
      int cse_v19 = ((rr * 216) + (((int)threadIdx.x) % 18));
      int cse_v41 = (((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4));
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4))]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      int cse_v42 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 12);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 12)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v43 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 24);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 24)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v44 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 36);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 36)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 180)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v45 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 192);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 192)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v46 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 204);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 204)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v47 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 216);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 216)]) * ((float)W_shared_ptr[((rr * 216) + (((int)threadIdx.x) % 18))])));
      }
      int cse_v26 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 18);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 1)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      int cse_v48 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 13);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 13)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v49 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 25);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 25)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v50 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 37);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 37)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 181)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v51 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 193);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 193)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v52 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 205);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 205)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v53 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 217);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 217)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 18)])));
      }
      int cse_v27 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 36);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 2)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      int cse_v54 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 14);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 14)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v55 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 26);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 26)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v56 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 38);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 38)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 182)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v57 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 194);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 194)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v58 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 206);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 206)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v59 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 218);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 218)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 36)])));
      }
      int cse_v28 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 54);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 3)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      int cse_v60 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 15);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 15)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v61 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 27);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 27)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v62 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 39);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 39)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 183)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v63 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 195);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 195)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v64 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 207);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 207)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v65 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 219);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 219)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 54)])));
      }
      int cse_v29 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 72);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 12)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 24)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 36)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      int cse_v66 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 48);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 48)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 192)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 204)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 216)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      int cse_v67 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 228);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 228)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 72)])));
      }
      int cse_v30 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 90);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 13)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 25)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 37)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      int cse_v68 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 49);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 49)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 193)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 205)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 217)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      int cse_v69 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 229);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 229)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 90)])));
      }
      int cse_v31 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 108);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 14)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 26)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 38)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      int cse_v70 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 50);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 50)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 194)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 206)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 218)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      int cse_v71 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 230);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 230)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 108)])));
      }
      int cse_v32 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 126);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 15)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 27)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 39)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      int cse_v72 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 51);
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 51)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 195)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 207)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 219)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      int cse_v73 = ((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 231);
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 231)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 126)])));
      }
      int cse_v33 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 144);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 24)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 36)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 48)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 60)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 204)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 216)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 228)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 240)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 144)])));
      }
      int cse_v34 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 162);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 25)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 37)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 49)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 61)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 205)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 217)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 229)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 241)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 162)])));
      }
      int cse_v35 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 180);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 26)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 38)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 50)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 62)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 206)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 218)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 230)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 242)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 180)])));
      }
      int cse_v36 = (((rr * 216) + (((int)threadIdx.x) % 18)) + 198);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 27)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 39)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 51)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if ((((int)threadIdx.x) % 72) < 54) {
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 63)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 207)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 219)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 231)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
      if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 72) * 360) + (rr * 180)) + (((((int)threadIdx.x) % 72) / 18) * 48)) + (((((int)threadIdx.x) % 18) / 6) * 4)) + 243)]) * ((float)W_shared_ptr[(((rr * 216) + (((int)threadIdx.x) % 18)) + 198)])));
      }
    }
    int cse_v74 = ((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18));
    Y_ptr[((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18))] = ((half)Y_acc_local_ptr[0]);
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 18)] = ((half)Y_acc_local_ptr[1]);
    }
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 36)] = ((half)Y_acc_local_ptr[2]);
    }
    if ((((int)threadIdx.x) % 72) < 54) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 54)] = ((half)Y_acc_local_ptr[3]);
    }
    if ((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 234)] = ((half)Y_acc_local_ptr[4]);
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 252)] = ((half)Y_acc_local_ptr[5]);
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 270)] = ((half)Y_acc_local_ptr[6]);
    }
    if (((((((int)blockIdx.x) % 5) * 2) + (((int)threadIdx.x) / 72)) < 9) && ((((int)threadIdx.x) % 72) < 54)) {
      Y_ptr[(((((((((int)blockIdx.x) / 5) * 4446) + ((((int)blockIdx.x) % 5) * 936)) + ((((int)threadIdx.x) / 72) * 468)) + (((((int)threadIdx.x) % 72) / 18) * 72)) + (((int)threadIdx.x) % 18)) + 288)] = ((half)Y_acc_local_ptr[7]);
    }
  }
}

