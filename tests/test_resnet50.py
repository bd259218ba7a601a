"""ResNet-50 v1.5 on tvmgen operators (tvmgen.models.resnet50), on the CPU:

* the folded network, run step by step through each operator's own float64 reference, gives the logits of the
  independent NumPy forward pass of the unfolded network (batch norm explicit): folding, the OIHW -> KRSC filters,
  NHWC layouts and the wiring of every residual are right; in fp16 storage it stays within a tolerance;
* the random weights carry torchvision's names and shapes, batch norms with non-trivial statistics, and keep the
  full-size network's activations well inside fp16 at 224 x 224;
* two layers of the tiny network built by TVM for the CPU (LLVM) agree with their operators' references;
* the full-size network's shader list (no emission): 31 distinct shaders, every conv NHWC fp16 with the run-time batch
  1..256@32, names unique.
The GPU run (tvmgen.runtime against PyTorch) is scripts/resnet50_h200.py.
"""
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tvmgen import cpu, ops, sizes
from tvmgen.models import resnet50, resnet50_numpy

TINY = {"width": 8, "image": 32, "classes": 10}
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tiny():
    w = resnet50.random_weights(0, **TINY)
    x = resnet50.sample_images(2, TINY["image"], seed=11)
    return w, x, resnet50.reference(x, w)


def test_tiny_folded_network_matches_the_unfolded_reference(tiny):
    w, x, ref = tiny
    steps = resnet50.layers(2, **TINY, skip="add")  # torchvision's structure step for step
    assert len(steps) == 73 and ref.shape == (2, 10)
    # float32 weights and float64 activations: only the weights' rounding separates the two forward passes
    got = resnet50.run_steps(steps, x, resnet50.fold(w, dtype="float32"))
    assert np.abs(got["fc"] - ref).max() <= 1e-4 * np.abs(ref).max(), (got["fc"], ref)
    assert np.allclose(got["softmax"], resnet50.softmax(ref), atol=1e-5)
    # as the shaders run it: fp16 weights, every activation stored in fp16
    f16 = resnet50.run_steps(steps, x, resnet50.fold(w), storage="float16", keep=True)
    err = f16["fc"].astype(np.float64) - ref
    assert np.sqrt((err ** 2).mean()) <= 0.2 * ref.std(), err  # fp16 rounding grows through 53 layers
    assert max(float(np.abs(a.astype(np.float64)).max()) for a in f16.values()) < 100  # far from fp16's 65504
    assert np.allclose(f16["softmax"].astype(np.float64).sum(axis=1), 1, atol=1e-2)


def test_skip_in_the_epilogue_is_the_same_network(tiny):
    """skip="epilogue": each block's last convolution sums the skip and applies the ReLU (conv2d residual=true), after
    the projection; the outputs are those of the add form, step for step where both have the tensor."""
    w, x, _ = tiny
    folded = resnet50.fold(w, dtype="float32")
    add, epi = (resnet50.layers(2, **TINY, skip=s) for s in resnet50.SKIPS)
    assert len(epi) == len(add) - 16 and not any(s.op == "add" for s in epi)
    last = {s.name: s for s in epi}["layer1.0.relu"]
    assert last.op == "conv2d" and last.raw["residual"] == "true" and last.raw["activation"] == "relu"
    assert dict(last.inputs)["R"] == "layer1.0.downsample.0" and "layer1.0.conv3.W" in last.weights
    names = [s.name for s in epi]
    assert names.index("layer1.0.downsample.0") < names.index("layer1.0.relu")
    a = resnet50.run_steps(add, x, folded, keep=True)
    e = resnet50.run_steps(epi, x, folded, keep=True)
    for k in e:
        np.testing.assert_allclose(e[k], a[k], rtol=1e-12, atol=1e-12, err_msg=k)
    with pytest.raises(ops.ParamError, match="skip='conv': must be one of add, epilogue"):
        resnet50.layers(skip="conv")


def test_folding_is_batch_norm_after_the_conv(tiny):
    """The stem alone, unfolded (conv, then batch norm with the running statistics) against conv2d's reference on the
    folded KRSC filter and bias; the dtypes are those of conv2d's own tensors."""
    w, x, _ = tiny
    folded = resnet50.fold(w)
    c = resnet50.convs(TINY["width"])[0]
    y = resnet50_numpy.conv_nhwc(x.astype(np.float64), w["conv1.weight"].astype(np.float64), 2, 3)
    unfolded = resnet50_numpy.batch_norm(y, w, "bn1")
    op = ops.get("conv2d")
    p = op.parse({"input": "2x32x32x3", "filter": f"{c.cout}x7x7x3", "layout": "NHWC", "stride": 2, "pad": 3,
                  "bias": "true", "dtype": "float16"})
    spec = {t.name: t for t in op.inputs(p)}
    assert folded["conv1.W"].dtype == spec["W"].dtype and folded["conv1.W"].shape == spec["W"].shape
    assert folded["conv1.B"].dtype == spec["B"].dtype == "float16"
    y = op.reference(p, {"X": x, "W": folded["conv1.W"], "B": folded["conv1.B"]})["Y"]
    assert np.abs(y - unfolded).max() <= 4e-3 * np.abs(unfolded).max()  # fp16 weights and bias


def test_full_size_weights_names_statistics_and_fp16_range():
    w = resnet50.random_weights(0)  # calibrated at 224 x 224 (about 4 s)
    want = {f"{c.name}.weight" for c in resnet50.convs()} | {
        f"{c.bn}.{k}" for c in resnet50.convs() for k in ("weight", "bias", "running_mean", "running_var")}
    assert set(w) == want | {"fc.weight", "fc.bias"} and len(resnet50.convs()) == 53
    assert w["conv1.weight"].shape == (64, 3, 7, 7) and w["fc.weight"].shape == (1000, 2048)
    assert w["layer1.0.downsample.0.weight"].shape == (256, 64, 1, 1)
    assert w["layer2.0.conv2.weight"].shape == (128, 128, 3, 3)  # v1.5: the stride-2 3x3
    assert all(v.dtype == np.float32 for v in w.values())
    for c in resnet50.convs():  # non-trivial statistics, as a trained network has
        g, b, m, v = (w[f"{c.bn}.{k}"] for k in ("weight", "bias", "running_mean", "running_var"))
        assert np.abs(g - 1).mean() > 0.1 and np.abs(b).mean() > 0.05 and np.abs(m).mean() > 0.05, c.bn
        assert np.abs(np.log(v)).mean() > 0.2 and (v > 0).all(), c.bn
    x = resnet50.sample_images(1, 224, seed=3)
    acts = resnet50.run_steps(resnet50.layers(1), x, resnet50.fold(w), storage="float16", keep=True)
    peak = max(float(np.abs(a.astype(np.float64)).max()) for a in acts.values())
    assert np.isfinite(peak) and peak < 1000, peak  # through all 53 convolutions, well inside fp16
    ref = resnet50.reference(x, w)
    assert np.abs(acts["fc"].astype(np.float64) - ref).max() <= 0.25 * ref.std()


@pytest.mark.parametrize("name", ["layer2.0.conv2", "maxpool"])
def test_tiny_layer_built_by_tvm_for_the_cpu(tiny, name):
    """The operator's TE compute of that step, compiled by TVM for the CPU (LLVM), on the activations the network
    feeds it, against the operator's reference at its tolerance."""
    pytest.importorskip("tvm")
    w, x, _ = tiny
    steps = resnet50.layers(2, **TINY)
    folded = resnet50.fold(w)
    acts = resnet50.run_steps(steps, x, folded, storage="float16", keep=True)
    step = next(s for s in steps if s.name == name)
    op, p = ops.get(step.op), step.at(2)
    ins = {k: (folded[v] if v in step.weights else acts[v]) for k, v in step.inputs}
    got = cpu.run_llvm(op, p, ins)
    bad = cpu.compare(op, p, got, op.reference(p, ins))
    assert not bad, bad


def test_full_size_shader_list():
    steps = resnet50.layers(skip="add")
    distinct = resnet50.shader_params(skip="add")
    names = [sizes.shader_name(ops.get(o), raw) for o, raw in distinct]
    assert len(names) == len(set(names)) == 31
    assert {s.shader for s in steps} == set(names) and len(steps) == 73
    by_op = {}
    for o, _ in distinct:
        by_op[o] = by_op.get(o, 0) + 1
    assert by_op == {"conv2d": 23, "add": 4, "pool2d": 1, "reduce": 1, "dense": 1, "softmax": 1}
    for o, raw in distinct:
        symbols, _, p = sizes.parse_params(ops.get(o), raw)
        assert symbols and all(r.text() == "1..256@32" for r in symbols.values()), raw
        assert p["dtype"] == "float16"
        if o == "conv2d":
            assert p["layout"] == "NHWC" and p["bias"] and raw["input"].startswith("1..256@32x")
    conv = {s.name: s.raw for s in steps if s.op == "conv2d"}
    assert len(conv) == 53
    assert all(conv[n]["activation"] == ("none" if n.endswith(("conv3", "downsample.0")) else "relu") for n in conv)
    assert conv["layer2.0.conv2"]["stride"] == "2" and "stride" not in conv["layer2.0.conv1"]
    at = {s.name: s.output_shape(13) for s in steps}
    assert at["conv1"] == (13, 112, 112, 64) and at["maxpool"] == (13, 56, 56, 64)
    assert at["layer4.2.relu"] == (13, 7, 7, 2048) and at["avgpool"] == (13, 2048) and at["softmax"] == (13, 1000)
    fused = resnet50.shader_params(skip="epilogue")  # each stage's last conv takes residual=true: 4 new, 3 unused
    assert len(fused) == 28 and sum(o == "conv2d" for o, _ in fused) == 24 and not any(o == "add" for o, _ in fused)
    assert resnet50.SKIP == "epilogue" and resnet50.shader_params() == fused and len(resnet50.layers()) == 57


def test_bad_sizes_are_refused_in_one_line():
    for kw, frag in (({"width": 3}, "width=3: must be a positive divisor of 64"),
                     ({"image": 0}, "image=0: must be a positive integer"),
                     ({"batch": "1..300x"}, "batch='1..300x': a run-time size is written lo..hi"),
                     ({"batch": 0}, "batch=0: an integer >= 1 or a run-time range")):
        with pytest.raises(ops.ParamError, match=frag) as e:
            resnet50.layers(**kw)
        assert "\n" not in str(e.value)


def test_cli_prints_the_layer_table(capsys):
    assert resnet50.main(["layers", "--width", "8", "--image", "32", "--classes", "10", "--at", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 58 and out[-1].startswith("57 steps, 28 distinct shaders")  # the default: skip=epilogue
    assert resnet50.main(["layers", "--width", "5"]) == 2


def test_the_gpu_side_imports_without_tvm_torch_or_cupy():
    """The H200 has no TVM: the model, its weights, folding and steps import and run without it (torch and CuPy only
    when a Network is built)."""
    code = ("import sys; sys.modules['tvm'] = None\n"
            "from tvmgen.models import resnet50\n"
            "w = resnet50.random_weights(0, width=8, classes=10, image=32)\n"
            "assert len(resnet50.fold(w)) == 2 * 53 + 2 and len(resnet50.layers(skip='add')) == 73\n"
            "assert not any(m.split('.')[0] in ('torch', 'cupy') for m in sys.modules)\n"
            "print('ok')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
