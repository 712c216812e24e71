"""The "Rule on a hand" page's data: each infraction with its Spanish title, and the details its record takes.

The page offers, for the infraction chosen, only the details the engine reads in its record
(:func:`rulesite.rulingpage.record_details`); every record the suite's scenarios make is one the page can enter,
and every detail it offers is a step of the vocabulary. The page itself runs in ``tests/browser/test_ruling_page.py``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Final

import pytest

from conformance.paths import project_root
from conformance.ruling import Ruling, Story, rule_story
from conformance.vocabulary import find_definitions
from rulesite.engine import EngineFiles
from rulesite.rulingpage import record_details, ruling_page
from rulespec import cached_spec
from rulespec.glossary import cached_glossary
from rulespec.jsontypes import Json

RECORD: Final = re.compile(
    r"^\s*(?:When|And|But) the (?:judge|organiser) records (?P<kind>[a-z][a-z0-9-]*) against "
    r"(?P<seat>North|South|East|West|seat \d+)(?P<ending>(?![-\w]).*?)\s*$"
)
"""A record of an infraction against a seat in a scenario (not one against a partnership in a match)."""
SCENARIO: Final = re.compile(r"^\s*(?:Scenario|Example|Scenario Outline):(?P<name>.*)$")


@dataclass(frozen=True, slots=True)
class Shown:
    """What the page's data says of one infraction, narrowed from its JSON."""

    title_es: str | None
    details: list[tuple[str, str]]


def _shown(value: Json) -> Shown:
    assert isinstance(value, dict)
    title_es, details = value.get("title_es"), value.get("details")
    assert title_es is None or isinstance(title_es, str)
    assert isinstance(details, list)
    pairs: list[tuple[str, str]] = []
    for detail in details:
        assert isinstance(detail, list) and len(detail) == 2
        ending, label = detail
        assert isinstance(ending, str) and isinstance(label, str)
        pairs.append((ending, label))
    return Shown(title_es, pairs)


def _data() -> dict[str, dict[str, Shown]]:
    engine = EngineFiles({"engine/pyodide-x/pyodide.asm.wasm": b"0"}, "engine/domino-rules-abc.zip")
    page = ruling_page(cached_spec(), cached_glossary(), engine, None)
    loaded: Json = json.loads(page.split('id="dr-ruling-data">', 1)[1].split("</script>", 1)[0])
    assert isinstance(loaded, dict)
    books = loaded["rulebooks"]
    assert isinstance(books, list)
    out: dict[str, dict[str, Shown]] = {}
    for book in books:
        assert isinstance(book, dict)
        book_id, infractions = book["id"], book["infractions"]
        assert isinstance(book_id, str) and isinstance(infractions, list)
        out[book_id] = {}
        for infraction in infractions:
            assert isinstance(infraction, dict)
            name = infraction["name"]
            assert isinstance(name, str)
            out[book_id][name] = _shown(infraction)
    return out


DATA: Final = _data()


def _shape(ending: str) -> str:
    """A record's ending as the page writes it before the numbers and tiles go in (``T`` a tile, ``N`` a number)."""
    return re.sub(r"\b\d+\b", "N", re.sub(r"\b\d+-\d+\b", "T", ending))


def test_every_infraction_on_the_page_has_its_rule_s_spanish_title() -> None:
    spec = cached_spec()
    for book in spec.rulebooks:
        for kind, rule in book.penalty_rules().items():
            assert DATA[book.id][kind].title_es == rule.title_es and rule.title_es, rule.id


@pytest.mark.parametrize(
    ("rule_id", "labels"),
    [
        ("FMDS-24.1", ["minutes late"]),
        ("NDF-5.3", ["the tile left face up"]),
        ("FMDS-14.2", ["nothing more", "the tile left face up"]),
        ("NDF-7.2", ["nothing more", "the tile placed"]),
        ("FMDC-8.3", ["the tile handed over"]),
        (
            "FMDC-10.2",
            ["nothing more", "for the action numbered", "the next player chooses to continue", "the next player chooses to restart"],
        ),
        ("FMDS-10.2", ["nothing more", "for the action numbered", "the other players ask to play on"]),
        ("DORAL-17.2", ["nothing more", "the other players do not all agree"]),
        ("FMDS-17.1", ["nothing more", "apologised after seconds", "the other players do not all agree"]),
        ("FMDS-20.3", ["nothing more", "the judge takes points"]),
        ("FMDS-17.5", ["nothing more", "the next player chooses to continue", "the next player chooses to restart"]),
        ("NDF-J.1", ["nothing more", "the judge takes points"]),
        ("DORAL-18.1", ["nothing more"]),
        ("MT-F7.1", ["with points", "without points"]),
        ("MT-T1.1", ["without points"]),
    ],
)  # fmt: skip
def test_the_detail_form_offers_only_what_the_infraction_s_record_takes(rule_id: str, labels: list[str]) -> None:
    spec = cached_spec()
    rule = spec.rule(rule_id)
    book = spec.rulebook_of(rule_id)
    assert rule.penalty is not None
    assert [label for _, label in record_details(rule, book.game.family == "mexican-train")] == labels
    assert [label for _, label in DATA[book.id][rule.penalty.infraction].details] == labels


def _scenario_of(lines: list[str], number: int) -> str:
    """The name of the scenario line ``number`` (1-based) belongs to."""
    for line in reversed(lines[: number - 1]):
        found = SCENARIO.match(line)
        if found is not None:
            return found["name"].strip()
    raise AssertionError(f"line {number} is in no scenario")


def _refused_at(ruling: Ruling, line: int) -> bool:
    findings = [finding for exchange in ruling.exchanges for finding in exchange.findings]
    return any(
        finding.kind == "refusal"
        or (finding.kind == "refused" and finding.where is not None and finding.where.line == line)
        for finding in findings
    )


def _replies(ruling: Ruling) -> list[object]:
    return [exchange.reply for exchange in ruling.exchanges]


def test_every_record_a_scenario_makes_can_be_entered_on_the_page() -> None:
    """Each record in the suite's scenarios ends in a detail the page offers for that infraction in that rulebook,
    unless the engine refuses the record or reads nothing of its detail (the same reply without it)."""
    features = project_root() / "features"
    spec = cached_spec()
    seen = judged = 0
    missing: list[str] = []
    for path in sorted(features.glob("*/*.feature")):
        rulebook = path.parent.name
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for number, line in enumerate(lines, 1):
            found = RECORD.match(line)
            if found is None or rulebook not in DATA:
                continue
            seen += 1
            infraction = DATA[rulebook].get(found["kind"])
            offered = [] if infraction is None else infraction.details
            if _shape(found["ending"]) in [ending for ending, _ in offered]:
                continue
            judged += 1
            scenario = _scenario_of(lines, number)
            ruling = rule_story(Story(text, "gherkin", path.name, scenario), spec)
            if _refused_at(ruling, number):
                continue
            bare = lines[: number - 1] + [line[: len(line) - len(found["ending"])]] + lines[number:]
            if found["ending"] and _replies(
                rule_story(Story("\n".join(bare), "gherkin", path.name, scenario), spec)
            ) == _replies(ruling):
                continue
            missing.append(f"{path.relative_to(features)}:{number}: {line.strip()}")
    assert seen > 100 and judged > 0
    assert missing == []


def test_every_detail_offered_is_a_step_of_the_vocabulary() -> None:
    for rulebook, infractions in DATA.items():
        train = cached_spec().rulebook(rulebook).game.family == "mexican-train"
        who, seat = ("the organiser", "seat 2") if train else ("the judge", "West")
        for kind, infraction in infractions.items():
            assert infraction.details, (rulebook, kind)
            for ending, _ in infraction.details:
                step = f"{who} records {kind} against {seat}" + ending.replace("T", "6-6").replace("N", "3")
                assert len(find_definitions("when", step)) == 1, step


def test_the_page_takes_its_details_from_the_data_not_a_list_of_its_own() -> None:
    script = (project_root() / "docs" / "javascripts" / "ruling.js").read_text(encoding="utf-8")
    assert "inf.details" in script and "minutes late" not in script and "TRAIN_DETAILS" not in script


def test_the_page_marks_the_spanish_it_writes() -> None:
    engine = EngineFiles({"engine/pyodide-x/pyodide.asm.wasm": b"0"}, "engine/domino-rules-abc.zip")
    page = ruling_page(cached_spec(), cached_glossary(), engine, None)
    assert '<span lang="es">(la infracción)</span>' in page and '<span lang="es">(infracción)</span>' in page
    script = (project_root() / "docs" / "javascripts" / "ruling.js").read_text(encoding="utf-8")
    # Each Spanish text the script writes (an infraction's Spanish title, a finding's) goes into an element marked so.
    assert script.count('setAttribute("lang", "es")') == 2
    assert "inf.spanish.join" not in script, "the glossary's Spanish names are search words, not shown unmarked"
