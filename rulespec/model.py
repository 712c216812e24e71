"""The typed schema of a rulebook file: what a rule is, as data.

Every class here is frozen: the spec is read once and never changed at run
time. The loader in :mod:`rulespec.loader` builds these from YAML and rejects
anything that does not fit, naming the file, line, rule ID and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, TypeVar, get_args

D = TypeVar("D")
"""The type of a default value (:meth:`Rulebook.integer`)."""

RuleKind = Literal[
    "setup",
    "lead",
    "play",
    "scoring",
    "match",
    "tournament",
    "penalty",
    "conduct",
    "procedure",
]
RULE_KINDS: Final[tuple[str, ...]] = get_args(RuleKind)

Unit = Literal["points", "minutes", "seconds", "tiles", "players", "teams", "pips", "hands", "games", "sets", "rounds"]
UNITS: Final[tuple[str, ...]] = get_args(Unit)

GameFamily = Literal["block", "draw", "all-fives", "mexican-train"]
GAME_FAMILIES: Final[tuple[str, ...]] = get_args(GameFamily)

Consequence = Literal[
    "fine",
    "forfeit-hand",
    "forfeit-game",
    "forfeit-match",
    "void-hand",
    "no-score",
    "must-play-first",
    "reshuffle",
    "cannot-win",
    "suspension",
    "expulsion",
    "judge-decides",
    "none",
    "restart",
    "expose-hand",
    "next-player-option",
]
CONSEQUENCES: Final[tuple[str, ...]] = get_args(Consequence)

EngineCheck = Literal[
    "holds-tile",
    "first-tile-lie",
    "first-double-across",
    "play-counter-clockwise",
    "play-clockwise",
    "lead-rotates-counter-clockwise",
    "lead-rotates-clockwise",
    "lead-to-winner",
    "lead-draw-highest-sum",
    "lead-tiebreak-highest-end",
    "turn-order",
    "pass-only-when-blocked",
    "touched-tile",
    "exposed-first",
    "exposed-win-scores-nothing",
    "must-match-end",
    "lock-lowest-player",
    "lock-lowest-team",
    "lock-tie-void",
    "lock-tie-replay",
    "score-all-pips",
    "score-opponents-pips",
    "match-target",
    "match-time-limit",
    "finish-started-hand",
    "swiss-pairing",
    "lead-double-six",
    "lead-winning-team",
    "ask-count-on-turn",
    "bad-pass-caught-in-time",
    "misplay-corrected",
    "out-of-turn-face-up",
    "set-games",
    "match-sets",
    "judge-cuts-games",
    "shuffler-behind",
    "knockout-advance",
    "lead-draw-shuffler-last",
    "match-time-level-tie",
    "pass-last-tile-exempt",
    "petition-waives",
    "apology-excuses",
    "agreement-required",
    "disagreement-required",
    "lateness-fine",
    "restart-next-player",
    "restart-player-in-turn",
    "exposed-lock-exempt",
    "last-tile-only",
    "course-changed-after-last-tile",
    "course-changed-partner-stands",
    "found-after-hand",
    "players-choose-restart",
    "hand-over-extra-tiles",
    "ask-score-on-turn",
    "spinner-sides",
    "score-open-ends",
    "draw-when-blocked",
    "train-first-tile-matches-start",
    "train-where-to-play",
    "train-one-tile-a-turn",
    "train-draw-when-blocked",
    "train-marker-when-blocked",
    "train-satisfy-double",
    "train-open-double",
    "train-close-own",
    "train-forgotten-marker",
    "train-tap-last-tile",
    "train-last-double-exempt",
    "train-double-two-sides",
    "train-score-pips",
    "train-going-out",
    "train-blocked-hand",
    "train-lateness",
    "train-seat-order",
    "train-table-size",
    "train-double-once",
    "train-event-hands",
]
"""What the reference engine checks or does on a rule's authority: a closed set.

A rule lists the checks it is the authority for; the engine looks the rule ID
up by check, so an illegal action names the rule of the rulebook in play. The
loader rejects any other string in ``enforces``, the engine's lookups take this
type (a misspelt check fails mypy), and every member is read by engine code
(``tests/test_engine_checks.py``). A check no rule of the rulebook in play
enforces has no rule ID: the engine either does not apply it there or refuses
the action under the rule that does govern it; it never makes an ID up.
"""
ENGINE_CHECKS: Final[tuple[EngineCheck, ...]] = get_args(EngineCheck)

Situation = Literal[
    "set-and-deal",
    "who-leads",
    "first-tile",
    "turn-order",
    "passing",
    "target-score",
    "time-limit",
    "hand-value",
    "going-out",
    "blocked-game",
    "tied-hand",
    "match-structure",
    "pass-with-playable",
    "touched-tile",
    "exposed-tile",
    "out-of-turn",
    "misplay",
    "lateness",
    "signals",
    "conduct",
    "tie-breaks",
    "pairing",
    "judges",
]
"""Situations a judge or organiser compares across rulebooks (the site's comparison page)."""
SITUATIONS: Final[tuple[str, ...]] = get_args(Situation)

TieBreak = Literal["wins", "points", "differential", "head-to-head"]
"""A key that orders tournament standings, best first (a rulebook lists them in order).

``wins``: matches won (a bye counts as one); ``points``: points scored in all
matches, less recorded penalties; ``differential``: points scored less points
conceded; ``head-to-head``: among entrants still level, matches won against the
others of that level group. Entry order settles whatever the list leaves level.
"""
TIEBREAKS: Final[tuple[str, ...]] = get_args(TieBreak)

PenaltyTarget = Literal["offender", "offender-team", "partner", "table"]
PENALTY_TARGETS: Final[tuple[str, ...]] = get_args(PenaltyTarget)


@dataclass(frozen=True, slots=True)
class Parameter:
    """A number a rule depends on, with its unit (150 points, 30 minutes...)."""

    name: str
    value: int | float
    unit: Unit
    meaning: str


@dataclass(frozen=True, slots=True)
class Reading:
    """The reading we take of an unclear or contradictory place, and why."""

    question: str
    reading: str
    reason: str
    clauses: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Penalty:
    """What follows once a judge records the infraction a rule names."""

    infraction: str
    consequences: tuple[Consequence, ...]
    target: PenaltyTarget
    fine: str | None
    """Name of the parameter holding the fine, if there is one."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: a stable ID, our wording, its sources and its numbers."""

    id: str
    title: str
    kind: RuleKind
    statement: str
    clauses: tuple[str, ...]
    judge_only: bool
    """Only a judge can find the infraction; a program applies the consequence once a judge records it."""
    judge_decides: bool
    """The source names no sanction: the judge who records the infraction sets it (the judge's call).

    Such a rule is also ``judge_only``, its penalty's only consequence is ``judge-decides`` and it
    names no tariff (no fine, no parameter in points): its scenarios check that what the judge awards
    goes to the right side under this rule, never an amount the rulebook does not set.
    """
    parameters: tuple[Parameter, ...]
    readings: tuple[Reading, ...]
    penalty: Penalty | None
    terms: tuple[str, ...]
    enforces: tuple[EngineCheck, ...]
    situations: tuple[Situation, ...]
    line: int

    def parameter(self, name: str) -> Parameter:
        for parameter in self.parameters:
            if parameter.name == name:
                return parameter
        raise KeyError(f"rule {self.id} has no parameter {name!r}")


EntrantKind = Literal["teams", "individuals"]
ENTRANT_KINDS: Final[tuple[EntrantKind, ...]] = ("teams", "individuals")


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Which engine family hosts this rulebook, and who its entrants are."""

    family: GameFamily
    partnerships: bool
    entrants: EntrantKind
    """Who enters an event: ``teams`` (a partnership or a single player is one entrant) or ``individuals``
    (players entered alone and seated by the pairing, as partners or opponents, at tables of four)."""


@dataclass(frozen=True, slots=True)
class Rulebook:
    """A whole rulebook file."""

    id: str
    title: str
    prefix: str
    document: str
    languages: tuple[str, ...]
    summary: str
    game: GameSpec
    rules: tuple[Rule, ...]
    path: str
    tiebreaks: tuple[TieBreak, ...] = ()
    """How tournament standings are ordered, first key first (empty: the rulebook ranks no field)."""

    def rule(self, rule_id: str) -> Rule:
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(f"rulebook {self.id} has no rule {rule_id!r}")

    def parameters(self) -> dict[str, tuple[Rule, Parameter]]:
        """Every named parameter of the rulebook, with the rule that holds it."""
        out: dict[str, tuple[Rule, Parameter]] = {}
        for rule in self.rules:
            for parameter in rule.parameters:
                out[parameter.name] = (rule, parameter)
        return out

    def number(self, name: str) -> int | float:
        """The value of the named parameter (names are unique in a rulebook)."""
        found = self.parameters().get(name)
        if found is None:
            raise KeyError(f"rulebook {self.id} has no parameter {name!r}")
        return found[1].value

    def integer(self, name: str, default: D) -> int | D:
        """The named parameter as a whole number, or ``default`` when the rulebook has no such parameter.

        >>> from rulespec import cached_spec
        >>> book = cached_spec().rulebook("ndf-double-nine")
        >>> book.integer("target_score", 0), book.integer("match_sets", 1), book.integer("cutoff_rounds", None)
        (150, 1, None)
        """
        found = self.parameters().get(name)
        return default if found is None else int(found[1].value)

    def enforcer(self, check: EngineCheck) -> Rule | None:
        """The rule that is the authority for an engine check, if any."""
        for rule in self.rules:
            if check in rule.enforces:
                return rule
        return None

    def penalty_rules(self) -> dict[str, Rule]:
        """Rules that carry a penalty, by the infraction they name."""
        return {rule.penalty.infraction: rule for rule in self.rules if rule.penalty is not None}


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a source document, as indexed in the sources file."""

    id: str
    document: str
    label: str


@dataclass(frozen=True, slots=True)
class SourceDocument:
    id: str
    file: str
    title: str
    clauses: tuple[Clause, ...]


@dataclass(frozen=True, slots=True)
class Spec:
    """Every rulebook file plus the source index."""

    documents: tuple[SourceDocument, ...]
    rulebooks: tuple[Rulebook, ...]

    def rulebook(self, rulebook_id: str) -> Rulebook:
        for book in self.rulebooks:
            if book.id == rulebook_id:
                return book
        known = ", ".join(b.id for b in self.rulebooks)
        raise KeyError(f"no rulebook {rulebook_id!r} (known: {known})")

    def rule(self, rule_id: str) -> Rule:
        for book in self.rulebooks:
            for rule in book.rules:
                if rule.id == rule_id:
                    return rule
        raise KeyError(f"no rule {rule_id!r}")

    def rulebook_of(self, rule_id: str) -> Rulebook:
        for book in self.rulebooks:
            if any(rule.id == rule_id for rule in book.rules):
                return book
        raise KeyError(f"no rule {rule_id!r}")

    def all_rules(self) -> tuple[Rule, ...]:
        return tuple(rule for book in self.rulebooks for rule in book.rules)

    def clauses_of(self, document_id: str) -> tuple[Clause, ...]:
        for document in self.documents:
            if document.id == document_id:
                return document.clauses
        raise KeyError(f"no source document {document_id!r}")
