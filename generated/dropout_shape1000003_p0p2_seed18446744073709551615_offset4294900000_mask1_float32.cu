
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
extern "C" __global__ void __launch_bounds__(256) dropout_shape1000003_p0p2_seed18446744073709551615_offset4294900000_mask1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, uchar* __restrict__ mask_ptr);
extern "C" __global__ void __launch_bounds__(256) dropout_shape1000003_p0p2_seed18446744073709551615_offset4294900000_mask1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, uchar* __restrict__ mask_ptr) {
  alignas(64) uint philox_local_ptr[4];
  alignas(64) uchar keep_local_ptr[4];
  int cse_v1 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  uint cse_v7 = ((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250001) {
    uint ph0_1 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
    uint ph0_2 = ((__umulhi(((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)), (uint)3528531795) ^ (uint)0) ^ (uint)4294967295);
    uint ph0_3 = (((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)) * (uint)3528531795);
    uint ph1_0 = ((__umulhi(ph0_2, (uint)3449720151) ^ ph0_1) ^ (uint)2654435768);
    uint ph1_1 = (ph0_2 * (uint)3449720151);
    uint ph1_2 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295), (uint)3528531795) ^ ph0_3) ^ (uint)3144134276);
    uint ph1_3 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295) * (uint)3528531795);
    uint ph2_0 = ((__umulhi(ph1_2, (uint)3449720151) ^ ph1_1) ^ (uint)1013904241);
    uint ph2_1 = (ph1_2 * (uint)3449720151);
    uint ph2_2 = ((__umulhi(ph1_0, (uint)3528531795) ^ ph1_3) ^ (uint)1993301257);
    uint ph2_3 = (ph1_0 * (uint)3528531795);
    uint ph3_0 = ((__umulhi(ph2_2, (uint)3449720151) ^ ph2_1) ^ (uint)3668340010);
    uint ph3_1 = (ph2_2 * (uint)3449720151);
    uint ph3_2 = ((__umulhi(ph2_0, (uint)3528531795) ^ ph2_3) ^ (uint)842468238);
    uint ph3_3 = (ph2_0 * (uint)3528531795);
    uint ph4_0 = ((__umulhi(ph3_2, (uint)3449720151) ^ ph3_1) ^ (uint)2027808483);
    uint ph4_1 = (ph3_2 * (uint)3449720151);
    uint ph4_2 = ((__umulhi(ph3_0, (uint)3528531795) ^ ph3_3) ^ (uint)3986602515);
    uint ph4_3 = (ph3_0 * (uint)3528531795);
    uint ph5_0 = ((__umulhi(ph4_2, (uint)3449720151) ^ ph4_1) ^ (uint)387276956);
    uint ph5_1 = (ph4_2 * (uint)3449720151);
    uint ph5_2 = ((__umulhi(ph4_0, (uint)3528531795) ^ ph4_3) ^ (uint)2835769496);
    uint ph5_3 = (ph4_0 * (uint)3528531795);
    uint ph6_0 = ((__umulhi(ph5_2, (uint)3449720151) ^ ph5_1) ^ (uint)3041712725);
    uint ph6_1 = (ph5_2 * (uint)3449720151);
    uint ph6_2 = ((__umulhi(ph5_0, (uint)3528531795) ^ ph5_3) ^ (uint)1684936477);
    uint ph6_3 = (ph5_0 * (uint)3528531795);
    uint ph7_0 = ((__umulhi(ph6_2, (uint)3449720151) ^ ph6_1) ^ (uint)1401181198);
    uint ph7_1 = (ph6_2 * (uint)3449720151);
    uint ph7_2 = ((__umulhi(ph6_0, (uint)3528531795) ^ ph6_3) ^ (uint)534103458);
    uint ph7_3 = (ph6_0 * (uint)3528531795);
    uint ph8_0 = ((__umulhi(ph7_2, (uint)3449720151) ^ ph7_1) ^ (uint)4055616967);
    uint ph8_1 = (ph7_2 * (uint)3449720151);
    uint ph8_2 = ((__umulhi(ph7_0, (uint)3528531795) ^ ph7_3) ^ (uint)3678237735);
    uint ph8_3 = (ph7_0 * (uint)3528531795);
    uint ph9_0 = ((__umulhi(ph8_2, (uint)3449720151) ^ ph8_1) ^ (uint)2415085440);
    uint ph9_1 = (ph8_2 * (uint)3449720151);
    uint ph9_2 = ((__umulhi(ph8_0, (uint)3528531795) ^ ph8_3) ^ (uint)2527404716);
    uint ph9_3 = (ph8_0 * (uint)3528531795);
    philox_local_ptr[0] = ph9_0;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250001) {
    uint ph0_1_1 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
    uint ph0_2_1 = ((__umulhi(((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)), (uint)3528531795) ^ (uint)0) ^ (uint)4294967295);
    uint ph0_3_1 = (((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)) * (uint)3528531795);
    uint ph1_0_1 = ((__umulhi(ph0_2_1, (uint)3449720151) ^ ph0_1_1) ^ (uint)2654435768);
    uint ph1_1_1 = (ph0_2_1 * (uint)3449720151);
    uint ph1_2_1 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295), (uint)3528531795) ^ ph0_3_1) ^ (uint)3144134276);
    uint ph1_3_1 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295) * (uint)3528531795);
    uint ph2_0_1 = ((__umulhi(ph1_2_1, (uint)3449720151) ^ ph1_1_1) ^ (uint)1013904241);
    uint ph2_1_1 = (ph1_2_1 * (uint)3449720151);
    uint ph2_2_1 = ((__umulhi(ph1_0_1, (uint)3528531795) ^ ph1_3_1) ^ (uint)1993301257);
    uint ph2_3_1 = (ph1_0_1 * (uint)3528531795);
    uint ph3_0_1 = ((__umulhi(ph2_2_1, (uint)3449720151) ^ ph2_1_1) ^ (uint)3668340010);
    uint ph3_1_1 = (ph2_2_1 * (uint)3449720151);
    uint ph3_2_1 = ((__umulhi(ph2_0_1, (uint)3528531795) ^ ph2_3_1) ^ (uint)842468238);
    uint ph3_3_1 = (ph2_0_1 * (uint)3528531795);
    uint ph4_0_1 = ((__umulhi(ph3_2_1, (uint)3449720151) ^ ph3_1_1) ^ (uint)2027808483);
    uint ph4_1_1 = (ph3_2_1 * (uint)3449720151);
    uint ph4_2_1 = ((__umulhi(ph3_0_1, (uint)3528531795) ^ ph3_3_1) ^ (uint)3986602515);
    uint ph4_3_1 = (ph3_0_1 * (uint)3528531795);
    uint ph5_0_1 = ((__umulhi(ph4_2_1, (uint)3449720151) ^ ph4_1_1) ^ (uint)387276956);
    uint ph5_1_1 = (ph4_2_1 * (uint)3449720151);
    uint ph5_2_1 = ((__umulhi(ph4_0_1, (uint)3528531795) ^ ph4_3_1) ^ (uint)2835769496);
    uint ph5_3_1 = (ph4_0_1 * (uint)3528531795);
    uint ph6_0_1 = ((__umulhi(ph5_2_1, (uint)3449720151) ^ ph5_1_1) ^ (uint)3041712725);
    uint ph6_1_1 = (ph5_2_1 * (uint)3449720151);
    uint ph6_2_1 = ((__umulhi(ph5_0_1, (uint)3528531795) ^ ph5_3_1) ^ (uint)1684936477);
    uint ph6_3_1 = (ph5_0_1 * (uint)3528531795);
    uint ph7_0_1 = ((__umulhi(ph6_2_1, (uint)3449720151) ^ ph6_1_1) ^ (uint)1401181198);
    uint ph7_1_1 = (ph6_2_1 * (uint)3449720151);
    uint ph7_2_1 = ((__umulhi(ph6_0_1, (uint)3528531795) ^ ph6_3_1) ^ (uint)534103458);
    uint ph7_3_1 = (ph6_0_1 * (uint)3528531795);
    uint ph8_0_1 = ((__umulhi(ph7_2_1, (uint)3449720151) ^ ph7_1_1) ^ (uint)4055616967);
    uint ph8_1_1 = (ph7_2_1 * (uint)3449720151);
    uint ph8_2_1 = ((__umulhi(ph7_0_1, (uint)3528531795) ^ ph7_3_1) ^ (uint)3678237735);
    uint ph8_3_1 = (ph7_0_1 * (uint)3528531795);
    uint ph9_0_1 = ((__umulhi(ph8_2_1, (uint)3449720151) ^ ph8_1_1) ^ (uint)2415085440);
    uint ph9_1_1 = (ph8_2_1 * (uint)3449720151);
    uint ph9_2_1 = ((__umulhi(ph8_0_1, (uint)3528531795) ^ ph8_3_1) ^ (uint)2527404716);
    uint ph9_3_1 = (ph8_0_1 * (uint)3528531795);
    philox_local_ptr[1] = ph9_1_1;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250001) {
    uint ph0_1_2 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
    uint ph0_2_2 = ((__umulhi(((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)), (uint)3528531795) ^ (uint)0) ^ (uint)4294967295);
    uint ph0_3_2 = (((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)) * (uint)3528531795);
    uint ph1_0_2 = ((__umulhi(ph0_2_2, (uint)3449720151) ^ ph0_1_2) ^ (uint)2654435768);
    uint ph1_1_2 = (ph0_2_2 * (uint)3449720151);
    uint ph1_2_2 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295), (uint)3528531795) ^ ph0_3_2) ^ (uint)3144134276);
    uint ph1_3_2 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295) * (uint)3528531795);
    uint ph2_0_2 = ((__umulhi(ph1_2_2, (uint)3449720151) ^ ph1_1_2) ^ (uint)1013904241);
    uint ph2_1_2 = (ph1_2_2 * (uint)3449720151);
    uint ph2_2_2 = ((__umulhi(ph1_0_2, (uint)3528531795) ^ ph1_3_2) ^ (uint)1993301257);
    uint ph2_3_2 = (ph1_0_2 * (uint)3528531795);
    uint ph3_0_2 = ((__umulhi(ph2_2_2, (uint)3449720151) ^ ph2_1_2) ^ (uint)3668340010);
    uint ph3_1_2 = (ph2_2_2 * (uint)3449720151);
    uint ph3_2_2 = ((__umulhi(ph2_0_2, (uint)3528531795) ^ ph2_3_2) ^ (uint)842468238);
    uint ph3_3_2 = (ph2_0_2 * (uint)3528531795);
    uint ph4_0_2 = ((__umulhi(ph3_2_2, (uint)3449720151) ^ ph3_1_2) ^ (uint)2027808483);
    uint ph4_1_2 = (ph3_2_2 * (uint)3449720151);
    uint ph4_2_2 = ((__umulhi(ph3_0_2, (uint)3528531795) ^ ph3_3_2) ^ (uint)3986602515);
    uint ph4_3_2 = (ph3_0_2 * (uint)3528531795);
    uint ph5_0_2 = ((__umulhi(ph4_2_2, (uint)3449720151) ^ ph4_1_2) ^ (uint)387276956);
    uint ph5_1_2 = (ph4_2_2 * (uint)3449720151);
    uint ph5_2_2 = ((__umulhi(ph4_0_2, (uint)3528531795) ^ ph4_3_2) ^ (uint)2835769496);
    uint ph5_3_2 = (ph4_0_2 * (uint)3528531795);
    uint ph6_0_2 = ((__umulhi(ph5_2_2, (uint)3449720151) ^ ph5_1_2) ^ (uint)3041712725);
    uint ph6_1_2 = (ph5_2_2 * (uint)3449720151);
    uint ph6_2_2 = ((__umulhi(ph5_0_2, (uint)3528531795) ^ ph5_3_2) ^ (uint)1684936477);
    uint ph6_3_2 = (ph5_0_2 * (uint)3528531795);
    uint ph7_0_2 = ((__umulhi(ph6_2_2, (uint)3449720151) ^ ph6_1_2) ^ (uint)1401181198);
    uint ph7_1_2 = (ph6_2_2 * (uint)3449720151);
    uint ph7_2_2 = ((__umulhi(ph6_0_2, (uint)3528531795) ^ ph6_3_2) ^ (uint)534103458);
    uint ph7_3_2 = (ph6_0_2 * (uint)3528531795);
    uint ph8_0_2 = ((__umulhi(ph7_2_2, (uint)3449720151) ^ ph7_1_2) ^ (uint)4055616967);
    uint ph8_1_2 = (ph7_2_2 * (uint)3449720151);
    uint ph8_2_2 = ((__umulhi(ph7_0_2, (uint)3528531795) ^ ph7_3_2) ^ (uint)3678237735);
    uint ph8_3_2 = (ph7_0_2 * (uint)3528531795);
    uint ph9_0_2 = ((__umulhi(ph8_2_2, (uint)3449720151) ^ ph8_1_2) ^ (uint)2415085440);
    uint ph9_1_2 = (ph8_2_2 * (uint)3449720151);
    uint ph9_2_2 = ((__umulhi(ph8_0_2, (uint)3528531795) ^ ph8_3_2) ^ (uint)2527404716);
    uint ph9_3_2 = (ph8_0_2 * (uint)3528531795);
    philox_local_ptr[2] = ph9_2_2;
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250001) {
    uint ph0_1_3 = ((uint)((uint64_t)0ULL & (uint64_t)4294967295ULL));
    uint ph0_2_3 = ((__umulhi(((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)), (uint)3528531795) ^ (uint)0) ^ (uint)4294967295);
    uint ph0_3_3 = (((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) & (uint64_t)4294967295ULL)) * (uint)3528531795);
    uint ph1_0_3 = ((__umulhi(ph0_2_3, (uint)3449720151) ^ ph0_1_3) ^ (uint)2654435768);
    uint ph1_1_3 = (ph0_2_3 * (uint)3449720151);
    uint ph1_2_3 = ((__umulhi(((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295), (uint)3528531795) ^ ph0_3_3) ^ (uint)3144134276);
    uint ph1_3_3 = (((((uint)((uint64_t)0ULL >> (uint64_t)32ULL)) ^ ((uint)(((uint64_t)4294900000ULL + ((uint64_t)((((int)blockIdx.x) * 256) + ((int)threadIdx.x)))) >> (uint64_t)32ULL))) ^ (uint)4294967295) * (uint)3528531795);
    uint ph2_0_3 = ((__umulhi(ph1_2_3, (uint)3449720151) ^ ph1_1_3) ^ (uint)1013904241);
    uint ph2_1_3 = (ph1_2_3 * (uint)3449720151);
    uint ph2_2_3 = ((__umulhi(ph1_0_3, (uint)3528531795) ^ ph1_3_3) ^ (uint)1993301257);
    uint ph2_3_3 = (ph1_0_3 * (uint)3528531795);
    uint ph3_0_3 = ((__umulhi(ph2_2_3, (uint)3449720151) ^ ph2_1_3) ^ (uint)3668340010);
    uint ph3_1_3 = (ph2_2_3 * (uint)3449720151);
    uint ph3_2_3 = ((__umulhi(ph2_0_3, (uint)3528531795) ^ ph2_3_3) ^ (uint)842468238);
    uint ph3_3_3 = (ph2_0_3 * (uint)3528531795);
    uint ph4_0_3 = ((__umulhi(ph3_2_3, (uint)3449720151) ^ ph3_1_3) ^ (uint)2027808483);
    uint ph4_1_3 = (ph3_2_3 * (uint)3449720151);
    uint ph4_2_3 = ((__umulhi(ph3_0_3, (uint)3528531795) ^ ph3_3_3) ^ (uint)3986602515);
    uint ph4_3_3 = (ph3_0_3 * (uint)3528531795);
    uint ph5_0_3 = ((__umulhi(ph4_2_3, (uint)3449720151) ^ ph4_1_3) ^ (uint)387276956);
    uint ph5_1_3 = (ph4_2_3 * (uint)3449720151);
    uint ph5_2_3 = ((__umulhi(ph4_0_3, (uint)3528531795) ^ ph4_3_3) ^ (uint)2835769496);
    uint ph5_3_3 = (ph4_0_3 * (uint)3528531795);
    uint ph6_0_3 = ((__umulhi(ph5_2_3, (uint)3449720151) ^ ph5_1_3) ^ (uint)3041712725);
    uint ph6_1_3 = (ph5_2_3 * (uint)3449720151);
    uint ph6_2_3 = ((__umulhi(ph5_0_3, (uint)3528531795) ^ ph5_3_3) ^ (uint)1684936477);
    uint ph6_3_3 = (ph5_0_3 * (uint)3528531795);
    uint ph7_0_3 = ((__umulhi(ph6_2_3, (uint)3449720151) ^ ph6_1_3) ^ (uint)1401181198);
    uint ph7_1_3 = (ph6_2_3 * (uint)3449720151);
    uint ph7_2_3 = ((__umulhi(ph6_0_3, (uint)3528531795) ^ ph6_3_3) ^ (uint)534103458);
    uint ph7_3_3 = (ph6_0_3 * (uint)3528531795);
    uint ph8_0_3 = ((__umulhi(ph7_2_3, (uint)3449720151) ^ ph7_1_3) ^ (uint)4055616967);
    uint ph8_1_3 = (ph7_2_3 * (uint)3449720151);
    uint ph8_2_3 = ((__umulhi(ph7_0_3, (uint)3528531795) ^ ph7_3_3) ^ (uint)3678237735);
    uint ph8_3_3 = (ph7_0_3 * (uint)3528531795);
    uint ph9_0_3 = ((__umulhi(ph8_2_3, (uint)3449720151) ^ ph8_1_3) ^ (uint)2415085440);
    uint ph9_1_3 = (ph8_2_3 * (uint)3449720151);
    uint ph9_2_3 = ((__umulhi(ph8_0_3, (uint)3528531795) ^ ph8_3_3) ^ (uint)2527404716);
    uint ph9_3_3 = (ph8_0_3 * (uint)3528531795);
    philox_local_ptr[3] = ph9_3_3;
  }
  int cse_v2 = ((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4));
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000003) {
    keep_local_ptr[0] = ((uchar)((uint)1 <= (philox_local_ptr[0] / (uint)858993459)));
  }
  int cse_v3 = ((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2));
  if (((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) < 500001) {
    keep_local_ptr[1] = ((uchar)((uint)1 <= (philox_local_ptr[1] / (uint)858993459)));
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000001) {
    keep_local_ptr[2] = ((uchar)((uint)1 <= (philox_local_ptr[2] / (uint)858993459)));
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250000) {
    keep_local_ptr[3] = ((uchar)((uint)1 <= (philox_local_ptr[3] / (uint)858993459)));
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000003) {
    keep_local_ptr[0] = keep_local_ptr[0];
  }
  if (((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) < 500001) {
    keep_local_ptr[1] = keep_local_ptr[1];
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000001) {
    keep_local_ptr[2] = keep_local_ptr[2];
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250000) {
    keep_local_ptr[3] = keep_local_ptr[3];
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000003) {
    float condval;
    if (keep_local_ptr[0] != (uchar)0) {
      condval = (X_ptr[((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))] * 0x1.4p+0f/*1.250000e+00*/);
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    Y_ptr[((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))] = condval;
  }
  int cse_v4 = (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 1);
  if (((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) < 500001) {
    float condval_1;
    if (keep_local_ptr[1] != (uchar)0) {
      condval_1 = (X_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 1)] * 0x1.4p+0f/*1.250000e+00*/);
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    Y_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 1)] = condval_1;
  }
  int cse_v5 = (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 2);
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000001) {
    float condval_2;
    if (keep_local_ptr[2] != (uchar)0) {
      condval_2 = (X_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 2)] * 0x1.4p+0f/*1.250000e+00*/);
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    Y_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 2)] = condval_2;
  }
  int cse_v6 = (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 3);
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250000) {
    float condval_3;
    if (keep_local_ptr[3] != (uchar)0) {
      condval_3 = (X_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 3)] * 0x1.4p+0f/*1.250000e+00*/);
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    Y_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 3)] = condval_3;
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000003) {
    mask_ptr[((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4))] = keep_local_ptr[0];
  }
  if (((((int)blockIdx.x) * 512) + (((int)threadIdx.x) * 2)) < 500001) {
    mask_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 1)] = keep_local_ptr[1];
  }
  if (((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) < 1000001) {
    mask_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 2)] = keep_local_ptr[2];
  }
  if (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 250000) {
    mask_ptr[(((((int)blockIdx.x) * 1024) + (((int)threadIdx.x) * 4)) + 3)] = keep_local_ptr[3];
  }
}

