
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
extern "C" __global__ void __launch_bounds__(174, 2) conv2d_input4x16x33x29_filter24x16x5x3_pad2x1_modeconvolution_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(174, 2) conv2d_input4x16x33x29_filter24x16x5x3_pad2x1_modeconvolution_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[2];
  __shared__ alignas(64) half X_pad_shared_ptr[2480];
  __shared__ alignas(64) half W_shared_ptr[240];
  for (int var = 0; var < 1; ++var) {
    int cse_v1 = (((int)blockIdx.x) % 6);
    int cse_v21 = ((((int)blockIdx.x) % 6) * 2);
    int cse_v22 = ((((int)threadIdx.x) % 87) / 29);
    int cse_v49 = (((((int)threadIdx.x) % 87) / 29) * 2);
    int cse_v192 = (((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3));
    if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
      Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v289 = (((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3));
    if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
      Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v19 = (((int)threadIdx.x) % 29);
    int cse_v20 = (((int)threadIdx.x) / 87);
    int cse_v25 = ((((int)blockIdx.x) % 6) * 174);
    for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) / 31);
      int cse_v3 = (((int)threadIdx.x) % 31);
      int cse_v23 = ((((int)blockIdx.x) % 6) * 3);
      int cse_v24 = ((((int)blockIdx.x) % 6) * 6);
      int cse_v50 = (((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656));
      int cse_v182 = ((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174));
      __syncthreads();
      half condval;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((int)threadIdx.x) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((int)threadIdx.x) / 31)) < 35)) && (1 <= (((int)threadIdx.x) % 31))) && ((((int)threadIdx.x) % 31) < 30)) {
        condval = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + ((((int)threadIdx.x) / 31) * 29)) + (((int)threadIdx.x) % 31)) - 59)];
      } else {
        condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v4 = (((int)threadIdx.x) + 174);
      int cse_v26 = ((((int)threadIdx.x) + 174) % 310);
      int cse_v51 = (((((int)threadIdx.x) + 174) % 310) / 31);
      int cse_v183 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31)) < 37) {
        int cse_v27 = ((((int)threadIdx.x) + 19) % 31);
        half condval_1;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 174) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 19) % 31))) && (((((int)threadIdx.x) + 19) % 31) < 30)) {
          condval_1 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 174) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 174) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 19) % 31)) - 59)];
        } else {
          condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 174)] = condval_1;
      }
      int cse_v5 = (((int)threadIdx.x) + 348);
      int cse_v28 = ((((int)threadIdx.x) + 38) / 31);
      int cse_v29 = ((((int)threadIdx.x) + 7) % 31);
      half condval_2;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 38) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 38) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 7) % 31))) && (((((int)threadIdx.x) + 7) % 31) < 30)) {
        condval_2 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 38) / 31) * 29)) + ((((int)threadIdx.x) + 7) % 31)) + 898)];
      } else {
        condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 348)] = condval_2;
      int cse_v52 = (((((int)threadIdx.x) + 212) % 310) / 31);
      int cse_v184 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31)) < 37) {
        int cse_v6 = (((int)threadIdx.x) + 522);
        int cse_v30 = ((((int)threadIdx.x) + 26) % 31);
        half condval_3;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 212) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 26) % 31))) && (((((int)threadIdx.x) + 26) % 31) < 30)) {
          condval_3 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 522) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 212) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 26) % 31)) - 59)];
        } else {
          condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 522)] = condval_3;
      }
      int cse_v31 = ((((int)threadIdx.x) + 76) / 31);
      int cse_v53 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31)) < 37) {
        int cse_v32 = ((((int)threadIdx.x) + 14) % 31);
        half condval_4;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 14) % 31))) && (((((int)threadIdx.x) + 14) % 31) < 30)) {
          condval_4 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 76) / 31) * 29)) + ((((int)threadIdx.x) + 14) % 31)) + 1855)];
        } else {
          condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 696)] = condval_4;
      }
      int cse_v54 = (((((int)threadIdx.x) + 250) % 310) / 31);
      int cse_v185 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31)) < 37) {
        int cse_v7 = (((int)threadIdx.x) + 870);
        int cse_v33 = ((((int)threadIdx.x) + 2) % 31);
        half condval_5;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 250) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 2) % 31))) && (((((int)threadIdx.x) + 2) % 31) < 30)) {
          condval_5 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 870) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 250) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 2) % 31)) - 59)];
        } else {
          condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 870)] = condval_5;
      }
      int cse_v34 = ((((int)threadIdx.x) + 114) / 31);
      int cse_v55 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31)) < 37) {
        int cse_v35 = ((((int)threadIdx.x) + 21) % 31);
        half condval_6;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 21) % 31))) && (((((int)threadIdx.x) + 21) % 31) < 30)) {
          condval_6 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 114) / 31) * 29)) + ((((int)threadIdx.x) + 21) % 31)) + 2812)];
        } else {
          condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1044)] = condval_6;
      }
      int cse_v56 = (((((int)threadIdx.x) + 288) % 310) / 31);
      int cse_v186 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31)) < 37) {
        int cse_v8 = (((int)threadIdx.x) + 1218);
        int cse_v36 = ((((int)threadIdx.x) + 9) % 31);
        half condval_7;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 288) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 9) % 31))) && (((((int)threadIdx.x) + 9) % 31) < 30)) {
          condval_7 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1218) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 288) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 9) % 31)) - 59)];
        } else {
          condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1218)] = condval_7;
      }
      int cse_v57 = (((((int)threadIdx.x) + 152) % 310) / 31);
      int cse_v187 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31)) < 37) {
        int cse_v9 = (((int)threadIdx.x) + 1392);
        int cse_v37 = ((((int)threadIdx.x) + 28) % 31);
        half condval_8;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 152) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 28) % 31))) && (((((int)threadIdx.x) + 28) % 31) < 30)) {
          condval_8 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1392) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 152) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 28) % 31)) - 59)];
        } else {
          condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1392)] = condval_8;
      }
      int cse_v10 = (((int)threadIdx.x) + 1566);
      int cse_v11 = (((int)threadIdx.x) + 16);
      int cse_v38 = ((((int)threadIdx.x) + 16) / 31);
      int cse_v39 = ((((int)threadIdx.x) + 16) % 31);
      half condval_9;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 16) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 16) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 16) % 31))) && (((((int)threadIdx.x) + 16) % 31) < 30)) {
        condval_9 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 16) / 31) * 29)) + ((((int)threadIdx.x) + 16) % 31)) + 4726)];
      } else {
        condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1566)] = condval_9;
      int cse_v58 = (((((int)threadIdx.x) + 190) % 310) / 31);
      int cse_v188 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31)) < 37) {
        int cse_v12 = (((int)threadIdx.x) + 1740);
        int cse_v40 = ((((int)threadIdx.x) + 4) % 31);
        half condval_10;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 190) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 4) % 31))) && (((((int)threadIdx.x) + 4) % 31) < 30)) {
          condval_10 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1740) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 190) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 4) % 31)) - 59)];
        } else {
          condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1740)] = condval_10;
      }
      int cse_v13 = (((int)threadIdx.x) + 54);
      int cse_v41 = ((((int)threadIdx.x) + 54) / 31);
      int cse_v59 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31)) < 37) {
        int cse_v14 = (((int)threadIdx.x) + 1914);
        int cse_v42 = ((((int)threadIdx.x) + 23) % 31);
        half condval_11;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 54) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 23) % 31))) && (((((int)threadIdx.x) + 23) % 31) < 30)) {
          condval_11 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 54) / 31) * 29)) + ((((int)threadIdx.x) + 23) % 31)) + 5683)];
        } else {
          condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1914)] = condval_11;
      }
      int cse_v60 = (((((int)threadIdx.x) + 228) % 310) / 31);
      int cse_v189 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31)) < 37) {
        int cse_v15 = (((int)threadIdx.x) + 2088);
        int cse_v43 = ((((int)threadIdx.x) + 11) % 31);
        half condval_12;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 228) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 11) % 31))) && (((((int)threadIdx.x) + 11) % 31) < 30)) {
          condval_12 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 2088) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 228) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 11) % 31)) - 59)];
        } else {
          condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2088)] = condval_12;
      }
      int cse_v44 = ((((int)threadIdx.x) + 92) / 31);
      int cse_v61 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31)) < 37) {
        int cse_v45 = ((((int)threadIdx.x) + 30) % 31);
        half condval_13;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 30) % 31))) && (((((int)threadIdx.x) + 30) % 31) < 30)) {
          condval_13 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 92) / 31) * 29)) + ((((int)threadIdx.x) + 30) % 31)) + 6640)];
        } else {
          condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2262)] = condval_13;
      }
      int cse_v16 = (((int)threadIdx.x) + 266);
      if (((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 266) % 310) / 31)) < 37) && (((int)threadIdx.x) < 44)) {
        int cse_v46 = ((((int)threadIdx.x) + 266) / 31);
        int cse_v47 = ((((int)threadIdx.x) + 18) % 31);
        half condval_14;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 266) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 18) % 31))) && (((((int)threadIdx.x) + 18) % 31) < 30)) {
          condval_14 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 266) / 31) * 29)) + ((((int)threadIdx.x) + 18) % 31)) + 6640)];
        } else {
          condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2436)] = condval_14;
      }
      int cse_v17 = (rc_0 * 120);
      int cse_v62 = (((((int)blockIdx.x) % 72) / 6) * 480);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 72) / 6) * 480) + ((((int)threadIdx.x) / 120) * 240)) + (rc_0 * 120)) + (((int)threadIdx.x) % 120))];
      if (((int)threadIdx.x) < 66) {
        int cse_v18 = (((int)threadIdx.x) % 3);
        int cse_v190 = ((((((int)threadIdx.x) / 3) + 3) % 5) * 3);
        W_shared_ptr[(((((((int)threadIdx.x) + 174) / 15) * 15) + ((((((int)threadIdx.x) / 3) + 3) % 5) * 3)) + (((int)threadIdx.x) % 3))] = W_ptr[((((((((((int)blockIdx.x) % 72) / 6) * 480) + (rc_0 * 120)) + (((((int)threadIdx.x) + 54) / 15) * 15)) + ((((((int)threadIdx.x) / 3) + 3) % 5) * 3)) + (((int)threadIdx.x) % 3)) + 240)];
      }
      int cse_v48 = ((((int)threadIdx.x) / 87) * 120);
      int cse_v63 = (((((int)threadIdx.x) / 87) * 120) + 14);
      int cse_v191 = ((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29));
      __syncthreads();
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29))]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 14)])));
      }
      int cse_v193 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 14)])));
      }
      int cse_v64 = (((((int)threadIdx.x) / 87) * 120) + 13);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 13)])));
      }
      int cse_v194 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 13)])));
      }
      int cse_v65 = (((((int)threadIdx.x) / 87) * 120) + 12);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 12)])));
      }
      int cse_v195 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 12)])));
      }
      int cse_v66 = (((((int)threadIdx.x) / 87) * 120) + 11);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 11)])));
      }
      int cse_v196 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 11)])));
      }
      int cse_v67 = (((((int)threadIdx.x) / 87) * 120) + 10);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 10)])));
      }
      int cse_v197 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 10)])));
      }
      int cse_v68 = (((((int)threadIdx.x) / 87) * 120) + 9);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 9)])));
      }
      int cse_v198 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 9)])));
      }
      int cse_v69 = (((((int)threadIdx.x) / 87) * 120) + 8);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 8)])));
      }
      int cse_v199 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 8)])));
      }
      int cse_v70 = (((((int)threadIdx.x) / 87) * 120) + 7);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 7)])));
      }
      int cse_v200 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 7)])));
      }
      int cse_v71 = (((((int)threadIdx.x) / 87) * 120) + 6);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 6)])));
      }
      int cse_v201 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 6)])));
      }
      int cse_v72 = (((((int)threadIdx.x) / 87) * 120) + 5);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 5)])));
      }
      int cse_v202 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 5)])));
      }
      int cse_v73 = (((((int)threadIdx.x) / 87) * 120) + 4);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 4)])));
      }
      int cse_v203 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 4)])));
      }
      int cse_v74 = (((((int)threadIdx.x) / 87) * 120) + 3);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 3)])));
      }
      int cse_v204 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 3)])));
      }
      int cse_v75 = (((((int)threadIdx.x) / 87) * 120) + 2);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 2)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 155)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 2)])));
      }
      int cse_v76 = (((((int)threadIdx.x) / 87) * 120) + 1);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 1)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 156)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 1)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126)]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 87) * 120)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 157)]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 87) * 120)])));
      }
      int cse_v77 = (((((int)threadIdx.x) / 87) * 120) + 29);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 310)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 29)])));
      }
      int cse_v205 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 29)])));
      }
      int cse_v78 = (((((int)threadIdx.x) / 87) * 120) + 28);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 311)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 28)])));
      }
      int cse_v206 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 28)])));
      }
      int cse_v79 = (((((int)threadIdx.x) / 87) * 120) + 27);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 312)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 27)])));
      }
      int cse_v207 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 27)])));
      }
      int cse_v80 = (((((int)threadIdx.x) / 87) * 120) + 26);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 26)])));
      }
      int cse_v208 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 26)])));
      }
      int cse_v81 = (((((int)threadIdx.x) / 87) * 120) + 25);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 25)])));
      }
      int cse_v209 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 25)])));
      }
      int cse_v82 = (((((int)threadIdx.x) / 87) * 120) + 24);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 24)])));
      }
      int cse_v210 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 24)])));
      }
      int cse_v83 = (((((int)threadIdx.x) / 87) * 120) + 23);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 23)])));
      }
      int cse_v211 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 23)])));
      }
      int cse_v84 = (((((int)threadIdx.x) / 87) * 120) + 22);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 22)])));
      }
      int cse_v212 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 22)])));
      }
      int cse_v85 = (((((int)threadIdx.x) / 87) * 120) + 21);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 21)])));
      }
      int cse_v213 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 21)])));
      }
      int cse_v86 = (((((int)threadIdx.x) / 87) * 120) + 20);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 20)])));
      }
      int cse_v214 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 20)])));
      }
      int cse_v87 = (((((int)threadIdx.x) / 87) * 120) + 19);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 19)])));
      }
      int cse_v215 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 19)])));
      }
      int cse_v88 = (((((int)threadIdx.x) / 87) * 120) + 18);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 18)])));
      }
      int cse_v216 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 18)])));
      }
      int cse_v89 = (((((int)threadIdx.x) / 87) * 120) + 17);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 17)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 465)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 17)])));
      }
      int cse_v90 = (((((int)threadIdx.x) / 87) * 120) + 16);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 16)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 466)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 16)])));
      }
      int cse_v91 = (((((int)threadIdx.x) / 87) * 120) + 15);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 15)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 467)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 15)])));
      }
      int cse_v92 = (((((int)threadIdx.x) / 87) * 120) + 44);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 620)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 44)])));
      }
      int cse_v217 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 44)])));
      }
      int cse_v93 = (((((int)threadIdx.x) / 87) * 120) + 43);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 621)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 43)])));
      }
      int cse_v218 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 43)])));
      }
      int cse_v94 = (((((int)threadIdx.x) / 87) * 120) + 42);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 622)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 42)])));
      }
      int cse_v219 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 42)])));
      }
      int cse_v95 = (((((int)threadIdx.x) / 87) * 120) + 41);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 41)])));
      }
      int cse_v220 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 41)])));
      }
      int cse_v96 = (((((int)threadIdx.x) / 87) * 120) + 40);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 40)])));
      }
      int cse_v221 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 40)])));
      }
      int cse_v97 = (((((int)threadIdx.x) / 87) * 120) + 39);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 39)])));
      }
      int cse_v222 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 39)])));
      }
      int cse_v98 = (((((int)threadIdx.x) / 87) * 120) + 38);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 38)])));
      }
      int cse_v223 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 38)])));
      }
      int cse_v99 = (((((int)threadIdx.x) / 87) * 120) + 37);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 37)])));
      }
      int cse_v224 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 37)])));
      }
      int cse_v100 = (((((int)threadIdx.x) / 87) * 120) + 36);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 36)])));
      }
      int cse_v225 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 36)])));
      }
      int cse_v101 = (((((int)threadIdx.x) / 87) * 120) + 35);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 35)])));
      }
      int cse_v226 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 35)])));
      }
      int cse_v102 = (((((int)threadIdx.x) / 87) * 120) + 34);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 34)])));
      }
      int cse_v227 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 34)])));
      }
      int cse_v103 = (((((int)threadIdx.x) / 87) * 120) + 33);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 33)])));
      }
      int cse_v228 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 33)])));
      }
      int cse_v104 = (((((int)threadIdx.x) / 87) * 120) + 32);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 32)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 775)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 32)])));
      }
      int cse_v105 = (((((int)threadIdx.x) / 87) * 120) + 31);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 31)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 776)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 31)])));
      }
      int cse_v106 = (((((int)threadIdx.x) / 87) * 120) + 30);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 30)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 777)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 30)])));
      }
      int cse_v107 = (((((int)threadIdx.x) / 87) * 120) + 59);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 930)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 59)])));
      }
      int cse_v229 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 59)])));
      }
      int cse_v108 = (((((int)threadIdx.x) / 87) * 120) + 58);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 931)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 58)])));
      }
      int cse_v230 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 58)])));
      }
      int cse_v109 = (((((int)threadIdx.x) / 87) * 120) + 57);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 932)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 57)])));
      }
      int cse_v231 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 57)])));
      }
      int cse_v110 = (((((int)threadIdx.x) / 87) * 120) + 56);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 56)])));
      }
      int cse_v232 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 56)])));
      }
      int cse_v111 = (((((int)threadIdx.x) / 87) * 120) + 55);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 55)])));
      }
      int cse_v233 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 55)])));
      }
      int cse_v112 = (((((int)threadIdx.x) / 87) * 120) + 54);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 54)])));
      }
      int cse_v234 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 54)])));
      }
      int cse_v113 = (((((int)threadIdx.x) / 87) * 120) + 53);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 53)])));
      }
      int cse_v235 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 53)])));
      }
      int cse_v114 = (((((int)threadIdx.x) / 87) * 120) + 52);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 52)])));
      }
      int cse_v236 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 52)])));
      }
      int cse_v115 = (((((int)threadIdx.x) / 87) * 120) + 51);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 51)])));
      }
      int cse_v237 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 51)])));
      }
      int cse_v116 = (((((int)threadIdx.x) / 87) * 120) + 50);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 50)])));
      }
      int cse_v238 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 50)])));
      }
      int cse_v117 = (((((int)threadIdx.x) / 87) * 120) + 49);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 49)])));
      }
      int cse_v239 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 49)])));
      }
      int cse_v118 = (((((int)threadIdx.x) / 87) * 120) + 48);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 48)])));
      }
      int cse_v240 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 48)])));
      }
      int cse_v119 = (((((int)threadIdx.x) / 87) * 120) + 47);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 47)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1085)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 47)])));
      }
      int cse_v120 = (((((int)threadIdx.x) / 87) * 120) + 46);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 46)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1086)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 46)])));
      }
      int cse_v121 = (((((int)threadIdx.x) / 87) * 120) + 45);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 45)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1087)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 45)])));
      }
      int cse_v122 = (((((int)threadIdx.x) / 87) * 120) + 74);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1240)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 74)])));
      }
      int cse_v241 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 74)])));
      }
      int cse_v123 = (((((int)threadIdx.x) / 87) * 120) + 73);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1241)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 73)])));
      }
      int cse_v242 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 73)])));
      }
      int cse_v124 = (((((int)threadIdx.x) / 87) * 120) + 72);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1242)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 72)])));
      }
      int cse_v243 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 72)])));
      }
      int cse_v125 = (((((int)threadIdx.x) / 87) * 120) + 71);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 71)])));
      }
      int cse_v244 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 71)])));
      }
      int cse_v126 = (((((int)threadIdx.x) / 87) * 120) + 70);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 70)])));
      }
      int cse_v245 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 70)])));
      }
      int cse_v127 = (((((int)threadIdx.x) / 87) * 120) + 69);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 69)])));
      }
      int cse_v246 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 69)])));
      }
      int cse_v128 = (((((int)threadIdx.x) / 87) * 120) + 68);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 68)])));
      }
      int cse_v247 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 68)])));
      }
      int cse_v129 = (((((int)threadIdx.x) / 87) * 120) + 67);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 67)])));
      }
      int cse_v248 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 67)])));
      }
      int cse_v130 = (((((int)threadIdx.x) / 87) * 120) + 66);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 66)])));
      }
      int cse_v249 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 66)])));
      }
      int cse_v131 = (((((int)threadIdx.x) / 87) * 120) + 65);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 65)])));
      }
      int cse_v250 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 65)])));
      }
      int cse_v132 = (((((int)threadIdx.x) / 87) * 120) + 64);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 64)])));
      }
      int cse_v251 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 64)])));
      }
      int cse_v133 = (((((int)threadIdx.x) / 87) * 120) + 63);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 63)])));
      }
      int cse_v252 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 63)])));
      }
      int cse_v134 = (((((int)threadIdx.x) / 87) * 120) + 62);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 62)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1395)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 62)])));
      }
      int cse_v135 = (((((int)threadIdx.x) / 87) * 120) + 61);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 61)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1396)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 61)])));
      }
      int cse_v136 = (((((int)threadIdx.x) / 87) * 120) + 60);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 60)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1397)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 60)])));
      }
      int cse_v137 = (((((int)threadIdx.x) / 87) * 120) + 89);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1550)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 89)])));
      }
      int cse_v253 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 89)])));
      }
      int cse_v138 = (((((int)threadIdx.x) / 87) * 120) + 88);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1551)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 88)])));
      }
      int cse_v254 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 88)])));
      }
      int cse_v139 = (((((int)threadIdx.x) / 87) * 120) + 87);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1552)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 87)])));
      }
      int cse_v255 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 87)])));
      }
      int cse_v140 = (((((int)threadIdx.x) / 87) * 120) + 86);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 86)])));
      }
      int cse_v256 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 86)])));
      }
      int cse_v141 = (((((int)threadIdx.x) / 87) * 120) + 85);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 85)])));
      }
      int cse_v257 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 85)])));
      }
      int cse_v142 = (((((int)threadIdx.x) / 87) * 120) + 84);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 84)])));
      }
      int cse_v258 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 84)])));
      }
      int cse_v143 = (((((int)threadIdx.x) / 87) * 120) + 83);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 83)])));
      }
      int cse_v259 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 83)])));
      }
      int cse_v144 = (((((int)threadIdx.x) / 87) * 120) + 82);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 82)])));
      }
      int cse_v260 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 82)])));
      }
      int cse_v145 = (((((int)threadIdx.x) / 87) * 120) + 81);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 81)])));
      }
      int cse_v261 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 81)])));
      }
      int cse_v146 = (((((int)threadIdx.x) / 87) * 120) + 80);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 80)])));
      }
      int cse_v262 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 80)])));
      }
      int cse_v147 = (((((int)threadIdx.x) / 87) * 120) + 79);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 79)])));
      }
      int cse_v263 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 79)])));
      }
      int cse_v148 = (((((int)threadIdx.x) / 87) * 120) + 78);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 78)])));
      }
      int cse_v264 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 78)])));
      }
      int cse_v149 = (((((int)threadIdx.x) / 87) * 120) + 77);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 77)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1705)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 77)])));
      }
      int cse_v150 = (((((int)threadIdx.x) / 87) * 120) + 76);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 76)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1706)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 76)])));
      }
      int cse_v151 = (((((int)threadIdx.x) / 87) * 120) + 75);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 75)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1707)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 75)])));
      }
      int cse_v152 = (((((int)threadIdx.x) / 87) * 120) + 104);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1860)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 104)])));
      }
      int cse_v265 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 104)])));
      }
      int cse_v153 = (((((int)threadIdx.x) / 87) * 120) + 103);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1861)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 103)])));
      }
      int cse_v266 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 103)])));
      }
      int cse_v154 = (((((int)threadIdx.x) / 87) * 120) + 102);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1862)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 102)])));
      }
      int cse_v267 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 102)])));
      }
      int cse_v155 = (((((int)threadIdx.x) / 87) * 120) + 101);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 101)])));
      }
      int cse_v268 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 101)])));
      }
      int cse_v156 = (((((int)threadIdx.x) / 87) * 120) + 100);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 100)])));
      }
      int cse_v269 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 100)])));
      }
      int cse_v157 = (((((int)threadIdx.x) / 87) * 120) + 99);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 99)])));
      }
      int cse_v270 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 99)])));
      }
      int cse_v158 = (((((int)threadIdx.x) / 87) * 120) + 98);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 98)])));
      }
      int cse_v271 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 98)])));
      }
      int cse_v159 = (((((int)threadIdx.x) / 87) * 120) + 97);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 97)])));
      }
      int cse_v272 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 97)])));
      }
      int cse_v160 = (((((int)threadIdx.x) / 87) * 120) + 96);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 96)])));
      }
      int cse_v273 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 96)])));
      }
      int cse_v161 = (((((int)threadIdx.x) / 87) * 120) + 95);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 95)])));
      }
      int cse_v274 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 95)])));
      }
      int cse_v162 = (((((int)threadIdx.x) / 87) * 120) + 94);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 94)])));
      }
      int cse_v275 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 94)])));
      }
      int cse_v163 = (((((int)threadIdx.x) / 87) * 120) + 93);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 93)])));
      }
      int cse_v276 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 93)])));
      }
      int cse_v164 = (((((int)threadIdx.x) / 87) * 120) + 92);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 92)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2015)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 92)])));
      }
      int cse_v165 = (((((int)threadIdx.x) / 87) * 120) + 91);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 91)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2016)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 91)])));
      }
      int cse_v166 = (((((int)threadIdx.x) / 87) * 120) + 90);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 90)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2017)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 90)])));
      }
      int cse_v167 = (((((int)threadIdx.x) / 87) * 120) + 119);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2170)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 119)])));
      }
      int cse_v277 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 119)])));
      }
      int cse_v168 = (((((int)threadIdx.x) / 87) * 120) + 118);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2171)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 118)])));
      }
      int cse_v278 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 118)])));
      }
      int cse_v169 = (((((int)threadIdx.x) / 87) * 120) + 117);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2172)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 117)])));
      }
      int cse_v279 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 117)])));
      }
      int cse_v170 = (((((int)threadIdx.x) / 87) * 120) + 116);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 116)])));
      }
      int cse_v280 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 116)])));
      }
      int cse_v171 = (((((int)threadIdx.x) / 87) * 120) + 115);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 115)])));
      }
      int cse_v281 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 115)])));
      }
      int cse_v172 = (((((int)threadIdx.x) / 87) * 120) + 114);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 114)])));
      }
      int cse_v282 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 114)])));
      }
      int cse_v173 = (((((int)threadIdx.x) / 87) * 120) + 113);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 113)])));
      }
      int cse_v283 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 113)])));
      }
      int cse_v174 = (((((int)threadIdx.x) / 87) * 120) + 112);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 112)])));
      }
      int cse_v284 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 112)])));
      }
      int cse_v175 = (((((int)threadIdx.x) / 87) * 120) + 111);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 111)])));
      }
      int cse_v285 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 111)])));
      }
      int cse_v176 = (((((int)threadIdx.x) / 87) * 120) + 110);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 110)])));
      }
      int cse_v286 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 110)])));
      }
      int cse_v177 = (((((int)threadIdx.x) / 87) * 120) + 109);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 109)])));
      }
      int cse_v287 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 109)])));
      }
      int cse_v178 = (((((int)threadIdx.x) / 87) * 120) + 108);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 108)])));
      }
      int cse_v288 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 108)])));
      }
      int cse_v179 = (((((int)threadIdx.x) / 87) * 120) + 107);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 107)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2325)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 107)])));
      }
      int cse_v180 = (((((int)threadIdx.x) / 87) * 120) + 106);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 106)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2326)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 106)])));
      }
      int cse_v181 = (((((int)threadIdx.x) / 87) * 120) + 105);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 105)])));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2327)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 105)])));
      }
    }
    int cse_v290 = ((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29));
    if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
      Y_ptr[((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29))] = ((half)Y_acc_local_ptr[0]);
    }
    if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
      Y_ptr[(((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29)) + 29)] = ((half)Y_acc_local_ptr[1]);
    }
  }
}

