
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
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoim2col_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ col_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoim2col_float32_kernel_1(float* __restrict__ W_ptr, float* __restrict__ Y_ptr, float* __restrict__ col_ptr);
extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoim2col_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ col_ptr) {
  if (((((int)blockIdx.x) * 4) + (((int)threadIdx.x) >> 6)) < 16875) {
    int cse_v7 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
    int cse_v11 = (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3);
    int cse_v35 = ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 9) / 3);
    int cse_v38 = ((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) / 675) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 9) / 3));
    int cse_v39 = (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 5400) / 27) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3));
    float condval;
    if ((((1 <= ((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) / 675) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 9) / 3))) && (((((((int)blockIdx.x) * 32) + (((int)threadIdx.x) >> 3)) / 675) + ((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 9) / 3)) < 201)) && (1 <= (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 5400) / 27) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)))) && ((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 5400) / 27) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) < 201)) {
      condval = X_ptr[(((((((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 27) / 9) * 40000) + (((((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 9) / 3) * 200)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) / 27)) + (((((int)blockIdx.x) * 256) + ((int)threadIdx.x)) % 3)) - 201)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    col_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = condval;
  }
}

extern "C" __global__ void __launch_bounds__(256) conv2d_input1x3x200x200_filter3x3x3x3_pad1_algoim2col_float32_kernel_1(float* __restrict__ W_ptr, float* __restrict__ Y_ptr, float* __restrict__ col_ptr) {
  alignas(64) float Y_reindex_pad_local_ptr[2];
  __shared__ alignas(64) float col_reindex_pad_shared_ptr[1024];
  __shared__ alignas(64) float W_reindex_pad_shared_ptr[32];
  Y_reindex_pad_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  Y_reindex_pad_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) & 7);
  int cse_v8 = ((((int)threadIdx.x) >> 3) * 27);
  int cse_v36 = (((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7));
  col_reindex_pad_shared_ptr[((int)threadIdx.x)] = col_ptr[(((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7))];
  int cse_v2 = (((int)threadIdx.x) + 256);
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 864)];
  int cse_v3 = (((int)threadIdx.x) + 512);
  float condval;
  if (((int)blockIdx.x) < 312) {
    condval = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 1728)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval;
  int cse_v4 = (((int)threadIdx.x) + 768);
  float condval_1;
  if (((int)blockIdx.x) < 312) {
    condval_1 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 2592)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_1;
  int cse_v12 = (((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7));
  if (((int)threadIdx.x) < 32) {
    float condval_2;
    if (((int)threadIdx.x) < 24) {
      condval_2 = W_ptr[(((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7))];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_2;
  }
  int cse_v5 = (((int)threadIdx.x) >> 2);
  int cse_v6 = (((int)threadIdx.x) & 3);
  int cse_v9 = ((((int)threadIdx.x) >> 2) * 8);
  int cse_v10 = ((((int)threadIdx.x) & 3) * 8);
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  int cse_v13 = (((((int)threadIdx.x) >> 2) * 8) + 512);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  int cse_v14 = (((((int)threadIdx.x) >> 2) * 8) + 1);
  int cse_v15 = (((((int)threadIdx.x) & 3) * 8) + 1);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  int cse_v16 = (((((int)threadIdx.x) >> 2) * 8) + 513);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  int cse_v17 = (((((int)threadIdx.x) >> 2) * 8) + 2);
  int cse_v18 = (((((int)threadIdx.x) & 3) * 8) + 2);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  int cse_v19 = (((((int)threadIdx.x) >> 2) * 8) + 514);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  int cse_v20 = (((((int)threadIdx.x) >> 2) * 8) + 3);
  int cse_v21 = (((((int)threadIdx.x) & 3) * 8) + 3);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  int cse_v22 = (((((int)threadIdx.x) >> 2) * 8) + 515);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  int cse_v23 = (((((int)threadIdx.x) >> 2) * 8) + 4);
  int cse_v24 = (((((int)threadIdx.x) & 3) * 8) + 4);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  int cse_v25 = (((((int)threadIdx.x) >> 2) * 8) + 516);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  int cse_v26 = (((((int)threadIdx.x) >> 2) * 8) + 5);
  int cse_v27 = (((((int)threadIdx.x) & 3) * 8) + 5);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  int cse_v28 = (((((int)threadIdx.x) >> 2) * 8) + 517);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  int cse_v29 = (((((int)threadIdx.x) >> 2) * 8) + 6);
  int cse_v30 = (((((int)threadIdx.x) & 3) * 8) + 6);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  int cse_v31 = (((((int)threadIdx.x) >> 2) * 8) + 518);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  int cse_v32 = (((((int)threadIdx.x) >> 2) * 8) + 7);
  int cse_v33 = (((((int)threadIdx.x) & 3) * 8) + 7);
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v34 = (((((int)threadIdx.x) >> 2) * 8) + 519);
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  __syncthreads();
  col_reindex_pad_shared_ptr[((int)threadIdx.x)] = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 8)];
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 872)];
  float condval_3;
  if (((int)blockIdx.x) < 312) {
    condval_3 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 1736)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_3;
  float condval_4;
  if (((int)blockIdx.x) < 312) {
    condval_4 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 2600)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_4;
  if (((int)threadIdx.x) < 32) {
    float condval_5;
    if (((int)threadIdx.x) < 24) {
      condval_5 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 8)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_5;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  __syncthreads();
  col_reindex_pad_shared_ptr[((int)threadIdx.x)] = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 16)];
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 880)];
  float condval_6;
  if (((int)blockIdx.x) < 312) {
    condval_6 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 1744)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_6;
  float condval_7;
  if (((int)blockIdx.x) < 312) {
    condval_7 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 2608)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_7;
  if (((int)threadIdx.x) < 32) {
    float condval_8;
    if (((int)threadIdx.x) < 24) {
      condval_8 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 16)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_8;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  __syncthreads();
  float condval_9;
  if ((((int)threadIdx.x) & 7) < 3) {
    condval_9 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 24)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_9;
  float condval_10;
  if ((((int)threadIdx.x) & 7) < 3) {
    condval_10 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 888)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 256)] = condval_10;
  float condval_11;
  if ((((int)blockIdx.x) < 312) && ((((int)threadIdx.x) & 7) < 3)) {
    condval_11 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 1752)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 512)] = condval_11;
  float condval_12;
  if ((((int)blockIdx.x) < 312) && ((((int)threadIdx.x) & 7) < 3)) {
    condval_12 = col_ptr[((((((int)blockIdx.x) * 3456) + ((((int)threadIdx.x) >> 3) * 27)) + (((int)threadIdx.x) & 7)) + 2616)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  col_reindex_pad_shared_ptr[(((int)threadIdx.x) + 768)] = condval_12;
  if (((int)threadIdx.x) < 32) {
    float condval_13;
    if ((((int)threadIdx.x) < 19) && ((((int)threadIdx.x) & 7) < 3)) {
      condval_13 = W_ptr[((((((int)threadIdx.x) >> 3) * 27) + (((int)threadIdx.x) & 7)) + 24)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    W_reindex_pad_shared_ptr[((int)threadIdx.x)] = condval_13;
  }
  __syncthreads();
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[((((int)threadIdx.x) >> 2) * 8)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 512)] * W_reindex_pad_shared_ptr[((((int)threadIdx.x) & 3) * 8)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 1)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 513)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 1)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 2)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 514)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 2)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 3)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 515)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 3)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 4)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 516)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 4)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 5)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 517)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 5)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 6)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 518)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 6)]));
  Y_reindex_pad_local_ptr[0] = (Y_reindex_pad_local_ptr[0] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 7)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  Y_reindex_pad_local_ptr[1] = (Y_reindex_pad_local_ptr[1] + (col_reindex_pad_shared_ptr[(((((int)threadIdx.x) >> 2) * 8) + 519)] * W_reindex_pad_shared_ptr[(((((int)threadIdx.x) & 3) * 8) + 7)]));
  int cse_v37 = ((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2));
  if ((((int)threadIdx.x) & 3) < 3) {
    Y_ptr[((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2))] = Y_reindex_pad_local_ptr[0];
  }
  if (((((int)threadIdx.x) & 3) < 3) && (((int)blockIdx.x) < 312)) {
    Y_ptr[(((((((int)threadIdx.x) & 3) * 40000) + (((int)blockIdx.x) * 128)) + (((int)threadIdx.x) >> 2)) + 64)] = Y_reindex_pad_local_ptr[1];
  }
}

