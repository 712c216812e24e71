"""``domino-rules export``: every scenario as a language-neutral JSON case, valid against the schema."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from conformance.cases import (
    CASE_FORMAT,
    CaseError,
    build_case,
    case_schema,
    catalog,
    level_of,
    schema_file,
    schema_markdown,
)
from conformance.features import ScenarioInfo, StepInfo, read_features
from tests.support.jsonschemas import draft2020

ROOT = Path(__file__).resolve().parent.parent


def test_export_writes_one_valid_case_per_scenario(tmp_path: Path) -> None:
    process = subprocess.run(
        [sys.executable, "-m", "domino_rules", "export", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert process.returncode == 0, process.stderr
    schema = json.loads((tmp_path / "case.schema.json").read_text(encoding="utf-8"))
    assert schema == case_schema()
    index = json.loads((tmp_path / "index.json").read_text(encoding="utf-8"))
    assert len(index["cases"]) == len(read_features())
    validator = draft2020(schema)
    observations = checks = 0
    for entry in index["cases"]:
        case: dict[str, Any] = json.loads((tmp_path / entry["file"]).read_text(encoding="utf-8"))
        assert not list(validator.iter_errors(case)), entry["file"]
        assert case["id"] == entry["id"] and case["format"] == CASE_FORMAT
        assert case["request"] is not None and case["observations"]
        for observation in case["observations"]:
            observations += 1
            # every exported observation carries what it expects: no step is left without a value
            assert observation["checks"], (case["id"], observation["step"])
            for check in observation["checks"]:
                checks += 1
                assert "expected" in check, (case["id"], observation["step"], check)
    assert checks >= observations >= len(index["cases"])


def _scenario(steps: list[tuple[str, str, list[list[str]] | None]], tags: tuple[str, ...]) -> ScenarioInfo:
    return ScenarioInfo(
        path="features/x.feature",
        name="made up",
        line=1,
        tags=tags,
        steps=tuple(StepInfo(kind=k, text=t, line=i + 2, table=tb) for i, (k, t, tb) in enumerate(steps)),
    )


def test_a_case_records_the_request_and_the_expected_values() -> None:
    case = build_case(
        _scenario(
            [
                ("given", 'the rulebook "ndf-double-nine"', None),
                ("given", "the open ends are 6 and 2", None),
                ("given", "North holds 6-4 2-1", None),
                ("given", "North leads", None),
                ("when", "North plays 6-4", None),
                ("when", "the judge records signal against West", None),
                ("then", "North is to play", None),
                ("then", "East-West are fined 25 points under NDF-3.1", None),
            ],
            ("NDF-3.1", "should", "needs:match"),
        )
    )
    assert case["level"] == "should"
    assert case["capabilities"] == ["hand", "infractions", "match"]
    assert case["request"] == {
        "op": "hand",
        "rulebook": "ndf-double-nine",
        "setup": {"hands": {"N": ["6-4", "2-1"]}, "leader": "N", "ends": [6, 2]},
        "actions": [
            {"type": "play", "seat": "N", "tile": "6-4"},
            {"type": "infraction", "seat": "W", "kind": "signal"},
        ],
    }
    turn, fine = case["observations"]
    assert turn["arguments"] == {"seat": "N"}
    assert turn["checks"] == [
        {
            "op": "hand",
            "path": "/turn",
            "compare": "equal",
            "expected": "N",
            "what": "the player to play",
            "request": 0,
            "groups": ["turn"],
        }
    ]
    assert fine["pattern"] == "{team} are fined {number} points under {rule}"
    assert fine["checks"] == [
        {
            "op": "hand",
            "path": '/penalties[team="EW"]',
            "compare": "matches",
            "expected": [{"rule": "NDF-3.1", "points": -25}],
            "what": "East-West's penalties",
            "request": 0,
            "groups": ["penalties"],
        }
    ]
    assert case["players"] is None and case["uses"] == []


def test_the_steps_that_had_no_expected_value_now_export_one() -> None:
    case = build_case(
        _scenario(
            [
                ("given", 'the rulebook "fmd-singles"', None),
                ("given", "the hands are:", [["seat", "tiles"], ["North", "6-4 2-1"], ["East", "5-5"]]),
                ("given", "North leads", None),
                ("when", "North plays 6-4", None),
                ("when", "East passes", None),
                ("then", "the last action is refused under FMDS-1.1", None),
                ("then", "East-West lose 10 points from the partnership score under FMDS-1.1", None),
                ("then", "5-5 lies exposed in front of East", None),
            ],
            ("FMDS-1.1",),
        )
    )
    refused, lose, exposed = (o["checks"] for o in case["observations"])
    assert refused[0]["compare"] == "matches"
    assert refused[0]["expected"] == [{"accepted": True}, {"accepted": False, "rule": "FMDS-1.1"}]
    assert lose[0]["expected"] == [{"team": "EW", "rule": "FMDS-1.1", "points": -10, "charged_to": "team"}]
    assert exposed[0]["path"] == "/exposed/E" and exposed[0]["expected"] == "5-5"
    assert exposed[0]["compare"] == "contains"


def test_a_step_that_cannot_be_built_is_an_error_naming_the_scenario_and_step() -> None:
    scenario = _scenario(
        [
            ("given", 'the rulebook "ndf-double-nine"', None),
            ("given", "North holds 6-4 12-1", None),
            ("then", "North is to play", None),
        ],
        ("NDF-3.1",),
    )
    with pytest.raises(CaseError, match=r"features/x\.feature:made up: line 3: Given North holds 6-4 12-1"):
        build_case(scenario)
    undefined = _scenario([("then", "the moon is full", None)], ("NDF-3.1",))
    with pytest.raises(CaseError, match="line 2: Then the moon is full: no step definition"):
        build_case(undefined)


def test_levels_and_the_catalog() -> None:
    assert level_of(("NDF-1.1",)) == "must"
    assert level_of(("may", "NDF-1.1")) == "may"
    meta = catalog()
    assert set(meta) == {s.ref for s in read_features()}
    assert all(m.capabilities for m in meta.values())


def test_the_schema_is_published_for_the_site() -> None:
    name, text = schema_file()
    assert name == "case.schema.json" and json.loads(text) == case_schema()
    jsonschema.Draft202012Validator.check_schema(case_schema())
    assert "domino-rules export" in schema_markdown()


def test_each_check_names_the_request_it_reads_and_the_groups_it_reads() -> None:
    """A scenario that checks a hand, plays on and checks again reads two requests of one op: each check says
    which; a matches check of an object pattern gives the groups of each key, as the suite narrows it."""
    case = build_case(
        _scenario(
            [
                ("given", 'the rulebook "ndf-double-nine"', None),
                ("given", "the open ends are 6 and 2", None),
                ("given", "North holds 6-4 2-1", None),
                ("given", "East holds 9-9", None),
                ("given", "North leads", None),
                ("when", "North plays 6-4", None),
                ("then", "East is to play", None),
                ("when", "East passes", None),
                ("then", "North is to play", None),
                ("then", "East is to play", None),
            ],
            ("NDF-3.1",),
        )
    )
    assert [r["actions"] for r in case["requests"]] == [
        [{"type": "play", "seat": "N", "tile": "6-4"}],
        [{"type": "play", "seat": "N", "tile": "6-4"}, {"type": "pass", "seat": "E"}],
    ]
    assert [[c["request"] for c in o["checks"]] for o in case["observations"]] == [[0], [1], [1]]
    from conformance.cases import _exported  # pyright: ignore[reportPrivateUsage]  # one check's export, alone
    from conformance.observe import Check

    exported = _exported(Check("hand", "/results/-1", {"accepted": True, "points": 5}, "matches"), 0)
    assert exported["groups"] == ["count", "legality"]
    assert exported.get("key_groups") == {"accepted": ["legality"], "points": ["count", "legality"]}
    assert "key_groups" not in _exported(Check("hand", "/results/-1/points", 5), 0)


def test_a_case_gives_its_table_size_and_what_a_claim_may_omit() -> None:
    case = build_case(
        _scenario(
            [
                ("given", 'the rulebook "wcdt-all-fives"', None),
                ("given", "North holds 6-4 2-1", None),
                ("given", "East holds 5-5", None),
                ("given", "North leads", None),
                ("when", "East asks for the count", None),
                ("then", "North is to play", None),
            ],
            ("WCDT-1.1",),
        )
    )
    assert case["players"] == 2 and case["uses"] == ["ask-count"]


def test_the_cases_page_defines_every_view_and_how_a_runner_narrows() -> None:
    from conformance.observe import VIEWS

    page = schema_markdown()
    for view in VIEWS:
        assert f"- `{view}`: " in page, view
        assert f"`{view}`: " in json.dumps(case_schema()), view
    for word in ("key_groups", "omits_groups", "requests[request]", "not claimed", "unsupported"):
        assert word in page, word
