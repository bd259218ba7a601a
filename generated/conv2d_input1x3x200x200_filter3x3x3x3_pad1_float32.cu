
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
extern "C" __global__ void __launch_bounds__(125, 2) conv2d_input1x3x200x200_filter3x3x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(125, 2) conv2d_input1x3x200x200_filter3x3x3x3_pad1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[4];
  __shared__ alignas(64) float X_pad_shared_ptr[1872];
  __shared__ alignas(64) float W_shared_ptr[27];
  Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  Y_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 52);
  int cse_v2 = (((int)threadIdx.x) % 52);
  int cse_v12 = ((((int)blockIdx.x) % 80) >> 2);
  int cse_v13 = ((((int)blockIdx.x) & 3) * 50);
  int cse_v31 = (((((int)blockIdx.x) % 80) >> 2) * 10);
  int cse_v32 = (((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52));
  int cse_v33 = (((((int)blockIdx.x) % 80) >> 2) * 2000);
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((int)threadIdx.x) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + (((int)threadIdx.x) % 52)) < 201)) {
    condval = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + ((((int)threadIdx.x) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 52)) - 201)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v3 = (((int)threadIdx.x) + 125);
  int cse_v14 = ((((int)threadIdx.x) + 21) % 52);
  int cse_v34 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52));
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 21) % 52)) < 201)) {
    condval_1 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 125) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 21) % 52)) - 201)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 125)] = condval_1;
  int cse_v4 = (((int)threadIdx.x) + 250);
  int cse_v15 = ((((int)threadIdx.x) + 42) % 52);
  int cse_v35 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52));
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 42) % 52)) < 201)) {
    condval_2 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 250) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 42) % 52)) - 201)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 250)] = condval_2;
  int cse_v5 = (((int)threadIdx.x) + 375);
  int cse_v16 = ((((int)threadIdx.x) + 11) % 52);
  int cse_v36 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52));
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 11) % 52)) < 201)) {
    condval_3 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 375) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 11) % 52)) - 201)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 375)] = condval_3;
  int cse_v6 = (((int)threadIdx.x) + 500);
  int cse_v17 = ((((int)threadIdx.x) + 32) % 52);
  int cse_v37 = (((((int)threadIdx.x) + 500) % 624) / 52);
  int cse_v38 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52));
  int cse_v51 = ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52));
  float condval_4;
  if ((((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52))) && (((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 500) % 624) / 52)) < 201)) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 32) % 52)) < 201)) {
    condval_4 = X_ptr[((((((((((int)threadIdx.x) + 500) / 624) * 40000) + (((((int)blockIdx.x) % 80) >> 2) * 2000)) + ((((((int)threadIdx.x) + 500) % 624) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 32) % 52)) - 201)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 500)] = condval_4;
  int cse_v7 = (((int)threadIdx.x) + 1);
  int cse_v18 = ((((int)threadIdx.x) + 1) / 52);
  int cse_v19 = ((((int)threadIdx.x) + 1) % 52);
  int cse_v39 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52));
  float condval_5;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 1) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 1) % 52)) < 201)) {
    condval_5 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 1) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 1) % 52)) + 39799)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 625)] = condval_5;
  int cse_v20 = ((((int)threadIdx.x) + 22) % 52);
  int cse_v40 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52));
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 22) % 52)) < 201)) {
    condval_6 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 126) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 22) % 52)) + 39799)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 750)] = condval_6;
  int cse_v21 = ((((int)threadIdx.x) + 43) % 52);
  int cse_v41 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52));
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 43) % 52)) < 201)) {
    condval_7 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 251) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 43) % 52)) + 39799)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 875)] = condval_7;
  int cse_v22 = ((((int)threadIdx.x) + 12) % 52);
  int cse_v42 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52));
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 12) % 52)) < 201)) {
    condval_8 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 376) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 12) % 52)) + 39799)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1000)] = condval_8;
  int cse_v8 = (((int)threadIdx.x) + 1125);
  int cse_v23 = ((((int)threadIdx.x) + 33) % 52);
  int cse_v43 = (((((int)threadIdx.x) + 501) % 624) / 52);
  int cse_v44 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52));
  int cse_v52 = ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52));
  float condval_9;
  if ((((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52))) && (((((((int)blockIdx.x) % 80) >> 2) * 10) + (((((int)threadIdx.x) + 501) % 624) / 52)) < 201)) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 33) % 52)) < 201)) {
    condval_9 = X_ptr[((((((((((int)threadIdx.x) + 1125) / 624) * 40000) + (((((int)blockIdx.x) % 80) >> 2) * 2000)) + ((((((int)threadIdx.x) + 501) % 624) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 33) % 52)) - 201)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1125)] = condval_9;
  int cse_v9 = (((int)threadIdx.x) + 2);
  int cse_v24 = ((((int)threadIdx.x) + 2) / 52);
  int cse_v25 = ((((int)threadIdx.x) + 2) % 52);
  int cse_v45 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52));
  float condval_10;
  if (((1 <= ((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 2) / 52))) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 2) % 52)) < 201)) {
    condval_10 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 2) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 2) % 52)) + 79799)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1250)] = condval_10;
  int cse_v26 = ((((int)threadIdx.x) + 23) % 52);
  int cse_v46 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52));
  float condval_11;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 23) % 52)) < 201)) {
    condval_11 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 127) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 23) % 52)) + 79799)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1375)] = condval_11;
  int cse_v27 = ((((int)threadIdx.x) + 44) % 52);
  int cse_v47 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52));
  float condval_12;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 44) % 52)) < 201)) {
    condval_12 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 252) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 44) % 52)) + 79799)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1500)] = condval_12;
  int cse_v28 = ((((int)threadIdx.x) + 13) % 52);
  int cse_v48 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52));
  float condval_13;
  if ((1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 13) % 52)) < 201)) {
    condval_13 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 377) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 13) % 52)) + 79799)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[(((int)threadIdx.x) + 1625)] = condval_13;
  if (((int)threadIdx.x) < 122) {
    int cse_v29 = ((((int)threadIdx.x) + 502) / 52);
    int cse_v30 = ((((int)threadIdx.x) + 34) % 52);
    int cse_v49 = (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52));
    float condval_14;
    if (((((((((int)blockIdx.x) % 80) >> 2) * 10) + ((((int)threadIdx.x) + 502) / 52)) < 201) && (1 <= (((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52)))) && ((((((int)blockIdx.x) & 3) * 50) + ((((int)threadIdx.x) + 34) % 52)) < 201)) {
      condval_14 = X_ptr[(((((((((int)blockIdx.x) % 80) >> 2) * 2000) + (((((int)threadIdx.x) + 502) / 52) * 200)) + ((((int)blockIdx.x) & 3) * 50)) + ((((int)threadIdx.x) + 34) % 52)) + 79799)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 1750)] = condval_14;
  }
  if (((int)threadIdx.x) < 27) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[(((((int)blockIdx.x) / 80) * 27) + ((int)threadIdx.x))];
  }
  int cse_v10 = (((int)threadIdx.x) / 25);
  int cse_v11 = (((int)threadIdx.x) % 25);
  int cse_v50 = (((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25));
  __syncthreads();
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25))] * W_shared_ptr[0]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 25)] * W_shared_ptr[0]));
  int cse_v53 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52)] * W_shared_ptr[0]));
  int cse_v54 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77)] * W_shared_ptr[0]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1)] * W_shared_ptr[1]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 26)] * W_shared_ptr[1]));
  int cse_v55 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53)] * W_shared_ptr[1]));
  int cse_v56 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78)] * W_shared_ptr[1]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 2)] * W_shared_ptr[2]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 27)] * W_shared_ptr[2]));
  int cse_v57 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54)] * W_shared_ptr[2]));
  int cse_v58 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79)] * W_shared_ptr[2]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 52)] * W_shared_ptr[3]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 77)] * W_shared_ptr[3]));
  int cse_v59 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104)] * W_shared_ptr[3]));
  int cse_v60 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129)] * W_shared_ptr[3]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 53)] * W_shared_ptr[4]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 78)] * W_shared_ptr[4]));
  int cse_v61 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105)] * W_shared_ptr[4]));
  int cse_v62 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130)] * W_shared_ptr[4]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 54)] * W_shared_ptr[5]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 79)] * W_shared_ptr[5]));
  int cse_v63 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106)] * W_shared_ptr[5]));
  int cse_v64 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131)] * W_shared_ptr[5]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 104)] * W_shared_ptr[6]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 129)] * W_shared_ptr[6]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 156)] * W_shared_ptr[6]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 181)] * W_shared_ptr[6]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 105)] * W_shared_ptr[7]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 130)] * W_shared_ptr[7]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 157)] * W_shared_ptr[7]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 182)] * W_shared_ptr[7]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 106)] * W_shared_ptr[8]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 131)] * W_shared_ptr[8]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 158)] * W_shared_ptr[8]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 183)] * W_shared_ptr[8]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 624)] * W_shared_ptr[9]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 649)] * W_shared_ptr[9]));
  int cse_v65 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676)] * W_shared_ptr[9]));
  int cse_v66 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701)] * W_shared_ptr[9]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 625)] * W_shared_ptr[10]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 650)] * W_shared_ptr[10]));
  int cse_v67 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677)] * W_shared_ptr[10]));
  int cse_v68 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702)] * W_shared_ptr[10]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 626)] * W_shared_ptr[11]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 651)] * W_shared_ptr[11]));
  int cse_v69 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678)] * W_shared_ptr[11]));
  int cse_v70 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703)] * W_shared_ptr[11]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 676)] * W_shared_ptr[12]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 701)] * W_shared_ptr[12]));
  int cse_v71 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728)] * W_shared_ptr[12]));
  int cse_v72 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753)] * W_shared_ptr[12]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 677)] * W_shared_ptr[13]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 702)] * W_shared_ptr[13]));
  int cse_v73 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729)] * W_shared_ptr[13]));
  int cse_v74 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754)] * W_shared_ptr[13]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 678)] * W_shared_ptr[14]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 703)] * W_shared_ptr[14]));
  int cse_v75 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730)] * W_shared_ptr[14]));
  int cse_v76 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755)] * W_shared_ptr[14]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 728)] * W_shared_ptr[15]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 753)] * W_shared_ptr[15]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 780)] * W_shared_ptr[15]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 805)] * W_shared_ptr[15]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 729)] * W_shared_ptr[16]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 754)] * W_shared_ptr[16]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 781)] * W_shared_ptr[16]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 806)] * W_shared_ptr[16]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 730)] * W_shared_ptr[17]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 755)] * W_shared_ptr[17]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 782)] * W_shared_ptr[17]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 807)] * W_shared_ptr[17]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1248)] * W_shared_ptr[18]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1273)] * W_shared_ptr[18]));
  int cse_v77 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300)] * W_shared_ptr[18]));
  int cse_v78 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325)] * W_shared_ptr[18]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1249)] * W_shared_ptr[19]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1274)] * W_shared_ptr[19]));
  int cse_v79 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301)] * W_shared_ptr[19]));
  int cse_v80 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326)] * W_shared_ptr[19]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1250)] * W_shared_ptr[20]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1275)] * W_shared_ptr[20]));
  int cse_v81 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302)] * W_shared_ptr[20]));
  int cse_v82 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327)] * W_shared_ptr[20]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1300)] * W_shared_ptr[21]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1325)] * W_shared_ptr[21]));
  int cse_v83 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352)] * W_shared_ptr[21]));
  int cse_v84 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377)] * W_shared_ptr[21]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1301)] * W_shared_ptr[22]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1326)] * W_shared_ptr[22]));
  int cse_v85 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353)] * W_shared_ptr[22]));
  int cse_v86 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378)] * W_shared_ptr[22]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1302)] * W_shared_ptr[23]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1327)] * W_shared_ptr[23]));
  int cse_v87 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354);
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354)] * W_shared_ptr[23]));
  int cse_v88 = ((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379);
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379)] * W_shared_ptr[23]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1352)] * W_shared_ptr[24]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1377)] * W_shared_ptr[24]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1404)] * W_shared_ptr[24]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1429)] * W_shared_ptr[24]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1353)] * W_shared_ptr[25]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1378)] * W_shared_ptr[25]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1405)] * W_shared_ptr[25]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1430)] * W_shared_ptr[25]));
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1354)] * W_shared_ptr[26]));
  Y_local_ptr[2] = (Y_local_ptr[2] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1379)] * W_shared_ptr[26]));
  Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1406)] * W_shared_ptr[26]));
  Y_local_ptr[3] = (Y_local_ptr[3] + (X_pad_shared_ptr[((((((int)threadIdx.x) / 25) * 104) + (((int)threadIdx.x) % 25)) + 1431)] * W_shared_ptr[26]));
  int cse_v89 = (((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25));
  Y_ptr[(((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25))] = Y_local_ptr[0];
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 25)] = Y_local_ptr[2];
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 200)] = Y_local_ptr[1];
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 2000) + ((((int)threadIdx.x) / 25) * 400)) + ((((int)blockIdx.x) & 3) * 50)) + (((int)threadIdx.x) % 25)) + 225)] = Y_local_ptr[3];
}

