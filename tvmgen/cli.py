"""tvmgen's command line: list, emit, verify, bench, report, tune, measure, show.

Bad input exits 2 with one line naming the parameter and the rule; nothing is written.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from . import __version__, artifact, ops
from .ops.base import ParamError
from .reports import ReportError


class Group(click.Group):
    """Turns every input error into one line and exit 2: the project's own (ParamError, ArtifactError, ReportError)
    and click's (an unknown option, a missing argument, a value of the wrong type), which click would print as a
    usage block."""

    def make_context(self, info_name, args, parent=None, **extra):
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.ClickException as e:  # the group's own options: `tvmgen --bogus`
            _usage_error(e)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except (ParamError, artifact.ArtifactError, ReportError) as e:
            for line in artifact.error_lines(e):
                click.echo(line, err=True)
            ctx.exit(2)
        except click.ClickException as e:  # a subcommand's arguments and options
            _usage_error(e, ctx.invoked_subcommand)
        except OSError as e:  # the file system refused something the checks above could not foresee
            if isinstance(e, BrokenPipeError):  # `tvmgen list | head`: click ends quietly
                raise
            where = f"{e.filename}: " if e.filename else ""
            click.echo(f"tvmgen: error: {where}{e.strerror or e}", err=True)
            ctx.exit(2)


def _usage_error(e: click.ClickException, sub: str | None = None):
    msg = " ".join(e.format_message().split())
    ctx = getattr(e, "ctx", None)
    if ctx is not None and ctx.parent is not None:
        sub = ctx.info_name
    msg = f"{sub}: {msg} (see `tvmgen {sub} --help`)" if sub else f"{msg} (see `tvmgen --help`)"
    click.echo(f"tvmgen: error: {msg}", err=True)
    sys.exit(2)


class LazyHelp(click.Option):
    """An option whose help text is computed when help is shown (it lists rules: no import on every command)."""

    def __init__(self, *args, help_fn=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.help_fn = help_fn

    def get_help_record(self, ctx):
        if self.help_fn is not None:
            self.help = self.help_fn()
        return super().get_help_record(ctx)


def _arch_help() -> str:
    from .hardware import ARCHES, DEFAULT

    return f"CUDA architecture of the target: {', '.join(ARCHES)} (default {DEFAULT})"


def _rule_help() -> str:
    from .rules import RULES

    return ("schedule rule to use (default: a tuned record in schedules/, else the first rule of the operator's chain "
            f"that applies); one of: {', '.join(RULES)}")


def _check_arch(arch: str) -> None:
    from . import hardware

    hardware.get(arch)


def _check_rule(rule: str | None, op_name: str | None = None) -> None:
    """An unknown --schedule, or one for another operator, is refused before anything is built."""
    if rule is None:
        return
    from . import rules

    if op_name is None:
        if rule not in rules.RULES:
            raise ParamError(f"schedule: unknown rule {rule!r} (known: {', '.join(rules.RULES)})")
        return
    rules.get(rule, ops.get(op_name))


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tvmgen")
def main():
    """CUDA shaders from TVM tensor expressions, verified against NumPy on the GPU."""


def _runtime_forms(o) -> list[str]:
    """How each of the operator's run-time parameters is written as a range."""
    kinds = {p.name: p.kind for p in o.params}
    return [f"{n}=LO..HI@OPTxD1x..." if kinds.get(n) == "shape" else f"{n}=LO..HI@OPT" for n in o.runtime]


@main.command("list")
@click.argument("op", required=False)
def list_cmd(op):
    """Operators and their parameters (all, or one OP in full).

    \b
    Run-time sizes: a parameter listed under "run-time sizes" may be written as a range, lo..hi or lo..hi@opt
    (m=1..8192@512; a shape's leading dimension: input=1..256@32x56x56x64). The shader then takes that size when
    it runs, anywhere in lo..hi; opt is the size its schedule is chosen for (default: the power of two nearest
    the middle of the range, on a log scale). One range per shader; its symbol is the parameter's name, or n for
    a shape's leading dimension.
    """
    names = [op] if op else sorted(ops.REGISTRY)
    for n in names:
        o = ops.get(n)
        click.echo(f"{o.name}: {o.summary}")
        for prm in o.params:
            click.echo(f"    {prm.describe()}")
        if o.runtime:
            click.echo(f"    run-time sizes: {', '.join(_runtime_forms(o))}")
        if op:
            doc = (type(o).__doc__ or "").strip()
            if doc:
                click.echo("\n" + "\n".join("  " + line.strip() for line in doc.splitlines()))
            for ex in o.examples:
                click.echo(f"  example: tvmgen emit {ex}")


@main.command()
@click.argument("op", required=False)
@click.argument("params", nargs=-1)
@click.option("-o", "--out", type=click.Path(file_okay=False, path_type=Path),
              help="folder for the files, created when the shader is written (default: the current folder; with "
                   "--catalog: the checkout's generated/, into OUT/<family>/)")
@click.option("--print-source", is_flag=True, envvar="TVMGEN_PRINT_SOURCE", show_envvar=True,
              help="print the CUDA source to stdout and write no file unless -o is given "
                   "(TVMGEN_PRINT_SOURCE=1 turns it on, 0 off)")
@click.option("--schedule", "rule", cls=LazyHelp, help_fn=_rule_help)
@click.option("--config", multiple=True,
              help="knobs for the rule (--schedule, else the first of the chain), e.g. bm=64,bn=64; repeatable "
                   "(default: tuned record or the rule's default)")
@click.option("--arch", default="sm_90", cls=LazyHelp, help_fn=_arch_help)
@click.option("--catalog", "catalog", is_flag=False, flag_value="", default=None,
              help="emit every shader of a catalog (a .toml, or a folder of them; default the checkout's catalog/) "
                   "into OUT/<family>/ (default the checkout's generated/)")
@click.option("--only", type=click.Path(dir_okay=False, path_type=Path),
              help="with --catalog: only the shaders named in this file (e.g. catalog/bench.txt; a relative path "
                   "not found here is taken from the checkout)")
@click.option("-j", "--jobs", default=2, show_default=True, type=click.IntRange(min=1),
              help="parallel builds for --catalog")
def emit(op, params, out, print_source, rule, config, arch, catalog, only, jobs):
    """Write OP's shader (key=value PARAMS, as `tvmgen list OP` documents) to OUT: OUT/<name>.cu, .cuh (the host
    launcher) and .json (the manifest).

    \b
    tvmgen emit matmul m=1024 n=1024 k=1024 dtype=float16 -o out/
    tvmgen emit matmul m=1..8192@512 n=4096 k=4096 dtype=float16 -o out/   # M chosen at run time
    tvmgen emit --catalog -o generated/
    tvmgen emit --catalog --only catalog/bench.txt --schedule dlight -o generated/peers/

    A size written lo..hi@opt (see `tvmgen list`) is chosen when the shader runs: the launcher takes it as an
    int64_t after the tensors.
    """
    from . import emit as em

    config = ",".join(config) or None  # --config a=1 --config b=2 is a=1,b=2; a knob given twice is refused
    _check_arch(arch)
    if catalog is not None:
        if op or params:
            raise ParamError("catalog: give either an operator or --catalog, not both")
        entries = em.load_catalog(em.in_checkout(catalog) if catalog else em.DEFAULT_CATALOG)
        if only:
            entries = em.select(entries, em.read_names(em.in_checkout(only)))
        _check_rule(rule)
        cfg = em.parse_config(config)
        if cfg and not rule:
            raise ParamError("config: with --catalog, knobs go with a --schedule")
        if rule:  # e.g. --schedule dlight: the same operators under TVM's default rules, as bench peers
            entries = [dict(e, schedule=rule, config=cfg) for e in entries]
        dest = out or em.GENERATED
        artifact.check_writable(dest)
        from tqdm import tqdm

        with tqdm(total=len(entries), desc="emit", unit="shader", file=sys.stderr) as bar:
            _, failed = em.emit_catalog(entries, dest, jobs,
                                        progress=lambda name: (bar.set_postfix_str(name), bar.update()), arch=arch)
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
    em.check_params(ops.get(op), raw)  # fail on bad input (ranges included) before TVM is imported
    _check_rule(rule, op)
    cfg = em.parse_config(config)
    write = out is not None or not print_source
    dest = out or Path(".")
    if write:
        artifact.check_writable(dest)
    m, src = em.generate(op, raw, rule, cfg, arch)
    if print_source:
        click.echo(src)
    if write:
        for f in artifact.write(dest, m, src):
            click.echo(str(f), err=print_source)


POSITIVE_SECONDS = click.FloatRange(min=0, min_open=True)


def table_options(f):
    """--table-dir / --no-table of the commands whose runs merge into a GPU's current table."""
    f = click.option("--no-table", is_flag=True, help="leave the current table alone")(f)
    return click.option("--table-dir", type=click.Path(file_okay=False, path_type=Path),
                        help="reports folder whose <gpu>/current.json takes the rows of a --report kept in its "
                             "<gpu>/runs/ (default: the checkout's reports/)")(f)


def sizes_option(f):
    """--sizes of the commands that run run-time-shape shaders (verify, bench)."""
    return click.option("--sizes", multiple=True, metavar="SYM=V1,V2,...",
                        help="sizes to run run-time-shape shaders at, e.g. m=1,16,64 (repeatable, one per symbol)")(f)


def _sizes_chosen(items):
    """--sizes values -> {symbol: [sizes]}, None when not given; ParamError (exit 2, one line) when malformed."""
    from .sizes import parse_size_lists

    return parse_size_lists(list(items)) if items else None


def _only_or_paths(only, paths, what: str) -> list[str]:
    """The manifests to `what`: PATHS as given, or the catalog shaders named in --only's file (one of the two)."""
    from . import emit as em

    if only and paths:
        raise ParamError(f"only: names the catalog's shaders to {what}; give it or PATHS, not both")
    if not only and not paths:
        raise ParamError(f"paths: give the shaders to {what} (files or folders), or --only FILE")
    if only:
        return [str(em.shader_path(n)) for n in em.read_names(em.in_checkout(only))]
    return [str(p) for p in paths]


def _table_root(table_dir, no_table):
    from . import reports

    if no_table and table_dir:
        raise ParamError("table: give --table-dir or --no-table, not both")
    return None if no_table else (table_dir or reports.REPORTS)


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--only", type=click.Path(dir_okay=False, path_type=Path),
              help="verify the catalog's shaders named in this file instead of PATHS (e.g. what `tvmgen report "
                   "--unverified` prints; a relative path not found here is taken from the checkout)")
@click.option("--seed", type=int, help="seed for the random inputs (printed when not given)")
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path),
              help="write a JSON report here; in reports/<gpu>/runs/, its rows also update the GPU's current table")
@click.option("--timeout", default=120.0, show_default=True, type=POSITIVE_SECONDS, help="seconds one shader may take")
@click.option("-j", "--jobs", default=1, show_default=True, type=click.IntRange(min=1),
              help="workers side by side (their timings share the GPU)")
@sizes_option
@table_options
def verify(paths, only, seed, report, timeout, jobs, table_dir, no_table, sizes):
    """Compile, run and compare every shader under PATHS with NumPy, on this machine's GPU. Every manifest is
    checked first (fields, source hash), on any machine.

    \b
    tvmgen verify generated/gemm/ -j 4 --report reports/h200/runs/<date>-verify.json
    tvmgen verify out/ --sizes m=1,7,100    # a run-time-shape shader at these sizes
    tvmgen report --gpu h200 --unverified > todo.txt && tvmgen verify --only todo.txt -j 16

    A run-time-shape shader is checked at every size (default: its range's lo, opt, hi, hi - 1 and odd sizes
    inside it), each with fresh inputs and guarded buffers; it passes when every size passes.

    \b
    Exit status:
      0    every shader passed
      1    a shader failed or errored, or the GPU worker could not start
      2    bad input (a missing, corrupt or edited file; one line per bad file), or no GPU here
      130  interrupted (the report keeps the shaders that finished)
    """
    from .verify import verify_command

    root = _table_root(table_dir, no_table)
    chosen = _sizes_chosen(sizes)
    targets = _only_or_paths(only, paths, "verify")
    sys.exit(verify_command(targets, seed, str(report) if report else None, timeout, jobs=jobs,
                            table_root=root, sizes=chosen))


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--peers", type=click.Path(exists=True, file_okay=False),
              help="folder of dlight artifacts for the same operators (default: generated/peers when it exists)")
@click.option("--only", type=click.Path(dir_okay=False, path_type=Path),
              help="time the catalog's shaders named in this file instead (e.g. catalog/bench_next.txt, the rows "
                   "awaiting their first timing; a relative path not found here is taken from the checkout)")
@click.option("--report", type=click.Path(dir_okay=False),
              help="JSON report here, CSV and roofline PNG beside it; in reports/<gpu>/runs/, its rows also update "
                   "the GPU's current table")
@click.option("--seed", type=int, default=0, show_default=True, help="seed for the random inputs")
@click.option("--timeout", default=300.0, show_default=True, type=POSITIVE_SECONDS,
              help="seconds one shader (with its peers) may take")
@sizes_option
@click.option("--plot", is_flag=True,
              help="with --report: time against size, ours and the torch peer, per run-time-shape shader "
                   "(<report>-sizes.png beside it)")
@click.option("--vendor-only", is_flag=True,
              help="time the torch peer through cuBLAS / cuDNN alone, without torch.compile max-autotune and the "
                   "Triton tutorial kernel (each autotunes for minutes: candidates of one shape need it once)")
@table_options
def bench(paths, peers, only, report, seed, timeout, table_dir, no_table, sizes, plot, vendor_only):
    """Time shaders beside cuBLAS/cuDNN (through PyTorch) and TVM's default schedule, on this GPU; an fp16 / bf16
    GEMM of at least 4096 a side also beside torch.compile max-autotune and the Triton tutorial kernel.

    Without PATHS: the speed report's set, the shaders named in catalog/bench.txt (or in --only's file). Every
    manifest is checked first (fields, source hash), on any machine: exit 2 with one line per bad file.

    \b
    tvmgen bench --report reports/h200/runs/<date>-bench.json
    tvmgen bench --only catalog/bench_next.txt --report reports/h200/runs/<date>-bench-next.json
    tvmgen bench out/ --sizes m=1,16,64,512,4096 --report reports/h200/runs/<date>-sizes.json --plot

    A run-time-shape shader gives one row per size (<shader>@m=16), each beside the torch peer at that size.
    """
    from . import emit as em
    from .bench import bench_command

    targets = _only_or_paths(only, paths, "time") if only or paths else [
        str(em.shader_path(n)) for n in em.read_names(em.BENCH_SET)]
    if peers is None and em.PEERS.is_dir():
        peers = str(em.PEERS)
    chosen = _sizes_chosen(sizes)
    if plot and not report:
        raise ParamError("plot: goes with --report (the figure is written beside it)")
    sys.exit(bench_command(targets, peers, report, seed, timeout, _table_root(table_dir, no_table), sizes=chosen,
                           plot=plot, extra_peers=not vendor_only))


@main.command()
@click.option("--gpu", help="whose table: a GPU's name or its folder under the reports (default: every one there)")
@click.option("--table-dir", type=click.Path(file_okay=False, path_type=Path),
              help="reports folder (default: the checkout's reports/)")
@click.option("--rebuild", is_flag=True,
              help="replay every run in <gpu>/runs/ in date order; write current.json and current.md")
@click.option("--check", is_flag=True, help="exit 1 when current.json or current.md is not what --rebuild writes")
@click.option("--markdown", is_flag=True, help="print current.md's text rather than a console table")
@click.option("--unverified", is_flag=True,
              help="print the names of the committed shaders the GPU's table holds no verification of at their "
                   "committed source, one a line (for `tvmgen verify --only`)")
@click.option("--untimed", is_flag=True,
              help="print the names of the bench set's shaders (catalog/bench.txt) the GPU's table holds no timing of "
                   "at their committed source, one a line (for `tvmgen bench --only`)")
def report(gpu, table_dir, rebuild, check, markdown, unverified, untimed):
    """Where each shader stands on a GPU: the current table, from the runs of `tvmgen bench` and `tvmgen verify`.

    \b
    tvmgen report                   # every GPU's table, staleness checked against generated/
    tvmgen report --rebuild         # rewrite reports/<gpu>/current.{json,md} from reports/<gpu>/runs/
    tvmgen report --check           # does the committed table match its runs?
    tvmgen report --gpu h200 --unverified    # what that GPU has not verified at the committed source
    tvmgen report --gpu h200 --untimed       # the bench set's shaders it has not timed at the committed source
    """
    from . import reports

    root = table_dir or reports.REPORTS
    if sum(map(bool, (rebuild, check, unverified, untimed))) > 1:
        raise ParamError("report: give one of --rebuild, --check, --unverified and --untimed")
    if gpu:
        folders = [reports.gpu_dir(gpu, root)]
        if not folders[0].is_dir():
            there = ", ".join(reports.gpus(root)) or "none"
            raise ParamError(f"gpu: no {folders[0].name} under {root} (there: {there})")
    else:
        folders = [Path(root) / g for g in reports.gpus(root)]
        if not folders:
            raise ParamError(f"table-dir: no GPU folder under {root}")
    differ = []
    for folder in folders:
        if rebuild or check:
            table = reports.replay(folder)
            want = {"current.json": reports.to_json(table), "current.md": reports.markdown(table)}
            if rebuild:
                reports.write(table, folder)
                click.echo(f"{folder / 'current.md'}: {reports.summary(table)}")
                continue
            for name, text in want.items():
                have = folder / name
                if not have.is_file() or have.read_text() != text:
                    differ.append(str(have))
            continue
        table = reports.load(folder.name, root)
        if unverified or untimed:
            if len(folders) > 1:
                flag = "unverified" if unverified else "untimed"
                raise ParamError(f"{flag}: name the GPU with --gpu (there: {', '.join(f.name for f in folders)})")
            if unverified:
                click.echo("\n".join(reports.unverified(table)))
            else:
                from . import emit as em

                click.echo("\n".join(reports.untimed(table, em.read_names(em.BENCH_SET))))
            continue
        if markdown:
            click.echo(reports.markdown(table), nl=False)
        else:
            reports.print_table(table)
    if differ:
        click.echo(f"tvmgen report: not what `tvmgen report --rebuild` writes: {', '.join(differ)}", err=True)
        sys.exit(1)


@main.command()
@click.argument("op")
@click.argument("params", nargs=-1)
@click.option("--trials", default=32, show_default=True, help="candidates to build (defaults included)")
@click.option("--seed", default=0, show_default=True, help="seed of the sampling (same seed, same candidates)")
@click.option("--build-only", is_flag=True, help="build the candidates as artifacts in OUT (CPU), for `tvmgen measure`")
@click.option("-o", "--out", type=click.Path(file_okay=False, path_type=Path),
              help="folder for the candidates (default without --build-only: tune/<shader>/ in the current folder)")
@click.option("-j", "--jobs", default=2, show_default=True, type=click.IntRange(min=1), help="parallel builds")
@click.option("--import", "results", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="results.jsonl of `tvmgen measure`: write the best to --schedules (with --build-only: "
                   "mutate the best configs for a next round)")
@click.option("--max-workspace", type=click.IntRange(min=0),
              help="when importing (--import, or the measuring of a run without --build-only): only trials whose "
                   "workspaces total at most this many bytes")
@click.option("--max-shared", type=click.IntRange(min=0),
              help="when importing: only trials whose kernels use at most this many bytes of shared memory")
@click.option("--plot", type=click.Path(dir_okay=False, path_type=Path),
              help="when importing: the tuning curve as a PNG here")
@click.option("--schedules", type=click.Path(file_okay=False, path_type=Path),
              help="folder the imported record goes to (default: the checkout's schedules/, or $TVMGEN_SCHEDULES)")
@click.option("--arch", default="sm_90", cls=LazyHelp, help_fn=_arch_help)
def tune(op, params, trials, seed, build_only, out, jobs, results, max_workspace, max_shared, plot, schedules, arch):
    """Tune OP's schedule: on one machine with TVM and a GPU, or in two halves (build candidates here,
    measure them on the GPU machine, import the results here).

    \b
    tvmgen tune matmul m=4096 n=4096 k=4096 --trials 32                  # TVM and a GPU on one machine
    tvmgen tune matmul m=4096 n=4096 k=4096 --trials 32 --build-only -o cands/
    tvmgen measure cands/ -o results.jsonl          # on the GPU machine (no TVM needed)
    tvmgen tune matmul m=4096 n=4096 k=4096 --import results.jsonl

    --max-workspace, --max-shared and --plot act when results are imported: with --import, or after the
    measuring of a run without --build-only; --build-only refuses them.
    """
    from . import emit as em
    from . import tune as tn

    raw = em.parse_kv(list(params))
    raw, note = tn.at_opt(ops.get(op), raw)  # a range first: parse() would call it a bad integer
    if note:
        click.echo(note, err=True)
    ops.get(op).parse(raw)  # fail on bad input before TVM is imported
    _check_arch(arch)
    if trials < 1:
        raise ParamError("trials: at least 1")

    if build_only:
        if out is None:
            raise ParamError("out: --build-only writes the candidates to a folder: give -o DIR")
        if plot or max_workspace is not None or max_shared is not None:
            raise ParamError("--plot, --max-workspace and --max-shared go with --import (without --build-only)")
        info = tn.build_candidates(op, raw, out, trials, seed, jobs, arch, results)
        for line in tn.summary_lines(info, out):
            click.echo(line)
        click.echo(f"candidates in {out}; next, on the GPU machine: tvmgen measure {out} -o results.jsonl")
        return
    if results is None:  # TVM and a GPU on one machine: build, measure, import in one go
        from .measure import measure_command

        o = ops.get(op)
        out = out or Path("tune") / o.shader_name(o.parse(raw))
        results = out / "results.jsonl"
        info = tn.build_candidates(op, raw, out, trials, seed, jobs, arch, None)
        for line in tn.summary_lines(info, out):
            click.echo(line)
        rc = measure_command(str(out), str(results), seed, 120.0)
        if rc != 0:  # the worker could not start, or no GPU here: the candidates stay in `out` for later
            click.echo(f"tvmgen tune: the {info['built']} candidates stay in {out}; on a GPU machine run "
                       f"`tvmgen measure {out} -o {results}`, then here `tvmgen tune {op} {' '.join(params)} "
                       f"--import {results}`", err=True)
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
@click.option("--timeout", default=120.0, show_default=True, type=POSITIVE_SECONDS,
              help="seconds one candidate may take")
def measure(folder, results, seed, timeout):
    """Verify and time every candidate of FOLDER on this GPU (no TVM needed); one JSON line per trial. With a
    tune.json in FOLDER, only the candidates it lists (those of the latest `tvmgen tune --build-only`). Every
    candidate's manifest is checked first, on any machine: exit 2 with one line per bad file."""
    from .measure import measure_command

    sys.exit(measure_command(folder, results, seed, timeout))


@main.command()
@click.argument("shaders", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("-o", "--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="folder the CMake project is written to, whole or not at all")
@click.option("--force", is_flag=True, help="replace OUT when it exists and is not empty")
@click.option("--version", "pack_version", default="1.0.0", show_default=True,
              help="version of the CMake package (find_package(tvmgen_kernels 1.0 CONFIG))")
def pack(shaders, out, force, pack_version):
    """Pack shaders (manifests, or folders of them) into a CMake project at OUT: the library tvmgen::kernels, whose
    header tvmgen/kernels.h has one entry point per operator, dtype and fixed parameters, dispatching on the sizes
    to an exact-shape shader, else to the run-time-size shader whose range holds them.

    \b
    tvmgen pack generated/elementwise/add_a1823x781_b781_float16.json out/ -o mylib/
    cmake -S mylib -B build -G Ninja && cmake --build build && cmake --install build --prefix /opt/kernels
    PYTHONPATH=$PWD ctest --test-dir build      # on the GPU machine: every shader against golden data

    Every manifest is checked first; two shaders that would serve the same sizes of one entry point are refused
    (exit 2, one line each, nothing written).
    """
    from . import pack as packing

    pl = packing.pack(list(shaders), out, force=force, version=pack_version)
    for line in packing.summary(pl, out):
        click.echo(line)


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
    """A manifest (checked by artifact.read: the fields below have their types; some are optional) in words."""
    fmt = lambda t: f"{t['name']} {t['dtype']}[{'x'.join(map(str, t['shape']))}]" + (  # noqa: E731
        f" strides {t['strides']}" if t.get("strides") else "")
    lines = [f"{m['name']}: {m['op']} " + " ".join(f"{k}={_v(v)}" for k, v in m["params"].items()),
             f"  inputs:  {', '.join(fmt(t) for t in m['inputs'])}",
             f"  outputs: {', '.join(fmt(t) for t in m['outputs'])}"]
    for w in m.get("workspaces", []) + [w for v in m.get("variants", []) for w in v["workspaces"]]:
        lines.append(f"  workspace {w['name']}: {w['bytes']} bytes")
    sched = m.get("schedule", {})
    what = f"{sched.get('rule', '?')} {sched.get('config', {})} ({sched.get('origin', '?')})" if sched else "per variant"
    lines.append(f"  schedule: {what}; {m.get('target', {}).get('arch', '?')}; TVM {m.get('tvm_version') or '?'}")
    if "flops" in m and "min_bytes" in m:
        lines.append(f"  cost: {m['flops'] / 1e9:.3g} GFLOP, {m['min_bytes'] / 1e6:.3g} MB moved at least")
    for s, r in m.get("symbols", {}).items():
        lines.append(f"  run-time size {s}: {r['lo']}..{r['hi']}, schedules chosen at {r['opt']}")
    for v in m.get("variants", []):
        how = f"chunks of {v['chunk']}" if "chunk" in v else "the size as the kernels' bound"
        lines.append(f"  variant {v['when']}: {how}, {v.get('rule', '?')} {v.get('config', {})}")
    for i, k in enumerate(artifact.kernels_of(m)):
        block = (list(k["block"]) + [1, 1])[:3]
        smem = k.get("dynamic_shared_bytes", 0) + k.get("static_shared_bytes", 0)
        lines.append(f"  kernel {i}: {k['name']} grid {tuple((list(k['grid']) + [1, 1])[:3])} block {tuple(block)} "
                     f"({block[0] * block[1] * block[2]} threads), {smem} B shared; "
                     f"args {', '.join(a.get('name', a.get('dtype', '?')) for a in k['args'])}")
    lines.append(f"  files: {m['source']} (sha256 {m['source_sha256'][:12]}...), {m.get('header', '-')}")
    return "\n".join(lines)


def _v(v):
    return "x".join(map(str, v)) if isinstance(v, list) else v
