"""Rules of the elementwise family: broadcast add (`elementwise`), and the register-staged injective loop for
activation, add_tensor and op_tensor (`injective`)."""
from .schedule_add import Elementwise
from .schedule_injective import Injective

RULES = (Elementwise(), Injective())
