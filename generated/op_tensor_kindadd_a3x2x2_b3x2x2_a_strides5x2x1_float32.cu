
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
extern "C" __global__ void __launch_bounds__(32) op_tensor_kindadd_a3x2x2_b3x2x2_a_strides5x2x1_float32_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(32) op_tensor_kindadd_a3x2x2_b3x2x2_a_strides5x2x1_float32_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float B_local_ptr[4];
  int cse_v1 = (((int)threadIdx.x) * 4);
  if (((int)threadIdx.x) < 3) {
    *(float4*)(B_local_ptr + 0) = *(float4*)(B_ptr + (((int)threadIdx.x) * 4));
  }
  int cse_v2 = (((int)threadIdx.x) * 5);
  if (((int)threadIdx.x) < 3) {
    B_local_ptr[0] = (A_ptr[(((int)threadIdx.x) * 5)] + B_local_ptr[0]);
  }
  if (((int)threadIdx.x) < 3) {
    B_local_ptr[1] = (A_ptr[((((int)threadIdx.x) * 5) + 1)] + B_local_ptr[1]);
  }
  if (((int)threadIdx.x) < 3) {
    B_local_ptr[2] = (A_ptr[((((int)threadIdx.x) * 5) + 2)] + B_local_ptr[2]);
  }
  if (((int)threadIdx.x) < 3) {
    B_local_ptr[3] = (A_ptr[((((int)threadIdx.x) * 5) + 3)] + B_local_ptr[3]);
  }
  if (((int)threadIdx.x) < 3) {
    *(float4*)(C_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_local_ptr + 0);
  }
}

