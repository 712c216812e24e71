"""Steps about a knock-out bracket: matches of sets, who wins them and who advances."""

from __future__ import annotations

import re

from conformance.context import Table, expect
from conformance.vocabulary import ScenarioError, given, then


@given("{word} and {word2:word} play a match with sets {text}")
def match_sets(table: Table, word: str, word2: str, text: str) -> None:
    """A bracket match (in bracket order) and the games each side won per set, first-named side first: ``3-1, 2-3``."""
    sets: list[list[int]] = []
    for part in text.split(","):
        found = re.fullmatch(r"\s*(\d+)-(\d+)\s*", part)
        if found is None:
            raise ScenarioError(f"{part.strip()!r} is not a set score; write sets like 3-1, 2-3, 3-0")
        sets.append([int(found.group(1)), int(found.group(2))])
    table.knockout.append({"sides": [word, word2], "sets": sets})


def _index(table: Table, word: str, word2: str) -> int:
    for index, match in enumerate(table.knockout):
        if sorted(match["sides"]) == sorted([word, word2]):
            return index
    raise ScenarioError(f"no match between {word} and {word2} was given")


@then("{word} wins the match against {word2:word}")
def wins(table: Table, word: str, word2: str) -> None:
    """The match is decided and this side took it."""
    expect(f"the winner of {word} v {word2}", word, table.advance()["winners"][_index(table, word, word2)])


@then("the match between {word} and {word2:word} is not decided yet")
def undecided(table: Table, word: str, word2: str) -> None:
    """Neither side has won enough sets."""
    expect(f"the winner of {word} v {word2}", None, table.advance()["winners"][_index(table, word, word2)])


@then("the match between {word} and {word2:word} breaks {rule}")
def broken(table: Table, word: str, word2: str, rule: str) -> None:
    """The sets recorded cannot happen under this rule."""
    result = table.advance()["results"][_index(table, word, word2)]
    expect(f"the match {word} v {word2}", (False, rule), (result["accepted"], result.get("rule")))


@then("the next knock-out round pairs {text}")
def next_round(table: Table, text: str) -> None:
    """The bracket's next round in order, like ``A v D; E v ?`` (``?``: a winner still to come)."""
    wanted = [[name.strip() for name in part.split(" v ")] for part in text.split(";")]
    actual = [[name if name is not None else "?" for name in pair] for pair in table.advance()["next"]]
    expect("the next round", wanted, actual)
