
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

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
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

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_ca_async_ca_shared_global_4(uint32_t __dst_mem, const void* __src_mem) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :  : "r"(__dst_mem), "l"(__src_mem) : "memory");
}

__forceinline__ __device__ unsigned int tvm_builtin_cuda_cvta_generic_to_shared(void* p) {
    return __cvta_generic_to_shared(p);
}
extern "C" __global__ void __launch_bounds__(32) batchnorm_shape2x1000x1x1_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __launch_bounds__(32) batchnorm_shape2x1000x1x1_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr) {
  int warp_id_in_cta = __shfl_sync((uint)4294967295, 0, 0, 32);
  int c = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  extern __shared__ __align__(16) float smem_ptr[];
  alignas(64) float xr_ptr[2];
  alignas(64) float acc_ptr[2];
  alignas(64) float st_ptr[4];
  alignas(64) float d_ptr[1];
  st_ptr[0] = X_ptr[((int)blockIdx.x)];
  acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = ((((int)threadIdx.x) * 1000) + ((int)blockIdx.x));
  if (((int)threadIdx.x) < 2) {
    tvm_builtin_ptx_cp_async_ca_async_ca_shared_global_4(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((int)threadIdx.x)]))), (&(X_ptr[((((int)threadIdx.x) * 1000) + ((int)blockIdx.x))])));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  if (((int)threadIdx.x) < 2) {
    xr_ptr[0] = smem_ptr[((int)threadIdx.x)];
    d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  }
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 16, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 16, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 32));
  acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 32));
  acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 32));
  if (((int)threadIdx.x) == 0) {
    smem_ptr[4] = acc_ptr[0];
    smem_ptr[5] = acc_ptr[1];
  }
  tvm_builtin_cuda_cta_sync();
  acc_ptr[0] = smem_ptr[4];
  acc_ptr[1] = smem_ptr[5];
  d_ptr[0] = max(((acc_ptr[1] * 0x1p-1f/*5.000000e-01*/) - ((acc_ptr[0] * 0x1p-1f/*5.000000e-01*/) * (acc_ptr[0] * 0x1p-1f/*5.000000e-01*/))), 0x0p+0f/*0.000000e+00*/);
  st_ptr[1] = (st_ptr[0] + (acc_ptr[0] * 0x1p-1f/*5.000000e-01*/));
  st_ptr[3] = (0x1p+0f/*1.000000e+00*/ / sqrtf((d_ptr[0] + 0x1.4f8b58p-17f/*1.000000e-05*/)));
  if (((int)threadIdx.x) == 0) {
    running_mean_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_mean_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * st_ptr[1]));
    running_var_out_ptr[((int)blockIdx.x)] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_var_ptr[((int)blockIdx.x)]) + (0x1.99999ap-4f/*1.000000e-01*/ * (d_ptr[0] * 0x1p+1f/*2.000000e+00*/)));
    saved_mean_ptr[((int)blockIdx.x)] = st_ptr[1];
    saved_inv_std_ptr[((int)blockIdx.x)] = st_ptr[3];
  }
  st_ptr[2] = (scale_ptr[((int)blockIdx.x)] * st_ptr[3]);
  st_ptr[3] = bias_ptr[((int)blockIdx.x)];
  if (((int)threadIdx.x) < 2) {
    xr_ptr[0] = smem_ptr[((int)threadIdx.x)];
    xr_ptr[1] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
    Y_ptr[((((int)threadIdx.x) * 1000) + ((int)blockIdx.x))] = xr_ptr[1];
  }
}

