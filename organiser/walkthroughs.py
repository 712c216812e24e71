"""Two whole events from the commands alone, through the same verbs: an FMD singles event and a 9-player
Mexican Train event. The organisers' page shows them (recorded by ``domino-rules site-data``) and a test runs
every command of both, in order, in an empty folder holding the walkthrough's files.

A step is (the command after ``domino-rules tournament``, a note); a step whose note starts with "refused"
must be refused (exit 2) and leave every file as it was.

>>> [command.split()[0] for command, _ in MEXICAN_TRAIN.steps][:4]
['create', 'pair', 'pair', 'export']
>>> sum(command.startswith("record ") for command, note in MEXICAN_TRAIN.steps if not note.startswith("refused"))
27
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from organiser.event import create, pair, penalize, record
from organiser.families.base import Given
from organiser.families.train import standing_rows
from organiser.model import Entrant
from reference_impl.train import event as rules_of_event


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """An event run from the commands alone: the files it starts from, its steps, the event file it leaves."""

    title: str
    intro: str
    files: tuple[tuple[str, str], ...]
    """(name, text) of each file written before the first step (the entrants' CSV)."""
    steps: tuple[tuple[str, str], ...]
    """(the command after ``domino-rules tournament``, a note); a note starting "refused" means exit 2."""
    event: str
    """The event file the steps make."""


_SINGLES_NAMES: Final = (
    "Ana", "Bea", "Cruz", "Dani", "Eva", "Fer", "Gil", "Hugo",
    "Inés", "Juan", "Kiko", "Lola", "Marta", "Nico", "Olga", "Pablo",
)  # fmt: skip

FMD_SINGLES: Final = Walkthrough(
    title="An FMD singles event",
    intro=(
        "Sixteen players at tables of four, partners changing every round (FMD singles). The entrants come from "
        "a spreadsheet saved as CSV:"
    ),
    files=(("players.csv", "id,name\n" + "".join(f"P{i:02d},{n}\n" for i, n in enumerate(_SINGLES_NAMES, 1))),),
    steps=(
        ("create event.json --rulebook fmd-singles --csv players.csv", "the rulebook's own format: tables of four"),
        ("pair event.json", "round 1"),
        ("export event.json --round 1 --html round1.html", "the round's tables, to print or post"),
        ("record event.json 1 1 --scores 100 62", "side 0 (North-South) 100, side 1 62"),
        ("record event.json 1 2 --forfeit 1", "side 1 forfeited"),
        ("record event.json 1 3 --scores 300 0", "refused: no match ends at 300 (exit 2)"),
        ("record event.json 1 3 --scores 100 80", ""),
        ("record event.json 1 4 --scores 40 100", ""),
        ("undo event.json", "a mistake: back one write"),
        ("record event.json 1 4 --scores 45 100", ""),
        ("penalty event.json P07 --rule FMDS-20.3 --points 10 --note 'a signal'", "the judge sets the points"),
        ("standings event.json", "after round 1"),
        ("pair event.json", "round 2"),
        ("check event.json", "every rule a recorded round breaks: none"),
        ("export event.json --html standings.html", "a page to read on a phone or print"),
        ("export event.json --csv standings.csv", "the same for a spreadsheet"),
        ("simulate demo.json --rulebook fmd-singles --entrants 16 --rounds 3", "a random event, every hand played"),
    ),
    event="event.json",
)
"""The FMD singles walkthrough."""


_TRAIN_PLAYERS: Final = ("Ana", "Bea", "Cruz", "Dani", "Eva", "Fer", "Gil", "Hugo", "Inés")
_STARTS: Final = (12, 7, 3, 10, 0, 5, 9, 1, 11, 4, 8, 2, 6)
"""The starting doubles the organiser drew, hand by hand (each double once)."""
_TRAIN_CSV: Final = "id;nombre\n" + "".join(f"P{i};{n}\n" for i, n in enumerate(_TRAIN_PLAYERS, 1))


def _train_steps() -> tuple[tuple[str, str], ...]:
    """Thirteen hands of a 9-player event, every table recorded, from scores drawn once from a fixed seed: each
    table has one player out (-25) and the others' pips. The seating of every hand is the family's own (from
    the standings), so the commands are the ones an organiser would type."""
    rng = random.Random(28)
    event = create("mexican-train", None, [Entrant(f"P{i}", n) for i, n in enumerate(_TRAIN_PLAYERS, 1)])
    steps: list[tuple[str, str]] = [
        (
            "create train.json --rulebook mexican-train --csv train-players.csv --name 'Train night'",
            "9 players; the CSV has Spanish columns separated by semicolons",
        ),
        ("pair train.json", "refused: give the starting double drawn for the hand (exit 2)"),
    ]
    for hand, start in enumerate(_STARTS, start=1):
        event, seated = pair(event, start)
        sizes = " and ".join(str(len(t.seats)) for t in seated.tables)
        steps.append(
            (
                f"pair train.json --start {start}",
                f"hand {hand} from {start}-{start}"
                + {
                    1: f": tables of {sizes}, in entry order",
                    2: ": tables cut from the standings, lowest in seat 1",
                }.get(hand, ""),
            )
        )
        if hand == 1:
            steps.append(("export train.json --round 1 --html hand1.html", "the hand sheet: tables, seats in order"))
        for number, table in enumerate(seated.tables, start=1):
            out = rng.choice(table.seats)
            scores = {p: (-25 if p == out else rng.randrange(2, 90)) for p in table.seats}
            late: dict[str, int] = {}
            note = ""
            if hand == 1 and number == 1:
                second = next(p for p in table.seats if p != out)
                wrong = " ".join(f"{p}={-25 if p in (out, second) else s}" for p, s in scores.items())
                steps.append((f"record train.json 1 1 --scores {wrong}", "refused: two players cannot both go out"))
            if hand == 3 and number == 1:
                player = next(p for p in table.seats if p != out)
                late = {player: 4}
                note = f"{player} came 4 minutes late and played: 4 x 5 points added"
            said = " ".join(f"{p}={s}" for p, s in scores.items())
            extra = "".join(f" --late {p}={m}" for p, m in late.items())
            if hand == 2 and number == 2:
                typo = " ".join(f"{p}={s + 10 if p != out else s}" for p, s in scores.items())
                steps.append((f"record train.json 2 2 --scores {typo}", "a mistake: every pip count 10 too many"))
                steps.append(("undo train.json", "back one write"))
            steps.append((f"record train.json {hand} {number} --scores {said}{extra}", note))
            event = record(event, hand, number, Given(by_player=scores, late=late))
        if hand == 5:
            last = rules_of_event.standings(standing_rows(event))[-1].entrant
            steps.append(
                (
                    f"penalty train.json {last} --rule MT-X1.1 --points 10 --note 'played out of turn twice'",
                    "the organiser's penalty, added to the hand's score",
                )
            )
            event = penalize(event, last, "MT-X1.1", 10, None, "played out of turn twice")
        if hand == 7:
            steps.append(("standings train.json", "after hand 7, lowest total first"))
    steps += [
        ("pair train.json --start 5", "refused: the 13 hands are all played (exit 2)"),
        ("standings train.json", "the final standings, lowest total first"),
        ("check train.json", "every rule the recorded event breaks: none"),
        ("export train.json --html train-standings.html", "a page to read on a phone or print"),
        ("export train.json --csv train-standings.csv", "the same for a spreadsheet, hand by hand"),
        ("simulate demo-train.json --rulebook mexican-train --entrants 9", "a random event, every hand played"),
    ]
    return tuple(steps)


MEXICAN_TRAIN: Final = Walkthrough(
    title="A Mexican Train event",
    intro=(
        "Nine players, thirteen hands through the same commands: a round is a hand, `pair --start N` seats it from "
        "the double the organiser drew (each double once), its tables cut from the standings by accumulated score "
        "(seat 1, the lowest total, plays first), and a table is recorded as every player's score. The entrants "
        "come from a spreadsheet saved as CSV with Spanish columns and semicolons:"
    ),
    files=(("train-players.csv", _TRAIN_CSV),),
    steps=_train_steps(),
    event="train.json",
)
"""The Mexican Train walkthrough: the same verbs as :data:`FMD_SINGLES`."""

WALKTHROUGHS: Final = (FMD_SINGLES, MEXICAN_TRAIN)
