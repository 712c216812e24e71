#!/usr/bin/env python3
"""(e) The cost of fuzzing: ``.venv/bin/python benchmarks/fuzz.py`` (see benchmarks/README.md).

The same random hands (``conformance.fuzz``: dealt from the seed, random legal moves) are
played three ways in one run, alternating, the best of ``--repeats`` loops of each counting:

* **engine**: the typed engine in-process, ``reference_impl.block.hand``: the deal set up,
  then for each action its legal moves and the action applied (what random play needs);
* **fuzz, every action**: ``domino-rules fuzz`` against the reference over the subprocess
  protocol (``python -m conformance.reference_adapter``, started and handshaken before the
  clock starts), as the command runs by default (``--check-every 1``): one ``hand`` request per
  hand with ``each``, the position after every action compared, the next hand played on the
  reference while the implementation answers;
* **fuzz, a request a prefix**: the same comparisons, one ``hand`` request per prefix of the
  actions (what the command falls back to for an implementation that does not answer ``steps``);
* **fuzz, end only**: ``--check-every 0`` (one request per hand, its last position).

Replies are compared, not validated against the schema one by one (the command's default: a
reply equal to the reference's is valid; ``jsonschema`` takes about 2 ms a reply). It also prints
the cost of the in-process driver alone (deal, random play on the stepped reference).

Each way is timed twice: the wall clock, and the CPU time it costs, this process's and the
implementation's together (read from ``/proc``; on a machine shared with other work the wall clock
mostly measures the wait for a CPU, twice over with two processes).

**Bar: fuzz <= 4x engine**, in CPU cost. Exit status 0 when fuzzing every action meets it, 1 when not.
"""

from __future__ import annotations

import argparse
import gc
import os
import shlex
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the project root on the path, for the benchmarks package
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bars import Bar, at_most, table
from conformance import fuzz_train
from conformance.fuzz import deal, fuzz_hand, fuzz_hands, hand_rng, play_reference
from conformance.messages import PROTOCOL_VERSION, HandAction, HandSetup
from conformance.reference_fives import action as fives_action
from conformance.reference_fives import dealt
from conformance.reference_train import action as train_action
from conformance.reference_train import new_hand as new_train_hand
from conformance.wire import SubprocessAdapter
from reference_impl.block import hand as engine
from reference_impl.block.rules import rules_for
from reference_impl.fives import hand as fives_engine
from reference_impl.fives.rules import rules_for as fives_rules_for
from reference_impl.tiles import Seat, Tile
from reference_impl.train import hand as train_engine
from reference_impl.train.rules import train_rules_for
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, MEXICAN_TRAIN

BAR = 4.0
Hand = tuple[HandSetup, list[HandAction]]


def hands_of(rulebook: str, seed: int, count: int) -> list[Hand]:
    """The hands the fuzzer plays for ``seed``: each deal and its random actions."""
    out: list[Hand] = []
    for number in range(count):
        rng = hand_rng(rulebook, seed, number)
        setup = deal(rulebook, rng)
        actions, _ = play_reference(rulebook, setup, rng)
        out.append((setup, actions))
    return out


def family(rulebook: str) -> str:
    return cached_spec().rulebook(rulebook).game.family


def typed_engine(rulebook: str, hands: list[Hand]) -> int:
    """Play the hands with the typed engine of the rulebook's family: legal moves before every action, then
    the action."""
    if family(rulebook) == ALL_FIVES.name:
        return typed_fives(rulebook, hands)
    return typed_block(rulebook, hands)


def typed_fives(rulebook: str, hands: list[Hand]) -> int:
    """All Fives: the deal (a complete one: its undealt tiles are the bone-yard, drawn in order), then the
    actions, legal moves before each."""
    rules = fives_rules_for(rulebook)
    played = 0
    for setup, actions in hands:
        leader = setup.get("leader")
        assert leader is not None
        state = fives_engine.new_hand(
            rules,
            {Seat.parse(s): dealt(ts) for s, ts in setup["hands"].items()},
            dealt(setup.get("undealt", [])),
            leader=Seat.parse(leader),
        )
        for action in actions:
            fives_engine.legal_moves(state)
            state = fives_engine.apply(state, fives_action(rules, action))
            played += 1
        assert state.outcome is not None
    return played


def train_hands_of(rulebook: str, seed: int, count: int) -> list[fuzz_train.Played]:
    return [fuzz_train.play_hand(rulebook, seed, number) for number in range(count)]


def typed_train(rulebook: str, hands: list[fuzz_train.Played]) -> int:
    """Mexican Train: the deal, then the actions, legal moves before each."""
    rules = train_rules_for(rulebook)
    played = 0
    for hand in hands:
        case = hand.case
        state = new_train_hand(rules, {"op": "train", "rulebook": rulebook, "setup": case["setup"], "actions": []})
        for action in case["actions"]:
            train_engine.legal_moves(state)
            state = train_engine.apply(state, train_action(rules, action))
            played += 1
        assert state.outcome is not None
    return played


def typed_block(rulebook: str, hands: list[Hand]) -> int:
    """The block game: the position, then the actions, legal moves before each."""
    rules = rules_for(rulebook)
    played = 0
    for setup, actions in hands:
        leader = setup.get("leader")
        assert leader is not None
        state = engine.new_hand(
            rules,
            {Seat.parse(s): [Tile.parse(t, rules.max_pip) for t in ts] for s, ts in setup["hands"].items()},
            leader=Seat.parse(leader),
        )
        for action in actions:
            engine.legal_moves(state)
            seat = Seat.parse(action["seat"])
            if action["type"] == "play":
                end = action.get("end")
                if end == "up" or end == "down":  # a spinner's side: no block game has one
                    raise ValueError(f"a block game has no {end} end")
                move: engine.Action = engine.Play(seat, Tile.parse(action["tile"], rules.max_pip), end)
            else:
                move = engine.Pass(seat)
            state = engine.apply(state, move)
            played += 1
        assert state.outcome is not None
    return played


def fuzzing(adapter: SubprocessAdapter, rulebook: str, seed: int, count: int, every: int, each: bool) -> int:
    """Fuzz hands 0..count-1 as the command does (deal, random play on the stepped reference, requests,
    comparison); without ``each``, one request per prefix, hand after hand."""
    if each:
        results = fuzz_hands(adapter, rulebook, seed, range(count), every)
    else:
        results = [fuzz_hand(adapter, rulebook, seed, number, every) for number in range(count)]
    for result in results:
        assert result["prefix"] is None, result["differences"]
        if family(rulebook) != ALL_FIVES.name:  # an all-fives hand is asked a prefix at a time (no steps)
            assert result["batched"] == (each and every == 1)
    return sum(result["requests"] for result in results)


def fuzzing_trains(adapter: SubprocessAdapter, rulebook: str, seed: int, count: int, every: int) -> int:
    """Fuzz train hands 0..count-1 as the command does, every action compared through one request a hand."""
    results = [fuzz_train.fuzz_hand(adapter, rulebook, seed, number, every, True) for number in range(count)]
    for result in results:
        assert result["prefix"] is None, result["differences"]
    return sum(result["requests"] for result in results)


def driver(rulebook: str, seed: int, count: int) -> int:
    """What fuzzing does in-process alone: deal and play every hand on the reference."""
    if family(rulebook) == MEXICAN_TRAIN.name:
        return sum(len(hand.case["actions"]) for hand in train_hands_of(rulebook, seed, count))
    return sum(len(actions) for _, actions in hands_of(rulebook, seed, count))


def process_cpu(pid: int | None) -> float:
    """CPU seconds (user and system) another process has used so far; 0 where ``/proc`` cannot tell."""
    if pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timed(run: Callable[[], int], server: int | None) -> tuple[float, float]:
    """Wall-clock seconds of one loop, and the CPU seconds it cost this process and the implementation's."""
    gc.collect()
    wall, cpu, other = time.perf_counter(), time.process_time(), process_cpu(server)
    run()
    return time.perf_counter() - wall, time.process_time() - cpu + process_cpu(server) - other


def measure(book: str = "ndf-double-nine", count: int = 60, repeats: int = 3, seed: int = 0) -> Bar:
    """Fuzzing ``count`` hands of ``book`` against the typed engine of its family, every way timed (the train
    and All Fives families: the engine, fuzzing every action and the driver alone); the bar's ratio."""
    trains = family(book) == MEXICAN_TRAIN.name
    typed: Callable[[], int]  # the typed engine playing the hands fuzzed
    if trains:
        played = train_hands_of(book, seed, count)
        typed = partial(typed_train, book, played)
        actions = sum(len(hand.case["actions"]) for hand in played)
        print(f"fuzzing: {count} hands of {book} (seed {seed}): {actions} actions")
    else:
        hands = hands_of(book, seed, count)
        typed = partial(typed_engine, book, hands)
        actions = sum(len(a) for _, a in hands)
        prefixes = sum(len(a) + 1 for _, a in hands)
        replayed = sum(len(a) * (len(a) + 1) // 2 for _, a in hands)
        print(
            f"fuzzing: {count} hands of {book} (seed {seed}): {actions} actions, {prefixes} prefixes,"
            f" {replayed} replayed"
        )
    adapter = SubprocessAdapter(shlex.join([sys.executable, "-m", "conformance.reference_adapter"]), validate=False)
    adapter.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    try:
        times: dict[str, float] = {}
        costs: dict[str, float] = {}
        paired: list[float] = []  # each loop's fuzz cost over the engine's cost in the same round
        server = adapter.pid
        ways: dict[str, Callable[[], int]]
        if trains:
            ways = {
                "engine": typed,
                "fuzz, every action": lambda: fuzzing_trains(adapter, book, seed, count, 1),
                "driver alone": lambda: driver(book, seed, count),
            }
        elif family(book) == ALL_FIVES.name:
            ways = {
                "engine": typed,
                "fuzz, every action": lambda: fuzzing(adapter, book, seed, count, 1, True),
                "driver alone": lambda: driver(book, seed, count),
            }
        else:
            ways = {
                "engine": typed,
                "fuzz, every action": lambda: fuzzing(adapter, book, seed, count, 1, True),
                "fuzz, a request a prefix": lambda: fuzzing(adapter, book, seed, count, 1, False),
                "fuzz, end only": lambda: fuzzing(adapter, book, seed, count, 0, True),
                "driver alone": lambda: driver(book, seed, count),
            }
        for _ in range(repeats):  # alternate the ways, keep each one's best loop
            spent: dict[str, float] = {}
            for name, run in ways.items():
                wall, spent[name] = timed(run, server)
                times[name] = min(times.get(name, float("inf")), wall)
                costs[name] = min(costs.get(name, float("inf")), spent[name])
            paired.append(spent["fuzz, every action"] / spent["engine"])
    finally:
        adapter.stop()
    base, base_cost = times["engine"], costs["engine"]
    print(f"    {'':<26} {'wall clock':>30}  {'CPU (both processes)':>22}")
    for name, seconds in times.items():
        print(
            f"    {name:<26} {seconds * 1000:9.1f} ms  {seconds / count * 1000:6.2f} ms a hand  {seconds / base:5.1f}x"
            f"  {costs[name] * 1000:9.1f} ms  {costs[name] / base_cost:5.1f}x"
        )
    ratio = statistics.median(paired)
    wall_ratio = times["fuzz, every action"] / base
    print(
        f"    fuzz / engine (CPU cost, every action, the median of {len(paired)} rounds' ratios "
        f"{', '.join(f'{r:.1f}' for r in sorted(paired))}): {ratio:.1f}x"
        f" (wall clock {wall_ratio:.1f}x, on a machine with {os.cpu_count()} CPUs and a load of {os.getloadavg()[0]:.1f}"
        + "".join(
            f"; {name} {costs[name] / base_cost:.1f}x"
            for name in ("fuzz, a request a prefix", "fuzz, end only")
            if name in costs
        )
        + ")\n"
    )
    name = f"fuzz / engine a hand, {book} (CPU, paired median)"
    if trains:  # no bar: a train reply is large beside the engine's step; held to the block family's cost instead
        return Bar(name, f"{ratio:.2f}x", "(none)", None)
    return at_most(name, ratio, BAR)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rulebook", default="ndf-double-nine")
    parser.add_argument("--hands", type=int, default=60, help="hands per timed loop (default 60)")
    parser.add_argument("--repeats", type=int, default=3, help="timed loops per way (default 3)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    bar = measure(args.rulebook, args.hands, args.repeats, args.seed)
    print(table([bar]))
    return 0 if bar.passed else 1


if __name__ == "__main__":
    sys.exit(main())
