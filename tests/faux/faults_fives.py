"""The fault catalogue's decisions of the all-fives engine (``spec/faults/wcdt-all-fives.yaml``).

Each decision replaces one function of :mod:`reference_impl.fives` (or a method of its
classes) the way a buggy All Fives engine would decide that one point differently;
:func:`patches` gives the replacements, and :mod:`tests.faux.faults` installs them and
puts the originals back. None of these functions is cached (the engine caches only the
rulebook's terms, :func:`reference_impl.fives.rules._rules_of`), so a replacement reaches
every call made while it is installed.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from types import ModuleType
from typing import Final

import conformance.reference_adapter as reference_adapter
import conformance.reference_fives as reference_fives
from reference_impl.block.lead import draw_for_lead
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives import hand as engine
from reference_impl.fives import lead as fives_lead
from reference_impl.fives import match as fives_match
from reference_impl.fives.layout import Arm, Layout, Side
from reference_impl.fives.rules import FivesRules
from reference_impl.fives.rules import with_match_games as _strict_fives_length
from reference_impl.tiles import SEATS, Seat, Team, Tile, full_set, next_seat
from reference_impl.tournament import knockout
from reference_impl.tournament.rules import TournamentRules
from reference_impl.tournament.rules import with_match_games as _strict_knockout_length

Patch = tuple[ModuleType | type, str, object]
"""(module or class, name, the object to put there), as :mod:`tests.faux.faults` installs them."""

_strict_apply: Final = engine.apply
_strict_play: Final = engine._play  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_pass: Final = engine._pass  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_draw: Final = engine._draw  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_side: Final = engine._side  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_settle: Final = engine._settle  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_blocked: Final = engine.blocked
_strict_moves_for: Final = engine.moves_for
_strict_new_hand: Final = engine.new_hand
_strict_next_leader: Final = engine.HandState.next_leader
_strict_draw_for_lead: Final = draw_for_lead  # what reference_impl.fives.lead calls, under the same name
_strict_place: Final = Layout.place
_strict_count: Final = Layout.count
_strict_start: Final = Layout.start
_strict_check_table: Final = FivesRules.check_table
_strict_set_winner: Final = knockout.set_winner
_strict_apply_event: Final = fives_match.apply_event


# -- helpers ----------------------------------------------------------------------------------
class _PlaysScoreNothing(FivesRules):
    """The rulebook's terms, but a play's count scores nothing (for one play)."""

    def scores(self, count: int) -> int:
        return 0


def _terms(rules: FivesRules, kind: type[FivesRules] = FivesRules, **changes: int) -> FivesRules:
    values = {field.name: getattr(rules, field.name) for field in dataclasses.fields(FivesRules)}
    values.update(changes)
    return kind(**values)


def _played_with(state: engine.HandState, action: engine.Play, rules: FivesRules) -> engine.HandState:
    """The engine's play made under ``rules`` instead of the state's own; the state keeps its own after."""
    return replace(_strict_play(replace(state, rules=rules), action), rules=state.rules)


def _winner_by_target(state: engine.HandState) -> Team | None:
    reached = [
        team for team, score in zip((Team.NS, Team.EW), state.scores, strict=True) if score >= state.rules.target_score
    ]
    return reached[0] if reached else None


def _repointed(state: engine.HandState, points: int) -> engine.HandState:
    """A finished hand whose end scored ``points`` instead of what the engine gave it."""
    outcome = state.outcome
    assert outcome is not None and outcome.team is not None
    base = engine._add(state.scores, outcome.team, -outcome.points)  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts
    scored = replace(state, scores=engine._add(base, outcome.team, points), outcome=replace(outcome, points=points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts
    return replace(scored, game_winner=_winner_by_target(scored))


def _pips(state: engine.HandState, seats: Iterable[Seat]) -> int:
    return sum(tile.pips for seat in seats for tile in state.hand(seat))


def _team_totals(state: engine.HandState) -> dict[Team, int]:
    return {team: _pips(state, (s for s in state.seated if s.team is team)) for team in (Team.NS, Team.EW)}


# -- WCDT-1.1: the set and the table ------------------------------------------------------------
def _play_unheld(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile the player does not hold is played anyway (taken from wherever it is)."""
    if action.tile in state.hand(action.seat):
        return _strict_play(state, action)
    hands = tuple(
        (*(t for t in h if t != action.tile), *((action.tile,) if seat is action.seat else ()))
        for seat, h in zip(SEATS, state.hands, strict=True)
    )
    return _strict_play(replace(state, hands=hands), action)


def _partners_seated(
    rules: FivesRules,
    hands: Mapping[Seat, Sequence[Tile]],
    boneyard: Sequence[Tile],
    leader: Seat,
    scores: Mapping[Team, int] | None = None,
) -> engine.HandState:
    """Two partners at a singles table are seated anyway (the engine never looks at the partnerships)."""
    seats = [seat for seat in SEATS if seat in hands]
    if len(seats) != rules.singles_players or len({seat.team for seat in seats}) > 1:
        return _strict_new_hand(rules, hands, boneyard, leader, scores)
    second = seats[1]
    stand_in = next_seat(seats[0], clockwise=True)  # an opponent's seat to pass the checks
    relabel = {seats[0]: seats[0], second: stand_in}
    state = _strict_new_hand(
        rules, {relabel[s]: list(hands[s]) for s in seats}, boneyard, relabel.get(leader, leader), scores
    )
    back = {stand_in: second, seats[0]: seats[0]}
    held = {back[s]: state.hand(s) for s in state.seated}
    return replace(
        state,
        seated=tuple(seat for seat in SEATS if seat in held),
        hands=tuple(held.get(seat, ()) for seat in SEATS),
        leader=back[state.leader],
        turn=back[state.turn],
    )


# -- WCDT-1.2: the game ends at 250, at once -----------------------------------------------------
def _play_on_to_hand_end(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A count that reaches the target does not stop the hand: the game is decided when the hand ends."""
    lifted = _terms(state.rules, target_score=sys.maxsize)
    after = _played_with(state, action, lifted)
    if after.outcome is None:
        return after
    return replace(after, game_winner=_winner_by_target(after))


# -- WCDT-2.1: the draw for the down -------------------------------------------------------------
def _lowest_down(draws: Mapping[Seat, Tile]) -> Seat:
    """The lowest tile goes down (the rule read upside down), a tie to the lower end."""
    _strict_draw_for_lead(draws)  # the same refusals of a bad draw
    return min(draws, key=lambda seat: (draws[seat].pips, draws[seat].high))


def _low_end_down(draws: Mapping[Seat, Tile]) -> Seat:
    """Most pips, equal totals going to the higher *low* end."""
    _strict_draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].pips, draws[seat].low))


def _doubles_first_down(draws: Mapping[Seat, Tile]) -> Seat:
    """Every double outranks every other tile in the draw, then most pips."""
    _strict_draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].is_double, draws[seat].pips, draws[seat].high))


# -- WCDT-2.2: the down moves on -----------------------------------------------------------------
def _winner_goes_down(state: engine.HandState) -> Seat:
    """The player who won the hand goes down next (the down moves on only after a hand nobody won)."""
    if state.outcome is not None and state.outcome.winner is not None:
        return state.outcome.winner
    return _strict_next_leader(state)


def _down_stays(state: engine.HandState) -> Seat:
    """The player who went down goes down again: the down never moves."""
    return state.leader


def _seat_counter_clockwise(state: engine.HandState, seat: Seat) -> Seat:
    following = next_seat(seat, clockwise=False)
    while following not in state.seated:
        following = next_seat(following, clockwise=False)
    return following


def _seat_clockwise(state: engine.HandState, seat: Seat) -> Seat:
    following = next_seat(seat, clockwise=True)
    while following not in state.seated:
        following = next_seat(following, clockwise=True)
    return following


def _down_kept_for_the_game(state: engine.HandState) -> Seat:
    """Doubles read literally: the same player goes down in every hand of a game, and the down moves on only
    when a new game starts."""
    if not state.singles and state.game_winner is None:
        return state.leader
    return _strict_next_leader(state)


def _game_ender_goes_down(state: engine.HandState) -> Seat:
    """The player whose play won the game goes down in the new game (the winner leads)."""
    plays = [action for action in state.history if isinstance(action, engine.Play)]
    if state.game_winner is not None and plays:
        return plays[-1].seat
    return _strict_next_leader(state)


# -- WCDT-1.4: the event's match length ---------------------------------------------------------------------
def _length_ignored(rules: FivesRules, games: int | None) -> FivesRules:
    """The event's match length is checked but never used: every match is the best two of three."""
    _strict_fives_length(rules, games)
    return rules


def _knockout_length_ignored(terms: TournamentRules, games: int | None) -> TournamentRules:
    """The event's match length is checked but never used in the knock-out: every match is the best two of three."""
    _strict_knockout_length(terms, games)
    return terms


def _down_to_the_right(state: engine.HandState) -> Seat:
    """The down moves counter-clockwise, to the right of the last player to go down."""
    return _seat_counter_clockwise(state, state.leader)


# -- WCDT-2.3: the down and the turn -------------------------------------------------------------
def _apply_any_turn(state: engine.HandState, action: engine.Action) -> engine.HandState:
    """Whose turn it is is never checked: a seated player acting out of turn acts as if it were theirs."""
    if state.outcome is None and action.seat in state.seated and action.seat is not state.turn:
        state = replace(state, turn=action.seat)
    return _strict_apply(state, action)


def _holds_double(state: engine.HandState, seat: Seat) -> bool:
    return any(tile.is_double for tile in state.hand(seat))


def _doubles_go_down(state: engine.HandState, seat: Seat) -> tuple[engine.Move, ...]:
    """The down offers only the player's doubles when they hold one."""
    moves = _strict_moves_for(state, seat)
    if state.layout is None and _holds_double(state, seat):
        return tuple(move for move in moves if move.tile.is_double)
    return moves


def _down_a_double(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A player holding a double must go down with one (as engines that always open with a double do)."""
    if state.layout is None and not action.tile.is_double and _holds_double(state, action.seat):
        raise IllegalAction(
            state.rules.rule_for("turn-order"), f"{action.seat} holds a double and must go down with it"
        )
    return _strict_play(state, action)


# -- WCDT-3.1: the singles deal -----------------------------------------------------------------
def _short_boneyard(
    rules: FivesRules,
    hands: Mapping[Seat, Sequence[Tile]],
    boneyard: Sequence[Tile],
    leader: Seat,
    scores: Mapping[Team, int] | None = None,
) -> engine.HandState:
    """A singles bone-yard short of the rest of the set is accepted: the tiles nobody was dealt are never looked for."""
    dealt = {tile for tiles in hands.values() for tile in tiles} | set(boneyard)
    missing = [tile for tile in full_set(rules.max_pip) if tile not in dealt]
    if len(hands) != rules.singles_players or not missing:
        return _strict_new_hand(rules, hands, boneyard, leader, scores)
    state = _strict_new_hand(rules, hands, [*boneyard, *missing], leader, scores)
    return replace(state, boneyard=tuple(boneyard))


# -- WCDT-3.2: doubles ---------------------------------------------------------------------------
def _next_counter_clockwise(state: engine.HandState, seat: Seat) -> Seat:
    """Play goes counter-clockwise, to the right."""
    return _seat_counter_clockwise(state, seat)


def _leader_still_clockwise(state: engine.HandState) -> Seat:
    """The down still moves clockwise (the fault is only in the order of play)."""
    return _seat_clockwise(state, state.leader)


def _doubles_of_five(
    rules: FivesRules,
    hands: Mapping[Seat, Sequence[Tile]],
    boneyard: Sequence[Tile],
    leader: Seat,
    scores: Mapping[Team, int] | None = None,
) -> engine.HandState:
    """Doubles deals five tiles a player, with a bone-yard, as some All Fives rules have it for four."""
    if len(hands) == rules.doubles_players and any(len(tiles) != 5 for tiles in hands.values()):
        raise SetupError("each of four players takes 5 tiles")
    return _strict_new_hand(rules, hands, boneyard, leader, scores)


# -- WCDT-4.1: following suit --------------------------------------------------------------------
def _misfit_joined(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile that matches no open end (or not the end named) is joined anyway, as if the end showed its low number."""
    try:
        return _strict_play(state, action)
    except IllegalAction as exc:
        layout = state.layout
        if layout is None or exc.rule_id != state.rules.rule_for("must-match-end"):
            raise
        side: Side = action.side if action.side is not None else layout.open_sides()[0]
        arm = layout.arm(side)
        assert arm is not None
        pretend = tuple((name, replace(old, end=action.tile.low) if name == side else old) for name, old in layout.arms)
        return _strict_play(replace(state, layout=replace(layout, arms=pretend)), replace(action, side=side))


def _end_named_ignored(state: engine.HandState, layout: Layout, action: engine.Play) -> Side:
    """A tile named for an end it does not match goes on the first end it does match instead."""
    try:
        return _strict_side(state, layout, action)
    except IllegalAction as exc:
        if action.side is None or exc.rule_id != state.rules.rule_for("must-match-end"):
            raise
        return _strict_side(state, layout, replace(action, side=None))


# -- WCDT-4.2: the spinner -----------------------------------------------------------------------
def _cross(line: Layout) -> Layout:
    assert line.spinner is not None
    bare = Arm(line.spinner.high, False, 0)
    return replace(line, arms=(*line.arms, ("up", bare), ("down", bare)))


def _cross_at_once(self: Layout) -> Layout:
    """The spinner's up and down sides open as soon as it is on the table."""
    if self.spinner is None or self.arm("up") is not None:
        return self
    return _cross(self)


def _start_crossed(cls: type[Layout], tile: Tile) -> Layout:
    return _cross_at_once(_strict_start(tile))


def _cross_after_one(self: Layout) -> Layout:
    """The spinner's up and down sides open once either of its long sides has a tile."""
    if self.spinner is None or self.arm("up") is not None:
        return self
    left, right = self.arm("left"), self.arm("right")
    assert left is not None and right is not None
    if self.spinner_on == "centre" and left.tiles == 0 and right.tiles == 0:
        return self
    return _cross(self)


def _first_tile_spins(self: Layout, side: Side, tile: Tile) -> Layout:
    """Only a double that goes down is a spinner; a double played later is laid like any tile."""
    line = _strict_place(self, side, tile)
    if self.spinner is None and line.spinner is not None:
        return replace(line, spinner=None, spinner_on=None, spinner_at=0, arms=line.arms[:2])
    return line


# -- WCDT-4.3: the count -------------------------------------------------------------------------
def _double_once(self: Arm) -> int:
    """A double at an end counts one half."""
    return self.end


def _lone_spinner_twice(self: Layout) -> int:
    """The spinner alone counts its two halves on each long side (5-5 counts 20)."""
    left, right = self.arm("left"), self.arm("right")
    assert left is not None and right is not None
    if self.spinner_on == "centre" and left.tiles == 0 and right.tiles == 0:
        return left.value + right.value
    return _strict_count(self)


def _bare_cross_counts(self: Layout) -> int:
    """The spinner's open up and down sides count its number before any tile is on them."""
    bare = sum(arm.value for name, arm in self.arms if name in ("up", "down") and arm.tiles == 0)
    return _strict_count(self) + bare


def _bare_long_side_once(self: Layout) -> int:
    """With one long side of a centre spinner played on, its bare side counts one half of the spinner."""
    left, right = self.arm("left"), self.arm("right")
    assert left is not None and right is not None
    if self.spinner_on == "centre" and (left.tiles == 0) != (right.tiles == 0):
        bare = left if left.tiles == 0 else right
        return _strict_count(self) - bare.end
    return _strict_count(self)


# -- WCDT-4.4: scoring as you play ---------------------------------------------------------------
def _scores_in_fives(self: FivesRules, count: int) -> int:
    """A count that is a multiple of five scores one point for each five (15 scores 3)."""
    return count // self.count_unit if count > 0 and count % self.count_unit == 0 else 0


def _down_unscored(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """The tile that goes down never scores; counts score from the second tile on."""
    if state.layout is not None:
        return _strict_play(state, action)
    return _played_with(state, action, _terms(state.rules, _PlaysScoreNothing))


# -- WCDT-5.1 and 5.2: drawing and passing -------------------------------------------------------
def _pass_after_a_draw(state: engine.HandState, action: engine.Pass, moves: Iterable[engine.Move]) -> engine.HandState:
    """A player who drew one tile and still cannot play may pass, bone-yard or not."""
    listed = tuple(moves)
    drew = bool(state.history) and isinstance(state.history[-1], engine.Draw) and state.history[-1].seat is action.seat
    if state.boneyard and drew and not listed:
        return replace(state, turn=state.next_seat(action.seat), last_points=0)
    return _strict_pass(state, action, listed)


def _draw_on_after_drawing(
    state: engine.HandState, action: engine.Draw, moves: Iterable[engine.Move]
) -> engine.HandState:
    """A player who has drawn this turn may draw on while tiles are left, though a drawn tile plays: the engine
    asks whether the player can play only before the first draw."""
    last = state.history[-1] if state.history else None
    if isinstance(last, engine.Draw) and last.seat is action.seat:
        return _strict_draw(state, action, ())
    return _strict_draw(state, action, moves)


def _draw_at_will(state: engine.HandState, action: engine.Draw, moves: Iterable[engine.Move]) -> engine.HandState:
    """A player may draw while holding a tile that plays."""
    return _strict_draw(state, action, ())


def _pass_at_will(state: engine.HandState, action: engine.Pass, moves: Iterable[engine.Move]) -> engine.HandState:
    """A player may pass while holding a tile that plays."""
    return _strict_pass(state, action, ())


def _stuck_blocks(state: engine.HandState) -> bool:
    """In singles, the player to play who can neither play nor draw blocks the hand at once."""
    if state.singles and state.layout is not None and not state.boneyard and not _strict_moves_for(state, state.turn):
        return True
    return _strict_blocked(state)


# -- WCDT-6.1: going out -------------------------------------------------------------------------
def _as_is(self: FivesRules, pips: int) -> int:
    """Pips are scored as they are, not rounded."""
    return pips


def _rounded_down(self: FivesRules, pips: int) -> int:
    """Pips are rounded down to the count unit (23 scores 20)."""
    return pips - pips % self.count_unit


def _rescore_domino(
    points: Callable[[engine.HandState, Seat], int],
) -> Callable[[engine.HandState, engine.Play], engine.HandState]:
    def play(state: engine.HandState, action: engine.Play) -> engine.HandState:
        after = _strict_play(state, action)
        if after.outcome is None or after.outcome.end != "domino" or after.outcome.winner is None:
            return after
        return _repointed(after, points(after, after.outcome.winner))

    return play


def _each_opponent_rounded(state: engine.HandState, winner: Seat) -> int:
    """Each opponent's hand rounded on its own, then added."""
    return sum(state.rules.round_count(_pips(state, (s,))) for s in state.seated if s.team is not winner.team)


def _partner_counted(state: engine.HandState, winner: Seat) -> int:
    """Every other hand counted, the partner's too."""
    return state.rules.round_count(_pips(state, (s for s in state.seated if s is not winner)))


def _next_opponent_only(state: engine.HandState, winner: Seat) -> int:
    """Only the hand of the next player (the opponent on the left) is counted, as in singles."""
    return state.rules.round_count(_pips(state, (state.next_seat(winner),)))


def _last_play_unscored(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """The play that goes out scores only the opponents' tiles, not its own count."""
    if state.layout is None or state.hand(action.seat) != (action.tile,):
        return _strict_play(state, action)
    return _played_with(state, action, _terms(state.rules, _PlaysScoreNothing))


# -- WCDT-6.2: a blocked hand --------------------------------------------------------------------
def _lock_to_lowest_player(state: engine.HandState) -> engine.HandState:
    """A blocked hand goes to the player with the fewest pips, whatever their partnership holds."""
    if not engine.blocked(state):
        return state
    state.rules.rule_for("lock-lowest-team")
    counts = dict(engine._counts(state))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts
    low = min(counts.values())
    lowest = [seat for seat in state.seated if counts[seat] == low]
    if len({seat.team for seat in lowest}) > 1:
        return engine._finish(state, engine._outcome(state, "void", None, 0))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts
    winner = lowest[0]
    points = state.rules.round_count(_pips(state, (s for s in state.seated if s.team is not winner.team)))
    return engine._finish(state, engine._outcome(state, "lock", winner, points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _tie_to_leader(state: engine.HandState) -> engine.HandState:
    """A blocked hand with level sides goes to the side that went down."""
    if not engine.blocked(state):
        return state
    totals = _team_totals(state)
    if totals[Team.NS] != totals[Team.EW]:
        return _strict_settle(state)
    points = state.rules.round_count(totals[state.leader.team.other])
    return engine._finish(state, engine._outcome(state, "lock", state.leader, points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _lock_difference(state: engine.HandState) -> engine.HandState:
    """A blocked hand scores the difference between the sides' pips, rounded, not the other side's pips."""
    after = _strict_settle(state)
    outcome = after.outcome
    if outcome is None or outcome.end != "lock" or outcome.team is None or after is state:
        return after
    totals = _team_totals(after)
    return _repointed(after, after.rules.round_count(totals[outcome.team.other] - totals[outcome.team]))


def _settle_nothing(state: engine.HandState) -> engine.HandState:
    """A hand nobody can play on is not blocked when the last play or draw leaves it so."""
    return state


def _pass_then_settle(state: engine.HandState, action: engine.Pass, moves: Iterable[engine.Move]) -> engine.HandState:
    """A hand is blocked only once every player in turn has passed on it."""
    after = _strict_pass(state, action, moves)
    trailing = 0
    for earlier in reversed(state.history):
        if not isinstance(earlier, engine.Pass):
            break
        trailing += 1
    return _strict_settle(after) if trailing + 1 >= len(state.seated) else after


# -- batch: edges of the kinds of bug (spec/faults/kinds.yaml) ------------------------------------
def _three_seated(self: FivesRules, seats: Collection[Seat], who: str) -> None:
    """A table of three is taken too: the engine checks the players' number against a range (two to four)."""
    if len(seats) == self.singles_players + 1 and len({seat.team for seat in seats}) > 1:
        return
    _strict_check_table(self, seats, who)


def _singles_hand_at_least(
    rules: FivesRules,
    hands: Mapping[Seat, Sequence[Tile]],
    boneyard: Sequence[Tile],
    leader: Seat,
    scores: Mapping[Team, int] | None = None,
) -> engine.HandState:
    """A singles deal is checked for at least the hand size a player: a longer hand is taken as dealt."""
    extra = {seat: list(tiles[rules.hand_size :]) for seat, tiles in hands.items()}
    if len(hands) != rules.singles_players or not any(extra.values()):
        return _strict_new_hand(rules, hands, boneyard, leader, scores)
    trimmed = {seat: list(tiles[: rules.hand_size]) for seat, tiles in hands.items()}
    spare = [tile for tiles in extra.values() for tile in tiles]
    state = _strict_new_hand(rules, trimmed, [*boneyard, *spare], leader, scores)
    return replace(
        state,
        hands=tuple(tuple(hands.get(seat, ())) for seat in SEATS),
        boneyard=tuple(boneyard),
    )


def _higher_end_first(draws: Mapping[Seat, Tile]) -> Seat:
    """The draw ranks tiles by their higher end, the total only between equal higher ends."""
    _strict_draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].high, draws[seat].pips))


def _equal_totals_drawn_again(draws: Mapping[Seat, Tile]) -> Seat:
    """Equal totals in the draw are drawn again (a common house rule) instead of going to the higher end."""
    totals = [tile.pips for tile in draws.values()]
    if totals.count(max(totals)) > 1:
        raise SetupError(f"two tiles of {max(totals)} pips: draw again")
    return _strict_draw_for_lead(draws)


def _fits_high(tile: Tile, end: int) -> bool:
    """Whether ``tile`` matches ``end``, read by its higher number only."""
    return tile.high == end


def _moves_by_high_half(state: engine.HandState, seat: Seat) -> tuple[engine.Move, ...]:
    """The plays listed match an end by the tile's higher number only."""
    layout = state.layout
    if state.outcome is not None or layout is None:
        return _strict_moves_for(state, seat)
    return tuple(
        engine.Move(tile, side)
        for tile in state.hand(seat)
        for side in layout.open_sides()
        if _fits_high(tile, engine._end(layout, side))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step
    )


def _side_by_high_half(state: engine.HandState, layout: Layout, action: engine.Play) -> Side:
    """A play is checked against an end by the tile's higher number only."""
    side = _strict_side(state, layout, action)
    if not _fits_high(action.tile, engine._end(layout, side)):  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step
        raise IllegalAction(
            state.rules.rule_for("must-match-end"), f"{action.tile} does not match the {side} end by its high number"
        )
    return side


def _no_spinner(self: Layout, side: Side, tile: Tile) -> Layout:
    """No double spins: every double is laid like any tile, on a line of two ends (as in the block games)."""
    line = _strict_place(self, side, tile)
    return replace(line, spinner=None, spinner_on=None, spinner_at=0, arms=line.arms[:2])


def _start_without_spinner(cls: type[Layout], tile: Tile) -> Layout:
    line = _strict_start(tile)
    if line.spinner is None:
        return line
    arm = Arm(tile.high, True, 0)
    return replace(line, spinner=None, spinner_on=None, arms=(("left", arm), ("right", arm)))


def _no_spinner_count(self: Layout) -> int:
    """With no spinner, a double down counts as a double at each of its two ends."""
    left, right = self.arm("left"), self.arm("right")
    assert left is not None and right is not None
    return left.value + right.value if self.spinner is None else _strict_count(self)


def _long_ends_only(self: Layout) -> int:
    """The count adds the left and right ends only, never the spinner's up and down arms."""
    left, right = self.arm("left"), self.arm("right")
    assert left is not None and right is not None
    if self.spinner_on == "centre" and left.tiles == 0 and right.tiles == 0:
        return left.value
    return left.value + right.value


def _five_scores_nothing(self: FivesRules, count: int) -> int:
    """A count scores from ten up: five itself, the first multiple, scores nothing."""
    return count if count > self.count_unit and count % self.count_unit == 0 else 0


def _count_to_the_next_side(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A play's count is credited after the turn has moved on, to the side of the player to play next."""
    after = _strict_play(state, action)
    points = after.last_points
    if not points or (after.outcome is not None and after.outcome.end == "game"):
        return after
    team = action.seat.team
    return replace(after, scores=engine._add(engine._add(after.scores, team, -points), team.other, points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _out_pips_to_the_holders(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """The opponents' pips are scored by the opponents who hold them, not by the side that went out."""
    after = _strict_play(state, action)
    outcome = after.outcome
    if outcome is None or outcome.end != "domino" or outcome.team is None or not outcome.points:
        return after
    moved = engine._add(engine._add(after.scores, outcome.team, -outcome.points), outcome.team.other, outcome.points)  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step
    return replace(after, scores=moved)


def _lock_to_the_higher_side(state: engine.HandState) -> engine.HandState:
    """A blocked hand goes to the side with more pips, which scores the other side's pips."""
    if not engine.blocked(state):
        return state
    state.rules.rule_for("lock-lowest-team")
    totals = _team_totals(state)
    if totals[Team.NS] == totals[Team.EW]:
        return _strict_settle(state)
    high = Team.NS if totals[Team.NS] > totals[Team.EW] else Team.EW
    winner = next(seat for seat in state.seated if seat.team is high)
    points = state.rules.round_count(totals[high.other])
    return engine._finish(state, engine._outcome(state, "lock", winner, points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _singles_lock_void(state: engine.HandState) -> engine.HandState:
    """A blocked singles hand scores nothing: the engine knows the doubles rule of a blocked hand only."""
    if state.singles and engine.blocked(state):
        return engine._finish(state, engine._outcome(state, "void", None, 0))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step
    return _strict_settle(state)


def _blocked_forgetting_the_partner(state: engine.HandState) -> bool:
    """After a play the engine asks whether the player and the opponents can play, forgetting the partner."""
    if state.layout is None or state.boneyard or state.outcome is not None:
        return _strict_blocked(state)
    played = _seat_counter_clockwise(state, state.turn)
    asked = [seat for seat in state.seated if seat is played or seat.team is not played.team]
    return not any(_strict_moves_for(state, seat) for seat in asked)


def _pass_without_drawing(
    state: engine.HandState, action: engine.Pass, moves: Iterable[engine.Move]
) -> engine.HandState:
    """A singles player who cannot play passes without drawing, as in the block games."""
    listed = tuple(moves)
    if state.boneyard and not listed:
        return replace(state, turn=state.next_seat(action.seat), last_points=0)
    return _strict_pass(state, action, listed)


def _more_games_accepted(games: tuple[int, int], rules: TournamentRules, where: str = "") -> int | None:
    """A side with the games that win a match or more has won it: 3-0 is read as a finished best of three."""
    need = rules.games_to_win_set
    a, b = games
    if min(a, b) >= 0 and max(a, b) > need and min(a, b) < need:
        return 0 if a > b else 1
    return _strict_set_winner(games, rules, where)


def _game_score_carried(state: fives_match.MatchState, event: fives_match.HandScored) -> fives_match.MatchState:
    """A game won does not put the score back to nothing: the next game of the match starts from the last one's."""
    after = _strict_apply_event(state, event)
    if after.games == state.games or after.finished or event.team is None:
        return after
    return replace(after, scores=engine._add(state.scores, event.team, event.points))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def patches(decision: str) -> list[Patch]:
    """The replacements that make the engine decide ``decision`` the wrong way."""
    found = _PATCHES.get(decision)
    if found is None:
        raise LookupError(f"{decision!r} is not an all-fives decision ({', '.join(sorted(DECISIONS))})")
    return list(found)


H: Final = engine.HandState
_PATCHES: Final[dict[str, tuple[Patch, ...]]] = {
    "fives-tile-not-held-accepted": ((engine, "_play", _play_unheld),),
    "singles-partners-seated": ((engine, "new_hand", _partners_seated),),
    "game-decided-at-hand-end": ((engine, "_play", _play_on_to_hand_end),),
    "down-draw-lowest": ((fives_lead, "draw_for_lead", _lowest_down),),
    "down-tiebreak-low-end": ((fives_lead, "draw_for_lead", _low_end_down),),
    "down-double-ranks-highest": ((fives_lead, "draw_for_lead", _doubles_first_down),),
    "down-to-hand-winner": ((H, "next_leader", _winner_goes_down),),
    "down-never-moves": ((H, "next_leader", _down_stays),),
    "down-rotates-counter-clockwise": ((H, "next_leader", _down_to_the_right),),
    "down-kept-for-the-game": ((H, "next_leader", _down_kept_for_the_game),),
    "game-ender-goes-down": ((H, "next_leader", _game_ender_goes_down),),
    "event-match-length-ignored": (
        (reference_fives, "with_match_games", _length_ignored),
        (reference_adapter, "with_match_games", _knockout_length_ignored),
    ),
    "fives-turn-unchecked": ((engine, "apply", _apply_any_turn),),
    "down-must-be-double": ((engine, "moves_for", _doubles_go_down), (engine, "_play", _down_a_double)),
    "boneyard-short-accepted": ((engine, "new_hand", _short_boneyard),),
    "fives-play-counter-clockwise": (
        (H, "next_seat", _next_counter_clockwise),
        (H, "next_leader", _leader_still_clockwise),
    ),
    "doubles-hands-of-five": ((engine, "new_hand", _doubles_of_five),),
    "fives-misfit-joined": ((engine, "_play", _misfit_joined),),
    "named-end-ignored": ((engine, "_side", _end_named_ignored),),
    "spinner-opens-at-once": ((Layout, "_open_cross", _cross_at_once), (Layout, "start", classmethod(_start_crossed))),
    "spinner-opens-after-one-side": ((Layout, "_open_cross", _cross_after_one),),
    "only-first-tile-spins": ((Layout, "place", _first_tile_spins),),
    "end-double-counted-once": ((Arm, "value", property(_double_once)),),
    "lone-spinner-counted-twice": ((Layout, "count", _lone_spinner_twice),),
    "bare-cross-sides-count": ((Layout, "count", _bare_cross_counts),),
    "bare-long-side-counts-once": ((Layout, "count", _bare_long_side_once),),
    "count-scored-in-fives": ((FivesRules, "scores", _scores_in_fives),),
    "down-scores-nothing": ((engine, "_play", _down_unscored),),
    "draw-once-then-pass": ((engine, "_pass", _pass_after_a_draw),),
    "draw-while-able": ((engine, "_draw", _draw_at_will),),
    "draw-on-after-drawing": ((engine, "_draw", _draw_on_after_drawing),),
    "fives-pass-with-playable-accepted": ((engine, "_pass", _pass_at_will),),
    "stuck-player-blocks-hand": ((engine, "blocked", _stuck_blocks),),
    "pips-unrounded": ((FivesRules, "round_count", _as_is),),
    "pips-rounded-down": ((FivesRules, "round_count", _rounded_down),),
    "opponents-rounded-apart": ((engine, "_play", _rescore_domino(_each_opponent_rounded)),),
    "partner-pips-counted": ((engine, "_play", _rescore_domino(_partner_counted)),),
    "one-opponent-counted": ((engine, "_play", _rescore_domino(_next_opponent_only)),),
    "out-play-count-unscored": ((engine, "_play", _last_play_unscored),),
    "fives-lock-to-lowest-player": ((engine, "_settle", _lock_to_lowest_player),),
    "tied-lock-to-leader": ((engine, "_settle", _tie_to_leader),),
    "lock-scores-difference": ((engine, "_settle", _lock_difference),),
    "lock-waits-for-passes": ((engine, "_settle", _settle_nothing), (engine, "_pass", _pass_then_settle)),
    "three-players-seated": ((FivesRules, "check_table", _three_seated),),
    "singles-hand-at-least-seven": ((engine, "new_hand", _singles_hand_at_least),),
    "down-draw-higher-end-first": ((fives_lead, "draw_for_lead", _higher_end_first),),
    "down-equal-totals-drawn-again": ((fives_lead, "draw_for_lead", _equal_totals_drawn_again),),
    "match-by-high-half": ((engine, "moves_for", _moves_by_high_half), (engine, "_side", _side_by_high_half)),
    "no-spinner": (
        (Layout, "place", _no_spinner),
        (Layout, "start", classmethod(_start_without_spinner)),
        (Layout, "count", _no_spinner_count),
    ),
    "long-ends-only-counted": ((Layout, "count", _long_ends_only),),
    "five-scores-nothing": ((FivesRules, "scores", _five_scores_nothing),),
    "count-to-next-side": ((engine, "_play", _count_to_the_next_side),),
    "out-pips-to-holders": ((engine, "_play", _out_pips_to_the_holders),),
    "lock-to-higher-side": ((engine, "_settle", _lock_to_the_higher_side),),
    "singles-lock-void": ((engine, "_settle", _singles_lock_void),),
    "lock-forgets-partner": ((engine, "blocked", _blocked_forgetting_the_partner),),
    "singles-pass-without-drawing": ((engine, "_pass", _pass_without_drawing),),
    "knockout-more-games-accepted": ((knockout, "set_winner", _more_games_accepted),),
    "game-score-carried-over": ((fives_match, "apply_event", _game_score_carried),),
}
DECISIONS: Final[frozenset[str]] = frozenset(_PATCHES)
"""The decisions this module realises; each is a name of ``rulespec.faults.FaultDecision``'s
``# wcdt-all-fives`` block (``tests/test_fault_catalogue.py`` checks it)."""
