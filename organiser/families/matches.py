"""What the two families of matches (Swiss rounds and knock-outs) share: a table of two sides, its result, the
checks every round of matches gets, and the simulator that plays every hand with the engine.

Each match is played hand by hand with the fast simulator of the rulebook's game
(:func:`reference_impl.block.fast.simulate_hand`, the same deals, leads and outcomes as the step-by-step
engine) and scored by :mod:`reference_impl.block.match` until a side reaches the rulebook's target. A
knock-out match is scored by the same match engine under the rulebook's own structure: hands to the
target make a game, ``set_games`` games a set, ``match_sets`` sets the match (DORAL-2.2, 3.1, 4.1); every
game is recorded with its hands. An All Fives rulebook (``wcdt-all-fives``) is a knock-out of matches of
games, every hand played by the all-fives fast simulator and scored by :mod:`reference_impl.fives.match`
(:func:`play_fives_knockout`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Final, cast

from organiser.families.base import EventError, Given
from organiser.model import (
    Entrant,
    FileMode,
    Finding,
    GameRecord,
    HandRecord,
    Penalty,
    Result,
    Round,
    TableRecord,
    TableResult,
    Tournament,
    hand_totals,
)
from reference_impl.block.fast import first_lead, simulate_hand
from reference_impl.block.match import HandScored, MatchState, apply_event, new_match
from reference_impl.block.rules import BlockRules
from reference_impl.errors import SetupError
from reference_impl.families import engine_for
from reference_impl.fives import match as fives_match
from reference_impl.fives.fast import simulate_hand as simulate_fives_hand
from reference_impl.fives.lead import down as fives_down
from reference_impl.fives.rules import FivesRules
from reference_impl.fives.rules import with_match_games as fives_match_games
from reference_impl.tiles import SEATS, Team, full_set
from reference_impl.tournament.rules import TournamentRules, tournament_rules_for, with_match_games
from reference_impl.tournament.standings import Played
from rulespec import cached_spec

SIDES: Final = (
    "Side 0 is the first seat of a pairs table ([A, B]: A) or North-South at a table of four "
    "([North, East, South, West]: North and South); side 1 is the second seat, or East-West."
)
PAIR: Final[dict[str, object]] = {
    "type": "array",
    "items": {"type": "integer", "minimum": 0},
    "minItems": 2,
    "maxItems": 2,
}
HANDS: Final[dict[str, object]] = {
    "type": "array",
    "description": "the hands in order; their points add up to the scores",
    "items": {
        "type": "object",
        "required": ["side", "points"],
        "additionalProperties": False,
        "properties": {
            "side": {"enum": [0, 1, None], "description": "the side that scored the hand; null for a void hand"},
            "points": {"type": "integer", "minimum": 0, "description": "the points that side scored"},
        },
    },
}
FORFEIT: Final[dict[str, object]] = {
    "enum": [0, 1],
    "description": "the side that forfeited (0 or 1); the other side wins",
}


def rules_of(event: Tournament) -> TournamentRules:
    """The match terms an event of matches is run, checked and shown under: the rulebook's numbers, with the
    event's own match length where it sets one (``match_games``, WCDT-1.4).

    This is the one place the families of matches read them (the simulator reads the length in
    :func:`simulate_matches`), so the pairing, the checker, the bracket and the outputs all follow it. A
    length the rulebook does not let an event set never gets here: the file and ``create`` refuse it."""
    return with_match_games(tournament_rules_for(event.rulebook), event.match_games)


def match_round_schema(seats: str, result: dict[str, object]) -> dict[str, object]:
    """A round of matches: its number, byes and tables, each table's result as ``result`` describes it."""
    return {
        "type": "object",
        "required": ["round", "tables"],
        "additionalProperties": False,
        "properties": {
            "round": {"type": "integer", "minimum": 1, "description": "the round's number: 1, 2, 3..."},
            "byes": {
                "type": "array",
                "items": {"type": "string"},
                "description": "entrants who sit the round out (a bye counts as the rulebook says)",
            },
            "tables": {
                "type": "array",
                "description": "the tables, numbered from 1 in this order",
                "items": {
                    "type": "object",
                    "required": ["seats"],
                    "additionalProperties": False,
                    "properties": {
                        "seats": {
                            "type": "array",
                            "items": {"type": "string"},
                            "minItems": 2,
                            "maxItems": 4,
                            "description": seats + " " + SIDES,
                        },
                        "result": result,
                    },
                },
            },
        },
    }


def hands_of(raw: Mapping[str, object]) -> tuple[HandRecord, ...]:
    hands = cast(list[dict[str, object]], raw.get("hands", []))
    return tuple((cast(int | None, h["side"]), cast(int, h["points"])) for h in hands)


def dump_hands(hands: Sequence[HandRecord]) -> list[dict[str, object]]:
    return [{"side": side, "points": points} for side, points in hands]


def parse_match(raw: Mapping[str, object]) -> Result:
    scores = cast(list[int] | None, raw.get("scores"))
    games = cast(list[dict[str, object]], raw.get("games", []))
    return Result(
        scores=None if scores is None else (scores[0], scores[1]),
        forfeit=cast(int | None, raw.get("forfeit")),
        on_time=bool(raw.get("on_time", False)),
        hands=hands_of(raw),
        sets=tuple((s[0], s[1]) for s in cast(list[list[int]], raw.get("sets", []))),
        games=tuple(
            GameRecord((cast(list[int], g["scores"])[0], cast(list[int], g["scores"])[1]), hands_of(g)) for g in games
        ),
    )


def dump_match(result: TableResult) -> dict[str, object]:
    if not isinstance(result, Result):
        raise TypeError("a match table holds a match result")
    out: dict[str, object] = {}
    if result.scores is not None:
        out["scores"] = list(result.scores)
    if result.forfeit is not None:
        out["forfeit"] = result.forfeit
    if result.on_time:
        out["on_time"] = True
    if result.hands:
        out["hands"] = dump_hands(result.hands)
    if result.sets:
        out["sets"] = [list(s) for s in result.sets]
    if result.games:
        out["games"] = [
            {"scores": list(g.scores), **({"hands": dump_hands(g.hands)} if g.hands else {})} for g in result.games
        ]
    return out


def played(table: TableRecord, rules: TournamentRules) -> Played | None:
    """A finished table as the standings count it (a forfeit scores ``forfeit_points`` to 0)."""
    result = table.match
    if result is None or (result.scores is None and result.forfeit is None):
        return None
    if result.forfeit is not None:
        return Played.forfeited(table.sides, result.forfeit, rules)
    assert result.scores is not None
    return Played.scored(table.sides, result.scores)


def common_result_problems(given: Given, where: str) -> None:
    """What no match result can be: scores and a forfeit both, negative numbers."""
    if given.by_player is not None:
        raise EventError(f"{where}: a match is recorded as the two sides' scores (--scores A B), not a player's")
    if given.pair is not None and given.forfeit is not None:
        raise EventError(f"{where}: give the scores or a forfeit, not both")
    if given.forfeit is not None and given.sets:
        raise EventError(f"{where}: give the sets or a forfeit, not both")
    if given.pair is not None and min(given.pair) < 0:
        raise EventError(f"{where}: scores {given.pair[0]} {given.pair[1]}: a side's score is 0 or more")
    if any(min(games) < 0 for games in given.sets):
        raise EventError(f"{where}: sets: the games won in a set are 0 or more")
    if any(points < 0 for _, points in given.hands):
        raise EventError(f"{where}: a hand's points are 0 or more")


def shown(event: Tournament, table: TableRecord) -> str:
    """A match table as people read it: ``A v B`` or ``N & S v E & W``, names beside IDs."""
    name = event.label
    if len(table.seats) == 4:
        north, east, south, west = table.seats
        return f"{name(north)} & {name(south)} v {name(east)} & {name(west)}"
    return " v ".join(name(seat) for seat in table.seats)


def plain(table: TableRecord) -> str:
    """A match table by IDs only (as the checker's findings name it)."""
    if len(table.seats) == 4:
        north, east, south, west = table.seats
        return f"{north} & {south} v {east} & {west}"
    return " v ".join(table.seats)


def check_rounds(
    event: Tournament,
    rule: str,
    swiss: bool,
    pairing: Callable[[Tournament, Round, str], list[Finding]],
    result: Callable[[Tournament, Round, int, TableRecord], list[Finding]],
) -> list[Finding]:
    """The checks every event of matches gets, round by round: each entrant seated once (every entrant still
    playing seated, in Swiss rounds), no round paired before the one before it was finished, then the
    family's own ``pairing`` and ``result`` checks."""
    findings: list[Finding] = []
    for rnd in event.rounds:
        seated = Counter(e for table in rnd.tables for e in table.seats)
        seated.update(rnd.byes)
        for entrant, times in seated.items():
            if times > 1:
                findings.append(
                    Finding(rnd.number, rule, f"entrant {entrant} is seated {times} times", entrant=entrant)
                )
        if swiss:
            for entrant in event.active(rnd.number):
                if entrant not in seated:
                    findings.append(
                        Finding(rnd.number, rule, f"entrant {entrant} is neither seated nor on a bye", entrant=entrant)
                    )
        if rnd.number > 1 and not event.rounds[rnd.number - 2].finished:
            findings.append(Finding(rnd.number, rule, f"paired before round {rnd.number - 1} was finished"))
            continue
        findings.extend(pairing(event, rnd, rule))
        for index, table in enumerate(rnd.tables, start=1):
            findings.extend(result(event, rnd, index, table))
    return findings


def round_lines(event: Tournament, rnd: Round, bye: str) -> list[str]:
    """A round of matches as ``pair`` prints it: each table, then each bye and what it counts as."""
    lines = [f"round {rnd.number}:"]
    lines += [f"  table {index}: {shown(event, table)}" for index, table in enumerate(rnd.tables, start=1)]
    lines += [f"  bye: {event.label(entrant)} ({bye})" for entrant in rnd.byes]
    return lines


def result_cell(result: TableResult | None) -> str:
    """A match result in a printed table: ``152-95``, ``forfeit by side 1``, ``3-1 2-3 3-0``, or nothing yet."""
    if result is None:
        return ""
    if not isinstance(result, Result):
        raise TypeError("a match table holds a match result")
    if result.forfeit is not None:
        return f"side {result.forfeit} forfeited"
    if result.sets:
        return " ".join(f"{a}-{b}" for a, b in result.sets)
    if result.scores is not None:
        return f"{result.scores[0]}-{result.scores[1]}" + (" (time)" if result.on_time else "")
    return ""


# -- the simulator ---------------------------------------------------------------------------------------------


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
            f"cannot simulate a tournament of {rulebook}: the match simulator plays block and all-fives games only, "
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


def simulate_matches(
    rulebook: str,
    mode: FileMode,
    entrants: int,
    rounds: int,
    seed: int,
    next_round: Callable[[Tournament], Round],
    forfeit_rate: float = 0.02,
    penalty_rate: float = 0.02,
    match_games: int | None = None,
) -> Tournament:
    """A random event of matches over ``rounds`` rounds (a knock-out runs to its final, or its first ``rounds``
    rounds when ``rounds`` is more than 0), each round made by
    ``next_round``. Now and then a side forfeits or a judge records a fine, so the file has every kind of
    entry the checker reads. ``match_games``: the event's own match length (WCDT-1.4), where the rulebook
    lets an event set one (a :class:`SetupError` citing the rule that fixes the match where it does not).
    The same arguments always give the same event."""
    if entrants < (4 if mode == "tables-of-four" else 2):
        raise SetupError(f"a {mode} tournament needs more than {entrants} entrants")
    rng = random.Random(seed)
    rules = game_rules(rulebook)
    if match_games is not None:
        with_match_games(tournament_rules_for(rulebook), match_games)  # refused where the rulebook fixes the match
        if isinstance(rules, FivesRules):
            rules = fives_match_games(rules, match_games)
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
    event = Tournament(
        rulebook, mode, tuple(Entrant(f"E{i + 1:0{width}d}") for i in range(entrants)), match_games=match_games
    )
    number = 0
    while True:
        number += 1
        if mode == "knockout":
            if event.rounds and len(event.rounds[-1].tables) == 1 and not event.rounds[-1].byes:
                break
            if 0 < rounds < number:
                break  # the first rounds of the bracket only
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


def check_hands(
    result: Result, target: int, finding: Callable[[str], Finding], scores: tuple[int, int]
) -> list[Finding]:
    """Hands that do not add up to the scores, or go on after a side reached the target."""
    out: list[Finding] = []
    if result.hands:
        sums, before = hand_totals(result.hands)
        if sums != scores:
            out.append(finding(f"the hands add up to {sums[0]}-{sums[1]}, not the {scores[0]}-{scores[1]} recorded"))
        elif not result.on_time and max(before) >= target:
            out.append(finding("hands were played after a side had reached the target"))
    return out


def _key(table: TableRecord) -> frozenset[frozenset[str]]:
    """A table without its seat order: the two sides (pairs: the two entrants)."""
    return frozenset(frozenset(side) for side in table.sides)


def compare_pairing(rnd: Round, wanted: Round, rule: str) -> list[Finding]:
    """The byes and the first table of ``rnd`` that are not those of the round the rules give (``wanted``)."""
    out: list[Finding] = []
    if set(wanted.byes) != set(rnd.byes):
        out.append(
            Finding(
                rnd.number,
                rule,
                f"the bye goes to {', '.join(wanted.byes) or 'nobody'}, not {', '.join(rnd.byes) or 'nobody'}",
            )
        )
    recorded = [_key(t) for t in rnd.tables]
    for index, table in enumerate(wanted.tables, start=1):
        if _key(table) not in recorded:
            at = next((i for i, t in enumerate(rnd.tables, start=1) if set(t.seats) & {table.seats[0]}), None)
            said = plain(rnd.tables[at - 1]) if at is not None else "nothing"
            out.append(
                Finding(
                    rnd.number,
                    rule,
                    f"not the pairing the standings give: expected {plain(table)}, recorded {said}",
                    table=at if at is not None else index,
                )
            )
            break
    return out


def is_pairing(finding: Finding) -> bool:
    """A finding about who was paired with whom (later rounds paired from it may differ too)."""
    return finding.message.startswith(("not the pairing the standings give", "the bye goes to")) or (
        "rematch(es) or repeated partners" in finding.message or "; the standings seat " in finding.message
    )
