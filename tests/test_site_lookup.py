"""Lookup by meaning (rulesite/lookup.py): judges' questions in English and Spanish find their rule first, and
the index stays small enough to load with the lookup box."""

from __future__ import annotations

import gzip

import pytest

from rulesite.lookup import PHRASINGS, best, lookup_index_js, search_index, stem, words
from rulespec import cached_spec
from rulespec.glossary import cached_glossary
from tests.judge_questions import ENGLISH, QUESTIONS, SPANISH

INDEX = search_index(cached_spec(), cached_glossary())


def test_half_the_questions_are_in_spanish() -> None:
    assert len(ENGLISH) >= 20 and len(SPANISH) >= 20 and len(QUESTIONS) >= 40


@pytest.mark.parametrize(("question", "rule_id"), QUESTIONS, ids=[q for q, _ in QUESTIONS])
def test_a_judge_s_question_finds_its_rule_first(question: str, rule_id: str) -> None:
    found = best(INDEX, question)
    assert found and found[0] == rule_id, found[:5]


def test_a_rulebook_named_or_chosen_ranks_its_rules_first() -> None:
    assert best(INDEX, "pase indebido")[0] != "NDF-4.2"  # FMD's pass rules say it as plainly
    assert best(INDEX, "NDF pase indebido")[0] == "NDF-4.2"
    assert best(INDEX, "pase indebido", book="ndf-double-nine")[0] == "NDF-4.2"
    assert [r.split("-")[0] for r in best(INDEX, "lateness", book="mexican-train")[:1]] == ["MT"]


def test_a_question_that_names_nothing_finds_nothing() -> None:
    assert best(INDEX, "zzz qqq") == [] and best(INDEX, "the of a") == []


def test_words_and_stems() -> None:
    assert words("¿Qué hay si un jugador llega TARDE?") == ["jugador", "llega", "tarde"]
    assert "satisfied".startswith(stem("satisfy")) and "rounded".startswith(stem("rounding")) and stem("75") == "75"


def test_phrasings_name_rules_of_the_spec() -> None:
    known = {rule.id for rule in cached_spec().all_rules()}
    assert set(PHRASINGS) <= known


def test_the_index_is_small_enough_to_load_with_the_box() -> None:
    text = lookup_index_js(cached_spec(), cached_glossary()).encode("utf-8")
    assert len(gzip.compress(text)) < 100_000, len(gzip.compress(text))


def test_every_infraction_is_found_by_its_spanish_title() -> None:
    """A judge who names the incident in Spanish, with the rulebook, finds the rule that penalises it first."""
    from rulesite.lookup import BOOK_WORDS

    spec = cached_spec()
    index = search_index(spec, cached_glossary())
    missed = [
        f"{rule.id}: {found[:3]}"
        for book in spec.rulebooks
        for rule in book.rules
        if rule.penalty is not None
        and rule.title_es is not None
        and (found := best(index, f"{BOOK_WORDS[book.id][0]} {rule.title_es}"))[:1] != [rule.id]
    ]
    assert missed == []
    # Words only the Spanish titles hold (no phrasing, term or statement says them) still find their rules.
    assert best(index, "jugador suplente")[:2] == ["FMDC-25.1", "FMDS-25.1"]
    assert best(index, "mesa desarreglada")[0] == "DORAL-17.2"
