"""What each game family needs from a rulebook: its declared parameters.

A rulebook's ``game.family`` selects an engine family. This module is the one
place where a family declares the parameters a rulebook of it must hold
(required) or may hold (optional, with the default the engine uses when it is
absent), each with its unit and meaning. The loader checks every rulebook
against its family's declaration; the engine reads optional defaults from
here, never from a literal of its own.

A family whose parameters are not yet declared is known (a rulebook may name
it) but no rulebook of it loads until its declaration is written here.

>>> BLOCK.required_names()
('max_pip', 'hand_size', 'target_score', 'time_limit')
>>> BLOCK.default("set_games"), BLOCK.default("cutoff_rounds")
(1, None)
>>> family("draw").declared, family("mexican-train").declared
(False, True)
>>> MEXICAN_TRAIN.parameter("going_out_score")
RequiredParameter(name='going_out_score', unit='points', meaning='score of the player who goes out (a credit: below zero)', negative=True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from rulespec.grammar import MAX_PIP
from rulespec.model import GAME_FAMILIES, GameFamily, Unit


@dataclass(frozen=True, slots=True)
class RequiredParameter:
    """A parameter every rulebook of the family must hold."""

    name: str
    """The parameter's name."""
    unit: Unit
    """Its unit."""
    meaning: str
    """What the number is."""
    negative: bool = False
    """True: the number is a credit, a whole number at most -1 (the -25 for going out in a train game)."""


@dataclass(frozen=True, slots=True)
class OptionalParameter:
    """A parameter a rulebook of the family may hold; ``default`` applies when it does not.

    A ``None`` default means the absence itself is the rule (no such limit).
    """

    name: str
    """The parameter's name."""
    unit: Unit
    """Its unit."""
    meaning: str
    """What the number is."""
    default: int | None
    """The value the engine uses when a rulebook leaves the parameter out (null: no such limit)."""


@dataclass(frozen=True, slots=True)
class FamilyDeclaration:
    """The parameters of one game family, as a rulebook of it must give them."""

    name: GameFamily
    """The family's name (a rulebook's ``game.family``)."""
    summary: str
    """What the family's games are."""
    declared: bool
    """False: the family is known, its parameters are not declared yet (no rulebook of it loads)."""
    required: tuple[RequiredParameter, ...] = ()
    """The parameters every rulebook of the family must hold."""
    optional: tuple[OptionalParameter, ...] = ()
    """The parameters a rulebook of the family may hold, with their defaults."""
    sources: tuple[str, ...] = ()
    """Source documents (IDs in ``spec/sources.yaml``) the declaration is drawn from or should be."""
    players: int | None = None
    """Players at a table who are each dealt ``hand_size`` tiles (None: the family deals no fixed hands)."""
    largest_table: str | None = None
    """With ``players`` None: the parameter giving the most players a table of the family deals to."""
    multiples: tuple[tuple[str, str], ...] = ()
    """Pairs (parameter, unit parameter): the first must be a whole multiple of the second (a target the
    scores, all multiples of a unit, can reach exactly)."""
    set_aside: int = 0
    """Tiles taken out of the set before the deal (the starting double of a train game)."""

    def required_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.required)

    def parameter(self, name: str) -> RequiredParameter | OptionalParameter | None:
        """The declaration of parameter ``name``, or None when the family does not declare it."""
        for required in self.required:
            if required.name == name:
                return required
        for option in self.optional:
            if option.name == name:
                return option
        return None

    def default(self, name: str) -> int | None:
        """The default of optional parameter ``name``; a ``KeyError`` if the family declares no such option."""
        for option in self.optional:
            if option.name == name:
                return option.default
        raise KeyError(f"family {self.name!r} declares no optional parameter {name!r}")


BLOCK: Final = FamilyDeclaration(
    players=4,
    name="block",
    summary="a partnership or individual game where a player who cannot play passes (no drawing)",
    declared=True,
    required=(
        RequiredParameter(
            "max_pip", "pips", "highest number on a tile end (the set: 6 for double-six, 9 for double-nine)"
        ),
        RequiredParameter("hand_size", "tiles", "tiles dealt to each player"),
        RequiredParameter("target_score", "points", "points that win a game (a match when it is a single game)"),
        RequiredParameter("time_limit", "minutes", "playing time of a match"),
    ),
    optional=(
        OptionalParameter("set_games", "games", "games that win a set", 1),
        OptionalParameter("match_sets", "sets", "sets that win a match", 1),
        OptionalParameter("cutoff_rounds", "rounds", "the last rounds in which time may be called", None),
    ),
    sources=("ndf-double-nine", "doral-partnership", "fmd-singles", "fmd-couples"),
)
"""The block family, as :func:`reference_impl.block.rules.block_rules_from` reads a rulebook."""

ALL_FIVES: Final = FamilyDeclaration(
    name="all-fives",
    summary="a draw game with a spinner, scoring whenever the open ends add up to a multiple of five",
    declared=True,
    required=(
        RequiredParameter("max_pip", "pips", "highest number on a tile end (double-six)"),
        RequiredParameter("hand_size", "tiles", "tiles each player takes at the start of a hand"),
        RequiredParameter("singles_players", "players", "players at a singles table (the rest is the bone-yard)"),
        RequiredParameter("doubles_players", "players", "players at a doubles table, in two partnerships"),
        RequiredParameter("target_score", "points", "points that win a game"),
        RequiredParameter(
            "count_unit", "points", "a count scores when it is a multiple of this; end-of-hand counts round to it"
        ),
        RequiredParameter("match_games", "games", "games that win a match"),
        RequiredParameter(
            "match_sets",
            "sets",
            "sets that win a knock-out match (1: the match is one run of games, won by match_games)",
        ),
    ),
    sources=("wcdt-all-fives",),
    largest_table="doubles_players",
    multiples=(("target_score", "count_unit"),),
)
"""The all-fives family, as :func:`reference_impl.fives.rules.fives_rules_from` reads a rulebook.

``players`` stays None: a rulebook of it deals to ``singles_players`` or ``doubles_players``, and the
loader checks that the larger table's hands fit in the set (:func:`number_problems`).

>>> number_problems(ALL_FIVES, {"max_pip": 6, "hand_size": 8, "doubles_players": 4})
[('hand_size', '4 players dealt 8 tiles each need 32 tiles, and a double-6 set holds 28')]
>>> number_problems(ALL_FIVES, {"target_score": 249, "count_unit": 5})
[('target_score', 'must be a multiple of count_unit (5), as every score is')]
"""

DRAW: Final = FamilyDeclaration(
    name="draw",
    summary="a game where a player who cannot play draws from the bone-yard",
    declared=False,
)

MEXICAN_TRAIN: Final = FamilyDeclaration(
    name="mexican-train",
    summary=(
        "a train game: from a starting double each player builds a personal train, drawing when unable "
        "to play; an individual event of a fixed number of hands, lowest accumulated score first"
    ),
    declared=True,
    required=(
        RequiredParameter("max_pip", "pips", "highest number on a tile end (12 for double-twelve)"),
        RequiredParameter("hand_size", "tiles", "tiles each player draws at the start of a hand"),
        RequiredParameter("event_hands", "hands", "hands in the whole event"),
        RequiredParameter("awarded_places", "players", "places awarded at the end of the event"),
        RequiredParameter("table_min", "players", "fewest players at a table"),
        RequiredParameter("table_max", "players", "most players at a table"),
        RequiredParameter("double_blank_value", "points", "what the double blank counts in a hand"),
        RequiredParameter(
            "going_out_score", "points", "score of the player who goes out (a credit: below zero)", negative=True
        ),
        RequiredParameter("late_points_per_minute", "points", "points a late player scores per whole minute late"),
        RequiredParameter("late_limit", "minutes", "longest a table waits; later, it plays without the player"),
        RequiredParameter("absent_points", "points", "points a player scores for a hand the table played without them"),
        RequiredParameter("tap_draw", "tiles", "tiles drawn by a player who did not tap their last tile in time"),
    ),
    sources=("mexican-train",),
    largest_table="table_max",
    set_aside=1,
)
"""Drawn from the Mexican Train tournament rules; played by :mod:`reference_impl.train`."""

FAMILIES: Final[MappingProxyType[str, FamilyDeclaration]] = MappingProxyType(
    {declaration.name: declaration for declaration in (BLOCK, DRAW, ALL_FIVES, MEXICAN_TRAIN)}
)
"""Every family a rulebook may name, by name (the same names as :data:`rulespec.model.GAME_FAMILIES`)."""

if set(FAMILIES) != set(GAME_FAMILIES):
    raise RuntimeError(f"declare every game family, and only those: {sorted(FAMILIES)} != {sorted(GAME_FAMILIES)}")


def family(name: str) -> FamilyDeclaration:
    """The declaration of family ``name``; a ``KeyError`` naming the known families otherwise."""
    found = FAMILIES.get(name)
    if found is None:
        raise KeyError(f"no game family {name!r} (known: {', '.join(FAMILIES)})")
    return found


def tiles_in_set(max_pip: int) -> int:
    """How many tiles a double-``max_pip`` set holds.

    >>> tiles_in_set(6), tiles_in_set(9)
    (28, 55)
    """
    return (max_pip + 1) * (max_pip + 2) // 2


def number_problems(declaration: FamilyDeclaration, values: Mapping[str, float]) -> list[tuple[str, str]]:
    """What is wrong with a rulebook's declared numbers, alone or together: (parameter name, problem).

    Every declared parameter counts something (pips, tiles, points, minutes, games...), so it is a
    whole number, at least 1; ``max_pip`` is at most :data:`rulespec.grammar.MAX_PIP`; and the hands
    dealt at a table fit in the set.

    >>> number_problems(BLOCK, {"max_pip": 6, "hand_size": 7, "target_score": 200, "time_limit": 45})
    []
    >>> number_problems(BLOCK, {"max_pip": 6, "hand_size": 8, "target_score": 200, "time_limit": 45})
    [('hand_size', '4 players dealt 8 tiles each need 32 tiles, and a double-6 set holds 28')]
    >>> number_problems(BLOCK, {"max_pip": 13, "hand_size": 7, "target_score": 0, "time_limit": 45})
    [('max_pip', 'at most 12 pips (the largest set tiles are written for)'), ('target_score', 'must be a whole number, at least 1')]
    """
    problems: list[tuple[str, str]] = []
    names = [p.name for p in declaration.required] + [p.name for p in declaration.optional]
    for name in names:
        value = values.get(name)
        if value is None:
            continue
        declared = declaration.parameter(name)
        if isinstance(declared, RequiredParameter) and declared.negative:
            if value != int(value) or value > -1:
                problems.append((name, "must be a whole number, at most -1 (a credit)"))
        elif value != int(value) or value < 1:
            problems.append((name, "must be a whole number, at least 1"))
        elif name == "max_pip" and value > MAX_PIP:
            problems.append((name, f"at most {MAX_PIP} pips (the largest set tiles are written for)"))
    for name, unit in declaration.multiples:
        value, step = values.get(name), values.get(unit)
        if value is not None and step is not None and not problems and int(value) % int(step):
            problems.append((name, f"must be a multiple of {unit} ({int(step)}), as every score is"))
    max_pip, hand_size = values.get("max_pip"), values.get("hand_size")
    players = declaration.players
    if players is None and declaration.largest_table is not None:
        table = values.get(declaration.largest_table)
        players = None if table is None else int(table)
    starting = declaration.set_aside
    if players is not None and max_pip is not None and hand_size is not None and not problems:
        needed = players * int(hand_size) + starting
        held = tiles_in_set(int(max_pip))
        if needed > held:
            problems.append(
                (
                    "hand_size",
                    f"{players} players dealt {int(hand_size)} tiles each"
                    + (" and a starting double" if starting else "")
                    + f" need {needed} tiles, "
                    f"and a double-{int(max_pip)} set holds {held}",
                )
            )
    return problems
