"""Every config a rule's valid() accepts builds: a knob combination the rule cannot serve is refused at validation
with a line naming it, never an AssertionError from deep in a kernel writer, nor a rule that quietly does not apply
(an NCHW conv_wgmma with stage_c=0 was the one, found by tuning; softmax_cols and batchnorm_flat returned nothing).
Over the committed catalog's shapes of each rule, a deterministic sample of its tuning space. No compile: a kernel
rule writes its TIRx (a TVMScript parse), a schedule rule schedules the TE module; most take a tenth of a second."""
from __future__ import annotations

import json
import random

import pytest

from tvmgen import hardware, ops, rules
from tvmgen.codegen import te_module
from tvmgen.emit import GENERATED
from tvmgen.rules.base import KernelRule

SHAPES_PER_RULE, CONFIGS_PER_SHAPE, DRAWS = 2, 4, 3000


def _cases() -> list[tuple[str, str, dict]]:
    """(rule, op, params) for up to SHAPES_PER_RULE committed static shaders of each rule with a tuning space."""
    seen: dict[str, list] = {}
    for path in sorted(GENERATED.glob("*/*.json")):
        m = json.loads(path.read_text())
        if m.get("schema") == 2 or path.parent.name == "peers":
            continue
        name = m["schedule"]["rule"]
        rule = rules.RULES.get(name)
        if rule is not None and rule.space and len(seen.setdefault(name, [])) < SHAPES_PER_RULE:
            seen[name].append((name, m["op"], m["params"]))
    return [c for cases in seen.values() for c in cases]


CASES = _cases()


def test_the_rules_that_write_kernels_are_sampled():
    assert {"conv_wgmma", "matmul_wgmma", "matmul_mma", "softmax_cols", "batchnorm_flat"} <= {c[0] for c in CASES}


@pytest.mark.parametrize("rule_name,op_name,params", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_valid_configs_build(rule_name, op_name, params):
    op, rule = ops.get(op_name), rules.RULES[rule_name]
    p = op.parse(params)
    hw = hardware.get("sm_90")
    base = rule.default(op, p, hw)
    rng = random.Random(0)
    drawn = ({**base, **{k: rng.choice(v) for k, v in rule.space.items()}} for _ in range(DRAWS))
    valid = list({json.dumps(c, sort_keys=True): c for c in drawn if rule.valid(op, p, c, hw) is None}.values())
    assert valid, f"{rule_name}: no config of its space is valid for a shape the catalog ships"
    for cfg in rng.sample(valid, min(CONFIGS_PER_SHAPE, len(valid))):
        if isinstance(rule, KernelRule):
            built = rule.build(op, p, cfg, hw)
        else:
            built = rule.apply(te_module(op, p), op, p, cfg, hw)
        assert built is not None, (rule_name, cfg)
