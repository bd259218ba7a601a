"""`tvmgen tune`: the CPU half of the split tuning flow (TVM is imported only to build candidates).

    tvmgen tune matmul m=4096 n=4096 k=4096 --trials 32 --build-only -o cands/   # CPU: candidates as artifacts
    tvmgen measure cands/ -o results.jsonl                                       # GPU machine, no TVM
    tvmgen tune matmul m=4096 n=4096 k=4096 --import results.jsonl               # CPU: best -> schedules/

Search space: every rule that may schedule the operator (its chain, plus rules registered for the operator that
the chain skips by default, e.g. matmul_tiled for fp16), each rule's knobs drawn from `rule.space` and filtered
by `rule.valid()` before anything is built. Every rule's default config and every knob-free rule (dlight) are
always candidates, so tuning can only improve on what `emit` does without a record. Sampling is seeded; with
`--build-only --import results.jsonl` half of the trials mutate the best measured configs (one knob moved to a
neighbouring value of its space), the other half stay random. Configs are deduplicated (also against what
the results file already measured).

A candidate is an ordinary artifact named `<shader>__<rule>_<8 hex of the config>`, its manifest's schedule
{rule, config, origin: "candidate"}; DIR/tune.json lists them (`tvmgen measure DIR` measures those and no other
candidate left in DIR), DIR/build_failures.jsonl the ones of the latest run that failed. Run again, the same
command keeps the candidates already built and builds the rest.
"""
from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from . import artifact, hardware, ops, records, rules
from .hardware import Arch
from .ops.base import Operator, ParamError

SKIP_RULES = ("fallback",)  # one thread per output: never faster than dlight, which ends every chain anyway
MAX_ATTEMPTS_PER_TRIAL = 500  # random draws per wanted config before giving up (huge spaces: conv_direct)
MAX_MISSES = 10 * MAX_ATTEMPTS_PER_TRIAL  # draws in a row that add nothing: the space is spent (--trials 100000)


# -- search space ---------------------------------------------------------------------------------
def config_hash(config: dict) -> str:
    return hashlib.sha256(json.dumps(config, sort_keys=True).encode()).hexdigest()[:8]


def candidate_name(shader: str, rule: str, config: dict) -> str:
    return f"{shader}__{rule}_{config_hash(config)}"


def tunable_rules(op: Operator, p: dict, hw: Arch) -> list[rules.Rule]:
    """The chain's rules plus the operator's rules that the chain does not prefer, fallback left out."""
    chain = [r for r in rules.chain(op, p, hw) if r.name not in SKIP_RULES]
    extra = [r for r in rules.RULES.values() if op.name in r.ops and r not in chain and all(map(hw.has, r.needs))
             and _can_apply(r, op, p, hw)]
    specific = [r for r in chain if r.ops]
    return specific + extra + [r for r in chain if not r.ops]


def _can_apply(r: rules.Rule, op: Operator, p: dict, hw: Arch) -> bool:
    """Whether a rule the chain skips could schedule these parameters at all (its default config is valid):
    matmul_mma is fp16-only, so random draws for an fp32 matmul would all be rejected."""
    try:
        return r.valid(op, p, dict(r.default(op, p, hw)) if r.space else {}, hw) is None
    except (ValueError, KeyError, ZeroDivisionError):
        return False


def default_choice(op: Operator, p: dict, hw: Arch) -> tuple[str, dict] | None:
    """(rule name, config) that emit uses without a record (rules.first_valid)."""
    found = rules.first_valid(op, p, hw)
    return (found[0].name, found[1]) if found else None


def _reason_key(why: str) -> str:
    """A rejection message with its numbers blanked, so that like rejections count together."""
    return re.sub(r"(?<![A-Za-wyz\d])\d+", "N", why)  # not the 32 of float32; yes the 64 of 128x64


def _key(rule: str, config: dict) -> str:
    return json.dumps([rule, config], sort_keys=True)


def _draw(values: list, rng: random.Random):
    """A value of a knob's space. Long integer ranges (conv_direct's thread counts 1..256) are drawn from
    their powers of two 3 times in 4: uniform draws nearly always overflow the block's thread limit."""
    if len(values) > 16 and all(isinstance(v, int) for v in values) and rng.random() < 0.75:
        pow2 = [v for v in values if v > 0 and v & (v - 1) == 0]
        if pow2:
            return rng.choice(pow2)
    return rng.choice(values)


def mutate(rule: rules.Rule, config: dict, rng: random.Random) -> dict:
    """One knob moved to a neighbouring value of its space (the list's order)."""
    knobs = [k for k in rule.space if len(rule.space[k]) > 1]
    if not knobs:
        return dict(config)
    k = rng.choice(knobs)
    values = rule.space[k]
    i = values.index(config[k]) if config.get(k) in values else 0
    j = i + rng.choice([-1, 1])
    j = 1 if j < 0 else len(values) - 2 if j >= len(values) else j
    return {**config, k: values[j]}


def sample(op: Operator, p: dict, hw: Arch, trials: int, seed: int, elite: list[tuple[str, dict]] | None = None,
           exclude: set[str] | None = None) -> tuple[list[dict], Counter]:
    """Candidates [{rule, config, source}] (at least the defaults and knob-free rules, at most about
    `trials`) and the rejections counted by kind (like messages but for their numbers count together, under the
    first one's words). Deterministic given the seed. `elite`: best measured
    (rule, config) to mutate; `exclude`: keys (_key) already measured."""
    rng = random.Random(seed)
    exclude = exclude or set()
    rejected: Counter = Counter()  # the first rejection of each kind, as written -> how many were alike
    first: dict[str, str] = {}
    seen: set[str] = set(exclude)
    out: list[dict] = []

    def add(r: rules.Rule, cfg: dict, source: str) -> bool:
        k = _key(r.name, cfg)
        if k in seen:
            return False
        why = r.valid(op, p, cfg, hw)
        if why is not None:
            rejected[first.setdefault(f"{r.name}: {_reason_key(why)}", f"{r.name}: {why}")] += 1
            seen.add(k)  # a rejected config stays rejected
            return False
        seen.add(k)
        out.append({"rule": r.name, "config": cfg, "source": source})
        return True

    rs = tunable_rules(op, p, hw)
    for r in rs:  # the defaults first: tuning can only improve on them
        add(r, dict(r.default(op, p, hw)) if r.space else {}, "default")
    knobbed = [r for r in rs if r.space]
    if not knobbed:
        return out, rejected
    budget = max(0, trials - len(out))
    by_name = {r.name: r for r in knobbed}
    elite = [(n, c) for n, c in (elite or []) if n in by_name]
    if elite and budget:  # evolutionary half: neighbours of the best measured configs
        want, tries = budget // 2 or 1, 0
        got = misses = 0
        while got < want and tries < want * MAX_ATTEMPTS_PER_TRIAL // 10 and misses < MAX_MISSES:
            tries += 1
            name, cfg = elite[min(int(rng.expovariate(1.0)), len(elite) - 1)]  # the best more often
            ok = add(by_name[name], mutate(by_name[name], cfg, rng), "mutation")
            got, misses = got + ok, 0 if ok else misses + 1
        budget -= got
    # random half: the budget split evenly between the rules with knobs
    for i, r in enumerate(knobbed):
        want = budget // len(knobbed) + (i < budget % len(knobbed))
        got = tries = misses = 0
        while got < want and tries < want * MAX_ATTEMPTS_PER_TRIAL and misses < MAX_MISSES:
            tries += 1
            ok = add(r, {k: _draw(v, rng) for k, v in r.space.items()}, "random")
            got, misses = got + ok, 0 if ok else misses + 1
    return out, rejected


# -- build ------------------------------------------------------------------------------------------
def _build_one(args: tuple) -> dict:
    """In a pool process: build one candidate and write its artifact. Never raises."""
    op_name, raw, arch, rule, config, out, name = args
    from .emit import generate

    try:
        m, src = generate(op_name, raw, rule, config, arch)
        m["name"] = name
        m["schedule"] = {"rule": rule, "config": config, "origin": "candidate"}
        artifact.write(Path(out), m, src)
        return {"candidate": name, "rule": rule, "config": config, "ok": True}
    except Exception as e:  # noqa: BLE001  (TVM raises its own error types; the candidate is skipped)
        return {"candidate": name, "rule": rule, "config": config, "ok": False, "error": artifact.first_line(e, 500)}


def targets(arch: str) -> set[str]:
    """The code archs a run for `arch` builds: the arch itself and its arch-specific target (sm_90: sm_90a, which the
    wgmma rules' candidates and their `tvmgen measure` trials carry)."""
    return {arch, hardware.get(arch).specific} - {None}


def _already_built(out: Path, c: dict, op_name: str, arch: str) -> bool:
    """Whether candidate `c` is in `out` from an earlier run of the same command (one that was stopped): a sound
    artifact of the same operator, rule, config and arch. Its name carries the shader and the config's hash."""
    m = artifact.read_sound(out / f"{c['candidate']}.json")
    return m is not None and (m["op"] == op_name and m.get("target", {}).get("arch") in targets(arch)
            and m.get("schedule") == {"rule": c["rule"], "config": c["config"], "origin": "candidate"})


def at_opt(op: Operator, raw: dict) -> tuple[dict, str | None]:
    """(parameters to tune, a note): a run-time size (`lo..hi@opt`) is tuned at its opt, so its record is the opt
    shape's, which emitting the range consults for the piece of the range that holds opt (tvmgen.ranged); the note
    says so. Exact parameters pass through with no note."""
    from . import sizes

    symbols, where = sizes.split(op, raw)
    if not symbols:
        return raw, None
    at = sizes.at(raw, where, {s: r.opt for s, r in symbols.items()})
    k = next(iter(where))
    return at, (f"{k}={raw[k]}: tuned at its opt, {k}={at[k]}; emitting the range uses the record for the piece "
                f"that holds it")


def build_candidates(op_name: str, raw: dict, out: Path, trials: int = 32, seed: int = 0, jobs: int = 2,
                     arch: str = "sm_90", results: Path | None = None, progress: bool = True) -> dict:
    """Sample, build in parallel, write the artifacts, DIR/tune.json and DIR/build_failures.jsonl (this run's
    failures; absent when none failed). A candidate already built in DIR (a stopped run, run again) is kept, not
    rebuilt. tune.json lists this run's candidates: `tvmgen measure DIR` measures those, not the other
    candidates an earlier run (another seed) left in DIR. Returns tune.json's content."""
    op = ops.get(op_name)
    raw, _ = at_opt(op, raw)
    p = op.parse(raw)
    hw = hardware.get(arch)
    artifact.check_writable(out)
    elite, exclude = [], set()
    if results is not None:
        trials_ = read_results(results, op.name, p, arch)
        exclude = {_key(t["rule"], t["config"]) for t in trials_}
        passing = sorted((t for t in trials_ if _passing(t)), key=lambda t: t["time_ms"])
        elite = [(t["rule"], t["config"]) for t in passing[:8]]
    cands, rejected = sample(op, p, hw, trials, seed, elite, exclude)
    shader = op.shader_name(p)
    for c in cands:
        c["candidate"] = candidate_name(shader, c["rule"], c["config"])
    raw_s = {k: str(v) for k, v in raw.items()}
    done: dict[str, dict] = {}
    for c in cands:
        if _already_built(out, c, op.name, arch):
            done[c["candidate"]] = {"candidate": c["candidate"], "ok": True, "reused": True}
    tasks = [(op.name, raw_s, arch, c["rule"], c["config"], str(out), c["candidate"]) for c in cands
             if c["candidate"] not in done]
    bar = None
    if progress:
        try:
            from tqdm import tqdm
            bar = tqdm(total=len(tasks), desc="build", unit="cand", file=sys.stderr)
        except ImportError:
            pass
    out.mkdir(parents=True, exist_ok=True)  # checked writable above; created now that the builds start
    fail_path = out / "build_failures.jsonl"
    if fail_path.exists():  # an earlier run's failures: this run builds those candidates again
        fail_path.unlink()
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        futs = [pool.submit(_build_one, t) for t in tasks]
        for f in as_completed(futs):
            r = f.result()
            done[r["candidate"]] = r
            if not r["ok"]:
                with open(fail_path, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps({k: v for k, v in r.items() if k != "ok"}) + "\n")
            if bar:
                bar.update()
                bar.set_postfix_str(f"failed {sum(not d['ok'] for d in done.values())}")
    if bar:
        bar.close()
    for c in cands:
        c["built"] = done[c["candidate"]]["ok"]
        if not c["built"]:
            c["error"] = done[c["candidate"]]["error"]
    default = default_choice(op, p, hw)
    info = {"tune": 1, "op": op.name, "params": records.key(op.name, p, arch)["params"], "raw_params": raw_s,
            "arch": arch, "seed": seed, "trials": trials, "shader": shader,
            "default": {"rule": default[0], "config": default[1]} if default else None,
            "rejected": dict(rejected.most_common()), "built": sum(c["built"] for c in cands),
            "reused": sum(bool(d.get("reused")) for d in done.values()),
            "failed": sum(not c["built"] for c in cands), "candidates": cands}
    artifact.write_files(out, {"tune.json": json.dumps(info, indent=1) + "\n"})
    return info


# -- import -----------------------------------------------------------------------------------------
def read_results(path: Path, op: str, p: dict, arch: str) -> list[dict]:
    """The trials of results.jsonl for exactly this operator, parameters and arch, in file order
    (a truncated last line, from a killed run, is skipped)."""
    want_params, archs = records.canonical(op, p), targets(arch)
    out = []
    lines = artifact.read_text_lines(path, "import", "is not a results file of `tvmgen measure` (not UTF-8 text)")
    for line in lines:
        try:
            t = json.loads(line)
        except ValueError:
            continue
        if (isinstance(t, dict) and t.get("op") == op and t.get("arch", arch) in archs
                and records.canonical(op, t.get("params") or {}) == want_params):
            out.append(t)
    return out


def _passing(t: dict) -> bool:
    """A trial that passed, with a time and the rule and config a record needs (a hand-edited line may lack them)."""
    return (t.get("status") == "pass" and isinstance(t.get("time_ms"), (int, float)) and t["time_ms"] > 0
            and isinstance(t.get("rule"), str) and isinstance(t.get("config"), dict))


def _fits(t: dict, max_workspace: int | None, max_shared: int | None) -> bool:
    if max_workspace is not None and (t.get("workspace_bytes") is None or t["workspace_bytes"] > max_workspace):
        return False
    if max_shared is not None and (t.get("shared_bytes") is None or t["shared_bytes"] > max_shared):
        return False
    return True


def import_results(op_name: str, raw: dict, results: Path, arch: str = "sm_90", folder: Path | None = None,
                   max_workspace: int | None = None, max_shared: int | None = None,
                   plot: Path | None = None) -> tuple[Path, dict]:
    """Pick the fastest passing trial (under the limits) and write schedules/<shader>__<arch>.json."""
    op = ops.get(op_name)
    raw, _ = at_opt(op, raw)
    p = op.parse(raw)
    if plot is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise ParamError("plot: matplotlib is not importable (pip install matplotlib)") from None
    trials = read_results(results, op.name, p, arch)
    if not trials:
        raise ParamError(f"import: {results} has no trial for {op.shader_name(p)} on {arch}")
    ok = [t for t in trials if _passing(t) and _fits(t, max_workspace, max_shared)]
    if not ok:
        n = sum(map(_passing, trials))
        raise ParamError(f"import: none of the {len(trials)} trials passed" if not n else
                         f"import: {n} trials passed, none within --max-workspace/--max-shared")
    best = min(ok, key=lambda t: t["time_ms"])
    default = default_choice(op, p, hardware.get(arch))
    # a trial from before a knob was added lacks it: it ran with that knob's default value
    dflt = [t for t in trials if _passing(t) and default and t["rule"] == default[0]
            and {**default[1], **t["config"]} == default[1]]
    rec = {**records.key(op.name, p, arch), "rule": best["rule"], "config": best["config"],
           "time_ms": best["time_ms"], "gpu": best.get("gpu"), "driver": best.get("driver"),
           "date": best.get("date"), "tvm_version": best.get("tvm_version"), "trials": len(trials),
           "default_time_ms": min(t["time_ms"] for t in dflt) if dflt else None,
           "candidate": best.get("candidate")}
    if max_workspace is not None:
        rec["max_workspace"] = max_workspace
    if max_shared is not None:
        rec["max_shared"] = max_shared
    folder = Path(folder or records.SCHEDULES_DIR)
    artifact.check_writable(folder)
    path = folder / f"{op.shader_name(p)}__{arch}.json"
    artifact.write_files(folder, {path.name: json.dumps(rec, indent=1) + "\n"})
    if plot is not None:
        plot_curve(trials, plot, f"{op.shader_name(p)} on {best.get('gpu') or arch}", max_workspace, max_shared)
    return path, rec


def plot_curve(trials: list[dict], path: Path, title: str, max_workspace=None, max_shared=None) -> None:
    """Best passing time so far against the trial index, as a PNG."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs, best, ys = [], None, []
    for i, t in enumerate(trials, 1):
        if _passing(t) and _fits(t, max_workspace, max_shared):
            best = t["time_ms"] if best is None else min(best, t["time_ms"])
        if best is not None:
            xs.append(i)
            ys.append(best)
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.step(xs, ys, where="post")
    ax.set_xlabel("trial")
    ax.set_ylabel("best time so far (ms)")
    ax.set_title(title)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def summary_lines(info: dict, out: Path | str | None = None) -> list[str]:
    """What a build did, for a person: counts, where the failures are written, the commonest rejections (each in
    the words of its first instance)."""
    reused = f" ({info['reused']} kept from an earlier run)" if info.get("reused") else ""
    failed = f"{info['failed']} failed"
    if info["failed"]:
        failed += f" (see {Path(out) / 'build_failures.jsonl' if out is not None else 'build_failures.jsonl'})"
    lines = [f"{info['built']} candidates built{reused}, {failed}"]
    if info["rejected"]:
        total = sum(info["rejected"].values())
        lines.append(f"{total} configs rejected before building:")
        lines += [f"  {n:5d}  {why}" + (" (and others like it)" if n > 1 else "")
                  for why, n in list(info["rejected"].items())[:10]]
    return lines
