
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
extern "C" __global__ void __launch_bounds__(256) reduce_shape32x256x56x56_axes1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) reduce_shape32x256x56x56_axes1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float in_thread_Y_acc_local_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr[256];
  in_thread_Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 49);
  int cse_v2 = (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56);
  int cse_v3 = (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56);
  int cse_v4 = (((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56));
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[(((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56))]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 12544)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 25088)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 37632)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 50176)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 62720)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 75264)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 87808)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 100352)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 112896)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 125440)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 137984)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 150528)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 163072)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 175616)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 188160)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 200704)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 213248)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 225792)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 238336)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 250880)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 263424)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 275968)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 288512)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 301056)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 313600)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 326144)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 338688)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 351232)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 363776)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 376320)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 388864)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 401408)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 413952)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 426496)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 439040)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 451584)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 464128)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 476672)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 489216)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 501760)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 514304)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 526848)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 539392)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 551936)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 564480)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 577024)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 589568)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 602112)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 614656)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 627200)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 639744)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 652288)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 664832)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 677376)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 689920)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 702464)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 715008)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 727552)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 740096)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 752640)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 765184)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 777728)]);
  in_thread_Y_acc_local_ptr[0] = (in_thread_Y_acc_local_ptr[0] + X_ptr[((((((((int)blockIdx.x) / 49) * 802816) + (((int)threadIdx.y) * 3136)) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56)) + 790272)]);
  __syncthreads();
  ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 4) + ((int)threadIdx.y))] = in_thread_Y_acc_local_ptr[0];
  __syncthreads();
  if (((int)threadIdx.y) < 2) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 4) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 4) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 4) + ((int)threadIdx.y)) + 2)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) < 1) {
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 4) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 4) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 4) + ((int)threadIdx.y)) + 1)]);
  }
  __syncthreads();
  if (((int)threadIdx.y) == 0) {
    Y_ptr[((((((int)blockIdx.x) / 49) * 3136) + (((((((int)blockIdx.x) % 49) * 8) + (((int)threadIdx.x) >> 3)) / 7) * 56)) + (((((int)blockIdx.x) * 64) + ((int)threadIdx.x)) % 56))] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 4)];
  }
}

