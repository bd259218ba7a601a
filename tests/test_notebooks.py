"""Every tutorial in notebooks/ runs top to bottom on a CPU machine: its assertions are its claims.
GPU cells check for a GPU themselves and print a visible note when there is none."""
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


SLOW = {"05-tuning", "02-matmul"}  # TVM builds: minutes (05), 70 s (02) on two cores, past CI's 15 minutes


@pytest.mark.parametrize("path", [pytest.param(p, marks=pytest.mark.slow) if p.stem in SLOW else p for p in NOTEBOOKS],
                         ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("tvm")
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:  # committed without outputs: nothing can go stale
        assert not cell.get("outputs"), f"{path.name}: commit notebooks with outputs stripped"
    nbclient.NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}}).execute()
