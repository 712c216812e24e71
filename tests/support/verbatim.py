"""Runs of words shared with the source rulebooks: the project states rules in its own words.

A run of :data:`RUN_WORDS` or more words that a text of ours shares with a source text is allowed only
as a quotation: wholly inside quotation marks, in a passage that cites the source it comes from (a
rule whose clauses are that document's, a scenario tagged with such a rule, or a paragraph naming
one of its rules or clauses). Anything else is a finding, to be reworded.

Words are compared lower-cased, letters and digits only (``double-six`` is two words, the curly
apostrophe is the straight one), so a run copied with other punctuation or line breaks is still
found. The texts of ours are read as units, each with the documents it cites:

* a spec file is read as YAML, so the quotation marks of YAML syntax are not taken for quotation:
  each string of a rule cites the documents of the rule's clauses, each string of a rulebook's head
  its document, each string of ``sources.yaml`` its own document; its comments are units too;
* a feature file is cut into its scenarios, each citing the documents of the rules it is tagged
  with, and its description, citing those of every rule the file tags;
* a Markdown page is cut into paragraphs, each citing what it names.

Every unit also cites the documents of the rule IDs and clause IDs written in it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

import yaml

RUN_WORDS: Final = 8
"""The shortest run of shared words that counts as copied text."""

_WORD: Final = re.compile(r"[0-9A-Za-z\u00c0-\u024f]+(?:'[A-Za-z]+)?")
_QUOTED: Final = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')
_CLAUSE: Final = re.compile(r"\b([a-z][a-z-]*[a-z]):([A-Za-z0-9-]+)\b")
_RULE: Final = re.compile(r"\b[A-Z]+-[0-9A-Z]+(?:\.[0-9]+)*\b")
_TAG: Final = re.compile(r"@([A-Z]+-[0-9A-Z]+(?:\.[0-9]+)*)\b")


def words(text: str) -> list[tuple[str, int, int]]:
    """Each word of ``text``, lower-cased, with where it starts and ends.

    >>> [w for w, _, _ in words("One’s Double-Six, 6-4!")]
    ["one's", 'double', 'six', '6', '4']
    """
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return [(m.group(0).lower(), m.start(), m.end()) for m in _WORD.finditer(text)]


@dataclass(frozen=True, slots=True)
class Unit:
    """A passage of ours: where it is (file and place in it), its text and the source documents it cites."""

    where: str
    text: str
    documents: frozenset[str]


@dataclass(frozen=True, slots=True)
class Finding:
    """A run shared with a source that is not a cited quotation."""

    where: str
    run: str
    length: int
    sources: frozenset[str]
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.length} words shared with {', '.join(sorted(self.sources))} ({self.why}): {self.run!r}"


class SourceIndex:
    """Every run of :data:`RUN_WORDS` words of the source texts, with the documents it occurs in."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        """``texts``: document ID -> the document's text (several IDs may share one text)."""
        self._grams: dict[tuple[str, ...], set[str]] = {}
        for document, text in texts.items():
            found = [w for w, _, _ in words(text)]
            for start in range(len(found) - RUN_WORDS + 1):
                self._grams.setdefault(tuple(found[start : start + RUN_WORDS]), set()).add(document)

    def findings(self, unit: Unit) -> Iterator[Finding]:
        """The runs of ``unit`` shared with a source that are not quotations citing that source."""
        found = words(unit.text)
        quotes = [(m.start(), m.end()) for m in _QUOTED.finditer(unit.text)]
        start = 0
        while start <= len(found) - RUN_WORDS:
            first = tuple(w for w, _, _ in found[start : start + RUN_WORDS])
            if first not in self._grams:
                start += 1
                continue
            sources = set(self._grams[first])
            end = start + RUN_WORDS
            while end < len(found):
                gram = tuple(w for w, _, _ in found[end - RUN_WORDS + 1 : end + 1])
                if gram not in self._grams:
                    break
                sources |= self._grams[gram]
                end += 1
            begin, finish = found[start][1], found[end - 1][2]
            quoted = any(q_start < begin and finish < q_end for q_start, q_end in quotes)
            run = " ".join(unit.text[begin:finish].split())
            if not quoted:
                yield Finding(unit.where, run, end - start, frozenset(sources), "not in quotation marks")
            elif not sources & unit.documents:
                yield Finding(
                    unit.where, run, end - start, frozenset(sources), "quoted, but the passage cites no clause of it"
                )
            start = end


def cited(text: str, rule_documents: Mapping[str, frozenset[str]], documents: frozenset[str]) -> frozenset[str]:
    """The documents ``text`` names: through the rule IDs and the clause IDs (``document:clause``) written in it.

    >>> sorted(cited("see MT-R8.1 and wcdt-all-fives:MATCH", {"MT-R8.1": frozenset({"mexican-train"})},
    ...              frozenset({"mexican-train", "wcdt-all-fives"})))
    ['mexican-train', 'wcdt-all-fives']
    """
    out = {m.group(1) for m in _CLAUSE.finditer(text) if m.group(1) in documents}
    for match in _RULE.finditer(text):
        out |= rule_documents.get(match.group(0), frozenset())
    return frozenset(out)


def _mapping(value: object) -> dict[object, object] | None:
    """A loaded YAML mapping as one, else None."""
    return cast("dict[object, object]", value) if isinstance(value, dict) else None


def _sequence(value: object) -> list[object] | None:
    """A loaded YAML sequence as one, else None."""
    return cast("list[object]", value) if isinstance(value, list) else None


def _strings(value: object, path: str) -> Iterator[tuple[str, str]]:
    """Every string inside a loaded YAML value, with its path (``readings[0].reason``)."""
    mapping, sequence = _mapping(value), _sequence(value)
    if isinstance(value, str):
        yield path, value
    elif mapping is not None:
        for key, item in mapping.items():
            yield from _strings(item, f"{path}.{key}" if path else str(key))
    elif sequence is not None:
        for index, item in enumerate(sequence):
            yield from _strings(item, f"{path}[{index}]")


def _comments(path: Path, label: str) -> Iterator[Unit]:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.lstrip().startswith("#"):
            yield Unit(f"{label}:{number} (comment)", line.lstrip()[1:], frozenset())


def _clause_documents(clauses: object) -> frozenset[str]:
    listed = _sequence(clauses)
    if listed is None:
        return frozenset()
    return frozenset(str(clause).split(":", 1)[0] for clause in listed)


def spec_units(path: Path, label: str) -> Iterator[Unit]:
    """The units of a spec file: its strings (by rule, rulebook head or source document) and its comments."""
    data: object = yaml.safe_load(path.read_text(encoding="utf-8"))
    yield from _comments(path, label)
    top = _mapping(data)
    if top is None:
        for where, text in _strings(data, ""):
            yield Unit(f"{label}: {where}", text, frozenset())
        return
    for key, value in top.items():
        head, listed = _mapping(value), _sequence(value)
        if key == "rulebook" and head is not None:
            documents = frozenset({str(head.get("document", head.get("id", "")))})
            for where, text in _strings(head, "rulebook"):
                yield Unit(f"{label}: {where}", text, documents)
        elif key == "rules" and listed is not None:
            for item in listed:
                rule = _mapping(item)
                if rule is None:
                    continue
                rule_id = str(rule.get("id", "?"))
                own = _clause_documents(rule.get("clauses"))
                for where, text in _strings(rule, ""):
                    yield Unit(f"{label}: {rule_id} {where}", text, own)
        elif key == "documents" and listed is not None:
            for item in listed:
                document = _mapping(item)
                if document is None:
                    continue
                own = frozenset({str(document.get("id", "?"))})
                for where, text in _strings(document, ""):
                    yield Unit(f"{label}: document {next(iter(own))} {where}", text, own)
        else:
            for where, text in _strings(value, str(key)):
                yield Unit(f"{label}: {where}", text, frozenset())


_SCENARIO: Final = re.compile(r"^\s*(Scenario Outline|Scenario|Background|Rule|Example|Examples):")


def feature_units(path: Path, label: str, rule_documents: Mapping[str, frozenset[str]]) -> Iterator[Unit]:
    """The units of a feature file: its description (before the first tag or scenario) and each scenario with
    the tag lines above it."""
    lines = path.read_text(encoding="utf-8").splitlines()
    every = frozenset(doc for tag in _TAG.findall("\n".join(lines)) for doc in rule_documents.get(tag, frozenset()))
    starts: list[int] = []
    for index, line in enumerate(lines):
        if _SCENARIO.match(line):
            first = index
            while first > 0 and lines[first - 1].lstrip().startswith("@"):
                first -= 1
            starts.append(first)
    bounds = [0, *starts, len(lines)]
    for number, (begin, end) in enumerate(itertools.pairwise(bounds)):
        text = "\n".join(lines[begin:end])
        if number == 0:
            yield Unit(f"{label}:{begin + 1} (description)", text, every)
        else:
            tagged = frozenset(doc for tag in _TAG.findall(text) for doc in rule_documents.get(tag, frozenset()))
            yield Unit(f"{label}:{begin + 1}", text, tagged)


def markdown_units(path: Path, label: str) -> Iterator[Unit]:
    """The paragraphs of a Markdown page (blank lines between them), each named by its first line."""
    paragraph: list[str] = []
    first = 0
    for number, line in enumerate([*path.read_text(encoding="utf-8").splitlines(), ""], start=1):
        if line.strip():
            if not paragraph:
                first = number
            paragraph.append(line)
        elif paragraph:
            yield Unit(f"{label}:{first}", "\n".join(paragraph), frozenset())
            paragraph = []
