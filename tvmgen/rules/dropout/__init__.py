"""Rules of the dropout family."""
from .schedule import DropoutRule

RULES = (DropoutRule(),)
