"""The step vocabulary: typed placeholders and a registry of every step definition.

Steps are declared with :func:`given`, :func:`when` and :func:`then` from this
module. Each call registers the step with pytest-bdd *and* in
:data:`REGISTRY`, which ``domino-rules lint`` matches feature steps against and
the site lists as the vocabulary.

>>> compile_pattern("{seat} plays {tile} on the {end} end").match("North plays 6-4 on the left end")["tile"]
'6-4'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal, ParamSpec, TypeVar, cast

from pytest_bdd import given as bdd_given
from pytest_bdd import parsers
from pytest_bdd import then as bdd_then
from pytest_bdd import when as bdd_when

from conformance.messages import EndName
from conformance.observe import Checks, Observer, Replies, as_checks, verify
from rulespec.grammar import (
    RULE_ID_SYNTAX,
    SEAT_WORDS,
    TEAM_WORDS,
    TILE_SYNTAX,
    TILES_SYNTAX,
    SeatCode,
    TeamCode,
    format_tile,
    parse_tile,
    seat_from_name,
    team_from_name,
)

P = ParamSpec("P")
R = TypeVar("R")
StepKind = Literal["given", "when", "then"]


class ScenarioError(ValueError):
    """A scenario that cannot be run as written (an unknown tile, seat, or rule)."""


def to_seat(text: str) -> SeatCode:
    seat = seat_from_name(text)
    if seat is None:
        raise ScenarioError(f"{text!r} is not a seat (North, East, South, West)")
    return seat


def to_team(text: str) -> TeamCode:
    team = team_from_name(text)
    if team is None:
        raise ScenarioError(f"{text!r} is not a partnership (North-South, East-West)")
    return team


def to_tile(text: str) -> str:
    ends = parse_tile(text)
    if ends is None:
        raise ScenarioError(f"{text!r} is not a tile; write tiles like 6-4")
    return format_tile(*ends)


def to_tiles(text: str) -> list[str]:
    return [to_tile(part) for part in text.replace(",", " ").split()]


def to_end(text: str) -> EndName:
    if text not in ("left", "right", "up", "down"):
        raise ScenarioError(f"{text!r} is not an end (left or right; up or down: the spinner's other sides)")
    return cast(EndName, text)


@dataclass(frozen=True, slots=True)
class Placeholder:
    regex: str
    convert: Callable[[str], object]
    meaning: str


PLACEHOLDERS: Final[dict[str, Placeholder]] = {
    "seat": Placeholder(SEAT_WORDS, to_seat, "a seat: North, East, South or West"),
    "team": Placeholder(TEAM_WORDS, to_team, "a partnership: North-South or East-West"),
    "tile": Placeholder(TILE_SYNTAX, to_tile, "a tile, written like 6-4 (either order)"),
    "tiles": Placeholder(TILES_SYNTAX, to_tiles, "tiles separated by spaces: 6-4 5-5 0-0"),
    "end": Placeholder(
        "left|right|up|down", to_end, "an end of the line: left or right (up or down: the spinner's other sides)"
    ),
    "number": Placeholder(r"\d+", int, "a whole number"),
    "signed": Placeholder(r"[+-]?\d+", int, "a whole number, maybe signed: -25, +10"),
    "rule": Placeholder(RULE_ID_SYNTAX, str, "a rule ID such as NDF-4.2"),
    "name": Placeholder(r"[a-z][a-z0-9-]*", str, "a kebab-case name such as pass-with-playable"),
    "word": Placeholder(r"[A-Za-z][A-Za-z0-9_-]*", str, "one word such as an entrant's name"),
    "text": Placeholder(r"[^\"]+", str, "any text without double quotes"),
}

_FIELD: Final = re.compile(r"\{(\w+)(?::(\w+))?\}")


def compile_pattern(pattern: str) -> re.Pattern[str]:
    """The regular expression a human-readable step pattern stands for."""
    out: list[str] = []
    position = 0
    for match in _FIELD.finditer(pattern):
        out.append(re.escape(pattern[position : match.start()]))
        name, kind = match.group(1), match.group(2) or match.group(1).rstrip("0123456789")
        if kind not in PLACEHOLDERS:
            raise ValueError(f"unknown placeholder type {kind!r} in step {pattern!r}")
        out.append(f"(?P<{name}>{PLACEHOLDERS[kind].regex})")
        position = match.end()
    out.append(re.escape(pattern[position:]))
    return re.compile("".join(out))


def _converters(pattern: str) -> dict[str, Callable[[str], object]]:
    result: dict[str, Callable[[str], object]] = {}
    for match in _FIELD.finditer(pattern):
        name, kind = match.group(1), match.group(2) or match.group(1).rstrip("0123456789")
        result[name] = PLACEHOLDERS[kind].convert
    return result


@dataclass(frozen=True, slots=True)
class StepDefinition:
    kind: StepKind
    pattern: str
    regex: re.Pattern[str]
    doc: str
    module: str
    table: bool
    func: Callable[..., object] | None = None
    """The step function itself (``domino-rules export`` runs it against a recording world); a Then
    step's function returns its checks (:class:`~conformance.observe.Check`) and compares nothing."""


REGISTRY: list[StepDefinition] = []


def _register(kind: StepKind, pattern: str, func: Callable[..., object], run: Callable[..., object]) -> None:
    """Record ``func`` in :data:`REGISTRY` and register ``run`` (what pytest-bdd calls) for the pattern."""
    regex = compile_pattern(pattern)
    decorator_for = {"given": bdd_given, "when": bdd_when, "then": bdd_then}[kind]
    bdd = decorator_for(parsers.re(regex.pattern), converters=_converters(pattern), stacklevel=3)
    REGISTRY.append(
        StepDefinition(
            kind=kind,
            pattern=pattern,
            regex=regex,
            doc=" ".join((func.__doc__ or "").split()),
            module=func.__module__,
            table="datatable" in func.__code__.co_varnames[: func.__code__.co_argcount],
            func=func,
        )
    )
    bdd(run)


def _action(kind: StepKind, pattern: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    def decorate(func: Callable[P, R]) -> Callable[P, R]:
        _register(kind, pattern, func, func)
        return func

    return decorate


def given(pattern: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Declare a Given step; ``{seat}``, ``{tile}``... are typed placeholders."""
    return _action("given", pattern)


def when(pattern: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Declare a When step."""
    return _action("when", pattern)


def then(pattern: str) -> Callable[[Callable[P, Checks]], Callable[P, Checks]]:
    """Declare a Then step: a function of the scenario's world and the pattern's arguments that returns
    what to check (:class:`~conformance.observe.Check`), never comparing anything itself.

    When the suite runs, the checks are evaluated against the world's replies
    (:func:`~conformance.observe.verify`); ``domino-rules export`` writes them as the case's
    observations. The function is returned unchanged.
    """

    def decorate(func: Callable[P, Checks]) -> Callable[P, Checks]:
        where = f"{func.__module__}.{func.__qualname__} ({pattern!r})"

        @functools.wraps(func)
        def run(*args: P.args, **kwargs: P.kwargs) -> None:
            world = kwargs.get("world")
            if isinstance(world, Observer):
                world.observe(as_checks(func(*args, **kwargs), where))
            elif isinstance(world, Replies):
                verify(as_checks(func(*args, **kwargs), where), world)
            else:
                raise TypeError(f"{where}: a Then step needs the scenario's world, not {world!r}")

        _register("then", pattern, func, run)
        return func

    return decorate


def find_definitions(kind: str, text: str) -> list[StepDefinition]:
    """Every registered step definition of ``kind`` whose pattern matches ``text`` (more than one is ambiguous:
    which of them runs would depend on the order the step modules are imported in)."""
    return [d for d in REGISTRY if d.kind == kind and d.regex.fullmatch(text)]


def find_definition(kind: str, text: str) -> StepDefinition | None:
    """The registered step definition a feature step resolves to, if any."""
    for definition in REGISTRY:
        if definition.kind == kind and definition.regex.fullmatch(text):
            return definition
    return None
