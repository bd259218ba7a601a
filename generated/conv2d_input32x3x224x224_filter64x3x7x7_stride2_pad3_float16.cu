
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x3x224x224_filter64x3x7x7_stride2_pad3_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x3x224x224_filter64x3x7x7_stride2_pad3_float16_kernel(half* __restrict__ W_ptr, half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[32];
  __shared__ alignas(64) half X_pad_shared_ptr[7371];
  __shared__ alignas(64) half W_shared_ptr[2352];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)threadIdx.x) / 117);
    int cse_v2 = (((int)blockIdx.x) & 1);
    int cse_v3 = (((int)threadIdx.x) % 117);
    int cse_v21 = ((((int)blockIdx.x) % 28) >> 1);
    int cse_v22 = ((((int)blockIdx.x) & 1) * 112);
    int cse_v23 = ((((int)blockIdx.x) / 112) * 150528);
    int cse_v66 = (((((int)blockIdx.x) % 28) >> 1) * 16);
    int cse_v67 = (((((int)blockIdx.x) & 1) * 112) + (((int)threadIdx.x) % 117));
    int cse_v68 = (((((int)blockIdx.x) % 28) >> 1) * 3584);
    int cse_v113 = (((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584));
    __syncthreads();
    half condval;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + (((int)threadIdx.x) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + (((int)threadIdx.x) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + (((int)threadIdx.x) % 117)) < 227)) {
      condval = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + ((((int)threadIdx.x) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + (((int)threadIdx.x) % 117)) - 675)];
    } else {
      condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v4 = (((int)threadIdx.x) + 224);
    int cse_v24 = ((((int)threadIdx.x) + 224) / 117);
    int cse_v25 = ((((int)threadIdx.x) + 107) % 117);
    int cse_v69 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 107) % 117));
    half condval_1;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 224) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 107) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 107) % 117)) < 227)) {
      condval_1 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 224) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 107) % 117)) - 675)];
    } else {
      condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
    int cse_v5 = (((int)threadIdx.x) + 448);
    int cse_v26 = ((((int)threadIdx.x) + 97) % 117);
    int cse_v70 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 97) % 117));
    half condval_2;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 97) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 97) % 117)) < 227)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 448) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 97) % 117)) - 675)];
    } else {
      condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
    int cse_v6 = (((int)threadIdx.x) + 672);
    int cse_v27 = ((((int)threadIdx.x) + 87) % 117);
    int cse_v71 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 87) % 117));
    half condval_3;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 87) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 87) % 117)) < 227)) {
      condval_3 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 672) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 87) % 117)) - 675)];
    } else {
      condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
    int cse_v7 = (((int)threadIdx.x) + 896);
    int cse_v28 = ((((int)threadIdx.x) + 77) % 117);
    int cse_v72 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 77) % 117));
    half condval_4;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 77) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 77) % 117)) < 227)) {
      condval_4 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 896) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 77) % 117)) - 675)];
    } else {
      condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
    int cse_v8 = (((int)threadIdx.x) + 1120);
    int cse_v29 = ((((int)threadIdx.x) + 67) % 117);
    int cse_v73 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 67) % 117));
    half condval_5;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 67) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 67) % 117)) < 227)) {
      condval_5 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1120) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 67) % 117)) - 675)];
    } else {
      condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
    int cse_v9 = (((int)threadIdx.x) + 1344);
    int cse_v30 = ((((int)threadIdx.x) + 57) % 117);
    int cse_v74 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 57) % 117));
    half condval_6;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 57) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 57) % 117)) < 227)) {
      condval_6 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1344) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 57) % 117)) - 675)];
    } else {
      condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
    int cse_v10 = (((int)threadIdx.x) + 1568);
    int cse_v31 = ((((int)threadIdx.x) + 47) % 117);
    int cse_v75 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 47) % 117));
    half condval_7;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 47) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 47) % 117)) < 227)) {
      condval_7 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1568) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 47) % 117)) - 675)];
    } else {
      condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_7;
    int cse_v11 = (((int)threadIdx.x) + 1792);
    int cse_v32 = ((((int)threadIdx.x) + 37) % 117);
    int cse_v76 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 37) % 117));
    half condval_8;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 37) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 37) % 117)) < 227)) {
      condval_8 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1792) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 37) % 117)) - 675)];
    } else {
      condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_8;
    int cse_v12 = (((int)threadIdx.x) + 2016);
    int cse_v33 = ((((int)threadIdx.x) + 2016) / 117);
    int cse_v34 = ((((int)threadIdx.x) + 27) % 117);
    int cse_v77 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 27) % 117));
    half condval_9;
    if (((((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 2016) / 117)) < 227) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 27) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 27) % 117)) < 227)) {
      condval_9 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 2016) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 27) % 117)) - 675)];
    } else {
      condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = condval_9;
    int cse_v13 = (((int)threadIdx.x) + 2240);
    int cse_v35 = ((((int)threadIdx.x) + 17) % 117);
    int cse_v78 = (((((int)threadIdx.x) + 2240) % 2457) / 117);
    int cse_v79 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 17) % 117));
    int cse_v114 = ((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2240) % 2457) / 117));
    half condval_10;
    if ((((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2240) % 2457) / 117))) && (((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2240) % 2457) / 117)) < 227)) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 17) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 17) % 117)) < 227)) {
      condval_10 = X_ptr[((((((((((int)blockIdx.x) / 112) * 150528) + (((((int)threadIdx.x) + 2240) / 2457) * 50176)) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + ((((((int)threadIdx.x) + 2240) % 2457) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 17) % 117)) - 675)];
    } else {
      condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2240)] = condval_10;
    int cse_v14 = (((int)threadIdx.x) + 7);
    int cse_v36 = ((((int)threadIdx.x) + 7) / 117);
    int cse_v37 = ((((int)threadIdx.x) + 7) % 117);
    int cse_v80 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 7) % 117));
    half condval_11;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 7) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 7) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 7) % 117)) < 227)) {
      condval_11 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 7) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 7) % 117)) + 49501)];
    } else {
      condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_11;
    int cse_v38 = ((((int)threadIdx.x) + 231) / 117);
    int cse_v39 = ((((int)threadIdx.x) + 114) % 117);
    int cse_v81 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 114) % 117));
    half condval_12;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 231) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 114) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 114) % 117)) < 227)) {
      condval_12 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 231) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 114) % 117)) + 49501)];
    } else {
      condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_12;
    int cse_v40 = ((((int)threadIdx.x) + 104) % 117);
    int cse_v82 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 104) % 117));
    half condval_13;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 104) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 104) % 117)) < 227)) {
      condval_13 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 455) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 104) % 117)) + 49501)];
    } else {
      condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 2912)] = condval_13;
    int cse_v41 = ((((int)threadIdx.x) + 94) % 117);
    int cse_v83 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 94) % 117));
    half condval_14;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 94) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 94) % 117)) < 227)) {
      condval_14 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 679) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 94) % 117)) + 49501)];
    } else {
      condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3136)] = condval_14;
    int cse_v42 = ((((int)threadIdx.x) + 84) % 117);
    int cse_v84 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 84) % 117));
    half condval_15;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 84) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 84) % 117)) < 227)) {
      condval_15 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 903) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 84) % 117)) + 49501)];
    } else {
      condval_15 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3360)] = condval_15;
    int cse_v43 = ((((int)threadIdx.x) + 74) % 117);
    int cse_v85 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 74) % 117));
    half condval_16;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 74) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 74) % 117)) < 227)) {
      condval_16 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1127) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 74) % 117)) + 49501)];
    } else {
      condval_16 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3584)] = condval_16;
    int cse_v44 = ((((int)threadIdx.x) + 64) % 117);
    int cse_v86 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 64) % 117));
    half condval_17;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 64) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 64) % 117)) < 227)) {
      condval_17 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1351) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 64) % 117)) + 49501)];
    } else {
      condval_17 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 3808)] = condval_17;
    int cse_v45 = ((((int)threadIdx.x) + 54) % 117);
    int cse_v87 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 54) % 117));
    half condval_18;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 54) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 54) % 117)) < 227)) {
      condval_18 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1575) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 54) % 117)) + 49501)];
    } else {
      condval_18 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4032)] = condval_18;
    int cse_v46 = ((((int)threadIdx.x) + 44) % 117);
    int cse_v88 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 44) % 117));
    half condval_19;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 44) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 44) % 117)) < 227)) {
      condval_19 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1799) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 44) % 117)) + 49501)];
    } else {
      condval_19 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4256)] = condval_19;
    int cse_v47 = ((((int)threadIdx.x) + 2023) / 117);
    int cse_v48 = ((((int)threadIdx.x) + 34) % 117);
    int cse_v89 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 34) % 117));
    half condval_20;
    if (((((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 2023) / 117)) < 227) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 34) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 34) % 117)) < 227)) {
      condval_20 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 2023) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 34) % 117)) + 49501)];
    } else {
      condval_20 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4480)] = condval_20;
    int cse_v15 = (((int)threadIdx.x) + 4704);
    int cse_v49 = ((((int)threadIdx.x) + 24) % 117);
    int cse_v90 = (((((int)threadIdx.x) + 2247) % 2457) / 117);
    int cse_v91 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 24) % 117));
    int cse_v115 = ((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2247) % 2457) / 117));
    half condval_21;
    if ((((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2247) % 2457) / 117))) && (((((((int)blockIdx.x) % 28) >> 1) * 16) + (((((int)threadIdx.x) + 2247) % 2457) / 117)) < 227)) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 24) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 24) % 117)) < 227)) {
      condval_21 = X_ptr[((((((((((int)blockIdx.x) / 112) * 150528) + (((((int)threadIdx.x) + 4704) / 2457) * 50176)) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + ((((((int)threadIdx.x) + 2247) % 2457) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 24) % 117)) - 675)];
    } else {
      condval_21 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4704)] = condval_21;
    int cse_v16 = (((int)threadIdx.x) + 14);
    int cse_v50 = ((((int)threadIdx.x) + 14) / 117);
    int cse_v51 = ((((int)threadIdx.x) + 14) % 117);
    int cse_v92 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 14) % 117));
    half condval_22;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 14) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 14) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 14) % 117)) < 227)) {
      condval_22 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 14) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 14) % 117)) + 99677)];
    } else {
      condval_22 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 4928)] = condval_22;
    int cse_v52 = ((((int)threadIdx.x) + 238) / 117);
    int cse_v53 = ((((int)threadIdx.x) + 4) % 117);
    int cse_v93 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 4) % 117));
    half condval_23;
    if (((3 <= ((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 238) / 117))) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 4) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 4) % 117)) < 227)) {
      condval_23 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 238) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 4) % 117)) + 99677)];
    } else {
      condval_23 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 5152)] = condval_23;
    int cse_v54 = ((((int)threadIdx.x) + 111) % 117);
    int cse_v94 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 111) % 117));
    half condval_24;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 111) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 111) % 117)) < 227)) {
      condval_24 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 462) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 111) % 117)) + 99677)];
    } else {
      condval_24 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 5376)] = condval_24;
    int cse_v55 = ((((int)threadIdx.x) + 101) % 117);
    int cse_v95 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 101) % 117));
    half condval_25;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 101) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 101) % 117)) < 227)) {
      condval_25 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 686) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 101) % 117)) + 99677)];
    } else {
      condval_25 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 5600)] = condval_25;
    int cse_v56 = ((((int)threadIdx.x) + 91) % 117);
    int cse_v96 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 91) % 117));
    half condval_26;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 91) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 91) % 117)) < 227)) {
      condval_26 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 910) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 91) % 117)) + 99677)];
    } else {
      condval_26 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 5824)] = condval_26;
    int cse_v57 = ((((int)threadIdx.x) + 81) % 117);
    int cse_v97 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 81) % 117));
    half condval_27;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 81) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 81) % 117)) < 227)) {
      condval_27 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1134) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 81) % 117)) + 99677)];
    } else {
      condval_27 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 6048)] = condval_27;
    int cse_v58 = ((((int)threadIdx.x) + 71) % 117);
    int cse_v98 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 71) % 117));
    half condval_28;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 71) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 71) % 117)) < 227)) {
      condval_28 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1358) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 71) % 117)) + 99677)];
    } else {
      condval_28 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 6272)] = condval_28;
    int cse_v59 = ((((int)threadIdx.x) + 61) % 117);
    int cse_v99 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 61) % 117));
    half condval_29;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 61) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 61) % 117)) < 227)) {
      condval_29 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1582) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 61) % 117)) + 99677)];
    } else {
      condval_29 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 6496)] = condval_29;
    int cse_v60 = ((((int)threadIdx.x) + 51) % 117);
    int cse_v100 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 51) % 117));
    half condval_30;
    if ((3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 51) % 117))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 51) % 117)) < 227)) {
      condval_30 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 1806) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 51) % 117)) + 99677)];
    } else {
      condval_30 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 6720)] = condval_30;
    int cse_v61 = ((((int)threadIdx.x) + 2030) / 117);
    int cse_v62 = ((((int)threadIdx.x) + 41) % 117);
    int cse_v101 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 41) % 117));
    half condval_31;
    if (((((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 2030) / 117)) < 227) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 41) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 41) % 117)) < 227)) {
      condval_31 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 2030) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 41) % 117)) + 99677)];
    } else {
      condval_31 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 6944)] = condval_31;
    if (((int)threadIdx.x) < 203) {
      int cse_v63 = ((((int)threadIdx.x) + 2254) / 117);
      int cse_v64 = ((((int)threadIdx.x) + 31) % 117);
      int cse_v102 = (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 31) % 117));
      half condval_32;
      if (((((((((int)blockIdx.x) % 28) >> 1) * 16) + ((((int)threadIdx.x) + 2254) / 117)) < 227) && (3 <= (((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 31) % 117)))) && ((((((int)blockIdx.x) & 1) * 112) + ((((int)threadIdx.x) + 31) % 117)) < 227)) {
        condval_32 = X_ptr[(((((((((int)blockIdx.x) / 112) * 150528) + (((((int)blockIdx.x) % 28) >> 1) * 3584)) + (((((int)threadIdx.x) + 2254) / 117) * 224)) + ((((int)blockIdx.x) & 1) * 112)) + ((((int)threadIdx.x) + 31) % 117)) + 99677)];
      } else {
        condval_32 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 7168)] = condval_32;
    }
    int cse_v103 = (((((int)blockIdx.x) % 112) / 28) * 2352);
    int cse_v116 = ((((((int)blockIdx.x) % 112) / 28) * 2352) + ((int)threadIdx.x));
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) % 112) / 28) * 2352) + ((int)threadIdx.x))];
    int cse_v17 = (((int)threadIdx.x) / 7);
    int cse_v18 = (((int)threadIdx.x) % 7);
    int cse_v104 = (((((int)threadIdx.x) + 224) / 49) * 49);
    int cse_v117 = ((((((int)threadIdx.x) / 7) + 4) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 224) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 4) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 224) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 4) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v105 = (((((int)threadIdx.x) + 448) / 49) * 49);
    int cse_v118 = ((((((int)threadIdx.x) / 7) + 1) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 448) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 1) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 448) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 1) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v106 = (((((int)threadIdx.x) + 672) / 49) * 49);
    int cse_v119 = ((((((int)threadIdx.x) / 7) + 5) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 672) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 5) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 672) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 5) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v107 = (((((int)threadIdx.x) + 896) / 49) * 49);
    int cse_v120 = ((((((int)threadIdx.x) / 7) + 2) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 896) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 2) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 896) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 2) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v108 = (((((int)threadIdx.x) + 1120) / 49) * 49);
    int cse_v121 = ((((((int)threadIdx.x) / 7) + 6) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 1120) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 6) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 1120) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 6) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v109 = (((((int)threadIdx.x) + 1344) / 49) * 49);
    int cse_v122 = ((((((int)threadIdx.x) / 7) + 3) % 7) * 7);
    W_shared_ptr[(((((((int)threadIdx.x) + 1344) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 3) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 1344) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 3) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    W_shared_ptr[(((int)threadIdx.x) + 1568)] = W_ptr[(((((((int)blockIdx.x) % 112) / 28) * 2352) + ((int)threadIdx.x)) + 1568)];
    int cse_v110 = (((((int)threadIdx.x) + 1792) / 49) * 49);
    W_shared_ptr[(((((((int)threadIdx.x) + 1792) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 4) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 1792) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 4) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    int cse_v111 = (((((int)threadIdx.x) + 2016) / 49) * 49);
    W_shared_ptr[(((((((int)threadIdx.x) + 2016) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 1) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 2016) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 1) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    if (((int)threadIdx.x) < 112) {
      int cse_v112 = (((((int)threadIdx.x) + 2240) / 49) * 49);
      W_shared_ptr[(((((((int)threadIdx.x) + 2240) / 49) * 49) + ((((((int)threadIdx.x) / 7) + 5) % 7) * 7)) + (((int)threadIdx.x) % 7))] = W_ptr[((((((((int)blockIdx.x) % 112) / 28) * 2352) + (((((int)threadIdx.x) + 2240) / 49) * 49)) + ((((((int)threadIdx.x) / 7) + 5) % 7) * 7)) + (((int)threadIdx.x) % 7))];
    }
    int cse_v19 = (((int)threadIdx.x) % 28);
    int cse_v20 = (((int)threadIdx.x) / 112);
    int cse_v65 = ((((int)threadIdx.x) % 112) / 28);
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
      for (int rr = 0; rr < 7; ++rr) {
        int cse_v123 = ((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7));
        int cse_v179 = ((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2));
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7))])));
        int cse_v180 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7))])));
        int cse_v181 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7))])));
        int cse_v182 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7))])));
        int cse_v124 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 147);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 147)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 147)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 147)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 147)])));
        int cse_v125 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 294);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 294)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 294)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 294)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 294)])));
        int cse_v126 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 441);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 441)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 441)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 441)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 441)])));
        int cse_v127 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 588);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 588)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 588)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 588)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 588)])));
        int cse_v128 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 735);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 735)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 735)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 735)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 735)])));
        int cse_v129 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 882);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 882)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 882)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 882)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 882)])));
        int cse_v130 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1029);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2))]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1029)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 56)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1029)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 234)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1029)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 290)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1029)])));
        int cse_v131 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1);
        int cse_v183 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1)])));
        int cse_v184 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1)])));
        int cse_v185 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1)])));
        int cse_v186 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1)])));
        int cse_v132 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 148);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 148)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 148)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 148)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 148)])));
        int cse_v133 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 295);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 295)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 295)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 295)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 295)])));
        int cse_v134 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 442);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 442)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 442)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 442)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 442)])));
        int cse_v135 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 589);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 589)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 589)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 589)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 589)])));
        int cse_v136 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 736);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 736)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 736)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 736)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 736)])));
        int cse_v137 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 883);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 883)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 883)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 883)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 883)])));
        int cse_v138 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1030);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 1)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1030)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 57)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1030)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 235)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1030)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 291)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1030)])));
        int cse_v139 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 2);
        int cse_v187 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 2)])));
        int cse_v188 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 2)])));
        int cse_v189 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 2)])));
        int cse_v190 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 2)])));
        int cse_v140 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 149);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 149)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 149)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 149)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 149)])));
        int cse_v141 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 296);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 296)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 296)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 296)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 296)])));
        int cse_v142 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 443);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 443)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 443)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 443)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 443)])));
        int cse_v143 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 590);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 590)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 590)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 590)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 590)])));
        int cse_v144 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 737);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 737)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 737)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 737)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 737)])));
        int cse_v145 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 884);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 884)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 884)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 884)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 884)])));
        int cse_v146 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1031);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 2)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1031)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 58)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1031)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 236)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1031)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 292)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1031)])));
        int cse_v147 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 3);
        int cse_v191 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 3)])));
        int cse_v192 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 3)])));
        int cse_v193 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 3)])));
        int cse_v194 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 3)])));
        int cse_v148 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 150);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 150)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 150)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 150)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 150)])));
        int cse_v149 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 297);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 297)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 297)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 297)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 297)])));
        int cse_v150 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 444);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 444)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 444)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 444)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 444)])));
        int cse_v151 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 591);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 591)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 591)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 591)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 591)])));
        int cse_v152 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 738);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 738)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 738)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 738)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 738)])));
        int cse_v153 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 885);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 885)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 885)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 885)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 885)])));
        int cse_v154 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1032);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 3)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1032)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 59)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1032)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 237)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1032)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 293)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1032)])));
        int cse_v155 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 4);
        int cse_v195 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 4)])));
        int cse_v196 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 4)])));
        int cse_v197 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 4)])));
        int cse_v198 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 4)])));
        int cse_v156 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 151);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 151)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 151)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 151)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 151)])));
        int cse_v157 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 298);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 298)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 298)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 298)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 298)])));
        int cse_v158 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 445);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 445)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 445)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 445)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 445)])));
        int cse_v159 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 592);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 592)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 592)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 592)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 592)])));
        int cse_v160 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 739);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 739)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 739)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 739)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 739)])));
        int cse_v161 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 886);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 886)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 886)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 886)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 886)])));
        int cse_v162 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1033);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 4)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1033)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 60)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1033)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 238)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1033)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 294)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1033)])));
        int cse_v163 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 5);
        int cse_v199 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 5)])));
        int cse_v200 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 5)])));
        int cse_v201 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 5)])));
        int cse_v202 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 5)])));
        int cse_v164 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 152);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 152)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 152)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 152)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 152)])));
        int cse_v165 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 299);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 299)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 299)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 299)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 299)])));
        int cse_v166 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 446);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 446)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 446)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 446)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 446)])));
        int cse_v167 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 593);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 593)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 593)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 593)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 593)])));
        int cse_v168 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 740);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 740)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 740)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 740)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 740)])));
        int cse_v169 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 887);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 887)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 887)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 887)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 887)])));
        int cse_v170 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1034);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 5)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1034)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 61)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1034)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 239)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1034)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 295)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1034)])));
        int cse_v171 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 6);
        int cse_v203 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6);
        Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 6)])));
        int cse_v204 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62);
        Y_acc_local_ptr[16] = (Y_acc_local_ptr[16] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 6)])));
        int cse_v205 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240);
        Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 6)])));
        int cse_v206 = (((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296);
        Y_acc_local_ptr[17] = (Y_acc_local_ptr[17] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 6)])));
        int cse_v172 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 153);
        Y_acc_local_ptr[2] = (Y_acc_local_ptr[2] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 153)])));
        Y_acc_local_ptr[18] = (Y_acc_local_ptr[18] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 153)])));
        Y_acc_local_ptr[3] = (Y_acc_local_ptr[3] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 153)])));
        Y_acc_local_ptr[19] = (Y_acc_local_ptr[19] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 153)])));
        int cse_v173 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 300);
        Y_acc_local_ptr[4] = (Y_acc_local_ptr[4] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 300)])));
        Y_acc_local_ptr[20] = (Y_acc_local_ptr[20] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 300)])));
        Y_acc_local_ptr[5] = (Y_acc_local_ptr[5] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 300)])));
        Y_acc_local_ptr[21] = (Y_acc_local_ptr[21] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 300)])));
        int cse_v174 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 447);
        Y_acc_local_ptr[6] = (Y_acc_local_ptr[6] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 447)])));
        Y_acc_local_ptr[22] = (Y_acc_local_ptr[22] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 447)])));
        Y_acc_local_ptr[7] = (Y_acc_local_ptr[7] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 447)])));
        Y_acc_local_ptr[23] = (Y_acc_local_ptr[23] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 447)])));
        int cse_v175 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 594);
        Y_acc_local_ptr[8] = (Y_acc_local_ptr[8] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 594)])));
        Y_acc_local_ptr[24] = (Y_acc_local_ptr[24] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 594)])));
        Y_acc_local_ptr[9] = (Y_acc_local_ptr[9] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 594)])));
        Y_acc_local_ptr[25] = (Y_acc_local_ptr[25] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 594)])));
        int cse_v176 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 741);
        Y_acc_local_ptr[10] = (Y_acc_local_ptr[10] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 741)])));
        Y_acc_local_ptr[26] = (Y_acc_local_ptr[26] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 741)])));
        Y_acc_local_ptr[11] = (Y_acc_local_ptr[11] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 741)])));
        Y_acc_local_ptr[27] = (Y_acc_local_ptr[27] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 741)])));
        int cse_v177 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 888);
        Y_acc_local_ptr[12] = (Y_acc_local_ptr[12] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 888)])));
        Y_acc_local_ptr[28] = (Y_acc_local_ptr[28] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 888)])));
        Y_acc_local_ptr[13] = (Y_acc_local_ptr[13] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 888)])));
        Y_acc_local_ptr[29] = (Y_acc_local_ptr[29] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 888)])));
        int cse_v178 = (((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1035);
        Y_acc_local_ptr[14] = (Y_acc_local_ptr[14] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 6)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1035)])));
        Y_acc_local_ptr[30] = (Y_acc_local_ptr[30] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 62)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1035)])));
        Y_acc_local_ptr[15] = (Y_acc_local_ptr[15] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 240)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1035)])));
        Y_acc_local_ptr[31] = (Y_acc_local_ptr[31] + (((float)X_pad_shared_ptr[(((((rc_1 * 2457) + (((((int)threadIdx.x) % 112) / 28) * 468)) + (rr * 117)) + ((((int)threadIdx.x) % 28) * 2)) + 296)]) * ((float)W_shared_ptr[(((((((int)threadIdx.x) / 112) * 1176) + (rc_1 * 49)) + (rr * 7)) + 1035)])));
      }
    }
    int cse_v207 = (((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28));
    Y_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28))] = ((half)Y_acc_local_ptr[0]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 28)] = ((half)Y_acc_local_ptr[16]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 112)] = ((half)Y_acc_local_ptr[1]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 140)] = ((half)Y_acc_local_ptr[17]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 12544)] = ((half)Y_acc_local_ptr[2]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 12572)] = ((half)Y_acc_local_ptr[18]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 12656)] = ((half)Y_acc_local_ptr[3]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 12684)] = ((half)Y_acc_local_ptr[19]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 25088)] = ((half)Y_acc_local_ptr[4]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 25116)] = ((half)Y_acc_local_ptr[20]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 25200)] = ((half)Y_acc_local_ptr[5]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 25228)] = ((half)Y_acc_local_ptr[21]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 37632)] = ((half)Y_acc_local_ptr[6]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 37660)] = ((half)Y_acc_local_ptr[22]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 37744)] = ((half)Y_acc_local_ptr[7]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 37772)] = ((half)Y_acc_local_ptr[23]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 50176)] = ((half)Y_acc_local_ptr[8]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 50204)] = ((half)Y_acc_local_ptr[24]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 50288)] = ((half)Y_acc_local_ptr[9]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 50316)] = ((half)Y_acc_local_ptr[25]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 62720)] = ((half)Y_acc_local_ptr[10]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 62748)] = ((half)Y_acc_local_ptr[26]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 62832)] = ((half)Y_acc_local_ptr[11]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 62860)] = ((half)Y_acc_local_ptr[27]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 75264)] = ((half)Y_acc_local_ptr[12]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 75292)] = ((half)Y_acc_local_ptr[28]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 75376)] = ((half)Y_acc_local_ptr[13]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 75404)] = ((half)Y_acc_local_ptr[29]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 87808)] = ((half)Y_acc_local_ptr[14]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 87836)] = ((half)Y_acc_local_ptr[30]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 87920)] = ((half)Y_acc_local_ptr[15]);
    Y_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + ((((int)threadIdx.x) / 112) * 100352)) + (((((int)blockIdx.x) % 28) >> 1) * 896)) + (((((int)threadIdx.x) % 112) / 28) * 224)) + ((((int)blockIdx.x) & 1) * 56)) + (((int)threadIdx.x) % 28)) + 87948)] = ((half)Y_acc_local_ptr[31]);
  }
}

