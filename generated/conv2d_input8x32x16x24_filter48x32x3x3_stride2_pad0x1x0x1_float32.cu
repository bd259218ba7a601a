
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
extern "C" __global__ void __launch_bounds__(192, 2) conv2d_input8x32x16x24_filter48x32x3x3_stride2_pad0x1x0x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(192, 2) conv2d_input8x32x16x24_filter48x32x3x3_stride2_pad0x1x0x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[2];
  __shared__ alignas(64) float X_pad_shared_ptr[3400];
  __shared__ alignas(64) float W_shared_ptr[288];
  for (int var = 0; var < 1; ++var) {
    Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    int cse_v13 = (((int)threadIdx.x) % 12);
    for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
      int cse_v1 = (((int)threadIdx.x) % 25);
      int cse_v40 = (((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072));
      __syncthreads();
      float condval;
      if ((((int)threadIdx.x) % 25) < 24) {
        condval = X_ptr[(((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + ((((int)threadIdx.x) / 25) * 24)) + (((int)threadIdx.x) % 25))];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v2 = (((int)threadIdx.x) + 192);
      int cse_v14 = ((((int)threadIdx.x) + 17) % 25);
      float condval_1;
      if (((((int)threadIdx.x) + 17) % 25) < 24) {
        condval_1 = X_ptr[(((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 192) / 25) * 24)) + ((((int)threadIdx.x) + 17) % 25))];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 192)] = condval_1;
      int cse_v3 = (((int)threadIdx.x) + 384);
      int cse_v15 = ((((int)threadIdx.x) + 384) % 425);
      int cse_v16 = ((((int)threadIdx.x) + 9) % 25);
      float condval_2;
      if ((((((int)threadIdx.x) + 384) % 425) < 400) && (((((int)threadIdx.x) + 9) % 25) < 24)) {
        condval_2 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 384) / 425) * 384)) + ((((((int)threadIdx.x) + 384) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 9) % 25))];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 384)] = condval_2;
      int cse_v17 = ((((int)threadIdx.x) + 1) % 25);
      float condval_3;
      if (((((int)threadIdx.x) + 1) % 25) < 24) {
        condval_3 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 151) / 25) * 24)) + ((((int)threadIdx.x) + 1) % 25)) + 384)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 576)] = condval_3;
      int cse_v4 = (((int)threadIdx.x) + 768);
      int cse_v18 = ((((int)threadIdx.x) + 343) % 425);
      int cse_v19 = ((((int)threadIdx.x) + 18) % 25);
      float condval_4;
      if ((((((int)threadIdx.x) + 343) % 425) < 400) && (((((int)threadIdx.x) + 18) % 25) < 24)) {
        condval_4 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 768) / 425) * 384)) + ((((((int)threadIdx.x) + 343) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 18) % 25))];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_4;
      int cse_v20 = ((((int)threadIdx.x) + 10) % 25);
      float condval_5;
      if (((((int)threadIdx.x) + 10) % 25) < 24) {
        condval_5 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 110) / 25) * 24)) + ((((int)threadIdx.x) + 10) % 25)) + 768)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 960)] = condval_5;
      int cse_v5 = (((int)threadIdx.x) + 1152);
      int cse_v21 = ((((int)threadIdx.x) + 302) % 425);
      int cse_v22 = ((((int)threadIdx.x) + 2) % 25);
      float condval_6;
      if ((((((int)threadIdx.x) + 302) % 425) < 400) && (((((int)threadIdx.x) + 2) % 25) < 24)) {
        condval_6 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 1152) / 425) * 384)) + ((((((int)threadIdx.x) + 302) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 2) % 25))];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1152)] = condval_6;
      int cse_v23 = ((((int)threadIdx.x) + 19) % 25);
      float condval_7;
      if (((((int)threadIdx.x) + 19) % 25) < 24) {
        condval_7 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 69) / 25) * 24)) + ((((int)threadIdx.x) + 19) % 25)) + 1152)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_7;
      int cse_v6 = (((int)threadIdx.x) + 1536);
      int cse_v24 = ((((int)threadIdx.x) + 261) % 425);
      int cse_v25 = ((((int)threadIdx.x) + 11) % 25);
      float condval_8;
      if ((((((int)threadIdx.x) + 261) % 425) < 400) && (((((int)threadIdx.x) + 11) % 25) < 24)) {
        condval_8 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 1536) / 425) * 384)) + ((((((int)threadIdx.x) + 261) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 11) % 25))];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1536)] = condval_8;
      int cse_v26 = ((((int)threadIdx.x) + 3) % 25);
      float condval_9;
      if (((((int)threadIdx.x) + 3) % 25) < 24) {
        condval_9 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 28) / 25) * 24)) + ((((int)threadIdx.x) + 3) % 25)) + 1536)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1728)] = condval_9;
      int cse_v27 = ((((int)threadIdx.x) + 20) % 25);
      float condval_10;
      if ((((int)threadIdx.x) < 180) && (((((int)threadIdx.x) + 20) % 25) < 24)) {
        condval_10 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 220) / 25) * 24)) + ((((int)threadIdx.x) + 20) % 25)) + 1536)];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1920)] = condval_10;
      int cse_v7 = (((int)threadIdx.x) + 2112);
      int cse_v28 = ((((int)threadIdx.x) + 412) % 425);
      int cse_v29 = ((((int)threadIdx.x) + 12) % 25);
      float condval_11;
      if ((((((int)threadIdx.x) + 412) % 425) < 400) && (((((int)threadIdx.x) + 12) % 25) < 24)) {
        condval_11 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 2112) / 425) * 384)) + ((((((int)threadIdx.x) + 412) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 12) % 25))];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2112)] = condval_11;
      int cse_v30 = ((((int)threadIdx.x) + 4) % 25);
      float condval_12;
      if (((((int)threadIdx.x) + 4) % 25) < 24) {
        condval_12 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 179) / 25) * 24)) + ((((int)threadIdx.x) + 4) % 25)) + 1920)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2304)] = condval_12;
      int cse_v8 = (((int)threadIdx.x) + 2496);
      int cse_v31 = ((((int)threadIdx.x) + 371) % 425);
      int cse_v32 = ((((int)threadIdx.x) + 21) % 25);
      float condval_13;
      if ((((((int)threadIdx.x) + 371) % 425) < 400) && (((((int)threadIdx.x) + 21) % 25) < 24)) {
        condval_13 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 2496) / 425) * 384)) + ((((((int)threadIdx.x) + 371) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 21) % 25))];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2496)] = condval_13;
      int cse_v33 = ((((int)threadIdx.x) + 13) % 25);
      float condval_14;
      if (((((int)threadIdx.x) + 13) % 25) < 24) {
        condval_14 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 138) / 25) * 24)) + ((((int)threadIdx.x) + 13) % 25)) + 2304)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2688)] = condval_14;
      int cse_v9 = (((int)threadIdx.x) + 2880);
      int cse_v34 = ((((int)threadIdx.x) + 330) % 425);
      int cse_v35 = ((((int)threadIdx.x) + 5) % 25);
      float condval_15;
      if ((((((int)threadIdx.x) + 330) % 425) < 400) && (((((int)threadIdx.x) + 5) % 25) < 24)) {
        condval_15 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 2880) / 425) * 384)) + ((((((int)threadIdx.x) + 330) % 425) / 25) * 24)) + ((((int)threadIdx.x) + 5) % 25))];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 2880)] = condval_15;
      int cse_v36 = ((((int)threadIdx.x) + 22) % 25);
      float condval_16;
      if (((((int)threadIdx.x) + 22) % 25) < 24) {
        condval_16 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 97) / 25) * 24)) + ((((int)threadIdx.x) + 22) % 25)) + 2688)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 3072)] = condval_16;
      if (((int)threadIdx.x) < 136) {
        int cse_v37 = ((((int)threadIdx.x) + 14) % 25);
        float condval_17;
        if ((((int)threadIdx.x) < 111) && (((((int)threadIdx.x) + 14) % 25) < 24)) {
          condval_17 = X_ptr[((((((((int)blockIdx.x) / 12) * 12288) + (rc_0 * 3072)) + (((((int)threadIdx.x) + 289) / 25) * 24)) + ((((int)threadIdx.x) + 14) % 25)) + 2688)];
        } else {
          condval_17 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 3264)] = condval_17;
      }
      int cse_v10 = (rc_0 * 72);
      int cse_v38 = ((((int)blockIdx.x) % 12) * 1152);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((((int)blockIdx.x) % 12) * 1152) + ((((int)threadIdx.x) / 72) * 288)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72))];
      if (((int)threadIdx.x) < 96) {
        int cse_v11 = (((int)threadIdx.x) / 3);
        int cse_v12 = (((int)threadIdx.x) % 3);
        int cse_v112 = ((((((int)threadIdx.x) / 3) + 1) % 3) * 3);
        W_shared_ptr[(((((((int)threadIdx.x) + 192) / 9) * 9) + ((((((int)threadIdx.x) / 3) + 1) % 3) * 3)) + (((int)threadIdx.x) % 3))] = W_ptr[(((((((((int)blockIdx.x) % 12) * 1152) + (((((int)threadIdx.x) + 192) / 72) * 288)) + (rc_0 * 72)) + (((((((int)threadIdx.x) / 3) + 16) % 24) / 3) * 9)) + ((((((int)threadIdx.x) / 3) + 1) % 3) * 3)) + (((int)threadIdx.x) % 3))];
      }
      int cse_v39 = ((((int)threadIdx.x) / 48) * 72);
      int cse_v113 = ((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2));
      __syncthreads();
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2))] * W_shared_ptr[((((int)threadIdx.x) / 48) * 72)]));
      int cse_v115 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 50);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 50)] * W_shared_ptr[((((int)threadIdx.x) / 48) * 72)]));
      int cse_v41 = (((((int)threadIdx.x) / 48) * 72) + 1);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 1)]));
      int cse_v116 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 51);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 51)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 1)]));
      int cse_v42 = (((((int)threadIdx.x) / 48) * 72) + 2);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 2)]));
      int cse_v117 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 52);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 52)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 2)]));
      int cse_v43 = (((((int)threadIdx.x) / 48) * 72) + 3);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 25)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 3)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 75)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 3)]));
      int cse_v44 = (((((int)threadIdx.x) / 48) * 72) + 4);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 26)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 4)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 76)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 4)]));
      int cse_v45 = (((((int)threadIdx.x) / 48) * 72) + 5);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 27)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 5)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 77)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 5)]));
      int cse_v46 = (((((int)threadIdx.x) / 48) * 72) + 6);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 50)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 6)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 100)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 6)]));
      int cse_v47 = (((((int)threadIdx.x) / 48) * 72) + 7);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 51)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 7)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 101)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 7)]));
      int cse_v48 = (((((int)threadIdx.x) / 48) * 72) + 8);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 52)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 8)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 102)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 8)]));
      int cse_v49 = (((((int)threadIdx.x) / 48) * 72) + 9);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 425)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 9)]));
      int cse_v118 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 475);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 475)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 9)]));
      int cse_v50 = (((((int)threadIdx.x) / 48) * 72) + 10);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 426)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 10)]));
      int cse_v119 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 476);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 476)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 10)]));
      int cse_v51 = (((((int)threadIdx.x) / 48) * 72) + 11);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 427)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 11)]));
      int cse_v120 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 477);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 477)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 11)]));
      int cse_v52 = (((((int)threadIdx.x) / 48) * 72) + 12);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 450)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 12)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 500)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 12)]));
      int cse_v53 = (((((int)threadIdx.x) / 48) * 72) + 13);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 451)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 13)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 501)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 13)]));
      int cse_v54 = (((((int)threadIdx.x) / 48) * 72) + 14);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 452)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 14)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 502)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 14)]));
      int cse_v55 = (((((int)threadIdx.x) / 48) * 72) + 15);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 475)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 15)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 525)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 15)]));
      int cse_v56 = (((((int)threadIdx.x) / 48) * 72) + 16);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 476)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 16)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 526)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 16)]));
      int cse_v57 = (((((int)threadIdx.x) / 48) * 72) + 17);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 477)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 17)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 527)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 17)]));
      int cse_v58 = (((((int)threadIdx.x) / 48) * 72) + 18);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 850)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 18)]));
      int cse_v121 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 900);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 900)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 18)]));
      int cse_v59 = (((((int)threadIdx.x) / 48) * 72) + 19);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 851)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 19)]));
      int cse_v122 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 901);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 901)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 19)]));
      int cse_v60 = (((((int)threadIdx.x) / 48) * 72) + 20);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 852)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 20)]));
      int cse_v123 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 902);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 902)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 20)]));
      int cse_v61 = (((((int)threadIdx.x) / 48) * 72) + 21);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 875)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 21)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 925)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 21)]));
      int cse_v62 = (((((int)threadIdx.x) / 48) * 72) + 22);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 876)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 22)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 926)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 22)]));
      int cse_v63 = (((((int)threadIdx.x) / 48) * 72) + 23);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 877)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 23)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 927)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 23)]));
      int cse_v64 = (((((int)threadIdx.x) / 48) * 72) + 24);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 900)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 24)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 950)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 24)]));
      int cse_v65 = (((((int)threadIdx.x) / 48) * 72) + 25);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 901)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 25)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 951)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 25)]));
      int cse_v66 = (((((int)threadIdx.x) / 48) * 72) + 26);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 902)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 26)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 952)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 26)]));
      int cse_v67 = (((((int)threadIdx.x) / 48) * 72) + 27);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1275)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 27)]));
      int cse_v124 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1325);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1325)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 27)]));
      int cse_v68 = (((((int)threadIdx.x) / 48) * 72) + 28);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1276)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 28)]));
      int cse_v125 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1326);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1326)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 28)]));
      int cse_v69 = (((((int)threadIdx.x) / 48) * 72) + 29);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1277)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 29)]));
      int cse_v126 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1327);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1327)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 29)]));
      int cse_v70 = (((((int)threadIdx.x) / 48) * 72) + 30);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1300)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 30)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1350)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 30)]));
      int cse_v71 = (((((int)threadIdx.x) / 48) * 72) + 31);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1301)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 31)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1351)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 31)]));
      int cse_v72 = (((((int)threadIdx.x) / 48) * 72) + 32);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1302)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 32)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1352)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 32)]));
      int cse_v73 = (((((int)threadIdx.x) / 48) * 72) + 33);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1325)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 33)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1375)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 33)]));
      int cse_v74 = (((((int)threadIdx.x) / 48) * 72) + 34);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1326)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 34)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1376)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 34)]));
      int cse_v75 = (((((int)threadIdx.x) / 48) * 72) + 35);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1327)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 35)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1377)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 35)]));
      int cse_v76 = (((((int)threadIdx.x) / 48) * 72) + 36);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1700)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 36)]));
      int cse_v127 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1750);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1750)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 36)]));
      int cse_v77 = (((((int)threadIdx.x) / 48) * 72) + 37);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1701)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 37)]));
      int cse_v128 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1751);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1751)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 37)]));
      int cse_v78 = (((((int)threadIdx.x) / 48) * 72) + 38);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1702)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 38)]));
      int cse_v129 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1752);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1752)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 38)]));
      int cse_v79 = (((((int)threadIdx.x) / 48) * 72) + 39);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1725)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 39)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1775)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 39)]));
      int cse_v80 = (((((int)threadIdx.x) / 48) * 72) + 40);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1726)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 40)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1776)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 40)]));
      int cse_v81 = (((((int)threadIdx.x) / 48) * 72) + 41);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1727)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 41)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1777)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 41)]));
      int cse_v82 = (((((int)threadIdx.x) / 48) * 72) + 42);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1750)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 42)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1800)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 42)]));
      int cse_v83 = (((((int)threadIdx.x) / 48) * 72) + 43);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1751)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 43)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1801)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 43)]));
      int cse_v84 = (((((int)threadIdx.x) / 48) * 72) + 44);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1752)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 44)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 1802)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 44)]));
      int cse_v85 = (((((int)threadIdx.x) / 48) * 72) + 45);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2125)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 45)]));
      int cse_v130 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2175);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2175)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 45)]));
      int cse_v86 = (((((int)threadIdx.x) / 48) * 72) + 46);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2126)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 46)]));
      int cse_v131 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2176);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2176)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 46)]));
      int cse_v87 = (((((int)threadIdx.x) / 48) * 72) + 47);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2127)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 47)]));
      int cse_v132 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2177);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2177)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 47)]));
      int cse_v88 = (((((int)threadIdx.x) / 48) * 72) + 48);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2150)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 48)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2200)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 48)]));
      int cse_v89 = (((((int)threadIdx.x) / 48) * 72) + 49);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2151)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 49)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2201)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 49)]));
      int cse_v90 = (((((int)threadIdx.x) / 48) * 72) + 50);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2152)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 50)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2202)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 50)]));
      int cse_v91 = (((((int)threadIdx.x) / 48) * 72) + 51);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2175)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 51)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2225)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 51)]));
      int cse_v92 = (((((int)threadIdx.x) / 48) * 72) + 52);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2176)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 52)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2226)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 52)]));
      int cse_v93 = (((((int)threadIdx.x) / 48) * 72) + 53);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2177)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 53)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2227)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 53)]));
      int cse_v94 = (((((int)threadIdx.x) / 48) * 72) + 54);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2550)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 54)]));
      int cse_v133 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2600);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2600)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 54)]));
      int cse_v95 = (((((int)threadIdx.x) / 48) * 72) + 55);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2551)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 55)]));
      int cse_v134 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2601);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2601)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 55)]));
      int cse_v96 = (((((int)threadIdx.x) / 48) * 72) + 56);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2552)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 56)]));
      int cse_v135 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2602);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2602)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 56)]));
      int cse_v97 = (((((int)threadIdx.x) / 48) * 72) + 57);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2575)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 57)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2625)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 57)]));
      int cse_v98 = (((((int)threadIdx.x) / 48) * 72) + 58);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2576)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 58)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2626)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 58)]));
      int cse_v99 = (((((int)threadIdx.x) / 48) * 72) + 59);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2577)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 59)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2627)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 59)]));
      int cse_v100 = (((((int)threadIdx.x) / 48) * 72) + 60);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2600)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 60)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2650)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 60)]));
      int cse_v101 = (((((int)threadIdx.x) / 48) * 72) + 61);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2601)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 61)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2651)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 61)]));
      int cse_v102 = (((((int)threadIdx.x) / 48) * 72) + 62);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2602)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 62)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2652)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 62)]));
      int cse_v103 = (((((int)threadIdx.x) / 48) * 72) + 63);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2975)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 63)]));
      int cse_v136 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3025);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3025)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 63)]));
      int cse_v104 = (((((int)threadIdx.x) / 48) * 72) + 64);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2976)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 64)]));
      int cse_v137 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3026);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3026)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 64)]));
      int cse_v105 = (((((int)threadIdx.x) / 48) * 72) + 65);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 2977)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 65)]));
      int cse_v138 = (((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3027);
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3027)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 65)]));
      int cse_v106 = (((((int)threadIdx.x) / 48) * 72) + 66);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3000)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 66)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3050)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 66)]));
      int cse_v107 = (((((int)threadIdx.x) / 48) * 72) + 67);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3001)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 67)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3051)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 67)]));
      int cse_v108 = (((((int)threadIdx.x) / 48) * 72) + 68);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3002)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 68)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3052)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 68)]));
      int cse_v109 = (((((int)threadIdx.x) / 48) * 72) + 69);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3025)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 69)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3075)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 69)]));
      int cse_v110 = (((((int)threadIdx.x) / 48) * 72) + 70);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3026)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 70)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3076)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 70)]));
      int cse_v111 = (((((int)threadIdx.x) / 48) * 72) + 71);
      Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3027)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 71)]));
      Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 48) / 12) * 100) + ((((int)threadIdx.x) % 12) * 2)) + 3077)] * W_shared_ptr[(((((int)threadIdx.x) / 48) * 72) + 71)]));
    }
    int cse_v114 = (((((int)blockIdx.x) * 384) + ((((int)threadIdx.x) / 12) * 24)) + (((int)threadIdx.x) % 12));
    Y_ptr[(((((int)blockIdx.x) * 384) + ((((int)threadIdx.x) / 12) * 24)) + (((int)threadIdx.x) % 12))] = Y_local_ptr[0];
    Y_ptr[((((((int)blockIdx.x) * 384) + ((((int)threadIdx.x) / 12) * 24)) + (((int)threadIdx.x) % 12)) + 12)] = Y_local_ptr[1];
  }
}

