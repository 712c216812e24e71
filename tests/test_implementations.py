"""Real implementations, checked: the ``dominoes``, ``all-fives-domino`` and OpenSpiel adapters and the JavaScript example.

Each runs ``domino-rules check --expect`` against the implementation's adapter
and its expectations file. ``dominoes``, ``all-fives-domino`` and ``open-spiel`` must show no
unexpected result (every failure is explained in their ``expectations.yaml``); the
JavaScript example must pass every scenario it claims. The OpenSpiel adapter is also held to the
reference on every group of facts it claims, action by action over random deals, and to what its
engine does (the side it credits, its refusals). Also checked here: the
expectations machinery itself (expected failures, unexpected passes, unknown IDs).
"""

from __future__ import annotations

import importlib.util
import json
import shlex
import shutil
import stat
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest

if TYPE_CHECKING:
    from conformance.messages import (
        ActionResult,
        EndName,
        HandAction,
        HandSetup,
        Opening,
        PlayAction,
        SeatCode,
        TeamCode,
    )
    from conformance.wire import SubprocessAdapter

ROOT = Path(__file__).resolve().parent.parent
DOMINOES = ROOT / "implementations" / "dominoes"
ALL_FIVES = ROOT / "implementations" / "all-fives-domino"
OPEN_SPIEL = ROOT / "implementations" / "open-spiel"
JS = ROOT / "implementations" / "js-example"
FAUX = ROOT / "tests" / "faux" / "impl.py"


def check(report: Path, command: str, *extra: str) -> tuple[int, str, dict[str, Any]]:
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "check", "--impl", command, "--report", str(report), *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = process.stdout + process.stderr
    path = report / "results.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return process.returncode, output, data


@pytest.mark.skipif(
    importlib.util.find_spec("dominoes") is None, reason="dominoes is not installed (pip install .[bench])"
)
def test_dominoes_has_no_unexpected_result(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(DOMINOES / "adapter.py")])
    code, output, data = check(
        tmp_path,
        command,
        "--validate",
        "--rulebook",
        "ndf-double-nine",
        "--expect",
        str(DOMINOES / "expectations.yaml"),
    )
    assert code == 0, output[-3000:]
    assert data["verdicts"]["unexpected failure"] == 0, output[-3000:]
    assert data["verdicts"]["unexpected pass"] == 0, output[-3000:]
    assert data["totals"]["error"] == 0
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed and all(s["capabilities"] in (["hand"], ["deal-play"]) for s in claimed)
    assert any(s["capabilities"] == ["deal-play"] for s in claimed)
    assert data["compliance"]["passed"] > 0


def test_dominoes_expectations_explain_every_entry() -> None:
    from conformance.expect import load_checked

    for reason in load_checked(DOMINOES / "expectations.yaml").values():
        assert reason.startswith(("rules difference:", "not modelled:", "engine bug:")), reason


@pytest.mark.skipif(
    importlib.util.find_spec("src.main.game") is None,
    reason="all-fives-domino is not installed (pip install .[bench])",
)
def test_all_fives_domino_has_no_unexpected_result(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(ALL_FIVES / "adapter.py")])
    code, output, data = check(
        tmp_path,
        command,
        "--validate",
        "--rulebook",
        "wcdt-all-fives",
        "--expect",
        str(ALL_FIVES / "expectations.yaml"),
    )
    assert code == 0, output[-3000:]
    assert data["verdicts"]["unexpected failure"] == 0, output[-3000:]
    assert data["verdicts"]["unexpected pass"] == 0, output[-3000:]
    assert data["totals"]["error"] == 0
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed and all(set(s["capabilities"]) <= {"hand", "deal-play"} for s in claimed)
    assert any(s["capabilities"] == ["deal-play"] for s in claimed)
    passed = {s["id"] for s in claimed if s["status"] == "passed"}
    # what the engine does by the rulebook: a spinner led alone scores both halves, a draw only when blocked
    assert (
        "features/wcdt-all-fives/scoring.feature:The spinner alone counts its two halves once and the down scores them"
        in passed
    )
    assert "features/wcdt-all-fives/play.feature:A singles player who can play may not draw" in passed


def test_all_fives_domino_expectations_explain_every_entry() -> None:
    from conformance.expect import load_checked

    for reason in load_checked(ALL_FIVES / "expectations.yaml").values():
        assert reason.startswith(("rules difference:", "not modelled:", "engine bug:")), reason


needs_open_spiel = pytest.mark.skipif(
    importlib.util.find_spec("pyspiel") is None, reason="open_spiel is not installed (pip install .[bench])"
)


def _open_spiel() -> SubprocessAdapter:
    from conformance.wire import SubprocessAdapter

    adapter = SubprocessAdapter(shlex.join([sys.executable, str(OPEN_SPIEL / "adapter.py")]), validate=True)
    adapter.start({"op": "start", "protocol": "1.0", "suite": "domino-rules"})
    return adapter


@needs_open_spiel
def test_open_spiel_has_no_unexpected_result_and_names_the_side_it_credits(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(OPEN_SPIEL / "adapter.py")])
    code, output, data = check(
        tmp_path,
        command,
        "--validate",
        "--rulebook",
        "doral-partnership",
        "--expect",
        str(OPEN_SPIEL / "expectations.yaml"),
    )
    assert code == 0, output[-3000:]
    assert data["verdicts"]["unexpected failure"] == 0, output[-3000:]
    assert data["verdicts"]["unexpected pass"] == 0, output[-3000:]
    assert data["totals"]["error"] == 0
    claimed = {s["id"]: s for s in data["scenarios"] if s["status"] != "not claimed"}
    assert claimed and all(s["capabilities"] == ["deal-play"] for s in claimed.values())
    # where a player goes out, the report names the side the engine credited, not only a missing winning seat
    feature = "features/doral-partnership/deal-and-play.feature:"
    credited = {
        "The double six opens and West goes out while East holds the heaviest hand": '"team": "NS"',
        "East-West won the last hand, East leads any tile and North goes out while South holds the heaviest hand": (
            '"team": "EW"'
        ),
        "The partnership totals are level when South goes out": '"team": null',
    }
    for name, team in credited.items():
        scenario = claimed[feature + name]
        assert scenario["status"] == "failed" and scenario["verdict"] == "expected failure", scenario
        assert [f["step"] for f in scenario["failures"]] == [scenario["step"]] and team in scenario["actual"]
        assert scenario["step"].endswith(
            "win the hand with " + scenario["expected"].split(": ")[1].split(",")[0] + " points"
        )
        assert any("not checked: hand-winner" in step for step in scenario["unchecked"])  # OpenSpiel names no seat


def test_open_spiel_expectations_explain_every_entry() -> None:
    from conformance.expect import load_checked

    listed = load_checked(OPEN_SPIEL / "expectations.yaml")
    for reason in listed.values():
        assert reason.startswith(("rules difference:", "not modelled:", "engine bug:")), reason
    going_out = [ref for ref in listed if "goes out" in ref]
    assert going_out and all(listed[ref].startswith("engine bug:") for ref in going_out)


@needs_open_spiel
def test_the_open_spiel_claim_names_only_what_the_engine_models() -> None:
    adapter = _open_spiel()
    try:
        claim = adapter.start({"op": "start", "protocol": "1.0", "suite": "domino-rules"})
    finally:
        adapter.stop()
    assert claim["rulebooks"] == ["doral-partnership"] and claim["capabilities"] == ["deal-play"]
    assert "models" in claim
    models = set(claim["models"]["doral-partnership"])
    assert models == {"legality", "turn", "line", "legal-moves", "hand-sizes", "outcome"}
    assert claim.get("omits") == ["ask-count"] and claim.get("players") == {"doral-partnership": [4]}


@needs_open_spiel
def test_open_spiel_agrees_with_the_reference_on_every_claimed_fact_but_the_outcome() -> None:
    """Random complete deals played on the reference, sent whole (``each``): turn, ends, legal moves, hand sizes
    and every action's result agree at every step; the outcome is the engine's own (the hands end alike, with
    the same counts) and differs only in the side credited and the points."""
    from conformance.fuzz import play_hand
    from conformance.shrink import Case, request_of

    adapter = _open_spiel()
    wrong_side = 0
    try:
        for number in range(12):
            played = play_hand("doral-partnership", 3, number, complete=True)
            request = request_of(Case(rulebook="doral-partnership", setup=played.setup, actions=played.actions))
            request["each"] = True
            reply = adapter.hand(request)
            assert "steps" in reply
            steps = reply["steps"]
            assert len(steps) == len(played.replies)
            for point, (reference, step) in enumerate(zip(played.replies, steps, strict=True)):
                where = f"hand {number}, after {point} actions"
                assert set(step) == {"results", "turn", "ends", "legal", "hand_sizes", "outcome"}, where
                assert step["results"] == [{"accepted": True}] * min(point, 1), where
                assert (step["turn"], step["ends"], step["hand_sizes"]) == (
                    reference["turn"],
                    reference["ends"],
                    reference["hand_sizes"],
                ), where
                assert sorted(step["legal"]) == sorted(reference["legal"]), where
            ours, theirs = reply["outcome"], played.replies[-1]["outcome"]
            assert ours is not None and theirs is not None
            assert ours["counts"] == theirs["counts"] and ours["winner"] is None
            assert (ours["end"] == "domino") == (theirs["end"] == "domino")
            wrong_side += ours["team"] != theirs["team"]
    finally:
        adapter.stop()
    assert wrong_side > 0  # the engine's partnership totals decide differently from Doral in some of these hands


def _doral_deal(
    leader: SeatCode | None = None, opening: Opening | None = None, winners: TeamCode | None = None
) -> HandSetup:
    """The deal of Doral's first deal-and-play scenario (West holds the double six), every tile dealt."""
    setup: HandSetup = {
        "hands": {
            "N": ["6-4", "6-3", "5-2", "5-0", "4-1", "2-1", "1-1"],
            "W": ["6-6", "6-1", "6-0", "5-3", "4-3", "2-0", "1-0"],
            "S": ["6-5", "6-2", "5-4", "4-4", "4-0", "3-2", "0-0"],
            "E": ["5-5", "5-1", "4-2", "3-3", "3-1", "3-0", "2-2"],
        },
        "undealt": [],
    }
    if leader is not None:
        setup["leader"] = leader
    if opening is not None:
        setup["opening"] = opening
    if winners is not None:
        setup["winners"] = winners
    return setup


def _play(seat: SeatCode, tile: str, end: EndName | None = None) -> PlayAction:
    play: PlayAction = {"type": "play", "seat": seat, "tile": tile}
    if end is not None:
        play["end"] = end
    return play


def _pass(seat: SeatCode) -> HandAction:
    return {"type": "pass", "seat": seat}


@needs_open_spiel
def test_open_spiel_refuses_what_the_engine_cannot_take_under_the_doral_rule_it_breaks() -> None:
    """The engine passes a blocked player itself; the adapter takes that player's pass and refuses the rest."""
    adapter = _open_spiel()
    lead: list[HandAction] = [
        _play("W", "6-6"),
        _play("S", "6-2", "right"),
        _play("E", "2-2", "right"),
        _play("N", "6-3", "left"),
    ]
    lead += [_play("W", "4-3", "left"), _play("S", "4-4", "left"), _play("E", "4-2", "right")]
    lead += [_play("N", "4-1", "left"), _play("W", "1-0", "left"), _play("S", "0-0", "left")]
    lead += [_play("E", "3-0", "left"), _play("N", "6-4", "right"), _play("W", "5-3", "left")]
    lead += [_play("S", "5-4", "left")]  # ends 4 and 6: East and North hold nothing that fits, and are passed
    cases: list[tuple[HandSetup, list[HandAction], list[ActionResult], SeatCode]] = [
        (_doral_deal(leader="W"), [_play("N", "6-4")], [{"accepted": False, "rule": "DORAL-8.3"}], "W"),
        (_doral_deal(leader="W"), [_play("W", "6-4")], [{"accepted": False, "rule": "DORAL-1.1"}], "W"),
        (_doral_deal(leader="W"), [_pass("W")], [{"accepted": False, "rule": "DORAL-11.1"}], "W"),
        (
            _doral_deal(leader="W"),
            [_play("W", "6-0"), _play("S", "6-5", "right")],
            [{"accepted": True}, {"accepted": False, "rule": "DORAL-13.1"}],
            "S",
        ),
        (
            _doral_deal(opening="winners", winners="EW"),
            [_play("N", "6-4")],
            [{"accepted": False, "rule": "DORAL-8.2"}],
            "E",
        ),
        (_doral_deal(opening="winners", winners="EW"), [_play("W", "6-6")], [{"accepted": True}], "S"),
        (
            _doral_deal(opening="double-six"),
            [*lead, _play("N", "2-1", "left")],
            [{"accepted": False, "rule": "DORAL-8.3"}],
            "E",
        ),
        (
            _doral_deal(opening="double-six"),
            [*lead, _play("E", "5-5", "left")],
            [{"accepted": False, "rule": "DORAL-13.1"}],
            "E",
        ),
        (
            _doral_deal(opening="double-six"),
            [*lead, _pass("E"), _pass("N"), _play("W", "6-0", "right")],
            [{"accepted": True}] * 3,
            "S",
        ),
    ]
    try:
        for setup, actions, results, turn in cases:
            reply = adapter.hand({"op": "hand", "rulebook": "doral-partnership", "setup": setup, "actions": actions})
            got = [{key: value for key, value in r.items() if key != "reason"} for r in reply["results"]]
            assert got[-len(results) :] == results and reply["turn"] == turn, (actions[-1], got, reply["turn"])
        stuck = adapter.hand(
            {"op": "hand", "rulebook": "doral-partnership", "setup": _doral_deal(opening="double-six"), "actions": lead}
        )
        assert stuck["turn"] == "E" and stuck["legal"] == [] and stuck["ends"] == [4, 6]
    finally:
        adapter.stop()


@needs_open_spiel
def test_open_spiel_refuses_a_deal_its_engine_could_not_make_naming_the_rule() -> None:
    from conformance.adapter import ErrorReply, Unsupported

    adapter = _open_spiel()
    short = _doral_deal(leader="N")
    short["hands"] = {**short["hands"], "N": short["hands"]["N"][:6]}
    short["undealt"] = ["1-1"]
    twice = _doral_deal(leader="N")
    twice["hands"] = {**twice["hands"], "N": [*twice["hands"]["N"][:6], "6-6"]}
    try:
        for setup in (short, twice):
            with pytest.raises(ErrorReply) as refused:
                adapter.hand({"op": "hand", "rulebook": "doral-partnership", "setup": setup, "actions": []})
            assert refused.value.rule == "DORAL-5.1"
        position: HandSetup = {"hands": _doral_deal()["hands"], "leader": "N"}
        with pytest.raises(Unsupported):
            adapter.hand({"op": "hand", "rulebook": "doral-partnership", "setup": position, "actions": []})
    finally:
        adapter.stop()


@pytest.mark.skipif(
    shutil.which("node") is None, reason="node (Node.js 20) is not installed: the JS example cannot run"
)
def test_js_example_passes_every_claimed_scenario(tmp_path: Path) -> None:
    command = shlex.join(["node", str(JS / "harness.mjs")])
    code, output, data = check(tmp_path, command, "--validate", "--expect", str(JS / "expectations.yaml"))
    assert code == 0, output[-3000:]
    claimed = [s for s in data["scenarios"] if s["status"] != "not claimed"]
    assert claimed, "the JS example claims nothing"
    assert all(s["status"] == "passed" for s in claimed), [s for s in claimed if s["status"] != "passed"]
    assert {c for s in claimed for c in s["capabilities"]} == {"lead"}


# -- the expectations machinery, on a faux implementation with one wrong rule ----------------------------
def _faux(fault: str) -> str:
    return shlex.join([sys.executable, str(FAUX), "--fault", fault])


def test_expectations_turn_failures_into_expected_and_flag_unexpected_passes(tmp_path: Path) -> None:
    baseline_code, output, baseline = check(tmp_path / "base", _faux("tiebreak-low-end"), "--rule", "NDF-2.*")
    failing = [s["id"] for s in baseline["scenarios"] if s["status"] == "failed"]
    passing = [s["id"] for s in baseline["scenarios"] if s["status"] == "passed"]
    assert baseline_code == 1 and failing and passing, output[-2000:]
    expectations = tmp_path / "expect.yaml"
    listed = {ref: "engine bug: the faux breaks ties by the lower end" for ref in failing}
    expectations.write_text(json.dumps(listed), encoding="utf-8")
    code, output, data = check(
        tmp_path / "all-known", _faux("tiebreak-low-end"), "--rule", "NDF-2.*", "--expect", str(expectations)
    )
    assert code == 0, output[-2000:]
    assert data["verdicts"]["expected failure"] == len(failing)
    assert "expected failures" in output
    listed[passing[0]] = "engine bug: wrongly listed"
    expectations.write_text(json.dumps(listed), encoding="utf-8")
    code, output, data = check(
        tmp_path / "surprise", _faux("tiebreak-low-end"), "--rule", "NDF-2.*", "--expect", str(expectations)
    )
    assert code == 1
    assert data["verdicts"]["unexpected pass"] == 1
    scenario = next(s for s in data["scenarios"] if s["id"] == passing[0])
    assert scenario["verdict"] == "unexpected pass"
    junit = (tmp_path / "surprise" / "junit.xml").read_text(encoding="utf-8")
    assert "unexpected pass" in junit
    html = (tmp_path / "surprise" / "matrix.html").read_text(encoding="utf-8")
    assert "unexpected pass" in html and f"{data['compliance']['passed']}/{data['compliance']['claimed']}" in html


def test_an_expectation_for_a_missing_scenario_is_an_error(tmp_path: Path) -> None:
    expectations = tmp_path / "expect.yaml"
    expectations.write_text(
        "features/ndf-double-nine/lead.feature:No such scenario: 'not modelled: gone'\n", encoding="utf-8"
    )
    code, output, _ = check(tmp_path / "r", _faux("none"), "--expect", str(expectations))
    assert code == 2
    assert "No such scenario" in output and "do not exist" in output


def test_levels_and_capabilities_are_reported(tmp_path: Path) -> None:
    code, output, data = check(tmp_path, _faux("none"), "--rule", "NDF-2.*")
    assert code == 0, output[-2000:]
    assert set(data["levels"]) == {"must", "should", "may"}
    assert all(s["level"] in ("must", "should", "may") and s["id"].startswith("features/") for s in data["scenarios"])
    ndjson = (tmp_path / "results.ndjson").read_text(encoding="utf-8").splitlines()
    footer = json.loads(ndjson[-1])
    assert footer["type"] == "footer" and "levels" in footer
    assert "By requirement level" in (tmp_path / "matrix.md").read_text(encoding="utf-8")


def test_the_implementations_page_explains_every_failure(tmp_path: Path) -> None:
    from conformance.implementations import reports_dir
    from rulesite.implementations import implementations_page

    assert "No reports yet" in implementations_page(tmp_path)
    shutil.copytree(ROOT / "implementations", tmp_path / "implementations")
    report = reports_dir(tmp_path) / "dominoes"
    report.mkdir(parents=True)
    ref = "features/ndf-double-nine/numbers.feature:Ten tiles a player: eleven in one seat is refused"
    (report / "results.json").write_text(
        json.dumps(
            {
                "compliance": {"passed": 1, "claimed": 2},
                "levels": {"must": {"passed": 1, "claimed": 2}},
                "verdicts": {"expected failure": 1},
                "totals": {"not claimed": 3},
                "scenarios": [
                    {
                        "id": ref,
                        "status": "failed",
                        "rules": ["NDF-1.1"],
                        "step": "Then the deal is refused under NDF-1.1",
                        "expected": "refused under NDF-1.1",
                        "actual": "answered",
                        "verdict": "expected failure",
                    },
                ],
            }
        ),
        encoding="utf-8",
    )
    page = implementations_page(tmp_path)
    assert "**1/2**" in page and ref in page and "not modelled" in page


# -- fuzz campaigns: recorded beside the reports, shown on the page -----------------------------------------
def _fuzzed(name: str, tmp_path: Path, hands: int, seed: int = 0) -> tuple[int, dict[str, Any]]:
    """Fuzz the named implementation of the runner on the rulebook it claims; its exit and its one summary."""
    # fuzz_one takes the claim its caller's handshake got; that handshake has no public form
    from conformance.implementations import IMPLEMENTATIONS, _handshake, fuzz_file, fuzz_one  # pyright: ignore[reportPrivateUsage]  # the handshake has no public form
    from rulespec.files import current_umask

    checked = next(c for c in IMPLEMENTATIONS if c.name == name)
    claim = _handshake(checked.command(ROOT))
    claimed = claim["rulebooks"]
    assert isinstance(claimed, list), claimed
    rulebooks = cast("list[object]", claimed)
    assert len(rulebooks) == 1, rulebooks
    code = fuzz_one(checked, claim, tmp_path, ROOT, hands=hands, seed=seed)
    path = fuzz_file(tmp_path, str(rulebooks[0]))
    text = path.read_text(encoding="utf-8")
    assert str(ROOT) not in text and sys.executable not in text  # no machine's paths in a record
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~current_umask()  # 0644 under the usual umask
    return code, json.loads(text)


def _well_formed(summary: dict[str, Any], hands: int, seed: int) -> None:
    from rulespec import cached_spec

    assert summary["hands_checked"] == summary["hands"] == hands and summary["seed"] == seed
    assert 0 <= summary["divergent_hands"] <= hands
    assert summary["rate"] == summary["divergent_hands"] / hands
    ids = {rule.id for rule in cached_spec().rulebook(summary["rulebook"]).rules}
    assert set(summary["by_rule"]) <= ids and all(
        0 < n <= summary["divergent_hands"] for n in summary["by_rule"].values()
    )
    assert summary["reproduce"].startswith("domino-rules fuzz --impl ")
    assert f"--hands {hands} --seed {seed}" in summary["reproduce"]
    example = summary["counterexample"]
    assert (example is None) == (summary["divergent_hands"] == 0)
    if example is not None:
        assert f"Scenario: Fuzzing found a divergence ({summary['rulebook']}, seed {seed}" in example["scenario"]
        assert example["differences"] and example["rules"]


@pytest.mark.skipif(
    importlib.util.find_spec("dominoes") is None, reason="dominoes is not installed (pip install .[bench])"
)
def test_the_dominoes_campaign_shows_its_known_deviation_and_reproduces(tmp_path: Path) -> None:
    from conformance.expect import load_expectations

    code, summary = _fuzzed("dominoes", tmp_path / "one", hands=12, seed=5)
    assert code == 0  # divergences are what the page shows, not a failure of the run
    _well_formed(summary, 12, 5)
    # the engine does not say how the first tile lies: its claim leaves the group out, so no hand diverges there;
    # what it decides differently (locks by partnership totals, the next lead) its expectations file foresees
    listed = load_expectations(DOMINOES / "expectations.yaml")
    assert "first-tile" in summary["not_compared"] and "NDF-10.1" not in summary["by_rule"]
    assert summary["divergent_hands"] > 0 and set(summary["known_by_key"]) & set(listed)
    assert summary["expectations"] == "implementations/dominoes/expectations.yaml" and summary["new_hands"] == 0
    _, again = _fuzzed("dominoes", tmp_path / "two", hands=12, seed=5)
    assert {**again, "seconds": 0} == {**summary, "seconds": 0}


@pytest.mark.skipif(
    importlib.util.find_spec("src.main.game") is None,
    reason="all-fives-domino is not installed (pip install .[bench])",
)
def test_the_all_fives_domino_campaign_is_recorded(tmp_path: Path) -> None:
    code, summary = _fuzzed("all-fives-domino", tmp_path, hands=6, seed=0)
    assert code == 0
    _well_formed(summary, 6, 0)
    assert summary["divergent_hands"] > 0  # its deviations are known: it diverges


@needs_open_spiel
def test_the_open_spiel_campaign_is_recorded(tmp_path: Path) -> None:
    code, summary = _fuzzed("open-spiel", tmp_path, hands=6, seed=0)
    assert code == 0
    _well_formed(summary, 6, 0)
    assert summary["divergent_hands"] > 0  # the engine scores a hand by other rules than Doral's: it diverges


@needs_open_spiel
def test_the_open_spiel_bug_is_found_by_fuzzing_under_doral_2_1_and_shown_with_its_scenario(tmp_path: Path) -> None:
    """The issue's acceptance: fuzzing OpenSpiel on Doral reports divergences under DORAL-2.1, none unattributed
    and no error; the page lists the bug (the side credited) with a shrunk scenario."""
    from conformance.implementations import reports_dir
    from rulesite.implementations import implementations_page

    shutil.copytree(ROOT / "implementations", tmp_path / "implementations")
    directory = reports_dir(tmp_path) / "open-spiel"
    code, summary = _fuzzed("open-spiel", directory, hands=40, seed=0)
    assert code == 0 and summary["by_rule"].get("DORAL-2.1", 0) > 0 and summary["errors"] == 0
    assert "unattributed" not in summary["by_rule"] and summary["new_hands"] == 0
    assert summary["known_by_kind"].get("engine bug", 0) > 0
    bug = next(e for e in summary["examples"] if e["known"] and e["known"]["key"] == "outcome.team")
    assert "DORAL-2.1" in bug["rules"] and "outcome.team" in {d["path"] for d in bug["differences"]}
    (directory / "results.json").write_text(json.dumps({"compliance": {"passed": 0, "claimed": 6}}), encoding="utf-8")
    page = implementations_page(tmp_path)
    bugs = page[page.index("#### Rule bugs found") :]
    assert "the field `outcome.team` (fuzzing)" in bugs and "Found by fuzzing: hand" in bugs
    assert "@DORAL-2.1" in bugs.split("#### Rules differences")[0]


@pytest.mark.skipif(shutil.which("node") is None, reason="node (Node.js 20) is not installed")
def test_the_js_example_is_recorded_as_not_fuzzed_with_the_reason(tmp_path: Path) -> None:
    code, summary = _fuzzed("js-example", tmp_path, hands=5)
    assert code == 0 and set(summary) == {"rulebook", "seed", "hands", "reproduce", "not_fuzzed"}
    assert "hand or deal-play" in summary["not_fuzzed"]


def test_an_implementation_crashing_during_fuzz_is_reported_not_skipped(tmp_path: Path) -> None:
    # fuzz_one takes the claim its caller's handshake got; that handshake has no public form
    from conformance.implementations import Checked, _handshake, fuzz_file, fuzz_one  # pyright: ignore[reportPrivateUsage]  # the handshake has no public form

    crashing = Checked("crash", "crashes", ("{python}", "tests/faux/impl.py", "--fault", "crash"), None, "")
    claim = {**_handshake(crashing.command(ROOT)), "rulebooks": ["ndf-double-nine"]}
    assert fuzz_one(crashing, claim, tmp_path, ROOT, hands=2) == 0
    summary = json.loads(fuzz_file(tmp_path, "ndf-double-nine").read_text(encoding="utf-8"))
    assert summary["divergent_hands"] == 2 and summary["counterexample"]["error"]
    gone = Checked("gone", "gone", ("{python}", "tests/faux/no-such-engine.py"), None, "")
    (tmp_path / "gone").mkdir()
    assert fuzz_one(gone, claim, tmp_path / "gone", ROOT, hands=2) == 3  # the campaign could not run: a failure
    failed = json.loads(fuzz_file(tmp_path / "gone", "ndf-double-nine").read_text(encoding="utf-8"))
    assert "exited 2" in failed["failed"] and "hands_checked" not in failed


def test_the_implementations_page_shows_the_recorded_fuzz_numbers(tmp_path: Path) -> None:
    from conformance.implementations import reports_dir
    from rulesite.implementations import implementations_page

    shutil.copytree(ROOT / "implementations", tmp_path / "implementations")
    report = reports_dir(tmp_path) / "dominoes"
    report.mkdir(parents=True)
    (report / "results.json").write_text(json.dumps({"compliance": {"passed": 3, "claimed": 3}}), encoding="utf-8")
    scenario = '@NDF-9.1\nScenario: Fuzzing found a divergence (ndf-double-nine, seed 7, hand 4, hand-winner)\n  Given the rulebook "ndf-double-nine"\n'
    example = {
        "hand": 4,
        "group": "hand-winner",
        "rules": ["NDF-9.1"],
        "scenario": scenario,
        "differences": [{"path": "winner", "reference": "E", "implementation": None}],
        "known": {"key": "NDF-9.1", "reason": "rules difference: locks by totals", "kind": "rules difference"},
    }
    summary = {
        "rulebook": "ndf-double-nine",
        "seed": 7,
        "hands": 40,
        "hands_checked": 40,
        "divergent_hands": 9,
        "rate": 9 / 40,
        "by_rule": {"NDF-9.1": 9, "NDF-7.1": 2},
        "errors": 1,
        "expectations": "implementations/dominoes/expectations.yaml",
        "new_hands": 2,
        "new_rate": 2 / 40,
        "new_by_rule": {"NDF-7.1": 2},
        "reproduce": "domino-rules fuzz --impl 'python x' --rulebook ndf-double-nine --hands 40 --seed 7",
        "counterexample": example,
        "examples": [example],
    }
    (report / "fuzz-ndf-double-nine.json").write_text(json.dumps(summary), encoding="utf-8")
    (report / "fuzz-wcdt-all-fives.json").write_text(
        json.dumps({"rulebook": "wcdt-all-fives", "failed": "domino-rules fuzz exited 2"}), encoding="utf-8"
    )
    page = implementations_page(tmp_path)
    assert (
        "| ndf-double-nine | 40 | 7 | 9 | 22.5% | 2 (5.0%) | [NDF-7.1](../rule/NDF-7.1.html) 2, "
        "[NDF-9.1](../rule/NDF-9.1.html) 9 | 1 |"
        in page
        or "| ndf-double-nine | 40 | 7 | 9 | 22.5% | 2 (5.0%) | [NDF-9.1](../rule/NDF-9.1.html) 9, "
        "[NDF-7.1](../rule/NDF-7.1.html) 2 | 1 |"
        in page
    )
    assert '??? example "ndf-double-nine: hand 4, hand-winner, shrunk: NDF-9.1 (foreseen, rules difference)"' in page
    assert "fuzzing ndf-double-nine: 2 hands ([NDF-7.1](../rule/NDF-7.1.html) 2)" in page  # the news: new divergences
    assert (
        "    ```gherkin\n    @NDF-9.1\n    Scenario: Fuzzing found a divergence (ndf-double-nine, seed 7, hand 4, hand-winner)"
        in page
    )
    assert "--hands 40 --seed 7`" in page
    assert "!!! failure\n    Fuzzing on wcdt-all-fives failed: domino-rules fuzz exited 2" in page
    (report / "fuzz-ndf-double-nine.json").unlink()
    (report / "fuzz-wcdt-all-fives.json").unlink()
    assert "Fuzzing" not in implementations_page(tmp_path)
