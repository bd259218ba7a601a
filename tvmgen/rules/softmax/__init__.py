"""Rules of the softmax family (softmax, cross_entropy)."""
from .kernel import SoftmaxCols, SoftmaxWarp
from .kernel_cross_entropy import CrossEntropyCluster
from .schedule import SoftmaxExpTile, SoftmaxStaged, SoftmaxThreadRows, SoftmaxTile
from .schedule_rows import CrossEntropyRows, SoftmaxBlockRows, SoftmaxSplit

RULES = (SoftmaxExpTile(), SoftmaxTile(), SoftmaxThreadRows(), SoftmaxSplit(), SoftmaxBlockRows(), CrossEntropyRows(),
         SoftmaxStaged(), SoftmaxWarp(), SoftmaxCols(), CrossEntropyCluster())
