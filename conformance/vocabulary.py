"""The step vocabulary: typed placeholders and a registry of every step definition.

Steps are declared with :func:`given`, :func:`when` and :func:`then` from this
module. Each call records the step in :data:`REGISTRY`, which ``domino-rules lint``
matches feature steps against, the site lists as the vocabulary, and the suite runs
through pytest-bdd: :func:`bdd_steps` gives pytest-bdd one step definition per kind
(given, when, then) that stands for every definition of that kind, resolving a step's
text to its definition once per distinct text (:func:`resolve`). pytest-bdd looks a
step up by asking every fixture of the session whether it is a step definition that
matches, so with a fixture per definition (250 of them) the lookup cost 80% of the
suite's time; see ``benchmarks/README.md``.

>>> compile_pattern("{seat} plays {tile} on the {end} end").match("North plays 6-4 on the left end")["tile"]
'6-4'
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, ParamSpec, TypeVar

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

if TYPE_CHECKING:
    from pytest_bdd import parsers

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


_ENDS: Final[dict[str, EndName]] = {"left": "left", "right": "right", "up": "up", "down": "down"}


def to_end(text: str) -> EndName:
    end = _ENDS.get(text)
    if end is None:
        raise ScenarioError(f"{text!r} is not an end (left or right; up or down: the spinner's other sides)")
    return end


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


def field_converters(pattern: str) -> dict[str, Callable[[str], object]]:
    """How each field of a step pattern is read from its text (a ``{seat}`` field: ``North`` as ``N``), by name."""
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


@dataclass(frozen=True, slots=True)
class _Runner:
    """How the suite calls a step definition: what pytest-bdd would do with it, prepared once."""

    definition: StepDefinition
    run: Callable[..., object]
    """The step function, or for a Then step the wrapper that verifies its checks."""
    converters: dict[str, Callable[[str], object]]
    accepted: frozenset[str]
    """The parameters of ``run``: the pattern's fields it does not take are dropped, as pytest-bdd does."""
    fixtures: tuple[str, ...]
    """Required parameters of ``run`` (no default) that are not fields of the pattern: fixtures, such as ``world``."""


_RUNNERS: list[_Runner] = []
_RESOLVED: dict[tuple[str, str], tuple[_Runner, ...]] = {}
"""The runners each (kind, step text) matches, found once per distinct text."""


def _register(kind: StepKind, pattern: str, func: Callable[..., object], run: Callable[..., object]) -> None:
    """Record ``func`` in :data:`REGISTRY` and ``run`` (what the suite calls for the step) for the pattern."""
    if inspect.isgeneratorfunction(func):
        raise TypeError(f"{func.__module__}.{func.__qualname__}: a step is a function, not a generator")
    regex = compile_pattern(pattern)
    definition = StepDefinition(
        kind=kind,
        pattern=pattern,
        regex=regex,
        doc=" ".join((func.__doc__ or "").split()),
        module=func.__module__,
        table="datatable" in func.__code__.co_varnames[: func.__code__.co_argcount],
        func=func,
    )
    parameters = inspect.signature(run).parameters.values()
    converters = field_converters(pattern)
    others = {
        p.name
        for p in parameters
        if p.kind == p.POSITIONAL_OR_KEYWORD and p.default is p.empty and p.name not in converters
    } - {"world", "datatable"}
    if others:
        raise TypeError(
            f"{func.__module__}.{func.__qualname__}: a step takes its pattern's fields, the world and a data table, "
            f"not {', '.join(sorted(others))}"
        )
    REGISTRY.append(definition)
    _RUNNERS.append(
        _Runner(
            definition=definition,
            run=run,
            converters=converters,
            accepted=frozenset(p.name for p in parameters),
            fixtures=tuple(
                p.name
                for p in parameters
                if p.kind == p.POSITIONAL_OR_KEYWORD and p.default is p.empty and p.name not in converters
            ),
        )
    )
    _RESOLVED.clear()


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


def _resolve(kind: str, text: str) -> tuple[_Runner, ...]:
    key = (kind, text)
    found = _RESOLVED.get(key)
    if found is None:
        found = _RESOLVED[key] = tuple(
            r for r in _RUNNERS if r.definition.kind == kind and r.definition.regex.fullmatch(text)
        )
    return found


def resolve(kind: str, text: str) -> StepDefinition | None:
    """The definition the suite runs for a feature step: the only one whose pattern matches ``text`` (None when
    none does). More than one is a :class:`ScenarioError` (``domino-rules lint`` refuses such a vocabulary).

    >>> import conformance.steps.hand
    >>> resolve("when", "North plays 6-4 on the left end").pattern
    '{seat} plays {tile} on the {end} end'
    """
    found = _resolve(kind, text)
    return _one(kind, text, found).definition if found else None


def _one(kind: str, text: str, found: tuple[_Runner, ...]) -> _Runner:
    if len(found) != 1:
        patterns = ", ".join(repr(r.definition.pattern) for r in found) or "none"
        raise ScenarioError(f"the {kind} step {text!r} matches {len(found)} step definitions: {patterns}")
    return found[0]


WORLD: Final = "world"
"""The one fixture a step function may take besides its pattern's fields and a data table."""


@dataclass(frozen=True, slots=True)
class StepCall:
    """A feature step resolved and its fields converted: what pytest-bdd parses a step of the vocabulary into."""

    runner: _Runner
    kwargs: dict[str, object]


def _run_step(world: object, call: StepCall, datatable: list[list[str]] | None = None) -> object:
    """What pytest-bdd calls for every step of the vocabulary: the definition ``call`` resolved, with its fields,
    the data table when it takes one, and the world."""
    runner = call.runner
    kwargs = dict(call.kwargs)
    if "datatable" in runner.fixtures or (datatable is not None and "datatable" in runner.accepted):
        if datatable is None:
            raise ScenarioError(f"the step {runner.definition.pattern!r} needs a data table below it")
        kwargs["datatable"] = datatable
    if WORLD in runner.accepted:
        kwargs[WORLD] = world
    return runner.run(**kwargs)


# pytest-bdd reads the signature of a step's function twice a step; a set __signature__ is read at once.
_run_step.__signature__ = inspect.signature(_run_step)  # type: ignore[attr-defined]


@functools.cache
def _parser_class() -> type[parsers.StepParser]:
    """The class of pytest-bdd's parser for the vocabulary, made when the suite asks for it: pytest-bdd is
    imported only then, so the vocabulary and the steps run without it (the ruling, in a browser's Python)."""
    from pytest_bdd import parsers

    class _VocabularyParser(parsers.StepParser):
        """pytest-bdd's parser for every step definition of one kind: a step matches when one of the vocabulary's
        patterns does, and its one argument, ``call``, is the definition and the pattern's fields converted (the
        fields the function takes, as pytest-bdd passes them). A field that does not convert raises here, where
        pytest-bdd parses a step's arguments: before the step asks for the world, as with a definition of its own."""

        def __init__(self, kind: StepKind) -> None:
            super().__init__(f"domino-rules vocabulary ({kind})")
            self.kind: StepKind = kind

        def is_matching(self, name: str) -> bool:
            return bool(_resolve(self.kind, name))

        def parse_arguments(self, name: str) -> dict[str, object]:
            runner = _one(self.kind, name, _resolve(self.kind, name))
            match = runner.definition.regex.fullmatch(name)
            if match is None:  # _resolve matched it: unreachable unless the registry changed under us
                raise ScenarioError(f"the {self.kind} step {name!r} no longer matches {runner.definition.pattern!r}")
            kwargs: dict[str, object] = {
                field: runner.converters[field](value)
                for field, value in match.groupdict().items()
                if field in runner.accepted
            }
            return {"call": StepCall(runner, kwargs)}

    return _VocabularyParser


def bdd_steps() -> list[tuple[StepKind, parsers.StepParser, Callable[..., object]]]:
    """For each kind, the parser and the function to register with pytest-bdd (``pytest_bdd.steps.step``) in a
    pytest plugin module (``conformance.plugin``): the suite's three step definitions."""
    parser = _parser_class()
    return [(kind, parser(kind), _run_step) for kind in ("given", "when", "then")]
