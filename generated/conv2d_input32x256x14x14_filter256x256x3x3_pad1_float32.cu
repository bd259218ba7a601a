
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
extern "C" __global__ void __launch_bounds__(196, 2) conv2d_input32x256x14x14_filter256x256x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(196, 2) conv2d_input32x256x14x14_filter256x256x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[16];
  __shared__ alignas(64) float X_pad_shared_ptr[2048];
  __shared__ alignas(64) float W_shared_ptr[1152];
  for (int var = 0; var < 1; ++var) {
    Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    int cse_v13 = (((int)threadIdx.x) % 14);
    int cse_v14 = (((int)threadIdx.x) / 98);
    int cse_v19 = ((((int)threadIdx.x) % 98) / 14);
    for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
      int cse_v1 = (((int)threadIdx.x) & 15);
      int cse_v20 = (((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568));
      int cse_v100 = (((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + ((((int)threadIdx.x) >> 4) * 14)) + (((int)threadIdx.x) & 15));
      __syncthreads();
      float condval;
      if (((16 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) & 15))) && ((((int)threadIdx.x) & 15) < 15)) {
        condval = X_ptr[((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + ((((int)threadIdx.x) >> 4) * 14)) + (((int)threadIdx.x) & 15)) - 15)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v2 = (((int)threadIdx.x) >> 2);
      int cse_v3 = (((int)threadIdx.x) + 196);
      int cse_v15 = ((((int)threadIdx.x) + 4) & 15);
      int cse_v21 = (((((int)threadIdx.x) >> 2) + 49) & 63);
      float condval_1;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 49) & 63)) && (((((int)threadIdx.x) + 196) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 4) & 15))) && (((((int)threadIdx.x) + 4) & 15) < 15)) {
        condval_1 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 196) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 49) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 4) & 15)) - 15)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 196)] = condval_1;
      int cse_v4 = (((int)threadIdx.x) + 392);
      int cse_v16 = ((((int)threadIdx.x) + 8) & 15);
      int cse_v22 = (((((int)threadIdx.x) >> 2) + 34) & 63);
      float condval_2;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 34) & 63)) && (((((int)threadIdx.x) + 136) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 8) & 15))) && (((((int)threadIdx.x) + 8) & 15) < 15)) {
        condval_2 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 392) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 34) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 8) & 15)) - 15)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 392)] = condval_2;
      int cse_v5 = (((int)threadIdx.x) + 12);
      int cse_v6 = (((int)threadIdx.x) + 588);
      int cse_v17 = ((((int)threadIdx.x) + 12) & 15);
      int cse_v23 = (((((int)threadIdx.x) >> 2) + 19) & 63);
      float condval_3;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 19) & 63)) && (((((int)threadIdx.x) + 76) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 12) & 15))) && (((((int)threadIdx.x) + 12) & 15) < 15)) {
        condval_3 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 588) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 19) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 12) & 15)) - 15)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 588)] = condval_3;
      int cse_v7 = (((int)threadIdx.x) + 784);
      float condval_4;
      if ((1 <= (((int)threadIdx.x) & 15)) && ((((int)threadIdx.x) & 15) < 15)) {
        condval_4 = X_ptr[((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + ((((int)threadIdx.x) >> 4) * 14)) + (((int)threadIdx.x) & 15)) + 587)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 784)] = condval_4;
      int cse_v8 = (((int)threadIdx.x) + 980);
      int cse_v24 = (((((int)threadIdx.x) >> 2) + 53) & 63);
      float condval_5;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 53) & 63)) && (((((int)threadIdx.x) + 212) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 4) & 15))) && (((((int)threadIdx.x) + 4) & 15) < 15)) {
        condval_5 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 980) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 53) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 4) & 15)) - 15)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 980)] = condval_5;
      int cse_v9 = (((int)threadIdx.x) + 1176);
      int cse_v25 = (((((int)threadIdx.x) >> 2) + 38) & 63);
      float condval_6;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 38) & 63)) && (((((int)threadIdx.x) + 152) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 8) & 15))) && (((((int)threadIdx.x) + 8) & 15) < 15)) {
        condval_6 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 1176) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 38) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 8) & 15)) - 15)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1176)] = condval_6;
      int cse_v10 = (((int)threadIdx.x) + 1372);
      int cse_v26 = (((((int)threadIdx.x) >> 2) + 23) & 63);
      float condval_7;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 23) & 63)) && (((((int)threadIdx.x) + 92) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 12) & 15))) && (((((int)threadIdx.x) + 12) & 15) < 15)) {
        condval_7 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 1372) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 23) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 12) & 15)) - 15)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1372)] = condval_7;
      float condval_8;
      if ((1 <= (((int)threadIdx.x) & 15)) && ((((int)threadIdx.x) & 15) < 15)) {
        condval_8 = X_ptr[((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + ((((int)threadIdx.x) >> 4) * 14)) + (((int)threadIdx.x) & 15)) + 1189)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_8;
      int cse_v11 = (((int)threadIdx.x) + 1764);
      int cse_v27 = (((((int)threadIdx.x) >> 2) + 57) & 63);
      float condval_9;
      if ((((4 <= (((((int)threadIdx.x) >> 2) + 57) & 63)) && (((((int)threadIdx.x) + 228) & 255) < 240)) && (1 <= ((((int)threadIdx.x) + 4) & 15))) && (((((int)threadIdx.x) + 4) & 15) < 15)) {
        condval_9 = X_ptr[(((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 1764) >> 8) * 196)) + (((((((int)threadIdx.x) >> 2) + 57) & 63) >> 2) * 14)) + ((((int)threadIdx.x) + 4) & 15)) - 15)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1764)] = condval_9;
      if (((int)threadIdx.x) < 88) {
        float condval_10;
        if (((((int)threadIdx.x) < 72) && (1 <= ((((int)threadIdx.x) + 8) & 15))) && (((((int)threadIdx.x) + 8) & 15) < 15)) {
          condval_10 = X_ptr[((((((((int)blockIdx.x) >> 4) * 50176) + (rc_0 * 1568)) + (((((int)threadIdx.x) + 168) >> 4) * 14)) + ((((int)threadIdx.x) + 8) & 15)) + 1357)];
        } else {
          condval_10 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1960)] = condval_10;
      }
      int cse_v12 = (rc_0 * 72);
      int cse_v18 = ((((int)blockIdx.x) & 15) * 36864);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + ((((int)threadIdx.x) / 72) * 2304)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 196)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + (((((int)threadIdx.x) + 196) / 72) * 2304)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 52) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 392)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + (((((int)threadIdx.x) + 392) / 72) * 2304)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 32) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 588)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + (((((int)threadIdx.x) + 588) / 72) * 2304)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 12) % 72))];
      W_shared_ptr[(((int)threadIdx.x) + 784)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + (((((int)threadIdx.x) + 784) / 72) * 2304)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 64) % 72))];
      if (((int)threadIdx.x) < 172) {
        W_shared_ptr[(((int)threadIdx.x) + 980)] = W_ptr[(((((((int)blockIdx.x) & 15) * 36864) + (((((int)threadIdx.x) + 980) / 72) * 2304)) + (rc_0 * 72)) + ((((int)threadIdx.x) + 44) % 72))];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
        int cse_v28 = (((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9));
        int cse_v101 = (((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14));
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[(((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9))]));
        int cse_v103 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[(((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9))]));
        int cse_v29 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 72);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 72)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 72)]));
        int cse_v30 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 144);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 144)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 144)]));
        int cse_v31 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 216);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 216)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 216)]));
        int cse_v32 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 288);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 288)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 288)]));
        int cse_v33 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 360);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 360)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 360)]));
        int cse_v34 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 432);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 432)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 432)]));
        int cse_v35 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 504);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[(((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14))] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 504)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 504)]));
        int cse_v36 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 1);
        int cse_v104 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 1)]));
        int cse_v105 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 1)]));
        int cse_v37 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 73);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 73)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 73)]));
        int cse_v38 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 145);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 145)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 145)]));
        int cse_v39 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 217);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 217)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 217)]));
        int cse_v40 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 289);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 289)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 289)]));
        int cse_v41 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 361);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 361)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 361)]));
        int cse_v42 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 433);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 433)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 433)]));
        int cse_v43 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 505);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 1)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 505)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 505)]));
        int cse_v44 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 2);
        int cse_v106 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 2)]));
        int cse_v107 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 2)]));
        int cse_v45 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 74);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 74)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 74)]));
        int cse_v46 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 146);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 146)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 146)]));
        int cse_v47 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 218);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 218)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 218)]));
        int cse_v48 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 290);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 290)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 290)]));
        int cse_v49 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 362);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 362)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 362)]));
        int cse_v50 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 434);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 434)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 434)]));
        int cse_v51 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 506);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 2)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 506)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 506)]));
        int cse_v52 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 3);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 3)]));
        int cse_v108 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 3)]));
        int cse_v53 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 75);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 75)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 75)]));
        int cse_v54 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 147);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 147)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 147)]));
        int cse_v55 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 219);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 219)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 219)]));
        int cse_v56 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 291);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 291)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 291)]));
        int cse_v57 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 363);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 363)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 363)]));
        int cse_v58 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 435);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 435)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 435)]));
        int cse_v59 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 507);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 16)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 507)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 507)]));
        int cse_v60 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 4);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 4)]));
        int cse_v109 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 4)]));
        int cse_v61 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 76);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 76)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 76)]));
        int cse_v62 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 148);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 148)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 148)]));
        int cse_v63 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 220);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 220)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 220)]));
        int cse_v64 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 292);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 292)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 292)]));
        int cse_v65 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 364);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 364)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 364)]));
        int cse_v66 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 436);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 436)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 436)]));
        int cse_v67 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 508);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 17)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 508)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 508)]));
        int cse_v68 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 5);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 5)]));
        int cse_v110 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 5)]));
        int cse_v69 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 77);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 77)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 77)]));
        int cse_v70 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 149);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 149)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 149)]));
        int cse_v71 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 221);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 221)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 221)]));
        int cse_v72 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 293);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 293)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 293)]));
        int cse_v73 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 365);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 365)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 365)]));
        int cse_v74 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 437);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 437)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 437)]));
        int cse_v75 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 509);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 18)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 509)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 509)]));
        int cse_v76 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 6);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 6)]));
        int cse_v111 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 6)]));
        int cse_v77 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 78);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 78)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 78)]));
        int cse_v78 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 150);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 150)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 150)]));
        int cse_v79 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 222);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 222)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 222)]));
        int cse_v80 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 294);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 294)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 294)]));
        int cse_v81 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 366);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 366)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 366)]));
        int cse_v82 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 438);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 438)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 438)]));
        int cse_v83 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 510);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 32)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 510)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 48)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 510)]));
        int cse_v84 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 7);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 7)]));
        int cse_v112 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 7)]));
        int cse_v85 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 79);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 79)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 79)]));
        int cse_v86 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 151);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 151)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 151)]));
        int cse_v87 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 223);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 223)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 223)]));
        int cse_v88 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 295);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 295)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 295)]));
        int cse_v89 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 367);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 367)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 367)]));
        int cse_v90 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 439);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 439)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 439)]));
        int cse_v91 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 511);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 33)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 511)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 49)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 511)]));
        int cse_v92 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 8);
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 8)]));
        int cse_v113 = ((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 8)]));
        int cse_v93 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 80);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 80)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 80)]));
        int cse_v94 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 152);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 152)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 152)]));
        int cse_v95 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 224);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 224)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 224)]));
        int cse_v96 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 296);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 296)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 296)]));
        int cse_v97 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 368);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 368)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 368)]));
        int cse_v98 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 440);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 440)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 440)]));
        int cse_v99 = ((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 512);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 34)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 512)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_pad_shared_ptr[((((rc_1 * 256) + (((((int)threadIdx.x) % 98) / 14) * 32)) + (((int)threadIdx.x) % 14)) + 50)] * W_shared_ptr[((((((int)threadIdx.x) / 98) * 576) + (rc_1 * 9)) + 512)]));
      }
    }
    int cse_v102 = ((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14));
    Y_ptr[((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14))] = Y_local_ptr[0];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 14)] = Y_local_ptr[1];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 196)] = Y_local_ptr[2];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 210)] = Y_local_ptr[3];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 392)] = Y_local_ptr[4];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 406)] = Y_local_ptr[5];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 588)] = Y_local_ptr[6];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 602)] = Y_local_ptr[7];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 784)] = Y_local_ptr[8];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 798)] = Y_local_ptr[9];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 980)] = Y_local_ptr[10];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 994)] = Y_local_ptr[11];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 1176)] = Y_local_ptr[12];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 1190)] = Y_local_ptr[13];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 1372)] = Y_local_ptr[14];
    Y_ptr[(((((((int)blockIdx.x) * 3136) + ((((int)threadIdx.x) / 98) * 1568)) + (((((int)threadIdx.x) % 98) / 14) * 28)) + (((int)threadIdx.x) % 14)) + 1386)] = Y_local_ptr[15];
  }
}

