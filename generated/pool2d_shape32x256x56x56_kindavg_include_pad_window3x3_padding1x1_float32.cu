
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
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) float xv_ptr[12];
  alignas(64) float xe_ptr[6];
  alignas(64) float vm_ptr[6];
  alignas(64) float ob_ptr[4];
  alignas(64) float yb_ptr[4];
  xe_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  xe_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  xe_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  xe_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  xe_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  xe_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v2 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784);
  int cse_v3 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14);
  int cse_v5 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136);
  int cse_v6 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14);
  int cse_v7 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4);
  int cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4));
  *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)));
  int cse_v4 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)));
  int cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4));
  *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)));
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14)) {
    xe_ptr[0] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) < 13) {
    xe_ptr[1] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (max((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) - 1), 0) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)) + 4)];
  }
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14)) {
    xe_ptr[2] = X_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) < 13) {
    xe_ptr[3] = X_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 4)];
  }
  if (1 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14)) {
    xe_ptr[4] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)) - 1)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) < 13) {
    xe_ptr[5] = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 784) * 3136) + (min((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) + 1), 55) * 56)) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 14) * 4)) + 4)];
  }
  if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) < 14) {
    xv_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    xe_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    xe_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  if (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 784) / 14) == 55) {
    xv_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    xv_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    xe_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    xe_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  }
  ob_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[0] = (ob_ptr[0] + xe_ptr[0]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[0]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[1]);
  ob_ptr[0] = (ob_ptr[0] + xe_ptr[2]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[4]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[5]);
  ob_ptr[0] = (ob_ptr[0] + xe_ptr[4]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[8]);
  ob_ptr[0] = (ob_ptr[0] + xv_ptr[9]);
  yb_ptr[0] = (ob_ptr[0] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/);
  ob_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[0]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[1]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[2]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[4]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[5]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[6]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[8]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[9]);
  ob_ptr[1] = (ob_ptr[1] + xv_ptr[10]);
  yb_ptr[1] = (ob_ptr[1] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/);
  ob_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[1]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[2]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[3]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[5]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[6]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[7]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[9]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[10]);
  ob_ptr[2] = (ob_ptr[2] + xv_ptr[11]);
  yb_ptr[2] = (ob_ptr[2] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/);
  ob_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[2]);
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[3]);
  ob_ptr[3] = (ob_ptr[3] + xe_ptr[1]);
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[6]);
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[7]);
  ob_ptr[3] = (ob_ptr[3] + xe_ptr[3]);
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[10]);
  ob_ptr[3] = (ob_ptr[3] + xv_ptr[11]);
  ob_ptr[3] = (ob_ptr[3] + xe_ptr[5]);
  yb_ptr[3] = (ob_ptr[3] * 0x1.c71c71c71c71cp-4f/*1.111111e-01*/);
  *(float4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(float4*)(yb_ptr + 0);
}

