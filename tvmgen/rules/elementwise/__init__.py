"""Rules of the elementwise family: broadcast add (`elementwise`), and the register-staged injective loop for
activation, add_tensor, op_tensor and add with a fused activation (`injective`)."""
from .schedule_add import Elementwise
from .schedule_injective import Injective

RULES = (Elementwise(), Injective())
