"""The decision faults of the train family (Mexican Train): one engine function decided the wrong way.

Each decision of the ``# mexican-train`` block of :data:`rulespec.faults.FaultDecision` is realised here as a
replacement for one function of :mod:`reference_impl.train.hand`, :mod:`reference_impl.train.event` or
:mod:`conformance.reference_train`, the way a third-party engine with that one bug would decide: the
replacement calls the reference's own function wherever it decides the same, so the fault is that one
decision and nothing else. :func:`tests.faux.faults._decision_patches` dispatches here first.

The engine's functions are looked up as module attributes at run time (``hand._play`` calls ``_complete``,
the adapter calls ``event.standings``...), so replacing the attribute is enough; no function replaced here is
cached (the cached ``train_rules_for`` is left alone: decisions change no rule).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from types import ModuleType
from typing import Final

import conformance.reference_train as adapter
from conformance.messages import EventEntrant, LateReply, TrainAction, TrainPenaltyReply
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.tiles import Tile
from reference_impl.train import event
from reference_impl.train import hand as engine
from reference_impl.train.rules import TrainRules
from rulespec.faults import FAULT_DECISIONS, FaultDecision

Patch = tuple[ModuleType | type, str, object]
"""(module or class, name, the object to put there)."""

# The reference's own functions, kept before any fault replaces them.
_strict_apply: Final = engine.apply
_strict_play: Final = engine._play  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_draw: Final = engine._draw  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_pass: Final = engine._pass  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_complete: Final = engine._complete  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_finish: Final = engine._finish  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_laid: Final = engine._laid  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_available: Final = engine.available
_strict_next_seat: Final = engine.next_seat
_strict_standings: Final = event.standings
_strict_seat_tables: Final = event.seat_tables
_strict_table_sizes: Final = event.table_sizes
_strict_awarded: Final = event.awarded
_strict_start_problems: Final = event.start_problems
_strict_late_score: Final = event.late_score
_strict_absent_score: Final = event.absent_score
_strict_penalty: Final = adapter._penalty  # pyright: ignore[reportPrivateUsage]  # the fault wraps the adapter's own step
_strict_rows: Final = adapter._rows  # pyright: ignore[reportPrivateUsage]  # the fault wraps the adapter's own step
_strict_late: Final = adapter._late  # pyright: ignore[reportPrivateUsage]  # the fault wraps the adapter's own step
_strict_new_hand: Final = engine.new_hand
_strict_drops_out: Final = event.drops_out
_strict_late_points: Final = event.late_points
_strict_next_hand: Final = event.next_hand
_strict_chosen_end: Final = engine.chosen_end
_strict_legal_moves: Final = engine.legal_moves
_strict_organiser_penalty: Final = event.organiser_penalty

PlayFn = Callable[[engine.TrainHand, engine.Play], engine.TrainHand]
PassFn = Callable[[engine.TrainHand, engine.Pass], engine.TrainHand]


def _with_marker(state: engine.TrainHand, name: engine.TrainName, marker: str | None) -> engine.TrainHand:
    """``state`` with the marker of train ``name`` set to ``marker``."""
    trains = list(state.trains)
    at = state.trains.index(state.train(name))
    trains[at] = replace(trains[at], marker=marker)
    return replace(state, trains=tuple(trains))


def _unheld_play(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """Whether the player holds the tile played is never checked."""
    if action.tile in state.hand(action.seat):
        return _strict_play(state, action)
    hands = list(state.hands)
    hands[action.seat - 1] = hands[action.seat - 1] | {action.tile}
    return _strict_play(replace(state, hands=tuple(hands)), action)


# -- where a tile may go (MT-R4.1, MT-R13.1) ----------------------------------------------------------
def _every_train(state: engine.TrainHand, seat: int) -> tuple[engine.TrainName, ...]:
    """Every train takes anyone's tile, open or not."""
    return tuple(train.name for train in state.trains)


def _mexican_after_own(state: engine.TrainHand, seat: int) -> tuple[engine.TrainName, ...]:
    """The Mexican train only for a player whose own train is started (a common house rule)."""
    trains = _strict_available(state, seat)
    if state.train(seat).tiles:
        return trains
    return tuple(name for name in trains if name != engine.MEXICAN)


def _second_side_to_all(state: engine.TrainHand, seat: int) -> tuple[engine.TrainName, ...]:
    """The free side of a double is open to everyone, whoever owns the train and whether it is open or not."""
    trains = _strict_available(state, seat)
    sides: tuple[engine.TrainName, ...] = tuple(
        train.name for train in state.trains if len(train.ends) > 1 and train.name not in trains
    )
    return (*trains, *sides)


def _first_tile_any(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """The first tile of a train need not show the starting double's number: it is laid from its own end."""
    train = state.train(action.train)
    if train.tiles or any(action.tile.fits(end) for end in train.ends) or state.owed is not None:
        return _strict_play(state, action)
    trains = list(state.trains)
    trains[state.trains.index(train)] = replace(train, ends=(action.tile.high,))
    return _strict_play(replace(state, trains=tuple(trains)), action)


def _one_side(ends: tuple[int, ...], index: int, tile: Tile, end: int) -> tuple[int, ...]:
    """A double leaves one open end, like any other tile."""
    laid = _strict_laid(ends, index, tile, end)
    return laid[:-1] if tile.is_double else laid


def _three_sides(ends: tuple[int, ...], index: int, tile: Tile, end: int) -> tuple[int, ...]:
    """A double is laid as a cross: three free sides, not two."""
    laid = _strict_laid(ends, index, tile, end)
    return (*laid, laid[-1]) if tile.is_double else laid


def _anyone_closes(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """Any tile laid on an open train takes its owner's marker off, whoever lays it."""
    played = _strict_play(state, action)
    if action.train == engine.MEXICAN or action.train == action.seat or played.outcome is not None:
        return played
    if played.train(action.train).marker is None:
        return played
    owner = int(action.train)
    return replace(_with_marker(played, owner, None), forgotten=played.forgotten - {owner})


# -- turns, doubles and drawing (MT-R1.1, MT-R5.1, MT-R6.1, MT-R7.1, MT-R8.1) ----------------------------
def _any_turn(state: engine.TrainHand, action: engine.Action) -> engine.TrainHand:
    """Whose turn it is is never checked: whoever acts, plays."""
    if isinstance(action, engine.Tap) or state.outcome is not None or action.seat == state.turn:
        return _strict_apply(state, action)
    if not 1 <= action.seat <= state.players:
        return _strict_apply(state, action)
    return _strict_apply(replace(state, turn=action.seat, drawn=False, continuing=False), action)


def _anticlockwise(state: engine.TrainHand, seat: int) -> int:
    """Play goes anticlockwise: seat 1, then the last seat, down to seat 2."""
    _strict_next_seat(state, seat)
    return (seat - 2) % state.players + 1


def _double_ends_turn(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """A double ends the turn like any other tile; the next player must satisfy it."""
    played = _strict_play(state, action)
    if not played.continuing:
        return played
    return engine._complete(replace(played, continuing=False), action.seat, laid=True)  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _second_tile_anywhere(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """The second tile after one's own double may go anywhere; the double then waits for the next players."""
    owed = state.owed
    if owed is None or not state.continuing or (action.train == owed.train and action.tile.fits(owed.pips)):
        return _strict_play(state, action)
    played = _strict_play(replace(state, owed=None), action)
    if played.outcome is not None or played.owed is not None:
        return played
    return replace(played, owed=owed)


def _unbinding_double(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """A double need not be satisfied: any legal play is accepted, and the double waits on."""
    owed = state.owed
    if owed is None or (action.train == owed.train and action.tile.fits(owed.pips)):
        return _strict_play(state, action)
    played = _strict_play(replace(state, owed=None), action)
    if played.outcome is not None or played.owed is not None:
        return played
    return replace(played, owed=owed)


def _owed_by_layer_only(state: engine.TrainHand, action: engine.Pass) -> engine.TrainHand:
    """Only the player who laid a double must satisfy it: once they fail, the next player is free."""
    passed = _strict_pass(state, action)
    if passed.outcome is not None or passed.owed is None:
        return passed
    return replace(passed, owed=None)


def _draw_until_able(state: engine.TrainHand, action: engine.Draw) -> engine.TrainHand:
    """A player who cannot play draws until able (or the bone-yard is empty), not one tile."""
    return _strict_draw(replace(state, drawn=False), action)


def _marker_without_drawing(state: engine.TrainHand, action: engine.Pass) -> engine.TrainHand:
    """A player who cannot play may put the marker down without drawing first."""
    return replace(_strict_pass(replace(state, drawn=True), action), drawn=False)


def _blocked_at_first_empty_pass(state: engine.TrainHand, action: engine.Pass) -> engine.TrainHand:
    """The hand ends blocked as soon as one player passes with the bone-yard empty."""
    passed = _strict_pass(state, action)
    if passed.outcome is not None or state.boneyard:
        return passed
    return engine._finish(passed, "blocked", None, state.rules.rule_for("train-blocked-hand"))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _open_double_at_first_failure(state: engine.TrainHand, action: engine.Pass) -> engine.TrainHand:
    """The hand ends as an Open Double as soon as one player fails the double."""
    passed = _strict_pass(state, action)
    if passed.outcome is not None or passed.owed is None:
        return passed
    return engine._finish(passed, "open-double", None, state.rules.rule_for("train-open-double"))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _open_double_waits(state: engine.TrainHand, action: engine.Pass) -> engine.TrainHand:
    """A double nobody satisfies goes round the table again while anything is left to draw."""
    owed = state.owed
    if owed is None or not state.boneyard:
        return _strict_pass(state, action)
    passed = _strict_pass(replace(state, owed=replace(owed, failures=0)), action)
    return passed if passed.owed is None else replace(passed, owed=replace(owed, failures=owed.failures + 1))


# -- markers (MT-R9.1, MT-R10.1) ------------------------------------------------------------------------
def _never_closed_by_play(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """Playing on one's own open train never takes the marker off: it stays until the owner's next turn."""
    if action.train == action.seat and state.train(action.seat).marker is not None:
        return _strict_play(state, replace(action, close=False))
    return _strict_play(state, action)


def _marker_left_anywhere(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """Leaving the marker on is accepted on any train, marker or none (it changes nothing there)."""
    if not action.close and (action.train != action.seat or state.train(action.seat).marker is None):
        return _strict_play(state, replace(action, close=True))
    return _strict_play(state, action)


def _forgotten_marker_taken_off(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """A forgotten marker comes off as soon as another player plays on that train."""
    played = _strict_play(state, action)
    train = action.train
    if train == engine.MEXICAN or train == action.seat or int(train) not in state.forgotten:
        return played
    if played.outcome is not None:
        return played
    owner = int(train)
    return replace(_with_marker(played, owner, None), forgotten=played.forgotten - {owner})


def _forgotten_marker_kept(state: engine.TrainHand, seat: int, laid: bool) -> engine.TrainHand:
    """A forgotten marker does not come off at its owner's next turn: it stays until the owner plays on the
    train."""
    following = engine.next_seat(state, seat)
    if following not in state.forgotten:
        return _strict_complete(state, seat, laid)
    kept = state.train(following).marker
    return _with_marker(_strict_complete(state, seat, laid), following, kept)


def _marker_never_forgotten(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """A play on one's own open train always takes the marker off, forgotten or not."""
    if action.train == action.seat and state.train(action.seat).marker is not None:
        return _strict_play(state, replace(action, close=True))
    return _strict_play(state, action)


# -- the last tile (MT-R11.1, MT-R12.1) -------------------------------------------------------------------
def _tap_late_once_next_acts(state: engine.TrainHand, action: engine.Action) -> engine.TrainHand:
    """The tap is too late as soon as the next player does anything (draws, plays or passes)."""
    untapped = state.untapped
    if untapped is None or isinstance(action, engine.Tap) or action.seat != untapped[1] or state.outcome is not None:
        return _strict_apply(state, action)
    rules = state.rules
    taken, boneyard = state.boneyard[: rules.tap_draw], state.boneyard[rules.tap_draw :]
    hands = list(state.hands)
    penalties = state.penalties
    if taken:
        hands[untapped[0] - 1] = hands[untapped[0] - 1] | set(taken)
        penalties = (*penalties, engine.TapPenalty(rules.rule_for("train-tap-last-tile"), untapped[0], taken))
    late = replace(state, hands=tuple(hands), boneyard=boneyard, penalties=penalties, untapped=None)
    return _strict_apply(late, action)


def _last_double_owed(state: engine.TrainHand, end: engine.HandEnd, out: int | None, rule_id: str) -> engine.TrainHand:
    """A double played as the last tile must still be satisfied: the player has not gone out yet."""
    rules = state.rules
    last = state.history[-1] if state.history else None
    if end != "out" or out is None or rule_id != rules.rule_for("train-last-double-exempt"):
        return _strict_finish(state, end, out, rule_id)
    assert isinstance(last, engine.Play)
    return replace(state, owed=engine.OwedDouble(last.train, last.tile.high, out), continuing=True)


def _last_double_open(state: engine.TrainHand, end: engine.HandEnd, out: int | None, rule_id: str) -> engine.TrainHand:
    """A double played as the last tile ends the hand unsatisfied, as an Open Double: nobody goes out."""
    rules = state.rules
    if end != "out" or rule_id != rules.rule_for("train-last-double-exempt"):
        return _strict_finish(state, end, out, rule_id)
    return _strict_finish(state, "open-double", None, rules.rule_for("train-open-double"))


# -- the event (MT-F3.1, MT-F4.1, MT-F6.1, MT-R1.1, MT-R2.1, MT-T1.2) ----------------------------------
def _sizes_remainder_last(rules: TrainRules, players: int) -> tuple[int, ...]:
    """Full tables of the most players a table seats, in order; what is left makes the last table."""
    _strict_table_sizes(rules, players)
    full, left = divmod(players, rules.table_max)
    return (*([rules.table_max] * full), *((left,) if left else ()))


def _smaller_tables_first(rules: TrainRules, players: int) -> tuple[int, ...]:
    """Tables as equal as they can be, but the smaller ones first (the top of the standings)."""
    return tuple(sorted(_strict_table_sizes(rules, players)))


def _seated_descending(rules: TrainRules, rows: Sequence[event.Standing]) -> list[list[str]]:
    """Each table seated from the highest total: seat 1 is the player doing worst."""
    return [list(reversed(table)) for table in _strict_seat_tables(rules, rows)]


def _earliest_hand_first(rows: Sequence[event.Standing]) -> list[event.Standing]:
    """Equal totals separated by the first hand, then the second..., not by the latest."""
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.dropped, row.total, row.scores, order[row.entrant]))


def _entry_order_ties(rows: Sequence[event.Standing]) -> list[event.Standing]:
    """Equal totals left in entry order: no hand-by-hand tie-break."""
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.dropped, row.total, order[row.entrant]))


def _dropped_by_total(rows: Sequence[event.Standing]) -> list[event.Standing]:
    """A dropped player ranked by total among the finishers, not after them."""
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.total, tuple(reversed(row.scores)), order[row.entrant]))


def _highest_awarded(rules: TrainRules, rows: Sequence[event.Standing]) -> list[str]:
    """The highest totals take the prizes (the scores read as in games scored up)."""
    if event.next_hand(rules, rows) is None:
        ranked = [row for row in event.standings(rows) if not row.dropped]
        return [row.entrant for row in reversed(ranked)][: rules.awarded_places]
    return _strict_awarded(rules, rows)


def _dropped_awarded(rules: TrainRules, rows: Sequence[event.Standing]) -> list[str]:
    """A dropped player can take a prize: the awarded places go by the standings of everyone."""
    if event.next_hand(rules, rows) is None:
        ranked = sorted(rows, key=lambda row: (row.total, tuple(reversed(row.scores))))
        places = min(rules.awarded_places, len(ranked))
        while 0 < places < len(ranked) and event.level(ranked[places], ranked[places - 1]):
            places += 1
        return [row.entrant for row in ranked[:places]]
    return _strict_awarded(rules, rows)


def _dropped_seated(rules: TrainRules, rows: Sequence[event.Standing]) -> list[list[str]]:
    """A dropped player is still seated at the next hand."""
    return _strict_seat_tables(rules, [replace(row, dropped=False) for row in rows])


def _repeats_allowed(rules: TrainRules, starts: Sequence[int]) -> list[tuple[str, str] | None]:
    """A double may start more than one hand; only a double outside the set is refused."""
    return [_strict_start_problems(rules, [start])[0] for start in starts]


def _any_double_number(rules: TrainRules, starts: Sequence[int]) -> list[tuple[str, str] | None]:
    """A starting double is never checked against the set: only a repeat is refused."""
    problems = _strict_start_problems(rules, starts)
    return [
        None if not 0 <= start <= rules.max_pip else problem for start, problem in zip(starts, problems, strict=True)
    ]


def _absent_seated(entrants: list[EventEntrant]) -> list[event.Standing]:
    """A player who missed the last hand and is absent again is seated as usual (only a drop unseats)."""
    return _strict_rows([{**entrant, "absent": False} for entrant in entrants])


def _absent_struck(entrants: list[EventEntrant]) -> list[event.Standing]:
    """A player who missed the last hand and is absent again is struck off: not seated, not in the standings."""
    return _strict_rows(
        [entrant for entrant in entrants if not (entrant.get("missed", False) and entrant.get("absent", False))]
    )


# -- lateness (MT-T1.1) ---------------------------------------------------------------------------------
def _per_started_minute(rules: TrainRules, minutes: int) -> int:
    """Every minute begun counts: N whole minutes late cost N + 1 minutes (on time costs nothing)."""
    points = _strict_late_score(rules, minutes)
    return points + rules.late_points_per_minute if minutes > 0 else points


def _absent_flat(rules: TrainRules, table_scores: Sequence[int]) -> int:
    """The player the table played without scores the fixed points only, not the table's highest hand too."""
    _strict_absent_score(rules, table_scores)
    return rules.absent_points


def _absent_pays_minutes(
    rules: TrainRules, state: engine.TrainHand, minutes: int, decided: int | None = None
) -> LateReply:
    """The player the table played without pays the minutes late as well as the fixed points and the highest
    hand."""
    reply = _strict_late(rules, state, minutes, decided)
    points = reply["points"]
    if reply["plays"] or points is None:
        return reply
    return {**reply, "points": points + minutes * rules.late_points_per_minute}


# -- the organiser's penalties (MT-F7.1, MT-S3.1, MT-X1.1) ----------------------------------------------
def _cited_under_general(kind: str) -> Callable[[str, TrainAction, engine.TrainHand], TrainPenaltyReply]:
    """A record of ``kind`` filed under the rulebook's general infraction rule, not its own."""

    def penalty(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
        reply = _strict_penalty(rulebook, message, state)
        if message["type"] != "infraction" or message["kind"] != kind:
            return reply
        general = _strict_penalty(rulebook, {**message, "kind": "infraction"}, state)
        return {**reply, "rule": general["rule"]}

    return penalty


def _kind_unknown(kind: str) -> Callable[[str, TrainAction, engine.TrainHand], TrainPenaltyReply]:
    """A record of ``kind`` refused as an infraction the engine does not know."""

    def penalty(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
        if message["type"] == "infraction" and message["kind"] == kind:
            return _strict_penalty(rulebook, {**message, "kind": f"unknown-{kind}"}, state)
        return _strict_penalty(rulebook, message, state)

    return penalty


def _refused_after_hand(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
    """An infraction recorded once the hand is over is refused, like a move would be."""
    if state.outcome is not None and message["type"] == "infraction":
        return _strict_penalty(rulebook, {**message, "kind": "after-the-hand"}, state)
    return _strict_penalty(rulebook, message, state)


def _to_seat_on_turn(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
    """The organiser's penalty charged to the player to play, not to the offender named."""
    reply = _strict_penalty(rulebook, message, state)
    return {**reply, "seat": state.turn}


def _points_ignored(rulebook: str, message: TrainAction, state: engine.TrainHand) -> TrainPenaltyReply:
    """The organiser's penalty recorded, but without the points the organiser set."""
    reply = _strict_penalty(rulebook, message, state)
    return {**reply, "points": 0}


# -- the edges of issue 32: a second double, a fresh deal, a tap with nothing to draw, shared places,
# -- absences and the organiser's lateness points ----------------------------------------------------------
def _doubles_in_a_row(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """After one's own double, another double may be laid anywhere it fits, and it is the one owed (the house
    rule of doubles in a row)."""
    owed = state.owed
    if owed is None or not state.continuing or not action.tile.is_double:
        return _strict_play(state, action)
    return _strict_play(replace(state, owed=None), action)


def _deal_at_least(
    rules: TrainRules,
    start: int,
    hands: Mapping[int, Iterable[Tile]],
    boneyard: Sequence[Tile] = (),
    trains: Mapping[engine.TrainName, Sequence[Tile]] | None = None,
    markers: Iterable[int] = (),
    turn: int = 1,
) -> engine.TrainHand:
    """A fresh deal is checked for at least the hand size: a player dealt more is accepted as dealt."""
    held = {seat: sorted(tiles) for seat, tiles in hands.items()}
    extra = {seat: tiles[rules.hand_size :] for seat, tiles in held.items()}
    trimmed = {seat: tiles[: rules.hand_size] for seat, tiles in held.items()}
    if not any(extra.values()):
        return _strict_new_hand(rules, start, hands, boneyard, trains, markers, turn)
    moved = [tile for tiles in extra.values() for tile in tiles]
    state = _strict_new_hand(rules, start, trimmed, [*boneyard, *moved], trains, markers, turn)
    return replace(
        state,
        hands=tuple(frozenset(held[seat]) for seat in state.seats),
        boneyard=state.boneyard[: len(state.boneyard) - len(moved)],
    )


def _tap_kept_when_nothing_to_draw(state: engine.TrainHand, seat: int, laid: bool) -> engine.TrainHand:
    """A tap found late with the bone-yard empty stays owed: the player may still tap later."""
    untapped = state.untapped
    completed = _strict_complete(state, seat, laid)
    if untapped is not None and untapped[1] == seat and not state.boneyard and completed.untapped is None:
        return replace(completed, untapped=untapped)
    return completed


def _awarded_cut_at_places(rules: TrainRules, rows: Sequence[event.Standing]) -> list[str]:
    """Exactly the awarded number of places: players sharing the last one are cut by entry order."""
    return _strict_awarded(rules, rows)[: rules.awarded_places]


def _awarded_dense_places(rules: TrainRules, rows: Sequence[event.Standing]) -> list[str]:
    """Places counted densely: every player within the first three distinct results is awarded, so two
    sharing second leave a third place too."""
    if event.next_hand(rules, rows) is not None:
        return []
    ranked = [row for row in event.standings(rows) if not row.dropped]
    out: list[str] = []
    results: list[tuple[int, ...]] = []
    for row in ranked:
        if row.scores not in results:
            if len(results) == rules.awarded_places:
                break
            results.append(row.scores)
        out.append(row.entrant)
    return out


def _dropped_when_absent(missed_last_hand: bool, absent_now: bool) -> bool:
    """Any player absent when a hand starts is dropped, even the first time."""
    _strict_drops_out(missed_last_hand, absent_now)
    return absent_now


def _dropped_when_missed(missed_last_hand: bool, absent_now: bool) -> bool:
    """A player who missed a hand is dropped, even when back for the next."""
    _strict_drops_out(missed_last_hand, absent_now)
    return missed_last_hand


def _late_points_published_only(
    rules: TrainRules, minutes: int, decided: int | None, table_scores: Sequence[int] | None
) -> int | None:
    """The organiser's points are checked but never used: the published 5 a minute always apply."""
    _strict_late_points(rules, minutes, decided, table_scores)
    return _strict_late_points(rules, minutes, None, table_scores)


def _late_points_uncapped(
    rules: TrainRules, minutes: int, decided: int | None, table_scores: Sequence[int] | None
) -> int | None:
    """The organiser may give more than the published rate: any number of points of nothing or more."""
    if decided is not None and decided >= 0 and event.plays_the_hand(rules, minutes):
        return decided
    return _strict_late_points(rules, minutes, decided, table_scores)


def _late_points_credit(
    rules: TrainRules, minutes: int, decided: int | None, table_scores: Sequence[int] | None
) -> int | None:
    """The organiser may give a late player a credit: points below nothing are accepted."""
    if decided is not None and decided < 0 and event.plays_the_hand(rules, minutes):
        return decided
    return _strict_late_points(rules, minutes, decided, table_scores)


def _late_points_for_absent(
    rules: TrainRules, minutes: int, decided: int | None, table_scores: Sequence[int] | None
) -> int | None:
    """The organiser's points also replace the fixed score of a player the table played without."""
    if decided is not None and not event.plays_the_hand(rules, minutes):
        return decided
    return _strict_late_points(rules, minutes, decided, table_scores)


# -- the kinds of bug applied across the rules (spec/faults/kinds.yaml) -----------------------------------
def _over_when_all_played(rules: TrainRules, rows: Sequence[event.Standing]) -> int | None:
    """The event is over only once every player has played every hand: the fewest hands anyone played count."""
    _strict_next_hand(rules, rows)
    played = min((len(row.scores) for row in rows), default=0)
    return None if played >= rules.event_hands else played + 1


def _seated_three_at_least(rules: TrainRules, rows: Sequence[event.Standing]) -> list[list[str]]:
    """The seating forms tables of three players at least: two players left are no table."""
    players = len([row for row in rows if not row.dropped])
    if players < 3:
        rule = rules.rule_for("train-table-size")
        raise SetupError(f"{players} players: {rule} needs at least 3 at a table", rule)
    return _strict_seat_tables(rules, rows)


def _awarded_above_the_next(rules: TrainRules, rows: Sequence[event.Standing]) -> list[str]:
    """Only players strictly better than the first player not awarded take a prize: a place shared across the
    cut is awarded to nobody."""
    if event.next_hand(rules, rows) is not None:
        return []
    ranked = [row for row in event.standings(rows) if not row.dropped]
    cut, rest = ranked[: rules.awarded_places], ranked[rules.awarded_places :]
    return [row.entrant for row in cut if not (rest and event.level(row, rest[0]))]


def _ties_by_last_hand_only(rows: Sequence[event.Standing]) -> list[event.Standing]:
    """Equal totals separated by the last hand only, then entry order: the hands before are never read."""
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.dropped, row.total, row.scores[-1:], order[row.entrant]))


def _dropped_first(rows: Sequence[event.Standing]) -> list[event.Standing]:
    """A dropped player ranked before every finisher, the sort on the dropped mark the wrong way round."""
    order = {row.entrant: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (not row.dropped, row.total, tuple(reversed(row.scores)), order[row.entrant]))


def _dropped_struck(entrants: list[EventEntrant]) -> list[event.Standing]:
    """A player who drops is struck off the standings, total and all, as a withdrawn entrant of a Swiss event."""
    return _strict_rows([entrant for entrant in entrants if not entrant.get("dropped", False)])


def _seat_ties_by_entry(rules: TrainRules, rows: Sequence[event.Standing]) -> list[list[str]]:
    """Players with equal totals are seated in entry order: the seating never reads the tie-breaks."""
    rules.rule_for("train-seat-order")
    order = {row.entrant: index for index, row in enumerate(rows)}
    active = [row.entrant for row in sorted(rows, key=lambda r: (r.total, order[r.entrant])) if not row.dropped]
    tables: list[list[str]] = []
    for size in event.table_sizes(rules, len(active)):
        tables.append(active[:size])
        active = active[size:]
    return tables


def _seated_by_last_hand(rules: TrainRules, rows: Sequence[event.Standing]) -> list[list[str]]:
    """Each table seated by the score of the last hand alone, not by the accumulated total."""
    return _strict_seat_tables(rules, [replace(row, scores=row.scores[-1:]) for row in rows])


def _doubles_descending(rules: TrainRules, starts: Sequence[int]) -> list[tuple[str, str] | None]:
    """The hands start from the double twelve down to the double blank, as home games play them: any other
    order is refused."""
    rule = rules.rule_for("train-double-once")
    problems = _strict_start_problems(rules, starts)
    return [
        problem
        if problem is not None or start == rules.max_pip - index
        else (rule, f"hand {index + 1} starts from the {rules.max_pip - index}-{rules.max_pip - index}")
        for index, (start, problem) in enumerate(zip(starts, problems, strict=True))
    ]


def _fits_high(tile: Tile, end: int) -> bool:
    """Whether ``tile`` matches ``end``, read by its higher number only."""
    return tile.high == end


def _chosen_by_high_half(
    ends: tuple[int, ...], tile: Tile, wanted: int | None = None, named: int | None = None
) -> int | None:
    """A tile is laid against an end its higher number matches; its lower number is never looked at."""
    index = _strict_chosen_end(ends, tile, wanted, named)
    if index is not None and _fits_high(tile, ends[index]):
        return index
    fitting = [
        i
        for i, end in enumerate(ends)
        if _fits_high(tile, end) and (wanted is None or end == wanted) and (named is None or end == named)
    ]
    return min(fitting, key=lambda i: (ends[i], i)) if fitting else None


def _moves_by_high_half(state: engine.TrainHand) -> list[engine.Move]:
    """The legal plays listed match an end by the tile's higher number only."""
    return [
        move
        for move in _strict_legal_moves(state)
        if any(_fits_high(move.tile, end) for end in state.train(move.train).ends)
    ]


def _no_mexican_train(state: engine.TrainHand, seat: int) -> tuple[engine.TrainName, ...]:
    """No public Mexican train: only the player's own train and the open ones take a tile."""
    return tuple(name for name in _strict_available(state, seat) if name != engine.MEXICAN)


def _draw_while_able(state: engine.TrainHand, action: engine.Draw) -> engine.TrainHand:
    """A player who can play may draw anyway (once a turn, while the bone-yard holds tiles)."""
    if state.drawn or not state.boneyard or not _strict_legal_moves(state):
        return _strict_draw(state, action)
    hands = list(state.hands)
    hands[action.seat - 1] = hands[action.seat - 1] | {state.boneyard[0]}
    return replace(state, hands=tuple(hands), boneyard=state.boneyard[1:], drawn=True, history=(*state.history, action))


def _absent_scores_out_player(rules: TrainRules, table_scores: Sequence[int]) -> int:
    """The player the table played without scores the fixed points plus the score of the player who went out
    (the hand's winner, the lowest), not the table's highest hand."""
    _strict_absent_score(rules, table_scores)
    return rules.absent_points + min(table_scores)


def _record_without_points(
    rules: TrainRules, kind: str, seat: int, points: int | None, players: int
) -> event.PenaltyRecord:
    """An organiser's record without points is taken as a penalty of nothing."""
    return _strict_organiser_penalty(rules, kind, seat, 0 if points is None else points, players)


def _no_play_after_drawing_for_a_double(state: engine.TrainHand, action: engine.Play) -> engine.TrainHand:
    """A player who owes a double and has drawn may only put the marker down, though the drawn tile satisfies it."""
    if state.owed is not None and state.drawn:
        raise IllegalAction(
            state.rules.rule_for("train-satisfy-double"),
            f"seat {action.seat} has drawn for the {state.owed.pips}-{state.owed.pips}: the marker goes down",
        )
    return _strict_play(state, action)


def _second_tile_accepted(state: engine.TrainHand, action: engine.Action) -> engine.TrainHand:
    """A player who has just played a tile may play another: one tile a turn is never checked."""
    if (
        isinstance(action, engine.Play)
        and state.outcome is None
        and action.seat == state.last_player
        and action.seat != state.turn
    ):
        return _strict_apply(replace(state, turn=action.seat), action)
    return _strict_apply(state, action)


def _marker_closes(state: engine.TrainHand, seat: int) -> tuple[engine.TrainName, ...]:
    """The marker read the other way: another player's train takes a tile only while it has no marker."""
    _strict_available(state, seat)
    return tuple(
        train.name
        for train in state.trains
        if train.name == seat or train.name == engine.MEXICAN or train.marker is None
    )


def _late_by_periods_of_five(rules: TrainRules, minutes: int) -> int:
    """Lateness charged as the FMD rulebooks charge it: 25 points for each whole 5 minutes, nothing under 5."""
    _strict_late_score(rules, minutes)
    return (minutes // 5) * 5 * rules.late_points_per_minute


# -- the dispatch ---------------------------------------------------------------------------------------
_PATCHES: Final[dict[str, list[Patch]]] = {
    "train-tile-not-held-played": [(engine, "_play", _unheld_play)],
    "train-any-train-playable": [(engine, "available", _every_train)],
    "train-mexican-after-own-train": [(engine, "available", _mexican_after_own)],
    "train-first-tile-any-number": [(engine, "_play", _first_tile_any)],
    "train-anyone-closes-open-train": [(engine, "_play", _anyone_closes)],
    "train-double-one-side": [(engine, "_laid", _one_side)],
    "train-double-three-sides": [(engine, "_laid", _three_sides)],
    "train-second-side-open-to-all": [(engine, "available", _second_side_to_all)],
    "train-turn-unchecked": [(engine, "apply", _any_turn)],
    "train-play-anticlockwise": [(engine, "next_seat", _anticlockwise)],
    "train-double-ends-turn": [(engine, "_play", _double_ends_turn)],
    "train-second-tile-anywhere": [(engine, "_play", _second_tile_anywhere)],
    "train-double-needs-no-satisfaction": [(engine, "_play", _unbinding_double)],
    "train-double-owed-by-layer-only": [(engine, "_pass", _owed_by_layer_only)],
    "train-draw-until-able": [(engine, "_draw", _draw_until_able)],
    "train-marker-without-drawing": [(engine, "_pass", _marker_without_drawing)],
    "train-blocked-at-first-empty-pass": [(engine, "_pass", _blocked_at_first_empty_pass)],
    "train-open-double-at-first-failure": [(engine, "_pass", _open_double_at_first_failure)],
    "train-open-double-waits-for-empty-boneyard": [(engine, "_pass", _open_double_waits)],
    "train-own-play-leaves-marker": [(engine, "_play", _never_closed_by_play)],
    "train-marker-left-on-any-train": [(engine, "_play", _marker_left_anywhere)],
    "train-forgotten-marker-off-at-opponent-play": [(engine, "_play", _forgotten_marker_taken_off)],
    "train-forgotten-marker-kept-at-owner-turn": [(engine, "_complete", _forgotten_marker_kept)],
    "train-marker-never-forgotten": [(engine, "_play", _marker_never_forgotten)],
    "train-tap-late-once-next-player-acts": [(engine, "apply", _tap_late_once_next_acts)],
    "train-last-double-must-be-satisfied": [(engine, "_finish", _last_double_owed)],
    "train-last-double-ends-open": [(engine, "_finish", _last_double_open)],
    "train-tables-full-remainder-last": [(event, "table_sizes", _sizes_remainder_last)],
    "train-smaller-tables-first": [(event, "table_sizes", _smaller_tables_first)],
    "train-seats-descending": [(event, "seat_tables", _seated_descending)],
    "train-ties-by-earliest-hand": [(event, "standings", _earliest_hand_first)],
    "train-ties-by-entry-order": [(event, "standings", _entry_order_ties)],
    "train-highest-totals-awarded": [(event, "awarded", _highest_awarded)],
    "train-dropped-ranked-by-total": [(event, "standings", _dropped_by_total)],
    "train-dropped-awarded": [(event, "awarded", _dropped_awarded)],
    "train-dropped-still-seated": [(event, "seat_tables", _dropped_seated)],
    "train-starting-double-repeated": [(event, "start_problems", _repeats_allowed)],
    "train-starting-double-outside-set": [(event, "start_problems", _any_double_number)],
    "train-absent-still-seated": [(adapter, "_rows", _absent_seated)],
    "train-absent-struck-off": [(adapter, "_rows", _absent_struck)],
    "train-lateness-per-started-minute": [(event, "late_score", _per_started_minute)],
    "train-absent-fixed-points-only": [(event, "absent_score", _absent_flat)],
    "train-absent-pays-minutes-too": [(adapter, "_late", _absent_pays_minutes)],
    "train-conduct-under-general-rule": [(adapter, "_penalty", _cited_under_general("conduct-breach"))],
    "train-conduct-breach-unknown": [(adapter, "_penalty", _kind_unknown("conduct-breach"))],
    "train-leaving-under-general-rule": [(adapter, "_penalty", _cited_under_general("left-before-recording"))],
    "train-record-after-hand-refused": [(adapter, "_penalty", _refused_after_hand)],
    "train-penalty-to-seat-on-turn": [(adapter, "_penalty", _to_seat_on_turn)],
    "train-organiser-points-ignored": [(adapter, "_penalty", _points_ignored)],
    "train-doubles-in-a-row": [(engine, "_play", _doubles_in_a_row)],
    "train-deal-at-least-hand-size": [(engine, "new_hand", _deal_at_least)],
    "train-tap-kept-when-nothing-to-draw": [(engine, "_complete", _tap_kept_when_nothing_to_draw)],
    "train-awarded-cut-at-places": [(event, "awarded", _awarded_cut_at_places)],
    "train-awarded-dense-places": [(event, "awarded", _awarded_dense_places)],
    "train-dropped-when-absent": [(event, "drops_out", _dropped_when_absent)],
    "train-dropped-when-missed": [(event, "drops_out", _dropped_when_missed)],
    "train-late-points-published-only": [(event, "late_points", _late_points_published_only)],
    "train-late-points-uncapped": [(event, "late_points", _late_points_uncapped)],
    "train-late-points-credit": [(event, "late_points", _late_points_credit)],
    "train-late-points-for-absent": [(event, "late_points", _late_points_for_absent)],
    "train-event-over-when-all-played": [(event, "next_hand", _over_when_all_played)],
    "train-tables-of-three-at-least": [(event, "seat_tables", _seated_three_at_least)],
    "train-awarded-strictly-above-next": [(event, "awarded", _awarded_above_the_next)],
    "train-ties-by-last-hand-only": [(event, "standings", _ties_by_last_hand_only)],
    "train-dropped-ranked-first": [(event, "standings", _dropped_first)],
    "train-dropped-struck-off": [(adapter, "_rows", _dropped_struck)],
    "train-seat-ties-by-entry": [(event, "seat_tables", _seat_ties_by_entry)],
    "train-seated-by-last-hand": [(event, "seat_tables", _seated_by_last_hand)],
    "train-doubles-descending": [(event, "start_problems", _doubles_descending)],
    "train-matched-by-high-half": [
        (engine, "chosen_end", _chosen_by_high_half),
        (engine, "legal_moves", _moves_by_high_half),
    ],
    "train-no-mexican-train": [(engine, "available", _no_mexican_train)],
    "train-draw-while-able": [(engine, "_draw", _draw_while_able)],
    "train-absent-scores-out-player": [(event, "absent_score", _absent_scores_out_player)],
    "train-no-play-after-drawing-for-a-double": [(engine, "_play", _no_play_after_drawing_for_a_double)],
    "train-second-tile-accepted": [(engine, "apply", _second_tile_accepted)],
    "train-marker-closes-train": [(engine, "available", _marker_closes)],
    "train-late-by-periods-of-five": [(event, "late_score", _late_by_periods_of_five)],
    "train-record-without-points-accepted": [(event, "organiser_penalty", _record_without_points)],
}


DECISIONS: Final = frozenset(_PATCHES)
"""The train family's decisions, each realised by :func:`patches`."""


def patches(decision: FaultDecision) -> list[Patch]:
    """What to replace for ``decision`` (one of :data:`DECISIONS`)."""
    return list(_PATCHES[decision])


_UNDECLARED: Final = DECISIONS - set(FAULT_DECISIONS)
if _UNDECLARED:
    raise ImportError(f"train decisions missing from rulespec.faults.FaultDecision: {sorted(_UNDECLARED)}")
