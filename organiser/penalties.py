"""Penalties an organiser records: each under a rule of the event's rulebook that gives points.

A rule that fines a fixed number of points (``fine`` among its consequences, the amount a parameter)
gives exactly that many; a rule that leaves the penalty to the judge (``judge-decides``) takes the
points the judge gives. Any other rule (one that names no penalty, or one whose penalty is a
forfeit, a suspension...) is not recorded as points, and a rule of another rulebook not at all.

>>> points_for("ndf-double-nine", "NDF-3.1", None)
25
>>> points_for("ndf-double-nine", "NDF-3.1", 30)
Traceback (most recent call last):
...
organiser.penalties.PenaltyError: NDF-3.1 fines 25 points, not 30
>>> points_for("fmd-singles", "NDF-3.1", 25)
Traceback (most recent call last):
...
organiser.penalties.PenaltyError: NDF-3.1 is not a rule of fmd-singles (its rules are FMDS-...)
"""

from __future__ import annotations

from rulespec import Rule, cached_spec


class PenaltyError(ValueError):
    """A penalty no rule of the event's rulebook gives: names the rule and why."""


def rule_of(rulebook: str, rule_id: str) -> Rule:
    """The rule ``rule_id`` of ``rulebook``; a :class:`PenaltyError` for a rule of another rulebook or none."""
    book = cached_spec().rulebook(rulebook)
    try:
        return book.rule(rule_id)
    except KeyError:
        raise PenaltyError(f"{rule_id} is not a rule of {rulebook} (its rules are {book.prefix}-...)") from None


def fixed_fine(rulebook: str, rule_id: str) -> int | None:
    """The points ``rule_id`` fines (None: the judge decides them); a :class:`PenaltyError` for a rule that
    gives no points penalty."""
    rule = rule_of(rulebook, rule_id)
    penalty = rule.penalty
    if penalty is None:
        raise PenaltyError(f"{rule_id} names no penalty: cite the rule whose penalty the judge applies")
    if "fine" in penalty.consequences and penalty.fine is not None:
        return int(cached_spec().rulebook(rulebook).number(penalty.fine))
    if "judge-decides" in penalty.consequences:
        return None
    said = ", ".join(penalty.consequences)
    raise PenaltyError(f"{rule_id}'s penalty is {said}, not points: record what the rule says, not a penalty")


def points_for(rulebook: str, rule_id: str, points: int | None) -> int:
    """The points a penalty under ``rule_id`` takes: the rule's fine, or what the judge gives (``points``)."""
    fine = fixed_fine(rulebook, rule_id)
    if fine is None:
        if points is None:
            raise PenaltyError(f"{rule_id} leaves the penalty to the judge: give the points (--points N)")
        if points < 1:
            raise PenaltyError(f"{rule_id}: a penalty is 1 point or more, not {points}")
        return points
    if points is not None and points != fine:
        raise PenaltyError(f"{rule_id} fines {fine} points, not {points}")
    return fine


def problem(rulebook: str, rule_id: str, points: int) -> str | None:
    """What is wrong with a recorded penalty of ``points`` under ``rule_id`` (None: nothing)."""
    if not rule_id:
        return "the penalty cites no rule: every penalty is recorded under a rule of the rulebook"
    try:
        points_for(rulebook, rule_id, points)
    except PenaltyError as exc:
        return str(exc)
    return None
