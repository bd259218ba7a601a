
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

#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 530)
#include <cuda_fp16.h>
__device__ half max(half a, half b)
{
  return __hgt(__half(a), __half(b)) ? a : b;
}
__device__ half min(half a, half b)
{
  return __hlt(__half(a), __half(b)) ? a : b;
}
#endif // __CUDA_ARCH__ >= 530

// Pack two half values.
static inline __device__ __host__ unsigned
__pack_half2(const half x, const half y) {
  unsigned v0 = *((unsigned short *)&x);
  unsigned v1 = *((unsigned short *)&y);
  return (v1 << 16) | v0;
}

#define CUDA_UNSUPPORTED_HALF_MATH_BINARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x, half y) {   \
  float tmp_x = __half2float(x);                                          \
  float tmp_y = __half2float(y);                                          \
  float result = FP32_MATH_NAME(tmp_x, tmp_y);                            \
  return __float2half(result);                                            \
}

#define CUDA_UNSUPPORTED_HALF_MATH_UNARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x) {          \
  float tmp_x = __half2float(x);                                         \
  float result = FP32_MATH_NAME(tmp_x);                                  \
  return __float2half(result);                                           \
}

// Some fp16 math functions are not supported in cuda_fp16.h,
// so we define them here to make sure the generated CUDA code
// is valid.
#if defined(__CUDA_ARCH__)
#if (__CUDA_ARCH__ >= 530)
CUDA_UNSUPPORTED_HALF_MATH_BINARY(hpow, powf)
#if ((__CUDACC_VER_MAJOR__ < 12) || ((__CUDACC_VER_MAJOR__ == 12) && (__CUDACC_VER_MINOR__ < 8)))
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htanh, tanhf)
#endif
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htan, tanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hatan, atanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(herf, erf)
#else
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hexp, exp)
#endif
#endif

#undef CUDA_UNSUPPORTED_HALF_MATH_BINARY
#undef CUDA_UNSUPPORTED_HALF_MATH_UNARY

template <typename T, typename TVec2>
struct __align__(8) half4_bfloat164 {
  T x, y, z, w;
  __host__ __device__ half4_bfloat164() : x(T(0)), y(T(0)), z(T(0)), w(T(0)) {}
  __host__ __device__ half4_bfloat164(T x, T y, T z, T w) : x(x), y(y), z(z), w(w) {}

};

using half4 = half4_bfloat164<__half, __half2>;
__host__ __device__ half4 make_half4(__half x, __half y, __half z, __half w) {
    return half4(x, y, z, w);
}

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

#ifndef HOST_DEVICE
#define HOST_DEVICE __forceinline__ __host__ __device__
#endif
union GmmaDescriptor
{
  HOST_DEVICE constexpr
  GmmaDescriptor() noexcept : desc_(0) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(uint64_t desc) noexcept : desc_(desc) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(GmmaDescriptor const& t) noexcept : desc_(t.desc_) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(GmmaDescriptor && t) noexcept : desc_(t.desc_) {}

  HOST_DEVICE constexpr
  GmmaDescriptor& operator=(GmmaDescriptor const& t) noexcept {
    desc_ = t.desc_;
    return *this;
  }

  HOST_DEVICE constexpr
  GmmaDescriptor& operator=(GmmaDescriptor && t) noexcept {
    desc_ = t.desc_;
    return *this;
  }

  uint64_t desc_;
  uint32_t reg32_[2];
  uint16_t reg16_[4];

  // Bitfield implementation avoids the need for shifts in assignment
  struct {
    // start_address, bit [0,14), 4LSB not included
    uint16_t start_address_ : 14, : 2;        // 14 bits [0,14), 2 bits unused
    // leading dimension byte offset, bit [16,30), 4LSB not included
    // For N: This is the stride from the first col to the second col of the 8x2 brick in INTERLEAVED
    //   Unused for all SWIZZLE_* layouts (and assumed to be 1)
    // For T: This is the stride from the first 8 rows to the next 8 rows.
    uint16_t leading_byte_offset_ : 14, : 2;  // 14 bits [0,14), 2 bits unused
    // stride dimension byte offset, bit [32,46), 4LSB not included
    // For N: This is the stride from the first 8 rows to the next 8 rows.
    // For T: This is the stride fro mthe first 8 cols to the next 8 cols.
    uint16_t stride_byte_offset_ : 14, : 2;   // 14 bits [0,14), 2 bits unused
    // base_offset, bit [49,52)
    // Valid only for SWIZZLE_128B and SWIZZLE_64B
    uint8_t : 1, base_offset_ : 3, : 4;       // 1 bit unused, 3 bits [1,4), 4 bits unused
    // layout type, bit [62,64)
    // SWIZZLE_NONE = 0, SWIZZLE_32B = 3, SWIZZLE_64B = 2, SWIZZLE_128B = 1
    uint8_t : 6, layout_type_ : 2;            // 6 bits unused, 2 bits [6,8)
  } bitfield;

  // Decay to a uint64_t
  HOST_DEVICE constexpr
  operator uint64_t() const noexcept { return desc_; }
};
__forceinline__ __device__ void tvm_builtin_ptx_ld_vec_v2_f32(float& __d0, float& __d1, const void* __addr) {
  asm volatile("ld.v2.f32 {%0, %1}, [%2];" : "=f"(__d0), "=f"(__d1) : "l"(__addr) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_mapa_u64(uint64_t& __d, const void* __a, uint32_t __b) {
  asm("mapa.u64 %0, %1, %2;" : "=l"(__d) : "l"(__a), "r"(__b));
}
__forceinline__ __device__ void tvm_builtin_ptx_st_vec_shared_v2_f32(uint32_t __addr, float __value0, float __value1) {
  asm volatile("st.shared.v2.f32 [%0], {%1, %2};" :  : "r"(__addr), "f"(__value0), "f"(__value1) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_all_async_wait_all() {
  asm volatile("cp.async.wait_all;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0() {
  asm volatile("wgmma.wait_group.sync.aligned 0;" :  :  : "memory");
}
__forceinline__ __device__ unsigned int tvm_builtin_cluster_ctaid_x() {
  unsigned int ctaid;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(ctaid) :);
  return ctaid;
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(uint32_t __dst_mem, const void* __src_mem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :  : "r"(__dst_mem), "l"(__src_mem) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1() {
  asm volatile("wgmma.wait_group.sync.aligned 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n32k16_f32_f16_f16_1_1_1_0(float& __d0, float& __d1, float& __d2, float& __d3, float& __d4, float& __d5, float& __d6, float& __d7, float& __d8, float& __d9, float& __d10, float& __d11, float& __d12, float& __d13, float& __d14, float& __d15, uint64_t __a_desc, uint64_t __b_desc, uint32_t __scale_d) {
  asm volatile("{ .reg .pred ps0; setp.ne.b32 ps0, %18, 0; wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15}, %16, %17, ps0, 1, 1, 1, 0; }" : "+f"(__d0), "+f"(__d1), "+f"(__d2), "+f"(__d3), "+f"(__d4), "+f"(__d5), "+f"(__d6), "+f"(__d7), "+f"(__d8), "+f"(__d9), "+f"(__d10), "+f"(__d11), "+f"(__d12), "+f"(__d13), "+f"(__d14), "+f"(__d15) : "l"(__a_desc), "l"(__b_desc), "r"(__scale_d));
}

__forceinline__ __device__ void tvm_builtin_cuda_cluster_sync() {
    asm("barrier.cluster.arrive.aligned;");
    asm("barrier.cluster.wait.aligned;");
}
__forceinline__ __device__ void tvm_builtin_ptx_fence_proxy_proxy_async_shared__cta() {
  asm volatile("fence.proxy.async.shared::cta;" :  :  : "memory");
}

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_cg_src_size_async_cg_shared_global_16(uint32_t __dst_mem, const void* __src_mem, uint32_t __src_size) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" :  : "r"(__dst_mem), "l"(__src_mem), "r"(__src_size) : "memory");
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
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_fence_fence_sync_aligned() {
  asm volatile("wgmma.fence.sync.aligned;" :  :  : "memory");
}

__forceinline__ __device__ void ptx_wgmma_encode_matrix_descriptor(uint64_t* desc, void* addr, int ldo, int sdo, int swizzle) {
  GmmaDescriptor _desc{};  // value-init: reading uncovered pad bits is UB

  switch (swizzle) {
    case 0: _desc.bitfield.layout_type_ = uint8_t(0); break; // No swizzle
    case 1: _desc.bitfield.layout_type_ = uint8_t(3); break; // 32B swizzle
    case 2: _desc.bitfield.layout_type_ = uint8_t(2); break; // 64B swizzle
    case 3: _desc.bitfield.layout_type_ = uint8_t(1); break; // 128B swizzle
  }

  uint32_t start_address = __cvta_generic_to_shared(addr);
  _desc.bitfield.start_address_ = static_cast<uint16_t>(start_address >> 4);

  constexpr uint8_t base_offset = 0;
  _desc.bitfield.base_offset_ = base_offset;

  _desc.bitfield.stride_byte_offset_  = static_cast<uint32_t>(sdo);
  _desc.bitfield.leading_byte_offset_ = static_cast<uint32_t>(ldo);

  *desc = (uint64_t)_desc;
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_commit_group_commit_group_sync_aligned() {
  asm volatile("wgmma.commit_group.sync.aligned;" :  :  : "memory");
}
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256) matmul_m16_n4096_k4096_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr);
extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256) matmul_m16_n4096_k4096_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int cid = tvm_builtin_ptx_fetch_register_clusterid_x();
  int rank = ((int)tvm_builtin_cluster_ctaid_x());
  int tx = ((int)threadIdx.x);
  extern __shared__ __align__(1024) half smem_ptr[];
  alignas(64) float acc_ptr[16];
  alignas(64) uint64_t desc_a_ptr[1];
  alignas(64) uint64_t desc_b_ptr[1];
  alignas(64) uint packed_ptr[1];
  acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  ptx_wgmma_encode_matrix_descriptor((&(desc_a_ptr[0])), (&(smem_ptr[0])), 512, 64, 3);
  ptx_wgmma_encode_matrix_descriptor((&(desc_b_ptr[0])), (&(smem_ptr[40960])), 1, 64, 3);
  int cse_v3 = (((int)threadIdx.x) & 15);
  int cse_v4 = (((int)threadIdx.x) >> 4);
  int cse_v10 = ((((int)threadIdx.x) >> 4) * 4096);
  int cse_v11 = ((((int)threadIdx.x) & 15) * 8);
  for (int step = 0; step < 19; ++step) {
    if (3 <= step) {
      tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
      tvm_builtin_ptx_fence_proxy_proxy_async_shared__cta();
    }
    tvm_builtin_cuda_cta_sync();
    if (step < 16) {
      int cse_v2 = (step % 5);
      int cse_v5 = (((int)threadIdx.x) & 7);
      int cse_v6 = (((int)tvm_builtin_cluster_ctaid_x()) * 4194304);
      int cse_v7 = (step * 262144);
      int cse_v18 = (((((step % 5) * 8192) + (((((int)threadIdx.x) & 15) >> 3) * 4096)) + ((((int)threadIdx.x) >> 4) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 127) >> 4)) * 8));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step % 5) * 8192) + (((((int)threadIdx.x) & 15) >> 3) * 4096)) + ((((int)threadIdx.x) >> 4) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 127) >> 4)) * 8))]))), (&(B_ptr[(((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 16777216) + (((int)tvm_builtin_cluster_ctaid_x()) * 4194304)) + (step * 262144)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((tvm_builtin_ptx_fetch_register_clusterid_x() & 31) * 128)) + ((((int)threadIdx.x) & 15) * 8))])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((((step % 5) * 8192) + (((((int)threadIdx.x) & 15) >> 3) * 4096)) + ((((int)threadIdx.x) >> 4) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 127) >> 4)) * 8)) + 1024)]))), (&(B_ptr[((((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 16777216) + (((int)tvm_builtin_cluster_ctaid_x()) * 4194304)) + (step * 262144)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((tvm_builtin_ptx_fetch_register_clusterid_x() & 31) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 65536)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((((step % 5) * 8192) + (((((int)threadIdx.x) & 15) >> 3) * 4096)) + ((((int)threadIdx.x) >> 4) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 127) >> 4)) * 8)) + 2048)]))), (&(B_ptr[((((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 16777216) + (((int)tvm_builtin_cluster_ctaid_x()) * 4194304)) + (step * 262144)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((tvm_builtin_ptx_fetch_register_clusterid_x() & 31) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 131072)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((((step % 5) * 8192) + (((((int)threadIdx.x) & 15) >> 3) * 4096)) + ((((int)threadIdx.x) >> 4) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 127) >> 4)) * 8)) + 3072)]))), (&(B_ptr[((((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 16777216) + (((int)tvm_builtin_cluster_ctaid_x()) * 4194304)) + (step * 262144)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((tvm_builtin_ptx_fetch_register_clusterid_x() & 31) * 128)) + ((((int)threadIdx.x) & 15) * 8)) + 196608)])));
      int cse_v8 = (((int)threadIdx.x) >> 3);
      tvm_builtin_ptx_cp_async_cg_src_size_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step % 5) * 2048) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 40960)]))), (&(A_ptr[((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 65536) + ((((int)threadIdx.x) >> 3) * 4096)) + (((int)tvm_builtin_cluster_ctaid_x()) * 1024)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8))])), ((((int)threadIdx.x) < 128) ? (uint)16 : (uint)0));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    if (3 <= step) {
      tvm_builtin_ptx_wgmma_fence_fence_sync_aligned();
      int cse_v12 = ((step + 2) % 5);
      int cse_v14 = (((step + 2) % 5) * 256);
      int cse_v16 = ((((step + 2) % 5) * 1024) + ((((int)threadIdx.x) >> 7) * 512));
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n32k16_f32_f16_f16_1_1_1_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], (desc_a_ptr[0] + ((uint64_t)((((step + 2) % 5) * 1024) + ((((int)threadIdx.x) >> 7) * 512)))), (desc_b_ptr[0] + ((uint64_t)(((step + 2) % 5) * 256))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n32k16_f32_f16_f16_1_1_1_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) % 5) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 128))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) % 5) * 256) + 2))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n32k16_f32_f16_f16_1_1_1_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) % 5) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 256))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) % 5) * 256) + 4))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n32k16_f32_f16_f16_1_1_1_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) % 5) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 384))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) % 5) * 256) + 6))), (uint)1);
      tvm_builtin_ptx_wgmma_commit_group_commit_group_sync_aligned();
      tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1();
    }
  }
  tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0();
  alignas(64) uint64_t rem_ptr[1];
  alignas(64) float part_ptr[2];
  alignas(64) float got_ptr[16];
  tvm_builtin_ptx_cp_async_wait_all_async_wait_all();
  tvm_builtin_cuda_cta_sync();
  int cse_v9 = (((int)threadIdx.x) * 4);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((int)threadIdx.x) * 4)]))), acc_ptr[0], acc_ptr[1]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 1024)]))), acc_ptr[2], acc_ptr[3]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 2048)]))), acc_ptr[4], acc_ptr[5]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 3072)]))), acc_ptr[6], acc_ptr[7]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 4096)]))), acc_ptr[8], acc_ptr[9]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 5120)]))), acc_ptr[10], acc_ptr[11]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 6144)]))), acc_ptr[12], acc_ptr[13]);
  tvm_builtin_ptx_st_vec_shared_v2_f32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((int)threadIdx.x) * 4) + 7168)]))), acc_ptr[14], acc_ptr[15]);
  tvm_builtin_cuda_cta_sync();
  tvm_builtin_cuda_cluster_sync();
  int cse_v13 = ((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4))])), (uint)0);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[0], got_ptr[1], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4))])), (uint)1);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[2], got_ptr[3], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4))])), (uint)2);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[4], got_ptr[5], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4))])), (uint)3);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[6], got_ptr[7], ((void*)rem_ptr[0]));
  int cse_v15 = (((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4)) + 1024);
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[(((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4)) + 1024)])), (uint)0);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[8], got_ptr[9], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[(((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4)) + 1024)])), (uint)1);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[10], got_ptr[11], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[(((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4)) + 1024)])), (uint)2);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[12], got_ptr[13], ((void*)rem_ptr[0]));
  tvm_builtin_ptx_mapa_u64(rem_ptr[0], (&(smem_ptr[(((((int)tvm_builtin_cluster_ctaid_x()) * 2048) + (((int)threadIdx.x) * 4)) + 1024)])), (uint)3);
  tvm_builtin_ptx_ld_vec_v2_f32(got_ptr[14], got_ptr[15], ((void*)rem_ptr[0]));
  part_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  part_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  part_ptr[0] = (part_ptr[0] + got_ptr[0]);
  part_ptr[1] = (part_ptr[1] + got_ptr[1]);
  part_ptr[0] = (part_ptr[0] + got_ptr[2]);
  part_ptr[1] = (part_ptr[1] + got_ptr[3]);
  part_ptr[0] = (part_ptr[0] + got_ptr[4]);
  part_ptr[1] = (part_ptr[1] + got_ptr[5]);
  part_ptr[0] = (part_ptr[0] + got_ptr[6]);
  part_ptr[1] = (part_ptr[1] + got_ptr[7]);
  int cse_v17 = ((((((int)threadIdx.x) & 3) * 272) + ((((int)threadIdx.x) >> 5) * 16)) + ((((int)threadIdx.x) & 31) >> 2));
  smem_ptr[(((((((int)threadIdx.x) & 3) * 272) + ((((int)threadIdx.x) >> 5) * 16)) + ((((int)threadIdx.x) & 31) >> 2)) + 8192)] = ((half)part_ptr[0]);
  smem_ptr[(((((((int)threadIdx.x) & 3) * 272) + ((((int)threadIdx.x) >> 5) * 16)) + ((((int)threadIdx.x) & 31) >> 2)) + 8328)] = ((half)part_ptr[1]);
  part_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  part_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  part_ptr[0] = (part_ptr[0] + got_ptr[8]);
  part_ptr[1] = (part_ptr[1] + got_ptr[9]);
  part_ptr[0] = (part_ptr[0] + got_ptr[10]);
  part_ptr[1] = (part_ptr[1] + got_ptr[11]);
  part_ptr[0] = (part_ptr[0] + got_ptr[12]);
  part_ptr[1] = (part_ptr[1] + got_ptr[13]);
  part_ptr[0] = (part_ptr[0] + got_ptr[14]);
  part_ptr[1] = (part_ptr[1] + got_ptr[15]);
  smem_ptr[(((((((int)threadIdx.x) & 3) * 272) + ((((int)threadIdx.x) >> 5) * 16)) + ((((int)threadIdx.x) & 31) >> 2)) + 8200)] = ((half)part_ptr[0]);
  smem_ptr[(((((((int)threadIdx.x) & 3) * 272) + ((((int)threadIdx.x) >> 5) * 16)) + ((((int)threadIdx.x) & 31) >> 2)) + 8336)] = ((half)part_ptr[1]);
  tvm_builtin_cuda_cta_sync();
  if ((((int)threadIdx.x) < 128) && (((((int)tvm_builtin_cluster_ctaid_x()) * 8) + (((int)threadIdx.x) >> 4)) < 16)) {
    *(uint4*)(C_ptr + ((((((tvm_builtin_ptx_fetch_register_clusterid_x() >> 5) * 65536) + (((int)tvm_builtin_cluster_ctaid_x()) * 32768)) + ((((int)threadIdx.x) >> 4) * 4096)) + ((tvm_builtin_ptx_fetch_register_clusterid_x() & 31) * 128)) + ((((int)threadIdx.x) & 15) * 8))) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 4) * 136) + ((((int)threadIdx.x) & 15) * 8)) + 8192));
  }
  tvm_builtin_cuda_cluster_sync();
}

