"""A worker process that runs GPU tasks one at a time, and the parent's handle on it.

Why a separate process: a kernel that faults leaves a sticky error that poisons the CUDA context for
good, and a kernel that never ends cannot be interrupted from Python. The parent gives each task a
deadline; on a fault the worker reports and exits, on a deadline the parent kills it, and either way
the next task gets a fresh worker. A healthy worker is reused, since starting CUDA costs seconds.

Protocol: JSON lines. The worker announces {"ready": true, "info": {...}} (or {"ready": false,
"unavailable": why} when there is no GPU), then answers each task {"id", "kind", ...} with
{"id", "result", "fatal"}. A task names its handler by kind (HANDLERS) or as "handler": "module:function";
a handler takes the task dict and returns a JSON-able dict.
"""
from __future__ import annotations

import collections
import contextlib
import importlib
import json
import math
import os
import queue
import signal
import subprocess
import sys
import threading
import traceback
from pathlib import Path
from typing import Any

HANDLERS = {
    "verify": "tvmgen.verify:verify_task",
    "info": "tvmgen.runner:info_task",
}
ROOT = Path(__file__).resolve().parent.parent  # the repository root: workers import tvmgen from here


_TIMEOUT = object()
HOST_TIMEOUT = 1800.0  # seconds a task may spend on the host (inputs, references, comparison) between GPU phases
_report = None  # inside a worker: sends a message about the task in hand (see phase())


def phase(name: str) -> None:
    """Tell the parent what the task in hand is doing: "gpu" (compiling and running kernels: the task's timeout
    runs, a kernel that never ends is a hang) or "host" (inputs, references, comparison: HOST_TIMEOUT runs, and
    a slow reference is not called a hang). A no-op outside a worker."""
    if _report is not None:
        _report({"phase": name})


class WorkerError(RuntimeError):
    """The worker died or missed its deadline on a task; it is gone and the next call starts another."""


def jsonable(x: Any) -> Any:
    """Plain JSON values: numpy scalars unwrapped, tuples as lists, non-finite floats as strings."""
    if isinstance(x, dict):
        return {str(k): jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [jsonable(v) for v in x]
    if hasattr(x, "tolist") and hasattr(x, "dtype"):  # numpy scalar or array
        return jsonable(x.tolist())
    if isinstance(x, float) and not math.isfinite(x):
        return str(x)
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    return str(x)


def _handler(task: dict):
    spec = task.get("handler") or HANDLERS.get(task.get("kind"))
    if not spec:
        raise ValueError(f"no handler for task kind {task.get('kind')!r} (known: {', '.join(HANDLERS)})")
    mod, _, fn = spec.partition(":")
    return getattr(importlib.import_module(mod), fn)


def _context_broken() -> str | None:
    """After a task: is the CUDA context still usable? A sticky error makes every call fail."""
    cupy = sys.modules.get("cupy")
    if cupy is None:
        return None
    try:
        cupy.cuda.runtime.deviceSynchronize()
        cupy.get_default_memory_pool().free_all_blocks()
        return None
    except Exception as e:
        return str(e)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # The protocol gets its own copy of stdout; fd 1 becomes stderr so that prints from any library
    # cannot corrupt it.
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when we stop

    def send(msg: dict) -> None:
        proto.write(json.dumps(jsonable(msg)) + "\n")
        proto.flush()

    if "--no-gpu" in argv:  # for tasks and tests that need no device
        send({"ready": True, "info": {}})
    else:
        from .runner import GpuUnavailable, device_info
        try:
            send({"ready": True, "info": device_info()})
        except GpuUnavailable as e:
            send({"ready": False, "unavailable": str(e)})
            return 0
        except Exception as e:
            send({"ready": False, "error": f"{type(e).__name__}: {e}"})
            return 1

    # `python -m` runs this file as __main__; handlers import it as tvmgen.gpuworker: phase() reads that module
    reporting = importlib.import_module("tvmgen.gpuworker")
    for line in sys.stdin:
        if not line.strip():
            continue
        task = json.loads(line)
        reporting._report = lambda msg, tid=task.get("id"): send({"id": tid, **msg})  # noqa: E731
        try:
            result = _handler(task)(task)
        except Exception as e:
            result = {"status": "error", "message": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()}
        broken = _context_broken()
        send({"id": task.get("id"), "result": result, "fatal": broken})
        if broken:
            return 3  # a poisoned context cannot be reset in-process: exit, the parent starts a fresh worker
    return 0


class Worker:
    """The parent's handle: start() once, call(task, timeout) as often as needed, close() at the end.
    call() restarts a dead worker by itself. Use as a context manager."""

    def __init__(self, gpu: bool = True, startup_timeout: float = 180.0, env: dict | None = None,
                 tail_lines: int = 40):
        self.gpu, self.startup_timeout = gpu, startup_timeout
        self.env = dict(os.environ if env is None else env)
        self.env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [p for p in [self.env.get("PYTHONPATH")] if p])
        self.proc: subprocess.Popen | None = None
        self.info: dict | None = None
        self.starts = 0
        self._lines: queue.Queue = queue.Queue()
        self._tail: collections.deque = collections.deque(maxlen=tail_lines)
        self._next_id = 0
        self._threads: list[threading.Thread] = []

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> dict:
        """Start the worker; its device info. GpuUnavailable when there is no GPU, WorkerError otherwise."""
        from .runner import GpuUnavailable

        self.kill()
        cmd = [sys.executable, "-m", "tvmgen.gpuworker"] + ([] if self.gpu else ["--no-gpu"])
        # A session of its own: a kill reaches nvcc too, and a Ctrl-C at the terminal reaches only the parent.
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, env=self.env, start_new_session=True, cwd=str(ROOT))
        self.starts += 1
        # Fresh queue and tail per process, so that lines of a killed worker never reach its successor.
        self._lines = queue.Queue()
        self._tail = collections.deque(maxlen=self._tail.maxlen)
        self._threads = [threading.Thread(target=self._pump, args=(self.proc.stdout, self._lines), daemon=True),
                         threading.Thread(target=self._pump, args=(self.proc.stderr, self._tail), daemon=True)]
        for t in self._threads:
            t.start()
        msg = self._receive(self.startup_timeout)
        if msg is _TIMEOUT:
            self.kill()
            raise WorkerError(f"the GPU worker did not start within {self.startup_timeout:g} s{self._tail_text()}")
        if msg is None:
            raise WorkerError(self._death("while starting"))
        if "unavailable" in msg:
            self.kill()
            raise GpuUnavailable(msg["unavailable"])
        if not msg.get("ready"):
            self.kill()
            raise WorkerError(f"the GPU worker failed to start: {msg.get('error') or msg}{self._tail_text()}")
        self.info = msg.get("info") or {}
        return self.info

    def call(self, task: dict, timeout: float, host_timeout: float = HOST_TIMEOUT) -> dict:
        """Run one task; its result dict. WorkerError when the worker died or timed out (it is gone then).
        `timeout` bounds the task's GPU phases (and a task that reports none), `host_timeout` its host phases."""
        if not self.alive:
            self.start()
        self._next_id += 1
        task = {**task, "id": self._next_id}
        try:
            self.proc.stdin.write(json.dumps(jsonable(task)) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise WorkerError(self._death("before it took the task"))
        where = "gpu"
        while True:
            msg = self._receive(timeout if where == "gpu" else host_timeout)
            if isinstance(msg, dict) and "phase" in msg and msg.get("id") == task["id"]:
                where = msg["phase"]  # each report restarts the clock for the phase it opens
                continue
            break
        if msg is _TIMEOUT:
            self.kill()
            if where == "gpu":
                raise WorkerError(f"timed out after {timeout:g} s on the GPU (a kernel that never ends?); the worker "
                                  f"was killed{self._tail_text()}")
            raise WorkerError(f"host-side work (inputs, reference, comparison) took over {host_timeout:g} s; the "
                              f"worker was killed{self._tail_text()}")
        if msg is None:
            raise WorkerError(self._death("during the task"))
        if msg.get("id") != task["id"]:
            self.kill()
            raise WorkerError(f"the worker answered task {msg.get('id')} instead of {task['id']}")
        if msg.get("fatal"):
            self._reap()
        return msg["result"]

    def close(self) -> None:
        if self.proc is None:
            return
        if self.alive:
            try:
                self.proc.stdin.close()  # end of tasks: the worker leaves its loop
                self.proc.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self.kill()

    def kill(self) -> None:
        p = self.proc
        if p is None:
            return
        if p.poll() is None:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                p.kill()
        self._reap()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- plumbing ---------------------------------------------------------------------------
    def _reap(self) -> None:
        try:
            self.proc.wait(timeout=30)  # a context with a running kernel takes a moment to tear down
        except subprocess.TimeoutExpired:
            pass
        for t in self._threads:
            t.join(timeout=2)  # let the last stderr lines arrive before anyone quotes them
        for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                f.close()
            except OSError:
                pass

    def _receive(self, timeout: float):
        """Next message; _TIMEOUT when none came in time, None when the worker closed its end."""
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            return _TIMEOUT
        if line is None:
            return None
        try:
            return json.loads(line)
        except ValueError:
            self.kill()
            raise WorkerError(f"the worker wrote a line that is not JSON: {line[:200]!r}")

    def _death(self, when: str) -> str:
        self._reap()
        code = self.proc.returncode
        how = f"killed by signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        return f"the worker died {when} ({how}){self._tail_text()}"

    def _tail_text(self) -> str:
        lines = [ln for ln in self._tail if ln.strip()][-8:]
        return ("; its last words: " + " | ".join(lines)) if lines else ""

    @staticmethod
    def _pump(stream, sink) -> None:
        """stdout lines into a queue (None at the end); stderr lines into the tail deque."""
        is_queue = isinstance(sink, queue.Queue)
        try:
            for line in stream:
                sink.put(line) if is_queue else sink.append(line.rstrip("\n"))
        except (OSError, ValueError):
            pass
        if is_queue:
            sink.put(None)

    def stderr_tail(self) -> list[str]:
        return list(self._tail)


def short(msg: str, n: int = 400) -> str:
    """One line of at most n characters: worker and compiler messages go into tables and logs."""
    msg = " ".join(msg.split())
    return msg if len(msg) <= n else msg[: n - 3] + "..."


@contextlib.contextmanager
def terminate_as_interrupt():
    """Within the block, SIGTERM (what `timeout` and batch schedulers send) arrives as KeyboardInterrupt, so a
    command stops as on Ctrl-C: it kills its worker, keeps every finished result and writes its table and report,
    instead of dying without them. Only the main thread can own a signal handler; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def start_for(command: str, timeout: float, worker: Worker | None = None) -> tuple[Worker | None, dict | int]:
    """(worker, device info) ready for `tvmgen <command>`; or (None, exit status) after one line on stderr:
    2 when there is no GPU (like bad input: nothing to retry), 1 when the worker failed, 130 on Ctrl-C."""
    from .runner import GpuUnavailable

    worker = worker or Worker(startup_timeout=max(timeout, 60.0))
    try:
        return worker, worker.start()
    except GpuUnavailable as e:
        msg, code = f"no GPU: {e}", 2
    except WorkerError as e:
        msg, code = short(str(e)), 1
    except KeyboardInterrupt:
        msg, code = "interrupted", 130
    worker.close()
    print(f"tvmgen {command}: {msg}", file=sys.stderr)
    return None, code


if __name__ == "__main__":
    sys.exit(main())

