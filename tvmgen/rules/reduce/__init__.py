"""Rules of the reduce family (reduce, argmax, argmin; one_hot takes the default chain)."""
from .schedule import ReduceCols, ReduceRows

RULES = (ReduceRows(), ReduceCols())
