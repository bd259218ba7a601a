
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
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel(float* __restrict__ U_ptr, float* __restrict__ W_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_1(float* __restrict__ V_ptr, float* __restrict__ X_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_2(float* __restrict__ M_ptr, float* __restrict__ U_ptr, float* __restrict__ V_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_3(float* __restrict__ M_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel(float* __restrict__ U_ptr, float* __restrict__ W_ptr) {
  if (((int)threadIdx.x) < 144) {
    int cse_v1 = (((int)threadIdx.x) / 36);
    float cse_v2 = ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v3 = (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/);
    int cse_v17 = ((((int)threadIdx.x) % 9) * 9);
    int cse_v18 = ((((int)threadIdx.x) % 36) / 9);
    float cse_v19 = ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
    float cse_v20 = (((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/));
    float cse_v28 = (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v29 = ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v30 = ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
    float cse_v31 = (((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)));
    U_ptr[((int)threadIdx.x)] = (((((((((((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[((((int)threadIdx.x) % 9) * 9)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 1)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 2)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 3)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 4)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 2) ? -0x1p-1f/*-5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 5)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 6)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 7)]) * ((((((int)threadIdx.x) % 36) / 9) == 2) ? -0x1p-1f/*-5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))) + (((((((int)threadIdx.x) / 36) == 3) ? 0x1p+0f/*1.000000e+00*/ : (((((int)threadIdx.x) / 36) == 2) ? 0x1p-1f/*5.000000e-01*/ : (((((int)threadIdx.x) / 36) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/))) * W_ptr[(((((int)threadIdx.x) % 9) * 9) + 8)]) * ((((((int)threadIdx.x) % 36) / 9) == 3) ? 0x1p+0f/*1.000000e+00*/ : ((((((int)threadIdx.x) % 36) / 9) == 2) ? 0x1p-1f/*5.000000e-01*/ : ((((((int)threadIdx.x) % 36) / 9) == 1) ? 0x1p-1f/*5.000000e-01*/ : 0x0p+0f/*0.000000e+00*/)))));
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_1(float* __restrict__ V_ptr, float* __restrict__ X_ptr) {
  int cse_v21 = ((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4));
  int cse_v22 = ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2));
  int cse_v23 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  int cse_v32 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300);
  int cse_v40 = ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2));
  int cse_v41 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 199);
  int cse_v42 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 199);
  int cse_v43 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval;
    if ((75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) && (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300))) {
      condval = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 201)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_1;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_1 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 199)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_2;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_2 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 199)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (((condval + (condval_1 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_2)) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v44 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 200);
  int cse_v45 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_3;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_3 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 200)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_4;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_4 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 199)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 30000)] = (((condval_3 + condval_4) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)])) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_5;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_5 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 200)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_6;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_6 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 199)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 60000)] = ((((condval_5 * -0x1p+0f/*-1.000000e+00*/) + condval_6) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)]) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]));
  }
  int cse_v46 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 202);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_7;
    if (75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) {
      condval_7 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 200)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_8;
    if ((75 <= ((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2))) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297)) {
      condval_8 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 198)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_9;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_9 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 202)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 90000)] = (((condval_7 + (condval_8 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)])) + ((-0x1p+0f/*-1.000000e+00*/ * condval_9) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v47 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 1);
  int cse_v48 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_10;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_10 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 1)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_11;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_11 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 199)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 120000)] = (((condval_10 + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)] * -0x1p+0f/*-1.000000e+00*/)) + condval_11) + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)] * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 150000)] = (((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)]) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)]) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 180000)] = ((((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] * -0x1p+0f/*-1.000000e+00*/) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)]) + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)] * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]);
  }
  int cse_v49 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 2);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_12;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_12 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 2)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_13;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_13 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 202)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 210000)] = (((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] + (condval_12 * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)]) + (condval_13 * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_14;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_14 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 1)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_15;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_15 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 199)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 240000)] = ((((-0x1p+0f/*-1.000000e+00*/ * condval_14) + ((-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)]) * -0x1p+0f/*-1.000000e+00*/)) + condval_15) + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)] * -0x1p+0f/*-1.000000e+00*/));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 270000)] = ((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))]) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)])) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)]) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 300000)] = (((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))]) * -0x1p+0f/*-1.000000e+00*/) + (-0x1p+0f/*-1.000000e+00*/ * X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)])) + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)] * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 201)]);
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_16;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_16 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 2)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_17;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_17 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 202)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 330000)] = ((((-0x1p+0f/*-1.000000e+00*/ * X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))]) + ((-0x1p+0f/*-1.000000e+00*/ * condval_16) * -0x1p+0f/*-1.000000e+00*/)) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 200)]) + (condval_17 * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v50 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 401);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_18;
    if (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300)) {
      condval_18 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) - 1)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_19;
    if ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) && (3 <= (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300))) {
      condval_19 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 399)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_20;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_20 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 401)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 360000)] = (((condval_18 + (X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)] * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_19)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_20) * -0x1p+0f/*-1.000000e+00*/));
  }
  int cse_v51 = (((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 400);
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_21;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_21 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 400)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_22;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_22 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 401)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 390000)] = (((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)]) + (-0x1p+0f/*-1.000000e+00*/ * condval_21)) + (-0x1p+0f/*-1.000000e+00*/ * condval_22));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_23;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_23 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 400)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_24;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_24 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 401)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 420000)] = ((((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] * -0x1p+0f/*-1.000000e+00*/) + X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 1)]) + ((-0x1p+0f/*-1.000000e+00*/ * condval_23) * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_24));
  }
  if (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) < 1875) {
    float condval_25;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297) {
      condval_25 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 2)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_26;
    if (((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) < 7425) {
      condval_26 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 400)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    float condval_27;
    if ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) < 29697) && ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) < 297)) {
      condval_27 = X_ptr[(((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2)) + 402)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    V_ptr[(((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) + 450000)] = (((X_ptr[((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3) * 40000) + ((((((int)blockIdx.x) * 64) + (((int)threadIdx.x) >> 2)) / 75) * 400)) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 300) / 3) * 2))] + (condval_25 * -0x1p+0f/*-1.000000e+00*/)) + (-0x1p+0f/*-1.000000e+00*/ * condval_26)) + ((-0x1p+0f/*-1.000000e+00*/ * condval_27) * -0x1p+0f/*-1.000000e+00*/));
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_2(float* __restrict__ M_ptr, float* __restrict__ U_ptr, float* __restrict__ V_ptr) {
  alignas(64) float M_reindex_pad_local_ptr[4];
  __shared__ alignas(64) float U_reindex_pad_shared_ptr[12];
  __shared__ alignas(64) float V_reindex_pad_shared_ptr[768];
  M_reindex_pad_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  M_reindex_pad_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  M_reindex_pad_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  M_reindex_pad_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v4 = (((int)blockIdx.x) / 40);
  if (((int)threadIdx.x) < 12) {
    float condval;
    if (((int)threadIdx.x) < 9) {
      condval = U_ptr[(((((int)blockIdx.x) / 40) * 9) + ((int)threadIdx.x))];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    U_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval;
  }
  int cse_v5 = (((int)blockIdx.x) % 40);
  int cse_v24 = ((((int)blockIdx.x) % 40) * 16);
  int cse_v25 = ((((int)blockIdx.x) / 40) * 30000);
  int cse_v36 = ((((((int)blockIdx.x) / 40) * 30000) + ((((int)blockIdx.x) % 40) * 768)) + ((int)threadIdx.x));
  float condval_1;
  if ((((((int)blockIdx.x) % 40) * 16) + (((int)threadIdx.x) / 48)) < 625) {
    condval_1 = V_ptr[((((((int)blockIdx.x) / 40) * 30000) + ((((int)blockIdx.x) % 40) * 768)) + ((int)threadIdx.x))];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  V_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_1;
  int cse_v6 = (((int)threadIdx.x) + 256);
  float condval_2;
  if ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) + 256) / 48)) < 625) {
    condval_2 = V_ptr[(((((((int)blockIdx.x) / 40) * 30000) + ((((int)blockIdx.x) % 40) * 768)) + ((int)threadIdx.x)) + 256)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  V_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_2;
  int cse_v7 = (((int)threadIdx.x) + 512);
  float condval_3;
  if ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) + 512) / 48)) < 625) {
    condval_3 = V_ptr[(((((((int)blockIdx.x) / 40) * 30000) + ((((int)blockIdx.x) % 40) * 768)) + ((int)threadIdx.x)) + 512)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  V_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_3;
  int cse_v8 = (((int)threadIdx.x) >> 6);
  int cse_v9 = (((int)threadIdx.x) & 63);
  int cse_v26 = ((((int)threadIdx.x) >> 6) * 3);
  int cse_v27 = ((((int)threadIdx.x) & 63) * 3);
  __syncthreads();
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (U_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 6) * 3)] * V_reindex_pad_shared_ptr[((((int)threadIdx.x) & 63) * 3)]));
  M_reindex_pad_local_ptr[1] = (M_reindex_pad_local_ptr[1] + (U_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 6) * 3)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 192)]));
  M_reindex_pad_local_ptr[2] = (M_reindex_pad_local_ptr[2] + (U_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 6) * 3)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 384)]));
  M_reindex_pad_local_ptr[3] = (M_reindex_pad_local_ptr[3] + (U_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 6) * 3)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 576)]));
  int cse_v33 = (((((int)threadIdx.x) >> 6) * 3) + 1);
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 1)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 1)]));
  M_reindex_pad_local_ptr[1] = (M_reindex_pad_local_ptr[1] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 1)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 193)]));
  M_reindex_pad_local_ptr[2] = (M_reindex_pad_local_ptr[2] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 1)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 385)]));
  M_reindex_pad_local_ptr[3] = (M_reindex_pad_local_ptr[3] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 1)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 577)]));
  int cse_v34 = (((((int)threadIdx.x) >> 6) * 3) + 2);
  M_reindex_pad_local_ptr[0] = (M_reindex_pad_local_ptr[0] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 2)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 2)]));
  M_reindex_pad_local_ptr[1] = (M_reindex_pad_local_ptr[1] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 2)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 194)]));
  M_reindex_pad_local_ptr[2] = (M_reindex_pad_local_ptr[2] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 2)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 386)]));
  M_reindex_pad_local_ptr[3] = (M_reindex_pad_local_ptr[3] + (U_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 6) * 3) + 2)] * V_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 63) * 3) + 578)]));
  int cse_v35 = (((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) & 63) >> 4));
  int cse_v38 = (((((((int)blockIdx.x) / 40) * 30000) + ((((int)threadIdx.x) >> 6) * 10000)) + ((((int)blockIdx.x) % 40) * 256)) + (((int)threadIdx.x) & 63));
  if ((((int)threadIdx.x) < 192) && ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) & 63) >> 4)) < 625)) {
    M_ptr[(((((((int)blockIdx.x) / 40) * 30000) + ((((int)threadIdx.x) >> 6) * 10000)) + ((((int)blockIdx.x) % 40) * 256)) + (((int)threadIdx.x) & 63))] = M_reindex_pad_local_ptr[0];
  }
  if ((((int)threadIdx.x) < 192) && ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) & 63) >> 4)) < 621)) {
    M_ptr[((((((((int)blockIdx.x) / 40) * 30000) + ((((int)threadIdx.x) >> 6) * 10000)) + ((((int)blockIdx.x) % 40) * 256)) + (((int)threadIdx.x) & 63)) + 64)] = M_reindex_pad_local_ptr[1];
  }
  if ((((int)threadIdx.x) < 192) && ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) & 63) >> 4)) < 617)) {
    M_ptr[((((((((int)blockIdx.x) / 40) * 30000) + ((((int)threadIdx.x) >> 6) * 10000)) + ((((int)blockIdx.x) % 40) * 256)) + (((int)threadIdx.x) & 63)) + 128)] = M_reindex_pad_local_ptr[2];
  }
  if ((((int)threadIdx.x) < 192) && ((((((int)blockIdx.x) % 40) * 16) + ((((int)threadIdx.x) & 63) >> 4)) < 613)) {
    M_ptr[((((((((int)blockIdx.x) / 40) * 30000) + ((((int)threadIdx.x) >> 6) * 10000)) + ((((int)blockIdx.x) % 40) * 256)) + (((int)threadIdx.x) & 63)) + 192)] = M_reindex_pad_local_ptr[3];
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algowinograd_float32_kernel_3(float* __restrict__ M_ptr, float* __restrict__ Y_ptr) {
  if (((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 6)) < 1875) {
    float cse_v10 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    int cse_v11 = (((int)threadIdx.x) & 1);
    float cse_v12 = (((((int)threadIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v13 = (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
    float cse_v14 = (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    float cse_v15 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/);
    float cse_v16 = ((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/);
    int cse_v37 = ((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25);
    int cse_v39 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100));
    Y_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (((((((((((((((((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[(((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100))]) * (((((int)threadIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 30000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 60000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 90000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 120000)] * (((((int)threadIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 150000)]) + (M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 180000)] * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + (M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 210000)] * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 240000)]) * (((((int)threadIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 270000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 300000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 330000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 360000)]) * (((((int)threadIdx.x) % 2) == 0) ? 0x1p+0f/*1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/))) + (((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 390000)])) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 420000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x1p+0f/*1.000000e+00*/))) + ((((((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) % 50) / 25) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/) * M_ptr[((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 4)) / 25) * 100) + (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 1)) % 100)) + 450000)]) * (((((int)threadIdx.x) & 1) == 1) ? -0x1p+0f/*-1.000000e+00*/ : 0x0p+0f/*0.000000e+00*/)));
  }
}

