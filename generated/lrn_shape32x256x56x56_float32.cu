
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
extern "C" __global__ void __launch_bounds__(224) lrn_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) lrn_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  for (int h_w_fused_0_0 = 0; h_w_fused_0_0 < 4; ++h_w_fused_0_0) {
    if (((h_w_fused_0_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      int cse_v1 = (((int)blockIdx.x) & 255);
      int cse_v2 = (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4));
      int cse_v3 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 6272);
      int cse_v4 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 3136);
      int cse_v5 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 3136);
      int cse_v6 = ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 6272);
      float4 __1;
        float4 v_ = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)));
        float4 __2;
        float4 __3;
          float4 v__1 = make_float4(0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/, 0x1p+1f/*2.000000e+00*/);
          float4 __4;
            float4 v__2 = make_float4(0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/, 0x1.4f8b58p-16f/*2.000000e-05*/);
            float4 __5;
              float4 __6;
                float4 __7;
                  float4 __8;
                    float4 condval;
                    if (2 <= (((int)blockIdx.x) & 255)) {
                      float4 __9;
                        float4 v__3 = *(float4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 6272));
                        __9.x = (v__3.x*v__3.x);
                        __9.y = (v__3.y*v__3.y);
                        __9.z = (v__3.z*v__3.z);
                        __9.w = (v__3.w*v__3.w);
                      condval = __9;
                    } else {
                      condval = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                    }
                    float4 condval_1;
                    if (1 <= (((int)blockIdx.x) & 255)) {
                      float4 __10;
                        float4 v__4 = *(float4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) - 3136));
                        __10.x = (v__4.x*v__4.x);
                        __10.y = (v__4.y*v__4.y);
                        __10.z = (v__4.z*v__4.z);
                        __10.w = (v__4.w*v__4.w);
                      condval_1 = __10;
                    } else {
                      condval_1 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                    }
                    __8.x = (condval.x+condval_1.x);
                    __8.y = (condval.y+condval_1.y);
                    __8.z = (condval.z+condval_1.z);
                    __8.w = (condval.w+condval_1.w);
                  float4 __11;
                    __11.x = (v_.x*v_.x);
                    __11.y = (v_.y*v_.y);
                    __11.z = (v_.z*v_.z);
                    __11.w = (v_.w*v_.w);
                  __7.x = (__8.x+__11.x);
                  __7.y = (__8.y+__11.y);
                  __7.z = (__8.z+__11.z);
                  __7.w = (__8.w+__11.w);
                float4 condval_2;
                if ((((int)blockIdx.x) & 255) < 255) {
                  float4 __12;
                    float4 v__5 = *(float4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 3136));
                    __12.x = (v__5.x*v__5.x);
                    __12.y = (v__5.y*v__5.y);
                    __12.z = (v__5.z*v__5.z);
                    __12.w = (v__5.w*v__5.w);
                  condval_2 = __12;
                } else {
                  condval_2 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
                }
                __6.x = (__7.x+condval_2.x);
                __6.y = (__7.y+condval_2.y);
                __6.z = (__7.z+condval_2.z);
                __6.w = (__7.w+condval_2.w);
              float4 condval_3;
              if ((((int)blockIdx.x) & 255) < 254) {
                float4 __13;
                  float4 v__6 = *(float4*)(X_ptr + ((((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)) + 6272));
                  __13.x = (v__6.x*v__6.x);
                  __13.y = (v__6.y*v__6.y);
                  __13.z = (v__6.z*v__6.z);
                  __13.w = (v__6.w*v__6.w);
                condval_3 = __13;
              } else {
                condval_3 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
              }
              __5.x = (__6.x+condval_3.x);
              __5.y = (__6.y+condval_3.y);
              __5.z = (__6.z+condval_3.z);
              __5.w = (__6.w+condval_3.w);
            __4.x = (v__2.x*__5.x);
            __4.y = (v__2.y*__5.y);
            __4.z = (v__2.z*__5.z);
            __4.w = (v__2.w*__5.w);
          __3.x = (v__1.x+__4.x);
          __3.y = (v__1.y+__4.y);
          __3.z = (v__1.z+__4.z);
          __3.w = (v__1.w+__4.w);
        float4 v__7 = make_float4(0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/, 0x1.8p-1f/*7.500000e-01*/);
        __2.x = powf(__3.x, v__7.x);
        __2.y = powf(__3.y, v__7.y);
        __2.z = powf(__3.z, v__7.z);
        __2.w = powf(__3.w, v__7.w);
        __1.x = (v_.x/__2.x);
        __1.y = (v_.y/__2.y);
        __1.z = (v_.z/__2.z);
        __1.w = (v_.w/__2.w);
      *(float4*)(Y_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}

