"""The random event generator: a whole event from a seed, every hand played by the reference engine, for
every family (Swiss rounds and knock-outs: :mod:`organiser.families.matches`; Mexican Train hands:
:mod:`organiser.families.train`). The same arguments always give the same event.

>>> event = simulate("ndf-double-nine", "pairs", entrants=6, rounds=3, seed=1)
>>> len(event.rounds), [len(r.tables) for r in event.rounds]
(3, [3, 3, 3])
>>> len(simulate("mexican-train", "train", entrants=9, rounds=None, seed=1).rounds)
13
"""

from __future__ import annotations

from typing import Final

from organiser.families import family_of
from organiser.families.matches import game_rules as game_rules
from organiser.families.matches import simulate_matches
from organiser.model import FileMode, Tournament

FORFEITS: Final = 0.02
"""The share of simulated matches forfeited."""
FINES: Final = 0.02
"""The chance that a judge records a fine in a simulated round."""


def simulate(
    rulebook: str,
    mode: FileMode,
    entrants: int,
    rounds: int | None,
    seed: int,
    forfeit_rate: float = FORFEITS,
    penalty_rate: float = FINES,
) -> Tournament:
    """A random event of ``entrants`` over ``rounds`` rounds (a knock-out runs to its final, a Mexican Train event
    plays the rulebook's hands, unless ``rounds`` says fewer; a knock-out's 0 is its final too)."""
    family = family_of(mode)
    if (forfeit_rate, penalty_rate) == (FORFEITS, FINES):
        return family.simulate(rulebook, mode, entrants, rounds, seed)
    return simulate_matches(  # rates of forfeits and fines other than the usual: matches only
        rulebook,
        mode,
        entrants,
        rounds if rounds is not None else 5,
        seed,
        lambda event: family.next_round(event, None),
        forfeit_rate,
        penalty_rate,
    )
