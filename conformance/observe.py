"""Observations as data: what a Then step checks, and the one evaluator that checks it.

A Then step does not compare anything itself: it returns one or more
:class:`Check` values, each naming

* ``op``: which reply it reads (``hand``, ``match``, ``lead``, ``deal``, ``pair``,
  ``standings`` or ``advance``: the reply to the request of that op);
* ``path``: where in that reply, in wire terms (see :func:`resolve`);
* ``expected``: the value the scenario expects there, in wire terms (``"E"``,
  not ``"East"``; ``"NS"``, not ``"North-South"``);
* ``compare``: how the value found is compared with it (:data:`COMPARES`);
* ``what``: a few words for people reading a failure.

:func:`verify` applies checks to the replies and raises a :class:`Mismatch`
printing the expected and the actual value as JSON. The same checks are what
``domino-rules export`` writes, so a case's observations are exactly what the
suite checks.

Before a check reads a reply, the optional fields the protocol gives a default
are filled in (:data:`DEFAULTS`), so a check never has to know whether an
implementation left one out.

Paths are JSON-pointer-like: ``/``-separated segments, each one of

* a key of an object (``/outcome/end``; a number is a key too where the object has it, as in
  ``/trains/2/marker`` for seat 2 at a train table), or an index of a list (``/results/0``;
  ``-1`` is the last item);
* ``*``: every item of a list (the rest of the path is read in each item);
* ``[key=value]``, alone or after a key: the items of a list whose ``key``
  holds ``value``, a JSON value without ``/`` (``/penalties[team="NS"]``,
  ``/results[accepted=false]``);
* a view (:data:`VIEWS`, each defined in :data:`VIEW_TEXT`): ``@sorted`` (a list in sorted order),
  ``@tile`` (the tile of a legal move such as ``"6-4 left"``), ``@partnerships`` (a table of
  four ``[N, E, S, W]`` as its two partnerships, each sorted, in sorted order), ``@teams``
  (lists keyed by seat as one list per partnership, ``NS`` and ``EW``), ``@count``
  (how many items a list holds).

A path that does not lead anywhere (a missing key, an index out of range, a
step through ``null``) reads as *absent*, which only the ``absent`` comparison
accepts.

>>> reply = {"penalties": [{"team": "NS", "rule": "NDF-3.1", "points": -25}], "turn": "E"}
>>> verify([Check("hand", "/penalties[team=\\"NS\\"]", [{"rule": "NDF-3.1", "points": -25}], "matches")], {"hand": reply})
>>> verify([Check("hand", "/turn", "W", what="the player to play")], {"hand": reply})
Traceback (most recent call last):
...
conformance.observe.Mismatch: the player to play (hand /turn): expected "W", got "E"
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal, Protocol, TypeAlias, TypedDict, cast, get_args, runtime_checkable

JSON: TypeAlias = "bool | int | float | str | list[JSON] | dict[str, JSON] | None"
"""A value as it travels on the wire."""

Op = Literal["lead", "deal", "hand", "match", "pair", "standings", "advance", "train", "seating"]
OPS: Final[tuple[Op, ...]] = get_args(Op)

Compare = Literal["equal", "unordered", "set-equal", "matches", "contains", "absent", "refused", "refused-under"]
COMPARES: Final[dict[Compare, str]] = {
    "equal": "the value found equals `expected`",
    "unordered": "both are lists holding the same items, in any order (repeats count)",
    "set-equal": "both are lists holding the same distinct items, in any order (repeats do not count)",
    "matches": (
        "`expected` is a pattern: an object matches an object holding at least its keys with matching "
        "values; a list matches a list of the same length item by item; anything else must be equal"
    ),
    "contains": "the value found is a list with `expected` among its items",
    "absent": "the path leads nowhere or to null (`expected` is null)",
    "refused": (
        "the request as a whole (path empty): `expected` true means the implementation answers it with an "
        "`error` reply (the rules allow no such request, e.g. a deal outside the set), false that it answers"
    ),
    "refused-under": (
        "the request as a whole (path empty): the implementation answers it with an `error` reply whose `rule` "
        "is `expected`, the rule ID the request breaks (a tile outside the set, a tile dealt twice, a hand too large)"
    ),
}


class Mismatch(AssertionError):
    """A check found the implementation's reply differs from what the scenario expects."""

    def __init__(self, what: str, expected: object, actual: object) -> None:
        self.what = what
        self.expected = expected
        self.actual = actual
        super().__init__(f"{what}: expected {show(expected)}, got {show(actual)}")


class _Absent:
    """What a path that leads nowhere reads as."""

    def __repr__(self) -> str:
        return "<absent>"


ABSENT: Final = _Absent()


def show(value: object) -> str:
    """A value as JSON text (sorted keys), as a mismatch prints it."""
    if value is ABSENT:
        return "nothing (absent)"
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return repr(value)


@dataclass(frozen=True, slots=True)
class Check:
    """One observation: in the reply to ``op``, the value at ``path`` compares with ``expected``."""

    op: Op
    path: str
    expected: JSON
    compare: Compare = "equal"
    what: str = ""

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"unknown op {self.op!r} in a check (one of {', '.join(OPS)})")
        if self.compare not in COMPARES:
            raise ValueError(f"unknown comparison {self.compare!r} in a check (one of {', '.join(COMPARES)})")
        if self.compare == "absent" and self.expected is not None:
            raise ValueError("an absent check expects null")
        if self.compare == "refused" and (self.path or not isinstance(self.expected, bool)):
            raise ValueError("a refused check looks at the whole request (empty path) and expects true or false")
        if self.compare == "refused-under" and (self.path or not isinstance(self.expected, str)):
            raise ValueError("a refused-under check looks at the whole request (empty path) and expects a rule ID")
        if self.path and not self.path.startswith("/"):
            raise ValueError(f"a check's path starts with / (or is empty for the whole reply), not {self.path!r}")
        _segments(self.path)  # refuse a malformed path when the check is made, not when it runs

    def describe(self) -> str:
        return f"{self.what or 'the value'} ({self.op} {self.path or '/'})"


class CheckMessage(TypedDict):
    """A :class:`Check` as it is exported."""

    op: Op
    path: str
    compare: Compare
    expected: JSON
    what: str


def to_message(check: Check) -> CheckMessage:
    return {
        "op": check.op,
        "path": check.path,
        "compare": check.compare,
        "expected": check.expected,
        "what": check.what,
    }


# -- replies with their defaults ----------------------------------------------------------------------
def _pair_byes(reply: dict[str, JSON]) -> JSON:
    bye = reply.get("bye")
    return [] if bye is None else [bye]


DEFAULTS: Final[dict[Op, dict[str, Callable[[dict[str, JSON]], JSON]]]] = {
    "hand": {
        "sanctions": lambda reply: [],
        "next_opening": lambda reply: None,
        "next_lead_team": lambda reply: None,
    },
    "match": {"decided_by": lambda reply: None, "shuffler": lambda reply: None},
    "pair": {"byes": _pair_byes},
    "lead": {},
    "deal": {},
    "standings": {},
    "advance": {},
    "train": {},
    "seating": {},
}
"""Optional reply fields and the value an absent one stands for (penalties also get ``charged_to: "team"``)."""

DEFAULTS_TEXT: Final = (
    "Before checks read a reply, absent optional fields take their protocol defaults: in a hand reply "
    '`sanctions` [], `next_opening` null, `next_lead_team` null, each penalty\'s `charged_to` "team"; '
    "in a match reply `decided_by` null, `shuffler` null; in a pair reply `byes` is `[bye]` (or [] when "
    "`bye` is null)."
)


def with_defaults(op: Op, reply: object) -> object:
    """The reply with absent optional fields filled in (the reply itself is not changed)."""
    if not isinstance(reply, dict):
        return reply
    filled: dict[str, JSON] = dict(cast(dict[str, JSON], reply))
    for key, default in DEFAULTS[op].items():
        if key not in filled:
            filled[key] = default(filled)
    penalties = filled.get("penalties")
    if op == "hand" and isinstance(penalties, list):
        filled["penalties"] = [
            {"charged_to": "team", **p} if isinstance(p, dict) and "charged_to" not in p else p for p in penalties
        ]
    return filled


# -- paths ----------------------------------------------------------------------------------------------
def _tile_of(value: object) -> object:
    if not isinstance(value, str):
        raise Mismatch("a legal move", "a string like 6-4 left", value)
    return value.split(" ")[0]


def sort_items(values: Iterable[JSON]) -> list[JSON]:
    """Values in the order the ``@sorted`` and ``@partnerships`` views give: numbers by value, then
    strings alphabetically, then anything else by its JSON text (so a check's expected list can be
    written in the same order)."""
    return sorted(values, key=_order_key)


def _sorted(value: object) -> object:
    if not isinstance(value, list):
        raise Mismatch("a list to sort", "a list", value)
    return sort_items(cast(list[JSON], value))


def _partnerships(value: object) -> object:
    if not isinstance(value, list):
        raise Mismatch("a table of four", "four seats [N, E, S, W]", value)
    seats = cast(list[JSON], value)
    if len(seats) != 4:
        raise Mismatch("a table of four", "four seats [N, E, S, W]", seats)
    north, east, south, west = seats
    return sort_items([sort_items([north, south]), sort_items([east, west])])


def _by_team(value: object) -> object:
    """An object of lists keyed by seat as one list per partnership (``NS``: North's then South's items).

    >>> _by_team({"N": ["6-6"], "E": ["1-0"], "S": ["5-5"], "W": []})
    {'NS': ['6-6', '5-5'], 'EW': ['1-0']}
    """
    if not isinstance(value, dict):
        return ABSENT
    seats = cast(dict[str, object], value)

    def items(seat: str) -> list[object]:
        held = seats.get(seat, [])
        return list(cast(list[object], held)) if isinstance(held, list) else []

    return {"NS": items("N") + items("S"), "EW": items("E") + items("W")}


VIEWS: Final[dict[str, Callable[[object], object]]] = {
    "@sorted": _sorted,
    "@tile": _tile_of,
    "@partnerships": _partnerships,
    "@teams": _by_team,
    "@count": lambda value: len(cast(list[object], value)) if isinstance(value, list) else ABSENT,
}


VIEW_TEXT: Final[dict[str, str]] = {
    "@sorted": (
        "the list in sorted order: numbers by value first, then strings by code point, then any other value by "
        'its JSON text (keys sorted, separators ", " and ": ", non-ASCII characters escaped as \\uXXXX); a value '
        "that is not a list fails the check"
    ),
    "@tile": (
        'a legal move written "TILE END" (such as "6-4 left") as its tile: the text before the first space '
        '("6-4"; the whole text when it has no space); a value that is not a string fails the check'
    ),
    "@partnerships": (
        "a list of four values by seat [N, E, S, W] as the table's two partnerships: [[N, S], [E, W]] with each "
        "pair in `@sorted` order and the two pairs in `@sorted` order; a value that is not a list of four fails "
        "the check"
    ),
    "@teams": (
        'an object of lists keyed by seat as one list per partnership: {"NS": N\'s items then S\'s, "EW": E\'s '
        "then W's} (a seat missing, or whose value is not a list, adds nothing); a value that is not an object "
        "reads as absent"
    ),
    "@count": "how many items a list holds; a value that is not a list reads as absent",
}
"""What each view of :data:`VIEWS` makes of the value it is applied to (a view of an absent value is absent),
as the case schema and the cases page state it."""


def _order_key(value: object) -> tuple[int, object]:
    """Numbers by value, strings alphabetically, anything else by its JSON text."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (0, value)
    if isinstance(value, str):
        return (1, value)
    return (2, json.dumps(value, sort_keys=True))


Segment = tuple[Literal["key", "index", "each", "filter", "view"], str, object]


_PART: Final = re.compile(r"(?P<key>[^\[\]]*)(?:\[(?P<field>[^=\[\]]+)=(?P<value>.+)\])?")


def _segments(path: str) -> list[Segment]:
    out: list[Segment] = []
    for part in path.split("/")[1:]:
        found = _PART.fullmatch(part)
        if not part or found is None:
            raise ValueError(f"malformed segment {part!r} in path {path!r}")
        key, field, literal = found.group("key"), found.group("field"), found.group("value")
        if key == "*":
            out.append(("each", key, None))
        elif key.startswith("@"):
            if key not in VIEWS:
                raise ValueError(f"unknown view {key!r} in path {path!r} (one of {', '.join(VIEWS)})")
            out.append(("view", key, None))
        elif key.lstrip("-").isdigit():
            out.append(("index", key, int(key)))
        elif key:
            out.append(("key", key, None))
        if field is not None:
            try:
                value = json.loads(literal)
            except json.JSONDecodeError:
                raise ValueError(f"the filter in {part!r} of path {path!r} needs a JSON value after =") from None
            out.append(("filter", field, value))
    return out


def _walk(value: object, segments: Sequence[Segment]) -> object:
    if not segments:
        return value
    (kind, text, argument), rest = segments[0], segments[1:]
    if value is ABSENT:
        return ABSENT
    if kind == "view":
        return _walk(VIEWS[text](value), rest)
    if isinstance(value, dict):
        fields = cast(dict[str, object], value)
        # a key, or a number as an object's key (a seat at a train table)
        if kind in ("key", "index") and text in fields:
            return _walk(fields[text], rest)
        return ABSENT
    if not isinstance(value, list):
        return ABSENT
    items = cast(list[object], value)
    if kind == "key":
        return ABSENT
    if kind == "index":
        index = cast(int, argument)
        return _walk(items[index], rest) if -len(items) <= index < len(items) else ABSENT
    if kind == "each":
        return [_walk(item, rest) for item in items]
    kept = [item for item in items if _holds_field(item, text, argument)]
    return _walk(kept, rest)


def _holds_field(item: object, key: str, value: object) -> bool:
    """Whether ``item`` is an object whose ``key`` holds ``value`` (a ``[key=value]`` filter keeps it)."""
    if not isinstance(item, dict):
        return False
    fields = cast(dict[str, object], item)
    return key in fields and fields[key] == value


def resolve(reply: object, path: str) -> object:
    """The value at ``path`` in ``reply`` (:data:`ABSENT` where the path leads nowhere).

    >>> resolve({"results": [{"accepted": True}, {"accepted": False, "rule": "X-1"}]}, "/results/-1/rule")
    'X-1'
    >>> resolve({"rows": [{"entrant": "A", "wins": 2}]}, "/rows[entrant=\\"B\\"]/0/wins")
    <absent>
    """
    return _walk(reply, _segments(path))


# -- comparisons ----------------------------------------------------------------------------------------
def _same(expected: object, actual: object) -> bool:
    """JSON equality: ``true`` is not ``1``, and absent equals nothing."""
    if actual is ABSENT:
        return False
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return False
        expected_items, actual_items = cast(list[object], expected), cast(list[object], actual)
        return len(expected_items) == len(actual_items) and all(
            _same(e, a) for e, a in zip(expected_items, actual_items, strict=True)
        )
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return False
        expected_fields, actual_fields = cast(dict[str, object], expected), cast(dict[str, object], actual)
        return expected_fields.keys() == actual_fields.keys() and all(
            _same(expected_fields[k], actual_fields[k]) for k in expected_fields
        )
    return expected == actual


def _matches(pattern: object, actual: object) -> bool:
    if isinstance(pattern, dict):
        if not isinstance(actual, dict):
            return False
        pattern_fields, actual_fields = cast(dict[str, object], pattern), cast(dict[str, object], actual)
        return all(k in actual_fields and _matches(v, actual_fields[k]) for k, v in pattern_fields.items())
    if isinstance(pattern, list):
        if not isinstance(actual, list):
            return False
        pattern_items, actual_items = cast(list[object], pattern), cast(list[object], actual)
        return len(pattern_items) == len(actual_items) and all(
            _matches(p, a) for p, a in zip(pattern_items, actual_items, strict=True)
        )
    return _same(pattern, actual)


def _canonical(items: Iterable[object]) -> list[str]:
    return sorted(json.dumps(item, sort_keys=True) for item in items)


def _holds(check: Check, actual: object) -> bool:
    expected = check.expected
    if check.compare == "absent":
        return actual is ABSENT or actual is None
    if check.compare == "equal":
        return _same(expected, actual)
    if check.compare == "matches":
        return _matches(expected, actual)
    if not isinstance(actual, list):
        return False
    found = cast(list[object], actual)
    if check.compare == "contains":
        return any(_same(expected, item) for item in found)
    if not isinstance(expected, list):
        raise ValueError(f"{check.describe()}: a {check.compare} check expects a list, not {show(expected)}")
    if check.compare == "unordered":
        return _canonical(expected) == _canonical(found)
    return set(_canonical(expected)) == set(_canonical(found))  # set-equal


def _shown_actual(check: Check, actual: object) -> object:
    """For ``matches``, the found value cut down to the keys the pattern names (so a failure stays readable)."""

    def cut(pattern: object, value: object) -> object:
        if isinstance(pattern, dict) and isinstance(value, dict):
            pattern_fields, fields = cast(dict[str, object], pattern), cast(dict[str, object], value)
            return {k: cut(pattern_fields[k], fields[k]) for k in fields if k in pattern_fields}
        if isinstance(pattern, list) and isinstance(value, list):
            pattern_items, items = cast(list[object], pattern), cast(list[object], value)
            return (
                [cut(p, v) for p, v in zip(pattern_items, items, strict=True)]
                if len(pattern_items) == len(items)
                else items
            )
        return value

    return cut(check.expected, actual) if check.compare == "matches" else actual


def evaluate(check: Check, reply: object) -> None:
    """Raise a :class:`Mismatch` unless the reply holds what ``check`` expects."""
    try:
        actual = resolve(with_defaults(check.op, reply), check.path)
    except Mismatch as exc:
        raise Mismatch(f"{check.describe()}: {exc.what}", exc.expected, exc.actual) from None
    if not _holds(check, actual):
        raise Mismatch(check.describe(), check.expected, _shown_actual(check, actual))


@runtime_checkable
class Replies(Protocol):
    """Whatever answers a check's op with its reply (a scenario's world sends the request the first time)."""

    def reply(self, op: Op) -> object: ...


@runtime_checkable
class Refusals(Protocol):
    """Whatever can tell whether the request of an op is refused with an ``error`` reply, and why."""

    def refusal(self, op: Op) -> str | None: ...

    def refusal_rule(self, op: Op) -> str | None:
        """The rule the ``error`` reply to the request of ``op`` named; None when it named none or answered."""
        ...


def verify(checks: Iterable[Check], replies: Mapping[Op, object] | Replies) -> None:
    """Evaluate every check, in order, against the reply to its op (the first failure raises)."""
    for check in checks:
        if check.compare == "refused":
            if not isinstance(replies, Refusals):
                raise TypeError(f"{check.describe()}: a refused check needs the scenario's world")
            reason = replies.refusal(check.op)
            if (reason is not None) != check.expected:
                wanted = "refused (an error reply)" if check.expected else "answered"
                raise Mismatch(check.describe(), wanted, f"refused: {reason}" if reason else "answered")
            continue
        if check.compare == "refused-under":
            if not isinstance(replies, Refusals):
                raise TypeError(f"{check.describe()}: a refused-under check needs the scenario's world")
            reason = replies.refusal(check.op)
            rule = replies.refusal_rule(check.op)
            if reason is None or rule != check.expected:
                found = "answered" if reason is None else f"refused under {rule or 'no rule'}: {reason}"
                raise Mismatch(check.describe(), f"refused under {check.expected}", found)
            continue
        reply = replies[check.op] if isinstance(replies, Mapping) else replies.reply(check.op)
        evaluate(check, reply)


Checks = Check | Sequence[Check]
"""What a Then step returns: one check or several, all of which must hold."""


@runtime_checkable
class Observer(Protocol):
    """Whatever takes a Then step's checks and judges them (a scenario's world: it leaves out what the
    implementation does not claim, and keeps each failing step rather than stopping at the first)."""

    def observe(self, checks: list[Check]) -> None: ...


def narrow(check: Check, groups: Callable[[Check], Collection[str]], claimed: Collection[str]) -> Check | None:
    """``check`` cut down to what reads only ``claimed`` groups of facts (None: nothing of it does).

    ``groups`` gives the groups a check reads. A ``matches`` check whose pattern is an object at a field
    loses the keys of unclaimed groups (the rest still binds); any other check is kept whole or dropped.

    >>> read = lambda c: {"legality", "count"} if isinstance(c.expected, dict) and "points" in c.expected else {"legality"}
    >>> narrow(Check("hand", "/results/-1", {"accepted": True, "points": 5}, "matches"), read, {"legality"}).expected
    {'accepted': True}
    >>> narrow(Check("hand", "/results/-1", {"accepted": True}, "matches"), read, {"count"}) is None
    True
    """
    read = set(groups(check))
    if read <= set(claimed):
        return check
    if check.compare != "matches" or not isinstance(check.expected, dict):
        return None
    kept = {
        key: value
        for key, value in check.expected.items()
        if set(groups(Check(check.op, check.path, {key: value}, "matches", check.what))) <= set(claimed)
    }
    if not kept:
        return None
    return Check(check.op, check.path, kept, "matches", check.what)


def as_checks(value: object, where: str) -> list[Check]:
    """A Then step's return value as a non-empty list of checks; anything else is an error naming ``where``."""
    if isinstance(value, Check):
        return [value]
    items = list(cast(Sequence[object], value)) if isinstance(value, (list, tuple)) else []
    checks = [c for c in items if isinstance(c, Check)]
    if not checks or len(checks) != len(items):
        raise TypeError(f"{where}: a Then step must return one or more checks, not {value!r}")
    return checks


def check_schema() -> dict[str, object]:
    """The JSON Schema of one exported check (:class:`CheckMessage`)."""
    return {
        "type": "object",
        "required": ["op", "path", "compare", "expected", "what"],
        "additionalProperties": False,
        "properties": {
            "op": {"enum": list(OPS), "description": "the reply read: the one to the request of this op"},
            "path": {
                "type": "string",
                "pattern": r"^(/[^/]+)*$",
                "description": (
                    "where in the reply: `/`-separated keys and list indexes (-1: the last item; a number is "
                    "an object's key where the object has it), `*` (every "
                    "item of a list), `[key=value]` alone or after a key (the items of the list whose key holds the "
                    "JSON value), and the views: "
                    + "; ".join(f"`{name}`: {text}" for name, text in VIEW_TEXT.items())
                    + " (a view of an absent value is absent); empty: the whole reply"
                ),
            },
            "compare": {
                "enum": list(COMPARES),
                "description": "; ".join(f"`{name}`: {text}" for name, text in COMPARES.items()),
            },
            "expected": {"description": "the value the scenario expects, in wire terms"},
            "what": {"type": "string", "description": "what is checked, for people"},
        },
    }


__all__ = [
    "ABSENT",
    "COMPARES",
    "DEFAULTS",
    "DEFAULTS_TEXT",
    "JSON",
    "OPS",
    "VIEWS",
    "VIEW_TEXT",
    "Check",
    "CheckMessage",
    "Checks",
    "Compare",
    "Mismatch",
    "Observer",
    "Op",
    "Replies",
    "as_checks",
    "check_schema",
    "evaluate",
    "narrow",
    "resolve",
    "show",
    "sort_items",
    "to_message",
    "verify",
    "with_defaults",
]
