"""Facts in claimable groups: every field of every reply belongs to exactly one named group.

An implementation models some facts of a game and not others: a game engine built for play may
say who won a hand but not how the first tile lay, nor which seat set up a general pass. The
handshake's ``models`` names, per rulebook, the groups the program models (all of them when it is
left out). The suite and ``domino-rules fuzz`` compare exactly those groups, and only the groups a
rule of the rulebook in play decides: a fact no rule of the rulebook decides is never compared
there, and a divergence in a group names the rule that decides it.

A reply field is named ``op:field`` (``hand:turn``), or ``op:field.key`` for a key inside each item
or object of the field where the key belongs to another group than its field (``hand:outcome.winner``,
``hand:results.points``). ``op:`` (no field) is the request as a whole: an ``error`` reply that
refuses it.

>>> group_of("hand", "/outcome/winner"), group_of("hand", "/outcome/team"), group_of("hand", "/results/-1/rule")
('hand-winner', 'outcome', 'legality')
>>> sorted(groups_of_check("hand", "/results/-1", {"accepted": True, "points": 5}))
['count', 'legality']
>>> [rule.id for rule in deciding_rules("first-tile", "ndf-double-nine")]
['NDF-10.1', 'NDF-10.2']
>>> deciding_rules("first-tile", "doral-partnership")
()
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Final, Literal, TypedDict, cast, get_args

from rulespec import cached_spec
from rulespec.model import EngineCheck, Rule, Situation

FactName = Literal[
    "legality",
    "turn",
    "line",
    "legal-moves",
    "face-up",
    "hand-sizes",
    "general-pass",
    "first-tile",
    "outcome",
    "hand-winner",
    "penalties",
    "next-lead",
    "spinner",
    "count",
    "boneyard",
    "game-score",
    "match-score",
    "shuffler",
    "lead-draw",
    "deal",
    "pairing",
    "standings",
    "standings-counters",
    "knockout",
    "trains",
    "owed-double",
    "tapping",
    "lateness",
    "seating",
]
FACT_NAMES: Final[tuple[FactName, ...]] = get_args(FactName)

ReplyOp = Literal["lead", "deal", "hand", "match", "pair", "standings", "advance", "train", "seating"]
REPLY_OPS: Final[tuple[ReplyOp, ...]] = get_args(ReplyOp)


@dataclass(frozen=True, slots=True)
class FactGroup:
    """A named group of facts: the reply fields it holds and what decides it in a rulebook.

    A rule of a rulebook decides the group when it enforces one of ``checks``, sets the penalty for one
    of ``infractions``, carries any penalty (``penalties``), or has one of ``situations`` (and, with
    ``only_with``, when the rulebook enforces that check too)."""

    name: FactName
    meaning: str
    fields: tuple[str, ...]
    checks: tuple[EngineCheck, ...] = ()
    infractions: tuple[str, ...] = ()
    penalties: bool = False
    situations: tuple[Situation, ...] = ()
    only_with: EngineCheck | None = None
    """A check the rulebook must enforce for the group to be decided there at all (the game score during a hand
    exists only where plays score: ``score-open-ends``)."""


GROUPS: Final[tuple[FactGroup, ...]] = (
    FactGroup(
        "legality",
        "which requests and actions are accepted, and the rule each refusal cites",
        (
            "hand:",
            "hand:results",
            "match:",
            "match:results",
            "lead:",
            "deal:",
            "pair:",
            "standings:",
            "advance:",
            "advance:results",
            "train:",
            "train:results",
            "seating:",
            "seating:results",
        ),
        checks=(
            "holds-tile",
            "turn-order",
            "must-match-end",
            "train-where-to-play",
            "ask-count-on-turn",
            "bad-pass-caught-in-time",
            "train-first-tile-matches-start",
            "train-table-size",
        ),
    ),
    FactGroup(
        "turn",
        "whose turn it is",
        ("hand:turn", "train:turn"),
        checks=(
            "turn-order",
            "play-counter-clockwise",
            "play-clockwise",
            "train-seat-order",
            "train-one-tile-a-turn",
            "out-of-turn-face-up",
        ),
    ),
    FactGroup("line", "the open ends of the line", ("hand:ends",), checks=("must-match-end",)),
    FactGroup(
        "legal-moves",
        "every legal play of the player to play",
        ("hand:legal", "train:legal"),
        checks=(
            "must-match-end",
            "pass-only-when-blocked",
            "train-where-to-play",
            "turn-order",
            "exposed-first",
            "train-one-tile-a-turn",
            "train-double-two-sides",
            "train-first-tile-matches-start",
        ),
    ),
    FactGroup(
        "face-up",
        "tiles face up: a touched tile that must be played, tiles left exposed",
        ("hand:must_play", "hand:exposed"),
        checks=("touched-tile", "exposed-first", "out-of-turn-face-up", "misplay-corrected"),
    ),
    FactGroup("hand-sizes", "how many tiles each seat holds", ("hand:hand_sizes", "train:hand_sizes"), ("holds-tile",)),
    FactGroup(
        "general-pass",
        "the seat whose play left every other player unable to play",
        ("hand:general_pass",),
        infractions=("unannounced-general-pass",),
    ),
    FactGroup(
        "first-tile",
        "how the first tile of the hand lies",
        ("hand:first_tile",),
        ("first-tile-lie", "first-double-across"),
    ),
    FactGroup(
        "outcome",
        "how a hand ended, the side it scores for, its points and the pips left",
        ("hand:outcome", "train:outcome"),
        checks=(
            "score-all-pips",
            "score-opponents-pips",
            "lock-lowest-player",
            "lock-lowest-team",
            "lock-tie-void",
            "lock-tie-replay",
            "train-going-out",
            "train-blocked-hand",
            "train-score-pips",
            "exposed-win-scores-nothing",
            "train-open-double",
            "train-last-double-exempt",
        ),
    ),
    FactGroup(
        "hand-winner",
        "the seat that won a hand",
        ("hand:outcome.winner",),
        checks=("score-all-pips", "score-opponents-pips", "lock-lowest-player", "lock-lowest-team"),
    ),
    FactGroup(
        "penalties",
        "score changes and sanctions from recorded infractions",
        ("hand:penalties", "hand:sanctions", "train:penalties"),
        penalties=True,
    ),
    FactGroup(
        "next-lead",
        "who leads the next hand",
        (
            "hand:next_leader",
            "hand:next_opening",
            "hand:next_lead_team",
            "match:next_leader",
            "match:next_opening",
            "match:next_lead_team",
        ),
        checks=(
            "lead-rotates-counter-clockwise",
            "lead-rotates-clockwise",
            "lead-to-winner",
            "lead-winning-team",
            "lead-double-six",
        ),
    ),
    FactGroup(
        "spinner", "the spinner and the ends open on its sides", ("hand:sides", "hand:spinner"), ("spinner-sides",)
    ),
    FactGroup(
        "count",
        "what the open ends add up to, and what each play scores",
        ("hand:count", "hand:results.points"),
        ("score-open-ends",),
    ),
    FactGroup(
        "boneyard",
        "how many tiles are left to draw",
        ("hand:boneyard", "train:boneyard"),
        ("draw-when-blocked", "train-draw-when-blocked"),
    ),
    FactGroup(
        "game-score",
        "each side's points in the game, and who reached the target",
        ("hand:scores", "hand:game_winner"),
        ("match-target", "score-open-ends"),
        only_with="score-open-ends",
    ),
    FactGroup(
        "match-score",
        "a match's scores, games and sets, whether it is over, who won it and under which rule",
        (
            "match:scores",
            "match:finished",
            "match:winner",
            "match:hands_played",
            "match:games",
            "match:sets",
            "match:decided_by",
        ),
        (
            "match-target",
            "match-time-limit",
            "set-games",
            "match-sets",
            "finish-started-hand",
            "judge-cuts-games",
            "match-time-level-tie",
        ),
    ),
    FactGroup("shuffler", "who shuffles for the next hand", ("match:shuffler",), ("shuffler-behind",)),
    FactGroup(
        "lead-draw",
        "who leads the first hand after the draw for the lead",
        ("lead:leader", "lead:draws"),
        ("lead-draw-highest-sum", "lead-tiebreak-highest-end", "lead-draw-shuffler-last"),
    ),
    FactGroup(
        "deal", "the tiles each seat is dealt, and those left out", ("deal:hands", "deal:undealt"), ("holds-tile",)
    ),
    FactGroup(
        "pairing",
        "the tables of a Swiss round, the byes and the conflicts accepted",
        ("pair:tables", "pair:bye", "pair:byes", "pair:conflicts"),
        ("swiss-pairing",),
    ),
    FactGroup(
        "standings",
        "the standings' order and each entrant's wins, points and differential",
        ("standings:rows",),
        situations=("tie-breaks",),
    ),
    FactGroup(
        "standings-counters",
        "each entrant's matches played, losses, byes and the tie-break that placed it",
        (
            "standings:rows.played",
            "standings:rows.losses",
            "standings:rows.byes",
            "standings:rows.placed_by",
        ),
        situations=("tie-breaks",),
    ),
    FactGroup(
        "knockout", "who goes through in a knock-out round", ("advance:winners", "advance:next"), ("knockout-advance",)
    ),
    FactGroup(
        "trains",
        "every train's tiles, open ends and marker",
        ("train:trains",),
        (
            "train-where-to-play",
            "train-marker-when-blocked",
            "train-close-own",
            "train-forgotten-marker",
            "train-double-two-sides",
        ),
    ),
    FactGroup("owed-double", "the double that must be satisfied first", ("train:owed",), ("train-satisfy-double",)),
    FactGroup(
        "tapping",
        "the last tile not yet tapped, and the draws imposed for it",
        ("train:untapped", "train:taps"),
        ("train-tap-last-tile",),
    ),
    FactGroup("lateness", "what a late player's lateness costs", ("train:late",), ("train-lateness",)),
    FactGroup(
        "seating",
        "a train event's hands, doubles left, standings, tables and awards",
        (
            "seating:hand",
            "seating:doubles_left",
            "seating:standings",
            "seating:dropped",
            "seating:tables",
            "seating:awarded",
        ),
        ("train-event-hands", "train-double-once", "train-seat-order"),
    ),
)
"""Every group, in the order the protocol page lists them."""

META_FIELDS: Final[frozenset[str]] = frozenset({"hand:steps", "train:steps", "hand:results.reason"})
"""Reply fields that carry no fact of their own: a batch reply's ``steps`` (each is a reply, its fields in
their groups) and a refusal's free-text ``reason``."""

BY_NAME: Final[dict[FactName, FactGroup]] = {group.name: group for group in GROUPS}
_FIELDS: Final[dict[str, FactName]] = {field: group.name for group in GROUPS for field in group.fields}

LEGACY_OMITS: Final[dict[str, FactName]] = {
    "must_play": "face-up",
    "exposed": "face-up",
    "hand_sizes": "hand-sizes",
    "general_pass": "general-pass",
    "first_tile": "first-tile",
    "penalties": "penalties",
}
"""What an ``omits`` entry naming a hand-reply field (protocol 1.0) leaves out: that field's group."""


class UnknownField(KeyError):
    """A reply field that belongs to no group (a field the protocol does not define, or a gap in :data:`GROUPS`)."""


def _keys(path: str) -> list[str]:
    """The object keys along ``path``, skipping list indexes, ``*``, filters and views.

    >>> _keys('/rows[entrant="A"]/0/wins'), _keys("/legal/*/@tile"), _keys("")
    (['rows', 'wins'], ['legal'], [])
    """
    keys: list[str] = []
    for part in path.split("/")[1:]:
        key = part.split("[", 1)[0]
        if not key or key == "*" or key.startswith("@") or key.lstrip("-").isdigit():
            continue
        keys.append(key)
    return keys


OBSERVED: Final[dict[str, tuple[str, str | None]]] = {"points": ("results", "points"), "winner": ("outcome", "winner")}
"""Fuzzing's observations that are a key inside a reply field (each play's ``points``, the hand's ``winner``), with
the field and the key, for their group of facts."""


def group_of_difference(op: str, path: str) -> FactName | None:
    """The group of facts of a difference fuzzing reports at ``path`` (``outcome.team``, ``exposed.N``, ``winner``);
    None for ``reply``: the reply as a whole (an error, or a reply not shaped as the protocol says).

    >>> group_of_difference("hand", "outcome.team"), group_of_difference("hand", "winner"), group_of_difference("hand", "reply")
    ('outcome', 'hand-winner', None)
    """
    key, _, sub = path.partition(".")
    if key == "reply":
        return None
    field, inner = OBSERVED.get(key, (key, sub or None))
    return field_group(op, field, inner)


def field_group(op: str, field: str, key: str | None = None) -> FactName:
    """The group of ``field`` (and of ``key`` inside it) in the reply to ``op``; :class:`UnknownField` if none."""
    if key is not None and f"{op}:{field}.{key}" in _FIELDS:
        return _FIELDS[f"{op}:{field}.{key}"]
    found = _FIELDS.get(f"{op}:{field}")
    if found is None:
        raise UnknownField(f"the field {field!r} of a {op!r} reply belongs to no group of facts")
    return found


def group_of(op: str, path: str) -> FactName:
    """The group of the value at ``path`` in the reply to ``op`` (the empty path: the request as a whole)."""
    keys = _keys(path)
    if keys[:1] == ["steps"]:
        keys = keys[1:]  # a batch reply's step is a reply: its fields are in their groups, its count the request's
    if not keys:
        return field_group(op, "")
    if op in ("train", "seating") and keys[0] in ("trains", "hand_sizes") and len(keys) > 1:
        keys = keys[:1]  # a seat's number is a key at a train table, never a fact of its own
    return field_group(op, keys[0], keys[1] if len(keys) > 1 else None)


def groups_of_check(op: str, path: str, expected: object) -> frozenset[FactName]:
    """The groups a check reads: the group of its path, and where it matches an object at a field, the group
    of each key of that object (``/results/-1`` matched with ``points`` reads play scores too)."""
    found: set[FactName] = {group_of(op, path)}
    keys = _keys(path)
    fields = cast(dict[str, object], expected) if isinstance(expected, dict) else {}
    if fields and len(keys) == 1:
        found |= {field_group(op, keys[0], str(key)) for key in fields}
    elif fields and not keys:
        found |= {field_group(op, str(key)) for key in fields}
    return frozenset(found)


def _decides(group: FactGroup, rule: Rule) -> bool:
    if any(check in rule.enforces for check in group.checks):
        return True
    if rule.penalty is not None and (group.penalties or rule.penalty.infraction in group.infractions):
        return True
    return any(situation in rule.situations for situation in group.situations)


@cache
def deciding_rules(group: FactName, rulebook: str) -> tuple[Rule, ...]:
    """The rules of ``rulebook`` that decide ``group``, in the rulebook's order (empty: none does, and the
    group is not compared under that rulebook)."""
    book = cached_spec().rulebook(rulebook)
    spec = BY_NAME[group]
    if spec.only_with is not None and book.enforcer(spec.only_with) is None:
        return ()
    return tuple(rule for rule in book.rules if _decides(spec, rule))


def decided(rulebook: str) -> frozenset[FactName]:
    """The groups some rule of ``rulebook`` decides."""
    return frozenset(name for name in FACT_NAMES if deciding_rules(name, rulebook))


def attribute(group: FactName, rulebook: str) -> str | None:
    """The rule a divergence in ``group`` names under ``rulebook``: the one enforcing the group's first check
    the rulebook has, else its first deciding rule (None: no rule decides the group there)."""
    book = cached_spec().rulebook(rulebook)
    spec = BY_NAME[group]
    for check in spec.checks:
        rule = book.enforcer(check)
        if rule is not None:
            return rule.id
    rules = deciding_rules(group, rulebook)
    return rules[0].id if rules else None


def modelled(models: Mapping[str, Collection[str]] | None, omits: Iterable[str], rulebook: str) -> frozenset[FactName]:
    """The groups a claim models for ``rulebook``: those its ``models`` lists for it (every group when the claim
    has no ``models`` or does not name the rulebook), less what ``omits`` leaves out (group names, or hand-reply
    field names of protocol 1.0)."""
    listed = None if models is None else models.get(rulebook)
    names: set[FactName] = set(FACT_NAMES) if listed is None else {n for n in FACT_NAMES if n in listed}
    names.difference_update(LEGACY_OMITS.get(omitted, omitted) for omitted in omits)
    return frozenset(names)


def fields_of_groups(op: str, groups: Collection[FactName]) -> list[str]:
    """The top-level fields of the reply to ``op`` whose group is among ``groups``."""
    return sorted(
        {
            field.split(":", 1)[1]
            for name in groups
            for field in BY_NAME[name].fields
            if field.startswith(f"{op}:") and "." not in field and field != f"{op}:"
        }
    )


DERIVED: Final[dict[FactName, frozenset[FactName]]] = {
    "legal-moves": frozenset({"turn", "line", "face-up", "spinner", "boneyard", "owed-double", "trains"}),
    "count": frozenset({"line", "spinner"}),
    "line": frozenset({"spinner"}),
    "game-score": frozenset({"outcome", "count"}),
    "next-lead": frozenset({"outcome", "hand-winner"}),
    "hand-winner": frozenset({"outcome"}),
    "hand-sizes": frozenset({"legality"}),
    "turn": frozenset({"legality"}),
}
"""Groups whose facts a program computes from others': a divergence in a group at the same action as one in a
group it derives from (the legal plays from the open ends, the next lead from who won) is its consequence."""


def derives_from(group: str, other: str) -> bool:
    """Whether facts of ``group`` follow from facts of ``other`` at the same moment (see :data:`DERIVED`).

    >>> derives_from("next-lead", "outcome"), derives_from("outcome", "next-lead")
    (True, False)
    """
    return any(key == group and other in sources for key, sources in DERIVED.items())


CAPABILITY_OPS: Final[dict[str, tuple[ReplyOp, ...]]] = {
    "lead": ("lead",),
    "deal": ("deal",),
    "hand": ("hand",),
    "deal-play": ("hand",),
    "infractions": ("hand",),
    "match": ("match",),
    "pairing": ("pair",),
    "standings": ("standings",),
    "knockout": ("advance",),
    "train": ("train",),
    "train-event": ("seating",),
}
"""The replies each capability brings (whose fields are in groups of facts)."""


class Coverage(TypedDict):
    """What the suite and fuzzing compare for one rulebook of a claim."""

    capabilities: list[str]
    players: list[int] | None
    compared: list[str]
    """The groups the program models that a rule of the rulebook decides."""
    not_modelled: list[str]
    """The groups a rule of the rulebook decides that the program does not model."""


def coverage(claim: Mapping[str, object]) -> dict[str, Coverage]:
    """A claim's coverage by group of facts, per rulebook it claims: the groups of the replies its capabilities
    bring that are compared, and those it leaves out. ``claim`` is a ``start`` reply (read loosely: a report
    may hold an older one)."""

    def strings(value: object) -> list[str]:
        return [v for v in cast(list[object], value) if isinstance(v, str)] if isinstance(value, list) else []

    def table(value: object) -> dict[str, list[str]] | None:
        if not isinstance(value, dict):
            return None
        return {str(k): strings(v) for k, v in cast(dict[object, object], value).items()}

    rulebooks, capabilities = strings(claim.get("rulebooks")), strings(claim.get("capabilities"))
    pairs, models, omits = table(claim.get("claims")) or {}, table(claim.get("models")), strings(claim.get("omits"))
    sizes = claim.get("players")
    by_rulebook = cast(dict[str, object], sizes) if isinstance(sizes, dict) else {}
    known = {book.id for book in cached_spec().rulebooks}
    out: dict[str, Coverage] = {}
    for rulebook in [book for book in rulebooks if book in known]:  # a rulebook the spec lacks covers nothing
        claimed = pairs.get(rulebook, capabilities)
        ops = {op for capability in claimed for op in CAPABILITY_OPS.get(capability, ())}
        present = [g.name for g in GROUPS if any(f.split(":", 1)[0] in ops for f in g.fields)]
        decided_here, modelled_here = decided(rulebook), modelled(models, omits, rulebook)
        players = by_rulebook.get(rulebook)
        out[rulebook] = Coverage(
            capabilities=list(claimed),
            players=[n for n in cast(list[object], players) if isinstance(n, int)]
            if isinstance(players, list)
            else None,
            compared=[g for g in present if g in decided_here and g in modelled_here],
            not_modelled=[g for g in present if g in decided_here and g not in modelled_here],
        )
    return out


def unknown_names(names: Iterable[str]) -> list[str]:
    """The names that are not groups of facts."""
    return [name for name in names if name not in BY_NAME]


def describe() -> str:
    """The groups as a JSON document (name, meaning, fields, what decides them), for the protocol page."""
    return json.dumps(
        [
            {
                "name": g.name,
                "meaning": g.meaning,
                "fields": list(g.fields),
                "checks": list(g.checks),
                "infractions": list(g.infractions),
                "penalties": g.penalties,
                "situations": list(g.situations),
            }
            for g in GROUPS
        ],
        indent=2,
    )


__all__ = [
    "BY_NAME",
    "CAPABILITY_OPS",
    "FACT_NAMES",
    "GROUPS",
    "LEGACY_OMITS",
    "META_FIELDS",
    "Coverage",
    "FactGroup",
    "FactName",
    "UnknownField",
    "attribute",
    "coverage",
    "decided",
    "deciding_rules",
    "derives_from",
    "describe",
    "field_group",
    "fields_of_groups",
    "group_of",
    "group_of_difference",
    "groups_of_check",
    "modelled",
    "unknown_names",
]
