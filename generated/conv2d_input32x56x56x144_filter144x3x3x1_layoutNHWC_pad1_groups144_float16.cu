
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x144_filter144x3x3x1_layoutNHWC_pad1_groups144_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x56x56x144_filter144x3x3x1_layoutNHWC_pad1_groups144_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[8];
  __shared__ alignas(64) half X_pad_shared_ptr[2880];
  __shared__ alignas(64) half W_shared_ptr[144];
  Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 252);
  int cse_v2 = (((int)threadIdx.x) >> 4);
  int cse_v3 = (((int)blockIdx.x) % 9);
  int cse_v4 = (((int)threadIdx.x) & 15);
  int cse_v6 = ((((int)blockIdx.x) % 18) / 9);
  int cse_v7 = ((((int)blockIdx.x) / 18) * 32256);
  int cse_v8 = ((((int)blockIdx.x) % 9) * 16);
  int cse_v23 = (((((int)blockIdx.x) % 18) / 9) * 28);
  int cse_v24 = (((((int)blockIdx.x) % 18) / 9) * 4032);
  int cse_v31 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((int)threadIdx.x) >> 4));
  int cse_v58 = ((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15));
  half condval;
  if ((18 <= (((int)blockIdx.x) % 252)) && (1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((int)threadIdx.x) >> 4)))) {
    condval = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  half condval_1;
  if (18 <= (((int)blockIdx.x) % 252)) {
    condval_1 = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 6192)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
  int cse_v9 = ((((int)threadIdx.x) + 448) / 480);
  int cse_v25 = (((((int)blockIdx.x) % 252) / 18) * 4);
  int cse_v26 = (((((int)threadIdx.x) >> 4) + 28) % 30);
  int cse_v32 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 28) % 30));
  half condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 252) / 18) * 4) + ((((int)threadIdx.x) + 448) / 480))) && (1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 28) % 30)))) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 28) % 30)) < 57)) {
    condval_2 = X_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + (((((int)threadIdx.x) + 448) / 480) * 8064)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((((int)threadIdx.x) >> 4) + 28) % 30) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 448) / 480) * 480) + ((((((int)threadIdx.x) >> 4) + 28) % 30) * 16)) + (((int)threadIdx.x) & 15))] = condval_2;
  X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 1584)];
  int cse_v10 = ((((int)threadIdx.x) + 896) / 480);
  int cse_v27 = (((((int)threadIdx.x) >> 4) + 26) % 30);
  int cse_v33 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 26) % 30));
  half condval_3;
  if ((1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 26) % 30))) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 26) % 30)) < 57)) {
    condval_3 = X_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + (((((int)threadIdx.x) + 896) / 480) * 8064)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((((int)threadIdx.x) >> 4) + 26) % 30) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 896) / 480) * 480) + ((((((int)threadIdx.x) >> 4) + 26) % 30) * 16)) + (((int)threadIdx.x) & 15))] = condval_3;
  X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 9360)];
  int cse_v11 = ((((int)threadIdx.x) + 1344) / 480);
  int cse_v28 = (((((int)threadIdx.x) >> 4) + 24) % 30);
  int cse_v34 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 24) % 30));
  half condval_4;
  if ((1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 24) % 30))) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 24) % 30)) < 57)) {
    condval_4 = X_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + (((((int)threadIdx.x) + 1344) / 480) * 8064)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((((int)threadIdx.x) >> 4) + 24) % 30) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 1344) / 480) * 480) + ((((((int)threadIdx.x) >> 4) + 24) % 30) * 16)) + (((int)threadIdx.x) & 15))] = condval_4;
  X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 17136)];
  int cse_v12 = ((((int)threadIdx.x) + 1792) / 480);
  int cse_v29 = (((((int)threadIdx.x) >> 4) + 22) % 30);
  int cse_v35 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 22) % 30));
  half condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 22) % 30))) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 22) % 30)) < 57)) {
    condval_5 = X_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + (((((int)threadIdx.x) + 1792) / 480) * 8064)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((((int)threadIdx.x) >> 4) + 22) % 30) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 1792) / 480) * 480) + ((((((int)threadIdx.x) >> 4) + 22) % 30) * 16)) + (((int)threadIdx.x) & 15))] = condval_5;
  X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 24912)];
  int cse_v13 = ((((int)threadIdx.x) + 2240) / 480);
  int cse_v30 = (((((int)threadIdx.x) >> 4) + 20) % 30);
  int cse_v36 = ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 20) % 30));
  half condval_6;
  if (((((((((int)blockIdx.x) % 252) / 18) * 4) + ((((int)threadIdx.x) + 2240) / 480)) < 57) && (1 <= ((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 20) % 30)))) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((((int)threadIdx.x) >> 4) + 20) % 30)) < 57)) {
    condval_6 = X_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + (((((int)threadIdx.x) + 2240) / 480) * 8064)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((((int)threadIdx.x) >> 4) + 20) % 30) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) - 8208)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 2240) / 480) * 480) + ((((((int)threadIdx.x) >> 4) + 20) % 30) * 16)) + (((int)threadIdx.x) & 15))] = condval_6;
  half condval_7;
  if ((((int)blockIdx.x) % 252) < 234) {
    condval_7 = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 32688)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_7;
  if (((int)threadIdx.x) < 192) {
    half condval_8;
    if (((((int)blockIdx.x) % 252) < 234) && (((((((int)blockIdx.x) % 18) / 9) * 28) + (((int)threadIdx.x) >> 4)) < 39)) {
      condval_8 = X_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + ((((int)threadIdx.x) >> 4) * 144)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 34704)];
    } else {
      condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_8;
  }
  if (((int)threadIdx.x) < 144) {
    W_shared_ptr[(((((int)threadIdx.x) % 9) * 16) + (((int)threadIdx.x) / 9))] = W_ptr[(((((int)blockIdx.x) % 9) * 144) + ((int)threadIdx.x))];
  }
  int cse_v5 = (((int)threadIdx.x) / 112);
  int cse_v14 = ((((int)threadIdx.x) % 112) >> 4);
  int cse_v37 = ((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15));
  __syncthreads();
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15))]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v38 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 16);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 16)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v39 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 32);
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 32)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v40 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 48);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 48)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v41 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 480);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 480)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v42 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 496);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 496)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v43 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v44 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[(((int)threadIdx.x) & 15)])));
  int cse_v15 = ((((int)threadIdx.x) & 15) + 16);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 16)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 32)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 48)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  int cse_v45 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 64);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 64)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 496)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  int cse_v46 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 544);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 544)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 16)])));
  int cse_v16 = ((((int)threadIdx.x) & 15) + 32);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 32)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 48)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 64)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 80)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 544)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  int cse_v47 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 560);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 560)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 32)])));
  int cse_v17 = ((((int)threadIdx.x) & 15) + 48);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 480)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 496)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  int cse_v48 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 960);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 960)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  int cse_v49 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 976);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 976)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  int cse_v50 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  int cse_v51 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 48)])));
  int cse_v18 = ((((int)threadIdx.x) & 15) + 64);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 496)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 544)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 976)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  int cse_v52 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1024);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1024)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 64)])));
  int cse_v19 = ((((int)threadIdx.x) & 15) + 80);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 512)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 528)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 544)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 560)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1024)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  int cse_v53 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1040);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1040)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 80)])));
  int cse_v20 = ((((int)threadIdx.x) & 15) + 96);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 960)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 976)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1440)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  int cse_v54 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1456);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1456)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  int cse_v55 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1472);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1472)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  int cse_v56 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1488);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1488)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 96)])));
  int cse_v21 = ((((int)threadIdx.x) & 15) + 112);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 976)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1024)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1456)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1472)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1488)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  int cse_v57 = (((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1504);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1504)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 112)])));
  int cse_v22 = ((((int)threadIdx.x) & 15) + 128);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 992)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1008)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1024)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1040)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1472)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1488)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1504)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 960) + (((((int)threadIdx.x) % 112) >> 4) * 64)) + (((int)threadIdx.x) & 15)) + 1520)]) * ((float)W_shared_ptr[((((int)threadIdx.x) & 15) + 128)])));
  int cse_v59 = (((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15));
  Y_ptr[(((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15))] = ((half)Y_acc_local_ptr[0]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 144)] = ((half)Y_acc_local_ptr[1]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 288)] = ((half)Y_acc_local_ptr[2]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 432)] = ((half)Y_acc_local_ptr[3]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 8064)] = ((half)Y_acc_local_ptr[4]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 8208)] = ((half)Y_acc_local_ptr[5]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 8352)] = ((half)Y_acc_local_ptr[6]);
  Y_ptr[((((((((((int)blockIdx.x) / 18) * 32256) + ((((int)threadIdx.x) / 112) * 16128)) + (((((int)blockIdx.x) % 18) / 9) * 4032)) + (((((int)threadIdx.x) % 112) >> 4) * 576)) + ((((int)blockIdx.x) % 9) * 16)) + (((int)threadIdx.x) & 15)) + 8496)] = ((half)Y_acc_local_ptr[7]);
}

