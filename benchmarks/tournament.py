#!/usr/bin/env python3
"""Tournament benchmarks: ``.venv/bin/python benchmarks/tournament.py`` (see benchmarks/README.md).

(c) One Swiss round 9 (eight rounds already played, random results) of 1,000
    and of 10,000 entrants, in pairs and at tables of four individuals.
    Bars: under 1 s for 1,000 and under 10 s for 10,000, with no rematch (or
    repeated partner) that could have been avoided.
(d) The random tournament generator plus the pairing checker over 5,000
    random tournaments (every hand played by the reference engine). Bar: zero
    broken rules.

Each figure is printed beside the time to sort the same standings in the same
run (``sorted`` on the tie-break key), the floor any pairing has to beat.
Exit status: 0 when every bar passes, 1 when one fails.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bars import Bar
from benchmarks.bars import table as bars_table
from organiser.checker import check
from organiser.file import FileMode
from organiser.rounds import standings_before
from organiser.simulate import simulate
from reference_impl.tournament.pairing import History, Mode, pair_round


def swiss_history(entrants: int, rounds: int, mode: Mode, seed: int) -> tuple[list[str], History]:
    """The standings and history after ``rounds`` Swiss rounds with random results (no hands played).

    Each round is paired by :func:`pair_round`; the winning side of each table is drawn at random and
    scores 100 plus a random margin, so standings spread out as in a real event.
    """
    rng = random.Random(seed)
    ids = [f"E{i:05d}" for i in range(entrants)]
    wins = dict.fromkeys(ids, 0)
    points = dict.fromkeys(ids, 0)
    opponents: list[tuple[str, str]] = []
    partners: list[tuple[str, str]] = []
    byes: list[str] = []
    history = History.of()
    for _ in range(rounds):
        ranked = sorted(ids, key=lambda e: (-wins[e], -points[e]))
        pairing = pair_round(ranked, history, mode)
        for table in pairing.tables:
            if len(table) == 2:
                sides: tuple[tuple[str, ...], tuple[str, ...]] = ((table[0],), (table[1],))
            else:
                sides = ((table[0], table[2]), (table[1], table[3]))
                partners.extend([(table[0], table[2]), (table[1], table[3])])
            opponents.extend((a, b) for a in sides[0] for b in sides[1])
            won = rng.randrange(2)
            for e in sides[won]:
                wins[e] += 1
                points[e] += 100 + rng.randrange(60)
            for e in sides[1 - won]:
                points[e] += rng.randrange(100)
        for e in pairing.byes:
            wins[e] += 1
            byes.append(e)
        history = History.of(opponents, partners, byes)
    ranked = sorted(ids, key=lambda e: (-wins[e], -points[e]))
    return ranked, history


def sort_time(entrants: int, seed: int) -> float:
    """Seconds to sort ``entrants`` standings rows by (wins, points, entry), best of 3."""
    rng = random.Random(seed)
    rows = [(rng.randrange(9), rng.randrange(2000), i) for i in range(entrants)]
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        sorted(rows, key=lambda r: (-r[0], -r[1], r[2]))
        best = min(best, time.perf_counter() - started)
    return best


def bench_swiss(sizes: Sequence[int], modes: Sequence[Mode]) -> list[Bar]:
    print("(c) one Swiss round 9 (8 rounds played), best of 3 pairings of the same standings")
    bars: list[Bar] = []
    for mode in modes:
        for size in sizes:
            ranked, history = swiss_history(size, 8, mode, seed=size)
            best = float("inf")
            conflicts = -1
            for _ in range(3):
                started = time.perf_counter()
                pairing = pair_round(ranked, history, mode)
                best = min(best, time.perf_counter() - started)
                conflicts = len(pairing.accepted)
            sorting = sort_time(size, size)
            limit = size / 1000
            print(
                f"    {mode:<15} {size:>6,} entrants: pairing {best:7.3f} s   sorting the standings {sorting * 1000:7.2f} ms"
                f"   ratio {best / sorting:8.0f}x   conflicts {conflicts}"
            )
            bars.append(
                Bar(
                    f"Swiss round 9, {size:,} entrants, {mode}",
                    f"{best:.3f} s, {conflicts} conflicts",
                    f"< {limit:g} s, 0 conflicts",
                    best < limit and conflicts == 0,
                )
            )
    print()
    return bars


def _one(seed: int) -> tuple[int, int, int, float, float]:
    """Generate and check tournament ``seed``: (rounds, matches, findings, generate+check seconds, sort seconds)."""
    rng = random.Random(seed)
    kind = seed % 4
    mode: FileMode
    if kind == 3:
        rulebook, mode, entrants, rounds = "doral-partnership", "knockout", rng.randint(2, 6), 0
    else:
        choices: tuple[tuple[str, FileMode], ...] = (
            ("ndf-double-nine", "pairs"),
            ("fmd-couples", "pairs"),
            ("fmd-singles", "tables-of-four"),
        )
        rulebook, mode = choices[kind]
        entrants, rounds = rng.randint(4, 12), rng.randint(2, 5)
    started = time.perf_counter()
    event = simulate(rulebook, mode, entrants, rounds, seed)
    findings = check(event)
    elapsed = time.perf_counter() - started
    sorting = 0.0
    if mode != "knockout":
        rows = standings_before(event, len(event.rounds) + 1)
        t = time.perf_counter()
        sorted(rows, key=lambda r: (-r.wins, -r.points, r.entry))
        sorting = time.perf_counter() - t
    for finding in findings:
        print(f"    tournament {seed} ({rulebook}, {mode}): {finding}")
    return len(event.rounds), sum(len(r.tables) for r in event.rounds), len(findings), elapsed, sorting


def bench_generate(count: int, jobs: int) -> Bar:
    print(f"(d) random tournament generator + pairing checker, {count:,} tournaments over {jobs} process(es)")
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_one, range(count), chunksize=50))
    wall = time.perf_counter() - started
    rounds = sum(r[0] for r in results)
    matches = sum(r[1] for r in results)
    broken = sum(r[2] for r in results)
    work = sum(r[3] for r in results)
    sorting = sum(r[4] for r in results)
    print(
        f"    {count:,} tournaments, {rounds:,} rounds, {matches:,} matches played hand by hand: wall {wall:.1f} s,"
        f" {work / count * 1000:.1f} ms each (generate + check); sorting their final standings {sorting * 1000:.1f} ms in all"
    )
    print(f"    broken rules found: {broken}\n")
    return Bar(f"generator + checker, {count:,} tournaments", f"{broken} broken rules", "0 broken rules", broken == 0)


def run(tournaments: int, jobs: int, sizes: Sequence[int]) -> list[Bar]:
    bars = bench_swiss(sizes, ("pairs", "tables-of-four"))
    if tournaments > 0:
        bars.append(bench_generate(tournaments, jobs))
    return bars


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tournaments", type=int, default=5000, help="random tournaments for (d) (default 5000)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes for (d) (default: all CPUs)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000], help="field sizes for (c)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}\n")
    bars = run(args.tournaments, args.jobs, args.sizes)
    print(bars_table(bars))
    return 0 if all(b.passed for b in bars) else 1


if __name__ == "__main__":
    sys.exit(main())
