
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
extern "C" __global__ void __launch_bounds__(256) lrn_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) lrn_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float X_local_ptr[32];
  alignas(64) float sq_pad_local_ptr[48];
  int cse_v1 = (((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4));
  int cse_v2 = ((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4));
  *(float4*)(X_local_ptr + 0) = *(float4*)(X_ptr + ((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)));
  int cse_v3 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136);
  *(float4*)(X_local_ptr + 4) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136));
  int cse_v4 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272);
  *(float4*)(X_local_ptr + 8) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272));
  int cse_v5 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408);
  *(float4*)(X_local_ptr + 12) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408));
  int cse_v6 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544);
  *(float4*)(X_local_ptr + 16) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544));
  int cse_v7 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680);
  *(float4*)(X_local_ptr + 20) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680));
  int cse_v8 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816);
  *(float4*)(X_local_ptr + 24) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816));
  int cse_v9 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952);
  *(float4*)(X_local_ptr + 28) = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952));
  int cse_v10 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 6272);
  float4 condval;
  if (49 <= (((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4))) {
    float4 __1;
      float4 v_ = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 6272));
      __1.x = (v_.x*v_.x);
      __1.y = (v_.y*v_.y);
      __1.z = (v_.z*v_.z);
      __1.w = (v_.w*v_.w);
    condval = __1;
  } else {
    condval = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(sq_pad_local_ptr + 0) = condval;
  int cse_v11 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 3136);
  float4 condval_1;
  if (49 <= (((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4))) {
    float4 __2;
      float4 v__1 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) - 3136));
      __2.x = (v__1.x*v__1.x);
      __2.y = (v__1.y*v__1.y);
      __2.z = (v__1.z*v__1.z);
      __2.w = (v__1.w*v__1.w);
    condval_1 = __2;
  } else {
    condval_1 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(sq_pad_local_ptr + 4) = condval_1;
  float4 __3;
    float4 v__2 = *(float4*)(X_ptr + ((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)));
    __3.x = (v__2.x*v__2.x);
    __3.y = (v__2.y*v__2.y);
    __3.z = (v__2.z*v__2.z);
    __3.w = (v__2.w*v__2.w);
  *(float4*)(sq_pad_local_ptr + 8) = __3;
  float4 __4;
    float4 v__3 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136));
    __4.x = (v__3.x*v__3.x);
    __4.y = (v__3.y*v__3.y);
    __4.z = (v__3.z*v__3.z);
    __4.w = (v__3.w*v__3.w);
  *(float4*)(sq_pad_local_ptr + 12) = __4;
  float4 __5;
    float4 v__4 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272));
    __5.x = (v__4.x*v__4.x);
    __5.y = (v__4.y*v__4.y);
    __5.z = (v__4.z*v__4.z);
    __5.w = (v__4.w*v__4.w);
  *(float4*)(sq_pad_local_ptr + 16) = __5;
  float4 __6;
    float4 v__5 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408));
    __6.x = (v__5.x*v__5.x);
    __6.y = (v__5.y*v__5.y);
    __6.z = (v__5.z*v__5.z);
    __6.w = (v__5.w*v__5.w);
  *(float4*)(sq_pad_local_ptr + 20) = __6;
  float4 __7;
    float4 v__6 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544));
    __7.x = (v__6.x*v__6.x);
    __7.y = (v__6.y*v__6.y);
    __7.z = (v__6.z*v__6.z);
    __7.w = (v__6.w*v__6.w);
  *(float4*)(sq_pad_local_ptr + 24) = __7;
  float4 __8;
    float4 v__7 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680));
    __8.x = (v__7.x*v__7.x);
    __8.y = (v__7.y*v__7.y);
    __8.z = (v__7.z*v__7.z);
    __8.w = (v__7.w*v__7.w);
  *(float4*)(sq_pad_local_ptr + 28) = __8;
  float4 __9;
    float4 v__8 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816));
    __9.x = (v__8.x*v__8.x);
    __9.y = (v__8.y*v__8.y);
    __9.z = (v__8.z*v__8.z);
    __9.w = (v__8.w*v__8.w);
  *(float4*)(sq_pad_local_ptr + 32) = __9;
  float4 __10;
    float4 v__9 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952));
    __10.x = (v__9.x*v__9.x);
    __10.y = (v__9.y*v__9.y);
    __10.z = (v__9.z*v__9.z);
    __10.w = (v__9.w*v__9.w);
  *(float4*)(sq_pad_local_ptr + 36) = __10;
  int cse_v12 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 25088);
  float4 condval_2;
  if ((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) < 1519) {
    float4 __11;
      float4 v__10 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 25088));
      __11.x = (v__10.x*v__10.x);
      __11.y = (v__10.y*v__10.y);
      __11.z = (v__10.z*v__10.z);
      __11.w = (v__10.w*v__10.w);
    condval_2 = __11;
  } else {
    condval_2 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(sq_pad_local_ptr + 40) = condval_2;
  int cse_v13 = (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 28224);
  float4 condval_3;
  if ((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) < 1519) {
    float4 __12;
      float4 v__11 = *(float4*)(X_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 28224));
      __12.x = (v__11.x*v__11.x);
      __12.y = (v__11.y*v__11.y);
      __12.z = (v__11.z*v__11.z);
      __12.w = (v__11.w*v__11.w);
    condval_3 = __12;
  } else {
    condval_3 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(sq_pad_local_ptr + 44) = condval_3;
  X_local_ptr[0] = (X_local_ptr[0] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[0] + sq_pad_local_ptr[4]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[0] + sq_pad_local_ptr[4]) + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16])))))));
  X_local_ptr[1] = (X_local_ptr[1] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[1] + sq_pad_local_ptr[5]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[1] + sq_pad_local_ptr[5]) + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17])))))));
  X_local_ptr[2] = (X_local_ptr[2] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[2] + sq_pad_local_ptr[6]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[2] + sq_pad_local_ptr[6]) + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18])))))));
  X_local_ptr[3] = (X_local_ptr[3] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[3] + sq_pad_local_ptr[7]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[3] + sq_pad_local_ptr[7]) + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19])))))));
  X_local_ptr[4] = (X_local_ptr[4] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[4] + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[4] + sq_pad_local_ptr[8]) + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20])))))));
  X_local_ptr[5] = (X_local_ptr[5] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[5] + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[5] + sq_pad_local_ptr[9]) + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21])))))));
  X_local_ptr[6] = (X_local_ptr[6] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[6] + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[6] + sq_pad_local_ptr[10]) + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22])))))));
  X_local_ptr[7] = (X_local_ptr[7] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[7] + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[7] + sq_pad_local_ptr[11]) + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23])))))));
  X_local_ptr[8] = (X_local_ptr[8] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[8] + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[8] + sq_pad_local_ptr[12]) + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24])))))));
  X_local_ptr[9] = (X_local_ptr[9] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[9] + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[9] + sq_pad_local_ptr[13]) + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25])))))));
  X_local_ptr[10] = (X_local_ptr[10] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[10] + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[10] + sq_pad_local_ptr[14]) + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26])))))));
  X_local_ptr[11] = (X_local_ptr[11] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[11] + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[11] + sq_pad_local_ptr[15]) + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27])))))));
  X_local_ptr[12] = (X_local_ptr[12] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[12] + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[12] + sq_pad_local_ptr[16]) + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28])))))));
  X_local_ptr[13] = (X_local_ptr[13] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[13] + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[13] + sq_pad_local_ptr[17]) + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29])))))));
  X_local_ptr[14] = (X_local_ptr[14] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[14] + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[14] + sq_pad_local_ptr[18]) + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30])))))));
  X_local_ptr[15] = (X_local_ptr[15] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[15] + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[15] + sq_pad_local_ptr[19]) + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31])))))));
  X_local_ptr[16] = (X_local_ptr[16] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[16] + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[16] + sq_pad_local_ptr[20]) + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32])))))));
  X_local_ptr[17] = (X_local_ptr[17] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[17] + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[17] + sq_pad_local_ptr[21]) + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33])))))));
  X_local_ptr[18] = (X_local_ptr[18] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[18] + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[18] + sq_pad_local_ptr[22]) + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34])))))));
  X_local_ptr[19] = (X_local_ptr[19] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[19] + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[19] + sq_pad_local_ptr[23]) + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35])))))));
  X_local_ptr[20] = (X_local_ptr[20] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[20] + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[20] + sq_pad_local_ptr[24]) + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36])))))));
  X_local_ptr[21] = (X_local_ptr[21] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[21] + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[21] + sq_pad_local_ptr[25]) + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37])))))));
  X_local_ptr[22] = (X_local_ptr[22] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[22] + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[22] + sq_pad_local_ptr[26]) + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38])))))));
  X_local_ptr[23] = (X_local_ptr[23] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[23] + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[23] + sq_pad_local_ptr[27]) + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39])))))));
  X_local_ptr[24] = (X_local_ptr[24] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[24] + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[24] + sq_pad_local_ptr[28]) + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40])))))));
  X_local_ptr[25] = (X_local_ptr[25] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[25] + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[25] + sq_pad_local_ptr[29]) + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41])))))));
  X_local_ptr[26] = (X_local_ptr[26] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[26] + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[26] + sq_pad_local_ptr[30]) + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42])))))));
  X_local_ptr[27] = (X_local_ptr[27] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[27] + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[27] + sq_pad_local_ptr[31]) + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43])))))));
  X_local_ptr[28] = (X_local_ptr[28] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[28] + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40]) + sq_pad_local_ptr[44])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[28] + sq_pad_local_ptr[32]) + sq_pad_local_ptr[36]) + sq_pad_local_ptr[40]) + sq_pad_local_ptr[44])))))));
  X_local_ptr[29] = (X_local_ptr[29] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[29] + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41]) + sq_pad_local_ptr[45])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[29] + sq_pad_local_ptr[33]) + sq_pad_local_ptr[37]) + sq_pad_local_ptr[41]) + sq_pad_local_ptr[45])))))));
  X_local_ptr[30] = (X_local_ptr[30] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[30] + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42]) + sq_pad_local_ptr[46])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[30] + sq_pad_local_ptr[34]) + sq_pad_local_ptr[38]) + sq_pad_local_ptr[42]) + sq_pad_local_ptr[46])))))));
  X_local_ptr[31] = (X_local_ptr[31] * (rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[31] + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43]) + sq_pad_local_ptr[47])))) * sqrtf(rsqrtf((0x1p+1f/*2.000000e+00*/ + (0x1.4f8b58p-16f/*2.000000e-05*/ * ((((sq_pad_local_ptr[31] + sq_pad_local_ptr[35]) + sq_pad_local_ptr[39]) + sq_pad_local_ptr[43]) + sq_pad_local_ptr[47])))))));
  *(float4*)(Y_ptr + ((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4))) = *(float4*)(X_local_ptr + 0);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 3136)) = *(float4*)(X_local_ptr + 4);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 6272)) = *(float4*)(X_local_ptr + 8);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 9408)) = *(float4*)(X_local_ptr + 12);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 12544)) = *(float4*)(X_local_ptr + 16);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 15680)) = *(float4*)(X_local_ptr + 20);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 18816)) = *(float4*)(X_local_ptr + 24);
  *(float4*)(Y_ptr + (((((((int)blockIdx.x) / 98) * 802816) + (((((((int)blockIdx.x) % 98) * 16) + (((int)threadIdx.x) >> 4)) / 49) * 25088)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) * 4)) + 21952)) = *(float4*)(X_local_ptr + 28);
}

