"""The random tournament generator: a whole event from a seed, every hand played by the reference engine.

Each round is paired by :func:`~organiser.rounds.next_round`;
each match is played hand by hand with the fast simulator
(:func:`reference_impl.block.fast.simulate_hand`, the same deals and outcomes as the
step-by-step engine) and scored by :mod:`reference_impl.block.match` until a side
reaches the rulebook's target. A knock-out match is played set by set, game by
game. Now and then a side forfeits or a judge records a fine, so the file has
every kind of entry the checker reads. The same arguments always give the
same tournament.

>>> event = simulate("ndf-double-nine", "pairs", entrants=6, rounds=3, seed=1)
>>> len(event.rounds), [len(r.tables) for r in event.rounds]
(3, [3, 3, 3])
"""

from __future__ import annotations

import random
from dataclasses import replace

from organiser.file import Entrant, FileMode, Result, Round, TableRecord, Tournament
from organiser.rounds import next_round
from reference_impl.block.fast import simulate_hand
from reference_impl.block.match import HandScored, apply_event, new_match
from reference_impl.block.rules import BlockRules
from reference_impl.errors import SetupError
from reference_impl.families import engine_for
from reference_impl.tiles import SEATS, Team
from reference_impl.tournament.rules import tournament_rules_for
from reference_impl.tournament.standings import Deduction
from rulespec import cached_spec


def game_rules(rulebook: str) -> BlockRules:
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
    return engine.rules_from(book)


def play_match(rules: BlockRules, rng: random.Random) -> Result:
    """One match to the rules' target, hand by hand: side 0 sits North-South."""
    state = new_match(rules, {}, rng.choice(SEATS))
    hands: list[tuple[int | None, int]] = []
    while not state.finished:
        hand = simulate_hand(rules, rng, state.leader)
        state = apply_event(state, HandScored(hand.team, hand.points, hand.winner))
        hands.append((None if hand.team is None else (0 if hand.team is Team.NS else 1), hand.points))
    return Result(scores=state.scores, hands=tuple(hands))


def play_knockout(rules: BlockRules, rng: random.Random, sets_to_win: int, games_to_win_set: int) -> Result:
    """A knock-out match: games to the target make sets, sets make the match."""
    sets: list[tuple[int, int]] = []
    won = [0, 0]
    while max(won) < sets_to_win:
        games = [0, 0]
        while max(games) < games_to_win_set:
            result = play_match(rules, rng)
            assert result.scores is not None
            games[0 if result.scores[0] > result.scores[1] else 1] += 1
        won[0 if games[0] > games[1] else 1] += 1
        sets.append((games[0], games[1]))
    return Result(sets=tuple(sets))


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
    terms = tournament_rules_for(rulebook)
    if mode != "knockout" and (rules.set_games > 1 or rules.match_sets > 1):
        raise SetupError(
            f"{rulebook} plays matches of games and sets, which a {mode} round cannot score; simulate it as a knockout"
        )
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
            if mode == "knockout":
                result = play_knockout(rules, rng, terms.sets_to_win, terms.games_to_win_set)
            elif rng.random() < forfeit_rate:
                result = Result(forfeit=rng.randrange(2))
            else:
                result = play_match(rules, rng)
            tables.append(TableRecord(table.seats, result))
        penalties = list(event.penalties)
        if fines and mode != "knockout" and rng.random() < penalty_rate:
            fine = rng.choice(fines)
            penalties.append(Deduction(rng.choice(event.ids), fine.fine, fine.rule_id, number))
        event = replace(
            event, rounds=(*event.rounds, Round(number, tuple(tables), paired.byes)), penalties=tuple(penalties)
        )
    return event
