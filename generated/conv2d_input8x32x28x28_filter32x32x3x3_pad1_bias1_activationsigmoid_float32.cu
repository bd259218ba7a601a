
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input8x32x28x28_filter32x32x3x3_pad1_bias1_activationsigmoid_float32_kernel(float* __restrict__ B_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input8x32x28x28_filter32x32x3x3_pad1_bias1_activationsigmoid_float32_kernel(float* __restrict__ B_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_acc_local_ptr[2];
  __shared__ alignas(64) float X_pad_shared_ptr[1440];
  __shared__ alignas(64) float W_shared_ptr[288];
  for (int var = 0; var < 1; ++var) {
    Y_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    int cse_v1 = (((int)blockIdx.x) % 7);
    int cse_v10 = (((int)threadIdx.x) % 28);
    int cse_v11 = (((int)threadIdx.x) / 56);
    int cse_v14 = ((((int)blockIdx.x) % 7) * 112);
    int cse_v22 = ((((int)blockIdx.x) % 56) / 7);
    int cse_v23 = ((((int)threadIdx.x) % 56) / 28);
    for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
      int cse_v2 = (((int)threadIdx.x) % 30);
      int cse_v12 = ((((int)blockIdx.x) % 7) * 4);
      int cse_v13 = ((((int)threadIdx.x) % 180) / 30);
      int cse_v25 = (((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) % 180) / 30));
      int cse_v26 = (((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272));
      __syncthreads();
      float condval;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) % 180) / 30))) && ((((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) % 180) / 30)) < 29)) && (1 <= (((int)threadIdx.x) % 30))) && ((((int)threadIdx.x) % 30) < 29)) {
        condval = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + ((((int)threadIdx.x) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 180) / 30) * 28)) + (((int)threadIdx.x) % 30)) - 29)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[((int)threadIdx.x)] = condval;
      int cse_v3 = (((int)threadIdx.x) >> 1);
      int cse_v4 = (((int)threadIdx.x) + 224);
      int cse_v15 = ((((int)threadIdx.x) + 14) % 30);
      int cse_v99 = ((((((int)threadIdx.x) >> 1) + 22) % 90) / 15);
      int cse_v106 = (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 22) % 90) / 15));
      float condval_1;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 22) % 90) / 15))) && ((((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 22) % 90) / 15)) < 29)) && (1 <= ((((int)threadIdx.x) + 14) % 30))) && (((((int)threadIdx.x) + 14) % 30) < 29)) {
        condval_1 = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + (((((int)threadIdx.x) + 224) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((((int)threadIdx.x) >> 1) + 22) % 90) / 15) * 28)) + ((((int)threadIdx.x) + 14) % 30)) - 29)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 224)] = condval_1;
      int cse_v5 = (((int)threadIdx.x) + 448);
      int cse_v16 = ((((int)threadIdx.x) + 28) % 30);
      int cse_v100 = ((((((int)threadIdx.x) >> 1) + 44) % 90) / 15);
      int cse_v107 = (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 90) / 15));
      float condval_2;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 90) / 15))) && ((((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 90) / 15)) < 29)) && (1 <= ((((int)threadIdx.x) + 28) % 30))) && (((((int)threadIdx.x) + 28) % 30) < 29)) {
        condval_2 = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + (((((int)threadIdx.x) + 448) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((((int)threadIdx.x) >> 1) + 44) % 90) / 15) * 28)) + ((((int)threadIdx.x) + 28) % 30)) - 29)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 448)] = condval_2;
      int cse_v6 = (((int)threadIdx.x) + 672);
      int cse_v17 = ((((int)threadIdx.x) + 12) % 30);
      int cse_v101 = ((((((int)threadIdx.x) >> 1) + 66) % 90) / 15);
      int cse_v108 = (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 66) % 90) / 15));
      float condval_3;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 66) % 90) / 15))) && ((((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 66) % 90) / 15)) < 29)) && (1 <= ((((int)threadIdx.x) + 12) % 30))) && (((((int)threadIdx.x) + 12) % 30) < 29)) {
        condval_3 = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + (((((int)threadIdx.x) + 672) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((((int)threadIdx.x) >> 1) + 66) % 90) / 15) * 28)) + ((((int)threadIdx.x) + 12) % 30)) - 29)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 672)] = condval_3;
      int cse_v7 = (((int)threadIdx.x) + 896);
      int cse_v18 = ((((int)threadIdx.x) + 26) % 30);
      int cse_v102 = ((((((int)threadIdx.x) >> 1) + 88) % 90) / 15);
      int cse_v109 = (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 88) % 90) / 15));
      float condval_4;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 88) % 90) / 15))) && ((((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 88) % 90) / 15)) < 29)) && (1 <= ((((int)threadIdx.x) + 26) % 30))) && (((((int)threadIdx.x) + 26) % 30) < 29)) {
        condval_4 = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + (((((int)threadIdx.x) + 896) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((((int)threadIdx.x) >> 1) + 88) % 90) / 15) * 28)) + ((((int)threadIdx.x) + 26) % 30)) - 29)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 896)] = condval_4;
      int cse_v8 = (((int)threadIdx.x) + 1120);
      int cse_v19 = ((((int)threadIdx.x) + 10) % 30);
      int cse_v103 = ((((((int)threadIdx.x) >> 1) + 20) % 90) / 15);
      int cse_v110 = (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 20) % 90) / 15));
      float condval_5;
      if ((((1 <= (((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 20) % 90) / 15))) && ((((((int)blockIdx.x) % 7) * 4) + ((((((int)threadIdx.x) >> 1) + 20) % 90) / 15)) < 29)) && (1 <= ((((int)threadIdx.x) + 10) % 30))) && (((((int)threadIdx.x) + 10) % 30) < 29)) {
        condval_5 = X_ptr[((((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + (((((int)threadIdx.x) + 1120) / 180) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((((int)threadIdx.x) >> 1) + 20) % 90) / 15) * 28)) + ((((int)threadIdx.x) + 10) % 30)) - 29)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      X_pad_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_5;
      if (((int)threadIdx.x) < 96) {
        int cse_v20 = ((((int)threadIdx.x) + 84) / 30);
        int cse_v21 = ((((int)threadIdx.x) + 24) % 30);
        float condval_6;
        if ((((((((int)blockIdx.x) % 7) * 4) + ((((int)threadIdx.x) + 84) / 30)) < 29) && (1 <= ((((int)threadIdx.x) + 24) % 30))) && (((((int)threadIdx.x) + 24) % 30) < 29)) {
          condval_6 = X_ptr[(((((((((int)blockIdx.x) / 56) * 25088) + (rc_0 * 6272)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) + 84) / 30) * 28)) + ((((int)threadIdx.x) + 24) % 30)) + 5459)];
        } else {
          condval_6 = 0x0p+0f/*0.000000e+00*/;
        }
        X_pad_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_6;
      }
      int cse_v9 = (rc_0 * 72);
      int cse_v27 = (((((int)blockIdx.x) % 56) / 7) * 1152);
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 56) / 7) * 1152) + ((((int)threadIdx.x) / 72) * 288)) + (rc_0 * 72)) + (((int)threadIdx.x) % 72))];
      if (((int)threadIdx.x) < 64) {
        W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[((((((((int)blockIdx.x) % 56) / 7) * 1152) + (rc_0 * 72)) + ((int)threadIdx.x)) + 872)];
      }
      int cse_v24 = ((((int)threadIdx.x) / 56) * 72);
      int cse_v104 = ((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28));
      __syncthreads();
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((int)threadIdx.x) / 56) * 72)]));
      int cse_v111 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 30);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[((((int)threadIdx.x) / 56) * 72)]));
      int cse_v28 = (((((int)threadIdx.x) / 56) * 72) + 1);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 1)]));
      int cse_v112 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 31);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 31)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 1)]));
      int cse_v29 = (((((int)threadIdx.x) / 56) * 72) + 2);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 2)]));
      int cse_v113 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 32);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 32)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 2)]));
      int cse_v30 = (((((int)threadIdx.x) / 56) * 72) + 3);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 30)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 3)]));
      int cse_v114 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 60);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 3)]));
      int cse_v31 = (((((int)threadIdx.x) / 56) * 72) + 4);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 31)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 4)]));
      int cse_v115 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 61);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 61)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 4)]));
      int cse_v32 = (((((int)threadIdx.x) / 56) * 72) + 5);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 32)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 5)]));
      int cse_v116 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 62);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 62)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 5)]));
      int cse_v33 = (((((int)threadIdx.x) / 56) * 72) + 6);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 60)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 6)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 90)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 6)]));
      int cse_v34 = (((((int)threadIdx.x) / 56) * 72) + 7);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 61)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 7)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 91)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 7)]));
      int cse_v35 = (((((int)threadIdx.x) / 56) * 72) + 8);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 62)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 8)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 92)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 8)]));
      int cse_v36 = (((((int)threadIdx.x) / 56) * 72) + 9);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 180)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 9)]));
      int cse_v117 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 210);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 210)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 9)]));
      int cse_v37 = (((((int)threadIdx.x) / 56) * 72) + 10);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 181)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 10)]));
      int cse_v118 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 211);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 211)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 10)]));
      int cse_v38 = (((((int)threadIdx.x) / 56) * 72) + 11);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 182)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 11)]));
      int cse_v119 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 212);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 212)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 11)]));
      int cse_v39 = (((((int)threadIdx.x) / 56) * 72) + 12);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 210)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 12)]));
      int cse_v120 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 240);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 240)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 12)]));
      int cse_v40 = (((((int)threadIdx.x) / 56) * 72) + 13);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 211)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 13)]));
      int cse_v121 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 241);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 241)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 13)]));
      int cse_v41 = (((((int)threadIdx.x) / 56) * 72) + 14);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 212)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 14)]));
      int cse_v122 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 242);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 242)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 14)]));
      int cse_v42 = (((((int)threadIdx.x) / 56) * 72) + 15);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 240)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 15)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 270)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 15)]));
      int cse_v43 = (((((int)threadIdx.x) / 56) * 72) + 16);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 241)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 16)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 271)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 16)]));
      int cse_v44 = (((((int)threadIdx.x) / 56) * 72) + 17);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 242)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 17)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 272)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 17)]));
      int cse_v45 = (((((int)threadIdx.x) / 56) * 72) + 18);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 360)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 18)]));
      int cse_v123 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 390);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 390)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 18)]));
      int cse_v46 = (((((int)threadIdx.x) / 56) * 72) + 19);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 361)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 19)]));
      int cse_v124 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 391);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 391)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 19)]));
      int cse_v47 = (((((int)threadIdx.x) / 56) * 72) + 20);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 362)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 20)]));
      int cse_v125 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 392);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 392)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 20)]));
      int cse_v48 = (((((int)threadIdx.x) / 56) * 72) + 21);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 390)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 21)]));
      int cse_v126 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 420);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 420)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 21)]));
      int cse_v49 = (((((int)threadIdx.x) / 56) * 72) + 22);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 391)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 22)]));
      int cse_v127 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 421);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 421)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 22)]));
      int cse_v50 = (((((int)threadIdx.x) / 56) * 72) + 23);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 392)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 23)]));
      int cse_v128 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 422);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 422)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 23)]));
      int cse_v51 = (((((int)threadIdx.x) / 56) * 72) + 24);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 420)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 24)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 450)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 24)]));
      int cse_v52 = (((((int)threadIdx.x) / 56) * 72) + 25);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 421)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 25)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 451)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 25)]));
      int cse_v53 = (((((int)threadIdx.x) / 56) * 72) + 26);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 422)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 26)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 452)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 26)]));
      int cse_v54 = (((((int)threadIdx.x) / 56) * 72) + 27);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 540)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 27)]));
      int cse_v129 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 570);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 570)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 27)]));
      int cse_v55 = (((((int)threadIdx.x) / 56) * 72) + 28);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 541)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 28)]));
      int cse_v130 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 571);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 571)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 28)]));
      int cse_v56 = (((((int)threadIdx.x) / 56) * 72) + 29);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 542)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 29)]));
      int cse_v131 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 572);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 572)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 29)]));
      int cse_v57 = (((((int)threadIdx.x) / 56) * 72) + 30);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 570)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 30)]));
      int cse_v132 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 600);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 600)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 30)]));
      int cse_v58 = (((((int)threadIdx.x) / 56) * 72) + 31);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 571)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 31)]));
      int cse_v133 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 601);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 601)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 31)]));
      int cse_v59 = (((((int)threadIdx.x) / 56) * 72) + 32);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 572)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 32)]));
      int cse_v134 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 602);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 602)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 32)]));
      int cse_v60 = (((((int)threadIdx.x) / 56) * 72) + 33);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 600)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 33)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 630)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 33)]));
      int cse_v61 = (((((int)threadIdx.x) / 56) * 72) + 34);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 601)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 34)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 631)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 34)]));
      int cse_v62 = (((((int)threadIdx.x) / 56) * 72) + 35);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 602)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 35)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 632)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 35)]));
      int cse_v63 = (((((int)threadIdx.x) / 56) * 72) + 36);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 720)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 36)]));
      int cse_v135 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 750);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 750)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 36)]));
      int cse_v64 = (((((int)threadIdx.x) / 56) * 72) + 37);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 721)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 37)]));
      int cse_v136 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 751);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 751)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 37)]));
      int cse_v65 = (((((int)threadIdx.x) / 56) * 72) + 38);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 722)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 38)]));
      int cse_v137 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 752);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 752)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 38)]));
      int cse_v66 = (((((int)threadIdx.x) / 56) * 72) + 39);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 750)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 39)]));
      int cse_v138 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 780);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 780)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 39)]));
      int cse_v67 = (((((int)threadIdx.x) / 56) * 72) + 40);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 751)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 40)]));
      int cse_v139 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 781);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 781)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 40)]));
      int cse_v68 = (((((int)threadIdx.x) / 56) * 72) + 41);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 752)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 41)]));
      int cse_v140 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 782);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 782)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 41)]));
      int cse_v69 = (((((int)threadIdx.x) / 56) * 72) + 42);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 780)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 42)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 810)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 42)]));
      int cse_v70 = (((((int)threadIdx.x) / 56) * 72) + 43);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 781)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 43)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 811)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 43)]));
      int cse_v71 = (((((int)threadIdx.x) / 56) * 72) + 44);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 782)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 44)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 812)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 44)]));
      int cse_v72 = (((((int)threadIdx.x) / 56) * 72) + 45);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 900)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 45)]));
      int cse_v141 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 930);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 930)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 45)]));
      int cse_v73 = (((((int)threadIdx.x) / 56) * 72) + 46);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 901)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 46)]));
      int cse_v142 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 931);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 931)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 46)]));
      int cse_v74 = (((((int)threadIdx.x) / 56) * 72) + 47);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 902)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 47)]));
      int cse_v143 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 932);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 932)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 47)]));
      int cse_v75 = (((((int)threadIdx.x) / 56) * 72) + 48);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 930)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 48)]));
      int cse_v144 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 960);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 960)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 48)]));
      int cse_v76 = (((((int)threadIdx.x) / 56) * 72) + 49);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 931)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 49)]));
      int cse_v145 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 961);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 961)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 49)]));
      int cse_v77 = (((((int)threadIdx.x) / 56) * 72) + 50);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 932)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 50)]));
      int cse_v146 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 962);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 962)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 50)]));
      int cse_v78 = (((((int)threadIdx.x) / 56) * 72) + 51);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 960)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 51)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 990)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 51)]));
      int cse_v79 = (((((int)threadIdx.x) / 56) * 72) + 52);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 961)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 52)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 991)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 52)]));
      int cse_v80 = (((((int)threadIdx.x) / 56) * 72) + 53);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 962)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 53)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 992)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 53)]));
      int cse_v81 = (((((int)threadIdx.x) / 56) * 72) + 54);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1080)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 54)]));
      int cse_v147 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1110);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1110)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 54)]));
      int cse_v82 = (((((int)threadIdx.x) / 56) * 72) + 55);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1081)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 55)]));
      int cse_v148 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1111);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1111)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 55)]));
      int cse_v83 = (((((int)threadIdx.x) / 56) * 72) + 56);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1082)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 56)]));
      int cse_v149 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1112);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1112)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 56)]));
      int cse_v84 = (((((int)threadIdx.x) / 56) * 72) + 57);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1110)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 57)]));
      int cse_v150 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1140);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1140)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 57)]));
      int cse_v85 = (((((int)threadIdx.x) / 56) * 72) + 58);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1111)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 58)]));
      int cse_v151 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1141);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1141)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 58)]));
      int cse_v86 = (((((int)threadIdx.x) / 56) * 72) + 59);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1112)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 59)]));
      int cse_v152 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1142);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1142)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 59)]));
      int cse_v87 = (((((int)threadIdx.x) / 56) * 72) + 60);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1140)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 60)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1170)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 60)]));
      int cse_v88 = (((((int)threadIdx.x) / 56) * 72) + 61);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1141)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 61)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1171)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 61)]));
      int cse_v89 = (((((int)threadIdx.x) / 56) * 72) + 62);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1142)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 62)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1172)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 62)]));
      int cse_v90 = (((((int)threadIdx.x) / 56) * 72) + 63);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1260)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 63)]));
      int cse_v153 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1290);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1290)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 63)]));
      int cse_v91 = (((((int)threadIdx.x) / 56) * 72) + 64);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1261)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 64)]));
      int cse_v154 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1291);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1291)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 64)]));
      int cse_v92 = (((((int)threadIdx.x) / 56) * 72) + 65);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1262)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 65)]));
      int cse_v155 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1292);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1292)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 65)]));
      int cse_v93 = (((((int)threadIdx.x) / 56) * 72) + 66);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1290)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 66)]));
      int cse_v156 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1320);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1320)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 66)]));
      int cse_v94 = (((((int)threadIdx.x) / 56) * 72) + 67);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1291)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 67)]));
      int cse_v157 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1321);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1321)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 67)]));
      int cse_v95 = (((((int)threadIdx.x) / 56) * 72) + 68);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1292)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 68)]));
      int cse_v158 = (((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1322);
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1322)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 68)]));
      int cse_v96 = (((((int)threadIdx.x) / 56) * 72) + 69);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1320)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 69)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1350)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 69)]));
      int cse_v97 = (((((int)threadIdx.x) / 56) * 72) + 70);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1321)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 70)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1351)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 70)]));
      int cse_v98 = (((((int)threadIdx.x) / 56) * 72) + 71);
      Y_acc_local_ptr[0] = (Y_acc_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1322)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 71)]));
      Y_acc_local_ptr[1] = (Y_acc_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 56) / 28) * 60) + (((int)threadIdx.x) % 28)) + 1352)] * W_shared_ptr[(((((int)threadIdx.x) / 56) * 72) + 71)]));
    }
    int cse_v105 = ((((((int)blockIdx.x) % 56) / 7) * 4) + (((int)threadIdx.x) / 56));
    int cse_v159 = ((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28))] = (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + expf((0x0p+0f/*0.000000e+00*/ - (Y_acc_local_ptr[0] + B_ptr[((((((int)blockIdx.x) % 56) / 7) * 4) + (((int)threadIdx.x) / 56))])))));
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 56) * 784)) + ((((int)blockIdx.x) % 7) * 112)) + (((((int)threadIdx.x) % 56) / 28) * 56)) + (((int)threadIdx.x) % 28)) + 28)] = (0x1p+0f/*1.000000e+00*/ / (0x1p+0f/*1.000000e+00*/ + expf((0x0p+0f/*0.000000e+00*/ - (Y_acc_local_ptr[1] + B_ptr[((((((int)blockIdx.x) % 56) / 7) * 4) + (((int)threadIdx.x) / 56))])))));
  }
}

