"""`tvmgen pack SHADERS... -o mylib/`: emitted shaders -> one CMake project, a library with a typed entry point per
operator and dtype.

No TVM here: a pack is made from the files on disk (manifests, sources), as `verify` reads them.

What the project holds (OUT/):
* CMakeLists.txt: the library `tvmgen::kernels` (target tvmgen_kernels; STATIC, or SHARED with BUILD_SHARED_LIBS),
  usable through add_subdirectory or, after `cmake --install`, through `find_package(tvmgen_kernels CONFIG)`
  (cmake/tvmgen_kernelsConfig.cmake.in, a version file beside it).
* include/tvmgen/kernels.h: the umbrella header, one entry point per group of shaders (planner.py), its
  `_workspace_bytes` and `_shader` queries.
* src/<name>.{cu,cuh,json}: each shader as `tvmgen emit` writes it (src/ is itself a folder `tvmgen verify` reads),
  and src/tvmgen_kernels.cu, the entry points; src/wrap/<name>.cu, how each is compiled (cpp.py).
* shaders.json: what was packed (each shader's op, dtype, params, symbols, arch, entry; each entry's sizes).
* tests/: run_packed.cu, a ctest program: the dispatch at every listed size (tests/dispatch.txt, no GPU needed),
  then every shader against golden inputs and outputs that `python -m tvmgen.golden` writes (tvmgen/golden.py).
* example/: a CMake project that finds the installed package (or adds OUT/ as a subdirectory) and calls one entry.

The modules, in the order they depend on each other: model (the plan's data), dispatch (which shader serves which
sizes), planner (manifests -> plan), cpp / cmake / testprog / example (the project's files; their fixed text is
templates/, read by template), project (render, write).
"""
from .dispatch import encode, pick, serves, spell, values_of, workspace_bytes
from .model import Entry, Field, Plan, Shader
from .names import CMAKE_MINIMUM, DISPATCH, EXPORT_NAME, HEADER, INDEX, INDEX_SCHEMA, PROJECT, TARGET
from .planner import entry_name, is_dimension, library_arch, plan, size_params
from .project import index, pack, render, summary, write_tree

__all__ = ["CMAKE_MINIMUM", "DISPATCH", "EXPORT_NAME", "HEADER", "INDEX", "INDEX_SCHEMA", "PROJECT", "TARGET", "Entry",
           "Field", "Plan", "Shader", "encode", "entry_name", "index", "is_dimension", "library_arch", "pack", "pick",
           "plan", "render", "serves", "size_params", "spell", "summary", "values_of", "workspace_bytes",
           "write_tree"]
