
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
extern "C" __global__ void __launch_bounds__(150, 2) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(150, 2) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[8];
  __shared__ alignas(64) half X_pad_shared_ptr[1452];
  __shared__ alignas(64) half W_shared_ptr[81];
  Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 10);
  int cse_v2 = (((int)threadIdx.x) / 66);
  int cse_v3 = (((int)blockIdx.x) % 10);
  int cse_v4 = (((int)threadIdx.x) % 66);
  int cse_v8 = ((((int)blockIdx.x) / 10) * 20);
  int cse_v9 = ((((int)blockIdx.x) % 10) * 20);
  int cse_v10 = ((((int)blockIdx.x) / 10) * 12000);
  int cse_v11 = ((((int)blockIdx.x) % 10) * 60);
  int cse_v47 = (((((int)blockIdx.x) % 10) * 20) + ((((int)threadIdx.x) % 66) / 3));
  half condval;
  if (((1 <= (((((int)blockIdx.x) / 10) * 20) + (((int)threadIdx.x) / 66))) && (1 <= (((((int)blockIdx.x) % 10) * 20) + ((((int)threadIdx.x) % 66) / 3)))) && ((((((int)blockIdx.x) % 10) * 20) + ((((int)threadIdx.x) % 66) / 3)) < 201)) {
    condval = X_ptr[((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + (((int)threadIdx.x) % 66)) - 603)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v5 = (((int)threadIdx.x) / 3);
  int cse_v6 = (((int)threadIdx.x) % 3);
  int cse_v12 = ((((int)threadIdx.x) + 150) / 66);
  int cse_v48 = (((((int)threadIdx.x) / 3) + 6) % 22);
  int cse_v58 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 6) % 22));
  int cse_v59 = ((((((int)threadIdx.x) / 3) + 6) % 22) * 3);
  half condval_1;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 6) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 6) % 22)) < 201)) {
    condval_1 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 150) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 6) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 150) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 6) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_1;
  int cse_v13 = ((((int)threadIdx.x) + 300) / 66);
  int cse_v49 = (((((int)threadIdx.x) / 3) + 12) % 22);
  int cse_v60 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 12) % 22));
  int cse_v61 = ((((((int)threadIdx.x) / 3) + 12) % 22) * 3);
  half condval_2;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 12) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 12) % 22)) < 201)) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 300) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 12) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 300) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 12) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_2;
  int cse_v14 = ((((int)threadIdx.x) + 450) / 66);
  int cse_v50 = (((((int)threadIdx.x) / 3) + 18) % 22);
  int cse_v62 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 18) % 22));
  int cse_v63 = ((((((int)threadIdx.x) / 3) + 18) % 22) * 3);
  half condval_3;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 18) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 18) % 22)) < 201)) {
    condval_3 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 450) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 18) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 450) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 18) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_3;
  int cse_v15 = ((((int)threadIdx.x) + 600) / 66);
  int cse_v51 = (((((int)threadIdx.x) / 3) + 2) % 22);
  int cse_v64 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 2) % 22));
  int cse_v65 = ((((((int)threadIdx.x) / 3) + 2) % 22) * 3);
  half condval_4;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 2) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 2) % 22)) < 201)) {
    condval_4 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 600) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 2) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 600) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 2) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_4;
  int cse_v16 = ((((int)threadIdx.x) + 750) / 66);
  int cse_v52 = (((((int)threadIdx.x) / 3) + 8) % 22);
  int cse_v66 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 8) % 22));
  int cse_v67 = ((((((int)threadIdx.x) / 3) + 8) % 22) * 3);
  half condval_5;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 8) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 8) % 22)) < 201)) {
    condval_5 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 750) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 8) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 750) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 8) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_5;
  int cse_v17 = ((((int)threadIdx.x) + 900) / 66);
  int cse_v53 = (((((int)threadIdx.x) / 3) + 14) % 22);
  int cse_v68 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 14) % 22));
  int cse_v69 = ((((((int)threadIdx.x) / 3) + 14) % 22) * 3);
  half condval_6;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 14) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 14) % 22)) < 201)) {
    condval_6 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 900) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 14) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 900) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 14) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_6;
  int cse_v18 = ((((int)threadIdx.x) + 1050) / 66);
  int cse_v54 = (((((int)threadIdx.x) / 3) + 20) % 22);
  int cse_v70 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 20) % 22));
  int cse_v71 = ((((((int)threadIdx.x) / 3) + 20) % 22) * 3);
  half condval_7;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 20) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 20) % 22)) < 201)) {
    condval_7 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 1050) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 20) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 1050) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 20) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_7;
  int cse_v19 = ((((int)threadIdx.x) + 1200) / 66);
  int cse_v55 = (((((int)threadIdx.x) / 3) + 4) % 22);
  int cse_v72 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 4) % 22));
  int cse_v73 = ((((((int)threadIdx.x) / 3) + 4) % 22) * 3);
  half condval_8;
  if ((1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 4) % 22))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 4) % 22)) < 201)) {
    condval_8 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 1200) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 4) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 1200) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 4) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_8;
  if (((int)threadIdx.x) < 102) {
    int cse_v20 = ((((int)threadIdx.x) + 1350) / 66);
    int cse_v56 = (((((int)threadIdx.x) / 3) + 10) % 22);
    int cse_v74 = (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 10) % 22));
    int cse_v75 = ((((((int)threadIdx.x) / 3) + 10) % 22) * 3);
    half condval_9;
    if ((((((((int)blockIdx.x) / 10) * 20) + ((((int)threadIdx.x) + 1350) / 66)) < 201) && (1 <= (((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 10) % 22)))) && ((((((int)blockIdx.x) % 10) * 20) + (((((int)threadIdx.x) / 3) + 10) % 22)) < 201)) {
      condval_9 = X_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + (((((int)threadIdx.x) + 1350) / 66) * 600)) + ((((int)blockIdx.x) % 10) * 60)) + ((((((int)threadIdx.x) / 3) + 10) % 22) * 3)) + (((int)threadIdx.x) % 3)) - 603)];
    } else {
      condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((((((int)threadIdx.x) + 1350) / 66) * 66) + ((((((int)threadIdx.x) / 3) + 10) % 22) * 3)) + (((int)threadIdx.x) % 3))] = condval_9;
  }
  if (((int)threadIdx.x) < 81) {
    W_shared_ptr[(((((int)threadIdx.x) % 27) * 3) + (((int)threadIdx.x) / 27))] = W_ptr[((int)threadIdx.x)];
  }
  int cse_v7 = (((int)threadIdx.x) / 15);
  int cse_v57 = (((((int)threadIdx.x) % 15) / 3) * 12);
  int cse_v76 = (((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12));
  __syncthreads();
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12))]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v77 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 3);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 3)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v78 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 6);
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 6)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v79 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 9);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 9)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v80 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 66);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 66)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v81 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 69);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 69)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v82 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v83 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[(((int)threadIdx.x) % 3)])));
  int cse_v21 = ((((int)threadIdx.x) % 3) + 3);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 1)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v84 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 4);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 4)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v85 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 7);
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 7)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v86 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 10);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 10)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v87 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 67);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 67)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v88 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 70);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 70)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v89 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v90 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 3)])));
  int cse_v22 = ((((int)threadIdx.x) % 3) + 6);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 2)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v91 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 5);
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 5)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v92 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 8);
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 8)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v93 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 11);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 11)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v94 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 68);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 68)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v95 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 71);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 71)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v96 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v97 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 6)])));
  int cse_v23 = ((((int)threadIdx.x) % 3) + 9);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 3)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 6)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 9)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  int cse_v98 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 12);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 12)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 69)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  int cse_v99 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 78);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 78)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 9)])));
  int cse_v24 = ((((int)threadIdx.x) % 3) + 12);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 4)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 7)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 10)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  int cse_v100 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 13);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 13)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 70)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  int cse_v101 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 79);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 79)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 12)])));
  int cse_v25 = ((((int)threadIdx.x) % 3) + 15);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 5)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 8)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 11)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  int cse_v102 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 14);
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 14)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 71)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  int cse_v103 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 80);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 80)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 15)])));
  int cse_v26 = ((((int)threadIdx.x) % 3) + 18);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 6)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 9)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 12)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 15)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 78)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  int cse_v104 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 81);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 81)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 18)])));
  int cse_v27 = ((((int)threadIdx.x) % 3) + 21);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 7)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 10)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 13)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 16)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 79)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  int cse_v105 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 82);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 82)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 21)])));
  int cse_v28 = ((((int)threadIdx.x) % 3) + 24);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 8)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 11)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 14)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 17)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 80)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  int cse_v106 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 83);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 83)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 24)])));
  int cse_v29 = ((((int)threadIdx.x) % 3) + 27);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 66)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 69)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  int cse_v107 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 132);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 132)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  int cse_v108 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 135);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 135)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  int cse_v109 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  int cse_v110 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 27)])));
  int cse_v30 = ((((int)threadIdx.x) % 3) + 30);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 67)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 70)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  int cse_v111 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 133);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 133)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  int cse_v112 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 136);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 136)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  int cse_v113 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  int cse_v114 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 30)])));
  int cse_v31 = ((((int)threadIdx.x) % 3) + 33);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 68)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 71)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  int cse_v115 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 134);
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 134)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  int cse_v116 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 137);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 137)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  int cse_v117 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  int cse_v118 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 33)])));
  int cse_v32 = ((((int)threadIdx.x) % 3) + 36);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 69)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 78)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 135)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  int cse_v119 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 144);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 144)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 36)])));
  int cse_v33 = ((((int)threadIdx.x) % 3) + 39);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 70)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 79)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 136)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  int cse_v120 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 145);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 145)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 39)])));
  int cse_v34 = ((((int)threadIdx.x) % 3) + 42);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 71)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 80)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 137)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  int cse_v121 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 146);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 146)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 42)])));
  int cse_v35 = ((((int)threadIdx.x) % 3) + 45);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 72)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 75)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 78)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 81)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 144)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  int cse_v122 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 147);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 147)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 45)])));
  int cse_v36 = ((((int)threadIdx.x) % 3) + 48);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 73)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 76)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 79)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 82)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 145)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  int cse_v123 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 148);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 148)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 48)])));
  int cse_v37 = ((((int)threadIdx.x) % 3) + 51);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 74)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 77)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 80)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 83)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 146)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  int cse_v124 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 149);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 149)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 51)])));
  int cse_v38 = ((((int)threadIdx.x) % 3) + 54);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 132)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 135)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 198)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  int cse_v125 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 201);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 201)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  int cse_v126 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 204);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 204)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  int cse_v127 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 207);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 207)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 54)])));
  int cse_v39 = ((((int)threadIdx.x) % 3) + 57);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 133)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 136)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 199)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  int cse_v128 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 202);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 202)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  int cse_v129 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 205);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 205)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  int cse_v130 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 208);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 208)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 57)])));
  int cse_v40 = ((((int)threadIdx.x) % 3) + 60);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 134)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 137)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 200)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  int cse_v131 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 203);
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 203)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  int cse_v132 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 206);
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 206)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  int cse_v133 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 209);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 209)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 60)])));
  int cse_v41 = ((((int)threadIdx.x) % 3) + 63);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 135)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 144)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 201)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 204)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 207)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  int cse_v134 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 210);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 210)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 63)])));
  int cse_v42 = ((((int)threadIdx.x) % 3) + 66);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 136)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 145)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 202)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 205)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 208)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  int cse_v135 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 211);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 211)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 66)])));
  int cse_v43 = ((((int)threadIdx.x) % 3) + 69);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 137)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 146)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 203)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 206)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 209)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  int cse_v136 = ((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 212);
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 212)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 69)])));
  int cse_v44 = ((((int)threadIdx.x) % 3) + 72);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 138)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 141)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 144)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 147)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 204)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 207)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 210)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 213)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 72)])));
  int cse_v45 = ((((int)threadIdx.x) % 3) + 75);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 139)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 142)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 145)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 148)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 205)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 208)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 211)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 214)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 75)])));
  int cse_v46 = ((((int)threadIdx.x) % 3) + 78);
  Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 140)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 143)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 146)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 149)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 206)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 209)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 212)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[((((((int)threadIdx.x) / 15) * 132) + (((((int)threadIdx.x) % 15) / 3) * 12)) + 215)]) * ((float)W_shared_ptr[((((int)threadIdx.x) % 3) + 78)])));
  int cse_v137 = ((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3));
  Y_ptr[((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3))] = ((half)Y_acc_local_ptr[0]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 3)] = ((half)Y_acc_local_ptr[1]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 6)] = ((half)Y_acc_local_ptr[2]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 9)] = ((half)Y_acc_local_ptr[3]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 600)] = ((half)Y_acc_local_ptr[4]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 603)] = ((half)Y_acc_local_ptr[5]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 606)] = ((half)Y_acc_local_ptr[6]);
  Y_ptr[(((((((((int)blockIdx.x) / 10) * 12000) + ((((int)threadIdx.x) / 15) * 1200)) + ((((int)blockIdx.x) % 10) * 60)) + (((((int)threadIdx.x) % 15) / 3) * 12)) + (((int)threadIdx.x) % 3)) + 609)] = ((half)Y_acc_local_ptr[7]);
}

