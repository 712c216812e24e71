"""The event around the hands: lateness, standings by lowest total, tables and seat order.

>>> from reference_impl.train.rules import train_rules_for
>>> rules = train_rules_for("mexican-train")
>>> [late_score(rules, m) for m in (0, 1, 5, 10)]
[0, 5, 25, 50]
>>> absent_score(rules, [12, -25, 40])
90
>>> table_sizes(rules, 16)
(6, 5, 5)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reference_impl.errors import IllegalAction, SetupError
from reference_impl.train.rules import TrainRules


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """Points the organiser adds to a player's hand score for an infraction, under the rule that names it."""

    rule_id: str
    infraction: str
    seat: int
    points: int


def organiser_penalty(rules: TrainRules, kind: str, seat: int, points: int | None, players: int) -> PenaltyRecord:
    """An infraction the organiser records during a hand: only a rule whose penalty the organiser decides,
    with the points the organiser gives. A record the rules refuse (an infraction whose penalty the organiser
    does not decide, such as lateness, scored from the minutes; a record without the organiser's points) is an
    :class:`IllegalAction` naming the rule; one that cannot be made (a kind the rulebook does not name, a seat
    not at the table) a :class:`SetupError`.

    >>> from reference_impl.train.rules import train_rules_for
    >>> rules = train_rules_for("mexican-train")
    >>> organiser_penalty(rules, "infraction", 2, 10, 4).rule_id
    'MT-X1.1'
    >>> organiser_penalty(rules, "infraction", 2, None, 4)
    Traceback (most recent call last):
    ...
    reference_impl.errors.IllegalAction: MT-X1.1: MT-X1.1 leaves the penalty to the organiser: the record must give its points
    """
    term = rules.penalties.get(kind)
    if term is None:
        raise SetupError(
            f"rulebook {rules.rulebook} has no infraction {kind!r} (known: {', '.join(sorted(rules.penalties))})"
        )
    if not 1 <= seat <= players:
        raise SetupError(f"no seat {seat} at a table of {players}")
    if not term.judge_decides:
        raise IllegalAction(term.rule_id, f"{kind!r} is not recorded as an action of a train hand (see the rule)")
    if points is None:
        raise IllegalAction(
            term.rule_id, f"{term.rule_id} leaves the penalty to the organiser: the record must give its points"
        )
    return PenaltyRecord(term.rule_id, kind, seat, points)


def plays_the_hand(rules: TrainRules, minutes: int) -> bool:
    """Whether a player ``minutes`` late still plays the hand (the table waits up to the limit)."""
    rule = rules.rule_for("train-lateness")
    if minutes < 0:
        raise SetupError(f"{minutes} minutes late: lateness is counted from the official start, 0 or more", rule)
    return minutes <= rules.late_limit


def late_score(rules: TrainRules, minutes: int) -> int:
    """Points a player who plays the hand scores for arriving ``minutes`` (whole minutes) after the start.

    A player past the limit does not play the hand: :func:`absent_score` applies instead.
    """
    if not plays_the_hand(rules, minutes):
        raise SetupError(
            f"{minutes} minutes late is past the {rules.late_limit}-minute limit of "
            f"{rules.rule_for('train-lateness')}: the table plays without the player (absent_score)"
        )
    return minutes * rules.late_points_per_minute


def decided_late_score(rules: TrainRules, minutes: int, decided: int | None) -> int:
    """The lateness points of a player who plays the hand: the organiser's ``decided`` points, anything from
    nothing to the published points (:func:`late_score`, 5 a whole minute), which also apply when the organiser
    decides nothing (None).

    >>> from reference_impl.train.rules import train_rules_for
    >>> rules = train_rules_for("mexican-train")
    >>> decided_late_score(rules, 5, None), decided_late_score(rules, 5, 0), decided_late_score(rules, 5, 25)
    (25, 0, 25)
    >>> decided_late_score(rules, 5, 30)
    Traceback (most recent call last):
    ...
    reference_impl.errors.SetupError: MT-T1.1: 30 points for 5 minutes late: the organiser gives 0 to 25, the published 5 a minute being the most
    """
    published = late_score(rules, minutes)
    if decided is None:
        return published
    if not 0 <= decided <= published:
        rule = rules.rule_for("train-lateness")
        raise SetupError(
            f"{rule}: {decided} points for {minutes} minutes late: the organiser gives 0 to {published}, "
            f"the published {rules.late_points_per_minute} a minute being the most",
            rule,
        )
    return decided


def late_points(rules: TrainRules, minutes: int, decided: int | None, table_scores: Sequence[int] | None) -> int | None:
    """What a late player scores for the lateness: a player who plays, :func:`decided_late_score`; a player the
    table played without, the fixed :func:`absent_score` once the hand's ``table_scores`` are known (None
    before), which leaves the organiser nothing to decide (a decision for such a player is a :class:`SetupError`).
    """
    if plays_the_hand(rules, minutes):
        return decided_late_score(rules, minutes, decided)
    if decided is not None:
        rule = rules.rule_for("train-lateness")
        raise SetupError(
            f"{rule}: {minutes} minutes late is past the {rules.late_limit}-minute limit: the player scores the fixed "
            f"{rules.absent_points} and the table's highest hand, not points the organiser decides",
            rule,
        )
    return None if table_scores is None else absent_score(rules, table_scores)


def absent_score(rules: TrainRules, table_scores: Sequence[int]) -> int:
    """A player the table played without scores the fixed points plus the highest score made at the table."""
    if not table_scores:
        raise SetupError(f"{rules.rule_for('train-lateness')}: a table without players has no highest hand")
    return rules.absent_points + max(table_scores)


def drops_out(missed_last_hand: bool, absent_now: bool) -> bool:
    """Whether a player is dropped for absence: they missed the last hand (the table played without them)
    and are not present when the next one starts. A first absence is lateness only, and a player back after
    a missed hand plays on.

    >>> drops_out(True, True), drops_out(False, True), drops_out(True, False)
    (True, False, False)
    """
    return missed_last_hand and absent_now


def table_sizes(rules: TrainRules, players: int) -> tuple[int, ...]:
    """The fewest tables of at most ``table_max`` for ``players``, sizes differing by one at most, larger first."""
    rule = rules.rule_for("train-table-size")
    if players < rules.table_min:
        raise SetupError(f"{players} players: {rule} needs at least {rules.table_min} at a table", rule)
    count = -(-players // rules.table_max)
    base, extra = divmod(players, count)
    return tuple(base + 1 if index < extra else base for index in range(count))


@dataclass(frozen=True, slots=True)
class Standing:
    """An entrant's accumulated total and scores hand by hand; ``dropped`` ranks them after every finisher."""

    entrant: str
    scores: tuple[int, ...]
    dropped: bool = False

    @property
    def total(self) -> int:
        return sum(self.scores)


def standings(rows: Sequence[Standing]) -> list[Standing]:
    """Lowest total first, then the lower score in the latest hand, then the hand before...; dropped players
    last; entry order settles what is left level.

    >>> rows = [Standing("a", (10, 5)), Standing("b", (5, 10)), Standing("c", (1,), dropped=True)]
    >>> [row.entrant for row in standings(rows)]
    ['a', 'b', 'c']
    """
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.dropped, row.total, tuple(reversed(row.scores)), order[row.entrant]))


def seat_tables(rules: TrainRules, rows: Sequence[Standing]) -> list[list[str]]:
    """The tables of the next hand: the standings of the players still in, cut into :func:`table_sizes`; each
    table's list is its seat order (seat 1 first, the lowest total)."""
    rules.rule_for("train-seat-order")
    active = [row.entrant for row in standings(rows) if not row.dropped]
    tables: list[list[str]] = []
    start = 0
    for size in table_sizes(rules, len(active)):
        tables.append(active[start : start + size])
        start += size
    return tables


def start_problems(rules: TrainRules, starts: Sequence[int]) -> list[tuple[str, str] | None]:
    """For each starting double of the event so far, in order: None, or (rule ID, why it may not start a hand).

    >>> from reference_impl.train.rules import train_rules_for
    >>> start_problems(train_rules_for("mexican-train"), [12, 5, 12, 13])
    [None, None, ('MT-R2.1', '12-12 has started a hand already'), ('MT-R2.1', '13-13 is not in a double-12 set')]
    """
    rule = rules.rule_for("train-double-once")
    used: set[int] = set()
    out: list[tuple[str, str] | None] = []
    for start in starts:
        if not 0 <= start <= rules.max_pip:
            out.append((rule, f"{start}-{start} is not in a double-{rules.max_pip} set"))
        elif start in used:
            out.append((rule, f"{start}-{start} has started a hand already"))
        else:
            used.add(start)
            out.append(None)
    return out


def doubles_left(rules: TrainRules, starts: Sequence[int]) -> list[int]:
    """The numbers of the doubles that have not started a hand of the event yet, lowest first.

    >>> from reference_impl.train.rules import train_rules_for
    >>> doubles_left(train_rules_for("mexican-train"), [12, 11, 0, 5])
    [1, 2, 3, 4, 6, 7, 8, 9, 10]
    """
    used = set(starts)
    return [n for n in range(rules.max_pip + 1) if n not in used]


def next_hand(rules: TrainRules, rows: Sequence[Standing]) -> int | None:
    """The number of the next hand (1 for the first); None once the event's hands are played."""
    rules.rule_for("train-event-hands")
    played = max((len(row.scores) for row in rows), default=0)
    return None if played >= rules.event_hands else played + 1


def level(first: Standing, second: Standing) -> bool:
    """Whether two players share a place: the same score in every hand, so no tie-break separates them
    (entry order, which settles the order they are listed and seated in, places nobody)."""
    return first.scores == second.scores


def awarded(rules: TrainRules, rows: Sequence[Standing]) -> list[str]:
    """Once every hand is played, the best players still in the event, as many as places are awarded, and
    every player level with the last of them (a shared place is awarded to each who shares it).

    >>> from reference_impl.train.rules import train_rules_for
    >>> rows = [Standing(name, (score,) * 13) for name, score in (("a", 1), ("b", 2), ("c", 3), ("d", 3), ("e", 3))]
    >>> awarded(train_rules_for("mexican-train"), rows)
    ['a', 'b', 'c', 'd', 'e']
    """
    if next_hand(rules, rows) is not None:
        return []
    ranked = [row for row in standings(rows) if not row.dropped]
    cut = ranked[: rules.awarded_places]
    shared = [row for row in ranked[len(cut) :] if cut and level(row, cut[-1])]
    return [row.entrant for row in cut + shared]
