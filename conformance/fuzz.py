"""``domino-rules fuzz``: differential testing of an implementation against the reference.

    domino-rules fuzz --impl COMMAND [--rulebook ID] [--hands N] [--seed S] [--shard I/N] [--jobs J]
                      [--check-every K] [--fail-fast] [--validate] [--timeout S] [--json FILE]

Each hand is dealt at random from the seed (the rulebook's set and hand size, a random leader;
a complete deal, the undealt tiles named, to an implementation that claims ``deal-play`` but not
``hand`` for a block rulebook: the same hands) and played by random legal actions: a move drawn from the reference's ``legal`` list, a pass when
it is empty. The reference plays the hand in-process action by action
(:class:`conformance.reference_adapter.HandSession`); the implementation gets the whole hand in
one ``hand`` request with ``each`` set, and every observation of the position it reports after
each action (``steps``) is compared with the reference's (:func:`conformance.shrink.differences`).
An implementation that answers without ``steps`` (or fails on the whole hand) is asked one
request per prefix of the actions instead (the protocol replays a position from its setup and
actions), and is not asked for ``steps`` again in that process. ``--check-every K`` sends only
every K-th prefix and the last (0: the last only, with no ``each``); a divergence found at a
checkpoint is then traced back to the first prefix that differs.

The first divergent hand (the lowest hand number) is shrunk and printed as a Gherkin scenario,
with its JSON case and the rules involved; the exit status is then 1. Hand ``i`` is dealt from
``(seed, i)`` alone, so ``--shard I/N`` (hands ``i`` with ``i mod N == I-1``) and ``--jobs`` change
who plays a hand, never the hand.

An all-fives rulebook is dealt singles or doubles at random as a complete deal (``undealt``, so the
implementation needs ``deal-play``), a player with no legal play draws while the bone-yard lasts, and
every all-fives field of the reply (play points, sides, spinner, count, bone-yard, game score) is
compared too; its divergences are cut to the first action that differs, not shrunk further (a deal is
played from its lead). A train rulebook (Mexican Train) is fuzzed the same way with ``train`` requests,
a hand in one request with ``each`` as for the ``hand`` families: its deals, random play, shrinking and
scenarios are in :mod:`conformance.fuzz_train`. Other families are refused with the reason.
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Final, Generic, TextIO, TypedDict, TypeVar

from conformance import fuzz_train
from conformance.adapter import Implementation, ImplementationError, ProtocolMismatch, Unsupported
from conformance.fuzz_forms import family_problem, fuzz_capability, not_fuzzed
from conformance.messages import (
    PROTOCOL_VERSION,
    Capability,
    EndName,
    HandAction,
    HandReply,
    HandSetup,
    PlayAction,
)
from conformance.reference_adapter import HandSession, ReferenceAdapter
from conformance.shrink import (
    Case,
    Difference,
    Oracle,
    Verdict,
    compare,
    error_difference,
    first_divergent_step,
    request_of,
    rules_of,
    scenario,
    shrink,
)
from conformance.wire import SubprocessAdapter
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, MEXICAN_TRAIN
from rulespec.files import atomic_write
from rulespec.grammar import SEAT_CODES, format_tile

DEFAULT_RULEBOOK: Final = "ndf-double-nine"
ENDS: Final[dict[str, EndName]] = {"left": "left", "right": "right", "up": "up", "down": "down"}
PLAYERS: Final = 4


class HandResult(TypedDict):
    """One hand fuzzed: how long it was, what it cost, and where it first diverged (if it did)."""

    hand: int
    actions: int
    requests: int
    prefix: int | None
    """The number of actions after which the replies first differ (None: they never did)."""
    case: Case | None
    differences: list[Difference]
    rules: list[str]
    batched: bool
    """Whether the implementation answered the whole hand, action by action, in one request."""


@dataclass(frozen=True)
class Plan:
    """What one process fuzzes: the same for every shard and job but ``hands``."""

    impl: str
    rulebook: str
    seed: int
    hands: tuple[int, ...]
    check_every: int
    fail_fast: bool
    timeout: float
    validate: bool
    complete: bool = False
    """Deal complete deals (``undealt`` named: ``deal-play``) rather than positions (``hand``)."""


# -- dealing and playing -------------------------------------------------------------------


def hand_rng(rulebook: str, seed: int, hand: int) -> random.Random:
    """The random source of hand number ``hand``: a function of the rulebook, the seed and the number only."""
    return random.Random(f"domino-rules fuzz/{rulebook}/{seed}/{hand}")


def deal(rulebook: str, rng: random.Random, complete: bool = False) -> HandSetup:
    """A random deal of the rulebook's set, ``hand_size`` tiles to each of the four seats, and a random leader.

    With ``complete`` the tiles left over are named too (``undealt``, in set order): a complete deal, for
    an implementation that is only dealt its hands (``deal-play``); the hands are the same either way.
    An all-fives rulebook deals singles (North and East, the rest a bone-yard drawn in a random order) or
    doubles (four seats) at random, always as a complete deal."""
    book = cached_spec().rulebook(rulebook)
    top, size = int(book.number("max_pip")), int(book.number("hand_size"))
    tiles = [format_tile(a, b) for a in range(top + 1) for b in range(a + 1)]
    if book.game.family == ALL_FIVES.name:
        players = rng.choice([int(book.number("singles_players")), int(book.number("doubles_players"))])
        seats = SEAT_CODES[:players]  # singles: North and East, opponents
        rng.shuffle(tiles)
        dealt = {s: sorted(tiles[i * size : (i + 1) * size], key=_tile_key, reverse=True) for i, s in enumerate(seats)}
        return {"hands": dealt, "leader": rng.choice(seats), "undealt": tiles[len(seats) * size :]}
    if PLAYERS * size > len(tiles):
        raise ValueError(f"{rulebook}: {PLAYERS} hands of {size} need more than the {len(tiles)} tiles of the set")
    rng.shuffle(tiles)
    hands = {
        seat: sorted(tiles[i * size : (i + 1) * size], key=_tile_key, reverse=True) for i, seat in enumerate(SEAT_CODES)
    }
    setup: HandSetup = {"hands": hands, "leader": rng.choice(SEAT_CODES)}
    if complete:
        setup["undealt"] = sorted(tiles[PLAYERS * size :], key=_tile_key)
    return setup


def _tile_key(tile: str) -> tuple[int, int]:
    high, low = tile.split("-")
    return int(high), int(low)


def choose(reply: HandReply, rng: random.Random) -> HandAction | None:
    """A random legal action of the player to play (a pass when no move is legal); None once the hand is over."""
    seat = reply["turn"]
    if reply["outcome"] is not None or seat is None:
        return None
    if not reply["legal"]:
        if reply.get("boneyard"):  # all-fives singles: draw until a tile plays or nothing is left
            return {"type": "draw", "seat": seat}
        return {"type": "pass", "seat": seat}
    tile, _, end = rng.choice(reply["legal"]).partition(" ")
    play: PlayAction = {"type": "play", "seat": seat, "tile": tile}
    if end in ENDS:
        play["end"] = ENDS[end]
    return play


def play_reference(rulebook: str, setup: HandSetup, rng: random.Random) -> tuple[list[HandAction], list[HandReply]]:
    """Random legal play to the end of the hand: the actions and the reference's reply after each prefix."""
    if cached_spec().rulebook(rulebook).game.family == ALL_FIVES.name:
        return _play_replayed(rulebook, setup, rng)
    session = HandSession(rulebook, setup)
    replies = [session.reply()]
    actions: list[HandAction] = []
    limit = 4 * sum(len(tiles) for tiles in setup["hands"].values()) + 8
    while (action := choose(replies[-1], rng)) is not None:
        if len(actions) >= limit:
            raise RuntimeError(f"the reference's hand did not end after {limit} actions")
        actions.append(action)
        replies.append(session.act(action))
        if not replies[-1]["results"][-1]["accepted"]:
            raise RuntimeError(f"the reference refused its own legal action {action}: {replies[-1]['results'][-1]}")
    return actions, replies


def _play_replayed(rulebook: str, setup: HandSetup, rng: random.Random) -> tuple[list[HandAction], list[HandReply]]:
    """:func:`play_reference` for a family without a stepped session (all fives): each prefix replayed."""
    reference = ReferenceAdapter()
    actions: list[HandAction] = []
    replies = [reference.hand({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": []})]
    limit = 4 * (sum(len(tiles) for tiles in setup["hands"].values()) + len(setup.get("undealt", []))) + 8
    while (action := choose(replies[-1], rng)) is not None:
        if len(actions) >= limit:
            raise RuntimeError(f"the reference's hand did not end after {limit} actions")
        actions.append(action)
        replies.append(reference.hand({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": list(actions)}))
        if not replies[-1]["results"][-1]["accepted"]:
            raise RuntimeError(f"the reference refused its own legal action {action}: {replies[-1]['results'][-1]}")
    return actions, replies


def checkpoints(length: int, every: int) -> list[int]:
    """The prefixes sent: every ``every``-th and always the whole hand (``every`` 0: the whole hand only).

    >>> checkpoints(7, 1), checkpoints(7, 3), checkpoints(7, 0)
    ([0, 1, 2, 3, 4, 5, 6, 7], [0, 3, 6, 7], [7])
    """
    if every <= 0:
        return [length]
    return sorted({*range(0, length + 1, every), length})


def _compare(impl: Implementation, case: Case, reference: HandReply) -> Verdict:
    try:
        reply = impl.hand(request_of(case))
    except (ImplementationError, Unsupported) as exc:
        return Verdict(reference, None, str(exc), [error_difference(str(exc))])
    return Verdict(reference, reply, None, compare(reference, reply))


@dataclass(frozen=True)
class Played:
    """One hand dealt and played on the reference: its actions and the reference's reply after each prefix."""

    hand: int
    setup: HandSetup
    actions: list[HandAction]
    replies: list[HandReply]


def play_hand(rulebook: str, seed: int, hand: int, complete: bool = False) -> Played:
    """Deal hand number ``hand`` (a complete deal with ``complete``) and play it at random on the reference."""
    rng = hand_rng(rulebook, seed, hand)
    setup = deal(rulebook, rng, complete)
    actions, replies = play_reference(rulebook, setup, rng)
    return Played(hand, setup, actions, replies)


def _result(played: Played) -> HandResult:
    return HandResult(
        hand=played.hand,
        actions=len(played.actions),
        requests=0,
        prefix=None,
        case=None,
        differences=[],
        rules=[],
        batched=False,
    )


def fuzz_hand(
    impl: Implementation,
    rulebook: str,
    seed: int,
    hand: int,
    check_every: int,
    each: bool = False,
    complete: bool = False,
) -> HandResult:
    """Deal and play hand number ``hand``; compare the implementation's replies with the reference's.

    With ``each`` (and ``check_every`` 1) the whole hand goes in one request asking for the position
    after each action; without ``steps`` in the reply, one request per prefix follows."""
    played = play_hand(rulebook, seed, hand, complete)
    if each and check_every == 1:
        return _judged(impl, rulebook, played, _send_each(impl, rulebook, played)(), check_every)
    return _by_prefix(impl, rulebook, played, check_every, _result(played))


def _send_each(impl: Implementation, rulebook: str, played: Played) -> Callable[[], HandReply | None]:
    """Send the whole hand in one request with ``each``; what waits for the reply (None when the
    implementation failed on it). Over the wire the request goes at once and the caller works while
    the implementation answers."""
    request = request_of(Case(rulebook=rulebook, setup=played.setup, actions=played.actions))
    request["each"] = True
    answer: Callable[[], HandReply] = (
        impl.submit(request) if isinstance(impl, SubprocessAdapter) else lambda: impl.hand(request)
    )

    def reply() -> HandReply | None:
        try:
            return answer()
        except (ImplementationError, Unsupported):
            return None

    return reply


def _judged(
    impl: Implementation, rulebook: str, played: Played, reply: HandReply | None, check_every: int
) -> HandResult:
    """Compare the ``steps`` of a batch reply with the reference's replies (the first prefix that differs is
    the divergence); without usable ``steps``, ask one prefix at a time."""
    result = _result(played)
    result["requests"] += 1
    steps = reply.get("steps") if isinstance(reply, dict) else None
    if not isinstance(steps, list) or len(steps) != len(played.replies):
        return _by_prefix(impl, rulebook, played, check_every, result)
    result["batched"] = True
    divergent = first_divergent_step(played.replies, steps, compare)
    if divergent is not None:
        point, answered, found = divergent
        result["prefix"], result["differences"] = point, found
        result["case"] = Case(rulebook=rulebook, setup=played.setup, actions=played.actions[:point])
        result["rules"] = rules_of(rulebook, Verdict(played.replies[point], answered, None, found))
    return result


def _by_prefix(impl: Implementation, rulebook: str, played: Played, check_every: int, result: HandResult) -> HandResult:
    """One request per checkpoint, then back to the first prefix that differs."""
    setup, actions, replies = played.setup, played.actions, played.replies
    checked = -1
    for point in checkpoints(len(actions), check_every):
        found = _ask(impl, rulebook, setup, actions, replies, point, result)
        if not found.differences:
            checked = point
            continue
        # trace back to the first prefix that differs since the last checkpoint that agreed
        for earlier in range(checked + 1, point):
            earlier_found = _ask(impl, rulebook, setup, actions, replies, earlier, result)
            if earlier_found.differences:
                point, found = earlier, earlier_found
                break
        result["prefix"], result["differences"] = point, found.differences
        result["case"] = Case(rulebook=rulebook, setup=setup, actions=actions[:point])
        result["rules"] = rules_of(rulebook, found)
        return result
    return result


def fuzz_hands(
    impl: Implementation,
    rulebook: str,
    seed: int,
    hands: Sequence[int],
    check_every: int,
    fail_fast: bool = False,
    complete: bool = False,
) -> list[HandResult]:
    """Fuzz ``hands`` in order against one implementation.

    Comparing after every action, each hand goes in one request with ``each``, and the next hand is
    dealt and played on the reference while the implementation answers (one request in flight at a
    time; a hand whose reply has no ``steps`` is then asked one prefix at a time, and so are the hands
    after it)."""
    results: list[HandResult] = []
    if check_every != 1:
        for hand in hands:
            results.append(fuzz_hand(impl, rulebook, seed, hand, check_every, complete=complete))
            if fail_fast and results[-1]["prefix"] is not None:
                break
        return results
    each = True  # until the implementation answers a whole hand without steps
    pending: tuple[Played, Callable[[], HandReply | None]] | None = None
    for hand in hands:
        played = play_hand(rulebook, seed, hand, complete)  # while the implementation answers the last hand
        if pending is not None:
            results.append(_judged(impl, rulebook, pending[0], pending[1](), check_every))
            pending = None
            each = each and results[-1]["batched"]
            if fail_fast and results[-1]["prefix"] is not None:
                return results
        if each:
            pending = (played, _send_each(impl, rulebook, played))
        else:
            results.append(_by_prefix(impl, rulebook, played, check_every, _result(played)))
            if fail_fast and results[-1]["prefix"] is not None:
                return results
    if pending is not None:
        results.append(_judged(impl, rulebook, pending[0], pending[1](), check_every))
    return results


def _ask(
    impl: Implementation,
    rulebook: str,
    setup: HandSetup,
    actions: list[HandAction],
    replies: list[HandReply],
    prefix: int,
    result: HandResult,
) -> Verdict:
    """Send the first ``prefix`` actions; where the reply differs from the reference's."""
    result["requests"] += 1
    return _compare(impl, Case(rulebook=rulebook, setup=setup, actions=actions[:prefix]), replies[prefix])


def run_plan(plan: Plan) -> list[HandResult]:
    """Fuzz the plan's hands in this process, against one implementation process."""
    impl = SubprocessAdapter(plan.impl, timeout=plan.timeout, validate=plan.validate)
    try:
        results = fuzz_hands(
            impl, plan.rulebook, plan.seed, plan.hands, plan.check_every, plan.fail_fast, plan.complete
        )
    finally:
        impl.stop()
    return results


def run_train_plan(plan: Plan) -> list[fuzz_train.TrainHandResult]:
    """Fuzz the plan's train hands in this process, against one implementation process."""
    impl = SubprocessAdapter(plan.impl, timeout=plan.timeout, validate=plan.validate)
    results: list[fuzz_train.TrainHandResult] = []
    each = True  # until the implementation answers a whole hand without steps
    try:
        for hand in plan.hands:
            results.append(fuzz_train.fuzz_hand(impl, plan.rulebook, plan.seed, hand, plan.check_every, each))
            each = each and results[-1]["batched"]
            if plan.fail_fast and results[-1]["prefix"] is not None:
                break
    finally:
        impl.stop()
    return results


# -- the command -------------------------------------------------------------------------


class Counterexample(TypedDict):
    hand: int
    rules: list[str]
    scenario: str
    case: Case
    reference: HandReply
    implementation: HandReply | None
    error: str | None
    differences: list[Difference]
    shrink_requests: int


C = TypeVar("C")
"""The counterexample a summary carries (a hand case for the ``hand`` families, a train case for trains)."""
R = TypeVar("R", HandResult, fuzz_train.TrainHandResult)


class Summary(TypedDict, Generic[C]):
    implementation: str
    rulebook: str
    seed: int
    shard: str
    check_every: int
    hands: int
    hands_checked: int
    actions: int
    requests: int
    seconds: float
    divergent_hands: int
    rate: float
    by_rule: dict[str, int]
    reproduce: str
    counterexample: C | None


def parse_shard(text: str) -> tuple[int, int]:
    """``I/N`` with 1 <= I <= N.

    >>> parse_shard("2/3")
    (2, 3)
    """
    index, _, count = text.partition("/")
    try:
        i, n = int(index), int(count)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--shard wants I/N, like 1/4, not {text!r}") from None
    if not 1 <= i <= n:
        raise argparse.ArgumentTypeError(f"--shard {text}: I must be between 1 and N")
    return i, n


def shard_hands(hands: int, shard: tuple[int, int]) -> list[int]:
    """The hand numbers of shard ``I/N``: ``i`` with ``i mod N == I-1``.

    >>> shard_hands(10, (2, 3))
    [1, 4, 7]
    """
    index, count = shard
    return [hand for hand in range(hands) if hand % count == index - 1]


class NotFuzzable(Exception):
    """The implementation cannot be fuzzed on the rulebook: the reason."""


def _claimed(command: str, rulebook: str, timeout: float) -> Capability:
    """The capability to fuzz ``rulebook`` with (see :func:`fuzz_capability`); :class:`NotFuzzable` says why not."""
    impl = SubprocessAdapter(command, timeout=timeout)
    try:
        start = impl.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    except (ImplementationError, ProtocolMismatch) as exc:
        raise NotFuzzable(str(exc)) from exc
    finally:
        impl.stop()
    capability = fuzz_capability(start, rulebook)
    if capability is None:
        raise NotFuzzable(f"{command!r}: {not_fuzzed(start, rulebook)}")
    return capability


def _reproduce(args: argparse.Namespace) -> str:
    words = ["domino-rules", "fuzz", "--impl", args.impl, "--rulebook", args.rulebook, "--hands", str(args.hands)]
    words += ["--seed", str(args.seed), "--shard", f"{args.shard[0]}/{args.shard[1]}"]
    words += ["--check-every", str(args.check_every)]
    return shlex.join(words)


def counterexample(command: str, found: HandResult, timeout: float, seed: int) -> Counterexample:
    """Shrink a divergent hand against a fresh implementation process and write it up."""
    case = found["case"]
    assert case is not None
    impl = SubprocessAdapter(command, timeout=timeout)
    try:
        oracle = Oracle(impl)
        verdict = oracle.run(case)
        if verdict is None or not verdict.differences:  # not reproducible on its own: report it as found
            reference = oracle.reference.hand(request_of(case))
            verdict = Verdict(reference, None, None, found["differences"])
        else:
            try:
                shrunk = shrink(oracle, case, verdict)
                case, verdict = shrunk.case, shrunk.verdict
            except ImplementationError:  # it stopped answering for good while shrinking: report the case as found
                pass
        rules = rules_of(case["rulebook"], verdict)
        title = f"Fuzzing found a divergence ({case['rulebook']}, seed {seed}, hand {found['hand']})"
        return Counterexample(
            hand=found["hand"],
            rules=rules,
            scenario=scenario(case, verdict, rules, title),
            case=case,
            reference=verdict.reference,
            implementation=verdict.implementation,
            error=verdict.error,
            differences=verdict.differences,
            shrink_requests=oracle.requests,
        )
    finally:
        impl.stop()


def _plans(args: argparse.Namespace) -> list[Plan]:
    complete = getattr(args, "complete", False) is True
    hands = shard_hands(args.hands, args.shard)
    jobs = max(1, min(args.jobs, len(hands)))
    return [
        Plan(
            args.impl,
            args.rulebook,
            args.seed,
            tuple(hands[j::jobs]),
            args.check_every,
            args.fail_fast,
            args.timeout,
            args.validate,
            complete,
        )
        for j in range(jobs)
    ]


def _collected(args: argparse.Namespace, runner: Callable[[Plan], list[R]]) -> tuple[list[R], list[R], float]:
    """Run ``runner`` on the hands of the shard (over ``--jobs`` processes): every result in hand order, the
    divergent ones, and the seconds it took."""
    plans = _plans(args)
    started = time.perf_counter()
    if len(plans) == 1:
        results = runner(plans[0])
    else:
        with ProcessPoolExecutor(max_workers=len(plans), mp_context=get_context("spawn")) as pool:
            results = [r for chunk in pool.map(runner, plans) for r in chunk]
    seconds = time.perf_counter() - started
    results.sort(key=lambda r: r["hand"])
    divergent = [r for r in results if r["prefix"] is not None]
    if args.fail_fast and divergent:  # every hand before the first divergence was checked; later ones may not be
        results = [r for r in results if r["hand"] <= divergent[0]["hand"]]
        divergent = divergent[:1]
    return results, divergent, seconds


def _summary(
    args: argparse.Namespace, results: list[R], divergent: list[R], seconds: float, example: C | None
) -> Summary[C]:
    by_rule = Counter(rule for r in divergent for rule in r["rules"])
    return Summary(
        implementation=args.impl,
        rulebook=args.rulebook,
        seed=args.seed,
        shard=f"{args.shard[0]}/{args.shard[1]}",
        check_every=args.check_every,
        hands=args.hands,
        hands_checked=len(results),
        actions=sum(r["actions"] for r in results),
        requests=sum(r["requests"] for r in results),
        seconds=round(seconds, 3),
        divergent_hands=len(divergent),
        rate=len(divergent) / len(results) if results else 0.0,
        by_rule=dict(sorted(by_rule.items())),
        reproduce=_reproduce(args),
        counterexample=example,
    )


def fuzz(args: argparse.Namespace) -> Summary[Counterexample]:
    """Fuzz the hands of the shard (over ``--jobs`` processes), then shrink the first divergence."""
    results, divergent, seconds = _collected(args, run_plan)
    example = counterexample(args.impl, divergent[0], args.timeout, args.seed) if divergent else None
    return _summary(args, results, divergent, seconds, example)


def fuzz_trains(args: argparse.Namespace) -> Summary[fuzz_train.TrainCounterexample]:
    """:func:`fuzz` for a train rulebook: ``train`` requests, a hand in one with ``each`` (or one per
    checkpoint of each hand)."""
    results, divergent, seconds = _collected(args, run_train_plan)
    example = None
    if divergent:
        impl = SubprocessAdapter(args.impl, timeout=args.timeout)
        try:
            example = fuzz_train.counterexample(impl, divergent[0], args.seed)
        finally:
            impl.stop()
    return _summary(args, results, divergent, seconds, example)


def report(summary: Summary[Counterexample] | Summary[fuzz_train.TrainCounterexample], out: TextIO) -> None:
    """The counterexample (if any) and the summary, for a person."""
    example = summary["counterexample"]
    if example is not None:
        out.write(f"\nFirst divergence: hand {example['hand']}, rules {', '.join(example['rules'])}\n")
        for d in example["differences"]:
            out.write(
                f"  {d['path']}: reference {json.dumps(d['reference'])}, implementation {json.dumps(d['implementation'])}\n"
            )
        out.write("\nScenario (paste under a Feature of features/):\n\n" + example["scenario"])
        case = {
            "case": example["case"],
            "reference": example["reference"],
            "implementation": example["implementation"],
            "error": example["error"],
        }
        out.write("\nJSON case:\n" + json.dumps(case, indent=2) + "\n\n")
    s = summary
    per_hand = s["seconds"] / s["hands_checked"] * 1000 if s["hands_checked"] else 0.0
    out.write(
        f"domino-rules fuzz: {s['hands_checked']} hands checked on {s['rulebook']} (shard {s['shard']}, seed {s['seed']}): "
        f"{s['actions']} actions, {s['requests']} requests, {s['seconds']:.2f} s ({per_hand:.1f} ms a hand)\n"
    )
    rules = ", ".join(f"{rule} {n}" for rule, n in s["by_rule"].items()) or "none"
    out.write(f"divergent hands: {s['divergent_hands']} ({s['rate']:.1%}); by rule: {rules}\n")
    out.write(f"reproduce: {s['reproduce']}\n")


def run(args: argparse.Namespace) -> int:
    """The command: 0 when no hand diverges, 1 when one does, 2 when fuzzing cannot run."""
    problem = family_problem(args.rulebook)
    if problem is not None:
        print(f"domino-rules fuzz: {problem}", file=sys.stderr)
        return 2
    book = cached_spec().rulebook(args.rulebook)
    train = book.game.family == MEXICAN_TRAIN.name
    try:
        capability = _claimed(args.impl, book.id, args.timeout)
    except NotFuzzable as exc:
        print(f"domino-rules fuzz: {exc}", file=sys.stderr)
        return 2
    args.complete = capability == "deal-play" and book.game.family == "block"  # a block game dealt, not positions
    summary: Summary[Counterexample] | Summary[fuzz_train.TrainCounterexample]
    try:
        summary = fuzz_trains(args) if train else fuzz(args)
    except Unsupported as exc:
        print(f"domino-rules fuzz: the reference does not play {args.rulebook}: {exc}", file=sys.stderr)
        return 2
    report(summary, sys.stdout)
    if args.json:
        atomic_write(Path(args.json), json.dumps(summary, indent=2) + "\n")
    return 1 if summary["divergent_hands"] else 0


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``fuzz`` under ``commands``."""
    fuzz_parser = commands.add_parser("fuzz", help="random hands on an implementation and the reference, compared")
    fuzz_parser.add_argument(
        "--impl", required=True, help="command that starts an implementation speaking the wire protocol"
    )
    fuzz_parser.add_argument("--rulebook", default=DEFAULT_RULEBOOK, help=f"the rulebook (default {DEFAULT_RULEBOOK})")
    fuzz_parser.add_argument("--hands", type=int, default=100, help="hands to deal and play (default 100)")
    fuzz_parser.add_argument(
        "--seed", type=int, default=0, help="the seed every deal and move is drawn from (default 0)"
    )
    fuzz_parser.add_argument("--shard", type=parse_shard, default=(1, 1), help="play only shard I of N (default 1/1)")
    fuzz_parser.add_argument("--jobs", type=int, default=1, help="spread the hands over J local processes")
    fuzz_parser.add_argument(
        "--check-every",
        type=int,
        default=1,
        metavar="K",
        help="compare after every K-th action and at the end (default 1: every action; 0: the end only)",
    )
    fuzz_parser.add_argument("--fail-fast", action="store_true", help="stop at the first divergent hand")
    fuzz_parser.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for each reply (default 10)")
    fuzz_parser.add_argument(
        "--validate",
        action="store_true",
        help="validate every reply against its schema (slower; a reply that differs or is malformed is reported either way)",
    )
    fuzz_parser.add_argument("--json", metavar="FILE", help="write the summary and the counterexample as JSON")
    fuzz_parser.set_defaults(run=run)
