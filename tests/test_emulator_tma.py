"""The CPU emulator's TMA, mbarriers and named barriers (tests/emulator_tma.py) on small TIRx kernels written here,
lowered by tvmgen.codegen and compared with NumPy bit for bit:

* a 2-D tile loaded by TMA with each swizzle (none, 32B, 64B, 128B) and rows and columns past the tensor (zero
  filled), read back through the swizzle;
* a 3-D box whose coordinates start before the tensor and run past it in every dimension;
* im2col loads (a convolution's A) from a 4-D NHWC map, against a NumPy model of the window origins the copy walks:
  from the first window of a 3x3 convolution with padding (zero-filled), through the bounding box's rows and images
  and past the last image; mid-image, with a filter tap's offset and the second channel chunk; channels past C;
  stride 2 with the 64B swizzle and the NaN fill; and maps that cuTensorMapEncodeIm2col refuses, refused;
* a warp-specialized pipeline: a producer thread (elected) fills two stages by TMA (two copies on one full barrier)
  over six k-steps, two consumer warpgroups read them and hand them back on the empty barriers, then one warpgroup
  waits (bar.sync) for the other's arrival (bar.arrive) on a named barrier and stores C by TMA, clipped to rows
  the map holds, so the rows past it keep the harness's poison (NaN);
* the same pipeline broken as a warp-specialized GEMM gets broken, each of which the emulation must catch: a
  consumer that hands a stage back before reading it, or a store issued before the named barrier (a wrong result);
  a consumer that skips the wait on the full barrier, a producer that does not wait on the empty barrier (both
  overwrite stages, and the barriers' phases then outrun the parities waited for: a deadlock, named), an
  expect_tx with the wrong byte count (a deadlock), an arrive too many, an empty barrier never initialised, and a
  TMA store never waited for.

Every kernel is built into one program (their helper functions moved after the first `extern "C"`, where a run-time
shape source has them, so that they share a preamble).
"""
from __future__ import annotations

import re

import numpy as np
import pytest

import emulator
from tvmgen import codegen, hardware
from tvmgen.ops.base import TensorSpec

HW = hardware.get("sm_90a")
ENCODE = "runtime.cuTensorMapEncodeTiled"
ENCODE_IM2COL = "runtime.cuTensorMapEncodeIm2col"
IM2COL = "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
F16, F32, MAP = "float16", "float32", "tensormap"


def _shader(name: str, func, inputs: list[TensorSpec], outputs: list[TensorSpec]) -> codegen.Shader:
    """The shader of TIRx prim_func `func` over `inputs` and `outputs`, its launches as codegen records them (tensor
    maps included)."""
    import tvm
    from tvm.tirx.build import codegen_build

    host, dev = codegen.lower(name, tvm.IRModule({"main": func}), "tirx", HW)
    source = codegen_build(dev, HW.target()).inspect_source()
    known = {t.name: t.dtype for t in inputs + outputs}
    kernels = codegen.launches(host[name], dev, known)
    head = source.index("#endif", source.index("#ifdef _WIN32")) + len("#endif\n")  # TVM's header ends there
    source = source[:head] + 'extern "C" __device__ void helpers_follow();\n' + source[head:]
    return codegen.Shader(name, "test", {}, inputs, outputs, [], kernels, codegen.PREAMBLE + source, "", {},
                          "", "sm_90a", "", 0, 0)


def _swizzled(off, mode: int):
    """The byte offset `off` (from a 1024-aligned base) where TMA's swizzle `mode` puts it."""
    return off ^ (((off >> 7) & ((1 << mode) - 1)) << 4)


# -- (a) a 2-D tile, each swizzle -------------------------------------------------------------------------------
def _tile(swizzle: int):
    """Blocks (bx, by) of 2 x 2 each load the 128-row box at (bx * W, by * 128) of A [200, 1.5 W] (W: the inner box, the
    swizzle's span or 64 elements) and copy it to C [256, 2 W] as they read it through the swizzle."""
    from tvm.script import tirx as T

    W = (16 << swizzle) // 2 if swizzle else 64
    KA = W + W // 2

    @T.prim_func
    def main(A: T.Buffer((200, KA), F16), C: T.Buffer((256, 2 * W), F16)):
        A_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE, A_map, "float16", 2, A.data, KA, 200, KA * 2, W, 128, 1, 1, 0, swizzle, 2, 0)
        T.device_entry()
        bid = T.cta_id([4])
        tx = T.thread_id([128])
        smem = T.alloc_buffer((128 * W,), "float16", scope="shared.dyn", align=1024)
        bar = T.alloc_buffer((1,), "uint64", scope="shared", align=8)
        if tx == 0:
            T.ptx.mbarrier.init.shared.b64(bar.ptr_to([0]), T.uint32(1))
            T.ptx.fence.proxy.async_.shared__cta()
        T.cuda.cta_sync()
        if tx == 0:
            T.ptx.mbarrier.arrive.expect_tx.shared.b64(bar.ptr_to([0]), T.uint32(128 * W * 2))
            T.ptx["cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"](
                smem.ptr_to([0]), T.address_of(A_map), bid % 2 * W, bid // 2 * 128, bar.ptr_to([0]))
        T.cuda.mbarrier_wait(bar.ptr_to([0]), 0)
        for c in T.serial(W):
            C[bid // 2 * 128 + tx, bid % 2 * W + c] = smem[_swizzled(tx * W * 2 + c * 2, swizzle) // 2]

    return _shader(f"tile_sw{swizzle}", main, [TensorSpec("A", (200, KA), "float16")],
                   [TensorSpec("C", (256, 2 * W), "float16")])


# -- (b) a 3-D box ----------------------------------------------------------------------------------------------
def _box3d():
    """Blocks (bx, by, bz) of 2 x 2 x 2 each load the [2, 32, 32] box at (bx * 32, by * 32 - 4, bz * 2) of A [3, 40, 48]
    (64B swizzle) and copy it to C [4, 64, 64] at (bz * 2, by * 32, bx * 32)."""
    from tvm.script import tirx as T

    @T.prim_func
    def main(A: T.Buffer((3, 40, 48), F16), C: T.Buffer((4, 64, 64), F16)):
        A_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE, A_map, "float16", 3, A.data, 48, 40, 3, 96, 40 * 96, 32, 32, 2, 1, 1, 1, 0, 2, 2, 0)
        T.device_entry()
        bid = T.cta_id([8])
        tx = T.thread_id([64])
        smem = T.alloc_buffer((2 * 32 * 32,), "float16", scope="shared.dyn", align=1024)
        bar = T.alloc_buffer((1,), "uint64", scope="shared", align=8)
        if tx == 0:
            T.ptx.mbarrier.init.shared.b64(bar.ptr_to([0]), T.uint32(1))
        T.cuda.cta_sync()
        if tx == 0:
            T.ptx["cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes"](
                smem.ptr_to([0]), T.address_of(A_map), bid % 2 * 32, bid // 2 % 2 * 32 - 4, bid // 4 * 2,
                bar.ptr_to([0]))
            T.ptx.mbarrier.arrive.expect_tx.shared.b64(bar.ptr_to([0]), T.uint32(2 * 32 * 32 * 2))
        T.cuda.mbarrier_wait(bar.ptr_to([0]), 0)
        for x in T.serial(32):
            C[bid // 4 * 2 + tx // 32, bid // 2 % 2 * 32 + tx % 32, bid % 2 * 32 + x] = \
                smem[_swizzled((tx * 32 + x) * 2, 2) // 2]

    return _shader("box3d", main, [TensorSpec("A", (3, 40, 48), "float16")], [TensorSpec("C", (4, 64, 64), "float16")])


# -- (c) im2col ---------------------------------------------------------------------------------------------------
def _im2col(name: str, x_shape, lower, upper, stride, channels: int, pixels: int, swizzle: int, oob: int, loads: int):
    """Block b loads the column that row b of L [loads, 6] names (c, w, h, n, then the offsets w, h) through an im2col
    map over X [N, H, W, C] (corners and strides as (W, H)) and copies it to Y[b] [pixels, channels] as it reads it
    through the swizzle."""
    from tvm.script import tirx as T

    N, H, W, C = x_shape
    rows = (pixels + 127) // 128

    @T.prim_func
    def main(X: T.Buffer(x_shape, F16), L: T.Buffer((loads, 6), "int32"), Y: T.Buffer((loads, pixels, channels), F16)):
        X_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE_IM2COL, X_map, "float16", 4, X.data, C, W, H, N, C * 2, W * C * 2, H * W * C * 2,
                      *lower, *upper, channels, pixels, 1, *stride, 1, 0, swizzle, 2, oob)
        T.device_entry()
        bid = T.cta_id([loads])
        tx = T.thread_id([128])
        smem = T.alloc_buffer((pixels * channels,), "float16", scope="shared.dyn", align=1024)
        bar = T.alloc_buffer((1,), "uint64", scope="shared", align=8)
        if tx == 0:
            T.ptx.mbarrier.init.shared.b64(bar.ptr_to([0]), T.uint32(1))
            T.ptx.fence.proxy.async_.shared__cta()
        T.cuda.cta_sync()
        if tx == 0:
            T.ptx.mbarrier.arrive.expect_tx.shared.b64(bar.ptr_to([0]), T.uint32(pixels * channels * 2))
            T.ptx[IM2COL](smem.ptr_to([0]), T.address_of(X_map), L[bid, 0], L[bid, 1], L[bid, 2], L[bid, 3],
                          bar.ptr_to([0]), T.Cast("uint16", L[bid, 4]), T.Cast("uint16", L[bid, 5]))
        T.cuda.mbarrier_wait(bar.ptr_to([0]), 0)
        for r in T.serial(rows):
            if r * 128 + tx < pixels:
                for c in T.serial(channels):
                    Y[bid, r * 128 + tx, c] = smem[_swizzled(((r * 128 + tx) * channels + c) * 2, swizzle) // 2]

    return _shader(name, main, [TensorSpec("X", x_shape, "float16"), TensorSpec("L", (loads, 6), "int32")],
                   [TensorSpec("Y", (loads, pixels, channels), "float16")])


# name: (X [N, H, W, C], lower, upper, stride (W, H), channels, pixels, swizzle, oob fill, loads (c, w, h, n, ow, oh))
IM2COL_CASES = {
    # a 3x3 convolution with padding 1: 6 x 5 window origins an image
    "im2col_pad": ((2, 5, 6, 128), (-1, -1), (-1, -1), (1, 1), 64, 64, 3, 0, [
        (0, -1, -1, 0, 0, 0),  # the first window: padding, both images' rows, then 4 pixels past the last image
        (64, 1, 2, 1, 2, 1),  # mid-image 1, the second channel chunk, the tap (2, 1): past the last image sooner
        (96, 4, 3, 0, 1, 0),  # the last 32 channels past C
    ]),
    # stride 2 (4 x 5 origins an image of 7 x 9), 32 channels under the 64B swizzle, NaN past the tensor
    "im2col_stride2": ((3, 9, 7, 64), (-1, -1), (-1, -1), (2, 2), 32, 64, 2, 1, [
        (0, -1, -1, 0, 0, 0),
        (32, 3, 5, 1, 2, 2),
    ]),
}


def _im2col_model(X, lower, upper, stride, channels, pixels, oob, load):
    """The column an im2col load writes, as a convolution's GEMM rows list it: the window origins of the bounding box
    (lower .. dim - 1 + upper, every stride-th) image after image, from the load's origin on, each origin's channels
    c.. at the origin moved by the offsets; zero (NaN) outside X."""
    N, H, W, C = X.shape
    c, w, h, n, ow, oh = load
    origins = [(i, y, x) for i in range(n, n + pixels + 1) for y in range(lower[1], H + upper[1], stride[1])
               for x in range(lower[0], W + upper[0], stride[0])]
    first = origins.index((n, h, w))
    padded = np.full((N + pixels + 1, H + 2 * 16, W + 2 * 16, C + channels), np.nan if oob else 0, np.float16)
    padded[:N, 16:16 + H, 16:16 + W, :C] = X  # the corners and offsets here stay within 16 of the image
    return np.stack([padded[i, 16 + y + oh, 16 + x + ow, c:c + channels] for i, y, x in origins[first:first + pixels]])


_I2C_BAD = [  # a field of the first case's map, what the emulator says of it (as cuTensorMapEncodeIm2col refuses it)
    ("lower", [-129, -1], "a corner of -129 (dim 1) outside -128..127 for rank 4"),
    ("upper", [-1, -6], "the bounding box of dim 2, -1..-2, is empty"),
    ("pixels", 1025, "1025 pixels a column, outside 1..1024"),
    ("channels", 72, "the inner box is 144 bytes, over the 128 bytes its swizzle spans"),
    ("channels", 60, "the inner box is 120 bytes, not a multiple of 16"),
    ("elem_strides", [1, 9, 1, 1], "element stride 9 (dim 1) outside 1..8"),
    ("strides", [264, 1536, 7680], "strides[0] = 264 bytes, not a multiple of 16"),
    ("dims", [128, 6, 5, 3], "reaches 23040 bytes into a tensor of 15360"),
]


def _im2col_bad(field: str, value, i: int) -> codegen.Shader:
    """The first im2col case with `field` of its map's manifest entry set to `value`."""
    from dataclasses import replace

    s = _im2col(f"im2col_bad{i}", *IM2COL_CASES["im2col_pad"][:-1], len(IM2COL_CASES["im2col_pad"][-1]))
    (k,) = s.kernels
    args = [{**a, field: value} if a["kind"] == "tensormap" else a for a in k.args]
    return replace(s, kernels=[replace(k, args=args)])


# -- (d) a warp-specialized pipeline, and (e) the same broken ---------------------------------------------------
S, KT, M = 2, 6, 200  # stages, k-steps of 64, rows of A and C
K = KT * 64
C_ROWS = M - 10  # the rows C's map holds: the TMA store leaves the others as the harness poisoned them
A_STAGE, B_STAGE = 128 * 64 * 2, 64 * 2  # bytes a stage takes of A (the 128B swizzle) and of B (one row)
BUGS = ("skip_full_wait", "early_release", "skip_empty_wait", "wrong_tx", "double_arrive", "uninit", "no_store_wait",
        "store_early")


def _pipeline(bug: str | None = None):
    """C [M, 64] (fp32) = sum over k-steps t of A [M, t * 64 + c] * B [t, c], 128 rows a block: thread 0 (elected in
    the producer warpgroup) fills S stages with A's 128 x 64 box and B's row t, each consumer thread sums 32 columns
    of one row over the k-steps, and consumer warpgroup 0 stores C's 128 x 64 by TMA once warpgroup 1 has staged its
    rows (named barrier 1). `bug`: one of BUGS."""
    from tvm.script import tirx as T

    tx_bytes = A_STAGE + B_STAGE - (16 if bug == "wrong_tx" else 0)
    full_wait, empty_wait = bug != "skip_full_wait", bug != "skip_empty_wait"
    early, late = bug == "early_release", bug != "early_release"
    init_empty, store_wait, named = bug != "uninit", bug != "no_store_wait", bug != "store_early"
    twice = bug == "double_arrive"

    @T.prim_func
    def main(A: T.Buffer((M, K), F16), B: T.Buffer((KT, 64), F16), C: T.Buffer((M, 64), F32)):
        A_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE, A_map, "float16", 2, A.data, K, M, K * 2, 64, 128, 1, 1, 0, 3, 2, 0)
        B_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE, B_map, "float16", 2, B.data, 64, KT, 128, 64, 1, 1, 1, 0, 0, 2, 0)
        C_map: T.let[T.handle(MAP)] = T.tvm_stack_alloca("tensormap", 1)
        T.call_packed(ENCODE, C_map, "float32", 2, C.data, 64, C_ROWS, 256, 64, 128, 1, 1, 0, 0, 2, 0)
        T.device_entry()
        bid = T.cta_id([2])
        tx = T.thread_id([384])
        smem = T.alloc_buffer((S * (A_STAGE + B_STAGE) // 2,), "float16", scope="shared.dyn", align=1024)
        staged = T.alloc_buffer((128 * 64,), "float32", scope="shared", align=128)
        full = T.alloc_buffer((S,), "uint64", scope="shared", align=8)
        empty = T.alloc_buffer((S,), "uint64", scope="shared", align=8)
        acc = T.alloc_buffer((32,), "float32", scope="local")
        if tx == 0:
            for s in T.unroll(S):
                T.ptx.mbarrier.init.shared.b64(full.ptr_to([s]), T.uint32(1))
                if init_empty:
                    T.ptx.mbarrier.init.shared.b64(empty.ptr_to([s]), T.uint32(256))
            T.ptx.fence.mbarrier_init.release.cluster()
        T.cuda.cta_sync()
        if tx < 128:
            T.ptx["setmaxnreg.dec.sync.aligned.u32"](40)
            if tx < 32:
                if T.cuda.elect_sync():
                    for t in T.serial(KT):
                        if empty_wait:
                            T.cuda.mbarrier_wait(empty.ptr_to([t % S]), t // S % 2 ^ 1)
                        T.ptx.mbarrier.arrive.expect_tx.shared.b64(full.ptr_to([t % S]), T.uint32(tx_bytes))
                        if twice:
                            T.ptx.mbarrier.arrive.shared.b64(full.ptr_to([t % S]))
                        T.ptx["cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"](
                            smem.ptr_to([t % S * (A_STAGE // 2)]), T.address_of(A_map), t * 64, bid * 128,
                            full.ptr_to([t % S]))
                        T.ptx["cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"](
                            smem.ptr_to([S * (A_STAGE // 2) + t % S * 64]), T.address_of(B_map), 0, t,
                            full.ptr_to([t % S]))
        else:
            T.ptx["setmaxnreg.inc.sync.aligned.u32"](232)
            row = T.meta_var(tx // 128 * 64 - 64 + tx % 128 // 2)  # consumer warpgroup w: rows 64 w ..
            col = T.meta_var(tx % 2 * 32)
            for c in T.serial(32):
                acc[c] = T.float32(0)
            for t in T.serial(KT):
                if full_wait:
                    T.cuda.mbarrier_wait(full.ptr_to([t % S]), t // S % 2)
                if early:
                    T.ptx.mbarrier.arrive.shared.b64(empty.ptr_to([t % S]))
                for c in T.serial(32):
                    a = T.meta_var(smem[t % S * (A_STAGE // 2) + _swizzled(row * 128 + (col + c) * 2, 3) // 2])
                    b = T.meta_var(smem[S * (A_STAGE // 2) + t % S * 64 + col + c])
                    acc[c] = acc[c] + T.Cast(F32, a) * T.Cast(F32, b)
                if late:
                    T.ptx.mbarrier.arrive.shared.b64(empty.ptr_to([t % S]))
            for c in T.serial(32):
                staged[row * 64 + col + c] = acc[c]
            T.ptx.fence.proxy.async_.shared__cta()  # the generic-proxy writes, seen by the copy engine
            if tx >= 256:
                T.ptx.bar.arrive(1, 256)
            else:
                if named:
                    T.ptx.bar.sync(1, 256)
                if tx == 128:
                    T.ptx["cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"](
                        T.address_of(C_map), 0, bid * 128, staged.ptr_to([0]))
                    T.ptx.cp.async_.bulk.commit_group()
                    if store_wait:
                        T.ptx.cp.async_.bulk.wait_group(0)

    return _shader(f"pipeline_{bug or 'ok'}", main,
                   [TensorSpec("A", (M, K), "float16"), TensorSpec("B", (KT, 64), "float16")],
                   [TensorSpec("C", (M, 64), "float32")])


def _pipeline_inputs():
    rng = np.random.default_rng(3)
    A = rng.standard_normal((M, K)).astype(np.float16)
    B = rng.standard_normal((KT, 64)).astype(np.float16)
    C = np.zeros((M, 64), np.float32)
    for t in range(KT):  # the kernel's order of the float32 sums
        C += A[:, t * 64:(t + 1) * 64].astype(np.float32) * B[t].astype(np.float32)
    C[C_ROWS:] = np.nan  # past C's map: never stored
    return {"A": A, "B": B}, C


@pytest.fixture(scope="module")
def programs(emu_root) -> dict:
    shaders = [_tile(sw) for sw in range(4)] + [_box3d(), _pipeline()] + [_pipeline(b) for b in BUGS]
    shaders += [_im2col(name, *case[:-1], len(case[-1])) for name, case in IM2COL_CASES.items()]
    shaders += [_im2col_bad(field, value, i) for i, (field, value, _) in enumerate(_I2C_BAD)]
    return {p.shader.name: p for p in emulator.build(emu_root, shaders)}


def _same(got, want) -> bool:
    return got.shape == want.shape and np.array_equal(got, want, equal_nan=True)


@pytest.mark.parametrize("swizzle", [0, 1, 2, 3])
def test_a_tile_load_swizzles_and_zero_fills(programs, swizzle):
    prog = programs[f"tile_sw{swizzle}"]
    (a,), (c,) = prog.shader.inputs, prog.shader.outputs
    A = np.random.default_rng(swizzle).standard_normal(a.shape).astype(np.float16)
    want = np.zeros(c.shape, np.float16)
    want[:A.shape[0], :A.shape[1]] = A
    assert _same(prog.run({"A": A})["C"], want)


def test_a_3d_box_runs_off_the_tensor_on_every_side(programs):
    A = np.random.default_rng(7).standard_normal((3, 40, 48)).astype(np.float16)
    padded = np.zeros((4, 68, 64), np.float16)
    padded[:3, 4:44, :48] = A  # C row r is A row r - 4
    assert _same(programs["box3d"].run({"A": A})["C"], padded[:, :64])


@pytest.mark.parametrize("name", IM2COL_CASES)
def test_an_im2col_load_walks_the_window_origins(programs, name):
    x_shape, *geo, loads = IM2COL_CASES[name]
    X = np.random.default_rng(11).standard_normal(x_shape).astype(np.float16)
    got = programs[name].run({"X": X, "L": np.array(loads, np.int32)})["Y"]
    want = np.stack([_im2col_model(X, *geo[:5], geo[6], load) for load in loads])
    assert _same(got, want)


@pytest.mark.parametrize("i", range(len(_I2C_BAD)))
def test_an_im2col_map_the_driver_refuses_fails_the_run(programs, i):
    x_shape, *_, loads = IM2COL_CASES["im2col_pad"]
    with pytest.raises(AssertionError, match=re.escape(_I2C_BAD[i][2])):
        programs[f"im2col_bad{i}"].run({"X": np.zeros(x_shape, np.float16), "L": np.array(loads, np.int32)})


@pytest.mark.parametrize("order", [0, 1])
def test_a_warp_specialized_pipeline(programs, order):
    x, want = _pipeline_inputs()
    assert _same(programs["pipeline_ok"].run(x, order=order)["C"], want)


def _outcome(prog, order: int) -> str:
    """"right", "wrong" (the run finished with another C), or the emulator's complaint."""
    x, want = _pipeline_inputs()
    try:
        got = prog.run(x, order=order)["C"]
    except AssertionError as e:
        return str(e)
    return "right" if _same(got, want) else "wrong"


@pytest.mark.parametrize("bug,first,reverse", [
    # the consumers run through every step without waiting, arriving for phases to come: the empty barriers' phases
    # outrun the producer's parities
    ("skip_full_wait", "deadlock: thread 0: waiting on mbarrier empty_ptr[0] for parity 1", "deadlock"),
    # the producer refills the stage as soon as the last consumer hands it back, before that one reads it
    ("early_release", "wrong", "wrong"),
    # stages overwritten before they are read, and the full barriers' phases outrun the consumers' parities
    ("skip_empty_wait", "threads 128-383: waiting on mbarrier full_ptr[0] for parity 1", "deadlock"),
    ("wrong_tx", "threads 128-383: waiting on mbarrier full_ptr[0] for parity 0 (its phase 0 awaits 0 of 1 "
                 "arrivals, 16 bytes landed more than expect_tx announced)", None),
    ("double_arrive", "mbarrier.arrive on full_ptr[0]: more arrivals than its count 1 in one phase", None),
    ("uninit", "mbarrier.try_wait on mbarrier empty_ptr[0], never initialised", None),
    ("no_store_wait", "a TMA store not waited for (cp.async.bulk.wait_group) when the thread exited", None),
    # the store reads the staging before warpgroup 1 has written it (in reverse order it has: a race, not a bug here)
    ("store_early", "wrong", "right"),
])
def test_a_broken_pipeline_is_caught(programs, bug, first, reverse):
    """Each bug as it shows in thread order and (where given) in reverse order: a wrong C, or the emulator's words."""
    for order, want in ((0, first), (1, reverse)):
        if want is not None:
            got = _outcome(programs[f"pipeline_{bug}"], order)
            assert (got == want) if want in ("right", "wrong") else (want in got), (order, got)
