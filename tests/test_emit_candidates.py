"""scripts/emit_candidates.sh: a spec of labelled `tvmgen emit` argument lines becomes one folder per candidate, the
schedule each line asks for; a line that does not build is reported by its label and the others are still emitted."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_each_label_its_folder_and_a_bad_line_reported(tmp_path):
    spec = tmp_path / "spec.txt"
    spec.write_text("# two schedules of one operator, and one that cannot build\n"
                    "tiled: matmul m=64 n=64 k=64 dtype=float32 --schedule matmul_tiled\n"
                    "\n"
                    "dlight: matmul m=64 n=64 k=64 dtype=float32 --schedule dlight  # TVM's default\n"
                    "bad: matmul m=64 n=64 k=64 dtype=float32 --schedule matmul_tiled --config bm=7\n")
    r = subprocess.run(["bash", str(ROOT / "scripts" / "emit_candidates.sh"), str(spec), str(tmp_path / "out")],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 1 and r.stderr.startswith("bad: not built: "), r.stderr
    assert "2 candidates in" in r.stdout
    rules = {d.name: json.loads(next(d.glob("*.json")).read_text())["schedule"]["rule"]
             for d in (tmp_path / "out").iterdir() if d.is_dir()}
    assert rules == {"tiled": "matmul_tiled", "dlight": "dlight"}
