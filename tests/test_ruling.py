"""``domino-rules ruling``: a table's story ruled on by the reference engine, step by step.

The core (:mod:`conformance.ruling`, with :mod:`conformance.gherkin`) runs in a browser's Python too, where
PyYAML, jsonschema, pytest and pytest-bdd are not installed: a test imports it in a process where they cannot
be imported and rules one story per rulebook there.
"""

from __future__ import annotations

import json
import pickle
import re
import subprocess
import sys
from pathlib import Path
from typing import Final, cast

import jsonschema
import pytest

from conformance.cases import export_files
from conformance.features import read_features
from conformance.gherkin import GherkinScenario, parse_gherkin
from conformance.paths import features_dir
from conformance.ruling import Ruling, Story, rule_story, ruling_json, ruling_schema
from domino_rules.cli import main
from rulespec import cached_spec

ROOT = Path(__file__).resolve().parent.parent

BLOCKED = ("yaml", "jsonschema", "rpds", "pytest", "_pytest", "pytest_bdd", "gherkin")

_CHILD = """
import importlib.abc, json, pickle, sys

BLOCKED = {blocked!r}


class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{{name}} is not available here")
        return None


sys.meta_path.insert(0, Blocker())
from conformance.ruling import Story, rule_story, ruling_json, ruling_text
import rulespec

with open(sys.argv[1], "rb") as stream:
    spec = pickle.load(stream)
rulespec.use_spec(spec)
stories = json.loads(open(sys.argv[2], encoding="utf-8").read())
out = []
for story in stories:
    ruling = rule_story(Story(story["text"], "gherkin", story["source"], story["scenario"]), rulespec.cached_spec())
    ruling_text(ruling)
    out.append({{"rulebook": ruling.rulebook, "agrees": ruling.agrees, "json": ruling_json(ruling)}})
loaded = sorted(name for name in sys.modules if name.split(".")[0] in BLOCKED)
print(json.dumps({{"rulings": out, "loaded": loaded}}))
"""


def _one_story_per_rulebook() -> list[dict[str, str]]:
    """The first scenario of each rulebook's features that plays a hand (or a train hand)."""
    stories: dict[str, dict[str, str]] = {}
    for scenario in read_features():
        book = scenario.path.split("/")[1]
        if book in stories or not any(step.kind == "when" for step in scenario.steps):
            continue
        path = features_dir().parent / scenario.path
        stories[book] = {"text": path.read_text(encoding="utf-8"), "source": scenario.path, "scenario": scenario.name}
    return list(stories.values())


def test_the_core_rules_without_yaml_jsonschema_pytest_or_pytest_bdd(tmp_path: Path) -> None:
    spec_file = tmp_path / "spec.pickle"
    spec_file.write_bytes(pickle.dumps(cached_spec()))
    stories = _one_story_per_rulebook()
    assert len(stories) == len(cached_spec().rulebooks) == 6
    stories_file = tmp_path / "stories.json"
    stories_file.write_text(json.dumps(stories), encoding="utf-8")
    script = tmp_path / "child.py"
    script.write_text(_CHILD.format(blocked=BLOCKED), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script), str(spec_file), str(stories_file)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "DOMINO_RULES_NO_CACHE": "1"},
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["loaded"] == []
    assert sorted(r["rulebook"] for r in report["rulings"]) == sorted(b.id for b in cached_spec().rulebooks)
    for ruling in report["rulings"]:
        assert ruling["agrees"], ruling["json"]
        assert ruling["json"]["exchanges"], ruling


def test_our_gherkin_reads_every_feature_file_as_pytest_bdd_does() -> None:
    ours: dict[str, GherkinScenario] = {}
    for path in sorted(features_dir().rglob("*.feature")):
        where = path.relative_to(features_dir().parent).as_posix()
        for scenario in parse_gherkin(path.read_text(encoding="utf-8")).scenarios:
            ours[f"{where}:{scenario.name}"] = scenario
    theirs = read_features()
    assert len(ours) == len(theirs)
    for info in theirs:
        scenario = ours[info.ref]
        assert (scenario.line, scenario.tags) == (info.line, info.tags), info.ref
        assert [
            (s.kind, s.text, s.line, None if s.table is None else [list(r) for r in s.table]) for s in scenario.steps
        ] == [(s.kind, s.text, s.line, s.table) for s in info.steps], info.ref


# -- every exported case, ruled as its JSON and as its scenario ----------------------------------------


def test_every_exported_case_is_ruled_as_the_case_expects() -> None:
    """The whole export (every scenario of the six rulebooks): each case file ruled as written, and its
    scenario ruled from its feature file; every observation and Then step holds. In-process: about 4 s."""
    spec = cached_spec()
    files = export_files()
    index = json.loads(files["index.json"])
    entries = cast(list[dict[str, object]], index["cases"])
    assert len(entries) == len(read_features())
    books: set[str] = set()
    schema = ruling_schema()
    for entry in entries:
        case = json.loads(files[str(entry["file"])])
        observations = len(case["observations"])
        as_json = rule_story(Story(files[str(entry["file"])], "json", str(entry["file"])), spec)
        assert as_json.agrees and len(as_json.expectations) == observations, _failed(as_json)
        feature = features_dir().parent / case["feature"]
        as_story = rule_story(
            Story(feature.read_text(encoding="utf-8"), "gherkin", case["feature"], case["scenario"]), spec
        )
        assert as_story.agrees, _failed(as_story)
        assert len([e for e in as_story.expectations]) == observations, case["id"]
        assert [e.request for e in as_story.exchanges] == [e.request for e in as_json.exchanges], case["id"]
        books.add(as_json.rulebook)
        if entries.index(entry) % 25 == 0:  # a sample: the schema is checked in seconds
            jsonschema.validate(ruling_json(as_story), schema)
            jsonschema.validate(ruling_json(as_json), schema)
    assert books == {b.id for b in spec.rulebooks}


ROTATION: Final = "NWSE"
"""The seats counter-clockwise, the order of play of a block game."""


def _rotated(leader: str, clockwise: bool, seated: str) -> str:
    """The next seat from ``leader`` among ``seated``, one way round the table."""
    order = ROTATION[::-1] if clockwise else ROTATION
    at = order.index(leader)
    return next(order[(at + step) % 4] for step in range(1, 5) if order[(at + step) % 4] in seated)


def test_the_next_leader_is_cited_under_the_rule_that_decides_it() -> None:
    """Every next leader a hand of the exported cases names, checked against the rule the ruling cites for it:
    a rotation rule names the next seat round from the hand's leader, a lead-to-winner rule the winner, and any
    other rule is the rule of an infraction that has the hand played again (dealt afresh: by that rule)."""
    spec = cached_spec()
    files = export_files()
    seen: dict[str, int] = {}
    for entry in cast(list[dict[str, object]], json.loads(files["index.json"])["cases"]):
        ruling = rule_story(Story(files[str(entry["file"])], "json", str(entry["file"])), spec)
        book = spec.rulebook(ruling.rulebook)
        for exchange in ruling.exchanges:
            cited = [finding for finding in exchange.findings if finding.kind == "next"]
            if exchange.op != "hand" or exchange.reply is None or not cited or cited[0].rule is None:
                continue
            reply, setup = exchange.reply, cast(dict[str, object], exchange.request["setup"])
            leader, named = setup.get("leader"), reply.get("next_leader")
            rule = spec.rule(cited[0].rule)
            where = f"{entry['file']}: {named} under {rule.id}"
            assert isinstance(leader, str) and isinstance(named, str), where
            checks = set(rule.enforces)
            fives = book.game.family == "all-fives"
            seated = "".join(cast(dict[str, object], setup["hands"])) if fives else ROTATION
            if checks & {"lead-rotates-counter-clockwise", "lead-rotates-clockwise"}:
                assert named == _rotated(leader, "lead-rotates-clockwise" in checks, seated), where
                kind = "rotation"
            elif "lead-to-winner" in checks:
                assert named == cast(dict[str, object], reply["outcome"]).get("winner"), where
                kind = "winner"
            else:
                outcome = cast(dict[str, object], reply["outcome"])
                assert outcome.get("end") == "restart" and rule.penalty is not None, where
                kind = "restart"
            seen[kind] = seen.get(kind, 0) + 1
    assert seen.get("rotation", 0) > 20 and seen.get("restart", 0) > 3, seen


def test_a_hand_dealt_again_for_an_infraction_is_led_by_its_rule() -> None:
    """A reshuffle for a tile shown at the deal (recorded before the lead: FMDS-13.1 refuses it once play has
    begun) has the same player lead the hand dealt again, by the rule that orders the reshuffle, not by the
    rotation (which would give the lead to West)."""
    story = """Given the rulebook "fmd-singles"
And the hands are:
  | seat  | tiles   |
  | North | 6-6 6-3 |
  | West  | 6-1 3-3 |
  | South | 6-2 4-4 |
  | East  | 5-1 0-0 |
And North leads
When the judge records exposed-at-deal against West
"""
    ruling = rule_story(Story(story, "gherkin"), cached_spec())
    (cited,) = [f for exchange in ruling.exchanges for f in exchange.findings if f.kind == "next"]
    assert (cited.text, cited.rule) == ("North leads the next hand", "FMDS-13.1")


def _failed(ruling: Ruling) -> str:
    return f"{ruling.source} {ruling.scenario}: " + "; ".join(
        f"{e.step}: {e.detail}" for e in ruling.expectations if not e.holds
    )


# -- the command -----------------------------------------------------------------------------------------

HAND = """Given the rulebook "ndf-double-nine"
And North holds 9-9 9-2
And East holds 8-7 1-0
And South holds 2-2 3-1
And West holds 4-4 5-1
And North leads
"""


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["ruling", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_ruling_names_each_rule_with_its_page_and_the_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    story = tmp_path / "table.story"
    story.write_text(HAND + "When North plays 9-9\nAnd West plays 5-1\nAnd West plays 4-4\n", encoding="utf-8")
    code, out, _ = _run(capsys, str(story), "--site-url", "https://example.org/rules")
    assert code == 0
    lines = [line.strip() for line in out.splitlines()]
    assert "line 7: When North plays 9-9: allowed" in lines
    refused = next(line for line in lines if line.startswith("line 8:"))
    assert "refused" in refused and "[NDF-7.1 " in refused and "https://example.org/rules/rule/NDF-7.1.html" in refused
    assert "line 9: And West plays 4-4: refused (4-4 matches neither open end (9, 9))" in out
    ruling = rule_story(Story(story.read_text(encoding="utf-8"), "gherkin", str(story)), cached_spec())
    kinds = [(f.kind, f.rule, None if f.where is None else f.where.line) for f in ruling.findings]
    assert kinds[:2] == [("accepted", None, 7), ("refused", "NDF-7.1", 8)]


def test_a_story_the_rules_refuse_is_a_ruling_under_the_rule_it_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    story = tmp_path / "twice.story"
    story.write_text(
        HAND.replace("West holds 4-4 5-1", "West holds 4-4 9-2") + "When North plays 9-9\n", encoding="utf-8"
    )
    code, out, err = _run(capsys, str(story), "--json")
    assert (code, err) == (0, "")
    ruling = json.loads(out)
    jsonschema.validate(ruling, ruling_schema())
    [finding] = ruling["exchanges"][0]["findings"]
    assert finding["kind"] == "refusal" and finding["rule"] == "NDF-1.1" and finding["page"] == "rule/NDF-1.1.html"
    assert finding["where"] == {"line": 2, "step": "And North holds 9-9 9-2"}


def test_the_stories_own_then_steps_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    story = tmp_path / "then.feature"
    story.write_text(
        "Feature: a table\n  Scenario: the lead\n"
        + "".join(f"    {line}\n" for line in HAND.splitlines())
        + "    When North plays 9-9\n    Then every action is accepted\n    And South is to play\n",
        encoding="utf-8",
    )
    code, out, _ = _run(capsys, str(story))
    assert code == 1
    assert "line 10: Then every action is accepted: holds" in out
    assert 'line 11: And South is to play: does not hold: the player to play (hand /turn): expected "S", got "W"' in out
    code, out, _ = _run(capsys, str(story), "--scenario", "the lead", "--json")
    assert code == 1 and json.loads(out)["agrees"] is False


def test_an_exported_case_and_a_bare_request_are_ruled(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    request = {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {"hands": {"N": ["9-9"], "E": ["8-7"], "S": ["2-2"], "W": ["4-4"]}, "leader": "N"},
        "actions": [{"type": "play", "seat": "N", "tile": "9-9"}],
    }
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request, indent=2), encoding="utf-8")
    code, out, _ = _run(capsys, str(path))
    assert code == 0
    assert "actions/0: North plays 9-9: allowed" in out
    assert "North goes out (domino); North-South score" in out and "[NDF-" in out


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            HAND + "When North plays 9-9 twice\n",
            "story.feature:7: no step of the vocabulary reads 'When North plays 9-9 twice'",
        ),
        (HAND.replace("And North leads", "And North leeds"), "story.feature:6: no step of the vocabulary reads"),
        (HAND + "Gven nothing\n", "story.feature:7: not a step (Given, When, Then, And, But): 'Gven nothing'"),
        ('Given the rulebook "no-such-book"\n', "story.feature:1: "),
        ("And North leads\n", "story.feature:1: And continues a step"),
        ("", "story.feature:1: the story holds no steps"),
    ],
)
def test_a_malformed_story_is_refused_naming_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    story = tmp_path / "story.feature"
    story.write_text(text, encoding="utf-8")
    code, out, err = _run(capsys, str(story))
    assert (code, out) == (2, "")
    assert said in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"op": "hand",\n "rulebook": }', "request.json:2: not JSON"),
        ('{"op": "shuffle", "rulebook": "ndf-double-nine"}', "(the request)/op: 'shuffle' is not a request op"),
        ('{"op": "hand", "rulebook": "ndf-double-nine", "setup": {"hands": {}}, "actions": "none"}', "actions"),
        ('{"op": "hand", "rulebook": "nope", "setup": {"hands": {}}, "actions": []}', "'nope' is not a rulebook"),
    ],
)
def test_malformed_json_is_refused_naming_where(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    story = tmp_path / "request.json"
    story.write_text(text, encoding="utf-8")
    code, out, err = _run(capsys, str(story))
    assert (code, out) == (2, "")
    assert said in err and "Traceback" not in err


def test_help_lists_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "ruling" in capsys.readouterr().out


def test_the_example_on_the_home_page_is_what_the_command_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    page = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    story = re.search(r"in a file `table\.story`:\n\n```gherkin\n(.*?)```", page, re.S)
    printed = re.search(r"`domino-rules ruling table\.story` prints:\n\n```text\n(.*?)```", page, re.S)
    assert story is not None and printed is not None
    (tmp_path / "table.story").write_text(story.group(1), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = _run(capsys, "table.story")
    assert code == 0
    assert out == printed.group(1)
    assert "[NDF-3.1 " in out and "West leads the next hand" in out
