"""Steps about tournament standings: results so far, byes, fines, and the order with its tie-breaks."""

from __future__ import annotations

import json
from typing import Final

from conformance.context import World
from conformance.observe import JSON, Check, Checks
from conformance.vocabulary import ScenarioError, given, then


def _side(text: str) -> list[str]:
    names = [part.strip() for part in text.split("&")]
    if not all(names) or len(names) > 2:
        raise ScenarioError(f"{text!r} is not a side; write one entrant (A) or two partners (A & C)")
    return names


@given("the entrants in entry order are {text}")
def entry_order(world: World, text: str) -> None:
    """Every entrant, in the order they entered (the last tie-break), like ``A, B, C, D``."""
    world.entry_order = [part.strip() for part in text.split(",")]


@given("the results so far are:")
def results(world: World, datatable: list[list[str]]) -> None:
    """A table with the columns side | score | side | score, one finished match a row; a side is ``A`` or ``A & C``.

    A score of ``forfeit`` on one side (the other score ``-``) records a match that side forfeited: the
    standings score it as the rulebook says.
    """
    header = [cell.strip().lower() for cell in datatable[0]]
    if header != ["side", "score", "side", "score"]:
        raise ScenarioError(
            f"the results table needs the columns side | score | side | score, not {' | '.join(datatable[0])}"
        )
    for line, row in enumerate(datatable[1:], start=2):
        sides = [_side(row[0]), _side(row[2])]
        cells = [row[1].strip(), row[3].strip()]
        if "forfeit" in cells:
            if sorted(cells) != ["-", "forfeit"]:
                raise ScenarioError(
                    f"results row {line}: a forfeit is written 'forfeit' on the side that gave up and '-' on the other,"
                    f" not {cells[0]!r} and {cells[1]!r}"
                )
            world.results.append({"sides": sides, "forfeit": cells.index("forfeit")})
            continue
        try:
            scores = [int(cells[0]), int(cells[1])]
        except ValueError:
            raise ScenarioError(
                f"results row {line}: the scores must be whole numbers (or 'forfeit' and '-'), not {cells[0]!r} and {cells[1]!r}"
            ) from None
        world.results.append({"sides": sides, "scores": scores})


@given("{word} forfeited the match against {word2:word}")
def forfeited(world: World, word: str, word2: str) -> None:
    """A match the first entrant forfeited: the standings score it as the rulebook says."""
    world.results.append({"sides": [[word], [word2]], "forfeit": 0})


@given("{word} won the match against {word2:word} by forfeit")
def won_by_forfeit(world: World, word: str, word2: str) -> None:
    """A match the second entrant forfeited, recorded with the winner first: the standings score it as the
    rulebook says, whichever side of the result the forfeit is on."""
    world.results.append({"sides": [[word], [word2]], "forfeit": 1})


@given("{word} was fined {number} points")
def fined(world: World, word: str, number: int) -> None:
    """A penalty a judge recorded against the entrant: points off its score."""
    world.deductions.append({"entrant": word, "points": number})


def _row(word: str) -> str:
    """The path to an entrant's row of the standings (absent if it is missing)."""
    return f"/rows[entrant={json.dumps(word)}]/0"


@then("the standings read {text}")
def order(world: World, text: str) -> Checks:
    """The entrants best first, like ``B, A, D, C``."""
    wanted: list[JSON] = [part.strip() for part in text.split(",")]
    return Check("standings", "/rows/*/entrant", wanted, what="the standings")


@then("{word} has won {number} and scored {number2:number} points")
def figures(world: World, word: str, number: int, number2: int) -> Checks:
    """An entrant's matches won (byes included) and points scored (penalties taken off)."""
    return Check(
        "standings", _row(word), {"wins": number, "points": number2}, "matches", what=f"{word}'s wins and points"
    )


@then("{word} has a differential of {signed}")
def differential(world: World, word: str, signed: int) -> Checks:
    """Points scored less points conceded."""
    return Check("standings", f"{_row(word)}/differential", signed, what=f"{word}'s differential")


@then("{word} has played {number}, won {number2:number}, lost {number3:number} and had {number4:number} byes")
def record(world: World, word: str, number: int, number2: int, number3: int, number4: int) -> Checks:
    """An entrant's record: matches played (byes not included), won (byes included), lost, and byes had."""
    return Check(
        "standings",
        _row(word),
        {"played": number, "wins": number2, "losses": number3, "byes": number4},
        "matches",
        what=f"{word}'s record (played, won, lost, byes)",
    )


_PLACEMENTS: Final[dict[str, str]] = {
    "wins": "wins",
    "points": "points",
    "differential": "differential",
    "head-to-head": "head-to-head",
    "entry order": "entry",
}


@then("{word} is placed by {text}")
def placed_by(world: World, word: str, text: str) -> Checks:
    """The tie-break that set the entrant apart from those level with it before: wins, points, differential,
    head-to-head, or entry order (the rulebook's tie-breaks left it level)."""
    placement = _PLACEMENTS.get(text.strip())
    if placement is None:
        raise ScenarioError(f"{text!r} is not a tie-break; write one of {', '.join(_PLACEMENTS)}")
    return Check("standings", f"{_row(word)}/placed_by", placement, what=f"what placed {word}")


@then("the standings are refused")
def standings_refused(world: World) -> Checks:
    """The implementation refuses the standings request (an ``error`` reply), such as a result naming an entrant
    who is not in the entry list."""
    return Check("standings", "", True, "refused", what="the standings request")
