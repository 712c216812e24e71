"""Our own words: no run of eight or more words of a source rulebook in ``spec/``, ``features/`` or ``docs/``
unless it is a quotation citing its source (``tests/support/verbatim.py`` says how texts are read).

The source texts are not part of the package: they sit in ``../shared/seeds/`` beside a checkout, named
by ``spec/sources.yaml``. Without that folder the check over the project's files is skipped with a
message; the checker's own tests below run either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rulespec import load_spec
from tests.support.verbatim import (
    RUN_WORDS,
    SourceIndex,
    Unit,
    cited,
    feature_units,
    markdown_units,
    spec_units,
)

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"
SPEC = load_spec(ROOT / "spec")
DOCUMENTS = frozenset(document.id for document in SPEC.documents)
RULE_DOCUMENTS = {
    rule.id: frozenset(clause.split(":", 1)[0] for clause in rule.clauses)
    for book in SPEC.rulebooks
    for rule in book.rules
}

SOURCE = SourceIndex(
    {
        "mexican-train": (
            "If the double is unable to be satisfied the hand ends in an Open Double all players score "
            "their remaining tiles"
        )
    }
)


def unit(text: str, documents: frozenset[str] = frozenset()) -> Unit:
    return Unit("here", text, documents)


def test_a_copied_run_is_found_whatever_its_punctuation_and_line_breaks() -> None:
    found = list(SOURCE.findings(unit("When the double is unable to be\n satisfied, the HAND ends in an open double.")))
    assert [(f.length, f.sources, f.why) for f in found] == [
        (14, frozenset({"mexican-train"}), "not in quotation marks")
    ]
    assert found[0].run == "the double is unable to be satisfied, the HAND ends in an open double"


def test_seven_shared_words_are_not_a_run() -> None:
    assert RUN_WORDS == 8
    assert not list(SOURCE.findings(unit("so the hand ends in an open double, said the judge")))
    assert [f.length for f in SOURCE.findings(unit("so the hand ends in an open double all, said the judge"))] == [8]


def test_a_quotation_citing_its_source_passes_and_one_citing_nothing_does_not() -> None:
    quoted = 'The source says "the double is unable to be satisfied the hand ends" here.'
    assert not list(SOURCE.findings(unit(quoted, frozenset({"mexican-train"}))))
    assert [f.why for f in SOURCE.findings(unit(quoted, frozenset({"wcdt-all-fives"})))] == [
        "quoted, but the passage cites no clause of it"
    ]


def test_a_run_only_partly_inside_quotation_marks_is_a_finding() -> None:
    text = 'when the double is unable to be satisfied the hand ends in an "Open Double"'
    assert [f.why for f in SOURCE.findings(unit(text, frozenset({"mexican-train"})))] == ["not in quotation marks"]


def test_yaml_syntax_quotes_are_not_quotation_marks(tmp_path: Path) -> None:
    path = tmp_path / "book.yaml"
    path.write_text(
        'rules:\n  - id: MT-X9.9\n    clauses: ["mexican-train:R8"]\n'
        '    statement: "the double is unable to be satisfied the hand ends"\n'
        "# the double is unable to be satisfied the hand ends\n",
        encoding="utf-8",
    )
    found = [f for u in spec_units(path, "book.yaml") for f in SOURCE.findings(u)]
    assert sorted(f.where for f in found) == ["book.yaml: MT-X9.9 statement", "book.yaml:5 (comment)"]


def test_a_scenario_cites_the_documents_of_its_tags(tmp_path: Path) -> None:
    path = tmp_path / "a.feature"
    path.write_text(
        'Feature: x\n  Says "the double is unable to be satisfied the hand ends".\n\n'
        '  @MT-R8.1\n  Scenario: y\n    Given "the double is unable to be satisfied the hand ends"\n\n'
        '  @WCDT-1.1\n  Scenario: z\n    Given "the double is unable to be satisfied the hand ends"\n',
        encoding="utf-8",
    )
    units = list(feature_units(path, "a.feature", RULE_DOCUMENTS))
    assert [u.where for u in units] == ["a.feature:1 (description)", "a.feature:4", "a.feature:8"]
    assert [u.where for u in units for _ in SOURCE.findings(u)] == ["a.feature:8"]


def test_a_paragraph_cites_what_it_names(tmp_path: Path) -> None:
    path = tmp_path / "page.md"
    path.write_text(
        '# Page\n\nMT-R8.1: "the double is unable to be satisfied the hand ends".\n\n'
        'mexican-train:R8 "the double is unable to be satisfied the hand ends"\n\n'
        'Nothing cited: "the double is unable to be satisfied the hand ends".\n',
        encoding="utf-8",
    )
    units = [
        Unit(u.where, u.text, u.documents | cited(u.text, RULE_DOCUMENTS, DOCUMENTS))
        for u in markdown_units(path, "page.md")
    ]
    assert [u.where for u in units] == ["page.md:1", "page.md:3", "page.md:5", "page.md:7"]
    assert [u.where for u in units for _ in SOURCE.findings(u)] == ["page.md:7"]


def our_units() -> Iterator[Unit]:
    """Every passage of ours in the spec, the features and the hand-written pages."""
    for path in sorted((ROOT / "spec").rglob("*.yaml")):
        yield from spec_units(path, str(path.relative_to(ROOT)))
    for path in sorted((ROOT / "features").rglob("*.feature")):
        yield from feature_units(path, str(path.relative_to(ROOT)), RULE_DOCUMENTS)
    for path in sorted((ROOT / "docs").rglob("*.md")):
        yield from markdown_units(path, str(path.relative_to(ROOT)))


def test_no_source_text_is_copied_outside_a_cited_quotation() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the source texts are not beside this checkout ({SEEDS.name} folder absent): nothing to compare")
    missing = sorted({d.file for d in SPEC.documents if not (SEEDS / d.file).is_file()})
    assert not missing, f"{SEEDS} lacks source files named in spec/sources.yaml: {', '.join(missing)}"
    index = SourceIndex({d.id: (SEEDS / d.file).read_text(encoding="utf-8", errors="replace") for d in SPEC.documents})
    units = [Unit(u.where, u.text, u.documents | cited(u.text, RULE_DOCUMENTS, DOCUMENTS)) for u in our_units()]
    assert len(units) > 1000
    findings = [str(finding) for u in units for finding in index.findings(u)]
    assert not findings, "reword these in our own words, or quote them citing their clause:\n" + "\n".join(findings)
