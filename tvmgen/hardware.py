"""What each CUDA architecture offers, in one place: launch limits, shared memory, clusters, instructions.

Rules size their default tiles by `Arch.sms` and check configs against its limits; codegen checks every
launch against them; tests read them instead of a constant for one chip. Nothing here imports TVM.

A compute capability is a family of chips with different SM counts (sm_90: H100 PCIe 114, H100 SXM and H200
132); the figures are those of the part named in `chip`, the one tvmgen's defaults are tuned for. The
instruction sets are the architecture's own: `cp_async` from sm_80, `wgmma` only in sm_90a code (the
arch-specific target: a shader using it runs on Hopper and on nothing newer), `tma` and thread-block
clusters from sm_90.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from .ops.base import ParamError

KB = 1024

# Instructions and hardware features a rule may need (Rule.needs).
FEATURES = {
    "mma_f16": "mma.sync on fp16 (tensor cores through registers)",
    "ldmatrix": "ldmatrix shared-to-register fragment loads",
    "cp_async": "cp.async global-to-shared copies",
    "cluster": "thread-block clusters and distributed shared memory",
    "tma": "the tensor memory accelerator (cp.async.bulk.tensor)",
    "wgmma": "warpgroup MMA (sm_90a code only)",
}


@dataclass(frozen=True)
class Arch:
    name: str  # the compute capability as nvcc spells it: sm_90
    chip: str  # the part whose figures these are
    sms: int  # streaming multiprocessors: default tiles aim to fill them
    shared_per_block: int  # dynamic shared memory one block may opt into (cudaFuncSetAttribute)
    shared_per_sm: int  # shared memory of an SM; every resident block also reserves 1 KB of it
    max_cluster: int  # blocks per cluster a kernel gets without the non-portable opt-in (1: no clusters)
    features: frozenset[str]
    specific: str | None = None  # the arch-specific target its newest instructions need (sm_90a), if any
    specific_features: frozenset[str] = frozenset()  # what only `specific` code may use
    max_threads_per_block: int = 1024
    max_grid: tuple[int, int, int] = (2**31 - 1, 65535, 65535)
    default_shared_per_block: int = 48 * KB  # without the opt-in attribute
    registers_per_sm: int = 65536
    max_registers_per_thread: int = 255
    max_threads_per_sm: int = 2048
    block_reserved_shared: int = 1 * KB

    def has(self, feature: str) -> bool:
        return feature in self.features or feature in self.specific_features

    def code_arch(self, needs: frozenset[str] | set[str] = frozenset()) -> str:
        """The -arch a shader needing `needs` is compiled for: `specific` when it uses what only that has."""
        return self.specific if self.specific and set(needs) & self.specific_features else self.name

    def target(self):
        """TVM's CUDA target for this arch (imports TVM)."""
        import tvm

        return tvm.target.Target({"kind": "cuda", "arch": self.name})

    def blocks_per_sm(self, shared_bytes: int) -> int:
        """How many blocks of `shared_bytes` dynamic shared memory fit on one SM (shared memory alone)."""
        return self.shared_per_sm // (shared_bytes + self.block_reserved_shared)


_AMPERE = frozenset({"mma_f16", "ldmatrix", "cp_async"})

ARCHES: dict[str, Arch] = {a.name: a for a in (
    Arch("sm_80", "A100 SXM", sms=108, shared_per_block=163 * KB, shared_per_sm=164 * KB, max_cluster=1,
         features=_AMPERE),
    Arch("sm_89", "L40S", sms=142, shared_per_block=99 * KB, shared_per_sm=100 * KB, max_cluster=1,
         features=_AMPERE, max_threads_per_sm=1536),
    Arch("sm_90", "H100 SXM / H200", sms=132, shared_per_block=227 * KB, shared_per_sm=228 * KB, max_cluster=8,
         features=_AMPERE | {"cluster", "tma"}, specific="sm_90a", specific_features=frozenset({"wgmma"})),
    Arch("sm_100", "B200", sms=148, shared_per_block=227 * KB, shared_per_sm=228 * KB, max_cluster=8,
         features=_AMPERE | {"cluster", "tma"}),
)}
ARCHES["sm_90a"] = replace(ARCHES["sm_90"], name="sm_90a")  # the same chip, all of its code arch-specific
DEFAULT = "sm_90"


class UnknownArch(ParamError):
    """An --arch this module has no facts for."""


def get(name: str) -> Arch:
    """The Arch for an nvcc arch name (sm_90, sm_90a, ...); UnknownArch names the known ones."""
    try:
        return ARCHES[name]
    except (KeyError, TypeError):
        known = sorted(ARCHES, key=lambda a: int(a[3:].rstrip("a")))  # sm_90a beside sm_90
        raise UnknownArch(f"arch={name!r}: not a known CUDA architecture; tvmgen emits for sm_80 and newer "
                          f"(known: {', '.join(known)})") from None


def name_suffix(arch: str) -> str:
    """What a shader's name carries after the operator's part: "" for the default arch, else `_<arch>`, so that
    shaders of two arches emitted into one folder do not overwrite each other."""
    return "" if arch == DEFAULT else f"_{arch}"


def nvcc_arch(code_arch: str) -> str:
    """nvcc's flags that compile for `code_arch`. An arch-specific target (sm_90a) is given as one -gencode pair:
    nvcc 13's `-arch=sm_90a` also compiles the source as plain compute_90 PTX, which stops at the first wgmma
    ("not supported on .target 'sm_90'")."""
    if code_arch.endswith("a"):
        return f"-gencode arch=compute_{code_arch[3:]},code={code_arch}"
    return f"-arch={code_arch}"
