"""Rule IDs the way a judge says them: one normaliser for the site, its search and the command line.

A typed ID is cut into runs of letters and runs of digits, upper-cased; separators
(spaces, dashes, dots, commas) only separate. So ``NDF-4.2``, ``ndf4.2``,
``NDF 4 2`` and ``ndf 4,2`` are all ``NDF 4 2``. A rulebook answers to its
prefix (``FMDS``) and to the first word of its ID (``fmd-singles``: ``FMD``),
and the prefix may be left out. A key that is not a whole ID offers the rules
under it: ``NDF 4`` gives NDF-4.1, NDF-4.2 and NDF-4.3; ``FMD 24`` gives the
lateness rule of both FMD rulebooks.

>>> id_key("ndf 4,2") == id_key("NDF-4.2") == id_key("NDF 4 2") == "NDF 4 2"
True
>>> id_key("NDF J1")
'NDF J 1'
"""

from __future__ import annotations

import re
from typing import Final

from rulespec.model import Rule, Rulebook, Spec

_TOKEN: Final = re.compile(r"[A-Z]+|[0-9]+")


def id_tokens(text: str) -> tuple[str, ...]:
    """The runs of letters and of digits in ``text``, upper case (leading zeros of a number dropped)."""
    return tuple(t.lstrip("0") or "0" if t.isdigit() else t for t in _TOKEN.findall(text.upper()))


def id_key(text: str) -> str:
    """How lookups compare rule IDs: the tokens joined by single spaces."""
    return " ".join(id_tokens(text))


def prefix_names(book: Rulebook) -> tuple[str, ...]:
    """The names a rulebook's rules answer to before their number: the prefix, the ID's first word, none."""
    names = [book.prefix.upper(), book.id.split("-", 1)[0].upper(), ""]
    return tuple(dict.fromkeys(names))


def _segments(rule: Rule, book: Rulebook) -> tuple[str, ...]:
    tokens = id_tokens(rule.id)
    prefix = id_tokens(book.prefix)
    return tokens[len(prefix) :] if tokens[: len(prefix)] == prefix else tokens


def rule_keys(rule: Rule, book: Rulebook) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(keys naming exactly this rule's ID, keys of the groups it is under), every prefix name included."""
    segments = _segments(rule, book)
    exact: list[str] = []
    groups: list[str] = []
    for name in prefix_names(book):
        head = (name,) if name else ()
        exact.append(" ".join(head + segments))
        if name and segments and segments[0].isalpha():
            # "NDFJ1" reads as one word and a number.
            exact.append(" ".join((name + segments[0], *segments[1:])))
        for size in range(1, len(segments)):
            groups.append(" ".join(head + segments[:size]))
        if name:
            groups.append(name)
    return tuple(dict.fromkeys(exact)), tuple(dict.fromkeys(g for g in groups if g not in exact))


def id_index(spec: Spec) -> dict[str, tuple[str, ...]]:
    """Every lookup key to the rule IDs it names, in spec order.

    A key that is some rule's whole ID (under any of its prefix names) names those rules only;
    otherwise it names every rule under it.
    """
    exact: dict[str, list[str]] = {}
    groups: dict[str, list[str]] = {}
    for book in spec.rulebooks:
        for rule in book.rules:
            whole, under = rule_keys(rule, book)
            for key in whole:
                exact.setdefault(key, []).append(rule.id)
            for key in under:
                groups.setdefault(key, []).append(rule.id)
    index = {key: tuple(ids) for key, ids in groups.items()}
    index.update({key: tuple(ids) for key, ids in exact.items()})
    return index


def lookup(spec: Spec, text: str) -> tuple[Rule, ...]:
    """The rules a typed ID names: one rule, the rules under a number, or none.

    >>> from rulespec import cached_spec
    >>> [r.id for r in lookup(cached_spec(), "ndf 4")]
    ['NDF-4.1', 'NDF-4.2', 'NDF-4.3']
    >>> [r.id for r in lookup(cached_spec(), "NDF 4 2")]
    ['NDF-4.2']
    """
    ids = id_index(spec).get(id_key(text), ())
    return tuple(spec.rule(rule_id) for rule_id in ids)


def is_exact(spec: Spec, text: str) -> bool:
    """Whether ``text`` is the whole ID of the single rule it names (not a group)."""
    found = lookup(spec, text)
    if len(found) != 1:
        return False
    rule = found[0]
    return id_key(text) in rule_keys(rule, spec.rulebook_of(rule.id))[0]
