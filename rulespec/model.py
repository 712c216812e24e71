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
"""What a rule governs: the deal and seating, the lead, play, scoring, a match, the tournament, a penalty, conduct or procedure."""
RULE_KINDS: Final[tuple[str, ...]] = get_args(RuleKind)

Unit = Literal["points", "minutes", "seconds", "tiles", "players", "teams", "pips", "hands", "games", "sets", "rounds"]
"""What a parameter counts."""
UNITS: Final[tuple[str, ...]] = get_args(Unit)

GameFamily = Literal["block", "draw", "all-fives", "mexican-train"]
"""The game families: each has its engine and the parameters a rulebook of it must hold (``rulespec/families.py``)."""
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
"""What can follow a recorded infraction (a penalty lists them in order; ``judge-decides``: the judge sets it)."""
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
"""Who bears a penalty: the offender, the offender's team, the partner or the whole table."""
PENALTY_TARGETS: Final[tuple[str, ...]] = get_args(PenaltyTarget)


@dataclass(frozen=True, slots=True)
class Parameter:
    """A number a rule depends on, with its unit (150 points, 30 minutes...)."""

    name: str
    """The parameter's name, snake_case and unique in its rulebook (``target_score``): the engine reads it by name."""
    value: int | float
    """The number, in ``unit``."""
    unit: Unit
    """What the number counts."""
    meaning: str
    """What the number is, in a few words."""


@dataclass(frozen=True, slots=True)
class Reading:
    """The reading we take of an unclear or contradictory place, and why."""

    question: str
    """The unclear or contradictory place, as a question."""
    reading: str
    """The answer we take."""
    reason: str
    """Why we take it, and the other readings it rejects with why."""
    clauses: tuple[str, ...]
    """The source clauses the question arises from (``document:clause``)."""


@dataclass(frozen=True, slots=True)
class Penalty:
    """What follows once a judge records the infraction a rule names."""

    infraction: str
    """The infraction's name, kebab-case and unique in its rulebook: what a judge records (``pass-with-playable``)."""
    consequences: tuple[Consequence, ...]
    """What follows, in order."""
    target: PenaltyTarget
    """Who bears it: the offender, the offender's team, the partner or the whole table."""
    fine: str | None
    """Name of the parameter holding the fine, if there is one."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: a stable ID, our wording, its sources and its numbers."""

    id: str
    """The stable rule ID: the rulebook's prefix, a hyphen, a section and numbers (``NDF-4.2``)."""
    title: str
    """A short title."""
    title_es: str | None
    """The title in Spanish, short, as a judge at a Spanish-speaking table names the incident (using the
    glossary's Spanish terms): required on a rule with a ``penalty``, so a judge can pick the infraction from
    the rulebook's list in English or Spanish; allowed on any other rule."""
    kind: RuleKind
    """What the rule governs."""
    statement: str
    """The rule in the project's own words."""
    clauses: tuple[str, ...]
    """The source clauses the rule rests on (``document:clause``, indexed in ``spec/sources.yaml``): at least one."""
    judge_only: bool
    """Only a judge can find the infraction; a program applies the consequence once a judge records it."""
    judge_decides: bool
    """The source names no sanction: the judge who records the infraction sets it (the judge's call).

    Such a rule is also ``judge_only``, its penalty's only consequence is ``judge-decides`` and it
    names no tariff (no fine, no parameter in points): its scenarios check that what the judge awards
    goes to the right side under this rule, never an amount the rulebook does not set.
    """
    parameters: tuple[Parameter, ...]
    """The numbers the rule depends on, each named and with its unit."""
    readings: tuple[Reading, ...]
    """The readings we take where the sources are unclear or disagree."""
    penalty: Penalty | None
    """What follows once a judge records the infraction the rule names, if the rule names one."""
    terms: tuple[str, ...]
    """Glossary terms the rule uses (English, an alias or a Spanish name of an entry of ``spec/glossary.yaml``)."""
    enforces: tuple[EngineCheck, ...]
    """The engine checks this rule is the authority for (at most one rule of a rulebook per check)."""
    situations: tuple[Situation, ...]
    """The situations under which judges and organisers compare this rule with other rulebooks'."""
    line: int
    """The line of the rule in its rulebook file."""

    def parameter(self, name: str) -> Parameter:
        for parameter in self.parameters:
            if parameter.name == name:
                return parameter
        raise KeyError(f"rule {self.id} has no parameter {name!r}")


EntrantKind = Literal["teams", "individuals"]
"""Who enters an event: teams (a partnership or a single player) or individuals seated by the pairing."""
ENTRANT_KINDS: Final[tuple[EntrantKind, ...]] = ("teams", "individuals")


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Which engine family hosts this rulebook, and who its entrants are."""

    family: GameFamily
    """The game family: which engine plays the rulebook and which parameters it must hold."""
    partnerships: bool
    """Played by partnerships (partners facing each other) rather than each player alone."""
    entrants: EntrantKind
    """Who enters an event: ``teams`` (a partnership or a single player is one entrant) or ``individuals``
    (players entered alone and seated by the pairing, as partners or opponents, at tables of four)."""


@dataclass(frozen=True, slots=True)
class Rulebook:
    """A whole rulebook file."""

    id: str
    """The rulebook's ID, which is also its file's name (``ndf-double-nine``)."""
    title: str
    """The rulebook's title."""
    prefix: str
    """The prefix of its rule IDs (``NDF``)."""
    document: str
    """The source document it follows (an ID in ``spec/sources.yaml``)."""
    languages: tuple[str, ...]
    """The languages the source is published in (``en``, ``es``)."""
    summary: str
    """What the rulebook is, in a paragraph."""
    game: GameSpec
    """Which game it is and who enters an event."""
    rules: tuple[Rule, ...]
    """Every rule, in the order of the file."""
    path: str
    """The rulebook file, from the folder above ``spec/`` (``spec/ndf-double-nine.yaml``)."""
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
    """The clause's ID, ``document:clause`` (a rule cites it so); in the sources file, the part after the colon."""
    document: str
    """The source document's ID."""
    label: str
    """A short reminder of what the clause covers, in our words."""


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """A source document the rules rest on, and its clauses."""

    id: str
    """The document's ID, cited before the colon of a clause ID."""
    file: str
    """The document's file in the project's shared sources."""
    title: str
    """The document's title."""
    clauses: tuple[Clause, ...]
    """Its clauses, in order."""


@dataclass(frozen=True, slots=True)
class Spec:
    """Every rulebook file plus the source index."""

    documents: tuple[SourceDocument, ...]
    """The source documents and their clauses."""
    rulebooks: tuple[Rulebook, ...]
    """Every rulebook, in the order of their file names."""

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
