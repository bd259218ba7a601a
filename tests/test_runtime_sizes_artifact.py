"""Schema-2 manifests (run-time sizes): read, validated field by field, rendered with a launcher header; schema 1
unchanged beside them. The example is tests/cpp/add_chunked.*, a chunked shader written by hand."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tvmgen import artifact, launcher

CPP = Path(__file__).parent / "cpp"
EXAMPLE = CPP / "add_chunked.manifest.json"


def example() -> tuple[dict, str]:
    return json.loads(EXAMPLE.read_text()), (CPP / "add_chunked.cu").read_text()


def rendered() -> tuple[dict, dict[str, str]]:
    raw, src = example()
    files = artifact.render(raw, src)
    return json.loads(files[f"{raw['name']}.json"]), files


def test_the_example_round_trips(tmp_path):
    raw, src = example()
    artifact.write(tmp_path, raw, src)
    path = tmp_path / f"{raw['name']}.json"
    m, back = artifact.read(path)
    assert back == src and m["schema"] == artifact.RANGED_SCHEMA and m["symbols"] == raw["symbols"]
    assert artifact.find([tmp_path]) == [path] and artifact.check_all([tmp_path]) == [path]


def test_is_manifest_knows_schema_2_by_its_variants(tmp_path):
    m, files = rendered()
    p = tmp_path / "elsewhere.json"  # no .cu beside it: known by its fields
    p.write_text(files[f"{m['name']}.json"])
    assert artifact.is_manifest(p)


def _set(path: str, value):
    """The example with the field at `path` (dots; integers index lists) set, or removed when value is ...."""
    m, _ = rendered()
    m = copy.deepcopy(m)
    *head, last = [int(k) if k.isdigit() else k for k in path.split(".")]
    d = m
    for k in head:
        d = d[k]
    if value is ...:
        del d[last]
    else:
        d[last] = value
    return m


BAD = [
    ("symbols", ..., "manifest of schema 2 lacks symbols"),
    ("variants", ..., "manifest of schema 2 lacks variants"),
    ("symbols", {}, "field symbols: an object"),
    ("symbols.n", {"lo": 1, "hi": 64, "opt": 100}, "field symbols.n: {lo, hi, opt}"),
    ("symbols.n", {"lo": 1, "hi": 32, "opt": 4}, "field symbols: n=1..32@4, but the params give n=1..64@4"),
    ("params.a", "1..64@4x999", "field params"),
    ("inputs.0.shape", ["n", 999], "field inputs: A float16[1x999], B float16[1x1000] at n=1, but add declares"),
    ("inputs.0.shape", ["2 * n - 1", 1000],
     "field inputs: A float16[7x1000], B float16[4x1000] at n=4, but add declares A float16[4x1000]"),
    ("inputs.0.shape", ["m", 1000], "field inputs[0].shape: a list of 1 to 16 positive integers or expressions"),
    ("inputs.0.shape", ["n /", 1000], "field inputs[0].shape"),
    ("outputs.0.name", "n", "field outputs[0].name: 'n' is also a symbol's name"),
    ("variants", [], "field variants: a non-empty list"),
    ("variants.0.when", {"m": [1, 3]}, "field variants[0].when: an object giving [lo, hi] for each of n"),
    ("variants.0.when", {"n": [0, 3]}, "field variants[0].when.n: [lo, hi] inside 1..64"),
    ("variants.0.when", {"n": [1, 2]},
     "field variants[1].when.n: starts at 4, but the sizes before it end at 2 (a gap)"),
    ("variants.0.when", {"n": [1, 4]},
     "field variants[1].when.n: starts at 4, but the sizes before it end at 4 (an overlap)"),
    ("variants.1.when", {"n": [4, 63]}, "field variants: they end at n=63, short of the range's hi 64"),
    ("variants.0.when", {"n": [5, 64]}, "variants[1].when: {'n': [4, 64]} comes before variants[0]'s"),
    ("variants.1.chunk", 8, "field variants[1].chunk: 8 is above the smallest size the variant serves (4)"),
    ("variants.1.chunk", 0, "field variants[1].chunk: a positive integer"),
    ("variants.1.config", [], "field variants[1].config: an object of knobs"),
    ("variants.1.workspaces.0.bytes", "ceildiv(m, 4)",
     "field variants[1].workspaces[0]: an object with a name and bytes"),
    ("variants.1.workspaces.0.bytes", "16000 - n * 1000",
     "field variants[1].workspaces[0].bytes: '16000 - n * 1000' is negative at n=64"),
    ("variants.1.workspaces", [], "field variants[1].kernels[0].args[2].name: 'T' is no input, output or workspace"),
    ("variants.1.kernels.0.grid", ["ceildiv(q, 4) * 16", 1, 1],
     "field variants[1].kernels[0].grid: a list of 1 to 3 positive integers or expressions"),
    ("variants.1.kernels.0.grid", ["n - 4", 1, 1], "field variants[1].kernels[0].grid[0]: 'n - 4' is 0 at n=4"),
    ("variants.1.kernels.0.block", ["n", 1, 1],
     "field variants[1].kernels[0].block: a list of 1 to 3 positive integers,"),
    ("variants.1.kernels.0.args.3", {"kind": "size", "name": "m", "dtype": "int64"},
     "field variants[1].kernels[0].args[3].name: 'm' is no symbol (n)"),
    ("variants.1.kernels.0.args.3", {"kind": "size", "name": "n", "dtype": "uint32"},
     "field variants[1].kernels[0].args[3].dtype: a size argument is int32 or int64"),
    ("variants.1.kernels.1.name", "add_a1x1000_b1x1000_float16_kernel",
     "field variants[1].kernels[1].name: add_a1x1000_b1x1000_float16_kernel is also a kernel of variants[0]"),
    ("target", "sm_90", "field target: an object whose arch is a string"),
]


@pytest.mark.parametrize("path,value,message", BAD, ids=[f"{p}={v!r}"[:60] for p, v, _ in BAD])
def test_a_bad_field_is_named_in_one_line(path, value, message):
    with pytest.raises(artifact.ArtifactError) as e:
        artifact.validate(_set(path, value), "x.json")
    text = str(e.value)
    assert "\n" not in text and text.startswith("x.json: ") and message in text, text


def test_a_size_argument_is_schema_2s_alone():
    """Schema 1 keeps its kinds: a `size` argument there is refused as before."""
    m1 = {"name": "k", "grid": [1], "block": [1], "args": [{"kind": "size", "name": "n", "dtype": "int64"}]}
    assert artifact._kernel(m1, "kernels[0]", set()) == "field kernels[0].args[0].kind: tensor, scalar or tensormap, not 'size'"


def test_an_unknown_schema_names_both():
    m, _ = rendered()
    with pytest.raises(artifact.ArtifactError, match="manifest schema 3, this tvmgen reads schema 1 or 2"):
        artifact.validate(dict(m, schema=3))


# -- the launcher ------------------------------------------------------------------------------------
def test_the_header_takes_the_sizes_and_picks_the_variant():
    m, files = rendered()
    h = files[f"{m['name']}.cuh"]
    name = m["name"]
    assert (f"inline cudaError_t {name}(const half* A, const half* B, half* C, int64_t n, void* workspace, "
            "cudaStream_t stream)") in h
    assert "if (n < 1 || n > 64) return cudaErrorInvalidValue;" in h
    assert f"inline std::size_t {name}_workspace_bytes(int64_t n)" in h
    assert h.count("#define TVMGEN_EXPR_HELPERS") == 1
    assert "if (n >= 1 && n <= 3) {  // variant 0: chunk 1" in h and "if (n >= 4 && n <= 64) {  // variant 1" in h
    assert "(tvmgen_ceildiv(n, 4) * 16)" in h
    assert "// Run-time sizes: n in 1..64 (scheduled at 4)" in h and "//   in  A: float16[n, 1000]" in h
    assert f"// Build: nvcc -arch=sm_90 -c {name}.cu" in h


def test_the_workspace_layout_is_computed_from_the_sizes():
    from tvmgen import expr

    offsets, total = launcher.workspace_layout_c([{"bytes": "n * 100"}, {"bytes": 300}, {"bytes": "ceildiv(n, 4)"}])
    assert offsets[0] == "0"
    # the same numbers as schema 1's layout at any size
    for n in (1, 3, 77):
        want_off, want_total = launcher.workspace_layout([{"bytes": n * 100}, {"bytes": 300}, {"bytes": -(-n // 4)}])
        env_c = offsets + [total]
        got = [eval(c.replace("tvmgen_ceildiv", "cd"), {"cd": lambda a, b: -(-a // b), "n": n})  # C text, tiny
               for c in env_c]
        assert got == want_off + [want_total]
    assert expr.parse("n * 100").eval({"n": 2}) == 200


def test_a_dynamic_shared_memory_expression_opts_in_at_run_time():
    m, _ = rendered()
    m["variants"][1]["kernels"][0]["dynamic_shared_bytes"] = "n * 1024"
    h = launcher.header(m)
    assert "if ((n * 1024) + 0 > 49152) {" in h and "static_cast<std::size_t>((n * 1024))" in h


def test_schema_1_headers_are_unchanged():
    """A schema-1 manifest renders the header the catalog holds, byte for byte (the catalog's re-emission test
    checks every one; this checks the dispatch on schema)."""
    from tvmgen.emit import GENERATED

    for path in sorted(GENERATED.glob("gemm/matmul_m1024_n1024_k1024_float16.json"))[:1] + \
            sorted(GENERATED.glob("elementwise/*.json"))[:3]:
        m, _ = artifact.read(path)
        assert launcher.header(m) == path.with_suffix(".cuh").read_text(), path
