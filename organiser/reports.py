"""What an organiser prints or posts, for every family: the standings, and each round's tables (a Mexican Train
hand sheet: each table, its seats in order, the starting double), as CSV or as a self-contained HTML page
that reads on a phone and prints on one page for up to 64 entrants.

>>> from organiser.model import Entrant, Result, Round, TableRecord, Tournament
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
from typing import Final

from organiser.families import family_of
from organiser.families.base import Cell, Sheet
from organiser.model import Tournament

STYLE: Final = (
    ":root{color-scheme:light dark}"
    "body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.35}"
    "h1{font-size:1.3rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1rem 0 .25rem}p{margin:0 0 .75rem}"
    ".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.95rem}"
    "th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;white-space:nowrap}"
    "td.n{text-align:right}th{background:#eee;color:#000}"
    "td.fill{min-width:4.5rem}"
    ".block{break-inside:avoid;page-break-inside:avoid}"
    "@media (max-width:40rem){body{margin:.5rem}table{font-size:.85rem}th,td{padding:.25rem .35rem}}"
    "@page{margin:8mm}"
    "@media print{body{margin:0;font-size:8pt;line-height:1.15}h1{font-size:11pt}h2{font-size:9pt;margin:.4rem 0 .1rem}"
    "p{margin:0 0 .3rem}.scroll{overflow:visible}table{font-size:7.5pt}th,td{padding:0 .2rem}"
    "td{white-space:normal}abbr{text-decoration:none}"
    "th{background:none}}"
)


def sheet_csv(sheet: Sheet) -> str:
    """A sheet as CSV: a header line of its columns, then its rows."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(sheet.columns)
    for row in sheet.rows:
        writer.writerow(["" if cell is None else cell for cell in row])
    return buffer.getvalue()


def _cell(value: Cell, column: str) -> str:
    if value is None:
        return '<td class="fill"></td>' if column == "score" else "<td></td>"
    if isinstance(value, int):
        shown = f"{value:+d}" if column == "differential" else str(value)
        return f'<td class="n">{escape(shown)}</td>'
    return f"<td>{escape(value)}</td>"


def _heading(column: str) -> str:
    """A column's heading: a hand's column by its number alone (``hand 7`` -> 7), so 13 hands fit a page."""
    if column.startswith("hand ") and column[5:].isdigit():
        return f'<abbr title="{escape(column)}">{escape(column[5:])}</abbr>'
    return escape(column)


def _table(columns: tuple[str, ...], rows: tuple[tuple[Cell, ...], ...]) -> str:
    head = "".join(f'<th scope="col">{_heading(c)}</th>' for c in columns)
    body = "".join("<tr>" + "".join(_cell(v, c) for v, c in zip(row, columns, strict=True)) + "</tr>" for row in rows)
    return f'<div class="scroll"><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'


def sheet_html(event: Tournament, sheet: Sheet) -> str:
    """A sheet as a self-contained page (no script, no file beside it), made to be read on a phone and printed."""
    title = escape(event.name or event.rulebook)
    if sheet.blocks:
        parts: list[str] = []
        at = 0
        for heading, count in sheet.blocks:
            rows = sheet.rows[at : at + count]
            at += count
            parts.append(f'<section class="block"><h2>{escape(heading)}</h2>{_table(sheet.columns, rows)}</section>')
        body = "".join(parts)
    else:
        body = _table(sheet.columns, sheet.rows)
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}: {escape(sheet.title)}</title><style>{STYLE}</style></head><body>"
        f"<h1>{title}</h1><p>{escape(sheet.title)} ({escape(event.rulebook)}, {escape(event.mode)})</p>"
        f"{body}</body></html>\n"
    )


def standings_sheet(event: Tournament, number: int | None = None) -> Sheet:
    return family_of(event.mode).standings(event, number)


def tables_sheet(event: Tournament, number: int) -> Sheet:
    return family_of(event.mode).tables(event, number)


def standings_csv(event: Tournament) -> str:
    """The standings after the last finished round (a knock-out: its bracket), one row per entrant (match)."""
    return sheet_csv(standings_sheet(event))


def standings_html(event: Tournament) -> str:
    """A self-contained page of the standings (a knock-out: its bracket), made to be printed."""
    return sheet_html(event, standings_sheet(event))
