"""The package's own structure: imports form no cycle, and no module reaches into another's private names.

Read from the source with `ast`, so every import counts, lazy ones inside functions included.
"""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "tvmgen"


def _modules() -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package)."""
    out = {}
    for f in PACKAGE.rglob("*.py"):
        parts = list(f.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        out[".".join(parts[:-1] if is_pkg else parts)] = (f, is_pkg)
    return out


MODULES = _modules()


def _absolute(module: str, is_pkg: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_pkg else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _imports(module: str) -> list[tuple[str, str | None, int]]:
    """(imported module, imported name or None, line) for every import of `module` that names a tvmgen module."""
    f, is_pkg = MODULES[module]
    out = []
    for node in ast.walk(ast.parse(f.read_text())):
        if isinstance(node, ast.ImportFrom):
            target = _absolute(module, is_pkg, node)
            for a in node.names:
                if f"{target}.{a.name}" in MODULES:
                    out.append((f"{target}.{a.name}", None, node.lineno))
                elif target in MODULES:
                    out.append((target, a.name, node.lineno))
        elif isinstance(node, ast.Import):
            out += [(a.name, None, node.lineno) for a in node.names if a.name in MODULES]
    return out


def _graph() -> dict[str, set[str]]:
    return {m: {t for t, _, _ in _imports(m) if t != m} for m in MODULES}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(u):
        state[u] = 1
        path.append(u)
        for v in sorted(graph[u]):
            if state.get(v) == 1:
                return path[path.index(v):] + [v]
            if not state.get(v):
                found = visit(v)
                if found:
                    return found
        path.pop()
        state[u] = 2
        return None

    for m in sorted(graph):
        if not state.get(m):
            found = visit(m)
            if found:
                return found
    return None


def test_the_import_graph_has_no_cycle():
    cycle = _cycle(_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_cycle_check_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_private_name_is_imported_from_another_module(module):
    private = [f"{t}.{name} (line {line})" for t, name, line in _imports(module)
               if name and name.startswith("_") and not name.startswith("__")]
    assert not private, f"{module} imports private names: {', '.join(private)}; make them public where they are shared"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_private_attribute_of_another_tvmgen_module_is_used(module):
    """`from . import wgmma` then `wgmma._xor(...)` is a private cross-import too."""
    f, _ = MODULES[module]
    aliases = {}
    for t, name, _ in _imports(module):
        if name is None:
            aliases[t.rsplit(".", 1)[-1]] = t
    tree = ast.parse(f.read_text())
    used = [f"{n.value.id}.{n.attr} (line {n.lineno})" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in aliases
            and n.attr.startswith("_") and not n.attr.startswith("__")]
    assert not used, f"{module} uses private names of other modules: {', '.join(used)}"
