"""Rules of the lrn family: `lrn_slide` (TIRx) and `lrn_window`; batchnorm's `nchw_planes` serves lrn too."""
from .kernel_slide import LRNSlide
from .schedule import LRNWindow

RULES = (LRNSlide(), LRNWindow())
