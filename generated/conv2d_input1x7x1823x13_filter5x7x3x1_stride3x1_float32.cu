
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
extern "C" __global__ void __launch_bounds__(104, 2) conv2d_input1x7x1823x13_filter5x7x3x1_stride3x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(104, 2) conv2d_input1x7x1823x13_filter5x7x3x1_stride3x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[2];
  __shared__ alignas(64) float X_shared_ptr[4368];
  __shared__ alignas(64) float W_shared_ptr[21];
  Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 38);
  int cse_v2 = (((int)threadIdx.x) / 13);
  int cse_v5 = (((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v6 = (((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x));
  X_shared_ptr[((int)threadIdx.x)] = X_ptr[(((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x))];
  X_shared_ptr[(((int)threadIdx.x) + 104)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 104)];
  X_shared_ptr[(((int)threadIdx.x) + 208)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 208)];
  X_shared_ptr[(((int)threadIdx.x) + 312)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 312)];
  X_shared_ptr[(((int)threadIdx.x) + 416)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 416)];
  int cse_v7 = (((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13));
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 520)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 520)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 624)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 23699)];
  X_shared_ptr[(((int)threadIdx.x) + 728)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 23803)];
  X_shared_ptr[(((int)threadIdx.x) + 832)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 23907)];
  X_shared_ptr[(((int)threadIdx.x) + 936)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 24011)];
  X_shared_ptr[(((int)threadIdx.x) + 1040)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 24115)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 1144)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 24219)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 1248)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47398)];
  X_shared_ptr[(((int)threadIdx.x) + 1352)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47502)];
  X_shared_ptr[(((int)threadIdx.x) + 1456)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47606)];
  X_shared_ptr[(((int)threadIdx.x) + 1560)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47710)];
  X_shared_ptr[(((int)threadIdx.x) + 1664)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47814)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 1768)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 47918)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 1872)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71097)];
  X_shared_ptr[(((int)threadIdx.x) + 1976)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71201)];
  X_shared_ptr[(((int)threadIdx.x) + 2080)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71305)];
  X_shared_ptr[(((int)threadIdx.x) + 2184)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71409)];
  X_shared_ptr[(((int)threadIdx.x) + 2288)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71513)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 2392)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 71617)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 2496)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 94796)];
  X_shared_ptr[(((int)threadIdx.x) + 2600)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 94900)];
  X_shared_ptr[(((int)threadIdx.x) + 2704)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 95004)];
  X_shared_ptr[(((int)threadIdx.x) + 2808)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 95108)];
  X_shared_ptr[(((int)threadIdx.x) + 2912)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 95212)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 3016)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 95316)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 3120)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 118495)];
  X_shared_ptr[(((int)threadIdx.x) + 3224)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 118599)];
  X_shared_ptr[(((int)threadIdx.x) + 3328)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 118703)];
  X_shared_ptr[(((int)threadIdx.x) + 3432)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 118807)];
  X_shared_ptr[(((int)threadIdx.x) + 3536)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 118911)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 3640)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 119015)];
  }
  X_shared_ptr[(((int)threadIdx.x) + 3744)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142194)];
  X_shared_ptr[(((int)threadIdx.x) + 3848)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142298)];
  X_shared_ptr[(((int)threadIdx.x) + 3952)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142402)];
  X_shared_ptr[(((int)threadIdx.x) + 4056)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142506)];
  X_shared_ptr[(((int)threadIdx.x) + 4160)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142610)];
  if ((((((int)blockIdx.x) % 38) * 48) + (((int)threadIdx.x) / 13)) < 1783) {
    X_shared_ptr[(((int)threadIdx.x) + 4264)] = X_ptr[((((((int)blockIdx.x) % 38) * 624) + ((int)threadIdx.x)) + 142714)];
  }
  int cse_v3 = (((int)blockIdx.x) / 38);
  if (((int)threadIdx.x) < 21) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((int)blockIdx.x) / 38) * 21) + ((int)threadIdx.x))];
  }
  int cse_v4 = (((int)threadIdx.x) % 13);
  int cse_v8 = (((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13));
  __syncthreads();
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[(((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13))] * W_shared_ptr[0]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 39)] * W_shared_ptr[0]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 13)] * W_shared_ptr[1]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 52)] * W_shared_ptr[1]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 26)] * W_shared_ptr[2]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 65)] * W_shared_ptr[2]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 624)] * W_shared_ptr[3]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 663)] * W_shared_ptr[3]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 637)] * W_shared_ptr[4]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 676)] * W_shared_ptr[4]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 650)] * W_shared_ptr[5]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 689)] * W_shared_ptr[5]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1248)] * W_shared_ptr[6]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1287)] * W_shared_ptr[6]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1261)] * W_shared_ptr[7]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1300)] * W_shared_ptr[7]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1274)] * W_shared_ptr[8]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1313)] * W_shared_ptr[8]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1872)] * W_shared_ptr[9]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1911)] * W_shared_ptr[9]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1885)] * W_shared_ptr[10]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1924)] * W_shared_ptr[10]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1898)] * W_shared_ptr[11]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 1937)] * W_shared_ptr[11]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2496)] * W_shared_ptr[12]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2535)] * W_shared_ptr[12]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2509)] * W_shared_ptr[13]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2548)] * W_shared_ptr[13]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2522)] * W_shared_ptr[14]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 2561)] * W_shared_ptr[14]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3120)] * W_shared_ptr[15]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3159)] * W_shared_ptr[15]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3133)] * W_shared_ptr[16]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3172)] * W_shared_ptr[16]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3146)] * W_shared_ptr[17]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3185)] * W_shared_ptr[17]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3744)] * W_shared_ptr[18]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3783)] * W_shared_ptr[18]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3757)] * W_shared_ptr[19]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3796)] * W_shared_ptr[19]));
  }
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3770)] * W_shared_ptr[20]));
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((((int)threadIdx.x) / 13) * 78) + (((int)threadIdx.x) % 13)) + 3809)] * W_shared_ptr[20]));
  }
  int cse_v9 = (((((((int)blockIdx.x) / 38) * 7891) + ((((int)blockIdx.x) % 38) * 208)) + ((((int)threadIdx.x) / 13) * 26)) + (((int)threadIdx.x) % 13));
  Y_ptr[(((((((int)blockIdx.x) / 38) * 7891) + ((((int)blockIdx.x) % 38) * 208)) + ((((int)threadIdx.x) / 13) * 26)) + (((int)threadIdx.x) % 13))] = Y_local_ptr[0];
  if ((((((int)blockIdx.x) % 38) * 8) + (((int)threadIdx.x) / 13)) < 303) {
    Y_ptr[((((((((int)blockIdx.x) / 38) * 7891) + ((((int)blockIdx.x) % 38) * 208)) + ((((int)threadIdx.x) / 13) * 26)) + (((int)threadIdx.x) % 13)) + 13)] = Y_local_ptr[1];
  }
}

