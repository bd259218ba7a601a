"""Rules of the pool family (pool2d)."""
from .kernel_channels import PoolChannels
from .kernel_rows import PoolRows
from .schedule import PoolDirect, PoolStaged

RULES = (PoolDirect(), PoolRows(), PoolStaged(), PoolChannels())
