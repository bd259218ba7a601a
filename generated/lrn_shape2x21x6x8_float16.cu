
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
extern "C" __global__ void __launch_bounds__(96) lrn_shape2x21x6x8_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(96) lrn_shape2x21x6x8_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  alignas(64) half X_local_ptr[32];
  alignas(64) float sq_pad_local_ptr[48];
  int cse_v1 = (((int)threadIdx.x) % 36);
  int cse_v2 = ((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4));
  if (((int)threadIdx.x) < 72) {
    *(half4*)(X_local_ptr + 0) = *(half4*)(X_ptr + ((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)));
  }
  int cse_v3 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 48);
  if (((int)threadIdx.x) < 72) {
    *(half4*)(X_local_ptr + 4) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 48));
  }
  int cse_v4 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 96);
  if (((int)threadIdx.x) < 72) {
    *(half4*)(X_local_ptr + 8) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 96));
  }
  int cse_v5 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 144);
  if (((int)threadIdx.x) < 72) {
    *(half4*)(X_local_ptr + 12) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 144));
  }
  int cse_v6 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 192);
  if (((int)threadIdx.x) < 72) {
    *(half4*)(X_local_ptr + 16) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 192));
  }
  int cse_v7 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 240);
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    *(half4*)(X_local_ptr + 20) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 240));
  }
  int cse_v8 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 288);
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    *(half4*)(X_local_ptr + 24) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 288));
  }
  int cse_v9 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 336);
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    *(half4*)(X_local_ptr + 28) = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 336));
  }
  if (((int)threadIdx.x) < 72) {
    int cse_v10 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) - 96);
    float4 condval;
    if (12 <= (((int)threadIdx.x) % 36)) {
      float4 __1;
        float4 __2;
        half4 v_ = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) - 96));
        __2.x = (float)(v_.x);
        __2.y = (float)(v_.y);
        __2.z = (float)(v_.z);
        __2.w = (float)(v_.w);
        float4 __3;
        __3.x = (float)(v_.x);
        __3.y = (float)(v_.y);
        __3.z = (float)(v_.z);
        __3.w = (float)(v_.w);
        __1.x = (__2.x*__3.x);
        __1.y = (__2.y*__3.y);
        __1.z = (__2.z*__3.z);
        __1.w = (__2.w*__3.w);
      condval = __1;
    } else {
      condval = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
    }
    *(float4*)(sq_pad_local_ptr + 0) = condval;
  }
  if (((int)threadIdx.x) < 72) {
    int cse_v11 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) - 48);
    float4 condval_1;
    if (12 <= (((int)threadIdx.x) % 36)) {
      float4 __4;
        float4 __5;
        half4 v__1 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) - 48));
        __5.x = (float)(v__1.x);
        __5.y = (float)(v__1.y);
        __5.z = (float)(v__1.z);
        __5.w = (float)(v__1.w);
        float4 __6;
        __6.x = (float)(v__1.x);
        __6.y = (float)(v__1.y);
        __6.z = (float)(v__1.z);
        __6.w = (float)(v__1.w);
        __4.x = (__5.x*__6.x);
        __4.y = (__5.y*__6.y);
        __4.z = (__5.z*__6.z);
        __4.w = (__5.w*__6.w);
      condval_1 = __4;
    } else {
      condval_1 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
    }
    *(float4*)(sq_pad_local_ptr + 4) = condval_1;
  }
  if (((int)threadIdx.x) < 72) {
    float4 __7;
      float4 __8;
      half4 v__2 = *(half4*)(X_ptr + ((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)));
      __8.x = (float)(v__2.x);
      __8.y = (float)(v__2.y);
      __8.z = (float)(v__2.z);
      __8.w = (float)(v__2.w);
      float4 __9;
      __9.x = (float)(v__2.x);
      __9.y = (float)(v__2.y);
      __9.z = (float)(v__2.z);
      __9.w = (float)(v__2.w);
      __7.x = (__8.x*__9.x);
      __7.y = (__8.y*__9.y);
      __7.z = (__8.z*__9.z);
      __7.w = (__8.w*__9.w);
    *(float4*)(sq_pad_local_ptr + 8) = __7;
  }
  if (((int)threadIdx.x) < 72) {
    float4 __10;
      float4 __11;
      half4 v__3 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 48));
      __11.x = (float)(v__3.x);
      __11.y = (float)(v__3.y);
      __11.z = (float)(v__3.z);
      __11.w = (float)(v__3.w);
      float4 __12;
      __12.x = (float)(v__3.x);
      __12.y = (float)(v__3.y);
      __12.z = (float)(v__3.z);
      __12.w = (float)(v__3.w);
      __10.x = (__11.x*__12.x);
      __10.y = (__11.y*__12.y);
      __10.z = (__11.z*__12.z);
      __10.w = (__11.w*__12.w);
    *(float4*)(sq_pad_local_ptr + 12) = __10;
  }
  if (((int)threadIdx.x) < 72) {
    float4 __13;
      float4 __14;
      half4 v__4 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 96));
      __14.x = (float)(v__4.x);
      __14.y = (float)(v__4.y);
      __14.z = (float)(v__4.z);
      __14.w = (float)(v__4.w);
      float4 __15;
      __15.x = (float)(v__4.x);
      __15.y = (float)(v__4.y);
      __15.z = (float)(v__4.z);
      __15.w = (float)(v__4.w);
      __13.x = (__14.x*__15.x);
      __13.y = (__14.y*__15.y);
      __13.z = (__14.z*__15.z);
      __13.w = (__14.w*__15.w);
    *(float4*)(sq_pad_local_ptr + 16) = __13;
  }
  if (((int)threadIdx.x) < 72) {
    float4 __16;
      float4 __17;
      half4 v__5 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 144));
      __17.x = (float)(v__5.x);
      __17.y = (float)(v__5.y);
      __17.z = (float)(v__5.z);
      __17.w = (float)(v__5.w);
      float4 __18;
      __18.x = (float)(v__5.x);
      __18.y = (float)(v__5.y);
      __18.z = (float)(v__5.z);
      __18.w = (float)(v__5.w);
      __16.x = (__17.x*__18.x);
      __16.y = (__17.y*__18.y);
      __16.z = (__17.z*__18.z);
      __16.w = (__17.w*__18.w);
    *(float4*)(sq_pad_local_ptr + 20) = __16;
  }
  if (((int)threadIdx.x) < 72) {
    float4 __19;
      float4 __20;
      half4 v__6 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 192));
      __20.x = (float)(v__6.x);
      __20.y = (float)(v__6.y);
      __20.z = (float)(v__6.z);
      __20.w = (float)(v__6.w);
      float4 __21;
      __21.x = (float)(v__6.x);
      __21.y = (float)(v__6.y);
      __21.z = (float)(v__6.z);
      __21.w = (float)(v__6.w);
      __19.x = (__20.x*__21.x);
      __19.y = (__20.y*__21.y);
      __19.z = (__20.z*__21.z);
      __19.w = (__20.w*__21.w);
    *(float4*)(sq_pad_local_ptr + 24) = __19;
  }
  if (((int)threadIdx.x) < 72) {
    float4 condval_2;
    if ((((int)threadIdx.x) % 36) < 24) {
      float4 __22;
        float4 __23;
        half4 v__7 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 240));
        __23.x = (float)(v__7.x);
        __23.y = (float)(v__7.y);
        __23.z = (float)(v__7.z);
        __23.w = (float)(v__7.w);
        float4 __24;
        __24.x = (float)(v__7.x);
        __24.y = (float)(v__7.y);
        __24.z = (float)(v__7.z);
        __24.w = (float)(v__7.w);
        __22.x = (__23.x*__24.x);
        __22.y = (__23.y*__24.y);
        __22.z = (__23.z*__24.z);
        __22.w = (__23.w*__24.w);
      condval_2 = __22;
    } else {
      condval_2 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
    }
    *(float4*)(sq_pad_local_ptr + 28) = condval_2;
  }
  if (((int)threadIdx.x) < 72) {
    float4 condval_3;
    if ((((int)threadIdx.x) % 36) < 24) {
      float4 __25;
        float4 __26;
        half4 v__8 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 288));
        __26.x = (float)(v__8.x);
        __26.y = (float)(v__8.y);
        __26.z = (float)(v__8.z);
        __26.w = (float)(v__8.w);
        float4 __27;
        __27.x = (float)(v__8.x);
        __27.y = (float)(v__8.y);
        __27.z = (float)(v__8.z);
        __27.w = (float)(v__8.w);
        __25.x = (__26.x*__27.x);
        __25.y = (__26.y*__27.y);
        __25.z = (__26.z*__27.z);
        __25.w = (__26.w*__27.w);
      condval_3 = __25;
    } else {
      condval_3 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
    }
    *(float4*)(sq_pad_local_ptr + 32) = condval_3;
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    float4 __28;
      float4 __29;
      half4 v__9 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 336));
      __29.x = (float)(v__9.x);
      __29.y = (float)(v__9.y);
      __29.z = (float)(v__9.z);
      __29.w = (float)(v__9.w);
      float4 __30;
      __30.x = (float)(v__9.x);
      __30.y = (float)(v__9.y);
      __30.z = (float)(v__9.z);
      __30.w = (float)(v__9.w);
      __28.x = (__29.x*__30.x);
      __28.y = (__29.y*__30.y);
      __28.z = (__29.z*__30.z);
      __28.w = (__29.w*__30.w);
    *(float4*)(sq_pad_local_ptr + 36) = __28;
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    int cse_v12 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 384);
    float4 __31;
      float4 __32;
      half4 v__10 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 384));
      __32.x = (float)(v__10.x);
      __32.y = (float)(v__10.y);
      __32.z = (float)(v__10.z);
      __32.w = (float)(v__10.w);
      float4 __33;
      __33.x = (float)(v__10.x);
      __33.y = (float)(v__10.y);
      __33.z = (float)(v__10.z);
      __33.w = (float)(v__10.w);
      __31.x = (__32.x*__33.x);
      __31.y = (__32.y*__33.y);
      __31.z = (__32.z*__33.z);
      __31.w = (__32.w*__33.w);
    *(float4*)(sq_pad_local_ptr + 40) = __31;
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    int cse_v13 = (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 432);
    float4 __34;
      float4 __35;
      half4 v__11 = *(half4*)(X_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 432));
      __35.x = (float)(v__11.x);
      __35.y = (float)(v__11.y);
      __35.z = (float)(v__11.z);
      __35.w = (float)(v__11.w);
      float4 __36;
      __36.x = (float)(v__11.x);
      __36.y = (float)(v__11.y);
      __36.z = (float)(v__11.z);
      __36.w = (float)(v__11.w);
      __34.x = (__35.x*__36.x);
      __34.y = (__35.y*__36.y);
      __34.z = (__35.z*__36.z);
      __34.w = (__35.w*__36.w);
    *(float4*)(sq_pad_local_ptr + 44) = __34;
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[0] = ((half)(((float)X_local_ptr[0]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[0] + sq_pad_local_ptr[4]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[0] + sq_pad_local_ptr[4]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[1] = ((half)(((float)X_local_ptr[1]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[1] + sq_pad_local_ptr[5]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[1] + sq_pad_local_ptr[5]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[2] = ((half)(((float)X_local_ptr[2]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[2] + sq_pad_local_ptr[6]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[2] + sq_pad_local_ptr[6]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[3] = ((half)(((float)X_local_ptr[3]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[3] + sq_pad_local_ptr[7]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[3] + sq_pad_local_ptr[7]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[4] = ((half)(((float)X_local_ptr[4]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[4] + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[4] + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[5] = ((half)(((float)X_local_ptr[5]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[5] + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[5] + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[6] = ((half)(((float)X_local_ptr[6]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[6] + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[6] + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[7] = ((half)(((float)X_local_ptr[7]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[7] + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[7] + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[8] = ((half)(((float)X_local_ptr[8]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[8] + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[8] + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[9] = ((half)(((float)X_local_ptr[9]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[9] + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[9] + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[10] = ((half)(((float)X_local_ptr[10]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[10] + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[10] + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[11] = ((half)(((float)X_local_ptr[11]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[11] + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[11] + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[12] = ((half)(((float)X_local_ptr[12]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[12] + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[12] + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[13] = ((half)(((float)X_local_ptr[13]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[13] + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[13] + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[14] = ((half)(((float)X_local_ptr[14]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[14] + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[14] + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[15] = ((half)(((float)X_local_ptr[15]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[15] + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[15] + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[16] = ((half)(((float)X_local_ptr[16]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[16] + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[16] + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[17] = ((half)(((float)X_local_ptr[17]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[17] + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[17] + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[18] = ((half)(((float)X_local_ptr[18]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[18] + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[18] + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    X_local_ptr[19] = ((half)(((float)X_local_ptr[19]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[19] + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[19] + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[20] = ((half)(((float)X_local_ptr[20]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[20] + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[20] + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[21] = ((half)(((float)X_local_ptr[21]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[21] + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[21] + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[22] = ((half)(((float)X_local_ptr[22]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[22] + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[22] + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[23] = ((half)(((float)X_local_ptr[23]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[23] + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[23] + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[24] = ((half)(((float)X_local_ptr[24]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[24] + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[24] + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[25] = ((half)(((float)X_local_ptr[25]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[25] + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[25] + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[26] = ((half)(((float)X_local_ptr[26]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[26] + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[26] + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[27] = ((half)(((float)X_local_ptr[27]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[27] + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[27] + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[28] = ((half)(((float)X_local_ptr[28]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[28] + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40]) + sq_pad_local_ptr[44])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[28] + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40]) + sq_pad_local_ptr[44]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[29] = ((half)(((float)X_local_ptr[29]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[29] + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41]) + sq_pad_local_ptr[45])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[29] + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41]) + sq_pad_local_ptr[45]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[30] = ((half)(((float)X_local_ptr[30]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[30] + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42]) + sq_pad_local_ptr[46])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[30] + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42]) + sq_pad_local_ptr[46]))))))));
  }
  if ((((int)threadIdx.x) < 60) && ((((int)threadIdx.x) % 36) < 24)) {
    X_local_ptr[31] = ((half)(((float)X_local_ptr[31]) * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[31] + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43]) + sq_pad_local_ptr[47])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[31] + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43]) + sq_pad_local_ptr[47]))))))));
  }
  if (((int)threadIdx.x) < 72) {
    *(half4*)(Y_ptr + ((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4))) = *(half4*)(X_local_ptr + 0);
  }
  if (((int)threadIdx.x) < 72) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 48)) = *(half4*)(X_local_ptr + 4);
  }
  if (((int)threadIdx.x) < 72) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 96)) = *(half4*)(X_local_ptr + 8);
  }
  if (((int)threadIdx.x) < 72) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 144)) = *(half4*)(X_local_ptr + 12);
  }
  if (((int)threadIdx.x) < 72) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 192)) = *(half4*)(X_local_ptr + 16);
  }
  if (((((int)threadIdx.x) % 36) < 24) && (((int)threadIdx.x) < 72)) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 240)) = *(half4*)(X_local_ptr + 20);
  }
  if (((((int)threadIdx.x) % 36) < 24) && (((int)threadIdx.x) < 72)) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 288)) = *(half4*)(X_local_ptr + 24);
  }
  if (((((int)threadIdx.x) % 36) < 24) && (((int)threadIdx.x) < 72)) {
    *(half4*)(Y_ptr + (((((((int)threadIdx.x) / 36) * 1008) + (((((int)threadIdx.x) % 36) / 12) * 384)) + ((((int)threadIdx.x) % 12) * 4)) + 336)) = *(half4*)(X_local_ptr + 28);
  }
}

