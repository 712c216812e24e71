"""The random tournament generator: a whole event from a seed, every hand played by the reference engine.

Each round is paired by :func:`~organiser.rounds.next_round`;
each match is played hand by hand with the fast simulator
(:func:`reference_impl.block.fast.simulate_hand`, the same deals, leads and outcomes
as the step-by-step engine) and scored by :mod:`reference_impl.block.match` until a
side reaches the rulebook's target. A knock-out match is scored by the same match
engine under the rulebook's own structure: hands to the target make a game,
``set_games`` games a set, ``match_sets`` sets the match (DORAL-2.2, 3.1, 4.1); every
game is recorded with its hands. An All Fives rulebook (``wcdt-all-fives``) is a
knock-out of matches of games, every hand played by the all-fives fast simulator and
scored by :mod:`reference_impl.fives.match` (:func:`play_fives_knockout`). Now and then a side forfeits or a judge records
a fine, so the file has every kind of entry the checker reads. The same
arguments always give the same tournament.

>>> event = simulate("ndf-double-nine", "pairs", entrants=6, rounds=3, seed=1)
>>> len(event.rounds), [len(r.tables) for r in event.rounds]
(3, [3, 3, 3])
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from organiser.file import Entrant, FileMode, GameRecord, HandRecord, Penalty, Result, Round, TableRecord, Tournament
from organiser.rounds import next_round
from reference_impl.block.fast import first_lead, simulate_hand
from reference_impl.block.match import HandScored, MatchState, apply_event, new_match
from reference_impl.block.rules import BlockRules
from reference_impl.errors import SetupError
from reference_impl.families import engine_for
from reference_impl.fives import match as fives_match
from reference_impl.fives.fast import simulate_hand as simulate_fives_hand
from reference_impl.fives.lead import down as fives_down
from reference_impl.fives.rules import FivesRules
from reference_impl.tiles import SEATS, Team, full_set
from rulespec import cached_spec


def game_rules(rulebook: str) -> BlockRules | FivesRules:
    """The rules hands are simulated with: the engine of the rulebook's own family, never another game.

    A rulebook not in the spec, or of a family with no engine, is a :class:`SetupError` naming it.
    """
    try:
        book = cached_spec().rulebook(rulebook)
    except KeyError as exc:
        raise SetupError(f"no rulebook {rulebook!r} to simulate") from exc
    try:
        engine = engine_for(book)
    except SetupError as exc:
        raise SetupError(f"cannot simulate a tournament of {rulebook}: {exc}") from exc
    rules = engine.rules_from(book)
    if not isinstance(rules, BlockRules | FivesRules):
        raise SetupError(
            f"cannot simulate a tournament of {rulebook}: the simulator plays block and all-fives games only, "
            f"and {rulebook} is of the {book.game.family} family"
        )
    return rules


def _side(team: Team | None) -> int | None:
    """Side 0 sits North-South."""
    return None if team is None else (0 if team is Team.NS else 1)


def play_match(rules: BlockRules, rng: random.Random) -> Result:
    """One match to the rules' target, hand by hand: side 0 sits North-South."""
    lead = first_lead(rules, rng.choice(SEATS))
    state = new_match(rules, {}, lead.seat or SEATS[0])
    hands: list[HandRecord] = []
    while not state.finished:
        hand = simulate_hand(rules, rng, lead)
        lead = hand.next
        state = apply_event(state, HandScored(hand.team, hand.points, hand.winner))
        hands.append((_side(hand.team), hand.points))
    return Result(scores=state.scores, hands=tuple(hands))


def play_knockout(rules: BlockRules, rng: random.Random) -> Result:
    """A knock-out match, hand by hand, scored by the match engine: games to the target make
    sets, sets make the match (the rulebook's ``set_games`` and ``match_sets``); side 0 sits
    North-South. Every game is recorded with its hands, and every set with its games."""
    if rules.set_games <= 1 and rules.match_sets <= 1:
        raise SetupError(f"{rules.rulebook} plays no matches of games and sets, which a knock-out round scores")
    lead = first_lead(rules, rng.choice(SEATS))
    state: MatchState = new_match(rules, {}, lead.seat or SEATS[0])
    sets: list[tuple[int, int]] = []
    games: list[GameRecord] = []
    hands: list[HandRecord] = []
    while not state.finished:
        hand = simulate_hand(rules, rng, lead)
        lead = hand.next
        before = state
        state = apply_event(state, HandScored(hand.team, hand.points, hand.winner))
        side = _side(hand.team)
        hands.append((side, hand.points))
        if side is None or state.game_hands != 0:
            continue  # the game goes on
        # the hand won the game: the scores went back to nothing
        scores = list(before.scores)
        scores[side] += hand.points
        games.append(GameRecord((scores[0], scores[1]), tuple(hands)))
        hands = []
        if state.sets != before.sets:
            won = list(before.games)
            won[side] += 1
            sets.append((won[0], won[1]))
    return Result(sets=tuple(sets), games=tuple(games))


def play_fives_knockout(rules: FivesRules, rng: random.Random) -> Result:
    """An All Fives singles knock-out match, hand by hand: games to the target, the first to ``match_games``
    games wins (WCDT-1.2, 1.4). The first down goes to the higher tile drawn (WCDT-2.1), then moves on a
    seat every hand (WCDT-2.2); each hand is dealt from a shuffled set and played by
    :func:`reference_impl.fives.fast.simulate_hand`, scored by :mod:`reference_impl.fives.match`. A hand
    is recorded as each side's points in it (the side that won the game last), so a game's hands add up
    to its score and its last entry is the one that reached the target."""
    players = rules.singles_players
    seats = SEATS[:players]
    tiles = [(t.high, t.low) for t in full_set(rules.max_pip)]
    drawn = rng.sample(full_set(rules.max_pip), players)
    leader = seats.index(fives_down(rules, dict(zip(seats, drawn, strict=True))))
    state = fives_match.new_match(rules, (0, 0), (0, 0))
    games: list[GameRecord] = []
    hands: list[HandRecord] = []
    size = rules.hand_size
    while not state.finished:
        rng.shuffle(tiles)
        dealt = [tiles[i * size : (i + 1) * size] for i in range(players)]
        summary = simulate_fives_hand(rules, dealt, tiles[players * size :], leader, state.scores)
        leader = (leader + 1) % players
        before = state
        gained = [summary.scores[side] - before.scores[side] for side in (0, 1)]
        # the side still below the target first: the other one's points end the game
        order = sorted((0, 1), key=lambda side: summary.scores[side] >= rules.target_score)
        scored = [side for side in order if gained[side]]
        for side in scored:
            state = fives_match.apply_event(state, fives_match.HandScored((Team.NS, Team.EW)[side], gained[side]))
            hands.append((side, gained[side]))
        if not scored:
            state = fives_match.apply_event(state, fives_match.HandScored(None, 0))
            hands.append((None, 0))
        if state.games != before.games:
            games.append(GameRecord((summary.scores[0], summary.scores[1]), tuple(hands)))
            hands = []
    won = state.games
    return Result(sets=((won[0], won[1]),), games=tuple(games))


def simulate(
    rulebook: str,
    mode: FileMode,
    entrants: int,
    rounds: int,
    seed: int,
    forfeit_rate: float = 0.02,
    penalty_rate: float = 0.02,
) -> Tournament:
    """A random tournament of ``entrants`` over ``rounds`` rounds (a knock-out runs to its final)."""
    if entrants < (4 if mode == "tables-of-four" else 2):
        raise SetupError(f"a {mode} tournament needs more than {entrants} entrants")
    rng = random.Random(seed)
    rules = game_rules(rulebook)
    knockout_match: Callable[[], Result]
    league_match: Callable[[], Result] | None = None
    if isinstance(rules, FivesRules):
        if mode != "knockout":
            raise SetupError(
                f"{rulebook} is played as a knock-out of best-of-three matches (WCDT-1.5), not in {mode} rounds"
            )
        fives = rules
        knockout_match, fines = (lambda: play_fives_knockout(fives, rng)), []
    else:
        if mode != "knockout" and (rules.set_games > 1 or rules.match_sets > 1):
            raise SetupError(
                f"{rulebook} plays matches of games and sets, which a {mode} round cannot score; "
                "simulate it as a knockout"
            )
        block = rules
        knockout_match, league_match = (lambda: play_knockout(block, rng)), (lambda: play_match(block, rng))
        fines = [p for p in rules.penalties.values() if p.fine > 0]
    width = len(str(entrants))
    event = Tournament(rulebook, mode, tuple(Entrant(f"E{i + 1:0{width}d}") for i in range(entrants)))
    number = 0
    while True:
        number += 1
        if mode == "knockout":
            if event.rounds and len(event.rounds[-1].tables) == 1 and not event.rounds[-1].byes:
                break
        elif number > rounds:
            break
        paired = next_round(event)
        tables: list[TableRecord] = []
        for table in paired.tables:
            if mode == "knockout" or league_match is None:
                result = knockout_match()
            elif rng.random() < forfeit_rate:
                result = Result(forfeit=rng.randrange(2))
            else:
                result = league_match()
            tables.append(TableRecord(table.seats, result))
        penalties = list(event.penalties)
        if fines and mode != "knockout" and rng.random() < penalty_rate:
            fine = rng.choice(fines)
            penalties.append(Penalty(rng.choice(event.ids), fine.fine, fine.rule_id, number))
        event = replace(
            event, rounds=(*event.rounds, Round(number, tuple(tables), paired.byes)), penalties=tuple(penalties)
        )
    return event
