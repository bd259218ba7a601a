
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
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoimplicit_gemm_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoimplicit_gemm_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_reindex_pad_local_ptr[2];
  __shared__ alignas(64) float X_pad_reindex_pad_shared_ptr[1024];
  __shared__ alignas(64) float W_reindex_pad_shared_ptr[32];
  Y_reindex_pad_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_reindex_pad_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) & 7);
  int cse_v2 = (((int)blockIdx.x) * 128);
  int cse_v3 = (((int)threadIdx.x) >> 3);
  int cse_v9 = ((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6));
  int cse_v10 = ((((int)threadIdx.x) & 7) / 3);
  int cse_v11 = ((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3));
  int cse_v12 = ((((int)threadIdx.x) & 7) % 3);
  int cse_v16 = (((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25);
  int cse_v17 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200);
  int cse_v44 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((int)threadIdx.x) & 7) / 3));
  int cse_v45 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + ((((int)threadIdx.x) & 7) % 3));
  int cse_v82 = ((((((((int)threadIdx.x) & 7) / 3) * 200) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + ((((int)threadIdx.x) & 7) % 3));
  float condval;
  if ((((1 <= ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((int)threadIdx.x) & 7) / 3))) && (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((int)threadIdx.x) & 7) / 3)) < 201)) && (1 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval = X_ptr[(((((((((int)threadIdx.x) & 7) / 3) * 200) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + ((((int)threadIdx.x) & 7) % 3)) - 201)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v4 = (((int)threadIdx.x) + 256);
  int cse_v46 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25);
  int cse_v47 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200);
  int cse_v58 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((int)threadIdx.x) & 7) / 3));
  int cse_v59 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + ((((int)threadIdx.x) & 7) % 3));
  float condval_1;
  if ((((1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((int)threadIdx.x) & 7) / 3))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((int)threadIdx.x) & 7) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_1 = X_ptr[(((((((((int)threadIdx.x) & 7) / 3) * 200) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + ((((int)threadIdx.x) & 7) % 3)) - 169)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_1;
  int cse_v5 = (((int)threadIdx.x) + 512);
  int cse_v48 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25);
  int cse_v49 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200);
  int cse_v60 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((int)threadIdx.x) & 7) / 3));
  int cse_v61 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + ((((int)threadIdx.x) & 7) % 3));
  float condval_2;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((int)threadIdx.x) & 7) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((int)threadIdx.x) & 7) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_2 = X_ptr[(((((((((int)threadIdx.x) & 7) / 3) * 200) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + ((((int)threadIdx.x) & 7) % 3)) - 137)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_2;
  int cse_v6 = (((int)threadIdx.x) + 768);
  int cse_v50 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25);
  int cse_v51 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200);
  int cse_v62 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((int)threadIdx.x) & 7) / 3));
  int cse_v63 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + ((((int)threadIdx.x) & 7) % 3));
  float condval_3;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((int)threadIdx.x) & 7) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((int)threadIdx.x) & 7) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_3 = X_ptr[(((((((((int)threadIdx.x) & 7) / 3) * 200) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + ((((int)threadIdx.x) & 7) % 3)) - 105)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_3;
  int cse_v18 = (((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7));
  if (((int)threadIdx.x) < 32) {
    float condval_4;
    if (((int)threadIdx.x) < 24) {
      condval_4 = W_ptr[(((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7))];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_4;
  }
  int cse_v7 = (((int)threadIdx.x) >> 2);
  int cse_v8 = (((int)threadIdx.x) & 3);
  int cse_v13 = ((((int)threadIdx.x) >> 2) * 8);
  int cse_v14 = ((((int)threadIdx.x) & 3) * 8);
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  int cse_v19 = (((((int)threadIdx.x) >> 2) * 8) + 512);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  int cse_v20 = (((((int)threadIdx.x) >> 2) * 8) + 1);
  int cse_v21 = (((((int)threadIdx.x) & 3) * 8) + 1);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  int cse_v22 = (((((int)threadIdx.x) >> 2) * 8) + 513);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  int cse_v23 = (((((int)threadIdx.x) >> 2) * 8) + 2);
  int cse_v24 = (((((int)threadIdx.x) & 3) * 8) + 2);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  int cse_v25 = (((((int)threadIdx.x) >> 2) * 8) + 514);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  int cse_v26 = (((((int)threadIdx.x) >> 2) * 8) + 3);
  int cse_v27 = (((((int)threadIdx.x) & 3) * 8) + 3);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  int cse_v28 = (((((int)threadIdx.x) >> 2) * 8) + 515);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  int cse_v29 = (((((int)threadIdx.x) >> 2) * 8) + 4);
  int cse_v30 = (((((int)threadIdx.x) & 3) * 8) + 4);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  int cse_v31 = (((((int)threadIdx.x) >> 2) * 8) + 516);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  int cse_v32 = (((((int)threadIdx.x) >> 2) * 8) + 5);
  int cse_v33 = (((((int)threadIdx.x) & 3) * 8) + 5);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  int cse_v34 = (((((int)threadIdx.x) >> 2) * 8) + 517);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  int cse_v35 = (((((int)threadIdx.x) >> 2) * 8) + 6);
  int cse_v36 = (((((int)threadIdx.x) & 3) * 8) + 6);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  int cse_v37 = (((((int)threadIdx.x) >> 2) * 8) + 518);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  int cse_v38 = (((((int)threadIdx.x) >> 2) * 8) + 7);
  int cse_v39 = (((((int)threadIdx.x) & 3) * 8) + 7);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v40 = (((((int)threadIdx.x) >> 2) * 8) + 519);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v15 = ((((int)threadIdx.x) & 7) + 8);
  int cse_v41 = (((((int)threadIdx.x) & 7) + 2) % 3);
  int cse_v52 = ((((((int)threadIdx.x) & 7) + 8) % 9) / 3);
  int cse_v53 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3));
  int cse_v64 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3));
  int cse_v83 = ((((((((((int)threadIdx.x) & 7) + 8) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 8) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 2) % 3));
  __syncthreads();
  float condval_5;
  if ((((1 <= ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3))) && (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)) < 201)) && (1 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)))) && (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)) < 201)) {
    condval_5 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 8) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 8) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 2) % 3)) - 201)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_5;
  int cse_v65 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3));
  int cse_v66 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3));
  float condval_6;
  if ((((1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)) < 201)) {
    condval_6 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 8) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 8) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 2) % 3)) - 169)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_6;
  int cse_v67 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3));
  int cse_v68 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3));
  float condval_7;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)) < 201)) {
    condval_7 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 8) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 8) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 2) % 3)) - 137)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_7;
  int cse_v69 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3));
  int cse_v70 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3));
  float condval_8;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 8) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 2) % 3)) < 201)) {
    condval_8 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 8) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 8) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 2) % 3)) - 105)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_8;
  if (((int)threadIdx.x) < 32) {
    float condval_9;
    if (((int)threadIdx.x) < 24) {
      condval_9 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 8)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_9;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v42 = (((((int)threadIdx.x) & 7) + 1) % 3);
  int cse_v54 = ((((((int)threadIdx.x) & 7) + 7) % 9) / 3);
  int cse_v55 = ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3));
  int cse_v71 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3));
  int cse_v84 = ((((((((((int)threadIdx.x) & 7) + 16) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 7) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 1) % 3));
  __syncthreads();
  float condval_10;
  if ((((1 <= ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3))) && (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)) < 201)) && (1 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)))) && (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)) < 201)) {
    condval_10 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 16) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 7) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 1) % 3)) - 201)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_10;
  int cse_v72 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3));
  int cse_v73 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3));
  float condval_11;
  if ((((1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)) < 201)) {
    condval_11 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 16) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 7) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 1) % 3)) - 169)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_11;
  int cse_v74 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3));
  int cse_v75 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3));
  float condval_12;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)) < 201)) {
    condval_12 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 16) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 7) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 1) % 3)) - 137)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_12;
  int cse_v76 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3));
  int cse_v77 = (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3));
  float condval_13;
  if (((((((int)blockIdx.x) < 312) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) + 7) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + (((((int)threadIdx.x) & 7) + 1) % 3)) < 201)) {
    condval_13 = X_ptr[(((((((((((int)threadIdx.x) & 7) + 16) / 9) * 40000) + (((((((int)threadIdx.x) & 7) + 7) % 9) / 3) * 200)) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 3)) + (((((int)threadIdx.x) & 7) + 1) % 3)) - 105)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_13;
  if (((int)threadIdx.x) < 32) {
    float condval_14;
    if (((int)threadIdx.x) < 24) {
      condval_14 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 16)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_14;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v43 = (((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + (((int)threadIdx.x) & 7));
  int cse_v56 = ((((((int)threadIdx.x) & 7) / 3) + 2) % 3);
  int cse_v78 = ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3));
  __syncthreads();
  float condval_15;
  if ((((((((int)threadIdx.x) & 7) < 3) && (1 <= ((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)))) && (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)) < 201)) && (1 <= ((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_15 = X_ptr[((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + (((int)threadIdx.x) & 7)) + 80199)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_15;
  int cse_v79 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3));
  float condval_16;
  if ((((((((int)threadIdx.x) & 7) < 3) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 4) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 32) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_16 = X_ptr[((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + (((int)threadIdx.x) & 7)) + 80231)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_16;
  int cse_v80 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3));
  float condval_17;
  if ((((((((int)blockIdx.x) < 312) && ((((int)threadIdx.x) & 7) < 3)) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 8) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 64) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_17 = X_ptr[((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + (((int)threadIdx.x) & 7)) + 80263)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_17;
  int cse_v81 = (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3));
  float condval_18;
  if ((((((((int)blockIdx.x) < 312) && ((((int)threadIdx.x) & 7) < 3)) && (1 <= (((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)))) && ((((((((int)blockIdx.x) * 16) + (((int)threadIdx.x) >> 6)) + 12) / 25) + ((((((int)threadIdx.x) & 7) / 3) + 2) % 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + ((((int)threadIdx.x) & 7) % 3)))) && ((((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + 96) % 200) + ((((int)threadIdx.x) & 7) % 3)) < 201)) {
    condval_18 = X_ptr[((((((int)blockIdx.x) * 128) + (((int)threadIdx.x) >> 3)) + (((int)threadIdx.x) & 7)) + 80295)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_18;
  if (((int)threadIdx.x) < 32) {
    float condval_19;
    if ((((int)threadIdx.x) < 19) && ((((int)threadIdx.x) & 7) < 3)) {
      condval_19 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 24)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_19;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (X_pad_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v57 = ((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2));
  if ((((int)threadIdx.x) & 3) < 3) {
    Y_ptr[((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2))] = Y_reindex_pad_local_ptr[0];
  }
  if (((((int)threadIdx.x) & 3) < 3) && (((int)blockIdx.x) < 312)) {
    Y_ptr[(((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2)) + 64)] = Y_reindex_pad_local_ptr[1];
  }
}

