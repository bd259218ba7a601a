"""The GPU side of run-time sizes, without a GPU: size points, the variant and kernels at a size, the canary's
bookkeeping, verify's and bench's rows per size, --sizes on the command line, tuning's refusal."""
from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner

from tvmgen import bench, measure, ops, runner, sizes, tune, verify
from tvmgen.cli import main
from tvmgen.ops.base import ParamError


def ranged_manifest(op_name: str = "matmul", raw: dict | None = None, chunks=(1, 4, 64)) -> dict:
    """A schema-2 manifest as the emit side writes one (kernels named, not built): variants of chunk B serve
    [B, next B - 1], each kernel's grid `ceildiv(sym, B) * 8` and a size argument."""
    op = ops.get(op_name)
    raw = raw or {"m": "1..1024@64", "n": 256, "k": 128, "dtype": "float16"}
    symbols, where = sizes.split(op, raw)
    (s, r), = symbols.items()
    specs = {z: op.inputs(op.parse(sizes.at(raw, where, {s: z}))) for z in (1, 2, 3)}
    outs = {z: op.outputs(op.parse(sizes.at(raw, where, {s: z}))) for z in (1, 2, 3)}
    names = [t.name for t in specs[1]] + [t.name for t in outs[1]]
    variants = []
    for i, b in enumerate(chunks):
        hi = chunks[i + 1] - 1 if i + 1 < len(chunks) else r.hi
        variants.append({
            "when": {s: [b, hi]}, "chunk": b, "rule": f"rule_{b}", "config": {"tile": b}, "origin": "default",
            "workspaces": [{"name": "W", "dtype": "float32", "bytes": f"ceildiv({s}, {b}) * 1024"}] if b == 64 else [],
            "kernels": [{"name": f"k_chunk{b}", "grid": [f"ceildiv({s}, {b}) * 8", 2, 1], "block": [128, 1, 1],
                         "dynamic_shared_bytes": 0, "static_shared_bytes": 0,
                         "args": [*({"kind": "tensor", "name": n, "dtype": "float16"} for n in names),
                                  {"kind": "size", "name": s, "dtype": "int64"}]}]})
    return {"schema": 2, "name": f"{op_name}_ranged", "op": op_name, "params": raw,
            "symbols": {k: v.to_json() for k, v in symbols.items()},
            "inputs": sizes.tensor_exprs(specs, s), "outputs": sizes.tensor_exprs(outs, s),
            "variants": variants, "target": {"kind": "cuda", "arch": "sm_90a"}, "tvm_version": "0.0",
            "source": "x.cu", "header": "x.cuh", "source_sha256": "0" * 64}


# -- the manifest at one size ---------------------------------------------------------------------
@pytest.mark.parametrize("m,chunk,grid_x", [(1, 1, 8), (3, 1, 24), (4, 4, 8), (7, 4, 16), (64, 64, 8),
                                            (100, 64, 16), (1024, 64, 128)])
def test_variant_and_kernels_at_a_size(m, chunk, grid_x):
    v = runner.manifest_at(ranged_manifest(), {"m": m})
    assert v["chunk"] == chunk and v["schedule"]["rule"] == f"rule_{chunk}"
    k, = v["kernels"]
    assert k["name"] == f"k_chunk{chunk}" and k["grid"] == [grid_x, 2, 1]
    assert k["args"][-1] == {"kind": "size", "name": "m", "dtype": "int64"}
    assert v["params"]["m"] == str(m) and v["sizes"] == {"m": m}
    p = ops.get("matmul").parse(v["params"])
    assert [tuple(t["shape"]) for t in v["outputs"]] == [tuple(t.shape) for t in ops.get("matmul").outputs(p)]
    assert v["flops"] == ops.get("matmul").flops(p) and v["min_bytes"] == ops.get("matmul").min_bytes(p)
    assert [w["bytes"] for w in v["workspaces"]] == ([-(-m // 64) * 1024] if chunk == 64 else [])


def test_conv_batch_is_symbol_n():
    raw = {"input": "1..256@32x14x14x16", "filter": "16x3x3x16", "layout": "NHWC", "pad": 1, "dtype": "float16"}
    m = ranged_manifest("conv2d", raw, chunks=(1, 2, 32))
    v = runner.manifest_at(m, {"n": 5})
    assert v["chunk"] == 2 and v["params"]["input"] == "5x14x14x16"
    assert v["inputs"][0]["shape"][0] == 5 and v["outputs"][0]["shape"][0] == 5


def test_default_size_is_opt():
    v = runner.manifest_at(ranged_manifest())
    assert v["sizes"] == {"m": 64} and v["chunk"] == 64


def test_schema1_passes_through():
    m = {"schema": 1, "name": "x", "op": "matmul", "params": {"m": 4}, "kernels": []}
    assert runner.manifest_at(m) is m
    with pytest.raises(ParamError, match="sizes: x has no run-time sizes"):
        runner.manifest_at(m, {"m": 4})


@pytest.mark.parametrize("bad,msg", [({"m": 0}, "outside the shader's range 1..1024"),
                                     ({"m": 1025}, "outside"), ({"q": 3}, "q is not a run-time size"),
                                     ({"m": 2, "n": 3}, "n is not a run-time size")])
def test_bad_sizes(bad, msg):
    with pytest.raises(ParamError, match=msg):
        runner.manifest_at(ranged_manifest(), bad)


# -- compile once per source ----------------------------------------------------------------------
def test_compile_cached(monkeypatch):
    calls = []
    monkeypatch.setattr(runner, "compile_cuda", lambda src, arch, backend, name: calls.append(src) or (b"cubin", "nvcc"))
    monkeypatch.setattr(runner, "_CUBINS", {})
    src = "// one source " + str(np.random.default_rng().integers(1 << 30))
    assert runner.compile_cached(src, "sm_90a") == (b"cubin", "nvcc", False)
    assert runner.compile_cached(src, "sm_90a") == (b"cubin", "nvcc", True)
    runner.compile_cached(src, "sm_90")  # another arch: another cubin
    assert len(calls) == 2
    for i in range(runner.CUBIN_CACHE + 1):
        runner.compile_cached(f"// {i}", "sm_90")
    assert len(runner._CUBINS) == runner.CUBIN_CACHE


# -- the canary -----------------------------------------------------------------------------------
@pytest.mark.parametrize("nbytes,after", [(1, 64 << 10), (100 << 10, 100 << 10), (100_001, 100_096),
                                          (1 << 30, 16 << 20)])
def test_guard_sizes(nbytes, after):
    before, got = runner.guard_sizes(nbytes)
    assert before == runner.GUARD_MIN and got == after and got % runner.GUARD_ALIGN == 0


def test_canary_differs_from_poison():
    assert runner.CANARY != runner.POISON


def test_changed_span_and_message():
    g = np.full(1 << 16, runner.CANARY, np.uint8)
    assert runner.changed_span(g) is None
    g[0:512] = runner.POISON  # a kernel that wrote 512 bytes past the end of C
    span = runner.changed_span(g)
    assert span == (0, 511)
    assert runner.canary_message("C", "after", span, g.size, {"m": 100}) == \
        "C: wrote 512 bytes past its end (the first changed byte at offset 0 past it) at size m=100"
    g[:] = runner.CANARY
    g[-8:] = 0  # 8 bytes just before the start
    span = runner.changed_span(g)
    assert runner.canary_message("A", "before", span, g.size) == \
        "A: wrote 8 bytes before its start (the nearest changed byte 1 before it)"


def test_size_label():
    assert runner.size_label({"m": 7}) == "m=7" and runner.size_label({"m": 7, "n": 2}) == "m=7,n=2"
    assert runner.size_label(None) == ""


# -- verify ---------------------------------------------------------------------------------------
def test_points_default_and_chosen():
    m = ranged_manifest()
    assert verify.points_for(m, None) == [{"m": v} for v in (1, 7, 33, 64, 1000, 1023, 1024)]
    assert verify.points_for(m, {"m": [100, 7, 7]}) == [{"m": 7}, {"m": 100}]
    assert verify.points_for(m, {"n": [3]}) == verify.points_for(m, None)  # another shader's symbol
    with pytest.raises(ParamError, match=r"m=2000 is outside the shader's range 1..1024 \(matmul_ranged\)"):
        verify.points_for(m, {"m": [2000]})


def _sub(m, status="pass", ratio=0.1, det=True, ms=0.01, msg=""):
    return {"size": {"m": m}, "status": status, "worst_ratio": ratio,
            "max_abs_err": None if ratio is None else ratio / 10, "max_rel_err": None if ratio is None else ratio / 100, "deterministic": det, "time_ms": ms, "message": msg,
            "tolerance": {"C": [1e-3, 1e-3]}}


@pytest.mark.parametrize("subs,status,det", [
    ([_sub(1), _sub(64)], "pass", True),
    ([_sub(1), _sub(64, "fail", 3.0, msg="C: wrote 2 bytes past its end")], "fail", True),
    ([_sub(1, "error", None, None, None, "CudaFault: x"), _sub(64, "fail")], "error", None),
    ([_sub(1, det=False), _sub(64)], "pass", False),
    ([], "error", True),
])
def test_ranged_summary(subs, status, det):
    s = verify.ranged_summary(subs, {"m": 64})
    assert s["status"] == status and s["sizes"] is subs
    if subs:
        assert s["deterministic"] is det
        assert s["time_ms"] == 0.01
    bad = [x for x in subs if x["status"] != "pass" and x["message"]]
    assert s["message"].count("@m=") == len(bad)


def test_ranged_summary_worst_and_no_opt():
    s = verify.ranged_summary([_sub(1, ratio=0.5), _sub(7, ratio=0.2)], {"m": 64})
    assert s["worst_ratio"] == 0.5 and s["time_ms"] is None and s["tolerance"] == {"C": [1e-3, 1e-3]}


def test_table_has_a_line_per_size():
    r = {"name": "mm", "status": "pass", **verify.ranged_summary([_sub(1), _sub(64)], {"m": 64})}
    static = {"name": "static", "status": "pass", "tolerance": {}, "deterministic": True, "time_ms": 1.0}
    rows = verify.table_rows([r, static])
    assert [row[0] for row in rows] == ["mm", "  @m=1", "  @m=64", "static"]
    assert all(len(row) == 8 for row in rows)
    import io
    out = io.StringIO()
    verify.print_table([r, static], verify.summarize([r, static], 2), 1, {}, file=out)
    assert "@m=64" in out.getvalue()


def _write(tmp_path, m):
    f = tmp_path / f"{m['name']}.json"
    f.write_text(json.dumps(m))
    return f


def test_check_chosen(tmp_path):
    ranged = _write(tmp_path, ranged_manifest())
    static = _write(tmp_path, {"schema": 1, "name": "static", "op": "matmul", "params": {}})
    verify.check_chosen([ranged, static], None)
    verify.check_chosen([ranged, static], {"m": [1, 1024]})
    with pytest.raises(ParamError, match="none of the shaders given has run-time sizes"):
        verify.check_chosen([static], {"m": [1]})
    with pytest.raises(ParamError, match="n is not a run-time size of any shader given"):
        verify.check_chosen([ranged], {"n": [1]})
    with pytest.raises(ParamError, match="outside"):
        verify.check_chosen([ranged], {"m": [0]})


@pytest.mark.parametrize("cmd", ["verify", "bench"])
@pytest.mark.parametrize("arg,msg", [("m", "is written symbol=v1,v2"), ("m=a,2", "integers separated by ','"),
                                     ("m=", "lists no size"), ("=3", "is written symbol=v1,v2")])
def test_cli_sizes_parse_errors(tmp_path, cmd, arg, msg):
    f = _write(tmp_path, ranged_manifest())
    res = CliRunner().invoke(main, [cmd, str(f), "--sizes", arg])
    assert res.exit_code == 2
    lines = res.output.strip().splitlines()
    assert len(lines) == 1 and msg in lines[0] and lines[0].startswith("tvmgen: error: sizes:")


def test_cli_plot_needs_report(tmp_path):
    f = _write(tmp_path, ranged_manifest())
    res = CliRunner().invoke(main, ["bench", str(f), "--plot"])
    assert res.exit_code == 2 and "plot: goes with --report" in res.output


def test_module_main_sizes_error(capsys, tmp_path):
    f = _write(tmp_path, ranged_manifest())
    assert verify.main([str(f), "--sizes", "m=x"]) == 2
    assert "sizes:" in capsys.readouterr().err


# -- bench ----------------------------------------------------------------------------------------
def test_bench_rows_per_size_and_plot(tmp_path):
    m = ranged_manifest()
    ours = {"status": "pass", **verify.ranged_summary([_sub(1, ms=0.010), _sub(64, ms=0.020), _sub(7, ms=0.012)],
                                                       {"m": 64})}
    per = [{"size": {"m": 1}, "torch_ms": 0.02, "copy_ms": 0.005, "torch_note": None},
           {"size": {"m": 64}, "torch_ms": None, "copy_ms": None, "torch_note": "no torch peer"},
           {"size": {"m": 7}, "torch_ms": 0.024, "copy_ms": 0.005, "torch_note": None}]
    rows = bench.size_rows(m, {"ours": ours, "per_size": per}, {})
    # the row at opt (64) carries the shader's own name: the speed report's table keeps it
    assert [r["shader"] for r in rows] == ["matmul_ranged@m=1", "matmul_ranged", "matmul_ranged@m=7"]
    assert [r["rule"] for r in rows] == ["rule_1", "rule_64", "rule_4"]
    assert rows[0]["vs_torch"] == pytest.approx(2.0) and rows[1]["vs_torch"] is None
    p = ops.get("matmul").parse({"m": 7, "n": 256, "k": 128, "dtype": "float16"})
    assert rows[2]["flops"] == ops.get("matmul").flops(p)
    assert rows[1]["workspace_bytes"] == 1024
    series = bench.size_series(rows)
    assert series == {"matmul_ranged": {"size": [1, 7, 64], "ours_ms": [0.010, 0.012, 0.020],
                                        "torch_ms": [0.02, 0.024, None]}}
    pytest.importorskip("matplotlib")
    png = tmp_path / "sizes.png"
    assert bench.size_plot(png, rows, "GPU") and png.stat().st_size > 0
    assert not bench.size_plot(tmp_path / "none.png", [], "GPU")


def test_bench_row_of_a_shader_that_never_ran():
    rows = bench.size_rows(ranged_manifest(), {"ours": {"status": "error", "message": "boom"}}, {})
    assert len(rows) == 1 and rows[0]["status"] == "error" and rows[0]["message"] == "boom"


# -- measure and tune -----------------------------------------------------------------------------
def test_measure_trial_reads_schema2(tmp_path):
    m = ranged_manifest()
    t = measure._trial(m, tmp_path / "x.json", {"status": "pass", "time_ms": 0.02}, {"gpu": "G"})
    assert t["candidate"] == "matmul_ranged" and t["rule"] == "rule_64" and t["workspace_bytes"] == 1024
    assert t["params"] == m["params"] and t["arch"] == "sm_90a"


@pytest.mark.parametrize("op,raw,opt", [
    ("matmul", {"m": "1..8192@512", "n": "4096", "k": "4096"}, {"m": "512"}),
    ("conv2d", {"input": "1..256@32x56x56x64", "filter": "64x3x3x64"}, {"input": "32x56x56x64"}),
])
def test_tune_takes_a_range_at_its_opt(op, raw, opt):
    at, note = tune.at_opt(ops.get(op), raw)
    assert {k: str(at[k]) for k in opt} == opt and "tuned at its opt" in note and "\n" not in note
    assert tune.at_opt(ops.get(op), at) == (at, None)


# -- the Runner against the fake CuPy (helpers.FakeCupy): sizes, variants and guards end to end ------------
@pytest.fixture
def fake_gpu(monkeypatch):
    import sys

    from helpers import FakeCupy

    def install(**kernels):
        fc = FakeCupy(kernels)
        monkeypatch.setitem(sys.modules, "cupy", fc)
        monkeypatch.setitem(sys.modules, "cupy.cuda", fc.cuda)
        return fc
    return install


SRC = "".join(f'extern "C" __global__ void k_chunk{b}(half* A, half* B, half* C, int64_t m) {{}}\n' for b in (1, 4, 64))


def matmul_kernel(rows=None):
    """C = A @ B over `rows(m)` rows (default m): more rows than m write past C's end."""
    def k(a, b, c, m):
        assert isinstance(m, np.int64)
        n = int(m) if rows is None else rows(int(m))
        A = np.ndarray((n, 128), np.float16, buffer=a.a.base, offset=runner.GUARD_MIN)
        B = b.a.view(np.float16).reshape(128, 256)
        C = np.ndarray((n, 256), np.float16, buffer=c.a.base, offset=runner.GUARD_MIN)
        C[:] = (A.astype(np.float32) @ B.astype(np.float32)).astype(np.float16)
    return k


def test_runner_at_sizes_with_fake_gpu(fake_gpu):
    k = matmul_kernel()
    fc = fake_gpu(k_chunk1=k, k_chunk4=k, k_chunk64=k)
    m = ranged_manifest()
    op = ops.get("matmul")
    for size, grid in ((3, (24, 2, 1)), (100, (16, 2, 1))):
        r = runner.Runner(m, SRC, sizes={"m": size})
        p = op.parse(r.manifest["params"])
        x = op.sample(p, np.random.default_rng(0))
        out = r.run(x)
        ref = op.reference(p, x)["C"]
        assert out["C"].shape == (size, 256)
        assert np.allclose(out["C"].astype(np.float32), ref, rtol=1e-2, atol=1e-1)
        assert fc.launches[-1][1] == grid
        r.close()


def test_verify_ranged_with_fake_gpu(fake_gpu):
    k = matmul_kernel()
    fake_gpu(k_chunk1=k, k_chunk4=k, k_chunk64=k)
    r = {"name": "matmul_ranged", "status": "error"}
    verify.verify_ranged(r, ranged_manifest(), SRC, 5, 2, False, 0.1, {"m": [1, 7, 100]})
    assert r["status"] == "pass", r["message"]
    assert [s["size"] for s in r["sizes"]] == [{"m": 1}, {"m": 7}, {"m": 100}]
    assert [s["chunk"] for s in r["sizes"]] == [1, 4, 64]
    assert all(s["deterministic"] for s in r["sizes"]) and len({s["seed"] for s in r["sizes"]}) == 3


def test_canary_catches_rows_past_m(fake_gpu):
    k = matmul_kernel(rows=lambda m: -(-m // 64) * 64 if m >= 64 else m)  # a last chunk without the overlap
    fake_gpu(k_chunk1=k, k_chunk4=k, k_chunk64=k)
    r = {"name": "matmul_ranged", "status": "error"}
    verify.verify_ranged(r, ranged_manifest(), SRC, 5, 1, False, 0.1, {"m": [7, 64, 100]})
    assert r["status"] == "fail"
    s = {x["size"]["m"]: x for x in r["sizes"]}
    assert s[7]["status"] == s[64]["status"] == "pass"
    assert s[100]["status"] == "fail"
    assert s[100]["message"] == ("CanaryError: C: wrote 14336 bytes past its end (the first changed byte at offset 0 "
                                 "past it) at size m=100")  # 28 rows of 256 halves


def test_canary_schema1(tmp_path, fake_gpu):
    from test_verify import make_artifact

    def over(a, b, c):
        c.a.base[runner.GUARD_MIN + c.a.size + 100] = 0  # one byte, 100 past the end
        np.ndarray(1024, np.float32, buffer=c.a)[:] = a.a.view(np.float32) + b.a.view(np.float32)
    fake_gpu(add_kernel=over)
    r = verify.verify_shader(make_artifact(tmp_path, "add_a"), seed=1)
    assert r["status"] == "fail"
    assert r["message"] == "CanaryError: C: wrote 101 bytes past its end (the first changed byte at offset 100 past it)"
