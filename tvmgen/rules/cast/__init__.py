"""Rules of the cast family."""
from .schedule import CastRule

RULES = (CastRule(),)
