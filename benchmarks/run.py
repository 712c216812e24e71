#!/usr/bin/env python3
"""Benchmarks with bars: ``.venv/bin/python benchmarks/run.py`` (see benchmarks/README.md).

(a) Random complete hands per second, deal included, of the 4-player
    double-six partnership block game: ``reference_impl.block.fast.simulate_hands``
    against the PyPI package ``dominoes`` 6.1.0 doing the same work
    (``Game.new()`` deals a random hand, then every player makes the first of
    its ``valid_moves`` until ``game.result`` is set), in the same process,
    alternating, best of several repeats. Bar: ours >= 5x dominoes.
(b) Wall time of the whole conformance suite, ``domino-rules check`` with the
    reference in-process and over the subprocess wire protocol
    (``--impl "<python> -m conformance.reference_adapter"``), alternating runs,
    best of each. Bar: subprocess <= 1.5x in-process.

Exit status: 0 when every bar passes, 1 when one fails, 2 when it cannot run.
"""

from __future__ import annotations

import argparse
import gc
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reference_impl.block.fast import double_six, simulate_hands

ROOT = Path(__file__).resolve().parent.parent
HANDS_BAR = 5.0
SUITE_BAR = 1.5


@dataclass(frozen=True)
class Bar:
    name: str
    measured: float
    bar: str
    passed: bool


@dataclass(frozen=True)
class HandStats:
    """What a complete hand involved, to show both sides do the same work."""

    hands: int
    plays: int
    passes: int
    blocked: int


# -- (a) hands per second ---------------------------------------------------


def ours(hands: int, seed: int) -> int:
    """Deal and play ``hands`` random double-six hands with the fast entry point."""
    return simulate_hands(double_six(), seed, hands).hands


def theirs(hands: int, seed: int) -> int:
    """Deal and play ``hands`` random hands with ``dominoes`` (it shuffles with the global ``random``)."""
    import dominoes

    random.seed(seed)
    new_game = dominoes.Game.new
    for i in range(hands):
        game = new_game(starting_player=i & 3)
        while game.result is None:
            game.make_move(*game.valid_moves[0])
    return hands


def our_stats(hands: int, seed: int) -> HandStats:
    summary = simulate_hands(double_six(), seed, hands)
    return HandStats(summary.hands, summary.plays, summary.passes, summary.locks + summary.voids + summary.restarts)


def their_stats(hands: int, seed: int) -> HandStats:
    import dominoes

    random.seed(seed)
    plays = passes = blocked = 0
    for i in range(hands):
        game = dominoes.Game.new(starting_player=i & 3)
        while game.result is None:
            game.make_move(*game.valid_moves[0])
        moves: list[object] = list(game.moves)
        plays += sum(move is not None for move in moves)
        passes += sum(move is None for move in moves)
        blocked += not bool(game.result.won)
    return HandStats(hands, plays, passes, blocked)


def timed(run: Callable[[int, int], int], hands: int, seed: int) -> float:
    """Hands per second of one timed loop."""
    gc.collect()
    started = time.perf_counter()
    done = run(hands, seed)
    elapsed = time.perf_counter() - started
    assert done == hands
    return hands / elapsed


def bench_hands(hands: int, repeats: int) -> Bar:
    print(f"(a) random complete double-six hands per second, deal included: {hands} hands a run, best of {repeats}")
    ours(hands // 10, 0)  # warm up: tables built, code paths hot
    theirs(hands // 10, 0)
    best_ours = best_theirs = 0.0
    for run in range(repeats):
        seed = 1000 + run
        rate_ours = timed(ours, hands, seed)
        rate_theirs = timed(theirs, hands, seed)
        best_ours = max(best_ours, rate_ours)
        best_theirs = max(best_theirs, rate_theirs)
        print(f"    run {run + 1}: ours {rate_ours:>10,.0f}/s   dominoes {rate_theirs:>10,.0f}/s")
    for name, stats in (("ours", our_stats(2000, 7)), ("dominoes", their_stats(2000, 7))):
        print(
            f"    {name:<8} per hand: {stats.plays / stats.hands:5.2f} plays, {stats.passes / stats.hands:5.2f} passes,"
            f" {100 * stats.blocked / stats.hands:4.1f}% blocked"
        )
    ratio = best_ours / best_theirs
    print(f"    best: ours {best_ours:,.0f} hands/s, dominoes 6.1.0 {best_theirs:,.0f} hands/s, ratio {ratio:.2f}x\n")
    return Bar("hands/s, ours / dominoes", ratio, f">= {HANDS_BAR:g}x", ratio >= HANDS_BAR)


# -- (b) conformance suite wall time -----------------------------------------


def domino_rules() -> list[str]:
    """The ``domino-rules`` command next to this interpreter (else the module)."""
    script = Path(sys.executable).parent / "domino-rules"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "domino_rules"]


def suite_once(extra: list[str], report: Path) -> tuple[float, int]:
    shutil.rmtree(report, ignore_errors=True)
    started = time.perf_counter()
    done = subprocess.run(
        [*domino_rules(), "check", *extra, "--report", str(report)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        tail = "\n".join(done.stdout.strip().splitlines()[-3:])
        print(f"    (exit {done.returncode}; last lines:)\n{tail}")
    return elapsed, done.returncode


def bench_suite(runs: int) -> Bar:
    adapter = f"{shlex.quote(sys.executable)} -m conformance.reference_adapter"
    print(f"(b) conformance suite wall time, in-process vs --impl {adapter!r}: {runs} alternating runs each")
    best_in = best_sub = float("inf")
    codes: set[int] = set()
    with tempfile.TemporaryDirectory(prefix="domino-bench-") as tmp:
        for run in range(runs):
            inside, code_in = suite_once([], Path(tmp) / "in-process")
            over, code_sub = suite_once(["--impl", adapter], Path(tmp) / "subprocess")
            codes |= {code_in, code_sub}
            best_in = min(best_in, inside)
            best_sub = min(best_sub, over)
            print(f"    run {run + 1}: in-process {inside:6.2f} s   subprocess {over:6.2f} s")
    ratio = best_sub / best_in
    print(f"    best: in-process {best_in:.2f} s, subprocess {best_sub:.2f} s, ratio {ratio:.2f}x")
    if codes != {0}:
        print(f"    note: the suite exited {sorted(codes)}; the times are still the whole runs")
    print()
    return Bar("suite wall time, subprocess / in-process", ratio, f"<= {SUITE_BAR:g}x", ratio <= SUITE_BAR)


# -- the table ---------------------------------------------------------------


def table(bars: list[Bar]) -> str:
    rows = [("benchmark", "measured", "bar", "result")]
    rows += [(b.name, f"{b.measured:.2f}x", b.bar, "PASS" if b.passed else "FAIL") for b in bars]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per timed loop (default 20000)")
    parser.add_argument("--repeats", type=int, default=5, help="timed loops per side (default 5)")
    parser.add_argument("--suite-runs", type=int, default=3, help="suite runs per mode (default 3)")
    parser.add_argument("--skip-hands", action="store_true", help="skip (a)")
    parser.add_argument("--skip-suite", action="store_true", help="skip (b)")
    parser.add_argument(
        "--tournament",
        action="store_true",
        help="also run (c) and (d), the tournament benchmarks (benchmarks/tournament.py)",
    )
    parser.add_argument("--tournaments", type=int, default=5000, help="random tournaments for (d) (default 5000)")
    args = parser.parse_args(argv)
    try:
        import dominoes  # noqa: F401
    except ImportError:
        if not args.skip_hands:
            print("benchmarks: install the comparison first: .venv/bin/pip install dominoes==6.1.0", file=sys.stderr)
            return 2
    print(f"Python {sys.version.split()[0]} on {sys.platform}\n")
    bars: list[Bar] = []
    if not args.skip_hands:
        bars.append(bench_hands(args.hands, args.repeats))
    if not args.skip_suite:
        bars.append(bench_suite(args.suite_runs))
    tournament_ok = True
    if args.tournament:
        import importlib
        import os

        if str(ROOT) not in sys.path:
            sys.path.insert(0, str(ROOT))
        tournament = importlib.import_module("benchmarks.tournament")

        more = tournament.run(args.tournaments, os.cpu_count() or 1, [1000, 10000])
        print(tournament.table(more) + "\n")
        tournament_ok = all(b.passed for b in more)
    if bars:
        print(table(bars))
    return 0 if all(b.passed for b in bars) and tournament_ok else 1


if __name__ == "__main__":
    sys.exit(main())
