"""Rules of the quant family."""
from .schedule import QuantRule

RULES = (QuantRule(),)
