"""What fuzzing sends each family's rulebooks, and what an implementation must claim for it.

Kept apart from :mod:`conformance.fuzz` (which plays the reference) so that what reads a claim,
the implementations runner and the site, can tell whether and how an implementation is fuzzed
without the engine.
"""

from __future__ import annotations

from typing import Final

from conformance.messages import Capability, StartReply, claims
from rulespec import cached_spec
from rulespec.families import ALL_FIVES, MEXICAN_TRAIN

FORMS: Final[dict[str, tuple[Capability, ...]]] = {
    "block": ("hand", "deal-play"),
    ALL_FIVES.name: ("deal-play",),
    MEXICAN_TRAIN.name: ("train",),
}
"""The families fuzzing deals and plays, and the capabilities it can fuzz each with, the first preferred:
a block game is sent positions (``hand``) or, to an implementation only dealt its hands, complete deals
(``deal-play``); an all-fives game always complete deals; a train game ``train`` requests."""


def family_problem(rulebook: str) -> str | None:
    """Why fuzzing cannot deal and play ``rulebook`` at all (None: it can)."""
    try:
        book = cached_spec().rulebook(rulebook)
    except KeyError:
        return f"no rulebook {rulebook!r} in the spec"
    if book.game.family not in FORMS:
        return (
            f"fuzzing deals and plays block, all-fives and train games only; {book.id} is "
            f"of the {book.game.family} family"
        )
    return None


def fuzz_capability(claim: StartReply, rulebook: str) -> Capability | None:
    """The capability fuzzing ``rulebook`` uses with an implementation that claims ``claim`` (None: none it claims)."""
    if family_problem(rulebook) is not None:
        return None
    options = FORMS[cached_spec().rulebook(rulebook).game.family]
    return next((capability for capability in options if claims(claim, rulebook, capability)), None)


def not_fuzzed(claim: StartReply, rulebook: str) -> str | None:
    """Why an implementation that claims ``claim`` cannot be fuzzed on ``rulebook`` (None: it can)."""
    problem = family_problem(rulebook)
    if problem is not None:
        return problem
    if fuzz_capability(claim, rulebook) is None:
        options = FORMS[cached_spec().rulebook(rulebook).game.family]
        return f"it does not claim {' or '.join(options)} for {rulebook}, which fuzzing {rulebook} needs"
    return None


__all__ = ["FORMS", "family_problem", "fuzz_capability", "not_fuzzed"]
