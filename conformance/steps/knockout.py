"""Steps about a knock-out bracket: matches of sets, who wins them and who advances."""

from __future__ import annotations

import re
from typing import Final

from conformance.context import World
from conformance.observe import JSON, Check, Checks
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


_ANY_SCORE: Final = re.compile(r"\s*(-?\d+)-(-?\d+)\s*")


@given("{word} and {word2:word} play a match recorded with sets {text}, possible or not")
def match_sets_unchecked(world: World, word: str, word2: str, text: str) -> None:
    """A bracket match whose set scores are sent as written, even ones no set can end with (``4-1``, ``-1-3``):
    for scenarios about the scores the rules refuse."""
    sets: list[list[int]] = []
    for part in text.split(","):
        found = _ANY_SCORE.fullmatch(part)
        if found is None:
            raise ScenarioError(f"{part.strip()!r} is not a set score; write sets like 4-1, -1-3")
        sets.append([int(found.group(1)), int(found.group(2))])
    world.knockout.append({"sides": [word, word2], "sets": sets})


@given("{word} waits for an opponent in this round")
def waiting(world: World, word: str) -> None:
    """An entrant who sits this round of the bracket out (the winner of an odd last match of the round
    before), listed in the order given; sent as ``waiting``."""
    world.knockout_waiting.append(word)


def _index(world: World, word: str, word2: str) -> int:
    for index, match in enumerate(world.knockout):
        if sorted(match["sides"]) == sorted([word, word2]):
            return index
    raise ScenarioError(f"no match between {word} and {word2} was given")


@then("{word} wins the match against {word2:word}")
def wins(world: World, word: str, word2: str) -> Checks:
    """The match is decided and this side took it."""
    return Check("advance", f"/winners/{_index(world, word, word2)}", word, what=f"the winner of {word} v {word2}")


@then("the match between {word} and {word2:word} is not decided yet")
def undecided(world: World, word: str, word2: str) -> Checks:
    """Neither side has won enough sets."""
    index = _index(world, word, word2)
    return Check("advance", f"/winners/{index}", None, what=f"the winner of {word} v {word2}")


@then("the match between {word} and {word2:word} is accepted")
def accepted(world: World, word: str, word2: str) -> Checks:
    """The sets recorded can happen: the match breaks no rule (it may still be undecided)."""
    index = _index(world, word, word2)
    return Check("advance", f"/results/{index}", {"accepted": True}, "matches", what=f"the match {word} v {word2}")


@then("the match between {word} and {word2:word} breaks {rule}")
def broken(world: World, word: str, word2: str, rule: str) -> Checks:
    """The sets recorded cannot happen under this rule."""
    index = _index(world, word, word2)
    return Check(
        "advance", f"/results/{index}", {"accepted": False, "rule": rule}, "matches", what=f"the match {word} v {word2}"
    )


@then("the next knock-out round pairs {text}")
def next_round(world: World, text: str) -> Checks:
    """The bracket's next round in order, like ``A v D; E v ?`` (``?``: a winner still to come, null on the wire)."""
    wanted: list[JSON] = [
        [None if name.strip() == "?" else name.strip() for name in part.split(" v ")] for part in text.split(";")
    ]
    return Check("advance", "/next", wanted, what="the next round")


@then("the knock-out round is refused")
def round_refused(world: World) -> Checks:
    """The implementation refuses the advance request (an ``error`` reply), such as a round in which an
    entrant plays two matches, or both waits and plays."""
    return Check("advance", "", True, "refused", what="the knock-out round")


@then("the knock-out round is refused under {rule}")
def round_refused_under(world: World, rule: str) -> Checks:
    """The implementation refuses the advance request, naming the rule it breaks (such as a match length no
    match can have)."""
    return Check("advance", "", rule, "refused-under", what="the knock-out round")
