
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
extern "C" __global__ void __launch_bounds__(248, 2) conv2d_input2x8x31x31_filter16x1x5x5_pad2_groups8_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(248, 2) conv2d_input2x8x31x31_filter16x1x5x5_pad2_groups8_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[2];
  __shared__ alignas(64) float X_pad_shared_ptr[420];
  __shared__ alignas(64) float W_shared_ptr[50];
  Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) & 3);
  int cse_v7 = ((((int)blockIdx.x) & 3) * 4);
  int cse_v8 = ((((int)threadIdx.x) % 124) / 31);
  int cse_v14 = (((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)threadIdx.x) % 35);
  int cse_v3 = (((int)blockIdx.x) >> 2);
  int cse_v9 = ((((int)blockIdx.x) & 3) * 248);
  int cse_v15 = (((((int)blockIdx.x) >> 2) * 961) + ((((int)blockIdx.x) & 3) * 248));
  float condval;
  if (((1 <= (((((int)blockIdx.x) & 3) * 4) + (((int)threadIdx.x) / 70))) && (2 <= (((int)threadIdx.x) % 35))) && ((((int)threadIdx.x) % 35) < 33)) {
    condval = X_ptr[((((((((int)blockIdx.x) >> 2) * 961) + ((((int)blockIdx.x) & 3) * 248)) + ((((int)threadIdx.x) / 35) * 31)) + (((int)threadIdx.x) % 35)) - 64)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  X_pad_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v4 = (((int)threadIdx.x) + 248);
  int cse_v10 = ((((int)blockIdx.x) & 3) * 8);
  if (((((((int)blockIdx.x) & 3) * 8) + (((((int)threadIdx.x) + 248) % 420) / 35)) < 35) && (((int)threadIdx.x) < 172)) {
    int cse_v11 = ((((int)threadIdx.x) + 248) / 35);
    int cse_v12 = ((((int)threadIdx.x) + 3) % 35);
    float condval_1;
    if ((((((((int)blockIdx.x) & 3) * 8) + ((((int)threadIdx.x) + 248) / 35)) < 33) && (2 <= ((((int)threadIdx.x) + 3) % 35))) && (((((int)threadIdx.x) + 3) % 35) < 33)) {
      condval_1 = X_ptr[((((((((int)blockIdx.x) >> 2) * 961) + ((((int)blockIdx.x) & 3) * 248)) + (((((int)threadIdx.x) + 248) / 35) * 31)) + ((((int)threadIdx.x) + 3) % 35)) - 64)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    X_pad_shared_ptr[(((int)threadIdx.x) + 248)] = condval_1;
  }
  if (((int)threadIdx.x) < 50) {
    W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((int)blockIdx.x) & 31) >> 2) * 50) + ((int)threadIdx.x))];
  }
  int cse_v5 = (((int)threadIdx.x) % 31);
  int cse_v6 = (((int)threadIdx.x) / 124);
  int cse_v13 = ((((int)threadIdx.x) / 124) * 25);
  int cse_v40 = ((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31));
  __syncthreads();
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31))] * W_shared_ptr[((((int)threadIdx.x) / 124) * 25)]));
  int cse_v41 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 35);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 35)] * W_shared_ptr[((((int)threadIdx.x) / 124) * 25)]));
  }
  int cse_v16 = (((((int)threadIdx.x) / 124) * 25) + 1);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 1)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 1)]));
  int cse_v42 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 36);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 36)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 1)]));
  }
  int cse_v17 = (((((int)threadIdx.x) / 124) * 25) + 2);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 2)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 2)]));
  int cse_v43 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 37);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 37)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 2)]));
  }
  int cse_v18 = (((((int)threadIdx.x) / 124) * 25) + 3);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 3)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 3)]));
  int cse_v44 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 38);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 38)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 3)]));
  }
  int cse_v19 = (((((int)threadIdx.x) / 124) * 25) + 4);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 4)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 4)]));
  int cse_v45 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 39);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 39)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 4)]));
  }
  int cse_v20 = (((((int)threadIdx.x) / 124) * 25) + 5);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 35)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 5)]));
  int cse_v46 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 70);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 70)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 5)]));
  }
  int cse_v21 = (((((int)threadIdx.x) / 124) * 25) + 6);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 36)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 6)]));
  int cse_v47 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 71);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 71)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 6)]));
  }
  int cse_v22 = (((((int)threadIdx.x) / 124) * 25) + 7);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 37)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 7)]));
  int cse_v48 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 72);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 72)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 7)]));
  }
  int cse_v23 = (((((int)threadIdx.x) / 124) * 25) + 8);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 38)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 8)]));
  int cse_v49 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 73);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 73)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 8)]));
  }
  int cse_v24 = (((((int)threadIdx.x) / 124) * 25) + 9);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 39)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 9)]));
  int cse_v50 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 74);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 74)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 9)]));
  }
  int cse_v25 = (((((int)threadIdx.x) / 124) * 25) + 10);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 70)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 10)]));
  int cse_v51 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 105);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 105)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 10)]));
  }
  int cse_v26 = (((((int)threadIdx.x) / 124) * 25) + 11);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 71)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 11)]));
  int cse_v52 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 106);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 106)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 11)]));
  }
  int cse_v27 = (((((int)threadIdx.x) / 124) * 25) + 12);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 72)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 12)]));
  int cse_v53 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 107);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 107)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 12)]));
  }
  int cse_v28 = (((((int)threadIdx.x) / 124) * 25) + 13);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 73)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 13)]));
  int cse_v54 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 108);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 108)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 13)]));
  }
  int cse_v29 = (((((int)threadIdx.x) / 124) * 25) + 14);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 74)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 14)]));
  int cse_v55 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 109);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 109)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 14)]));
  }
  int cse_v30 = (((((int)threadIdx.x) / 124) * 25) + 15);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 105)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 15)]));
  int cse_v56 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 140);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 140)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 15)]));
  }
  int cse_v31 = (((((int)threadIdx.x) / 124) * 25) + 16);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 106)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 16)]));
  int cse_v57 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 141);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 141)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 16)]));
  }
  int cse_v32 = (((((int)threadIdx.x) / 124) * 25) + 17);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 107)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 17)]));
  int cse_v58 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 142);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 142)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 17)]));
  }
  int cse_v33 = (((((int)threadIdx.x) / 124) * 25) + 18);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 108)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 18)]));
  int cse_v59 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 143);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 143)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 18)]));
  }
  int cse_v34 = (((((int)threadIdx.x) / 124) * 25) + 19);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 109)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 19)]));
  int cse_v60 = (((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 144);
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 144)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 19)]));
  }
  int cse_v35 = (((((int)threadIdx.x) / 124) * 25) + 20);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 140)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 20)]));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 175)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 20)]));
  }
  int cse_v36 = (((((int)threadIdx.x) / 124) * 25) + 21);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 141)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 21)]));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 176)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 21)]));
  }
  int cse_v37 = (((((int)threadIdx.x) / 124) * 25) + 22);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 142)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 22)]));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 177)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 22)]));
  }
  int cse_v38 = (((((int)threadIdx.x) / 124) * 25) + 23);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 143)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 23)]));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 178)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 23)]));
  }
  int cse_v39 = (((((int)threadIdx.x) / 124) * 25) + 24);
  Y_local_ptr[0] = (Y_local_ptr[0] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 144)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 24)]));
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_local_ptr[1] = (Y_local_ptr[1] + (X_pad_shared_ptr[(((((((int)threadIdx.x) % 124) / 31) * 70) + (((int)threadIdx.x) % 31)) + 179)] * W_shared_ptr[(((((int)threadIdx.x) / 124) * 25) + 24)]));
  }
  int cse_v61 = ((((((((int)blockIdx.x) >> 2) * 1922) + ((((int)threadIdx.x) / 124) * 961)) + ((((int)blockIdx.x) & 3) * 248)) + (((((int)threadIdx.x) % 124) / 31) * 62)) + (((int)threadIdx.x) % 31));
  Y_ptr[((((((((int)blockIdx.x) >> 2) * 1922) + ((((int)threadIdx.x) / 124) * 961)) + ((((int)blockIdx.x) & 3) * 248)) + (((((int)threadIdx.x) % 124) / 31) * 62)) + (((int)threadIdx.x) % 31))] = Y_local_ptr[0];
  if ((((((int)blockIdx.x) & 3) * 4) + ((((int)threadIdx.x) % 124) / 31)) < 15) {
    Y_ptr[(((((((((int)blockIdx.x) >> 2) * 1922) + ((((int)threadIdx.x) / 124) * 961)) + ((((int)blockIdx.x) & 3) * 248)) + (((((int)threadIdx.x) % 124) / 31) * 62)) + (((int)threadIdx.x) % 31)) + 31)] = Y_local_ptr[1];
  }
}

