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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, TypedDict

from conformance.adapter import Implementation, ImplementationError, Unsupported
from conformance.messages import TrainAction, TrainReply, TrainRequest, TrainSetup
from conformance.reference_adapter import ENGINE_ERRORS
from conformance.reference_train import TrainSession, train_hand, train_shape
from conformance.schemas import problems
from conformance.shrink import Difference, compared, first_divergent_step
from rulespec import cached_spec
from rulespec.grammar import format_tile, rule_sort_key
from rulespec.model import EngineCheck

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


def deal(rulebook: str, rng: random.Random) -> TrainSetup:
    """A random deal: a table of ``table_min`` to ``table_max`` seats, a random starting double, ``hand_size``
    tiles to each seat and the rest of the set as the bone-yard in a random order.

    >>> setup = deal("mexican-train", random.Random(1))
    >>> sizes = {len(tiles) for tiles in setup["hands"].values()}
    >>> sizes, 2 <= len(setup["hands"]) <= 7, len(setup["boneyard"]) == 90 - 12 * len(setup["hands"])
    ({12}, True, True)
    """
    rules = train_shape(rulebook)
    players = rng.randint(rules.table_min, rules.table_max)
    start = rng.randint(0, rules.max_pip)
    tiles = [format_tile(a, b) for a in range(rules.max_pip + 1) for b in range(a + 1) if not a == b == start]
    if players * rules.hand_size > len(tiles):
        raise ValueError(f"{rulebook}: {players} hands of {rules.hand_size} need more than {len(tiles)} tiles")
    rng.shuffle(tiles)
    size = rules.hand_size
    hands = {str(seat): tiles[(seat - 1) * size : seat * size] for seat in range(1, players + 1)}
    return {"start": start, "hands": hands, "boneyard": tiles[players * size :]}


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
        if train == str(seat) and reply["trains"][train]["marker"] and rng.random() < KEEP_MARKER:
            return {"type": "play", "seat": seat, "tile": tile, "train": train, "keep_marker": True}
        return {"type": "play", "seat": seat, "tile": tile, "train": train}
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
    later: list[TrainSetup | None]
    """The reference's position after each prefix as a setup (None where a setup cannot state it)."""


def play_reference(rulebook: str, setup: TrainSetup, rng: random.Random) -> Played:
    """Random legal play to the end of the hand on the reference."""
    session = TrainSession({"op": "train", "rulebook": rulebook, "setup": setup, "actions": []})
    replies, later = [session.reply()], [session.later_setup()]
    actions: list[TrainAction] = []
    limit = 8 * (sum(len(tiles) for tiles in setup["hands"].values()) + len(setup["boneyard"])) + 16
    while (action := choose(replies[-1], actions, rng)) is not None:
        if len(actions) >= limit:
            raise RuntimeError(f"the reference's train hand did not end after {limit} actions")
        actions.append(action)
        replies.append(session.act(action))
        later.append(session.later_setup())
        if not replies[-1]["results"][-1]["accepted"]:
            raise RuntimeError(f"the reference refused its own choice {action}: {replies[-1]['results'][-1]}")
    return Played(-1, TrainCase(rulebook=rulebook, setup=setup, actions=actions), replies, later)


def play_hand(rulebook: str, seed: int, hand: int) -> Played:
    """Deal hand number ``hand`` from the seed and play it at random on the reference."""
    rng = random.Random(f"domino-rules fuzz/{rulebook}/{seed}/{hand}")
    played = play_reference(rulebook, deal(rulebook, rng), rng)
    return Played(hand, played.case, played.replies, played.later)


# -- comparing -------------------------------------------------------------------------------


def observations(reply: TrainReply) -> dict[str, object]:
    """Everything a ``train`` reply says, compared field by field (a refusal's free-text reason left out,
    ``legal`` as a set)."""
    return {
        "results": [{"accepted": r["accepted"], "rule": r.get("rule")} for r in reply["results"]],
        "turn": reply["turn"],
        "trains": reply["trains"],
        "legal": sorted(reply["legal"]),
        "hand_sizes": reply["hand_sizes"],
        "boneyard": reply["boneyard"],
        "owed": reply["owed"],
        "untapped": reply["untapped"],
        "taps": reply["taps"],
        "penalties": reply["penalties"],
        "outcome": reply["outcome"],
        "late": reply["late"],
    }


def compare(reference: TrainReply, reply: TrainReply) -> list[Difference]:
    """Where the replies differ (dictionaries key by key); a reply not shaped like a ``train`` reply is one
    difference at ``reply`` with what the schema finds wrong."""
    if reply == reference:
        return []
    try:
        ours, theirs = observations(reference), observations(reply)
    except (KeyError, TypeError, AttributeError):
        return [{"path": "reply", "reference": "a train reply", "implementation": problems("reply", "train", reply)}]
    return compared(ours, theirs)


@dataclass(frozen=True)
class TrainVerdict:
    reference: TrainReply
    implementation: TrainReply | None
    error: str | None
    differences: list[Difference]


def judge(impl: Implementation, case: TrainCase, reference: TrainReply) -> TrainVerdict:
    """The implementation's reply to ``case`` beside the reference's."""
    try:
        reply = impl.train(request_of(case))
    except (ImplementationError, Unsupported) as exc:
        return TrainVerdict(
            reference, None, str(exc), [{"path": "reply", "reference": "a train reply", "implementation": str(exc)}]
        )
    return TrainVerdict(reference, reply, None, compare(reference, reply))


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


def checkpoints(length: int, every: int) -> list[int]:
    """The prefixes sent: every ``every``-th and always the whole hand (``every`` 0: the whole hand only).

    >>> checkpoints(7, 3), checkpoints(7, 0)
    ([0, 3, 6, 7], [7])
    """
    if every <= 0:
        return [length]
    return sorted({*range(0, length + 1, every), length})


def fuzz_hand(
    impl: Implementation, rulebook: str, seed: int, hand: int, check_every: int, each: bool = False
) -> TrainHandResult:
    """Deal and play hand number ``hand``; compare the implementation's reply at every checkpoint, and from
    the first that differs trace back to the first prefix that differs. With ``each`` (and ``check_every``
    1) the whole hand goes in one request asking for the position after each action; without usable
    ``steps`` in the reply, one request per prefix follows."""
    played = play_hand(rulebook, seed, hand)
    actions = played.case["actions"]
    result = TrainHandResult(
        hand=hand, actions=len(actions), requests=0, prefix=None, case=None, differences=[], rules=[], batched=False
    )
    if each and check_every == 1 and _batched(impl, rulebook, played, result):
        return result

    def ask(point: int) -> TrainVerdict:
        result["requests"] += 1
        return judge(
            impl,
            TrainCase(rulebook=rulebook, setup=played.case["setup"], actions=actions[:point]),
            played.replies[point],
        )

    agreed = -1
    for point in checkpoints(len(actions), check_every):
        verdict = ask(point)
        if not verdict.differences:
            agreed = point
            continue
        for earlier in range(agreed + 1, point):
            found = ask(earlier)
            if found.differences:
                point, verdict = earlier, found
                break
        result["prefix"], result["differences"] = point, verdict.differences
        result["case"] = TrainCase(rulebook=rulebook, setup=played.case["setup"], actions=actions[:point])
        result["rules"] = rules_of(rulebook, verdict)
        return result
    return result


def _batched(impl: Implementation, rulebook: str, played: Played, result: TrainHandResult) -> bool:
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
    steps = reply.get("steps") if isinstance(reply, dict) else None
    if not isinstance(steps, list) or len(steps) != len(played.replies):
        return False
    result["batched"] = True
    divergent = first_divergent_step(played.replies, steps, compare)
    if divergent is not None:
        point, answered, found = divergent
        result["prefix"], result["differences"] = point, found
        result["case"] = TrainCase(rulebook=rulebook, setup=case["setup"], actions=case["actions"][:point])
        result["rules"] = rules_of(rulebook, TrainVerdict(played.replies[point], answered, None, found))
    return True


# -- shrinking ---------------------------------------------------------------------------------


def _same_end(a: TrainReply, b: TrainReply, ignore: frozenset[str]) -> bool:
    ours, theirs = observations(a), observations(b)
    return {k: v for k, v in ours.items() if k not in ignore} == {k: v for k, v in theirs.items() if k not in ignore}


def shrink(impl: Implementation, played: Played, result: TrainHandResult) -> tuple[TrainCase, TrainVerdict, int]:
    """The divergent case made smaller while the implementation still differs on the same fields: set up at
    the latest position the setup can state (the reference must answer the same there as after the
    actions), then the bone-yard cut to the tiles still drawn."""
    assert result["case"] is not None and result["prefix"] is not None
    point = result["prefix"]
    case = result["case"]
    target = played.replies[point]
    verdict = judge(impl, case, target)
    wanted = fields_of(result["differences"])
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
        found = judge(impl, candidate, reference)
        return found if fields_of(found.differences) & wanted else None

    for cut in range(point - 1, 0, -1):
        setup = played.later[cut]
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

FIELD_CHECKS: Final[Mapping[str, tuple[EngineCheck, ...]]] = {
    "turn": ("play-clockwise",),
    "trains": ("train-double-two-sides", "must-match-end"),
    "legal": ("train-where-to-play",),
    "hand_sizes": ("train-draw-when-blocked",),
    "boneyard": ("train-draw-when-blocked",),
    "owed": ("train-satisfy-double",),
    "untapped": ("train-tap-last-tile",),
    "taps": ("train-tap-last-tile",),
    "late": ("train-lateness",),
}
"""Engine checks a differing field is about (the first one the rulebook enforces counts)."""


def rules_of(rulebook: str, verdict: TrainVerdict) -> list[str]:
    """The rule IDs a divergence involves: rules either side refused an action under, the rule that ended the
    hand (and the scoring rule when the scores differ), and the rule enforcing each other differing field."""
    book = cached_spec().rulebook(rulebook)
    found: set[str] = set()
    theirs = verdict.implementation
    for d in verdict.differences:
        field, _, sub = d["path"].partition(".")
        if field == "results":
            replies = [verdict.reference] + ([theirs] if theirs is not None else [])
            found |= {r["rule"] for reply in replies for r in reply["results"] if not r["accepted"] and "rule" in r}
        elif field == "outcome":
            outcome = verdict.reference["outcome"]
            if outcome is not None:
                found.add(outcome["rule"])
            if sub == "scores" and (rule := book.enforcer("train-score-pips")) is not None:
                found.add(rule.id)
        elif field in FIELD_CHECKS:
            rule = next((r for c in FIELD_CHECKS[field] if (r := book.enforcer(c)) is not None), None)
            if rule is not None:
                found.add(rule.id)
    known = {rule.id for rule in book.rules}
    found &= known  # never cite what is not in the spec (an implementation's refusal may name anything)
    return sorted(found, key=rule_sort_key) if found else ["unattributed"]


# -- the scenario --------------------------------------------------------------------------


def _double(n: int) -> str:
    return f"{n}-{n}"


def _when(actions: list[TrainAction]) -> list[str]:
    if not actions:
        return []
    rows = [["seat", "action", "tile", "train"]]
    for a in actions:
        if a["type"] == "play":
            rows.append([str(a["seat"]), "play-keep-marker" if a.get("keep_marker") else "play", a["tile"], a["train"]])
        elif a["type"] == "pass":
            rows.append([str(a["seat"]), "marker", "", ""])
        elif a["type"] in ("draw", "tap"):
            rows.append([str(a["seat"]), a["type"], "", ""])
        else:
            raise ValueError(f"the moves table cannot hold a {a['type']!r} action")
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
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
    tags = " ".join(f"@{rule}" for rule in rules if rule != "unattributed")
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
    rules: list[str]
    scenario: str
    case: TrainCase
    reference: TrainReply
    implementation: TrainReply | None
    error: str | None
    differences: list[Difference]
    shrink_requests: int


def counterexample(impl: Implementation, found: TrainHandResult, seed: int) -> TrainCounterexample:
    """Shrink a divergent hand and write it up as a scenario."""
    case = found["case"]
    assert case is not None
    played = play_hand(case["rulebook"], seed, found["hand"])
    shrunk, verdict, tries = shrink(impl, played, found)
    if not verdict.differences:  # not reproducible on its own: report it as found
        shrunk, verdict = case, TrainVerdict(played.replies[len(case["actions"])], None, None, found["differences"])
    rules = rules_of(case["rulebook"], verdict)
    title = f"Fuzzing found a divergence ({case['rulebook']}, seed {seed}, hand {found['hand']})"
    return TrainCounterexample(
        hand=found["hand"],
        rules=rules,
        scenario=scenario(shrunk, verdict, rules, title),
        case=shrunk,
        reference=verdict.reference,
        implementation=verdict.implementation,
        error=verdict.error,
        differences=verdict.differences,
        shrink_requests=tries,
    )
