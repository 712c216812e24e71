"""What the rules leave to the event, honoured by the organiser: an All Fives event's match length (WCDT-1.4,
``--match-games``) and the lateness points a Mexican Train organiser decides (MT-T1.1, ``--late-points``).

Expected values are worked out here from the rules: an All Fives match is the best two of three unless the
event sets another length; lateness costs at most 5 points a whole minute, the organiser deciding how much."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr
from pathlib import Path

import pytest

from organiser import cli
from organiser.checker import check
from organiser.event import create, pair, record
from organiser.families.base import EventError, Given
from organiser.families.knockout import winner_of
from organiser.families.matches import rules_of
from organiser.families.train import standing_rows
from organiser.file import TournamentFileError, load, parse
from organiser.model import Entrant, Result, Tournament


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli.main(list(argv), out=out)
    return code, out.getvalue(), err.getvalue()


def fives(tmp_path: Path, *length: str) -> Path:
    path = tmp_path / "cup.json"
    entrants = [f"--entrant={e}" for e in "ABCD"]
    code, _, err = run("create", str(path), "--rulebook", "wcdt-all-fives", *length, *entrants)
    assert code == 0, err
    assert run("pair", str(path))[0] == 0
    return path


# -- WCDT-1.4: the match length is the event's ------------------------------------------------------------


def test_a_one_game_match_is_over_at_1_0_and_its_winner_goes_through(tmp_path: Path) -> None:
    path = fives(tmp_path, "--match-games", "1")
    assert json.loads(path.read_text(encoding="utf-8"))["match_games"] == 1
    for table in ("1", "2"):
        code, _, err = run("record", str(path), "1", table, "--sets", "1-0")
        assert code == 0, err
    assert not under_way(path)
    code, _, err = run("pair", str(path))
    assert code == 0, err
    final = load(path).rounds[1].tables
    assert [set(t.seats) for t in final] == [{"A", "C"}]  # the two who won 1-0 meet in the final
    assert check(load(path)) == []


def under_way(path: Path) -> bool:
    """Whether a match of the first round is still being played (a match not yet won is recorded as it stands,
    and the next round cannot be paired)."""
    event = load(path)
    return any(winner_of(table, rules_of(event)) is None for table in event.rounds[0].tables)


def test_the_rulebook_s_best_two_of_three_holds_when_the_event_sets_nothing(tmp_path: Path) -> None:
    path = fives(tmp_path)
    assert "match_games" not in json.loads(path.read_text(encoding="utf-8"))
    for table in ("1", "2"):
        assert run("record", str(path), "1", table, "--sets", "1-0")[0] == 0
    assert under_way(path)  # 1-0 is a match being played, not a result
    code, _, err = run("pair", str(path))
    assert code == 2 and "round 1 is not finished" in err, err
    for table in ("1", "2"):
        assert run("record", str(path), "1", table, "--sets", "2-1", "--replace")[0] == 0
    assert not under_way(path)


def test_a_three_game_match_needs_three_games_won(tmp_path: Path) -> None:
    path = fives(tmp_path, "--match-games", "3")
    for table in ("1", "2"):
        assert run("record", str(path), "1", table, "--sets", "2-0")[0] == 0
    assert under_way(path)
    for table in ("1", "2"):
        assert run("record", str(path), "1", table, "--sets", "3-2", "--replace")[0] == 0
    assert not under_way(path)
    code, out, err = run("record", str(path), "1", "1", "--sets", "4-2", "--replace")
    assert code == 2 and "WCDT-1.4: set 1: a set ends when a side wins 3 games; 4-2 cannot happen" in out, out + err


@pytest.mark.parametrize(
    ("rulebook", "rule"),
    [
        ("doral-partnership", "DORAL-4.1"),
        ("ndf-double-nine", "NDF-"),
        ("fmd-singles", "FMDS-"),
        ("mexican-train", "MT-"),
    ],
)
def test_a_rulebook_that_fixes_its_matches_refuses_a_length_naming_its_rule(
    tmp_path: Path, rulebook: str, rule: str
) -> None:
    path = tmp_path / "e.json"
    code, _, err = run("create", str(path), "--rulebook", rulebook, "--match-games", "1", "--entrant=A", "--entrant=B")
    assert code == 2 and f"--match-games 1: {rule}" in err, err
    assert not path.exists()
    code, _, err = run("simulate", str(path), "--rulebook", rulebook, "--match-games", "1", "--entrants", "8")
    assert code == 2 and rule in err, err
    assert not path.exists()


def test_no_match_is_won_by_no_game(tmp_path: Path) -> None:
    with pytest.raises(EventError, match=r"WCDT-1\.4: a match won by 0 games"):
        create("wcdt-all-fives", None, [Entrant("A"), Entrant("B")], match_games=0)


def test_a_hand_edited_length_is_refused_with_its_field() -> None:
    document: dict[str, object] = {
        "format": "domino-rules/tournament/1",
        "rulebook": "doral-partnership",
        "mode": "knockout",
        "match_games": 1,
        "entrants": [{"id": "A"}, {"id": "B"}],
        "rounds": [],
    }
    with pytest.raises(TournamentFileError, match=r"match_games: DORAL-4\.1"):
        parse(document, "cup.json")
    with pytest.raises(TournamentFileError, match=r"match_games: .*minimum"):
        parse({**document, "rulebook": "wcdt-all-fives", "match_games": 0}, "cup.json")


@pytest.mark.parametrize("games", [1, 2, 3])
def test_a_simulated_event_plays_its_matches_to_the_length_set(tmp_path: Path, games: int) -> None:
    path = tmp_path / "sim.json"
    options = ["--match-games", str(games)] if games != 2 else []
    code, _, err = run(
        "simulate", str(path), "--rulebook", "wcdt-all-fives", "--entrants", "4", "--seed", "3", *options
    )
    assert code == 0, err
    event = load(path)
    assert event.match_games == (games if games != 2 else None)
    results = [t.result for r in event.rounds for t in r.tables]
    assert results and all(isinstance(r, Result) for r in results)
    for result in results:
        assert isinstance(result, Result)
        (won,) = result.sets
        assert max(won) == games and min(won) < games
        assert len(result.games) == sum(won)
    assert check(event) == []


# -- MT-T1.1: the organiser decides the lateness points -----------------------------------------------------


def train_hand() -> Tournament:
    event, _ = pair(create("mexican-train", None, [Entrant(p) for p in ("a", "b", "c", "d")]), 12)
    return event


def totals(event: Tournament) -> dict[str, int]:
    return {row.entrant: row.total for row in standing_rows(event)}


def test_the_published_points_apply_when_the_organiser_decides_nothing() -> None:
    event = record(train_hand(), 1, 1, Given(by_player={"a": 30, "b": -25, "c": 8, "d": 2}, late={"c": 4}))
    assert totals(event)["c"] == 8 + 20


@pytest.mark.parametrize(("decided", "total"), [(0, 8), (7, 15), (20, 28)])
def test_the_organiser_s_points_replace_the_published_ones_up_to_them(decided: int, total: int) -> None:
    given = Given(by_player={"a": 30, "b": -25, "c": 8, "d": 2}, late={"c": 4}, late_points={"c": decided})
    event = record(train_hand(), 1, 1, given)
    assert totals(event)["c"] == total
    assert check(event) == []


def test_more_than_the_published_points_is_refused_and_found_when_forced(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    assert run("create", str(path), "--rulebook", "mexican-train", *(f"--entrant={p}" for p in "abcd"))[0] == 0
    assert run("pair", str(path), "--start", "12")[0] == 0
    before = path.read_bytes()
    scores = ("--scores", "a=30", "b=-25", "c=8", "d=2", "--late", "c=4")
    code, out, _ = run("record", str(path), "1", "1", *scores, "--late-points", "c=21")
    assert code == 2 and "MT-T1.1: c: 21 points for 4 minutes late: the organiser gives 0 to 20" in out, out
    assert path.read_bytes() == before
    code, out, err = run("record", str(path), "1", "1", *scores, "--late-points", "c=21", "--force")
    assert code == 0, err
    assert [f.rule for f in check(load(path))] == ["MT-T1.1"]


def test_points_for_a_player_who_was_not_late_are_refused_outright() -> None:
    given = Given(by_player={"a": 30, "b": -25, "c": 8, "d": 2}, late_points={"b": 5})
    with pytest.raises(EventError, match=r"MT-T1\.1: lateness points for b, who was not late"):
        record(train_hand(), 1, 1, given)


def test_the_organiser_s_points_do_not_touch_an_absent_player_s_50() -> None:
    given = Given(by_player={"a": 30, "b": -25, "c": 8}, absent=("d",), late={"c": 2}, late_points={"c": 0})
    event = record(train_hand(), 1, 1, given)
    assert totals(event) == {"a": 30, "b": -25, "c": 8, "d": 50 + 30}
