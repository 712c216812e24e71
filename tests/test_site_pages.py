"""The glossary file and the judges' pages of the site, generated for every rulebook in spec/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance.features import read_features
from rulesite import judges, pages
from rulespec import SpecError, load_spec
from rulespec.glossary import Glossary, load_glossary
from rulespec.loader import GLOSSARY_FILE, default_spec_dir

SPEC = load_spec()
GLOSSARY = load_glossary()


def test_the_glossary_loads_and_is_not_read_as_a_rulebook() -> None:
    assert (default_spec_dir() / GLOSSARY_FILE).exists()
    assert GLOSSARY_FILE.removesuffix(".yaml") not in {book.id for book in SPEC.rulebooks}
    lock = GLOSSARY.find("Tranque")
    assert lock is not None and lock.term == "lock" and "tranque" in lock.spanish
    assert GLOSSARY.find("forro") == GLOSSARY.find("misfit")
    assert {rule.id for rule in GLOSSARY.rules_using(lock, SPEC)} >= {"NDF-9.1", "NDF-9.2"}
    assert all(term.definition and term.spanish for term in GLOSSARY.terms)


def test_every_term_of_the_ndf_rulebook_is_in_the_glossary() -> None:
    book = SPEC.rulebook("ndf-double-nine")
    assert [t for rule in book.rules for t in rule.terms if GLOSSARY.find(t) is None] == []


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / GLOSSARY_FILE
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "line", "field", "message"),
    [
        ("terms:\n  - term: lock\n    definition: x\n", 2, "terms[0].spanish", "missing required field"),
        ("terms:\n  - term: lock\n    spanish: []\n    definition: x\n", 2, "terms[0].spanish", "at least one"),
        (
            "terms:\n  - term: lock\n    spanish: [tranque]\n    definition: x\n    colour: red\n",
            5,
            "terms[0].colour",
            "unknown field",
        ),
        (
            "terms:\n  - term: lock\n    spanish: [tranque]\n    definition: x\n"
            "  - term: block\n    spanish: [tranque]\n    definition: y\n",
            5,
            "terms[1].term",
            "already belongs to the term 'lock'",
        ),
        ("terms:\n  - term: lock\n    spanish: [tranque]\n", 2, "terms[0].definition", "missing required field"),
    ],
)
def test_a_malformed_glossary_names_line_and_field(
    tmp_path: Path, text: str, line: int, field: str, message: str
) -> None:
    with pytest.raises(SpecError) as caught:
        load_glossary(write(tmp_path, text))
    assert caught.value.line == line and caught.value.field == field and message in caught.value.message


def test_undefined_terms_are_reported(tmp_path: Path) -> None:
    glossary = load_glossary(write(tmp_path, "terms:\n  - term: lock\n    spanish: [tranque]\n    definition: x\n"))
    assert "misfit" in glossary.undefined(SPEC)
    assert "Terms used by rules but not defined here" in judges.glossary_page(glossary, SPEC)


def test_rule_keys_are_unique_and_tolerate_how_a_judge_types_them() -> None:
    assert judges.keys_collide(SPEC) == []
    for text in ("NDF 4.2", "ndf4.2", "ndf-4.2", " NDF 4,2 "):
        assert judges.rule_key(text) == judges.rule_key("NDF-4.2")
    index = judges.rule_index_js(SPEC)
    assert '"NDF4.2": {' in index and '"url": "rulebooks/ndf-double-nine.html#NDF-4.2"' in index


def test_every_rule_has_a_permalink_page() -> None:
    files = judges.redirect_files(SPEC)
    for rule in SPEC.all_rules():
        book = SPEC.rulebook_of(rule.id)
        assert f'url=../rulebooks/{book.id}.html#{rule.id}"' in files[f"rule/{rule.id}.html"]
        assert f'url=../../rulebooks/{book.id}.html#{rule.id}"' in files[f"rule/{rule.id}/index.html"]


def test_the_penalty_index_lists_every_penalty_of_every_rulebook() -> None:
    page = judges.penalties_page(SPEC)
    for book in SPEC.rulebooks:
        assert f"{{#{book.id} .dr-penalty-book}}" in page
        for rule in book.rules:
            if rule.penalty is not None:
                assert f"[{rule.id}](../rulebooks/{book.id}.md#{rule.id})" in page
    row = next(line for line in page.splitlines() if "#NDF-4.2)" in line)
    assert "**fine 75 points**" in row and "the offender's side" in row

    judges_call = [rule for book in SPEC.rulebooks for rule in book.rules if rule.judge_decides]
    assert judges_call
    for rule in judges_call:
        row = next(line for line in page.splitlines() if f"#{rule.id})" in line)
        assert "dr-judge-call" in row and "**the judge's call**" in row and "fine" not in row
    assert "dr-judge-call" not in row_of(page, "NDF-4.2")


def row_of(page: str, rule_id: str) -> str:
    return next(line for line in page.splitlines() if f"#{rule_id})" in line)


def test_a_rule_page_marks_the_judges_call() -> None:
    book = SPEC.rulebook("fmd-singles")
    page = pages.rulebook_page(book, SPEC, read_features(), GLOSSARY)
    section = page[page.index("{#FMDS-20.3}") :]
    section = section[: section.index("\n### ")]
    assert 'class="dr-badge dr-judge-call"' in section
    assert "**Sanction:** **the judge's call**" in section
    fixed = page[page.index("{#FMDS-24.1}") :]
    assert 'class="dr-badge dr-judge-call"' not in fixed[: fixed.index("\n### ")]


def test_the_comparison_links_each_situation_to_each_rulebooks_rules() -> None:
    page = judges.compare_page(SPEC)
    for book in SPEC.rulebooks:
        for rule in book.rules:
            for situation in rule.situations:
                assert f"{{#situation-{situation}}}" in page
                assert f"[{rule.id}](../rulebooks/{book.id}.md#{rule.id})" in page


def test_the_readings_register_holds_every_reading() -> None:
    page = judges.readings_page(SPEC)
    total = sum(len(rule.readings) for rule in SPEC.all_rules())
    assert page.count("**Our reading:**") == total
    assert f"{total} readings in all" in page


def test_the_glossary_page_links_terms_to_rules() -> None:
    page = judges.glossary_page(GLOSSARY, SPEC)
    assert "## lock {#term-lock}" in page and "*tranque*" in page
    assert "[NDF-9.1](../rulebooks/ndf-double-nine.md#NDF-9.1)" in page


def test_hover_hints_cover_spanish_and_english_names_but_not_everyday_words() -> None:
    hints = judges.abbreviations(GLOSSARY)
    assert re.search(r"^\*\[tranque\]: lock \(tranque\): ", hints, re.M)
    assert "*[Misfit]: " in hints and "*[forro]: " in hints
    assert "*[hand]:" not in hints and "*[tile]:" not in hints


def test_a_rulebook_page_reads_by_topic_with_pictures_and_search_aliases() -> None:
    book = SPEC.rulebook("ndf-double-nine")
    page = pages.rulebook_page(book, SPEC, read_features(), GLOSSARY)
    headings = re.findall(r"^## .* \{#topic-([a-z]+)\}$", page, re.M)
    assert headings == ["setup", "play", "scoring", "match", "tournament", "penalties", "conduct"]
    assert "    ```domino\n    North: 5-0 4-4\n    West: 3-1 9-9" in page
    assert 'class="dr-aliases" hidden>NDF-4.2 · NDF4.2 · NDF 4.2' in page
    assert "[tranque](../reference/glossary.md#term-lock)" in page


def test_judge_files_hold_every_page_the_nav_names() -> None:
    files = judges.judge_files(SPEC, GLOSSARY)
    nav = Path(__file__).resolve().parent.parent.joinpath("mkdocs.yml").read_text(encoding="utf-8")
    for page in (
        judges.LOOKUP_PAGE,
        judges.PENALTIES_PAGE,
        judges.COMPARE_PAGE,
        judges.READINGS_PAGE,
        judges.GLOSSARY_PAGE,
    ):
        assert page in files and page in nav
    assert isinstance(GLOSSARY, Glossary)
