"""Rules of the layout family (transpose, nchw_to_nhwc, nhwc_to_nchw, hwc_to_whc)."""
from .kernel_pairs import PairedTranspose
from .schedule import TiledTranspose

RULES = (TiledTranspose(), PairedTranspose())
