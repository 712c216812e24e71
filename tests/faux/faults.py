"""The fault catalogue realised: the reference engine with one catalogued fault, in-process.

:func:`installed` is a context manager that makes the reference adapter play with one
fault of ``spec/faults/<rulebook>.yaml`` (:mod:`rulespec.faults`) and puts everything
back on exit:

* a data fault (a parameter, the rule's engine checks, its penalty, the rulebook's
  tie-breaks) changes the rule in a copy of the rulebook, and the adapters'
  ``rules_for`` and ``tournament_rules_for`` (the block family's), ``rules_for`` of
  :mod:`conformance.reference_fives` and ``train_rules_for`` of
  :mod:`conformance.reference_train` build the engine's terms from that copy,
  so the engine reads the change exactly where it reads the spec, while the suite's
  own steps still read the spec as it is;
* a decision fault replaces one function of the engine (:data:`DECISIONS`), the way a
  buggy engine makes that one decision differently.

``tests/test_fault_catalogue.py`` runs each fault against its rulebook's scenarios.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from contextlib import contextmanager
from types import MappingProxyType, ModuleType
from typing import Final

import conformance.reference_adapter as adapter
import conformance.reference_fives as fives_adapter
import conformance.reference_train as train_adapter
from reference_impl.block import hand as engine
from reference_impl.block import lead
from reference_impl.block import match as matches
from reference_impl.block.rules import BlockRules, PenaltyTerms, block_rules_from
from reference_impl.errors import IllegalAction, SetupError
from reference_impl.fives.rules import FivesRules, fives_rules_from
from reference_impl.tiles import SEATS, Seat, Team, Tile, next_seat
from reference_impl.tournament import knockout, pairing, standings
from reference_impl.tournament.rules import TournamentRules, tournament_rules_from
from reference_impl.train.rules import TrainRules, train_rules_from
from rulespec import Rule, Rulebook, cached_spec
from rulespec.faults import (
    FAULT_DECISIONS,
    ChecksChange,
    DecisionChange,
    Fault,
    FaultDecision,
    NumberChange,
    PenaltyChange,
    TiebreakChange,
)
from rulespec.model import Consequence, TieBreak
from tests.faux import faults_fives, faults_train

Patch = tuple[ModuleType | type, str, object]
"""(module or class, name, the object to put there)."""


# -- data faults: the rule as the faulty engine reads it -------------------------------------
def changed_rule(rule: Rule, fault: Fault) -> Rule:
    """``rule`` with the fault's data change made (a decision fault changes no rule)."""
    change = fault.change
    if isinstance(change, NumberChange):
        parameters = tuple(
            dataclasses.replace(p, value=change.value) if p.name == change.parameter else p for p in rule.parameters
        )
        return dataclasses.replace(rule, parameters=parameters)
    if isinstance(change, ChecksChange):
        return dataclasses.replace(rule, enforces=change.enforces)
    if isinstance(change, PenaltyChange):
        assert rule.penalty is not None
        penalty = rule.penalty
        if change.target is not None:
            penalty = dataclasses.replace(penalty, target=change.target)
        if change.consequences is not None:
            penalty = dataclasses.replace(penalty, consequences=change.consequences)
        return dataclasses.replace(rule, penalty=penalty)
    return rule


def changed_book(book: Rulebook, fault: Fault) -> Rulebook:
    """``book`` as an engine with ``fault`` reads it."""
    rules = tuple(changed_rule(rule, fault) if rule.id == fault.rule else rule for rule in book.rules)
    tiebreaks = fault.change.tiebreaks if isinstance(fault.change, TiebreakChange) else book.tiebreaks
    return dataclasses.replace(book, rules=rules, tiebreaks=tiebreaks)


def _data_patches(fault: Fault) -> list[Patch]:
    book = changed_book(cached_spec().rulebook(fault.rulebook), fault)
    block = block_rules_from(book) if book.game.family == "block" else None
    tournament = tournament_rules_from(book)
    namespace = vars(adapter)  # the adapter's own names: what it calls at run time
    original_rules: Callable[[str], BlockRules] = namespace["rules_for"]
    original_terms: Callable[[str], TournamentRules] = namespace["tournament_rules_for"]

    def rules_for(rulebook: str) -> BlockRules:
        return block if rulebook == book.id and block is not None else original_rules(rulebook)

    def tournament_rules_for(rulebook: str) -> TournamentRules:
        return tournament if rulebook == book.id else original_terms(rulebook)

    patches: list[Patch] = [
        (adapter, "rules_for", rules_for),
        (adapter, "tournament_rules_for", tournament_rules_for),
    ]
    family = book.game.family
    if family == fives_adapter.FAMILY:
        fives = fives_rules_from(book)
        original_fives: Callable[[str], FivesRules] = vars(fives_adapter)["rules_for"]

        def fives_rules_for(rulebook: str) -> FivesRules:
            return fives if rulebook == book.id else original_fives(rulebook)

        patches.append((fives_adapter, "rules_for", fives_rules_for))
    elif family == train_adapter.FAMILY:
        train = train_rules_from(book)
        original_train: Callable[[str], TrainRules] = vars(train_adapter)["train_rules_for"]

        def train_rules_for(rulebook: str) -> TrainRules:
            return train if rulebook == book.id else original_train(rulebook)

        patches.append((train_adapter, "train_rules_for", train_rules_for))
    return patches


# -- decision faults: one function of the engine made the wrong way --------------------------
_strict_pass: Final = engine._pass  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_play: Final = engine._play  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_domino: Final = engine._domino  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step
_strict_pair_round: Final = pairing.pair_round


def _lax_pass(state: engine.HandState, action: engine.Pass) -> engine.HandState:
    """Every pass is let stand, fitting tile or not."""
    return _strict_pass(state, dataclasses.replace(action, unnoticed=True))


def _misfit_play(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile that matches neither end is joined anyway, as if the end showed its low number."""
    try:
        return _strict_play(state, action)
    except IllegalAction as exc:
        rules = state.rules
        if state.ends is None or not rules.has("must-match-end") or exc.rule_id != rules.rule_for("must-match-end"):
            raise
        left, right = state.ends
        pretend = (left, action.tile.low) if action.end == "right" else (action.tile.low, right)
        return _strict_play(dataclasses.replace(state, ends=pretend), action)


def _low_end_tiebreak(draws: Mapping[Seat, Tile]) -> Seat:
    """Highest sum, a tie to the higher *low* end."""
    lead.draw_for_lead(draws)  # the same refusals of a bad draw
    return max(draws, key=lambda seat: (draws[seat].pips, draws[seat].low))


def _lowest_sum(draws: Mapping[Seat, Tile]) -> Seat:
    """The lowest sum leads (the rule read upside down), a tie to the lower end."""
    lead.draw_for_lead(draws)
    return min(draws, key=lambda seat: (draws[seat].pips, draws[seat].high))


def _shuffler_first(shuffler: Seat, clockwise: bool) -> tuple[Seat, ...]:
    """The shuffler picks first, then the others in the direction of play."""
    order = [shuffler]
    while len(order) < len(SEATS):
        order.append(next_seat(order[-1], clockwise))
    return tuple(order)


def _team_totals_domino(state: engine.HandState, seat: Seat, with_exposed: bool) -> engine.Outcome:
    """Going out credited to the partnership with the lower pip total, not to the side that went out."""
    outcome = _strict_domino(state, seat, with_exposed)
    totals = {team: sum(outcome.counts[s.index] for s in team.seats) for team in Team}
    if totals[Team.NS] == totals[Team.EW] or outcome.team is None:
        return outcome
    lower = min(totals, key=lambda team: totals[team])
    if lower is outcome.team:
        return outcome
    return dataclasses.replace(outcome, team=lower, points=engine._hand_value(state, lower))  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own parts


def _any_turn(state: engine.HandState, seat: Seat, what: str) -> None:
    """Nobody's turn is checked."""


def _holds_anything(state: engine.HandState, seat: Seat, tile: Tile) -> None:
    """Whether the player holds the tile is never checked."""


def _always_exempt(state: engine.HandState, action: engine.Play) -> bool:
    """An exposed tile never has to go first."""
    return True


def _always_in_time(state: engine.HandState, made: engine.PassMade) -> bool:
    return True


def _never_in_time(state: engine.HandState, made: engine.PassMade) -> bool:
    return False


def _any_time(state: matches.MatchState, event: matches.TimeCalled) -> None:
    """Time may be called whenever a judge calls it."""


def _greedy(ranked: Sequence[str], history: pairing.History, mode: pairing.Mode = "pairs") -> pairing.Pairing:
    """Pairs: the top unpaired entrant meets the nearest one it has not met, never going back."""
    if mode != "pairs":
        return _strict_pair_round(ranked, history, mode)
    byes = pairing.choose_byes(ranked, history, len(ranked) % 2)
    left = [e for e in ranked if e not in byes]
    tables: list[tuple[str, ...]] = []
    while left:
        top = left.pop(0)
        other = next((e for e in left if not history.met(top, e)), left[0])
        left.remove(other)
        tables.append((top, other))
    accepted = tuple((i, *c) for i, table in enumerate(tables) for c in pairing.conflicts_at(table, history))
    return pairing.Pairing(tuple(tables), byes, accepted)


def _byes_forgotten(ranked: Sequence[str], history: pairing.History, count: int) -> tuple[str, ...]:
    """The bye always goes to the lowest-ranked, whatever byes it has had."""
    return tuple(ranked[len(ranked) - count :]) if count > 0 else ()


def _by_total_games(match: knockout.Match, rules: TournamentRules, where: str = "") -> str | None:
    """A knock-out match goes to the side with more games in all, once a side has enough sets."""
    decided = _strict_match_winner(match, rules, where)
    if decided is None:
        return None
    totals = [sum(games[side] for games in match.sets) for side in (0, 1)]
    if totals[0] == totals[1]:
        return decided
    return match.sides[0 if totals[0] > totals[1] else 1]


_strict_match_winner: Final = knockout.match_winner
_strict_advance: Final = knockout.advance


def _loser_advances(match: knockout.Match, rules: TournamentRules, where: str = "") -> str | None:
    """A decided match sends its loser through (the sides read the wrong way round)."""
    decided = _strict_match_winner(match, rules, where)
    if decided is None:
        return None
    return match.sides[1] if decided == match.sides[0] else match.sides[0]


def _first_with_last(
    matches: Sequence[knockout.Match], rules: TournamentRules, waiting: Sequence[str] = ()
) -> knockout.Round:
    """The next round pairs the first match's winner with the last one's, the second with the one before
    last, and so on (a seeded fold), instead of neighbouring matches' winners."""
    decided = _strict_advance(matches, rules, waiting)
    winners = [*waiting, *(d.winner for d in decided.decisions)]
    if len(winners) % 2:
        winners.append(None)
    half = len(winners) // 2
    return knockout.Round(decided.decisions, tuple((winners[i], winners[-1 - i]) for i in range(half)))


def _waiting_last(
    matches: Sequence[knockout.Match], rules: TournamentRules, waiting: Sequence[str] = ()
) -> knockout.Round:
    """Whoever waited out the round goes to the end of the next round (meets the last winner, or waits
    again) instead of meeting the first winner."""
    decided = _strict_advance(matches, rules, waiting)
    places = [*(d.winner for d in decided.decisions), *waiting]
    if len(places) % 2:
        places.append(None)
    return knockout.Round(decided.decisions, tuple((places[i], places[i + 1]) for i in range(0, len(places), 2)))


PassLookup = Callable[[engine.HandState, engine.Infraction, PenaltyTerms], engine.PassMade]
"""The engine's ``_pass_recorded``: the pass a record is about, checked against the table."""


def _pass_taken_on_faith(*kinds: str) -> PassLookup:
    """The pass a record of one of ``kinds`` is about, taken on faith: the offender's latest pass if any (as if a
    tile had fitted), else one made up; records of other kinds are checked as before."""
    strict = engine._pass_recorded  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step

    def recorded(state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms) -> engine.PassMade:
        if action.kind not in kinds:
            return strict(state, action, terms)
        mine = [made for made in state.passes if made.seat is action.seat]
        if mine:
            made = mine[-1]
            return dataclasses.replace(made, fitting=made.fitting or frozenset(state.hand(action.seat)))
        return engine.PassMade(len(state.history), action.seat, frozenset(state.hand(action.seat)), 2)

    return recorded


def _taken_on_faith(name: str, *kinds: str) -> Patch:
    """The engine's check ``name`` of a record skipped for records of ``kinds`` (all kinds when none given)."""
    strict: Callable[[engine.HandState, engine.Infraction, PenaltyTerms], None] = getattr(engine, name)

    def check(state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms) -> None:
        if kinds and action.kind not in kinds:
            strict(state, action, terms)

    return (engine, name, check)


def _high_end_to_leader(tile: Tile) -> engine.FirstTile:
    """A mixed first tile laid with its high end toward the leader."""
    laid = _strict_first_tile(tile)
    return laid if tile.is_double else dataclasses.replace(laid, toward_leader=tile.high)


def _double_lengthwise(tile: Tile) -> engine.FirstTile:
    """A double first tile laid lengthwise like any other."""
    laid = _strict_first_tile(tile)
    return dataclasses.replace(laid, orientation="lengthwise", toward_leader=tile.low) if tile.is_double else laid


_strict_first_tile: Final = engine.first_tile_of


_strict_opened: Final = engine._opened  # pyright: ignore[reportPrivateUsage]  # the fault wraps the engine's own step


def _any_opening_tile(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A hand opened by the double six may be led with any tile by the player on turn."""
    if state.ends is None and state.opening == "double-six":
        return state
    return _strict_opened(state, action)


def _ahead_shuffles(state: matches.MatchState) -> Team | None:
    """The partnership ahead in the game shuffles, not the one behind."""
    ns, ew = state.scores
    if ns != ew:
        return Team.NS if ns > ew else Team.EW
    return None if state.last_hand_team is None else state.last_hand_team


# ndf-double-nine and doral-partnership (edges)
_strict_lock: Final[Callable[[engine.HandState], engine.Outcome]] = vars(engine)["_lock"]
_tied_lock: Final[Callable[[BlockRules, tuple[int, int, int, int]], engine.Outcome]] = vars(engine)["_tied_lock"]
_strict_cut: Final[Callable[[matches.MatchState, int, bool], matches.MatchState]] = vars(matches)["_cut"]
_between_games: Final[Callable[[matches.MatchState], bool]] = vars(matches)["_between_games"]


def _byes_yes_or_no(ranked: Sequence[str], history: pairing.History, count: int) -> tuple[str, ...]:
    """A bye had read as a yes or no: once everyone has had one, the lowest-ranked sits out again."""
    position = {entrant: i for i, entrant in enumerate(ranked)}
    chosen = sorted(ranked, key=lambda e: (min(history.byes.get(e, 0), 1), -position[e]))[: max(count, 0)]
    return tuple(sorted(chosen, key=position.__getitem__))


def _byes_to_top(ranked: Sequence[str], history: pairing.History, count: int) -> tuple[str, ...]:
    """The bye goes to the highest-ranked entrant among those with the fewest byes."""
    position = {entrant: i for i, entrant in enumerate(ranked)}
    chosen = sorted(ranked, key=lambda e: (history.byes.get(e, 0), position[e]))[: max(count, 0)]
    return tuple(sorted(chosen, key=position.__getitem__))


def _highest_end(draws: Mapping[Seat, Tile]) -> Seat:
    """The drawn tile with the highest single end leads, the sum only breaking a tie."""
    lead.draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].high, draws[seat].pips))


def _lock_before_domino(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A last tile after which nobody can play is scored as a lock, the lock being tested first."""
    played = _strict_play(state, action)
    outcome = played.outcome
    if outcome is None or outcome.end != "domino" or any(engine.can_play(played, s) for s in SEATS):
        return played
    return dataclasses.replace(played, outcome=_strict_lock(played))


def _partners_tie_lock(state: engine.HandState) -> engine.Outcome:
    """A lock whose lowest count two players share is tied, even when they are partners."""
    outcome = _strict_lock(state)
    if outcome.end == "lock" and outcome.winner is None and state.rules.lock_rule != "lowest-team":
        return _tied_lock(state.rules, outcome.counts)
    return outcome


def _general_pass_over_opponents(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A general pass is set up when the opponents cannot play, the partner forgotten."""
    played = _strict_play(state, action)
    seat = action.seat
    if played.outcome is not None or played.general_pass_by is seat:
        return played
    if any(engine.can_play(played, other) for other in seat.team.other.seats):
        return played
    return dataclasses.replace(played, general_pass_by=seat, general_passes=played.general_passes + (seat,))


_strict_next_leader: Final = engine.next_leader
_strict_apply_event: Final = matches.apply_event


def _next_from_winner(rules: BlockRules, leader: Seat, outcome: engine.Outcome | None) -> Seat:
    """The lead moves on from the last hand's winner, not from its leader."""
    winner = None if outcome is None else outcome.winner
    return _strict_next_leader(rules, leader if winner is None else winner, outcome)


def _match_next_from_winner(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    after = _strict_apply_event(state, event)
    if isinstance(event, matches.HandScored) and event.winner is not None and after.leader is not state.leader:
        return dataclasses.replace(after, leader=_strict_next_leader(state.rules, event.winner, None))
    return after


_strict_next_opening: Final = engine.next_opening


def _replay_led_by_winners(state: engine.HandState) -> tuple[engine.Opening | None, Team | None]:
    """A hand replayed after a tied block is led by the winners of the hand before, as if nothing happened."""
    opening, team = _strict_next_opening(state)
    if opening == "double-six" and state.lead_team is not None:
        return "winners", state.lead_team
    return opening, team


def _match_replay_led_by_winners(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    after = _strict_apply_event(state, event)
    if isinstance(event, matches.HandScored) and after.next_opening == "double-six" and state.next_lead_team:
        return dataclasses.replace(after, next_opening="winners", next_lead_team=state.next_lead_team)
    return after


def _cut_from_next_game(state: matches.MatchState, games: int, time_called: bool) -> matches.MatchState:
    """A cut right after a game ends counts the next game as the one under way: one game too many."""
    between = not time_called and games >= 0 and _between_games(state)
    return _strict_cut(state, games + 1 if between else games, time_called)


def _cut_adds_games(state: matches.MatchState, games: int, time_called: bool) -> matches.MatchState:
    """A later cut replaces what time or an earlier cut left, even when it allows more games."""
    return _strict_cut(dataclasses.replace(state, games_left=None), games, time_called)


def _exposed_win_any_tile(state: engine.HandState, seat: Seat, with_exposed: bool) -> engine.Outcome:
    """Going out scores nothing once the player has had a tile face up in the hand, whichever tile goes last."""
    exposed = any(
        isinstance(d, engine.Infraction) and d.seat is seat and d.kind == engine.EXPOSED_TILE for d in state.history
    )
    return _strict_domino(state, seat, with_exposed or exposed)


_strict_game_won: Final[Callable[[matches.MatchState, Team], matches.MatchState]] = vars(matches)["_game_won"]


def _game_scores_kept(state: matches.MatchState, team: Team) -> matches.MatchState:
    """A game won leaves the game scores standing into the next game."""
    won = _strict_game_won(state, team)
    return won if won.finished else dataclasses.replace(won, scores=state.scores)


def _set_games_kept(state: matches.MatchState, team: Team) -> matches.MatchState:
    """A set won leaves the games won in it standing into the next set."""
    won = _strict_game_won(state, team)
    if won.finished or won.sets == state.sets:
        return won
    games = (state.games[0] + 1, state.games[1]) if team is Team.NS else (state.games[0], state.games[1] + 1)
    return dataclasses.replace(won, games=games)


def _time_as_during_hand(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    """Time called between hands is taken as called during one: one more hand is played."""
    if isinstance(event, matches.TimeCalled) and not event.during_hand:
        event = dataclasses.replace(event, during_hand=True)
    return _strict_apply_event(state, event)


def _difference_value(state: engine.HandState, team: Team) -> int:
    """A hand is worth the losers' pips less the winners' own, not every pip left."""
    pips = {side: sum(state.count(seat) for seat in side.seats) for side in Team}
    return pips[team.other] - pips[team]


def _lower_end_tiebreak(draws: Mapping[Seat, Tile]) -> Seat:
    """Highest sum, a tie to the *lower* larger end."""
    lead.draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].pips, -draws[seat].high))


def _four_way_refused(draws: Mapping[Seat, Tile]) -> Seat:
    """Four drawn tiles of one sum are drawn again (the draw refused), as if the tie-break were for two or three."""
    if len(draws) == len(SEATS) and len({tile.pips for tile in draws.values()}) == 1:
        raise SetupError("four drawn tiles of the same sum: the players draw again")
    return lead.draw_for_lead(draws)


def _void_same_leader(rules: BlockRules, leader: Seat, outcome: engine.Outcome | None) -> Seat:
    """A hand that scores nothing is led again by the same player."""
    if outcome is not None and outcome.team is None and outcome.next_leader is None:
        return leader
    return _strict_next_leader(rules, leader, outcome)


def _match_void_same_leader(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    after = _strict_apply_event(state, event)
    if isinstance(event, matches.HandScored) and event.team is None:
        return dataclasses.replace(after, leader=state.leader)
    return after


def _losers_lead(state: engine.HandState) -> tuple[engine.Opening | None, Team | None]:
    """The partnership that lost the hand leads the next."""
    opening, team = _strict_next_opening(state)
    return (opening, team.other) if opening == "winners" and team is not None else (opening, team)


def _match_losers_lead(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    after = _strict_apply_event(state, event)
    if after.next_opening == "winners" and after.next_lead_team is not None and isinstance(event, matches.HandScored):
        return dataclasses.replace(after, next_lead_team=after.next_lead_team.other)
    return after


def _highest_count_lock(state: engine.HandState) -> engine.Outcome:
    """A lock goes to the player with the most pips left (the order read upside down)."""
    outcome = _strict_lock(state)
    if outcome.end != "lock" or state.rules.lock_rule == "lowest-team":
        return outcome
    high = max(outcome.counts)
    highest = [seat for seat in SEATS if outcome.counts[seat.index] == high]
    teams = {seat.team for seat in highest}
    if len(teams) > 1:
        return _tied_lock(state.rules, outcome.counts)
    (team,) = teams
    winner = highest[0] if len(highest) == 1 else None
    return dataclasses.replace(outcome, winner=winner, team=team, points=_strict_hand_value(state, team))


_strict_hand_value: Final[Callable[[engine.HandState, Team], int]] = vars(engine)["_hand_value"]
_strict_decide_by_games: Final[Callable[[matches.MatchState], matches.MatchState]] = vars(matches)["_decide_by_games"]


def _level_drawn(state: matches.MatchState) -> matches.MatchState:
    """A match level on sets and games when time or the cut runs out ends drawn, with no game more."""
    decided = _strict_decide_by_games(state)
    if decided.finished:
        return decided
    return dataclasses.replace(decided, finished=True, winner=None, decided_by=state.rules.rule_for("match-time-limit"))


def _time_from_next_game(state: matches.MatchState, games: int, time_called: bool) -> matches.MatchState:
    """Time called right after a game ends is taken as called during the next: that game is played too."""
    return _strict_cut(state, games + 1 if time_called and _between_games(state) else games, time_called)


_strict_special_play: Final[Callable[[engine.HandState, engine.Play], engine.HandState | engine.Play]] = vars(engine)[
    "_special_play"
]


def _moved_unchecked(state: engine.HandState, action: engine.Play) -> engine.HandState | engine.Play:
    """A tile on an end it does not match is moved to the other end without looking whether it fits there."""
    ends = state.ends
    mending = state.rules.has("misplay-corrected") and action.seat is state.turn and state.must_play is None
    if ends is None or not mending or action.end is None or action.tile not in state.hand(action.seat):
        return _strict_special_play(state, action)
    if action.tile.fits(ends[0] if action.end == "left" else ends[1]):
        return _strict_special_play(state, action)
    return engine.Play(action.seat, action.tile, "right" if action.end == "left" else "left")


def _out_of_turn_moves_turn(state: engine.HandState, action: engine.Play) -> engine.HandState | engine.Play:
    """After a tile put down out of turn, play goes on from the offender."""
    done = _strict_special_play(state, action)
    if isinstance(done, engine.HandState) and len(done.out_of_turn) > len(state.out_of_turn):
        return dataclasses.replace(done, turn=next_seat(action.seat, state.rules.clockwise))
    return done


def _high_half_only(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile played on a named end must show that end's number on its higher half."""
    ends = state.ends
    if ends is not None and action.end is not None and state.rules.has("must-match-end"):
        number = ends[0] if action.end == "left" else ends[1]
        if action.tile.fits(number) and action.tile.high != number:
            raise IllegalAction(state.rules.rule_for("must-match-end"), f"{action.tile} does not match {number}")
    return _strict_play(state, action)


def _left_end_only(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A tile played with no end named is checked against the left end only."""
    ends = state.ends
    if ends is not None and action.end is None and not action.tile.fits(ends[0]) and state.rules.has("must-match-end"):
        raise IllegalAction(state.rules.rule_for("must-match-end"), f"{action.tile} does not match the left end")
    return _strict_play(state, action)


_strict_check_general_pass: Final[Callable[[engine.HandState, engine.Infraction, PenaltyTerms], None]] = vars(engine)[
    "_check_general_pass"
]


def _general_pass_due_at_once(state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms) -> None:
    """The general-pass fine is due the moment the general pass is set up, before the next tile."""
    made = sum(1 for maker in state.general_passes if maker is action.seat)
    fined = sum(
        1 for d in state.history if isinstance(d, engine.Infraction) and d.kind == action.kind and d.seat is action.seat
    )
    if made <= fined:
        _strict_check_general_pass(state, action, terms)


_strict_touch: Final[Callable[[engine.HandState, engine.Touch], engine.HandState]] = vars(engine)["_touch"]


def _second_touch_ignored(state: engine.HandState, action: engine.Touch) -> engine.HandState:
    """A second tile touched while the first must be played binds nothing and is not left face up."""
    if state.must_play is not None and action.seat is state.turn and action.tile in state.hand(action.seat):
        return state
    return _strict_touch(state, action)


def _touch_out_of_turn_ignored(state: engine.HandState, action: engine.Touch) -> engine.HandState:
    """A tile touched out of turn binds nothing and is not left face up."""
    if action.seat is not state.turn and action.tile in state.hand(action.seat):
        return state
    return _strict_touch(state, action)


def _time_ends_game(state: matches.MatchState, games: int, time_called: bool) -> matches.MatchState:
    """Time decides the match the moment it is called, the game under way cut off unfinished."""
    if not time_called:
        return _strict_cut(state, games, time_called)
    return _strict_decide_by_games(dataclasses.replace(state, time_called=True))


_strict_infraction: Final[Callable[[engine.HandState, engine.Infraction], engine.HandState]] = vars(engine)[
    "_infraction"
]


def _agreement_waives(state: engine.HandState, action: engine.Infraction) -> engine.HandState:
    """The table settling an incident by agreement lifts the fines already recorded in the hand."""
    done = _strict_infraction(state, action)
    return dataclasses.replace(done, penalties=()) if action.kind == "settled-by-agreement" else done


def _cut_any_time(state: matches.MatchState, games: int, time_called: bool) -> matches.MatchState:
    """A judge may cut the match's games before its first game has ended."""
    if not time_called and games >= 0 and state.games == (0, 0) and state.sets == (0, 0):
        return dataclasses.replace(
            state, games_left=games if state.games_left is None else min(games, state.games_left)
        )
    return _strict_cut(state, games, time_called)


# fmd-singles and fmd-couples (edges)
def _highest_end_leads(draws: Mapping[Seat, Tile]) -> Seat:
    """The tile with the highest single end leads, its sum only breaking a tie (one half of the tile read)."""
    lead.draw_for_lead(draws)
    return max(draws, key=lambda seat: (draws[seat].high, draws[seat].pips))


def _pick_clockwise(shuffler: Seat, clockwise: bool) -> tuple[Seat, ...]:
    """The tiles are picked in the direction opposite to play, the shuffler still last."""
    return _strict_pick_order(shuffler, not clockwise)


_strict_pick_order: Final = lead.pick_order


def _tied_hand_same_leader(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    """A hand that scores nothing is led again by the player who led it."""
    after = _strict_apply_event(state, event)
    if isinstance(event, matches.HandScored) and event.team is None and not after.finished:
        return dataclasses.replace(after, leader=state.leader)
    return after


def _void_hand_same_leader(rules: BlockRules, leader: Seat, outcome: engine.Outcome | None) -> Seat:
    if outcome is not None and outcome.end == "void":
        return leader
    return _strict_next_leader(rules, leader, outcome)


def _byes_as_yes_no(ranked: Sequence[str], history: pairing.History, count: int) -> tuple[str, ...]:
    """Whether an entrant has had a bye is read as yes or no: two byes count as one."""
    once = dataclasses.replace(history, byes={entrant: min(n, 1) for entrant, n in history.byes.items()})
    return _strict_choose_byes(ranked, once, count)


_strict_choose_byes: Final = pairing.choose_byes


def _lock_over_opponents(state: engine.HandState, action: engine.Play) -> bool:
    """The lock exception of a flipped tile asks whether the opponents can play after the tile, forgetting
    the partner (and the player)."""
    if not state.rules.has("exposed-lock-exempt") or state.ends is None:
        return False
    tile, (left, right) = action.tile, state.ends
    waiting = [t for t in state.exposed[action.seat.index] if t.fits(left) or t.fits(right)]
    if not all(engine._flipped(state, action.seat, t) for t in waiting):  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step
        return False
    if action.end == "left" or (action.end is None and tile.fits(left)):
        if not tile.fits(left):
            return False
        after = (tile.other_end(left), right)
    elif tile.fits(right):
        after = (left, tile.other_end(right))
    else:
        return False
    opponents = action.seat.team.other.seats
    return not any(t.fits(after[0]) or t.fits(after[1]) for seat in opponents for t in state.hands[seat.index])


_strict_check_misfit: Final = engine._check_misfit  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _misfit_by(fits: Callable[[Tile, tuple[int, int]], bool]) -> Patch:
    """The check of a misplay record with ``fits`` for whether the named tile fits the line."""

    def check(state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms) -> None:
        tile, ends = action.tile, state.ends
        if tile is None or ends is None or tile not in state.hand(action.seat) or fits(tile, ends):
            _strict_check_misfit(state, action, terms)

    return (engine, "_check_misfit", check)


def _lateness_per_started_period(terms: PenaltyTerms, minutes: int) -> tuple[int, tuple[Consequence, ...]]:
    """Each period begun costs the fine, not each whole period."""
    if minutes > terms.numbers["lateness_tolerance"]:
        return 0, ("forfeit-match",)
    return terms.fine * -(-minutes // terms.numbers["lateness_period"]), ("fine",)


def _bye_to_highest(ranked: Sequence[str], history: pairing.History, count: int) -> tuple[str, ...]:
    """The highest-ranked entrants among those with the fewest byes sit out (the standings read upside down)."""
    if count <= 0:
        return ()
    position = {entrant: i for i, entrant in enumerate(ranked)}
    chosen = sorted(ranked, key=lambda e: (history.byes.get(e, 0), position[e]))[:count]
    return tuple(sorted(chosen, key=position.__getitem__))


_strict_records: Final = standings.records


def _bye_as_loss(
    entrants: Sequence[str],
    played: Iterable[standings.Played],
    byes: Iterable[str],
    deductions: Iterable[standings.Deduction],
    rules: TournamentRules,
) -> dict[str, standings.Record]:
    """A bye is recorded as a match lost, not won."""
    sat_out = list(byes)
    made = _strict_records(entrants, played, sat_out, deductions, rules)
    for entrant in sat_out:
        record = made[entrant]
        made[entrant] = dataclasses.replace(record, wins=record.wins - 1, losses=record.losses + 1)
    return made


def _greedy_tables(ranked: Sequence[str], history: pairing.History, mode: pairing.Mode = "pairs") -> pairing.Pairing:
    """Tables of four cut from the top in ranking order, each seated on its own (1 & 4 v 2 & 3, else 1 & 3 v
    2 & 4, else as it comes) without moving anyone to another table to avoid a repeat."""
    if mode == "pairs":
        return _strict_pair_round(ranked, history, mode)
    if len(set(ranked)) < len(ranked):
        return _strict_pair_round(ranked, history, mode)  # the same refusal of a player listed twice
    byes = pairing.choose_byes(ranked, history, len(ranked) % 4)
    left = [e for e in ranked if e not in byes]
    tables: list[tuple[str, ...]] = []
    for i in range(0, len(left), 4):
        a, b, c, d = left[i : i + 4]
        seatings = [(a, b, d, c), (a, b, c, d)]  # (North, East, South, West): partners North-South, East-West
        tables.append(next((t for t in seatings if not pairing.conflicts_at(t, history)), seatings[0]))
    accepted = tuple((i, *c) for i, table in enumerate(tables) for c in pairing.conflicts_at(table, history))
    return pairing.Pairing(tuple(tables), byes, accepted)


def _lock_to_higher(state: engine.HandState) -> engine.Outcome:
    """A lock goes to the partnership with the higher total."""
    outcome = _strict_lock(state)
    if outcome.team is None:
        return outcome
    return dataclasses.replace(outcome, team=outcome.team.other, winner=None)


def _lock_scores_difference(state: engine.HandState) -> engine.Outcome:
    """A lock scores the difference between the partnerships' totals, not every pip left."""
    outcome = _strict_lock(state)
    if outcome.team is None:
        return outcome
    totals = [sum(outcome.counts[s.index] for s in team.seats) for team in Team]
    return dataclasses.replace(outcome, points=abs(totals[0] - totals[1]))


def _lock_to_blocker(state: engine.HandState, action: engine.Play) -> engine.HandState:
    """A lock goes to the partnership of the player whose tile locked the hand."""
    played = _strict_play(state, action)
    outcome = played.outcome
    if outcome is None or outcome.end != "lock" or outcome.team is None or outcome.team is action.seat.team:
        return played
    return dataclasses.replace(played, outcome=dataclasses.replace(outcome, team=action.seat.team, winner=None))


_strict_value: Final = standings._value  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _differential_upside_down(record: standings.Record, key: TieBreak) -> int:
    """The lower differential ranks first."""
    value = _strict_value(record, key)
    return -value if key == "differential" else value


def _fixed_fine(kind: str, fine: int, *also: Consequence) -> Patch:
    """Records of ``kind`` fined a fixed ``fine`` (another rulebook's sanction), with the consequences ``also``
    (none: in place of the judge's deduction)."""
    original: Callable[[str], BlockRules] = vars(adapter)["rules_for"]

    def rules_for(rulebook: str) -> BlockRules:
        rules = original(rulebook)
        if kind not in rules.penalties:
            return rules
        penalties = dict(rules.penalties)
        penalties[kind] = dataclasses.replace(penalties[kind], consequences=("fine", *also), fine=fine)
        return dataclasses.replace(rules, penalties=MappingProxyType(penalties))

    return (adapter, "rules_for", rules_for)


def _lateness_per_minute(terms: PenaltyTerms, minutes: int) -> tuple[int, tuple[Consequence, ...]]:
    """Lateness fined for every minute late, the way Mexican Train counts it."""
    if minutes > terms.numbers["lateness_tolerance"]:
        return 0, ("forfeit-match",)
    return terms.fine * minutes, ("fine",)


def _lateness_never_forfeits(terms: PenaltyTerms, minutes: int) -> tuple[int, tuple[Consequence, ...]]:
    """Lateness beyond the tolerance fined period by period like any other, the match not forfeited."""
    return terms.fine * (minutes // terms.numbers["lateness_period"]), ("fine",)


def _reshuffle_moves_lead(rules: BlockRules, leader: Seat, outcome: engine.Outcome | None) -> Seat:
    """A new shuffle (a tile shown or too many tiles seen at the deal) passes the lead on, as a hand played out
    does."""
    reshuffles = {
        terms.rule_id
        for terms in rules.penalties.values()
        if "reshuffle" in terms.consequences
        and not (terms.has("restart-next-player") or terms.has("restart-player-in-turn"))  # a rule names its leader
    }
    if outcome is not None and outcome.end == "restart" and outcome.rule_id in reshuffles:
        return next_seat(leader, rules.lead_rotation == "clockwise")
    return _strict_next_leader(rules, leader, outcome)


def _target_on_hand_points(state: matches.MatchState, event: matches.MatchEvent) -> matches.MatchState:
    """The target is checked against the points of the hand just scored, not the match's running total."""
    after = _strict_apply_event(state, event)
    rules = state.rules
    if (
        isinstance(event, matches.HandScored)
        and after.finished
        and after.decided_by == rules.rule_for("match-target")
        and event.points < rules.target_score
    ):
        return dataclasses.replace(after, finished=False, winner=None, decided_by=None)
    return after


_strict_bad_pass: Final = engine._bad_pass  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _last_tile_when_recorded(
    state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms, made: engine.PassMade
) -> engine.HandState:
    """The last-tile exception judged by the tiles held when the pass is recorded, not when it was made."""
    return _strict_bad_pass(state, action, terms, dataclasses.replace(made, held=len(state.hand(action.seat))))


def _any_face_up_tile(state: engine.HandState, seat: Seat, tile: Tile) -> bool:
    """Every face-up tile has the flipped tile's lock exception, touched or taken back alike."""
    return True


def _lateness_after_tolerance(terms: PenaltyTerms, minutes: int) -> tuple[int, tuple[Consequence, ...]]:
    """The periods of lateness counted from the end of the tolerance, not from the agreed time."""
    tolerance = terms.numbers["lateness_tolerance"]
    if minutes > tolerance:
        return 0, ("forfeit-match",)
    return terms.fine * (max(0, minutes - tolerance) // terms.numbers["lateness_period"]), ("fine",)


_strict_recorded: Final = engine._recorded  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _lateness_minutes_on_faith(state: engine.HandState, action: engine.Infraction) -> engine.HandState:
    """A lateness record that does not say how late is taken as no minutes late."""
    if action.kind == "lateness" and action.minutes is None:
        return _strict_recorded(state, dataclasses.replace(action, minutes=0))
    return _strict_recorded(state, action)


def _deal_unchecked(state: engine.HandState) -> None:
    """Play may begin while a hand still holds tiles too many."""


_strict_course_changed: Final = engine._course_changed  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _lock_dominates(state: engine.HandState, action: engine.Infraction, terms: PenaltyTerms) -> engine.HandState | None:
    """A lock won by the couple of the player whose last tile flipped also counts as that couple dominating the hand:
    the hand stands."""
    outcome, flipped = state.outcome, state.last_flipped
    if (
        outcome is not None
        and flipped is not None
        and outcome.end == "lock"
        and outcome.team is flipped[0].team
        and terms.has("course-changed-partner-stands")
    ):
        return None
    return _strict_course_changed(state, action, terms)


def _head_to_head_of_two(wins_inside: Mapping[str, int], record: standings.Record) -> int:
    """The result between tied entrants breaks a tie of two only; three or more level stay in entry order."""
    return wins_inside[record.entrant] if len(wins_inside) == 2 else 0


_strict_settle: Final = engine._settle  # pyright: ignore[reportPrivateUsage]  # the fault reuses the engine's own step


def _ban_on_own_domino_only(state: engine.HandState) -> engine.HandState:
    """A player barred from winning is barred from going out only: a lock won by the player's partnership scores."""
    outcome = state.outcome
    if outcome is not None and outcome.end == "lock" and state.award is None:
        return state
    return _strict_settle(state)


def _double_counted_once(draws: Mapping[Seat, Tile]) -> Seat:
    """A drawn double counts its number once (4-4 as 4), a mixed tile its sum; a tie to the higher end."""
    lead.draw_for_lead(draws)
    return max(
        draws, key=lambda seat: (draws[seat].high if draws[seat].is_double else draws[seat].pips, draws[seat].high)
    )


def _edges_patches(decision: FaultDecision) -> list[Patch] | None:
    """The fmd-singles and fmd-couples edge decisions (None: not one of them)."""
    if decision == "lead-draw-highest-end":
        return [(adapter, "draw_for_lead", _highest_end_leads)]
    if decision == "lead-double-counted-once":
        return [(adapter, "draw_for_lead", _double_counted_once)]
    if decision == "pick-order-clockwise":
        return [(lead, "pick_order", _pick_clockwise)]
    if decision == "tied-hand-leader-leads-again":
        return [(matches, "apply_event", _tied_hand_same_leader), (engine, "next_leader", _void_hand_same_leader)]
    if decision == "byes-counted-as-yes-no":
        return [(pairing, "choose_byes", _byes_as_yes_no)]
    if decision == "lock-before-domino":
        return [(engine, "_play", _lock_before_domino)]
    if decision == "lock-exempt-opponents-only":
        return [(engine, "_lock_exempt", _lock_over_opponents)]
    if decision == "misfit-check-low-half":
        return [_misfit_by(lambda tile, ends: tile.low in ends)]
    if decision == "misfit-check-right-end":
        return [_misfit_by(lambda tile, ends: tile.fits(ends[1]))]
    if decision == "misfit-check-high-half":
        return [_misfit_by(lambda tile, ends: tile.high in ends)]
    if decision == "misfit-check-left-end":
        return [_misfit_by(lambda tile, ends: tile.fits(ends[0]))]
    if decision == "bye-to-highest-ranked":
        return [(pairing, "choose_byes", _bye_to_highest)]
    if decision == "bye-recorded-as-loss":
        return [(standings, "records", _bye_as_loss)]
    if decision == "tables-seated-greedily":
        return [(adapter, "pair_round", _greedy_tables), (pairing, "pair_round", _greedy_tables)]
    if decision == "lock-to-higher-total":
        return [(engine, "_lock", _lock_to_higher)]
    if decision == "lock-scores-team-difference":
        return [(engine, "_lock", _lock_scores_difference)]
    if decision == "lock-to-blocker-side":
        return [(engine, "_play", _lock_to_blocker)]
    if decision == "differential-upside-down":
        return [(standings, "_value", _differential_upside_down)]
    if decision == "hands-above-table-fined-25":
        return [_fixed_fine("hands-above-table", 25)]
    if decision == "signal-fined-25":
        return [_fixed_fine("signal", 25)]
    if decision == "lateness-fined-per-minute":
        return [(engine, "lateness_terms", _lateness_per_minute)]
    if decision == "lateness-never-forfeits":
        return [(engine, "lateness_terms", _lateness_never_forfeits)]
    if decision == "reshuffle-moves-lead":
        return [(engine, "next_leader", _reshuffle_moves_lead)]
    if decision == "target-on-hand-points":
        return [(matches, "apply_event", _target_on_hand_points)]
    if decision == "last-tile-judged-when-recorded":
        return [(engine, "_bad_pass", _last_tile_when_recorded)]
    if decision == "touch-out-of-turn-ignored":
        return [(engine, "_touch", _touch_out_of_turn_ignored)]
    if decision == "lock-exempt-any-face-up":
        return [(engine, "_flipped", _any_face_up_tile)]
    if decision == "exposed-tile-fined-25":
        return [_fixed_fine("exposed-tile", 25, "must-play-first")]
    if decision == "lateness-counted-after-tolerance":
        return [(engine, "lateness_terms", _lateness_after_tolerance)]
    if decision == "lateness-minutes-unchecked":
        return [(engine, "_recorded", _lateness_minutes_on_faith)]
    if decision == "extra-tiles-play-unchecked":
        return [(engine, "_check_dealt", _deal_unchecked)]
    if decision == "false-lock-fined-50":
        return [_fixed_fine("false-lock", 50, "cannot-win", "expose-hand")]
    if decision == "course-change-lock-stands":
        return [(engine, "_course_changed", _lock_dominates)]
    if decision == "head-to-head-of-two-only":
        return [(standings, "_inside", _head_to_head_of_two)]
    if decision == "barred-player-lock-scores":
        return [(engine, "_settle", _ban_on_own_domino_only)]
    if decision == "lateness-per-started-period":
        return [(engine, "lateness_terms", _lateness_per_started_period)]
    if decision == "deal-exposure-record-unchecked":
        return [_taken_on_faith("_check_at_deal", engine.EXPOSED_AT_DEAL)]
    if decision == "extra-tiles-seen-record-unchecked":
        return [_taken_on_faith("_check_at_deal", engine.EXTRA_TILES_SEEN)]
    if decision == "false-lock-record-unchecked":
        return [_taken_on_faith("_check_false_lock")]
    if decision == "turned-tile-record-unchecked":
        return [_taken_on_faith("_check_turned")]
    return None


def _decision_patches(decision: FaultDecision) -> list[Patch]:
    if decision in faults_train.DECISIONS:
        return faults_train.patches(decision)
    if decision in faults_fives.DECISIONS:
        return faults_fives.patches(decision)
    if decision == "pass-with-fitting-tile-accepted":
        return [(engine, "_pass", _lax_pass)]
    if decision == "misfit-joined-anyway":
        return [(engine, "_play", _misfit_play)]
    if decision == "lead-tiebreak-low-end":
        return [(adapter, "draw_for_lead", _low_end_tiebreak)]
    if decision == "lead-draw-lowest-sum":
        return [(adapter, "draw_for_lead", _lowest_sum)]
    if decision == "shuffler-picks-first":
        return [(lead, "pick_order", _shuffler_first)]
    if decision == "bad-pass-always-in-time":
        return [(engine, "_caught_in_time", _always_in_time)]
    if decision == "bad-pass-never-in-time":
        return [(engine, "_caught_in_time", _never_in_time)]
    if decision == "domino-to-lower-team-total":
        return [(engine, "_domino", _team_totals_domino)]
    if decision == "turn-order-unchecked":
        return [(engine, "_check_turn", _any_turn)]
    if decision == "holds-tile-unchecked":
        return [(engine, "_check_holds", _holds_anything)]
    if decision == "exposed-tile-never-first":
        return [(engine, "_lock_exempt", _always_exempt)]
    if decision == "time-call-any-time":
        return [(matches, "_check_time", _any_time)]
    if decision == "pairing-greedy":
        return [(adapter, "pair_round", _greedy), (pairing, "pair_round", _greedy)]
    if decision == "bye-ignores-earlier-byes":
        return [(pairing, "choose_byes", _byes_forgotten)]
    if decision == "knockout-loser-advances":
        return [(knockout, "match_winner", _loser_advances)]
    if decision == "knockout-pairs-first-with-last":
        return [(knockout, "advance", _first_with_last)]
    if decision == "expelled-hand-played-on":
        return [(engine, "_ENDS_PLAY", frozenset({"forfeit-match", "forfeit-game"}))]
    if decision == "knockout-waiting-last":
        return [(knockout, "advance", _waiting_last)]
    if decision == "knockout-by-total-games":
        return [(knockout, "match_winner", _by_total_games)]  # the adapter calls knockout.advance
    if decision == "pass-record-unchecked":
        return [(engine, "_pass_recorded", _pass_taken_on_faith(engine.BAD_PASS, engine.PASS_WITH_PLAYABLE))]
    if decision == "deliberate-pass-record-unchecked":
        return [(engine, "_pass_recorded", _pass_taken_on_faith(engine.DELIBERATE_PASS))]
    if decision == "misfit-record-unchecked":
        return [_taken_on_faith("_check_misfit")]
    if decision == "general-pass-record-unchecked":
        return [_taken_on_faith("_check_general_pass")]
    if decision == "exposed-record-unchecked":
        return [_taken_on_faith("_check_exposed")]
    if decision == "first-tile-high-end-to-leader":
        return [(engine, "first_tile_of", _high_end_to_leader)]
    if decision == "double-laid-lengthwise":
        return [(engine, "first_tile_of", _double_lengthwise)]
    if decision == "partnership-ahead-shuffles":
        return [(matches.MatchState, "shuffler", property(_ahead_shuffles))]
    if decision == "withdrawn-record-unchecked":
        return [_taken_on_faith("_check_withdrawn")]
    if decision == "wrong-end-record-unchecked":
        return [_taken_on_faith("_check_wrong_end")]
    if decision == "flipped-record-unchecked":
        return [_taken_on_faith("_check_flipped", engine.FLIPPED_TILE)]
    if decision == "last-tile-record-unchecked":
        return [_taken_on_faith("_check_flipped", engine.LAST_TILE_FLIPPED)]
    if decision == "coding-record-unchecked":
        return [_taken_on_faith("_check_no_coding_in_force")]
    if decision == "spectator-record-unchecked":
        return [_taken_on_faith("_check_player_act")]
    if decision == "double-six-opening-unchecked":
        return [(engine, "_opened", _any_opening_tile)]
    if decision == "bye-counted-yes-or-no":
        return [(pairing, "choose_byes", _byes_yes_or_no)]
    if decision == "bye-to-highest-ranked":
        return [(pairing, "choose_byes", _byes_to_top)]
    if decision == "lead-draw-highest-end":
        return [(adapter, "draw_for_lead", _highest_end)]
    if decision == "lock-tested-before-domino":
        return [(engine, "_play", _lock_before_domino)]
    if decision == "lock-tie-among-partners":
        return [(engine, "_lock", _partners_tie_lock)]
    if decision == "general-pass-over-opponents":
        return [(engine, "_play", _general_pass_over_opponents)]
    if decision == "lead-rotates-from-winner":
        return [(engine, "next_leader", _next_from_winner), (matches, "apply_event", _match_next_from_winner)]
    if decision == "replay-led-by-last-winners":
        return [
            (engine, "next_opening", _replay_led_by_winners),
            (matches, "apply_event", _match_replay_led_by_winners),
        ]
    if decision == "cut-counts-from-next-game":
        return [(matches, "_cut", _cut_from_next_game)]
    if decision == "cut-after-time-adds-games":
        return [(matches, "_cut", _cut_adds_games)]
    if decision == "exposed-win-any-tile":
        return [(engine, "_domino", _exposed_win_any_tile)]
    if decision == "game-scores-carried":
        return [(matches, "_game_won", _game_scores_kept)]
    if decision == "set-games-carried":
        return [(matches, "_game_won", _set_games_kept)]
    if decision == "time-between-hands-as-during":
        return [(matches, "apply_event", _time_as_during_hand)]
    if decision == "hand-scores-difference":
        return [(engine, "_hand_value", _difference_value)]
    if decision == "lead-tiebreak-lower-end":
        return [(adapter, "draw_for_lead", _lower_end_tiebreak)]
    if decision == "four-way-draw-refused":
        return [(adapter, "draw_for_lead", _four_way_refused)]
    if decision == "losers-lead-next":
        return [(engine, "next_opening", _losers_lead), (matches, "apply_event", _match_losers_lead)]
    if decision == "lock-to-highest-count":
        return [(engine, "_lock", _highest_count_lock)]
    if decision == "level-on-games-drawn":
        return [(matches, "_decide_by_games", _level_drawn)]
    if decision == "time-between-games-plays-one-more":
        return [(matches, "_cut", _time_from_next_game)]
    if decision == "misplay-moved-unchecked":
        return [(engine, "_special_play", _moved_unchecked)]
    if decision == "out-of-turn-moves-turn":
        return [(engine, "_special_play", _out_of_turn_moves_turn)]
    if decision == "named-end-matched-by-high-half":
        return [(engine, "_play", _high_half_only)]
    if decision == "unnamed-end-left-only":
        return [(engine, "_play", _left_end_only)]
    if decision == "general-pass-fined-at-once":
        return [(engine, "_check_general_pass", _general_pass_due_at_once)]
    if decision == "second-touch-ignored":
        return [(engine, "_touch", _second_touch_ignored)]
    if decision == "touch-out-of-turn-ignored":
        return [(engine, "_touch", _touch_out_of_turn_ignored)]
    if decision == "time-ends-game-under-way":
        return [(matches, "_cut", _time_ends_game)]
    if decision == "agreement-waives-fines":
        return [(engine, "_infraction", _agreement_waives)]
    if decision == "cut-before-first-game-accepted":
        return [(matches, "_cut", _cut_any_time)]
    if decision == "void-hand-same-leader":
        return [(engine, "next_leader", _void_same_leader), (matches, "apply_event", _match_void_same_leader)]
    edges = _edges_patches(decision)
    if edges is not None:
        return edges
    assert decision == "reshuffle-request-unchecked", decision
    return [_taken_on_faith("_check_reshuffle_request")]


DECISIONS: Final = frozenset(FAULT_DECISIONS)
"""Every decision the catalogue may name; :func:`_decision_patches` realises each."""


@contextmanager
def installed(fault: Fault) -> Generator[None, None, None]:
    """The reference adapter plays with ``fault`` for the duration; everything is put back after."""
    if isinstance(fault.change, DecisionChange):
        patches = _decision_patches(fault.change.decision)
    else:
        patches = _data_patches(fault)
    saved: list[Patch] = []
    try:
        for module, name, value in patches:
            if not hasattr(module, name):
                raise LookupError(f"{module!r} has no {name}: the fault {fault.key} cannot be installed")
            saved.append((module, name, getattr(module, name)))
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in reversed(saved):
            setattr(module, name, value)
