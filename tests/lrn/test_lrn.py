"""lrn (cross-channel local response normalization, cuDNN's LRN): what each committed entry of catalog/lrn.toml
holds (the schedule rule we expect, a sane tolerance, at most 128 registers a thread), and the emitted CUDA of the
TE schedule rules (nchw_planes, lrn_window) run on the CPU by tests/emulator.py against the reference.

Its cases and bad parameters: tests/test_registry.py; compiling the catalog: tests/test_catalog.py. The TIRx kernel
lrn_slide: test_lrn_slide.
"""

from helpers import catalog_tests, emulator_tests



# -- the catalog: the committed shaders (tests/test_catalog.py compiles them) -------------------------------------
# The schedule each entry must get (a change here is a deliberate schedule change).
EXPECTED_RULE = {
    "lrn_shape32x256x56x56_float32": "lrn_window",  # float32: lrn_slide is not the default (untimed)
    "lrn_shape32x256x56x56_float16": "lrn_slide",
    "lrn_shape3x17x7x9_n16_alpha0p5_beta1p0_k1p0_float16": "lrn_slide",
    "lrn_shape1x3x1x1_n4_float32": "lrn_window",
    "lrn_shape2x21x6x8_float16": "lrn_slide",
    # bfloat16: the rules float16 gets (same bytes)
    "lrn_shape32x256x56x56_bfloat16": "lrn_slide",
}


shaders, test_catalog_rules, test_catalog_registers = catalog_tests("lrn", EXPECTED_RULE, 128, stack_ok=True)


# -- emitted CUDA, run by the CPU emulator -----------------------------------------------------------------
EMU_CASES = [
    ("lrn", {"shape": "2x7x11x13", "n": "4", "alpha": "0.5", "k": "1"}, "nchw_planes", None),
    ("lrn", {"shape": "2x17x5x8", "dtype": "float16"}, "lrn_window", None),  # 17 channels: a partial chunk
    ("lrn", {"shape": "3x20x4x6", "n": "7", "alpha": "3", "beta": "0.5", "k": "1", "dtype": "float16"}, "lrn_window",
     {"chunk": 4, "vec": 2}),
    ("lrn", {"shape": "2x17x5x8", "dtype": "bfloat16"}, "lrn_window", None),
]

emulated, test_emitted_cuda_runs_correctly = emulator_tests(EMU_CASES)
