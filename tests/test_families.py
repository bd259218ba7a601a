"""One vocabulary of operator families across the tree: everything about a family is one path per layer.

For a family F: `tvmgen/ops/F.py` (parameters, TE compute, reference), `tvmgen/rules/F/` (its rules: `schedule*.py`
hold TE schedule rules, `kernel*.py` TIRx kernel rules), `catalog/F.toml` (its catalog lines), `generated/F/` (its
emitted shaders) and `tests/F/` (its tests).
"""
import importlib
import inspect
import json
from pathlib import Path

import pytest

from tvmgen import ops, rules
from tvmgen.emit import DEFAULT_CATALOG, GENERATED, entry_name, load_catalog
from tvmgen.rules.base import KernelRule, Rule, ScheduleRule

ROOT = Path(__file__).resolve().parent.parent
FAMILIES = ops.FAMILIES


@pytest.mark.parametrize("family", FAMILIES)
def test_every_layer_has_the_family(family):
    for path in (ROOT / "tvmgen" / "ops" / f"{family}.py", ROOT / "tvmgen" / "rules" / family / "__init__.py",
                 DEFAULT_CATALOG / f"{family}.toml", GENERATED / family, ROOT / "tests" / family):
        assert path.exists(), f"{family}: {path.relative_to(ROOT)} is missing"


def test_no_layer_has_a_folder_outside_the_vocabulary():
    known = set(FAMILIES)
    assert {p.stem for p in (ROOT / "tvmgen" / "ops").glob("*.py")} - known == {"__init__", "base", "tensors"}
    # __pycache__ is there only where Python writes bytecode (not under PYTHONDONTWRITEBYTECODE)
    assert {p.name for p in (ROOT / "tvmgen" / "rules").iterdir() if p.is_dir()} - known - {"__pycache__"} == {"lib"}
    assert {p.stem for p in DEFAULT_CATALOG.glob("*.toml")} == known
    assert {p.name for p in GENERATED.iterdir() if p.is_dir()} - known == {"peers"}
    assert {p.name for p in (GENERATED / "peers").iterdir() if p.is_dir()} <= known


@pytest.mark.parametrize("family", FAMILIES)
def test_operators_live_in_their_family_module(family):
    module = importlib.import_module(f"tvmgen.ops.{family}")
    assert module.OPERATORS, f"ops/{family}.py registers no operator"
    for op in module.OPERATORS:
        assert ops.get(op.name) is op and op.family == family


@pytest.mark.parametrize("family", FAMILIES)
def test_rules_live_in_their_family_folder_by_kind(family):
    folder = ROOT / "tvmgen" / "rules" / family
    package = importlib.import_module(f"tvmgen.rules.{family}")
    names = {r.name for r in package.RULES}
    for r in package.RULES:
        assert rules.FAMILY_OF[r.name] == family
        assert r.ops and ops.family_of(r.ops[0]) == family, f"{r.name} schedules {r.ops}, not {family} first"
    found = set()
    for f in sorted(folder.glob("*.py")):
        if f.stem == "__init__":
            continue
        kind = KernelRule if f.stem.startswith("kernel") else ScheduleRule if f.stem.startswith("schedule") else None
        assert kind, f"rules/{family}/{f.name}: a rule file is named schedule*.py or kernel*.py"
        module = importlib.import_module(f"tvmgen.rules.{family}.{f.stem}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, Rule) and cls.name:
                assert issubclass(cls, kind), f"{cls.__name__} in rules/{family}/{f.name} is not a {kind.__name__}"
                found.add(cls.name)
    assert found == names, f"rules/{family}: defined {sorted(found)}, registered {sorted(names)}"


def test_every_rule_but_the_fallbacks_belongs_to_a_family():
    assert {n for n, f in rules.FAMILY_OF.items() if not f} == {"dlight", "fallback"}
    assert set(rules.FAMILY_OF) == set(rules.RULES)


@pytest.mark.parametrize("family", FAMILIES)
def test_catalog_and_generated_hold_the_same_shaders(family):
    entries = load_catalog(DEFAULT_CATALOG / f"{family}.toml")
    assert entries, f"catalog/{family}.toml is empty"
    assert {ops.family_of(e["op"]) for e in entries} == {family}
    manifests = sorted((GENERATED / family).glob("*.json"))
    assert {m.stem for m in manifests} == {entry_name(e) for e in entries}
    assert {ops.family_of(json.loads(m.read_text())["op"]) for m in manifests} == {family}
