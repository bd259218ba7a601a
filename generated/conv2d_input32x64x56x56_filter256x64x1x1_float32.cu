
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
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter256x64x1x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr);
extern "C" __global__ void __launch_bounds__(224, 2) conv2d_input32x64x56x56_filter256x64x1x1_float32_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr) {
  alignas(64) float Y_local_ptr[32];
  __shared__ alignas(64) float X_shared_ptr[7168];
  __shared__ alignas(64) float W_shared_ptr[256];
  for (int var = 0; var < 1; ++var) {
    Y_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    Y_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    int cse_v2 = (((int)threadIdx.x) % 28);
    int cse_v3 = (((int)threadIdx.x) / 112);
    int cse_v4 = ((((int)blockIdx.x) % 7) * 448);
    int cse_v5 = (((((int)threadIdx.x) % 112) / 28) * 112);
    for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
      int cse_v14 = (((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x));
      __syncthreads();
      X_shared_ptr[((int)threadIdx.x)] = X_ptr[(((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x))];
      int cse_v1 = (((int)threadIdx.x) + 224);
      X_shared_ptr[(((int)threadIdx.x) + 224)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 224)];
      X_shared_ptr[(((int)threadIdx.x) + 448)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 3136)];
      X_shared_ptr[(((int)threadIdx.x) + 672)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 3360)];
      X_shared_ptr[(((int)threadIdx.x) + 896)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 6272)];
      X_shared_ptr[(((int)threadIdx.x) + 1120)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 6496)];
      X_shared_ptr[(((int)threadIdx.x) + 1344)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 9408)];
      X_shared_ptr[(((int)threadIdx.x) + 1568)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 9632)];
      X_shared_ptr[(((int)threadIdx.x) + 1792)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 12544)];
      X_shared_ptr[(((int)threadIdx.x) + 2016)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 12768)];
      X_shared_ptr[(((int)threadIdx.x) + 2240)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 15680)];
      X_shared_ptr[(((int)threadIdx.x) + 2464)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 15904)];
      X_shared_ptr[(((int)threadIdx.x) + 2688)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 18816)];
      X_shared_ptr[(((int)threadIdx.x) + 2912)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 19040)];
      X_shared_ptr[(((int)threadIdx.x) + 3136)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 21952)];
      X_shared_ptr[(((int)threadIdx.x) + 3360)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 22176)];
      X_shared_ptr[(((int)threadIdx.x) + 3584)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 25088)];
      X_shared_ptr[(((int)threadIdx.x) + 3808)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 25312)];
      X_shared_ptr[(((int)threadIdx.x) + 4032)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 28224)];
      X_shared_ptr[(((int)threadIdx.x) + 4256)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 28448)];
      X_shared_ptr[(((int)threadIdx.x) + 4480)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 31360)];
      X_shared_ptr[(((int)threadIdx.x) + 4704)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 31584)];
      X_shared_ptr[(((int)threadIdx.x) + 4928)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 34496)];
      X_shared_ptr[(((int)threadIdx.x) + 5152)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 34720)];
      X_shared_ptr[(((int)threadIdx.x) + 5376)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 37632)];
      X_shared_ptr[(((int)threadIdx.x) + 5600)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 37856)];
      X_shared_ptr[(((int)threadIdx.x) + 5824)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 40768)];
      X_shared_ptr[(((int)threadIdx.x) + 6048)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 40992)];
      X_shared_ptr[(((int)threadIdx.x) + 6272)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 43904)];
      X_shared_ptr[(((int)threadIdx.x) + 6496)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 44128)];
      X_shared_ptr[(((int)threadIdx.x) + 6720)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 47040)];
      X_shared_ptr[(((int)threadIdx.x) + 6944)] = X_ptr[((((((((int)blockIdx.x) / 112) * 200704) + (rc_0 * 50176)) + ((((int)blockIdx.x) % 7) * 448)) + ((int)threadIdx.x)) + 47264)];
      int cse_v16 = ((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15));
      W_shared_ptr[((int)threadIdx.x)] = W_ptr[((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15))];
      if (((int)threadIdx.x) < 32) {
        W_shared_ptr[(((int)threadIdx.x) + 224)] = W_ptr[(((((((((int)blockIdx.x) % 112) / 7) * 1024) + ((((int)threadIdx.x) >> 4) * 64)) + (rc_0 * 16)) + (((int)threadIdx.x) & 15)) + 896)];
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 16; ++rc_1) {
        int cse_v6 = (((((int)threadIdx.x) / 112) * 128) + rc_1);
        int cse_v15 = (((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
        Y_local_ptr[0] = (Y_local_ptr[0] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)]));
        int cse_v17 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28);
        Y_local_ptr[16] = (Y_local_ptr[16] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)]));
        int cse_v18 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56);
        Y_local_ptr[1] = (Y_local_ptr[1] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)]));
        int cse_v19 = ((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84);
        Y_local_ptr[17] = (Y_local_ptr[17] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[(((((int)threadIdx.x) / 112) * 128) + rc_1)]));
        int cse_v7 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16);
        Y_local_ptr[2] = (Y_local_ptr[2] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)]));
        Y_local_ptr[18] = (Y_local_ptr[18] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)]));
        Y_local_ptr[3] = (Y_local_ptr[3] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)]));
        Y_local_ptr[19] = (Y_local_ptr[19] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 16)]));
        int cse_v8 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32);
        Y_local_ptr[4] = (Y_local_ptr[4] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)]));
        Y_local_ptr[20] = (Y_local_ptr[20] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)]));
        Y_local_ptr[5] = (Y_local_ptr[5] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)]));
        Y_local_ptr[21] = (Y_local_ptr[21] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 32)]));
        int cse_v9 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48);
        Y_local_ptr[6] = (Y_local_ptr[6] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)]));
        Y_local_ptr[22] = (Y_local_ptr[22] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)]));
        Y_local_ptr[7] = (Y_local_ptr[7] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)]));
        Y_local_ptr[23] = (Y_local_ptr[23] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 48)]));
        int cse_v10 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64);
        Y_local_ptr[8] = (Y_local_ptr[8] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)]));
        Y_local_ptr[24] = (Y_local_ptr[24] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)]));
        Y_local_ptr[9] = (Y_local_ptr[9] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)]));
        Y_local_ptr[25] = (Y_local_ptr[25] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 64)]));
        int cse_v11 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80);
        Y_local_ptr[10] = (Y_local_ptr[10] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)]));
        Y_local_ptr[26] = (Y_local_ptr[26] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)]));
        Y_local_ptr[11] = (Y_local_ptr[11] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)]));
        Y_local_ptr[27] = (Y_local_ptr[27] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 80)]));
        int cse_v12 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96);
        Y_local_ptr[12] = (Y_local_ptr[12] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)]));
        Y_local_ptr[28] = (Y_local_ptr[28] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)]));
        Y_local_ptr[13] = (Y_local_ptr[13] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)]));
        Y_local_ptr[29] = (Y_local_ptr[29] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 96)]));
        int cse_v13 = ((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112);
        Y_local_ptr[14] = (Y_local_ptr[14] + (X_shared_ptr[(((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)]));
        Y_local_ptr[30] = (Y_local_ptr[30] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)]));
        Y_local_ptr[15] = (Y_local_ptr[15] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)]));
        Y_local_ptr[31] = (Y_local_ptr[31] + (X_shared_ptr[((((rc_1 * 448) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] * W_shared_ptr[((((((int)threadIdx.x) / 112) * 128) + rc_1) + 112)]));
      }
    }
    int cse_v20 = ((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28));
    Y_ptr[((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28))] = Y_local_ptr[0];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 28)] = Y_local_ptr[16];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 56)] = Y_local_ptr[1];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 84)] = Y_local_ptr[17];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3136)] = Y_local_ptr[2];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3164)] = Y_local_ptr[18];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3192)] = Y_local_ptr[3];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 3220)] = Y_local_ptr[19];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6272)] = Y_local_ptr[4];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6300)] = Y_local_ptr[20];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6328)] = Y_local_ptr[5];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 6356)] = Y_local_ptr[21];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9408)] = Y_local_ptr[6];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9436)] = Y_local_ptr[22];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9464)] = Y_local_ptr[7];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 9492)] = Y_local_ptr[23];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12544)] = Y_local_ptr[8];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12572)] = Y_local_ptr[24];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12600)] = Y_local_ptr[9];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 12628)] = Y_local_ptr[25];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15680)] = Y_local_ptr[10];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15708)] = Y_local_ptr[26];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15736)] = Y_local_ptr[11];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 15764)] = Y_local_ptr[27];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18816)] = Y_local_ptr[12];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18844)] = Y_local_ptr[28];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18872)] = Y_local_ptr[13];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 18900)] = Y_local_ptr[29];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21952)] = Y_local_ptr[14];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 21980)] = Y_local_ptr[30];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22008)] = Y_local_ptr[15];
    Y_ptr[(((((((((int)blockIdx.x) / 7) * 50176) + ((((int)threadIdx.x) / 112) * 25088)) + ((((int)blockIdx.x) % 7) * 448)) + (((((int)threadIdx.x) % 112) / 28) * 112)) + (((int)threadIdx.x) % 28)) + 22036)] = Y_local_ptr[31];
  }
}

