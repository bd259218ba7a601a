
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
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindavg_exclude_pad_window2x2_stride2x2_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  __shared__ alignas(64) float X_shared_ptr[3136];
  alignas(64) float pool_sum_local_ptr[4];
  int cse_v1 = (((int)threadIdx.x) * 4);
  int cse_v4 = ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4));
  *(float4*)(X_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)));
  *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 896));
  *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 1792));
  if (((int)threadIdx.x) < 112) {
    *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 2688)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 2688));
  }
  int cse_v2 = (((int)threadIdx.x) / 28);
  int cse_v3 = (((int)threadIdx.x) % 28);
  int cse_v5 = (((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2));
  __syncthreads();
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_shared_ptr[(((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2))]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 1)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 56)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 57)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 112)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 113)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 168)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 169)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 224)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 225)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 280)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 281)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 336)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 337)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 392)]);
  }
  if (((int)threadIdx.x) < 196) {
    pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + X_shared_ptr[((((((int)threadIdx.x) / 28) * 448) + ((((int)threadIdx.x) % 28) * 2)) + 393)]);
  }
  int cse_v6 = (((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28));
  if (((int)threadIdx.x) < 196) {
    Y_ptr[(((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28))] = (pool_sum_local_ptr[0] / 0x1p+2f/*4.000000e+00*/);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = (pool_sum_local_ptr[1] / 0x1p+2f/*4.000000e+00*/);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = (pool_sum_local_ptr[2] / 0x1p+2f/*4.000000e+00*/);
  }
  if (((int)threadIdx.x) < 196) {
    Y_ptr[((((((int)blockIdx.x) * 784) + ((((int)threadIdx.x) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = (pool_sum_local_ptr[3] / 0x1p+2f/*4.000000e+00*/);
  }
}

