"""The engine's view of a rulebook: its numbers and rule functions, read from the spec.

Nothing here is hard-coded per rulebook: every number is a named parameter of
``spec/<rulebook>.yaml`` and every variant (lock by player or by team, lead by
rotation or by the winner) is chosen by the engine check a rule declares. Which
parameters the family reads, and the defaults of the optional ones, are the
block family's declaration (:data:`rulespec.families.BLOCK`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Literal

from reference_impl.errors import SetupError, UnauthorisedCheck
from rulespec import Rulebook, cached_spec
from rulespec.families import BLOCK
from rulespec.model import Consequence, EngineCheck, PenaltyTarget

LockRule = Literal["lowest-player", "lowest-team"]
LockTie = Literal["void", "replay"]
HandScoring = Literal["all-pips", "opponents-pips"]
LeadRotation = Literal["counter-clockwise", "clockwise", "winner", "winning-team"]


@dataclass(frozen=True, slots=True)
class PenaltyTerms:
    """What the engine does when a judge records an infraction."""

    rule_id: str
    consequences: tuple[Consequence, ...]
    target: PenaltyTarget
    fine: int
    checks: frozenset[EngineCheck] = frozenset()
    """The engine checks the penalty's rule is the authority for (its exceptions and variants)."""
    numbers: MappingProxyType[str, int] = field(default_factory=lambda: MappingProxyType({}))
    """The rule's named parameters (tolerances, periods...), by name."""

    def has(self, check: EngineCheck) -> bool:
        """Whether the penalty's rule is the authority for ``check`` (an exception or variant of it)."""
        return check in self.checks


@dataclass(frozen=True, slots=True)
class BlockRules:
    """Typed, frozen parameters of a partnership block game."""

    rulebook: str
    max_pip: int
    hand_size: int
    clockwise: bool
    lead_rotation: LeadRotation
    lock_rule: LockRule
    lock_tie: LockTie
    scoring: HandScoring
    target_score: int
    time_limit: int
    penalties: MappingProxyType[str, PenaltyTerms]
    authority: MappingProxyType[EngineCheck, str]
    """Engine check -> the rule ID that is its authority in this rulebook."""
    set_games: int
    """Games that win a set (1: a match is a single game, as in NDF)."""
    match_sets: int
    """Sets that win a match (1: a match is a single set)."""
    cutoff_rounds: int | None
    """The last rounds in which time may be called (None: every round)."""
    number_rules: MappingProxyType[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """Parameter name -> the rule ID that holds it (the rule a position breaks by going past the number)."""

    def rule_of(self, parameter: str) -> str | None:
        """The rule that holds ``parameter`` (``max_pip``, ``hand_size``...), None when no rule does."""
        return self.number_rules.get(parameter)

    def rule_for(self, check: EngineCheck) -> str:
        """The rule ID an illegal action or outcome names for ``check``.

        Raises :class:`UnauthorisedCheck` (a programming error) when no rule of the
        rulebook enforces ``check``: callers consult :meth:`has` first wherever a
        rulebook may lack the rule.
        """
        return authorised(self.rulebook, self.authority, check)

    def has(self, check: EngineCheck) -> bool:
        """Whether a rule of this rulebook enforces ``check``."""
        return check in self.authority

    def penalty(self, infraction: str) -> PenaltyTerms:
        terms = self.penalties.get(infraction)
        if terms is None:
            known = ", ".join(sorted(self.penalties))
            raise SetupError(f"rulebook {self.rulebook} has no infraction {infraction!r} (known: {known})")
        return terms


def authority_of(book: Rulebook) -> MappingProxyType[EngineCheck, str]:
    """Engine check -> the rule of ``book`` that is its authority (from each rule's ``enforces``)."""
    return MappingProxyType({check: rule.id for rule in book.rules for check in rule.enforces})


def authorised(rulebook: str, authority: MappingProxyType[EngineCheck, str], check: EngineCheck) -> str:
    """The rule ID ``authority`` gives ``check``; :class:`UnauthorisedCheck` when it gives none."""
    rule_id = authority.get(check)
    if rule_id is None:
        raise UnauthorisedCheck(rulebook, check)
    return rule_id


def _variant(book: Rulebook, default: EngineCheck, *checks: EngineCheck) -> EngineCheck:
    """The first of ``checks`` a rule of ``book`` enforces: the variant the rulebook plays; ``default``
    when it names none (the engine then plays the default, and cites a rule only if one enforces it:
    a citation no rule backs is an :class:`UnauthorisedCheck`, never a made-up ID)."""
    for check in checks:
        if book.enforcer(check) is not None:
            return check
    return default


def block_rules_from(book: Rulebook) -> BlockRules:
    """Build the engine parameters of a block-game rulebook; a rulebook of another family is a :class:`SetupError`."""
    if book.game.family != BLOCK.name:
        raise SetupError(
            f"rulebook {book.id} is of the {book.game.family} family, not {BLOCK.name}: the block engine cannot play it"
        )
    penalties: dict[str, PenaltyTerms] = {}
    for infraction, rule in book.penalty_rules().items():
        assert rule.penalty is not None
        fine = 0 if rule.penalty.fine is None else int(rule.parameter(rule.penalty.fine).value)
        penalties[infraction] = PenaltyTerms(
            rule.id,
            rule.penalty.consequences,
            rule.penalty.target,
            fine,
            frozenset(rule.enforces),
            MappingProxyType({p.name: int(p.value) for p in rule.parameters}),
        )
    return BlockRules(
        rulebook=book.id,
        max_pip=int(book.number("max_pip")),
        hand_size=int(book.number("hand_size")),
        clockwise=_variant(book, "play-counter-clockwise", "play-clockwise", "play-counter-clockwise")
        == "play-clockwise",
        lead_rotation=_lead_rotation(book),
        lock_rule="lowest-team"
        if _variant(book, "lock-lowest-player", "lock-lowest-team", "lock-lowest-player") == "lock-lowest-team"
        else "lowest-player",
        lock_tie="replay"
        if _variant(book, "lock-tie-void", "lock-tie-replay", "lock-tie-void") == "lock-tie-replay"
        else "void",
        scoring="opponents-pips"
        if _variant(book, "score-all-pips", "score-opponents-pips", "score-all-pips") == "score-opponents-pips"
        else "all-pips",
        target_score=int(book.number("target_score")),
        time_limit=int(book.number("time_limit")),
        penalties=MappingProxyType(penalties),
        authority=authority_of(book),
        set_games=_count(book, "set_games"),
        match_sets=_count(book, "match_sets"),
        cutoff_rounds=_optional(book, "cutoff_rounds"),
        number_rules=MappingProxyType({name: rule.id for name, (rule, _) in book.parameters().items()}),
    )


def _count(book: Rulebook, name: str) -> int:
    """A rulebook's optional count ``name`` (games per set...), else the family's declared default."""
    value = _optional(book, name)
    if value is None:
        raise SetupError(
            f"rulebook {book.id} has no parameter {name!r} and the {BLOCK.name} family declares no default"
        )
    return value


def _optional(book: Rulebook, name: str) -> int | None:
    """A rulebook's optional parameter ``name``, else the family's declared default (None: no such limit)."""
    return book.integer(name, BLOCK.default(name))


def _lead_rotation(book: Rulebook) -> LeadRotation:
    check = _variant(
        book,
        "lead-rotates-counter-clockwise",
        "lead-winning-team",
        "lead-to-winner",
        "lead-rotates-clockwise",
        "lead-rotates-counter-clockwise",
    )
    if check == "lead-winning-team":
        return "winning-team"
    if check == "lead-to-winner":
        return "winner"
    return "clockwise" if check == "lead-rotates-clockwise" else "counter-clockwise"


@lru_cache(maxsize=16)
def rules_for(rulebook_id: str) -> BlockRules:
    """The engine parameters of a rulebook in ``spec/``, loaded once."""
    return block_rules_from(cached_spec().rulebook(rulebook_id))
