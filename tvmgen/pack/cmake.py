"""The project's CMake: the top-level CMakeLists.txt (the library, its install and package files), the package
config, tests/CMakeLists.txt and the example's. The texts are templates/; here is what varies with the shaders."""
from __future__ import annotations

from .. import __version__
from .model import Plan, Shader
from .names import CMAKE_MINIMUM, DISPATCH, EXPORT_NAME, HEADER, PROJECT, TARGET
from .planner import arch_key, library_arch
from .template import fill


def cmake_arch(arch: str) -> str:
    """sm_90a -> 90a: CMake's CUDA_ARCHITECTURES spelling of an nvcc arch."""
    return arch[3:]


def cmake_lists(pl: Plan) -> str:
    """CMakeLists.txt: an object library per arch, as each shader's own build line compiles it, then the library."""
    by_arch: dict[str, list[Shader]] = {}
    for sh in pl.shaders:
        by_arch.setdefault(sh.arch, []).append(sh)
    libs, objects = [], []
    for arch in sorted(by_arch, key=arch_key):
        srcs = "\n".join(f"  src/wrap/{sh.name}.cu" for sh in by_arch[arch])
        libs.append(fill("shader_library.cmake.in", ARCH=arch, ARCH_UPPER=arch.upper(), CMAKE_ARCH=cmake_arch(arch),
                         TARGET=TARGET, SOURCES=srcs))
        objects.append(f"$<TARGET_OBJECTS:{TARGET}_{arch}>")
    return fill("CMakeLists.txt.in", TVMGEN=__version__, COUNT=str(len(pl.shaders)), CMAKE_MINIMUM=CMAKE_MINIMUM,
                PROJECT=PROJECT, VERSION=pl.version, SHADER_LIBRARIES="\n".join(libs), DISPATCH=DISPATCH,
                TARGET=TARGET, OBJECTS=" ".join(objects), EXPORT_NAME=EXPORT_NAME,
                LIBRARY_ARCH=cmake_arch(library_arch(pl)), HEADER=HEADER)


def package_config() -> str:
    """cmake/<project>Config.cmake.in, which configure_package_config_file makes the installed package file."""
    return fill("cmake/Config.cmake.in.in", PROJECT=PROJECT)


def tests_cmake(pl: Plan) -> str:
    return fill("tests/CMakeLists.txt.in", EXPORT_NAME=EXPORT_NAME, LIBRARY_ARCH=cmake_arch(library_arch(pl)),
                SHADERS="\n".join(f"  {sh.name}" for sh in pl.shaders))


def example_cmake(pl: Plan) -> str:
    return fill("example/CMakeLists.txt.in", CMAKE_MINIMUM=CMAKE_MINIMUM, PROJECT=PROJECT, VERSION=pl.version,
                EXPORT_NAME=EXPORT_NAME, LIBRARY_ARCH=cmake_arch(library_arch(pl)))
