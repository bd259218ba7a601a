
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
extern "C" __global__ void __launch_bounds__(224) lrn_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) lrn_shape32x256x56x56_float16_kernel(half* __restrict__ X_ptr, half* __restrict__ Y_ptr) {
  for (int h_w_fused_0_0 = 0; h_w_fused_0_0 < 4; ++h_w_fused_0_0) {
    if (((h_w_fused_0_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      int cse_v1 = (((int)blockIdx.x) & 255);
      int cse_v2 = (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4));
      int cse_v3 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 6272);
      int cse_v4 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 3136);
      int cse_v5 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 3136);
      int cse_v6 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 6272);
      half4 __1;
      float4 __2;
        float4 __3;
        half4 v_ = *(half4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)));
        __3.x = (float)(v_.x);
        __3.y = (float)(v_.y);
        __3.z = (float)(v_.z);
        __3.w = (float)(v_.w);
        float4 __4;
        float4 __5;
          float4 v__1 = make_float4(0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/);
          float4 __6;
            float4 v__2 = make_float4(0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/);
            float4 __7;
              float4 __8;
                float4 __9;
                  float4 __10;
                    float4 condval;
                    if (2 <= (((int)blockIdx.x) & 255)) {
                      float4 __11;
                        float4 __12;
                        half4 v__3 = *(half4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 6272));
                        __12.x = (float)(v__3.x);
                        __12.y = (float)(v__3.y);
                        __12.z = (float)(v__3.z);
                        __12.w = (float)(v__3.w);
                        float4 __13;
                        __13.x = (float)(v__3.x);
                        __13.y = (float)(v__3.y);
                        __13.z = (float)(v__3.z);
                        __13.w = (float)(v__3.w);
                        __11.x = (__12.x*__13.x);
                        __11.y = (__12.y*__13.y);
                        __11.z = (__12.z*__13.z);
                        __11.w = (__12.w*__13.w);
                      condval = __11;
                    } else {
                      condval = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                    }
                    float4 condval_1;
                    if (1 <= (((int)blockIdx.x) & 255)) {
                      float4 __14;
                        float4 __15;
                        half4 v__4 = *(half4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 3136));
                        __15.x = (float)(v__4.x);
                        __15.y = (float)(v__4.y);
                        __15.z = (float)(v__4.z);
                        __15.w = (float)(v__4.w);
                        float4 __16;
                        __16.x = (float)(v__4.x);
                        __16.y = (float)(v__4.y);
                        __16.z = (float)(v__4.z);
                        __16.w = (float)(v__4.w);
                        __14.x = (__15.x*__16.x);
                        __14.y = (__15.y*__16.y);
                        __14.z = (__15.z*__16.z);
                        __14.w = (__15.w*__16.w);
                      condval_1 = __14;
                    } else {
                      condval_1 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                    }
                    __10.x = (condval.x+condval_1.x);
                    __10.y = (condval.y+condval_1.y);
                    __10.z = (condval.z+condval_1.z);
                    __10.w = (condval.w+condval_1.w);
                  float4 __17;
                    float4 __18;
                    __18.x = (float)(v_.x);
                    __18.y = (float)(v_.y);
                    __18.z = (float)(v_.z);
                    __18.w = (float)(v_.w);
                    float4 __19;
                    __19.x = (float)(v_.x);
                    __19.y = (float)(v_.y);
                    __19.z = (float)(v_.z);
                    __19.w = (float)(v_.w);
                    __17.x = (__18.x*__19.x);
                    __17.y = (__18.y*__19.y);
                    __17.z = (__18.z*__19.z);
                    __17.w = (__18.w*__19.w);
                  __9.x = (__10.x+__17.x);
                  __9.y = (__10.y+__17.y);
                  __9.z = (__10.z+__17.z);
                  __9.w = (__10.w+__17.w);
                float4 condval_2;
                if ((((int)blockIdx.x) & 255) < 255) {
                  float4 __20;
                    float4 __21;
                    half4 v__5 = *(half4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 3136));
                    __21.x = (float)(v__5.x);
                    __21.y = (float)(v__5.y);
                    __21.z = (float)(v__5.z);
                    __21.w = (float)(v__5.w);
                    float4 __22;
                    __22.x = (float)(v__5.x);
                    __22.y = (float)(v__5.y);
                    __22.z = (float)(v__5.z);
                    __22.w = (float)(v__5.w);
                    __20.x = (__21.x*__22.x);
                    __20.y = (__21.y*__22.y);
                    __20.z = (__21.z*__22.z);
                    __20.w = (__21.w*__22.w);
                  condval_2 = __20;
                } else {
                  condval_2 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                }
                __8.x = (__9.x+condval_2.x);
                __8.y = (__9.y+condval_2.y);
                __8.z = (__9.z+condval_2.z);
                __8.w = (__9.w+condval_2.w);
              float4 condval_3;
              if ((((int)blockIdx.x) & 255) < 254) {
                float4 __23;
                  float4 __24;
                  half4 v__6 = *(half4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 6272));
                  __24.x = (float)(v__6.x);
                  __24.y = (float)(v__6.y);
                  __24.z = (float)(v__6.z);
                  __24.w = (float)(v__6.w);
                  float4 __25;
                  __25.x = (float)(v__6.x);
                  __25.y = (float)(v__6.y);
                  __25.z = (float)(v__6.z);
                  __25.w = (float)(v__6.w);
                  __23.x = (__24.x*__25.x);
                  __23.y = (__24.y*__25.y);
                  __23.z = (__24.z*__25.z);
                  __23.w = (__24.w*__25.w);
                condval_3 = __23;
              } else {
                condval_3 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
              }
              __7.x = (__8.x+condval_3.x);
              __7.y = (__8.y+condval_3.y);
              __7.z = (__8.z+condval_3.z);
              __7.w = (__8.w+condval_3.w);
            __6.x = (v__2.x*__7.x);
            __6.y = (v__2.y*__7.y);
            __6.z = (v__2.z*__7.z);
            __6.w = (v__2.w*__7.w);
          __5.x = (v__1.x+__6.x);
          __5.y = (v__1.y+__6.y);
          __5.z = (v__1.z+__6.z);
          __5.w = (v__1.w+__6.w);
        float4 v__7 = make_float4(0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/);
        __4.x = powf(__5.x, v__7.x);
        __4.y = powf(__5.y, v__7.y);
        __4.z = powf(__5.z, v__7.z);
        __4.w = powf(__5.w, v__7.w);
        __2.x = (__3.x/__4.x);
        __2.y = (__3.y/__4.y);
        __2.z = (__3.z/__4.z);
        __2.w = (__3.w/__4.w);
      __1.x = (half)(__2.x);
      __1.y = (half)(__2.y);
      __1.z = (half)(__2.z);
      __1.w = (half)(__2.w);
      *(half4*)(Y_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}

