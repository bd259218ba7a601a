
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
__forceinline__ __device__ void tvm_builtin_ptx_ld_vec_v2_f32(float& __d0, float& __d1, const void* __addr) {
  asm volatile("ld.v2.f32 {%0, %1}, [%2];" : "=f"(__d0), "=f"(__d1) : "l"(__addr) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_mapa_u64(uint64_t& __d, const void* __a, uint32_t __b) {
  asm("mapa.u64 %0, %1, %2;" : "=l"(__d) : "l"(__a), "r"(__b));
}
__forceinline__ __device__ unsigned int tvm_builtin_cluster_ctaid_x() {
  unsigned int ctaid;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(ctaid) :);
  return ctaid;
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(uint32_t __dst_mem, const void* __src_mem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :  : "r"(__dst_mem), "l"(__src_mem) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_4() {
  asm volatile("cp.async.wait_group 4;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}

__forceinline__ __device__ int32_t tvm_builtin_ptx_fetch_register_clusterid_x() {
    uint32_t x;
    asm volatile("mov.u32 %0, %clusterid.x;" : "=r"(x));
    return (int32_t)x;
}

__forceinline__ __device__ unsigned int tvm_builtin_cuda_cvta_generic_to_shared(void* p) {
    return __cvta_generic_to_shared(p);
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
__forceinline__ __device__ void tvm_builtin_ptx_barrier_cluster_wait_cluster_wait() {
  asm volatile("barrier.cluster.wait;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive() {
  asm volatile("barrier.cluster.arrive;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_6() {
  asm volatile("cp.async.wait_group 6;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_5() {
  asm volatile("cp.async.wait_group 5;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(512) batchnorm_shape32x256x56x56_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr);
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(512) batchnorm_shape32x256x56x56_training1_float32_kernel(float* __restrict__ X_ptr, float* __restrict__ Y_ptr, float* __restrict__ bias_ptr, float* __restrict__ running_mean_ptr, float* __restrict__ running_mean_out_ptr, float* __restrict__ running_var_ptr, float* __restrict__ running_var_out_ptr, float* __restrict__ saved_inv_std_ptr, float* __restrict__ saved_mean_ptr, float* __restrict__ scale_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int cid = tvm_builtin_ptx_fetch_register_clusterid_x();
  int crank = ((int)tvm_builtin_cluster_ctaid_x());
  int tx = ((int)threadIdx.x);
  alignas(64) int ids_ptr[2];
  ids_ptr[0] = tvm_builtin_ptx_fetch_register_clusterid_x();
  ids_ptr[1] = ((int)tvm_builtin_cluster_ctaid_x());
  alignas(64) int c_ptr[1];
  c_ptr[0] = ids_ptr[0];
  alignas(64) int rank_ptr[1];
  rank_ptr[0] = ids_ptr[1];
  extern __shared__ __align__(16) float smem_ptr[];
  alignas(64) float xr_ptr[8];
  alignas(64) float acc_ptr[2];
  alignas(64) float st_ptr[4];
  alignas(64) float d_ptr[1];
  alignas(64) uint64_t rem_ptr[1];
  alignas(64) float got_ptr[8];
  st_ptr[0] = X_ptr[(c_ptr[0] * 3136)];
  acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)threadIdx.x) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((int)threadIdx.x) * 4)]))), (&(X_ptr[(((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4))])));
  int cse_v3 = (((int)threadIdx.x) + 512);
  int cse_v4 = ((((int)threadIdx.x) * 4) + 2048);
  int cse_v17 = (((((int)threadIdx.x) + 512) / 784) * 802816);
  int cse_v18 = (((((int)threadIdx.x) + 512) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 2048)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 512) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 512) % 784) * 4))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = ((((int)threadIdx.x) * 4) + 4096);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 4096)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 803776)])));
  int cse_v6 = ((((int)threadIdx.x) * 4) + 6144);
  int cse_v19 = (((((int)threadIdx.x) + 1536) / 784) * 802816);
  int cse_v20 = (((((int)threadIdx.x) + 752) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 6144)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 1536) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 752) % 784) * 4))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = ((((int)threadIdx.x) * 4) + 8192);
  int cse_v21 = (((((int)threadIdx.x) + 2048) / 784) * 802816);
  int cse_v22 = (((((int)threadIdx.x) + 480) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 8192)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 2048) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 480) % 784) * 4))])));
  int cse_v8 = ((((int)threadIdx.x) * 4) + 10240);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 10240)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 2409280)])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = ((((int)threadIdx.x) * 4) + 12288);
  int cse_v23 = (((((int)threadIdx.x) + 3072) / 784) * 802816);
  int cse_v24 = (((((int)threadIdx.x) + 720) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 12288)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 3072) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 720) % 784) * 4))])));
  int cse_v10 = ((((int)threadIdx.x) * 4) + 14336);
  int cse_v25 = (((((int)threadIdx.x) + 3584) / 784) * 802816);
  int cse_v26 = (((((int)threadIdx.x) + 448) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 14336)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 3584) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 448) % 784) * 4))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v11 = ((((int)threadIdx.x) * 4) + 16384);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 16384)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 4014784)])));
  int cse_v12 = ((((int)threadIdx.x) * 4) + 18432);
  int cse_v27 = (((((int)threadIdx.x) + 4608) / 784) * 802816);
  int cse_v28 = (((((int)threadIdx.x) + 688) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 18432)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 4608) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 688) % 784) * 4))])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v13 = ((((int)threadIdx.x) * 4) + 20480);
  int cse_v29 = (((((int)threadIdx.x) + 5120) / 784) * 802816);
  int cse_v30 = (((((int)threadIdx.x) + 416) % 784) * 4);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 20480)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 5120) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 416) % 784) * 4))])));
  int cse_v14 = ((((int)threadIdx.x) * 4) + 22528);
  tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 22528)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 5620288)])));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v15 = ((((int)threadIdx.x) * 4) + 24576);
  if (((int)threadIdx.x) < 128) {
    tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 24576)]))), (&(X_ptr[((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 5622336)])));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_6();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + (((int)threadIdx.x) * 4));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 2048));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_5();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 4096));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 6144));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_4();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 8192));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 10240));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 12288));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 14336));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 16384));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 18432));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 20480));
  d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  *(float4*)(xr_ptr + 4) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 22528));
  d_ptr[0] = (xr_ptr[4] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[5] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[6] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  d_ptr[0] = (xr_ptr[7] - st_ptr[0]);
  acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
  acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  if (((int)threadIdx.x) < 128) {
    *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 24576));
    d_ptr[0] = (xr_ptr[0] - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (xr_ptr[1] - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (xr_ptr[2] - st_ptr[0]);
    acc_ptr[0] = (acc_ptr[0] + d_ptr[0]);
    acc_ptr[1] = (acc_ptr[1] + (d_ptr[0] * d_ptr[0]));
    d_ptr[0] = (xr_ptr[3] - st_ptr[0]);
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
  if ((((int)threadIdx.x) % 32) == 0) {
    int cse_v16 = ((((int)threadIdx.x) >> 5) * 2);
    smem_ptr[(((((int)threadIdx.x) >> 5) * 2) + 25088)] = acc_ptr[0];
    smem_ptr[(((((int)threadIdx.x) >> 5) * 2) + 25089)] = acc_ptr[1];
  }
  tvm_builtin_cuda_cta_sync();
  if (((int)threadIdx.x) == 0) {
    acc_ptr[0] = smem_ptr[25088];
    acc_ptr[1] = smem_ptr[25089];
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25090]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25091]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25092]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25093]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25094]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25095]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25096]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25097]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25098]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25099]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25100]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25101]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25102]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25103]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25104]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25105]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25106]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25107]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25108]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25109]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25110]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25111]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25112]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25113]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25114]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25115]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25116]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25117]);
    acc_ptr[0] = (acc_ptr[0] + smem_ptr[25118]);
    acc_ptr[1] = (acc_ptr[1] + smem_ptr[25119]);
    smem_ptr[25152] = acc_ptr[0];
    smem_ptr[25153] = acc_ptr[1];
  }
  tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive();
  tvm_builtin_ptx_barrier_cluster_wait_cluster_wait();
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[25152])), (uint)0);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[0], got_ptr[1], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[25152])), (uint)1);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[2], got_ptr[3], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[25152])), (uint)2);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[4], got_ptr[5], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[25152])), (uint)3);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[6], got_ptr[7], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_barrier_cluster_arrive_cluster_arrive();
  acc_ptr[0] = got_ptr[0];
  acc_ptr[1] = got_ptr[1];
  acc_ptr[0] = (acc_ptr[0] + got_ptr[2]);
  acc_ptr[1] = (acc_ptr[1] + got_ptr[3]);
  acc_ptr[0] = (acc_ptr[0] + got_ptr[4]);
  acc_ptr[1] = (acc_ptr[1] + got_ptr[5]);
  acc_ptr[0] = (acc_ptr[0] + got_ptr[6]);
  acc_ptr[1] = (acc_ptr[1] + got_ptr[7]);
  d_ptr[0] = max(((acc_ptr[1] * 0x1.4e5e0ap-17f/*9.964923e-06*/) - ((acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/) * (acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/))), 0x0p+0f/*0.000000e+00*/);
  st_ptr[1] = (st_ptr[0] + (acc_ptr[0] * 0x1.4e5e0ap-17f/*9.964923e-06*/));
  st_ptr[3] = (0x1p+0f/*1.000000e+00*/ / sqrtf((d_ptr[0] + 0x1.4f8b58p-17f/*1.000000e-05*/)));
  if (rank_ptr[0] == 0) {
    if (((int)threadIdx.x) == 0) {
      running_mean_out_ptr[c_ptr[0]] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_mean_ptr[c_ptr[0]]) + (0x1.99999ap-4f/*1.000000e-01*/ * st_ptr[1]));
      running_var_out_ptr[c_ptr[0]] = ((0x1.ccccccp-1f/*9.000000e-01*/ * running_var_ptr[c_ptr[0]]) + (0x1.99999ap-4f/*1.000000e-01*/ * (d_ptr[0] * 0x1.0000a8p+0f/*1.000010e+00*/)));
      saved_mean_ptr[c_ptr[0]] = st_ptr[1];
      saved_inv_std_ptr[c_ptr[0]] = st_ptr[3];
    }
  }
  st_ptr[2] = (scale_ptr[c_ptr[0]] * st_ptr[3]);
  st_ptr[3] = bias_ptr[c_ptr[0]];
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + (((int)threadIdx.x) * 4));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + (((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 2048));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 512) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 512) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 4096));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 803776)) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 6144));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 1536) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 752) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 8192));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 2048) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 480) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 10240));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 2409280)) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 12288));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 3072) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 720) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 14336));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 3584) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 448) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 16384));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 4014784)) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 18432));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 4608) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 688) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 20480));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (((((int)threadIdx.x) + 5120) / 784) * 802816)) + (c_ptr[0] * 3136)) + (((((int)threadIdx.x) + 416) % 784) * 4))) = *(float4*)(xr_ptr + 4);
  *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 22528));
  xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
  xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
  *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 5620288)) = *(float4*)(xr_ptr + 4);
  if (((int)threadIdx.x) < 128) {
    *(float4*)(xr_ptr + 0) = *(float4*)(smem_ptr + ((((int)threadIdx.x) * 4) + 24576));
    xr_ptr[4] = ((st_ptr[2] * (xr_ptr[0] - st_ptr[1])) + st_ptr[3]);
    xr_ptr[5] = ((st_ptr[2] * (xr_ptr[1] - st_ptr[1])) + st_ptr[3]);
    xr_ptr[6] = ((st_ptr[2] * (xr_ptr[2] - st_ptr[1])) + st_ptr[3]);
    xr_ptr[7] = ((st_ptr[2] * (xr_ptr[3] - st_ptr[1])) + st_ptr[3]);
    *(float4*)(Y_ptr + ((((rank_ptr[0] * 6422528) + (c_ptr[0] * 3136)) + (((int)threadIdx.x) * 4)) + 5622336)) = *(float4*)(xr_ptr + 4);
  }
  tvm_builtin_ptx_barrier_cluster_wait_cluster_wait();
}

