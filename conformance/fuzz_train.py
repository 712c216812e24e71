"""``domino-rules fuzz`` for the train family: random Mexican Train hands on an implementation and the reference.

Each hand is dealt at random from ``(rulebook, seed, hand)``: a table of two to the largest size the
rulebook seats, a random starting double, the rulebook's hand size to each seat, and the rest of the set
in a random drawing order. It is played by random legal actions chosen from the reference's reply: a move
from ``legal`` (now and then leaving one's own marker on), a draw when nothing fits and the bone-yard
holds tiles, the marker down otherwise, and a last tile tapped or (now and then) forgotten. The
reference plays in-process (:class:`conformance.reference_train.TrainSession`). Comparing after every
action (``check_every`` 1), the implementation gets the whole hand in one ``train`` request with ``each``
and every observation of each of its ``steps`` is compared with the reference's; a program that answers
without ``steps`` gets one request per prefix instead, and is not asked for ``steps`` again. Otherwise it
gets one request per checkpoint (every ``check_every``-th prefix and the whole hand). A divergence is
traced back to the first prefix that differs, shrunk (the hand set up at a later position, the bone-yard
cut to the tiles drawn) and written as a scenario in the suite's train steps.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypedDict, cast

from conformance import facts
from conformance.adapter import ErrorReply, Implementation, ImplementationError, Unsupported
from conformance.expect import Known
from conformance.facts import FactName, group_of_difference
from conformance.messages import TrainAction, TrainPlayAction, TrainReply, TrainRequest, TrainSetup
from conformance.reference_adapter import ENGINE_ERRORS
from conformance.reference_train import TrainSession, train_hand, train_shape
from conformance.schemas import problems
from conformance.shrink import (
    ABSENT,
    REPLY,
    Difference,
    Divergence,
    compared,
    first_divergences,
    refusal_rules,
    steps_of,
)
from rulespec import cached_spec
from rulespec.grammar import format_tile, rule_sort_key

MEXICAN: Final = "mexican"
"""The public train's name on the wire."""
KEEP_MARKER: Final = 0.1
"""How often a player playing on their own open train leaves the marker on."""
FORGET_TAP: Final = 0.2
"""How often a player down to one tile forgets to tap it."""


class TrainCase(TypedDict):
    """One train hand: what is sent to both sides as a ``train`` request."""

    rulebook: str
    setup: TrainSetup
    actions: list[TrainAction]


def request_of(case: TrainCase) -> TrainRequest:
    return {"op": "train", "rulebook": case["rulebook"], "setup": case["setup"], "actions": case["actions"]}


# -- dealing and playing -------------------------------------------------------------------


def deal(rulebook: str, rng: random.Random, players: tuple[int, ...] | None = None) -> TrainSetup:
    """A random deal: a table of ``table_min`` to ``table_max`` seats (only sizes in ``players``, when given: what
    the implementation plays), a random starting double, ``hand_size`` tiles to each seat and the rest of the set
    as the bone-yard in a random order.

    >>> setup = deal("mexican-train", random.Random(1))
    >>> sizes = {len(tiles) for tiles in setup["hands"].values()}
    >>> sizes, 2 <= len(setup["hands"]) <= 7, len(setup["boneyard"]) == 90 - 12 * len(setup["hands"])
    ({12}, True, True)
    """
    rules = train_shape(rulebook)
    count = rng.randint(rules.table_min, rules.table_max)
    if players is not None:
        allowed = [n for n in range(rules.table_min, rules.table_max + 1) if n in players]
        if not allowed:
            raise ValueError(
                f"{rulebook} seats {rules.table_min} to {rules.table_max}; the implementation plays tables of {players}"
            )
        count = count if count in allowed else allowed[count % len(allowed)]
    start = rng.randint(0, rules.max_pip)
    tiles = [format_tile(a, b) for a in range(rules.max_pip + 1) for b in range(a + 1) if not a == b == start]
    if count * rules.hand_size > len(tiles):
        raise ValueError(f"{rulebook}: {count} hands of {rules.hand_size} need more than {len(tiles)} tiles")
    rng.shuffle(tiles)
    size = rules.hand_size
    hands = {str(seat): tiles[(seat - 1) * size : seat * size] for seat in range(1, count + 1)}
    return {"start": start, "hands": hands, "boneyard": tiles[count * size :]}


def choose(reply: TrainReply, actions: list[TrainAction], rng: random.Random) -> TrainAction | None:
    """A random action allowed in the position ``reply`` describes (``actions``: those that led there); None
    once the hand is over.

    A player who has drawn this turn and still cannot play puts the marker down (a tap by another player in
    between changes nothing); a player down to one tile taps it, or now and then forgets to."""
    seat = reply["turn"]
    if reply["outcome"] is not None or seat is None:
        return None
    tapper = reply["untapped"]
    tapped = bool(actions) and actions[-1]["type"] == "tap"
    if tapper is not None and not tapped and rng.random() > FORGET_TAP:
        return {"type": "tap", "seat": tapper}
    last = next((a for a in reversed(actions) if a["type"] != "tap"), None)
    if reply["legal"]:
        tile, _, train = rng.choice(reply["legal"]).partition(" on ")
        play: TrainPlayAction = {"type": "play", "seat": seat, "tile": tile, "train": train}
        if train == str(seat) and reply["trains"][train]["marker"] and rng.random() < KEEP_MARKER:
            play["keep_marker"] = True
        high, low = (int(n) for n in tile.split("-"))
        fitting = sorted({end for end in reply["trains"][train]["ends"] if end in (high, low)})
        if len(fitting) > 1 and reply["owed"] is None:  # it fits two ends showing different numbers: say which
            play["end"] = rng.choice(fitting)
        return play
    drew = last is not None and last["type"] == "draw" and last["seat"] == seat
    if reply["boneyard"] and not drew:
        return {"type": "draw", "seat": seat}
    return {"type": "pass", "seat": seat}


@dataclass(frozen=True)
class Played:
    """One hand dealt and played on the reference: the actions, the reference's reply after each prefix, and
    its position after each prefix (for setting up a later start)."""

    hand: int
    case: TrainCase
    replies: list[TrainReply]
    later: list[Callable[[], TrainSetup | None]]
    """What writes the reference's position after each prefix as a setup, when asked (None where a setup cannot
    state it): only the positions a shrink tries are written."""


def play_reference(rulebook: str, setup: TrainSetup, rng: random.Random) -> Played:
    """Random legal play to the end of the hand on the reference."""
    session = TrainSession({"op": "train", "rulebook": rulebook, "setup": setup, "actions": []})
    replies, later = [session.reply()], [session.later()]
    actions: list[TrainAction] = []
    limit = 8 * (sum(len(tiles) for tiles in setup["hands"].values()) + len(setup["boneyard"])) + 16
    while (action := choose(replies[-1], actions, rng)) is not None:
        if len(actions) >= limit:
            raise RuntimeError(f"the reference's train hand did not end after {limit} actions")
        actions.append(action)
        replies.append(session.act(action))
        later.append(session.later())
        if not replies[-1]["results"][-1]["accepted"]:
            raise RuntimeError(f"the reference refused its own choice {action}: {replies[-1]['results'][-1]}")
    return Played(-1, TrainCase(rulebook=rulebook, setup=setup, actions=actions), replies, later)


def play_hand(rulebook: str, seed: int, hand: int, players: tuple[int, ...] | None = None) -> Played:
    """Deal hand number ``hand`` from the seed (tables of ``players`` only) and play it at random on the reference."""
    rng = random.Random(f"domino-rules fuzz/{rulebook}/{seed}/{hand}")
    played = play_reference(rulebook, deal(rulebook, rng, players), rng)
    return Played(hand, played.case, played.replies, played.later)


# -- comparing -------------------------------------------------------------------------------


FIELDS: Final = ("turn", "trains", "hand_sizes", "boneyard", "owed", "untapped", "taps", "penalties", "outcome", "late")


def observations(reply: TrainReply, lenient: bool = False) -> dict[str, object]:
    """Everything a ``train`` reply says, compared field by field (a refusal's free-text reason left out,
    ``legal`` as a set). With ``lenient``, a field the reply leaves out reads as ``<absent>`` (an
    implementation may leave out the fields of groups of facts it does not model)."""
    got: Mapping[str, object] = reply
    out: dict[str, object] = {
        "results": {str(i): {"accepted": r["accepted"], "rule": r.get("rule")} for i, r in enumerate(reply["results"])},
        "legal": sorted(reply["legal"]) if not lenient or "legal" in got else ABSENT,
    }
    for name in FIELDS:
        out[name] = got.get(name, ABSENT) if lenient else got[name]
    return out


def compare(reference: TrainReply, reply: TrainReply, groups: Collection[str] | None = None) -> list[Difference]:
    """Where the replies differ on ``groups`` of facts (None: every group; dictionaries key by key); a reply not
    shaped like a ``train`` reply is one difference at ``reply`` with what the schema finds wrong, and a field of
    a group compared that the reply leaves out is a difference at that field."""
    if reply == reference:
        return []
    try:
        ours, theirs = observations(reference), observations(reply, lenient=True)
    except (KeyError, TypeError, AttributeError):
        return [{"path": REPLY, "reference": "a train reply", "implementation": problems("reply", "train", reply)}]
    found = compared(ours, theirs)
    if groups is None:
        return found
    return [d for d in found if (group_of_difference("train", d["path"]) or REPLY) in groups]


@dataclass(frozen=True)
class TrainVerdict:
    reference: TrainReply
    implementation: TrainReply | None
    error: str | None
    differences: list[Difference]
    error_rule: str | None = None
    """The rule an ``error`` reply named."""


def judge(
    impl: Implementation, case: TrainCase, reference: TrainReply, groups: Collection[str] | None = None
) -> TrainVerdict:
    """The implementation's reply to ``case`` beside the reference's, compared on ``groups`` of facts."""
    try:
        reply = impl.train(request_of(case))
    except (ImplementationError, Unsupported) as exc:
        rule = exc.rule if isinstance(exc, ErrorReply) else None
        return TrainVerdict(
            reference, None, str(exc), [{"path": REPLY, "reference": "a train reply", "implementation": str(exc)}], rule
        )
    return TrainVerdict(reference, reply, None, compare(reference, reply, groups))


def fields_of(found: list[Difference]) -> set[str]:
    """The top-level fields that differ, and each differing key of a dictionary (``trains.1``)."""
    return {d["path"].split(".", 1)[0] for d in found} | {d["path"] for d in found}


class TrainHandResult(TypedDict):
    hand: int
    actions: int
    requests: int
    prefix: int | None
    case: TrainCase | None
    differences: list[Difference]
    rules: list[str]
    batched: bool
    """Whether the hand was checked from the ``steps`` of one request with ``each``."""
    divergences: list[Divergence]
    """The first divergence of every group of facts compared, in the order they happen."""


def checkpoints(length: int, every: int) -> list[int]:
    """The prefixes sent: every ``every``-th and always the whole hand (``every`` 0: the whole hand only).

    >>> checkpoints(7, 3), checkpoints(7, 0)
    ([0, 3, 6, 7], [7])
    """
    if every <= 0:
        return [length]
    return sorted({*range(0, length + 1, every), length})


def fuzz_hand(
    impl: Implementation,
    rulebook: str,
    seed: int,
    hand: int,
    check_every: int,
    each: bool = False,
    groups: Collection[str] | None = None,
    players: tuple[int, ...] | None = None,
) -> TrainHandResult:
    """Deal and play hand number ``hand``; compare the implementation's reply at every checkpoint on ``groups`` of
    facts, keeping the first divergence of each group (the earliest traced back to the first prefix that
    differs). With ``each`` (and ``check_every`` 1) the whole hand goes in one request asking for the position
    after each action; without usable ``steps`` in the reply, one request per prefix follows."""
    played = play_hand(rulebook, seed, hand, players)
    actions = played.case["actions"]
    result = TrainHandResult(
        hand=hand,
        actions=len(actions),
        requests=0,
        prefix=None,
        case=None,
        differences=[],
        rules=[],
        batched=False,
        divergences=[],
    )
    if each and check_every == 1 and _batched(impl, rulebook, played, result, groups):
        return result

    def ask(point: int) -> TrainVerdict:
        result["requests"] += 1
        return judge(
            impl,
            TrainCase(rulebook=rulebook, setup=played.case["setup"], actions=actions[:point]),
            played.replies[point],
            groups,
        )

    seen: dict[str, Divergence] = {}
    agreed = -1
    for point in checkpoints(len(actions), check_every):
        verdict = ask(point)
        if verdict.differences and not seen:
            for earlier in range(agreed + 1, point):
                found = ask(earlier)
                if found.differences:
                    for divergence in _divergences(rulebook, earlier, found):
                        seen.setdefault(divergence["group"], divergence)
                    break
        for divergence in _divergences(rulebook, point, verdict):
            seen.setdefault(divergence["group"], divergence)
        if REPLY in seen:
            break
        agreed = point
    return _record(result, rulebook, played, sorted(seen.values(), key=lambda d: d["prefix"]))


def _divergences(rulebook: str, point: int, verdict: TrainVerdict) -> list[Divergence]:
    return [
        Divergence(
            group=group,
            prefix=point,
            differences=found,
            rules=group_rules(rulebook, group, verdict.reference, verdict.implementation, verdict.error_rule, found),
        )
        for group, found in _by_group(verdict.differences).items()
    ]


def _by_group(found: list[Difference]) -> dict[str, list[Difference]]:
    out: dict[str, list[Difference]] = {}
    for d in found:
        out.setdefault(group_of_difference("train", d["path"]) or REPLY, []).append(d)
    return out


def _record(result: TrainHandResult, rulebook: str, played: Played, found: list[Divergence]) -> TrainHandResult:
    result["divergences"] = found
    if found:
        first = found[0]
        result["prefix"], result["differences"] = first["prefix"], first["differences"]
        result["case"] = TrainCase(
            rulebook=rulebook, setup=played.case["setup"], actions=played.case["actions"][: first["prefix"]]
        )
        result["rules"] = sorted(
            {r for d in found if d["prefix"] == first["prefix"] for r in d["rules"]}, key=rule_sort_key
        )
    return result


def _batched(
    impl: Implementation, rulebook: str, played: Played, result: TrainHandResult, groups: Collection[str] | None
) -> bool:
    """Check the hand from the ``steps`` of one request with ``each``; False (nothing recorded but the
    request) when the reply has no usable ``steps``, so the hand is then asked one prefix at a time."""
    case = played.case
    request = request_of(case)
    request["each"] = True
    result["requests"] += 1
    try:
        reply = impl.train(request)
    except (ImplementationError, Unsupported):
        return False  # asked again one prefix at a time, where the failure is found and reported
    steps = steps_of(reply)
    if steps is None or len(steps) != len(played.replies):
        return False
    result["batched"] = True

    def differ(reference: TrainReply, answered: TrainReply) -> list[Difference]:
        return compare(reference, answered, groups)

    def attribute(group: str, reference: TrainReply, answered: TrainReply, found: list[Difference]) -> list[str]:
        return group_rules(rulebook, group, reference, answered, None, found)

    _record(result, rulebook, played, first_divergences(played.replies, steps, differ, _by_group, attribute))
    return True


# -- shrinking ---------------------------------------------------------------------------------


def _same_end(a: TrainReply, b: TrainReply, ignore: frozenset[str]) -> bool:
    ours, theirs = observations(a), observations(b)
    return {k: v for k, v in ours.items() if k not in ignore} == {k: v for k, v in theirs.items() if k not in ignore}


def shrink(
    impl: Implementation, played: Played, divergence: Divergence, groups: Collection[str] | None = None
) -> tuple[TrainCase, TrainVerdict, int]:
    """The divergent case made smaller while the implementation still differs on the same fields: set up at
    the latest position the setup can state (the reference must answer the same there as after the
    actions), then the bone-yard cut to the tiles still drawn. ``groups``: the groups of facts compared."""
    point = divergence["prefix"]
    case = TrainCase(
        rulebook=played.case["rulebook"], setup=played.case["setup"], actions=played.case["actions"][:point]
    )
    target = played.replies[point]
    verdict = judge(impl, case, target, groups)
    wanted = fields_of(divergence["differences"])
    tries = 1

    def still(candidate: TrainCase, ignore: frozenset[str] = frozenset({"results"})) -> TrainVerdict | None:
        nonlocal tries
        try:
            reference = train_hand(request_of(candidate))
        except ENGINE_ERRORS:
            return None
        if not all(r["accepted"] for r in reference["results"]) or not _same_end(reference, target, ignore):
            return None
        tries += 1
        found = judge(impl, candidate, reference, groups)
        return found if fields_of(found.differences) & wanted else None

    for cut in range(point - 1, 0, -1):
        setup = played.later[cut]()
        if setup is None:
            continue
        candidate = TrainCase(rulebook=case["rulebook"], setup=setup, actions=case["actions"][cut:])
        found = still(candidate)
        if found is not None:
            case, verdict = candidate, found
            break
    drawn = sum(1 for a in case["actions"] if a["type"] == "draw") + sum(t["tiles"] for t in target["taps"])
    boneyard = case["setup"]["boneyard"]
    for keep in sorted({0, min(drawn, len(boneyard))}):
        if keep >= len(boneyard):
            continue
        candidate = TrainCase(
            rulebook=case["rulebook"], setup={**case["setup"], "boneyard": boneyard[:keep]}, actions=case["actions"]
        )
        found = still(candidate, frozenset({"results", "boneyard"}))
        if found is not None:
            case, verdict = candidate, found
            break
    return case, verdict, tries


# -- the rules involved --------------------------------------------------------------------


def _cited(rulebook: str, replies: list[TrainReply | None], field: str) -> set[str]:
    """The rules of ``rulebook`` the refusals (``results``) or penalties of ``replies`` name."""
    known = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    found: set[str] = set()
    for reply in replies:
        got: Mapping[str, object] = reply if reply is not None else {}
        items = got.get(field)
        for item in cast(list[object], items) if isinstance(items, list) else []:
            fields = cast(dict[str, object], item) if isinstance(item, dict) else {}
            rule = fields.get("rule")
            if isinstance(rule, str) and fields.get("accepted") is not True:
                found.add(rule)
    return found & known


def group_rules(
    rulebook: str,
    group: str,
    reference: TrainReply,
    theirs: TrainReply | None,
    error_rule: str | None = None,
    differences: Sequence[Difference] = (),
) -> list[str]:
    """The rules a divergence in ``group`` names: the refusals' rules (legality), the penalties' (penalties and
    tapping), the rule that ended the reference's hand (outcome); else the rule enforcing the group's first
    check the rulebook has. Never a rule outside the rulebook; ``reply`` names the error reply's rule, if any."""
    known = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    if group == REPLY:
        return [error_rule] if error_rule is not None and error_rule in known else []
    found: set[str] = set()
    if group == "legality":
        found = (
            refusal_rules(rulebook, differences) if differences else _cited(rulebook, [reference, theirs], "results")
        )
    elif group == "penalties":
        found = _cited(rulebook, [reference, theirs], "penalties")
    elif group == "tapping":
        found = _cited(rulebook, [reference, theirs], "taps")
    elif group == "outcome" and reference["outcome"] is not None and reference["outcome"]["rule"] in known:
        found = {reference["outcome"]["rule"]}
    if not found:
        rule = facts.attribute(cast(FactName, group), rulebook)
        if rule is None:
            raise ValueError(f"no rule of {rulebook} decides the group {group!r}: it should not have been compared")
        found = {rule}
    return sorted(found, key=rule_sort_key)


def rules_of(rulebook: str, verdict: TrainVerdict) -> list[str]:
    """The rule IDs a divergence involves: the rules of every group of facts that differs."""
    found: set[str] = set()
    for group, differences in _by_group(verdict.differences).items():
        found |= set(
            group_rules(rulebook, group, verdict.reference, verdict.implementation, verdict.error_rule, differences)
        )
    return sorted(found, key=rule_sort_key)


# -- the scenario --------------------------------------------------------------------------


def _double(n: int) -> str:
    return f"{n}-{n}"


def _when(actions: list[TrainAction]) -> list[str]:
    if not actions:
        return []
    with_end = any(a["type"] == "play" and "end" in a for a in actions)
    rows = [["seat", "action", "tile", "train", "end"] if with_end else ["seat", "action", "tile", "train"]]
    for a in actions:
        if a["type"] == "play":
            end = a.get("end")
            rows.append(
                [str(a["seat"]), "play-keep-marker" if a.get("keep_marker") else "play", a["tile"], a["train"]]
                + ([str(end) if end is not None else ""] if with_end else [])
            )
        elif a["type"] == "pass":
            rows.append([str(a["seat"]), "marker", "", ""] + ([""] if with_end else []))
        elif a["type"] in ("draw", "tap"):
            rows.append([str(a["seat"]), a["type"], "", ""] + ([""] if with_end else []))
        else:
            raise ValueError(f"the moves table cannot hold a {a['type']!r} action")
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    table = ["      | " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |" for row in rows]
    return ["    When the moves go:", *table]


def then_steps(reply: TrainReply, fields: set[str]) -> list[str]:
    """Then steps asserting what the reference says on ``fields`` (a comment for a field no step reads)."""
    steps: list[str] = []
    if reply["results"]:
        steps.append("every move is accepted")
    if "turn" in fields and reply["turn"] is not None:
        steps.append(f"it is seat {reply['turn']}'s turn to play")
    if "trains" in fields:
        for name, line in reply["trains"].items():
            if f"trains.{name}" not in fields:
                continue
            shown = " ".join(line["tiles"])
            if name == MEXICAN:
                if shown:
                    steps.append(f"the Mexican train shows {shown}")
                continue
            if shown:
                steps.append(f"seat {name}'s train shows {shown}")
            steps.append(f"seat {name}'s train has the open ends {', '.join(str(e) for e in line['ends'])}")
            steps.append(f"seat {name}'s train is {'open' if line['marker'] else 'closed'}")
    if "legal" in fields:
        steps.append(f"the legal moves are {', '.join(reply['legal'])}" if reply["legal"] else "there is no legal move")
    if "hand_sizes" in fields:
        steps += [f"seat {seat} holds {n} tiles" for seat, n in reply["hand_sizes"].items()]
    if "boneyard" in fields:
        steps.append(f"the bone-yard has {reply['boneyard']} tiles left")
    if "owed" in fields:
        owed = reply["owed"]
        steps.append(
            "no double waits to be satisfied"
            if owed is None
            else f"{owed['tile']} on seat {owed['train']}'s train must be satisfied"
        )
    if "untapped" in fields and reply["untapped"] is not None:
        steps.append(f"seat {reply['untapped']} has not tapped the last tile")
    if "taps" in fields:
        taps = reply["taps"]
        steps += [f"seat {t['seat']} drew {t['tiles']} tile for a late tap under {t['rule']}" for t in taps]
        if not taps:
            steps.append("nobody drew for a late tap")
    if "outcome" in fields:
        outcome = reply["outcome"]
        if outcome is None:
            steps.append("the hand goes on")
        else:
            steps.append(f"the hand ends {outcome['end']} under {outcome['rule']}")
            steps.append("nobody went out" if outcome["out"] is None else f"seat {outcome['out']} went out")
            steps.append(
                "the hand's scores are "
                + ", ".join(str(outcome["scores"][s]) for s in sorted(outcome["scores"], key=int))
            )
    lines = [("    Then " if i == 0 else "    And ") + step for i, step in enumerate(steps)]
    said = {"results", "turn", "trains", "legal", "hand_sizes", "boneyard", "owed", "untapped", "taps", "outcome"}
    unread = {field for field in fields if "." not in field} - said
    lines += [f"    # no step of the suite reads {field!r}: compare the JSON case" for field in sorted(unread)]
    return lines


def scenario(case: TrainCase, verdict: TrainVerdict, rules: list[str], title: str) -> str:
    """The case as a Gherkin scenario in the suite's train steps, asserting the reference's answer on every
    field where the implementation differs."""
    setup = case["setup"]
    tags = " ".join(f"@{rule}" for rule in rules)
    lines = [
        f"  {tags}" if tags else "  # no rule was found for this divergence: tag the scenario with the rule it breaks"
    ]
    lines += [f"  Scenario: {title}", f'    Given the rulebook "{case["rulebook"]}"']
    lines.append(f"    And the starting double is {_double(setup['start'])}")
    for seat in sorted(setup["hands"], key=int):
        tiles = setup["hands"][seat]
        lines.append(f"    And seat {seat} holds {' '.join(tiles)}" if tiles else f"    And seat {seat} holds no tiles")
    fresh = not setup.get("trains") and "turn" not in setup
    if setup["boneyard"]:
        if fresh and _whole(case["rulebook"], setup):
            lines.append(
                f"    And the rest of the set is the bone-yard, in drawing order: {' '.join(setup['boneyard'])}"
            )
        else:
            lines.append(f"    And the bone-yard, in drawing order, is {' '.join(setup['boneyard'])}")
    for name, tiles in setup.get("trains", {}).items():
        if tiles:
            owner = "the Mexican train" if name == MEXICAN else f"seat {name}'s train"
            lines.append(f"    And {owner} holds {' '.join(tiles)}")
    lines += [f"    And seat {seat}'s marker is on their train" for seat in setup.get("markers", [])]
    if "turn" in setup:
        lines.append(f"    And it is seat {setup['turn']}'s turn")
    lines += _when(case["actions"])
    lines += then_steps(verdict.reference, fields_of(verdict.differences))
    return "\n".join(lines) + "\n"


def _whole(rulebook: str, setup: TrainSetup) -> bool:
    top = train_shape(rulebook).max_pip
    held = [t for tiles in setup["hands"].values() for t in tiles] + setup["boneyard"]
    return len(held) + 1 == (top + 1) * (top + 2) // 2


# -- the command -------------------------------------------------------------------------------


class TrainCounterexample(TypedDict):
    hand: int
    group: str
    """The group of facts that diverges (``reply``: an error or a malformed reply)."""
    rules: list[str]
    scenario: str
    case: TrainCase
    reference: TrainReply
    implementation: TrainReply | None
    error: str | None
    differences: list[Difference]
    shrink_requests: int
    known: Known | None
    """The expectations file's entry that foresees it (None: new, or no expectations file)."""


def counterexample(
    impl: Implementation,
    found: TrainHandResult,
    seed: int,
    divergence: Divergence | None = None,
    groups: Collection[str] | None = None,
    players: tuple[int, ...] | None = None,
) -> TrainCounterexample:
    """Shrink one divergence of a hand (its first by default), keeping its group of facts, and write it up."""
    case = found["case"]
    assert case is not None, "a hand that did not diverge has no counterexample"
    chosen = divergence if divergence is not None else found["divergences"][0]
    played = play_hand(case["rulebook"], seed, found["hand"], players)
    compared_groups = groups if chosen["group"] == REPLY else (chosen["group"],)
    shrunk, verdict, tries = shrink(impl, played, chosen, compared_groups)
    if not verdict.differences:  # not reproducible on its own: report it as found
        cut = played.case["actions"][: chosen["prefix"]]
        shrunk = TrainCase(rulebook=case["rulebook"], setup=played.case["setup"], actions=cut)
        verdict = TrainVerdict(played.replies[chosen["prefix"]], None, None, chosen["differences"])
    rules = rules_of(case["rulebook"], verdict) or chosen["rules"]
    title = f"Fuzzing found a divergence ({case['rulebook']}, seed {seed}, hand {found['hand']}, {chosen['group']})"
    return TrainCounterexample(
        hand=found["hand"],
        group=chosen["group"],
        rules=rules,
        scenario=scenario(shrunk, verdict, rules, title),
        case=shrunk,
        reference=verdict.reference,
        implementation=verdict.implementation,
        error=verdict.error,
        differences=verdict.differences,
        shrink_requests=tries,
        known=None,
    )
