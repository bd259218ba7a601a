"""Offline compile of an emitted source with nvcc: per-kernel registers, spills, shared memory, stack."""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from .hardware import nvcc_arch

_SERIAL = re.compile(r"wgmma.mma_async instructions are serialized (.*) in the function '(\w+)'")
_MAXNREG = re.compile(r"\(C7508\).*'setmaxnreg' ignored")
_FUNC = re.compile(r"Compiling entry function '(\w+)'")
_SPILL = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")


def available() -> bool:
    return shutil.which("nvcc") is not None


def resources(source: str, arch: str = "sm_90", extra: tuple[str, ...] = ()) -> dict[str, dict]:
    """Run `nvcc -cubin -Xptxas -v`; return {kernel: {registers, stack, spill_stores, spill_loads, smem,
    serialized_wgmma, setmaxnreg_ignored}}. serialized_wgmma: ptxas's reason when it made every wgmma wait for the one
    before (its performance warning C7514), else "". setmaxnreg_ignored: ptxas dropped the kernel's register
    re-allocation (C7508, "unable to determine register count at entry"), a warning printed before the name of the
    function it concerns."""
    with tempfile.TemporaryDirectory() as d:
        cu = Path(d) / "k.cu"
        cu.write_text(source)
        r = subprocess.run(["nvcc", "-cubin", *nvcc_arch(arch).split(), "-Xptxas", "-v", *extra, str(cu), "-o",
                            str(Path(d) / "k.cubin")], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"nvcc failed:\n{r.stderr[-4000:]}")
    return parse_resources(r.stderr)


def parse_resources(log: str) -> dict[str, dict]:
    """`resources`' answer, read from the output of any nvcc command given `-Xptxas -v` (one code arch)."""
    out: dict[str, dict] = {}
    cur = None
    def entry(name: str) -> dict:
        return out.setdefault(name, {"registers": 0, "stack": 0, "spill_stores": 0, "spill_loads": 0, "smem": 0,
                                     "serialized_wgmma": "", "setmaxnreg_ignored": False})

    ignored = False
    for line in log.splitlines():
        if _MAXNREG.search(line):
            ignored = True
        elif m := _SERIAL.search(line):  # printed before the function's own lines
            entry(m.group(2))["serialized_wgmma"] = m.group(1).strip()
        elif m := _FUNC.search(line):
            cur = entry(m.group(1))
            cur["setmaxnreg_ignored"], ignored = ignored, False
        elif cur is not None and (m := _SPILL.search(line)):
            cur.update(stack=int(m.group(1)), spill_stores=int(m.group(2)), spill_loads=int(m.group(3)))
        elif cur is not None and (m := _USED.search(line)):
            cur["registers"] = int(m.group(1))
            if s := _SMEM.search(line):
                cur["smem"] = int(s.group(1))
    return out
