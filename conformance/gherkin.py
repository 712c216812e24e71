"""Gherkin read by our own code: the feature files' subset, for the ruling of a story.

The suite reads the feature files with pytest-bdd (:mod:`conformance.features`); the ruling reads a
table's story with this module instead, because it also runs where pytest-bdd is not installed (in a
browser's Python). It reads what the feature files use and nothing more:

* ``Feature:``, ``Background:`` and ``Scenario:`` (or ``Example:``) lines, the feature's
  description lines below it (a line among a scenario's that is no step is an error, not a
  description: a step mistyped is never skipped);
* ``@tag`` lines before a feature or a scenario (a feature's tags belong to each of its scenarios);
* ``Given``, ``When``, ``Then``, ``And``, ``But`` and ``*`` steps, each ``And``, ``But`` or ``*``
  of the kind of the step before it; a background's steps come first in each scenario;
* data tables (``| a | b |`` rows, ``\\|`` for a bar inside a cell) below a step;
* ``#`` comments and blank lines anywhere.

A text with no ``Feature:`` line is a feature of its own; a text with no ``Scenario:`` line either
is a *bare story*: its steps are one scenario. Anything else (a doc string, a ``Scenario Outline``,
a line that is no step among the steps) is a :class:`GherkinError` naming its line.

>>> story = parse_gherkin('Given the rulebook "ndf-double-nine"\\nAnd North leads\\nWhen North plays 9-9')
>>> [(s.kind, s.text, s.line) for s in story.scenarios[0].steps]
[('given', 'the rulebook "ndf-double-nine"', 1), ('given', 'North leads', 2), ('when', 'North plays 9-9', 3)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

StepKind = Literal["given", "when", "then"]

_KINDS: Final[dict[str, StepKind]] = {"Given": "given", "When": "when", "Then": "then"}
_CONTINUATIONS: Final = ("And", "But", "*")
_STEP: Final = re.compile(r"(Given|When|Then|And|But)\s+(\S.*)$|(\*)\s+(\S.*)$")
_BLOCK: Final = re.compile(
    r"(Feature|Background|Scenario|Example|Scenario Outline|Scenario Template|Rule|Examples):(.*)$"
)
BARE_STORY: Final = "story"
"""The name of the one scenario of a bare story (steps with no ``Scenario:`` line)."""


class GherkinError(ValueError):
    """A story that is not the Gherkin we read: ``line`` (1-based) is where, the message says what is wrong."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.reason = message


@dataclass(frozen=True, slots=True)
class GherkinStep:
    """One step: its kind (an ``And`` takes the kind before it), its text after the keyword, its line and table."""

    keyword: str
    """The keyword as written (``Given``, ``And``...)."""
    kind: StepKind
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None

    @property
    def written(self) -> str:
        """The step as a judge wrote it: keyword and text."""
        return f"{self.keyword} {self.text}"


@dataclass(frozen=True, slots=True)
class GherkinScenario:
    name: str
    line: int
    tags: tuple[str, ...]
    """The scenario's tags and its feature's, without ``@``, sorted."""
    steps: tuple[GherkinStep, ...]
    """The background's steps, then the scenario's own."""


@dataclass(frozen=True, slots=True)
class GherkinFeature:
    name: str
    line: int
    tags: tuple[str, ...]
    scenarios: tuple[GherkinScenario, ...]

    def scenario(self, name: str | None) -> GherkinScenario:
        """The scenario named ``name``; with None, the only one (a :class:`LookupError` says which there are)."""
        if name is None:
            if len(self.scenarios) == 1:
                return self.scenarios[0]
            names = "; ".join(s.name for s in self.scenarios)
            raise LookupError(f"the story holds {len(self.scenarios)} scenarios; choose one by name: {names}")
        for scenario in self.scenarios:
            if scenario.name == name:
                return scenario
        names = "; ".join(s.name for s in self.scenarios) or "none"
        raise LookupError(f"no scenario named {name!r} in the story (its scenarios: {names})")


def _cells(line: str, number: int) -> tuple[str, ...]:
    """The cells of a table row ``| a | b |`` (``\\|`` is a bar inside a cell, ``\\\\`` a backslash)."""
    if not line.endswith("|") or len(line) < 2:
        raise GherkinError(number, f"a table row starts and ends with |: {line!r}")
    cells: list[str] = []
    cell: list[str] = []
    index = 1
    while index < len(line):
        char = line[index]
        if char == "\\" and index + 1 < len(line) and line[index + 1] in "|\\n":
            following = line[index + 1]
            cell.append("\n" if following == "n" else following)
            index += 2
            continue
        if char == "|":
            cells.append("".join(cell).strip())
            cell = []
        else:
            cell.append(char)
        index += 1
    return tuple(cells)


@dataclass
class _Block:
    name: str
    line: int
    tags: tuple[str, ...]
    steps: list[GherkinStep]


def parse_gherkin(text: str) -> GherkinFeature:
    """The feature (or bare story) ``text`` holds; a :class:`GherkinError` names the line of anything else."""
    feature_name, feature_line = "", 1
    feature_tags: tuple[str, ...] = ()
    background: _Block | None = None
    scenarios: list[_Block] = []
    current: _Block | None = None
    pending_tags: list[str] = []
    seen_feature = False
    table: list[tuple[str, ...]] = []
    table_owner: int | None = None  # the index in current.steps the rows below belong to

    def close_table() -> None:
        nonlocal table, table_owner
        if current is not None and table_owner is not None and table:
            step = current.steps[table_owner]
            width = len(table[0])
            for row in table:
                if len(row) != width:
                    raise GherkinError(step.line, f"the table below the step has rows of {width} and {len(row)} cells")
            current.steps[table_owner] = GherkinStep(step.keyword, step.kind, step.text, step.line, tuple(table))
        table, table_owner = [], None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("|"):
            if current is None or not current.steps or (table_owner is None and table):
                raise GherkinError(number, "a table row belongs below a step")
            if table_owner is None:
                table_owner = len(current.steps) - 1
            table.append(_cells(line, number))
            continue
        close_table()
        if line.startswith('"""') or line.startswith("```"):
            raise GherkinError(number, "doc strings are not part of the step vocabulary; write the story as steps")
        if line.startswith("@"):
            for word in line.split():
                if not word.startswith("@") or len(word) < 2:
                    raise GherkinError(number, f"a tag line holds only tags such as @NDF-7.1, not {word!r}")
                pending_tags.append(word[1:])
            continue
        block = _BLOCK.match(line)
        if block is not None:
            keyword, name = block.group(1), block.group(2).strip()
            if keyword in ("Scenario Outline", "Scenario Template", "Examples", "Rule"):
                raise GherkinError(number, f"{keyword}: is not read here; write each case as its own Scenario")
            if keyword == "Feature":
                if seen_feature or scenarios or background is not None or current is not None:
                    raise GherkinError(number, "a story holds one Feature, before its scenarios")
                seen_feature = True
                feature_name, feature_line, feature_tags = name, number, tuple(pending_tags)
                pending_tags = []
                current = None
                continue
            if keyword == "Background":
                if background is not None or scenarios:
                    raise GherkinError(number, "a Background comes once, before the scenarios")
                if pending_tags:
                    raise GherkinError(number, "a Background takes no tags")
                background = current = _Block(name, number, (), [])
                continue
            current = _Block(name, number, tuple(pending_tags), [])
            pending_tags = []
            scenarios.append(current)
            continue
        step = _STEP.match(line)
        if step is None:
            if current is None and seen_feature and not scenarios and background is None:
                continue  # a description line under the Feature
            raise GherkinError(number, f"not a step (Given, When, Then, And, But): {line!r}")
        if pending_tags:
            raise GherkinError(number, "tags belong on the line before a Feature or a Scenario")
        keyword = step.group(1) or step.group(3)
        words = (step.group(2) or step.group(4)).strip()
        if current is None:
            if seen_feature or scenarios:
                raise GherkinError(number, "a step belongs to a Scenario or a Background")
            current = _Block(BARE_STORY, number, (), [])  # a bare story: steps with no Scenario line
            scenarios.append(current)
        if keyword in _CONTINUATIONS:
            before = current.steps[-1].kind if current.steps else None
            if before is None and current is not background and background is not None and background.steps:
                before = background.steps[-1].kind
            if before is None:
                raise GherkinError(number, f"{keyword} continues a step; the first step is a Given, When or Then")
            kind = before
        else:
            kind = _KINDS[keyword]
        current.steps.append(GherkinStep(keyword, kind, words, number))
    close_table()
    if pending_tags:
        raise GherkinError(len(text.splitlines()) or 1, "tags at the end of the story belong to no scenario")
    prefix = tuple(background.steps) if background is not None else ()
    out: list[GherkinScenario] = []
    for scenario in scenarios:
        if not scenario.steps:
            raise GherkinError(scenario.line, f"the scenario {scenario.name!r} has no steps")
        tags = tuple(sorted(set(scenario.tags) | set(feature_tags)))
        out.append(GherkinScenario(scenario.name, scenario.line, tags, prefix + tuple(scenario.steps)))
    if not out:
        raise GherkinError(1, "the story holds no steps (Given the rulebook ..., When ..., Then ...)")
    return GherkinFeature(feature_name, feature_line, tuple(sorted(feature_tags)), tuple(out))


__all__ = ["BARE_STORY", "GherkinError", "GherkinFeature", "GherkinScenario", "GherkinStep", "parse_gherkin"]
