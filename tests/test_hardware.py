"""Hardware facts per architecture (tvmgen.hardware) and that rules and codegen read them from the target."""
import pytest

from tvmgen import hardware, ops, rules
from tvmgen.codegen import CodegenError, Kernel, check_launch
from tvmgen.ops.base import ParamError

ARCHES = ("sm_80", "sm_89", "sm_90", "sm_90a", "sm_100")


@pytest.mark.parametrize("name", ARCHES)
def test_facts_are_consistent(name):
    hw = hardware.get(name)
    assert hw.name == name and hw.sms > 0
    assert hw.default_shared_per_block <= hw.shared_per_block < hw.shared_per_sm
    assert hw.blocks_per_sm(hw.shared_per_block) == 1
    assert hw.max_threads_per_block <= hw.max_threads_per_sm
    assert set(hw.features) | set(hw.specific_features) <= set(hardware.FEATURES)
    assert hw.has("cp_async") and hw.has("ldmatrix")  # every supported arch is sm_80 or newer


def test_instructions_by_architecture():
    assert [a for a in ARCHES if hardware.get(a).has("wgmma")] == ["sm_90", "sm_90a"]
    assert [a for a in ARCHES if hardware.get(a).has("cluster")] == ["sm_90", "sm_90a", "sm_100"]
    # wgmma is arch-specific: code that uses it is sm_90a code, whichever Hopper name was asked for
    assert hardware.get("sm_90").code_arch({"wgmma"}) == "sm_90a"
    assert hardware.get("sm_90a").code_arch({"wgmma"}) == "sm_90a"
    assert hardware.get("sm_90").code_arch({"cp_async"}) == "sm_90"
    assert hardware.get("sm_100").code_arch({"cp_async"}) == "sm_100"


@pytest.mark.parametrize("bad", ["sm_75", "garbage", "", "SM_90"])
def test_an_unknown_arch_is_a_parameter_error(bad):
    with pytest.raises(ParamError, match="not a known CUDA architecture"):
        hardware.get(bad)


def test_the_chain_leaves_out_what_the_target_lacks():
    op = ops.get("matmul")
    p = op.parse({"m": "4096", "n": "4096", "k": "4096", "dtype": "float16"})
    assert [r.name for r in rules.chain(op, p, hardware.get("sm_90"))][:2] == ["matmul_wgmma_ws", "matmul_wgmma"]
    for arch in ("sm_80", "sm_89", "sm_100"):
        names = [r.name for r in rules.chain(op, p, hardware.get(arch))]
        assert not {"matmul_wgmma", "matmul_wgmma_ws"} & set(names) and names[0] == "matmul_mma", arch


def test_defaults_follow_the_sm_count():
    """matmul_mma halves its 128 x 128 tile until the grid has a block per SM: 1280 x 1408 is 110 such tiles,
    enough for the 108 SMs of sm_80, too few for the 132 of sm_90 (then 128 x 64: 220 tiles)."""
    op = ops.get("matmul")
    p = op.parse({"m": "1280", "n": "1408", "k": "1024", "dtype": "float16"})
    rule = rules.get("matmul_mma", op)
    tiles = {a: (rule.default(op, p, hardware.get(a))["bm"], rule.default(op, p, hardware.get(a))["bn"])
             for a in ("sm_80", "sm_90")}
    assert tiles == {"sm_80": (128, 128), "sm_90": (128, 64)}


def _kernel(shared: int = 0, block=(256, 1, 1), grid=(1, 1, 1), cluster=(1, 1, 1)) -> Kernel:
    return Kernel("k", grid, block, shared, 0, [], cluster)


def test_launch_limits_come_from_the_target():
    big = _kernel(shared=150 * 1024)
    check_launch(big, hardware.get("sm_90"))
    check_launch(big, hardware.get("sm_80"))
    with pytest.raises(CodegenError, match="over the 101376 sm_89 allows"):
        check_launch(big, hardware.get("sm_89"))
    with pytest.raises(CodegenError, match="portable cluster size of sm_80"):
        check_launch(_kernel(grid=(2, 1, 1), cluster=(2, 1, 1)), hardware.get("sm_80"))
    check_launch(_kernel(grid=(2, 1, 1), cluster=(2, 1, 1)), hardware.get("sm_90"))
    with pytest.raises(CodegenError, match="grid y = 65536"):
        check_launch(_kernel(grid=(1, 65536, 1)), hardware.get("sm_90"))
