
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
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224) pool2d_shape32x256x56x56_kindavg_include_pad_window3x3_padding1x1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  __shared__ alignas(64) float X_shared_ptr[3136];
  alignas(64) float pool_sum_local_ptr[4];
  int cse_v1 = (((int)blockIdx.x) * 3136);
  int cse_v2 = (((int)threadIdx.x) * 4);
  int cse_v6 = ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4));
  *(float4*)(X_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(X_ptr + ((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)));
  *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 896));
  *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 1792));
  if (((int)threadIdx.x) < 112) {
    *(float4*)(X_shared_ptr + ((((int)threadIdx.x) * 4) + 2688)) = *(float4*)(X_ptr + (((((int)blockIdx.x) * 3136) + (((int)threadIdx.x) * 4)) + 2688));
  }
  __syncthreads();
  for (int i2_1_i3_fused_0 = 0; i2_1_i3_fused_0 < 4; ++i2_1_i3_fused_0) {
    int cse_v3 = (((int)threadIdx.x) / 56);
    int cse_v4 = (((int)threadIdx.x) % 56);
    int cse_v5 = (i2_1_i3_fused_0 * 896);
    int cse_v7 = ((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112));
    int cse_v8 = ((((int)threadIdx.x) / 56) * 224);
    int cse_v10 = ((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4));
    int cse_v12 = (((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56));
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      pool_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
      float condval;
      if (((1 < ((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4))) && (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 57)) && (1 <= (((int)threadIdx.x) % 56))) {
        condval = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 57)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_1;
      if ((1 < ((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4))) && (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 57)) {
        condval_1 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 56)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_1);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_2;
      if (((1 < ((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4))) && (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 57)) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_2 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 55)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_2);
    }
    int cse_v9 = ((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56));
    int cse_v14 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 1);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_3;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_3 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 1)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_3);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_4;
      if (((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) {
        condval_4 = X_shared_ptr[(((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56))];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_4);
    }
    int cse_v15 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 1);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_5;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_5 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 1)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_5);
    }
    int cse_v16 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 55);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_6;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_6 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 55)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_6);
    }
    int cse_v17 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_7;
      if (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) {
        condval_7 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_7);
    }
    int cse_v18 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 57);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_8;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_8 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 57)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[0] = (pool_sum_local_ptr[0] + condval_8);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      pool_sum_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
      float condval_9;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_9 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) - 1)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_9);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_10;
      if (((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) {
        condval_10 = X_shared_ptr[(((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56))];
      } else {
        condval_10 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_10);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_11;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 14) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_11 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 1)];
      } else {
        condval_11 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_11);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_12;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_12 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 55)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_12);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_13;
      if (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) {
        condval_13 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56)];
      } else {
        condval_13 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_13);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_14;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_14 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 57)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_14);
    }
    int cse_v11 = ((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2));
    int cse_v19 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 111);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_15;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_15 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 111)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_15);
    }
    int cse_v20 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_16;
      if (((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) {
        condval_16 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_16);
    }
    int cse_v21 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 113);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_17;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_17 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 113)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[1] = (pool_sum_local_ptr[1] + condval_17);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      pool_sum_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
      float condval_18;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_18 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 55)];
      } else {
        condval_18 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_18);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_19;
      if (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) {
        condval_19 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56)];
      } else {
        condval_19 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_19);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_20;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 55) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_20 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 57)];
      } else {
        condval_20 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_20);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_21;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_21 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 111)];
      } else {
        condval_21 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_21);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_22;
      if (((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) {
        condval_22 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112)];
      } else {
        condval_22 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_22);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_23;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_23 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 113)];
      } else {
        condval_23 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_23);
    }
    int cse_v22 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 167);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_24;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_24 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 167)];
      } else {
        condval_24 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_24);
    }
    int cse_v23 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 168);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_25;
      if (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) {
        condval_25 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 168)];
      } else {
        condval_25 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_25);
    }
    int cse_v24 = ((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 169);
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_26;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_26 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 169)];
      } else {
        condval_26 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[2] = (pool_sum_local_ptr[2] + condval_26);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      pool_sum_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
      float condval_27;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_27 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 111)];
      } else {
        condval_27 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_27);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_28;
      if (((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) {
        condval_28 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112)];
      } else {
        condval_28 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_28);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_29;
      if ((((i2_1_i3_fused_0 * 8) + ((((int)threadIdx.x) / 56) * 2)) < 27) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_29 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 113)];
      } else {
        condval_29 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_29);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_30;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_30 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 167)];
      } else {
        condval_30 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_30);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_31;
      if (((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) {
        condval_31 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 168)];
      } else {
        condval_31 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_31);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_32;
      if ((((i2_1_i3_fused_0 * 16) + ((((int)threadIdx.x) / 56) * 4)) < 53) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_32 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 169)];
      } else {
        condval_32 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_32);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_33;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 13) && (1 <= (((int)threadIdx.x) % 56))) {
        condval_33 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 223)];
      } else {
        condval_33 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_33);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_34;
      if (((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 13) {
        condval_34 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 224)];
      } else {
        condval_34 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_34);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      float condval_35;
      if ((((i2_1_i3_fused_0 * 4) + (((int)threadIdx.x) / 56)) < 13) && ((((int)threadIdx.x) % 56) < 55)) {
        condval_35 = X_shared_ptr[((((i2_1_i3_fused_0 * 896) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 225)];
      } else {
        condval_35 = 0x0p+0f/*0.000000e+00*/;
      }
      pool_sum_local_ptr[3] = (pool_sum_local_ptr[3] + condval_35);
    }
    int cse_v13 = ((((((int)blockIdx.x) * 3136) + (i2_1_i3_fused_0 * 896)) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56));
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      Y_ptr[((((((int)blockIdx.x) * 3136) + (i2_1_i3_fused_0 * 896)) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56))] = (pool_sum_local_ptr[0] * 0x1.c71c72p-4f/*1.111111e-01*/);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      Y_ptr[(((((((int)blockIdx.x) * 3136) + (i2_1_i3_fused_0 * 896)) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 56)] = (pool_sum_local_ptr[1] * 0x1.c71c72p-4f/*1.111111e-01*/);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      Y_ptr[(((((((int)blockIdx.x) * 3136) + (i2_1_i3_fused_0 * 896)) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 112)] = (pool_sum_local_ptr[2] * 0x1.c71c72p-4f/*1.111111e-01*/);
    }
    if (((i2_1_i3_fused_0 * 2) + (((int)threadIdx.x) / 112)) < 7) {
      Y_ptr[(((((((int)blockIdx.x) * 3136) + (i2_1_i3_fused_0 * 896)) + ((((int)threadIdx.x) / 56) * 224)) + (((int)threadIdx.x) % 56)) + 168)] = (pool_sum_local_ptr[3] * 0x1.c71c72p-4f/*1.111111e-01*/);
    }
  }
}

