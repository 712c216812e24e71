#!/usr/bin/env python3
"""Every ratio the project promises, each against its bar, in one table: ``.venv/bin/python benchmarks/run.py``.

Parts (``--only``/``--skip`` take their names; see benchmarks/README.md for each):

block    Random complete double-six partnership hands per second, deal included:
         ``reference_impl.block.fast.simulate_hands`` compiled by mypyc (``benchmarks/compiled.py``) and as the
         interpreter runs it, against the PyPI package ``dominoes`` 6.1.0 doing the same work, alternating,
         best of several loops. Bars: compiled >= 20x dominoes, interpreted >= 5x.
fives    All Fives: the fast simulator against the typed engine (>= 10x), and compiled against
         ``all-fives-domino`` (>= 50x; interpreted printed beside it) (``benchmarks/fives.py``).
floor    The suite (``domino-rules check``) against pytest running as many trivial tests, CPU time, in a venv
         holding only the package and its runtime dependencies (<= 3x) and in the development venv (beside
         it) (``benchmarks/suite.py``).
wire     The suite over the subprocess protocol against in-process, wall time (<= 1.5x).
fuzz     Fuzzing against the typed engine, CPU cost a hand, for each family: ndf-double-nine and
         wcdt-all-fives (<= 4x), mexican-train (printed, no bar) (``benchmarks/fuzz.py``); and fuzzing an
         action of All Fives and of Mexican Train against one of the block family (<= 2x each)
         (``benchmarks/fuzz_families.py``).
swiss    One Swiss round 9 of 10,000 entrants, in pairs and at tables of four: under 10 s with no avoidable
         conflict (``benchmarks/tournament.py``).

It prints each part's timed runs as it goes, then the table, and exits 0 when every bar passes, 1 when one
fails (a part that cannot measure is a FAIL), 2 when a comparison package is missing.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Final

if __package__ in (None, ""):  # run as a script: the project root on the path, for the benchmarks package
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import fives, fuzz, fuzz_families, suite, tournament
from benchmarks.bars import Bar, all_passed, at_least, failed, table
from benchmarks.compiled import CompileError, compiled_block
from reference_impl.block import fast

COMPILED_BAR: Final = 20.0
"""The block simulator compiled against ``dominoes`` (issue 29)."""
INTERPRETED_BAR: Final = 5.0
"""The block simulator as the interpreter runs it against ``dominoes``."""
PARTS: Final = ("block", "fives", "floor", "wire", "fuzz", "swiss")
FUZZED: Final = (("ndf-double-nine", 60), ("wcdt-all-fives", 20), ("mexican-train", 20))
"""A rulebook of each family fuzzing plays, and its hands a loop (at ``--fuzz-hands 60``)."""


@dataclass(frozen=True)
class HandStats:
    """What a complete hand involved, to show both sides do the same work."""

    hands: int
    plays: int
    passes: int
    blocked: int


# -- block: hands per second ------------------------------------------------------------------------------


def ours(module: ModuleType) -> Callable[[int, int], int]:
    """Deal and play ``hands`` random double-six hands with ``module``'s ``simulate_hands``."""

    def run(hands: int, seed: int) -> int:
        done: int = module.simulate_hands(module.double_six(), seed, hands).hands
        return done

    return run


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
    summary = fast.simulate_hands(fast.double_six(), seed, hands)
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
    if done != hands:
        raise RuntimeError(f"{run.__name__} played {done} hands of {hands}")
    return hands / elapsed


def bench_block(hands: int, repeats: int) -> list[Bar]:
    """The compiled and the interpreted block simulator against ``dominoes``, alternating, best loop of each."""
    print(f"block: random complete double-six hands per second, deal included: {hands} hands a loop, best of {repeats}")
    try:
        built = compiled_block()
    except CompileError as error:
        print(f"    the compiled simulator could not be built: {error}")
        return [failed("block compiled / dominoes", "no build", f">= {COMPILED_BAR:g}x")]
    sides: dict[str, tuple[Callable[[int, int], int], int]] = {
        "compiled": (ours(built), hands),
        "interpreted": (ours(fast), hands // 2),
        "dominoes": (theirs, max(1, hands // 10)),  # ~10x slower: fewer hands, the same order of time a loop
    }
    for run, count in sides.values():
        run(max(1, count // 10), 0)  # warm up: tables built, code paths hot
    best = dict.fromkeys(sides, 0.0)
    for loop in range(repeats):
        rates = {name: timed(run, count, 1000 + loop) for name, (run, count) in sides.items()}
        best = {name: max(best[name], rate) for name, rate in rates.items()}
        print("    loop " + str(loop + 1) + ": " + "   ".join(f"{n} {r:>10,.0f}/s" for n, r in rates.items()))
    for name, stats in (("ours", our_stats(2000, 7)), ("dominoes", their_stats(2000, 7))):
        print(
            f"    {name:<8} per hand: {stats.plays / stats.hands:5.2f} plays, {stats.passes / stats.hands:5.2f} passes,"
            f" {100 * stats.blocked / stats.hands:4.1f}% blocked"
        )
    compiled, interpreted = best["compiled"] / best["dominoes"], best["interpreted"] / best["dominoes"]
    print(
        f"    best: compiled {best['compiled']:,.0f}/s, interpreted {best['interpreted']:,.0f}/s,"
        f" dominoes 6.1.0 {best['dominoes']:,.0f}/s: {compiled:.1f}x and {interpreted:.1f}x\n"
    )
    return [
        at_least("block compiled / dominoes (hands/s)", compiled, COMPILED_BAR),
        at_least("block interpreted / dominoes (hands/s)", interpreted, INTERPRETED_BAR),
    ]


# -- the table ---------------------------------------------------------------------------------------------


def missing_packages(parts: set[str]) -> list[str]:
    """The comparison packages (the ``bench`` extra) that the chosen parts need and are not installed."""
    from importlib.util import find_spec

    wanted = {"dominoes": "block" in parts, "all-fives-domino": "fives" in parts}
    missing: list[str] = []
    if wanted["dominoes"] and find_spec("dominoes") is None:
        missing.append("dominoes==6.1.0")
    if wanted["all-fives-domino"] and not fives.package_installed():
        missing.append("all-fives-domino==1.0.23")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", choices=PARTS, default=[], help="run only this part (repeatable)")
    parser.add_argument("--skip", action="append", choices=PARTS, default=[], help="skip this part (repeatable)")
    parser.add_argument("--hands", type=int, default=20_000, help="block: hands a loop of the compiled simulator")
    parser.add_argument("--repeats", type=int, default=5, help="block and fives: timed loops a side (default 5)")
    parser.add_argument("--suite-runs", type=int, default=3, help="floor and wire: runs a side (default 3)")
    parser.add_argument(
        "--fuzz-hands", type=int, default=60, help="fuzz: block hands a loop (default 60; a third of it for the others)"
    )
    parser.add_argument("--swiss-size", type=int, default=10_000, help="swiss: entrants (default 10000)")
    args = parser.parse_args(argv)
    # the options as their declarations above make them (argparse's Namespace holds them untyped)
    only: list[str] = args.only
    skip: list[str] = args.skip
    hands: int = args.hands
    repeats: int = args.repeats
    suite_runs: int = args.suite_runs
    fuzz_hands: int = args.fuzz_hands
    swiss_size: int = args.swiss_size
    parts = set(only or PARTS) - set(skip)
    missing = missing_packages(parts)
    if missing:
        print(f"benchmarks: install the comparisons first: .venv/bin/pip install {' '.join(missing)}", file=sys.stderr)
        return 2
    print(f"Python {sys.version.split()[0]} on {sys.platform}; parts: {', '.join(p for p in PARTS if p in parts)}\n")
    bars: list[Bar] = []
    if "block" in parts:
        bars += bench_block(hands, repeats)
    if "fives" in parts:
        bars += fives.measure(repeats=repeats)
    if "floor" in parts:
        bars += suite.bench_floor(suite_runs)
    if "wire" in parts:
        bars.append(suite.bench_subprocess(suite_runs))
    if "fuzz" in parts:
        for rulebook, share in FUZZED:
            bars.append(fuzz.measure(rulebook, max(1, round(share * fuzz_hands / 60))))
        bars += fuzz_families.measure(max(1, round(fuzz_hands / 3)), repeats=repeats)
    if "swiss" in parts:
        bars += tournament.bench_swiss([swiss_size], ("pairs", "tables-of-four"))
    print(table(bars))
    failures = [b.name for b in bars if b.passed is False]
    print(f"\n{len(failures)} bar(s) failed: {'; '.join(failures)}" if failures else "\nevery bar passed")
    return 0 if all_passed(bars) else 1


if __name__ == "__main__":
    sys.exit(main())
