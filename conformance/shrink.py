"""Divergences between an implementation and the reference, made small and written as scenarios.

A :class:`Case` is one ``hand`` request: a rulebook, a setup and the actions. The
:class:`Oracle` sends it to both sides and lists where the replies differ
(:func:`differences`); :func:`shrink` makes a divergent case smaller while the
divergence remains (fewer actions, by starting from a later position; fewer tiles,
by dropping tiles nobody plays); :func:`scenario` writes the result as a Gherkin
scenario in the suite's own steps, and :func:`rules_of` names the rules involved.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypedDict, TypeVar, cast

from conformance import facts
from conformance.adapter import ErrorReply, Implementation, ImplementationError, Unsupported
from conformance.facts import FactName, group_of_difference
from conformance.messages import HandAction, HandReply, HandRequest, HandSetup, SeatCode
from conformance.reference_adapter import ENGINE_ERRORS, ReferenceAdapter
from conformance.schemas import problems
from rulespec import cached_spec
from rulespec.grammar import SEAT_CODES, SEAT_NAMES, TEAM_NAMES, rule_sort_key
from rulespec.model import EngineCheck


class Case(TypedDict):
    """One hand: what is sent to both sides as a ``hand`` request."""

    rulebook: str
    setup: HandSetup
    actions: list[HandAction]


class Difference(TypedDict):
    """One observation on which the two replies differ (``path`` like ``outcome.team``)."""

    path: str
    reference: object
    implementation: object


def request_of(case: Case) -> HandRequest:
    return {"op": "hand", "rulebook": case["rulebook"], "setup": case["setup"], "actions": case["actions"]}


ABSENT: Final = "<absent>"
"""What an observation of a field the reply left out reads as (a claimed field left out is a difference)."""


def observations(reply: HandReply) -> dict[str, object]:
    """Everything a ``hand`` reply says, in a form compared field by field.

    A refusal's ``reason`` is free text and is left out; ``legal`` is a set of moves
    (the order is not part of the protocol); optional fields count as their empty value; the hand's
    winning seat is apart from the rest of the outcome (it is a group of facts of its own); a field the
    reply leaves out reads as :data:`ABSENT`.
    """
    got = cast(Mapping[str, object], reply)  # an implementation's reply may leave out what its type requires
    outcome = got.get("outcome", ABSENT)
    exposed = got.get("exposed", ABSENT)
    return {
        # by position, so that a difference names the action it is about (``results.3``)
        "results": {str(i): {"accepted": r["accepted"], "rule": r.get("rule")} for i, r in enumerate(reply["results"])},
        "turn": got.get("turn", ABSENT),
        "ends": got.get("ends", ABSENT),
        "legal": sorted(reply["legal"]) if "legal" in reply else ABSENT,
        "must_play": got.get("must_play", ABSENT),
        "exposed": {seat: sorted(tiles) for seat, tiles in reply["exposed"].items() if tiles}
        if isinstance(exposed, dict)
        else ABSENT,
        "hand_sizes": got.get("hand_sizes", ABSENT),
        "general_pass": got.get("general_pass", ABSENT),
        "first_tile": got.get("first_tile", ABSENT),
        "outcome": {k: v for k, v in cast(dict[str, object], outcome).items() if k != "winner"}
        if isinstance(outcome, dict)
        else outcome,
        "winner": cast(dict[str, object], outcome).get("winner", ABSENT) if isinstance(outcome, dict) else None,
        "penalties": got.get("penalties", ABSENT),
        "sanctions": reply.get("sanctions", []),
        "next_leader": got.get("next_leader", ABSENT),
        "next_opening": reply.get("next_opening"),
        "next_lead_team": reply.get("next_lead_team"),
        # all fives
        "sides": reply.get("sides", {}),
        "spinner": reply.get("spinner"),
        "count": reply.get("count"),
        "boneyard": reply.get("boneyard"),
        "scores": reply.get("scores", {}),
        "game_winner": reply.get("game_winner"),
        "points": {str(i): r.get("points") for i, r in enumerate(reply["results"])},
    }


def by_group(op: str, found: list[Difference]) -> dict[str, list[Difference]]:
    """``found`` split by group of facts, in order of first appearance (``reply`` for an error or a malformed reply)."""
    out: dict[str, list[Difference]] = {}
    for d in found:
        out.setdefault(group_of_difference(op, d["path"]) or REPLY, []).append(d)
    return out


REPLY: Final = "reply"
"""The group name of a divergence that is no fact: the implementation answered with an error, or a reply that
is not shaped as the protocol says."""


def differences(
    reference: HandReply, implementation: HandReply, groups: Collection[str] | None = None
) -> list[Difference]:
    """Where the two replies differ on ``groups`` of facts (None: every group); dictionaries (the outcome, the
    counts...) key by key. The outcome's ``rule`` is optional on the wire: compared only where the
    implementation gives it."""
    ours, theirs = observations(reference), observations(implementation)
    mine, other = ours["outcome"], theirs["outcome"]
    if isinstance(mine, dict) and isinstance(other, dict) and "rule" not in other:
        ours["outcome"] = {k: v for k, v in cast(dict[str, object], mine).items() if k != "rule"}
    found = compared(ours, theirs)
    if groups is None:
        return found
    return [d for d in found if (group_of_difference("hand", d["path"]) or REPLY) in groups or d["path"] == REPLY]


R = TypeVar("R", bound=Mapping[str, object])
"""A reply with ``results`` (a ``hand`` or a ``train`` reply)."""


def first_divergent_step(
    references: Sequence[R], steps: Sequence[object], compare: Callable[[R, R], list[Difference]]
) -> tuple[int, R, list[Difference]] | None:
    """The first of a batch reply's ``steps`` (as many as ``references``, the reference's reply after each
    prefix) that ``compare`` finds different: its prefix, the step as the reply to the request cut after
    that prefix would be (a step holds its own action's result only, so the results so far are put back),
    and the differences; None when every step agrees."""
    results: list[object] = []
    for point, (reference, step) in enumerate(zip(references, steps, strict=True)):
        fields = cast(dict[str, object], step) if isinstance(step, dict) else None
        got = fields.get("results") if fields is not None else None
        results += cast(list[object], got) if isinstance(got, list) else []
        own = cast(list[object], reference["results"])[-1:]
        if step == {**reference, "results": own}:  # the usual case, and the cheap one
            continue
        answered = cast(R, {**fields, "results": list(results)} if fields is not None else step)
        found = compare(reference, answered)
        if found:
            return point, answered, found
    return None


def steps_of(reply: object) -> list[object] | None:
    """A batch reply's ``steps``, where the reply is an object holding a list there (None otherwise: an
    implementation's reply is whatever it wrote, its type notwithstanding)."""
    if not isinstance(reply, dict):
        return None
    steps = cast(dict[str, object], reply).get("steps")
    return cast(list[object], steps) if isinstance(steps, list) else None


class Divergence(TypedDict):
    """The first divergence of one group of facts in a hand: after how many actions, where and under which rules."""

    group: str
    """A group of facts (:mod:`conformance.facts`), or ``reply``: an error or a malformed reply."""
    prefix: int
    differences: list[Difference]
    rules: list[str]
    """The rules the divergence names (empty for an error reply that names none)."""


def first_divergences(
    references: Sequence[R],
    steps: Sequence[object],
    compare: Callable[[R, R], list[Difference]],
    split: Callable[[list[Difference]], dict[str, list[Difference]]],
    attribute: Callable[[str, R, R, list[Difference]], list[str]],
) -> list[Divergence]:
    """The first divergence of every group of facts over a batch reply's ``steps`` (as many as
    ``references``), in the order they happen: every step is compared, not only up to the first that differs,
    so a difference in one group never hides a later one in another."""
    seen: dict[str, Divergence] = {}
    results: list[object] = []
    for point, (reference, step) in enumerate(zip(references, steps, strict=True)):
        fields = cast(dict[str, object], step) if isinstance(step, dict) else None
        got = fields.get("results") if fields is not None else None
        results += cast(list[object], got) if isinstance(got, list) else []
        own = cast(list[object], reference["results"])[-1:]
        if step == {**reference, "results": own}:
            continue
        answered = cast(R, {**fields, "results": list(results)} if fields is not None else step)
        for group, found in split(compare(reference, answered)).items():
            if group not in seen:
                seen[group] = Divergence(
                    group=group, prefix=point, differences=found, rules=attribute(group, reference, answered, found)
                )
    return sorted(seen.values(), key=lambda d: d["prefix"])


def compared(ours: Mapping[str, object], theirs: Mapping[str, object]) -> list[Difference]:
    """Where two sets of observations differ; a dictionary (the outcome, the counts...) key by key.

    >>> compared({"turn": "N", "counts": {"N": 3, "E": 2}}, {"turn": "N", "counts": {"N": 3, "E": 4}})
    [{'path': 'counts.E', 'reference': 2, 'implementation': 4}]
    """
    found: list[Difference] = []
    for key, value in ours.items():
        other = theirs[key]
        if value == other:
            continue
        if isinstance(value, Mapping) and isinstance(other, Mapping):
            ref_fields, impl_fields = cast(Mapping[object, object], value), cast(Mapping[object, object], other)
            for sub in sorted(set(ref_fields) | set(impl_fields), key=str):
                if ref_fields.get(sub) != impl_fields.get(sub):
                    found.append(
                        {
                            "path": f"{key}.{sub}",
                            "reference": ref_fields.get(sub),
                            "implementation": impl_fields.get(sub),
                        }
                    )
        else:
            found.append({"path": key, "reference": value, "implementation": other})
    return found


REPLY_FIELDS = frozenset(HandReply.__required_keys__ | HandReply.__optional_keys__)


def compare(reference: HandReply, reply: HandReply, groups: Collection[str] | None = None) -> list[Difference]:
    """:func:`differences` on ``groups`` (None: every group), failing closed on a reply that is not shaped like a
    ``hand`` reply.

    A reply equal to the reference's on every observation is valid wherever the schema looks, so
    replies need not be validated one by one (``SubprocessAdapter(validate=False)``); a malformed
    one is a difference at ``reply`` with what the schema finds wrong, and so is a field the
    protocol does not define. A field of a group compared that the reply leaves out is a difference at
    that field (it reads as :data:`ABSENT`).
    """
    if reply == reference:  # the same reply observes the same (the usual case, and the cheap one to tell)
        return []
    try:
        found = differences(reference, reply, groups)
        reasons: list[object] = [r["reason"] for r in reply["results"] if "reason" in r]  # unchecked: may be any
        extra = sorted(set(reply) - REPLY_FIELDS)
    except (KeyError, TypeError, AttributeError, ValueError, IndexError):
        return [{"path": REPLY, "reference": "a hand reply", "implementation": problems("reply", "hand", reply)}]
    if extra or not all(isinstance(reason, str) for reason in reasons):
        found.append(
            {"path": REPLY, "reference": "a hand reply", "implementation": problems("reply", "hand", reply) or extra}
        )
    return found


def fields_of(found: list[Difference]) -> set[str]:
    """The top-level fields of the replies that differ (``outcome`` for ``outcome.team``)."""
    return {d["path"].split(".", 1)[0] for d in found}


@dataclass(frozen=True)
class Verdict:
    """Both sides' answers to one case."""

    reference: HandReply
    implementation: HandReply | None
    error: str | None
    differences: list[Difference]
    error_rule: str | None = None
    """The rule an ``error`` reply named (it refused the whole request under it)."""


GAVE_UP = "gave up after"
"""How :class:`conformance.wire.SubprocessAdapter` says it stopped restarting a crashing implementation."""


def error_difference(error: str) -> Difference:
    return {"path": REPLY, "reference": "a hand reply", "implementation": error}


class Oracle:
    """Sends a case to the reference (in-process) and to the implementation, and compares ``groups`` of facts
    (None: every group)."""

    def __init__(self, implementation: Implementation, groups: Collection[str] | None = None) -> None:
        self.implementation = implementation
        self.reference = ReferenceAdapter()
        self.requests = 0
        self.groups = groups

    def reference_reply(self, case: Case) -> HandReply | None:
        """The reference's reply, or None when the reference finds the setup itself wrong."""
        try:
            return self.reference.hand(request_of(case))
        except ENGINE_ERRORS:
            return None

    def run(self, case: Case) -> Verdict | None:
        """Both replies and their differences; None when the case is not valid for the reference."""
        reference = self.reference_reply(case)
        if reference is None:
            return None
        self.requests += 1
        try:
            reply = self.implementation.hand(request_of(case))
        except (ImplementationError, Unsupported) as exc:
            if GAVE_UP in str(exc):  # every later request would fail the same way, whatever the case
                raise
            rule = exc.rule if isinstance(exc, ErrorReply) else None
            return Verdict(reference, None, str(exc), [error_difference(str(exc))], rule)
        return Verdict(reference, reply, None, compare(reference, reply, self.groups))


# -- shrinking -------------------------------------------------------------------------------


def _played(actions: list[HandAction]) -> dict[str, set[str]]:
    """The tiles each seat plays in ``actions``."""
    out: dict[str, set[str]] = {seat: set() for seat in SEAT_CODES}
    for action in actions:
        if action["type"] == "play":
            out[action["seat"]].add(action["tile"])
    return out


def _later_start(oracle: Oracle, case: Case, played: int) -> Case | None:
    """The same hand set up at the position after the first ``played`` actions (None if it is over)."""
    head = Case(rulebook=case["rulebook"], setup=case["setup"], actions=case["actions"][:played])
    reply = oracle.reference_reply(head)
    if reply is None or reply["turn"] is None or reply["ends"] is None or reply["outcome"] is not None:
        return None
    if reply["exposed"] or reply["must_play"] is not None or not all(r["accepted"] for r in reply["results"]):
        return None  # a position the setup cannot state: keep the actions that led to it
    gone = _played(head["actions"])
    setup: HandSetup = {
        "hands": {seat: [t for t in tiles if t not in gone[seat]] for seat, tiles in case["setup"]["hands"].items()},
        "turn": reply["turn"],
        "ends": list(reply["ends"]),
    }
    leader = case["setup"].get("leader")
    if leader is not None:
        setup["leader"] = leader
    return Case(rulebook=case["rulebook"], setup=setup, actions=case["actions"][played:])


@dataclass(frozen=True)
class Shrunk:
    case: Case
    verdict: Verdict
    tries: int


def shrink(oracle: Oracle, case: Case, verdict: Verdict, budget: int = 600) -> Shrunk:
    """Make ``case`` smaller while the implementation still differs from the reference on the same fields.

    Two moves, repeated until neither helps: start from a later position (the tiles played so far
    leave the hands, the open ends and the turn become the setup, the actions that led there go),
    trying the latest first; then drop, one at a time, each tile nobody plays (a player keeps one).
    A candidate counts only if the reference accepts it and every one of its actions but the last (which may be
    an action the rules forbid that fuzzing tried).
    Only setups without an opening are shrunk by position (an opening fixes who leads from the deal).
    """
    wanted = set(by_group("hand", verdict.differences))
    tries = 0

    def still(candidate: Case) -> Verdict | None:
        nonlocal tries
        tries += 1
        found = oracle.run(candidate)
        # every action before the last is one the reference accepts (the last may be the forbidden one tried)
        if found is None or not all(r["accepted"] for r in found.reference["results"][:-1]):
            return None
        return found if found.differences and set(by_group("hand", found.differences)) & wanted else None

    if "opening" in case["setup"] or "exposed" in case["setup"] or "undealt" in case["setup"]:
        return Shrunk(case, verdict, tries)  # a deal is shrunk by its actions only (the first that differs)
    changed = True
    while changed and tries < budget:
        changed = False
        for played in range(len(case["actions"]), 0, -1):
            later = _later_start(oracle, case, played)
            found = None if later is None else still(later)
            if later is not None and found is not None:
                case, verdict, changed = later, found, True
                break
        keep = _played(case["actions"])
        for seat in SEAT_CODES:
            for tile in list(case["setup"]["hands"].get(seat, [])):
                tiles = case["setup"]["hands"][seat]
                if tile in keep[seat] or len(tiles) <= 1 or tries >= budget:
                    continue
                hands = dict(case["setup"]["hands"])
                hands[seat] = [t for t in tiles if t != tile]
                candidate = Case(
                    rulebook=case["rulebook"], setup={**case["setup"], "hands": hands}, actions=case["actions"]
                )
                found = still(candidate)
                if found is not None:
                    case, verdict, changed = candidate, found, True
    return Shrunk(case, verdict, tries)


# -- the rules involved ----------------------------------------------------------------------

OUTCOME_CHECKS: Mapping[str, tuple[EngineCheck, ...]] = {
    "domino": ("score-all-pips", "score-opponents-pips"),
    "lock": ("lock-lowest-player", "lock-lowest-team"),
    "void": ("lock-tie-void",),
    "restart": ("lock-tie-replay",),
}
"""How a hand ended, and the checks whose rule decides who wins it and what it scores (the first the rulebook
has counts)."""


def _enforcer(rulebook: str, checks: tuple[EngineCheck, ...]) -> str | None:
    book = cached_spec().rulebook(rulebook)
    for check in checks:
        rule = book.enforcer(check)
        if rule is not None:
            return rule.id
    return None


def _cited(rulebook: str, replies: Sequence[Mapping[str, object] | None], field: str) -> set[str]:
    """The rules of ``rulebook`` the items of ``field`` name in ``replies``: refusals in ``results``, the rule of
    each penalty or sanction (an implementation may name anything; only rules of the spec count)."""
    known = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    found: set[str] = set()
    for reply in replies:
        items = reply.get(field) if reply is not None else None
        for item in cast(list[object], items) if isinstance(items, list) else []:
            fields = cast(dict[str, object], item) if isinstance(item, dict) else {}
            rule = fields.get("rule")
            if isinstance(rule, str) and fields.get("accepted") is not True:
                found.add(rule)
    return found & known


def refusal_rules(rulebook: str, differences: Sequence[Difference]) -> set[str]:
    """The rules of ``rulebook`` the refusals at the actions that differ name, on either side (``results.3``:
    one accepted, the other refused under a rule, or both refused under different rules)."""
    known = {rule.id for rule in cached_spec().rulebook(rulebook).rules}
    found: set[str] = set()
    for d in differences:
        for side in (d["reference"], d["implementation"]):
            fields = cast(dict[str, object], side) if isinstance(side, dict) else {}
            rule = fields.get("rule")
            if fields.get("accepted") is False and isinstance(rule, str):
                found.add(rule)
    return found & known


def group_rules(
    rulebook: str,
    group: str,
    reference: HandReply,
    theirs: HandReply | None,
    error_rule: str | None = None,
    differences: Sequence[Difference] = (),
) -> list[str]:
    """The rules a divergence in ``group`` names: the rules cited by the refusals (legality) or the penalties
    that differ; how the reference's hand ended (outcome and winner); the lie of the first tile by its kind; else
    the rule enforcing the group's first check the rulebook has. Never a rule outside the rulebook, and never
    none for a group the rulebook decides. ``reply`` (an error or a malformed reply) names the rule the error
    reply names, if any."""
    if group == REPLY:
        known = {r.id for r in cached_spec().rulebook(rulebook).rules}
        return [error_rule] if error_rule is not None and error_rule in known else []
    name = cast(FactName, group)
    found: set[str] = set()
    replies: list[Mapping[str, object] | None] = [reference, theirs]
    if name == "legality":
        found = refusal_rules(rulebook, differences) if differences else _cited(rulebook, replies, "results")
    elif name == "penalties":
        found = _cited(rulebook, replies, "penalties") | _cited(rulebook, replies, "sanctions")
    elif name in ("outcome", "hand-winner"):
        outcome = reference["outcome"] or (theirs.get("outcome") if theirs is not None else None)
        end = outcome.get("end") if isinstance(outcome, dict) else None
        rule = _enforcer(rulebook, OUTCOME_CHECKS.get(str(end), ()))
        found = {rule} if rule is not None else set()
    elif name == "first-tile":
        first = reference["first_tile"]
        double = first is not None and first["orientation"] == "across"
        rule = _enforcer(rulebook, ("first-double-across",) if double else ("first-tile-lie",))
        found = {rule} if rule is not None else set()
    if not found:
        rule = facts.attribute(name, rulebook)
        if rule is None:
            raise ValueError(f"no rule of {rulebook} decides the group {group!r}: it should not have been compared")
        found = {rule}
    return sorted(found, key=rule_sort_key)


def rules_of(rulebook: str, verdict: Verdict) -> list[str]:
    """The rule IDs a divergence involves, in rule order: the rules of each group that differs
    (:func:`group_rules`); empty when the only divergence is an error or a malformed reply naming no rule."""
    found: set[str] = set()
    for group, differences in by_group("hand", verdict.differences).items():
        found |= set(
            group_rules(rulebook, group, verdict.reference, verdict.implementation, verdict.error_rule, differences)
        )
    return sorted(found, key=rule_sort_key)


# -- the scenario ----------------------------------------------------------------------------


def _table(rows: list[list[str]], indent: str) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        indent + "| " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) + " |" for row in rows
    ]


def _when(actions: list[HandAction]) -> list[str]:
    if not actions:
        return []
    if len(actions) == 1:
        a = actions[0]
        who = SEAT_NAMES[a["seat"]]
        if a["type"] == "pass":
            return [f"    When {who} passes"]
        if a["type"] == "play":
            end = a.get("end")
            return [f"    When {who} plays {a['tile']}" + ("" if end is None else f" on the {end} end")]
    rows = [["seat", "action", "tile", "end"]]
    for a in actions:
        if a["type"] == "play":
            rows.append([SEAT_NAMES[a["seat"]], "play", a["tile"], a.get("end") or ""])
        elif a["type"] == "draw":
            rows.append([SEAT_NAMES[a["seat"]], "draw", "", ""])
        elif a["type"] in ("pass", "touch"):
            rows.append([SEAT_NAMES[a["seat"]], a["type"], a.get("tile", "") if a["type"] == "touch" else "", ""])
        else:
            raise ValueError(f"the play table cannot hold a {a['type']!r} action")
    return ["    When the play goes:", *_table(rows, "      ")]


def _outcome_steps(reply: HandReply) -> list[str]:
    outcome = reply["outcome"]
    if outcome is None:
        return ["the hand is not over"]
    c = outcome["counts"]
    steps = [f"the hand ends by {outcome['end']}"]
    if outcome["winner"] is not None:
        steps.append(f"{SEAT_NAMES[outcome['winner']]} wins the hand")
    if all(seat in c for seat in SEAT_CODES):
        steps.append(f"the counts are North {c['N']}, East {c['E']}, South {c['S']}, West {c['W']}")
    else:  # all-fives singles: two seats
        steps += [f"{SEAT_NAMES[seat]} is left with {c[seat]} pips" for seat in SEAT_CODES if seat in c]
    if outcome["team"] is not None:
        steps.append(f"{TEAM_NAMES[outcome['team']]} win the hand with {outcome['points']} points")
    else:
        steps.append("the hand scores nothing")
    return steps


def _fives_steps(reply: HandReply, fields: set[str]) -> list[str]:
    """Then steps for the all-fives fields of a hand reply."""
    steps: list[str] = []
    if "points" in fields and reply["results"]:
        steps.append("the plays score " + ", ".join(str(r.get("points", 0)) for r in reply["results"]))
    if "sides" in fields and reply.get("sides"):
        steps.append("the open sides are " + ", ".join(f"{end} {n}" for end, n in reply.get("sides", {}).items()))
    if "spinner" in fields:
        spinner = reply.get("spinner")
        steps.append("there is no spinner" if spinner is None else f"the spinner is {spinner}")
    if "count" in fields and reply.get("count") is not None:
        steps.append(f"the count is {reply.get('count')}")
    if "boneyard" in fields and reply.get("boneyard") is not None:
        steps.append(f"the bone-yard holds {reply.get('boneyard')} tiles")
    scores = reply.get("scores")
    if "scores" in fields and scores is not None:
        steps.append(f"the game score is North-South {scores.get('NS', 0)}, East-West {scores.get('EW', 0)}")
    if "game_winner" in fields:
        winner = reply.get("game_winner")
        steps.append("nobody has won the game" if winner is None else f"{TEAM_NAMES[winner]} win the game")
    return steps


def then_steps(reply: HandReply, fields: set[str]) -> list[str]:
    """Then steps asserting what the reference says on ``fields`` (a comment for a field no step reads)."""
    steps: list[str] = []
    refused = [i for i, r in enumerate(reply["results"]) if not r["accepted"]]
    last = reply["results"][-1] if reply["results"] else None
    if reply["results"] and not refused:
        steps.append("every action is accepted")
    elif last is not None and refused == [len(reply["results"]) - 1] and "rule" in last:
        steps.append(f"the last action is refused under {last['rule']}")
    notes = [f"    # the reference refuses actions {', '.join(str(i + 1) for i in refused)}: compare the JSON case"]
    notes = notes if refused and not (steps and steps[-1].startswith("the last action")) else []
    if "turn" in fields and reply["turn"] is not None:
        steps.append(f"{SEAT_NAMES[reply['turn']]} is to play")
    if "ends" in fields and reply["ends"] is not None:
        steps.append(f"the open ends are {reply['ends'][0]} and {reply['ends'][1]}")
    if "legal" in fields:
        steps.append(f"the legal plays are {', '.join(reply['legal'])}" if reply["legal"] else "there is no legal play")
    if "must_play" in fields and reply["must_play"] is not None and reply["turn"] is not None:
        steps.append(f"{SEAT_NAMES[reply['turn']]} must play {reply['must_play']}")
    if "exposed" in fields:
        steps += [
            f"{tile} lies exposed in front of {SEAT_NAMES[s]}" for s, ts in reply["exposed"].items() for tile in ts
        ]
    if "hand_sizes" in fields:
        steps += [f"{SEAT_NAMES[s]} holds {n} tiles" for s, n in reply["hand_sizes"].items()]
    if "general_pass" in fields:
        who = reply["general_pass"]
        steps.append(
            "nobody has set up a general pass" if who is None else f"{SEAT_NAMES[who]} has set up a general pass"
        )
    first = reply["first_tile"]
    if "first_tile" in fields and first is not None:
        if first["orientation"] == "across":
            steps.append("the first tile lies across")
        else:
            steps.append(f"the first tile lies lengthwise with its {first['toward_leader']} toward the leader")
    if {"outcome", "winner"} & fields:
        steps += _outcome_steps(reply)
    if "penalties" in fields and not reply["penalties"]:
        steps.append("no penalty is recorded")
    if "next_leader" in fields and reply["next_leader"] is not None:
        steps.append(f"{SEAT_NAMES[reply['next_leader']]} leads the next hand")
    if {"next_opening", "next_lead_team"} & fields:
        opening, team = reply.get("next_opening"), reply.get("next_lead_team")
        if opening == "double-six":
            steps.append("the next hand opens with the double six")
        elif opening == "winners" and team is not None:
            steps.append(f"either player of {TEAM_NAMES[team]} leads the next hand")
    steps += _fives_steps(reply, fields)
    lines = [("    Then " if i == 0 else "    And ") + step for i, step in enumerate(steps)] + notes
    said = {"results", "turn", "ends", "legal", "must_play", "exposed", "hand_sizes", "general_pass"}
    said |= {"first_tile", "outcome", "winner", "penalties", "next_leader", "next_opening", "next_lead_team"}
    said |= {"sides", "spinner", "count", "boneyard", "scores", "game_winner", "points"}
    lines += [f"    # no step of the suite reads {field!r}: compare the JSON case" for field in sorted(fields - said)]
    return lines


def scenario(case: Case, verdict: Verdict, rules: list[str], title: str) -> str:
    """The case as a Gherkin scenario in the suite's steps, asserting what the reference answers
    on every field where the implementation differs (so it passes on the reference and fails on the
    implementation)."""
    setup = case["setup"]
    tags = " ".join(f"@{rule}" for rule in rules)
    lines = [
        f"  {tags}"
        if tags
        else "  # the implementation failed to answer (an error naming no rule): tag the scenario with the rule it breaks"
    ]
    lines.append(f"  Scenario: {title}")
    lines.append(f'    Given the rulebook "{case["rulebook"]}"')
    ends = setup.get("ends")
    if ends is not None:
        lines.append(f"    And the open ends are {ends[0]} and {ends[1]}")
    rows = [["seat", "tiles"]]
    rows += [[SEAT_NAMES[s], " ".join(setup["hands"][s])] for s in SEAT_CODES if s in setup["hands"]]
    lines += ["    And the hands are:", *_table(rows, "      ")]
    undealt = setup.get("undealt")
    if undealt is not None:
        lines.append(f"    And the undealt tiles are {' '.join(undealt)}" if undealt else "    And every tile is dealt")
    leader: SeatCode | None = setup.get("leader")
    if leader is not None:
        lines.append(f"    And {SEAT_NAMES[leader]} leads")
    turn = setup.get("turn")
    if turn is not None:
        lines.append(f"    And {SEAT_NAMES[turn]} is to play")
    lines += _when(case["actions"])
    lines += then_steps(verdict.reference, fields_of(verdict.differences))
    return "\n".join(lines) + "\n"
