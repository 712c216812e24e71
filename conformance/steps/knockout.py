"""Steps about a knock-out bracket: matches of sets, who wins them and who advances."""

from __future__ import annotations

from conformance.context import World, expect
from conformance.vocabulary import ScenarioError, given, then
from rulespec.grammar import parse_score


@given("{word} and {word2:word} play a match with sets {text}")
def match_sets(world: World, word: str, word2: str, text: str) -> None:
    """A bracket match (in bracket order) and the games each side won per set, first-named side first: ``3-1, 2-3``."""
    sets: list[list[int]] = []
    for part in text.split(","):
        found = parse_score(part)
        if found is None:
            raise ScenarioError(f"{part.strip()!r} is not a set score; write sets like 3-1, 2-3, 3-0")
        sets.append(list(found))
    world.knockout.append({"sides": [word, word2], "sets": sets})


def _index(world: World, word: str, word2: str) -> int:
    for index, match in enumerate(world.knockout):
        if sorted(match["sides"]) == sorted([word, word2]):
            return index
    raise ScenarioError(f"no match between {word} and {word2} was given")


@then("{word} wins the match against {word2:word}")
def wins(world: World, word: str, word2: str) -> None:
    """The match is decided and this side took it."""
    expect(f"the winner of {word} v {word2}", word, world.advance()["winners"][_index(world, word, word2)])


@then("the match between {word} and {word2:word} is not decided yet")
def undecided(world: World, word: str, word2: str) -> None:
    """Neither side has won enough sets."""
    expect(f"the winner of {word} v {word2}", None, world.advance()["winners"][_index(world, word, word2)])


@then("the match between {word} and {word2:word} breaks {rule}")
def broken(world: World, word: str, word2: str, rule: str) -> None:
    """The sets recorded cannot happen under this rule."""
    result = world.advance()["results"][_index(world, word, word2)]
    expect(f"the match {word} v {word2}", (False, rule), (result["accepted"], result.get("rule")))


@then("the next knock-out round pairs {text}")
def next_round(world: World, text: str) -> None:
    """The bracket's next round in order, like ``A v D; E v ?`` (``?``: a winner still to come)."""
    wanted = [[name.strip() for name in part.split(" v ")] for part in text.split(";")]
    actual = [[name if name is not None else "?" for name in pair] for pair in world.advance()["next"]]
    expect("the next round", wanted, actual)
