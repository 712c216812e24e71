"""What an organiser prints or posts: the standings as CSV or a printable page, and a knock-out's bracket.

>>> from organiser.file import Entrant, Result, Round, TableRecord, Tournament
>>> event = Tournament("ndf-double-nine", "pairs", (Entrant("A", "Ann & Al"), Entrant("B")),
...     (Round(1, (TableRecord(("A", "B"), Result((150, 90))),)),))
>>> print(standings_csv(event), end="")
rank,entrant,name,played,wins,losses,byes,points,against,differential
1,A,Ann & Al,1,1,0,0,150,90,60
2,B,,1,0,1,0,90,150,-60
"""

from __future__ import annotations

import csv
import io
from html import escape

from organiser.file import Tournament
from organiser.rounds import finished_rounds, rules_of, standings_before
from reference_impl.errors import IllegalAction
from reference_impl.tournament.knockout import Match, match_winner
from reference_impl.tournament.standings import Record

COLUMNS = ("rank", "entrant", "name", "played", "wins", "losses", "byes", "points", "against", "differential")


def _rows(event: Tournament) -> list[tuple[int, Record]]:
    return list(enumerate(standings_before(event, finished_rounds(event) + 1), start=1))


def _table(event: Tournament) -> list[tuple[int, str, str, int, int, int, int, int, int, int]]:
    """The standings as rows of :data:`COLUMNS`."""
    names = {e.id: e.name for e in event.entrants}
    return [
        (
            rank,
            r.entrant,
            names.get(r.entrant, ""),
            r.played,
            r.wins,
            r.losses,
            r.byes,
            r.points,
            r.against,
            r.differential,
        )
        for rank, r in _rows(event)
    ]


def standings_csv(event: Tournament) -> str:
    """The standings after the last finished round, one row per entrant, in rank order."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in _table(event):
        writer.writerow(row)
    return buffer.getvalue()


def standings_html(event: Tournament) -> str:
    """A self-contained page of the standings (or the bracket of a knock-out), made to be printed."""
    title = escape(event.name or event.rulebook)
    if event.mode == "knockout":
        body = "<pre>" + escape("\n".join(bracket_lines(event))) + "</pre>"
    else:
        head = "".join(f"<th>{escape(c)}</th>" for c in COLUMNS)
        rows = "".join(
            "<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in (*row[:-1], f"{row[-1]:+d}")) + "</tr>"
            for row in _table(event)
        )
        body = f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    return (
        "<!doctype html><html lang=en><meta charset=utf-8>"
        f"<title>{title}: standings</title>"
        "<style>body{font-family:system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse}"
        "th,td{border:1px solid #999;padding:.25rem .5rem;text-align:right}td:nth-child(2),td:nth-child(3)"
        "{text-align:left}@media print{body{margin:0}}</style>"
        f"<h1>{title}</h1><p>{escape(standing_heading(event))} ({escape(event.rulebook)}, {escape(event.mode)})</p>"
        f"{body}\n"
    )


def standing_heading(event: Tournament) -> str:
    """Which standings these are: before round 1, or after the last finished round (and the round under way).

    >>> from organiser.file import Entrant, Round, TableRecord, Tournament
    >>> event = Tournament("ndf-double-nine", "pairs", (Entrant("A"), Entrant("B")))
    >>> standing_heading(event)
    'Standings before round 1'
    >>> standing_heading(Tournament("ndf-double-nine", "pairs", event.entrants, (Round(1, (TableRecord(("A", "B")),)),)))
    'Standings before round 1 (round 1 under way)'
    """
    done = finished_rounds(event)
    said = f"Standings after round {done}" if done else "Standings before round 1"
    if len(event.rounds) > done:
        said += f" (round {done + 1} under way)"
    return said


def bracket_data(event: Tournament) -> list[dict[str, object]]:
    """A knock-out as data, round by round (what ``standings --json`` prints): each match's sides, the games
    won in each set, who went through (None while undecided) and, for sets no match can end with, the
    rule they break and why; and the round's byes.

    >>> from organiser.file import Entrant, Result, Round, TableRecord, Tournament
    >>> event = Tournament("wcdt-all-fives", "knockout", (Entrant("A"), Entrant("B")),
    ...     (Round(1, (TableRecord(("A", "B"), Result(sets=((1, 2),))),)),))
    >>> bracket_data(event)[0]["tables"]
    [{'table': 1, 'sides': ['A', 'B'], 'sets': [[1, 2]], 'winner': 'B'}]
    """
    rules = rules_of(event)
    out: list[dict[str, object]] = []
    for rnd in event.rounds:
        tables: list[dict[str, object]] = []
        for index, table in enumerate(rnd.tables, start=1):
            one, two = table.seats[0], table.seats[1]
            sets = table.result.sets if table.result is not None else ()
            row: dict[str, object] = {"table": index, "sides": [one, two], "sets": [[a, b] for a, b in sets]}
            forfeit = table.result.forfeit if table.result is not None else None
            if forfeit is not None:
                row.update(forfeit=forfeit, winner=table.seats[1 - forfeit])
                tables.append(row)
                continue
            try:
                row["winner"] = match_winner(Match((one, two), sets), rules) if sets else None
            except IllegalAction as exc:
                row.update(winner=None, rule=exc.rule_id, reason=exc.message)
            tables.append(row)
        out.append({"round": rnd.number, "tables": tables, "byes": list(rnd.byes)})
    return out


def bracket_lines(event: Tournament) -> list[str]:
    """A knock-out, round by round: each match with its sets and who went through.

    >>> from organiser.file import Entrant, Result, Round, TableRecord, Tournament
    >>> event = Tournament("doral-partnership", "knockout", (Entrant("A"), Entrant("B")),
    ...     (Round(1, (TableRecord(("A", "B"), Result(sets=((3, 1), (2, 3), (3, 0)))),)),))
    >>> print("\\n".join(bracket_lines(event)))
    knock-out (doral-partnership):
    round 1:
      table 1: A v B  3-1 2-3 3-0  -> A
    """
    rules = rules_of(event)
    lines = [f"knock-out ({event.rulebook}):"]
    for rnd in event.rounds:
        lines.append(f"round {rnd.number}:")
        for index, table in enumerate(rnd.tables, start=1):
            one, two = table.seats[0], table.seats[1]
            sets = table.result.sets if table.result is not None else ()
            forfeit = table.result.forfeit if table.result is not None else None
            shown = " ".join(f"{a}-{b}" for a, b in sets) or "not played yet"
            winner: str | None
            if forfeit is not None:
                winner, shown = table.seats[1 - forfeit], f"forfeited by {table.seats[forfeit]}"
            else:
                try:
                    winner = match_winner(Match((one, two), sets), rules, f"table {index}: ") if sets else None
                except IllegalAction as exc:
                    winner, shown = None, f"{shown} ({exc.message})"
            lines.append(
                f"  table {index}: {event.label(one)} v {event.label(two)}  {shown}"
                + (f"  -> {event.label(winner)}" if winner else "")
            )
        lines += [f"  bye: {event.label(bye)}" for bye in rnd.byes]
    if len(lines) == 1:
        lines.append("  no round paired yet: " + ", ".join(event.label(e) for e in event.ids))
    return lines
