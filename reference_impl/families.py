"""The engine families the reference implements, by the family name a rulebook's ``game.family`` gives.

A family's parameters are declared in :mod:`rulespec.families`; this registry
says which of those families have an engine here, and how to build the
engine's rules for a rulebook of it. A rulebook of a family with no entry is
refused (the adapter does not claim it; the simulator does not play it).

>>> sorted(ENGINES), implemented("block"), implemented("all-fives"), implemented("mexican-train")
(['all-fives', 'block', 'mexican-train'], True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from reference_impl.block.rules import BlockRules, block_rules_from
from reference_impl.errors import SetupError
from reference_impl.fives.rules import FivesRules, fives_rules_from
from reference_impl.train.rules import TrainRules, train_rules_from
from rulespec import Rulebook
from rulespec.families import ALL_FIVES, BLOCK, FAMILIES, MEXICAN_TRAIN, FamilyDeclaration

EngineRules = BlockRules | FivesRules | TrainRules
"""The engine parameters of a rulebook, of whichever family it is."""


@dataclass(frozen=True, slots=True)
class FamilyEngine:
    """One implemented family: its declaration and the builder of its engine rules."""

    declaration: FamilyDeclaration
    rules_from: Callable[[Rulebook], EngineRules]
    """The family's engine parameters for a rulebook of it."""


ENGINES: Final[MappingProxyType[str, FamilyEngine]] = MappingProxyType(
    {
        BLOCK.name: FamilyEngine(BLOCK, block_rules_from),
        ALL_FIVES.name: FamilyEngine(ALL_FIVES, fives_rules_from),
        MEXICAN_TRAIN.name: FamilyEngine(MEXICAN_TRAIN, train_rules_from),
    }
)
"""Family name -> its engine, for every family the reference implements."""

if not set(ENGINES) <= set(FAMILIES):
    raise RuntimeError(f"an engine for an undeclared family: {sorted(set(ENGINES) - set(FAMILIES))}")


def implemented(family: str) -> bool:
    """Whether the reference has an engine for ``family``."""
    return family in ENGINES


def engine_for(book: Rulebook) -> FamilyEngine:
    """The engine of ``book``'s family; a :class:`SetupError` naming the rulebook and family when there is none."""
    found = ENGINES.get(book.game.family)
    if found is None:
        raise SetupError(
            f"rulebook {book.id} is of the {book.game.family} family, which the reference does not implement "
            f"(implemented: {', '.join(sorted(ENGINES))})"
        )
    return found
