#!/usr/bin/env python3
"""The conformance suite's cost: against pytest's own floor, and over the wire protocol.

``.venv/bin/python benchmarks/suite.py`` (``benchmarks/run.py`` runs both parts; see benchmarks/README.md).

**Against pytest's floor.** ``domino-rules check`` (the reference in-process, every scenario) against pytest
running as many trivial tests (one parametrised function that asserts an int is not negative), with the
options ``check`` gives pytest, alternating, the best run of each counting. It is measured in two virtual
environments: one holding only the package and its runtime dependencies (``build/bench-venv/<digest>/``,
made on first use with ``pip install -c constraints.txt -e .``: what a user who installs the package has),
where the bar applies, and the development ``.venv``, whose extra pytest plugins (hypothesis...) slow
pytest's own start, printed beside it. Judged on CPU time (user and system, of the child process), which a
busy shared machine disturbs far less than the wall clock; both are printed.
**Bar: suite <= 3x pytest's floor** (issue 29; on the way to 2x).

**Over the wire.** ``domino-rules check`` in-process against the same with
``--impl "<python> -m conformance.reference_adapter"``, alternating, best wall time of each.
**Bar: subprocess <= 1.5x in-process.**
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

if __package__ in (None, ""):  # run as a script: the project root on the path, for the benchmarks package
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bars import Bar, at_most, beside, failed, table

ROOT: Final = Path(__file__).resolve().parent.parent
USER_VENVS: Final = ROOT / "build" / "bench-venv"
FLOOR_BAR: Final = 3.0
SUBPROCESS_BAR: Final = 1.5
READY: Final = ".ready"


@dataclass(frozen=True)
class Run:
    """One timed run of a command: seconds on the wall clock and of CPU (the child's user and system time)."""

    wall: float
    cpu: float
    code: int
    output: str


USER_ENV: Final = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""The environment both runs see: as a user's, where Python keeps the bytecode it compiles (this workplace sets
``PYTHONDONTWRITEBYTECODE``, which made every run compile the suite's 300 modules again, and pytest's floor its few)."""


def timed(argv: list[str], cwd: Path = ROOT) -> Run:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        argv, cwd=cwd, env=USER_ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Run(wall, cpu, done.returncode, done.stdout)


def _bin(venv: Path) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin")


def user_venv() -> Path:
    """The interpreter of a venv holding only the package (editable) and its runtime dependencies, made when
    missing. Its folder is named by a digest of ``pyproject.toml``, ``constraints.txt`` and the Python version,
    so a change of dependencies makes a new one; one left half-made (no ``.ready`` file) is made again."""
    h = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    constraints = ROOT / "constraints.txt"
    if constraints.exists():
        h.update(constraints.read_bytes())
    h.update(sys.version.encode())
    folder = USER_VENVS / h.hexdigest()[:12]
    python = _bin(folder) / "python"
    if (folder / READY).exists():
        return python
    shutil.rmtree(folder, ignore_errors=True)
    folder.parent.mkdir(parents=True, exist_ok=True)
    base = getattr(sys, "_base_executable", sys.executable)
    print(f"    making {folder.relative_to(ROOT)}: the package and its runtime dependencies only", flush=True)
    steps = [
        [base, "-m", "venv", str(folder)],
        [str(python), "-m", "pip", "install", "-q", "--upgrade", "pip", *_pins()],
        [str(python), "-m", "pip", "install", "-q", *_pins(), "-e", str(ROOT)],
    ]
    for argv in steps:
        done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{shlex.join(argv)} failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
    (folder / READY).write_text("made by benchmarks/suite.py\n", encoding="utf-8")
    return python


def _pins() -> list[str]:
    constraints = ROOT / "constraints.txt"
    return ["-c", str(constraints)] if constraints.exists() else []


def check_command(python: Path) -> list[str]:
    """``domino-rules check`` of the venv ``python`` belongs to (its console script, else the module)."""
    script = python.parent / "domino-rules"
    return [str(script)] if script.exists() else [str(python), "-m", "domino_rules"]


FLOOR_TEST: Final = """import pytest


@pytest.mark.parametrize("n", range({count}))
def test_trivial(n: int) -> None:
    assert n >= 0
"""


def floor_command(python: Path, folder: Path) -> list[str]:
    """pytest over the trivial tests in ``folder``, with the options ``domino-rules check`` gives pytest."""
    return [
        str(python),
        "-m",
        "pytest",
        str(folder / "test_floor.py"),
        "-o",
        "addopts=",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        str(folder),
        "-c",
        os.devnull,
        "-q",
        "--tb=no",
    ]


def scenario_count(report: Path) -> int:
    scenarios = json.loads((report / "results.json").read_text(encoding="utf-8"))["scenarios"]
    return len(scenarios)


@dataclass(frozen=True)
class Pair:
    """The best suite run and the best floor run in one venv."""

    venv: str
    suite: Run
    floor: Run

    def ratio(self) -> float:
        return self.suite.cpu / self.floor.cpu

    def wall_ratio(self) -> float:
        return self.suite.wall / self.floor.wall


def _best(runs: list[Run]) -> Run:
    return Run(min(r.wall for r in runs), min(r.cpu for r in runs), max(r.code for r in runs), runs[-1].output)


def bench_floor(runs: int) -> list[Bar]:
    """The suite against pytest's floor, in the user's venv (the bar) and the development venv (beside it)."""
    print(f"suite vs pytest's floor: {runs} alternating runs of each, in two venvs")
    try:
        user = user_venv()
    except RuntimeError as error:
        print(f"    the user's venv could not be made: {error}")
        return [failed("suite / pytest floor (user venv, CPU)", "no venv", f"<= {FLOOR_BAR:g}x")]
    venvs = {"user venv": user, "dev venv": Path(sys.executable)}
    with tempfile.TemporaryDirectory(prefix="domino-floor-") as scratch:
        tmp = Path(scratch)
        first = timed([*check_command(user), "check", "--report", str(tmp / "count")])
        if first.code != 0:
            print(first.output[-3000:])
            return [failed("suite / pytest floor (user venv, CPU)", f"check exit {first.code}", f"<= {FLOOR_BAR:g}x")]
        count = scenario_count(tmp / "count")
        floor_dir = tmp / "floor"
        floor_dir.mkdir()
        (floor_dir / "test_floor.py").write_text(FLOOR_TEST.format(count=count), encoding="utf-8")
        suites: dict[str, list[Run]] = {name: [] for name in venvs}
        floors: dict[str, list[Run]] = {name: [] for name in venvs}
        for number in range(runs):
            for name, python in venvs.items():
                suite = timed([*check_command(python), "check", "--report", str(tmp / "report")])
                floor = timed(floor_command(python, floor_dir), cwd=floor_dir)
                for run, what in ((suite, "the suite"), (floor, "the floor")):
                    if run.code != 0:
                        print(f"    {name}: {what} exited {run.code}:\n{run.output[-2000:]}")
                suites[name].append(suite)
                floors[name].append(floor)
                print(
                    f"    run {number + 1} {name:<9}: suite {suite.wall:6.2f} s wall {suite.cpu:6.2f} s CPU;"
                    f"  pytest, {count} trivial tests {floor.wall:5.2f} s wall {floor.cpu:5.2f} s CPU",
                    flush=True,
                )
    pairs = [Pair(name, _best(suites[name]), _best(floors[name])) for name in venvs]
    bars: list[Bar] = []
    for pair in pairs:
        print(
            f"    best, {pair.venv}: suite {pair.suite.cpu:.2f} s CPU ({pair.suite.wall:.2f} s wall),"
            f" floor {pair.floor.cpu:.2f} s CPU ({pair.floor.wall:.2f} s wall):"
            f" {pair.ratio():.2f}x CPU, {pair.wall_ratio():.2f}x wall"
        )
        broken = pair.suite.code != 0 or pair.floor.code != 0
        name = f"suite / pytest floor, {count} tests ({pair.venv}, CPU)"
        if broken:
            bars.append(failed(name, "a run failed", f"<= {FLOOR_BAR:g}x"))
        elif pair.venv == "user venv":
            bars.append(at_most(name, pair.ratio(), FLOOR_BAR))
        else:
            bars.append(beside(name, pair.ratio()))
    print()
    return bars


def bench_subprocess(runs: int) -> Bar:
    adapter = f"{shlex.quote(sys.executable)} -m conformance.reference_adapter"
    python = Path(sys.executable)
    print(f"suite wall time, in-process vs --impl {adapter!r}: {runs} alternating runs each")
    inside: list[Run] = []
    over: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="domino-bench-") as tmp:
        for number in range(runs):
            inside.append(timed([*check_command(python), "check", "--report", str(Path(tmp) / "in-process")]))
            over.append(
                timed([*check_command(python), "check", "--impl", adapter, "--report", str(Path(tmp) / "subprocess")])
            )
            print(f"    run {number + 1}: in-process {inside[-1].wall:6.2f} s   subprocess {over[-1].wall:6.2f} s")
    best_in, best_over = _best(inside), _best(over)
    ratio = best_over.wall / best_in.wall
    print(f"    best: in-process {best_in.wall:.2f} s, subprocess {best_over.wall:.2f} s, ratio {ratio:.2f}x\n")
    name = "suite wall time, subprocess / in-process"
    if best_in.code != 0 or best_over.code != 0:
        return failed(name, f"exit {best_in.code}/{best_over.code}", f"<= {SUBPROCESS_BAR:g}x")
    return at_most(name, ratio, SUBPROCESS_BAR)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs of each side (default 3)")
    parser.add_argument("--skip-floor", action="store_true")
    parser.add_argument("--skip-subprocess", action="store_true")
    args = parser.parse_args(argv)
    bars: list[Bar] = []
    if not args.skip_floor:
        bars += bench_floor(args.runs)
    if not args.skip_subprocess:
        bars.append(bench_subprocess(args.runs))
    print(table(bars))
    return 0 if all(b.passed is not False for b in bars) else 1


if __name__ == "__main__":
    sys.exit(main())
