
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
__forceinline__ __device__ void tvm_builtin_ptx_st_shared_b32(uint32_t __addr, uint32_t __value) {
  asm volatile("st.shared.b32 [%0], %1;" :  : "r"(__addr), "r"(__value) : "memory");
}

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
__forceinline__ __device__ void tvm_builtin_ptx_fence_proxy_proxy_async_shared__cta() {
  asm volatile("fence.proxy.async.shared::cta;" :  :  : "memory");
}

__forceinline__ __device__ unsigned int tvm_builtin_cuda_cvta_generic_to_shared(void* p) {
    return __cvta_generic_to_shared(p);
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(uint32_t __dst_mem, const void* __src_mem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :  : "r"(__dst_mem), "l"(__src_mem) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_all_async_wait_all() {
  asm volatile("cp.async.wait_all;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_fence_fence_sync_aligned() {
  asm volatile("wgmma.fence.sync.aligned;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n256k16_f32_f16_f16_1_1_0_0(float& __d0, float& __d1, float& __d2, float& __d3, float& __d4, float& __d5, float& __d6, float& __d7, float& __d8, float& __d9, float& __d10, float& __d11, float& __d12, float& __d13, float& __d14, float& __d15, float& __d16, float& __d17, float& __d18, float& __d19, float& __d20, float& __d21, float& __d22, float& __d23, float& __d24, float& __d25, float& __d26, float& __d27, float& __d28, float& __d29, float& __d30, float& __d31, float& __d32, float& __d33, float& __d34, float& __d35, float& __d36, float& __d37, float& __d38, float& __d39, float& __d40, float& __d41, float& __d42, float& __d43, float& __d44, float& __d45, float& __d46, float& __d47, float& __d48, float& __d49, float& __d50, float& __d51, float& __d52, float& __d53, float& __d54, float& __d55, float& __d56, float& __d57, float& __d58, float& __d59, float& __d60, float& __d61, float& __d62, float& __d63, float& __d64, float& __d65, float& __d66, float& __d67, float& __d68, float& __d69, float& __d70, float& __d71, float& __d72, float& __d73, float& __d74, float& __d75, float& __d76, float& __d77, float& __d78, float& __d79, float& __d80, float& __d81, float& __d82, float& __d83, float& __d84, float& __d85, float& __d86, float& __d87, float& __d88, float& __d89, float& __d90, float& __d91, float& __d92, float& __d93, float& __d94, float& __d95, float& __d96, float& __d97, float& __d98, float& __d99, float& __d100, float& __d101, float& __d102, float& __d103, float& __d104, float& __d105, float& __d106, float& __d107, float& __d108, float& __d109, float& __d110, float& __d111, float& __d112, float& __d113, float& __d114, float& __d115, float& __d116, float& __d117, float& __d118, float& __d119, float& __d120, float& __d121, float& __d122, float& __d123, float& __d124, float& __d125, float& __d126, float& __d127, uint64_t __a_desc, uint64_t __b_desc, uint32_t __scale_d) {
  asm volatile("{ .reg .pred ps0; setp.ne.b32 ps0, %130, 0; wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, ps0, 1, 1, 0, 0; }" : "+f"(__d0), "+f"(__d1), "+f"(__d2), "+f"(__d3), "+f"(__d4), "+f"(__d5), "+f"(__d6), "+f"(__d7), "+f"(__d8), "+f"(__d9), "+f"(__d10), "+f"(__d11), "+f"(__d12), "+f"(__d13), "+f"(__d14), "+f"(__d15), "+f"(__d16), "+f"(__d17), "+f"(__d18), "+f"(__d19), "+f"(__d20), "+f"(__d21), "+f"(__d22), "+f"(__d23), "+f"(__d24), "+f"(__d25), "+f"(__d26), "+f"(__d27), "+f"(__d28), "+f"(__d29), "+f"(__d30), "+f"(__d31), "+f"(__d32), "+f"(__d33), "+f"(__d34), "+f"(__d35), "+f"(__d36), "+f"(__d37), "+f"(__d38), "+f"(__d39), "+f"(__d40), "+f"(__d41), "+f"(__d42), "+f"(__d43), "+f"(__d44), "+f"(__d45), "+f"(__d46), "+f"(__d47), "+f"(__d48), "+f"(__d49), "+f"(__d50), "+f"(__d51), "+f"(__d52), "+f"(__d53), "+f"(__d54), "+f"(__d55), "+f"(__d56), "+f"(__d57), "+f"(__d58), "+f"(__d59), "+f"(__d60), "+f"(__d61), "+f"(__d62), "+f"(__d63), "+f"(__d64), "+f"(__d65), "+f"(__d66), "+f"(__d67), "+f"(__d68), "+f"(__d69), "+f"(__d70), "+f"(__d71), "+f"(__d72), "+f"(__d73), "+f"(__d74), "+f"(__d75), "+f"(__d76), "+f"(__d77), "+f"(__d78), "+f"(__d79), "+f"(__d80), "+f"(__d81), "+f"(__d82), "+f"(__d83), "+f"(__d84), "+f"(__d85), "+f"(__d86), "+f"(__d87), "+f"(__d88), "+f"(__d89), "+f"(__d90), "+f"(__d91), "+f"(__d92), "+f"(__d93), "+f"(__d94), "+f"(__d95), "+f"(__d96), "+f"(__d97), "+f"(__d98), "+f"(__d99), "+f"(__d100), "+f"(__d101), "+f"(__d102), "+f"(__d103), "+f"(__d104), "+f"(__d105), "+f"(__d106), "+f"(__d107), "+f"(__d108), "+f"(__d109), "+f"(__d110), "+f"(__d111), "+f"(__d112), "+f"(__d113), "+f"(__d114), "+f"(__d115), "+f"(__d116), "+f"(__d117), "+f"(__d118), "+f"(__d119), "+f"(__d120), "+f"(__d121), "+f"(__d122), "+f"(__d123), "+f"(__d124), "+f"(__d125), "+f"(__d126), "+f"(__d127) : "l"(__a_desc), "l"(__b_desc), "r"(__scale_d));
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
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1() {
  asm volatile("wgmma.wait_group.sync.aligned 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(uint32_t& __d, float __a, float __b) {
  asm volatile("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(__d) : "f"(__a), "f"(__b));
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0() {
  asm volatile("wgmma.wait_group.sync.aligned 0;" :  :  : "memory");
}
extern "C" __global__ void __launch_bounds__(256) matmul_m4096_n4096_k4096_trans_b1_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(256) matmul_m4096_n4096_k4096_trans_b1_float16_kernel(half* __restrict__ A_ptr, half* __restrict__ B_ptr, half* __restrict__ C_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bid = ((int)blockIdx.x);
  int bz = 0;
  int tx = ((int)threadIdx.x);
  extern __shared__ __align__(1024) half smem_ptr[];
  alignas(64) float acc_ptr[128];
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
  acc_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[64] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[65] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[66] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[67] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[68] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[69] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[70] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[71] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[72] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[73] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[74] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[75] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[76] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[77] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[78] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[79] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[80] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[81] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[82] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[83] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[84] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[85] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[86] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[87] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[88] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[89] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[90] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[91] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[92] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[93] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[94] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[95] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[96] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[97] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[98] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[99] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[100] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[101] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[102] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[103] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[104] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[105] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[106] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[107] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[108] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[109] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[110] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[111] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[112] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[113] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[114] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[115] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[116] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[117] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[118] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[119] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[120] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[121] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[122] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[123] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[124] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[125] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[126] = 0x0p+0f/*0.000000e+00*/;
  acc_ptr[127] = 0x0p+0f/*0.000000e+00*/;
  ptx_wgmma_encode_matrix_descriptor((&(desc_a_ptr[0])), (&(smem_ptr[0])), 1, 64, 3);
  ptx_wgmma_encode_matrix_descriptor((&(desc_b_ptr[0])), (&(smem_ptr[32768])), 1, 64, 3);
  int cse_v10 = ((((int)blockIdx.x) & 127) >> 3);
  int cse_v13 = (((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288));
  for (int step = 0; step < 66; ++step) {
    if (2 <= step) {
      tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
      tvm_builtin_ptx_fence_proxy_proxy_async_shared__cta();
    }
    tvm_builtin_cuda_cta_sync();
    if (step < 64) {
      int cse_v2 = (step & 3);
      int cse_v3 = (((int)threadIdx.x) >> 3);
      int cse_v4 = (((int)threadIdx.x) & 7);
      int cse_v5 = (step * 64);
      int cse_v7 = ((((int)threadIdx.x) >> 3) * 64);
      int cse_v8 = ((((int)threadIdx.x) >> 3) * 4096);
      int cse_v9 = ((((int)threadIdx.x) & 7) * 8);
      int cse_v16 = (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8);
      int cse_v18 = ((((step & 3) * 8192) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8));
      int cse_v21 = ((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((step & 3) * 8192) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8))]))), (&(A_ptr[((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8))])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 8192) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 2048)]))), (&(A_ptr[(((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 131072)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 8192) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 4096)]))), (&(A_ptr[(((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 262144)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 8192) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 6144)]))), (&(A_ptr[(((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 393216)])));
      int cse_v19 = ((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8));
      int cse_v22 = ((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 32768)]))), (&(B_ptr[((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8))])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 34816)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 131072)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 36864)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 262144)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 38912)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 393216)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 40960)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 524288)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 43008)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 655360)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 45056)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 786432)])));
      tvm_builtin_ptx_cp_async_cg_async_cg_shared_global_16(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((step & 3) * 16384) + ((((int)threadIdx.x) >> 3) * 64)) + (((((int)threadIdx.x) & 7) ^ ((((int)threadIdx.x) & 63) >> 3)) * 8)) + 47104)]))), (&(B_ptr[(((((((((int)blockIdx.x) & 127) >> 3) * 1048576) + ((((int)threadIdx.x) >> 3) * 4096)) + (step * 64)) + ((((int)threadIdx.x) & 7) * 8)) + 917504)])));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    if (2 <= step) {
      tvm_builtin_ptx_wgmma_fence_fence_sync_aligned();
      int cse_v11 = ((step + 2) & 3);
      int cse_v14 = (((step + 2) & 3) * 2048);
      int cse_v17 = ((((step + 2) & 3) * 1024) + ((((int)threadIdx.x) >> 7) * 512));
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n256k16_f32_f16_f16_1_1_0_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], acc_ptr[64], acc_ptr[65], acc_ptr[66], acc_ptr[67], acc_ptr[68], acc_ptr[69], acc_ptr[70], acc_ptr[71], acc_ptr[72], acc_ptr[73], acc_ptr[74], acc_ptr[75], acc_ptr[76], acc_ptr[77], acc_ptr[78], acc_ptr[79], acc_ptr[80], acc_ptr[81], acc_ptr[82], acc_ptr[83], acc_ptr[84], acc_ptr[85], acc_ptr[86], acc_ptr[87], acc_ptr[88], acc_ptr[89], acc_ptr[90], acc_ptr[91], acc_ptr[92], acc_ptr[93], acc_ptr[94], acc_ptr[95], acc_ptr[96], acc_ptr[97], acc_ptr[98], acc_ptr[99], acc_ptr[100], acc_ptr[101], acc_ptr[102], acc_ptr[103], acc_ptr[104], acc_ptr[105], acc_ptr[106], acc_ptr[107], acc_ptr[108], acc_ptr[109], acc_ptr[110], acc_ptr[111], acc_ptr[112], acc_ptr[113], acc_ptr[114], acc_ptr[115], acc_ptr[116], acc_ptr[117], acc_ptr[118], acc_ptr[119], acc_ptr[120], acc_ptr[121], acc_ptr[122], acc_ptr[123], acc_ptr[124], acc_ptr[125], acc_ptr[126], acc_ptr[127], (desc_a_ptr[0] + ((uint64_t)((((step + 2) & 3) * 1024) + ((((int)threadIdx.x) >> 7) * 512)))), (desc_b_ptr[0] + ((uint64_t)(((step + 2) & 3) * 2048))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n256k16_f32_f16_f16_1_1_0_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], acc_ptr[64], acc_ptr[65], acc_ptr[66], acc_ptr[67], acc_ptr[68], acc_ptr[69], acc_ptr[70], acc_ptr[71], acc_ptr[72], acc_ptr[73], acc_ptr[74], acc_ptr[75], acc_ptr[76], acc_ptr[77], acc_ptr[78], acc_ptr[79], acc_ptr[80], acc_ptr[81], acc_ptr[82], acc_ptr[83], acc_ptr[84], acc_ptr[85], acc_ptr[86], acc_ptr[87], acc_ptr[88], acc_ptr[89], acc_ptr[90], acc_ptr[91], acc_ptr[92], acc_ptr[93], acc_ptr[94], acc_ptr[95], acc_ptr[96], acc_ptr[97], acc_ptr[98], acc_ptr[99], acc_ptr[100], acc_ptr[101], acc_ptr[102], acc_ptr[103], acc_ptr[104], acc_ptr[105], acc_ptr[106], acc_ptr[107], acc_ptr[108], acc_ptr[109], acc_ptr[110], acc_ptr[111], acc_ptr[112], acc_ptr[113], acc_ptr[114], acc_ptr[115], acc_ptr[116], acc_ptr[117], acc_ptr[118], acc_ptr[119], acc_ptr[120], acc_ptr[121], acc_ptr[122], acc_ptr[123], acc_ptr[124], acc_ptr[125], acc_ptr[126], acc_ptr[127], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) & 3) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 2))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) & 3) * 2048) + 2))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n256k16_f32_f16_f16_1_1_0_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], acc_ptr[64], acc_ptr[65], acc_ptr[66], acc_ptr[67], acc_ptr[68], acc_ptr[69], acc_ptr[70], acc_ptr[71], acc_ptr[72], acc_ptr[73], acc_ptr[74], acc_ptr[75], acc_ptr[76], acc_ptr[77], acc_ptr[78], acc_ptr[79], acc_ptr[80], acc_ptr[81], acc_ptr[82], acc_ptr[83], acc_ptr[84], acc_ptr[85], acc_ptr[86], acc_ptr[87], acc_ptr[88], acc_ptr[89], acc_ptr[90], acc_ptr[91], acc_ptr[92], acc_ptr[93], acc_ptr[94], acc_ptr[95], acc_ptr[96], acc_ptr[97], acc_ptr[98], acc_ptr[99], acc_ptr[100], acc_ptr[101], acc_ptr[102], acc_ptr[103], acc_ptr[104], acc_ptr[105], acc_ptr[106], acc_ptr[107], acc_ptr[108], acc_ptr[109], acc_ptr[110], acc_ptr[111], acc_ptr[112], acc_ptr[113], acc_ptr[114], acc_ptr[115], acc_ptr[116], acc_ptr[117], acc_ptr[118], acc_ptr[119], acc_ptr[120], acc_ptr[121], acc_ptr[122], acc_ptr[123], acc_ptr[124], acc_ptr[125], acc_ptr[126], acc_ptr[127], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) & 3) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 4))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) & 3) * 2048) + 4))), (uint)1);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n256k16_f32_f16_f16_1_1_0_0(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], acc_ptr[64], acc_ptr[65], acc_ptr[66], acc_ptr[67], acc_ptr[68], acc_ptr[69], acc_ptr[70], acc_ptr[71], acc_ptr[72], acc_ptr[73], acc_ptr[74], acc_ptr[75], acc_ptr[76], acc_ptr[77], acc_ptr[78], acc_ptr[79], acc_ptr[80], acc_ptr[81], acc_ptr[82], acc_ptr[83], acc_ptr[84], acc_ptr[85], acc_ptr[86], acc_ptr[87], acc_ptr[88], acc_ptr[89], acc_ptr[90], acc_ptr[91], acc_ptr[92], acc_ptr[93], acc_ptr[94], acc_ptr[95], acc_ptr[96], acc_ptr[97], acc_ptr[98], acc_ptr[99], acc_ptr[100], acc_ptr[101], acc_ptr[102], acc_ptr[103], acc_ptr[104], acc_ptr[105], acc_ptr[106], acc_ptr[107], acc_ptr[108], acc_ptr[109], acc_ptr[110], acc_ptr[111], acc_ptr[112], acc_ptr[113], acc_ptr[114], acc_ptr[115], acc_ptr[116], acc_ptr[117], acc_ptr[118], acc_ptr[119], acc_ptr[120], acc_ptr[121], acc_ptr[122], acc_ptr[123], acc_ptr[124], acc_ptr[125], acc_ptr[126], acc_ptr[127], (desc_a_ptr[0] + ((uint64_t)(((((step + 2) & 3) * 1024) + ((((int)threadIdx.x) >> 7) * 512)) + 6))), (desc_b_ptr[0] + ((uint64_t)((((step + 2) & 3) * 2048) + 6))), (uint)1);
      tvm_builtin_ptx_wgmma_commit_group_commit_group_sync_aligned();
      tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1();
    }
  }
  tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0();
  tvm_builtin_ptx_cp_async_wait_all_async_wait_all();
  tvm_builtin_cuda_cta_sync();
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[1], acc_ptr[0]);
  int cse_v6 = (((int)threadIdx.x) & 31);
  int cse_v20 = ((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2));
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2))]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[3], acc_ptr[2]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2112)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[5], acc_ptr[4]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 8)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[7], acc_ptr[6]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2120)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[9], acc_ptr[8]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 16)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[11], acc_ptr[10]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2128)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[13], acc_ptr[12]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 24)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[15], acc_ptr[14]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2136)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[17], acc_ptr[16]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 32)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[19], acc_ptr[18]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2144)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[21], acc_ptr[20]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 40)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[23], acc_ptr[22]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2152)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[25], acc_ptr[24]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 48)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[27], acc_ptr[26]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2160)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[29], acc_ptr[28]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 56)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[31], acc_ptr[30]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2168)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[33], acc_ptr[32]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 64)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[35], acc_ptr[34]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2176)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[37], acc_ptr[36]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 72)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[39], acc_ptr[38]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2184)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[41], acc_ptr[40]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 80)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[43], acc_ptr[42]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2192)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[45], acc_ptr[44]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 88)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[47], acc_ptr[46]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2200)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[49], acc_ptr[48]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 96)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[51], acc_ptr[50]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2208)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[53], acc_ptr[52]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 104)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[55], acc_ptr[54]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2216)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[57], acc_ptr[56]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 112)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[59], acc_ptr[58]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2224)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[61], acc_ptr[60]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 120)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[63], acc_ptr[62]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2232)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[65], acc_ptr[64]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 128)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[67], acc_ptr[66]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2240)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[69], acc_ptr[68]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 136)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[71], acc_ptr[70]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2248)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[73], acc_ptr[72]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 144)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[75], acc_ptr[74]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2256)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[77], acc_ptr[76]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 152)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[79], acc_ptr[78]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2264)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[81], acc_ptr[80]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 160)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[83], acc_ptr[82]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2272)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[85], acc_ptr[84]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 168)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[87], acc_ptr[86]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2280)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[89], acc_ptr[88]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 176)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[91], acc_ptr[90]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2288)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[93], acc_ptr[92]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 184)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[95], acc_ptr[94]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2296)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[97], acc_ptr[96]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 192)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[99], acc_ptr[98]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2304)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[101], acc_ptr[100]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 200)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[103], acc_ptr[102]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2312)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[105], acc_ptr[104]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 208)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[107], acc_ptr[106]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2320)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[109], acc_ptr[108]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 216)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[111], acc_ptr[110]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2328)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[113], acc_ptr[112]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 224)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[115], acc_ptr[114]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2336)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[117], acc_ptr[116]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 232)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[119], acc_ptr[118]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2344)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[121], acc_ptr[120]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 240)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[123], acc_ptr[122]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2352)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[125], acc_ptr[124]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 248)]))), packed_ptr[0]);
  tvm_builtin_ptx_cvt_f16x2_f32_rn_f16x2_f32(packed_ptr[0], acc_ptr[127], acc_ptr[126]);
  tvm_builtin_ptx_st_shared_b32(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((((((int)threadIdx.x) >> 5) * 4224) + (((((int)threadIdx.x) & 31) >> 2) * 264)) + ((((int)threadIdx.x) & 3) * 2)) + 2360)]))), packed_ptr[0]);
  tvm_builtin_cuda_cta_sync();
  int cse_v12 = ((((int)threadIdx.x) & 31) * 8);
  int cse_v15 = (((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8));
  int cse_v23 = ((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8));
  *(uint4*)(C_ptr + ((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8))) = *(uint4*)(smem_ptr + (((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 32768)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 2112));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 65536)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 4224));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 98304)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 6336));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 131072)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 8448));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 163840)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 10560));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 196608)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 12672));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 229376)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 14784));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 262144)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 16896));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 294912)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 19008));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 327680)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 21120));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 360448)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 23232));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 393216)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 25344));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 425984)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 27456));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 458752)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 29568));
  *(uint4*)(C_ptr + (((((((((int)blockIdx.x) >> 7) * 4194304) + ((((int)blockIdx.x) & 7) * 524288)) + ((((int)threadIdx.x) >> 5) * 4096)) + (((((int)blockIdx.x) & 127) >> 3) * 256)) + ((((int)threadIdx.x) & 31) * 8)) + 491520)) = *(uint4*)(smem_ptr + ((((((int)threadIdx.x) >> 5) * 264) + ((((int)threadIdx.x) & 31) * 8)) + 31680));
}

