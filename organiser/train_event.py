"""The Mexican Train event functions of the last release, kept one release for the callers that still use them
(``benchmarks/train.py``): the event is now the train family of the one organiser
(:mod:`organiser.families.train`), its file the one tournament file (:mod:`organiser.file`).

>>> import random
>>> event = simulate_event("mexican-train", 9, random.Random(1))
>>> len(event.hands), check_event(event)
(13, [])
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from organiser.checker import check
from organiser.families.train import simulate_event as simulate
from organiser.families.train import standing_rows
from organiser.model import Finding, Round, Tournament
from reference_impl.train import event as rules_of_event


@dataclass(frozen=True, slots=True)
class TrainEvent:
    """A Mexican Train event as the last release's callers read it: its hands are the event's rounds."""

    tournament: Tournament

    @property
    def hands(self) -> tuple[Round, ...]:
        return self.tournament.rounds


def simulate_event(
    rulebook: str, players: int, rng: random.Random, late_chance: float = 0.02, drop_chance: float = 0.01
) -> TrainEvent:
    """A whole event: every hand seated from the standings and played at each table by the engine."""
    return TrainEvent(simulate(rulebook, players, rng, late_chance, drop_chance))


def standings(event: TrainEvent) -> list[rules_of_event.Standing]:
    """The standings, lowest total first, dropped players last."""
    return rules_of_event.standings(standing_rows(event.tournament))


def check_event(event: TrainEvent) -> list[Finding]:
    """Every rule the recorded event breaks."""
    return check(event.tournament)
