"""Rules of the batchnorm family (inference and training). `nchw_planes` also schedules lrn."""
from .kernel_flat import BatchNormFlat
from .kernel_resident import BatchNormResident
from .kernel_stream import BatchNormStream
from .schedule import BatchNormChannel, BatchNormSplit, BatchNormThreadStats, Planes

RULES = (BatchNormFlat(), BatchNormResident(), Planes(), BatchNormThreadStats(), BatchNormChannel(), BatchNormSplit(),
         BatchNormStream())
