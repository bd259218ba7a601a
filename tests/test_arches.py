"""Emitting for every architecture tvmgen knows. For sm_80, sm_89, sm_90 and sm_100 a shader or two per family is
emitted into one folder (the names carry a non-default arch, so none overwrites another) and compiled with nvcc for
the arch its manifest names; no rule the chain picked uses what the arch lacks, judged both by the rule's declared
needs and by the instructions found in its source. An arch tvmgen does not know, and a rule or config the target
cannot run, are refused in one line."""
from __future__ import annotations

import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from conftest import needs_nvcc
from tvmgen import hardware, ops, rules
from tvmgen.ops.base import ParamError

ARCHES = ("sm_80", "sm_89", "sm_90", "sm_100")

# Rules whose code differs by arch: tensor cores, cp.async, clusters, wgmma.
FEATURED = [
    ("matmul", "m=256 n=256 k=256 dtype=float16"),  # sm_90: matmul_wgmma, K split over a cluster; else matmul_mma
    ("matmul", "m=64 n=512 k=512 dtype=float16"),  # sm_90: swapped wgmma; sm_80, sm_100: matmul_splitk_mma
    ("conv2d", "input=2x8x8x64 filter=64x3x3x64 layout=NHWC pad=1 dtype=float16"),  # sm_90: conv_wgmma
    ("conv2d", "input=1x14x14x64 filter=64x3x3x64 layout=NHWC pad=1 algo=winograd dtype=float16"),  # mma engine
    ("batchnorm", "shape=32x256x56x56 training=1 dtype=float32"),  # batchnorm_resident's cluster from sm_90 on
    ("batchnorm", "shape=2x144x5x16 training=1 epsilon=0.001 dtype=float16"),  # batchnorm_resident, cp.async
]
# One shader of each other family: plain CUDA, which must compile everywhere all the same.
PLAIN = [
    ("matmul", "m=37 n=23 k=129 batch=3 dtype=float32"),
    ("cast", "shape=1823x781 src=float32 dst=float16"),
    ("dropout", "shape=1823x781 p=0.3 seed=42 mask=1 dtype=float16"),
    ("activation", "kind=gelu_tanh shape=1000003 dtype=float16"),
    ("transpose", "shape=1823x781 perm=1x0 dtype=float16"),
    ("lrn", "shape=2x21x6x8 dtype=float16"),
    ("pool2d", "shape=2x3x17x16 kind=max window=3x3 stride=2x2 padding=1x1 dtype=float16"),
    ("reduce", "shape=1823x781 axes=-1 kind=max dtype=float16"),
    ("softmax", "shape=2x300x6x10 dtype=float16"),
    ("cross_entropy", "n=32 c=1000 dtype=float16"),
]

# What each hardware feature looks like in the CUDA source.
SIGNS = {
    "cp_async": r"cp\.async\.(ca|cg|commit_group|wait_group|wait_all)\b",
    "ldmatrix": r"\bldmatrix\.",
    "mma_f16": r"\bmma\.sync\.|\bwmma::",
    "cluster": r"__cluster_dims__|barrier\.cluster|\bmapa\.",
    "tma": r"cp\.async\.bulk|cp\.reduce\.async\.bulk",
    "wgmma": r"\bwgmma\.",
}
# What the featured set must have exercised on each arch, or it no longer represents what the arch offers.
EXERCISED = {"sm_80": {"cp_async", "ldmatrix", "mma_f16"}, "sm_89": {"cp_async", "ldmatrix", "mma_f16"},
             "sm_90": {"cp_async", "ldmatrix", "mma_f16", "cluster", "wgmma"},
             "sm_100": {"cp_async", "ldmatrix", "mma_f16", "cluster"}}


def raw(params: str) -> dict[str, str]:
    return dict(kv.split("=", 1) for kv in params.split())


def nvcc(cmd: list[str], cwd) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """One folder for the shaders of every arch."""
    return tmp_path_factory.mktemp("arches")


def emit_and_compile(arch: str, entries: list[tuple[str, str]], folder) -> set[str]:
    """Emit `entries` for `arch` into `folder`, check each shader's name, rule and features, compile them all with
    -Werror all-warnings for the manifest's arch; the features found in the sources."""
    pytest.importorskip("tvm")
    from tvmgen import artifact
    from tvmgen.emit import generate

    hw = hardware.get(arch)
    found: set[str] = set()
    builds = []
    for op_name, params in entries:
        m, src = generate(op_name, raw(params), arch=arch)
        written = artifact.write(folder, m, src)
        op = ops.get(m["op"])
        p = op.parse(m["params"])
        name = m["name"]
        assert name == op.shader_name(p) + ("" if arch == hardware.DEFAULT else f"_{arch}")
        assert all(k["name"].startswith(name) for k in m["kernels"])
        header = (folder / f"{name}.cuh").read_text()
        assert f"inline cudaError_t {name}(" in header
        code_arch = m["target"]["arch"]
        assert f"// Build: nvcc {hardware.nvcc_arch(code_arch)} -c {name}.cu\n" in header

        rule = rules.RULES[m["schedule"]["rule"]]
        uses = rule.uses(op, p, m["schedule"]["config"], hw)
        assert rule.needs <= uses and all(hw.has(f) for f in uses), f"{name}: {rule.name} uses {sorted(uses)}"
        signs = {f for f, pattern in SIGNS.items() if re.search(pattern, src)}
        # dlight reads the target itself (rules/fallback.py): whatever it emits must be what the arch has
        allowed = {f for f in hardware.FEATURES if hw.has(f)} if rule in rules.FALLBACKS else uses
        assert signs <= allowed, f"{name}: {rule.name} emitted {sorted(signs - allowed)} beyond its declared {sorted(uses)}"
        assert code_arch == hw.code_arch(uses), name
        found |= signs
        builds.append((name, ["nvcc", "-cubin", *hardware.nvcc_arch(code_arch).split(), "-Werror", "all-warnings",
                              written[0].name, "-o", f"{name}.cubin"]))
    with ThreadPoolExecutor(2) as pool:
        done = list(pool.map(lambda b: (b[0], nvcc(b[1], folder)), builds))
    failed = {name: r.stderr.strip()[-1500:] for name, r in done if r.returncode}
    assert not failed, failed
    return found


@needs_nvcc
@pytest.mark.parametrize("arch", ARCHES)
def test_arch_dependent_rules_emit_what_compiles_for_the_arch(arch, folder):
    found = emit_and_compile(arch, FEATURED, folder)
    assert EXERCISED[arch] <= found, f"the set no longer uses {sorted(EXERCISED[arch] - found)} on {arch}"


@pytest.mark.slow
@needs_nvcc
@pytest.mark.parametrize("arch", ARCHES)
def test_plain_families_emit_what_compiles_for_the_arch(arch, folder):
    emit_and_compile(arch, PLAIN, folder)


def test_every_rule_declares_known_features():
    for rule in rules.RULES.values():
        assert rule.needs <= set(hardware.FEATURES), rule.name


def test_a_config_using_what_the_target_lacks_is_refused():
    """An arch without cp.async (none tvmgen emits for, so made up here): matmul_mma's default turns to the
    register-staged pipeline, and asking for async=1 is refused by valid() in one line."""
    hw = replace(hardware.get("sm_80"), name="sm_test", features=frozenset({"mma_f16", "ldmatrix"}))
    op = ops.get("matmul")
    p = op.parse(raw("m=1024 n=1024 k=1024 dtype=float16"))
    for name in ("matmul_mma", "matmul_splitk_mma"):
        rule = rules.get(name, op)
        assert rule.default(op, p, hw)["async"] == 0
        assert rule.valid(op, p, rule.default(op, p, hw), hw) is None
        why = rule.valid(op, p, {**rule.default(op, p, hw), "async": 1}, hw)
        assert why == f"{name} with this config uses cp_async, which sm_test lacks"
    bn = ops.get("batchnorm")
    q = bn.parse(raw("shape=32x256x56x56 training=1 dtype=float32"))
    resident = rules.get("batchnorm_resident", bn)
    why = resident.valid(bn, q, {**resident.default(bn, q, hardware.get("sm_80")), "cluster": 4}, hardware.get("sm_80"))
    assert why == "batchnorm_resident with this config uses cluster, which sm_80 lacks"


@pytest.mark.parametrize("bad", ["sm_75", "garbage"])
def test_an_unknown_arch_names_the_known_ones(bad):
    with pytest.raises(ParamError) as e:
        hardware.get(bad)
    assert str(e.value) == (f"arch={bad!r}: not a known CUDA architecture; tvmgen emits for sm_80 and newer "
                            "(known: sm_80, sm_89, sm_90, sm_90a, sm_100)")


def test_the_command_line_refuses_an_unknown_arch_in_one_line(tmp_path):
    r = subprocess.run([sys.executable, "-m", "tvmgen", "emit", "matmul", "m=64", "n=64", "k=64", "--arch", "sm_75",
                        "-o", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.splitlines() == ["tvmgen: error: arch='sm_75': not a known CUDA architecture; tvmgen emits for "
                                     "sm_80 and newer (known: sm_80, sm_89, sm_90, sm_90a, sm_100)"]
    assert list(tmp_path.iterdir()) == []


def test_a_rule_or_config_the_arch_cannot_run_is_refused():
    pytest.importorskip("tvm")
    from tvmgen.emit import generate

    with pytest.raises(ParamError, match=r"^schedule: rule matmul_wgmma needs wgmma, which sm_80 lacks$"):
        generate("matmul", raw("m=256 n=256 k=256 dtype=float16"), rule="matmul_wgmma", arch="sm_80")
    with pytest.raises(ParamError, match=r"^config: batchnorm_resident with this config uses cluster, which sm_89 "
                                         r"lacks$"):
        generate("batchnorm", raw("shape=32x256x56x56 training=1 dtype=float32"), rule="batchnorm_resident",
                 config={"cluster": 4}, arch="sm_89")
