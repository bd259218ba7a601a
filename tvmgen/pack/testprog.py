"""tests/: the ctest program run_packed.cu (its fixed part is templates/tests/run_packed.cu.in; here, the code
per entry point) and dispatch.txt, the sizes it checks the dispatch at with the shader Python picks for each."""
from __future__ import annotations

from ..launcher import ctype
from .dispatch import dispatch_points, encode, pick, workspace_bytes
from .model import Entry, Plan
from .template import fill


def dispatch_table(pl: Plan) -> str:
    """tests/dispatch.txt: per line `<entry> <shader or -> <workspace bytes> <count> <sizes...>`."""
    lines = [("# entry, the shader that serves the sizes (- none), its workspace bytes, then the sizes: per field an "
              "int, or a shape's rank and dims")]
    for e in pl.entries:
        for pt in dispatch_points(e):
            sh = pick(e, pt)
            ws = workspace_bytes(sh, e.fields, pt) if sh else 0
            vals = encode(e, pt)
            lines.append(" ".join([e.name, sh.name if sh else "-", str(ws), str(len(vals)), *map(str, vals)]))
    return "\n".join(lines) + "\n"


def _parse_sizes_c(e: Entry) -> str:
    lines = [f"  tvmgen::{e.struct} s;"]
    for f in e.fields:
        lines.append(f"  s.{f.name} = v.{'shape' if f.kind == 'shape' else 'next'}();")
    return "\n".join(lines)


def _entry_test_c(e: Entry) -> str:
    """The per-entry functions of run_packed.cu: sizes from a line, the golden run of one case."""
    loads = [f'  Buffer* in_{a} = input(dir, "{n}", &ok);' for a, n, _ in e.inputs]
    outs = [f"  Buffer out_{a}(outs[{i}].elems * sizeof({ctype(dt)}));" for i, (a, _, dt) in enumerate(e.outputs)]
    ptrs = [f"static_cast<const {ctype(dt)}*>(in_{a}->ptr)" for a, _, dt in e.inputs]
    ptrs += [f"static_cast<{ctype(dt)}*>(out_{a}.ptr)" for a, _, dt in e.outputs]
    poison = [f"    out_{a}.poison();" for a, _, _ in e.outputs]
    checks = []
    for i, (a, n, dt) in enumerate(e.outputs):
        checks.append(f"""    {{
      std::vector<char> got = out_{a}.download();
      ok &= out_{a}.canary_intact("{n}");
      if (run == 0) ok &= compare<{ctype(dt)}>(dir, outs[{i}], got);
      else if (got != first[{i}]) {{ std::printf("  {n}: the second run differs from the first\\n"); ok = false; }}
      if (run == 0) first.push_back(got);
    }}""")
    frees = [f"  delete in_{a};" for a, _, _ in e.inputs]
    return f"""tvmgen::{e.struct} sizes_{e.name}(Values& v) {{
{_parse_sizes_c(e)}
  return s;
}}

bool golden_{e.name}(const std::string& dir, const tvmgen::{e.struct}& s, const std::string& shader) {{
  bool ok = true;
  if (!same_name(tvmgen::{e.name}_shader(s), shader)) {{
    const char* got = tvmgen::{e.name}_shader(s);
    std::printf("  picks %s, want %s\\n", got ? got : "-", shader.c_str());
    return false;
  }}
  std::vector<Output> outs;
  if (!read_outputs(dir, {len(e.outputs)}, outs)) return false;
{chr(10).join(loads)}
  if (!ok) return false;
{chr(10).join(outs)}
  Buffer ws(tvmgen::{e.name}_workspace_bytes(s));
  std::vector<std::vector<char>> first;
  for (int run = 0; run < 2; ++run) {{
{chr(10).join(poison)}
    ws.poison();
    cudaError_t err = tvmgen::{e.name}(s, {", ".join(ptrs)}, ws.bytes ? ws.ptr : nullptr, 0);
    if (err != cudaSuccess) {{ std::printf("  the entry point returned %s\\n", cudaGetErrorName(err)); return false; }}
    CHECK(cudaDeviceSynchronize());
{chr(10).join(checks)}
    ok &= ws.canary_intact("workspace");
  }}
{chr(10).join(frees)}
  return ok;
}}
"""


def run_packed_source(pl: Plan) -> str:
    """tests/run_packed.cu: the fixed harness, and per entry its functions and its case in each of the two loops
    (the entry is known by name on a line of dispatch.txt or cases.txt)."""
    entries = "\n".join(_entry_test_c(e) for e in pl.entries)
    dcases, gcases = [], []
    for e in pl.entries:
        nulls = ", ".join(["nullptr"] * (len(e.inputs) + len(e.outputs)))
        dcases.append(f"""    if (entry == "{e.name}") {{
      known = true;
      const tvmgen::{e.struct} s = sizes_{e.name}(vals);
      got = tvmgen::{e.name}_shader(s);
      got_ws = tvmgen::{e.name}_workspace_bytes(s);
      if (got == nullptr) refused = tvmgen::{e.name}(s, {nulls}, nullptr, 0);
    }}""")
        gcases.append(f"""    if (entry == "{e.name}") {{
      known = true;
      const tvmgen::{e.struct} s = sizes_{e.name}(vals);
      ok = vals.done() && golden_{e.name}(at, s, shader);
    }}""")
    return fill("tests/run_packed.cu.in", ENTRIES=entries, DISPATCH_CASES="\n".join(dcases),
                GOLDEN_CASES="\n".join(gcases))
