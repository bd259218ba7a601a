"""The current table of a GPU (tvmgen.reports): how runs merge into it, when a row is stale, its markdown, the runs
of bench and verify feeding it as they go, and the committed H200 table being exactly a replay of its runs."""
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from tvmgen import reports
from tvmgen.reports import ReportError

SHA = {"a": "a" * 64, "b": "b" * 64, "c": "c" * 64}


def manifest(folder, family, name, sha, rule="r1", op="matmul"):
    d = folder / family
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{name}.json").write_text(json.dumps({"name": name, "op": op, "schedule": {"rule": rule},
                                                "source_sha256": sha}))


@pytest.fixture
def gen(tmp_path):
    """A generated/ of three committed shaders, and a dlight peer of one of them."""
    g = tmp_path / "generated"
    manifest(g, "gemm", "mm", SHA["a"], rule="matmul_wgmma")
    manifest(g, "gemm", "mm2", SHA["b"])
    manifest(g, "elementwise", "relu", SHA["c"], rule="injective", op="activation")
    manifest(g / "peers", "gemm", "mm", "d" * 64, rule="dlight")
    return g


def bench_run(date, rows, gpu="NVIDIA H200", **extra):
    ceil = {"copy_tbps": 4.28, "cublas_fp16_tflops": 761.2, "torch": "2.11.0+cu130", "cudnn": 91900}
    return {"report": "tvmgen bench", "date": date, "gpu": gpu, "driver": "580", "cuda": "13.0", "ceilings": ceil,
            "rows": rows, **extra}


def verify_run(date, results, gpu="NVIDIA H200"):
    return {"report": "tvmgen verify", "date": date, "gpu": gpu, "driver": "580", "cuda": "13.0", "seed": 7,
            "summary": {"interrupted": False}, "results": results}


def brow(name, sha, time_ms, bound="compute", **kw):
    return {"shader": name, "source_sha256": sha, "status": "pass", "time_ms": time_ms, "bound": bound,
            "tflops": 700.0, "tbps": 3.0, "of_ceiling": 0.9, "torch_ms": 0.9 * time_ms, "vs_torch": 0.9,
            "dlight_ms": 3 * time_ms, "vs_dlight": 3.0, **kw}


def vrow(name, sha, status="pass", manifest=None):
    return {"name": name, "source_sha256": sha, "status": status, "deterministic": True, "worst_ratio": 0.25,
            "manifest": manifest or f"generated/gemm/{name}.json"}


def fold(gen, *docs):
    shaders = reports.committed(gen)
    t = reports.empty("NVIDIA H200")
    for i, d in enumerate(docs):
        reports.merge(t, d, f"run{i}.json", shaders)
    return reports.settle(t, shaders)


# -- names and the committed shaders --------------------------------------------------------------------------
@pytest.mark.parametrize("gpu, folder", [("NVIDIA H200", "h200"), ("NVIDIA GeForce RTX 4090", "geforce-rtx-4090"),
                                         ("NVIDIA H100 80GB HBM3", "h100-80gb-hbm3"), ("h200", "h200")])
def test_slug(gpu, folder):
    assert reports.slug(gpu) == folder


def test_slug_of_nothing_is_an_error():
    with pytest.raises(ReportError):
        reports.slug("NVIDIA ")


def test_committed_skips_peers_and_takes_family_from_the_folder(gen):
    c = reports.committed(gen)
    assert set(c) == {"mm", "mm2", "relu"}
    assert c["mm"] == {"family": "gemm", "op": "matmul", "rule": "matmul_wgmma", "sha256": SHA["a"]}


def test_same_root_as_emit_and_no_numpy_or_tvm_on_import():
    from tvmgen import emit

    assert reports.ROOT == emit.ROOT and reports.GENERATED == emit.GENERATED
    code = "import sys, tvmgen.reports; print(any(m in sys.modules for m in ('numpy', 'tvm')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=reports.ROOT, check=True)
    assert out.stdout.strip() == "False"


# -- merging ----------------------------------------------------------------------------------------------------
def test_newest_run_wins_whatever_the_order(gen):
    old = bench_run("2026-12-02T10:00:00+00:00", [brow("mm", SHA["a"], 0.2)])
    new = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)])
    for docs in [(old, new), (new, old)]:
        row = fold(gen, *docs)["rows"]["mm"]
        assert row["time_us"] == 100.0 and row["timed_date"] == new["date"]


def test_a_run_merged_again_is_the_same_table(gen):
    # what a run in progress does after each row: merge its whole file again
    doc = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)])
    shaders = reports.committed(gen)
    once, twice = reports.empty("NVIDIA H200"), reports.empty("NVIDIA H200")
    reports.merge(once, doc, "r.json", shaders)
    for _ in range(2):
        reports.merge(twice, doc, "r.json", shaders)
    assert reports.settle(once, shaders) == reports.settle(twice, shaders)


def test_bench_rows_set_timing_and_verify_rows_set_verification(gen):
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)])
    v = verify_run("2026-12-03T12:00:00+00:00", [vrow("mm", SHA["a"])])
    row = fold(gen, b, v)["rows"]["mm"]
    assert (row["time_us"], row["vs_torch"], row["timed_run"]) == (100.0, 0.9, "run0.json")
    assert (row["verify"], row["deterministic"], row["err_over_tol"], row["verified_run"]) == ("pass", True, 0.25,
                                                                                               "run1.json")
    # a later bench leaves the verification alone, a later verify the timing
    b2 = bench_run("2026-12-04T10:00:00+00:00", [brow("mm", SHA["a"], 0.3)])
    v2 = verify_run("2026-12-05T10:00:00+00:00", [vrow("mm", SHA["a"], status="fail")])
    row = fold(gen, b, v, b2, v2)["rows"]["mm"]
    assert (row["time_us"], row["timed_run"], row["verify"], row["verified_run"]) == (300.0, "run2.json", "fail",
                                                                                      "run3.json")
    assert set(row) == set(reports.COLUMNS)


def test_unverified_lists_what_the_gpu_has_not_verified_at_the_committed_source(gen):
    """mm verified at its source, mm2 verified at another (stale), relu only timed: mm2 and relu are left to verify."""
    v = verify_run("2026-12-03T12:00:00+00:00", [vrow("mm", SHA["a"]), vrow("mm2", SHA["a"])])
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("relu", SHA["c"], 0.02, bound="memory")])
    assert reports.unverified(fold(gen, v, b), gen) == ["relu", "mm2"]  # in generated/'s order


def test_untimed_lists_the_bench_set_not_timed_at_the_committed_source(gen):
    """mm timed at its source, mm2 timed at another (stale), relu only verified: mm2 and relu are left to time, in
    the bench set's order; a name outside the set is not asked about."""
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1), brow("mm2", SHA["a"], 0.1)])
    v = verify_run("2026-12-03T12:00:00+00:00", [vrow("relu", SHA["c"])])
    assert reports.untimed(fold(gen, b, v), ["relu", "mm", "mm2"]) == ["relu", "mm2"]


def test_each_peer_variant_kept_and_shown(gen):
    """A conv row keeps cuDNN's NCHW and channels_last times (bench's torch_variants_ms) and shows ours against each;
    a row with one peer shows the single ratio, as before."""
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1, torch_variants_ms=[0.2, 0.09])])
    row = fold(gen, b)["rows"]["mm"]
    assert row["torch_variants_us"] == [200.0, 90.0]
    assert reports.cells(row)[6] == "0.90 (2.00 / 0.90)"
    row = fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)]))["rows"]["mm"]
    assert row["torch_variants_us"] is None and reports.cells(row)[6] == "0.90"
    # named where the run named them (a GEMM's cuBLAS, torch.compile max-autotune and the Triton tutorial kernel)
    names = ["cuBLAS", "torch.compile max-autotune", "Triton tutorial"]
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1, torch_variants_ms=[0.1, 0.12, 0.095],
                                                     torch_variants=names, vs_torch=0.95)])
    row = fold(gen, b)["rows"]["mm"]
    assert row["torch_variants"] == names
    assert reports.cells(row)[6] == "0.95 (cuBLAS 1.00 / torch.compile max-autotune 1.20 / Triton tutorial 0.95)"


def test_family_op_and_rule_come_from_the_committed_manifest(gen):
    row = fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("relu", SHA["c"], 0.02, bound="memory")]))["rows"]
    assert {k: row["relu"][k] for k in ("family", "op", "rule")} == {"family": "elementwise", "op": "activation",
                                                                     "rule": "injective"}


def test_stale_when_measured_at_another_or_an_unrecorded_source(gen):
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", "0" * 64, 0.1), brow("mm2", SHA["b"], 0.1)])
    v = verify_run("2026-12-03T11:00:00+00:00", [vrow("mm", SHA["a"]), vrow("mm2", None)])
    t = fold(gen, b, v)["rows"]
    assert t["mm"]["stale"] == ["timing"] and t["mm2"]["stale"] == ["verify"]
    fresh = fold(gen, b, v, bench_run("2026-12-04T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)]))["rows"]
    assert fresh["mm"]["stale"] == []


def test_stale_follows_the_committed_source_at_load(gen, tmp_path):
    root = tmp_path / "reports"
    reports.write(fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)])), root / "h200")
    assert reports.load("NVIDIA H200", root, gen)["rows"]["mm"]["stale"] == []
    manifest(gen, "gemm", "mm", "e" * 64)  # re-emitted since: the timing is no longer of the committed source
    assert reports.load("h200", root, gen)["rows"]["mm"]["stale"] == ["timing"]


def test_rows_of_other_shaders_and_other_emissions_stay_in_the_run(gen):
    v = verify_run("2026-12-03T11:00:00+00:00", [
        vrow("mm", "d" * 64, manifest="generated/peers/gemm/mm.json"),  # the dlight peer has the same name
        vrow("mm", SHA["a"], status="fail", manifest=".scratch/v/mm.json"),  # a variant
        vrow("not_in_catalog", SHA["a"]),
        vrow("mm2", SHA["b"], manifest="generated/mm2.json"),  # the flat layout of the runs before the families
        vrow("relu", SHA["c"], manifest="/somewhere/else/generated/elementwise/relu.json")])
    shaders = reports.committed(gen)
    t = reports.empty("NVIDIA H200")
    n = reports.merge(t, v, "v.json", shaders)
    assert n == {"merged": 2, "not committed": 3, "older": 0} and set(t["rows"]) == {"mm2", "relu"}


def test_rows_of_shaders_no_longer_committed_are_dropped(gen):
    t = fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)]))
    (gen / "gemm" / "mm.json").unlink()
    t2 = reports.settle(t, reports.committed(gen))
    assert t2["rows"] == {} and t2["runs"] == {}


def test_a_run_of_another_gpu_is_refused(gen):
    with pytest.raises(ReportError, match="H100"):
        fold(gen, bench_run("2026-12-03T10:00:00+00:00", [], gpu="NVIDIA H100"))


def test_runs_the_table_no_longer_cites_are_dropped_and_ceilings_kept(gen):
    a = bench_run("2026-12-02T10:00:00+00:00", [brow("mm", SHA["a"], 0.2)])
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)], interrupted=True)
    t = fold(gen, a, b)
    assert list(t["runs"]) == ["run1.json"]
    assert t["runs"]["run1.json"]["copy_tbps"] == 4.28 and t["runs"]["run1.json"]["interrupted"] is True


# -- files ------------------------------------------------------------------------------------------------------
def test_json_round_trip_one_row_a_line(gen, tmp_path):
    t = fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1), brow("mm2", SHA["b"], 0.1)]))
    text = reports.to_json(t)
    assert sum(line.startswith(' {"shader"') for line in text.splitlines()) == 2
    back = json.loads(text)
    assert back["gpu"] == "NVIDIA H200" and reports.rows(back) == t["rows"]


def test_markdown_groups_by_family_and_shows_runs_and_stale_rows(gen):
    b = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1), brow("relu", "0" * 64, 0.02,
                                                                               bound="memory", of_copy=0.95)])
    v = verify_run("2026-12-03T11:00:00+00:00", [vrow("mm", SHA["a"])])
    md = reports.markdown(fold(gen, b, v))
    lines = md.splitlines()
    assert lines[0] == "# NVIDIA H200: where each shader stands"
    assert lines.index("## elementwise") < lines.index("## gemm")
    assert "| [run0](runs/run0.json) | 2026-12-03 10:00:00 | bench | 580 | 13.0 | 2.11.0+cu130, 91900 | 4.28 | 761 |" \
        in md
    mm = next(line for line in lines if line.startswith("| mm |"))
    assert "| matmul_wgmma | pass | 100.0 us | 700 TFLOP/s | 0.90 | 0.90 | 3.00 |  | run0 | pass det. | run1 |" in mm
    assert mm.endswith(f"| current, {SHA['a'][:8]} |")
    relu = next(line for line in lines if line.startswith("| relu |"))
    assert "3 TB/s" in relu and "0.95" in relu and "STALE: timed at 00000000" in relu
    assert "2 shaders. Timed: 1 at the committed source, 1 stale." in md


def test_write_is_atomic_and_leaves_no_temporaries(gen, tmp_path):
    t = fold(gen, bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)]))
    reports.write(t, tmp_path / "h200")
    assert sorted(p.name for p in (tmp_path / "h200").iterdir()) == ["current.json", "current.md"]


def test_replay_reads_runs_in_date_order_and_skips_other_files(gen, tmp_path):
    runs = tmp_path / "h200" / "runs"
    runs.mkdir(parents=True)
    # file names sort the other way round: the dates decide
    (runs / "a-new.json").write_text(json.dumps(bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1)])))
    (runs / "b-old.json").write_text(json.dumps(bench_run("2026-12-02T10:00:00+00:00", [brow("mm", SHA["a"], 0.2)])))
    (runs / "b-old.csv").write_text("shader\n")
    (runs / "notes.json").write_text("{}")
    t = reports.replay(tmp_path / "h200", generated=gen)
    assert t["rows"]["mm"]["timed_run"] == "a-new.json" and list(t["runs"]) == ["a-new.json"]


def test_replay_reports_a_damaged_run(gen, tmp_path):
    runs = tmp_path / "h200" / "runs"
    runs.mkdir(parents=True)
    (runs / "cut.json").write_text('{"report": "tvmgen bench", "rows": [')
    with pytest.raises(ReportError, match="cut.json"):
        reports.replay(tmp_path / "h200", "NVIDIA H200", generated=gen)


def test_cited_opens_the_row_of_the_run_the_table_cites(gen, tmp_path):
    runs = tmp_path / "h200" / "runs"
    runs.mkdir(parents=True)
    old = bench_run("2026-12-02T10:00:00+00:00", [brow("mm", SHA["a"], 0.2, regs=[90])])
    new = bench_run("2026-12-03T10:00:00+00:00", [brow("mm", SHA["a"], 0.1, regs=[172])])
    (runs / "old.json").write_text(json.dumps(old))
    (runs / "new.json").write_text(json.dumps(new))
    table = reports.replay(tmp_path / "h200", generated=gen)
    raw = reports.cited(table, "mm", "timing", root=tmp_path)
    assert raw["regs"] == [172] and raw["run"]["file"] == "new.json" and raw["run"]["ceilings"]["copy_tbps"] == 4.28
    assert reports.run("old", "h200", tmp_path)["rows"][0]["regs"] == [90]
    with pytest.raises(ReportError, match="no verify"):
        reports.cited(table, "mm", "verify", root=tmp_path)


def test_replay_refuses_a_run_of_another_gpu(gen, tmp_path):
    runs = tmp_path / "h200" / "runs"
    runs.mkdir(parents=True)
    (runs / "x.json").write_text(json.dumps(bench_run("2026-12-03T10:00:00+00:00", [], gpu="NVIDIA H100")))
    with pytest.raises(ReportError):
        reports.replay(tmp_path / "h200", "NVIDIA H200", generated=gen)


# -- the runs feed the table ------------------------------------------------------------------------------------
class FakeBenchWorker:
    def __init__(self, stop_at=None):
        self.calls, self.stop_at, self.tasks = 0, stop_at, []

    def call(self, task, timeout):
        self.tasks.append(task)
        if task["handler"].endswith("ceilings_task"):
            return {"copy_tbps": 4.0, "cublas_fp16_tflops": 700.0}
        self.calls += 1
        if self.calls == self.stop_at:
            raise KeyboardInterrupt
        return {"ours": {"status": "pass", "time_ms": 0.01 * self.calls, "kernels": [{"regs": 10}]}, "torch_ms": 0.02,
                "copy_ms": 0.01}

    def kill(self):
        pass

    def close(self):
        pass


BENCHED = ["add_a1024_b1024_float32", "add_a8x1x6_b7x1_float32"]


@pytest.mark.parametrize("stop_at", [None, 2])
def test_bench_report_in_runs_updates_the_table_also_when_interrupted(tmp_path, monkeypatch, stop_at):
    from tvmgen import bench, emit

    monkeypatch.setattr(bench, "start_for", lambda command, timeout: (FakeBenchWorker(stop_at), {"gpu": "NVIDIA H200"}))
    run = tmp_path / "h200" / "runs" / "2026-12-04-bench.json"
    run.parent.mkdir(parents=True)
    rc = bench.bench_command([str(emit.shader_path(n)) for n in BENCHED], None, str(run), seed=1, timeout=10,
                             table_root=tmp_path)
    assert rc == (130 if stop_at else 0)
    table = reports.read_table(tmp_path / "h200" / "current.json")
    done = BENCHED[:1] if stop_at else BENCHED
    assert [r["shader"] for r in table["rows"]] == done
    assert all(r["timed_run"] == run.name and r["stale"] == [] and r["verify"] is None for r in table["rows"])
    assert table["runs"][run.name]["interrupted"] is bool(stop_at)
    # the table is what a rebuild of its runs gives
    assert reports.to_json(reports.replay(tmp_path / "h200")) == (tmp_path / "h200" / "current.json").read_text()
    assert (tmp_path / "h200" / "current.md").read_text() == reports.markdown(table)


def test_a_report_outside_runs_leaves_the_table_alone(tmp_path, monkeypatch, capsys):
    from tvmgen import bench, emit

    monkeypatch.setattr(bench, "start_for", lambda command, timeout: (FakeBenchWorker(), {"gpu": "NVIDIA H200"}))
    rc = bench.bench_command([str(emit.shader_path(BENCHED[0]))], None, str(tmp_path / "b.json"), seed=1, timeout=10,
                             table_root=tmp_path)
    assert rc == 0 and not (tmp_path / "h200").exists()
    assert "current table not updated" in capsys.readouterr().err
    run = tmp_path / "h200" / "runs" / "x.json"
    run.parent.mkdir(parents=True)
    assert bench.bench_command([str(emit.shader_path(BENCHED[0]))], None, str(run), 1, 10, table_root=None) == 0
    assert not (tmp_path / "h200" / "current.json").exists()


class FakeVerifyWorker:
    def call(self, task, timeout):
        from tvmgen.artifact import read

        m, _ = read(task["manifest"])
        return {"name": m["name"], "op": m["op"], "status": "pass", "seed": task["seed"], "deterministic": True,
                "worst_ratio": 0.5, "source_sha256": m["source_sha256"], "time_ms": 0.01, "message": ""}

    def kill(self):
        pass

    def close(self):
        pass


def test_verify_report_in_runs_updates_the_verification_columns(tmp_path, monkeypatch):
    from tvmgen import emit, verify

    monkeypatch.setattr(verify, "start_for", lambda command, timeout: (FakeVerifyWorker(), {"gpu": "NVIDIA H200"}))
    folder = tmp_path / "h200"
    (folder / "runs").mkdir(parents=True)
    b = bench_run("2026-12-01T00:00:00+00:00", [brow(BENCHED[0], "0" * 64, 0.1)])
    (folder / "runs" / "old-bench.json").write_text(json.dumps(b))
    reports.write(reports.replay(folder), folder)
    rc = verify.verify_command([str(emit.shader_path(n)) for n in BENCHED], 5, str(folder / "runs" / "v.json"), 10,
                               table_root=tmp_path)
    assert rc == 0
    rows = reports.rows(reports.read_table(folder / "current.json"))
    assert set(rows) == set(BENCHED)
    r = rows[BENCHED[0]]
    assert (r["verify"], r["verified_run"], r["timed_run"], r["stale"]) == ("pass", "v.json", "old-bench.json",
                                                                            ["timing"])


# -- the command ------------------------------------------------------------------------------------------------
def test_report_command_rebuild_check_and_bad_gpu(tmp_path):
    from tvmgen.cli import main

    runs = tmp_path / "h200" / "runs"
    runs.mkdir(parents=True)
    (runs / "a.json").write_text(json.dumps(bench_run("2026-12-03T10:00:00+00:00", [brow(BENCHED[0], "0", 0.1)])))
    cli = CliRunner()
    assert cli.invoke(main, ["report", "--table-dir", str(tmp_path), "--check"]).exit_code == 1
    r = cli.invoke(main, ["report", "--table-dir", str(tmp_path), "--rebuild"])
    assert r.exit_code == 0, r.output
    assert cli.invoke(main, ["report", "--table-dir", str(tmp_path), "--check"]).exit_code == 0
    r = cli.invoke(main, ["report", "--table-dir", str(tmp_path), "--markdown"])
    assert r.exit_code == 0 and r.output == (tmp_path / "h200" / "current.md").read_text()
    r = cli.invoke(main, ["report", "--table-dir", str(tmp_path), "--gpu", "NVIDIA H100"])
    assert r.exit_code == 2 and "no h100 under" in r.output


# -- the committed table --------------------------------------------------------------------------------------
def test_committed_h200_table_is_a_replay_of_its_runs():
    folder = reports.REPORTS / "h200"
    table = reports.replay(folder)
    assert (folder / "current.json").read_text() == reports.to_json(table), \
        "reports/h200/current.json is not what its runs give: run `tvmgen report --rebuild`"
    assert (folder / "current.md").read_text() == reports.markdown(table), \
        "reports/h200/current.md is not what its runs give: run `tvmgen report --rebuild`"


def test_committed_h200_table_times_the_bench_set():
    from tvmgen import emit

    rows = reports.load("h200")["rows"]
    assert {n for n, r in rows.items() if r["timed_run"]} >= set(emit.read_names(emit.BENCH_SET))


@pytest.mark.parametrize("flag,extra", [([], True), (["--vendor-only"], False)])
def test_vendor_only_leaves_the_autotuning_peers_out(tmp_path, monkeypatch, flag, extra):
    """`bench --vendor-only` (candidates of one shape, timed beside cuBLAS alone) reaches each shader's task."""
    from click.testing import CliRunner

    from tvmgen import bench, cli, emit

    worker = FakeBenchWorker()
    monkeypatch.setattr(bench, "start_for", lambda command, timeout: (worker, {"gpu": "NVIDIA H200"}))
    r = CliRunner().invoke(cli.main, ["bench", str(emit.shader_path(BENCHED[0])), "--no-table",
                                      "--report", str(tmp_path / "b.json"), *flag])
    assert r.exit_code == 0, r.output
    assert [t["extra_peers"] for t in worker.tasks if t["handler"].endswith("bench_task")] == [extra]
