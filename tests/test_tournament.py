"""The tournament layer: pairing, standings, the checker, the file and the CLI, with property tests."""

from __future__ import annotations

import itertools
import json
import random
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Final, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from organiser import cli
from organiser.checker import check
from organiser.file import (
    Result,
    Round,
    TableRecord,
    Tournament,
    TournamentFileError,
    dump,
    load,
    parse,
    save,
)
from organiser.simulate import simulate
from reference_impl.errors import SetupError
from reference_impl.tournament.pairing import History, Mode, conflicts_at, pair_round
from rulespec import SpecError, load_spec
from rulespec.loader import default_spec_dir

SPEC = default_spec_dir()
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- brute force: the fewest conflicts any seating of a small field can have ---------------------


def _groupings(players: list[str], size: int) -> list[list[tuple[str, ...]]]:
    """Every way to cut ``players`` into tables (tables of four in the two seatings FMDS-2.1 allows).

    Ranked a, b, c, d inside the table, 1st and 2nd are always opponents: a & c v b & d or a & d v b & c.
    """
    if not players:
        return [[]]
    first, rest = players[0], players[1:]
    out: list[list[tuple[str, ...]]] = []
    for others in itertools.combinations(rest, size - 1):
        left = [p for p in rest if p not in others]
        if size == 2:
            tables: list[tuple[str, ...]] = [(first, others[0])]
        else:
            a, b, c = others
            tables = [(first, a, b, c), (first, a, c, b)]
        for tail in _groupings(left, size):
            out.extend([table, *tail] for table in tables)
    return out


def fewest_conflicts(players: list[str], history: History, size: int) -> int:
    return min(sum(len(conflicts_at(t, history)) for t in grouping) for grouping in _groupings(players, size))


@st.composite
def histories(draw: st.DrawFn, mode: Mode) -> tuple[list[str], History]:
    size = 2 if mode == "pairs" else 4
    n = draw(st.integers(min_value=size, max_value=10 if size == 2 else 9))
    players = [f"P{i}" for i in range(n)]
    pairs = list(itertools.combinations(players, 2))
    opponents = draw(st.lists(st.sampled_from(pairs), max_size=3 * n))
    partners = draw(st.lists(st.sampled_from(pairs), max_size=n)) if size == 4 else []
    byes = draw(st.lists(st.sampled_from(players), max_size=2))
    order = draw(st.permutations(players))
    return list(order), History.of(opponents, partners, byes)


@pytest.mark.parametrize("mode", ["pairs", "tables-of-four"])
def test_every_entrant_is_seated_once_and_no_conflict_is_avoidable(mode: Mode) -> None:
    @FAST
    @given(histories(mode))
    def run(case: tuple[list[str], History]) -> None:
        ranked, history = case
        pairing = pair_round(ranked, history, mode)
        seated = [e for table in pairing.tables for e in table] + list(pairing.byes)
        assert sorted(seated) == sorted(ranked)
        size = 2 if mode == "pairs" else 4
        assert all(len(table) == size for table in pairing.tables)
        assert len(pairing.byes) == len(ranked) % size
        made = [(i, *c) for i, t in enumerate(pairing.tables) for c in conflicts_at(t, history)]
        assert list(pairing.accepted) == made
        playing = [e for e in ranked if e not in pairing.byes]
        assert len(pairing.accepted) == fewest_conflicts(playing, history, size)
        assert pair_round(ranked, history, mode) == pairing  # deterministic
        rank = {e: i for i, e in enumerate(ranked)}
        for table in pairing.tables if size == 4 else ():
            first, second, third, fourth = sorted(table, key=rank.__getitem__)
            north_south = {table[0], table[2]}
            # FMDS-2.1: 1st against 2nd and 3rd against 4th, at every table
            assert (first in north_south) != (second in north_south), table
            assert (third in north_south) != (fourth in north_south), table

    run()


@pytest.mark.parametrize("mode", ["pairs", "tables-of-four"])
def test_the_checker_finds_nothing_wrong_in_what_the_pairer_made(mode: Mode) -> None:
    @FAST
    @given(st.integers(min_value=4, max_value=13), st.integers(min_value=1, max_value=5), st.integers(0, 10**6))
    def run(entrants: int, rounds: int, seed: int) -> None:
        event = simulate("ndf-double-nine", mode, entrants, rounds, seed)
        assert check(event) == []
        for rnd in event.rounds:
            seated = [e for t in rnd.tables for e in t.seats] + list(rnd.byes)
            assert sorted(seated) == sorted(event.ids)

    run()


def _swap(event: Tournament, rng: random.Random) -> Tournament | None:
    """Two entrants of different tables of one round change places."""
    candidates = [r for r in event.rounds if len(r.tables) >= 2]
    if not candidates:
        return None
    rnd = rng.choice(candidates)
    i, j = rng.sample(range(len(rnd.tables)), 2)
    a, b = rnd.tables[i], rnd.tables[j]
    x, y = rng.randrange(len(a.seats)), rng.randrange(len(b.seats))
    seats_a, seats_b = list(a.seats), list(b.seats)
    seats_a[x], seats_b[y] = seats_b[y], seats_a[x]
    tables = list(rnd.tables)
    tables[i], tables[j] = replace(a, seats=tuple(seats_a)), replace(b, seats=tuple(seats_b))
    return _with_round(event, replace(rnd, tables=tuple(tables)))


def _with_round(event: Tournament, rnd: Round) -> Tournament:
    rounds = list(event.rounds)
    rounds[rnd.number - 1] = rnd
    return replace(event, rounds=tuple(rounds))


def _seat_twice(event: Tournament, rng: random.Random) -> Tournament | None:
    rnd = rng.choice(event.rounds)
    table = rnd.tables[0]
    other = next((t for t in rnd.tables[1:]), None)
    if other is None:
        return None
    seats = list(table.seats)
    seats[-1] = other.seats[0]
    return _with_round(event, replace(rnd, tables=(replace(table, seats=tuple(seats)), *rnd.tables[1:])))


def _level_score(event: Tournament, rng: random.Random) -> Tournament | None:
    rnd = rng.choice(event.rounds)
    index = rng.randrange(len(rnd.tables))
    table = rnd.tables[index]
    tables = list(rnd.tables)
    tables[index] = replace(table, result=Result(scores=(120, 120)))
    return _with_round(event, replace(rnd, tables=tuple(tables)))


def _hands_do_not_add_up(event: Tournament, rng: random.Random) -> Tournament | None:
    for rnd in event.rounds:
        for index, table in enumerate(rnd.tables):
            result = table.match
            if result is not None and result.scores is not None and result.hands:
                a, b = result.scores
                tables = list(rnd.tables)
                tables[index] = replace(table, result=replace(result, scores=(a + 5, b) if a > b else (a, b + 5)))
                return _with_round(event, replace(rnd, tables=tuple(tables)))
    return None


def _wrong_bye(event: Tournament, rng: random.Random) -> Tournament | None:
    for rnd in event.rounds:
        if rnd.byes and rnd.tables:
            table = rnd.tables[0]
            seats = list(table.seats)
            seats[0], bye = rnd.byes[0], seats[0]
            return _with_round(
                event,
                replace(rnd, tables=(replace(table, seats=tuple(seats)), *rnd.tables[1:]), byes=(bye, *rnd.byes[1:])),
            )
    return None


Breakage = Callable[[Tournament, random.Random], "Tournament | None"]
BREAKAGES: list[Breakage] = [_swap, _seat_twice, _level_score, _hands_do_not_add_up, _wrong_bye]


@pytest.mark.parametrize("mode", ["pairs", "tables-of-four"])
@pytest.mark.parametrize("breakage", BREAKAGES, ids=[b.__name__.strip("_") for b in BREAKAGES])
def test_the_checker_finds_the_fault_in_a_tournament_broken_on_purpose(mode: Mode, breakage: Breakage) -> None:
    assert callable(breakage)

    @FAST
    @given(st.integers(min_value=5, max_value=13), st.integers(min_value=2, max_value=4), st.integers(0, 10**6))
    def run(entrants: int, rounds: int, seed: int) -> None:
        event = simulate("ndf-double-nine", mode, entrants, rounds, seed, forfeit_rate=0.0)
        broken = breakage(event, random.Random(seed))
        if broken is None or broken == event:
            return
        assert check(broken), "the checker missed a fault put in on purpose"

    run()


def test_a_rematch_is_reported_with_its_round_table_and_rule() -> None:
    event = simulate("ndf-double-nine", "pairs", 4, 1, seed=3, forfeit_rate=0.0)
    first = event.rounds[0]
    again = Round(2, tuple(TableRecord(t.seats) for t in first.tables))
    findings = [str(f) for f in check(replace(event, rounds=(first, again)))]
    assert any("round 2, table 1: NDF-1.2:" in f and "meet again" in f for f in findings), findings


def test_a_knockout_runs_to_its_final_and_checks_clean() -> None:
    event = simulate("doral-partnership", "knockout", 6, 0, seed=2)
    # 6 -> 3 winners: one match and a bye -> the final
    assert [(len(r.tables), len(r.byes)) for r in event.rounds] == [(3, 0), (1, 1), (1, 0)]
    assert check(event) == []
    table = event.rounds[0].tables[0]
    bad = replace(table, result=Result(sets=((3, 0), (3, 1), (3, 2))))
    broken = _with_round(event, replace(event.rounds[0], tables=(bad, *event.rounds[0].tables[1:])))
    assert any(f.rule == "DORAL-4.1" for f in check(broken))


# -- the file ------------------------------------------------------------------------------------


def test_the_file_round_trips_and_is_written_atomically(tmp_path: Path) -> None:
    event = simulate("ndf-double-nine", "tables-of-four", 9, 2, seed=5, penalty_rate=1.0)
    path = tmp_path / "event.json"
    save(event, path)
    assert load(path) == event
    assert parse(dump(event)) == event
    assert [p.name for p in tmp_path.iterdir()] == ["event.json"]  # no temporary left behind


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    event = simulate("ndf-double-nine", "pairs", 4, 1, seed=1)
    path = tmp_path / "event.json"
    save(event, path)
    before = path.read_text(encoding="utf-8")

    def boom(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("rulespec.files.os.replace", boom)
    with pytest.raises(OSError):
        save(replace(event, name="changed"), path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["event.json"]


def _node(data: object, *path: str | int) -> object:
    """The value at ``path`` (keys and indexes) inside a tournament file's JSON."""
    for step in path:
        if isinstance(step, int):
            assert isinstance(data, list), (path, step)
            data = cast("list[object]", data)[step]
        else:
            assert isinstance(data, dict), (path, step)
            data = cast("dict[str, object]", data)[step]
    return data


def _object(data: object, *path: str | int) -> dict[str, object]:
    """The JSON object at ``path`` inside a tournament file's JSON."""
    found = _node(data, *path)
    assert isinstance(found, dict), path
    return cast("dict[str, object]", found)


def _array(data: object, *path: str | int) -> list[object]:
    """The JSON array at ``path`` inside a tournament file's JSON."""
    found = _node(data, *path)
    assert isinstance(found, list), path
    return cast("list[object]", found)


Edit = Callable[[dict[str, object]], None]
BAD_FILE_EDITS: list[tuple[Edit, str, str]] = [
    (
        lambda d: _array(d, "rounds", 0, "tables", 0, "seats").__setitem__(1, "ZZ"),
        "rounds[0].tables[0].seats[1]",
        "unknown entrant 'ZZ'",
    ),
    (lambda d: _array(d, "entrants").append({"id": "E1"}), "entrants[4].id", "entrant 'E1' is entered twice"),
    (lambda d: _object(d, "rounds", 0).__setitem__("round", 2), "rounds[0].round", "round 2 is listed as round 1"),
    (
        lambda d: d.__setitem__("penalties", [{"round": 1, "entrant": "E9", "points": 25}]),
        "penalties[0].entrant",
        "unknown entrant 'E9'",
    ),
    (
        lambda d: _object(d, "rounds", 0, "tables", 0).__setitem__("result", {"scores": [1, "x"]}),
        "rounds[0].tables[0].result.scores[1]",
        "(round 1)",
    ),
    (lambda d: _object(d, "entrants", 2).__setitem__("colour", "red"), "entrants[2]", "entrant 'E3'"),
]


@pytest.mark.parametrize(("edit", "field", "words"), BAD_FILE_EDITS)
def test_a_bad_file_names_the_field_round_or_entrant(edit: Edit, field: str, words: str) -> None:
    data = dump(simulate("ndf-double-nine", "pairs", 4, 1, seed=1))
    assert callable(edit)
    edit(data)
    with pytest.raises(TournamentFileError) as caught:
        parse(json.loads(json.dumps(data)), "t.json")
    assert caught.value.field == field and words in str(caught.value)


# -- the command line ----------------------------------------------------------------------------


def test_the_tournament_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from domino_rules.cli import main as domino_rules

    path = tmp_path / "t.json"
    assert domino_rules(["tournament", "simulate", str(path), "--entrants", "7", "--rounds", "3", "--seed", "4"]) == 0
    assert domino_rules(["tournament", "check", str(path)]) == 0
    assert "nothing wrong" in capsys.readouterr().out
    assert cli.main(["standings", str(path), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["rank"] for r in rows] == list(range(1, 8))
    assert cli.main(["pair", str(path)]) == 0
    assert "round 4:" in capsys.readouterr().out and len(load(path).rounds) == 4
    assert cli.main(["pair", str(path)]) == 2
    assert "round 4 is not finished" in capsys.readouterr().err
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rounds"][1]["tables"][0]["seats"].reverse()
    data["rounds"][1]["tables"][0]["seats"][0] = data["rounds"][1]["tables"][1]["seats"][0]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["check", str(path)]) == 1
    assert "round 2" in capsys.readouterr().out
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    assert cli.main(["check", str(tmp_path / "bad.json")]) == 2
    assert "bad tournament file" in capsys.readouterr().err


# -- the spec: tie-break lists -------------------------------------------------------------------


def test_each_rulebook_publishes_its_tiebreaks() -> None:
    spec = load_spec(SPEC)
    assert spec.rulebook("ndf-double-nine").tiebreaks == ("wins", "points")
    assert spec.rulebook("fmd-singles").tiebreaks == ("wins", "differential", "head-to-head")
    assert spec.rulebook("fmd-couples").tiebreaks == ("wins", "differential", "head-to-head")


@pytest.mark.parametrize(
    ("line", "field", "message"),
    [
        ("  tiebreaks: [wins, goals]\n", "rulebook.tiebreaks[1]", "unknown tie-break 'goals'"),
        ("  tiebreaks: [wins, points, wins]\n", "rulebook.tiebreaks[2]", "listed twice"),
        ("  tiebreaks: wins\n", "rulebook.tiebreaks", "expected a list"),
    ],
)
def test_a_bad_tiebreak_list_is_rejected(tmp_path: Path, line: str, field: str, message: str) -> None:
    spec_dir = tmp_path / "spec"
    spec_dir.mkdir()
    shutil.copy(SPEC / "sources.yaml", spec_dir / "sources.yaml")
    text = (SPEC / "ndf-double-nine.yaml").read_text(encoding="utf-8")
    text = text.replace("  tiebreaks: [wins, points]\n", line, 1)
    (spec_dir / "ndf-double-nine.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_spec(spec_dir)
    assert caught.value.field == field and message in caught.value.message


# -- a small version of the benchmark ------------------------------------------------------------


def test_a_round_nine_of_a_thousand_entrants_is_paired_without_a_rematch() -> None:
    from benchmarks.tournament import swiss_history

    ranked, history = swiss_history(1000, 8, "pairs", seed=1)
    started = time.perf_counter()
    pairing = pair_round(ranked, history, "pairs")
    assert time.perf_counter() - started < 5.0
    assert len(pairing.accepted) == 0


def test_a_round_nine_at_tables_of_four_of_four_thousand_is_paired_in_well_under_a_second() -> None:
    """The search's bounds on a table's first two and first three players: without them (or with bounds
    weaker than the seatings allow) a group whose first two have met is tried against every other
    entrant, and this round took some 10 s (67 s for 10,000 entrants; now about 0.1 s)."""
    from benchmarks.tournament import swiss_history

    ranked, history = swiss_history(4000, 8, "tables-of-four", seed=1)
    started = time.process_time()
    pairing = pair_round(ranked, history, "tables-of-four")
    assert time.process_time() - started < 2.0
    assert len(pairing.accepted) == 0


# -- knock-outs: games make sets, sets make the match ---------------------------------------------


def test_simulated_knockouts_are_won_by_both_sides_game_by_game() -> None:
    """Doral knock-outs over many seeds: each match is played game by game under the rulebook's
    own numbers, both sides win matches, the scores are those of real games, and it all adds up."""
    from reference_impl.block.rules import rules_for
    from reference_impl.tournament.knockout import Match, match_winner
    from reference_impl.tournament.rules import tournament_rules_for

    rules, terms = rules_for("doral-partnership"), tournament_rules_for("doral-partnership")
    target, per_set, sets_needed = rules.target_score, rules.set_games, rules.match_sets
    top = sum(a + b for a in range(rules.max_pip + 1) for b in range(a + 1))  # every pip in the set
    winners = [0, 0]
    set_lengths: set[int] = set()
    for seed in range(30):
        event = simulate("doral-partnership", "knockout", 8, 0, seed)
        assert check(event) == [], seed
        for rnd in event.rounds:
            for table in rnd.tables:
                result = table.match
                assert result is not None and result.games
                sides = (table.seats[0], table.seats[1])
                winner = match_winner(Match(sides, result.sets), terms)
                assert winner is not None
                winners[sides.index(winner)] += 1
                # the games, in order, make the sets recorded
                games = iter(result.games)
                for set_games in result.sets:
                    assert max(set_games) == per_set and min(set_games) < per_set
                    set_lengths.add(sum(set_games))
                    tally = [0, 0]
                    for _ in range(sum(set_games)):
                        game = next(games)
                        a, b = game.scores
                        assert sum(p for s, p in game.hands if s == 0) == a
                        assert sum(p for s, p in game.hands if s == 1) == b
                        assert max(a, b) >= target > min(a, b)
                        assert max(a, b) < target + top  # the last hand took it past the target
                        assert game.hands[-1][0] == (0 if a > b else 1)
                        tally[0 if a > b else 1] += 1
                    assert tuple(tally) == set_games
                assert next(games, None) is None
                assert sorted(sum(1 for s in result.sets if s[i] == per_set) for i in (0, 1))[1] == sets_needed
    # a fair spread: neither side of the table wins nearly every match
    assert min(winners) >= sum(winners) // 4, winners
    assert set_lengths == {per_set, per_set + 1, 2 * per_set - 1}


def _knockout_file(
    sets: list[list[int]], games: Sequence[tuple[int, int]], extra_round: bool = False
) -> dict[str, object]:
    """A hand-written Doral knock-out of A v B (and, with ``extra_round``, a bye for C and a final)."""
    table: dict[str, object] = {
        "seats": ["A", "B"],
        "result": {
            "sets": sets,
            "games": [
                {"scores": [a, b], "hands": [{"side": 0, "points": a}, {"side": 1, "points": b}][:: 1 if b > a else -1]}
                for a, b in games
            ],
        },
    }
    rounds: list[dict[str, object]] = [{"round": 1, "tables": [table], "byes": ["C"]}]
    if extra_round:
        rounds.append({"round": 2, "tables": [{"seats": ["C", "A"], "result": {"sets": [[3, 0], [3, 0]]}}]})
    return {
        "format": "domino-rules/tournament/1",
        "rulebook": "doral-partnership",
        "mode": "knockout",
        "entrants": [{"id": "A"}, {"id": "B"}, {"id": "C"}],
        "rounds": rounds,
    }


A_WINS: Final = (120, 40)
B_WINS: Final = (35, 104)


def test_a_hand_made_knockout_that_adds_up_checks_clean(tmp_path: Path) -> None:
    games = [A_WINS, B_WINS, A_WINS, A_WINS] + [A_WINS] * 3
    event = parse(_knockout_file([[3, 1], [3, 0]], games, extra_round=True))
    assert check(event) == []
    save(event, tmp_path / "ok.json")
    assert load(tmp_path / "ok.json") == event


@pytest.mark.parametrize(
    ("sets", "games", "rule", "words"),
    [
        # the games say B won both sets, the sets say A: the recorded winner is not the games' winner
        ([[3, 0], [3, 0]], [B_WINS] * 6, "DORAL-3.1", "set 1: the games recorded make it 0-3, not 3-0"),
        # the games make 3-2 and 3-1, the sets recorded 3-1 and 3-2
        (
            [[3, 1], [3, 2]],
            [A_WINS, B_WINS, B_WINS, A_WINS, A_WINS, A_WINS, B_WINS, A_WINS, A_WINS],
            "DORAL-3.1",
            "3-2, not 3-1",
        ),
        # a third set recorded with no games behind it
        (
            [[3, 0], [0, 3], [3, 0]],
            [A_WINS] * 3 + [B_WINS] * 3,
            "DORAL-3.1",
            "set 3: the games recorded make it no games",
        ),
        # a game played after the match was won
        ([[3, 0], [3, 0]], [A_WINS] * 7, "DORAL-4.1", "game 7 was played after a side had won the match"),
        # a game nobody won at the target
        ([[3, 0], [3, 0]], [A_WINS] * 5 + [(99, 40)], "DORAL-2.2", "game 6 (99-40): neither side reached"),
    ],
)
def test_a_knockout_whose_games_do_not_add_up_is_reported(
    sets: list[list[int]], games: list[tuple[int, int]], rule: str, words: str
) -> None:
    findings = check(parse(_knockout_file(sets, games)))
    assert any(f.rule == rule and words in f.message and f.round == 1 and f.table == 1 for f in findings), findings


def test_a_game_whose_hands_do_not_add_up_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _knockout_file([[3, 0], [3, 0]], [A_WINS] * 6)
    _array(data, "rounds", 0, "tables", 0, "result", "games", 2, "hands").append({"side": 1, "points": 7})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "round 1, table 1: DORAL-2.2: game 3 (120-40): the hands add up to 120-47" in out


def test_sets_that_do_not_make_the_match_are_reported_when_the_winner_advanced() -> None:
    findings = check(parse(_knockout_file([[3, 0], [0, 3]], [A_WINS] * 3 + [B_WINS] * 3, extra_round=True)))
    assert any(f.rule == "DORAL-4.1" and "no winner but the next round was paired" in f.message for f in findings)


def test_simulated_all_fives_knockouts_are_played_game_by_game_and_check_clean() -> None:
    """All Fives knock-outs over many seeds (WCDT-1.4, 1.5): every match is the best two of three games,
    each game ends on the play or hand that took a side to the target, both sides win matches, 2-1
    matches happen, and the checker finds nothing."""
    from reference_impl.fives.rules import rules_for
    from reference_impl.tournament.knockout import Match, match_winner
    from reference_impl.tournament.rules import tournament_rules_for

    rules, terms = rules_for("wcdt-all-fives"), tournament_rules_for("wcdt-all-fives")
    winners = [0, 0]
    lengths: set[int] = set()
    for seed in range(12):
        event = simulate("wcdt-all-fives", "knockout", 6, 0, seed)
        assert check(event) == [], seed
        assert len(event.rounds[-1].tables) == 1 and not event.rounds[-1].byes, "it runs to its final"
        for rnd in event.rounds:
            for table in rnd.tables:
                result = table.match
                assert result is not None and len(result.sets) == 1
                (won,) = result.sets
                assert max(won) == rules.match_games and min(won) < rules.match_games
                lengths.add(sum(won))
                sides = (table.seats[0], table.seats[1])
                winner = match_winner(Match(sides, result.sets), terms)
                assert winner is not None
                winners[sides.index(winner)] += 1
                assert len(result.games) == sum(won)
                for game in result.games:
                    a, b = game.scores
                    assert sum(p for s, p in game.hands if s == 0) == a
                    assert sum(p for s, p in game.hands if s == 1) == b
                    assert (max(a, b) >= rules.target_score) and min(a, b) < rules.target_score
                    assert a % rules.count_unit == 0 and b % rules.count_unit == 0
                    last_side, _ = game.hands[-1]
                    assert last_side == (0 if a > b else 1), "the last points recorded are the ones that won"
    assert min(winners) > 0 and lengths == {2, 3}, (winners, lengths)


def test_an_all_fives_knockout_is_not_simulated_in_swiss_rounds() -> None:
    with pytest.raises(SetupError, match=r"knock-out of best-of-three matches \(WCDT-1.5\)"):
        simulate("wcdt-all-fives", "pairs", 6, 3, 1)
