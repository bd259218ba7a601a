
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
extern "C" __global__ void __launch_bounds__(96, 2) conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(96, 2) conv2d_input1x3x10x10_filter3x3x3x3_pad1_dilation2_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[2];
  __shared__ alignas(64) float X_pad_shared_ptr[432];
  __shared__ alignas(64) float W_shared_ptr[81];
  Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 12);
  int cse_v2 = (((int)threadIdx.x) / 12);
  int cse_v6 = (((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12));
  float condval;
  if (((12 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) - 11)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v4 = ((((int)threadIdx.x) + 96) / 144);
  int cse_v7 = (((((int)threadIdx.x) / 12) + 8) % 12);
  float condval_1;
  if ((((1 <= (((((int)threadIdx.x) / 12) + 8) % 12)) && ((((((int)threadIdx.x) / 12) + 8) % 12) < 11)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_1 = X_ptr[((((((((int)threadIdx.x) + 96) / 144) * 100) + ((((((int)threadIdx.x) / 12) + 8) % 12) * 10)) + (((int)threadIdx.x) % 12)) - 11)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((((((int)threadIdx.x) + 96) / 144) * 144) + ((((((int)threadIdx.x) / 12) + 8) % 12) * 12)) + (((int)threadIdx.x) % 12))] = condval_1;
  float condval_2;
  if (((((int)threadIdx.x) < 84) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_2 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 129)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 192)] = condval_2;
  float condval_3;
  if (((12 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
    condval_3 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 189)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 288)] = condval_3;
  if (((int)threadIdx.x) < 48) {
    float condval_4;
    if (((((int)threadIdx.x) < 36) && (1 <= (((int)threadIdx.x) % 12))) && ((((int)threadIdx.x) % 12) < 11)) {
      condval_4 = X_ptr[((((((int)threadIdx.x) / 12) * 10) + (((int)threadIdx.x) % 12)) + 269)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 384)] = condval_4;
  }
  if (((int)threadIdx.x) < 81) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((int)threadIdx.x)];
  }
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v5 = ((((int)threadIdx.x) >> 5) * 27);
  int cse_v35 = ((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7));
  __syncthreads();
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7))] * W_shared_ptr[((((int)threadIdx.x) >> 5) * 27)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 12)] * W_shared_ptr[((((int)threadIdx.x) >> 5) * 27)]));
  int cse_v8 = (((((int)threadIdx.x) >> 5) * 27) + 1);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 1)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 14)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 1)]));
  int cse_v9 = (((((int)threadIdx.x) >> 5) * 27) + 2);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 4)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 2)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 16)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 2)]));
  int cse_v10 = (((((int)threadIdx.x) >> 5) * 27) + 3);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 24)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 3)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 36)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 3)]));
  int cse_v11 = (((((int)threadIdx.x) >> 5) * 27) + 4);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 26)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 4)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 38)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 4)]));
  int cse_v12 = (((((int)threadIdx.x) >> 5) * 27) + 5);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 28)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 5)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 40)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 5)]));
  int cse_v13 = (((((int)threadIdx.x) >> 5) * 27) + 6);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 48)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 6)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 60)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 6)]));
  int cse_v14 = (((((int)threadIdx.x) >> 5) * 27) + 7);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 50)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 7)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 62)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 7)]));
  int cse_v15 = (((((int)threadIdx.x) >> 5) * 27) + 8);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 52)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 8)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 64)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 8)]));
  int cse_v16 = (((((int)threadIdx.x) >> 5) * 27) + 9);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 144)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 9)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 156)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 9)]));
  int cse_v17 = (((((int)threadIdx.x) >> 5) * 27) + 10);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 146)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 10)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 158)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 10)]));
  int cse_v18 = (((((int)threadIdx.x) >> 5) * 27) + 11);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 148)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 11)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 160)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 11)]));
  int cse_v19 = (((((int)threadIdx.x) >> 5) * 27) + 12);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 168)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 12)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 180)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 12)]));
  int cse_v20 = (((((int)threadIdx.x) >> 5) * 27) + 13);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 170)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 13)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 182)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 13)]));
  int cse_v21 = (((((int)threadIdx.x) >> 5) * 27) + 14);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 172)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 14)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 184)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 14)]));
  int cse_v22 = (((((int)threadIdx.x) >> 5) * 27) + 15);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 192)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 15)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 204)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 15)]));
  int cse_v23 = (((((int)threadIdx.x) >> 5) * 27) + 16);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 194)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 16)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 206)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 16)]));
  int cse_v24 = (((((int)threadIdx.x) >> 5) * 27) + 17);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 196)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 17)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 208)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 17)]));
  int cse_v25 = (((((int)threadIdx.x) >> 5) * 27) + 18);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 288)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 18)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 300)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 18)]));
  int cse_v26 = (((((int)threadIdx.x) >> 5) * 27) + 19);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 290)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 19)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 302)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 19)]));
  int cse_v27 = (((((int)threadIdx.x) >> 5) * 27) + 20);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 292)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 20)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 304)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 20)]));
  int cse_v28 = (((((int)threadIdx.x) >> 5) * 27) + 21);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 312)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 21)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 324)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 21)]));
  int cse_v29 = (((((int)threadIdx.x) >> 5) * 27) + 22);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 314)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 22)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 326)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 22)]));
  int cse_v30 = (((((int)threadIdx.x) >> 5) * 27) + 23);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 316)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 23)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 328)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 23)]));
  int cse_v31 = (((((int)threadIdx.x) >> 5) * 27) + 24);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 336)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 24)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 348)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 24)]));
  int cse_v32 = (((((int)threadIdx.x) >> 5) * 27) + 25);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 338)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 25)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 350)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 25)]));
  int cse_v33 = (((((int)threadIdx.x) >> 5) * 27) + 26);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 340)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 26)]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 24) + (((int)threadIdx.x) & 7)) + 352)] * W_shared_ptr[(((((int)threadIdx.x) >> 5) * 27) + 26)]));
  int cse_v34 = (((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7));
  Y_ptr[(((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7))] = Y_local_ptr[0];
  Y_ptr[((((((int)threadIdx.x) >> 3) * 16) + (((int)threadIdx.x) & 7)) + 8)] = Y_local_ptr[1];
}

