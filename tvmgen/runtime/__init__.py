"""Call emitted shaders from Python, on PyTorch tensors or CuPy arrays, without TVM:

    sh = tvmgen.runtime.load("out/matmul_m1_8192at512_n4096_k4096_float16.json")
    C = sh(A, B)                      # or sh(A, B, out=(C,)), or sh(A=A, B=B)
    op = tvmgen.runtime.register(sh, "mylib::matmul")   # a torch.library custom op; torch.compile traces it

`load` takes a manifest (or its .cu), a folder of shaders or a packed library (a folder with shaders.json) and
gives a Shader or a Library (shaders by name). A call reads the run-time sizes off the inputs' shapes, checks every
argument (CUDA device, dtype, shape, strides, alignment, outputs apart from inputs; `ArgumentError`, one line naming
the argument and the rule), allocates the outputs not given and the workspace with the first array's library, and
launches on that library's current stream. `Shader.plan(...)` does the checks and says what would launch, without a
GPU. Needs CuPy to compile (NVRTC) and launch; PyTorch only for torch tensors and `register`.
"""
from __future__ import annotations

from .arrays import ALIGNMENT, ArgumentError, ArgumentTypeError, ArrayInfo
from .library import INDEX, Library, load
from .plan import KernelPlan, MapArg, OutputPlan, Plan, TensorArg, WorkspaceArg
from .shader import Shader
from .torch_op import register

__all__ = ["ALIGNMENT", "INDEX", "ArgumentError", "ArgumentTypeError", "ArrayInfo", "KernelPlan", "Library",
           "MapArg", "OutputPlan", "Plan", "Shader", "TensorArg", "WorkspaceArg", "load", "register"]
