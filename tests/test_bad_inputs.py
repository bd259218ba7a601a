"""Bad input of every kind, through the command line: each row exits 2 with exactly one line on stderr, starting
`tvmgen: error:` and naming what is wrong, no traceback, and the folder it ran in unchanged (nothing written, no
empty folder created). Most rows run in-process (click's CliRunner); those marked `sub` run `python -m tvmgen`, the
real entry point. Rows that need a TVM build are few: TVM is imported once for all of them."""
import copy
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import add_artifact
from tvmgen import artifact
from tvmgen.cli import main

NAME = "add_a1024_b1024_float32"


def manifest_and_source():
    return add_artifact(NAME)


def _set(path):
    """A corruption: set the manifest's field at `path` (keys and indices) to a value."""
    def apply(value):
        def f(m):
            d = m
            for k in path[:-1]:
                d = d[k]
            d[path[-1]] = value
        return f
    return apply


CORRUPT = {  # folder under bad/ -> how its manifest (or its files) are broken
    "schema99": _set(["schema"])(99),
    "nokernels": lambda m: m.pop("kernels"),
    "kernels_str": _set(["kernels"])("abc"),
    "kernels_empty": _set(["kernels"])([]),
    "grid_str": _set(["kernels", 0, "grid"])("4"),
    "block_zero": _set(["kernels", 0, "block"])([0, 1, 1]),
    "smem_neg": _set(["kernels", 0, "dynamic_shared_bytes"])(-1),
    "kernel_name": _set(["kernels", 0, "name"])("x; y"),
    "inputs_dict": _set(["inputs"])({}),
    "shape_str": _set(["inputs", 0, "shape"])("1024"),
    "shape_mismatch": _set(["inputs", 0, "shape"])([512]),
    "dtype_bf16": _set(["inputs", 0, "dtype"])("bfloat16"),
    "strides_short": _set(["inputs", 0, "strides"])([1, 1]),
    "op_unknown": _set(["op"])("conv9d"),
    "op_int": _set(["op"])(5),
    "params_list": _set(["params"])([1024]),
    "params_bad": _set(["params", "a"])("x"),
    "source_path": _set(["source"])("../../etc/passwd"),
    "sha_int": _set(["source_sha256"])(5),
    "name_int": _set(["name"])(7),
    "flops_str": _set(["flops"])("many"),
    "schedule_str": _set(["schedule"])("fast"),
    "config_list": _set(["schedule", "config"])([1]),
    "workspaces_int": _set(["workspaces"])(3),
    "arg_unknown": _set(["kernels", 0, "args", 0, "name"])("Z"),
    "arg_kind": _set(["kernels", 0, "args", 0, "kind"])("pointer"),
    "list": None,  # the manifest is a JSON list
    "notjson": None,  # not JSON
    "empty": None,  # an empty file
    "binary": None,  # bytes that are not UTF-8
    "edited": None,  # the source no longer matches its hash
    "nocu": None,  # the source is missing
}


def write_artifact(folder: Path, corrupt: str | None = None):
    m, src = manifest_and_source()
    files = artifact.render(m, src)
    folder.mkdir(parents=True)
    for n, text in files.items():
        (folder / n).write_text(text)
    mpath = folder / f"{NAME}.json"
    if corrupt in ("list", "notjson", "empty", "binary"):
        mpath.write_bytes({"list": b"[1, 2]", "notjson": b"{", "empty": b"", "binary": b"\xff\xfe{"}[corrupt])
    elif corrupt == "edited":
        (folder / f"{NAME}.cu").write_text(src + "// edited\n")
    elif corrupt == "nocu":
        (folder / f"{NAME}.cu").unlink()
        (folder / f"{NAME}.cuh").unlink()
    elif corrupt:
        m2 = copy.deepcopy(json.loads(files[f"{NAME}.json"]))
        CORRUPT[corrupt](m2)
        mpath.write_text(json.dumps(m2))


CATALOGS = {
    "cat_ok.toml": '[[shader]]\nop = "add"\nparams = { a = "64", b = "64" }\n',
    "cat_bad.toml": '[[shader]\nop = "add"\n',
    "cat_unknown_op.toml": '[[shader]]\nop = "conv9d"\nparams = { x = 1 }\n',
    "cat_unknown_param.toml": '[[shader]]\nop = "add"\nparams = { a = 4, b = 4, q = 1 }\n',
    "cat_bad_value.toml": '[[shader]]\nop = "add"\nparams = { a = "4x0", b = 4 }\n',
    "cat_key.toml": '[[shader]]\nop = "add"\nparms = { a = 4, b = 4 }\n',
    "cat_params.toml": '[[shader]]\nop = "add"\nparams = "a=4"\n',
    "cat_shader.toml": 'shader = 3\n',
    "cat_table.toml": '[shaders]\nop = "add"\n',
    "cat_noop.toml": '[[shader]]\nparams = { a = 4, b = 4 }\n',
    "cat_schedule.toml": '[[shader]]\nop = "add"\nparams = { a = 4, b = 4 }\nschedule = "matmul_tiled"\n',
    "cat_config.toml": '[[shader]]\nop = "add"\nparams = { a = 4, b = 4 }\nconfig = "threads=1"\n',
    "cat_huge.toml": '[[shader]]\nop = "matmul"\nparams = { m = 1000000000000, n = 64, k = 64 }\n',
}


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The folder every row runs in: a sound artifact, broken ones, catalogs, a tune folder, plain files."""
    w = tmp_path_factory.mktemp("world")
    write_artifact(w / "good")
    for c in CORRUPT:
        write_artifact(w / "bad" / c, c)
    (w / "empty").mkdir()
    (w / "file.txt").write_text("a file, not a folder\n")
    for n, text in CATALOGS.items():
        (w / n).write_text(text)
    (w / "names_missing.txt").write_text("add_a9_b9_float32\n")
    (w / "binary.txt").write_bytes(b"\xff\xfe\x00")
    (w / "folder.toml").mkdir()
    (w / "catdir" / "x.toml").mkdir(parents=True)
    (w / "sched").mkdir()
    (w / "sched" / "matmul_m4_n4_k4_float32__sm_90.json").write_text("[]")
    (w / "results.jsonl").write_text(json.dumps({"candidate": "x", "op": "add", "params": {"a": [1], "b": [1]},
                                                 "arch": "sm_90", "status": "pass", "time_ms": 1.0}) + "\n")
    for case, text in (("cands_badjson", "{"), ("cands_missing", json.dumps(
            {"candidates": [{"candidate": "matmul_m4_n4_k4_float32__dlight_00000000", "built": True}]}))):
        write_artifact(w / case)
        (w / case / "tune.json").write_text(text)
    return w


def snapshot(root: Path) -> dict:
    out = {}
    for dirpath, dirs, files in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        out[rel] = "dir"
        for f in files:
            p = Path(dirpath, f)
            out[os.path.join(rel, f)] = (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns)
    return out


def B(name):
    return f"bad/{name}"


S = "sub"  # run through `python -m tvmgen`
SYS = pytest.mark.skipif(not os.path.isdir("/sys/kernel"), reason="no /sys/kernel here")
# argv, a fragment of the one line, and marks: (S: a subprocess), env
ROWS = [
    # -- emit: operator and parameters --------------------------------------------------------------------------
    (["emit", "conv9d", "x=1"], "operator: unknown operator 'conv9d'", S),
    (["emit", "matmul", "m=4", "n=4"], "k: required by matmul"),
    (["emit", "matmul", "m=4", "n=4", "k=4", "q=1"], "q: unknown parameter of matmul"),
    (["emit", "matmul", "m=0", "n=4", "k=4"], "m=0: must be >= 1"),
    (["emit", "matmul", "m=-3", "n=4", "k=4"], "m=-3: must be >= 1"),
    (["emit", "matmul", "m=x", "n=4", "k=4"], "m='x': must be an integer"),
    (["emit", "matmul", "m=4.5", "n=4", "k=4"], "m='4.5': must be an integer"),
    (["emit", "matmul", "m=4", "n=4", "k=4", "dtype=float64"], "dtype='float64': must be one of float32, float16, bfloat16"),
    (["emit", "matmul", "m=4", "n=4", "k=4", "trans_a=maybe"], "trans_a='maybe': must be true or false"),
    (["emit", "matmul", "m=1000000000000", "n=64", "k=64"],
     "A: tensor float32[1000000000000x64] of matmul takes 256,000,000,000,000 bytes, above the limit of 2^40", S),
    (["emit", "add", "a=2199023255552", "b=1"], "A: tensor float32[2199023255552] of add takes"),
    (["emit", "one_hot", "shape=256", "depth=10000000000"], "depth=10000000000: Y would have 2560000000000 elements"),
    (["emit", "add", "a=3x4", "b=5"], "b: dim -1 is 5 but a has 4"),
    (["emit", "add", "a=3x0", "b=3"], "a=3x0: every dimension must be positive"),
    (["emit", "add", "a=-3", "b=3"], "a=-3: every dimension must be positive"),
    (["emit", "add", "a=1e3", "b=4"], "a='1e3': a shape is positive integers joined by 'x'"),
    (["emit", "add", "a=", "b=4"], "a: a shape needs at least one dimension"),
    (["emit", "add", "a=3", "b"], "b: a parameter is written key=value"),
    (["emit", "add", "=3", "b=3"], "=3: a parameter is written key=value, with a name"),
    (["emit", "add", "a=3", "b=3", "a=4"], "a: given twice"),
    (["emit", "activation", "kind=relu", "shape=4", "alpha=nan"], "alpha='nan': must be finite"),
    (["emit", "activation", "kind=gelu", "shape=4"], "kind='gelu': must be one of identity"),
    (["emit", "dropout", "shape=4", "p=2", "seed=1"], "p=2.0: must be <= 1"),
    (["emit", "transpose", "shape=4x4", "perm=0,0"], "perm=0,0: 0 appears twice"),
    (["emit", "transpose", "shape=4x4", "perm=a,b"], "perm='a,b': must be integers joined by ','"),
    (["emit", "lrn", "shape=1x8x4x4", "n=17"], "n=17: must be <= 16"),
    (["emit", "softmax", "shape=4x4", "axis=1"], "axis: unknown parameter of softmax"),
    (["emit"], "operator: missing"),
    # -- emit: options ------------------------------------------------------------------------------------------
    (["emit", "add", "a=4", "b=4", "--schedule", "nope"], "schedule: unknown rule 'nope'"),
    (["emit", "add", "a=4", "b=4", "--schedule", "matmul_tiled"], "schedule: rule matmul_tiled schedules matmul, not add"),
    (["emit", "add", "a=4", "b=4", "--schedule", ""], "schedule: unknown rule ''"),
    (["emit", "add", "a=4", "b=4", "--config", "garbage"], "garbage: a config knob is written key=value"),
    (["emit", "add", "a=4", "b=4", "--config", "=1"], "=1: a config knob is written key=value, with a name"),
    (["emit", "add", "a=4", "b=4", "--config", "threads=128", "--config", "threads=256"], "threads: given twice"),
    (["emit", "add", "a=4", "b=4", "--schedule", "elementwise", "--config", "threads=7"],
     "config: threads=7: elementwise allows"),
    (["emit", "add", "a=4", "b=4", "--schedule", "dlight", "--config", "threads=1"], "config: threads: not a knob of dlight"),
    (["emit", "add", "a=4", "b=4", "--arch", "garbage"], "arch='garbage': not a known CUDA architecture", S),
    (["emit", "add", "a=4", "b=4", "--arch", "sm_75"], "arch='sm_75': not a known CUDA architecture"),
    (["emit", "add", "a=4", "b=4", "--arch", ""], "arch='': not a known CUDA architecture"),
    (["emit", "add", "a=4", "b=4", "-o", "file.txt"], "emit: Invalid value for '-o' / '--out': Directory 'file.txt' is a file"),
    (["emit", "add", "a=4", "b=4", "-o", "file.txt/sub"], "out: cannot create folder file.txt/sub (file.txt is a file)"),
    (["emit", "add", "a=4", "b=4", "-o", "/sys/kernel"], "out: folder /sys/kernel is not writable", SYS),
    (["emit", "add", "a=4", "b=4", "--only", "names_missing.txt"], "only: goes with --catalog"),
    (["emit", "add", "a=4", "b=4", "--bogus"], "emit: No such option '--bogus'", S),
    (["emit", "add", "a=4", "b=4", "--arch"], "emit: Option '--arch' requires an argument"),
    (["emit", "--catalog", "cat_ok.toml", "-j", "0"], "emit: Invalid value for '-j' / '--jobs': 0 is not in the range x>=1"),
    (["emit", "add", "a=4", "b=4"], "emit: Invalid value for '--print-source' (env var: 'TVMGEN_PRINT_SOURCE'): 'maybe' is not a valid boolean",
     {"TVMGEN_PRINT_SOURCE": "maybe"}),
    # -- emit --catalog -----------------------------------------------------------------------------------------
    (["emit", "--catalog", "cat_bad.toml"], "catalog: cat_bad.toml is not TOML"),
    (["emit", "--catalog", "cat_unknown_op.toml"], "entry 0 (conv9d): operator: unknown operator 'conv9d'"),
    (["emit", "--catalog", "cat_unknown_param.toml"], "entry 0 (add): q: unknown parameter of add"),
    (["emit", "--catalog", "cat_bad_value.toml"], "entry 0 (add): a=4x0: every dimension must be positive"),
    (["emit", "--catalog", "cat_key.toml"], "entry 0: unknown key parms"),
    (["emit", "--catalog", "cat_params.toml"], "entry 0: params is a table"),
    (["emit", "--catalog", "cat_shader.toml"], "`shader` is an array of tables"),
    (["emit", "--catalog", "cat_table.toml"], "unknown table shaders"),
    (["emit", "--catalog", "cat_noop.toml"], "entry 0: op, an operator's name, is missing"),
    (["emit", "--catalog", "cat_schedule.toml"], "schedule: rule matmul_tiled schedules matmul, not add"),
    (["emit", "--catalog", "cat_config.toml"], "entry 0: config is a table of knobs"),
    (["emit", "--catalog", "cat_huge.toml"], "above the limit of 2^40"),
    (["emit", "--catalog", "empty"], "catalog: no .toml file in empty"),
    (["emit", "--catalog", "nowhere.toml"], "catalog: cannot read nowhere.toml (No such file or directory)"),
    (["emit", "--catalog", "cat_ok.toml", "--only", "names_missing.txt"], "names: not in the catalog: add_a9_b9_float32"),
    (["emit", "--catalog", "cat_ok.toml", "--only", "nowhere.txt"], "names: cannot read nowhere.txt"),
    (["emit", "--catalog", "cat_ok.toml", "--only", "empty"], "Invalid value for '--only': File 'empty' is a directory"),
    (["emit", "--catalog", "cat_ok.toml", "--only", "binary.txt"], "names: binary.txt is not a text file of shader names"),
    (["emit", "--catalog", "binary.txt"], "catalog: cannot read binary.txt"),
    (["emit", "--catalog", "folder.toml"], "catalog: no .toml file in folder.toml"),
    (["emit", "--catalog", "catdir"], "catalog: cannot read catdir/x.toml (Is a directory)"),
    (["emit", "add", "a=4", "b=4", "--catalog", "cat_ok.toml"], "catalog: give either an operator or --catalog"),
    (["emit", "matmul", "m=4", "n=4", "k=4"], "schedules: sched/matmul_m4_n4_k4_float32__sm_90.json is not a tuning "
     "record (wrong or missing: op, arch, params, rule, config, time_ms)", S, {"TVMGEN_SCHEDULES": "sched"}),
    (["emit", "--catalog", "cat_ok.toml", "--schedule", "nope"], "schedule: unknown rule 'nope'"),
    (["emit", "--catalog", "cat_ok.toml", "--config", "threads=128"], "config: with --catalog, knobs go with a --schedule"),
    (["emit", "--catalog", "cat_ok.toml", "--arch", "sm_75"], "arch='sm_75'"),
    (["emit", "--catalog", "cat_ok.toml", "-o", "file.txt"], "Directory 'file.txt' is a file"),
    # -- show: manifests of every kind of wrong ------------------------------------------------------------------
    (["show", "nowhere"], "show: Invalid value for 'PATH': Path 'nowhere' does not exist"),
    (["show", "empty"], "path: no manifest under empty"),
    (["show", B("schema99")], "manifest schema 99, this tvmgen reads schema 1", S),
    (["show", "--json", B("schema99")], "manifest schema 99"),
    (["show", B("nokernels")], "manifest lacks kernels"),
    (["show", B("kernels_str")], "field kernels: a non-empty list"),
    (["show", B("kernels_empty")], "field kernels: a non-empty list"),
    (["show", B("grid_str")], "field kernels[0].grid: a list of 1 to 3 positive integers, not '4'", S),
    (["show", B("block_zero")], "field kernels[0].block: a list of 1 to 3 positive integers"),
    (["show", B("smem_neg")], "field kernels[0].dynamic_shared_bytes: a non-negative integer"),
    (["show", B("kernel_name")], "field kernels[0].name: a C identifier"),
    (["show", B("inputs_dict")], "field inputs: a list of tensors"),
    (["show", B("shape_str")], "field inputs[0].shape: a list of 1 to 16 positive integers"),
    (["show", B("shape_mismatch")], "field inputs: A float32[512], B float32[1024], but add declares"),
    (["show", B("dtype_bf16")], "but add declares A float32[1024]"),
    (["show", B("strides_short")], "field inputs[0].strides: a list of 1 non-negative integers"),
    (["show", B("op_unknown")], "field op: unknown operator 'conv9d'"),
    (["show", B("op_int")], "field op: an operator's name, not 5"),
    (["show", B("params_list")], "field params: an object of the operator's parameters"),
    (["show", B("params_bad")], "field params: a: a shape needs at least one dimension"),
    (["show", B("source_path")], "field source: a file name beside the manifest"),
    (["show", B("sha_int")], "field source_sha256: 64 hex digits"),
    (["show", B("name_int")], "field name: a file name without folders"),
    (["show", B("flops_str")], "field flops: a non-negative number"),
    (["show", B("schedule_str")], "field schedule: an object"),
    (["show", B("config_list")], "field schedule.config: an object of knobs"),
    (["show", B("workspaces_int")], "field workspaces: a list"),
    (["show", B("arg_unknown")], "field kernels[0].args[0].name: 'Z' is no input, output or workspace"),
    (["show", B("arg_kind")], "field kernels[0].args[0].kind: tensor, scalar or tensormap, not 'pointer'"),
    (["show", B("list")], "a manifest is a JSON object"),
    (["show", B("notjson")], "cannot read the manifest"),
    (["show", B("empty")], "cannot read the manifest"),
    (["show", B("binary")], "cannot read the manifest"),
    (["show", B("edited")], "differs from the manifest's"),
    (["show", B("nocu")], "cannot read its source"),
    # -- verify, bench, measure: the files are checked before any GPU is looked for ------------------------------
    (["verify"], "paths: give the shaders to verify (files or folders), or --only FILE"),
    (["verify", "nowhere"], "Path 'nowhere' does not exist"),
    (["verify", "empty"], "no shader manifests (*.json) under empty", S),
    (["verify", B("schema99")], "manifest schema 99", S),
    (["verify", B("edited")], "differs from the manifest's"),
    (["verify", B("nocu")], "cannot read its source"),
    (["verify", B("kernels_str")], "field kernels"),
    (["verify", "good", "--timeout", "0"], "verify: Invalid value for '--timeout': 0.0 is not in the range x>0"),
    (["verify", "good", "-j", "0"], "0 is not in the range x>=1"),
    (["verify", "good", "--seed", "x"], "'x' is not a valid integer"),
    (["verify", "good", "--report", "file.txt/r.json"], "report: file.txt is a file"),
    (["verify", "good", "--table-dir", "empty", "--no-table"], "table: give --table-dir or --no-table, not both"),
    (["bench", "empty"], "no shader manifests (*.json) under empty", S),
    (["bench", B("schema99")], "manifest schema 99"),
    (["bench", B("edited")], "differs from the manifest's"),
    (["bench", "good", "--peers", "empty"], "no peer manifests (*.json) under empty"),
    (["bench", "good", "--peers", B("grid_str")], "field kernels[0].grid"),
    (["bench", "good", "--report", "file.txt/x/b.json"], "report: cannot create folder file.txt/x (file.txt is a file)"),
    (["measure", "nowhere"], "Directory 'nowhere' does not exist"),
    (["measure", "empty"], "no candidate manifests (*.json) under empty", S),
    (["measure", B("notjson")], "cannot read the manifest"),
    (["measure", B("schema99")], "manifest schema 99"),
    (["measure", "cands_badjson"], "tune.json: not the list of candidates"),
    (["measure", "cands_missing"], "matmul_m4_n4_k4_float32__dlight_00000000.json: no such file or folder"),
    (["measure", "good", "-o", "file.txt/r.jsonl"], "out: file.txt is a file"),
    (["measure", "good", "--timeout", "-1"], "-1.0 is not in the range x>0"),
    (["measure", "good", "-o", "binary.txt"], "binary.txt: not a results file this command appends to"),
    # -- tune ---------------------------------------------------------------------------------------------------
    (["tune", "nope"], "operator: unknown operator 'nope'"),
    (["tune", "matmul", "m=0", "n=4", "k=4"], "m=0: must be >= 1"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--trials", "0"], "trials: at least 1"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--build-only"], "out: --build-only writes the candidates to a folder"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--build-only", "-o", "c", "--plot", "p.png"],
     "--plot, --max-workspace and --max-shared go with --import"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--build-only", "-o", "file.txt"], "Directory 'file.txt' is a file"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--build-only", "-o", "file.txt/c"], "out: cannot create folder file.txt/c"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--import", "nowhere.jsonl"], "File 'nowhere.jsonl' does not exist"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--import", "results.jsonl"],
     "import: results.jsonl has no trial for matmul_m4_n4_k4_float32 on sm_90"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--import", "results.jsonl", "--schedules", "file.txt"],
     "Directory 'file.txt' is a file"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--import", "binary.txt"], "import: binary.txt is not a results file"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--arch", "sm_75"], "arch='sm_75'"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "-j", "0"], "0 is not in the range x>=1"),
    (["tune", "matmul", "m=4", "n=4", "k=4", "--max-shared", "-1"], "-1 is not in the range x>=0"),
    # -- report, list, the group itself --------------------------------------------------------------------------
    (["report", "--table-dir", "empty"], "table-dir: no GPU folder under empty"),
    (["report", "--table-dir", "empty", "--gpu", "nope"], "gpu: no nope under empty (there: none)"),
    (["report", "--rebuild", "--check"], "report: give one of --rebuild, --check, --unverified and --untimed"),
    (["list", "nope"], "operator: unknown operator 'nope'"),
    (["list", "matmul", "extra"], "list: Got unexpected extra argument (extra)"),
    (["nope"], "No such command 'nope'", S),
    (["--bogus"], "No such option '--bogus'"),
]


def _rows():
    out = []
    for argv, frag, *rest in ROWS:
        marks = [x for x in rest if isinstance(x, pytest.MarkDecorator)]
        env = next((x for x in rest if isinstance(x, dict)), None)
        out.append(pytest.param(argv, frag, S in rest, env, marks=marks, id=" ".join(argv)[:70] or "none"))
    return out


def test_the_table_is_long_enough():
    assert len(ROWS) >= 60


@pytest.mark.parametrize("argv, fragment, sub, env", _rows())
def test_bad_input_is_one_line_exit_2_nothing_written(world, monkeypatch, argv, fragment, sub, env):
    before = snapshot(world)
    if sub:
        r = subprocess.run([sys.executable, "-m", "tvmgen", *argv], capture_output=True, text=True, cwd=world,
                           env={**os.environ, **(env or {}), "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
        code, err = r.returncode, r.stderr
    else:
        monkeypatch.chdir(world)
        r = CliRunner().invoke(main, argv, env=env)
        code, err = r.exit_code, r.stderr
        assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    lines = err.splitlines()
    assert code == 2, err
    assert len(lines) == 1 and lines[0].startswith("tvmgen: error: "), err
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in err
    assert snapshot(world) == before


@pytest.mark.parametrize("command", ["verify", "bench", "measure", "show"])
def test_every_bad_file_gets_its_line_before_any_gpu(world, monkeypatch, command):
    """A folder of broken manifests: verify, bench and measure name every one, one line each, on any machine
    (no "no GPU"); show stops at the first."""
    monkeypatch.chdir(world)
    before = snapshot(world)
    r = CliRunner().invoke(main, [command, "bad"])
    lines = r.stderr.splitlines()
    assert r.exit_code == 2 and all(ln.startswith("tvmgen: error: bad/") for ln in lines), r.stderr
    assert len(lines) == (1 if command == "show" else len(CORRUPT))
    assert "no GPU" not in r.stderr and snapshot(world) == before
