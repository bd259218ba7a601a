
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
extern "C" __global__ void __launch_bounds__(125, 2) conv2d_input1x3x200x200_filter3x3x3x3_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(125, 2) conv2d_input1x3x200x200_filter3x3x3x3_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[4];
  __shared__ alignas(64) half X_pad_shared_ptr[1872];
  __shared__ alignas(64) half W_shared_ptr[27];
  Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 52);
  int cse_v2 = (((int)threadIdx.x) % 52);
  int cse_v12 = ((((int)blockIdx.x) % 80) >> 2);
  int cse_v13 = ((((int)blockIdx.x) & 3) * 50);
  int cse_v31 = (((((int)blockIdx.x) % 80) >> 2) * 10);
  int cse_v32 = (((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52));
  int cse_v33 = (((((int)blockIdx.x) % 80) >> 2) * 2000);
  half condval;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((int)threadIdx.x) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52)) < 201)) {
    condval = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + ((((int)threadIdx.x) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 52)) - 201)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 125);
  int cse_v14 = ((((int)threadIdx.x) + 21) % 52);
  int cse_v34 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52));
  half condval_1;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52)) < 201)) {
    condval_1 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 125) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 21) % 52)) - 201)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 125)] = condval_1;
  int cse_v4 = (((int)threadIdx.x) + 250);
  int cse_v15 = ((((int)threadIdx.x) + 42) % 52);
  int cse_v35 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52));
  half condval_2;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52)) < 201)) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 250) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 42) % 52)) - 201)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 250)] = condval_2;
  int cse_v5 = (((int)threadIdx.x) + 375);
  int cse_v16 = ((((int)threadIdx.x) + 11) % 52);
  int cse_v36 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52));
  half condval_3;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52)) < 201)) {
    condval_3 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 375) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 11) % 52)) - 201)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 375)] = condval_3;
  int cse_v6 = (((int)threadIdx.x) + 500);
  int cse_v17 = ((((int)threadIdx.x) + 32) % 52);
  int cse_v37 = (((((int)threadIdx.x) + 500) % 624) / 52);
  int cse_v38 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52));
  int cse_v51 = ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52));
  half condval_4;
  if ((((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52))) && (((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52)) < 201)) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52)) < 201)) {
    condval_4 = X_ptr[((((((((((int)threadIdx.x) + 500) / 624) * 40000) + (((((int)blockIdx.x) % 80) >> 2) * 2000)) + ((((((int)threadIdx.x) + 500) % 624) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 32) % 52)) - 201)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 500)] = condval_4;
  int cse_v7 = (((int)threadIdx.x) + 1);
  int cse_v18 = ((((int)threadIdx.x) + 1) / 52);
  int cse_v19 = ((((int)threadIdx.x) + 1) % 52);
  int cse_v39 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52));
  half condval_5;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 1) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52)) < 201)) {
    condval_5 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 1) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 1) % 52)) + 39799)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 625)] = condval_5;
  int cse_v20 = ((((int)threadIdx.x) + 22) % 52);
  int cse_v40 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52));
  half condval_6;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52)) < 201)) {
    condval_6 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 126) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 22) % 52)) + 39799)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 750)] = condval_6;
  int cse_v21 = ((((int)threadIdx.x) + 43) % 52);
  int cse_v41 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52));
  half condval_7;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52)) < 201)) {
    condval_7 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 251) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 43) % 52)) + 39799)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 875)] = condval_7;
  int cse_v22 = ((((int)threadIdx.x) + 12) % 52);
  int cse_v42 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52));
  half condval_8;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52)) < 201)) {
    condval_8 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 376) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 12) % 52)) + 39799)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1000)] = condval_8;
  int cse_v8 = (((int)threadIdx.x) + 1125);
  int cse_v23 = ((((int)threadIdx.x) + 33) % 52);
  int cse_v43 = (((((int)threadIdx.x) + 501) % 624) / 52);
  int cse_v44 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52));
  int cse_v52 = ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52));
  half condval_9;
  if ((((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52))) && (((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52)) < 201)) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52)) < 201)) {
    condval_9 = X_ptr[((((((((((int)threadIdx.x) + 1125) / 624) * 40000) + (((((int)blockIdx.x) % 80) >> 2) * 2000)) + ((((((int)threadIdx.x) + 501) % 624) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 33) % 52)) - 201)];
  } else {
    condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1125)] = condval_9;
  int cse_v9 = (((int)threadIdx.x) + 2);
  int cse_v24 = ((((int)threadIdx.x) + 2) / 52);
  int cse_v25 = ((((int)threadIdx.x) + 2) % 52);
  int cse_v45 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52));
  half condval_10;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 2) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52)) < 201)) {
    condval_10 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 2) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 2) % 52)) + 79799)];
  } else {
    condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1250)] = condval_10;
  int cse_v26 = ((((int)threadIdx.x) + 23) % 52);
  int cse_v46 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52));
  half condval_11;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52)) < 201)) {
    condval_11 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 127) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 23) % 52)) + 79799)];
  } else {
    condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1375)] = condval_11;
  int cse_v27 = ((((int)threadIdx.x) + 44) % 52);
  int cse_v47 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52));
  half condval_12;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52)) < 201)) {
    condval_12 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 252) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 44) % 52)) + 79799)];
  } else {
    condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1500)] = condval_12;
  int cse_v28 = ((((int)threadIdx.x) + 13) % 52);
  int cse_v48 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52));
  half condval_13;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52)) < 201)) {
    condval_13 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 377) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 13) % 52)) + 79799)];
  } else {
    condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1625)] = condval_13;
  if (((int)threadIdx.x) < 122) {
    int cse_v29 = ((((int)threadIdx.x) + 502) / 52);
    int cse_v30 = ((((int)threadIdx.x) + 34) % 52);
    int cse_v49 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52));
    half condval_14;
    if (((((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 502) / 52)) < 201) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52)) < 201)) {
      condval_14 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 502) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 34) % 52)) + 79799)];
    } else {
      condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1750)] = condval_14;
  }
  if (((int)threadIdx.x) < 27) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((int)blockIdx.x) / 80) * 27) + ((int)threadIdx.x))];
  }
  int cse_v10 = (((int)threadIdx.x) / 25);
  int cse_v11 = (((int)threadIdx.x) % 25);
  int cse_v50 = (((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25));
  __syncthreads();
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25))]) * ((float)W_shared_ptr[0])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 25)]) * ((float)W_shared_ptr[0])));
  int cse_v53 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52)]) * ((float)W_shared_ptr[0])));
  int cse_v54 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77)]) * ((float)W_shared_ptr[0])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1)]) * ((float)W_shared_ptr[1])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 26)]) * ((float)W_shared_ptr[1])));
  int cse_v55 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53)]) * ((float)W_shared_ptr[1])));
  int cse_v56 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78)]) * ((float)W_shared_ptr[1])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 2)]) * ((float)W_shared_ptr[2])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 27)]) * ((float)W_shared_ptr[2])));
  int cse_v57 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54)]) * ((float)W_shared_ptr[2])));
  int cse_v58 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79)]) * ((float)W_shared_ptr[2])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52)]) * ((float)W_shared_ptr[3])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77)]) * ((float)W_shared_ptr[3])));
  int cse_v59 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104)]) * ((float)W_shared_ptr[3])));
  int cse_v60 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129)]) * ((float)W_shared_ptr[3])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53)]) * ((float)W_shared_ptr[4])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78)]) * ((float)W_shared_ptr[4])));
  int cse_v61 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105)]) * ((float)W_shared_ptr[4])));
  int cse_v62 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130)]) * ((float)W_shared_ptr[4])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54)]) * ((float)W_shared_ptr[5])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79)]) * ((float)W_shared_ptr[5])));
  int cse_v63 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106)]) * ((float)W_shared_ptr[5])));
  int cse_v64 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131)]) * ((float)W_shared_ptr[5])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104)]) * ((float)W_shared_ptr[6])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129)]) * ((float)W_shared_ptr[6])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 156)]) * ((float)W_shared_ptr[6])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 181)]) * ((float)W_shared_ptr[6])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105)]) * ((float)W_shared_ptr[7])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130)]) * ((float)W_shared_ptr[7])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 157)]) * ((float)W_shared_ptr[7])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 182)]) * ((float)W_shared_ptr[7])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106)]) * ((float)W_shared_ptr[8])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131)]) * ((float)W_shared_ptr[8])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 158)]) * ((float)W_shared_ptr[8])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 183)]) * ((float)W_shared_ptr[8])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 624)]) * ((float)W_shared_ptr[9])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 649)]) * ((float)W_shared_ptr[9])));
  int cse_v65 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676)]) * ((float)W_shared_ptr[9])));
  int cse_v66 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701)]) * ((float)W_shared_ptr[9])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 625)]) * ((float)W_shared_ptr[10])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 650)]) * ((float)W_shared_ptr[10])));
  int cse_v67 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677)]) * ((float)W_shared_ptr[10])));
  int cse_v68 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702)]) * ((float)W_shared_ptr[10])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 626)]) * ((float)W_shared_ptr[11])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 651)]) * ((float)W_shared_ptr[11])));
  int cse_v69 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678)]) * ((float)W_shared_ptr[11])));
  int cse_v70 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703)]) * ((float)W_shared_ptr[11])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676)]) * ((float)W_shared_ptr[12])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701)]) * ((float)W_shared_ptr[12])));
  int cse_v71 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728)]) * ((float)W_shared_ptr[12])));
  int cse_v72 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753)]) * ((float)W_shared_ptr[12])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677)]) * ((float)W_shared_ptr[13])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702)]) * ((float)W_shared_ptr[13])));
  int cse_v73 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729)]) * ((float)W_shared_ptr[13])));
  int cse_v74 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754)]) * ((float)W_shared_ptr[13])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678)]) * ((float)W_shared_ptr[14])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703)]) * ((float)W_shared_ptr[14])));
  int cse_v75 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730)]) * ((float)W_shared_ptr[14])));
  int cse_v76 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755)]) * ((float)W_shared_ptr[14])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728)]) * ((float)W_shared_ptr[15])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753)]) * ((float)W_shared_ptr[15])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 780)]) * ((float)W_shared_ptr[15])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 805)]) * ((float)W_shared_ptr[15])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729)]) * ((float)W_shared_ptr[16])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754)]) * ((float)W_shared_ptr[16])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 781)]) * ((float)W_shared_ptr[16])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 806)]) * ((float)W_shared_ptr[16])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730)]) * ((float)W_shared_ptr[17])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755)]) * ((float)W_shared_ptr[17])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 782)]) * ((float)W_shared_ptr[17])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 807)]) * ((float)W_shared_ptr[17])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1248)]) * ((float)W_shared_ptr[18])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1273)]) * ((float)W_shared_ptr[18])));
  int cse_v77 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300)]) * ((float)W_shared_ptr[18])));
  int cse_v78 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325)]) * ((float)W_shared_ptr[18])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1249)]) * ((float)W_shared_ptr[19])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1274)]) * ((float)W_shared_ptr[19])));
  int cse_v79 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301)]) * ((float)W_shared_ptr[19])));
  int cse_v80 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326)]) * ((float)W_shared_ptr[19])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1250)]) * ((float)W_shared_ptr[20])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1275)]) * ((float)W_shared_ptr[20])));
  int cse_v81 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302)]) * ((float)W_shared_ptr[20])));
  int cse_v82 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327)]) * ((float)W_shared_ptr[20])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300)]) * ((float)W_shared_ptr[21])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325)]) * ((float)W_shared_ptr[21])));
  int cse_v83 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352)]) * ((float)W_shared_ptr[21])));
  int cse_v84 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377)]) * ((float)W_shared_ptr[21])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301)]) * ((float)W_shared_ptr[22])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326)]) * ((float)W_shared_ptr[22])));
  int cse_v85 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353)]) * ((float)W_shared_ptr[22])));
  int cse_v86 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378)]) * ((float)W_shared_ptr[22])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302)]) * ((float)W_shared_ptr[23])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327)]) * ((float)W_shared_ptr[23])));
  int cse_v87 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354)]) * ((float)W_shared_ptr[23])));
  int cse_v88 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379)]) * ((float)W_shared_ptr[23])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352)]) * ((float)W_shared_ptr[24])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377)]) * ((float)W_shared_ptr[24])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1404)]) * ((float)W_shared_ptr[24])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1429)]) * ((float)W_shared_ptr[24])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353)]) * ((float)W_shared_ptr[25])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378)]) * ((float)W_shared_ptr[25])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1405)]) * ((float)W_shared_ptr[25])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1430)]) * ((float)W_shared_ptr[25])));
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354)]) * ((float)W_shared_ptr[26])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379)]) * ((float)W_shared_ptr[26])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1406)]) * ((float)W_shared_ptr[26])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1431)]) * ((float)W_shared_ptr[26])));
  int cse_v89 = (((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25));
  Y_ptr[(((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25))] = ((half)Y_acc_local_ptr[0]);
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 25)] = ((half)Y_acc_local_ptr[2]);
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 200)] = ((half)Y_acc_local_ptr[1]);
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 225)] = ((half)Y_acc_local_ptr[3]);
}

