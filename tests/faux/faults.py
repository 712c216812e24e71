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
from collections.abc import Callable, Generator, Mapping, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Final

import conformance.reference_adapter as adapter
import conformance.reference_fives as fives_adapter
import conformance.reference_train as train_adapter
from reference_impl.block import hand as engine
from reference_impl.block import lead
from reference_impl.block import match as matches
from reference_impl.block.rules import BlockRules, PenaltyTerms, block_rules_from
from reference_impl.errors import IllegalAction
from reference_impl.fives.rules import FivesRules, fives_rules_from
from reference_impl.tiles import SEATS, Seat, Team, Tile, next_seat
from reference_impl.tournament import knockout, pairing
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
