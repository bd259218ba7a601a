"""tvmgen: CUDA shaders from Apache TVM tensor expressions, written to disk and verified on the GPU."""
__version__ = "0.1.0"
