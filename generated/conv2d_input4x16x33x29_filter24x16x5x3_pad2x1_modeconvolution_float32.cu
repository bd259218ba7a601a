
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
extern "C" __global__ void __launch_bounds__(174, 2) conv2d_input4x16x33x29_filter24x16x5x3_pad2x1_modeconvolution_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(174, 2) conv2d_input4x16x33x29_filter24x16x5x3_pad2x1_modeconvolution_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[2];
  __shared__ alignas(64) float X_pad_shared_ptr[2480];
  __shared__ alignas(64) float W_shared_ptr[240];
  for (int var = 0; var < 1; ++var) {
    int cse_v1 = (((int)blockIdx.x) % 6);
    int cse_v21 = ((((int)blockIdx.x) % 6) * 2);
    int cse_v22 = ((((int)threadIdx.x) % 87) / 29);
    int cse_v49 = (((((int)threadIdx.x) % 87) / 29) * 2);
    int cse_v192 = (((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3));
    if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
      Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v289 = (((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3));
    if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
      Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v19 = (((int)threadIdx.x) % 29);
    int cse_v20 = (((int)threadIdx.x) / 87);
    int cse_v25 = ((((int)blockIdx.x) % 6) * 174);
    for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) / 31);
      int cse_v3 = (((int)threadIdx.x) % 31);
      int cse_v23 = ((((int)blockIdx.x) % 6) * 3);
      int cse_v24 = ((((int)blockIdx.x) % 6) * 6);
      int cse_v50 = (((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656));
      int cse_v182 = ((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174));
      __syncthreads();
      float condval;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((int)threadIdx.x) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((int)threadIdx.x) / 31)) < 35)) && (1 <= (((int)threadIdx.x) % 31))) && ((((int)threadIdx.x) % 31) < 30)) {
        condval = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + ((((int)threadIdx.x) / 31) * 29)) + (((int)threadIdx.x) % 31)) - 59)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v4 = (((int)threadIdx.x) + 174);
      int cse_v26 = ((((int)threadIdx.x) + 174) % 310);
      int cse_v51 = (((((int)threadIdx.x) + 174) % 310) / 31);
      int cse_v183 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31)) < 37) {
        int cse_v27 = ((((int)threadIdx.x) + 19) % 31);
        float condval_1;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 174) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 174) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 19) % 31))) && (((((int)threadIdx.x) + 19) % 31) < 30)) {
          condval_1 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 174) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 174) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 19) % 31)) - 59)];
        } else {
          condval_1 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 174)] = condval_1;
      }
      int cse_v5 = (((int)threadIdx.x) + 348);
      int cse_v28 = ((((int)threadIdx.x) + 38) / 31);
      int cse_v29 = ((((int)threadIdx.x) + 7) % 31);
      float condval_2;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 38) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 38) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 7) % 31))) && (((((int)threadIdx.x) + 7) % 31) < 30)) {
        condval_2 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 38) / 31) * 29)) + ((((int)threadIdx.x) + 7) % 31)) + 898)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 348)] = condval_2;
      int cse_v52 = (((((int)threadIdx.x) + 212) % 310) / 31);
      int cse_v184 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31)) < 37) {
        int cse_v6 = (((int)threadIdx.x) + 522);
        int cse_v30 = ((((int)threadIdx.x) + 26) % 31);
        float condval_3;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 212) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 212) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 26) % 31))) && (((((int)threadIdx.x) + 26) % 31) < 30)) {
          condval_3 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 522) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 212) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 26) % 31)) - 59)];
        } else {
          condval_3 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 522)] = condval_3;
      }
      int cse_v31 = ((((int)threadIdx.x) + 76) / 31);
      int cse_v53 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31)) < 37) {
        int cse_v32 = ((((int)threadIdx.x) + 14) % 31);
        float condval_4;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 76) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 14) % 31))) && (((((int)threadIdx.x) + 14) % 31) < 30)) {
          condval_4 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 76) / 31) * 29)) + ((((int)threadIdx.x) + 14) % 31)) + 1855)];
        } else {
          condval_4 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 696)] = condval_4;
      }
      int cse_v54 = (((((int)threadIdx.x) + 250) % 310) / 31);
      int cse_v185 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31)) < 37) {
        int cse_v7 = (((int)threadIdx.x) + 870);
        int cse_v33 = ((((int)threadIdx.x) + 2) % 31);
        float condval_5;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 250) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 250) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 2) % 31))) && (((((int)threadIdx.x) + 2) % 31) < 30)) {
          condval_5 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 870) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 250) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 2) % 31)) - 59)];
        } else {
          condval_5 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 870)] = condval_5;
      }
      int cse_v34 = ((((int)threadIdx.x) + 114) / 31);
      int cse_v55 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31)) < 37) {
        int cse_v35 = ((((int)threadIdx.x) + 21) % 31);
        float condval_6;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 114) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 21) % 31))) && (((((int)threadIdx.x) + 21) % 31) < 30)) {
          condval_6 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 114) / 31) * 29)) + ((((int)threadIdx.x) + 21) % 31)) + 2812)];
        } else {
          condval_6 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1044)] = condval_6;
      }
      int cse_v56 = (((((int)threadIdx.x) + 288) % 310) / 31);
      int cse_v186 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31)) < 37) {
        int cse_v8 = (((int)threadIdx.x) + 1218);
        int cse_v36 = ((((int)threadIdx.x) + 9) % 31);
        float condval_7;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 288) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 288) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 9) % 31))) && (((((int)threadIdx.x) + 9) % 31) < 30)) {
          condval_7 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1218) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 288) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 9) % 31)) - 59)];
        } else {
          condval_7 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1218)] = condval_7;
      }
      int cse_v57 = (((((int)threadIdx.x) + 152) % 310) / 31);
      int cse_v187 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31)) < 37) {
        int cse_v9 = (((int)threadIdx.x) + 1392);
        int cse_v37 = ((((int)threadIdx.x) + 28) % 31);
        float condval_8;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 152) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 152) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 28) % 31))) && (((((int)threadIdx.x) + 28) % 31) < 30)) {
          condval_8 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1392) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 152) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 28) % 31)) - 59)];
        } else {
          condval_8 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1392)] = condval_8;
      }
      int cse_v10 = (((int)threadIdx.x) + 1566);
      int cse_v11 = (((int)threadIdx.x) + 16);
      int cse_v38 = ((((int)threadIdx.x) + 16) / 31);
      int cse_v39 = ((((int)threadIdx.x) + 16) % 31);
      float condval_9;
      if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 16) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 16) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 16) % 31))) && (((((int)threadIdx.x) + 16) % 31) < 30)) {
        condval_9 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 16) / 31) * 29)) + ((((int)threadIdx.x) + 16) % 31)) + 4726)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1566)] = condval_9;
      int cse_v58 = (((((int)threadIdx.x) + 190) % 310) / 31);
      int cse_v188 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31)) < 37) {
        int cse_v12 = (((int)threadIdx.x) + 1740);
        int cse_v40 = ((((int)threadIdx.x) + 4) % 31);
        float condval_10;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 190) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 190) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 4) % 31))) && (((((int)threadIdx.x) + 4) % 31) < 30)) {
          condval_10 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 1740) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 190) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 4) % 31)) - 59)];
        } else {
          condval_10 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1740)] = condval_10;
      }
      int cse_v13 = (((int)threadIdx.x) + 54);
      int cse_v41 = ((((int)threadIdx.x) + 54) / 31);
      int cse_v59 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31)) < 37) {
        int cse_v14 = (((int)threadIdx.x) + 1914);
        int cse_v42 = ((((int)threadIdx.x) + 23) % 31);
        float condval_11;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + ((((int)threadIdx.x) + 54) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 54) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 23) % 31))) && (((((int)threadIdx.x) + 23) % 31) < 30)) {
          condval_11 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 54) / 31) * 29)) + ((((int)threadIdx.x) + 23) % 31)) + 5683)];
        } else {
          condval_11 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1914)] = condval_11;
      }
      int cse_v60 = (((((int)threadIdx.x) + 228) % 310) / 31);
      int cse_v189 = (((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31)) < 37) {
        int cse_v15 = (((int)threadIdx.x) + 2088);
        int cse_v43 = ((((int)threadIdx.x) + 11) % 31);
        float condval_12;
        if ((((1 <= (((((int)blockIdx.x) % 6) * 3) + (((((int)threadIdx.x) + 228) % 310) / 62))) && ((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 228) % 310) / 31)) < 35)) && (1 <= ((((int)threadIdx.x) + 11) % 31))) && (((((int)threadIdx.x) + 11) % 31) < 30)) {
          condval_12 = X_ptr[((((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + (((((int)threadIdx.x) + 2088) / 310) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + ((((((int)threadIdx.x) + 228) % 310) / 31) * 29)) + ((((int)threadIdx.x) + 11) % 31)) - 59)];
        } else {
          condval_12 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2088)] = condval_12;
      }
      int cse_v44 = ((((int)threadIdx.x) + 92) / 31);
      int cse_v61 = (((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31));
      if ((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31)) < 37) {
        int cse_v45 = ((((int)threadIdx.x) + 30) % 31);
        float condval_13;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 92) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 30) % 31))) && (((((int)threadIdx.x) + 30) % 31) < 30)) {
          condval_13 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 92) / 31) * 29)) + ((((int)threadIdx.x) + 30) % 31)) + 6640)];
        } else {
          condval_13 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2262)] = condval_13;
      }
      int cse_v16 = (((int)threadIdx.x) + 266);
      if (((((((int)blockIdx.x) % 6) * 6) + (((((int)threadIdx.x) + 266) % 310) / 31)) < 37) && (((int)threadIdx.x) < 44)) {
        int cse_v46 = ((((int)threadIdx.x) + 266) / 31);
        int cse_v47 = ((((int)threadIdx.x) + 18) % 31);
        float condval_14;
        if ((((((((int)blockIdx.x) % 6) * 6) + ((((int)threadIdx.x) + 266) / 31)) < 35) && (1 <= ((((int)threadIdx.x) + 18) % 31))) && (((((int)threadIdx.x) + 18) % 31) < 30)) {
          condval_14 = X_ptr[(((((((((int)blockIdx.x) / 72) * 15312) + (rc_0 * 7656)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) + 266) / 31) * 29)) + ((((int)threadIdx.x) + 18) % 31)) + 6640)];
        } else {
          condval_14 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 2436)] = condval_14;
      }
      int cse_v17 = (rc_0 * 120);
      int cse_v62 = (((((int)blockIdx.x) % 72) / 6) * 480);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 72) / 6) * 480) + ((((int)threadIdx.x) / 120) * 240)) + (rc_0 * 120)) + (((int)threadIdx.x) % 120))];
      if (((int)threadIdx.x) < 66) {
        int cse_v18 = (((int)threadIdx.x) % 3);
        int cse_v190 = ((((((int)threadIdx.x) / 3) + 3) % 5) * 3);
        W_shared_ptr[(((((((int)threadIdx.x) + 174) / 15) * 15) + ((((((int)threadIdx.x) / 3) + 3) % 5) * 3)) + (((int)threadIdx.x) % 3))] = W_ptr[((((((((((int)blockIdx.x) % 72) / 6) * 480) + (rc_0 * 120)) + (((((int)threadIdx.x) + 54) / 15) * 15)) + ((((((int)threadIdx.x) / 3) + 3) % 5) * 3)) + (((int)threadIdx.x) % 3)) + 240)];
      }
      int cse_v48 = ((((int)threadIdx.x) / 87) * 120);
      int cse_v63 = (((((int)threadIdx.x) / 87) * 120) + 14);
      int cse_v191 = ((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29));
      __syncthreads();
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29))] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 14)]));
      }
      int cse_v193 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 14)]));
      }
      int cse_v64 = (((((int)threadIdx.x) / 87) * 120) + 13);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 13)]));
      }
      int cse_v194 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 13)]));
      }
      int cse_v65 = (((((int)threadIdx.x) / 87) * 120) + 12);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 12)]));
      }
      int cse_v195 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 12)]));
      }
      int cse_v66 = (((((int)threadIdx.x) / 87) * 120) + 11);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 31)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 11)]));
      }
      int cse_v196 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 11)]));
      }
      int cse_v67 = (((((int)threadIdx.x) / 87) * 120) + 10);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 32)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 10)]));
      }
      int cse_v197 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 10)]));
      }
      int cse_v68 = (((((int)threadIdx.x) / 87) * 120) + 9);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 33)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 9)]));
      }
      int cse_v198 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 9)]));
      }
      int cse_v69 = (((((int)threadIdx.x) / 87) * 120) + 8);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 62)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 8)]));
      }
      int cse_v199 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 8)]));
      }
      int cse_v70 = (((((int)threadIdx.x) / 87) * 120) + 7);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 63)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 7)]));
      }
      int cse_v200 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 7)]));
      }
      int cse_v71 = (((((int)threadIdx.x) / 87) * 120) + 6);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 64)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 6)]));
      }
      int cse_v201 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 6)]));
      }
      int cse_v72 = (((((int)threadIdx.x) / 87) * 120) + 5);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 93)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 5)]));
      }
      int cse_v202 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 5)]));
      }
      int cse_v73 = (((((int)threadIdx.x) / 87) * 120) + 4);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 94)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 4)]));
      }
      int cse_v203 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 4)]));
      }
      int cse_v74 = (((((int)threadIdx.x) / 87) * 120) + 3);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 95)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 3)]));
      }
      int cse_v204 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 3)]));
      }
      int cse_v75 = (((((int)threadIdx.x) / 87) * 120) + 2);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 124)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 2)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 155)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 2)]));
      }
      int cse_v76 = (((((int)threadIdx.x) / 87) * 120) + 1);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 125)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 1)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 156)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 1)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 126)] * W_shared_ptr[((((int)threadIdx.x) / 87) * 120)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 157)] * W_shared_ptr[((((int)threadIdx.x) / 87) * 120)]));
      }
      int cse_v77 = (((((int)threadIdx.x) / 87) * 120) + 29);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 310)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 29)]));
      }
      int cse_v205 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 29)]));
      }
      int cse_v78 = (((((int)threadIdx.x) / 87) * 120) + 28);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 311)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 28)]));
      }
      int cse_v206 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 28)]));
      }
      int cse_v79 = (((((int)threadIdx.x) / 87) * 120) + 27);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 312)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 27)]));
      }
      int cse_v207 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 27)]));
      }
      int cse_v80 = (((((int)threadIdx.x) / 87) * 120) + 26);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 341)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 26)]));
      }
      int cse_v208 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 26)]));
      }
      int cse_v81 = (((((int)threadIdx.x) / 87) * 120) + 25);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 342)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 25)]));
      }
      int cse_v209 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 25)]));
      }
      int cse_v82 = (((((int)threadIdx.x) / 87) * 120) + 24);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 343)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 24)]));
      }
      int cse_v210 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 24)]));
      }
      int cse_v83 = (((((int)threadIdx.x) / 87) * 120) + 23);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 372)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 23)]));
      }
      int cse_v211 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 23)]));
      }
      int cse_v84 = (((((int)threadIdx.x) / 87) * 120) + 22);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 373)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 22)]));
      }
      int cse_v212 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 22)]));
      }
      int cse_v85 = (((((int)threadIdx.x) / 87) * 120) + 21);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 374)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 21)]));
      }
      int cse_v213 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 21)]));
      }
      int cse_v86 = (((((int)threadIdx.x) / 87) * 120) + 20);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 403)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 20)]));
      }
      int cse_v214 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 20)]));
      }
      int cse_v87 = (((((int)threadIdx.x) / 87) * 120) + 19);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 404)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 19)]));
      }
      int cse_v215 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 19)]));
      }
      int cse_v88 = (((((int)threadIdx.x) / 87) * 120) + 18);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 405)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 18)]));
      }
      int cse_v216 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 18)]));
      }
      int cse_v89 = (((((int)threadIdx.x) / 87) * 120) + 17);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 434)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 17)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 465)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 17)]));
      }
      int cse_v90 = (((((int)threadIdx.x) / 87) * 120) + 16);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 435)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 16)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 466)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 16)]));
      }
      int cse_v91 = (((((int)threadIdx.x) / 87) * 120) + 15);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 436)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 15)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 467)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 15)]));
      }
      int cse_v92 = (((((int)threadIdx.x) / 87) * 120) + 44);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 620)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 44)]));
      }
      int cse_v217 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 44)]));
      }
      int cse_v93 = (((((int)threadIdx.x) / 87) * 120) + 43);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 621)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 43)]));
      }
      int cse_v218 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 43)]));
      }
      int cse_v94 = (((((int)threadIdx.x) / 87) * 120) + 42);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 622)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 42)]));
      }
      int cse_v219 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 42)]));
      }
      int cse_v95 = (((((int)threadIdx.x) / 87) * 120) + 41);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 651)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 41)]));
      }
      int cse_v220 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 41)]));
      }
      int cse_v96 = (((((int)threadIdx.x) / 87) * 120) + 40);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 652)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 40)]));
      }
      int cse_v221 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 40)]));
      }
      int cse_v97 = (((((int)threadIdx.x) / 87) * 120) + 39);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 653)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 39)]));
      }
      int cse_v222 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 39)]));
      }
      int cse_v98 = (((((int)threadIdx.x) / 87) * 120) + 38);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 682)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 38)]));
      }
      int cse_v223 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 38)]));
      }
      int cse_v99 = (((((int)threadIdx.x) / 87) * 120) + 37);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 683)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 37)]));
      }
      int cse_v224 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 37)]));
      }
      int cse_v100 = (((((int)threadIdx.x) / 87) * 120) + 36);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 684)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 36)]));
      }
      int cse_v225 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 36)]));
      }
      int cse_v101 = (((((int)threadIdx.x) / 87) * 120) + 35);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 713)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 35)]));
      }
      int cse_v226 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 35)]));
      }
      int cse_v102 = (((((int)threadIdx.x) / 87) * 120) + 34);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 714)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 34)]));
      }
      int cse_v227 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 34)]));
      }
      int cse_v103 = (((((int)threadIdx.x) / 87) * 120) + 33);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 715)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 33)]));
      }
      int cse_v228 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 33)]));
      }
      int cse_v104 = (((((int)threadIdx.x) / 87) * 120) + 32);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 744)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 32)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 775)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 32)]));
      }
      int cse_v105 = (((((int)threadIdx.x) / 87) * 120) + 31);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 745)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 31)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 776)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 31)]));
      }
      int cse_v106 = (((((int)threadIdx.x) / 87) * 120) + 30);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 746)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 30)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 777)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 30)]));
      }
      int cse_v107 = (((((int)threadIdx.x) / 87) * 120) + 59);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 930)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 59)]));
      }
      int cse_v229 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 59)]));
      }
      int cse_v108 = (((((int)threadIdx.x) / 87) * 120) + 58);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 931)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 58)]));
      }
      int cse_v230 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 58)]));
      }
      int cse_v109 = (((((int)threadIdx.x) / 87) * 120) + 57);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 932)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 57)]));
      }
      int cse_v231 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 57)]));
      }
      int cse_v110 = (((((int)threadIdx.x) / 87) * 120) + 56);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 961)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 56)]));
      }
      int cse_v232 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 56)]));
      }
      int cse_v111 = (((((int)threadIdx.x) / 87) * 120) + 55);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 962)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 55)]));
      }
      int cse_v233 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 55)]));
      }
      int cse_v112 = (((((int)threadIdx.x) / 87) * 120) + 54);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 963)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 54)]));
      }
      int cse_v234 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 54)]));
      }
      int cse_v113 = (((((int)threadIdx.x) / 87) * 120) + 53);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 992)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 53)]));
      }
      int cse_v235 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 53)]));
      }
      int cse_v114 = (((((int)threadIdx.x) / 87) * 120) + 52);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 993)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 52)]));
      }
      int cse_v236 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 52)]));
      }
      int cse_v115 = (((((int)threadIdx.x) / 87) * 120) + 51);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 994)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 51)]));
      }
      int cse_v237 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 51)]));
      }
      int cse_v116 = (((((int)threadIdx.x) / 87) * 120) + 50);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1023)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 50)]));
      }
      int cse_v238 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 50)]));
      }
      int cse_v117 = (((((int)threadIdx.x) / 87) * 120) + 49);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1024)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 49)]));
      }
      int cse_v239 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 49)]));
      }
      int cse_v118 = (((((int)threadIdx.x) / 87) * 120) + 48);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1025)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 48)]));
      }
      int cse_v240 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 48)]));
      }
      int cse_v119 = (((((int)threadIdx.x) / 87) * 120) + 47);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1054)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 47)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1085)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 47)]));
      }
      int cse_v120 = (((((int)threadIdx.x) / 87) * 120) + 46);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1055)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 46)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1086)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 46)]));
      }
      int cse_v121 = (((((int)threadIdx.x) / 87) * 120) + 45);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1056)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 45)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1087)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 45)]));
      }
      int cse_v122 = (((((int)threadIdx.x) / 87) * 120) + 74);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1240)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 74)]));
      }
      int cse_v241 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 74)]));
      }
      int cse_v123 = (((((int)threadIdx.x) / 87) * 120) + 73);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1241)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 73)]));
      }
      int cse_v242 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 73)]));
      }
      int cse_v124 = (((((int)threadIdx.x) / 87) * 120) + 72);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1242)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 72)]));
      }
      int cse_v243 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 72)]));
      }
      int cse_v125 = (((((int)threadIdx.x) / 87) * 120) + 71);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1271)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 71)]));
      }
      int cse_v244 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 71)]));
      }
      int cse_v126 = (((((int)threadIdx.x) / 87) * 120) + 70);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1272)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 70)]));
      }
      int cse_v245 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 70)]));
      }
      int cse_v127 = (((((int)threadIdx.x) / 87) * 120) + 69);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1273)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 69)]));
      }
      int cse_v246 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 69)]));
      }
      int cse_v128 = (((((int)threadIdx.x) / 87) * 120) + 68);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1302)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 68)]));
      }
      int cse_v247 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 68)]));
      }
      int cse_v129 = (((((int)threadIdx.x) / 87) * 120) + 67);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1303)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 67)]));
      }
      int cse_v248 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 67)]));
      }
      int cse_v130 = (((((int)threadIdx.x) / 87) * 120) + 66);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1304)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 66)]));
      }
      int cse_v249 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 66)]));
      }
      int cse_v131 = (((((int)threadIdx.x) / 87) * 120) + 65);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1333)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 65)]));
      }
      int cse_v250 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 65)]));
      }
      int cse_v132 = (((((int)threadIdx.x) / 87) * 120) + 64);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1334)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 64)]));
      }
      int cse_v251 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 64)]));
      }
      int cse_v133 = (((((int)threadIdx.x) / 87) * 120) + 63);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1335)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 63)]));
      }
      int cse_v252 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 63)]));
      }
      int cse_v134 = (((((int)threadIdx.x) / 87) * 120) + 62);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1364)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 62)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1395)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 62)]));
      }
      int cse_v135 = (((((int)threadIdx.x) / 87) * 120) + 61);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1365)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 61)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1396)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 61)]));
      }
      int cse_v136 = (((((int)threadIdx.x) / 87) * 120) + 60);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1366)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 60)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1397)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 60)]));
      }
      int cse_v137 = (((((int)threadIdx.x) / 87) * 120) + 89);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1550)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 89)]));
      }
      int cse_v253 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 89)]));
      }
      int cse_v138 = (((((int)threadIdx.x) / 87) * 120) + 88);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1551)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 88)]));
      }
      int cse_v254 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 88)]));
      }
      int cse_v139 = (((((int)threadIdx.x) / 87) * 120) + 87);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1552)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 87)]));
      }
      int cse_v255 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 87)]));
      }
      int cse_v140 = (((((int)threadIdx.x) / 87) * 120) + 86);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1581)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 86)]));
      }
      int cse_v256 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 86)]));
      }
      int cse_v141 = (((((int)threadIdx.x) / 87) * 120) + 85);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1582)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 85)]));
      }
      int cse_v257 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 85)]));
      }
      int cse_v142 = (((((int)threadIdx.x) / 87) * 120) + 84);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1583)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 84)]));
      }
      int cse_v258 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 84)]));
      }
      int cse_v143 = (((((int)threadIdx.x) / 87) * 120) + 83);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1612)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 83)]));
      }
      int cse_v259 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 83)]));
      }
      int cse_v144 = (((((int)threadIdx.x) / 87) * 120) + 82);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1613)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 82)]));
      }
      int cse_v260 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 82)]));
      }
      int cse_v145 = (((((int)threadIdx.x) / 87) * 120) + 81);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1614)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 81)]));
      }
      int cse_v261 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 81)]));
      }
      int cse_v146 = (((((int)threadIdx.x) / 87) * 120) + 80);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1643)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 80)]));
      }
      int cse_v262 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 80)]));
      }
      int cse_v147 = (((((int)threadIdx.x) / 87) * 120) + 79);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1644)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 79)]));
      }
      int cse_v263 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 79)]));
      }
      int cse_v148 = (((((int)threadIdx.x) / 87) * 120) + 78);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1645)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 78)]));
      }
      int cse_v264 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 78)]));
      }
      int cse_v149 = (((((int)threadIdx.x) / 87) * 120) + 77);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1674)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 77)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1705)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 77)]));
      }
      int cse_v150 = (((((int)threadIdx.x) / 87) * 120) + 76);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1675)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 76)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1706)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 76)]));
      }
      int cse_v151 = (((((int)threadIdx.x) / 87) * 120) + 75);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1676)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 75)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1707)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 75)]));
      }
      int cse_v152 = (((((int)threadIdx.x) / 87) * 120) + 104);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1860)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 104)]));
      }
      int cse_v265 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 104)]));
      }
      int cse_v153 = (((((int)threadIdx.x) / 87) * 120) + 103);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1861)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 103)]));
      }
      int cse_v266 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 103)]));
      }
      int cse_v154 = (((((int)threadIdx.x) / 87) * 120) + 102);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1862)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 102)]));
      }
      int cse_v267 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 102)]));
      }
      int cse_v155 = (((((int)threadIdx.x) / 87) * 120) + 101);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1891)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 101)]));
      }
      int cse_v268 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 101)]));
      }
      int cse_v156 = (((((int)threadIdx.x) / 87) * 120) + 100);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1892)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 100)]));
      }
      int cse_v269 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 100)]));
      }
      int cse_v157 = (((((int)threadIdx.x) / 87) * 120) + 99);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1893)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 99)]));
      }
      int cse_v270 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 99)]));
      }
      int cse_v158 = (((((int)threadIdx.x) / 87) * 120) + 98);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1922)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 98)]));
      }
      int cse_v271 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 98)]));
      }
      int cse_v159 = (((((int)threadIdx.x) / 87) * 120) + 97);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1923)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 97)]));
      }
      int cse_v272 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 97)]));
      }
      int cse_v160 = (((((int)threadIdx.x) / 87) * 120) + 96);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1924)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 96)]));
      }
      int cse_v273 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 96)]));
      }
      int cse_v161 = (((((int)threadIdx.x) / 87) * 120) + 95);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1953)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 95)]));
      }
      int cse_v274 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 95)]));
      }
      int cse_v162 = (((((int)threadIdx.x) / 87) * 120) + 94);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1954)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 94)]));
      }
      int cse_v275 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 94)]));
      }
      int cse_v163 = (((((int)threadIdx.x) / 87) * 120) + 93);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1955)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 93)]));
      }
      int cse_v276 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 93)]));
      }
      int cse_v164 = (((((int)threadIdx.x) / 87) * 120) + 92);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1984)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 92)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2015)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 92)]));
      }
      int cse_v165 = (((((int)threadIdx.x) / 87) * 120) + 91);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1985)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 91)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2016)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 91)]));
      }
      int cse_v166 = (((((int)threadIdx.x) / 87) * 120) + 90);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 1986)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 90)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2017)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 90)]));
      }
      int cse_v167 = (((((int)threadIdx.x) / 87) * 120) + 119);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2170)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 119)]));
      }
      int cse_v277 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 119)]));
      }
      int cse_v168 = (((((int)threadIdx.x) / 87) * 120) + 118);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2171)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 118)]));
      }
      int cse_v278 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 118)]));
      }
      int cse_v169 = (((((int)threadIdx.x) / 87) * 120) + 117);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2172)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 117)]));
      }
      int cse_v279 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 117)]));
      }
      int cse_v170 = (((((int)threadIdx.x) / 87) * 120) + 116);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2201)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 116)]));
      }
      int cse_v280 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 116)]));
      }
      int cse_v171 = (((((int)threadIdx.x) / 87) * 120) + 115);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2202)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 115)]));
      }
      int cse_v281 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 115)]));
      }
      int cse_v172 = (((((int)threadIdx.x) / 87) * 120) + 114);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2203)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 114)]));
      }
      int cse_v282 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 114)]));
      }
      int cse_v173 = (((((int)threadIdx.x) / 87) * 120) + 113);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2232)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 113)]));
      }
      int cse_v283 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 113)]));
      }
      int cse_v174 = (((((int)threadIdx.x) / 87) * 120) + 112);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2233)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 112)]));
      }
      int cse_v284 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 112)]));
      }
      int cse_v175 = (((((int)threadIdx.x) / 87) * 120) + 111);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2234)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 111)]));
      }
      int cse_v285 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 111)]));
      }
      int cse_v176 = (((((int)threadIdx.x) / 87) * 120) + 110);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2263)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 110)]));
      }
      int cse_v286 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 110)]));
      }
      int cse_v177 = (((((int)threadIdx.x) / 87) * 120) + 109);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2264)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 109)]));
      }
      int cse_v287 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 109)]));
      }
      int cse_v178 = (((((int)threadIdx.x) / 87) * 120) + 108);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2265)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 108)]));
      }
      int cse_v288 = (((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296);
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 108)]));
      }
      int cse_v179 = (((((int)threadIdx.x) / 87) * 120) + 107);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2294)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 107)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2325)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 107)]));
      }
      int cse_v180 = (((((int)threadIdx.x) / 87) * 120) + 106);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2295)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 106)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2326)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 106)]));
      }
      int cse_v181 = (((((int)threadIdx.x) / 87) * 120) + 105);
      if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2296)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 105)]));
      }
      if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 87) / 29) * 62) + (((int)threadIdx.x) % 29)) + 2327)] * W_shared_ptr[(((((int)threadIdx.x) / 87) * 120) + 105)]));
      }
    }
    int cse_v290 = ((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29));
    if ((((((int)blockIdx.x) % 6) * 2) + ((((((int)threadIdx.x) % 87) / 29) * 2) / 3)) < 11) {
      Y_ptr[((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29))] = Y_local_ptr[0];
    }
    if ((((((int)blockIdx.x) % 6) * 2) + (((((((int)threadIdx.x) % 87) / 29) * 2) + 1) / 3)) < 11) {
      Y_ptr[(((((((((int)blockIdx.x) / 6) * 1914) + ((((int)threadIdx.x) / 87) * 957)) + ((((int)blockIdx.x) % 6) * 174)) + (((((int)threadIdx.x) % 87) / 29) * 58)) + (((int)threadIdx.x) % 29)) + 29)] = Y_local_ptr[1];
    }
  }
}

