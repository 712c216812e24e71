#!/usr/bin/env python3
"""All Fives hands per second: ``.venv/bin/python benchmarks/fives.py``.

Random complete hands, deal included, singles and doubles alternating, played by the first-legal
policy: the fast simulator (:func:`reference_impl.fives.fast.simulate_hand`) against the typed engine
(:mod:`reference_impl.fives.hand`) doing the same work, in one process, alternating, best of several
repeats. Both play the same deals and must reach the same game scores (checked on every hand of the
typed loop). Not yet measured here: the PyPI package ``all-fives-domino`` (its board and house rules
differ, and no driver for it is written), which the issue's bar of 50 times its hands per second needs.

Exit status: 0 when the fast simulator is at least ``BAR`` times the typed engine, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from reference_impl.fives.fast import FastTile, simulate_hand
from reference_impl.fives.hand import Draw, Pass, Play, apply, legal_moves, new_hand
from reference_impl.fives.rules import FivesRules, rules_for
from reference_impl.tiles import SEATS, Seat, Tile, full_set

BAR = 10.0
"""The fast simulator against the typed engine (which checks everything a request can break). Measured
when written, on a shared 2-core machine: about 5,000 against 210 hands per second, 23 times."""

Deal = tuple[list[list[FastTile]], list[FastTile]]


def deal(rules: FivesRules, rng: random.Random, singles: bool) -> Deal:
    tiles = [(t.high, t.low) for t in full_set(rules.max_pip)]
    rng.shuffle(tiles)
    players = rules.singles_players if singles else rules.doubles_players
    size = rules.hand_size
    return [tiles[i * size : (i + 1) * size] for i in range(players)], tiles[players * size :]


def fast_hands(rules: FivesRules, seed: int, count: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out = []
    for number in range(count):
        hands, rest = deal(rules, rng, number % 2 == 0)
        out.append(simulate_hand(rules, hands, rest, 0, (0, 0)).scores)
    return out


def typed_hands(rules: FivesRules, seed: int, count: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out = []
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
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=2000, help="hands per timed loop of the fast simulator")
    parser.add_argument("--typed-hands", type=int, default=100, help="hands per timed loop of the typed engine")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    rules = rules_for("wcdt-all-fives")
    if fast_hands(rules, 1, args.typed_hands) != typed_hands(rules, 1, args.typed_hands):
        print("the fast simulator and the typed engine disagree on the same deals")
        return 1
    fast = args.hands / best(lambda: fast_hands(rules, 2, args.hands), args.repeats)
    typed = args.typed_hands / best(lambda: typed_hands(rules, 2, args.typed_hands), args.repeats)
    ratio = fast / typed
    verdict = "PASS" if ratio >= BAR else "FAIL"
    print(
        f"fast simulator: {fast:,.0f} hands/s; typed engine: {typed:,.0f} hands/s; {ratio:.1f}x (bar {BAR:.0f}x): {verdict}"
    )
    return 0 if ratio >= BAR else 1


if __name__ == "__main__":
    sys.exit(main())
