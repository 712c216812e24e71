#!/usr/bin/env python3
"""All Fives hands per second: ``.venv/bin/python benchmarks/fives.py``.

Random complete hands, deal included, singles and doubles alternating, played by the first-legal
policy: the fast simulator (:func:`reference_impl.fives.fast.simulate_hand`) against the typed engine
(:mod:`reference_impl.fives.hand`) doing the same work, in one process, alternating, best of several
repeats. Both play the same deals and must reach the same game scores (checked on every hand of the
typed loop).

In the same run, the PyPI package ``all-fives-domino`` 1.0.23 (installed by the ``bench`` extra) does
the same work: random singles hands, deal included, each played to its end by its own ``DominoRound``
with the first of its ``valid_options`` (the first-legal policy), against the fast simulator on
random singles deals, run twice: as the interpreter runs its source, and compiled to C by mypyc
(:mod:`benchmarks.compiled`; checked against the typed engine first, as the source is). Its house rules differ (see ``implementations/all-fives-domino/``), so the two
play different games on different deals; what is compared is hands per second.

Exit status: 0 when the fast simulator is at least ``BAR`` times the typed engine and ``PACKAGE_BAR``
times ``all-fives-domino``, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if __package__ in (None, ""):  # run as a script: the project root on the path, for the benchmarks package
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bars import Bar, all_passed, at_least, beside, failed, table
from benchmarks.compiled import CompileError, compiled_fives
from reference_impl.fives.fast import FastSummary, FastTile, simulate_hand
from reference_impl.fives.hand import Draw, Pass, Play, apply, legal_moves, new_hand
from reference_impl.fives.rules import FivesRules, rules_for
from reference_impl.tiles import SEATS, Seat, Tile, full_set

if TYPE_CHECKING:  # the package is a benchmark extra: imported where it is run (typings/src/ has its stubs)
    from src.main.game.DominoRound import DominoRound
    from src.main.game.Piece import Piece

BAR = 10.0
"""The fast simulator against the typed engine (which checks everything a request can break). Measured
when written, on a shared 2-core machine: about 5,000 against 210 hands per second, 23 times; after the
fast path was rewritten for the all-fives-domino bar, 13,000-18,000 against 290-370, 44-56 times."""

PACKAGE_BAR = 50.0
"""The fast simulator compiled by mypyc against ``all-fives-domino`` on random singles hands (issue 12's
bar). Measured when written, on the shared 2-core machine: 81-112 times compiled; the same source run by
the interpreter 33-55 times (it was 42-52 on a quieter machine), printed beside it with no bar."""

Deal = tuple[list[list[FastTile]], list[FastTile]]


def deal(rules: FivesRules, rng: random.Random, singles: bool) -> Deal:
    tiles = [(t.high, t.low) for t in full_set(rules.max_pip)]
    rng.shuffle(tiles)
    players = rules.singles_players if singles else rules.doubles_players
    size = rules.hand_size
    return [tiles[i * size : (i + 1) * size] for i in range(players)], tiles[players * size :]


Simulator = Callable[[FivesRules, Sequence[Sequence[FastTile]], Sequence[FastTile], int, tuple[int, int]], FastSummary]


def fast_hands(rules: FivesRules, seed: int, count: int, simulate: Simulator = simulate_hand) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out: list[tuple[int, int]] = []
    for number in range(count):
        hands, rest = deal(rules, rng, number % 2 == 0)
        out.append(simulate(rules, hands, rest, 0, (0, 0)).scores)
    return out


def fast_singles(rules: FivesRules, seed: int, count: int, simulate: Simulator = simulate_hand) -> int:
    """``count`` random singles hands, dealt from a shuffled set; the hands that ended in a game, a domino or a lock."""
    draw = random.Random(seed).random
    tiles = [(t.high, t.low) for t in full_set(rules.max_pip)]
    size = rules.hand_size
    ended = 0
    for _ in range(count):
        tiles.sort(key=lambda _: draw())  # a uniformly random order: the set sorted by random keys
        summary = simulate(rules, [tiles[:size], tiles[size : 2 * size]], tiles[2 * size :], 0, (0, 0))
        ended += summary.end != "void"
    return ended


class _FirstOption:
    """A ``Brain`` for ``all-fives-domino`` (duck-typed: its rounds call ``decide``): the first valid option."""

    def decide(self, round_: DominoRound) -> tuple[Piece, Piece, bool]:
        option: tuple[Piece, Piece, bool] = round_.valid_options()[0]  # declared: mypy reads the package untyped
        return option

    def json(self) -> str:
        return "FirstOption"


def package_hands(seed: int, count: int) -> int:
    """``count`` random singles hands played by ``all-fives-domino``'s own round: deal, lead, play, score."""
    from src.main.game.DominoRound import DominoRound
    from src.main.game.exceptions.Game import GameWinSignal
    from src.main.game.Game import Game
    from src.main.game.Player import Player

    random.seed(seed)  # the package shuffles with the module-level generator
    ended = 0
    north, east = Player(_FirstOption(), "N"), Player(_FirstOption(), "E")
    game = Game(north, east)  # as Game.run: one game, a new DominoRound for each hand
    for _ in range(count):
        north.score = east.score = game.eggs = 0  # every hand from nothing (no game won mid-benchmark)
        try:
            game.round = DominoRound(north, east, game, begins=north)
            game.round.run()
            game.award_round_score()
        except GameWinSignal:
            pass
        ended += north.score != east.score
    return ended


def package_installed() -> bool:
    from importlib.util import find_spec

    try:
        return find_spec("src.main.game.DominoRound") is not None
    except ModuleNotFoundError:
        return False


def typed_hands(rules: FivesRules, seed: int, count: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out: list[tuple[int, int]] = []
    for number in range(count):
        hands, rest = deal(rules, rng, number % 2 == 0)
        seats: tuple[Seat, ...] = SEATS[: len(hands)] if len(hands) == rules.doubles_players else SEATS[:2]
        state = new_hand(
            rules,
            {seat: [Tile(*t) for t in hand] for seat, hand in zip(seats, hands, strict=True)},
            [Tile(*t) for t in rest],
            seats[0],
        )
        while state.outcome is None:
            moves = legal_moves(state)
            if moves:
                state = apply(state, Play(state.turn, moves[0].tile, moves[0].side))
            elif state.boneyard:
                state = apply(state, Draw(state.turn))
            else:
                state = apply(state, Pass(state.turn))
        out.append(state.scores)
    return out


def best(run: Callable[[], object], repeats: int) -> float:
    times: list[float] = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def interleaved(loops: Sequence[Callable[[], object]], repeats: int) -> list[float]:
    """The best time of each loop, the loops timed in turn (so a busy moment of a shared machine hits all)."""
    times: list[list[float]] = [[] for _ in loops]
    for _ in range(repeats):
        for run, spent in zip(loops, times, strict=True):
            started = time.perf_counter()
            run()
            spent.append(time.perf_counter() - started)
    return [min(spent) for spent in times]


def measure(hands: int = 2000, typed_count: int = 100, package_count: int = 200, repeats: int = 5) -> list[Bar]:
    """Both bars (and the interpreted figure beside the compiled one), printing each timed figure."""
    rules = rules_for("wcdt-all-fives")
    print(f"All Fives hands per second: {hands} fast, {typed_count} typed, {package_count} all-fives-domino a loop")
    fast_name, package_name = "All Fives fast / typed engine", "All Fives compiled / all-fives-domino"
    if fast_hands(rules, 1, typed_count) != typed_hands(rules, 1, typed_count):
        print("    the fast simulator and the typed engine disagree on the same deals")
        return [failed(fast_name, "disagree", f">= {BAR:g}x")]
    fast = hands / best(lambda: fast_hands(rules, 2, hands), repeats)
    typed = typed_count / best(lambda: typed_hands(rules, 2, typed_count), repeats)
    ratio = fast / typed
    print(f"    fast simulator: {fast:,.0f} hands/s; typed engine: {typed:,.0f} hands/s; {ratio:.1f}x")
    bars = [at_least(fast_name, ratio, BAR)]
    if not package_installed():
        print("    all-fives-domino is not installed (pip install .[bench]): the comparison with it cannot run")
        return [*bars, failed(package_name, "not installed", f">= {PACKAGE_BAR:g}x")]
    try:
        compiled: Simulator = compiled_fives().simulate_hand
    except CompileError as error:
        print(f"    the compiled simulator could not be built: {error}")
        return [*bars, failed(package_name, "no build", f">= {PACKAGE_BAR:g}x")]
    if fast_hands(rules, 1, typed_count, compiled) != typed_hands(rules, 1, typed_count):
        print("    the compiled simulator and the typed engine disagree on the same deals")
        return [*bars, failed(package_name, "disagree", f">= {PACKAGE_BAR:g}x")]
    loops: list[Callable[[], object]] = [
        lambda: fast_singles(rules, 3, hands),
        lambda: fast_singles(rules, 3, hands, compiled),
        lambda: package_hands(3, package_count),
    ]
    source, built, theirs = interleaved(loops, repeats)
    package = package_count / theirs
    for name, spent in (("interpreted", source), ("compiled by mypyc", built)):
        rate = hands / spent
        print(
            f"    singles: {name} {rate:,.0f} hands/s; all-fives-domino {package:,.0f} hands/s; {rate / package:.1f}x"
        )
    print()
    return [
        *bars,
        at_least(package_name, hands / built / package, PACKAGE_BAR),
        beside("All Fives interpreted / all-fives-domino", hands / source / package),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=2000, help="hands per timed loop of the fast simulator")
    parser.add_argument("--typed-hands", type=int, default=100, help="hands per timed loop of the typed engine")
    parser.add_argument("--package-hands", type=int, default=200, help="hands per timed loop of all-fives-domino")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    bars = measure(args.hands, args.typed_hands, args.package_hands, args.repeats)
    print(table(bars))
    return 0 if all_passed(bars) else 1


if __name__ == "__main__":
    sys.exit(main())
