"""``domino-rules fuzz``: differential testing of an implementation against the reference.

    domino-rules fuzz --impl COMMAND [--rulebook ID] [--hands N] [--seed S] [--shard I/N] [--jobs J]
                      [--check-every K] [--fail-fast] [--validate] [--timeout S] [--json FILE]

Each hand is dealt at random from the seed (the rulebook's set and hand size, a random leader;
a complete deal, the undealt tiles named, to an implementation that claims ``deal-play`` but not
``hand`` for a block rulebook: the same hands) and played by random legal actions: a move drawn from the reference's ``legal`` list, a pass when
it is empty; before a legal action, with probability ``--illegal`` (default 0.05), an action the rules forbid
(a pass or a draw while holding a tile that fits, a tile that fits no end, a play out of turn), which the
reference refuses or mends and the implementation must too. The reference plays the hand in-process action by action
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
from collections.abc import Callable, Collection, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Final, Generic, TextIO, TypedDict, TypeVar

from conformance import facts, fuzz_train
from conformance.adapter import ErrorReply, Implementation, ImplementationError, ProtocolMismatch, Unsupported
from conformance.expect import KINDS, ExpectationError, Known, fuzz_expectations, known, load_checked
from conformance.facts import GROUPS, derives_from
from conformance.fuzz_forms import family_problem, fuzz_capability, not_fuzzed
from conformance.messages import (
    PROTOCOL_VERSION,
    Capability,
    EndName,
    HandAction,
    HandReply,
    HandSetup,
    PlayAction,
    StartReply,
    claim_problems,
)
from conformance.reference_adapter import HandSession
from conformance.reference_fives import FivesSession
from conformance.shrink import (
    REPLY,
    Case,
    Difference,
    Divergence,
    Oracle,
    Verdict,
    by_group,
    compare,
    error_difference,
    first_divergences,
    group_rules,
    request_of,
    rules_of,
    scenario,
    shrink,
    steps_of,
)
from conformance.wire import SubprocessAdapter
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, MEXICAN_TRAIN
from rulespec.files import atomic_write
from rulespec.grammar import SEAT_CODES, SeatCode, format_tile, rule_sort_key

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
    divergences: list[Divergence]
    """The first divergence of every group of facts compared, in the order they happen (the first of them is
    also in ``prefix``, ``case``, ``differences`` and ``rules``)."""


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
    groups: tuple[str, ...] | None = None
    """The groups of facts compared: those the implementation models that a rule of the rulebook decides
    (None: every group)."""
    players: tuple[int, ...] | None = None
    """The table sizes the implementation plays (None: every size the rulebook allows)."""
    illegal: float = 0.0
    """How often an action the rules forbid is tried before a legal one."""


# -- dealing and playing -------------------------------------------------------------------


def hand_rng(rulebook: str, seed: int, hand: int) -> random.Random:
    """The random source of hand number ``hand``: a function of the rulebook, the seed and the number only."""
    return random.Random(f"domino-rules fuzz/{rulebook}/{seed}/{hand}")


def deal(
    rulebook: str, rng: random.Random, complete: bool = False, players: tuple[int, ...] | None = None
) -> HandSetup:
    """A random deal of the rulebook's set, ``hand_size`` tiles to each of the four seats, and a random leader.

    With ``complete`` the tiles left over are named too (``undealt``, in set order): a complete deal, for
    an implementation that is only dealt its hands (``deal-play``); the hands are the same either way.
    An all-fives rulebook deals singles (North and East, the rest a bone-yard drawn in a random order) or
    doubles (four seats) at random, always as a complete deal; with ``players``, only tables of those sizes
    (an implementation that plays singles only is dealt singles only)."""
    book = cached_spec().rulebook(rulebook)
    top, size = int(book.number("max_pip")), int(book.number("hand_size"))
    tiles = [format_tile(a, b) for a in range(top + 1) for b in range(a + 1)]
    if book.game.family == ALL_FIVES.name:
        sizes = [int(book.number("singles_players")), int(book.number("doubles_players"))]
        allowed = [n for n in sizes if players is None or n in players]
        if not allowed:
            raise ValueError(f"{rulebook} seats {sizes} players; the implementation plays tables of {players}")
        count = rng.choice(sizes)
        count = count if count in allowed else allowed[0]  # the same draw from the random source either way
        seats = SEAT_CODES[:count]  # singles: North and East, opponents
        rng.shuffle(tiles)
        dealt: dict[SeatCode, list[str]] = {
            s: sorted(tiles[i * size : (i + 1) * size], key=_tile_key, reverse=True) for i, s in enumerate(seats)
        }
        return {"hands": dealt, "leader": rng.choice(seats), "undealt": tiles[len(seats) * size :]}
    if PLAYERS * size > len(tiles):
        raise ValueError(f"{rulebook}: {PLAYERS} hands of {size} need more than the {len(tiles)} tiles of the set")
    rng.shuffle(tiles)
    hands: dict[SeatCode, list[str]] = {
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


def choose_illegal(reply: HandReply, held: Mapping[str, Collection[str]], rng: random.Random) -> HandAction | None:
    """A random action the rules of play forbid in the position ``reply`` describes (``held``: the tiles each
    seat holds): a pass or a draw while holding a tile that fits, a tile that fits no open end, or a play out
    of turn; None when the hand is over or none can be made. The reference refuses it (or mends it, where its
    rulebook does), and an implementation must do the same."""
    seat = reply["turn"]
    if reply["outcome"] is not None or seat is None:
        return None
    options: list[HandAction] = []
    fitting = {move.split(" ")[0] for move in reply["legal"]}
    if reply["legal"] and reply["ends"] is not None:
        options.append({"type": "pass", "seat": seat})
        if reply.get("boneyard"):
            options.append({"type": "draw", "seat": seat})
    misfits = sorted(t for t in held.get(seat, ()) if t not in fitting)
    if misfits and reply["ends"] is not None:
        options.append({"type": "play", "seat": seat, "tile": rng.choice(misfits)})
    others = sorted(s for s, tiles in held.items() if s != seat and tiles)
    if others:
        other = rng.choice(others)
        code: SeatCode = next(c for c in SEAT_CODES if c == other)
        options.append({"type": "play", "seat": code, "tile": rng.choice(sorted(held[other]))})
    return rng.choice(options) if options else None


def _follow(held: dict[str, set[str]], boneyard: list[str], action: HandAction, reply: HandReply) -> None:
    """Keep ``held`` (and the bone-yard still to draw) up with an action the reference accepted."""
    if action["type"] == "play":
        face_up = reply["exposed"].get(action["seat"], [])
        if action["tile"] not in face_up:  # a tile mended to lie face up is still its owner's
            held[action["seat"]].discard(action["tile"])
    elif action["type"] == "draw" and boneyard:
        held[action["seat"]].add(boneyard.pop(0))


def play_reference(
    rulebook: str,
    setup: HandSetup,
    rng: random.Random,
    illegal: float = 0.0,
    illegal_rng: random.Random | None = None,
) -> tuple[list[HandAction], list[HandReply]]:
    """Random play to the end of the hand: the actions and the reference's reply after each prefix.

    Each action is a legal one drawn from the reference's ``legal`` list with ``rng``; before it, with
    probability ``illegal`` (drawn from ``illegal_rng``, so the legal choices stay those of ``rng``), an action
    the rules forbid (:func:`choose_illegal`), which the reference refuses or mends."""
    session: HandSession | FivesSession
    if cached_spec().rulebook(rulebook).game.family == ALL_FIVES.name:
        session = FivesSession({"op": "hand", "rulebook": rulebook, "setup": setup, "actions": []})
    else:
        session = HandSession(rulebook, setup)
    replies = [session.reply()]
    actions: list[HandAction] = []
    held: dict[str, set[str]] = {seat: set(tiles) for seat, tiles in setup["hands"].items()}
    boneyard = list(setup.get("undealt", setup.get("boneyard", [])))
    limit = 8 * (sum(len(tiles) for tiles in setup["hands"].values()) + len(setup.get("undealt", []))) + 16
    tries = illegal_rng if illegal_rng is not None else random.Random(0)
    while True:
        wrong = choose_illegal(replies[-1], held, tries) if illegal > 0 and tries.random() < illegal else None
        action = wrong if wrong is not None else choose(replies[-1], rng)
        if action is None:
            break
        if len(actions) >= limit:
            raise RuntimeError(f"the reference's hand did not end after {limit} actions")
        actions.append(action)
        replies.append(session.act(action))
        if replies[-1]["results"][-1]["accepted"]:
            _follow(held, boneyard, action, replies[-1])
        elif wrong is None:
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


def _compare(impl: Implementation, case: Case, reference: HandReply, groups: tuple[str, ...] | None) -> Verdict:
    try:
        reply = impl.hand(request_of(case))
    except (ImplementationError, Unsupported) as exc:
        rule = exc.rule if isinstance(exc, ErrorReply) else None
        return Verdict(reference, None, str(exc), [error_difference(str(exc))], rule)
    return Verdict(reference, reply, None, compare(reference, reply, groups))


def _divergences(rulebook: str, point: int, verdict: Verdict) -> list[Divergence]:
    """A verdict's differences as one divergence per group, each with its rules."""
    return [
        Divergence(
            group=group,
            prefix=point,
            differences=found,
            rules=group_rules(rulebook, group, verdict.reference, verdict.implementation, verdict.error_rule, found),
        )
        for group, found in by_group("hand", verdict.differences).items()
    ]


@dataclass(frozen=True)
class Played:
    """One hand dealt and played on the reference: its actions and the reference's reply after each prefix."""

    hand: int
    setup: HandSetup
    actions: list[HandAction]
    replies: list[HandReply]


def play_hand(
    rulebook: str,
    seed: int,
    hand: int,
    complete: bool = False,
    players: tuple[int, ...] | None = None,
    illegal: float = 0.0,
) -> Played:
    """Deal hand number ``hand`` (a complete deal with ``complete``; tables of ``players`` only) and play it at
    random on the reference, trying an action the rules forbid before a legal one with probability ``illegal``."""
    rng = hand_rng(rulebook, seed, hand)
    setup = deal(rulebook, rng, complete, players)
    tries = random.Random(f"domino-rules fuzz/{rulebook}/{seed}/{hand}/illegal")
    actions, replies = play_reference(rulebook, setup, rng, illegal, tries)
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
        divergences=[],
    )


def _record(result: HandResult, rulebook: str, played: Played, found: list[Divergence]) -> HandResult:
    """Note the divergences found (the first of them as the hand's divergence)."""
    result["divergences"] = found
    if found:
        first = found[0]
        result["prefix"], result["differences"] = first["prefix"], first["differences"]
        result["case"] = Case(rulebook=rulebook, setup=played.setup, actions=played.actions[: first["prefix"]])
        result["rules"] = sorted(
            {r for d in found if d["prefix"] == first["prefix"] for r in d["rules"]}, key=rule_sort_key
        )
    return result


@dataclass(frozen=True)
class Scope:
    """What is dealt and compared for one implementation: complete deals or positions, the groups of facts
    compared (None: every group) and the table sizes it plays (None: every size)."""

    complete: bool = False
    groups: tuple[str, ...] | None = None
    players: tuple[int, ...] | None = None
    illegal: float = 0.0
    """How often an action the rules forbid is tried before a legal one."""


def fuzz_hand(
    impl: Implementation,
    rulebook: str,
    seed: int,
    hand: int,
    check_every: int,
    each: bool = False,
    complete: bool = False,
    scope: Scope | None = None,
) -> HandResult:
    """Deal and play hand number ``hand``; compare the implementation's replies with the reference's.

    With ``each`` (and ``check_every`` 1) the whole hand goes in one request asking for the position
    after each action; without ``steps`` in the reply, one request per prefix follows."""
    scope = scope if scope is not None else Scope(complete=complete)
    played = play_hand(rulebook, seed, hand, scope.complete, scope.players, scope.illegal)
    if each and check_every == 1:
        return _judged(impl, rulebook, played, _send_each(impl, rulebook, played)(), check_every, scope)
    return _by_prefix(impl, rulebook, played, check_every, _result(played), scope)


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
    impl: Implementation, rulebook: str, played: Played, reply: HandReply | None, check_every: int, scope: Scope
) -> HandResult:
    """Compare every one of a batch reply's ``steps`` with the reference's replies (the first divergence of each
    group of facts is kept); without usable ``steps``, ask one prefix at a time."""
    result = _result(played)
    result["requests"] += 1
    steps = steps_of(reply)
    if steps is None or len(steps) != len(played.replies):
        return _by_prefix(impl, rulebook, played, check_every, result, scope)
    result["batched"] = True

    def differ(reference: HandReply, answered: HandReply) -> list[Difference]:
        return compare(reference, answered, scope.groups)

    def split(found: list[Difference]) -> dict[str, list[Difference]]:
        return by_group("hand", found)

    def attribute(group: str, reference: HandReply, answered: HandReply, found: list[Difference]) -> list[str]:
        return group_rules(rulebook, group, reference, answered, None, found)

    return _record(result, rulebook, played, first_divergences(played.replies, steps, differ, split, attribute))


def _by_prefix(
    impl: Implementation, rulebook: str, played: Played, check_every: int, result: HandResult, scope: Scope
) -> HandResult:
    """One request per checkpoint: the first checkpoint at which each group of facts differs, the earliest
    traced back to the first prefix that differs. An error reply ends the hand's checks (every later prefix
    would be refused alike)."""
    setup, actions, replies = played.setup, played.actions, played.replies
    seen: dict[str, Divergence] = {}
    checked = -1
    for point in checkpoints(len(actions), check_every):
        found = _ask(impl, rulebook, setup, actions, replies, point, result, scope)
        if found.differences and not seen:
            for earlier in range(checked + 1, point):  # back to the first prefix that differs
                earlier_found = _ask(impl, rulebook, setup, actions, replies, earlier, result, scope)
                if earlier_found.differences:
                    for divergence in _divergences(rulebook, earlier, earlier_found):
                        seen.setdefault(divergence["group"], divergence)
                    break
        for divergence in _divergences(rulebook, point, found):
            seen.setdefault(divergence["group"], divergence)
        if REPLY in seen:
            break
        checked = point
    return _record(result, rulebook, played, sorted(seen.values(), key=lambda d: d["prefix"]))


def fuzz_hands(
    impl: Implementation,
    rulebook: str,
    seed: int,
    hands: Sequence[int],
    check_every: int,
    fail_fast: bool = False,
    complete: bool = False,
    scope: Scope | None = None,
) -> list[HandResult]:
    """Fuzz ``hands`` in order against one implementation.

    Comparing after every action, each hand goes in one request with ``each``, and the next hand is
    dealt and played on the reference while the implementation answers (one request in flight at a
    time; a hand whose reply has no ``steps`` is then asked one prefix at a time, and so are the hands
    after it)."""
    scope = scope if scope is not None else Scope(complete=complete)
    results: list[HandResult] = []
    if check_every != 1:
        for hand in hands:
            results.append(fuzz_hand(impl, rulebook, seed, hand, check_every, scope=scope))
            if fail_fast and results[-1]["prefix"] is not None:
                break
        return results
    each = True  # until the implementation answers a whole hand without steps
    pending: tuple[Played, Callable[[], HandReply | None]] | None = None
    for hand in hands:
        played = play_hand(
            rulebook, seed, hand, scope.complete, scope.players, scope.illegal
        )  # while the implementation answers
        if pending is not None:
            results.append(_judged(impl, rulebook, pending[0], pending[1](), check_every, scope))
            pending = None
            each = each and results[-1]["batched"]
            if fail_fast and results[-1]["prefix"] is not None:
                return results
        if each:
            pending = (played, _send_each(impl, rulebook, played))
        else:
            results.append(_by_prefix(impl, rulebook, played, check_every, _result(played), scope))
            if fail_fast and results[-1]["prefix"] is not None:
                return results
    if pending is not None:
        results.append(_judged(impl, rulebook, pending[0], pending[1](), check_every, scope))
    return results


def _ask(
    impl: Implementation,
    rulebook: str,
    setup: HandSetup,
    actions: list[HandAction],
    replies: list[HandReply],
    prefix: int,
    result: HandResult,
    scope: Scope,
) -> Verdict:
    """Send the first ``prefix`` actions; where the reply differs from the reference's."""
    result["requests"] += 1
    return _compare(impl, Case(rulebook=rulebook, setup=setup, actions=actions[:prefix]), replies[prefix], scope.groups)


def run_plan(plan: Plan) -> list[HandResult]:
    """Fuzz the plan's hands in this process, against one implementation process."""
    impl = SubprocessAdapter(plan.impl, timeout=plan.timeout, validate=plan.validate)
    try:
        results = fuzz_hands(
            impl,
            plan.rulebook,
            plan.seed,
            plan.hands,
            plan.check_every,
            plan.fail_fast,
            scope=Scope(plan.complete, plan.groups, plan.players, plan.illegal),
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
            results.append(
                fuzz_train.fuzz_hand(
                    impl, plan.rulebook, plan.seed, hand, plan.check_every, each, plan.groups, plan.players
                )
            )
            each = each and results[-1]["batched"]
            if plan.fail_fast and results[-1]["prefix"] is not None:
                break
    finally:
        impl.stop()
    return results


# -- the command -------------------------------------------------------------------------


class Counterexample(TypedDict):
    hand: int
    group: str
    """The group of facts that diverges (``reply``: an error or a malformed reply)."""
    rules: list[str]
    scenario: str
    case: Case
    reference: HandReply
    implementation: HandReply | None
    error: str | None
    differences: list[Difference]
    shrink_requests: int
    known: Known | None
    """The expectations file's entry that foresees it (None: new, or no expectations file)."""


C = TypeVar("C")
"""The counterexample a summary carries (a hand case for the ``hand`` families, a train case for trains)."""
R = TypeVar("R", HandResult, fuzz_train.TrainHandResult)

GROUP_ORDER: Final[dict[str, int]] = {group.name: i for i, group in enumerate(GROUPS)}
"""Groups of facts in the protocol's order (how a hand ended before the game score it feeds)."""
EXAMPLES: Final = 8
"""Counterexamples a campaign shrinks: one per rule with a new divergence, then one per expectations entry that
foresees one, new ones first."""


class Summary(TypedDict, Generic[C]):
    implementation: str
    """The command fuzzed."""
    name: str
    """The implementation's name and version, from its handshake."""
    rulebook: str
    seed: int
    shard: str
    check_every: int
    hands: int
    hands_checked: int
    actions: int
    requests: int
    seconds: float
    illegal: float
    """How often an action the rules forbid was tried before a legal one (0: legal play only)."""
    groups: list[str]
    """The groups of facts compared: those the implementation models that a rule of the rulebook decides."""
    not_compared: dict[str, str]
    """Every other group of facts of the family's replies, with why it is not compared."""
    divergent_hands: int
    rate: float
    by_rule: dict[str, int]
    """Hands diverging under each rule (the first divergence of every group of facts counts)."""
    by_group: dict[str, int]
    """Hands diverging in each group of facts (``reply``: an error or a malformed reply)."""
    by_field: dict[str, int]
    """Hands diverging at each field (``outcome.team``, ``outcome.points``...)."""
    errors: int
    """Hands in which the implementation answered with an error or a malformed reply."""
    expectations: str | None
    """The expectations file the divergences were judged against (None: none given)."""
    known_by_kind: dict[str, int]
    """Hands whose every divergence the expectations foresee, by the class of the first."""
    known_by_key: dict[str, int]
    """Hands with a divergence each expectations entry foresees."""
    new_hands: int
    """Hands with a divergence the expectations do not foresee (every divergent hand without a file)."""
    new_rate: float
    new_by_rule: dict[str, int]
    reproduce: str
    counterexample: C | None
    """The first new divergence shrunk (the first divergence, when every one is foreseen)."""
    examples: list[C]
    """A shrunk counterexample for each rule found (up to :data:`EXAMPLES`), new ones first."""


def shard_hands(hands: int, shard: tuple[int, int]) -> list[int]:
    """The hand numbers of shard ``I/N``: ``i`` with ``i mod N == I-1``.

    >>> shard_hands(10, (2, 3))
    [1, 4, 7]
    """
    index, count = shard
    return [hand for hand in range(hands) if hand % count == index - 1]


class NotFuzzable(Exception):
    """The implementation cannot be fuzzed on the rulebook: the reason."""


@dataclass(frozen=True)
class Claimed:
    """What the implementation's handshake says that fuzzing needs."""

    capability: Capability
    name: str
    groups: tuple[str, ...]
    not_compared: dict[str, str]
    players: tuple[int, ...] | None


FAMILY_OPS: Final[dict[str, str]] = {"block": "hand", ALL_FIVES.name: "hand", MEXICAN_TRAIN.name: "train"}


def compared_groups(start: StartReply, rulebook: str) -> tuple[tuple[str, ...], dict[str, str]]:
    """The groups of facts fuzzing ``rulebook`` compares for an implementation that claims ``start`` (those it
    models that a rule of the rulebook decides), and every other group of the family's replies with why not."""
    op = FAMILY_OPS[cached_spec().rulebook(rulebook).game.family]
    present = [g.name for g in GROUPS if any(f.startswith(f"{op}:") for f in g.fields)]
    claimed = facts.modelled(start.get("models"), start.get("omits", []), rulebook)
    decided = facts.decided(rulebook)
    why: dict[str, str] = {}
    for name in present:
        if name not in decided:
            why[name] = f"no rule of {rulebook} decides it"
        elif name not in claimed:
            why[name] = "the implementation does not model it"
    return tuple(n for n in present if n not in why), why


def _claimed(command: str, rulebook: str, timeout: float) -> Claimed:
    """What fuzzing ``rulebook`` needs of the claim (see :func:`fuzz_capability`); :class:`NotFuzzable` says why
    it cannot."""
    impl = SubprocessAdapter(command, timeout=timeout)
    try:
        start = impl.start({"op": "start", "protocol": PROTOCOL_VERSION, "suite": "domino-rules"})
    except (ImplementationError, ProtocolMismatch) as exc:
        raise NotFuzzable(str(exc)) from exc
    finally:
        impl.stop()
    problems = claim_problems(start)
    if problems:
        raise NotFuzzable(f"{command!r}: the claim is inconsistent: {'; '.join(problems)}")
    capability = fuzz_capability(start, rulebook)
    if capability is None:
        raise NotFuzzable(f"{command!r}: {not_fuzzed(start, rulebook)}")
    groups, why = compared_groups(start, rulebook)
    sizes = start.get("players", {}).get(rulebook)
    info = start["implementation"]
    return Claimed(
        capability, f"{info['name']} {info['version']}", groups, why, None if sizes is None else tuple(sizes)
    )


def _reproduce(args: argparse.Namespace) -> str:
    words = ["domino-rules", "fuzz", "--impl", args.impl, "--rulebook", args.rulebook, "--hands", str(args.hands)]
    words += ["--seed", str(args.seed), "--shard", f"{args.shard[0]}/{args.shard[1]}"]
    words += ["--check-every", str(args.check_every), "--illegal", f"{_illegal(args):g}"]
    if args.expect:
        words += ["--expect", args.expect]
    return shlex.join(words)


def counterexample(
    command: str,
    found: HandResult,
    timeout: float,
    seed: int,
    divergence: Divergence | None = None,
    scope: Scope | None = None,
    expectations: dict[str, str] | None = None,
) -> Counterexample:
    """Shrink one divergence of a hand (its first by default) against a fresh implementation process, keeping
    its group of facts, and write it up."""
    impl = SubprocessAdapter(command, timeout=timeout)
    try:
        return shrunk_counterexample(impl, found, seed, divergence, scope, expectations)
    finally:
        impl.stop()


def shrunk_counterexample(
    impl: Implementation,
    found: HandResult,
    seed: int,
    divergence: Divergence | None = None,
    scope: Scope | None = None,
    expectations: dict[str, str] | None = None,
) -> Counterexample:
    """:func:`counterexample` against an implementation already started (in-process, or a process kept)."""
    scope = scope if scope is not None else Scope()
    first = found["case"]
    assert first is not None, "a hand that did not diverge has no counterexample"
    chosen = divergence if divergence is not None else (found["divergences"] or [_as_divergence(found)])[0]
    case = first
    if chosen["prefix"] != found["prefix"]:  # a later divergence: the hand played again, cut after its prefix
        played = play_hand(first["rulebook"], seed, found["hand"], scope.complete, scope.players, scope.illegal)
        case = Case(rulebook=first["rulebook"], setup=played.setup, actions=played.actions[: chosen["prefix"]])
    groups = scope.groups if chosen["group"] == REPLY else (chosen["group"],)
    oracle = Oracle(impl, groups)
    verdict = oracle.run(case)
    if verdict is None or not verdict.differences:  # not reproducible on its own: report it as found
        reference = oracle.reference.hand(request_of(case))
        verdict = Verdict(reference, None, None, chosen["differences"])
    else:
        try:
            shrunk = shrink(oracle, case, verdict)
            case, verdict = shrunk.case, shrunk.verdict
        except ImplementationError:  # it stopped answering for good while shrinking: report the case as found
            pass
    rules = rules_of(case["rulebook"], verdict) or chosen["rules"]
    title = f"Fuzzing found a divergence ({case['rulebook']}, seed {seed}, hand {found['hand']}, {chosen['group']})"
    return Counterexample(
        hand=found["hand"],
        group=chosen["group"],
        rules=rules,
        scenario=scenario(case, verdict, rules, title),
        case=case,
        reference=verdict.reference,
        implementation=verdict.implementation,
        error=verdict.error,
        differences=verdict.differences,
        shrink_requests=oracle.requests,
        known=_known(chosen, expectations),
    )


def _as_divergence(found: HandResult | fuzz_train.TrainHandResult) -> Divergence:
    prefix = found["prefix"]
    return Divergence(group=REPLY, prefix=prefix or 0, differences=found["differences"], rules=found["rules"])


def _known(divergence: Divergence, expectations: dict[str, str] | None) -> Known | None:
    if not expectations:
        return None
    paths = [d["path"] for d in divergence["differences"]]
    return known(divergence["group"], paths, divergence["rules"], expectations)


def _plans(args: argparse.Namespace) -> list[Plan]:
    claimed: Claimed | None = getattr(args, "claimed", None)
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
            None if claimed is None else claimed.groups,
            None if claimed is None else claimed.players,
            _illegal(args),
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


def _divergences_of(result: HandResult | fuzz_train.TrainHandResult) -> list[Divergence]:
    return result["divergences"] or ([_as_divergence(result)] if result["prefix"] is not None else [])


def _summary(
    args: argparse.Namespace,
    results: list[R],
    divergent: list[R],
    seconds: float,
    example: Callable[[R, Divergence, Known | None], C],
) -> Summary[C]:
    """Count the divergences (every group's first, by rule, group and field), judge them against the
    expectations, and shrink a counterexample for each rule found, new ones first."""
    claimed: Claimed | None = getattr(args, "claimed", None)
    expectations: dict[str, str] = getattr(args, "expectations", {}) or {}
    by_rule: Counter[str] = Counter()
    by_group: Counter[str] = Counter()
    by_field: Counter[str] = Counter()
    new_by_rule: Counter[str] = Counter()
    known_by_kind: Counter[str] = Counter()
    known_by_key: Counter[str] = Counter()
    errors = new_hands = 0
    firsts: dict[str, tuple[bool, R, Divergence, Known | None]] = {}
    for result in divergent:
        found = _divergences_of(result)
        by_rule.update({rule for d in found for rule in d["rules"]})
        by_group.update({d["group"] for d in found})
        by_field.update({diff["path"] for d in found for diff in d["differences"]})
        errors += any(d["group"] == REPLY for d in found)
        judged = _judge(found, expectations)
        fresh = [d for d, k in judged if k is None]
        if fresh:
            new_hands += 1
            new_by_rule.update({rule for d in fresh for rule in d["rules"]} or {REPLY})
        else:
            first_known = judged[0][1]
            assert first_known is not None
            known_by_kind[first_known["kind"]] += 1
        known_by_key.update({k["key"] for _, k in judged if k is not None})
        for d, k in judged:
            # one example per new rule, and per expectations entry that foresees a divergence in its own right
            # (one that only follows another foreseen divergence shows that one's scenario, not its own)
            labels = (d["rules"] or [REPLY]) if k is None else ([] if k["key"].startswith("after ") else [k["key"]])
            for label in labels:
                firsts.setdefault(label, (k is None, result, d, k))
    # new ones first, in the order they happened; then the foreseen, graver classes first
    chosen = sorted(
        firsts.items(),
        key=lambda item: (
            not item[1][0],
            KINDS.index(item[1][3]["kind"]) if item[1][3] is not None else 0,
            item[1][1]["hand"],
            item[1][2]["prefix"],
            GROUP_ORDER.get(item[1][2]["group"], len(GROUP_ORDER)),
            item[0],
        ),
    )
    kept: list[tuple[str, tuple[bool, R, Divergence, Known | None]]] = []
    for label, entry in chosen:  # one counterexample per divergence, however many labels it has
        if len(kept) < EXAMPLES and all(entry[2] is not other[2] for _, other in kept):
            kept.append((label, entry))
    # each labelled as its hand was judged (a consequence of a foreseen divergence is foreseen)
    examples = [example(result, d, foreseen) for _, (_, result, d, foreseen) in kept]
    checked = len(results)
    return Summary(
        implementation=args.impl,
        name="" if claimed is None else claimed.name,
        rulebook=args.rulebook,
        seed=args.seed,
        shard=f"{args.shard[0]}/{args.shard[1]}",
        check_every=args.check_every,
        hands=args.hands,
        hands_checked=checked,
        actions=sum(r["actions"] for r in results),
        requests=sum(r["requests"] for r in results),
        seconds=round(seconds, 3),
        groups=[] if claimed is None else list(claimed.groups),
        not_compared={} if claimed is None else dict(claimed.not_compared),
        divergent_hands=len(divergent),
        rate=len(divergent) / checked if checked else 0.0,
        by_rule=dict(sorted(by_rule.items(), key=lambda item: rule_sort_key(item[0]))),
        by_group=dict(sorted(by_group.items())),
        by_field=dict(sorted(by_field.items())),
        errors=errors,
        expectations=getattr(args, "expect", None),
        known_by_kind=dict(sorted(known_by_kind.items())),
        known_by_key=dict(sorted(known_by_key.items())),
        new_hands=new_hands,
        new_rate=new_hands / checked if checked else 0.0,
        new_by_rule=dict(sorted(new_by_rule.items(), key=lambda item: rule_sort_key(item[0]))),
        illegal=_illegal(args),
        reproduce=_reproduce(args),
        counterexample=examples[0] if examples else None,
        examples=examples,
    )


def _judge(found: list[Divergence], expectations: dict[str, str]) -> list[tuple[Divergence, Known | None]]:
    """Each divergence of one hand with the expectations entry that foresees it (None: new).

    Once a foreseen divergence has happened, the two sides play on from different positions, so a divergence at
    a later action is foreseen with it (``after`` its key), and so is one at the same action in a group computed
    from the foreseen one's (:func:`conformance.facts.derives_from`: the legal plays from the open ends): the hand
    is judged by what first went differently. A new divergence is never hidden by a later foreseen one."""
    own = [(d, _known(d, expectations)) for d in found]
    out: list[tuple[Divergence, Known | None]] = []
    for d, k in own:
        if k is None:
            cause = next(
                (
                    c
                    for e, c in own
                    if c is not None
                    and (
                        e["prefix"] < d["prefix"]
                        or (e["prefix"] == d["prefix"] and derives_from(d["group"], e["group"]))
                    )
                ),
                None,
            )
            if cause is not None:
                k = Known(
                    key=f"after {cause['key']}", reason=f"{cause['kind']}: follows {cause['key']}", kind=cause["kind"]
                )
        out.append((d, k))
    return out


def _scope(args: argparse.Namespace) -> Scope:
    claimed: Claimed | None = getattr(args, "claimed", None)
    complete = getattr(args, "complete", False) is True
    groups = None if claimed is None else claimed.groups
    return Scope(complete, groups, None if claimed is None else claimed.players, _illegal(args))


def _illegal(args: argparse.Namespace) -> float:
    """The rate of actions the rules forbid (``--illegal``; block and All Fives hands: trains play legally)."""
    rate = getattr(args, "illegal", 0.0)
    return float(rate) if isinstance(rate, (int, float)) and not isinstance(rate, bool) else 0.0


def fuzz(args: argparse.Namespace) -> Summary[Counterexample]:
    """Fuzz the hands of the shard (over ``--jobs`` processes), then shrink a counterexample for each rule found."""
    results, divergent, seconds = _collected(args, run_plan)
    expectations: dict[str, str] = getattr(args, "expectations", {}) or {}

    def example(found: HandResult, divergence: Divergence, foreseen: Known | None) -> Counterexample:
        made = counterexample(args.impl, found, args.timeout, args.seed, divergence, _scope(args), expectations)
        made["known"] = foreseen
        return made

    return _summary(args, results, divergent, seconds, example)


def fuzz_trains(args: argparse.Namespace) -> Summary[fuzz_train.TrainCounterexample]:
    """:func:`fuzz` for a train rulebook: ``train`` requests, a hand in one with ``each`` (or one per
    checkpoint of each hand)."""
    results, divergent, seconds = _collected(args, run_train_plan)

    def example(
        found: fuzz_train.TrainHandResult, divergence: Divergence, foreseen: Known | None
    ) -> fuzz_train.TrainCounterexample:
        impl = SubprocessAdapter(args.impl, timeout=args.timeout)
        try:
            scope = _scope(args)
            made = fuzz_train.counterexample(impl, found, args.seed, divergence, scope.groups, scope.players)
            made["known"] = foreseen
            return made
        finally:
            impl.stop()

    return _summary(args, results, divergent, seconds, example)


def _example_text(example: Counterexample | fuzz_train.TrainCounterexample, out: TextIO, heading: str) -> None:
    foreseen = example["known"]
    label = f" (foreseen: {foreseen['reason']})" if foreseen is not None else ""
    rules = ", ".join(example["rules"]) or "none"
    out.write(f"\n{heading}: hand {example['hand']}, {example['group']}, rules {rules}{label}\n")
    for d in example["differences"]:
        out.write(
            f"  {d['path']}: reference {json.dumps(d['reference'])}, implementation {json.dumps(d['implementation'])}\n"
        )


def report(summary: Summary[Counterexample] | Summary[fuzz_train.TrainCounterexample], out: TextIO) -> None:
    """The counterexamples (if any) and the summary, for a person."""
    example = summary["counterexample"]
    if example is not None:
        _example_text(example, out, "First new divergence" if example["known"] is None else "First divergence")
        out.write("\nScenario (paste under a Feature of features/, or save it with --save):\n\n" + example["scenario"])
        case = {
            "case": example["case"],
            "reference": example["reference"],
            "implementation": example["implementation"],
            "error": example["error"],
        }
        out.write("\nJSON case:\n" + json.dumps(case, indent=2) + "\n")
        for other in summary["examples"][1:]:
            _example_text(other, out, "Also")
        out.write("\n")
    s = summary
    per_hand = s["seconds"] / s["hands_checked"] * 1000 if s["hands_checked"] else 0.0
    who = f" ({s['name']})" if s["name"] else ""
    out.write(
        f"domino-rules fuzz{who}: {s['hands_checked']} hands checked on {s['rulebook']} "
        f"(shard {s['shard']}, seed {s['seed']}): {s['actions']} actions, {s['requests']} requests, "
        f"{s['seconds']:.2f} s ({per_hand:.1f} ms a hand)\n"
    )
    if s["groups"]:
        out.write(f"compared: {', '.join(s['groups'])}\n")
    if s["not_compared"]:
        out.write("not compared: " + "; ".join(f"{g} ({why})" for g, why in s["not_compared"].items()) + "\n")
    rules = ", ".join(f"{rule} {n}" for rule, n in s["by_rule"].items()) or "none"
    groups = ", ".join(f"{group} {n}" for group, n in s["by_group"].items()) or "none"
    out.write(f"divergent hands: {s['divergent_hands']} ({s['rate']:.1%}); by rule: {rules}; by group: {groups}\n")
    if s["errors"]:
        out.write(f"hands with an error or malformed reply: {s['errors']}\n")
    if s["expectations"] is not None:
        kinds = ", ".join(f"{kind} {n}" for kind, n in s["known_by_kind"].items()) or "none"
        fresh = ", ".join(f"{rule} {n}" for rule, n in s["new_by_rule"].items()) or "none"
        out.write(
            f"against {s['expectations']}: hands wholly foreseen: {kinds}; "
            f"hands with a new divergence: {s['new_hands']} ({s['new_rate']:.1%}), by rule: {fresh}\n"
        )
    out.write(f"reproduce: {s['reproduce']}\n")


def save_scenarios(
    path: Path, summary: Summary[Counterexample] | Summary[fuzz_train.TrainCounterexample], force: bool
) -> None:
    """Write the campaign's counterexamples as a feature file (refusing to replace one without ``force``)."""
    if path.exists() and not force:
        raise FileExistsError(f"{path} exists: give --force to replace it")
    lines = [
        f"Feature: Divergences fuzzing found ({summary['rulebook']}, seed {summary['seed']})",
        "",
        f"  Found by: {summary['reproduce']}",
        "",
        *(example["scenario"] for example in summary["examples"]),
    ]
    atomic_write(path, "\n".join(lines))


def run(args: argparse.Namespace) -> int:
    """The command: 0 when no hand diverges (with ``--expect``: none in a way the file does not foresee), 1 when
    one does, 2 when fuzzing cannot run."""
    problem = family_problem(args.rulebook)
    if problem is not None:
        print(f"domino-rules fuzz: {problem}", file=sys.stderr)
        return 2
    book = cached_spec().rulebook(args.rulebook)
    train = book.game.family == MEXICAN_TRAIN.name
    args.expectations = {}
    if args.expect:
        try:
            args.expectations = fuzz_expectations(load_checked(Path(args.expect)))
        except ExpectationError as exc:
            print(f"domino-rules fuzz: {exc}", file=sys.stderr)
            return 2
    if args.save and Path(args.save).exists() and not args.force:
        print(f"domino-rules fuzz: {args.save} exists: give --force to replace it", file=sys.stderr)
        return 2
    try:
        args.claimed = _claimed(args.impl, book.id, args.timeout)
    except NotFuzzable as exc:
        print(f"domino-rules fuzz: {exc}", file=sys.stderr)
        return 2
    # a block game is dealt, not set up at positions, to an implementation that is only dealt its hands
    args.complete = args.claimed.capability == "deal-play" and book.game.family == "block"
    summary: Summary[Counterexample] | Summary[fuzz_train.TrainCounterexample]
    try:
        summary = fuzz_trains(args) if train else fuzz(args)
    except Unsupported as exc:
        print(f"domino-rules fuzz: the reference does not play {args.rulebook}: {exc}", file=sys.stderr)
        return 2
    report(summary, sys.stdout)
    if args.json:
        atomic_write(Path(args.json), json.dumps(summary, indent=2) + "\n")
    if args.save:
        save_scenarios(Path(args.save), summary, args.force)
        print(f"domino-rules fuzz: {len(summary['examples'])} scenario(s) saved in {args.save}")
    failing = summary["new_hands"] if args.expect else summary["divergent_hands"]
    return 1 if failing else 0
