
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
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel(float* __restrict__ V_ptr, float* __restrict__ X_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_1(float* __restrict__ U_ptr, float* __restrict__ W_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_2(float* __restrict__ M_ptr, float* __restrict__ U_ptr, float* __restrict__ V_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_3(float* __restrict__ M_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel(float* __restrict__ V_ptr, float* __restrict__ X_ptr) {
  int cse_v13 = ((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4));
  int cse_v14 = ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2));
  int cse_v15 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v23 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300);
  int cse_v32 = ((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3));
  int cse_v34 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 597);
  int cse_v35 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 597);
  int cse_v36 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval;
    if ((75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) && (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300))) {
      condval = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 603)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_1;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_1 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 597)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_2;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 597)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (((condval + (condval_1 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_2)) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v37 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 600);
  int cse_v38 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_3;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_3 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 600)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_4;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_4 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 597)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 30000)] = (((condval_3 + condval_4) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)])) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_5;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_5 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 600)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_6;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_6 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 597)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 60000)] = ((((condval_5 * -0x1p+0f/*-1.000000e+00*/) + condval_6) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)]) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]));
  }
  int cse_v39 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 606);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_7;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_7 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 600)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_8;
    if ((75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297)) {
      condval_8 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 594)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_9;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_9 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 606)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 90000)] = (((condval_7 + (condval_8 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)])) + ((-0x1p+0f/*-1.000000e+00*/ * condval_9) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v40 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 3);
  int cse_v41 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_10;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_10 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 3)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_11;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_11 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 597)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 120000)] = (((condval_10 + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)] * -0x1p+0f/*-1.000000e+00*/)) + condval_11) + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)] * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150000)] = (((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)]) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)]) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 180000)] = ((((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] * -0x1p+0f/*-1.000000e+00*/) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)]) + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)] * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]);
  }
  int cse_v42 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 6);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_12;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_12 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 6)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_13;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_13 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 606)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 210000)] = (((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] + (condval_12 * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)]) + (condval_13 * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_14;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_14 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 3)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_15;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_15 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 597)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 240000)] = ((((-0x1p+0f/*-1.000000e+00*/ * condval_14) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)]) * -0x1p+0f/*-1.000000e+00*/)) + condval_15) + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)] * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 270000)] = ((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))]) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)])) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)]) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 300000)] = (((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))]) * -0x1p+0f/*-1.000000e+00*/) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)])) + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)] * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 603)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_16;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_16 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 6)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_17;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_17 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 606)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 330000)] = ((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))]) + ((-0x1p+0f/*-1.000000e+00*/ * condval_16) * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 600)]) + (condval_17 * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v43 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1203);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_18;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_18 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 3)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_19;
    if ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) && (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300))) {
      condval_19 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1197)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_20;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_20 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1203)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 360000)] = (((condval_18 + (X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)] * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_19)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_20) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v44 = (((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1200);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_21;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_21 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1200)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_22;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_22 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1203)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 390000)] = (((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)]) + (-0x1p+0f/*-1.000000e+00*/ * condval_21)) + (-0x1p+0f/*-1.000000e+00*/ * condval_22));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_23;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_23 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1200)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_24;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_24 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1203)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 420000)] = ((((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] * -0x1p+0f/*-1.000000e+00*/) + X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 3)]) + ((-0x1p+0f/*-1.000000e+00*/ * condval_23) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_24));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_25;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_25 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 6)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_26;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_26 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1200)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_27;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 29697) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297)) {
      condval_27 = X_ptr[(((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 1206)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 450000)] = (((X_ptr[((((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 1200) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 6)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))] + (condval_25 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_26)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_27) * -0x1p+0f/*-1.000000e+00*/));
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_1(float* __restrict__ U_ptr, float* __restrict__ W_ptr) {
  if (((int)threadIdx.x) < 144) {
    int cse_v1 = (((int)threadIdx.x) / 36);
    float cse_v2 = ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v3 = (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
    int cse_v16 = ((((int)threadIdx.x) % 36) / 9);
    float cse_v17 = ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
    float cse_v18 = (((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
    float cse_v24 = (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v25 = ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v26 = ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v27 = (((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
    int cse_v29 = ((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3));
    U_ptr[((int)threadIdx.x)] = (((((((((((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3))]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 3)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 6)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 9)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 12)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 15)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 18)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 21)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((((int)threadIdx.x) % 9) / 3) * 27) + (((int)threadIdx.x) % 3)) + 24)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_2(float* __restrict__ M_ptr, float* __restrict__ U_ptr, float* __restrict__ V_ptr) {
  alignas(64) float M_reindex_pad_local_ptr[1];
  __shared__ alignas(64) float V_reindex_pad_shared_ptr[192];
  __shared__ alignas(64) float U_reindex_pad_shared_ptr[12];
  M_reindex_pad_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v4 = (((int)blockIdx.x) % 157);
  int cse_v5 = (((int)blockIdx.x) / 157);
  int cse_v19 = ((((int)blockIdx.x) % 157) * 4);
  int cse_v28 = (((((int)blockIdx.x) / 157) * 30000) + ((((int)blockIdx.x) % 157) * 192));
  if (((int)threadIdx.x) < 192) {
    float condval;
    if ((((((int)blockIdx.x) % 157) * 4) + (((int)threadIdx.x) / 48)) < 625) {
      condval = V_ptr[((((((int)blockIdx.x) / 157) * 30000) + ((((int)blockIdx.x) % 157) * 192)) + ((int)threadIdx.x))];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    V_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval;
  }
  if (((int)threadIdx.x) < 12) {
    float condval_1;
    if (((int)threadIdx.x) < 9) {
      condval_1 = U_ptr[(((((int)blockIdx.x) / 157) * 9) + ((int)threadIdx.x))];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    U_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_1;
  }
  int cse_v6 = (((int)threadIdx.x) & 3);
  int cse_v20 = ((((int)threadIdx.x) >> 2) * 3);
  int cse_v21 = ((((int)threadIdx.x) & 3) * 3);
  __syncthreads();
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (V_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 3)] * U_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 3)]));
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (V_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 3) + 1)] * U_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 3) + 1)]));
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (V_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 3) + 2)] * U_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 3) + 2)]));
  if (((((((int)blockIdx.x) % 157) * 4) + (((int)threadIdx.x) >> 6)) < 625) && ((((int)threadIdx.x) & 3) < 3)) {
    M_ptr[(((((((int)blockIdx.x) / 157) * 30000) + ((((int)blockIdx.x) % 157) * 192)) + ((((int)threadIdx.x) >> 2) * 3)) + (((int)threadIdx.x) & 3))] = M_reindex_pad_local_ptr[0];
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x200x200x3_filter3x3x3x3_layoutNHWC_pad1_algowinograd_float32_kernel_3(float* __restrict__ M_ptr, float* __restrict__ Y_ptr) {
  if (((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 6)) < 1875) {
    float cse_v7 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v8 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v9 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
    float cse_v10 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v11 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
    float cse_v12 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    int cse_v22 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
    int cse_v30 = ((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75);
    int cse_v31 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3);
    int cse_v33 = ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3));
    Y_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (((((((((((((((((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3))]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 30000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 60000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 90000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 120000)] * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 150000)]) + (M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 180000)] * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + (M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 210000)] * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 240000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 270000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 300000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 330000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 360000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 390000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 420000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 150) / 75) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 75) * 300) + (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 300) / 3) * 3)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) + 450000)]) * ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 6) / 3) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  }
}

