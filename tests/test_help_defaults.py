"""What --help tells, and defaults that hold from any working folder."""
import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from tvmgen import hardware, rules
from tvmgen.cli import main


ENV = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}  # run from another folder


def _help(*cmd):
    r = CliRunner().invoke(main, [*cmd, "--help"], terminal_width=10_000)
    assert r.exit_code == 0, r.output
    return " ".join(r.output.split())  # click wraps lines: compare words


def test_emit_help_lists_arches_rules_and_where_files_go():
    text = _help("emit")
    assert f"CUDA architecture of the target: {', '.join(hardware.ARCHES)} (default {hardware.DEFAULT})" in text
    assert "one of: " + ", ".join(rules.RULES) in text
    assert "default: the current folder; with --catalog: the checkout's generated/" in text
    assert "TVMGEN_PRINT_SOURCE=1 turns it on, 0 off" in text


def test_verify_help_documents_exit_codes():
    text = _help("verify")
    for code in ("0 every shader passed", "1 a shader failed", "2 bad input", "130 interrupted"):
        assert code in text


def test_tune_help_says_what_needs_import_and_where_records_go():
    text = _help("tune")
    assert "--max-workspace, --max-shared and --plot act when results are imported" in text
    assert "default: the checkout's schedules/" in text
    assert ", ".join(hardware.ARCHES) in text


def test_help_imports_no_tvm():
    code = ("import sys\nfrom tvmgen.cli import main\n"
            "for c in ('emit', 'tune', 'verify'):\n"
            "    try:\n        main([c, '--help'])\n    except SystemExit:\n        pass\n"
            "assert 'tvm' not in sys.modules, 'TVM imported for --help'\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_catalog_and_only_resolve_in_the_checkout_from_any_folder(tmp_path):
    """`--catalog catalog/x.toml` and `--only catalog/bench.txt` name the checkout's files wherever tvmgen runs."""
    (tmp_path / "names.txt").write_text("add_a1024_b1024_float32\n")
    out = tmp_path / "out"
    r = subprocess.run([sys.executable, "-m", "tvmgen", "emit", "--catalog", "catalog/elementwise.toml", "--only",
                        "names.txt", "-o", str(out)], capture_output=True, text=True, cwd=tmp_path, env=ENV)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (out / "elementwise").iterdir()) == [
        "add_a1024_b1024_float32.cu", "add_a1024_b1024_float32.cuh", "add_a1024_b1024_float32.json"]
    # the default catalog and the bench set's names file, from a folder that has neither: resolved, then refused
    # for the unknown rule (nothing built, nothing written)
    r = subprocess.run([sys.executable, "-m", "tvmgen", "emit", "--catalog", "--only", "catalog/bench.txt",
                        "--schedule", "nope", "-o", str(tmp_path / "x")], capture_output=True, text=True, cwd=tmp_path,
                       env=ENV)
    assert r.returncode == 2 and r.stderr.startswith("tvmgen: error: schedule: unknown rule 'nope'"), r.stderr
    assert not (tmp_path / "x").exists()
