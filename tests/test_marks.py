"""What a statement adds to its source is marked as ours, and listed: on the rulebook page, on each rule's own
page and by ``domino-rules rule`` (``--ours`` for a whole rulebook).

``rulespec.marks`` reads the marks (its doctests say how); the tests here hold the sentences an audit found
stated as the source's though they are ours (issue 32) to their marks, and every listing to the marks.
"""

from __future__ import annotations

import pytest

from conformance.cli import main
from conformance.features import read_features
from rulesite import pages, rulepages
from rulesite.faultlist import unrecorded
from rulespec import cached_spec
from rulespec.glossary import cached_glossary
from rulespec.marks import ours, sentences

SPEC = cached_spec()

FOUND_UNMARKED = {
    "MT-R5.1": "the second tile goes on the double just played",
    "MT-R3.1": "mixed face down before anyone draws",
    "WCDT-1.1": "partners sit facing each other",
    "WCDT-1.3": "how the marks are laid out",
    "MT-R6.1": "a player who can play may not draw, and may not pass",
    "WCDT-1.4": "unless the event sets another",
}
"""Sentences once stated as the source's though the source never says them, and a phrase of each."""


@pytest.mark.parametrize("rule_id", sorted(FOUND_UNMARKED))
def test_what_the_audit_found_is_marked_as_ours(rule_id: str) -> None:
    added = " ".join(ours(SPEC.rule(rule_id).statement))
    assert FOUND_UNMARKED[rule_id] in added


def test_a_sentence_of_the_source_is_not_listed_as_ours() -> None:
    prizes = SPEC.rule("MT-F4.1").statement
    said = [s for s in sentences(prizes) if "the organiser's choice" in s]
    assert said and not set(said) & set(ours(prizes))
    assert not ours(SPEC.rule("MT-S1.1").statement)


def test_a_mark_in_parentheses_covers_its_sentence_only() -> None:
    text = "A player passes only when stuck (ours: the source is silent). A pass holding a tile that plays is refused."
    assert ours(text) == ("A player passes only when stuck (ours: the source is silent).",)


def test_every_marked_sentence_is_listed_on_its_rulebook_page_and_its_rule_page() -> None:
    scenarios = read_features()
    glossary = cached_glossary()
    rule_pages = rulepages.rule_pages(SPEC, scenarios, glossary, unrecorded())
    for book in SPEC.rulebooks:
        page = pages.rulebook_page(book, SPEC, scenarios, glossary)
        listed = page[page.index("## What we add to the source {#ours}") :]
        listed = listed[: listed.index("\n## ")]
        marked = [rule for rule in book.rules if ours(rule.statement)]
        assert f"{len(marked)} of the {len(book.rules)} statements" in listed
        for rule in book.rules:
            own = next(text for path, text in rule_pages.items() if path.endswith(f"/{rule.id}.md"))
            if rule in marked:
                assert f"- [{rule.id}](#{rule.id}): " in listed
                assert "## Ours, not the source's" in own
            else:
                assert f"[{rule.id}](#{rule.id}):" not in listed
                assert "## Ours, not the source's" not in own


def test_the_rule_command_lists_a_rule_s_marked_sentences_and_a_whole_rulebook_s(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rule", "MT-R5.1"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert "Ours, not the source's: - (Our reading:) the second tile goes on the double just played" in shown
    assert main(["rule", "--ours", "mexican-train"]) == 0
    listing = " ".join(capsys.readouterr().out.split())
    book = SPEC.rulebook("mexican-train")
    marked = [rule for rule in book.rules if ours(rule.statement)]
    assert listing.startswith(f"{book.title}: {len(marked)} of {len(book.rules)} statements")
    for rule in book.rules:
        assert (f" {rule.id} " in f" {listing} ") == (rule in marked)
    assert main(["rule", "--ours", "WCDT"]) == 0 and "WCDT-1.1" in capsys.readouterr().out
    assert main(["rule", "--ours", "no-such-book"]) == 1
