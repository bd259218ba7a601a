
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
extern "C" __global__ void __launch_bounds__(256) batchnorm_shape32x256x56x56_training1_modeper_activation_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(256) batchnorm_shape32x256x56x56_training1_modeper_activation_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr) {
  alignas(64) float x_sum_local_ptr[1];
  alignas(64) float sq_sum_local_ptr[1];
  int cse_v1 = (((int)blockIdx.x) * 256);
  for (int rn_0 = 0; rn_0 < 4; ++rn_0) {
    if (rn_0 == 0) {
      x_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v3 = (((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x));
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[(((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x))]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896)]);
    x_sum_local_ptr[0] = (x_sum_local_ptr[0] + X_ptr[((((rn_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712)]);
  }
  for (int ax0_0 = 0; ax0_0 < 4; ++ax0_0) {
    if (ax0_0 == 0) {
      sq_sum_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v4 = (((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x));
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[(((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x))] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[(((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x))] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v6 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v7 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v8 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v9 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v10 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v11 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
    int cse_v12 = ((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712);
    sq_sum_local_ptr[0] = (sq_sum_local_ptr[0] + ((X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)) * (X_ptr[((((ax0_0 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))));
  }
  int cse_v2 = ((((int)blockIdx.x) * 256) + ((int)threadIdx.x));
  for (int ax0_0_1 = 0; ax0_0_1 < 4; ++ax0_0_1) {
    int cse_v5 = (((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x));
    Y_ptr[(((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x))] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[(((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x))] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v13 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 802816)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v14 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 1605632)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v15 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 2408448)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v16 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 3211264)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v17 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4014080)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v18 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 4816896)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
    int cse_v19 = ((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712);
    Y_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712)] = (((scale_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] * (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)))) * (X_ptr[((((ax0_0_1 * 6422528) + (((int)blockIdx.x) * 256)) + ((int)threadIdx.x)) + 5619712)] - (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/))) + bias_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]);
  }
  running_mean_out_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_mean_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]) + (0x1.99999ap-4f/*1.000000e-01*/ * (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/)));
  running_var_out_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_var_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))]) + (0x1.99999ap-4f/*1.000000e-01*/ * ((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) * 0x1.08421p+0f/*1.032258e+00*/)));
  saved_mean_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (x_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/);
  saved_inv_std_ptr[((((int)blockIdx.x) * 256) + ((int)threadIdx.x))] = (0x1p+0f/*1.000000e+00*/ / sqrtf(((sq_sum_local_ptr[0] * 0x1p-5f/*3.125000e-02*/) + 0x1.4f8b58p-17f/*1.000000e-05*/)));
}

