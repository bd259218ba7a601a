
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
extern "C" __global__ void __launch_bounds__(224) batchnorm_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_var_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(224) batchnorm_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_var_ptr, float* __restrict__ scale_ptr) {
  for (int h_w_fused_0_0 = 0; h_w_fused_0_0 < 4; ++h_w_fused_0_0) {
    if (((h_w_fused_0_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      int cse_v1 = (((int)blockIdx.x) & 255);
      int cse_v2 = (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4));
      float4 __1;
        float4 __2;
          float4 v_ = make_float4((scale_ptr[(((int)blockIdx.x) & 255)] / sqrtf((running_var_ptr[(((int)blockIdx.x) & 255)] + 0x1.4f8b58p-17f/*1.000000e-05*/))), (scale_ptr[(((int)blockIdx.x) & 255)] / sqrtf((running_var_ptr[(((int)blockIdx.x) & 255)] + 0x1.4f8b58p-17f/*1.000000e-05*/))), (scale_ptr[(((int)blockIdx.x) & 255)] / sqrtf((running_var_ptr[(((int)blockIdx.x) & 255)] + 0x1.4f8b58p-17f/*1.000000e-05*/))), (scale_ptr[(((int)blockIdx.x) & 255)] / sqrtf((running_var_ptr[(((int)blockIdx.x) & 255)] + 0x1.4f8b58p-17f/*1.000000e-05*/))));
          float4 __3;
            float4 v__1 = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4)));
            float4 v__2 = make_float4(running_mean_ptr[(((int)blockIdx.x) & 255)], running_mean_ptr[(((int)blockIdx.x) & 255)], running_mean_ptr[(((int)blockIdx.x) & 255)], running_mean_ptr[(((int)blockIdx.x) & 255)]);
            __3.x = (v__1.x-v__2.x);
            __3.y = (v__1.y-v__2.y);
            __3.z = (v__1.z-v__2.z);
            __3.w = (v__1.w-v__2.w);
          __2.x = (v_.x*__3.x);
          __2.y = (v_.y*__3.y);
          __2.z = (v_.z*__3.z);
          __2.w = (v_.w*__3.w);
        float4 v__3 = make_float4(bias_ptr[(((int)blockIdx.x) & 255)], bias_ptr[(((int)blockIdx.x) & 255)], bias_ptr[(((int)blockIdx.x) & 255)], bias_ptr[(((int)blockIdx.x) & 255)]);
        __1.x = (__2.x+v__3.x);
        __1.y = (__2.y+v__3.y);
        __1.z = (__2.z+v__3.z);
        __1.w = (__2.w+v__3.w);
      *(float4*)(Y_ptr + (((((int)blockIdx.x) * 3136) + (h_w_fused_0_0 * 896)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}

