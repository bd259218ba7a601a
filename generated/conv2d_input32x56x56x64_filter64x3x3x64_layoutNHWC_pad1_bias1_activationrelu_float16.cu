
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x64_filter64x3x3x64_layoutNHWC_pad1_bias1_activationrelu_float16_kernel(half* __restrict__ B_ptr, half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x64_filter64x3x3x64_layoutNHWC_pad1_bias1_activationrelu_float16_kernel(half* __restrict__ B_ptr, half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[32];
  __shared__ alignas(64) half X_pad_shared_ptr[1440];
  __shared__ alignas(64) half W_shared_ptr[4608];
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
    int cse_v2 = (((int)blockIdx.x) & 1);
    int cse_v23 = (((int)threadIdx.x) / 112);
    int cse_v24 = (((int)threadIdx.x) & 15);
    int cse_v26 = ((((int)blockIdx.x) >> 1) * 14336);
    int cse_v27 = ((((int)blockIdx.x) & 1) * 1792);
    int cse_v38 = ((((int)threadIdx.x) % 112) >> 4);
    for (int rc_0 = 0; rc_0 < 8; ++rc_0) {
      int cse_v1 = (((int)blockIdx.x) % 28);
      int cse_v3 = (((int)threadIdx.x) >> 3);
      int cse_v4 = (rc_0 * 8);
      int cse_v5 = (((int)threadIdx.x) & 7);
      int cse_v25 = ((((int)blockIdx.x) & 1) * 28);
      int cse_v28 = ((((int)threadIdx.x) >> 3) * 64);
      int cse_v42 = (((((int)blockIdx.x) & 1) * 28) + (((int)threadIdx.x) >> 3));
      int cse_v99 = ((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)blockIdx.x) & 1) * 1792)) + ((((int)threadIdx.x) >> 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7));
      __syncthreads();
      half condval;
      if ((2 <= (((int)blockIdx.x) % 28)) && (1 <= (((((int)blockIdx.x) & 1) * 28) + (((int)threadIdx.x) >> 3)))) {
        condval = X_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)blockIdx.x) & 1) * 1792)) + ((((int)threadIdx.x) >> 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v6 = (((int)threadIdx.x) + 224);
      int cse_v29 = ((((int)threadIdx.x) + 224) / 240);
      int cse_v43 = (((((int)blockIdx.x) % 28) >> 1) * 4);
      int cse_v44 = (((((int)threadIdx.x) >> 3) + 28) % 30);
      int cse_v53 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 28) % 30));
      half condval_1;
      if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 224) / 240))) && (1 <= (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 28) % 30)))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 28) % 30)) < 57)) {
        condval_1 = X_ptr[((((((((((int)blockIdx.x) >> 1) * 14336) + (((((int)threadIdx.x) + 224) / 240) * 3584)) + ((((int)blockIdx.x) & 1) * 1792)) + ((((((int)threadIdx.x) >> 3) + 28) % 30) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 224) / 240) * 240) + ((((((int)threadIdx.x) >> 3) + 28) % 30) * 8)) + (((int)threadIdx.x) & 7))] = condval_1;
      int cse_v7 = (((int)threadIdx.x) + 448);
      int cse_v30 = ((((int)threadIdx.x) + 448) / 240);
      int cse_v45 = (((((int)threadIdx.x) >> 3) + 26) % 30);
      int cse_v54 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 26) % 30));
      half condval_2;
      if ((1 <= (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 26) % 30))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 26) % 30)) < 57)) {
        condval_2 = X_ptr[((((((((((int)blockIdx.x) >> 1) * 14336) + (((((int)threadIdx.x) + 448) / 240) * 3584)) + ((((int)blockIdx.x) & 1) * 1792)) + ((((((int)threadIdx.x) >> 3) + 26) % 30) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 448) / 240) * 240) + ((((((int)threadIdx.x) >> 3) + 26) % 30) * 8)) + (((int)threadIdx.x) & 7))] = condval_2;
      int cse_v8 = (((int)threadIdx.x) + 672);
      int cse_v31 = ((((int)threadIdx.x) + 672) / 240);
      int cse_v46 = (((((int)threadIdx.x) >> 3) + 24) % 30);
      int cse_v55 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 24) % 30));
      half condval_3;
      if ((1 <= (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 24) % 30))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 24) % 30)) < 57)) {
        condval_3 = X_ptr[((((((((((int)blockIdx.x) >> 1) * 14336) + (((((int)threadIdx.x) + 672) / 240) * 3584)) + ((((int)blockIdx.x) & 1) * 1792)) + ((((((int)threadIdx.x) >> 3) + 24) % 30) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 672) / 240) * 240) + ((((((int)threadIdx.x) >> 3) + 24) % 30) * 8)) + (((int)threadIdx.x) & 7))] = condval_3;
      int cse_v9 = (((int)threadIdx.x) + 896);
      int cse_v32 = ((((int)threadIdx.x) + 896) / 240);
      int cse_v47 = (((((int)threadIdx.x) >> 3) + 22) % 30);
      int cse_v56 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 22) % 30));
      half condval_4;
      if ((1 <= (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 22) % 30))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 22) % 30)) < 57)) {
        condval_4 = X_ptr[((((((((((int)blockIdx.x) >> 1) * 14336) + (((((int)threadIdx.x) + 896) / 240) * 3584)) + ((((int)blockIdx.x) & 1) * 1792)) + ((((((int)threadIdx.x) >> 3) + 22) % 30) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 896) / 240) * 240) + ((((((int)threadIdx.x) >> 3) + 22) % 30) * 8)) + (((int)threadIdx.x) & 7))] = condval_4;
      int cse_v10 = (((int)threadIdx.x) + 1120);
      int cse_v33 = ((((int)threadIdx.x) + 1120) / 240);
      int cse_v48 = (((((int)threadIdx.x) >> 3) + 20) % 30);
      int cse_v57 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 20) % 30));
      half condval_5;
      if (((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 1120) / 240)) < 57) && (1 <= (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 20) % 30)))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) >> 3) + 20) % 30)) < 57)) {
        condval_5 = X_ptr[((((((((((int)blockIdx.x) >> 1) * 14336) + (((((int)threadIdx.x) + 1120) / 240) * 3584)) + ((((int)blockIdx.x) & 1) * 1792)) + ((((((int)threadIdx.x) >> 3) + 20) % 30) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) - 3648)];
      } else {
        condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((((((int)threadIdx.x) + 1120) / 240) * 240) + ((((((int)threadIdx.x) >> 3) + 20) % 30) * 8)) + (((int)threadIdx.x) & 7))] = condval_5;
      int cse_v11 = (((int)threadIdx.x) + 1344);
      if (((int)threadIdx.x) < 96) {
        half condval_6;
        if (((((int)blockIdx.x) % 28) < 26) && ((((((int)blockIdx.x) & 1) * 28) + (((int)threadIdx.x) >> 3)) < 39)) {
          condval_6 = X_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)blockIdx.x) & 1) * 1792)) + ((((int)threadIdx.x) >> 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 15424)];
        } else {
          condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
      }
      int cse_v49 = (((((int)threadIdx.x) % 72) * 64) + (((int)threadIdx.x) / 72));
      int cse_v58 = ((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7));
      W_shared_ptr[(((((int)threadIdx.x) % 72) * 64) + (((int)threadIdx.x) / 72))] = W_ptr[((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v34 = ((((int)threadIdx.x) >> 3) + 1);
      int cse_v35 = ((((int)threadIdx.x) & 7) * 64);
      int cse_v50 = (((((int)threadIdx.x) >> 3) + 1) % 3);
      int cse_v59 = ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64);
      int cse_v94 = (((((((int)threadIdx.x) >> 3) + 1) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 1) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 224) / 72))] = W_ptr[((((((((int)threadIdx.x) + 224) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v36 = ((((int)threadIdx.x) >> 3) + 2);
      int cse_v51 = (((((int)threadIdx.x) >> 3) + 2) % 3);
      int cse_v60 = ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64);
      int cse_v95 = (((((((int)threadIdx.x) >> 3) + 2) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 2) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 448) / 72))] = W_ptr[((((((((int)threadIdx.x) + 448) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v12 = (((int)threadIdx.x) / 24);
      int cse_v37 = ((((int)threadIdx.x) % 24) * 64);
      int cse_v96 = (((((((int)threadIdx.x) / 24) + 1) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64));
      W_shared_ptr[((((((((int)threadIdx.x) / 24) + 1) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64)) + ((((int)threadIdx.x) + 672) / 72))] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 5376)];
      int cse_v61 = ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512);
      int cse_v164 = (((((((((int)threadIdx.x) >> 3) + 4) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 4) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 896) / 72))] = W_ptr[((((((((int)threadIdx.x) + 896) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v62 = ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512);
      int cse_v165 = (((((((((int)threadIdx.x) >> 3) + 5) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 5) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 1120) / 72))] = W_ptr[((((((((int)threadIdx.x) + 1120) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v97 = (((((((int)threadIdx.x) / 24) + 2) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64));
      W_shared_ptr[((((((((int)threadIdx.x) / 24) + 2) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64)) + ((((int)threadIdx.x) + 1344) / 72))] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 10752)];
      int cse_v13 = (((int)threadIdx.x) + 1568);
      int cse_v166 = (((((((((int)threadIdx.x) >> 3) + 7) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 7) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 1568) / 72))] = W_ptr[((((((((int)threadIdx.x) + 1568) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v14 = (((int)threadIdx.x) + 1792);
      int cse_v167 = (((((((((int)threadIdx.x) >> 3) + 8) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64));
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 8) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 1792) / 72))] = W_ptr[((((((((int)threadIdx.x) + 1792) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      W_shared_ptr[((((((int)threadIdx.x) % 72) * 64) + (((int)threadIdx.x) / 72)) + 28)] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 16128)];
      int cse_v15 = (((int)threadIdx.x) + 2240);
      W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 1) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 2240) / 72))] = W_ptr[((((((((int)threadIdx.x) + 2240) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v16 = (((int)threadIdx.x) + 2464);
      W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 2) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 2464) / 72))] = W_ptr[((((((((int)threadIdx.x) + 2464) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      W_shared_ptr[((((((((int)threadIdx.x) / 24) + 1) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64)) + ((((int)threadIdx.x) + 2688) / 72))] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 21504)];
      int cse_v17 = (((int)threadIdx.x) + 2912);
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 4) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 2912) / 72))] = W_ptr[((((((((int)threadIdx.x) + 2912) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v18 = (((int)threadIdx.x) + 3136);
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 5) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 3136) / 72))] = W_ptr[((((((((int)threadIdx.x) + 3136) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      W_shared_ptr[((((((((int)threadIdx.x) / 24) + 2) % 3) * 1536) + ((((int)threadIdx.x) % 24) * 64)) + ((((int)threadIdx.x) + 3360) / 72))] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 26880)];
      int cse_v19 = (((int)threadIdx.x) + 3584);
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 7) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 3584) / 72))] = W_ptr[((((((((int)threadIdx.x) + 3584) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      int cse_v20 = (((int)threadIdx.x) + 3808);
      W_shared_ptr[((((((((((int)threadIdx.x) >> 3) + 8) % 9) / 3) * 1536) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 512)) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 3808) / 72))] = W_ptr[((((((((int)threadIdx.x) + 3808) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      W_shared_ptr[((((((int)threadIdx.x) % 72) * 64) + (((int)threadIdx.x) / 72)) + 56)] = W_ptr[(((((((int)threadIdx.x) >> 3) * 64) + (rc_0 * 8)) + (((int)threadIdx.x) & 7)) + 32256)];
      int cse_v21 = (((int)threadIdx.x) + 4256);
      W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 1) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 4256) / 72))] = W_ptr[((((((((int)threadIdx.x) + 4256) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 1) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      if (((int)threadIdx.x) < 128) {
        int cse_v22 = (((int)threadIdx.x) + 4480);
        W_shared_ptr[((((((((int)threadIdx.x) >> 3) + 2) % 9) * 512) + ((((int)threadIdx.x) & 7) * 64)) + ((((int)threadIdx.x) + 4480) / 72))] = W_ptr[((((((((int)threadIdx.x) + 4480) / 24) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 3) * 64)) + (rc_0 * 8)) + (((int)threadIdx.x) & 7))];
      }
      __syncthreads();
      for (int rr = 0; rr < 3; ++rr) {
        for (int rs = 0; rs < 3; ++rs) {
          int cse_v52 = (((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15));
          int cse_v98 = (((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8));
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8))]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          int cse_v63 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8))]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          int cse_v64 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8))]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          int cse_v65 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8))]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v100 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 8);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 8)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 8)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 8)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 8)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v101 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 16);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 16)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 16)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 16)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 16)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v102 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 24);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 24)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 24)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 24)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 24)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v103 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 240);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 240)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 240)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 240)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 240)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v104 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 248);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 248)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 248)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 248)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 248)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v105 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 256);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 256)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 256)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 256)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 256)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v106 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 264);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 264)]) * ((float)W_shared_ptr[(((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15))])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 264)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 16)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 264)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 32)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 264)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 48)])));
          int cse_v66 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64);
          int cse_v107 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 1);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 1)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          int cse_v67 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 1)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          int cse_v68 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 1)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          int cse_v69 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 1)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v108 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 9);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 9)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 9)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 9)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 9)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v109 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 17);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 17)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 17)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 17)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 17)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v110 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 25);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 25)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 25)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 25)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 25)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v111 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 241);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 241)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 241)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 241)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 241)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v112 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 249);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 249)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 249)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 249)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 249)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v113 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 257);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 257)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 257)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 257)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 257)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v114 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 265);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 265)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 64)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 265)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 80)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 265)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 96)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 265)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 112)])));
          int cse_v70 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128);
          int cse_v115 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 2);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 2)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          int cse_v71 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 2)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          int cse_v72 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 2)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          int cse_v73 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 2)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v116 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 10);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 10)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 10)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 10)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 10)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v117 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 18);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 18)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 18)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 18)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 18)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v118 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 26);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 26)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 26)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 26)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 26)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v119 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 242);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 242)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 242)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 242)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 242)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v120 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 250);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 250)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 250)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 250)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 250)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v121 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 258);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 258)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 258)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 258)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 258)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v122 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 266);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 266)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 128)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 266)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 144)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 266)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 160)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 266)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 176)])));
          int cse_v74 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192);
          int cse_v123 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 3);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 3)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          int cse_v75 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 3)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          int cse_v76 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 3)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          int cse_v77 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 3)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v124 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 11);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 11)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 11)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 11)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 11)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v125 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 19);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 19)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 19)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 19)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 19)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v126 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 27);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 27)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 27)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 27)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 27)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v127 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 243);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 243)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 243)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 243)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 243)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v128 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 251);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 251)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 251)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 251)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 251)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v129 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 259);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 259)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 259)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 259)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 259)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v130 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 267);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 267)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 192)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 267)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 208)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 267)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 224)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 267)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 240)])));
          int cse_v78 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256);
          int cse_v131 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 4);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 4)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          int cse_v79 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 4)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          int cse_v80 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 4)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          int cse_v81 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 4)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v132 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 12);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 12)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 12)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 12)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 12)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v133 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 20);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 20)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 20)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 20)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 20)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v134 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 28);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 28)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 28)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 28)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 28)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v135 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 244);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 244)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 244)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 244)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 244)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v136 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 252);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 252)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 252)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 252)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 252)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v137 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 260);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 260)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 260)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 260)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 260)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v138 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 268);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 268)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 256)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 268)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 272)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 268)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 288)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 268)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 304)])));
          int cse_v82 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320);
          int cse_v139 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 5);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 5)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          int cse_v83 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 5)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          int cse_v84 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 5)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          int cse_v85 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 5)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v140 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 13);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 13)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 13)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 13)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 13)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v141 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 21);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 21)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 21)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 21)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 21)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v142 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 29);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 29)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 29)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 29)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 29)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v143 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 245);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 245)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 245)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 245)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 245)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v144 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 253);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 253)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 253)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 253)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 253)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v145 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 261);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 261)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 261)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 261)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 261)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v146 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 269);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 269)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 320)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 269)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 336)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 269)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 352)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 269)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 368)])));
          int cse_v86 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384);
          int cse_v147 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 6);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 6)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          int cse_v87 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 6)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          int cse_v88 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 6)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          int cse_v89 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 6)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v148 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 14);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 14)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 14)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 14)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 14)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v149 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 22);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 22)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 22)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 22)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 22)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v150 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 30);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 30)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 30)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 30)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 30)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v151 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 246);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 246)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 246)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 246)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 246)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v152 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 254);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 254)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 254)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 254)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 254)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v153 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 262);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 262)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 262)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 262)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 262)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v154 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 270);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 270)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 384)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 270)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 400)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 270)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 416)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 270)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 432)])));
          int cse_v90 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448);
          int cse_v155 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 7);
          Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 7)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          int cse_v91 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464);
          Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 7)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          int cse_v92 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480);
          Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 7)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          int cse_v93 = ((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496);
          Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 7)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v156 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 15);
          Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 15)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 15)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 15)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 15)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v157 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 23);
          Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 23)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 23)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 23)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 23)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v158 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 31);
          Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 31)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 31)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 31)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 31)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v159 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 247);
          Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 247)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 247)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 247)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 247)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v160 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 255);
          Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 255)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 255)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 255)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 255)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v161 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 263);
          Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 263)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 263)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 263)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 263)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
          int cse_v162 = ((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 271);
          Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 271)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 448)])));
          Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 271)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 464)])));
          Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 271)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 480)])));
          Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[((((((((int)threadIdx.x) / 112) * 480) + (rr * 240)) + (((((int)threadIdx.x) % 112) >> 4) * 32)) + (rs * 8)) + 271)]) * ((float)W_shared_ptr[((((rr * 1536) + (rs * 512)) + (((int)threadIdx.x) & 15)) + 496)])));
        }
      }
    }
    int cse_v163 = ((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15));
    Y_ptr[((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15))] = ((half)max((Y_acc_local_ptr[0] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    int cse_v39 = ((((int)threadIdx.x) & 15) + 16);
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 16)] = ((half)max((Y_acc_local_ptr[8] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    int cse_v40 = ((((int)threadIdx.x) & 15) + 32);
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 32)] = ((half)max((Y_acc_local_ptr[16] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    int cse_v41 = ((((int)threadIdx.x) & 15) + 48);
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 48)] = ((half)max((Y_acc_local_ptr[24] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 64)] = ((half)max((Y_acc_local_ptr[1] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 80)] = ((half)max((Y_acc_local_ptr[9] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 96)] = ((half)max((Y_acc_local_ptr[17] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 112)] = ((half)max((Y_acc_local_ptr[25] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 128)] = ((half)max((Y_acc_local_ptr[2] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 144)] = ((half)max((Y_acc_local_ptr[10] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 160)] = ((half)max((Y_acc_local_ptr[18] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 176)] = ((half)max((Y_acc_local_ptr[26] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 192)] = ((half)max((Y_acc_local_ptr[3] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 208)] = ((half)max((Y_acc_local_ptr[11] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 224)] = ((half)max((Y_acc_local_ptr[19] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 240)] = ((half)max((Y_acc_local_ptr[27] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3584)] = ((half)max((Y_acc_local_ptr[4] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3600)] = ((half)max((Y_acc_local_ptr[12] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3616)] = ((half)max((Y_acc_local_ptr[20] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3632)] = ((half)max((Y_acc_local_ptr[28] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3648)] = ((half)max((Y_acc_local_ptr[5] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3664)] = ((half)max((Y_acc_local_ptr[13] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3680)] = ((half)max((Y_acc_local_ptr[21] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3696)] = ((half)max((Y_acc_local_ptr[29] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3712)] = ((half)max((Y_acc_local_ptr[6] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3728)] = ((half)max((Y_acc_local_ptr[14] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3744)] = ((half)max((Y_acc_local_ptr[22] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3760)] = ((half)max((Y_acc_local_ptr[30] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3776)] = ((half)max((Y_acc_local_ptr[7] + ((float)B_ptr[(((int)threadIdx.x) & 15)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3792)] = ((half)max((Y_acc_local_ptr[15] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 16)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3808)] = ((half)max((Y_acc_local_ptr[23] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 32)])), 0x0p+0f/*0.000000e+00*/));
    Y_ptr[(((((((((int)blockIdx.x) >> 1) * 14336) + ((((int)threadIdx.x) / 112) * 7168)) + ((((int)blockIdx.x) & 1) * 1792)) + (((((int)threadIdx.x) % 112) >> 4) * 256)) + (((int)threadIdx.x) & 15)) + 3824)] = ((half)max((Y_acc_local_ptr[31] + ((float)B_ptr[((((int)threadIdx.x) & 15) + 48)])), 0x0p+0f/*0.000000e+00*/));
  }
}

