"""Adding a rulebook of a known family touches ``spec/``, ``features/`` and the glossary only.

The test copies the spec into a temporary folder and adds a small block-family
rulebook there, derived from ``ndf-double-nine``: a new ID and rule prefix, a
handful of its rules, its own entry in ``sources.yaml`` (the clauses it cites,
taken from the NDF document), one new glossary term, and one feature file. With
``DOMINO_RULES_SPEC`` and ``DOMINO_RULES_FEATURES`` pointing there, the
traceability lint, the suite (``check --rulebook``) and the strict site build
must all pass, with no change to any code.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
FEATURES = ROOT / "features"
CLI = [sys.executable, "-m", "domino_rules"]
MKDOCS = [sys.executable, "-m", "mkdocs"]

BASE = "ndf-double-nine"
BASE_PREFIX = "NDF"
BOOK = "house-block"
PREFIX = "HOUSE"
KEPT = ("NDF-1.1", "NDF-1.3", "NDF-1.4", "NDF-1.6", "NDF-2.4", "NDF-7.1")
"""The rules taken over: the set and the deal, the target, the time limit, what a hand is worth, the turn
order, matching an open end."""
TARGET = 100
"""The new rulebook's target (NDF plays to 150), so a scenario shows the engine reads the new number."""
TERM = "house rule"
Data = dict[str, Any]
"""A YAML mapping as PyYAML reads it."""

FEATURE = f"""\
Feature: House block game
  A small rulebook added with no change to the code.

  @{PREFIX}-7.1 @{PREFIX}-1.1
  Scenario: A tile matching neither end is refused under the house rule
    Given the rulebook "{BOOK}"
    And the open ends are 5 and 3
    And the hands are:
      | seat  | tiles   |
      | North | 6-4 3-2 |
      | West  | 9-9 8-8 |
      | South | 7-7 5-1 |
      | East  | 9-8 2-2 |
    And North leads
    When North plays 6-4
    Then the last action is refused under {PREFIX}-7.1
    And the open ends are 5 and 3

  @{PREFIX}-1.3 @{PREFIX}-1.4
  Scenario: A hand that takes a partnership past {TARGET} ends the match
    Given the rulebook "{BOOK}"
    And the score is North-South 90, East-West 50
    When North-South win a hand worth 12 points
    Then the score is North-South 102, East-West 50
    And North-South win the match
  @{PREFIX}-1.3 @{PREFIX}-1.6 @{PREFIX}-2.4
  Scenario: A deal played out takes North-South from 61 to exactly {TARGET}
    Given the rulebook "{BOOK}"
    And the score is North-South 61, East-West 50
    And the hands are:
      | seat  | tiles                                   |
      | North | 9-8 9-7 9-5 9-2 9-1 8-8 8-3 6-2 5-2 3-1 |
      | West  | 9-6 9-4 7-4 7-3 7-2 5-3 3-3 2-2 2-1 1-0 |
      | South | 9-9 8-6 7-0 6-4 6-1 4-1 3-2 3-0 2-0 0-0 |
      | East  | 9-0 8-1 7-1 6-6 6-3 6-0 5-4 4-4 4-3 1-1 |
    And the undealt tiles are 9-3 8-7 8-5 8-4 8-2 8-0 7-7 7-6 7-5 6-5 5-5 5-1 5-0 4-2 4-0
    And North leads
    When the play goes:
      | seat  | action | tile | end   |
      | North | play   | 9-7  |       |
      | West  | play   | 7-4  | right |
      | South | play   | 4-1  | right |
      | East  | play   | 7-1  | right |
      | North | play   | 9-5  | left  |
      | West  | play   | 7-2  | right |
      | South | play   | 2-0  | right |
      | East  | play   | 5-4  | left  |
      | North | pass   |      |       |
      | West  | play   | 9-4  | left  |
      | South | play   | 0-0  | right |
      | East  | play   | 9-0  | left  |
      | North | pass   |      |       |
      | West  | play   | 1-0  | right |
      | South | play   | 6-1  | right |
      | East  | play   | 6-0  | left  |
      | North | play   | 6-2  | right |
      | West  | play   | 9-6  | left  |
      | South | play   | 3-2  | right |
      | East  | play   | 6-3  | right |
      | North | play   | 9-1  | left  |
      | West  | play   | 2-1  | left  |
      | South | play   | 8-6  | right |
      | East  | play   | 8-1  | right |
      | North | play   | 5-2  | left  |
      | West  | play   | 5-3  | left  |
      | South | play   | 3-0  | left  |
      | East  | play   | 1-1  | right |
      | North | play   | 3-1  | right |
      | West  | play   | 3-3  | right |
      | South | play   | 7-0  | left  |
      | East  | play   | 4-3  | right |
      | North | pass   |      |       |
      | West  | play   | 7-3  | left  |
      | South | play   | 6-4  | right |
      | East  | play   | 6-6  | right |
      | North | play   | 8-3  | left  |
      | West  | pass   |      |       |
      | South | pass   |      |       |
      | East  | pass   |      |       |
      | North | play   | 9-8  | left  |
      | West  | pass   |      |       |
      | South | play   | 9-9  | left  |
    Then every action is accepted
    And South wins the hand
    And North-South win the hand with 39 points
    When the hand is scored as 39 points to North-South
    Then North-South win the match
    And the score is North-South {TARGET}, East-West 50
"""


def renamed(value: object) -> object:
    """``value`` with the base rulebook's rule IDs and clause IDs renamed to the new rulebook's."""
    if isinstance(value, str):
        return value.replace(f"{BASE_PREFIX}-", f"{PREFIX}-").replace(f"{BASE}:", f"{BOOK}:")
    if isinstance(value, list):
        return [renamed(item) for item in cast(list[object], value)]
    if isinstance(value, dict):
        return {key: renamed(item) for key, item in cast(dict[object, object], value).items()}
    return value


def load(path: Path) -> Data:
    return cast(Data, yaml.safe_load(path.read_text(encoding="utf-8")))


def dump(path: Path, data: Data) -> None:
    # types-PyYAML types safe_dump's ``width`` with _typeshed.FloatInt, which pyright's bundled typeshed lacks
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)  # pyright: ignore[reportUnknownMemberType]  # stub needs _typeshed.FloatInt
    path.write_text(text, encoding="utf-8")


def add_rulebook(spec: Path) -> list[str]:
    """Write the new rulebook, its source document and its glossary term into ``spec``; its rule IDs."""
    base = load(spec / f"{BASE}.yaml")
    rules = [cast(Data, renamed(rule)) for rule in base["rules"] if rule["id"] in KEPT]
    assert [rule["id"] for rule in rules] == [rule_id.replace(BASE_PREFIX, PREFIX) for rule_id in KEPT]
    target = next(rule for rule in rules if rule["id"] == f"{PREFIX}-1.3")
    target["title"] = f"A match is played to {TARGET} points"
    target["statement"] = f"The first partnership to reach {TARGET} points wins the match."
    target["parameters"] = [
        {"name": "target_score", "value": TARGET, "unit": "points", "meaning": "points that win a match"}
    ]
    rules[0]["terms"] = [*rules[0].get("terms", []), TERM]
    head = base["rulebook"] | {
        "id": BOOK,
        "title": "House rules: block game",
        "prefix": PREFIX,
        "document": BOOK,
        "languages": ["en"],
        "summary": f"A house variant of the double-nine partnership block game, played to {TARGET} points.",
    }
    dump(spec / f"{BOOK}.yaml", {"rulebook": head, "rules": rules})

    sources = load(spec / "sources.yaml")
    (document,) = [doc for doc in sources["documents"] if doc["id"] == BASE]
    cited = {clause.split(":", 1)[1] for rule in rules for clause in rule["clauses"]}
    clauses = [clause for clause in document["clauses"] if clause["id"] in cited]
    assert {clause["id"] for clause in clauses} == cited, "the new rules cite clauses that exist"
    sources["documents"].append(
        {"id": BOOK, "file": document["file"], "title": "House rules for the block game", "clauses": clauses}
    )
    dump(spec / "sources.yaml", sources)

    glossary = load(spec / "glossary.yaml")
    glossary["terms"].append(
        {
            "term": TERM,
            "spanish": ["regla de la casa"],
            "definition": "A rule a club or an event adopts for its own games, in place of a federation's.",
        }
    )
    dump(spec / "glossary.yaml", glossary)
    return [rule["id"] for rule in rules]


BUILD_TIMEOUT = 300
"""Seconds for one command; the strict site build of six rulebooks takes about two minutes on a loaded
2-core machine (120 s timed out once the fifth real rulebook, All Fives, came in)."""


def run(args: list[str], env: dict[str, str]) -> str:
    process = subprocess.run(
        args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=BUILD_TIMEOUT, check=False
    )
    assert process.returncode == 0, f"{' '.join(args[1:])}\n{process.stdout}\n{process.stderr}"
    return process.stdout


def test_a_new_block_rulebook_needs_only_spec_features_and_glossary(tmp_path: Path) -> None:
    spec = tmp_path / "spec"
    features = tmp_path / "features"
    shutil.copytree(SPEC, spec)
    shutil.copytree(FEATURES, features)
    rule_ids = add_rulebook(spec)
    (features / BOOK).mkdir()
    (features / BOOK / "house.feature").write_text(FEATURE, encoding="utf-8")
    env = os.environ | {
        "DOMINO_RULES_SPEC": str(spec),
        "DOMINO_RULES_FEATURES": str(features),
        "DOMINO_RULES_SITE_DATA": str(tmp_path / "data"),
        "NO_MKDOCS_2_WARNING": "1",
    }

    assert "domino-rules lint: ok" in run([*CLI, "lint"], env)
    # the deal-and-play lint holds the new rulebook to its rule too, with no code change: without the
    # deal played out, its target rule has scenarios but none that plays a complete deal
    (features / BOOK / "house.feature").write_text(FEATURE.split("\n  @HOUSE-1.3 @HOUSE-1.6")[0], encoding="utf-8")
    linted = subprocess.run([*CLI, "lint"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert linted.returncode == 1
    missing = [line.split(":")[0] for line in linted.stdout.splitlines() if "no deal-and-play scenario" in line]
    assert missing == [f"{PREFIX}-1.3"], linted.stdout
    (features / BOOK / "house.feature").write_text(FEATURE, encoding="utf-8")
    shown = run([*CLI, "rule", f"{PREFIX}-1.3"], env)
    assert str(TARGET) in shown

    report = tmp_path / "report"
    checked = run([*CLI, "check", "--rulebook", BOOK, "--report", str(report)], env)
    assert "3/3 claimed scenarios passed" in checked, checked
    results = (report / "results.json").read_text(encoding="utf-8")
    assert all(rule_id in results for rule_id in rule_ids)

    run([*CLI, "site-data", str(tmp_path / "data")], env)
    site = tmp_path / "site"
    run([*MKDOCS, "build", "--strict", "--quiet", "--site-dir", str(site)], env)
    page = (site / "rulebooks" / f"{BOOK}.html").read_text(encoding="utf-8")
    assert all(f'id="{rule_id}"' in page for rule_id in rule_ids)
    assert f"A match is played to {TARGET} points" in page
    assert f'href="{BOOK}.html"' in (site / "rulebooks" / "index.html").read_text(encoding="utf-8")
    glossary = (site / "reference" / "glossary.html").read_text(encoding="utf-8")
    assert "regla de la casa" in glossary and "Terms used by rules but not defined here" not in glossary
