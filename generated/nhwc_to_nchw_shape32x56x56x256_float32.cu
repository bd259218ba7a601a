
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
extern "C" __global__ void __launch_bounds__(128) nhwc_to_nchw_shape32x56x56x256_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(128) nhwc_to_nchw_shape32x56x56x256_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  __shared__ alignas(64) float X_shared_ptr[1056];
  alignas(64) float X_local_ptr[4];
  alignas(64) float Y_local_ptr[4];
  int cse_v1 = (((int)blockIdx.x) % 98);
  int cse_v2 = (((int)threadIdx.x) >> 3);
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v4 = ((((int)threadIdx.x) & 7) * 4);
  for (int ax0_ax1_0_fused_0 = 0; ax0_ax1_0_fused_0 < 2; ++ax0_ax1_0_fused_0) {
    *(float4*)(X_local_ptr + 0) = *(float4*)(X_ptr + (((((((((int)blockIdx.x) / 784) * 802816) + ((((int)blockIdx.x) % 98) * 8192)) + (ax0_ax1_0_fused_0 * 4096)) + ((((int)threadIdx.x) >> 3) * 256)) + (((((int)blockIdx.x) % 784) / 98) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
    int cse_v5 = (((ax0_ax1_0_fused_0 * 528) + ((((int)threadIdx.x) >> 3) * 33)) + ((((int)threadIdx.x) & 7) * 4));
    X_shared_ptr[(((ax0_ax1_0_fused_0 * 528) + ((((int)threadIdx.x) >> 3) * 33)) + ((((int)threadIdx.x) & 7) * 4))] = X_local_ptr[0];
    X_shared_ptr[((((ax0_ax1_0_fused_0 * 528) + ((((int)threadIdx.x) >> 3) * 33)) + ((((int)threadIdx.x) & 7) * 4)) + 1)] = X_local_ptr[1];
    X_shared_ptr[((((ax0_ax1_0_fused_0 * 528) + ((((int)threadIdx.x) >> 3) * 33)) + ((((int)threadIdx.x) & 7) * 4)) + 2)] = X_local_ptr[2];
    X_shared_ptr[((((ax0_ax1_0_fused_0 * 528) + ((((int)threadIdx.x) >> 3) * 33)) + ((((int)threadIdx.x) & 7) * 4)) + 3)] = X_local_ptr[3];
  }
  __syncthreads();
  for (int ax1_1_ax2_1_0_fused_0 = 0; ax1_1_ax2_1_0_fused_0 < 2; ++ax1_1_ax2_1_0_fused_0) {
    int cse_v6 = ((((((int)threadIdx.x) & 7) * 132) + (ax1_1_ax2_1_0_fused_0 * 16)) + (((int)threadIdx.x) >> 3));
    Y_local_ptr[0] = X_shared_ptr[((((((int)threadIdx.x) & 7) * 132) + (ax1_1_ax2_1_0_fused_0 * 16)) + (((int)threadIdx.x) >> 3))];
    Y_local_ptr[1] = X_shared_ptr[(((((((int)threadIdx.x) & 7) * 132) + (ax1_1_ax2_1_0_fused_0 * 16)) + (((int)threadIdx.x) >> 3)) + 33)];
    Y_local_ptr[2] = X_shared_ptr[(((((((int)threadIdx.x) & 7) * 132) + (ax1_1_ax2_1_0_fused_0 * 16)) + (((int)threadIdx.x) >> 3)) + 66)];
    Y_local_ptr[3] = X_shared_ptr[(((((((int)threadIdx.x) & 7) * 132) + (ax1_1_ax2_1_0_fused_0 * 16)) + (((int)threadIdx.x) >> 3)) + 99)];
    *(float4*)(Y_ptr + ((((((((int)blockIdx.x) / 98) * 100352) + (ax1_1_ax2_1_0_fused_0 * 50176)) + ((((int)threadIdx.x) >> 3) * 3136)) + ((((int)blockIdx.x) % 98) * 32)) + ((((int)threadIdx.x) & 7) * 4))) = *(float4*)(Y_local_ptr + 0);
  }
}

