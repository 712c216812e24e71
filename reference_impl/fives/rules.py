"""The all-fives engine's view of a rulebook: its numbers and the rule IDs its checks cite, read from the spec.

Which parameters the family needs is :data:`rulespec.families.ALL_FIVES`; nothing here is a literal of its own.

>>> rules = rules_for("wcdt-all-fives")
>>> rules.target_score, rules.count_unit, rules.rule_for("score-open-ends"), rules.rule_of("target_score")
(250, 5, 'WCDT-4.4', 'WCDT-1.2')
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from types import MappingProxyType
from typing import Final, Literal, get_args

from reference_impl.block.rules import authorised, authority_of
from reference_impl.errors import SetupError
from reference_impl.tiles import Seat
from rulespec import Rulebook, cached_spec
from rulespec.families import ALL_FIVES
from rulespec.model import EngineCheck

Number = Literal[
    "max_pip", "hand_size", "singles_players", "doubles_players", "target_score", "count_unit", "match_games"
]
"""The rulebook's numbers the engine plays by (each held by one rule of the rulebook)."""


@dataclass(frozen=True, slots=True)
class FivesRules:
    """Typed, frozen parameters of an all-fives rulebook."""

    rulebook: str
    max_pip: int
    hand_size: int
    singles_players: int
    doubles_players: int
    target_score: int
    count_unit: int
    match_games: int
    authority: MappingProxyType[EngineCheck, str]
    """Engine check -> the rule ID that is its authority in this rulebook."""
    number_rules: MappingProxyType[Number, str]
    """Each number -> the rule that holds it: the rule a setup breaks by going past the number."""

    def rule_of(self, number: Number) -> str:
        """The rule that holds ``number``: a setup refused for breaking the number names it."""
        return self.number_rules[number]

    def check_table(self, seats: Collection[Seat], who: str) -> None:
        """A :class:`SetupError` under the rule that seats the players unless ``seats`` (``who``: the players
        dealt, the players drawing) make a singles or a doubles table with both partnerships at it."""
        if len(seats) not in (self.singles_players, self.doubles_players):
            raise SetupError(
                f"{len(seats)} {who}: {self.rulebook} plays singles with {self.singles_players} "
                f"and doubles with {self.doubles_players}",
                self.rule_of("singles_players"),
            )
        if len({seat.team for seat in seats}) < 2:
            raise SetupError(
                f"the {who} are all of one partnership: opponents sit in both partnerships",
                self.rule_of("singles_players"),
            )

    def rule_for(self, check: EngineCheck) -> str:
        """The rule ID an illegal action names for ``check``; :class:`UnauthorisedCheck` when no rule enforces it."""
        return authorised(self.rulebook, self.authority, check)

    def has(self, check: EngineCheck) -> bool:
        """Whether a rule of this rulebook enforces ``check``."""
        return check in self.authority

    def round_count(self, pips: int) -> int:
        """``pips`` rounded to the nearest multiple of the count unit (half-way, which five never meets, rounds up).

        >>> rules = rules_for("wcdt-all-fives")
        >>> [rules.round_count(n) for n in (0, 2, 3, 22, 23, 27, 28)]
        [0, 0, 5, 20, 25, 25, 30]
        """
        rest = pips % self.count_unit
        return pips - rest + (self.count_unit if 2 * rest >= self.count_unit else 0)

    def scores(self, count: int) -> int:
        """What a play that leaves the line's count at ``count`` scores: the count when it is a positive
        multiple of the count unit, else nothing.

        >>> rules = rules_for("wcdt-all-fives")
        >>> [rules.scores(n) for n in (0, 4, 5, 10, 13, 25)]
        [0, 0, 5, 10, 0, 25]
        """
        return count if count > 0 and count % self.count_unit == 0 else 0


ALWAYS_PLAYED: Final[Mapping[EngineCheck, str]] = MappingProxyType(
    {
        "play-clockwise": "plays clockwise",
        "lead-rotates-clockwise": "passes the down clockwise from game to game",
    }
)
"""What the all-fives engine does in every rulebook it plays, with no other way built in: a rulebook must
enforce each of these checks, or the engine would quietly play another game than the rulebook's."""

NEVER_PLAYED: Final[Mapping[EngineCheck, str]] = MappingProxyType(
    {
        "first-tile-lie": "how the first tile lies",
        "first-double-across": "a first double laid across",
    }
)
"""What the all-fives engine does not model (the spinner's four sides are its only lie): a rulebook that
enforces one of these checks is refused, or the engine would quietly leave the rule unplayed."""


def fives_rules_from(book: Rulebook) -> FivesRules:
    """Build the engine parameters of an all-fives rulebook; a rulebook of another family is a :class:`SetupError`."""
    if book.game.family != ALL_FIVES.name:
        raise SetupError(
            f"rulebook {book.id} is of the {book.game.family} family, not {ALL_FIVES.name}: "
            "the all-fives engine cannot play it"
        )
    authority = authority_of(book)
    holders = book.parameters()
    misfits = [
        f"no rule enforces {c}, but the engine always {ALWAYS_PLAYED[c]}" for c in ALWAYS_PLAYED if c not in authority
    ] + [
        f"{authority[c]} states {NEVER_PLAYED[c]}, which the engine does not model"
        for c in NEVER_PLAYED
        if c in authority
    ]
    if misfits:
        raise SetupError(
            f"rulebook {book.id}: {'; '.join(misfits)}: the all-fives engine cannot play it",
        )
    return FivesRules(
        rulebook=book.id,
        max_pip=int(book.number("max_pip")),
        hand_size=int(book.number("hand_size")),
        singles_players=int(book.number("singles_players")),
        doubles_players=int(book.number("doubles_players")),
        target_score=int(book.number("target_score")),
        count_unit=int(book.number("count_unit")),
        match_games=int(book.number("match_games")),
        authority=authority,
        number_rules=MappingProxyType({name: holders[name][0].id for name in get_args(Number)}),
    )


def with_match_games(rules: FivesRules, games: int | None) -> FivesRules:
    """``rules`` with the event's own match length: ``games`` won win a match (None: the rulebook's own, the
    best two of three in WCDT-1.4). A length of no game is a :class:`SetupError` under the rule that holds it.

    >>> rules = rules_for("wcdt-all-fives")
    >>> with_match_games(rules, None).match_games, with_match_games(rules, 1).match_games
    (2, 1)
    >>> with_match_games(rules, 0)
    Traceback (most recent call last):
    ...
    reference_impl.errors.SetupError: WCDT-1.4: a match won by 0 games: an event's match length is 1 game won or more
    """
    if games is None:
        return rules
    if games < 1:
        rule = rules.rule_of("match_games")
        raise SetupError(f"{rule}: a match won by {games} games: an event's match length is 1 game won or more", rule)
    return replace(rules, match_games=games)


def rules_for(rulebook_id: str) -> FivesRules:
    """The engine parameters of an all-fives rulebook in ``spec/`` as loaded now.

    Built once per rulebook content (the cache is keyed by the frozen rulebook itself), so a spec read
    again from elsewhere (``DOMINO_RULES_SPEC``) is never answered with numbers of the one before.
    """
    return _rules_of(cached_spec().rulebook(rulebook_id))


@lru_cache(maxsize=16)
def _rules_of(book: Rulebook) -> FivesRules:
    return fives_rules_from(book)
