"""tvmgen's command line: list, emit, verify, bench, tune, measure, show.

Bad input exits 2 with one line naming the parameter and the rule; nothing is written.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from . import __version__, artifact, ops
from .ops.base import ParamError


class Group(click.Group):
    """Turns the project's own input errors into one line and exit 2, as click does for its own."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except (ParamError, artifact.ArtifactError) as e:
            click.echo(f"tvmgen: error: {e}", err=True)
            ctx.exit(2)


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tvmgen")
def main():
    """CUDA shaders from TVM tensor expressions, verified against NumPy on the GPU."""


@main.command("list")
@click.argument("op", required=False)
def list_cmd(op):
    """Operators and their parameters (all, or one OP in full)."""
    names = [op] if op else sorted(ops.REGISTRY)
    for n in names:
        o = ops.get(n)
        click.echo(f"{o.name}: {o.summary}")
        for prm in o.params:
            click.echo(f"    {prm.describe()}")
        if op:
            doc = (type(o).__doc__ or "").strip()
            if doc:
                click.echo("\n" + "\n".join("  " + line.strip() for line in doc.splitlines()))
            for ex in o.examples:
                click.echo(f"  example: tvmgen emit {ex}")


@main.command()
@click.argument("op", required=False)
@click.argument("params", nargs=-1)
@click.option("-o", "--out", type=click.Path(file_okay=False, path_type=Path), help="folder for the files")
@click.option("--print-source", is_flag=True, default=bool(os.environ.get("TVMGEN_PRINT_SOURCE")),
              help="print the CUDA source to stdout (also: TVMGEN_PRINT_SOURCE=1)")
@click.option("--schedule", "rule", help="schedule rule to use (default: the first that applies)")
@click.option("--config", multiple=True,
              help="knobs for the rule (--schedule, else the first of the chain), e.g. bm=64,bn=64; repeatable "
                   "(default: tuned record or the rule's default)")
@click.option("--arch", default="sm_90", show_default=True, help="CUDA architecture of the target")
@click.option("--catalog", "catalog", is_flag=False, flag_value="generated/catalog", default=None,
              help="emit every shader of a catalog (a .toml, or a folder of them; default generated/catalog)")
@click.option("--only", type=click.Path(exists=True, dir_okay=False),
              help="with --catalog: only the shaders named in this file (e.g. generated/bench.txt)")
@click.option("-j", "--jobs", default=2, show_default=True, help="parallel builds for --catalog")
def emit(op, params, out, print_source, rule, config, arch, catalog, only, jobs):
    """Write OP's shader (key=value PARAMS, as `tvmgen list OP` documents) to OUT.

    \b
    tvmgen emit matmul m=1024 n=1024 k=1024 dtype=float16 -o out/
    tvmgen emit --catalog -o generated/
    tvmgen emit --catalog --only generated/bench.txt --schedule dlight -o generated/peers/
    """
    from . import emit as em

    config = ",".join(config) or None  # --config a=1 --config b=2 is a=1,b=2; a knob given twice is refused
    if catalog:
        if op or params:
            raise ParamError("catalog: give either an operator or --catalog, not both")
        entries = em.load_catalog(catalog)
        if only:
            entries = em.select(entries, em.read_names(only))
        if rule:  # e.g. --schedule dlight: the same operators under TVM's default rules, as bench peers
            entries = [dict(e, schedule=rule, config=em.parse_config(config)) for e in entries]
        dest = out or em.GENERATED
        from tqdm import tqdm

        with tqdm(total=len(entries), desc="emit", unit="shader", file=sys.stderr) as bar:
            _, failed = em.emit_catalog(entries, dest, jobs,
                                        progress=lambda name: (bar.set_postfix_str(name), bar.update()))
        click.echo(f"{len(entries) - len(failed)} shaders in {dest}")
        for line in failed:
            click.echo(f"tvmgen emit: not built: {line}", err=True)
        if failed:
            sys.exit(1)
        return
    if not op:
        raise ParamError("operator: missing (see `tvmgen list`)")
    if only:
        raise ParamError("only: goes with --catalog")
    raw = em.parse_kv(list(params))
    ops.get(op).parse(raw)  # fail on bad input before TVM is imported
    if out is not None:
        artifact.check_writable(out)
    m, src = em.generate(op, raw, rule, em.parse_config(config), arch)
    if print_source:
        click.echo(src)
    if out is not None or not print_source:
        dest = out or Path(".")
        for f in artifact.write(dest, m, src):
            click.echo(str(f), err=print_source)


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--seed", type=int, help="seed for the random inputs (printed when not given)")
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path), help="write a JSON report here")
@click.option("--timeout", default=120.0, show_default=True, help="seconds one shader may take")
@click.option("-j", "--jobs", default=1, show_default=True, help="workers side by side (their timings share the GPU)")
def verify(paths, seed, report, timeout, jobs):
    """Compile, run and compare every shader under PATHS with NumPy, on this machine's GPU."""
    from .verify import verify_command

    sys.exit(verify_command([str(p) for p in paths], seed, str(report) if report else None, timeout, jobs=jobs))


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--peers", type=click.Path(exists=True, file_okay=False),
              help="folder of dlight artifacts for the same operators (default: generated/peers when it exists)")
@click.option("--report", type=click.Path(dir_okay=False), help="JSON report here; CSV and roofline PNG beside it")
@click.option("--seed", type=int, default=0, show_default=True, help="seed for the random inputs")
@click.option("--timeout", default=300.0, show_default=True, help="seconds one shader (with its peers) may take")
def bench(paths, peers, report, seed, timeout):
    """Time shaders beside cuBLAS/cuDNN (through PyTorch) and TVM's default schedule, on this GPU.

    Without PATHS: the speed report's set, the shaders named in generated/bench.txt.
    """
    from . import emit as em
    from .bench import bench_command

    targets = [str(p) for p in paths] or [str(em.GENERATED / f"{n}.json") for n in em.read_names(em.BENCH_SET)]
    if peers is None and em.PEERS.is_dir():
        peers = str(em.PEERS)
    sys.exit(bench_command(targets, peers, report, seed, timeout))


@main.command()
@click.argument("op")
@click.argument("params", nargs=-1)
@click.option("--trials", default=32, show_default=True, help="candidates to build (defaults included)")
@click.option("--seed", default=0, show_default=True, help="seed of the sampling (same seed, same candidates)")
@click.option("--build-only", is_flag=True, help="build the candidates as artifacts in OUT (CPU), for `tvmgen measure`")
@click.option("-o", "--out", type=click.Path(file_okay=False, path_type=Path), help="folder for the candidates")
@click.option("-j", "--jobs", default=2, show_default=True, help="parallel builds")
@click.option("--import", "results", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="results.jsonl of `tvmgen measure`: write the best to schedules/ (with --build-only: "
                   "mutate the best configs for a next round)")
@click.option("--max-workspace", type=int, help="only trials whose workspaces total at most this many bytes")
@click.option("--max-shared", type=int, help="only trials whose kernels use at most this many bytes of shared memory")
@click.option("--plot", type=click.Path(dir_okay=False, path_type=Path), help="with --import: tuning curve PNG")
@click.option("--schedules", type=click.Path(file_okay=False, path_type=Path),
              help="folder of the records (default: schedules/)")
@click.option("--arch", default="sm_90", show_default=True, help="CUDA architecture of the target")
def tune(op, params, trials, seed, build_only, out, jobs, results, max_workspace, max_shared, plot, schedules, arch):
    """Tune OP's schedule: on one machine with TVM and a GPU, or in two halves (build candidates here,
    measure them on the GPU machine, import the results here).

    \b
    tvmgen tune matmul m=4096 n=4096 k=4096 --trials 32                  # TVM and a GPU on one machine
    tvmgen tune matmul m=4096 n=4096 k=4096 --trials 32 --build-only -o cands/
    tvmgen measure cands/ -o results.jsonl          # on the GPU machine (no TVM needed)
    tvmgen tune matmul m=4096 n=4096 k=4096 --import results.jsonl
    """
    from . import emit as em

    raw = em.parse_kv(list(params))
    ops.get(op).parse(raw)  # fail on bad input before TVM is imported
    if trials < 1:
        raise ParamError("trials: at least 1")
    from . import tune as tn

    if build_only:
        if out is None:
            raise ParamError("out: --build-only writes the candidates to a folder: give -o DIR")
        if plot or max_workspace is not None or max_shared is not None:
            raise ParamError("--plot, --max-workspace and --max-shared go with --import (without --build-only)")
        info = tn.build_candidates(op, raw, out, trials, seed, jobs, arch, results)
        for line in tn.summary_lines(info):
            click.echo(line)
        click.echo(f"candidates in {out}; next, on the GPU machine: tvmgen measure {out} -o results.jsonl")
        return
    if results is None:  # TVM and a GPU on one machine: build, measure, import in one go
        from .measure import measure_command

        o = ops.get(op)
        out = out or Path("tune") / o.shader_name(o.parse(raw))
        results = out / "results.jsonl"
        info = tn.build_candidates(op, raw, out, trials, seed, jobs, arch, None)
        for line in tn.summary_lines(info):
            click.echo(line)
        rc = measure_command(str(out), str(results), seed, 120.0)
        if rc != 0:  # the worker could not start, or no GPU here: the candidates stay in `out` for later
            sys.exit(rc)
    path, rec = tn.import_results(op, raw, results, arch, schedules, max_workspace, max_shared, plot)
    vs = f" (default {rec['default_time_ms']:.4g} ms)" if rec.get("default_time_ms") else ""
    click.echo(f"{path}: {rec['rule']} {rec['config']} {rec['time_ms']:.4g} ms{vs}, best of {rec['trials']} trials")
    if plot:
        click.echo(str(plot))


@main.command()
@click.argument("folder", type=click.Path(exists=True, file_okay=False))
@click.option("-o", "--out", "results", default="results.jsonl", show_default=True,
              type=click.Path(dir_okay=False), help="trials are appended here (a rerun resumes)")
@click.option("--seed", default=0, show_default=True, help="seed for the random inputs")
@click.option("--timeout", default=120.0, show_default=True, help="seconds one candidate may take")
def measure(folder, results, seed, timeout):
    """Verify and time every candidate of FOLDER on this GPU (no TVM needed); one JSON line per trial."""
    from .measure import measure_command

    sys.exit(measure_command(folder, results, seed, timeout))


@main.command()
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="print the manifest as it is")
def show(path, as_json):
    """A shader's manifest in words."""
    files = artifact.find([path])
    if not files:
        raise ParamError(f"path: no manifest under {path}")
    for f in files:
        m, _ = artifact.read(f)
        if as_json:
            click.echo(json.dumps(m, indent=1))
            continue
        click.echo(describe(m))


def describe(m: dict) -> str:
    fmt = lambda t: f"{t['name']} {t['dtype']}[{'x'.join(map(str, t['shape']))}]" + (  # noqa: E731
        f" strides {t['strides']}" if t.get("strides") else "")
    lines = [f"{m['name']}: {m['op']} " + " ".join(f"{k}={_v(v)}" for k, v in m["params"].items()),
             f"  inputs:  {', '.join(fmt(t) for t in m['inputs'])}",
             f"  outputs: {', '.join(fmt(t) for t in m['outputs'])}"]
    for w in m["workspaces"]:
        lines.append(f"  workspace {w['name']}: {w['bytes']} bytes")
    sched = m["schedule"]
    lines.append(f"  schedule: {sched['rule']} {sched['config']} ({sched['origin']}); {m['target']['arch']}; "
                 f"TVM {m['tvm_version']}")
    lines.append(f"  cost: {m['flops'] / 1e9:.3g} GFLOP, {m['min_bytes'] / 1e6:.3g} MB moved at least")
    for i, k in enumerate(m["kernels"]):
        threads = k["block"][0] * k["block"][1] * k["block"][2]
        smem = k["dynamic_shared_bytes"] + k["static_shared_bytes"]
        lines.append(f"  kernel {i}: {k['name']} grid {tuple(k['grid'])} block {tuple(k['block'])} "
                     f"({threads} threads), {smem} B shared; args {', '.join(a.get('name', a['dtype']) for a in k['args'])}")
    lines.append(f"  files: {m['source']} (sha256 {m['source_sha256'][:12]}...), {m['header']}")
    return "\n".join(lines)


def _v(v):
    return "x".join(map(str, v)) if isinstance(v, list) else v
