"""The checker: every rule a recorded event breaks, and every result that does not add up, for every family.

The family's own checks (:meth:`~organiser.families.base.Family.check`: each recorded round recomputed
from everything recorded before it: the pairing or seating the rules give, byes, conflicts, results that
add up) and, for every family, each penalty against the rule it cites: a rule that gives points, the
points it gives. Each finding names the round (a Mexican Train hand), the table or entrant, and the rule.

>>> from organiser.model import Entrant, Round, TableRecord, Tournament, Result
>>> event = Tournament("ndf-double-nine", "pairs", tuple(Entrant(e) for e in "ABCD"),
...     (Round(1, (TableRecord(("A", "C"), Result((150, 20))), TableRecord(("B", "D"), Result((90, 151))))),))
>>> for finding in check(event): print(finding)
round 1, table 1: NDF-1.2: not the pairing the standings give: expected A v B, recorded A v C
"""

from __future__ import annotations

from organiser.families import family_of
from organiser.families.matches import is_pairing
from organiser.model import Finding as Finding
from organiser.model import Tournament
from organiser.penalties import problem as penalty_problem


def check(tournament: Tournament) -> list[Finding]:
    """Every finding, round by round, then the penalties'; empty when the event keeps every rule."""
    family = family_of(tournament.mode)
    findings = family.check(tournament)
    for penalty in tournament.penalties:
        wrong = penalty_problem(tournament.rulebook, penalty.rule, penalty.points)
        if wrong is None:
            wrong = family.penalty_problem(tournament, penalty)
        if wrong is not None:
            findings.append(
                Finding(
                    penalty.round,
                    penalty.rule,
                    f"penalty of {penalty.entrant}: {wrong}",
                    entrant=penalty.entrant,
                    unit=family.unit,
                )
            )
    return findings


def grouped(findings: list[Finding]) -> list[tuple[Finding, tuple[Finding, ...]]]:
    """Each problem once, with what may follow from it under it.

    Every round is paired from the standings of the rounds before, so once one round is not the pairing
    the rules give, later rounds paired from the results as recorded may differ too: the pairing
    findings of later rounds are listed under the first one (they may, or may not, follow from it).

    >>> first = Finding(2, "NDF-1.2", "not the pairing the standings give: ...", table=1)
    >>> later = Finding(3, "NDF-1.2", "not the pairing the standings give: ...", table=2)
    >>> score = Finding(3, "NDF-1.3", "both sides reached the target", table=1)
    >>> [(f.round, len(after)) for f, after in grouped([first, score, later])]
    [(2, 1), (3, 0)]
    """
    out: list[tuple[Finding, list[Finding]]] = []
    lead: list[Finding] | None = None
    for finding in findings:
        if is_pairing(finding) and lead is not None:
            lead.append(finding)
            continue
        follow: list[Finding] = []
        out.append((finding, follow))
        if is_pairing(finding) and lead is None:
            lead = follow
    return [(finding, tuple(after)) for finding, after in out]
