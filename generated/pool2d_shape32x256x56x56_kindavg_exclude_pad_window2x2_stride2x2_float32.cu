
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

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) float xv_ptr[8];
  alignas(64) float xe_ptr[2];
  alignas(64) float vm_ptr[4];
  alignas(64) float ob_ptr[2];
  alignas(64) float yb_ptr[2];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 14) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4));
  *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 14) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)));
  *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 14) * 112) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)) + 56));
  ob_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[0]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[1]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[4]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[5]);
  yb_ptr[0] = (ob_ptr[0] / 0x1p+2f/*4.000000e+00*/);
  ob_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[2]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[3]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[6]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[7]);
  yb_ptr[1] = (ob_ptr[1] / 0x1p+2f/*4.000000e+00*/);
  *(float2*)(Y_ptr + ((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2))) = *(float2*)(yb_ptr + 0);
}

