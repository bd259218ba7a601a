
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter64x64x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter64x64x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[32];
  __shared__ alignas(64) float X_pad_shared_ptr[4640];
  __shared__ alignas(64) float W_shared_ptr[1152];
  for (int var = 0; var < 1; ++var) {
    Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)blockIdx.x) % 7);
    int cse_v18 = (((int)threadIdx.x) % 28);
    int cse_v19 = (((int)threadIdx.x) / 112);
    int cse_v21 = ((((int)blockIdx.x) % 7) * 448);
    int cse_v47 = ((((int)threadIdx.x) % 112) / 28);
    for (int rc_0 = 0; rc_0 < 8; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) / 58);
      int cse_v3 = (((int)threadIdx.x) % 58);
      int cse_v20 = ((((int)blockIdx.x) % 7) * 8);
      int cse_v48 = (((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088));
      int cse_v50 = ((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448));
      __syncthreads();
      float condval;
      if (((1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) / 58))) && (1 <= (((int)threadIdx.x) % 58))) && ((((int)threadIdx.x) % 58) < 57)) {
        condval = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + ((((int)threadIdx.x) / 58) * 56)) + (((int)threadIdx.x) % 58)) - 57)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v4 = (((int)threadIdx.x) + 224);
      int cse_v22 = ((((int)threadIdx.x) + 50) % 58);
      float condval_1;
      if ((1 <= ((((int)threadIdx.x) + 50) % 58)) && (((((int)threadIdx.x) + 50) % 58) < 57)) {
        condval_1 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 224) / 58) * 56)) + ((((int)threadIdx.x) + 50) % 58)) - 57)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
      int cse_v5 = (((int)threadIdx.x) >> 1);
      int cse_v6 = (((int)threadIdx.x) + 448);
      int cse_v23 = ((((int)threadIdx.x) + 42) % 58);
      int cse_v51 = ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29);
      int cse_v59 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29));
      float condval_2;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 224) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 42) % 58))) && (((((int)threadIdx.x) + 42) % 58) < 57)) {
        condval_2 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 448) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 224) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 42) % 58)) - 57)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
      int cse_v7 = (((int)threadIdx.x) + 672);
      int cse_v24 = ((((int)threadIdx.x) + 34) % 58);
      float condval_3;
      if ((1 <= ((((int)threadIdx.x) + 34) % 58)) && (((((int)threadIdx.x) + 34) % 58) < 57)) {
        condval_3 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 92) / 58) * 56)) + ((((int)threadIdx.x) + 34) % 58)) + 3079)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
      int cse_v8 = (((int)threadIdx.x) + 896);
      int cse_v25 = ((((int)threadIdx.x) + 316) / 58);
      int cse_v26 = ((((int)threadIdx.x) + 26) % 58);
      float condval_4;
      if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 316) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 26) % 58))) && (((((int)threadIdx.x) + 26) % 58) < 57)) {
        condval_4 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 316) / 58) * 56)) + ((((int)threadIdx.x) + 26) % 58)) + 3079)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
      int cse_v9 = (((int)threadIdx.x) + 1120);
      int cse_v27 = ((((int)threadIdx.x) + 18) % 58);
      int cse_v52 = ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29);
      int cse_v60 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29));
      float condval_5;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 270) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 18) % 58))) && (((((int)threadIdx.x) + 18) % 58) < 57)) {
        condval_5 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 1120) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 270) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 18) % 58)) - 57)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
      int cse_v28 = ((((int)threadIdx.x) + 10) % 58);
      float condval_6;
      if ((1 <= ((((int)threadIdx.x) + 10) % 58)) && (((((int)threadIdx.x) + 10) % 58) < 57)) {
        condval_6 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 184) / 58) * 56)) + ((((int)threadIdx.x) + 10) % 58)) + 6215)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
      int cse_v10 = (((int)threadIdx.x) + 1568);
      int cse_v29 = ((((int)threadIdx.x) + 2) % 58);
      int cse_v53 = ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29);
      int cse_v61 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29));
      float condval_7;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 204) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 2) % 58))) && (((((int)threadIdx.x) + 2) % 58) < 57)) {
        condval_7 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 1568) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 204) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 2) % 58)) - 57)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_7;
      int cse_v11 = (((int)threadIdx.x) + 52);
      int cse_v30 = ((((int)threadIdx.x) + 52) / 58);
      int cse_v31 = ((((int)threadIdx.x) + 52) % 58);
      float condval_8;
      if (((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 52) / 58))) && (1 <= ((((int)threadIdx.x) + 52) % 58))) && (((((int)threadIdx.x) + 52) % 58) < 57)) {
        condval_8 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 52) / 58) * 56)) + ((((int)threadIdx.x) + 52) % 58)) + 9351)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1792)] = condval_8;
      int cse_v32 = ((((int)threadIdx.x) + 44) % 58);
      float condval_9;
      if ((1 <= ((((int)threadIdx.x) + 44) % 58)) && (((((int)threadIdx.x) + 44) % 58) < 57)) {
        condval_9 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 276) / 58) * 56)) + ((((int)threadIdx.x) + 44) % 58)) + 9351)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2016)] = condval_9;
      int cse_v12 = (((int)threadIdx.x) + 2240);
      int cse_v33 = ((((int)threadIdx.x) + 36) % 58);
      int cse_v54 = ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29);
      int cse_v62 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29));
      float condval_10;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 250) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 36) % 58))) && (((((int)threadIdx.x) + 36) % 58) < 57)) {
        condval_10 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 2240) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 250) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 36) % 58)) - 57)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2240)] = condval_10;
      int cse_v34 = ((((int)threadIdx.x) + 28) % 58);
      float condval_11;
      if ((1 <= ((((int)threadIdx.x) + 28) % 58)) && (((((int)threadIdx.x) + 28) % 58) < 57)) {
        condval_11 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 144) / 58) * 56)) + ((((int)threadIdx.x) + 28) % 58)) + 12487)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_11;
      int cse_v13 = (((int)threadIdx.x) + 2688);
      int cse_v35 = ((((int)threadIdx.x) + 20) % 58);
      int cse_v55 = ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29);
      int cse_v63 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29));
      float condval_12;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 184) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 20) % 58))) && (((((int)threadIdx.x) + 20) % 58) < 57)) {
        condval_12 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 2688) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 184) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 20) % 58)) - 57)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_12;
      int cse_v14 = (((int)threadIdx.x) + 12);
      int cse_v36 = ((((int)threadIdx.x) + 12) / 58);
      int cse_v37 = ((((int)threadIdx.x) + 12) % 58);
      float condval_13;
      if (((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 12) / 58))) && (1 <= ((((int)threadIdx.x) + 12) % 58))) && (((((int)threadIdx.x) + 12) % 58) < 57)) {
        condval_13 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 12) / 58) * 56)) + ((((int)threadIdx.x) + 12) % 58)) + 15623)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2912)] = condval_13;
      int cse_v38 = ((((int)threadIdx.x) + 4) % 58);
      float condval_14;
      if ((1 <= ((((int)threadIdx.x) + 4) % 58)) && (((((int)threadIdx.x) + 4) % 58) < 57)) {
        condval_14 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 236) / 58) * 56)) + ((((int)threadIdx.x) + 4) % 58)) + 15623)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 3136)] = condval_14;
      int cse_v15 = (((int)threadIdx.x) + 3360);
      int cse_v39 = ((((int)threadIdx.x) + 54) % 58);
      int cse_v56 = ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29);
      int cse_v64 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29));
      float condval_15;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 230) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 54) % 58))) && (((((int)threadIdx.x) + 54) % 58) < 57)) {
        condval_15 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 3360) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 230) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 54) % 58)) - 57)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 3360)] = condval_15;
      int cse_v40 = ((((int)threadIdx.x) + 46) % 58);
      float condval_16;
      if ((1 <= ((((int)threadIdx.x) + 46) % 58)) && (((((int)threadIdx.x) + 46) % 58) < 57)) {
        condval_16 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 104) / 58) * 56)) + ((((int)threadIdx.x) + 46) % 58)) + 18759)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 3584)] = condval_16;
      int cse_v41 = ((((int)threadIdx.x) + 328) / 58);
      int cse_v42 = ((((int)threadIdx.x) + 38) % 58);
      float condval_17;
      if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 328) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 38) % 58))) && (((((int)threadIdx.x) + 38) % 58) < 57)) {
        condval_17 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 328) / 58) * 56)) + ((((int)threadIdx.x) + 38) % 58)) + 18759)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 3808)] = condval_17;
      int cse_v16 = (((int)threadIdx.x) + 4032);
      int cse_v43 = ((((int)threadIdx.x) + 30) % 58);
      int cse_v57 = ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29);
      int cse_v65 = (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29));
      float condval_18;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29))) && ((((((int)blockIdx.x) % 7) * 8) + ((((((int)threadIdx.x) >> 1) + 276) % 290) / 29)) < 57)) && (1 <= ((((int)threadIdx.x) + 30) % 58))) && (((((int)threadIdx.x) + 30) % 58) < 57)) {
        condval_18 = X_ptr[((((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + (((((int)threadIdx.x) + 4032) / 580) * 3136)) + ((((int)blockIdx.x) % 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 276) % 290) / 29) * 56)) + ((((int)threadIdx.x) + 30) % 58)) - 57)];
      } else {
        condval_18 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 4032)] = condval_18;
      int cse_v44 = ((((int)threadIdx.x) + 22) % 58);
      float condval_19;
      if ((1 <= ((((int)threadIdx.x) + 22) % 58)) && (((((int)threadIdx.x) + 22) % 58) < 57)) {
        condval_19 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 196) / 58) * 56)) + ((((int)threadIdx.x) + 22) % 58)) + 21895)];
      } else {
        condval_19 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 4256)] = condval_19;
      if (((int)threadIdx.x) < 160) {
        int cse_v45 = ((((int)threadIdx.x) + 420) / 58);
        int cse_v46 = ((((int)threadIdx.x) + 14) % 58);
        float condval_20;
        if ((((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 420) / 58)) < 57) && (1 <= ((((int)threadIdx.x) + 14) % 58))) && (((((int)threadIdx.x) + 14) % 58) < 57)) {
          condval_20 = X_ptr[(((((((((int)blockIdx.x) / 28) * 200704) + (rc_0 * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) + 420) / 58) * 56)) + ((((int)threadIdx.x) + 14) % 58)) + 21895)];
        } else {
          condval_20 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 4480)] = condval_20;
      }
      int cse_v17 = (rc_0 * 72);
      int cse_v49 = (((((int)blockIdx.x) % 28) / 7) * 9216);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + ((((int)threadIdx.x) / 72) * 576)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + (((((int)threadIdx.x) + 224) / 72) * 576)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 8) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 448)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + (((((int)threadIdx.x) + 448) / 72) * 576)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 16) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 672)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + (((((int)threadIdx.x) + 672) / 72) * 576)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 24) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 896)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + (((((int)threadIdx.x) + 896) / 72) * 576)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 32) % 72))];
      if (((int)threadIdx.x) < 32) {
        W_shared_ptr[(((int)threadIdx.x) + 1120)] = W_ptr[((((((((int)blockIdx.x) % 28) / 7) * 9216) + (rc_0 * 72)) + ((int)threadIdx.x)) + 8680)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
        for (int rr = 0; rr < 3; ++rr) {
          int cse_v58 = ((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3));
          int cse_v89 = ((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28));
          Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3))]));
          int cse_v91 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28);
          Y_local_ptr[16] = (Y_local_ptr[16] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3))]));
          int cse_v92 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58);
          Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3))]));
          int cse_v93 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86);
          Y_local_ptr[17] = (Y_local_ptr[17] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3))]));
          int cse_v66 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 72);
          Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 72)]));
          Y_local_ptr[18] = (Y_local_ptr[18] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 72)]));
          Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 72)]));
          Y_local_ptr[19] = (Y_local_ptr[19] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 72)]));
          int cse_v67 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 144);
          Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 144)]));
          Y_local_ptr[20] = (Y_local_ptr[20] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 144)]));
          Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 144)]));
          Y_local_ptr[21] = (Y_local_ptr[21] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 144)]));
          int cse_v68 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 216);
          Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 216)]));
          Y_local_ptr[22] = (Y_local_ptr[22] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 216)]));
          Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 216)]));
          Y_local_ptr[23] = (Y_local_ptr[23] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 216)]));
          int cse_v69 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 288);
          Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 288)]));
          Y_local_ptr[24] = (Y_local_ptr[24] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 288)]));
          Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 288)]));
          Y_local_ptr[25] = (Y_local_ptr[25] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 288)]));
          int cse_v70 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 360);
          Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 360)]));
          Y_local_ptr[26] = (Y_local_ptr[26] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 360)]));
          Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 360)]));
          Y_local_ptr[27] = (Y_local_ptr[27] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 360)]));
          int cse_v71 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 432);
          Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 432)]));
          Y_local_ptr[28] = (Y_local_ptr[28] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 432)]));
          Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 432)]));
          Y_local_ptr[29] = (Y_local_ptr[29] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 432)]));
          int cse_v72 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 504);
          Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 504)]));
          Y_local_ptr[30] = (Y_local_ptr[30] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 504)]));
          Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 58)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 504)]));
          Y_local_ptr[31] = (Y_local_ptr[31] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 86)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 504)]));
          int cse_v73 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 1);
          int cse_v94 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1);
          Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 1)]));
          int cse_v95 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29);
          Y_local_ptr[16] = (Y_local_ptr[16] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 1)]));
          int cse_v96 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59);
          Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 1)]));
          int cse_v97 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87);
          Y_local_ptr[17] = (Y_local_ptr[17] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 1)]));
          int cse_v74 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 73);
          Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 73)]));
          Y_local_ptr[18] = (Y_local_ptr[18] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 73)]));
          Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 73)]));
          Y_local_ptr[19] = (Y_local_ptr[19] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 73)]));
          int cse_v75 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 145);
          Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 145)]));
          Y_local_ptr[20] = (Y_local_ptr[20] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 145)]));
          Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 145)]));
          Y_local_ptr[21] = (Y_local_ptr[21] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 145)]));
          int cse_v76 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 217);
          Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 217)]));
          Y_local_ptr[22] = (Y_local_ptr[22] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 217)]));
          Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 217)]));
          Y_local_ptr[23] = (Y_local_ptr[23] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 217)]));
          int cse_v77 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 289);
          Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 289)]));
          Y_local_ptr[24] = (Y_local_ptr[24] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 289)]));
          Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 289)]));
          Y_local_ptr[25] = (Y_local_ptr[25] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 289)]));
          int cse_v78 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 361);
          Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 361)]));
          Y_local_ptr[26] = (Y_local_ptr[26] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 361)]));
          Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 361)]));
          Y_local_ptr[27] = (Y_local_ptr[27] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 361)]));
          int cse_v79 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 433);
          Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 433)]));
          Y_local_ptr[28] = (Y_local_ptr[28] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 433)]));
          Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 433)]));
          Y_local_ptr[29] = (Y_local_ptr[29] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 433)]));
          int cse_v80 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 505);
          Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 505)]));
          Y_local_ptr[30] = (Y_local_ptr[30] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 29)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 505)]));
          Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 59)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 505)]));
          Y_local_ptr[31] = (Y_local_ptr[31] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 87)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 505)]));
          int cse_v81 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 2);
          int cse_v98 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2);
          Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 2)]));
          int cse_v99 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30);
          Y_local_ptr[16] = (Y_local_ptr[16] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 2)]));
          int cse_v100 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60);
          Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 2)]));
          int cse_v101 = (((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88);
          Y_local_ptr[17] = (Y_local_ptr[17] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 2)]));
          int cse_v82 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 74);
          Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 74)]));
          Y_local_ptr[18] = (Y_local_ptr[18] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 74)]));
          Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 74)]));
          Y_local_ptr[19] = (Y_local_ptr[19] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 74)]));
          int cse_v83 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 146);
          Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 146)]));
          Y_local_ptr[20] = (Y_local_ptr[20] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 146)]));
          Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 146)]));
          Y_local_ptr[21] = (Y_local_ptr[21] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 146)]));
          int cse_v84 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 218);
          Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 218)]));
          Y_local_ptr[22] = (Y_local_ptr[22] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 218)]));
          Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 218)]));
          Y_local_ptr[23] = (Y_local_ptr[23] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 218)]));
          int cse_v85 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 290);
          Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 290)]));
          Y_local_ptr[24] = (Y_local_ptr[24] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 290)]));
          Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 290)]));
          Y_local_ptr[25] = (Y_local_ptr[25] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 290)]));
          int cse_v86 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 362);
          Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 362)]));
          Y_local_ptr[26] = (Y_local_ptr[26] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 362)]));
          Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 362)]));
          Y_local_ptr[27] = (Y_local_ptr[27] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 362)]));
          int cse_v87 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 434);
          Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 434)]));
          Y_local_ptr[28] = (Y_local_ptr[28] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 434)]));
          Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 434)]));
          Y_local_ptr[29] = (Y_local_ptr[29] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 434)]));
          int cse_v88 = (((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 506);
          Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 506)]));
          Y_local_ptr[30] = (Y_local_ptr[30] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 506)]));
          Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 506)]));
          Y_local_ptr[31] = (Y_local_ptr[31] + (X_pad_shared_ptr[(((((rc_1 * 580) + (((((int)threadIdx.x) % 112) / 28) * 116)) + (rr * 58)) + (((int)threadIdx.x) % 28)) + 88)] * W_shared_ptr[(((((((int)threadIdx.x) / 112) * 576) + (rc_1 * 9)) + (rr * 3)) + 506)]));
        }
      }
    }
    int cse_v90 = ((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] = Y_local_ptr[0];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = Y_local_ptr[16];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = Y_local_ptr[1];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = Y_local_ptr[17];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3136)] = Y_local_ptr[2];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3164)] = Y_local_ptr[18];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3192)] = Y_local_ptr[3];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3220)] = Y_local_ptr[19];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6272)] = Y_local_ptr[4];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6300)] = Y_local_ptr[20];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6328)] = Y_local_ptr[5];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6356)] = Y_local_ptr[21];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9408)] = Y_local_ptr[6];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9436)] = Y_local_ptr[22];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9464)] = Y_local_ptr[7];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9492)] = Y_local_ptr[23];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12544)] = Y_local_ptr[8];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12572)] = Y_local_ptr[24];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12600)] = Y_local_ptr[9];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12628)] = Y_local_ptr[25];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15680)] = Y_local_ptr[10];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15708)] = Y_local_ptr[26];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15736)] = Y_local_ptr[11];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15764)] = Y_local_ptr[27];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18816)] = Y_local_ptr[12];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18844)] = Y_local_ptr[28];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18872)] = Y_local_ptr[13];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18900)] = Y_local_ptr[29];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21952)] = Y_local_ptr[14];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21980)] = Y_local_ptr[30];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22008)] = Y_local_ptr[15];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22036)] = Y_local_ptr[31];
  }
}

