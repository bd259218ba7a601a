import shutil

import pytest

needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not on PATH")


@pytest.fixture(scope="session")
def emu_root(tmp_path_factory):
    """The CPU emulator's runtime (tests/emulator.py), built once per session; the programs built against it live
    there too, so that a shader built twice is compiled once."""
    # the kernels it runs come from TVM: without it there is nothing to emulate
    pytest.importorskip("tvm")
    from emulator import build_runtime

    return build_runtime(tmp_path_factory.mktemp("emu"))
