
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

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 610)
#include <sm_61_intrinsics.h>

#if defined(__CUDACC_RTC__)
#define __SM_61_INTRINSICS_DECL__ __device__
#else /* !__CUDACC_RTC__ */
#define __SM_61_INTRINSICS_DECL__ static __device__ __inline__
#endif /* __CUDACC_RTC__ */

#ifndef __CUDA_ARCH__
#define __DEF_IF_HOST { }
#else  /* !__CUDA_ARCH__ */
#define __DEF_IF_HOST ;
#endif /* __CUDA_ARCH__ */

__SM_61_INTRINSICS_DECL__ int __dp4a(unsigned int srcA, int srcB, int c) __DEF_IF_HOST
__SM_61_INTRINSICS_DECL__ int __dp4a(int srcA, unsigned int srcB, int c) __DEF_IF_HOST

#undef __DEF_IF_HOST

#if !defined(__CUDACC_RTC__) && defined(__CUDA_ARCH__)
__SM_61_INTRINSICS_DECL__ int __dp4a(unsigned int srcA, int srcB, int c) {
    int ret;
    asm volatile ("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(ret) : "r"(srcA), "r"(srcB), "r"(c));
    return ret;
}

__SM_61_INTRINSICS_DECL__ int __dp4a(int srcA, unsigned int srcB, int c) {
    int ret;
    asm volatile ("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(srcA), "r"(srcB), "r"(c));
    return ret;
}
#endif /* !__CUDACC_RTC__ && defined(__CUDA_ARCH__) */

#undef __SM_61_INTRINSICS_DECL__

#endif // __CUDA_ARCH__ >= 610

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
extern "C" __global__ void __launch_bounds__(256) dropout_shape4096x1024_p1p0_seed1_mask1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, uchar* __restrict__ mask_ptr);
extern "C" __global__ void __launch_bounds__(256) dropout_shape4096x1024_p1p0_seed1_mask1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, uchar* __restrict__ mask_ptr) {
  alignas(64) uchar keep_local_ptr[4];
  alignas(64) float X_local_ptr[4];
  keep_local_ptr[0] = (uchar)0;
  keep_local_ptr[1] = (uchar)0;
  keep_local_ptr[2] = (uchar)0;
  keep_local_ptr[3] = (uchar)0;
  keep_local_ptr[0] = keep_local_ptr[0];
  keep_local_ptr[1] = keep_local_ptr[1];
  keep_local_ptr[2] = keep_local_ptr[2];
  keep_local_ptr[3] = keep_local_ptr[3];
  int cse_v1 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  *(float4*)(X_local_ptr + 0) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)));
  float condval;
  if (keep_local_ptr[0] != (uchar)0) {
    condval = X_local_ptr[0];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[0] = condval;
  float condval_1;
  if (keep_local_ptr[1] != (uchar)0) {
    condval_1 = X_local_ptr[1];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[1] = condval_1;
  float condval_2;
  if (keep_local_ptr[2] != (uchar)0) {
    condval_2 = X_local_ptr[2];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[2] = condval_2;
  float condval_3;
  if (keep_local_ptr[3] != (uchar)0) {
    condval_3 = X_local_ptr[3];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_local_ptr[3] = condval_3;
  *(uint*)(mask_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(uint*)(keep_local_ptr + 0);
  *(float4*)(Y_ptr + ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))) = *(float4*)(X_local_ptr + 0);
}

