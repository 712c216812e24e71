"""The fault catalogue: the plausible ways an engine gets each rule wrong, as data.

``spec/faults/<rulebook>.yaml`` lists, rule by rule, faults a third-party engine
plausibly has (the other rulebooks' variant of the same situation first). Each
fault is one change to what the engine reads or decides:

* ``parameter`` and ``value``: one number of the rule read wrong (``target_score: 100``);
* ``enforces``: the rule's engine checks replaced (another rulebook's variant, or an
  exception left out);
* ``penalty``: the rule's penalty with another ``target`` or other ``consequences``;
* ``tiebreaks``: the rulebook's standings keys in another order;
* ``decision``: one named decision point of the engine made the wrong way (see
  :data:`FAULT_DECISIONS`), for faults no datum can express.

``unchecked`` names the rules with nothing an engine decides (with the reason), and
``single`` the rules for which one plausible fault is all there is (with the reason).
The tests realise every fault as the reference engine with that one change and
require the conformance suite to fail it on its rule's scenarios and on no other
rule's; the rules site lists the faults each rule's scenarios are proven to catch.

A malformed file is rejected with a :class:`~rulespec.loader.SpecError` naming the
file, the line, the rule and the field:

>>> from rulespec import cached_spec
>>> catalogue = load_catalogue(cached_spec(), "ndf-double-nine")
>>> [fault.name for fault in catalogue.of_rule("NDF-1.3")][:1]
['target-of-fmd-and-doral']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal, Union, cast, get_args

from rulespec.loader import Reader, SpecError, default_spec_dir, load_tree
from rulespec.marks import ours
from rulespec.model import (
    CONSEQUENCES,
    ENGINE_CHECKS,
    PENALTY_TARGETS,
    RULE_KINDS,
    SITUATIONS,
    TIEBREAKS,
    Consequence,
    EngineCheck,
    PenaltyTarget,
    Rule,
    Rulebook,
    RuleKind,
    Situation,
    Spec,
    TieBreak,
)

FAULTS_DIR: Final = "faults"
"""The catalogue's folder inside ``spec/``: one file per rulebook, named after it."""

FaultDecision = Literal[
    "pass-with-fitting-tile-accepted",
    "misfit-joined-anyway",
    "lead-tiebreak-low-end",
    "lead-draw-lowest-sum",
    "shuffler-picks-first",
    "bad-pass-always-in-time",
    "bad-pass-never-in-time",
    "domino-to-lower-team-total",
    "turn-order-unchecked",
    "holds-tile-unchecked",
    "exposed-tile-never-first",
    "time-call-any-time",
    "pairing-greedy",
    "bye-ignores-earlier-byes",
    "knockout-by-total-games",
    "knockout-loser-advances",
    "knockout-pairs-first-with-last",
    "knockout-waiting-last",
    "expelled-hand-played-on",
    "pass-record-unchecked",
    "misfit-record-unchecked",
    "general-pass-record-unchecked",
    "exposed-record-unchecked",
    # ndf-double-nine and doral-partnership (edges)
    "bye-counted-yes-or-no",
    "bye-to-highest-ranked",
    "lead-draw-highest-end",
    "lock-tested-before-domino",
    "lock-tie-among-partners",
    "general-pass-over-opponents",
    "lead-rotates-from-winner",
    "replay-led-by-last-winners",
    "cut-counts-from-next-game",
    "cut-after-time-adds-games",
    "exposed-win-any-tile",
    "game-scores-carried",
    "set-games-carried",
    "time-between-hands-as-during",
    "hand-scores-difference",
    "lead-tiebreak-lower-end",
    "four-way-draw-refused",
    "void-hand-same-leader",
    "losers-lead-next",
    "lock-to-highest-count",
    "level-on-games-drawn",
    "time-between-games-plays-one-more",
    "misplay-moved-unchecked",
    "out-of-turn-moves-turn",
    "named-end-matched-by-high-half",
    "unnamed-end-left-only",
    "general-pass-fined-at-once",
    "second-touch-ignored",
    "touch-out-of-turn-ignored",
    "time-ends-game-under-way",
    "agreement-waives-fines",
    "cut-before-first-game-accepted",
    "reshuffle-request-unchecked",
    "first-tile-high-end-to-leader",
    "double-laid-lengthwise",
    "partnership-ahead-shuffles",
    "double-six-opening-unchecked",
    "withdrawn-record-unchecked",
    "wrong-end-record-unchecked",
    "flipped-record-unchecked",
    "deliberate-pass-record-unchecked",
    "last-tile-record-unchecked",
    "coding-record-unchecked",
    "spectator-record-unchecked",
    # fmd-singles and fmd-couples (edges)
    "lead-draw-highest-end",
    "pick-order-clockwise",
    "tied-hand-leader-leads-again",
    "byes-counted-as-yes-no",
    "lock-before-domino",
    "lock-exempt-opponents-only",
    "misfit-check-low-half",
    "misfit-check-right-end",
    "lateness-per-started-period",
    "bye-to-highest-ranked",
    "bye-recorded-as-loss",
    "tables-seated-greedily",
    "lock-to-higher-total",
    "lock-scores-team-difference",
    "lock-to-blocker-side",
    "differential-upside-down",
    "hands-above-table-fined-25",
    "signal-fined-25",
    "lateness-fined-per-minute",
    "lateness-never-forfeits",
    "reshuffle-moves-lead",
    "target-on-hand-points",
    "last-tile-judged-when-recorded",
    "touch-out-of-turn-ignored",
    "lock-exempt-any-face-up",
    "exposed-tile-fined-25",
    "lateness-counted-after-tolerance",
    "lateness-minutes-unchecked",
    "extra-tiles-play-unchecked",
    "false-lock-fined-50",
    "course-change-lock-stands",
    "head-to-head-of-two-only",
    "barred-player-lock-scores",
    "misfit-check-high-half",
    "misfit-check-left-end",
    "lead-double-counted-once",
    "deal-exposure-record-unchecked",
    "extra-tiles-seen-record-unchecked",
    "false-lock-record-unchecked",
    "turned-tile-record-unchecked",
    # mexican-train
    "train-tile-not-held-played",
    "train-any-train-playable",
    "train-mexican-after-own-train",
    "train-first-tile-any-number",
    "train-anyone-closes-open-train",
    "train-double-one-side",
    "train-double-three-sides",
    "train-second-side-open-to-all",
    "train-turn-unchecked",
    "train-play-anticlockwise",
    "train-double-ends-turn",
    "train-second-tile-anywhere",
    "train-double-needs-no-satisfaction",
    "train-double-owed-by-layer-only",
    "train-draw-until-able",
    "train-marker-without-drawing",
    "train-blocked-at-first-empty-pass",
    "train-open-double-at-first-failure",
    "train-open-double-waits-for-empty-boneyard",
    "train-own-play-leaves-marker",
    "train-marker-left-on-any-train",
    "train-forgotten-marker-off-at-opponent-play",
    "train-forgotten-marker-kept-at-owner-turn",
    "train-marker-never-forgotten",
    "train-tap-late-once-next-player-acts",
    "train-last-double-must-be-satisfied",
    "train-last-double-ends-open",
    "train-tables-full-remainder-last",
    "train-smaller-tables-first",
    "train-seats-descending",
    "train-ties-by-earliest-hand",
    "train-ties-by-entry-order",
    "train-highest-totals-awarded",
    "train-dropped-ranked-by-total",
    "train-dropped-awarded",
    "train-dropped-still-seated",
    "train-starting-double-repeated",
    "train-starting-double-outside-set",
    "train-absent-still-seated",
    "train-absent-struck-off",
    "train-lateness-per-started-minute",
    "train-absent-fixed-points-only",
    "train-absent-pays-minutes-too",
    "train-conduct-under-general-rule",
    "train-conduct-breach-unknown",
    "train-leaving-under-general-rule",
    "train-record-after-hand-refused",
    "train-penalty-to-seat-on-turn",
    "train-organiser-points-ignored",
    "train-doubles-in-a-row",
    "train-deal-at-least-hand-size",
    "train-tap-kept-when-nothing-to-draw",
    "train-awarded-cut-at-places",
    "train-awarded-dense-places",
    "train-dropped-when-absent",
    "train-dropped-when-missed",
    "train-late-points-published-only",
    "train-late-points-uncapped",
    "train-late-points-credit",
    "train-late-points-for-absent",
    "train-event-over-when-all-played",
    "train-tables-of-three-at-least",
    "train-awarded-strictly-above-next",
    "train-ties-by-last-hand-only",
    "train-dropped-ranked-first",
    "train-dropped-struck-off",
    "train-seat-ties-by-entry",
    "train-seated-by-last-hand",
    "train-doubles-descending",
    "train-matched-by-high-half",
    "train-no-mexican-train",
    "train-draw-while-able",
    "train-absent-scores-out-player",
    "train-no-play-after-drawing-for-a-double",
    "train-second-tile-accepted",
    "train-marker-closes-train",
    "train-late-by-periods-of-five",
    "train-record-without-points-accepted",
    # wcdt-all-fives (realised in tests/faux/faults_fives.py)
    "fives-tile-not-held-accepted",
    "singles-partners-seated",
    "game-decided-at-hand-end",
    "down-draw-lowest",
    "down-tiebreak-low-end",
    "down-double-ranks-highest",
    "down-to-hand-winner",
    "down-never-moves",
    "down-rotates-counter-clockwise",
    "down-kept-for-the-game",
    "game-ender-goes-down",
    "event-match-length-ignored",
    "draw-on-after-drawing",
    "fives-turn-unchecked",
    "down-must-be-double",
    "boneyard-short-accepted",
    "fives-play-counter-clockwise",
    "doubles-hands-of-five",
    "fives-misfit-joined",
    "named-end-ignored",
    "spinner-opens-at-once",
    "spinner-opens-after-one-side",
    "only-first-tile-spins",
    "end-double-counted-once",
    "lone-spinner-counted-twice",
    "bare-cross-sides-count",
    "bare-long-side-counts-once",
    "count-scored-in-fives",
    "down-scores-nothing",
    "draw-once-then-pass",
    "draw-while-able",
    "fives-pass-with-playable-accepted",
    "stuck-player-blocks-hand",
    "pips-unrounded",
    "pips-rounded-down",
    "opponents-rounded-apart",
    "partner-pips-counted",
    "one-opponent-counted",
    "out-play-count-unscored",
    "fives-lock-to-lowest-player",
    "tied-lock-to-leader",
    "lock-scores-difference",
    "lock-waits-for-passes",
    "three-players-seated",
    "singles-hand-at-least-seven",
    "down-draw-higher-end-first",
    "down-equal-totals-drawn-again",
    "match-by-high-half",
    "no-spinner",
    "long-ends-only-counted",
    "five-scores-nothing",
    "count-to-next-side",
    "out-pips-to-holders",
    "lock-to-higher-side",
    "singles-lock-void",
    "lock-forgets-partner",
    "singles-pass-without-drawing",
    "knockout-more-games-accepted",
    "game-score-carried-over",
]
"""Decision points of an engine that the catalogue can name as made the wrong way (the faux
implementations in ``tests/faux/`` realise each one; a test keeps the two lists equal)."""
FAULT_DECISIONS: Final[tuple[str, ...]] = get_args(FaultDecision)

FaultKind = Literal[
    "threshold",
    "comparison",
    "reversed",
    "tile-half",
    "line-end",
    "condition-order",
    "who",
    "seat-order",
    "carry-over",
    "record-moment",
    "rounding",
    "span",
    "unchecked",
    "exception",
    "sanction",
    "tie",
    "search",
    "other-rulebook",
    "silent-default",
]
"""The kinds of bug an engine has, a closed list (``spec/faults/kinds.yaml`` describes each and says where it
can occur); every catalogued fault is of one kind."""
FAULT_KINDS: Final[tuple[str, ...]] = get_args(FaultKind)

KINDS_FILE: Final = "kinds.yaml"
"""The taxonomy of bug kinds, beside the catalogues in ``spec/faults/``."""

FAULT_NAME: Final = re.compile(r"^[a-z][a-z0-9-]*$")
"""A fault's name: lower-case kebab (``hands-of-seven``)."""
_CHANGE_KEYS: Final = ("parameter", "enforces", "penalty", "tiebreaks", "decision")


@dataclass(frozen=True, slots=True)
class NumberChange:
    """The rule's parameter ``parameter`` read as ``value``."""

    parameter: str
    """The parameter of the rule read wrong."""
    value: int
    """The number the faulty engine reads instead."""


@dataclass(frozen=True, slots=True)
class ChecksChange:
    """The rule's engine checks replaced by ``enforces``."""

    enforces: tuple[EngineCheck, ...]
    """The engine checks the faulty engine applies under the rule instead of the rule's own."""


@dataclass(frozen=True, slots=True)
class PenaltyChange:
    """The rule's penalty with another target or other consequences (None: as in the spec)."""

    target: PenaltyTarget | None
    """Who the faulty engine charges instead (null: as in the spec)."""
    consequences: tuple[Consequence, ...] | None
    """The consequences the faulty engine applies instead (null: as in the spec)."""


@dataclass(frozen=True, slots=True)
class TiebreakChange:
    """The rulebook's standings keys replaced by ``tiebreaks``."""

    tiebreaks: tuple[TieBreak, ...]
    """The standings keys the faulty engine applies, in its order."""


@dataclass(frozen=True, slots=True)
class DecisionChange:
    """One decision point of the engine made the wrong way."""

    decision: FaultDecision
    """The decision point the faulty engine gets wrong."""


Change = Union[NumberChange, ChecksChange, PenaltyChange, TiebreakChange, DecisionChange]


@dataclass(frozen=True, slots=True)
class Occurrence:
    """Where a kind of bug can occur: a rule that has everything given here (a list: any one of its items)."""

    rule_kinds: tuple[RuleKind, ...] = ()
    """The rule governs one of these (empty: any)."""
    situations: tuple[Situation, ...] = ()
    """The rule is tagged with one of these situations (empty: any)."""
    checks: tuple[EngineCheck, ...] = ()
    """The rule enforces one of these engine checks (empty: any)."""
    parameters: tuple[str, ...] = ()
    """The rule has one of these parameters; ``"*"``: any parameter (empty: need none)."""
    penalty: bool = False
    """The rule has a penalty."""
    partnerships: bool = False
    """The rulebook plays in partnerships (teams of two or couples)."""
    shared: bool = False
    """A rule of another rulebook is tagged with one of the rule's situations (another reading exists)."""
    ours: bool = False
    """The rule's statement marks a sentence as ours (the source is silent there)."""


@dataclass(frozen=True, slots=True)
class BugKind:
    """One kind of bug, the same whatever the rule: what it is, how to write it as a fault, where it occurs."""

    id: FaultKind
    """The kind's name, as a fault's ``kind`` gives it."""
    title: str
    """A few words."""
    description: str
    """What an engine with this kind of bug does, in one line."""
    how: str
    """How to write one as a fault: which change, and the scenario that tells it apart."""
    occurs: tuple[Occurrence, ...]
    """The rules it can occur under: a rule matching any one of these (empty: no rule found by data; each fault
    of the kind is still listed)."""

    def occurs_in(self, rule: Rule, book: Rulebook, shared: frozenset[Situation]) -> bool:
        """Whether this kind of bug can occur under ``rule`` of ``book`` (``shared``: situations other
        rulebooks also have rules for)."""
        return any(_matches(where, rule, book, shared) for where in self.occurs)


def _matches(where: Occurrence, rule: Rule, book: Rulebook, shared: frozenset[Situation]) -> bool:
    names = {p.name for p in rule.parameters}
    return (
        (not where.rule_kinds or rule.kind in where.rule_kinds)
        and (not where.situations or bool(set(where.situations) & set(rule.situations)))
        and (not where.checks or bool(set(where.checks) & set(rule.enforces)))
        and (not where.parameters or (bool(names) if "*" in where.parameters else bool(names & set(where.parameters))))
        and (not where.penalty or rule.penalty is not None)
        and (not where.partnerships or book.game.partnerships)
        and (not where.shared or bool(set(rule.situations) & shared))
        and (not where.ours or bool(ours(rule.statement)))
    )


@dataclass(frozen=True, slots=True)
class Taxonomy:
    """The closed list of bug kinds (``spec/faults/kinds.yaml``)."""

    kinds: tuple[BugKind, ...]
    """Every kind, in the order of :data:`FAULT_KINDS`."""

    def kind(self, kind_id: str) -> BugKind:
        return next(k for k in self.kinds if k.id == kind_id)


@dataclass(frozen=True, slots=True)
class KindReason:
    """Why a kind of bug cannot occur under a rule where the taxonomy's data says it might."""

    rule: str
    """The rule."""
    kind: FaultKind
    """The kind of bug."""
    why: str
    """Why an engine cannot get the rule wrong in this way."""


@dataclass(frozen=True, slots=True)
class Fault:
    """One plausible way an engine gets ``rule`` wrong."""

    rulebook: str
    """The rulebook's ID."""
    rule: str
    """The rule the fault breaks."""
    name: str
    """The fault's name, lower-case kebab and unique among the rule's faults."""
    kind: FaultKind
    """The kind of bug it is (``spec/faults/kinds.yaml``)."""
    wrong: str
    """What the faulty engine does, in a sentence."""
    change: Change
    """The one change that makes the faulty engine."""
    also: tuple[str, ...]
    """Other rules whose scenarios the fault may fail too, because they build on ``rule``."""
    line: int
    """The line of the fault in its catalogue file."""

    @property
    def key(self) -> str:
        """``RULE/name``, unique in the spec."""
        return f"{self.rule}/{self.name}"


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The fault catalogue of one rulebook."""

    rulebook: str
    """The rulebook the catalogue is of (its file is named after it)."""
    path: str
    """The catalogue file, from the folder above ``spec/`` (``spec/faults/ndf-double-nine.yaml``)."""
    faults: tuple[Fault, ...]
    """Every fault, rule by rule."""
    unchecked: tuple[tuple[str, str], ...]
    """(rule ID, why an engine decides nothing under it)."""
    single: tuple[tuple[str, str], ...]
    """(rule ID, why one plausible fault is all there is)."""
    cannot: tuple[KindReason, ...] = ()
    """The kinds of bug that cannot occur under a rule where the taxonomy says they might, each with why."""

    def of_rule(self, rule_id: str) -> tuple[Fault, ...]:
        return tuple(fault for fault in self.faults if fault.rule == rule_id)

    def gaps(self, book: Rulebook) -> list[str]:
        """Rules of ``book`` the catalogue leaves out, or lists with fewer faults than it should."""
        unchecked = dict(self.unchecked)
        single = dict(self.single)
        out: list[str] = []
        for rule in book.rules:
            count = len(self.of_rule(rule.id))
            if rule.id in unchecked:
                if count:
                    out.append(f"{rule.id} is listed as unchecked but has {count} faults")
            elif count == 0:
                out.append(f"{rule.id} has no fault and is not listed as unchecked")
            elif count == 1 and rule.id not in single:
                out.append(f"{rule.id} has one fault: add another or say in 'single' why there is none")
            elif count > 1 and rule.id in single:
                out.append(f"{rule.id} is listed in 'single' (one fault is all there is) but has {count} faults")
        return out

    def kind_gaps(self, book: Rulebook, taxonomy: Taxonomy, shared: frozenset[Situation]) -> list[tuple[str, str]]:
        """(rule ID, kind) pairs where the kind of bug can occur under a checked rule of ``book`` and the
        catalogue has neither a fault of that kind nor a reason it cannot occur."""
        unchecked = dict(self.unchecked)
        have = {(f.rule, f.kind) for f in self.faults} | {(r.rule, r.kind) for r in self.cannot}
        return [
            (rule.id, kind.id)
            for rule in book.rules
            if rule.id not in unchecked
            for kind in taxonomy.kinds
            if (rule.id, kind.id) not in have and kind.occurs_in(rule, book, shared)
        ]


def shared_situations(spec: Spec, rulebook: str) -> frozenset[Situation]:
    """The situations that rules of rulebooks other than ``rulebook`` are tagged with."""
    return frozenset(
        s for book in spec.rulebooks if book.id != rulebook for rule in book.rules for s in rule.situations
    )


def catalogue_path(rulebook: str, spec_dir: Path | None = None) -> Path:
    """Where the catalogue of ``rulebook`` lives."""
    return (spec_dir if spec_dir is not None else default_spec_dir()) / FAULTS_DIR / f"{rulebook}.yaml"


def _change(reader: Reader, book: Rulebook, rule_id: str) -> Change:
    given = [key for key in _CHANGE_KEYS if key in reader.mapping]
    if len(given) != 1 or (given == ["parameter"] and "value" not in reader.mapping):
        raise reader.error("(change)", f"give exactly one of {', '.join(_CHANGE_KEYS)} (a parameter with its value)")
    rule = book.rule(rule_id)
    (kind,) = given
    if kind == "parameter":
        reader.check_keys({"parameter", "value"})
        name = reader.text("parameter")
        value = reader.scalar("value", int)
        assert value is not None
        found = [p for p in rule.parameters if p.name == name]
        if not found:
            raise reader.error("parameter", f"rule {rule_id} has no parameter {name!r}")
        if found[0].value == value:
            raise reader.error("value", f"{value} is the spec's own value: no fault")
        return NumberChange(name, value)
    if kind == "enforces":
        reader.check_keys({"enforces"})
        checks = reader.texts("enforces")
        for index, check in enumerate(checks):
            if check not in ENGINE_CHECKS:
                raise reader.error(f"enforces[{index}]", f"unknown engine check {check!r}")
        if set(checks) == set(rule.enforces):
            raise reader.error("enforces", "the same checks as the rule: no fault")
        return ChecksChange(tuple(check for check in ENGINE_CHECKS if check in checks))
    if kind == "penalty":
        reader.check_keys({"penalty"})
        if rule.penalty is None:
            raise reader.error("penalty", f"rule {rule_id} has no penalty")
        inner = reader.sub("penalty", reader.mapping["penalty"])
        inner.check_keys({"target", "consequences"})
        target = inner.choice("target", PENALTY_TARGETS) if "target" in inner.mapping else None
        consequences = inner.texts("consequences") if "consequences" in inner.mapping else None
        for index, consequence in enumerate(consequences or ()):
            if consequence not in CONSEQUENCES:
                raise inner.error(f"consequences[{index}]", f"unknown consequence {consequence!r}")
        if target in (None, rule.penalty.target) and consequences in (None, rule.penalty.consequences):
            raise inner.error("(change)", "the same penalty as the rule: no fault")
        return PenaltyChange(
            cast("PenaltyTarget | None", target),  # checked against PENALTY_TARGETS above
            None if consequences is None else cast(tuple[Consequence, ...], consequences),  # checked above
        )
    if kind == "tiebreaks":
        reader.check_keys({"tiebreaks"})
        keys = reader.texts("tiebreaks")
        for index, key in enumerate(keys):
            if key not in TIEBREAKS:
                raise reader.error(f"tiebreaks[{index}]", f"unknown tie-break {key!r}")
        if keys == book.tiebreaks:
            raise reader.error("tiebreaks", "the rulebook's own tie-breaks: no fault")
        return TiebreakChange(cast(tuple[TieBreak, ...], keys))  # each checked against TIEBREAKS above
    reader.check_keys({"decision"})
    return DecisionChange(cast(FaultDecision, reader.choice("decision", FAULT_DECISIONS)))


def _reasons(top: Reader, field: str, book: Rulebook) -> tuple[tuple[str, str], ...]:
    node = top.mapping.get(field)
    if node is None:
        return ()
    inner = top.sub(field, node)
    out: list[tuple[str, str]] = []
    for rule_id in inner.mapping:
        if not any(rule.id == rule_id for rule in book.rules):
            raise inner.error(rule_id, f"rulebook {book.id} has no rule {rule_id!r}")
        out.append((rule_id, inner.text(rule_id)))
    return tuple(out)


def load_catalogue(spec: Spec, rulebook: str, spec_dir: Path | None = None) -> Catalogue:
    """Read and check ``spec/faults/<rulebook>.yaml`` against the rulebook it names."""
    path = catalogue_path(rulebook, spec_dir)
    shown, tree = load_tree(path, path.parent.parent)
    top = Reader(shown, tree, None, "")
    top.check_keys({"rulebook", "faults", "unchecked", "single", "cannot"})
    if top.text("rulebook") != rulebook:
        raise top.error("rulebook", f"the file of {rulebook} must name it")
    book = spec.rulebook(rulebook)
    rules = {rule.id for rule in book.rules}
    faults: list[Fault] = []
    for index, node in enumerate(top.items("faults")):
        entry = top.sub(f"faults[{index}]", node)
        entry.check_keys({"rule", "name", "kind", "wrong", "change", "also"})
        rule_id = entry.text("rule")
        if rule_id not in rules:
            raise entry.error("rule", f"rulebook {rulebook} has no rule {rule_id!r}")
        entry = Reader(shown, node, rule_id, f"faults[{index}]")
        name = entry.text("name")
        if not FAULT_NAME.match(name):
            raise entry.error("name", f"{name!r} is not a lower-case kebab name")
        if "change" not in entry.mapping:
            raise entry.error("change", "missing required field")
        change = _change(entry.sub("change", entry.mapping["change"]), book, rule_id)
        also = entry.texts("also", required=False)
        for at, other in enumerate(also):
            if other not in rules or other == rule_id:
                raise entry.error(f"also[{at}]", f"{other!r} is not another rule of {rulebook}")
        kind = cast(FaultKind, entry.choice("kind", FAULT_KINDS))  # checked against FAULT_KINDS
        fault = Fault(rulebook, rule_id, name, kind, entry.text("wrong"), change, also, node.line)
        if any(f.key == fault.key for f in faults):
            raise entry.error("name", f"{fault.key} is listed twice")
        if any(f.change == change for f in faults if f.rule == rule_id):
            raise entry.error("change", f"the same change as another fault of {rule_id}")
        faults.append(fault)
    unchecked = _reasons(top, "unchecked", book)
    single = _reasons(top, "single", book)
    cannot: list[KindReason] = []
    for index, node in enumerate(top.items("cannot", required=False)):
        entry = top.sub(f"cannot[{index}]", node)
        entry.check_keys({"rule", "kind", "why"})
        rule_id = entry.text("rule")
        if rule_id not in rules:
            raise entry.error("rule", f"rulebook {rulebook} has no rule {rule_id!r}")
        reason = KindReason(rule_id, cast(FaultKind, entry.choice("kind", FAULT_KINDS)), entry.text("why"))
        if any((f.rule, f.kind) == (reason.rule, reason.kind) for f in faults):
            raise entry.error("kind", f"{rule_id} has a fault of kind {reason.kind}: it can occur")
        cannot.append(reason)
    return Catalogue(rulebook, shown, tuple(faults), unchecked, single, tuple(cannot))


def load_taxonomy(spec_dir: Path | None = None) -> Taxonomy:
    """Read and check ``spec/faults/kinds.yaml``: every kind of :data:`FAULT_KINDS` once, in that order."""
    path = (spec_dir if spec_dir is not None else default_spec_dir()) / FAULTS_DIR / KINDS_FILE
    shown, tree = load_tree(path, path.parent.parent)
    top = Reader(shown, tree, None, "")
    top.check_keys({"kinds"})
    kinds: list[BugKind] = []
    for index, node in enumerate(top.items("kinds")):
        entry = top.sub(f"kinds[{index}]", node)
        entry.check_keys({"id", "title", "description", "how", "occurs"})
        kind_id = cast(FaultKind, entry.choice("id", FAULT_KINDS))  # checked against FAULT_KINDS
        if kind_id != FAULT_KINDS[index]:
            raise entry.error("id", f"kinds are listed in the order of FAULT_KINDS: {FAULT_KINDS[index]!r} here")
        occurs: list[Occurrence] = []
        for at, item in enumerate(entry.items("occurs", required=False)):
            where = entry.sub(f"occurs[{at}]", item)
            where.check_keys({"rule_kinds", "situations", "checks", "parameters", *_FLAGS})
            occurs.append(
                Occurrence(
                    # each checked against its closed list
                    cast(tuple[RuleKind, ...], _closed(where, "rule_kinds", RULE_KINDS)),
                    cast(tuple[Situation, ...], _closed(where, "situations", SITUATIONS)),
                    cast(tuple[EngineCheck, ...], _closed(where, "checks", ENGINE_CHECKS)),
                    where.texts("parameters", required=False),
                    *(where.flag(flag, False) for flag in _FLAGS),
                )
            )
        kinds.append(BugKind(kind_id, entry.text("title"), entry.text("description"), entry.text("how"), tuple(occurs)))
    if len(kinds) != len(FAULT_KINDS):
        raise top.error("kinds", f"list every kind of FAULT_KINDS: {', '.join(FAULT_KINDS[len(kinds) :])} missing")
    return Taxonomy(tuple(kinds))


_FLAGS: Final = ("penalty", "partnerships", "shared", "ours")
"""The yes/no fields of an :class:`Occurrence`, in its order."""


def _closed(reader: Reader, field: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    values = reader.texts(field, required=False)
    for index, value in enumerate(values):
        if value not in allowed:
            raise reader.error(f"{field}[{index}]", f"unknown {field.rstrip('s').replace('_', ' ')} {value!r}")
    return values


@lru_cache(maxsize=4)
def cached_taxonomy(spec_dir: str | None = None) -> Taxonomy:
    """:func:`load_taxonomy`, read once per process."""
    return load_taxonomy(Path(spec_dir) if spec_dir else None)


def catalogued(spec: Spec, spec_dir: Path | None = None) -> tuple[tuple[Catalogue, ...], tuple[str, ...]]:
    """Every rulebook's catalogue, and the rulebooks that have no catalogue file yet."""
    found: list[Catalogue] = []
    missing: list[str] = []
    for book in spec.rulebooks:
        if catalogue_path(book.id, spec_dir).exists():
            found.append(load_catalogue(spec, book.id, spec_dir))
        else:
            missing.append(book.id)
    return tuple(found), tuple(missing)


@lru_cache(maxsize=4)
def cached_catalogues(spec_dir: str | None = None) -> tuple[tuple[Catalogue, ...], tuple[str, ...]]:
    """:func:`catalogued` for the spec in use, read once per process."""
    from rulespec.loader import cached_spec

    return catalogued(cached_spec(spec_dir), Path(spec_dir) if spec_dir else None)


__all__ = [
    "FAULTS_DIR",
    "FAULT_DECISIONS",
    "FAULT_KINDS",
    "FAULT_NAME",
    "KINDS_FILE",
    "BugKind",
    "Catalogue",
    "Change",
    "ChecksChange",
    "DecisionChange",
    "Fault",
    "FaultDecision",
    "FaultKind",
    "KindReason",
    "NumberChange",
    "Occurrence",
    "PenaltyChange",
    "SpecError",
    "Taxonomy",
    "TiebreakChange",
    "cached_catalogues",
    "cached_taxonomy",
    "catalogue_path",
    "catalogued",
    "load_catalogue",
    "load_taxonomy",
    "shared_situations",
]
