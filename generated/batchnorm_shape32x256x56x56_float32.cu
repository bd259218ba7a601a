
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
extern "C" __global__ void __launch_bounds__(256) batchnorm_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_var_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(256) batchnorm_shape32x256x56x56_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_var_ptr, float* __restrict__ scale_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  alignas(64) uint xu_ptr[4];
  alignas(64) float pr_ptr[4];
  alignas(64) uint yu_ptr[4];
  int cse_v1 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  *(float4*)(((float*)xu_ptr) + 0) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)));
  int cse_v2 = ((((((int)blockIdx.x) % 784) * 256) + ((int)threadIdx.x)) / 784);
  pr_ptr[0] = scale_ptr[((((((int)blockIdx.x) % 784) * 256) + ((int)threadIdx.x)) / 784)];
  pr_ptr[1] = running_var_ptr[((((((int)blockIdx.x) % 784) * 256) + ((int)threadIdx.x)) / 784)];
  pr_ptr[2] = running_mean_ptr[((((((int)blockIdx.x) % 784) * 256) + ((int)threadIdx.x)) / 784)];
  pr_ptr[3] = bias_ptr[((((((int)blockIdx.x) % 784) * 256) + ((int)threadIdx.x)) / 784)];
  pr_ptr[0] = (pr_ptr[0] / sqrtf((pr_ptr[1] + 0x1.4f8b58p-17f/*1.000000e-05*/)));
  ((float*)yu_ptr)[0] = ((pr_ptr[0] * (((float*)xu_ptr)[0] - pr_ptr[2])) + pr_ptr[3]);
  ((float*)yu_ptr)[1] = ((pr_ptr[0] * (((float*)xu_ptr)[1] - pr_ptr[2])) + pr_ptr[3]);
  ((float*)yu_ptr)[2] = ((pr_ptr[0] * (((float*)xu_ptr)[2] - pr_ptr[2])) + pr_ptr[3]);
  ((float*)yu_ptr)[3] = ((pr_ptr[0] * (((float*)xu_ptr)[3] - pr_ptr[2])) + pr_ptr[3]);
  *(float4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(float4*)(((float*)yu_ptr) + 0);
}

