"""Split tuning on the CPU: sampling, --build-only, measure's record/resume (fake worker), --import, emit."""
import importlib.util
import json

import pytest
from click.testing import CliRunner

from tvmgen import artifact, hardware, ops, records, rules
from tvmgen import tune as tn
from tvmgen.cli import main

HW = hardware.get("sm_90")  # the expected values below are sm_90's

RAW = {"m": "72", "n": "48", "k": "40"}  # M > 64: not a skinny matmul
ARGS = ["matmul", "m=72", "n=48", "k=40"]


def _op():
    op = ops.get("matmul")
    return op, op.parse(RAW)


# -- sampling ---------------------------------------------------------------------------------------
def test_sampling_valid_deterministic_and_includes_defaults():
    op, p = _op()
    a, rej = tn.sample(op, p, HW, 12, seed=7)
    b, _ = tn.sample(op, p, HW, 12, seed=7)
    c, _ = tn.sample(op, p, HW, 12, seed=8)
    assert a == b and a != c
    assert len(a) == 12 and sum(rej.values()) > 0  # the space has invalid corners: they were counted
    keys = [tn._key(x["rule"], x["config"]) for x in a]
    assert len(set(keys)) == len(keys)
    for x in a:
        assert rules.RULES[x["rule"]].valid(op, p, x["config"], HW) is None
    tiled = rules.RULES["matmul_tiled"]
    assert {"rule": "matmul_tiled", "config": tiled.default(op, p, HW), "source": "default"} in a
    assert {"rule": "dlight", "config": {}, "source": "default"} in a
    assert all(x["rule"] != "fallback" for x in a)


def test_fp16_includes_the_rule_the_chain_skips():
    op = ops.get("matmul")
    p = op.parse({**RAW, "dtype": "float16"})
    assert {"matmul_mma", "matmul_tiled", "dlight"} <= {r.name for r in tn.tunable_rules(op, p, HW)}


@pytest.mark.parametrize("algo,want,left_out", [
    ("auto", {"conv_wgmma", "conv_direct"}, {"conv_implicit_gemm", "conv_im2col", "conv_winograd"}),
    ("im2col", {"conv_im2col"}, {"conv_implicit_gemm", "conv_winograd"}),
])
def test_conv_candidates_are_of_rules_that_apply(algo, want, left_out):
    """The GEMM-based conv rules serve their own algo only: for another, no candidate of theirs is built to fail."""
    op = ops.get("conv2d")
    p = op.parse({"input": "32x64x56x56", "filter": "64x64x3x3", "pad": "1", "algo": algo, "dtype": "float16"})
    names = {r.name for r in tn.tunable_rules(op, p, HW)}
    assert want <= names and not names & left_out, names


def test_mutation_round_neighbours_the_best_and_skips_measured():
    op, p = _op()
    best = rules.RULES["matmul_tiled"].default(op, p, HW)
    exclude = {tn._key("matmul_tiled", best)}
    cands, _ = tn.sample(op, p, HW, 10, seed=1, elite=[("matmul_tiled", best)], exclude=exclude)
    muts = [c for c in cands if c["source"] == "mutation"]
    assert muts
    for c in muts:
        assert sum(c["config"][k] != best[k] for k in best) == 1
        assert tn._key(c["rule"], c["config"]) not in exclude


# -- build ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def cands(tmp_path_factory):
    pytest.importorskip("tvm")
    out = tmp_path_factory.mktemp("cands")
    r = CliRunner().invoke(main, ["tune", *ARGS, "--trials", "3", "--seed", "0", "--build-only", "-o", str(out),
                                  "-j", "3"])
    assert r.exit_code == 0, r.output
    return out


def test_build_only_writes_artifacts_and_tune_json(cands):
    op, p = _op()
    info = json.loads((cands / "tune.json").read_text())
    assert info["op"] == "matmul" and info["seed"] == 0 and info["arch"] == "sm_90"
    assert info["params"] == records.key("matmul", p, "sm_90")["params"]
    assert len(info["candidates"]) == 3 and info["built"] == 3 and not (cands / "build_failures.jsonl").exists()
    found = artifact.find([cands])
    assert len(found) == 3
    for f in found:
        m, _ = artifact.read(f)  # source hash checks out
        s = m["schedule"]
        assert s["origin"] == "candidate"
        assert m["name"] == tn.candidate_name(op.shader_name(p), s["rule"], s["config"]) == f.stem
        assert rules.RULES[s["rule"]].valid(op, p, s["config"], HW) is None


def test_build_failure_is_recorded_and_skipped(tmp_path, monkeypatch):
    pytest.importorskip("tvm")
    # a rule whose (valid) config then fails to build: recorded, skipped, the other candidates still built
    # (the build workers are forked, so they see the patch)
    monkeypatch.setattr(type(rules.RULES["matmul_tiled"]), "apply", lambda *a: None)
    info = tn.build_candidates("matmul", {**RAW, "trans_a": "true"}, tmp_path, trials=2, jobs=2, progress=False)
    fails = [json.loads(x) for x in (tmp_path / "build_failures.jsonl").read_text().splitlines()]
    assert [f["rule"] for f in fails] == ["matmul_tiled"] and "does not apply" in fails[0]["error"]
    assert info["built"] == 1 and info["failed"] == 1
    assert [f.stem.split("__")[1].rsplit("_", 1)[0] for f in artifact.find([tmp_path])] == ["dlight"]


# -- measure ------------------------------------------------------------------------------------------
class FakeWorker:
    """Stands in for the GPU worker: the time is taken from the candidate's hash, one candidate fails."""

    def __init__(self, fail=()):
        self.calls, self.fail = [], set(fail)

    def start(self):
        return {"gpu": "Fake H200", "driver": "999.1"}

    def call(self, task, timeout):
        name = task["manifest"].rsplit("/", 1)[1][:-5]
        self.calls.append(name)
        assert task["handler"] == "tvmgen.measure:measure_task"
        status = "fail" if name in self.fail else "pass"
        return {"status": status, "time_ms": int(name[-8:], 16) / 2**32, "message": ""}

    def close(self):
        pass


def _lines(path):
    out = []
    for line in path.read_text().splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            pass
    return out


def test_measure_records_and_resumes_after_a_kill(cands, tmp_path):
    from tvmgen.measure import measure_command

    names = sorted(f.stem for f in artifact.find([cands]))
    res = tmp_path / "results.jsonl"
    w = FakeWorker()
    assert measure_command(str(cands), str(res), worker=w, progress=False) == 0
    full = _lines(res)
    assert [t["candidate"] for t in full] == names == w.calls
    t = full[0]
    for k in ("candidate", "op", "params", "rule", "config", "status", "time_ms", "message", "gpu", "driver",
              "date", "tvm_version", "arch", "workspace_bytes", "shared_bytes"):
        assert k in t
    assert t["gpu"] == "Fake H200" and t["tvm_version"] and t["op"] == "matmul"
    # a killed run: one whole line and half of the next
    res.write_text(res.read_text().splitlines()[0] + "\n" + res.read_text().splitlines()[1][:20])
    w2 = FakeWorker()
    assert measure_command(str(cands), str(res), worker=w2, progress=False) == 0
    assert w2.calls == names[1:]
    assert sorted(t["candidate"] for t in _lines(res)) == names
    w3 = FakeWorker()  # nothing left
    assert measure_command(str(cands), str(res), worker=w3, progress=False) == 0 and w3.calls == []


def test_measure_without_gpu_exits_2_one_line(cands, tmp_path):
    if importlib.util.find_spec("cupy") is not None:
        pytest.skip("CuPy is importable here")
    r = CliRunner().invoke(main, ["measure", str(cands), "-o", str(tmp_path / "r.jsonl")])
    assert r.exit_code == 2
    assert "no GPU" in r.output and len(r.output.strip().splitlines()) == 1
    assert not (tmp_path / "r.jsonl").exists()


# -- import -------------------------------------------------------------------------------------------
def _trial(rule, config, time_ms, status="pass", ws=0, smem=0, **kw):
    op, p = _op()
    return {"candidate": tn.candidate_name(op.shader_name(p), rule, config), "op": "matmul",
            "params": records.key("matmul", p, "sm_90")["params"], "arch": "sm_90", "rule": rule, "config": config,
            "status": status, "time_ms": time_ms, "message": "", "workspace_bytes": ws, "shared_bytes": smem,
            "gpu": "Fake H200", "driver": "999.1", "date": "2025-01-01T00:00:00+00:00",
            "tvm_version": "0.27.0.post1", **kw}


@pytest.fixture
def results(tmp_path):
    op, p = _op()
    d = rules.RULES["matmul_tiled"].default(op, p, HW)
    fast = {**d, "stages": 1}
    lines = [_trial("matmul_tiled", d, 0.010, smem=8192),
             _trial("matmul_tiled", {**d, "pad": 4}, 0.001, status="fail"),  # fastest but wrong
             _trial("dlight", {}, 0.008, ws=1 << 20),
             _trial("matmul_tiled", fast, 0.009, smem=40000),
             {**_trial("matmul_tiled", d, 0.0001), "params": {**_trial("dlight", {}, 1)["params"], "m": 73}}]
    path = tmp_path / "results.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines) + '{"candidate": "half')
    return path, d, fast


def test_import_picks_fastest_passing_then_emit_uses_it(results, tmp_path, monkeypatch):
    path, d, _ = results
    sched = tmp_path / "schedules"
    r = CliRunner().invoke(main, ["tune", *ARGS, "--import", str(path), "--schedules", str(sched)])
    assert r.exit_code == 0, r.output
    f = sched / "matmul_m72_n48_k40_float32__sm_90.json"
    rec = json.loads(f.read_text())
    assert rec["rule"] == "dlight" and rec["time_ms"] == 0.008  # not the faster failing one, not m=73
    assert rec["trials"] == 4 and rec["default_time_ms"] == 0.010
    for k in ("op", "params", "arch", "config", "gpu", "driver", "date", "tvm_version"):
        assert k in rec
    assert "\n " in f.read_text()  # indented
    pytest.importorskip("tvm")
    from tvmgen.emit import generate

    monkeypatch.setattr(records, "SCHEDULES_DIR", sched)
    m, _ = generate("matmul", RAW)
    assert m["schedule"]["rule"] == "dlight" and m["schedule"]["origin"] == f"record:{f.name}"


def test_import_takes_the_arch_specific_targets_trials(results, tmp_path):
    """A wgmma candidate's manifest (and so its trial) says sm_90a, the code arch its rule needs; a run for sm_90 built
    it, so its import for sm_90 must see it (it once kept only the sm_90 trials and recorded a 4x slower rule)."""
    path, _, _ = results
    wgmma = {**_trial("matmul_wgmma", {"bn": 64}, 0.002), "arch": "sm_90a"}
    other = {**_trial("matmul_tiled", {"pad": 0}, 0.0005), "arch": "sm_80"}  # another chip's: never
    path.write_text(path.read_text().rsplit("\n", 1)[0] + "\n" + json.dumps(wgmma) + "\n" + json.dumps(other) + "\n")
    assert tn.targets("sm_90") == {"sm_90", "sm_90a"} and tn.targets("sm_80") == {"sm_80"}
    _, rec = tn.import_results("matmul", RAW, path, folder=tmp_path)
    assert (rec["rule"], rec["time_ms"], rec["trials"]) == ("matmul_wgmma", 0.002, 5)


def test_import_max_workspace_and_max_shared(results, tmp_path):
    path, d, fast = results
    _, rec = tn.import_results("matmul", RAW, path, folder=tmp_path, max_workspace=0)
    assert rec["config"] == fast and rec["time_ms"] == 0.009
    _, rec = tn.import_results("matmul", RAW, path, folder=tmp_path, max_workspace=0, max_shared=32768)
    assert rec["config"] == d and rec["time_ms"] == 0.010


def test_import_errors_are_one_line_exit_2(results, tmp_path):
    path, _, _ = results
    cli = CliRunner()
    r = cli.invoke(main, ["tune", *ARGS, "--import", str(path), "--schedules", str(tmp_path),
                          "--max-workspace", "0", "--max-shared", "4096"])
    assert r.exit_code == 2 and "none within" in r.output and len(r.output.strip().splitlines()) == 1
    r = cli.invoke(main, ["tune", "matmul", "m=7", "n=7", "k=7", "--import", str(path), "--schedules", str(tmp_path)])
    assert r.exit_code == 2 and "no trial" in r.output
    r = cli.invoke(main, ["tune", *ARGS, "--build-only"])
    assert r.exit_code == 2 and "-o DIR" in r.output
    assert not list(tmp_path.glob("*.json"))


def test_plot(results, tmp_path):
    path, _, _ = results
    png = tmp_path / "curve.png"
    r = CliRunner().invoke(main, ["tune", *ARGS, "--import", str(path), "--schedules", str(tmp_path),
                                  "--plot", str(png)])
    if importlib.util.find_spec("matplotlib") is None:
        assert r.exit_code == 2 and "matplotlib" in r.output and len(r.output.strip().splitlines()) == 1
        assert not png.exists() and not list(tmp_path.glob("*.json"))  # nothing written
    else:
        assert r.exit_code == 0, r.output
        assert png.read_bytes()[:4] == b"\x89PNG"


def test_one_machine_tune_without_gpu_keeps_candidates_and_exits_2(tmp_path):
    """`tvmgen tune OP ...` alone builds, then measures: with no GPU it stops at measure, exit 2, and the
    candidates stay on disk for `tvmgen measure` elsewhere."""
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "tvmgen", "tune", "add", "a=64", "b=64", "--trials", "2",
                        "-o", str(tmp_path / "c")], capture_output=True, text=True,
                       env={**__import__("os").environ, "CUDA_VISIBLE_DEVICES": ""})
    try:
        import cupy  # noqa: F401
        pytest.skip("cupy importable here: the no-GPU path is not what runs")
    except ImportError:
        pass
    assert r.returncode == 2, r.stderr
    assert "no GPU" in r.stderr
    assert (tmp_path / "c" / "tune.json").exists()


def test_a_record_from_before_a_parameter_existed_still_matches(tmp_path):
    """Records keep working when an operator gains a parameter (conv2d's algo): its default fills in."""
    import json

    from tvmgen import ops, records

    op = ops.get("conv2d")
    p = op.parse({"input": "2x8x9x9", "filter": "4x8x1x1", "dtype": "float16"})
    old = {k: v for k, v in records.key("conv2d", p, "sm_90")["params"].items() if k != "algo"}
    (tmp_path / "r.json").write_text(json.dumps({"op": "conv2d", "params": old, "arch": "sm_90", "rule": "dlight",
                                                 "config": {}, "time_ms": 1.0}))
    assert records.lookup("conv2d", p, "sm_90", tmp_path)[0]["rule"] == "dlight"
    other = op.parse({"input": "2x8x9x9", "filter": "4x8x1x1", "dtype": "float16", "algo": "im2col"})
    assert records.lookup("conv2d", other, "sm_90", tmp_path) is None


def test_a_record_from_before_a_knob_existed_is_skipped(tmp_path):
    """A record that does not set every knob its rule has now was tuned over a smaller space: emit would have to
    guess the new knobs (the default's value was never measured with the rest), so the default takes over."""
    import json

    from tvmgen import ops, records

    op = ops.get("matmul")
    p = op.parse({"m": 256, "n": 256, "k": 256})
    full = dict(rules.RULES["matmul_tiled"].default(op, p, HW))
    rec = {"op": "matmul", "params": records.key("matmul", p, "sm_90")["params"], "arch": "sm_90",
           "rule": "matmul_tiled", "config": full, "time_ms": 1.0}
    (tmp_path / "r.json").write_text(json.dumps(rec))
    assert records.usable("matmul", p, "sm_90", tmp_path)[0]["config"] == full
    old = {k: v for k, v in full.items() if k != "prefetch"}
    (tmp_path / "r.json").write_text(json.dumps({**rec, "config": old}))
    assert records.stale({**rec, "config": old}) == ["prefetch"]
    assert records.lookup("matmul", p, "sm_90", tmp_path)[0]["config"] == old  # still the run's record
    assert records.usable("matmul", p, "sm_90", tmp_path) is None  # but emit builds the default


def test_a_record_without_a_knob_the_default_leaves_unset_is_used(tmp_path):
    """conv_wgmma's default sets none of `splits`, `nchw_copy`, `a_regs` for an NHWC layer of many tiles: a record without
    them (a candidate emitted with --config, measured, imported) builds the kernel measured, so emit takes it; one
    without a knob the default does set (`stages`) is still passed over."""
    import json

    from tvmgen import ops, records

    op = ops.get("conv2d")
    p = op.parse({"input": "32x7x7x512", "filter": "512x3x3x512", "layout": "NHWC", "pad": "1", "dtype": "float16"})
    cfg = {"bn": 64, "stages": 4, "depth": 1, "group_m": 8, "stage_c": 1}
    rec = {"op": "conv2d", "params": records.key("conv2d", p, "sm_90")["params"], "arch": "sm_90",
           "rule": "conv_wgmma", "config": cfg, "time_ms": 1.0}
    (tmp_path / "r.json").write_text(json.dumps(rec))
    assert records.stale(rec) == ["splits", "nchw_copy", "a_regs"] and records.stale(rec, p) == []
    assert records.usable("conv2d", p, "sm_90", tmp_path)[0]["config"] == cfg
    (tmp_path / "r.json").write_text(json.dumps({**rec, "config": {k: v for k, v in cfg.items() if k != "stages"}}))
    assert records.usable("conv2d", p, "sm_90", tmp_path) is None
