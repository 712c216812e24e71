#!/usr/bin/env python3
"""Mexican Train figures: ``.venv/bin/python benchmarks/train.py`` (see benchmarks/README.md).

(a) Random complete hands per second of the typed train engine (``reference_impl.train``), deal
    included, played out by random legal moves, at tables of 2, 4 and 7.
(b) A simulated 200-player, 13-hand event (every hand seated from the standings and played at every
    table by the engine), printed beside the time to sort its final standings in the same run.

Options: ``--hands N`` (hands per table size, default 300), ``--players P`` (default 200), ``--seed S``.
"""

from __future__ import annotations

import argparse
import random
import time

from organiser.train_event import check_event, simulate_event, standings
from reference_impl.train.deal import random_hand
from reference_impl.train.rules import train_rules_for


def hands_per_second(players: int, hands: int, seed: int) -> float:
    rules = train_rules_for("mexican-train")
    rng = random.Random(seed)
    began = time.perf_counter()
    for index in range(hands):
        random_hand(rules, players, index % (rules.max_pip + 1), rng)
    return hands / (time.perf_counter() - began)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in (2, 4, 7):
        rate = hands_per_second(players, args.hands, args.seed)
        print(f"(a) typed engine, {players} players a table: {rate:,.0f} random complete hands/s")
    began = time.perf_counter()
    event = simulate_event("mexican-train", args.players, random.Random(args.seed))
    simulated = time.perf_counter() - began
    began = time.perf_counter()
    ranked = standings(event)
    sorted_in = time.perf_counter() - began
    tables = sum(len(hand.tables) for hand in event.hands)
    print(
        f"(b) {args.players}-player event, {len(event.hands)} hands, {tables} tables: simulated in {simulated:.2f} s; "
        f"final standings sorted in {sorted_in * 1000:.1f} ms (leader {ranked[0].entrant}, {ranked[0].total})"
    )
    problems = check_event(event)
    print(f"    checker: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
