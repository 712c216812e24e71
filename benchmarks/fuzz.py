#!/usr/bin/env python3
"""(e) The cost of fuzzing: ``.venv/bin/python benchmarks/fuzz.py`` (see benchmarks/README.md).

The same random hands (``conformance.fuzz``: dealt from the seed, random legal moves) are
played three ways in one run, alternating, the best of ``--repeats`` loops of each counting:

* **engine**: the typed engine in-process, ``reference_impl.block.hand``: the deal set up,
  then for each action its legal moves and the action applied (what random play needs);
* **fuzz, every action**: ``domino-rules fuzz`` against the reference over the subprocess
  protocol (``python -m conformance.reference_adapter``, started and handshaken before the
  clock starts), one ``hand`` request per prefix of the actions, every reply compared
  (the default ``--check-every 1``);
* **fuzz, end only**: the same with ``--check-every 0`` (one request per hand, its last position).

Replies are compared, not validated against the schema one by one (the command's default: a
reply equal to the reference's is valid; ``jsonschema`` takes about 2 ms a reply). It also prints
the cost of the in-process driver alone and an estimate of a batch request (one request per hand
answering the position after every action): the driver plus the implementation's side of it, the
hand stepped once and every prefix's reply encoded, decoded and compared.

**Bar: fuzz <= 4x engine.** Exit status 0 when fuzzing every action meets it, 1 when not.
"""

from __future__ import annotations

import argparse
import gc
import json
import shlex
import sys
import time
from collections.abc import Callable

from conformance.fuzz import deal, fuzz_hand, hand_rng, play_reference
from conformance.messages import PROTOCOL_VERSION, HandAction, HandReply, HandSetup
from conformance.shrink import compare
from conformance.wire import SubprocessAdapter
from reference_impl.block import hand as engine
from reference_impl.block.rules import rules_for
from reference_impl.tiles import Seat, Tile

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


def typed_engine(rulebook: str, hands: list[Hand]) -> int:
    """Play the hands with the typed engine: legal moves before every action, then the action."""
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


def fuzzing(adapter: SubprocessAdapter, rulebook: str, seed: int, count: int, every: int) -> int:
    """Fuzz hands 0..count-1 (deal, random play on the stepped reference, requests, comparison)."""
    requests = 0
    for number in range(count):
        result = fuzz_hand(adapter, rulebook, seed, number, every)
        assert result["prefix"] is None, result["differences"]
        requests += result["requests"]
    return requests


def driver(rulebook: str, seed: int, count: int) -> int:
    """What fuzzing does in-process alone: deal and play every hand on the stepped reference."""
    return sum(len(actions) for _, actions in hands_of(rulebook, seed, count))


def batch_estimate(rulebook: str, seed: int, count: int) -> int:
    """The implementation's side of a batch request per hand: the hand stepped once, and every prefix's
    reply through JSON and compared, as the command does (the round trip itself is not counted)."""
    replies = 0
    for number in range(count):
        rng = hand_rng(rulebook, seed, number)
        setup = deal(rulebook, rng)
        _, answers = play_reference(rulebook, setup, rng)
        decoded: list[HandReply] = json.loads(json.dumps(answers, separators=(",", ":")))
        for reply, answer in zip(decoded, answers, strict=True):
            assert not compare(answer, reply)
        replies += len(decoded)
    return replies


def best(run: Callable[[], int], repeats: int) -> float:
    times: list[float] = []
    for _ in range(repeats):
        gc.collect()
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rulebook", default="ndf-double-nine")
    parser.add_argument("--hands", type=int, default=30, help="hands per timed loop (default 30)")
    parser.add_argument("--repeats", type=int, default=3, help="timed loops per way (default 3)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    book, seed, count = args.rulebook, args.seed, args.hands
    hands = hands_of(book, seed, count)
    actions = sum(len(a) for _, a in hands)
    prefixes = sum(len(a) + 1 for _, a in hands)
    replayed = sum(len(a) * (len(a) + 1) // 2 for _, a in hands)
    print(f"{count} hands of {book} (seed {seed}): {actions} actions, {prefixes} prefixes, {replayed} actions replayed")
    adapter = SubprocessAdapter(shlex.join([sys.executable, "-m", "conformance.reference_adapter"]), validate=False)
    adapter.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    try:
        times: dict[str, float] = {}
        ways: dict[str, Callable[[], int]] = {
            "engine": lambda: typed_engine(book, hands),
            "fuzz, every action": lambda: fuzzing(adapter, book, seed, count, 1),
            "fuzz, end only": lambda: fuzzing(adapter, book, seed, count, 0),
            "driver alone": lambda: driver(book, seed, count),
            "batch estimate": lambda: batch_estimate(book, seed, count),
        }
        for _ in range(args.repeats):  # alternate the ways, keep each one's best loop
            for name, run in ways.items():
                times[name] = min(times.get(name, float("inf")), best(run, 1))
    finally:
        adapter.stop()
    base = times["engine"]
    for name, seconds in times.items():
        print(
            f"  {name:<20} {seconds * 1000:9.1f} ms  {seconds / count * 1000:7.2f} ms a hand  {seconds / base:6.1f}x engine"
        )
    ratio = times["fuzz, every action"] / base
    end_only = times["fuzz, end only"] / base
    batch = (times["driver alone"] + times["batch estimate"]) / base
    print(
        f"\nbar fuzz <= {BAR:g}x engine: every action {ratio:.1f}x {'PASS' if ratio <= BAR else 'FAIL'}; "
        f"end only {end_only:.1f}x {'PASS' if end_only <= BAR else 'FAIL'}; "
        f"with a batch request (estimate) {batch:.1f}x {'PASS' if batch <= BAR else 'FAIL'}"
    )
    return 0 if ratio <= BAR else 1


if __name__ == "__main__":
    sys.exit(main())
