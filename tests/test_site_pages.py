"""The glossary file and the judges' pages of the site, generated for every rulebook in spec/."""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.features import read_features
from conformance.ruling import ruling_schema
from rulesite import judges, pages, rulepages
from rulesite.faultlist import unrecorded
from rulespec import SpecError, cached_spec, load_spec, ruleids
from rulespec.glossary import Glossary, load_glossary
from rulespec.loader import GLOSSARY_FILE, default_spec_dir
from rulespec.model import UNITS

SPEC = load_spec()
DOCS = Path(__file__).resolve().parent.parent / "docs"
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
    for text in ("NDF 4.2", "ndf4.2", "ndf-4.2", " NDF 4,2 ", "NDF 4 2", "ndf 04.2"):
        assert judges.rule_key(text) == judges.rule_key("NDF-4.2")
    index = judges.rule_index(SPEC, GLOSSARY)
    rules = index["rules"]
    assert isinstance(rules, dict) and rules["NDF-4.2"]["url"] == "rule/NDF-4.2.html"
    assert "window.DR_RULES = {" in judges.rule_index_js(SPEC, GLOSSARY)


SPOKEN: list[tuple[str, list[str]]] = [
    ("NDF 4", ["NDF-4.1", "NDF-4.2", "NDF-4.3"]),
    ("ndf4", ["NDF-4.1", "NDF-4.2", "NDF-4.3"]),
    ("NDF 4 2", ["NDF-4.2"]),
    ("ndf4.2", ["NDF-4.2"]),
    ("FMD 24", ["FMDC-24.1", "FMDS-24.1"]),
    ("doral 12", ["DORAL-12.1", "DORAL-12.2"]),
    ("NDF J1", ["NDF-J.1"]),
    ("J1", ["NDF-J.1"]),
    ("fmds 24.1", ["FMDS-24.1"]),
]


@pytest.mark.parametrize(("text", "ids"), SPOKEN)
def test_spoken_ids_land_on_the_rule_or_offer_the_rules_under_that_number(text: str, ids: list[str]) -> None:
    assert [rule.id for rule in ruleids.lookup(SPEC, text)] == ids
    index = judges.rule_index(SPEC, GLOSSARY)["ids"]
    assert isinstance(index, dict) and index[judges.rule_key(text)] == ids


def test_the_command_line_takes_ids_as_the_site_does(capsys: pytest.CaptureFixture[str]) -> None:
    from domino_rules import cli

    assert cli.main(["rule", "ndf4.2"]) == 0
    assert capsys.readouterr().out.startswith("NDF-4.2  Passing with a playable tile")
    assert cli.main(["rule", "NDF 4"]) == 1
    assert "did you mean NDF-4.1, NDF-4.2, NDF-4.3?" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("words", "wanted", "not_wanted"),
    [
        ("pase indebido", {"NDF-4.2", "FMDC-10.2", "FMDS-10.2", "DORAL-11.1"}, {"NDF-4.3"}),
        ("Pase con ficha", {"NDF-4.2"}, {"NDF-4.3"}),
        ("pase intencional", {"NDF-4.3", "FMDC-10.3", "FMDS-10.3"}, {"NDF-4.2"}),
        ("retraso", {"FMDC-24.1", "FMDS-24.1", "DORAL-16.2"}, {"DORAL-16.1"}),
        ("llegar tarde", {"FMDC-24.1", "FMDS-24.1"}, set[str]()),
        ("tolerancia", {"FMDC-24.1", "FMDS-24.1"}, set[str]()),
        ("retardo", {"FMDC-24.1", "FMDS-24.1"}, set[str]()),
    ],
)
def test_spanish_and_english_words_reach_every_rule_that_uses_them(
    words: str, wanted: set[str], not_wanted: set[str]
) -> None:
    index = judges.word_index(SPEC, GLOSSARY)
    found = set(index[judges.word_key(words)])
    assert wanted <= found and not (not_wanted & found), found


def test_a_number_with_its_unit_finds_the_rules_with_that_parameter() -> None:
    index = judges.number_index(SPEC)
    # the bye, the bad pass, the deliberate pass (with its forfeit), the misfit
    assert set(index["75 points"]) == {"NDF-1.2", "NDF-4.2", "NDF-4.3", "NDF-7.2"}
    assert {"FMDC-24.1", "FMDS-24.1"} <= set(index["10 minutes"])
    assert not any(rule.id in index["75 points"] for rule in SPEC.all_rules() if "target" in rule.title)
    assert judges.rule_index(SPEC, GLOSSARY)["units"] == judges.UNIT_WORDS | {u: u for u in UNITS}


@pytest.fixture(scope="module")
def rule_html_pages() -> dict[str, str]:
    """Every rule's own page, built once for the tests of this file that read them."""
    return rulepages.rule_files(SPEC, read_features(), GLOSSARY, unrecorded())  # the record: tests/test_fault_pages.py


def test_every_rule_has_a_permalink_page(rule_html_pages: dict[str, str]) -> None:
    redirects = judges.redirect_files(SPEC)
    rules = rule_html_pages
    for rule in SPEC.all_rules():
        assert f'<h1 id="{rule.id}">{rule.id} ' in rules[f"rule/{rule.id}.html"]
        assert f'url=../../rule/{rule.id}.html"' in redirects[f"rule/{rule.id}/index.html"]


@pytest.fixture(scope="module")
def site_data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The recorded site data (``domino-rules site-data``), written afresh for these tests."""
    from domino_rules.site_data import write_site_data
    from rulesite.recorded import SITE_DATA_ENV

    directory = tmp_path_factory.mktemp("site-data")
    write_site_data(directory)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SITE_DATA_ENV, str(directory))
        yield directory


def test_a_rule_page_is_light_and_says_what_a_judge_needs(site_data: Path) -> None:
    site = pages.site_files(SPEC, read_features(), glossary=GLOSSARY)
    page = site["rule/FMDC-24.1.html"]
    assert len(page.encode()) < 60_000 and "<script" not in page
    text = re.sub(r"<[^>]+>", "", page)
    assert "A couple not present at the agreed time loses 25 points" in text
    assert "25 points for each whole 5 minutes; over 10 minutes, forfeits the match instead" in text
    assert "Who bears it: charged to the partnership's joint score" in text
    assert "Points lost for each period late" in text and "10 minutes" in text
    assert "rules for couples, clause 24: 10-minute tolerance" in text and "(fmd-couples:24)" in text
    assert "Lateness in every rulebook" in text
    lateness = text.split("Lateness in every rulebook", 1)[1]
    assert "DORAL-16.2" in lateness and "DORAL-16.1" not in lateness, "Doral's lateness is its own rule"
    assert "no rule; the judges decide under NDF-J.1" in text
    assert "FMDS-24.1" in text and "NDF" in text and "Our reading:" in text
    assert "Scenarios (" in text
    # Every link of every rule page reaches a file the build makes, and an anchor that exists on it.
    for path, html_text in site.items():
        if not path.startswith("rule/") or not path.endswith(".html") or "/index.html" in path:
            continue
        for href in re.findall(r'href="([^"]+)"', html_text):
            target, _, anchor = href.partition("#")
            resolved = Path("rule", target).as_posix()
            resolved = str(Path(os.path.normpath(resolved)).as_posix())
            markdown_source = resolved.removesuffix(".html") + ".md"
            built = resolved in site or markdown_source in site or (DOCS / markdown_source).exists()
            assert built, f"{path}: {href}"
            if anchor and markdown_source in site:
                assert f"#{anchor}" in site[markdown_source] or f'id="{anchor}"' in site[markdown_source], href


def test_the_penalty_index_lists_every_penalty_of_every_rulebook() -> None:
    page = judges.penalties_page(SPEC)
    for book in SPEC.rulebooks:
        assert f"{{#{book.id} .dr-penalty-book}}" in page
        for rule in book.rules:
            if rule.penalty is not None:
                assert f"[{rule.id}](../rule/{rule.id}.html)" in page
    row = next(line for line in page.splitlines() if "NDF-4.2.html)" in line)
    assert row.startswith("| [NDF-4.2](")
    assert "**fine of 75 points**" in row and "charged to the partnership's joint score" in row
    for book in SPEC.rulebooks:
        jump = f"[{book.prefix}](#{book.id}){{ .md-button .dr-jump }}"
        if not any(rule.penalty is not None for rule in book.rules):  # nothing to jump to (All Fives names none)
            assert jump not in page and "This rulebook names no penalties yet." in page
            continue
        assert jump in page


COUPLE = "charged to the partnership's joint score"
PLAYER_ALONE = "charged to the player's own record alone"
PLAYER_FORFEIT = "charged to the player; the partnership loses the match, the partner included"


@pytest.mark.parametrize(
    ("rule_id", "words", "whose"),
    [
        # Lateness: a fine per whole period, and past the tolerance a forfeit instead of the fine, never both.
        ("FMDC-24.1", "**25 points for each whole 5 minutes**; over 10 minutes, forfeits the match instead", COUPLE),
        # The same clause in singles: the fine to the player's own record, the forfeit loses the partner's match too.
        (
            "FMDS-24.1",
            "**25 points for each whole 5 minutes**; over 10 minutes, forfeits the match instead",
            "the fine to the player's own record alone; a forfeit is charged to the player "
            "and loses the match for the partnership, the partner included",
        ),
        ("NDF-4.2", "**fine of 75 points**", COUPLE),
        ("NDF-4.3", "forfeits the hand; **fine of 75 points**", COUPLE),
        (
            "DORAL-11.3",
            "forfeits the hand; **fine of 25 points (penalty for a bad pass found after the next player acted)**",
            COUPLE,
        ),
        # The exceptions the clause attaches are part of the row.
        (
            "FMDS-10.2",
            "forfeits the match; no sanction if the tile was the player's last; "
            "no sanction if the other players ask for the hand to go on",
            PLAYER_FORFEIT,
        ),
        # Off the differential, as the clause says, not off the table's score.
        (
            "FMDS-19.1",
            "**50 points taken from the offender's differential**; cannot win the hand; plays on with tiles face up",
            PLAYER_ALONE,
        ),
        ("FMDS-10.3", "forfeits the match", PLAYER_FORFEIT),
        # Charged to the partnership itself (offender-team): both partners' own records.
        ("FMDS-17.3", "forfeits the match", "charged to both partners' own records"),
        ("FMDC-14.1", "**fine of 25 points**; no sanction if the player apologises within 3 seconds", COUPLE),
        ("FMDC-11.1", "must play the tile first", "applies to the offending player"),
        ("FMDC-8.1", "reshuffle and deal again", "the whole table; no one is charged"),
    ],
)
def test_penalty_rows_say_the_rules_own_consequences_in_words(rule_id: str, words: str, whose: str) -> None:
    rule = SPEC.rule(rule_id)
    book = next(b for b in SPEC.rulebooks if rule in b.rules)
    assert judges.consequence_text(rule) == words
    assert judges.target_text(rule, book) == whose


def _items(html_text: str) -> dict[str, str]:
    """The "What follows" and "Who bears it" lines of a rule page, as plain text."""
    found: dict[str, str] = {}
    for item in re.findall(r"<li>(.*?)</li>", html_text, re.S):
        label, _, value = re.sub(r"<[^>]+>", "", item).partition(":")
        if label in ("What follows", "Who bears it"):
            found[label] = " ".join(value.split())
    return found


def _plain(markdown_text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>|\*\*", "", markdown_text).split())


def test_penalty_index_and_comparison_rows_match_the_rule_pages(rule_html_pages: dict[str, str]) -> None:
    """Every row of the penalty index and of the comparison says what the rule's own page says."""
    rule_pages = rule_html_pages
    penalties = judges.penalties_page(SPEC)
    compare = judges.compare_page(SPEC)
    checked = 0
    for book in SPEC.rulebooks:
        for rule in book.rules:
            if rule.penalty is None:
                continue
            shown = _items(rule_pages[f"rule/{rule.id}.html"])
            row = _plain(row_of(penalties, rule.id))
            assert shown["What follows"] in row, (rule.id, shown, row)
            assert shown["Who bears it"] in row, (rule.id, shown, row)
            for situation in rule.situations:
                section = compare.split(f"{{#situation-{situation}}}", 1)[1].split("\n## ", 1)[0]
                line = _plain(row_of(section, rule.id))
                assert (
                    shown["What follows"] in line or f"its penalty is for *{judges.infraction_text(rule)}*" in line
                ), (
                    rule.id,
                    situation,
                    line,
                )
            checked += 1
    assert checked >= 50


def test_jargon_stays_off_the_rule_pages(rule_html_pages: dict[str, str]) -> None:
    for path, text in rule_html_pages.items():
        visible = re.sub(r"<[^>]+>", " ", text.split("<main>", 1)[1])
        visible = visible.split('class="dr-aliases"', 1)[0]
        assert "offender-team" not in visible and "offender-team" not in text, path
        assert not re.search(r"\b(?:fine|apology|lateness)_[a-z_]+\b", visible), path


def test_numbers_carry_their_label_and_a_singular_unit() -> None:
    assert judges.quantity(1, "points") == "1 point" and judges.quantity(1, "tiles") == "1 tile"
    assert judges.quantity(25, "points") == "25 points"
    page = judges.compare_page(SPEC)
    assert "(1 points)" not in page and "(1 tiles)" not in page and " 1 points" not in page
    assert "fine for passing with a playable tile: 75 points" in page


def test_the_comparison_says_what_each_rule_says_and_points_at_the_judges_where_there_is_no_rule() -> None:
    page = judges.compare_page(SPEC)
    lateness = page.split("{#situation-lateness}", 1)[1].split("\n## ", 1)[0]
    assert "No rule; the judges decide under [NDF-J.1](../rule/NDF-J.1.html)." in lateness
    matrix = next(line for line in page.splitlines() if line.startswith("| [Lateness](#situation-lateness)"))
    ndf_column = [cell.strip() for cell in matrix.split("|")][1:-1][
        1 + [book.prefix for book in SPEC.rulebooks].index("NDF")
    ]
    assert ndf_column.startswith("judges, [J.1](../rule/NDF-J.1.html"), ndf_column
    doral = next(line for line in lateness.splitlines() if "DORAL-16.2.html)" in line)
    # Doral's lateness is its own rule (DORAL-16.2), whose penalty is the judge's disqualification; leaving
    # the building (DORAL-16.1) is not a lateness rule.
    assert "Penalty: expulsion." in doral and "DORAL-16.1" not in lateness
    ndf = page.split("{#situation-pass-with-playable}", 1)[1].split("\n## ", 1)[0]
    row = next(line for line in ndf.splitlines() if line.startswith("| [NDF-4.2]"))
    assert "costs the partnership 75 points" in row and "Passing with a playable tile" not in row


def test_rule_sections_speak_words_not_field_names() -> None:
    book = SPEC.rulebook("ndf-double-nine")
    page = pages.rulebook_page(book, SPEC, read_features(), GLOSSARY)
    section = page.split("{#NDF-4.2}", 1)[1].split("\n### ", 1)[0]
    assert "offender-team" not in section and "fine_pass_with_playable" not in section
    assert "- **What follows:** **fine of 75 points**" in section
    assert "| Fine for passing with a playable tile | 75 points |" in section
    assert "(`ndf-double-nine:es-4`)" in section


def test_spanish_words_are_marked_as_spanish() -> None:
    page = judges.glossary_page(GLOSSARY, SPEC)
    assert '<em lang="es">pase indebido</em>' in page
    assert '<em lang="es">retraso</em>' in page


def test_each_penalised_rule_shows_its_spanish_title_beside_the_english_marked_as_spanish(
    rule_html_pages: dict[str, str],
) -> None:
    penalties = judges.penalties_page(SPEC)
    for book in SPEC.rulebooks:
        rulebook = pages.rulebook_page(book, SPEC, read_features(), GLOSSARY)
        for rule in book.rules:
            if rule.penalty is None:
                continue
            assert rule.title_es
            marked = f'class="dr-title-es" lang="es">{html.escape(rule.title_es)}</'
            assert marked in rule_html_pages[f"rule/{rule.id}.html"], rule.id
            section = rulebook[rulebook.index(f"{{#{rule.id}}}") :]
            assert marked in section[: section.find("\n### ")], rule.id
            assert marked in row_of(penalties, rule.id), rule.id
    page = rule_html_pages["rule/NDF-4.2.html"]
    assert page.index("Passing with a playable tile") < page.index('<p class="dr-title-es" lang="es">Pase indebido</p>')
    assert 'lang="es"' not in rule_html_pages["rule/NDF-1.1.html"].split("<h1", 1)[1].split("</p>", 1)[0]


def test_the_home_page_opens_with_the_judges_lookup() -> None:
    home = Path(__file__).resolve().parent.parent.joinpath("docs", "index.md").read_text(encoding="utf-8")
    assert judges.LOOKUP_FORM in home
    assert home.index(judges.LOOKUP_FORM) < home.index("## Who it is for")


def test_the_penalty_index_marks_the_judges_call() -> None:
    page = judges.penalties_page(SPEC)
    judges_call = [rule for book in SPEC.rulebooks for rule in book.rules if rule.judge_decides]
    assert judges_call
    for rule in judges_call:
        row = row_of(page, rule.id)
        assert "dr-judge-call" in row and "**the judge's call**" in row and "fine" not in row
    assert "dr-judge-call" not in row_of(page, "NDF-4.2")


def row_of(page: str, rule_id: str) -> str:
    return next(line for line in page.splitlines() if line.startswith(f"| [{rule_id}]("))


def test_a_rule_page_marks_the_judges_call() -> None:
    book = SPEC.rulebook("fmd-singles")
    page = pages.rulebook_page(book, SPEC, read_features(), GLOSSARY)
    section = page[page.index("{#FMDS-20.3}") :]
    section = section[: section.index("\n### ")]
    assert 'class="dr-badge dr-judge-call"' in section
    assert "**What follows:** **the judge's call**" in section
    fixed = page[page.index("{#FMDS-24.1}") :]
    assert 'class="dr-badge dr-judge-call"' not in fixed[: fixed.index("\n### ")]


def test_the_comparison_links_each_situation_to_each_rulebooks_rules() -> None:
    page = judges.compare_page(SPEC)
    for book in SPEC.rulebooks:
        for rule in book.rules:
            for situation in rule.situations:
                assert f"{{#situation-{situation}}}" in page
                assert f"[{rule.id}](../rule/{rule.id}.html)" in page


def test_the_readings_register_holds_every_reading() -> None:
    page = judges.readings_page(SPEC)
    total = sum(len(rule.readings) for rule in SPEC.all_rules())
    assert page.count("**Our reading:**") == total
    assert f"{total} readings in all" in page


def test_the_glossary_page_links_terms_to_rules() -> None:
    page = judges.glossary_page(GLOSSARY, SPEC)
    assert "## lock {#term-lock}" in page and '<em lang="es">tranque</em>' in page
    assert "[NDF-9.1](../rule/NDF-9.1.html)" in page


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


def test_the_organisers_page_walks_through_both_events_through_the_same_commands(site_data: Path) -> None:
    from organiser.file import SCHEMA
    from organiser.walkthroughs import WALKTHROUGHS
    from rulesite.reference import tournament_page

    page = tournament_page(SPEC)
    for walk in WALKTHROUGHS:
        section = page[page.index(f"## {walk.title}\n") :]
        for name, text in walk.files:
            assert f"`{name}`:\n\n```\n{text.rstrip()}\n```" in section
        for command, note in walk.steps:
            assert f"domino-rules tournament {command}" + (f"   # {note}" if note else "") in section
    assert "domino-rules tournament train " not in page.replace("domino-rules tournament train ...", "")
    for name in ("create", "pair", "record", "penalty", "undo", "export", "simulate", "schema"):
        assert f"### {name}\n" in page
    record = page[page.index("### record\n") :]
    assert "Swiss rounds: --scores A B" in record and "A Mexican Train hand: --scores PLAYER=POINTS" in record
    shown = page[page.rindex("```json") + len("```json") : page.rindex("```")]
    assert json.loads(shown) == SCHEMA
    files = pages.site_files(SPEC, read_features(), glossary=GLOSSARY)
    assert json.loads(files["tournament/v1/tournament.json"]) == SCHEMA
    assert "tournament/v1/mexican-train-event.json" not in files, "one file format, one published schema"


def test_the_ruling_schema_is_published_beside_the_protocol_as_the_command_prints_it() -> None:
    files = pages.site_files(SPEC, read_features(), glossary=GLOSSARY)
    published = json.loads(files[pages.RULING_SCHEMA_PATH])
    assert published == ruling_schema() and published["title"] == "domino-rules ruling"


def test_the_going_out_row_names_every_rulebooks_scoring_of_going_out() -> None:
    from rulesite.judges import compare_page

    page = compare_page(SPEC)
    row = next(line for line in page.splitlines() if line.startswith("| [Going out](#situation-going-out)"))
    for rule in ("DORAL-2.1", "FMDC-3.3", "FMDS-3.3", "MT-S2.1", "NDF-1.6", "WCDT-6.1"):
        assert f"../rule/{rule}.html" in row, rule
    assert "MT-S1.1" not in row and "WCDT-4.4" not in row, "the row holds the going-out rules only"
    section = page[page.index("## Going out {#situation-going-out}") :]
    section = section[: section.index("\n## ")]
    lines = {line.split("]")[0].removeprefix("| ["): line for line in section.splitlines() if line.startswith("| [")}
    assert "-25 points" in lines["MT-S2.1"] and "a fixed amount for the player who goes out" in lines["MT-S2.1"]
    assert "the pips left in the opponents' hands" in lines["WCDT-6.1"] and "rounded" in lines["WCDT-6.1"]
    for block in ("DORAL-2.1", "FMDC-3.3", "FMDS-3.3", "NDF-1.6"):
        assert "the pips left in every hand, the winners' own included" in lines[block], block


def test_the_house_rule_page_draws_its_scenario_score_in_houses(rule_html_pages: dict[str, str]) -> None:
    page = rule_html_pages["rule/WCDT-1.3.html"]
    assert "The score in houses" in page
    # the first WCDT-1.3 scenario (a deal played out, deal-and-play.feature) starts from North-South 215, East-West 0:
    # four full houses and a fifth with one circle and one line, and nothing
    figure = page[page.index('<figure class="houses-figure">') : page.index("</figure>")]
    assert "North-South: 215 points, 4 full houses of 50 and 15 in the next</title>" in figure
    assert "East-West: 0 points, 0 full houses of 50</title>" in figure
    assert figure.count("<circle") == 4 * 4 + 1 and figure.count("<line") == 4 * 2 + 1
    # a rule that defines no house shows none
    assert "houses-figure" not in rule_html_pages["rule/WCDT-1.2.html"]


def test_a_rulebook_page_opens_with_the_rules_and_keeps_the_data_for_the_end() -> None:
    """A player reads the summary and the rules first; identifiers, the spec file and the engine checks sit in a
    fold at the end and in the (collapsed) scenarios."""
    from conformance.features import read_features
    from rulesite.rulebooks import rulebook_page

    spec = cached_spec()
    book = spec.rulebook("wcdt-all-fives")
    page = rulebook_page(book, spec, read_features())
    first_rule = page.index(f"### {book.rules[0].id} ")
    fold = page.index('<details class="dr-about" markdown>')
    assert first_rule < fold and page.index("Spec file") > fold and page.index("Rulebook ID") > fold
    assert "**Engine checks:**" not in page
    checks = page.index("the engine checks this rule is the authority for")
    assert checks > page.index('<section class="dr-scenarios"')


def test_the_comparison_names_a_recorded_infraction_in_spanish_too() -> None:
    """A row's "if a judge records ..." names the infraction by the rule's Spanish title as well, marked."""
    page = judges.compare_page(SPEC)
    rule = SPEC.rulebook("doral-partnership").rule("DORAL-5.2")
    assert rule.title_es is not None
    assert f'if a judge records *redraw request* (<span class="dr-title-es" lang="es">{rule.title_es}</span>):' in page
