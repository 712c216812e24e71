"""The engine's view of a train rulebook: its numbers and the rule each check cites, read from the spec.

Every number is a named parameter of ``spec/<rulebook>.yaml`` declared by the train family
(:data:`rulespec.families.MEXICAN_TRAIN`); every rule ID comes from the rule that lists the check in
its ``enforces``.

>>> rules = train_rules_for("mexican-train")
>>> rules.hand_size, rules.going_out_score, rules.double_blank_value, (rules.table_min, rules.table_max)
(12, -25, 50, (2, 7))
>>> rules.rule_for("train-satisfy-double")
'MT-R7.1'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from reference_impl.block.rules import authorised, authority_of
from reference_impl.errors import SetupError
from rulespec import Rulebook, cached_spec
from rulespec.families import MEXICAN_TRAIN
from rulespec.model import EngineCheck


@dataclass(frozen=True, slots=True)
class PenaltyTerm:
    """A rule that carries a penalty: the infraction it names, and whether the organiser sets its points."""

    rule_id: str
    judge_decides: bool


@dataclass(frozen=True, slots=True)
class TrainRules:
    """Typed, frozen parameters of a train game."""

    rulebook: str
    max_pip: int
    hand_size: int
    event_hands: int
    awarded_places: int
    table_min: int
    table_max: int
    double_blank_value: int
    going_out_score: int
    late_points_per_minute: int
    late_limit: int
    absent_points: int
    tap_draw: int
    authority: MappingProxyType[EngineCheck, str]
    """Engine check -> the rule ID that is its authority in this rulebook."""
    penalties: MappingProxyType[str, PenaltyTerm]
    """Infraction kind -> the rule whose penalty names it."""

    def rule_for(self, check: EngineCheck) -> str:
        """The rule ID an illegal action or outcome names for ``check`` (:class:`UnauthorisedCheck` when none)."""
        return authorised(self.rulebook, self.authority, check)

    def has(self, check: EngineCheck) -> bool:
        """Whether a rule of this rulebook enforces ``check``."""
        return check in self.authority


def train_rules_from(book: Rulebook) -> TrainRules:
    """The engine parameters of a train rulebook; a rulebook of another family is a :class:`SetupError`."""
    if book.game.family != MEXICAN_TRAIN.name:
        raise SetupError(
            f"rulebook {book.id} is of the {book.game.family} family, not {MEXICAN_TRAIN.name}: "
            "the train engine cannot play it"
        )

    def number(name: str) -> int:
        return int(book.number(name))

    return TrainRules(
        rulebook=book.id,
        max_pip=number("max_pip"),
        hand_size=number("hand_size"),
        event_hands=number("event_hands"),
        awarded_places=number("awarded_places"),
        table_min=number("table_min"),
        table_max=number("table_max"),
        double_blank_value=number("double_blank_value"),
        going_out_score=number("going_out_score"),
        late_points_per_minute=number("late_points_per_minute"),
        late_limit=number("late_limit"),
        absent_points=number("absent_points"),
        tap_draw=number("tap_draw"),
        authority=authority_of(book),
        penalties=MappingProxyType(
            {kind: PenaltyTerm(rule.id, rule.judge_decides) for kind, rule in book.penalty_rules().items()}
        ),
    )


@lru_cache(maxsize=8)
def train_rules_for(rulebook_id: str) -> TrainRules:
    """The engine parameters of a train rulebook in ``spec/``, loaded once."""
    return train_rules_from(cached_spec().rulebook(rulebook_id))
