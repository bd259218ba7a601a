"""Networks built from tvmgen operators (see resnet50)."""
