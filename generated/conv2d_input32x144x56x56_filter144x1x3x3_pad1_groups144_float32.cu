
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x144x56x56_filter144x1x3x3_pad1_groups144_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x144x56x56_filter144x1x3x3_pad1_groups144_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[4];
  __shared__ alignas(64) float X_pad_shared_ptr[1160];
  __shared__ alignas(64) float W_shared_ptr[18];
  Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 7);
  int cse_v2 = (((int)threadIdx.x) / 58);
  int cse_v3 = (((int)threadIdx.x) % 58);
  int cse_v8 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v9 = ((((int)blockIdx.x) / 7) * 6272);
  int cse_v10 = ((((int)blockIdx.x) % 7) * 448);
  int cse_v18 = (((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448));
  float condval;
  if (((1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) / 58))) && (1 <= (((int)threadIdx.x) % 58))) && ((((int)threadIdx.x) % 58) < 57)) {
    condval = X_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448)) + ((((int)threadIdx.x) / 58) * 56)) + (((int)threadIdx.x) % 58)) - 57)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v4 = (((int)threadIdx.x) + 224);
  int cse_v11 = ((((int)threadIdx.x) + 50) % 58);
  float condval_1;
  if ((1 <= ((((int)threadIdx.x) + 50) % 58)) && (((((int)threadIdx.x) + 50) % 58) < 57)) {
    condval_1 = X_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 224) / 58) * 56)) + ((((int)threadIdx.x) + 50) % 58)) - 57)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
  int cse_v5 = (((int)threadIdx.x) + 448);
  int cse_v12 = ((((int)threadIdx.x) + 42) % 58);
  int cse_v27 = ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29);
  int cse_v28 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29));
  float condval_2;
  if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 42) % 58))) && (((((int)threadIdx.x) + 42) % 58) < 57)) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) / 7) * 6272) + (((((int)threadIdx.x) + 448) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 224) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 42) % 58)) - 57)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
  int cse_v13 = ((((int)threadIdx.x) + 34) % 58);
  float condval_3;
  if ((1 <= ((((int)threadIdx.x) + 34) % 58)) && (((((int)threadIdx.x) + 34) % 58) < 57)) {
    condval_3 = X_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 92) / 58) * 56)) + ((((int)threadIdx.x) + 34) % 58)) + 3079)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
  int cse_v14 = ((((int)threadIdx.x) + 316) / 58);
  int cse_v15 = ((((int)threadIdx.x) + 26) % 58);
  float condval_4;
  if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 316) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 26) % 58))) && (((((int)threadIdx.x) + 26) % 58) < 57)) {
    condval_4 = X_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 316) / 58) * 56)) + ((((int)threadIdx.x) + 26) % 58)) + 3079)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
  if (((int)threadIdx.x) < 40) {
    float condval_5;
    if (((((int)blockIdx.x) % 7) < 6) && (((int)threadIdx.x) < 39)) {
      condval_5 = X_ptr[(((((((int)blockIdx.x) / 7) * 6272) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 3601)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
  }
  if (((int)threadIdx.x) < 18) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) % 504) / 7) * 18) + ((int)threadIdx.x))];
  }
  int cse_v6 = (((int)threadIdx.x) / 112);
  int cse_v7 = (((int)threadIdx.x) % 28);
  int cse_v16 = ((((int)threadIdx.x) % 112) / 28);
  int cse_v17 = ((((int)threadIdx.x) / 112) * 9);
  int cse_v29 = ((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28));
  __syncthreads();
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((int)threadIdx.x) / 112) * 9)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((int)threadIdx.x) / 112) * 9)]));
  int cse_v30 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[((((int)threadIdx.x) / 112) * 9)]));
  int cse_v31 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[((((int)threadIdx.x) / 112) * 9)]));
  int cse_v19 = (((((int)threadIdx.x) / 112) * 9) + 1);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 1)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 1)]));
  int cse_v32 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 1)]));
  int cse_v33 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 1)]));
  int cse_v20 = (((((int)threadIdx.x) / 112) * 9) + 2);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 2)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 2)]));
  int cse_v34 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 2)]));
  int cse_v35 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 2)]));
  int cse_v21 = (((((int)threadIdx.x) / 112) * 9) + 3);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 3)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 3)]));
  int cse_v36 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 3)]));
  int cse_v37 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 3)]));
  int cse_v22 = (((((int)threadIdx.x) / 112) * 9) + 4);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 4)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 4)]));
  int cse_v38 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 4)]));
  int cse_v39 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 4)]));
  int cse_v23 = (((((int)threadIdx.x) / 112) * 9) + 5);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 5)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 5)]));
  int cse_v40 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 5)]));
  int cse_v41 = (((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 5)]));
  int cse_v24 = (((((int)threadIdx.x) / 112) * 9) + 6);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 116)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 6)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 144)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 6)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 174)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 6)]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 202)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 6)]));
  int cse_v25 = (((((int)threadIdx.x) / 112) * 9) + 7);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 117)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 7)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 145)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 7)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 175)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 7)]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 203)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 7)]));
  int cse_v26 = (((((int)threadIdx.x) / 112) * 9) + 8);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 118)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 8)]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 146)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 8)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 176)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 8)]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((((int)threadIdx.x) / 112) * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (((int)threadIdx.x) % 28)) + 204)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 9) + 8)]));
  int cse_v42 = ((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
  Y_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] = Y_local_ptr[0];
  Y_ptr[(((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = Y_local_ptr[2];
  Y_ptr[(((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = Y_local_ptr[1];
  Y_ptr[(((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 112) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = Y_local_ptr[3];
}

