"""torchvision's ResNet-50 (v1.5) written out in PyTorch, for machines without torchvision: the same module names, so
the same state_dict keys (`torch_model(weights)` loads resnet50_numpy.random_weights or any torchvision checkpoint).
The GPU script compares the tvmgen network against it. PyTorch is imported when a model is built, not before.
"""
from __future__ import annotations

import numpy as np

from .resnet50_arch import CLASSES, EXPANSION, STAGES, STEM, check_width


def torch_model(weights: dict | None = None, width: int = 1, classes: int = CLASSES):
    """An eval-mode torch.nn.Module equal to torchvision.models.resnet50(num_classes=classes) (at `width` 1), with
    `weights` (NumPy arrays or tensors by state_dict name) loaded: every key of the model but the batch norms'
    num_batches_tracked must be there."""
    import torch
    from torch import nn

    check_width(width)

    class Bottleneck(nn.Module):
        def __init__(self, cin: int, w: int, stride: int, downsample: nn.Module | None):
            super().__init__()
            self.conv1 = nn.Conv2d(cin, w, 1, bias=False)
            self.bn1 = nn.BatchNorm2d(w)
            self.conv2 = nn.Conv2d(w, w, 3, stride=stride, padding=1, bias=False)  # v1.5: the stride is here
            self.bn2 = nn.BatchNorm2d(w)
            self.conv3 = nn.Conv2d(w, w * EXPANSION, 1, bias=False)
            self.bn3 = nn.BatchNorm2d(w * EXPANSION)
            self.relu = nn.ReLU(inplace=True)
            self.downsample = downsample

        def forward(self, x):
            identity = x if self.downsample is None else self.downsample(x)
            y = self.relu(self.bn1(self.conv1(x)))
            y = self.relu(self.bn2(self.conv2(y)))
            return self.relu(self.bn3(self.conv3(y)) + identity)

    class ResNet50(nn.Module):
        def __init__(self):
            super().__init__()
            stem = STEM // width
            self.conv1 = nn.Conv2d(3, stem, 7, stride=2, padding=3, bias=False)
            self.bn1 = nn.BatchNorm2d(stem)
            self.relu = nn.ReLU(inplace=True)
            self.maxpool = nn.MaxPool2d(3, stride=2, padding=1)
            cin = stem
            for i, (count, base, stride) in enumerate(STAGES, start=1):
                w = base // width
                blocks = []
                for b in range(count):
                    st = stride if b == 0 else 1
                    down = None
                    if b == 0:
                        down = nn.Sequential(nn.Conv2d(cin, w * EXPANSION, 1, stride=st, bias=False),
                                             nn.BatchNorm2d(w * EXPANSION))
                    blocks.append(Bottleneck(cin, w, st, down))
                    cin = w * EXPANSION
                setattr(self, f"layer{i}", nn.Sequential(*blocks))
            self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
            self.fc = nn.Linear(cin, classes)

        def forward(self, x):
            x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
            x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
            return self.fc(torch.flatten(self.avgpool(x), 1))

    model = ResNet50().eval()
    if weights is not None:
        state = {k: torch.as_tensor(np.asarray(v)) if not isinstance(v, torch.Tensor) else v for k, v in weights.items()}
        missing, unexpected = model.load_state_dict(state, strict=False)
        missing = [k for k in missing if not k.endswith("num_batches_tracked")]
        if missing or unexpected:
            raise KeyError(f"weights: missing {missing[:3]}, unexpected {unexpected[:3]}")
    return model
