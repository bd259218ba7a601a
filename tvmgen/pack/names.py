"""What the packed project and its files are called: shared by every file that names them, so that they agree."""
from __future__ import annotations

from .. import artifact

PROJECT = "tvmgen_kernels"  # the CMake project and package: find_package(tvmgen_kernels CONFIG)
TARGET = "tvmgen_kernels"  # the library target (and file name); exported and aliased as tvmgen::kernels
EXPORT_NAME = "kernels"
HEADER = "tvmgen/kernels.h"
DISPATCH = "tvmgen_kernels.cu"
INDEX = "shaders.json"
INDEX_SCHEMA = 1
CMAKE_MINIMUM = "3.24"  # CUDA_ARCHITECTURES 90a: arch-specific targets
MAX_RANK = artifact.MAX_TENSOR_DIMS  # tvmgen::Shape holds this many dimensions
