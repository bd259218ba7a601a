"""The warp-specialized, persistent Hopper GEMM: TMA loads fed by a producer warpgroup through mbarriers, two
consumer warpgroups on wgmma, a persistent tile loop, and C stored by TMA. Rule `matmul_wgmma_ws`, which the chain
takes ahead of `matmul_wgmma` (whose engine is rules/lib/wgmma.py) for the large GEMMs.

C[batch, M, N] = A[batch, M, K] @ op(B) with B N-major ([K, N]) or K-major ([N, K]); fp16 or bf16 in and out, fp32
accumulators, an epilogue on the fp32 values (dense: bias, activation). The shared-memory tiles are the bytes of
wgmma.py's engine (128-byte swizzled rows, the same descriptors): TMA's 128B swizzle writes 16-byte chunk c of a
128-byte row r at chunk c ^ (r % 8) from a 1024-byte-aligned base, which is the layout the engine's cp.async copies
build by hand.

Why each piece (the steps the fastest Hopper GEMMs take: CUTLASS's warp-specialized persistent kernels, the
published hand-written H100 kernel at 1.01x cuBLAS):
* TMA: one thread moves a whole tile (128 x 64 of A, 64 x bn of B) per instruction, instead of 256 threads issuing
  16-byte cp.async each step; rows and columns past the tensor are zero-filled by the copy engine, so M, N and K
  need no tile multiple (K and N multiples of 8: TMA's 16-byte strides).
* Warp specialization: warpgroup 0 only issues copies (its registers given back with setmaxnreg), warpgroups 1 and
  2 only multiply, each 64 rows x bn columns of the 128 x bn tile. `full[s]` (one arrival plus the stage's bytes)
  says stage s has landed; `empty[s]` (every consumer thread; with arrive=warp lane 0 of each consumer warp once
  its lanes are past their wgmma wait) says its last wgmma has read it. The consumers never wait for a copy they
  did not need, and the producer runs `stages` steps ahead across tile boundaries.
* Persistent: min(tiles, SMs) blocks walk the tiles (t = block, block + grid, ...) in groups of `group_m` tile-rows,
  so that the tiles in flight at once share their A and B panels in L2; the next tile's loads run under this tile's
  epilogue. Where group_m does not divide the tile-rows (a run-time M's, or a static M's) the last group holds the
  tile-rows left. Before, those tiles walked row after row: on an H100 a run-time M = 1000 (8 tile-rows of 32 tiles
  of 128 x 128, N = K = 4096) took 59.6 us against 49.2 for the same kernel at a static M = 1000 in groups of 8,
  each round of 132 blocks reading all of B.
* C by TMA: each consumer stages its 64 x bn accumulators as fp16 (bf16) pairs in the same swizzled 64-column
  boxes and one thread stores them with cp.async.bulk.tensor; the copy engine clips rows and columns past C. The
  staging is reused only after that store has read it (bulk wait_group.read). With c_pieces > 1 the staging holds
  that share of the columns and the pieces go in turn, as CUTLASS's epilogue stores subtiles: the shared memory it
  frees is a stage more for 128 x 256 tiles (4 instead of 3; no faster at 8192^3 where timed).
* B multicast (cluster=2, opt-in): a cluster of two blocks takes two tiles stacked along M, which read the same B
  tile; each block loads half of it into both blocks' shared memory, so B crosses L2 once a pair: 32 KB read from L2
  a block a k step of 128 x 256 tiles instead of 48 KB (cuBLAS runs 8192^3 as clusters of two). `gemm_ws` says how
  the barriers then span the pair. share="a" mirrors it: the pair takes two tile-columns of one tile-row and shares
  A's tile, each block loading 64 of its 128 rows (an implicit GEMM's through a 64-pixel im2col box). Each consumer
  warp arrives on the other block's barrier as CUTLASS's ClusterBarrier does (release at the CTA's scope): with
  .release.cluster, a cluster-scope fence at every stage handed back, both forms ran 1.5-3x slower; now B multicast
  times as the default at 4096^3, 8% faster at M = 512 (N = K = 4096: 128 tiles, one a block) and 3% slower at
  M = 1000 (two rounds), and A multicast 5-8% slower at the few-tile convolutions (reports/README.md).
* bn=192 (opt-in): three 64-column boxes of B and of C, the tile width cuDNN's GEMMs take at four of the 1x1
  ResNet-50 convs on an H100. Timed there beside the defaults it was 6-32% slower at all four, 2% at 8192^3 (4
  stages fit beside it where 128 x 128 tiles take 6; reports/README.md, seventh session).
* The tensor maps' descriptors are prefetched (prefetch.tensormap, as CUTLASS's producer does) while the barriers
  are set up, so that the first copy of each does not wait for its descriptor: on an H100 1024^3 took 9.8 us
  instead of 10.6 and the few-tile convs 0.3-0.7 us less; 4096^3 the same.
* Opt-in knobs timed and left off by default (reports/README.md has each run): `splits` (K split over a cluster,
  each block one tile), `stream_k` (the k steps shared evenly by one block a SM), `depth` (a consumer's k steps of
  wgmma in flight before it hands a stage back: 1 by default, 2-3 no faster where timed, and fewer loads ahead).
  `arrive=warp` (one arrival on a stage's `empty` barrier a consumer warp after a warp sync, 8 a k step instead of
  a thread's 256): 5-10% slower where timed, the few-tile layers and 1024^3 included.
* `tail=shift` (the default; `fill` keeps the old tail): where M is no tile multiple, the last
  tile-row moved up to end at row M, so that TMA zero-fills no rows past M. The rows it shares with the tile-row
  before are computed and stored twice, the same values; not with a residual, which may be C itself, nor with
  stream-K (the two tiles' sums would be cut at different k steps). On an H100
  the run-time GEMM (N = K = 4096) at M = 257 and 300 took 28.8 and 28.1 us against 40.5 and 36.8 (0.60-0.64x ->
  0.83-0.84x cuBLAS): the rows zero-filled past M, not the tile count, had cost those 10 us; the 7x7-output
  convolutions (1568 rows, the last tile-row a quarter full) gained 0-0.8 us (reports/README.md).
* An implicit-GEMM A (`a_im2col`, rule `conv_wgmma_ws`): the producer loads a convolution's A tile with TMA's im2col
  mode, 128 output pixels' windows x 64 channels at one filter tap, into the same swizzled 128 x 64 stage; nothing
  else in the kernel changes.
"""
from __future__ import annotations

from ...hardware import Arch
from . import wgmma

BM, BK = wgmma.BM, wgmma.BK
THREADS = 384  # a producer warpgroup and two consumer warpgroups
SWIZZLE_128B = 3  # CUtensorMapSwizzle
L2_PROMOTION_128B = 2  # CUtensorMapL2promotion
PRODUCER_REGS, CONSUMER_REGS = 40, 232  # setmaxnreg: 128 x 40 + 256 x 232 <= 65536
# Below 128 columns a consumer's 32 accumulators fit the 168 registers a thread of 384 gets anyway, and ptxas ignores
# setmaxnreg in such a kernel (C7508, "unable to determine register count at entry"): the 128 x 64 tiles go without.
REALLOCATE_FROM_BN = 128

SPACE = {"bn": [256, 128, 64, 192], "stages": [4, 3, 5, 6, 8, 2, 7], "group_m": [8, 16, 4, 1], "store": ["tma", "direct"],
         "c_pieces": [1, 2, 4], "cluster": [1, 2], "splits": [1, 2, 4], "stream_k": [0, 1], "depth": [1, 2, 3],
         "share": ["b", "a"], "arrive": ["thread", "warp"], "tail": ["shift", "fill"]}
# %gridid, the launch's id (unique in the context), as a CUDA function for T.cuda.func_call: a stream-K block waits
# for it in the flags, so that no value left in the workspace passes for a flag set in this launch
GRID_ID = ("__forceinline__ __device__ unsigned long long tvmgen_grid_id() {\n"
           "  unsigned long long id;\n  asm volatile(\"mov.u64 %0, %%gridid;\" : \"=l\"(id));\n  return id;\n}\n")
OPTIONAL = {"c_pieces": 1, "cluster": 1, "splits": 1, "stream_k": 0, "depth": 1, "share": "b", "arrive": "thread",
            "tail": "shift"}  # knobs a config may leave out: their value then (the default leaves them out)


def cluster_blocks(config: dict) -> int:
    """The blocks of a thread-block cluster under `config`: B multicast's pair, or a K split's pieces (1: none)."""
    return max(config.get("cluster", OPTIONAL["cluster"]), config.get("splits", OPTIONAL["splits"]))


def features(needs: frozenset[str], config: dict) -> frozenset[str]:
    """A TMA-GEMM rule's `needs`, and thread-block clusters where the config forms them."""
    return needs | ({"cluster"} if cluster_blocks(config) > 1 else set())


def smem_bytes(bn: int, stages: int, store: str, c_pieces: int = 1, cluster: int = 1) -> int:
    """Dynamic shared memory: the stages, then (store=tma) C's staging, 128 x bn / c_pieces of 2-byte pairs, then
    (cluster > 1) the stages' two mbarriers each: a cluster's blocks reach each other's barriers at the same offset
    of their dynamic shared memory."""
    pipe = stages * (BM * BK + BK * bn) * 2
    bars = stages * 2 * 8 if cluster > 1 else 0
    return pipe + (BM * bn * 2 // c_pieces if store == "tma" else 0) + bars


def default_config(hw: Arch, m: int, n: int, k: int, batch: int = 1, store: str = "tma") -> dict:
    """128 x 256 tiles where they fill the SMs (the shape of the large GEMMs); 128 x 64 where those all run in one
    wave (1024^3: 128 blocks instead of 64 of 128 x 128, which leave half the SMs idle), with the 8 stages their
    smaller tiles leave room for; else 128 x 128. 128 x 128 also where its tiles fill the last round of the persistent
    blocks better than 128 x 256 (196 tiles of 256 columns leave a round 48% busy; 392 of 128: 12% faster on two
    ResNet-50 convs on an H100), or wastes fewer columns past N (an NCHW 1x1 conv's 784 pixels a row: 896 columns of
    128 against 1024 of 256, 15.3 against 16.2 us on an H100). No tile wider than N needs (a convolution of 64 or 128
    output channels: 128 x 256 tiles there ran 1.3-3.3x slower). As many stages as leave room for C's staging
    (none with store=direct)."""
    tiles_m = -(-m // BM) * batch

    def fill(bn):  # the share of the SMs busy over the persistent blocks' rounds of tiles, less the columns past n
        tiles = tiles_m * -(-n // bn)
        return tiles / (-(-tiles // hw.sms) * hw.sms) * n / (-(-n // bn) * bn)

    if n > 128 and tiles_m * -(-n // 256) >= hw.sms and fill(256) >= fill(128):
        bn = 256
    elif n <= 64 or tiles_m * -(-n // 64) <= hw.sms:
        bn = 64
    else:
        bn = 128
    return {"bn": bn, "stages": stages_for(hw, bn, store), "group_m": 8, "store": store}


def stages_for(hw: Arch, bn: int, store: str, c_pieces: int = 1, cluster: int = 1) -> int:
    """As many stages (3 to 8) as fit beside the staging of C that the other knobs leave (at least 3)."""
    return max([s for s in (3, 4, 5, 6, 7, 8) if smem_bytes(bn, s, store, c_pieces, cluster) <= hw.shared_per_block]
               or [3])


def config_error(hw: Arch, n: int, k: int, config: dict, dtype: str = "float16", kmajor: bool = False) -> str | None:
    """None when `gemm_ws` builds this config for n columns and a reduction of k (B K-major or not), else why not."""
    bn, stages, store = config["bn"], config["stages"], config.get("store", "tma")
    pieces = config.get("c_pieces", OPTIONAL["c_pieces"])
    cl = config.get("cluster", OPTIONAL["cluster"])
    if dtype not in wgmma.ELEMENTS:
        return f"dtype {dtype}: the TMA GEMM takes {' or '.join(wgmma.ELEMENTS)}"
    if n % 8 or k % 8:
        return f"n and k must be multiples of 8 (TMA's 16-byte row strides; got n={n}, k={k})"
    if bn not in (64, 128, 192, 256):
        return f"bn={bn}: one of 64, 128, 192, 256 (wgmma's n, whole 64-column boxes)"
    if store not in ("tma", "direct"):
        return f"store={store!r}: tma or direct"
    if stages < 2:
        return f"stages={stages}: at least 2 (one filling while one is read)"
    if not 1 <= config.get("depth", OPTIONAL["depth"]) < stages:
        return f"depth={config.get('depth')}: 1 up to stages - 1 = {stages - 1} (k steps of wgmma in flight)"
    if pieces not in (1, 2, 4) or bn // 64 % pieces or (pieces > 1 and store != "tma"):
        return (f"c_pieces={pieces}: 1, 2 or 4 pieces of whole 64-column boxes of the tile (bn={bn}), with "
                f"store=tma")
    if cl not in (1, 2) or cl > hw.max_cluster:
        return f"cluster={cl}: 1, or 2 where {hw.name} launches clusters (it takes up to {hw.max_cluster})"
    if config.get("share", OPTIONAL["share"]) not in SPACE["share"]:
        return f"share={config.get('share')!r}: a (a cluster's blocks share A's tile) or b (B's)"
    if config.get("arrive", OPTIONAL["arrive"]) not in SPACE["arrive"]:
        return f"arrive={config.get('arrive')!r}: thread or warp (who arrives on a stage's empty barrier)"
    if config.get("tail", OPTIONAL["tail"]) not in SPACE["tail"]:
        return f"tail={config.get('tail')!r}: fill (rows past M zero-filled) or shift (the last tile-row ends at M)"
    if cl > 1 and not kmajor and bn // 64 % cl and config.get("share", OPTIONAL["share"]) == "b":
        return (f"cluster={cl} with bn={bn}: each block of the pair loads half of B's 64-column boxes and sends "
                f"them to both, so bn must hold {cl} boxes (bn >= {64 * cl}) where B is N-major")
    cl = cluster_blocks(config)  # a split's barriers live in dynamic shared memory too
    if smem_bytes(bn, stages, store, pieces, cl) > hw.shared_per_block:
        return (f"stages={stages} x bn={bn} (store={store}, c_pieces={pieces}, cluster={cl}): "
                f"{smem_bytes(bn, stages, store, pieces, cl)} bytes of shared memory, over the "
                f"{hw.shared_per_block} a block may have")
    return None


def stream_k_error(config: dict) -> str | None:
    """None when `gemm_ws` shares the k steps between the blocks (stream_k=1) under `config`, else why not."""
    if config.get("stream_k", 0) not in (0, 1):
        return f"stream_k={config.get('stream_k')}: 0 or 1"
    if config.get("stream_k", 0) and (config.get("cluster", 1), config.get("splits", 1),
                                      config.get("store", "tma")) != (1, 1, "tma"):
        return "stream_k=1: with cluster=1, splits=1 and store=tma"
    return None


def stream_k_blocks(hw: Arch, m: int, n: int, k: int, bn: int, batch: int = 1) -> int:
    """The persistent blocks of a stream-K launch: one a SM, or one a k step where there are fewer."""
    return grid_of(hw, -(-m // BM) * -(-n // bn) * batch * -(-k // BK))


def split_error(hw: Arch, m: int, n: int, k: int, config: dict, batch: int = 1) -> str | None:
    """None when K's split over a cluster (`splits`) builds for an m x n x k product, else why not: each block takes
    one tile (the partial sums wait in the stages' shared memory, which a next tile's copies would overwrite)."""
    sp, bn = config.get("splits", 1), config["bn"]
    if sp == 1:
        return None
    tiles = -(-m // BM) * -(-n // bn) * batch
    if sp > hw.max_cluster:
        return f"splits={sp}: a cluster of {sp} blocks; {hw.name} launches clusters of at most {hw.max_cluster}"
    if config.get("cluster", 1) > 1 or config.get("store", "tma") != "tma" or config.get("c_pieces", 1) > 1:
        return f"splits={sp}: with cluster=1, store=tma and c_pieces=1"
    if -(-k // BK) % sp or bn // 64 % sp:
        return f"splits={sp} must divide the {-(-k // BK)} k steps of {BK} and the {bn // 64} 64-column boxes of bn={bn}"
    if tiles * sp > hw.sms:
        return f"splits={sp}: {tiles} tiles x {sp} blocks, over the {hw.sms} SMs (a block takes one tile)"
    if BM * bn * 4 > config["stages"] * (BM * BK + BK * bn) * 2:
        return f"splits={sp}: the fp32 partial tile ({BM * bn * 4} bytes) outgrows the {config['stages']} stages"
    return None


def residual_error(config: dict) -> str | None:
    """None when `gemm_ws` adds a residual under `config`, else why not: R is loaded into C's whole staging."""
    if (config.get("c_pieces", 1), config.get("splits", 1), config.get("cluster", 1),
            config.get("store", "tma")) != (1, 1, 1, "tma"):
        return "a residual is loaded into C's whole staging: c_pieces=1, splits=1, cluster=1 and store=tma"
    return None


def staged_c(row, col):
    """Element offset of C[row, col] (row < 64) in a consumer's staging: 64-column boxes of 64 rows, 128-byte rows
    with the 128B swizzle, as a TMA store of a [64, 64] box reads them."""
    x = col % 64 // 8 ^ row % 8
    return col // 64 * 4096 + row * 64 + x * 8 + col % 8


def map_args(dims: list, strides: list, box: list) -> tuple:
    """cuTensorMapEncodeTiled's arguments after the pointer, for a 3-D map with the 128B swizzle (TVM's
    `T.call_packed("runtime.cuTensorMapEncodeTiled", map, dtype, 3, data, *map_args(...))`; codegen.tensor_maps
    reads them back into the manifest)."""
    return (*dims, *strides, *box, 1, 1, 1, 0, SWIZZLE_128B, L2_PROMOTION_128B, 0)


def im2col_args(dims: list, strides: list, lower: list, upper: list, elem_strides: list, pixels: int = BM) -> tuple:
    """cuTensorMapEncodeIm2col's arguments after the pointer, for the 4-D NHWC map an im2col A loads through (TVM's
    `T.call_packed("runtime.cuTensorMapEncodeIm2col", map, dtype, 4, data, *im2col_args(...))`, codegen.tensor_maps
    reads them back): dims (C, W, H, N), byte strides, the bounding box's lower and upper corners (W, H), BK channels
    and BM pixels a box, element strides (the convolution's stride in W and H), the 128B swizzle."""
    return (*dims, *strides, *lower, *upper, BK, pixels, *elem_strides, 0, SWIZZLE_128B, L2_PROMOTION_128B, 0)


def grid_of(hw: Arch, tiles, cluster: int = 1):
    """The persistent blocks: one a tile (with cluster > 1: `cluster` blocks a pair of tiles) up to the SMs (`tiles`
    may be an expression of a run-time M)."""
    if isinstance(tiles, int):
        return min(tiles, hw.sms // cluster) * cluster
    from tvm import tirx

    return tirx.min(tiles, hw.sms)


def kernel(hw: Arch, config: dict, M, N: int, K: int, batch: int = 1, **kw):
    """(body, maps, grid) of `gemm_ws` under a rule's `config`: its stream_k knob (0 / 1) made the blocks of a
    stream-K launch (`stream_k_blocks`), grid the persistent blocks of either kind (an expression of a run-time M)."""
    config = dict(config)
    sk = stream_k_blocks(hw, M, N, K, config["bn"], batch) if config.pop("stream_k", OPTIONAL["stream_k"]) else 0
    body, maps = gemm_ws(M=M, N=N, K=K, batch=batch, stream_k=sk, **kw, **config)
    return body, maps, sk or grid_of(hw, maps["tiles"], maps["cluster"])


def gemm_ws(*, M: int, N: int, K: int, batch: int, b_kmajor: bool, bn: int, stages: int, group_m: int,
            store: str = "tma", dtype: str = "float16", epi=None, c_pieces: int = 1, cluster: int = 1,
            a_im2col=None, splits: int = 1, residual: bool = False, stream_k: int = 0, depth: int = 1,
            share: str = "b", arrive: str = "thread", tail: str = "shift", a_batched: bool = True,
            epi_row: bool = False, c_at=None):
    """(launch, maps): `launch(A_map, B_map, C_map, C, E, grid[, R_map])`, a TVMScript macro that is the whole kernel
    (and, stream-K, the workspace it allocates on the host before), and the tensor maps' encode arguments
    (`map_args`; "a" None with a_im2col, "r" None without a residual) by "a", "b", "c", "r", for the operator's
    prim_func to build over
    A [batch, M, K], B ([batch, K, N], or [batch, N, K] with b_kmajor: a dense weight [N, K] is the same bytes at
    batch 1) and C [batch, M, N]. epi(E, v, col): the fp32 value v of column col after the epilogue; grid: the
    persistent blocks (`grid_of`). c_pieces: C's staging holds that share of a consumer's columns, stored in turn (a
    smaller staging leaves room for a stage more: 128 x 256 tiles take 4 stages with 2 pieces, 3 with one). M may be
    a TIR variable (a run-time size): the maps' M dimension, the tile count and the grid are then expressions of it,
    and the last group of group_m tile-rows holds the tile-rows left (`wgmma.raster` with a tile-row count).

    a_im2col(ks, m0) -> (coords, offsets): A is an implicit GEMM's, loaded by TMA's im2col mode from a 4-D NHWC map
    the caller builds (`im2col_args`): k step ks of the 128 rows from GEMM row m0 is the box of 128 pixels x 64
    channels at the map coordinates `coords` (c, w, h, n: the window origin of row m0's output pixel, the channel
    of the step) moved by the filter tap `offsets` (w, h) -- the same 128 x 64 swizzled tile as the matrix's.

    c_at(b, row, col) (store=direct): C is a flat buffer and element (row, col) of GEMM b goes to its index c_at
    returns, each element stored alone (an NCHW convolution's Y written as it lies: its pixels, the GEMM's rows, are
    contiguous for one channel, a column, so a pair of columns is no pair in memory).

    residual: R_map is a fourth map, over a tensor laid out as C (a residual block's skip), and epi is
    called as epi(E, v, col, r) with R's element r (float32). At the start of each tile's k loop, once the last
    tile's store has read C's staging, a consumer's thread loads its 64 rows of R's tile by TMA into that staging
    (an mbarrier of its own), where the epilogue reads each element from the slot its sum then overwrites: R arrives
    under the k loop, in whole 128-byte rows, where a thread's own loads would take 4 bytes from each of 8 rows (the
    accumulators' layout). With c_pieces 1, splits 1, cluster 1 and store=tma.

    stream_k = G > 0 (a static M; cluster 1, splits 1, store=tma): G persistent blocks share the tiles' k steps
    evenly (stream-K), block b those from b * W / G of the W = tiles x k steps, tile by tile, so that few tiles (104
    for 132 SMs) keep every SM busy to the end instead of leaving a last round part-idle. A tile cut between blocks is
    finished by the block holding its last k steps; each block takes its tiles last to first, so that the piece it
    hands on (the first steps of its last tile) is its first work and the piece it finishes (the last steps of its
    first tile) its last. A handing block's consumers leave their fp32 accumulators in a workspace of partials (slot
    b, each thread's registers side by side: coalesced) and, behind a fence, set their flag to the launch's %gridid;
    the finishing consumers wait for the flags of the blocks before theirs that hold the tile, add the partials in
    block order (the same sums in every run), clear the flags and run the epilogue. The launch id, not a value the
    flags must start at, is what a waiting block looks for: the workspace (`launch` allocates it) may hold anything.
    Every block of the grid must be resident at once (one a SM), as a persistent kernel's are.

    splits > 1: K cut into that many even pieces, one per block of a thread-block cluster, for few tiles (each block
    takes one tile: tiles * splits <= SMs, `split_error`). Once its k loop is done each block's consumers leave their
    fp32 accumulators in the stages' shared memory (no copy is left in flight: the producer loaded exactly the steps
    they waited for); after a cluster barrier, block r sums its bn / splits columns of the tile over every block's
    partials, in rank order through distributed shared memory (the same sums in every run), and stores them by TMA.

    cluster=2: B multicast (a static M only). The two blocks of a thread-block cluster take the two tiles of a pair of
    tile-rows that share their tile-column, so they need the same B tile at each k step: each block loads half of it
    and the copy engine writes that half into both blocks' shared memory (.multicast::cluster), so B crosses L2 once
    for the pair. A stage of either block is refilled by both producers, so its `empty` barrier counts the consumers
    of both blocks (a warp's lane r arrives on block r's barrier once the warp's wgmma reading the stage completed,
    at its 32-bit shared::cluster address from mapa, as CUTLASS's ClusterBarrier does), and `full` expects the
    stage's whole bytes as before (half of B comes from the other block).
    The barriers live in dynamic shared memory, where mapa finds the other block's at the same offset. The persistent
    loop walks the pairs (`tiles` in the returned dict counts them); no block leaves while the other may still write
    into its shared memory or arrive on its barriers (a cluster barrier at the end)."""
    from tvm.script import tirx as T

    S, BN = stages, bn
    e = 2  # bytes per element (fp16, bf16)
    AST, BST = BM * BK, BK * BN  # elements of a stage's A and B
    P = c_pieces
    PC, PB = BN // P, BN // 64 // P  # columns and 64-column boxes of a piece of C
    SYM = not isinstance(M, int)  # a run-time M (tvmgen.symbolic): a TIR variable; the tile count follows it
    CL = cluster
    if SYM and CL > 1:
        raise ValueError("cluster > 1 needs a static M")
    tiles_m, tiles_n = ((M + BM - 1) // BM if SYM else -(-M // BM)), -(-N // BN)
    SA = CL > 1 and share == "a"  # the cluster's blocks share A (tile-columns of one tile-row), else B (tile-rows)
    if share not in ("a", "b"):
        raise ValueError(f"share={share!r}: a or b")
    # rows and columns of work units: a tile, or CL tile-rows sharing B (CL tile-columns sharing A)
    units_m = tiles_m if CL == 1 or SA else -(-tiles_m // CL)
    units_n = -(-tiles_n // CL) if SA else tiles_n
    tiles = units_m * units_n * batch  # the units the persistent blocks (clusters) walk
    kt = -(-K // BK)
    # groups of group_m tile-rows; the last group holds the tile-rows left where group_m does not divide them (a
    # run-time M's)
    ragged = group_m > 1 and (SYM or units_m % group_m != 0)
    nacc = BN // 2
    stage_bytes = (AST + BST) * e
    boxes = BN // 64  # 64-column boxes of B (N-major) and of C
    instr = wgmma.instruction(BN, dtype)
    KM = bool(b_kmajor)
    lbo_b, sbo_b = wgmma.b_lbo_sbo(KM)
    b_kstep = wgmma.b_kstep_bytes(KM)
    wtail = wgmma.wgmma_tail(dtype, 0, 0 if KM else 1)
    cvt = wgmma.pair_conversion(dtype)
    TMA_C = store == "tma"
    CB = max(CL, splits)  # the blocks of a cluster
    smem_elems = smem_bytes(BN, S, store, P, CB) // e
    c_base = S * (AST + BST)
    bar_at = smem_bytes(BN, S, store, P) // 8  # (cluster > 1) the barriers, in 8-byte words, after C's staging
    G2S = "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes"
    IM2COL = "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
    if a_im2col is not None and ((CL > 1 and not SA) or batch != 1):
        raise ValueError("a_im2col: one GEMM (batch 1), cluster 1 or sharing A")
    SP = splits
    if c_at is not None and TMA_C:
        raise ValueError("c_at: store=direct (a TMA store writes C's rows as they lie)")
    if SP > 1 and (CL > 1 or SYM or not TMA_C):
        raise ValueError("splits > 1: cluster 1, a static M, store=tma")
    DEPTH = depth  # k steps of wgmma a consumer keeps in flight (a stage is handed back once its step completed)
    if not 1 <= DEPTH < stages:
        raise ValueError(f"depth={depth}: 1 up to stages - 1")
    SK = stream_k > 0  # G_SK blocks share the k steps (a bool: TVMScript's `if` takes no int)
    G_SK = stream_k
    if SK and (CL > 1 or splits > 1 or SYM or not TMA_C):
        raise ValueError("stream_k: cluster 1, splits 1, a static M, store=tma")
    RES = bool(residual)
    # tail=shift (module docstring): not with a residual, which may be C itself (a row stored there first would be
    # added twice), nor stream-K, which cuts the two tiles' k steps at different points: their sums of the rows they
    # share would differ in the last bits, and the store that lands last would win
    SHIFT = tail == "shift" and not RES and not SK and (SYM or (M > BM and M % BM != 0))
    WARP = arrive == "warp"  # (cluster 1) one arrival a consumer warp on `empty`, else one a thread
    why = residual_error({"c_pieces": P, "splits": SP, "cluster": CL, "store": store}) if RES else None
    if why:
        raise ValueError(why)
    kps = kt // SP  # k steps of a block's piece
    JS = BN // 8 // SP  # 8-column slices of the tile a block of a split sums and stores
    if epi is None:
        epi = lambda E, v, col: v  # noqa: E731

    def in_n(col):  # a column past N (staged, never stored) reads the epilogue's vectors at N - 1
        return T.min(col, N - 1) if N % BN else col

    def ix(tmn, c, tx, h, col):  # epi's index: the column, or (epi_row) the row, a row past M read at M - 1
        row = tmn[1] + c * 64 + d_row(tx, h)
        return (row if isinstance(M, int) and M % BM == 0 else T.min(row, M - 1)) if epi_row else col

    def d_row(tx, h):  # row in a consumer's 64 of a thread's accumulators (wgmma's D layout)
        return tx % 128 // 32 * 16 + tx % 32 // 4 + h * 8

    def c_slot(c, row, col):  # col: in the piece
        return c_base + c * 64 * PC + staged_c(row, col)

    a_dims, a_strides = [K, M, batch if a_batched else 1], [K * e, M * K * e]
    a_b = (lambda tmn: tmn[0]) if a_batched else (lambda tmn: 0)  # A's batch coordinate: one A for every batch
    b_dims = [K, N, batch] if KM else [N, K, batch]
    b_strides = [K * e, N * K * e] if KM else [N * e, N * K * e]
    b_box = [BK, BN // CL, 1] if KM and CL > 1 and not SA else [BK, BN, 1] if KM else [64, BK, 1]  # K-major B in a
    # cluster sharing B: each block loads its share
    a_rows = BM // CL if SA else BM  # A's box: a block's share of the tile's rows where the cluster shares A
    c_dims, c_strides = [N, M, batch], [N * e, M * N * e]

    def row0(i):  # the first row of tile-row i (SHIFT: the last tile-row ends at row M)
        return T.min(i * BM, T.max(M - BM, 0) if SYM else M - BM) if SHIFT else i * BM

    @T.macro
    def tile_of(t, rank, tmn):  # unit t -> (batch, first row, tile-column) of the block of that rank
        tmn[0] = t // (units_m * units_n)
        # its tile-row and tile-column
        rc = T.meta_var(wgmma.raster(t % (units_m * units_n), units_n, group_m, units_m if ragged else None))
        tmn[1] = row0(rc[0] if CL == 1 or SA else rc[0] * CL + rank)
        tmn[2] = rc[1] * CL + rank if SA else rc[1]

    @T.macro
    def advance(pipe):  # the next stage; past the last, the first again in the other phase
        if pipe[0] == S - 1:
            pipe[0] = 0
            pipe[1] = pipe[1] ^ 1
        else:
            pipe[0] = pipe[0] + 1

    @T.macro
    def release(empty, stage, rank, rem, tx):  # a consumer is done reading `stage`: its producer(s) may refill it
        if CL == 1 and not WARP:
            T.ptx.mbarrier.arrive.shared.b64(empty.ptr_to([stage]))
        elif CL == 1:  # arrive=warp: lane 0 once every lane's wgmma reading it completed
            T.cuda.warp_sync()
            if tx % 32 == 0:
                T.ptx.mbarrier.arrive.shared.b64(empty.ptr_to([stage]))
        else:  # one arrival a warp on each block's barrier, once every lane's wgmma reading it completed
            T.cuda.warp_sync()
            if tx % 32 < CL:
                T.ptx["mapa.shared::cluster.u32"](rem[0], T.cuda.cvta_generic_to_shared(empty.ptr_to([stage])),
                                                  T.uint32((rank + tx % 32) % CL))
                T.ptx["mbarrier.arrive.shared::cluster.b64"](rem[0])

    def red_at(j, h, tx):  # fp16 offset of consumer thread tx's fp32 pair (j, h): a thread's pairs 8 bytes, threads adjacent
        return ((j * 2 + h) * 256 + tx - 128) * 4

    @T.macro
    def split_store(C_map, E, smem, acc, packed, tmn, piece, tx, c):
        # both warpgroups' wgmma are done with the stages (the producer loaded no step more): the partials go there
        T.ptx.bar.sync(T.uint32(3), T.uint32(256))
        for j in T.unroll(BN // 8):
            for h in T.unroll(2):
                T.ptx["st.shared.v2.f32"](smem.ptr_to([red_at(j, h, tx)]), acc[j * 4 + h * 2], acc[j * 4 + h * 2 + 1])
        T.cuda.cluster_sync()
        rem = T.alloc_buffer((1,), "uint64", scope="local")
        got = T.alloc_buffer((JS * 2 * SP * 2,), "float32", scope="local")
        part = T.alloc_buffer((2,), "float32", scope="local")
        # every remote load first (asm volatile: a sum between two loads would wait for the first)
        for jj in T.unroll(JS):
            for h in T.unroll(2):
                for r in T.unroll(SP):
                    T.ptx["mapa.u64"](rem[0], smem.ptr_to([red_at(piece * JS + jj, h, tx)]), T.uint32(r))
                    T.ptx["ld.v2.f32"](got[((jj * 2 + h) * SP + r) * 2], got[((jj * 2 + h) * SP + r) * 2 + 1], rem[0])
        for jj in T.unroll(JS):
            for h in T.unroll(2):
                part[0] = T.float32(0)
                part[1] = T.float32(0)
                for r in T.unroll(SP):  # a fixed order: the same sums in every run
                    part[0] = part[0] + got[((jj * 2 + h) * SP + r) * 2]
                    part[1] = part[1] + got[((jj * 2 + h) * SP + r) * 2 + 1]
                col = T.meta_var(tmn[2] * BN + (piece * JS + jj) * 8 + tx % 4 * 2)
                T.ptx[cvt](packed[0], epi(E, part[1], ix(tmn, c, tx, h, in_n(col + 1))),
                           epi(E, part[0], ix(tmn, c, tx, h, in_n(col))))
                T.ptx["st.shared.b32"](smem.ptr_to([c_slot(c, d_row(tx, h), jj * 8 + tx % 4 * 2)]), packed[0])
        T.ptx.fence.proxy.async_.shared__cta()
        T.ptx.bar.sync(T.Cast("uint32", 1 + c), T.uint32(128))
        if tx % 128 == 0:
            for j in T.unroll(JS * 8 // 64):
                T.ptx["cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group"](
                    T.address_of(C_map), tmn[2] * BN + piece * JS * 8 + j * 64, tmn[1] + c * 64, tmn[0],
                    smem.ptr_to([c_base + c * 64 * PC + j * 4096]))
            T.ptx["cp.async.bulk.commit_group"]()

    def staged_r(smem, c, row, col):  # (residual) epi's R element, loaded by TMA into the slot where C[row, col] goes
        return (T.Cast("float32", smem[c_slot(c, row, col)]),) if RES else ()

    units = tiles * kt if SK else 0  # (stream-K) the k steps of every tile, shared evenly by the SK blocks
    per, extra = divmod(units, G_SK) if SK else (0, 0)  # the first `extra` blocks take one step more

    def sk_start(b):  # the first unit of block b
        return b * per + T.min(b, extra)

    def sk_block(u):  # the block that holds unit u
        return T.if_then_else(u < extra * (per + 1), u // (per + 1), extra + (u - extra * (per + 1)) // per)

    def turns(bid, nb):  # the tiles a block takes in turn (stream-K: the tiles its units touch)
        return (sk_start(bid + 1) - 1) // kt - sk_start(bid) // kt + 1 if SK else (tiles - bid + nb - 1) // nb

    def turn_tile(bid, nb, i):  # the tile of turn i (stream-K: last to first)
        return (sk_start(bid + 1) - 1) // kt - i if SK else bid + i * nb

    def k_steps(seg):  # the k steps of a turn
        return seg[1] - seg[0] if SK else kps

    def k_of(seg, piece, ks):  # the k step of a turn's step ks in the whole K
        return seg[0] + ks if SK else (ks if SP == 1 else piece * kps + ks)

    def ends_tile(seg):  # whether a turn runs its tile's epilogue (stream-K: holds its last k step)
        return seg[1] == kt if SK else True

    def partial_at(b, c, r, tx):  # (stream-K) WS's element of block b's consumer c's accumulator r of thread tx
        return ((b * 2 + c) * nacc + r) * 128 + tx % 128

    @T.macro
    def set_turn(seg, bid, t):  # (stream-K) the k steps [seg[0], seg[1]) of tile t that block bid holds
        if SK:
            seg[0] = T.max(sk_start(bid) - t * kt, 0)
            seg[1] = T.min(sk_start(bid + 1) - t * kt, kt)

    @T.macro
    def hand_on(WS, FLAGS, acc, bid, tx, c, token):  # (stream-K) this consumer's partial sums, for the finishing block
        for r in T.unroll(nacc):
            WS[partial_at(bid, c, r, tx)] = acc[r]
        T.ptx.bar.sync(T.Cast("uint32", 1 + c), T.uint32(128))
        if tx % 128 == 0:  # every thread's partials written (the barrier), then seen at the GPU's scope (the fence)
            T.ptx["fence.acq_rel.gpu"]()
            T.ptx["st.relaxed.gpu.global.u64"](FLAGS.ptr_to([bid * 2 + c]), token[0])

    @T.macro
    def take_over(WS, FLAGS, acc, bid, t, tx, c, token):  # (stream-K) the earlier blocks' partials of tile t, added
        for b in T.serial(sk_block(t * kt), bid):  # in block order: the same sums in every run
            if tx % 128 == 0:
                got = T.alloc_buffer((1,), "uint64", scope="local")
                got[0] = T.uint64(0)
                while got[0] != token[0]:
                    T.ptx["ld.acquire.gpu.global.u64"](got[0], FLAGS.ptr_to([b * 2 + c]))
                T.ptx["st.relaxed.gpu.global.u64"](FLAGS.ptr_to([b * 2 + c]), T.uint64(0))
            T.ptx.bar.sync(T.Cast("uint32", 1 + c), T.uint32(128))
            for r in T.unroll(nacc):
                acc[r] = acc[r] + WS[partial_at(b, c, r, tx)]

    @T.macro
    def tma_epilogue(C_map, E, smem, acc, packed, rbar, tmn, tx, c, parity):  # C's tile: staged, stored by TMA
        if RES:  # each thread reads R's elements from the slots it then overwrites
            T.cuda.mbarrier_wait(rbar.ptr_to([c]), parity)
        for q in T.unroll(P):  # piece q: columns q * PC .. of the tile
            if not RES:
                if tx % 128 == 0:  # the staging is free once the last piece's store has read it
                    T.ptx["cp.async.bulk.wait_group.read"](0)
                T.ptx.bar.sync(T.Cast("uint32", 1 + c), T.uint32(128))
            for j in T.unroll(PC // 8):
                for h in T.unroll(2):
                    T.ptx[cvt](packed[0],
                               epi(E, acc[(q * PC // 8 + j) * 4 + h * 2 + 1],
                                   ix(tmn, c, tx, h, in_n(tmn[2] * BN + q * PC + j * 8 + tx % 4 * 2 + 1)),
                                   *staged_r(smem, c, d_row(tx, h), j * 8 + tx % 4 * 2 + 1)),
                               epi(E, acc[(q * PC // 8 + j) * 4 + h * 2],
                                   ix(tmn, c, tx, h, in_n(tmn[2] * BN + q * PC + j * 8 + tx % 4 * 2)),
                                   *staged_r(smem, c, d_row(tx, h), j * 8 + tx % 4 * 2)))
                    T.ptx["st.shared.b32"](smem.ptr_to([c_slot(c, d_row(tx, h), j * 8 + tx % 4 * 2)]),
                                           packed[0])
            T.ptx.fence.proxy.async_.shared__cta()  # the generic-proxy writes, seen by the copy engine
            T.ptx.bar.sync(T.Cast("uint32", 1 + c), T.uint32(128))
            if tx % 128 == 0:
                for j in T.unroll(PB):
                    T.ptx["cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group"](
                        T.address_of(C_map), tmn[2] * BN + q * PC + j * 64, tmn[1] + c * 64, tmn[0],
                        smem.ptr_to([c_base + c * 64 * PC + j * 4096]))
                T.ptx["cp.async.bulk.commit_group"]()

    @T.macro
    def body(A_map, B_map, C_map, C, E, grid, R_map=None, WS=None, FLAGS=None):
        with T.attr({"tirx.device_entry": T.bool(True)}):  # a scope of its own: the caller may launch more after
            if CL == 1 and SP == 1:
                bid = T.cta_id([grid])
                rank = T.meta_var(0)
                nb = T.meta_var(grid)
                piece = T.meta_var(0)
            else:  # read once: the special registers are volatile asm reads, redone wherever they appear
                cluster_id = T.cluster_id([grid // CB])
                cta_rank = T.cta_id_in_cluster([CB])
                ids = T.alloc_buffer((2,), "int32", scope="local")
                ids[0] = cluster_id
                ids[1] = cta_rank
                bid = T.meta_var(ids[0])
                nb = T.meta_var(grid // CB)
                # a multicast pair's blocks take its two tile-rows (rank); a split's its pieces of K (piece)
                rank = T.meta_var(ids[1] if CL > 1 else 0)
                piece = T.meta_var(ids[1] if SP > 1 else 0)
            tx = T.thread_id([THREADS])
            smem = T.alloc_buffer((smem_elems,), dtype, scope="shared.dyn", align=1024)
            if CL == 1 and SP == 1:
                full = T.alloc_buffer((S,), "uint64", scope="shared", align=8)
                empty = T.alloc_buffer((S,), "uint64", scope="shared", align=8)
                rem = T.meta_var(None)
            elif CL == 1:  # a split's: in dynamic shared memory too, a piece of its own for each block (as the emulator
                # runs a cluster: one block, its static shared memory one for all)
                full = T.decl_buffer((S,), "uint64", data=smem.data, elem_offset=bar_at, scope="shared.dyn")
                empty = T.decl_buffer((S,), "uint64", data=smem.data, elem_offset=bar_at + S, scope="shared.dyn")
                rem = T.meta_var(None)
            else:  # the barriers at the same offset in every block's dynamic shared memory, for mapa
                full = T.decl_buffer((S,), "uint64", data=smem.data, elem_offset=bar_at, scope="shared.dyn")
                empty = T.decl_buffer((S,), "uint64", data=smem.data, elem_offset=bar_at + S, scope="shared.dyn")
                rem = T.alloc_buffer((1,), "uint32", scope="local")  # a block's barrier as mapa maps it
            if RES:  # a consumer's: its rows of R's tile have landed in its staging
                rbar = T.alloc_buffer((2,), "uint64", scope="shared", align=8)
            else:
                rbar = T.meta_var(None)
            # the pipeline's position: stage, the parity of its mbarriers' phase, and (consumers) the stage last read
            pipe = T.alloc_buffer((3,), "int32", scope="local")
            tmn = T.alloc_buffer((3,), "int32", scope="local")
            if SK:  # this turn's k steps of its tile
                seg = T.alloc_buffer((2,), "int32", scope="local")
            else:
                seg = T.meta_var(None)
            if tx == 0:
                # the maps' descriptors fetched under the set-up, not at the first copy of each (module docstring)
                T.ptx["prefetch.tensormap"](T.address_of(A_map))
                T.ptx["prefetch.tensormap"](T.address_of(B_map))
                if TMA_C:  # store=direct never reads C's map
                    T.ptx["prefetch.tensormap"](T.address_of(C_map))
                if RES:
                    T.ptx["prefetch.tensormap"](T.address_of(R_map))
                for s in T.unroll(S):
                    T.ptx.mbarrier.init.shared.b64(full.ptr_to([s]), T.uint32(1))
                    T.ptx.mbarrier.init.shared.b64(empty.ptr_to([s]), T.uint32(8 * CL if CL > 1 or WARP else 256))
                if RES:
                    for c in T.unroll(2):
                        T.ptx.mbarrier.init.shared.b64(rbar.ptr_to([c]), T.uint32(1))
                T.ptx.fence.mbarrier_init.release.cluster()
            if CL == 1:
                T.cuda.cta_sync()
            else:  # every block's barriers initialised before any block copies into it or arrives on them
                T.cuda.cluster_sync()
            pipe[0] = 0
            pipe[1] = 0
            if tx < 128:  # the producer warpgroup: one thread issues every copy
                if BN >= REALLOCATE_FROM_BN:
                    T.ptx["setmaxnreg.dec.sync.aligned.u32"](PRODUCER_REGS)
                if tx == 0:
                    for i in T.serial(turns(bid, nb)):
                        tile_of(turn_tile(bid, nb, i), rank, tmn)
                        set_turn(seg, bid, turn_tile(bid, nb, i))
                        for ks in T.serial(k_steps(seg)):
                            kg = T.meta_var(k_of(seg, piece, ks))  # the step in the whole K
                            T.cuda.mbarrier_wait(empty.ptr_to([pipe[0]]), pipe[1] ^ 1)
                            T.ptx.mbarrier.arrive.expect_tx.shared.b64(full.ptr_to([pipe[0]]), T.uint32(stage_bytes))
                            if SA:  # this block's share of A's rows, into every block of the cluster
                                if a_im2col is None:
                                    T.ptx[G2S + ".multicast::cluster"](
                                        smem.ptr_to([pipe[0] * AST + rank * a_rows * BK]), T.address_of(A_map), kg * BK,
                                        tmn[1] + rank * a_rows, a_b(tmn), full.ptr_to([pipe[0]]),
                                        T.uint16((1 << CL) - 1))
                                else:
                                    at = T.meta_var(a_im2col(kg, tmn[1] + rank * a_rows))
                                    T.ptx[IM2COL + ".multicast::cluster"](
                                        smem.ptr_to([pipe[0] * AST + rank * a_rows * BK]), T.address_of(A_map), *at[0],
                                        full.ptr_to([pipe[0]]), *at[1], T.uint16((1 << CL) - 1))
                            elif a_im2col is None:
                                T.ptx[G2S](smem.ptr_to([pipe[0] * AST]), T.address_of(A_map), kg * BK, tmn[1],
                                           a_b(tmn), full.ptr_to([pipe[0]]))
                            else:
                                at = T.meta_var(a_im2col(kg, tmn[1]))  # (coordinates, tap offsets)
                                T.ptx[IM2COL](smem.ptr_to([pipe[0] * AST]), T.address_of(A_map), *at[0],
                                              full.ptr_to([pipe[0]]), *at[1])
                            if CL > 1 and not SA:  # this block's share of B, into every block of the cluster
                                for j in T.unroll(1 if KM else boxes // CL):
                                    T.ptx[G2S + ".multicast::cluster"](
                                        smem.ptr_to([S * AST + pipe[0] * BST + (rank * (BN // CL) * BK if KM else
                                                                                (rank * (boxes // CL) + j) * 64 * BK)]),
                                        T.address_of(B_map),
                                        *((kg * BK, tmn[2] * BN + rank * (BN // CL)) if KM else
                                          (tmn[2] * BN + (rank * (boxes // CL) + j) * 64, kg * BK)),
                                        tmn[0], full.ptr_to([pipe[0]]), T.uint16((1 << CL) - 1))
                            elif KM:
                                T.ptx["cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes"](
                                    smem.ptr_to([S * AST + pipe[0] * BST]), T.address_of(B_map), kg * BK,
                                    tmn[2] * BN, tmn[0], full.ptr_to([pipe[0]]))
                            else:
                                for j in T.unroll(boxes):
                                    T.ptx[G2S](
                                        smem.ptr_to([S * AST + pipe[0] * BST + j * 64 * BK]), T.address_of(B_map),
                                        tmn[2] * BN + j * 64, kg * BK, tmn[0], full.ptr_to([pipe[0]]))
                            advance(pipe)
                if SP > 1:  # the consumers' barrier between writing their partial sums and reading the others'
                    T.cuda.cluster_sync()
            else:  # the consumers: warpgroup 1 + c multiplies rows 64 c .. 64 c + 63 of the tile
                if BN >= REALLOCATE_FROM_BN:
                    T.ptx["setmaxnreg.inc.sync.aligned.u32"](CONSUMER_REGS)
                acc = T.alloc_buffer((nacc,), "float32", scope="local")
                desc_a = T.alloc_buffer((1,), "uint64", scope="local")
                desc_b = T.alloc_buffer((1,), "uint64", scope="local")
                packed = T.alloc_buffer((1,), "uint32", scope="local")
                c = T.meta_var(tx // 128 - 1)
                T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_a[0]), smem.ptr_to([0]), wgmma.A_LBO,
                                                      wgmma.A_SBO, 3)
                T.cuda.wgmma.encode_matrix_descriptor(T.address_of(desc_b[0]), smem.ptr_to([S * AST]), lbo_b, sbo_b, 3)
                if SK:  # the launch's id, which the flags of handed-on partials hold; the epilogues run so far
                    token = T.alloc_buffer((1,), "uint64", scope="local")
                    token[0] = T.cuda.func_call("tvmgen_grid_id", source_code=GRID_ID, return_type="uint64")
                    done = T.alloc_buffer((1,), "int32", scope="local")
                    done[0] = 0
                else:
                    token = T.meta_var(None)
                    done = T.meta_var(None)
                for i in T.serial(turns(bid, nb)):
                    tile_of(turn_tile(bid, nb, i), rank, tmn)
                    set_turn(seg, bid, turn_tile(bid, nb, i))
                    if RES:  # R's rows into the staging, once the last tile's store has read it (stream-K: for an
                        # epilogue)
                        if ends_tile(seg):
                            if tx % 128 == 0:
                                T.ptx["cp.async.bulk.wait_group.read"](0)
                                T.ptx.mbarrier.arrive.expect_tx.shared.b64(rbar.ptr_to([c]), T.uint32(64 * BN * e))
                                for j in T.unroll(boxes):
                                    T.ptx[G2S](smem.ptr_to([c_base + c * 64 * PC + j * 4096]), T.address_of(R_map),
                                               tmn[2] * BN + j * 64, tmn[1] + c * 64, tmn[0], rbar.ptr_to([c]))
                    for r in T.unroll(nacc):
                        acc[r] = T.float32(0)
                    for ks in T.serial(k_steps(seg)):
                        T.cuda.mbarrier_wait(full.ptr_to([pipe[0]]), pipe[1])
                        T.ptx["wgmma.fence.sync.aligned"]()
                        for kk in T.unroll(4):
                            T.ptx[instr](
                                *[acc[r] for r in range(nacc)],
                                desc_a[0] + T.uint64((pipe[0] * AST * e + c * 64 * 128 + kk * wgmma.A_KSTEP) // 16),
                                desc_b[0] + T.uint64((pipe[0] * BST * e + kk * b_kstep) // 16),
                                *wtail)
                        T.ptx["wgmma.commit_group.sync.aligned"]()
                        if DEPTH == 1:
                            # the step before this one has finished reading its stage: hand it back to the producer
                            T.ptx["wgmma.wait_group.sync.aligned"](1)
                            if ks > 0:
                                release(empty, pipe[2], rank, rem, tx)
                            pipe[2] = pipe[0]
                        else:  # DEPTH steps' wgmma in flight: the step DEPTH back has finished reading its stage
                            T.ptx["wgmma.wait_group.sync.aligned"](DEPTH)
                            if ks >= DEPTH:
                                release(empty, (pipe[0] + S - DEPTH) % S, rank, rem, tx)
                        advance(pipe)
                    T.ptx["wgmma.wait_group.sync.aligned"](0)
                    if DEPTH == 1:
                        release(empty, pipe[2], rank, rem, tx)
                    else:  # the last DEPTH steps' stages (those of a tile with fewer steps: all of them)
                        for d in T.unroll(DEPTH):
                            if k_steps(seg) - DEPTH + d >= 0:
                                release(empty, (pipe[0] + S - DEPTH + d) % S, rank, rem, tx)
                    if SP > 1:
                        split_store(C_map, E, smem, acc, packed, tmn, piece, tx, c)
                    elif SK:
                        if seg[1] < kt:  # the tile's first steps: handed on to the block that holds its last
                            hand_on(WS, FLAGS, acc, bid, tx, c, token)
                        else:
                            if seg[0] > 0:
                                take_over(WS, FLAGS, acc, bid, turn_tile(bid, nb, i), tx, c, token)
                            tma_epilogue(C_map, E, smem, acc, packed, rbar, tmn, tx, c, done[0] % 2)
                            done[0] = done[0] + 1
                    elif TMA_C:
                        tma_epilogue(C_map, E, smem, acc, packed, rbar, tmn, tx, c, i % 2)
                    else:
                        for j in T.unroll(BN // 8):
                            for h in T.unroll(2):
                                row = T.meta_var(tmn[1] + c * 64 + d_row(tx, h))
                                if row < M and tmn[2] * BN + j * 8 < N:
                                    col = T.meta_var(tmn[2] * BN + j * 8 + tx % 4 * 2)
                                    if c_at is None:  # the pair side by side in C's row
                                        T.ptx[cvt](packed[0],
                                                   epi(E, acc[j * 4 + h * 2 + 1], ix(tmn, c, tx, h, col + 1)),
                                                   epi(E, acc[j * 4 + h * 2], ix(tmn, c, tx, h, col)))
                                        T.ptx["st.global.b32"](C.ptr_to([tmn[0], row, col]), packed[0])
                                    else:  # each element where c_at puts it
                                        C[c_at(tmn[0], row, col)] = T.Cast(
                                            dtype, epi(E, acc[j * 4 + h * 2], ix(tmn, c, tx, h, col)))
                                        C[c_at(tmn[0], row, col + 1)] = T.Cast(
                                            dtype, epi(E, acc[j * 4 + h * 2 + 1], ix(tmn, c, tx, h, col + 1)))
                if TMA_C:
                    if tx % 128 == 0:
                        T.ptx["cp.async.bulk.wait_group"](0)
            if CL > 1 or SP > 1:  # no block leaves while another may still copy into its shared memory, arrive on its
                T.cuda.cluster_sync()  # barriers or read its partial sums

    @T.macro
    def launch(A_map, B_map, C_map, C, E, grid, R_map=None):  # host side: (stream-K) the workspace, then the kernel
        if SK:  # the handed-on partial sums, a block's consumers' side by side, and their flags
            WS = T.alloc_buffer((G_SK * 2 * 64 * BN,), "float32", scope="global")
            FLAGS = T.alloc_buffer((G_SK * 2,), "uint64", scope="global")
            body(A_map, B_map, C_map, C, E, grid, R_map, WS, FLAGS)
        else:
            body(A_map, B_map, C_map, C, E, grid, R_map)

    return launch, {"a": None if a_im2col else map_args(a_dims, a_strides, [BK, a_rows, 1]),
                    "b": map_args(b_dims, b_strides, b_box), "a_rows": a_rows,
                    "c": map_args(c_dims, c_strides, [64, 64, 1]), "tiles": tiles, "cluster": CB,
                    "r": map_args(c_dims, c_strides, [64, 64, 1]) if RES else None}
