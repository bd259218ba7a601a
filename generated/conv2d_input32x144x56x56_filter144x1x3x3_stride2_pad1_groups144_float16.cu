
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x144x56x56_filter144x1x3x3_stride2_pad1_groups144_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x144x56x56_filter144x1x3x3_stride2_pad1_groups144_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[2];
  __shared__ alignas(64) half X_pad_shared_ptr[2052];
  __shared__ alignas(64) half W_shared_ptr[36];
  Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 7);
  int cse_v2 = (((int)threadIdx.x) / 57);
  int cse_v3 = (((int)threadIdx.x) % 57);
  int cse_v4 = (((int)blockIdx.x) / 7);
  int cse_v12 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v13 = ((((int)blockIdx.x) / 7) * 12544);
  int cse_v14 = ((((int)blockIdx.x) % 7) * 448);
  int cse_v26 = (((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448));
  half condval;
  if ((1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) / 57))) && (1 <= (((int)threadIdx.x) % 57))) {
    condval = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + ((((int)threadIdx.x) / 57) * 56)) + (((int)threadIdx.x) % 57)) - 57)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v5 = (((int)threadIdx.x) + 224);
  int cse_v15 = ((((int)threadIdx.x) + 53) % 57);
  half condval_1;
  if (1 <= ((((int)threadIdx.x) + 53) % 57)) {
    condval_1 = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 224) / 57) * 56)) + ((((int)threadIdx.x) + 53) % 57)) - 57)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
  int cse_v6 = (((int)threadIdx.x) + 448);
  int cse_v16 = ((((int)threadIdx.x) + 49) % 57);
  int cse_v27 = (((((int)threadIdx.x) + 448) % 513) / 57);
  half condval_2;
  if ((1 <= (((((int)blockIdx.x) % 7) * 8) + (((((int)threadIdx.x) + 448) % 513) / 57))) && (1 <= ((((int)threadIdx.x) + 49) % 57))) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) / 7) * 12544) + (((((int)threadIdx.x) + 448) / 513) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + ((((((int)threadIdx.x) + 448) % 513) / 57) * 56)) + ((((int)threadIdx.x) + 49) % 57)) - 57)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
  int cse_v17 = ((((int)threadIdx.x) + 45) % 57);
  half condval_3;
  if (1 <= ((((int)threadIdx.x) + 45) % 57)) {
    condval_3 = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 159) / 57) * 56)) + ((((int)threadIdx.x) + 45) % 57)) + 3079)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
  int cse_v7 = (((int)threadIdx.x) + 896);
  int cse_v18 = ((((int)threadIdx.x) + 41) % 57);
  int cse_v28 = (((((int)threadIdx.x) + 383) % 513) / 57);
  half condval_4;
  if ((1 <= (((((int)blockIdx.x) % 7) * 8) + (((((int)threadIdx.x) + 383) % 513) / 57))) && (1 <= ((((int)threadIdx.x) + 41) % 57))) {
    condval_4 = X_ptr[(((((((((int)blockIdx.x) / 7) * 12544) + (((((int)threadIdx.x) + 896) / 513) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + ((((((int)threadIdx.x) + 383) % 513) / 57) * 56)) + ((((int)threadIdx.x) + 41) % 57)) - 57)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
  int cse_v19 = ((((int)threadIdx.x) + 37) % 57);
  half condval_5;
  if (1 <= ((((int)threadIdx.x) + 37) % 57)) {
    condval_5 = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 94) / 57) * 56)) + ((((int)threadIdx.x) + 37) % 57)) + 6215)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
  int cse_v8 = (((int)threadIdx.x) + 1344);
  int cse_v20 = ((((int)threadIdx.x) + 33) % 57);
  int cse_v29 = (((((int)threadIdx.x) + 318) % 513) / 57);
  half condval_6;
  if ((1 <= (((((int)blockIdx.x) % 7) * 8) + (((((int)threadIdx.x) + 318) % 513) / 57))) && (1 <= ((((int)threadIdx.x) + 33) % 57))) {
    condval_6 = X_ptr[(((((((((int)blockIdx.x) / 7) * 12544) + (((((int)threadIdx.x) + 1344) / 513) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + ((((((int)threadIdx.x) + 318) % 513) / 57) * 56)) + ((((int)threadIdx.x) + 33) % 57)) - 57)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
  int cse_v9 = (((int)threadIdx.x) + 29);
  int cse_v21 = ((((int)threadIdx.x) + 29) / 57);
  int cse_v22 = ((((int)threadIdx.x) + 29) % 57);
  half condval_7;
  if ((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 29) / 57))) && (1 <= ((((int)threadIdx.x) + 29) % 57))) {
    condval_7 = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 29) / 57) * 56)) + ((((int)threadIdx.x) + 29) % 57)) + 9351)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_7;
  int cse_v23 = ((((int)threadIdx.x) + 25) % 57);
  half condval_8;
  if (1 <= ((((int)threadIdx.x) + 25) % 57)) {
    condval_8 = X_ptr[((((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 253) / 57) * 56)) + ((((int)threadIdx.x) + 25) % 57)) + 9351)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_8;
  if (((int)threadIdx.x) < 36) {
    X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = X_ptr[(((((((int)blockIdx.x) / 7) * 12544) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 9820)];
  }
  if (((int)threadIdx.x) < 36) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) % 252) / 7) * 36) + ((int)threadIdx.x))];
  }
  int cse_v10 = (((int)threadIdx.x) / 56);
  int cse_v11 = (((int)threadIdx.x) % 28);
  int cse_v24 = ((((int)threadIdx.x) % 56) / 28);
  int cse_v25 = ((((int)threadIdx.x) / 56) * 9);
  int cse_v38 = ((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2));
  __syncthreads();
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 56) * 9)])));
  int cse_v39 = (((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 114);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 114)]) * ((float)W_shared_ptr[((((int)threadIdx.x) / 56) * 9)])));
  int cse_v30 = (((((int)threadIdx.x) / 56) * 9) + 1);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 1)])));
  int cse_v40 = (((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 115);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 115)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 1)])));
  int cse_v31 = (((((int)threadIdx.x) / 56) * 9) + 2);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 2)])));
  int cse_v41 = (((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 116);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 116)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 2)])));
  int cse_v32 = (((((int)threadIdx.x) / 56) * 9) + 3);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 3)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 171)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 3)])));
  int cse_v33 = (((((int)threadIdx.x) / 56) * 9) + 4);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 4)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 172)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 4)])));
  int cse_v34 = (((((int)threadIdx.x) / 56) * 9) + 5);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 5)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 173)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 5)])));
  int cse_v35 = (((((int)threadIdx.x) / 56) * 9) + 6);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 114)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 6)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 228)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 6)])));
  int cse_v36 = (((((int)threadIdx.x) / 56) * 9) + 7);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 115)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 7)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 229)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 7)])));
  int cse_v37 = (((((int)threadIdx.x) / 56) * 9) + 8);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 116)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 8)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((((int)threadIdx.x) / 56) * 513) + (((((int)threadIdx.x) % 56) / 28) * 228)) + ((((int)threadIdx.x) % 28) * 2)) + 230)]) * ((float)W_shared_ptr[(((((int)threadIdx.x) / 56) * 9) + 8)])));
  int cse_v42 = ((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28));
  Y_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28))] = ((half)Y_acc_local_ptr[0]);
  Y_ptr[(((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)Y_acc_local_ptr[1]);
}

