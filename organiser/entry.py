"""Entrants from a CSV file, as spreadsheets write them: any usual encoding, comma or semicolon, English or Spanish.

The first line names the columns: ``id`` (required), and ``name`` or ``nombre`` (optional), in any
case and order. The text is read as UTF-8 (with or without the byte-order mark Excel writes), as
UTF-16 when it starts with that mark, and otherwise as Latin-1 (Windows-1252, what Excel writes in
Western Europe) when it is not valid UTF-8; ``encoding`` forces one. The separator is the one the
header line uses: a comma, a semicolon (Excel's in Spanish and other locales) or a tab. Anything
else is refused with its line and what is wrong: a first line that is not a header, a column that
is neither ``id`` nor a name, a row short of a value or with one too many, an empty or repeated ID.

>>> [(e.id, e.name) for e in entrants_from_text("Id;Nombre\\nP1;Ana\\nP2;Bea\\n")]
[('P1', 'Ana'), ('P2', 'Bea')]
>>> entrants_from_text("P1,Ana\\n", "players.csv")
Traceback (most recent call last):
...
organiser.entry.EntryError: players.csv, line 1: the first line names the columns (id, and name or nombre), not 'P1', 'Ana'
"""

from __future__ import annotations

import codecs
import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from organiser.model import Entrant

COLUMNS: Final = {"id": "id", "name": "name", "nombre": "name"}
"""Header words (lower case) and the field each names."""
SEPARATORS: Final = (",", ";", "\t")


class EntryError(ValueError):
    """A CSV file of entrants that cannot be read: names the file, the line and what is wrong."""


@dataclass(frozen=True, slots=True)
class Read:
    """Entrants read from a file, and how the file was read (said to the organiser)."""

    entrants: tuple[Entrant, ...]
    encoding: str
    separator: str


def decode(data: bytes, source: str, encoding: str | None = None) -> tuple[str, str]:
    """The text of ``data`` and the encoding it was read with (``encoding`` when given, else detected)."""
    if encoding is not None:
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise EntryError(f"{source}: --encoding {encoding!r} is not an encoding Python knows") from None
        try:
            return data.decode(encoding).removeprefix("\ufeff"), encoding
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise EntryError(f"{source}, line {line}: not {encoding} (byte {data[exc.start]:#04x})") from None
    if data.startswith(codecs.BOM_UTF8):
        try:
            return data[len(codecs.BOM_UTF8) :].decode("utf-8"), "UTF-8 with a byte-order mark"
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            raise EntryError(f"{source}, line {line}: marked UTF-8 but not UTF-8") from None
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16").removeprefix("\ufeff"), "UTF-16"
        except UnicodeDecodeError:
            raise EntryError(f"{source}: marked UTF-16 but not UTF-16") from None
    try:
        return data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "Latin-1 (Windows-1252), as it is not UTF-8"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "Latin-1 (ISO 8859-1), as it is not UTF-8"


def _separator(line: str) -> str:
    """The separator a header line uses (a comma when it has none: a single column)."""
    counts = {sep: line.count(sep) for sep in SEPARATORS}
    best = max(SEPARATORS, key=lambda sep: counts[sep])
    return best if counts[best] else ","


def entrants_from_text(text: str, source: str = "<csv>") -> list[Entrant]:
    """The entrants listed in CSV ``text`` (see the module), or an :class:`EntryError` naming the line."""
    return list(_read(text, source)[0])


def _read(text: str, source: str) -> tuple[tuple[Entrant, ...], str]:
    text = text.removeprefix("\ufeff")
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise EntryError(f"{source}, line {line}: a NUL character: not a text file (give --encoding?)")
    first = next((line for line in text.splitlines() if line.strip()), None)
    if first is None:
        raise EntryError(f"{source}: no entrants: the file is empty")
    separator = _separator(first)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=separator, strict=True)
    header: list[str] | None = None
    fields: list[str] = []
    out: list[Entrant] = []
    seen: dict[str, int] = {}
    try:
        for row in reader:
            line = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            if header is None:
                header = [cell.strip() for cell in row]
                while header and not header[-1]:
                    header.pop()
                fields = _columns(header, source, line)
                continue
            cells = [cell.strip() for cell in row]
            if len(cells) < len(fields):
                raise EntryError(
                    f"{source}, line {line}: {len(cells)} value(s), the header names {len(fields)} "
                    f"({', '.join(header)}); separate them with {_say(separator)}"
                )
            extra = [cell for cell in cells[len(fields) :] if cell]
            if extra:
                raise EntryError(
                    f"{source}, line {line}: {len(fields) + len(extra)} values, the header names {len(fields)} "
                    f"({', '.join(header)}): {', '.join(repr(cell) for cell in extra)} has no column"
                )
            values = dict(zip(fields, cells, strict=False))
            ident = values["id"]
            if not ident:
                raise EntryError(f"{source}, line {line}: no id")
            if ident in seen:
                raise EntryError(f"{source}, line {line}: id {ident!r} is already on line {seen[ident]}")
            seen[ident] = line
            out.append(Entrant(ident, values.get("name", "")))
    except csv.Error as exc:
        raise EntryError(f"{source}, line {reader.line_num}: not CSV: {exc}") from None
    if not out:
        raise EntryError(f"{source}: no entrants below the header line")
    return tuple(out), separator


def _columns(header: list[str], source: str, line: int) -> list[str]:
    known = [COLUMNS.get(cell.lower()) for cell in header]
    if all(k is None for k in known):
        shown = ", ".join(repr(cell) for cell in header)
        raise EntryError(
            f"{source}, line {line}: the first line names the columns (id, and name or nombre), not {shown}"
        )
    fields: list[str] = []
    for cell, field in zip(header, known, strict=True):
        if field is None:
            raise EntryError(f"{source}, line {line}: column {cell!r} is not one of id, name, nombre")
        if field in fields:
            raise EntryError(f"{source}, line {line}: two columns give the {field} ({', '.join(header)})")
        fields.append(field)
    if "id" not in fields:
        raise EntryError(f"{source}, line {line}: no id column ({', '.join(header)})")
    return fields


def _say(separator: str) -> str:
    return {",": "commas", ";": "semicolons", "\t": "tabs"}[separator]


def read_entrants(path: Path, encoding: str | None = None) -> Read:
    """The entrants in the CSV file at ``path``, and how it was read."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise EntryError(f"{path}: {exc.strerror or exc}") from None
    text, used = decode(data, str(path), encoding)
    entrants, separator = _read(text, str(path))
    return Read(entrants, used, _say(separator))
