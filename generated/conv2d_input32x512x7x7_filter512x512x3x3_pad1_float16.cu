
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x512x7x7_filter512x512x3x3_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x512x7x7_filter512x512x3x3_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[8];
  __shared__ alignas(64) half X_pad_shared_ptr[648];
  __shared__ alignas(64) half W_shared_ptr[2304];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)threadIdx.x) % 28);
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    }
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    }
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    }
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v14 = (((int)threadIdx.x) % 7);
    int cse_v15 = (((int)threadIdx.x) / 28);
    int cse_v21 = ((((int)threadIdx.x) % 28) / 7);
    for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) % 81);
      int cse_v3 = (((int)threadIdx.x) % 9);
      int cse_v22 = (((((int)blockIdx.x) >> 4) * 25088) + (rc_0 * 392));
      __syncthreads();
      half condval;
      if ((((9 <= (((int)threadIdx.x) % 81)) && ((((int)threadIdx.x) % 81) < 72)) && (1 <= (((int)threadIdx.x) % 9))) && ((((int)threadIdx.x) % 9) < 8)) {
        condval = X_ptr[(((((((((int)blockIdx.x) >> 4) * 25088) + (rc_0 * 392)) + ((((int)threadIdx.x) / 81) * 49)) + (((((int)threadIdx.x) % 81) / 9) * 7)) + (((int)threadIdx.x) % 9)) - 8)];
      } else {
        condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v4 = (((int)threadIdx.x) + 8);
      int cse_v5 = (((int)threadIdx.x) + 224);
      int cse_v16 = ((((int)threadIdx.x) + 62) % 81);
      int cse_v17 = ((((int)threadIdx.x) + 8) % 9);
      half condval_1;
      if ((((9 <= ((((int)threadIdx.x) + 62) % 81)) && (((((int)threadIdx.x) + 62) % 81) < 72)) && (1 <= ((((int)threadIdx.x) + 8) % 9))) && (((((int)threadIdx.x) + 8) % 9) < 8)) {
        condval_1 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 25088) + (rc_0 * 392)) + (((((int)threadIdx.x) + 224) / 81) * 49)) + ((((((int)threadIdx.x) + 62) % 81) / 9) * 7)) + ((((int)threadIdx.x) + 8) % 9)) - 8)];
      } else {
        condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
      int cse_v6 = (((int)threadIdx.x) + 448);
      if (((int)threadIdx.x) < 200) {
        int cse_v18 = ((((int)threadIdx.x) + 43) % 81);
        int cse_v19 = ((((int)threadIdx.x) + 7) % 9);
        half condval_2;
        if ((((9 <= ((((int)threadIdx.x) + 43) % 81)) && (((((int)threadIdx.x) + 43) % 81) < 72)) && (1 <= ((((int)threadIdx.x) + 7) % 9))) && (((((int)threadIdx.x) + 7) % 9) < 8)) {
          condval_2 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 25088) + (rc_0 * 392)) + (((((int)threadIdx.x) + 448) / 81) * 49)) + ((((((int)threadIdx.x) + 43) % 81) / 9) * 7)) + ((((int)threadIdx.x) + 7) % 9)) - 8)];
        } else {
          condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
      }
      int cse_v7 = (rc_0 * 72);
      int cse_v20 = ((((int)blockIdx.x) & 15) * 147456);
      int cse_v59 = (((((((int)blockIdx.x) & 15) * 147456) + ((((int)threadIdx.x) / 72) * 4608)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72));
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + ((((int)threadIdx.x) / 72) * 4608)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 224) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 8) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 448)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 448) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 16) % 72))];
      int cse_v8 = (((int)threadIdx.x) + 672);
      W_shared_ptr[(((int)threadIdx.x) + 672)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 672) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 24) % 72))];
      int cse_v9 = (((int)threadIdx.x) + 896);
      W_shared_ptr[(((int)threadIdx.x) + 896)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 896) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 32) % 72))];
      int cse_v10 = (((int)threadIdx.x) + 1120);
      W_shared_ptr[(((int)threadIdx.x) + 1120)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 1120) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 40) % 72))];
      int cse_v11 = (((int)threadIdx.x) + 1344);
      W_shared_ptr[(((int)threadIdx.x) + 1344)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 1344) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 48) % 72))];
      int cse_v12 = (((int)threadIdx.x) + 1568);
      W_shared_ptr[(((int)threadIdx.x) + 1568)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 1568) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 56) % 72))];
      int cse_v13 = (((int)threadIdx.x) + 1792);
      W_shared_ptr[(((int)threadIdx.x) + 1792)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (((((int)threadIdx.x) + 1792) / 72) * 4608)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 64) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 2016)] = W_ptr[((((((((int)blockIdx.x) & 15) * 147456) + ((((int)threadIdx.x) / 72) * 4608)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72)) + 129024)];
      if (((int)threadIdx.x) < 64) {
        W_shared_ptr[(((int)threadIdx.x) + 2240)] = W_ptr[(((((((int)blockIdx.x) & 15) * 147456) + (rc_0 * 72)) + ((int)threadIdx.x)) + 142856)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
        int cse_v23 = (((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9));
        int cse_v60 = (((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7));
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9))])));
        int cse_v62 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9))])));
        }
        int cse_v24 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 72);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 72)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 72)])));
        }
        int cse_v25 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 144);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 144)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 144)])));
        }
        int cse_v26 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 216);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 216)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 216)])));
        }
        int cse_v27 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 1);
        int cse_v63 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 1);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 1)])));
        int cse_v64 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 1)])));
        }
        int cse_v28 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 73);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 73)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 73)])));
        }
        int cse_v29 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 145);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 145)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 145)])));
        }
        int cse_v30 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 217);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 1)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 217)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 217)])));
        }
        int cse_v31 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 2);
        int cse_v65 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 2);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 2)])));
        int cse_v66 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 2)])));
        }
        int cse_v32 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 74);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 74)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 74)])));
        }
        int cse_v33 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 146);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 146)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 146)])));
        }
        int cse_v34 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 218);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 2)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 218)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 218)])));
        }
        int cse_v35 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 3);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 3)])));
        int cse_v67 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 3)])));
        }
        int cse_v36 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 75);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 75)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 75)])));
        }
        int cse_v37 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 147);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 147)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 147)])));
        }
        int cse_v38 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 219);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 9)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 219)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 219)])));
        }
        int cse_v39 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 4);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 4)])));
        int cse_v68 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 4)])));
        }
        int cse_v40 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 76);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 76)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 76)])));
        }
        int cse_v41 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 148);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 148)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 148)])));
        }
        int cse_v42 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 220);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 10)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 220)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 220)])));
        }
        int cse_v43 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 5);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 5)])));
        int cse_v69 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 5)])));
        }
        int cse_v44 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 77);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 77)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 77)])));
        }
        int cse_v45 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 149);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 149)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 149)])));
        }
        int cse_v46 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 221);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 11)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 221)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 221)])));
        }
        int cse_v47 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 6);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 6)])));
        int cse_v70 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 27);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 27)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 6)])));
        }
        int cse_v48 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 78);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 78)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 27)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 78)])));
        }
        int cse_v49 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 150);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 150)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 27)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 150)])));
        }
        int cse_v50 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 222);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 18)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 222)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 27)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 222)])));
        }
        int cse_v51 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 7);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 7)])));
        int cse_v71 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 28);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 7)])));
        }
        int cse_v52 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 79);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 79)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 79)])));
        }
        int cse_v53 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 151);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 151)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 151)])));
        }
        int cse_v54 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 223);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 19)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 223)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 28)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 223)])));
        }
        int cse_v55 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 8);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 8)])));
        int cse_v72 = ((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 29);
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 8)])));
        }
        int cse_v56 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 80);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 80)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 80)])));
        }
        int cse_v57 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 152);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 152)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 152)])));
        }
        int cse_v58 = ((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 224);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 20)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 224)])));
        if ((((int)threadIdx.x) % 28) < 21) {
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((rc_1 * 81) + (((((int)threadIdx.x) % 28) / 7) * 18)) + (((int)threadIdx.x) % 7)) + 29)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 28) * 288) + (rc_1 * 9)) + 224)])));
        }
      }
    }
    int cse_v61 = ((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7));
    Y_ptr[((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7))] = ((half)Y_acc_local_ptr[0]);
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 7)] = ((half)Y_acc_local_ptr[1]);
    }
    Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 49)] = ((half)Y_acc_local_ptr[2]);
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 56)] = ((half)Y_acc_local_ptr[3]);
    }
    Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 98)] = ((half)Y_acc_local_ptr[4]);
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 105)] = ((half)Y_acc_local_ptr[5]);
    }
    Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 147)] = ((half)Y_acc_local_ptr[6]);
    if ((((int)threadIdx.x) % 28) < 21) {
      Y_ptr[(((((((int)blockIdx.x) * 1568) + ((((int)threadIdx.x) / 28) * 196)) + (((((int)threadIdx.x) % 28) / 7) * 14)) + (((int)threadIdx.x) % 7)) + 154)] = ((half)Y_acc_local_ptr[7]);
    }
  }
}

